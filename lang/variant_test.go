package lang

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// TestCompileVariant checks that one variant of a file is compiled without
// the others: the setup error of another variant (found only when it is
// set up) is not reported, and the names of all are returned.
func TestCompileVariant(t *testing.T) {
	src := `
rules base { board 8x8; pieces King Rook; royal King }
variant b extends base { setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" }
variant bad extends base { setup "4k3/8/8/8/8/8/8/4K2R w Q - 0 1" }
`
	v, names, diags := CompileSourceVariant("t.vdl", []byte(src), "b")
	if v == nil || v.Name != "b" || len(diags) > 0 {
		t.Errorf("CompileSourceVariant(b) = %v, %v", v, diags)
	}
	if strings.Join(names, " ") != "b bad" {
		t.Errorf("names %v, want [b bad]", names)
	}
	v, _, diags = CompileSourceVariant("t.vdl", []byte(src), "bad")
	if v != nil || len(diags) != 1 || diags[0].Code != "V028" {
		t.Errorf("CompileSourceVariant(bad) = %v, %v: want the setup error", v, diags)
	}
}

// TestLongChainOneVariant compiles the last of 3,000 variants each
// extending the one before: only it is lowered and set up.
func TestLongChainOneVariant(t *testing.T) {
	var b strings.Builder
	b.WriteString("variant v0 extends orthodox { board 8x8; setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" }\n")
	for i := 1; i < 3000; i++ {
		fmt.Fprintf(&b, "variant v%d extends v%d { }\n", i, i-1)
	}
	v, names, diags := CompileSourceVariant("chain.vdl", []byte(b.String()), "v2999")
	if v == nil || len(diags) > 0 || len(names) != 3000 {
		t.Fatalf("got %v, %d names, %v", v, len(names), diags)
	}
	if len(v.Pieces) != 6 || v.Rules.Castling == nil {
		t.Errorf("v2999 did not inherit chess: %d pieces, castling %v", len(v.Pieces), v.Rules.Castling)
	}
}

// TestLintLongChain lints 3,000 variants each extending the one before:
// inheritance is resolved once, and variants that differ only in name set
// up one game between them, so the work is a small multiple of one
// variant's (about 1 MB allocated each without the shared setup check).
func TestLintLongChain(t *testing.T) {
	var b strings.Builder
	b.WriteString("variant v0 extends orthodox { board 8x8; setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" }\n")
	for i := 1; i < 3000; i++ {
		fmt.Fprintf(&b, "variant v%d extends v%d { }\n", i, i-1)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	diags := LintSource("chain.vdl", []byte(b.String()))
	runtime.ReadMemStats(&after)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	t.Logf("%d MB", (after.TotalAlloc-before.TotalAlloc)>>20)
	if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 400 {
		t.Errorf("linting 3,000 chained variants allocated %d MB", mb)
	}
}
