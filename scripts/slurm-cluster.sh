#!/usr/bin/env bash
# Starts (or stops) a private single-node Slurm cluster for trying the
# README's Slurm recipe on one machine: munge, slurmctld and slurmd from
# Debian's slurm-wlm, with their configuration, state and logs in DIR (no
# file under /etc is changed). Needs root, as the daemons do.
#
#   scripts/slurm-cluster.sh start DIR   # prints: export SLURM_CONF=DIR/slurm.conf
#   scripts/slurm-cluster.sh stop DIR
#
# It exits 2 with the reason when the cluster cannot start (no slurm-wlm,
# not root, a daemon that does not come up), so that a test can skip.
set -u
cmd=${1:-}
dir=${2:-}
if [ -z "$cmd" ] || [ -z "$dir" ]; then
	echo "usage: $0 start|stop DIR" >&2
	exit 1
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
unavailable() { echo "slurm: $*" >&2; exit 2; }

if [ "$cmd" = stop ]; then
	# Stop the daemons and wait (up to 20 s) until they are gone: they
	# write their state on the way out, and DIR may be removed next.
	pids=()
	for d in slurmd slurmctld munged; do
		if [ -f "$dir/$d.pid" ]; then
			pid=$(cat "$dir/$d.pid")
			kill "$pid" 2>/dev/null && pids+=("$pid")
		fi
	done
	for i in $(seq 200); do
		alive=0
		for pid in "${pids[@]}"; do
			# A daemon that exited but was not yet reaped is a zombie: gone.
			state=$(ps -o stat= -p "$pid" 2>/dev/null)
			[ -n "$state" ] && [ "${state#Z}" = "$state" ] && alive=1
		done
		[ $alive -eq 0 ] && exit 0
		sleep 0.1
	done
	echo "slurm: daemons ${pids[*]} still running after 20 s" >&2
	exit 0
fi

for b in munged slurmctld slurmd sbatch sinfo; do
	command -v "$b" >/dev/null 2>&1 || [ -x "/usr/sbin/$b" ] || unavailable "$b not found (Debian: apt-get install slurm-wlm)"
done
[ "$(id -u)" -eq 0 ] || unavailable "the daemons need root"
PATH=$PATH:/usr/sbin
host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir/munge"

# munge: a key of our own, its socket in DIR.
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/socket" \
	--pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" --force ||
	unavailable "munged did not start (see $dir/munged.log)"

# Ports away from the defaults, so a real cluster on the machine is not
# disturbed.
cat >"$dir/slurm.conf" <<CONF
ClusterName=vdl
SlurmctldHost=$host
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=vdl Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -f "$SLURM_CONF" || unavailable "slurmctld did not start (see $dir/slurmctld.log)"
slurmd -f "$SLURM_CONF" || unavailable "slurmd did not start (see $dir/slurmd.log)"
for i in $(seq 60); do
	if sinfo -h -o %t 2>/dev/null | grep -q '^idle'; then
		echo "export SLURM_CONF=$SLURM_CONF"
		exit 0
	fi
	sleep 0.5
done
unavailable "the node did not come up in 30 s (sinfo: $(sinfo 2>&1 | tail -1); logs in $dir)"
