package tune

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

func chessEval(t *testing.T) (*interp.Game, *search.Evaluator) {
	t.Helper()
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	return g, search.NewEvaluator(g)
}

// A placement square that predicts the result gains; one no position
// has keeps its untuned value; the loss on the games fitted falls.
func TestFitWeightsLearnsASquare(t *testing.T) {
	g, eval := chessEval(t)
	idx := eval.Index()
	knight := -1
	for ty, pc := range g.V.Pieces {
		if pc.Name == "Knight" {
			knight = ty
		}
	}
	good := int32(idx.Placement(knight, 27, false)) // d4, middlegame
	noise := int32(idx.Placement(knight, 18, false))
	d := NewData(eval)
	for game := 0; game < 400; game++ {
		win := game%3 != 0
		for ply := 0; ply < 10; ply++ {
			x := float32(-1)
			y := float32(0)
			if win {
				x, y = 1, 1
			}
			if (game+ply)%5 == 0 { // not a perfect predictor
				x = -x
			}
			d.e = append(d.e, 0)
			d.y = append(d.y, y)
			d.w = append(d.w, 1)
			d.game = append(d.game, int32(game))
			d.feats = append(d.feats, search.Feature{Index: good, Value: x}, search.Feature{Index: noise, Value: float32(ply%2*2 - 1)})
			d.off = append(d.off, len(d.feats))
		}
		d.Games++
	}
	f, err := FitWeights(d, DefaultPriors, nil)
	if err != nil {
		t.Fatal(err)
	}
	theta0 := eval.Weights0()
	if gain := f.Theta[good] - theta0[good]; gain < 5 {
		t.Errorf("the winning square gained %.1f centipawns, want 5 or more", gain)
	}
	if moved := math.Abs(f.Theta[noise] - theta0[noise]); moved > 2 {
		t.Errorf("a square of no meaning moved %.1f centipawns", moved)
	}
	unseen := idx.Placement(knight, 40, true)
	if f.Theta[unseen] != theta0[unseen] {
		t.Errorf("a square no position has moved from %v to %v", theta0[unseen], f.Theta[unseen])
	}
	if f.TrainAfter >= f.TrainBefore {
		t.Errorf("loss on the games fitted %v -> %v: did not fall", f.TrainBefore, f.TrainAfter)
	}
	if _, err := FitWeights(NewData(eval), DefaultPriors, nil); err == nil {
		t.Error("a fit of no positions gave no error")
	}
}

// Games read from PGN: positions in check, after a capture and in the
// first plies are left out; results come from the PGN; a game of
// another variant is passed over; a bad move is an error at its place.
func TestAddPGNFile(t *testing.T) {
	g, eval := chessEval(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// 14 plies: the first 8 are skipped, 9 (Bxc6) and 10 (dxc6) are
	// captures; 11 to 14 are kept, Black then White to move.
	game := `[Event "x"]
[Variant "chess"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. Bxc6 dxc6 6. O-O Bd6 7. d4 Bg4 1-0

[Event "y"]
[Variant "shogi"]
[Result "0-1"]

1. P7f 0-1

[Event "z"]
[Result "*"]

1. e4 *
`
	d := NewData(eval)
	taken, skipped, err := d.AddPGNFile(g, write("a.pgn", game))
	if err != nil {
		t.Fatal(err)
	}
	if taken != 2 || skipped != 1 || d.Games != 1 {
		t.Errorf("taken %d, skipped %d, games %d; want 2, 1, 1", taken, skipped, d.Games)
	}
	if d.Positions() != 4 {
		t.Errorf("%d positions, want 4 (after plies 11 to 14)", d.Positions())
	}
	if fmt.Sprint(d.y) != "[0 1 0 1]" { // White won: the result for the side to move
		t.Errorf("results %v, want [0 1 0 1]", d.y)
	}
	_, _, err = NewData(eval).AddPGNFile(g, write("bad.pgn", "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n"))
	if err == nil || !strings.Contains(err.Error(), "bad.pgn:3:") {
		t.Errorf("a bad move: error %v, want one at bad.pgn:3:", err)
	}
	if _, _, err := NewData(eval).AddPGNFile(g, dir); err == nil {
		t.Error("a folder read as PGN")
	}
}
