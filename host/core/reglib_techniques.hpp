// Which npe techniques find the steps of HoDoKu's regression library codes (HoDoKu's SolutionType
// numbers, the first field of a reglib line). Shared by the reglib tests and `npe check-plugin`.
#pragma once

#include <string>
#include <vector>

#include "plugin_registry.hpp"

namespace npe {

struct ReglibTechnique {
  std::string code;       // "0200"
  std::string what;       // HoDoKu's name, "naked pair"
  std::string technique;  // "locked_set.naked"
  ParamList params;       // {{"size", "2"}}
  bool check_digits = false;  // the step's digit mask must equal the case's digits
  bool alone = true;      // this technique finds every case of the code (else one of several does)
};

/** Every mapping, ordered by code. */
const std::vector<ReglibTechnique>& reglib_techniques();

/** The mappings of one technique id. */
std::vector<ReglibTechnique> reglib_techniques_of(const std::string& technique);

}  // namespace npe
