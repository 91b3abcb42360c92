// A hidden single in a block built against the frozen ABI 1.1 SDK (tests/abi/v1_1/include), with
// 1.1's descriptor (reglib codes) and no key digit: the same steps as the shipped `box` technique, so
// a 1.1 plugin can be compared with a current one step for step, and the engine's priority digit
// must choose among all of its steps itself (1.1 has no NPE_TECHNIQUE_KEY_DIGIT_FIRST).
#include <npe/sdk.hpp>

namespace {

namespace sdk = npe::sdk;

struct BlockSingle11 {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0002", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "v1_1.box",
      .name = "Box (hidden single in a block), built against ABI 1.1",
      .description = "a digit with exactly one candidate cell in a block",
      .default_points = 2,
      .default_rating_x10 = 12,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 1,
      .reglib_codes = kReglibCodes};

  explicit BlockSingle11(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      const int house = 18 + block;
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(house, digit);
        if (places == 0 || (places & (places - 1)) != 0) continue;
        int k = 0;
        while (!(places & (1u << k))) ++k;
        const int cell = sdk::kHouseCells[house][k];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(house);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, "", cell, digit);
        step_.set_plain_text(text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("v1_1", "1.1.0", BlockSingle11)
