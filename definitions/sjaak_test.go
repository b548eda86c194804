package definitions_test

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
)

// sjaakBinary returns the Sjaak II to test against: $VDL_SJAAK, else the
// Debian package's /usr/games/sjaakii (scripts/test-packages.sh installs
// it), else sjaakii on the PATH. It skips the test when there is none.
func sjaakBinary(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("VDL_SJAAK"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/games/sjaakii"); err == nil {
		return "/usr/games/sjaakii"
	}
	if p, err := exec.LookPath("sjaakii"); err == nil {
		return p
	}
	t.Skip("no Sjaak II: install the Debian package sjaakii (scripts/test-packages.sh) or set VDL_SJAAK")
	return ""
}

// sjaakGenericSize matches Sjaak's generic boards (8x8+0_fairy: files,
// ranks, hand size), which are no games of their own.
var sjaakGenericSize = regexp.MustCompile(`^\d+x\d+\+\d+_fairy$`)

// sjaakSkipped are the Sjaak II games vdl does not bundle yet, or counts
// differently on purpose, each with its reason.
var sjaakSkipped = map[string]string{
	"chaturanga":      sjaakSpecialKing,
	"supercapablanca": sjaakSpecialKing,
	"yarishogi":       "Sjaak II's description gives the promoted yari knight and bishop no sideways step (it lists (0,1) twice where (1,0) and (-1,0) belong); the rules, Fairy-Stockfish and vdl give them a gold's steps",
	"wildebeest":      "Sjaak II lets the king castle to none of its squares when one of them is attacked (its flexible castling: after a bishop attacks b10, Black's king on f10 may not castle to c10 or d10 either); the rules, Fairy-Stockfish and vdl ask only the squares the king crosses and lands on to be safe",
	"omicron_chess":   "Sjaak II's description castles Black's king with the bishop on h9 and the rook on j9 (slips for the rooks on j9 and c9); vdl's omicron-chess castles as White does, as Fairy-Stockfish's omicron",
}

// sjaakSpecialKing: Sjaak II's Special moves replace a piece's moves
// where they apply (a pawn's "step 2N" also takes one step), so there its
// unmoved king leaps as a knight but cannot step, which no rule book
// says; vdl's king may do both.
const sjaakSpecialKing = "Sjaak II's unmoved king on its first square may only leap as a knight (its Special move replaces the king's steps there); the rules, and vdl, let it step too"

// sjaakLetters are the pieces Sjaak II writes with other letters than
// the bundled game, by Sjaak II's name: pairs of vdl's letter and Sjaak
// II's (White's, upper case; Black's follow), for the FENs sent to it.
var sjaakLetters = map[string]string{
	"xiangqi":          "NH BE",
	"mini_xiangqi":     "NH",
	"wildebeest":       "WG",
	"wolves_and_sheep": "HW FS",
}

// sjaakFEN writes a vdl FEN of Sjaak II's game name with its letters.
func sjaakFEN(name, fen string) string {
	pairs := strings.Fields(sjaakLetters[name])
	if len(pairs) == 0 {
		return fen
	}
	board, rest, _ := strings.Cut(fen, " ")
	var b strings.Builder
	for _, r := range board {
		for _, pr := range pairs {
			from, to := rune(pr[0]), rune(pr[1])
			if r == from {
				r = to
				break
			} else if r == from+'a'-'A' {
				r = to + 'a' - 'A'
				break
			}
		}
		b.WriteRune(r)
	}
	return b.String() + " " + rest
}

// sjaakVariants lists the games the Sjaak II bin offers (its XBoard
// feature variants), without the generic board sizes.
func sjaakVariants(t *testing.T, bin string) []string {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader("xboard\nprotover 2\nquit\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", bin, err)
	}
	m := regexp.MustCompile(`variants="([^"]*)"`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("%s: no feature variants in its answer to protover 2", bin)
	}
	var names []string
	for _, n := range strings.Split(string(m[1]), ",") {
		if n != "" && n != "fairy" && !sjaakGenericSize.MatchString(n) {
			names = append(names, n)
		}
	}
	if len(names) < 40 {
		t.Fatalf("%s lists %d variants (%v): not the list expected", bin, len(names), names)
	}
	return names
}

// sjaakBundledName is the bundled variant that plays Sjaak II's game
// name: sjaakii-NAME where the plain name is taken by another game, else
// the name itself, else the name with '_' written '-'; "" if none.
func sjaakBundledName(t *testing.T, name string) string {
	bundled := bundledVariants(t)
	for _, n := range []string{"sjaakii-" + name, name, strings.ReplaceAll(name, "_", "-")} {
		if bundled[n] != nil {
			return n
		}
	}
	return ""
}

// TestEverySjaakVariant: every game Sjaak II offers (its XBoard feature
// variants, but the generic board sizes) is bundled, under its name, and
// counts the same perft as Sjaak II from the start position and from
// positions reached by random play in vdl: once with the game's moves sent
// to Sjaak II (which must accept every one), once with the position's FEN
// sent by setboard, so that what only the middle of a game shows (hands,
// promoted pieces, spent rights) is compared too. VDL_SJAAK_DEPTH (default
// 2, 1 with -short), VDL_SJAAK_POSITIONS (default 2) and VDL_SJAAK_SEED
// look further.
func TestEverySjaakVariant(t *testing.T) {
	bin := sjaakBinary(t)
	depth, positions := 2, 2
	if testing.Short() {
		depth, positions = 1, 1
	}
	if n, err := strconv.Atoi(os.Getenv("VDL_SJAAK_DEPTH")); err == nil && n > 0 && n < 7 {
		depth = n
	}
	if n, err := strconv.Atoi(os.Getenv("VDL_SJAAK_POSITIONS")); err == nil && n >= 0 {
		positions = n
	}
	seed := uint64(28)
	if n, err := strconv.ParseUint(os.Getenv("VDL_SJAAK_SEED"), 10, 64); err == nil {
		seed = n
	}
	for _, name := range sjaakVariants(t, bin) {
		t.Run(name, func(t *testing.T) {
			if why := sjaakSkipped[name]; why != "" {
				t.Skipf("Sjaak II's %s: %s", name, why)
			}
			vname := sjaakBundledName(t, name)
			if vname == "" {
				t.Fatalf("Sjaak II's %s is not bundled (as %s, %s or sjaakii-%s)", name, name, strings.ReplaceAll(name, "_", "-"), name)
			}
			g, start := bundledPosition(t, vname, "")
			rng := rand.New(rand.NewPCG(uint64(len(name)), seed))
			// The start position, then each random game twice: by its
			// moves and by its FEN.
			queries := []sjaakQuery{{what: "the start position (" + g.V.Setup + ")"}}
			count := sjaakCounts(name, g)
			counts := []uint64{start.Perft(depth)}
			if count != nil {
				counts[0], _ = sjaakVDLPerft(start, depth, count)
			}
			for range positions {
				p := start.Clone()
				var moves []string
				for range 1 + rng.IntN(40) {
					ms := p.LegalMoves(nil)
					if len(ms) == 0 {
						break
					}
					m := ms[rng.IntN(len(ms))]
					if count != nil && count(p, m) == 0 {
						// A move Sjaak II does not make (sjaakCounts): the
						// game goes on no further.
						break
					}
					text := sjaakMove(name, g, g.MoveString(m))
					p.Make(m)
					if p.Outcome(p.LegalMoves(nil)).Over {
						p.Unmake()
						break
					}
					moves = append(moves, text)
				}
				n, ended := sjaakVDLPerft(p, depth, count)
				fen := p.FEN()
				if ended {
					// Sjaak II's perft goes on where an ending (a flag
					// reached, a third check) decides the game; vdl's,
					// like Fairy-Stockfish's, stops.
					t.Logf("not compared: an ending decides the game within %d plies of %s", depth, fen)
					continue
				}
				if why := sjaakStartDiffers[name]; why == "" {
					queries = append(queries, sjaakQuery{what: "the moves " + strings.Join(moves, " ") + " (" + fen + ")", moves: moves})
					counts = append(counts, n)
				}
				if why := sjaakFENLoses[name]; why == "" {
					queries = append(queries, sjaakQuery{what: fen, fen: sjaakFEN(name, fen)})
					counts = append(counts, n)
				}
			}
			for _, fen := range sjaakPositions[name] {
				_, p := bundledPosition(t, vname, fen)
				n, _ := sjaakVDLPerft(p, depth, count)
				queries = append(queries, sjaakQuery{what: fen, fen: sjaakFEN(name, fen)})
				counts = append(counts, n)
			}
			got, err := sjaakPerft(bin, name, queries, depth)
			if err != nil {
				t.Fatal(err)
			}
			for i, q := range queries {
				if got[i] != counts[i] {
					t.Errorf("%s from %s: perft %d = %d, Sjaak II counts %d", vname, q.what, depth, counts[i], got[i])
				}
			}
		})
	}
}

// sjaakVDLPerft counts perft depth from p in vdl, and reports whether
// an ending other than checkmate or stalemate (a flag reached, a third
// check) decides a position inside the tree, where Sjaak II counts on.
// A move counts as often as count (if not nil) says, as Sjaak II counts
// it (sjaakCounts).
func sjaakVDLPerft(p *interp.Position, depth int, count func(*interp.Position, interp.Move) int) (n uint64, ended bool) {
	if depth == 0 {
		return 1, false
	}
	ms := p.LegalMoves(nil)
	if len(ms) == 0 {
		if o := p.Outcome(ms); o.Over && o.Rule != "checkmate" && o.Rule != "stalemate" {
			return 0, true
		}
		return 0, false
	}
	for _, m := range ms {
		k := uint64(1)
		if count != nil {
			k = uint64(count(p, m))
		}
		if depth == 1 {
			n += k
			continue
		}
		p.Make(m)
		c, e := sjaakVDLPerft(p, depth-1, count)
		p.Unmake()
		n += k * c
		ended = ended || e
	}
	return n, ended
}

// sjaakPositions are positions compared besides the random ones, by
// Sjaak II's name: those of the hand-worked tests of a game's own rules
// (compared as FENs even where sjaakFENLoses says a FEN may be read
// otherwise: these have no pawns).
var sjaakPositions = map[string][]string{
	// TestSjaakLionProtected and TestSjaakLionNoRetaliate.
	"lion": {
		"4k3/8/4p3/3l4/3L4/8/8/4K3 w - - 0 1",
		"4k3/8/4p3/3l4/8/3L4/8/4K3 w - - 0 1",
		"4k3/8/8/rL1l4/8/8/8/4K3 w - - 0 1",
		"4k3/8/4p3/3l4/3p4/3L4/8/4K3 w - - 0 1",
		"1r2k3/1L6/2l5/4l3/2N5/8/8/4K3 w - - 0 1",
		"4k3/8/8/3l4/3L3r/8/8/4K3 w - - 0 1",
	},
	// TestRoyalPassesSafe.
	"caissa_britannia": {
		"2r3q3/10/10/10/10/10/10/10/10/Q9 w - - 0 1",
		"2r3q3/10/10/10/10/10/10/10/10/R8Q w - - 0 1",
		"6q3/10/10/10/10/r9/10/10/10/Q9 w - - 0 1",
	},
}

// sjaakLions are the games whose pieces of this letter are Chu Shogi's
// Lion (Sjaak II's double leaper), by Sjaak II's name.
var sjaakLions = map[string]string{"elven": "L", "lion": "L"}

// sjaakCounts says how often Sjaak II's perft counts each legal move of
// game name, nil if once each. Where its side is in check with one
// royal piece, Sjaak II generates moves in stages (movegen.h,
// generate_evasions), which vdl's count follows:
//   - a lion (Chu Shogi's, a double leaper: sjaakLions) has its moves
//     made once whole and once more as interpositions, so each legal move
//     of a lion that takes nothing, a block, is in its list twice (after
//     1. c3 d6 2. Qa4+ in lion it lists Lb8-c6 and Lb8-d7 twice among 8
//     moves);
//   - other pieces have only the moves that take a checking piece, that
//     take a cannon's screen away, or that block a check on a rank, file
//     or diagonal: a block of a nightrider's check (in caissa_britannia,
//     the unicorn's), or the capture of an enemy screen of a cannon's, it
//     never makes (after 1. Qd2 g7 in caissa_britannia, vdl's e3-e4 blocks
//     the unicorn's check from h10, and Sjaak II has only queen moves).
func sjaakCounts(name string, g *interp.Game) func(*interp.Position, interp.Move) int {
	if sjaakEvasionsLimited[name] == "" && sjaakLions[name] == "" {
		return nil
	}
	lion := -1
	if letter := sjaakLions[name]; letter != "" {
		for t, pc := range g.V.Pieces {
			if strings.EqualFold(pc.Letter, letter) {
				lion = t
			}
		}
		if lion < 0 {
			panic("no piece " + letter + " in " + g.V.Name)
		}
	}
	limited := sjaakEvasionsLimited[name] != ""
	return func(p *interp.Position, m interp.Move) int {
		if !p.InCheck() {
			return 1
		}
		t, _, ok := p.PieceAt(m.From)
		if m.DropType() >= 0 || !ok {
			return 1
		}
		if t == lion {
			if m.IsCapture() {
				return 1
			}
			return 2
		}
		if !limited || g.IsRoyal(t) {
			return 1
		}
		return sjaakEvades(p, m)
	}
}

// sjaakEvasionsLimited are the games in which sjaakCounts leaves out the
// evasions Sjaak II does not generate, by Sjaak II's name, with what it
// misses.
var sjaakEvasionsLimited = map[string]string{
	"caissa_britannia": "blocks of the unicorn's (a nightrider's) checks, captures of an enemy screen of the lion's (a cannon's) checks",
	"nightrider":       "blocks of the nightrider's checks",
}

// sjaakEvades reports, as 1 or 0, whether Sjaak II generates m, a legal
// move of a piece other than the royal one of the side in check: it
// takes a checking piece, moves a piece standing between the royal piece
// and a checker on a rank, file or diagonal (a cannon's screen), or
// blocks such a check with a piece Sjaak II does not count as pinned (one
// whose removal would let another enemy piece attack the royal one, as a
// slider's only or a cannon's second piece in between: after 13. Qa2 a7
// in caissa_britannia the dragon on a10 gives check down the a-file, and
// Sjaak II does not block with a3-a4, the pawn being one of the lion's
// two pieces between a9 and a2).
func sjaakEvades(p *interp.Position, m interp.Move) int {
	g := p.Game()
	me := p.SideToMove()
	var royal interp.Square = interp.NoSquare
	for t := range g.V.Pieces {
		if g.IsRoyal(t) {
			for _, s := range p.PieceSquares(me, t) {
				if royal != interp.NoSquare {
					return 1 // several royal pieces: Sjaak II generates every move
				}
				royal = s
			}
		}
	}
	checkers := sjaakCheckers(p, royal)
	victim := m.To
	if m.Kind == interp.EnPassant {
		victim = interp.Square(m.Aux)
	}
	q := p.Clone()
	q.Clear(m.From)
	without := sjaakCheckers(q, royal) // the checkers once the mover is gone
	blocks := false
	for _, s := range checkers {
		if m.IsCapture() && victim == s {
			return 1
		}
		between := sjaakBetween(g, royal, s)
		if slices.Contains(between, m.From) && !slices.Contains(without, s) {
			return 1 // a cannon's screen
		}
		blocks = blocks || !m.IsCapture() && slices.Contains(between, m.To)
	}
	if !blocks || len(without) > len(checkers) {
		return 0 // no block, or a block by a piece Sjaak II counts as pinned
	}
	return 1
}

// sjaakCheckers lists the squares of the enemy pieces of the side to
// move that could take its royal piece on royal.
func sjaakCheckers(p *interp.Position, royal interp.Square) []interp.Square {
	g := p.Game()
	var out []interp.Square
	var buf []interp.Move
	for t := range g.V.Pieces {
		for _, s := range p.PieceSquares(1-p.SideToMove(), t) {
			buf = p.PieceMoves(s, buf[:0])
			for _, a := range buf {
				if a.IsCapture() && a.To == royal {
					out = append(out, s)
					break
				}
			}
		}
	}
	return out
}

// sjaakBetween lists the squares strictly between a and b on a rank, file
// or diagonal, none if they share no such line.
func sjaakBetween(g *interp.Game, a, b interp.Square) []interp.Square {
	fa, ra := int(a)%g.Files(), int(a)/g.Files()
	fb, rb := int(b)%g.Files(), int(b)/g.Files()
	df, dr := fb-fa, rb-ra
	n := max(df, -df, dr, -dr)
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return nil
	}
	sf, sr := 0, 0
	if df != 0 {
		sf = df / max(df, -df)
	}
	if dr != 0 {
		sr = dr / max(dr, -dr)
	}
	var out []interp.Square
	for k := 1; k < n; k++ {
		out = append(out, interp.Square((ra+k*sr)*g.Files()+fa+k*sf))
	}
	return out
}

// sjaakFENLoses are the games whose positions Sjaak II reads from a FEN
// otherwise than vdl (only positions reached by moves are compared), by
// Sjaak II's name, with the reason.
var sjaakFENLoses = map[string]string{
	"fide_chess":       sjaakInitial,
	"caissa_britannia": sjaakInitial,
	"nightrider":       sjaakInitial,
	"seirawan":         sjaakGates,
	"musketeer":        sjaakGates,
}

// sjaakGates: S-Chess's gating rights in a FEN.
const sjaakGates = "Sjaak II reads the gating rights of a FEN (KQcdgh, as Fairy-Stockfish writes them) otherwise"

// sjaakStartDiffers are the games Sjaak II starts from another position
// than vdl's, which the GUI is to set up (only positions sent as FENs
// are compared), by Sjaak II's name, with the reason.
var sjaakStartDiffers = map[string]string{
	"nocastle": "Sjaak II starts it from chess's position with castling rights (its list: nocastle = chess); XBoard sends the position without them by setboard",
}

// sjaakInitial: Sjaak II's "Initial" moves are those of a piece that has
// not moved, and a FEN does not say which have.
const sjaakInitial = "its pawns' double steps are Initial moves, which Sjaak II allows every pawn of a FEN"

// sjaakQuery is a position to count in Sjaak II: the start position, the
// position after moves (in XBoard's notation), or a FEN.
type sjaakQuery struct {
	what  string
	moves []string
	fen   string
}

// sjaakMove writes a vdl move of Sjaak II's game name in XBoard's
// notation: on a board of ten ranks, the ranks are counted from 0, and
// pieces carry Sjaak II's letters; a Lion's pass (b1b1), which Sjaak II
// does not read, is XBoard's null move @@@@, which leaves the same
// position.
func sjaakMove(name string, g *interp.Game, move string) string {
	if sjaakPass.MatchString(move) && move[:len(move)/2] == move[len(move)/2:] {
		return "@@@@"
	}
	if g.Ranks() == 10 {
		var b strings.Builder
		for i := 0; i < len(move); {
			j := i
			for j < len(move) && move[j] >= '0' && move[j] <= '9' {
				j++
			}
			if j == i {
				b.WriteByte(move[i])
				i++
				continue
			}
			r, _ := strconv.Atoi(move[i:j])
			b.WriteString(strconv.Itoa(r - 1))
			i = j
		}
		move = b.String()
	}
	if strings.Fields(sjaakLetters[name]) == nil {
		return move
	}
	// Only the letters of pieces are renamed, not the files of squares.
	if drop, sq, ok := strings.Cut(move, "@"); ok {
		return sjaakRenamed(name, drop) + "@" + sq
	}
	end := strings.LastIndexFunc(move, func(r rune) bool { return r >= '0' && r <= '9' }) + 1
	return move[:end] + sjaakRenamed(name, move[end:])
}

// sjaakPass matches a move from a square to itself.
var sjaakPass = regexp.MustCompile(`^([a-z]\d+)([a-z]\d+)$`)

// sjaakRenamed gives piece letters Sjaak II's names.
func sjaakRenamed(name, letters string) string {
	fen := sjaakFEN(name, letters+" w")
	return strings.TrimSuffix(fen, " w")
}

// sjaakPerftLine is Sjaak II's perft line of one depth: depth, count,
// seconds, speed.
var sjaakPerftLine = regexp.MustCompile(`^\s*(\d+)\s+(\d+)\s+[0-9.]+\s+[0-9.]+nps\s*$`)

// sjaakPerft counts perft depth in Sjaak II's game variant from each
// position queried with one process in XBoard mode, waiting for each
// count before the next position.
func sjaakPerft(bin, variant string, queries []sjaakQuery, depth int) ([]uint64, error) {
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
	// Every command is sent at once (Sjaak II answers a command sent
	// alone only after a pause), each position closed by a ping, and the
	// answers read in turn.
	var b strings.Builder
	b.WriteString("xboard\nprotover 2\nforce\n")
	for i, q := range queries {
		// A new game for every position: Sjaak II keeps no history then.
		fmt.Fprintf(&b, "new\nforce\nvariant %s\n", variant)
		if q.fen != "" {
			fmt.Fprintf(&b, "setboard %s\n", q.fen)
		}
		for _, m := range q.moves {
			fmt.Fprintf(&b, "%s\n", m)
		}
		fmt.Fprintf(&b, "perft %d\nping %d\n", depth, i+1)
	}
	b.WriteString("quit\n")
	go io.WriteString(in, b.String())
	var counts []uint64
	for i, q := range queries {
		n, err := sjaakCount(lines, depth, i+1)
		if err != nil {
			return nil, fmt.Errorf("%s from %s: %v", variant, q.what, err)
		}
		counts = append(counts, n)
	}
	return counts, nil
}

// sjaakCount reads the answers to one position, up to the pong of
// ping: the perft line of depth, or an error Sjaak II reports (a FEN it
// cannot read, a move it does not take).
func sjaakCount(lines <-chan string, depth, ping int) (uint64, error) {
	timeout := time.After(120 * time.Second)
	var count uint64
	var err error
	found := false
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				return 0, fmt.Errorf("Sjaak II ended before its count")
			}
			if l == "pong "+strconv.Itoa(ping) {
				if err == nil && !found {
					err = fmt.Errorf("no perft count from Sjaak II")
				}
				return count, err
			}
			if err != nil {
				continue // the first error is the one reported
			}
			if rest, ok := strings.CutPrefix(l, "tellusererror "); ok {
				err = fmt.Errorf("Sjaak II: %s", rest)
			} else if strings.HasPrefix(l, "Illegal move") || strings.HasPrefix(l, "Error (Illegal move") {
				err = fmt.Errorf("Sjaak II: %s", l)
			} else if m := sjaakPerftLine.FindStringSubmatch(l); m != nil && m[1] == strconv.Itoa(depth) {
				count, err = strconv.ParseUint(m[2], 10, 64)
				found = true
			}
		case <-timeout:
			return 0, fmt.Errorf("no count from Sjaak II in 120 s")
		}
	}
}
