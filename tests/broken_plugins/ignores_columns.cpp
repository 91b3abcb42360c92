// A deliberately broken copy of the shipped pointing technique (plugins/hidden_digit): it looks for
// a digit confined to a row inside a block but never to a column, so it misses every column
// instance. Sound, valid and deterministic: only check-plugin's missed.symmetry can see it (a
// transposed position turns the missed column instances into row instances it does find).
#include "../../plugins/hidden_digit/locked_candidates.hpp"

namespace {

namespace sdk = npe::sdk;

struct RowsOnlyPointing {
  static constexpr npe_technique_desc descriptor = {.struct_size = sizeof(npe_technique_desc),
                                                    .id = "broken.rows_only_pointing",
                                                    .name = "Pointing, rows only",
                                                    .description = "locked candidates (pointing) that ignores columns",
                                                    .default_points = 11,
                                                    .default_rating_x10 = 26,
                                                    .yields = NPE_YIELDS_ELIMINATIONS,
                                                    .flags = NPE_TECHNIQUE_FINDS_ALL,
                                                    .param_count = 0,
                                                    .params = nullptr,
                                                    .reglib_code_count = 0,
                                                    .reglib_codes = nullptr};
  explicit RowsOnlyPointing(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      const int base = 18 + block;
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(base, digit);
        const int count = std::popcount(places);
        if (count < 2 || count > 3) continue;
        const int cover = npe::plugins::common_house(base, places, 0);  // the bug: rows (0) only, never columns (9)
        if (cover >= 0 && !npe::plugins::report_locked(position, sink, step_, "pointing", digit, base, cover, places))
          return;
      }
    }
  }
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_rows_only", "0.0.1", RowsOnlyPointing)
