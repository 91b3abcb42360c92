// HoDoKu's batch-solve output (`java -jar hodoku.jar /bs FILE /vp`, tests/data/hodoku/README.md) read
// into paths of placements and eliminations, and a run of an engine type compared with it step by
// step. Used by tests/hodoku_path_test.cpp.
#pragma once

#include <algorithm>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"

namespace npe::test::hodoku {

/** What one step does, as sorted lists: the comparison ignores texts and the order of a step's parts. */
struct Effect {
  std::vector<CellDigit> placements;
  std::vector<CellDigit> eliminations;
  bool operator==(const Effect&) const = default;
};

struct ReferenceStep {
  std::string text;  // HoDoKu's text
  Effect effect;
};

struct ReferencePuzzle {
  std::string puzzle;  // 81 characters
  std::string level;   // Easy, Medium, Hard, Unfair, Extreme
  int score = 0;
  std::vector<ReferenceStep> steps;
};

inline void sort_effect(Effect& effect) {
  auto less = [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  };
  auto equal = [](const CellDigit& a, const CellDigit& b) { return a.cell == b.cell && a.digit == b.digit; };
  for (auto* list : {&effect.placements, &effect.eliminations}) {
    std::sort(list->begin(), list->end(), less);
    list->erase(std::unique(list->begin(), list->end(), equal), list->end());
  }
}

/** The effect of a HoDoKu step text: what follows " => " (or the last ": " for singles), groups
 *  separated by ", ", each `CELLS<>DIGITS` or `CELLS=DIGIT`, CELLS as `r12c9,r5c7` (rows x columns). */
inline Effect parse_effect(const std::string& text) {
  std::size_t at = text.rfind(" => ");
  std::string rest;
  if (at != std::string::npos) {
    rest = text.substr(at + 4);
  } else if ((at = text.rfind(": ")) != std::string::npos) {
    rest = text.substr(at + 2);
  } else {
    throw std::runtime_error("no effect in HoDoKu step: " + text);
  }
  Effect effect;
  std::size_t start = 0;
  while (start < rest.size()) {
    std::size_t end = rest.find(", ", start);
    if (end == std::string::npos) end = rest.size();
    const std::string group = rest.substr(start, end - start);
    start = end + 2;
    const std::size_t not_equal = group.find("<>");
    const std::size_t equal = group.find('=');
    const bool placement = not_equal == std::string::npos;
    const std::size_t split = placement ? equal : not_equal;
    if (split == std::string::npos) throw std::runtime_error("bad HoDoKu effect: " + text);
    const std::string cells = group.substr(0, split), digits = group.substr(split + (placement ? 1 : 2));
    std::vector<int> targets;
    for (std::size_t i = 0; i < cells.size();) {
      if (cells[i] == ',') {
        ++i;
        continue;
      }
      if (cells[i] != 'r') throw std::runtime_error("bad HoDoKu cells: " + text);
      std::vector<int> rows, cols;
      for (++i; i < cells.size() && cells[i] >= '1' && cells[i] <= '9'; ++i) rows.push_back(cells[i] - '1');
      if (i >= cells.size() || cells[i] != 'c') throw std::runtime_error("bad HoDoKu cells: " + text);
      for (++i; i < cells.size() && cells[i] >= '1' && cells[i] <= '9'; ++i) cols.push_back(cells[i] - '1');
      for (int r : rows) {
        for (int c : cols) targets.push_back(r * 9 + c);
      }
    }
    for (char d : digits) {
      if (d < '1' || d > '9') throw std::runtime_error("bad HoDoKu digits: " + text);
      for (int cell : targets) {
        CellDigit cd{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d - '0')};
        (placement ? effect.placements : effect.eliminations).push_back(cd);
      }
    }
  }
  sort_effect(effect);
  return effect;
}

/** Reads a file HoDoKu's `/bs FILE /vp` wrote: `PUZZLE #N LEVEL (SCORE)` lines, each followed by its
 *  steps (three spaces and the text); lines of two spaces (a forcing chain's chains) are skipped. */
inline std::vector<ReferencePuzzle> read_reference(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<ReferencePuzzle> out;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() > 81 && line[81] == ' ' && line.find(" #") == 81) {
      ReferencePuzzle puzzle;
      puzzle.puzzle = line.substr(0, 81);
      const std::size_t open = line.rfind(" ("), close = line.rfind(')');
      const std::size_t level = line.find(' ', 83);
      puzzle.level = line.substr(level + 1, open - level - 1);
      puzzle.score = std::stoi(line.substr(open + 2, close - open - 2));
      out.push_back(std::move(puzzle));
    } else if (line.rfind("   ", 0) == 0 && !out.empty()) {
      ReferenceStep step;
      step.text = line.substr(3);
      step.effect = parse_effect(step.text);
      out.back().steps.push_back(std::move(step));
    }
  }
  return out;
}

inline Effect effect_of(const Step& step) {
  Effect effect;
  effect.placements.assign(step.placements.begin(), step.placements.end());
  effect.eliminations.assign(step.eliminations.begin(), step.eliminations.end());
  sort_effect(effect);
  return effect;
}

/** Where a run leaves HoDoKu's path: the first step (0-based) whose effect differs, with both texts;
 *  nothing when the paths are identical (same length, every effect equal). */
struct Divergence {
  std::size_t step = 0;
  std::string hodoku;  // HoDoKu's text, or "(end)"
  std::string npe;     // npe's text, or "(end)"
};

inline std::optional<Divergence> first_divergence(const ReferencePuzzle& reference, const RunResult& run) {
  const std::size_t n = std::max(reference.steps.size(), run.steps.size());
  for (std::size_t i = 0; i < n; ++i) {
    const bool has_ref = i < reference.steps.size(), has_run = i < run.steps.size();
    if (has_ref && has_run && reference.steps[i].effect == effect_of(run.steps[i].step)) continue;
    return Divergence{i, has_ref ? reference.steps[i].text : "(end)", has_run ? run.steps[i].step.text : "(end)"};
  }
  return std::nullopt;
}

}  // namespace npe::test::hodoku
