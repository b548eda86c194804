package match

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// BookLine is one opening of a book: a position (a FEN, or the variant's
// setup when FEN is empty), then moves played from it, each with the
// place in the book where it was read, for errors.
type BookLine struct {
	Variant string   // the variant the book says the line is of ("" : any)
	FEN     string   // "" for the variant's setup
	Moves   []string // SAN or coordinate notation (search.ParseMoveText)
	Pos     diag.Pos // where the line starts (its FEN tag or EPD line)
	MovePos []diag.Pos
}

// MaxBookBytes bounds the size of a book file.
const MaxBookBytes = 64 << 20

// ReadBook reads an opening book: a PGN file (each game a line: its FEN
// tag, or the setup, and its moves; variations and comments are left
// out) or an EPD file (a position a line: placement, side, castling, en
// passant, then operations, which are ignored; or full FENs). A file
// whose name ends in .pgn, or whose first word opens a tag ([) or is a
// move number (1.), is PGN. Every error names the file, line and column.
func ReadBook(path string) ([]BookLine, error) {
	f, err := lang.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxBookBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(data) > MaxBookBytes {
		return nil, fmt.Errorf("%s: a book is at most %d MiB", path, MaxBookBytes>>20)
	}
	return ParseBook(path, data)
}

// ParseBook reads a book's text (ReadBook); name is the file's, for
// errors and to tell PGN by its extension.
func ParseBook(name string, data []byte) ([]BookLine, error) {
	var lines []BookLine
	var err error
	if isPGN(name, data) {
		lines, err = pgnBook(name, data)
	} else {
		lines, err = epdBook(name, data)
	}
	if err == nil && len(lines) == 0 {
		err = fmt.Errorf("%s: the book has no openings", name)
	}
	return lines, err
}

func isPGN(name string, data []byte) bool {
	if strings.HasSuffix(strings.ToLower(name), ".pgn") {
		return true
	}
	for _, l := range bytes.Split(data, []byte("\n")) {
		l = bytes.TrimSpace(l)
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		return l[0] == '[' || moveNumber.Match(l)
	}
	return false
}

func pgnBook(name string, data []byte) ([]BookLine, error) {
	games, err := ReadPGN(name, data)
	if err != nil {
		return nil, err
	}
	lines := make([]BookLine, 0, len(games))
	for i := range games {
		pg := &games[i]
		l := BookLine{Pos: pg.Pos}
		l.Variant, _ = pg.Tag("Variant")
		if fen, ok := pg.Tag("FEN"); ok {
			l.FEN, l.Pos = fen, pg.tagPos("FEN")
		}
		for _, tok := range pg.Moves {
			l.Moves = append(l.Moves, tok.Text)
			l.MovePos = append(l.MovePos, tok.Pos)
		}
		lines = append(lines, l)
	}
	return lines, nil
}

func epdBook(name string, data []byte) ([]BookLine, error) {
	var lines []BookLine
	for i, raw := range strings.Split(string(data), "\n") {
		at := diag.Pos{File: name, Line: i + 1, Col: 1}
		text := strings.TrimSpace(raw)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		at.Col += strings.Index(raw, text)
		fields := strings.Fields(strings.SplitN(text, ";", 2)[0])
		if len(fields) < 4 {
			return nil, &PGNError{at, fmt.Sprintf("expected an EPD or FEN position (placement, side, castling, en passant), got %q", text)}
		}
		fen := strings.Join(fields[:4], " ")
		if len(fields) >= 6 && isNumber(fields[4]) && isNumber(fields[5]) {
			fen += " " + fields[4] + " " + fields[5]
		} else {
			fen += " 0 1"
		}
		lines = append(lines, BookLine{FEN: fen, Pos: at})
	}
	return lines, nil
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

//go:embed books/*.pgn
var bundledBooks embed.FS

// BundledBook is the book vdl bundles for a variant (books/VARIANT.pgn:
// openings written by the project), if it has one.
func BundledBook(variant string) ([]BookLine, bool) {
	name := "books/" + variant + ".pgn"
	data, err := bundledBooks.ReadFile(name)
	if err != nil {
		return nil, false
	}
	lines, err := ParseBook(name, data)
	if err != nil {
		panic(fmt.Sprintf("bundled book %s: %v", name, err)) // a test reads every one
	}
	return lines, true
}

// start plays the line in g: its position, then its moves. The position
// must be one the variant's rules could reach, and the line must leave a
// game to play; each error is at its place in the book.
func (l *BookLine) start(g *interp.Game) (*interp.Position, error) {
	at := l.Pos
	if l.Variant != "" && !strings.EqualFold(l.Variant, g.V.Name) {
		return nil, &PGNError{at, fmt.Sprintf("a line of %s; the match plays %s", l.Variant, g.V.Name)}
	}
	var p *interp.Position
	var err error
	if l.FEN == "" {
		p, err = g.StartPosition()
	} else {
		p, err = g.ParseFEN(l.FEN)
	}
	if err != nil {
		return nil, &PGNError{at, fmt.Sprintf("%s: %v", g.V.Name, err)}
	}
	if irr := p.Irregularities(); len(irr) > 0 {
		return nil, &PGNError{at, fmt.Sprintf("not a position of %s: %s", g.V.Name, strings.Join(irr, "; "))}
	}
	var legal []interp.Move
	for i, text := range l.Moves {
		at = l.MovePos[i]
		legal = p.LegalMoves(legal[:0])
		if o := p.Outcome(legal); o.Over {
			return nil, &PGNError{at, fmt.Sprintf("move %s: the game is over already (%s)", text, o.Rule)}
		}
		m, err := search.ParseMoveText(p, legal, text)
		if err != nil {
			return nil, &PGNError{at, fmt.Sprintf("move %s (ply %d): %v in %s", text, i+1, err, p.FEN())}
		}
		p.Make(m)
	}
	legal = p.LegalMoves(legal[:0])
	if o := p.Outcome(legal); o.Over {
		return nil, &PGNError{at, fmt.Sprintf("the line ends the game (%s, %s): it leaves nothing to play", o.Rule, PGNResult(o))}
	}
	return p, nil
}
