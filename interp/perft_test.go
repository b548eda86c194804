package interp

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// referenceRows reads the chess reference counts (copied from the shared reference folder):
// the chessprogramming wiki, checked there against two other generators.
func referenceRows(t *testing.T) [][4]string {
	f, err := os.Open("../definitions/testdata/reference/chess-positions.tsv")
	if err != nil {
		t.Skipf("reference counts not available: %v", err)
	}
	defer f.Close()
	var rows [][4]string
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		rows = append(rows, [4]string{c[0], c[1], c[2], c[3]})
	}
	return rows
}

func TestPerftHandBuiltChess(t *testing.T) {
	g, err := NewGame(handChess())
	if err != nil {
		t.Fatal(err)
	}
	maxNodes := uint64(5_000_000)
	if testing.Short() {
		maxNodes = 500_000
	}
	for _, r := range referenceRows(t) {
		depth, _ := strconv.Atoi(r[2])
		want, _ := strconv.ParseUint(r[3], 10, 64)
		if want > maxNodes {
			continue
		}
		p, err := g.ParseFEN(r[1])
		if err != nil {
			t.Fatalf("%s: %v", r[0], err)
		}
		if got := p.Perft(depth); got != want {
			t.Errorf("%s depth %d: got %d, want %d", r[0], depth, got, want)
		}
	}
}
