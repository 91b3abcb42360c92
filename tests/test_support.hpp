// Helpers shared by the tests: the built plugins, grids from text, running the npe program.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "engine/step.hpp"
#include "loader/plugin_registry.hpp"

namespace npe::test {

/** The plugins built into build/lib/npe/plugins, loaded once. */
const PluginRegistry& shipped_plugins();

/** A grid from 81 characters ('.' or '0' empty); candidates computed from the digits. */
Grid grid_from(const std::string& line);

/** Every step one technique reports on a grid (NPE_FIND_ALL), or only the first. */
std::vector<Step> find_steps(const std::string& technique, const Grid& grid, bool all = true,
                             const ParamList& params = {});

/** The texts of steps. */
std::vector<std::string> texts(const std::vector<Step>& steps);

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

/** Runs build/bin/npe with arguments (each passed as one shell word), capturing output. */
CommandResult run_npe(const std::vector<std::string>& arguments, const std::string& stdin_text = "");

std::filesystem::path source_dir();
std::filesystem::path shared_dir();
std::filesystem::path broken_plugin_dir();

/** How many of `count` corpus items a slow test (soundness, reference search) should take: all in
 *  a normal build, a twentieth (at least `floor`) under the sanitizers, which run every test ~10x
 *  slower — the Release pass covers the whole corpus. */
int scaled(int count, int floor = 50);

/** A fresh empty directory under the system temp dir, removed by the caller if wanted. */
std::filesystem::path temp_dir(const std::string& name);

}  // namespace npe::test
