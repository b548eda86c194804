package diag

import (
	"fmt"
	"unicode/utf8"
)

// MaxPerFile is the most diagnostics shown for one file; the rest are
// counted in one more (TooManyDiagnostics). A hundred mistakes are more
// than anyone fixes before compiling again, and a broken or hostile file
// must not produce megabytes of messages.
const MaxPerFile = 100

// MaxMessage bounds the length of a message in bytes. Messages quote
// short excerpts of what the author wrote (Quote, Shorten); this catches
// any text that was not shortened, such as a name a megabyte long.
const MaxMessage = 1000

// capMessage cuts msg to MaxMessage bytes, on a character boundary.
func capMessage(msg string) string {
	if len(msg) <= MaxMessage {
		return msg
	}
	cut := MaxMessage
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (message cut at %d of %d bytes)", msg[:cut], cut, len(msg))
}

// Cap limits a sorted list to MaxPerFile diagnostics per file, replacing
// the others of each file by one TooManyDiagnostics diagnostic, at the
// first one left out, that says how many there were; it is an error if
// any of them is. Diagnostics of that code already in the list are kept:
// a stage that stops early says so with one.
func (l *List) Cap() {
	var out List
	shown, dropped, errs := 0, 0, false
	var at Pos
	flush := func() {
		if dropped > 0 {
			sev := Warning
			if errs {
				sev = Error
			}
			out = append(out, Diagnostic{Pos: at, Severity: sev, Code: TooManyDiagnostics,
				Msg: fmt.Sprintf("and %d more diagnostic%s in this file, not shown: vdl shows the first %d", dropped, plural(dropped), MaxPerFile)})
		}
		shown, dropped, errs = 0, 0, false
	}
	for i, d := range *l {
		if i > 0 && d.Pos.File != (*l)[i-1].Pos.File {
			flush()
		}
		switch {
		case d.Code == TooManyDiagnostics:
			out = append(out, d)
		case shown < MaxPerFile:
			out = append(out, d)
			shown++
		default:
			if dropped == 0 {
				at = d.Pos
			}
			dropped++
			errs = errs || d.Severity == Error
		}
	}
	flush()
	*l = out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
