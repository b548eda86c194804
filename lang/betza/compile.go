package betza

import (
	"github.com/vdl-chess/vdl/interp/ir"
)

// Limits of one Betza string (language.md, section 10). A real piece has
// a few dozen moves of one to three legs (the largest bundled one, Bat
// Chess's Rhinoceros qK8, 120 moves of 568 legs in all); without limits a
// short string ("aaaa...W", "[W-W-...-W]") expands to millions of paths.
// They are checked while the string is read and expanded, so a string
// over a limit fails at once, at the place that crosses it.
const (
	MaxMoves   = 1000  // moves one string makes (duplicates included)
	MaxLegs    = 16    // legs of one move as written: a-notation legs, bracket legs
	MaxAllLegs = 10000 // legs of all the moves of one string, once lowered
)

// Compile turns a Betza string into the IR moves of one piece, with absolute
// directions from White's view (forward = +DY). It reports the first error.
func Compile(s string) ([]ir.Move, error) {
	return CompileEP(s, false)
}

// CompileEP is Compile for a fragment of a piece whose other moves capture
// en passant when ep is set: the fragment's initial move-only runs then
// give en-passant rights as if the string itself had an 'e'.
func CompileEP(s string, ep bool) ([]ir.Move, error) {
	groups, err := parse(s)
	if err != nil {
		return nil, err
	}
	if err := flatOnly(groups); err != nil {
		return nil, err
	}
	lw := &lowerer{seen: moveIndex{}, hasE: ep}
	for _, g := range groups {
		if g.last().has('e') {
			lw.hasE = true
		}
	}
	for _, g := range groups {
		if g.bracket {
			err = lw.lowerB(g)
		} else {
			err = lw.lowerA(g)
		}
		if err != nil {
			return nil, err
		}
	}
	return lw.moves, nil
}

// lowerer collects the moves of one string, once each.
type lowerer struct {
	hasE  bool // some group captures en passant: initial runs create rights
	moves []ir.Move
	seen  moveIndex
	count int // moves made, duplicates included
	legs  int // legs of the moves made
}

// emit lowers a finished path to moves and adds the new ones.
func (lw *lowerer) emit(g *group, path []step) error {
	alts := [][]ir.Leg{nil}
	for k, st := range path {
		legAlts, err := expandKilling(st, k == len(path)-1)
		if err != nil {
			return err
		}
		if lw.count+len(alts)*len(legAlts) > MaxMoves {
			return limitf(g.off, "too many moves: this group makes more than %d", MaxMoves)
		}
		var next [][]ir.Leg
		for _, a := range alts {
			for _, b := range legAlts {
				next = append(next, append(a[:len(a):len(a)], b...))
			}
		}
		alts = next
	}
	first := path[0].leg
	kills := 0
	for _, st := range path[:len(path)-1] {
		if st.leg.has('c') {
			kills++
		}
	}
	if kills > ir.MaxKills {
		e := errorf(g.off, "%d locust captures (c on a leg before the last) in one move: at most %d", kills, ir.MaxKills)
		e.Kills = true
		return e
	}
	tame := path[len(path)-1].leg.has('t')
	for _, legs := range alts {
		m := ir.Move{Legs: legs, Final: finalModality(path[len(path)-1].leg), Initial: first.has('i')}
		if tame && m.Final.Capture {
			// XBoard's tame: no capture of a royal piece, and a hop
			// only over a friend.
			m.Tame = true
			for i := range m.Legs[:len(m.Legs)-1] {
				if m.Legs[i].End == ir.Occupied {
					m.Legs[i].End = ir.Friend
				}
			}
		}
		ms, err := lw.enPassant(m, first)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if err := lw.add(g, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// add adds m unless an identical move is there already.
func (lw *lowerer) add(g *group, m ir.Move) error {
	if lw.count++; lw.count > MaxMoves {
		return limitf(g.off, "too many moves: this group makes more than %d", MaxMoves)
	}
	if lw.legs += len(m.Legs); lw.legs > MaxAllLegs {
		return limitf(g.off, "too many legs: the moves up to this group have more than %d legs in all", MaxAllLegs)
	}
	lw.seen.add(&lw.moves, m)
	return nil
}

// enPassant gives an initial move-only move that walks over empty squares
// en-passant rights, if the string captures en passant anywhere. The IR
// knows a move's passed squares as the ends of its non-final legs, so
// every slider leg is unrolled into one-step legs, one move per length.
func (lw *lowerer) enPassant(m ir.Move, first *leg) ([]ir.Move, error) {
	if !lw.hasE || !m.Initial || m.Final != (ir.Modality{Move: true}) {
		return []ir.Move{m}, nil
	}
	for i, l := range m.Legs {
		if l.Pass != ir.Empty || (i < len(m.Legs)-1 && l.End != ir.Empty) {
			return []ir.Move{m}, nil
		}
	}
	alts := [][]ir.Leg{nil}
	for _, l := range m.Legs {
		if l.Max == 0 {
			return nil, errorf(first.mods['i'], "this initial move-only slider passes an unbounded number of squares, so it cannot give en-passant rights (the string captures with 'e'): give it a range, e.g. ifmW2")
		}
		if len(alts)*(l.Max-l.Min+1) > MaxMoves {
			return nil, limitf(first.mods['i'], "too many moves: unrolling this initial move for en passant makes more than %d", MaxMoves)
		}
		var next [][]ir.Leg
		for _, a := range alts {
			for n := l.Min; n <= l.Max; n++ {
				run := a[:len(a):len(a)]
				for j := 0; j < n; j++ {
					end := ir.Empty
					if j == n-1 {
						end = l.End
					}
					run = append(run, ir.Leg{DX: l.DX, DY: l.DY, Min: 1, Max: 1, Pass: ir.Empty, End: end})
				}
				next = append(next, run)
			}
		}
		alts = next
	}
	out := make([]ir.Move, len(alts))
	for i, legs := range alts {
		out[i] = ir.Move{Legs: legs, Final: m.Final, Initial: true, SetsEnPassant: len(legs) > 1}
	}
	return out, nil
}
