#include "shared_corpora.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <stdexcept>

#include "test_support.hpp"

namespace npe::test {

namespace {

/** "Suite.Name" (with any prefix and parameter, as --gtest_filter takes it) of the running test, or ""
 *  outside a test body. */
std::string running_test() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  return info == nullptr ? std::string() : std::string(info->test_suite_name()) + "." + info->name();
}

/** The declarations of this process, by test: a driver process runs one test (CTest's discovered tests)
 *  or one suite (the sanitizer tree's), so the set only grows. */
struct Declarations {
  std::mutex mutex;
  std::set<std::pair<std::string, std::string>> declared;  // (test, corpus)
};

Declarations& declarations() {
  static Declarations instance;
  return instance;
}

/** Appends the test's name to $NPE_SHARED_DECLARATIONS/<pid> (one file per process, so parallel tests
 *  never write the same file): the list scripts/test runs again with the corpora hidden. */
void record_declaring_test(const std::string& test) {
  const char* folder = std::getenv("NPE_SHARED_DECLARATIONS");
  if (folder == nullptr || *folder == '\0') return;
  std::filesystem::create_directories(folder);
  std::ofstream(std::filesystem::path(folder) / std::to_string(::getpid()), std::ios::app) << test << '\n';
}

}  // namespace

std::filesystem::path shared_dir() {
  if (const char* dir = std::getenv("NPE_TEST_SHARED_DIR"); dir != nullptr && *dir != '\0') return dir;
  return source_dir() / ".." / "shared";
}

std::filesystem::path shared_corpus(const std::string& name) {
  const std::string test = running_test();
  {
    auto& state = declarations();
    std::lock_guard lock(state.mutex);
    if (!state.declared.count({test, name})) {
      throw std::logic_error("test '" + test + "' reads ../shared/corpora/" + name +
                             " without declaring it: start the test with NPE_NEEDS_SHARED_CORPORA(\"" + name +
                             "\") (tests/shared_corpora.hpp), so that a clone without ../shared skips it by name");
    }
  }
  return shared_dir() / "corpora" / name;
}

std::string declare_shared_corpora(const std::vector<std::string>& names) {
  const std::string test = running_test();
  if (test.empty()) throw std::logic_error("NPE_NEEDS_SHARED_CORPORA outside a test body");
  {
    auto& state = declarations();
    std::lock_guard lock(state.mutex);
    for (const auto& name : names) state.declared.insert({test, name});
  }
  record_declaring_test(test);
  for (const auto& name : names) {
    if (!std::filesystem::is_regular_file(shared_dir() / "corpora" / name)) return name;
  }
  return "";
}

}  // namespace npe::test
