// The test driver's global operator new and delete, counting heap blocks while asked to
// (test_support.hpp: start_counting_allocations). Linked into the plain build's driver only: the
// sanitizer build's driver keeps the sanitizers' own allocator (no_allocation_counter.cpp).
#include <atomic>
#include <cstdlib>
#include <new>

#include "test_support.hpp"

// GCC sees the replaced delete's free() inlined where gtest news: a false mismatch warning.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
namespace {
std::atomic<bool> g_counting{false};
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  if (g_counting.load(std::memory_order_relaxed)) g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace npe::test {

bool allocations_counted() { return true; }
void start_counting_allocations() {
  g_allocations = 0;
  g_counting = true;
}
long stop_counting_allocations() {
  g_counting = false;
  return g_allocations.load();
}

}  // namespace npe::test
