#include "solver/solver.hpp"

#include <bit>

namespace npe {

namespace {

// An 81-bit cell set. Cells 0..53 (bands 1 and 2) live in `lo`, cells 54..80 (band 3) in `hi`,
// so no row and no block straddles the two words: a row is 9 bits at 9*k, a band 27 bits.
struct Bits {
  std::uint64_t lo = 0, hi = 0;

  constexpr Bits operator&(Bits o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr Bits operator|(Bits o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr Bits operator~() const { return {~lo, ~hi}; }
  constexpr Bits& operator&=(Bits o) {
    lo &= o.lo;
    hi &= o.hi;
    return *this;
  }
  constexpr Bits& operator|=(Bits o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  constexpr bool any() const { return (lo | hi) != 0; }
};

constexpr int kLoCells = 54;
constexpr std::uint64_t kRow = 0x1FF;

constexpr Bits cell_bit(int cell) {
  return cell < kLoCells ? Bits{1ull << cell, 0} : Bits{0, 1ull << (cell - kLoCells)};
}

constexpr std::array<Bits, 81> kCellBit = [] {
  std::array<Bits, 81> bits{};
  for (int cell = 0; cell < 81; ++cell) bits[cell] = cell_bit(cell);
  return bits;
}();

constexpr std::array<Bits, 81> kPeerBits = [] {
  std::array<Bits, 81> peers{};
  for (int cell = 0; cell < 81; ++cell) {
    for (int peer : sdk::kPeers[cell]) peers[cell] |= cell_bit(peer);
  }
  return peers;
}();

// 81 cells, as the board's last two words hold them.
constexpr Bits kAllCells{(1ull << kLoCells) - 1, (1ull << 27) - 1};

// For a 9-bit value seen as three 3-bit groups (the three blocks of a band): the groups holding
// exactly one bit, and the groups holding any bit.
constexpr std::array<std::uint8_t, 512> kGroupOne = [] {
  std::array<std::uint8_t, 512> table{};
  for (int v = 0; v < 512; ++v) {
    for (int g = 0; g < 3; ++g) {
      if (std::popcount(static_cast<unsigned>((v >> (3 * g)) & 7)) == 1) table[v] |= 1 << g;
    }
  }
  return table;
}();
constexpr std::array<std::uint8_t, 512> kGroupAny = [] {
  std::array<std::uint8_t, 512> table{};
  for (int v = 0; v < 512; ++v) {
    for (int g = 0; g < 3; ++g) {
      if ((v >> (3 * g)) & 7) table[v] |= 1 << g;
    }
  }
  return table;
}();
// The cells (27-bit band) of the blocks flagged in a 3-bit group mask.
constexpr std::array<std::uint64_t, 8> kBlockCells = [] {
  std::array<std::uint64_t, 8> table{};
  for (int flags = 0; flags < 8; ++flags) {
    for (int g = 0; g < 3; ++g) {
      if (flags & (1 << g)) table[flags] |= (7ull | 7ull << 9 | 7ull << 18) << (3 * g);
    }
  }
  return table;
}();
// For a 3x3 0/1 pattern (bit 3*i + j: row i of a band meets its block j, or band i meets column j
// of a stack), the entries lying on some permutation (one entry per i and per j): a digit takes
// exactly one entry per line, so the others go (pointing and claiming both ways in one look-up).
constexpr std::array<std::uint16_t, 512> kOnPermutation = [] {
  std::array<std::uint16_t, 512> table{};
  constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int t = 0; t < 512; ++t) {
    for (const auto& p : kPerms) {
      const int entries = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
      if ((t & entries) == entries) table[t] |= static_cast<std::uint16_t>(entries);
    }
  }
  return table;
}();
// The band cells (27 bits) of the row-block entries flagged in a 9-bit pattern.
constexpr std::array<std::uint32_t, 512> kEntryCells = [] {
  std::array<std::uint32_t, 512> table{};
  for (int t = 0; t < 512; ++t) {
    for (int e = 0; e < 9; ++e) {
      if (t & (1 << e)) table[t] |= 7u << (9 * (e / 3) + 3 * (e % 3));
    }
  }
  return table;
}();
// A 9-bit column set spread to every row of the lo and hi words.
constexpr std::uint64_t kColumnSpreadLo = 1ull | 1ull << 9 | 1ull << 18 | 1ull << 27 | 1ull << 36 | 1ull << 45;
constexpr std::uint64_t kColumnSpreadHi = 1ull | 1ull << 9 | 1ull << 18;

/** The search state: where each digit can still go (a placed digit keeps its own cell), and the
 *  cells not yet placed. Copied whole around a guess. */
struct State {
  std::array<Bits, 9> candidates;
  Bits unsolved;

  /** Places digit index d (0..8); false when the cell no longer holds it. */
  bool place(int d, int cell) {
    const Bits bit = kCellBit[cell];
    if (!(candidates[d] & bit).any()) return false;
    const Bits clear = ~bit;
    for (auto& set : candidates) set &= clear;
    candidates[d] = (candidates[d] & ~kPeerBits[cell]) | bit;
    unsolved &= clear;
    return true;
  }

  Digits digits() const {
    Digits out{};
    for (int d = 0; d < 9; ++d) {
      for (std::uint64_t w = candidates[d].lo; w; w &= w - 1)
        out[std::countr_zero(w)] = static_cast<std::uint8_t>(d + 1);
      for (std::uint64_t w = candidates[d].hi; w; w &= w - 1) {
        out[kLoCells + std::countr_zero(w)] = static_cast<std::uint8_t>(d + 1);
      }
    }
    return out;
  }
};

template <class Fn>
inline bool for_each_cell(Bits set, Fn&& fn) {
  for (std::uint64_t w = set.lo; w; w &= w - 1) {
    if (!fn(std::countr_zero(w))) return false;
  }
  for (std::uint64_t w = set.hi; w; w &= w - 1) {
    if (!fn(kLoCells + std::countr_zero(w))) return false;
  }
  return true;
}

/** Counts of candidates per cell, as bit sets: at least one, two, three. */
struct Counts {
  Bits once, twice, thrice;
};

inline Counts count_candidates(const State& s) {
  Counts c;
  for (const Bits& set : s.candidates) {
    c.thrice |= c.twice & set;
    c.twice |= c.once & set;
    c.once |= set;
  }
  return c;
}

/** Cells where digit index d is a hidden single (the only place in a row, column or block), or
 *  nothing with ok=false when a house has no place left for d. */
inline Bits hidden_singles(const State& s, int d, bool& ok) {
  const Bits set = s.candidates[d];
  std::uint32_t rows[9];
  for (int k = 0; k < 6; ++k) rows[k] = static_cast<std::uint32_t>((set.lo >> (9 * k)) & kRow);
  for (int k = 0; k < 3; ++k) rows[6 + k] = static_cast<std::uint32_t>((set.hi >> (9 * k)) & kRow);

  Bits chosen;
  std::uint32_t col_once = 0, col_twice = 0, empty_row = 0;
  for (int k = 0; k < 9; ++k) {
    const std::uint32_t r = rows[k];
    empty_row |= (r == 0);
    if ((r & (r - 1)) == 0) {
      if (k < 6)
        chosen.lo |= kRow << (9 * k);
      else
        chosen.hi |= kRow << (9 * (k - 6));
    }
    col_twice |= col_once & r;
    col_once |= r;
  }
  std::uint32_t empty_block = 0;
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t r0 = rows[3 * band], r1 = rows[3 * band + 1], r2 = rows[3 * band + 2];
    const std::uint32_t once = r0 | r1 | r2, twice = (r0 & r1) | ((r0 | r1) & r2);
    empty_block |= kGroupAny[once] ^ 7u;
    const std::uint64_t cells = kBlockCells[kGroupOne[once] & ~kGroupAny[twice] & 7u];
    if (band < 2)
      chosen.lo |= cells << (27 * band);
    else
      chosen.hi |= cells;
  }
  ok = empty_row == 0 && empty_block == 0 && col_once == kRow;
  const std::uint64_t single_cols = col_once & ~col_twice;
  chosen |= Bits{single_cols * kColumnSpreadLo, single_cols * kColumnSpreadHi};
  return chosen & set & s.unsolved;
}

/** Removes digit index d where it cannot go (locked candidates): in each band the row-block entries
 *  on no permutation, in each stack the band-column entries on none. Sets `changed`; false when a
 *  band or stack has no permutation left. */
inline bool locked_candidates(State& s, int d, bool& changed) {
  Bits set = s.candidates[d];
  std::uint32_t band[3] = {static_cast<std::uint32_t>(set.lo & 0x7FFFFFF), static_cast<std::uint32_t>(set.lo >> 27),
                           static_cast<std::uint32_t>(set.hi)};
  std::uint32_t columns[3];
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t r0 = band[b] & kRow, r1 = (band[b] >> 9) & kRow, r2 = band[b] >> 18;
    const unsigned t = kGroupAny[r0] | kGroupAny[r1] << 3 | kGroupAny[r2] << 6;
    const unsigned keep = kOnPermutation[t];
    if (keep == 0) return false;
    band[b] &= kEntryCells[keep];
    columns[b] = (band[b] | band[b] >> 9 | band[b] >> 18) & kRow;
  }
  for (int stack = 0; stack < 3; ++stack) {
    const int shift = 3 * stack;
    const unsigned t =
        ((columns[0] >> shift) & 7) | ((columns[1] >> shift) & 7) << 3 | ((columns[2] >> shift) & 7) << 6;
    const unsigned keep = kOnPermutation[t];
    if (keep == 0) return false;
    for (int b = 0; b < 3; ++b) {
      const std::uint32_t drop = ((t & ~keep) >> (3 * b)) & 7;
      band[b] &= ~(static_cast<std::uint32_t>(drop << shift) * 0x40201u);  // those columns, all 3 rows
    }
  }
  const Bits now{band[0] | static_cast<std::uint64_t>(band[1]) << 27, band[2]};
  if (now.lo != set.lo || now.hi != set.hi) {
    s.candidates[d] = now;
    changed = true;
  }
  return true;
}
/** Places naked and hidden singles, then applies locked candidates, until nothing changes; false on
 *  a contradiction. */
inline bool propagate(State& s, Counts& counts) {
  for (;;) {
    counts = count_candidates(s);
    if ((s.unsolved & ~counts.once).any()) return false;  // an empty cell without candidates
    const Bits naked = counts.once & ~counts.twice & s.unsolved;
    if (naked.any()) {
      for (int d = 0; d < 9; ++d) {
        if (!for_each_cell(s.candidates[d] & naked, [&](int cell) { return s.place(d, cell); })) return false;
      }
      continue;
    }
    bool placed = false;
    for (int d = 0; d < 9; ++d) {
      bool ok = true;
      const Bits hidden = hidden_singles(s, d, ok);
      if (!ok) return false;
      if (!hidden.any()) continue;
      placed = true;
      if (!for_each_cell(hidden, [&](int cell) { return s.place(d, cell); })) return false;
    }
    if (placed) continue;
    bool changed = false;
    for (int d = 0; d < 9; ++d) {
      if (!locked_candidates(s, d, changed)) return false;
    }
    if (!changed) return true;
  }
}

/** The cell to guess at: a bivalue cell when there is one, else the one with fewest candidates. */
inline int choose_cell(const State& s, const Counts& counts) {
  const Bits pairs = counts.twice & ~counts.thrice & s.unsolved;
  if (pairs.lo) return std::countr_zero(pairs.lo);
  if (pairs.hi) return kLoCells + std::countr_zero(pairs.hi);
  int best = -1, best_count = 10;
  for_each_cell(s.unsolved, [&](int cell) {
    const Bits bit = kCellBit[cell];
    int n = 0;
    for (const Bits& set : s.candidates) n += (set & bit).any();
    if (n < best_count) {
      best = cell;
      best_count = n;
    }
    return best_count > 3;
  });
  return best;
}

class Counter {
 public:
  Counter(const CountOptions& options, SolutionCount& out) : options_(options), out_(out) {}

  /** Searches below `s`; true when the search must stop (solution or trial limit). */
  bool search(State& s) {
    for (;;) {
      Counts counts;
      if (!propagate(s, counts)) return false;
      if (!s.unsolved.any()) return found(s);
      const int cell = choose_cell(s, counts);
      const Bits bit = kCellBit[cell];
      unsigned digits = 0;
      for (int d = 0; d < 9; ++d) digits |= (s.candidates[d] & bit).any() << d;
      while (digits & (digits - 1)) {
        const int d = std::countr_zero(digits);
        digits &= digits - 1;
        if (++out_.trials > options_.max_trials) return stop(CountEnd::trial_limit);
        State copy = s;
        if (copy.place(d, cell) && search(copy)) return true;
      }
      if (++out_.trials > options_.max_trials) return stop(CountEnd::trial_limit);
      if (!s.place(std::countr_zero(digits), cell)) return false;
    }
  }

 private:
  bool found(const State& s) {
    if (out_.count < 2) out_.solutions[out_.count] = s.digits();
    ++out_.count;
    return out_.count >= options_.max_solutions && stop(CountEnd::solution_limit);
  }
  bool stop(CountEnd end) {
    out_.end = end;
    return true;
  }

  const CountOptions& options_;
  SolutionCount& out_;
};

}  // namespace

SolutionCount count_solutions(const Digits& givens, const CountOptions& options) {
  SolutionCount out;
  State s;
  s.candidates.fill(kAllCells);
  s.unsolved = kAllCells;
  for (int cell = 0; cell < 81; ++cell) {
    const int digit = givens[cell];
    if (digit != 0 && !s.place(digit - 1, cell)) return out;  // clashing givens: no solution
  }
  if (options.max_solutions <= 0) return out;
  Counter(options, out).search(s);
  if (out.trials > options.max_trials) out.trials = options.max_trials;
  return out;
}

std::optional<Digits> unique_solution(const Digits& givens) {
  const SolutionCount count = count_solutions(givens);
  if (!count.unique()) return std::nullopt;
  return count.solutions[0];
}

}  // namespace npe
