// Which puzzles of the input a comparison runs: --limit, --sample N --seed S, --shard I/N.
// Everything is index math on the input order, so a selection is reproducible on any machine.
#pragma once

#include <cstddef>
#include <cstdint>
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
 *  with std::mt19937_64 seeded by `seed` (partial Fisher-Yates), returned in increasing order. */
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

}  // namespace npe
