// Claims ABI 1.99: newer than the host's minor, so the host must refuse it.
#include "broken_common.hpp"

NPE_BROKEN_ENTRY(1, 99, "newer_minor", npe::test_plugins::Quiet)
