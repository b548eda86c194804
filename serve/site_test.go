package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteSite builds the static site and checks what it wrote: the
// page's files as vdl serve embeds them, the worker transport, the
// files given, the WebAssembly module and Go's loader.
func TestWriteSite(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles vdl to WebAssembly")
	}
	dir := builtSite(t)
	for _, name := range []string{"index.html", "app.js", "style.css", "worker.js"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := static.ReadFile("static/" + name)
		if string(got) != string(want) {
			t.Errorf("%s differs from the page vdl serve serves", name)
		}
	}
	config, _ := os.ReadFile(filepath.Join(dir, "config.js"))
	if !strings.Contains(string(config), `window.vdlTransport = "worker"`) {
		t.Errorf("config.js:\n%s", config)
	}
	var files map[string]string
	b, _ := os.ReadFile(filepath.Join(dir, "files.json"))
	if err := json.Unmarshal(b, &files); err != nil || !strings.Contains(files["mine.vdl"], "variant mine") {
		t.Errorf("files.json: %v %s", err, b)
	}
	wasm, _ := os.ReadFile(filepath.Join(dir, "vdl.wasm"))
	if len(wasm) < 4 || string(wasm[:4]) != "\x00asm" {
		t.Errorf("vdl.wasm is not a WebAssembly module (%d bytes)", len(wasm))
	}
	if exec, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js")); err != nil || !strings.Contains(string(exec), "class Go") && !strings.Contains(string(exec), "Go = class") {
		t.Errorf("wasm_exec.js: %v", err)
	}
}

// TestWriteSiteErrors: every bad input a clear error before anything is
// written.
func TestWriteSiteErrors(t *testing.T) {
	full := t.TempDir()
	os.WriteFile(filepath.Join(full, "keep.txt"), []byte("mine"), 0o644)
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	notSource := t.TempDir()
	os.WriteFile(filepath.Join(notSource, "go.mod"), []byte("module example.com/other\n"), 0o644)
	for _, tc := range []struct {
		name string
		out  string
		o    SiteOptions
		want string
	}{
		{"not empty", full, SiteOptions{}, "is not empty (1 entries, keep.txt first): vdl site writes only into a new or empty folder"},
		{"a file", file, SiteOptions{}, "is a file, not a folder"},
		{"no output", "", SiteOptions{}, "no output folder given"},
		{"no go", "", SiteOptions{Go: "/nonexistent/go"}, "no Go toolchain at /nonexistent/go (--go)"},
		{"not vdl", "", SiteOptions{Source: notSource}, "does not declare module github.com/vdl-chess/vdl"},
		{"no source", "", SiteOptions{Source: t.TempDir()}, "is not vdl's source"},
		{"missing file", "", SiteOptions{Files: []string{"testdata/none.vdl"}}, "testdata/none.vdl"},
	} {
		out := tc.out
		if out == "" && tc.name != "no output" {
			out = filepath.Join(t.TempDir(), "site")
		}
		_, err := WriteSite(out, tc.o)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
		if tc.out == "" && out != "" {
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s: %s was written", tc.name, out)
			}
		}
	}
	if b, _ := os.ReadFile(filepath.Join(full, "keep.txt")); string(b) != "mine" {
		t.Errorf("a file in a non-empty folder was touched")
	}
}

// TestFindSource finds this clone from inside it.
func TestFindSource(t *testing.T) {
	dir, err := FindSource()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.Abs("..")
	if dir != want {
		t.Errorf("FindSource %s, want %s", dir, want)
	}
}

// TestHover: the language server's hover text through the API.
func TestHover(t *testing.T) {
	s := shared(t)
	src := sourceOf(t, s, "clobber")
	at := strings.Index(src.Text, "variant clobber")
	line := strings.Count(src.Text[:at], "\n") + 1
	for _, tc := range []struct {
		line, col int
		want      string
	}{
		{line, 1, "**variant**: "},
		{line + 1, 2, "**board**: "},
		{line + 2, 8, "**Stone** (P): `cW`"},
		{line + 1, 9, ""}, // 5x6
		{0, 0, ""},
	} {
		code, out := call(t, s, "POST", "/api/hover", map[string]any{"text": src.Text, "filename": src.Filename, "line": tc.line, "col": tc.col})
		h, _ := out["hover"].(string)
		if code != 200 || !strings.HasPrefix(h, tc.want) || tc.want == "" && h != "" {
			t.Errorf("%d:%d: %d %q, want %q", tc.line, tc.col, code, h, tc.want)
		}
	}
}

// stream posts an analysis and reads its JSON lines.
func stream(t *testing.T, h http.Handler, ctx context.Context, body map[string]any) (int, []map[string]any) {
	t.Helper()
	data, _ := json.Marshal(body)
	r := httptest.NewRequest("POST", "/api/analyze", strings.NewReader(string(data))).WithContext(ctx)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	var lines []map[string]any
	sc := bufio.NewScanner(w.Body)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("not a JSON line: %v: %.200s", err, sc.Text())
		}
		lines = append(lines, m)
	}
	return w.Code, lines
}

// TestAnalyze: the balance report streams its progress, then the report
// with its text and chart; bad bounds and a cancelled request are clear
// errors.
func TestAnalyze(t *testing.T) {
	s := shared(t)
	src := sourceOf(t, s, "clobber")
	req := map[string]any{"text": src.Text, "filename": src.Filename, "variant": "clobber", "games": 2, "depth": 1}
	code, lines := stream(t, s, context.Background(), req)
	if code != 200 || len(lines) != 4 {
		t.Fatalf("%d, %d lines: %v", code, len(lines), lines)
	}
	for i := 0; i < 3; i++ {
		p, _ := lines[i]["progress"].(map[string]any)
		if p == nil || p["games"] != float64(i) || p["total"] != float64(2) {
			t.Errorf("line %d: %v, want progress %d of 2", i, lines[i], i)
		}
	}
	last := lines[3]
	text, _ := last["text"].(string)
	svg, _ := last["svg"].(string)
	if !strings.HasPrefix(text, "clobber: 2 games of engine:depth=1,nodes=5000") || !strings.Contains(svg, "<svg") ||
		last["command"] != "vdl analyze clobber -n 2 --player engine:depth=1,nodes=5000" {
		t.Errorf("report: %.300v", last)
	}

	for _, bad := range []struct {
		games, depth int
		want         string
	}{
		{MaxAnalyzeGames + 1, 1, "games 201 is out of range: want 1 to 200"},
		{-1, 1, "games -1 is out of range"},
		{2, MaxAnalyzeDepth + 1, "depth 5 is out of range: want 1 to 4"},
	} {
		req["games"], req["depth"] = bad.games, bad.depth
		code, out := call(t, s, "POST", "/api/analyze", req)
		if code != 400 || !strings.HasPrefix(out["error"].(string), bad.want) {
			t.Errorf("games %d depth %d: %d %v, want %q", bad.games, bad.depth, code, out, bad.want)
		}
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req["games"], req["depth"] = 50, 1
	_, lines = stream(t, s, ctx, req)
	if last := lines[len(lines)-1]; last["error"] != "analysis cancelled" {
		t.Errorf("cancelled analysis ends with %v", last)
	}
}

// TestTexts: definitions given as text are offered as files are.
func TestTexts(t *testing.T) {
	s, err := New(Options{Texts: map[string]string{"dir/given.vdl": "variant given extends chess \"Given\" {\n}\n"}, NoRequestTime: true})
	if err != nil {
		t.Fatal(err)
	}
	_, list := call(t, s, "GET", "/api/variants", nil)
	if files := strs(list["files"]); len(files) != 1 || files[0] != "given.vdl" {
		t.Errorf("files %v", files)
	}
	code, src := call(t, s, "GET", "/api/source?file=given.vdl", nil)
	if code != 200 || src["variant"] != "given" {
		t.Errorf("%d %v", code, src)
	}
	// Without a request time (the WebAssembly build) requests run on
	// the caller's goroutine: the same answers.
	code, pos := call(t, s, "POST", "/api/position", map[string]any{"text": src["text"], "filename": "given.vdl", "moves": []string{"e2e4"}})
	if code != 200 || pos["fen"] != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" {
		t.Errorf("position: %d %v", code, pos["fen"])
	}
	code, bad := call(t, s, "POST", "/api/position", map[string]any{"text": src["text"], "filename": "given.vdl", "moves": []string{"e2e5"}})
	if code != 400 || !strings.Contains(bad["error"].(string), "move 1") {
		t.Errorf("illegal move: %d %v", code, bad)
	}
	if _, err := New(Options{Texts: map[string]string{"big.vdl": strings.Repeat("#", MaxDefinition+1)}}); err == nil || !strings.Contains(err.Error(), "over the 1048576-byte definition limit") {
		t.Errorf("a text over the limit: %v", err)
	}
}
