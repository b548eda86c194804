package match

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/interp/search"
)

// Config is a match: Games games between Players[0] (player A) and
// Players[1] (B), in pairs from the same opening with colours swapped,
// A playing White in the first game of each pair; or, Unpaired, every
// game from its own opening with A as White (self-play, where swapping
// colours would replay the same game).
type Config struct {
	Variant *ir.Variant `json:"-"`
	Players [2]string   `json:"players"`
	Games   int         `json:"games"`
	Seed    int64       `json:"seed"`
	// Shard I of N (1-based) plays the pairs k with k mod N = I-1; 0 of 0
	// plays them all. Shards of one match, merged, are exactly the match.
	Shard  int `json:"shard,omitempty"`
	Shards int `json:"shards,omitempty"`

	Unpaired     bool          `json:"unpaired,omitempty"`
	Openings     Openings      `json:"openings"`
	Adjudication Adjudication  `json:"adjudication"`
	MaxPlies     int           `json:"max_plies"`
	Default      search.Limits `json:"-"` // for engines whose specification gives no limit
	// Weights, if set, are the piece values of engines whose
	// specification names no eval=FILE, and of the search that balances
	// openings (learnt weights: vdl analyze --eval); nil: the variant's
	// own.
	Weights     *search.Weights `json:"-"`
	DefaultTime time.Duration   `json:"default_time,omitempty"`
	// TimeControl, if set, plays every game on a clock (engines are told
	// their time left; a player who overruns loses on time), forgiving
	// an overrun of at most TimeMargin.
	TimeControl *search.TimeControl `json:"time_control,omitempty"`
	TimeMargin  time.Duration       `json:"time_margin,omitempty"`
	// SPRT, if set, stops the match once the test decides (the games
	// already being played are finished and counted).
	SPRT *SPRT `json:"sprt,omitempty"`

	// NoRestart leaves an engine that crashed (or was killed when it did
	// not answer in time) dead, so that it forfeits every later game;
	// by default it is started again before the next game.
	NoRestart bool `json:"no_restart,omitempty"`

	Jobs  int    `json:"-"` // games played at once; default 1
	Event string `json:"event,omitempty"`
	// KeepMoves keeps every game's moves in its result (for analysis).
	KeepMoves bool `json:"-"`

	PGN      io.Writer `json:"-"` // if set, every game in PGN, in game order
	Progress io.Writer `json:"-"` // if set, a progress line (see progress)
	// OnGame, if set, is called with each finished game, in game order.
	OnGame func(GameResult, search.Record) `json:"-"`
	// OnSummary, if set, is called after each finished game (in game
	// order) with the summary so far, marked Partial (vdl match
	// --json-out writes it); it must not keep the summary.
	OnSummary func(*Summary) `json:"-"`
	// Context, if set, stops the match when it is done: no game starts
	// after it, the games under way are played out, and Run returns its
	// error (context.Canceled or DeadlineExceeded).
	Context context.Context `json:"-"`
}

// GameResult is one game of a match.
type GameResult struct {
	Index  int        `json:"index"` // 0-based in the whole match
	Pair   int        `json:"pair"`
	AWhite bool       `json:"a_white"`
	White  string     `json:"white"`
	Black  string     `json:"black"`
	Start  string     `json:"start"`
	Result string     `json:"result"` // PGN result
	Points [2]float64 `json:"points"` // White's and Black's
	Rule   string     `json:"rule"`   // what ended it
	Plies  int        `json:"plies"`
	Error  string     `json:"error,omitempty"` // a player's failure
	// Restarts reports the engines that had crashed (or were killed) and
	// were started again before this game, or could not be.
	Restarts []string `json:"restarts,omitempty"`
	Moves    []string `json:"moves,omitempty"` // coordinate notation, with KeepMoves
}

// share is pts as a share of the game's points: a variant's score table
// may deal out 100 points a game (Snake Chess: 60 to 40 for a
// stalemate), and a score, its interval and Elo are shares of 1.
func (r GameResult) share(pts float64) float64 {
	if total := r.Points[0] + r.Points[1]; total > 0 {
		return pts / total
	}
	return pts
}

// APoints is what player A scored.
func (r GameResult) APoints() float64 {
	if r.AWhite {
		return r.Points[0]
	}
	return r.Points[1]
}

// gameIndices lists the games the config's shard plays.
func (c *Config) gameIndices() []int {
	var out []int
	for i := 0; i < c.Games; i++ {
		if c.Shards <= 1 || c.pairOf(i)%c.Shards == c.Shard-1 {
			out = append(out, i)
		}
	}
	return out
}

func (c *Config) check() error {
	switch {
	case c.Variant == nil:
		return fmt.Errorf("no variant")
	case c.Games < 1:
		return fmt.Errorf("games %d: expected at least 1", c.Games)
	case c.Shards < 0 || c.Shards > 0 && (c.Shard < 1 || c.Shard > c.Shards):
		return fmt.Errorf("shard %d/%d: expected I/N with 1 <= I <= N", c.Shard, c.Shards)
	case c.MaxPlies < 1:
		return fmt.Errorf("max plies %d: expected at least 1", c.MaxPlies)
	case c.SPRT != nil && c.Shards > 0:
		return fmt.Errorf("an SPRT cannot be split into shards: each shard would stop on its own evidence")
	case c.TimeMargin < 0:
		return fmt.Errorf("time margin %v: expected 0 or more", c.TimeMargin)
	}
	return nil
}

// Run plays the match (or its shard) and returns the summary.
func Run(c Config) (*Summary, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	g, err := interp.NewGame(c.Variant)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", c.Variant.Name, err)
	}
	if err := c.Openings.Check(g); err != nil {
		return nil, err
	}
	c.DefaultTime = c.Default.MoveTime
	indices := c.gameIndices()
	jobs := max(1, min(c.Jobs, len(indices)))
	eval := search.DefaultEvaluator(g)
	if c.Weights != nil {
		if eval, err = search.NewWeightedEvaluator(g, c.Weights); err != nil {
			return nil, err
		}
	}
	// Make one worker's players first: a bad specification or an engine
	// that does not start fails the match before any game.
	workers := make([]*worker, jobs)
	for i := range workers {
		w, err := newWorker(&c, g, eval)
		if err != nil {
			for _, done := range workers[:i] {
				done.close()
			}
			return nil, err
		}
		workers[i] = w
	}
	defer func() {
		for _, w := range workers {
			w.close()
		}
	}()
	sum := newSummary(&c, workers[0].names)
	prog := newProgress(c.Progress, len(indices), workers[0].names)
	if c.Unpaired && c.Players[0] == c.Players[1] {
		// Self-play (vdl analyze, vdl tune): A is White in every game, so
		// the score is White's.
		prog.names, prog.self = [2]string{"White", "Black"}, c.Players[0]+" against itself: "
	}
	todo := make(chan int)
	stop := make(chan struct{}) // closed when an SPRT has decided
	type done struct {
		res GameResult
		rec search.Record
		err error
	}
	results := make(chan done)
	var wg sync.WaitGroup
	for _, w := range workers {
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			for i := range todo {
				res, rec, err := w.play(i)
				results <- done{res, rec, err}
			}
		}(w)
	}
	var cancelled <-chan struct{} // the context's: done, no game starts
	if c.Context != nil {
		cancelled = c.Context.Done()
	}
	go func() {
	feed:
		for _, i := range indices {
			select {
			case <-cancelled: // done already: no game starts
				break feed
			default:
			}
			select {
			case todo <- i:
			case <-stop:
				break feed
			case <-cancelled:
				break feed
			}
		}
		close(todo)
		wg.Wait()
		close(results)
	}()
	// Write games in order as they complete.
	pending := map[int]done{}
	next := 0
	decided := false
	var firstErr error
	// A game of a big board takes minutes: between games the line also
	// says how far the games being played have got.
	var tick <-chan time.Time
	if c.Progress != nil {
		t := time.NewTicker(prog.every())
		defer t.Stop()
		tick = t.C
	}
	playing := func() []int64 { // the plies of the games being played
		var plies []int64
		for _, w := range workers {
			if n := w.ply.Load(); n >= 0 {
				plies = append(plies, n)
			}
		}
		return plies
	}
collect:
	for {
		var d done
		select {
		case r, ok := <-results:
			if !ok {
				break collect
			}
			d = r
		case <-tick:
			prog.playing(sum, playing())
			continue
		}
		prog.gameOver(d.res.Plies)
		if d.err != nil && firstErr == nil {
			firstErr = d.err
		}
		pending[d.res.Index] = d
		for next < len(indices) {
			d, ok := pending[indices[next]]
			if !ok {
				break
			}
			delete(pending, indices[next])
			next++
			if d.err != nil {
				continue
			}
			for _, r := range d.res.Restarts {
				prog.note(fmt.Sprintf("game %d: %s", d.res.Index+1, r))
			}
			sum.add(d.res)
			prog.update(sum, playing())
			if c.PGN != nil {
				if err := writePGN(c.PGN, c.pgnGame(d.res, d.rec)); err != nil && firstErr == nil {
					firstErr = err
				}
			}
			if c.OnGame != nil {
				c.OnGame(d.res, d.rec)
			}
			if c.OnSummary != nil {
				sum.Partial = true
				c.OnSummary(sum)
				sum.Partial = false
			}
			if sum.SPRT != nil && sum.SPRT.Decision != "" && !decided {
				decided = true // games already begun are played out
				close(stop)
			}
		}
	}
	sum.Stopped = decided && len(sum.Games) < len(indices)
	// Games not played (a context done) or not counted (a failure) and
	// not left out by an SPRT's decision: the summary is partial.
	sum.Partial = len(sum.Games) < len(indices) && !sum.Stopped
	prog.finish(sum)
	if firstErr != nil {
		return sum, firstErr
	}
	if c.Context != nil && next < len(indices) {
		return sum, c.Context.Err()
	}
	return sum, nil
}

func (c *Config) pgnGame(res GameResult, rec search.Record) pgnGame {
	event := c.Event
	if event == "" {
		event = fmt.Sprintf("vdl match %s", c.Variant.Name)
	}
	o := interp.Outcome{Over: res.Rule != "", Rule: res.Rule, Score: res.Points}
	reason := res.Rule
	if res.Error != "" {
		reason += ": " + res.Error
	}
	if reason == "" {
		reason = "unfinished"
	}
	return pgnGame{event: event, white: res.White, black: res.Black, round: res.Index + 1, date: time.Now(),
		variant: c.Variant, rec: rec, outcome: o, reason: reason}
}

// worker plays games one after another with its own players.
type worker struct {
	c       *Config
	g       *interp.Game
	judge   func(*interp.Position) int // scores openings (Openings.Balance)
	rng     *rand.Rand
	players [2]search.Player // A, B
	names   [2]string
	left    [2]bool      // a broken engine left dead (NoRestart) was reported
	ply     atomic.Int64 // plies of the game being played, -1 between games
}

func newWorker(c *Config, g *interp.Game, eval *search.Evaluator) (*worker, error) {
	w := &worker{c: c, g: g, rng: rand.New(rand.NewSource(c.Seed))}
	w.ply.Store(-1)
	judge := search.NewEngine(g, search.Options{HashMB: 1, Eval: eval})
	w.judge = func(p *interp.Position) int {
		judge.NewGame()
		return judge.Search(p, search.Limits{Depth: balanceDepth}, nil).Info.Score.CP
	}
	for i, spec := range c.Players {
		p, err := NewPlayer(spec, search.PlayerConfig{Game: g, Rng: w.rng, Eval: eval, Default: c.Default})
		if err != nil {
			ClosePlayer(w.players[0])
			return nil, fmt.Errorf("player %s: %v", []string{"A", "B"}[i], err)
		}
		w.players[i] = p
		w.names[i] = p.Name()
	}
	if w.names[0] == w.names[1] {
		w.names[0] += " (A)"
		w.names[1] += " (B)"
	}
	return w, nil
}

func (w *worker) close() {
	for _, p := range w.players {
		if p != nil {
			ClosePlayer(p)
		}
	}
}

// play plays game i: its opening is pair i/2's, A is White in even games,
// and random players draw from a generator seeded by the match seed and
// i, so the game is the same in whichever shard or worker plays it.
func (w *worker) play(i int) (GameResult, search.Record, error) {
	c := w.c
	pair := c.pairOf(i)
	res := GameResult{Index: i, Pair: pair, AWhite: c.Unpaired || i%2 == 0}
	p, err := c.Openings.Start(w.g, c.Seed, pair, w.judge)
	if err != nil {
		return res, search.Record{}, fmt.Errorf("opening %d: %v", pair+1, err)
	}
	w.rng.Seed(mix(c.Seed, int64(i)))
	res.Restarts = w.restart()
	white, black := w.players[0], w.players[1]
	res.White, res.Black = w.names[0], w.names[1]
	if !res.AWhite {
		white, black = black, white
		res.White, res.Black = res.Black, res.White
	}
	w.ply.Store(0)
	defer w.ply.Store(-1)
	opts := search.GameOptions{MaxPlies: c.MaxPlies, Clock: c.TimeControl, TimeMargin: c.TimeMargin,
		Adjudicate: func(p *interp.Position, rec *search.Record) (interp.Outcome, bool) {
			w.ply.Store(int64(len(rec.Moves))) // for the progress line
			return c.Adjudication.judge(p, rec)
		}}
	rec := search.PlayGame(p, white, black, opts)
	res.Start = rec.StartFEN
	res.Plies = len(rec.Moves)
	o := rec.Outcome
	if !o.Over {
		o = interp.Outcome{Over: true, Winner: interp.NoWinner, Rule: RuleLength, Score: [2]float64{0.5, 0.5}}
	}
	res.Points, res.Rule, res.Result = o.Score, o.Rule, PGNResult(o)
	if rec.Err != nil {
		res.Error = rec.Err.Error()
	}
	if c.KeepMoves {
		res.Moves = rec.UCI
	}
	rec.Outcome = o
	return res, rec, nil
}

// restart starts again the engines that crashed or were killed in an
// earlier game, unless the match says not to (then they forfeit), and
// says which.
func (w *worker) restart() []string {
	var out []string
	for k, pl := range w.players {
		r, ok := pl.(restarter)
		if !ok {
			continue
		}
		why := r.Broken()
		if why == "" {
			continue
		}
		who := fmt.Sprintf("player %s (%s)", []string{"A", "B"}[k], w.names[k])
		if w.c.NoRestart {
			if !w.left[k] { // said once: it forfeits every game from now on
				w.left[k] = true
				out = append(out, fmt.Sprintf("%s is not restarted (restart is off): %s", who, why))
			}
			continue
		}
		if err := r.Restart(); err != nil {
			out = append(out, fmt.Sprintf("%s could not be restarted: %v (it had stopped: %s)", who, err, why))
			continue
		}
		out = append(out, fmt.Sprintf("%s restarted: %s", who, why))
	}
	return out
}

// pairOf is the opening (pair) game i is played from.
func (c *Config) pairOf(i int) int {
	if c.Unpaired {
		return i
	}
	return i / 2
}

// sortResults orders results by game index.
func sortResults(rs []GameResult) {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Index < rs[j].Index })
}
