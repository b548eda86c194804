#!/usr/bin/env bash
# Takes a screenshot of the playground (vdl serve) in headless chromium:
# what a person looks at to check that the page looks right.
#
#   scripts/playground-screenshot.sh [FRAGMENT] [OUT.png]
#
# FRAGMENT chooses what the page shows (see serve/static/app.js):
# a bundled variant, moves played and a square selected; by default
# capricorn after 1. e4 e5 2. Nf3 Nc6 with the bishop on f1 selected.
# Default OUT: serve/testdata/playground.png. Needs chromium
# (scripts/test-packages.sh installs it) and go.
set -eu
fragment=${1:-v=capricorn&moves=e2e4,e7e5,g1f3,b8c6&sel=f1}
out=${2:-serve/testdata/playground.png}
mkdir -p "$(dirname "$out")"
browser=""
for b in chromium chromium-browser; do
	if command -v "$b" >/dev/null; then browser=$b; break; fi
done
[ -n "$browser" ] || { echo "playground-screenshot: chromium not found (scripts/test-packages.sh installs it)" >&2; exit 1; }
work=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
go build -o "$work/vdl" ./cmd/vdl
port=$((20000 + RANDOM % 20000))
"$work/vdl" serve --addr "127.0.0.1:$port" >"$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 100); do
	grep -q "http://" "$work/serve.log" && break
	sleep 0.2
done
grep -q "http://" "$work/serve.log" || { cat "$work/serve.log" >&2; exit 1; }
"$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
	--disable-component-update --disable-sync --no-first-run --hide-scrollbars \
	--user-data-dir="$work/profile" --window-size=1400,900 --virtual-time-budget=15000 \
	--screenshot="$work/shot.png" "http://127.0.0.1:$port/#$fragment" >"$work/chromium.log" 2>&1
cp "$work/shot.png" "$out"
echo "wrote $out"
