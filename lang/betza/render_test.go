package betza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
)

// render shows a move compactly for the test tables:
//
//	[i]<modality>[!]:<leg>>...
//
// i = Initial, modality letters m c e, ! = SetsEnPassant. A leg is (dx,dy)
// followed by its range: nothing for exactly one step, *N for 1..N, * for
// 1..unbounded, xA for exactly A, xA-B / xA-* for Min A. A non-final leg then shows its End
// (/e empty, /o occupied, /a any, /h hole); a Pass other than empty shows as
// ~o ~a ~f (friend) ~ef (empty or friend), an Extent as ^near or ^far.
func render(m ir.Move) string {
	var b strings.Builder
	if m.Initial {
		b.WriteString("i")
	}
	if m.Final.Move {
		b.WriteString("m")
	}
	if m.Final.Capture {
		b.WriteString("c")
	}
	if m.Final.EnPassant {
		b.WriteString("e")
	}
	if m.SetsEnPassant {
		b.WriteString("!")
	}
	if m.Tame {
		b.WriteString("t")
	}
	b.WriteString(":")
	for i, l := range m.Legs {
		if i > 0 {
			b.WriteString(">")
		}
		fmt.Fprintf(&b, "(%d,%d)", l.DX, l.DY)
		switch {
		case l.Min == 1 && l.Max == 1:
		case l.Min == 1 && l.Max == 0:
			b.WriteString("*")
		case l.Min == 1:
			fmt.Fprintf(&b, "*%d", l.Max)
		case l.Max == 0:
			fmt.Fprintf(&b, "x%d-*", l.Min)
		case l.Min == l.Max:
			fmt.Fprintf(&b, "x%d", l.Min)
		default:
			fmt.Fprintf(&b, "x%d-%d", l.Min, l.Max)
		}
		if l.Pass != ir.Empty {
			fmt.Fprintf(&b, "~%s", short(l.Pass))
		}
		switch l.Extent {
		case ir.Nearest:
			b.WriteString("^near")
		case ir.Farthest:
			b.WriteString("^far")
		}
		if i < len(m.Legs)-1 {
			fmt.Fprintf(&b, "/%s", short(l.End))
		}
	}
	return b.String()
}

func short(o ir.Occupancy) string {
	switch o {
	case ir.Empty:
		return "e"
	case ir.Occupied:
		return "o"
	case ir.Any:
		return "a"
	case ir.Hole:
		return "h"
	case ir.Friend:
		return "f"
	case ir.EmptyOrFriend:
		return "ef"
	}
	return "?" + string(o)
}

// renderAll renders moves sorted, so tables can list them in any order.
func renderAll(ms []ir.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = render(m)
	}
	slices.Sort(out)
	return out
}
