package lang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

// TestNotVDL: a file that is clearly not vdl is one error, V112, that
// quotes nothing of it; vdl text with mistakes is not taken for one.
func TestNotVDL(t *testing.T) {
	for _, test := range []struct {
		name, src string
		notVDL    bool
	}{
		{"png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDRsecret", true},
		{"control", "variant v { board 8x8 }\x01secret\n", true},
		{"latin1", strings.Repeat("caf\xe9 secret ", 20), true},
		{"passwd", "root:x:0:0:root:/root:/bin/bash\nsecret:x:1000:1000::/home/secret:/bin/sh\n", true},
		{"markdown", "# Notes\n\nSome secret text about chess.\n* a list\n", true},
		{"words", strings.Repeat("x\n", 1000), true},
		{"typo", "varaint mine extends chess { board 8x8 }\n", false},
		{"half typed", "pi", false},
		{"comments only", "# nothing yet\n\n", false},
		{"empty", "", false},
		{"one stray byte", "variant v extends chess \"caf\xe9\" { }\n", false},
		{"statements only", "board 8x8\nsetup \"8/8/8/8/8/8/8/8 w - - 0 1\"\n", false},
		{"bom", "\ufeffvariant v extends chess { }\n", false},
	} {
		bad := NotVDL("f.vdl", []byte(test.src), true)
		if got := bad != nil; got != test.notVDL {
			t.Errorf("%s: %v, want not a vdl file: %v", test.name, bad, test.notVDL)
		}
		if bad != nil && (len(bad) != 1 || bad[0].Code != diag.NotVDLFile || strings.Contains(bad[0].Msg, "secret") ||
			bad[0].Pos.Line < 1 || !strings.HasPrefix(bad[0].Msg, "not a vdl file: ")) {
			t.Errorf("%s: %v, want \"not a vdl file\" at its place, quoting nothing", test.name, bad)
		}
	}
	// A file linted itself: binary data is refused as a whole; text,
	// however broken, gets its diagnostics.
	if diags := LintSource("f.vdl", []byte("\x89PNG\r\n\x1a\n\x00\x00secret")); len(diags) != 1 || diags[0].Code != diag.NotVDLFile || strings.Contains(diags[0].Msg, "secret") {
		t.Errorf("linting binary data: %v, want one V112 error", diags)
	}
	if diags := LintSource("f.vdl", []byte("root:x:0:0:root:/root:/bin/bash\n")); len(diags) == 0 || diags[0].Code == diag.NotVDLFile {
		t.Errorf("linting text: %v, want its mistakes", diags)
	}

	// An import of a file that is not vdl: an error at the import.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte("# My variants\n\nsecret: see the files.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	diags := LintSource(filepath.Join(dir, "main.vdl"), []byte("import \"README.md\"\n"))
	if len(diags) != 1 || diags[0].Code != diag.BadImport || diags[0].Pos.Line != 1 || diags[0].Pos.Col != 8 ||
		!strings.Contains(diags[0].Msg, "not a vdl file") || strings.Contains(diags[0].Msg, "secret") {
		t.Errorf("import of a README: %v, want one V057 error at the import saying not a vdl file", diags)
	}
}

// TestNoLongQuotes: however long the names and tokens of a file, no
// message (nor note) quotes more than diag.MaxQuote characters of it.
func TestNoLongQuotes(t *testing.T) {
	l := strings.Repeat("A", 100)
	n := strings.Repeat("9", 60)
	src := "piece " + l + " x \"W\"\n" +
		"piece P" + l + " " + l + " \"W" + l + "\"\n" +
		"variant v extends orthodox { board 8x8; pieces King " + l + "x Queen; setup \"8/8/8/8/8/8/8/8 w - - 0 1\"; castling " + l + " }\n" +
		"rules " + l + "r { foo" + l + " 3; repetition " + n + " }\n" +
		"variant w extends " + l + "q { }\n" +
		"variant u extends chess { use " + l + "z; allow " + l + "k \"x\"; board " + n + "x" + n + " }\n" +
		"variant t extends chess { promotion { pieces " + l + "; choices Queen; last-rank } }\n" +
		"variant s extends chess { setup \"" + l + "/8/8/8/8/8/8/8 w - - 0 1\" }\n"
	diags := LintSource("long.vdl", []byte(src))
	if len(diags) < 8 {
		t.Fatalf("only %d diagnostics: %v", len(diags), diags)
	}
	for _, d := range diags {
		text := d.Text()
		for i := 0; i+diag.MaxQuote < len(text); i++ {
			if w := text[i : i+diag.MaxQuote+1]; strings.Contains(src, w) && strings.Trim(w, "A9") == "" {
				t.Errorf("a message quotes more than %d characters of the file: %s", diag.MaxQuote, text)
				break
			}
		}
	}
}
