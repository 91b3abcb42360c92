#include "test_support.hpp"

#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>

#include "validation/step_validation.hpp"

namespace npe::test {

std::vector<Puzzle> shipped_puzzle_sample(int per_file) {
  std::vector<Puzzle> puzzles;
  for (const char* name : {"norvig_easy.txt", "sx_easy.txt", "sx_medium.txt", "sx_hard.txt", "top1465.txt"}) {
    auto file = read_puzzle_file(source_dir() / "fixtures/puzzles" / name);
    if (static_cast<int>(file.size()) > per_file) file.resize(static_cast<std::size_t>(scaled(per_file)));
    for (auto& puzzle : file) puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

int scaled(int count, int floor) { return sanitized_build() ? std::min(count, std::max(floor, count / 40)) : count; }

int ci_share(int count, int floor) {
  if (std::getenv("NPE_LONG_TESTS") != nullptr) return count;
  return sanitized_build() ? scaled(count, floor) : std::min(count, std::max(floor, count / 4));
}

std::vector<Puzzle> sampled(std::vector<Puzzle> puzzles) {
  const int total = static_cast<int>(puzzles.size());
  const int kept = scaled(total, 1);
  if (kept >= total) return puzzles;
  std::vector<Puzzle> every;
  for (int i = 0; i < kept; ++i) every.push_back(std::move(puzzles[static_cast<std::size_t>(i * total / kept)]));
  return every;
}

const PluginRegistry& shipped_plugins() {
  static const PluginRegistry registry = load_plugins({plugin_dir()});
  return registry;
}

Grid grid_from(const std::string& line) {
  Digits digits{};
  for (int cell = 0; cell < 81; ++cell) {
    const char c = line.at(cell);
    digits[cell] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
  }
  return Grid::from_digits(digits);
}

std::vector<Step> find_steps(const std::string& technique, const Grid& grid, bool all, const ParamList& params) {
  auto instance = shipped_plugins().create(technique, params);
  std::vector<Step> steps;
  instance->find(grid, all, [&](const npe_step& raw) {
    steps.push_back(copy_step(raw, technique, technique));
    return true;
  });
  return steps;
}

std::vector<std::string> texts(const std::vector<Step>& steps) {
  std::vector<std::string> result;
  for (const auto& step : steps) result.push_back(step.text);
  return result;
}

namespace {

std::string shell_quote(const std::string& word) {
  std::string quoted = "'";
  for (char c : word) {
    if (c == '\'')
      quoted += "'\\''";
    else
      quoted += c;
  }
  return quoted + "'";
}

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

CommandResult run_npe(const std::vector<std::string>& arguments, const std::string& stdin_text) {
  static int counter = 0;
  const auto dir = temp_dir("run" + std::to_string(++counter));
  std::ofstream(dir / "in") << stdin_text;
  std::string command = shell_quote(npe_binary().string());
  for (const auto& argument : arguments) command += " " + shell_quote(argument);
  command += " <" + shell_quote((dir / "in").string()) + " >" + shell_quote((dir / "out").string()) + " 2>" +
             shell_quote((dir / "err").string());
  const int status = std::system(command.c_str());
  CommandResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_all(dir / "out");
  result.err = read_all(dir / "err");
  std::filesystem::remove_all(dir);
  return result;
}

std::filesystem::path data_file(const std::string& relative) { return source_dir() / "tests" / "data" / relative; }

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

std::filesystem::path temp_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("npe_test_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace npe::test
