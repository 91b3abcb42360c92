#include "steps/step.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace npe {

std::string step_line(const Step& step) {
  if (step.eliminations.empty()) return step.text;
  std::map<int, std::string> digits_by_cell;
  for (const auto& e : step.eliminations) digits_by_cell[e.cell] += static_cast<char>('0' + e.digit);
  // A text that states its eliminations itself (HoDoKu's "... => r2c56,r3c5<>4") keeps its head;
  // the canonical list replaces its own, so a line has one " => ".
  std::string line = step.text.substr(0, step.text.find(" => ")) + " =>";
  for (auto& [cell, digits] : digits_by_cell) {
    std::sort(digits.begin(), digits.end());
    line += " " + cell_name(cell) + "<>" + digits;
  }
  return line;
}

Step parse_step_line(const std::string& line) {
  Step step;
  const auto arrow = line.find(" =>");
  step.text = line.substr(0, arrow);
  const std::string& t = step.text;
  const std::size_t digits_at = !t.empty() && (t[0] == 'R' || t[0] == 'C' || t[0] == 'M') ? 1 : 0;
  if (t.size() == digits_at + 3 && t.find_first_not_of("123456789", digits_at) == std::string::npos) {
    const int cell = sdk::block_cell(t[digits_at] - '1', t[digits_at + 1] - '1');
    step.placements.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(t[digits_at + 2] - '0')});
  }
  if (arrow == std::string::npos) return step;
  std::istringstream rest(line.substr(arrow + 3));
  std::string token;
  int row = 0, col = 0;
  char digits[10] = {};
  while (rest >> token) {  // "r1c2<>38"
    if (std::sscanf(token.c_str(), "r%1dc%1d<>%9[1-9]", &row, &col, digits) != 3 || row < 1 || col < 1) continue;
    for (const char* d = digits; *d; ++d) {
      step.eliminations.push_back(
          {static_cast<std::uint8_t>((row - 1) * 9 + col - 1), static_cast<std::uint8_t>(*d - '0')});
    }
  }
  return step;
}

std::string step_token(const Step& step) {
  if (step.text.find(' ') == std::string::npos) return step.text;
  return "[" + step.text + "]";
}

}  // namespace npe
