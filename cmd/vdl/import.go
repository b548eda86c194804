package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/export/fsf"
	"github.com/vdl-chess/vdl/lang"
)

func newImportCmd() *cobra.Command {
	var (
		forFSF  bool
		outFile string
		lenient bool
	)
	cmd := &cobra.Command{
		Use:   "import --fsf FILE.ini",
		Short: "Turn another program's variant file into vdl (Fairy-Stockfish's variants.ini)",
		Long: `import reads another program's variant definitions and writes them as vdl
source. --fsf reads a Fairy-Stockfish variants.ini: every [section]
becomes a vdl variant ([name:parent] as variant name extends parent, the
parent a bundled variant or a section above it), its pieces (pawn = p, knight = n, customPiece1 =
x:BETZA, ...) local pieces with their Betza strings and letters, its rules
keys (maxFile, maxRank, startFen, castling, promotionRank,
promotedPieceType, checkmateValue, extinctionPieceTypes, flagPiece,
flagPieceCount, connectN, doubleStepRegion, blastOnCapture,
perpetualCheckIllegal, pieceDrops, capturesToHand, ...) vdl statements,
and its comments vdl comments. The result is compiled like any vdl file
before it is written. A key or value vdl cannot express is an error
naming the section, key and line, every one at once; with --lenient it
is a warning, the key is left out, and a section that does not compile
is left out whole.`,
		Example: `  vdl import --fsf variants.ini -o mine.vdl
  vdl import --fsf variants.ini --lenient > mine.vdl`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !forFSF {
				return fmt.Errorf("choose a format: --fsf (Fairy-Stockfish's variants.ini)")
			}
			src, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			text, warnings, err := fsf.Import(src, args[0], lenient)
			for _, w := range warnings {
				fmt.Fprintln(cmd.ErrOrStderr(), "warning: left out:", w)
			}
			if err != nil {
				return err
			}
			name := "imported.vdl"
			if outFile != "" {
				name = filepath.Base(outFile)
			}
			if _, diags := lang.CompileSource(name, []byte(text)); diags.Err() != nil {
				return fmt.Errorf("the imported text does not compile:\n%v", diags.Err())
			}
			if outFile == "" {
				_, err = fmt.Fprint(cmd.OutOrStdout(), text)
				return err
			}
			return os.WriteFile(outFile, []byte(text), 0o644)
		},
	}
	cmd.Flags().BoolVar(&forFSF, "fsf", false, "read a Fairy-Stockfish variants.ini")
	cmd.Flags().StringVarP(&outFile, "output", "o", "", "write to this file instead of standard output")
	cmd.Flags().BoolVar(&lenient, "lenient", false, "leave out, with a warning, what vdl cannot express instead of failing")
	return cmd
}
