// SPDX-License-Identifier: MIT
// Header-only C++ side of the SDK: a technique is one small class, a plugin one NPE_PLUGIN line.
//
//   struct MyTechnique {
//     static constexpr npe_technique_desc descriptor = {
//         .struct_size = sizeof(npe_technique_desc), .id = "my.id", .name = "My technique", ...};
//     explicit MyTechnique(const npe::sdk::Params& params);
//     void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink);
//   };
//   NPE_PLUGIN("my", "1.0.0", MyTechnique)
//
// Exceptions thrown by a technique never cross the ABI: create returns NULL with the message,
// find returns NPE_FIND_ERROR and logs it through the host.
#pragma once

#include <npe/npe_plugin.h>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "board.hpp"
#include "step_builder.hpp"

namespace npe::sdk {

/** Read-only view of the position handed to find. */
class Position {
 public:
  explicit Position(const npe_position& position) : position_(position) {}
  int digit(int cell) const { return position_.digits[cell]; }
  Mask candidates(int cell) const { return position_.candidates[cell]; }
  bool find_all() const { return (position_.flags & NPE_FIND_ALL) != 0; }
  /** The 81 digits and the 81 candidate masks as arrays (to compare or copy a whole position). */
  const std::uint8_t* digits() const { return position_.digits; }
  const std::uint16_t* candidate_masks() const { return position_.candidates; }
  /** (1.1) Whether the filled cell's digit is a given of the puzzle (false: placed while solving). */
  bool is_given(int cell) const {
    return NPE_HAS_FIELD(&position_, npe_position, givens) && position_.givens && position_.givens[cell] != 0;
  }
  /** (1.1) Whether the host knows the puzzle has exactly one solution (uniqueness techniques need it). */
  bool known_unique() const {
    return NPE_HAS_FIELD(&position_, npe_position, facts) && (position_.facts & NPE_FACT_UNIQUE) != 0;
  }
  /** (1.2) The digit the host wants a placement of first (NPE_TECHNIQUE_KEY_DIGIT_FIRST), 1..9; 0 when
   *  none, when all steps are asked for (the host chooses among them itself), or from an older host. */
  int key_digit() const {
    if (find_all() || !NPE_HAS_FIELD(&position_, npe_position, key_digit)) return 0;
    return position_.key_digit <= 9 ? static_cast<int>(position_.key_digit) : 0;
  }
  /** (1.3) The empty cells holding `digit` as a candidate as three bands of 27 (npe_digit_bands), or
   *  nullptr when the host offers none (an older host): then derive them from candidates(). */
  const npe_digit_bands* candidate_bands(int digit) const {
    // NPE_HAS_FIELD takes the field's size, here a pointer's by design (clang-tidy reads sizeof(A*) as a slip).
    // NOLINTNEXTLINE(bugprone-sizeof-expression)
    if (!NPE_HAS_FIELD(&position_, npe_position, candidate_bands) || !position_.candidate_bands) return nullptr;
    return &position_.candidate_bands[digit - 1];
  }

  /** Cells of house h (0..26) whose candidates include `digit`, as a bit set over the house's
   *  9 positions (kHouseCells order); 0 when the digit is already placed in the house. */
  unsigned places_for(int house, int digit_wanted) const {
    unsigned places = 0;
    for (int k = 0; k < 9; ++k) {
      const int cell = kHouseCells[house][k];
      if (digit(cell) == digit_wanted) return 0;
      if (has_digit(candidates(cell), digit_wanted)) places |= 1u << k;
    }
    return places;
  }

 private:
  const npe_position& position_;
};

/** Hands steps to the host; `emit` returns false when the search should stop. */
class StepSink {
 public:
  StepSink(npe_step_sink sink, void* context, bool all) : sink_(sink), context_(context), all_(all) {}
  /** Throws std::length_error naming the limit when the builder overflowed (StepBuilder::overflowed). */
  bool emit(const StepBuilder& builder) {
    if (builder.overflowed())
      throw std::length_error(std::string("step exceeds the ABI's limits: ") + builder.overflowed());
    const npe_step& step = builder.view();
    if (sink_(context_, &step) == NPE_SINK_STOP) stopped_ = true;
    if (!all_) stopped_ = true;
    return !stopped_;
  }
  bool stopped() const { return stopped_; }

 private:
  npe_step_sink sink_;
  void* context_;
  bool all_;
  bool stopped_ = false;
};

/** Parameter values after validation against a technique's descriptor (defaults filled in). */
class Params {
 public:
  static constexpr std::uint32_t kMax = NPE_MAX_PARAMS;

  /** Validates raw key/value strings; throws std::invalid_argument with a user-facing message. */
  Params(const npe_technique_desc& desc, const npe_param* raw, std::uint32_t raw_count) : desc_(desc) {
    if (desc.param_count > kMax) throw std::invalid_argument("too many parameters declared");
    for (std::uint32_t i = 0; i < desc.param_count; ++i) values_[i] = desc.params[i].default_value;
    for (std::uint32_t r = 0; r < raw_count; ++r) {
      const std::string_view name = raw[r].name ? raw[r].name : "";
      const std::string_view text = raw[r].value ? raw[r].value : "";
      const std::uint32_t index = index_of(name);
      if (index == desc.param_count)
        throw std::invalid_argument(std::string(desc.id) + ": unknown parameter '" + std::string(name) + "'");
      const npe_param_desc& param = desc.params[index];
      std::int64_t value = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
      if (error != std::errc() || end != text.data() + text.size() || value < param.min_value ||
          value > param.max_value) {
        throw std::invalid_argument(std::string(desc.id) + ": parameter '" + std::string(name) +
                                    "' must be an integer " + std::to_string(param.min_value) + ".." +
                                    std::to_string(param.max_value) + ", got '" + std::string(text) + "'");
      }
      values_[index] = value;
    }
  }

  /** Value of a declared parameter; throws std::logic_error for an undeclared name. */
  std::int64_t get(std::string_view name) const {
    const std::uint32_t index = index_of(name);
    if (index == desc_.param_count) throw std::logic_error("undeclared parameter " + std::string(name));
    return values_[index];
  }

 private:
  std::uint32_t index_of(std::string_view name) const {
    std::uint32_t i = 0;
    while (i < desc_.param_count && name != desc_.params[i].name) ++i;
    return i;
  }

  const npe_technique_desc& desc_;
  std::int64_t values_[kMax] = {};
};

/** The host services given at init (valid until deinit). */
inline const npe_host* g_host = nullptr;

/** (1.3) Whether the host checks evidence records of `type` (npe_evidence_type); false before init and
 *  from an older host, which skips every record. */
inline bool host_checks_evidence(npe_evidence_type type) {
  if (!g_host || !NPE_HAS_FIELD(g_host, npe_host, evidence_type_count) || !g_host->evidence_types) return false;
  for (std::uint32_t i = 0; i < g_host->evidence_type_count; ++i) {
    if (g_host->evidence_types[i] == static_cast<std::uint32_t>(type)) return true;
  }
  return false;
}

/** Logs through the host; silent before init. */
inline void log(npe_log_level level, const char* message) {
  if (g_host && g_host->log) g_host->log(g_host->context, level, message);
}

namespace detail {

inline void write_error(char* buffer, std::uint32_t size, const char* message) {
  if (!buffer || size == 0) return;
  std::strncpy(buffer, message, size - 1);
  buffer[size - 1] = '\0';
}

struct InstanceBase {
  virtual ~InstanceBase() = default;
  virtual void find(const Position& position, StepSink& sink) = 0;
};

template <class Technique>
struct Instance final : InstanceBase {
  explicit Instance(const Params& params) : technique(params) {}
  void find(const Position& position, StepSink& sink) override { technique.find(position, sink); }
  Technique technique;
};

}  // namespace detail

/** The C entry points for a list of technique classes; used by NPE_PLUGIN. */
template <class... Techniques>
struct Plugin {
  static constexpr const npe_technique_desc* kDescriptors[] = {&Techniques::descriptor...};
  static constexpr std::uint32_t kCount = sizeof...(Techniques);

  static int32_t init(const npe_host* host) {
    g_host = host;
    return 0;
  }
  static void deinit() { g_host = nullptr; }
  static std::uint32_t technique_count() { return kCount; }
  static const npe_technique_desc* technique(std::uint32_t index) {
    return index < kCount ? kDescriptors[index] : nullptr;
  }

  static void* create(const char* id, const npe_param* params, std::uint32_t param_count, char* error,
                      std::uint32_t error_size) {
    if (!id) {
      detail::write_error(error, error_size, "technique id is NULL");
      return nullptr;
    }
    try {
      detail::InstanceBase* instance = nullptr;
      ((instance = instance ? instance : make<Techniques>(id, params, param_count)), ...);
      if (!instance) detail::write_error(error, error_size, (std::string("unknown technique id '") + id + "'").c_str());
      return instance;
    } catch (const std::exception& e) {
      detail::write_error(error, error_size, e.what());
    } catch (...) {
      detail::write_error(error, error_size, "unknown error");
    }
    return nullptr;
  }

  static void destroy(void* instance) { delete static_cast<detail::InstanceBase*>(instance); }

  static int32_t find(void* instance, const npe_position* position, npe_step_sink sink, void* sink_context) {
    if (!instance || !position || !sink || position->struct_size < NPE_POSITION_SIZE_1_0 || !position->digits ||
        !position->candidates) {
      return NPE_FIND_ERROR;
    }
    try {
      StepSink step_sink(sink, sink_context, (position->flags & NPE_FIND_ALL) != 0);
      if constexpr (kCount == 1) {
        // create makes nothing else: call the technique without the virtual dispatch.
        auto* base = static_cast<detail::InstanceBase*>(instance);
        static_cast<detail::Instance<Techniques...>*>(base)->technique.find(Position(*position), step_sink);
      } else {
        static_cast<detail::InstanceBase*>(instance)->find(Position(*position), step_sink);
      }
      return NPE_FIND_OK;
    } catch (const std::exception& e) {
      log(NPE_LOG_ERROR, e.what());
    } catch (...) {
      log(NPE_LOG_ERROR, "unknown error in find");
    }
    return NPE_FIND_ERROR;
  }

 private:
  template <class Technique>
  static detail::InstanceBase* make(const char* id, const npe_param* params, std::uint32_t param_count) {
    if (std::strcmp(id, Technique::descriptor.id) != 0) return nullptr;
    return new detail::Instance<Technique>(Params(Technique::descriptor, params, param_count));
  }
};

}  // namespace npe::sdk

/** Defines the plugin's one exported symbol for the given technique classes. */
#define NPE_PLUGIN(PLUGIN_ID, PLUGIN_VERSION, ...)                           \
  extern "C" NPE_EXPORT const npe_plugin_entry npe_entry = {                 \
      {NPE_ABI_VERSION_MAJOR, NPE_ABI_VERSION_MINOR, NPE_ABI_VERSION_PATCH}, \
      sizeof(npe_plugin_entry),                                              \
      PLUGIN_ID,                                                             \
      PLUGIN_VERSION,                                                        \
      &npe::sdk::Plugin<__VA_ARGS__>::init,                                  \
      &npe::sdk::Plugin<__VA_ARGS__>::deinit,                                \
      &npe::sdk::Plugin<__VA_ARGS__>::technique_count,                       \
      &npe::sdk::Plugin<__VA_ARGS__>::technique,                             \
      &npe::sdk::Plugin<__VA_ARGS__>::create,                                \
      &npe::sdk::Plugin<__VA_ARGS__>::destroy,                               \
      &npe::sdk::Plugin<__VA_ARGS__>::find,                                  \
  };
