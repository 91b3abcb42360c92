// Parameter checks: the declared defaults and bounds are accepted; values out of range, text that
// is not an integer, junk strings and unknown names are refused with a message, never a crash.
#include <limits>

#include "check/support.hpp"

namespace npe {

namespace {

/** NULL and the message from create, or an instance (destroyed at once) and "". */
struct CreateOutcome {
  bool created = false;
  std::string message;
};

CreateOutcome try_create(const PluginLibrary& library, const std::string& technique, const ParamList& params) {
  std::vector<npe_param> raw;
  for (const auto& [name, value] : params) raw.push_back({name.c_str(), value.c_str()});
  char error[512] = {};
  void* handle = library.entry().create(technique.c_str(), raw.data(), static_cast<std::uint32_t>(raw.size()), error,
                                        sizeof error);
  error[sizeof error - 1] = '\0';
  if (handle) library.entry().destroy(handle);
  return {handle != nullptr, error};
}

std::string show(const ParamList& params) {
  if (params.empty()) return "no parameters";
  std::string text;
  for (const auto& [name, value] : params) {
    text += (text.empty() ? "" : " ") + (name.size() > 20 ? name.substr(0, 20) + "..." : name) + "='" +
            (value.size() > 20 ? value.substr(0, 20) + "..." : value) + "'";
  }
  return text;
}

CheckResult defaults(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const TechniqueInfo& info = technique_info(*library, technique);
  std::vector<ParamList> good{{}};
  for (const auto& param : info.params) {
    good.push_back({{param.name, std::to_string(param.default_value)}});
    good.push_back({{param.name, std::to_string(param.min_value)}});
    good.push_back({{param.name, std::to_string(param.max_value)}});
  }
  for (const auto& params : good) {
    const auto outcome = try_create(*library, technique, params);
    if (!outcome.created) throw CheckFailure("create with " + show(params) + " refused: " + outcome.message);
  }
  CheckResult result;
  result.reason = std::to_string(good.size()) +
                  " valid parameter set(s) accepted (none, and each parameter's "
                  "default, minimum and maximum)";
  return result;
}

/** Values no integer parameter accepts. */
std::vector<std::string> junk_values() {
  std::vector<std::string> values;
  for (const char* value : {"", "abc", "1.5", "3x", "x3", "--1", "1e3", "99999999999999999999999",
                            "-99999999999999999999999", "%s%s%s%n", "\xff\xfe\x80"}) {
    values.emplace_back(value);
  }
  values.emplace_back(std::string(4096, '7').append("z"));
  return values;
}

CheckResult bad_values(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const TechniqueInfo& info = technique_info(*library, technique);
  std::vector<ParamList> bad{{{"npe_check_unknown", "1"}}, {{"", "1"}}, {{std::string(2000, 'p'), "1"}}};
  for (const auto& param : info.params) {
    if (param.min_value > std::numeric_limits<std::int64_t>::min()) {
      bad.push_back({{param.name, std::to_string(param.min_value - 1)}});
    }
    if (param.max_value < std::numeric_limits<std::int64_t>::max()) {
      bad.push_back({{param.name, std::to_string(param.max_value + 1)}});
    }
    for (const auto& value : junk_values()) bad.push_back({{param.name, value}});
    // A good value of this parameter next to an unknown name is still refused.
    bad.push_back({{param.name, std::to_string(param.default_value)}, {"npe_check_unknown", "1"}});
  }
  for (const auto& params : bad) {
    const auto outcome = try_create(*library, technique, params);
    if (outcome.created) throw CheckFailure("create with " + show(params) + " was accepted");
    if (outcome.message.empty()) throw CheckFailure("create with " + show(params) + " refused without a message");
  }
  CheckResult result;
  result.reason = std::to_string(bad.size()) + " bad parameter set(s) refused with a message";
  return result;
}

}  // namespace

std::vector<CheckDefinition> parameter_checks() {
  return {
      {"params.defaults", true, "create accepts no parameters and each parameter's default, minimum and maximum",
       defaults},
      {"params.bad_values", true,
       "create refuses, with a message, values out of range, non-integers, junk strings and unknown names", bad_values},
  };
}

}  // namespace npe
