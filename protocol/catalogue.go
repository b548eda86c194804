package protocol

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Catalogue is the set of variants a session can play: the bundled ones
// and those of the files loaded, by name. A file's variant replaces a
// bundled one of the same name, as Fairy-Stockfish's VariantPath does.
//
// The bundled variants are compiled in the background from NewCatalogue
// on (compiling them all takes most of a second, more on a loaded
// machine), so that a session can answer the GUI's first command at once:
// what needs a variant or the full list of names waits for them.
type Catalogue struct {
	// Options say where the imports of loaded files may come from (the
	// engine's --import-root); files are loaded as lang.ReadFile reads
	// them, regular files only, so that a VariantPath of /dev/stdin or a
	// FIFO is an error, never a read of the GUI's own commands or a wait.
	Options lang.Options

	built chan struct{} // closed when the bundled variants are in
	err   error         // the bundled definitions' errors, set before built is closed

	mu     sync.Mutex
	names  []string // in the order they became known
	byName map[string]*ir.Variant
	games  map[gameKey]*interp.Game
	ready  bool // the bundled variants are in names and byName
}

// gameKey names a compiled game: a variant in one castling notation.
type gameKey struct {
	name     string
	chess960 bool
}

// NewCatalogue holds the bundled variants. It returns at once, compiling
// them in the background; Err waits for them and says whether the bundled
// definitions have errors (the catalogue then holds only the files'
// variants).
func NewCatalogue() *Catalogue {
	return newCatalogue(func() ([]*ir.Variant, error) {
		vs, diags := lang.Bundled()
		if err := diags.Err(); err != nil {
			return nil, fmt.Errorf("the bundled definitions have errors: %v", err)
		}
		return vs, nil
	})
}

// newCatalogue builds the bundled part of a catalogue with bundled, in
// the background.
func newCatalogue(bundled func() ([]*ir.Variant, error)) *Catalogue {
	c := &Catalogue{built: make(chan struct{}), byName: map[string]*ir.Variant{}, games: map[gameKey]*interp.Game{}}
	go func() {
		vs, err := bundled()
		c.addBundled(vs, err)
	}()
	return c
}

// addBundled puts the bundled variants before those of the files loaded
// meanwhile, which keep their place over a bundled one of their name: the
// catalogue is then what it would be had the bundled ones come first.
func (c *Catalogue) addBundled(vs []*ir.Variant, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	loaded := c.names
	c.names = nil
	for _, v := range vs {
		if _, ok := c.byName[v.Name]; !ok {
			c.byName[v.Name] = v
		}
		c.names = append(c.names, v.Name)
	}
	for _, n := range loaded {
		if !slices.Contains(c.names, n) {
			c.names = append(c.names, n)
		}
	}
	c.err, c.ready = err, true
	close(c.built)
}

// Err waits for the bundled variants and returns the error that kept
// them out, nil if none.
func (c *Catalogue) Err() error {
	<-c.built
	return c.err
}

func (c *Catalogue) add(v *ir.Variant) {
	if _, ok := c.byName[v.Name]; !ok {
		c.names = append(c.names, v.Name)
	}
	c.byName[v.Name] = v
	delete(c.games, gameKey{v.Name, false})
	delete(c.games, gameKey{v.Name, true})
}

// Load compiles the variant files in paths (a list separated as the
// system separates paths, ':' here, as Fairy-Stockfish's VariantPath) and
// adds their variants. A directory adds every .vdl file in it. It returns
// the names added and the diagnostics; a file with errors adds nothing.
func (c *Catalogue) Load(paths string) ([]string, diag.List) {
	var added []string
	var all diag.List
	for _, path := range filepath.SplitList(paths) {
		path = strings.TrimSpace(path)
		if path == "" {
			continue
		}
		files := []string{path}
		if st, err := os.Stat(path); err == nil && st.IsDir() {
			files, _ = filepath.Glob(filepath.Join(path, "*.vdl"))
		}
		for _, f := range files {
			vs, diags := c.Options.CompileFile(f)
			all = append(all, diags...)
			if diags.Err() != nil {
				continue
			}
			c.mu.Lock()
			for _, v := range vs {
				c.add(v)
				added = append(added, v.Name)
			}
			c.mu.Unlock()
		}
	}
	return added, all
}

// Names lists the variants, the bundled ones first, then those of the
// files in the order they were loaded.
func (c *Catalogue) Names() []string {
	<-c.built
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.names)
}

// earlyNames is Names without waiting for the bundled variants to
// compile: until they have, their names are read from their declarations
// alone (lang.BundledNames, in the same order), which costs a fraction
// of the compilation. For UCI's answer to uci, which must list them.
func (c *Catalogue) earlyNames() []string {
	select {
	case <-c.built:
		return c.Names()
	default:
	}
	names := slices.Clone(bundledNames()) // not holding mu: this takes a while
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ready {
		return slices.Clone(c.names)
	}
	for _, n := range c.names {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// bundledNames are the bundled variants' names, read once.
var bundledNames = sync.OnceValue(func() []string {
	var names []string
	for _, n := range lang.BundledNames() {
		names = append(names, n.Name)
	}
	return names
})

// Has reports whether a variant of that name is known.
func (c *Catalogue) Has(name string) bool {
	<-c.built
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.byName[name]
	return ok
}

// Game compiles the named variant for play (once; the Game is shared).
func (c *Catalogue) Game(name string) (*interp.Game, error) { return c.GameIn(name, false) }

// GameIn is Game in Chess960 notation or not (UCI_Chess960): each is a
// game of its own, since sessions share the games of a catalogue.
func (c *Catalogue) GameIn(name string, chess960 bool) (*interp.Game, error) {
	<-c.built
	c.mu.Lock()
	defer c.mu.Unlock()
	key := gameKey{name, chess960}
	if g, ok := c.games[key]; ok {
		return g, nil
	}
	v, ok := c.byName[name]
	if !ok {
		if c.err != nil {
			return nil, fmt.Errorf("unknown variant %q (%v)", name, c.err)
		}
		return nil, fmt.Errorf("unknown variant %q%s", name, diag.Suggest(name, c.names))
	}
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, fmt.Errorf("variant %s: %v", name, err)
	}
	if chess960 {
		g.SetChess960(true)
	}
	c.games[key] = g
	return g, nil
}

// variant returns the IR of the named variant, nil if unknown.
func (c *Catalogue) variant(name string) *ir.Variant {
	<-c.built
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byName[name]
}
