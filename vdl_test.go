package vdl

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
)

func mustLoad(t *testing.T, name string) *Variant {
	t.Helper()
	v, err := Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		load func() (*Variant, error)
		want string
	}{
		{func() (*Variant, error) { return Load("") }, "no variant name given"},
		{func() (*Variant, error) { return Load("chesss") }, `unknown variant "chesss" (did you mean chess`},
		{func() (*Variant, error) { return Compile("variant x extends nosuch {}", "") }, "input.vdl:1:"},
		{func() (*Variant, error) { return Compile("", "") }, "input.vdl defines no playable variant"},
		{func() (*Variant, error) {
			return Compile("variant a extends chess \"A\" {}\nvariant b extends chess \"B\" {}", "")
		}, "input.vdl defines 2 variants: give the name of one (a, b)"},
		{func() (*Variant, error) { return Compile("variant a extends chess \"A\" {}", "c") }, `input.vdl has no variant "c": expected one of a`},
		{func() (*Variant, error) { return CompileFile("nosuch/file.vdl", "") }, "nosuch/file.vdl"},
		{func() (*Variant, error) { return CompileFile("definitions/chess.vdl", "chess961") }, `did you mean chess960`},
	}
	for _, tt := range tests {
		v, err := tt.load()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("got %v, %v; want an error with %q", v, err, tt.want)
		}
	}
}

func TestCompileErrorDiagnostics(t *testing.T) {
	_, err := Compile("variant x extends orthodox \"X\" {\n\tboard 3x3\n\tsetup \"k2/3/2K w - a2 0 1\"\n\tcastling none\n}\n", "")
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("got %v, want a *CompileError", err)
	}
	want := Diagnostic{File: "input.vdl", Line: 3, Col: 21, Severity: "error", Code: "V028"}
	var errs []Diagnostic
	for _, d := range ce.Diagnostics {
		if d.Severity == "error" {
			errs = append(errs, d)
		}
	}
	if len(errs) != 1 {
		t.Fatalf("errors %v, want one", errs)
	}
	got := errs[0]
	got.Message = ""
	if got != want {
		t.Errorf("diagnostic %+v, want %+v", errs[0], want)
	}
	if ce.Error() != errs[0].String() {
		t.Errorf("Error() = %q, want the error's line %q", ce.Error(), errs[0].String())
	}
}

// A file of several variants gives the one named like the file, as the
// vdl command does; Load gives the same variant.
func TestCompileFile(t *testing.T) {
	v, err := CompileFile("definitions/chess.vdl", "")
	if err != nil {
		t.Fatal(err)
	}
	if v.Name() != "chess" {
		t.Errorf("CompileFile(definitions/chess.vdl) is %s, want chess", v.Name())
	}
	n, _ := v.NewGame().Perft(3)
	if n != 8902 {
		t.Errorf("perft 3 = %d, want 8902", n)
	}
	v, err = CompileFile("definitions/chess.vdl", "chess960")
	if err != nil || v.SetupCount() != 960 {
		t.Fatalf("chess960: %v, %d setups", err, v.SetupCount())
	}
	g, err := v.NewGameFromSetup(518)
	if err != nil || g.FEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" {
		t.Errorf("setup 518: %v %v", g, err)
	}
	if _, err := v.NewGameFromSetup(960); err == nil || !strings.Contains(err.Error(), "want 0 to 959") {
		t.Errorf("setup 960: %v", err)
	}
}

// A move that is not legal is an error that leaves the game as it was;
// PlayMoves plays all or none.
func TestPlayErrors(t *testing.T) {
	v := mustLoad(t, "chess")
	tests := []struct {
		moves []string
		want  string
	}{
		{[]string{"e5"}, `move 1 (e5): "e5" is not a legal move here`},
		{[]string{"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7", "a6"}, `move 8 (a6): "a6": the game is over (checkmate)`},
		{[]string{""}, "no move given"},
		{[]string{"e4", "d5", "N"}, `move 3 (N): "N" is not a legal move here`},
		{[]string{"e4", "d5", "exd5", "c6", "dxc6", "Nf6", "cxb7", "Nbd7", "bxc8"}, `move 9 (bxc8): "bxc8" is not a legal move here`}, // a promotion names its piece
	}
	for _, tt := range tests {
		g := v.NewGame()
		before := g.FEN()
		err := g.PlayMoves(tt.moves...)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("PlayMoves(%q): %v, want an error with %q", tt.moves, err, tt.want)
		}
		if g.FEN() != before || len(g.Moves()) != 0 || len(g.MovesSAN()) != 0 {
			t.Errorf("PlayMoves(%q) left %s %q, want the start position", tt.moves, g.FEN(), g.Moves())
		}
	}
}

func TestUndo(t *testing.T) {
	v := mustLoad(t, "chess")
	g, err := v.NewGameFromFEN("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if g.Undo() {
		t.Error("Undo at the start position reported true")
	}
	start := g.FEN()
	if err := g.Play("a8=N"); err != nil {
		t.Fatal(err)
	}
	if got := g.MovesSAN(); !slices.Equal(got, []string{"a8=N"}) {
		t.Errorf("MovesSAN = %q", got)
	}
	if !g.Undo() || g.FEN() != start || len(g.Moves()) != 0 {
		t.Errorf("after Undo: %s %q, want %s", g.FEN(), g.Moves(), start)
	}
	if n := len(g.LegalMoves()); n != 9 { // 4 promotions, 5 king moves
		t.Errorf("%d legal moves after Undo, want 9", n)
	}
}

func TestNotation(t *testing.T) {
	v := mustLoad(t, "chess")
	g := v.NewGame()
	uci, san := g.LegalMoves(), g.LegalMovesSAN()
	if len(uci) != 20 || len(san) != 20 {
		t.Fatalf("%d UCI and %d SAN moves, want 20", len(uci), len(san))
	}
	for i := range uci {
		if s, err := g.SAN(uci[i]); err != nil || s != san[i] {
			t.Errorf("SAN(%s) = %q, %v; want %s", uci[i], s, err, san[i])
		}
		if u, err := g.UCI(san[i]); err != nil || u != uci[i] {
			t.Errorf("UCI(%s) = %q, %v; want %s", san[i], u, err, uci[i])
		}
	}
	if _, err := v.NewGameFromFEN("8/8/8"); err == nil || !strings.Contains(err.Error(), `FEN "8/8/8"`) {
		t.Errorf("bad FEN: %v", err)
	}
}

func TestPerftAndClone(t *testing.T) {
	g := mustLoad(t, "xiangqi").NewGame()
	c := g.Clone()
	if err := c.Play("h3e3"); err != nil {
		t.Fatal(err)
	}
	for depth, want := range []uint64{1, 44, 1920, 79666} {
		if n, err := g.Perft(depth); err != nil || n != want {
			t.Errorf("xiangqi perft %d = %d, %v; want %d", depth, n, err, want)
		}
	}
	if _, err := g.Perft(-1); err == nil {
		t.Error("perft -1: no error")
	}
	if len(g.Moves()) != 0 || len(c.Moves()) != 1 {
		t.Errorf("Clone shares moves: %q %q", g.Moves(), c.Moves())
	}
}

func TestResult(t *testing.T) {
	tests := []struct {
		variant, fen string
		want         string
		rule         string
		winner       Color
	}{
		{"chess", "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1", "1-0", "checkmate", White},
		{"chess", "7k/5Q2/6Q1/8/8/8/8/K7 b - - 0 1", "1/2-1/2", "stalemate", NoColor},
		{"chess", "7k/8/8/8/8/8/8/K7 w - - 0 1", "*", "", NoColor},
		{"chess", "7k/8/8/8/8/8/8/K7 w - - 100 80", "1/2-1/2", "move rule", NoColor},
		{"antichess", "8/8/8/8/8/8/8/K7 b - - 0 1", "0-1", "", Black}, // no pieces left: Black wins
	}
	for _, tt := range tests {
		g, err := mustLoad(t, tt.variant).NewGameFromFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Result()
		if r.String() != tt.want || tt.rule != "" && r.Rule != tt.rule || r.Winner != tt.winner {
			t.Errorf("%s %s: %s %q %v, want %s %q %v", tt.variant, tt.fen, r, r.Rule, r.Winner, tt.want, tt.rule, tt.winner)
		}
	}
}

func TestEngineErrors(t *testing.T) {
	chess, xiangqi := mustLoad(t, "chess"), mustLoad(t, "xiangqi")
	mated, _ := chess.NewGameFromFEN("7k/5QQ1/8/8/8/8/8/K7 b - - 0 1")
	e := chess.NewEngine()
	tests := []struct {
		g    *Game
		lim  Limits
		want string
	}{
		{chess.NewGame(), Limits{}, "no limit"},
		{chess.NewGame(), Limits{Depth: MaxDepth + 1}, "out of range"},
		{chess.NewGame(), Limits{Depth: 2, Time: -1}, "out of range"},
		{xiangqi.NewGame(), Limits{Depth: 1}, "the game is of variant xiangqi, the engine of chess"},
		{mated, Limits{Depth: 1}, "the game is over (checkmate)"},
	}
	for _, tt := range tests {
		if _, err := e.BestMove(tt.g, tt.lim); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("BestMove(%s, %+v): %v, want an error with %q", tt.g.FEN(), tt.lim, err, tt.want)
		}
	}
	g := chess.NewGame()
	a, err := e.BestMove(g, Limits{Depth: 3})
	if err != nil || !slices.Contains(g.LegalMoves(), a.Move) || a.Depth != 3 || a.Nodes == 0 || len(a.PV) == 0 || a.PV[0] != a.Move {
		t.Errorf("BestMove depth 3: %+v, %v", a, err)
	}
	if len(g.Moves()) != 0 {
		t.Errorf("BestMove changed the game: %q", g.Moves())
	}
}

// One Variant serves games in many goroutines (go test -race checks it).
func TestConcurrentGames(t *testing.T) {
	var wg sync.WaitGroup
	counts := make([]uint64, 4)
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := Load("shogi")
			if err != nil {
				t.Error(err)
				return
			}
			counts[i], _ = v.NewGame().Perft(2)
		}()
	}
	wg.Wait()
	for i, n := range counts {
		if n != 900 {
			t.Errorf("goroutine %d: shogi perft 2 = %d, want 900", i, n)
		}
	}
}
