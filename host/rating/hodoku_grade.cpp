#include "rating/hodoku_grade.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace npe {

namespace {

// DifficultyLevel's maximum scores, Easy .. Extreme.
constexpr std::array<int, 5> kMaxScore = {800, 1000, 1600, 1800, std::numeric_limits<int>::max()};

}  // namespace

HodokuGrade hodoku_grade(const RunResult& run) {
  HodokuGrade grade;
  grade.score = run.difficulty;
  if (run.outcome != Outcome::solved) {
    grade.level = kHodokuExtreme;
    return grade;
  }
  grade.level = std::clamp(run.rating_x10 / 10, kHodokuEasy, kHodokuExtreme);
  while (grade.level < kHodokuExtreme && grade.score > kMaxScore[grade.level - 1]) ++grade.level;
  return grade;
}

std::string_view hodoku_level_name(int level) {
  constexpr std::array<std::string_view, 5> kNames = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};
  return level >= kHodokuEasy && level <= kHodokuExtreme ? kNames[level - 1] : std::string_view();
}

}  // namespace npe
