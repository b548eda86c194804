package definitions_test

import (
	"bufio"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// nodeBudget is the largest perft count a test row may take: small with
// -short, moderate by default, anything with VDL_PERFT_MAX=N (the deep run).
func nodeBudget() uint64 {
	if s := os.Getenv("VDL_PERFT_MAX"); s != "" {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			return n
		}
	}
	if testing.Short() {
		return 5_000_000 // every chess reference position to depth 4
	}
	return 20_000_000
}

type perftRow struct {
	variant, fen string
	depth        int
	nodes        uint64
	note         string
	line         int
}

// readTSV reads a reference table; cols names the columns to pick by header.
func readRows(t *testing.T, file string) []perftRow {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan()
	header := strings.Split(sc.Text(), "\t")
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	var rows []perftRow
	for line := 2; sc.Scan(); line++ {
		c := strings.Split(sc.Text(), "\t")
		get := func(name string) string {
			if i, ok := col[name]; ok && i < len(c) {
				return c[i]
			}
			return ""
		}
		// Rows of Fairy-Stockfish's Chess960 mode (chess960 true) need no
		// mode here: castling with king and rook anywhere on the rank is
		// what the castling block says, and X-FEN and Shredder-FEN rights
		// are both read.
		r := perftRow{variant: get("variant"), fen: get("fen"), note: get("note"), line: line}
		if r.variant == "" {
			r.variant = "chess" // chess-positions.tsv names positions, not variants
		}
		r.depth, _ = strconv.Atoi(get("depth"))
		r.nodes, _ = strconv.ParseUint(get("nodes"), 10, 64)
		rows = append(rows, r)
	}
	return rows
}

func runRows(t *testing.T, file string) {
	variants := bundledVariants(t)
	budget := nodeBudget()
	games := map[string]*interp.Game{}
	skipped := map[string]string{}
	covered := map[string]bool{}
	rows, deep := 0, 0
	for _, r := range readRows(t, file) {
		v, ok := variants[r.variant]
		switch {
		case !ok:
			skipped[r.variant] = "no bundled definition"
			continue
		}
		rows++
		covered[r.variant] = true
		if r.nodes > budget {
			deep++
			continue
		}
		g := games[r.variant]
		if g == nil {
			var err error
			if g, err = interp.NewGame(v); err != nil {
				t.Fatalf("%s: %v", r.variant, err)
			}
			games[r.variant] = g
		}
		fen := r.fen
		if fen == "startpos" {
			fen = v.Setup
		}
		t.Run(r.variant+"/"+strconv.Itoa(r.line), func(t *testing.T) {
			p, err := g.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			if got := p.Perft(r.depth); got != r.nodes {
				t.Errorf("%s perft %d from %s: got %d, want %d (%s)", r.variant, r.depth, fen, got, r.nodes, r.note)
			}
		})
	}
	t.Logf("%d rows over %d bundled variants (%d rows above the node budget of %d not run)", rows, len(covered), deep, budget)
	names := make([]string, 0, len(skipped))
	for v := range skipped {
		names = append(names, v)
	}
	sort.Strings(names)
	for _, v := range names {
		t.Logf("not covered: %s: %s", v, skipped[v])
	}
}

// TestChessReference checks the chessprogramming wiki positions.
func TestChessReference(t *testing.T) {
	runRows(t, "testdata/reference/chess-positions.tsv")
}

// TestFairyStockfishSuite checks every row of Fairy-Stockfish's perft suite
// whose variant is bundled here, under the same name.
func TestFairyStockfishSuite(t *testing.T) {
	runRows(t, "testdata/reference/fairy-stockfish-suite.tsv")
}

// TestFairyStockfishExtra checks further positions counted by
// Fairy-Stockfish (start positions of setup families, and positions
// reached by random play that vdl's own tests found worth keeping).
func TestFairyStockfishExtra(t *testing.T) {
	runRows(t, "testdata/reference/fairy-stockfish-extra.tsv")
}
