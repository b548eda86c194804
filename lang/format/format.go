// Package format lays out vdl source in its canonical form, as gofmt does
// for Go: the same text for the same statements, whoever wrote them.
//
// The rules know no keyword, so every statement the checker accepts, now
// or later, is laid out alike:
//
//   - one statement per line, indented by one tab per block level; a
//     statement's words one space apart, exactly as written (names,
//     numbers and strings are never changed);
//   - a block whose braces were on one line stays on one line, its
//     statements separated by "; " ("{ value 320 }", "{ }"); any other
//     block opens at the end of its statement's line and closes on a line
//     of its own;
//   - comments are kept, on their own lines (indented as the statement
//     after them) or after a statement, one space after it, aligned with
//     the trailing comments of the neighbouring lines of the same block;
//   - blank lines between statements are kept, several as one; none at
//     the start or end of a block or of the file;
//   - lines end with a newline and no trailing space; a byte-order mark
//     and carriage returns are dropped.
//
// Formatting is idempotent, and keeps the syntax tree: the statements,
// their arguments and blocks are the same before and after.
package format

import (
	"strings"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Source formats the source of one file. A file that does not parse is
// not formatted: the result is nil and the list holds its syntax errors.
func Source(filename string, src []byte) ([]byte, diag.List) {
	if _, diags := syntax.Parse(filename, src); diags.ErrorCount() > 0 {
		return nil, diags
	}
	p := &parser{toks: syntax.Tokens(filename, src)}
	items := p.items()
	var pr printer
	pr.items(items, 0)
	return []byte(pr.finish()), nil
}

// item is a statement, a comment on its own line, or a blank line.
type item struct {
	stmt    *stmt
	comment string // an own-line comment
	blank   bool
}

// stmt is a statement as written: its words (keyword and arguments), its
// block, and the comment after it on its last line.
type stmt struct {
	words    []string
	block    *block
	trailing string
	line     int // of its last token, where a trailing comment would be
}

// block is a { ... } block.
type block struct {
	items   []item
	oneLine bool   // both braces on one line
	opening string // a comment after "{" on its line
}

// parser builds items from the tokens of a file that parses.
type parser struct {
	toks []syntax.Token
	i    int
}

func (p *parser) peek() *syntax.Token {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return nil
}

// items reads items up to a "}" (left for the caller) or the end.
func (p *parser) items() []item {
	var out []item
	var last *stmt // the statement a comment on its line follows
	newlines := 0
	for t := p.peek(); t != nil && t.Kind != syntax.TokClose; t = p.peek() {
		switch t.Kind {
		case syntax.TokNewline:
			p.i++
			newlines++
			if newlines == 2 && len(out) > 0 {
				out = append(out, item{blank: true})
			}
			continue
		case syntax.TokSemicolon:
			p.i++
			continue
		case syntax.TokComment:
			p.i++
			text := strings.TrimRight(t.Text, " \t\r")
			if last != nil && last.line == t.Pos.Line {
				last.trailing = text
			} else {
				out = append(out, item{comment: text})
			}
		default:
			s := p.stmt()
			out = append(out, item{stmt: s})
			last = s
		}
		newlines = 0
	}
	for len(out) > 0 && out[len(out)-1].blank {
		out = out[:len(out)-1]
	}
	return out
}

// stmt reads one statement: its words, then a block if one opens.
func (p *parser) stmt() *stmt {
	s := &stmt{}
	for t := p.peek(); t != nil; t = p.peek() {
		switch t.Kind {
		case syntax.TokSymbol:
			if t.Text == "," && len(s.words) > 0 { // "Pawn -> Tokin, Silver -> Gold"
				s.words[len(s.words)-1] += ","
			} else {
				s.words = append(s.words, t.Text)
			}
			s.line = t.Pos.Line
			p.i++
			continue
		case syntax.TokIdent, syntax.TokNumber, syntax.TokString, syntax.TokBad:
			s.words = append(s.words, t.Text)
			s.line = t.Pos.Line
			p.i++
			continue
		case syntax.TokOpen:
			open := t.Pos.Line
			p.i++
			b := &block{}
			if c := p.peek(); c != nil && c.Kind == syntax.TokComment {
				b.opening = strings.TrimRight(c.Text, " \t\r")
				p.i++
			}
			b.items = p.items()
			if c := p.peek(); c != nil { // the "}"
				s.line = c.Pos.Line
				b.oneLine = c.Pos.Line == open && b.opening == ""
				p.i++
			}
			s.block = b
		}
		return s
	}
	return s
}

// printer writes lines, aligning the trailing comments of neighbouring
// lines of one block.
type printer struct {
	lines []line
}

type line struct {
	depth   int
	code    string
	comment string // trailing
	own     bool   // a comment line, or a blank one (code "")
}

func (pr *printer) items(items []item, depth int) {
	for _, it := range items {
		switch {
		case it.blank:
			pr.lines = append(pr.lines, line{own: true})
		case it.stmt == nil:
			pr.lines = append(pr.lines, line{depth: depth, code: it.comment, own: true})
		default:
			pr.stmt(it.stmt, depth)
		}
	}
}

// stmt prints a statement and, for a block on several lines, its block.
func (pr *printer) stmt(s *stmt, depth int) {
	code := strings.Join(s.words, " ")
	b := s.block
	switch {
	case b == nil:
	case b.oneLine:
		code += " " + oneLine(b)
	default:
		code += " {"
		if b.opening != "" {
			code += " " + b.opening
		}
		pr.lines = append(pr.lines, line{depth: depth, code: code})
		pr.items(b.items, depth+1)
		pr.lines = append(pr.lines, line{depth: depth, code: "}", comment: s.trailing})
		return
	}
	pr.lines = append(pr.lines, line{depth: depth, code: code, comment: s.trailing})
}

// oneLine prints a block whose braces are on one line, which can hold
// neither comments nor blank lines.
func oneLine(b *block) string {
	if len(b.items) == 0 {
		return "{ }"
	}
	var parts []string
	for _, it := range b.items {
		s := it.stmt
		part := strings.Join(s.words, " ")
		if s.block != nil {
			part += " " + oneLine(s.block)
		}
		parts = append(parts, part)
	}
	return "{ " + strings.Join(parts, "; ") + " }"
}

// finish aligns trailing comments and joins the lines. A run of lines of
// one depth, each with a trailing comment, has its comments in one column,
// one space after the longest line's code.
func (pr *printer) finish() string {
	var b strings.Builder
	ls := pr.lines
	for i := 0; i < len(ls); {
		j := i + 1
		width := 0
		if ls[i].comment != "" {
			width = utf8.RuneCountInString(ls[i].code)
			for j < len(ls) && ls[j].comment != "" && !ls[j].own && ls[j].depth == ls[i].depth {
				width = max(width, utf8.RuneCountInString(ls[j].code))
				j++
			}
		}
		for _, l := range ls[i:j] {
			if l.own && l.code == "" {
				b.WriteString("\n")
				continue
			}
			b.WriteString(strings.Repeat("\t", l.depth))
			b.WriteString(l.code)
			if l.comment != "" {
				b.WriteString(strings.Repeat(" ", width-utf8.RuneCountInString(l.code)+1))
				b.WriteString(l.comment)
			}
			b.WriteString("\n")
		}
		i = j
	}
	return b.String()
}
