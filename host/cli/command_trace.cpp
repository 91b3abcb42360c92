// npe trace: one puzzle run by one or more engine types, written as a page that steps through the
// runs (board before each step, the step highlighted, the step list, the status line).
#include <fmt/format.h>

#include <iostream>

#include "base/atomic_file.hpp"
#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "reports/trace.hpp"

namespace npe::cli {

namespace {

struct TraceOptions {
  EngineTypeFlags engine;
  std::string puzzle;
  std::string file;
  int line = 0;
  std::string html;
};

Puzzle chosen_puzzle(const TraceOptions& options) {
  if (options.puzzle.empty() == options.file.empty()) throw InputError("give one puzzle: an argument or --file FILE");
  if (options.line > 0 && options.file.empty()) throw InputError("--line needs --file");
  if (!options.puzzle.empty()) return parse_puzzle_argument(options.puzzle);
  auto puzzles = read_puzzle_file(options.file);
  if (options.line == 0) {
    if (puzzles.size() != 1) {
      throw InputError(options.file + ": holds " + std::to_string(puzzles.size()) + " puzzles; pick one with --line N");
    }
    return std::move(puzzles.front());
  }
  const std::string origin = options.file + ":" + std::to_string(options.line);
  for (auto& puzzle : puzzles) {
    if (puzzle.origin == origin) return std::move(puzzle);
  }
  throw InputError(origin + ": no puzzle starts on this line");
}

void trace(Context& context, const TraceOptions& options) {
  const Puzzle puzzle = chosen_puzzle(options);
  const auto types = options.engine.load();
  std::vector<TraceSide> sides;
  for (const auto& type : types) {
    Engine engine(type, context.registry());
    sides.push_back(trace_side(puzzle, engine.run(puzzle), type.candidates));
  }
  const std::string origin = puzzle.origin.empty() ? "argument" : puzzle.origin;
  const TraceCase trace = trace_case(origin, puzzle, std::move(sides));
  std::string title = "npe trace: ";
  for (std::size_t i = 0; i < types.size(); ++i) title += (i ? " vs " : "") + types[i].name;
  write_file_atomically(options.html, trace_html(title, {trace}));
  std::cout << fmt::format("wrote {} ({} engine type{}, {} steps", options.html, types.size(),
                           types.size() == 1 ? "" : "s", trace.sides.front().steps.size());
  for (std::size_t i = 1; i < trace.sides.size(); ++i) std::cout << " / " << trace.sides[i].steps.size();
  if (trace.divergence >= 0) std::cout << fmt::format("; first divergence at step {}", trace.divergence + 1);
  std::cout << ")\n";
}

}  // namespace

void register_trace_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<TraceOptions>();
  auto* command = app.add_subcommand("trace", "write a page that steps through the runs of one puzzle");
  command->footer(
      "Runs each engine type on the puzzle and writes one self-contained HTML page: the board with its\n"
      "candidates before each step, the step highlighted as `npe show` draws it, what preprocessing removed\n"
      "before it, the list of steps (current one marked) and the status line. Two or more engine types\n"
      "are shown side by side at the same step, with a jump to their first divergence. Keys: Right/n next,\n"
      "Left/p previous, Home, End, d divergence, g jump; page.html#12 opens at step 12.");
  options->engine.add_to(*command, true);
  command->add_option("puzzle", options->puzzle, "puzzle: 81 characters ('.' or 0 empty), or 9 rows separated by '/'");
  command->add_option("-f,--file", options->file, "read the puzzle from a file")->allow_extra_args(false);
  command->add_option("--line", options->line, "with --file: the puzzle on this line (1-based)")
      ->check(CLI::PositiveNumber);
  command->add_option("--html", options->html, "write the page to FILE (atomically)")->type_name("FILE")->required();
  command->callback([&context, options] { trace(context, *options); });
}

}  // namespace npe::cli
