#include "evidence/support.hpp"

#include <bit>

namespace npe::evidence {

namespace {

bool in_one_house(const std::uint8_t* cells, int count) {
  bool row = true, col = true, block = true;
  for (int i = 1; i < count; ++i) {
    row &= sdk::row_of(cells[i]) == sdk::row_of(cells[0]);
    col &= sdk::col_of(cells[i]) == sdk::col_of(cells[0]);
    block &= sdk::block_of(cells[i]) == sdk::block_of(cells[0]);
  }
  return row || col || block;
}

/** Cells in range, strictly ascending. */
bool ascending(const std::uint8_t* cells, int count) {
  for (int i = 0; i < count; ++i) {
    if (cells[i] > 80 || (i > 0 && cells[i] <= cells[i - 1])) return false;
  }
  return true;
}

std::string als_text(const npe_als& als) {
  Cells cells;
  for (int i = 0; i < als.cell_count; ++i) cells.set(als.cells[i]);
  return "ALS " + cells_text(cells);
}

void check_als(const npe_als& als, const Grid& grid) {
  if (als.cell_count < 1 || als.cell_count > 8 || !ascending(als.cells, als.cell_count)) {
    fail("has an ALS with bad cells (1..8 ascending cells 0..80)");
  }
  if (!in_one_house(als.cells, als.cell_count)) fail("has an " + als_text(als) + " whose cells are not in one house");
  Mask digits = 0;
  for (int i = 0; i < als.cell_count; ++i) {
    if (grid.digits[als.cells[i]] != 0) fail("has an " + als_text(als) + " with a filled cell");
    digits |= grid.candidates[als.cells[i]];
  }
  if (digits != als.digits) fail("has an " + als_text(als) + " whose digits are not its cells' candidates");
  if (std::popcount(static_cast<unsigned>(digits)) != als.cell_count + 1) {
    fail("has an " + als_text(als) + " that is not almost locked (" + std::to_string(als.cell_count) + " cells, " +
         std::to_string(std::popcount(static_cast<unsigned>(digits))) + " digits)");
  }
}

Cells als_cells_with(const npe_als& als, const Grid& grid, int digit) {
  Cells cells;
  for (int i = 0; i < als.cell_count; ++i) {
    if (sdk::has_digit(grid.candidates[als.cells[i]], digit)) cells.set(als.cells[i]);
  }
  return cells;
}

void check_node(const npe_node& node, const Step& step, const Grid& grid) {
  if (node.digit < 1 || node.digit > 9 || node.cell_count < 1 || node.cell_count > 9 ||
      !ascending(node.cells, node.cell_count)) {
    fail("has a chain node with a bad digit or cells (1..9 ascending cells 0..80)");
  }
  if (node.link > NPE_LINK_WEAK) fail("has a chain node with an unknown link kind " + std::to_string(node.link));
  switch (node.kind) {
    case NPE_NODE_CANDIDATE:
      if (node.cell_count != 1) fail("has a candidate node with " + std::to_string(node.cell_count) + " cells");
      break;
    case NPE_NODE_GROUP:
      if (!in_one_house(node.cells, node.cell_count)) fail("has a group node whose cells are not in one house");
      break;
    case NPE_NODE_ALS: {
      if (node.als >= step.als.size())
        fail("has an ALS node naming ALS #" + std::to_string(node.als) + " of " + std::to_string(step.als.size()));
      const Literal literal = node_literal(node, true);
      if (literal.cells != als_cells_with(step.als[node.als], grid, node.digit)) {
        fail("has an ALS node " + literal_text(literal) + " that is not every cell of " + als_text(step.als[node.als]) +
             " holding " + std::to_string(node.digit));
      }
      break;
    }
    default: fail("has a chain node of unknown kind " + std::to_string(node.kind));
  }
}

}  // namespace

bool all_see(const Cells& a, const Cells& b) {
  if (a.none() || b.none()) return false;
  for (int x = 0; x < 81; ++x) {
    if (!a.test(x)) continue;
    for (int y = 0; y < 81; ++y) {
      if (b.test(y) && !sdk::sees(x, y)) return false;
    }
  }
  return true;
}

bool exclusive(const Literal& a, const Literal& b) {
  if (a.digit == b.digit) return all_see(a.cells, b.cells);
  return a.cells.count() == 1 && a.cells == b.cells;
}

bool implies(const Literal& from, const Literal& to) {
  if (from == to) return true;
  if (from.truth && to.truth) return from.digit == to.digit && (from.cells & ~to.cells).none();
  if (from.truth && !to.truth) return exclusive(from, Literal{to.digit, to.cells, true});
  if (!from.truth && !to.truth) return from.digit == to.digit && (to.cells & ~from.cells).none();
  return false;
}

void fail(const std::string& what) { throw EvidenceError{what}; }

std::string cells_text(const Cells& cells) {
  std::string text;
  for (int cell = 0; cell < 81; ++cell) {
    if (cells.test(cell)) text += (text.empty() ? "" : ",") + cell_name(cell);
  }
  return text;
}

std::string literal_text(const Literal& literal) {
  return std::to_string(literal.digit) + (literal.truth ? " in " : " not in ") + cells_text(literal.cells);
}

void check_structure(const Step& step, const Grid& grid) {
  for (const auto& als : step.als) check_als(als, grid);
  for (const auto& chain : step.chains) {
    if (chain.kind > NPE_CHAIN_FORCING) fail("has a chain of unknown kind " + std::to_string(chain.kind));
    for (const auto& node : chain.nodes) check_node(node, step, grid);
  }
  for (const auto& rc : step.restricted_commons) {
    if (rc.als_a >= step.als.size() || rc.als_b >= step.als.size() || rc.als_a == rc.als_b || rc.digit < 1 ||
        rc.digit > 9) {
      fail("has a restricted common naming no pair of its ALS");
    }
    const npe_als& a = step.als[rc.als_a];
    const npe_als& b = step.als[rc.als_b];
    const Cells in_a = als_cells_with(a, grid, rc.digit), in_b = als_cells_with(b, grid, rc.digit);
    if (in_a.none() || in_b.none() || !all_see(in_a, in_b)) {
      fail("has a restricted common " + std::to_string(rc.digit) + " of " + als_text(a) + " and " + als_text(b) +
           " that is not restricted (every " + std::to_string(rc.digit) + " of one must see every one of the other)");
    }
  }
  for (const auto& colored : step.colors) {
    if (colored.cell > 80 || colored.digit < 1 || colored.digit > 9 || colored.color > NPE_MAX_COLOR_INDEX) {
      fail("has a coloured candidate out of range");
    }
  }
  for (const auto fin : step.endo_fins) {
    if (fin > 80) fail("has an endo-fin out of range");
  }
}

}  // namespace npe::evidence
