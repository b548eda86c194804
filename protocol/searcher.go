package protocol

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// Searcher finds the engine's moves. search.Engine is one; tests and
// other players plug in through this interface.
type Searcher interface {
	// Search finds a move for the side to move in p within lim, calling
	// info after each iteration; it must not change p.
	Search(p *interp.Position, lim search.Limits, info func(search.Info)) search.Result
	// Stop ends a running search soon; PonderHit turns a pondering
	// search into a timed one.
	Stop()
	PonderHit()
	// NewGame forgets what earlier searches learnt; SetHash resizes the
	// transposition table (in megabytes).
	NewGame()
	SetHash(mb int)
}

// SearcherFactory makes the searcher of one game.
type SearcherFactory func(g *interp.Game, hashMB int) Searcher

// EngineSearcher is vdl's engine (search.Engine).
func EngineSearcher(g *interp.Game, hashMB int) Searcher {
	return search.NewEngine(g, search.Options{HashMB: hashMB})
}

// job is work the thinker runs in the background: a search or a perft
// count. Stop ends it within milliseconds (the search reads its flag
// every 64 nodes, perft every 1024 inner nodes); PonderHit is for
// pondering searches.
type job interface {
	Stop()
	PonderHit()
}

// thinker runs one job (a search or a perft count) at a time in the
// background, so that the session goes on reading commands (stop, quit,
// ponderhit, isready) meanwhile.
type thinker struct {
	mu   sync.Mutex
	s    job
	done chan struct{} // closed when the running search has finished; nil when idle
	// wake is closed by the first stop or ponderhit of the running search.
	wake     chan struct{}
	wakeOnce *sync.Once
}

// start runs s.Search on its own copy of p; finish gets the result, in
// the search's goroutine, before the thinker counts as idle again, and a
// channel closed by the first stop or ponderhit (a search that had
// nothing to search can wait for it before it answers).
func (t *thinker) start(s Searcher, p *interp.Position, lim search.Limits, info func(search.Info), finish func(search.Result, <-chan struct{})) {
	p = p.Clone()
	t.run(s, func(wake <-chan struct{}) {
		finish(s.Search(p, lim, info), wake)
	})
}

// run runs work in the background as job j (which Stop ends), after
// stopping the job running, if any.
func (t *thinker) run(j job, work func(wake <-chan struct{})) {
	t.stop()
	if a, ok := j.(interface{ Arm() }); ok {
		// After the job before has stopped: a stop or ponderhit read
		// before the goroutine runs must reach this search, not be
		// forgotten when it begins.
		a.Arm()
	}
	done, wake := make(chan struct{}), make(chan struct{})
	t.mu.Lock()
	t.s, t.done, t.wake, t.wakeOnce = j, done, wake, new(sync.Once)
	t.mu.Unlock()
	go func() {
		defer close(done)
		work(wake)
	}()
}

// perftJob is a perft count in the background.
type perftJob struct{ stop atomic.Bool }

func (j *perftJob) Stop()      { j.stop.Store(true) }
func (j *perftJob) PonderHit() {}

// perft counts perft depth from p in the background, then calls finish
// with Fairy-Stockfish's text (perftText), or with "" when it was stopped.
func (t *thinker) perft(p *interp.Position, depth int, finish func(text string)) {
	p = p.Clone()
	j := new(perftJob)
	t.run(j, func(<-chan struct{}) {
		// One processor is left to the command loop, which must be
		// scheduled at once when stop or quit comes.
		jobs := max(1, runtime.GOMAXPROCS(0)-1)
		entries, complete := p.DivideStop(depth, jobs, nil, &j.stop)
		if !complete {
			finish("")
			return
		}
		finish(perftText(entries))
	})
}

// wakeUp closes the running search's wake channel.
func (t *thinker) wakeUp() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.wake != nil {
		wake := t.wake
		t.wakeOnce.Do(func() { close(wake) })
	}
}

// running returns the search's done channel, nil when idle.
func (t *thinker) running() (job, chan struct{}) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.s, t.done
}

// stop ends the running search, if any, and waits for it. Stop is sent
// again until the search has ended: one sent before the search began
// would be forgotten when it starts.
func (t *thinker) stop() {
	s, done := t.running()
	if done == nil {
		return
	}
	t.wakeUp()
	for {
		s.Stop()
		select {
		case <-done:
			t.idle(done)
			return
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// busy reports whether a search is running.
func (t *thinker) busy() bool {
	_, done := t.running()
	if done == nil {
		return false
	}
	select {
	case <-done:
		t.idle(done)
		return false
	default:
		return true
	}
}

func (t *thinker) idle(done chan struct{}) {
	t.mu.Lock()
	if t.done == done {
		t.s, t.done, t.wake = nil, nil, nil
	}
	t.mu.Unlock()
}

// counting returns the done channel of a running perft count, nil when
// none runs.
func (t *thinker) counting() <-chan struct{} {
	if !t.busy() {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.s.(*perftJob); ok {
		return t.done
	}
	return nil
}

// ponderHit tells a pondering search that the expected move came.
func (t *thinker) ponderHit() {
	if s, done := t.running(); done != nil {
		s.PonderHit()
		t.wakeUp()
	}
}
