// Fuzz target: every shipped technique on arbitrary digit/candidate states (find-first: any
// step the host refuses is a finding), and the engine on arbitrary givens. A technique may report
// nothing or anything valid; a refused step (PluginError) is a finding, as is any crash.
// Speed (docs/fuzzing.md): an input with a candidate section runs one technique only; an input
// without one (a puzzle line) runs one technique on the digits' candidates and then the engine.
// Running the engine on every input spent a third of the time on solve paths the candidate
// bytes cannot change, and the chain searches on dense states took most of the rest.
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "engine/engine.hpp"
#include "validation/step_validation.hpp"

namespace {

// Bounds on the work per input (libFuzzer's -timeout is 10 s in scripts/fuzz, under the
// sanitizers). Denser states than kMaxCandidates only run the engine: there the set searches (ALS,
// chains) grow without a useful bound while random candidates add no new code paths. Each
// parameterised technique is an instance per size, its first kSizesTried + 1 sizes; one input runs
// one instance, chosen by its last byte, so the fuzzer's many inputs cover them all.
constexpr int kMaxCandidates = 200;
constexpr int kMaxChainCandidates = 120;  // chains.* and als.*: their searches grow fastest
constexpr int kSizesTried = 8;

bool heavy(const std::string& id) { return id.rfind("chains.", 0) == 0 || id.rfind("als.", 0) == 0; }

const npe::PluginRegistry& registry() {
  static const npe::PluginRegistry loaded = npe::load_plugins({NPE_PLUGIN_DIR});
  return loaded;
}

/** One instance of every technique (parameterised ones at every size). */
const std::vector<std::unique_ptr<npe::TechniqueInstance>>& techniques() {
  static const auto all = [] {
    std::vector<std::unique_ptr<npe::TechniqueInstance>> list;
    for (const auto& library : registry().libraries()) {
      for (const auto& info : library->techniques()) {
        if (info.params.empty()) {
          list.push_back(registry().create(info.id, {}));
          continue;
        }
        const auto& p = info.params.front();
        for (auto v = p.min_value; v <= p.max_value && v <= p.min_value + kSizesTried; ++v) {
          list.push_back(registry().create(info.id, {{p.name, std::to_string(v)}}));
        }
      }
    }
    return list;
  }();
  return all;
}

npe::Engine& engine() {
  static npe::Engine e(
      npe::parse_engine_type(
          "name: fuzz\ncandidates: persistent\npreprocess: [hidden_digit.pointing]\n"
          "techniques: [box, row, col, cell, {id: locked_set.naked, size: 2}, {id: locked_set.hidden, size: 3}]\n",
          "fuzz.yaml"),
      registry());
  return e;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Comment lines first (the shipped puzzle files open with their source): the puzzle line follows.
  while (size > 0 && data[0] == '#') {
    while (size > 0 && data[0] != '\n') ++data, --size;
    if (size > 0) ++data, --size;
  }
  if (size < 81) return 0;
  npe::Grid grid;
  // Digits as text ('1'..'9', anything else empty) or raw bytes 1..9: puzzle lines are good seeds.
  for (int cell = 0; cell < 81; ++cell) {
    const std::uint8_t byte = data[cell];
    grid.digits[cell] = byte >= '1' && byte <= '9' ? byte - '0' : (byte >= 1 && byte <= 9 ? byte : 0);
  }
  for (int cell = 0; cell < 81; ++cell) {
    const std::size_t at = 81 + 2 * cell;
    if (grid.digits[cell] != 0) continue;
    grid.candidates[cell] = at + 1 < size ? static_cast<npe::Mask>((data[at] | data[at + 1] << 8) & 0x1FF) : 0;
  }
  const bool candidate_section = size >= 81 + 2 * 81;
  if (!candidate_section) {  // no candidate bytes: candidates from the digits, as the engine makes them
    const npe::Grid rebuilt = npe::Grid::from_digits(grid.digits);
    grid.candidates = rebuilt.candidates;
  }
  int candidate_count = 0;
  for (const npe::Mask mask : grid.candidates) candidate_count += std::popcount(mask);
  // The last byte picks it: a mutation elsewhere keeps the technique, so coverage feedback holds.
  const auto& technique = techniques()[data[size - 1] % techniques().size()];
  if (candidate_count <= (heavy(technique->info().id) ? kMaxChainCandidates : kMaxCandidates)) {
    technique->find(grid, false, [&](const npe_step& raw) {
      const npe::Step step = npe::copy_step(raw, technique->info().id, technique->describe());
      npe::check_step(step, grid, std::nullopt, technique->describe());  // throws PluginError: a finding
      return false;
    });
  }
  if (candidate_section) return 0;
  npe::Puzzle puzzle;
  puzzle.givens = grid.digits;
  (void)engine().run(puzzle);
  return 0;
}
