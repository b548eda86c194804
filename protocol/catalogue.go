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
type Catalogue struct {
	// Options say where the imports of loaded files may come from (the
	// engine's --import-root); files are loaded as lang.ReadFile reads
	// them, regular files only, so that a VariantPath of /dev/stdin or a
	// FIFO is an error, never a read of the GUI's own commands or a wait.
	Options lang.Options

	mu     sync.Mutex
	names  []string // in the order they became known
	byName map[string]*ir.Variant
	games  map[gameKey]*interp.Game
}

// gameKey names a compiled game: a variant in one castling notation.
type gameKey struct {
	name     string
	chess960 bool
}

// NewCatalogue holds the bundled variants.
func NewCatalogue() (*Catalogue, error) {
	vs, diags := lang.Bundled()
	if err := diags.Err(); err != nil {
		return nil, fmt.Errorf("the bundled definitions have errors: %v", err)
	}
	c := &Catalogue{byName: map[string]*ir.Variant{}, games: map[gameKey]*interp.Game{}}
	for _, v := range vs {
		c.add(v)
	}
	return c, nil
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

// Names lists the variants, in the order they became known.
func (c *Catalogue) Names() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.names)
}

// Has reports whether a variant of that name is known.
func (c *Catalogue) Has(name string) bool {
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
	c.mu.Lock()
	defer c.mu.Unlock()
	key := gameKey{name, chess960}
	if g, ok := c.games[key]; ok {
		return g, nil
	}
	v, ok := c.byName[name]
	if !ok {
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
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byName[name]
}
