#include "fixture.hpp"

#include <yaml-cpp/yaml.h>

#include <fstream>
#include <set>
#include <sstream>

#include "atomic_file.hpp"
#include "errors.hpp"

namespace npe {

namespace {

std::string where(const std::filesystem::path& path, const YAML::Node& node) {
  if (!node.IsDefined()) return path.string();  // a missing node has no place (Mark() would throw)
  const YAML::Mark mark = node.Mark();
  return path.string() + ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1);
}

[[noreturn]] void fail(const std::filesystem::path& path, const YAML::Node& node, const std::string& what) {
  throw InputError(where(path, node) + ": " + what);
}

std::string scalar(const std::filesystem::path& path, const YAML::Node& node, const std::string& key) {
  if (!node || !node.IsScalar()) fail(path, node, "'" + key + "' must be a string");
  return node.Scalar();
}

/** A key the map must have, reported at the map's place when missing. */
std::string required(const std::filesystem::path& path, const YAML::Node& map, const std::string& key) {
  const YAML::Node node = map[key];
  if (!node) fail(path, map, "missing '" + key + "'");
  return scalar(path, node, key);
}

void check_keys(const std::filesystem::path& path, const YAML::Node& map, const std::set<std::string>& allowed) {
  std::set<std::string> seen;
  for (const auto& item : map) {
    const std::string key = scalar(path, item.first, "key");
    if (!allowed.count(key)) fail(path, item.first, "unknown key '" + key + "'");
    if (!seen.insert(key).second) fail(path, item.first, "duplicate key '" + key + "'");
  }
}

/** A YAML double-quoted scalar. */
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

FixtureCase read_case(const std::filesystem::path& path, const YAML::Node& node) {
  if (!node.IsMap()) fail(path, node, "a puzzle entry is a map with puzzle, outcome, steps");
  check_keys(path, node, {"puzzle", "origin", "outcome", "steps"});
  FixtureCase c;
  c.line = node.Mark().line + 1;
  c.puzzle = required(path, node, "puzzle");
  try {
    parse_puzzle_line(c.puzzle);
  } catch (const InputError& e) {
    fail(path, node["puzzle"], e.what());
  }
  if (node["origin"]) c.origin = scalar(path, node["origin"], "origin");
  c.outcome = required(path, node, "outcome");
  if (c.outcome != "solved" && c.outcome != "stuck" && c.outcome != "invalid" && c.outcome != "step-limit") {
    fail(path, node["outcome"], "outcome must be solved, stuck, invalid or step-limit");
  }
  const YAML::Node steps = node["steps"];
  if (!steps || !steps.IsSequence()) fail(path, node, "'steps' must be a list (possibly empty: [])");
  for (const auto& step : steps) c.steps.push_back(scalar(path, step, "step"));
  return c;
}

Provenance read_provenance(const std::filesystem::path& path, const YAML::Node& node) {
  if (!node.IsMap()) fail(path, node, "'recorded_with' must be a map");
  check_keys(path, node, {"npe", "engine", "engine_hash", "techniques"});
  Provenance provenance;
  provenance.npe_version = required(path, node, "npe");
  provenance.engine_name = required(path, node, "engine");
  provenance.engine_hash = required(path, node, "engine_hash");
  const YAML::Node techniques = node["techniques"];
  if (!techniques || !techniques.IsMap()) fail(path, node, "'techniques' must be a map of id to plugin and version");
  for (const auto& item : techniques) {
    provenance.techniques[scalar(path, item.first, "technique id")] = scalar(path, item.second, "plugin version");
  }
  return provenance;
}

}  // namespace

Fixture read_fixture(const std::filesystem::path& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw InputError(path.string() + ": is a directory, not a fixture");
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open fixture");
  std::stringstream text;
  text << in.rdbuf();
  return parse_fixture(text.str(), path);
}

Fixture parse_fixture(const std::string& text, const std::filesystem::path& path) {
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    throw InputError(path.string() + ":" + std::to_string(e.mark.line + 1) + ":" +
                     std::to_string(e.mark.column + 1) + ": " + e.msg);
  }
  if (!root.IsMap()) throw InputError(path.string() + ": a fixture is a YAML map (is the file cut short or empty?)");
  const YAML::Node& doc = root;
  check_keys(path, doc, {"engine", "set", "source", "recorded_with", "puzzles"});
  Fixture fixture;
  fixture.engine = required(path, doc, "engine");
  if (const auto set = doc["set"]) {
    if (!set.IsSequence()) fail(path, set, "'set' must be a list of key=value strings");
    for (const auto& item : set) fixture.overrides.push_back(scalar(path, item, "set entry"));
  }
  if (doc["source"]) fixture.source = scalar(path, doc["source"], "source");
  if (const auto recorded = doc["recorded_with"]) fixture.recorded_with = read_provenance(path, recorded);
  const YAML::Node puzzles = doc["puzzles"];
  if (!puzzles || !puzzles.IsSequence() || puzzles.size() == 0) {
    throw InputError(path.string() + ": 'puzzles' must be a non-empty list");
  }
  for (const auto& node : puzzles) fixture.cases.push_back(read_case(path, node));
  return fixture;
}

void write_fixture(const Fixture& fixture, const std::filesystem::path& path) {
  std::ostringstream out;
  out << "# npe fixture: expected step sequences, one step per line (npe fixture check / record)\n";
  out << "engine: " << quoted(fixture.engine) << "\n";
  if (!fixture.overrides.empty()) {
    out << "set:\n";
    for (const auto& item : fixture.overrides) out << "  - " << quoted(item) << "\n";
  }
  if (!fixture.source.empty()) out << "source: " << quoted(fixture.source) << "\n";
  if (!fixture.recorded_with.empty()) {
    const Provenance& p = fixture.recorded_with;
    out << "recorded_with:\n  npe: " << quoted(p.npe_version) << "\n  engine: " << quoted(p.engine_name)
        << "\n  engine_hash: " << quoted(p.engine_hash) << "\n  techniques:\n";
    for (const auto& [id, plugin] : p.techniques) out << "    " << quoted(id) << ": " << quoted(plugin) << "\n";
  }
  out << "puzzles:\n";
  for (const auto& c : fixture.cases) {
    out << "  - puzzle: " << quoted(c.puzzle) << "\n";
    if (!c.origin.empty()) out << "    origin: " << quoted(c.origin) << "\n";
    out << "    outcome: " << c.outcome << "\n";
    if (c.steps.empty()) {
      out << "    steps: []\n";
      continue;
    }
    out << "    steps:\n";
    for (const auto& step : c.steps) out << "      - " << quoted(step) << "\n";
  }
  write_file_atomically(path, out.str());
}

FixtureCase case_from_run(const std::string& puzzle_text, const std::string& origin, const RunResult& run) {
  FixtureCase c;
  c.puzzle = puzzle_text;
  c.origin = origin;
  c.outcome = std::string(outcome_name(run.outcome));
  for (const auto& step : run.steps) c.steps.push_back(step_line(step.step));
  return c;
}

std::optional<Divergence> compare_case(const FixtureCase& expected, const Puzzle& puzzle, const RunResult& run) {
  Grid board = Grid::from_digits(puzzle.givens);
  const std::size_t common = std::min(expected.steps.size(), run.steps.size());
  for (std::size_t i = 0; i <= common; ++i) {
    const bool expected_more = i < expected.steps.size();
    const bool actual_more = i < run.steps.size();
    const std::string actual = actual_more ? step_line(run.steps[i].step) : "(end: " + std::string(outcome_name(run.outcome)) + ")";
    const std::string wanted = expected_more ? expected.steps[i] : "(end: " + expected.outcome + ")";
    if (!expected_more && !actual_more) break;
    if (actual != wanted) return Divergence{i, wanted, actual, board};
    for (const auto& [cell, digit] : run.steps[i].step.eliminations) board.eliminate(cell, digit);
    for (const auto& [cell, digit] : run.steps[i].step.placements) board.place(cell, digit);
  }
  if (expected.outcome != outcome_name(run.outcome)) {
    return Divergence{common, "outcome " + expected.outcome, "outcome " + std::string(outcome_name(run.outcome)) +
                                                                 (run.reason.empty() ? "" : " (" + run.reason + ")"),
                      board};
  }
  return std::nullopt;
}

std::string board_picture(const Grid& grid) {
  std::string out;
  for (int row = 0; row < 9; ++row) {
    if (row == 3 || row == 6) out += "------+-------+------\n";
    for (int col = 0; col < 9; ++col) {
      if (col == 3 || col == 6) out += "| ";
      const int digit = grid.digits[row * 9 + col];
      out += digit ? static_cast<char>('0' + digit) : '.';
      out += col == 8 ? '\n' : ' ';
    }
  }
  return out;
}

}  // namespace npe
