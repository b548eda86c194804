package lsp

import (
	"slices"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/lang/syntax"
)

// place is where a position stands in a document: the token there and
// the statement and blocks around it. It is found from the tokens alone,
// so it works while the author types, when the file does not parse.
type place struct {
	tok   *syntax.Token  // the token at the position, nil if none
	stmt  []syntax.Token // the statement's tokens up to the position's
	arg   int            // tok's index in stmt (0: the keyword), -1 if none
	path  []string       // keywords of the statements whose blocks enclose it
	decl  string         // the rules or variant it is in, "" at the top level
	start bool           // nothing of a statement stands before the position
}

var declKeywords = []string{"rules", "variant"}

// locate finds the place of line ln and column col (vdl's, from 1) in a
// document's text. A token ending at the position counts as the token
// there, so that completion sees the word being typed.
func locate(path, text string, ln, col int) place {
	pl := place{arg: -1, start: true}
	type frame struct{ kw, decl string }
	var stack []frame
	var stmt []syntax.Token
	for _, t := range syntax.Tokens(path, []byte(text)) {
		if t.Pos.Line > ln || t.Pos.Line == ln && (t.Pos.Col > col || t.Pos.Col == col && separator(t.Kind)) {
			break
		}
		end := t.Pos.Col + utf8.RuneCountInString(t.Text)
		at := t.Pos.Line == ln && col <= end
		switch t.Kind {
		case syntax.TokNewline, syntax.TokSemicolon, syntax.TokComment:
			if t.Kind == syntax.TokComment && at {
				return place{arg: -1} // nothing to say inside a comment
			}
			if t.Kind != syntax.TokComment {
				stmt = nil
			}
			continue
		case syntax.TokOpen:
			f := frame{decl: pl.decl}
			if len(stmt) > 0 {
				f.kw = stmt[0].Text
				if len(stack) == 0 && slices.Contains(declKeywords, f.kw) && len(stmt) > 1 {
					pl.decl = stmt[1].Text
				}
			}
			stack = append(stack, frame{kw: f.kw, decl: f.decl})
			stmt = nil
			continue
		case syntax.TokClose:
			if len(stack) > 0 {
				pl.decl = stack[len(stack)-1].decl
				stack = stack[:len(stack)-1]
			}
			stmt = nil
			continue
		}
		stmt = append(stmt, t)
		if at {
			tt := t
			pl.tok, pl.arg = &tt, len(stmt)-1
		}
	}
	pl.path = nil
	for _, f := range stack {
		pl.path = append(pl.path, f.kw)
	}
	pl.stmt = stmt
	pl.start = len(stmt) == 0 || len(stmt) == 1 && pl.tok != nil && pl.arg == 0
	return pl
}

// separator reports whether a token kind ends a statement or opens or
// closes a block: at the position, it is after what is being typed.
func separator(k syntax.TokenKind) bool {
	switch k {
	case syntax.TokNewline, syntax.TokSemicolon, syntax.TokOpen, syntax.TokClose, syntax.TokComment:
		return true
	}
	return false
}
