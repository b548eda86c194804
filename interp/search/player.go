package search

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp"
)

// Player picks one of the legal moves.
type Player interface {
	Name() string
	Choose(p *interp.Position, legal []interp.Move) interp.Move
}

// Tracker is a player that follows the whole game, not only the
// positions it is asked about: an external engine is told the start
// position and every move. Play calls StartGame before the first move
// and Moved after each move of either side.
type Tracker interface {
	StartGame(start *interp.Position) error
	Moved(p *interp.Position, m interp.Move)
}

// Random picks uniformly.
type Random struct{ Rng *rand.Rand }

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	return legal[r.Rng.Intn(len(legal))]
}

// Greedy looks one ply ahead: it mates when it can, otherwise takes the
// move that leaves it the most material, choosing at random among equals.
type Greedy struct{ Rng *rand.Rand }

func (g *Greedy) Name() string { return "greedy" }

func (g *Greedy) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	me := p.SideToMove()
	best, bestScore, ties := legal[0], -1<<31, 0
	var buf []interp.Move
	for _, m := range legal {
		p.Make(m)
		buf = p.LegalMoves(buf[:0])
		score := Material(p, me)
		if o := p.Outcome(buf); o.Over {
			switch o.Winner {
			case me:
				score = 1 << 30
			case interp.NoWinner:
				score = 0
			default:
				score = -1 << 30
			}
		}
		p.Unmake()
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if g.Rng.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// Material is side's material minus the opponent's, in the pieces' values.
func Material(p *interp.Position, side int) int {
	g := p.Game()
	total := 0
	for t, pc := range g.V.Pieces {
		total += pc.Value * (p.Count(side, t) - p.Count(1-side, t))
	}
	return total
}

// EnginePlayer plays the Engine's best move within fixed limits per move.
type EnginePlayer struct {
	Engine *Engine
	Limits Limits
	Label  string
	// Info, if set, receives the engine's report of each iteration.
	Info func(Info)
	// Last is the final report of the last search (for adjudication and
	// for evaluation curves).
	Last Info
	// clock, when the game is timed (SetClock), replaces Limits' time
	// bound for the next move; depth and nodes still bound the search.
	clock *Limits
}

// SetClock makes the next move's search budget its time from the clock.
func (e *EnginePlayer) SetClock(c Clock, side int) {
	lim := c.Limits(side)
	e.clock = &lim
}

func (e *EnginePlayer) Name() string { return e.Label }

func (e *EnginePlayer) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	lim := e.Limits
	if e.clock != nil {
		lim.MoveTime, lim.Time, lim.Inc, lim.MovesToGo = 0, e.clock.Time, e.clock.Inc, e.clock.MovesToGo
		e.clock = nil
	}
	res := e.Engine.Search(p, lim, e.Info)
	e.Last = res.Info
	if res.NoMove {
		return legal[0]
	}
	return res.Best
}

// StartGame clears the engine's table between games, so a game does not
// depend on the ones played before it (and shards of a match replay
// exactly).
func (e *EnginePlayer) StartGame(*interp.Position) error {
	e.Engine.NewGame()
	return nil
}

func (e *EnginePlayer) Moved(*interp.Position, interp.Move) {}

// PlayerSpecHelp describes the player specifications NewPlayer reads.
const PlayerSpecHelp = `random | greedy | engine[:OPTION=VALUE,...]
  engine options: depth=PLIES, nodes=N, time=DURATION (per move, e.g. 200ms
  or 1s), hash=MEGABYTES, threads=N (search on N threads), skill=0..20 (weaker play, as UCI's Skill Level) or
  elo=N (the skill that plays at about N on Fairy-Stockfish's UCI_Elo
  scale), eval=FILE (evaluation weights learnt by vdl tune; eval=none: the
  definition's evaluation, whatever weights the command or a bundled
  variant would use); without depth, nodes
  or time: depth=4 (or the caller's default). In games of simultaneous turns the engine is a Monte
  Carlo tree search (nodes are simulations, depth=D means D*1000).`

// PlayerConfig is what NewPlayer needs besides the specification.
type PlayerConfig struct {
	Game *interp.Game
	Rng  *rand.Rand // for random and greedy
	// Eval, if not nil, is shared by engines (it is immutable).
	Eval *Evaluator
	// Default limits an engine's search when its specification gives no
	// depth, nodes or time; zero means depth 4.
	Default Limits
}

// NewPlayer makes a player from a specification (see PlayerSpecHelp):
// random, greedy or engine with its options.
func NewPlayer(spec string, c PlayerConfig) (Player, error) {
	name, opts, _ := strings.Cut(spec, ":")
	switch strings.ToLower(name) {
	case "random":
		return &Random{c.Rng}, noOptions(name, opts)
	case "greedy":
		return &Greedy{c.Rng}, noOptions(name, opts)
	case "engine":
		rest, evalFile := cutOption(opts, "eval")
		rest, threadsOpt := cutOption(rest, "threads")
		lim, hash, err := parseEngineOptions(rest, c.Default)
		threads := 1
		if err == nil && threadsOpt != "" {
			threads, err = positive(threadsOpt)
			if err != nil || threads > MaxThreads {
				err = fmt.Errorf("option threads=%s: want 1 to %d", threadsOpt, MaxThreads)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("player %q: %v", spec, err)
		}
		eval := c.Eval
		if evalFile == "none" { // the definition's values, whatever the caller's
			eval = NewEvaluator(c.Game)
		} else if evalFile != "" {
			w, err := ReadWeights(evalFile)
			if err == nil {
				eval, err = NewWeightedEvaluator(c.Game, w)
			}
			if err != nil {
				return nil, fmt.Errorf("player %q: eval=%s: %v", spec, evalFile, err)
			}
		}
		label := "engine"
		if opts != "" {
			label += ":" + opts
		}
		return &EnginePlayer{Engine: NewEngine(c.Game, Options{HashMB: hash, Eval: eval, Threads: threads}), Limits: lim, Label: label}, nil
	}
	return nil, fmt.Errorf("player %q: expected %s", spec, strings.SplitN(PlayerSpecHelp, "\n", 2)[0])
}

// cutOption takes NAME=VALUE out of a comma-separated option list.
func cutOption(opts, name string) (rest, value string) {
	var keep []string
	for _, kv := range strings.Split(opts, ",") {
		if k, v, ok := strings.Cut(kv, "="); ok && strings.TrimSpace(k) == name {
			value = strings.TrimSpace(v)
			continue
		}
		if kv != "" {
			keep = append(keep, kv)
		}
	}
	return strings.Join(keep, ","), value
}

func noOptions(name, opts string) error {
	if opts != "" {
		return fmt.Errorf("player %s takes no options, got %q", name, opts)
	}
	return nil
}

// defaultEngineDepth is the engine's depth when no limit is given.
const defaultEngineDepth = 4

// skillMoveTime bounds a weakened engine given no other limit.
const skillMoveTime = 100 * time.Millisecond

// parseEngineOptions reads "depth=5,time=200ms,nodes=10000,hash=64";
// def applies when none of depth, nodes and time is given.
func parseEngineOptions(opts string, def Limits) (Limits, int, error) {
	var lim Limits
	hash := 0
	if opts != "" {
		for _, kv := range strings.Split(opts, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return lim, 0, fmt.Errorf("option %q: expected NAME=VALUE", kv)
			}
			var err error
			switch strings.TrimSpace(k) {
			case "depth":
				lim.Depth, err = positive(v)
				if err == nil && lim.Depth > MaxDepth {
					err = fmt.Errorf("want 1 to %d plies", MaxDepth)
				}
			case "nodes":
				var n int
				n, err = positive(v)
				lim.Nodes = uint64(n)
			case "time", "movetime":
				lim.MoveTime, err = time.ParseDuration(v)
				if err == nil && lim.MoveTime <= 0 {
					err = fmt.Errorf("want a positive duration")
				}
			case "skill":
				var f float64
				f, err = strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > MaxSkill {
					err = fmt.Errorf("want a level from 0 to %d", MaxSkill)
				}
				lim.Skill = &Skill{Level: f}
			case "elo":
				var n int
				n, err = positive(v)
				lo, hi := EloRange()
				if err == nil && (n < lo || n > hi) {
					err = fmt.Errorf("want %d to %d (the calibrated range)", lo, hi)
				}
				lim.Skill = &Skill{Level: SkillFromElo(n)}
			case "hash":
				hash, err = positive(v)
				if err == nil && hash > MaxHashMB {
					err = fmt.Errorf("want 1 to %d megabytes", MaxHashMB)
				}
			default:
				return lim, 0, fmt.Errorf("unknown option %q: expected depth, nodes, time, hash, threads, skill, elo or eval", k)
			}
			if err != nil {
				return lim, 0, fmt.Errorf("option %s=%s: %v", k, v, err)
			}
		}
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.Depth, lim.Nodes, lim.MoveTime = def.Depth, def.Nodes, def.MoveTime
		if lim.Skill != nil && lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
			lim.MoveTime = skillMoveTime // a weakened engine limits its depth itself
		}
		if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
			lim.Depth = defaultEngineDepth
		}
	}
	return lim, hash, nil
}

func positive(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("want a positive whole number")
	}
	return n, nil
}

// LastScore is the engine's score for its last move.
func (e *EnginePlayer) LastScore() (Score, bool) {
	return e.Last.Score, e.Last.Depth > 0 || e.Last.Nodes > 0
}

// LastDepth is the depth of the engine's last search.
func (e *EnginePlayer) LastDepth() int { return e.Last.Depth }
