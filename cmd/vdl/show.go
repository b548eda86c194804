package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

func newShowCmd() *cobra.Command {
	var (
		vf      variantFlags
		asJSON  bool
		svgFile string
	)
	cmd := &cobra.Command{
		Use:   "show VARIANT",
		Short: "Draw the start position and list the pieces and rules",
		Long: `show draws the start position (or --fen) as a diagram, White at the
bottom, '.' for an empty square and '#' for a hole, then lists each piece
with its letter, its moves in Betza notation and its value, and the rules.
A rings-and-spokes board is drawn ring by ring, outermost first, with the
spokes' file letters below and the centre last. --svg FILE also writes the
diagram as an SVG picture, for every board shape.`,
		Example: `  vdl show capablanca`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadPosition(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			v := p.Game().V
			rows := diagram(p)
			if v.Board.Kind == "rings" {
				rows = ringDiagram(p)
			}
			if svgFile != "" {
				if err := os.WriteFile(svgFile, []byte(svgDiagram(p)), 0o644); err != nil {
					return err
				}
			}
			if asJSON {
				type piece struct {
					Name   string `json:"name"`
					Letter string `json:"letter"`
					Betza  string `json:"betza"`
					Value  int    `json:"value"`
				}
				var pieces []piece
				for _, pc := range v.Pieces {
					pieces = append(pieces, piece{pc.Name, pc.Letter, pc.Betza, pc.Value})
				}
				return writeJSON(cmd.OutOrStdout(), map[string]any{
					"name": v.Name, "title": v.Title, "files": v.Board.Files, "ranks": v.Board.Ranks,
					"holes": v.Board.Holes, "fen": p.FEN(), "diagram": rows, "pieces": pieces,
				})
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "%s: %s\n\n", v.Name, v.Title)
			fmt.Fprintln(out, strings.Join(rows, "\n"))
			fmt.Fprintf(out, "\n%s\n\n", p.FEN())
			printPieces(out, v)
			printRules(out, v)
			return nil
		},
	}
	vf.register(cmd, true)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the diagram and pieces as JSON")
	cmd.Flags().StringVar(&svgFile, "svg", "", "also write the diagram to this SVG file")
	return cmd
}

// cellText is what a diagram shows for square s: the piece's letter (lower
// case for Black), '.' for an empty square, '#' for a hole.
func cellText(p *interp.Position, s interp.Square) string {
	g := p.Game()
	if g.IsHole(s) {
		return "#"
	}
	if t, c, ok := p.PieceAt(s); ok {
		if c == interp.Black {
			return strings.ToLower(g.V.Pieces[t].Letter)
		}
		return g.V.Pieces[t].Letter
	}
	return "."
}

// ringDiagram draws a rings board ring by ring, the outermost first, each
// ring a row of its points in spoke (file) order, then the centre:
//
//	ring 2 (rank 3)  .  W  .  w
//	ring 1 (rank 2)  .  .  .  .
//	                 a  b  c  d
//	centre a1        .
func ringDiagram(p *interp.Position) []string {
	g := p.Game()
	var rows []string
	for r := g.Ranks() - 1; r >= 1; r-- {
		var b strings.Builder
		fmt.Fprintf(&b, "%-16s", fmt.Sprintf("ring %d (rank %d)", r, r+1))
		for f := 0; f < g.Files(); f++ {
			fmt.Fprintf(&b, " %-2s", cellText(p, interp.Square(r*g.Files()+f)))
		}
		rows = append(rows, strings.TrimRight(b.String(), " "))
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", 16))
	for f := 0; f < g.Files(); f++ {
		fmt.Fprintf(&b, " %-2s", strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789"))
	}
	rows = append(rows, strings.TrimRight(b.String(), " "))
	return append(rows, fmt.Sprintf("%-16s %s", "centre a1", cellText(p, 0)))
}

// diagram draws the board, top rank first, with rank numbers on the left
// and file letters below.
func diagram(p *interp.Position) []string {
	g := p.Game()
	var rows []string
	width := len(fmt.Sprint(g.Ranks()))
	for r := g.Ranks() - 1; r >= 0; r-- {
		var b strings.Builder
		fmt.Fprintf(&b, "%*d ", width, r+1)
		for f := 0; f < g.Files(); f++ {
			s := interp.Square(r*g.Files() + f)
			fmt.Fprintf(&b, " %-2s", cellText(p, s))
		}
		rows = append(rows, strings.TrimRight(b.String(), " "))
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", width+1))
	for f := 0; f < g.Files(); f++ {
		fmt.Fprintf(&b, " %-2s", strings.TrimRight(g.SquareName(interp.Square(f)), "0123456789"))
	}
	return append(rows, strings.TrimRight(b.String(), " "))
}

func printPieces(out io.Writer, v *ir.Variant) {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "piece\tletter\tmoves\tvalue")
	for _, pc := range v.Pieces {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", pc.Name, pc.Letter, pc.Betza, pc.Value)
	}
	w.Flush()
}

func printRules(out io.Writer, v *ir.Variant) {
	r := v.Rules
	names := func(idx []int) string {
		var s []string
		for _, i := range idx {
			s = append(s, v.Pieces[i].Name)
		}
		if len(s) == 0 {
			return "none"
		}
		return strings.Join(s, ", ")
	}
	fmt.Fprintf(out, "\nroyal: %s\n", names(r.Royal))
	if c := r.Castling; c != nil {
		fmt.Fprintf(out, "castling: %s with %s", v.Pieces[c.King].Name, names(c.Rooks))
		if c.Kingside != nil {
			fmt.Fprintf(out, "; kingside to files %c/%c", 'a'+c.Kingside.KingFile, 'a'+c.Kingside.RookFile)
		}
		if c.Queenside != nil {
			fmt.Fprintf(out, "; queenside to files %c/%c", 'a'+c.Queenside.KingFile, 'a'+c.Queenside.RookFile)
		}
		fmt.Fprintln(out)
	}
	for _, z := range r.Promotions {
		kind := "may"
		if z.Mandatory {
			kind = "must"
		}
		fmt.Fprintf(out, "promotion: %s %s promote on ranks %d-%d to %s\n", names(z.Pieces), kind, z.FromRank, z.ToRank, names(z.Choices))
	}
	fmt.Fprintf(out, "checkmate: %s, stalemate: %s (for the side to move)\n", r.Checkmate, r.Stalemate)
	if r.MoveRule > 0 {
		fmt.Fprintf(out, "move rule: %d moves\n", r.MoveRule)
	}
	if r.Repetition > 0 {
		fmt.Fprintf(out, "repetition: %d-fold\n", r.Repetition)
	}
}
