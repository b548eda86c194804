// Package fen reads and writes the piece-placement syntax of extended FEN
// (Forsyth-Edwards Notation as Fairy-Stockfish extends it): ranks of any
// width with multi-digit empty runs, '*' for a hole, piece symbols of one or
// two characters, then the side to move, castling, en-passant and the two
// counters.
//
// The package knows only syntax. What a castling or en-passant field means
// for a position is the interpreter's business; fen hands those fields over
// raw so that the same parser serves the checker (which must point at the
// exact column of a mistake in a setup string) and the interpreter.
package fen

import (
	"fmt"
	"strconv"
	"strings"
)

// Cell piece codes besides piece indices.
const (
	EmptyCell = -1
	HoleCell  = -2
)

// Cell is one board cell of a parsed FEN.
type Cell struct {
	Piece int // index into the letters given to Parse, or EmptyCell, HoleCell
	Black bool
	// Promoted: the symbol was followed by '~', Fairy-Stockfish's mark of
	// a piece that a promotion made (crazyhouse: it goes back to hand as a
	// pawn).
	Promoted bool
}

// Record is a parsed FEN.
type Record struct {
	Files, Ranks int
	// Cells are indexed rank*Files+file; rank 0 is White's first rank.
	Cells       []Cell
	BlackToMove bool
	// Progress is how far the turn has gone, written after the side to
	// move and a colon ("w:1"), "" at the start of a turn (see interp:
	// the moves of the turn made, the part and the type its last part
	// moved, or White's chosen move of a simultaneous turn).
	Progress       string
	ProgressOffset int
	Castling       string // raw field, "-" if none
	EnPassant      string // raw field, "-" if none
	Halfmove       int
	Fullmove       int
	// Once is vdl's optional seventh field: the once-per-game rights
	// already used, "-" if none (see interp).
	Once       string
	OnceOffset int
	// Hand counts the pieces in hand by colour (0 White, 1 Black) and
	// piece index, from a "[...]" after the placement (Fairy-Stockfish's
	// holdings), or from one rank more than the board has ("4K3/Qn", which
	// Fairy-Stockfish reads too); nil when the FEN has none. HandPieces
	// lists them one by one, with their offsets, for errors that concern
	// one of them.
	Hand       *[2][]int
	HandPieces []HandPiece
	// Check counters, for games won by giving checks: ChecksLeft is
	// Fairy-Stockfish's field after the en-passant square, the checks
	// White and Black have still to give ("3+3"); ChecksGiven is lichess's
	// suffix after the move number, the checks they have given ("+2+0").
	// Each is nil when absent.
	ChecksLeft, ChecksGiven *[2]int
	// Offsets of the castling, en-passant and check fields in the input,
	// so that a semantic error about them can point at the right column.
	CastlingOffset, EnPassantOffset, ChecksOffset int
}

// HandPiece is one piece in hand as written: its index, colour and
// offset in the FEN.
type HandPiece struct {
	Piece  int
	Black  bool
	Offset int
}

// Error is a mistake in a FEN string at a 0-based byte offset.
type Error struct {
	Offset int
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Offset+1, e.Msg) }

// Parse reads s for a board of files x ranks. letters[i] is piece i's
// upper-case symbol; a lower-case symbol is the same piece for Black.
// Fields after the placement are optional and default to "w - - 0 1";
// castling and en passant may be left out together before the counters,
// as Fairy-Stockfish writes games that have neither ("w 0 1"). A check
// counter field ("3+3", after en passant) and lichess's suffix ("+2+0",
// after the move number) are read wherever they stand.
func Parse(s string, files, ranks int, letters []string) (*Record, error) {
	return ParseOptions(s, files, ranks, letters, Options{})
}

// Options change how Parse reads the fields after the placement.
type Options struct {
	// Counting: the game has a counting rule (makruk): after the castling
	// field, a number where the en-passant square goes is the count's
	// limit, returned as EnPassant, as Fairy-Stockfish reads it.
	Counting bool
}

// ParseOptions is Parse with options.
func ParseOptions(s string, files, ranks int, letters []string, opts Options) (*Record, error) {
	r := &Record{Files: files, Ranks: ranks, Cells: make([]Cell, files*ranks),
		Castling: "-", EnPassant: "-", Fullmove: 1}
	fields, offsets := splitFields(s)
	if len(fields) == 0 {
		return nil, &Error{0, "empty FEN: expected the piece placement"}
	}
	placement := fields[0]
	if i := strings.IndexByte(placement, '['); i >= 0 {
		if err := r.parseHand(placement[i:], offsets[0]+i, letters); err != nil {
			return nil, err
		}
		placement = placement[:i]
	} else if i := handRank(placement, ranks); i >= 0 {
		if err := r.parseHandSymbols(placement[i+1:], offsets[0]+i+1, letters); err != nil {
			return nil, err
		}
		placement = placement[:i]
	}
	if err := r.parsePlacement(placement, offsets[0], letters); err != nil {
		return nil, err
	}
	if len(fields) > 1 {
		side, progress, mid := strings.Cut(fields[1], ":")
		switch side {
		case "w":
		case "b":
			r.BlackToMove = true
		default:
			return nil, &Error{offsets[1], fmt.Sprintf("side to move %q: expected w or b (w:1 in the middle of a turn)", fields[1])}
		}
		if mid && progress == "" {
			return nil, &Error{offsets[1] + 2, "the turn's progress: expected something after ':' (w:1)"}
		}
		r.Progress, r.ProgressOffset = progress, offsets[1]+2
	}
	rest, restOff := fields[min(2, len(fields)):], offsets[min(2, len(offsets)):]
	// Fairy-Stockfish's games without castling or en passant may leave both
	// fields out ("P5p/7/7/7/7/7/p5P w 0 1"): a number there is a counter.
	if len(rest) > 0 && !isCounter(rest[0]) {
		r.Castling, r.CastlingOffset = rest[0], restOff[0]
		rest, restOff = rest[1:], restOff[1:]
		if len(rest) > 0 && (!isCounter(rest[0]) && !isCheckCount(rest[0]) || opts.Counting && isCounter(rest[0])) {
			r.EnPassant, r.EnPassantOffset = rest[0], restOff[0]
			rest, restOff = rest[1:], restOff[1:]
		}
	}
	if len(rest) > 0 && isCheckCount(rest[0]) {
		n, m, _ := strings.Cut(rest[0], "+")
		r.ChecksLeft = &[2]int{atoi(n), atoi(m)}
		r.ChecksOffset = restOff[0]
		rest, restOff = rest[1:], restOff[1:]
	}
	counters := []*int{&r.Halfmove, &r.Fullmove}
	for _, dst := range counters {
		if len(rest) == 0 || strings.HasPrefix(rest[0], "+") {
			break
		}
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < 0 || n > MaxCounter {
			return nil, &Error{restOff[0], fmt.Sprintf("counter %q: expected an integer from 0 to %d", rest[0], MaxCounter)}
		}
		*dst = n
		rest, restOff = rest[1:], restOff[1:]
	}
	r.Once = "-"
	if len(rest) > 0 && isChecksGiven(rest[0]) {
		n, m, _ := strings.Cut(rest[0][1:], "+")
		r.ChecksGiven = &[2]int{atoi(n), atoi(m)}
		r.ChecksOffset = restOff[0]
		rest, restOff = rest[1:], restOff[1:]
	} else if len(rest) > 0 {
		r.Once, r.OnceOffset = rest[0], restOff[0]
		rest, restOff = rest[1:], restOff[1:]
	}
	if len(rest) > 0 {
		return nil, &Error{restOff[0], fmt.Sprintf("unexpected %q after the last field", rest[0])}
	}
	return r, nil
}

// MaxCounter bounds the halfmove clock and the move number a FEN may give:
// positions keep them in 32 bits, and a game that goes on from the bound
// still has a billion moves before they could overflow.
const MaxCounter = 1 << 30

// handRank returns the offset of the '/' that ends the last rank when a
// rank of piece symbols follows it (the hand, Fairy-Stockfish's other way
// of writing it), or -1.
func handRank(p string, ranks int) int {
	n := 0
	for i := 0; i < len(p); i++ {
		if p[i] != '/' {
			continue
		}
		if n++; n == ranks {
			if strings.ContainsAny(p[i+1:], "0123456789/*") {
				return -1 // a placement with too many ranks: reported as such
			}
			return i
		}
	}
	return -1
}

// isCounter reports whether a field is a half-move or move counter.
func isCounter(f string) bool {
	for i := 0; i < len(f); i++ {
		if f[i] < '0' || f[i] > '9' {
			return false
		}
	}
	return f != ""
}

// isCheckCount matches Fairy-Stockfish's check counter field, the checks
// each side has left to give: "3+3".
func isCheckCount(f string) bool {
	n, m, ok := strings.Cut(f, "+")
	return ok && isCounter(n) && isCounter(m)
}

// isChecksGiven matches lichess's suffix, the checks each side has given:
// "+2+0".
func isChecksGiven(f string) bool {
	return strings.HasPrefix(f, "+") && isCheckCount(f[1:])
}

// atoi reads a field isCounter accepted, capped so that no count overflows.
func atoi(f string) int {
	n := 0
	for i := 0; i < len(f) && n < 1000000; i++ {
		n = n*10 + int(f[i]-'0')
	}
	return n
}

// parseHand reads "[...]": piece symbols, upper case White's, lower case
// Black's, "-" for none.
func (r *Record) parseHand(h string, base int, letters []string) error {
	if !strings.HasSuffix(h, "]") {
		return &Error{base + len(h), "pieces in hand: expected ']' at the end of the placement"}
	}
	return r.parseHandSymbols(h[1:len(h)-1], base+1, letters)
}

// parseHandSymbols reads the piece symbols of a hand.
func (r *Record) parseHandSymbols(h string, base int, letters []string) error {
	r.Hand = &[2][]int{make([]int, len(letters)), make([]int, len(letters))}
	for i := 0; i < len(h); {
		if h[i] == '-' {
			i++
			continue
		}
		piece, black, n := matchSymbol(h[i:], letters)
		if n == 0 {
			return &Error{base + i, fmt.Sprintf("unknown piece symbol %q in hand: expected one of %s", h[i:i+1], strings.Join(letters, " "))}
		}
		c := 0
		if black {
			c = 1
		}
		r.Hand[c][piece]++
		r.HandPieces = append(r.HandPieces, HandPiece{Piece: piece, Black: black, Offset: base + i})
		i += n
	}
	return nil
}

// Hand writes pieces in hand as "[...]": White's, then Black's, by piece
// index.
func Hand(hand [2][]int, letters []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for c := 0; c < 2; c++ {
		for t, n := range hand[c] {
			l := letters[t]
			if c == 1 {
				l = strings.ToLower(l)
			}
			for k := 0; k < n; k++ {
				b.WriteString(l)
			}
		}
	}
	b.WriteByte(']')
	return b.String()
}

func splitFields(s string) (fields []string, offsets []int) {
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || s[i] == ' ' || s[i] == '\t'
		if space && start >= 0 {
			fields = append(fields, s[start:i])
			offsets = append(offsets, start)
			start = -1
		} else if !space && start < 0 {
			start = i
		}
	}
	return fields, offsets
}

func (r *Record) parsePlacement(p string, base int, letters []string) error {
	rank, file := r.Ranks-1, 0
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '/':
			if file != r.Files {
				return &Error{base + i, fmt.Sprintf("rank %d has %d cells: expected %d", rank+1, file, r.Files)}
			}
			rank--
			file = 0
			if rank < 0 {
				return &Error{base + i, fmt.Sprintf("too many ranks: expected %d", r.Ranks)}
			}
			i++
			continue
		case c >= '0' && c <= '9':
			j := i
			for j < len(p) && p[j] >= '0' && p[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(p[i:j])
			if err != nil || n > r.Files {
				return &Error{base + i, fmt.Sprintf("run of %s empty cells: rank %d is only %d files wide", p[i:j], rank+1, r.Files)}
			}
			if c == '0' {
				return &Error{base + i, "a run of empty cells has a leading zero: expected 1 or more"}
			}
			if file+n > r.Files {
				return &Error{base + i, fmt.Sprintf("rank %d is wider than %d files", rank+1, r.Files)}
			}
			for k := 0; k < n; k++ {
				r.Cells[rank*r.Files+file] = Cell{Piece: EmptyCell}
				file++
			}
			i = j
			continue
		}
		if file >= r.Files {
			return &Error{base + i, fmt.Sprintf("rank %d is wider than %d files", rank+1, r.Files)}
		}
		if c == '*' {
			r.Cells[rank*r.Files+file] = Cell{Piece: HoleCell}
			file++
			i++
			continue
		}
		piece, black, n := matchSymbol(p[i:], letters)
		if n == 0 {
			return &Error{base + i, fmt.Sprintf("unknown piece symbol %q: expected one of %s, a digit, '*' or '/'", p[i:i+1], strings.Join(letters, " "))}
		}
		i += n
		promoted := i < len(p) && p[i] == '~'
		if promoted {
			i++
		}
		r.Cells[rank*r.Files+file] = Cell{Piece: piece, Black: black, Promoted: promoted}
		file++
	}
	if file != r.Files {
		return &Error{base + len(p), fmt.Sprintf("rank %d has %d cells: expected %d", rank+1, file, r.Files)}
	}
	if rank != 0 {
		return &Error{base + len(p), fmt.Sprintf("%d ranks: expected %d", r.Ranks-rank, r.Ranks)}
	}
	return nil
}

// matchSymbol finds the longest piece symbol at the start of s. The colour
// is the case of the symbol's first letter.
func matchSymbol(s string, letters []string) (piece int, black bool, n int) {
	piece = -1
	for i, l := range letters {
		if len(l) <= n || len(l) > len(s) {
			continue
		}
		cand := s[:len(l)]
		switch {
		case cand == l:
			piece, black, n = i, false, len(l)
		case cand == strings.ToLower(l):
			piece, black, n = i, true, len(l)
		}
	}
	return piece, black, n
}

// Placement writes the placement field for cells laid out like Record.Cells.
func Placement(files, ranks int, cells []Cell, letters []string) string {
	var b strings.Builder
	for rank := ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < files; file++ {
			c := cells[rank*files+file]
			if c.Piece == EmptyCell {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			switch {
			case c.Piece == HoleCell:
				b.WriteByte('*')
			case c.Black:
				b.WriteString(strings.ToLower(letters[c.Piece]))
			default:
				b.WriteString(letters[c.Piece])
			}
			if c.Promoted && c.Piece >= 0 {
				b.WriteByte('~')
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}
