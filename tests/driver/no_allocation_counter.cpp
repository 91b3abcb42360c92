// The sanitizer build's driver counts no allocations: the sanitizers' allocator stays in place
// (allocation_counter.cpp replaces operator new in the plain build's driver).
#include "test_support.hpp"

namespace npe::test {

bool allocations_counted() { return false; }
void start_counting_allocations() {}
long stop_counting_allocations() { return 0; }

}  // namespace npe::test
