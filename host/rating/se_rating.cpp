#include "rating/se_rating.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rating/hodoku_grade.hpp"

namespace npe {

SeRating se_rating(const RunResult& run) {
  SeRating rating;
  if (run.outcome == Outcome::invalid) return rating;
  int highest = 0;
  bool placed = false;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    const auto& step = run.steps[i];
    if (step.rating_x10 > highest) {
      highest = step.rating_x10;
      rating.hardest = step.step.technique;
    }
    if (i == 0) rating.ed_x10 = highest;
    if (!placed && !step.step.placements.empty()) {
      placed = true;
      rating.ep_x10 = highest;
    }
  }
  rating.er_x10 = run.outcome == Outcome::solved ? highest : 200;
  // ER 20.0 is no step's rating: the puzzle needs what the engine type lacks, so no applied
  // technique is its hardest; the outcome says why instead.
  if (run.outcome != Outcome::solved) rating.hardest = std::string(outcome_name(run.outcome));
  return rating;
}

std::string tenths_text(int x10) { return fmt::format("{}.{}", x10 / 10, x10 % 10); }

namespace {

// serate's %e: hundredths of a second below a minute ("1.05s"), then minutes and seconds, hours
// and minutes, days and hours.
std::string elapsed_text(double seconds) {
  long t = static_cast<long>(seconds * 1000.0) / 10;  // hundredths
  const long hundredths = t % 100;
  t /= 100;
  if (t < 60) return fmt::format("{}.{:02}s", t, hundredths);
  if (t < 3600) return fmt::format("{}m{:02}s", t / 60, t % 60);
  if (t < 86400) return fmt::format("{}h{:02}m", t / 3600, (t % 3600) / 60);
  return fmt::format("{}d{:02}h", t / 86400, (t % 86400) / 3600);
}

}  // namespace

std::string format_se_rating(std::string_view format, const std::string& puzzle, const RunResult& run,
                             const SeRating& rating, double seconds, std::size_t ordinal) {
  std::string out;
  for (std::size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%' || i + 1 >= format.size()) {
      out += format[i];
      continue;
    }
    switch (format[++i]) {
      case 'g': out += puzzle; break;
      case 'r': out += tenths_text(rating.er_x10); break;
      case 'p': out += tenths_text(rating.ep_x10); break;
      case 'd': out += tenths_text(rating.ed_x10); break;
      case 'e': out += elapsed_text(seconds); break;
      case 'h': out += rating.hardest; break;
      case 'n': out += std::to_string(ordinal); break;
      case 'c': out += std::to_string(hodoku_grade(run).score); break;
      case 'l': out += hodoku_level_name(hodoku_grade(run).level); break;
      case '%': out += '%'; break;
      case 's':
        for (std::size_t s = 0; s < run.steps.size(); ++s) {
          if (s) out += "; ";
          out += tenths_text(run.steps[s].rating_x10) + " " + run.steps[s].step.text;
        }
        break;
      default:  // serate prints an unknown conversion as a bare %
        out += '%';
        break;
    }
  }
  return out;
}

}  // namespace npe
