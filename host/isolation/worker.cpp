#include "isolation/worker.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "base/errors.hpp"
#include "isolation/run_codec.hpp"

namespace npe {

IsolationOptions IsolationOptions::resolve(bool isolate_flag, double timeout_flag) {
  IsolationOptions options;
  if (const char* value = std::getenv("NPE_PUZZLE_TIMEOUT"); value && *value) {
    char* end = nullptr;
    const double seconds = std::strtod(value, &end);
    if (end && *end == '\0' && seconds >= 0) {
      options.puzzle_timeout = seconds;
      options.isolate = true;
    }
  }
  if (const char* value = std::getenv("NPE_ISOLATE"); value && *value) {
    options.isolate = std::string(value) != "0";
  }
  if (isolate_flag) options.isolate = true;
  if (timeout_flag >= 0) {
    options.puzzle_timeout = timeout_flag;
    options.isolate = true;
  }
  return options;
}

std::string shell_quote(const std::string& text) {
  if (!text.empty() && text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./=:-") ==
                           std::string::npos) {
    return text;
  }
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string puzzle_argument(const Puzzle& puzzle) {
  std::string text = puzzle.givens_line();
  if (puzzle.solution) {
    text += ' ';
    for (auto digit : *puzzle.solution) text += static_cast<char>('0' + digit);
  }
  return text;
}

IsolatedRunner::IsolatedRunner(std::vector<Engine*> engines, std::vector<std::string> reproduce, double puzzle_timeout)
    : engines_(std::move(engines)), reproduce_(std::move(reproduce)), timeout_(puzzle_timeout) {
  reproduce_.resize(engines_.size());
  // The request: the engine's index, then the puzzle; the reply: the run.
  call_ = std::make_unique<IsolatedCall>([this](std::string_view request, CallSite& site) {
    std::uint32_t engine = 0;
    if (request.size() < sizeof engine) throw std::runtime_error("truncated request");
    std::memcpy(&engine, request.data(), sizeof engine);
    Engine& chosen = *engines_.at(engine);
    chosen.set_call_site(&site);
    return encode_run(chosen.run(decode_puzzle(request.substr(sizeof engine))));
  });
}

IsolatedRunner::~IsolatedRunner() = default;

int IsolatedRunner::workers_started() const { return call_->workers_started(); }

RunResult IsolatedRunner::failure(std::size_t engine, const Puzzle& puzzle, Outcome outcome,
                                  const IsolatedCall::Reply& reply) const {
  RunResult result;
  result.engine = engines_[engine]->type().name;
  result.outcome = outcome;
  result.start_digits = Grid::from_digits(puzzle.givens).filled_count();
  result.final_grid = Grid::from_digits(puzzle.givens);
  result.failed_step = reply.step;
  const int technique = reply.technique;
  const auto instances = engines_[engine]->instances();
  std::string where = "outside the techniques";
  if (result.failed_step > 0 && technique >= 0 && technique < static_cast<int>(instances.size())) {
    const auto* instance = instances[static_cast<std::size_t>(technique)];
    result.failed_technique = instance->info().id;
    where = "in " + instance->describe() + " at step " + std::to_string(result.failed_step);
  }
  result.reason = reply.bytes + " " + where;
  if (!reproduce_[engine].empty())
    result.reason += "; reproduce: " + reproduce_[engine] + " " + shell_quote(puzzle_argument(puzzle));
  return result;
}

RunResult IsolatedRunner::run(std::size_t engine, const Puzzle& puzzle) {
  const auto index = static_cast<std::uint32_t>(engine);
  std::string request(reinterpret_cast<const char*>(&index), sizeof index);
  const auto reply = call_->call(request + encode_puzzle(puzzle), timeout_);
  switch (reply.status) {
    case IsolatedCall::Status::ok: return decode_run(reply.bytes);
    case IsolatedCall::Status::timed_out: return failure(engine, puzzle, Outcome::timed_out, reply);
    case IsolatedCall::Status::crashed: return failure(engine, puzzle, Outcome::crashed, reply);
    case IsolatedCall::Status::plugin_error:  // errors the host would have reported: passed on
      throw PluginError(reply.bytes);
    case IsolatedCall::Status::input_error: throw InputError(reply.bytes);
    case IsolatedCall::Status::failed: break;
  }
  throw std::runtime_error(reply.bytes);
}

}  // namespace npe
