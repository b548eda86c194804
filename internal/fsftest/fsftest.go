// Package fsftest finds a Fairy-Stockfish binary for tests that compare
// vdl with it, and skips them, saying why, where there is none.
package fsftest

import (
	"os"
	"os/exec"
	"testing"
)

// Binary returns the Fairy-Stockfish to test against: $VDL_FSF, else the
// Debian package's /usr/games/fairy-stockfish (scripts/test-packages.sh
// installs it), else fairy-stockfish on the PATH. It skips the test when
// there is none.
func Binary(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("VDL_FSF"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/games/fairy-stockfish"); err == nil {
		return "/usr/games/fairy-stockfish"
	}
	if p, err := exec.LookPath("fairy-stockfish"); err == nil {
		return p
	}
	t.Skip("no Fairy-Stockfish: install the Debian package fairy-stockfish (scripts/test-packages.sh) or set VDL_FSF")
	return ""
}
