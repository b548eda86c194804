package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/format"
)

func newFmtCmd() *cobra.Command {
	var write, list bool
	cmd := &cobra.Command{
		Use:   "fmt FILE... (- for standard input)",
		Short: "Lay out variant files in the canonical form",
		Long: `fmt lays out each file in vdl's canonical form (one statement a line,
tabs for blocks, one space between words, comments kept and aligned; see
spec/language.md, section 2) and prints it. With -w it rewrites the files
that change instead, with -l it lists them. A file with a syntax error is
left alone: its errors are printed and fmt exits 1. The file name - reads
standard input.`,
		Example: `  vdl fmt mine.vdl
  vdl fmt -w *.vdl
  vdl fmt -l definitions/*.vdl      # prints nothing when all are formatted`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if write && list {
				return fmt.Errorf("-w and -l: give one of them")
			}
			failed := false
			for _, file := range args {
				name := file
				var src []byte
				var diags diag.List
				if file == "-" {
					if write {
						return fmt.Errorf("-w: standard input cannot be rewritten")
					}
					name = stdinName
					src, diags = lang.ReadSource(name, cmd.InOrStdin())
				} else {
					src, diags = lang.ReadFile(file)
				}
				if diags != nil {
					printDiags(cmd.ErrOrStderr(), diags)
					failed = true
					continue
				}
				out, diags := format.Source(name, src)
				if diags != nil {
					printDiags(cmd.ErrOrStderr(), diags)
					failed = true
					continue
				}
				changed := !bytes.Equal(out, src)
				switch {
				case list:
					if changed {
						fmt.Fprintln(cmd.OutOrStdout(), name)
					}
				case write:
					if changed {
						if err := os.WriteFile(file, out, 0o644); err != nil {
							return err
						}
					}
				default:
					cmd.OutOrStdout().Write(out)
				}
			}
			if failed {
				return &silentError{}
			}
			return nil
		},
	}
	cmd.Flags().BoolVarP(&write, "write", "w", false, "rewrite the files that are not formatted")
	cmd.Flags().BoolVarP(&list, "list", "l", false, "list the files that are not formatted")
	return cmd
}
