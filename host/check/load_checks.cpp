// Loading checks: the entry symbol, the ABI version, the exported symbols, the descriptors,
// init/deinit twice and the refusal of an unknown technique id.
#include <dlfcn.h>

#include <algorithm>
#include <memory>
#include <set>

#include "base/errors.hpp"
#include "check/support.hpp"
#include "loader/elf_file.hpp"
#include "loader/plugin_library.hpp"

namespace npe {

namespace {

/** A dlopen handle held for the check's duration (keeps the library mapped between loads). */
class Handle {
 public:
  explicit Handle(const std::filesystem::path& path)
      : handle_(dlopen(std::filesystem::absolute(path).c_str(), RTLD_NOW | RTLD_LOCAL)) {
    if (!handle_) {
      const char* error = dlerror();
      throw CheckFailure(std::string("dlopen failed: ") + (error ? error : "unknown error"));
    }
  }
  ~Handle() { dlclose(handle_); }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  const npe_plugin_entry* entry() const {
    return static_cast<const npe_plugin_entry*>(dlsym(handle_, NPE_ENTRY_SYMBOL));
  }

 private:
  void* handle_;
};

CheckResult passed(const std::string& reason) {
  CheckResult result;
  result.reason = reason;
  return result;
}

CheckResult entry_symbol(const CheckSettings& settings, const std::string&) {
  const Handle handle(settings.library);
  if (!handle.entry()) throw CheckFailure("no symbol '" NPE_ENTRY_SYMBOL "' (not an npe plugin)");
  return passed("dlopen and dlsym('" NPE_ENTRY_SYMBOL "') succeed");
}

CheckResult abi_version(const CheckSettings& settings, const std::string&) {
  const Handle handle(settings.library);
  const npe_plugin_entry* entry = handle.entry();
  if (!entry) throw CheckFailure("no symbol '" NPE_ENTRY_SYMBOL "'");
  if (const auto refusal = abi_refusal(*entry)) throw CheckFailure(*refusal);
  return passed("ABI " + version_text(entry->abi_version) + " accepted");
}

CheckResult exports(const CheckSettings& settings, const std::string&) {
  const auto symbols = exported_symbols(settings.library);
  std::string others;
  bool has_entry = false;
  for (const auto& symbol : symbols) {
    if (symbol == NPE_ENTRY_SYMBOL) {
      has_entry = true;
    } else {
      others += (others.empty() ? "" : ", ") + symbol;
    }
  }
  if (!has_entry) throw CheckFailure("'" NPE_ENTRY_SYMBOL "' is not in the dynamic symbol table");
  if (!others.empty()) {
    throw CheckFailure(std::to_string(symbols.size() - 1) +
                       " symbol(s) exported besides '" NPE_ENTRY_SYMBOL
                       "' (build with npe_add_plugin: hidden visibility and the version script): " +
                       (others.size() > 300 ? others.substr(0, 300) + "..." : others));
  }
  return passed("only '" NPE_ENTRY_SYMBOL "' is exported");
}

CheckResult descriptors(const CheckSettings& settings, const std::string&) {
  const auto library = load_library_under_test(settings);  // entry, init and descriptor rules
  const npe_plugin_entry& entry = library->entry();
  if (entry.technique(entry.technique_count()) != nullptr) {
    throw CheckFailure("technique(" + std::to_string(entry.technique_count()) + ") is not NULL past the end");
  }
  CheckResult result = passed(std::to_string(library->techniques().size()) + " technique(s), plugin " + library->id() +
                              " " + library->version() + ", ABI " + library->abi_version());
  nlohmann::json ids = nlohmann::json::array();
  for (const auto& info : library->techniques()) {
    ids.push_back(info.id);
    std::set<std::string> names;
    for (const auto& param : info.params) {
      if (!names.insert(param.name).second)
        throw CheckFailure("'" + info.id + "' declares parameter '" + param.name + "' twice");
    }
    if (info.description.empty()) result.warnings.push_back("'" + info.id + "' has no description");
    if (info.default_points < 0) throw CheckFailure("'" + info.id + "' has negative default points");
    if (info.default_rating_x10 < 0) throw CheckFailure("'" + info.id + "' has a negative rating");
  }
  result.metrics["plugin"] = library->id();
  result.metrics["version"] = library->version();
  result.metrics["abi"] = library->abi_version();
  result.metrics["techniques"] = ids;
  return result;
}

std::vector<std::string> technique_ids(const PluginLibrary& library) {
  std::vector<std::string> ids;
  for (const auto& info : library.techniques()) ids.push_back(info.id);
  return ids;
}

CheckResult init_twice(const CheckSettings& settings, const std::string&) {
  const Handle keep_mapped(settings.library);  // the second init runs on the same static data
  std::vector<std::string> first;
  {
    const auto library = load_library_under_test(settings);
    first = technique_ids(*library);
    for (const auto& id : first) RawInstance instance(library, id);
  }
  const auto library = load_library_under_test(settings);
  if (technique_ids(*library) != first) throw CheckFailure("the second init lists other techniques than the first");
  for (const auto& id : first) RawInstance instance(library, id);
  return passed("init, create/destroy each technique, deinit — twice on the same mapping");
}

CheckResult unknown_id(const CheckSettings& settings, const std::string&) {
  const auto library = load_library_under_test(settings);
  const char* bogus = "npe_check.no_such_technique";
  char error[512] = {};
  void* handle = library->entry().create(bogus, nullptr, 0, error, sizeof error);
  if (handle) {
    library->entry().destroy(handle);
    throw CheckFailure(std::string("create('") + bogus + "') returned an instance");
  }
  error[sizeof error - 1] = '\0';
  if (!error[0]) throw CheckFailure(std::string("create('") + bogus + "') returned NULL without a message");
  return passed(std::string("refused: ") + error);
}

/** The libraries of the plugin search path other than the one under test: *.so files per directory
 *  in name order, the same files the npe program loads. */
std::vector<std::filesystem::path> other_libraries(const CheckSettings& settings) {
  std::vector<std::filesystem::path> found;
  for (const auto& directory : settings.plugin_search) {
    std::error_code error;
    std::vector<std::filesystem::path> files;
    for (const auto& item : std::filesystem::directory_iterator(directory, error)) {
      if (item.path().extension() == ".so") files.push_back(item.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
      if (!std::filesystem::equivalent(file, settings.library, error)) found.push_back(file.lexically_normal());
    }
  }
  return found;
}

CheckResult id_clash(const CheckSettings& settings, const std::string&) {
  const auto library = load_library_under_test(settings);
  std::set<std::string> ids;
  for (const auto& technique : library->techniques()) ids.insert(technique.id);
  std::string clashes;
  int loaded = 0;
  for (const auto& file : other_libraries(settings)) {
    std::unique_ptr<PluginLibrary> other;
    try {
      other = std::make_unique<PluginLibrary>(file);
    } catch (const PluginError&) {
      continue;  // a library npe refuses hides nothing
    }
    ++loaded;
    for (const auto& technique : other->techniques()) {
      if (ids.count(technique.id)) {
        clashes += (clashes.empty() ? "" : "; ") + std::string("technique id '") + technique.id + "' of " +
                   settings.library.string() + " is also in " + file.string();
      }
    }
  }
  if (!clashes.empty()) {
    throw CheckFailure(
        clashes + " (loaded together, the library earlier in the plugin search path hides the other's; rename the id)");
  }
  return passed("no technique id shared with the " + std::to_string(loaded) +
                " other libraries of the plugin search path");
}

}  // namespace

std::vector<CheckDefinition> load_checks() {
  return {
      {"load.entry_symbol", false, "dlopen succeeds and the entry symbol npe_entry is present", entry_symbol},
      {"load.abi_version", false, "the entry's ABI version is accepted (same major, minor not newer)", abi_version},
      {"load.exports", false, "the ELF dynamic symbol table exports npe_entry and nothing else", exports},
      {"load.descriptors", false, "init succeeds; ids unique and well-formed, names present, parameters sane",
       descriptors},
      {"load.init_twice", false, "init/deinit twice on one mapping, listing the same techniques", init_twice},
      {"load.unknown_id", false, "create with an unknown technique id returns NULL with a message", unknown_id},
      {"load.id_clash", false,
       "no technique id is also in a library of the plugin search path (shipped or --plugin-dir)", id_clash},
  };
}

}  // namespace npe
