// What produced a fixture: npe's version, the engine type (name and a hash of its resolved
// content) and each technique's plugin and version. Lets `fixture check` tell "the steps changed"
// from "the engine type or a plugin changed since recording".
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine.hpp"

namespace npe {

struct Provenance {
  std::string npe_version;
  std::string engine_name;
  std::string engine_hash;                         // 16 hex digits, see engine_type_hash
  std::map<std::string, std::string> techniques;  // technique id -> "plugin version", e.g. "rowcol 1.0.0"

  bool empty() const { return engine_hash.empty(); }
};

/** FNV-1a 64 of a canonical text of the resolved engine type (after --set overrides): comments,
 *  formatting, key order and the description do not change it. */
std::string engine_type_hash(const EngineType& type);

Provenance provenance_of(const Engine& engine);

/** One line per difference, e.g. "engine type npe-type1 changed since recording (hash 1a2b... -> 3c4d...)",
 *  "technique row: plugin rowcol 1.0.0 -> rowcol 1.1.0", "npe 0.1.0 -> 0.2.0". */
std::vector<std::string> provenance_changes(const Provenance& recorded, const Provenance& now);

}  // namespace npe
