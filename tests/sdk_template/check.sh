#!/usr/bin/env bash
# The out-of-tree template (plugins/template) against the installed SDK: install npe into a
# temporary prefix, copy the template out of the source tree, configure and build it with
# find_package(npe_sdk CONFIG) only, then with the installed npe: `check-plugin` passes, `plugins`
# lists the technique, and an engine type that uses it solves a puzzle with it.
set -euo pipefail
build_dir=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
cp -r "$source_dir/plugins/template" "$work/my-technique"  # nothing of the npe tree is reachable from here
cmake -S "$work/my-technique" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" >/dev/null
npe="$work/prefix/bin/npe"
"$npe" check-plugin "$work/build/template.so" --strictness 3
# (the listing goes to a file first: grep -q would stop reading early and, with pipefail, fail on SIGPIPE)
"$npe" --plugin-dir "$work/build" plugins > "$work/plugins.txt"
grep -q "template.full_house" "$work/plugins.txt"
printf 'name: with-full-house\ncandidates: rebuild\ntechniques: [template.full_house, box, row, col, cell]\n' \
  > "$work/with-full-house.yaml"
out=$("$npe" --plugin-dir "$work/build" solve -e "$work/with-full-house.yaml" \
  ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...")
grep -q "outcome: solved" <<<"$out" || { echo "$out"; exit 1; }
grep -q "full house" <<<"$out" || { echo "no full house step in: $out"; exit 1; }
echo "sdk template check passed"
