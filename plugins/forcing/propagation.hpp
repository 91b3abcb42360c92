// What one assumption implies (docs/techniques.md "Forcing Chains and Forcing Nets"): a candidate set
// true or false, and everything that follows from it, as per-digit cell sets of candidates made true
// (`on`) and false (`off`). Two modes:
// - chain: each conclusion follows from one earlier one (HoDoKu's forcing chains): a true candidate
//   removes its peers and the other candidates of its cell; a false one makes the other candidate of a
//   bivalue cell, or the other place of a digit with two places in a house, true (cells and houses as
//   the position has them);
//   A false candidate also leaves the other places of its house, when they lie in one line-block
//   intersection, as a group that is true (HoDoKu's group nodes): the digit's other candidates in the
//   crossing house are false. A true candidate makes a group whose cells it sees false, and the
//   other places of the group's line or block are then one cell or a group that is true.
// - net: several conclusions together may force one (HoDoKu's forcing nets): a cell left with one
//   candidate, or a house with one place for a digit, gets it; a digit whose places left in a house
//   lie in one intersection is false in the rest of the crossing house.
// Propagation stops at the first fault (the contradiction: a candidate both true and false, a cell
// with two digits, a digit twice in a house, a cell or a house left without a place). Bit sets, one
// round per step of implications, no heap.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

#include <array>
#include <cstdint>

namespace npe::plugins::forcing {

using sdk::CellSet;
using sdk::kHouseSet;
using sdk::kPeerSet;

/** The houses crossing each house in a line-block intersection (a row or column: its 3 blocks; a
 *  block: its 3 rows and 3 columns). */
struct Crossing {
  std::uint8_t count;
  std::uint8_t houses[6];
};
inline constexpr std::array<Crossing, sdk::kHouses> kCrossing = [] {
  std::array<Crossing, sdk::kHouses> table{};
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int other = 0; other < sdk::kHouses; ++other) {
      if ((house < 18) == (other < 18)) continue;
      if ((kHouseSet[house] & kHouseSet[other]).count() == 3)
        table[house].houses[table[house].count++] = static_cast<std::uint8_t>(other);
    }
  }
  return table;
}();

/** The digit's other candidates in a house crossing `house` that holds all of `places` (two or more):
 *  locked candidates, HoDoKu's group nodes. */
inline CellSet locked_out(const CellSet& places, int house, const CellSet& candidates) {
  CellSet out;
  if (!places.several()) return out;
  const Crossing& crossing = kCrossing[house];
  for (int k = 0; k < crossing.count; ++k) {
    const CellSet& other = kHouseSet[crossing.houses[k]];
    if (other.contains(places)) out |= (candidates & other).minus(kHouseSet[house]);
  }
  return out;
}

/** The 54 line-block intersections: the line, the block and their three common cells. */
struct Intersection {
  std::uint8_t line;
  std::uint8_t block;
  CellSet cells;
};
inline const std::array<Intersection, 54> kIntersections = [] {
  std::array<Intersection, 54> table{};
  int n = 0;
  for (int line = 0; line < 18; ++line) {
    for (int block = 18; block < sdk::kHouses; ++block) {
      const CellSet cells = kHouseSet[line] & kHouseSet[block];
      if (!cells.empty()) table[n++] = {static_cast<std::uint8_t>(line), static_cast<std::uint8_t>(block), cells};
    }
  }
  return table;
}();

/** The three houses of each cell, as bits 0..26. */
inline constexpr std::array<std::uint32_t, sdk::kCells> kCellHouses = [] {
  std::array<std::uint32_t, sdk::kCells> table{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    for (const int house : sdk::houses_of(cell)) table[cell] |= 1u << house;
  }
  return table;
}();

inline std::uint32_t houses_of_cells(const CellSet& cells) {
  std::uint32_t houses = 0;
  cells.for_each([&](int c) { houses |= kCellHouses[c]; });
  return houses;
}

/** HoDoKu's contradictions, in the order its checkOneChain tests them. */
enum class Fault : std::uint8_t { kNone, kBothWays, kTwoDigits, kTwiceInHouse, kEmptyCell, kEmptyHouse };

struct Closure {
  CellSet on[9];
  CellSet off[9];
  Fault fault = Fault::kNone;
  std::uint8_t entity = 0;  // the cell (kBothWays, kTwoDigits, kEmptyCell) or house of the fault
  bool faulty() const { return fault != Fault::kNone; }
};

/** The position in the form the propagation reads. */
struct Board {
  CellSet candidates[9];         // unplaced cells with the digit as a candidate
  CellSet open;                  // unplaced cells
  CellSet bivalue;               // unplaced cells with two candidates
  std::uint32_t open_houses[9];  // houses (bit h) where the digit is not placed
  std::uint32_t pair_houses[9];  // houses where the digit has exactly two places
  sdk::Mask mask[81];

  void load(const sdk::Position& position) {
    open = bivalue = CellSet{};
    for (auto& set : candidates) set = CellSet{};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      mask[cell] = position.digit(cell) == 0 ? position.candidates(cell) : 0;
      if (position.digit(cell) != 0) continue;
      open.add(cell);
      if (sdk::count_digits(mask[cell]) == 2) bivalue.add(cell);
      for (unsigned m = mask[cell]; m; m &= m - 1) candidates[std::countr_zero(m)].add(cell);
    }
    for (int d = 0; d < 9; ++d) {
      open_houses[d] = pair_houses[d] = 0;
      for (int house = 0; house < sdk::kHouses; ++house) {
        bool placed = false;
        for (const int cell : sdk::kHouseCells[house]) placed |= position.digit(cell) == d + 1;
        if (placed) continue;
        open_houses[d] |= 1u << house;
        if ((candidates[d] & kHouseSet[house]).count() == 2) pair_houses[d] |= 1u << house;
      }
    }
  }
};

/** Chain mode: a true candidate (cell, digit index d) makes false every group (two or more places
 *  of the digit in one line-block intersection, as the position has them) whose cells it sees; in
 *  the line and the block of such a group, the digit's other places are then true when they are one
 *  cell, or a group that is true (its crossing house's other places false) — HoDoKu's strong links
 *  from a group node. */
inline void group_off(const Board& board, int cell, int d, CellSet& next_on, CellSet& next_off) {
  for (const Intersection& intersection : kIntersections) {
    const CellSet group = board.candidates[d] & intersection.cells;
    if (!group.several() || group.contains(CellSet::of(cell)) || !kPeerSet[cell].contains(group)) continue;
    for (const int house : {static_cast<int>(intersection.line), static_cast<int>(intersection.block)}) {
      if (!(board.open_houses[d] & (1u << house))) continue;
      const CellSet rest = (board.candidates[d] & kHouseSet[house]).minus(group);
      if (rest.single())
        next_on |= rest;
      else
        next_off |= locked_out(rest, house, board.candidates[d]);
    }
  }
}

/** What one round of propagation leaves: per digit the candidates not yet false, the cells with at
 *  least one and with two or more of them, and the open houses of the round's new false candidates. */
struct RoundLeft {
  CellSet left[9];
  CellSet ones, twos;
  std::uint32_t touched_off[9];
};

inline bool set_fault(Closure& out, Fault fault, int entity) {
  out.fault = fault;
  out.entity = static_cast<std::uint8_t>(entity);
  return true;
}

/** The round's first fault, in HoDoKu's order (a candidate both ways, a cell with two true digits, a
 *  digit twice in a house, a cell or house left without a place), recorded in `out`; fills `round`
 *  for the consequences. Only the houses this round's candidates touch can have changed. */
inline bool round_fault(const Board& board, const CellSet* new_on, const CellSet* new_off, Closure& out,
                        RoundLeft& round) {
  for (int d = 0; d < 9; ++d) {
    const CellSet both = out.on[d] & out.off[d];
    if (!both.empty()) return set_fault(out, Fault::kBothWays, both.first());
  }
  CellSet ones, twos;
  for (int d = 0; d < 9; ++d) {
    twos |= ones & out.on[d];
    ones |= out.on[d];
  }
  if (!twos.empty()) return set_fault(out, Fault::kTwoDigits, twos.first());
  std::uint32_t touched_on[9], any_on = 0;
  for (int d = 0; d < 9; ++d) {
    touched_on[d] = houses_of_cells(new_on[d]);
    round.touched_off[d] = houses_of_cells(new_off[d]) & board.open_houses[d];
    any_on |= touched_on[d];
  }
  for (std::uint32_t h = any_on; h; h &= h - 1) {
    const int house = std::countr_zero(h);
    for (int d = 0; d < 9; ++d) {
      if ((touched_on[d] >> house & 1u) && (out.on[d] & kHouseSet[house]).several()) {
        return set_fault(out, Fault::kTwiceInHouse, house);
      }
    }
  }
  round.ones = round.twos = CellSet{};
  for (int d = 0; d < 9; ++d) {
    round.left[d] = board.candidates[d].minus(out.off[d]);
    round.twos |= round.ones & round.left[d];
    round.ones |= round.left[d];
  }
  const CellSet empty = board.open.minus(round.ones);
  if (!empty.empty()) return set_fault(out, Fault::kEmptyCell, empty.first());
  for (int d = 0; d < 9; ++d) {
    for (std::uint32_t h = round.touched_off[d]; h; h &= h - 1) {
      const int house = std::countr_zero(h);
      if ((round.left[d] & kHouseSet[house]).empty()) return set_fault(out, Fault::kEmptyHouse, house);
    }
  }
  return false;
}

/** A net's consequences of a round: naked and hidden singles among what is left are true, and a
 *  digit locked in a house's line-block intersection is false outside it. */
inline void net_consequences(const Closure& out, const RoundLeft& round, CellSet* next_on, CellSet* next_off) {
  CellSet on_any;
  for (int d = 0; d < 9; ++d) on_any |= out.on[d];
  const CellSet naked = round.ones.minus(round.twos).minus(on_any);
  for (int d = 0; d < 9; ++d) {
    next_on[d] = naked & round.left[d];
    for (std::uint32_t h = round.touched_off[d]; h; h &= h - 1) {
      const CellSet places = round.left[d] & kHouseSet[std::countr_zero(h)];
      if (places.single() && (places & out.on[d]).empty())
        next_on[d] |= places;
      else if ((places & out.on[d]).empty())
        next_off[d] |= locked_out(places, std::countr_zero(h), round.left[d]);
    }
  }
}

/** A chain's consequences of the round's new false candidates, on the position's candidates only: a
 *  bivalue cell's other digit and a conjugate pair's other place are true, a locked digit false
 *  outside its intersection. */
inline void chain_consequences(const Board& board, const CellSet* new_off, CellSet* next_on, CellSet* next_off) {
  for (int d = 0; d < 9; ++d) {
    (new_off[d] & board.bivalue).for_each([&](int c) {
      const int other = std::countr_zero(static_cast<unsigned>(board.mask[c] & ~sdk::digit_bit(d + 1)));
      next_on[other].add(c);
    });
    new_off[d].for_each([&](int c) {
      for (const int house : sdk::houses_of(c)) {
        if (board.pair_houses[d] & (1u << house)) {
          CellSet other = board.candidates[d] & kHouseSet[house];
          other.remove(c);
          next_on[d] |= other;
        } else if (board.open_houses[d] & (1u << house)) {
          CellSet rest = board.candidates[d] & kHouseSet[house];
          rest.remove(c);
          next_off[d] |= locked_out(rest, house, board.candidates[d]);
        }
      }
    });
  }
}

/** Fills `out` with what (cell, digit) = value implies; returns the rounds it took (the work). */
inline int propagate(const Board& board, int cell, int digit, bool value, bool net, Closure& out) {
  CellSet new_on[9], new_off[9];
  for (int d = 0; d < 9; ++d) out.on[d] = out.off[d] = CellSet{};
  out.fault = Fault::kNone;
  (value ? new_on : new_off)[digit - 1].add(cell);
  RoundLeft round;
  int rounds = 0;
  for (;;) {
    ++rounds;
    bool any = false;
    for (int d = 0; d < 9; ++d) {
      new_on[d] = new_on[d].minus(out.on[d]);
      new_off[d] = new_off[d].minus(out.off[d]);
      out.on[d] |= new_on[d];
      out.off[d] |= new_off[d];
      any |= !(new_on[d] | new_off[d]).empty();
    }
    if (!any || round_fault(board, new_on, new_off, out, round)) break;
    CellSet next_on[9], next_off[9];
    if (net) {
      net_consequences(out, round, next_on, next_off);
    } else {
      chain_consequences(board, new_off, next_on, next_off);
    }
    // A true candidate makes its cell's other digits and its peers' candidates of it false.
    for (int d = 0; d < 9; ++d) {
      new_on[d].for_each([&](int c) {
        next_off[d] |= kPeerSet[c] & board.candidates[d];
        for (unsigned m = board.mask[c] & ~sdk::digit_bit(d + 1); m; m &= m - 1) next_off[std::countr_zero(m)].add(c);
        if (!net) group_off(board, c, d, next_on[d], next_off[d]);
      });
    }
    for (int d = 0; d < 9; ++d) {
      new_on[d] = next_on[d];
      new_off[d] = next_off[d];
    }
  }
  return rounds;
}

}  // namespace npe::plugins::forcing
