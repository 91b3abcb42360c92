// npe find: one technique on one position (a puzzle, a pencil-mark grid or a reglib line).
#include <iostream>

#include "base/errors.hpp"
#include "board/position_input.hpp"
#include "cli/cli_context.hpp"
#include "cli/position_options.hpp"
#include "reports/find_json.hpp"
#include "search/technique_search.hpp"

namespace npe::cli {

namespace {

struct FindOptions {
  std::string technique;
  std::vector<std::string> params;
  std::string position;
  std::string file;
  int line = 0;
  SearchOptions search;
  bool json = false;
  std::string uniqueness = "check";
};

void find(Context& context, const FindOptions& options) {
  if (options.position.empty() == options.file.empty()) {
    throw InputError("give one position: an argument or --file FILE");
  }
  if (options.line > 0 && options.file.empty()) throw InputError("--line needs --file");
  SearchPosition position =
      options.file.empty() ? parse_position_argument(options.position) : read_position_file(options.file, options.line);
  settle_uniqueness(position, options.uniqueness);
  const SearchResult result = search_technique(context.registry(), options.technique, parse_params(options.params),
                                               position.grid, options.search, position.solution);
  if (options.json) {
    std::cout << find_to_json(result, options.technique).dump() << "\n";
  } else {
    for (const auto& step : result.steps) std::cout << step_line(step) << "\n";
  }
  if (result.steps.empty()) {
    std::cerr << "npe: no instance of " << options.technique << " in " << position.origin << "\n";
    context.exit_code = kFailed;
  }
}

}  // namespace

void register_find_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<FindOptions>();
  auto* command = app.add_subcommand("find", "run one technique on one position and list what it finds");
  command->footer(
      "POSITION is a puzzle (81 characters, or 9 rows separated by '/' or newlines; candidates from the\n"
      "digits), a pencil-mark grid as HoDoKu / Sudoku Explainer print it (9 rows of 9 candidate strings,\n"
      "'|' '+' '-' '.' ':' frame characters ignored; a one-digit cell is a placed digit unless an\n"
      "81-character digits line precedes the grid), or a HoDoKu reglib line (':0200:16:givens:deleted:...').\n"
      "Givens: a digits line may write a digit placed while solving as '+5' (HoDoKu's reglib convention);\n"
      "without any '+' every placed digit is read as a given (`npe show --format position` writes them).\n"
      "Prints one line per instance: its text, then ' => ' and the eliminations ('r1c2<>38').\n"
      "Exit status 1 when the technique finds nothing; 3 when a step is unsound: it contradicts the solution,\n"
      "which npe knows from a puzzle line that carries one or, under --uniqueness check, from the exact\n"
      "solver when the digits have one solution that the candidates keep.");
  command->add_option("-t,--technique", options->technique, "technique id, e.g. locked_set.naked")->required();
  command->add_option("-p,--param", options->params, "technique parameter, e.g. --param size=3")
      ->type_name("NAME=VALUE")
      ->allow_extra_args(false);
  command->add_option("position", options->position, "the position (see below)");
  command->add_option("-f,--file", options->file, "read the position from a file");
  command->add_option("--line", options->line, "with --file: read only this line (1-based) of the file")
      ->check(CLI::PositiveNumber);
  command->add_flag("--all", options->search.all, "list every instance, not only the first");
  command->add_flag("--unique", options->search.unique,
                    "merge an instance found again in another house (same kind and cells) into the first");
  command->add_flag("--fill-singles", options->search.fill_singles, "apply naked and hidden singles first");
  add_uniqueness_option(*command, options->uniqueness);
  command->add_flag("--json", options->json,
                    "print {\"position\", \"technique\", \"steps\": [{\"text\", \"placements\", \"eliminations\"}]}");
  command->callback([&context, options] { find(context, *options); });
}

}  // namespace npe::cli
