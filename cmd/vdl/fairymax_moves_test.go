package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestFairymaxMoves compares vdl's legal moves with Fairy-Max's, the
// nearest thing to a perft Fairy-Max allows: it has no perft and no
// setboard, but in force mode it answers "Illegal move" to a move it
// refuses and makes one it takes (taken back with undo). Along a random
// game from the start of each game of TestFairymaxMatch (vdl's moves,
// each of which Fairy-Max must take), at some positions every move of
// every piece of the side to move to every square is offered to
// Fairy-Max: it must take exactly the from-to pairs vdl has a legal move
// for (with a promotion or gating suffix where vdl's move has one; a
// pair whose moves all have one, Fairy-Max takes bare, promoting by
// itself), and each of vdl's suffixed moves unless a known difference
// (knownFairymaxDifference) covers it.
//
// By default the position after 12 plies of a game of six of them, whose
// pieces are the least like chess's (fairymaxMovesDefault: about 700
// moves offered a game, some seconds each on a loaded machine);
// VDL_FAIRYMAX_POSITIONS=N compares N positions, every 6 plies, in every
// game (all of them at 3 positions: 22 minutes on a loaded machine).
func TestFairymaxMoves(t *testing.T) {
	if _, err := exec.LookPath(fairymaxPath); err != nil {
		t.Skipf("%s is not installed (scripts/test-packages.sh installs fairymax): %v", fairymaxPath, err)
	}
	if testing.Short() {
		t.Skip("-short: offering Fairy-Max every move takes a few seconds a game")
	}
	at := []int{12}
	only := map[string]bool{}
	for _, v := range fairymaxMovesDefault {
		only[v] = true
	}
	if s := os.Getenv("VDL_FAIRYMAX_POSITIONS"); s != "" {
		only = map[string]bool{}
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("VDL_FAIRYMAX_POSITIONS=%q: expected a number of positions", s)
		}
		at = nil
		for i := range n {
			at = append(at, 6*(i+1))
		}
	}
	if s := os.Getenv("VDL_FAIRYMAX_VARIANTS"); s != "" {
		only = map[string]bool{}
		for _, v := range strings.Split(s, ",") {
			only[strings.TrimSpace(v)] = true
		}
	}
	for _, fg := range fairymaxGames {
		if len(only) > 0 && !only[fg.vdl] {
			continue
		}
		name := fg.vdl
		if fg.value != "" {
			name += "/" + fg.value
		}
		t.Run(name, func(t *testing.T) {
			v, err := lang.Find(fg.vdl)
			if err != nil {
				t.Fatal(err)
			}
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			fm := startFairymax(t, fg)
			defer func() { fm.close() }()
			rng := rand.New(rand.NewPCG(uint64(len(fg.vdl)), 28))
			compared := 0
			var played []string
			for ply := 0; ply <= at[len(at)-1]; ply++ {
				legal := p.LegalMoves(nil)
				if len(legal) == 0 || p.Outcome(legal).Over {
					break
				}
				if slices.Contains(at, ply) {
					// A move Fairy-Max took is taken back with undo; in a
					// game with gating Fairy-Max is started afresh and the
					// game replayed instead: its undo of a move from a
					// gating square leaves the wrong pieces in hand and on
					// the board.
					fairymaxCompare(t, &fm, fg.vdl, p, legal, func() {
						if v.Rules.Gating == nil {
							fm.send("undo")
							fm.sync()
							return
						}
						fm.close()
						fm = startFairymax(t, fg)
						fm.replay(g, played)
					})
					compared++
				}
				m := legal[rng.IntN(len(legal))]
				text := g.MoveString(m)
				if fm.refuses(xbSquares(g, text, -1)) {
					if why := knownFairymaxDifference(fg.vdl, "the engine refused the game: Illegal move:"+text, ""); why != "" {
						t.Logf("the game stops at a known difference (%s)", why)
						break
					}
					t.Fatalf("%s: Fairy-Max refuses %s (the game from the start: %s)", p.FEN(), text, strings.Join(played, " "))
				}
				played = append(played, text)
				p.Make(m)
			}
			t.Logf("%d positions compared", compared)
		})
	}
}

// fairymaxMovesDefault are the games TestFairymaxMoves compares by
// default: the falcon's three paths, the bifurcators, the bent pieces of
// Team-mate and Grande Acedrex, a Clobberers army and Mexican's ten-rank
// board.
var fairymaxMovesDefault = []string{"falcon", "bifurcator", "team-mate", "grande-acedrex", "cwda-clobberers-fide", "mexican"}

// fairymaxCompare offers Fairy-Max every move of the side to move's
// pieces in p and compares what it takes with vdl's legal moves.
func fairymaxCompare(t *testing.T, fmp **fairymaxProc, variant string, p *interp.Position, legal []interp.Move, reset func()) {
	t.Helper()
	g := p.Game()
	fen := p.FEN()
	bare := map[string]bool{}     // from-to of a legal move without a suffix
	suffixed := map[string]bool{} // from-to of a legal move with one
	var withSuffix []string
	for _, m := range legal {
		s := g.MoveString(m)
		body := s[:strings.LastIndexAny(s, "0123456789")+1]
		if body == s {
			bare[s] = true
		} else {
			suffixed[body] = true
			withSuffix = append(withSuffix, s)
		}
	}
	white := p.SideToMove() == interp.White
	var squares []string
	for f := range g.Files() {
		for r := range g.Ranks() {
			squares = append(squares, fmt.Sprintf("%c%d", 'a'+f, r+1))
		}
	}
	for _, from := range squares {
		if !ownPiece(pieceOn(fen, from), white) {
			continue
		}
		for _, to := range squares {
			move := from + to
			if to == from || ownPiece(pieceOn(fen, to), white) && !bare[move] && !suffixed[move] {
				// Fairy-Max takes a move onto its own king's square,
				// whatever the piece (b1e1 with the king on e1): its
				// reading of castling written king-takes-rook, not a
				// move of the rules; no rule moves onto a friend.
				continue
			}
			takes := !(*fmp).refuses(xbSquares(g, move, -1))
			if takes {
				reset()
			}
			want := bare[move] || suffixed[move]
			if takes != want {
				t.Errorf("%s: %s: Fairy-Max takes it %v, vdl %v", fen, move, takes, want)
			}
		}
	}
	for _, move := range withSuffix {
		takes := !(*fmp).refuses(xbSquares(g, move, -1))
		if takes {
			reset()
			continue
		}
		if why := knownFairymaxDifference(variant, "the engine refused the game: Illegal move:"+move, ""); why != "" {
			continue
		}
		t.Errorf("%s: %s: vdl's legal move, refused by Fairy-Max", fen, move)
	}
}

// xbSquares shifts the ranks of a move's squares by d on a board of ten
// ranks, which XBoard engines number from 0 (as vdl match does).
func xbSquares(g *interp.Game, move string, d int) string {
	if g.Ranks() != 10 {
		return move
	}
	return xbSquare.ReplaceAllStringFunc(move, func(sq string) string {
		m := xbSquare.FindStringSubmatch(sq)
		r, _ := strconv.Atoi(m[2])
		return m[1] + strconv.Itoa(r+d)
	})
}

var xbSquare = regexp.MustCompile(`([a-z]+)([0-9]+)`)

// ownPiece: the FEN letter pc is a piece of White's (white) or Black's.
func ownPiece(pc string, white bool) bool {
	return pc != "" && (pc[0] >= 'A' && pc[0] <= 'Z') == white
}

// fairymaxProc is Fairy-Max in force mode, set up for one game.
type fairymaxProc struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	n     int
}

func startFairymax(t *testing.T, fg fairymaxGame) *fairymaxProc {
	t.Helper()
	cmd := exec.Command(fairymaxPath)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	fm := &fairymaxProc{t: t, cmd: cmd, in: in, lines: make(chan string, 64)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			fm.lines <- sc.Text()
		}
		close(fm.lines)
	}()
	fm.send("xboard")
	fm.send("protover 2")
	if fg.option != "" {
		fm.send("option " + fg.option + "=" + fg.value)
	}
	fm.send("new")
	if fg.engine != "normal" {
		fm.send("variant " + fg.engine)
	}
	fm.send("force")
	fm.sync()
	return fm
}

// replay plays the moves played (in vdl's notation) from the start.
func (fm *fairymaxProc) replay(g *interp.Game, played []string) {
	for _, m := range played {
		fm.send(xbSquares(g, m, -1))
	}
	if fm.sync() {
		fm.t.Fatalf("Fairy-Max refuses a move of the game replayed: %s", strings.Join(played, " "))
	}
}

func (fm *fairymaxProc) send(cmd string) {
	if _, err := io.WriteString(fm.in, cmd+"\n"); err != nil {
		fm.t.Fatalf("fairymax: %s: %v", cmd, err)
	}
}

// sync waits for Fairy-Max to answer a ping, and reports whether it said
// "Illegal move" on the way.
func (fm *fairymaxProc) sync() bool {
	fm.n++
	fm.send("ping " + strconv.Itoa(fm.n))
	pong := "pong " + strconv.Itoa(fm.n)
	illegal := false
	timeout := time.After(time.Minute)
	for {
		select {
		case l, ok := <-fm.lines:
			if !ok {
				fm.t.Fatalf("fairymax exited")
			}
			if strings.HasPrefix(l, "Illegal move") || strings.HasPrefix(l, "Error") {
				illegal = true
			}
			if l == pong {
				return illegal
			}
		case <-timeout:
			fm.t.Fatalf("fairymax: no %s within a minute", pong)
		}
	}
}

// refuses offers a move in Fairy-Max's notation: true if it refused it
// (else it has made it).
func (fm *fairymaxProc) refuses(move string) bool {
	fm.send(move)
	return fm.sync()
}

func (fm *fairymaxProc) close() {
	fm.send("quit")
	fm.in.Close()
	done := make(chan error, 1)
	go func() { done <- fm.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		fm.cmd.Process.Kill()
		<-done
	}
}
