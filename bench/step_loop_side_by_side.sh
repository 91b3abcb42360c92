#!/usr/bin/env bash
# The step loop of two npe builds side by side, alternating, one thread: for each engine type, `npe
# compare` over the same puzzles (its per-run time, as users see it: ms/puzzle mean and median, with
# the timing of each technique's find calls that compare does by default), ROUNDS rounds (default 5),
# the order alternating so a slow spell of the machine hits both. Prints every round and the medians,
# per puzzle and per step (the mean ms/puzzle over the mean steps per puzzle).
#   bench/step_loop_side_by_side.sh OLD_BUILD NEW_BUILD PUZZLE_FILE [ROUNDS] [ENGINE...]
# e.g. bench/step_loop_side_by_side.sh /tmp/old/build build <(head -10000 ../shared/corpora/17clue.txt)
# (engine types default: npe-type1 full). Wall-clock figures on a shared VM swing by tens of percent:
# compare builds in one run, never across runs; scripts/perf-gate counts instructions instead.
set -euo pipefail
old=$1
new=$2
file=$(mktemp)
trap 'rm -f "$file"' EXIT
cat "$3" >"$file"
rounds=${4:-5}
shift $(( $# >= 4 ? 4 : 3 ))
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(npe-type1 full)
measure() {  # BUILD ENGINE -> "mean_ms median_ms mean_steps"
  "$1/bin/npe" compare -e "$2" --file "$file" --threads 1 --json |
    python3 -c 'import json,sys; e=json.load(sys.stdin)["engines"][0]; t=e["time_ms"]; print(t["mean"], t["median"], e["steps"]["mean"])'
}
for engine in "${engines[@]}"; do
  results=()
  for round in $(seq "$rounds"); do
    if (( round % 2 )); then order=("$old" "$new"); else order=("$new" "$old"); fi
    for build in "${order[@]}"; do
      line="$build $(measure "$build" "$engine")"
      echo "$engine round $round: $line"
      results+=("$line")
    done
  done
  printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = {}
for line in sys.stdin:
    build, mean, median, steps = line.split()
    rows.setdefault(build, []).append((float(mean), float(median), float(steps)))
for build, values in rows.items():
    mean = statistics.median(v[0] for v in values)
    median = statistics.median(v[1] for v in values)
    steps = values[0][2]
    print(f"'"$engine"' {build}: median of rounds: {mean * 1000:.2f} us/puzzle mean, {median * 1000:.2f} us median, "
          f"{steps:.2f} steps/puzzle, {mean * 1000 / steps:.3f} us/step")'
done
