// What `npe serve`'s JSON API does (docs/serve.md, The API), apart from HTTP: read a position in any
// form `npe find` reads, edit it, apply a step, list every technique's steps on it, run engine types
// on it. Techniques and engines run only in the isolated workers (worker_pool.hpp): a crash or an
// endless loop costs the request (or, in the step list, that technique's entry) an error, never the
// server. Thread-safe: every method may be called from several threads at once.
#pragma once

#include <nlohmann/json.hpp>

#include <deque>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

class WorkerPool;

struct WorkbenchOptions {
  int workers = 2;                // isolated worker processes: requests running techniques at once
  double technique_timeout = 10;  // seconds one technique may search one position, or one engine run
  double request_timeout = 30;    // seconds one request may wait for a worker and use it
  std::string program = "npe";    // with its global options (--plugin-dir), for the reproducing commands
};

/** No worker came free within the request's time (HTTP 503). */
struct ServerBusy : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Workbench {
 public:
  /** Creates the engines and forks the workers' nurseries: call before any thread starts. */
  Workbench(const PluginRegistry& registry, std::vector<EngineType> types, WorkbenchOptions options);
  ~Workbench();
  Workbench(const Workbench&) = delete;
  Workbench& operator=(const Workbench&) = delete;

  /** {"techniques": [{id, name, rating}], "engines": [{name, description}], "board": {cell, margin}}. */
  nlohmann::json catalogue() const;
  /** {"position": TEXT} -> the position view (position_view in workbench.cpp). InputError on bad text. */
  nlohmann::json position(const nlohmann::json& body) const;
  /** {"position", "placements": [[cell, digit]...], "eliminations": [...]} -> the position after them. */
  nlohmann::json apply(const nlohmann::json& body) const;
  /** {"position"} -> {"list": ID, "steps": [...], "errors": [{technique, error}], "truncated": [ids],
   *  "techniques", "timings": [{technique, steps, seconds}], "seconds"}. The list is kept (the last
   *  kKeptLists of them) for picture(). */
  nlohmann::json steps(const nlohmann::json& body);
  /** {"list": ID, "step": K} -> {"svg"}: step K of a kept list drawn on its position, as `npe show --step`. */
  nlohmann::json picture(const nlohmann::json& body) const;

  static constexpr std::size_t kKeptLists = 32;
  /** {"position", "engines": [NAME...] (1..4)} -> the trace case of the runs (trace_case_json) and
   *  "trace_command". PluginError when a run crashed, timed out or had a step refused. */
  nlohmann::json run(const nlohmann::json& body);

  int workers_started() const;

 private:
  const PluginRegistry& registry_;
  WorkbenchOptions options_;
  std::vector<const TechniqueInfo*> techniques_;  // every loaded technique, by id
  std::vector<std::unique_ptr<Engine>> engines_;
  struct KeptList {
    long long id;
    Grid grid;
    std::vector<Step> steps;  // sorted as listed
  };
  mutable std::mutex lists_mutex_;
  std::deque<KeptList> lists_;  // newest last
  long long next_list_ = 1;
  std::unique_ptr<WorkerPool> pool_;  // last: its workers copy the members above
};

}  // namespace npe
