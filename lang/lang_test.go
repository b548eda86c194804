package lang

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/betza"
	"github.com/vdl-chess/vdl/lang/diag"
)

// TestBundled checks that the shipped definitions compile without a
// diagnostic, warnings included.
func TestBundled(t *testing.T) {
	vs, diags := Bundled()
	for _, d := range diags {
		t.Error(d)
	}
	names := map[string]bool{}
	for _, v := range vs {
		names[v.Name] = true
	}
	for _, want := range []string{"chess", "capablanca"} {
		if !names[want] {
			t.Errorf("Bundled() lacks %s", want)
		}
	}
}

// TestBundledLintClean runs the whole linter (the reviews of the compiled
// games too, such as a piece standing in its promotion zone at the start)
// over every shipped file: a bundled definition has no warning.
func TestBundledLintClean(t *testing.T) {
	files, err := filepath.Glob("../definitions/*.vdl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled files: %v", err)
	}
	for _, path := range files {
		for _, d := range LintFile(path) {
			t.Error(d)
		}
	}
}

func TestFind(t *testing.T) {
	v, err := Find("capablanca")
	if err != nil {
		t.Fatal(err)
	}
	if v.Board.Files != 10 || v.Board.Ranks != 8 {
		t.Errorf("capablanca board = %dx%d, want 10x8", v.Board.Files, v.Board.Ranks)
	}
	_, err = Find("chss")
	if err == nil || !strings.Contains(err.Error(), "did you mean chess?") {
		t.Errorf("Find(chss) error = %v, want a suggestion of chess", err)
	}
}

// TestConcreteOnly checks that rules are not returned, that variants come
// in file order, and that a variant with an error is dropped while the
// others are kept.
func TestConcreteOnly(t *testing.T) {
	src := `
rules base { board 8x8; pieces King Rook; royal King }
variant b extends base { setup "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" }
variant bad extends base { setup "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1" }
variant a extends base { setup "4k3/8/8/8/8/8/8/4K2R w - - 0 1" }
`
	vs, diags := CompileSource("t.vdl", []byte(src))
	if len(diags) != 1 {
		t.Errorf("diagnostics: %v, want one", diags)
	}
	var got []string
	for _, v := range vs {
		got = append(got, v.Name)
	}
	if strings.Join(got, " ") != "b a" {
		t.Errorf("variants %v, want [b a]", got)
	}
}

// TestStdlibPieces checks that every standard piece compiles, by putting
// each in a variant of its own.
func TestStdlibPieces(t *testing.T) {
	files, _ := library()
	for _, f := range files {
		for _, s := range f.Stmts {
			if s.Keyword != "piece" {
				continue
			}
			name := s.Args[0].Str
			src := "variant v { board 8x8; pieces King " + name + "; setup \"8/8/8/8/8/8/8/8 w - - 0 1\" }"
			if name == "King" {
				src = "variant v { board 8x8; pieces King; setup \"8/8/8/8/8/8/8/8 w - - 0 1\" }"
			}
			vs, diags := CompileSource("t.vdl", []byte(src))
			if diags.Err() != nil || len(vs) != 1 {
				t.Errorf("piece %s: %v", name, diags)
				continue
			}
			if p := vs[0].Pieces[len(vs[0].Pieces)-1]; len(p.Moves) == 0 {
				t.Errorf("piece %s has no moves", name)
			}
		}
	}
}

// FuzzCompile checks that no source makes the compiler panic, and that
// the diagnostics stay within their limits: a hundred per file and two
// more (the count of those left out, the variants left unchecked), each
// message of bounded length.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{
		"variant v extends orthodox { board 8x8; setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" }",
		"piece M m \"fmW\" { value 3 }\nvariant v { board 2x2; pieces King M; holes a2; setup \"*k/KM\" ; promotion { pieces M; rank 2; choices King; limit King 1 } }",
		"rules r extends r { castling { king K; rooks R; kingside z a } }",
		// Long words echo as excerpts only; binary data is not vdl.
		"variant v extends " + strings.Repeat("Q", 60) + " { pieces King " + strings.Repeat("x", 51) + "; repetition " + strings.Repeat("9", 45) + " }",
		"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		_, diags := CompileSource("fuzz.vdl", src)
		if len(diags) > diag.MaxPerFile+2 {
			t.Fatalf("%d diagnostics", len(diags))
		}
		for _, d := range diags {
			if d.Code == "V030" {
				t.Fatal(d)
			}
			if len(d.Msg) > diag.MaxMessage+100 {
				t.Fatalf("a message of %d bytes: %.200s", len(d.Msg), d.Msg)
			}
			if diag.ShortenWords(d.Msg) != d.Msg {
				t.Fatalf("a message quotes a word of more than %d characters: %.200s", diag.MaxQuote, d.Msg)
			}
			for _, n := range d.Notes {
				if diag.ShortenWords(n.Msg) != n.Msg {
					t.Fatalf("a note quotes a word of more than %d characters: %.200s", diag.MaxQuote, n.Msg)
				}
			}
		}
	})
}

// TestStdlibBetza checks the standard pieces' Betza strings for letters
// and groups that change nothing (V055), which the library, never
// compiled as the author's, is not warned of.
func TestStdlibBetza(t *testing.T) {
	files, _ := library()
	for _, f := range files {
		for _, s := range f.Stmts {
			if s.Keyword == "piece" && len(s.Args) > 2 {
				if r := betza.Redundant(s.Args[2].Str); r != nil {
					t.Errorf("%s: piece %s: Betza %q has parts that change nothing: %v", s.Pos, s.Args[0].Str, s.Args[2].Str, r)
				}
			}
		}
	}
}
