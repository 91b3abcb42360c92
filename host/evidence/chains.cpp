#include "evidence/chains.hpp"
#include "evidence/records.hpp"
#include "evidence/subsets.hpp"

#include <array>
#include <optional>

namespace npe::evidence {

namespace {

Literal negation(Literal literal) {
  literal.truth = !literal.truth;
  return literal;
}

std::string link_text(const npe_node& a, const npe_node& b, const char* kind) {
  return std::string(kind) + " link " + literal_text(node_literal(a, true)) + " - " +
         literal_text(node_literal(b, true));
}

/** The digit's candidates in house h, or nothing when it is placed there. */
Cells places(const Grid& grid, int house, int digit, bool* placed) {
  Cells cells;
  *placed = false;
  for (const int cell : sdk::kHouseCells[house]) {
    if (grid.digits[cell] == digit) *placed = true;
    if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) cells.set(cell);
  }
  return cells;
}

bool strong_link(const npe_node& a, const npe_node& b, const Grid& grid) {
  if (a.kind == NPE_NODE_ALS && b.kind == NPE_NODE_ALS) return a.als == b.als && a.digit != b.digit;
  const Literal la = node_literal(a, true), lb = node_literal(b, true);
  if (a.digit != b.digit) {
    if (la.cells.count() != 1 || la.cells != lb.cells) return false;
    const int cell = only_cell(la.cells);
    return grid.candidates[cell] == (sdk::digit_bit(a.digit) | sdk::digit_bit(b.digit));
  }
  const Cells both = la.cells | lb.cells;
  for (int house = 0; house < sdk::kHouses; ++house) {
    bool placed = false;
    const Cells in_house = places(grid, house, a.digit, &placed);
    if (!placed && in_house.any() && (in_house & ~both).none() && (in_house & la.cells).any() &&
        (in_house & lb.cells).any()) {
      return true;
    }
  }
  return false;
}

bool weak_link(const npe_node& a, const npe_node& b) { return exclusive(node_literal(a, true), node_literal(b, true)); }

void check_link(const npe_node& a, const npe_node& b, const Grid& grid) {
  if (a.link == NPE_LINK_STRONG && !strong_link(a, b, grid))
    fail("has a " + link_text(a, b, "strong") + " that is not one");
  if (a.link == NPE_LINK_WEAK && !weak_link(a, b)) fail("has a " + link_text(a, b, "weak") + " that is not one");
}

void check_candidates_present(const npe_node& node, const Grid& grid) {
  for (int i = 0; i < node.cell_count; ++i) {
    const int cell = node.cells[i];
    if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], node.digit)) {
      fail("has a chain node " + literal_text(node_literal(node, true)) + " on a cell without that candidate");
    }
  }
}

/** An open chain read as an implication: a STRONG first link assumes node 0 false, WEAK true; each
 *  STRONG link leads from a false node to a true one, each WEAK from true to false. */
Implication open_chain(const Chain& chain, const Grid& grid) {
  const auto& nodes = chain.nodes;
  bool truth = nodes[0].link == NPE_LINK_WEAK;
  const Literal premise = node_literal(nodes[0], truth);
  for (std::size_t i = 0; i + 1 < nodes.size(); ++i) {
    const npe_node& node = nodes[i];
    if (node.link == NPE_LINK_END) fail("has an open chain that ends before its last node");
    if ((node.link == NPE_LINK_STRONG) == truth)
      fail("has an open chain whose links do not alternate (node " + std::to_string(i + 1) + ")");
    check_link(node, nodes[i + 1], grid);
    truth = !truth;
  }
  if (nodes.back().link != NPE_LINK_END) fail("has an open chain whose last node links on");
  return {premise, node_literal(nodes.back(), truth), false};
}

/** A continuous loop: links alternate all the way round, so each link holds both ways. */
void loop_chain(const Chain& chain, const Step& step, const Grid& grid, std::vector<Literal>& facts) {
  const auto& nodes = chain.nodes;
  const std::size_t n = nodes.size();
  if (n < 4 || n % 2 != 0) fail("has a loop of " + std::to_string(n) + " nodes (an even number, 4 or more)");
  for (std::size_t i = 0; i < n; ++i) {
    const npe_node& a = nodes[i];
    const npe_node& b = nodes[(i + 1) % n];
    if (a.link == NPE_LINK_END) fail("has a loop with an unlinked node");
    if (a.link == b.link) fail("has a loop whose links do not alternate (node " + std::to_string(i + 1) + ")");
    check_link(a, b, grid);
  }
  // Exactly one end of every link is true: a candidate that excludes both ends is false.
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0) continue;
    for (Mask m = grid.candidates[cell]; m; m &= static_cast<Mask>(m - 1)) {
      const Literal x = candidate(cell, std::countr_zero(static_cast<unsigned>(m)) + 1);
      for (std::size_t i = 0; i < n; ++i) {
        const Literal a = node_literal(nodes[i], true), b = node_literal(nodes[(i + 1) % n], true);
        if (exclusive(x, a) && exclusive(x, b)) {
          facts.push_back(negation(x));
          break;
        }
        // An ALS linked strongly in the loop holds exactly one of the two digits: the rest of its
        // digits are locked in it.
        const npe_node& na = nodes[i];
        const npe_node& nb = nodes[(i + 1) % n];
        if (na.link == NPE_LINK_STRONG && na.kind == NPE_NODE_ALS && nb.kind == NPE_NODE_ALS && x.digit != na.digit &&
            x.digit != nb.digit) {
          const npe_als& als = step.als[na.als];
          Cells with;
          for (int k = 0; k < als.cell_count; ++k) {
            if (sdk::has_digit(grid.candidates[als.cells[k]], x.digit)) with.set(als.cells[k]);
          }
          if (sdk::has_digit(als.digits, x.digit) && all_see(x.cells, with)) {
            facts.push_back(negation(x));
            break;
          }
        }
      }
    }
  }
}

/** The board as a forcing chain sees it: candidates still possible, digits taken, groups known true. */
struct Replay {
  std::array<Mask, 81> candidates{};
  std::array<std::uint8_t, 81> digits{};
  std::vector<Literal> true_groups;

  explicit Replay(const Grid& grid) : candidates(grid.candidates), digits(grid.digits) {}

  bool possible(int cell, int digit) const { return digits[cell] == 0 && sdk::has_digit(candidates[cell], digit); }

  /** d's remaining places in house h (empty when d is placed there). */
  Cells places(int house, int digit, bool* placed) const {
    Cells cells;
    *placed = false;
    for (const int cell : sdk::kHouseCells[house]) {
      if (digits[cell] == digit) *placed = true;
      if (possible(cell, digit)) cells.set(cell);
    }
    return cells;
  }

  bool can_be_false(int cell, int digit) const {
    if (digits[cell] != 0) return digits[cell] != digit;
    if (!sdk::has_digit(candidates[cell], digit)) return true;
    for (const int peer : sdk::kPeers[cell]) {
      if (digits[peer] == digit) return true;
    }
    const Literal x = candidate(cell, digit);
    for (const auto& group : true_groups) {
      if (exclusive(x, group)) return true;
    }
    for (int house = 0; house < sdk::kHouses; ++house) {  // every place left in some house sees the cell
      bool placed = false;
      const Cells left = places(house, digit, &placed);
      if (!placed && left.any() && !left.test(cell) && all_see(left, x.cells)) return true;
    }
    return subset_excludes(candidates, digits, cell, digit);  // pairs and X-Wings (SE's Dynamic (+))
  }

  bool can_be_true(const Literal& literal) const {
    if (literal.cells.count() == 1) {
      const int cell = only_cell(literal.cells);
      if (digits[cell] == literal.digit) return true;
      if (!possible(cell, literal.digit)) return false;
      if (candidates[cell] == sdk::digit_bit(literal.digit)) return true;
    }
    for (int house = 0; house < sdk::kHouses; ++house) {
      bool placed = false;
      const Cells left = places(house, literal.digit, &placed);
      if (!placed && left.any() && (left & ~literal.cells).none()) return true;
    }
    return false;
  }

  void apply(const Literal& literal) {
    if (!literal.truth) {
      for (int cell = 0; cell < 81; ++cell) {
        if (literal.cells.test(cell) && digits[cell] == 0)
          candidates[cell] &= static_cast<Mask>(~sdk::digit_bit(literal.digit));
      }
    } else if (literal.cells.count() == 1) {
      const int cell = only_cell(literal.cells);
      digits[cell] = static_cast<std::uint8_t>(literal.digit);
    } else {
      true_groups.push_back(literal);
    }
  }

  /** The board as replayed so far, as a Grid: placed digits taken out of their peers' candidates and
   *  out of every cell that sees a group known true (what a lemma is proved on). */
  Grid board(const Grid& position) const {
    Grid grid = position;
    grid.digits = digits;
    for (int cell = 0; cell < 81; ++cell) grid.candidates[cell] = digits[cell] == 0 ? candidates[cell] : 0;
    for (int cell = 0; cell < 81; ++cell) {
      if (digits[cell] == 0) continue;
      for (const int peer : sdk::kPeers[cell]) grid.eliminate(peer, digits[cell]);
    }
    for (const auto& group : true_groups) {
      for (int cell = 0; cell < 81; ++cell) {
        if (!group.cells.test(cell) && all_see(candidate(cell, group.digit).cells, group.cells))
          grid.eliminate(cell, group.digit);
      }
    }
    return grid;
  }

  /** A cell or house left without a place, or a digit twice in a house. */
  bool contradictory() const {
    for (int cell = 0; cell < 81; ++cell) {
      if (digits[cell] == 0 && candidates[cell] == 0) return true;
    }
    for (int house = 0; house < sdk::kHouses; ++house) {
      Mask seen = 0;
      for (const int cell : sdk::kHouseCells[house]) {
        if (digits[cell] == 0) continue;
        if (seen & sdk::digit_bit(digits[cell])) return true;
        seen |= sdk::digit_bit(digits[cell]);
      }
      for (int digit = 1; digit <= 9; ++digit) {
        bool placed = false;
        if (places(house, digit, &placed).none() && !placed) return true;
      }
    }
    return false;
  }
};

/** What the chains of one proof (the step's own, or a lemma's) are checked with. */
struct ProofContext {
  const Step& step;
  const std::vector<Lemma>& lemmas;
  int depth = 0;  // 0 for the step's own chains, 1 for their lemmas, ...
};

ChainProof prove_chains(const ProofContext& context, const std::vector<int>& chain_indices, const Grid& grid);

/** Whether `literal` already holds on `board`: a false candidate that is gone, a true one placed. */
bool holds_on(const Grid& board, const Literal& literal) {
  if (literal.cells.count() != 1) return false;
  const int cell = only_cell(literal.cells);
  if (literal.truth) return board.digits[cell] == literal.digit;
  return board.digits[cell] != 0 ? board.digits[cell] != literal.digit
                                 : !sdk::has_digit(board.candidates[cell], literal.digit);
}

/** The lemmas given for node `node` of chain `chain`: none (nullopt), or whether they all hold and one
 *  proves `literal` on the board the chain left before the node. Every lemma given is checked, even
 *  for a node a basic rule would give: evidence that is handed in must hold. */
std::optional<bool> lemmas_prove(const ProofContext& context, int chain, int node, const Replay& replay,
                                 const Grid& position, const Literal& literal) {
  std::optional<bool> proved;
  for (const auto& lemma : context.lemmas) {
    if (lemma.chain != chain || lemma.node != node) continue;
    if (context.depth + 1 > NPE_MAX_LEMMA_DEPTH) {
      fail("has lemmas nested more than NPE_MAX_LEMMA_DEPTH (" + std::to_string(NPE_MAX_LEMMA_DEPTH) + ") deep");
    }
    const Grid board = replay.board(position);
    std::vector<int> inner;
    inner.reserve(static_cast<std::size_t>(lemma.chain_count));
    for (int i = 0; i < lemma.chain_count; ++i) inner.push_back(lemma.first_chain + i);
    const ProofContext nested{context.step, context.lemmas, context.depth + 1};
    const ChainProof proof = prove_chains(nested, inner, board);
    proved = proved.value_or(false) || holds_on(board, literal) || chains_prove(proof, board, literal);
  }
  return proved;
}

Implication forcing_chain(const ProofContext& context, int chain_index, const Grid& grid) {
  const Chain& chain = context.step.chains[chain_index];
  Replay replay(grid);
  std::vector<Literal> literals;
  for (const auto& node : chain.nodes) {
    if (node.kind == NPE_NODE_ALS) fail("has an ALS node in a forcing chain (not supported)");
    literals.push_back(node_literal(node, (node.flags & NPE_NODE_TRUE) != 0));
  }
  const Literal& premise = literals.front();
  for (int i = 0; i < 81; ++i) {
    if (premise.cells.test(i) && !replay.possible(i, premise.digit))
      fail("has a forcing chain assuming " + literal_text(premise) + ", which is not a candidate");
  }
  replay.apply(premise);
  for (std::size_t i = 1; i < literals.size(); ++i) {
    const Literal& literal = literals[i];
    const std::optional<bool> by_lemma = lemmas_prove(context, chain_index, static_cast<int>(i), replay, grid, literal);
    bool follows = true;
    if (by_lemma) {
      if (!*by_lemma) {
        fail("has a forcing chain from " + literal_text(premise) + " whose node " + std::to_string(i + 1) + " (" +
             literal_text(literal) + ") its lemma does not prove");
      }
    } else if (literal.truth) {
      follows = replay.can_be_true(literal);
    } else {
      for (int cell = 0; cell < 81 && follows; ++cell) {
        if (literal.cells.test(cell)) follows = replay.can_be_false(cell, literal.digit);
      }
    }
    if (!follows) {
      fail("has a forcing chain from " + literal_text(premise) + " whose node " + std::to_string(i + 1) + " (" +
           literal_text(literal) + ") does not follow" + (context.depth > 0 ? " (in a lemma)" : ""));
    }
    replay.apply(literal);
  }
  return {premise, literals.back(), replay.contradictory()};
}

/** Two conclusions that cannot both hold. */
bool conflict(const Literal& a, const Literal& b) {
  if (a == negation(b)) return true;
  return a.truth && b.truth && exclusive(a, b);
}

/** A verity: the cases of one cell, of one digit in one house, or of a proposition and its negation,
 *  each ending in `target`. */
bool verity(const ChainProof& proof, const Grid& grid, const Literal& target) {
  for (const auto& implication : proof.implications) {  // x and not x
    const Literal& p = implication.premise;
    if (case_proves(proof, p, target) && case_proves(proof, negation(p), target)) return true;
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0 || grid.candidates[cell] == 0) continue;
    bool all = true;
    for (Mask m = grid.candidates[cell]; m && all; m &= static_cast<Mask>(m - 1)) {
      all = case_proves(proof, candidate(cell, std::countr_zero(static_cast<unsigned>(m)) + 1), target);
    }
    if (all) return true;
  }
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      bool placed = false;
      const Cells left = places(grid, house, digit, &placed);
      if (placed || left.none()) continue;
      bool all = true;
      for (int cell = 0; cell < 81 && all; ++cell) {
        if (left.test(cell)) all = case_proves(proof, candidate(cell, digit), target);
      }
      if (all) return true;
    }
  }
  return false;
}

}  // namespace

bool case_proves(const ChainProof& proof, const Literal& premise, const Literal& target) {
  if (implies(premise, target)) return true;
  for (const auto& implication : proof.implications) {
    if (implication.premise == premise && (implication.refutes_premise || implies(implication.conclusion, target))) {
      return true;
    }
  }
  return false;
}

namespace {

ChainProof prove_chains(const ProofContext& context, const std::vector<int>& chain_indices, const Grid& grid) {
  ChainProof proof;
  for (const int index : chain_indices) {
    const Chain& chain = context.step.chains[index];
    if (chain.kind != NPE_CHAIN_FORCING) {
      for (const auto& node : chain.nodes) check_candidates_present(node, grid);
    }
    switch (chain.kind) {
      case NPE_CHAIN_OPEN: proof.implications.push_back(open_chain(chain, grid)); break;
      case NPE_CHAIN_LOOP: loop_chain(chain, context.step, grid, proof.loop_facts); break;
      default: proof.implications.push_back(forcing_chain(context, index, grid)); break;
    }
  }
  return proof;
}

}  // namespace

ChainProof check_chains(const Step& step, const Grid& grid, const std::vector<Lemma>& lemmas) {
  std::vector<bool> in_lemma(step.chains.size(), false);
  for (const auto& lemma : lemmas) {
    for (int i = 0; i < lemma.chain_count; ++i) in_lemma[lemma.first_chain + i] = true;
  }
  std::vector<int> own;
  for (std::size_t i = 0; i < step.chains.size(); ++i) {
    if (!in_lemma[i]) own.push_back(static_cast<int>(i));
  }
  return prove_chains(ProofContext{step, lemmas, 0}, own, grid);
}

bool chains_prove(const ChainProof& proof, const Grid& grid, const Literal& target) {
  for (const auto& fact : proof.loop_facts) {
    if (implies(fact, target)) return true;
  }
  const Literal opposite = negation(target);  // the target's failure: the case to refute
  for (const auto& implication : proof.implications) {
    if (!implies(opposite, implication.premise)) continue;
    // The opposite leads to the premise, and the chain from it to a conclusion the opposite denies
    // (or to a contradiction).
    if (implication.refutes_premise || implies(opposite, negation(implication.conclusion))) return true;
    for (const auto& other : proof.implications) {
      if (other.premise == implication.premise && conflict(implication.conclusion, other.conclusion)) return true;
    }
  }
  return verity(proof, grid, target);
}

}  // namespace npe::evidence
