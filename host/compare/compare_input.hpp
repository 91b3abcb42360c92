// The puzzles a comparison runs, read as a stream: the input files in order, one puzzle at a time
// (a corpus of millions is never held whole), reduced by --limit, --sample (one pass, reservoir)
// and --shard. Only a --sample holds its puzzles in memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <vector>

#include "board/puzzle_text.hpp"
#include "compare/compare_run.hpp"
#include "compare/compare_select.hpp"

namespace npe {

/** The puzzles of several files, in order, one at a time. A file that cannot be opened, holds no
 *  puzzle or has a malformed line is an InputError "FILE[:LINE]: what". */
class PuzzleFiles {
 public:
  explicit PuzzleFiles(std::vector<std::filesystem::path> paths);
  std::optional<Puzzle> next();

 private:
  std::vector<std::filesystem::path> paths_;
  std::size_t file_ = 0;
  std::size_t in_file_ = 0;  // puzzles read from the current file
  std::ifstream in_;
  std::unique_ptr<PuzzleReader> reader_;
};

/** Puzzles in the files (a full reading pass: every line is checked before anything runs). */
std::size_t count_puzzles(const std::vector<std::filesystem::path>& paths);

struct SelectionOptions {
  std::size_t limit = 0;   // 0: all
  std::size_t sample = 0;  // 0: all
  std::uint64_t seed = 1;
  Shard shard;
};

/** The selected puzzles of one shard as a PuzzleSource: index = position in the whole selection
 *  (select_indices() of the whole input gives the same puzzles). */
class Selection {
 public:
  /** `available`: count_puzzles(paths). A sample is drawn here, in one pass over the files. */
  Selection(std::vector<std::filesystem::path> paths, std::size_t available, const SelectionOptions& options);
  std::size_t selected() const { return selected_; }  // puzzles in the whole selection
  std::size_t in_shard() const;                       // of them, those of the shard
  std::optional<IndexedPuzzle> next();

 private:
  PuzzleFiles files_;
  Shard shard_;
  std::size_t selected_ = 0;
  std::size_t position_ = 0;
  bool sampled_ = false;
  std::vector<Puzzle> sample_;  // in input order
};

}  // namespace npe
