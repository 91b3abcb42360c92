#include "reports/status_line.hpp"

#include <algorithm>

namespace npe {

int technique_frequency(const RunResult& result) {
  int f = 0;
  for (const auto& step : result.steps) {
    if (step.status_code == 3) f += 10;
    if (step.status_code == 2) f += 1;
  }
  return f;
}

std::string status_line(const RunResult& result) {
  std::string line = "Status(" + std::to_string(result.start_digits) + ")";
  std::string codes, summary;
  int group_max = 0;
  for (const auto& step : result.steps) {
    if (step.status_code == 0) continue;
    const int cell_number = step.board_digits + 1;  // the board count this placement reaches
    if (codes.empty() || cell_number % 5 == 1) codes += ' ';
    codes += static_cast<char>('0' + step.status_code);
    group_max = std::max(group_max, step.status_code);
    if (cell_number % 5 == 0) {
      summary += static_cast<char>('0' + group_max);
      group_max = 0;
    }
  }
  if (group_max != 0) summary += static_cast<char>('0' + group_max);
  line += codes;
  if (result.outcome == Outcome::solved) line += " OK!";
  line += " /" + summary + "/ d=" + std::to_string(result.difficulty) +
          ", f=" + std::to_string(technique_frequency(result));
  return line;
}

}  // namespace npe
