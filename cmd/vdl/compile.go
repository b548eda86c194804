package main

import (
	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"
)

func newCompileCmd() *cobra.Command {
	var (
		vf     variantFlags
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "compile VARIANT",
		Short: "Print a variant's IR (YAML by default)",
		Long: `compile checks the variant and prints the IR the interpreter runs: the
board, every piece's moves as legs of steps, and the rules, with every
reference resolved to a piece index.`,
		Example: `  vdl compile definitions/chess.vdl --yaml`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			v, err := loadVariant(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), v)
			}
			enc := yaml.NewEncoder(cmd.OutOrStdout())
			enc.SetIndent(2)
			defer enc.Close()
			return enc.Encode(v)
		},
	}
	vf.register(cmd, false)
	cmd.Flags().Bool("yaml", true, "print YAML (the default)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON instead of YAML")
	return cmd
}
