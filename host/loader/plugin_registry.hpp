// All loaded plugin libraries, technique lookup by id, and technique instances.
#pragma once

#include <exception>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "board/grid.hpp"
#include "loader/plugin_library.hpp"
#include "loader/position_view.hpp"

namespace npe {

/** A created technique; keeps its library loaded. One instance is used by one thread at a time. */
class TechniqueInstance {
 public:
  TechniqueInstance(std::shared_ptr<const PluginLibrary> library, const TechniqueInfo& info, void* handle)
      : library_(std::move(library)), info_(info), handle_(handle) {}
  ~TechniqueInstance() { library_->entry().destroy(handle_); }
  TechniqueInstance(const TechniqueInstance&) = delete;
  TechniqueInstance& operator=(const TechniqueInstance&) = delete;

  const TechniqueInfo& info() const { return info_; }

  /** Runs find on the grid; `on_step(const npe_step&)` returns false to stop. An exception thrown
   *  by on_step never crosses the plugin's C frames: it stops the search and is rethrown after find
   *  returns. Throws PluginError when the plugin reports an error. `key_digit`: npe_position.key_digit.
   *  `bands`: the grid's candidate bands when the caller has them at no cost (the engine, from its
   *  validity bitboards), else nullptr: the position then offers none, as an older host's. */
  template <class OnStep>
  void find(const Grid& grid, bool all, OnStep&& on_step, int key_digit = 0,
            const CandidateBands* bands = nullptr) const {
    struct Context {
      OnStep* on_step;
      std::exception_ptr error;
    } context{&on_step, nullptr};
    auto trampoline = [](void* raw, const npe_step* step) -> int32_t {
      auto* ctx = static_cast<Context*>(raw);
      try {
        return (*ctx->on_step)(*step) ? NPE_SINK_CONTINUE : NPE_SINK_STOP;
      } catch (...) {
        ctx->error = std::current_exception();
        return NPE_SINK_STOP;
      }
    };
    const npe_position position =
        bands ? position_view(grid, *bands, all, key_digit) : position_view(grid, all, key_digit);
    const int32_t result = library_->entry().find(handle_, &position, trampoline, &context);
    if (context.error) std::rethrow_exception(context.error);
    if (result != NPE_FIND_OK) fail_find();
  }

  /** "technique 'box' of plugin box (path)" for messages. */
  std::string describe() const;

 private:
  [[noreturn]] void fail_find() const;

  std::shared_ptr<const PluginLibrary> library_;
  const TechniqueInfo& info_;
  void* handle_;
};

class PluginRegistry {
 public:
  /** Loads every shared library (*.so) in a directory, in name order; a missing directory is
   *  ignored. Refused libraries are recorded (and logged), the others still load. */
  void load_directory(const std::filesystem::path& directory);
  /** Loads one library; returns false (and records the refusal) when it is refused. A technique id
   *  that a library loaded before already has stays with that library (the search order decides,
   *  as for PATH); the clash is logged as a warning naming both files and recorded in clashes(). */
  bool load_file(const std::filesystem::path& path);

  const std::vector<std::shared_ptr<const PluginLibrary>>& libraries() const { return libraries_; }
  /** One line per refused library: "FILE: reason". */
  const std::vector<std::string>& refusals() const { return refusals_; }

  /** One line per technique id hidden by a library loaded before: "technique id 'X' of FILE is
   *  hidden by FILE (...)". */
  const std::vector<std::string>& clashes() const { return clashes_; }

  /** The technique registered under `id` (the first library's in the search order), or nullptr. */
  const TechniqueInfo* find(const std::string& id) const;
  /** Creates an instance; throws InputError for an unknown id or a parameter the plugin refuses. */
  std::unique_ptr<TechniqueInstance> create(const std::string& id, const ParamList& params) const;

 private:
  std::vector<std::shared_ptr<const PluginLibrary>> libraries_;
  std::map<std::string, std::pair<const TechniqueInfo*, std::shared_ptr<const PluginLibrary>>> techniques_;
  std::vector<std::string> refusals_;
  std::vector<std::string> clashes_;
};

/** A registry of `paths`, in order: a directory loads as load_directory, a file as load_file. The
 *  one loader of the tests, benchmarks and fuzz targets (e.g. `load_plugins({NPE_PLUGIN_DIR})`). */
PluginRegistry load_plugins(const std::vector<std::filesystem::path>& paths);

}  // namespace npe
