package lang

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

// TestErrors compiles the chunks of testdata/errors/*.vdl and compares the
// diagnostics with the expectations written on the offending lines:
//
//	royal Kng   ### V011@8 "unknown piece Kng \(did you mean King\?\)"
//
// A line may hold several expectations; @COL is optional; the quoted text
// (in double or single quotes) is a regular expression the message must
// match. A "---" line starts a new
// chunk, compiled on its own (with line numbers kept), so that one chunk's
// declarations cannot disturb another's. Every diagnostic must be expected
// and every expectation met.
func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.vdl")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, chunk := range chunks(string(src)) {
			runChunk(t, path, chunk)
		}
	}
}

// chunks splits a file at "---" lines, replacing the lines of other chunks
// by empty ones so that line numbers stay those of the file.
func chunks(src string) []string {
	lines := strings.Split(src, "\n")
	var out []string
	start := 0
	for i := 0; i <= len(lines); i++ {
		if i == len(lines) || strings.TrimSpace(lines[i]) == "---" {
			c := strings.Repeat("\n", start) + strings.Join(lines[start:i], "\n")
			out = append(out, c)
			start = i + 1
		}
	}
	return out
}

type expectation struct {
	line, col int
	code      string
	re        *regexp.Regexp
	met       bool
}

// The regular expression may also be in single quotes, for lines where a
// double quote would end a string literal the test is about.
var expectRE = regexp.MustCompile(`### (V\d{3})(?:@(\d+))? (?:"((?:[^"\\]|\\.)*)"|'([^']*)')`)

func parseExpectations(t *testing.T, path, chunk string) []*expectation {
	var exps []*expectation
	for i, line := range strings.Split(chunk, "\n") {
		for _, m := range expectRE.FindAllStringSubmatch(line, -1) {
			e := &expectation{line: i + 1, code: m[1]}
			if m[2] != "" {
				e.col, _ = strconv.Atoi(m[2])
			}
			re, err := regexp.Compile(m[3] + m[4])
			if err != nil {
				t.Fatalf("%s:%d: bad expectation: %v", path, i+1, err)
			}
			e.re = re
			exps = append(exps, e)
		}
	}
	return exps
}

func runChunk(t *testing.T, path, chunk string) {
	t.Helper()
	exps := parseExpectations(t, path, chunk)
	_, diags := CompileSource(path, []byte(chunk))
	for _, d := range diags {
		if d.Pos.File != path {
			t.Errorf("diagnostic outside the file: %v", d)
			continue
		}
		found := false
		for _, e := range exps {
			if !e.met && e.line == d.Pos.Line && e.code == string(d.Code) &&
				(e.col == 0 || e.col == d.Pos.Col) && e.re.MatchString(d.Msg) {
				e.met, found = true, true
				break
			}
		}
		if !found {
			t.Errorf("unexpected diagnostic: %v", d)
		}
	}
	for _, e := range exps {
		if !e.met {
			t.Errorf("%s:%d: missing diagnostic %s col %d matching %q", path, e.line, e.code, e.col, e.re)
		}
	}
}

// TestEveryCodeTested makes sure every code in diag/codes.go has a case in
// testdata/errors and an entry in spec/errors.md. InternalError cannot be
// provoked on purpose, ReadError is tested by TestReadError, and
// SourceTooLarge, which needs a file over 1 MiB, by TestSourceTooLarge.
func TestEveryCodeTested(t *testing.T) {
	codes, err := os.ReadFile("diag/codes.go")
	if err != nil {
		t.Fatal(err)
	}
	var data strings.Builder
	files, _ := filepath.Glob("testdata/errors/*.vdl")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		data.Write(b)
	}
	spec, err := os.ReadFile("../spec/errors.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`(\w+) Code = "(V\d{3})"`).FindAllStringSubmatch(string(codes), -1) {
		name, code := m[1], m[2]
		if !strings.Contains(string(spec), "## "+code+" "+name) {
			t.Errorf("spec/errors.md has no section \"## %s %s\"", code, name)
		}
		if code == string(diag.InternalError) || code == string(diag.ReadError) || code == string(diag.SourceTooLarge) {
			continue
		}
		if !strings.Contains(data.String(), "### "+code) {
			t.Errorf("no test case for %s (%s) in testdata/errors", code, name)
		}
	}
}

func TestReadError(t *testing.T) {
	_, diags := CompileFile("testdata/no-such-file.vdl")
	if len(diags) != 1 || diags[0].Code != diag.ReadError || diags[0].Pos.File != "testdata/no-such-file.vdl" {
		t.Errorf("got %v, want one %s", diags, diag.ReadError)
	}
}
