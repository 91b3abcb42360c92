#include "step.hpp"

#include <algorithm>
#include <map>

namespace npe {

std::string step_line(const Step& step) {
  if (step.eliminations.empty()) return step.text;
  std::map<int, std::string> digits_by_cell;
  for (const auto& e : step.eliminations) digits_by_cell[e.cell] += static_cast<char>('0' + e.digit);
  std::string line = step.text + " =>";
  for (auto& [cell, digits] : digits_by_cell) {
    std::sort(digits.begin(), digits.end());
    line += " " + cell_name(cell) + "<>" + digits;
  }
  return line;
}

std::string step_token(const Step& step) {
  if (step.text.find(' ') == std::string::npos) return step.text;
  return "[" + step.text + "]";
}

}  // namespace npe
