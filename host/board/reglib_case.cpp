#include "board/reglib_case.hpp"

#include <fstream>

#include "base/errors.hpp"

namespace npe {

namespace {

struct Field {
  std::string_view text;
  int column = 0;  // 1-based column of its first character
};

class CaseReader {
 public:
  CaseReader(std::string_view line, const std::string& where) : line_(line), where_(where) {}

  [[noreturn]] void fail(int column, const std::string& what) const {
    throw InputError(where_ + ":" + std::to_string(column) + ": " + what);
  }

  std::vector<Field> fields() const {
    if (line_.empty() || line_[0] != ':') fail(1, "a reglib case starts with ':'");
    std::vector<Field> result;
    std::size_t start = 1;
    for (std::size_t i = 1; i <= line_.size(); ++i) {
      if (i == line_.size() || line_[i] == ':') {
        if (i == line_.size() && start == i) break;  // the line's closing ':'
        result.push_back({line_.substr(start, i - start), static_cast<int>(start) + 1});
        start = i + 1;
      }
    }
    // HoDoKu's tester pads a short line: placements and extra may be missing.
    if (result.size() < 5) {
      fail(static_cast<int>(line_.size()),
           "a reglib case has 5 to 7 ':'-separated fields "
           "(code:digits:givens:deleted:eliminations[:placements[:extra]]), found " +
               std::to_string(result.size()));
    }
    return result;
  }

  Mask digit_mask(const Field& field) const {
    Mask mask = 0;
    for (std::size_t i = 0; i < field.text.size(); ++i) {
      const char c = field.text[i];
      if (c < '1' || c > '9')
        fail(field.column + static_cast<int>(i), std::string("expected a digit, got '") + c + "'");
      mask |= sdk::digit_bit(c - '0');
    }
    return mask;
  }

  /** The board's digits; `placed` marks those written with '+' (placed while solving, not givens). */
  Digits givens(const Field& field, std::array<bool, 81>& placed) const {
    Digits digits{};
    placed = {};
    int cell = 0;
    for (std::size_t i = 0; i < field.text.size(); ++i) {
      const char c = field.text[i];
      const int column = field.column + static_cast<int>(i);
      if (c == '+') {
        if (i + 1 >= field.text.size() || field.text[i + 1] < '1' || field.text[i + 1] > '9') {
          fail(column, "'+' must precede a placed digit");
        }
        if (cell < 81) placed[cell] = true;
        continue;
      }
      if (cell == 81) fail(column, "more than 81 cells in the givens");
      if (c >= '1' && c <= '9')
        digits[cell] = static_cast<std::uint8_t>(c - '0');
      else if (c != '.' && c != '0')
        fail(column, std::string("unexpected character '") + c + "' in the givens");
      ++cell;
    }
    if (cell != 81) fail(field.column, "the givens hold " + std::to_string(cell) + " of 81 cells");
    return digits;
  }

  /** "dRC dRC ..." triples. */
  std::vector<CellDigit> candidates(const Field& field) const {
    std::vector<CellDigit> result;
    std::size_t i = 0;
    while (i < field.text.size()) {
      if (field.text[i] == ' ') {
        ++i;
        continue;
      }
      const std::size_t start = i;
      while (i < field.text.size() && field.text[i] != ' ') ++i;
      const std::string_view item = field.text.substr(start, i - start);
      const int column = field.column + static_cast<int>(start);
      if (item.size() != 3 || item.find_first_not_of("123456789") != std::string_view::npos) {
        fail(column, "a candidate is <digit><row><column> with digits 1..9, got '" + std::string(item) + "'");
      }
      result.push_back({static_cast<std::uint8_t>(sdk::cell_at(item[1] - '1', item[2] - '1')),
                        static_cast<std::uint8_t>(item[0] - '0')});
    }
    return result;
  }

 private:
  std::string_view line_;
  const std::string& where_;
};

}  // namespace

ReglibCase parse_reglib_line(std::string_view line, const std::string& where) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  const CaseReader reader(line, where);
  const auto fields = reader.fields();
  ReglibCase result;
  result.origin = where;
  result.line = std::string(line);
  result.code = std::string(fields[0].text);
  if (result.code.empty()) reader.fail(fields[0].column, "empty technique code");
  const auto dash = result.code.find('-');
  result.technique = result.code.substr(0, dash);
  if (dash != std::string::npos) result.variant = result.code.substr(dash + 1);
  result.digits = reader.digit_mask(fields[1]);
  std::array<bool, 81> placed{};
  result.grid = Grid::from_digits(reader.givens(fields[2], placed));
  for (int cell = 0; cell < 81; ++cell) {
    if (placed[cell]) result.grid.givens[cell] = 0;
  }
  result.grid.facts = NPE_FACT_UNIQUE;  // the library's positions come from puzzles with one solution
  for (const auto& [cell, digit] : reader.candidates(fields[3])) result.grid.eliminate(cell, digit);
  result.eliminations = reader.candidates(fields[4]);
  if (fields.size() > 5) result.placements = reader.candidates(fields[5]);
  if (fields.size() > 6) result.extra = std::string(fields[6].text);
  return result;
}

std::vector<ReglibCase> read_reglib_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open reglib file");
  std::vector<ReglibCase> cases;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    cases.push_back(parse_reglib_line(line, path.string() + ":" + std::to_string(number)));
  }
  return cases;
}

}  // namespace npe
