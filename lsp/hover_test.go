package lsp

import (
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

// TestHover: the exported hover of other front ends is the server's, and
// reads imports only through the function given.
func TestHover(t *testing.T) {
	text := "import \"lib.vdl\"\nvariant mine extends chess \"Mine\" {\n\tpiece Wazir w \"W\"\n\tadd-pieces Wazir\n}\n"
	var asked []string
	read := func(path string) ([]byte, diag.List) {
		asked = append(asked, path)
		return []byte("# an empty library\n"), nil
	}
	for _, tc := range []struct {
		line, col int
		want      string
	}{
		{3, 2, "**piece**: "},
		{4, 13, "**Wazir** (W): `W`"},
		{3, 17, "Betza `W`: 4 moves"},
		{2, 22, "**variant chess**"},
		{2, 1, "**variant**: "},
		{5, 1, ""},
		{0, 1, ""},
		{9, 1, ""},
	} {
		got := Hover("mine.vdl", text, tc.line, tc.col, read)
		if !strings.HasPrefix(got, tc.want) || tc.want == "" && got != "" {
			t.Errorf("%d:%d: %q, want %q", tc.line, tc.col, got, tc.want)
		}
	}
	for _, p := range asked {
		if !strings.HasSuffix(p, "lib.vdl") {
			t.Errorf("Hover read %s, not only the import", p)
		}
	}
	if len(asked) == 0 {
		t.Error("Hover did not read the import through read")
	}
}
