package main

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// hachuPath is HaChu, H. G. Muller's engine for the large shogi games
// (Debian's hachu; scripts/test-packages.sh installs it).
const hachuPath = "/usr/games/hachu"

// TestHachuMatch plays HaChu's games through vdl match against HaChu
// itself: vdl's engine against HaChu, every move of each checked by the
// other side's rules. HaChu has no perft, so this is how vdl's rules are
// held to it: vdl accepts every move HaChu plays (an illegal one would
// end the game as a rules infraction) and HaChu every move vdl plays (it
// answers "Illegal move"). A disagreement fails the test with the game.
//
// By default two games of at most 40 plies a variant (one of Macadamia
// Shogi); VDL_HACHU_GAMES=N plays N games of up to 300 plies (the full
// test: 20).
//
// Where HaChu and the published rules differ, vdl follows the rules
// (definitions/hachu.vdl says where), and a game that ends on such a
// difference is reported, not failed:
//   - HaChu refuses a move of a Pawn or Lance (in Dai Shogi also a Stone
//     or Iron General) to the last rank, or of a Knight to the last two,
//     that could promote and does not (a dead piece, which the rules
//     allow), and the promotion of such a piece there by a quiet move
//     from within the zone (the rules' second chance);
//   - HaChu lets a Pawn that once declined to promote promote only on
//     the last rank, where the rules let it promote by any capture that
//     touches the zone;
//   - HaChu refuses a move that repeats a position even in check, where
//     the rules allow a side in check to repeat (its reason: "Repeats
//     earlier position").
//   - in Lion chess HaChu's own Lion takes a protected Lion from a
//     distance, a move it refuses from its opponent (hachuLionTakesLion);
//   - in Cashew Shogi its Goblin, Broad Guard, promotion and Wolf's
//     notation (hachuCashew, hachu_cashew_test.go);
//   - in Macadamia Shogi its setup (Black's Priest and Pirate change
//     places), its Hook Mover and Emperor that do not move and its
//     Capricorner that only slides two squares diagonally back, which the
//     match plays as HaChu does (hachuMacadamiaFile); its captures of a
//     promoted piece that decline to promote, and its Wolf's notation
//     (hachuMacadamia, hachu_macadamia_test.go);
//   - in Werewolf chess HaChu does not castle, and it promotes a Pawn to
//     a Rook whatever the move names (hachuWerewolf);
//   - HaChu does not see every attack on its King: in Wa Shogi it leaves
//     its King attacked by a Treacherous Fox two squares diagonally away,
//     or uncovers it to a Cloud Eagle, moves vdl refuses (hachuLeftCheck).
//
// Tenjiku Shogi is skipped while HaChu crashes in it (hachuBroken, whose
// comment has the reproduction; TestHachuTenjikuCrash): HaChu 0.21
// segfaults on `variant tenjiku` once it has a hash table, and without one
// it refuses every move, so no game can be played.
//
// A game lost on time (a loaded machine can make HaChu miss its 100 ms a
// move by seconds) says nothing of the rules: it is reported, not failed,
// unless every game ends so.
func TestHachuMatch(t *testing.T) {
	if _, err := exec.LookPath(hachuPath); err != nil {
		t.Skipf("%s is not installed (scripts/test-packages.sh installs hachu): %v", hachuPath, err)
	}
	games, plies := 2, 40
	if s := os.Getenv("VDL_HACHU_GAMES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("VDL_HACHU_GAMES=%q: expected a number of games", s)
		}
		games, plies = n, 300
	}
	for _, variant := range []string{"chu", "dai", "tenjiku", "hachu-wa-shogi", "hachu-lion", "werewolf", "cashew-shogi", "macadamia-shogi"} {
		t.Run(variant, func(t *testing.T) {
			if why := hachuBroken(variant); why != "" {
				t.Skipf("HaChu cannot play %s: %s", variant, why)
			}
			engine := "xboard:" + hachuPath + ":time=100ms"
			if name := strings.TrimPrefix(variant, "hachu-"); name != variant {
				engine += ",variant=" + name // HaChu's own name for it
			}
			games := games
			played := variant
			if variant == "macadamia-shogi" {
				// As HaChu plays it: its setup, which differs from the
				// rules' and which it cannot be given by FEN, and its
				// pieces that do not move as the rules' do
				// (hachuMacadamiaFile); one short game by default.
				played, engine = hachuMacadamiaFile, engine+",variant="+variant
				if os.Getenv("VDL_HACHU_GAMES") == "" {
					games = 1
				}
			}
			judgeEngineMatch(t, played, engine, games, plies, func(err, record string) string {
				why := knownHachuDifference(err, record)
				if why == "" {
					why = hachuLeftCheck(variant, err)
				}
				if why == "" {
					why = hachuLionTakesLion(err)
				}
				if why == "" && variant == "werewolf" {
					why = hachuWerewolf(err, record)
				}
				if why == "" && variant == "cashew-shogi" {
					why = hachuCashew(variant, err, record)
				}
				if why == "" && variant == "macadamia-shogi" {
					why = hachuMacadamia(err)
				}
				return why
			})
		})
	}
}

// hachuBroken starts HaChu as vdl match does (its hash size told, the
// variant set up) and says why it cannot play the variant, or "" when it
// answers.
//
// HaChu 0.21 crashes in Tenjiku Shogi (Debian's 0.21-29-gdf26f4a; the
// reproduction, which hachuBroken runs again each time):
//
//	printf 'xboard\nprotover 2\nmemory 16\nnew\nvariant tenjiku\n' | /usr/games/hachu
//
// dies of a segmentation fault on `variant tenjiku` (under gdb: reading
// its board at an index some 33 million squares off it, for a piece with
// a Lion's move, as it sets up the start position). No XBoard setting
// avoids it: the crash comes with `memory N` before or
// after `variant tenjiku` (any N; a setboard of fewer pieces after the
// variant comes too late, and HaChu's setboard takes no side to move);
// without `memory` HaChu keeps no move list and refuses every move, in
// every variant ("Illegal move" for Chu's a4a5 too), and `go` crashes it.
// So no Tenjiku game can be played against it.
func hachuBroken(variant string) string {
	cmd := exec.Command(hachuPath)
	cmd.Stdin = strings.NewReader("xboard\nprotover 2\nmemory 16\nnew\nvariant " + variant + "\nforce\nping 1\nquit\n")
	out, err := cmd.Output()
	if strings.Contains(string(out), "pong 1") {
		return ""
	}
	if err != nil {
		return "HaChu 0.21 fails on `memory 16`, `variant " + variant + "` (" + err.Error() + "); without memory it refuses every move"
	}
	return "HaChu did not answer ping after the variant was set up"
}

// TestHachuTenjikuCrash: the reproduction of HaChu's Tenjiku crash, and
// of its refusal of every move without a hash (hachuBroken): while it
// holds, TestHachuMatch skips tenjiku; once a HaChu plays it, this test
// says so, and the skip goes by itself.
func TestHachuTenjikuCrash(t *testing.T) {
	if _, err := exec.LookPath(hachuPath); err != nil {
		t.Skipf("%s is not installed (scripts/test-packages.sh installs hachu): %v", hachuPath, err)
	}
	why := hachuBroken("tenjiku")
	if why == "" {
		t.Skip("this HaChu sets up Tenjiku Shogi with a hash: TestHachuMatch plays it")
	}
	if !strings.Contains(why, "segmentation fault") {
		t.Errorf("HaChu fails otherwise than by the crash recorded: %s", why)
	}
	// Without memory it answers, but refuses a legal move: a Pawn's step
	// (a5a6: its Pawns stand on the fifth rank, its Dogs on the sixth).
	cmd := exec.Command(hachuPath)
	cmd.Stdin = strings.NewReader("xboard\nprotover 2\nnew\nvariant tenjiku\nforce\nusermove a5a6\nping 1\nquit\n")
	out, err := cmd.Output()
	if err != nil || !strings.Contains(string(out), "pong 1") {
		t.Fatalf("HaChu without memory: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "Illegal move") {
		t.Errorf("HaChu without memory took a5a6 in Tenjiku Shogi: it may play it after all")
	}
	t.Skipf("HaChu cannot play tenjiku: %s", why)
}

// hachuIllegal matches vdl's refusal of a move HaChu played: the move
// and the position it was played in.
var hachuIllegal = regexp.MustCompile(`HaChu [^:]*: illegal move "[^"]+" in ([^:]+): `)

// hachuLeftCheck says why a move HaChu played and vdl refused is a known
// difference, or "": HaChu does not see every attack on its King (in Wa
// Shogi it has left its King attacked by a Treacherous Fox's diagonal
// leap, or uncovered it to a Cloud Eagle's diagonal slide), so a move
// vdl's pieces can make that is illegal only because it leaves the
// mover's King attacked is forgiven as HaChu's.
func hachuLeftCheck(variant, err string) string {
	m := hachuIllegal.FindStringSubmatch(err)
	mv := regexp.MustCompile(`illegal move "([^"]+)"`).FindStringSubmatch(err)
	if m == nil || mv == nil {
		return ""
	}
	v, ferr := lang.Find(variant)
	if ferr != nil {
		return ""
	}
	g, gerr := interp.NewGame(v)
	if gerr != nil {
		return ""
	}
	p, perr := g.ParseFEN(m[1])
	if perr != nil {
		return ""
	}
	me := p.SideToMove()
	moves, _ := p.CandidateMoves(nil)
	for _, c := range moves {
		if g.MoveString(c) != mv[1] {
			continue
		}
		p.Make(c)
		defer p.Unmake()
		for t := range g.V.Pieces {
			if !g.IsRoyal(t) {
				continue
			}
			for _, k := range p.PieceSquares(me, t) {
				if p.Attacked(k, 1-me) {
					return "HaChu does not see every attack on its King: " + mv[1] + " leaves it attacked in " + m[1]
				}
			}
		}
		return ""
	}
	return ""
}

// hachuLionTakesLion says why a move HaChu played and vdl refused is a
// known difference, or "": in Lion chess HaChu's own Lion takes a
// protected Lion from a distance (a knight's leap or two squares away),
// which the Lion-trading rules forbid and HaChu itself refuses from its
// opponent ("Distant capture of protected Lion").
func hachuLionTakesLion(err string) string {
	m := hachuIllegal.FindStringSubmatch(err)
	mv := regexp.MustCompile(`illegal move "([a-p])(\d+)([a-p])(\d+)"`).FindStringSubmatch(err)
	if m == nil || mv == nil {
		return ""
	}
	from, to := fenPiece(m[1], mv[1], mv[2]), fenPiece(m[1], mv[3], mv[4])
	if strings.EqualFold(from, "l") && strings.EqualFold(to, "l") && from != to {
		return "HaChu let a Lion take a protected Lion from a distance in " + m[1]
	}
	return ""
}

// hachuWerewolf says why a Werewolf chess game that ended on a refused
// move ended on a known difference between HaChu and the rules, or "":
// HaChu does not castle in Werewolf chess (it refuses vdl's castling),
// and it promotes a Pawn to a Rook whatever the move names, so after vdl
// promotes to a Bishop or Knight the two no longer play the same game.
func hachuWerewolf(err, record string) string {
	moves := sanMoves(record)
	if strings.Contains(err, "Illegal move") && len(moves) > 0 && strings.HasPrefix(moves[len(moves)-1], "O-O") {
		return "HaChu does not castle in Werewolf chess: " + moves[len(moves)-1]
	}
	for _, m := range moves {
		if strings.Contains(m, "=B") || strings.Contains(m, "=N") {
			return "HaChu promotes to a Rook whatever the move names, and " + m + " made a different piece"
		}
	}
	return ""
}

// TestHachuWerewolf: the Werewolf chess games TestHachuMatch forgives,
// and those it does not.
func TestHachuWerewolf(t *testing.T) {
	for _, c := range []struct {
		err, record string
		known       bool
	}{
		{"the engine refused the game: Illegal move", "12. O-O {x} 0-1", true},
		{"the engine refused the game: Illegal move", "12. O-O-O+ {x} 0-1", true},
		{"the engine refused the game: Illegal move", "12. Nf3 {x} 0-1", false},
		{`HaChu 0.21 (Black): illegal move "e4e5"`, "12. O-O e5 {x} 0-1", false},
		{`HaChu 0.21 (Black): illegal move "e2e1"`, "30. b8=N e1=R 31. Nc6 {x} 0-1", true},
		{`HaChu 0.21 (Black): illegal move "e2e1"`, "30. b8=R Kd7 {x} 0-1", false},
	} {
		if got := hachuWerewolf(c.err, c.record) != ""; got != c.known {
			t.Errorf("%q after %q: known %v, want %v", c.err, c.record, got, c.known)
		}
	}
}

// fenPiece is the symbol on a square (file letter, rank number) of a
// FEN's placement of one-letter symbols, or "" for an empty square.
func fenPiece(fen, file, rank string) string {
	rows := strings.Split(strings.Fields(fen)[0], "/")
	r, _ := strconv.Atoi(rank)
	if r < 1 || r > len(rows) {
		return ""
	}
	f := int(file[0] - 'a')
	for _, c := range rows[len(rows)-r] {
		if c >= '0' && c <= '9' {
			f -= int(c - '0')
		} else if f == 0 {
			return string(c)
		} else {
			f--
		}
		if f < 0 {
			return ""
		}
	}
	return ""
}

// splitPGN splits a PGN file into its games.
func splitPGN(text string) []string {
	var out []string
	for _, part := range strings.Split(text, "\n[Event ") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		if !strings.HasPrefix(part, "[Event ") {
			part = "[Event " + part
		}
		out = append(out, part)
	}
	return out
}

// lastMove is a game record's last move in SAN, before any comment and
// the result.
var lastMove = regexp.MustCompile(`(\S+)\s*(\{[^}]*\}\s*)?(1-0|0-1|1/2-1/2|\*)\s*$`)

// farRankMove matches a move in SAN by a Pawn (P), Lance (L), Stone (U) or
// Iron General (ZI), or a Knight (J), to a square on rank 1, 2, 12, 14 or
// 15: the last rank of Chu Shogi (12) or Dai Shogi (15) for either side,
// or a Knight's last two.
var farRankMove = regexp.MustCompile(`^(P|L|U|ZI|J)[a-o]?x?[a-o](1|2|12|14|15)\b`)

// pawnCapturePromotion matches a Pawn's capture that promotes, in SAN.
var pawnCapturePromotion = regexp.MustCompile(`^P[a-o]?x[a-o][0-9]+=\+P$`)

// knownHachuDifference says which difference between HaChu and the rules
// ended a game, or "" for a real disagreement.
func knownHachuDifference(err, record string) string {
	if !strings.Contains(err, "Illegal move") {
		return ""
	}
	if strings.Contains(err, "Repeats earlier position") {
		// Forgiven only where the rules allow it: the move before the
		// refused one gave check.
		if moves := sanMoves(record); len(moves) >= 2 && strings.HasSuffix(moves[len(moves)-2], "+") {
			return "HaChu forbids repeating a position even in check"
		}
		return ""
	}
	m := lastMove.FindStringSubmatch(record)
	switch {
	case m == nil:
	case farRankMove.MatchString(m[1]):
		return "HaChu makes a piece that could never move again promote when it can, and gives it no second chance: " + m[1]
	case pawnCapturePromotion.MatchString(m[1]):
		return "HaChu lets a Pawn that declined promotion promote only on the last rank: " + m[1]
	}
	return ""
}

// TestKnownHachuDifference: the games TestHachuMatch forgives, and those
// it does not.
func TestKnownHachuDifference(t *testing.T) {
	for _, c := range []struct {
		err, record string
		known       bool
	}{
		{"the engine refused the game: Illegal move", "12. Pe12 {the engine refused the game: Illegal move} 0-1", true},
		{"the engine refused the game: Illegal move", "30. Pxd12=+P Ne9 31. Lf1 {x} 1-0", true},
		{"the engine refused the game: Illegal move", "30. Jd14 {x} 0-1", true},
		{"the engine refused the game: Illegal move", "30. ZIc15 {x} 0-1", true},
		{"the engine refused the game: Illegal move {Repeats earlier position}", "[Event \"x\"]\n\n6. Rb1 Rd2+ 7. Ke1 {x} 0-1", true},
		{"the engine refused the game: Illegal move {Repeats earlier position}", "[Event \"x\"]\n\n6. Rb1+ Kd2 7. Ke2 {x} 0-1", false},
		{"the engine refused the game: Illegal move", "99. Pxk10=+P {x} 1-0", true},
		{"the engine refused the game: Illegal move", "99. Sxk10=+S {x} 1-0", false},
		{"the engine refused the game: Illegal move", "12. Pe11 {x} 0-1", false},
		{"the engine refused the game: Illegal move", "12. Nxe5-e6 {x} 0-1", false},
		{"illegal move \"e4e5\" in ...", "12. Pe12 {x} 0-1", false},
	} {
		if got := knownHachuDifference(c.err, c.record) != ""; got != c.known {
			t.Errorf("%q after %q: known %v, want %v", c.err, c.record, got, c.known)
		}
	}
}

// sanMoves lists a game record's moves in SAN: its movetext without move
// numbers, comments and the result.
func sanMoves(record string) []string {
	var body []string
	for _, line := range strings.Split(record, "\n") {
		if !strings.HasPrefix(line, "[") {
			body = append(body, line)
		}
	}
	text := regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(strings.Join(body, " "), " ")
	var out []string
	for _, f := range strings.Fields(text) {
		if strings.HasSuffix(f, ".") || f == "1-0" || f == "0-1" || f == "1/2-1/2" || f == "*" {
			continue
		}
		out = append(out, f)
	}
	return out
}

// TestHachuLionTakesLion: the refusal TestHachuMatch forgives in Lion
// chess, and one it does not.
func TestHachuLionTakesLion(t *testing.T) {
	fen := "r1bqkb1r/p1p1p1pp/1l1p1p1n/3L4/2PP4/4B3/PP2PPPP/R2QKBNR b KQkq c3 0 6"
	if why := hachuLionTakesLion(`HaChu 0.21 (Black): illegal move "b6d5" in ` + fen + `: "b6d5" is not a legal move here`); why == "" {
		t.Errorf("a Lion taking a Lion: not forgiven")
	}
	if why := hachuLionTakesLion(`HaChu 0.21 (Black): illegal move "a7a5" in ` + fen + `: "a7a5" is not a legal move here`); why != "" {
		t.Errorf("a Pawn's move forgiven: %s", why)
	}
}
