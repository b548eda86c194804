package check

import (
	"slices"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// dropConditions reads the statements of a drops block that the placing
// games need: unlimited, adjacent, flipping, on-top, apart, start-squares
// and must.
func (vc *vchecker) dropConditions(e entry, in map[string]*syntax.Stmt, d *Drops) {
	v := vc.v
	d.Unlimited, d.Adjacent, d.Flipping = in["unlimited"] != nil, in["adjacent"] != nil, in["flipping"] != nil
	d.OnTop, d.Apart, d.PushedIn = in["on-top"] != nil, in["apart"] != nil, in["pushed-in"] != nil
	if s := in["unlimited"]; s != nil && d.Placement != "" {
		vc.errorf(e, s.Pos, diag.BadBoardGame, "drops: an unlimited supply cannot go with placement %s: the placement phase would never end", d.Placement)
	}
	if s := in["flipping"]; s != nil {
		if f, ok, _ := vc.find1("flips"); !ok || f.s.Args[0].Str == "none" {
			vc.errorf(e, s.Pos, diag.BadBoardGame, "drops: flipping, but variant %s has no flips rule to turn pieces over", vc.leaf.name)
		}
	}
	if s := in["start-squares"]; s != nil {
		for _, a := range s.Args {
			f, r := squareOf(a.Str)
			if v.Files > 0 && (f >= v.Files || r >= v.Ranks) {
				vc.errorf(e, a.Pos, diag.BadSquare, "drops: start square %s is off the board (a1 to %s)", a.Str, squareName(v.Files-1, v.Ranks-1))
				continue
			}
			d.StartSquares = append(d.StartSquares, a.Str)
		}
	}
	if s := in["pickup"]; s != nil {
		for _, a := range s.Args {
			p := vc.member(e, a, "pickup piece")
			switch {
			case p == nil:
			case slices.Contains(v.Royal, p):
				vc.errorf(e, a.Pos, diag.BadPickup, "drops: pickup %s, but %s is royal: a side may not take its royal piece off the board", p.Name, p.Name)
			case !slices.Contains(d.Pieces, p):
				vc.errorf(e, a.Pos, diag.BadPickup, "drops: pickup %s, but %s is not among the drop pieces (%s): it would stay in hand for ever", p.Name, p.Name, pieceNames(d.Pieces))
			default:
				d.Pickup = append(d.Pickup, p)
			}
		}
		if d.Placement != "" || d.Unlimited {
			vc.errorf(e, s.Pos, diag.BadPickup, "drops: pickup cannot go with placement or an unlimited supply: picked-up pieces go to a hand that drops empty")
		}
	}
	if s := in["must"]; s != nil {
		for _, a := range s.Args {
			p := vc.member(e, a, "must-drop piece")
			switch {
			case p == nil:
			case !slices.Contains(d.Pieces, p):
				vc.errorf(e, a.Pos, diag.BadBoardGame, "drops: must %s, but %s is not among the drop pieces (%s)", p.Name, p.Name, pieceNames(d.Pieces))
			default:
				d.Must = append(d.Must, p)
			}
		}
	}
}
