#!/usr/bin/env bash
# The clone-alone check: every test that declared a need for ../shared/corpora in the run just made
# (NPE_NEEDS_SHARED_CORPORA, recorded under $NPE_SHARED_DECLARATIONS: tests/shared_corpora.hpp) runs
# again with the corpora hidden (NPE_TEST_SHARED_DIR pointing at an empty folder) and must be skipped,
# by name. With shared_corpus() refusing any corpus a test did not declare, this is what a clone
# without ../shared runs of them: a few seconds, where a second pass of the whole suite would take
# minutes. Usage: tests/clone_alone/check.sh BUILD_DIR DECLARATIONS_DIR
set -euo pipefail
build=$1
declarations=$2
driver=$build/bin/npe_tests
if [ ! -d "$declarations" ] || [ -z "$(ls -A "$declarations")" ]; then
  echo "clone alone: no test of this run reads ../shared/corpora (nothing recorded in $declarations)"
  exit 0
fi
mapfile -t tests < <(cat "$declarations"/* | sort -u)
filter=$(IFS=:; echo "${tests[*]}")
empty=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$empty" "$log"' EXIT
status=0
NPE_TEST_SHARED_DIR=$empty "$driver" --gtest_filter="$filter" --gtest_brief=1 >"$log" 2>&1 || status=$?
skipped=$(sed -En 's/^\[  SKIPPED \] ([0-9]+) tests?[.,].*/\1/p' "$log" | head -1)
skipped=${skipped:-0}
if [ "$status" -ne 0 ] || [ "$skipped" -ne "${#tests[@]}" ]; then
  cat "$log"
  echo "clone alone: FAILED: of ${#tests[@]} tests that read ../shared/corpora, $skipped skipped with it hidden" \
    "(driver exit $status); each must skip by name without it"
  exit 1
fi
echo "clone alone: the ${#tests[@]} tests that read ../shared/corpora all skip by name with it hidden"
