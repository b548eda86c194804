package definitions_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// moveFile is one testdata/moves/*.yaml file: hand-derived destination
// lists for the pieces of one variant.
type moveFile struct {
	Variant string     `yaml:"variant"`
	Cases   []moveCase `yaml:"cases"`
}

// moveCase places pieces on an otherwise empty board and lists every
// destination of the piece on From: "e4" a move, "xe4" a capture, "e8=Queen"
// a promotion (one entry per choice, plus "e8" when promotion is optional).
type moveCase struct {
	Name  string              `yaml:"name"`
	White map[string][]string `yaml:"white"`
	Black map[string][]string `yaml:"black"`
	Side  string              `yaml:"side"` // "w" (default) or "b"
	From  string              `yaml:"from"`
	Moves []string            `yaml:"moves"`
	Why   string              `yaml:"why"`
	// Pending names the rule the definition still lacks; the case is
	// skipped until it lands, and the expectation stays as written.
	Pending string `yaml:"pending"`
}

var moveEntry = regexp.MustCompile(`^x?[a-z]+[0-9]+(=[A-Za-z]+)?$`)

// TestMoves checks the destinations of single pieces against the lists in
// testdata/moves, which were worked out by hand from the rule texts.
func TestMoves(t *testing.T) {
	files, err := filepath.Glob("testdata/moves/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/moves/*.yaml files")
	}
	vs, diags := lang.Bundled()
	variants := map[string]*ir.Variant{}
	for _, v := range vs {
		variants[v.Name] = v
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var mf moveFile
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&mf); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		t.Run(strings.TrimSuffix(filepath.Base(file), ".yaml"), func(t *testing.T) {
			v, ok := variants[mf.Variant]
			if !ok {
				msg := fmt.Sprintf("%s: variant %q is not bundled", file, mf.Variant)
				if diags.ErrorCount() > 0 {
					msg += fmt.Sprintf("; the bundled definitions have errors:\n%v", diags)
				}
				t.Fatal(msg)
			}
			// The cases are about how pieces move, in positions that need
			// not be game positions: without the variant's endings, a
			// position with no Snark is not already won (Snark Hunt).
			nv := *v
			nv.Rules.Endings = nil
			v = &nv
			g, err := interp.NewGame(v)
			if err != nil {
				t.Fatalf("%s: %v", mf.Variant, err)
			}
			seen := map[string]bool{}
			for i, c := range mf.Cases {
				if c.Name == "" || seen[c.Name] {
					t.Fatalf("%s: case %d: missing or duplicate name %q", file, i+1, c.Name)
				}
				seen[c.Name] = true
				t.Run(c.Name, func(t *testing.T) { runMoveCase(t, g, v, c) })
			}
		})
	}
}

func runMoveCase(t *testing.T, g *interp.Game, v *ir.Variant, c moveCase) {
	if c.Pending != "" {
		t.Skip("pending: " + c.Pending)
	}
	fen, err := caseFEN(g, v, c)
	if err != nil {
		t.Fatalf("test data: %v", err)
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("FEN %s: %v", fen, err)
	}
	from, err := g.ParseSquare(c.From)
	if err != nil {
		t.Fatalf("test data: from: %v", err)
	}
	want := map[string]bool{}
	for _, m := range c.Moves {
		if !moveEntry.MatchString(m) {
			t.Fatalf("test data: move %q: expected e4, xe4 or e8=Name", m)
		}
		if want[m] {
			t.Fatalf("test data: move %q listed twice", m)
		}
		want[m] = true
	}
	got := map[string]bool{}
	for _, m := range p.LegalMoves(nil) {
		if m.From != from {
			continue
		}
		s := g.SquareName(m.To)
		if m.IsCapture() {
			s = "x" + s
		}
		if pt := m.PromotionType(); pt >= 0 {
			s += "=" + v.Pieces[pt].Name
		}
		got[s] = true
	}
	var missing, unexpected []string
	for m := range want {
		if !got[m] {
			missing = append(missing, m)
		}
	}
	for m := range got {
		if !want[m] {
			unexpected = append(unexpected, m)
		}
	}
	if len(missing)+len(unexpected) == 0 {
		return
	}
	sortSquares(missing)
	sortSquares(unexpected)
	t.Errorf("%s (%s from %s)\n  FEN:        %s\n  missing:    %v\n  unexpected: %v\n  why:        %s",
		c.Name, pieceOn(c, c.From), c.From, fen, missing, unexpected, c.Why)
}

// pieceOn names the piece the case puts on sq.
func pieceOn(c moveCase, sq string) string {
	for _, side := range []map[string][]string{c.White, c.Black} {
		for name, squares := range side {
			for _, s := range squares {
				if s == sq {
					return name
				}
			}
		}
	}
	return "nothing"
}

// caseFEN builds the FEN of a case: its pieces, the board's holes, the side
// to move, no castling or en-passant rights.
func caseFEN(g *interp.Game, v *ir.Variant, c moveCase) (string, error) {
	letter := map[string]string{}
	for _, p := range v.Pieces {
		letter[p.Name] = p.Letter
	}
	files, ranks := g.Files(), g.Ranks()
	cells := make([]string, files*ranks)
	for _, h := range v.Board.Holes {
		s, err := g.ParseSquare(h)
		if err != nil {
			return "", err
		}
		cells[s] = "*"
	}
	fromColour := ""
	for colour, side := range map[string]map[string][]string{"w": c.White, "b": c.Black} {
		for name, squares := range side {
			l, ok := letter[name]
			if !ok {
				return "", fmt.Errorf("variant %s has no piece %q", v.Name, name)
			}
			if colour == "b" {
				l = strings.ToLower(l) // the IR's letter is White's symbol
			}
			for _, sq := range squares {
				s, err := g.ParseSquare(sq)
				if err != nil {
					return "", err
				}
				if cells[s] == "*" {
					return "", fmt.Errorf("%s on %s, a hole", name, sq)
				}
				if cells[s] != "" {
					return "", fmt.Errorf("two pieces on %s", sq)
				}
				cells[s] = l
				if sq == c.From {
					fromColour = colour
				}
			}
		}
	}
	side := c.Side
	if side == "" {
		side = "w"
	}
	if side != "w" && side != "b" {
		return "", fmt.Errorf("side %q: expected w or b", c.Side)
	}
	if fromColour != side {
		return "", fmt.Errorf("from %s: expected a piece of the side to move (%s) there", c.From, side)
	}
	var b strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < files; f++ {
			cell := cells[r*files+f]
			if cell == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(cell)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + side + " - - 0 1", nil
}

// sortSquares orders move entries by file, then rank as a number.
func sortSquares(ms []string) {
	key := func(m string) (string, int, string) {
		m = strings.TrimPrefix(m, "x")
		i := 0
		for i < len(m) && m[i] >= 'a' && m[i] <= 'z' {
			i++
		}
		j := i
		for j < len(m) && m[j] >= '0' && m[j] <= '9' {
			j++
		}
		n, _ := strconv.Atoi(m[i:j])
		return m[:i], n, m[j:]
	}
	sort.Slice(ms, func(a, b int) bool {
		fa, ra, sa := key(ms[a])
		fb, rb, sb := key(ms[b])
		if fa != fb {
			return len(fa) < len(fb) || len(fa) == len(fb) && fa < fb
		}
		if ra != rb {
			return ra < rb
		}
		if sa != sb {
			return sa < sb
		}
		return ms[a] < ms[b]
	})
}
