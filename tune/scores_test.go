package tune

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

// Comments as vdl match and cutechess-cli write them: a score in pawns
// with a sign and a depth, a mate either way, or no score at all.
func TestParseScore(t *testing.T) {
	for _, c := range []struct {
		comment string
		cp      float64
		kind    ScoreKind
	}{
		{"+0.34/12 0.10s", 34, CPScore},
		{"-1.05/9 0.02s", -105, CPScore},
		{"0.00/1", 0, CPScore},
		{"+2.5", 250, CPScore},
		{"-0.07/8 0.01s adjudication: resignation", -7, CPScore},
		{"  +12.40/20  ", 1240, CPScore},
		{"+M5/20 0.10s", 0, MateScore},
		{"-M3", 0, MateScore},
		{"#-2", 0, MateScore},
		{"", 0, NoScore},
		{"0.10s", 0, NoScore},
		{"book", 0, NoScore},
		{"+0.34/x", 0, NoScore},
		{"+-0.34", 0, NoScore},
		{"+Mx/3", 0, NoScore},
		{"+inf", 0, NoScore},
		{"a comment", 0, NoScore},
	} {
		cp, kind := ParseScore(c.comment)
		if cp != c.cp || kind != c.kind {
			t.Errorf("ParseScore(%q) = %v, %v; want %v, %v", c.comment, cp, kind, c.cp, c.kind)
		}
	}
}

// With Lambda above 0 a position is scored by the comment of the move
// played from it, for its side to move; positions whose move has no
// score, a mate score, a score beyond the cap, or captures are left out,
// the first plies are not; the target is sigmoid(score/ScoreScale).
func TestAddPGNFileScores(t *testing.T) {
	g, eval := chessEval(t)
	// The position after ply k is scored by the comment of move k+1.
	// After ply 1 (Black to move) e5's -0.20; after 2 (White) Nf3's
	// +0.50; 3: Nc6's mate; 4: Bb5's book; after 5 (Black) a6's -1.00;
	// 6: Ba4's beyond the cap; after 7 (Black) Nf6's -0.10; 8 and 9:
	// captures follow; after 10 (White) O-O's +0.75; 11: Bd6's time
	// alone; after 12 (White) d4's +0.10, after 13 (Black) Bg4's -0.20;
	// after 14: no move follows.
	game := `[Event "x"]
[Variant "chess"]
[Result "0-1"]

1. e4 {+0.30/10 0.10s} e5 {-0.20/10 0.10s} 2. Nf3 {+0.50/9 0.1s} Nc6 {+M3/5 0.1s}
3. Bb5 {book} a6 {-1.00/9 0.1s} 4. Ba4 {+16.00/9} Nf6 {-0.10/9} 5. Bxc6 {+0.4/9}
dxc6 {-0.3/9} 6. O-O {+0.75/9 0.1s} Bd6 {0.10s} 7. d4 {+0.1/8} Bg4 {-0.2/8} 0-1
`
	path := filepath.Join(t.TempDir(), "s.pgn")
	if err := os.WriteFile(path, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	d := NewData(eval)
	d.Lambda, d.ScoreScale = 1, 100
	if _, _, err := d.AddPGNFile(g, path); err != nil {
		t.Fatal(err)
	}
	wantSc := []float32{-20, 50, -100, -10, 75, 10, -20}
	wantY := []float32{1, 0, 1, 1, 0, 0, 1} // Black won
	if len(d.sc) != len(wantSc) {
		t.Fatalf("scores %v, want %v", d.sc, wantSc)
	}
	for i := range wantSc {
		if d.sc[i] != wantSc[i] || d.y[i] != wantY[i] {
			t.Errorf("position %d: score %v result %v, want %v and %v", i, d.sc[i], d.y[i], wantSc[i], wantY[i])
		}
	}
	if err := d.prepareTargets(nil); err != nil {
		t.Fatal(err)
	}
	for i, s := range wantSc {
		if want := sigmoid(float64(s) / 100); math.Abs(float64(d.t[i])-want) > 1e-6 {
			t.Errorf("position %d: target %v, want %v", i, d.t[i], want)
		}
	}
	// Half and half: the mean of the score's probability and the result.
	d.Lambda = 0.5
	if err := d.prepareTargets(nil); err != nil {
		t.Fatal(err)
	}
	if want := (sigmoid(0.5) + 0) / 2; math.Abs(float64(d.t[1])-want) > 1e-6 {
		t.Errorf("mixed target %v, want %v", d.t[1], want)
	}
	// Games without a score give nothing to fit.
	e := NewData(eval)
	e.Lambda = 1
	if err := os.WriteFile(path, []byte("[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.AddPGNFile(g, path); err != nil || e.Positions() != 0 {
		t.Errorf("a game without scores: %d positions, error %v", e.Positions(), err)
	}
	if _, err := FitWeights(e, DefaultPriors, nil); err == nil {
		t.Error("a fit without positions")
	}
}

// The scores' scale is fitted to the results: scores that predict the
// results through sigmoid(score/200) give a scale near 200.
func TestScoreScaleFitted(t *testing.T) {
	_, eval := chessEval(t)
	d := NewData(eval)
	d.Lambda = 1
	for i := range 2000 {
		s := float64(i%41-20) * 20 // -400 to 400
		p := sigmoid(s / 200)
		y := float32(0)
		if float64(i%97)/97 < p { // results drawn in proportion
			y = 1
		}
		d.e, d.y, d.w, d.sc = append(d.e, 0), append(d.y, y), append(d.w, 1), append(d.sc, float32(s))
		d.game = append(d.game, int32(i))
		d.off = append(d.off, len(d.feats))
	}
	if err := d.prepareTargets(nil); err != nil {
		t.Fatal(err)
	}
	if d.ScoreScale < 150 || d.ScoreScale > 260 {
		t.Errorf("the scores' scale %.0f, want near 200", d.ScoreScale)
	}
}
