package fsf

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// The sections written for a few variants, kept as golden files.
func TestExportGolden(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "dodo", "extinction", "racingkings", "crazyhouse", "chessgi", "placement", "shouse", "koedem", "shogi", "euroshogi", "dobutsu", "kyotoshogi", "micro"} {
		v, err := lang.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Export(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		path := filepath.Join("testdata", name+".ini")
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s:\n%s\nwant:\n%s", name, got, want)
		}
	}
}

// A variant Fairy-Stockfish cannot express gets every reason at once.
func TestExportReasons(t *testing.T) {
	tests := []struct {
		variant string
		want    []string
	}{
		{"butters", []string{"piece King captures by effects (butt)", "piece Pawn captures by effects (butt)"}},
		{"jabberwocky", []string{"a rings-and-spokes board", "holes in the board", "piece Tove: its moves are not plain Betza"}},
		{"petrified", []string{"a royal piece that petrifies (petrify King)"}},
		{"cylinder-chess", []string{"a board whose edges join (wrap cylinder)"}},
		{"glinski", []string{"a hexagonal board of 91 cells", "the score 0.75-0.25 for stalemate"}},
		{"march-hare", []string{"turns of several moves"}},
		{"marseillais", []string{"turns of several moves"}},
		{"rifle", []string{"captures that are shots (after-capture stay)"}},
		{"take-and-make", []string{"captures that go on as the captured piece"}},
		{"identific", []string{"a placement phase in which a side drops all it holds at once", "piece Unidentified changes type by moving"}},
		{"shoshogi", []string{"a royal piece in a promotion map", "more than one royal piece type"}},
		{"ataxx", []string{"drops from a supply that never runs out"}},
		{"leaping-bat-chess", []string{"a 16x12 board", "the score 0.6-0.4 for stalemate", "piece King has a once-per-game move"}},
		{"tamerlane", []string{"piece King swaps places with any friendly piece"}},
	}
	for _, tt := range tests {
		v, err := lang.Find(tt.variant)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Export(v)
		var ue *UnsupportedError
		if !errors.As(err, &ue) {
			t.Fatalf("%s: got %v, want an UnsupportedError", tt.variant, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not say %q", tt.variant, err, w)
			}
		}
	}
}

// Fairy-Stockfish, given the section under a new name (so it cannot fall
// back on a built-in variant of the same name), counts the same perft as
// vdl from a position some random moves into the game (castling rights,
// en passant, promotions), for every bundled variant the exporter writes,
// and, for a promotion map, from a position later in the game.
// An older Fairy-Stockfish does not read custom pieces (it ignores them,
// or crashes); sections that need them are then listed instead, and
// chess and capablanca must load. Each perft has its own process:
// Fairy-Stockfish runs perft in a search thread, so a second command in
// the same session could change the variant under it.
func TestExportPerftAgainstFairyStockfish(t *testing.T) {
	bin := fsftest.Binary(t)
	variants, _ := lang.Bundled()
	dir := t.TempDir()
	custom := supportsCustomPieces(t, bin, dir)
	blast := blastEndsGames(t, bin, dir)
	var jobs []perftJob
	var skipped, oldBlast []string
	for _, v := range variants {
		renamed := *v
		renamed.Name = "vdl-" + v.Name
		text, err := Export(&renamed)
		if err != nil {
			continue
		}
		if !custom && (strings.Contains(text, "customPiece") || strings.Contains(text, "king = "+strings.ToLower(v.Pieces[0].Letter)+":")) {
			skipped = append(skipped, v.Name)
			continue
		}
		if !blast && strings.Contains(text, "blastOnCapture") {
			oldBlast = append(oldBlast, v.Name)
			continue
		}
		path := filepath.Join(dir, v.Name+".ini")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
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
		q, err := g.ParseFEN(randomPosition(p, 12))
		if err != nil {
			t.Fatal(err)
		}
		depth := 3
		if v.Board.Files*v.Board.Ranks > 64 {
			depth = 2
		}
		jobs = append(jobs, perftJob{ini: path, name: renamed.Name, fen: q.FEN(), depth: depth, want: q.Perft(depth)})
		if strings.Contains(text, "promotedPieceType") {
			// Twelve moves seldom promote or capture in shogi: a
			// later position has promoted pieces, and pieces in hand
			// that were promoted before they were taken.
			q, err := g.ParseFEN(randomPosition(p, 80))
			if err != nil {
				t.Fatal(err)
			}
			jobs = append(jobs, perftJob{ini: path, name: renamed.Name, fen: q.FEN(), depth: depth, want: q.Perft(depth)})
		}
		for _, fen := range promotedPositions[v.Name] {
			q, err := g.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			jobs = append(jobs, perftJob{ini: path, name: renamed.Name, fen: q.FEN(), depth: depth, want: q.Perft(depth)})
		}
	}
	got := make([]int64, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			got[i], errs[i] = fsfPerft(bin, j)
		}()
	}
	wg.Wait()
	loaded := map[string]bool{}
	for i, j := range jobs {
		switch {
		case errs[i] != nil:
			t.Errorf("%s: %v", j.name, errs[i])
		case got[i] < 0:
			t.Errorf("%s did not load the exported %s", bin, j.name)
		case uint64(got[i]) != j.want:
			t.Errorf("%s %s: Fairy-Stockfish perft %d = %d from the exported section, vdl %d", j.name, j.fen, j.depth, got[i], j.want)
		default:
			loaded[j.name] = true
		}
	}
	var compared []string
	for i, j := range jobs {
		if loaded[j.name] {
			compared = append(compared, fmt.Sprintf("%s perft %d = %d from %s", j.name, j.depth, got[i], j.fen))
		}
	}
	t.Logf("%s counts as vdl:\n%s", bin, strings.Join(compared, "\n"))
	if len(skipped) > 0 {
		t.Logf("%s does not read custom pieces: %s not tried", bin, strings.Join(skipped, ", "))
	}
	if len(oldBlast) > 0 {
		t.Logf("%s does not end a game when an explosion takes the last piece of an extinction type: %s not tried", bin, strings.Join(oldBlast, ", "))
	}
	for _, must := range []string{"vdl-chess", "vdl-capablanca"} {
		if !loaded[must] {
			t.Errorf("%s did not load %s", bin, must)
		}
	}
}

// promotedPositions are positions, by variant, in which pieces promoted
// to the one gold type of the section (share.go) stand beside real golds,
// of both sides: they are taken (going to hand as what they were), a
// real gold is taken, a silver and a knight may promote, and a pawn is
// dropped on a file where only a tokin stands.
var promotedPositions = map[string][]string{
	"shogi":     {"lnsgk2nl/1r+P4b1/p1pp1pppp/1p7/9/2P1P4/PP1P1P+sPP/1B+n4R1/L1SGKGSNL[Pp] w - - 0 1"},
	"minishogi": {"k3+s/1g+S+P1/2p2/+p1G2/3SK[Pg] w - - 0 1", "k3+s/1g+S+P1/2p2/+p1G2/3SK[Pg] b - - 0 1"},
}

// perftJob is one perft to run in Fairy-Stockfish.
type perftJob struct {
	ini, name, fen string
	depth          int
	want           uint64
}

// randomPosition plays up to n seeded random moves from p (stopping
// before the game ends) and returns the FEN reached; p is restored.
func randomPosition(p *interp.Position, n int) string {
	rng := rand.New(rand.NewSource(int64(len(p.FEN()))))
	made := 0
	for ; made < n; made++ {
		legal := p.LegalMoves(nil)
		if len(legal) == 0 || p.Outcome(legal).Over {
			break
		}
		p.Make(legal[rng.Intn(len(legal))])
	}
	if made > 0 && made < n {
		// The game ended: one move back it has not, and perft counts
		// the move that ends it.
		p.Unmake()
		made--
	}
	fen := p.FEN()
	for ; made > 0; made-- {
		p.Unmake()
	}
	return fen
}

// fsfPerft runs one perft in a Fairy-Stockfish that loads the job's ini;
// -1 when the variant did not load.
func fsfPerft(bin string, j perftJob) (int64, error) {
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(fmt.Sprintf("uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nisready\nposition fen %s\ngo perft %d\nquit\n", j.ini, j.name, j.fen, j.depth))
	out, err := cmd.Output()
	if err != nil {
		return 0, err
	}
	loaded := false
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		line := sc.Text()
		loaded = loaded || strings.HasPrefix(line, "info string variant "+j.name+" ")
		if n, ok := strings.CutPrefix(line, "Nodes searched: "); ok && loaded {
			return strconv.ParseInt(strings.TrimSpace(n), 10, 64)
		}
	}
	return -1, nil
}

// supportsCustomPieces reports whether bin reads customPiece keys (older
// packaged builds ignore them, or crash): a custom wazir on d4 has 4
// moves, the king on h1 3.
func supportsCustomPieces(t *testing.T, bin, dir string) bool {
	path := filepath.Join(dir, "probe.ini")
	ini := "[vdl-probe]\nking = k\ncustomPiece1 = w:W\nstartFen = 7k/8/8/8/3W4/8/8/7K w - - 0 1\ncastling = false\n"
	if err := os.WriteFile(path, []byte(ini), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := fsfPerft(bin, perftJob{ini: path, name: "vdl-probe", fen: "7k/8/8/8/3W4/8/8/7K w - - 0 1", depth: 1})
	return err == nil && got == 7
}

// blastEndsGames reports whether bin ends the game when an explosion takes
// a side's King in an extinction variant (Fairy-Stockfish 11.1 plays on):
// after Bxf2 the explosion takes White's King on e1, so White has no move.
func blastEndsGames(t *testing.T, bin, dir string) bool {
	path := filepath.Join(dir, "blast.ini")
	ini := "[vdl-blast]\ncommoner = k\nking = -\npawn = p\nbishop = b\nblastOnCapture = true\nextinctionValue = loss\nextinctionPieceTypes = k\ncastling = false\n" +
		"startFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
	if err := os.WriteFile(path, []byte(ini), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := fsfPerft(bin, perftJob{ini: path, name: "vdl-blast", fen: "4k3/8/8/8/8/6b1/P4P2/4K3 b - - 0 1 moves g3f2", depth: 1})
	return err == nil && got == 0
}

// Direction letters on K and Q mean one thing in vdl (the K system: fK is
// one step straight forward) and another in Fairy-Stockfish (fK: forward
// W and F, three steps), so the exporter refuses them; on W, F and the
// riders they agree.
func TestExportKingSystemDirections(t *testing.T) {
	for _, test := range []struct {
		betza  string
		refuse bool
	}{
		{"fKbR", true},
		{"mfQ", true},
		{"lbK", true},
		{"fWfFbR", false},
		{"KafsK", true}, // multi-leg anyway
		{"K", false},
		{"QN", false},
		{"fmWfcF", false},
	} {
		if got := unsupportedBetza(test.betza) != ""; got != test.refuse {
			t.Errorf("%s: refused %v, want %v (%q)", test.betza, got, test.refuse, unsupportedBetza(test.betza))
		}
	}
}

// A reason is given once, however many parts of the variant give it
// (wildebeest castles by steps on both sides).
func TestExportReasonsOnce(t *testing.T) {
	v, err := lang.Find("wildebeest")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Export(v)
	if err == nil || strings.Count(err.Error(), "castling by a range of distances") != 1 {
		t.Errorf("wildebeest: %v, want the castling reason once", err)
	}
}

// A promotion map is written as promotedPieceType, its image as the type
// it plays as (the tokin as a promoted gold) or under a letter of its
// own; immobilityIllegal is written only where vdl, too, keeps every
// piece off the squares it could never move from.
func TestExportPromotionMap(t *testing.T) {
	const src = `variant tiny "Tiny" {
	piece King k "K" "A king" { value 0 }
	piece Pawn p "fW" "A pawn" { value 100 }
	piece Gold g "WfF" "A gold" { value 400 }
	piece Tokin "+p" "WfF" "A promoted pawn" { value 400 }
	EXTRA
	board 5x5
	pieces King Gold Pawn Tokin LANCE
	royal King
	promotion {
		ranks 4..5
		map Pawn -> Tokin
		ZONE
	}
	drops {
		pieces Gold Pawn
		DROPS
	}
	hand { captures }
	repetition 4
	setup "1gkgp/4p/5/P4/PGKG1[] w - - 0 1"
}`
	base := map[string]string{"EXTRA": "", "LANCE": "", "ZONE": "on enter within leave\n\t\tmandatory if-immobile", "DROPS": "mobile-only"}
	tests := []struct {
		name    string
		change  map[string]string
		want    []string // lines of the section
		refused string
	}{
		{"shogi's rules", nil, []string{"gold = g", "promotionRank = 4", "promotionPieceTypes = -", "promotedPieceType = p:g",
			"mandatoryPiecePromotion = false", "capturesToHand = true", "immobilityIllegal = true"}, ""},
		{"two images and the gold, one type", map[string]string{"LANCE": "Silver PromotedSilver", "pieces Gold Pawn": "pieces Gold Pawn Silver", "Pawn -> Tokin": "Pawn -> Tokin, Silver -> PromotedSilver",
			"EXTRA": `piece Silver s "FfW" "A silver" { value 300 }` + "\n\t" + `piece PromotedSilver "+s" "WfF" "A promoted silver" { value 400 }`},
			[]string{"gold = g", "silver = s", "promotedPieceType = p:g s:g"}, ""},
		{"two images, no gold: the first is the type", map[string]string{"LANCE": "Silver PromotedSilver", "pieces Gold Pawn": "pieces Gold Pawn Silver", "Pawn -> Tokin": "Pawn -> Tokin, Silver -> PromotedSilver",
			"EXTRA": `piece Silver s "FfW" "A silver" { value 300 }` + "\n\t" + `piece PromotedSilver "+s" "WfF" "A promoted silver" { value 400 }`, `"WfF" "A gold"`: `"WF" "A gold"`},
			[]string{"commoner = g", "gold = t", "promotedPieceType = p:t s:t"}, ""},
		{"a gold that a rule names", map[string]string{"DROPS": "mobile-only\n\t\tfile-limit Gold 1"},
			[]string{"gold = g", "customPiece1 = t:WfF", "promotedPieceType = p:t", "dropNoDoubled = g"}, ""},
		{"a tokin that may be dropped", map[string]string{"pieces Gold Pawn": "pieces Gold Pawn Tokin"},
			[]string{"gold = g", "customPiece1 = t:WfF", "promotedPieceType = p:t"}, ""},
		{"a tokin that moves otherwise", map[string]string{`"WfF" "A promoted pawn"`: `"WfFbR" "A promoted pawn"`},
			[]string{"gold = g", "customPiece1 = t:WfFbR", "promotedPieceType = p:t"}, ""},
		{"mandatory everywhere in the zone", map[string]string{"ZONE": "on enter within leave\n\t\tmandatory"},
			[]string{"mandatoryPiecePromotion = true", "immobilityIllegal = true"}, ""},
		{"a lance that does not promote", map[string]string{"EXTRA": `piece Lance l "fR" "A lance" { value 200 }`, "LANCE": "Lance"},
			nil, "piece Lance may move, as it is, onto rank 5"},
		{"optional promotion, mobile drops", map[string]string{"ZONE": "on enter within leave"},
			nil, "piece Pawn may move, as it is, onto rank 5"},
		{"forced promotion, any drop", map[string]string{"DROPS": ""},
			nil, "piece Pawn may be dropped where it could never move, but not move there"},
		{"a promoted piece with a letter of its own", map[string]string{"EXTRA": `piece Tokin2 t "WfF" "A promoted pawn" { value 400 }`, "LANCE": "Tokin2", "Pawn -> Tokin": "Pawn -> Tokin2"},
			nil, "piece Tokin2, promoted from Pawn, written T in FEN, not +P"},
		{"promotion on entering only", map[string]string{"ZONE": "on enter\n\t\tmandatory if-immobile"},
			nil, "promotion only by a move into the zone"},
	}
	for _, tt := range tests {
		text := src
		for k, v := range base {
			if c, ok := tt.change[k]; ok {
				v = c
			}
			text = strings.ReplaceAll(text, k, v)
		}
		for k, v := range tt.change {
			if _, ok := base[k]; !ok {
				text = strings.ReplaceAll(text, k, v)
			}
		}
		vs, diags := lang.CompileSource("tiny.vdl", []byte(text))
		if diags.ErrorCount() > 0 || len(vs) != 1 {
			t.Fatalf("%s: %v", tt.name, diags)
		}
		got, err := Export(vs[0])
		if tt.refused != "" {
			if err == nil || !strings.Contains(err.Error(), tt.refused) {
				t.Errorf("%s: %v, want a refusal saying %q", tt.name, err, tt.refused)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(got, "\n"+w+"\n") {
				t.Errorf("%s: no %q in\n%s", tt.name, w, got)
			}
		}
	}
}
