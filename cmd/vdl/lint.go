package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
)

// stdinName names standard input in diagnostics.
const stdinName = "<stdin>"

func newLintCmd() *cobra.Command {
	var asJSON bool
	var importRoot string
	cmd := &cobra.Command{
		Use:   "lint FILE|VARIANT... (- for standard input)",
		Short: "Check variant files and report every mistake",
		Long: `lint compiles each file (or bundled variant, by name) and prints every
diagnostic as file:line:col: severity[code]: message; spec/errors.md
explains each code. Warnings point out what a careful reviewer would: a
piece that can never move on its board, a promotion or ending that can
never happen, castling the setup never allows; an allow statement
silences one, with a reason. lint prints nothing and exits 0 when the
files are clean, and exits 1 if any has an error. The file name - reads
standard input, named <stdin> in the diagnostics.`,
		Example: `  vdl lint definitions/*.vdl
  vdl lint chess capablanca
  cat mine.vdl | vdl lint -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var all diag.List
			opts := lang.Options{ImportRoot: importRoot}
			for _, file := range args {
				if file == "-" {
					src, diags := lang.ReadSource(stdinName, cmd.InOrStdin())
					if diags == nil {
						diags = opts.LintSource(stdinName, src)
					}
					all = append(all, diags...)
					continue
				}
				if !isPath(file) {
					diags, err := lang.LintBundled(file)
					if err != nil {
						return err
					}
					all = append(all, diags...)
					continue
				}
				all = append(all, opts.LintFile(file)...)
			}
			failed := all.ErrorCount() > 0
			if asJSON {
				if err := writeJSON(cmd.OutOrStdout(), jsonDiags(all)); err != nil {
					return err
				}
			} else {
				printDiags(cmd.OutOrStdout(), all)
			}
			if failed {
				return &silentError{}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the diagnostics as a JSON array")
	registerImportRoot(cmd, &importRoot)
	return cmd
}

type jsonNote struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// jsonDiag is a diagnostic as lint --json prints it.
type jsonDiag struct {
	File     string     `json:"file"`
	Line     int        `json:"line"`
	Col      int        `json:"col"`
	Severity string     `json:"severity"`
	Code     string     `json:"code"`
	Message  string     `json:"message"`
	Notes    []jsonNote `json:"notes,omitempty"`
}

func jsonDiags(all diag.List) []jsonDiag {
	out := []jsonDiag{}
	for _, d := range all {
		jd := jsonDiag{d.Pos.File, d.Pos.Line, d.Pos.Col, d.Severity.String(), fmt.Sprint(d.Code), d.Msg, nil}
		for _, n := range d.Notes {
			jd.Notes = append(jd.Notes, jsonNote{n.Pos.File, n.Pos.Line, n.Pos.Col, n.Msg})
		}
		out = append(out, jd)
	}
	return out
}
