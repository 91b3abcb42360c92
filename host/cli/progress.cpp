#include "cli/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace npe::cli {

Progress::Progress(std::string label, std::size_t total)
    : label_(std::move(label)), total_(total), enabled_(total >= 50 && ::isatty(STDERR_FILENO)) {}

Progress::~Progress() {
  if (enabled_) std::fputs("\r\033[K", stderr);
}

void Progress::advance() {
  ++done_;
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100) && done_ != total_) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done_) / seconds : 0.0;
  const double left = rate > 0 ? static_cast<double>(total_ - done_) / rate : 0.0;
  std::fputs(fmt::format("\r\033[K{}: {}/{} puzzles, {:.0f}/s, {:.0f} s left", label_, done_, total_, rate, left).c_str(),
             stderr);
}

}  // namespace npe::cli
