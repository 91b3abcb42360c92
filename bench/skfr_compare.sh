#!/bin/bash
# npe rate against skfr (champagne's fast Sudoku Explainer-like rater, github.com/dobrichev/skfr; issue 55)
# on the forum's hardest puzzles, one run each, CPU seconds (user + system) as the measure: the machine
# is usually shared, so wall time says little. Two sets, both fixed:
#   fh1106      all 375 puzzles of forum_hardest_1106.txt
#   fh1905s500  500 of forum_hardest_1905_11plus.txt: every 97th line from line 1 (lines 1, 98, 195, ...,
#               48,404), the first 500 of them
# Per set: skfr (single thread), then `npe rate` with --threads 1 and with --threads 2 (their outputs
# must be identical), then how often npe's ER equals skfr's.
#
# usage: bench/skfr_compare.sh [SKFR_BINARY] [NPE_BINARY]
#   LIMIT=N       only the first N puzzles of each set (a quick baseline)
#   SETS="fh1106" which sets (default: both)
#   THREADS="1 2" npe's thread counts (default: 1 2)
#   OUT=DIR       keep the inputs and outputs there (default: a temporary directory, removed)
# skfr is never part of this repository: build it outside (docs/performance.md, "npe rate against skfr").
# Run it niced on a shared machine: `nice -n 10 bench/skfr_compare.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
skfr=$(readlink -f "${1:-/tmp/skfr/skfr}")
npe=$(readlink -f "${2:-$here/build/bin/npe}")
corpora=${CORPORA:-$here/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
limit=${LIMIT:-0}
sets=${SETS:-fh1106 fh1905s500}
threads=${THREADS:-1 2}
if [ -n "${OUT:-}" ]; then
  out=$OUT
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi

make_set() {  # the set's puzzles, 81 characters a line (skfr's reader stops at lines over 250); awk
  # reads each file whole (head would end a pipe early, which pipefail takes for a failure)
  local max=$(( limit > 0 ? limit : 1000000 ))
  case $1 in
    fh1106) awk -v max="$max" 'NR <= max { print substr($0, 1, 81) }' "$corpora/forum_hardest_1106.txt" ;;
    fh1905s500) awk -v max="$max" 'NR % 97 == 1 && ++n <= 500 && n <= max { print substr($0, 1, 81) }' \
      "$corpora/forum_hardest_1905_11plus.txt" ;;
  esac
}

cpu() { awk '{printf "%.1f", $1 + $2}' "$1"; }
wall() { awk '{printf "%.1f", $3}' "$1"; }

printf '%-11s %7s %-10s %9s %9s %s\n' set puzzles program cpu_s wall_s note
for set in $sets; do
  make_set "$set" > "$out/$set.txt"
  n=$(wc -l < "$out/$set.txt")
  # skfr reads NAME.txt and writes NAME_rat.txt beside it.
  (cd "$out" && /usr/bin/time -f '%U %S %e' -o "$set.skfr.time" "$skfr" "-i$set" > "$set.skfr.log" 2>&1) || true
  printf '%-11s %7d %-10s %9s %9s\n' "$set" "$n" skfr "$(cpu "$out/$set.skfr.time")" "$(wall "$out/$set.skfr.time")"
  for t in $threads; do
    /usr/bin/time -f '%U %S %e' -o "$out/$set.npe$t.time" \
      "$npe" rate -f "$out/$set.txt" --threads "$t" --format '%r/%p/%d' > "$out/$set.npe$t.out" 2> "$out/$set.npe$t.err" || true
    note=""
    [ "$t" != "${threads%% *}" ] && { cmp -s "$out/$set.npe${threads%% *}.out" "$out/$set.npe$t.out" && note="same output" || note="OUTPUT DIFFERS"; }
    printf '%-11s %7d %-10s %9s %9s %s\n' "$set" "$n" "npe -t$t" "$(cpu "$out/$set.npe$t.time")" "$(wall "$out/$set.npe$t.time")" "$note"
  done
  t1=${threads%% *}
  if [ -f "$out/${set}_rat.txt" ]; then
    # skfr's line: the puzzle, then ` ED=ER/EP/ED`; puzzles it cannot rate go to NAME_N_rat.txt.
    # Matched by puzzle text.
    awk 'NR == FNR { p[FNR] = $1; next } { print p[FNR], $0 }' "$out/$set.txt" "$out/$set.npe$t1.out" > "$out/$set.npe.byp"
    awk 'NR == FNR { er[$1] = $2; next } ($1 in er) { n++; same += (er[$1] + 0 == substr($2, 1, index($2, "/") - 1) + 0) }
         END { printf "%-11s skfr rated %d of them, ER equal to npe on %d\n", set, n, same }' set="$set" \
      <(awk '{split(substr($2, 4), r, "/"); print substr($0, 1, 81), r[1]}' "$out/${set}_rat.txt") "$out/$set.npe.byp"
  fi
done
