# Initial cache of scripts/test's sanitizer tree (cmake -C cmake/sanitizer-cache.cmake; the asan preset
# sets the same). RelWithDebInfo at -O1 -g1: a sanitizer build exists to find bugs, and at -O2 -g it took
# about 2.5 times the compile time for the same findings; line tables are all the sanitizers' stack
# traces need.
set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "")
set(CMAKE_C_FLAGS_RELWITHDEBINFO "-O1 -g1 -DNDEBUG" CACHE STRING "")
set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O1 -g1 -DNDEBUG" CACHE STRING "")
set(NPE_SANITIZE ON CACHE BOOL "")
set(NPE_BUILD_BENCH OFF CACHE BOOL "")
