// Compiled as C++17 with -pedantic -Werror: the ABI header is clean C++ too.
#include <npe/npe_plugin.h>

int npe_abi_header_cxx17_check() {
  npe_position position{};
  position.struct_size = sizeof(npe_position);
  return static_cast<int>(position.struct_size) + NPE_ABI_VERSION_MAJOR;
}
