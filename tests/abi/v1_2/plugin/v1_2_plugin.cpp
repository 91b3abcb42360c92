// A hidden single in a row built against the frozen ABI 1.2 SDK (tests/abi/v1_2/include), with 1.2's
// NPE_TECHNIQUE_KEY_DIGIT_FIRST: given a key digit, it reports its first step placing that digit (else
// its first step), so the engine asks it for one step where it asks a 1.1 plugin for all of them. The
// same steps as the shipped `row` technique, so it can be compared with a current one step for step.
// It knows nothing of 1.3's evidence records, host evidence list or digit bands.
#include <npe/sdk.hpp>

namespace {

namespace sdk = npe::sdk;

struct RowSingle12 {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0002", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "v1_2.row",
      .name = "Row (hidden single in a row), built against ABI 1.2",
      .description = "a digit with exactly one candidate cell in a row",
      .default_points = 5,
      .default_rating_x10 = 15,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 1,
      .reglib_codes = kReglibCodes};

  explicit RowSingle12(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const int key = position.key_digit();
    if (key != 0 && emit_rows(position, sink, key)) return;  // keyed: the first step placing the key digit
    emit_rows(position, sink, 0);
  }

 private:
  /** Reports the rows' singles in scan order (rows 1..9, digits 1..9), only those of `only_digit` when it
   *  is non-zero; true when a step was reported and the search should stop. */
  bool emit_rows(const sdk::Position& position, sdk::StepSink& sink, int only_digit) {
    bool reported = false;
    for (int row = 0; row < 9; ++row) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (only_digit != 0 && digit != only_digit) continue;
        const unsigned places = position.places_for(row, digit);
        if (places == 0 || (places & (places - 1)) != 0) continue;
        int k = 0;
        while (!(places & (1u << k))) ++k;
        const int cell = sdk::kHouseCells[row][k];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(row);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, "R", cell, digit);
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

NPE_PLUGIN("v1_2", "1.2.0", RowSingle12)
