// npe generate: random unique puzzles, reproducible from --seed, optionally only those whose solve
// with an engine type uses a given technique (fresh test corpora for technique authors).
#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "cli/progress.hpp"
#include "mining/neighbourhood.hpp"
#include "solver/generator.hpp"

namespace npe::cli {

namespace {

struct GenerateOptions {
  int count = 1;
  std::uint64_t seed = 1;
  int min_clues = 0;
  std::string require;
  EngineTypeFlags engine;
  int max_attempts = 0;
  std::vector<std::string> from;  // seed puzzle files: neighbourhood search
  bool needed = false;
  int max_changes = 2;
};

bool uses(const RunResult& run, const std::string& technique) {
  return std::any_of(run.steps.begin(), run.steps.end(),
                     [&](const RunStep& step) { return step.step.technique == technique; });
}

/** No number of attempts helps when no loaded technique has the id or the engine type does not run
 *  it: refused before the first attempt. */
void refuse_unreachable(const PluginRegistry& registry, const Engine& engine, const std::string& id) {
  if (!registry.find(id)) {
    throw InputError("--require " + id + ": no loaded technique has this id (see npe plugins)");
  }
  for (const auto* instance : engine.instances()) {
    if (instance->info().id == id) return;
  }
  throw InputError("--require " + id + ": engine type '" + engine.type().name + "' does not run it (" +
                   std::to_string(engine.instances().size()) + " other techniques); give one that does with -e");
}

std::string line_of(const Digits& givens, const Digits& solution) {
  Puzzle puzzle;
  puzzle.givens = givens;
  std::string line = puzzle.givens_line() + ' ';
  for (auto d : solution) line += static_cast<char>('0' + d);
  return line;
}

/** --from: puzzles near the seeds' (mining/neighbourhood.hpp), each printed when found. */
void generate_from_seeds(Context& context, const GenerateOptions& options, long long max_attempts) {
  if (options.require.empty()) throw InputError("--from needs --require TECHNIQUE (and -e ENGINE)");
  if (options.min_clues != 0) throw InputError("--from keeps the seeds' clue counts: no --min-clues");
  const EngineType type = options.engine.load().front();
  {
    const Engine engine(type, context.registry());
    refuse_unreachable(context.registry(), engine, options.require);
  }
  std::vector<Digits> seeds;
  for (const auto& file : options.from) {
    for (const auto& puzzle : read_puzzle_file(file)) seeds.push_back(puzzle.givens);
  }
  NeighbourhoodOptions search_options{options.require, options.needed, options.max_changes, options.seed, max_attempts};
  NeighbourhoodSearch search(context.registry(), type, search_options, std::move(seeds));
  Progress progress("generate", static_cast<std::size_t>(max_attempts));
  for (int written = 0; written < options.count; ++written) {
    const auto found = search.next([&] { progress.advance(); });
    if (!found) {
      throw InputError(fmt::format("only {} of {} puzzles {} {} after {} neighbours (raise --max-attempts)", written,
                                   options.count, options.needed ? "need" : "use", options.require, max_attempts));
    }
    std::cout << line_of(found->givens, found->solution) << std::endl;
  }
}

void generate(Context& context, const GenerateOptions& options) {
  const long long attempts_given = options.max_attempts > 0 ? options.max_attempts : 1000LL * options.count;
  if (!options.from.empty()) return generate_from_seeds(context, options, attempts_given);
  if (options.needed && options.require.empty()) throw InputError("--needed needs --require TECHNIQUE");
  PuzzleGenerator generator(options.seed);
  std::optional<Engine> engine, without;
  if (!options.require.empty()) {
    const EngineType type = options.engine.load().front();
    engine.emplace(type, context.registry(), EngineOptions{.check_soundness = true});
    refuse_unreachable(context.registry(), *engine, options.require);
    if (options.needed) without.emplace(engine_type_without(type, options.require), context.registry());
  }
  const long long max_attempts = attempts_given;
  int written = 0;
  for (long long attempt = 0; written < options.count; ++attempt) {
    if (attempt >= max_attempts) {
      throw InputError(fmt::format("only {} of {} puzzles {} {} after {} attempts (raise --max-attempts)", written,
                                   options.count, options.needed ? "need" : "use", options.require, max_attempts));
    }
    const Digits solution = generator.filled_grid();
    Puzzle puzzle;
    puzzle.givens = generator.puzzle_from(solution, options.min_clues);
    puzzle.solution = solution;
    if (engine) {
      const RunResult run = engine->run(puzzle);
      if (options.needed ? !run_needs(run, options.require, *without, puzzle) : !uses(run, options.require)) continue;
    }
    std::cout << line_of(puzzle.givens, solution) << "\n";
    ++written;
  }
}

}  // namespace

void register_generate_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<GenerateOptions>();
  auto* command = app.add_subcommand("generate", "random puzzles with a unique solution, reproducible from --seed");
  command->footer(
      "Prints one line per puzzle: the 81 givens, a space, the solution. A random filled grid (randomized\n"
      "backtracking), then clues removed in random order while the solution stays unique, down to --min-clues.\n"
      "--require TECHNIQUE keeps only puzzles whose solve with --engine uses that technique id.\n"
      "--from FILE (puzzle lines; repeatable) searches the seeds' neighbourhoods instead: k of a puzzle's\n"
      "clues removed and k added elsewhere ({-k+k}, k = 1..--max-changes), a neighbour kept when it has\n"
      "one solution, its solve uses the technique (--needed, here and without --from: needs it, as\n"
      "`npe mine` says) and no\n"
      "puzzle kept before or seed is the same up to symmetry (bands, stacks, rows, columns,\n"
      "transposition, digit relabelling); every puzzle kept becomes a seed. Progress on stderr.");
  command->add_option("-n,--count", options->count, "number of puzzles (default 1)")->check(CLI::PositiveNumber);
  command->add_option("--seed", options->seed, "seed of the random sequence (default 1)");
  command->add_option("--min-clues", options->min_clues, "keep at least K givens (default 0: as few as possible)")
      ->check(CLI::Range(0, 81));
  command->add_option("--require", options->require, "keep only puzzles whose solve uses this technique id");
  options->engine.add_to(*command, false);
  command
      ->add_option("--max-attempts", options->max_attempts,
                   "with --require: give up after N generated puzzles (default 1000 per wanted puzzle)")
      ->check(CLI::PositiveNumber);
  command->add_option("--from", options->from, "seed puzzles: search their neighbourhoods (needs --require)")
      ->type_name("FILE")
      ->allow_extra_args(false);
  command->add_flag("--needed", options->needed,
                    "with --require: keep only puzzles that need the technique (the engine type without it is "
                    "stuck or rates higher)");
  command->add_option("--max-changes", options->max_changes, "with --from: k of {-k+k} up to K (default 2)")
      ->check(CLI::Range(1, 10));
  command->callback([&context, options] { generate(context, *options); });
}

}  // namespace npe::cli
