// A hidden single in a block built against the frozen ABI 1.4 SDK (tests/abi/v1_4/include): it honours
// the key digit (1.2), reads the key digit's places from the host's candidate bands when offered (1.3)
// and declares 1.4's NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT; it knows nothing of 1.5's geometry
// flags. Its steps are the shipped `box` technique's, so it is compared with it step for step in
// npe-type1 (v1_4-type1.yaml).
#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

namespace {

namespace sdk = npe::sdk;

struct BlockSingle14 {
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "v1_4.box",
                     .name = "Box (hidden single in a block), built against ABI 1.4",
                     .description = "a digit with exactly one candidate cell in a block",
                     .default_points = 2,
                     .default_rating_x10 = 12,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST |
                              NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT});

  explicit BlockSingle14(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // The key digit's single in the first block that has one; then every single in scan order.
    if (const int key = position.key_digit(); key != 0) {
      for (int block = 0; block < 9; ++block) {
        if (single_place(position, 18 + block, key) >= 0) {
          report(sink, 18 + block, key, single_place(position, 18 + block, key));
          return;
        }
      }
    }
    for (int block = 0; block < 9; ++block) {
      for (int digit = 1; digit <= 9; ++digit) {
        const int cell = single_place(position, 18 + block, digit);
        if (cell >= 0 && !report(sink, 18 + block, digit, cell)) return;
      }
    }
  }

 private:
  /** The block's one cell for the digit (from the host's bands when offered), or -1. */
  static int single_place(const sdk::Position& position, int house, int digit) {
    int found = -1;
    const npe_digit_bands* bands = position.candidate_bands(digit);
    for (const int cell : sdk::kHouseCells[house]) {
      if (position.digit(cell) == digit) return -1;
      const bool place = bands ? ((bands->band[cell / 27] >> (cell % 27)) & 1u) != 0
                               : sdk::has_digit(position.candidates(cell), digit);
      if (!place) continue;
      if (found >= 0) return -1;
      found = cell;
    }
    return found;
  }

  bool report(sdk::StepSink& sink, int house, int digit, int cell) {
    step_.reset();
    step_.place(cell, digit);
    step_.add_base_house(house);
    step_.add_digits(sdk::digit_bit(digit));
    char text[16];
    sdk::format_placement(text, sizeof text, "", cell, digit);
    step_.set_plain_text(text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("v1_4", "1.4.0", BlockSingle14)
