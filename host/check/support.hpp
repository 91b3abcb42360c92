// What the plugin checks share: the library under test, technique instances called through the raw
// ABI (so a check controls the buffers it hands in), steps in a byte-exact form, and the corpus of
// positions with their solutions, sized by the strictness.
#pragma once

#include <npe/npe_plugin.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "check/checks.hpp"
#include "loader/plugin_library.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

/** Loads the library under test (PluginLibrary: entry, ABI version, init, descriptors). */
std::shared_ptr<const PluginLibrary> load_library_under_test(const CheckSettings& settings);

/** The descriptor of `technique` in the library; throws CheckFailure when it is not there. */
const TechniqueInfo& technique_info(const PluginLibrary& library, const std::string& technique);

/** What one find call gave: its return code, the steps copied out (copy_step), and the first
 *  malformed step's message when a step could not be copied. */
struct FindOutcome {
  std::int32_t result = NPE_FIND_OK;
  std::vector<Step> steps;
  std::string bad_step;
  std::string error_message;  // what the plugin logged as an error during the call (an exception's message)

  /** "find returned -1 (NPE_FIND_ERROR): MESSAGE" for reports. */
  std::string error() const;
  bool ok() const { return result == NPE_FIND_OK && bad_step.empty(); }
};

/** A technique instance created through the entry's create; destroyed with it. */
class RawInstance {
 public:
  /** Creates `technique` with `params`; throws CheckFailure with the plugin's message when refused. */
  RawInstance(std::shared_ptr<const PluginLibrary> library, const std::string& technique, const ParamList& params = {});
  ~RawInstance();
  RawInstance(const RawInstance&) = delete;
  RawInstance& operator=(const RawInstance&) = delete;

  /** Calls find on a position the caller built (its own buffers); the sink answers STOP once it
   *  has `stop_after` steps (0: never). */
  FindOutcome find(const npe_position& position, std::size_t stop_after = 0) const;
  /** Calls find on the grid's buffers. */
  FindOutcome find(const Grid& grid, bool all) const;

 private:
  std::shared_ptr<const PluginLibrary> library_;
  std::string technique_;
  void* handle_ = nullptr;
};

/** Names the positions that the find calls on this thread work on (for the progress file, see
 *  progress.hpp), until destroyed. Calls on a corpus position's own grid are named without one. */
class OriginScope {
 public:
  explicit OriginScope(std::string origin);
  ~OriginScope();
  OriginScope(const OriginScope&) = delete;
  OriginScope& operator=(const OriginScope&) = delete;

 private:
  std::string origin_;
  const std::string* outer_;
};

/** The position as `npe find` reads it: the digits line ('+' before a digit placed while solving), '/',
 *  the 729-character pencil-mark string. */
std::string position_text(const Grid& grid);

/** A shell command that runs the technique of `library` on the position as the check did. */
std::string reproduce_command(const std::filesystem::path& library, const std::string& technique, const Grid& grid,
                              bool all);

/** Every field of a step in one string, for byte-for-byte comparisons. */
std::string step_bytes(const Step& step);
std::string steps_bytes(const std::vector<Step>& steps);

/** A position with the unique solution of its puzzle. */
struct CorpusPosition {
  Grid grid;
  Digits solution{};
  std::string origin;  // "file:line (givens|partly solved|singles|thinned)"
};

/** How much of the corpus a strictness runs (the table is in docs/writing-a-technique.md). */
struct CorpusBudget {
  int puzzles = 0;      // puzzles taken, evenly spread over the corpus (0 = all)
  int repetitions = 1;  // determinism repeats and performance rounds
};
CorpusBudget corpus_budget(int strictness);

/** The positions of the corpus for a strictness: for each puzzle taken, the givens with candidates
 *  from the digits, the givens with about two thirds of the empty cells filled from the solution
 *  (partway along a solve path), the grid after naked and hidden singles, and that grid with about
 *  half of its wrong candidates removed and the singles filled again (a position later on a path).
 *  Puzzles without a unique solution are left out; solved grids are never positions. */
const std::vector<CorpusPosition>& corpus_positions(const CheckSettings& settings);

/** The solutions of the puzzles taken (solved grids). */
std::vector<Grid> corpus_solutions(const CheckSettings& settings);

/** external.reglib's file when none is given: the source tree's tests/data/reglib/reglib-dev.txt when
 *  this npe was built from a checkout that still holds it, else empty. */
std::filesystem::path default_reglib_file();

/** The corpus files used: settings.corpus, or the shipped puzzles (PROGRAM/../share/npe/puzzles). */
std::vector<std::filesystem::path> corpus_files(const CheckSettings& settings);

}  // namespace npe
