// Puzzle corpora by name (`npe compare --corpus NAME`, `npe corpora`): every *.txt file in the
// corpus directories, named by its stem. Directories, in search order: $NPE_CORPUS_PATH
// (':'-separated), then `shared/corpora` and the checkout's `fixtures/puzzles` found by walking up
// from the program's directory (build/bin -> checkout -> its parent: the optional corpora, docs/corpora.md),
// then PROGRAM/../share/npe/puzzles (the installed copy of fixtures/puzzles). Files of
// fixtures/puzzles are named "fixtures/STEM" so they never shadow a shared corpus.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace npe {

struct CorpusDirectory {
  std::filesystem::path path;
  std::string prefix;  // "" or "fixtures/"
};

struct Corpus {
  std::string name;
  std::filesystem::path path;
};

/** The corpus directories that exist, in search order (no duplicates). */
std::vector<CorpusDirectory> corpus_directories();

/** Every corpus of the directories; the first directory wins a name, sorted by name within a directory. */
std::vector<Corpus> list_corpora(const std::vector<CorpusDirectory>& directories);

/** The corpus called `name`; throws InputError naming the directories searched. */
Corpus resolve_corpus(const std::string& name, const std::vector<CorpusDirectory>& directories);

/** A puzzle file given by its path or by a corpus name (`check-plugin --corpus`): an existing file
 *  wins, else the named corpus of corpus_directories(); throws InputError when it is neither. */
std::filesystem::path corpus_file(const std::string& file_or_name);

}  // namespace npe
