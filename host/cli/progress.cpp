#include "cli/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace npe::cli {
namespace {

std::chrono::steady_clock::duration line_interval(bool terminal) {
  if (terminal) return std::chrono::milliseconds(100);
  double seconds = 60;
  if (const char* text = std::getenv("NPE_PROGRESS_SECONDS")) {
    char* end = nullptr;
    const double value = std::strtod(text, &end);
    if (end != text && *end == '\0' && value >= 0 && value < 1e9) seconds = value;
  }
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace

Progress::Progress(std::string label, std::size_t total)
    : label_(std::move(label)),
      total_(total),
      terminal_(::isatty(STDERR_FILENO) != 0),
      interval_(total >= 50 ? line_interval(terminal_) : std::chrono::steady_clock::duration::zero()) {}

Progress::~Progress() {
  if (terminal_ && interval_.count() > 0) std::fputs("\r\033[K", stderr);
}

void Progress::advance() {
  ++done_;
  if (interval_.count() == 0) return;
  const auto now = std::chrono::steady_clock::now();
  // On a terminal the last count is drawn too; in a log, the run's own report says it finished.
  if (now - last_ < interval_ && (!terminal_ || done_ != total_)) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done_) / seconds : 0.0;
  const double left = rate > 0 ? static_cast<double>(total_ - done_) / rate : 0.0;
  const std::string text =
      fmt::format("{}: {}/{} puzzles, {}, {:.0f} s left", label_, done_, total_, progress_rate(rate), left);
  if (terminal_)
    std::fputs(fmt::format("\r\033[K{}", text).c_str(), stderr);
  else
    std::fputs(fmt::format("npe: {}\n", text).c_str(), stderr);
}

}  // namespace npe::cli
