#include "board/pencil_marks.hpp"

#include <array>
#include <bit>

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

// Characters that stand for "not a candidate" in a 729-character string.
constexpr std::string_view kAbsent = ".0*_";

std::string fmt_char_error(char c, int digit, int cell) {
  const std::string shown = static_cast<unsigned char>(c) < 0x20 ? "a control character" : std::string("'") + c + "'";
  return "unexpected " + shown + " for digit " + std::to_string(digit) + " of " + cell_name(cell) + " (expected '" +
         std::to_string(digit) + "' or '.')";
}

/** Drops candidates a placed digit rules out (HoDoKu does the same when it reads such a grid). */
void drop_ruled_out(Grid& grid) {
  const Grid from_digits = Grid::from_digits(grid.digits);
  for (int cell = 0; cell < sdk::kCells; ++cell) grid.candidates[cell] &= from_digits.candidates[cell];
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
  drop_ruled_out(grid);
  return grid;
}

bool is_pencil_mark_string(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  if (first == std::string_view::npos) return false;
  line.remove_prefix(first);
  return line.substr(0, line.find_first_of(" \t\r")).size() == 729;
}

Grid parse_pencil_mark_string(const SourceLine& line, const std::string& name, const std::optional<Digits>& placed) {
  const std::size_t start = line.text.find_first_not_of(" \t");
  auto fail = [&](std::size_t offset, const std::string& what) -> InputError {
    return InputError(name + ":" + std::to_string(line.number) + ":" + std::to_string(start + offset + 1) + ": " +
                      what);
  };
  const std::string_view text = line.text.substr(start, 729);
  Grid grid;
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    Mask mask = 0;
    for (int digit = 1; digit <= 9; ++digit) {
      const std::size_t offset = static_cast<std::size_t>(cell * 9 + digit - 1);
      const char c = text[offset];
      if (c == '0' + digit) {
        mask |= sdk::digit_bit(digit);
      } else if (kAbsent.find(c) == std::string_view::npos) {
        throw fail(offset, fmt_char_error(c, digit, cell));
      }
    }
    if (mask == 0) throw fail(static_cast<std::size_t>(cell) * 9, cell_name(cell) + " has no candidate");
    grid.candidates[cell] = mask;
  }
  if (placed) {
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const int digit = (*placed)[cell];
      if (digit == 0) continue;
      if (grid.candidates[cell] != sdk::digit_bit(digit)) {
        throw fail(static_cast<std::size_t>(cell) * 9, cell_name(cell) + " holds " + std::to_string(digit) +
                                                           " in the digits line, the string does not show it alone");
      }
    }
  }
  // Decide every placement on the string as read, then place them all (so the order does not matter).
  std::array<std::uint8_t, sdk::kCells> digits{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (placed) {
      digits[cell] = (*placed)[cell];
      continue;
    }
    const Mask mask = grid.candidates[cell];
    if (std::popcount(static_cast<unsigned>(mask)) != 1) continue;
    bool seen = false;
    for (int peer : sdk::kPeers[cell]) seen |= (grid.candidates[peer] & mask) != 0;
    if (!seen) digits[cell] = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(mask)) + 1);
  }
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (digits[cell] == 0) continue;
    grid.digits[cell] = digits[cell];
    grid.candidates[cell] = 0;
  }
  drop_ruled_out(grid);
  return grid;
}

std::string pencil_mark_string(const Grid& grid) {
  std::string text(729, '.');
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    const Mask mask = grid.digits[cell] != 0 ? sdk::digit_bit(grid.digits[cell]) : grid.candidates[cell];
    for (int digit = 1; digit <= 9; ++digit) {
      if (sdk::has_digit(mask, digit))
        text[static_cast<std::size_t>(cell * 9 + digit - 1)] = static_cast<char>('0' + digit);
    }
  }
  return text;
}

}  // namespace npe
