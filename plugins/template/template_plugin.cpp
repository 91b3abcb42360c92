// The template technique: "full house" — a house (row, column or block) with one empty cell gets
// the one digit it lacks. Small on purpose: it shows a descriptor with a parameter, the scan, the
// step (placement, evidence, text) and the NPE_PLUGIN line, and it passes `npe check-plugin`.
#include <npe/sdk.hpp>

#include <bit>

namespace {

namespace sdk = npe::sdk;

struct FullHouse {
  // Parameters are integers with bounds and a default; create refuses anything else with a message.
  static constexpr npe_param_desc kParams[] = {
      {.struct_size = sizeof(npe_param_desc),
       .name = "houses",
       .description = "which houses to scan: 0 all, 1 rows, 2 columns, 3 blocks",
       .type = NPE_PARAM_INT,
       .min_value = 0,
       .max_value = 3,
       .default_value = 0},
  };
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "template.full_house",  // lowercase [a-z0-9_.], unique among all plugins
      .name = "Full house (template)",
      .description = "a house with one empty cell gets its missing digit",
      .default_points = 1,       // difficulty points per step (overridable in YAML)
      .default_rating_x10 = 10,  // Sudoku Explainer scale: 1.0
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,  // honours NPE_FIND_ALL
      .param_count = 1,
      .params = kParams,
      .reglib_code_count = 0,  // HoDoKu regression codes it answers: none here (docs/abi.md)
      .reglib_codes = nullptr};

  explicit FullHouse(const sdk::Params& params) : houses_(static_cast<int>(params.get("houses"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int house = 0; house < sdk::kHouses; ++house) {
      if (houses_ != 0 && house / 9 != houses_ - 1) continue;
      int empty_cell = -1, empty_count = 0;
      sdk::Mask present = 0;
      for (const int cell : sdk::kHouseCells[house]) {
        if (position.digit(cell) == 0) {
          empty_cell = cell;
          ++empty_count;
        } else {
          present |= sdk::digit_bit(position.digit(cell));
        }
      }
      const sdk::Mask missing = sdk::kAllDigits & static_cast<sdk::Mask>(~present);
      // Only a valid full house: one empty cell, one missing digit, and it is still a candidate there.
      if (empty_count != 1 || std::popcount(static_cast<unsigned>(missing)) != 1) continue;
      const int digit = sdk::first_digit(missing);
      if (!sdk::has_digit(position.candidates(empty_cell), digit)) continue;
      step_.reset();
      step_.place(empty_cell, digit);
      step_.add_base_house(house);
      step_.add_digits(missing);
      step_.set_text("full house r%dc%d=%d", empty_cell / 9 + 1, empty_cell % 9 + 1, digit);
      if (!sink.emit(step_)) return;  // false: the host wants no more (or only the first step)
    }
  }

 private:
  int houses_;
  sdk::StepBuilder step_;  // fixed arrays: no heap allocation while searching
};

}  // namespace

NPE_PLUGIN("template", "0.1.0", FullHouse)
