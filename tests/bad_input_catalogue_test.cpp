// The catalogue of bad inputs: every kind of malformed input, with the exact message and exit code a
// user gets. No input makes npe crash, hang or leave a partial file behind.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "test_support.hpp"

namespace npe::bad_input_catalogue_test {
namespace {

constexpr const char* kPuzzle = ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";

struct BadInput {
  std::string name;
  std::map<std::string, std::string> files;  // created in a fresh directory ($D in arguments)
  std::vector<std::string> arguments;
  int exit_code;
  std::string message;  // the start of a line of stderr (or of stdout when exit_code is 0)
};

void PrintTo(const BadInput& input, std::ostream* os) { *os << input.name; }

std::string replace_dir(std::string text, const std::string& dir) {
  for (auto at = text.find("$D"); at != std::string::npos; at = text.find("$D")) text.replace(at, 2, dir);
  return text;
}

class BadInputCatalogue : public ::testing::TestWithParam<BadInput> {};

TEST_P(BadInputCatalogue, ExactMessageAndExitCodeNoPartialFile) {
  const BadInput& input = GetParam();
  const auto dir = test::temp_dir("catalogue_" + input.name);
  for (const auto& [name, content] : input.files) std::ofstream(dir / name, std::ios::binary) << content;
  std::vector<std::string> arguments;
  for (const auto& argument : input.arguments) arguments.push_back(replace_dir(argument, dir.string()));
  const auto result = test::run_npe(arguments);
  EXPECT_EQ(result.exit_code, input.exit_code) << result.err;
  const std::string& stream = input.exit_code == 0 ? result.out : result.err;
  const std::string expected = replace_dir(input.message, dir.string());
  EXPECT_TRUE(stream.starts_with(expected) || stream.find("\n" + expected) != std::string::npos)
      << "expected a line starting with: " << expected << "\ngot:\n"
      << stream;
  if (input.exit_code != 0) {
    EXPECT_EQ(result.out, "") << "partial output on stdout";
  }
  // Nothing new in the directory: no partial output file, no temporary left behind.
  std::size_t files = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) files += (void(item), 1);
  EXPECT_EQ(files, input.files.size());
  std::filesystem::remove_all(dir);
}

const std::string kGrid = "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-";

INSTANTIATE_TEST_SUITE_P(
    Inputs, BadInputCatalogue,
    ::testing::Values(
        // Puzzle text.
        BadInput{"short_puzzle",
                 {},
                 {"solve", "1234567890123456"},
                 2,
                 "npe: error: puzzle:1: a puzzle line needs 81 cells, found 16 characters"},
        BadInput{"stray_character",
                 {},
                 {"solve", std::string(kPuzzle).replace(40, 1, "x")},
                 2,
                 "npe: error: puzzle:1: puzzle: unexpected character 'x' at column 41"},
        BadInput{"bad_line_in_file",
                 {{"p.txt", std::string("# two good lines, then a bad one\n") + kPuzzle + "\n" + kPuzzle + "\n" +
                                kPuzzle + "?\n"}},
                 {"solve", "--file", "$D/p.txt"},
                 2,
                 "npe: error: $D/p.txt:4: a puzzle line needs 81 cells, found 82 characters"},
        BadInput{"binary_file",
                 {{"b.bin", std::string("\x7f"
                                        "ELF\x02\x01\x01",
                                        7) +
                                std::string(80, '\0')}},
                 {"solve", "--file", "$D/b.bin"},
                 2,
                 "npe: error: $D/b.bin:1: a puzzle line needs 81 cells, found 87 characters"},
        BadInput{"empty_file",
                 {{"e.txt", "# nothing here\n\n"}},
                 {"solve", "--file", "$D/e.txt"},
                 2,
                 "npe: error: $D/e.txt: no puzzle in the file"},
        BadInput{"missing_file",
                 {},
                 {"solve", "--file", "$D/none.txt"},
                 2,
                 "npe: error: $D/none.txt: cannot open puzzle file"},
        BadInput{
            "directory_as_file", {}, {"solve", "--file", "$D"}, 2, "npe: error: $D: is a directory, not a puzzle file"},
        BadInput{"grid_cut_short",
                 {},
                 {"solve", "-2---73--/---8----7/--5-1--4-"},
                 2,
                 "npe: error: puzzle:1: grid cut short: 3 of 9 rows"},
        BadInput{"solution_contradicts_givens",
                 {},
                 {"solve", std::string(kPuzzle) + " " + std::string(81, '1')},
                 2,
                 "npe: error: puzzle:1: the solution contradicts the given 5 at r1c2"},
        BadInput{"contradictory_givens_accepted",
                 {},
                 {"solve", "--fail-on", "none", "11" + std::string(79, '.')},
                 0,
                 "outcome: invalid (digit 1 twice in row 1 (r1c1, r1c2))"},
        BadInput{"fail_on_unknown_outcome",
                 {},
                 {"solve", "--fail-on", "invalid,crashed", kGrid},
                 2,
                 "npe: error: --fail-on crashed: not an outcome it takes (invalid, stuck, step-limit or none)"},
        // npe generate --require: refused at once when no attempt can succeed.
        BadInput{"generate_require_unknown_id",
                 {},
                 {"generate", "--require", "no.such_technique"},
                 2,
                 "npe: error: --require no.such_technique: no loaded technique has this id (see npe plugins)"},
        BadInput{"generate_require_not_in_engine",
                 {},
                 {"generate", "--require", "complex_fish.kraken", "-e", "hodoku"},
                 2,
                 "npe: error: --require complex_fish.kraken: engine type 'hodoku' does not run it ("},
        // Positions with candidates.
        BadInput{"pencil_marks_contradict_digits",
                 {{"pm.txt",
                   "1" + std::string(80, '.') + "\n" +
                       [] {
                         std::string rows;
                         for (int r = 0; r < 9; ++r)
                           rows +=
                               "123456789 23456789 23456789 23456789 23456789 23456789 23456789 23456789 23456789\n";
                         return rows;
                       }()}},
                 {"find", "-t", "box", "-f", "$D/pm.txt"},
                 2,
                 "npe: error: $D/pm.txt:2:1: r1c1 holds 1 in the digits line, the grid shows '123456789'"},
        BadInput{"pencil_mark_string_wrong_place",
                 {{"pm.txt", "3" + std::string(728, '.') + "\n"}},
                 {"show", "-f", "$D/pm.txt"},
                 2,
                 "npe: error: $D/pm.txt:1:1: unexpected '3' for digit 1 of r1c1 (expected '1' or '.')"},
        BadInput{"digits_and_cut_pencil_mark_string_on_one_line",
                 {},
                 {"find", "-t", "box", std::string(kPuzzle) + " " + std::string(700, '.')},
                 2,
                 "npe: error: argument:1: after the 81 digits a field of 700 characters: neither a solution (81 "
                 "digits) nor a "
                 "729-character pencil-mark string"},
        BadInput{"pencil_mark_string_empty_cell",
                 {{"pm.txt", std::string(729, '.') + "\n"}},
                 {"find", "-t", "box", "-f", "$D/pm.txt"},
                 2,
                 "npe: error: $D/pm.txt:1:1: r1c1 has no candidate"},
        // npe trace.
        BadInput{"trace_several_puzzles",
                 {{"p.txt", std::string(kPuzzle) + "\n" + kPuzzle + "\n"}},
                 {"trace", "--file", "$D/p.txt", "--html", "$D/t.html"},
                 2,
                 "npe: error: $D/p.txt: holds 2 puzzles; pick one with --line N"},
        BadInput{"trace_no_puzzle_on_line",
                 {{"p.txt", std::string("# header\n") + kPuzzle + "\n"}},
                 {"trace", "--file", "$D/p.txt", "--line", "1", "--html", "$D/t.html"},
                 2,
                 "npe: error: $D/p.txt:1: no puzzle starts on this line"},
        // npe serve: refused before it listens.
        BadInput{"serve_bad_address",
                 {},
                 {"serve", "--address", "localhost:80"},
                 2,
                 "npe: error: --address localhost:80: not an IP address"},
        // Engine types.
        BadInput{"yaml_wrong_type",
                 {{"e.yaml", "name: e\ntechniques: [box]\nmax_steps: many\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:3:12: 'max_steps' must be an integer 0..100000"},
        // Found by fuzz_engine_type (fuzz/regressions/fuzz_engine_type/rating_nan.yaml): NaN passed the
        // range check and its conversion to tenths was undefined.
        BadInput{"yaml_rating_not_a_number",
                 {{"e.yaml", "name: e\ntechniques: [{id: box, rating: .nan}]\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:2:32: 'rating' must be a number 0..100"},
        BadInput{"yaml_unknown_grade",
                 {{"e.yaml", "name: e\ntechniques: [box]\ngrade: sudokuwiki\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:3:8: 'grade' must be none or hodoku, got 'sudokuwiki'"},
        BadInput{"yaml_duplicate_key",
                 {{"e.yaml", "name: e\ntechniques: [box]\ntechniques: [cell]\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:3:1: duplicate key 'techniques'"},
        BadInput{"yaml_unknown_technique",
                 {{"e.yaml", "name: e\ntechniques:\n  - box\n  - x_wing\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:4:5: unknown technique 'x_wing'"},
        BadInput{"yaml_bad_parameter",
                 {{"e.yaml", "name: e\ntechniques: [{id: box, size: 3}]\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml:2:14: technique 'box': box: unknown parameter 'size'"},
        BadInput{"yaml_not_a_map",
                 {{"e.yaml", "just text\n"}},
                 {"solve", "-e", "$D/e.yaml", kGrid},
                 2,
                 "npe: error: $D/e.yaml: an engine type is a YAML map"},
        BadInput{"set_unknown_key",
                 {},
                 {"solve", "--set", "speed=fast", kGrid},
                 2,
                 "npe: error: --set speed=fast: unknown key 'speed' in engine type"},
        BadInput{"engine_not_found",
                 {},
                 {"solve", "-e", "npe-type99", kGrid},
                 2,
                 "npe: error: engine type 'npe-type99' not found"},
        // Fixtures.
        BadInput{"fixture_cut_short",
                 {{"f.yaml", "engine: npe-type1\npuzzles:\n  - puzzle: \"" + std::string(kPuzzle).substr(0, 30)}},
                 {"fixture", "check", "$D/f.yaml"},
                 2,
                 "npe: error: $D/f.yaml:3:44: illegal EOF in scalar"},
        BadInput{
            "fixture_missing_outcome",
            {{"f.yaml", "engine: npe-type1\npuzzles:\n  - puzzle: \"" + std::string(kPuzzle) + "\"\n    steps: []\n"}},
            {"fixture", "check", "$D/f.yaml"},
            2,
            "npe: error: $D/f.yaml:3:5: missing 'outcome'"},
        BadInput{"fixture_empty",
                 {{"f.yaml", ""}},
                 {"fixture", "check", "$D/f.yaml"},
                 2,
                 "npe: error: $D/f.yaml: a fixture is a YAML map (is the file cut short or empty?)"},
        BadInput{"record_into_missing_directory",
                 {},
                 {"fixture", "record", "-o", "$D/no/such/dir/f.yaml", kGrid},
                 2,
                 "npe: error: $D/no/such/dir/f.yaml: cannot write (does the directory exist?)"},
        // Plugins and options.
        BadInput{"plugin_dir_missing",
                 {},
                 {"--plugin-dir", "$D/nowhere", "plugins"},
                 2,
                 "npe: error: --plugin-dir $D/nowhere: no such directory"},
        BadInput{"plugin_dir_is_a_file",
                 {{"lib.so", "not a library"}},
                 {"--plugin-dir", "$D/lib.so", "plugins"},
                 2,
                 "npe: error: --plugin-dir $D/lib.so: not a directory"},
        BadInput{"negative_max_steps",
                 {},
                 {"solve", "--max-steps", "-5", kGrid},
                 2,
                 "npe: --max-steps: Value -5 not in range 0 to 100000"},
        BadInput{"unknown_command", {}, {"solvee"}, 2, "npe: unknown command 'solvee'"},
        // npe compare's databases (--db, --merge PARTS.db).
        BadInput{"compare_merge_not_a_database",
                 {{"x.db", std::string("SQLite format 3\0", 16) + std::string(84, '\0')}},
                 {"compare", "--merge", "$D/x.db"},
                 2,
                 "npe: error: $D/x.db: not an npe compare database"},
        BadInput{"compare_merge_with_sample",
                 {{"p.json", "{}"}},
                 {"compare", "--merge", "$D/p.json", "--sample", "10"},
                 2,
                 "npe: error: --merge takes no --sample, --seed or --limit (give them to each shard's run)"},
        BadInput{"compare_merge_json_into_database",
                 {{"x.db", std::string("SQLite format 3\0", 16)}, {"p.json", "{}"}},
                 {"compare", "--merge", "$D/x.db", "$D/p.json", "--db", "$D/all.db"},
                 2,
                 "npe: error: --merge with --db: every part must be a shard's database (written with --db)"},
        BadInput{"compare_db_bad_puzzle_line",
                 {{"p.txt", std::string(kPuzzle) + "\n12345\n"}},
                 {"compare", "--engine", "npe-box", "--file", "$D/p.txt", "--db", "$D/r.db"},
                 2,
                 "npe: error: $D/p.txt:2: "},
        BadInput{"binary_puzzle_bytes",
                 {{"z.txt", std::string("\x01\x02", 2) + std::string(kPuzzle).substr(2) + "\n"}},
                 {"solve", "--file", "$D/z.txt"},
                 2,
                 "npe: error: $D/z.txt:1: puzzle: unexpected character byte 0x01 at column 1"}),
    [](const auto& info) { return info.param.name; });

TEST(BadInputCatalogue, APluginFileThatIsNotALibraryIsRefusedInOneLine) {
  const auto dir = test::temp_dir("catalogue_fake_so");
  std::ofstream(dir / "fake.so") << "not an ELF file";
  const auto result = test::run_npe({"--plugin-dir", dir.string(), "plugins"});
  EXPECT_EQ(result.exit_code, 0);  // the other libraries still load
  EXPECT_THAT(result.err,
              ::testing::HasSubstr("npe: warning: plugin refused: " + (dir / "fake.so").string() + ": cannot load: "));
  std::filesystem::remove_all(dir);
}

// A run that ends invalid (contradictory givens here, a wrong step in general) is a failure by
// default (--fail-on invalid): exit status 1, the run's output complete, one line per run on stderr.
TEST(BadInputCatalogue, AnInvalidOutcomeExitsOneWithALineOnStderr) {
  const auto result = test::run_npe({"solve", "11" + std::string(79, '.')});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, ::testing::HasSubstr("outcome: invalid (digit 1 twice in row 1 (r1c1, r1c2))"));
  EXPECT_THAT(result.err, ::testing::HasSubstr("npe: invalid: argument: engine npe-type1: digit 1 twice in row 1"));
  EXPECT_THAT(result.err, ::testing::HasSubstr("npe: 1 run ended invalid (--fail-on; --fail-on none to accept them)"));
  // --fail-on stuck: the seed's box-only engine type stalls on this puzzle.
  const auto stuck =
      test::run_npe({"solve", "-e", "npe-box", "--fail-on", "stuck,step-limit", "--max-steps", "3", kGrid});
  EXPECT_EQ(stuck.exit_code, 1);
  EXPECT_THAT(stuck.err, ::testing::HasSubstr("npe: 1 run ended stuck, step-limit"));
  const auto dir = test::temp_dir("catalogue_fail_on");
  std::ofstream(dir / "p.txt") << kPuzzle << "\n";
  const auto compared = test::run_npe({"compare", "-e", "npe-type1", "--no-timings", "--fail-on", "step-limit",
                                       "--max-steps", "3", "-j", "1", "-f", (dir / "p.txt").string()});
  EXPECT_EQ(compared.exit_code, 1) << compared.err;
  EXPECT_THAT(compared.err,
              ::testing::HasSubstr("npe: step-limit: " + (dir / "p.txt").string() + ":1: engine npe-type1"));
  const auto accepted = test::run_npe(
      {"compare", "-e", "npe-type1", "--no-timings", "--max-steps", "3", "-j", "1", "-f", (dir / "p.txt").string()});
  EXPECT_EQ(accepted.exit_code, 0) << accepted.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::bad_input_catalogue_test
