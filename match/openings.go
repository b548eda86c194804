package match

import (
	"crypto/sha256"
	"fmt"
	"math/rand"
	"strings"

	"github.com/vdl-chess/vdl/interp"
)

// Openings give each pair of games its start: a position from a book
// (in order, or shuffled by the seed), then some random legal moves. Both
// games of a pair start from the same position, colours swapped, so an
// unbalanced opening favours neither player.
type Openings struct {
	Book    []BookLine `json:"-"`                 // empty: the variant's start position
	Digest  string     `json:"book,omitempty"`    // identifies the book (set by Check)
	Shuffle bool       `json:"shuffle,omitempty"` // take the book in an order shuffled by the seed
	Plies   int        `json:"plies"`             // random plies played from the book position
	// Balance, if not 0, rejects random openings that a short search
	// scores beyond ±Balance centipawns (a hung queen), trying again with
	// other moves up to openingTries times.
	Balance int `json:"balance,omitempty"`
}

// openingTries bounds the random openings tried for a balanced one.
const openingTries = 40

// balanceDepth is the depth of the search that judges an opening.
const balanceDepth = 3

// Check reads every book position, so a bad book fails before games
// start, and sets Digest, by which shards of one match are recognised.
func (o *Openings) Check(g *interp.Game) error {
	h := sha256.New()
	for i := range o.Book {
		l := &o.Book[i]
		if _, err := l.start(g); err != nil {
			return err
		}
		if len(l.Moves) == 0 {
			fmt.Fprintln(h, l.FEN)
		} else {
			fmt.Fprintln(h, l.FEN, strings.Join(l.Moves, " "))
		}
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
		p, err = o.Book[i].start(g)
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
