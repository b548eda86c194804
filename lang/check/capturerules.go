package check

import (
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// captureRules resolves the statements that change what a capture does or
// when a side must make one: explosion, petrify, must-capture.
func (vc *vchecker) captureRules() {
	if e, ok, _ := vc.find1("explosion"); ok {
		vc.explosion(e)
	}
	if e, ok, _ := vc.find1("petrify"); ok {
		vc.petrify(e)
	}
	if e, ok, _ := vc.find1("must-capture"); ok {
		vc.v.MustCapture = true
		vc.v.MustCaptureMost = len(e.s.Args) > 0 && e.s.Args[0].Str == "most"
	}
	if e, ok, _ := vc.find1("flips"); ok && e.s.Args[0].Str != "none" {
		vc.v.Flips = e.s.Args[0].Str
		vc.v.FlipsSupported = len(e.s.Args) == 2
	}
	if e, ok, _ := vc.find1("after-capture"); ok && e.s.Args[0].Str != "land" {
		v := vc.v
		v.AfterCapture = e.s.Args[0].Str
		switch {
		case v.Explosion != nil:
			vc.errorf(e, e.s.Pos, diag.BadAfterCapture, "after-capture %s: variant %s has an explosion, which goes off where a captor lands on its victim", v.AfterCapture, vc.leaf.name)
		case len(v.Petrify) > 0:
			vc.errorf(e, e.s.Pos, diag.BadAfterCapture, "after-capture %s: variant %s petrifies captors on the victim's square, where they no longer stand", v.AfterCapture, vc.leaf.name)
		}
	}
	vc.conditions()
}

// conditions resolves the problemists' conditions: rebirth,
// captor-changes-side, contagion, paralysis, patrol.
func (vc *vchecker) conditions() {
	v := vc.v
	section := func(e entry, kw, role string) []*Piece {
		sec, _ := sections(vc.c, e.s, e.s.Args, kw)
		return vc.members(e, sec[kw], role)
	}
	if e, ok, _ := vc.find1("rebirth"); ok {
		v.Rebirth, v.RebirthByFile = true, section(e, "by-file", "rebirth by-file piece")
		vc.noHandOrBlast(e, "rebirth", "a captured piece either goes to hand or is reborn")
	}
	if e, ok, _ := vc.find1("captor-changes-side"); ok {
		v.CaptorChange, v.CaptorKeeps = true, section(e, "except", "captor-changes-side except piece")
		vc.noHandOrBlast(e, "captor-changes-side", "a capture either fills a hand or turns its captor")
	}
	if e, ok, _ := vc.find1("contagion"); ok {
		head, rest := contagionSplit(e.s.Args)
		sec, _ := sections(vc.c, e.s, rest, "except")
		victims, into := contagionPairs(head)
		v.Contagious = vc.members(e, victims, "contagion piece")
		v.ContagionInto = vc.members(e, into, "contagion result piece")
		v.Immune = vc.members(e, sec["except"], "contagion except piece")
		for i, p := range v.Contagious {
			if slices.Index(v.Contagious, p) != i {
				vc.errorf(e, victims[i].Pos, diag.BadContagionMap, "contagion: %s is listed twice; its captor becomes one type", p.Name)
			}
		}
		switch {
		case v.Hand != nil:
			vc.errorf(e, e.s.Pos, diag.BadContagion, "contagion: variant %s puts captured pieces in hand; a captured piece either goes to hand or turns its captor into its type", vc.leaf.name)
		case v.Explosion != nil:
			vc.errorf(e, e.s.Pos, diag.BadContagion, "contagion: variant %s has an explosion, which takes the captor too", vc.leaf.name)
		case len(v.Petrify) > 0:
			vc.errorf(e, e.s.Pos, diag.BadContagion, "contagion: variant %s petrifies captors, which then are walls, not pieces to turn into their victim's type", vc.leaf.name)
		case v.AfterCapture != "":
			vc.errorf(e, e.s.Pos, diag.BadContagion, "contagion: in variant %s a captor does not stay on its victim's square (after-capture %s), where it would become the victim's type", vc.leaf.name, v.AfterCapture)
		}
	}
	if e, ok, _ := vc.find1("paralysis"); ok {
		v.Paralysis, v.ParalysisExcept = true, section(e, "except", "paralysis except piece")
	}
	if e, ok, _ := vc.find1("patrol"); ok {
		v.Patrol, v.PatrolPieces = true, vc.members(e, e.s.Args, "patrol piece")
	}
	if e, ok, _ := vc.find1("frozen-suicide"); ok {
		v.FrozenSuicide, v.FrozenSuicideExcept = true, section(e, "except", "frozen-suicide except piece")
		if !v.Paralysis && !vc.anyFreezer() {
			vc.errorf(e, e.s.Pos, diag.BadFrozenSuicide, "frozen-suicide: no piece of variant %s freezes another (freeze) and there is no paralysis, so no piece is ever frozen", vc.leaf.name)
		}
	}
	if v.Turns != nil && v.Turns.Simultaneous && (v.Rebirth || v.CaptorChange || v.Paralysis || v.Patrol || len(v.Contagious) > 0) {
		vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadCondition, "variant %s: rebirth, captor-changes-side, contagion, paralysis and patrol do not go with simultaneous turns", vc.leaf.name)
	}
	vc.swaps()
}

// anyFreezer reports whether a piece of the variant has a freeze effect.
func (vc *vchecker) anyFreezer() bool {
	for _, p := range vc.v.Pieces {
		for _, e := range p.effects {
			if e.kind == ir.Freeze {
				return true
			}
		}
	}
	return false
}

// swaps reports swap moves (a piece clause) in a variant whose rules
// would have to carry a second moving piece: pieces in hand (whose
// origins follow the pieces), pieces moving between boards, and
// simultaneous turns.
func (vc *vchecker) swaps() {
	v := vc.v
	var rule string
	switch {
	case v.Hand != nil || v.Drops != nil || v.Gating != nil:
		rule = "pieces in hand"
	case v.Transfer:
		rule = "transfer between boards"
	case v.Turns != nil && v.Turns.Simultaneous:
		rule = "simultaneous turns"
	default:
		return
	}
	for _, p := range v.Pieces {
		if p.destruction != nil {
			vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadDestruction, "variant %s: piece %s has mutual destruction, which does not go with %s", vc.leaf.name, p.Name, rule)
			return
		}
		if p.SwapAnywhere != nil {
			vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadSwapRule, "variant %s: piece %s swaps places with a friend, which does not go with %s", vc.leaf.name, p.Name, rule)
			return
		}
		for _, m := range p.Moves {
			if m.Swap {
				vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadSwapRule, "variant %s: piece %s swaps places with a friend, which does not go with %s", vc.leaf.name, p.Name, rule)
				return
			}
		}
	}
}

// noHandOrBlast reports a condition on captures in a variant whose
// captures go to hand or explode.
func (vc *vchecker) noHandOrBlast(e entry, kw, why string) {
	switch {
	case vc.v.Hand != nil:
		vc.errorf(e, e.s.Pos, diag.BadCondition, "%s: variant %s puts captured pieces in hand; %s", kw, vc.leaf.name, why)
	case vc.v.Explosion != nil:
		vc.errorf(e, e.s.Pos, diag.BadCondition, "%s: variant %s has an explosion, which takes the captor too", kw, vc.leaf.name)
	}
}

// explosion resolves an explosion statement, whose fragment the first pass
// has checked.
func (vc *vchecker) explosion(e entry) {
	vs, _ := vc.c.leapVectors("", e.s)
	sec, _ := sections(vc.c, e.s, e.s.Args[1:], "spares", "immune")
	x := &Explosion{Vectors: vs,
		Spared: vc.members(e, sec["spares"], "explosion spared piece"),
		Immune: vc.members(e, sec["immune"], "explosion immune piece")}
	for i, p := range x.Spared {
		if slices.Contains(x.Immune, p) {
			vc.errorf(e, sec["spares"][i].Pos, diag.BadExplosion, "explosion: %s is both spared and immune: immune pieces never explode, so leave it out of spares", p.Name)
		}
	}
	vc.v.Explosion = x
}

// petrify resolves a petrify statement. A petrified captor goes to no
// hand; a moving wall (duck chess) is the only wall there is. With an
// explosion, a captor that explodes leaves its wall.
func (vc *vchecker) petrify(e entry) {
	v := vc.v
	v.Petrify = vc.members(e, e.s.Args, "petrify piece")
	switch {
	case v.Hand != nil:
		vc.errorf(e, e.s.Pos, diag.BadPetrify, "petrify: variant %s puts captured pieces in hand, and a petrified captor would belong to no hand", vc.leaf.name)
	case slices.ContainsFunc(v.TurnParts, func(tp *TurnPart) bool { return tp.Mover == "wall" && tp.WallMoves }):
		vc.errorf(e, e.s.Pos, diag.BadPetrify, "petrify: variant %s has one wall, which moves (part wall ... moving); petrified pieces would be more", vc.leaf.name)
	case v.Explosion != nil:
		for _, p := range v.Petrify {
			if slices.Contains(v.Royal, p) {
				vc.errorf(e, e.s.Pos, diag.BadPetrify, "petrify: in variant %s captures explode, and the royal %s would blow itself up or, spared, turn to stone", vc.leaf.name, p.Name)
				break
			}
		}
	}
}

// checksEnding checks an ending won by giving checks: the variant must
// have royal pieces to check, and one count of checks for all such
// endings (a position keeps one counter per side).
func (vc *vchecker) checksEnding(e entry, kind *syntax.Stmt, x *Ending) {
	if len(vc.v.Royal) == 0 {
		vc.errorf(e, kind.Pos, diag.BadChecks, "ending %q: variant %s has no royal pieces, so no move gives check", x.Name, vc.leaf.name)
		return
	}
	for _, o := range vc.v.Endings {
		if o.Kind == ir.Checks && o.Checks != x.Checks {
			vc.errorf(e, kind.Args[0].Pos, diag.BadChecks, "ending %q: %d checks, but ending %q counts %d: a position keeps one check counter per side", x.Name, x.Checks, o.Name, o.Checks)
			return
		}
	}
}

// wallParts checks where the turn parts that place walls stand: only as
// the second and last part, after a part own, whose move the wall
// completes.
func (vc *vchecker) wallParts(e entry) {
	parts := vc.v.TurnParts
	var stmts []*syntax.Stmt
	for _, s := range e.s.Body.Stmts {
		if vc.c.ok[s] {
			stmts = append(stmts, s)
		}
	}
	for i, tp := range parts {
		if tp.Mover != "wall" || i >= len(stmts) {
			continue
		}
		if i != 1 || len(parts) != 2 || parts[0].Mover != "own" || len(parts[0].Rules) > 0 {
			vc.errorf(e, stmts[i].Pos, diag.BadWall, "part wall: a wall completes the move of the part before it, so it must be the second and last part, after a plain part own")
		}
	}
}
