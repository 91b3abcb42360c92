# Included by CTest in the sanitizer tree (tests/CMakeLists.txt) in place of gtest_discover_tests' list:
# one CTest test per GoogleTest suite of npe_tests, named after the suite, where the Release tree has
# one per test. Every instrumented process pays AddressSanitizer's start-up and its leak check at exit,
# and loads the shipped plugins and reads the corpora its tests share again; a suite's tests share one.
# A suite passes when none of its tests fails (its skipped tests included). npe_tests_binary is set by
# the file CMake generates around this one; labels.cmake, included next, labels npe_tests_TESTS.
if(NOT EXISTS "${npe_tests_binary}")
  add_test(npe_tests_NOT_BUILT npe_tests_NOT_BUILT)
  return()
endif()
execute_process(COMMAND "${npe_tests_binary}" --gtest_list_tests
  OUTPUT_VARIABLE listing RESULT_VARIABLE status TIMEOUT 120)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${npe_tests_binary} --gtest_list_tests failed (${status}):\n${listing}")
endif()
string(REPLACE ";" "," listing "${listing}")  # a parameter's printout may hold one; suite lines do not
string(REPLACE "\n" ";" lines "${listing}")
set(npe_tests_TESTS)
foreach(line IN LISTS lines)
  if(line MATCHES "^([A-Za-z0-9_/]+)\\.")
    set(suite "${CMAKE_MATCH_1}")
    add_test("${suite}" "${npe_tests_binary}" "--gtest_filter=${suite}.*")
    set_tests_properties("${suite}" PROPERTIES TIMEOUT 1800)
    list(APPEND npe_tests_TESTS "${suite}")
  endif()
endforeach()
