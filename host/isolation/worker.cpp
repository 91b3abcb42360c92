#include "isolation/worker.hpp"

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <stdexcept>

#include "base/errors.hpp"
#include "isolation/pipe_io.hpp"
#include "isolation/run_codec.hpp"

namespace npe {


IsolationOptions IsolationOptions::resolve(bool isolate_flag, double timeout_flag) {
  IsolationOptions options;
  if (const char* value = std::getenv("NPE_PUZZLE_TIMEOUT"); value && *value) {
    char* end = nullptr;
    const double seconds = std::strtod(value, &end);
    if (end && *end == '\0' && seconds >= 0) {
      options.puzzle_timeout = seconds;
      options.isolate = true;
    }
  }
  if (const char* value = std::getenv("NPE_ISOLATE"); value && *value) {
    options.isolate = std::string(value) != "0";
  }
  if (isolate_flag) options.isolate = true;
  if (timeout_flag >= 0) {
    options.puzzle_timeout = timeout_flag;
    options.isolate = true;
  }
  return options;
}

std::string shell_quote(const std::string& text) {
  if (!text.empty() && text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./=:-") ==
                           std::string::npos) {
    return text;
  }
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string puzzle_argument(const Puzzle& puzzle) {
  std::string text = puzzle.givens_line();
  if (puzzle.solution) {
    text += ' ';
    for (auto digit : *puzzle.solution) text += static_cast<char>('0' + digit);
  }
  return text;
}

IsolatedRunner::IsolatedRunner(std::vector<Engine*> engines, std::vector<std::string> reproduce, double puzzle_timeout)
    // At most a year: an endless or huge timeout would overflow the deadline's clock ticks.
    : engines_(std::move(engines)), reproduce_(std::move(reproduce)), timeout_(std::min(puzzle_timeout, 365.0 * 86400)) {
  reproduce_.resize(engines_.size());
  void* shared = mmap(nullptr, sizeof(CallSite), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED) throw std::runtime_error(std::string("mmap: ") + std::strerror(errno));
  site_ = new (shared) CallSite;
  nursery_ = std::make_unique<WorkerNursery>([this](int requests, int replies) { serve(requests, replies); });
}

IsolatedRunner::~IsolatedRunner() {
  try {
    stop(false);
  } catch (const std::exception&) {  // the nursery is gone, and with it the worker
  }
  nursery_.reset();
  site_->~CallSite();
  munmap(site_, sizeof(CallSite));
}

void IsolatedRunner::start() {
  const auto worker = nursery_->spawn();
  pid_ = worker.pid;
  to_worker_ = worker.to_worker;
  from_worker_ = worker.from_worker;
  ++started_;
}

void IsolatedRunner::serve(int requests, int replies) {
  signal(SIGPIPE, SIG_DFL);
  for (auto* engine : engines_) engine->set_call_site(site_);
  for (;;) {
    std::uint32_t engine = 0, size = 0;
    const auto never = std::chrono::steady_clock::time_point{};
    if (read_all(requests, reinterpret_cast<char*>(&engine), sizeof engine, false, never) != 1) _exit(0);
    if (read_all(requests, reinterpret_cast<char*>(&size), sizeof size, false, never) != 1) _exit(0);
    std::string bytes(size, '\0');
    if (read_all(requests, bytes.data(), size, false, never) != 1) _exit(0);
    std::string reply;
    try {
      reply = "r" + encode_run(engines_.at(engine)->run(decode_puzzle(bytes)));
    } catch (const PluginError& e) {  // errors the host would have reported: passed on
      reply = std::string("p") + e.what();
    } catch (const InputError& e) {
      reply = std::string("i") + e.what();
    } catch (const std::exception& e) {
      reply = std::string("e") + e.what();
    }
    if (!send_message(replies, reply)) _exit(0);
  }
}

int IsolatedRunner::stop(bool kill_it) {
  if (pid_ < 0) return 0;
  ::close(to_worker_);  // end of requests: the worker exits
  if (kill_it) kill(pid_, SIGKILL);  // the nursery reaps it only below, so the pid is still this worker's
  const pid_t pid = pid_;
  ::close(from_worker_);
  pid_ = -1;
  to_worker_ = from_worker_ = -1;
  return nursery_->reap(pid);
}

RunResult IsolatedRunner::failure(std::size_t engine, const Puzzle& puzzle, Outcome outcome, const std::string& how) const {
  RunResult result;
  result.engine = engines_[engine]->type().name;
  result.outcome = outcome;
  result.start_digits = Grid::from_digits(puzzle.givens).filled_count();
  result.final_grid = Grid::from_digits(puzzle.givens);
  result.failed_step = site_->step.load(std::memory_order_relaxed);
  const int technique = site_->technique.load(std::memory_order_relaxed);
  const auto instances = engines_[engine]->instances();
  std::string where = "outside the techniques";
  if (result.failed_step > 0 && technique >= 0 && technique < static_cast<int>(instances.size())) {
    const auto* instance = instances[static_cast<std::size_t>(technique)];
    result.failed_technique = instance->info().id;
    where = "in " + instance->describe() + " at step " + std::to_string(result.failed_step);
  }
  result.reason = how + " " + where;
  if (!reproduce_[engine].empty()) result.reason += "; reproduce: " + reproduce_[engine] + " " + shell_quote(puzzle_argument(puzzle));
  return result;
}

RunResult IsolatedRunner::run(std::size_t engine, const Puzzle& puzzle) {
  if (pid_ < 0) start();
  site_->step.store(0, std::memory_order_relaxed);
  site_->technique.store(-1, std::memory_order_relaxed);
  const auto start_time = std::chrono::steady_clock::now();
  const auto deadline = start_time + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                         std::chrono::duration<double>(timeout_));
  const std::string request = encode_puzzle(puzzle);
  const auto index = static_cast<std::uint32_t>(engine);
  const auto size = static_cast<std::uint32_t>(request.size());
  std::string message(reinterpret_cast<const char*>(&index), sizeof index);
  message.append(reinterpret_cast<const char*>(&size), sizeof size);
  message += request;
  const bool sent = write_to_worker(to_worker_, message);
  std::uint32_t reply_size = 0;
  int got = sent ? read_all(from_worker_, reinterpret_cast<char*>(&reply_size), sizeof reply_size, timeout_ > 0, deadline) : 0;
  std::string reply;
  if (got == 1) {
    reply.resize(reply_size);
    got = read_all(from_worker_, reply.data(), reply_size, timeout_ > 0, deadline);
  }
  if (got == -1) {
    RunResult result = failure(engine, puzzle, Outcome::timed_out, timed_out_text(timeout_));
    stop(true);
    return result;
  }
  if (got == 0) {
    const int status = stop(true);  // the kill is a no-op when it died; stops a worker that closed its pipe
    const std::string how = WIFSIGNALED(status) ? "killed by " + signal_text(WTERMSIG(status))
                                                 : "exited with status " + std::to_string(WEXITSTATUS(status));
    return failure(engine, puzzle, Outcome::crashed, how);
  }
  if (reply.empty()) throw std::runtime_error("empty reply from an isolated run's worker");
  if (reply[0] == 'p') throw PluginError(reply.substr(1));
  if (reply[0] == 'i') throw InputError(reply.substr(1));
  if (reply[0] == 'e') throw std::runtime_error(reply.substr(1));
  return decode_run(std::string_view(reply).substr(1));
}

}  // namespace npe
