/* Compiled as C11 with -pedantic -Werror: the ABI header is plain C. */
#include <npe/npe_plugin.h>

int npe_abi_header_c11_check(void) {
  npe_step step = {0};
  step.struct_size = sizeof(npe_step);
  return (int)step.struct_size + NPE_ABI_VERSION_MAJOR;
}
