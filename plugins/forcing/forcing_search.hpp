// Forcing Chains and Forcing Nets (HoDoKu's TablingSolver; docs/techniques.md "Forcing Chains and
// Forcing Nets"). Every candidate is assumed true and false and propagated (propagation.hpp); then, in
// HoDoKu's order:
// - contradiction: an assumption that ends in a fault is false (a true one: its candidate goes; a
//   false one: its candidate is placed);
// - verity: what both a candidate and its negation imply, what every candidate of a cell implies, and
//   what every place of a digit in a house implies, holds.
// Each conclusion is kept once, from the first check that finds it, and steps are reported as HoDoKu
// sorts them: placements first, then eliminations, lower cells and digits first. A net reports only
// what no forcing chain gives. Evidence: ForcingTrace chains (npe/sdk/forcing_trace.hpp) from
// each assumption, which the host replays rule by rule.
// GNPX's eNW_DeathBlossom (death_blossom_text.hpp) is the first check alone, from true assumptions only.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/forcing_trace.hpp>

#include <cstdio>
#include <memory>

#include "death_blossom_text.hpp"
#include "propagation.hpp"

namespace npe::plugins::forcing {

using sdk::ForcingTrace;

inline constexpr std::uint32_t kContradictionKind = 1;
inline constexpr std::uint32_t kVerityKind = 2;

/** Why a conclusion holds: the first check that found it. */
struct Source {
  enum Kind : std::uint8_t { kNone, kContradiction, kBothValues, kCell, kHouse } kind = kNone;
  std::uint8_t cell = 0;   // kContradiction, kBothValues: the assumed candidate; kCell: the cell
  std::uint8_t digit = 0;  // kContradiction, kBothValues, kHouse
  std::uint8_t house = 0;  // kHouse
  bool value = false;      // kContradiction: the assumption's value
  Fault fault = Fault::kNone;
  std::uint8_t entity = 0;
};

class ForcingSearch {
 public:
  /** `death_blossom`: only contradictions from a candidate assumed true, in GNPX's eNW_DeathBlossom text. */
  ForcingSearch(bool net, std::int64_t max_work, bool death_blossom = false)
      : net_(net), death_blossom_(death_blossom), max_work_(max_work), data_(std::make_unique<Data>()) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    Data& d = *data_;
    d.board.load(position);
    work_ = 0;
    if (net_) {
      analyse(false);  // what forcing chains give, so that the net reports only the rest
      for (int i = 0; i < 729; ++i) {
        d.chain_place[i] = d.place[i].kind != Source::kNone;
        d.chain_elim[i] = d.elim[i].kind != Source::kNone;
      }
    }
    analyse(net_);
    for (int pass = 0; pass < 2; ++pass) {
      const bool placing = pass == 0;
      for (int i = 0; i < 729; ++i) {
        const Source& source = placing ? d.place[i] : d.elim[i];
        if (source.kind == Source::kNone) continue;
        if (net_ && (placing ? d.chain_place[i] : d.chain_elim[i])) continue;
        if (!report(position, i / 9, i % 9 + 1, placing, source, sink)) continue;
        if (sink.stopped()) return;
      }
    }
  }

 private:
  static int index(int cell, int digit) { return cell * 9 + digit - 1; }

  struct Data {
    Board board;
    Closure on[729], off[729];
    bool done[729];
    Source place[729], elim[729];
    bool chain_place[729], chain_elim[729];
  };

  bool budget_left() const { return max_work_ == 0 || work_ < max_work_; }

  void note(bool placing, int cell, int digit, const Source& source) {
    Source& slot = placing ? data_->place[index(cell, digit)] : data_->elim[index(cell, digit)];
    if (slot.kind == Source::kNone) slot = source;
  }

  /** The conclusions shared by every closure listed (none faulty), except about `skip` cells. */
  void common(const Closure* const* cases, int count, CellSet skip, const Source& source) {
    for (int dd = 0; dd < 9; ++dd) {
      CellSet on = cases[0]->on[dd], off = cases[0]->off[dd];
      for (int k = 1; k < count; ++k) {
        on &= cases[k]->on[dd];
        off &= cases[k]->off[dd];
      }
      on.minus(skip).for_each([&](int c) { note(true, c, dd + 1, source); });
      off.minus(skip).for_each([&](int c) { note(false, c, dd + 1, source); });
    }
  }

  void analyse(bool net) {
    Data& d = *data_;
    const Board& board = d.board;
    for (int i = 0; i < 729; ++i) d.done[i] = false, d.place[i] = Source{}, d.elim[i] = Source{};
    // Every assumption, true then false, cell by cell (HoDoKu's table order).
    for (int cell = 0; cell < sdk::kCells && budget_left(); ++cell) {
      for (unsigned m = board.mask[cell]; m && budget_left(); m &= m - 1) {
        const int digit = std::countr_zero(m) + 1, i = index(cell, digit);
        for (const bool value : {true, false}) {
          if (death_blossom_ && !value) continue;
          Closure& closure = value ? d.on[i] : d.off[i];
          work_ += propagate(board, cell, digit, value, net, closure);
          if (closure.faulty()) {
            note(!value, cell, digit,
                 Source{Source::kContradiction, static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit), 0,
                        value, closure.fault, closure.entity});
          }
        }
        d.done[i] = true;
      }
    }
    if (death_blossom_) return;
    // A candidate and its negation.
    for (int i = 0; i < 729; ++i) {
      if (!d.done[i] || d.on[i].faulty() || d.off[i].faulty()) continue;
      const Closure* cases[2] = {&d.on[i], &d.off[i]};
      common(cases, 2, CellSet::of(i / 9),
             Source{Source::kBothValues, static_cast<std::uint8_t>(i / 9), static_cast<std::uint8_t>(i % 9 + 1)});
    }
    // Every candidate of a cell.
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const Closure* cases[9];
      int count = 0;
      bool usable = sdk::count_digits(board.mask[cell]) >= 2;
      for (unsigned m = board.mask[cell]; m && usable; m &= m - 1) {
        const int i = index(cell, std::countr_zero(m) + 1);
        usable = d.done[i] && !d.on[i].faulty();
        cases[count++] = &d.on[i];
      }
      if (usable) common(cases, count, CellSet::of(cell), Source{Source::kCell, static_cast<std::uint8_t>(cell)});
    }
    // Every place of a digit in a house: rows, columns, blocks.
    for (int house = 0; house < sdk::kHouses; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        // (A house where the digit stands has no places, even in a broken grid with candidates left.)
        if (!(board.open_houses[digit - 1] & (1u << house))) continue;
        const CellSet places = board.candidates[digit - 1] & kHouseSet[house];
        if (places.count() < 2) continue;
        const Closure* cases[9];
        int count = 0;
        bool usable = true;
        places.for_each([&](int c) {
          const int i = index(c, digit);
          usable = usable && d.done[i] && !d.on[i].faulty();
          cases[count++] = &d.on[i];
        });
        if (!usable) continue;
        Source source{Source::kHouse, 0, static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(house)};
        // The house's own places are the cases, not conclusions.
        for (int dd = 0; dd < 9; ++dd) {
          CellSet on = cases[0]->on[dd], off = cases[0]->off[dd];
          for (int k = 1; k < count; ++k) {
            on &= cases[k]->on[dd];
            off &= cases[k]->off[dd];
          }
          if (dd == digit - 1) off = off.minus(places), on = on.minus(places);
          on.for_each([&](int c) { note(true, c, dd + 1, source); });
          off.for_each([&](int c) { note(false, c, dd + 1, source); });
        }
      }
    }
  }

  /** One case of a verity: a trace from the assumption to the conclusion. */
  static bool write_case(ForcingTrace& trace, sdk::StepBuilder& step, int cell, int digit, bool value, int target_cell,
                         int target_digit, bool target_value) {
    trace.reset();
    trace.continue_past_contradictions();
    trace.assume(cell, digit, value);
    trace.run();
    const int found = trace.find(target_cell, target_digit, target_value);
    if (found == ForcingTrace::kNone) return false;
    trace.write_chain(step, found);
    return true;
  }

  bool report(const sdk::Position& position, int cell, int digit, bool placing, const Source& source,
              sdk::StepSink& sink) {
    const bool contradiction = source.kind == Source::kContradiction;
    step_.reset(contradiction ? kContradictionKind : kVerityKind);
    if (placing)
      step_.place(cell, digit);
    else
      step_.eliminate(cell, digit);
    step_.add_cell(cell);
    step_.add_digits(sdk::digit_bit(digit));
    auto trace =
        std::make_unique<ForcingTrace>(position, CellSet{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1}, true, true);
    trace->use_locked_rule(true);
    bool ok = true;
    switch (source.kind) {
      case Source::kContradiction:
        trace->reset();
        trace->assume(source.cell, source.digit, source.value);
        trace->run();
        ok = trace->contradicted();
        if (ok) trace->write_contradiction(step_);
        break;
      case Source::kBothValues:
        ok = write_case(*trace, step_, source.cell, source.digit, true, cell, digit, placing) &&
             write_case(*trace, step_, source.cell, source.digit, false, cell, digit, placing);
        break;
      case Source::kCell:
        for (unsigned m = data_->board.mask[source.cell]; m && ok; m &= m - 1) {
          ok = write_case(*trace, step_, source.cell, std::countr_zero(m) + 1, true, cell, digit, placing);
        }
        break;
      default: {
        const CellSet places = data_->board.candidates[source.digit - 1] & kHouseSet[source.house];
        places.for_each(
            [&](int c) { ok = ok && write_case(*trace, step_, c, source.digit, true, cell, digit, placing); });
        break;
      }
    }
    if (!ok) return false;
    const npe_step view = step_.view();
    std::uint32_t nodes = 0;
    for (std::uint32_t k = 0; k < view.chain_count; ++k) {
      if (view.chains[k].node_count < 2) return false;  // the assumption alone is the fault: a single
      nodes += view.chains[k].node_count;
    }
    if (nodes >= NPE_MAX_CHAIN_NODES || view.chain_count >= NPE_MAX_CHAINS) return false;  // too big to write whole
    char text[NPE_MAX_TEXT_LENGTH + 1];
    if (death_blossom_) {
      sdk::TextBuffer buffer(text, sizeof text);
      write_death_blossom_text(buffer, position, *trace, cell, digit);
      step_.set_text("%s", text);
      sink.emit(step_);
      return true;
    }
    int n = std::snprintf(text, sizeof text, "%s %s", net_ ? "Forcing Net" : "Forcing Chain",
                          contradiction ? "Contradiction" : "Verity");
    if (contradiction) {
      const int e = source.entity;
      const bool in_cell =
          source.fault == Fault::kBothWays || source.fault == Fault::kTwoDigits || source.fault == Fault::kEmptyCell;
      if (in_cell)
        n += std::snprintf(text + n, sizeof text - n, " in r%dc%d", e / 9 + 1, e % 9 + 1);
      else
        n += std::snprintf(text + n, sizeof text - n, " in %c%d", e < 9 ? 'r' : e < 18 ? 'c' : 'b', e % 9 + 1);
    }
    std::snprintf(text + n, sizeof text - n, " => r%dc%d%s%d", cell / 9 + 1, cell % 9 + 1, placing ? "=" : "<>", digit);
    step_.set_text("%s", text);
    sink.emit(step_);
    return true;
  }

  bool net_;
  bool death_blossom_;
  std::int64_t max_work_;
  std::int64_t work_ = 0;
  std::unique_ptr<Data> data_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::forcing
