#include "board/marked_digits.hpp"

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"

namespace npe {

namespace {

bool is_digit(char c) { return c >= '1' && c <= '9'; }

/** Calls on_cell(cell, digit, placed) for each of the field's cells; false when the field is no
 *  digits line (a bad character, a '+' not before a digit, not 81 cells). */
template <class OnCell>
bool read_cells(std::string_view field, OnCell&& on_cell) {
  int cell = 0;
  for (std::size_t i = 0; i < field.size(); ++i) {
    const bool placed = field[i] == '+';
    if (placed && (++i == field.size() || !is_digit(field[i]))) return false;
    const char c = field[i];
    if (!is_digit(c) && c != '.' && c != '0') return false;
    if (cell == 81) return false;
    on_cell(cell++, is_digit(c) ? c - '0' : 0, placed);
  }
  return cell == 81;
}

}  // namespace

bool is_marked_digits_field(std::string_view field) {
  return field.find('+') != std::string_view::npos && read_cells(field, [](int, int, bool) {});
}

MarkedDigits parse_marked_digits(std::string_view field) {
  MarkedDigits marks;
  const bool read = read_cells(field, [&](int cell, int digit, bool placed) {
    marks.digits[cell] = static_cast<std::uint8_t>(digit);
    marks.givens[cell] = digit != 0 && !placed ? 1 : 0;
    marks.marked |= placed;
  });
  if (!read) {
    throw InputError(
        "a digits line needs 81 cells ('.', '0' or a digit, '+' before a digit placed while solving), "
        "found '" +
        std::string(field.substr(0, 100)) + (field.size() > 100 ? "...'" : "'"));
  }
  return marks;
}

void set_givens(Grid& grid, const std::optional<MarkedDigits>& marks) {
  for (int cell = 0; cell < 81; ++cell) {
    grid.givens[cell] = marks && marks->marked ? marks->givens[cell] : (grid.digits[cell] != 0 ? 1 : 0);
  }
}

std::string marked_digits_line(const Grid& grid) {
  std::string line;
  line.reserve(100);
  for (int cell = 0; cell < 81; ++cell) {
    const int digit = grid.digits[cell];
    if (digit != 0 && grid.givens[cell] == 0) line += '+';
    line += digit != 0 ? static_cast<char>('0' + digit) : '.';
  }
  return line;
}

Digits given_digits(const Grid& grid) {
  Digits digits{};
  for (int cell = 0; cell < 81; ++cell) digits[cell] = grid.givens[cell] != 0 ? grid.digits[cell] : 0;
  return digits;
}

std::string position_line(const Grid& grid) { return marked_digits_line(grid) + " " + pencil_mark_string(grid); }

}  // namespace npe
