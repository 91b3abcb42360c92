// Wings (docs/techniques.md "Wings"): HoDoKu's XY-Wing, XYZ-Wing and W-Wing, and the WXYZ-Wing.
#include "w_wing.hpp"
#include "wxyz_wing.hpp"
#include "xy_wing.hpp"

NPE_PLUGIN("wings", "1.0.0", npe::plugins::wings::XyWing, npe::plugins::wings::XyzWing, npe::plugins::wings::WWing,
           npe::plugins::wings::WxyzWing)
