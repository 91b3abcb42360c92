// `npe reglib`'s machine-readable outputs: JSON and JUnit XML of a ReglibReport.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "reglib/reglib_run.hpp"

namespace npe {

/** {"cases", "passed", "failed", "not_implemented", "codes": {CODE: {"name", "passed", "failed",
 *  "not_implemented"}}, "failures": [{"origin", "code", "line", "expected_eliminations",
 *  "expected_placements", "chain_length", "found_chain_length", "techniques", "found"}]}. */
nlohmann::json reglib_json(const ReglibReport& report);

/** One <testsuite> per code, one <testcase> per case (skipped when not implemented). */
std::string reglib_junit(const ReglibReport& report);

}  // namespace npe
