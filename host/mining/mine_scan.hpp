// What `npe mine` finds on one position, for each technique asked (docs/mine.md):
//   - as given: the technique's steps on the position itself;
//   - applicable on the path: the first board along the engine type's path from the position (the
//     board before step K, after that step's preprocessing) where the technique has a step;
//   - used: the engine type applies a step of the technique on its path;
//   - needed: the engine type solves the position using the technique, and the same type without
//     the technique (every entry of its id taken out) does not solve it, or solves it only with a
//     higher rating (a harder step somewhere on its path).
// The path starts only where the candidates are those of the digits (MinePosition::path_start): the
// engine runs from digits, as `npe solve` does.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

struct MinePosition;

struct MineRequest {
  std::vector<std::string> techniques;  // ids, each once
  std::optional<EngineType> engine;     // the path's engine type, when one is given
};

/** Throws InputError when a technique id is loaded by no library, or the engine type does not run
 *  one of them (its path could neither use nor need it). */
void check_mine_request(const PluginRegistry& registry, const MineRequest& request);

/** One place where a technique fired: its steps there, or (needed alone) the engine's step. */
struct MineHit {
  int technique = 0;  // index into MineRequest::techniques
  int point = 0;      // 0: the position as given; K >= 1: the board before step K of the engine's path
  bool needed = false;
  Grid grid;
  std::vector<Step> steps;
};

/** Per technique, what held on one position. */
struct MineTally {
  bool given = false;  // a step on the position as given
  bool path = false;   // a step on a board of the path (not the position itself)
  bool used = false;
  bool needed = false;
};

struct MineFindings {
  std::vector<MineHit> hits;       // by technique, then point
  std::vector<MineTally> tallies;  // by technique
  bool path_run = false;           // the engine type ran from this position
};

/** The techniques and engine types of one thread (instances are not shared between threads). */
class MineScanner {
 public:
  MineScanner(const PluginRegistry& registry, const MineRequest& request);
  ~MineScanner();
  MineScanner(const MineScanner&) = delete;
  MineScanner& operator=(const MineScanner&) = delete;

  /** Scans one position; throws PluginError when a technique misbehaves (a step contradicting the
   *  solution among them). */
  MineFindings scan(const MinePosition& position);

 private:
  /** The technique's steps on the grid (all of them), each copied and checked. */
  std::vector<Step> steps_of(std::size_t technique, const Grid& grid, const std::optional<Digits>& solution);
  void scan_path(const MinePosition& position, const std::optional<Digits>& solution, std::uint32_t facts,
                 MineFindings& findings);
  /** Whether the engine type without `technique` fails where the engine type solved (see the header). */
  bool needed_by(std::size_t technique, const Puzzle& puzzle, const RunResult& run);

  const PluginRegistry& registry_;
  const MineRequest& request_;
  std::vector<std::unique_ptr<TechniqueInstance>> instances_;
  std::unique_ptr<Engine> engine_;
  std::vector<std::unique_ptr<Engine>> without_;  // by technique, made when first asked
};

}  // namespace npe
