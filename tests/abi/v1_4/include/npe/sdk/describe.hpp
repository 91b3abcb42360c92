// SPDX-License-Identifier: MIT
// A technique's descriptor from what its author writes: the array counts come from the arrays
// (std::size), and the rules the host's loader enforces on ids, names, yields and parameter lists are
// checked while compiling (a consteval function that throws does not compile):
//
//   static constexpr npe_reglib_code kReglib[] = {{.code = "0200"}};
//   static constexpr npe_technique_desc descriptor = npe::sdk::describe(
//       {.id = "my.id", .name = "My technique", .description = "...", .default_points = 40,
//        .yields = NPE_YIELDS_ELIMINATIONS},
//       kReglib);
#pragma once

#include <npe/npe_plugin.h>

#include <cstddef>
#include <cstdint>
#include <iterator>

namespace npe::sdk {

/** The descriptor's fields a technique's author chooses (npe_technique_desc without sizes and lists). */
struct TechniqueInfo {
  const char* id = nullptr;           // lowercase [a-z0-9_.]+, at most NPE_MAX_ID_LENGTH characters
  const char* name = nullptr;         // display name
  const char* description = nullptr;  // one line
  std::int32_t default_points = 0;
  std::int32_t default_rating_x10 = 0;
  std::uint32_t yields = 0;  // npe_yields bits
  std::uint32_t flags = 0;   // npe_technique_flags bits
};

namespace detail {

/** Not constexpr: reaching it while compiling describe() is the compile error that names the rule. */
inline void descriptor_rule_broken(const char*) {}

// No pointer is compared with nullptr here: GCC's sanitizer builds refuse such a test in a constant
// expression. A missing id or name is still a compile error: reading through nullptr is never constant.
consteval bool is_well_formed_id(const char* id) {
  if (*id == '\0') return false;
  std::size_t length = 0;
  for (; id[length] != '\0'; ++length) {
    const char c = id[length];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.')) return false;
  }
  return length <= NPE_MAX_ID_LENGTH;
}

consteval npe_technique_desc checked(const TechniqueInfo& info, const npe_param_desc* params, std::size_t param_count,
                                     const npe_reglib_code* codes, std::size_t code_count) {
  if (!is_well_formed_id(info.id))
    descriptor_rule_broken("technique id: lowercase [a-z0-9_.]+, NPE_MAX_ID_LENGTH at most");
  if (*info.name == '\0') descriptor_rule_broken("technique name missing");
  if (info.yields == 0 || (info.yields & ~std::uint32_t{NPE_YIELDS_PLACEMENTS | NPE_YIELDS_ELIMINATIONS}) != 0) {
    descriptor_rule_broken("yields: NPE_YIELDS_PLACEMENTS and/or NPE_YIELDS_ELIMINATIONS");
  }
  if (param_count > NPE_MAX_PARAMS) descriptor_rule_broken("more than NPE_MAX_PARAMS parameters");
  for (std::size_t i = 0; i < param_count; ++i) {
    if (params[i].min_value > params[i].default_value || params[i].default_value > params[i].max_value) {
      descriptor_rule_broken("parameter default outside min_value..max_value");
    }
  }
  return {.struct_size = sizeof(npe_technique_desc),
          .id = info.id,
          .name = info.name,
          .description = info.description,
          .default_points = info.default_points,
          .default_rating_x10 = info.default_rating_x10,
          .yields = info.yields,
          .flags = info.flags,
          .param_count = static_cast<std::uint32_t>(param_count),
          .params = param_count ? params : nullptr,
          .reglib_code_count = static_cast<std::uint32_t>(code_count),
          .reglib_codes = code_count ? codes : nullptr};
}

}  // namespace detail

/** A descriptor without parameters or regression-library codes. */
consteval npe_technique_desc describe(const TechniqueInfo& info) {
  return detail::checked(info, nullptr, 0, nullptr, 0);
}

/** A descriptor answering the regression-library codes `codes`. */
template <std::size_t kCodes>
consteval npe_technique_desc describe(const TechniqueInfo& info, const npe_reglib_code (&codes)[kCodes]) {
  return detail::checked(info, nullptr, 0, codes, std::size(codes));
}

/** A descriptor with parameters `params`. */
template <std::size_t kParams>
consteval npe_technique_desc describe(const TechniqueInfo& info, const npe_param_desc (&params)[kParams]) {
  return detail::checked(info, params, std::size(params), nullptr, 0);
}

/** A descriptor with parameters `params`, answering the regression-library codes `codes`. */
template <std::size_t kParams, std::size_t kCodes>
consteval npe_technique_desc describe(const TechniqueInfo& info, const npe_param_desc (&params)[kParams],
                                      const npe_reglib_code (&codes)[kCodes]) {
  return detail::checked(info, params, std::size(params), codes, std::size(codes));
}

}  // namespace npe::sdk
