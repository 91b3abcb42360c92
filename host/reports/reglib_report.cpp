#include "reports/reglib_report.hpp"

#include <fmt/format.h>

#include "reports/board_picture.hpp"
#include "reports/cell_digits_json.hpp"

namespace npe {

nlohmann::json reglib_json(const ReglibReport& report) {
  nlohmann::json codes = nlohmann::json::object();
  for (const auto& [code, tally] : report.codes) {
    codes[code] = {{"name", tally.name},
                   {"passed", tally.passed},
                   {"failed", tally.failed},
                   {"not_implemented", tally.not_implemented}};
  }
  nlohmann::json failures = nlohmann::json::array();
  for (const auto& result : report.cases) {
    if (result.verdict != ReglibVerdict::failed) continue;
    const ReglibCase& reglib = *result.reglib;
    failures.push_back({{"origin", reglib.origin},
                        {"code", reglib.code},
                        {"line", reglib.line},
                        {"fail_case", reglib.fail_case()},
                        {"expected_eliminations", cell_digits_json(reglib.eliminations)},
                        {"expected_placements", cell_digits_json(reglib.placements)},
                        {"chain_length", reglib.extra},
                        {"found_chain_length", result.chain_length},
                        {"techniques", result.techniques},
                        {"found", result.found}});
  }
  return {{"cases", report.cases.size()},
          {"passed", report.passed},
          {"failed", report.failed},
          {"not_implemented", report.not_implemented},
          {"codes", codes},
          {"failures", failures}};
}

std::string reglib_junit(const ReglibReport& report) {
  std::string xml = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"npe reglib\" tests=\"{}\" "
      "failures=\"{}\" skipped=\"{}\">\n",
      report.cases.size(), report.failed, report.not_implemented);
  for (const auto& [code, tally] : report.codes) {
    xml += fmt::format("  <testsuite name=\"{} {}\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">\n", code,
                       xml_escape(tally.name), tally.passed + tally.failed + tally.not_implemented, tally.failed,
                       tally.not_implemented);
    for (const auto& result : report.cases) {
      const ReglibCase& reglib = *result.reglib;
      if (reglib.code != code) continue;
      xml += fmt::format("    <testcase classname=\"reglib.{}\" name=\"{}\"", code, xml_escape(reglib.origin));
      switch (result.verdict) {
        case ReglibVerdict::passed: xml += "/>\n"; break;
        case ReglibVerdict::not_implemented:
          xml += "><skipped message=\"no loaded technique answers this code\"/></testcase>\n";
          break;
        case ReglibVerdict::failed:
          xml += fmt::format("><failure message=\"{}\">{}</failure></testcase>\n", xml_escape(reglib.line),
                             xml_escape(result.found));
          break;
      }
    }
    xml += "  </testsuite>\n";
  }
  return xml + "</testsuites>\n";
}

}  // namespace npe
