// A naked single built against the frozen ABI 1.2 SDK (tests/abi/v1_2/include), declaring 1.2's
// NPE_TECHNIQUE_KEY_DIGIT_FIRST: given a key digit, it reports its first single (in scan order: blocks
// 1..9, a block's cells 1..9) placing that digit, else its first single, so the engine asks it for one
// step where it asks a 1.1 plugin for all of them. The same steps as the shipped `cell` technique, so
// it can be compared with a current one step for step. It knows nothing of 1.3's evidence records,
// host evidence list or candidate bands.
#include <npe/sdk.hpp>

namespace {

namespace sdk = npe::sdk;

struct NakedSingle12 {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0003", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "v1_2.cell",
      .name = "Cell (naked single), built against ABI 1.2",
      .description = "an empty cell with exactly one candidate",
      .default_points = 10,
      .default_rating_x10 = 23,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 1,
      .reglib_codes = kReglibCodes};

  explicit NakedSingle12(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const int key = position.key_digit();
    if (key != 0 && report_singles(position, sink, key)) return;  // the first single placing the key digit
    report_singles(position, sink, 0);
  }

 private:
  /** Reports the singles in scan order, only those of `only_digit` when it is non-zero; true when a
   *  step was reported and the search should stop. */
  bool report_singles(const sdk::Position& position, sdk::StepSink& sink, int only_digit) {
    bool reported = false;
    for (int block = 0; block < 9; ++block) {
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::block_cell(block, k);
        const sdk::Mask candidates = position.candidates(cell);
        if (position.digit(cell) != 0 || sdk::count_digits(candidates) != 1) continue;
        const int digit = sdk::first_digit(candidates);
        if (only_digit != 0 && digit != only_digit) continue;
        step_.reset();
        step_.place(cell, digit);
        step_.add_cell(cell);
        step_.add_digits(candidates);
        char text[16];
        sdk::format_placement(text, sizeof text, "M", cell, digit);
        step_.set_plain_text(text);
        reported = true;
        if (!sink.emit(step_)) return true;
      }
    }
    return reported && only_digit != 0;
  }

  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("v1_2", "1.2.0", NakedSingle12)
