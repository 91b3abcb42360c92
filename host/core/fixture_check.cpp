#include "fixture_check.hpp"

#include "search_paths.hpp"

namespace npe {

std::size_t FixtureRun::failures() const {
  std::size_t count = 0;
  for (const auto& c : cases) count += c.divergence.has_value();
  return count;
}

Fixture FixtureRun::as_recorded() const {
  Fixture recorded = fixture;
  recorded.recorded_with = now;
  recorded.cases.clear();
  for (const auto& c : cases) recorded.cases.push_back(c.actual);
  return recorded;
}

FixtureRun check_fixture(const std::filesystem::path& path, const PluginRegistry& registry,
                         const std::string& engine_override, const std::function<void()>& on_case) {
  FixtureRun result;
  result.path = path;
  result.fixture = read_fixture(path);
  const std::string engine_name = engine_override.empty() ? result.fixture.engine : engine_override;
  const auto engine_path = resolve_engine(engine_name, engine_override.empty() ? path.parent_path() : "");
  Engine engine(load_engine_type(engine_path, result.fixture.overrides), registry);
  engine.set_check_soundness(true);  // fixtures are regression tests: every step must be sound
  result.now = provenance_of(engine);
  if (!result.fixture.recorded_with.empty()) result.changes = provenance_changes(result.fixture.recorded_with, result.now);
  for (const auto& expected : result.fixture.cases) {
    CaseResult c;
    c.puzzle = parse_puzzle_line(expected.puzzle);
    c.puzzle.origin = expected.origin;
    c.run = engine.run(c.puzzle);
    c.actual = case_from_run(expected.puzzle, expected.origin, c.run);
    c.divergence = compare_case(expected, c.puzzle, c.run);
    result.cases.push_back(std::move(c));
    if (on_case) on_case();
  }
  return result;
}

}  // namespace npe
