package lang

import (
	"testing"
)

// TestCastlingByColour: white-kingside ... black-queenside give one
// colour's king its own castling on that side, in the IR's ByColour; the
// other side and the other colour keep the common rule. On a hex board
// both colours castle alike (V101); a file off the board is V022, the
// king and partner on one file V031.
func TestCastlingByColour(t *testing.T) {
	const head = "variant c extends orthodox {\n\tboard 8x8\n\tsetup \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"\n"
	src := head + "\tcastling {\n\t\tking King\n\t\trooks Rook\n\t\tkingside g f\n\t\tqueenside c d\n\t\twhite-queenside b c\n\t\tblack-kingside steps 1..2\n\t}\n}\n"
	v, _, diags := CompileSourceVariant("c.vdl", []byte(src), "c")
	if v == nil {
		t.Fatalf("%v", diags)
	}
	c := v.Rules.Castling
	if s := c.Side(0, 1); s == nil || s.KingFile != 1 || s.RookFile != 2 {
		t.Errorf("White queenside %+v, want files b/c", s)
	}
	if s := c.Side(1, 1); s == nil || s.KingFile != 2 || s.RookFile != 3 {
		t.Errorf("Black queenside %+v, want the common c/d", s)
	}
	if s := c.Side(1, 0); s == nil || s.Steps == nil || s.Steps.Min != 1 || s.Steps.Max != 2 {
		t.Errorf("Black kingside %+v, want steps 1..2", s)
	}
	if s := c.Side(0, 0); s == nil || s.KingFile != 6 || s.Steps != nil {
		t.Errorf("White kingside %+v, want the common g/f", s)
	}
	if !c.ByColourSet() {
		t.Errorf("ByColourSet false")
	}
	for _, bad := range []struct{ name, body, code string }{
		{"off the board", "\t\twhite-queenside i c\n", "V022"},
		{"one file", "\t\tblack-queenside b b\n", "V031"},
		{"twice", "\t\tblack-queenside b c\n\t\tblack-queenside a c\n", "V008"},
	} {
		src := head + "\tcastling {\n\t\tking King\n\t\trooks Rook\n\t\tkingside g f\n" + bad.body + "\t}\n}\n"
		_, _, diags := CompileSourceVariant("c.vdl", []byte(src), "c")
		found := false
		for _, d := range diags {
			found = found || string(d.Code) == bad.code
		}
		if !found {
			t.Errorf("%s: diagnostics %v, want %s", bad.name, diags, bad.code)
		}
	}
	hex := "variant h {\n\tboard hex 6\n\tpieces King Rook\n\troyal King\n\tcastling {\n\t\tking King\n\t\trooks Rook\n\t\tkingside steps 1..2\n\t\twhite-kingside steps 1..3\n\t}\n\tsetup \"k/3/5/7/9/11/11/11/11/11/K9R w - - 0 1\"\n}\n"
	_, _, diags = CompileSourceVariant("h.vdl", []byte(hex), "h")
	found := false
	for _, d := range diags {
		found = found || string(d.Code) == "V101"
	}
	if !found {
		t.Errorf("hex: diagnostics %v, want V101", diags)
	}
}
