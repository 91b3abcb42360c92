// npe trace and the step-through page: the engine's record of preprocessing, boards replayed from a
// run (they end on the engine's own final grid), divergence as `compare` counts it, the page's data
// escaping, `fixture check --html`, and the command's errors. The page in a browser: tests/browser.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "board/pencil_marks.hpp"
#include "engine/engine.hpp"
#include "reports/status_line.hpp"
#include "reports/trace.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::trace_test {
namespace {

using ::testing::HasSubstr;

// fixtures/puzzles/sx_hard.txt line 3 (sx_hard_500 line 1): type 1 is stuck after 13 steps; type 2's pointing goes
// further.
const char* const kHard =
    ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5. "
    "389251467576948132142367589821694375934715826765823941258136794493572618617489253";

EngineType shipped(const std::string& name, const std::vector<std::string>& overrides = {}) {
  return load_engine_type(test::source_dir() / ("configs/engines/" + name + ".yaml"), overrides);
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/** The JSON data of a trace page (the element's text, with \u003c read back by the parser). */
nlohmann::json page_data(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"npe-trace\">";
  const auto start = page.find(open);
  EXPECT_NE(start, std::string::npos);
  const auto end = page.find("</script>", start);
  return nlohmann::json::parse(page.substr(start + open.size(), end - start - open.size()));
}

TEST(TraceEngine, PreprocessedHoldsWhatPreprocessingRemovedBeforeEachStep) {
  const Puzzle puzzle = parse_puzzle_line(kHard);
  const RunResult type1 = Engine(shipped("npe-type1"), test::shipped_plugins()).run(puzzle);
  for (const auto& step : type1.steps) EXPECT_TRUE(step.preprocessed.empty());
  const RunResult type2 = Engine(shipped("npe-type2"), test::shipped_plugins()).run(puzzle);
  std::size_t removed = 0;
  Grid grid = Grid::from_digits(puzzle.givens);
  for (const auto& step : type2.steps) {
    // Rebuilt candidates every step: each removed candidate is one of the rebuilt board, once.
    grid.rebuild_candidates();
    for (const auto& [cell, digit] : step.preprocessed) {
      EXPECT_TRUE(sdk::has_digit(grid.candidates[cell], digit)) << cell_name(cell) << " " << int(digit);
      grid.eliminate(cell, digit);
      ++removed;
    }
    for (const auto& [cell, digit] : step.step.placements) grid.place(cell, digit);
  }
  EXPECT_GT(removed, 0u);
}

TEST(TraceReplay, BoardsEndOnTheEnginesFinalGridInBothCandidateModes) {
  // Replaying a run (rebuild, then the recorded preprocessing, then the step) must reach the grid the
  // engine stopped on, for every shipped engine type, both candidate modes, on solved and stuck runs.
  std::vector<Puzzle> puzzles;
  for (const char* file : {"fixtures/puzzles/sx_hard.txt", "fixtures/puzzles/top1465.txt"}) {
    auto some = read_puzzle_file(test::source_dir() / file);
    puzzles.insert(puzzles.end(), some.begin(), some.begin() + std::min<std::size_t>(some.size(), 12));
  }
  int runs = 0, with_preprocessing = 0;
  for (const char* name : {"npe-type1", "npe-type2", "npe-type3", "full", "gnpx-lockedset"}) {
    for (const char* mode : {"rebuild", "persistent"}) {
      const EngineType type = shipped(name, {std::string("candidates=") + mode});
      Engine engine(type, test::shipped_plugins());
      for (const auto& puzzle : puzzles) {
        const RunResult run = engine.run(puzzle);
        const TraceSide side = trace_side(puzzle, run, type.candidates);
        ASSERT_EQ(side.boards.size(), run.steps.size() + 1);
        ASSERT_EQ(side.statuses.size(), run.steps.size() + 1);
        Grid last = side.boards.back();
        for (const auto& [cell, digit] : run.final_preprocessed) last.eliminate(cell, digit);
        EXPECT_EQ(last.digits, run.final_grid.digits) << name << " " << mode << " " << puzzle.origin;
        EXPECT_EQ(last.candidates, run.final_grid.candidates) << name << " " << mode << " " << puzzle.origin;
        // Each step's eliminations are candidates of its board once preprocessing is applied.
        for (std::size_t k = 0; k < run.steps.size(); ++k) {
          Grid board = side.boards[k];
          for (const auto& [cell, digit] : side.preprocessed[k]) board.eliminate(cell, digit);
          for (const auto& [cell, digit] : run.steps[k].step.eliminations) {
            EXPECT_TRUE(sdk::has_digit(board.candidates[cell], digit)) << name << " step " << k;
          }
          with_preprocessing += !side.preprocessed[k].empty();
        }
        EXPECT_EQ(side.statuses.back(), status_line(run));
        ++runs;
      }
    }
  }
  EXPECT_EQ(runs, 5 * 2 * 24);
  EXPECT_GT(with_preprocessing, 0);
}

TEST(TraceReplay, DivergenceIsTheFirstStepWhoseLineDiffers) {
  auto side = [](std::vector<std::string> lines) {
    TraceSide s;
    for (const auto& line : lines) s.steps.push_back(parse_step_line(line));
    return s;
  };
  EXPECT_EQ(first_divergence({side({"177", "R821"}), side({"177", "R821"})}), -1);
  EXPECT_EQ(first_divergence({side({"177", "R821"}), side({"177", "C971"})}), 1);
  EXPECT_EQ(first_divergence({side({"177"}), side({"177", "C971"})}), 1);
  EXPECT_EQ(first_divergence({side({"177"})}), -1);
}

TEST(TraceCli, TwoEngineTypesSideBySideWithTheirDivergence) {
  const auto dir = test::temp_dir("trace_cli");
  const auto page = dir / "trace.html";
  const auto result = test::run_npe({"trace", kHard, "-e", "npe-type1", "-e", "npe-type2", "--html", page.string()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("wrote " + page.string()));
  const std::string text = read_file(page);
  EXPECT_THAT(text, HasSubstr("Content-Security-Policy"));
  EXPECT_EQ(text.find("src=\""), std::string::npos);  // nothing loaded from elsewhere
  const auto data = page_data(text);
  ASSERT_EQ(data["cases"].size(), 1u);
  const auto& trace = data["cases"][0];
  ASSERT_EQ(trace["sides"].size(), 2u);
  EXPECT_EQ(trace["sides"][0]["label"], "npe-type1");
  EXPECT_EQ(trace["sides"][1]["label"], "npe-type2");
  EXPECT_GE(trace["divergence"].get<int>(), 0);
  const auto& frames = trace["sides"][1]["frames"];
  EXPECT_THAT(frames[0]["status"].get<std::string>(), ::testing::MatchesRegex("Status\\([0-9]+\\) // d=0, f=0"));
  bool shows_preprocessing = false;
  for (const auto& frame : frames) {
    EXPECT_THAT(frame["svg"].get<std::string>(), HasSubstr("<svg"));
    if (!frame["pre"].get<std::string>().empty()) {
      shows_preprocessing = true;
      EXPECT_THAT(frame["svg"].get<std::string>(), HasSubstr("class=\"preprocessed\""));
    }
  }
  EXPECT_TRUE(shows_preprocessing);
  std::filesystem::remove_all(dir);
}

TEST(TraceCli, PuzzleFromAFileLine) {
  const auto dir = test::temp_dir("trace_file");
  const auto file = (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string();
  const auto page = (dir / "t.html").string();
  const auto result = test::run_npe({"trace", "--file", file, "--line", "3", "--html", page});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto data = page_data(read_file(page));
  EXPECT_EQ(data["cases"][0]["title"], file + ":3");
  EXPECT_EQ(data["cases"][0]["divergence"], -1);
  std::filesystem::remove_all(dir);
}

TEST(TraceCli, ErrorsAreOneLineExitTwoAndWriteNothing) {
  const auto dir = test::temp_dir("trace_errors");
  const auto page = (dir / "t.html").string();
  const auto file = (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string();
  const std::vector<std::vector<std::string>> bad = {
      {"trace", "12345", "--html", page},
      {"trace", kHard},                           // --html is required
      {"trace", "--file", file, "--html", page},  // several puzzles, no --line
      {"trace", "--file", file, "--line", "100000", "--html", page},
      {"trace", kHard, "--file", file, "--html", page},
      {"trace", kHard, "-e", "no-such-engine", "--html", page},
      {"trace", kHard, "--html", (dir / "missing" / "t.html").string()},
  };
  for (const auto& args : bad) {
    const auto result = test::run_npe(args);
    EXPECT_EQ(result.exit_code, 2) << args[1];
    // One error line; a usage error (a missing option) adds main's hint line after it.
    std::string message = result.err;
    const auto hint = message.find("\n(run 'npe --help'");
    if (hint != std::string::npos) message.erase(hint + 1);
    EXPECT_EQ(std::count(message.begin(), message.end(), '\n'), 1) << result.err;
    EXPECT_TRUE(message.starts_with("npe: ")) << result.err;
    EXPECT_FALSE(std::filesystem::exists(page)) << args[1];
  }
  std::filesystem::remove_all(dir);
}

/** npe show's SVG without its caption (the line under the board and the 22 pixels it adds): the
 *  trace page writes the step beside the board instead. */
std::string without_caption(std::string svg) {
  const auto attributes = svg.find(" font-size=\"12\" text-anchor=\"start\"");
  if (attributes == std::string::npos) return svg;
  const auto start = svg.rfind("<text", attributes);
  svg.erase(start, svg.find("</text>\n", attributes) + 8 - start);
  const auto width =
      svg.substr(svg.find("width=\"") + 7, svg.find('"', svg.find("width=\"") + 7) - svg.find("width=\"") - 7);
  const std::string tall = std::to_string(std::stoi(width) + 22), square = width;
  for (const std::string& from : {"height=\"" + tall + "\"", "0 0 " + width + " " + tall}) {
    const std::string to = from.starts_with("height") ? "height=\"" + square + "\"" : "0 0 " + width + " " + square;
    for (auto at = svg.find(from); at != std::string::npos; at = svg.find(from, at + to.size()))
      svg.replace(at, from.size(), to);
  }
  return svg;
}

TEST(TraceCli, ChainAndColourStepsAreDrawnAsNpeShowDrawsThem) {
  // The hodoku engine type (chains: skyscraper, 2-string kite) and one that colours right after the
  // locked candidates run on shipped puzzles until a step with a chain and one with colours (ABI 1.1
  // evidence) are found; the page's board for each is the SVG `npe show` writes for that step on that
  // board (the board as a 729-character string, the instance found by the technique itself).
  const auto dir = test::temp_dir("trace_evidence");
  const auto colouring = (dir / "colouring.yaml").string();
  std::ofstream(colouring) << "name: colouring\ntechniques: [cell, box, row, col, hidden_digit.pointing, "
                              "hidden_digit.claiming, coloring.simple, coloring.multi]\n";
  const auto page = (dir / "t.html").string();
  const auto svg = (dir / "show.svg").string();
  int chains = 0, colours = 0;
  for (const std::string& engine_arg : {(test::source_dir() / "configs/engines/hodoku.yaml").string(), colouring}) {
    const EngineType type = load_engine_type(engine_arg);
    Engine engine(type, test::shipped_plugins());
    for (const auto& puzzle : read_puzzle_file(test::source_dir() / "fixtures/puzzles/top1465.txt")) {
      const RunResult run = engine.run(puzzle);
      const TraceSide side = trace_side(puzzle, run, type.candidates);
      for (std::size_t k = 0; k < side.steps.size(); ++k) {
        const Step& step = side.steps[k];
        const bool chain = !step.chains.empty() && chains == 0, colour = !step.colors.empty() && colours == 0;
        if (!(chain || colour) || (k < side.preprocessed.size() && !side.preprocessed[k].empty())) continue;
        SearchOptions all;
        all.all = true;
        const auto found = search_technique(test::shipped_plugins(), step.technique, {}, side.boards[k], all);
        const auto same = std::find_if(found.steps.begin(), found.steps.end(),
                                       [&](const Step& s) { return step_line(s) == step_line(step); });
        if (same == found.steps.end()) continue;  // found with the engine type's parameters only
        if (!std::filesystem::exists(page)) {
          ASSERT_EQ(test::run_npe({"trace", puzzle.givens_line(), "-e", engine_arg, "--html", page}).exit_code, 0);
        }
        const auto shown = test::run_npe({"show", pencil_mark_string(side.boards[k]), "--step", step.technique,
                                          "--instance", std::to_string(same - found.steps.begin() + 1), "--svg", svg});
        ASSERT_EQ(shown.exit_code, 0) << shown.err;
        const auto frame = page_data(read_file(page))["cases"][0]["sides"][0]["frames"][k];
        ASSERT_EQ(frame["line"], step_line(step));
        const std::string drawn = frame["svg"];
        EXPECT_EQ(drawn, without_caption(read_file(svg))) << type.name << " " << puzzle.origin << " step " << k + 1;
        EXPECT_THAT(drawn, HasSubstr(chain ? "class=\"chains\"" : "class=\"colors\""));
        EXPECT_THAT(frame["evidence"].get<std::string>(), HasSubstr(chain ? "chain 1: " : "colours: "));
        chains += chain;
        colours += colour;
      }
      std::filesystem::remove(page);
    }
  }
  EXPECT_GT(chains, 0);
  EXPECT_GT(colours, 0);
  std::filesystem::remove_all(dir);
}

TEST(TraceFixture, CheckHtmlShowsExpectedBesideActualAndEscapesScriptEnd) {
  // A fixture whose second case records a wrong step and whose origin would end the data element.
  const auto dir = test::temp_dir("trace_fixture");
  const auto fixture = dir / "f.yaml";
  const auto recorded = test::run_npe({"fixture", "record", "-e", "npe-type1", "--output", fixture.string(), kHard,
                                       "--file", (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string()});
  ASSERT_EQ(recorded.exit_code, 0) << recorded.err;
  std::string text = read_file(fixture);
  // The second case's origin, then its third step.
  auto at = text.find("origin: ", text.find("origin: ") + 1);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, text.find('\n', at) - at, "origin: \"</script><script>alert(1)</script>\"");
  at = text.find("steps:", at);
  for (int i = 0; i < 3; ++i) at = text.find("\n      - ", at + 1);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, text.find('\n', at + 1) - at, "\n      - \"999\"");
  std::ofstream(fixture) << text;
  const auto page = dir / "check.html";
  const auto result = test::run_npe({"fixture", "check", fixture.string(), "--html", page.string()});
  EXPECT_EQ(result.exit_code, 1) << result.err;
  EXPECT_THAT(result.out, HasSubstr("trace page: " + page.string() + " (1 diverging case)"));
  const std::string html = read_file(page);
  // Exactly the page's own two script elements: the origin's "</script>" was written as \u003c/script>.
  std::size_t scripts = 0;
  for (auto p = html.find("<script"); p != std::string::npos; p = html.find("<script", p + 1)) ++scripts;
  EXPECT_EQ(scripts, 2u);
  const auto data = page_data(html);
  ASSERT_EQ(data["cases"].size(), 1u);
  const auto& trace = data["cases"][0];
  EXPECT_THAT(trace["title"].get<std::string>(), HasSubstr("</script><script>alert(1)</script>"));
  EXPECT_EQ(trace["divergence"], 2);
  EXPECT_EQ(trace["sides"][0]["label"], "expected (fixture)");
  EXPECT_EQ(trace["sides"][0]["frames"][2]["line"], "999");
  EXPECT_EQ(trace["sides"][1]["label"], "actual: npe-type1");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::trace_test
