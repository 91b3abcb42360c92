#!/usr/bin/env bash
# check_shipped_plugin.sh NPE LIBRARY [POSITIONS_DIR]: `npe check-plugin` on one shipped library at
# strictness 1, at the default seed of the randomised checks (missed.symmetry's transformations), and
# with NPE_LONG_TESTS=1 also at seed 1 and at today's (UTC date), so that long runs cover more
# transformations. Each run prints its seed in its first line; a failure is replayed with
# `npe check-plugin LIBRARY -s 1 --seed SEED`.
# behaviour.sound fails a technique that finds no step on its corpus (--min-steps 1). The five puzzles
# of strictness 1 miss some techniques: POSITIONS_DIR/ID.txt holds positions `npe mine` found for
# technique ID, which is checked in a run of its own on the shipped puzzles and those positions (the
# library's other techniques, some slow on hard positions, are checked on the shipped puzzles alone).
# POSITIONS_DIR/unexercised.txt names the techniques no position is known for yet, with what was
# searched: they get --min-steps ID=0.
set -u
npe=$1
library=$2
positions_dir=${3:-}
family=$(basename "$library" .so)
mined=()
exempt=()
if [ -n "$positions_dir" ]; then
  for file in "$positions_dir/$family".*.txt; do
    [ -f "$file" ] && mined+=("$(basename "$file" .txt)")
  done
  if [ -f "$positions_dir/unexercised.txt" ]; then
    while read -r id _; do
      case "$id" in "$family".*) exempt+=(--min-steps "$id=0") ;; esac
    done < <(grep -v '^#' "$positions_dir/unexercised.txt")
  fi
fi
elsewhere=()
for id in "${mined[@]}"; do elsewhere+=(--min-steps "$id=0"); done
shipped=()
for file in "$(dirname "$npe")"/../share/npe/puzzles/*.txt; do shipped+=(--corpus "$file"); done
seeds="20261201"
if [ -n "${NPE_LONG_TESTS:-}" ]; then seeds="$seeds 1 $(date -u +%Y%m%d)"; fi
status=0
for seed in $seeds; do
  "$npe" check-plugin "$library" -s 1 --seed "$seed" --fail-fast "${exempt[@]}" "${elsewhere[@]}" || status=1
  for id in "${mined[@]}"; do
    "$npe" check-plugin "$library" -s 1 --seed "$seed" --fail-fast --technique "$id" "${shipped[@]}" \
      --corpus "$positions_dir/$id.txt" || status=1
  done
done
exit "$status"
