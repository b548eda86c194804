package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/serve"
)

func newSiteCmd() *cobra.Command {
	var o serve.SiteOptions
	cmd := &cobra.Command{
		Use:   "site OUT [FILES...]",
		Short: "Write the playground as static files that need no vdl server",
		Long: `site writes the playground of 'vdl serve' into the folder OUT (new or
empty: it overwrites nothing) as static files that any web server can host,
a project site or a forum's: the same page, whose requests are answered in
the browser by vdl's interpreter compiled to WebAssembly and run in a Web
Worker, instead of by a server. FILES given are offered beside the bundled
variants, as 'vdl serve FILES' offers them.

The WebAssembly module is compiled now, with the local Go toolchain
(GOOS=js GOARCH=wasm go build ./serve/wasm) from vdl's source: the clone
vdl site is run in (or above), else the folder this vdl was built from,
or --source. Go's wasm_exec.js comes from the same toolchain, so the two
always match. The site is about 12 MB, most of it vdl.wasm (3 MB
compressed: servers that gzip it send less).

A browser does not start a worker or WebAssembly from a file:// page:
serve OUT over HTTP, for example with 'python3 -m http.server -d OUT'. The
page has everything of 'vdl serve' but files of the server's disk: the
editor with diagnostics and hover text, the board, legal moves, the
engine, FEN and PGN, perft and the balance report (cancelled by ending
their worker), and share links.`,
		Example: `  vdl site public/
  vdl site public/ mine.vdl
  vdl site --source ~/src/vdl --go /usr/local/go/bin/go public/`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Files = args[1:]
			o.Log = cmd.ErrOrStderr()
			files, err := serve.WriteSite(args[0], o)
			if err != nil {
				return err
			}
			var total int64
			out := cmd.OutOrStdout()
			for _, f := range files {
				fmt.Fprintf(out, "%10d  %s\n", f.Size, f.Name)
				total += f.Size
			}
			fmt.Fprintf(out, "%10d  bytes in %d files in %s: serve them over HTTP (a browser runs no WebAssembly worker from file://)\n", total, len(files), args[0])
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Go, "go", "", "the go command that compiles the interpreter (default: go on PATH)")
	f.StringVar(&o.Source, "source", "", "vdl's source folder, a clone of the module (default: found from the current folder or this binary)")
	return cmd
}
