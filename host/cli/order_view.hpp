// Text and JSON views of NpValidLE's order diagnostics (npe validate --orders).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "solver/order_search.hpp"
#include "solver/puzzle_validation.hpp"

namespace npe::cli {

/** Boards A, B and C side by side ('*' marks a cell where the two answers differ), each order's
 *  trial count, and whether the order method finds what the exact count found. */
std::string orders_text(const OrderDiagnosis& diagnosis, const Validation& exact);

nlohmann::json orders_json(const OrderDiagnosis& diagnosis, const Validation& exact);

/** The one-line comparison of the order method with the exact count. */
std::string orders_verdict(const OrderDiagnosis& diagnosis, const Validation& exact);

}  // namespace npe::cli
