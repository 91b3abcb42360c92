#!/usr/bin/env bash
# Builds tests/subproject, a project that includes this npe checkout with add_subdirectory, then
# runs what it built: its program (linked to npe's loader library) on its plugin (built with the
# SDK's npe_add_plugin), and the npe program of the enclosing build on the same plugin.
#   check.sh SOURCE_DIR NPE_PROGRAM [COMPILER_LAUNCHER]
set -euo pipefail
source_dir=$1
npe=$2
launcher=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake -S "$source_dir/tests/subproject" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DNPE_SOURCE="$source_dir" ${launcher:+-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher"} >/dev/null
cmake --build "$work/build" --target find_with_npe >/dev/null
puzzle="..8723469367954821294816375619238547485697132732145986976381254841572693523469718"
out=$("$work/build/find_with_npe" "$puzzle" "$work/build/outside.so")
echo "$out"
[ "$out" = $'outside.single: outside r1c1=1\noutside.single: outside r1c2=5' ] || { echo "unexpected output"; exit 1; }
"$npe" --plugin-dir "$work/build" solve -e "$source_dir/tests/sdk_package/outside.yaml" "$puzzle" | grep -q "outcome: solved"
echo "subproject check passed"
