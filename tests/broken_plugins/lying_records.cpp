// Techniques that carry ABI 1.3 evidence records, each true with `lie=0` and false with `lie=1` (the default) while
// their eliminations and placements stay sound, so only the host's check of the records can refuse
// them (docs/abi.md, "What the host checks"):
// - records.sets: a pointing step (a digit's places in a box all on one line) as set logic, the box's
//   digit the base set and the line's digit the cover set; lying, the cover is the crossing line through
//   one base cell, which misses the other base candidates.
// - records.lemma: the same elimination as a forcing chain from the eliminated candidate to a box
//   without the digit, its first node with a lemma; lying, the lemma's chain has a node that does not
//   follow.
// - records.pattern: a hidden single in a box as an impossible pattern (the box's empty cells cannot be
//   filled without the digit: one digit fewer than cells); lying, one cell is left out of the pattern,
//   which then has a filling.
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

// Lying by default, as befits a broken plugin: check-plugin, which creates techniques with their
// defaults, must fail them; engine types set `lie: 0` for the honest form.
constexpr npe_param_desc kLie[] = {{sizeof(npe_param_desc), "lie",
                                    "1 (default): evidence that does not hold; 0: true evidence", NPE_PARAM_INT, 0, 1,
                                    1}};

constexpr npe_technique_desc describe(const char* id, const char* name, std::uint32_t yields) {
  return {.struct_size = sizeof(npe_technique_desc),
          .id = id,
          .name = name,
          .description = "test technique with ABI 1.3 evidence records (tests/broken_plugins/lying_records.cpp)",
          .default_points = 10,
          .default_rating_x10 = 20,
          .yields = yields,
          .flags = NPE_TECHNIQUE_FINDS_ALL,
          .param_count = 1,
          .params = kLie,
          .reglib_code_count = 0,
          .reglib_codes = nullptr};
}

/** A digit whose places in a box all lie on one line (two or more of them), and the line's other places. */
struct Pointing {
  int box = 0, line = 0, digit = 0;
  int places[3] = {};
  int place_count = 0;
  int outside[9] = {};
  int outside_count = 0;
};

template <class OnPointing>
void each_pointing(const sdk::Position& position, OnPointing&& on_pointing) {
  for (int box = 18; box < 27; ++box) {
    for (int digit = 1; digit <= 9; ++digit) {
      const unsigned in_box = position.places_for(box, digit);
      const int count = std::popcount(in_box);
      if (count < 2 || count > 3) continue;
      Pointing p{box, -1, digit};
      for (unsigned m = in_box; m; m &= m - 1) p.places[p.place_count++] = sdk::kHouseCells[box][std::countr_zero(m)];
      bool one_row = true, one_col = true;
      for (int i = 1; i < count; ++i) {
        one_row = one_row && sdk::row_of(p.places[i]) == sdk::row_of(p.places[0]);
        one_col = one_col && sdk::col_of(p.places[i]) == sdk::col_of(p.places[0]);
      }
      if (one_row) p.line = sdk::row_of(p.places[0]);
      if (one_col) p.line = 9 + sdk::col_of(p.places[0]);
      if (p.line < 0) continue;
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::kHouseCells[p.line][k];
        if (sdk::block_of(cell) + 18 != box && position.digit(cell) == 0 &&
            sdk::has_digit(position.candidates(cell), digit)) {
          p.outside[p.outside_count++] = cell;
        }
      }
      if (p.outside_count > 0 && !on_pointing(p)) return;
    }
  }
}

npe_set_kind line_set(int line) { return line < 9 ? NPE_SET_ROW_DIGIT : NPE_SET_COL_DIGIT; }

struct SetsTechnique {
  static constexpr npe_technique_desc descriptor =
      describe("records.sets", "Pointing as set logic", NPE_YIELDS_ELIMINATIONS);
  explicit SetsTechnique(const sdk::Params& params) : lie_(params.get("lie") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    each_pointing(position, [&](const Pointing& p) {
      step_.reset();
      for (int i = 0; i < p.outside_count; ++i) step_.eliminate(p.outside[i], p.digit);
      step_.begin_set_logic();
      step_.add_set(NPE_SET_BASE, NPE_SET_BOX_DIGIT, p.box - 18, p.digit);
      const int cover = lie_ ? (p.line < 9 ? 9 + sdk::col_of(p.places[0]) : sdk::row_of(p.places[0])) : p.line;
      step_.add_set(NPE_SET_COVER, line_set(cover), cover % 9, p.digit);
      step_.set_text("Pointing sets: %d in b%d", p.digit, p.box - 17);
      return sink.emit(step_);
    });
  }
  bool lie_;
  sdk::StepBuilder step_;
};

struct LemmaTechnique {
  static constexpr npe_technique_desc descriptor =
      describe("records.lemma", "Pointing as a nested forcing chain", NPE_YIELDS_ELIMINATIONS);
  explicit LemmaTechnique(const sdk::Params& params) : lie_(params.get("lie") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    each_pointing(position, [&](const Pointing& p) {
      const int assumed = p.outside[0];
      int inner_cell = -1, inner_peer = -1, inner_digit = 0;
      if (!inner_chain_cells(position, assumed, p.digit, &inner_cell, &inner_peer, &inner_digit)) return true;
      step_.reset();
      step_.eliminate(assumed, p.digit);
      // The outer chain: the eliminated candidate true leaves the box without a place for the digit.
      step_.begin_chain(NPE_CHAIN_FORCING);
      const int outer = step_.chain_index();
      step_.add_candidate_node(assumed, p.digit, NPE_LINK_WEAK, true);
      for (int i = 0; i < p.place_count; ++i) {
        step_.add_candidate_node(p.places[i], p.digit, i + 1 < p.place_count ? NPE_LINK_WEAK : NPE_LINK_END);
      }
      // The lemma of its first node: a chain elsewhere on the board as the outer chain left it.
      step_.begin_chain(NPE_CHAIN_FORCING);
      step_.add_candidate_node(inner_cell, inner_digit, NPE_LINK_WEAK, true);
      step_.add_candidate_node(inner_peer, inner_digit, NPE_LINK_END, lie_);  // lying: the peer "true"
      step_.add_lemma(outer, 1, step_.chain_index(), 1);
      step_.set_text("Pointing lemma: %d in b%d", p.digit, p.box - 17);
      return sink.emit(step_);
    });
  }

 private:
  /** A candidate away from `assumed` (no peer of it) and a peer of that candidate holding its digit. */
  static bool inner_chain_cells(const sdk::Position& position, int assumed, int digit, int* cell, int* peer,
                                int* inner_digit) {
    for (int c = 0; c < 81; ++c) {
      if (c == assumed || position.digit(c) != 0 || sdk::sees(c, assumed)) continue;
      for (int d = 1; d <= 9; ++d) {
        if (d == digit || !sdk::has_digit(position.candidates(c), d)) continue;
        for (const int q : sdk::kPeers[c]) {
          if (q != assumed && position.digit(q) == 0 && sdk::has_digit(position.candidates(q), d)) {
            *cell = c;
            *peer = q;
            *inner_digit = d;
            return true;
          }
        }
      }
    }
    return false;
  }
  bool lie_;
  sdk::StepBuilder step_;
};

struct PatternTechnique {
  static constexpr npe_technique_desc descriptor =
      describe("records.pattern", "Hidden single as an impossible pattern", NPE_YIELDS_PLACEMENTS);
  explicit PatternTechnique(const sdk::Params& params) : lie_(params.get("lie") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int box = 18; box < 27; ++box) {
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(box, digit);
        if (std::popcount(places) != 1) continue;
        const int single = sdk::kHouseCells[box][std::countr_zero(places)];
        sdk::Mask missing = sdk::kAllDigits;
        int empty = 0;
        for (const int cell : sdk::kHouseCells[box]) {
          if (position.digit(cell) != 0) missing &= static_cast<sdk::Mask>(~sdk::digit_bit(position.digit(cell)));
          empty += position.digit(cell) == 0;
        }
        if (empty < 2) continue;
        step_.reset();
        step_.place(single, digit);
        step_.begin_pattern(NPE_PATTERN_IMPOSSIBLE, static_cast<sdk::Mask>(missing & ~sdk::digit_bit(digit)));
        bool left_out = false;
        for (const int cell : sdk::kHouseCells[box]) {
          if (position.digit(cell) != 0) continue;
          if (lie_ && !left_out && cell != single) {
            left_out = true;
            continue;
          }
          step_.add_pattern_cell(cell);
        }
        step_.add_guardian(single, digit);
        step_.set_text("Pattern single: r%dc%d=%d", single / 9 + 1, single % 9 + 1, digit);
        if (!sink.emit(step_)) return;
      }
    }
  }
  bool lie_;
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("lying_records", "0.0.1", SetsTechnique, LemmaTechnique, PatternTechnique)
