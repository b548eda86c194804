package diag

import "fmt"

// Pos is a position in a source file. Line and Col are 1-based; Col counts
// runes, not bytes, so that a column matches what an editor shows for a
// line of ASCII or UTF-8 text. A zero Line means the position is unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats the position as go/token does:
//
//	file:line:col   valid position with file name
//	file:line       valid position without column (Col == 0)
//	line:col        valid position without file name
//	file            invalid position with file name
//	-               invalid position without file name
func (p Pos) String() string {
	s := p.File
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprint(p.Line)
		if p.Col > 0 {
			s += fmt.Sprintf(":%d", p.Col)
		}
	}
	if s == "" {
		s = "-"
	}
	return s
}

// Before reports whether p sorts before q: by file name, line, column.
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Shift returns the position n columns to the right of p on the same line.
func (p Pos) Shift(n int) Pos {
	p.Col += n
	return p
}
