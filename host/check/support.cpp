#include "check/support.hpp"

#include "loader/position_view.hpp"

#include <algorithm>
#include <exception>
#include <fstream>
#include <map>
#include <mutex>
#include <random>

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "check/progress.hpp"
#include "loader/search_paths.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "validation/step_validation.hpp"

namespace npe {

std::shared_ptr<const PluginLibrary> load_library_under_test(const CheckSettings& settings) {
  try {
    return std::make_shared<const PluginLibrary>(settings.library);
  } catch (const PluginError& e) {
    throw CheckFailure(std::string("the library does not load: ") + e.what());
  }
}

const TechniqueInfo& technique_info(const PluginLibrary& library, const std::string& technique) {
  for (const auto& info : library.techniques()) {
    if (info.id == technique) return info;
  }
  throw CheckFailure("the library has no technique '" + technique + "'");
}

namespace {

thread_local const std::string* t_origin = nullptr;  // the innermost OriginScope's

/** The corpus cache (corpus_positions), kept here so that find calls can name their position. */
std::mutex corpus_mutex;
std::map<std::string, std::vector<CorpusPosition>> corpus_cache;

/** The origin of a corpus position's grid, found by its address, or nullptr. */
const std::string* corpus_origin(const Grid* grid) {
  const std::lock_guard lock(corpus_mutex);
  for (const auto& [key, positions] : corpus_cache) {
    if (positions.empty()) continue;
    const auto* byte = reinterpret_cast<const char*>(grid);
    const auto* begin = reinterpret_cast<const char*>(positions.data());
    const auto* end = reinterpret_cast<const char*>(positions.data() + positions.size());
    if (byte < begin || byte >= end) continue;
    const auto index = static_cast<std::size_t>(byte - begin) / sizeof(CorpusPosition);
    if (&positions[index].grid == grid) return &positions[index].origin;
  }
  return nullptr;
}

std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace

OriginScope::OriginScope(std::string origin) : origin_(std::move(origin)), outer_(t_origin) { t_origin = &origin_; }

OriginScope::~OriginScope() { t_origin = outer_; }

std::string position_text(const Grid& grid) { return marked_digits_line(grid) + "/" + pencil_mark_string(grid); }

std::string reproduce_command(const std::filesystem::path& library, const std::string& technique, const Grid& grid,
                              bool all) {
  const auto dir = std::filesystem::absolute(library).parent_path().string();
  return "npe --plugin-dir " + shell_quoted(dir) + " find -t " + technique + (all ? " --all" : "") + " --uniqueness " +
         ((grid.facts & NPE_FACT_UNIQUE) ? "assume" : "off") + " " + shell_quoted(position_text(grid));
}

RawInstance::RawInstance(std::shared_ptr<const PluginLibrary> library, const std::string& technique,
                         const ParamList& params)
    : library_(std::move(library)), technique_(technique) {
  std::vector<npe_param> raw;
  for (const auto& [name, value] : params) raw.push_back({name.c_str(), value.c_str()});
  char error[512] = {};
  handle_ = library_->entry().create(technique_.c_str(), raw.data(), static_cast<std::uint32_t>(raw.size()), error,
                                     sizeof error);
  error[sizeof error - 1] = '\0';
  if (!handle_) throw CheckFailure("create('" + technique_ + "') refused: " + (error[0] ? error : "(no message)"));
}

RawInstance::~RawInstance() {
  if (handle_) library_->entry().destroy(handle_);
}

FindOutcome RawInstance::find(const npe_position& position, std::size_t stop_after) const {
  struct Context {
    const std::string* technique;
    FindOutcome* outcome;
    std::size_t stop_after;
  };
  FindOutcome outcome;
  Context context{&technique_, &outcome, stop_after};
  {
    Grid noted;
    std::copy(position.digits, position.digits + 81, noted.digits.begin());
    std::copy(position.candidates, position.candidates + 81, noted.candidates.begin());
    if (position.givens) std::copy(position.givens, position.givens + 81, noted.givens.begin());
    noted.facts = position.facts;
    note_position(t_origin ? *t_origin : std::string("a position the check made"), noted,
                  (position.flags & NPE_FIND_ALL) != 0);
  }
  // Never lets an exception cross the plugin's frames: a malformed step stops the search.
  auto sink = [](void* raw, const npe_step* step) -> int32_t {
    auto* ctx = static_cast<Context*>(raw);
    try {
      if (!step) throw PluginError("the sink got a NULL step");
      ctx->outcome->steps.push_back(copy_step(*step, *ctx->technique, "technique '" + *ctx->technique + "'"));
      return ctx->outcome->steps.size() == ctx->stop_after ? NPE_SINK_STOP : NPE_SINK_CONTINUE;
    } catch (const std::exception& e) {
      ctx->outcome->bad_step = e.what();
      return NPE_SINK_STOP;
    }
  };
  take_plugin_error();  // forget a message of an earlier call
  outcome.result = library_->entry().find(handle_, &position, sink, &context);
  if (outcome.result != NPE_FIND_OK) outcome.error_message = take_plugin_error();
  return outcome;
}

std::string FindOutcome::error() const {
  return "find returned " + std::to_string(result) + (result == NPE_FIND_ERROR ? " (NPE_FIND_ERROR)" : "") +
         (error_message.empty() ? " without a message" : ": " + error_message);
}

FindOutcome RawInstance::find(const Grid& shared, bool all) const {
  std::optional<OriginScope> scope;
  if (const std::string* origin = corpus_origin(&shared)) scope.emplace(*origin);
  const Grid grid = shared;  // a copy: a plugin that writes into its input spoils only this call
  const npe_position position = position_view(grid, all);
  return find(position);
}

std::string step_bytes(const Step& step) {
  std::string bytes = step.text;
  bytes += '\0';
  auto add_number = [&](std::uint32_t value) { bytes += std::to_string(value) + ","; };
  add_number(step.kind);
  add_number(step.digits);
  bytes += "|p:";
  for (const auto& p : step.placements) add_number(p.cell * 10u + p.digit);
  bytes += "|e:";
  for (const auto& e : step.eliminations) add_number(e.cell * 10u + e.digit);
  auto add_list = [&](const auto& list) {
    bytes += "|";
    for (const auto value : list) add_number(value);
  };
  add_list(step.cells);
  add_list(step.base_houses);
  add_list(step.cover_houses);
  add_list(step.fins);
  return bytes;
}

std::string steps_bytes(const std::vector<Step>& steps) {
  std::string bytes;
  for (const auto& step : steps) bytes += step_bytes(step) + "\n";
  return bytes;
}

CorpusBudget corpus_budget(int strictness) {
  static constexpr CorpusBudget kTable[] = {{5, 1},   {10, 1},  {20, 1},  {40, 2},   {80, 2},
                                            {150, 2}, {300, 3}, {600, 3}, {1200, 4}, {0, 5}};
  return kTable[std::clamp(strictness, 1, 10) - 1];
}

std::filesystem::path default_reglib_file() {
#ifdef NPE_SOURCE_REGLIB
  std::error_code error;
  if (std::filesystem::is_regular_file(NPE_SOURCE_REGLIB, error)) return NPE_SOURCE_REGLIB;
#endif
  return {};
}

std::vector<std::filesystem::path> corpus_files(const CheckSettings& settings) {
  if (!settings.corpus.empty()) return settings.corpus;
  const auto dir = (program_directory() / ".." / "share" / "npe" / "puzzles").lexically_normal();
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(dir, error)) {
    if (item.path().extension() == ".txt") files.push_back(item.path());
  }
  if (files.empty()) throw InputError("no shipped puzzles in " + dir.string() + "; give --corpus FILE");
  std::sort(files.begin(), files.end());
  return files;
}

namespace {

/** A corpus line: a puzzle, or a position with its own candidates and givens (a pencil-mark form, a
 *  digits line with '+' marks: what `npe mine` writes), taken as it is. */
struct CorpusItem {
  Puzzle puzzle;  // givens: the position's givens alone
  std::optional<Grid> position;
};

/** The items of a corpus file, one per line; a file of 9-line grids is read as puzzles. */
std::vector<CorpusItem> read_corpus_items(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw InputError(file.string() + ": cannot open the corpus");
  std::vector<CorpusItem> items;
  std::string line;
  try {
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string_view text = trim(line);
      if (text.empty() || text[0] == '#') continue;
      const SearchPosition read = parse_position_line(text, file.string(), number);
      CorpusItem& item = items.emplace_back();
      item.puzzle.givens = given_digits(read.grid);
      item.puzzle.solution = read.solution;
      item.puzzle.origin = read.origin;
      if (read.format != "puzzle") item.position = read.grid;
    }
  } catch (const InputError&) {
    items.clear();
    for (auto& puzzle : read_puzzle_file(file)) items.push_back({std::move(puzzle), std::nullopt});
  }
  return items;
}

struct TakenPuzzle {
  Digits givens{};
  Digits solution{};
  std::string origin;
  std::optional<Grid> position;  // a position of the corpus, checked as it is
};

/** The unique solution of an item, when its placed digits agree with it. */
std::optional<Digits> item_solution(const CorpusItem& item) {
  const std::optional<Digits> solution = unique_solution(item.puzzle.givens);
  if (!solution || (item.puzzle.solution && *item.puzzle.solution != *solution)) return std::nullopt;
  for (int cell = 0; item.position && cell < 81; ++cell) {
    if (item.position->digits[cell] != 0 && item.position->digits[cell] != (*solution)[cell]) return std::nullopt;
  }
  return solution;
}

/** The strictness's share of the puzzles, evenly spread over the files, and every position: a file of
 *  positions was chosen for the technique already (`npe mine`), so none of it is left out. */
std::vector<TakenPuzzle> taken_puzzles(const CheckSettings& settings) {
  std::vector<CorpusItem> puzzles, items;
  for (const auto& file : corpus_files(settings)) {
    for (auto& item : read_corpus_items(file)) (item.position ? items : puzzles).push_back(std::move(item));
  }
  const int wanted = corpus_budget(settings.strictness).puzzles;
  const std::size_t count = wanted == 0 ? puzzles.size() : std::min<std::size_t>(wanted, puzzles.size());
  std::vector<const CorpusItem*> chosen;
  for (std::size_t k = 0; k < count; ++k) chosen.push_back(&puzzles[k * puzzles.size() / count]);
  for (const auto& item : items) chosen.push_back(&item);
  std::vector<TakenPuzzle> taken;
  for (const CorpusItem* chosen_item : chosen) {
    const CorpusItem& item = *chosen_item;
    // Only puzzles with one solution: every position then carries NPE_FACT_UNIQUE, so uniqueness
    // techniques are checked too.
    const std::optional<Digits> solution = item_solution(item);
    if (!solution) continue;
    taken.push_back({item.puzzle.givens, *solution, item.puzzle.origin, item.position});
  }
  return taken;
}

/** Removes about half of the candidates that are not the solution's digit, deterministically. */
Grid thinned(Grid grid, const Digits& solution, unsigned seed) {
  std::mt19937 random(seed);
  for (int cell = 0; cell < 81; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (digit != solution[cell] && sdk::has_digit(grid.candidates[cell], digit) && (random() & 1u)) {
        grid.eliminate(cell, digit);
      }
    }
  }
  return grid;
}

/** The givens with about two thirds of the empty cells filled from the solution and candidates
 *  from the digits: a position partway along a solve path, deterministically chosen. */
Grid partly_solved(const Digits& givens, const Digits& solution, unsigned seed) {
  std::mt19937 random(seed);
  Digits digits = givens;
  for (int cell = 0; cell < 81; ++cell) {
    if (digits[cell] == 0 && random() % 3 != 0) digits[cell] = solution[cell];
  }
  Grid grid = Grid::from_digits(digits);
  for (int cell = 0; cell < 81; ++cell) grid.givens[cell] = givens[cell] != 0 ? 1 : 0;  // the rest were placed
  grid.facts = NPE_FACT_UNIQUE;
  return grid;
}

}  // namespace

const std::vector<CorpusPosition>& corpus_positions(const CheckSettings& settings) {
  auto& cache = corpus_cache;
  std::string key = std::to_string(settings.strictness);
  for (const auto& file : settings.corpus) {
    key += '|';
    key += file.string();
  }
  {
    const std::lock_guard lock(corpus_mutex);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  std::vector<CorpusPosition> positions;
  unsigned seed = 1;
  for (const auto& puzzle : taken_puzzles(settings)) {
    if (puzzle.position) {
      Grid grid = *puzzle.position;
      grid.facts = NPE_FACT_UNIQUE;
      if (!grid.solved()) positions.push_back({grid, puzzle.solution, puzzle.origin + " (position)"});
      continue;
    }
    Grid givens = Grid::from_digits(puzzle.givens);
    givens.facts = NPE_FACT_UNIQUE;
    Grid singles = givens;
    fill_singles(singles);
    Grid later = thinned(singles, puzzle.solution, seed);
    fill_singles(later);
    const Grid partly = partly_solved(puzzle.givens, puzzle.solution, seed++);
    positions.push_back({givens, puzzle.solution, puzzle.origin + " (givens)"});
    if (!partly.solved()) positions.push_back({partly, puzzle.solution, puzzle.origin + " (partly solved)"});
    if (!singles.solved()) positions.push_back({singles, puzzle.solution, puzzle.origin + " (singles)"});
    if (!later.solved()) positions.push_back({later, puzzle.solution, puzzle.origin + " (thinned)"});
  }
  const std::lock_guard lock(corpus_mutex);
  return cache.emplace(key, std::move(positions)).first->second;
}

std::vector<Grid> corpus_solutions(const CheckSettings& settings) {
  std::vector<Grid> grids;
  for (const auto& puzzle : taken_puzzles(settings)) grids.push_back(Grid::from_digits(puzzle.solution));
  return grids;
}

}  // namespace npe
