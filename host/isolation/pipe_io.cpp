#include "isolation/pipe_io.hpp"

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace npe {

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

int read_all(int fd, char* data, std::size_t size, bool timed, std::chrono::steady_clock::time_point deadline) {
  while (size > 0) {
    int wait = -1;
    if (timed) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) return -1;
      wait = static_cast<int>(std::min<long long>(left.count() + 1, 1 << 30));
    }
    pollfd item{fd, POLLIN, 0};
    const int ready = poll(&item, 1, wait);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return 0;
    if (ready == 0) continue;  // the deadline check above decides
    const ssize_t n = ::read(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return 0;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return 1;
}

bool send_message(int fd, const std::string& message) {
  const auto size = static_cast<std::uint32_t>(message.size());
  return write_all(fd, reinterpret_cast<const char*>(&size), sizeof size) &&
         write_all(fd, message.data(), message.size());
}

bool write_to_worker(int fd, const std::string& data) {
  // SIGPIPE is blocked on this thread for the write and a pending one consumed.
  sigset_t pipe_only, old;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_only, &old);
  const bool written = write_all(fd, data.data(), data.size());
  if (!written) {
    const timespec zero{0, 0};
    sigtimedwait(&pipe_only, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return written;
}

std::string timed_out_text(double seconds) {
  char text[64];
  std::snprintf(text, sizeof text, "timed out after %g s", seconds);
  return text;
}

std::string signal_text(int signal) {
  const char* name = sigabbrev_np(signal);
  return "signal " + std::to_string(signal) + (name ? std::string(" (SIG") + name + ")" : "");
}

}  // namespace npe
