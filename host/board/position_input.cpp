#include "board/position_input.hpp"

#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "board/puzzle_text.hpp"

namespace npe {

namespace {

std::vector<SourceLine> split_lines(std::string_view text) {
  std::vector<SourceLine> lines;
  int number = 1;
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, number++});
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

bool is_puzzle_line(std::string_view line) {
  line = trim(line);
  return line.substr(0, line.find_first_of(" \t")).size() == 81;
}

[[noreturn]] void fail(const std::string& name, int line, const std::string& what) {
  throw InputError(name + ":" + std::to_string(line) + ": " + what);
}

Puzzle puzzle_line(const SourceLine& line, const std::string& name) {
  try {
    return parse_puzzle_line(line.text);
  } catch (const InputError& e) {
    fail(name, line.number, e.what());
  }
}

constexpr const char* kSeveral = "several positions; pick one with --line N";

/** A position whose first content line is a puzzle line: the digits alone, or followed by a
 *  pencil-mark string (on the same line or the next) or by a pencil-mark grid. */
SearchPosition position_after_puzzle_line(const std::vector<SourceLine>& content, const std::string& name,
                                          SearchPosition position) {
  const SourceLine& first = content.front();
  // "DIGITS PM729" on one line: the digits line and the pencil-mark string, as on two lines.
  const std::string_view after = trim(first.text.substr(
      first.text.find_first_of(" \t") == std::string_view::npos ? first.text.size() : first.text.find_first_of(" \t")));
  const std::string_view field = after.substr(0, after.find_first_of(" \t"));
  if (field.size() > 81) {
    if (content.size() > 1) fail(name, content[1].number, kSeveral);
    const std::string_view digits = first.text.substr(0, 81);
    const Puzzle puzzle = puzzle_line({digits, first.number}, name);
    if (field.size() != 729) {
      fail(name, first.number,
           "after the 81 digits a field of " + std::to_string(field.size()) +
               " characters: neither a solution (81 digits) nor a 729-character pencil-mark string");
    }
    position.grid = parse_pencil_mark_string({field, first.number}, name, puzzle.givens);
    position.format = "digits+pencil-mark-string";
    return position;
  }
  const Puzzle puzzle = puzzle_line(first, name);
  if (content.size() == 2 && is_pencil_mark_string(content[1].text)) {
    position.grid = parse_pencil_mark_string(content[1], name, puzzle.givens);
    position.solution = puzzle.solution;
    position.format = "digits+pencil-mark-string";
    return position;
  }
  if (content.size() == 1) {
    position.grid = Grid::from_digits(puzzle.givens);
    position.solution = puzzle.solution;
    position.format = "puzzle";
    return position;
  }
  if (!is_pencil_mark_row(content[1].text) && !is_pencil_mark_frame(content[1].text))
    fail(name, content[1].number, kSeveral);
  position.grid = parse_pencil_marks({content.begin() + 1, content.end()}, name, puzzle.givens);
  position.solution = puzzle.solution;
  position.format = "digits+pencil-marks";
  return position;
}

/** The position of the content lines (comments and blank lines left out), givens aside. */
SearchPosition position_of(const std::vector<SourceLine>& lines, const std::vector<SourceLine>& content,
                           const std::string& name) {
  const SourceLine& first = content.front();
  SearchPosition position;
  position.origin = name + ":" + std::to_string(first.number);
  if (first.text[0] == ':') {
    if (content.size() > 1) fail(name, content[1].number, kSeveral);
    position.reglib = parse_reglib_line(first.text, position.origin);
    position.grid = position.reglib->grid;
    position.format = "reglib";
    return position;
  }
  if (is_pencil_mark_string(first.text)) {
    if (content.size() > 1) fail(name, content[1].number, kSeveral);
    position.grid = parse_pencil_mark_string(first, name);
    position.format = "pencil-mark-string";
    return position;
  }
  if (is_puzzle_line(first.text)) return position_after_puzzle_line(content, name, std::move(position));
  for (const auto& source : content) {
    if (is_pencil_mark_row(source.text)) {
      position.grid = parse_pencil_marks(content, name);
      position.format = "pencil-marks";
      return position;
    }
  }
  std::string joined;
  for (const auto& source : lines) joined += std::string(source.text) + "\n";
  std::istringstream in(joined);
  const auto puzzles = read_puzzles(in, name);
  if (puzzles.size() != 1)
    throw InputError(name + ": " + std::string(kSeveral) + " (found " + std::to_string(puzzles.size()) + ")");
  position.grid = Grid::from_digits(puzzles.front().givens);
  position.solution = puzzles.front().solution;
  position.format = "puzzle";
  return position;
}

/** When the first content line starts with a digits line that marks its givens ('+'): the marks,
 *  and in `plain` that line with the digits written plainly (81 characters), which `content` then
 *  points to. */
std::optional<MarkedDigits> take_marks(std::vector<SourceLine>& content, std::string& plain, const std::string& name) {
  SourceLine& first = content.front();
  const std::string_view field = first.text.substr(0, first.text.find_first_of(" \t"));
  if (!is_marked_digits_field(field)) return std::nullopt;
  MarkedDigits marks;
  try {
    marks = parse_marked_digits(field);
  } catch (const InputError& e) {
    fail(name, first.number, e.what());
  }
  for (const auto digit : marks.digits) plain += digit != 0 ? static_cast<char>('0' + digit) : '.';
  plain += first.text.substr(field.size());
  first.text = plain;
  return marks;
}

/** The position of these lines of a text (`lines`, numbered as in the text). */
SearchPosition parse_lines(const std::vector<SourceLine>& lines, const std::string& name) {
  std::vector<SourceLine> content;
  for (const auto& source : lines) {
    const std::string_view trimmed = trim(source.text);
    if (!trimmed.empty() && trimmed[0] != '#') content.push_back({trimmed, source.number});
  }
  if (content.empty())
    throw InputError(name + ": no position (expected a puzzle, a pencil-mark grid or a reglib line)");
  std::string plain;
  const std::optional<MarkedDigits> marks = take_marks(content, plain, name);
  SearchPosition position = position_of(lines, content, name);
  if (!position.reglib) set_givens(position.grid, marks);  // a reglib line marks its own ('+')
  if (marks && position.format == "puzzle") position.format = "digits";
  return position;
}

}  // namespace

SearchPosition parse_position(std::string_view text, const std::string& name, int line) {
  std::vector<SourceLine> lines = split_lines(text);
  if (line > 0) {
    if (line > static_cast<int>(lines.size())) {
      throw InputError(name + ": line " + std::to_string(line) + " asked for, the text has " +
                       std::to_string(lines.size()) + " lines");
    }
    lines = {lines[line - 1]};
  }
  return parse_lines(lines, name);
}

SearchPosition parse_position_line(std::string_view text, const std::string& name, int number) {
  return parse_lines({{text, number}}, name);
}

SearchPosition parse_position_argument(std::string_view text) {
  std::string normalized(text);
  for (char& c : normalized) {
    if (c == '/') c = '\n';
  }
  return parse_position(normalized, "argument");
}

SearchPosition read_position_file(const std::filesystem::path& path, int line) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw InputError(path.string() + ": is a directory, not a position");
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open position file");
  std::stringstream text;
  text << in.rdbuf();
  return parse_position(text.str(), path.string(), line);
}

}  // namespace npe
