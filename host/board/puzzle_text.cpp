#include "board/puzzle_text.hpp"

#include <fstream>
#include <sstream>

#include "base/errors.hpp"

namespace npe {

namespace {

constexpr std::string_view kSpace = " \t\r\n";

std::string quote_char(char c) {
  if (c >= 0x20 && c < 0x7f) return std::string("'") + c + "'";
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "byte 0x%02x", static_cast<unsigned char>(c));
  return buffer;
}

/** A cell character: digit, or '.', '0', '-' for empty (any of them, as the seeds use). */
int cell_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c == '.' || c == '0' || c == '-') return 0;
  return -1;
}

Digits parse_cells(std::string_view cells, std::string_view what) {
  Digits digits{};
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int value = cell_value(cells[i]);
    if (value < 0) {
      throw InputError(std::string(what) + ": unexpected character " + quote_char(cells[i]) + " at column " +
                       std::to_string(i + 1));
    }
    digits[i] = static_cast<std::uint8_t>(value);
  }
  return digits;
}

/** One row of the seed's grid ("1: -2- --7 3--", "-2---73--", "|.2.|..7|3..|"), or nothing. */
std::optional<std::string> grid_row(std::string_view line) {
  line = trim(line);
  if (line.size() >= 2 && line[0] >= '1' && line[0] <= '9' && trim(line.substr(1)).starts_with(':')) {
    line = trim(line.substr(line.find(':') + 1));
  }
  std::string cells;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '|') continue;
    if (cell_value(c) < 0) return std::nullopt;
    cells += c;
  }
  if (cells.size() != 9) return std::nullopt;
  return cells;
}

bool is_column_header(std::string_view line) {
  std::string letters;
  for (char c : trim(line)) {
    if (c != ' ') letters += c;
  }
  return letters == "ABCDEFGHI";
}

bool is_frame_line(std::string_view line) {
  line = trim(line);
  return !line.empty() && line.find_first_not_of("-+=| ") == std::string_view::npos &&
         line.find('+') != std::string_view::npos;
}

Puzzle from_rows(const std::vector<std::string>& rows) {
  std::string cells;
  for (const auto& row : rows) cells += row;
  Puzzle puzzle;
  puzzle.givens = parse_cells(cells, "grid");
  return puzzle;
}

}  // namespace

std::string Puzzle::givens_line() const {
  std::string line;
  append_givens_line(line);
  return line;
}

void Puzzle::append_givens_line(std::string& out) const {
  const std::size_t at = out.size();
  out.resize(at + 81);
  for (std::size_t cell = 0; cell < 81; ++cell) {
    out[at + cell] = givens[cell] != 0 ? static_cast<char>('0' + givens[cell]) : '.';
  }
}

std::string_view trim(std::string_view text) {
  const auto first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

Puzzle parse_puzzle_line(std::string_view line) {
  line = trim(line);
  const auto end = line.find_first_of(kSpace);
  const std::string_view cells = line.substr(0, end);
  if (cells.size() != 81) {
    throw InputError("a puzzle line needs 81 cells, found " + std::to_string(cells.size()) + " characters");
  }
  Puzzle puzzle;
  puzzle.givens = parse_cells(cells, "puzzle");
  if (end == std::string_view::npos) return puzzle;
  const std::string_view rest = trim(line.substr(end));
  const std::string_view field = rest.substr(0, rest.find_first_of(kSpace));
  if (field.size() == 81 && field.find_first_not_of("123456789") == std::string_view::npos) {
    Digits solution = parse_cells(field, "solution");
    for (int cell = 0; cell < 81; ++cell) {
      if (puzzle.givens[cell] != 0 && puzzle.givens[cell] != solution[cell]) {
        throw InputError("the solution contradicts the given " + std::to_string(puzzle.givens[cell]) + " at " +
                         cell_name(cell));
      }
    }
    puzzle.solution = solution;
    puzzle.extra = std::string(trim(rest.substr(field.size())));
  } else {
    puzzle.extra = std::string(rest);
  }
  return puzzle;
}

PuzzleReader::PuzzleReader(std::istream& in, std::string name) : in_(in), name_(std::move(name)) {}

std::optional<Puzzle> PuzzleReader::next() {
  auto fail = [&](int at, const std::string& what) -> InputError {
    return InputError(name_ + ":" + std::to_string(at) + ": " + what);
  };
  std::string line;
  while (std::getline(in_, line)) {
    ++number_;
    const std::string_view text = trim(line);
    if (text.empty() || text.starts_with('#')) {
      if (!rows_.empty()) throw fail(grid_start_, "grid cut short: " + std::to_string(rows_.size()) + " of 9 rows");
      continue;
    }
    if (rows_.empty() && text.substr(0, text.find_first_of(kSpace)).size() == 81) {
      Puzzle puzzle;
      try {
        puzzle = parse_puzzle_line(text);
      } catch (const InputError& e) {
        throw fail(number_, e.what());
      }
      puzzle.origin = name_ + ":" + std::to_string(number_);
      return puzzle;
    }
    if (is_column_header(text) || is_frame_line(text)) continue;
    auto row = grid_row(text);
    if (!row && rows_.empty() && text.substr(0, text.find_first_of(kSpace)).size() > 12) {
      try {
        parse_puzzle_line(text);  // a long token: report it as a puzzle line of the wrong length
      } catch (const InputError& e) {
        throw fail(number_, e.what());
      }
    }
    if (!row) {
      throw fail(number_, "not a puzzle: expected an 81-character line or a 9-cell grid row, got '" +
                              std::string(text.substr(0, 40)) + (text.size() > 40 ? "...'" : "'"));
    }
    if (rows_.empty()) grid_start_ = number_;
    rows_.push_back(*row);
    if (rows_.size() == 9) {
      Puzzle puzzle = from_rows(rows_);
      puzzle.origin = name_ + ":" + std::to_string(grid_start_);
      rows_.clear();
      return puzzle;
    }
  }
  if (!rows_.empty()) throw fail(grid_start_, "grid cut short: " + std::to_string(rows_.size()) + " of 9 rows");
  return std::nullopt;
}

std::vector<Puzzle> read_puzzles(std::istream& in, const std::string& name) {
  std::vector<Puzzle> puzzles;
  PuzzleReader reader(in, name);
  while (auto puzzle = reader.next()) puzzles.push_back(std::move(*puzzle));
  return puzzles;
}

std::vector<Puzzle> read_puzzle_file(const std::filesystem::path& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    throw InputError(path.string() + ": is a directory, not a puzzle file");
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open puzzle file");
  auto puzzles = read_puzzles(in, path.string());
  if (puzzles.empty()) throw InputError(path.string() + ": no puzzle in the file");
  return puzzles;
}

Puzzle parse_puzzle_argument(std::string_view text) {
  text = trim(text);
  std::string normalized(text);
  for (char& c : normalized) {
    if (c == '/') c = '\n';
  }
  std::istringstream in(normalized);
  auto puzzles = read_puzzles(in, "puzzle");
  if (puzzles.size() != 1) {
    throw InputError("puzzle: expected one puzzle (81 characters, or 9 rows separated by '/'), got " +
                     std::to_string(puzzles.size()));
  }
  puzzles.front().origin = "argument";
  return puzzles.front();
}

}  // namespace npe
