//go:build js && wasm

// Command js is vdl's rules for JavaScript: built with GOOS=js
// GOARCH=wasm (js/build.sh), it puts the functions of package vdl on the
// global object __vdl, which the wrapper vdl.js turns into classes
// (Variant, Game). Objects live on the Go side under integer handles
// until the wrapper frees them. Every function returns {value} or
// {error}: the wrapper throws the error.
package main

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"github.com/vdl-chess/vdl"
)

// objects are the variants, games and engines JavaScript holds, by handle.
var (
	objects = map[int]any{}
	next    = 1
)

func put(o any) int {
	h := next
	next++
	objects[h] = o
	return h
}

// get returns the object of handle argument i, of type T.
func get[T any](args []js.Value, i int, what string) (T, error) {
	var zero T
	if i >= len(args) || args[i].Type() != js.TypeNumber {
		return zero, fmt.Errorf("argument %d: want a %s handle", i+1, what)
	}
	o, ok := objects[args[i].Int()].(T)
	if !ok {
		return zero, fmt.Errorf("no %s %d (deleted?)", what, args[i].Int())
	}
	return o, nil
}

func str(args []js.Value, i int, what string) (string, error) {
	if i >= len(args) || args[i].Type() != js.TypeString {
		return "", fmt.Errorf("argument %d: want %s (a string)", i+1, what)
	}
	return args[i].String(), nil
}

func integer(args []js.Value, i int, what string) (int, error) {
	if i >= len(args) || args[i].Type() != js.TypeNumber || float64(args[i].Int()) != args[i].Float() {
		return 0, fmt.Errorf("argument %d: want %s (a whole number)", i+1, what)
	}
	return args[i].Int(), nil
}

func strings(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

// fn wraps f as a JavaScript function returning {value} or {error}.
func fn(f func(args []js.Value) (any, error)) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) (result any) {
		defer func() {
			if r := recover(); r != nil {
				result = map[string]any{"error": fmt.Sprintf("vdl: internal error: %v", r)}
			}
		}()
		v, err := f(args)
		if err != nil {
			return map[string]any{"error": err.Error()}
		}
		return map[string]any{"value": v}
	})
}

// A variant and the engine its games share, made on first use.
type variant struct {
	v      *vdl.Variant
	engine *vdl.Engine
}

type game struct {
	g  *vdl.Game
	vr *variant
}

func variantInfo(v *vdl.Variant) map[string]any {
	var pieces []any
	for _, p := range v.Pieces() {
		pieces = append(pieces, map[string]any{"name": p.Name, "letter": p.Letter, "betza": p.Betza})
	}
	var warnings []any
	for _, d := range v.Warnings() {
		warnings = append(warnings, d.String())
	}
	return map[string]any{"name": v.Name(), "title": v.Title(), "files": v.Files(), "ranks": v.Ranks(),
		"startFen": v.StartFEN(), "setups": v.SetupCount(), "pieces": pieces, "warnings": warnings}
}

func gameFunc(f func(g *game, args []js.Value) (any, error)) js.Func {
	return fn(func(args []js.Value) (any, error) {
		g, err := get[*game](args, 0, "game")
		if err != nil {
			return nil, err
		}
		return f(g, args)
	})
}

func main() {
	api := map[string]any{
		"variants": fn(func([]js.Value) (any, error) {
			var out []any
			for _, v := range vdl.BundledVariants() {
				out = append(out, map[string]any{"name": v.Name, "title": v.Title})
			}
			return out, nil
		}),
		"load": fn(func(args []js.Value) (any, error) {
			name, err := str(args, 0, "a variant name")
			if err != nil {
				return nil, err
			}
			v, err := vdl.Load(name)
			if err != nil {
				return nil, err
			}
			return put(&variant{v: v}), nil
		}),
		"compile": fn(func(args []js.Value) (any, error) {
			src, err := str(args, 0, "vdl source")
			if err != nil {
				return nil, err
			}
			name, err := str(args, 1, "a variant name, or \"\"")
			if err != nil {
				return nil, err
			}
			v, err := vdl.Compile(src, name)
			if err != nil {
				return nil, err
			}
			return put(&variant{v: v}), nil
		}),
		"variantInfo": fn(func(args []js.Value) (any, error) {
			vr, err := get[*variant](args, 0, "variant")
			if err != nil {
				return nil, err
			}
			return variantInfo(vr.v), nil
		}),
		"newGame": fn(func(args []js.Value) (any, error) {
			vr, err := get[*variant](args, 0, "variant")
			if err != nil {
				return nil, err
			}
			g := vr.v.NewGame()
			if len(args) > 1 && args[1].Type() == js.TypeNumber {
				n, err := integer(args, 1, "a setup number")
				if err != nil {
					return nil, err
				}
				if g, err = vr.v.NewGameFromSetup(n); err != nil {
					return nil, err
				}
			} else if len(args) > 1 && !args[1].IsUndefined() && !args[1].IsNull() {
				fen, err := str(args, 1, "a FEN")
				if err != nil {
					return nil, err
				}
				if g, err = vr.v.NewGameFromFEN(fen); err != nil {
					return nil, err
				}
			}
			return put(&game{g: g, vr: vr}), nil
		}),
		"free": fn(func(args []js.Value) (any, error) {
			h, err := integer(args, 0, "a handle")
			if err != nil {
				return nil, err
			}
			delete(objects, h)
			return nil, nil
		}),
		"clone": gameFunc(func(g *game, _ []js.Value) (any, error) {
			return put(&game{g: g.g.Clone(), vr: g.vr}), nil
		}),
		"fen":           gameFunc(func(g *game, _ []js.Value) (any, error) { return g.g.FEN(), nil }),
		"sideToMove":    gameFunc(func(g *game, _ []js.Value) (any, error) { return g.g.SideToMove().String(), nil }),
		"inCheck":       gameFunc(func(g *game, _ []js.Value) (any, error) { return g.g.InCheck(), nil }),
		"legalMoves":    gameFunc(func(g *game, _ []js.Value) (any, error) { return strings(g.g.LegalMoves()), nil }),
		"legalMovesSan": gameFunc(func(g *game, _ []js.Value) (any, error) { return strings(g.g.LegalMovesSAN()), nil }),
		"moves":         gameFunc(func(g *game, _ []js.Value) (any, error) { return strings(g.g.Moves()), nil }),
		"movesSan":      gameFunc(func(g *game, _ []js.Value) (any, error) { return strings(g.g.MovesSAN()), nil }),
		"undo":          gameFunc(func(g *game, _ []js.Value) (any, error) { return g.g.Undo(), nil }),
		"play": gameFunc(func(g *game, args []js.Value) (any, error) {
			move, err := str(args, 1, "a move in UCI or SAN")
			if err != nil {
				return nil, err
			}
			return nil, g.g.Play(move)
		}),
		"san": gameFunc(func(g *game, args []js.Value) (any, error) {
			move, err := str(args, 1, "a move in UCI or SAN")
			if err != nil {
				return nil, err
			}
			return g.g.SAN(move)
		}),
		"uci": gameFunc(func(g *game, args []js.Value) (any, error) {
			move, err := str(args, 1, "a move in UCI or SAN")
			if err != nil {
				return nil, err
			}
			return g.g.UCI(move)
		}),
		"perft": gameFunc(func(g *game, args []js.Value) (any, error) {
			depth, err := integer(args, 1, "a depth")
			if err != nil {
				return nil, err
			}
			n, err := g.g.Perft(depth)
			return float64(n), err
		}),
		"result": gameFunc(func(g *game, _ []js.Value) (any, error) {
			r := g.g.Result()
			return map[string]any{"over": r.Over, "winner": r.Winner.String(), "rule": r.Rule,
				"score": []any{r.Score[0], r.Score[1]}, "text": r.String()}, nil
		}),
		"bestMove": gameFunc(func(g *game, args []js.Value) (any, error) {
			if len(args) < 2 || args[1].Type() != js.TypeObject {
				return nil, errors.New("argument 2: want limits ({depth, nodes, time} with time in milliseconds)")
			}
			var lim vdl.Limits
			for _, k := range []string{"depth", "nodes", "time"} {
				v := args[1].Get(k)
				if v.IsUndefined() || v.IsNull() {
					continue
				}
				if v.Type() != js.TypeNumber || v.Float() < 0 {
					return nil, fmt.Errorf("limits.%s: want a number of 0 or more", k)
				}
				switch k {
				case "depth":
					lim.Depth = v.Int()
				case "nodes":
					lim.Nodes = uint64(v.Float())
				case "time":
					lim.Time = time.Duration(v.Float() * float64(time.Millisecond))
				}
			}
			if g.vr.engine == nil {
				g.vr.engine = g.vr.v.NewEngine()
			}
			a, err := g.vr.engine.BestMove(g.g, lim)
			if err != nil {
				return nil, err
			}
			return map[string]any{"move": a.Move, "san": a.SAN, "score": a.Score, "mate": a.Mate,
				"depth": a.Depth, "nodes": float64(a.Nodes), "pv": strings(a.PV)}, nil
		}),
	}
	js.Global().Set("__vdl", js.ValueOf(api))
	select {} // serve calls from JavaScript until the page or process ends
}
