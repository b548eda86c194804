package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// chainSource is a rules declaration and n variants, each extending the one
// before; every variant is concrete and complete through inheritance.
func chainSource(n int) string {
	var b strings.Builder
	b.WriteString("rules r { pieces King Rook; board 4x4; setup \"k3/4/4/K2R w - - 0 1\"; royal King }\n")
	b.WriteString("variant v0 extends r { }\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "variant v%d extends v%d { }\n", i, i-1)
	}
	return b.String()
}

// TestChainLinear checks that a long extends chain is resolved once, not
// once per variant that inherits it: the work (counted in allocations,
// which unlike time does not depend on the machine) for ten times the
// variants must be about ten times, not a hundred times, as much.
func TestChainLinear(t *testing.T) {
	lib := parse(t, "lib.vdl", miniLib)
	allocs := func(n int) float64 {
		f := parse(t, "chain.vdl", chainSource(n))
		return testing.AllocsPerRun(1, func() {
			vs, diags := Check([]*syntax.File{f}, []*syntax.File{lib})
			if len(diags) > 0 || len(vs) != n {
				t.Fatalf("%d variants, diagnostics %v", len(vs), diags)
			}
		})
	}
	small, large := allocs(300), allocs(3000)
	t.Logf("ratio %.1f", large/small)
	if ratio := large / small; ratio > 15 {
		t.Errorf("checking 3000 chained variants allocates %.0f times as much as 300 (%.0f vs %.0f): want about 10, linear", ratio, large, small)
	}
}

// TestCheckVariant checks that only the variant asked for gets the second
// pass: the other variant's unknown piece is not reported.
func TestCheckVariant(t *testing.T) {
	lib := parse(t, "lib.vdl", miniLib)
	f := parse(t, "two.vdl", `
variant good extends base { board 4x4; setup "k3/4/P3/K2R w - - 0 1" }
variant broken extends base { board 4x4; add-pieces Nobody; setup "k3/4/P3/K2R w - - 0 1" }
rules abstract { board 4x4 }
`)
	files, libs := []*syntax.File{f}, []*syntax.File{lib}
	v, names, diags := CheckVariant(files, libs, "good")
	if v == nil || v.Name != "good" || len(diags) > 0 {
		t.Errorf("CheckVariant(good) = %v, %v", v, diags)
	}
	if got := strings.Join(names, " "); got != "good broken" {
		t.Errorf("names %q, want the concrete variants \"good broken\"", got)
	}
	if v, _, diags := CheckVariant(files, libs, "broken"); v != nil || len(diags) != 1 || !strings.Contains(diags[0].Msg, "unknown piece Nobody") {
		t.Errorf("CheckVariant(broken) = %v, %v: want nil and the unknown piece", v, diags)
	}
	if v, _, diags := CheckVariant(files, libs, ""); v != nil || len(diags) > 0 {
		t.Errorf("CheckVariant(\"\") of two variants = %v, %v: want no choice and no diagnostic", v, diags)
	}
	if v, _, _ := CheckVariant(files, libs, "abstract"); v != nil {
		t.Errorf("CheckVariant(abstract) = %v: rules are never played", v)
	}
	one := parse(t, "one.vdl", `variant only extends base { board 4x4; setup "k3/4/P3/K2R w - - 0 1" }`)
	if v, _, _ := CheckVariant([]*syntax.File{one}, libs, ""); v == nil || v.Name != "only" {
		t.Errorf("CheckVariant(\"\") of one variant = %v, want it", v)
	}
}

// TestStopsAtDiagnosticLimit checks that a file whose variants all inherit
// a mistake stops being checked once it has more diagnostics than are
// shown, and says which variants were left unchecked.
func TestStopsAtDiagnosticLimit(t *testing.T) {
	lib := parse(t, "lib.vdl", miniLib)
	var b strings.Builder
	b.WriteString("rules r extends base { board 4x4; add-pieces Nobody; setup \"k3/4/P3/K2R w - - 0 1\" }\n")
	for i := 0; i < 3000; i++ {
		fmt.Fprintf(&b, "variant v%d extends r { }\n", i)
	}
	f := parse(t, "many.vdl", b.String())
	_, diags := Check([]*syntax.File{f}, []*syntax.File{lib})
	if len(diags) > 2*diag.MaxPerFile {
		t.Errorf("%d diagnostics: checking did not stop", len(diags))
	}
	last := diags[len(diags)-1]
	if last.Code != diag.TooManyDiagnostics || !strings.Contains(last.Msg, "to v2999") || last.Pos.Line < 100 {
		t.Errorf("last diagnostic %v: want the variants not checked", last)
	}
}
