// The isolated workers of `npe serve`: a fixed number of IsolatedCall slots (each its own nursery and
// worker process), made before the server's threads start (nursery.hpp) and lent to one request at a
// time, so that that many requests run techniques at once and the others wait their turn.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "isolation/isolated_call.hpp"

namespace npe {

class WorkerPool {
 public:
  WorkerPool(int size, const IsolatedCall::Handler& handler);

  /** A slot lent to the caller until the lease ends. */
  class Lease {
   public:
    Lease(WorkerPool& pool, std::size_t slot) : pool_(&pool), slot_(slot) {}
    Lease(Lease&& other) noexcept : pool_(other.pool_), slot_(other.slot_) { other.pool_ = nullptr; }
    Lease& operator=(Lease&&) = delete;
    ~Lease();
    IsolatedCall& operator*() const { return *pool_->slots_[slot_]; }
    IsolatedCall* operator->() const { return pool_->slots_[slot_].get(); }

   private:
    WorkerPool* pool_;
    std::size_t slot_;
  };

  /** A free slot, waiting for one until `deadline`; nothing when none came free in time. */
  std::optional<Lease> acquire(std::chrono::steady_clock::time_point deadline);
  /** Workers started over all slots (one per slot at first, one more after each crash or timeout). */
  int workers_started() const;

 private:
  std::vector<std::unique_ptr<IsolatedCall>> slots_;
  mutable std::mutex mutex_;
  std::condition_variable freed_;
  std::vector<std::size_t> free_;
};

}  // namespace npe
