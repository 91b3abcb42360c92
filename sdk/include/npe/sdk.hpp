// SPDX-License-Identifier: MIT
// The npe plugin SDK for C++: include this one header to write a technique plugin.
#pragma once

#include <npe/npe_plugin.h>

#include "sdk/board.hpp"
#include "sdk/cell_set.hpp"
#include "sdk/cell_text.hpp"
#include "sdk/describe.hpp"
#include "sdk/forcing_trace.hpp"
#include "sdk/notation.hpp"
#include "sdk/plugin.hpp"
#include "sdk/position_view.hpp"
#include "sdk/step_builder.hpp"
