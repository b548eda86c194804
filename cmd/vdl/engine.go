package main

import (
	"fmt"
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
          targets are highlighted. Where XBoard cannot test a variant's
          rules itself, a pop-up asks for -testLegality false; variants
          XBoard cannot show are not offered.
  auto    (the default) the GUI's first command, uci or xboard, decides.

Errors in the files are printed on standard error and stop the command;
errors in VariantPath files go to the GUI as info strings.`,
		Example: `  xboard -fcp "vdl engine" -variant snark-hunt -testLegality false
  xboard -fcp "vdl engine mygame.vdl" -variant mygame
  cutechess-cli -engine cmd=vdl arg=engine arg=--protocol arg=uci ...`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(protocol.Protocols, proto) {
				return fmt.Errorf("--protocol %q: expected one of %s", proto, strings.Join(protocol.Protocols, ", "))
			}
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
			return protocol.Run(protocol.Config{Catalogue: cat, IgnoreInterrupt: true}, proto, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&proto, "protocol", "auto", "the GUI protocol: uci, xboard or auto")
	return cmd
}
