package protocol

import (
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// heldCatalogue is a catalogue whose bundled variants (those of the
// shared test catalogue) come in only when release is called: until then
// a session can only answer what needs no compiled variant. compiles
// counts the bundled variants compiled one by one.
func heldCatalogue(t *testing.T) (c *Catalogue, release func(), compiles *atomic.Int32) {
	t.Helper()
	shared := testCatalogue(t)
	var vs []*ir.Variant
	for _, n := range shared.Names() {
		vs = append(vs, shared.variant(n))
	}
	hold := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(hold) }) }
	t.Cleanup(release)
	compiles = new(atomic.Int32)
	c = newCatalogue(func() ([]*ir.Variant, error) {
		<-hold
		return vs, nil
	}, func(name string) (*ir.Variant, error) {
		<-hold
		compiles.Add(1)
		return shared.lookup(name)
	})
	return c, release, compiles
}

// built reports whether every bundled variant of the catalogue is in.
func built(c *Catalogue) bool {
	select {
	case <-c.built:
		return true
	default:
		return false
	}
}

// TestStartupBeforeCatalogue: the first answer to protover 2 is feature
// done=0, sent before the catalogue is built (XBoard then waits for
// done=1 instead of starting without the features after 10 seconds), and
// UCI's uci is answered in full, the same as with the catalogue built.
// The catalogue is held until the first answer has come: an engine that
// waited for it would not answer (the session's reply timeout fails it).
func TestStartupBeforeCatalogue(t *testing.T) {
	ref := startSession(t, "uci", Config{})
	ref.send("uci")
	wantHello := ref.until("uciok")

	for _, tc := range []struct {
		protocol string
		greet    []string
		first    string
		rest     string // the last line of the answer, after the catalogue
		check    []string
		answer   string
	}{
		{"xboard", []string{"xboard", "protover 2"}, "feature done=0", "feature done=1", []string{"new", "force", "usermove e2e4", "ping 1"}, "pong 1"},
		{"uci", []string{"uci"}, "id name vdl", "uciok", []string{"position startpos moves e2e4", "isready"}, "readyok"},
	} {
		t.Run(tc.protocol, func(t *testing.T) {
			c, release, _ := heldCatalogue(t)
			s := startSession(t, "auto", Config{Catalogue: c})
			for _, l := range tc.greet {
				s.send("%s", l)
			}
			s.expect(tc.first)
			if built(c) {
				t.Fatal("the catalogue was built before the first answer")
			}
			var got []string
			if tc.protocol == "uci" {
				// The whole answer comes before the catalogue.
				got = append([]string{tc.first}, s.until(tc.rest)...)
				if built(c) {
					t.Fatal("the catalogue was built before uciok")
				}
				if !slices.Equal(got, wantHello) {
					t.Errorf("uci answered before the catalogue was built:\n%q\nwant (built):\n%q", got, wantHello)
				}
			}
			release()
			if tc.protocol == "xboard" {
				got = s.until(tc.rest)
				if len(got) != 2 {
					t.Errorf("protover 2: want the features, then done=1, got %q", got)
				}
			}
			for _, l := range tc.check {
				s.send("%s", l)
			}
			s.expect(tc.answer)
		})
	}
}

// TestCatalogueLoadWhileBuilding: files loaded while the bundled variants
// compile make the catalogue they would have made loaded after: a file's
// variant replaces the bundled one of its name in its place, a new one
// comes last, and Names is the same before and after the build.
func TestCatalogueLoadWhileBuilding(t *testing.T) {
	shared := testCatalogue(t)
	dir := t.TempDir()
	f := filepath.Join(dir, "mine.vdl")
	write(t, f, "variant shako extends chess { }\nvariant mine extends chess { }\n")
	c, release, _ := heldCatalogue(t)
	added, diags := c.Load(f)
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(added, []string{"shako", "mine"}) {
		t.Fatalf("added %q", added)
	}
	before := c.Names()
	release()
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	after := c.Names()
	want := append(shared.Names(), "mine")
	if !slices.Equal(before, want) || !slices.Equal(after, want) {
		t.Errorf("names before the build %q, after %q, want %q", before, after, want)
	}
	if v := c.variant("shako"); v == nil || v == shared.variant("shako") {
		t.Error("the bundled shako replaced the file's")
	}
}

// TestUCICompilesOneVariant: a UCI session that answers uci, selects a
// variant and plays compiles that one bundled variant, not all of them
// (a match pays for the variant it plays).
func TestUCICompilesOneVariant(t *testing.T) {
	c, release, compiles := heldCatalogue(t)
	release()
	s := startSession(t, "uci", Config{Catalogue: c})
	s.send("uci")
	s.until("uciok")
	s.send("setoption name UCI_Variant value shako")
	s.send("position startpos moves e2e4")
	s.send("go depth 2")
	s.until("bestmove")
	s.send("isready")
	s.expect("readyok")
	if built(c) {
		t.Error("a UCI session compiled every bundled variant")
	}
	if n := compiles.Load(); n != 1 {
		t.Errorf("compiled %d bundled variants one by one, want 1 (shako)", n)
	}
}
