// Colouring (docs/techniques.md "Colouring"): HoDoKu's Simple Colors and Multi Colors, Sudopedia's
// Weak Colors and X-Colors, and Bob Hanson's 3D Medusa.
#include "extended_colors.hpp"
#include "medusa.hpp"
#include "simple_colors.hpp"

NPE_PLUGIN("coloring", "1.0.0", npe::plugins::coloring::SimpleColors, npe::plugins::coloring::MultiColors,
           npe::plugins::coloring::WeakColors, npe::plugins::coloring::XColors, npe::plugins::coloring::Medusa)
