#include "isolation/nursery.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <string>

namespace npe {

namespace {

// npe sends a Request; the nursery answers each with a Reply (a spawn's carries the two pipe ends).
struct Request {
  char kind = 0;  // 's': spawn a worker, 'w': reap worker `pid`
  pid_t pid = -1;
};
struct Reply {
  int error = 0;  // errno of a failed spawn
  pid_t pid = -1;
  int status = 0;  // reap: the wait status
};

constexpr int kControlFd = 3;                   // the nursery's end of the control socket
constexpr int kRequestsFd = 3, kRepliesFd = 4;  // the worker's pipe ends (serve's arguments)

bool read_exact(int fd, void* data, std::size_t size) {
  auto* bytes = static_cast<char*>(data);
  while (size > 0) {
    const ssize_t n = ::read(fd, bytes, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

bool send_request(int socket, const Request& request) {
  const ssize_t n = ::send(socket, &request, sizeof request, MSG_NOSIGNAL);
  return n == static_cast<ssize_t>(sizeof request);
}

/** Sends `reply` with `count` (0 or 2) descriptors attached. */
bool send_reply(int socket, const Reply& reply, const int* fds, int count) {
  iovec data{const_cast<Reply*>(&reply), sizeof reply};
  alignas(cmsghdr) char control[CMSG_SPACE(2 * sizeof(int))] = {};
  msghdr message{};
  message.msg_iov = &data;
  message.msg_iovlen = 1;
  if (count > 0) {
    message.msg_control = control;
    message.msg_controllen = CMSG_SPACE(static_cast<std::size_t>(count) * sizeof(int));
    cmsghdr* header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(static_cast<std::size_t>(count) * sizeof(int));
    std::memcpy(CMSG_DATA(header), fds, static_cast<std::size_t>(count) * sizeof(int));
  }
  ssize_t n;
  do {
    n = ::sendmsg(socket, &message, MSG_NOSIGNAL);
  } while (n < 0 && errno == EINTR);
  return n == static_cast<ssize_t>(sizeof reply);
}

/** Receives a Reply and up to two descriptors (close-on-exec); false when the nursery is gone. */
bool receive_reply(int socket, Reply& reply, int* fds, int& count) {
  iovec data{&reply, sizeof reply};
  alignas(cmsghdr) char control[CMSG_SPACE(2 * sizeof(int))] = {};
  msghdr message{};
  message.msg_iov = &data;
  message.msg_iovlen = 1;
  message.msg_control = control;
  message.msg_controllen = sizeof control;
  ssize_t n;
  do {
    n = ::recvmsg(socket, &message, MSG_CMSG_CLOEXEC | MSG_WAITALL);
  } while (n < 0 && errno == EINTR);
  count = 0;
  for (cmsghdr* header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
    if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
    const auto received = static_cast<int>((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < received; ++i) {
      int fd;
      std::memcpy(&fd, CMSG_DATA(header) + static_cast<std::size_t>(i) * sizeof(int), sizeof fd);
      if (count < 2) {
        fds[count++] = fd;
      } else {
        ::close(fd);
      }
    }
  }
  return n == static_cast<ssize_t>(sizeof reply);
}

/** Dies with its parent (npe for the nursery, the nursery for a worker): no process outlives a
 *  killed npe, not even a worker in an endless loop. */
void die_with_parent(pid_t parent) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(0);  // the parent ended before the line above
}

/** Makes `first` and `second` fds 3 and 4 and closes every other descriptor above 2. */
void keep_only(int first, int second) {
  // Above any target first, so that the two dup2 below cannot overwrite each other's source.
  const int high_first = fcntl(first, F_DUPFD, 10), high_second = second < 0 ? -1 : fcntl(second, F_DUPFD, 10);
  if (high_first < 0 || (second >= 0 && high_second < 0)) _exit(120);
  if (dup2(high_first, 3) < 0 || (second >= 0 && dup2(high_second, 4) < 0)) _exit(120);
  syscall(SYS_close_range, second >= 0 ? 5u : 4u, ~0u, 0u);
}

void close_pair(int fds[2]) {
  ::close(fds[0]);
  ::close(fds[1]);
}

void spawn_worker(const WorkerNursery::Serve& serve) {
  Reply reply;
  int requests[2], replies[2];
  if (pipe(requests) != 0) {
    reply.error = errno;
    send_reply(kControlFd, reply, nullptr, 0);
    return;
  }
  if (pipe(replies) != 0) {
    reply.error = errno;
    close_pair(requests);
    send_reply(kControlFd, reply, nullptr, 0);
    return;
  }
  const pid_t nursery = getpid();
  const pid_t pid = fork();
  if (pid == 0) {
    die_with_parent(nursery);
    keep_only(requests[0], replies[1]);  // also closes the control socket's and the other pipe ends
    serve(kRequestsFd, kRepliesFd);
    _exit(0);
  }
  ::close(requests[0]);
  ::close(replies[1]);
  const int ends[2] = {requests[1], replies[0]};
  if (pid < 0) reply.error = errno;
  reply.pid = pid;
  send_reply(kControlFd, reply, ends, pid < 0 ? 0 : 2);
  ::close(requests[1]);
  ::close(replies[0]);
}

[[noreturn]] void run_nursery(const WorkerNursery::Serve& serve) {
  for (;;) {
    Request request;
    if (!read_exact(kControlFd, &request, sizeof request)) {
      // npe closed its end: its workers were told to stop (their request pipes closed).
      while (wait(nullptr) > 0 || errno == EINTR) {
      }
      _exit(0);
    }
    if (request.kind == 's') {
      spawn_worker(serve);
    } else {
      Reply reply;
      reply.pid = request.pid;
      while (waitpid(request.pid, &reply.status, 0) < 0) {
        if (errno != EINTR) {
          reply.error = errno;
          break;
        }
      }
      send_reply(kControlFd, reply, nullptr, 0);
    }
  }
}

std::runtime_error nursery_error(const std::string& what) { return std::runtime_error("isolated runs: " + what); }

}  // namespace

WorkerNursery::WorkerNursery(Serve serve) : serve_(std::move(serve)) {
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) {
    throw nursery_error(std::string("socketpair: ") + std::strerror(errno));
  }
  // Buffered output would otherwise be written again by a worker.
  std::cout.flush();
  std::fflush(nullptr);
  const pid_t host = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    close_pair(ends);
    throw nursery_error(std::string("fork: ") + std::strerror(errno));
  }
  if (pid == 0) {
    die_with_parent(host);
    keep_only(ends[1], -1);  // npe's other runners' pipes and sockets are not the nursery's
    run_nursery(serve_);
  }
  ::close(ends[1]);
  pid_ = pid;
  control_ = ends[0];
}

WorkerNursery::~WorkerNursery() {
  ::close(control_);
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
}

WorkerNursery::Worker WorkerNursery::spawn() {
  Request request;
  request.kind = 's';
  Reply reply;
  int fds[2] = {-1, -1};
  int count = 0;
  if (!send_request(control_, request) || !receive_reply(control_, reply, fds, count)) {
    for (int i = 0; i < count; ++i) ::close(fds[i]);
    throw nursery_error("the process that starts the workers has ended");
  }
  if (reply.error != 0 || count != 2) {
    for (int i = 0; i < count; ++i) ::close(fds[i]);
    throw nursery_error(std::string("cannot start a worker: ") +
                        std::strerror(reply.error != 0 ? reply.error : EPROTO));
  }
  return Worker{reply.pid, fds[0], fds[1]};
}

int WorkerNursery::reap(pid_t pid) {
  Request request;
  request.kind = 'w';
  request.pid = pid;
  Reply reply;
  int fds[2];
  int count = 0;
  if (!send_request(control_, request) || !receive_reply(control_, reply, fds, count)) {
    throw nursery_error("the process that starts the workers has ended");
  }
  for (int i = 0; i < count; ++i) ::close(fds[i]);
  if (reply.error != 0) throw nursery_error(std::string("waitpid: ") + std::strerror(reply.error));
  return reply.status;
}

}  // namespace npe
