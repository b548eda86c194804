package lsp

import "testing"

// Positions with characters outside ASCII: vdl counts characters, LSP
// UTF-16 code units ("♞" is one of each, "𝄞" one character but two units).
func TestPositions(t *testing.T) {
	line := `piece N n "N" "♞ 𝄞 knight"`
	tests := []struct{ col, units int }{{1, 0}, {11, 10}, {16, 15}, {18, 17}, {19, 19}, {20, 20}}
	for _, tt := range tests {
		if p := toPosition(line, 1, tt.col); p.Character != tt.units || p.Line != 0 {
			t.Errorf("toPosition(col %d) = %+v, want character %d", tt.col, p, tt.units)
		}
		if ln, col := fromPosition(line, position{0, tt.units}); ln != 1 || col != tt.col {
			t.Errorf("fromPosition(%d) = %d:%d, want 1:%d", tt.units, ln, col, tt.col)
		}
	}
	if n := tokenLength(line, 11); n != 3 {
		t.Errorf("tokenLength of the string \"N\" = %d, want 3", n)
	}
	if n := tokenLength(line, 7); n != 1 {
		t.Errorf("tokenLength of N = %d, want 1", n)
	}
}

func TestApplyChange(t *testing.T) {
	text := "board 8x8\nsetup \"♞\"\n"
	got := applyChange(text, &rangeLSP{position{1, 7}, position{1, 8}}, "x")
	if want := "board 8x8\nsetup \"x\"\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := applyChange(text, nil, "all"); got != "all" {
		t.Errorf("a change without a range replaces the text: got %q", got)
	}
}

// locate finds the block and statement of a position from the tokens,
// in text that does not parse.
func TestLocate(t *testing.T) {
	text := "variant v extends orthodox {\n\tcastling {\n\t\tki\n\tboard 8x8\n"
	pl := locate("t.vdl", text, 3, 5)
	if !pl.start || len(pl.path) != 2 || pl.path[1] != "castling" || pl.decl != "v" {
		t.Errorf("in the castling block: %+v", pl)
	}
	pl = locate("t.vdl", text, 1, 23)
	if pl.tok == nil || pl.tok.Text != "orthodox" || !pl.isDeclName() {
		t.Errorf("on orthodox: %+v", pl)
	}
	pl = locate("t.vdl", "# a comment\n", 1, 4)
	if pl.tok != nil {
		t.Errorf("in a comment: %+v", pl)
	}
}
