// A technique whose steps are sound but whose chain evidence is false: it finds a digit with exactly
// three candidates in a block, all in one row or column (so the digit leaves the rest of that line:
// a true elimination), and reports it as an X-chain of two nodes, the first two of the three cells,
// joined by a "strong" link. That link is not one: the block holds the digit three times. The host's
// evidence check must refuse the step (exit 3); the solution check alone cannot.
// It fires on most puzzles' first position, e.g. (sx_easy_500's first puzzle)
//   3.24.18.9..1...3............4.7.8.1.78.5.2.36....9....2..6.9..39.......88...7...5
// with "X-Chain: 1 r7c2 =1= r8c2" (column 2 of block 7 holds 1 in r7c2, r8c2 and r9c2) => r6c2<>1.
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

struct FalseStrongLink {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "broken.chain",
      .name = "X-Chain with a false strong link",
      .description = "a pointing triple reported as a two-node X-chain whose strong link is not one",
      .default_points = 260,
      .default_rating_x10 = 66,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr,
  };
  explicit FalseStrongLink(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 18; block < 27; ++block) {
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(block, digit);
        if (std::popcount(places) != 3) continue;
        int cells[3], n = 0;
        for (unsigned m = places; m; m &= m - 1) cells[n++] = sdk::kHouseCells[block][std::countr_zero(m)];
        const bool row =
            sdk::row_of(cells[0]) == sdk::row_of(cells[2]) && sdk::row_of(cells[1]) == sdk::row_of(cells[0]);
        const bool col =
            sdk::col_of(cells[0]) == sdk::col_of(cells[2]) && sdk::col_of(cells[1]) == sdk::col_of(cells[0]);
        if (!row && !col) continue;
        const int line = row ? sdk::row_of(cells[0]) : 9 + sdk::col_of(cells[0]);
        step_.reset(1);
        for (int k = 0; k < 9; ++k) {
          const int cell = sdk::kHouseCells[line][k];
          if (sdk::block_of(cell) + 18 == block || position.digit(cell) != 0) continue;
          if (sdk::has_digit(position.candidates(cell), digit)) step_.eliminate(cell, digit);
        }
        if (step_.elimination_count() == 0) continue;
        step_.add_digits(sdk::digit_bit(digit));
        step_.begin_chain(NPE_CHAIN_OPEN);
        step_.add_candidate_node(cells[0], digit, NPE_LINK_STRONG);  // false: a third place exists
        step_.add_candidate_node(cells[1], digit, NPE_LINK_END);
        step_.set_text("X-Chain: %d r%dc%d =%d= r%dc%d", digit, cells[0] / 9 + 1, cells[0] % 9 + 1, digit,
                       cells[1] / 9 + 1, cells[1] % 9 + 1);
        if (!sink.emit(step_)) return;
      }
    }
  }
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_chain", "0.0.1", FalseStrongLink)
