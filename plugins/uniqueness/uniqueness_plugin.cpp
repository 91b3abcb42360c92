#include "uniqueness_techniques.hpp"

namespace u = npe::plugins::uniqueness;
NPE_PLUGIN("uniqueness", "1.0.0", u::UniquenessTest1, u::UniquenessTest2, u::UniquenessTest3, u::UniquenessTest4,
           u::UniquenessTest5, u::UniquenessTest6, u::HiddenRectangle, u::AvoidableRectangle1, u::AvoidableRectangle2,
           u::BugPlusOne, u::BugLite, u::BugPlusN, u::HiddenAvoidableRectangle, u::ExtendedRectangle1,
           u::ExtendedRectangle2, u::ExtendedRectangle3, u::ExtendedRectangle4, u::RectangleWing, u::RectangleAls,
           u::RectangleAic)
