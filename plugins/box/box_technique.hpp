// Box technique (seed: 枠に着目した解法, code 1): a hidden single in a block.
// Scan order: blocks 1..9, inside each block digits 1..9 — the order that reproduces the seed's
// 30-step "show Next Step" list (docs/seed-notes.md). Text: the placement in BCD notation, no prefix ("177").
#pragma once

#include <npe/sdk/describe.hpp>

#include "../common/hidden_single.hpp"

namespace npe::plugins {

struct BlockKind {
  static constexpr int kFirstHouse = 18;
  static constexpr const char* kPrefix = "";
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0},
                                                     {"0002", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "box",
                     .name = "Box (hidden single in a block)",
                     .description = "a digit with exactly one candidate cell in a block",
                     .default_points = 2,
                     .default_rating_x10 = 12,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST},
                    kReglibCodes);
};

using BoxTechnique = HiddenSingle<BlockKind>;

}  // namespace npe::plugins
