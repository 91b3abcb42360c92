#include "compare/compare_run.hpp"

#include "rating/hodoku_grade.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <thread>

#include "isolation/engine_runner.hpp"

namespace npe {

CompareEngine describe_engine(const EngineType& type) {
  CompareEngine engine{type.name, type.source, {}, {}, type.grade == GradeMode::hodoku};
  for (const auto& ref : type.techniques) engine.techniques.insert(ref.id);
  for (const auto& ref : type.preprocess) {
    engine.techniques.insert(ref.id);
    engine.preprocess.insert(ref.id);
  }
  return engine;
}

namespace {

/** The board before step `count` of a run: the givens with the first `count` steps replayed. */
Grid replay(const Puzzle& puzzle, const RunResult& run, int count) {
  Grid grid = Grid::from_digits(puzzle.givens);
  for (int i = 0; i < count; ++i) {
    const Step& step = run.steps[static_cast<std::size_t>(i)].step;
    for (const auto& [cell, digit] : step.eliminations) grid.eliminate(cell, digit);
    for (const auto& [cell, digit] : step.placements) grid.place(cell, digit);
  }
  return grid;
}

std::string difference_technique(const RunResult& winner, const CompareEngine& winner_engine,
                                 const CompareEngine& loser, const std::optional<Step>& at) {
  for (const auto& step : winner.steps) {
    if (!loser.techniques.count(step.step.technique)) return step.step.technique;
  }
  std::string preprocess;
  for (const auto& id : winner_engine.preprocess) {
    if (!loser.techniques.count(id)) preprocess += (preprocess.empty() ? "preprocess " : "+") + id;
  }
  if (!preprocess.empty()) return preprocess;
  return at ? at->technique : "-";
}

/** What a step does, placements then eliminations, sorted: "p 12/3 e 40/5 41/5". */
std::string effect_key(const Step& step) {
  std::vector<std::pair<int, int>> placements, eliminations;
  for (const auto& [cell, digit] : step.placements) placements.emplace_back(cell, digit);
  for (const auto& [cell, digit] : step.eliminations) eliminations.emplace_back(cell, digit);
  std::sort(placements.begin(), placements.end());
  std::sort(eliminations.begin(), eliminations.end());
  std::string key = "p";
  for (const auto& [cell, digit] : placements) key += fmt::format(" {}/{}", cell, digit);
  key += " e";
  for (const auto& [cell, digit] : eliminations) key += fmt::format(" {}/{}", cell, digit);
  return key;
}

bool same_step(const Step& a, const Step& b, CompareBy by) {
  return by == CompareBy::eliminations ? effect_key(a) == effect_key(b) : step_line(a) == step_line(b);
}

}  // namespace

PairRecord compare_pair(const Puzzle& puzzle, int a, const RunResult& run_a, const CompareEngine& engine_a, int b,
                        const RunResult& run_b, const CompareEngine& engine_b, CompareBy by) {
  PairRecord pair;
  pair.a = a;
  pair.b = b;
  const std::size_t common = std::min(run_a.steps.size(), run_b.steps.size());
  std::size_t k = 0;
  while (k < common && same_step(run_a.steps[k].step, run_b.steps[k].step, by)) ++k;
  if (k < run_a.steps.size() || k < run_b.steps.size()) {
    pair.divergence = static_cast<int>(k);
    auto picture = std::make_shared<DivergencePicture>();
    picture->position = replay(puzzle, run_a, static_cast<int>(k));
    if (k < run_a.steps.size()) picture->step_a = run_a.steps[k].step;
    if (k < run_b.steps.size()) picture->step_b = run_b.steps[k].step;
    pair.technique_a = picture->step_a ? picture->step_a->technique : "(end)";
    pair.technique_b = picture->step_b ? picture->step_b->technique : "(end)";
    pair.picture = std::move(picture);
  }
  const bool solved_a = run_a.outcome == Outcome::solved;
  const bool solved_b = run_b.outcome == Outcome::solved;
  const std::optional<Step> none;
  if (solved_a && !solved_b) {
    pair.difference = difference_technique(run_a, engine_a, engine_b, pair.picture ? pair.picture->step_a : none);
  }
  if (solved_b && !solved_a) {
    pair.difference = difference_technique(run_b, engine_b, engine_a, pair.picture ? pair.picture->step_b : none);
  }
  return pair;
}

PuzzleRecord make_record(std::size_t index, const Puzzle& puzzle, const std::vector<RunResult>& runs,
                         const std::vector<double>& seconds, const std::vector<CompareEngine>& engines, CompareBy by) {
  PuzzleRecord record;
  record.index = index;
  record.puzzle = puzzle.givens_line();
  record.origin = puzzle.origin;
  for (std::size_t e = 0; e < runs.size(); ++e) {
    EngineRecord run;
    run.outcome = runs[e].outcome;
    run.steps = static_cast<int>(runs[e].steps.size());
    run.difficulty = runs[e].difficulty;
    run.rating_x10 = runs[e].rating_x10;
    for (const auto& step : runs[e].steps) ++run.techniques[step.step.technique];
    run.seconds = seconds[e];
    if (is_plugin_failure(runs[e].outcome)) run.failure = runs[e].reason;
    if (engines[e].hodoku_grade) run.hodoku_level = hodoku_grade(runs[e]).level;
    record.runs.push_back(std::move(run));
  }
  for (std::size_t a = 0; a < runs.size(); ++a) {
    for (std::size_t b = a + 1; b < runs.size(); ++b) {
      record.pairs.push_back(
          compare_pair(puzzle, static_cast<int>(a), runs[a], engines[a], static_cast<int>(b), runs[b], engines[b], by));
    }
  }
  return record;
}

namespace {

/** Keeps the picture of the first kPicturedDivergences divergences of each pair (`pictured` counts
 *  them over the chunks, in puzzle order), so a report's size does not grow with the corpus. */
void keep_first_pictures(std::vector<PuzzleRecord>& records, std::vector<std::size_t>& pictured) {
  for (auto& record : records) {
    auto& pairs = record.pairs;
    pictured.resize(pairs.size(), 0);
    for (std::size_t p = 0; p < pairs.size(); ++p) {
      if (!pairs[p].picture) continue;
      if (pictured[p] < kPicturedDivergences) {
        ++pictured[p];
      } else {
        pairs[p].picture.reset();
      }
    }
  }
}

/** Each engine type's seconds in each technique's find calls, summed over the threads' engines. */
void report_technique_seconds(const std::vector<std::vector<std::unique_ptr<Engine>>>& slots,
                              const decltype(CompareRunOptions::on_technique_seconds)& report) {
  for (std::size_t e = 0; e < slots.front().size(); ++e) {
    const auto instances = slots.front()[e]->instances();
    std::vector<std::pair<std::string, double>> seconds;
    for (std::size_t t = 0; t < instances.size(); ++t) {
      double sum = 0;
      for (const auto& slot : slots) sum += slot[e]->technique_seconds()[t];
      seconds.emplace_back(instances[t]->info().id, sum);
    }
    report(e, seconds);
  }
}

}  // namespace

void stream_comparison(const std::vector<EngineType>& types, const PluginRegistry& registry, const PuzzleSource& source,
                       const RecordSink& sink, const CompareRunOptions& options) {
  const int threads =
      options.threads > 0 ? options.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<CompareEngine> engines;
  for (const auto& type : types) engines.push_back(describe_engine(type));
  // One set of engines per arena slot: an Engine is not thread-safe, and creating them here keeps
  // plugin instance creation on one thread.
  std::vector<std::vector<std::unique_ptr<Engine>>> slots(static_cast<std::size_t>(threads));
  std::vector<std::unique_ptr<EngineRunner>> runners;
  for (auto& slot : slots) {
    std::vector<Engine*> engines_of_slot;
    for (const auto& type : types) {
      slot.push_back(
          std::make_unique<Engine>(type, registry,
                                   EngineOptions{.check_soundness = options.check_soundness,
                                                 .errors_as_results = true,  // EngineRunner's
                                                 .time_techniques = static_cast<bool>(options.on_technique_seconds)}));
      engines_of_slot.push_back(slot.back().get());
    }
    runners.push_back(std::make_unique<EngineRunner>(engines_of_slot, options.isolation, options.reproduce));
  }
  std::vector<std::size_t> pictured;  // per pair: divergences that kept their picture
  std::mutex progress_mutex;
  tbb::task_arena arena(threads);
  const std::size_t chunk = std::max<std::size_t>(1, options.chunk);
  // The previous chunk's records, being handed to the sink; what the sink leaves of them comes back
  // to be freed here, between chunks: their memory is this thread's malloc arena's, and freed on the
  // sink's thread it would take that arena's lock while the runs allocate from it.
  std::future<std::vector<PuzzleRecord>> sinking;
  for (;;) {
    std::vector<IndexedPuzzle> puzzles;
    while (puzzles.size() < chunk) {
      auto next = source();
      if (!next) break;
      puzzles.push_back(std::move(*next));
    }
    if (puzzles.empty()) break;
    std::vector<PuzzleRecord> records(puzzles.size());
    arena.execute([&] {
      tbb::parallel_for(
          tbb::blocked_range<std::size_t>(0, puzzles.size(), 1), [&](const tbb::blocked_range<std::size_t>& range) {
            auto& runner = *runners[static_cast<std::size_t>(tbb::this_task_arena::current_thread_index())];
            for (std::size_t i = range.begin(); i != range.end(); ++i) {
              std::vector<RunResult> runs;
              std::vector<double> seconds;
              for (std::size_t e = 0; e < types.size(); ++e) {
                const auto start = std::chrono::steady_clock::now();
                runs.push_back(runner.run(e, puzzles[i].puzzle));
                seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
              }
              records[i] = make_record(puzzles[i].index, puzzles[i].puzzle, runs, seconds, engines, options.by);
              if (options.on_puzzle_done) {
                std::lock_guard lock(progress_mutex);
                options.on_puzzle_done();
              }
            }
          });
    });
    keep_first_pictures(records, pictured);
    if (sinking.valid()) sinking.get();  // rethrows the sink's error
    sinking = std::async(std::launch::async, [&sink, done = std::move(records)]() mutable {
      sink(std::move(done));
      return std::move(done);
    });
  }
  if (sinking.valid()) sinking.get();
  if (options.on_technique_seconds) report_technique_seconds(slots, options.on_technique_seconds);
}

std::vector<PuzzleRecord> run_comparison(const std::vector<EngineType>& types, const PluginRegistry& registry,
                                         const std::vector<Puzzle>& puzzles, const std::vector<std::size_t>& indices,
                                         const CompareRunOptions& options) {
  std::size_t next = 0;
  const PuzzleSource source = [&]() -> std::optional<IndexedPuzzle> {
    if (next == puzzles.size()) return std::nullopt;
    ++next;
    return IndexedPuzzle{indices[next - 1], puzzles[next - 1]};
  };
  std::vector<PuzzleRecord> records;
  records.reserve(puzzles.size());
  const RecordSink sink = [&](std::vector<PuzzleRecord>&& chunk) {
    for (auto& record : chunk) records.push_back(std::move(record));
  };
  stream_comparison(types, registry, source, sink, options);
  return records;
}

}  // namespace npe
