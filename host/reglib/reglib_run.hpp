// `npe reglib`: HoDoKu regression-library cases run against every loaded technique that declares their
// code (ABI 1.1 npe_technique_desc.reglib_codes), as HoDoKu's own regression tester does. The one code
// path for the CLI, the test suite and `check-plugin`'s reglib check.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "board/reglib_case.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

/** How one case ended. */
enum class ReglibVerdict { passed, failed, not_implemented };

/** Which cases and techniques a run uses. */
struct ReglibSelection {
  std::vector<std::string> codes;  // codes or prefixes ("07", "0707-1"); empty = every code
  std::string technique;           // only this technique answers; empty = every loaded technique
};

struct ReglibCaseResult {
  const ReglibCase* reglib = nullptr;
  bool shared = false;  // every answering declaration says NPE_REGLIB_SHARED
  ReglibVerdict verdict = ReglibVerdict::not_implemented;
  std::vector<std::string> techniques;  // the techniques that answer the code ("chains.aic(max_length=8)")
  std::string found;                    // what was found instead (failed cases): one line per step, or why
  int chain_length = -1;                // the matching step's chain length, when the case gives one
  bool longer_chain = false;            // eliminations matched, but only with a longer chain than the case's
};

struct ReglibCodeTally {
  std::string name;  // HoDoKu's name of the code's technique
  int passed = 0, failed = 0, not_implemented = 0;
};

struct ReglibReport {
  std::vector<ReglibCaseResult> cases;           // in file order
  std::map<std::string, ReglibCodeTally> codes;  // by case code ("0707-1")
  int passed = 0, failed = 0, not_implemented = 0;
};

/** Whether a case code ("0707-1") is selected by one of `filters` (a code or a prefix: "07", "0707-1");
 *  every code is when `filters` is empty. */
bool reglib_code_selected(const std::string& code, const std::vector<std::string>& filters);

/** Whether a technique's declared code ("0707", "0707-1") answers a case code ("0707-1"): the same
 *  code, or the same number when the declaration has no variant. */
bool reglib_code_answers(const std::string& declared, const std::string& case_code);

/** HoDoKu's name for a code's technique number ("0707" -> "Discontinuous Nice Loop"), or "". */
std::string reglib_code_name(const std::string& code);

/** The chain length HoDoKu's library writes in a case's last field (getChainLength() - 1), counted
 *  from a step's first chain: an open chain or a loop of n nodes has n - 1 (HoDoKu's loop ends in
 *  its start cell); an ALS (two nodes: its entry and exit digits) is one node plus 2.5 (the sum
 *  truncated), or for an open chain plus 1 (two cells) / 2 (n - 1) (n cells) when that is shorter
 *  (docs/techniques.md, "Chains and loops", Length). -1 without chains. */
int reglib_chain_length(const Step& step);

/** Runs the selected cases. A case passes when some technique answering its code finds a step with
 *  exactly its eliminations and placements (and digits, where the technique's declaration says
 *  NPE_REGLIB_DIGITS); Siamese codes (5 digits) may match two steps together; a fail case (variant
 *  with 'x') passes when none of them finds a step (with its digits, where they are compared). A
 *  plugin that misbehaves (a step the host refuses) throws PluginError. `progress` is called per case. */
ReglibReport run_reglib(const PluginRegistry& registry, const std::vector<ReglibCase>& cases,
                        const ReglibSelection& selection = {}, const std::function<void()>& progress = {});

/** The report as text: a table per code, totals, then each failure with its line, expectation and
 *  what was found. */
std::string reglib_text(const ReglibReport& report);

}  // namespace npe
