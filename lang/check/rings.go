package check

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// Move clauses along the named directions of a rings board (ir.Board):
//
//	step DIRS N     exactly N points one way, over empty points
//	leap DIRS N     exactly N points one way, over anything
//	slide DIRS [N]  any number of points (up to N) over empty points
//	fly DIRS [N]    over at least one occupied point, and empty ones
//
// DIRS is ring (cw and ccw), radial (every spoke direction), any (both),
// cw or ccw. Each moves to an empty point or takes an enemy there.
var ringClauses = map[string]bool{"step": true, "leap": true, "slide": true, "fly": true}

var ringDirSets = []string{"ring", "radial", "any", "cw", "ccw"}

// RadialDir is the placeholder direction of radial moves in a piece's
// moves: lowering turns each such move into one per spoke ("spoke-K"),
// since the number of spokes is the variant's.
const RadialDir = "radial"

// ringClauseArgs accepts a direction set and a count (required if need).
func ringClauseArgs(need bool) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		usage := "directions (ring, radial, any, cw or ccw) and a number of points"
		min := 2
		if !need {
			usage = "directions (ring, radial, any, cw or ccw) and optionally a number of points"
			min = 1
		}
		if !arity(c, s, min, 2, usage) || !kind(c, s, s.Args[0], syntax.Ident, "ring, radial, any, cw or ccw") ||
			!valueIn(c, s, s.Args[0], ringDirSets, "ring, radial, any, cw or ccw") {
			return false
		}
		if len(s.Args) == 2 {
			return kind(c, s, s.Args[1], syntax.Int, "a number of points") && intRange(c, s, s.Args[1], 1, 100)
		}
		return true
	}
}

// ringClause compiles a ring move clause into moves with named
// directions, and adds its text to the piece's Betza for display
// ("slide(any)").
func (c *checker) ringClause(p *Piece, st *syntax.Stmt) {
	var dirs []string
	switch set := st.Args[0].Str; set {
	case "ring":
		dirs = []string{"cw", "ccw"}
	case "radial":
		dirs = []string{RadialDir}
	case "any":
		dirs = []string{"cw", "ccw", RadialDir}
	default:
		dirs = []string{set}
	}
	n := 0
	if len(st.Args) == 2 {
		n = st.Args[1].N
	}
	for _, d := range dirs {
		l := ir.Leg{Dir: d, Min: 1, Max: n, Pass: ir.Empty}
		switch st.Keyword {
		case "step":
			l.Min = n
		case "leap":
			l.Min, l.Pass = n, ir.Any
		case "fly":
			l.Pass, l.MinHurdles = ir.Any, 1
		}
		p.Moves = append(p.Moves, ir.Move{Legs: []ir.Leg{l}, Final: ir.Modality{Move: true, Capture: true}})
	}
	var args []string
	for _, a := range st.Args {
		args = append(args, a.Text)
	}
	p.Betza = strings.TrimSpace(fmt.Sprintf("%s %s(%s)", p.Betza, st.Keyword, strings.Join(args, " ")))
}

// geometry reports pieces whose moves do not fit the board: vectors on a
// rings board, named directions on a grid.
func (vc *vchecker) geometry() {
	rings := vc.v.Kind == "rings"
	for _, p := range vc.v.Pieces {
		for _, m := range p.Moves {
			if (m.Legs[0].Dir != "") == rings {
				continue
			}
			e := vc.setArg[p]
			if rings {
				vc.report(diag.Error, e, e.arg.Pos, diag.InvalidGeometry, p.Name, fmt.Sprintf("piece %s moves by grid vectors (Betza), but variant %s's board is rings and spokes: give it step, leap, slide or fly moves (%s declared %s)",
					p.Name, vc.leaf.name, p.Name, where(p.Pos)))
			} else {
				vc.report(diag.Error, e, e.arg.Pos, diag.InvalidGeometry, p.Name, fmt.Sprintf("piece %s moves along rings and spokes, but variant %s's board is a grid (%s declared %s)",
					p.Name, vc.leaf.name, p.Name, where(p.Pos)))
			}
			break
		}
	}
}
