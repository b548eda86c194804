// Package explain says in words a player reads what the named clauses of
// a piece do (its move clauses, effects and other piece rules: withdraw,
// freeze, becomes, captured-by, ...), so that inspection commands show
// every rule of a piece and not only its Betza string. It reads the IR
// (and the Betza string kept for display, which names the move clauses
// in the order they were written).
package explain

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Rule is one named clause of a piece, in words.
type Rule struct {
	// Clause is the language's keyword for it: "withdraw", "becomes",
	// "captured-by", "confine" (a variant statement), ...
	Clause string `json:"clause"`
	// Text says what it does: "withdraws: captures the piece it moves
	// directly away from (in any of the 8 directions)".
	Text string `json:"text"`
}

func (r Rule) String() string { return r.Text }

// Piece lists the named clauses of piece type t of v, in words: first its
// move clauses in the order written, then its effects, then the other
// rules. A piece with nothing but a Betza string has none.
func Piece(v *ir.Variant, t int) []Rule {
	pc := v.Pieces[t]
	var out []Rule
	for _, tok := range clauseTokens(pc.Betza) {
		if r, ok := moveClause(v, pc, tok); ok {
			out = append(out, r)
			continue
		}
		out = append(out, betzaModifiers(tok)...)
	}
	for _, e := range pc.Effects {
		out = append(out, effect(v, e))
	}
	if pc.Seniority > 0 {
		out = append(out, Rule{"seniority", fmt.Sprintf("seniority %d: range captures by pieces of higher seniority pass over it; those of seniority %d or lower stop at it", pc.Seniority, pc.Seniority)})
	}
	if pc.Uncapturable {
		out = append(out, Rule{"captured-by", "captured by none: no piece may take it by moving onto it"})
	}
	if len(pc.CapturedBy) > 0 {
		out = append(out, Rule{"captured-by", "captured only by " + names(v, pc.CapturedBy) + ": no other piece may take it by moving onto it"})
	}
	if len(pc.CannotTake) > 0 {
		out = append(out, Rule{"cannot-take", "cannot take " + names(v, pc.CannotTake) + " by moving onto it"})
	}
	if len(pc.CannotTakeProtected) > 0 {
		out = append(out, Rule{"cannot-take-protected", "cannot take " + names(v, pc.CannotTakeProtected) + " by moving onto it where a piece of its own side protects it (attacks its square, pinned pieces included), and so does not attack it there, nor check it"})
	}
	if len(pc.CannotHop) > 0 {
		out = append(out, Rule{"cannot-hop", "cannot hop over " + names(v, pc.CannotHop)})
	}
	if s := pc.Spoil; s != nil {
		out = append(out, Rule{"spoiled-by", "spoiled by " + names(v, s.By) + ": loses its first-move rights (its initial moves, its castling) when an enemy " + names(v, s.By) + " ends a move from where it could reach this piece"})
	}
	if d := pc.Destruction; d != nil {
		enemy := "an enemy piece"
		if len(d.Victims) > 0 {
			enemy = "an enemy " + orNames(v, d.Victims)
		}
		out = append(out, Rule{"mutual-destruction", "mutual destruction (" + vectors(d.Vectors) + "): as its move, removes itself together with " + enemy + " one of these leaps away (never a royal piece)"})
	}
	if x := pc.Exit; x != nil {
		text := "exits (" + vectors(x.Steps) + "): may leave the board from a square where such a step would leave it"
		if len(x.Promote) > 0 {
			text += fmt.Sprintf("; its side then turns another %s of its own into a %s", orNames(v, x.Promote), v.Pieces[x.Into].Name)
		}
		out = append(out, Rule{"exit", text})
	}
	if pc.Confined != nil && *pc.Confined < len(v.Regions) {
		out = append(out, Rule{"confine", "confined to region " + v.Regions[*pc.Confined].Name + ": its moves may not end outside it"})
	}
	return out
}

// effect says what an effect does.
func effect(v *ir.Variant, e ir.Effect) Rule {
	var text string
	vs := " (" + vectors(e.Vectors) + ")"
	enemy := "enemy"
	if len(e.Victims) > 0 {
		enemy = "enemy " + orNames(v, e.Victims)
	}
	switch e.Kind {
	case ir.Butt:
		text = "butts" + vs + ": after each of its moves, takes every " + enemy + " next to where it lands"
	case ir.Custodian:
		partner := "a friend"
		if len(e.Partners) > 0 {
			partner = "a friendly " + orNames(v, e.Partners)
		}
		text = "custodian" + vs + ": after each of its moves, takes an " + enemy + " it ends next to when " + partner + " stands on the far side of it"
	case ir.Withdraw:
		text = "withdraws" + vs + ": captures the " + enemy + " it moves directly away from, the piece next to its start square behind it"
	case ir.Approach:
		text = "approaches" + vs + ": captures the " + enemy + " it moves directly towards, the piece next to where it lands in front of it"
	case ir.Coordinate:
		text = "coordinates with its " + orNames(v, e.Partners) + ": after each of its moves, takes the " + enemy + " pieces on the two squares where its new rank and file cross the file and rank of its " + orNames(v, e.Partners)
	case ir.BurnsArrivals:
		text = "burns arrivals" + vs + ": a piece of the other side (" + strings.TrimPrefix(enemy, "enemy ") + ") that ends a move next to it is taken after that move"
		if len(e.Victims) == 0 {
			text = "burns arrivals" + vs + ": any piece of the other side that ends a move next to it is taken after that move"
		}
	case ir.Freeze:
		text = "freezes" + vs + ": an " + enemy + " next to it cannot move (and so attacks nothing) while it stands there"
	default:
		text = string(e.Kind) + vs
	}
	if len(e.After) > 0 {
		text += ", only after a move " + lines(e.After)
	}
	return Rule{string(e.Kind), text}
}

// moveClause says what a move clause of the display Betza string does:
// "becomes-Boojum(jQ)", "from-ranks-2..2(ifmnD)", "slide(ring round)".
func moveClause(v *ir.Variant, pc ir.Piece, tok string) (Rule, bool) {
	open := strings.IndexByte(tok, '(')
	if open <= 0 || !strings.HasSuffix(tok, ")") {
		return Rule{}, false
	}
	head, arg := tok[:open], tok[open+1:len(tok)-1]
	q := "\"" + arg + "\""
	switch head {
	case "nearest":
		return Rule{head, "nearest " + q + ": moves along the lines to the nearest square not held by a friend, passing over friends; takes an enemy there"}, true
	case "farthest":
		return Rule{head, "farthest " + q + ": slides as far as it can: onto the first enemy (a capture), else up to a friend, a hole or the edge"}, true
	case "flying":
		return Rule{head, "flying " + q + ": slides over empty squares and its own pieces, landing on an empty square or on the first enemy"}, true
	case "hole-leap":
		return Rule{head, "hole-leap " + q + ": leaps straight over squares that must all be holes"}, true
	case "step":
		return Rule{head, "step " + arg + ": moves exactly that many points over empty points"}, true
	case "leap":
		return Rule{head, "leap " + arg + ": moves exactly that many points, passing over anything"}, true
	case "slide":
		return Rule{head, "slide " + arg + ": slides over empty points, taking the first enemy" + roundText(arg)}, true
	case "fly":
		return Rule{head, "fly " + arg + ": flies over at least one piece of either side, landing on an empty point or taking an enemy beyond the first" + roundText(arg)}, true
	case "chain":
		text := "chain " + q + ": jumps an enemy on the line to an empty square beyond it, and again from there while it can, all in one move (draughts' capture)"
		stops, atOnce := false, false
		for _, m := range pc.Moves {
			stops = stops || m.Chain && m.ChainStopsOnPromotion
			atOnce = atOnce || m.Chain && m.ChainRemovesAtOnce
		}
		if atOnce {
			text += "; each piece taken leaves the board at once"
		} else {
			text += "; the pieces taken leave the board when the move ends"
		}
		if stops {
			text += "; a sequence that lands in its promotion zone ends there"
		}
		return Rule{head, text}, true
	case "not-in-check":
		return Rule{head, "not-in-check " + q + ": these moves may not be made while it is in check"}, true
	case "range-capture":
		return Rule{head, fmt.Sprintf("range-capture %s: captures an enemy further along the line, passing over empty squares and any number of pieces of either side of lower seniority than its own (%d), never over one of its seniority or higher", q, pc.Seniority)}, true
	case "area":
		return Rule{head, "area " + q + ": up to that many steps, each in any of the atom's directions, over empty squares, never through or back to its start square; it ends where it takes (an area move)"}, true

	case "swap":
		return Rule{head, swapText(arg)}, true
	case "teleport":
		return Rule{head, teleportText(arg)}, true
	}
	for _, kw := range []string{"becomes", "once", "from-ranks", "not-from", "from", "within", "captures", "relayed-by"} {
		name, ok := strings.CutPrefix(head, kw+"-")
		if !ok {
			continue
		}
		switch kw {
		case "becomes":
			return Rule{kw, "becomes " + name + ": by a move " + q + " it turns into a " + name}, true
		case "once":
			return Rule{kw, "once " + name + ": may move " + q + " once per game (each side once, moves named " + name + " share the right)"}, true
		case "from-ranks":
			return Rule{kw, "from-ranks " + name + ": may move " + q + " only from ranks " + name + ", counted from its own side"}, true
		case "from":
			return Rule{kw, "from " + name + ": may move " + q + " only from a square of region " + name}, true
		case "not-from":
			return Rule{kw, "not-from " + name + ": may move " + q + " only from a square outside region " + name}, true
		case "within":
			return Rule{kw, "within " + name + ": may move " + q + " from, through and onto squares of region " + name + " only"}, true
		case "captures":
			return Rule{kw, "captures " + q + ": by these moves takes only " + victimNames(v, name)}, true
		case "relayed-by":
			text := "relayed-by " + name + ": moves " + q + " while a friendly " + orList(strings.Split(name, "-")) + " stands one of those leaps away, relaying them"
			for _, m := range pc.Moves {
				if m.Relay != nil && len(m.ToRanks) > 0 {
					text += fmt.Sprintf("; only to ranks %d-%d, counted from its own side", m.ToRanks[0], m.ToRanks[len(m.ToRanks)-1])
					break
				}
			}
			return Rule{kw, text}, true
		}
	}
	return Rule{}, false
}

// swapText says a swap clause, shown as swap(Q once-NAME in-check) or
// swap(anywhere ...).
func swapText(arg string) string {
	f := strings.Fields(arg)
	who := "a friendly piece"
	var partners []string
	for _, o := range f[1:] {
		switch o {
		case "any":
			who = "a piece of either side"
		case "enemies":
			who = "an enemy piece"
		}
		if name, ok := strings.CutPrefix(o, "partner-"); ok {
			partners = append(partners, name)
		}
	}
	if len(partners) > 0 {
		who += " (" + orList(partners) + ")"
	}
	text := "swap \"" + f[0] + "\": exchanges places with " + who + " on a square these moves reach (as if it were empty)"
	if f[0] == "anywhere" {
		text = "swap anywhere: exchanges places with any friendly piece on the board"
	}
	for _, o := range f[1:] {
		if name, ok := strings.CutPrefix(o, "once-"); ok {
			text += "; once per game (each side once, moves named " + name + " share the right)"
		} else if o == "in-check" {
			if strings.Contains(arg, "when-stuck") {
				text += "; only while its side is in check or has no other legal move"
			} else {
				text += "; only while its side is in check"
			}
		} else if o == "when-stuck" && !strings.Contains(arg, "in-check") {
			text += "; only when its side has no other legal move"
		}
	}
	return text + "; it takes nothing"
}

// teleportText says a teleport clause, shown as teleport(in-REGION
// forks-N becomes-NAME), each option optional.
func teleportText(arg string) string {
	where, cond, becomes := "any empty square of the board", "", ""
	for _, o := range strings.Fields(arg) {
		switch k, v, _ := strings.Cut(o, "-"); k {
		case "in":
			where = "any empty square of region " + v
		case "forks":
			cond = " from which it attacks at least " + v + " enemy pieces at once (a fork)"
		case "becomes":
			becomes = "; it becomes a " + v
		}
	}
	if becomes != "" && cond != "" {
		cond += ", as the piece it becomes"
	}
	return "teleport: as its move, goes to " + where + cond + becomes + "; it takes nothing"
}

func roundText(arg string) string {
	if strings.Contains(arg, "round") {
		return "; it may go all the way round its ring back to its own point"
	}
	return ""
}

// victimNames reads the victims of a captures clause, written joined by
// '-' in the display string ("Snake-Man"), against the variant's names.
func victimNames(v *ir.Variant, joined string) string {
	var found []string
	for joined != "" {
		best := ""
		for _, pc := range v.Pieces {
			if len(pc.Name) > len(best) && (joined == pc.Name || strings.HasPrefix(joined, pc.Name+"-")) {
				best = pc.Name
			}
		}
		if best == "" {
			found = append(found, joined)
			break
		}
		found = append(found, best)
		joined = strings.TrimPrefix(strings.TrimPrefix(joined, best), "-")
	}
	return orList(found)
}

// clauseTokens splits a display Betza string at the spaces outside
// parentheses: "fmW becomes-Man(mF) leap(any 2)" is three tokens.
func clauseTokens(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ' ':
			if depth == 0 {
				if i > start {
					out = append(out, s[start:i])
				}
				start = i + 1
			}
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// names joins type names with commas.
func names(v *ir.Variant, ts []int) string {
	var s []string
	for _, t := range ts {
		if t >= 0 && t < len(v.Pieces) {
			s = append(s, v.Pieces[t].Name)
		}
	}
	return strings.Join(s, ", ")
}

// orNames joins type names as "A, B or C".
func orNames(v *ir.Variant, ts []int) string {
	var s []string
	for _, t := range ts {
		if t >= 0 && t < len(v.Pieces) {
			s = append(s, v.Pieces[t].Name)
		}
	}
	return orList(s)
}

func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// vectorSets are the sets of vectors with a short name, as effects and
// exits are mostly written.
var vectorSets = []struct {
	name string
	vs   []ir.Vector
}{
	{"K: in any of the 8 directions", []ir.Vector{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}},
	{"W: orthogonally", []ir.Vector{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}},
	{"F: diagonally", []ir.Vector{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}},
	{"fW: forward", []ir.Vector{{0, 1}}},
	{"bW: backward", []ir.Vector{{0, -1}}},
	{"sW: sideways", []ir.Vector{{1, 0}, {-1, 0}}},
	{"vW: forward or backward", []ir.Vector{{0, 1}, {0, -1}}},
	{"fF: diagonally forward", []ir.Vector{{1, 1}, {-1, 1}}},
	{"N: a knight's leap away", []ir.Vector{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}},
}

// vectors names a set of vectors (White's view): "W: orthogonally", or
// the vectors themselves.
func vectors(vs []ir.Vector) string {
	for _, s := range vectorSets {
		if len(s.vs) == len(vs) && !slices.ContainsFunc(vs, func(v ir.Vector) bool { return !slices.Contains(s.vs, v) }) {
			return s.name
		}
	}
	var parts []string
	for _, v := range vs {
		parts = append(parts, fmt.Sprintf("(%d,%d)", v[0], v[1]))
	}
	return strings.Join(parts, " ")
}

// lines names the lines of an effect's after option: "along a rank or
// file (R)".
func lines(vs []ir.Vector) string {
	switch vectors(vs) {
	case vectorSets[0].name:
		return "along any line (Q)"
	case vectorSets[1].name:
		return "along a rank or file (R)"
	case vectorSets[2].name:
		return "along a diagonal (B)"
	}
	return "along " + vectors(vs)
}
