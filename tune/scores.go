package tune

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/match"
)

// ScoreCap is the largest score, in centipawns, a position keeps as a
// target: beyond it the game is decided and the search's figure says
// more about its own scale than about the position.
const ScoreCap = 1500

// positionWeight is what a position weighs in the fit for its score's
// share of the target (see Data; a game's result is spread over its
// positions, gameWeight in all).
const positionWeight = 1

// ScoreKind says what a move's comment holds.
type ScoreKind int

const (
	NoScore   ScoreKind = iota // no score: no comment, "book", a time alone, ...
	CPScore                    // a score in pawns
	MateScore                  // a mate in so many moves, for or against the mover
)

// ParseScore reads the mover's score from a move's comment as vdl match
// and cutechess-cli write them: the first word, in pawns with a sign
// and an optional depth ("+0.34/12 0.10s", "-1.05/9"), or a mate
// ("+M5/20", "-M3"; also "#5", "#-3"). It returns the score in
// centipawns from the side of the player who made the move, for the
// position before it (that player's search's root score).
func ParseScore(comment string) (cp float64, kind ScoreKind) {
	f := strings.Fields(comment)
	if len(f) == 0 {
		return 0, NoScore
	}
	w := f[0]
	if i := strings.IndexByte(w, '/'); i >= 0 {
		if _, err := strconv.Atoi(w[i+1:]); err != nil {
			return 0, NoScore
		}
		w = w[:i]
	}
	body := strings.TrimLeft(w, "+-")
	if len(w)-len(body) > 1 {
		return 0, NoScore
	}
	if m, ok := strings.CutPrefix(body, "M"); ok {
		if _, err := strconv.Atoi(m); err == nil {
			return 0, MateScore
		}
		return 0, NoScore
	}
	if m, ok := strings.CutPrefix(w, "#"); ok {
		if _, err := strconv.Atoi(m); err == nil {
			return 0, MateScore
		}
		return 0, NoScore
	}
	// A score in pawns: digits with a point (a time ends in s, a word
	// has letters).
	if body == "" || strings.IndexFunc(body, func(r rune) bool { return (r < '0' || r > '9') && r != '.' }) >= 0 {
		return 0, NoScore
	}
	x, err := strconv.ParseFloat(w, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, NoScore
	}
	return math.Round(x * 100), CPScore
}

// nextScore is the score to learn from for the position after ply plies
// of pg: the score in the comment of the next move (its mover's, so the
// side to move's in that position), NaN if there is none, if it is a
// mate or beyond ScoreCap, or if the move is a capture (the position is
// not quiet: its search saw a gain a static evaluation cannot).
func nextScore(pg *match.PGNGame, ply int) float64 {
	if ply >= len(pg.Moves) || ply >= len(pg.Comments) || strings.Contains(pg.Moves[ply].Text, "x") {
		return math.NaN()
	}
	cp, kind := ParseScore(pg.Comments[ply])
	if kind != CPScore || math.Abs(cp) > ScoreCap {
		return math.NaN()
	}
	return cp
}

// Scored is the number of positions with a score.
func (d *Data) Scored() int {
	n := 0
	for _, s := range d.sc {
		if !math.IsNaN(float64(s)) {
			n++
		}
	}
	return n
}

// prepareTargets sets the target of each position (see Data), fitting
// ScoreScale to the results first if it is 0.
func (d *Data) prepareTargets(progress io.Writer) error {
	d.t = append(d.t[:0], d.y...)
	if d.Lambda == 0 {
		return nil
	}
	if d.Scored() == 0 {
		return fmt.Errorf("no position has a score to learn from (a comment such as {+0.34/12 0.10s} after its move)")
	}
	if d.ScoreScale == 0 {
		var e, y, w []float32
		for i, s := range d.sc {
			if !math.IsNaN(float64(s)) {
				e, y, w = append(e, s), append(y, d.y[i]), append(w, d.w[i])
			}
		}
		d.ScoreScale = goldenScale(e, y, w)
		if progress != nil {
			fmt.Fprintf(progress, "fit: the scores' scale %.0f centipawns (fitted to the results of %d scored positions)\n", d.ScoreScale, len(e))
		}
	}
	for i, s := range d.sc {
		if !math.IsNaN(float64(s)) {
			d.t[i] = float32(d.Lambda*sigmoid(float64(s)/d.ScoreScale) + (1-d.Lambda)*float64(d.y[i]))
		}
	}
	return nil
}
