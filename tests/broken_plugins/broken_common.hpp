// Pieces for the deliberately broken test plugins: a technique that behaves, and an entry macro
// that lets a test choose the ABI version and plugin id.
#pragma once

#include <npe/sdk.hpp>

namespace npe::test_plugins {

/** Places nothing and eliminates nothing: a well-formed technique that never finds a step. */
struct Quiet {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "quiet", "Quiet", "never finds anything", 1, 10, NPE_YIELDS_ELIMINATIONS, 0, 0,
      nullptr, 0, nullptr};
  explicit Quiet(const sdk::Params&) {}
  void find(const sdk::Position&, sdk::StepSink&) {}
};

}  // namespace npe::test_plugins

#define NPE_BROKEN_ENTRY(MAJOR, MINOR, ID, ...)                                              \
  extern "C" NPE_EXPORT const npe_plugin_entry npe_entry = {                                 \
      {MAJOR, MINOR, 0},                                                                     \
      sizeof(npe_plugin_entry),                                                              \
      ID,                                                                                    \
      "0.0.1",                                                                               \
      &npe::sdk::Plugin<__VA_ARGS__>::init,                                                  \
      &npe::sdk::Plugin<__VA_ARGS__>::deinit,                                                \
      &npe::sdk::Plugin<__VA_ARGS__>::technique_count,                                       \
      &npe::sdk::Plugin<__VA_ARGS__>::technique,                                             \
      &npe::sdk::Plugin<__VA_ARGS__>::create,                                                \
      &npe::sdk::Plugin<__VA_ARGS__>::destroy,                                               \
      &npe::sdk::Plugin<__VA_ARGS__>::find,                                                  \
  };
