package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/explain"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
)

func newMovesCmd() *cobra.Command {
	var (
		vf      variantFlags
		at      string
		svgFile string
		pngFile string
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "moves VARIANT PIECE",
		Short: "Draw where a piece may move, capture and hop",
		Long: `moves draws the moves of one piece of a variant (PIECE is its name or its
letter) as a move diagram: the piece alone on the board, on --at (by
default the centre), as a piece that has not moved, seen from White's side.

  *  move or capture     m  move only      x  capture only
  i  first move only     O  castling
  +  with pieces on the way: a hopper's landing squares, squares a
     multi-leg or nearest/farthest move reaches when pieces stand on its
     way (after a symbol: both)

With --fen the piece is shown in that position instead: its real moves
there (legal ones if its side is to move), other pieces in brackets ([p]),
those it may take marked x[p]. --at names its square; a White PIECE is
put there if the square is empty. --svg FILE also writes the diagram as an
SVG picture, --png FILE as a PNG image; their legend shows each mark as
drawn on the board.

Below the diagram (and in the pictures' legend) come the rules a board
cannot show, in words: the piece's named clauses and effects (withdraw,
freeze, becomes, captured-by, ...), the promotion zones it promotes in
with the moves that promote there (on enter, within, leave), and, leg by
leg, each of its multi-leg moves. Of the file's warnings only those about
the piece are printed; a line counts the others (vdl lint shows them).`,
		Example: `  vdl moves chess Knight
  vdl moves capablanca Archbishop --at a1
  vdl moves chess Pawn --fen 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2' --at e4`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			vf.warnPiece = args[1]
			m, err := moveMap(args[0], args[1], at, &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			g := m.Game()
			pc := g.V.Pieces[m.Type]
			if err := writePicture(svgFile, pngFile, m.SVG()); err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), map[string]any{
					"variant": g.V.Name, "piece": pc.Name, "letter": pc.Letter, "betza": pc.Betza,
					"rules": explain.Piece(g.V, m.Type), "promotions": explain.Promotions(g.V, m.Type),
					"multi_leg": explain.MultiLeg(g.V, m.Type),
					"square":    g.SquareName(m.From), "empty_board": m.EmptyBoard, "exits": m.Exits,
					"diagram": m.Rows(), "targets": m.Targets(),
				})
			}
			printMoveMap(cmd.OutOrStdout(), m)
			return nil
		},
	}
	vf.register(cmd, true)
	cmd.Flags().StringVar(&at, "at", "", "the piece's square (default: the centre of the board)")
	cmd.Flags().StringVar(&svgFile, "svg", "", "also write the diagram to this SVG file")
	cmd.Flags().StringVar(&pngFile, "png", "", "also write the diagram to this PNG file")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the diagram and the targets as JSON")
	return cmd
}

// printMoveMap writes a move diagram with a heading and its legend.
func printMoveMap(w io.Writer, m *diagram.Map) {
	g := m.Game()
	pc := g.V.Pieces[m.Type]
	where := "on an empty board"
	if !m.EmptyBoard {
		where = "in the position"
	}
	fmt.Fprintf(w, "%s (%s, %s) on %s %s\n", pc.Name, pc.Letter, pc.Betza, g.SquareName(m.From), where)
	fmt.Fprint(w, m.Text())
	printPieceRules(w, g.V, m.Type)
}

// mostLegLines bounds the multi-leg moves vdl moves lists in text (a
// Lion has dozens); --json lists them all.
const mostLegLines = 24

// printPieceRules writes what the diagram cannot show: the piece's named
// clauses and effects, the promotion zones it promotes in, and the legs
// of each of its multi-leg moves.
func printPieceRules(w io.Writer, v *ir.Variant, t int) {
	if rules := explain.Piece(v, t); len(rules) > 0 {
		fmt.Fprintln(w, "\nrules:")
		for _, r := range rules {
			fmt.Fprintln(w, "  "+r.Text)
		}
	}
	if zones := explain.Promotions(v, t); len(zones) > 0 {
		fmt.Fprintln(w)
		for _, z := range zones {
			fmt.Fprintln(w, z)
		}
	}
	if legs := explain.MultiLeg(v, t); len(legs) > 0 {
		fmt.Fprintln(w, "\nmulti-leg moves, leg by leg (White's view):")
		for i, l := range legs {
			if i == mostLegLines {
				fmt.Fprintf(w, "  ... and %d more (--json lists them all)\n", len(legs)-i)
				break
			}
			fmt.Fprintln(w, "  "+l)
		}
	}
}

// moveMap compiles the variant and maps the moves of the piece named (or
// lettered) piece.
func moveMap(variant, piece, at string, vf *variantFlags, stderr io.Writer) (*diagram.Map, error) {
	p, err := loadPosition(variant, vf, stderr)
	if err != nil {
		return nil, err
	}
	g := p.Game()
	t, err := pieceType(g, piece)
	if err != nil {
		return nil, err
	}
	if vf.fen == "" {
		from := diagram.DefaultSquare(g)
		if at != "" {
			if from, err = g.ParseSquare(at); err != nil {
				return nil, fmt.Errorf("--at: %v", err)
			}
			if g.IsHole(from) {
				return nil, fmt.Errorf("--at: %s is a hole", at)
			}
		}
		return diagram.OnEmptyBoard(g, t, from)
	}
	name := g.V.Pieces[t].Name
	if at == "" {
		var found []string
		for s := 0; s < g.Files()*g.Ranks(); s++ {
			if u, _, ok := p.PieceAt(interp.Square(s)); ok && u == t {
				found = append(found, g.SquareName(interp.Square(s)))
			}
		}
		switch len(found) {
		case 0:
			return nil, fmt.Errorf("the position has no %s: give --at SQUARE to put one there", name)
		case 1:
			at = found[0]
		default:
			return nil, fmt.Errorf("the position has %d pieces of type %s (%s): choose one with --at", len(found), name, listNames(found))
		}
	}
	from, err := g.ParseSquare(at)
	if err != nil {
		return nil, fmt.Errorf("--at: %v", err)
	}
	if u, _, ok := p.PieceAt(from); !ok {
		if err := p.Put(from, t, interp.White); err != nil {
			return nil, fmt.Errorf("--at: %v", err)
		}
	} else if u != t {
		return nil, fmt.Errorf("--at: %s holds a %s, not a %s", at, g.V.Pieces[u].Name, name)
	}
	return diagram.InPosition(p, from)
}

// pieceType finds a piece of the variant by name or by letter, either
// case.
func pieceType(g *interp.Game, name string) (int, error) {
	var names []string
	for t, pc := range g.V.Pieces {
		if pc.Name == name || strings.EqualFold(pc.Letter, name) {
			return t, nil
		}
		names = append(names, pc.Name)
	}
	for t, pc := range g.V.Pieces {
		if strings.EqualFold(pc.Name, name) {
			return t, nil
		}
	}
	return 0, fmt.Errorf("variant %s has no piece %q%s: its pieces are %s", g.V.Name, name, diag.Suggest(name, names), listNames(names))
}
