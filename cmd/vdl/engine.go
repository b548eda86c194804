package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/protocol"
)

func newEngineCmd() *cobra.Command {
	var proto, importRoot string
	var evalFiles []string
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
          targets are highlighted. Where XBoard cannot test a variant's
          rules itself, a pop-up asks for -testLegality false; variants
          XBoard cannot show are not offered.
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
errors in VariantPath files go to the GUI as info strings. Only regular
files are read (a VariantPath of /dev/stdin or a FIFO is an error), and
their imports keep the rule of spec/language.md, section 4.

Piece values learnt by vdl tune: --eval FILE (repeatable) gives the
weights of the variant the file names; a variant of a file given on the
command line uses the weights kept beside it (VARIANT.eval.yaml in the
file's folder), if any; --eval wins over those. A bundled variant with
weights vdl ships (definitions/eval/VARIANT.eval.yaml, learnt by vdl tune)
plays with them; --eval none plays every variant without learnt weights
but those of --eval files, with the definition's evaluation.`,
		Example: `  printf 'uci\nsetoption name UCI_Variant value shako\ngo perft 3\n' | vdl engine
  xboard -fcp "vdl engine" -variant snark-hunt -testLegality false
  xboard -fcp "vdl engine mygame.vdl" -variant mygame
  cutechess-cli -engine cmd=vdl arg=engine arg=--protocol arg=uci ...`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(protocol.Protocols, proto) {
				return fmt.Errorf("--protocol %q: expected one of %s", proto, strings.Join(protocol.Protocols, ", "))
			}
			ignoreInterruptOnPipe(cmd.InOrStdin())
			// Bundled variants compile when first asked for.
			cat := protocol.NewCatalogue()
			cat.Options.ImportRoot = importRoot
			var weights []*search.Weights
			for _, f := range args {
				names, diags := cat.Load(f)
				if printDiags(cmd.ErrOrStderr(), diags) {
					return &silentError{}
				}
				for _, name := range names {
					if beside := weightsBeside(f, name); fileExists(beside) {
						w, err := search.ReadWeights(beside)
						if err != nil {
							return fmt.Errorf("the weights beside the definition: %v", err)
						}
						fmt.Fprintf(cmd.ErrOrStderr(), "weights: %s (learnt by vdl tune)\n", beside)
						weights = append(weights, w)
					}
				}
			}
			definitionOnly := false
			for _, name := range evalFiles {
				if name == "none" {
					definitionOnly = true
					continue
				}
				w, err := search.ReadWeights(name)
				if err != nil {
					return fmt.Errorf("--eval: %v", err)
				}
				weights = append(weights, w)
			}
			c := protocol.Config{Catalogue: cat}
			if len(weights) > 0 || definitionOnly {
				byVariant := map[string]*search.Weights{}
				for _, w := range weights {
					g, err := cat.Game(w.Variant)
					if err == nil {
						err = w.Check(g)
					}
					if err != nil {
						return fmt.Errorf("weights for %s: %v", w.Variant, err)
					}
					byVariant[w.Variant] = w // --eval, read last, wins
				}
				c.NewSearcher = func(g *interp.Game, hashMB int) protocol.Searcher {
					if w := byVariant[g.V.Name]; w != nil {
						if ev, err := search.NewWeightedEvaluator(g, w); err == nil {
							return search.NewEngine(g, search.Options{HashMB: hashMB, Eval: ev})
						}
					}
					if definitionOnly {
						return search.NewEngine(g, search.Options{HashMB: hashMB, Eval: search.NewEvaluator(g)})
					}
					return protocol.EngineSearcher(g, hashMB)
				}
			}
			return protocol.Run(c, proto, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&proto, "protocol", "auto", "the GUI protocol: uci, xboard or auto")
	cmd.Flags().StringArrayVar(&evalFiles, "eval", nil, "a weights file of vdl tune (VARIANT.eval.yaml): the engine's evaluation weights in its variant (repeatable); none: the definition's evaluation where no file is given, not the bundled weights")
	registerImportRoot(cmd, &importRoot)
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

// fileExists says whether name is there (of whatever kind: ReadWeights
// refuses what is not a regular file).
func fileExists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}
