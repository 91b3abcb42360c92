// npe rate: Sudoku Explainer's ratings (ER/EP/ED) of puzzles, serate-style: one output line per
// puzzle, in input order, formatted by --format (or one JSON object with --json).
#include <nlohmann/json.hpp>

#include <chrono>
#include <exception>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "rating/hodoku_grade.hpp"
#include "rating/se_rating.hpp"

namespace npe::cli {

namespace {

struct RateOptions {
  EngineTypeFlags engine{.engines = {"serate"}, .overrides = {}};
  PuzzleOptions puzzles;
  std::string format = kSerateFormat;
  bool json = false;
  int threads = 1;
};

nlohmann::json rating_json(const Puzzle& puzzle, const RunResult& run, const SeRating& rating, double seconds) {
  nlohmann::json steps = nlohmann::json::array();
  for (const auto& step : run.steps) {
    steps.push_back({{"technique", step.step.technique}, {"text", step.step.text}, {"rating", step.rating_x10 / 10.0}});
  }
  return {{"puzzle", puzzle.givens_line()},
          {"er", rating.er_x10 / 10.0},
          {"ep", rating.ep_x10 / 10.0},
          {"ed", rating.ed_x10 / 10.0},
          {"hardest", rating.hardest},
          {"outcome", std::string(outcome_name(run.outcome))},
          {"reason", run.reason},
          {"seconds", seconds},
          {"steps", steps},
          {"hodoku_score", hodoku_grade(run).score},
          {"hodoku_level", std::string(hodoku_level_name(hodoku_grade(run).level))}};
}

/** What `npe rate` says of a puzzle whose run a plugin failed (plugin-error) or a limit stopped
 *  (step-limit with a reason: the time limit): "OUTCOME: REASON". */
std::string failure_note(const RunResult& run) { return std::string(outcome_name(run.outcome)) + ": " + run.reason; }

int rate(Context& context, const RateOptions& options) {
  const auto types = options.engine.load();
  const EngineType& type = types.front();
  const auto puzzles = options.puzzles.read();
  const PluginRegistry& registry = context.registry();
  // One puzzle's refused step or failing technique ends that puzzle (its line says so), not the file.
  const EngineOptions engine_options{.errors_as_results = true};
  Engine probe(type, registry, engine_options);  // unknown techniques and bad parameters fail here, once

  // Lines are printed in input order by whichever worker completes the next one: no printer thread to
  // wake per puzzle (docs/performance.md, `npe rate`, says what that handoff cost).
  std::vector<std::optional<std::string>> lines(puzzles.size());
  std::exception_ptr failure;
  std::mutex mutex;
  std::size_t next = 0, printed = 0;
  bool plugin_failed = false;
  Progress progress("rate", puzzles.size());
  auto work = [&](Engine& engine) {
    for (;;) {
      std::size_t index;
      {
        std::lock_guard lock(mutex);
        if (next >= puzzles.size() || failure) return;
        index = next++;
      }
      std::string line, note;
      bool failed = false;
      try {
        const auto start = std::chrono::steady_clock::now();
        const RunResult run = engine.run(puzzles[index]);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const SeRating rating = se_rating(run);
        line = options.json
                   ? rating_json(puzzles[index], run, rating, seconds).dump()
                   : format_se_rating(options.format, puzzles[index].givens_line(), run, rating, seconds, index + 1);
        failed = is_plugin_failure(run.outcome);
        if (failed && !options.json) line += " (" + failure_note(run) + ")";
        if (failed || !run.reason.empty()) {
          note = "npe: " + failure_note(run) + ": " +
                 (puzzles[index].origin.empty() ? puzzles[index].givens_line() : puzzles[index].origin) + "\n";
        }
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        return;
      }
      std::lock_guard lock(mutex);
      plugin_failed = plugin_failed || failed;
      std::cerr << note;
      lines[index] = std::move(line);
      for (; printed < lines.size() && lines[printed]; ++printed) {
        std::cout << *lines[printed] << '\n';
        lines[printed].reset();
        progress.advance();
      }
    }
  };
  std::vector<std::thread> workers;
  std::vector<std::unique_ptr<Engine>> engines;
  for (int t = 1; t < options.threads; ++t) engines.push_back(std::make_unique<Engine>(type, registry, engine_options));
  for (auto& engine : engines) workers.emplace_back(work, std::ref(*engine));
  work(probe);
  for (auto& worker : workers) worker.join();
  std::cout.flush();
  if (failure) std::rethrow_exception(failure);
  return plugin_failed ? kPluginFailure : kOk;
}

}  // namespace

void register_rate_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<RateOptions>();
  auto* command = app.add_subcommand("rate", "rate puzzles as Sudoku Explainer's serate does (ER/EP/ED)");
  command->footer(
      "Runs the engine type (default serate: Sudoku Explainer 1.2.1's techniques, the easiest step first)\n"
      "and prints one line per puzzle in input order. ER is the highest step rating to the solution\n"
      "(20.0 when stuck), EP the highest up to the first placement, ED the first step's rating; an\n"
      "invalid puzzle rates 0.0. Format codes: %g puzzle, %r ER, %p EP, %d ED, %e time, %h hardest\n"
      "technique (the outcome, e.g. stuck, when not solved), %s the steps (rating and text), %n\n"
      "ordinal, %% a percent sign. With -e hodoku: %c HoDoKu's score (the sum of its step scores) and\n"
      "%l its level (Easy, Medium, Hard, Unfair, Extreme), as HoDoKu's batch solve grades; e.g.\n"
      "npe rate -e hodoku --format '%g %l (%c)'.\n"
      "A puzzle whose run a plugin failed (a refused step, a technique's error such as a work bound\n"
      "reached) gets its line with \"(plugin-error: REASON)\" appended and a note on stderr; the other\n"
      "puzzles are rated; the exit status is then 3. A run stopped by the engine type's time_limit_ms\n"
      "ends as step-limit (%h) with a note on stderr.");
  options->engine.add_to(*command, false);
  options->puzzles.add_to(*command);
  command->add_option("--format", options->format, "output format (default \"%g ED=%r/%p/%d\")");
  command->add_flag("--json", options->json, "print one JSON object per puzzle (ratings, steps, time)");
  command->add_option("--threads", options->threads, "rate N puzzles at a time (default 1)")->check(CLI::Range(1, 256));
  command->callback([&context, options] { context.exit_code = rate(context, *options); });
}

}  // namespace npe::cli
