// The SDK's plugin toolkit (npe/sdk/cell_set.hpp, cell_text.hpp, position_view.hpp, describe.hpp,
// forcing_trace.hpp): the cell set's operations and tables, the anchors' cell-list notations on the
// examples HoDoKu and GNPX print, the descriptor's derived counts and compile-time id rule, and a
// forcing trace's chain and contradiction.
#include <gtest/gtest.h>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/forcing_trace.hpp>
#include <npe/sdk/position_view.hpp>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "test_support.hpp"

namespace npe::sdk_toolkit_test {
namespace {

using sdk::CellSet;

/** Cell of row r, column c (1-based, as the texts write them). */
constexpr int at(int row, int col) { return sdk::cell_at(row - 1, col - 1); }

CellSet set_of(std::initializer_list<int> cells) {
  CellSet set;
  for (const int cell : cells) set.add(cell);
  return set;
}

TEST(SdkCellSet, AddRemoveCountAcrossBothWords) {
  CellSet set = set_of({0, 63, 64, 80});
  EXPECT_EQ(set.count(), 4);
  EXPECT_TRUE(set.has(63) && set.has(64) && set.has(80) && !set.has(62));
  EXPECT_EQ(set.first(), 0);
  EXPECT_EQ(set.pop_first(), 0);
  EXPECT_EQ(set.first(), 63);
  set.remove(63);
  set.remove(64);
  EXPECT_TRUE(set.single());
  EXPECT_FALSE(set.several());
  EXPECT_EQ(set.first(), 80);
  int cells[81];
  EXPECT_EQ(set_of({5, 70, 2}).to_array(cells), 3);
  EXPECT_EQ(std::vector<int>(cells, cells + 3), (std::vector<int>{2, 5, 70}));
}

TEST(SdkCellSet, ComplementAndAfterStayInsideTheBoard) {
  EXPECT_EQ(CellSet::all().count(), 81);
  EXPECT_EQ((~CellSet{}).count(), 81);
  EXPECT_EQ((~CellSet::of(40)).count(), 80);
  EXPECT_EQ(CellSet::after(0).count(), 80);
  EXPECT_EQ(CellSet::after(62).first(), 63);
  EXPECT_EQ(CellSet::after(63).first(), 64);
  EXPECT_EQ(CellSet::after(79), CellSet::of(80));
  EXPECT_TRUE(CellSet::after(80).empty());
  for (int cell = 0; cell < 81; ++cell) {
    const CellSet after = CellSet::after(cell);
    for (int other = 0; other < 81; ++other) EXPECT_EQ(after.has(other), other > cell) << cell << " " << other;
  }
}

TEST(SdkCellSet, SubsetsAndSetAlgebra) {
  const CellSet row = set_of({at(1, 1), at(1, 2), at(1, 3)});
  const CellSet two = set_of({at(1, 1), at(1, 3)});
  EXPECT_TRUE(row.contains(two));
  EXPECT_TRUE(two.subset_of(row));
  EXPECT_FALSE(row.subset_of(two));
  EXPECT_EQ(row.minus(two), CellSet::of(at(1, 2)));
  EXPECT_EQ(row & two, two);
  EXPECT_EQ((two | CellSet::of(at(1, 2))), row);
  EXPECT_FALSE(two.intersects(CellSet::of(at(1, 2))));
}

TEST(SdkCellSet, HousePeerAndCommonPeerTables) {
  EXPECT_EQ(sdk::kHouseSet[0], set_of({0, 1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(sdk::kHouseSet[9 + 8].count(), 9);
  EXPECT_TRUE(sdk::kHouseSet[18 + 8].has(80));
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    EXPECT_EQ(sdk::kPeerSet[cell].count(), 20);
    EXPECT_FALSE(sdk::kPeerSet[cell].has(cell));
  }
  // r1c1 and r1c9 share row 1 only; r1c1 and r2c2 block 1 only; r1c1 and r1c2 row 1 and block 1
  // (r1c3 in both).
  EXPECT_EQ(sdk::common_peers(set_of({at(1, 1), at(1, 9)})).count(), 7);
  EXPECT_EQ(sdk::common_peers(set_of({at(1, 1), at(2, 2)})).count(), 7);
  EXPECT_EQ(sdk::common_peers(set_of({at(1, 1), at(1, 2)})).count(), 7 + 6);
  EXPECT_FALSE(sdk::common_peers(set_of({at(1, 1), at(1, 2)})).has(at(1, 1)));
  EXPECT_EQ(sdk::common_peers(CellSet{}), CellSet::all());
  EXPECT_EQ(sdk::index_in_house(9 + 4, at(7, 5)), 6);
}

std::string hodoku(std::initializer_list<int> cells) {
  char text[64];
  sdk::TextBuffer buffer(text, sizeof text);
  sdk::put_hodoku_cells(buffer, set_of(cells));
  return text;
}

std::string gnpx(std::initializer_list<int> cells) {
  char text[64];
  sdk::TextBuffer buffer(text, sizeof text);
  sdk::put_gnpx_cells(buffer, set_of(cells));
  return text;
}

TEST(SdkCellText, HoDoKuCompactCellLists) {
  EXPECT_EQ(hodoku({at(1, 3), at(3, 3)}), "r13c3");
  EXPECT_EQ(hodoku({at(1, 1), at(1, 5), at(2, 1)}), "r1c15,r2c1");  // the row first, then what is left
  EXPECT_EQ(hodoku({at(1, 1), at(2, 1), at(2, 2)}), "r12c1,r2c2");
  EXPECT_EQ(hodoku({at(2, 5), at(2, 6), at(3, 5)}), "r2c56,r3c5");
  EXPECT_EQ(hodoku({at(5, 8), at(5, 9), at(8, 8), at(8, 9)}), "r5c89,r8c89");
  EXPECT_EQ(hodoku({at(1, 6), at(9, 1)}), "r1c6,r9c1");
  EXPECT_EQ(hodoku({}), "");
}

TEST(SdkCellText, GnpxCellListsByRowOrByColumn) {
  EXPECT_EQ(gnpx({at(4, 7), at(5, 7), at(6, 7), at(6, 9)}), "r4c7 r5c7 r6c79");  // row 6 holds two
  EXPECT_EQ(gnpx({at(5, 8), at(5, 9), at(6, 7), at(6, 8)}), "r5c89 r6c78");
  EXPECT_EQ(gnpx({at(2, 6), at(3, 6), at(8, 6)}), "r238c6");
  EXPECT_EQ(gnpx({at(4, 7), at(5, 7), at(6, 9)}), "r45c7 r6c9");
  EXPECT_EQ(gnpx({at(4, 1), at(5, 2)}), "r4c1 r5c2");
}

TEST(SdkCellText, CellsHousesDigitsAndTruncation) {
  char text[8];
  sdk::TextBuffer buffer(text, sizeof text);
  sdk::put_cell(buffer, at(1, 4));
  sdk::put_house(buffer, 9 + 4);
  sdk::put_house(buffer, 26);
  EXPECT_STREQ(text, "r1c4c5b");  // 7 characters and the NUL: "9" did not fit
  EXPECT_EQ(buffer.length(), 7u);
  char digits[16];
  sdk::TextBuffer slashed(digits, sizeof digits);
  slashed.put_digits(sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(5), "/");
  EXPECT_STREQ(slashed.c_str(), "1/2/5");
}

TEST(SdkCellText, EliminationsGroupedByDigitInFirstOccurrenceOrder) {
  sdk::EliminationList list;
  list.add(at(2, 7), 3);
  list.add(set_of({at(9, 3), at(7, 3), at(8, 3)}), 8);
  list.add(at(1, 7), 3);
  list.add(at(2, 7), 3);  // named twice, written once
  char text[64];
  sdk::TextBuffer buffer(text, sizeof text);
  sdk::put_hodoku_eliminations(buffer, list);
  EXPECT_STREQ(text, " => r12c7<>3, r789c3<>8");
  EXPECT_EQ(list.size(), 6);
  list.add_once(at(2, 7), 3);
  list.add_once(at(2, 8), 3);
  EXPECT_EQ(list.size(), 7);

  CellSet by_digit[10];
  by_digit[5] = set_of({at(1, 3), at(3, 3)});
  by_digit[2] = CellSet::of(at(4, 4));
  sdk::TextBuffer ascending(text, sizeof text);
  sdk::put_hodoku_eliminations(ascending, by_digit);
  EXPECT_STREQ(text, " => r4c4<>2, r13c3<>5");
}

struct Described {
  static constexpr npe_param_desc kParams[] = {{sizeof(npe_param_desc), "size", "n", NPE_PARAM_INT, 2, 4, 2},
                                               {sizeof(npe_param_desc), "depth", "d", NPE_PARAM_INT, 0, 9, 3}};
  static constexpr npe_reglib_code kCodes[] = {{"0100", "", 0, 0, 0}, {"0101", "", 0, 0, 0}, {"0102", "", 0, 0, 0}};
  static constexpr npe_technique_desc kBoth = sdk::describe({.id = "toolkit.both",
                                                             .name = "Both",
                                                             .description = "d",
                                                             .default_points = 7,
                                                             .yields = NPE_YIELDS_ELIMINATIONS},
                                                            kParams, kCodes);
  static constexpr npe_technique_desc kCodesOnly =
      sdk::describe({.id = "toolkit.codes", .name = "Codes", .yields = NPE_YIELDS_PLACEMENTS}, kCodes);
  static constexpr npe_technique_desc kBare = sdk::describe({.id = "toolkit.bare_1", .name = "Bare", .yields = 3});
};

TEST(SdkDescribe, CountsComeFromTheArrays) {
  EXPECT_EQ(Described::kBoth.struct_size, sizeof(npe_technique_desc));
  EXPECT_STREQ(Described::kBoth.id, "toolkit.both");
  EXPECT_EQ(Described::kBoth.default_points, 7);
  EXPECT_EQ(Described::kBoth.param_count, 2u);
  EXPECT_EQ(Described::kBoth.params, Described::kParams);
  EXPECT_EQ(Described::kBoth.reglib_code_count, 3u);
  EXPECT_EQ(Described::kBoth.reglib_codes, Described::kCodes);
  EXPECT_EQ(Described::kCodesOnly.param_count, 0u);
  EXPECT_EQ(Described::kCodesOnly.params, nullptr);
  EXPECT_EQ(Described::kCodesOnly.reglib_code_count, 3u);
  EXPECT_EQ(Described::kBare.reglib_codes, nullptr);
}

// The id rule is checked while compiling: describe() with one of these ids does not compile.
static_assert(sdk::detail::is_well_formed_id("locked_set.naked"));
static_assert(sdk::detail::is_well_formed_id("a1_b.c2"));
static_assert(!sdk::detail::is_well_formed_id("Locked"));
static_assert(!sdk::detail::is_well_formed_id("locked-set"));
static_assert(!sdk::detail::is_well_formed_id(""));
static_assert(!sdk::detail::is_well_formed_id("a23456789012345678901234567890123456789012345678901234567890123456"));

/** A position with every candidate open except where `digits` are placed. */
struct OpenPosition {
  std::uint8_t digits[81] = {};
  std::uint16_t candidates[81];
  npe_position raw{};
  OpenPosition() {
    for (auto& mask : candidates) mask = sdk::kAllDigits;
    raw.struct_size = sizeof raw;
    raw.digits = digits;
    raw.candidates = candidates;
  }
  void keep(int cell, std::initializer_list<int> kept) {
    candidates[cell] = 0;
    for (const int digit : kept) candidates[cell] |= sdk::digit_bit(digit);
  }
};

TEST(SdkPositionView, CandidateCellsAndDigitTable) {
  OpenPosition board;
  board.keep(at(1, 1), {1, 2});
  const sdk::Position position(board.raw);
  const sdk::CandidateCells cells(position);
  EXPECT_EQ(cells.empty.count(), 81);
  EXPECT_EQ(cells.of(1).count(), 81);
  EXPECT_EQ(cells.of(3).count(), 80);
  EXPECT_TRUE(cells.with[0].empty());
  const sdk::DigitTable table(position);
  EXPECT_FALSE(table.broken);
  EXPECT_EQ(table.count(3, 0), 8);     // row 1: every cell but r1c1
  EXPECT_EQ(table.place(3, 0, 0), 1);  // its first place: r1c2
  EXPECT_EQ(table.cells[3], cells.of(3));
  board.keep(at(1, 2), {});  // an empty cell without candidates: no valid solve goes through it
  EXPECT_TRUE(sdk::DigitTable(sdk::Position(board.raw)).broken);
}

TEST(SdkForcingTrace, AChainToItsConclusionAndAContradiction) {
  // r1c1 {1,2}, r1c2 {1,2}, r1c3 {1,3}: r1c1=1 makes r1c2 2 (its last candidate) and r1c3 3.
  OpenPosition board;
  board.keep(at(1, 1), {1, 2});
  board.keep(at(1, 2), {1, 2});
  board.keep(at(1, 3), {1, 3});
  const sdk::Position position(board.raw);
  auto trace = std::make_unique<sdk::ForcingTrace>(position, CellSet::all(), true, true);
  trace->assume(at(1, 1), 1, true);
  trace->run();
  EXPECT_FALSE(trace->contradicted());
  const int placed = trace->find(at(1, 3), 3, true);
  ASSERT_NE(placed, sdk::ForcingTrace::kNone);
  sdk::StepBuilder step;
  trace->write_chain(step, placed);
  const npe_step& view = step.view();
  ASSERT_EQ(view.chain_count, 1u);
  EXPECT_EQ(view.chains[0].kind, static_cast<std::uint32_t>(NPE_CHAIN_FORCING));
  // r1c1=1, r1c3<>1, r1c3=3: the assumption, the false node the cell rule needs, the conclusion.
  ASSERT_EQ(view.chains[0].node_count, 3u);
  EXPECT_EQ(view.chains[0].nodes[2].cells[0], at(1, 3));
  EXPECT_EQ(view.chains[0].nodes[2].link, static_cast<std::uint32_t>(NPE_LINK_END));

  // r1c1=2 and r1c2=2 both: r1c2 loses its last candidate... the trace stops at the contradiction.
  trace->reset();
  board.keep(at(1, 2), {2});
  trace->assume(at(1, 1), 2, true);
  trace->run();
  EXPECT_TRUE(trace->contradicted());
  // Where it shows: r1c2's every candidate (its 2) false.
  ASSERT_EQ(trace->contradiction_size(), 1);
  const auto fact = trace->contradiction_fact(0);
  EXPECT_EQ(fact.cell, at(1, 2));
  EXPECT_EQ(fact.digit, 2);
  EXPECT_FALSE(fact.value);
}

// "Include this one header": npe/sdk.hpp includes every header of the toolkit, so what a header of
// npe/sdk/ offers is there with it alone.
TEST(SdkToolkit, TheOneHeaderIncludesEveryToolkitHeader) {
  const auto dir = test::source_dir() / "sdk" / "include" / "npe";
  std::ifstream in(dir / "sdk.hpp");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  int headers = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir / "sdk")) {
    ++headers;
    EXPECT_NE(text.find("#include \"sdk/" + item.path().filename().string() + "\""), std::string::npos)
        << item.path().filename() << " is not in npe/sdk.hpp";
  }
  EXPECT_GE(headers, 9);
}

}  // namespace
}  // namespace npe::sdk_toolkit_test
