package betza

import "fmt"

// Error is a mistake in a Betza string; Offset is the 0-based byte offset of the
// offending letter, so a caller can point at file:line:col.
type Error struct {
	Offset int
	Msg    string
	// Clause: the string is valid Betza, but the move clause it was given
	// to (CompileClause) does not take this part of it.
	Clause bool
	// Limit: the string is valid but crosses one of the limits (MaxMoves,
	// MaxLegs, MaxAllLegs).
	Limit bool
	// Kills: a move makes more locust captures than ir.MaxKills.
	Kills bool
	// Levels: a three-dimensional leap (x,y,z), which only a board with
	// levels takes (CompileLevels).
	Levels bool
	// Hex: the string has no reading on a hexagonal board (CompileHex).
	Hex bool
}

func (e *Error) Error() string {
	return fmt.Sprintf("betza: offset %d: %s", e.Offset, e.Msg)
}

// errorf builds an *Error at offset off.
func errorf(off int, format string, args ...any) *Error {
	return &Error{Offset: off, Msg: fmt.Sprintf(format, args...)}
}

// limitf builds an *Error for a string over a limit.
func limitf(off int, format string, args ...any) *Error {
	e := errorf(off, format, args...)
	e.Limit = true
	return e
}
