package syntax

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/lang/diag"
)

// Pos is a source position; see [diag.Pos].
type Pos = diag.Pos

// File is a parsed source file: a list of top-level statements.
type File struct {
	Name  string
	Stmts []*Stmt
}

// Stmt is one statement: a keyword, arguments up to the end of the line,
// and an optional block that opens on the same line.
//
//	piece Knight n "N" { value 300 }
//	^Keyword     ^Args  ^Body
type Stmt struct {
	Pos     Pos // of the keyword
	Keyword string
	Args    []*Arg
	Body    *Block // nil if the statement has no block
}

// Block is a { ... } list of statements.
type Block struct {
	Pos   Pos // of '{'
	End   Pos // of '}'
	Stmts []*Stmt
}

// ArgKind is the lexical kind of an argument.
type ArgKind int

const (
	Ident   ArgKind = iota // a name: Knight, a3, last-rank
	Int                    // 8
	Size                   // 10x8
	Range                  // 1..8
	String                 // "fmWfceFifmnD"
	Decimal                // 0.6, 3.5
	Symbol                 // "->" or "," (promotion maps: Pawn -> Tokin, Silver -> PromotedSilver)
)

var kindNames = [...]string{
	Ident:   "name",
	Int:     "integer",
	Size:    "size",
	Range:   "range",
	String:  "string",
	Decimal: "decimal",
	Symbol:  "symbol",
}

func (k ArgKind) String() string { return kindNames[k] }

// Arg is one argument of a statement.
type Arg struct {
	Pos  Pos
	Kind ArgKind
	Text string // as written in the source, quotes and escapes included
	// Str is the name of an Ident or the value of a String.
	Str string
	// N and M are the value of an Int (N), the files and ranks of a Size
	// (N x M), the bounds of a Range (N..M).
	N, M int
	// F is the value of a Decimal, and of an Int as a float.
	F float64
}

// NText and MText are the digits of N and M as the author wrote them. A
// number too large for an int is kept clamped (see classifyNumber), so a
// message that shows a number quotes these rather than N or M.
func (a *Arg) NText() string { return a.part(0) }

// MText: see NText.
func (a *Arg) MText() string { return a.part(1) }

func (a *Arg) part(i int) string {
	var parts []string
	switch a.Kind {
	case Int:
		return a.Text
	case Size:
		parts = strings.SplitN(a.Text, "x", 2)
	case Range:
		parts = strings.SplitN(a.Text, "..", 2)
	}
	if len(parts) == 2 {
		return parts[i]
	}
	if i == 0 {
		return strconv.Itoa(a.N)
	}
	return strconv.Itoa(a.M)
}

// PosAt returns the position of the byte at offset off in the value of a
// String argument, so that an error found inside a Betza or FEN string
// points at the very character. Offsets past the end give the position of
// the closing quote. For other kinds it returns a.Pos.
func (a *Arg) PosAt(off int) Pos {
	if a.Kind != String {
		return a.Pos
	}
	col := a.Pos.Col + 1 // after the opening quote
	raw := a.Text[1:]
	for i := 0; i < off && len(raw) > 1; i++ {
		// Only \" and \\ are escapes (see unquote): two source columns for
		// one value byte. A multi-byte rune is several value bytes in one
		// column; every other byte is one column.
		switch {
		case raw[0] == '\\':
			raw = raw[2:]
			col += 2
		case raw[0] >= utf8.RuneSelf:
			_, size := utf8.DecodeRuneInString(raw)
			raw = raw[size:]
			i += size - 1
			col++
		default:
			raw = raw[1:]
			col++
		}
	}
	return Pos{File: a.Pos.File, Line: a.Pos.Line, Col: col}
}
