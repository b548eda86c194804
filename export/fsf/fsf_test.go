package fsf

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// The sections written for a few variants, kept as golden files.
func TestExportGolden(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "dodo", "extinction", "racingkings"} {
		v, err := lang.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Export(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		path := filepath.Join("testdata", name+".ini")
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s:\n%s\nwant:\n%s", name, got, want)
		}
	}
}

// A variant Fairy-Stockfish cannot express gets every reason at once.
func TestExportReasons(t *testing.T) {
	tests := []struct {
		variant string
		want    []string
	}{
		{"butters", []string{"piece King captures by effects (butt)", "piece Pawn captures by effects (butt)"}},
		{"jabberwocky", []string{"a rings-and-spokes board", "holes in the board", "piece Tove: its moves are not plain Betza"}},
		{"march-hare", []string{"turns of several moves"}},
		{"identific", []string{"a placement phase (drops)", "piece Unidentified changes type by moving"}},
		{"leaping-bat-chess", []string{"a 16x12 board", "the score 0.6-0.4 for stalemate", "piece King has a once-per-game move"}},
	}
	for _, tt := range tests {
		v, err := lang.Find(tt.variant)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Export(v)
		var ue *UnsupportedError
		if !errors.As(err, &ue) {
			t.Fatalf("%s: got %v, want an UnsupportedError", tt.variant, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not say %q", tt.variant, err, w)
			}
		}
	}
}

// Fairy-Stockfish, given the section under a new name (so it cannot fall
// back on a built-in variant of the same name), counts the same perft as
// vdl from the start position, for every bundled variant the exporter
// writes. An older Fairy-Stockfish may not load sections that need newer
// keys (custom pieces); those are listed, and chess and capablanca must
// load.
func TestExportPerftAgainstFairyStockfish(t *testing.T) {
	bin := fsftest.Binary(t)
	variants, _ := lang.Bundled()
	dir := t.TempDir()
	loaded := map[string]bool{}
	var skipped []string
	custom := supportsCustomPieces(t, bin, dir)
	for _, v := range variants {
		renamed := *v
		renamed.Name = "vdl-" + v.Name
		text, err := Export(&renamed)
		if err != nil {
			continue
		}
		if !custom && (strings.Contains(text, "customPiece") || strings.Contains(text, "king = "+strings.ToLower(v.Pieces[0].Letter)+":")) {
			skipped = append(skipped, v.Name)
			continue
		}
		path := filepath.Join(dir, v.Name+".ini")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		depth := 3
		if v.Board.Files*v.Board.Ranks > 64 {
			depth = 2
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		// The start, and a position some random moves in (castling
		// rights, en passant, promotions).
		for i, fen := range []string{p.FEN(), randomPosition(p, 16)} {
			if i == 1 {
				depth = 2
			}
			q, err := g.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			got, ok, err := fsfPerft(bin, path, renamed.Name, fen, depth)
			if err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			if !ok {
				skipped = append(skipped, v.Name)
				break
			}
			loaded[v.Name] = true
			if want := q.Perft(depth); got != want {
				t.Errorf("%s %s: Fairy-Stockfish perft %d = %d from the exported section, vdl %d\n%s", v.Name, fen, depth, got, want, text)
			}
		}
	}
	if len(skipped) > 0 {
		t.Logf("%s does not read custom pieces or did not load: %s", bin, strings.Join(skipped, ", "))
	}
	for _, must := range []string{"chess", "capablanca"} {
		if !loaded[must] {
			t.Errorf("%s did not load the exported %s", bin, must)
		}
	}
}

// randomPosition plays up to n seeded random moves from p (stopping
// before the game ends) and returns the FEN reached; p is restored.
func randomPosition(p *interp.Position, n int) string {
	rng := rand.New(rand.NewSource(int64(len(p.FEN()))))
	made := 0
	for ; made < n; made++ {
		legal := p.LegalMoves(nil)
		if len(legal) == 0 || p.Outcome(legal).Over {
			break
		}
		p.Make(legal[rng.Intn(len(legal))])
	}
	fen := p.FEN()
	for ; made > 0; made-- {
		p.Unmake()
	}
	return fen
}

// fsfPerft runs Fairy-Stockfish's perft on fen in variant name from the
// file ini; ok is false when it does not load the variant.
func fsfPerft(bin, ini, name, fen string, depth int) (uint64, bool, error) {
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(fmt.Sprintf("uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nisready\nposition fen %s\ngo perft %d\nquit\n", ini, name, fen, depth))
	out, err := cmd.Output()
	if err != nil {
		return 0, false, err
	}
	loaded := false
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "info string variant "+name+" ") {
			loaded = true
		}
		if n, ok := strings.CutPrefix(line, "Nodes searched: "); ok && loaded {
			v, err := strconv.ParseUint(strings.TrimSpace(n), 10, 64)
			return v, true, err
		}
	}
	return 0, false, nil
}

// supportsCustomPieces reports whether bin reads customPiece keys (older
// packaged builds ignore them, or crash): a custom wazir on d4 has 4
// moves, the king on h1 3.
func supportsCustomPieces(t *testing.T, bin, dir string) bool {
	path := filepath.Join(dir, "probe.ini")
	ini := "[vdl-probe]\nking = k\ncustomPiece1 = w:W\nstartFen = 7k/8/8/8/3W4/8/8/7K w - - 0 1\ncastling = false\n"
	if err := os.WriteFile(path, []byte(ini), 0o644); err != nil {
		t.Fatal(err)
	}
	n, ok, err := fsfPerft(bin, path, "vdl-probe", "7k/8/8/8/3W4/8/8/7K w - - 0 1", 1)
	return err == nil && ok && n == 7
}
