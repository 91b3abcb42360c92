// npe compare: A/B comparison of engine types over puzzle files and named corpora; npe corpora.
#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "compare/compare_corpus.hpp"
#include "compare/compare_database.hpp"
#include "compare/compare_input.hpp"
#include "compare/compare_partial.hpp"
#include "compare/compare_run.hpp"
#include "compare/compare_select.hpp"
#include "isolation/engine_runner.hpp"
#include "loader/search_paths.hpp"
#include "reports/compare_formats.hpp"

namespace npe::cli {

namespace {

struct CompareOptions {
  EngineTypeFlags engine;
  std::vector<std::string> files;
  std::vector<std::string> corpora;
  std::size_t limit = 0;
  std::size_t sample = 0;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string shard;
  std::string output;
  std::vector<std::string> merge;
  bool json = false;
  bool markdown = false;
  std::string csv;
  std::string html;
  bool no_timings = false;
  std::string db;
  bool runs = false;
  bool check_soundness = false;
  bool engines_given = false;
  bool seed_given = false;
  IsolationFlags isolation;
  FailOnFlags fail_on;
  std::string by = "text";
};

void write_text_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw InputError(path + ": cannot write");
}

/** Runs (puzzles x engines) up to which the JSON report lists them without --runs: about 18 MB of JSON. */
constexpr std::size_t kRunsByDefault = 50'000;

bool runs_wanted(const CompareOptions& options, std::size_t puzzles, std::size_t engines) {
  return options.runs || !options.csv.empty() || puzzles * engines <= kRunsByDefault;
}

std::vector<std::filesystem::path> input_paths(const CompareOptions& options) {
  std::vector<std::filesystem::path> paths(options.files.begin(), options.files.end());
  if (!options.corpora.empty()) {
    const auto dirs = corpus_directories();
    for (const auto& name : options.corpora) paths.push_back(resolve_corpus(name, dirs).path);
  }
  if (paths.empty())
    throw InputError("no puzzle given (pass --file FILE or --corpus NAME; `npe corpora` lists corpora)");
  return paths;
}

/** Runs the shard's puzzles, streamed: each chunk's records go into the summary, the database
 *  (--db) and, when the runs are kept, the records; nothing else stays in memory. */
ComparisonData run(Context& context, CompareOptions& options, const Shard& shard) {
  std::vector<EngineType> types;
  if (options.engines_given) {
    types = options.engine.load();
  } else {
    EngineTypeFlags shipped = options.engine;
    shipped.engines.clear();
    for (const auto& path : shipped_engines()) shipped.engines.push_back(path.string());
    if (shipped.engines.empty()) throw InputError("no shipped engine type found; give --engine");
    types = shipped.load();
  }
  const auto paths = input_paths(options);
  Selection selection(paths, count_puzzles(paths), {options.limit, options.sample, options.seed, shard});
  Progress progress("compare", selection.in_shard());
  CompareRunOptions run_options;
  run_options.threads = options.threads;
  run_options.check_soundness = options.check_soundness;
  run_options.by = options.by == "eliminations" ? CompareBy::eliminations : CompareBy::text;
  run_options.on_puzzle_done = [&progress] { progress.advance(); };
  run_options.isolation = options.isolation.resolve(context);
  ComparisonData data;
  if (!options.no_timings && !run_options.isolation.isolate) {
    // Runs after the last chunk was summarised: the totals of every thread's engines.
    run_options.on_technique_seconds = [&data](std::size_t engine,
                                               const std::vector<std::pair<std::string, double>>& seconds) {
      data.summary.engine[engine].find_seconds = seconds;
    };
  }
  for (std::size_t e = 0; e < types.size(); ++e) {
    const std::string source = options.engines_given ? options.engine.engines[e] : types[e].source;
    run_options.reproduce.push_back(
        IsolationFlags::reproduce(context, source, options.engine, options.check_soundness));
  }
  for (const auto& type : types) data.engines.push_back(describe_engine(type));
  data.total = selection.selected();
  data.shard = shard;
  data.summary = ComparisonSummary::of(data.engines, data.total, shard);
  data.with_records = runs_wanted(options, data.total, types.size());
  std::unique_ptr<ResultDatabase> database;
  if (!options.db.empty()) database = std::make_unique<ResultDatabase>(options.db, data.engines, !options.no_timings);
  const RecordSink sink = [&](std::vector<PuzzleRecord>&& chunk) {
    for (const auto& record : chunk) data.summary.add(record);
    if (database) database->add(chunk);
    if (!data.with_records) return;
    for (auto& record : chunk) {
      record.pairs = {};  // the runs are all a kept record is for (the summary has the rest)
      for (auto& engine_run : record.runs) engine_run.techniques = {};
      data.records.push_back(std::move(record));
    }
  };
  stream_comparison(
      types, context.registry(), [&selection] { return selection.next(); }, sink, run_options);
  if (database) database->finish(data.summary);
  return data;
}

/** kPluginFailure when a run ended in a plugin's failure (the first few also noted on stderr), else kOk. */
int plugin_status(const ComparisonSummary& summary) {
  constexpr std::size_t kNoted = 5;
  for (std::size_t i = 0; i < summary.failures.size() && i < kNoted; ++i) {
    const FailedRun& run = summary.failures[i];
    std::cerr << "npe: " << outcome_name(run.outcome) << ": " << run.origin << ": " << run.reason << "\n";
  }
  const long failed = summary.failure_count;
  if (failed == 0) return kOk;
  std::cerr << fmt::format(
      "npe: {} run{} ended in a plugin's failure (plugin-error, crashed or timed-out; listed in the report)\n", failed,
      failed == 1 ? "" : "s");
  return kPluginFailure;
}

/** The merge of the parts; the runs of database parts are read only when the report lists them. */
ComparisonData merge(const CompareOptions& options) {
  if (options.engines_given || !options.files.empty() || !options.corpora.empty() || !options.shard.empty()) {
    throw InputError("--merge takes only the partial result files (no --engine, --file, --corpus or --shard)");
  }
  // The shards drew their puzzles already: a sample of a merge would silently be the whole merge.
  if (options.sample != 0 || options.seed_given || options.limit != 0) {
    throw InputError("--merge takes no --sample, --seed or --limit (give them to each shard's run)");
  }
  std::vector<std::filesystem::path> parts(options.merge.begin(), options.merge.end());
  bool runs = true;
  std::vector<std::filesystem::path> databases;
  for (const auto& part : parts) {
    if (is_result_database(part)) databases.push_back(part);
  }
  if (!options.db.empty() && databases.size() != parts.size()) {
    throw InputError("--merge with --db: every part must be a shard's database (written with --db)");
  }
  if (!databases.empty()) {
    const ComparisonSummary first = read_database_summary(databases.front());
    runs = runs_wanted(options, first.total, first.engines.size());
  }
  ComparisonData data = merge_partials(parts, runs);
  if (!options.db.empty()) {
    ResultDatabase database(options.db, data.engines, !options.no_timings);
    for (const auto& part : parts) database.append(part);
    database.finish(data.summary);
  }
  return data;
}

/** kFailed when runs ended in an outcome of --fail-on, else kOk. The kept runs are noted one by one on
 *  stderr (the first few, with their origin); without them (large inputs) the summary's counts are,
 *  per engine type. */
int outcome_status(FailOnFlags fail_on, const ComparisonData& data) {
  if (data.with_records) {
    for (const auto& record : data.records) {
      for (std::size_t e = 0; e < record.runs.size() && e < data.engines.size(); ++e) {
        fail_on.note(record.origin, data.engines[e].name, record.runs[e].outcome, "");
      }
    }
    return fail_on.finish();
  }
  const ComparisonSummary& summary = data.summary;
  long failed = 0;
  for (std::size_t e = 0; e < summary.engine.size() && e < summary.engines.size(); ++e) {
    for (const Outcome outcome : fail_on.outcomes) {
      const long runs = summary.engine[e].count(outcome);
      if (runs == 0) continue;
      std::cerr << fmt::format("npe: {}: {} run{} of engine type {} (--fail-on)\n", outcome_name(outcome), runs,
                               runs == 1 ? "" : "s", summary.engines[e].name);
      failed += runs;
    }
  }
  return failed > 0 ? kFailed : kOk;
}

int compare(Context& context, CompareOptions& options) {
  options.fail_on.resolve();
  if (options.json && options.markdown) throw InputError("give one of --json and --markdown");
  if (options.seed_given && options.sample == 0) throw InputError("--seed needs --sample N");
  ComparisonData data;
  if (!options.merge.empty()) {
    data = merge(options);
  } else if (!options.shard.empty()) {
    data = run(context, options, parse_shard(options.shard));
    if (!options.output.empty()) {
      write_partial(data, options.output);
    } else if (options.db.empty()) {
      std::cout << partial_to_json(data).dump() << "\n";
    }
    const int outcomes = outcome_status(options.fail_on, data);
    return plugin_status(data.summary) == kPluginFailure ? kPluginFailure : outcomes;
  } else {
    if (!options.output.empty()) throw InputError("--output is for --shard (the partial result)");
    data = run(context, options, Shard{});
  }
  const int outcomes = outcome_status(options.fail_on, data);
  const CompareReport report = make_report(std::move(data), !options.no_timings);
  if (!options.csv.empty()) write_compare_csv(report, options.csv);
  if (!options.html.empty()) write_text_file(options.html, compare_html(report));
  if (options.json) {
    if (!report.with_runs) {
      std::cerr << fmt::format(
          "npe: note: the JSON report leaves out \"runs\": {} puzzles x {} engine types would add about {} MB; "
          "give --runs to list them, or --db FILE to query them (docs/compare.md)\n",
          report.puzzles, report.engines.size(),
          report.puzzles * static_cast<long>(report.engines.size()) * 370 / 1'000'000);
    }
    std::cout << compare_json(report).dump(2) << "\n";
  } else if (options.markdown) {
    std::cout << compare_markdown(report);
  } else {
    std::cout << compare_text(report);
  }
  ComparisonSummary failures;
  failures.failures = report.failures;
  failures.failure_count = report.failure_count;
  return plugin_status(failures) == kPluginFailure ? kPluginFailure : outcomes;
}

void list_corpora_command() {
  const auto dirs = corpus_directories();
  if (dirs.empty()) {
    std::cout << "no corpus directory found (set NPE_CORPUS_PATH)\n";
    return;
  }
  for (const auto& corpus : list_corpora(dirs)) {
    std::cout << fmt::format("{:<32} {:>7}  {}\n", corpus.name, count_puzzles({corpus.path}), corpus.path.string());
  }
}

}  // namespace

void register_compare_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<CompareOptions>();
  auto* command = app.add_subcommand("compare", "compare engine types over puzzle files and corpora");
  command->footer(
      "Runs every engine type (default: every shipped one) on every puzzle (--file files first, then\n"
      "--corpus sets, in the order given) and reports per engine outcomes, steps, techniques, difficulty,\n"
      "rating and time, and per pair the puzzles solved by one only and where the step sequences part.\n"
      "Output: a terminal table; --json or --markdown instead; --csv DIR and --html FILE in addition.\n"
      "--db FILE writes one row per puzzle x engine (and the divergences) to an SQLite database.\n"
      "--shard I/N runs every N-th selected puzzle from the I-th and writes a partial result (JSON, to\n"
      "--output FILE, or stdout unless --db is given: the database is then the partial result);\n"
      "--merge PARTS... reports on the partial results (JSON or databases) of all N shards, in memory\n"
      "that does not grow with the puzzles; with --db it also joins the shards' databases into FILE.\n"
      "The JSON report lists every run (\"runs\") up to 50,000 runs, beyond that only with --runs.\n"
      "See docs/compare.md.");
  options->engine.add_to(*command, true);
  command->get_option("--engine")
      ->description("engine type (repeatable): a YAML file or a shipped one's name (default: every shipped one)")
      ->default_str("");
  command->add_option("-f,--file", options->files, "file of puzzles (repeatable)")->allow_extra_args(false);
  command->add_option("-c,--corpus", options->corpora, "named corpus, see `npe corpora` (repeatable)")
      ->allow_extra_args(false);
  command->add_option("--limit", options->limit, "only the first N puzzles of the inputs");
  command->add_option("--sample", options->sample, "N puzzles drawn at random (after --limit), reproducibly");
  command->add_option("--seed", options->seed, "seed of --sample (default 1)");
  command->add_option("-j,--threads", options->threads, "worker threads (default: hardware concurrency)")
      ->check(CLI::PositiveNumber);
  command->add_option("--shard", options->shard, "run slice I of N (1 <= I <= N) and write a partial result")
      ->type_name("I/N");
  command->add_option("-o,--output", options->output, "with --shard: write the partial result to FILE");
  command->add_option("--merge", options->merge, "report on partial results (one per shard)")->type_name("PARTS...");
  command->add_flag("--json", options->json, "print the report as JSON (keys in docs/compare.md)");
  command->add_flag("--markdown", options->markdown, "print the report as Markdown (for a pull-request comment)");
  command->add_option("--csv", options->csv, "write DIR/runs.csv (puzzle x engine), engines.csv, pairs.csv")
      ->type_name("DIR");
  command->add_option("--html", options->html, "write a self-contained HTML report with SVG charts")->type_name("FILE");
  command
      ->add_option("--db", options->db,
                   "write the per-run results to an SQLite database FILE (with --merge: join the shards' databases)")
      ->type_name("FILE");
  command->add_flag("--runs", options->runs, "list every run in the JSON report and runs.csv, however many");
  command->add_flag("--no-timings", options->no_timings, "leave time measurements out (reproducible output)");
  command->add_flag("--check-soundness", options->check_soundness,
                    "check every step against the solution, computing it when the puzzle line has none");
  options->isolation.add_to(*command);
  options->fail_on.add_to(*command, "invalid");
  command
      ->add_option("--by", options->by,
                   "match steps by their text (default) or by their placements and eliminations alone "
                   "(two implementations of one technique with other wording)")
      ->check(CLI::IsMember({"text", "eliminations"}))
      ->capture_default_str();
  command->callback([&context, options, command] {
    options->engines_given = command->count("--engine") > 0;
    options->seed_given = command->count("--seed") > 0;
    context.exit_code = compare(context, *options);
  });

  auto* corpora = app.add_subcommand("corpora", "list the named puzzle corpora (for compare --corpus)");
  corpora->footer(
      "Searched: $NPE_CORPUS_PATH, then shared/corpora and the checkout's fixtures/puzzles\n"
      "(as fixtures/NAME), found upward from the program's directory.");
  corpora->callback([] { list_corpora_command(); });
}

}  // namespace npe::cli
