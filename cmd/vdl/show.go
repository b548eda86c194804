package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/explain"
	"github.com/vdl-chess/vdl/interp/fen"
	"github.com/vdl-chess/vdl/interp/ir"
)

func newShowCmd() *cobra.Command {
	var (
		vf      variantFlags
		asJSON  bool
		svgFile string
		pngFile string
		moves   bool
	)
	cmd := &cobra.Command{
		Use:   "show VARIANT",
		Short: "Draw the start position and list the pieces and rules",
		Long: `show draws the start position (or --fen) as a diagram, White at the
bottom, '.' for an empty square and '#' for a hole, then lists each piece
with its letter, its moves in Betza notation and its value, the rules of
the pieces in words (named clauses and effects: withdraw, freeze,
becomes, ...), the variant's rules (promotion zones with the moves that
promote there, hands, endings, ...), and a move diagram of each piece (as 'vdl moves' draws it; --moves=false leaves
them out). A rings-and-spokes board is drawn ring by ring, outermost first,
with the spokes' file letters below and the centre last. --svg FILE also
writes the diagram as an SVG picture, for every board shape, and --png FILE
as a PNG image (for forums and chat, which take no SVG): the orthodox and fairy
pieces as figures, shogi's as koma with their kanji and the pieces in hand
beside the board, xiangqi's as discs and janggi's as octagons on the points, others as
their definitions' figures say, or their letters; the rules of the pieces
and the promotion zones are written below the board. --json gives each
piece's rules ({clause, text}) and the variant's rule lines.`,
		Example: `  vdl show capablanca`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadPosition(args[0], &vf, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			v := p.Game().V
			rows := boardRows(p)
			notes := pieceRuleLines(v)
			for _, z := range v.Rules.Promotions {
				notes = append(notes, explain.Promotion(v, z))
			}
			if err := writePicture(svgFile, pngFile, diagram.PositionSVGNotes(p, notes)); err != nil {
				return err
			}
			var maps []*diagram.Map
			if moves {
				if maps, err = pieceMaps(p.Game()); err != nil {
					return err
				}
			}
			if asJSON {
				type piece struct {
					Name    string           `json:"name"`
					Letter  string           `json:"letter"`
					Betza   string           `json:"betza"`
					Rules   []explain.Rule   `json:"rules,omitempty"`
					Value   int              `json:"value"`
					Figure  *ir.Figure       `json:"figure,omitempty"`
					Square  string           `json:"square,omitempty"`
					Diagram []string         `json:"diagram,omitempty"`
					Targets []diagram.Target `json:"targets,omitempty"`
				}
				var pieces []piece
				for i, pc := range v.Pieces {
					x := piece{Name: pc.Name, Letter: pc.Letter, Betza: pc.Betza, Rules: explain.Piece(v, i), Value: pc.Value, Figure: pc.Figure}
					if maps != nil {
						x.Square, x.Diagram, x.Targets = p.Game().SquareName(maps[i].From), maps[i].Rows(), maps[i].Targets()
					}
					pieces = append(pieces, x)
				}
				ranks := p.Game().LayerRanks()
				if v.Board.Kind == "hex" {
					ranks = v.Board.Files // the middle file's cells, not the stored rows
				}
				return writeJSON(cmd.OutOrStdout(), map[string]any{
					"name": v.Name, "title": v.Title, "board": boardKind(v.Board), "files": p.Game().LayerFiles(), "ranks": ranks, "layers": layers(p.Game()),
					"holes": v.Board.Holes, "fen": p.FEN(), "diagram": rows, "pieces": pieces, "rules": ruleLines(v, p.Game()),
				})
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "%s: %s\n\n", v.Name, v.Title)
			fmt.Fprintln(out, strings.Join(rows, "\n"))
			fmt.Fprintf(out, "\n%s\n\n", p.FEN())
			printPieces(out, v)
			printRules(out, v, p.Game())
			if maps != nil {
				fmt.Fprintln(out)
				printMaps(out, maps)
			}
			return nil
		},
	}
	vf.register(cmd, true)
	cmd.Flags().BoolVar(&moves, "moves", true, "draw a move diagram of each piece")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the diagram and pieces as JSON")
	cmd.Flags().StringVar(&svgFile, "svg", "", "also write the diagram to this SVG file")
	cmd.Flags().StringVar(&pngFile, "png", "", "also write the diagram to this PNG file")
	return cmd
}

// boardRows draws the position's board as text (diagram.Rows): a grid top
// rank first, a rings board ring by ring.
func boardRows(p *interp.Position) []string {
	return diagram.Rows(p.Game(), func(s interp.Square) string { return diagram.PieceText(p, s) })
}

// pieceMaps maps the moves of every piece of g on an empty board, from
// the square vdl moves uses by default.
func pieceMaps(g *interp.Game) ([]*diagram.Map, error) {
	var maps []*diagram.Map
	from := diagram.DefaultSquare(g)
	for t := range g.V.Pieces {
		m, err := diagram.OnEmptyBoard(g, t, from)
		if err != nil {
			return nil, err
		}
		maps = append(maps, m)
	}
	return maps, nil
}

// printMaps draws move diagrams side by side, as many to a row as fit in
// 100 columns, each headed by its piece's name and letter, then one legend
// for them all.
func printMaps(out io.Writer, maps []*diagram.Map) {
	const width = 100
	var row [][]string
	rowWidth := 0
	flush := func() {
		for _, line := range sideBySide(row) {
			fmt.Fprintln(out, line)
		}
		row, rowWidth = nil, 0
	}
	var legends []string
	for _, m := range maps {
		pc := m.Game().V.Pieces[m.Type]
		block := append([]string{fmt.Sprintf("%s (%s)", pc.Name, pc.Letter)}, m.Rows()...)
		w := 0
		for _, l := range block {
			w = max(w, len(l))
		}
		if row != nil && rowWidth+w+4 > width {
			flush()
			fmt.Fprintln(out)
		}
		row = append(row, block)
		rowWidth += w + 4
		for _, part := range strings.Split(m.Legend(), "; ") {
			if part != "" && !slices.Contains(legends, part) {
				legends = append(legends, part)
			}
		}
	}
	flush()
	if len(legends) > 0 {
		fmt.Fprintf(out, "\n%s\n", strings.Join(legends, "; "))
	}
}

// sideBySide joins blocks of lines into one block, each padded to its
// widest line and four spaces apart.
func sideBySide(blocks [][]string) []string {
	var out []string
	for i := 0; ; i++ {
		var b strings.Builder
		more := false
		for _, bl := range blocks {
			w := 0
			for _, l := range bl {
				w = max(w, len(l))
			}
			line := ""
			if i < len(bl) {
				line, more = bl[i], true
			}
			fmt.Fprintf(&b, "%-*s    ", w, line)
		}
		if !more {
			return out
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
}

func printPieces(out io.Writer, v *ir.Variant) {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "piece\tletter\tmoves\tvalue")
	for _, pc := range v.Pieces {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", pc.Name, pc.Letter, pc.Betza, pc.Value)
	}
	w.Flush()
	if lines := pieceRuleLines(v); len(lines) > 0 {
		fmt.Fprintln(out, "\nrules of the pieces:")
		for _, l := range lines {
			fmt.Fprintln(out, "  "+l)
		}
	}
}

// pieceRuleLines says every named clause of every piece of v in words
// (explain.Piece), one line each, headed by the piece's name.
func pieceRuleLines(v *ir.Variant) []string {
	var out []string
	for t, pc := range v.Pieces {
		for _, r := range explain.Piece(v, t) {
			out = append(out, pc.Name+" "+r.Text)
		}
	}
	return out
}

func printRules(out io.Writer, v *ir.Variant, g *interp.Game) {
	fmt.Fprintln(out)
	for _, l := range ruleLines(v, g) {
		fmt.Fprintln(out, l)
	}
}

// ruleLines says the variant's rules in words, one line each: board,
// royal pieces, castling, promotion zones, hands, endings, draws.
func ruleLines(v *ir.Variant, g *interp.Game) []string {
	var out []string
	line := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	r := v.Rules
	// On a board with levels the ranks are the far level's (ir.Board.Levels);
	// the game stores them counted through the levels below.
	shift := 0
	if g.Levels() > 1 {
		shift = (g.Levels() - 1) * (2*g.LevelRanks() - 1)
	}
	names := func(idx []int) string { return typeNames(v, idx) }
	if w := wrapText(v.Board); w != "" {
		line("wrap: %s", w)
	}
	if v.Board.Kind == "hex" {
		h := fen.HexShapeOf(v.Board.Files, v.Board.Ranks, v.Board.Slanted)
		naming := "each numbered from 1 at its bottom cell"
		if h.Slanted {
			naming = "ranks along the lower left side"
		}
		line("board: a hexagon of %s, %d cells (files a to %c without j, %s)\n",
			h.Describe(), h.Cells()-len(v.Board.Holes), fen.HexFiles[v.Board.Files-1], naming)
	}
	if r.RoyalPassesSafe {
		line("royal: %s, which may not move through a square an enemy piece attacks", names(r.Royal))
	} else {
		line("royal: %s", names(r.Royal))
	}
	if c := r.Castling; c != nil {
		text := fmt.Sprintf("castling: %s with %s", v.Pieces[c.King].Name, names(c.Rooks))
		for _, sd := range []struct {
			name string
			s    *ir.CastlingSide
		}{{"kingside", c.Kingside}, {"queenside", c.Queenside},
			{"White kingside", ownCastling(c, 0, 0)}, {"White queenside", ownCastling(c, 0, 1)},
			{"Black kingside", ownCastling(c, 1, 0)}, {"Black queenside", ownCastling(c, 1, 1)}} {
			switch {
			case sd.s == nil:
			case sd.s.Steps != nil:
				text += fmt.Sprintf("; %s %d to %d squares, the partner next to the king", sd.name, sd.s.Steps.Min, sd.s.Steps.Max)
			default:
				text += fmt.Sprintf("; %s to files %c/%c", sd.name, 'a'+sd.s.KingFile, 'a'+sd.s.RookFile)
			}
		}
		if c.Opposite {
			text += "; castling on a side takes the opponent's right to castle on that side"
		}
		out = append(out, text)
	}
	for _, z := range r.Promotions {
		if shift > 0 && z.Region == nil {
			z.FromRank, z.ToRank = z.FromRank-shift, z.ToRank-shift
			span := explain.RankSpan(z.FromRank, z.ToRank)
			line("%s", strings.Replace(promotionLine(v, z), ", on "+span, ", on "+span+" of the far level", 1))
			continue
		}
		line("%s", promotionLine(v, z))
	}
	out = append(out, handLines(v)...)
	out = append(out, endingLines(v)...)
	if l := turnsLine(r.Turns); l != "" {
		line("%s", l)
	}
	if rb := r.Rebirth; rb != nil {
		text := "rebirth: a piece captured by a move is reborn at once on a square where the setup has one of its type and colour, if that square is empty (else it is gone)"
		if len(rb.ByFile) > 0 {
			text += "; " + names(rb.ByFile) + " on the setup square of the capture's file"
		}
		line("%s", text)
	}
	if cc := r.CaptorChangesSide; cc != nil {
		text := "captor changes side: a piece that captures by moving becomes a piece of the other side"
		if len(cc.Except) > 0 {
			text += ", except " + names(cc.Except)
		}
		line("%s", text)
	}
	if co := r.Contagion; co != nil {
		// "contagion: a piece that captures a Werewolf by moving becomes a
		// Werewolf, except King": the victim's type, in the captor's colour.
		who := names(co.Pieces)
		text := "contagion: a piece that captures a " + who + " by moving becomes a " + who
		if len(co.Pieces) > 1 {
			text = "contagion: a piece that captures one of " + who + " by moving becomes a piece of that type"
		}
		var into []string
		for i, t := range co.Into {
			if t != co.Pieces[i] {
				into = append(into, "a "+v.Pieces[co.Pieces[i]].Name+"'s captor a "+v.Pieces[t].Name)
			}
		}
		if len(into) > 0 {
			text += " (" + strings.Join(into, ", ") + ")"
		}
		if len(co.Except) > 0 {
			text += ", except " + names(co.Except)
		}
		line("%s", text)
	}
	if pa := r.Paralysis; pa != nil {
		text := "paralysis: a piece attacked by an enemy piece of its own type cannot move, and attacks nothing"
		if len(pa.Except) > 0 {
			text += " (" + names(pa.Except) + " excepted)"
		}
		line("%s", text)
	}
	if pt := r.Patrol; pt != nil {
		who := "a piece"
		if len(pt.Pieces) > 0 {
			who = names(pt.Pieces)
		}
		line("patrol: %s may capture, and so give check, only while a friendly piece observes it", who)
	}
	if fs := r.FrozenSuicide; fs != nil {
		text := "frozen suicide: a piece that an enemy freezes (and so cannot move) may, as its move, remove itself from the board"
		if len(fs.Except) > 0 {
			text += ", except " + names(fs.Except)
		}
		line("%s", text)
	}
	if ri := r.LandCapturing; ri != nil && *ri < len(v.Regions) {
		text := fmt.Sprintf("landing: a move may end on a square of region %s only if it takes something (or swaps)", v.Regions[*ri].Name)
		if r.LandFewest {
			text += ", crossing the fewest of its squares that the capture needs"
		}
		line("%s", text)
	}
	switch r.AfterCapture {
	case "stay":
		line("after a capture: the captor stays where it stood (a shot)")
	case "move-as-victim":
		line("after a capture: the captor goes on as the captured piece, to an empty square")
	}
	line("checkmate: %s, stalemate: %s (for the side to move)", r.Checkmate, r.Stalemate)
	if r.MoveRule > 0 {
		line("move rule: %d moves", r.MoveRule)
	}
	if r.Repetition > 0 {
		line("repetition: %d-fold", r.Repetition)
	}
	if r.MoveRepetition == "loss" {
		line("move repetition: a side that shuttles a piece back and forth four times loses")
	}
	return out
}

// turnsLine says how many moves the turns of several moves have, and how
// long en passant lasts; "" for other turn orders.
func turnsLine(t *ir.TurnOrder) string {
	if t == nil || len(t.Opening) == 0 && len(t.Then) == 0 && !t.Progressive {
		return ""
	}
	counts := func(ns []int) string {
		s := make([]string, len(ns))
		for i, n := range ns {
			s[i] = strconv.Itoa(n)
		}
		return strings.Join(s, ", ")
	}
	l := "turns: "
	if len(t.Opening) > 0 {
		l += "first " + counts(t.Opening) + ", then "
	}
	switch {
	case t.Progressive:
		l += "k moves in turn k of the game (1, 2, 3, ... up to 100)"
	case len(t.Then) == 1:
		l += counts(t.Then) + " moves each turn"
	case len(t.Then) > 1:
		l += counts(t.Then) + " moves by turns"
	default:
		l += "1 move each turn"
	}
	l += "; a check ends the turn"
	switch t.EnPassant {
	case "first-move":
		l += "; en passant open to the first move of the opponent's next turn"
	case "whole-turn":
		l += "; en passant open to the opponent's whole next turn"
	}
	return l
}

// wrapText says which edges of a wrap board join, "" if none do.
func wrapText(b ir.Board) string {
	last := string(rune('a' + b.Files - 1))
	files := "cylinder: files " + last + " and a are neighbours"
	switch b.Wrap {
	case "cylinder":
		return files
	case "torus":
		return fmt.Sprintf("torus: files %s and a, ranks %d and 1 are neighbours", last, b.Ranks)
	}
	return ""
}

// layers says, for JSON, how many levels or boards the board has: nil
// for a flat one.
func layers(g *interp.Game) map[string]int {
	n, kind := g.Layers()
	if n < 2 {
		return nil
	}
	return map[string]int{kind + "s": n}
}

// boardKind is the board's kind for JSON: grid, rings or hex.
func boardKind(b ir.Board) string {
	if b.Kind == "" {
		return "grid"
	}
	return b.Kind
}

// ownCastling is a colour's own castling on a side (0 kingside), nil
// where it castles by the common rule.
func ownCastling(c *ir.Castling, colour, side int) *ir.CastlingSide {
	if c.ByColour == nil {
		return nil
	}
	return c.ByColour[colour][side]
}
