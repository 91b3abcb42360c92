#include "compare/compare_corpus.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

#include "base/errors.hpp"
#include "loader/search_paths.hpp"

namespace npe {

namespace {

void add_directory(std::vector<CorpusDirectory>& dirs, const std::filesystem::path& path, const std::string& prefix) {
  std::error_code error;
  if (!std::filesystem::is_directory(path, error)) return;
  const auto canonical = std::filesystem::weakly_canonical(path, error);
  for (const auto& dir : dirs) {
    if (dir.path == canonical) return;
  }
  dirs.push_back({canonical, prefix});
}

}  // namespace

std::vector<CorpusDirectory> corpus_directories() {
  std::vector<CorpusDirectory> dirs;
  if (const char* value = std::getenv("NPE_CORPUS_PATH")) {
    std::stringstream in(value);
    std::string item;
    while (std::getline(in, item, ':')) {
      if (!item.empty()) add_directory(dirs, item, "");
    }
  }
  // Walk up from the program: build/bin -> build -> checkout (fixtures/puzzles) -> parent (shared/corpora).
  std::error_code error;
  std::filesystem::path dir = std::filesystem::weakly_canonical(program_directory(), error);
  std::vector<CorpusDirectory> fixtures;
  for (int depth = 0; depth < 6 && !dir.empty(); ++depth) {
    add_directory(dirs, dir / "shared" / "corpora", "");
    if (std::filesystem::is_directory(dir / "fixtures" / "puzzles", error) &&
        std::filesystem::is_directory(dir / "configs" / "engines", error)) {
      add_directory(fixtures, dir / "fixtures" / "puzzles", "fixtures/");
    }
    if (dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  for (auto& item : fixtures) add_directory(dirs, item.path, item.prefix);
  // The copy of fixtures/puzzles in a build tree or an installation.
  add_directory(dirs, program_directory() / ".." / "share" / "npe" / "puzzles", "fixtures/");
  return dirs;
}

std::vector<Corpus> list_corpora(const std::vector<CorpusDirectory>& directories) {
  std::vector<Corpus> all;
  std::set<std::string> names;
  for (const auto& dir : directories) {
    std::vector<Corpus> here;
    std::error_code error;
    for (const auto& item : std::filesystem::directory_iterator(dir.path, error)) {
      if (item.path().extension() != ".txt" || !item.is_regular_file(error)) continue;
      here.push_back({dir.prefix + item.path().stem().string(), item.path()});
    }
    std::sort(here.begin(), here.end(), [](const Corpus& a, const Corpus& b) { return a.name < b.name; });
    for (auto& corpus : here) {
      if (names.insert(corpus.name).second) all.push_back(std::move(corpus));
    }
  }
  return all;
}

Corpus resolve_corpus(const std::string& name, const std::vector<CorpusDirectory>& directories) {
  for (auto& corpus : list_corpora(directories)) {
    if (corpus.name == name) return corpus;
  }
  std::string looked;
  for (const auto& dir : directories) {
    looked += ' ';
    looked += dir.path.string();
  }
  throw InputError("unknown corpus '" + name + "' (`npe corpora` lists them; looked in" +
                   (looked.empty() ? std::string(" no directory: set NPE_CORPUS_PATH") : looked) + ")");
}

std::filesystem::path corpus_file(const std::string& file_or_name) {
  std::error_code error;
  if (std::filesystem::is_regular_file(file_or_name, error)) return file_or_name;
  try {
    return resolve_corpus(file_or_name, corpus_directories()).path;
  } catch (const InputError& e) {
    throw InputError("'" + file_or_name + "' is neither a file nor a named corpus: " + e.what());
  }
}

}  // namespace npe
