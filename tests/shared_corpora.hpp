// The optional large corpora beside the checkout (../shared/corpora, not in the repository) and the rule
// that keeps a clone without them green: a test reads them only after declaring which it needs.
//
//   TEST(FishSoundness, NoEliminationContradictsTheSolution) {
//     NPE_NEEDS_SHARED_CORPORA("sx_hard_500.txt", "top1465.txt");
//     for (const auto& puzzle : read_puzzle_file(test::shared_corpus("top1465.txt"))) ...
//
// The declaration skips the test by name when a named corpus is missing, so a declared test never runs
// on a smaller stand-in and never sees thresholds meant for the whole corpus. shared_corpus() throws
// (the test fails, naming the corpus) when the running test did not declare it — in CI, where the
// corpora are present, so a test cannot forget to skip: the rule is checked on every run, not only on
// a clone without ../shared. Each declaration is also recorded (NPE_SHARED_DECLARATIONS) so that
// scripts/test can run exactly the declaring tests once more with the corpora hidden
// (NPE_TEST_SHARED_DIR pointing at an empty folder) and see each of them skip.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace npe::test {

/** The folder of the optional data: $NPE_TEST_SHARED_DIR if set, else ../shared beside the checkout. */
std::filesystem::path shared_dir();

/** ../shared/corpora/NAME. Throws std::logic_error unless the running test declared NAME with
 *  NPE_NEEDS_SHARED_CORPORA (or the vector form of it) first. */
std::filesystem::path shared_corpus(const std::string& name);

/** Declares that the running test reads these corpora: records them (shared_corpus() then allows them)
 *  and returns the first that is missing, or "" when all are there. Use NPE_NEEDS_SHARED_CORPORA. */
std::string declare_shared_corpora(const std::vector<std::string>& names);

}  // namespace npe::test

/** Declares the corpora the running test reads and skips it ("needs ../shared/corpora/NAME") unless
 *  every one is present; the names are strings or one std::vector<std::string>. */
#define NPE_NEEDS_SHARED_CORPORA(...)                                                            \
  if (const std::string npe_missing_corpus = ::npe::test::declare_shared_corpora({__VA_ARGS__}); \
      !npe_missing_corpus.empty())                                                               \
  GTEST_SKIP() << "needs ../shared/corpora/" << npe_missing_corpus << " (optional; docs/corpora.md)"
