#!/usr/bin/env bash
# Draws the README's pictures (docs/pictures/*.png) with vdl's own
# renderer: vdl show VARIANT --moves=false --png FILE, in Go alone.
#
#   scripts/pictures.sh [OUT-DIR]
#
# The positions are those interp/diagram/pictures_test.go checks
# (every piece drawn, hands with counts, every file and rank labelled).
set -eu
out=${1:-docs/pictures}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/vdl" ./cmd/vdl
draw() { # VARIANT [FEN]
	local fen=()
	[ $# -gt 1 ] && fen=(--fen "$2")
	"$work/vdl" show "$1" --moves=false "${fen[@]}" --png "$out/$1.png" >/dev/null
	echo "$out/$1.png"
}
draw chess
draw shogi 'ln1gk2nl/1r4gb1/p+Pppppspp/9/1p5P1/9/PP1PPPP1P/1B3S1R1/LN1GKG1NL[SPs] w - - 0 1'
draw xiangqi
draw janggi
draw glinski
draw overboard
draw alice 'rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQK1NR|8/8/8/1B1p4/4P3/8/8/8 b KQkq - 1 2'
draw raumschach
draw jabberwocky
draw tamerlane
draw snark-hunt
draw leaping-bat-chess
"$work/vdl" moves chess Knight --fen 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' --at f3 --png "$out/moves-knight.png" >/dev/null
echo "$out/moves-knight.png"
