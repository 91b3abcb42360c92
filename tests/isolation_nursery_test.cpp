// The nursery that starts isolated runs' workers (host/isolation/nursery.hpp): workers come from a
// single-threaded copy of the process, so a lock another thread of npe holds at the time a worker
// starts is free in the worker.
#include "isolation/nursery.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace npe::isolation_nursery_test {
namespace {

std::mutex shared_lock;  // held by another thread of the test while workers start

/** A worker body: per request byte, takes `shared_lock`, replies with the byte and the number of
 *  open descriptors above 4; request 'k' ends it by a signal (SIGUSR1: not one the sanitizers catch), request 'x' exits
 * with status 7. */
void serve(int requests, int replies) {
  for (char c; ::read(requests, &c, 1) == 1;) {
    if (c == 'k') raise(SIGUSR1);
    if (c == 'x') _exit(7);
    std::lock_guard lock(shared_lock);
    char extra = 0;
    for (int fd = 5; fd < 256; ++fd) {
      if (fcntl(fd, F_GETFD) >= 0) ++extra;
    }
    const char reply[2] = {c, extra};
    if (::write(replies, reply, 2) != 2) _exit(1);
  }
  _exit(0);
}

/** The worker's reply to `request`, or "" when none came within five seconds. */
std::string ask(const WorkerNursery::Worker& worker, char request) {
  if (::write(worker.to_worker, &request, 1) != 1) return "";
  pollfd item{worker.from_worker, POLLIN, 0};
  if (poll(&item, 1, 5000) != 1) return "";
  char reply[2];
  if (::read(worker.from_worker, reply, 2) != 2) return "";
  return std::string(1, reply[0]) + std::to_string(static_cast<int>(reply[1]));
}

void end(WorkerNursery& nursery, const WorkerNursery::Worker& worker) {
  ::close(worker.to_worker);
  ::close(worker.from_worker);
  const int status = nursery.reap(worker.pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
}

/** Holds `shared_lock` on another thread from construction until destruction. */
struct LockHolder {
  std::mutex m;
  std::condition_variable cv;
  bool locked = false, release = false;
  std::thread thread;
  LockHolder()
      : thread([this] {
          std::lock_guard held(shared_lock);
          std::unique_lock lock(m);
          locked = true;
          cv.notify_all();
          cv.wait(lock, [this] { return release; });
        }) {
    std::unique_lock lock(m);
    cv.wait(lock, [this] { return locked; });
  }
  ~LockHolder() {
    {
      std::lock_guard lock(m);
      release = true;
    }
    cv.notify_all();
    thread.join();
  }
};

TEST(IsolationNursery, AWorkerStartedWhileAnotherThreadHoldsALockCanTakeIt) {
  WorkerNursery nursery(serve);
  LockHolder holder;  // a fork from this process now would copy the lock held
  const auto worker = nursery.spawn();
  EXPECT_EQ(ask(worker, 'a'), "a0");  // replied: the lock was free in the worker; no stray descriptors
  end(nursery, worker);
}

TEST(IsolationNursery, ReportsHowEachWorkerEndedAndStartsTheNext) {
  WorkerNursery nursery(serve);
  const auto crashing = nursery.spawn();
  EXPECT_EQ(ask(crashing, 'a'), "a0");
  EXPECT_EQ(ask(crashing, 'k'), "");
  ::close(crashing.to_worker);
  ::close(crashing.from_worker);
  const int crashed = nursery.reap(crashing.pid);
  EXPECT_TRUE(WIFSIGNALED(crashed) && WTERMSIG(crashed) == SIGUSR1) << crashed;

  const auto exiting = nursery.spawn();
  EXPECT_NE(exiting.pid, crashing.pid);
  EXPECT_EQ(ask(exiting, 'x'), "");
  ::close(exiting.to_worker);
  ::close(exiting.from_worker);
  const int exited = nursery.reap(exiting.pid);
  EXPECT_TRUE(WIFEXITED(exited) && WEXITSTATUS(exited) == 7) << exited;

  // Two workers at once: neither holds the other's pipe ends (each sees no descriptor above 4).
  const auto first = nursery.spawn();
  const auto second = nursery.spawn();
  EXPECT_EQ(ask(first, 'b'), "b0");
  EXPECT_EQ(ask(second, 'd'), "d0");
  end(nursery, first);
  end(nursery, second);
}

TEST(IsolationNursery, AKilledWorkerIsReapedWithItsSignal) {
  WorkerNursery nursery(serve);
  const auto worker = nursery.spawn();
  EXPECT_EQ(ask(worker, 'a'), "a0");
  kill(worker.pid, SIGKILL);
  ::close(worker.to_worker);
  ::close(worker.from_worker);
  const int status = nursery.reap(worker.pid);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << status;
}

}  // namespace
}  // namespace npe::isolation_nursery_test
