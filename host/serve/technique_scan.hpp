// "All steps here": every loaded technique's instances on one position (find-all), run one
// technique per isolated call (worker side: scan_request / answer_scan), so that a technique that
// crashes or loops costs its own entry an error and the others are still listed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "board/grid.hpp"
#include "engine/engine.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

/** What one technique found: its steps (Step::rating_x10 set to the step's own rating or else the
 *  technique's), or why it found nothing. */
struct TechniqueFinding {
  std::string technique;
  std::vector<Step> steps;
  bool truncated = false;  // more steps than kMaxStepsPerTechnique were found
  std::string error;       // refused step, crash or timeout: what happened
  double seconds = 0;      // the call's wall time
};

/** Steps kept per technique: a chain technique's find-all can report thousands. */
inline constexpr std::size_t kMaxStepsPerTechnique = 200;

/** The request for technique `technique` (an id the registry knows) on `grid`. */
std::string scan_request(const std::string& technique, const Grid& grid);

/** Worker side: decodes the request, asks the exact solver whether the digits have one solution
 *  (NPE_FACT_UNIQUE, as `npe find --uniqueness check`), runs the technique's find-all (each step
 *  validated) and encodes the steps. `site.technique` is set to `index` while it runs. */
std::string answer_scan(const PluginRegistry& registry, std::string_view request, CallSite& site, int index);

/** Host side: the steps of an answer, with ratings filled in from `info` where the step has none. */
std::vector<Step> decode_scan(std::string_view answer, const TechniqueInfo& info, bool& truncated);

/** Every finding's steps in one list, sorted by rating (the unrated ones, rating 0: many HoDoKu
 *  families score with points only, last), then technique id, then the order found. */
struct ListedStep {
  const Step* step;
  const TechniqueFinding* finding;
};
std::vector<ListedStep> sorted_steps(const std::vector<TechniqueFinding>& findings);

}  // namespace npe
