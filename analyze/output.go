package analyze

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
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

// WriteSVG draws the report's two charts, each with both axes ticked and
// labelled: the game-length histogram (games by length in plies) and
// White's expected score over the game (the mean, and the first games'
// own curves faintly).
func (r *Report) WriteSVG(w io.Writer) error {
	const (
		width, height = 760, 600
		left, right   = 70, 24
		panelH        = 200
		top1, top2    = 56, 350
	)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%d" y="24" font-size="16">%s: %d games, %s</text>`+"\n", left, xmlEscape(r.Variant), r.Games, xmlEscape(r.Player))
	plotW := float64(width - left - right)
	// Histogram.
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-weight="bold">Game length</text>`+"\n", left, top1-12)
	most := 1
	for _, bin := range r.Length.Histogram {
		most = max(most, bin.Count)
	}
	if n := len(r.Length.Histogram); n > 0 {
		lo, hi := float64(r.Length.Histogram[0].From), float64(r.Length.Histogram[n-1].To)
		xAt := func(v float64) float64 { return float64(left) + plotW*(v-lo)/max(hi-lo, 1) }
		yAt := func(c float64) float64 { return float64(top1+panelH) - float64(panelH)*c/float64(most) }
		grid(&b, left, plotW, ticks(0, float64(most), 5, true), yAt, "%g")
		for _, bin := range r.Length.Histogram {
			x0, x1 := xAt(float64(bin.From)), xAt(float64(bin.To))
			y := yAt(float64(bin.Count))
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a7ab5"><title>%d-%d plies: %d games</title></rect>`+"\n",
				x0+1, y, max(x1-x0-2, 1), float64(top1+panelH)-y, bin.From, bin.To-1, bin.Count)
		}
		xTicks(&b, ticks(lo, hi, 10, true), xAt, top1+panelH, "%g")
	}
	axes(&b, left, top1, int(plotW), panelH, "length (plies)", "games")
	// Evaluation curve.
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-weight="bold">White's expected score by ply (mean in black, single games in orange)</text>`+"\n", left, top2-12)
	plies := max(len(r.EvalCurve)-1, 1)
	xAt := func(k int) float64 { return float64(left) + plotW*float64(k)/float64(plies) }
	yAt := func(e float64) float64 { return float64(top2) + float64(panelH)*(1-e) }
	grid(&b, left, plotW, []float64{0, 0.25, 0.5, 0.75, 1}, yAt, "%.2f")
	for _, c := range r.Curves {
		b.WriteString(polyline(c, xAt, yAt, "#e0a060", 0.8, 0.5))
	}
	b.WriteString(polyline(r.EvalCurve, xAt, yAt, "black", 2, 1))
	xTicks(&b, ticks(0, float64(plies), 10, true), func(v float64) float64 { return xAt(int(v)) }, top2+panelH, "%g")
	axes(&b, left, top2, int(plotW), panelH, "ply", "White's score")
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// ticks are about n round values from lo to hi (steps of 1, 2 or 5 times
// a power of ten; whole numbers only if integer).
func ticks(lo, hi float64, n int, integer bool) []float64 {
	if hi <= lo {
		return []float64{lo}
	}
	raw := (hi - lo) / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	step := p
	for _, k := range []float64{1, 2, 5, 10} {
		if step = k * p; step >= raw {
			break
		}
	}
	if integer {
		step = max(step, 1)
	}
	var out []float64
	for v := math.Ceil(lo/step) * step; v <= hi+step/1e6; v += step {
		out = append(out, math.Round(v/step)*step)
	}
	return out
}

// grid draws horizontal grid lines with their labels on the y axis.
func grid(b *strings.Builder, left int, w float64, vals []float64, yAt func(float64) float64, format string) {
	for _, v := range vals {
		y := yAt(v)
		fmt.Fprintf(b, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#e2e2e2"/>`+"\n", left, y, float64(left)+w, y)
		fmt.Fprintf(b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="black"/>`+"\n", left-5, y, left, y)
		fmt.Fprintf(b, `<text class="tick" x="%d" y="%.1f" text-anchor="end" font-size="10">%s</text>`+"\n", left-8, y+3.5, fmt.Sprintf(format, v))
	}
}

// xTicks draws the ticks and labels of an x axis at y.
func xTicks(b *strings.Builder, vals []float64, xAt func(float64) float64, y int, format string) {
	for _, v := range vals {
		x := xAt(v)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black"/>`+"\n", x, y, x, y+5)
		fmt.Fprintf(b, `<text class="tick" x="%.1f" y="%d" text-anchor="middle" font-size="10">%s</text>`+"\n", x, y+17, fmt.Sprintf(format, v))
	}
}

// axes draws a chart's two axes and their titles.
func axes(b *strings.Builder, x, y, w, h int, xTitle, yTitle string) {
	fmt.Fprintf(b, `<polyline points="%d,%d %d,%d %d,%d" fill="none" stroke="black"/>`+"\n", x, y, x, y+h, x+w, y+h)
	fmt.Fprintf(b, `<text class="axis" x="%d" y="%d" text-anchor="middle" font-size="11">%s</text>`+"\n", x+w/2, y+h+34, xmlEscape(xTitle))
	fmt.Fprintf(b, `<text class="axis" x="%d" y="%d" text-anchor="middle" font-size="11" transform="rotate(-90 %d %d)">%s</text>`+"\n", x-48, y+h/2, x-48, y+h/2, xmlEscape(yTitle))
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
