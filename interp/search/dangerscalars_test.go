package search

import (
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// randomPositions plays n random games of g, minPlies to
// minPlies+spread-1 plies each, and keeps their last positions.
func randomPositions(g *interp.Game, n int, seed int64, minPlies, spread int) []*interp.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []*interp.Position
	var buf []interp.Move
	for len(out) < n {
		p, _ := g.StartPosition()
		plies := minPlies + rng.Intn(spread)
		for i := 0; i < plies; i++ {
			var m interp.Move
			var ok bool
			if m, ok, buf = p.RandomMove(rng, buf); !ok {
				break
			}
			p.Make(m)
		}
		out = append(out, p.Clone())
	}
	return out
}

// shogiWith is shogi's evaluator (the definition's) with the scalars
// of a weights file's text.
func shogiWith(t *testing.T, g *interp.Game, scalars string) *Evaluator {
	t.Helper()
	return evaluatorWith(t, g, "variant: shogi\nscalars:\n"+scalars)
}

// evaluatorWith is g's evaluator with a weights file of the given text,
// read from a file as the engine reads one.
func evaluatorWith(t *testing.T, g *interp.Game, text string) *Evaluator {
	t.Helper()
	path := filepath.Join(t.TempDir(), "w.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := ReadWeights(path)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewWeightedEvaluator(g, w)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The king danger's scalars at their defaults score exactly as the
// constants did (the engine plays the same moves without a file); the
// penalty DangerPenalty computes from DangerTerms is the evaluation's
// (to rounding), and its gradient is the penalty's change.
func TestDangerScalars(t *testing.T) {
	g := bundledGame(t, "shogi")
	def := NewEvaluator(g)
	same := shogiWith(t, g, "  king_danger: 100\n  danger_attacker: 40\n  danger_hit: 70\n  danger_shelter: 60\n  danger_cap: 600\n  hand_bonus: 0\n")
	off := shogiWith(t, g, "  king_danger: 0\n")
	half := shogiWith(t, g, "  king_danger: 50\n")
	none := NewEvaluator(g)
	none.danger = nil
	x0 := [5]float64{100, dangerAttacker, dangerHit, dangerShelter, dangerCap}
	counted := 0
	for _, p := range randomPositions(g, 300, 7, 10, 51) {
		base := def.Evaluate(p)
		if got := same.Evaluate(p); got != base {
			t.Fatalf("%s: the defaults written out score %d, the constants %d", p.FEN(), got, base)
		}
		if got, want := off.Evaluate(p), none.Evaluate(p); got != want {
			t.Errorf("%s: king_danger 0 scores %d, without the danger %d", p.FEN(), got, want)
		}
		me, them, mg, ok := def.DangerTerms(p)
		if !ok {
			t.Fatal("shogi has no king danger")
		}
		if me.Pieces >= 2 || them.Pieces >= 2 {
			counted++
		}
		penMe, gMe := DangerPenalty(me, x0)
		penThem, _ := DangerPenalty(them, x0)
		// The danger's share of the score: both penalties, less the
		// integer rounding (each penalty and the taper's division).
		share := float64(base - none.Evaluate(p))
		if want := mg * (penThem - penMe); math.Abs(share-want) > 3 {
			t.Errorf("%s: the danger moves the score by %.0f, DangerPenalty says %.1f (me %+v, them %+v)", p.FEN(), share, want, me, them)
		}
		// king_danger 50 halves the share (to rounding).
		if got := float64(half.Evaluate(p) - none.Evaluate(p)); math.Abs(got-share/2) > 3 {
			t.Errorf("%s: king_danger 50 moves the score by %.0f, want about %.1f", p.FEN(), got, share/2)
		}
		for k := range x0 {
			const h = 1e-3
			x := x0
			x[k] += h
			up, _ := DangerPenalty(me, x)
			x[k] -= 2 * h
			down, _ := DangerPenalty(me, x)
			if num := (up - down) / (2 * h); math.Abs(num-gMe[k]) > 1e-3*max(1, math.Abs(num)) {
				t.Errorf("%s: scalar %s: gradient %g, the penalty's change %g", p.FEN(), ScalarNames[DangerScalars[k]], gMe[k], num)
			}
		}
	}
	if counted < 30 {
		t.Errorf("only %d of 300 positions have a king danger to count: the test tests little", counted)
	}
	// No king danger in chess.
	if _, _, _, ok := NewEvaluator(bundledGame(t, "chess")).DangerTerms(nil); ok {
		t.Error("chess has a king danger")
	}
}

// hand_bonus makes pieces in hand dearer, and Features measures it.
func TestHandBonusScalar(t *testing.T) {
	g := bundledGame(t, "shogi")
	def := NewEvaluator(g)
	more := shogiWith(t, g, "  hand_bonus: 20\n")
	// Black holds a rook and a pawn; White, to move, nothing.
	p, err := g.ParseFEN("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL[rp] w - 1")
	if err != nil {
		t.Fatal(err)
	}
	rook, pawn := -1, -1
	for ty, pc := range g.V.Pieces {
		switch pc.Name {
		case "Rook":
			rook = ty
		case "Pawn":
			pawn = ty
		}
	}
	want := -(def.Values[rook] + def.Values[pawn]) * 20 / 100
	if got := more.Evaluate(p) - def.Evaluate(p); abs(got-want) > 1 {
		t.Errorf("hand_bonus 20 moved the score by %d, want %d", got, want)
	}
	x := def.Index().Scalar(scHandBonus)
	found := false
	for _, f := range def.Features(p, nil) {
		if int(f.Index) == x {
			found = true
			if got := float64(f.Value) * 20; math.Abs(got-float64(want)) > 2 {
				t.Errorf("hand_bonus's feature %v predicts %.1f for 20, want %d", f.Value, got, want)
			}
		}
		for _, i := range DangerScalars {
			if int(f.Index) == def.Index().Scalar(i) {
				t.Errorf("Features gives the king danger's %s a linear feature", ScalarNames[i])
			}
		}
	}
	if !found {
		t.Error("Features gives hand_bonus no feature where pieces are in hand")
	}
}

// The danger's scalars are not negative; hand_bonus not below -100.
func TestDangerScalarRange(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ text, err string }{
		{"variant: shogi\nscalars:\n  danger_hit: -5\n", "w.yaml:3:15: the scalar danger_hit is -5: expected 0 to 10000"},
		{"variant: shogi\nscalars:\n  king_danger: -1\n", "w.yaml:3:16: the scalar king_danger is -1: expected 0 to 10000"},
		{"variant: shogi\nscalars:\n  hand_bonus: -101\n", "w.yaml:3:15: the scalar hand_bonus is -101: expected -100 to 10000"},
		{"variant: shogi\nscalars:\n  danger_hits: 5\n", `w.yaml:3:3: unknown scalar "danger_hits" (did you mean danger_hit?)`},
		{"variant: shogi\nscalars:\n  hand_bonus: -100\n  danger_cap: 0\n", ""},
	} {
		path := filepath.Join(dir, "w.yaml")
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadWeights(path)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%q: %v", tt.text, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want one saying %q", tt.text, err, tt.err)
		}
	}
}
