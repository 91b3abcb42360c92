#include "isolation/run_codec.hpp"

#include <cstring>
#include <stdexcept>
#include <type_traits>

namespace npe {

namespace {

class Writer {
 public:
  template <typename T>
  requires std::is_trivially_copyable_v<T>
  void put(const T& value) { out_.append(reinterpret_cast<const char*>(&value), sizeof value); }
  void put(const std::string& text) {
    put(static_cast<std::uint32_t>(text.size()));
    out_ += text;
  }
  template <typename List>  // std::vector or SmallVector of trivially copyable items
  requires(std::is_trivially_copyable_v<typename List::value_type> &&
           !std::is_trivially_copyable_v<List>) void put(const List& items) {
    using T = typename List::value_type;
    put(static_cast<std::uint32_t>(items.size()));
    if (!items.empty()) out_.append(reinterpret_cast<const char*>(items.data()), items.size() * sizeof(T));
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  template <typename T>
  requires std::is_trivially_copyable_v<T>
  void get(T& value) { std::memcpy(&value, take(sizeof value), sizeof value); }
  void get(std::string& text) {
    std::uint32_t size = 0;
    get(size);
    text.assign(take(size), size);
  }
  template <typename List>  // std::vector or SmallVector of trivially copyable items
  requires(std::is_trivially_copyable_v<typename List::value_type> &&
           !std::is_trivially_copyable_v<List>) void get(List& items) {
    using T = typename List::value_type;
    std::uint32_t size = 0;
    get(size);
    items.resize(size);
    if (size) std::memcpy(items.data(), take(std::size_t{size} * sizeof(T)), std::size_t{size} * sizeof(T));
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  const char* take(std::size_t size) {
    if (bytes_.size() - at_ < size) throw std::runtime_error("truncated run result");
    const char* data = bytes_.data() + at_;
    at_ += size;
    return data;
  }
  std::string_view bytes_;
  std::size_t at_ = 0;
};

// One function per struct serves both directions: `io` is a Writer (put) or a Reader (get).
template <typename Io, typename S>
void fields(Io& io, S& step) {
  auto each = [&](auto&... items) {
    if constexpr (std::is_same_v<Io, Writer>) {
      (io.put(items), ...);
    } else {
      (io.get(items), ...);
    }
  };
  each(step.technique, step.text, step.kind, step.placements, step.eliminations, step.cells, step.digits,
       step.base_houses, step.cover_houses, step.fins, step.rating_x10, step.points, step.colors, step.als,
       step.restricted_commons, step.endo_fins, step.cannibalistic, step.evidence_records);
  std::uint32_t chains = static_cast<std::uint32_t>(step.chains.size());
  each(chains);
  step.chains.resize(chains);
  for (auto& chain : step.chains) each(chain.kind, chain.nodes);
}

template <typename Io, typename R>
void run_fields(Io& io, R& run) {
  auto each = [&](auto&... items) {
    if constexpr (std::is_same_v<Io, Writer>) {
      (io.put(items), ...);
    } else {
      (io.get(items), ...);
    }
  };
  each(run.engine, run.outcome, run.reason, run.failed_step, run.failed_technique, run.start_digits,
       run.final_preprocessed, run.final_grid, run.difficulty, run.rating_x10, run.known_unique,
       run.uniqueness_warning);
  std::uint32_t steps = static_cast<std::uint32_t>(run.steps.size());
  each(steps);
  run.steps.resize(steps);
  for (auto& applied : run.steps) {
    fields(io, applied.step);
    each(applied.board_digits, applied.points, applied.status_code, applied.rating_x10, applied.preprocessed);
  }
}

}  // namespace

std::string encode_run(const RunResult& run) {
  Writer writer;
  run_fields(writer, const_cast<RunResult&>(run));  // the writer only reads; resize() keeps the sizes
  return writer.take();
}

RunResult decode_run(std::string_view bytes) {
  Reader reader(bytes);
  RunResult run;
  run_fields(reader, run);
  if (!reader.done()) throw std::runtime_error("trailing bytes after a run result");
  return run;
}

std::string encode_puzzle(const Puzzle& puzzle) {
  Writer writer;
  writer.put(puzzle.givens);
  writer.put(puzzle.solution.has_value());
  writer.put(puzzle.solution.value_or(Digits{}));
  writer.put(puzzle.extra);
  writer.put(puzzle.origin);
  return writer.take();
}

Puzzle decode_puzzle(std::string_view bytes) {
  Reader reader(bytes);
  Puzzle puzzle;
  bool has_solution = false;
  Digits solution{};
  reader.get(puzzle.givens);
  reader.get(has_solution);
  reader.get(solution);
  reader.get(puzzle.extra);
  reader.get(puzzle.origin);
  if (has_solution) puzzle.solution = solution;
  return puzzle;
}

std::string encode_steps(const std::vector<Step>& steps) {
  Writer writer;
  writer.put(static_cast<std::uint32_t>(steps.size()));
  for (const auto& step : steps) fields(writer, const_cast<Step&>(step));  // the writer only reads
  return writer.take();
}

std::vector<Step> decode_steps(std::string_view bytes) {
  Reader reader(bytes);
  std::uint32_t count = 0;
  reader.get(count);
  std::vector<Step> steps;
  for (std::uint32_t i = 0; i < count; ++i) fields(reader, steps.emplace_back());
  if (!reader.done()) throw std::runtime_error("trailing bytes after steps");
  return steps;
}

}  // namespace npe
