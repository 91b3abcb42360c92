// The uniqueness techniques (docs/techniques.md, "Uniqueness"): descriptors and find. Every one
// finds nothing unless the host says the puzzle has exactly one solution (NPE_FACT_UNIQUE): their
// logic is "this would give a second solution". Points are HoDoKu's base scores (100 each),
// ratings Sudoku Explainer's where SE has the technique (unique rectangle 4.5, type 3 4.5 + 0.1 per
// digit past the first of its naked set, BUG type 1 5.6), else 0.
#pragma once

#include <npe/sdk.hpp>

#include "avoidable_rectangle.hpp"
#include "bug.hpp"
#include "bug_plus_n.hpp"
#include "extended_rectangle.hpp"
#include "extended_rectangle3.hpp"
#include "hidden_avoidable_rectangle.hpp"
#include "rectangle_aic.hpp"
#include "rectangle_als.hpp"
#include "rectangle_types.hpp"
#include "rectangle_wing.hpp"

namespace npe::plugins::uniqueness {

inline constexpr npe_param_desc kAllowMissingParam[] = {
    {sizeof(npe_param_desc), "allow_missing",
     "1: a rectangle's cells may miss a or b (eliminated earlier, not placed in a peer; HoDoKu's default); 0: they "
     "hold both",
     NPE_PARAM_INT, 0, 1, 1}};

inline constexpr npe_param_desc kMaxCellsParam[] = {{sizeof(npe_param_desc), "max_cells",
                                                     "largest pattern searched (cells)", NPE_PARAM_INT, 5,
                                                     BugLiteSearch::kMaxCells, 12}};

inline constexpr npe_param_desc kMaxExtrasParam[] = {{sizeof(npe_param_desc), "max_extras",
                                                      "most candidates outside the BUG (n of BUG + n) searched",
                                                      NPE_PARAM_INT, 2, BugPlusNSearch::kMaxExtras, 8}};

inline constexpr std::uint32_t kUniquenessFlags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_NEEDS_UNIQUENESS;

// HoDoKu's reglib variants -1 and -2 are its option "allow missing candidates" off and on; a fail
// case (variant x) runs with HoDoKu's default (on).
inline constexpr npe_reglib_code kCodes0600[] = {{"0600-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0600-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0601[] = {{"0601-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0601-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0602[] = {{"0602-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0602-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0603[] = {{"0603-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0603-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0604[] = {{"0604-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0604-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0605[] = {{"0605-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0605-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0606[] = {{"0606-1", "allow_missing=0", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0606-2", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0},
                                                 {"0606-x", "allow_missing=1", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0607[] = {{"0607", "", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0608[] = {{"0608", "", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kCodes0610[] = {{"0610", "", 0, 0, 0}};  // BUG + 1 cases carry no digits
inline constexpr npe_reglib_code kCodes0620[] = {{"0620", "", NPE_REGLIB_DIGITS, 0, 0}};

/** A descriptor of this plugin: eliminations, find-all, needs uniqueness, HoDoKu's 100 points. */
constexpr npe_technique_desc describe_with(const char* id, const char* name, const char* description, int rating_x10,
                                           std::uint32_t param_count, const npe_param_desc* params,
                                           std::uint32_t code_count, const npe_reglib_code* codes,
                                           std::uint32_t flags) {
  return {.struct_size = sizeof(npe_technique_desc),
          .id = id,
          .name = name,
          .description = description,
          .default_points = 100,
          .default_rating_x10 = rating_x10,
          .yields = NPE_YIELDS_ELIMINATIONS,
          .flags = kUniquenessFlags | flags,
          .param_count = param_count,
          .params = params,
          .reglib_code_count = code_count,
          .reglib_codes = codes};
}

/** Counts from the arrays' types (GCC's sanitizer builds refuse a pointer test in a constant
 *  expression, so no `params ? 1 : 0`). */
template <std::size_t N, std::size_t P>
constexpr npe_technique_desc describe(const char* id, const char* name, const char* description, int rating_x10,
                                      const npe_param_desc (&params)[P], const npe_reglib_code (&codes)[N],
                                      std::uint32_t flags = 0) {
  return describe_with(id, name, description, rating_x10, P, params, N, codes, flags);
}

template <std::size_t N>
constexpr npe_technique_desc describe(const char* id, const char* name, const char* description, int rating_x10,
                                      std::nullptr_t, const npe_reglib_code (&codes)[N], std::uint32_t flags = 0) {
  return describe_with(id, name, description, rating_x10, 0, nullptr, N, codes, flags);
}

/** A technique over the rectangles of rectangle_scan.hpp; `Type` has the descriptor and decides one
 *  rectangle. */
template <class Type>
class RectangleTechnique {
 public:
  static constexpr npe_technique_desc descriptor = Type::descriptor;

  explicit RectangleTechnique(const sdk::Params& params) : allow_missing_(params.get("allow_missing") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    scan_rectangles(board, allow_missing_,
                    [&](const Rectangle& rect) { return Type::check(board, rect, report_, sink); });
  }

 private:
  bool allow_missing_;
  StepReport report_;
};

struct Type1 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type1", "Uniqueness Test 1",
               "unique rectangle with three cells holding only its two digits: the fourth loses both", 45,
               kAllowMissingParam, kCodes0600);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type1(board, rect, report, sink);
  }
};
struct Type2 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type2", "Uniqueness Test 2",
               "unique rectangle whose two extra cells in one row or column share one extra digit: cells seeing "
               "both lose it",
               45, kAllowMissingParam, kCodes0601);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type2_or_5(board, rect, report, sink, 2);
  }
};
struct Type3 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type3", "Uniqueness Test 3",
               "unique rectangle whose extra digits form a naked set with other cells of a house: the house's "
               "other cells lose them",
               46, kAllowMissingParam, kCodes0602);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type3(board, rect, report, sink);
  }
};
struct Type4 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type4", "Uniqueness Test 4",
               "unique rectangle whose two extra cells hold the only places of one digit in a house: they lose "
               "the other digit",
               45, kAllowMissingParam, kCodes0603);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type4(board, rect, report, sink);
  }
};
struct Type5 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type5", "Uniqueness Test 5",
               "unique rectangle whose diagonal or three extra cells share one extra digit: cells seeing all of "
               "them lose it",
               45, kAllowMissingParam, kCodes0604);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type2_or_5(board, rect, report, sink, 5);
  }
};
struct Type6 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.type6", "Uniqueness Test 6",
               "unique rectangle with diagonal extra cells and an X-Wing of one digit on its rows and columns: the "
               "extra cells lose that digit",
               0, kAllowMissingParam, kCodes0605);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_type6(board, rect, report, sink);
  }
};
struct Hidden {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.hidden_rectangle", "Hidden Rectangle",
               "unique rectangle whose digit has no place outside it in the row and column of the corner opposite "
               "a plain cell: that corner loses the other digit",
               0, kAllowMissingParam, kCodes0606);
  static bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_hidden_rectangle(board, rect, report, sink);
  }
};

using UniquenessTest1 = RectangleTechnique<Type1>;
using UniquenessTest2 = RectangleTechnique<Type2>;
using UniquenessTest3 = RectangleTechnique<Type3>;
using UniquenessTest4 = RectangleTechnique<Type4>;
using UniquenessTest5 = RectangleTechnique<Type5>;
using UniquenessTest6 = RectangleTechnique<Type6>;
using HiddenRectangle = RectangleTechnique<Hidden>;

/** Avoidable rectangles over placed (non-given) digits; `Type` has the descriptor and decides one. */
template <class Type>
class AvoidableTechnique {
 public:
  static constexpr npe_technique_desc descriptor = Type::descriptor;

  explicit AvoidableTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    scan_avoidable_rectangles(board,
                              [&](const AvoidableRectangle& rect) { return Type::check(board, rect, report_, sink); });
  }

 private:
  StepReport report_;
};

struct Avoidable1 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.avoidable1", "Avoidable Rectangle Type 1",
               "rectangle of placed (non-given) digits a, b and one more placed corner: the last corner loses the "
               "digit that would make it swappable",
               0, nullptr, kCodes0607, NPE_TECHNIQUE_USES_GIVENS);
  static bool check(const BoardView& board, const AvoidableRectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_avoidable1(board, rect, report, sink);
  }
};
struct Avoidable2 {
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.avoidable2", "Avoidable Rectangle Type 2",
               "rectangle of placed (non-given) digits a, b whose two empty corners hold their deadly digit and one "
               "extra digit x: cells seeing both lose x",
               0, nullptr, kCodes0608, NPE_TECHNIQUE_USES_GIVENS);
  static bool check(const BoardView& board, const AvoidableRectangle& rect, StepReport& report, sdk::StepSink& sink) {
    return check_avoidable2(board, rect, report, sink);
  }
};

using AvoidableRectangle1 = AvoidableTechnique<Avoidable1>;
using AvoidableRectangle2 = AvoidableTechnique<Avoidable2>;

class BugPlusOne {
 public:
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.bug1", "Bivalue Universal Grave + 1",
               "every empty cell bivalue but one with three candidates: it takes the digit with three places in "
               "its houses",
               56, nullptr, kCodes0610);

  explicit BugPlusOne(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    find_bug_plus_one(board, report_, sink);
  }

 private:
  StepReport report_;
};

/** BUG + n, n >= 2 (bug_plus_n.hpp): no HoDoKu code (HoDoKu has BUG + 1 only), no Sudoku Explainer rating. */
class BugPlusN {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.bug_plus_n", "Bivalue Universal Grave + n",
                    "every empty cell keeps two candidates so that each digit has 0 or 2 places in every house: one "
                    "of the n others is true, so what each of them excludes goes",
                    0, 1, kMaxExtrasParam, 0, nullptr, 0);

  explicit BugPlusN(const sdk::Params& params) : search_(static_cast<int>(params.get("max_extras"))) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    search_.run(board, report_, sink);
  }

 private:
  BugPlusNSearch search_;
  StepReport report_;
};

/** Extended Unique Rectangles (extended_rectangle.hpp), types 1, 2 and 4: no HoDoKu code, no SE rating. */
inline constexpr npe_technique_desc kExtendedRectangleDescriptors[] = {
    describe_with("uniqueness.extended_rectangle1", "Extended Unique Rectangle Type 1",
                  "six cells where two lines cross three (two or three boxes), five holding only three digits: the "
                  "sixth loses them (else the lines could swap their digits)",
                  0, 0, nullptr, 0, nullptr, 0),
    describe_with("uniqueness.extended_rectangle2", "Extended Unique Rectangle Type 2",
                  "six cells where two lines cross three (two or three boxes) holding three digits, the cells with "
                  "more all with one extra digit x: cells seeing all of them lose x",
                  0, 0, nullptr, 0, nullptr, 0),
    describe_with("uniqueness.extended_rectangle4", "Extended Unique Rectangle Type 4",
                  "six cells where two lines cross three (two or three boxes) holding three digits, two cells with "
                  "more holding the only places of one of them in a house: they lose the other two",
                  0, 0, nullptr, 0, nullptr, 0)};

template <int Type>
class ExtendedRectangleTechnique {
 public:
  static constexpr npe_technique_desc descriptor = kExtendedRectangleDescriptors[Type == 4 ? 2 : Type - 1];

  explicit ExtendedRectangleTechnique(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    scan_extended_rectangles(board, [&](const ExtendedRectangle& rect) {
      return check_extended_rectangle(board, rect, Type, report_, sink);
    });
  }

 private:
  StepReport report_;
};

using ExtendedRectangle1 = ExtendedRectangleTechnique<1>;
using ExtendedRectangle2 = ExtendedRectangleTechnique<2>;
using ExtendedRectangle4 = ExtendedRectangleTechnique<4>;

/** Extended Unique Rectangle Type 3 (extended_rectangle3.hpp): no HoDoKu code, no SE rating. */
class ExtendedRectangle3 {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.extended_rectangle3", "Extended Unique Rectangle Type 3",
                    "six cells where two lines cross three (two or three boxes) holding three digits, the cells with "
                    "more in one house: their extra digits and other cells of the house form a naked set, the "
                    "house's other cells lose its digits",
                    0, 0, nullptr, 0, nullptr, 0);

  explicit ExtendedRectangle3(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    ExtendedRectangle3Search search(board, report_, sink);
    scan_extended_rectangles(board, [&](const ExtendedRectangle& rect) { return search.check(rect); });
  }

 private:
  StepReport report_;
};

inline constexpr npe_param_desc kWingSizeParam[] = {
    {sizeof(npe_param_desc), "size", "digits of the roof besides the rectangle's (2 XY-Wing, 3 XYZ-Wing, 4 WXYZ-Wing)",
     NPE_PARAM_INT, RectangleWingSearch::kMinSize, RectangleWingSearch::kMaxSize, 2}};

/** Unique Rectangle XY-, XYZ- and WXYZ-Wing (rectangle_wing.hpp): no HoDoKu code, no SE rating. */
class RectangleWing {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.rectangle_wing", "Unique Rectangle XY-/XYZ-/WXYZ-Wing",
                    "unique rectangle whose two roof cells act as the pivot of a wing with bivalue branches, one per "
                    "extra digit: cells seeing every branch (and the roof's z) lose z",
                    0, 1, kWingSizeParam, 0, nullptr, 0);

  explicit RectangleWing(const sdk::Params& params) : size_(static_cast<int>(params.get("size"))) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    RectangleWingSearch search(board, size_, report_, sink);
    scan_rectangles(board, false, [&](const Rectangle& rect) { return search.check(rect); });
  }

 private:
  int size_;
  StepReport report_;
};

inline constexpr npe_param_desc kDoublyParam[] = {
    {sizeof(npe_param_desc), "doubly",
     "0: the Singly-Linked rule (the y-cells share no house); 1: the Doubly-Linked rule (they do: x and y both "
     "restricted)",
     NPE_PARAM_INT, 0, 1, 0}};

/** Unique Rectangle Singly- and Doubly-Linked ALS-XZ (rectangle_als.hpp): no HoDoKu code, no SE rating. */
class RectangleAls {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.rectangle_als", "Unique Rectangle Almost Locked Sets XZ Rule",
                    "unique rectangle whose cells hold two extra digits x and y: an almost locked set whose x sees "
                    "the rectangle's x makes cells seeing every y of both lose y (doubly linked: x too, and the "
                    "set's other digits leave its house)",
                    0, 1, kDoublyParam, 0, nullptr, 0);

  explicit RectangleAls(const sdk::Params& params) : search_(params.get("doubly") != 0) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    search_.collect(position, board);
    scan_all_rectangles(board, [&](const Rectangle& rect) { return search_.check(board, rect, report_, sink); });
  }

 private:
  RectangleAlsSearch search_;
  StepReport report_;
};

inline constexpr npe_param_desc kAicLengthParam[] = {
    {sizeof(npe_param_desc), "max_length", "most links of the chain, the rectangle's strong link included",
     NPE_PARAM_INT, RectangleAicSearch::kMinLength, RectangleAicSearch::kMaxLength,
     RectangleAicSearch::kDefaultLength}};

/** Almost Unique Rectangle Chain (rectangle_aic.hpp): no HoDoKu code, no SE rating. */
class RectangleAic {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.rectangle_aic", "Almost Unique Rectangle Chain",
                    "unique rectangle whose other candidates are exactly two, g1 and g2 (one is true): an alternating "
                    "inference chain through the strong link g1 = g2 removes what sees both its ends",
                    0, 1, kAicLengthParam, 0, nullptr, 0);

  explicit RectangleAic(const sdk::Params& params) : search_(static_cast<int>(params.get("max_length"))) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    search_.build(position);
    scan_all_rectangles(board, [&](const Rectangle& rect) { return search_.check(board, rect, report_, sink); });
  }

 private:
  RectangleAicSearch search_;
  StepReport report_;
};

/** Hidden Avoidable Rectangle (hidden_avoidable_rectangle.hpp): no HoDoKu code, no SE rating. */
class HiddenAvoidableRectangle {
 public:
  static constexpr npe_technique_desc descriptor =
      describe_with("uniqueness.hidden_avoidable", "Hidden Avoidable Rectangle",
                    "rectangle of a placed (non-given) digit a and three empty corners; b has no other place in "
                    "the row and the column of the corner opposite a: that corner loses a",
                    0, 0, nullptr, 0, nullptr, NPE_TECHNIQUE_USES_GIVENS);

  explicit HiddenAvoidableRectangle(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    find_hidden_avoidable_rectangles(board, report_, sink);
  }

 private:
  StepReport report_;
};

class BugLite {
 public:
  static constexpr npe_technique_desc descriptor =
      describe("uniqueness.bug_lite", "BUG Lite",
               "cells whose candidate pairs hold every digit twice or not at all in each house, all bivalue but "
               "one: that cell loses its pair",
               46, kMaxCellsParam, kCodes0620);

  explicit BugLite(const sdk::Params& params) : search_(static_cast<int>(params.get("max_cells"))) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    const BoardView board(position);
    search_.run(board, report_, sink);
  }

 private:
  BugLiteSearch search_;
  StepReport report_;
};

}  // namespace npe::plugins::uniqueness
