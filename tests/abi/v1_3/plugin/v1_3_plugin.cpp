// Pointing locked candidates built against the frozen ABI 1.3 SDK (tests/abi/v1_3/include): the same
// steps, in the same order and wording, as the shipped hidden_digit.pointing, each carrying 1.3's
// set-logic record (base: the digit in the block; cover: the digit in the line) that the host checks.
// It declares 1.3's NPE_TECHNIQUE_ORDER_DEPENDENT (harmless here: every instance has its own result)
// and knows nothing of 1.4's NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT.
#include <bit>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace {

namespace sdk = npe::sdk;

struct Pointing13 {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0100", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "v1_3.pointing",
       .name = "Hidden digit (pointing), built against ABI 1.3",
       .description = "a digit confined to one row or column inside a block leaves that line outside the block",
       .default_points = 11,
       .default_rating_x10 = 26,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_ORDER_DEPENDENT},
      kReglibCodes);

  explicit Pointing13(const sdk::Params&) {}

  /** Blocks 1..9, digits 1..9, rows before columns: a digit with two or three places in a block,
   *  all in one line, eliminates the line's other candidates of it. */
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(18 + block, digit);
        const int count = std::popcount(places);
        if (count < 2 || count > 3) continue;
        for (bool rows : {true, false}) {
          const int line = line_of(block, places, rows);
          if (line >= 0 && !report(position, sink, block, digit, line, places)) return;
        }
      }
    }
  }

 private:
  /** The house number (rows 0..8, columns 9..17) holding every place of `places` in `block`, or -1. */
  static int line_of(int block, unsigned places, bool rows) {
    int line = -1;
    for (int k = 0; k < 9; ++k) {
      if (!(places & (1u << k))) continue;
      const int cell = sdk::kHouseCells[18 + block][k];
      const int here = rows ? sdk::row_of(cell) : 9 + sdk::col_of(cell);
      if (line != -1 && line != here) return -1;
      line = here;
    }
    return line;
  }

  bool report(const sdk::Position& position, sdk::StepSink& sink, int block, int digit, int line, unsigned places) {
    step_.reset(static_cast<std::uint32_t>(line / 9));
    for (int cell : sdk::kHouseCells[line]) {
      const bool in_block = sdk::block_of(cell) == block;
      if (!in_block && position.digit(cell) == 0 && (position.candidates(cell) & sdk::digit_bit(digit))) {
        step_.eliminate(cell, digit);
      }
    }
    if (step_.elimination_count() == 0) return true;
    int cells[3];
    int count = 0;
    for (int k = 0; k < 9; ++k) {
      if (places & (1u << k)) cells[count++] = sdk::kHouseCells[18 + block][k];
    }
    for (int i = 0; i < count; ++i) step_.add_cell(cells[i]);
    step_.add_digits(sdk::digit_bit(digit));
    step_.add_base_house(18 + block);
    step_.add_cover_house(line);
    step_.begin_set_logic();
    step_.add_set(NPE_SET_BASE, NPE_SET_BOX_DIGIT, block, digit);
    step_.add_set(NPE_SET_COVER, line < 9 ? NPE_SET_ROW_DIGIT : NPE_SET_COL_DIGIT, line % 9, digit);
    char block_name[4], line_name[4], cell_list[64];
    sdk::format_house(block_name, sizeof block_name, 18 + block);
    sdk::format_house(line_name, sizeof line_name, line);
    sdk::format_gnpx_cells(cell_list, sizeof cell_list, cells, count);
    step_.set_text("Locked Candidates (pointing) #%d %s/%s %s", digit, block_name, line_name, cell_list);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("v1_3", "1.3.0", Pointing13)
