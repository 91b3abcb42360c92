// A run result as bytes, for the pipe between an isolated run's worker and the host (worker.hpp).
// Both ends are the same program (the worker is forked), so the format is the machine's own layout
// of the ABI's plain structs, with lengths in front of strings and vectors.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"

namespace npe {

std::string encode_run(const RunResult& run);
/** Throws std::runtime_error on truncated or malformed bytes. */
RunResult decode_run(std::string_view bytes);

std::string encode_puzzle(const Puzzle& puzzle);
Puzzle decode_puzzle(std::string_view bytes);

/** Steps found on a position (npe serve's find-all in a worker). */
std::string encode_steps(const std::vector<Step>& steps);
std::vector<Step> decode_steps(std::string_view bytes);

}  // namespace npe
