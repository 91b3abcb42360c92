// Forwards to the SDK's toolkit (npe/sdk/forcing_trace.hpp) while the families move onto it; removed
// when the last one has.
#pragma once

#include <npe/sdk/forcing_trace.hpp>

#include "cell_set.hpp"

namespace npe::plugins {

using sdk::ForcingTrace;

}  // namespace npe::plugins
