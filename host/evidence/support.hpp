// Pieces the evidence checks share: cell sets, propositions about candidates ("digit d is in one of
// these cells"), and how two propositions exclude each other. Internal to the evidence checks.
#pragma once

#include <bitset>
#include <string>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe::evidence {

using Cells = std::bitset<81>;

/** "digit is placed in one of cells" (truth = true) or its negation (truth = false). */
struct Literal {
  int digit = 0;
  Cells cells;
  bool truth = true;
  friend bool operator==(const Literal&, const Literal&) = default;
};

inline Literal candidate(int cell, int digit, bool truth = true) {
  Literal literal{digit, {}, truth};
  literal.cells.set(cell);
  return literal;
}

inline Literal node_literal(const npe_node& node, bool truth) {
  Literal literal{node.digit, {}, truth};
  for (int i = 0; i < node.cell_count; ++i) literal.cells.set(node.cells[i]);
  return literal;
}

inline int only_cell(const Cells& cells) {
  for (int cell = 0; cell < 81; ++cell) {
    if (cells.test(cell)) return cell;
  }
  return -1;
}

/** Every cell of `a` sees every cell of `b` (so they share no cell). */
bool all_see(const Cells& a, const Cells& b);

/** The two "true" propositions cannot both hold: one digit and every cell of one sees every cell of
 *  the other, or one cell and two digits. */
bool exclusive(const Literal& a, const Literal& b);

/** Whether `from` holding forces `to` to hold, in one step that needs no position: the same
 *  proposition; a candidate inside a true group; a true proposition against an exclusive one's
 *  negation; a false group against a false candidate inside it. */
bool implies(const Literal& from, const Literal& to);

/** "r1c2", "r1c2,r3c4" for messages. */
std::string cells_text(const Cells& cells);
std::string literal_text(const Literal& literal);

/** Thrown by the checks; check_evidence adds who and which step. */
struct EvidenceError {
  std::string what;
};

/** Throws EvidenceError{what}: every check refuses a step through it. */
[[noreturn]] void fail(const std::string& what);

/** Structural checks of nodes and ALS (ranges, ascending cells), then each ALS almost locked and
 *  each restricted common restricted. */
void check_structure(const Step& step, const Grid& grid);

}  // namespace npe::evidence
