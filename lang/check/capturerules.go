package check

import (
	"slices"

	"github.com/vdl-chess/vdl/lang/diag"
)

// captureRules resolves the statements that change what a capture does or
// when a side must make one: explosion.
func (vc *vchecker) captureRules() {
	if e, ok, _ := vc.find1("explosion"); ok {
		vc.explosion(e)
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
