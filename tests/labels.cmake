# The CTest labels (a first one per test, some a second), so that `ctest -L unit` runs the quick tests alone:
#   unit     a technique, the engine or a host part on hand-made positions (seconds in all);
#   corpus   soundness, reference searches, symmetry, ratings and paths over puzzle corpora;
#   plugin   loading, the ABI's promise to older minors, check-plugin, isolation, the SDK package;
#   cli      the npe program's commands run as a user runs them, fixtures, the docs' commands;
#   browser  pages in headless Chromium and `npe serve`;
#   cluster  sharded runs under GNU parallel and Slurm;
#   perf     the performance gate's own test (scripts/perf-gate under valgrind).
# Second labels: check_plugin, check-plugin run over every shipped library; release_only, the tests
# scripts/test's sanitizer pass leaves out because what they would run instrumented other tests of that
# pass already run: check-plugin over every library (the plugin and corpus tests run every technique
# instrumented), the static pages in Chromium (the cli tests write the same pages with the instrumented
# npe; the rest is the browser's work), the shard recipes (GNU parallel's and Slurm's part; the
# compare shards they start are the cli tests' compare commands) and the fixture replays (each file's
# puzzles through `npe fixture check`: the same engine types run in process on samples of the same
# files there, tests/step_loop_shortcuts_test.cpp, without 33 instrumented start-ups).
# npe_test_label(NAME OUT) classifies a test by its name. tests/CMakeLists.txt labels the tests it adds
# with it; for the GoogleTest tests, discovered at build time, CTest includes this file after their
# list (npe_tests_TESTS) and labels them here.
function(npe_test_label name out)
  string(REGEX REPLACE "^([A-Za-z0-9_]+/)?([A-Za-z0-9_]+)\\..*$" "\\2" suite "${name}")
  if(name MATCHES "^browser\\." OR name MATCHES "Chromium")
    set(label "browser;release_only")
  elseif(name MATCHES "^serve\\.")
    set(label browser)
  elseif(name MATCHES "^perf_gate\\.")
    set(label "perf;release_only")
  elseif(name MATCHES "^shards\\.")
    set(label "cluster;release_only")
  elseif(name MATCHES "^check_plugin\\.")
    set(label "plugin;check_plugin;release_only")
  elseif(suite STREQUAL "EveryShippedPlugin")
    set(label "corpus;check_plugin;release_only")  # check-plugin over every shipped library
  elseif(name MATCHES "^(abi_1_|plugin_includes|sdk_package|subproject)" OR
         suite MATCHES "^(CheckPlugin[A-Za-z0-9_]*|PluginAbi|AbiCompat|MisbehavingPlugin|Isolation|CheckPosition)$")
    set(label plugin)
  elseif(name MATCHES "^fixtures/")
    set(label "cli;release_only")
  elseif(name MATCHES "^docs\\." OR
         suite MATCHES "(Cli|Command)$|^(Cli[A-Za-z0-9_]*|FixtureWorkflow|Serve|Generator|CompareDatabase|BadInputCatalogue)$")
    set(label cli)
  elseif(name MATCHES "Sound|Reference|Symmetry|Reglib|Corpus|Corpora|HardPositions|Shared|Forum|SudokuExplainer|Sudokuexplainer|Hodokus|Serate|Nested|Gnpx|RankLogic|Tridagon|Kraken|MultiSolution|Multisolution")
    set(label corpus)
  else()
    set(label unit)
  endif()
  set(${out} "${label}" PARENT_SCOPE)
endfunction()

# npe_test_cost(NAME LABEL OUT): the COST CTest starts tests by, longest first, when a tree has no
# timings of an earlier run yet (a fresh clone: CI). Long tests started last would leave one core idle
# at the end of a parallel run; after a first run CTest's own measured costs take over.
function(npe_test_cost name label out)
  if(name MATCHES "^(docs\\.|subproject|sdk_package|browser\\.trace|EveryShippedPlugin|ChainsSoundness\\.SolvePaths|perf_gate\\.)")
    set(cost 40)
  elseif(label MATCHES "^(browser|cluster)")
    set(cost 10)
  elseif(label MATCHES "^corpus|check_plugin")
    set(cost 5)
  elseif(label MATCHES "^(plugin|cli)")
    set(cost 2)
  else()
    set(cost 0.1)
  endif()
  set(${out} "${cost}" PARENT_SCOPE)
endfunction()

# Included by CTest (TEST_INCLUDE_FILES) after the discovered GoogleTest tests.
if(DEFINED npe_tests_TESTS)
  foreach(test IN LISTS npe_tests_TESTS)
    npe_test_label("${test}" label)
    npe_test_cost("${test}" "${label}" cost)
    set_tests_properties("${test}" PROPERTIES LABELS "${label}" COST "${cost}")
  endforeach()
endif()
