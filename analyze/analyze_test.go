package analyze

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/match"
)

// The metrics on hand-made evaluation curves (White's expected score
// after each ply, the last being the result).
func TestMetricsOnCurves(t *testing.T) {
	// White leads, falls behind, comes back and wins: the lead changes
	// twice in 5 plies; Black's best was 0.7 (at 0.3), which White
	// passes at index 4 (0.8), leaving 1 of 5 plies: 0.2; White was
	// behind at 0.4 and 0.3, by 0.2 and 0.4: drama 0.3.
	curve := []float64{0.6, 0.4, 0.3, 0.6, 0.8, 1}
	near := func(what string, got, want float64) {
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	near("lead changes", leadChanges(curve), 2.0/5)
	near("decisiveness", decisiveness(curve, interp.White), 1.0/5)
	near("drama", dramaOf(curve, interp.White), 0.3)
	// Seen as Black's win (the curve mirrored), the numbers are the same.
	mirror := make([]float64, len(curve))
	for i, e := range curve {
		mirror[i] = 1 - e
	}
	near("decisiveness, Black", decisiveness(mirror, interp.Black), 1.0/5)
	near("drama, Black", dramaOf(mirror, interp.Black), 0.3)
	// A game the winner always led has no drama; even positions change
	// no lead.
	near("no drama", dramaOf([]float64{0.5, 0.6, 1}, interp.White), 0)
	near("no change", leadChanges([]float64{0.5, 0.5, 0.6, 0.5, 0.7}), 0)
}

// The piece-value fit recovers the values that generated the results:
// games whose material differences decide White's winning chances by a
// logistic law with 100 and 300 centipawns per piece.
func TestFitValuesRecoversKnownValues(t *testing.T) {
	v, _ := lang.Find("chess")
	g, _ := interp.NewGame(v)
	rng := rand.New(rand.NewSource(1))
	truth := map[int]float64{}
	for t, pc := range v.Pieces {
		switch pc.Name {
		case "Pawn":
			truth[t] = 100
		case "Knight":
			truth[t] = 300
		}
	}
	var ts []*trace
	for i := 0; i < 20000; i++ {
		s := sample{diff: make([]float64, len(v.Pieces))}
		cp := 0.0
		for t, val := range truth {
			s.diff[t] = float64(rng.Intn(5) - 2)
			cp += val * s.diff[t]
		}
		pWhite := 1 / (1 + math.Pow(10, -cp/400))
		pts := [2]float64{0, 1}
		if rng.Float64() < pWhite {
			pts = [2]float64{1, 0}
		}
		ts = append(ts, &trace{res: match.GameResult{Points: pts, Rule: "checkmate"}, samples: []sample{s}})
	}
	values, errs := fitValues(g, ts)
	for typ, want := range truth {
		if math.Abs(values[typ]-want) > 0.1*want+3*errs[typ] {
			t.Errorf("%s: fitted %.1f +/- %.1f, want %.0f", v.Pieces[typ].Name, values[typ], errs[typ], want)
		}
	}
	for typ, pc := range v.Pieces {
		if _, ok := truth[typ]; !ok && !math.IsNaN(values[typ]) {
			t.Errorf("%s never differed but got a value %v", pc.Name, values[typ])
		}
	}
}

// A short analysis: the counts add up, the rates are shares of the
// games, the histogram holds every game, and the SVG is well-formed XML.
func TestAnalyzeReport(t *testing.T) {
	v, _ := lang.Find("chess")
	r, err := Run(Config{Variant: v, Player: "greedy", Games: 6, Seed: 2, Jobs: 2, MaxPlies: 80, OpeningPlies: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Games != 6 || r.White.Games != 6 {
		t.Fatalf("%d games, White stats over %d", r.Games, r.White.Games)
	}
	inHist, ends := 0, 0
	for _, b := range r.Length.Histogram {
		inHist += b.Count
	}
	for _, n := range r.Endings {
		ends += n
	}
	if inHist != 6 || ends != 6 {
		t.Errorf("histogram holds %d games, endings %d, want 6", inHist, ends)
	}
	m := r.Metrics
	if math.Abs(m.Completion+m.Timeouts-1) > 1e-9 {
		t.Errorf("completion %v and timeouts %v do not add to 1", m.Completion, m.Timeouts)
	}
	if r.Branching <= 0 || r.BranchingStart != 20 || r.Coverage <= 0 || r.Coverage > 1 {
		t.Errorf("branching %v (start %d), coverage %v", r.Branching, r.BranchingStart, r.Coverage)
	}
	if len(r.EvalCurve) != r.Length.Max+1 {
		t.Errorf("evaluation curve of %d points for games up to %d plies", len(r.EvalCurve), r.Length.Max)
	}
	var svg bytes.Buffer
	if err := r.WriteSVG(&svg); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(&svg)
	for {
		if _, err := dec.Token(); err != nil {
			if err.Error() != "EOF" {
				t.Errorf("SVG is not well-formed: %v", err)
			}
			break
		}
	}
	var text bytes.Buffer
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"First-move advantage", "Ludii metrics", "Branching factor", "self-play value"} {
		if !bytes.Contains(text.Bytes(), []byte(want)) {
			t.Errorf("report lacks %q:\n%s", want, text.String())
		}
	}
}

// Chart ticks are round values covering the range.
func TestTicks(t *testing.T) {
	tests := []struct {
		lo, hi  float64
		n       int
		integer bool
		want    []float64
	}{
		{0, 10, 5, true, []float64{0, 2, 4, 6, 8, 10}},
		{0, 3, 5, true, []float64{0, 1, 2, 3}},
		{0, 1, 4, false, []float64{0, 0.5, 1}},
		{12, 117, 10, true, []float64{20, 40, 60, 80, 100}},
		{0, 87, 10, true, []float64{0, 10, 20, 30, 40, 50, 60, 70, 80}},
		{5, 5, 10, true, []float64{5}},
	}
	for _, tt := range tests {
		got := ticks(tt.lo, tt.hi, tt.n, tt.integer)
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("ticks(%g, %g, %d) = %v, want %v", tt.lo, tt.hi, tt.n, got, tt.want)
		}
	}
}

// The charts have both axes ticked, labelled and titled.
func TestChartAxes(t *testing.T) {
	r := &Report{Variant: "v", Games: 3, Player: "greedy",
		Length:    LengthStats{Histogram: []Bin{{From: 10, To: 20, Count: 1}, {From: 20, To: 30, Count: 2}, {From: 30, To: 40, Count: 0}}},
		EvalCurve: []float64{0.5, 0.55, 0.6, 0.4, 0.5, 0.7, 0.8, 0.9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}
	var svg bytes.Buffer
	if err := r.WriteSVG(&svg); err != nil {
		t.Fatal(err)
	}
	s := svg.String()
	for _, want := range []string{">length (plies)</text>", ">games</text>", ">ply</text>", ">White's score</text>",
		`>10</text>`, `>40</text>`, `>0.50</text>`, `>1.00</text>`, `>0.00</text>`, `>20</text>`} {
		if !strings.Contains(s, want) {
			t.Errorf("chart lacks %q", want)
		}
	}
	if n := strings.Count(s, `class="tick"`); n < 15 {
		t.Errorf("%d ticks, want at least 15:\n%s", n, s)
	}
}

// NoCurve (what vdl tune asks for) skips the judging search only: the
// same games give the same material fit, and no curve.
func TestNoCurveKeepsTheGames(t *testing.T) {
	v, _ := lang.Find("chess")
	c := Config{Variant: v, Player: "greedy", Games: 8, Seed: 5, Jobs: 1, MaxPlies: 120, OpeningPlies: 2}
	judged, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	c.NoCurve = true
	plain, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.EvalCurve) != 0 || len(plain.Curves) != 0 {
		t.Errorf("NoCurve report has a curve of %d points", len(plain.EvalCurve))
	}
	if len(judged.EvalCurve) == 0 {
		t.Fatal("the judged report has no curve")
	}
	if !reflect.DeepEqual(plain.Length, judged.Length) || plain.White != judged.White {
		t.Errorf("games differ: lengths %+v vs %+v, White %+v vs %+v", plain.Length, judged.Length, plain.White, judged.White)
	}
	if !reflect.DeepEqual(plain.Pieces, judged.Pieces) {
		t.Errorf("material fit differs:\n%+v\n%+v", plain.Pieces, judged.Pieces)
	}
	var text bytes.Buffer
	if err := plain.WriteText(&text); err != nil {
		t.Fatal(err)
	}
}

// The judging search costs at most a move of the player: depth 1 at
// 2,000 nodes (the default, whatever the player), deeper at the default
// player's 5,000, and never more than an engine player's own nodes=N.
// (Before, a depth above 1 had no node cap.)
func TestJudgeLimits(t *testing.T) {
	tests := []struct {
		depth  int
		player string
		want   search.Limits
	}{
		{1, "engine:depth=3,nodes=5000", search.Limits{Depth: 1, Nodes: 2000}},
		{0, "random", search.Limits{Depth: 1, Nodes: 2000}},
		{1, "engine:nodes=500", search.Limits{Depth: 1, Nodes: 500}},
		{3, "engine:depth=3,nodes=5000", search.Limits{Depth: 3, Nodes: 5000}},
		{3, "engine:depth=3, nodes=1200", search.Limits{Depth: 3, Nodes: 1200}},
		{2, "greedy", search.Limits{Depth: 2, Nodes: 5000}},
		{2, "uci:/bin/engine:nodes=100", search.Limits{Depth: 2, Nodes: 5000}},
		{2, "engine:nodes=20000", search.Limits{Depth: 2, Nodes: 5000}},
	}
	for _, tt := range tests {
		if got := judgeLimits(tt.depth, tt.player); got.Depth != tt.want.Depth || got.Nodes != tt.want.Nodes {
			t.Errorf("depth %d, player %s: %+v, want %+v", tt.depth, tt.player, got, tt.want)
		}
	}
}
