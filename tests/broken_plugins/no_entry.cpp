// A shared library without the npe_entry symbol: the host must refuse it.
extern "C" int not_an_npe_plugin() { return 42; }
