#!/usr/bin/env bash
# bench-vs.sh OLD NEW [ROUNDS] [BENCH FLAGS...]: the regression guard for a
# shared machine. Runs `OLD bench --json` and `NEW bench --json` in turn,
# ROUNDS times each (default 3), and prints per case the median CPU rate of
# each binary and their ratio new/old (above 1: the new one is faster).
# Alternating the binaries lets a machine's changing load fall on both;
# the median of several rounds drops a round that another process spoilt.
# Extra flags go to bench, e.g. --only perft or --deeper 1.
#
#   go build -o /tmp/old/vdl ./cmd/vdl     # at the old commit
#   go build -o /tmp/new/vdl ./cmd/vdl     # at the new one
#   scripts/bench-vs.sh /tmp/old/vdl /tmp/new/vdl 3 --only perft
set -euo pipefail
if [ $# -lt 2 ]; then
	sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
fi
old=$1 new=$2
shift 2
rounds=3
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
	rounds=$1
	shift
fi
for b in "$old" "$new"; do
	[ -x "$b" ] || { echo "bench-vs: $b is not an executable" >&2; exit 2; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for i in $(seq 1 "$rounds"); do
	echo "bench-vs: round $i of $rounds" >&2
	"$old" bench --json "$@" >"$dir/old.$i.json"
	"$new" bench --json "$@" >"$dir/new.$i.json"
done
python3 - "$dir" "$rounds" <<'PY'
import json, statistics, sys
d, rounds = sys.argv[1], int(sys.argv[2])
runs = {}
for side in ("old", "new"):
    for i in range(1, rounds + 1):
        for r in json.load(open(f"{d}/{side}.{i}.json")):
            # Not by depth: a node-limited case (--variants) reaches the
            # depth its binary's search reaches.
            key = (r["kind"], r["variant"], r.get("fen", ""))
            runs.setdefault(key, {"old": [], "new": []})[side].append(r)
print(f"{'kind':8} {'case':28} {'depth':>7} {'clock':>5} {'old/s':>12} {'new/s':>12} {'new/old':>8}")
for (kind, variant, fen), v in runs.items():
    depth = "/".join(sorted({str(r.get("depth", 0)) for r in v["old"] + v["new"]}))
    if not v["old"] or not v["new"]:
        print(f"{kind:8} {variant:28} {depth:>7}   only in the {'new' if v['new'] else 'old'} binary")
        continue
    # Like with like: CPU rates if every run of both binaries has them
    # (binaries before cpu_per_second give the wall clock only).
    clock = "cpu" if all(r.get("cpu_per_second") for r in v["old"] + v["new"]) else "wall"
    field = "cpu_per_second" if clock == "cpu" else "per_second"
    o = statistics.median(r[field] for r in v["old"])
    n = statistics.median(r[field] for r in v["new"])
    name = variant + (" " + fen.split()[0][:12] + "…" if fen else "")
    print(f"{kind:8} {name:28} {depth:>7} {clock:>5} {o:12.0f} {n:12.0f} {n/o:8.3f}")
PY
