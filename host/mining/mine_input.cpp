#include "mining/mine_input.hpp"

#include <fstream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "solver/board_validity.hpp"

namespace npe {

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw InputError(where + ": " + what); }

/** The position a line (or a step of a JSON line) gives, refused when invalid. */
MinePosition checked(SearchPosition read, std::string origin, bool path_start) {
  if (const auto reason = find_invalidity(read.grid)) fail(origin, "the position is invalid: " + *reason);
  MinePosition position{read.grid, read.solution, std::move(origin), false};
  position.path_start = path_start && position.grid.candidates == Grid::from_digits(position.grid.digits).candidates;
  return position;
}

/** The positions of one line of `npe solve --json --positions`: one per step. */
void add_json_line(const std::string& line, const std::string& where, std::vector<MinePosition>& into) {
  nlohmann::json run;
  try {
    run = nlohmann::json::parse(line);
  } catch (const nlohmann::json::exception& e) {
    fail(where, std::string("not a JSON line of npe solve --json: ") + e.what());
  }
  if (!run.is_object() || !run.contains("steps") || !run["steps"].is_array())
    fail(where, "a JSON line needs \"steps\" (npe solve --json --positions writes them)");
  int number = 0;
  for (const auto& step : run["steps"]) {
    ++number;
    if (!step.is_object() || !step.contains("position") || !step["position"].is_string())
      fail(where, "step " + std::to_string(number) + " has no \"position\": run npe solve --json --positions");
    const std::string origin = where + " step " + std::to_string(number);
    SearchPosition read;
    try {
      read = parse_position_line(step["position"].get<std::string>(), where, 0);
    } catch (const InputError& e) {
      fail(origin, e.what());
    }
    into.push_back(checked(std::move(read), origin, false));
  }
}

void add_file(const std::filesystem::path& file, std::vector<MinePosition>& into) {
  std::error_code error;
  if (std::filesystem::is_directory(file, error)) fail(file.string(), "is a directory, not a corpus");
  std::ifstream in(file);
  if (!in) fail(file.string(), "cannot open the corpus");
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::string_view text = trim(line);
    if (text.empty() || text[0] == '#') continue;
    const std::string where = file.string() + ":" + std::to_string(number);
    if (text[0] == '{') {
      add_json_line(std::string(text), where, into);
      continue;
    }
    into.push_back(checked(parse_position_line(text, file.string(), number), where, true));
  }
  if (in.bad()) fail(file.string(), "read error");
}

}  // namespace

std::vector<MinePosition> read_mine_positions(const std::vector<std::filesystem::path>& files) {
  std::vector<MinePosition> positions;
  for (const auto& file : files) add_file(file, positions);
  return positions;
}

}  // namespace npe
