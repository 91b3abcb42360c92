// Helpers shared by the tests: the built plugins, grids from text, running the npe program, the
// test data in the tree and the optional large corpora beside it.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "loader/plugin_registry.hpp"
#include "shared_corpora.hpp"
#include "steps/step.hpp"

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

// Where this build tree keeps what the tests run (defined in tests/driver/test_paths.cpp.in, which
// CMake writes into each tree: the only test code compiled per tree, so that the rest is the same in the
// Release and the sanitizer tree and is compiled once).
std::filesystem::path source_dir();
std::filesystem::path plugin_dir();         // the shipped plugins, lib/npe/plugins
std::filesystem::path broken_plugin_dir();  // tests/broken_plugins, built for the tests only
/** The plugin folder built against the frozen SDK of ABI 1.MINOR (tests/abi/v1_MINOR). */
std::filesystem::path abi_plugin_dir(int minor);
std::filesystem::path npe_binary();  // bin/npe
/** The sanitizer build (NPE_SANITIZE): its plugins and host libraries are instrumented. */
bool sanitized_build();

/** Heap allocations made while counting is on, counted by the driver's replaced global operator new
 *  (tests/driver/allocation_counter.cpp). The sanitizer build's driver keeps the sanitizers'
 *  allocator and counts nothing: allocations_counted() is false there. */
bool allocations_counted();
void start_counting_allocations();
long stop_counting_allocations();

/** Test data in the tree: tests/data/RELATIVE, e.g. data_file("reglib/reglib-dev.txt") (HoDoKu's
 *  regression cases) or data_file("corpora/sx_diabolical_150.txt"). Each folder's README.md gives
 *  the source and licence of its files. A test that must pass on every clone reads these. */
std::filesystem::path data_file(const std::string& relative);

/** How many of `count` corpus items a slow test (soundness, reference search) should take: all in
 *  a normal build, a fortieth (at least `floor`) under the sanitizers, which run every test ~10x
 *  slower: that pass looks for memory errors and undefined behaviour, which any input reaching the code
 *  shows, and the Release pass covers the whole corpus. */
int scaled(int count, int floor = 50);

/** How many of `count` items one of the corpus-wide soundness runs (tens of thousands of positions per
 *  technique) takes: a quarter in the Release pass, as scaled() under the sanitizers, and all with
 *  NPE_LONG_TESTS=1. CI checks a sample; the long runs check the whole corpus. */
int ci_share(int count, int floor = 50);

/** A corpus as a slow test should read it: all of it in a normal build, every fortieth puzzle under
 *  the sanitizers (as scaled()), spread over the whole file rather than its first lines. */
std::vector<Puzzle> sampled(std::vector<Puzzle> puzzles);

/** Up to `per_file` (scaled) puzzles of each of the shipped norvig_easy, sx_easy, sx_medium, sx_hard
 *  and top1465 files: whole runs of the step loop compared two ways. */
std::vector<Puzzle> shipped_puzzle_sample(int per_file);

/** CPU seconds this process has used (std::clock): the long runs record their cost in CPU time, which a
 *  shared, loaded machine changes less than wall time. */
double cpu_seconds();

/** A fresh empty directory under the system temp dir, removed by the caller if wanted. */
std::filesystem::path temp_dir(const std::string& name);

}  // namespace npe::test
