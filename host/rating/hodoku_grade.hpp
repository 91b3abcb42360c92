// HoDoKu 2.2's grade of a solve path (docs/techniques.md, "HoDoKu's solution path"): the score is the
// sum of the steps' points (HoDoKu's base scores, as the `hodoku` engine type gives them), the level
// the highest level of a technique used, raised while the score exceeds the level's maximum score
// (DifficultyLevel: Easy 800, Medium 1000, Hard 1600, Unfair 1800, Extreme unbounded). A run that does
// not solve the puzzle is Extreme, as HoDoKu grades a puzzle its solver gives up on.
//
// The technique levels come from the engine type: its entries' `rating:` is HoDoKu's level of the
// technique (1 Easy .. 5 Extreme), so a run's rating (its highest step rating) is the highest level.
#pragma once

#include <string_view>

#include "engine/engine.hpp"

namespace npe {

inline constexpr int kHodokuEasy = 1;
inline constexpr int kHodokuExtreme = 5;

struct HodokuGrade {
  int score = 0;
  int level = kHodokuEasy;  // 1 Easy, 2 Medium, 3 Hard, 4 Unfair, 5 Extreme
};

HodokuGrade hodoku_grade(const RunResult& run);

/** "Easy", "Medium", "Hard", "Unfair", "Extreme" (HoDoKu's names); "" outside 1..5. */
std::string_view hodoku_level_name(int level);

}  // namespace npe
