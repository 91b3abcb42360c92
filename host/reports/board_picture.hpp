// Pictures of a position with one step highlighted (`npe show`, the compare HTML report): the
// digits, every candidate, and the step's evidence cells and digits, fins, base and cover houses,
// eliminations and placements; ABI 1.1 chains (strong links solid, weak dashed, arrows), colours and
// ALS. As terminal text (ANSI colour optional; chains listed under the board) and as SVG.
#pragma once

#include <string>
#include <vector>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe {

/** board_svg's geometry: cell (r, c) (from 0) spans x from kBoardMargin + c * kBoardCellSize, y
 *  likewise; its candidate d sits in slot ((d - 1) % 3, (d - 1) / 3) of a 3 x 3 grid of 12-unit slots
 *  (npe serve's page maps a click on the board to a cell and candidate with it). */
inline constexpr int kBoardCellSize = 36, kBoardMargin = 4;

/** 9 x 3 text rows of 9 cells, each cell 3 x 3 candidate slots. A slot is a marker and a digit:
 *  '-' eliminated, '+' placed by the step, '*' an evidence digit in an evidence cell, '~' a fin;
 *  filled cells show their digit in the middle. With `colour`, ANSI colours as well. */
std::string board_text(const Grid& grid, const Step* step, bool colour);

/** The step's chains, colours and ALS as text lines, one per chain ("chain 1: (5 r2c2) = (5 r2c7) - ...";
 *  '=' a strong link, '-' a weak one; forcing-chain nodes marked '+' true or '-' false), "" without any. */
std::string evidence_text(const Step& step);

/** A standalone <svg> element (no external resources); `caption` is written under the board.
 *  `preprocessed`: candidates of `grid` that preprocessing removed before the step, drawn struck
 *  through in purple (the step was found without them). */
std::string board_svg(const Grid& grid, const Step* step, const std::string& caption = {},
                      const std::vector<CellDigit>& preprocessed = {});

/** Escapes &, <, >, " for HTML/SVG text. */
std::string xml_escape(const std::string& text);

}  // namespace npe
