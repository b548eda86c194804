package search

import (
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Engine is vdl's game-playing search for one game (any variant vdl
// compiles): iterative deepening of a negamax alpha-beta search with
// principal variation search and late-move reductions, a transposition
// table on the position hash, quiescence over captures (a move whose
// effects remove pieces counts as one), and move ordering by hash move,
// captures by value, killer moves and history. It scores positions with
// an Evaluator.
//
// Front ends (vdl play, vdl match, the UCI and XBoard protocols) use it
// through a small API:
//
//	e := search.NewEngine(game, search.Options{HashMB: 64})
//	res := e.Search(pos, search.Limits{MoveTime: time.Second}, func(i search.Info) {
//		fmt.Println(i.Depth, i.Score, i.Nodes, i.NPS, i.PVString(game))
//	})
//	pos.Make(res.Best)
//
// Search blocks until a limit is reached; Stop, from another goroutine,
// ends it early (it still returns the best move found); a search started
// with Limits.Ponder counts its time only from PonderHit. Info is called
// after every completed iteration, from the searching goroutine. NewGame
// forgets what earlier searches stored. An Engine runs one search at a
// time; use one Engine per concurrent game.
//
// Scores are from the view of the player to move (Position.SideToMove),
// which in a turn of several parts is not always the side whose pieces
// move: a part that moves the opponent's pieces is searched as the
// player's choice, consecutive moves of one player are not negated, and
// mate distances count plies halved, as UCI does.
//
// Games of simultaneous turns (Game.Simultaneous) do not fit alpha-beta,
// which assumes the mover sees the position it answers; Search then runs
// the Monte Carlo player (SimultaneousSearch) and reports it the same way.
type Engine struct {
	g       *interp.Game
	eval    *Evaluator
	tt      *table
	threads atomic.Int32 // searchers of one search (Options.Threads)

	mu        sync.Mutex // one search at a time
	stop      atomic.Bool
	ponderHit atomic.Bool
	armed     atomic.Bool  // Arm was called: the next Search keeps stop and ponderHit
	hitAt     atomic.Int64 // unix nanoseconds of PonderHit
	// conts: each searcher thread's continuation history (conthist.go);
	// hists: its history of quiet moves (order.go); evals: its cache
	// of static evaluations (evalcache.go), kept from search to search
	// as the evaluation is the same function of the position.
	conts [][]int16
	hists [][]int32
	evals []*evalCache
}

// Options configure an Engine.
type Options struct {
	HashMB int // transposition table size; default 16
	// Eval, if set, is shared instead of measuring the pieces again
	// (engines of one game in parallel games can share one). Unset:
	// DefaultEvaluator (a bundled variant's learnt weights, if any).
	Eval *Evaluator
	// Threads searches on this many threads at once (lazy SMP: see
	// smp.go); default 1.
	Threads int
}

// DefaultHashMB is the transposition table size without Options.HashMB.
const DefaultHashMB = 16

// Limits of the engine's options: the largest transposition table, and
// the deepest search the engine's per-ply tables allow.
const (
	MaxHashMB = 4096
	MaxDepth  = maxPly - 8
)

// NewEngine makes an engine for g.
func NewEngine(g *interp.Game, o Options) *Engine {
	if o.HashMB <= 0 {
		o.HashMB = DefaultHashMB
	}
	o.HashMB = min(o.HashMB, MaxHashMB)
	if o.Eval == nil {
		o.Eval = DefaultEvaluator(g)
	}
	g.PrepareSearch()
	e := &Engine{g: g, eval: o.Eval, tt: newTable(o.HashMB)}
	e.evalTable(0) // its first touch, before the first search's clock
	e.threads.Store(int32(clampThreads(o.Threads)))
	return e
}

// Evaluator is the engine's evaluation.
func (e *Engine) Evaluator() *Evaluator { return e.eval }

// SetHash resizes the transposition table (it is cleared). Not during a
// search.
func (e *Engine) SetHash(mb int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.tt = newTable(mb)
}

// SetThreads sets the threads of the searches that begin after it (1 to
// MaxThreads; values outside are clamped); a search running goes on as
// it began.
func (e *Engine) SetThreads(n int) {
	e.threads.Store(int32(clampThreads(n)))
}

// NewGame clears what earlier searches stored.
func (e *Engine) NewGame() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.tt.clear()
	for _, c := range e.conts {
		clear(c)
	}
	for _, h := range e.hists {
		clear(h)
	}
	for _, c := range e.evals {
		c.reset()
	}
}

// Stop ends the current search as soon as possible; Search then returns
// its best move so far. A Stop with no search running is forgotten when
// the next one starts.
func (e *Engine) Stop() { e.stop.Store(true) }

// Arm prepares the next Search: a Stop or PonderHit that comes after Arm
// reaches that search even if it has not begun yet (a front end that
// runs Search in a goroutine calls Arm before starting it; without Arm,
// Search forgets what came before it).
func (e *Engine) Arm() {
	e.stop.Store(false)
	e.ponderHit.Store(false)
	e.armed.Store(true)
}

// PonderHit turns a pondering search into a timed one: its time limits
// count from now.
func (e *Engine) PonderHit() {
	e.hitAt.Store(time.Now().UnixNano())
	e.ponderHit.Store(true)
}

// Info is a report on a search after one iteration.
type Info struct {
	Depth    int // completed iteration
	SelDepth int // deepest ply reached, quiescence included
	Score    Score
	Nodes    uint64
	NPS      uint64
	Time     time.Duration
	PV       []interp.Move // the expected line, from the searched position
	Hashfull int           // permille of the table in use by this search
	// MultiPV numbers the line from 1 (the best) when the search reports
	// several (Limits.MultiPV): Info is then called once for each line
	// after an iteration, best first.
	MultiPV int
}

// PVString writes the principal variation in coordinate notation.
func (i Info) PVString(g *interp.Game) string {
	parts := make([]string, len(i.PV))
	for k, m := range i.PV {
		parts[k] = g.MoveString(m)
	}
	return strings.Join(parts, " ")
}

// Result is what a search found.
type Result struct {
	Best interp.Move
	// Ponder is the expected reply, when the line goes on (HasPonder).
	Ponder    interp.Move
	HasPonder bool
	// NoMove: the position has no legal move (the game is over), Best
	// is meaningless.
	NoMove bool
	Info   Info // the last completed iteration (or the partial one)
	// Nodes counts every position searched (simulations in a game of
	// simultaneous turns), an unfinished last iteration's too.
	Nodes uint64
}

// Search finds a move for the player to move in p, within lim, calling
// info (if not nil) after each iteration. p is not changed.
func (e *Engine) Search(p *interp.Position, lim Limits, info func(Info)) Result {
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.armed.Swap(false) {
		e.stop.Store(false)
		e.ponderHit.Store(false)
	}
	if lim.Skill != nil && lim.Skill.Level < MaxSkill && !e.g.Simultaneous() {
		return e.searchSkilled(p, lim, info)
	}
	return e.search(p, lim, info)
}

// search is Search once the engine is held.
func (e *Engine) search(p *interp.Position, lim Limits, info func(Info)) Result {
	if e.g.Simultaneous() {
		return e.simultaneous(p, lim, info)
	}
	e.tt.age++
	if n := int(e.threads.Load()); n > 1 {
		return e.searchThreads(p, lim, info, n)
	}
	s := newSearcher(e, p.Clone(), lim, 0)
	return s.iterate(info)
}

// Game is the game the engine plays.
func (e *Engine) Game() *interp.Game { return e.g }
