// Small inline-SVG charts for the compare HTML report (no scripts, no external resources).
#pragma once

#include <string>
#include <vector>

namespace npe {

/** A colour per series index, from a fixed palette. */
std::string series_colour(std::size_t index);

struct Bar {
  std::string label;
  double value = 0;
};

/** Vertical bars with labels under them and values over them. */
std::string svg_column_chart(const std::string& title, const std::vector<Bar>& bars, const std::string& colour);

/** Horizontal bars: one group per row label, one bar per series (values[row][series]), with a legend. */
std::string svg_grouped_bars(const std::string& title, const std::vector<std::string>& rows,
                             const std::vector<std::string>& series, const std::vector<std::vector<double>>& values);

/** A square matrix of counts (rows and columns the same labels), shaded by value. */
std::string svg_matrix(const std::string& title, const std::vector<std::string>& labels,
                       const std::vector<std::vector<long>>& values);

}  // namespace npe
