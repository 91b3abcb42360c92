// npe show: a position with its candidates and one step highlighted, as terminal text or SVG.
#include <unistd.h>

#include <fstream>
#include <iostream>

#include "base/atomic_file.hpp"
#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "cli/cli_context.hpp"
#include "cli/position_options.hpp"
#include "reports/board_picture.hpp"
#include "search/technique_search.hpp"

namespace npe::cli {

namespace {

struct ShowOptions {
  std::string position;
  std::string file;
  int line = 0;
  std::string technique;
  std::vector<std::string> params;
  int instance = 1;
  std::string svg;
  std::string format = "text";
  std::string colour = "auto";
  std::string uniqueness = "check";
};

void show(Context& context, const ShowOptions& options) {
  if (options.position.empty() == options.file.empty())
    throw InputError("give one position: an argument or --file FILE");
  if (options.line > 0 && options.file.empty()) throw InputError("--line needs --file");
  if (options.technique.empty() && !options.params.empty()) throw InputError("--param needs --step TECHNIQUE");
  const bool as_line = options.format != "text";
  if (as_line && (!options.technique.empty() || !options.svg.empty())) {
    throw InputError("--format " + options.format +
                     " writes the position as one line; --step and --svg draw a picture");
  }
  SearchPosition position =
      options.file.empty() ? parse_position_argument(options.position) : read_position_file(options.file, options.line);
  if (options.format == "pm729") {
    std::cout << pencil_mark_string(position.grid) << "\n";
    return;
  }
  if (options.format == "position") {
    std::cout << position_line(position.grid) << "\n";
    return;
  }
  if (options.format == "81") {
    std::cout << position.grid.to_line() << "\n";
    return;
  }
  std::optional<Step> step;
  if (!options.technique.empty()) {
    settle_uniqueness(position, options.uniqueness);
    SearchOptions search;
    search.all = true;
    const auto result = search_technique(context.registry(), options.technique, parse_params(options.params),
                                         position.grid, search, position.solution);
    if (static_cast<std::size_t>(options.instance) > result.steps.size()) {
      throw InputError(position.origin + ": " + options.technique + " finds " + std::to_string(result.steps.size()) +
                       " instance(s), not " + std::to_string(options.instance));
    }
    step = result.steps[static_cast<std::size_t>(options.instance - 1)];
  }
  const Step* highlighted = step ? &*step : nullptr;
  if (!options.svg.empty()) {
    write_file_atomically(options.svg, board_svg(position.grid, highlighted,
                                                 step ? step->technique + ": " + step_line(*step) : position.origin));
    return;
  }
  const bool colour = options.colour == "always" || (options.colour == "auto" && ::isatty(STDOUT_FILENO));
  if (step) std::cout << step->technique << ": " << step_line(*step) << "\n";
  std::cout << board_text(position.grid, highlighted, colour);
  if (step) std::cout << evidence_text(*step);
}

}  // namespace

void register_show_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ShowOptions>();
  auto* command = app.add_subcommand("show", "draw a position with its candidates and one step highlighted");
  command->footer(
      "POSITION as for `npe find` (puzzle, pencil-mark grid, reglib line). --step TECHNIQUE highlights its\n"
      "first instance (--instance K: the K-th). Text markers: -d eliminated, +d placed, *d evidence digit,\n"
      "~d fin (with colours on a terminal). --svg FILE writes the picture as SVG instead.\n"
      "--format pm729 prints the position as a 729-character pencil-mark string (9 characters per cell:\n"
      "the digit k as the k-th when a candidate, '.' when not; a placed cell as its digit alone), the form\n"
      "of Sukaku Explainer and tdoku; --format 81 prints its digits as an 81-character puzzle line;\n"
      "--format position prints both on one line with its givens: the digits line ('+' before a digit\n"
      "placed while solving), a space, the 729-character string (what every npe command reads back).\n"
      "The technique's steps are checked as `npe find` checks them (--uniqueness): exit status 3 when one\n"
      "contradicts the solution.");
  command->add_option("position", options->position, "the position");
  command->add_option("-f,--file", options->file, "read the position from a file");
  command->add_option("--line", options->line, "with --file: read only this line (1-based)")
      ->check(CLI::PositiveNumber);
  command->add_option("-s,-t,--step,--technique", options->technique,
                      "highlight a step of this technique, e.g. locked_set.naked (-t and --technique as in find)");
  command->add_option("-p,--param", options->params, "technique parameter")
      ->type_name("NAME=VALUE")
      ->allow_extra_args(false);
  command->add_option("--instance", options->instance, "which instance of the technique (1-based)")
      ->check(CLI::PositiveNumber);
  add_uniqueness_option(*command, options->uniqueness);
  command->add_option("--svg", options->svg, "write an SVG picture to FILE")->type_name("FILE");
  command
      ->add_option("--format", options->format, "text (the picture), pm729, 81 or position (the position as one line)")
      ->check(CLI::IsMember({"text", "pm729", "81", "position"}));
  command->add_option("--colour,--color", options->colour, "auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  command->callback([&context, options] { show(context, *options); });
}

}  // namespace npe::cli
