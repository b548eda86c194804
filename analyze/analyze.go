// Package analyze is the designer's report on a variant: self-play at a
// chosen strength (any player vdl match accepts, the same on both
// sides), then what a designer asks of it. Is it balanced (White's score
// with its interval: the first-move advantage)? Drawish or decisive? How
// long are games and how do they end? How many moves does a player have
// (branching factor), how much of the board is used (coverage)? Ludii's
// game evaluation metrics that apply to two-player games (Balance,
// Completion, Drawishness, Timeouts, DecisivenessMoves, LeadChange,
// Drama, defined in Metrics), and what the pieces are worth: the values
// the engine uses (declared, or estimated from mobility) and values
// estimated from the self-play games themselves (PieceValue).
package analyze

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/match"
)

// Config is what to analyze and how to play the games.
type Config struct {
	Variant  *ir.Variant
	Player   string // the player of both sides (match.NewPlayer)
	Games    int
	Seed     int64
	Jobs     int
	MaxPlies int
	// OpeningPlies random plies start each game (variety for
	// deterministic players); Balance rejects openings a short search
	// scores beyond ±Balance centipawns (see match.Openings).
	OpeningPlies int
	Balance      int
	Default      search.Limits // for engines given no limit
	// Weights, if set, are learnt piece values (vdl tune) for the
	// engines whose specification names no eval=FILE, the judging
	// search and the engine's values in the report.
	Weights *search.Weights
	// EvalDepth is the depth of the search that judges every position
	// for the evaluation curve and the metrics built on it.
	EvalDepth int
	// NoCurve skips the judging search: the report has no evaluation
	// curve and no metric built on it (decisiveness, lead change,
	// drama), only what the games and their material say. vdl tune,
	// which fits values to material, needs nothing more.
	NoCurve  bool
	Progress io.Writer
	// Played, if set, is called after each game with the games played
	// so far (for a progress bar of its own).
	Played func(games int)
	// Context, if set, stops the analysis: no game starts after it is
	// done, and Run returns its error.
	Context context.Context
	// OnGame, if set, sees each game played, with its moves (vdl tune
	// learns placement from them). It is called on one goroutine.
	OnGame func(match.GameResult)
}

// Report is the designer's report.
type Report struct {
	Variant string  `json:"variant"`
	Player  string  `json:"player"`
	Games   int     `json:"games"`
	Seconds float64 `json:"seconds"`
	// White is White's score with its 95% interval: the first-move
	// advantage (0.5 is a balanced game).
	White        match.Stats    `json:"white"`
	DrawRate     float64        `json:"draw_rate"`
	DecisiveRate float64        `json:"decisive_rate"`
	Length       LengthStats    `json:"length"`
	Endings      map[string]int `json:"endings"`
	// Branching is the mean number of legal moves in the positions of
	// the games; BranchingStart that of the start position.
	Branching      float64 `json:"branching"`
	BranchingStart int     `json:"branching_start"`
	// Coverage is the share of the board's squares that some piece stood
	// on in some game; CoveragePerGame the mean share in one game.
	Coverage        float64      `json:"coverage"`
	CoveragePerGame float64      `json:"coverage_per_game"`
	Metrics         Metrics      `json:"metrics"`
	Pieces          []PieceValue `json:"pieces"`
	// EvalCurve is White's mean expected score (from the judging
	// search) after each ply, over the games still going at that ply.
	EvalCurve []float64 `json:"eval_curve"`
	// Curves are the first games' own curves, for the chart.
	Curves [][]float64 `json:"-"`
}

// LengthStats describes game lengths in plies.
type LengthStats struct {
	Mean      float64 `json:"mean"`
	Median    float64 `json:"median"`
	Min       int     `json:"min"`
	Max       int     `json:"max"`
	Histogram []Bin   `json:"histogram"`
}

// Bin is a histogram bar: games of From..To plies (To excluded).
type Bin struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Count int `json:"count"`
}

// Metrics are Ludii's game evaluation metrics that apply, all shares
// from 0 to 1:
//
//   - Balance: 1 - |White's win rate - Black's win rate|.
//   - Completion: games ended by the rules (not cut off at the length
//     limit, not lost by a player's failure).
//   - Drawishness: games ended by the rules in a draw.
//   - Timeouts: games cut off at the length limit.
//   - DecisivenessMoves: in decisive games, the share of the plies played
//     after the winner's evaluation first rose above the highest the
//     loser ever had (the decisiveness threshold); the mean over games.
//   - LeadChange: the share of plies after which the expected winner
//     (the side the evaluation favours) changed; the mean over games.
//   - Drama: in decisive games, over the positions where the eventual
//     winner was behind, the mean of how far behind (the loser's
//     expected score minus the winner's); the mean over games.
//
// Evaluations are expected scores from the judging search: the logistic
// curve of its centipawns, 400 to a factor of ten in odds.
type Metrics struct {
	Balance           float64 `json:"balance"`
	Completion        float64 `json:"completion"`
	Drawishness       float64 `json:"drawishness"`
	Timeouts          float64 `json:"timeouts"`
	DecisivenessMoves float64 `json:"decisiveness_moves"`
	LeadChange        float64 `json:"lead_change"`
	Drama             float64 `json:"drama"`
}

// PieceValue is what a piece type is worth.
type PieceValue struct {
	Name   string `json:"name"`
	Letter string `json:"letter"`
	Royal  bool   `json:"royal"`
	// Engine is the value the engine uses: the definition's, or for a
	// piece it gives none the estimate from mobility (Estimated).
	Engine    int     `json:"engine"`
	Estimated bool    `json:"estimated"`
	Mobility  float64 `json:"mobility"` // mean squares reached (search.MeasureMobility)
	// SelfPlay is the value the games imply, in centipawns on the
	// evaluation's scale, with its standard error; nil where the games
	// never had a material difference in this type (see fitValues).
	SelfPlay      *float64 `json:"self_play,omitempty"`
	SelfPlayError *float64 `json:"self_play_error,omitempty"`
}

// trace is what one game contributes.
type trace struct {
	res       match.GameResult
	branching []int
	occupied  []bool
	curve     []float64 // White's expected score after each ply (and at the start)
	samples   []sample
}

// Run plays the games and builds the report.
func Run(c Config) (*Report, error) {
	if c.EvalDepth <= 0 {
		c.EvalDepth = 1
	}
	g, err := interp.NewGame(c.Variant)
	if err != nil {
		return nil, err
	}
	eval, err := Evaluator(g, c.Weights)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	traces := make([]*trace, 0, c.Games)
	var mu sync.Mutex
	var replayErr error
	played := 0 // games played: OnGame is called on one goroutine
	lim := judgeLimits(c.EvalDepth, c.Player)
	judges := sync.Pool{New: func() any { return newJudge(g, eval, lim, !c.NoCurve) }}
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, c.Jobs))
	mc := match.Config{
		Variant: c.Variant, Players: [2]string{c.Player, c.Player}, Games: c.Games, Seed: c.Seed,
		Jobs: c.Jobs, MaxPlies: c.MaxPlies, Unpaired: true, KeepMoves: true, Default: c.Default, Weights: c.Weights,
		Openings: match.Openings{Plies: c.OpeningPlies, Balance: c.Balance}, Progress: c.Progress,
		Context: c.Context,
		OnGame: func(res match.GameResult, rec search.Record) {
			played++
			if c.OnGame != nil {
				c.OnGame(res)
			}
			if c.Played != nil {
				c.Played(played)
			}
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				j := judges.Get().(*judge)
				tr, err := j.replay(res)
				judges.Put(j)
				mu.Lock()
				defer mu.Unlock()
				if err != nil && replayErr == nil {
					replayErr = err
				}
				if tr != nil {
					traces = append(traces, tr)
				}
			}()
		},
	}
	sum, err := match.Run(mc)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	if replayErr != nil {
		return nil, replayErr
	}
	sort.Slice(traces, func(i, j int) bool { return traces[i].res.Index < traces[j].res.Index })
	r := &Report{Variant: c.Variant.Name, Player: c.Player, Games: len(traces), Seconds: time.Since(start).Seconds(),
		White: sum.White, Endings: sum.Rules}
	r.outcomes(traces)
	r.lengths(traces)
	r.boardUse(g, traces)
	r.metrics(traces)
	r.curves(traces)
	r.pieces(g, eval, traces)
	return r, nil
}

// Evaluator is the engine's evaluation of g, with the weights w if not
// nil (checked against g), else the default (search.DefaultEvaluator:
// a bundled variant's learnt weights, if it has some).
func Evaluator(g *interp.Game, w *search.Weights) (*search.Evaluator, error) {
	if w == nil {
		return search.DefaultEvaluator(g), nil
	}
	e, err := search.NewWeightedEvaluator(g, w)
	if err != nil {
		return nil, fmt.Errorf("weights: %v", err)
	}
	return e, nil
}

// judge replays games, judging every position with a short search.
type judge struct {
	g      *interp.Game
	engine *search.Engine // nil when positions are not judged (Config.NoCurve)
	eval   *search.Evaluator
	lim    search.Limits
}

func newJudge(g *interp.Game, eval *search.Evaluator, lim search.Limits, judging bool) *judge {
	j := &judge{g: g, eval: eval, lim: lim}
	if judging {
		j.engine = search.NewEngine(g, search.Options{HashMB: 2, Eval: eval})
	}
	return j
}

// judgeNodes bounds the judging search at depth 1 (the default): on a
// large board full of captures a depth-1 search with its quiescence can
// take thousands of nodes, and every position of every game is judged.
const judgeNodes = 2000

// playerNodes is the node cap of the default player
// (engine:depth=3,nodes=5000), which bounds a deeper judging search.
const playerNodes = 5000

// judgeLimits are the judging search's limits: depth, and a node cap so
// that judging a position never costs more than a move of the player
// (every position is judged once, and the player searches each once): at
// depth 1 judgeNodes, deeper the player's cap (playerNodes for a player
// given none, as random, greedy or an external engine), and never more
// than an engine player's own nodes=N.
func judgeLimits(depth int, player string) search.Limits {
	lim := search.Limits{Depth: depth, Nodes: playerNodes}
	if depth <= 1 {
		lim.Depth, lim.Nodes = 1, judgeNodes
	}
	if name, opts, _ := strings.Cut(player, ":"); name == "engine" {
		for _, kv := range strings.Split(opts, ",") {
			if k, v, ok := strings.Cut(kv, "="); ok && strings.TrimSpace(k) == "nodes" {
				if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && n > 0 {
					lim.Nodes = min(lim.Nodes, uint64(n))
				}
			}
		}
	}
	return lim
}

// whiteExpected is White's expected score in p: from the judging search,
// or in games of simultaneous turns (where a search is a Monte Carlo
// one) from the evaluation alone.
func (j *judge) whiteExpected(p *interp.Position) float64 {
	var cp int
	if j.g.Simultaneous() {
		cp = j.eval.Evaluate(p)
	} else {
		j.engine.NewGame()
		res := j.engine.Search(p, j.lim, nil)
		if res.NoMove {
			cp = j.eval.Evaluate(p)
		} else {
			cp = res.Info.Score.CP
		}
	}
	if p.SideToMove() == interp.Black {
		cp = -cp
	}
	return 1 / (1 + math.Pow(10, -float64(cp)/400))
}

// replay plays a game's moves again from its start.
func (j *judge) replay(res match.GameResult) (*trace, error) {
	g := j.g
	p, err := g.ParseFEN(res.Start)
	if err != nil {
		return nil, fmt.Errorf("game %d: start %s: %v", res.Index+1, res.Start, err)
	}
	size := g.Files() * g.Ranks()
	tr := &trace{res: res, occupied: make([]bool, size)}
	var legal []interp.Move
	look := func(ply int, over bool) {
		for s := 0; s < size; s++ {
			if _, _, ok := p.PieceAt(interp.Square(s)); ok {
				tr.occupied[s] = true
			}
		}
		if !over {
			tr.branching = append(tr.branching, len(legal))
		}
		if j.engine != nil {
			e := 0.5
			if over {
				e = res.Points[0] / math.Max(res.Points[0]+res.Points[1], 1e-9)
			} else {
				e = j.whiteExpected(p)
			}
			tr.curve = append(tr.curve, e)
		}
		if ply >= sampleFrom && ply%sampleEvery == 0 && !over {
			tr.samples = append(tr.samples, materialSample(p))
		}
	}
	for ply, text := range res.Moves {
		legal = p.LegalMoves(legal[:0])
		look(ply, false)
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("game %d ply %d: %v", res.Index+1, ply+1, err)
		}
		p.Make(m)
	}
	legal = p.LegalMoves(legal[:0])
	look(len(res.Moves), p.Outcome(legal).Over)
	return tr, nil
}

func (r *Report) outcomes(ts []*trace) {
	n := float64(max(len(ts), 1))
	draws, decisive := 0, 0
	for _, t := range ts {
		pts := t.res.Points
		switch {
		case t.res.Rule == match.RuleLength:
		case pts[0] == pts[1]:
			draws++
		default:
			decisive++
		}
	}
	r.DrawRate, r.DecisiveRate = float64(draws)/n, float64(decisive)/n
}

// histogramBins is how many bars the length histogram has at most.
const histogramBins = 20

func (r *Report) lengths(ts []*trace) {
	if len(ts) == 0 {
		return
	}
	lens := make([]int, len(ts))
	sum := 0
	for i, t := range ts {
		lens[i] = t.res.Plies
		sum += lens[i]
	}
	sort.Ints(lens)
	l := &r.Length
	l.Mean = float64(sum) / float64(len(lens))
	mid := len(lens) / 2
	l.Median = float64(lens[mid])
	if len(lens)%2 == 0 {
		l.Median = float64(lens[mid-1]+lens[mid]) / 2
	}
	l.Min, l.Max = lens[0], lens[len(lens)-1]
	width := niceWidth((l.Max - l.Min + 1 + histogramBins - 1) / histogramBins)
	from := l.Min / width * width
	for b := from; b <= l.Max; b += width {
		l.Histogram = append(l.Histogram, Bin{From: b, To: b + width})
	}
	for _, n := range lens {
		l.Histogram[(n-from)/width].Count++
	}
}

// niceWidth rounds a bin width up to 1, 2 or 5 times a power of ten.
func niceWidth(w int) int {
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if m*p >= w {
				return m * p
			}
		}
	}
}

func (r *Report) boardUse(g *interp.Game, ts []*trace) {
	size := g.Files() * g.Ranks()
	cells := 0
	for s := 0; s < size; s++ {
		if !g.IsHole(interp.Square(s)) {
			cells++
		}
	}
	all := make([]bool, size)
	moves, positions, perGame := 0, 0, 0.0
	for _, t := range ts {
		used := 0
		for s, ok := range t.occupied {
			if ok {
				all[s] = true
				used++
			}
		}
		perGame += float64(used) / float64(cells)
		for _, b := range t.branching {
			moves += b
			positions++
		}
	}
	used := 0
	for _, ok := range all {
		if ok {
			used++
		}
	}
	r.Coverage = float64(used) / float64(cells)
	if len(ts) > 0 {
		r.CoveragePerGame = perGame / float64(len(ts))
	}
	if positions > 0 {
		r.Branching = float64(moves) / float64(positions)
	}
	if p, err := g.StartPosition(); err == nil {
		r.BranchingStart = len(p.LegalMoves(nil))
	}
}

func (r *Report) metrics(ts []*trace) {
	m := &r.Metrics
	n := float64(max(len(ts), 1))
	var wWins, bWins, done, draws, timeouts int
	var decis, lead, drama float64
	var nDecisive, nLead int
	for _, t := range ts {
		pts := t.res.Points
		switch {
		case t.res.Rule == match.RuleLength:
			timeouts++
		case t.res.Error != "":
		default:
			done++
			if pts[0] == pts[1] {
				draws++
			}
		}
		winner := -1
		switch {
		case pts[0] > pts[1]:
			wWins++
			winner = interp.White
		case pts[1] > pts[0]:
			bWins++
			winner = interp.Black
		}
		if len(t.curve) > 1 {
			lead += leadChanges(t.curve)
			nLead++
		}
		if winner >= 0 && len(t.curve) > 1 && t.res.Rule != match.RuleLength {
			decis += decisiveness(t.curve, winner)
			drama += dramaOf(t.curve, winner)
			nDecisive++
		}
	}
	m.Balance = 1 - math.Abs(float64(wWins-bWins))/n
	m.Completion = float64(done) / n
	m.Drawishness = float64(draws) / n
	m.Timeouts = float64(timeouts) / n
	if nDecisive > 0 {
		m.DecisivenessMoves = decis / float64(nDecisive)
		m.Drama = drama / float64(nDecisive)
	}
	if nLead > 0 {
		m.LeadChange = lead / float64(nLead)
	}
}

// forSide turns White's expected score into side's.
func forSide(e float64, side int) float64 {
	if side == interp.White {
		return e
	}
	return 1 - e
}

// decisiveness: the share of plies after the winner first exceeds the
// highest evaluation the loser ever had.
func decisiveness(curve []float64, winner int) float64 {
	threshold := 0.0
	for _, e := range curve {
		threshold = math.Max(threshold, forSide(e, 1-winner))
	}
	for i, e := range curve {
		if forSide(e, winner) > threshold {
			return float64(len(curve)-1-i) / float64(len(curve)-1)
		}
	}
	return 0
}

// leadChanges: the share of plies after which the favoured side changed
// (an even position favours no one and changes nothing).
func leadChanges(curve []float64) float64 {
	changes, leader := 0, 0
	for _, e := range curve {
		now := 0
		switch {
		case e > 0.5:
			now = 1
		case e < 0.5:
			now = -1
		}
		if now != 0 {
			if leader != 0 && now != leader {
				changes++
			}
			leader = now
		}
	}
	return float64(changes) / float64(len(curve)-1)
}

// dramaOf: the mean shortfall of the winner where it was behind.
func dramaOf(curve []float64, winner int) float64 {
	sum, n := 0.0, 0
	for _, e := range curve {
		w := forSide(e, winner)
		if w < 0.5 {
			sum += (1 - w) - w
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// chartGames is how many games' own curves the chart draws.
const chartGames = 40

func (r *Report) curves(ts []*trace) {
	var sum []float64
	var count []int
	for i, t := range ts {
		for k, e := range t.curve {
			if k >= len(sum) {
				sum = append(sum, 0)
				count = append(count, 0)
			}
			sum[k] += e
			count[k]++
		}
		if i < chartGames && len(t.curve) > 0 {
			r.Curves = append(r.Curves, t.curve)
		}
	}
	for k := range sum {
		r.EvalCurve = append(r.EvalCurve, math.Round(sum[k]/float64(count[k])*1000)/1000)
	}
}
