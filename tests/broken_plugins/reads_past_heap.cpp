// A technique that reads one element past a heap array in find: without the sanitizers a silent
// out-of-bounds read, under them AddressSanitizer's heap-buffer-overflow report. The sanitizer build's
// CTest `sanitizers.plugins_instrumented` runs it to show that plugins are built instrumented.
#include <memory>

#include "broken_common.hpp"

namespace {

struct ReadsPastHeap {
  static constexpr npe_technique_desc descriptor =
      npe::test_plugins::broken_descriptor("broken.heap_overflow", "Reads past the heap",
                                           "reads one int past a heap array on every find call", NPE_YIELDS_PLACEMENTS);
  explicit ReadsPastHeap(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink&) {
    const auto cells = std::make_unique<int[]>(4);
    volatile int* past = cells.get() + 4 + position.digit(0) % 1;
    // The read past the array is this plugin's purpose; GCC sees it too and would say so in every build.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
    sink_ = *past;
#pragma GCC diagnostic pop
  }
  int sink_ = 0;
};

}  // namespace

NPE_PLUGIN("broken_reads_past_heap", "0.0.1", ReadsPastHeap)
