// Chains and loops (docs/techniques.md, "Chains and loops"): X-Chain, XY-Chain, Remote Pair,
// Nice Loop/AIC and Grouped Nice Loop/AIC as HoDoKu finds and writes them; the chain-building code
// is in plugins/common/chains/.
#include "nice_loops.hpp"
#include "remote_pair.hpp"
#include "simple_chains.hpp"

NPE_PLUGIN("chains", "1.0.0", npe::plugins::chains::XChain, npe::plugins::chains::XyChain,
           npe::plugins::chains::RemotePair, npe::plugins::chains::NiceLoop, npe::plugins::chains::GroupedNiceLoop)
