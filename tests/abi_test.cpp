// The plugin ABI as a contract: refusals of broken libraries, step validation, exported symbols.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include "base/errors.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::abi_test {
namespace {

using ::testing::HasSubstr;

std::filesystem::path broken(const std::string& name) { return test::broken_plugin_dir() / (name + ".so"); }

/** The host's ABI version as it names it ("1.5.0"). */
const std::string kHostVersion = std::to_string(NPE_ABI_VERSION_MAJOR) + "." + std::to_string(NPE_ABI_VERSION_MINOR) +
                                 "." + std::to_string(NPE_ABI_VERSION_PATCH);

std::string refusal_for(const std::string& name) {
  PluginRegistry registry;
  EXPECT_FALSE(registry.load_file(broken(name)));
  EXPECT_EQ(registry.refusals().size(), 1u);
  return registry.refusals().empty() ? "" : registry.refusals().front();
}

TEST(PluginAbi, TheHeadersFirstLineNamesTheVersionItDefines) {
  // npe_plugin.h opens with "npe plugin ABI, version MAJOR.MINOR": the version its macros define.
  std::ifstream header(test::source_dir() / "sdk/include/npe/npe_plugin.h");
  std::string first, second;
  std::getline(header, first);
  std::getline(header, second);
  EXPECT_THAT(second, ::testing::HasSubstr("npe plugin ABI, version " + std::to_string(NPE_ABI_VERSION_MAJOR) + "." +
                                           std::to_string(NPE_ABI_VERSION_MINOR) + " "));
}

TEST(PluginAbi, ShippedPluginsLoadWithTheirTechniques) {
  const auto& registry = test::shipped_plugins();
  EXPECT_TRUE(registry.refusals().empty());
  for (const char* id : {"box", "row", "col", "cell"}) EXPECT_NE(registry.find(id), nullptr) << id;
  EXPECT_EQ(registry.find("box")->default_points, 2);
  EXPECT_EQ(registry.find("cell")->default_points, 10);
}

TEST(PluginAbi, RefusesLibraryWithoutEntrySymbol) {
  const std::string refusal = refusal_for("no_entry");
  EXPECT_THAT(refusal, HasSubstr("no_entry.so"));
  EXPECT_THAT(refusal, HasSubstr("no entry symbol 'npe_entry'"));
}

TEST(PluginAbi, RefusesAnotherMajorVersionNamingBothVersions) {
  const std::string refusal = refusal_for("other_major");
  EXPECT_THAT(refusal, HasSubstr("other_major.so"));
  EXPECT_THAT(refusal, HasSubstr("ABI version 2.0.0 is not supported"));
  EXPECT_THAT(refusal, HasSubstr("host speaks ABI " + kHostVersion));
}

TEST(PluginAbi, RefusesATechniqueDeclaringTwoGeometries) {
  EXPECT_THAT(refusal_for("two_geometries"), HasSubstr("'broken.two_geometries' declares more than one geometry flag"));
}

TEST(PluginAbi, RefusesNewerMinorVersion) {
  EXPECT_THAT(refusal_for("newer_minor"),
              HasSubstr("ABI version 1.99.0 is newer than this host's ABI " + kHostVersion));
}

TEST(PluginAbi, RefusesMalformedDescriptor) {
  EXPECT_THAT(refusal_for("malformed_descriptor"),
              HasSubstr("malformed descriptor #0: id 'Bad Id!' is not [a-z0-9_.]+"));
}

TEST(PluginAbi, RefusesFailedInit) { EXPECT_THAT(refusal_for("init_fails"), HasSubstr("init failed")); }

TEST(PluginAbi, ClashingIdResolvesBySearchOrderAndBothLibrariesKeepTheirOtherTechniques) {
  // Shipped first (as when the author's directory comes later): the shipped wings.xy is used.
  PluginRegistry shipped_first;
  shipped_first.load_directory(test::plugin_dir());
  EXPECT_TRUE(shipped_first.load_file(broken("clashing_pair")));
  ASSERT_EQ(shipped_first.clashes().size(), 1u);
  EXPECT_THAT(shipped_first.clashes().front(), HasSubstr("technique id 'wings.xy' of "));
  EXPECT_THAT(shipped_first.clashes().front(), HasSubstr("clashing_pair.so is hidden by "));
  EXPECT_THAT(shipped_first.clashes().front(), HasSubstr("wings.so"));
  EXPECT_THAT(shipped_first.find("wings.xy")->library->path().string(), HasSubstr("wings.so"));
  EXPECT_NE(shipped_first.find("clash.own"), nullptr);  // the author's other technique loads
  EXPECT_TRUE(shipped_first.refusals().empty());

  // The author's directory first (--plugin-dir): its wings.xy stands in, the shipped wings.w stays.
  PluginRegistry author_first;
  EXPECT_TRUE(author_first.load_file(broken("clashing_pair")));
  author_first.load_directory(test::plugin_dir());
  ASSERT_EQ(author_first.clashes().size(), 1u);
  EXPECT_THAT(author_first.clashes().front(), HasSubstr("wings.so is hidden by "));
  EXPECT_THAT(author_first.find("wings.xy")->library->path().string(), HasSubstr("clashing_pair.so"));
  EXPECT_THAT(author_first.find("wings.w")->library->path().string(), HasSubstr("wings.so"));
  EXPECT_TRUE(author_first.refusals().empty());
  EXPECT_NO_THROW(author_first.create("wings.w", {}));
}

TEST(PluginAbi, ALibraryNamedTwiceInTheSearchPathLoadsOnce) {
  PluginRegistry registry;
  registry.load_directory(test::plugin_dir());
  const auto count = registry.libraries().size();
  registry.load_directory(test::plugin_dir() / ".");
  EXPECT_EQ(registry.libraries().size(), count);
  EXPECT_TRUE(registry.clashes().empty());
}

TEST(PluginAbi, DirectoryLoadRefusesBrokenLibrariesAndLoadsTheRest) {
  PluginRegistry registry;
  registry.load_directory(test::broken_plugin_dir());
  EXPECT_NE(registry.find("bad.not_candidate"), nullptr);  // bad_steps.so loads: its steps are the problem
  EXPECT_NE(registry.find("box"), nullptr);                // duplicate_id.so loads when nothing else has "box"
  EXPECT_NE(registry.find("clash.own"), nullptr);
  // init_fails, malformed_descriptor, newer_minor, no_entry, other_major, two_geometries
  EXPECT_EQ(registry.refusals().size(), 6u);
}

TEST(PluginAbi, UnknownTechniqueAndBadParameterAreRefusedAtCreate) {
  const auto& registry = test::shipped_plugins();
  EXPECT_THROW(registry.create("no.such.technique", {}), InputError);
  try {
    registry.create("box", {{"size", "3"}});
    FAIL() << "box accepted an undeclared parameter";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("unknown parameter 'size'"));
  }
}

class BadStepTest : public ::testing::TestWithParam<std::pair<std::string, std::string>> {};

TEST_P(BadStepTest, HostRefusesStepNamingPluginAndTechnique) {
  PluginRegistry registry;
  ASSERT_TRUE(registry.load_file(broken("bad_steps")));
  const auto& [technique, message] = GetParam();
  EngineType type = parse_engine_type("name: bad\ntechniques: [" + technique + "]\n", "bad.yaml");
  Engine engine(type, registry);
  Puzzle puzzle;
  puzzle.givens[40] = 5;
  try {
    engine.run(puzzle);
    FAIL() << "the engine applied a bad step of " << technique;
  } catch (const PluginError& e) {
    EXPECT_THAT(e.what(), HasSubstr("technique '" + technique + "' of plugin bad_steps"));
    EXPECT_THAT(e.what(), HasSubstr(message));
  }
}

INSTANTIATE_TEST_SUITE_P(
    Steps, BadStepTest,
    ::testing::Values(
        std::pair<std::string, std::string>{"bad.not_candidate", "eliminates 5 from r1c5, which is not a candidate"},
        std::pair<std::string, std::string>{"bad.filled_cell", "places 6 in r5c5, which is already filled"},
        std::pair<std::string, std::string>{"bad.out_of_range", "eliminates an out-of-range cell/digit"},
        std::pair<std::string, std::string>{"bad.empty", "changes nothing"},
        std::pair<std::string, std::string>{"bad.throws", "find reported an error"}),
    [](const auto& info) {
      std::string name = info.param.first.substr(4);
      return name;
    });

/** Names of the dynamic symbols a library defines (nm -D --defined-only). */
std::vector<std::string> exported_symbols(const std::filesystem::path& library) {
  std::vector<std::string> symbols;
  const std::string command = "nm -D --defined-only '" + library.string() + "'";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return symbols;
  std::array<char, 512> line{};
  while (fgets(line.data(), line.size(), pipe)) {
    std::string text(line.data());
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    symbols.push_back(text.substr(text.rfind(' ') + 1));
  }
  pclose(pipe);
  return symbols;
}

TEST(PluginAbi, ShippedPluginsExportOnlyTheEntrySymbol) {
  int libraries = 0;
  for (const auto& item : std::filesystem::directory_iterator(test::plugin_dir())) {
    if (item.path().extension() != ".so") continue;
    ++libraries;
    EXPECT_EQ(exported_symbols(item.path()), std::vector<std::string>{"npe_entry"}) << item.path();
  }
  EXPECT_GE(libraries, 3);
}

}  // namespace
}  // namespace npe::abi_test
