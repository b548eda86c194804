package definitions_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
)

// fsfVariants lists the variants the Fairy-Stockfish bin offers (its
// UCI_Variant combo) and its version (from "id name": "11.1", or a build
// date such as "251126").
func fsfVariants(t *testing.T, bin string) (names []string, version string) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader("uci\nquit\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", bin, err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 4 && f[0] == "id" && f[1] == "name":
			version = f[3]
		case len(f) > 6 && f[0] == "option" && f[2] == "UCI_Variant":
			for i := 6; i < len(f); i++ {
				if f[i-1] == "var" {
					names = append(names, f[i])
				}
			}
		}
	}
	if len(names) < 10 {
		t.Fatalf("%s lists %d variants (%v): not the UCI_Variant combo expected", bin, len(names), names)
	}
	return names, version
}

// TestEveryFairyStockfishVariant: every variant the Fairy-Stockfish at hand
// offers (its UCI_Variant combo) is bundled under the same name, so its
// users find theirs by the name they know. The Debian package's list is
// shorter than a build with large boards (set VDL_FSF to one).
func TestEveryFairyStockfishVariant(t *testing.T) {
	bin := fsftest.Binary(t)
	names, _ := fsfVariants(t, bin)
	bundled := bundledVariants(t)
	for _, n := range names {
		if bundled[n] == nil {
			t.Errorf("Fairy-Stockfish's %s is not bundled", n)
		}
	}
	t.Logf("%d variants of %s, all bundled", len(names), bin)
}
