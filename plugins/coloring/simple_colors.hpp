// Simple Colors (HoDoKu 0500 trap, 0501 wrap) and Multi Colors (0502 type 1, 0503 type 2);
// docs/techniques.md "Colouring". Per digit and cluster (clusters.hpp):
//   wrap: two cells of one colour see each other, so that colour is false: its candidates go;
//   trap: a candidate seeing both colours of the cluster is false.
// Multi Colors, for two clusters i and j of the digit:
//   type 2: a colour of i whose cells see both colours of j is false;
//   type 1: a colour a of i sees a colour b of j (not both true), so a' or b' is true: candidates
//           seeing both a' and b' go.
// Evidence: the coloured candidates, colours 2k/2k+1 for cluster k (k = 0, and 1 for j).
// Scan order (HoDoKu's): digits 1..9; clusters in order; Simple Colors: the wrap, then the trap of a
// cluster; Multi Colors: ordered pairs (i, j), i != j, type 2 then type 1 (type 1 once per pair,
// at i < j: it is symmetric, HoDoKu reports it twice).
#pragma once

#include <npe/sdk/describe.hpp>

#include "clusters.hpp"

namespace npe::plugins::coloring {

inline void finish(sdk::StepBuilder& step, char* buffer, TextBuffer& text) {
  const npe_step view = step.view();
  put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
  step.set_text("%s", buffer);
}

class SimpleColors {
 public:
  static constexpr std::uint32_t kTrap = 1, kWrap = 2;
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0500", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 3, .kind = kTrap},
      {.code = "0501", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 3, .kind = kWrap}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "coloring.simple",
       .name = "Simple Colors",
       .description = "two-colour a digit's conjugate pairs: a colour seeing itself is false (wrap), a candidate "
                      "seeing both colours is false (trap)",
       .default_points = 150,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit SimpleColors(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int digit = 1; digit <= 9; ++digit) {
      Cluster clusters[kMaxClusters];
      const int count = build_clusters(table, digit, clusters);
      for (int k = 0; k < count; ++k) {
        const Cluster& c = clusters[k];
        CellSet wrapped;
        for (int side = 0; side < 2; ++side) {
          if (has_mutual_peers(c.side[side])) wrapped |= c.side[side];
        }
        if (!wrapped.empty() && !report(kWrap, digit, c, wrapped, sink)) return;
        const CellSet trapped = table.cells[digit] & peers_of(c.side[0]) & peers_of(c.side[1]);
        if (!trapped.empty() && !report(kTrap, digit, c, trapped, sink)) return;
      }
    }
  }

 private:
  bool report(std::uint32_t kind, int digit, const Cluster& cluster, CellSet targets, sdk::StepSink& sink) {
    step_.reset(kind);
    targets.for_each([&](int cell) { step_.eliminate(cell, digit); });
    add_cluster_colors(step_, cluster, digit, 0);
    step_.add_digits(sdk::digit_bit(digit));
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put(kind == kWrap ? "Simple Colors Wrap: " : "Simple Colors Trap: ");
    text.put_digit(digit);
    text.put(' ');
    put_color_sets(text, cluster.side, 2);
    finish(step_, buffer, text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

class MultiColors {
 public:
  static constexpr std::uint32_t kType1 = 1, kType2 = 2;
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0502", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 3, .kind = kType1},
      {.code = "0503", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 3, .kind = kType2}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "coloring.multi",
       .name = "Multi Colors",
       .description = "two colour clusters of a digit joined by a weak link: a colour seeing both colours of the "
                      "other cluster is false (type 2); the two colours opposite a link trap what sees both (type 1)",
       .default_points = 200,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit MultiColors(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int digit = 1; digit <= 9; ++digit) {
      Cluster clusters[kMaxClusters];
      const int count = build_clusters(table, digit, clusters);
      CellSet peers[kMaxClusters][2];
      for (int k = 0; k < count; ++k) {
        for (int side = 0; side < 2; ++side) peers[k][side] = peers_of(clusters[k].side[side]);
      }
      for (int i = 0; i < count; ++i) {
        for (int j = 0; j < count; ++j) {
          if (i == j) continue;
          const Cluster& a = clusters[i];
          const Cluster& b = clusters[j];
          // Type 2: a colour of i seeing both colours of j.
          CellSet false_cells;
          for (int side = 0; side < 2; ++side) {
            if (peers[i][side].intersects(b.side[0]) && peers[i][side].intersects(b.side[1]))
              false_cells |= a.side[side];
          }
          if (!false_cells.empty() && !report(kType2, digit, a, b, false_cells, sink)) return;
          if (i > j) continue;
          // Type 1: colour x of i sees colour y of j: the opposite colours trap.
          CellSet trapped;
          for (int x = 0; x < 2; ++x) {
            for (int y = 0; y < 2; ++y) {
              if (peers[i][x].intersects(b.side[y])) trapped |= peers[i][1 - x] & peers[j][1 - y];
            }
          }
          trapped &= table.cells[digit];
          if (!trapped.empty() && !report(kType1, digit, a, b, trapped, sink)) return;
        }
      }
    }
  }

 private:
  bool report(std::uint32_t kind, int digit, const Cluster& a, const Cluster& b, CellSet targets, sdk::StepSink& sink) {
    step_.reset(kind);
    targets.for_each([&](int cell) { step_.eliminate(cell, digit); });
    add_cluster_colors(step_, a, digit, 0);
    add_cluster_colors(step_, b, digit, 1);
    step_.add_digits(sdk::digit_bit(digit));
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put(kind == kType1 ? "Multi Colors 1: " : "Multi Colors 2: ");
    text.put_digit(digit);
    text.put(' ');
    const CellSet sets[4] = {a.side[0], a.side[1], b.side[0], b.side[1]};
    put_color_sets(text, sets, 4);
    finish(step_, buffer, text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::coloring
