// Package diag holds what every stage of the vdl compiler reports: source
// positions, diagnostics with a stable code, and sorted lists of them.
//
// A stage never stops at its first mistake. It appends to a [List] and goes
// on, and the driver sorts the list once at the end, so that a user fixing a
// file sees every problem in reading order, each with the code that
// spec/errors.md explains.
package diag

import (
	"fmt"
	"io"
	"slices"
	"sort"
)

// Severity says whether a diagnostic makes the compilation fail.
type Severity int

const (
	Error   Severity = iota // the file cannot be used as written
	Warning                 // suspicious but legal
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one message about one place in a source file.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Code     Code
	Msg      string
	// Hidden, in a TooManyDiagnostics summary, is how many diagnostics
	// it stands for (List.Cap, Bounded).
	Hidden int
	// Notes say more, about other places: the library line an inherited
	// mistake comes from.
	Notes []Note
}

// Note is a remark that goes with a diagnostic, about another place.
type Note struct {
	Pos Pos
	Msg string
}

// String formats the note as "note: msg", the message naming its place.
func (n Note) String() string { return "note: " + n.Msg }

// same reports whether two diagnostics are the same in every field.
func (d Diagnostic) same(e Diagnostic) bool {
	return d.Pos == e.Pos && d.Severity == e.Severity && d.Code == e.Code && d.Msg == e.Msg &&
		d.Hidden == e.Hidden && slices.Equal(d.Notes, e.Notes)
}

// Text is Error followed by the notes, each on a line of its own,
// indented: what a terminal shows.
func (d Diagnostic) Text() string {
	s := d.Error()
	for _, n := range d.Notes {
		s += "\n\t" + n.String()
	}
	return s
}

// Error formats the diagnostic as "file:line:col: error[V012]: msg" (or
// warning[...]), the shape compilers and editors recognise.
func (d Diagnostic) Error() string {
	return fmt.Sprintf("%s: %s[%s]: %s", d.Pos, d.Severity, d.Code, d.Msg)
}

// List is a list of diagnostics. The zero value is an empty list.
type List []Diagnostic

// Add appends an error.
func (l *List) Add(pos Pos, code Code, msg string) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: Error, Code: code, Msg: capMessage(msg)})
}

// Errorf appends an error with a formatted message.
func (l *List) Errorf(pos Pos, code Code, format string, args ...any) {
	l.Add(pos, code, fmt.Sprintf(format, args...))
}

// Warnf appends a warning with a formatted message.
func (l *List) Warnf(pos Pos, code Code, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: Warning, Code: code, Msg: capMessage(fmt.Sprintf(format, args...))})
}

// Sort sorts the list by position, then code, then message, and removes
// exact duplicates. Duplicates arise naturally: a statement inherited by
// several variants is checked once per variant.
func (l *List) Sort() {
	s := *l
	sort.SliceStable(s, func(i, j int) bool {
		a, b := s[i], s[j]
		if a.Pos != b.Pos {
			return a.Pos.Before(b.Pos)
		}
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		return a.Msg < b.Msg
	})
	out := s[:0]
	for i, d := range s {
		if i > 0 && d.same(s[i-1]) {
			continue
		}
		out = append(out, d)
	}
	*l = out
}

// ErrorCount returns the number of diagnostics of severity Error.
func (l List) ErrorCount() int {
	n := 0
	for _, d := range l {
		if d.Severity == Error {
			n++
		}
	}
	return n
}

// Error formats the first error and how many more there are, like
// go/scanner.ErrorList.
func (l List) Error() string {
	var first *Diagnostic
	for i := range l {
		if l[i].Severity == Error {
			first = &l[i]
			break
		}
	}
	n := l.ErrorCount()
	switch {
	case n == 0:
		return "no errors"
	case n == 1:
		return first.Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", first.Error(), n-1)
}

// Err returns the list as an error if it holds at least one error, and nil
// if it is empty or holds only warnings.
func (l List) Err() error {
	if l.ErrorCount() == 0 {
		return nil
	}
	return l
}

// Print writes every diagnostic, one per line.
func (l List) Print(w io.Writer) {
	for _, d := range l {
		fmt.Fprintln(w, d.Text())
	}
}
