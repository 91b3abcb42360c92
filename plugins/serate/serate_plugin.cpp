// Sudoku Explainer 1.2.1's rules that no other family answers with its ratings (docs/techniques.md,
// "Sudoku Explainer ratings"); configs/engines/serate.yaml runs them with the other families.
#include "aligned_pair_exclusion.hpp"
#include "aligned_triplet_exclusion.hpp"
#include "bug.hpp"
#include "direct_hidden_set.hpp"
#include "direct_locking.hpp"
#include "last_value.hpp"
#include "unique_loops.hpp"

NPE_PLUGIN("serate", "1.0.0", npe::plugins::serate::LastValue, npe::plugins::serate::DirectLocking<false>,
           npe::plugins::serate::DirectLocking<true>, npe::plugins::serate::DirectHiddenSet<2>,
           npe::plugins::serate::DirectHiddenSet<3>, npe::plugins::serate::UniqueLoops, npe::plugins::serate::Bug,
           npe::plugins::serate::AlignedPairExclusion, npe::plugins::serate::AlignedTripletExclusion)
