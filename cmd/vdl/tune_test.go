package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/search"
)

// Weights are kept beside the definition of a file's variant, and in the
// working directory for a bundled one or one read from standard input.
func TestWeightsBeside(t *testing.T) {
	for _, c := range []struct{ arg, variant, want string }{
		{"skirmish", "skirmish", "skirmish.eval.yaml"},
		{"-", "mygame", "mygame.eval.yaml"},
		{"mygame.vdl", "mygame", "mygame.eval.yaml"},
		{filepath.Join("games", "mine.vdl"), "second", filepath.Join("games", "second.eval.yaml")},
		{filepath.Join("..", "defs", "x.vdl"), "x", filepath.Join("..", "defs", "x.eval.yaml")},
	} {
		if got := weightsBeside(c.arg, c.variant); got != c.want {
			t.Errorf("weightsBeside(%q, %q) = %q, want %q", c.arg, c.variant, got, c.want)
		}
	}
}

// vdl tune -n 0 --pgn learns from PGN games alone and writes weights
// that read back; a PGN file that does not replay is reported at its
// place, before anything is written; -n 0 without games is an error.
func TestTunePGN(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i, moves := range []string{
		"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7",
		"1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 9. Bxe7 Qxe7 10. Nxd5 exd5",
		"1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7",
	} {
		result := []string{"1-0", "0-1", "1/2-1/2"}[i]
		fmt.Fprintf(&b, "[Event \"t\"]\n[Variant \"chess\"]\n[Result \"%s\"]\n\n%s %s\n\n", result, moves, result)
	}
	pgn := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgn, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "chess.eval.yaml")
	text, code := runVDL(t, "", "tune", "chess", "-n", "0", "--pgn", pgn, "-o", out, "--eval", "none")
	if code != 0 {
		t.Fatalf("vdl tune: exit %d\n%s", code, text)
	}
	if !strings.Contains(text, "games: "+pgn+": 3 games of chess") {
		t.Errorf("no line on the games read:\n%s", text)
	}
	w, err := search.ReadWeights(out)
	if err != nil {
		t.Fatal(err)
	}
	if w.Variant != "chess" || len(w.Scalars) == 0 || len(w.Placement) == 0 {
		t.Errorf("weights %+v: want chess with scalars and placement", w)
	}
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(bad, []byte("[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out2 := filepath.Join(dir, "none.eval.yaml")
	if text, code := runVDL(t, "", "tune", "chess", "-n", "0", "--pgn", bad, "-o", out2); code == 0 || !strings.Contains(text, "bad.pgn:3:") {
		t.Errorf("a bad game: exit %d, output %s", code, text)
	}
	if _, err := os.Stat(out2); err == nil {
		t.Error("a bad game wrote weights")
	}
	if text, code := runVDL(t, "", "tune", "chess", "-n", "0", "-o", out2); code == 0 || !strings.Contains(text, "no positions to learn from") {
		t.Errorf("-n 0 alone: exit %d, output %s", code, text)
	}
}

// --lambda learns from the scores in the moves' comments: bad values
// and flags it cannot go with are errors before any game; with games
// that carry scores it writes weights whose note says so.
func TestTuneLambda(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "w.eval.yaml")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lambda", "1.5", "-n", "0"}, "--lambda 1.5: want a number from 0"},
		{[]string{"--lambda", "-0.1", "-n", "0"}, "--lambda -0.1: want a number from 0"},
		{[]string{"--lambda", "NaN", "-n", "0"}, "--lambda NaN"},
		{[]string{"--lambda", "x"}, "invalid argument \"x\""},
		{[]string{"--lambda", "1"}, "give -n 0 and --pgn FILE"},
		{[]string{"--lambda", "1", "--values-only"}, "cannot go with --values-only"},
		{[]string{"--score-scale", "200", "-n", "0"}, "--score-scale goes with --lambda above 0"},
		{[]string{"--lambda", "1", "-n", "0", "--score-scale", "-5"}, "--score-scale -5: want centipawns"},
	} {
		args := append([]string{"tune", "chess", "-o", out}, c.args...)
		if text, code := runVDL(t, "", args...); code == 0 || !strings.Contains(text, c.want) {
			t.Errorf("vdl %v: exit %d, output %q; want an error with %q", c.args, code, text, c.want)
		}
	}
	var b strings.Builder
	for i := range 4 {
		result := []string{"1-0", "0-1"}[i%2]
		fmt.Fprintf(&b, "[Variant \"chess\"]\n[Result \"%s\"]\n\n1. e4 {+0.30/9 0.1s} e5 {-0.25/9 0.1s} 2. Nf3 {+0.4/9 0.1s} Nc6 {-0.3/9 0.1s} 3. Bb5 {+0.5/9 0.1s} a6 {-0.4/9 0.1s} 4. Ba4 {+0.45/9 0.1s} Nf6 {-0.35/9 0.1s} %s\n\n", result, result)
	}
	pgn := filepath.Join(dir, "scored.pgn")
	if err := os.WriteFile(pgn, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	text, code := runVDL(t, "", "tune", "chess", "-n", "0", "--pgn", pgn, "--lambda", "1", "--score-scale", "200", "-o", out)
	if code != 0 {
		t.Fatalf("vdl tune --lambda 1: exit %d\n%s", code, text)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "--lambda 1") || !strings.Contains(string(data), "sigmoid(score/200)") {
		t.Errorf("the weights' note does not tell the target:\n%s", data)
	}
	// Games without scores give nothing to learn from.
	plain := filepath.Join(dir, "plain.pgn")
	if err := os.WriteFile(plain, []byte("[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if text, code := runVDL(t, "", "tune", "chess", "-n", "0", "--pgn", plain, "--lambda", "1", "-o", filepath.Join(dir, "none.yaml")); code == 0 || !strings.Contains(text, "no quiet position with a score") {
		t.Errorf("games without scores: exit %d, output %s", code, text)
	}
}
