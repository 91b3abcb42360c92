// npe: the command-line program. Thin: it parses arguments and calls libnpe.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <iostream>

#include "base/errors.hpp"
#include "cli/cli_context.hpp"
#include "loader/plugin_library.hpp"

int main(int argc, char** argv) {
  using namespace npe;
  auto logger = spdlog::stderr_color_mt("npe");
  logger->set_pattern("npe: %l: %v");
  spdlog::set_default_logger(logger);
  spdlog::set_level(spdlog::level::warn);

  CLI::App app{"npe: a testbench for Sudoku solving techniques (plugins, engine types, fixtures)"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("npe " NPE_VERSION " (plugin ABI ") + host_abi_version_text() + ")");
  cli::Context context;
  app.add_option("--plugin-dir", context.plugin_dirs,
                 "add a plugin directory (searched before $NPE_PLUGIN_PATH and the built-in one)")
      ->type_name("DIR")
      ->allow_extra_args(false);
  bool verbose = false;
  app.add_flag("-v,--verbose", verbose, "log debug messages to stderr");
  app.parse_complete_callback([&] {
    if (verbose) spdlog::set_level(spdlog::level::debug);
  });
  cli::register_plugins_command(app, context);
  cli::register_solve_command(app, context);
  cli::register_fixture_command(app, context);
  cli::register_find_command(app, context);
  cli::register_check_plugin_command(app, context);
  cli::register_compare_command(app, context);
  cli::register_show_command(app, context);
  cli::register_trace_command(app, context);
  cli::register_validate_command(app, context);
  cli::register_generate_command(app, context);
  cli::register_reglib_command(app, context);
  cli::register_rate_command(app, context);
  cli::register_serve_command(app, context);
  cli::register_mine_command(app, context);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    if (app.get_subcommands().empty() && !app.remaining().empty()) {  // a mistyped command
      std::cerr << "npe: unknown command '" << app.remaining().front() << "'\n(run 'npe --help' for the commands)\n";
      return cli::kBadInput;
    }
    std::cerr << "npe: " << e.what() << "\n(run 'npe --help' or 'npe COMMAND --help')\n";
    return cli::kBadInput;
  } catch (const InputError& e) {
    std::cerr << "npe: error: " << e.what() << "\n";
    return cli::kBadInput;
  } catch (const PluginError& e) {
    std::cerr << "npe: plugin error: " << e.what() << "\n";
    return cli::kPluginFailure;
  } catch (const std::exception& e) {
    std::cerr << "npe: error: " << e.what() << "\n";
    return cli::kBadInput;
  }
  return context.exit_code;
}
