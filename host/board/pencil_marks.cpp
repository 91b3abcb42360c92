#include "board/pencil_marks.hpp"

#include "base/errors.hpp"

namespace npe {

namespace {

constexpr std::string_view kFrame = "|+-.:'=";

bool is_frame_char(char c) { return kFrame.find(c) != std::string_view::npos; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/** A candidate string and the 1-based column where it starts. */
struct Token {
  std::string_view text;
  int column = 0;
};

/** Splits a row at spaces and frame characters. */
std::vector<Token> tokens_of(std::string_view line) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  while (i < line.size()) {
    if (is_space(line[i]) || is_frame_char(line[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < line.size() && !is_space(line[i]) && !is_frame_char(line[i])) ++i;
    tokens.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return tokens;
}

bool is_candidate_string(std::string_view text) {
  return !text.empty() && text.find_first_not_of("123456789") == std::string_view::npos;
}

}  // namespace

bool is_pencil_mark_frame(std::string_view line) {
  for (char c : line) {
    if (!is_space(c) && !is_frame_char(c)) return false;
  }
  return true;
}

bool is_pencil_mark_row(std::string_view line) {
  const auto tokens = tokens_of(line);
  if (tokens.size() != 9) return false;
  for (const auto& token : tokens) {
    if (!is_candidate_string(token.text)) return false;
  }
  return true;
}

Grid parse_pencil_marks(const std::vector<SourceLine>& lines, const std::string& name,
                        const std::optional<Digits>& placed) {
  auto fail = [&](int line, int column, const std::string& what) -> InputError {
    return InputError(name + ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "") + ": " +
                      what);
  };
  Grid grid;
  int row = 0;
  int last_line = lines.empty() ? 0 : lines.back().number;
  for (const auto& [text, number] : lines) {
    if (is_pencil_mark_frame(text)) continue;
    const auto tokens = tokens_of(text);
    if (row == 9) throw fail(number, 0, "pencil-mark grid has more than 9 rows");
    if (tokens.size() != 9) {
      throw fail(number, tokens.empty() ? 0 : tokens.front().column,
                 "a pencil-mark row needs 9 candidate strings, found " + std::to_string(tokens.size()));
    }
    for (int col = 0; col < 9; ++col) {
      const auto& token = tokens[col];
      Mask mask = 0;
      for (std::size_t k = 0; k < token.text.size(); ++k) {
        const char c = token.text[k];
        const int column = token.column + static_cast<int>(k);
        if (c < '1' || c > '9') {
          throw fail(number, column, std::string("unexpected character '") + c + "' in a candidate string");
        }
        if (sdk::has_digit(mask, c - '0')) throw fail(number, column, std::string("digit ") + c + " repeated");
        mask |= sdk::digit_bit(c - '0');
      }
      const int cell = row * 9 + col;
      if (placed) {
        const int digit = (*placed)[cell];
        if (digit != 0 && !(token.text.size() == 1 && token.text[0] == '0' + digit)) {
          throw fail(number, token.column,
                     cell_name(cell) + " holds " + std::to_string(digit) + " in the digits line, the grid shows '" +
                         std::string(token.text) + "'");
        }
        grid.digits[cell] = static_cast<std::uint8_t>(digit);
        grid.candidates[cell] = digit != 0 ? 0 : mask;
      } else if (token.text.size() == 1) {
        grid.digits[cell] = static_cast<std::uint8_t>(token.text[0] - '0');
      } else {
        grid.candidates[cell] = mask;
      }
    }
    ++row;
  }
  if (row != 9) throw fail(last_line, 0, "pencil-mark grid has " + std::to_string(row) + " of 9 rows");
  // Drop candidates a placed digit rules out (HoDoKu does the same when it reads such a grid).
  const Grid from_digits = Grid::from_digits(grid.digits);
  for (int cell = 0; cell < sdk::kCells; ++cell) grid.candidates[cell] &= from_digits.candidates[cell];
  return grid;
}

}  // namespace npe
