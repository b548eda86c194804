package check

import (
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// standingPromotion reads a promotion block's standing options into p
// (ir.Promotion.Standing): a promotion that is a move of its own takes
// none of the words that say which moves into the zone promote.
func (vc *vchecker) standingPromotion(e entry, in map[string]*syntax.Stmt, p *Promotion) {
	p.Standing = in["standing"] != nil
	p.LastAnywhere = in["last-anywhere"] != nil
	p.Peaceful = in["peaceful"] != nil
	p.Unforced = in["unforced"] != nil
	if !p.Standing {
		for _, kw := range []string{"last-anywhere", "peaceful", "unforced"} {
			if s := in[kw]; s != nil {
				vc.errorf(e, s.Pos, diag.BadStanding, "%s: only a standing promotion (a move of its own) takes %s: add standing", kw, kw)
			}
		}
		return
	}
	for _, kw := range []string{"map", "mandatory", "on", "on-entry", "captures-only", "flip"} {
		if s := in[kw]; s != nil {
			vc.errorf(e, s.Pos, diag.BadStanding, "%s: a standing promotion is a move of its own, which %s cannot go with", kw, kw)
		}
	}
}
