// npe solve: run engine types over puzzles; steps, status line and outcome, or a summary.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "isolation/engine_runner.hpp"
#include "rating/hodoku_grade.hpp"
#include "reports/run_json.hpp"
#include "reports/run_summary.hpp"
#include "reports/status_line.hpp"
#include "reports/trace.hpp"

namespace npe::cli {

namespace {

struct SolveOptions {
  EngineTypeFlags engine;
  PuzzleOptions puzzles;
  bool json = false;
  bool summary = false;
  bool check_soundness = false;
  bool positions = false;
  bool timings = false;
  std::size_t limit = 0;  // run only the first N puzzles (0: all)
  IsolationFlags isolation;
  FailOnFlags fail_on;
};

void print_run(const Puzzle& puzzle, const RunResult& run, GradeMode grade) {
  std::string tokens;
  for (const auto& step : run.steps) tokens += (tokens.empty() ? "" : " ") + step_token(step.step);
  std::cout << "puzzle: " << puzzle.givens_line() << "\n"
            << "engine: " << run.engine << "\n"
            << "steps: " << tokens << "\n"
            << "status: " << status_line(run) << "\n"
            << "rating: " << fmt::format("{:.1f}", run.rating_x10 / 10.0) << "\n";
  if (grade == GradeMode::hodoku) {
    const HodokuGrade hodoku = hodoku_grade(run);
    std::cout << "hodoku: " << hodoku_level_name(hodoku.level) << " (" << hodoku.score << ")\n";
  }
  std::cout << "outcome: " << outcome_name(run.outcome) << (run.reason.empty() ? "" : " (" + run.reason + ")") << "\n"
            << (run.uniqueness_warning.empty() ? "" : "warning: " + run.uniqueness_warning + "\n") << "\n";
}

/** --positions: each step's JSON gains "position", the board the technique searched (after the
 *  step's preprocessing) as `npe find` reads it: the digits line ('+' before each digit placed while
 *  solving), a space, the 729-character pencil-mark string. */
void add_positions(nlohmann::json& json, const Puzzle& puzzle, const RunResult& run, CandidateMode mode) {
  const TraceSide side = trace_side(puzzle, run, mode);
  auto& steps = json["steps"];
  for (std::size_t k = 0; k < steps.size() && k < side.steps.size(); ++k) {
    Grid board = side.boards[k];
    for (const auto& [cell, digit] : side.preprocessed[k]) board.eliminate(cell, digit);
    steps[k]["position"] = position_line(board);
  }
}

/** --summary --timings: "  time in find: box 0.012 s, row 0.003 s" (every technique of the engine type,
 *  in its order, preprocess first), or why there is none. */
std::string technique_times(const Engine& engine, bool isolated) {
  if (isolated) return "  time in find: not measured with --isolate (the techniques ran in workers)\n";
  std::vector<std::pair<std::string, double>> seconds;
  const auto instances = engine.instances();
  for (std::size_t i = 0; i < instances.size(); ++i)
    seconds.emplace_back(instances[i]->info().id, engine.technique_seconds()[i]);
  return "  time in find: " + technique_seconds_text(seconds) + "\n";
}

/** stderr: what a plugin's failure was (stdout has it in the outcome line too). */
void note_failure(const Puzzle& puzzle, const RunResult& run) {
  std::cerr << "npe: " << outcome_name(run.outcome) << ": " << (puzzle.origin.empty() ? "" : puzzle.origin + ": ")
            << run.reason << "\n";
}

int solve(Context& context, SolveOptions& options) {
  options.fail_on.resolve();
  if (options.positions && !options.json) throw InputError("--positions goes with --json");
  if (options.timings && !options.summary) throw InputError("--timings goes with --summary");
  const auto types = options.engine.load();
  auto puzzles = options.puzzles.read();
  if (options.limit != 0 && puzzles.size() > options.limit) puzzles.resize(options.limit);
  const IsolationOptions isolation = options.isolation.resolve(context);
  bool plugin_failed = false;
  for (std::size_t t = 0; t < types.size(); ++t) {
    const auto& type = types[t];
    Engine engine(
        type, context.registry(),
        {.check_soundness = options.check_soundness, .errors_as_results = true, .time_techniques = options.timings});
    EngineRunner runner(
        {&engine}, isolation,
        {IsolationFlags::reproduce(context, options.engine.engines[t], options.engine, options.check_soundness)});
    RunSummary summary;
    summary.engine = type.name;
    Progress progress(type.name, puzzles.size());
    for (const auto& puzzle : puzzles) {
      const RunResult run = runner.run(0, puzzle);
      summary.add(run);
      progress.advance();
      if (is_plugin_failure(run.outcome)) {
        plugin_failed = true;
        note_failure(puzzle, run);
      }
      options.fail_on.note(puzzle.origin.empty() ? puzzle.givens_line() : puzzle.origin, type.name, run.outcome,
                           run.reason);
      if (options.summary) continue;
      if (options.json) {
        nlohmann::json json = to_json(puzzle, run);
        if (options.positions) add_positions(json, puzzle, run, type.candidates);
        if (type.grade == GradeMode::hodoku) {
          const HodokuGrade hodoku = hodoku_grade(run);
          json["hodoku_level"] = hodoku_level_name(hodoku.level);
          json["hodoku_score"] = hodoku.score;
        }
        std::cout << json.dump() << "\n";
      } else {
        print_run(puzzle, run, type.grade);
      }
      std::cout.flush();  // puzzle by puzzle: a crash later keeps every result before it
    }
    if (!options.summary) continue;
    const std::string times = options.timings ? technique_times(engine, isolation.isolate) : "";
    if (options.json) {
      nlohmann::json json = to_json(summary);
      if (options.timings && !isolation.isolate) {
        nlohmann::json seconds = nlohmann::json::object();
        const auto instances = engine.instances();
        for (std::size_t i = 0; i < instances.size(); ++i) {
          seconds[instances[i]->info().id] = engine.technique_seconds()[i];
        }
        json["technique_seconds"] = seconds;
      }
      std::cout << json.dump() << "\n";
    } else {
      std::cout << to_text(summary) << times;
    }
    std::cout.flush();
  }
  const int outcomes_status = options.fail_on.finish();
  return plugin_failed ? kPluginFailure : outcomes_status;
}

}  // namespace

void register_solve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SolveOptions>();
  auto* command = app.add_subcommand("solve", "run engine types step by step over puzzles");
  command->footer(
      "Prints per puzzle the steps in the seed's notation (177 = block 1, cell 7, digit 7; prefixes R row,\n"
      "C column, M cell), the status line (Status(givens) codes OK! /per five/ d=difficulty, f=frequency)\n"
      "and the outcome: solved, stuck, invalid (with the reason) or step-limit. An engine type with\n"
      "`grade: hodoku` (the shipped hodoku) also prints HoDoKu's level and score: `hodoku: Hard (1142)`.\n"
      "--json prints one JSON object per puzzle per line; --summary one summary per engine type.\n"
      "A refused step (unsound, malformed) ends that puzzle with outcome plugin-error; with --isolate a\n"
      "crash or timeout ends it with crashed or timed-out; the other puzzles go on; exit status 3 then.\n"
      "An outcome named by --fail-on (default invalid: a wrong step or contradictory givens) makes the exit\n"
      "status 1, each such run noted on stderr; --fail-on none accepts every outcome.");
  options->engine.add_to(*command, true);
  options->puzzles.add_to(*command);
  command->add_flag("--json", options->json, "print JSON lines");
  command->add_flag("--summary", options->summary,
                    "print per engine: puzzles solved/stuck/invalid/step-limit, steps per technique, mean d");
  command->add_flag("--positions", options->positions,
                    "with --json: each step's \"position\", the board it was found on as `npe find` reads it "
                    "(digits line, space, 729-character pencil-mark string)");
  command->add_flag("--timings", options->timings,
                    "with --summary: the time spent in each technique's find calls (wall clock, this machine)");
  command->add_option("--limit", options->limit, "run only the first N puzzles (of all given, in order; 0 = all)")
      ->type_name("N")
      ->check(CLI::Range(std::size_t{0}, std::size_t{1000000000}));
  command->add_flag("--check-soundness", options->check_soundness,
                    "check every step against the solution, computing it when the puzzle line has none");
  options->isolation.add_to(*command);
  options->fail_on.add_to(*command, "invalid");
  command->callback([&context, options] { context.exit_code = solve(context, *options); });
}

}  // namespace npe::cli
