#include "serve/worker_pool.hpp"

namespace npe {

WorkerPool::WorkerPool(int size, const IsolatedCall::Handler& handler) {
  for (int i = 0; i < size; ++i) {
    slots_.push_back(std::make_unique<IsolatedCall>(handler));
    free_.push_back(static_cast<std::size_t>(i));
  }
}

WorkerPool::Lease::~Lease() {
  if (!pool_) return;
  {
    std::lock_guard lock(pool_->mutex_);
    pool_->free_.push_back(slot_);
  }
  pool_->freed_.notify_one();
}

std::optional<WorkerPool::Lease> WorkerPool::acquire(std::chrono::steady_clock::time_point deadline) {
  std::unique_lock lock(mutex_);
  if (!freed_.wait_until(lock, deadline, [this] { return !free_.empty(); })) return std::nullopt;
  const std::size_t slot = free_.back();
  free_.pop_back();
  return Lease(*this, slot);
}

int WorkerPool::workers_started() const {
  int started = 0;
  for (const auto& slot : slots_) started += slot->workers_started();
  return started;
}

}  // namespace npe
