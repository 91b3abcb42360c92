// npe solve: run engine types over puzzles; steps, status line and outcome, or a summary.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "isolation/engine_runner.hpp"
#include "engine/status_line.hpp"
#include "reports/run_json.hpp"
#include "reports/run_summary.hpp"

namespace npe::cli {

namespace {

struct SolveOptions {
  EngineOptions engine;
  PuzzleOptions puzzles;
  bool json = false;
  bool summary = false;
  bool check_soundness = false;
  IsolationFlags isolation;
};

void print_run(const Puzzle& puzzle, const RunResult& run) {
  std::string tokens;
  for (const auto& step : run.steps) tokens += (tokens.empty() ? "" : " ") + step_token(step.step);
  std::cout << "puzzle: " << puzzle.givens_line() << "\n"
            << "engine: " << run.engine << "\n"
            << "steps: " << tokens << "\n"
            << "status: " << status_line(run) << "\n"
            << "rating: " << fmt::format("{:.1f}", run.rating_x10 / 10.0) << "\n"
            << "outcome: " << outcome_name(run.outcome) << (run.reason.empty() ? "" : " (" + run.reason + ")") << "\n"
            << (run.uniqueness_warning.empty() ? "" : "warning: " + run.uniqueness_warning + "\n") << "\n";
}

/** stderr: what a plugin's failure was (stdout has it in the outcome line too). */
void note_failure(const Puzzle& puzzle, const RunResult& run) {
  std::cerr << "npe: " << outcome_name(run.outcome) << ": " << (puzzle.origin.empty() ? "" : puzzle.origin + ": ")
            << run.reason << "\n";
}

int solve(Context& context, const SolveOptions& options) {
  const auto types = options.engine.load();
  const auto puzzles = options.puzzles.read();
  const IsolationOptions isolation = options.isolation.resolve(context);
  bool plugin_failed = false;
  for (std::size_t t = 0; t < types.size(); ++t) {
    const auto& type = types[t];
    Engine engine(type, context.registry());
    engine.set_check_soundness(options.check_soundness);
    EngineRunner runner({&engine}, isolation,
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
      if (options.summary) continue;
      if (options.json) {
        std::cout << to_json(puzzle, run).dump() << "\n";
      } else {
        print_run(puzzle, run);
      }
      std::cout.flush();  // puzzle by puzzle: a crash later keeps every result before it
    }
    if (!options.summary) continue;
    if (options.json) {
      std::cout << to_json(summary).dump() << "\n";
    } else {
      std::cout << to_text(summary);
    }
    std::cout.flush();
  }
  return plugin_failed ? kPluginFailure : kOk;
}

}  // namespace

void register_solve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SolveOptions>();
  auto* command = app.add_subcommand("solve", "run engine types step by step over puzzles");
  command->footer(
      "Prints per puzzle the steps in the seed's notation (177 = block 1, cell 7, digit 7; prefixes R row,\n"
      "C column, M cell), the status line (Status(givens) codes OK! /per five/ d=difficulty, f=frequency)\n"
      "and the outcome: solved, stuck, invalid (with the reason) or step-limit.\n"
      "--json prints one JSON object per puzzle per line; --summary one summary per engine type.\n"
      "A refused step (unsound, malformed) ends that puzzle with outcome plugin-error; with --isolate a\n"
      "crash or timeout ends it with crashed or timed-out; the other puzzles go on; exit status 3 then.");
  options->engine.add_to(*command, true);
  options->puzzles.add_to(*command);
  command->add_flag("--json", options->json, "print JSON lines");
  command->add_flag("--summary", options->summary,
                    "print per engine: puzzles solved/stuck/invalid/step-limit, steps per technique, mean d");
  command->add_flag("--check-soundness", options->check_soundness,
                    "check every step against the solution, computing it when the puzzle line has none");
  options->isolation.add_to(*command);
  command->callback([&context, options] { context.exit_code = solve(context, *options); });
}

}  // namespace npe::cli
