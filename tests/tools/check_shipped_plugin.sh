#!/usr/bin/env bash
# check_shipped_plugin.sh NPE LIBRARY: `npe check-plugin` on one shipped library at strictness 1,
# at the default seed of the randomised checks (missed.symmetry's transformations), and with
# NPE_LONG_TESTS=1 also at seed 1 and at today's (UTC date), so that long runs cover more
# transformations. Each run prints its seed in its first line; a failure is replayed with
# `npe check-plugin LIBRARY -s 1 --seed SEED`.
set -u
npe=$1
library=$2
seeds="20261201"
if [ -n "${NPE_LONG_TESTS:-}" ]; then seeds="$seeds 1 $(date -u +%Y%m%d)"; fi
status=0
for seed in $seeds; do
  "$npe" check-plugin "$library" -s 1 --seed "$seed" --fail-fast || status=1
done
exit "$status"
