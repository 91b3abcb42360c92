#include "loader/plugin_library.hpp"

#include <spdlog/spdlog.h>

#include <boost/dll/shared_library.hpp>

#include <bit>
#include <cstdio>
#include <cstring>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include "base/errors.hpp"

namespace npe {

namespace {

/** The last error a plugin logged on this thread (the SDK logs the message of an exception thrown
 *  in find before returning NPE_FIND_ERROR): the host names it where it reports the failed call. */
thread_local std::string t_last_plugin_error;

/** Routes a plugin's log lines to spdlog, prefixed with the plugin id. */
void log_from_plugin(void* context, int32_t level, const char* message) {
  const auto* library = static_cast<const PluginLibrary*>(context);
  const char* text = message ? message : "(null)";
  if (level >= NPE_LOG_ERROR) t_last_plugin_error.assign(text, strnlen(text, 1000));
  switch (level) {
    case NPE_LOG_DEBUG: spdlog::debug("[{}] {}", library->id(), text); break;
    case NPE_LOG_INFO: spdlog::info("[{}] {}", library->id(), text); break;
    case NPE_LOG_WARN: spdlog::warn("[{}] {}", library->id(), text); break;
    default: spdlog::error("[{}] {}", library->id(), text); break;
  }
}

bool is_well_formed_id(const char* id) {
  if (!id || !*id || strnlen(id, NPE_MAX_ID_LENGTH + 1) > NPE_MAX_ID_LENGTH) return false;
  for (const char* c = id; *c; ++c) {
    if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_' || *c == '.')) return false;
  }
  return true;
}

bool is_present(const char* text) { return text && *text; }

/** Why an id is refused, quoting it ("id 'Bad-Id' is not [a-z0-9_.]+"): bytes outside printable
 *  ASCII as \xNN, at most 64 characters shown. */
std::string id_refusal(const char* what, const char* id) {
  if (!id) return std::string(what) + " missing (NULL)";
  if (!*id) return std::string(what) + " missing (empty)";
  std::string quoted;
  const std::size_t length = strnlen(id, NPE_MAX_ID_LENGTH + 1);
  for (std::size_t i = 0; i < length && i < 64; ++i) {
    const auto byte = static_cast<unsigned char>(id[i]);
    if (byte >= 0x20 && byte < 0x7f && byte != '\\') {
      quoted += static_cast<char>(byte);
    } else {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
      quoted += escaped;
    }
  }
  if (length > 64) quoted += "...";
  if (length > NPE_MAX_ID_LENGTH) {
    return std::string(what) + " '" + quoted + "' is longer than " + std::to_string(NPE_MAX_ID_LENGTH) + " characters";
  }
  return std::string(what) + " '" + quoted + "' is not [a-z0-9_.]+";
}

/** "0200", "0707-1", "03111": digits, optionally '-' and a variant of digits or 'x'. */
bool is_reglib_code(const char* code) {
  if (!code) return false;
  const std::string text(code, strnlen(code, 16));
  const auto dash = text.find('-');
  const std::string number = text.substr(0, dash);
  if (number.size() < 4 || number.size() > 5 || number.find_first_not_of("0123456789") != std::string::npos)
    return false;
  if (dash == std::string::npos) return true;
  const std::string variant = text.substr(dash + 1);
  return !variant.empty() && variant.find_first_not_of("0123456789x") == std::string::npos;
}

/** "size=2 fins=1" -> {{"size","2"},{"fins","1"}}; nullopt when a word is not k=v. */
std::optional<ParamList> parse_reglib_params(const char* text) {
  ParamList params;
  std::istringstream words(text ? text : "");
  std::string word;
  while (words >> word) {
    const auto equals = word.find('=');
    if (equals == 0 || equals == std::string::npos || equals + 1 == word.size()) return std::nullopt;
    params.emplace_back(word.substr(0, equals), word.substr(equals + 1));
  }
  return params;
}

}  // namespace

std::string take_plugin_error() { return std::exchange(t_last_plugin_error, std::string()); }

struct PluginLibrary::Handle {
  boost::dll::shared_library library;
};

PluginLibrary::PluginLibrary(const std::filesystem::path& path) : library_(std::make_unique<Handle>()), path_(path) {
  auto refuse = [&](const std::string& reason) { return PluginError(path_.string() + ": " + reason); };
  std::error_code error;
  if (!std::filesystem::is_regular_file(path_, error)) throw refuse("not a regular file");
  try {
    library_->library.load(boost::dll::fs::path(std::filesystem::absolute(path_).string()),
                           boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    throw refuse(std::string("cannot load: ") + e.what());
  }
  if (!library_->library.has(NPE_ENTRY_SYMBOL))
    throw refuse("no entry symbol '" NPE_ENTRY_SYMBOL "' (not an npe plugin)");
  entry_ = &library_->library.get<const npe_plugin_entry>(NPE_ENTRY_SYMBOL);
  check_entry();
  host_.struct_size = sizeof(npe_host);
  host_.abi_version = {NPE_ABI_VERSION_MAJOR, NPE_ABI_VERSION_MINOR, NPE_ABI_VERSION_PATCH};
  host_.context = this;
  host_.log = &log_from_plugin;
  host_.evidence_types = kCheckedEvidenceTypes.data();
  host_.evidence_type_count = static_cast<std::uint32_t>(kCheckedEvidenceTypes.size());
  if (entry_->init(&host_) != 0) throw refuse("init failed (the plugin refused to start)");
  initialized_ = true;
  try {
    read_techniques();
  } catch (...) {
    entry_->deinit();
    initialized_ = false;
    throw;
  }
}

PluginLibrary::~PluginLibrary() {
  if (initialized_) entry_->deinit();
}

std::string PluginLibrary::abi_version() const { return version_text(entry_->abi_version); }

std::string version_text(const npe_version& v) {
  return std::to_string(v.major) + "." + std::to_string(v.minor) + "." + std::to_string(v.patch);
}

std::string host_abi_version_text() {
  return version_text({NPE_ABI_VERSION_MAJOR, NPE_ABI_VERSION_MINOR, NPE_ABI_VERSION_PATCH});
}

std::optional<std::string> abi_refusal(const npe_plugin_entry& entry) {
  const npe_version& v = entry.abi_version;
  if (v.major != NPE_ABI_VERSION_MAJOR) {
    return "ABI version " + version_text(v) + " is not supported: this host speaks ABI " + host_abi_version_text() +
           " (the major version must be " + std::to_string(NPE_ABI_VERSION_MAJOR) + ")";
  }
  if (!npe_abi_is_compatible(v)) {
    return "ABI version " + version_text(v) + " is newer than this host's ABI " + host_abi_version_text() +
           "; upgrade npe";
  }
  if (entry.struct_size < NPE_ENTRY_SIZE_1_0) {
    return "malformed entry: struct_size " + std::to_string(entry.struct_size) + " is smaller than ABI 1.0's " +
           std::to_string(NPE_ENTRY_SIZE_1_0);
  }
  return std::nullopt;
}

void PluginLibrary::check_entry() {
  auto refuse = [&](const std::string& reason) { return PluginError(path_.string() + ": " + reason); };
  if (const auto refusal = abi_refusal(*entry_)) throw refuse(*refusal);
  if (!entry_->init || !entry_->deinit || !entry_->technique_count || !entry_->technique || !entry_->create ||
      !entry_->destroy || !entry_->find) {
    throw refuse("malformed entry: a function pointer is NULL");
  }
  if (!is_well_formed_id(entry_->plugin_id))
    throw refuse("malformed entry: " + id_refusal("plugin id", entry_->plugin_id));
  if (!is_present(entry_->plugin_version)) throw refuse("malformed entry: plugin version missing");
  id_ = entry_->plugin_id;
  version_ = entry_->plugin_version;
}

void PluginLibrary::read_techniques() {
  auto refuse = [&](const std::string& reason) { return PluginError(path_.string() + ": " + reason); };
  const std::uint32_t count = entry_->technique_count();
  if (count == 0 || count > NPE_MAX_TECHNIQUES)
    throw refuse("malformed descriptor: technique count " + std::to_string(count));
  std::set<std::string> ids;
  for (std::uint32_t i = 0; i < count; ++i) {
    const npe_technique_desc* desc = entry_->technique(i);
    const std::string where = "malformed descriptor #" + std::to_string(i) + ": ";
    if (!desc) throw refuse(where + "NULL");
    if (desc->struct_size < NPE_TECHNIQUE_DESC_SIZE_1_0) throw refuse(where + "struct_size too small");
    if (!is_well_formed_id(desc->id)) throw refuse(where + id_refusal("id", desc->id));
    if (!ids.insert(desc->id).second) throw refuse(where + "id '" + desc->id + "' given twice");
    if (!is_present(desc->name)) throw refuse(where + "'" + desc->id + "' has no name");
    if (desc->yields == 0 || (desc->yields & ~3u) != 0) throw refuse(where + "'" + desc->id + "' has bad yields");
    if (desc->param_count > NPE_MAX_PARAMS || (desc->param_count > 0 && !desc->params)) {
      throw refuse(where + "'" + desc->id + "' has a bad parameter list");
    }
    // A flag means what the plugin's own minor defined: later minors' bits are dropped.
    std::uint32_t flags = desc->flags;
    if (entry_->abi_version.minor < 2) flags &= ~std::uint32_t{NPE_TECHNIQUE_KEY_DIGIT_FIRST};
    if (entry_->abi_version.minor < 3) flags &= ~std::uint32_t{NPE_TECHNIQUE_ORDER_DEPENDENT};
    if (entry_->abi_version.minor < 4) flags &= ~std::uint32_t{NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT};
    if (entry_->abi_version.minor < 5) flags &= ~std::uint32_t{kGeometryFlags};
    if (std::popcount(flags & kGeometryFlags) > 1) {
      throw refuse(where + "'" + desc->id +
                   "' declares more than one geometry flag (NPE_TECHNIQUE_ONE_HOUSE_KIND, "
                   "_HALF_TURN_GEOMETRY, _DIAGONAL_GEOMETRY, _FIXED_GEOMETRY: at most one)");
    }
    TechniqueInfo info{desc->id,
                       desc->name,
                       desc->description ? desc->description : "",
                       desc->default_points,
                       desc->default_rating_x10,
                       desc->yields,
                       flags,
                       {},
                       this,
                       {}};
    for (std::uint32_t p = 0; p < desc->param_count; ++p) {
      const npe_param_desc& param = desc->params[p];
      if (param.struct_size < NPE_PARAM_DESC_SIZE_1_0 || !is_well_formed_id(param.name) ||
          param.type != NPE_PARAM_INT || param.min_value > param.default_value ||
          param.default_value > param.max_value) {
        throw refuse(where + "'" + desc->id + "' parameter #" + std::to_string(p) + " is malformed");
      }
      info.params.push_back({param.name, param.description ? param.description : "", param.min_value, param.max_value,
                             param.default_value});
    }
    // NPE_HAS_FIELD takes the field's size, here a pointer's by design (clang-tidy reads sizeof(A*) as a slip).
    // NOLINTNEXTLINE(bugprone-sizeof-expression)
    if (NPE_HAS_FIELD(desc, npe_technique_desc, reglib_codes) && desc->reglib_code_count > 0) {
      if (desc->reglib_code_count > NPE_MAX_REGLIB_CODES || !desc->reglib_codes) {
        throw refuse(where + "'" + desc->id + "' has a bad reglib code list");
      }
      for (std::uint32_t r = 0; r < desc->reglib_code_count; ++r) {
        const npe_reglib_code& code = desc->reglib_codes[r];
        const auto params = parse_reglib_params(code.params);
        if (!is_reglib_code(code.code) || !params || (code.flags & ~3u) != 0) {
          throw refuse(where + "'" + desc->id + "' reglib code #" + std::to_string(r) + " is malformed");
        }
        if ((code.kind & ~code.kind_mask) != 0)
          throw refuse(where + "'" + desc->id + "' reglib code #" + std::to_string(r) +
                       " has kind bits outside its kind_mask");
        info.reglib_codes.push_back({code.code, *params, code.flags, code.kind_mask, code.kind});
      }
    }
    techniques_.push_back(std::move(info));
  }
}

}  // namespace npe
