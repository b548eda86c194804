// Package lint finds what a careful reviewer would point out in a variant
// that compiles without error: a piece that can never move on its board,
// a promotion or an ending that can never happen, castling that no game
// from the setup allows, a piece standing in its promotion zone at the
// start. It reads the IR and asks the interpreter where moves can go, so
// it judges what play does, and says only what holds whatever the game:
// "never" means that no sequence of moves, legal or not, makes it happen.
//
// Findings name the part of the variant they are about by index; package
// lang places them in the source and leaves out those an allow statement
// silences.
package lint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Finding is one warning about a variant, with what it is about. Fields
// that do not apply are -1 (false for Castling).
type Finding struct {
	Code      diag.Code
	Msg       string
	Piece     int           // a piece type
	Promotion int           // a zone of Rules.Promotions
	Ending    int           // an ending of Rules.Endings
	Castling  bool          // the castling rules
	Square    interp.Square // a square of the setup
}

func finding(code diag.Code, format string, args ...any) Finding {
	return Finding{Code: code, Msg: fmt.Sprintf(format, args...), Piece: -1, Promotion: -1, Ending: -1, Square: -1}
}

// Variant reviews the variant of g, whose start position is start.
func Variant(g *interp.Game, start *interp.Position) []Finding {
	r := &reviewer{g: g, start: start, v: g.V}
	r.immobile()
	r.promotions()
	r.endings()
	r.undecided()
	r.castling()
	r.setupInZone()
	return r.out
}

type reviewer struct {
	g     *interp.Game
	start *interp.Position
	v     *ir.Variant
	out   []Finding
	made  []bool // by type: pieces of it can appear other than from the setup
}

func (r *reviewer) add(f Finding) { r.out = append(r.out, f) }

func (r *reviewer) name(t int) string { return r.v.Pieces[t].Name }

func (r *reviewer) size() int { return r.g.Files() * r.g.Ranks() }

// immobile reports pieces without a move from any square: every move
// leaves the board or lands on a hole from everywhere.
func (r *reviewer) immobile() {
	var ends []interp.Square
	for t, pc := range r.v.Pieces {
		if pc.Exit != nil || pc.Teleport != nil || r.mobile(t, &ends) {
			continue
		}
		f := finding(diag.PieceCannotMove, "piece %s can never move on variant %s's %dx%d board: ", pc.Name, r.v.Name, r.g.Files(), r.g.Ranks())
		if len(pc.Moves) == 0 {
			f.Msg += "it has no moves"
		} else {
			f.Msg += fmt.Sprintf("its moves (%s) leave the board from every square", pc.Betza)
		}
		f.Piece = t
		r.add(f)
	}
}

func (r *reviewer) mobile(t int, ends *[]interp.Square) bool {
	for s := 0; s < r.size(); s++ {
		for _, mv := range r.v.Pieces[t].Moves {
			if *ends = r.g.MoveEnds(mv, interp.White, interp.Square(s), (*ends)[:0]); len(*ends) > 0 {
				return true
			}
		}
	}
	return false
}

// madeTypes marks the types that can appear in a game other than from the
// setup: by promotion, by a becomes move, by an exit, or by a drop.
func (r *reviewer) madeTypes() []bool {
	if r.made != nil {
		return r.made
	}
	made := make([]bool, len(r.v.Pieces))
	for _, z := range r.v.Rules.Promotions {
		for _, c := range z.Choices {
			made[c] = true
		}
	}
	for _, pc := range r.v.Pieces {
		for _, mv := range pc.Moves {
			if mv.Becomes != nil {
				made[*mv.Becomes] = true
			}
		}
		if pc.Exit != nil && len(pc.Exit.Promote) > 0 {
			made[pc.Exit.Into] = true
		}
		if pc.Teleport != nil && pc.Teleport.Becomes >= 0 {
			made[pc.Teleport.Becomes] = true
		}
	}
	if d := r.v.Rules.Drops; d != nil {
		for _, t := range d.Pieces {
			made[t] = true
		}
	}
	for c := range 2 {
		for t := range made {
			if r.start.InHand(c, t) > 0 {
				made[t] = true
			}
		}
	}
	r.made = made
	return made
}

// reach returns the squares where a piece of type t and colour c can end
// a move in some game from the setup, and the squares it starts on; nil
// if the type can appear elsewhere (madeTypes), where it could be
// anywhere. Moves are followed as the board's shape allows (MoveEnds),
// whatever stands on it.
func (r *reviewer) reach(t, c int) (ends, starts []bool) {
	if r.madeTypes()[t] {
		return nil, nil
	}
	n := r.size()
	ends, starts = make([]bool, n), make([]bool, n)
	queue := slices.Clone(r.start.PieceSquares(c, t))
	for _, s := range queue {
		starts[s] = true
	}
	seen := slices.Clone(starts)
	var out []interp.Square
	for len(queue) > 0 {
		s := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, mv := range r.v.Pieces[t].Moves {
			out = r.g.MoveEnds(mv, c, s, out[:0])
			for _, e := range out {
				ends[e] = true
				if !seen[e] {
					seen[e] = true
					queue = append(queue, e)
				}
			}
		}
	}
	return ends, starts
}

// relRank is the rank of s counted from colour c's own first rank, from 1.
func (r *reviewer) relRank(s interp.Square, c int) int {
	rank := int(s)/r.g.Files() + 1
	if c == interp.Black {
		return r.g.Ranks() - rank + 1
	}
	return rank
}

// colours lists the colours a rule with side ("white", "black", "each"
// or "" for both) is about.
func colours(side string) []int {
	switch side {
	case "white":
		return []int{interp.White}
	case "black":
		return []int{interp.Black}
	}
	return []int{interp.White, interp.Black}
}

func (r *reviewer) names(types []int) string {
	var s []string
	for _, t := range types {
		s = append(s, r.name(t))
	}
	return joinNames(s)
}

// joinNames writes "A", "A or B", "A, B or C".
func joinNames(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

func ranksText(from, to int) string {
	if from == to {
		return fmt.Sprintf("rank %d", from)
	}
	return fmt.Sprintf("ranks %d..%d", from, to)
}

// undecided reports a variant that no game of can be won: no royal piece
// (so no checkmate), no ending, and a side left without a move draws.
// Without a move rule and a repetition rule, a game in which both sides
// can always move never ends at all.
func (r *reviewer) undecided() {
	rules := r.v.Rules
	if len(rules.Royal) > 0 || len(rules.Endings) > 0 || rules.Stalemate != ir.Draw || rules.StalemateByCount ||
		(rules.RepetitionResult != "" && rules.RepetitionResult != ir.Draw) {
		return
	}
	f := finding(diag.NeverDecided, "variant %s has no royal piece and no ending: no game can be won, since a side left without a move draws", r.v.Name)
	if rules.MoveRule == 0 && rules.Repetition == 0 {
		f.Msg += ", and with no move rule or repetition rule a game where both sides can move never ends"
	}
	f.Msg += ": make a piece royal (royal King) or add an ending"
	r.add(f)
}
