package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// variantFlags are the flags of every command that takes a VARIANT.
type variantFlags struct {
	name       string // --variant
	fen        string // --fen
	setup      int    // --setup: a start position of a family (Chess960); -1 none
	random     bool   // --random-setup
	importRoot string // --import-root
	cmd        *cobra.Command
	// warnPiece, if set, is the piece (name or letter) a command shows:
	// only the warnings about it are printed, the others counted in one
	// line (vdl moves, run again and again on one file).
	warnPiece string
}

func (f *variantFlags) register(cmd *cobra.Command, withFEN bool) {
	f.cmd = cmd
	cmd.Flags().StringVar(&f.name, "variant", "", "which variant of a file holding several (default: the one named like the file)")
	registerImportRoot(cmd, &f.importRoot)
	f.setup = -1
	if withFEN {
		cmd.Flags().StringVar(&f.fen, "fen", "", "start from this position (extended FEN) instead of the setup")
		cmd.Flags().IntVar(&f.setup, "setup", -1, "start from position N of the variant's family of setups (Chess960: 0 to 959, 518 is chess)")
		cmd.Flags().BoolVar(&f.random, "random-setup", false, "start from a random position of the variant's family of setups (its number is printed)")
	}
}

// isPath tells a file argument from a bundled variant's name.
func isPath(arg string) bool {
	if strings.HasSuffix(arg, ".vdl") || strings.ContainsRune(arg, os.PathSeparator) {
		return true
	}
	_, err := os.Stat(arg)
	return err == nil
}

// registerImportRoot adds --import-root to a command that reads variant
// files.
func registerImportRoot(cmd *cobra.Command, root *string) {
	cmd.Flags().StringVar(root, "import-root", "", "the folder no import may reach above (default: the folder of the file that imports)")
}

// loadVariant compiles the variant named by arg (a file, - for standard
// input, or a bundled variant's name). Warnings are printed to stderr and
// do not stop it; errors come back as a *diagError.
func loadVariant(arg string, f *variantFlags, stderr io.Writer) (*ir.Variant, error) {
	opts := lang.Options{ImportRoot: f.importRoot}
	var (
		v     *ir.Variant
		names []string
		diags diag.List
	)
	switch {
	case arg == "-":
		var stdin io.Reader = os.Stdin
		if f.cmd != nil {
			stdin = f.cmd.InOrStdin()
		}
		src, rd := lang.ReadSource(stdinName, stdin)
		if rd != nil {
			return nil, &diagError{rd}
		}
		arg = "standard input"
		v, names, diags = opts.CompileSourceVariant(stdinName, src, f.name)
	case !isPath(arg):
		if f.name != "" && f.name != arg {
			return nil, fmt.Errorf("--variant %s given with the bundled variant %s: give a file path with --variant", f.name, arg)
		}
		return lang.Find(arg)
	default:
		v, names, diags = opts.CompileFileVariant(arg, f.name)
		if v == nil && diags.Err() == nil && f.name == "" && slices.Contains(names, fileStem(arg)) {
			// definitions/chess.vdl holds chess960, armageddon and more, yet
			// `perft definitions/chess.vdl` plainly means chess.
			g := *f
			g.name = fileStem(arg)
			return loadVariant(arg, &g, stderr)
		}
	}
	if diags.Err() != nil {
		return nil, &diagError{diags}
	}
	more := ""
	if v != nil && f.warnPiece != "" {
		diags, more = pieceWarnings(arg, v, f.warnPiece, diags)
	}
	printDiags(stderr, diags)
	fmt.Fprint(stderr, more)
	if v != nil {
		return v, nil
	}
	switch {
	case len(names) == 0:
		return nil, fmt.Errorf("%s defines no playable variant", arg)
	case f.name == "":
		return nil, fmt.Errorf("%s defines %d variants: choose one with --variant (%s)", arg, len(names), listNames(names))
	}
	return nil, fmt.Errorf("%s has no variant %q%s: expected one of %s", arg, f.name, diag.Suggest(f.name, names), listNames(names))
}

// pieceWarnings keeps the diagnostics about the piece named or lettered
// piece (their message begins "piece NAME" or "NAME ") and says in one
// line (more) how many others there are and how to see them.
func pieceWarnings(arg string, v *ir.Variant, piece string, diags diag.List) (keep diag.List, more string) {
	name := piece
	for _, pc := range v.Pieces {
		if pc.Name == piece || strings.EqualFold(pc.Letter, piece) || strings.EqualFold(pc.Name, piece) {
			name = pc.Name
			break
		}
	}
	others := 0
	for _, d := range diags {
		if d.Severity == diag.Error || strings.HasPrefix(d.Msg, "piece "+name+":") || strings.HasPrefix(d.Msg, "piece "+name+" ") || strings.HasPrefix(d.Msg, name+" ") {
			keep = append(keep, d)
			continue
		}
		others++
	}
	if others > 0 {
		noun := "warnings"
		if others == 1 {
			noun = "warning"
		}
		more = fmt.Sprintf("vdl: %d %s about other parts of %s: vdl lint %s shows them\n", others, noun, arg, arg)
	}
	return keep, more
}

// fileStem is a path's file name without its .vdl extension.
func fileStem(path string) string {
	return strings.TrimSuffix(filepath.Base(path), ".vdl")
}

// listNames lists names for a message, at most ten of them: a file may
// hold thousands.
func listNames(names []string) string {
	const most = 10
	if len(names) <= most {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:most], ", "), len(names)-most)
}

// printDiags writes the diagnostics and reports whether any is an error.
func printDiags(w io.Writer, diags diag.List) bool {
	failed := false
	for _, d := range diags {
		fmt.Fprintln(w, d.Text())
		if d.Severity == diag.Error {
			failed = true
		}
	}
	return failed
}

// loadPosition compiles the variant and sets up its start position or --fen.
func loadPosition(arg string, f *variantFlags, stderr io.Writer) (*interp.Position, error) {
	v, err := loadVariant(arg, f, stderr)
	if err != nil {
		return nil, err
	}
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", v.Name, err)
	}
	if f.setup < -1 {
		return nil, fmt.Errorf("--setup %d is out of range: want a position number from 0", f.setup)
	}
	if n := boolCount(f.fen != "", f.setup >= 0, f.random); n > 1 {
		return nil, fmt.Errorf("--fen, --setup and --random-setup each choose the start: give one of them")
	}
	if f.setup >= 0 || f.random {
		return setupPosition(g, f, stderr)
	}
	if f.fen == "" {
		return g.StartPosition()
	}
	p, err := g.ParseFEN(f.fen)
	if err != nil {
		return nil, fmt.Errorf("--fen: %v", err)
	}
	for _, what := range p.Irregularities() {
		fmt.Fprintf(stderr, "vdl: warning: --fen: %s (played as Fairy-Stockfish plays it)\n", what)
	}
	return p, nil
}

// setupPosition sets up the position --setup N or --random-setup chooses
// from the variant's family of start positions.
func setupPosition(g *interp.Game, f *variantFlags, stderr io.Writer) (*interp.Position, error) {
	count, err := g.SetupCount()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", g.V.Name, err)
	}
	if count == 1 {
		return nil, fmt.Errorf("variant %s has one start position: --setup and --random-setup are for families of setups, such as chess960", g.V.Name)
	}
	n := f.setup
	if f.random {
		n = rand.IntN(count)
		fmt.Fprintf(stderr, "vdl: setup %d of %d (--setup %d plays it again)\n", n, count, n)
	}
	if n >= count {
		return nil, fmt.Errorf("--setup %d is out of range: want 0 to %d for variant %s", n, count-1, g.V.Name)
	}
	return g.SetupPosition(n)
}

func boolCount(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
