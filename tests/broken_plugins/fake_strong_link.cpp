// Right eliminations, lying evidence: a pointing (a digit confined to one row of a block, three
// places there) whose eliminations are sound, shown as a chain claiming a strong link between two of
// the three places — which is not one. The host must refuse it wherever steps are checked.
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

struct FakeStrongLink {
  static constexpr npe_technique_desc descriptor = {.struct_size = sizeof(npe_technique_desc),
                                                    .id = "broken.fake_link",
                                                    .name = "Pointing with a fake strong link",
                                                    .description = "sound eliminations, a strong link that is not one",
                                                    .default_points = 1,
                                                    .default_rating_x10 = 10,
                                                    .yields = NPE_YIELDS_ELIMINATIONS,
                                                    .flags = NPE_TECHNIQUE_FINDS_ALL,
                                                    .param_count = 0,
                                                    .params = nullptr,
                                                    .reglib_code_count = 0,
                                                    .reglib_codes = nullptr};
  explicit FakeStrongLink(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      for (int digit = 1; digit <= 9; ++digit) {
        int places[9], count = 0;
        for (int k = 0; k < 9; ++k) {
          const int cell = sdk::block_cell(block, k);
          if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit)) places[count++] = cell;
        }
        if (count != 3 || sdk::row_of(places[0]) != sdk::row_of(places[2])) continue;
        step_.reset();
        const int row = sdk::row_of(places[0]);
        for (int col = 0; col < 9; ++col) {
          const int cell = sdk::cell_at(row, col);
          if (sdk::block_of(cell) != block && position.digit(cell) == 0 &&
              sdk::has_digit(position.candidates(cell), digit)) {
            step_.eliminate(cell, digit);
          }
        }
        if (step_.elimination_count() == 0) continue;
        step_.add_digits(sdk::digit_bit(digit));
        step_.begin_chain(NPE_CHAIN_OPEN);
        step_.add_candidate_node(places[0], digit, NPE_LINK_STRONG);  // the lie: a third place exists
        step_.add_candidate_node(places[1], digit, NPE_LINK_END);
        step_.set_text("Fake pointing %d in r%d", digit, row + 1);
        if (!sink.emit(step_)) return;
      }
    }
  }
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_fake_link", "0.0.1", FakeStrongLink)
