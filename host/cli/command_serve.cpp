// npe serve: the workbench in the browser (host/serve, docs/serve.md): loads the plugins and engine
// types, starts the isolated workers, listens and prints the URL with its token.
#include <fmt/format.h>

#include <iostream>

#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "loader/search_paths.hpp"
#include "serve/http_server.hpp"
#include "serve/workbench.hpp"

namespace npe::cli {

namespace {

struct ServeOptions {
  std::string address = "127.0.0.1";
  int port = 8740;
  std::vector<std::string> engines;
  WorkbenchOptions workbench;
  ServerLimits limits;
};

/** The shipped engine types, then those named with -e (one of the same name replaces the shipped one). */
std::vector<EngineType> serve_engine_types(const std::vector<std::string>& named) {
  std::vector<EngineType> types;
  auto add = [&types](EngineType type) {
    for (auto& existing : types) {
      if (existing.name == type.name) {
        existing = std::move(type);
        return;
      }
    }
    types.push_back(std::move(type));
  };
  for (const auto& path : shipped_engines()) add(load_engine_type(path));
  for (const auto& name : named) add(load_engine_type(resolve_engine(name)));
  return types;
}

void serve(Context& context, ServeOptions& options) {
  options.workbench.program = IsolationFlags{}.resolve(context).program;
  // The workers are forked here, before the server's threads start (host/isolation/nursery.hpp).
  Workbench workbench(context.registry(), serve_engine_types(options.engines), options.workbench);
  const std::string token = new_token();
  const Api api(workbench, token);
  HttpServer server(options.address, static_cast<unsigned short>(options.port), options.limits,
                    [&api](const ApiRequest& request) { return api.answer(request); });
  const std::string host =
      options.address.find(':') == std::string::npos ? options.address : "[" + options.address + "]";
  std::cout << fmt::format("npe serve: http://{}:{}/?token={}\n", host, server.port(), token)
            << "(open it in a browser on this machine; Ctrl-C stops the server)" << std::endl;
  server.run();
}

}  // namespace

void register_serve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ServeOptions>();
  auto* command =
      app.add_subcommand("serve", "a workbench in the browser: any position, every technique's steps, engine types");
  command->footer(
      "Serves a page at http://127.0.0.1:PORT/?token=TOKEN (printed): a position box taking every form\n"
      "`npe find` reads, the board with editable candidates, every loaded technique's steps on it (hover\n"
      "shows one, click applies it), one or two engine types stepped through, and the position and the\n"
      "commands that reproduce it to copy out. The page uses a JSON API usable from scripts\n"
      "(docs/serve.md). The token is required on every request. Techniques run in isolated worker\n"
      "processes: a technique that crashes or loops costs one request (or its entry) an error.");
  command->add_option("--port", options->port, "TCP port (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  command->add_option("--address", options->address, "address to listen on; the default reaches only this machine")
      ->capture_default_str();
  command
      ->add_option("-e,--engine", options->engines,
                   "an engine type to offer besides the shipped ones: a YAML file or a name (repeatable)")
      ->allow_extra_args(false);
  command
      ->add_option("--workers", options->workbench.workers,
                   "isolated worker processes (requests running techniques at once)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  command
      ->add_option("--technique-timeout", options->workbench.technique_timeout,
                   "seconds one technique may search a position, or one engine type run")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  command
      ->add_option("--request-timeout", options->workbench.request_timeout,
                   "seconds one request may wait for a worker and use it")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  command
      ->add_option("--read-timeout", options->limits.read_seconds,
                   "seconds a client may take to send a whole request; a slower one is disconnected")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  command->callback([&context, options] { serve(context, *options); });
}

}  // namespace npe::cli
