package match

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"math/rand"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Openings give each pair of games its start: a position from a book
// (in order, or shuffled by the seed), then some random legal moves. Both
// games of a pair start from the same position, colours swapped, so an
// unbalanced opening favours neither player.
type Openings struct {
	Book    []string `json:"-"`                 // FENs; empty: the variant's start position
	Digest  string   `json:"book,omitempty"`    // identifies the book (set by Check)
	Shuffle bool     `json:"shuffle,omitempty"` // take the book in an order shuffled by the seed
	Plies   int      `json:"plies"`             // random plies played from the book position
	// Balance, if not 0, rejects random openings that a short search
	// scores beyond ±Balance centipawns (a hung queen), trying again with
	// other moves up to openingTries times.
	Balance int `json:"balance,omitempty"`
}

// openingTries bounds the random openings tried for a balanced one.
const openingTries = 40

// balanceDepth is the depth of the search that judges an opening.
const balanceDepth = 3

// ReadEPD reads a book of positions, one a line: EPD (placement, side,
// castling, en passant, then operations, which are ignored) or full FEN.
// Blank lines and lines starting with # are skipped.
func ReadEPD(path string) ([]string, error) {
	f, err := lang.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var fens []string
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(strings.SplitN(text, ";", 2)[0])
		if len(fields) < 4 {
			return nil, fmt.Errorf("%s:%d: expected an EPD or FEN position (placement, side, castling, en passant), got %q", path, line, text)
		}
		fen := strings.Join(fields[:4], " ")
		if len(fields) >= 6 && isNumber(fields[4]) && isNumber(fields[5]) {
			fen += " " + fields[4] + " " + fields[5]
		} else {
			fen += " 0 1"
		}
		fens = append(fens, fen)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(fens) == 0 {
		return nil, fmt.Errorf("%s: no positions", path)
	}
	return fens, nil
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// Check reads every book position, so a bad book fails before games
// start, and sets Digest, by which shards of one match are recognised.
func (o *Openings) Check(g *interp.Game) error {
	h := sha256.New()
	for i, fen := range o.Book {
		if _, err := g.ParseFEN(fen); err != nil {
			return fmt.Errorf("book position %d (%s): %v", i+1, fen, err)
		}
		fmt.Fprintln(h, fen)
	}
	if len(o.Book) > 0 {
		o.Digest = fmt.Sprintf("%d positions, sha256 %x", len(o.Book), h.Sum(nil)[:8])
	}
	return nil
}

// Start returns the start of pair k: the book position (or the variant's
// setup) after Plies random moves chosen with a generator seeded by seed
// and k, never into a finished game; with Balance, judge (a search of
// the player to move's score) must find it balanced, else other random
// moves are tried.
func (o *Openings) Start(g *interp.Game, seed int64, k int, judge func(*interp.Position) int) (*interp.Position, error) {
	var best *interp.Position
	bestScore := 0
	for try := 0; try < openingTries; try++ {
		p, err := o.randomStart(g, seed, k, try)
		if err != nil || o.Balance == 0 || o.Plies == 0 || judge == nil {
			return p, err
		}
		score := abs(judge(p))
		if score <= o.Balance {
			return p, nil
		}
		if best == nil || score < bestScore {
			best, bestScore = p, score
		}
	}
	return best, nil
}

func (o *Openings) randomStart(g *interp.Game, seed int64, k, try int) (*interp.Position, error) {
	var p *interp.Position
	var err error
	if len(o.Book) == 0 {
		p, err = g.StartPosition()
	} else {
		i := k % len(o.Book)
		if o.Shuffle {
			i = rand.New(rand.NewSource(seed)).Perm(len(o.Book))[i]
		}
		p, err = g.ParseFEN(o.Book[i])
	}
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewSource(mix(seed, int64(k), 0x0be11, int64(try))))
	var legal []interp.Move
	for ply := 0; ply < o.Plies; ply++ {
		legal = p.LegalMoves(legal[:0])
		if p.Outcome(legal).Over {
			break
		}
		m := legal[rng.Intn(len(legal))]
		p.Make(m)
		legal = p.LegalMoves(legal[:0])
		if p.Outcome(legal).Over { // keep openings that leave a game to play
			p.Unmake()
			break
		}
	}
	// The game starts from the position with the moves that led there,
	// so that a repetition of an opening position counts, and an XBoard
	// engine is told the moves as XBoard would (HaChu reads no FEN but
	// its own).
	return p, nil
}

// mix derives a seed from several numbers (splitmix64 steps), so that
// every game and opening has its own random stream whatever the order in
// which games are played.
func mix(vals ...int64) int64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, v := range vals {
		h ^= uint64(v)
		h += 0x9E3779B97F4A7C15
		z := h
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		h = z ^ z>>31
	}
	return int64(h >> 1)
}
