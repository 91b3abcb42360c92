// The version promise: plugins built against the frozen ABI 1.0 .. 1.4 SDKs (tests/abi/v1_0 .. v1_4)
// load into the current host, behave exactly like the current build of the same technique, and pass
// check-plugin; their fixtures are checked by CTest (abi_1_0_plugin.fixture .. abi_1_4_plugin.fixture).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <npe/sdk.hpp>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "evidence/check.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::abi_compat_test {
namespace {

using ::testing::HasSubstr;

std::filesystem::path plugin_1_0() { return test::abi_plugin_dir(0) / "v1_0.so"; }
std::filesystem::path plugin_1_1() { return test::abi_plugin_dir(1) / "v1_1.so"; }
std::filesystem::path plugin_1_2() { return test::abi_plugin_dir(2) / "v1_2.so"; }
std::filesystem::path plugin_1_3() { return test::abi_plugin_dir(3) / "v1_3.so"; }
std::filesystem::path plugin_1_4() { return test::abi_plugin_dir(4) / "v1_4.so"; }

const PluginRegistry& registry_with_old_minors() {
  static const PluginRegistry registry =
      load_plugins({plugin_1_0(), plugin_1_1(), plugin_1_2(), plugin_1_3(), plugin_1_4(), test::plugin_dir()});
  return registry;
}

/** Runs sx_hard.txt with the shipped engine type `current_type` and with `old_type` (the same with the
 *  old plugin's technique in place of a shipped one): every step must be the same. Returns the old
 *  technique's steps. */
int compare_with_shipped(const std::string& current_type, const std::string& old_type,
                         const std::string& old_technique) {
  const auto& registry = registry_with_old_minors();
  Engine current(load_engine_type(test::source_dir() / "configs" / "engines" / current_type), registry);
  Engine old(load_engine_type(test::source_dir() / "tests" / "abi" / old_type), registry);
  const auto puzzles = read_puzzle_file(test::source_dir() / "fixtures" / "puzzles" / "sx_hard.txt");
  EXPECT_FALSE(puzzles.empty());
  int old_steps = 0;
  for (const auto& puzzle : puzzles) {
    const RunResult a = current.run(puzzle), b = old.run(puzzle);
    EXPECT_EQ(a.steps.size(), b.steps.size()) << puzzle.origin;
    if (a.steps.size() != b.steps.size()) continue;
    EXPECT_EQ(a.outcome, b.outcome);
    EXPECT_EQ(a.difficulty, b.difficulty);
    for (std::size_t i = 0; i < a.steps.size(); ++i) {
      EXPECT_EQ(step_line(a.steps[i].step), step_line(b.steps[i].step)) << puzzle.origin << " step " << i + 1;
      EXPECT_EQ(a.steps[i].step.placements, b.steps[i].step.placements);
      old_steps += b.steps[i].step.technique == old_technique;
    }
  }
  return old_steps;
}

int compare_with_npe_type1(const std::string& old_type, const std::string& old_technique) {
  return compare_with_shipped("npe-type1.yaml", old_type, old_technique);
}

void expect_check_plugin_passes(const std::filesystem::path& plugin, const std::string& abi,
                                bool declares_key_digit = false) {
  const auto result = test::run_npe({"check-plugin", plugin.string(), "-s", "1", "--json"});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  const auto report = nlohmann::json::parse(result.out);
  for (const auto& check : report["checks"]) {
    EXPECT_NE(check["status"], "failed") << check.dump();
    if (check["check"] == "load.abi_version") {
      EXPECT_THAT(check["reason"].get<std::string>(), HasSubstr("ABI " + abi));
    }
    if (check["check"] == "behaviour.key_digit_first") {
      EXPECT_EQ(check["status"], declares_key_digit ? "passed" : "skipped");  // a 1.2 flag
    }
  }
}

TEST(AbiCompat, A1_0PluginLoadsIntoThisHost) {
  const auto& registry = registry_with_old_minors();
  EXPECT_TRUE(registry.refusals().empty()) << registry.refusals().front();
  const TechniqueInfo* info = registry.find("v1_0.cell");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->library->abi_version(), "1.0.0");
  EXPECT_EQ(info->default_points, 10);
  EXPECT_TRUE(info->reglib_codes.empty());  // 1.0 descriptors end before the field
}

TEST(AbiCompat, A1_0PluginRunsLikeTheCurrentTechniqueStepForStep) {
  EXPECT_GT(compare_with_npe_type1("v1_0/plugin/v1_0-type1.yaml", "v1_0.cell"), 0);  // the 1.0 plugin took part
}

TEST(AbiCompat, A1_0PluginPassesCheckPlugin) { expect_check_plugin_passes(plugin_1_0(), "1.0.0"); }

TEST(AbiCompat, A1_1PluginLoadsIntoThisHost) {
  const auto& registry = registry_with_old_minors();
  EXPECT_TRUE(registry.refusals().empty()) << registry.refusals().front();
  const TechniqueInfo* info = registry.find("v1_1.box");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->library->abi_version(), "1.1.0");
  EXPECT_EQ(info->default_points, 2);
  ASSERT_EQ(info->reglib_codes.size(), 1u);  // 1.1 descriptors hold the field
  EXPECT_EQ(info->reglib_codes[0].code, "0002");
  EXPECT_EQ(info->flags & NPE_TECHNIQUE_KEY_DIGIT_FIRST, 0u);
}

TEST(AbiCompat, A1_1PluginRunsLikeTheCurrentTechniqueStepForStep) {
  // Under npe-type1's priority digit: the engine asks the 1.1 box for all its steps and picks the keyed
  // one itself, where the shipped box (ABI 1.2) reports the keyed step first.
  EXPECT_GT(compare_with_npe_type1("v1_1/plugin/v1_1-type1.yaml", "v1_1.box"), 0);
}

TEST(AbiCompat, A1_1PluginPassesCheckPlugin) { expect_check_plugin_passes(plugin_1_1(), "1.1.0"); }

/** The old plugin's technique loads with its own ABI version and keeps its own minor's flag. */
void expect_loaded_with_its_flag(const std::string& technique, const std::string& abi, std::uint32_t flag) {
  const TechniqueInfo* info = registry_with_old_minors().find(technique);
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->library->abi_version(), abi);
  EXPECT_NE(info->flags & flag, 0u);
}

/** A plugin of an earlier minor that sets a bit a later minor defined: the loader drops it. */
void expect_stray_flag_dropped(const std::string& library, const std::string& technique, std::uint32_t flag) {
  PluginRegistry registry;
  ASSERT_TRUE(registry.load_file(test::broken_plugin_dir() / library));
  const TechniqueInfo* info = registry.find(technique);
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->flags & flag, 0u);
  EXPECT_NE(info->flags & NPE_TECHNIQUE_FINDS_ALL, 0u);
}

TEST(AbiCompat, A1_2PluginLoadsIntoThisHost) {
  expect_loaded_with_its_flag("v1_2.cell", "1.2.0", NPE_TECHNIQUE_KEY_DIGIT_FIRST);
}

TEST(AbiCompat, A1_2PluginRunsLikeTheCurrentTechniqueStepForStep) {
  // Under npe-type1's priority digit the engine asks the 1.2 cell for one step with the key digit; its
  // position ends before 1.3's candidate bands, its steps before 1.3's evidence records.
  EXPECT_GT(compare_with_npe_type1("v1_2/plugin/v1_2-type1.yaml", "v1_2.cell"), 0);
}

TEST(AbiCompat, A1_2PluginPassesCheckPlugin) { expect_check_plugin_passes(plugin_1_2(), "1.2.0", true); }

TEST(AbiCompat, AFlagBitAnOlderMinorDidNotDefineIsNotTakenAsThe1_2Flag) {
  expect_stray_flag_dropped("key_flag_from_1_1.so", "broken.stray_key_flag", NPE_TECHNIQUE_KEY_DIGIT_FIRST);
}

TEST(AbiCompat, A1_3PluginLoadsIntoThisHost) {
  expect_loaded_with_its_flag("v1_3.pointing", "1.3.0", NPE_TECHNIQUE_ORDER_DEPENDENT);
}

TEST(AbiCompat, A1_3PluginRunsLikeTheCurrentTechniqueStepForStep) {
  // npe-type2 preprocesses every position with pointing: the runs stay the same only if the 1.3 plugin
  // removes what the shipped one removes, its set-logic records checked by the engine on every step.
  compare_with_shipped("npe-type2.yaml", "v1_3/plugin/v1_3-type2.yaml", "v1_3.pointing");
  // And find-all, text and eliminations, equal to the shipped technique's, each step's record true.
  const auto& registry = registry_with_old_minors();
  int steps = 0;
  for (const auto& puzzle : read_puzzle_file(test::source_dir() / "fixtures" / "puzzles" / "sx_hard.txt")) {
    const Grid grid = test::grid_from(puzzle.givens_line());
    const auto current = test::find_steps("hidden_digit.pointing", grid);
    std::vector<Step> old;
    registry.create("v1_3.pointing", {})->find(grid, true, [&](const npe_step& raw) {
      old.push_back(copy_step(raw, "v1_3.pointing", "v1_3.pointing"));
      return true;
    });
    ASSERT_EQ(test::texts(old), test::texts(current)) << puzzle.origin;
    for (std::size_t i = 0; i < old.size(); ++i) {
      EXPECT_EQ(old[i].eliminations, current[i].eliminations) << puzzle.origin;
      EXPECT_FALSE(old[i].evidence_records.empty()) << puzzle.origin;
      EXPECT_NO_THROW(check_evidence(old[i], grid, "v1_3.pointing")) << puzzle.origin;
    }
    steps += static_cast<int>(old.size());
  }
  EXPECT_GT(steps, 0);
}

TEST(AbiCompat, A1_3PluginPassesCheckPlugin) { expect_check_plugin_passes(plugin_1_3(), "1.3.0"); }

TEST(AbiCompat, A1_3FlagBitIsNotTakenAsThe1_4ExistenceFlag) {
  expect_stray_flag_dropped("existence_flag_from_1_3.so", "broken.stray_existence_flag",
                            NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT);
}

/** check-plugin's missed.symmetry result for one technique of a library, as JSON. */
nlohmann::json symmetry_check(const std::filesystem::path& library, const std::string& technique) {
  const auto result = test::run_npe(
      {"check-plugin", library.string(), "--technique", technique, "--check", "missed.symmetry", "-s", "1", "--json"});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  const auto report = nlohmann::json::parse(result.out);
  for (const auto& check : report["checks"]) {
    if (check["check"] == "missed.symmetry") return check;
  }
  ADD_FAILURE() << "no missed.symmetry result: " << result.out;
  return {};
}

TEST(AbiCompat, The1_4ExistenceFlagIsWhatMakesCheckPluginMeasureSymmetry) {
  // A shipped technique that declares it: measured, and said so.
  const auto nice_loop = symmetry_check(test::plugin_dir() / "chains.so", "chains.nice_loop");
  EXPECT_THAT(nice_loop["reason"].get<std::string>(), HasSubstr("NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT"));
  EXPECT_TRUE(nice_loop["metrics"].contains("first_only_differs")) << nice_loop.dump();
  // The same bit from a 1.3 plugin means nothing: the full check.
  const auto stray =
      symmetry_check(test::broken_plugin_dir() / "existence_flag_from_1_3.so", "broken.stray_existence_flag");
  EXPECT_THAT(stray["reason"].get<std::string>(), HasSubstr("the same set of steps"));
  EXPECT_FALSE(stray["metrics"].contains("first_only_differs")) << stray.dump();
}

TEST(AbiCompat, A1_4PluginLoadsIntoThisHost) {
  expect_loaded_with_its_flag("v1_4.box", "1.4.0", NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT);
}

TEST(AbiCompat, A1_4PluginRunsLikeTheCurrentTechniqueStepForStep) {
  // Under npe-type1's priority digit the engine asks the 1.4 box for the keyed step, handing it the
  // candidate bands it reads; its descriptor ends before nothing new (1.5 added flags only).
  EXPECT_GT(compare_with_npe_type1("v1_4/plugin/v1_4-type1.yaml", "v1_4.box"), 0);
}

TEST(AbiCompat, A1_4PluginPassesCheckPlugin) { expect_check_plugin_passes(plugin_1_4(), "1.4.0", true); }

TEST(AbiCompat, A1_4FlagBitIsNotTakenAsA1_5GeometryFlag) {
  expect_stray_flag_dropped("geometry_flag_from_1_4.so", "broken.stray_geometry_flag", NPE_TECHNIQUE_ONE_HOUSE_KIND);
}

TEST(AbiCompat, The1_5GeometryFlagIsWhatSparesAOneHouseKindTechniqueTheTransposition) {
  // The seed's hidden single in a row declares NPE_TECHNIQUE_ONE_HOUSE_KIND: never transposed.
  const auto row = symmetry_check(test::plugin_dir() / "rowcol.so", "row");
  EXPECT_THAT(row["reason"].get<std::string>(), HasSubstr("never transposed")) << row.dump();
  // The same bit from a 1.4 plugin means nothing: the full check.
  const auto stray =
      symmetry_check(test::broken_plugin_dir() / "geometry_flag_from_1_4.so", "broken.stray_geometry_flag");
  EXPECT_THAT(stray["reason"].get<std::string>(), HasSubstr("the same set of steps")) << stray.dump();
}

TEST(AbiCompat, ANewerMinorIsStillRefusedWithBothVersions) {
  PluginRegistry registry;
  EXPECT_FALSE(registry.load_file(test::broken_plugin_dir() / "newer_minor.so"));
  ASSERT_EQ(registry.refusals().size(), 1u);
  EXPECT_THAT(registry.refusals().front(),
              HasSubstr("ABI version 1.99.0 is newer than this host's ABI 1." + std::to_string(NPE_ABI_VERSION_MINOR)));
}

/** npe_position as ABI 1.1 laid it out: a 1.1 host's struct_size is its sizeof. */
struct Position1_1 {
  std::uint32_t struct_size;
  const std::uint8_t* digits;
  const std::uint16_t* candidates;
  std::uint32_t flags;
  const std::uint8_t* givens;
  std::uint32_t facts;
};

TEST(AbiCompat, TheHeaderReadsOnlyFieldsTheSizeCovers) {
  npe_step step{};
  step.struct_size = NPE_STEP_SIZE_1_0;
  EXPECT_FALSE(NPE_HAS_FIELD(&step, npe_step, rating_x10));
  EXPECT_TRUE(NPE_HAS_FIELD(&step, npe_step, text));
  step.struct_size = sizeof(npe_step);
  EXPECT_TRUE(NPE_HAS_FIELD(&step, npe_step, cannibalistic_count));
  // A 1.1 host's position (its sizeof, tail padding included) must not seem to hold the key digit.
  npe_position position{};
  position.struct_size = sizeof(Position1_1);
  EXPECT_TRUE(NPE_HAS_FIELD(&position, npe_position, facts));
  EXPECT_FALSE(NPE_HAS_FIELD(&position, npe_position, key_digit));
  position.struct_size = NPE_POSITION_SIZE_1_0;
  EXPECT_FALSE(NPE_HAS_FIELD(&position, npe_position, givens));
  position.struct_size = sizeof(npe_position);
  EXPECT_TRUE(NPE_HAS_FIELD(&position, npe_position, key_digit));
  static_assert(offsetof(npe_position, facts) == offsetof(Position1_1, facts), "1.1's fields stay where they were");
  // 1.3's fields lie past 1.2's sizeof (its tail padding included), so a 1.2 side never seems to hold them.
  static_assert(offsetof(npe_position, candidate_bands) >=
                offsetof(npe_position, key_digit) + 2 * sizeof(std::uint32_t));
  static_assert(offsetof(npe_step, evidence) >= offsetof(npe_step, cannibalistic_count) + 2 * sizeof(std::uint32_t));
  static_assert(offsetof(npe_host, evidence_types) >= offsetof(npe_host, log) + sizeof(void*));
  step.struct_size = static_cast<std::uint32_t>(offsetof(npe_step, evidence));  // a 1.2 plugin's step
  EXPECT_FALSE(NPE_HAS_FIELD(&step, npe_step, evidence_size));
  EXPECT_TRUE(npe_abi_is_compatible({1, 0, 0}));
  EXPECT_TRUE(npe_abi_is_compatible({1, 1, 0}));
  EXPECT_TRUE(npe_abi_is_compatible({1, NPE_ABI_VERSION_MINOR, 7}));
  EXPECT_FALSE(npe_abi_is_compatible({1, NPE_ABI_VERSION_MINOR + 1, 0}));
  EXPECT_FALSE(npe_abi_is_compatible({2, 0, 0}));
}

TEST(AbiCompat, TheSdkSeesNoKeyDigitFromA1_1HostOrWhenAllStepsAreAsked) {
  const std::uint8_t digits[81] = {};
  const std::uint16_t candidates[81] = {};
  npe_position position{};
  position.digits = digits;
  position.candidates = candidates;
  position.key_digit = 7;
  position.struct_size = sizeof(npe_position);
  EXPECT_EQ(sdk::Position(position).key_digit(), 7);
  position.flags = NPE_FIND_ALL;
  EXPECT_EQ(sdk::Position(position).key_digit(), 0);
  position.flags = 0;
  position.struct_size = sizeof(Position1_1);
  EXPECT_EQ(sdk::Position(position).key_digit(), 0);
}

}  // namespace
}  // namespace npe::abi_compat_test
