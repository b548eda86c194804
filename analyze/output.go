package analyze

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
)

// WriteJSON writes the report.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText writes the report for people.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	wh := r.White
	fmt.Fprintf(&b, "%s: %d games of %s against itself, %.1f s (%.1f games/s)\n\n", r.Variant, r.Games, r.Player, r.Seconds, float64(r.Games)/max(r.Seconds, 1e-9))
	fmt.Fprintf(&b, "First-move advantage: White scored %.3f, 95%% interval [%.3f, %.3f] (Elo %s +/- %s)\n", wh.Score, wh.ScoreLow, wh.ScoreHigh, wh.Elo, wh.EloError)
	fmt.Fprintf(&b, "  White wins %d, Black wins %d, draws %d", wh.Wins, wh.Losses, wh.Draws)
	if wh.Other > 0 {
		fmt.Fprintf(&b, ", scored otherwise %d", wh.Other)
	}
	fmt.Fprintf(&b, "\nDraw rate %.1f %%, decisive rate %.1f %%\n", 100*r.DrawRate, 100*r.DecisiveRate)
	l := r.Length
	fmt.Fprintf(&b, "Game length (plies): mean %.1f, median %.1f, shortest %d, longest %d\n", l.Mean, l.Median, l.Min, l.Max)
	most := 0
	for _, bin := range l.Histogram {
		most = max(most, bin.Count)
	}
	for _, bin := range l.Histogram {
		fmt.Fprintf(&b, "  %4d-%-4d %-40s %d\n", bin.From, bin.To-1, strings.Repeat("#", (40*bin.Count+most-1)/max(most, 1)), bin.Count)
	}
	b.WriteString("Endings:")
	for _, e := range sortedEndings(r.Endings) {
		fmt.Fprintf(&b, " %s %d (%.0f %%);", e, r.Endings[e], 100*float64(r.Endings[e])/float64(max(r.Games, 1)))
	}
	fmt.Fprintf(&b, "\nBranching factor: %.1f legal moves per position (%d at the start)\n", r.Branching, r.BranchingStart)
	fmt.Fprintf(&b, "Board coverage: %.1f %% of the squares used in some game, %.1f %% in a game on average\n", 100*r.Coverage, 100*r.CoveragePerGame)
	m := r.Metrics
	fmt.Fprintf(&b, "Ludii metrics: Balance %.3f  Completion %.3f  Drawishness %.3f  Timeouts %.3f\n", m.Balance, m.Completion, m.Drawishness, m.Timeouts)
	fmt.Fprintf(&b, "               DecisivenessMoves %.3f  LeadChange %.3f  Drama %.3f\n\n", m.DecisivenessMoves, m.LeadChange, m.Drama)
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "piece\tletter\tengine value\tmobility\tself-play value")
	for _, pv := range r.Pieces {
		engine := fmt.Sprint(pv.Engine)
		switch {
		case pv.Royal:
			engine = "royal"
		case pv.Estimated:
			engine += " (estimated)"
		}
		self := "-"
		if pv.SelfPlay != nil {
			self = fmt.Sprintf("%.0f +/- %.0f", *pv.SelfPlay, *pv.SelfPlayError)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.2f\t%s\n", pv.Name, pv.Letter, engine, pv.Mobility, self)
	}
	return tw.Flush()
}

func sortedEndings(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if m[out[i]] != m[out[j]] {
			return m[out[i]] > m[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

// WriteSVG draws the report's two charts: the game-length histogram and
// White's expected score over the game (the mean, and the first games'
// own curves faintly).
func (r *Report) WriteSVG(w io.Writer) error {
	const (
		width, height = 760, 560
		left, right   = 60, 20
		panelH        = 200
		top1, top2    = 50, 320
	)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%d" y="24" font-size="16">%s: %d games, %s</text>`+"\n", left, xmlEscape(r.Variant), r.Games, xmlEscape(r.Player))
	plotW := float64(width - left - right)
	// Histogram.
	fmt.Fprintf(&b, `<text x="%d" y="%d">Game length (plies)</text>`+"\n", left, top1-8)
	most := 1
	for _, bin := range r.Length.Histogram {
		most = max(most, bin.Count)
	}
	if n := len(r.Length.Histogram); n > 0 {
		barW := plotW / float64(n)
		for i, bin := range r.Length.Histogram {
			h := float64(panelH) * float64(bin.Count) / float64(most)
			x := float64(left) + float64(i)*barW
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a7ab5"><title>%d-%d: %d</title></rect>`+"\n",
				x+1, float64(top1+panelH)-h, barW-2, h, bin.From, bin.To-1, bin.Count)
			if n <= 12 || i%2 == 0 {
				fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="10">%d</text>`+"\n", x+barW/2, top1+panelH+14, bin.From)
			}
		}
	}
	axes(&b, left, top1, int(plotW), panelH, fmt.Sprint(most), "0")
	// Evaluation curve.
	fmt.Fprintf(&b, `<text x="%d" y="%d">White's expected score by ply (mean in black)</text>`+"\n", left, top2-8)
	plies := max(len(r.EvalCurve)-1, 1)
	xAt := func(k int) float64 { return float64(left) + plotW*float64(k)/float64(plies) }
	yAt := func(e float64) float64 { return float64(top2) + float64(panelH)*(1-e) }
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#bbb" stroke-dasharray="4 3"/>`+"\n", left, yAt(0.5), float64(left)+plotW, yAt(0.5))
	for _, c := range r.Curves {
		b.WriteString(polyline(c, xAt, yAt, "#e0a060", 0.8, 0.5))
	}
	b.WriteString(polyline(r.EvalCurve, xAt, yAt, "black", 2, 1))
	axes(&b, left, top2, int(plotW), panelH, "1", "0")
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="end" font-size="10">%d</text>`+"\n", float64(left)+plotW, top2+panelH+14, plies)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func axes(b *strings.Builder, x, y, w, h int, topLabel, bottomLabel string) {
	fmt.Fprintf(b, `<polyline points="%d,%d %d,%d %d,%d" fill="none" stroke="black"/>`+"\n", x, y, x, y+h, x+w, y+h)
	fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="end" font-size="10">%s</text>`+"\n", x-4, y+4, topLabel)
	fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="end" font-size="10">%s</text>`+"\n", x-4, y+h, bottomLabel)
}

func polyline(vals []float64, xAt func(int) float64, yAt func(float64) float64, colour string, width, opacity float64) string {
	if len(vals) == 0 {
		return ""
	}
	var pts strings.Builder
	for k, v := range vals {
		fmt.Fprintf(&pts, "%.1f,%.1f ", xAt(k), yAt(v))
	}
	return fmt.Sprintf(`<polyline points="%s" fill="none" stroke="%s" stroke-width="%g" stroke-opacity="%g"/>`+"\n",
		strings.TrimSpace(pts.String()), colour, width, opacity)
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
