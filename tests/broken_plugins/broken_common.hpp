// Pieces for the deliberately broken test plugins: their descriptors, a technique that behaves, and an entry macro
// that lets a test choose the ABI version and plugin id.
#pragma once

#include <npe/sdk.hpp>

namespace npe::test_plugins {

/** The descriptor of a test technique: 1 point, rating 1.0, no flags, parameters or reglib codes. */
constexpr npe_technique_desc broken_descriptor(const char* id, const char* name, const char* description,
                                               std::uint32_t yields) {
  return {.struct_size = sizeof(npe_technique_desc),
          .id = id,
          .name = name,
          .description = description,
          .default_points = 1,
          .default_rating_x10 = 10,
          .yields = yields,
          .flags = 0,
          .param_count = 0,
          .params = nullptr,
          .reglib_code_count = 0,
          .reglib_codes = nullptr};
}

/** Places nothing and eliminates nothing: a well-formed technique that never finds a step. */
struct Quiet {
  static constexpr npe_technique_desc descriptor =
      broken_descriptor("quiet", "Quiet", "never finds anything", NPE_YIELDS_ELIMINATIONS);
  explicit Quiet(const sdk::Params&) {}
  void find(const sdk::Position&, sdk::StepSink&) {}
};

/** Naked singles in cell order with the key digit never looked at: the search of the two plugins
 *  that carry the key-digit flag without honouring it (ignores_key_digit, key_flag_from_1_1). */
template <const npe_technique_desc& Descriptor>
struct KeyBlindNakedSingles {
  static constexpr npe_technique_desc descriptor = Descriptor;
  explicit KeyBlindNakedSingles(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("single r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace npe::test_plugins

#define NPE_BROKEN_ENTRY(MAJOR, MINOR, ID, ...)              \
  extern "C" NPE_EXPORT const npe_plugin_entry npe_entry = { \
      {MAJOR, MINOR, 0},                                     \
      sizeof(npe_plugin_entry),                              \
      ID,                                                    \
      "0.0.1",                                               \
      &npe::sdk::Plugin<__VA_ARGS__>::init,                  \
      &npe::sdk::Plugin<__VA_ARGS__>::deinit,                \
      &npe::sdk::Plugin<__VA_ARGS__>::technique_count,       \
      &npe::sdk::Plugin<__VA_ARGS__>::technique,             \
      &npe::sdk::Plugin<__VA_ARGS__>::create,                \
      &npe::sdk::Plugin<__VA_ARGS__>::destroy,               \
      &npe::sdk::Plugin<__VA_ARGS__>::find,                  \
  };
