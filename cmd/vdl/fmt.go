package main

import (
	"bytes"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/format"
	"github.com/vdl-chess/vdl/lang/syntax"
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
standard input.

-w never leaves a file half written: the new text goes to a temporary
file in the same folder, is synced to the disk and renamed over the old
one (a symbolic link is followed, the file's permission bits are kept).
Only regular files are read and rewritten, and a result larger than vdl
reads (1 MiB) is refused, the file left as it is.`,
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
				if diags == nil {
					diags = lang.NotVDL(name, src, false)
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
					if !changed {
						break
					}
					if len(out) > lang.MaxSourceBytes {
						fmt.Fprintf(cmd.ErrOrStderr(), "%s: error[%s]: formatted, the file would be %d bytes, more than vdl reads (%d, 1 MiB): left as it is\n",
							file, diag.SourceTooLarge, len(out), lang.MaxSourceBytes)
						failed = true
						continue
					}
					if _, bad := syntax.Parse(name, out); bad.ErrorCount() > 0 { // a bug of fmt's: never write it
						fmt.Fprintf(cmd.ErrOrStderr(), "%s: error[%s]: formatted, the text would not parse (a bug in vdl fmt, please report it): left as it is: %v\n",
							file, diag.InternalError, bad)
						failed = true
						continue
					}
					if err := replaceFile(file, out); err != nil {
						return fmt.Errorf("%v (%s is left as it was)", err, file)
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
