package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/serve"
)

func newServeCmd() *cobra.Command {
	var (
		addr string
		jobs int
	)
	cmd := &cobra.Command{
		Use:   "serve [FILES...]",
		Short: "Run the playground: edit a variant in a browser and play it at once",
		Long: `serve starts the playground, a web page served by an embedded HTTP
server (nothing is fetched from elsewhere: it works offline). On it you edit
a definition, starting from any bundled variant, from a FILE given here or
from an empty template, with the checker's diagnostics as you type; the
board (drawn as 'vdl show --svg' draws it) follows the definition. Click a
piece to see its legal moves and a target to play it (a small menu chooses
among promotions), take back, play against the engine at a depth or a time
per move, copy the FEN and the game's PGN, set up a position from a FEN,
count perft to a small depth, and run the balance report of 'vdl analyze'
with its charts (in the background, with progress and a cancel button).
The language server's hover text follows the caret in the editor, and a
share link carries the definition itself, compressed in the address's
fragment: opening it loads the definition, no server keeps it. 'vdl site'
writes the same page as static files that need no server.

The server listens on loopback (127.0.0.1:8080) unless --addr says
otherwise, prints its URL and opens nothing. It reads no files but the
FILES given (an editor text may import them by name). Every request is
bounded: a definition to 1 MiB, a search to 10 seconds, a perft to 20
million leaves or 10 seconds, an analysis to 200 games or 50 seconds, any
other request to 30 seconds, and at most --jobs
requests compute at once (more get a "busy" error). Ctrl-C stops it, letting running requests end.`,
		Example: `  vdl serve
  vdl serve --addr 127.0.0.1:9000 mine.vdl`,
		RunE: func(cmd *cobra.Command, args []string) error {
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return err
			}
			defer ln.Close()
			s, err := serve.New(serve.Options{Files: args, Jobs: jobs})
			if err != nil {
				return err
			}
			srv := &http.Server{
				Handler:           s,
				ReadHeaderTimeout: 10 * time.Second,
				ReadTimeout:       30 * time.Second,
				WriteTimeout:      60 * time.Second,
				IdleTimeout:       2 * time.Minute,
				MaxHeaderBytes:    64 << 10,
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			done := make(chan error, 1)
			go func() { done <- srv.Serve(ln) }()
			fmt.Fprintf(cmd.OutOrStdout(), "vdl playground: http://%s/ (Ctrl-C stops it)\n", ln.Addr())
			select {
			case err := <-done:
				return err
			case <-ctx.Done():
			}
			fmt.Fprintln(cmd.ErrOrStderr(), "vdl serve: stopping")
			sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := srv.Shutdown(sctx); err != nil {
				return err
			}
			if err := <-done; !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; loopback unless you say otherwise)")
	cmd.Flags().IntVar(&jobs, "jobs", 0, "requests that may compute at once (default: the number of CPUs, at least 2)")
	return cmd
}
