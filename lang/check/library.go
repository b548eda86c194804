package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Mistakes in what a variant takes from the library (the standard library
// and the bundled definitions) are the author's, but the library's lines
// are not: the author does not have those files and never wrote those
// lines. Such a diagnostic is reported at the author's own line that
// brought the statement in (the extends that reaches into the library, or
// the use of a library declaration), with a note naming the library line
// and what it says, and with the fix: what to write in the variant. One
// mistake gives one diagnostic: leaving Pawn out of the pieces is one
// error, whichever inherited rules name it.

// libIssue is a mistake found in a library statement, kept until the
// variant is checked, to be reported grouped (flushLib).
type libIssue struct {
	sev     diag.Severity
	code    diag.Code
	at      *syntax.Arg  // the author's extends or use argument
	pos     syntax.Pos   // in the library
	stmt    *syntax.Stmt // the library statement, nil if none
	from    string       // the library declaration it belongs to, "" if none
	subject string       // the piece the mistake is about, for grouping; "" if none
	msg     string
}

// authorArg returns the author's argument that brought library position
// pos into the variant, or nil if pos is not in the library (or the
// variant is the library's own).
func (vc *vchecker) authorArg(pos syntax.Pos) *syntax.Arg {
	if !vc.c.libFiles[pos.File] {
		return nil
	}
	for _, u := range vc.libUses() {
		for x := u.d; x != nil; x = x.parent {
			if contains(x.stmt, pos) {
				return u.arg
			}
		}
	}
	for x := vc.leaf; x != nil && x.parent != nil; x = x.parent {
		if !x.level.library() && x.parent.level.library() {
			return x.extends
		}
	}
	return nil
}

// libUses lists the author's use statements, along the variant's chain,
// that name library declarations.
func (vc *vchecker) libUses() []useRef {
	var out []useRef
	for x := vc.leaf; x != nil && !x.level.library(); x = x.parent {
		for _, u := range x.uses {
			if u.d.level.library() {
				out = append(out, u)
			}
		}
	}
	return out
}

// contains reports whether pos lies within the statement s, block
// included.
func contains(s *syntax.Stmt, pos syntax.Pos) bool {
	if s.Pos.File != pos.File || pos.Before(s.Pos) {
		return false
	}
	if s.Body == nil {
		return pos.Line == s.Pos.Line
	}
	return !s.Body.End.Before(pos)
}

// report files a diagnostic found in statement e at pos: at once if pos
// is the author's, else kept for flushLib. subject names the piece it is
// about, if any.
func (vc *vchecker) report(sev diag.Severity, e entry, pos syntax.Pos, code diag.Code, subject, msg string) {
	if sev == diag.Error {
		vc.bad = true
	}
	if at := vc.authorArg(pos); at != nil {
		from := ""
		if e.d != nil && e.d.level.library() {
			from = e.d.name
		}
		vc.lib = append(vc.lib, libIssue{sev: sev, code: code, at: at, pos: pos, stmt: e.s, from: from, subject: subject, msg: msg})
		return
	}
	if e.d != nil && e.d != vc.leaf {
		msg += fmt.Sprintf(" (in variant %s, which extends %s)", vc.leaf.name, e.d.name)
	}
	vc.c.diags.Add(diag.Diagnostic{Pos: pos, Severity: sev, Code: code, Msg: msg})
}

// flushLib reports the mistakes kept from library statements, at the
// author's lines: pieces the inherited rules name but the variant lacks,
// as one error; inherited pieces that never appear, or that do not fit
// the board, as one diagnostic each; any other once per statement.
func (vc *vchecker) flushLib() {
	done := map[int]bool{}
	// Pieces that do not fit the board mean the wrong rule set is
	// extended: the other inherited errors are consequences of it.
	for _, is := range vc.lib {
		if is.code == diag.InvalidGeometry {
			for j, js := range vc.lib {
				if js.at == is.at && js.code != diag.InvalidGeometry && js.sev == diag.Error {
					done[j] = true
				}
			}
		}
	}
	for i, is := range vc.lib {
		if done[i] {
			continue
		}
		var group []libIssue
		for j := i; j < len(vc.lib); j++ {
			js := vc.lib[j]
			if !done[j] && js.code == is.code && js.at == is.at && (is.subject != "" && js.subject != "" || js.stmt == is.stmt && js.stmt != nil || j == i) {
				group = append(group, js)
				done[j] = true
			}
		}
		vc.c.diags.Add(vc.libDiagnostic(group))
	}
	vc.lib = nil
}

// libDiagnostic makes one diagnostic of a group of library mistakes of
// one code brought in by one author's argument.
func (vc *vchecker) libDiagnostic(group []libIssue) diag.Diagnostic {
	first := group[0]
	d := diag.Diagnostic{Pos: first.at.Pos, Severity: first.sev, Code: first.code}
	var subjects []string
	var stmts []*syntax.Stmt
	for _, is := range group {
		if is.subject != "" && !slices.Contains(subjects, is.subject) {
			subjects = append(subjects, is.subject)
		}
		if is.stmt != nil && !slices.Contains(stmts, is.stmt) {
			stmts = append(stmts, is.stmt)
		}
		d.Notes = appendNote(d.Notes, is)
	}
	leaf := vc.leaf.name
	names := strings.Join(subjects, " ")
	switch {
	case first.code == diag.PieceNotInVariant && len(subjects) > 0:
		var fixes []string
		for _, s := range stmts {
			if f := override(s, subjects); f != "" && !slices.Contains(fixes, f) {
				fixes = append(fixes, f)
			}
		}
		d.Msg = fmt.Sprintf("variant %s inherits rules that name %s, which %s not in its pieces: add-pieces %s", leaf, listNames(subjects), isAre(len(subjects)), names)
		if len(fixes) > 0 {
			d.Msg += fmt.Sprintf(", or write in variant %s: %s", leaf, strings.Join(fixes, "; "))
		}
	case first.code == diag.UnusedPiece:
		d.Msg = fmt.Sprintf("variant %s never uses the inherited %s %s: neither in the setup nor a promotion choice (nor what a piece becomes): remove-pieces %s, or put them in the setup",
			leaf, pluralWord(len(subjects), "piece"), listNames(subjects), names)
	case first.code == diag.InvalidGeometry && len(subjects) > 0 && vc.v.Kind == "rings":
		d.Msg = fmt.Sprintf("variant %s inherits %s %s, which %s by grid vectors (Betza), but its board is rings and spokes: give variant %s a pieces statement of its own, with pieces that move by step, leap, slide or fly",
			leaf, pluralWord(len(subjects), "piece"), listNames(subjects), pluralVerb(len(subjects), "moves", "move"), leaf)
	case first.code == diag.InvalidGeometry && len(subjects) > 0:
		d.Msg = fmt.Sprintf("variant %s inherits %s %s, which %s along rings and spokes, but its board is a grid: give variant %s a pieces statement of its own",
			leaf, pluralWord(len(subjects), "piece"), listNames(subjects), pluralVerb(len(subjects), "moves", "move"), leaf)
	default:
		d.Msg = first.msg
		if s := first.stmt; s != nil && first.from != "" {
			d.Msg += fmt.Sprintf(", in %s inherited from %s: write a %s statement of your own in variant %s", s.Keyword, first.from, s.Keyword, leaf)
			if noneAllowed(s.Keyword) {
				d.Msg += fmt.Sprintf(", or %s none", s.Keyword)
			}
		}
	}
	return d
}

// Place moves a diagnostic found after checking (package lint) at a
// library position to the author's line that brought it into the variant,
// with a note naming the library line and what stmt (if not nil) says
// there. Other diagnostics are returned as they are.
func (v *Variant) Place(d diag.Diagnostic, stmt *syntax.Stmt) diag.Diagnostic {
	if v.authorArg == nil {
		return d
	}
	at := v.authorArg(d.Pos)
	if at == nil {
		return d
	}
	d.Notes = appendNote(d.Notes, libIssue{pos: d.Pos, stmt: stmt, msg: d.Msg})
	d.Pos = at.Pos
	return d
}

// appendNote adds the note for one library mistake: where the library
// says it, and what it says.
func appendNote(notes []diag.Note, is libIssue) []diag.Note {
	n := diag.Note{Pos: is.pos, Msg: fmt.Sprintf("inherited from %s:%d", is.pos.File, is.pos.Line)}
	if is.stmt != nil {
		n.Pos = is.stmt.Pos
		n.Msg = fmt.Sprintf("inherited from %s:%d: %s", n.Pos.File, n.Pos.Line, StmtText(is.stmt))
	} else {
		n.Msg += ": " + is.msg
	}
	if slices.Contains(notes, n) {
		return notes
	}
	return append(notes, n)
}

// noneAllowed reports whether a variant body statement takes the single
// argument none.
func noneAllowed(kw string) bool {
	switch specs[variantBody][kw].block {
	case blockOrNone:
		return true
	}
	return kw == "royal" || kw == "holes"
}

// override is a statement that replaces library statement s in a variant
// that lacks the pieces missing: s without them, or "KEYWORD none" when
// nothing would be left of it, or "" if neither can be written.
func override(s *syntax.Stmt, missing []string) string {
	drop := func(args []*syntax.Arg) []string {
		var out []string
		for _, a := range args {
			if !slices.Contains(missing, a.Str) {
				out = append(out, a.Text)
			}
		}
		return out
	}
	switch s.Keyword {
	case "move-rule":
		kept := drop(s.Args[min(2, len(s.Args)):])
		if len(kept) == 0 {
			return "move-rule " + s.Args[0].Text
		}
		return "move-rule " + s.Args[0].Text + " pieces " + strings.Join(kept, " ")
	case "royal":
		kept := drop(s.Args)
		if len(kept) == 0 || len(kept) == 1 && kept[0] == "when-last" {
			return "royal none"
		}
		return "royal " + strings.Join(kept, " ")
	case "castling", "promotion", "ending", "drops":
		if s.Body == nil {
			return ""
		}
		var parts []string
		for _, st := range s.Body.Stmts {
			text := StmtText(st)
			if len(st.Args) > 0 && st.Args[0].Kind == syntax.Ident && pieceList(st.Keyword) {
				kept := drop(st.Args)
				if len(kept) == 0 {
					if required(s.Keyword, st.Keyword) {
						return s.Keyword + " none"
					}
					continue
				}
				text = st.Keyword + " " + strings.Join(kept, " ")
			}
			if st.Keyword == "king" && slices.Contains(missing, st.Args[0].Str) {
				return "castling none"
			}
			if st.Keyword == "limit" && slices.Contains(missing, st.Args[0].Str) {
				continue
			}
			parts = append(parts, text)
		}
		head := s.Keyword
		for _, a := range s.Args {
			head += " " + a.Text
		}
		return head + " { " + strings.Join(parts, "; ") + " }"
	}
	return ""
}

// pieceList reports whether a block statement's arguments are piece names.
func pieceList(kw string) bool {
	switch kw {
	case "pieces", "choices", "rooks", "if-present", "if-absent", "extinction", "reach", "bare":
		return true
	}
	return false
}

// required reports whether a block of kind kw is meaningless without its
// statement inner: a promotion without pieces or choices, castling
// without rooks, an ending without its pieces.
func required(kw, inner string) bool {
	switch kw {
	case "promotion":
		return inner == "pieces" || inner == "choices"
	case "castling":
		return inner == "rooks"
	case "ending":
		return inner == "extinction" || inner == "reach"
	case "drops":
		return inner == "pieces"
	}
	return false
}

// StmtText writes a statement on one line, as vdl fmt writes a block on
// one line, cut after 120 characters.
func StmtText(s *syntax.Stmt) string {
	var b strings.Builder
	writeStmt(&b, s)
	text := b.String()
	if len(text) > 120 {
		text = text[:117] + "..."
	}
	return text
}

func writeStmt(b *strings.Builder, s *syntax.Stmt) {
	b.WriteString(s.Keyword)
	for _, a := range s.Args {
		b.WriteString(" " + a.Text)
	}
	if s.Body == nil {
		return
	}
	if len(s.Body.Stmts) == 0 {
		b.WriteString(" { }")
		return
	}
	b.WriteString(" { ")
	for i, st := range s.Body.Stmts {
		if i > 0 {
			b.WriteString("; ")
		}
		writeStmt(b, st)
	}
	b.WriteString(" }")
}

// listNames writes "A", "A and B", "A, B and C".
func listNames(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func pluralVerb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func pluralWord(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
