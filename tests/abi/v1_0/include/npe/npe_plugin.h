/* npe plugin ABI, version 1.0 — the contract between the npe host and technique plugins.
 *
 * Plain C (C11 and C++17/20 clean). Rules (see docs/abi.md):
 *  - A plugin library exports exactly one symbol, the data object `npe_entry` (NPE_ENTRY_SYMBOL).
 *  - Its first field is the ABI version; the host refuses another major and accepts an older minor.
 *  - Every struct that may grow carries `struct_size` first (after the version for the entry) and only
 *    ever grows at its end; readers never read past the size the writer reports.
 *  - Who allocates frees: everything the host passes in is valid only during the call; everything the
 *    plugin returns (descriptors, strings) is static data owned by the plugin until `deinit`.
 *  - A technique never modifies the position; it reports steps to a host sink.
 *
 * Cells are 0..80, row-major (r*9+c). Digits are 1..9. A candidate mask holds digit d in bit d-1.
 * Houses are 0..26: rows 0..8, columns 9..17, blocks 18..26 (block b = rows 3*(b/3).., cols 3*(b%3)..).
 */
#ifndef NPE_PLUGIN_H
#define NPE_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NPE_ABI_VERSION_MAJOR 1
#define NPE_ABI_VERSION_MINOR 0
#define NPE_ABI_VERSION_PATCH 0

/** Name of the one symbol a plugin library exports (a `const npe_plugin_entry`). */
#define NPE_ENTRY_SYMBOL "npe_entry"

/** Marks the entry for export (plugins build with hidden visibility). */
#if defined(_WIN32)
#define NPE_EXPORT __declspec(dllexport)
#else
#define NPE_EXPORT __attribute__((visibility("default")))
#endif

/** Semantic version of the ABI a side was built against. */
typedef struct npe_version {
  uint32_t major; /**< incompatible changes */
  uint32_t minor; /**< compatible additions (fields at struct ends, new flags) */
  uint32_t patch; /**< documentation or fixes only */
} npe_version;

/** Log levels for npe_host.log. */
enum npe_log_level {
  NPE_LOG_DEBUG = 0,
  NPE_LOG_INFO = 1,
  NPE_LOG_WARN = 2,
  NPE_LOG_ERROR = 3
};

/** Services the host gives a plugin at init; valid until deinit returns. */
typedef struct npe_host {
  uint32_t struct_size;    /**< sizeof(npe_host) as the host built it */
  npe_version abi_version; /**< ABI version of the host */
  void* context;           /**< opaque, passed back to every callback */
  /** Writes one log line (UTF-8, no newline needed). Thread-safe. */
  void (*log)(void* context, int32_t level, const char* message);
} npe_host;

/** Parameter types. Version 1.0 knows integers only. */
enum npe_param_type { NPE_PARAM_INT = 0 };

/** Describes one parameter a technique accepts (e.g. `size`). Static plugin data. */
typedef struct npe_param_desc {
  uint32_t struct_size;    /**< sizeof(npe_param_desc) as the plugin built it */
  const char* name;        /**< key as written in YAML and on the command line */
  const char* description; /**< one line for `npe plugins` */
  int32_t type;            /**< an npe_param_type */
  int64_t min_value;       /**< smallest allowed value (inclusive) */
  int64_t max_value;       /**< largest allowed value (inclusive) */
  int64_t default_value;   /**< value used when the parameter is not given */
} npe_param_desc;

/** What a technique's steps contain (npe_technique_desc.yields). */
enum npe_yields { NPE_YIELDS_PLACEMENTS = 1u << 0, NPE_YIELDS_ELIMINATIONS = 1u << 1 };

/** Technique capability flags (npe_technique_desc.flags). */
enum npe_technique_flags { NPE_TECHNIQUE_FINDS_ALL = 1u << 0 /**< honours NPE_FIND_ALL */ };

/** Describes one technique of a plugin. Static plugin data, valid until deinit. */
typedef struct npe_technique_desc {
  uint32_t struct_size;          /**< sizeof(npe_technique_desc) as the plugin built it */
  const char* id;                /**< stable id: lowercase [a-z0-9_.]+, e.g. "locked_set.naked" */
  const char* name;              /**< display name, e.g. "Locked Set (naked)" */
  const char* description;       /**< one line */
  int32_t default_points;        /**< difficulty points per step (seed's d), overridable in YAML */
  int32_t default_rating_x10;    /**< rating in tenths (Sudoku Explainer scale), 0 when unknown */
  uint32_t yields;               /**< npe_yields bits */
  uint32_t flags;                /**< npe_technique_flags bits */
  uint32_t param_count;          /**< entries in params */
  const npe_param_desc* params;  /**< parameters, NULL when param_count is 0 */
} npe_technique_desc;

/** One key/value parameter passed to create (strings owned by the host, valid during the call). */
typedef struct npe_param {
  const char* name;
  const char* value;
} npe_param;

/** Flags of npe_position.flags. */
enum npe_find_flags {
  NPE_FIND_ALL = 1u << 0 /**< report every step, not only the first */
};

/** The read-only position given to find; valid only during the call. Never holds the solution. */
typedef struct npe_position {
  uint32_t struct_size;        /**< sizeof(npe_position) as the host built it */
  const uint8_t* digits;       /**< 81 cells, 0 = empty */
  const uint16_t* candidates;  /**< 81 masks, bit d-1 = digit d; 0 for filled cells */
  uint32_t flags;              /**< npe_find_flags bits */
} npe_position;

/** A (cell, digit) pair: cell 0..80, digit 1..9. */
typedef struct npe_cell_digit {
  uint8_t cell;
  uint8_t digit;
} npe_cell_digit;

/** One step reported to the host sink; every pointer valid only during the sink call. */
typedef struct npe_step {
  uint32_t struct_size;                /**< sizeof(npe_step) as the plugin built it */
  uint32_t kind;                       /**< technique-local kind code (e.g. size, naked/hidden) */
  const npe_cell_digit* placements;    /**< digits this step places */
  uint32_t placement_count;
  const npe_cell_digit* eliminations;  /**< candidates this step removes */
  uint32_t elimination_count;
  const uint8_t* cells;                /**< evidence: the cells that justify the step (display) */
  uint32_t cell_count;
  uint16_t digits;                     /**< evidence: digit mask involved */
  const uint8_t* base_houses;          /**< evidence: houses 0..26 the pattern lives in (base set) */
  uint32_t base_house_count;
  const uint8_t* cover_houses;         /**< evidence: cover houses (fish), may be empty */
  uint32_t cover_house_count;
  const uint8_t* fins;                 /**< evidence: fin cells (fish), may be empty */
  uint32_t fin_count;
  const char* text;                    /**< UTF-8 text in the seed notation, e.g. "177" or "R821" */
} npe_step;

/** Sink return values. */
enum npe_sink_result { NPE_SINK_CONTINUE = 0, NPE_SINK_STOP = 1 };

/** Receives steps; returns an npe_sink_result. Called on the thread that called find. */
typedef int32_t (*npe_step_sink)(void* sink_context, const npe_step* step);

/** find return values. */
enum npe_find_result { NPE_FIND_OK = 0, NPE_FIND_ERROR = -1 };

/** The plugin's entry: the one exported symbol, a `const npe_plugin_entry` named npe_entry. */
typedef struct npe_plugin_entry {
  npe_version abi_version;   /**< FIRST FIELD, always: the ABI the plugin was built against */
  uint32_t struct_size;      /**< sizeof(npe_plugin_entry) as the plugin built it */
  const char* plugin_id;     /**< library id, e.g. "box" */
  const char* plugin_version;/**< the plugin's own version string, e.g. "1.0.0" */

  /** Called once after loading, before anything else. Cheap; returns 0 on success, non-zero to
   *  refuse loading. Not thread-safe (the host calls it once). `host` outlives deinit. */
  int32_t (*init)(const npe_host* host);
  /** Called once before unloading; all instances are destroyed by then. Not thread-safe. */
  void (*deinit)(void);

  /** Number of techniques. Thread-safe after init. */
  uint32_t (*technique_count)(void);
  /** Descriptor by index 0..count-1, NULL past the end. Thread-safe after init. */
  const npe_technique_desc* (*technique)(uint32_t index);

  /** Creates an instance of technique `id` with parameters (names not described are refused).
   *  Returns NULL for an unknown id or a bad parameter, with a message written to `error`
   *  (NUL-terminated, at most error_size bytes). Thread-safe. */
  void* (*create)(const char* id, const npe_param* params, uint32_t param_count, char* error,
                  uint32_t error_size);
  /** Destroys an instance from create. Thread-safe for distinct instances. */
  void (*destroy)(void* instance);

  /** Finds steps in `position` and hands each to `sink` (the first only, unless NPE_FIND_ALL),
   *  stopping when the sink returns NPE_SINK_STOP. Never modifies the position. Returns an
   *  npe_find_result. One instance is not thread-safe; distinct instances may run concurrently. */
  int32_t (*find)(void* instance, const npe_position* position, npe_step_sink sink,
                  void* sink_context);
} npe_plugin_entry;

/** The entry every plugin defines (and the host finds with dlsym); `extern const` so that C++
 *  gives it external linkage. */
NPE_EXPORT extern const npe_plugin_entry npe_entry;

#ifdef __cplusplus
}
#endif

#endif /* NPE_PLUGIN_H */
