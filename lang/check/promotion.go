package check

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// promotionMap resolves a map statement: pairs of pieces of the set, each
// piece mapped once, each image the image of one piece, and no image that
// promotes again (checked against the variant's other zones by
// promotionMaps).
func (vc *vchecker) promotionMap(e entry, s *syntax.Stmt) []MapPair {
	var out []MapPair
	var args []*syntax.Arg
	for _, a := range s.Args {
		if a.Kind != syntax.Symbol {
			args = append(args, a)
		}
	}
	for i := 0; i+1 < len(args); i += 2 {
		from := vc.member(e, args[i], "promoting piece")
		to := vc.member(e, args[i+1], "promoted piece")
		if from == nil || to == nil {
			continue
		}
		switch {
		case from == to:
			vc.errorf(e, args[i+1].Pos, diag.BadPromotionMap, "map: %s cannot promote to itself", from.Name)
			continue
		case slices.ContainsFunc(out, func(m MapPair) bool { return m.From == from }):
			vc.errorf(e, args[i].Pos, diag.BadPromotionMap, "map: %s is mapped twice", from.Name)
			continue
		case slices.ContainsFunc(out, func(m MapPair) bool { return m.To == to }):
			vc.errorf(e, args[i+1].Pos, diag.BadPromotionMap, "map: %s is the image of two pieces; a promoted piece must know what it goes back to: give each its own type (a PromotedSilver, a PromotedKnight)", to.Name)
			continue
		}
		out = append(out, MapPair{From: from, To: to})
	}
	for _, m := range out {
		for _, n := range out {
			if m.To == n.From {
				vc.errorf(e, s.Pos, diag.BadPromotionMap, "map: %s, the image of %s, promotes again; an image is what a promoted piece is and goes back from", m.To.Name, m.From.Name)
				return nil
			}
		}
	}
	return out
}

// promotionMaps checks the maps of all the zones together: a piece maps
// to one image everywhere, and an image has one origin.
func (vc *vchecker) promotionMaps() {
	image := map[*Piece]*Piece{}
	origin := map[*Piece]*Piece{}
	for _, z := range vc.v.Promotions {
		for _, m := range z.Map {
			if i := image[m.From]; i != nil && i != m.To || origin[m.From] != nil || image[m.To] != nil {
				vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadPromotionMap, "promotion maps of variant %s: %s -> %s disagrees with another zone's map (one image per piece, one origin per image, no image that promotes)", vc.leaf.name, m.From.Name, m.To.Name)
				return
			}
			if o := origin[m.To]; o != nil && o != m.From {
				vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.BadPromotionMap, "promotion maps of variant %s: %s is the image of %s and of %s", vc.leaf.name, m.To.Name, o.Name, m.From.Name)
				return
			}
			image[m.From], origin[m.To] = m.To, m.From
		}
	}
	if len(origin) > 0 {
		return
	}
	for _, z := range vc.v.Promotions {
		if z.TakesPromoted {
			vc.errorf(entry{d: vc.leaf}, vc.v.Pos, diag.TakesNoPromoted, "mandatory if-takes-promoted: variant %s has no promotion map, so no piece on its board is a promoted one (the image of a map pair) whose capture would force a promotion", vc.leaf.name)
		}
	}
}

// origin is the piece p is the image of in the variant's promotion maps,
// or nil.
func (v *Variant) origin(p *Piece) *Piece {
	for _, z := range v.Promotions {
		for _, m := range z.Map {
			if m.To == p {
				return m.From
			}
		}
	}
	return nil
}

// image is the piece p promotes to by a promotion map, or nil.
func (v *Variant) image(p *Piece) *Piece {
	for _, z := range v.Promotions {
		for _, m := range z.Map {
			if m.From == p {
				return m.To
			}
		}
	}
	return nil
}

// triggers reads on enter within leave.
func (vc *vchecker) triggers(e entry, s *syntax.Stmt, p *Promotion) {
	has := func(w string) bool {
		return slices.ContainsFunc(s.Args, func(a *syntax.Arg) bool { return a.Str == w })
	}
	if !has("enter") {
		vc.errorf(e, s.Pos, diag.BadValue, "on: a zone always promotes a piece that enters it: want enter, then within or leave if they promote too")
		return
	}
	p.OnEntry = !has("within")
	p.Leave = has("leave")
}

// namedMap resolves map NAME in a promotion block: the promotion-map of
// that name in the nearest declaration of the chain that declares it. It
// returns one statement holding the pairs of all the map's lines, or nil
// (reported).
func (vc *vchecker) namedMap(e entry, name *syntax.Arg) *syntax.Stmt {
	var es []entry
	for x := vc.leaf; x != nil; x = x.parent {
		for _, s := range x.body {
			if s.Keyword == "promotion-map" && vc.c.ok[s] {
				es = append(es, entry{s: s, d: x})
			}
		}
	}
	var names []string
	for _, m := range es {
		names = append(names, m.s.Args[0].Str)
		if m.s.Args[0].Str != name.Str || m.s.Body == nil {
			continue
		}
		all := &syntax.Stmt{Keyword: "map", Pos: m.s.Pos}
		for _, line := range m.s.Body.Stmts {
			if line.Keyword != "map" || !vc.c.ok[line] {
				continue
			}
			if len(all.Args) > 0 {
				all.Args = append(all.Args, &syntax.Arg{Kind: syntax.Symbol, Str: ",", Text: ",", Pos: line.Pos})
			}
			all.Args = append(all.Args, line.Args...)
		}
		return all
	}
	msg := fmt.Sprintf("map %s: variant %s has no promotion-map %s", name.Str, vc.leaf.name, name.Str)
	if near := diag.Nearest(name.Str, names); near != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", near)
	}
	vc.errorf(e, name.Pos, diag.UnknownPromotionMap, "%s", msg)
	return nil
}

// trading reads the trading block (ir.Trading).
func (vc *vchecker) trading() {
	e, ok, _ := vc.find1("trading")
	if !ok || e.s.Body == nil {
		return
	}
	in := vc.inner(e)
	t := &Trading{Pieces: vc.members(e, e.s.Args, "trading piece")}
	t.DistantProtected = in["distant-protected"] != nil
	t.Protected = in["protected"] != nil
	if s := in["counterstrike"]; s != nil {
		t.Counterstrike, t.CounterstrikeAny = true, len(s.Args) > 0
	}
	if s := in["bridge"]; s != nil {
		t.Bridge = true
		for _, a := range s.Args {
			p := vc.member(e, a, "bridge piece")
			if p == nil {
				continue
			}
			if slices.Contains(t.Pieces, p) {
				vc.errorf(e, a.Pos, diag.BadTrading, "bridge: %s is of the trading group; a bridge is a piece outside it, so naming it changes nothing", a.Str)
				continue
			}
			t.BridgeNot = append(t.BridgeNot, p)
		}
	}
	vc.v.Trading = t
}
