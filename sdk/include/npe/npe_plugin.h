/* SPDX-License-Identifier: MIT (see LICENSE: plugins built against the SDK may use any licence) */
/* npe plugin ABI, version 1.5 — the contract between the npe host and technique plugins.
 *
 * Plain C (C11 and C++17/20 clean). Rules (see docs/abi.md):
 *  - A plugin library exports exactly one symbol, the data object `npe_entry` (NPE_ENTRY_SYMBOL).
 *  - Its first field is the ABI version; the host refuses another major and a newer minor and accepts
 *    any older minor (npe_abi_is_compatible).
 *  - Every struct that may grow carries `struct_size` first (after the version for the entry) and only
 *    ever grows at its end. A reader accepts any struct_size from the struct's 1.0 size upwards
 *    (NPE_*_SIZE_1_0) and reads a later field only when the size covers it (NPE_HAS_FIELD); it never
 *    refuses a struct for being smaller than its own sizeof. An older side's struct_size (its sizeof)
 *    covers its tail padding, so a new field never goes there (hence npe_position.reserved, 1.2).
 *  - Since 1.3 a step's evidence grows as records, not as fields: npe_step.evidence is a list of
 *    self-sized, tagged records (npe_evidence_header); a reader skips a type it does not know, and a
 *    plugin learns from npe_host.evidence_types which types the host checks. npe_step grows no more.
 *  - Who allocates frees: everything the host passes in is valid only during the call; everything the
 *    plugin returns (descriptors, strings) is static data owned by the plugin until `deinit`.
 *  - A technique never modifies the position; it reports steps to a host sink.
 *
 * Cells are 0..80, row-major (r*9+c). Digits are 1..9. A candidate mask holds digit d in bit d-1.
 * Houses are 0..26: rows 0..8, columns 9..17, blocks 18..26 (block b = rows 3*(b/3).., cols 3*(b%3)..).
 */
#ifndef NPE_PLUGIN_H
#define NPE_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NPE_ABI_VERSION_MAJOR 1
#define NPE_ABI_VERSION_MINOR 5
#define NPE_ABI_VERSION_PATCH 0

/* Limits the host enforces on what a plugin hands it (larger counts are refused as malformed). */
#define NPE_MAX_ID_LENGTH 64           /**< bytes of a plugin or technique id, without the NUL */
#define NPE_MAX_TEXT_LENGTH 255        /**< bytes of a step text the host reads, without the NUL */
#define NPE_MAX_TECHNIQUES 256         /**< techniques of one library */
#define NPE_MAX_PARAMS 16              /**< parameters of one technique */
#define NPE_MAX_REGLIB_CODES 64        /**< reglib codes of one technique (1.1) */
#define NPE_MAX_PLACEMENTS 81          /**< placements of one step */
#define NPE_MAX_ELIMINATIONS 729       /**< eliminations of one step */
#define NPE_MAX_CHAINS 256             /**< chains of one step (1.1) */
#define NPE_MAX_CHAIN_NODES 4096       /**< nodes of all chains of one step together (1.1) */
#define NPE_MAX_COLORS 729             /**< coloured candidates of one step (1.1) */
#define NPE_MAX_ALS 64                 /**< almost locked sets of one step (1.1) */
#define NPE_MAX_RESTRICTED_COMMONS 256 /**< restricted commons of one step (1.1) */
#define NPE_MAX_EVIDENCE_BYTES 65536   /**< bytes of one step's evidence records together (1.3) */
#define NPE_MAX_LEMMA_DEPTH 8          /**< lemmas nested in lemmas, counted from the step's own chains (1.3) */
#define NPE_MAX_SETS 128               /**< base and cover sets of one set-logic record (1.3) */
#define NPE_MAX_GUARDIANS 128          /**< guardians of one pattern record (1.3) */

/** Does the struct at `ptr` (with a struct_size member) hold `field` of `type`? Use it before reading
 *  any field added after 1.0: a struct written by an older side is shorter. */
#define NPE_HAS_FIELD(ptr, type, field) ((ptr)->struct_size >= offsetof(type, field) + sizeof(((const type*)0)->field))

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

/** 1 when a plugin built against ABI `plugin` may be loaded by this host: the same major, a minor no
 *  newer than this header's (a newer plugin may rely on fields this host does not know). */
static inline int npe_abi_is_compatible(npe_version plugin) {
  return plugin.major == NPE_ABI_VERSION_MAJOR && plugin.minor <= NPE_ABI_VERSION_MINOR;
}

/** Log levels for npe_host.log. */
enum npe_log_level { NPE_LOG_DEBUG = 0, NPE_LOG_INFO = 1, NPE_LOG_WARN = 2, NPE_LOG_ERROR = 3 };

/** Services the host gives a plugin at init; valid until deinit returns. */
typedef struct npe_host {
  uint32_t struct_size;    /**< sizeof(npe_host) as the host built it */
  npe_version abi_version; /**< ABI version of the host */
  void* context;           /**< opaque, passed back to every callback */
  /** Writes one log line (UTF-8, no newline needed). Thread-safe. */
  void (*log)(void* context, int32_t level, const char* message);
  /* --- 1.3 --- */
  const uint32_t* evidence_types; /**< the npe_evidence_type values this host checks (a record of
                                       another type is skipped: the step then counts as carrying no
                                       checkable evidence of that kind) */
  uint32_t evidence_type_count;   /**< entries in evidence_types */
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
enum npe_technique_flags {
  NPE_TECHNIQUE_FINDS_ALL = 1u << 0,        /**< honours NPE_FIND_ALL */
  NPE_TECHNIQUE_NEEDS_UNIQUENESS = 1u << 1, /**< (1.1) finds nothing unless NPE_FACT_UNIQUE is set */
  NPE_TECHNIQUE_USES_GIVENS = 1u << 2,      /**< (1.1) reads npe_position.givens (avoidable rectangles) */
  /** (1.2) Honours npe_position.key_digit: when it is non-zero and NPE_FIND_ALL is off, the one step
   *  reported is the technique's first step (in its NPE_FIND_ALL order) whose first placement places
   *  key_digit, or its first step when none does. The host then asks for one step where it would
   *  otherwise ask for all of them to choose the keyed one itself. */
  NPE_TECHNIQUE_KEY_DIGIT_FIRST = 1u << 3,
  /** (1.3) Find-all keeps one instance per result in an anchor's search order
   *  (SE's direct rules, HoDoKu's Kraken fish): which instance is kept, and the first step's
   *  wording, depend on the order of cells and digits. Only `npe check-plugin` reads it: it then
   *  holds the technique to what stays symmetric, the union of placements and eliminations (find-all
   *  on transformed positions; the first step's against find-all's). The engine ignores it. */
  NPE_TECHNIQUE_ORDER_DEPENDENT = 1u << 4,
  /** (1.4) Even whether a step is found depends on an anchor's search order, which the technique
   *  copies to reproduce the anchor's paths and ratings (SE's multiple forcing chains start only from
   *  cells of more than two candidates and from a region's first cell; HoDoKu's loop search keeps the
   *  first chain to each literal): on a transformed position a step may have no counterpart at all.
   *  Only `npe check-plugin` reads it: missed.symmetry then measures and reports the technique's
   *  symmetry instead of failing on it; soundness, evidence and every other check stay as strict. */
  NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT = 1u << 5,
  /* (1.5) The technique's rule depends on where cells lie, not only on Sudoku's rules, so only some of
   * the grid's validity-preserving transformations carry its steps along. Only `npe check-plugin`
   * reads them: missed.symmetry applies just those transformations (every one otherwise: digits
   * relabelled, the grid transposed, rows, bands, columns and stacks permuted). Declare at most one. */
  /** (1.5) One house kind's technique (a hidden single in a row, not in a column): never transposed. */
  NPE_TECHNIQUE_ONE_HOUSE_KIND = 1u << 6,
  /** (1.5) About the half-turn around r5c5 (Gurth's symmetrical placement on centrally symmetric
   *  puzzles): only transformations that commute with it — the grid transposed, bands 1 and 3
   *  swapped, rows 1-3 permuted and rows 7-9 mirrored with them, rows 4 and 6 swapped, the same for
   *  columns — and digits relabelled. */
  NPE_TECHNIQUE_HALF_TURN_GEOMETRY = 1u << 7,
  /** (1.5) About the main diagonal (r1c1 to r9c9; symmetrical placement on diagonally symmetric
   *  puzzles): the same permutation of rows and of columns, the grid transposed, digits relabelled. */
  NPE_TECHNIQUE_DIAGONAL_GEOMETRY = 1u << 8,
  /** (1.5) Any other dependence on the cells' places: digits relabelled only. */
  NPE_TECHNIQUE_FIXED_GEOMETRY = 1u << 9
};

/** How a technique answers a code of HoDoKu's regression library (npe_reglib_code.flags). */
enum npe_reglib_flags {
  NPE_REGLIB_DIGITS = 1u << 0, /**< the step's evidence digits must equal the case's digits field */
  NPE_REGLIB_SHARED = 1u << 1  /**< other techniques find the rest of the code's cases (e.g. a full house
                                    is a box, row or column single): this one need not find every case */
};

/** (1.1) One HoDoKu regression-library code a technique answers, so `npe reglib` and `check-plugin`
 *  run those cases against it. Static plugin data. */
typedef struct npe_reglib_code {
  const char* code;   /**< "0200", or with a variant "0707-1"; a code without a variant answers every
                           variant; 5-digit codes (Siamese fish, "03111") are codes of their own */
  const char* params; /**< parameters to create the technique with, "size=2" ("k=v", space-separated), or "" */
  uint32_t flags;     /**< npe_reglib_flags bits */
  uint32_t kind_mask; /**< when non-zero, only steps with (npe_step.kind & kind_mask) == kind answer the code */
  uint32_t kind;      /**< (e.g. a finned fish's "sashimi" bit, a uniqueness test's type) */
} npe_reglib_code;

/** Describes one technique of a plugin. Static plugin data, valid until deinit. */
typedef struct npe_technique_desc {
  uint32_t struct_size;         /**< sizeof(npe_technique_desc) as the plugin built it */
  const char* id;               /**< stable id: lowercase [a-z0-9_.]+, e.g. "locked_set.naked" */
  const char* name;             /**< display name, e.g. "Locked Set (naked)" */
  const char* description;      /**< one line */
  int32_t default_points;       /**< difficulty points per step (seed's d), overridable in YAML */
  int32_t default_rating_x10;   /**< rating in tenths (Sudoku Explainer scale), 0 when unknown */
  uint32_t yields;              /**< npe_yields bits */
  uint32_t flags;               /**< npe_technique_flags bits */
  uint32_t param_count;         /**< entries in params */
  const npe_param_desc* params; /**< parameters, NULL when param_count is 0 */
  /* --- 1.1 --- */
  uint32_t reglib_code_count;          /**< entries in reglib_codes */
  const npe_reglib_code* reglib_codes; /**< regression-library codes this technique answers, or NULL */
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

/** (1.1) What the host knows about the puzzle (npe_position.facts). */
enum npe_position_facts {
  NPE_FACT_UNIQUE = 1u << 0 /**< the puzzle has exactly one solution (proved by the exact solver, or
                                 assumed because the engine type says `uniqueness: assume`);
                                 techniques relying on uniqueness must find nothing without it */
};

/** The read-only position given to find; valid only during the call. Never holds the solution. */
typedef struct npe_position {
  uint32_t struct_size;       /**< sizeof(npe_position) as the host built it */
  const uint8_t* digits;      /**< 81 cells, 0 = empty */
  const uint16_t* candidates; /**< 81 masks, bit d-1 = digit d; 0 for filled cells */
  uint32_t flags;             /**< npe_find_flags bits */
  /* --- 1.1 --- */
  const uint8_t* givens; /**< 81 cells: 1 = the digit is a given of the puzzle, 0 = placed while
                              solving or empty (avoidable rectangles tell the two apart) */
  uint32_t facts;        /**< npe_position_facts bits */
  /* --- 1.2 --- */
  uint32_t reserved;  /**< 0. Where pointers are 8 bytes this is the 1.1 struct's tail padding,
                           which a 1.1 host's struct_size (its sizeof) already covers: a field
                           there could not be told apart from padding, so none lives there */
  uint32_t key_digit; /**< 1..9: the digit the host prefers a placement of (the previous step's
                           placed digit, under an engine type's priority digit); 0 = none.
                           Only NPE_TECHNIQUE_KEY_DIGIT_FIRST techniques look at it */
  /* --- 1.3 --- */
  const struct npe_digit_bands* candidate_bands; /**< 9 entries, digit d at [d-1]: the empty cells holding
                                    d as a candidate, the same facts as `candidates` in another shape
                                    (singles and fish read a digit's places without a pass over 81
                                    masks). NULL when the host does not offer them */
} npe_position;

/** (1.3) One digit's cells as three bands of 27: bit i of band[b] is cell 27*b + i (rows 3b..3b+2, each
 *  row nine bits, column order). band[3] is 0. */
typedef struct npe_digit_bands {
  uint32_t band[4];
} npe_digit_bands;

/** A (cell, digit) pair: cell 0..80, digit 1..9. */
typedef struct npe_cell_digit {
  uint8_t cell;
  uint8_t digit;
} npe_cell_digit;

/* --- 1.1: the evidence of chains, colourings, almost locked sets and complex fish --------------------
 * The host checks this evidence against the position, not only the step's eliminations (docs/abi.md,
 * "What the host checks"): a step whose evidence does not hold is refused like an unsound one. */

/** What a chain node stands for (npe_node.kind). A node is the proposition "digit is placed in one of
 *  the node's cells". */
enum npe_node_kind {
  NPE_NODE_CANDIDATE = 0, /**< one candidate: cell_count 1 */
  NPE_NODE_GROUP = 1,     /**< candidates of one digit in one house (grouped nodes: a box-line intersection) */
  NPE_NODE_ALS = 2        /**< the cells of almost locked set `als` that hold `digit` (all of them) */
};

/** How a node is linked to the next node of its chain (npe_node.link). */
enum npe_link_kind {
  NPE_LINK_END = 0,    /**< the last node of an open or forcing chain */
  NPE_LINK_STRONG = 1, /**< at least one of the two nodes is true: the only two places of a digit in a
                            house (groups: all its places in the two nodes), the only two digits of a
                            cell, or two digits of one ALS (both nodes NPE_NODE_ALS of the same set) */
  NPE_LINK_WEAK = 2    /**< at most one of the two nodes is true: one digit, every cell of one node sees
                            every cell of the other; or two digits of one cell */
};

/** Node flags (npe_node.flags). */
enum npe_node_flags {
  NPE_NODE_TRUE = 1u << 0 /**< forcing chains: the node is asserted true (without it: asserted false) */
};

/** One node of a chain. */
typedef struct npe_node {
  uint8_t kind;       /**< npe_node_kind */
  uint8_t digit;      /**< 1..9 */
  uint8_t link;       /**< npe_link_kind: the link to the next node (a loop's last node links to the first) */
  uint8_t flags;      /**< npe_node_flags */
  uint8_t als;        /**< NPE_NODE_ALS: index into npe_step.als; else 0 */
  uint8_t cell_count; /**< 1..9 cells in `cells` */
  uint8_t cells[9];   /**< the node's cells, ascending */
  uint8_t reserved;   /**< 0 */
} npe_node;

/** Chain kinds (npe_chain.kind). */
enum npe_chain_kind {
  /** An alternating inference chain read as an implication from its first node to its last: a first
   *  link STRONG assumes the first node false, WEAK assumes it true; a last link STRONG concludes the
   *  last node true, WEAK concludes it false. An X-chain, XY-chain or AIC starts and ends STRONG
   *  (one of its ends is true); a discontinuous nice loop is an open chain whose ends meet. */
  NPE_CHAIN_OPEN = 0,
  /** A continuous nice loop: links alternate and the last node links back to the first (its `link`).
   *  Every link then holds both ways: candidates that see both ends of a link are eliminated. */
  NPE_CHAIN_LOOP = 1,
  /** A forcing chain or one branch of a forcing net: node 0 is an assumption (NPE_NODE_TRUE or not);
   *  every later node must follow from the position, the assumption and the branch's earlier nodes by
   *  one basic rule (a placed candidate removes its peers and the other candidates of its cell; a
   *  cell with one candidate left, or a house with one place left for a digit, places it). Links are
   *  for display. A net is several such chains: verity (the same last node from every candidate of a
   *  cell, every place of a digit in a house, or a candidate and its negation) or contradiction (one
   *  assumption leading to a node both true and false, or to a cell or house left empty). */
  NPE_CHAIN_FORCING = 2
};

/** One chain of a step: nodes in order, each with the link to the next. */
typedef struct npe_chain {
  uint32_t kind;         /**< npe_chain_kind */
  uint32_t node_count;   /**< 2 or more */
  const npe_node* nodes; /**< node_count nodes */
} npe_chain;

/** A coloured candidate: colours 2k and 2k+1 are the two sides of cluster k (exactly one side is true). */
typedef struct npe_colored {
  uint8_t cell;  /**< 0..80 */
  uint8_t digit; /**< 1..9 */
  uint8_t color; /**< 0..NPE_MAX_COLOR_INDEX */
  uint8_t reserved;
} npe_colored;

#define NPE_MAX_COLOR_INDEX 15 /**< colours 0..15: at most 8 clusters in one step */

/** An almost locked set: cell_count cells of one house holding exactly cell_count + 1 digits. */
typedef struct npe_als {
  uint16_t digits;    /**< the set's candidate mask (bit d-1 = digit d) */
  uint8_t cell_count; /**< 1..8 */
  uint8_t cells[8];   /**< ascending */
  uint8_t reserved;
} npe_als;

/** A restricted common digit of two ALS: every candidate of `digit` in one sees every one in the other. */
typedef struct npe_restricted_common {
  uint8_t als_a; /**< index into npe_step.als */
  uint8_t als_b; /**< index into npe_step.als */
  uint8_t digit; /**< 1..9 */
  uint8_t reserved;
} npe_restricted_common;

/* --- 1.3: evidence records ----------------------------------------------------------------------
 * A step's further evidence is a list of records laid end to end in npe_step.evidence (8-byte
 * aligned; evidence_size bytes in all). Each record starts with an npe_evidence_header: its size
 * (header included, a multiple of 8, at least 8) and type. A reader walks the list by the sizes and
 * skips a type it does not know; a record whose size is 0, not a multiple of 8 or past the list's end
 * makes the step malformed. New kinds of evidence are new types, never new npe_step fields. The host
 * checks every record of a type it lists in npe_host.evidence_types (docs/abi.md, "What the host
 * checks"); the C structs below are each record's fixed part, its items follow it. */

/** The first 8 bytes of every evidence record. */
typedef struct npe_evidence_header {
  uint32_t size; /**< bytes of the record, this header included: a multiple of 8 */
  uint32_t type; /**< npe_evidence_type */
} npe_evidence_header;

/** Types of evidence records. */
enum npe_evidence_type {
  NPE_EVIDENCE_LEMMA = 1,  /**< npe_lemma: a nested forcing chain's proof of one node */
  NPE_EVIDENCE_SETS = 2,   /**< npe_set_logic: base and cover sets (rank logic) */
  NPE_EVIDENCE_PATTERN = 3 /**< npe_pattern: cells without a valid filling, or with a deadly one */
};

/** NPE_EVIDENCE_LEMMA: node `node` of forcing chain `chain` (indices into npe_step.chains) follows
 *  not by a basic rule but by a lemma: chains first_chain .. first_chain+chain_count-1 of the step,
 *  replayed on the board as chain `chain` left it just before that node (the position, the chain's
 *  assumption and its earlier nodes applied), prove the node there — by a contradiction, a verity or
 *  an implication, exactly as the step's own chains prove an elimination. Lemma chains may have lemmas
 *  of their own, NPE_MAX_LEMMA_DEPTH deep at most. A chain that is some lemma's is not one of the
 *  step's own: it proves nothing about the position by itself. Sudoku Explainer's nested levels
 *  (Dynamic Forcing Chains with Forcing Chains, Multiple, Dynamic inside) need this. */
typedef struct npe_lemma {
  npe_evidence_header header; /**< size 16, type NPE_EVIDENCE_LEMMA */
  uint16_t chain;             /**< the outer forcing chain (NPE_CHAIN_FORCING) */
  uint16_t node;              /**< the node the lemma proves, 1..node_count-1 */
  uint16_t first_chain;       /**< the lemma's first chain */
  uint16_t chain_count;       /**< its chains, 1 or more */
} npe_lemma;

/** What a set of set logic holds (npe_set.kind). */
enum npe_set_kind {
  NPE_SET_CELL = 0,      /**< the candidates of cell `index` (0..80) */
  NPE_SET_ROW_DIGIT = 1, /**< the candidates of `digit` in row `index` (0..8) */
  NPE_SET_COL_DIGIT = 2, /**< the candidates of `digit` in column `index` (0..8) */
  NPE_SET_BOX_DIGIT = 3  /**< the candidates of `digit` in box `index` (0..8) */
};

/** Roles of a set (npe_set.role). */
enum npe_set_role {
  NPE_SET_BASE = 0, /**< a truth: exactly one of its candidates is true; base sets share no candidate */
  NPE_SET_COVER = 1 /**< a link: at most one of its candidates is true */
};

/** One set of set logic. */
typedef struct npe_set {
  uint8_t kind;  /**< npe_set_kind */
  uint8_t index; /**< the cell or house number (see npe_set_kind) */
  uint8_t digit; /**< 1..9 for house-digit sets, 0 for a cell */
  uint8_t role;  /**< npe_set_role */
} npe_set;

/** NPE_EVIDENCE_SETS: Allan Barker's set logic (GNPX's GeneralLogic). N base sets each hold one true
 *  candidate; M cover sets each hold at most one; the rank is M - N. When every base candidate lies
 *  in a cover set, a candidate outside the base sets that lies in more than `rank` cover sets is false
 *  (rank 0: every cover candidate outside the bases), and so is a base candidate in more than rank+1
 *  of them. Base candidates in no cover set are fins: then an elimination must also see every fin.
 *  Fish of every kind, multi-sector locked sets, SK loops and N x (N+k) fish are set logic. The record's
 *  `set_count` npe_set items follow it (its size: 16 + 4 * set_count, rounded up to 8). */
typedef struct npe_set_logic {
  npe_evidence_header header; /**< type NPE_EVIDENCE_SETS */
  uint32_t set_count;         /**< npe_set items after this struct, 1..NPE_MAX_SETS */
  uint32_t reserved;          /**< 0 */
} npe_set_logic;

/** Kinds of pattern (npe_pattern.kind). */
enum npe_pattern_kind {
  /** The pattern has no valid filling: if every guardian were false, its cells could not be filled
   *  (Tridagons, bivalue oddagons). So a guardian is true. */
  NPE_PATTERN_IMPOSSIBLE = 0,
  /** A deadly pattern: if every guardian were false, each filling of its cells would have a second one
   *  holding the same digits in every house, so the puzzle would not be unique (unique rectangles and
   *  loops, extended rectangles, BUG, avoidable rectangles over placed non-given cells). So, the puzzle
   *  being unique (NPE_FACT_UNIQUE), a guardian is true. */
  NPE_PATTERN_DEADLY = 1
};

/** NPE_EVIDENCE_PATTERN: the cells `cells` (an 81-bit set: bit c%64 of cells[c/64]) restricted to the
 *  digits `digits`. A pattern cell keeps its candidates among `digits` that are not guardians (a
 *  placed cell keeps its digit); its fillings put one such digit in each cell, never one digit twice
 *  in a house. Every candidate of a pattern cell outside `digits` must be a guardian. The host counts
 *  the fillings (bounded) and checks the claim of `kind`; then one guardian is true, and a candidate
 *  that every guardian excludes (same cell, or same digit and a peer), or that the step's chains show
 *  each guardian excludes, is false. The record's `guardian_count` npe_cell_digit items follow it (its
 *  size: 32 + 2 * guardian_count, rounded up to 8). */
typedef struct npe_pattern {
  npe_evidence_header header; /**< type NPE_EVIDENCE_PATTERN */
  uint8_t kind;               /**< npe_pattern_kind */
  uint8_t reserved;           /**< 0 */
  uint16_t digits;            /**< the pattern's digits (bit d-1 = digit d) */
  uint32_t guardian_count;    /**< npe_cell_digit items after this struct, 0..NPE_MAX_GUARDIANS */
  uint64_t cells[2];          /**< the pattern's cells: bit c%64 of cells[c/64] */
} npe_pattern;

/** The items after a record's fixed part (C and C++ have no common flexible array member). */
static inline const npe_set* npe_set_logic_sets(const npe_set_logic* record) {
  return (const npe_set*)(const void*)(record + 1);
}
static inline const npe_cell_digit* npe_pattern_guardians(const npe_pattern* record) {
  return (const npe_cell_digit*)(const void*)(record + 1);
}

/** Sizes of the 1.0 layouts: a reader accepts any struct_size from these upwards. */
#define NPE_HOST_SIZE_1_0 ((uint32_t)sizeof(npe_host))
#define NPE_PARAM_DESC_SIZE_1_0 ((uint32_t)sizeof(npe_param_desc))
#define NPE_TECHNIQUE_DESC_SIZE_1_0 ((uint32_t)offsetof(npe_technique_desc, reglib_code_count))
#define NPE_POSITION_SIZE_1_0 ((uint32_t)offsetof(npe_position, givens))

/** One step reported to the host sink; every pointer valid only during the sink call. */
typedef struct npe_step {
  uint32_t struct_size;             /**< sizeof(npe_step) as the plugin built it */
  uint32_t kind;                    /**< technique-local kind code (e.g. size, naked/hidden) */
  const npe_cell_digit* placements; /**< digits this step places */
  uint32_t placement_count;
  const npe_cell_digit* eliminations; /**< candidates this step removes */
  uint32_t elimination_count;
  const uint8_t* cells; /**< evidence: the cells that justify the step (display) */
  uint32_t cell_count;
  uint16_t digits;            /**< evidence: digit mask involved */
  const uint8_t* base_houses; /**< evidence: houses 0..26 the pattern lives in (base set) */
  uint32_t base_house_count;
  const uint8_t* cover_houses; /**< evidence: cover houses (fish), may be empty */
  uint32_t cover_house_count;
  const uint8_t* fins; /**< evidence: fin cells (fish), may be empty */
  uint32_t fin_count;
  const char* text; /**< UTF-8 text in the seed notation, e.g. "177" or "R821" */
  /* --- 1.1 --- */
  int32_t rating_x10;      /**< this step's rating in tenths (chains rate by length), 0 = the technique's */
  int32_t points;          /**< this step's difficulty points, 0 = the technique's */
  const npe_chain* chains; /**< evidence: chains, loops, forcing chains and nets */
  uint32_t chain_count;
  const npe_colored* colors; /**< evidence: coloured candidates (coloring, 3D Medusa) */
  uint32_t color_count;
  const npe_als* als; /**< evidence: almost locked sets (chain nodes index them) */
  uint32_t als_count;
  const npe_restricted_common* restricted_commons; /**< evidence: restricted common digits of the ALS */
  uint32_t restricted_common_count;
  const uint8_t* endo_fins; /**< evidence: endo-fin cells (complex fish; `fins` are the exo-fins) */
  uint32_t endo_fin_count;
  const npe_cell_digit* cannibalistic; /**< evidence: the eliminations that lie in a base house (complex fish) */
  uint32_t cannibalistic_count;
  /* --- 1.3: the last field npe_step gains; later evidence comes as records --- */
  const void* evidence;   /**< evidence records end to end (npe_evidence_header), 8-byte aligned */
  uint32_t evidence_size; /**< bytes in evidence, 0..NPE_MAX_EVIDENCE_BYTES */
} npe_step;

#define NPE_STEP_SIZE_1_0 ((uint32_t)offsetof(npe_step, rating_x10))

/** Sink return values. */
enum npe_sink_result { NPE_SINK_CONTINUE = 0, NPE_SINK_STOP = 1 };

/** Receives steps; returns an npe_sink_result. Called on the thread that called find. */
typedef int32_t (*npe_step_sink)(void* sink_context, const npe_step* step);

/** find return values. */
enum npe_find_result { NPE_FIND_OK = 0, NPE_FIND_ERROR = -1 };

/** The plugin's entry: the one exported symbol, a `const npe_plugin_entry` named npe_entry. */
typedef struct npe_plugin_entry {
  npe_version abi_version;    /**< FIRST FIELD, always: the ABI the plugin was built against */
  uint32_t struct_size;       /**< sizeof(npe_plugin_entry) as the plugin built it */
  const char* plugin_id;      /**< library id, e.g. "box" */
  const char* plugin_version; /**< the plugin's own version string, e.g. "1.0.0" */

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
  void* (*create)(const char* id, const npe_param* params, uint32_t param_count, char* error, uint32_t error_size);
  /** Destroys an instance from create. Thread-safe for distinct instances. */
  void (*destroy)(void* instance);

  /** Finds steps in `position` and hands each to `sink` (the first only, unless NPE_FIND_ALL),
   *  stopping when the sink returns NPE_SINK_STOP. Never modifies the position. Returns an
   *  npe_find_result. One instance is not thread-safe; distinct instances may run concurrently. */
  int32_t (*find)(void* instance, const npe_position* position, npe_step_sink sink, void* sink_context);
} npe_plugin_entry;

#define NPE_ENTRY_SIZE_1_0 ((uint32_t)sizeof(npe_plugin_entry))

/** The entry every plugin defines (and the host finds with dlsym); `extern const` so that C++
 *  gives it external linkage. */
NPE_EXPORT extern const npe_plugin_entry npe_entry;

#ifdef __cplusplus
}
#endif

#endif /* NPE_PLUGIN_H */
