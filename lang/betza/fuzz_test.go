package betza

import (
	"errors"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

func FuzzCompile(f *testing.F) {
	for _, s := range []string{
		"fmWfceFifmnD", "mfFcfeWimfnA", "mRcpR", "gQ", "jQ", "nN", "afsW", "afsK", "FyafsF",
		"WyafsW", "mafsmafW", "KafsK", "[F?R]", "[N?B]", "fpR3", "hrN", "(8,1)", "(3,3)(3,3)2",
		"gabyabsR", "ifmW3fceF", "[fW-fsF-R]", "ffrrN", "KNADCZGH", "L", "aN", "[F-fR]",
		"qN", "qK8", "fqW4", "cF[F-cW][F-W-R]", "caA", "mcaW", "cafcaW", "[cW-cF-R]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := Compile(s)
		if err != nil {
			var be *Error
			if !errors.As(err, &be) {
				t.Fatalf("Compile(%q): error %v is not an *Error", s, err)
			}
			if be.Offset < 0 || be.Offset > len(s) || be.Msg == "" {
				t.Fatalf("Compile(%q): bad error %+v", s, be)
			}
			return
		}
		if len(ms) > MaxMoves {
			t.Fatalf("Compile(%q): %d moves, over the limit of %d", s, len(ms), MaxMoves)
		}
		legs := 0
		seen := map[string]bool{}
		for _, m := range ms {
			if legs += len(m.Legs); legs > MaxAllLegs {
				t.Fatalf("Compile(%q): over %d legs", s, MaxAllLegs)
			}
			if msg := checkMove(m); msg != "" {
				t.Fatalf("Compile(%q): %s in %+v", s, msg, m)
			}
			r := render(m)
			if seen[r] {
				t.Fatalf("Compile(%q): duplicate move %s", s, r)
			}
			seen[r] = true
		}
	})
}

// FuzzCompileClause runs every clause over the same kind of input.
func FuzzCompileClause(f *testing.F) {
	for _, s := range []string{"K", "fW", "fmF", "B3", "vN", "fmD", "bH", "(0,4)", "[W?B]", "faW"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, c uint8, s string) {
		cl := Clause(c % uint8(len(clauseNames)))
		ms, err := CompileClause(cl, s)
		if err != nil {
			var be *Error
			if !errors.As(err, &be) || be.Offset < 0 || be.Offset > len(s) || be.Msg == "" {
				t.Fatalf("%s %q: bad error %v", cl, s, err)
			}
			return
		}
		for _, m := range ms {
			if len(m.Legs) == 0 || m.Final == (ir.Modality{}) {
				t.Fatalf("%s %q: bad move %+v", cl, s, m)
			}
			for _, l := range m.Legs {
				if (l.DX == 0 && l.DY == 0) || l.Min < 1 || (l.Max != 0 && l.Max < l.Min) {
					t.Fatalf("%s %q: bad leg %+v", cl, s, l)
				}
			}
		}
	})
}

// checkMove says what is wrong with a compiled move, or "". A leg before
// the last ends on an empty square, an occupied one or either; or, a
// locust capture (Kill, c on an inner leg), on an enemy or (mc) an enemy
// or an empty square; no other leg is a locust capture.
func checkMove(m ir.Move) string {
	if len(m.Legs) == 0 {
		return "no legs"
	}
	if m.Final == (ir.Modality{}) {
		return "empty final modality"
	}
	kills := 0
	for i, l := range m.Legs {
		last := i == len(m.Legs)-1
		takes := l.End == ir.Enemy || l.End == ir.EmptyOrEnemy
		if l.Kill {
			kills++
		}
		switch {
		case l.DX == 0 && l.DY == 0 && l.DZ == 0:
			return "null step"
		case l.Min < 1:
			return "Min < 1"
		case l.Max != 0 && l.Max < l.Min:
			return "Max < Min"
		case l.Pass != ir.Empty && l.Pass != ir.Occupied && l.Pass != ir.Any:
			return "Pass not written out"
		case !last && l.End != ir.Empty && l.End != ir.Occupied && l.End != ir.Any && l.End != ir.Friend && !takes:
			return "End of a non-final leg not written out"
		case !last && takes != l.Kill:
			return "a locust leg without Kill, or Kill on a leg that takes nothing"
		case last && l.End != "":
			return "End of the last leg is set"
		case last && l.Kill:
			return "Kill on the last leg"
		}
	}
	if kills > ir.MaxKills {
		return "more locust captures than ir.MaxKills"
	}
	if m.SetsEnPassant && (!m.Initial || len(m.Legs) < 2) {
		return "SetsEnPassant on a move that passes nothing"
	}
	return ""
}
