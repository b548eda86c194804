package protocol

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp/search"
)

func TestUCIHandshake(t *testing.T) {
	s := startSession(t, "auto", Config{})
	s.send("uci")
	s.expect("id name vdl")
	s.expect("id author the vdl authors")
	combo := s.next()
	for _, v := range []string{"chess", "shako", "capablanca", "snark-hunt", "overboard"} {
		if !strings.Contains(combo+" ", " var "+v+" ") {
			t.Errorf("UCI_Variant combo lacks %s: %q", v, combo)
		}
	}
	if !strings.HasPrefix(combo, "option name UCI_Variant type combo default chess var ") {
		t.Errorf("combo line %q", combo)
	}
	s.expect("option name VariantPath type string default <empty>")
	s.expect("option name Hash type spin default 16 min 1 max 4096")
	s.expect("option name Threads type spin default 1 min 1 max 256")
	s.expect("option name MultiPV type spin default 1 min 1 max 500")
	s.expect("option name Ponder type check default false")
	s.expect("option name UCI_Chess960 type check default false")
	lo, hi := search.EloRange()
	s.expect("option name Skill Level type spin default 20 min 0 max 20")
	s.expect("option name UCI_LimitStrength type check default false")
	s.expect(fmt.Sprintf("option name UCI_Elo type spin default %d min %d max %d", hi, lo, hi))
	s.expect("uciok")
	s.send("isready")
	s.expect("readyok")
}

// eloRangeText is the calibrated UCI_Elo range as the error says it.
func eloRangeText() string {
	lo, hi := search.EloRange()
	return fmt.Sprintf("%d to %d", lo, hi)
}

// uciScripts are sessions of commands, each with the exact replies.
var uciScripts = []struct {
	name  string
	steps []step
}{
	{"variant line as Fairy-Stockfish prints it", []step{
		{"setoption name UCI_Variant value shako", []string{"info string variant shako files 10 ranks 10 pocket 0 template fairy startpos c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1"}},
		{"isready", []string{"readyok"}},
	}},
	{"no variant line for XBoard's own variants", []step{
		{"setoption name UCI_Variant value capablanca", nil},
		{"isready", []string{"readyok"}},
	}},
	{"unknown variant", []step{
		{"setoption name UCI_Variant value shakko", []string{`info string error: UCI_Variant: unknown variant "shakko" (did you mean shako?)`}},
	}},
	{"perft counts as Fairy-Stockfish's", []step{
		{"setoption name UCI_Variant value shako", []string{"info string variant shako files 10 ranks 10 pocket 0 template fairy startpos c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1"}},
		{"position startpos moves e3e5", nil},
		{"go perft 2", []string{"", "Nodes searched: 3883", ""}},
	}},
	{"castling as king takes rook", []step{
		{"position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1", nil},
		{"d", boardLines("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4")},
	}},
	{"an illegal move leaves the position as it was", []step{
		{"position startpos moves e2e4", nil},
		{"position startpos moves e2e4 e7e4", []string{"info string error: position: move 2: move e7e4 is not legal here"}},
		{"d", boardLines("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")},
	}},
	{"a bad FEN is refused", []step{
		{"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", []string{`info string error: position: FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1": column 43: unknown piece symbol "X": expected one of K Q R B N P, a digit, '*' or '/'`}},
		{"position", []string{"info string error: position: expected startpos or fen"}},
		{"position fen", []string{"info string error: position fen: expected a FEN"}},
	}},
	{"checkers", []step{
		{"position startpos moves f2f3 e7e5 g2g4 d8h4", nil},
		{"d", boardLines("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")},
	}},
	{"options", []step{
		{"setoption name Hash value 0", []string{`info string error: Hash: "0" is out of range: want 1 to 4096`}},
		{"setoption name Hash value 8", nil},
		{"setoption name Threads value 0", []string{`info string error: Threads: "0" is out of range: want 1 to 256`}},
		{"setoption name Threads value 257", []string{`info string error: Threads: "257" is out of range: want 1 to 256`}},
		{"setoption name Threads value 2", nil},
		{"setoption name Ponder value true", nil},
		{"setoption name Skill Level value 21", []string{`info string error: Skill Level: "21" is out of range: want 0 to 20`}},
		{"setoption name skill level value 3", nil},
		{"setoption name UCI_LimitStrength value maybe", []string{`info string error: UCI_LimitStrength: "maybe", expected true or false`}},
		{"setoption name UCI_Elo value 100", []string{`info string error: UCI_Elo: "100" is out of range: want ` + eloRangeText() + ` (the range vdl's levels are calibrated for, on Fairy-Stockfish's scale)`}},
		{"setoption name Contempt value 3", []string{`info string error: setoption: no option "Contempt"`}},
		{"setoption", []string{"info string error: setoption: expected name NAME [value VALUE]"}},
		{"isready", []string{"readyok"}},
	}},
	{"bad go parameters", []step{
		{"go depth x", []string{`info string error: go: depth "x": expected a whole number`}},
		{"go depth 0", []string{"info string error: go: depth 0: expected at least 1"}},
		{"go perft 1001", []string{"info string error: go: perft 1001: depth must be between 1 and 1000"}},
		{"go perft 0", []string{"info string error: go: perft 0: depth must be between 1 and 1000"}},
		{"go perft -99999999999999999999", []string{"info string error: go: perft -99999999999999999999: depth must be between 1 and 1000"}},
		{"go mate 99999999999999999999 movetime x", []string{`info string error: go: movetime "x": expected a whole number`}},
		{"go sideways", []string{`info string error: go: unknown parameter "sideways"`}},
		{"go searchmoves e2e5", []string{"info string error: go: searchmoves: move e2e5 is not legal here"}},
		{"frobnicate", []string{"info string unknown command: frobnicate"}},
	}},
	{"a finished game has no best move", []step{
		{"position startpos moves f2f3 e7e5 g2g4 d8h4", nil},
		{"go depth 3", []string{"info depth 0 score mate 0", "bestmove (none)"}},
		{"position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", nil},
		{"go depth 3", []string{"info depth 0 score cp 0", "bestmove (none)"}},
	}},
}

// step is one command and the engine's exact replies to it.
type step struct {
	send  string
	reply []string
}

// boardLines is the tail of "d" that the tests check: the FEN; the board
// drawing above it is checked in TestDiagram.
func boardLines(fen string) []string { return []string{"Fen: " + fen} }

func TestUCIScripts(t *testing.T) {
	for _, sc := range uciScripts {
		t.Run(sc.name, func(t *testing.T) {
			s := startSession(t, "uci", Config{})
			for _, st := range sc.steps {
				s.send("%s", st.send)
				s.replies(st)
			}
			s.send("isready")
			s.expect("readyok")
		})
	}
}

// replies checks the replies to one step: exactly, except that the
// drawing of "d" and the divide of perft are skipped up to the lines
// checked.
func (s *session) replies(st step) {
	s.t.Helper()
	for _, want := range st.reply {
		switch {
		case strings.HasPrefix(want, "Fen: "):
			got := s.until("Fen: ")
			if last := got[len(got)-1]; last != want {
				s.t.Fatalf("%s: got %q, want %q", st.send, last, want)
			}
			s.until("Checkers: ")
		case want == "" && strings.HasPrefix(st.send, "go perft"):
			for s.next() != "" {
			}
		default:
			if got := s.next(); got != want {
				s.t.Fatalf("%s: got %q, want %q", st.send, got, want)
			}
		}
	}
}

func TestDiagram(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("position startpos moves f2f3 e7e5 g2g4 d8h4")
	s.send("d")
	got := s.until("Checkers: ")
	want := []string{"",
		" +---+---+---+---+---+---+---+---+",
		" | r | n | b |   | k | b | n | r |8  ",
		" +---+---+---+---+---+---+---+---+",
		" | p | p | p | p |   | p | p | p |7",
		" +---+---+---+---+---+---+---+---+",
		" |   |   |   |   |   |   |   |   |6",
		" +---+---+---+---+---+---+---+---+",
		" |   |   |   |   | p |   |   |   |5",
		" +---+---+---+---+---+---+---+---+",
		" |   |   |   |   |   |   | P | q |4",
		" +---+---+---+---+---+---+---+---+",
		" |   |   |   |   |   | P |   |   |3",
		" +---+---+---+---+---+---+---+---+",
		" | P | P | P | P | P |   |   | P |2",
		" +---+---+---+---+---+---+---+---+",
		" | R | N | B | Q | K | B | N | R |1 *",
		" +---+---+---+---+---+---+---+---+",
		"   a   b   c   d   e   f   g   h",
		"",
		"Fen: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
	}
	if len(got) != len(want)+2 {
		t.Fatalf("d: %d lines, want %d:\n%s", len(got), len(want)+2, strings.Join(got, "\n"))
	}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("line %d: got %q, want %q", i, got[i], w)
		}
	}
	if !strings.HasPrefix(got[len(want)], "Key: ") || len(got[len(want)]) != len("Key: ")+16 {
		t.Errorf("key line %q", got[len(want)])
	}
	if got[len(want)+1] != "Checkers: h4 " {
		t.Errorf("checkers line %q", got[len(want)+1])
	}
}

// TestUCIDiagramHoles: holes are drawn as Fairy-Stockfish draws walls.
func TestUCIDiagramHoles(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("setoption name UCI_Variant value snark-hunt")
	s.until("info string variant snark-hunt files 6 ranks 8 pocket 0 template fairy startpos ssssss/**4/6/3***/6/**4/PPPPPP/BNQKNB w KQ - 0 1")
	s.send("d")
	got := s.until("Fen: ")
	if got[4] != " | * | * |   |   |   |   |7" {
		t.Errorf("rank 7: %q", got[4])
	}
}

// TestUCISearch: every kind of limit ends with a legal best move.
func TestUCISearch(t *testing.T) {
	for _, goCmd := range []string{"go depth 2", "go nodes 2000", "go movetime 50", "go wtime 500 btime 500 winc 10 binc 10",
		"go wtime 2000 btime 2000 movestogo 5", "go mate 1", "go depth 3 searchmoves a2a3 h2h3"} {
		t.Run(goCmd, func(t *testing.T) {
			s := startSession(t, "uci", Config{})
			s.send("position startpos moves e2e4 e7e5")
			s.send("%s", goCmd)
			lines := s.until("bestmove ")
			best := strings.Fields(lines[len(lines)-1])[1]
			b := testBoard(t, "chess", "e2e4", "e7e5")
			if _, err := b.parseMove(best); err != nil {
				t.Fatalf("bestmove %s: %v", best, err)
			}
			if strings.Contains(goCmd, "searchmoves") && best != "a2a3" && best != "h2h3" {
				t.Errorf("bestmove %s outside searchmoves", best)
			}
			for _, l := range lines[:len(lines)-1] {
				if !strings.HasPrefix(l, "info depth ") || !strings.Contains(l, " score ") || !strings.Contains(l, " pv ") {
					t.Errorf("info line %q", l)
				}
			}
		})
	}
}

// MultiPV N reports N lines after each iteration, numbered 1 to N, best
// first, each with its own first move; bestmove is line 1's. White can
// take the queen (even: the rook on b1 falls), the rook (losing the queen
// for it) or neither.
func TestUCIMultiPV(t *testing.T) {
	for _, tt := range []struct {
		value string
		lines int
	}{{"3", 3}, {"1", 1}, {"500", 12}} { // 12: every legal move
		t.Run(tt.value, func(t *testing.T) {
			s := startSession(t, "uci", Config{})
			s.send("setoption name MultiPV value %s", tt.value)
			s.send("position fen 4k3/8/8/3q4/8/1r6/8/1R1RK3 w - - 0 1")
			s.send("go depth 3")
			lines := s.until("bestmove ")
			byDepth := map[string][]string{} // depth: the lines' first moves
			lastScore := map[string]int{}
			for _, l := range lines[:len(lines)-1] {
				f := strings.Fields(l)
				depth, k, cp, first := f[2], f[6], f[9], f[slices.Index(f, "pv")+1]
				if want := fmt.Sprint(len(byDepth[depth]) + 1); k != want {
					t.Fatalf("line %q: multipv %s, want %s", l, k, want)
				}
				score, err := strconv.Atoi(cp)
				if err != nil || f[8] != "cp" && f[8] != "mate" {
					t.Fatalf("line %q: no score", l)
				}
				if f[8] == "mate" { // mated sooner is worse
					score = -100000 - score
					if score < -100000 {
						score = 200000 + score
					}
				}
				if prev, ok := lastScore[depth]; ok && score > prev {
					t.Errorf("line %q scores above the line before (%d)", l, prev)
				}
				lastScore[depth] = score
				if slices.Contains(byDepth[depth], first) {
					t.Errorf("line %q: %s already has a line", l, first)
				}
				byDepth[depth] = append(byDepth[depth], first)
			}
			for _, d := range []string{"1", "2", "3"} {
				if got := len(byDepth[d]); got != tt.lines {
					t.Errorf("depth %s: %d lines, want %d", d, got, tt.lines)
				}
			}
			if first := byDepth["3"]; len(first) == 0 || first[0] != "d1d5" || tt.lines > 1 && first[1] != "b1b3" {
				t.Errorf("depth 3 lines start %v, want d1d5 then b1b3", first)
			}
			if best := lines[len(lines)-1]; !strings.HasPrefix(best, "bestmove d1d5") {
				t.Errorf("%q, want bestmove d1d5", best)
			}
		})
	}
	s := startSession(t, "uci", Config{})
	s.send("setoption name MultiPV value 0")
	s.expect(`info string error: MultiPV: "0" is out of range: want 1 to 500`)
}

func testBoard(t *testing.T, variant string, moves ...string) *board {
	t.Helper()
	g, err := testCatalogue(t).Game(variant)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newBoard(g, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if _, err := b.play(m); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// noBestMove reads replies for a while and fails on a bestmove.
func (s *session) noBestMove(d time.Duration) {
	s.t.Helper()
	deadline := time.After(d)
	for {
		select {
		case l := <-s.lines:
			if strings.HasPrefix(l, "bestmove") {
				s.t.Fatalf("bestmove before stop: %q", l)
			}
		case <-deadline:
			return
		}
	}
}

func TestUCIInfiniteUntilStop(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("position startpos")
	s.send("go infinite")
	s.noBestMove(300 * time.Millisecond)
	s.send("isready") // answered during the search
	s.until("readyok")
	s.send("stop")
	s.until("bestmove ")
	// A finished game: no move, but still nothing before stop.
	s.send("position startpos moves f2f3 e7e5 g2g4 d8h4")
	s.send("go infinite")
	s.noBestMove(100 * time.Millisecond)
	s.send("stop")
	s.expect("info depth 0 score mate 0")
	s.expect("bestmove (none)")
}

func TestUCIPonderHit(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("position startpos moves e2e4")
	s.send("go ponder wtime 1000 btime 1000")
	s.noBestMove(300 * time.Millisecond)
	s.send("ponderhit")
	s.until("bestmove ")
}

// TestUCIVariantPath: files loaded at run time; their errors reach the
// GUI with file:line:col.
func TestUCIVariantPath(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "tiny.vdl")
	bad := filepath.Join(dir, "bad.vdl")
	write(t, good, `variant tiny extends orthodox "Tiny chess" {
	board 4x5
	setup "rnbk/pppp/4/PPPP/RNBK w - - 0 1"
	castling none
	promotion { pieces Pawn; last-rank; choices Rook Knight Bishop; mandatory }
}
`)
	write(t, bad, "variant broken extends orthodx {\n}\n")
	c := NewCatalogue()
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	s := startSession(t, "uci", Config{Catalogue: c})
	s.send("setoption name VariantPath value %s", bad)
	l := s.next()
	if !strings.HasPrefix(l, "info string "+bad+":1:") || !strings.Contains(l, "error[V") {
		t.Errorf("diagnostic %q, want file:line:col and a code", l)
	}
	s.send("setoption name VariantPath value %s", good+string(os.PathListSeparator)+dir)
	s.until("info string VariantPath: ")
	s.send("setoption name UCI_Variant value tiny")
	s.expect("info string variant tiny files 4 ranks 5 pocket 0 template fairy startpos rnbk/pppp/4/PPPP/RNBK w - - 0 1")
	s.send("go perft 1")
	lines := s.until("Nodes searched: ")
	if lines[len(lines)-1] != "Nodes searched: 6" {
		t.Errorf("tiny perft 1: %q", lines[len(lines)-1])
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestUCIDrops: drops in position commands and in perft, as Fairy-
// Stockfish writes them.
func TestUCIDrops(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("setoption name UCI_Variant value identific-alternate")
	s.until("info string variant identific-alternate files 8 ranks 8 pocket ")
	s.send("position startpos moves U@e1 u@e8 u@d8")
	s.expect("info string error: position: move 3: move u@d8 is not legal here")
	s.send("position startpos moves U@e1 u@e8 U@d1")
	s.send("d")
	got := s.until("Fen: ")
	if want := "Fen: 4u3/8/8/8/8/8/8/3UU3[UUUUUUUUUUuuuuuuuuuuu] b - - 0 2"; got[len(got)-1] != want {
		t.Errorf("got %q, want %q", got[len(got)-1], want)
	}
}

// TestUCIGames plays whole games through the protocol, the GUI's way:
// position with every move so far, go, play the best move; each one is
// checked legal, until the rules end the game.
func TestUCIGames(t *testing.T) {
	for _, variant := range []string{"losalamos", "snark-hunt", "identific-alternate"} {
		t.Run(variant, func(t *testing.T) {
			s := startSession(t, "uci", Config{})
			s.send("setoption name UCI_Variant value %s", variant)
			s.send("ucinewgame")
			b := testBoard(t, variant)
			var moves []string
			for ply := 0; ; ply++ {
				if ply > 2000 {
					t.Fatal("no end after 2000 plies")
				}
				s.send("position startpos moves %s", strings.Join(moves, " "))
				s.send("go nodes 300")
				lines := s.until("bestmove ")
				best := strings.Fields(lines[len(lines)-1])[1]
				if best == "(none)" {
					if !b.outcome().Over {
						t.Fatalf("bestmove (none) in a game not over: %s", b.pos.FEN())
					}
					return
				}
				if b.outcome().Over {
					t.Fatalf("a move %s after the game ended (%s)", best, b.outcome().Rule)
				}
				if _, err := b.play(best); err != nil {
					t.Fatalf("ply %d: %v in %s", ply+1, err, b.pos.FEN())
				}
				moves = append(moves, best)
			}
		})
	}
}

// TestUCIChess960: with UCI_Chess960 on, castling is written king-takes-
// rook and the rights as the rooks' files. The expected lines are
// Fairy-Stockfish 11.1's replies to the same commands.
func TestUCIChess960(t *testing.T) {
	s := startSession(t, "uci", Config{})
	s.send("setoption name UCI_Chess960 value maybe")
	s.expect(`info string error: UCI_Chess960: "maybe", expected true or false`)
	const italian = "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6"
	kingMoves := func() ([]string, string) {
		s.send("go perft 1")
		lines := s.until("Nodes searched: ")
		var king []string
		for _, l := range lines {
			if strings.HasPrefix(l, "e1") {
				king = append(king, strings.TrimSuffix(l, ": 1"))
			}
		}
		slices.Sort(king)
		return king, lines[len(lines)-1]
	}
	for _, test := range []struct {
		on               string
		king             []string
		castled          string
		fenAfterCastling string
	}{
		{"false", []string{"e1e2", "e1f1", "e1g1"}, "e1g1", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"},
		{"true", []string{"e1e2", "e1f1", "e1h1"}, "e1h1", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b ha - 5 4"},
		{"false", []string{"e1e2", "e1f1", "e1g1"}, "e1g1", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"},
	} {
		s.send("setoption name UCI_Chess960 value %s", test.on)
		s.send(italian)
		king, nodes := kingMoves()
		if !slices.Equal(king, test.king) || nodes != "Nodes searched: 33" {
			t.Errorf("UCI_Chess960 %s: king moves %v, %s; want %v, 33", test.on, king, nodes, test.king)
		}
		s.send("%s %s", italian, test.castled)
		s.send("d")
		if got := s.until("Fen: "); got[len(got)-1] != "Fen: "+test.fenAfterCastling {
			t.Errorf("UCI_Chess960 %s: %s, want Fen: %s", test.on, got[len(got)-1], test.fenAfterCastling)
		}
		s.until("Checkers: ")
	}
	// A Chess960 start position: Fairy-Stockfish counts 528 at depth 2.
	s.send("setoption name UCI_Chess960 value true")
	s.send("position fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
	s.send("go perft 2")
	if lines := s.until("Nodes searched: "); lines[len(lines)-1] != "Nodes searched: 528" {
		t.Errorf("Chess960 perft 2: %s, want 528", lines[len(lines)-1])
	}
}
