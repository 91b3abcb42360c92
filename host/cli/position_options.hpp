// What `find` and `show` share about the position they search: technique parameters, and what the
// position's uniqueness lets npe tell the technique and check its steps against.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "board/position_input.hpp"
#include "loader/plugin_library.hpp"

namespace npe::cli {

/** --param NAME=VALUE texts as a parameter list; throws InputError for a text without NAME=. */
ParamList parse_params(const std::vector<std::string>& texts);

/** The --uniqueness option (check, assume, off; default check) into `mode`. */
void add_uniqueness_option(CLI::App& command, std::string& mode);

/** Sets NPE_FACT_UNIQUE on the position as `mode` says: `assume` sets it, `off` clears it, `check`
 *  keeps a reglib case's (the library's puzzles are unique) and asks the exact solver for the others
 *  (on the digits). Under `check` a position without a solution of its own also takes the solver's,
 *  when unique and kept by the candidates (search/position_solution.hpp): every step found on it is
 *  then checked against it, and an unsound one is a PluginError. */
void settle_uniqueness(SearchPosition& position, const std::string& mode);

}  // namespace npe::cli
