package explain

import (
	"fmt"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Legs says the legs of a move in words, from White's view, joined by
// arrows: "forward-right (1,1), onto an enemy, which it takes ->
// forward-right (1,1), onto an empty square". Each leg gives its
// direction, how far it goes, what it passes over and where it ends; the
// last says what the move may do on its destination.
func Legs(m ir.Move) string {
	var parts []string
	for i, l := range m.Legs {
		var b strings.Builder
		b.WriteString(legDirection(l))
		if r := legRange(l); r != "" {
			b.WriteString(" " + r)
		}
		switch l.Pass {
		case "", ir.Empty:
		case ir.Any:
			b.WriteString(", over anything")
		case ir.Occupied:
			b.WriteString(", over pieces")
		case ir.Friend:
			b.WriteString(", over its own pieces")
		case ir.EmptyOrFriend:
			b.WriteString(", over empty squares and its own pieces")
		default:
			b.WriteString(", over " + string(l.Pass) + " squares")
		}
		switch l.Extent {
		case ir.Nearest:
			b.WriteString(", to the nearest square it may stop on")
		case ir.Farthest:
			b.WriteString(", as far as it can")
		}
		if l.MinHurdles > 0 {
			fmt.Fprintf(&b, ", over at least %d piece(s)", l.MinHurdles)
		}
		if i < len(m.Legs)-1 {
			b.WriteString(", " + legEnd(l))
		} else {
			b.WriteString(", " + finalText(m.Final))
		}
		parts = append(parts, b.String())
	}
	s := strings.Join(parts, " -> ")
	if m.Initial {
		s = "first move only: " + s
	}
	return s
}

// legDirection names a leg's step: "forward-right (1,1)", a ring
// direction, or the vector with its level component.
func legDirection(l ir.Leg) string {
	if l.Dir != "" {
		return l.Dir
	}
	var ws []string
	switch {
	case l.DY > 0:
		ws = append(ws, "forward")
	case l.DY < 0:
		ws = append(ws, "backward")
	}
	switch {
	case l.DX > 0:
		ws = append(ws, "right")
	case l.DX < 0:
		ws = append(ws, "left")
	}
	switch {
	case l.DZ > 0:
		ws = append(ws, "up")
	case l.DZ < 0:
		ws = append(ws, "down")
	}
	if l.DZ != 0 {
		return fmt.Sprintf("%s (%d,%d,%d)", strings.Join(ws, "-"), l.DX, l.DY, l.DZ)
	}
	return fmt.Sprintf("%s (%d,%d)", strings.Join(ws, "-"), l.DX, l.DY)
}

// legRange says how many steps a leg takes: nothing for exactly one.
func legRange(l ir.Leg) string {
	switch {
	case l.Min == 1 && l.Max == 1:
		return ""
	case l.Max == 0 && l.Min <= 1:
		return "any number of steps"
	case l.Max == 0:
		return fmt.Sprintf("%d or more steps", l.Min)
	case l.Min == l.Max:
		return fmt.Sprintf("%d steps", l.Min)
	}
	return fmt.Sprintf("%d to %d steps", l.Min, l.Max)
}

// legEnd says where a leg before the last ends.
func legEnd(l ir.Leg) string {
	switch l.End {
	case ir.Empty, "":
		return "onto an empty square"
	case ir.Occupied:
		return "onto a piece of either side (a hurdle)"
	case ir.Any:
		return "onto any square"
	case ir.Enemy:
		if l.Kill {
			return "onto an enemy, which it takes"
		}
		return "onto an enemy"
	case ir.EmptyOrEnemy:
		if l.Kill {
			return "onto an empty square or an enemy, which it takes"
		}
		return "onto an empty square or an enemy"
	case ir.Friend:
		return "onto its own piece"
	case ir.Hole:
		return "onto a hole"
	}
	return "onto a square " + string(l.End)
}

// finalText says what a move may do on its destination.
func finalText(f ir.Modality) string {
	switch {
	case f.Move && f.Capture:
		return "moving or capturing there"
	case f.Move:
		return "moving there, not capturing"
	case f.EnPassant:
		return "capturing there, also en passant"
	case f.Capture:
		return "capturing there only"
	}
	return "ending there"
}

// MultiLeg lists the moves of piece type t of v that have more than one
// leg, each in words (Legs), each once. The fixed paths of a crooked
// rider (z: single steps turning left and right by turns) are said once
// per start step and turn as a zigzag (Zigzag), not path by path.
func MultiLeg(v *ir.Variant, t int) []string {
	var out []string
	seen := map[string]bool{}
	zig := zigzags(v.Pieces[t].Moves)
	for _, m := range v.Pieces[t].Moves {
		if len(m.Legs) < 2 {
			continue
		}
		s := Legs(m)
		if z, ok := zig[zigKey(m)]; ok {
			s = z
		}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// zigKey identifies the zigzag a move may belong to: its first two legs'
// steps and its final modality.
type zigKeyT struct {
	a, b  [3]int
	final ir.Modality
	init  bool
}

func zigKey(m ir.Move) zigKeyT {
	if len(m.Legs) < 2 {
		return zigKeyT{}
	}
	a, b := m.Legs[0], m.Legs[1]
	return zigKeyT{[3]int{a.DX, a.DY, a.DZ}, [3]int{b.DX, b.DY, b.DZ}, m.Final, m.Initial}
}

// zigzag reports whether m is a path of single steps over empty squares
// that alternate between two steps (a crooked rider's), of at least three
// legs.
func zigzag(m ir.Move) bool {
	if len(m.Legs) < 3 || m.Chain {
		return false
	}
	for i, l := range m.Legs {
		if l.Dir != "" || l.Min != 1 || l.Max != 1 || l.Kill || (l.Pass != "" && l.Pass != ir.Empty) {
			return false
		}
		if i < len(m.Legs)-1 && l.End != "" && l.End != ir.Empty {
			return false
		}
		p := m.Legs[i%2]
		if l.DX != p.DX || l.DY != p.DY || l.DZ != p.DZ {
			return false
		}
	}
	a, b := m.Legs[0], m.Legs[1]
	return a.DX != b.DX || a.DY != b.DY || a.DZ != b.DZ
}

// zigzags says in words each zigzag of moves: for every start step and
// turn that has a path of three legs or more, one line naming the two
// steps and the longest path; its shorter two-leg path is said by it too.
func zigzags(moves []ir.Move) map[zigKeyT]string {
	longest := map[zigKeyT]int{}
	for _, m := range moves {
		if zigzag(m) {
			k := zigKey(m)
			longest[k] = max(longest[k], len(m.Legs))
		}
	}
	out := map[zigKeyT]string{}
	for _, m := range moves {
		k := zigKey(m)
		n, ok := longest[k]
		if !ok || len(m.Legs) != n {
			continue
		}
		s := fmt.Sprintf("zigzag: %s then %s by turns, 2 to %d single steps over empty squares, %s", legDirection(m.Legs[0]), legDirection(m.Legs[1]), n, finalText(m.Final))
		if m.Initial {
			s = "first move only: " + s
		}
		out[k] = s
	}
	return out
}
