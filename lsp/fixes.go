package lsp

import (
	"fmt"
	"regexp"
	"strings"
)

// Quick fixes for the lint warnings that have one fix an editor can make
// without asking: the parts of a Betza string that change nothing
// (V055), a piece the variant never uses (V027), a top-level piece that
// shadows a standard library piece (V170). Each edit is checked against
// the text at the diagnostic, so a stale diagnostic gets no action.

var (
	redundantGroup  = regexp.MustCompile(`: group (\S+) adds no moves`)
	redundantLetter = regexp.MustCompile(`: '(.)' in (\S+) changes nothing`)
	unusedLocal     = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9_+-]*) is neither in the setup`)
	unusedInherited = regexp.MustCompile(`: remove-pieces ([A-Za-z0-9_+ -]+?), or put them in the setup`)
	shadowing       = regexp.MustCompile(`^piece ([A-Za-z][A-Za-z0-9_-]*) shadows the standard library's piece`)
)

// lintFix returns the quick fix for a lint warning dg of document d, if
// it has one.
func (s *Server) lintFix(d *document, dg diagnosticLSP) (codeAction, bool) {
	line := lineOf(d.text, dg.Range.Start.Line+1)
	ln, col := fromPosition(line, dg.Range.Start)
	rs := []rune(line)
	at := func(text string) bool { return col >= 1 && strings.HasPrefix(string(rs[min(col-1, len(rs)):]), text) }
	// del removes n characters from column c of the diagnostic's line.
	del := func(c, n int) []textEdit {
		return []textEdit{{Range: rangeLSP{toPosition(line, ln, c), toPosition(line, ln, c+n)}, NewText: ""}}
	}
	action := func(title string, edits []textEdit) (codeAction, bool) {
		return codeAction{Title: title, Kind: "quickfix", Diagnostics: []diagnosticLSP{dg}, IsPreferred: true,
			Edit: &workspaceEdit{Changes: map[string][]textEdit{d.uri: edits}}}, true
	}
	switch dg.Code {
	case "V055":
		if m := redundantGroup.FindStringSubmatch(dg.Message); m != nil && at(m[1]) {
			return action(fmt.Sprintf("Remove group %s from the Betza string", m[1]), del(col, len([]rune(m[1]))))
		}
		if m := redundantLetter.FindStringSubmatch(dg.Message); m != nil && at(m[1]) {
			return action(fmt.Sprintf("Remove '%s' from %s", m[1], m[2]), del(col, 1))
		}
	case "V027":
		if m := unusedLocal.FindStringSubmatch(dg.Message); m != nil && at(m[1]) {
			n := len([]rune(m[1]))
			if end := col - 1 + n; end < len(rs) && isWord(rs[end]) {
				return codeAction{}, false // a longer name
			}
			if col >= 2 && rs[col-2] == ' ' {
				return action(fmt.Sprintf("Remove %s from the pieces", m[1]), del(col-1, n+1))
			}
			return action(fmt.Sprintf("Remove %s from the pieces", m[1]), del(col, n))
		}
		if m := unusedInherited.FindStringSubmatch(dg.Message); m != nil && strings.HasSuffix(strings.TrimSpace(line), "{") {
			// The variant's header line: the statement goes first in
			// its body.
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))] + "\t"
			pos := position{Line: dg.Range.Start.Line + 1, Character: 0}
			return action("Add remove-pieces "+m[1], []textEdit{{Range: rangeLSP{pos, pos}, NewText: indent + "remove-pieces " + m[1] + "\n"}})
		}
	case "V170":
		m := shadowing.FindStringSubmatch(dg.Message)
		if m == nil || !at(m[1]) {
			break
		}
		to := "Local" + m[1]
		edit, err := s.rename(renameParams{positionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: dg.Range.Start}, to})
		if err != nil {
			break
		}
		return codeAction{Title: fmt.Sprintf("Rename %s to %s in your files (the library's %s stays as it is)", m[1], to, m[1]), Kind: "quickfix",
			Diagnostics: []diagnosticLSP{dg}, Edit: edit}, true
	}
	return codeAction{}, false
}
