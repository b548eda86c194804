#!/usr/bin/env bash
# Calibrates vdl's Skill levels against Fairy-Stockfish's UCI_Elo scale:
# each level plays chess against Fairy-Stockfish limited to UCI_Elo REF
# (default its lowest, 1350) at 100 ms a move, and its rating is REF plus
# the Elo difference the match measures. The table it prints is
# interp/search/skill.go's eloByLevel.
#
#   scripts/calibrate-skill.sh [GAMES [LEVELS [REF]]]   # default: 40 "0 5 10 15 20" 1350
set -eu
games=${1:-40}
levels=${2:-0 5 10 15 20}
ref=${3:-1350}
fsf=${VDL_FSF:-/usr/games/fairy-stockfish}
[ -x "$fsf" ] || { echo "no Fairy-Stockfish at $fsf (set VDL_FSF)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/vdl" ./cmd/vdl
echo "# level  score  elo-difference  rating (UCI_Elo $ref, $games games, 100 ms a move)"
for l in $levels; do
	"$work/vdl" match chess "engine:skill=$l,time=100ms" "uci:$fsf:UCI_LimitStrength=true,UCI_Elo=$ref,time=100ms" \
		-n "$games" -q --json >"$work/m.json"
	python3 - "$l" "$ref" "$work/m.json" <<'PY'
import json, sys
level, ref, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = json.load(open(path))["stats"]
elo, err = s["elo"], s["elo_error"]
rating = "unbounded" if elo is None else "%.0f" % (ref + elo)
print("%5s  %.3f  %s +/- %s  %s" % (level, s["score"], "null" if elo is None else "%.0f" % elo,
      "null" if err is None else "%.0f" % err, rating))
PY
done
