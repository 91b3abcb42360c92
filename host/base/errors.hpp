// Exceptions inside the host; the CLI turns each into one message and an exit code.
#pragma once

#include <stdexcept>
#include <string>

namespace npe {

/** Bad user input: a file, puzzle text, YAML or option (exit code 2). The message starts with
 *  its location ("file:line: ..." or "file:line:column: ...") where there is one. */
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/** A plugin misbehaved or was refused; the message names the plugin and technique. */
struct PluginError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace npe
