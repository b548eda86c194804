package protocol

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestXBoardFeatures(t *testing.T) {
	s := startSession(t, "auto", Config{})
	s.send("xboard")
	s.send("protover 2")
	s.expect("feature done=0")
	f := s.next()
	for _, want := range []string{"setboard=1", "usermove=1", "san=0", "highlight=1", "ping=1", "memory=1",
		"smp=1", "name=1", `myname="vdl"`, "time=1"} {
		if !strings.Contains(" "+f+" ", " "+want+" ") {
			t.Errorf("features lack %s: %q", want, f)
		}
	}
	m := regexp.MustCompile(`variants="([^"]*)"`).FindStringSubmatch(f)
	if m == nil {
		t.Fatalf("no variants feature: %q", f)
	}
	variants := strings.Split(m[1], ",")
	for _, want := range []string{"normal", "capablanca", "shako", "snark-hunt", "overboard", "identific-alternate", "grand"} {
		if !contains(variants, want) {
			t.Errorf("variants lack %s", want)
		}
	}
	// Turns of several moves, simultaneous turns, pieces leaving the
	// board and round boards are beyond XBoard.
	// So are side effects XBoard cannot show (butting, custodian and
	// coordinator captures, explosions outside atomic, flips, walls,
	// several boards or levels), and names XBoard takes for its own
	// other variants, or read as their own with another board's size
	// (5x5+5_shogi); circe's rebirths and andernach's captors changing
	// side, and werewolf's captors turning into Werewolves (contagion);
	// pieces whose letters XBoard cannot write (dai's); XBoard's own
	// variants that start with pieces in hand (super); cashew-shogi's
	// Wolf, which takes up to three pieces in a move; macadamia-shogi's
	// captors turning into Saints and Ghosts (contagion), and its Wolf.
	for _, not := range []string{"chess", "march-hare", "synchronistic", "snake-chess", "jabberwocky", "identific",
		"capricorn", "butters", "ultima", "nocheckatomic", "atomar", "flipello", "ataxx", "petrified", "alice",
		"raumschach", "shouse", "cylinder-chess", "chess960", "kyotoshogi",
		"5x5+5_shogi", "9x9+0_shogi", "circe", "andernach", "dai", "super", "werewolf", "cashew-shogi", "macadamia-shogi"} {
		if contains(variants, not) {
			t.Errorf("variants offer %s", not)
		}
	}
	s.expect("feature done=1")
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

var xboardScripts = []struct {
	name  string
	steps []step
}{
	{"setup and piece lines for an engine-defined variant", []step{
		{"variant snark-hunt", []string{
			"setup (PN.BQ.........J....SKpn.bq.........j....sk) 6x8+0_fairy ssssss/**4/6/3***/6/**4/PPPPPP/BNQKNB w KQ - 0 1",
			"piece K& KlO2rO1", "piece Q& Q", "piece B& RA", "piece N& NW", "piece P& fmWfcFifmnDfmD", "piece S& KjQ", "piece J& jQ",
			"tellusererror vdl: XBoard cannot test the moves and endings of snark-hunt itself (the moves of Snark; it judges mating material by the pictures of Banker, which move otherwise; XBoard's king, the King, is not royal here; its endings). Switch off Options > Test Legality (xboard -testLegality false), or XBoard will refuse real moves and end games by rules snark-hunt does not have.",
		}},
		// Told once a session.
		{"variant snark-hunt", []string{"setup (PN.BQ.........J....SKpn.bq.........j....sk) 6x8+0_fairy ssssss/**4/6/3***/6/**4/PPPPPP/BNQKNB w KQ - 0 1"}},
		{"ping 0", []string{"piece K& KlO2rO1", "piece Q& Q", "piece B& RA", "piece N& NW", "piece P& fmWfcFifmnDfmD", "piece S& KjQ", "piece J& jQ", "pong 0"}},
		{"ping 1", []string{"pong 1"}},
	}},
	{"XBoard's null move @@@@ is a pass: a Chu Shogi Lion's", []step{
		{"variant chu", nil},
		{"force", nil},
		{"setboard 11k/12/12/12/12/12/12/4N7/12/12/12/K11 w - - 0 1", nil},
		{"usermove @@@@", nil},
		{"ping 3", []string{"pong 3"}},
	}},
	{"a name of XBoard's own variant keeps that variant's holdings (Great Shatranj's eight)", []step{
		{"variant great", []string{
			"setup (PN....E..WM.H..G...SKpn....e..wm.h..g...sk) 10x8+8_great wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1",
			"piece K& K", "piece G& WFDA", "piece M& NWD", "piece H& NFA", "piece E& FA", "piece W& WD", "piece N& N", "piece S& K", "piece P& fmWfcF",
			"tellusererror vdl: XBoard cannot test the moves and endings of great itself (it has rules of its own for great; its checkmate and stalemate; its promotions). Switch off Options > Test Legality (xboard -testLegality false), or XBoard will refuse real moves and end games by rules great does not have.",
		}},
	}},
	{"XBoard's own variants get no setup", []step{
		{"variant capablanca", nil},
		{"variant normal", nil},
		{"ping 2", []string{"pong 2"}},
	}},
	{"Betza approximations are announced", []step{
		{"variant overboard", []string{
			// The promotion choices SkiQueen (+Q) and HorseQueen (+N)
			// take the Pegasus's S and the Unicorn's U: XBoard writes a
			// promotion with one letter.
			"setup (PNBRQFEACWMOHIJGDVYT^B^RSZL^W^F^D^A^N^QUXKpnbrqfeacwmohijgdvyt^b^rszl^w^f^d^a^n^quxk) 16x16+0_fairy rv+rh+q+a+fqk+f+a+qh+rvr/bd+bc+n+d+wsf+w+d+nc+bdb/ajzlntwuxwtnlzja/gymgymieeimygmyg/opopopoppopopopo/16/16/16/16/16/16/OPOPOPOPPOPOPOPO/GYMGYMIEEIMYGMYG/AJZLNTWUXWTNLZJA/BD+BC+N+D+WSF+W+D+NC+BDB/RV+RH+Q+A+FQK+F+A+QH+RVR w - - 0 1",
			"piece K& K", "piece P& fW", "piece O& fF", "piece Y& F", "piece G& W", "piece M& K", "piece C& B", "piece H& R",
			"piece E& Q", "piece T& FmafFmasF", "piece W& WmafWmasW", "piece I& KafsK", "piece N& N", "piece L& C", "piece Z& Z",
			"piece J& AG", "piece A& DH", "piece B& B", "piece R& R", "piece Q& Q", "piece +B& jB", "piece +R& jR", "piece S& jQ",
			"piece D& B", "piece V& R", "piece F& Q", "piece +W& W", "piece +F& F", "piece +D& D", "piece +A& A", "piece +N& N",
			"piece +Q& N", "piece U& N0", "piece X& KNCZAGDH",
			"tellusererror vdl: XBoard cannot test the moves and endings of overboard itself (the moves of GuardPawn, CourierPawn, Chipmunk, Guard, Monkey, Courier, Hare, Elephant, FlyingBishop, FlyingRook, FlyingQueen, Rhinoceros, Gryphon, Osprey, Condor, Unicorn, Pegasus, HorseQueen; it judges mating material by the pictures of Warrior, which move otherwise; its promotions). Switch off Options > Test Legality (xboard -testLegality false), or XBoard will refuse real moves and end games by rules overboard does not have.",
		}},
	}},
	{"shogi's family: shogi as the parent, XBoard's shogi pictures", []step{
		// The pawn in the pawn's slot, the rook in the rook's, the silver
		// and gold where XBoard's shogi has them (PNBRLS...G.), each
		// promoted piece 11 slots on from its unpromoted form: XBoard
		// draws the tokin, the dragon horse and king, the promoted silver.
		{"variant minishogi", []string{
			"setup (P.BR.S...G.^P.^B^R.^SKp.br.s...g.^p.^b^r.^sk) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
			"piece K& K", "piece R& R", "piece +R& RF", "piece B& B", "piece +B& BW", "piece G& WfF", "piece S& FfW",
			"piece +S& WfF", "piece P& fW", "piece +P& WfF",
			"tellusererror vdl: XBoard cannot test the moves and endings of minishogi itself (its drops; its promotions). Switch off Options > Test Legality (xboard -testLegality false), or XBoard will refuse real moves and end games by rules minishogi does not have.",
		}},
	}},
	{"a variant XBoard can test itself: no message", []step{
		{"variant shatranj", nil},
		{"variant georgian", []string{
			"setup (PNBR.........................AKpnbr.........................ak) 8x8+0_fairy rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1",
			"piece K& K", "piece R& R", "piece B& B", "piece N& N", "piece P& fmWfcFifmnD", "piece A& QN",
		}},
		{"ping 5", []string{"pong 5"}},
	}},
	{"protocol 1's edit mode (XBoard's way when the features came late)", []step{
		{"force", nil},
		{"edit", nil},
		{"#", nil},
		{"Ke1", nil},
		{"Rh1", nil},
		{"Pe2", nil},
		{"c", nil},
		{"Ke8", nil},
		{".", nil},
		// The setup's castling rights the position allows: K.
		{"usermove e1g1", nil},
		{"usermove e8d8", nil},
		{"lift g1", []string{"highlight 8/8/8/8/8/8/5YYY/7Y"}}, // the king castled: f1 holds the rook
	}},
	{"unknown and unplayable variants", []step{
		{"variant shakko", []string{"Error (unknown variant): shakko"}},
		{"variant march-hare", []string{"Error (XBoard cannot play march-hare: its turns are not one move a side): variant"}},
		{"variant capricorn", []string{"Error (XBoard cannot play capricorn: the Capricorn's butt effect changes squares its move does not name, which XBoard cannot show): variant"}},
		{"variant cylinder-chess", []string{"Error (XBoard cannot play cylinder-chess: XBoard takes the name cylinder-chess for its own variant cylinder): variant"}},
		{"variant tamerlane", []string{"Error (XBoard cannot play tamerlane: the King swaps places with a friendly piece, two pieces moving in one move, which XBoard cannot show): variant"}},
	}},
	{"highlights: quiet, capture, promotion", []step{
		{"force", nil},
		{"lift e2", []string{"highlight 8/8/8/8/4Y3/4Y3/8/8"}},
		{"lift g1", []string{"highlight 8/8/8/8/8/5Y1Y/8/8"}},
		{"setboard r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", nil},
		{"lift b7", []string{"highlight MMM5/8/8/8/8/8/8/8"}},
		{"setboard 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", nil},
		{"lift e1", []string{"highlight 8/8/8/8/8/8/3RYY2/3Y1Y2"}},
	}},
	{"highlights of pieces Betza cannot say", []step{
		{"variant overboard", nil},
		{"force", nil},
		// The Guard on a4 passes its friends to the nearest square
		// that holds none: over the pawn on a5 to a6. Back and right its
		// friends fill the file and the rank to the edge: no move there.
		{"lift a4", []string{"highlight 16/16/16/16/16/16/16/16/16/16/Y15/16/16/16/16/16"}},
	}},
	{"illegal moves and unknown commands", []step{
		{"force", nil},
		{"usermove e2e5", []string{"Illegal move: e2e5"}},
		{"usermove", []string{"Error (expected one move): usermove"}},
		{"frobnicate", []string{"Error (unknown command): frobnicate"}},
		{"setboard 8/8/8 w - - 0 1", []string{"tellusererror Illegal position: FEN \"8/8/8 w - - 0 1\": column 6: 3 ranks: expected 8"}},
		{"undo", []string{"Error (command not legal now): undo"}},
		{"level 40 x 0", []string{`Error (base time "x": expected minutes or minutes:seconds): level 40 x 0`}},
		{"sd 0", []string{`Error (sd "0": expected a depth of at least 1): sd 0`}},
		{"st NaN", []string{`Error ("NaN": expected a number of seconds greater than 0): st NaN`}},
		{"st -1", []string{`Error ("-1": expected a number of seconds greater than 0): st -1`}},
		{"st inf", []string{`Error ("inf": expected a number of seconds greater than 0): st inf`}},
		{"st 0", []string{`Error ("0": expected a number of seconds greater than 0): st 0`}},
		{"level 40 5 NaN", []string{`Error (increment "NaN": expected a number of seconds, at least 0): level 40 5 NaN`}},
		{"level 40 5 -Inf", []string{`Error (increment "-Inf": expected a number of seconds, at least 0): level 40 5 -Inf`}},
		{"perft 1001", []string{"Error (depth must be between 1 and 1000): perft 1001"}},
		{"perft 0", []string{"Error (depth must be between 1 and 1000): perft 0"}},
		{"perft 99999999999999999999", []string{"Error (depth must be between 1 and 1000): perft 99999999999999999999"}},
		{"perft", []string{"Error (depth must be between 1 and 1000): perft"}},
		{"ping 3", []string{"pong 3"}},
	}},
	{"the engine claims the end of the game", []step{
		{"force", nil},
		{"setboard rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", nil},
		{"sd 3", nil},
		{"go", []string{"move d8h4", "0-1 {Black wins by checkmate}"}},
		{"ping 4", []string{"pong 4"}},
	}},
	{"undo and remove", []step{
		{"force", nil},
		{"usermove e2e4", nil},
		{"usermove e7e5", nil},
		{"usermove g1f3", nil},
		{"remove", nil},
		{"d", boardLines("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")},
		{"undo", nil},
		{"d", boardLines("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")},
	}},
	{"holdings and drops", []step{
		// Captures go to the hand; XBoard writes a drop with the upper-case
		// letter for either side. The FEN was derived by hand and agrees
		// with Fairy-Stockfish's after the same moves.
		{"variant crazyhouse", nil},
		{"force", nil},
		{"usermove e2e4", nil},
		{"usermove d7d5", nil},
		{"usermove e4d5", nil},
		{"usermove d8d5", nil},
		{"usermove b1c3", nil},
		{"usermove P@e4", nil},
		{"usermove P@d3", nil},
		{"d", boardLines("rnb1kbnr/ppp1pppp/8/3q4/4p3/2NP4/PPPP1PPP/R1BQKBNR[] b KQkq - 0 4")},
		{"usermove P@d4", []string{"Illegal move: P@d4"}},
		{"setboard rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] b KQkq - 1 3", nil},
		{"usermove P@e4", nil},
		{"d", boardLines("rnb1kbnr/ppp1pppp/8/3q4/4p3/2N5/PPPP1PPP/R1BQKBNR[P] w KQkq - 0 4")},
	}},
	{"ten ranks are numbered from 0", []step{
		{"variant shako", nil},
		{"force", nil},
		{"lift e2", []string{"highlight 10/10/10/10/10/4Y5/4Y5/10/10/10"}},
		{"usermove e2e4", nil},
		{"d", boardLines("c8c/ernbqkbnre/pppppppppp/10/10/4P5/10/PPPP1PPPPP/ERNBQKBNRE/C8C b KQkq e4 0 1")},
	}},
}

func TestXBoardScripts(t *testing.T) {
	for _, sc := range xboardScripts {
		t.Run(sc.name, func(t *testing.T) {
			s := startSession(t, "xboard", Config{})
			s.send("xboard")
			s.send("protover 2")
			s.until("feature done=1")
			s.send("new")
			for _, st := range sc.steps {
				s.send("%s", st.send)
				if st.reply == nil && strings.HasPrefix(st.send, "variant ") {
					s.send("ping 0") // skip the setup and piece lines
					s.until("pong 0")
				}
				s.replies(st)
			}
			s.send("ping 99")
			s.expect("pong 99")
		})
	}
}

// TestXBoardNotation: moves and positions in XBoard's numbering and
// piece IDs, both ways.
func TestXBoardNotation(t *testing.T) {
	for _, tc := range []struct{ variant, vdl, xb string }{
		{"shako", "e3e5", "e2e4"},
		{"shako", "a10a9", "a9a8"},
		{"shako", "b9b10q", "b8b9q"},
		{"overboard", "c15c16x", "c15c16x"},
		{"overboard", "c11c12+q", "c11c12s"},
		{"overboard", "d11d15+n", "d11d15u"},
		{"chess", "P@e5", "P@e5"},
		{"chess", "e1g1", "e1g1"},
		{"overboard", "i16h16", "i16h16"},
	} {
		tc := tc
		g, err := testCatalogue(t).Game(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		xp, err := newXBPieces(g)
		if err != nil {
			t.Fatal(err)
		}
		n := newXBNotation(g, xp)
		if got := n.moveToXB(tc.vdl); got != tc.xb {
			t.Errorf("%s: %s to XBoard: got %s, want %s", tc.variant, tc.vdl, got, tc.xb)
		}
		if tc.variant == "overboard" && tc.vdl == "i16h16" {
			tc.xb = "I@h16" // how XBoard 4.9 sends it
		}
		if got := n.moveToVDL(tc.xb); got != tc.vdl {
			t.Errorf("%s: %s from XBoard: got %s, want %s", tc.variant, tc.xb, got, tc.vdl)
		}
		if fen := g.V.Setup; n.fenToVDL(n.fenToXB(fen)) != fen {
			t.Errorf("%s: the setup does not survive the round trip: %s", tc.variant, n.fenToXB(fen))
		}
	}
}

// TestXBoardThinking: post turns on thinking output, in CECP's format.
func TestXBoardThinking(t *testing.T) {
	s := startSession(t, "xboard", Config{})
	s.send("xboard")
	s.send("new")
	s.send("post")
	s.send("sd 3")
	s.send("usermove e2e4")
	lines := s.until("move ")
	think := regexp.MustCompile(`^\d+ -?\d+ \d+ \d+ [a-h][1-8][a-h][1-8]`)
	for _, l := range lines[:len(lines)-1] {
		if !think.MatchString(l) {
			t.Errorf("thinking line %q", l)
		}
	}
	if len(lines) != 4 {
		t.Errorf("%d lines for depth 3, want 3 thinking lines and the move", len(lines))
	}
}

// Analyze mode: thinking output on the current position, started afresh
// after every change (a move, undo, new), whatever post says, and never a
// move; "." is ignored, a finished game is not analyzed, exit ends it.
func TestXBoardAnalyze(t *testing.T) {
	s := startSession(t, "xboard", Config{})
	s.send("xboard")
	s.send("protover 2")
	s.expect("feature done=0")
	if f := s.next(); !strings.Contains(f, " analyze=1 ") {
		t.Errorf("features lack analyze=1: %q", f)
	}
	s.until("feature done=1")
	think := regexp.MustCompile(`^\d+ -?\d+ \d+ \d+ ([a-h][1-8])[a-h][1-8]`)
	// waitFor reads thinking lines until one whose first move starts on
	// a square of the ranks given (the side to move's pieces).
	waitFor := func(ranks string) {
		t.Helper()
		for n := 0; ; n++ {
			l := s.next()
			m := think.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("not a thinking line: %q", l)
			}
			if strings.Contains(ranks, m[1][1:]) {
				return
			}
			if n > 200 {
				t.Fatalf("no thinking on the new position: %q", l)
			}
		}
	}
	s.send("new")
	s.send("force")
	s.send("nopost")
	s.send("usermove e2e4")
	s.send("analyze")
	waitFor("78")
	s.send(".")
	s.send("usermove e7e5")
	waitFor("12")
	s.send("undo")
	waitFor("78")
	s.send("new")
	waitFor("12")
	s.send("exit")
	s.send("ping 1")
	for _, l := range s.until("pong 1") {
		if strings.HasPrefix(l, "move ") || strings.HasPrefix(l, "Error") {
			t.Errorf("in analyze mode: %q", l)
		}
	}
	s.quiet(200 * time.Millisecond)
	// Checkmated: nothing to analyze; after exit the engine plays again.
	s.send("setboard rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	s.send("analyze")
	s.send("ping 2")
	s.expect("pong 2")
	s.send("exit")
	s.send("new")
	s.send("sd 1")
	s.send("usermove e2e4")
	if l := s.until("move "); !strings.HasPrefix(l[len(l)-1], "move ") {
		t.Errorf("no move after exit: %q", l)
	}
}

// TestXBoardGames: the engine plays both sides of whole games through
// the protocol (go, then go again for the other side), in XBoard's
// numbering; every move is checked legal until vdl claims the result.
func TestXBoardGames(t *testing.T) {
	for _, variant := range []string{"losalamos", "snark-hunt", "shako", "crazyhouse", "pocketknight", "seirawan"} {
		t.Run(variant, func(t *testing.T) {
			s := startSession(t, "xboard", Config{})
			s.send("xboard")
			s.send("protover 2")
			s.until("feature done=1")
			s.send("new")
			s.send("variant %s", variant)
			s.send("sd 1")
			b := testBoard(t, variant)
			xp, err := newXBPieces(b.game)
			if err != nil {
				t.Fatal(err)
			}
			notation := newXBNotation(b.game, xp)
			for ply := 0; ; ply++ {
				if ply > 3000 {
					t.Fatal("no result after 3000 plies")
				}
				s.send("go")
				l := s.nextNonSetup()
				if !strings.HasPrefix(l, "move ") {
					t.Fatalf("ply %d: %q, want a move", ply+1, l)
				}
				mv := strings.TrimPrefix(l, "move ")
				if _, err := b.play(notation.moveToVDL(mv)); err != nil {
					t.Fatalf("ply %d: %v in %s", ply+1, err, b.pos.FEN())
				}
				if o := b.outcome(); o.Over {
					s.expect(resultLine(o))
					return
				}
				s.send("force")
			}
		})
	}
}

// nextNonSetup skips the setup and piece lines of the variant command.
func (s *session) nextNonSetup() string {
	for {
		l := s.next()
		if !strings.HasPrefix(l, "setup ") && !strings.HasPrefix(l, "piece ") && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "tellusererror ") {
			return l
		}
	}
}

// TestXBoardChiralPieces: XBoard turns White's moves top to bottom for
// Black; tori shogi's quails turn half round (black-view rotate), so each
// gets a line per colour, Black's with left and right exchanged: Black's
// left quail (l) slides diagonally back to its own right, which seen from
// White is back and to the left (lbB), and steps back to its left (rbF).
// Symmetric pieces keep one line for both colours.
func TestXBoardChiralPieces(t *testing.T) {
	g, err := testCatalogue(t).Game("torishogi")
	if err != nil {
		t.Fatal(err)
	}
	xp, err := newXBPieces(g)
	if err != nil {
		t.Fatal(err)
	}
	lines := xbPieceLines(g, xp)
	for _, want := range []string{"piece L fRrbBlbF", "piece l fRlbBrbF", "piece R fRlbBrbF", "piece r fRrbBlbF", "piece C& FvW", "piece F& FsfW"} {
		if !contains(lines, want) {
			t.Errorf("no %q in %v", want, lines)
		}
	}
}

// TestXBoardOwnVariant: the names XBoard takes for its own variants (any
// name containing one of its older variants' names, or starting with a
// newer one's not followed by a letter).
func TestXBoardOwnVariant(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"normal", "normal"}, {"chess", ""}, {"nocheckatomic", "atomic"}, {"crazyhouse", "crazyhouse"},
		{"capahouse", ""}, {"cylinder-chess", "cylinder"}, {"chess960", "fischerandom"},
		{"shogi", "shogi"}, {"minishogi", ""}, {"checkshogi", ""}, {"xiangqi", "xiangqi"}, {"minixiangqi", ""},
		{"grand", "grand"}, {"grandchess", ""}, {"snark-hunt", ""}, {"supply", ""}, {"superchess", ""},
	} {
		if got := xbOwnVariant(c.name); got != c.want {
			t.Errorf("xbOwnVariant(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestXBoardDemotion: XBoard 4.9 has no "-" suffix; kyoto shogi's
// demotions go to XBoard as promotions to the piece they become, and
// come back from it so.
func TestXBoardDemotion(t *testing.T) {
	b := testBoard(t, "kyotoshogi")
	n := 0
	for _, m := range b.legal() {
		s := b.game.MoveString(m)
		if !strings.HasSuffix(s, "-") {
			continue
		}
		n++
		xs := xbMoveString(b.game, m)
		want := s[:len(s)-1] + strings.ToLower(b.game.V.Pieces[m.PromotionType()].Letter)
		if xs != want {
			t.Errorf("%s sent as %s, want %s", s, xs, want)
		}
		if back, err := b.parseMove(xs); err != nil || back != m {
			t.Errorf("%s read back as %v, %v", xs, b.game.MoveString(back), err)
		}
	}
	if n == 0 {
		t.Fatal("no demotion in kyoto shogi's first moves")
	}
}
