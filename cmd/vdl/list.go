package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang"
)

func newListCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the bundled variants",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			variants, diags := lang.Bundled()
			if printDiags(cmd.ErrOrStderr(), diags) {
				return &silentError{}
			}
			if asJSON {
				type entry struct {
					Name  string `json:"name"`
					Title string `json:"title"`
					Board string `json:"board"`
				}
				out := []entry{}
				for _, v := range variants {
					out = append(out, entry{v.Name, v.Title, fmt.Sprintf("%dx%d", v.Board.Files, v.Board.Ranks)})
				}
				return writeJSON(cmd.OutOrStdout(), out)
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			for _, v := range variants {
				fmt.Fprintf(w, "%s\t%dx%d\t%s\n", v.Name, v.Board.Files, v.Board.Ranks, v.Title)
			}
			return w.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the list as JSON")
	return cmd
}
