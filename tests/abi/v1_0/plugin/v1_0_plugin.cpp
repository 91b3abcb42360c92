// A naked single built against the frozen ABI 1.0 SDK (tests/abi/v1_0/include), with 1.0's positional
// descriptor: the same steps as the shipped `cell` technique, so a 1.0 plugin can be compared with
// a current one step for step.
#include <npe/sdk.hpp>

namespace {

namespace sdk = npe::sdk;

struct NakedSingle10 {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "v1_0.cell", "Cell (naked single), built against ABI 1.0",
      "an empty cell with exactly one candidate", 10, 23, NPE_YIELDS_PLACEMENTS, NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};

  explicit NakedSingle10(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::block_cell(block, k);
        const sdk::Mask candidates = position.candidates(cell);
        if (position.digit(cell) != 0 || sdk::count_digits(candidates) != 1) continue;
        const int digit = sdk::first_digit(candidates);
        step_.reset();
        step_.place(cell, digit);
        step_.add_cell(cell);
        step_.add_digits(candidates);
        char text[16];
        sdk::format_placement(text, sizeof text, "M", cell, digit);
        step_.set_text("%s", text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("v1_0", "1.0.0", NakedSingle10)
