package match

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang/diag"
)

// PGNGame is one game read from PGN text (ReadPGN): its tags and its
// moves as written, each with its place in the text.
type PGNGame struct {
	Pos    diag.Pos // where the game starts
	Tags   []PGNToken
	Values []string // Values[i] is the value of Tags[i] (whose Text is its name)
	Moves  []PGNToken
	// Comments[i] is the text of the {...} comments that follow Moves[i]
	// (braces stripped, several joined by a space; "" for none).
	Comments []string
	Result   PGNToken // the game termination marker: 1-0, 0-1, 1/2-1/2 or *
}

// PGNToken is a word of PGN text and where it stands.
type PGNToken struct {
	Text string
	Pos  diag.Pos
}

// PGNError is a problem in PGN text, at its place.
type PGNError struct {
	Pos diag.Pos
	Msg string
}

func (e *PGNError) Error() string { return e.Pos.String() + ": " + e.Msg }

// Tag is the value of the tag called name, and whether the game has it.
func (g *PGNGame) Tag(name string) (string, bool) {
	for i, t := range g.Tags {
		if t.Text == name {
			return g.Values[i], true
		}
	}
	return "", false
}

// tagPos is where the tag called name stands (the game's start if none).
func (g *PGNGame) tagPos(name string) diag.Pos {
	for _, t := range g.Tags {
		if t.Text == name {
			return t.Pos
		}
	}
	return g.Pos
}

var (
	moveNumber = regexp.MustCompile(`^[0-9]+\.+`)
	tagName    = regexp.MustCompile(`^[A-Za-z0-9_]+$`)
)

// ReadPGN reads every game of a PGN text (export or import format):
// tag pairs, then movetext with move numbers, comments ({...} and ; to
// the end of the line), variations (skipped), NAGs ($n) and move
// suffixes (!, ?), ended by a result. file names the text in errors.
func ReadPGN(file string, text []byte) ([]PGNGame, error) {
	s := &pgnScanner{src: string(text), pos: diag.Pos{File: file, Line: 1, Col: 1}}
	var games []PGNGame
	var g *PGNGame
	begin := func(at diag.Pos) {
		if g == nil {
			g = &PGNGame{Pos: at}
		}
	}
	for {
		s.space()
		if s.done() {
			break
		}
		at := s.pos
		switch c := s.peek(); {
		case c == '%' && at.Col == 1:
			s.toEOL()
		case c == ';':
			s.toEOL()
		case c == '{':
			start := s.i
			if err := s.comment(); err != nil {
				return nil, err
			}
			if g != nil && len(g.Moves) > 0 {
				text := strings.TrimSpace(s.src[start+1 : s.i-1])
				if last := &g.Comments[len(g.Moves)-1]; *last == "" {
					*last = text
				} else if text != "" {
					*last += " " + text
				}
			}
		case c == '(':
			if err := s.variation(); err != nil {
				return nil, err
			}
		case c == ')' || c == '}':
			return nil, &PGNError{at, fmt.Sprintf("unexpected %q: nothing opened it", c)}
		case c == '[':
			if g != nil && len(g.Moves) > 0 {
				return nil, &PGNError{at, fmt.Sprintf("a tag in the moves of the game that starts at %d:%d: that game has no result (1-0, 0-1, 1/2-1/2 or *) before it", g.Pos.Line, g.Pos.Col)}
			}
			begin(at)
			name, value, err := s.tag()
			if err != nil {
				return nil, err
			}
			g.Tags = append(g.Tags, PGNToken{name, at})
			g.Values = append(g.Values, value)
		case c == '$':
			s.word()
		default:
			w := s.word()
			switch {
			case w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*":
				begin(at)
				g.Result = PGNToken{w, at}
				games = append(games, *g)
				g = nil
				continue
			case strings.Trim(w, ".") == "":
				continue // "..." of a black move after a comment
			}
			if m := moveNumber.FindString(w); m != "" {
				w = w[len(m):]
				at.Col += utf8.RuneCountInString(m)
				if w == "" {
					continue
				}
			}
			w = strings.TrimRight(w, "!?")
			if w == "" {
				continue
			}
			begin(at)
			g.Moves = append(g.Moves, PGNToken{w, at})
			g.Comments = append(g.Comments, "")
		}
	}
	if g != nil {
		return nil, &PGNError{s.pos, fmt.Sprintf("the game that starts at %d:%d has no result (1-0, 0-1, 1/2-1/2 or *) at its end", g.Pos.Line, g.Pos.Col)}
	}
	return games, nil
}

// pgnScanner walks PGN text keeping the line and column.
type pgnScanner struct {
	src string
	i   int
	pos diag.Pos
}

func (s *pgnScanner) done() bool { return s.i >= len(s.src) }
func (s *pgnScanner) peek() byte { return s.src[s.i] }

func (s *pgnScanner) next() rune {
	r, n := utf8.DecodeRuneInString(s.src[s.i:])
	s.i += n
	if r == '\n' {
		s.pos.Line++
		s.pos.Col = 1
	} else {
		s.pos.Col++
	}
	return r
}

func (s *pgnScanner) space() {
	for !s.done() && strings.IndexByte(" \t\r\n\f\v", s.peek()) >= 0 {
		s.next()
	}
}

func (s *pgnScanner) toEOL() {
	for !s.done() && s.peek() != '\n' {
		s.next()
	}
}

// word reads to the next space or PGN delimiter.
func (s *pgnScanner) word() string {
	start := s.i
	for !s.done() && strings.IndexByte(" \t\r\n\f\v{}()[];", s.peek()) < 0 {
		s.next()
	}
	return s.src[start:s.i]
}

func (s *pgnScanner) comment() error {
	at := s.pos
	for !s.done() {
		if s.next() == '}' {
			return nil
		}
	}
	return &PGNError{at, "a comment { that no } closes"}
}

// variation skips a recursive annotation variation, nested ones and
// comments in it included.
func (s *pgnScanner) variation() error {
	at := s.pos
	depth := 0
	for !s.done() {
		switch s.peek() {
		case '{':
			if err := s.comment(); err != nil {
				return err
			}
			continue
		case ';':
			s.toEOL()
			continue
		case '(':
			depth++
		case ')':
			depth--
		}
		s.next()
		if depth == 0 {
			return nil
		}
	}
	return &PGNError{at, "a variation ( that no ) closes"}
}

// tag reads [Name "value"].
func (s *pgnScanner) tag() (name, value string, err error) {
	at := s.pos
	s.next() // [
	s.space()
	npos := s.pos
	name = s.word()
	if !tagName.MatchString(name) {
		return "", "", &PGNError{npos, fmt.Sprintf("a tag name of letters, digits and _ expected, found %q", name)}
	}
	s.space()
	if s.done() || s.peek() != '"' {
		return "", "", &PGNError{s.pos, fmt.Sprintf("the value of tag %s expected: a string in double quotes", name)}
	}
	s.next()
	var b strings.Builder
	for {
		if s.done() || s.peek() == '\n' {
			return "", "", &PGNError{at, fmt.Sprintf("the value of tag %s has no closing quote on its line", name)}
		}
		r := s.next()
		if r == '"' {
			break
		}
		if r == '\\' && !s.done() && (s.peek() == '"' || s.peek() == '\\') {
			r = s.next()
		}
		b.WriteRune(r)
	}
	s.space()
	if s.done() || s.peek() != ']' {
		return "", "", &PGNError{s.pos, fmt.Sprintf("] expected after the value of tag %s", name)}
	}
	s.next()
	return name, b.String(), nil
}

// ReplayPGN plays a game's moves on variant v from its start (its FEN
// tag, else v's setup), checking each against the rules: a move that is
// not legal, ambiguous, or played after the game ended is an error at
// the move's place; so is a result that contradicts the rules' end of
// the game, or a Result tag that contradicts the result. each, if not
// nil, sees the position after each move with the move's SAN. It returns
// the final position.
func ReplayPGN(v *ir.Variant, pg *PGNGame, each func(ply int, san string, p *interp.Position)) (*interp.Position, error) {
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, &PGNError{pg.Pos, fmt.Sprintf("%s: %v", v.Name, err)}
	}
	var p *interp.Position
	if fen, ok := pg.Tag("FEN"); ok {
		if p, err = g.ParseFEN(fen); err != nil {
			return nil, &PGNError{pg.tagPos("FEN"), fmt.Sprintf("FEN of %s: %v", v.Name, err)}
		}
	} else if p, err = g.StartPosition(); err != nil {
		return nil, &PGNError{pg.Pos, fmt.Sprintf("%s: %v", v.Name, err)}
	}
	var legal []interp.Move
	for i, tok := range pg.Moves {
		legal = p.LegalMoves(legal[:0])
		if o := p.Outcome(legal); o.Over {
			return nil, &PGNError{tok.Pos, fmt.Sprintf("move %s: the game is over already (%s, %s)", tok.Text, o.Rule, PGNResult(o))}
		}
		m, err := search.ParseMoveText(p, legal, tok.Text)
		if err != nil {
			dots := "."
			if p.SideToMove() == interp.Black {
				dots = "..."
			}
			return nil, &PGNError{tok.Pos, fmt.Sprintf("move %d%s %s (ply %d): %v in %s", p.Fullmove(), dots, tok.Text, i+1, err, p.FEN())}
		}
		san := p.SAN(m)
		p.Make(m)
		if each != nil {
			each(i+1, san, p)
		}
	}
	if tag, ok := pg.Tag("Result"); ok && tag != pg.Result.Text {
		return nil, &PGNError{pg.tagPos("Result"), fmt.Sprintf("the Result tag says %s, the moves end with %s", tag, pg.Result.Text)}
	}
	legal = p.LegalMoves(legal[:0])
	if o := p.Outcome(legal); o.Over {
		if want := PGNResult(o); want != "*" && pg.Result.Text != want {
			return nil, &PGNError{pg.Result.Pos, fmt.Sprintf("result %s, but the rules end the game %s (%s)", pg.Result.Text, want, o.Rule)}
		}
	}
	return p, nil
}
