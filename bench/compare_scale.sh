#!/usr/bin/env bash
# npe compare at scale, as docs/compare.md's GNU parallel recipe runs it: generates PUZZLES puzzles
# (`npe generate`, seed 2026), runs 6 engine types over them in 8 shards (each writing its database),
# merges the shards' databases and reports, and prints the wall time, the peak memory (max RSS) of
# each shard and of the merge, and the database sizes. Then checks, on the first SUBSET puzzles, that
# every report of the sharded run (JSON, Markdown, text, HTML; --no-timings) equals the unsharded run's,
# and measures the unsharded run on 1 and 2 threads (whole process).
#   bench/compare_scale.sh NPE [PUZZLES (1000000)] [DIR (/tmp/npe_scale)] [SUBSET (20000)]
# JOBS (default 2) shards run at a time. The generated file is kept in DIR and reused.
set -euo pipefail
npe=$(realpath "$1")
puzzles=${2:-1000000}
dir=${3:-/tmp/npe_scale}
subset=${4:-20000}
jobs=${JOBS:-2}
shards=8
engines="--engine npe-box --engine npe-type1 --engine npe-type2 --engine npe-type3 --engine gnpx-lockedset --engine full"
mkdir -p "$dir"
cd "$dir"
command -v parallel >/dev/null || { echo "needs GNU parallel (scripts/setup installs it with NPE_SETUP_TESTS=1)"; exit 1; }
timed() { /usr/bin/time -f "%e %M %U %S" -o "$1" "${@:2}"; }  # FILE COMMAND...: wall s, max RSS (KB), user s, system s

if [ "$(wc -l <puzzles.txt 2>/dev/null || echo 0)" -ne "$puzzles" ]; then
  timed generate.time "$npe" generate --count "$puzzles" --seed 2026 >puzzles.txt
  echo "generate: $puzzles puzzles in $(cut -d' ' -f1 generate.time) s"
fi

rm -f part*.db results.db shard*.time
start=$(date +%s.%N)
# shellcheck disable=SC2086
parallel -j "$jobs" /usr/bin/time -f '"%e %M %U %S"' -o shard{}.time "$npe" compare --file puzzles.txt $engines \
  --threads 1 --shard {}/$shards --db part{}.db ::: $(seq $shards)
shards_done=$(date +%s.%N)
timed merge.time "$npe" compare --merge part*.db --db results.db --json >report.json
timed merge_nodb.time "$npe" compare --merge part*.db --markdown >report.md
done_at=$(date +%s.%N)

echo "== $puzzles puzzles x 6 engine types, $shards shards, $jobs at a time ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
printf 'wall: shards %.0f s, merge with --db %.0f s, whole %.0f s\n' "$(echo "$shards_done - $start" | bc)" \
  "$(cut -d' ' -f1 merge.time)" "$(echo "$done_at - $start" | bc)"
for s in $(seq $shards); do
  read -r wall rss _ <shard$s.time
  printf 'shard %d: %6.0f s, peak %5.0f MB, database %5.0f MB\n' "$s" "$wall" "$(echo "$rss / 1024" | bc)" \
    "$(echo "$(stat -c %s part$s.db) / 1048576" | bc)"
done
read -r wall rss _ <merge.time
printf 'merge (--db results.db --json): %.0f s, peak %.0f MB; results.db %.0f MB; report.json %.1f MB\n' "$wall" \
  "$(echo "$rss / 1024" | bc)" "$(echo "$(stat -c %s results.db) / 1048576" | bc)" "$(echo "scale=1; $(stat -c %s report.json) / 1048576" | bc)"
read -r wall rss _ <merge_nodb.time
printf 'merge (summaries only, --markdown): %.1f s, peak %.0f MB\n' "$wall" "$(echo "$rss / 1024" | bc)"

# The sharded run's reports equal the unsharded run's on the first SUBSET puzzles.
if [ "$subset" -gt 0 ]; then
  rm -rf subset && mkdir subset
  head -n "$subset" puzzles.txt >subset/puzzles.txt
  cd subset
  # shellcheck disable=SC2086
  parallel -j "$jobs" "$npe" compare --file puzzles.txt $engines --threads 1 --shard {}/$shards --db part{}.db ::: $(seq $shards)
  status=0
  for format in json markdown; do
    # shellcheck disable=SC2086
    "$npe" compare --file puzzles.txt $engines --no-timings --$format --html whole.html >whole.$format
    "$npe" compare --merge part*.db --no-timings --$format --html merged.html >merged.$format
    cmp -s whole.$format merged.$format && echo "ok: $subset puzzles: merged $format equals the unsharded one" ||
      { echo "FAILED: $format differs"; status=1; }
  done
  # shellcheck disable=SC2086
  "$npe" compare --file puzzles.txt $engines --no-timings >whole.txt
  "$npe" compare --merge part*.db --no-timings >merged.txt
  for file in txt html; do
    cmp -s whole.$file merged.$file && echo "ok: $subset puzzles: merged $file equals the unsharded one" ||
      { echo "FAILED: $file differs"; status=1; }
  done
  # Two threads against one, whole process, the unsharded run with its JSON report.
  for threads in 1 2; do
    # shellcheck disable=SC2086
    timed threads$threads.time "$npe" compare --file puzzles.txt $engines --threads $threads --json >/dev/null
  done
  read -r one _ user1 sys1 <threads1.time
  read -r two _ user2 sys2 <threads2.time
  echo "threads (unsharded, --json, $subset puzzles x 6, whole process): 1: $one s wall, $(echo "$user1 + $sys1" | bc) s CPU;" \
    "2: $two s wall, $(echo "$user2 + $sys2" | bc) s CPU; wall speed-up $(echo "scale=2; $one / $two" | bc)x" \
    "(load $(cut -d' ' -f1-3 /proc/loadavg))"
  exit $status
fi
