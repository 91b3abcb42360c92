// SPDX-License-Identifier: MIT
// The npe plugin SDK for C++: include this one header to write a technique plugin.
#pragma once

#include <npe/npe_plugin.h>

#include "sdk/board.hpp"
#include "sdk/notation.hpp"
#include "sdk/plugin.hpp"
#include "sdk/step_builder.hpp"
