#include <fmt/format.h>

#include "reports/compare_formats.hpp"
#include "reports/compare_tables.hpp"
#include "reports/text_table.hpp"

namespace npe {

std::string compare_text(const CompareReport& report) {
  std::string out = fmt::format("npe compare: {} puzzles, {} engine types\n\n", report.puzzles, report.engines.size());
  out += engine_table(report).aligned() + "\n";
  if (const std::string levels = hodoku_level_lines(report); !levels.empty()) out += levels + "\n";
  out += technique_table(report).aligned() + "\n";
  if (const TextTable times = find_time_table(report); !times.header.empty()) {
    out += "time in find by technique (all threads, this machine):\n" + times.aligned() + "\n";
  }
  out += failure_list(report);
  for (const auto& pair : report.pairs) {
    const auto& a = report.engines[static_cast<std::size_t>(pair.a)].name;
    const auto& b = report.engines[static_cast<std::size_t>(pair.b)].name;
    out += fmt::format("{} vs {}: both solved {}, only {} {}, only {} {}, neither {}\n", a, b, pair.both_solved, a,
                       pair.only_a, b, pair.only_b, pair.neither);
    out += "  " + divergence_summary(pair) + "\n";
    const auto replaced = replacement_summary(pair, 6);
    if (!replaced.empty()) out += fmt::format("  replaced ({} -> {}): {}\n", a, b, replaced);
    for (const auto* side : {&pair.solved_only_by_a, &pair.solved_only_by_b}) {
      if (side->empty()) continue;
      const auto solved_only = static_cast<std::size_t>(side == &pair.solved_only_by_a ? pair.only_a : pair.only_b);
      const auto& who = side == &pair.solved_only_by_a ? a : b;
      out += fmt::format("  solved only by {} ({}), by the technique that made the difference:\n", who, solved_only);
      constexpr std::size_t kShown = 5;
      for (std::size_t i = 0; i < side->size() && i < kShown; ++i) {
        const auto& item = (*side)[i];
        out += fmt::format("    {} {} {}\n", item.origin, item.puzzle, item.technique);
      }
      if (solved_only > kShown) out += fmt::format("    ... and {} more (--json lists all)\n", solved_only - kShown);
    }
    out += "\n";
  }
  return out;
}

}  // namespace npe
