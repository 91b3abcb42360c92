#!/usr/bin/env bash
# The performance gate's own test: npe-type1 slowed by one extra copy of the board per step
# (npe-type1-board-copy.yaml, the broken.board_copy test plugin) must make scripts/perf-gate fail
# (exit 1, the workload marked SLOWER), against the baseline in the repository.
# Usage: tests/perf_gate/check.sh SOURCE_DIR BUILD_DIR BROKEN_PLUGIN_DIR
set -euo pipefail
source=$1
build=$2
broken=$3
# A folder with the one test plugin: the others of tests/broken_plugins would hide or break shipped ones.
plugins=$(mktemp -d)
trap 'rm -rf "$plugins"' EXIT
ln -s "$broken/board_copy.so" "$plugins/"
status=0
output=$("$source/scripts/perf-gate" --build "$build" --only npe-type1 \
  --engine-file "npe-type1=$source/tests/perf_gate/npe-type1-board-copy.yaml" --plugin-dir "$plugins") || status=$?
echo "$output"
if [ "$status" -ne 1 ] || ! grep -q '^  npe-type1 .*SLOWER' <<<"$output"; then
  echo "perf gate test: FAILED: the gate passed (exit $status) an npe-type1 slowed by a board copy per step"
  exit 1
fi
echo "perf gate test: the gate caught the board copy per step (exit 1)"
