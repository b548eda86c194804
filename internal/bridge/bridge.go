// Package bridge serves package vdl to other languages through one
// function of text: a JSON request {"fn": NAME, "args": [...]} in, a JSON
// answer {"value": ...} or {"error": "..."} out. Variants, games and
// engines stay on the Go side under integer handles until freed. The
// WebAssembly build for JavaScript (js/) and the shared library for
// Python (python/) are this package behind a few lines each, so both
// languages get the same functions, checks and messages.
package bridge

import (
	"encoding/json"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/vdl-chess/vdl"
)

// Bridge holds the objects of one client. It is safe for concurrent use:
// calls run one at a time.
type Bridge struct {
	mu      sync.Mutex
	objects map[int]any
	next    int
}

// New makes a bridge with no objects.
func New() *Bridge { return &Bridge{objects: map[int]any{}, next: 1} }

type request struct {
	Fn   string `json:"fn"`
	Args []any  `json:"args"`
}

// Handle answers one request; see the package comment and Functions.
func (b *Bridge) Handle(req []byte) []byte {
	var r request
	var out []byte
	if err := json.Unmarshal(req, &r); err != nil {
		out, _ = json.Marshal(map[string]any{"error": fmt.Sprintf("bad request: %v", err)})
		return out
	}
	v, err := b.Call(r.Fn, r.Args)
	if err != nil {
		out, _ = json.Marshal(map[string]any{"error": err.Error()})
		return out
	}
	out, err = json.Marshal(map[string]any{"value": v})
	if err != nil {
		out, _ = json.Marshal(map[string]any{"error": fmt.Sprintf("vdl: internal error: %v", err)})
	}
	return out
}

// Call runs function fn on args as JSON decodes them (strings, float64
// numbers, objects as map[string]any, null) and returns a value JSON
// encodes (and syscall/js's ValueOf converts).
func (b *Bridge) Call(fn string, args []any) (result any, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, fmt.Errorf("vdl: internal error in %s: %v", fn, r)
		}
	}()
	f, ok := functions[fn]
	if !ok {
		return nil, fmt.Errorf("no function %q", fn)
	}
	if len(args) < f.min || len(args) > f.max {
		return nil, fmt.Errorf("%s: got %d arguments, want %s", fn, len(args), f.want())
	}
	return f.run(b, argList{fn, args})
}

type function struct {
	min, max int
	run      func(b *Bridge, a argList) (any, error)
}

func (f function) want() string {
	if f.min == f.max {
		return fmt.Sprint(f.min)
	}
	return fmt.Sprintf("%d to %d", f.min, f.max)
}

// argList reads arguments, with errors that say which and what was wanted.
type argList struct {
	fn   string
	args []any
}

func (a argList) has(i int) bool { return i < len(a.args) && a.args[i] != nil }

func (a argList) errorf(i int, format string, v ...any) error {
	return fmt.Errorf("%s: argument %d: %s", a.fn, i+1, fmt.Sprintf(format, v...))
}

func (a argList) str(i int, what string) (string, error) {
	s, ok := a.args[i].(string)
	if !ok {
		return "", a.errorf(i, "want %s (a string), got %s", what, kind(a.args[i]))
	}
	return s, nil
}

func (a argList) integer(i int, what string) (int, error) {
	f, ok := a.args[i].(float64)
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, a.errorf(i, "want %s (a whole number), got %s", what, kind(a.args[i]))
	}
	return int(f), nil
}

func kind(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return fmt.Sprintf("the string %q", v)
	case float64:
		return fmt.Sprintf("the number %v", v)
	case bool:
		return fmt.Sprintf("%t", v)
	case []any:
		return "an array"
	}
	return "an object"
}

func handle[T any](b *Bridge, a argList, i int, what string) (T, error) {
	var zero T
	h, err := a.integer(i, "a "+what)
	if err != nil {
		return zero, err
	}
	o, ok := b.objects[h].(T)
	if !ok {
		return zero, fmt.Errorf("%s: no %s %d (deleted?)", a.fn, what, h)
	}
	return o, nil
}

func (b *Bridge) put(o any) int {
	h := b.next
	b.next++
	b.objects[h] = o
	return h
}

// variant is a variant and the engine its games share, made on first use.
type variant struct {
	v      *vdl.Variant
	engine *vdl.Engine
}

type game struct {
	g  *vdl.Game
	vr *variant
}

func list(s []string) []any {
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

// gameFn is a function of a game handle (argument 1) and more.
func gameFn(min, max int, f func(g *game, a argList) (any, error)) function {
	return function{min + 1, max + 1, func(b *Bridge, a argList) (any, error) {
		g, err := handle[*game](b, a, 0, "game")
		if err != nil {
			return nil, err
		}
		return f(g, a)
	}}
}

// moveFn is a function of a game and a move.
func moveFn(f func(g *vdl.Game, move string) (any, error)) function {
	return gameFn(1, 1, func(g *game, a argList) (any, error) {
		m, err := a.str(1, "a move in UCI or SAN")
		if err != nil {
			return nil, err
		}
		return f(g.g, m)
	})
}

func newVariant(b *Bridge, v *vdl.Variant, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return float64(b.put(&variant{v: v})), nil
}

// functions are what Call serves, by name; Functions lists them.
var functions map[string]function

func init() {
	functions = map[string]function{
		"variants": {0, 0, func(*Bridge, argList) (any, error) {
			out := []any{}
			for _, v := range vdl.BundledVariants() {
				out = append(out, map[string]any{"name": v.Name, "title": v.Title})
			}
			return out, nil
		}},
		"load": {1, 1, func(b *Bridge, a argList) (any, error) {
			name, err := a.str(0, "a variant name")
			if err != nil {
				return nil, err
			}
			v, err := vdl.Load(name)
			return newVariant(b, v, err)
		}},
		"compile": {1, 2, func(b *Bridge, a argList) (any, error) {
			return compileWith(b, a, "vdl source", vdl.Compile)
		}},
		"compileFile": {1, 2, func(b *Bridge, a argList) (any, error) {
			return compileWith(b, a, "a file path", vdl.CompileFile)
		}},
		"variantInfo": {1, 1, func(b *Bridge, a argList) (any, error) {
			vr, err := handle[*variant](b, a, 0, "variant")
			if err != nil {
				return nil, err
			}
			v := vr.v
			pieces, warnings := []any{}, []any{}
			for _, p := range v.Pieces() {
				pieces = append(pieces, map[string]any{"name": p.Name, "letter": p.Letter, "betza": p.Betza})
			}
			for _, d := range v.Warnings() {
				warnings = append(warnings, d.String())
			}
			return map[string]any{"name": v.Name(), "title": v.Title(), "files": v.Files(), "ranks": v.Ranks(),
				"startFen": v.StartFEN(), "setups": v.SetupCount(), "pieces": pieces, "warnings": warnings}, nil
		}},
		// newGame(variant[, fen or setup number])
		"newGame": {1, 2, func(b *Bridge, a argList) (any, error) {
			vr, err := handle[*variant](b, a, 0, "variant")
			if err != nil {
				return nil, err
			}
			g := vr.v.NewGame()
			if a.has(1) {
				if g, err = newGameFrom(vr.v, a); err != nil {
					return nil, err
				}
			}
			return float64(b.put(&game{g: g, vr: vr})), nil
		}},
		"free": {1, 1, func(b *Bridge, a argList) (any, error) {
			h, err := a.integer(0, "a handle")
			if err != nil {
				return nil, err
			}
			delete(b.objects, h)
			return nil, nil
		}},
		"clone": {1, 1, func(b *Bridge, a argList) (any, error) {
			g, err := handle[*game](b, a, 0, "game")
			if err != nil {
				return nil, err
			}
			return float64(b.put(&game{g: g.g.Clone(), vr: g.vr})), nil
		}},
		"fen":           gameFn(0, 0, func(g *game, _ argList) (any, error) { return g.g.FEN(), nil }),
		"sideToMove":    gameFn(0, 0, func(g *game, _ argList) (any, error) { return g.g.SideToMove().String(), nil }),
		"inCheck":       gameFn(0, 0, func(g *game, _ argList) (any, error) { return g.g.InCheck(), nil }),
		"legalMoves":    gameFn(0, 0, func(g *game, _ argList) (any, error) { return list(g.g.LegalMoves()), nil }),
		"legalMovesSan": gameFn(0, 0, func(g *game, _ argList) (any, error) { return list(g.g.LegalMovesSAN()), nil }),
		"moves":         gameFn(0, 0, func(g *game, _ argList) (any, error) { return list(g.g.Moves()), nil }),
		"movesSan":      gameFn(0, 0, func(g *game, _ argList) (any, error) { return list(g.g.MovesSAN()), nil }),
		"undo":          gameFn(0, 0, func(g *game, _ argList) (any, error) { return g.g.Undo(), nil }),
		"play":          moveFn(func(g *vdl.Game, m string) (any, error) { return nil, g.Play(m) }),
		"san":           moveFn(func(g *vdl.Game, m string) (any, error) { return g.SAN(m) }),
		"uci":           moveFn(func(g *vdl.Game, m string) (any, error) { return g.UCI(m) }),
		"perft": gameFn(1, 1, func(g *game, a argList) (any, error) {
			depth, err := a.integer(1, "a depth")
			if err != nil {
				return nil, err
			}
			n, err := g.g.Perft(depth)
			return float64(n), err
		}),
		"result": gameFn(0, 0, func(g *game, _ argList) (any, error) {
			r := g.g.Result()
			return map[string]any{"over": r.Over, "winner": r.Winner.String(), "rule": r.Rule,
				"score": []any{r.Score[0], r.Score[1]}, "text": r.String()}, nil
		}),
		// bestMove(game, {depth, nodes, time}), time in milliseconds
		"bestMove": gameFn(1, 1, func(g *game, a argList) (any, error) {
			limits, ok := a.args[1].(map[string]any)
			if !ok {
				return nil, a.errorf(1, "want limits ({depth, nodes, time} with time in milliseconds), got %s", kind(a.args[1]))
			}
			var lim vdl.Limits
			for k, v := range limits {
				f, ok := v.(float64)
				if v == nil {
					continue
				}
				if !ok || f < 0 || f != math.Trunc(f) && k != "time" {
					return nil, fmt.Errorf("bestMove: limits.%s: want a whole number of 0 or more, got %s", k, kind(v))
				}
				switch k {
				case "depth":
					lim.Depth = int(min(f, vdl.MaxDepth+1))
				case "nodes":
					lim.Nodes = uint64(min(f, 1<<53))
				case "time":
					lim.Time = time.Duration(min(f, 1e9) * float64(time.Millisecond))
				default:
					return nil, fmt.Errorf("bestMove: unknown limit %q: want depth, nodes or time (milliseconds)", k)
				}
			}
			if g.vr.engine == nil {
				g.vr.engine = g.vr.v.NewEngine()
			}
			r, err := g.vr.engine.BestMove(g.g, lim)
			if err != nil {
				return nil, err
			}
			return map[string]any{"move": r.Move, "san": r.SAN, "score": r.Score, "mate": r.Mate,
				"depth": r.Depth, "nodes": float64(r.Nodes), "pv": list(r.PV)}, nil
		}),
	}
}

// newGameFrom starts a game from argument 2: a FEN or a setup number.
func newGameFrom(v *vdl.Variant, a argList) (*vdl.Game, error) {
	if _, isNumber := a.args[1].(float64); isNumber {
		n, err := a.integer(1, "a setup number")
		if err != nil {
			return nil, err
		}
		return v.NewGameFromSetup(n)
	}
	fen, err := a.str(1, "a FEN or a setup number")
	if err != nil {
		return nil, err
	}
	return v.NewGameFromFEN(fen)
}

// compileWith compiles the first argument (what names it) with compile,
// choosing the variant named by the optional second.
func compileWith(b *Bridge, a argList, what string, compile func(string, string) (*vdl.Variant, error)) (any, error) {
	arg, err := a.str(0, what)
	if err != nil {
		return nil, err
	}
	name := ""
	if a.has(1) {
		if name, err = a.str(1, "a variant name"); err != nil {
			return nil, err
		}
	}
	v, err := compile(arg, name)
	return newVariant(b, v, err)
}
