// Rank logic (docs/techniques.md "Rank logic"): SK loops, multi-sector locked sets and N x (N+K) fish, each step with
// its base and cover sets as an ABI 1.3 set-logic record the host checks.
#include "msls.hpp"
#include "nxnk_fish.hpp"
#include "sk_loop.hpp"

NPE_PLUGIN("rank_logic", "1.0.0", npe::plugins::rank_logic::SkLoop, npe::plugins::rank_logic::Msls,
           npe::plugins::rank_logic::NxnkFish)
