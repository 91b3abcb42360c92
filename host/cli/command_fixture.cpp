// npe fixture record | update | check | diff | accept: regression fixtures of step sequences,
// with a review-and-accept workflow in the manner of snapshot-testing tools.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "fixtures/fixture_run.hpp"
#include "loader/search_paths.hpp"
#include "reports/board_picture.hpp"
#include "reports/fixture_report.hpp"
#include "reports/trace.hpp"

namespace npe::cli {

namespace {

struct RecordOptions {
  EngineTypeFlags engine;
  PuzzleOptions puzzles;
  std::string output;
  std::string source;
  bool force = false;
};

struct CheckOptions {
  std::vector<std::string> files;
  std::string engine;  // overrides the fixtures' engine type
  std::string junit;
  bool json = false;
  bool write_new = false;
  int context = 5;
  std::string svg_dir;  // diff: pictures of both steps at each divergence
  std::string html;     // a trace page of the diverging cases, expected beside actual
  IsolationFlags isolation;
  FailOnFlags fail_on;  // default none: a fixture records its outcomes, a recorded invalid is expected
};

std::string puzzle_text(const Puzzle& puzzle) {
  std::string text = puzzle.givens_line();
  if (puzzle.solution) {
    text += ' ';
    for (auto digit : *puzzle.solution) text += static_cast<char>('0' + digit);
  }
  return text;
}

std::filesystem::path new_path(const std::string& fixture) { return fixture + ".new"; }

/** Refuses to overwrite a fixture recorded with another engine type, unless forced. */
void guard_engine_change(const std::filesystem::path& output, const Provenance& now, bool force) {
  std::error_code error;
  if (force || !std::filesystem::exists(output, error)) return;
  const Fixture old = read_fixture(output);
  if (old.recorded_with.empty() || old.recorded_with.engine_hash == now.engine_hash) return;
  throw InputError(output.string() + ": was recorded with engine type " + old.recorded_with.engine_name + " (hash " +
                   old.recorded_with.engine_hash + "), now " + now.engine_name + " (hash " + now.engine_hash +
                   "); review with 'npe fixture check', or pass --force to overwrite");
}

void record(Context& context, const RecordOptions& options) {
  const auto types = options.engine.load();
  const auto puzzles = options.puzzles.read();
  Engine engine(types.front(), context.registry(), {.check_soundness = true});  // never record an unsound run
  const std::filesystem::path output(options.output);
  Fixture fixture;
  fixture.recorded_with = provenance_of(engine);
  guard_engine_change(output, fixture.recorded_with, options.force);
  fixture.engine = options.engine.engines.front();
  if (std::filesystem::exists(fixture.engine)) {  // a path: store it relative to the fixture
    fixture.engine =
        std::filesystem::relative(fixture.engine, output.parent_path().empty() ? "." : output.parent_path()).string();
  }
  fixture.overrides = options.engine.overrides;
  if (options.engine.max_steps >= 0)
    fixture.overrides.push_back("max_steps=" + std::to_string(options.engine.max_steps));
  fixture.source = options.source;
  Progress progress("record", puzzles.size());
  for (const auto& puzzle : puzzles) {
    RunResult run = engine.run(puzzle);
    if (!run.uniqueness_warning.empty())
      throw InputError(puzzle.origin + ": " + run.uniqueness_warning + "; not recorded");
    fixture.cases.push_back(case_from_run(puzzle_text(puzzle), puzzle.origin, std::move(run)));
    progress.advance();
  }
  write_fixture(fixture, output);
  std::cout << fmt::format("recorded {} ({} puzzles, engine {})\n", options.output, fixture.cases.size(),
                           types.front().name);
}

FixtureRun run_one(Context& context, const std::string& file, const std::string& engine,
                   const IsolationOptions& isolation = {}) {
  const Fixture header = read_fixture(file);  // fails early, with its location, on a malformed file
  Progress progress(std::filesystem::path(file).filename().string(), header.cases.size());
  return check_fixture(
      file, context.registry(), engine, [&] { progress.advance(); }, isolation);
}

void update(Context& context, const std::vector<std::string>& files) {
  for (const auto& file : files) {
    const FixtureRun run = run_one(context, file, "");
    write_fixture(run.as_recorded(), file);
    std::cout << fmt::format("updated {} ({} puzzles, {} changed)\n", file, run.cases.size(), run.failures());
  }
}

/** DIR/<fixture>_p<puzzle>_s<step>_{expected,actual}.svg for each divergence of a run. */
void write_pictures(const FixtureRun& run, const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  for (std::size_t i = 0; i < run.cases.size(); ++i) {
    const auto& divergence = run.cases[i].divergence;
    if (!divergence) continue;
    const std::string stem = fmt::format("{}_p{}_s{}", run.path.stem().string(), i + 1, divergence->step + 1);
    const auto& steps = run.cases[i].run.steps;
    const Step expected = parse_step_line(divergence->expected);
    const Step* actual = divergence->step < steps.size() ? &steps[divergence->step].step : nullptr;
    write_file_atomically(dir / (stem + "_expected.svg"),
                          board_svg(divergence->board, &expected, "expected: " + divergence->expected));
    write_file_atomically(dir / (stem + "_actual.svg"),
                          board_svg(divergence->board, actual, "actual: " + divergence->actual));
    std::cout << fmt::format("  pictures: {}_{{expected,actual}}.svg\n", (dir / stem).string());
  }
}

/** The candidate mode of the engine type a fixture ran with (as check_fixture resolves it). */
CandidateMode candidate_mode(const FixtureRun& run, const std::string& engine_override) {
  const std::string name = engine_override.empty() ? run.fixture.engine : engine_override;
  const auto path = resolve_engine(name, engine_override.empty() ? run.path.parent_path() : "");
  return load_engine_type(path, run.fixture.overrides).candidates;
}

/** The trace page of every diverging case of the runs, expected beside actual. */
void write_trace_page(const std::vector<FixtureRun>& runs, const CheckOptions& options) {
  std::vector<TraceCase> cases;
  for (const auto& run : runs) {
    if (run.failures() == 0) continue;
    const CandidateMode mode = candidate_mode(run, options.engine);
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
      if (!run.cases[i].divergence) continue;
      const std::string title = fmt::format("{} case {} ({})", run.path.string(), i + 1, run.fixture.cases[i].origin);
      cases.push_back(fixture_trace_case(title, run.fixture.cases[i], run.cases[i], mode));
    }
  }
  write_file_atomically(options.html, trace_html(fmt::format("npe fixture check: {} diverging case{}", cases.size(),
                                                             cases.size() == 1 ? "" : "s"),
                                                 cases));
  if (options.json) return;  // stdout holds the JSON report only
  std::cout << fmt::format("trace page: {} ({} diverging case{})\n", options.html, cases.size(),
                           cases.size() == 1 ? "" : "s");
}

int check(Context& context, CheckOptions& options) {
  options.fail_on.resolve();
  std::vector<FixtureRun> runs;
  const IsolationOptions isolation = options.isolation.resolve(context);
  for (const auto& file : options.files) {
    runs.push_back(run_one(context, file, options.engine, isolation));
    const FixtureRun& run = runs.back();
    if (options.write_new && run.failures() > 0) write_fixture(run.as_recorded(), new_path(file));
    if (!options.svg_dir.empty()) write_pictures(run, options.svg_dir);
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
      const auto& result = run.cases[i].run;
      options.fail_on.note(fmt::format("{}:{}", file, run.fixture.cases[i].line), result.engine, result.outcome,
                           result.reason);
      if (!is_plugin_failure(result.outcome)) continue;
      std::cerr << fmt::format("npe: {}:{}: puzzle {}: {}: {}\n", file, run.fixture.cases[i].line, i + 1,
                               outcome_name(result.outcome), result.reason);
    }
    if (options.json) continue;
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
      if (run.cases[i].divergence) std::cout << divergence_report(run, i, options.context);
    }
    if (run.failures() == 0) {
      std::cout << fmt::format("ok {} ({} puzzles)\n", file, run.cases.size());
      for (const auto& change : run.changes) std::cout << "  note: " << change << " (steps unchanged)\n";
    } else {
      std::cout << fmt::format(
          "FAILED {}: {} of {} puzzles diverge{}\n", file, run.failures(), run.cases.size(),
          run.plugin_failures() ? fmt::format(" ({} by a plugin's failure)", run.plugin_failures()) : "");
      if (options.write_new)
        std::cout << fmt::format("  wrote {} (review, then: npe fixture accept {})\n", new_path(file).string(), file);
    }
  }
  if (!options.junit.empty()) write_file_atomically(options.junit, junit_xml(runs));
  if (!options.html.empty()) write_trace_page(runs, options);
  if (options.json) std::cout << fixture_runs_json(runs).dump(2) << "\n";
  std::size_t failures = 0, plugin_failures = 0;
  for (const auto& run : runs) {
    failures += run.failures();
    plugin_failures += run.plugin_failures();
  }
  if (plugin_failures > 0) return kPluginFailure;
  return failures == 0 ? options.fail_on.finish() : kFailed;
}

/** The .new files to accept: those named (as FIXTURE or FIXTURE.new), or every *.new below the
 *  current directory. */
std::vector<std::filesystem::path> pending(const std::vector<std::string>& files) {
  std::vector<std::filesystem::path> found;
  for (const auto& file : files) found.push_back(file.ends_with(".new") ? std::filesystem::path(file) : new_path(file));
  if (!files.empty()) return found;
  for (const auto& item : std::filesystem::recursive_directory_iterator(".")) {
    if (item.is_regular_file() && item.path().extension() == ".new") found.push_back(item.path().lexically_normal());
  }
  std::sort(found.begin(), found.end());
  return found;
}

void accept(const std::vector<std::string>& files) {
  const auto candidates = pending(files);
  if (candidates.empty()) std::cout << "nothing to accept (no *.new fixtures)\n";
  for (const auto& candidate : candidates) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(candidate, error)) {
      throw InputError(candidate.string() + ": no such reviewed result (run 'npe fixture check --write-new' first)");
    }
    read_fixture(candidate);  // only a well-formed fixture replaces one
    std::filesystem::path target = candidate;
    target.replace_extension();
    std::filesystem::rename(candidate, target, error);
    if (error) throw InputError(target.string() + ": cannot replace: " + error.message());
    std::cout << "accepted " << target.string() << "\n";
  }
}

}  // namespace

void register_fixture_command(CLI::App& app, Context& context) {
  auto* fixture =
      app.add_subcommand("fixture", "record, check, review and accept regression fixtures of step sequences");
  fixture->require_subcommand(1);
  fixture->footer(
      "Exit codes: 0 every fixture matches; 1 a fixture diverges; 2 usage or input error; 3 a plugin misbehaved\n"
      "(a refused step, or with --isolate a crash or timeout: that case fails, the others are still checked).\n"
      "Workflow: check --write-new writes FIXTURE.new beside a diverging fixture; review it (fixture diff);\n"
      "then fixture accept moves it into place.");

  auto record_options = std::make_shared<RecordOptions>();
  auto* record_command = fixture->add_subcommand("record", "run an engine type over puzzles and write a new fixture");
  record_options->engine.add_to(*record_command, false);
  record_options->puzzles.add_to(*record_command);
  record_command->add_option("-o,--output", record_options->output, "fixture file to write (atomically)")->required();
  record_command->add_option("--source", record_options->source, "where the puzzles come from (stored in the fixture)");
  record_command->add_flag("--force", record_options->force, "overwrite a fixture recorded with another engine type");
  record_command->callback([&context, record_options] { record(context, *record_options); });

  auto update_files = std::make_shared<std::vector<std::string>>();
  auto* update_command =
      fixture->add_subcommand("update", "re-run fixtures with their engine type and rewrite them (accept everything)");
  update_command->add_option("fixtures", *update_files, "fixture files")->required();
  update_command->callback([&context, update_files] { update(context, *update_files); });

  auto check_options = std::make_shared<CheckOptions>();
  auto* check_command = fixture->add_subcommand(
      "check", "re-run fixtures and compare; show each divergence side by side; exit 1 on any difference");
  check_command->add_option("fixtures", check_options->files, "fixture files")->required();
  check_command->add_option("--engine", check_options->engine, "run this engine type instead of the fixtures' own");
  check_command->add_option("--junit", check_options->junit, "write a JUnit XML report (one test case per puzzle)");
  check_command->add_flag("--json", check_options->json, "print a JSON report instead of text");
  check_command
      ->add_option("--html", check_options->html,
                   "write a page stepping through each diverging case, expected beside actual (npe trace's page)")
      ->type_name("FILE");
  check_command->add_flag("--write-new", check_options->write_new,
                          "write the actual results of a diverging fixture to FIXTURE.new (the fixture is untouched)");
  check_command->add_option("--context", check_options->context, "steps shown after a divergence (default 5)")
      ->check(CLI::Range(0, 1000));
  check_options->isolation.add_to(*check_command);
  check_options->fail_on.add_to(*check_command, "none");
  check_command->callback([&context, check_options] { context.exit_code = check(context, *check_options); });

  auto diff_options = std::make_shared<CheckOptions>();
  auto* diff_command = fixture->add_subcommand(
      "diff", "show expected and actual steps side by side from the first divergence, with the board there");
  diff_command->add_option("fixtures", diff_options->files, "fixture files (or FIXTURE.new to review)")->required();
  diff_command->add_option("--context", diff_options->context, "steps shown after a divergence (default 5)")
      ->check(CLI::Range(0, 1000));
  diff_command
      ->add_option("--svg", diff_options->svg_dir, "write both steps at each divergence as SVG pictures into DIR")
      ->type_name("DIR");
  diff_command->callback([&context, diff_options] { context.exit_code = check(context, *diff_options); });

  auto accept_files = std::make_shared<std::vector<std::string>>();
  auto* accept_command = fixture->add_subcommand(
      "accept", "move reviewed FIXTURE.new files into place (all *.new below the current directory when none named)");
  accept_command->add_option("fixtures", *accept_files, "fixtures (FIXTURE or FIXTURE.new)");
  accept_command->callback([accept_files] { accept(*accept_files); });
}

}  // namespace npe::cli
