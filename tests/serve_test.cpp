// npe serve's workbench and routes without the HTTP transport (docs/serve.md): positions in every
// form with their errors, every technique's steps sorted by rating then technique, a crashing and a
// looping technique costing only their own entries an error while the next request is served, an
// edited candidate changing what is found, applying a step, two engine types and their divergence,
// and the token on every route. The browser, load and transport tests are tests/browser/serve_test.py.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "engine/engine_type.hpp"
#include "loader/search_paths.hpp"
#include "serve/api.hpp"
#include "serve/workbench.hpp"
#include "test_support.hpp"

namespace npe::serve_test {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

// fixtures/puzzles/sx_hard.txt line 3: npe-type1 is stuck after 13 steps, npe-type2 goes further.
const std::string kHard = ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.";

/** A workbench on `paths` (npe-type1 and npe-type2 as its engine types), kept: its workers serve
 *  every test. */
Workbench* make_workbench(const std::vector<std::filesystem::path>& paths, double technique_timeout) {
  static std::vector<std::unique_ptr<PluginRegistry>> registries;
  registries.push_back(std::make_unique<PluginRegistry>(load_plugins(paths)));
  WorkbenchOptions options;
  options.workers = 1;
  options.technique_timeout = technique_timeout;
  options.request_timeout = 600;
  std::vector<EngineType> types;
  for (const char* name : {"npe-type1", "npe-type2"}) types.push_back(load_engine_type(resolve_engine(name)));
  return new Workbench(*registries.back(), std::move(types), options);
}

const bool kSanitized = test::sanitized_build();

/** The shipped plugins, with time enough for every technique even under the sanitizers. */
Workbench& workbench() {
  static Workbench* bench = make_workbench({test::plugin_dir()}, 120);
  return *bench;
}

/** The shipped plugins and the two broken ones that crash (broken.crash) and loop (broken.loop); the
 *  loop costs the technique timeout on every step list. */
Workbench& broken_workbench() {
  static Workbench* bench = make_workbench({test::plugin_dir(), test::broken_plugin_dir() / "crash_in_find.so",
                                            test::broken_plugin_dir() / "endless_loop.so"},
                                           kSanitized ? 8 : 2);
  return *bench;
}

/** The listed steps' lines, leaving out the techniques that failed in `also` too (under the
 *  sanitizers a slow technique may pass the short timeout of broken_workbench). */
std::vector<std::string> answered_lines(const Json& steps, const Json& also) {
  std::set<std::string> failed;
  for (const auto* list : {&steps, &also}) {
    for (const auto& error : (*list)["errors"]) failed.insert(error["technique"].get<std::string>());
  }
  std::vector<std::string> lines;
  for (const auto& step : steps["steps"]) {
    if (!failed.count(step["technique"]))
      lines.push_back(step["technique"].get<std::string>() + ": " + step["line"].get<std::string>());
  }
  return lines;
}

Json position_body(const std::string& text) { return {{"position", text}}; }

std::vector<std::string> listed_lines(const Json& steps) {
  std::vector<std::string> lines;
  for (const auto& step : steps["steps"])
    lines.push_back(step["technique"].get<std::string>() + ": " + step["line"].get<std::string>());
  return lines;
}

TEST(Serve, APositionIsReadInEveryFormAndGivenBackAsDigitsAndPencilMarks) {
  const Grid grid = test::grid_from(kHard);
  const std::string marks = pencil_mark_string(grid);
  const Json from_puzzle = workbench().position(position_body(kHard));
  EXPECT_EQ(from_puzzle["format"], "puzzle");
  EXPECT_EQ(from_puzzle["digits"], kHard);
  EXPECT_EQ(from_puzzle["pm729"], marks);
  const Json from_marks = workbench().position(position_body(marks));
  EXPECT_EQ(from_marks["format"], "pencil-mark-string");
  EXPECT_EQ(from_marks["pm729"], marks);
  EXPECT_EQ(from_marks["digits"], kHard);
  // The state the page sends back reads as the same position.
  const Json again = workbench().position(position_body(from_puzzle["state"].get<std::string>()));
  EXPECT_EQ(again["format"], "digits+pencil-mark-string");
  EXPECT_EQ(again["pm729"], marks);
  EXPECT_THAT(from_puzzle["svg"].get<std::string>(), HasSubstr("<svg"));
  // The find command's argument is this position, as `npe find` reads it.
  const std::string command = from_puzzle["find_command"], prefix = "npe find --all --technique TECHNIQUE ";
  ASSERT_EQ(command.rfind(prefix, 0), 0u) << command;
  const SearchPosition argument = parse_position_argument(command.substr(prefix.size()));
  EXPECT_EQ(argument.format, "digits+pencil-mark-string");
  EXPECT_EQ(pencil_mark_string(argument.grid), marks);
}

TEST(Serve, BadPositionsAreInputErrorsNamingWhatIsWrong) {
  EXPECT_THROW(workbench().position(Json{{"text", kHard}}), InputError);
  try {
    workbench().position(position_body("12345"));
    FAIL() << "a 5-character position was read";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("position:1"));
  }
  // r1c1 sees the 8 in r1c2: 8 is no candidate there.
  EXPECT_THROW(workbench().apply({{"position", kHard}, {"eliminations", {{0, 8}}}}), InputError);
}

TEST(Serve, AllStepsAreSortedByRatingThenTechniqueAndACrashOrLoopCostsOnlyItsEntry) {
  const Json first = broken_workbench().steps(position_body(pencil_mark_string(test::grid_from(kHard))));
  ASSERT_GT(first["steps"].size(), 10u);
  const auto& steps = first["steps"];
  // Unrated steps (null: many HoDoKu families have points only) come after the rated ones.
  auto key = [](const Json& step) { return step["rating"].is_null() ? 1e9 : step["rating"].get<double>(); };
  for (std::size_t i = 1; i < steps.size(); ++i) {
    const double a = key(steps[i - 1]), b = key(steps[i]);
    EXPECT_TRUE(a < b || (a == b && steps[i - 1]["technique"] <= steps[i]["technique"])) << i;
  }
  EXPECT_FALSE(steps.front()["rating"].is_null());
  EXPECT_TRUE(steps.back()["rating"].is_null());
  // The box technique's first step is the one `npe find` reports.
  const auto box = test::find_steps("box", test::grid_from(kHard), false);
  ASSERT_FALSE(box.empty());
  EXPECT_THAT(listed_lines(first), ::testing::Contains("box: " + step_line(box.front())));
  std::map<std::string, std::string> errors;
  for (const auto& error : first["errors"]) errors[error["technique"]] = error["error"];
  if (test::sanitized_build()) {
    // Under the sanitizers the null store ends the worker with UBSan's report (exit 1), not SIGSEGV.
    EXPECT_THAT(errors["broken.crash"], HasSubstr("exited with status 1 in technique 'broken.crash'"));
  } else {
    EXPECT_THAT(errors["broken.crash"], HasSubstr("killed by signal 11 (SIGSEGV) in technique 'broken.crash'"));
  }
  EXPECT_THAT(errors["broken.loop"], HasSubstr("timed out after"));
  if (!kSanitized) {
    EXPECT_EQ(errors.size(), 2u) << first["errors"].dump();
  }
  for (const auto& [technique, error] : errors) {
    if (!technique.starts_with("broken.")) {
      EXPECT_THAT(error, HasSubstr("timed out after")) << technique;
    }
  }
  // Each listed step is drawn on request, as `npe show --step` draws it.
  const Json picture = broken_workbench().picture({{"list", first["list"]}, {"step", 0}});
  EXPECT_THAT(picture["svg"].get<std::string>(), HasSubstr("<svg"));
  EXPECT_THAT(picture["svg"].get<std::string>(), HasSubstr(steps[0]["line"].get<std::string>().substr(0, 3)));
  EXPECT_THROW(broken_workbench().picture({{"list", first["list"]}, {"step", steps.size()}}), InputError);
  EXPECT_THROW(broken_workbench().picture({{"list", -1}, {"step", 0}}), InputError);
  // The next request is served by fresh workers and finds the same.
  const int started = broken_workbench().workers_started();
  const Json second = broken_workbench().steps(position_body(kHard));
  EXPECT_EQ(answered_lines(second, first), answered_lines(first, second));
  EXPECT_GT(broken_workbench().workers_started(), started);
  // The same list as from the shipped plugins alone.
  EXPECT_EQ(answered_lines(first, first), answered_lines(workbench().steps(position_body(kHard)), first));
}

// The first of the diabolical bank puzzles (tests/data/corpora/sx_diabolical_150.txt, line 1): unique,
// and r1c1's smallest candidate, 1, is its solution digit, which broken.unsound eliminates.
const std::string kUnsoundTarget = ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.";

TEST(Serve, AStepContradictingTheSolutionIsItsTechniquesErrorOnAUniquePuzzle) {
  // The engine types' techniques and a technique whose step removes a solution digit.
  static Workbench* bench =
      make_workbench({test::plugin_dir() / "box.so", test::plugin_dir() / "rowcol.so", test::plugin_dir() / "cell.so",
                      test::plugin_dir() / "hidden_digit.so", test::broken_plugin_dir() / "unsound_elimination.so"},
                     kSanitized ? 60 : 20);
  const Json found = bench->steps(position_body(kUnsoundTarget));
  std::map<std::string, std::string> errors;
  for (const auto& error : found["errors"]) errors[error["technique"]] = error["error"];
  EXPECT_THAT(errors["broken.unsound"], HasSubstr("eliminates 1 from r1c1, the solution's digit")) << found.dump();
  EXPECT_EQ(errors.size(), 1u) << found.dump();  // the shipped techniques' steps are sound
  for (const auto& step : found["steps"]) EXPECT_NE(step["technique"], "broken.unsound") << step.dump();
  // Without a unique solution nothing can be judged: the step is listed.
  std::string several = kUnsoundTarget;
  several[2] = '.';  // the 3 of r1c3 gone: more than one solution
  const Json listed = bench->steps(position_body(several));
  EXPECT_TRUE(listed["errors"].empty()) << listed.dump();
  EXPECT_THAT(listed_lines(listed), ::testing::Contains(HasSubstr("broken.unsound: ")));
}

TEST(Serve, RemovingACandidateChangesWhatIsFound) {
  Grid grid = test::grid_from(kHard);
  // Leave r1c1 two candidates, then one: the naked single (cell technique) appears there.
  const int cell = 0;
  std::vector<int> digits;
  for (int digit = 1; digit <= 9; ++digit) {
    if (grid.candidates[cell] & sdk::digit_bit(digit)) digits.push_back(digit);
  }
  ASSERT_GE(digits.size(), 2u);
  for (std::size_t i = 1; i < digits.size(); ++i) grid.eliminate(cell, digits[i]);
  const std::string edited = grid.to_line() + "\n" + pencil_mark_string(grid);
  const auto before = listed_lines(workbench().steps(position_body(kHard)));
  const auto after = listed_lines(workbench().steps(position_body(edited)));
  const std::string single = "cell: M1" + std::to_string(1) + std::to_string(digits[0]);
  EXPECT_THAT(before, ::testing::Not(::testing::Contains(single)));
  EXPECT_THAT(after, ::testing::Contains(single));
}

TEST(Serve, ApplyingAStepPlacesAndEliminates) {
  const Json steps = workbench().steps(position_body(kHard));
  const auto found = std::find_if(steps["steps"].begin(), steps["steps"].end(),
                                  [](const Json& step) { return !step["eliminations"].empty(); });
  ASSERT_NE(found, steps["steps"].end());
  const Json applied = workbench().apply({{"position", kHard}, {"eliminations", (*found)["eliminations"]}});
  const std::string marks = applied["pm729"];
  for (const auto& pair : (*found)["eliminations"]) {
    const int cell = pair[0], digit = pair[1];
    EXPECT_EQ(marks[static_cast<std::size_t>(cell * 9 + digit - 1)], '.') << pair.dump();
  }
  const Json placed = workbench().apply({{"position", kHard}, {"placements", {{0, 3}}}});  // r1c1 = 3 (the solution's)
  EXPECT_EQ(placed["digits"].get<std::string>()[0], '3');
  try {
    workbench().apply({{"position", kHard}, {"placements", {{1, 3}}}});  // r1c2 holds 8
    FAIL() << "placed into a filled cell";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("cannot place 3 in r1c2"));
  }
}

// tests/data/corpora/sx_diabolical_150.txt line 11 before frontier's step 28, as `solve --json --positions`
// writes it: the digits placed while solving marked '+'. A Hidden Avoidable Rectangle needs them.
const std::string kMarkedPosition =
    "1..6.5..9...+3.+8...+753+21+984+6...951.....+1.6+2...+5.2.8+36..6.7+1.+49.53+1+58+97+4+62..9+5.+61.. "
    "1.........2.4...8....4...8......6......4..7......5.....23...7...23...7..........9.2.4....9.....6..9...4.6..."
    "..3.........4..7.........8..2..5.7..1...5....1.....7........7......5......3.......2.......1................9"
    ".......8....4..........6......4...8...3..67.....4.6.8.........9....5....1.........23...7...23...78...34..78."
    "...4...89..3...7..1...........4..7.......6....2.........3.5.7......5...9..34..78.....5..........7.9.2......."
    "...4..7.........8...3...........6...1.......91..4..7.......6....2.....8.......7..1.........23.........4....."
    "........9..3....8.....5......3......1............5...........8.........9......7.....4..........6....2......."
    ".2.4...8..2.4...8.........9....5.....23...........6...1..........3...78...3...78.";

std::vector<std::string> avoidable_lines(const Json& steps) {
  std::vector<std::string> lines;
  for (const auto& line : listed_lines(steps)) {
    if (line.find("avoidable") != std::string::npos) lines.push_back(line);
  }
  return lines;
}

// The avoidable rectangles see the givens the position marks, and none where it marks none; the
// state and the copy-out keep the marks, also after a step is applied.
TEST(Serve, GivensMarkedInThePositionReachTheAvoidableRectanglesAndTheCopyOut) {
  const Json marked = workbench().steps(position_body(kMarkedPosition));
  EXPECT_THAT(avoidable_lines(marked),
              ::testing::Contains(HasSubstr("uniqueness.hidden_avoidable: Hidden Avoidable Rectangle: 5/9")));
  std::string plain = kMarkedPosition;
  plain.erase(std::remove(plain.begin(), plain.end(), '+'), plain.end());
  EXPECT_THAT(avoidable_lines(workbench().steps(position_body(plain))), ::testing::IsEmpty());
  const Json view = workbench().position(position_body(kMarkedPosition));
  EXPECT_EQ(view["position"], kMarkedPosition);
  EXPECT_EQ(view["state"].get<std::string>().substr(0, 20), kMarkedPosition.substr(0, 20));
  const Json placed = workbench().apply({{"position", kHard}, {"placements", {{0, 3}}}});
  EXPECT_EQ(placed["marked_digits"].get<std::string>().substr(0, 3), "+38");
  EXPECT_EQ(placed["position"].get<std::string>().substr(0, 3), "+38");
}

TEST(Serve, TwoEngineTypesRunWithTheirFirstDivergence) {
  const Json trace = workbench().run({{"position", kHard}, {"engines", {"npe-type1", "npe-type2"}}});
  ASSERT_EQ(trace["sides"].size(), 2u);
  const int divergence = trace["divergence"];
  ASSERT_GE(divergence, 0);
  const auto& one = trace["sides"][0]["frames"];
  const auto& two = trace["sides"][1]["frames"];
  for (int k = 0; k < divergence; ++k) EXPECT_EQ(one[k]["line"], two[k]["line"]) << k;
  EXPECT_NE(one[divergence].value("line", ""), two[divergence].value("line", ""));
  EXPECT_EQ(trace["sides"][0]["outcome"], "stuck");
  EXPECT_THAT(trace["sides"][0]["frames"][1]["status"].get<std::string>(), HasSubstr("Status("));
  EXPECT_THAT(trace["trace_command"].get<std::string>(), HasSubstr("trace -e npe-type1 -e npe-type2 " + kHard));
  EXPECT_THROW(workbench().run({{"position", kHard}, {"engines", {"no-such-type"}}}), InputError);
}

// An engine type given by file (`npe serve -e my.yaml`) is named by its path in the trace command:
// `npe trace` resolves a name only among the shipped types and $NPE_ENGINE_PATH.
TEST(Serve, TheTraceCommandNamesAnEngineTypeGivenByFileByItsPath) {
  const auto dir = test::temp_dir("serve_engine_file");
  {
    std::ifstream in(resolve_engine("npe-type1"));
    std::ofstream out(dir / "mine.yaml");
    std::string line;
    while (std::getline(in, line)) out << (line.rfind("name:", 0) == 0 ? "name: mine" : line) << "\n";
  }
  static std::vector<std::unique_ptr<PluginRegistry>> kept;
  kept.push_back(std::make_unique<PluginRegistry>(load_plugins({test::plugin_dir()})));
  WorkbenchOptions options;
  options.workers = 1;
  options.request_timeout = 600;
  std::vector<EngineType> types;
  types.push_back(load_engine_type(dir / "mine.yaml"));
  types.push_back(load_engine_type(resolve_engine("npe-type2")));
  Workbench bench(*kept.back(), std::move(types), options);
  const Json trace = bench.run({{"position", kHard}, {"engines", {"mine", "npe-type2"}}});
  EXPECT_THAT(trace["trace_command"].get<std::string>(),
              HasSubstr("trace -e " + (dir / "mine.yaml").lexically_normal().string() + " -e npe-type2 "));
  const auto run = test::run_npe(
      {"trace", "-e", (dir / "mine.yaml").string(), "-e", "npe-type2", kHard, "--html", (dir / "trace.html").string()});
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

TEST(Serve, EveryRouteNeedsTheToken) {
  const Api api(broken_workbench(), "abc123");
  EXPECT_EQ(api.answer({"GET", "/", "", ""}).status, 403);
  EXPECT_EQ(api.answer({"GET", "/?token=abc124", "", ""}).status, 403);
  EXPECT_EQ(api.answer({"GET", "/api/catalogue", "", "token wrong"}).status, 403);
  const ApiResponse page = api.answer({"GET", "/?token=abc123", "", ""});
  EXPECT_EQ(page.status, 200);
  EXPECT_THAT(page.body, HasSubstr("app.js?token=abc123"));
  EXPECT_EQ(api.answer({"GET", "/app.js?token=abc123", "", ""}).content_type, "text/javascript; charset=utf-8");
  const ApiResponse catalogue = api.answer({"GET", "/api/catalogue", "", "token abc123"});
  EXPECT_EQ(catalogue.status, 200);
  EXPECT_THAT(catalogue.body, HasSubstr("\"broken.crash\""));
  EXPECT_EQ(api.answer({"POST", "/api/position", "{not json", "token abc123"}).status, 400);
  const ApiResponse bad = api.answer({"POST", "/api/position", R"({"position": "12345"})", "token abc123"});
  EXPECT_EQ(bad.status, 400);
  EXPECT_THAT(bad.body, HasSubstr("\"error\""));
  EXPECT_EQ(api.answer({"GET", "/api/nothing", "", "token abc123"}).status, 404);
  EXPECT_EQ(api.answer({"GET", "/api/steps", "", "token abc123"}).status, 405);
  EXPECT_EQ(new_token().size(), 32u);
  EXPECT_NE(new_token(), new_token());
}

}  // namespace
}  // namespace npe::serve_test
