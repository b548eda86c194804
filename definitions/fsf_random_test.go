package definitions_test

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/interp"
)

// TestRandomPositionsAgainstFairyStockfish: for every variant the
// Fairy-Stockfish at hand offers, positions reached by random play in vdl
// count the same perft 2 in both programs. The suite rows check start
// positions; this finds what only the middle of a game shows (hands,
// promoted pieces, counters, spent rights). A mismatch names the FEN, to
// be divided by hand (vdl perft --divide, Fairy-Stockfish's go perft).
func TestRandomPositionsAgainstFairyStockfish(t *testing.T) {
	bin := fsftest.Binary(t)
	positions := 4 // VDL_FSF_POSITIONS=N for a longer run
	if n, err := strconv.Atoi(os.Getenv("VDL_FSF_POSITIONS")); err == nil && n > 0 {
		positions = n
	} else if testing.Short() {
		positions = 1
	}
	depth := 2 // VDL_FSF_DEPTH=N to look deeper
	if n, err := strconv.Atoi(os.Getenv("VDL_FSF_DEPTH")); err == nil && n > 0 && n < 6 {
		depth = n
	}
	seed := uint64(25) // VDL_FSF_SEED=N for other positions
	if n, err := strconv.ParseUint(os.Getenv("VDL_FSF_SEED"), 10, 64); err == nil {
		seed = n
	}
	bundled := bundledVariants(t)
	names, version := fsfVariants(t, bin)
	for _, name := range names {
		if bundled[name] == nil {
			continue // TestEveryFairyStockfishVariant reports it
		}
		t.Run(name, func(t *testing.T) {
			if why := olderRules[version+" "+name]; why != "" {
				t.Skipf("Fairy-Stockfish %s: %s", version, why)
			}
			g, start := bundledPosition(t, name, "")
			rng := rand.New(rand.NewPCG(uint64(len(name)), seed))
			var fens []string
			var counts []uint64
			for range positions {
				// Counted from the FEN, as Fairy-Stockfish does: a played
				// position also knows its history (repetitions, passes).
				fen := randomPosition(start, rng, 1+rng.IntN(60)).FEN()
				p, err := g.ParseFEN(fen)
				if err != nil {
					t.Fatalf("%s: %v", fen, err)
				}
				fens = append(fens, fen)
				counts = append(counts, p.Perft(depth))
			}
			got, err := fsfPerft(bin, name, fens, depth)
			if err != nil {
				t.Fatal(err)
			}
			for i, fen := range fens {
				if got[i] != counts[i] {
					t.Errorf("%s: perft %d = %d, Fairy-Stockfish counts %d", fen, depth, counts[i], got[i])
				}
			}
		})
	}
}

// olderRules are the variants an older Fairy-Stockfish plays by rules its
// later versions (and vdl, which follows them) changed, by "version
// variant".
var olderRules = map[string]string{
	"11.1 dobutsu":   "a lion on the far rank wins at once, attacked or not (later versions, flagPieceSafe: only if it survives a turn)",
	"11.1 cambodian": "a rook that moves onto the unmoved king's file or rank leaves it its knight's leap (later versions take it away)",
	"11.1 karouk":    "cambodian's rook rule, as for cambodian",
	"11.1 chigorin":  "a pawn may promote to a piece of the other army too (later versions: only to its own side's)",
}

// randomPosition plays up to plies random legal moves from start, never
// the move that ends the game (decided positions are counted by other
// tests: Fairy-Stockfish's perft does not look at the game's end).
func randomPosition(start *interp.Position, rng *rand.Rand, plies int) *interp.Position {
	p := start.Clone()
	for range plies {
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			break
		}
		p.Make(ms[rng.IntN(len(ms))])
		if p.Outcome(p.LegalMoves(nil)).Over {
			p.Unmake()
			break
		}
	}
	return p
}

// fsfPerft counts perft depth from each FEN with one Fairy-Stockfish
// process, waiting for each count before the next position (its perft
// runs in a search thread).
func fsfPerft(bin, variant string, fens []string, depth int) ([]uint64, error) {
	cmd := exec.Command(bin)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer cmd.Wait()
	defer in.Close()
	lines := make(chan string, 1024)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
		io.Copy(io.Discard, out)
	}()
	fmt.Fprintf(in, "uci\nsetoption name UCI_Variant value %s\n", variant)
	var counts []uint64
	for _, fen := range fens {
		fmt.Fprintf(in, "position fen %s\ngo perft %d\n", fen, depth)
		n, err := nodesSearched(lines)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %v", variant, fen, err)
		}
		counts = append(counts, n)
	}
	fmt.Fprintln(in, "quit")
	return counts, nil
}

// nodesSearched waits for the "Nodes searched: N" line of a perft.
func nodesSearched(lines <-chan string) (uint64, error) {
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				return 0, fmt.Errorf("Fairy-Stockfish ended before its count")
			}
			if rest, found := strings.CutPrefix(l, "Nodes searched: "); found {
				return strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
			}
		case <-timeout:
			return 0, fmt.Errorf("no count from Fairy-Stockfish in 60 s")
		}
	}
}
