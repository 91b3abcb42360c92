// The pipe protocol between the host and its worker processes (worker.hpp, isolated_call.hpp):
// whole writes, reads with a deadline, length-prefixed messages, and the texts that say how a
// worker ended.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace npe {

/** Writes all of `data`; false when the pipe is closed or fails. */
bool write_all(int fd, const char* data, std::size_t size);

/** Reads exactly `size` bytes, waiting until `deadline` (none when `timed` is false). Returns 1 when
 *  read, 0 at end of file or error, -1 when the deadline passed. */
int read_all(int fd, char* data, std::size_t size, bool timed, std::chrono::steady_clock::time_point deadline);

/** Writes `message` with its 32-bit length in front. */
bool send_message(int fd, const std::string& message);

/** Writes to a pipe whose reader may be gone without dying of SIGPIPE (the write then fails). */
bool write_to_worker(int fd, const std::string& data);

/** "timed out after 2.5 s". */
std::string timed_out_text(double seconds);

/** "signal 11 (SIGSEGV)". */
std::string signal_text(int signal);

}  // namespace npe
