// npe reglib: HoDoKu regression-library cases against the loaded techniques that declare their codes.
#include <fmt/format.h>

#include <iostream>

#include "base/atomic_file.hpp"
#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "reglib/reglib_run.hpp"
#include "reports/reglib_report.hpp"

namespace npe::cli {

namespace {

struct ReglibOptions {
  std::vector<std::string> files;
  std::vector<std::string> codes;
  bool json = false;
  std::string junit;
  bool strict = false;
};

void reglib(Context& context, const ReglibOptions& options) {
  std::vector<ReglibCase> cases;
  for (const auto& file : options.files) {
    auto more = read_reglib_file(file);
    cases.insert(cases.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  }
  std::size_t selected = 0;
  for (const auto& reglib : cases) selected += reglib_code_selected(reglib.code, options.codes) ? 1 : 0;
  if (selected == 0)
    throw InputError("no case of the given code(s) in " + fmt::format("{}", fmt::join(options.files, ", ")));
  ReglibReport report;
  {
    Progress progress("reglib", selected);  // its line is gone before the report prints
    report = run_reglib(context.registry(), cases, {options.codes, ""}, [&] { progress.advance(); });
  }
  if (!options.junit.empty()) write_file_atomically(options.junit, reglib_junit(report));
  std::cout << (options.json ? reglib_json(report).dump(1) + "\n" : reglib_text(report));
  if (report.failed > 0 || (options.strict && report.not_implemented > 0)) context.exit_code = kFailed;
}

}  // namespace

void register_reglib_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ReglibOptions>();
  auto* command = app.add_subcommand("reglib", "run HoDoKu regression-library cases against the loaded techniques");
  command->footer(
      "Each case line (':code:digits:givens:deleted:eliminations:placements:extra', HoDoKu's reglib format)\n"
      "runs against every loaded technique that declares its code (ABI 1.1 npe_technique_desc.reglib_codes),\n"
      "with the parameters the declaration gives. A case passes when one of them finds a step with exactly\n"
      "the case's eliminations and placements (and its digits, where the declaration says so); a chain\n"
      "longer than the case's chain length (the last field) does not count. A fail case (variant 'x') passes\n"
      "when none of them finds a step. Codes no loaded technique declares are 'not implemented'.\n"
      "Exit status 1 when a case fails (or, with --strict, when a code is not implemented).");
  command->add_option("files", options->files, "reglib files")->required()->check(CLI::ExistingFile);
  command
      ->add_option("-c,--code", options->codes, "only cases of this code or code prefix (e.g. 07, 0707-1); repeatable")
      ->allow_extra_args(false);
  command->add_flag(
      "--json", options->json,
      "print {\"cases\", \"passed\", \"failed\", \"not_implemented\", \"codes\": {...}, \"failures\": [...]}");
  command->add_option("--junit", options->junit, "also write JUnit XML (one testsuite per code) to FILE")
      ->type_name("FILE");
  command->add_flag("--strict", options->strict, "codes that no technique declares fail too");
  command->callback([&context, options] { reglib(context, *options); });
}

}  // namespace npe::cli
