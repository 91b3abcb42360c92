#include "reports/text_table.hpp"

#include <algorithm>

namespace npe {

std::string TextTable::aligned(const std::string& indent) const {
  std::vector<std::size_t> widths(header.size(), 0);
  auto measure = [&](const std::vector<std::string>& row) {
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
  };
  measure(header);
  for (const auto& row : rows) measure(row);
  auto line = [&](const std::vector<std::string>& row) {
    std::string out = indent;
    for (std::size_t c = 0; c < widths.size(); ++c) {
      const std::string cell = c < row.size() ? row[c] : "";
      const std::string pad(widths[c] - cell.size(), ' ');
      out += c == 0 ? cell + pad : "  " + pad + cell;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = line(header);
  for (const auto& row : rows) out += line(row);
  return out;
}

std::string TextTable::markdown() const {
  auto line = [](const std::vector<std::string>& row) {
    std::string out = "|";
    for (const auto& cell : row) out += " " + cell + " |";
    return out + "\n";
  };
  std::string out = line(header) + "|";
  for (std::size_t c = 0; c < header.size(); ++c) out += c == 0 ? " --- |" : " ---: |";
  out += "\n";
  for (const auto& row : rows) out += line(row);
  return out;
}

}  // namespace npe
