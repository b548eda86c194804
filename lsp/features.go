package lsp

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/betza"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/format"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// at finds the document and the place of a position in it.
func (s *Server) at(p positionParams) (*document, place, bool) {
	d := s.docs[p.TextDocument.URI]
	if d == nil || d.tooLarge() != "" {
		return nil, place{}, false
	}
	ln, col := fromPosition(lineOf(d.text, p.Position.Line+1), p.Position)
	return d, locate(d.path, d.text, ln, col), true
}

// names says what kind of name a place's token is: a statement keyword,
// a declaration's name in extends or use, or a piece's name (else).
func (pl place) isKeyword() bool { return pl.arg == 0 && pl.tok.Kind == syntax.TokIdent }

func (pl place) isDeclName() bool {
	if pl.tok == nil || pl.tok.Kind != syntax.TokIdent || pl.arg < 1 {
		return false
	}
	prev := pl.stmt[pl.arg-1]
	kw := pl.stmt[0].Text
	return prev.Text == "extends" && slices.Contains(declKeywords, kw) || kw == "use" && pl.arg == 1
}

// betzaArg reports whether the place's token is a Betza string: a piece's
// moves, or the fragment of a becomes, once or from-ranks statement.
func (pl place) betzaArg() bool {
	if pl.tok == nil || pl.tok.Kind != syntax.TokString || len(pl.stmt) == 0 {
		return false
	}
	switch pl.stmt[0].Text {
	case "piece":
		return pl.arg == 3
	case "becomes", "once", "from-ranks":
		return pl.arg == 2
	}
	return false
}

// hover describes what the position names: a piece (its letter, moves,
// description and move diagram), a Betza string (its move diagram), a
// rules or variant declaration, or a statement keyword.
func (s *Server) hover(p positionParams) *hover {
	d, pl, ok := s.at(p)
	if !ok || pl.tok == nil || d.index == nil {
		return nil
	}
	var md string
	switch {
	case pl.betzaArg():
		text, _ := unquote(pl.tok.Text)
		moves, err := betza.Compile(text)
		if err != nil {
			md = fmt.Sprintf("Betza `%s`: %v", text, err)
			break
		}
		md = fmt.Sprintf("Betza `%s`: %d moves\n\n%s", text, len(moves), fence(s.diagramOf(d, pl.decl, "", moves)))
	case pl.isDeclName():
		if x := d.index.Decl(pl.tok.Text); x != nil {
			md = declText(x)
		}
	case pl.isKeyword():
		md = check.Usage(pl.tok.Text)
		if md != "" {
			md = "**" + pl.tok.Text + "**: " + strings.TrimPrefix(md, pl.tok.Text+": ")
		}
	case pl.tok.Kind == syntax.TokIdent:
		if pc := d.index.Piece(pl.decl, pl.tok.Text); pc != nil {
			md = pieceText(pc) + "\n\n" + fence(s.diagramOf(d, pl.decl, pc.Name, pc.Moves))
		}
	}
	if md == "" {
		return nil
	}
	r := tokenRange(d, pl.tok)
	return &hover{Contents: markupContent{Kind: "markdown", Value: md}, Range: &r}
}

func fence(s string) string {
	if s == "" {
		return ""
	}
	return "```\n" + s + "```"
}

func pieceText(pc *check.Piece) string {
	s := fmt.Sprintf("**%s** (%s): `%s`", pc.Name, pc.Letter, pc.Betza)
	if pc.Desc != "" {
		s += "\n\n" + pc.Desc
	}
	value := fmt.Sprint(pc.Value)
	if pc.ValueEstimated {
		value += " (estimated)"
	}
	return s + "\n\nvalue " + value + ", declared at " + pc.Pos.String()
}

func declText(x *check.Decl) string {
	kind := "variant"
	if x.Rules {
		kind = "rules"
	}
	s := fmt.Sprintf("**%s %s**", kind, x.Name)
	if x.Title != "" {
		s += ": " + x.Title
	}
	if x.Parent != "" {
		s += ", extends " + x.Parent
	}
	return s + "\n\ndeclared at " + x.Pos.String()
}

// diagramOf draws the moves of a piece on an empty board: the board of
// the variant the position is in, if it compiles and has the piece (name,
// when not ""), else 8x8.
func (s *Server) diagramOf(d *document, decl, name string, moves []ir.Move) string {
	if decl != "" && name != "" {
		if v, _, _ := s.compileOptions().CompileSourceVariant(d.path, []byte(d.text), decl); v != nil {
			if g, err := interp.NewGame(v); err == nil {
				for t, pc := range v.Pieces {
					if pc.Name == name {
						if m, err := diagram.OnEmptyBoard(g, t, diagram.DefaultSquare(g)); err == nil {
							return m.Text()
						}
					}
				}
			}
		}
	}
	v := &ir.Variant{Name: "diagram", Board: ir.Board{Kind: "grid", Files: 8, Ranks: 8},
		Pieces: []ir.Piece{{Name: "piece", Letter: "X", Moves: moves}}, Setup: "8/8/8/8/8/8/8/8 w - - 0 1"}
	g, err := interp.NewGame(v)
	if err != nil {
		return ""
	}
	m, err := diagram.OnEmptyBoard(g, 0, diagram.DefaultSquare(g))
	if err != nil {
		return ""
	}
	return m.Text()
}

// definition finds where a piece, rules or variant named at the position
// is declared.
func (s *Server) definition(p positionParams) []location {
	d, pl, ok := s.at(p)
	if !ok || pl.tok == nil || pl.tok.Kind != syntax.TokIdent || d.index == nil || pl.isKeyword() {
		return nil
	}
	var pos syntax.Pos
	if pl.isDeclName() {
		x := d.index.Decl(pl.tok.Text)
		if x == nil {
			return nil
		}
		pos = x.Pos
	} else {
		pc := d.index.Piece(pl.decl, pl.tok.Text)
		if pc == nil {
			return nil
		}
		pos = pc.Pos
	}
	u := s.fileURI(pos.File)
	if pos.File == d.path {
		u = d.uri
	}
	return []location{{URI: u, Range: s.rangeAt(pos)}}
}

// completion offers, where a statement starts, the statements of the
// block the position is in (from the checker's tables); after extends or
// use, the rules and variants; elsewhere, the pieces.
func (s *Server) completion(p positionParams) completionList {
	d, pl, ok := s.at(p)
	out := completionList{Items: []completionItem{}}
	if !ok || d.index == nil {
		return out
	}
	switch {
	case pl.start:
		kws, name, ok := check.StatementsIn(pl.path)
		if !ok {
			return out
		}
		for _, kw := range kws {
			out.Items = append(out.Items, completionItem{Label: kw, Kind: kindKeyword, Detail: "statement " + name})
		}
	case len(pl.stmt) > 0 && (pl.stmt[len(pl.stmt)-1].Text == "extends" || pl.isDeclName() ||
		pl.stmt[0].Text == "use" && len(pl.stmt) == 1):
		for _, n := range d.index.DeclNames() {
			out.Items = append(out.Items, completionItem{Label: n, Kind: kindModule, Detail: "rules or variant"})
		}
	default:
		for _, n := range d.index.PieceNames(pl.decl) {
			item := completionItem{Label: n, Kind: kindClass}
			if pc := d.index.Piece(pl.decl, n); pc != nil {
				item.Detail = fmt.Sprintf("%s %s", pc.Letter, pc.Betza)
			}
			out.Items = append(out.Items, item)
		}
	}
	return out
}

// formatting lays the document out as vdl fmt does: one edit that
// replaces the whole text, none if it is formatted already.
func (s *Server) formatting(p formattingParams) ([]textEdit, *rpcError) {
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return nil, &rpcError{codeInvalidParams, "unknown document " + p.TextDocument.URI}
	}
	if problem := d.tooLarge(); problem != "" {
		return nil, &rpcError{codeInvalidRequest, problem}
	}
	formatted, diags := format.Source(d.path, []byte(d.text))
	if diags != nil {
		return nil, &rpcError{codeInvalidRequest, "the file has syntax errors: " + diags.Error()}
	}
	out := indentWith(string(formatted), p.Options)
	if out == d.text {
		return []textEdit{}, nil
	}
	lines := strings.Count(d.text, "\n")
	return []textEdit{{Range: rangeLSP{Start: position{0, 0}, End: position{Line: lines + 1, Character: 0}}, NewText: out}}, nil
}

// tokenRange is the range of a token of a document.
func tokenRange(d *document, t *syntax.Token) rangeLSP {
	line := lineOf(d.text, t.Pos.Line)
	return rangeLSP{toPosition(line, t.Pos.Line, t.Pos.Col), toPosition(line, t.Pos.Line, t.Pos.Col+len([]rune(t.Text)))}
}

// unquote decodes a string token: \" and \\ are its only escapes.
func unquote(tok string) (string, bool) {
	if len(tok) < 2 || tok[0] != '"' || tok[len(tok)-1] != '"' {
		return "", false
	}
	return strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(tok[1 : len(tok)-1]), true
}

// compileOptions are the options of a compilation on the server's
// goroutine: imports read from the open documents or the disk.
func (s *Server) compileOptions() lang.Options {
	o := s.opts
	o.Read = s.read
	return o
}
