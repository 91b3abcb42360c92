// The seed's status line (docs/seed-notes.md, Status line and difficulty): "Status(24) 1 11111 ... OK! /.../ d=84,
// f=0".
#pragma once

#include <string>

#include "engine/engine.hpp"

namespace npe {

/** Codes of the placement steps, grouped so that each group ends on a board count that is a
 *  multiple of five (24 givens: "1 11111 ..."); "OK!" when solved; between slashes the highest
 *  code of each group; d = difficulty; f = 10 x (code-3 steps) + (code-2 steps). */
std::string status_line(const RunResult& result);

/** f of the status line. */
int technique_frequency(const RunResult& result);

}  // namespace npe
