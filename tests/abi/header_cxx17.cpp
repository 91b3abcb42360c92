// Compiled as C++17 with -pedantic -Werror: the ABI header is clean C++ too.
#include <npe/npe_plugin.h>

int npe_abi_header_cxx17_check() {
  npe_position position{};
  position.struct_size = sizeof(npe_position);
  position.key_digit = NPE_HAS_FIELD(&position, npe_position, key_digit) ? 1u : 0u;  // 1.2
  return static_cast<int>(position.struct_size) + NPE_ABI_VERSION_MAJOR;
}
