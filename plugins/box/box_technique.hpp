// Box technique (seed: 枠に着目した解法, code 1): a hidden single in a block.
// Scan order: blocks 1..9, inside each block digits 1..9 — the order that reproduces the seed's
// 30-step "show Next Step" list (SPEC.md §3). Text: the placement in BCD notation, no prefix ("177").
#pragma once

#include "../common/hidden_single.hpp"

namespace npe::plugins {

struct BlockKind {
  static constexpr int kFirstHouse = 18;
  static constexpr const char* kPrefix = "";
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "box", "Box (hidden single in a block)",
      "a digit with exactly one candidate cell in a block", 2, 12, NPE_YIELDS_PLACEMENTS,
      NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};
};

using BoxTechnique = HiddenSingle<BlockKind>;

}  // namespace npe::plugins
