// Progress of a long run on stderr. On a terminal: one line rewritten in place (every 0.1 s). Not on a
// terminal (a log, GNU parallel, a Slurm job): a plain line every NPE_PROGRESS_SECONDS (default 60; 0
// turns it off), so a batch run shows it is alive without flooding its log. Runs of fewer than 50
// puzzles show nothing either way.
#pragma once

#include <fmt/format.h>

#include <chrono>
#include <cstddef>
#include <string>

namespace npe::cli {

/** The pace of a run: "120/s", "2.5/s", or below one puzzle a second "8.3 s/puzzle". */
inline std::string progress_rate(double per_second) {
  if (per_second >= 10) return fmt::format("{:.0f}/s", per_second);
  if (per_second >= 1) return fmt::format("{:.1f}/s", per_second);
  if (per_second <= 0) return "0/s";
  return fmt::format("{:.1f} s/puzzle", 1 / per_second);
}

class Progress {
 public:
  Progress(std::string label, std::size_t total);
  ~Progress();
  void advance();

 private:
  std::string label_;
  std::size_t total_;
  std::size_t done_ = 0;
  bool terminal_;
  // Between two lines; zero when no line is shown.
  std::chrono::steady_clock::duration interval_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_ = start_;
};

}  // namespace npe::cli
