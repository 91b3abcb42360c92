#include "reglib_techniques.hpp"

namespace npe {

namespace {

ParamList size(int n) { return {{"size", std::to_string(n)}}; }

}  // namespace

const std::vector<ReglibTechnique>& reglib_techniques() {
  // The same table as tests/reglib_cases_test.cpp: a full house or a hidden single is found by one
  // of the singles techniques (whichever house it lies in), so none of them finds every case alone.
  static const std::vector<ReglibTechnique> table = {
      {"0000", "full house", "box", {}, false, false},
      {"0000", "full house", "row", {}, false, false},
      {"0000", "full house", "col", {}, false, false},
      {"0000", "full house", "cell", {}, false, false},
      {"0002", "hidden single", "box", {}, false, false},
      {"0002", "hidden single", "row", {}, false, false},
      {"0002", "hidden single", "col", {}, false, false},
      {"0003", "naked single", "cell", {}, false, true},
      {"0100", "locked candidates type 1 (pointing)", "hidden_digit.pointing", {}, false, true},
      {"0101", "locked candidates type 2 (claiming)", "hidden_digit.claiming", {}, false, true},
      {"0110", "locked pair", "locked_set.naked", size(2), true, true},
      {"0111", "locked triple", "locked_set.naked", size(3), true, true},
      {"0200", "naked pair", "locked_set.naked", size(2), true, true},
      {"0201", "naked triple", "locked_set.naked", size(3), true, true},
      {"0202", "naked quadruple", "locked_set.naked", size(4), true, true},
      {"0210", "hidden pair", "locked_set.hidden", size(2), true, true},
      {"0211", "hidden triple", "locked_set.hidden", size(3), true, true},
      {"0212", "hidden quadruple", "locked_set.hidden", size(4), true, true},
      // Fish (tests/fish_reglib_test.cpp also runs the Siamese codes 03111.. , which combine two steps).
      {"0300", "X-Wing", "fish.basic", size(2), true, true},
      {"0301", "Swordfish", "fish.basic", size(3), true, true},
      {"0302", "Jellyfish", "fish.basic", size(4), true, true},
      {"0310", "finned X-Wing", "fish.finned", size(2), true, true},
      {"0311", "finned Swordfish", "fish.finned", size(3), true, true},
      {"0312", "finned Jellyfish", "fish.finned", size(4), true, true},
      {"0320", "sashimi X-Wing", "fish.finned", size(2), true, true},
      {"0321", "sashimi Swordfish", "fish.finned", size(3), true, true},
      {"0322", "sashimi Jellyfish", "fish.finned", size(4), true, true},
  };
  return table;
}

std::vector<ReglibTechnique> reglib_techniques_of(const std::string& technique) {
  std::vector<ReglibTechnique> found;
  for (const auto& entry : reglib_techniques()) {
    if (entry.technique == technique) found.push_back(entry);
  }
  return found;
}

}  // namespace npe
