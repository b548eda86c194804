package tune

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/match"
)

// SkipPlies is how many plies from a game's start (its setup or FEN)
// give no position to the fit: the opening, random or from a book, says
// little about placement.
const SkipPlies = 8

// Data are the positions a fit learns from: each position's evaluation
// (for the side to move), its linear features and the game's result for
// the side to move (1 a win, 0.5 a draw, 0 a loss). Positions in check
// and right after a capture are left out (the evaluation of a position
// in the middle of an exchange says little), as are the first
// SkipPlies.
//
// With Lambda above 0 (set before adding games) the fit's target is
// also, or only, the score a stronger engine's search gave the position
// (the mover's score in the comment of the move played from it, see
// ParseScore): Lambda·sigmoid(score/ScoreScale) + (1-Lambda)·result.
// Then only positions with such a score are kept, and only quiet ones,
// where a static evaluation can match a search: not in check, and the
// move played from it not a capture (nor a mate score, nor one beyond
// ScoreCap); the first plies are kept too.
type Data struct {
	eval  *search.Evaluator
	Games int
	// Lambda is the score target's share (0: results alone, 1: scores
	// alone); ScoreScale the centipawns of the scores per logistic unit
	// (0: fitted to the results, see FitWeights).
	Lambda, ScoreScale float64
	// By position: the evaluation, the result, the game's weight and the
	// features (feats[off[i]:off[i+1]]); game[i] numbers its game; sc
	// the score (NaN without one), t the target FitWeights fits.
	e, y, w, sc, t []float32
	game           []int32
	off            []int
	feats          []search.Feature
	// dng, by position, the king danger's terms (search.DangerTerms),
	// where the evaluation has a king danger (else empty): its scalars
	// enter the score through search.DangerPenalty, not linearly.
	dng []dangerPos
}

// dangerPos is the king danger of one position: to the side to move's
// royal and to the other's, and the middlegame's share of the score.
type dangerPos struct {
	me, them search.DangerTerm
	mg       float32
}

// NewData collects positions for a fit of eval's weights.
func NewData(eval *search.Evaluator) *Data {
	return &Data{eval: eval, off: []int{0}}
}

// Positions is the number of positions collected.
func (d *Data) Positions() int { return len(d.e) }

// gameWeight is what one game weighs in the fit, spread over its
// positions: positions of one game are far from independent.
const gameWeight = 8

// addGame adds one game's positions: play replays it, calling visit
// after each ply with the ply's number, whether the move captured and
// the position after it, and score, the mover's score for that position
// (NaN if none fit to learn from: see Data). white is White's share of
// the result.
func (d *Data) addGame(white float64, play func(visit func(ply int, capture bool, p *interp.Position, score float64)) error) error {
	first := len(d.e)
	err := play(func(ply int, capture bool, p *interp.Position, score float64) {
		if d.Lambda > 0 {
			if math.IsNaN(score) || p.InCheck() {
				return
			}
		} else if ply <= SkipPlies || capture || p.InCheck() {
			return
		}
		y := white
		if p.SideToMove() == interp.Black {
			y = 1 - white
		}
		d.e = append(d.e, float32(d.eval.Evaluate(p)))
		d.y = append(d.y, float32(y))
		d.sc = append(d.sc, float32(score))
		d.game = append(d.game, int32(d.Games))
		d.feats = d.eval.Features(p, d.feats)
		d.off = append(d.off, len(d.feats))
		if me, them, mg, ok := d.eval.DangerTerms(p); ok {
			d.dng = append(d.dng, dangerPos{me, them, float32(mg)})
		}
	})
	if err != nil {
		d.e, d.y, d.sc, d.game, d.off = d.e[:first], d.y[:first], d.sc[:first], d.game[:first], d.off[:first+1]
		d.dng = d.dng[:min(len(d.dng), first)]
		d.feats = d.feats[:d.off[first]]
		return err
	}
	if n := len(d.e) - first; n > 0 {
		// A search's score is a far less noisy target than the game's
		// result: each position weighs positionWeight for its score's
		// share of the target.
		for range n {
			d.w = append(d.w, float32((1-d.Lambda)*gameWeight/float64(n)+d.Lambda*positionWeight))
		}
		d.Games++
	}
	return nil
}

// AddResult adds a game of self-play (analyze's, with its moves).
func (d *Data) AddResult(g *interp.Game, res match.GameResult) error {
	total := res.Points[0] + res.Points[1]
	if total <= 0 || res.Error != "" {
		return nil
	}
	return d.addGame(res.Points[0]/total, func(visit func(int, bool, *interp.Position, float64)) error {
		p, err := g.ParseFEN(res.Start)
		if err != nil {
			return err
		}
		var legal []interp.Move
		for i, text := range res.Moves {
			legal = p.LegalMoves(legal[:0])
			m, err := search.ParseMoveText(p, legal, text)
			if err != nil {
				return fmt.Errorf("game %d, ply %d: %v", res.Index+1, i+1, err)
			}
			p.Make(m)
			visit(i+1, m.IsCapture(), p, math.NaN())
		}
		return nil
	})
}

// maxPGNBytes bounds a PGN file of games to learn from.
const maxPGNBytes = 1 << 30

// AddPGN adds the games of a PGN file that are of the evaluator's
// variant (by their Variant tag; a game without one is taken to be) and
// have a result (1-0, 0-1, 1/2-1/2; * is passed over). A game whose moves
// do not replay is an error at its file:line:col. It returns the games
// taken and those passed over.
func (d *Data) AddPGN(v string, path string, games func(*match.PGNGame) error) (taken, skipped int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return 0, 0, fmt.Errorf("%s is not a regular file: games are read from regular files only", path)
	}
	text, err := io.ReadAll(io.LimitReader(f, maxPGNBytes+1))
	if err != nil {
		return 0, 0, err
	}
	if len(text) > maxPGNBytes {
		return 0, 0, fmt.Errorf("%s: larger than 1 GiB", path)
	}
	pgs, err := match.ReadPGN(path, text)
	if err != nil {
		return 0, 0, err
	}
	for i := range pgs {
		pg := &pgs[i]
		if tv, ok := pg.Tag("Variant"); ok && v != "" && !strings.EqualFold(tv, v) {
			skipped++
			continue
		}
		if err := games(pg); err != nil {
			return taken, skipped, err
		}
		taken++
	}
	return taken, skipped, nil
}

// pgnScore is White's share of a PGN result, false for * or another.
func pgnScore(result string) (float64, bool) {
	switch result {
	case "1-0":
		return 1, true
	case "0-1":
		return 0, true
	case "1/2-1/2":
		return 0.5, true
	}
	return 0, false
}

// AddPGNFile adds the games of the PGN file at path (see AddPGN) of
// variant g.
func (d *Data) AddPGNFile(g *interp.Game, path string) (taken, skipped int, err error) {
	return d.AddPGN(g.V.Name, path, func(pg *match.PGNGame) error {
		white, ok := pgnScore(pg.Result.Text)
		if !ok {
			return nil
		}
		return d.addGame(white, func(visit func(int, bool, *interp.Position, float64)) error {
			_, err := match.ReplayPGN(g.V, pg, func(ply int, san string, p *interp.Position) {
				visit(ply, strings.Contains(san, "x"), p, nextScore(pg, ply))
			})
			return err
		})
	})
}

// CheckPGNFile reads a PGN file and replays its games of g's variant
// without evaluating them: what can be found wrong before any game of
// self-play is played.
func CheckPGNFile(g *interp.Game, path string) error {
	_, _, err := NewData(nil).AddPGN(g.V.Name, path, func(pg *match.PGNGame) error {
		if _, ok := pgnScore(pg.Result.Text); !ok {
			return nil
		}
		_, err := match.ReplayPGN(g.V, pg, nil)
		return err
	})
	return err
}
