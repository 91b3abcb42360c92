// Built against a future ABI 2.0: the host (ABI 1) must refuse it, naming both versions.
#include "broken_common.hpp"

NPE_BROKEN_ENTRY(2, 0, "other_major", npe::test_plugins::Quiet)
