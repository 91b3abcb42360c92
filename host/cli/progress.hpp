// A progress line on stderr for long runs, shown only when stderr is a terminal.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace npe::cli {

class Progress {
 public:
  Progress(std::string label, std::size_t total);
  ~Progress();
  void advance();

 private:
  std::string label_;
  std::size_t total_;
  std::size_t done_ = 0;
  bool enabled_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_ = start_;
};

}  // namespace npe::cli
