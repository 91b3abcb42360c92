#!/usr/bin/env bash
# check_shipped_plugin.sh NPE LIBRARY [POSITIONS_DIR]: `npe check-plugin` on one shipped library at
# strictness 1, at the default seed of the randomised checks (missed.symmetry's transformations), and
# with NPE_LONG_TESTS=1 also at seed 1 and at today's (UTC date), so that long runs cover more
# transformations. Each run prints its seed in its first line; a failure is replayed with
# `npe check-plugin LIBRARY -s 1 --seed SEED`. When POSITIONS_DIR holds FAMILY.txt (positions `npe mine`
# found for the library's techniques that the five puzzles of strictness 1 do not exercise), the
# corpus is the shipped puzzles and those positions: behaviour.sound fails a technique that finds no
# step (--min-steps 1). The techniques for which no position is known yet are listed, each with the
# search that found none, in POSITIONS_DIR/unexercised.txt: they get --min-steps ID=0.
set -u
npe=$1
library=$2
positions_dir=${3:-}
family=$(basename "$library" .so)
corpus=()
if [ -n "$positions_dir" ] && [ -f "$positions_dir/$family.txt" ]; then
  for file in "$(dirname "$npe")"/../share/npe/puzzles/*.txt; do corpus+=(--corpus "$file"); done
  corpus+=(--corpus "$positions_dir/$family.txt")
fi
if [ -n "$positions_dir" ] && [ -f "$positions_dir/unexercised.txt" ]; then
  while read -r id _; do
    case "$id" in "$family".*) corpus+=(--min-steps "$id=0") ;; esac
  done < <(grep -v '^#' "$positions_dir/unexercised.txt")
fi
seeds="20261201"
if [ -n "${NPE_LONG_TESTS:-}" ]; then seeds="$seeds 1 $(date -u +%Y%m%d)"; fi
status=0
for seed in $seeds; do
  "$npe" check-plugin "$library" -s 1 --seed "$seed" --fail-fast "${corpus[@]}" || status=1
done
exit "$status"
