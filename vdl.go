package vdl

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Variant is a compiled chess variant: its board, pieces and rules, ready
// to play. It never changes and may be shared by any number of games and
// engines, in any number of goroutines.
type Variant struct {
	ir       *ir.Variant
	game     *interp.Game
	warnings []Diagnostic
}

// Diagnostic is a mistake or a warning in vdl source, where it is and
// what it says, as `vdl lint` prints it.
type Diagnostic struct {
	File      string
	Line, Col int
	Severity  string // "error", "warning" or "note"
	Code      string // the stable code, such as V028 (see spec/errors.md)
	Message   string
}

// String is the diagnostic as `vdl lint` prints it:
// file:line:col: severity[code]: message.
func (d Diagnostic) String() string {
	return fmt.Sprintf("%s:%d:%d: %s[%s]: %s", d.File, d.Line, d.Col, d.Severity, d.Code, d.Message)
}

// CompileError is the error of source that does not compile: every
// diagnostic, errors and warnings, in source order.
type CompileError struct {
	Diagnostics []Diagnostic
}

func (e *CompileError) Error() string {
	var lines []string
	for _, d := range e.Diagnostics {
		if d.Severity == "error" {
			lines = append(lines, d.String())
		}
	}
	return strings.Join(lines, "\n")
}

func diagnostics(list diag.List) []Diagnostic {
	var out []Diagnostic
	for _, d := range list {
		out = append(out, Diagnostic{File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col,
			Severity: d.Severity.String(), Code: string(d.Code), Message: d.Msg})
	}
	return out
}

// Bundled variants are compiled once each, on first use.
var bundled sync.Map // name -> *Variant

// Load returns the bundled variant of the given name (`vdl list` lists
// them; so does [BundledVariants]). An unknown name is an error that
// suggests the closest names.
func Load(name string) (*Variant, error) {
	if v, ok := bundled.Load(name); ok {
		return v.(*Variant), nil
	}
	iv, err := lang.Find(name)
	if err != nil {
		return nil, err
	}
	v, err := newVariant(iv, nil)
	if err != nil {
		return nil, err
	}
	actual, _ := bundled.LoadOrStore(name, v)
	return actual.(*Variant), nil
}

// VariantInfo names a bundled variant.
type VariantInfo struct {
	Name, Title string
}

// BundledVariants lists the bundled variants, by name and title, in the
// order of `vdl list`, without compiling them.
func BundledVariants() []VariantInfo {
	var out []VariantInfo
	for _, n := range lang.BundledNames() {
		out = append(out, VariantInfo{n.Name, n.Title})
	}
	return out
}

// Compile compiles vdl source text and returns its variant called name,
// or its only variant if name is "". The text may extend the bundled
// variants and the standard library's rule sets (variant mine extends
// chess { ... }); its diagnostics name it "input.vdl". Source with an
// error gives a *CompileError; warnings do not stop it (see Warnings).
func Compile(src, name string) (*Variant, error) {
	return compile("input.vdl", []byte(src), name, false)
}

// CompileFile compiles the vdl file at path and returns its variant
// called name. With name "" it returns the file's only variant, or the
// one named like the file (chess for chess.vdl), as the vdl command does.
// The file's imports are read from disk, relative to it.
func CompileFile(path, name string) (*Variant, error) {
	src, diags := lang.ReadFile(path)
	if diags.Err() != nil {
		return nil, &CompileError{diagnostics(diags)}
	}
	return compile(path, src, name, true)
}

func compile(filename string, src []byte, name string, byFileName bool) (*Variant, error) {
	iv, names, diags := lang.CompileSourceVariant(filename, src, name)
	if diags.Err() != nil {
		return nil, &CompileError{diagnostics(diags)}
	}
	if iv != nil {
		return newVariant(iv, diagnostics(diags))
	}
	stem := strings.TrimSuffix(filepath.Base(filename), ".vdl")
	switch {
	case len(names) == 0:
		return nil, fmt.Errorf("%s defines no playable variant", filename)
	case name == "" && byFileName && slices.Contains(names, stem):
		return compile(filename, src, stem, false)
	case name == "":
		return nil, fmt.Errorf("%s defines %d variants: give the name of one (%s)", filename, len(names), strings.Join(names, ", "))
	}
	return nil, fmt.Errorf("%s has no variant %q%s: expected one of %s", filename, name, diag.Suggest(name, names), strings.Join(names, ", "))
}

func newVariant(iv *ir.Variant, warnings []Diagnostic) (*Variant, error) {
	g, err := interp.NewGame(iv)
	if err != nil {
		return nil, fmt.Errorf("variant %s: %v", iv.Name, err)
	}
	if _, err := g.StartPosition(); err != nil {
		return nil, fmt.Errorf("variant %s: %v", iv.Name, err)
	}
	return &Variant{ir: iv, game: g, warnings: warnings}, nil
}

// Name is the variant's name, as `vdl list` and Load know it.
func (v *Variant) Name() string { return v.ir.Name }

// Title is the variant's title ("Capablanca chess").
func (v *Variant) Title() string { return v.ir.Title }

// Files is the board's width.
func (v *Variant) Files() int { return v.game.Files() }

// Ranks is the board's height.
func (v *Variant) Ranks() int { return v.game.Ranks() }

// StartFEN is the start position in extended FEN (the first of a family
// of setups: see NewGameFromSetup).
func (v *Variant) StartFEN() string {
	p, _ := v.game.StartPosition() // newVariant made sure it has one
	return p.FEN()
}

// Warnings are the warnings the source had, if it was compiled from
// source (a bundled variant has none).
func (v *Variant) Warnings() []Diagnostic { return slices.Clone(v.warnings) }

// Piece is one of a variant's pieces.
type Piece struct {
	Name   string
	Letter string // in FEN, White's; Black's is its lower case
	Betza  string // its moves in Betza notation, where it has one
}

// Pieces lists the variant's pieces.
func (v *Variant) Pieces() []Piece {
	var out []Piece
	for _, pc := range v.ir.Pieces {
		out = append(out, Piece{pc.Name, pc.Letter, pc.Betza})
	}
	return out
}

// NewGame starts a game from the variant's start position.
func (v *Variant) NewGame() *Game {
	p, _ := v.game.StartPosition() // newVariant made sure it has one
	return newGame(v, p)
}

// NewGameFromFEN starts a game from a position in extended FEN.
func (v *Variant) NewGameFromFEN(fen string) (*Game, error) {
	p, err := v.game.ParseFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("FEN %q: %v", fen, err)
	}
	return newGame(v, p), nil
}

// SetupCount is the number of start positions of the variant's family of
// setups (960 for chess960), 1 for a variant with one start position.
func (v *Variant) SetupCount() int {
	n, err := v.game.SetupCount()
	if err != nil {
		return 1
	}
	return n
}

// NewGameFromSetup starts a game from start position n (0 to
// SetupCount()-1) of the variant's family of setups: Chess960 numbers
// them as Scharnagl did, 518 being chess's.
func (v *Variant) NewGameFromSetup(n int) (*Game, error) {
	count := v.SetupCount()
	if n < 0 || n >= count {
		return nil, fmt.Errorf("setup %d is out of range: want 0 to %d for variant %s", n, count-1, v.Name())
	}
	p, err := v.game.SetupPosition(n)
	if err != nil {
		return nil, fmt.Errorf("setup %d: %v", n, err)
	}
	return newGame(v, p), nil
}

// ErrGameOver is the error of asking a finished game for a move.
var ErrGameOver = errors.New("the game is over")
