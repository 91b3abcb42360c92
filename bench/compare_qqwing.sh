#!/usr/bin/env bash
# Compares the exact solver with qqwing (Debian package) on the same puzzles, per core (CPU time).
#   bench/compare_qqwing.sh [BUILD_DIR] [PUZZLES_PER_FILE]
# qqwing reads digits across line ends, so it gets `cut -c1-81` of each file; it counts all
# solutions (--count-solutions), which for these unique puzzles is the same search as counting to 2.
# npe side: `npe validate --file` on the same lines (parsing and printing included, like qqwing),
# and bin/solver_bench (the solver alone, whole files).
set -euo pipefail
build=${1:-build}
limit=${2:-3000}
corpora="$(dirname "$0")/../../shared/corpora"  # the optional corpora beside the checkout, docs/corpora.md
if ! command -v qqwing >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y qqwing >/dev/null; else sudo apt-get install -y qqwing >/dev/null; fi
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cpu_seconds() {  # CPU seconds (user + system) of a command, its output discarded
  local t TIMEFORMAT='%U %S'
  t=$( { time ( bash -c "$1" >/dev/null 2>&1 ); } 2>&1 | tail -1)
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

echo "per core (CPU time); npe validate includes reading and printing, as qqwing does"
printf "%-28s %8s %12s %15s %8s\n" file puzzles "qqwing/s" "npe-validate/s" ratio
for name in 17clue top1465 forum_hardest_1905_11plus; do
  head -n "$limit" "$corpora/$name.txt" | cut -c1-81 > "$tmp/$name.txt"
  n=$(wc -l < "$tmp/$name.txt")
  q=$(cpu_seconds "qqwing --solve --count-solutions --nosolution --csv < $tmp/$name.txt")
  v=$(cpu_seconds "$build/bin/npe validate --file $tmp/$name.txt")
  awk -v f="$name" -v n="$n" -v q="$q" -v v="$v" \
    'BEGIN { printf "%-28s %8d %12.0f %15.0f %7.1fx\n", f, n, n / q, n / v, q / v }'
done
echo
echo "solver alone (bin/solver_bench, whole files, count up to 2, CPU time):"
"$build/bin/solver_bench" --benchmark_counters_tabular=true 2>/dev/null | grep -E "count_to_two|Benchmark"
