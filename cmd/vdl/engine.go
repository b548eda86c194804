package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/protocol"
)

func newEngineCmd() *cobra.Command {
	var proto string
	cmd := &cobra.Command{
		Use:   "engine [FILE...]",
		Short: "Run as an engine for chess GUIs (UCI or XBoard/CECP)",
		Long: `engine speaks a GUI protocol on standard input and output, for every
bundled variant and every variant of the files given:

  uci     UCI as Fairy-Stockfish extends it: choose the variant with the
          UCI_Variant option, load more .vdl files with VariantPath;
          "go perft N" and "d" work as Fairy-Stockfish's do.
  xboard  XBoard/CECP protocol 2: variants XBoard does not know are
          described to it (board, piece table and start position, each
          piece's moves in Betza notation), and a lifted piece's legal
          targets are highlighted.
  auto    (the default) the GUI's first command, uci or xboard, decides.

Every command is read while the engine searches or counts perft (UCI's
"go perft N", XBoard's "perft N", both in the background): stop, quit,
isready and XBoard's ? are obeyed at once, other commands wait for a
count to end. The end of the input lets a running count finish (a piped
script ends its input rather than sending quit). An XBoard ping during a
search is answered after the move, the session reading on meanwhile.
A line of more than 1 MiB is dropped with an error (UCI: info string,
XBoard: Error) and the session goes on. Times beyond 1000 hours
(movetime, wtime, st, level, time) count as 1000 hours; st takes a
number of seconds greater than 0 (not NaN or inf). On a pipe (a GUI)
SIGINT is ignored, as CECP asks: XBoard sends it until it has read
feature sigint=0.

Errors in the files are printed on standard error and stop the command;
errors in VariantPath files go to the GUI as info strings.`,
		Example: `  printf 'uci\nsetoption name UCI_Variant value shako\ngo perft 3\n' | vdl engine
  xboard -fcp "vdl engine" -variant snark-hunt
  xboard -fcp "vdl engine mygame.vdl" -variant mygame -testLegality false
  cutechess-cli -engine cmd=vdl arg=engine arg=--protocol arg=uci ...`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(protocol.Protocols, proto) {
				return fmt.Errorf("--protocol %q: expected one of %s", proto, strings.Join(protocol.Protocols, ", "))
			}
			ignoreInterruptOnPipe(cmd.InOrStdin())
			cat, err := protocol.NewCatalogue()
			if err != nil {
				return err
			}
			for _, f := range args {
				_, diags := cat.Load(f)
				if printDiags(cmd.ErrOrStderr(), diags) {
					return &silentError{}
				}
			}
			return protocol.Run(protocol.Config{Catalogue: cat}, proto, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&proto, "protocol", "auto", "the GUI protocol: uci, xboard or auto")
	return cmd
}

// ignoreInterruptOnPipe ignores SIGINT when the commands come from a pipe
// (a GUI), as CECP asks of engines: XBoard sends SIGINT while the engine
// thinks until it has read "feature sigint=0", which a slow start (a
// loaded machine compiling the catalogue) can delay, and the engine must
// not die of it. At a terminal Ctrl-C still ends the engine.
func ignoreInterruptOnPipe(in io.Reader) {
	if f, ok := in.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return
		}
	}
	signal.Ignore(os.Interrupt)
}
