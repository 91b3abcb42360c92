// npe check-plugin: shipped plugins pass, each deliberately broken plugin fails the check it
// breaks (crash, endless loop, unsound elimination, input mutation, nondeterminism) while the run
// goes on, and bad input is one line with exit code 2. Also the ELF reader and the corpus table.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>

#include "check/support.hpp"
#include "loader/elf_file.hpp"
#include "test_support.hpp"

namespace npe::check_plugin_test {
namespace {

using ::testing::HasSubstr;

std::string plugin(const std::string& name) { return (test::plugin_dir() / (name + ".so")).string(); }
std::string broken(const std::string& name) { return (test::broken_plugin_dir() / (name + ".so")).string(); }
std::string reglib() { return (test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt").string(); }

struct Report {
  int exit_code = -1;
  nlohmann::json json;
  std::string err;

  /** The result of one check (of one technique, or of the library). */
  nlohmann::json check(const std::string& name, const std::string& technique = "") const {
    for (const auto& result : json["checks"]) {
      if (result["check"] == name && result["technique"] == technique) return result;
    }
    ADD_FAILURE() << "no result for " << name << " " << technique << " in " << json.dump(1);
    return nlohmann::json::object({{"status", "missing"}, {"reason", ""}});
  }
};

Report check_plugin(std::vector<std::string> arguments) {
  arguments.insert(arguments.begin(), "check-plugin");
  arguments.push_back("--json");
  const auto result = test::run_npe(arguments);
  Report report{result.exit_code, nlohmann::json::object(), result.err};
  if (!result.out.empty()) report.json = nlohmann::json::parse(result.out);
  return report;
}

TEST(CheckPlugin, ShippedLockedSetPassesEveryCheckWithItsReglibCases) {
  const auto report = check_plugin({plugin("locked_set"), "-s", "2", "--reglib", reglib()});
  ASSERT_EQ(report.exit_code, 0) << report.json.dump(1) << report.err;
  EXPECT_EQ(report.json["summary"]["failed"], 0);
  EXPECT_EQ(report.json["plugin"]["techniques"], nlohmann::json({"locked_set.naked", "locked_set.hidden"}));
  const auto naked = report.check("external.reglib", "locked_set.naked");
  EXPECT_EQ(naked["status"], "passed") << naked["reason"];
  EXPECT_GT(naked["metrics"]["cases"].get<int>(), 50);  // 0110 0111 0200 0201 0202 of reglib-dev
  EXPECT_EQ(naked["metrics"]["found"], naked["metrics"]["cases"]);
  const auto sound = report.check("behaviour.sound", "locked_set.hidden");
  EXPECT_EQ(sound["status"], "passed");
  EXPECT_GT(sound["metrics"]["eliminations"].get<int>(), 0);
  EXPECT_EQ(report.check("performance", "locked_set.naked")["status"], "passed");
}

TEST(CheckPlugin, TextReportListsEachCheckAndASummary) {
  const auto result = test::run_npe({"check-plugin", plugin("box"), "-s", "1"});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  EXPECT_THAT(result.out, HasSubstr("load.exports"));
  EXPECT_THAT(result.out, HasSubstr("box: behaviour.sound"));
  EXPECT_THAT(result.out, HasSubstr("box: external.reglib"));  // the source tree's reglib by default
  EXPECT_THAT(result.out, HasSubstr("passed: "));
}

TEST(CheckPlugin, InProcessGivesTheSameVerdicts) {
  const auto report = check_plugin({plugin("cell"), "-s", "1", "--in-process", "--reglib", reglib()});
  ASSERT_EQ(report.exit_code, 0) << report.json.dump(1);
  EXPECT_EQ(report.check("external.reglib", "cell")["status"], "passed");
}

TEST(CheckPlugin, CrashInFindIsReportedAndTheRunGoesOn) {
  const auto report = check_plugin({broken("crash_in_find"), "-s", "1", "--timeout", "20"});
  EXPECT_EQ(report.exit_code, 1);
  EXPECT_EQ(report.check("load.descriptors")["status"], "passed");
  EXPECT_EQ(report.check("params.bad_values", "broken.crash")["status"], "passed");
  const auto sound = report.check("behaviour.sound", "broken.crash");
  EXPECT_EQ(sound["status"], "crashed");
  if (test::sanitized_build()) {
    // Under AddressSanitizer the SIGSEGV is caught by ASan, which prints its report and exits instead.
    EXPECT_THAT(sound["reason"].get<std::string>(),
                ::testing::AnyOf(HasSubstr("signal 11"), HasSubstr("without a result")));
  } else {
    EXPECT_THAT(sound["reason"].get<std::string>(), HasSubstr("signal 11"));
  }
  EXPECT_EQ(report.check("threads", "broken.crash")["status"], "crashed");  // the last check still ran
}

TEST(CheckPlugin, EndlessLoopTimesOut) {
  const auto start = std::chrono::steady_clock::now();
  const auto report = check_plugin({broken("endless_loop"), "-s", "1", "--timeout", "1", "--check",
                                    "behaviour.deterministic", "--check", "params.defaults"});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(report.exit_code, 1);
  EXPECT_EQ(report.check("behaviour.deterministic", "broken.loop")["status"], "timed-out");
  EXPECT_EQ(report.check("params.defaults", "broken.loop")["status"], "passed");
  EXPECT_LT(seconds, 15);
}

// A looping find is reported after --find-timeout seconds of one call, and the technique's later
// checks that call find are skipped: the whole run takes seconds, not checks x --timeout.
TEST(CheckPlugin, ALoopingFindIsReportedInSecondsAndItsLaterChecksSkipped) {
  const auto start = std::chrono::steady_clock::now();
  const auto report = check_plugin({broken("endless_loop"), "-s", "1", "--find-timeout", "1", "--timeout", "100"});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(report.exit_code, 1);
  const auto first = report.check("behaviour.deterministic", "broken.loop");
  EXPECT_EQ(first["status"], "timed-out");
  EXPECT_THAT(first["reason"].get<std::string>(),
              HasSubstr("one find call did not return within 1 s (--find-timeout)"));
  EXPECT_THAT(first["reason"].get<std::string>(), HasSubstr("reproduce with: npe --plugin-dir"));
  const auto later = report.check("threads", "broken.loop");
  EXPECT_EQ(later["status"], "skipped");
  EXPECT_THAT(later["reason"].get<std::string>(),
              HasSubstr("not run: a find call did not return in behaviour.deterministic"));
  EXPECT_EQ(report.check("params.defaults", "broken.loop")["status"], "passed");
  EXPECT_LT(seconds, 40);  // a bound far from the 1 s budget, for a loaded machine; without it: 100 s per check
}

TEST(CheckPlugin, FailFastStopsAtTheFirstFailure) {
  const auto result = test::run_npe({"check-plugin", broken("crash_in_find"), "-s", "1", "--fail-fast"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("stopped after broken.crash: behaviour.deterministic (--fail-fast)"));
  EXPECT_THAT(result.out, ::testing::Not(HasSubstr("broken.crash: threads")));
}

// A crash's reproducer is printed once: later checks that crash on the same position point to it.
TEST(CheckPlugin, ACrashReproducerIsGivenOnce) {
  const auto result = test::run_npe({"check-plugin", broken("crash_in_find"), "-s", "1", "--check",
                                     "behaviour.deterministic", "--check", "behaviour.sound"});
  EXPECT_EQ(result.exit_code, 1);
  std::size_t reproducers = 0;
  for (auto at = result.out.find("reproduce with: npe"); at != std::string::npos;
       at = result.out.find("reproduce with: npe", at + 1)) {
    ++reproducers;
  }
  EXPECT_EQ(reproducers, 1u) << result.out;
  EXPECT_THAT(result.out,
              HasSubstr("on the same position as behaviour.deterministic (reproduce with the command given there)"));
}

// The message of an exception thrown in find reaches every report, and missed.symmetry names the
// failed call instead of a step without a counterpart.
TEST(CheckPlugin, AnExceptionsMessageIsKeptInEveryReport) {
  const auto report = check_plugin({broken("throws_in_find"), "-s", "1"});
  EXPECT_EQ(report.exit_code, 1);
  for (const char* name : {"behaviour.valid_steps", "behaviour.sound", "missed.symmetry"}) {
    const auto result = report.check(name, "broken.throws");
    EXPECT_EQ(result["status"], "failed") << name;
    EXPECT_THAT(result["reason"].get<std::string>(),
                HasSubstr("find returned -1 (NPE_FIND_ERROR): VWXYZ pivot lost at r1c"))
        << name;
    EXPECT_THAT(result["reason"].get<std::string>(), ::testing::Not(HasSubstr("no counterpart"))) << name;
  }
}

// A technique id that a library of the plugin search path has too: load.id_clash fails naming both.
TEST(CheckPlugin, AClashWithAShippedIdIsReported) {
  const auto report = check_plugin({broken("clashing_pair"), "-s", "1", "--check", "load.id_clash"});
  EXPECT_EQ(report.exit_code, 1);
  const auto clash = report.check("load.id_clash");
  EXPECT_EQ(clash["status"], "failed");
  EXPECT_THAT(clash["reason"].get<std::string>(),
              HasSubstr("technique id 'wings.xy' of " + broken("clashing_pair") + " is also in "));
  EXPECT_THAT(clash["reason"].get<std::string>(), HasSubstr("wings.so"));
  const auto shipped = check_plugin({plugin("wings"), "-s", "1", "--check", "load.id_clash"});
  EXPECT_EQ(shipped.check("load.id_clash")["status"], "passed") << shipped.check("load.id_clash")["reason"];
}

TEST(CheckPlugin, UnsoundEliminationFailsOnlySoundness) {
  const auto report = check_plugin({broken("unsound_elimination"), "-s", "2"});
  EXPECT_EQ(report.exit_code, 1);
  const auto sound = report.check("behaviour.sound", "broken.unsound");
  EXPECT_EQ(sound["status"], "failed");
  EXPECT_THAT(sound["reason"].get<std::string>(), HasSubstr("the solution's digit"));
  for (const char* other : {"behaviour.valid_steps", "behaviour.deterministic", "behaviour.input_unchanged",
                            "behaviour.all_contains_first", "threads"}) {
    EXPECT_EQ(report.check(other, "broken.unsound")["status"], "passed") << other;
  }
}

TEST(CheckPlugin, InputMutationIsSeenInTheGuardedBuffers) {
  const auto report = check_plugin({broken("mutates_input"), "-s", "1"});
  EXPECT_EQ(report.exit_code, 1);
  const auto unchanged = report.check("behaviour.input_unchanged", "broken.mutates");
  EXPECT_EQ(unchanged["status"], "failed");
  EXPECT_THAT(unchanged["reason"].get<std::string>(), HasSubstr("candidates: r"));
}

TEST(CheckPlugin, NondeterminismIsSeen) {
  const auto report = check_plugin({broken("nondeterministic"), "-s", "1", "--check", "behaviour.deterministic"});
  EXPECT_EQ(report.exit_code, 1);
  const auto deterministic = report.check("behaviour.deterministic", "broken.nondeterministic");
  EXPECT_EQ(deterministic["status"], "failed");
  EXPECT_THAT(deterministic["reason"].get<std::string>(), HasSubstr("gave other steps"));
}

TEST(CheckPlugin, LibrariesTheLoaderRefusesFailTheirLoadingChecks) {
  auto report = check_plugin({broken("no_entry"), "-s", "1"});
  EXPECT_EQ(report.exit_code, 1);
  EXPECT_EQ(report.check("load.entry_symbol")["status"], "failed");
  report = check_plugin({broken("other_major"), "-s", "1"});
  EXPECT_EQ(report.exit_code, 1);
  EXPECT_THAT(report.check("load.abi_version")["reason"].get<std::string>(), HasSubstr("major version must be 1"));
  EXPECT_EQ(report.check("load.exports")["status"], "passed");
}

TEST(CheckPlugin, BadInputIsOneLineAndExitTwo) {
  const auto dir = test::temp_dir("check_plugin_input");
  std::ofstream(dir / "text.so") << "not a library\n";
  // An ELF header for AArch64 (e_machine 183), 64-bit little-endian, ET_DYN.
  std::string elf(64, '\0');
  elf.replace(0, 4,
              "\x7f"
              "ELF");
  elf[4] = 2, elf[5] = 1, elf[6] = 1, elf[16] = 3, elf[18] = static_cast<char>(183);
  std::ofstream(dir / "arm.so", std::ios::binary) << elf;
  const std::pair<std::string, std::string> cases[] = {
      {(dir / "missing.so").string(), "no such file"},
      {(dir / "text.so").string(), "not a shared library"},
      {(dir / "arm.so").string(), "built for AArch64"},
      {test::npe_binary().string(), "an executable program, not a shared library"}};
  for (const auto& [file, message] : cases) {
    const auto result = test::run_npe({"check-plugin", file});
    EXPECT_EQ(result.exit_code, 2) << file;
    EXPECT_THAT(result.err, HasSubstr(file + ": " + message));
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
  }
  EXPECT_EQ(test::run_npe({"check-plugin", plugin("box"), "--technique", "nope"}).exit_code, 2);
  EXPECT_EQ(test::run_npe({"check-plugin", plugin("box"), "--check", "nope"}).exit_code, 2);
  std::filesystem::remove_all(dir);
}

TEST(CheckPlugin, CorpusByFileOrByName) {
  // --corpus takes a file or a name as `npe compare --corpus` does (`npe corpora`).
  const auto file = (test::source_dir() / "fixtures/puzzles/top1465.txt").string();
  for (const std::string& corpus : {file, std::string("fixtures/top1465")}) {
    const auto result =
        test::run_npe({"check-plugin", plugin("box"), "--corpus", corpus, "--check", "behaviour.sound"});
    EXPECT_EQ(result.exit_code, 0) << corpus << "\n" << result.out << result.err;
    EXPECT_THAT(result.out, HasSubstr("on 60 positions")) << corpus;
  }
  const auto unknown = test::run_npe({"check-plugin", plugin("box"), "--corpus", "no-such-corpus"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_THAT(unknown.err, HasSubstr("'no-such-corpus' is neither a file nor a named corpus"));
}

TEST(ElfFile, ShippedPluginsExportOnlyTheEntry) {
  EXPECT_EQ(exported_symbols(plugin("box")), std::vector<std::string>{"npe_entry"});
  EXPECT_FALSE(shared_library_problem(plugin("box")).has_value());
  // The broken no_entry library is built without the version script: it exports its functions.
  EXPECT_GT(exported_symbols(broken("no_entry")).size(), 0u);
}

TEST(CheckCorpus, StrictnessGrowsTheCorpusAndTheRepetitions) {
  for (int s = 2; s <= 10; ++s) {
    const auto lower = corpus_budget(s - 1), higher = corpus_budget(s);
    EXPECT_TRUE(higher.puzzles == 0 || (lower.puzzles != 0 && higher.puzzles > lower.puzzles)) << s;
    EXPECT_GE(higher.repetitions, lower.repetitions);
  }
  CheckSettings settings;
  settings.strictness = 1;
  settings.corpus = {test::source_dir() / "fixtures" / "puzzles" / "sx_hard.txt"};
  const auto& positions = corpus_positions(settings);
  ASSERT_GE(positions.size(), 10u);  // 5 puzzles, up to four positions each
  for (const auto& position : positions) {
    EXPECT_FALSE(position.grid.solved());
    for (int cell = 0; cell < 81; ++cell) {
      if (position.grid.digits[cell] == 0) {
        EXPECT_TRUE(sdk::has_digit(position.grid.candidates[cell], position.solution[cell])) << position.origin;
      } else {
        EXPECT_EQ(position.grid.digits[cell], position.solution[cell]);
      }
    }
  }
}

}  // namespace
}  // namespace npe::check_plugin_test
