package syntax

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

var update = flag.Bool("update", false, "update golden files")

// TestParseTrees checks the tree of small inputs against a one-line dump.
func TestParseTrees(t *testing.T) {
	for _, test := range []struct{ in, want string }{
		{``, ``},
		{"\n\n# only a comment\n", ``},
		{`board 8x8`, `(board 8x8)`},
		{`ranks 1..8`, `(ranks 1..8)`},
		{`region palace d1..f3 files d..f`, `(region palace d1..f3 files d..f)`},
		{`move-rule 50 pieces Pawn`, `(move-rule 50 pieces Pawn)`},
		{`holes a3 b3 d5`, `(holes a3 b3 d5)`},
		{`score stalemate white 0.6 0.4 1`, `(score stalemate white 0.6 0.4 1)`},
		{`piece Pawn p "fmWfceFifmnD"`, `(piece Pawn p "fmWfceFifmnD")`},
		{`piece Knight n "N" "Jumps" { value 300 }`, `(piece Knight n "N" "Jumps" {(value 300)})`},
		{`s "a\"b\\c"`, `(s "a\"b\\c")`},
		{"a; b;; c\n", "(a)\n(b)\n(c)"},
		{"v {\n\n  a 1\n\n  b {\n c\n }\n}", `(v {(a 1) (b {(c)})})`},
		{"v { a; b }", `(v {(a) (b)})`},
		{"v {}", `(v {})`},
		{"x # trailing comment\ny", "(x)\n(y)"},
		{"crlf 1\r\nnext 2\r\n", "(crlf 1)\n(next 2)"},
		{"cr 1\rnext 2\r", "(cr 1)\n(next 2)"},
		{"v {\r  a 1\r}\r", `(v {(a 1)})`},
		{"\ufeffbom 1\n", "(bom 1)"},
	} {
		f, diags := Parse("t.vdl", []byte(test.in))
		if diags != nil {
			t.Errorf("Parse(%q): %v", test.in, diags)
			continue
		}
		if got := strings.TrimSuffix(Dump(f, false), "\n"); got != test.want {
			t.Errorf("Parse(%q) = %s, want %s", test.in, got, test.want)
		}
	}
}

// TestParseErrors checks the first syntax error of bad inputs.
func TestParseErrors(t *testing.T) {
	for _, test := range []struct{ in, want string }{
		{"variant chess {\n board 8x8\n", `t.vdl:1:15: error[V002]: "{" not closed before the end of the file`},
		{"a {\n b {}\n c {\n}", `t.vdl:1:3: error[V002]: "{" not closed before the end of the file`},
		{"board 8x8 }", `t.vdl:1:11: error[V002]: unexpected "}": no block is open`},
		{"x { } y", `t.vdl:1:7: error[V002]: unexpected "y": want a newline or ';' before the next statement`},
		{"x\n{\n}", `t.vdl:2:1: error[V002]: unexpected "{": want a statement; a block must open on the line of its statement`},
		{"8x8", `t.vdl:1:1: error[V002]: unexpected "8x8": want a keyword to start a statement`},
		{`x; "s"`, `t.vdl:1:4: error[V002]: unexpected string "s": want a keyword to start a statement`},
		{"x @", `t.vdl:1:3: error[V001]: invalid character "@"`},
		{"x d1..", `t.vdl:1:5: error[V001]: invalid character "."`},
		{`x "abc`, `t.vdl:1:3: error[V001]: string not terminated before the end of the line`},
		{"x 8x", `t.vdl:1:3: error[V001]: malformed number "8x": want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)`},
		{"x 0.", `t.vdl:1:3: error[V001]: malformed number "0.": want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)`},
		{"x 1.2.3", `t.vdl:1:3: error[V001]: malformed number "1.2.3": want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)`},
		{`x "a\qb"`, `t.vdl:1:5: error[V001]: unknown escape "\\q" in string: want \" or \\`},
		{"é", `t.vdl:1:1: error[V001]: name "é": names are ASCII letters, digits, '_' and '-', starting with a letter ('é' is U+00E9)`},
		{"piece Ферзь f \"F\"", `t.vdl:1:7: error[V001]: name "Ферзь": names are ASCII letters, digits, '_' and '-', starting with a letter ('Ф' is U+0424)`},
		{"piece Caféine", `t.vdl:1:7: error[V001]: name "Caféine": names are ASCII letters, digits, '_' and '-', starting with a letter ('é' is U+00E9)`},
		{"a → b", `t.vdl:1:3: error[V001]: invalid character '→' (U+2192)`},
		{"a \ufeff", `t.vdl:1:3: error[V001]: invalid character U+FEFF (a byte-order mark, allowed only at the start of the file)`},
		{"a \xff\xfe", `t.vdl:1:3: error[V001]: invalid character: the file is not UTF-8 text ("�")`},
		{"x \"é\\q\"", `t.vdl:1:5: error[V001]: unknown escape "\\q" in string: want \" or \\`},
		{"x 1" + strings.Repeat("x", 1000), `t.vdl:1:3: error[V001]: malformed number "1xxxxxxxxxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxx" (1001 characters): want an integer (8), a decimal (0.6), a size (10x8) or a range (1..8)`},
		{"x; \"" + strings.Repeat("s", 1000) + "\"", `t.vdl:1:4: error[V002]: unexpected string "sssssssssssssssssssssssss...ssssssssssss" (1002 characters): want a keyword to start a statement`},
		// in blocks: the token that does not fit, not the block's "{"
		{"a { c { 1 } }", `t.vdl:1:9: error[V002]: unexpected "1": want a keyword to start a statement`},
		{"a { b { c } d }\ne { f; 8 }\ng { } h", `t.vdl:1:13: error[V002]: unexpected "d": want a newline or ';' before the next statement`},
		{"a {\n b { c } d\n}\ne { f {\n} }", `t.vdl:2:10: error[V002]: unexpected "d": want a newline or ';' before the next statement`},
		{"a { b }\n{ c }\nd { \"s\" }", `t.vdl:2:1: error[V002]: unexpected "{": want a statement; a block must open on the line of its statement`},
		{"a { b {\n" + strings.Repeat("c\n", 60) + "8 }\n} d { 9 }", `t.vdl:62:1: error[V002]: unexpected "8": want a keyword to start a statement`},
		{strings.Repeat("a {", 33), `t.vdl:1:99: error[V043]: blocks nested 33 deep: vdl reads at most 32 levels (the language needs three)`},
	} {
		_, diags := Parse("t.vdl", []byte(test.in))
		if len(diags) == 0 {
			t.Errorf("Parse(%q): no error, want %s", test.in, test.want)
			continue
		}
		if got := diags[0].Error(); got != test.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", test.in, got, test.want)
		}
	}
}

// TestLexErrorsAll checks that every lexical error is reported, not just
// the first.
func TestLexErrorsAll(t *testing.T) {
	_, diags := Parse("t.vdl", []byte("a @\nb $ 9y\nc \"x"))
	if len(diags) != 4 {
		t.Fatalf("got %d diagnostics, want 4:\n%v", len(diags), diags)
	}
}

// TestOneErrorPerName checks that a name in another script is one
// mistake, not one per character.
func TestOneErrorPerName(t *testing.T) {
	_, diags := Parse("t.vdl", []byte("piece Ферзь ф \"F\"\nvariant Шахматы {}"))
	if len(diags) != 3 {
		t.Errorf("got %d diagnostics, want 3 (one per name):\n%v", len(diags), diags)
	}
}

// TestBadTokenLimit checks that a file of garbage gets at most
// diag.MaxPerFile errors and one more that counts the rest.
func TestBadTokenLimit(t *testing.T) {
	_, diags := Parse("t.vdl", []byte(strings.Repeat("@ ", 1000)))
	if len(diags) != 101 {
		t.Fatalf("got %d diagnostics, want 101", len(diags))
	}
	if last := diags[100].Error(); last != "t.vdl:1:201: error[V044]: and 900 more bad tokens in this file, not shown: vdl shows the first 100" {
		t.Errorf("last diagnostic: %s", last)
	}
}

// TestDeepNesting checks that nesting beyond the limit is refused before
// parsing, quickly, however deep it goes.
func TestDeepNesting(t *testing.T) {
	src := strings.Repeat("a {\n", 100000) + strings.Repeat("}\n", 100000)
	_, diags := Parse("t.vdl", []byte(src))
	if len(diags) != 1 || diags[0].Code != "V043" || diags[0].Pos.Line != 33 {
		t.Errorf("got %v, want one V043 at line 33", diags)
	}
	ok := strings.Repeat("a {\n", 32) + strings.Repeat("}\n", 32)
	if _, diags := Parse("t.vdl", []byte(ok)); diags != nil {
		t.Errorf("32 levels: %v", diags)
	}
}

// TestPosAt checks that offsets inside a string map to the right column,
// escapes and multi-byte runes included.
func TestPosAt(t *testing.T) {
	f, diags := Parse("t.vdl", []byte(`setup "ab\"cé\\d"`))
	if diags != nil {
		t.Fatal(diags)
	}
	a := f.Stmts[0].Args[0] // value: ab"cé\d, opening quote at column 7
	for _, test := range []struct{ off, col int }{
		{0, 8}, {1, 9}, {2, 10}, {3, 12}, {4, 13}, {6, 14}, {7, 16}, {8, 17}, {99, 17},
	} {
		if got := a.PosAt(test.off).Col; got != test.col {
			t.Errorf("PosAt(%d) = column %d, want %d", test.off, got, test.col)
		}
	}
}

// TestGolden parses testdata/*.vdl and compares a dump with positions
// against testdata/*.golden; go test -update rewrites the golden files.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.vdl")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		f, diags := Parse(filepath.Base(path), src)
		if f != nil {
			got = Dump(f, true)
		}
		for _, d := range diags {
			got += d.Error() + "\n"
		}
		golden := strings.TrimSuffix(path, ".vdl") + ".golden"
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: dump differs from %s:\n%s", path, golden, got)
		}
	}
}

// FuzzParse checks that no input makes the parser panic and that every
// failure carries a diagnostic with a position.
func FuzzParse(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/*.vdl")
	for _, s := range seeds {
		src, _ := os.ReadFile(s)
		f.Add(src)
	}
	f.Add([]byte("v {\n a \"x\\\"\" 1..2 3x4 {}\n}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, diags := Parse("fuzz.vdl", src)
		if file == nil && len(diags) == 0 {
			t.Fatal("no file and no diagnostics")
		}
		for _, d := range diags {
			if d.Code == "V030" {
				t.Fatalf("internal error: %v", d)
			}
		}
	})
}

// TestLargeInput checks that parsing costs memory in proportion to the
// input: four times the statements, at most five times the allocation (a
// parse that kept every chunk's bookkeeping, or copied it per statement,
// would grow faster). The peak a megabyte costs is measured in a process
// of its own by cmd/vdl's TestHostileMemory.
func TestLargeInput(t *testing.T) {
	alloc := func(size int) uint64 {
		src := []byte(strings.Repeat("x 1 y\n", size/6))
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f, diags := Parse("t.vdl", src)
		runtime.ReadMemStats(&after)
		if diags != nil || len(f.Stmts) != size/6 {
			t.Fatalf("%v", diags)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := alloc(1<<18), alloc(1<<20)
	t.Logf("256 KB: %d MB, 1 MB: %d MB", small>>20, large>>20)
	if large > 5*small {
		t.Errorf("parsing 1 MB allocated %d MB, 256 KB %d MB: more than linear", large>>20, small>>20)
	}
}

// TestChunksParseAlike checks the claim tokenStream rests on: parsing a
// file a chunk of statements at a time, each block's body apart, gives the
// tree that parsing it whole gives, and the same first error whatever the
// size of the chunks. Where the error is outside blocks, it is the whole
// parse's too; inside a block, the whole parse may blame the block's "{"
// (participle reports the failed optional block there), which
// TestParseErrors shows the parts do not.
func TestChunksParseAlike(t *testing.T) {
	inputs := []string{
		"a\n\nb 1 { c; d { e } }\n; f \"g\" -> h, i\n",
		"x { } y", "x\n{\n}", "8x8", `x; "s"`, "a\nb\n{ c }", "a b\nc; d\n\"s\"\ne",
		"a { b { c } }\nd { e } 8", "a {\n" + strings.Repeat("b 1\n", 50) + "c { d }\n" + strings.Repeat("e\n", 50) + "} f",
	}
	files, _ := filepath.Glob("../../definitions/*.vdl")
	std, _ := filepath.Glob("../../stdlib/*.vdl")
	for _, name := range append(files, std...) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, string(src))
	}
	nested := []string{ // errors inside blocks, before and after others
		"a { b { c } d }\ne { f; 8 }\ng { } h", "a { b\n{ } }\nc 8x8 { } d", "a { b { c { 1 } } }\n2",
		"a {\n b { c } d\n}\ne { f {\n} }", "a { b { c; d {} } }; e { \"s\" }", "a { b }\n{ c }\nd { \"s\" }",
		"a { b {\n" + strings.Repeat("c\n", 60) + "8 }\n} d { 9 }",
	}
	for i, in := range append(inputs, nested...) {
		whole, wholeDiags := parseChunks("t.vdl", []byte(in), 0)
		var first diag.List
		for _, chunk := range []int{1, 3, chunkTokens} {
			bits, bitsDiags := parseChunks("t.vdl", []byte(in), chunk)
			if chunk == 1 {
				first = bitsDiags
			}
			if i < len(inputs) && fmt.Sprint(wholeDiags) != fmt.Sprint(bitsDiags) {
				t.Errorf("%.40q, chunks of %d: whole: %v, in chunks: %v", in, chunk, wholeDiags, bitsDiags)
			}
			if fmt.Sprint(first) != fmt.Sprint(bitsDiags) {
				t.Errorf("%.40q: chunks of 1: %v, of %d: %v", in, first, chunk, bitsDiags)
			}
			if (whole == nil) != (bits == nil) || whole != nil && Dump(whole, true) != Dump(bits, true) {
				t.Errorf("%.40q, chunks of %d: the trees differ", in, chunk)
			}
		}
	}
	if len(inputs) < 20 {
		t.Errorf("only %d inputs: the definitions were not found", len(inputs))
	}
}
