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
	msg = ShortenWords(msg)
	if len(msg) <= MaxMessage {
		return msg
	}
	cut := MaxMessage
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (message cut at %d of %d bytes)", msg[:cut], cut, len(msg))
}

// isSummary tells the diagnostic that stands for hidden ones (Hidden > 0)
// from other TooManyDiagnostics diagnostics (checking stopped early).
func (d Diagnostic) isSummary() bool { return d.Code == TooManyDiagnostics && d.Hidden > 0 }

// Cap limits a sorted list to MaxPerFile diagnostics per file. The others
// of each file, and those that summaries in the list already stand for,
// are replaced by one summary at the first left out: "and N more". It is
// an error if any of them is. Other diagnostics of code
// TooManyDiagnostics (a stage that stopped early) are kept.
func (l *List) Cap() {
	var out List
	shown := 0
	var sum Diagnostic // the file's summary so far
	flush := func() {
		if sum.Hidden > 0 {
			sum.Code = TooManyDiagnostics
			sum.Msg = fmt.Sprintf("and %d more diagnostic%s in this file, not shown: vdl shows the first %d",
				sum.Hidden, plural(sum.Hidden), MaxPerFile)
			out = append(out, sum)
		}
		shown, sum = 0, Diagnostic{Severity: Warning}
	}
	hide := func(d Diagnostic, n int) {
		if sum.Hidden == 0 {
			sum.Pos = d.Pos
		}
		sum.Hidden += n
		if d.Severity == Error {
			sum.Severity = Error
		}
	}
	flush()
	for i, d := range *l {
		if i > 0 && d.Pos.File != (*l)[i-1].Pos.File {
			flush()
		}
		switch {
		case d.isSummary():
			hide(d, d.Hidden)
		case d.Code == TooManyDiagnostics || shown < MaxPerFile:
			out = append(out, d.capped())
			if d.Code != TooManyDiagnostics {
				shown++
			}
		default:
			hide(d, 1)
		}
	}
	flush()
	*l = out
}

// Bounded collects the diagnostics of a stage that may find any number of
// mistakes (one per statement of a megabyte of garbage). Past a bound it
// removes duplicates, and if still full only counts what it is given, so
// its memory stays small; List ends the list with a summary of those.
type Bounded struct {
	list      List
	compacted int        // len(list) when duplicates were last removed
	dirty     bool       // added to since then
	sum       Diagnostic // stands for the diagnostics only counted
}

// boundedKeep is how many diagnostics Bounded keeps: more than MaxPerFile,
// since Cap, which keeps the first MaxPerFile in position order, may want
// any of them.
const boundedKeep = 4 * MaxPerFile

// Add adds a diagnostic, or counts it if the list is full.
func (b *Bounded) Add(d Diagnostic) {
	if len(b.list) >= boundedKeep && len(b.list) >= 2*b.compacted {
		b.compact()
	}
	b.dirty = true
	if len(b.list) < 2*boundedKeep {
		d.Msg = capMessage(d.Msg)
		b.list = append(b.list, d)
		return
	}
	if b.sum.Hidden == 0 {
		b.sum = Diagnostic{Pos: d.Pos, Severity: Warning, Code: TooManyDiagnostics}
	}
	b.sum.Hidden++
	if d.Severity == Error {
		b.sum.Severity = Error
	}
}

// Errorf adds an error with a formatted message.
func (b *Bounded) Errorf(pos Pos, code Code, format string, args ...any) {
	b.Add(Diagnostic{Pos: pos, Severity: Error, Code: code, Msg: fmt.Sprintf(format, args...)})
}

// Warnf adds a warning with a formatted message.
func (b *Bounded) Warnf(pos Pos, code Code, format string, args ...any) {
	b.Add(Diagnostic{Pos: pos, Severity: Warning, Code: code, Msg: fmt.Sprintf(format, args...)})
}

// compact sorts the list and removes duplicates.
func (b *Bounded) compact() {
	if b.dirty {
		b.list.Sort()
		b.compacted, b.dirty = len(b.list), false
	}
}

// Full reports whether new diagnostics are only counted: their messages
// are never shown, so work spent on them (suggestions) is wasted.
func (b *Bounded) Full() bool { return len(b.list) >= 2*boundedKeep }

// Len returns the number of diagnostics added so far.
func (b *Bounded) Len() int { return len(b.list) + b.sum.Hidden }

// Distinct returns the number of different diagnostics added so far,
// counted ones included: Len less duplicates.
func (b *Bounded) Distinct() int {
	b.compact()
	return b.Len()
}

// List returns the diagnostics, sorted, with the summary of those only
// counted, if any.
func (b *Bounded) List() List {
	b.compact()
	if b.sum.Hidden > 0 {
		b.sum.Msg = fmt.Sprintf("and %d more diagnostics, not shown", b.sum.Hidden)
		b.list = append(b.list, b.sum)
	}
	return b.list
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// capped is d with its message and notes cut as capMessage cuts, for
// diagnostics made without Add (a struct literal, a note).
func (d Diagnostic) capped() Diagnostic {
	d.Msg = capMessage(d.Msg)
	if len(d.Notes) > 0 {
		notes := make([]Note, len(d.Notes))
		for i, n := range d.Notes {
			n.Msg = capMessage(n.Msg)
			notes[i] = n
		}
		d.Notes = notes
	}
	return d
}
