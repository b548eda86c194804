package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/export/fsf"
)

func newExportCmd() *cobra.Command {
	var (
		vf      variantFlags
		forFSF  bool
		outFile string
		name    string
	)
	cmd := &cobra.Command{
		Use:   "export VARIANT --fsf",
		Short: "Write a variant for another program (Fairy-Stockfish's variants.ini)",
		Long: `export writes the variant in another program's format. --fsf writes a
section of Fairy-Stockfish's variants.ini (load it with the UCI option
VariantPath, then choose it with UCI_Variant). A variant that uses what
Fairy-Stockfish cannot express (holes, effects, multi-part turns, move
clauses beyond its Betza subset, ...) is refused with every reason listed.
--name writes the section under another name, so that Fairy-Stockfish
does not confuse it with a built-in variant of the same name.`,
		Example: `  vdl export capablanca --fsf
  vdl export my.vdl --fsf --name my-capa -o my.ini`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !forFSF {
				return fmt.Errorf("choose a format: --fsf (Fairy-Stockfish's variants.ini)")
			}
			v, err := loadVariant(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if name != "" {
				renamed := *v
				renamed.Name = name
				v = &renamed
			}
			text, err := fsf.Export(v)
			if err != nil {
				return err
			}
			if outFile == "" {
				_, err = fmt.Fprint(cmd.OutOrStdout(), text)
				return err
			}
			return os.WriteFile(outFile, []byte(text), 0o644)
		},
	}
	vf.register(cmd, false)
	cmd.Flags().BoolVar(&forFSF, "fsf", false, "write a Fairy-Stockfish variants.ini section")
	cmd.Flags().StringVarP(&outFile, "output", "o", "", "write to this file instead of standard output")
	cmd.Flags().StringVar(&name, "name", "", "the section's name (default: the variant's)")
	return cmd
}
