// Single-digit patterns (docs/techniques.md "Single-digit patterns"): HoDoKu's Skyscraper,
// 2-String Kite, Turbot Fish, Empty Rectangle and their duals; the Grouped Turbot Fish (Sudopedia);
// the Broken Wing (SudokuWiki's Guardians).
#include "broken_wing.hpp"
#include "empty_rectangle.hpp"
#include "grouped_turbot_fish.hpp"
#include "skyscraper.hpp"
#include "turbot_fish.hpp"
#include "two_string_kite.hpp"

NPE_PLUGIN("single_digit", "1.0.0", npe::plugins::single_digit::Skyscraper, npe::plugins::single_digit::TwoStringKite,
           npe::plugins::single_digit::TurbotFish, npe::plugins::single_digit::EmptyRectangleTechnique,
           npe::plugins::single_digit::DualTwoStringKite, npe::plugins::single_digit::DualEmptyRectangle,
           npe::plugins::single_digit::GroupedTurbotFish, npe::plugins::single_digit::BrokenWing)
