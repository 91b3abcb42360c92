#include "isolation/isolated_call.hpp"

#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "base/errors.hpp"
#include "isolation/pipe_io.hpp"

namespace npe {

IsolatedCall::IsolatedCall(Handler handler) : handler_(std::move(handler)) {
  void* shared = mmap(nullptr, sizeof(CallSite), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED) throw std::runtime_error(std::string("mmap: ") + std::strerror(errno));
  site_ = new (shared) CallSite;
  nursery_ = std::make_unique<WorkerNursery>([this](int requests, int replies) { serve(requests, replies); });
}

IsolatedCall::~IsolatedCall() {
  try {
    stop(false);
  } catch (const std::exception&) {  // the nursery is gone, and with it the worker
  }
  nursery_.reset();
  site_->~CallSite();
  munmap(site_, sizeof(CallSite));
}

void IsolatedCall::serve(int requests, int replies) {
  signal(SIGPIPE, SIG_DFL);
  const auto never = std::chrono::steady_clock::time_point{};
  for (;;) {
    std::uint32_t size = 0;
    if (read_all(requests, reinterpret_cast<char*>(&size), sizeof size, false, never) != 1) _exit(0);
    std::string bytes(size, '\0');
    if (read_all(requests, bytes.data(), size, false, never) != 1) _exit(0);
    std::string reply;
    try {
      reply = "r" + handler_(bytes, *site_);
    } catch (const PluginError& e) {
      reply = std::string("p") + e.what();
    } catch (const InputError& e) {
      reply = std::string("i") + e.what();
    } catch (const std::exception& e) {
      reply = std::string("e") + e.what();
    }
    if (!send_message(replies, reply)) _exit(0);
  }
}

int IsolatedCall::stop(bool kill_it) {
  if (pid_ < 0) return 0;
  ::close(to_worker_);               // end of requests: the worker exits
  if (kill_it) kill(pid_, SIGKILL);  // reaped only below, so the pid is still this worker's
  const pid_t pid = pid_;
  ::close(from_worker_);
  pid_ = -1;
  to_worker_ = from_worker_ = -1;
  return nursery_->reap(pid);
}

IsolatedCall::Reply IsolatedCall::call(const std::string& request, double timeout) {
  if (pid_ < 0) {
    const auto worker = nursery_->spawn();
    pid_ = worker.pid;
    to_worker_ = worker.to_worker;
    from_worker_ = worker.from_worker;
    ++started_;
  }
  site_->step.store(0, std::memory_order_relaxed);
  site_->technique.store(-1, std::memory_order_relaxed);
  timeout = std::min(timeout, 365.0 * 86400);  // a huge timeout would overflow the deadline's ticks
  const auto deadline =
      std::chrono::steady_clock::now() +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(timeout));
  const auto size = static_cast<std::uint32_t>(request.size());
  std::string message(reinterpret_cast<const char*>(&size), sizeof size);
  message += request;
  const bool sent = write_to_worker(to_worker_, message);
  std::uint32_t reply_size = 0;
  int got =
      sent ? read_all(from_worker_, reinterpret_cast<char*>(&reply_size), sizeof reply_size, timeout > 0, deadline) : 0;
  std::string reply;
  if (got == 1) {
    reply.resize(reply_size);
    got = read_all(from_worker_, reply.data(), reply_size, timeout > 0, deadline);
  }
  Reply result;
  result.step = site_->step.load(std::memory_order_relaxed);
  result.technique = site_->technique.load(std::memory_order_relaxed);
  if (got == -1) {
    stop(true);
    result.status = Status::timed_out;
    result.bytes = timed_out_text(timeout);
    return result;
  }
  if (got == 0 || reply.empty()) {
    const int status = stop(true);  // a no-op kill when it died; stops a worker that closed its pipe
    result.status = Status::crashed;
    result.bytes = WIFSIGNALED(status) ? "killed by " + signal_text(WTERMSIG(status))
                                       : "exited with status " + std::to_string(WEXITSTATUS(status));
    return result;
  }
  result.bytes = reply.substr(1);
  result.status = reply[0] == 'r'   ? Status::ok
                  : reply[0] == 'p' ? Status::plugin_error
                  : reply[0] == 'i' ? Status::input_error
                                    : Status::failed;
  return result;
}

}  // namespace npe
