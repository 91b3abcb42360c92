#include "compare/compare_input.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace npe {

PuzzleFiles::PuzzleFiles(std::vector<std::filesystem::path> paths) : paths_(std::move(paths)) {}

std::optional<Puzzle> PuzzleFiles::next() {
  while (file_ < paths_.size()) {
    const auto& path = paths_[file_];
    if (!reader_) {
      std::error_code error;
      if (std::filesystem::is_directory(path, error))
        throw InputError(path.string() + ": is a directory, not a puzzle file");
      in_ = std::ifstream(path);
      if (!in_) throw InputError(path.string() + ": cannot open puzzle file");
      reader_ = std::make_unique<PuzzleReader>(in_, path.string());
      in_file_ = 0;
    }
    if (auto puzzle = reader_->next()) {
      ++in_file_;
      return puzzle;
    }
    if (in_file_ == 0) throw InputError(path.string() + ": no puzzle in the file");
    reader_.reset();
    in_.close();
    ++file_;
  }
  return std::nullopt;
}

std::size_t count_puzzles(const std::vector<std::filesystem::path>& paths) {
  PuzzleFiles files(paths);
  std::size_t count = 0;
  while (files.next()) ++count;
  return count;
}

Selection::Selection(std::vector<std::filesystem::path> paths, std::size_t available, const SelectionOptions& options)
    : files_(std::move(paths)), shard_(options.shard) {
  const std::size_t limited = options.limit == 0 ? available : std::min(options.limit, available);
  selected_ = limited;
  if (options.sample == 0 || options.sample >= limited) return;
  // One pass: the reservoir keeps input positions with their puzzles; the sample runs in input order.
  Reservoir<std::pair<std::size_t, Puzzle>> reservoir(options.sample, options.seed);
  for (std::size_t i = 0; i < limited; ++i) reservoir.offer({i, *files_.next()});
  auto& items = reservoir.items();
  std::sort(items.begin(), items.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (auto& item : items) sample_.push_back(std::move(item.second));
  selected_ = sample_.size();
  sampled_ = true;
}

std::size_t Selection::in_shard() const {
  const auto first = static_cast<std::size_t>(shard_.index - 1);
  const auto count = static_cast<std::size_t>(shard_.count);
  return selected_ > first ? (selected_ - first + count - 1) / count : 0;
}

std::optional<IndexedPuzzle> Selection::next() {
  while (position_ < selected_) {
    const std::size_t position = position_++;
    std::optional<Puzzle> puzzle = sampled_ ? std::move(sample_[position]) : files_.next();
    if (!puzzle) return std::nullopt;
    if (position % static_cast<std::size_t>(shard_.count) != static_cast<std::size_t>(shard_.index - 1)) continue;
    return IndexedPuzzle{position, std::move(*puzzle)};
  }
  return std::nullopt;
}

}  // namespace npe
