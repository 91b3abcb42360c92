#!/bin/sh
# The cost of --isolate (docs/isolation.md): the same comparison run three times without and three
# times with --isolate, on one thread; prints the best wall time of each and the ratio.
# Usage: bench/isolation_cost.sh NPE PUZZLE_FILE [N] [ENGINE...]
#   e.g. bench/isolation_cost.sh build/bin/npe ../shared/corpora/17clue.txt 2000 npe-type1 npe-type2
set -eu
npe=$1
file=$2
count=${3:-2000}
shift 2
[ $# -gt 0 ] && shift
engines=""
for engine in "${@:-npe-type1}"; do engines="$engines -e $engine"; done
puzzles=$(mktemp)
trap 'rm -f "$puzzles"' EXIT
grep -v '^#' "$file" | head -n "$count" > "$puzzles"
best() {
  best_time=""
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    "$npe" compare $engines -f "$puzzles" -j 1 --no-timings "$@" > /dev/null
    end=$(date +%s.%N)
    elapsed=$(echo "$end - $start" | bc)
    if [ -z "$best_time" ] || [ "$(echo "$elapsed < $best_time" | bc)" = 1 ]; then best_time=$elapsed; fi
  done
  echo "$best_time"
}
plain=$(best)
isolated=$(best --isolate)
echo "puzzles: $(wc -l < "$puzzles"), engines:$engines"
echo "without --isolate: $plain s"
echo "with --isolate:    $isolated s"
echo "cost: $(echo "scale=1; ($isolated - $plain) * 100 / $plain" | bc) %"
