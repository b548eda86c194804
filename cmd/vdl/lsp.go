package main

import (
	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lsp"
)

func newLSPCmd() *cobra.Command {
	var o lsp.Options
	cmd := &cobra.Command{
		Use:   "lsp",
		Short: "Run the language server for editors, over standard input and output",
		Long: `lsp is vdl's Language Server: an editor that speaks the Language Server
Protocol starts it and talks to it over standard input and output. It gives
diagnostics as you type (those of vdl lint), hover with a piece's move
diagram and description (also for a Betza string), go to definition of
pieces, rule sets and extended variants (library files are written to the
user's cache directory to be opened), completion of statement keywords
(those the enclosing block accepts) and of piece names, and formatting as
vdl fmt formats. editors/README.md shows how to set up Neovim and VS Code.

A document is analysed once its edits pause (150 ms), an analysis of an
older text being dropped; a document larger than vdl reads (1 MiB) gets
one diagnostic saying so and is not analysed. After shutdown every
request is answered with the error InvalidRequest, and exit ends the
server.`,
		Example: `  nvim --cmd 'autocmd FileType vdl lua vim.lsp.start({name = "vdl", cmd = {"vdl", "lsp"}})' mine.vdl`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return lsp.ServeWith(o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	registerImportRoot(cmd, &o.ImportRoot)
	return cmd
}
