// Running several engine types over many puzzles, in parallel (oneTBB), and reducing each puzzle's
// runs to a record: per engine its outcome, steps, difficulty, rating and techniques; per pair of
// engines where their step sequences part. Records are stored by puzzle index, so the result is the
// same for any thread count; only the timing fields vary.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "isolation/worker.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

/** An engine type as the comparison names it. */
struct CompareEngine {
  std::string name;
  std::string source;
  std::set<std::string> techniques;  // ids of its techniques and preprocess techniques
  std::set<std::string> preprocess;  // ids of its preprocess techniques
  bool hodoku_grade = false;         // `grade: hodoku`: each run gets HoDoKu's level
};

/** One engine on one puzzle, reduced to what the report needs. */
struct EngineRecord {
  Outcome outcome = Outcome::stuck;
  int steps = 0;
  int difficulty = 0;
  int rating_x10 = 0;
  std::map<std::string, int> techniques;  // steps per technique id
  double seconds = 0;                     // wall time of the run
  std::string failure;   // plugin-error, crashed, timed-out: the reason (technique, step, reproducing command)
  int hodoku_level = 0;  // HoDoKu's level 1..5 (Easy..Extreme) for an engine type with `grade: hodoku`, else 0
};

/** Pictures of divergences kept per pair of engines (the HTML report shows these). */
inline constexpr std::size_t kPicturedDivergences = 8;

/** The picture of a divergence: the board before the step (givens + the common steps; preprocessing
 *  not shown) and each engine's step there (none when its run ended). */
struct DivergencePicture {
  Grid position;
  std::optional<Step> step_a, step_b;
};

/** Where two engines' step sequences part on one puzzle. */
struct PairRecord {
  int a = 0, b = 0;                      // engine indices, a < b
  int divergence = -1;                   // index of the first step whose step_line differs; -1: identical sequences
  std::string technique_a, technique_b;  // each engine's technique there, "(end)" when its run ended
  std::string difference;                // solved by one only: the technique that made the difference (see below)
  // Kept for the first kPicturedDivergences divergent puzzles of a run only, and on the heap: most
  // records have none, and a comparison may hold 15 pairs x 50,000 puzzles.
  std::shared_ptr<const DivergencePicture> picture;
};

struct PuzzleRecord {
  std::size_t index = 0;           // position in the selected puzzles
  std::string puzzle;              // givens line
  std::string origin;              // file:line
  std::vector<EngineRecord> runs;  // in engine order
  std::vector<PairRecord> pairs;   // (0,1), (0,2), ..., (1,2), ...
};

CompareEngine describe_engine(const EngineType& type);

/** How two runs' steps are matched: by their text lines (step_line: the text, eliminations in canonical
 *  form) or by what they do alone (placements and eliminations, whatever the wording): two
 *  implementations of one technique that word their steps differently then agree. */
enum class CompareBy { text, eliminations };

/** The pair record of two runs of one puzzle. When exactly one engine solved it, `difference` is the
 *  first technique in the solver's run that the other engine type lacks, else the solver's preprocess
 *  techniques the other lacks ("preprocess ID+ID"), else the solver's technique at the divergence,
 *  else "-" (same moves; the other stopped at its step limit). */
PairRecord compare_pair(const Puzzle& puzzle, int a, const RunResult& run_a, const CompareEngine& engine_a, int b,
                        const RunResult& run_b, const CompareEngine& engine_b, CompareBy by = CompareBy::text);

/** Reduces the runs of every engine on one puzzle to its record (seconds: per engine). */
PuzzleRecord make_record(std::size_t index, const Puzzle& puzzle, const std::vector<RunResult>& runs,
                         const std::vector<double>& seconds, const std::vector<CompareEngine>& engines,
                         CompareBy by = CompareBy::text);

struct CompareRunOptions {
  int threads = 0;  // 0 = hardware concurrency
  bool check_soundness = false;
  std::function<void()> on_puzzle_done;  // called (from any thread, serialised) after each puzzle
  std::size_t chunk = 2048;              // puzzles run between two prunings of the pictures (bounds memory)
  IsolationOptions isolation;            // run the engines in worker processes (one per thread)
  std::vector<std::string> reproduce;    // per engine type: reproduce_command (engine_runner.hpp)
  CompareBy by = CompareBy::text;        // how steps are matched (--by)
  /** When set (not with isolation): the engines time their find calls, and after the run this gets,
   *  per engine type, the seconds spent in each technique (summed over the threads), in the type's order. */
  std::function<void(std::size_t engine, const std::vector<std::pair<std::string, double>>& seconds)>
      on_technique_seconds;
};

/** A puzzle and its place in the whole selection. */
struct IndexedPuzzle {
  std::size_t index = 0;
  Puzzle puzzle;
};
/** The next puzzle to run, in increasing index order; nullopt at the end. Called on the calling thread. */
using PuzzleSource = std::function<std::optional<IndexedPuzzle>()>;
/** Receives the records of one chunk, in index order, chunk after chunk, on a thread of its own while
 *  the next chunk runs (so writing rows overlaps solving). */
using RecordSink = std::function<void(std::vector<PuzzleRecord>&&)>;

/** Runs every engine type on the puzzles of `source`, options.chunk puzzles at a time (only one chunk
 *  and the one being handed to `sink` are in memory), pictures pruned as run_comparison says. */
void stream_comparison(const std::vector<EngineType>& types, const PluginRegistry& registry, const PuzzleSource& source,
                       const RecordSink& sink, const CompareRunOptions& options);

/** Runs every engine type on every puzzle; record i belongs to puzzles[i] and carries index
 *  `indices[i]` (the puzzle's place in the whole selection, for shards). One Engine per engine type
 *  per worker slot; engines are created up front, on this thread. Puzzles run in chunks, in order;
 *  after each chunk only the first kPicturedDivergences divergences of each pair keep their
 *  pictures, so the result does not depend on the thread count. */
std::vector<PuzzleRecord> run_comparison(const std::vector<EngineType>& types, const PluginRegistry& registry,
                                         const std::vector<Puzzle>& puzzles, const std::vector<std::size_t>& indices,
                                         const CompareRunOptions& options);

}  // namespace npe
