// The version promise: a plugin built against the frozen ABI 1.0 SDK (tests/abi/v1_0) loads into the
// current host, behaves exactly like the current build of the same technique, and passes
// check-plugin; its fixture is checked by CTest (abi_1_0_plugin.fixture).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::abi_compat_test {
namespace {

using ::testing::HasSubstr;

std::filesystem::path plugin_1_0() { return std::filesystem::path(NPE_ABI_1_0_PLUGIN_DIR) / "v1_0.so"; }

const PluginRegistry& registry_with_1_0() {
  static const PluginRegistry registry = load_plugins({plugin_1_0(), NPE_PLUGIN_DIR});
  return registry;
}

TEST(AbiCompat, A1_0PluginLoadsIntoThisHost) {
  const auto& registry = registry_with_1_0();
  EXPECT_TRUE(registry.refusals().empty()) << registry.refusals().front();
  const TechniqueInfo* info = registry.find("v1_0.cell");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->library->abi_version(), "1.0.0");
  EXPECT_EQ(info->default_points, 10);
  EXPECT_TRUE(info->reglib_codes.empty());  // 1.0 descriptors end before the field
}

TEST(AbiCompat, A1_0PluginRunsLikeTheCurrentTechniqueStepForStep) {
  const auto& registry = registry_with_1_0();
  Engine current(load_engine_type(test::source_dir() / "configs" / "engines" / "npe-type1.yaml"), registry);
  Engine old(load_engine_type(test::source_dir() / "tests" / "abi" / "v1_0" / "plugin" / "v1_0-type1.yaml"), registry);
  const auto puzzles = read_puzzle_file(test::source_dir() / "fixtures" / "puzzles" / "sx_hard.txt");
  ASSERT_FALSE(puzzles.empty());
  int cell_steps = 0;
  for (const auto& puzzle : puzzles) {
    const RunResult a = current.run(puzzle), b = old.run(puzzle);
    ASSERT_EQ(a.steps.size(), b.steps.size()) << puzzle.origin;
    EXPECT_EQ(a.outcome, b.outcome);
    EXPECT_EQ(a.difficulty, b.difficulty);
    for (std::size_t i = 0; i < a.steps.size(); ++i) {
      EXPECT_EQ(step_line(a.steps[i].step), step_line(b.steps[i].step)) << puzzle.origin << " step " << i + 1;
      EXPECT_EQ(a.steps[i].step.placements, b.steps[i].step.placements);
      cell_steps += b.steps[i].step.technique == "v1_0.cell";
    }
  }
  EXPECT_GT(cell_steps, 0);  // the 1.0 plugin really took part
}

TEST(AbiCompat, A1_0PluginPassesCheckPlugin) {
  const auto result = test::run_npe({"check-plugin", plugin_1_0().string(), "-s", "1", "--json"});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  const auto report = nlohmann::json::parse(result.out);
  for (const auto& check : report["checks"]) {
    EXPECT_NE(check["status"], "failed") << check.dump();
    if (check["check"] == "load.abi_version") {
      EXPECT_THAT(check["reason"].get<std::string>(), HasSubstr("ABI 1.0.0"));
    }
  }
}

TEST(AbiCompat, ANewerMinorIsStillRefusedWithBothVersions) {
  PluginRegistry registry;
  EXPECT_FALSE(registry.load_file(test::broken_plugin_dir() / "newer_minor.so"));
  ASSERT_EQ(registry.refusals().size(), 1u);
  EXPECT_THAT(registry.refusals().front(), HasSubstr("ABI version 1.99.0 is newer than this host's ABI 1.2.0"));
}

TEST(AbiCompat, TheHeaderReadsOnlyFieldsTheSizeCovers) {
  npe_step step{};
  step.struct_size = NPE_STEP_SIZE_1_0;
  EXPECT_FALSE(NPE_HAS_FIELD(&step, npe_step, rating_x10));
  EXPECT_TRUE(NPE_HAS_FIELD(&step, npe_step, text));
  step.struct_size = sizeof(npe_step);
  EXPECT_TRUE(NPE_HAS_FIELD(&step, npe_step, cannibalistic_count));
  EXPECT_TRUE(npe_abi_is_compatible({1, 0, 0}));
  EXPECT_TRUE(npe_abi_is_compatible({1, NPE_ABI_VERSION_MINOR, 7}));
  EXPECT_FALSE(npe_abi_is_compatible({1, NPE_ABI_VERSION_MINOR + 1, 0}));
  EXPECT_FALSE(npe_abi_is_compatible({2, 0, 0}));
}

}  // namespace
}  // namespace npe::abi_compat_test
