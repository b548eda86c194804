package fsf

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// cannotRoundTrip lists the bundled variants whose exported section does
// not import back to the same perft, with the reason.
var cannotRoundTrip = map[string]string{
	"placement": "castlingDroppedPiece is not imported yet",
	"seirawan":  "gating is not imported yet",
	"shouse":    "gating is not imported yet",
	"musketeer": "gating is not imported yet",
}

func perftOf(t *testing.T, v *ir.Variant, depth int) (uint64, error) {
	t.Helper()
	g, err := interp.NewGame(v)
	if err != nil {
		return 0, err
	}
	p, err := g.StartPosition()
	if err != nil {
		return 0, err
	}
	return p.Perft(depth), nil
}

// Every bundled variant that vdl export --fsf writes, imported back,
// counts the same perft from its start position as the original.
func TestImportRoundTrip(t *testing.T) {
	variants, _ := lang.Bundled()
	exact, total := 0, 0
	for _, v := range variants {
		text, err := Export(v)
		if err != nil {
			continue
		}
		total++
		depth := 3
		if v.Board.Files*v.Board.Ranks > 64 || v.Rules.Drops != nil {
			depth = 2
		}
		reason := roundTrip(t, v, text, depth)
		want, known := cannotRoundTrip[v.Name]
		switch {
		case reason == "" && known:
			t.Errorf("%s round-trips now: take it off cannotRoundTrip (%s)", v.Name, want)
		case reason == "":
			exact++
		case !known:
			t.Errorf("%s: %s", v.Name, reason)
		}
	}
	t.Logf("%d of %d exported variants import back with the same perft", exact, total)
}

func roundTrip(t *testing.T, v *ir.Variant, text string, depth int) string {
	src, _, err := Import([]byte(text), v.Name+".ini", false)
	if err != nil {
		return err.Error()
	}
	iv, _, diags := lang.CompileSourceVariant(v.Name+".vdl", []byte(src), v.Name)
	if diags.Err() != nil {
		return diags.Err().Error() + "\n" + src
	}
	want, err := perftOf(t, v, depth)
	if err != nil {
		return err.Error()
	}
	got, err := perftOf(t, iv, depth)
	if err != nil {
		return err.Error()
	}
	if got != want {
		return "perft " + itoa(depth) + ": " + itoa(int(got)) + ", want " + itoa(int(want)) + "\n" + src
	}
	return ""
}

func itoa(n int) string { return strconv.Itoa(n) }

// A bad INI is an error naming its line and what was expected.
func TestImportErrors(t *testing.T) {
	tests := []struct{ ini, want string }{
		{"[a\nking = k\n", "x.ini:1: a section header must end with ']'"},
		{"king = k\n", "x.ini:1: key \"king\" before the first [section]"},
		{"[a]\nnonsense\n", "x.ini:2: expected key = value"},
		{"[a]\n[a]\n", "x.ini:2: section [a] defined again (first at line 1)"},
		{"# only a comment\n", "no [section]"},
		{"[a]\nmaxRank = eleven\n", "x.ini:2: [a] maxRank = eleven: expected a rank 1 to 10"},
		// Without a parent and without piece keys, no pieces at all.
		{"[a]\nmaxRank = 6\n", "x.ini:1: [a]: no pieces: a section without a parent has only the pieces it names"},
		{"[a]\nfrobnicate = 3\n", "x.ini:2: [a] frobnicate = 3: vdl does not import this key yet"},
		{"[a]\ncustomPiece1 = 7:W\n", "x.ini:2: [a] customPiece1 = 7:W: expected a piece letter"},
		// Xiangqi's palace cut to five ranks keeps no square of Black's.
		{"[a:xiangqi]\nmaxRank = 5\nstartFen = 4k4/9/9/9/4K4 w - - 0 1\n", "x.ini:1: [a]: the parent's region palace has no square of Black's left on this board, and the piece General uses it"},
		// White has a soldier too, whose moves would reset vdl's rule.
		{"[a:chess]\ncustomPiece1 = s:mfW\nnMoveRuleTypesBlack = s\nstartFen = 4k3/s7/8/8/8/8/S7/4K3 w - - 0 1\n", "x.ini:3: [a] nMoveRuleTypesBlack = s: vdl's move rule resets on moves of either side's pieces of a type, and Custom1, which resets it only for the other side, may be white's too (its setup has one)"},
		// White loses only with both rights gone in Fairy-Stockfish.
		{"[a:chess]\ncastlingWins = KQ\n", "x.ini:2: [a] castlingWins = KQ: castling rights of both wings"},
		// A pseudo-royal type that two pieces promote to: two images.
		{"[a]\nking = -\ncustomPiece1 = k:K\ncustomPiece2 = q:mW\ncustomPiece3 = g:fW\npromotedPieceType = k:q g:q\ncapturesToHand = true\npieceDrops = true\nextinctionValue = loss\nextinctionPieceTypes = kq\nextinctionPseudoRoyal = true\nstartFen = 3k/4/4/GK2[] w - - 0 1\nmaxRank = 4\nmaxFile = 4\n", "a pseudo-royal Custom2 that several pieces promote to"},
		// The same type standing as itself in the setup too.
		{"[a]\nking = -\ncustomPiece1 = k:K\ncustomPiece2 = q:mW\npromotedPieceType = k:q\ncapturesToHand = true\npieceDrops = true\nextinctionValue = loss\nextinctionPieceTypes = kq\nextinctionPseudoRoyal = true\nstartFen = 2qk/4/4/QK2[] w - - 0 1\nmaxRank = 4\nmaxFile = 4\n", "which also stands as itself"},
		// a1-b2, then c3 off the lines, then d4 on them again.
		{"[a]\nrook = r\ndiagonalLines = a1 b2 d4\n", "x.ini:3: [a] diagonalLines = a1 b2 d4: a diagonal from a1 leaves the lines and comes back to d4"},
		{"[a]\nsoldier = s\npromotionPawnTypes = s\npromotionPieceTypes = vw\ncustomPiece1 = w:W\ncustomPiece2 = v:F\npromotedPieceType = s:w\n", "x.ini:4: [a] promotionPieceTypes = vw: pawn promotion choices together with a promotion map: more than one choice"},
	}
	for _, tt := range tests {
		_, _, err := Import([]byte(tt.ini), "x.ini", false)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v, want %q", tt.ini, err, tt.want)
		}
	}
	// Leniently, the unknown key is a warning and left out.
	text, warns, err := Import([]byte("[a]\nfrobnicate = 3\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"), "x.ini", true)
	if err != nil || len(warns) != 1 || strings.Contains(text, "frobnicate") {
		t.Errorf("lenient: %v %q %q", err, warns, text)
	}
}

// Comments are kept.
func TestImportComments(t *testing.T) {
	text, _, err := Import([]byte("# My game\n[mine]\n; the board\nmaxRank = 6\nking = k\nstartFen = 4k3/8/8/8/8/4K3 w - - 0 1\n"), "x.ini", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# My game\nvariant mine", "\t# the board\n", "board 8x6"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %q", text, want)
		}
	}
	if _, _, d := lang.CompileSourceVariant("x.vdl", []byte(text), "mine"); d.Err() != nil {
		t.Error(d.Err())
	}
}

// knownDifferences are sections of Fairy-Stockfish's variants.ini that
// import but count otherwise, with the reason.
var knownDifferences = map[string]string{
	"crossderby": "Debian's Fairy-Stockfish 11.1 does not read walls (*) in a FEN",
	"fullmoon":   "Debian's Fairy-Stockfish 11.1 reads a drop region as whiteDropRegion and blackDropRegion, not dropRegionWhite and dropRegionBlack, and so drops anywhere",
}

// With VDL_FSF_INI set to Fairy-Stockfish's own src/variants.ini (not in
// the Debian package; not committed here), every section is imported and
// its perft from the start compared with Fairy-Stockfish loading the same
// file (VDL_FSF, or the Debian package's binary; VDL_FSF_ONLY=a,b limits
// the comparison to those sections). It reports the sections
// imported, exact and refused, with the reasons; a section that imports
// but counts otherwise is a failure.
func TestImportFairyStockfishINI(t *testing.T) {
	path := os.Getenv("VDL_FSF_INI")
	if path == "" {
		t.Skip("set VDL_FSF_INI to Fairy-Stockfish's src/variants.ini (and VDL_FSF to its binary)")
	}
	bin := fsftest.Binary(t)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	secs, err := ImportSections(src, path)
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, s := range secs {
		if s.Compiles {
			all.WriteString(s.Text)
		}
	}
	custom := supportsCustomPieces(t, bin, t.TempDir())
	needsCustom := customSections(string(src))
	imported, exact := 0, 0
	var refused, notLoaded, tooOld []string
	// VDL_FSF_ONLY=name,name... checks only those sections (all are
	// still imported, as a section may extend one above it).
	only := strings.FieldsFunc(os.Getenv("VDL_FSF_ONLY"), func(r rune) bool { return r == ',' || r == ' ' })
	for _, s := range secs {
		if len(only) > 0 && !slices.Contains(only, s.Name) {
			continue
		}
		if len(s.Problems) > 0 {
			refused = append(refused, s.Name+": "+strings.Join(s.Problems, "; "))
			continue
		}
		iv, _, diags := lang.CompileSourceVariant(path, []byte(all.String()), s.Name)
		if diags.Err() != nil {
			refused = append(refused, s.Name+": the imported text does not compile: "+diags.Err().Error())
			continue
		}
		imported++
		if !custom && needsCustom[s.Name] {
			tooOld = append(tooOld, s.Name)
			continue
		}
		g, err := interp.NewGame(iv)
		if err != nil {
			refused = append(refused, s.Name+": "+err.Error())
			continue
		}
		p, err := g.StartPosition()
		if err != nil {
			refused = append(refused, s.Name+": "+err.Error())
			continue
		}
		depth := 2
		want := p.Perft(depth)
		got, err := fsfPerft(bin, perftJob{ini: path, name: s.Name, fen: p.FEN(), depth: depth})
		switch {
		case err != nil:
			t.Errorf("%s: %v", s.Name, err)
		case got < 0:
			notLoaded = append(notLoaded, s.Name)
		case uint64(got) != want && knownDifferences[s.Name] != "":
			refused = append(refused, fmt.Sprintf("%s: perft %d vdl %d, Fairy-Stockfish %d: %s", s.Name, depth, want, got, knownDifferences[s.Name]))
		case uint64(got) != want:
			t.Errorf("%s: perft %d from %s: vdl %d, Fairy-Stockfish %d", s.Name, depth, p.FEN(), want, got)
		default:
			exact++
		}
	}
	t.Logf("%d sections: %d imported, %d exact, %d refused, %d not loaded by %s (%s)",
		len(secs), imported, exact, len(refused), len(notLoaded), bin, strings.Join(notLoaded, ", "))
	if len(tooOld) > 0 {
		t.Logf("%s does not read custom pieces: %d imported sections that need them not compared (%s)", bin, len(tooOld), strings.Join(tooOld, ", "))
	}
	for _, r := range refused {
		t.Logf("refused %s", r)
	}
}

// customSections names the sections of a variants.ini that define a
// custom piece or a king with its own Betza, or inherit one from a
// section of the file.
func customSections(ini string) map[string]bool {
	parent := map[string]string{}
	own := map[string]bool{}
	name := ""
	for _, line := range strings.Split(ini, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			n, p, _ := strings.Cut(line[1:len(line)-1], ":")
			name, parent[n] = n, p
			continue
		}
		key, value, _ := strings.Cut(line, "=")
		key = strings.TrimSpace(key)
		if strings.HasPrefix(key, "customPiece") || key == "king" && strings.Contains(value, ":") {
			own[name] = true
		}
	}
	out := map[string]bool{}
	for n := range parent {
		for a := n; a != ""; a = parent[a] {
			if own[a] {
				out[n] = true
				break
			}
			if parent[a] == a {
				break
			}
		}
	}
	return out
}
