#include "check/runner.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <utility>

#include "base/errors.hpp"
#include "check/progress.hpp"
#include "check/sandbox.hpp"
#include "check/support.hpp"
#include "loader/elf_file.hpp"

namespace npe {

namespace {

constexpr const char* kDescriptorsCheck = "load.descriptors";

/** The child's last output line worth showing (a plugin's log line, "terminate called ..."). */
std::string last_line(const std::string& output) {
  std::string text = output;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
  const auto newline = text.rfind('\n');
  std::string line = newline == std::string::npos ? text : text.substr(newline + 1);
  return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

/** The progress file of one child, removed afterwards. */
struct ProgressFile {
  std::filesystem::path path = create_progress_file();
  ~ProgressFile() {
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
  }
};

/** " while running ORIGIN; reproduce: npe ... find ..." from the child's last noted position. */
std::string where_it_stopped(const CheckRunOptions& options, const std::string& technique, const ProgressFile& progress,
                             CheckResult& result) {
  const auto noted = read_progress_file(progress.path);
  if (!noted || technique.empty()) return {};
  const std::string command = reproduce_command(options.settings.library, technique, noted->grid, noted->all);
  result.metrics["position"] = noted->origin;
  result.metrics["position_text"] = position_text(noted->grid);
  result.metrics["reproduce"] = command;
  return " while running " + noted->origin + "; reproduce with: " + command;
}

/** True once the child's find-call counter has not moved for the find timeout while a call is under
 *  way (the counter is non-zero): one find call is looping. */
class FindWatch {
 public:
  FindWatch(const std::filesystem::path& file, double seconds) : file_(file), seconds_(seconds) {}
  bool operator()() {
    if (seconds_ <= 0) return false;
    const auto now = std::chrono::steady_clock::now();
    if (now - checked_ < std::chrono::milliseconds(200)) return false;
    checked_ = now;
    const auto calls = read_progress_calls(file_);
    if (calls != calls_) {
      calls_ = calls;
      since_ = now;
      return false;
    }
    return calls > 0 && std::chrono::duration<double>(now - since_).count() >= seconds_;
  }

 private:
  std::filesystem::path file_;
  double seconds_;
  std::uint64_t calls_ = 0;
  std::chrono::steady_clock::time_point since_ = std::chrono::steady_clock::now(), checked_{};
};

CheckResult run_in_child(const CheckRunOptions& options, const CheckDefinition& check, const std::string& technique) {
  const ProgressFile progress;
  auto arguments = options.child_command;
  for (auto& argument : child_arguments(options.settings, check.name, technique, progress.path)) {
    arguments.push_back(std::move(argument));
  }
  FindWatch watch(progress.path, options.find_timeout_seconds);
  const SandboxOutcome outcome = run_in_sandbox(arguments, options.timeout_seconds, std::ref(watch));
  if (outcome.end == SandboxOutcome::End::exited && !outcome.result.empty()) {
    try {
      return CheckResult::from_json(nlohmann::json::parse(outcome.result));
    } catch (const std::exception& e) {
      // Falls through: a result cut short is reported like a crash.
    }
  }
  CheckResult result;
  result.check = check.name;
  result.technique = technique;
  result.seconds = outcome.seconds;
  const std::string said = last_line(outcome.output);
  switch (outcome.end) {
    case SandboxOutcome::End::timed_out: result.status = CheckStatus::timed_out; break;
    case SandboxOutcome::End::signaled: result.status = CheckStatus::crashed; break;
    case SandboxOutcome::End::exited:
      result.status =
          outcome.exit_code == 2 && said.rfind("npe: error:", 0) == 0 ? CheckStatus::failed : CheckStatus::crashed;
      break;
  }
  char find_timeout[96];
  std::snprintf(find_timeout, sizeof find_timeout, "one find call did not return within %.0f s (--find-timeout)",
                options.find_timeout_seconds);
  result.reason = outcome.stalled ? std::string(find_timeout)
                                  : "the check's process " + outcome.describe() +
                                        (outcome.end == SandboxOutcome::End::exited ? " without a result" : "");
  if (!said.empty()) result.reason += "; its last output: " + said;
  if (outcome.stalled) result.metrics["find_timeout"] = true;
  if (result.status != CheckStatus::failed) result.reason += where_it_stopped(options, technique, progress, result);
  return result;
}

bool selected(const CheckRunOptions& options, const std::string& name) {
  return options.checks.empty() || name == kDescriptorsCheck ||
         std::find(options.checks.begin(), options.checks.end(), name) != options.checks.end();
}

}  // namespace

std::vector<std::string> child_arguments(const CheckSettings& settings, const std::string& check,
                                         const std::string& technique, const std::filesystem::path& progress_file) {
  std::vector<std::string> arguments{settings.library.string(),
                                     "--run-one",
                                     check,
                                     "--strictness",
                                     std::to_string(settings.strictness),
                                     "--result-fd",
                                     std::to_string(kSandboxResultFd)};
  if (!technique.empty()) arguments.insert(arguments.end(), {"--technique", technique});
  for (const auto& file : settings.corpus) arguments.insert(arguments.end(), {"--corpus", file.string()});
  if (!settings.reglib.empty()) arguments.insert(arguments.end(), {"--reglib", settings.reglib.string()});
  if (!progress_file.empty()) arguments.insert(arguments.end(), {"--progress-file", progress_file.string()});
  for (const auto& dir : settings.plugin_search) arguments.insert(arguments.end(), {"--search-dir", dir.string()});
  if (settings.seed != kDefaultCheckSeed) arguments.insert(arguments.end(), {"--seed", std::to_string(settings.seed)});
  if (settings.min_steps != 1) arguments.insert(arguments.end(), {"--min-steps", std::to_string(settings.min_steps)});
  for (const auto& [technique, steps] : settings.technique_min_steps)
    arguments.insert(arguments.end(), {"--min-steps", technique + "=" + std::to_string(steps)});
  return arguments;
}

int CheckReport::count(CheckStatus status) const {
  return static_cast<int>(
      std::count_if(results.begin(), results.end(), [&](const CheckResult& r) { return r.status == status; }));
}

bool CheckReport::failed() const {
  return count(CheckStatus::failed) + count(CheckStatus::crashed) + count(CheckStatus::timed_out) > 0;
}

namespace {

/** Per technique: its checks by status, and the corpus positions and steps behaviour.sound (else
 *  behaviour.valid_steps) went through — what was checked, not only whether it passed. */
nlohmann::json technique_counts(const std::vector<CheckResult>& results) {
  nlohmann::json techniques = nlohmann::json::object();
  for (const auto& result : results) {
    if (result.technique.empty()) continue;
    nlohmann::json& item = techniques[result.technique];
    if (item.is_null()) item = {{"checks", 0}, {"passed", 0}, {"positions", nullptr}, {"steps", nullptr}};
    item["checks"] = item["checks"].get<int>() + 1;
    if (result.status == CheckStatus::passed) item["passed"] = item["passed"].get<int>() + 1;
    const bool sound = result.check == "behaviour.sound";
    if ((sound || (result.check == "behaviour.valid_steps" && item["steps"].is_null())) &&
        result.metrics.contains("steps")) {
      item["positions"] = result.metrics.value("positions", 0);
      item["steps"] = result.metrics["steps"];
    }
  }
  return techniques;
}

}  // namespace

nlohmann::json CheckReport::to_json() const {
  nlohmann::json json = nlohmann::json::object();
  json["library"] = library;
  json["plugin"] = plugin;
  nlohmann::json checks = nlohmann::json::array();
  for (const auto& result : results) checks.push_back(result.to_json());
  json["checks"] = checks;
  nlohmann::json summary = nlohmann::json::object();
  for (auto status :
       {CheckStatus::passed, CheckStatus::failed, CheckStatus::crashed, CheckStatus::timed_out, CheckStatus::skipped}) {
    summary[status_name(status)] = count(status);
  }
  json["summary"] = summary;
  json["techniques"] = technique_counts(results);
  json["ok"] = !failed();
  if (!stopped.empty()) json["stopped"] = stopped;
  return json;
}

namespace {

/** One `check-plugin` run: the checks in order, each in a child process (or here), with what earlier
 *  checks learned: a technique whose find call hung is not run again, a crash's reproducer is given
 *  once, --fail-fast stops at the first failure. */
class CheckRun {
 public:
  explicit CheckRun(const CheckRunOptions& options) : options_(options) {
    report_.library = options.settings.library.string();
  }

  CheckReport run_all() {
    std::vector<std::string> techniques = library_checks();
    if (!options_.technique.empty()) {
      if (loads_ && std::find(techniques.begin(), techniques.end(), options_.technique) == techniques.end()) {
        std::string known;
        for (const auto& id : techniques) known += (known.empty() ? "" : ", ") + id;
        throw InputError(options_.settings.library.string() + ": no technique '" + options_.technique + "' (it has " +
                         known + ")");
      }
      techniques = {options_.technique};
    }
    for (const auto& technique : techniques) technique_checks(technique);
    return std::move(report_);
  }

 private:
  /** The checks of the whole library; returns its technique ids when it loads. */
  std::vector<std::string> library_checks() {
    std::vector<std::string> techniques;
    for (const auto& check : plugin_checks()) {
      if (check.per_technique || !selected(options_, check.name)) continue;
      const CheckResult result = run(check, "");
      if (check.name == kDescriptorsCheck && result.status == CheckStatus::passed) {
        loads_ = true;
        report_.plugin = result.metrics;
        techniques = result.metrics.value("techniques", std::vector<std::string>{});
      }
    }
    return techniques;
  }

  void technique_checks(const std::string& technique) {
    for (const auto& check : plugin_checks()) {
      if (!check.per_technique || !selected(options_, check.name)) continue;
      if (!report_.stopped.empty()) break;
      if (!loads_) {
        add(skipped(check, technique, "the library does not load (see load.descriptors)"));
        continue;
      }
      run(check, technique);
    }
  }

  CheckResult run(const CheckDefinition& check, const std::string& technique) {
    if (!report_.stopped.empty()) {
      CheckResult not_run;
      not_run.status = CheckStatus::skipped;
      return not_run;
    }
    if (auto it = hung_.find(technique); it != hung_.end() && check.name.rfind("params.", 0) != 0) {
      const CheckResult result = skipped(
          check, technique,
          "not run: a find call did not return in " + it->second + " (run it alone with --check " + check.name + ")");
      add(result);
      return result;
    }
    CheckResult result = options_.in_process ? run_check_here(check, options_.settings, technique)
                                             : run_in_child(options_, check, technique);
    point_to_first_reproducer(result, check);
    if (result.metrics.value("find_timeout", false) && !technique.empty()) hung_.emplace(technique, check.name);
    add(result);
    if (options_.fail_fast && (result.status == CheckStatus::failed || result.status == CheckStatus::crashed ||
                               result.status == CheckStatus::timed_out)) {
      report_.stopped = "stopped after " + (technique.empty() ? "" : technique + ": ") + check.name + " (--fail-fast)";
    }
    return result;
  }

  /** A crash's reproducer once: later checks that stop on the same position point to the first. */
  void point_to_first_reproducer(CheckResult& result, const CheckDefinition& check) {
    const auto command = result.metrics.find("reproduce");
    if (command == result.metrics.end() || !command->is_string()) return;
    const auto [first, inserted] = reproducers_.emplace(command->get<std::string>(), check.name);
    const auto at = result.reason.find(" while running ");
    if (!inserted && at != std::string::npos) {
      result.reason = result.reason.substr(0, at) + " on the same position as " + first->second +
                      " (reproduce with the command given there)";
    }
  }

  static CheckResult skipped(const CheckDefinition& check, const std::string& technique, std::string reason) {
    CheckResult result;
    result.check = check.name;
    result.technique = technique;
    result.status = CheckStatus::skipped;
    result.reason = std::move(reason);
    return result;
  }

  void add(const CheckResult& result) {
    if (options_.on_result) options_.on_result(result);
    report_.results.push_back(result);
  }

  const CheckRunOptions& options_;
  CheckReport report_;
  bool loads_ = false;
  std::map<std::string, std::string> reproducers_;  // reproduce command -> the check that gave it first
  std::map<std::string, std::string> hung_;         // technique -> the check whose find call did not return
};

}  // namespace

CheckReport run_plugin_checks(const CheckRunOptions& options) {
  if (const auto problem = shared_library_problem(options.settings.library)) {
    throw InputError(options.settings.library.string() + ": " + *problem);
  }
  for (const auto& name : options.checks) {
    if (!find_plugin_check(name)) throw InputError("unknown check '" + name + "' (see npe check-plugin --list)");
  }
  return CheckRun(options).run_all();
}

}  // namespace npe
