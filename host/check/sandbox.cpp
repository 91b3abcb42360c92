#include "check/sandbox.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace npe {

namespace {

constexpr std::size_t kOutputTail = 4096;

/** A pipe whose both ends are close-on-exec and above the standard descriptors and fd 3. */
struct Pipe {
  int read = -1;
  int write = -1;
  Pipe() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    read = move_up(fds[0]);
    write = move_up(fds[1]);
  }
  ~Pipe() {
    close_read();
    close_write();
  }
  void close_read() {
    if (read >= 0) ::close(read);
    read = -1;
  }
  void close_write() {
    if (write >= 0) ::close(write);
    write = -1;
  }

 private:
  static int move_up(int fd) {
    if (fd > kSandboxResultFd) return fd;
    const int moved = fcntl(fd, F_DUPFD_CLOEXEC, kSandboxResultFd + 1);
    ::close(fd);
    return moved;
  }
};

class SpawnActions {
 public:
  SpawnActions() { posix_spawn_file_actions_init(&actions_); }
  ~SpawnActions() { posix_spawn_file_actions_destroy(&actions_); }
  posix_spawn_file_actions_t* get() { return &actions_; }

 private:
  posix_spawn_file_actions_t actions_;
};

class SpawnAttributes {
 public:
  SpawnAttributes() {
    posix_spawnattr_init(&attributes_);
    posix_spawnattr_setflags(&attributes_, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes_, 0);  // its own group: a timeout kills what it started too
  }
  ~SpawnAttributes() { posix_spawnattr_destroy(&attributes_); }
  posix_spawnattr_t* get() { return &attributes_; }

 private:
  posix_spawnattr_t attributes_;
};

}  // namespace

std::string SandboxOutcome::describe() const {
  switch (end) {
    case End::exited: return "exit code " + std::to_string(exit_code);
    case End::signaled: return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
    case End::timed_out: {
      char text[64];
      std::snprintf(text, sizeof text, "timed out after %.1f s", seconds);
      return text;
    }
  }
  return "?";
}

namespace {

// Starts the child with the result pipe on kSandboxResultFd, stdout and stderr on the output pipe and
// stdin from /dev/null; the parent's write ends are closed so end of file means the child closed its own.
pid_t spawn_child(const std::vector<std::string>& arguments, Pipe& result_pipe, Pipe& output_pipe) {
  SpawnActions actions;
  posix_spawn_file_actions_adddup2(actions.get(), result_pipe.write, kSandboxResultFd);
  posix_spawn_file_actions_adddup2(actions.get(), output_pipe.write, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(actions.get(), output_pipe.write, STDERR_FILENO);
  posix_spawn_file_actions_addopen(actions.get(), STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  SpawnAttributes attributes;
  std::vector<char*> argv;
  for (const auto& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, argv[0], actions.get(), attributes.get(), argv.data(), environ);
  if (spawned != 0) throw std::runtime_error("cannot start " + arguments[0] + ": " + std::strerror(spawned));
  result_pipe.close_write();
  output_pipe.close_write();
  return pid;
}

}  // namespace

SandboxOutcome run_in_sandbox(const std::vector<std::string>& arguments, double timeout_seconds,
                              const std::function<bool()>& stalled) {
  const auto start = std::chrono::steady_clock::now();
  const auto deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                    std::chrono::duration<double>(timeout_seconds));
  Pipe result_pipe, output_pipe;
  const pid_t pid = spawn_child(arguments, result_pipe, output_pipe);

  SandboxOutcome outcome;
  bool timed_out = false;
  pollfd fds[2] = {{result_pipe.read, POLLIN, 0}, {output_pipe.read, POLLIN, 0}};
  std::string* sinks[2] = {&outcome.result, &outcome.output};
  int open_pipes = 2;
  while (open_pipes > 0) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    if (stalled && stalled()) {
      timed_out = outcome.stalled = true;
      break;
    }
    const int ready = poll(fds, 2, static_cast<int>(std::min<long long>(left.count() + 1, 1000)));
    if (ready < 0 && errno != EINTR) break;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      char buffer[4096];
      const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        sinks[i]->append(buffer, static_cast<std::size_t>(n));
        if (i == 1 && outcome.output.size() > 2 * kOutputTail)
          outcome.output.erase(0, outcome.output.size() - kOutputTail);
      } else if (n == 0 || errno != EINTR) {
        fds[i].fd = -1;  // end of file: poll ignores negative descriptors
        --open_pipes;
      }
    }
  }
  int status = 0;
  // Both pipes closed: the child is ending (or closed them on purpose); wait for it until the deadline.
  while (!timed_out) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      timed_out = true;
      break;
    }
    if (stalled && stalled()) {
      timed_out = outcome.stalled = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (timed_out) {
    kill(-pid, SIGKILL);
    waitpid(pid, &status, 0);
    outcome.end = SandboxOutcome::End::timed_out;
  } else if (WIFSIGNALED(status)) {
    outcome.end = SandboxOutcome::End::signaled;
    outcome.signal = WTERMSIG(status);
  } else {
    outcome.exit_code = WEXITSTATUS(status);
  }
  if (outcome.output.size() > kOutputTail) outcome.output.erase(0, outcome.output.size() - kOutputTail);
  outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return outcome;
}

}  // namespace npe
