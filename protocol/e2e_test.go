package protocol

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// engineEnv makes the test binary act as "vdl engine" (see TestMain), so
// that the GUIs run exactly this package's code.
const engineEnv = "VDL_PROTOCOL_TEST_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(engineEnv) != "" {
		// As vdl engine does on a pipe: XBoard sends SIGINT until it has
		// read feature sigint=0, late when the machine is loaded.
		signal.Ignore(os.Interrupt)
		c, err := NewCatalogue()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := Run(Config{Catalogue: c}, "auto", os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Debian's programs the end-to-end tests drive (scripts/test-packages.sh
// installs them).
const (
	xboardPath  = "/usr/games/xboard"
	fsfPath     = "/usr/games/fairy-stockfish"
	polyglotBin = "/usr/games/polyglot"
)

func need(t *testing.T, paths ...string) {
	t.Helper()
	for _, p := range paths {
		if _, err := exec.LookPath(p); err != nil {
			t.Skipf("%s is not installed (scripts/test-packages.sh installs xboard, polyglot, xvfb and fairy-stockfish): %v", p, err)
		}
	}
}

// xbGame is one game XBoard runs between two engines.
type xbGame struct {
	variant     string
	first       string // engine commands; "" is vdl
	second      string
	uci         [2]bool // run the engine through polyglot (XBoard's -fUCI)
	legality    bool    // XBoard's own legality test
	drawAfter   int     // XBoard adjudicates a draw after this many moves
	timeControl string
}

// play runs the game with xboard -noGUI under xvfb-run and returns the
// PGN it saved.
func (xg xbGame) play(t *testing.T) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	cmds := [2]string{xg.first, xg.second}
	for i := range cmds {
		if cmds[i] == "" {
			cmds[i] = self
		}
	}
	args := []string{"-a", xboardPath, "-noGUI", "-xexit", "-saveSettingsOnExit", "false",
		"-fcp", cmds[0], "-fd", dir, "-scp", cmds[1], "-sd", dir,
		"-variant", xg.variant, "-mg", "1", "-tc", xg.timeControl, "-inc", "0.05",
		"-adjudicateDrawMoves", fmt.Sprint(xg.drawAfter), "-saveGameFile", pgn,
		"-testLegality", fmt.Sprint(xg.legality), "-debug", "-nameOfDebugFile", filepath.Join(dir, "xboard.debug"),
		// XBoard interrupts an engine (SIGINT) until it has read its
		// "feature sigint=0", which a loaded machine delays: vdl ignores
		// the signal (as CECP asks), but Fairy-Stockfish and polyglot die
		// of it and the game hangs. Tell XBoard beforehand.
		"-firstFeatures", "sigint=0", "-secondFeatures", "sigint=0"}
	if xg.uci[0] {
		args = append(args, "-fUCI")
	}
	if xg.uci[1] {
		args = append(args, "-sUCI")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xvfb-run", args...)
	cmd.Dir = dir
	// XBoard starts polyglot by name, from /usr/games.
	cmd.Env = append(os.Environ(), engineEnv+"=1", "HOME="+dir, "PATH="+os.Getenv("PATH")+":/usr/games")
	// A timeout must end xvfb-run's children too (Xvfb, xboard, engines),
	// or their open pipes keep the test waiting.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	text, rerr := os.ReadFile(pgn)
	if err != nil || rerr != nil {
		debug, _ := os.ReadFile(filepath.Join(dir, "xboard.debug"))
		t.Fatalf("xboard: %v %v\n%s\n--- debug log (end) ---\n%s", err, rerr, out, tail(string(debug), 3000))
	}
	return string(text)
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// check replays the saved game with vdl's rules: it parses, names its
// variant and has a result, and every move is legal.
func (xg xbGame) check(t *testing.T, pgn string) {
	t.Helper()
	b := testBoard(t, vdlName(xg.variant))
	xp, err := newXBPieces(b.game)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := checkPGN(b, xp, pgn)
	if err != nil {
		t.Fatalf("%v\n%s", err, pgn)
	}
	if pg.tags["Variant"] != xg.variant && !(xg.variant == "normal" && pg.tags["Variant"] == "") {
		t.Errorf("Variant tag %q, want %q", pg.tags["Variant"], xg.variant)
	}
	if r := pg.tags["Result"]; r != "1-0" && r != "0-1" && r != "1/2-1/2" || r != pg.end {
		t.Errorf("result tag %q, movetext ends with %q", pg.tags["Result"], pg.end)
	}
	if len(pg.moves) == 0 {
		t.Errorf("no moves:\n%s", pgn)
	}
	drops := 0
	for _, m := range pg.moves {
		if strings.Contains(m, "@") {
			drops++
		}
	}
	t.Logf("%d moves (%d drops), %s", len(pg.moves), drops, pg.tags["Result"])
}

// TestXBoardEndToEnd: real XBoard plays vdl against Fairy-Stockfish in
// variants both know, and vdl against itself in seed games that XBoard
// learns from vdl (setup and piece lines), holdings and drops included.
// Games are short: a fast clock
// and a draw adjudicated after a few moves.
func TestXBoardEndToEnd(t *testing.T) {
	need(t, xboardPath, "xvfb-run")
	games := []xbGame{
		{variant: "capablanca", second: fsfPath, legality: true, drawAfter: 12, timeControl: "0:05"},
		{variant: "shako", first: fsfPath, legality: true, drawAfter: 12, timeControl: "0:05"},
		{variant: "snark-hunt", legality: false, drawAfter: 12, timeControl: "0:05"},
		{variant: "overboard", legality: false, drawAfter: 6, timeControl: "0:08"},
		// Holdings and drops: XBoard's own crazyhouse, and an engine-defined
		// variant with a hand (a setup line with holdings).
		{variant: "crazyhouse", first: fsfPath, legality: true, drawAfter: 12, timeControl: "0:05"},
		{variant: "pocketknight", legality: false, drawAfter: 12, timeControl: "0:05"},
	}
	for _, xg := range games {
		t.Run(xg.variant, func(t *testing.T) {
			if strings.Contains(xg.first+xg.second, "fairy") {
				need(t, fsfPath)
			}
			t.Parallel()
			xg.check(t, xg.play(t))
		})
	}
}

// TestPolyglotEndToEnd: XBoard drives vdl's UCI side through polyglot.
// Polyglot keeps its own board of orthodox chess, so the games are
// chess: vdl against Fairy-Stockfish, and against vdl over XBoard's
// protocol.
func TestPolyglotEndToEnd(t *testing.T) {
	need(t, xboardPath, "xvfb-run", polyglotBin)
	games := []xbGame{
		{variant: "normal", uci: [2]bool{true, false}, second: fsfPath, legality: true, drawAfter: 12, timeControl: "0:05"},
		{variant: "normal", uci: [2]bool{false, true}, legality: true, drawAfter: 12, timeControl: "0:05"},
	}
	for i, xg := range games {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			if xg.second == fsfPath {
				need(t, fsfPath)
			}
			t.Parallel()
			xg.check(t, xg.play(t))
		})
	}
}
