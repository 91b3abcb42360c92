// npe mine: where techniques fire in corpora — on each position as given and along an engine type's
// path (applicable, used, needed) — each hit a position every npe command reads (docs/mine.md).
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <ctime>
#include <iostream>
#include <mutex>
#include <thread>

#include "base/atomic_file.hpp"
#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "compare/compare_select.hpp"
#include "loader/search_paths.hpp"
#include "mining/mine_database.hpp"
#include "mining/mine_input.hpp"
#include "mining/mine_report.hpp"
#include "mining/mine_scan.hpp"

namespace npe::cli {

namespace {

struct MineOptions {
  std::vector<std::string> files;
  std::vector<std::string> techniques;
  std::string engine;
  std::vector<std::string> overrides;
  bool json = false;
  std::string output;
  std::string db;
  int threads = 0;
  std::string shard;
  std::size_t limit = 0;
  std::size_t sample = 0;
  std::uint64_t seed = 1;
};

MineRequest request_of(const MineOptions& options) {
  MineRequest request;
  for (const auto& id : options.techniques) {
    if (std::find(request.techniques.begin(), request.techniques.end(), id) == request.techniques.end())
      request.techniques.push_back(id);
  }
  if (!options.engine.empty()) request.engine = load_engine_type(resolve_engine(options.engine), options.overrides);
  return request;
}

/** The positions this run scans: --limit, --sample and --shard applied in that order. */
std::vector<std::size_t> chosen(std::size_t total, const MineOptions& options) {
  const std::vector<std::size_t> selected = select_indices(total, options.limit, options.sample, options.seed);
  std::vector<std::size_t> indices;
  const Shard shard = options.shard.empty() ? Shard{} : parse_shard(options.shard);
  for (const std::size_t k : shard_positions(selected.size(), shard)) indices.push_back(selected[k]);
  return indices;
}

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

/** Every chosen position scanned, in parallel; findings by chosen index. */
std::vector<MineFindings> scan_all(const PluginRegistry& registry, const MineRequest& request,
                                   const std::vector<MinePosition>& positions, const std::vector<std::size_t>& indices,
                                   int threads) {
  std::vector<MineFindings> findings(indices.size());
  Progress progress("mine", indices.size());
  std::mutex progress_mutex;
  tbb::enumerable_thread_specific<std::unique_ptr<MineScanner>> scanners;
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(std::size_t{0}, indices.size(), [&](std::size_t k) {
      auto& scanner = scanners.local();
      if (!scanner) scanner = std::make_unique<MineScanner>(registry, request);
      findings[k] = scanner->scan(positions[indices[k]]);
      const std::lock_guard lock(progress_mutex);
      progress.advance();
    });
  });
  return findings;
}

void mine(Context& context, const MineOptions& options) {
  if (options.sample == 0 && options.seed != 1) throw InputError("--seed needs --sample N");
  const MineRequest request = request_of(options);
  check_mine_request(context.registry(), request);
  std::vector<std::filesystem::path> files(options.files.begin(), options.files.end());
  const std::vector<MinePosition> positions = read_mine_positions(files);
  const std::vector<std::size_t> indices = chosen(positions.size(), options);
  const int threads =
      options.threads > 0 ? options.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::vector<MineFindings> findings = scan_all(context.registry(), request, positions, indices, threads);

  MineSummary summary;
  summary.techniques = request.techniques;
  summary.engine = request.engine ? request.engine->name : "";
  std::string out;
  std::vector<MinedHit> hits;
  for (std::size_t k = 0; k < indices.size(); ++k) {
    summary.add(findings[k]);
    const MinePosition& position = positions[indices[k]];
    for (const auto& hit : findings[k].hits) {
      const std::string& id = request.techniques[static_cast<std::size_t>(hit.technique)];
      out += options.json ? hit_json(position.origin, hit, id).dump() + "\n" : hit_text(position.origin, hit, id);
      if (!options.db.empty()) hits.push_back({static_cast<long long>(indices[k]), position.origin, hit});
    }
  }
  summary.cpu_seconds = cpu_seconds();
  out +=
      options.json ? nlohmann::ordered_json{{"summary", summary_json(summary)}}.dump() + "\n" : summary_text(summary);
  if (!options.db.empty()) write_mine_database(options.db, summary, hits);
  if (options.output.empty()) {
    std::cout << out;
  } else {
    write_file_atomically(options.output, out);
  }
}

}  // namespace

void register_mine_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<MineOptions>();
  auto* command = app.add_subcommand("mine", "find where techniques fire in corpora, and which positions need them");
  command->footer(
      "Every line of each FILE is a position: a puzzle line (optionally with its solution), a digits line\n"
      "('+' before a digit placed while solving), 'DIGITS PM729', a 729-character pencil-mark string, a\n"
      "HoDoKu reglib line, or a line of `npe solve --json --positions` (each step's position); blank\n"
      "lines and '#' comments are skipped. Each technique (-t) is run on each position as given; with\n"
      "-e ENGINE also on the boards along that engine type's path from the position (where its\n"
      "candidates are those of its digits), and a technique is `needed` where the engine type solves\n"
      "using it and, without it, is stuck or needs a harder step (a higher rating).\n"
      "Output: each hit as '#' lines (origin, technique, 'given' or 'step K', 'needed', each step) and\n"
      "the position with its givens marked on its own line, so that the output is a corpus for find,\n"
      "show, serve, check-plugin --corpus and mine; then the summary as '#' lines (counts per\n"
      "technique). --json: one object per hit per line, then {\"summary\": ...}. Progress on stderr.");
  command->add_option("files", options->files, "corpus files")->required();
  command->add_option("-t,--technique", options->techniques, "technique id to look for (repeatable)")
      ->required()
      ->allow_extra_args(false);
  command->add_option("-e,--engine", options->engine,
                      "engine type whose path to follow (a YAML file or a shipped name; default: none)");
  command->add_option("--set", options->overrides, "override a key of the engine type, e.g. --set max_steps=200")
      ->type_name("KEY=VALUE")
      ->allow_extra_args(false);
  command->add_flag("--json", options->json, "one JSON object per hit per line, then the summary");
  command->add_option("-o,--output", options->output, "write the output to FILE (complete or not at all)")
      ->type_name("FILE");
  command->add_option("--db", options->db, "also write the hits and counts into an SQLite database")->type_name("FILE");
  command->add_option("--threads", options->threads, "worker threads (default: one per core)")
      ->check(CLI::PositiveNumber);
  command->add_option("--shard", options->shard, "scan only shard I of N (every N-th position from the I-th)")
      ->type_name("I/N");
  command->add_option("--limit", options->limit, "only the first N positions");
  command->add_option("--sample", options->sample, "a uniform sample of N positions (of the first --limit)");
  command->add_option("--seed", options->seed, "seed of --sample (default 1)");
  command->callback([&context, options] { mine(context, *options); });
}

}  // namespace npe::cli
