#!/usr/bin/env bash
# Takes a screenshot of XBoard playing a vdl variant against itself,
# mid-game, on a virtual display: what a person looks at to check that
# XBoard draws an engine-defined board (holes, fairy pieces) as it should.
#
#   scripts/xboard-screenshot.sh [VARIANT] [SECONDS] [OUT.png]
#
# Defaults: snark-hunt, 20 seconds of play, protocol/testdata/xboard-snark-hunt.png.
# Needs xboard and xvfb (scripts/test-packages.sh installs them), xwd
# (x11-apps) and ImageMagick's convert.
set -eu
variant=${1:-snark-hunt}
seconds=${2:-20}
out=${3:-protocol/testdata/xboard-$variant.png}
mkdir -p "$(dirname "$out")"
for tool in Xvfb xwd convert /usr/games/xboard go; do
	command -v "$tool" >/dev/null || { echo "xboard-screenshot: $tool not found (scripts/test-packages.sh installs xboard and xvfb)" >&2; exit 1; }
done
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
go build -o "$work/vdl" ./cmd/vdl
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1100x900x24 >/dev/null 2>&1 &
pids+=($!)
sleep 2
DISPLAY=$display HOME=$work /usr/games/xboard -fcp "$work/vdl engine" -scp "$work/vdl engine" \
	-fd "$work" -sd "$work" -variant "$variant" -mg 1 -tc 0:40 -inc 0 -testLegality false \
	-saveSettingsOnExit false -xexit -size medium >"$work/xboard.log" 2>&1 &
pids+=($!)
sleep "$seconds"
# The XBoard window sits at the top left of the screen; trim the rest.
DISPLAY=$display xwd -root | convert xwd:- -trim +repage "png:$out"
echo "wrote $out"
