#!/usr/bin/env bash
# docs/compare.md's GNU parallel recipe, run as written there (its ARGS line replaced by the shipped
# puzzles and engine types, --no-timings added to the merge): the merged report equals the unsharded one.
#   parallel_shards.sh NPE SOURCE_DIR
set -euo pipefail
npe=$(realpath "$1")
source_dir=$(realpath "$2")
. "$source_dir/tests/cluster/recipe.sh"
needs parallel

work=$(mktemp -d /tmp/npe_parallel.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"
ARGS="--file $source_dir/fixtures/puzzles/sx_easy.txt --file $source_dir/fixtures/puzzles/sx_hard.txt --engine npe-type1 --engine npe-type2"
recipe "$source_dir/docs/compare.md" parallel >recipe.sh
grep -q '^ARGS=' recipe.sh || { echo "FAILED: the recipe has no ARGS line"; exit 1; }
sed -i -e '/^ARGS=/d' -e 's/--merge part\*\.db/--merge part*.db --no-timings/' recipe.sh
echo "== the recipe:"; cat recipe.sh
mkdir -p home
PATH="$(dirname "$npe"):$PATH" HOME="$work/home" ARGS="$ARGS" bash -euo pipefail recipe.sh </dev/null 2>parallel.err >/dev/null || {
  echo "FAILED: the recipe failed"; cat parallel.err; exit 1; }
ls part*.db results.db
# shellcheck disable=SC2086
unsharded "$npe" "$work" $ARGS
# shellcheck disable=SC2086
"$npe" compare --merge part*.db --no-timings --json >merged.json
same_bytes whole.json merged.json "merged JSON"
same_rows whole.json results.db
same_bytes whole.html report.html "merged HTML report (the recipe's)"
echo "1 passed, 0 failed"
