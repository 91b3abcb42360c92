#include "serve/workbench.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "isolation/run_codec.hpp"
#include "isolation/worker.hpp"
#include "loader/search_paths.hpp"
#include "reports/board_picture.hpp"
#include "reports/trace.hpp"
#include "serve/technique_scan.hpp"
#include "serve/worker_pool.hpp"

namespace npe {

namespace {

/** How `npe trace -e` names an engine type: by its name when the name finds the file it came from
 *  (a shipped type, or one on $NPE_ENGINE_PATH), else by that file's absolute path (a type given as
 *  `serve -e my.yaml`, whose name npe trace cannot resolve). */
std::string engine_argument(const EngineType& type) {
  std::error_code error;
  try {
    if (type.source.empty() || std::filesystem::equivalent(resolve_engine(type.name), type.source, error)) {
      return type.name;
    }
  } catch (const InputError&) {
    // the name finds nothing: the path below
  }
  return std::filesystem::absolute(type.source, error).lexically_normal().string();
}

using Clock = std::chrono::steady_clock;
using nlohmann::json;

// Requests to a worker: a kind byte, a 32-bit index (technique or engine), the rest.
constexpr char kScan = 's', kRun = 'r';

std::string worker_request(char kind, std::uint32_t index, const std::string& rest) {
  std::string request(1, kind);
  request.append(reinterpret_cast<const char*>(&index), sizeof index);
  return request + rest;
}

Clock::time_point after(double seconds) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

double seconds_left(Clock::time_point deadline) {
  return std::chrono::duration<double>(deadline - Clock::now()).count();
}

const std::string& text_field(const json& body, const char* key) {
  if (!body.is_object() || !body.contains(key) || !body[key].is_string()) {
    throw InputError(std::string("the request needs \"") + key + "\": a string");
  }
  return body[key].get_ref<const std::string&>();
}

/** The position of a request: any form `npe find` reads, with '/' also separating rows. */
SearchPosition request_position(const json& body) {
  std::string text = text_field(body, "position");
  std::replace(text.begin(), text.end(), '/', '\n');
  return parse_position(text, "position");
}

json cell_digits(const auto& items) {
  json list = json::array();
  for (const auto& [cell, digit] : items) list.push_back({cell, digit});
  return list;
}

/** [[cell, digit]...] of a request, each checked (cell 0..80, digit 1..9). */
std::vector<CellDigit> request_cell_digits(const json& body, const char* key) {
  std::vector<CellDigit> items;
  if (!body.contains(key)) return items;
  const json& list = body[key];
  if (!list.is_array()) throw InputError(std::string("\"") + key + "\" must be a list of [cell, digit] pairs");
  for (const auto& pair : list) {
    if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() || !pair[1].is_number_integer()) {
      throw InputError(std::string("\"") + key + "\": " + pair.dump() + " is not a [cell, digit] pair");
    }
    const auto cell = pair[0].get<long long>(), digit = pair[1].get<long long>();
    if (cell < 0 || cell > 80 || digit < 1 || digit > 9) {
      throw InputError(std::string("\"") + key + "\": " + pair.dump() + ": cells are 0..80 and digits 1..9");
    }
    items.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
  }
  return items;
}

bool has_candidate(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && (grid.candidates[cell] & sdk::digit_bit(digit)) != 0;
}

}  // namespace

Workbench::Workbench(const PluginRegistry& registry, std::vector<EngineType> types, WorkbenchOptions options)
    : registry_(registry), options_(std::move(options)) {
  for (const auto& library : registry_.libraries()) {
    for (const auto& info : library->techniques()) {
      if (registry_.find(info.id) == &info) techniques_.push_back(&info);  // a duplicate id loses (the registry's rule)
    }
  }
  std::sort(techniques_.begin(), techniques_.end(), [](auto* a, auto* b) { return a->id < b->id; });
  for (auto& type : types) {
    engines_.push_back(std::make_unique<Engine>(std::move(type), registry_, EngineOptions{.errors_as_results = true}));
  }
  // Runs in a worker, on its copy of the registry and engines.
  auto handler = [this](std::string_view request, CallSite& site) -> std::string {
    std::uint32_t index = 0;
    if (request.size() < 1 + sizeof index) throw std::runtime_error("truncated request");
    std::memcpy(&index, request.data() + 1, sizeof index);
    const std::string_view rest = request.substr(1 + sizeof index);
    if (request[0] == kScan) return answer_scan(registry_, rest, site, static_cast<int>(index));
    Engine& engine = *engines_.at(index);
    engine.set_call_site(&site);
    return encode_run(engine.run(decode_puzzle(rest)));
  };
  pool_ = std::make_unique<WorkerPool>(std::max(1, options_.workers), handler);
}

Workbench::~Workbench() = default;

int Workbench::workers_started() const { return pool_->workers_started(); }

json Workbench::catalogue() const {
  json techniques = json::array();
  for (const auto* info : techniques_) {
    techniques.push_back({{"id", info->id},
                          {"name", info->name},
                          {"rating", info->default_rating_x10 ? json(info->default_rating_x10 / 10.0) : json()}});
  }
  json engines = json::array();
  for (const auto& engine : engines_) {
    engines.push_back({{"name", engine->type().name}, {"description", engine->type().description}});
  }
  return {{"techniques", std::move(techniques)},
          {"engines", std::move(engines)},
          {"board", {{"cell", kBoardCellSize}, {"margin", kBoardMargin}}}};
}

namespace {

/** What the page shows of a position and sends back: "state" is the position as text (the digits
 *  line, '+' before each digit placed while solving, then the 729-character pencil-mark string), which
 *  every request takes as "position": the givens survive every round trip and the copy-out. */
json position_view(const Grid& grid, const std::string& format, const std::string& program) {
  const std::string digits = grid.to_line(), marked = marked_digits_line(grid), marks = pencil_mark_string(grid);
  json candidates = json::array();
  for (int cell = 0; cell < 81; ++cell) candidates.push_back(grid.candidates[cell]);
  return {{"format", format},
          {"digits", digits},
          {"marked_digits", marked},
          {"pm729", marks},
          {"position", marked + " " + marks},
          {"state", marked + "\n" + marks},
          {"candidates", std::move(candidates)},
          {"filled", grid.filled_count()},
          {"svg", board_svg(grid, nullptr)},
          {"find_command", program + " find --all --technique TECHNIQUE " + shell_quote(marked + "/" + marks)}};
}

}  // namespace

json Workbench::position(const json& body) const {
  const SearchPosition position = request_position(body);
  return position_view(position.grid, position.format, options_.program);
}

json Workbench::apply(const json& body) const {
  SearchPosition position = request_position(body);
  Grid& grid = position.grid;
  const auto placements = request_cell_digits(body, "placements");
  const auto eliminations = request_cell_digits(body, "eliminations");
  if (placements.empty() && eliminations.empty())
    throw InputError("nothing to apply: no placements and no eliminations");
  for (const auto& [cell, digit] : eliminations) {
    if (!has_candidate(grid, cell, digit)) {
      throw InputError("cannot eliminate " + std::to_string(digit) + " from " + cell_name(cell) +
                       ": not a candidate there");
    }
    grid.eliminate(cell, digit);
  }
  for (const auto& [cell, digit] : placements) {
    if (!has_candidate(grid, cell, digit)) {
      throw InputError("cannot place " + std::to_string(digit) + " in " + cell_name(cell) + ": not a candidate there");
    }
    grid.place(cell, digit);
  }
  return position_view(grid, "applied", options_.program);
}

json Workbench::steps(const json& body) {
  const SearchPosition position = request_position(body);
  const auto begun = Clock::now();
  const auto deadline = after(options_.request_timeout);
  auto lease = pool_->acquire(deadline);
  if (!lease) throw ServerBusy("every worker is busy; try again");
  std::vector<TechniqueFinding> findings;
  for (std::size_t i = 0; i < techniques_.size(); ++i) {
    const TechniqueInfo& info = *techniques_[i];
    TechniqueFinding& finding = findings.emplace_back();
    finding.technique = info.id;
    const double left = std::min(options_.technique_timeout, seconds_left(deadline));
    if (left <= 0) {
      finding.error =
          "not searched: the request's " + std::to_string(static_cast<int>(options_.request_timeout)) + " s ran out";
      continue;
    }
    const auto called = Clock::now();
    const auto reply = (*lease)->call(
        worker_request(kScan, static_cast<std::uint32_t>(i), scan_request(info.id, position.grid)), left);
    finding.seconds = std::chrono::duration<double>(Clock::now() - called).count();
    switch (reply.status) {
      case IsolatedCall::Status::ok: finding.steps = decode_scan(reply.bytes, info, finding.truncated); break;
      case IsolatedCall::Status::crashed:
      case IsolatedCall::Status::timed_out:
        finding.error = reply.bytes + " in technique '" + info.id + "' of plugin " + info.library->id() + " (" +
                        info.library->path().string() + ")";
        break;
      default: finding.error = reply.bytes;
    }
  }
  lease.reset();
  json steps = json::array(), errors = json::array(), truncated = json::array(), timings = json::array();
  KeptList kept{0, position.grid, {}};
  for (const auto& [step, finding] : sorted_steps(findings)) {
    steps.push_back({{"index", steps.size()},
                     {"technique", finding->technique},
                     {"rating", step->rating_x10 ? json(step->rating_x10 / 10.0) : json()},
                     {"text", step->text},
                     {"line", step_line(*step)},
                     {"placements", cell_digits(step->placements)},
                     {"eliminations", cell_digits(step->eliminations)}});
    kept.steps.push_back(*step);
  }
  for (const auto& finding : findings) {
    if (!finding.error.empty()) errors.push_back({{"technique", finding.technique}, {"error", finding.error}});
    if (finding.truncated) truncated.push_back(finding.technique);
    timings.push_back(
        {{"technique", finding.technique}, {"steps", finding.steps.size()}, {"seconds", finding.seconds}});
  }
  long long list_id = 0;
  {
    std::lock_guard lock(lists_mutex_);
    kept.id = list_id = next_list_++;
    if (lists_.size() == kKeptLists) lists_.pop_front();
    lists_.push_back(std::move(kept));
  }
  return {{"list", list_id},
          {"steps", std::move(steps)},
          {"errors", std::move(errors)},
          {"truncated", std::move(truncated)},
          {"techniques", techniques_.size()},
          {"timings", std::move(timings)},
          {"seconds", std::chrono::duration<double>(Clock::now() - begun).count()}};
}

json Workbench::picture(const json& body) const {
  if (!body.is_object() || !body.contains("list") || !body["list"].is_number_integer() || !body.contains("step") ||
      !body["step"].is_number_integer()) {
    throw InputError("the request needs \"list\" (from /api/steps) and \"step\" (its index)");
  }
  const long long id = body["list"], index = body["step"];
  std::lock_guard lock(lists_mutex_);
  for (const auto& list : lists_) {
    if (list.id != id) continue;
    if (index < 0 || index >= static_cast<long long>(list.steps.size())) {
      throw InputError("step " + std::to_string(index) + " is not in list " + std::to_string(id));
    }
    const Step& step = list.steps[static_cast<std::size_t>(index)];
    return {{"svg", board_svg(list.grid, &step, step.technique + ": " + step_line(step))}};
  }
  throw InputError("step list " + std::to_string(id) + " is no longer kept: list the steps again");
}

json Workbench::run(const json& body) {
  const SearchPosition position = request_position(body);
  if (!body.contains("engines") || !body["engines"].is_array() || body["engines"].empty() ||
      body["engines"].size() > 4) {
    throw InputError("the request needs \"engines\": a list of 1 to 4 engine type names");
  }
  std::vector<std::size_t> chosen;
  for (const auto& name : body["engines"]) {
    const auto found = std::find_if(engines_.begin(), engines_.end(), [&](const auto& engine) {
      return name.is_string() && engine->type().name == name.get<std::string>();
    });
    if (found == engines_.end())
      throw InputError("unknown engine type " + name.dump() + " (GET /api/catalogue lists them)");
    chosen.push_back(static_cast<std::size_t>(found - engines_.begin()));
  }
  Puzzle puzzle;  // engine types run from the position's digits, as `npe trace` does
  puzzle.givens = position.grid.digits;
  puzzle.solution = position.solution;
  puzzle.origin = "position";
  const auto deadline = after(options_.request_timeout);
  auto lease = pool_->acquire(deadline);
  if (!lease) throw ServerBusy("every worker is busy; try again");
  std::vector<TraceSide> sides;
  std::string command = options_.program + " trace";
  for (const std::size_t index : chosen) {
    const Engine& engine = *engines_[index];
    command += " -e " + shell_quote(engine_argument(engine.type()));
    const double left = std::min(options_.technique_timeout, seconds_left(deadline));
    const auto reply =
        left > 0 ? (*lease)->call(worker_request(kRun, static_cast<std::uint32_t>(index), encode_puzzle(puzzle)), left)
                 : IsolatedCall::Reply{IsolatedCall::Status::timed_out, "not run: the request's time ran out"};
    if (reply.status != IsolatedCall::Status::ok) {
      std::string where;
      const auto instances = engine.instances();
      if (reply.technique >= 0 && reply.technique < static_cast<int>(instances.size())) {
        where = " in " + instances[static_cast<std::size_t>(reply.technique)]->describe() + " at step " +
                std::to_string(reply.step);
      }
      throw PluginError("engine type " + engine.type().name + ": " + reply.bytes + where);
    }
    sides.push_back(trace_side(puzzle, decode_run(reply.bytes), engine.type().candidates));
  }
  lease.reset();
  json result = trace_case_json(trace_case("position", puzzle, std::move(sides)));
  result["trace_command"] = command + " " + shell_quote(puzzle.givens_line()) + " --html trace.html";
  return result;
}

}  // namespace npe
