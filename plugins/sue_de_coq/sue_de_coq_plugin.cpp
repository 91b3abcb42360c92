// Sue de Coq, as HoDoKu finds and prints it (docs/techniques.md, "Sue de Coq").
#include "sue_de_coq.hpp"

NPE_PLUGIN("sue_de_coq", "1.0.0", npe::plugins::sue_de_coq::SueDeCoq)
