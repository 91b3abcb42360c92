#include "check/checks.hpp"

#include <chrono>

#include "base/errors.hpp"

namespace npe {

namespace {

constexpr std::pair<CheckStatus, const char*> kStatusNames[] = {{CheckStatus::passed, "passed"},
                                                                {CheckStatus::failed, "failed"},
                                                                {CheckStatus::crashed, "crashed"},
                                                                {CheckStatus::timed_out, "timed-out"},
                                                                {CheckStatus::skipped, "skipped"}};

}  // namespace

std::string status_name(CheckStatus status) {
  for (const auto& [value, name] : kStatusNames) {
    if (value == status) return name;
  }
  return "?";
}

CheckStatus status_from_name(const std::string& name) {
  for (const auto& [value, text] : kStatusNames) {
    if (name == text) return value;
  }
  throw InputError("unknown check status '" + name + "'");
}

nlohmann::json CheckResult::to_json() const {
  nlohmann::json json = nlohmann::json::object();
  json["check"] = check;
  json["technique"] = technique;
  json["status"] = status_name(status);
  json["reason"] = reason;
  json["warnings"] = warnings;
  json["metrics"] = metrics;
  json["seconds"] = seconds;
  return json;
}

CheckResult CheckResult::from_json(const nlohmann::json& json) {
  CheckResult result;
  result.check = json.at("check").get<std::string>();
  result.technique = json.at("technique").get<std::string>();
  result.status = status_from_name(json.at("status").get<std::string>());
  result.reason = json.at("reason").get<std::string>();
  result.warnings = json.at("warnings").get<std::vector<std::string>>();
  result.metrics = json.at("metrics");
  result.seconds = json.at("seconds").get<double>();
  return result;
}

const std::vector<CheckDefinition>& plugin_checks() {
  static const std::vector<CheckDefinition> checks = [] {
    std::vector<CheckDefinition> all;
    for (auto group : {load_checks(), parameter_checks(), behaviour_checks(), key_digit_checks(), bands_checks(),
                       missed_checks(), external_checks()}) {
      for (auto& check : group) all.push_back(std::move(check));
    }
    return all;
  }();
  return checks;
}

const CheckDefinition* find_plugin_check(const std::string& name) {
  for (const auto& check : plugin_checks()) {
    if (check.name == name) return &check;
  }
  return nullptr;
}

CheckResult run_check_here(const CheckDefinition& check, const CheckSettings& settings, const std::string& technique) {
  const auto start = std::chrono::steady_clock::now();
  CheckResult result;
  try {
    result = check.run(settings, technique);
  } catch (const CheckFailure& e) {
    result.status = CheckStatus::failed;
    result.reason = e.what();
  } catch (const InputError&) {
    throw;  // bad input (a corpus file), not the plugin's fault
  } catch (const std::exception& e) {
    result.status = CheckStatus::failed;
    result.reason = e.what();
  }
  result.check = check.name;
  result.technique = technique;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace npe
