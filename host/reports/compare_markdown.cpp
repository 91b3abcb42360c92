#include <fmt/format.h>

#include "reports/compare_formats.hpp"
#include "reports/compare_tables.hpp"

namespace npe {

std::string compare_markdown(const CompareReport& report) {
  std::string out =
      fmt::format("### npe compare: {} puzzles, {} engine types\n\n", report.puzzles, report.engines.size());
  out += engine_table(report).markdown() + "\n";
  if (const std::string levels = hodoku_level_lines(report); !levels.empty()) out += levels + "\n";
  if (const std::string failures = failure_list(report); !failures.empty()) out += "```\n" + failures + "```\n\n";
  out += "<details><summary>Techniques: steps (puzzles)</summary>\n\n" + technique_table(report).markdown() +
         "\n</details>\n\n";
  if (const TextTable times = find_time_table(report); !times.header.empty()) {
    out += "<details><summary>Time in find by technique (all threads, this machine)</summary>\n\n" + times.markdown() +
           "\n</details>\n\n";
  }
  for (const auto& pair : report.pairs) {
    const auto& a = report.engines[static_cast<std::size_t>(pair.a)].name;
    const auto& b = report.engines[static_cast<std::size_t>(pair.b)].name;
    out += fmt::format("**{} vs {}**: both solved {}, only `{}` {}, only `{}` {}, neither {}. {}.\n", a, b,
                       pair.both_solved, a, pair.only_a, b, pair.only_b, pair.neither, divergence_summary(pair));
    const auto replaced = replacement_summary(pair, 5);
    if (!replaced.empty()) out += fmt::format("Replaced ({} → {}): {}.\n", a, b, replaced);
    for (const auto* side : {&pair.solved_only_by_a, &pair.solved_only_by_b}) {
      if (side->empty()) continue;
      const auto solved_only = static_cast<std::size_t>(side == &pair.solved_only_by_a ? pair.only_a : pair.only_b);
      const auto& who = side == &pair.solved_only_by_a ? a : b;
      out += fmt::format(
          "\n<details><summary>Solved only by {} ({})</summary>\n\n| puzzle | origin | technique |\n"
          "| --- | --- | --- |\n",
          who, solved_only);
      constexpr std::size_t kShown = 20;
      for (std::size_t i = 0; i < side->size() && i < kShown; ++i) {
        const auto& item = (*side)[i];
        out += fmt::format("| `{}` | {} | {} |\n", item.puzzle, item.origin, item.technique);
      }
      if (solved_only > kShown) out += fmt::format("\n… and {} more.\n", solved_only - kShown);
      out += "\n</details>\n";
    }
    out += "\n";
  }
  return out;
}

}  // namespace npe
