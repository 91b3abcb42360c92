// npe fixture record | update | check: regression fixtures of step sequences.
#include <fmt/format.h>

#include <iostream>

#include "cli_context.hpp"
#include "core/errors.hpp"
#include "core/fixture.hpp"
#include "core/search_paths.hpp"
#include "progress.hpp"

namespace npe::cli {

namespace {

struct RecordOptions {
  EngineOptions engine;
  PuzzleOptions puzzles;
  std::string output;
  std::string source;
};

std::string puzzle_text(const Puzzle& puzzle) {
  std::string text = puzzle.givens_line();
  if (puzzle.solution) {
    text += ' ';
    for (auto digit : *puzzle.solution) text += static_cast<char>('0' + digit);
  }
  return text;
}

/** Runs the fixture's engine over its puzzles; `on_case` sees each expected case with its run. */
template <class OnCase>
void run_fixture(Context& context, const std::filesystem::path& path, const Fixture& fixture, OnCase&& on_case) {
  const auto engine_path = resolve_engine(fixture.engine, path.parent_path());
  Engine engine(load_engine_type(engine_path, fixture.overrides), context.registry());
  Progress progress(path.filename().string(), fixture.cases.size());
  for (const auto& expected : fixture.cases) {
    Puzzle puzzle = parse_puzzle_line(expected.puzzle);
    puzzle.origin = expected.origin;
    on_case(expected, puzzle, engine.run(puzzle));
    progress.advance();
  }
}

void record(Context& context, const RecordOptions& options) {
  const auto types = options.engine.load();
  const auto puzzles = options.puzzles.read();
  Engine engine(types.front(), context.registry());
  Fixture fixture;
  const std::filesystem::path output(options.output);
  fixture.engine = options.engine.engines.front();
  if (std::filesystem::exists(fixture.engine)) {  // a path: store it relative to the fixture
    fixture.engine = std::filesystem::relative(fixture.engine, output.parent_path().empty() ? "." : output.parent_path()).string();
  }
  fixture.overrides = options.engine.overrides;
  if (options.engine.max_steps >= 0) fixture.overrides.push_back("max_steps=" + std::to_string(options.engine.max_steps));
  fixture.source = options.source;
  Progress progress("record", puzzles.size());
  for (const auto& puzzle : puzzles) {
    fixture.cases.push_back(case_from_run(puzzle_text(puzzle), puzzle.origin, engine.run(puzzle)));
    progress.advance();
  }
  write_fixture(fixture, output);
  std::cout << fmt::format("recorded {} ({} puzzles, engine {})\n", options.output, fixture.cases.size(), types.front().name);
}

void update(Context& context, const std::vector<std::string>& files) {
  for (const auto& file : files) {
    Fixture fixture = read_fixture(file);
    std::vector<FixtureCase> cases;
    run_fixture(context, file, fixture, [&](const FixtureCase& old, const Puzzle& puzzle, const RunResult& run) {
      (void)puzzle;
      cases.push_back(case_from_run(old.puzzle, old.origin, run));
    });
    fixture.cases = std::move(cases);
    write_fixture(fixture, file);
    std::cout << fmt::format("updated {} ({} puzzles)\n", file, fixture.cases.size());
  }
}

int check(Context& context, const std::vector<std::string>& files) {
  int failed_files = 0;
  for (const auto& file : files) {
    const Fixture fixture = read_fixture(file);
    std::size_t index = 0, failures = 0;
    run_fixture(context, file, fixture, [&](const FixtureCase& expected, const Puzzle& puzzle, const RunResult& run) {
      ++index;
      const auto divergence = compare_case(expected, puzzle, run);
      if (!divergence) return;
      ++failures;
      std::cout << fmt::format("{}:{}: puzzle {} ({}) diverges at step {}\n  expected: {}\n  actual:   {}\n"
                               "  board before step {}:\n",
                               file, expected.line, index, expected.origin.empty() ? expected.puzzle : expected.origin,
                               divergence->step + 1, divergence->expected, divergence->actual, divergence->step + 1);
      std::string board = board_picture(divergence->board);
      for (std::size_t at = 0; at < board.size();) {
        const auto end = board.find('\n', at);
        std::cout << "    " << board.substr(at, end - at) << "\n";
        at = end + 1;
      }
    });
    if (failures == 0) {
      std::cout << fmt::format("ok {} ({} puzzles)\n", file, fixture.cases.size());
    } else {
      std::cout << fmt::format("FAILED {}: {} of {} puzzles diverge\n", file, failures, fixture.cases.size());
      ++failed_files;
    }
  }
  return failed_files == 0 ? kOk : kFailed;
}

}  // namespace

void register_fixture_command(CLI::App& app, Context& context) {
  auto* fixture = app.add_subcommand("fixture", "record, update and check regression fixtures of step sequences");
  fixture->require_subcommand(1);

  auto options = std::make_shared<RecordOptions>();
  auto* record_command = fixture->add_subcommand("record", "run an engine type over puzzles and write a new fixture");
  options->engine.add_to(*record_command, false);
  options->puzzles.add_to(*record_command);
  record_command->add_option("-o,--output", options->output, "fixture file to write (atomically)")->required();
  record_command->add_option("--source", options->source, "where the puzzles come from (stored in the fixture)");
  record_command->callback([&context, options] { record(context, *options); });

  auto update_files = std::make_shared<std::vector<std::string>>();
  auto* update_command =
      fixture->add_subcommand("update", "re-run fixtures with their engine type and rewrite them (atomically)");
  update_command->add_option("fixtures", *update_files, "fixture files")->required();
  update_command->callback([&context, update_files] { update(context, *update_files); });

  auto check_files = std::make_shared<std::vector<std::string>>();
  auto* check_command = fixture->add_subcommand(
      "check", "re-run fixtures and compare; print the first divergence per puzzle; exit 1 on any difference");
  check_command->add_option("fixtures", *check_files, "fixture files")->required();
  check_command->callback([&context, check_files] { context.exit_code = check(context, *check_files); });
}

}  // namespace npe::cli
