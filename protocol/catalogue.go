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
// A bundled variant is compiled when it is first asked for, alone
// (lang.Find), so that a UCI session playing one variant pays for that
// one only; their names come from their declarations. XBoard's variants
// feature needs them all (which are playable): All compiles every one in
// the background, once, which takes most of a second.
type Catalogue struct {
	// Options say where the imports of loaded files may come from (the
	// engine's --import-root); files are loaded as lang.ReadFile reads
	// them, regular files only, so that a VariantPath of /dev/stdin or a
	// FIFO is an error, never a read of the GUI's own commands or a wait.
	Options lang.Options

	bundled func() ([]*ir.Variant, error)     // compiles every bundled variant
	find    func(string) (*ir.Variant, error) // compiles one bundled variant

	allOnce sync.Once
	built   chan struct{} // closed when every bundled variant is compiled
	err     error         // the bundled definitions' errors, set before built is closed

	mu       sync.Mutex
	loaded   []string               // the files' variants, in the order loaded
	byName   map[string]*ir.Variant // the files' variants
	compiled map[string]*ir.Variant // bundled variants compiled so far
	games    map[gameKey]*interp.Game
}

// gameKey names a compiled game: a variant in one castling notation.
type gameKey struct {
	name     string
	chess960 bool
}

// NewCatalogue holds the bundled variants, compiling none yet.
func NewCatalogue() *Catalogue {
	return newCatalogue(func() ([]*ir.Variant, error) {
		vs, diags := lang.Bundled()
		if err := diags.Err(); err != nil {
			return nil, fmt.Errorf("the bundled definitions have errors: %v", err)
		}
		return vs, nil
	}, lang.Find)
}

// newCatalogue is a catalogue whose bundled variants are compiled by
// bundled (all) and find (one).
func newCatalogue(bundled func() ([]*ir.Variant, error), find func(string) (*ir.Variant, error)) *Catalogue {
	return &Catalogue{bundled: bundled, find: find, built: make(chan struct{}),
		byName: map[string]*ir.Variant{}, compiled: map[string]*ir.Variant{}, games: map[gameKey]*interp.Game{}}
}

// All starts compiling every bundled variant in the background, once; Err
// and allVariants wait for it.
func (c *Catalogue) All() {
	c.allOnce.Do(func() {
		go func() {
			vs, err := c.bundled()
			c.mu.Lock()
			for _, v := range vs {
				if _, ok := c.compiled[v.Name]; !ok {
					c.compiled[v.Name] = v
				}
			}
			c.err = err
			c.mu.Unlock()
			close(c.built)
		}()
	})
}

// Err compiles every bundled variant and returns the error that kept
// them out, nil if none.
func (c *Catalogue) Err() error {
	c.All()
	<-c.built
	return c.err
}

func (c *Catalogue) add(v *ir.Variant) {
	if _, ok := c.byName[v.Name]; !ok {
		c.loaded = append(c.loaded, v.Name)
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
// files in the order they were loaded. It compiles nothing: the bundled
// names are read from their declarations (lang.BundledNames).
func (c *Catalogue) Names() []string {
	names := slices.Clone(bundledNames())
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, n := range c.loaded {
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
	c.mu.Lock()
	_, ok := c.byName[name]
	c.mu.Unlock()
	return ok || slices.Contains(bundledNames(), name)
}

// Game compiles the named variant for play (once; the Game is shared).
func (c *Catalogue) Game(name string) (*interp.Game, error) { return c.GameIn(name, false) }

// GameIn is Game in Chess960 notation or not (UCI_Chess960): each is a
// game of its own, since sessions share the games of a catalogue.
func (c *Catalogue) GameIn(name string, chess960 bool) (*interp.Game, error) {
	key := gameKey{name, chess960}
	c.mu.Lock()
	g, ok := c.games[key]
	c.mu.Unlock()
	if ok {
		return g, nil
	}
	v, err := c.lookup(name)
	if err != nil {
		return nil, err
	}
	g, err = interp.NewGame(v)
	if err != nil {
		return nil, fmt.Errorf("variant %s: %v", name, err)
	}
	if chess960 {
		g.SetChess960(true)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.games[key]; ok { // another session was quicker
		return old, nil
	}
	c.games[key] = g
	return g, nil
}

// lookup returns the IR of the named variant: a file's, else the bundled
// one, compiled now if it has not been.
func (c *Catalogue) lookup(name string) (*ir.Variant, error) {
	c.mu.Lock()
	v, ok := c.byName[name]
	if !ok {
		v, ok = c.compiled[name]
	}
	c.mu.Unlock()
	if ok {
		return v, nil
	}
	if !slices.Contains(bundledNames(), name) {
		return nil, fmt.Errorf("unknown variant %q%s", name, diag.Suggest(name, c.Names()))
	}
	v, err := c.find(name)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.compiled[name]; ok {
		return old, nil
	}
	c.compiled[name] = v
	return v, nil
}

// variant returns the IR of the named variant, nil if unknown or if it
// does not compile.
func (c *Catalogue) variant(name string) *ir.Variant {
	v, _ := c.lookup(name)
	return v
}

// allVariants returns every variant's IR in the order of Names, waiting
// for the bundled ones to compile (XBoard's variants feature); a variant
// that does not compile is left out.
func (c *Catalogue) allVariants() []*ir.Variant {
	c.All()
	<-c.built
	var vs []*ir.Variant
	for _, n := range c.Names() {
		if v := c.variant(n); v != nil {
			vs = append(vs, v)
		}
	}
	return vs
}
