package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// variantFlags are the flags of every command that takes a VARIANT.
type variantFlags struct {
	name string // --variant
	fen  string // --fen
}

func (f *variantFlags) register(cmd *cobra.Command, withFEN bool) {
	cmd.Flags().StringVar(&f.name, "variant", "", "which variant of a file holding several")
	if withFEN {
		cmd.Flags().StringVar(&f.fen, "fen", "", "start from this position (extended FEN) instead of the setup")
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

// loadVariant compiles the variant named by arg, printing diagnostics to
// stderr. Warnings do not stop it; errors do.
func loadVariant(arg string, f *variantFlags, stderr io.Writer) (*ir.Variant, error) {
	if !isPath(arg) {
		if f.name != "" && f.name != arg {
			return nil, fmt.Errorf("--variant %s given with the bundled variant %s: give a file path with --variant", f.name, arg)
		}
		return lang.Find(arg)
	}
	v, names, diags := lang.CompileFileVariant(arg, f.name)
	if printDiags(stderr, diags) {
		return nil, &silentError{}
	}
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
