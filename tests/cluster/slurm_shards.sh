#!/usr/bin/env bash
# docs/compare.md's Slurm recipe, run as written there against a private one-node Slurm cluster that
# this test starts in a temporary folder and stops again: munged with its own key and socket,
# slurmctld and slurmd with a slurm.conf of their own (free loopback ports, proctrack/linuxproc,
# task/none). The job array runs 3 shards, the merge runs as a job depending on the array, and the
# merged report equals the unsharded one byte for byte.
#   slurm_shards.sh NPE SOURCE_DIR
set -euo pipefail
npe=$(realpath "$1")
source_dir=$(realpath "$2")
. "$source_dir/tests/cluster/recipe.sh"
export PATH="/usr/sbin:/sbin:$PATH"  # Debian puts the daemons there, off a normal user's PATH
needs munged mungekey slurmctld slurmd sbatch squeue sinfo

work=$(mktemp -d /tmp/npe_slurm.XXXXXX)
chmod 755 "$work"
stop() {
  for daemon in slurmd slurmctld; do
    [ -s "$work/$daemon.pid" ] && kill "$(cat "$work/$daemon.pid")" 2>/dev/null || true
  done
  [ -S "$work/munge/socket" ] && munged --stop --socket="$work/munge/socket" >/dev/null 2>&1 || true
  for _ in $(seq 50); do  # the daemons remove their pid files when they are gone
    [ -e "$work/slurmd.pid" ] || [ -e "$work/slurmctld.pid" ] || break
    sleep 0.1
  done
  rm -rf "$work"
}
trap stop EXIT
logs() {
  for log in "$work"/*.log "$work"/munge/*.log "$work"/run/slurm-*.out; do
    [ -e "$log" ] && { echo "== $log"; tail -20 "$log"; }
  done
}

# munge: a fresh key, its own socket (the cluster's authentication).
mkdir -p "$work/munge" "$work/state" "$work/spool" "$work/run"
chmod 700 "$work/munge"
mungekey --create --keyfile="$work/munge/key" >/dev/null
munged --force --key-file="$work/munge/key" --socket="$work/munge/socket" --pid-file="$work/munge/pid" \
  --log-file="$work/munge/munged.log" --seed-file="$work/munge/seed"

free_port() { /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
host=$(hostname -s)
export SLURM_CONF="$work/slurm.conf"
cat >"$SLURM_CONF" <<CONF
ClusterName=npetest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
MpiDefault=none
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
# The recipe asks 4 CPUs per task; the node says 8 (config_overrides lets slurmd believe it).
NodeName=npe-node NodeHostname=$host NodeAddr=127.0.0.1 CPUs=8 State=UNKNOWN
PartitionName=npe Nodes=npe-node Default=YES MaxTime=INFINITE State=UP
CONF
start=$(date +%s%N)
slurmctld -f "$SLURM_CONF" -i
slurmd -f "$SLURM_CONF" -N npe-node
for _ in $(seq 100); do
  sinfo -h -o %T 2>/dev/null | grep -q idle && break
  sleep 0.2
done
sinfo -h -o %T | grep -q idle || { echo "FAILED: the node did not come up"; logs; exit 1; }
echo "ok: cluster up in $(( ($(date +%s%N) - start) / 1000000 )) ms"

cd "$work/run"
recipe "$source_dir/docs/compare.md" "slurm shards.sh" >shards.sh
recipe "$source_dir/docs/compare.md" "slurm submit" >submit.sh
grep -q -- '--array=1-16' submit.sh && grep -q '^export ARGS=' submit.sh || { echo "FAILED: unexpected recipe"; cat submit.sh; exit 1; }
sed -i -e '/^export ARGS=/d' -e 's/--array=1-16/--array=1-3/' -e 's/--merge part\*\.db/--merge part*.db --no-timings/' submit.sh
echo "== shards.sh:"; cat shards.sh
echo "== submitted:"; cat submit.sh
export ARGS="--file $source_dir/fixtures/puzzles/sx_easy.txt --file $source_dir/fixtures/puzzles/sx_hard.txt --engine npe-type1 --engine npe-type2"
PATH="$(dirname "$npe"):$PATH" bash -euo pipefail submit.sh
begun=$(date +%s)
while [ -n "$(squeue -h 2>/dev/null)" ]; do
  if [ $(($(date +%s) - begun)) -gt 180 ]; then
    echo "FAILED: jobs still queued after 180 s"; squeue; logs; exit 1
  fi
  sleep 0.5
done
echo "ok: the array and the merge ran in $(($(date +%s) - begun)) s"
[ -s report.html ] || { echo "FAILED: the merge job wrote no report"; logs; exit 1; }
ls part*.db results.db slurm-*.out
# shellcheck disable=SC2086
unsharded "$npe" "$work/run" $ARGS
# shellcheck disable=SC2086
"$npe" compare --merge part*.db --no-timings --json >merged.json
same_bytes whole.json merged.json "merged JSON"
same_rows whole.json results.db
same_bytes whole.html report.html "merged HTML report (the merge job's)"
echo "1 passed, 0 failed"
