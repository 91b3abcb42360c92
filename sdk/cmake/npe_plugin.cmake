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
  target_link_options(${target} PRIVATE "LINKER:--version-script=${NPE_PLUGIN_MAP}" "LINKER:-z,defs")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${NPE_PLUGIN_MAP})
  if(ARG_OUTPUT_DIRECTORY)
    set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${ARG_OUTPUT_DIRECTORY})
  endif()
endfunction()
