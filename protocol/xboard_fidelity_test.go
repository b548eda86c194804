package protocol

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fidelityVariants is the default run of TestXBoardFidelity: variants of
// each kind XBoard is told about. XBoard's own variants (chess,
// capablanca, grand with promotions by rank, makruk, xiangqi on a
// ten-rank board, shogi, crazyhouse's holdings, atomic's explosions),
// and engine-defined ones: with XBoard's default settings (shako's fairy
// pieces, georgian's amazon), with legality testing off (Snark Hunt's
// holes, kingless army and transformations; minishogi drawn as shogi;
// capahouse's promoted pieces that go back to the hand as pawns; pocket
// knight's drops with no captures to the hand; rifle's shots, sent as
// a move there and back; great, a name of XBoard's own variant that
// keeps its holdings). With VDL_XBOARD_ALL=1 every variant vdl offers
// XBoard plays.
var fidelityVariants = []string{
	"normal", "capablanca", "grand", "makruk", "xiangqi", "shogi", "crazyhouse", "atomic",
	"shako", "georgian", "snark-hunt", "minishogi", "capahouse", "pocketknight", "rifle", "great",
}

// TestXBoardFidelity: real XBoard, with its default settings (legality
// testing, mate and material adjudication, claim testing) unless vdl
// tells the user in a message which setting a variant needs, plays vdl
// against vdl for a few moves, and saves its final position; vdl replays
// the moves the engines sent and must reach the same position. A game
// must end by the bound (a draw after a few moves) or by a result vdl
// agrees with: never by XBoard forfeiting an engine or adjudicating a
// mate vdl does not see.
func TestXBoardFidelity(t *testing.T) {
	need(t, xboardPath, "xvfb-run")
	c := testCatalogue(t)
	variants := fidelityVariants
	if os.Getenv("VDL_XBOARD_ALL") != "" {
		variants = xbVariants(c)
	}
	seen := map[string]bool{}
	offered := xbVariants(c)
	for _, v := range variants {
		if !slices.Contains(offered, v) {
			t.Errorf("%s is not offered to XBoard", v)
			continue
		}
		if seen[v] {
			continue
		}
		seen[v] = true
		t.Run(v, func(t *testing.T) {
			t.Parallel()
			fidelityGame(t, v)
		})
	}
}

// fidelityGame plays one game and compares the boards.
func fidelityGame(t *testing.T, variant string) {
	c := testCatalogue(t)
	g, err := c.Game(vdlName(variant))
	if err != nil {
		t.Fatal(err)
	}
	xp, err := newXBPieces(g)
	if err != nil {
		t.Fatal(err)
	}
	settings := xbNeeds(c.variant(vdlName(variant)), g, xp)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-fcp", self, "-scp", self, "-variant", variant}, settings.args...)
	run := xbRun(t, t.TempDir(), args)
	checkFidelity(t, c, variant, run)
}

// checkFidelity replays the moves the engines sent with vdl's rules and
// compares the position with XBoard's; it checks that vdl told the user
// what the variant needs, and how the game ended: by the bound (a draw
// after a few moves), or by a result vdl agrees with, never by XBoard
// forfeiting an engine or adjudicating a mate vdl does not see.
func checkFidelity(t *testing.T, c *Catalogue, variant string, run xbGameRun) {
	t.Helper()
	g, err := c.Game(vdlName(variant))
	if err != nil {
		t.Fatal(err)
	}
	xp, err := newXBPieces(g)
	if err != nil {
		t.Fatal(err)
	}
	n := newXBNotation(g, xp)
	// XBoard's own random variants (fischerandom, caparandom) start
	// from a position of XBoard's, which its PGN gives.
	start := ""
	if m := regexp.MustCompile(`\[FEN "([^"]*)"\]`).FindStringSubmatch(run.pgn); m != nil && xbPlacement(m[1]) != xbPlacement(n.fenToXB(g.V.Setup)) {
		start = n.fenToVDL(m[1])
	}
	b, err := newBoard(g, start)
	if err != nil {
		t.Fatal(err)
	}
	if s := xbNeeds(c.variant(vdlName(variant)), g, xp); s.message != "" && !strings.Contains(run.debug, "tellusererror "+s.message) {
		t.Errorf("vdl did not tell the user %q", s.message)
	}
	moves := run.engineMoves()
	// XBoard saves the position it shows, which may lag the game by the
	// last move when an adjudication ends it: its FEN's move number says
	// how far it is.
	if plies, ok := xbFENPlies(run.fen, b.pos.SideToMove()); !ok || plies != len(moves) && plies != len(moves)-1 {
		t.Fatalf("XBoard's position %q is not after the %d moves played\n%s", run.fen, len(moves), tail(run.pgn, 1500))
	} else {
		moves = moves[:plies]
	}
	for i, mv := range moves {
		m, err := b.parseMove(n.moveToVDL(mv))
		if err != nil {
			t.Fatalf("move %d %s: %v (after %s)", i+1, mv, err, strings.Join(moves[:i], " "))
		}
		b.make(m)
	}
	want := xbPlacement(n.fenToXB(b.pos.FEN()))
	got := xbPlacement(run.fen)
	if g.V.Rules.Drops == nil && g.V.Rules.Hand == nil {
		// XBoard's own grand keeps the captured pieces in holdings, for
		// its promotions.
		got = got[:strings.IndexByte(got, '[')] + "[]"
	}
	if got != want {
		t.Errorf("after %s\nXBoard's board %s\nvdl's board    %s\nXBoard's FEN %s\nvdl's FEN    %s\n%s", strings.Join(moves, " "), got, want, run.fen, b.pos.FEN(), tail(run.pgn, 1500))
	}
	res := xbResultComment.FindStringSubmatch(run.pgn)
	if res == nil {
		t.Fatalf("no result in\n%s", run.pgn)
	}
	comment := res[1]
	for _, m := range run.engineMoves()[len(moves):] { // the move XBoard's position lacks
		if m, err := b.parseMove(n.moveToVDL(m)); err == nil {
			b.make(m)
		}
	}
	o := b.outcome()
	switch {
	case strings.Contains(comment, "long game"):
		if o.Over {
			t.Errorf("XBoard adjudicated a long game in a position vdl calls over: %s", resultLine(o))
		}
	case strings.HasPrefix(strings.ToLower(comment), "xboard") || strings.HasPrefix(comment, "False"):
		if !o.Over || !strings.Contains(strings.ToLower(comment), "mate") {
			t.Errorf("XBoard ended the game: %q; vdl: over %v %s\n%s", comment, o.Over, resultLine(o), tail(run.pgn, 1500))
		}
	default: // an engine's claim
		if !o.Over || !strings.Contains(resultLine(o), comment) {
			t.Errorf("the game ended with %q; vdl: over %v %s", comment, o.Over, resultLine(o))
		}
	}
	t.Logf("%d moves: %s", len(moves), res[0])
}

var xbResultComment = regexp.MustCompile(`\{([^{}]*)\}\s*(1-0|0-1|1/2-1/2|\*)\s*$`)

// xbGameRun is what one XBoard game left behind.
type xbGameRun struct {
	pgn, fen, debug string
}

// engineMoves are the moves the engines sent, in order.
func (r xbGameRun) engineMoves() []string {
	var moves []string
	for _, m := range xbEngineMove.FindAllStringSubmatch(r.debug, -1) {
		moves = append(moves, m[1])
	}
	return moves
}

var xbEngineMove = regexp.MustCompile(`(?m)^\d+ <(?:first|second)\s*: move (\S+)\s*$`)

// xbRun runs XBoard (drawing on a virtual display: -noGUI saves no final
// position) with the engines and variant of args, for a short game: a
// search of depth 2 and at most a second a move, a draw adjudicated
// after 8 moves.
//
// An engine that starts too slowly (a loaded machine) sends its features
// after XBoard has stopped waiting for them (10 seconds) and has begun
// the game without them, by protocol 1: such a game, if it failed, is
// played again, up to twice.
func xbRun(t *testing.T, dir string, args []string) xbGameRun {
	t.Helper()
	for try := 1; ; try++ {
		out := filepath.Join(dir, fmt.Sprint("game", try))
		if err := os.Mkdir(out, 0o755); err != nil {
			t.Fatal(err)
		}
		r := xbRunOnce(t, dir, out, args)
		failed := r.pgn == "" || r.fen == "" || strings.Contains(r.pgn, "Forfeit") || strings.Contains(r.debug, "Illegal move:")
		if !failed || !xbLateStart(r.debug) || try == 3 {
			return r
		}
		t.Logf("an engine sent its features after XBoard began the game: playing it again")
	}
}

// xbLateStart: an engine's features came after XBoard chose the variant,
// which it does once the features are in or it has stopped waiting.
func xbLateStart(debug string) bool {
	for _, e := range []string{"first :", "second:"} {
		done := strings.Index(debug, "<"+e+" feature done=1")
		variant := strings.Index(debug, ">"+e+" variant ")
		if done < 0 || variant >= 0 && variant < done {
			return true
		}
	}
	return false
}

func xbRunOnce(t *testing.T, dir, out string, args []string) xbGameRun {
	t.Helper()
	pgn, fen, debug := filepath.Join(out, "game.pgn"), filepath.Join(out, "game.fen"), filepath.Join(out, "xboard.debug")
	args = append([]string{"-a", xboardPath, "-xexit", "-saveSettingsOnExit", "false",
		"-fd", dir, "-sd", dir, "-depth", "2", "-st", "1",
		"-adjudicateDrawMoves", "8",
		// Little to draw: a small board, no animation.
		"-size", "tiny", "-animateMoving", "false", "-flashCount", "0", "-highlightLastMove", "false",
		"-saveGameFile", pgn, "-savePositionFile", fen,
		"-debug", "-nameOfDebugFile", debug}, args...)
	if !slices.Contains(args, "-mg") {
		args = append(args, "-mg", "1")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xvfb-run", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), engineEnv+"=1", "HOME="+dir)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	output, err := cmd.CombinedOutput()
	var r xbGameRun
	p, perr := os.ReadFile(pgn)
	f, ferr := os.ReadFile(fen)
	d, _ := os.ReadFile(debug)
	r.pgn, r.fen, r.debug = string(p), strings.TrimSpace(string(f)), string(d)
	if err != nil || perr != nil || ferr != nil {
		if xbLateStart(r.debug) {
			return r
		}
		t.Fatalf("xboard: %v %v %v\n%s\n--- debug log (end) ---\n%s", err, perr, ferr, output, tail(r.debug, 3000))
	}
	return r
}

// xbFENPlies is the number of plies played to reach a FEN, from its side
// to move and move number, the game having started with first to move.
func xbFENPlies(fen string, first int) (int, bool) {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return 0, false
	}
	var full int
	if _, err := fmt.Sscan(f[len(f)-1], &full); err != nil || full < 1 {
		return 0, false
	}
	black := 0
	if f[1] == "b" {
		black = 1
	}
	return 2*(full-1) + black - first, true
}

// xbPlacement is a FEN's board and hand, written the same way for
// XBoard's FEN and vdl's: the board rank by rank, each square's piece
// ("+P", "Q~") or "." or "*", and the hand sorted.
func xbPlacement(fen string) string {
	placement, _, _ := strings.Cut(fen, " ")
	hand := ""
	if i := strings.IndexByte(placement, '['); i >= 0 {
		hand = strings.Trim(placement[i:], "[]-")
		placement = placement[:i]
	}
	var b strings.Builder
	for i := 0; i < len(placement); i++ {
		c := placement[i]
		switch {
		case c >= '0' && c <= '9':
			j := i
			for j < len(placement) && placement[j] >= '0' && placement[j] <= '9' {
				j++
			}
			var k int
			fmt.Sscan(placement[i:j], &k)
			b.WriteString(strings.Repeat(".", k))
			i = j - 1
		case c == '+' && i+1 < len(placement):
			b.WriteString("(+" + placement[i+1:i+2] + ")")
			i++
		case i+1 < len(placement) && placement[i+1] == '~':
			b.WriteString("(" + placement[i:i+1] + "~)")
			i++
		default:
			b.WriteByte(c)
		}
	}
	h := strings.Split(hand, "")
	sort.Strings(h)
	return b.String() + " [" + strings.Join(h, "") + "]"
}

// TestXBoardREADME runs every xboard command of the README as written,
// with what makes it a short engine-against-engine game added (a second
// vdl where the command has none, the bound of xbRun), and checks it as
// TestXBoardFidelity does. "$PWD/vdl engine" is this package's engine;
// mygame.vdl is the README's language example, renamed mygame. A
// command must itself give XBoard the settings its variant needs.
func TestXBoardREADME(t *testing.T) {
	need(t, xboardPath, "xvfb-run")
	text, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(text)
	cmds := readmeXBoardCommands(readme)
	if len(cmds) == 0 {
		t.Fatal("README.md has no xboard command")
	}
	example := readmeBlock(readme, "## The language in one example")
	if !strings.Contains(example, "variant capablanca extends") {
		t.Fatalf("README.md's language example is not Capablanca chess:\n%s", example)
	}
	mygame := strings.Replace(example, "variant capablanca", "variant mygame", 1)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range cmds {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			t.Parallel()
			t.Log(line)
			args, err := shellWords(line)
			if err != nil || len(args) < 2 || args[0] != "xboard" {
				t.Fatalf("%q: %v", line, err)
			}
			args = args[1:]
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "mygame.vdl"), []byte(mygame), 0o644); err != nil {
				t.Fatal(err)
			}
			variant, files := "normal", []string(nil)
			for k := 0; k+1 < len(args); k++ {
				switch args[k] {
				case "-variant":
					variant = args[k+1]
				case "-fcp", "-scp":
					cmd := strings.Fields(args[k+1])
					switch {
					case len(cmd) >= 2 && cmd[0] == "$PWD/vdl" && cmd[1] == "engine":
						files = cmd[2:]
						args[k+1] = strings.Join(append([]string{self}, files...), " ")
					case strings.Contains(cmd[0], "fairy-stockfish"):
						need(t, fsfPath)
					}
				}
			}
			if !slices.Contains(args, "-scp") {
				args = append(args, "-scp", self+" "+strings.Join(files, " "))
			}
			c := NewCatalogue()
			if err := c.Err(); err != nil {
				t.Fatal(err)
			}
			for _, f := range files {
				if _, diags := c.Load(filepath.Join(dir, f)); diags.Err() != nil {
					t.Fatal(diags.Err())
				}
			}
			g, err := c.Game(vdlName(variant))
			if err != nil {
				t.Fatal(err)
			}
			xp, err := newXBPieces(g)
			if err != nil {
				t.Fatal(err)
			}
			if s := xbNeeds(c.variant(vdlName(variant)), g, xp); len(s.args) > 0 && !strings.Contains(line, strings.Join(s.args, " ")) {
				t.Errorf("%s needs %s", variant, strings.Join(s.args, " "))
			}
			checkFidelity(t, c, variant, xbRun(t, dir, args))
		})
	}
}

// readmeXBoardCommands are the README's indented command lines that start
// xboard, without their trailing comments.
func readmeXBoardCommands(readme string) []string {
	var cmds []string
	for _, l := range strings.Split(readme, "\n") {
		if rest, ok := strings.CutPrefix(l, "    xboard "); ok {
			if i := strings.Index(rest, " #"); i >= 0 {
				rest = rest[:i]
			}
			cmds = append(cmds, "xboard "+strings.TrimSpace(rest))
		}
	}
	return cmds
}

// readmeBlock is the indented block that follows a heading, unindented.
func readmeBlock(readme, heading string) string {
	_, after, _ := strings.Cut(readme, heading+"\n")
	var b strings.Builder
	for _, l := range strings.Split(after, "\n") {
		switch {
		case strings.HasPrefix(l, "    "):
			b.WriteString(l[4:] + "\n")
		case l == "" && b.Len() == 0:
		case l == "":
			b.WriteString("\n")
		default:
			return b.String()
		}
	}
	return b.String()
}

// shellWords splits a command line as the shell does for the README's
// commands: words separated by spaces, double quotes grouping.
func shellWords(line string) ([]string, error) {
	var words []string
	var w strings.Builder
	in, quoted := false, false
	for _, c := range line {
		switch {
		case c == '"':
			quoted, in = !quoted, true
		case c == ' ' && !quoted:
			if in {
				words = append(words, w.String())
				w.Reset()
			}
			in = false
		default:
			w.WriteRune(c)
			in = true
		}
	}
	if quoted {
		return nil, fmt.Errorf("unclosed quote")
	}
	if in {
		words = append(words, w.String())
	}
	return words, nil
}
