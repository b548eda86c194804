package syntax

import (
	"fmt"
	"strings"
)

// Dump writes a compact S-expression of a file, one top-level statement per
// line, for tests and debugging:
//
//	(piece Knight n "N" {(value 300)})
//
// With positions set, every statement and argument is prefixed by its
// line:col, so a golden file also pins down the positions.
func Dump(f *File, positions bool) string {
	var b strings.Builder
	for _, s := range f.Stmts {
		dumpStmt(&b, s, positions)
		b.WriteByte('\n')
	}
	return b.String()
}

// DumpStmt is Dump for one statement, without positions.
func DumpStmt(s *Stmt) string {
	var b strings.Builder
	dumpStmt(&b, s, false)
	return b.String()
}

func dumpStmt(b *strings.Builder, s *Stmt, positions bool) {
	pos := func(p Pos) {
		if positions {
			fmt.Fprintf(b, "%d:%d:", p.Line, p.Col)
		}
	}
	b.WriteByte('(')
	pos(s.Pos)
	b.WriteString(s.Keyword)
	for _, a := range s.Args {
		b.WriteByte(' ')
		pos(a.Pos)
		switch a.Kind {
		case String:
			fmt.Fprintf(b, "%q", a.Str)
		case Int:
			fmt.Fprintf(b, "%d", a.N)
		case Size:
			fmt.Fprintf(b, "%dx%d", a.N, a.M)
		case Decimal:
			b.WriteString(a.Text)
		case Range:
			fmt.Fprintf(b, "%d..%d", a.N, a.M)
		default:
			b.WriteString(a.Str)
		}
	}
	if s.Body != nil {
		b.WriteString(" {")
		for i, c := range s.Body.Stmts {
			if i > 0 {
				b.WriteByte(' ')
			}
			dumpStmt(b, c, positions)
		}
		b.WriteByte('}')
	}
	b.WriteByte(')')
}
