// A plain table for the text and Markdown outputs of `npe compare`: a header row and data rows,
// printed with aligned columns (first column left, others right) or as a Markdown table.
#pragma once

#include <string>
#include <vector>

namespace npe {

struct TextTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;

  std::string aligned(const std::string& indent = "") const;
  std::string markdown() const;
};

}  // namespace npe
