// A worker process for work that is not an engine's run of a puzzle (npe serve: every technique's
// find-all on a position, engine runs on request): the host sends request bytes, the worker (forked
// through its own nursery, holding copies of what the handler refers to) runs a handler on them and
// replies. A crash or a call longer than its timeout ends the worker, not the host: the call's
// status says so, with the call site the handler last recorded; the next call starts a new worker.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "engine/engine.hpp"
#include "isolation/nursery.hpp"

namespace npe {

class IsolatedCall {
 public:
  /** Runs in the worker. `site` is in memory shared with the host: the handler records there what
   *  it is calling (an engine does so itself once set_call_site points at it), so that a crash or
   *  timeout can be named. An InputError or PluginError it throws is passed on as a status. */
  using Handler = std::function<std::string(std::string_view request, CallSite& site)>;

  enum class Status { ok, input_error, plugin_error, failed, crashed, timed_out };
  struct Reply {
    Status status = Status::ok;
    std::string bytes;  // ok: the handler's reply; otherwise what happened ("killed by signal 11 (SIGSEGV)")
    int step = 0;       // the call site when the worker died or was stopped
    int technique = -1;
  };

  /** Forks the nursery now (nursery.hpp: before the threads that use it start). */
  explicit IsolatedCall(Handler handler);
  ~IsolatedCall();
  IsolatedCall(const IsolatedCall&) = delete;
  IsolatedCall& operator=(const IsolatedCall&) = delete;

  /** The handler's reply to `request`; `timeout` in seconds (0 = none). Not thread-safe. */
  Reply call(const std::string& request, double timeout);
  /** Workers started so far (the first and one after each crash or timeout). */
  int workers_started() const { return started_.load(); }

 private:
  [[noreturn]] void serve(int requests, int replies);
  int stop(bool kill_it);

  Handler handler_;
  CallSite* site_ = nullptr;                // shared with the worker
  std::unique_ptr<WorkerNursery> nursery_;  // last: it copies the members above when forked
  pid_t pid_ = -1;
  int to_worker_ = -1, from_worker_ = -1;
  std::atomic<int> started_{0};  // read by other threads (WorkerPool::workers_started)
};

}  // namespace npe
