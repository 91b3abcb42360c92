// A nursery starts an isolated run's workers. It is a single-threaded process forked from npe once,
// when the runner is created (before the run's threads start); every worker is then forked from it,
// never from npe itself. Forking a process whose other threads run can copy a lock one of them
// holds (the allocator's, a logger's, a static's initialisation guard) into the child, held forever:
// the worker then hangs at its first use (seen under AddressSanitizer, whose allocator has no fork
// handlers, as runs `timed-out` at step 0). Workers are the nursery's children, so it reaps them and
// reports how they ended.
#pragma once

#include <sys/types.h>

#include <functional>

namespace npe {

class WorkerNursery {
 public:
  /** The worker's body: reads requests from fd `requests`, writes replies to fd `replies`; never
   *  returns. Runs in the worker, on the nursery's copy of npe's memory at construction. */
  using Serve = std::function<void(int requests, int replies)>;

  /** Forks the nursery; `serve` and what it refers to must exist now (the nursery holds a copy).
   *  The nursery dies with the thread that creates it (and its workers with it): create it on a
   *  thread that outlives it, such as the one that runs the command. */
  explicit WorkerNursery(Serve serve);
  ~WorkerNursery();
  WorkerNursery(const WorkerNursery&) = delete;
  WorkerNursery& operator=(const WorkerNursery&) = delete;

  struct Worker {
    pid_t pid = -1;
    int to_worker = -1, from_worker = -1;  // npe's ends of the request and reply pipes (close-on-exec)
  };
  /** Forks a new worker. Throws std::runtime_error when the nursery cannot. */
  Worker spawn();
  /** Waits for worker `pid` (killed or ended by the caller) to end; its wait status. */
  int reap(pid_t pid);

 private:
  Serve serve_;
  pid_t pid_ = -1;
  int control_ = -1;  // npe's end of the socket to the nursery
};

}  // namespace npe
