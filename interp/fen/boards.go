package fen

import (
	"fmt"
	"strings"
)

// Several boards side by side (ir.Board.Boards) write their placement
// board by board, A first, separated by '|', each as a flat board's:
//
//	rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8
//
// The interpreter stores them as one rectangle, the boards left to right,
// each followed by Files-1 files of holes, so that no step of fewer than
// Files files reaches another board (see BoardStride).

// BoardStride is the number of stored files from one board to the next.
func BoardStride(files int) int { return 2*files - 1 }

// BoardFiles is the number of stored files of n boards side by side.
func BoardFiles(files, boards int) int { return boards*BoardStride(files) - (files - 1) }

// BoardsToGrid rewrites the placement of a FEN of several boards as that
// of the stored rectangle; offsets maps each byte of the result to the
// byte it came from in s (a gap's to the '|' or the board's start).
func BoardsToGrid(s string, files, ranks, boards int) (string, []int, error) {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	parts := strings.Split(s[:end], "|")
	if len(parts) != boards {
		return "", nil, &Error{Offset: 0, Msg: fmt.Sprintf("%d boards separated by '|': this variant has %d", len(parts), boards)}
	}
	rows := make([][]string, boards) // each board's ranks, top first
	starts := make([][]int, boards)  // where each rank starts in s
	at := 0
	for i, part := range parts {
		rows[i] = strings.Split(part, "/")
		if len(rows[i]) != ranks {
			return "", nil, &Error{Offset: at, Msg: fmt.Sprintf("board %c has %d ranks: expected %d", rune('A'+i), len(rows[i]), ranks)}
		}
		k := at
		for _, r := range rows[i] {
			starts[i] = append(starts[i], k)
			k += len(r) + 1
		}
		at += len(part) + 1
	}
	var b strings.Builder
	var offsets []int
	gap := strings.Repeat("*", files-1)
	for r := 0; r < ranks; r++ {
		if r > 0 {
			b.WriteByte('/')
			offsets = append(offsets, starts[0][r]-1)
		}
		for i := range parts {
			if i > 0 {
				b.WriteString(gap)
				for range gap {
					offsets = append(offsets, starts[i][r])
				}
			}
			b.WriteString(rows[i][r])
			for k := range len(rows[i][r]) {
				offsets = append(offsets, starts[i][r]+k)
			}
		}
	}
	b.WriteString(s[end:])
	for k := end; k <= len(s); k++ {
		offsets = append(offsets, k)
	}
	return b.String(), offsets, nil
}

// GridToBoards rewrites the stored rectangle's placement (written by
// Placement, the files between boards as '*') as a FEN of several boards.
func GridToBoards(s string, files, boards int) string {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	parts := make([][]string, boards)
	gap := strings.Repeat("*", files-1)
	for _, row := range strings.Split(s[:end], "/") {
		cut := strings.SplitN(row, gap, boards)
		for i := range parts {
			if i < len(cut) {
				parts[i] = append(parts[i], cut[i])
			}
		}
	}
	out := make([]string, boards)
	for i, p := range parts {
		out[i] = strings.Join(p, "/")
	}
	return strings.Join(out, "|") + s[end:]
}
