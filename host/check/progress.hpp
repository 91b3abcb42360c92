// The position a check's process is working on, kept in a small file that the process maps into
// memory and rewrites before every find call (a copy of the raw buffers, no text, no allocation).
// When the process crashes or is killed for its timeout, the runner reads the last position from
// the file and names it in the report with a command that reproduces it (`npe find`).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "board/grid.hpp"

namespace npe {

/** The last position noted: where it came from (a corpus line, or what was made of it) and the
 *  position itself, with the flags of the call (NPE_FIND_ALL). */
struct NotedPosition {
  std::string origin;
  Grid grid;
  bool all = false;
};

/** The child's side: maps `file` (created by the runner) so that note_position writes into it. */
void open_progress_file(const std::filesystem::path& file);

/** Notes the position of the next find call (a no-op without open_progress_file). Thread-safe. */
void note_position(const std::string& origin, const Grid& grid, bool all);

/** The runner's side: creates an empty progress file (in the temporary directory). */
std::filesystem::path create_progress_file();

/** How many find calls the child has noted so far (0 when none, or no such file): unchanged for long
 *  while a check runs means one find call has not returned. */
std::uint64_t read_progress_calls(const std::filesystem::path& file);

/** The last position noted in the file, or nothing when none was. */
std::optional<NotedPosition> read_progress_file(const std::filesystem::path& file);

}  // namespace npe
