// GNPX's Sue de Coq extensions (GNPX v5.84, "5 GNPX_analyzer/55 SueDeCoq/552..556"; docs page45_v5.html):
// SueDeCoqEx2, Franken_SDCEx3 and the finned forms Finned_SueDeCoqEx1, _Ex2, Finned_Franken_SDCEx3.
//
// Sets (GNPX's AnLS): n >= 1 empty cells of one house holding n + level digits; an ALS is level 1.
// A restricted common (RCC) of two disjoint sets is a digit of both whose cells in the two sets all
// lie in one house (so they all see each other: a clique of the board lies in one house).
// A pattern: a stem of level k (n >= 2 cells) and leaves, ALSs, pairwise disjoint and apart from the
// stem, each with restricted commons R_i with the stem, the R_i pairwise disjoint.
// - Ex2, Ex3 (k = 2, 3): k leaves, each |R_i| = 2.
// - Finned Ex1, Ex2, Ex3 (k = 1, 2, 3): k - 1 leaves with |R_i| = 2 and a last leaf with |R| = 1.
// Counting: each set lies in one house, so a digit is placed at most once in each; an RCC at most
// once in the stem and its leaf together. So a digit d is placed in the union U at most max(d) =
// (parts holding d) - (leaves having d as RCC) times, and the sum of the max(d) is |U| + rank, rank =
// k + leaves - sum |R_i|: 0 for Ex2, Ex3, 1 for the finned forms. Every cell of U holds one digit:
// - rank 0: every digit reaches max(d) >= 1 in U: a cell outside U seeing all of d's candidates in U
//   loses d (GNPX takes the leaves' digits d);
// - rank 1: at most one digit falls short, by one. A fin digit f (of the stem and the last leaf, no
//   RCC) missing from both would fall short by two, so f is in the stem or the last leaf: a cell
//   outside U seeing all of f's candidates in these two loses f (one step per fin digit, as GNPX).
// As set logic (Allan Barker's rank logic, NPE_EVIDENCE_SETS, checked by the host): bases the cells
// of U; covers per digit d a house-digit for each group of d's candidates in U that max(d) counts
// (the stem's and a leaf's for an RCC of that leaf, else each part's own), chosen per elimination so
// that the eliminated candidate lies in a cover (rank 0) or in the stem's and the last leaf's (rank 1).
//
// Scan order (GNPX's): sets sorted by level, size, digits (as the decimal number of their digits),
// cells (as a 81-bit number); stems in that order, leaves in that order, leaves of the same role in
// increasing order (GNPX's ID order against symmetric solutions).
// Text (GNPX's Result line): "SueDeCoqEx2 r45c78#145789 / r5c59#189 / r68c8#358" (stem, leaves;
// Franken_SDCEx3 writes "/ " after the stem, as GNPX does).
// Differences from GNPX (docs/techniques.md, "Sue de Coq extensions"): leaves must not overlap
// (GNPX's Ex2 and Ex3 do not check it, and the count needs it); a leaf's RCCs number exactly two
// (GNPX: two or more; more cannot happen on a position that has a solution); Franken_SDCEx3 removes
// the third leaf's digits too and prints its own digits (GNPX reuses the second leaf's); sets of any
// cells (GNPX: "pure" ones, no locked subset inside); Finned_Franken_SDCEx3 does not order its third
// leaf after the second (the roles differ); stems in row 1 are not skipped.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::gnpx::sdc {

/** The houses of a cell as 27 bits (row, 9 + column, 18 + block). */
constexpr std::uint32_t houses_bits(int cell) {
  return (1u << sdk::row_of(cell)) | (1u << (9 + sdk::col_of(cell))) | (1u << (18 + sdk::block_of(cell)));
}

/** A set of empty cells of one house with `size` + `level` digits (GNPX's AnLS). */
struct Anls {
  sdk::CellSet cells;
  sdk::Mask digits = 0;
  int size = 0, level = 0;
  std::array<sdk::CellSet, 10> with{};     // with[d]: its cells holding d
  std::array<std::uint32_t, 10> houses{};  // houses[d]: the houses holding every cell of with[d]
};

/** GNPX's _SortKey: the digits as a decimal number, "1358" -> 1358. */
inline int digit_key(sdk::Mask digits) {
  int key = 0;
  for (int d = 1; d <= 9; ++d) {
    if (sdk::has_digit(digits, d)) key = key * 10 + d;
  }
  return key;
}

/** Every set of 1..max_size empty cells of a house with level 1..max_level, each cell set once, in
 *  GNPX's order (level, size, digit key, cells as an 81-bit number). */
inline std::vector<Anls> anls_list(const sdk::Position& position, int max_size, int max_level) {
  std::vector<Anls> list;
  for (int house = 0; house < 27; ++house) {
    for (unsigned pick = 1; pick < 512; ++pick) {
      if (std::popcount(pick) > max_size) continue;
      Anls set;
      bool empty = true;
      for (int k = 0; k < 9 && empty; ++k) {
        if ((pick & (1u << k)) == 0) continue;
        const int cell = sdk::kHouseCells[house][k];
        empty = position.digit(cell) == 0;
        set.cells.add(cell);
        set.digits |= position.candidates(cell);
      }
      if (!empty) continue;
      set.digits &= sdk::kAllDigits;
      set.size = std::popcount(pick);
      set.level = std::popcount(static_cast<unsigned>(set.digits)) - set.size;
      if (set.level < 1 || set.level > max_level) continue;
      list.push_back(set);
    }
  }
  auto before = [](const Anls& a, const Anls& b) {
    if (a.level != b.level) return a.level < b.level;
    if (a.size != b.size) return a.size < b.size;
    if (a.digits != b.digits) return digit_key(a.digits) < digit_key(b.digits);
    if (a.cells.hi != b.cells.hi) return a.cells.hi < b.cells.hi;
    return a.cells.lo < b.cells.lo;
  };
  std::sort(list.begin(), list.end(), before);
  list.erase(std::unique(list.begin(), list.end(), [](const Anls& a, const Anls& b) { return a.cells == b.cells; }),
             list.end());
  for (auto& set : list) {
    set.cells.for_each([&](int cell) {
      for (sdk::Mask m = position.candidates(cell) & sdk::kAllDigits; m != 0; m &= static_cast<sdk::Mask>(m - 1))
        set.with[static_cast<std::size_t>(sdk::first_digit(m))].add(cell);
    });
    for (int d = 1; d <= 9; ++d) {
      std::uint32_t common = (1u << 27) - 1;
      set.with[static_cast<std::size_t>(d)].for_each([&](int cell) { common &= houses_bits(cell); });
      set.houses[static_cast<std::size_t>(d)] = set.with[static_cast<std::size_t>(d)].empty() ? 0 : common;
    }
  }
  return list;
}

/** The restricted commons of two disjoint sets: common digits whose cells in both lie in one house. */
inline sdk::Mask restricted_commons(const Anls& a, const Anls& b) {
  sdk::Mask rcc = 0;
  for (sdk::Mask m = a.digits & b.digits; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const auto d = static_cast<std::size_t>(sdk::first_digit(m));
    if ((a.houses[d] & b.houses[d]) != 0) rcc |= static_cast<sdk::Mask>(1u << (d - 1));
  }
  return rcc;
}

/** One pattern: parts[0] the stem, then the leaves with their RCCs (rcc[0] unused). */
struct Pattern {
  std::vector<const Anls*> parts;
  std::vector<sdk::Mask> rcc;
  sdk::CellSet cells;  // the union
  sdk::Mask all_rcc = 0;
};

/** A group of d's candidates in the union that the count takes as one (one cover). */
struct Group {
  int digit;
  unsigned owners;       // bit i: part i's cells of the digit are in it
  std::uint32_t houses;  // the houses holding all of its cells
};

/** The groups of the count: per digit, the stem's and a leaf's cells for an RCC of that leaf, else
 *  each part's own. */
inline std::vector<Group> groups_of(const Pattern& p) {
  std::vector<Group> groups;
  for (int d = 1; d <= 9; ++d) {
    const auto di = static_cast<std::size_t>(d);
    const auto bit = static_cast<sdk::Mask>(1u << (d - 1));
    unsigned merged_into_stem = 0;
    for (std::size_t i = 1; i < p.parts.size(); ++i) {
      if (p.rcc[i] & bit) merged_into_stem |= 1u << i;
    }
    for (std::size_t i = 0; i < p.parts.size(); ++i) {
      if (p.parts[i]->with[di].empty() || (merged_into_stem & (1u << i))) continue;
      unsigned owners = 1u << i;
      std::uint32_t houses = p.parts[i]->houses[di];
      if (i == 0) {
        for (std::size_t j = 1; j < p.parts.size(); ++j) {
          if (merged_into_stem & (1u << j)) owners |= 1u << j, houses &= p.parts[j]->houses[di];
        }
      }
      groups.push_back({d, owners, houses});
    }
  }
  return groups;
}

/** The set-logic records proving `eliminations` (cell, digit): each elimination needs a cover through
 *  its cell for one group of its digit (rank 0), or for the stem's and the last leaf's (rank 1).
 *  Eliminations share a record while their covers agree. False when a record would have fewer covers
 *  than bases (only on a position without a solution). */
inline bool write_set_logic(const Pattern& p, int rank, const std::vector<std::pair<int, int>>& eliminations,
                            sdk::StepBuilder& step) {
  const std::vector<Group> groups = groups_of(p);
  std::vector<std::vector<int>> records;  // per record, per group its cover house (-1: not chosen yet)
  for (const auto& elimination : eliminations) {
    const int cell = elimination.first, digit = elimination.second;  // named: the lambda below captures them
    std::vector<std::pair<std::size_t, int>> needed;                 // (group, house)
    for (std::size_t g = 0; g < groups.size(); ++g) {
      if (groups[g].digit != digit) continue;
      const bool wanted =
          rank == 0 ? needed.empty() : (groups[g].owners == 1u || groups[g].owners == 1u << (p.parts.size() - 1));
      const std::uint32_t through = groups[g].houses & houses_bits(cell);
      if (wanted && through != 0) needed.push_back({g, std::countr_zero(through)});
    }
    auto fits = [&](const std::vector<int>& record) {
      for (const auto& [g, house] : needed) {
        if (record[g] != -1 && record[g] != house) return false;
        for (std::size_t other = 0; other < groups.size(); ++other) {
          if (other != g && groups[other].digit == digit && record[other] == house) return false;
        }
      }
      return true;
    };
    auto record = std::find_if(records.begin(), records.end(), fits);
    if (record == records.end()) record = records.insert(records.end(), std::vector<int>(groups.size(), -1));
    for (const auto& [g, house] : needed) (*record)[g] = house;
  }
  const int bases = p.cells.count();
  for (auto& record : records) {
    for (std::size_t g = 0; g < groups.size(); ++g) {
      if (record[g] != -1) continue;
      auto used = [&](int house) {
        for (std::size_t other = 0; other < groups.size(); ++other) {
          if (groups[other].digit == groups[g].digit && record[other] == house) return true;
        }
        return false;
      };
      int chosen = -1;
      for (std::uint32_t h = groups[g].houses; h != 0 && chosen < 0; h &= h - 1) {
        if (!used(std::countr_zero(h))) chosen = std::countr_zero(h);
      }
      record[g] = chosen >= 0 ? chosen : std::countr_zero(groups[g].houses);  // shared with another group
    }
    int covers = 0;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      bool first = true;
      for (std::size_t other = 0; other < g; ++other) {
        if (groups[other].digit == groups[g].digit && record[other] == record[g]) first = false;
      }
      covers += first;
    }
    if (covers < bases) return false;
  }
  for (const auto& record : records) {
    step.begin_set_logic();
    p.cells.for_each([&](int cell) { step.add_set(NPE_SET_BASE, NPE_SET_CELL, cell, 0); });
    for (std::size_t g = 0; g < groups.size(); ++g) {
      bool first = true;
      for (std::size_t other = 0; other < g; ++other) {
        if (groups[other].digit == groups[g].digit && record[other] == record[g]) first = false;
      }
      if (!first) continue;
      const int house = record[g];
      const npe_set_kind kind = house < 9 ? NPE_SET_ROW_DIGIT : house < 18 ? NPE_SET_COL_DIGIT : NPE_SET_BOX_DIGIT;
      step.add_set(NPE_SET_COVER, kind, house % 9, groups[g].digit);
    }
  }
  return true;
}

/** "r45c78#145789": a set's cells (GNPX's compressed list) and digits. */
inline void put_set(sdk::TextBuffer& text, const Anls& set) {
  sdk::put_gnpx_cells(text, set.cells);
  text.put('#');
  text.put_digits(set.digits);
}

/** One of the five methods: the stem's level, finned or not, GNPX's name and the separator after the stem. */
struct Form {
  int level;
  bool finned;
  const char* name;
  const char* after_stem;
};

/** The search for one form over the sets of one position. */
class Search {
 public:
  Search(const Form& form, const sdk::Position& position, int max_size, sdk::StepSink& sink)
      : form_(form), table_(position), sink_(sink) {
    if (table_.broken) return;
    sets_ = anls_list(position, max_size, form.level);
  }

  void run() {
    if (table_.broken) return;
    const int twos = form_.finned ? form_.level - 1 : form_.level;
    for (const Anls& stem : sets_) {
      if (stem.level != form_.level || stem.size < 2) continue;
      two_.clear();
      one_.clear();
      for (const Anls& leaf : sets_) {
        if (leaf.level != 1 || leaf.cells.intersects(stem.cells)) continue;
        const sdk::Mask rcc = restricted_commons(stem, leaf);
        const int count = std::popcount(static_cast<unsigned>(rcc));
        if (count == 2) two_.push_back({&leaf, rcc});
        if (count == 1) one_.push_back({&leaf, rcc});
      }
      pattern_ = Pattern{{&stem}, {0}, stem.cells, 0};
      if (!choose(0, twos)) return;
    }
  }

 private:
  struct Leaf {
    const Anls* set;
    sdk::Mask rcc;
  };

  bool fits(const Leaf& leaf) const {
    return !leaf.set->cells.intersects(pattern_.cells) && (leaf.rcc & pattern_.all_rcc) == 0;
  }
  void push(const Leaf& leaf) {
    pattern_.parts.push_back(leaf.set);
    pattern_.rcc.push_back(leaf.rcc);
    pattern_.cells |= leaf.set->cells;
    pattern_.all_rcc |= leaf.rcc;
  }
  void pop(const Pattern& saved) { pattern_ = saved; }

  /** Leaves with two RCCs in increasing order from `from`, `left` more; then the pattern's steps. */
  bool choose(std::size_t from, int left) {
    if (left == 0) return form_.finned ? choose_last() : emit_locked();
    for (std::size_t i = from; i < two_.size(); ++i) {
      if (!fits(two_[i])) continue;
      const Pattern saved = pattern_;
      push(two_[i]);
      const bool go_on = choose(i + 1, left - 1);
      pop(saved);
      if (!go_on) return false;
    }
    return true;
  }

  bool choose_last() {
    for (const Leaf& leaf : one_) {
      if (!fits(leaf)) continue;
      const Pattern saved = pattern_;
      push(leaf);
      const bool go_on = emit_finned();
      pop(saved);
      if (!go_on) return false;
    }
    return true;
  }

  /** The cells outside the pattern holding d that see all of d's candidates in `cells`. */
  sdk::CellSet seeing_all(sdk::CellSet cells, int d) const {
    return sdk::common_peers(cells).minus(pattern_.cells) & table_.cells[d];
  }

  bool emit_locked() {
    sdk::Mask leaf_digits = 0;
    for (std::size_t i = 1; i < pattern_.parts.size(); ++i) leaf_digits |= pattern_.parts[i]->digits;
    std::vector<std::pair<int, int>> eliminations;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(leaf_digits, d)) continue;
      sdk::CellSet cells;
      for (const Anls* part : pattern_.parts) cells |= part->with[static_cast<std::size_t>(d)];
      seeing_all(cells, d).for_each([&](int cell) { eliminations.push_back({cell, d}); });
    }
    return emit(0, eliminations);
  }

  bool emit_finned() {
    const Anls& stem = *pattern_.parts.front();
    const Anls& last = *pattern_.parts.back();
    for (sdk::Mask m = stem.digits & last.digits & ~pattern_.all_rcc & sdk::kAllDigits; m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int f = sdk::first_digit(m);
      const auto fi = static_cast<std::size_t>(f);
      std::vector<std::pair<int, int>> eliminations;
      seeing_all(stem.with[fi] | last.with[fi], f).for_each([&](int cell) { eliminations.push_back({cell, f}); });
      if (!emit(1, eliminations)) return false;
    }
    return true;
  }

  bool emit(int rank, const std::vector<std::pair<int, int>>& eliminations) {
    if (eliminations.empty()) return true;
    step_.reset(static_cast<std::uint32_t>(form_.level));
    for (const auto& [cell, digit] : eliminations) step_.eliminate(cell, digit);
    if (!write_set_logic(pattern_, rank, eliminations, step_)) return true;
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(form_.name);
    text.put(' ');
    put_set(text, *pattern_.parts.front());
    text.put(form_.after_stem);
    for (std::size_t i = 1; i < pattern_.parts.size(); ++i) {
      if (i > 1) text.put(" / ");
      put_set(text, *pattern_.parts[i]);
    }
    step_.set_text("%s", text.c_str());
    return sink_.emit(step_);
  }

  const Form& form_;
  sdk::DigitTable table_;
  sdk::StepSink& sink_;
  std::vector<Anls> sets_;
  std::vector<Leaf> two_, one_;
  Pattern pattern_;
  sdk::StepBuilder step_;
};

/** The parameter every form shares: GNPX's ALSSizeMax. */
inline constexpr npe_param_desc kParams[] = {{sizeof(npe_param_desc), "max_size",
                                              "most cells of the stem and of each leaf (GNPX's ALSSizeMax)",
                                              NPE_PARAM_INT, 2, 8, 5}};

/** One technique per form: `Info` gives its descriptor fields and its Form. */
template <class Info>
class SueDeCoqExtension {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(Info::info, kParams);

  explicit SueDeCoqExtension(const sdk::Params& params) : max_size_(static_cast<int>(params.get("max_size"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) { Search(Info::form, position, max_size_, sink).run(); }

 private:
  int max_size_;
};

struct Ex2Info {
  static constexpr Form form{2, false, "SueDeCoqEx2", " / "};
  static constexpr sdk::TechniqueInfo info{
      .id = "gnpx.sue_de_coq_ex2",
      .name = "SueDeCoqEx2",
      .description =
          "GNPX's SueDeCoqEx2: a stem of n cells with n + 2 digits and two ALSs, each with two restricted "
          "commons with it: the leaves' digits leave every cell seeing all of theirs in the pattern",
      .default_points = 500,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL};
};

struct Ex3Info {
  static constexpr Form form{3, false, "Franken_SDCEx3", "/ "};
  static constexpr sdk::TechniqueInfo info{
      .id = "gnpx.franken_sdc_ex3",
      .name = "Franken_SDCEx3",
      .description =
          "GNPX's Franken_SDCEx3: a stem of n cells with n + 3 digits and three ALSs, each with two "
          "restricted commons with it: the leaves' digits leave every cell seeing all of theirs in the pattern",
      .default_points = 500,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL};
};

struct FinnedEx1Info {
  static constexpr Form form{1, true, "Finned_SueDeCoqEx1", " / "};
  static constexpr sdk::TechniqueInfo info{
      .id = "gnpx.finned_sue_de_coq_ex1",
      .name = "Finned_SueDeCoqEx1",
      .description =
          "GNPX's Finned_SueDeCoqEx1 (a singly linked ALS-XZ): a stem ALS and an ALS with one restricted "
          "common: a fin digit of both leaves every cell seeing all of its candidates in them",
      .default_points = 500,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL};
};

struct FinnedEx2Info {
  static constexpr Form form{2, true, "Finned_SueDeCoqEx2", " / "};
  static constexpr sdk::TechniqueInfo info{
      .id = "gnpx.finned_sue_de_coq_ex2",
      .name = "Finned_SueDeCoqEx2",
      .description =
          "GNPX's Finned_SueDeCoqEx2: a stem of n cells with n + 2 digits, an ALS with two restricted "
          "commons and one with one: a fin digit of the stem and the last ALS leaves every cell seeing all "
          "of its candidates in them",
      .default_points = 500,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL};
};

struct FinnedEx3Info {
  static constexpr Form form{3, true, "Finned_Franken_SDCEx3", " / "};
  static constexpr sdk::TechniqueInfo info{
      .id = "gnpx.finned_franken_sdc_ex3",
      .name = "Finned_Franken_SDCEx3",
      .description =
          "GNPX's Finned_Franken_SDCEx3: a stem of n cells with n + 3 digits, two ALSs with two restricted "
          "commons and one with one: a fin digit of the stem and the last ALS leaves every cell seeing all "
          "of its candidates in them",
      .default_points = 500,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL};
};

}  // namespace npe::plugins::gnpx::sdc

namespace npe::plugins::gnpx {
using SueDeCoqEx2 = sdc::SueDeCoqExtension<sdc::Ex2Info>;
using FrankenSdcEx3 = sdc::SueDeCoqExtension<sdc::Ex3Info>;
using FinnedSueDeCoqEx1 = sdc::SueDeCoqExtension<sdc::FinnedEx1Info>;
using FinnedSueDeCoqEx2 = sdc::SueDeCoqExtension<sdc::FinnedEx2Info>;
using FinnedFrankenSdcEx3 = sdc::SueDeCoqExtension<sdc::FinnedEx3Info>;
}  // namespace npe::plugins::gnpx
