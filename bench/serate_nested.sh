#!/bin/bash
# npe rate against serate 1.2.1.3's own ratings of the forum's hardest puzzles (tests/data/serate,
# issue 34: Sudoku Explainer's nested levels). Rates each reference puzzle in a process of its own,
# as serate was run, and prints per puzzle: serate's ER/EP/ED, npe's, both CPU times and their ratio;
# then the agreement and the CPU totals by serate's ER band (9.5-9.9, 10-10.9, 11+).
# usage: bench/serate_nested.sh [REFERENCE_FILE] [NPE_BINARY] [EXTRA npe rate ARGS...]
# The machine is usually shared: CPU time (user + system), not wall time, is the measure.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
reference=${1:-$here/tests/data/serate/forum_hardest_1106_every15.txt}
npe=${2:-$here/build/bin/npe}
shift $(( $# > 2 ? 2 : $# )) || true
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-5s %-14s %-14s %9s %9s %7s\n' line serate npe serate_s npe_s ratio
grep -v '^#' "$reference" | awk 'NF >= 5 && $3 != "timeout"' | sort -u -k1,1n | while read -r n puzzle er ep ed cpu; do
  echo "$puzzle" > "$tmp/p.txt"
  /usr/bin/time -f '%U %S' -o "$tmp/time" "$npe" rate -f "$tmp/p.txt" --format '%r %p %d' "$@" > "$tmp/out" 2> "$tmp/err" || true
  mine=$(tail -1 "$tmp/out")
  [ -z "$mine" ] && mine="error"
  ncpu=$(tail -1 "$tmp/time" | awk '{printf "%.2f", $1 + $2}')
  scpu=${cpu#cpu=}
  printf '%-5s %-14s %-14s %9s %9s %7s\n' "$n" "$er/$ep/$ed" "$(echo $mine | tr ' ' /)" "$scpu" "$ncpu" \
    "$(awk -v a="$scpu" -v b="$ncpu" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "-" }')"
done | tee "$tmp/table"
awk '{
  split($2, s, "/"); split($3, m, "/");
  band = s[1] < 10 ? "9.5-9.9" : s[1] < 11 ? "10-10.9" : "11+";
  n[band]++; er[band] += (s[1] == m[1]); all[band] += (s[1] == m[1] && s[2] == m[2] && s[3] == m[3]);
  sc[band] += $4; nc[band] += $5
} END {
  printf "\n%-8s %7s %9s %12s %10s %10s %7s\n", "band", "puzzles", "ER equal", "ER/EP/ED eq", "serate_s", "npe_s", "ratio";
  for (b in n) printf "%-8s %7d %9d %12d %10.1f %10.1f %7.1f\n", b, n[b], er[b], all[b], sc[b], nc[b], (nc[b] > 0 ? sc[b] / nc[b] : 0)
}' "$tmp/table"
