package fen

import (
	"fmt"
	"strings"
)

// Boards with levels (ir.Board.Levels) write their placement level by
// level, from the top level down, separated by '|', each level's ranks
// from its last down separated by '/' as on a flat board:
//
//	rnknr/ppppp/5/5/5|ubqub/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/BUQBU|5/5/5/PPPPP/RNKNR
//
// The interpreter stores such a board as one rectangle: the levels stacked
// from the bottom, each followed by Ranks-1 rows of holes, so that no step
// of less than a level's height in ranks crosses into another level (see
// LevelStride). These functions translate between the two placements; the
// fields after the placement are left as they are.

// LevelStride is the number of stored rows from one level to the next:
// its ranks and the Ranks-1 rows of holes above them.
func LevelStride(ranks int) int { return 2*ranks - 1 }

// LevelRows is the number of stored rows of a board of levels.
func LevelRows(ranks, levels int) int { return levels*LevelStride(ranks) - (ranks - 1) }

// LevelsToGrid rewrites the placement of a FEN of a board with levels as
// that of the stored rectangle, holes between the levels as '*'. Offsets
// maps each byte of the result to the offset of the byte it came from in
// s (a gap row's to the '|' before its level), so errors found in the
// result point into s.
func LevelsToGrid(s string, files, ranks, levels int) (string, []int, error) {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	parts := strings.Split(s[:end], "|")
	if len(parts) != levels {
		return "", nil, &Error{Offset: 0, Msg: fmt.Sprintf("%d levels separated by '|': this board has %d", len(parts), levels)}
	}
	var b strings.Builder
	var offsets []int
	gap := strings.Repeat("*", files)
	at := 0
	for i, part := range parts {
		if i > 0 {
			for r := 0; r < ranks-1; r++ {
				b.WriteString(gap + "/")
				for range len(gap) + 1 {
					offsets = append(offsets, at-1)
				}
			}
		}
		if n := strings.Count(part, "/") + 1; n != ranks {
			return "", nil, &Error{Offset: at, Msg: fmt.Sprintf("level %c has %d ranks: expected %d", rune('A'+levels-1-i), n, ranks)}
		}
		b.WriteString(part)
		for k := range len(part) {
			offsets = append(offsets, at+k)
		}
		if i < len(parts)-1 {
			b.WriteByte('/')
			offsets = append(offsets, at+len(part))
		}
		at += len(part) + 1
	}
	b.WriteString(s[end:])
	for k := end; k <= len(s); k++ {
		offsets = append(offsets, k)
	}
	return b.String(), offsets, nil
}

// GridToLevels rewrites the stored rectangle's placement (written by
// Placement, the rows of holes between levels as '*') as a FEN of levels.
func GridToLevels(s string, ranks, levels int) string {
	end := strings.IndexAny(s, " [")
	if end < 0 {
		end = len(s)
	}
	rows := strings.Split(s[:end], "/")
	stride := LevelStride(ranks)
	var b strings.Builder
	for i, row := range rows {
		// Row i from the top is row len-1-i from the bottom.
		if (len(rows)-1-i)%stride >= ranks {
			continue
		}
		if b.Len() > 0 {
			if (len(rows)-1-i)%stride == ranks-1 {
				b.WriteByte('|')
			} else {
				b.WriteByte('/')
			}
		}
		b.WriteString(row)
	}
	return b.String() + s[end:]
}
