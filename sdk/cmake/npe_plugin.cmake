# SPDX-License-Identifier: MIT
# npe_add_plugin(TARGET SOURCES... [OUTPUT_DIRECTORY DIR])
# Builds a technique plugin the way the ABI requires: a shared library linked only against the SDK,
# hidden visibility, a version script exporting only `npe_entry`, and -z defs (no undefined symbols).
function(npe_add_plugin target)
  cmake_parse_arguments(ARG "" "OUTPUT_DIRECTORY" "" ${ARGN})
  add_library(${target} MODULE ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${target} PRIVATE npe::sdk)
  set_target_properties(${target} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    C_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_link_options(${target} PRIVATE "LINKER:--version-script=${NPE_PLUGIN_MAP}")
  if(NOT (NPE_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang"))
    # clang leaves the sanitizer runtime to the executable, so a sanitized plugin has undefined symbols
    target_link_options(${target} PRIVATE "LINKER:-z,defs")
  endif()
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${NPE_PLUGIN_MAP})
  if(ARG_OUTPUT_DIRECTORY)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${ARG_OUTPUT_DIRECTORY})
  endif()
endfunction()

# npe_add_fixture_tests(TARGET plugin FIXTURES dir [ENGINE engine.yaml] [NPE path/to/npe])
# Registers one CTest test per fixture file (*.yaml below FIXTURES): `npe fixture check` with the
# plugin's build directory added to the plugin search path. ENGINE runs that engine type instead of
# the one each fixture names. NPE defaults to the npe program installed with this SDK.
function(npe_add_fixture_tests)
  cmake_parse_arguments(ARG "" "TARGET;FIXTURES;ENGINE;NPE" "" ${ARGN})
  if(NOT ARG_TARGET OR NOT ARG_FIXTURES)
    message(FATAL_ERROR "npe_add_fixture_tests: TARGET and FIXTURES are required")
  endif()
  if(NOT ARG_NPE)
    set(ARG_NPE ${NPE_EXECUTABLE})
  endif()
  get_filename_component(fixtures_dir ${ARG_FIXTURES} ABSOLUTE)
  file(GLOB_RECURSE fixtures CONFIGURE_DEPENDS ${fixtures_dir}/*.yaml)
  if(NOT fixtures)
    message(WARNING "npe_add_fixture_tests: no *.yaml fixtures below ${fixtures_dir}")
  endif()
  set(engine_args "")
  if(ARG_ENGINE)
    get_filename_component(engine ${ARG_ENGINE} ABSOLUTE)
    set(engine_args --engine ${engine})
  endif()
  foreach(fixture ${fixtures})
    file(RELATIVE_PATH name ${fixtures_dir} ${fixture})
    add_test(NAME ${ARG_TARGET}.fixture.${name}
      COMMAND ${ARG_NPE} --plugin-dir $<TARGET_FILE_DIR:${ARG_TARGET}> fixture check ${engine_args} ${fixture})
  endforeach()
endfunction()
