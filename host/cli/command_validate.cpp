// npe validate: each puzzle's verdict from the exact solver (invalid, no solution, unique,
// multiple, limit reached); --orders adds NpValidLE's order diagnostics (docs/seed-notes.md).
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/cli_context.hpp"
#include "cli/order_view.hpp"
#include "solver/order_search.hpp"
#include "solver/puzzle_validation.hpp"

namespace npe::cli {

namespace {

struct ValidateOptions {
  PuzzleOptions puzzles;
  bool json = false;
  bool orders = false;
  CountOptions count;
};

std::string solution_line(const Digits& digits) {
  std::string line;
  for (auto d : digits) line += static_cast<char>('0' + d);
  return line;
}

std::string count_text(const Validation& v) {
  const SolutionCount& c = v.count;
  switch (v.verdict) {
    case Verdict::invalid: return "invalid (" + v.reason + ")";
    case Verdict::multiple:
      return c.end == CountEnd::exhausted ? fmt::format("multiple ({} solutions)", c.count)
                                          : fmt::format("multiple (at least {} solutions)", c.count);
    case Verdict::limit_reached:
      return fmt::format("limit reached ({} trials, {} solution{} found so far)", c.trials, c.count,
                         c.count == 1 ? "" : "s");
    default: return std::string(verdict_name(v.verdict));
  }
}

void print_text(const Puzzle& puzzle, const Validation& v) {
  std::cout << "puzzle: " << puzzle.givens_line() << "\n";
  if (!puzzle.origin.empty()) std::cout << "origin: " << puzzle.origin << "\n";
  std::cout << "result: " << count_text(v) << "\n";
  if (v.verdict == Verdict::unique) std::cout << "solution: " << solution_line(v.count.solutions[0]) << "\n";
  if (v.verdict == Verdict::multiple) {
    std::cout << "solution 1: " << solution_line(v.count.solutions[0]) << "\n"
              << "solution 2: " << solution_line(v.count.solutions[1]) << "\n"
              << "differ:";
    for (int cell : v.differing) std::cout << ' ' << cell_name(cell);
    std::cout << "\n";
  }
}

nlohmann::json to_json(const Puzzle& puzzle, const Validation& v) {
  nlohmann::json json{{"puzzle", puzzle.givens_line()}, {"origin", puzzle.origin}, {"result", verdict_name(v.verdict)}};
  if (v.verdict == Verdict::invalid) {
    json["reason"] = v.reason;
    return json;
  }
  json["count"] = v.count.count;
  json["count_exact"] = v.count.end == CountEnd::exhausted;
  json["trials"] = v.count.trials;
  nlohmann::json solutions = nlohmann::json::array();
  for (int i = 0; i < std::min(v.count.count, 2); ++i) solutions.push_back(solution_line(v.count.solutions[i]));
  json["solutions"] = std::move(solutions);
  if (v.verdict == Verdict::multiple) {
    nlohmann::json cells = nlohmann::json::array();
    for (int cell : v.differing) cells.push_back(cell_name(cell));
    json["differ"] = std::move(cells);
  }
  return json;
}

void validate(Context& context, const ValidateOptions& options) {
  bool all_unique = true;
  for (const auto& puzzle : options.puzzles.read()) {
    const Validation v = validate_puzzle(puzzle.givens, options.count);
    all_unique = all_unique && v.verdict == Verdict::unique;
    std::optional<OrderDiagnosis> orders;
    if (options.orders && v.verdict != Verdict::invalid)
      orders = diagnose_orders(puzzle.givens, options.count.max_trials);
    if (options.json) {
      nlohmann::json json = to_json(puzzle, v);
      if (orders) json["orders"] = orders_json(*orders, v);
      std::cout << json.dump() << "\n";
    } else {
      print_text(puzzle, v);
      if (orders) std::cout << orders_text(*orders, v);
      std::cout << "\n";
    }
  }
  if (!all_unique) context.exit_code = kFailed;
}

}  // namespace

void register_validate_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ValidateOptions>();
  auto* command = app.add_subcommand("validate", "check puzzles: invalid, no solution, unique or multiple");
  command->footer(
      "Per puzzle: invalid (a digit twice in a house, a cell without candidates, a digit without place in a\n"
      "house), no solution, unique (with the solution), multiple (two solutions and the cells where they\n"
      "differ) or limit reached (the trial limit ended the search). Exit code 0 only when every puzzle is unique.\n"
      "--count-limit N counts up to N solutions (default 2, enough to decide uniqueness).\n"
      "--orders adds NpValidLE's check (docs/seed-notes.md): backtracking in six cell orders and two digit orders;\n"
      "board A = rows forward ∩ backward, B = digits 1..9 ∩ 9..1, C = block order ('*': answers differ).");
  options->puzzles.add_to(*command);
  command->add_flag("--json", options->json, "print one JSON object per puzzle per line");
  command->add_flag("--orders", options->orders, "add NpValidLE's order diagnostics");
  command->add_option("--count-limit", options->count.max_solutions, "count solutions up to N (default 2)")
      ->check(CLI::PositiveNumber);
  command
      ->add_option("--max-trials", options->count.max_trials,
                   "guesses before `limit reached` (default 1000000, the seed's limit)")
      ->check(CLI::PositiveNumber);
  command->callback([&context, options] { validate(context, *options); });
}

}  // namespace npe::cli
