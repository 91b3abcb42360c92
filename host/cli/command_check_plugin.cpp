// npe check-plugin: validates one technique plugin library (pluginval / clap-validator style).
// Each check runs in a child: this program re-run with the hidden `--run-one CHECK` option, which
// runs that one check here and writes its JSON result to the descriptor given by --result-fd.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "base/errors.hpp"
#include "check/progress.hpp"
#include "check/runner.hpp"
#include "check/support.hpp"
#include "cli/cli_context.hpp"
#include "compare/compare_corpus.hpp"
#include "loader/elf_file.hpp"
#include "loader/search_paths.hpp"

namespace npe::cli {

namespace {

struct CheckPluginOptions {
  std::string library;
  std::string technique;
  int strictness = 5;
  std::vector<std::string> corpus;
  std::string reglib;
  std::vector<std::string> checks;
  double timeout = 0;  // 0: 30 s x (strictness + 1)
  double find_timeout = 20;
  std::uint32_t seed = kDefaultCheckSeed;
  std::vector<std::string> min_steps;  // "N" or "ID=N"
  bool fail_fast = false;
  bool json = false;
  bool in_process = false;
  bool list = false;
  std::string run_one;                   // hidden: the child's side
  int result_fd = -1;                    // hidden
  std::string progress_file;             // hidden: where the child notes its position (check/progress.hpp)
  std::vector<std::string> search_dirs;  // hidden: the parent's plugin search path (load.id_clash)
};

/** --min-steps N (every technique) or ID=N (that technique). */
void set_min_steps(const std::string& text, CheckSettings& settings) {
  const auto equals = text.find('=');
  const std::string number = equals == std::string::npos ? text : text.substr(equals + 1);
  int steps = -1;
  try {
    std::size_t used = 0;
    steps = std::stoi(number, &used);
    if (used != number.size()) steps = -1;
  } catch (const std::exception&) {
  }
  if (steps < 0 || (equals != std::string::npos && equals == 0))
    throw InputError("--min-steps " + text + ": expected N or TECHNIQUE=N, N a whole number >= 0");
  if (equals == std::string::npos) {
    settings.min_steps = steps;
  } else {
    settings.technique_min_steps[text.substr(0, equals)] = steps;
  }
}

CheckSettings settings_of(const Context& context, const CheckPluginOptions& options) {
  CheckSettings settings;
  if (options.run_one.empty()) {
    for (auto& dir : plugin_directories(context.plugin_dirs)) settings.plugin_search.push_back(dir.lexically_normal());
  } else {
    settings.plugin_search.assign(options.search_dirs.begin(), options.search_dirs.end());
  }
  settings.library = options.library;
  settings.strictness = options.strictness;
  settings.seed = options.seed;
  for (const auto& text : options.min_steps) set_min_steps(text, settings);
  for (const auto& corpus : options.corpus) settings.corpus.push_back(corpus_file(corpus));
  settings.reglib = options.reglib;
  if (settings.reglib.empty()) {
    if (const char* env = std::getenv("NPE_REGLIB"); env && *env) settings.reglib = env;
  }
  if (settings.reglib.empty()) settings.reglib = default_reglib_file();
  return settings;
}

/** The child: one check, its JSON on the result descriptor. */
void run_one(const Context& context, const CheckPluginOptions& options) {
  const CheckDefinition* check = find_plugin_check(options.run_one);
  if (!check) throw InputError("unknown check '" + options.run_one + "'");
  if (!options.progress_file.empty()) open_progress_file(options.progress_file);
  const std::string json = run_check_here(*check, settings_of(context, options), options.technique).to_json().dump();
  if (options.result_fd < 0) {
    std::cout << json << "\n";
    return;
  }
  std::size_t written = 0;
  while (written < json.size()) {
    const ssize_t n = ::write(options.result_fd, json.data() + written, json.size() - written);
    if (n <= 0) throw std::runtime_error("cannot write the check result");
    written += static_cast<std::size_t>(n);
  }
}

std::string label(const CheckResult& result) {
  return result.technique.empty() ? result.check : result.technique + ": " + result.check;
}

void print_result(const CheckResult& result) {
  const std::string status = result.status == CheckStatus::passed || result.status == CheckStatus::skipped
                                 ? status_name(result.status)
                                 : "FAILED:" + status_name(result.status);
  std::printf("%-18s %-50s %s (%.2f s)\n", status.c_str(), label(result).c_str(), result.reason.c_str(),
              result.seconds);
  for (const auto& warning : result.warnings) std::printf("%-18s %-50s %s\n", "", "", ("warning: " + warning).c_str());
  std::fflush(stdout);
}

void list_checks() {
  for (const auto& check : plugin_checks()) {
    std::printf("%-28s %-10s %s\n", check.name.c_str(), check.per_technique ? "technique" : "library",
                check.summary.c_str());
  }
}

void check_plugin(Context& context, const CheckPluginOptions& options) {
  if (options.list) return list_checks();
  if (options.library.empty()) throw InputError("check-plugin: give the plugin library (a .so file)");
  if (!options.run_one.empty()) return run_one(context, options);
  if (const auto problem = shared_library_problem(options.library)) {  // one refusal, before any output
    throw InputError(options.library + ": " + *problem);
  }
  CheckRunOptions run;
  run.settings = settings_of(context, options);
  run.technique = options.technique;
  run.checks = options.checks;
  run.in_process = options.in_process;
  run.timeout_seconds = options.timeout > 0 ? options.timeout : 30.0 * (options.strictness + 1);
  run.find_timeout_seconds = options.find_timeout;
  run.fail_fast = options.fail_fast;
  run.child_command = {program_path().string(), "check-plugin"};
  if (!options.json) run.on_result = print_result;
  if (!options.json) {
    std::printf("npe check-plugin %s (strictness %d, seed %u)\n", options.library.c_str(), options.strictness,
                static_cast<unsigned>(options.seed));
  }
  const auto start = std::chrono::steady_clock::now();
  const CheckReport report = run_plugin_checks(run);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (options.json) {
    nlohmann::json json = report.to_json();
    json["strictness"] = options.strictness;
    json["seed"] = options.seed;
    json["seconds"] = seconds;
    std::cout << json.dump(2) << "\n";
  } else {
    if (!report.stopped.empty()) std::printf("%s\n", report.stopped.c_str());
    std::printf("%s: %zu checks: %d passed, %d failed, %d crashed, %d timed out, %d skipped (%.1f s wall)\n",
                report.failed() ? "FAILED" : "passed", report.results.size(), report.count(CheckStatus::passed),
                report.count(CheckStatus::failed), report.count(CheckStatus::crashed),
                report.count(CheckStatus::timed_out), report.count(CheckStatus::skipped), seconds);
  }
  if (report.failed()) context.exit_code = kFailed;
}

}  // namespace

void register_check_plugin_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<CheckPluginOptions>();
  auto* command =
      app.add_subcommand("check-plugin", "validate one technique plugin library (every check in a child process)");
  command->footer(
      "Runs named checks on the library (loading, exports, descriptors, init twice, unknown id) and on each\n"
      "technique (parameters, determinism, input never modified, --all holds the first step, sink STOP,\n"
      "a key-digit-first technique's one step is its first with the key digit, valid and sound steps over a\n"
      "corpus, solved and invalid grids, the same steps without the uniqueness fact, missed instances by\n"
      "symmetry (relabelled, transposed, permuted positions), HoDoKu reglib cases, time per call, two\n"
      "threads; --list names them all). Each check runs in a child process with a timeout: a crash or an endless\n"
      "loop is reported with the position it ran and an `npe find` command that reproduces it, and the run\n"
      "goes on. Strictness 1..10 chooses the corpus positions and repetitions\n"
      "(docs/writing-a-technique.md). Exit status 1 when a check fails, crashes or times out; 2 when the\n"
      "file is missing, not a shared library or built for another architecture.");
  command->add_option("library", options->library, "the plugin library (.so)");
  command->add_option("-t,--technique", options->technique, "check only this technique");
  command->add_option("-s,--strictness", options->strictness, "1 (quick) .. 10 (whole corpus, more repetitions)")
      ->check(CLI::Range(1, 10));
  command
      ->add_option("--corpus", options->corpus,
                   "puzzle file(s) with or without solutions, files of positions (a pencil-mark form or a digits "
                   "line with its givens marked, one per line: what `npe mine` writes), or corpus names as `npe "
                   "compare --corpus` takes (`npe corpora`; default: the shipped puzzles, share/npe/puzzles)")
      ->type_name("FILE|NAME")
      ->allow_extra_args(false);
  command
      ->add_option("--reglib", options->reglib,
                   "HoDoKu reglib file for external.reglib (default: $NPE_REGLIB, else the source tree's "
                   "tests/data/reglib/reglib-dev.txt when there; without one it is skipped)")
      ->type_name("FILE")
      ->check(CLI::ExistingFile);
  command->add_option("--check", options->checks, "run only this check (repeatable; see --list)")
      ->type_name("NAME")
      ->allow_extra_args(false);
  command
      ->add_option("--timeout", options->timeout,
                   "seconds per check before its process is killed (default 30 x (strictness + 1))")
      ->check(CLI::PositiveNumber);
  command
      ->add_option("--find-timeout", options->find_timeout,
                   "seconds one find call may take before its check is reported timed-out (default 20; 0 = "
                   "only --timeout); the technique's later checks are then skipped")
      ->check(CLI::NonNegativeNumber);
  command->add_option("--seed", options->seed,
                      "seed of the randomised checks (missed.symmetry's transformations; default 20261201): a "
                      "failure names it, --seed replays it");
  command
      ->add_option("--min-steps", options->min_steps,
                   "behaviour.sound fails when the technique finds fewer steps than N on the corpus (default 1; "
                   "0 accepts a technique that never fires); ID=N sets it for one technique (repeatable)")
      ->type_name("N|ID=N")
      ->allow_extra_args(false);
  command->add_flag("--fail-fast", options->fail_fast, "stop at the first check that fails, crashes or times out");
  command->add_flag("--json", options->json, "print the report as JSON");
  command->add_flag("--in-process", options->in_process, "run the checks in this process (for a debugger)");
  command->add_flag("--list", options->list, "list the checks and exit");
  command->add_option("--run-one", options->run_one)->group("");                                  // the child's side
  command->add_option("--result-fd", options->result_fd)->group("");                              // the child's side
  command->add_option("--progress-file", options->progress_file)->group("");                      // the child's side
  command->add_option("--search-dir", options->search_dirs)->group("")->allow_extra_args(false);  // the child's side
  command->callback([&context, options] { check_plugin(context, *options); });
}

}  // namespace npe::cli
