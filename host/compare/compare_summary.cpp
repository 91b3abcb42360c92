#include "compare/compare_summary.hpp"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"

namespace npe {

namespace {

constexpr double kBinBase = 1e-9;  // seconds at bin 0
const double kBinRatio = std::log(1.01);

template <class Item>
void keep_first(std::vector<Item>& items, std::size_t count) {
  std::stable_sort(items.begin(), items.end(), [](const Item& x, const Item& y) { return x.index < y.index; });
  if (items.size() > count) items.resize(count);
}

template <class Key>
void add_counts(std::map<Key, long>& into, const std::map<Key, long>& from) {
  for (const auto& [key, count] : from) into[key] += count;
}

nlohmann::json cell_digits(std::span<const CellDigit> items) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [cell, digit] : items) list.push_back({cell, digit});
  return list;
}

std::vector<CellDigit> cell_digits_from(const nlohmann::json& json) {
  std::vector<CellDigit> items;
  for (const auto& pair : json) items.push_back({pair.at(0).get<std::uint8_t>(), pair.at(1).get<std::uint8_t>()});
  return items;
}

nlohmann::json step_json(const Step& step) {
  return {{"technique", step.technique},
          {"text", step.text},
          {"kind", step.kind},
          {"placements", cell_digits(step.placements)},
          {"eliminations", cell_digits(step.eliminations)},
          {"cells", step.cells.to_vector()},
          {"digits", step.digits},
          {"base", step.base_houses.to_vector()},
          {"cover", step.cover_houses.to_vector()},
          {"fins", step.fins.to_vector()}};
}

Step step_from(const nlohmann::json& json) {
  Step step;
  step.technique = json.at("technique").get<std::string>();
  step.text = json.at("text").get<std::string>();
  step.kind = json.at("kind").get<std::uint32_t>();
  step.placements = cell_digits_from(json.at("placements"));
  step.eliminations = cell_digits_from(json.at("eliminations"));
  step.cells = json.at("cells").get<std::vector<std::uint8_t>>();
  step.digits = json.at("digits").get<Mask>();
  step.base_houses = json.at("base").get<std::vector<std::uint8_t>>();
  step.cover_houses = json.at("cover").get<std::vector<std::uint8_t>>();
  step.fins = json.at("fins").get<std::vector<std::uint8_t>>();
  return step;
}

/** Candidates as 81 groups of 3 hex digits (9-bit masks). */
std::string masks_text(const Grid& grid) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text;
  for (Mask mask : grid.candidates) {
    text += kHex[(mask >> 8) & 0xF];
    text += kHex[(mask >> 4) & 0xF];
    text += kHex[mask & 0xF];
  }
  return text;
}

Grid grid_from(const std::string& digits, const std::string& masks) {
  if (digits.size() != 81 || masks.size() != 243) throw InputError("bad position");
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) {
    const char c = digits[static_cast<std::size_t>(cell)];
    grid.digits[cell] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
    grid.candidates[cell] =
        static_cast<Mask>(std::stoi(masks.substr(static_cast<std::size_t>(cell) * 3, 3), nullptr, 16));
  }
  return grid;
}

/** std::map<int, long> as a JSON object with decimal keys (JSON keys are strings). */
nlohmann::json int_counts(const std::map<int, long>& counts) {
  nlohmann::json json = nlohmann::json::object();
  for (const auto& [key, count] : counts) json[std::to_string(key)] = count;
  return json;
}

std::map<int, long> int_counts_from(const nlohmann::json& json) {
  std::map<int, long> counts;
  for (const auto& [key, count] : json.items()) counts[std::stoi(key)] = count.get<long>();
  return counts;
}

nlohmann::json only_json(const std::vector<OnlyOneSolved>& list) {
  nlohmann::json json = nlohmann::json::array();
  for (const auto& item : list) json.push_back({item.index, item.puzzle, item.origin, item.technique});
  return json;
}

std::vector<OnlyOneSolved> only_from(const nlohmann::json& json) {
  std::vector<OnlyOneSolved> list;
  for (const auto& item : json) {
    list.push_back({item.at(0).get<std::size_t>(), item.at(1).get<std::string>(), item.at(2).get<std::string>(),
                    item.at(3).get<std::string>()});
  }
  return list;
}

}  // namespace

Outcome outcome_from(const std::string& name) {
  if (const auto outcome = parse_outcome(name)) return *outcome;
  throw InputError("unknown outcome '" + name + "'");
}

void TimeHistogram::add(double seconds) {
  ++count;
  total += seconds;
  max = std::max(max, seconds);
  ++bins[static_cast<int>(std::floor(std::log(std::max(seconds, kBinBase) / kBinBase) / kBinRatio))];
}

void TimeHistogram::merge(const TimeHistogram& other) {
  count += other.count;
  total += other.total;
  max = std::max(max, other.max);
  add_counts(bins, other.bins);
}

double TimeHistogram::bin_middle(int bin) { return kBinBase * std::exp((bin + 0.5) * kBinRatio); }

double TimeHistogram::median() const {
  if (count == 0) return 0;
  // The values at ranks (count-1)/2 and count/2 (0-based), averaged as for an exact median.
  const long low = (count - 1) / 2, high = count / 2;
  double low_value = 0, high_value = 0;
  long seen = 0;
  for (const auto& [bin, n] : bins) {
    if (seen <= low && low < seen + n) low_value = bin_middle(bin);
    if (seen <= high && high < seen + n) {
      high_value = bin_middle(bin);
      break;
    }
    seen += n;
  }
  return std::min(max, (low_value + high_value) / 2);
}

ComparisonSummary ComparisonSummary::of(std::vector<CompareEngine> engines, std::size_t total, Shard shard) {
  ComparisonSummary summary;
  const std::size_t n = engines.size();
  summary.engines = std::move(engines);
  summary.total = total;
  summary.shard = shard;
  summary.engine.resize(n);
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = a + 1; b < n; ++b) {
      summary.pairs.emplace_back();
      summary.pairs.back().a = static_cast<int>(a);
      summary.pairs.back().b = static_cast<int>(b);
    }
  }
  summary.solved_not.assign(n, std::vector<long>(n, 0));
  return summary;
}

void ComparisonSummary::add(const PuzzleRecord& record) {
  ++puzzles;
  for (std::size_t e = 0; e < record.runs.size(); ++e) {
    const EngineRecord& run = record.runs[e];
    EngineSummary& stats = engine[e];
    ++stats.puzzles;
    ++stats.outcomes[static_cast<std::size_t>(run.outcome)];
    ++stats.steps[run.steps];
    stats.seconds.add(run.seconds);
    if (run.hodoku_level != 0) ++stats.hodoku_levels[run.hodoku_level];
    for (const auto& [technique, count] : run.techniques) {
      auto& use = stats.techniques[technique];
      use.steps += count;
      ++use.puzzles;
    }
    if (run.outcome == Outcome::solved) {
      ++stats.difficulty[run.difficulty];
      ++stats.rating[run.rating_x10];
      for (std::size_t c = 0; c < record.runs.size(); ++c) {
        if (c == e || record.runs[c].outcome != Outcome::solved) ++solved_not[e][c];
      }
    }
    if (!run.failure.empty()) {
      if (failures.size() < kListedFailures) {
        failures.push_back({record.index, record.puzzle, record.origin, static_cast<int>(e), run.outcome, run.failure});
      }
      ++failure_count;
    }
  }
  for (std::size_t p = 0; p < record.pairs.size(); ++p) {
    const PairRecord& pair = record.pairs[p];
    PairSummary& stats = pairs[p];
    const bool solved_a = record.runs[static_cast<std::size_t>(pair.a)].outcome == Outcome::solved;
    const bool solved_b = record.runs[static_cast<std::size_t>(pair.b)].outcome == Outcome::solved;
    if (solved_a && solved_b) {
      ++stats.both_solved;
      if (pair.divergence < 0) {
        ++stats.identical;
      } else {
        ++stats.first_divergence[pair.divergence];
      }
    } else if (solved_a || solved_b) {
      ++(solved_a ? stats.only_a : stats.only_b);
      auto& list = solved_a ? stats.solved_only_by_a : stats.solved_only_by_b;
      if (list.size() < kListedOnlyOne) list.push_back({record.index, record.puzzle, record.origin, pair.difference});
      ++(solved_a ? stats.difference_a : stats.difference_b)[pair.difference];
    } else {
      ++stats.neither;
    }
    if (pair.divergence >= 0) {
      ++stats.divergent;
      ++stats.replacements[{pair.technique_a, pair.technique_b}];
      if (stats.pictured.size() < kPicturedDivergences) {
        stats.pictured.push_back({record.index, record.puzzle, record.origin, pair.divergence, pair.picture});
      }
    }
  }
}

namespace {

/** Adds a part's find times to the total's, by technique id (the same engine types list the same ids;
 *  a part that was not timed adds nothing). */
void add_find_seconds(std::vector<std::pair<std::string, double>>& into,
                      const std::vector<std::pair<std::string, double>>& from) {
  for (const auto& [id, seconds] : from) {
    auto it = std::find_if(into.begin(), into.end(), [&id = id](const auto& item) { return item.first == id; });
    if (it == into.end()) {
      into.emplace_back(id, seconds);
    } else {
      it->second += seconds;
    }
  }
}

}  // namespace

void ComparisonSummary::merge(const ComparisonSummary& other) {
  puzzles += other.puzzles;
  for (std::size_t e = 0; e < engine.size(); ++e) {
    EngineSummary& into = engine[e];
    const EngineSummary& from = other.engine[e];
    into.puzzles += from.puzzles;
    for (std::size_t o = 0; o < into.outcomes.size(); ++o) into.outcomes[o] += from.outcomes[o];
    add_counts(into.steps, from.steps);
    for (const auto& [id, use] : from.techniques) {
      into.techniques[id].steps += use.steps;
      into.techniques[id].puzzles += use.puzzles;
    }
    add_counts(into.difficulty, from.difficulty);
    add_counts(into.rating, from.rating);
    into.seconds.merge(from.seconds);
    add_find_seconds(into.find_seconds, from.find_seconds);
    add_counts(into.hodoku_levels, from.hodoku_levels);
    for (std::size_t c = 0; c < engine.size(); ++c) solved_not[e][c] += other.solved_not[e][c];
  }
  for (std::size_t p = 0; p < pairs.size(); ++p) {
    PairSummary& into = pairs[p];
    const PairSummary& from = other.pairs[p];
    into.both_solved += from.both_solved;
    into.only_a += from.only_a;
    into.only_b += from.only_b;
    into.neither += from.neither;
    into.identical += from.identical;
    into.divergent += from.divergent;
    add_counts(into.difference_a, from.difference_a);
    add_counts(into.difference_b, from.difference_b);
    add_counts(into.first_divergence, from.first_divergence);
    add_counts(into.replacements, from.replacements);
    into.solved_only_by_a.insert(into.solved_only_by_a.end(), from.solved_only_by_a.begin(),
                                 from.solved_only_by_a.end());
    into.solved_only_by_b.insert(into.solved_only_by_b.end(), from.solved_only_by_b.begin(),
                                 from.solved_only_by_b.end());
    into.pictured.insert(into.pictured.end(), from.pictured.begin(), from.pictured.end());
    keep_first(into.solved_only_by_a, kListedOnlyOne);
    keep_first(into.solved_only_by_b, kListedOnlyOne);
    keep_first(into.pictured, kPicturedDivergences);
  }
  failures.insert(failures.end(), other.failures.begin(), other.failures.end());
  keep_first(failures, kListedFailures);
  failure_count += other.failure_count;
}

nlohmann::json picture_to_json(const DivergencePicture& picture) {
  nlohmann::json json = {{"digits", picture.position.to_line()}, {"candidates", masks_text(picture.position)}};
  if (picture.step_a) json["step_a"] = step_json(*picture.step_a);
  if (picture.step_b) json["step_b"] = step_json(*picture.step_b);
  return json;
}

std::shared_ptr<const DivergencePicture> picture_from_json(const nlohmann::json& json) {
  auto picture = std::make_shared<DivergencePicture>();
  picture->position = grid_from(json.at("digits").get<std::string>(), json.at("candidates").get<std::string>());
  if (json.contains("step_a")) picture->step_a = step_from(json.at("step_a"));
  if (json.contains("step_b")) picture->step_b = step_from(json.at("step_b"));
  return picture;
}

nlohmann::json summary_to_json(const ComparisonSummary& summary) {
  nlohmann::json engines = nlohmann::json::array();
  for (const auto& stats : summary.engine) {
    nlohmann::json outcomes = nlohmann::json::object();
    for (Outcome o : kOutcomes) outcomes[std::string(outcome_name(o))] = stats.count(o);
    nlohmann::json techniques = nlohmann::json::object();
    for (const auto& [id, use] : stats.techniques) techniques[id] = {use.steps, use.puzzles};
    engines.push_back({{"puzzles", stats.puzzles},
                       {"outcomes", outcomes},
                       {"steps", int_counts(stats.steps)},
                       {"techniques", techniques},
                       {"difficulty", int_counts(stats.difficulty)},
                       {"rating", int_counts(stats.rating)},
                       {"seconds",
                        {{"count", stats.seconds.count},
                         {"total", stats.seconds.total},
                         {"max", stats.seconds.max},
                         {"bins", int_counts(stats.seconds.bins)}}},
                       {"find_seconds", stats.find_seconds},
                       {"hodoku_levels", int_counts(stats.hodoku_levels)}});
  }
  nlohmann::json pairs = nlohmann::json::array();
  for (const auto& pair : summary.pairs) {
    nlohmann::json replacements = nlohmann::json::array();
    for (const auto& [techniques, count] : pair.replacements)
      replacements.push_back({techniques.first, techniques.second, count});
    nlohmann::json pictured = nlohmann::json::array();
    for (const auto& item : pair.pictured) {
      pictured.push_back(
          {{"index", item.index}, {"puzzle", item.puzzle}, {"origin", item.origin}, {"step", item.step}});
      if (item.picture) pictured.back()["picture"] = picture_to_json(*item.picture);
    }
    pairs.push_back({{"a", pair.a},
                     {"b", pair.b},
                     {"both_solved", pair.both_solved},
                     {"only_a", pair.only_a},
                     {"only_b", pair.only_b},
                     {"neither", pair.neither},
                     {"solved_only_by_a", only_json(pair.solved_only_by_a)},
                     {"solved_only_by_b", only_json(pair.solved_only_by_b)},
                     {"difference_a", pair.difference_a},
                     {"difference_b", pair.difference_b},
                     {"identical", pair.identical},
                     {"first_divergence", int_counts(pair.first_divergence)},
                     {"replacements", replacements},
                     {"divergent", pair.divergent},
                     {"pictured", pictured}});
  }
  nlohmann::json failures = nlohmann::json::array();
  for (const auto& item : summary.failures) {
    failures.push_back({item.index, item.puzzle, item.origin, item.engine, outcome_name(item.outcome), item.reason});
  }
  return {{"puzzles", summary.puzzles},       {"engines", engines},   {"pairs", pairs},
          {"solved_not", summary.solved_not}, {"failures", failures}, {"failure_count", summary.failure_count}};
}

ComparisonSummary summary_from_json(const nlohmann::json& json) {
  ComparisonSummary summary;
  summary.puzzles = json.at("puzzles").get<long>();
  for (const auto& item : json.at("engines")) {
    EngineSummary stats;
    stats.puzzles = item.at("puzzles").get<long>();
    for (Outcome o : kOutcomes)
      stats.outcomes[static_cast<std::size_t>(o)] = item.at("outcomes").at(std::string(outcome_name(o))).get<long>();
    stats.steps = int_counts_from(item.at("steps"));
    for (const auto& [id, use] : item.at("techniques").items())
      stats.techniques[id] = {use.at(0).get<long>(), use.at(1).get<long>()};
    stats.difficulty = int_counts_from(item.at("difficulty"));
    stats.rating = int_counts_from(item.at("rating"));
    const auto& seconds = item.at("seconds");
    stats.seconds.count = seconds.at("count").get<long>();
    stats.seconds.total = seconds.at("total").get<double>();
    stats.seconds.max = seconds.at("max").get<double>();
    stats.seconds.bins = int_counts_from(seconds.at("bins"));
    if (const auto levels = item.find("hodoku_levels"); levels != item.end())
      stats.hodoku_levels = int_counts_from(*levels);
    if (const auto find = item.find("find_seconds"); find != item.end()) {
      stats.find_seconds = find->get<std::vector<std::pair<std::string, double>>>();
    }
    summary.engine.push_back(std::move(stats));
  }
  for (const auto& item : json.at("pairs")) {
    PairSummary pair;
    pair.a = item.at("a").get<int>();
    pair.b = item.at("b").get<int>();
    pair.both_solved = item.at("both_solved").get<long>();
    pair.only_a = item.at("only_a").get<long>();
    pair.only_b = item.at("only_b").get<long>();
    pair.neither = item.at("neither").get<long>();
    pair.solved_only_by_a = only_from(item.at("solved_only_by_a"));
    pair.solved_only_by_b = only_from(item.at("solved_only_by_b"));
    pair.difference_a = item.at("difference_a").get<std::map<std::string, long>>();
    pair.difference_b = item.at("difference_b").get<std::map<std::string, long>>();
    pair.identical = item.at("identical").get<long>();
    pair.first_divergence = int_counts_from(item.at("first_divergence"));
    for (const auto& r : item.at("replacements")) {
      pair.replacements[{r.at(0).get<std::string>(), r.at(1).get<std::string>()}] = r.at(2).get<long>();
    }
    pair.divergent = item.at("divergent").get<long>();
    for (const auto& p : item.at("pictured")) {
      Divergence divergence{p.at("index").get<std::size_t>(), p.at("puzzle").get<std::string>(),
                            p.at("origin").get<std::string>(), p.at("step").get<int>(), nullptr};
      if (p.contains("picture")) divergence.picture = picture_from_json(p.at("picture"));
      pair.pictured.push_back(std::move(divergence));
    }
    summary.pairs.push_back(std::move(pair));
  }
  summary.solved_not = json.at("solved_not").get<std::vector<std::vector<long>>>();
  for (const auto& item : json.at("failures")) {
    summary.failures.push_back({item.at(0).get<std::size_t>(), item.at(1).get<std::string>(),
                                item.at(2).get<std::string>(), item.at(3).get<int>(),
                                outcome_from(item.at(4).get<std::string>()), item.at(5).get<std::string>()});
  }
  summary.failure_count = json.at("failure_count").get<long>();
  const std::size_t n = summary.engine.size();
  if (summary.pairs.size() != n * (n - 1) / 2 || summary.solved_not.size() != n)
    throw InputError("summary of the wrong shape");
  return summary;
}

}  // namespace npe
