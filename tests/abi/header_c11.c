/* Compiled as C11 with -pedantic -Werror: the ABI header is plain C. */
#include <npe/npe_plugin.h>

int npe_abi_header_c11_check(void) {
  npe_step step = {0};
  npe_position position = {0};
  step.struct_size = sizeof(npe_step);
  position.struct_size = sizeof(npe_position);
  position.key_digit = NPE_HAS_FIELD(&position, npe_position, key_digit) ? 1u : 0u; /* 1.2 */
  return (int)step.struct_size + (int)position.key_digit + NPE_ABI_VERSION_MAJOR;
}
