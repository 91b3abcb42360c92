#!/usr/bin/env bash
# Installs npe into a temporary prefix, builds tests/sdk_package against the installed SDK with
# find_package(npe_sdk CONFIG), solves a puzzle with the installed npe and that plugin, and runs the
# project's fixture tests registered by npe_add_fixture_tests().
set -euo pipefail
build_dir=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
cmake -S "$source_dir/tests/sdk_package" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" >/dev/null
exported=$(nm -D --defined-only "$work/build/outside.so" | awk '{print $NF}')
[ "$exported" = "npe_entry" ] || { echo "outside.so exports: $exported"; exit 1; }
out=$("$work/prefix/bin/npe" --plugin-dir "$work/build" solve -e "$source_dir/tests/sdk_package/outside.yaml" \
  "..8723469367954821294816375619238547485697132732145986976381254841572693523469718")
echo "$out"
grep -q "steps: \[outside r1c1=1\] \[outside r1c2=5\]" <<<"$out"
grep -q "outcome: solved" <<<"$out"
# The documentation is installed beside the SDK: README, the guides, the template plugin.
for doc in README.md LICENSE docs/writing-a-technique.md docs/abi.md docs/isolation.md \
           examples/template/template_plugin.cpp examples/template/CMakeLists.txt; do
  [ -f "$work/prefix/share/doc/npe/$doc" ] || { echo "not installed: share/doc/npe/$doc"; exit 1; }
done
# The installed program finds its own plugins and engine types with no flags.
"$work/prefix/bin/npe" solve -e npe-type1 "..8723469367954821294816375619238547485697132732145986976381254841572693523469718" | grep "outcome: solved" >/dev/null  # reads it all: grep -q could make npe die of SIGPIPE
# npe_add_fixture_tests registered the project's fixtures as CTest tests; they pass.
ctest --test-dir "$work/build" --output-on-failure | tee "$work/ctest.log"
grep -q "outside.fixture.outside.yaml" "$work/ctest.log"
echo "sdk package check passed"
