package check

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/betza"
	"github.com/vdl-chess/vdl/lang/syntax"
)

func parse(t *testing.T, name, src string) *syntax.File {
	t.Helper()
	f, diags := syntax.Parse(name, []byte(src))
	if diags != nil {
		t.Fatal(diags)
	}
	return f
}

const miniLib = `
piece King k "K"
piece Rook r "R"
piece Pawn p "fmW"
piece Queen q "Q"
rules base {
	pieces King Rook Pawn
	royal King
	promotion { pieces Pawn; choices Rook }
	promotion { pieces Pawn; rank 1; choices King }
}
`

// TestInheritance checks late binding (an inherited statement's names are
// resolved in the variant's scope), replacement of all zones by a derived
// promotion block, and the piece set built in order along the chain.
func TestInheritance(t *testing.T) {
	lib := parse(t, "lib.vdl", miniLib)
	user := parse(t, "u.vdl", `
piece Rook r "W" { value 7; allow V170 "late binding: the library's rules get this Rook" }
variant v extends base {
	board 4x4
	add-pieces Queen
	remove-pieces Pawn
	add-pieces Pawn
	setup "kqr1/4/4/KQRP w - - 0 1"
	promotion { pieces Pawn; choices Queen }
}
`)
	vs, diags := Check([]*syntax.File{user}, []*syntax.File{lib})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	v := vs[0]
	var names []string
	for _, p := range v.Pieces {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, " "); got != "King Rook Queen Pawn" {
		t.Errorf("piece set %s, want King Rook Queen Pawn", got)
	}
	if rook := v.Pieces[1]; rook.Betza != "W" || rook.Value != 7 {
		t.Errorf("Rook = %q value %d: the file's Rook must shadow the library's", rook.Betza, rook.Value)
	}
	if len(v.Promotions) != 1 || v.Promotions[0].Choices[0].Name != "Queen" || v.Promotions[0].FromRank != 4 {
		t.Errorf("promotions not replaced by the derived block: %+v", v.Promotions)
	}
	if len(v.Royal) != 1 || v.Royal[0].Name != "King" {
		t.Errorf("royal not inherited: %v", v.Royal)
	}
}

func TestEstimateValue(t *testing.T) {
	for _, test := range []struct {
		betza string
		want  int
	}{
		{"N", 280},
		{"R", 480},
		{"Q", 960},
		{"fmW", 20}, // one move-only step: 17.5, rounded
	} {
		moves, err := betza.Compile(test.betza)
		if err != nil {
			t.Fatal(err)
		}
		if got := estimateValue(moves); got != test.want {
			t.Errorf("estimateValue(%s) = %d, want %d", test.betza, got, test.want)
		}
	}
}
