// One loaded plugin library: its handle (Boost.DLL, hidden in plugin_library.cpp), its entry and its
// validated techniques.
#pragma once

#include <npe/npe_plugin.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace npe {

class PluginLibrary;

using ParamList = std::vector<std::pair<std::string, std::string>>;

/** The 1.5 flags that say which transformations carry a technique's steps along (at most one). */
inline constexpr std::uint32_t kGeometryFlags = NPE_TECHNIQUE_ONE_HOUSE_KIND | NPE_TECHNIQUE_HALF_TURN_GEOMETRY |
                                                NPE_TECHNIQUE_DIAGONAL_GEOMETRY | NPE_TECHNIQUE_FIXED_GEOMETRY;

/** A regression-library code a technique answers (ABI 1.1 npe_reglib_code), parameters parsed. */
struct ReglibAnswer {
  std::string code;                       // "0200", "0707-1", "03111"
  ParamList params;                       // to create the technique with
  std::uint32_t flags = 0;                // npe_reglib_flags
  std::uint32_t kind_mask = 0, kind = 0;  // steps answer when (kind & kind_mask) == kind
};

struct ParamInfo {
  std::string name;
  std::string description;
  std::int64_t min_value = 0;
  std::int64_t max_value = 0;
  std::int64_t default_value = 0;
};

/** A technique descriptor copied out of the plugin (host-owned strings). */
struct TechniqueInfo {
  std::string id;
  std::string name;
  std::string description;
  int default_points = 0;
  int default_rating_x10 = 0;
  std::uint32_t yields = 0;
  std::uint32_t flags = 0;
  std::vector<ParamInfo> params;
  const PluginLibrary* library = nullptr;
  std::vector<ReglibAnswer> reglib_codes;  // ABI 1.1; empty for 1.0 plugins
};

/** The evidence record types (ABI 1.3) whose logic the host checks (host/evidence/records.cpp),
 *  told to every plugin in npe_host.evidence_types; tests/evidence_records_test.cpp shows each refused
 *  when it lies. */
inline constexpr std::array<std::uint32_t, 3> kCheckedEvidenceTypes = {NPE_EVIDENCE_LEMMA, NPE_EVIDENCE_SETS,
                                                                       NPE_EVIDENCE_PATTERN};

/** The last error message a plugin logged on this thread (NPE_LOG_ERROR; the SDK logs an exception's
 *  message there when find throws), cleared by the call; empty when none was logged. Call it before
 *  a find to forget older messages and after a failed find to name why it failed. */
std::string take_plugin_error();

/** "1.1.0". */
std::string version_text(const npe_version& version);
/** The ABI version this host speaks, "1.2.0". */
std::string host_abi_version_text();
/** Why the host refuses an entry's ABI version or size (npe_abi_is_compatible), or nullopt. */
std::optional<std::string> abi_refusal(const npe_plugin_entry& entry);

/** Loads and checks one library; the constructor throws PluginError("FILE: reason") when the
 *  library is refused. The handle is the first member, so the library is unloaded last. */
class PluginLibrary {
 public:
  explicit PluginLibrary(const std::filesystem::path& path);
  ~PluginLibrary();
  PluginLibrary(const PluginLibrary&) = delete;
  PluginLibrary& operator=(const PluginLibrary&) = delete;

  const std::filesystem::path& path() const { return path_; }
  const npe_plugin_entry& entry() const { return *entry_; }
  const std::string& id() const { return id_; }
  const std::string& version() const { return version_; }
  std::string abi_version() const;
  const std::vector<TechniqueInfo>& techniques() const { return techniques_; }

 private:
  void check_entry();
  void read_techniques();

  struct Handle;                     // the loaded shared library (plugin_library.cpp)
  std::unique_ptr<Handle> library_;  // first: everything below points into it
  std::filesystem::path path_;
  const npe_plugin_entry* entry_ = nullptr;
  npe_host host_{};
  bool initialized_ = false;
  std::string id_;
  std::string version_;
  std::vector<TechniqueInfo> techniques_;
};

}  // namespace npe
