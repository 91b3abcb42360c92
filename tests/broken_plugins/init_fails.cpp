// init returns non-zero: the host must refuse the library cleanly.
#include "broken_common.hpp"

namespace {
int32_t refuse_init(const npe_host*) { return 1; }
}  // namespace

extern "C" NPE_EXPORT const npe_plugin_entry npe_entry = {
    {NPE_ABI_VERSION_MAJOR, NPE_ABI_VERSION_MINOR, 0},
    sizeof(npe_plugin_entry),
    "init_fails",
    "0.0.1",
    &refuse_init,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::deinit,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::technique_count,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::technique,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::create,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::destroy,
    &npe::sdk::Plugin<npe::test_plugins::Quiet>::find,
};
