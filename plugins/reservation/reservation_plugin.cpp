#include "reservation_technique.hpp"

NPE_PLUGIN("reservation", "1.0.0", npe::plugins::ReservationTechnique)
