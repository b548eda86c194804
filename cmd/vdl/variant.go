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
	variants, diags := lang.CompileFile(arg)
	if printDiags(stderr, diags) {
		return nil, &silentError{}
	}
	return pickVariant(arg, variants, f.name)
}

func pickVariant(file string, variants []*ir.Variant, name string) (*ir.Variant, error) {
	var names []string
	for _, v := range variants {
		if v.Name == name || (name == "" && len(variants) == 1) {
			return v, nil
		}
		names = append(names, v.Name)
	}
	switch {
	case len(variants) == 0:
		return nil, fmt.Errorf("%s defines no playable variant", file)
	case name == "":
		return nil, fmt.Errorf("%s defines %d variants: choose one with --variant (%s)", file, len(variants), strings.Join(names, ", "))
	}
	return nil, fmt.Errorf("%s has no variant %q%s: expected one of %s", file, name, diag.Suggest(name, names), strings.Join(names, ", "))
}

// printDiags writes the diagnostics and reports whether any is an error.
func printDiags(w io.Writer, diags diag.List) bool {
	failed := false
	for _, d := range diags {
		fmt.Fprintln(w, d.Error())
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
	return p, nil
}
