#include "compare/compare_select.hpp"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <random>

#include "base/errors.hpp"

namespace npe {

namespace {

bool parse_int(std::string_view text, int& value) {
  const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
  return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

}  // namespace

Shard parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  Shard shard;
  if (slash == std::string::npos || !parse_int(std::string_view(text).substr(0, slash), shard.index) ||
      !parse_int(std::string_view(text).substr(slash + 1), shard.count)) {
    throw InputError("--shard " + text + ": expected I/N, e.g. 1/4");
  }
  if (shard.count < 1 || shard.index < 1 || shard.index > shard.count) {
    throw InputError("--shard " + text + ": I must be between 1 and N");
  }
  return shard;
}

std::vector<std::size_t> select_indices(std::size_t total, std::size_t limit, std::size_t sample, std::uint64_t seed) {
  const std::size_t count = limit == 0 ? total : std::min(limit, total);
  std::vector<std::size_t> indices(count);
  std::iota(indices.begin(), indices.end(), std::size_t{0});
  if (sample == 0 || sample >= count) return indices;
  Reservoir<std::size_t> reservoir(sample, seed);
  for (std::size_t index : indices) reservoir.offer(index);
  indices = std::move(reservoir.items());
  std::sort(indices.begin(), indices.end());
  return indices;
}

std::vector<std::size_t> shard_positions(std::size_t selected, const Shard& shard) {
  std::vector<std::size_t> positions;
  for (std::size_t i = static_cast<std::size_t>(shard.index - 1); i < selected;
       i += static_cast<std::size_t>(shard.count)) {
    positions.push_back(i);
  }
  return positions;
}

}  // namespace npe
