// The complex fish search (HoDoKu's FishSolver definitions, docs/techniques.md "Complex fish").
//
// For one digit: n base units (houses holding the digit) and n cover units (other houses meeting the
// base candidates). Endo-fins: base candidates in two base units. Exo-fins: base candidates in no
// cover. Either a fin is true, or every base unit's true candidate is covered and every cover holds
// exactly one of them: then the cover candidates outside the base, and base candidates in two covers
// (cannibalism), are false. So those of them that see every fin go.
//
// Order (HoDoKu's, so that the first fish found is HoDoKu's solver step): digits 1..9; for Franken and
// basic fish the row-based pass (base rows and blocks, cover columns and blocks), then the column-based
// one; for Mutant fish one pass with every house on both sides; base sets as lexicographic subsets of
// the pass's unit list (house order); for each base set its cover sets in lexicographic order. The
// cover sets of a base set are found by branching on its lowest uncovered candidate (covered by one
// of at most three houses, or a fin), then sorted.
//
// Pruning that changes nothing found: a digit none of whose candidates lies outside every template
// (plugins/templates/digit_templates.hpp) has no fish elimination at all, and every elimination of a
// finned fish sees every fin, so a partial fin set no template-free candidate sees ends the branch.
// Hot path: 81-bit sets, fixed arrays, recursion bounded by the fish size and the fin limit.
#pragma once

#include <algorithm>
#include <cstdint>

#include <npe/sdk.hpp>

#include "../common/digit_templates.hpp"
#include "fish_shape.hpp"

namespace npe::plugins::complex_fish {

/** Which houses a pass may use. */
enum class UnitSet { basic, franken, mutant };

/** What to search for. */
struct FishQuery {
  int min_size = 2, max_size = 2;
  UnitSet units = UnitSet::franken;
  unsigned shapes = 0;             // bits 1 << Shape: the shapes to report
  bool with_fins = true;           // fins (exo or endo) allowed
  bool without_fins = false;       // fin-less fish allowed
  int max_fins = 5;                // exo and endo together (HoDoKu's maxFins)
  int max_endo_fins = 2;           // HoDoKu's maxEndoFins
  bool prune_by_templates = true;  // only for searches whose eliminations are the fish's own
  bool hodoku_base_limit = true;   // HoDoKu's addUnit rule below (GNPX has none)
};

constexpr unsigned shape_bit(Shape shape) { return 1u << static_cast<unsigned>(shape); }

/** One fish: its houses and candidate sets; eliminations as the fish itself makes them. */
struct Fish {
  int digit = 0;
  int size = 0;
  std::uint32_t base = 0, cover = 0;  // house masks
  CellSet base_cells;                 // base candidates
  CellSet endo_fins, exo_fins;        // endo: in two base units; exo: in no cover (and not endo)
  CellSet cover_cells;                // cover candidates
  CellSet twice;                      // candidates in two covers or more
  CellSet eliminations;  // what the fish removes: see every fin, in a cover, outside the base or twice covered
  CellSet potential;     // the same without the fin rule (Kraken's candidates)
  Shape shape = Shape::basic;

  bool finned() const { return !(endo_fins | exo_fins).empty(); }
  CellSet fins() const { return endo_fins | exo_fins; }
  CellSet cannibalistic() const { return eliminations & base_cells; }
};

/** Runs a query over a position; `visit(const Fish&)` returns false to stop the search. */
class FishSearch {
 public:
  template <class Visit>
  bool run(const sdk::Position& position, const FishQuery& query, Visit&& visit) {
    query_ = query;
    CellSet digit_cells[9];
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      for (sdk::Mask m = position.candidates(cell); m != 0; m &= m - 1) digit_cells[std::countr_zero(m)].add(cell);
    }
    for (int digit = 1; digit <= 9; ++digit) {
      digit_ = digit;
      cells_ = digit_cells[digit - 1];
      if (cells_.empty()) continue;
      solved_houses_ = 0;
      for (int cell = 0; cell < sdk::kCells; ++cell) {
        if (position.digit(cell) == digit) solved_houses_ |= house_mask_of(cell);
      }
      targets_ = query.prune_by_templates ? templates::deletable_candidates(position, digit) : CellSet::all();
      if (targets_.empty()) continue;
      const int passes = query.units == UnitSet::mutant ? 1 : 2;
      for (int pass = 0; pass < passes; ++pass) {
        prepare_units(pass == 1);
        for (int size = query.min_size; size <= query.max_size; ++size) {
          size_ = size;
          if (!base_search(0, 0, 0u, CellSet{}, CellSet{}, 0, CellSet::all(), visit)) return false;
        }
      }
    }
    return true;
  }

 private:
  struct Unit {
    int house;
    CellSet cells;  // the digit's candidates in it
  };

  /** The pass's base and cover units holding the digit, in house order. */
  void prepare_units(bool columns_pass) {
    base_count_ = 0;
    eligible_covers_ = 0;
    for (int house = 0; house < sdk::kHouses; ++house) {
      const CellSet in = cells_ & sdk::kHouseSet[house];
      // A house holding the digit already fills no cover (only in a broken position does it keep candidates).
      if (in.empty() || (solved_houses_ & (1u << house))) continue;
      const unsigned kind = kind_of_house(house);
      bool base = false, cover = false;
      switch (query_.units) {
        case UnitSet::mutant: base = cover = true; break;
        case UnitSet::franken:
          base = kind == kBlockKind || kind == (columns_pass ? kColKind : kRowKind);
          cover = kind == kBlockKind || kind == (columns_pass ? kRowKind : kColKind);
          break;
        case UnitSet::basic:
          base = kind == (columns_pass ? kColKind : kRowKind);
          cover = kind == (columns_pass ? kRowKind : kColKind);
          break;
      }
      // HoDoKu's addUnit: without fins, no base unit with more candidates than the largest size (a row
      // covered by two blocks is lost; kept so that the first fish is HoDoKu's).
      if (base && query_.hodoku_base_limit && !query_.with_fins && in.count() > query_.max_size) base = false;
      if (base) base_units_[base_count_++] = {house, in};
      if (cover) {
        cover_cells_[house] = in;
        eligible_covers_ |= 1u << house;
      }
    }
  }

  /** Lexicographic base sets; endo-fins limited as HoDoKu counts them (a cell in three base units
   *  counts twice). */
  template <class Visit>
  bool base_search(int start, int level, std::uint32_t base, CellSet cells, CellSet endo, int endo_count,
                   CellSet endo_peers, Visit& visit) {
    for (int i = start; i <= base_count_ - (size_ - level); ++i) {
      const Unit& unit = base_units_[i];
      const CellSet shared = cells & unit.cells;
      CellSet next_endo = endo, next_peers = endo_peers;
      int next_count = endo_count;
      if (!shared.empty()) {
        if (!query_.with_fins) continue;
        next_count += shared.count();
        if (next_count > query_.max_endo_fins || next_count > query_.max_fins) continue;
        next_endo |= shared;
        for (CellSet s = shared; !s.empty();) next_peers &= sdk::kPeerSet[s.pop_first()];
        if (query_.prune_by_templates && (next_peers & targets_).empty()) continue;  // nothing could see every fin
      }
      const std::uint32_t next_base = base | (1u << unit.house);
      const CellSet next_cells = cells | unit.cells;
      if (level + 1 == size_) {
        if (!cover_search(next_base, next_cells, next_endo, next_peers, visit)) return false;
      } else if (!base_search(i + 1, level + 1, next_base, next_cells, next_endo, next_count, next_peers, visit)) {
        return false;
      }
    }
    return true;
  }

  /** Every cover set of the base set, then the fish in lexicographic cover order. */
  template <class Visit>
  bool cover_search(std::uint32_t base, const CellSet& base_cells, const CellSet& endo, const CellSet& endo_peers,
                    Visit& visit) {
    const unsigned base_kinds = kinds_of(base);
    // Blocks alone as base make no Franken fish (HoDoKu's createFishStep); rows alone as base still make
    // a Mutant one against blocks alone.
    if (query_.shapes == shape_bit(Shape::franken) && base_kinds == kBlockKind) return true;
    std::uint32_t covers = 0;
    for (std::uint32_t m = eligible_covers_ & ~base; m != 0; m &= m - 1) {
      const int house = std::countr_zero(m);
      if (cover_cells_[house].intersects(base_cells)) covers |= 1u << house;
    }
    if (std::popcount(covers) < size_) return true;
    base_ = base;
    base_cells_ = base_cells;
    endo_ = endo;
    covers_ = covers;
    found_count_ = 0;
    collect(0, 0u, CellSet{}, CellSet{}, CellSet{}, endo_peers, 0u);
    std::sort(found_, found_ + found_count_, [](std::uint32_t a, std::uint32_t b) {
      const std::uint32_t lowest = (a ^ b) & (~(a ^ b) + 1);
      return (a & lowest) != 0;
    });
    for (int i = 0; i < found_count_; ++i) {
      if (!report(found_[i], visit)) return false;
    }
    return true;
  }

  /** Branches on the lowest base candidate neither covered, nor an endo-fin, nor declared a fin. */
  void collect(int chosen, std::uint32_t cover, CellSet covered, CellSet twice, CellSet declared, CellSet fin_peers,
               std::uint32_t excluded) {
    const CellSet need = base_cells_ & ~endo_ & ~covered & ~declared;
    if (need.empty()) {
      fill(chosen, cover, covers_ & ~excluded & ~cover, 0);
      return;
    }
    const int x = need.first();
    const std::uint32_t holders = covers_ & house_mask_of(x);
    if (chosen < size_) {
      std::uint32_t skip = excluded;
      for (std::uint32_t m = holders & ~excluded & ~cover; m != 0; m &= m - 1) {
        const int house = std::countr_zero(m);
        collect(chosen + 1, cover | (1u << house), covered | cover_cells_[house],
                twice | (covered & cover_cells_[house]), declared, fin_peers, skip);
        skip |= 1u << house;
      }
    }
    if (!query_.with_fins) return;
    if ((endo_ | declared).count() + 1 > query_.max_fins) return;
    const CellSet peers = fin_peers & sdk::kPeerSet[x];
    if (query_.prune_by_templates && (peers & targets_).empty()) return;
    collect(chosen, cover, covered, twice, declared | CellSet::of(x), peers, excluded | holders);
  }

  /** Completes a cover set with any `size_ - chosen` of the allowed houses (in index order). */
  void fill(int chosen, std::uint32_t cover, std::uint32_t allowed, int from) {
    if (chosen == size_) {
      if (found_count_ < kMaxFound) found_[found_count_++] = cover;
      return;
    }
    for (std::uint32_t m = allowed >> from; m != 0; m &= m - 1) {
      const int house = from + std::countr_zero(m);
      if (std::popcount(allowed >> (house + 1)) < size_ - chosen - 1) return;
      fill(chosen + 1, cover | (1u << house), allowed, house + 1);
    }
  }

  template <class Visit>
  bool report(std::uint32_t cover, Visit& visit) {
    Fish fish;
    fish.digit = digit_;
    fish.size = size_;
    fish.base = base_;
    fish.cover = cover;
    fish.base_cells = base_cells_;
    for (std::uint32_t m = cover; m != 0; m &= m - 1) {
      const CellSet in = cover_cells_[std::countr_zero(m)];
      fish.twice |= fish.cover_cells & in;
      fish.cover_cells |= in;
    }
    fish.endo_fins = endo_;
    fish.exo_fins = base_cells_ & ~fish.cover_cells & ~endo_;
    const bool finned = fish.finned();
    if (finned ? !query_.with_fins : !query_.without_fins) return true;
    fish.shape = shape_of(kinds_of(base_), kinds_of(cover));
    if (!(query_.shapes & shape_bit(fish.shape))) return true;
    fish.potential = (fish.cover_cells & ~base_cells_) | fish.twice;
    fish.eliminations = fish.potential & sdk::common_peers(fish.fins());
    return visit(fish);
  }

  static constexpr std::uint32_t house_mask_of(int cell) {
    return (1u << sdk::row_of(cell)) | (1u << (9 + sdk::col_of(cell))) | (1u << (18 + sdk::block_of(cell)));
  }

  static constexpr int kMaxFound = 4096;

  FishQuery query_;
  int digit_ = 0, size_ = 0;
  CellSet cells_, targets_;
  std::uint32_t solved_houses_ = 0;  // houses where the digit is placed
  Unit base_units_[27];
  int base_count_ = 0;
  CellSet cover_cells_[27];
  std::uint32_t eligible_covers_ = 0;
  // The base set under cover search.
  std::uint32_t base_ = 0, covers_ = 0;
  CellSet base_cells_, endo_;
  std::uint32_t found_[kMaxFound];
  int found_count_ = 0;
};

}  // namespace npe::plugins::complex_fish
