// Which puzzles of the input a comparison runs: --limit, --sample N --seed S, --shard I/N.
// Everything is index math on the input order, so a selection is reproducible on any machine; the
// sample is drawn in one pass over the input (reservoir sampling), so a file of millions is streamed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace npe {

struct Shard {
  int index = 1;  // 1..count
  int count = 1;
};

/** Parses "I/N" (1 <= I <= N); throws InputError "--shard TEXT: ...". */
Shard parse_shard(const std::string& text);

/** Indices 0..total-1 reduced to the first `limit` (0 = all), then `sample` of them (0 = all) drawn
 *  by Reservoir (below) seeded by `seed`, returned in increasing order. */
std::vector<std::size_t> select_indices(std::size_t total, std::size_t limit, std::size_t sample, std::uint64_t seed);

/** Positions (into `selected`) that shard I of N runs: every N-th, starting at I-1, so each shard
 *  gets easy and hard puzzles alike when a corpus is sorted by difficulty. */
std::vector<std::size_t> shard_positions(std::size_t selected, const Shard& shard);

/** A uniform integer in [0, bound) from 64-bit random words, by rejection (no modulo bias). */
template <class Generator>
std::uint64_t uniform_below(Generator& generator, std::uint64_t bound) {
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;  // largest multiple of bound, exclusive
  for (;;) {
    const std::uint64_t value = generator();
    if (value < limit) return value % bound;
  }
}

/** A uniform sample of `size` items of a stream, in one pass (Algorithm R): the first `size` items
 *  fill the slots, item i (from 0) after them replaces slot uniform_below(i + 1) when that is below
 *  `size`, the draws coming from std::mt19937_64(seed). The same stream, size and seed give the same
 *  sample on any machine. */
template <class Item>
class Reservoir {
 public:
  Reservoir(std::size_t size, std::uint64_t seed) : size_(size), generator_(seed) {}
  void offer(Item item) {
    if (items_.size() < size_) {
      items_.push_back(std::move(item));
    } else {
      const std::uint64_t slot = uniform_below(generator_, seen_ + 1);
      if (slot < size_) items_[static_cast<std::size_t>(slot)] = std::move(item);
    }
    ++seen_;
  }
  std::vector<Item>& items() { return items_; }

 private:
  std::size_t size_;
  std::mt19937_64 generator_;
  std::uint64_t seen_ = 0;
  std::vector<Item> items_;
};

}  // namespace npe
