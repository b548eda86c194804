package serve

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

var (
	testServerOnce sync.Once
	testServer     *Server
	testServerErr  error
)

// shared is one server for the tests that do not change it (New compiles
// the bundled variants once).
func shared(t *testing.T) *Server {
	t.Helper()
	testServerOnce.Do(func() { testServer, testServerErr = New(Options{Jobs: 4}) })
	if testServerErr != nil {
		t.Fatal(testServerErr)
	}
	return testServer
}

// call sends a request to h and decodes the JSON answer.
func call(t *testing.T, h http.Handler, method, path string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	r := httptest.NewRequest(method, path, rd)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	var out map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s %s: status %d, not JSON: %v: %.200s", method, path, w.Code, err, w.Body.String())
	}
	return w.Code, out
}

// sourceOf is what the page loads for a bundled variant.
func sourceOf(t *testing.T, s *Server, variant string) request {
	t.Helper()
	code, src := call(t, s, "GET", "/api/source?variant="+variant, nil)
	if code != 200 {
		t.Fatalf("source %s: %d %v", variant, code, src)
	}
	return request{Text: src["text"].(string), Filename: src["filename"].(string), Variant: src["variant"].(string)}
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// TestCheckTypo: a typo in the text is reported by the checker at its
// line and column, with its code and a suggestion.
func TestCheckTypo(t *testing.T) {
	s := shared(t)
	tests := []struct {
		variant, old, new, code, msg string
	}{
		{"capricorn", "\tboard 8x8\n\tpiece Capricorn r", "\tbord 8x8\n\tpiece Capricorn r", "V004", "did you mean board?"},
		{"capricorn", "rooks Capricorn\n", "rooks Capricron\n", "", "Capricorn"},
		{"chess", "variant chess ", "varient chess ", "", ""},
	}
	for _, tc := range tests {
		req := sourceOf(t, s, tc.variant)
		at := strings.Index(req.Text, tc.old)
		if at < 0 {
			t.Fatalf("%s: %q not in the source", tc.variant, tc.old)
		}
		// The typo's place: the first byte that differs.
		diff := 0
		for tc.old[diff] == tc.new[diff] {
			diff++
		}
		wantLine := strings.Count(req.Text[:at+diff], "\n") + 1
		req.Text = req.Text[:at] + tc.new + req.Text[at+len(tc.old):]
		code, res := call(t, s, "POST", "/api/check", req)
		if code != 200 {
			t.Fatalf("%s: check: %d %v", tc.variant, code, res)
		}
		var found bool
		for _, d := range res["diagnostics"].([]any) {
			d := d.(map[string]any)
			if int(d["line"].(float64)) == wantLine && d["severity"] == "error" && strings.Contains(d["code"].(string), tc.code) && strings.Contains(d["msg"].(string), tc.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %q -> %q: no error at line %d with %q %q: %v", tc.variant, tc.old, tc.new, wantLine, tc.code, tc.msg, res["diagnostics"])
		}
		// The board refuses the text, saying why.
		if code, res := call(t, s, "POST", "/api/position", req); code != 400 || !strings.Contains(res["error"].(string), "error") {
			t.Errorf("%s: position of a text with errors: %d %v", tc.variant, code, res)
		}
	}
	// The unchanged text has no error.
	req := sourceOf(t, s, "capricorn")
	_, res := call(t, s, "POST", "/api/check", req)
	for _, d := range res["diagnostics"].([]any) {
		if d.(map[string]any)["severity"] == "error" {
			t.Errorf("capricorn: %v", d)
		}
	}
	if vs := strs(res["variants"]); !slices.Contains(vs, "capricorn") {
		t.Errorf("variants %v lack capricorn", vs)
	}
}

// interpMoves is what the interpreter says: the legal moves after the
// moves played, in coordinate notation.
func interpMoves(t *testing.T, variant string, moves []string) (legal []string, fen string) {
	t.Helper()
	v, err := lang.Find(variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.StartPosition()
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatalf("%s: %s: %v", variant, mv, err)
		}
		p.Make(m)
	}
	for _, m := range p.LegalMoves(nil) {
		legal = append(legal, g.MoveString(m))
	}
	slices.Sort(legal)
	return legal, p.FEN()
}

// TestLegalMovesMatchInterp: the moves the page offers are the
// interpreter's, each with the squares to click.
func TestLegalMovesMatchInterp(t *testing.T) {
	s := shared(t)
	tests := []struct {
		variant string
		moves   []string
	}{
		{"capricorn", nil},
		{"capricorn", []string{"e2e4", "d7d5", "e4d5"}},
		{"chess", []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"}},
		{"crazyhouse", []string{"e2e4", "d7d5", "e4d5", "d8d5"}},
		{"xiangqi", nil},
		{"shogi", []string{"c3c4", "c7c6"}},
	}
	for _, tc := range tests {
		req := sourceOf(t, s, tc.variant)
		req.Moves = tc.moves
		code, res := call(t, s, "POST", "/api/position", req)
		if code != 200 {
			t.Fatalf("%s %v: %d %v", tc.variant, tc.moves, code, res)
		}
		for _, k := range []string{"uci", "san"} {
			if l, ok := res[k].([]any); !ok || len(l) != len(tc.moves) {
				t.Errorf("%s %v: %s is %v, want a list of %d", tc.variant, tc.moves, k, res[k], len(tc.moves))
			}
		}
		want, fen := interpMoves(t, tc.variant, tc.moves)
		var got []string
		for _, m := range res["legal"].([]any) {
			m := m.(map[string]any)
			uci := m["uci"].(string)
			got = append(got, uci)
			from, _ := m["from"].(string)
			to, _ := m["to"].(string)
			drop, _ := m["drop"].(string)
			if drop == "" && (from == "" || !strings.HasPrefix(uci, from) || !strings.Contains(uci[len(from):], to)) {
				t.Errorf("%s: move %s has squares %q %q", tc.variant, uci, from, to)
			}
			if drop != "" && !strings.HasPrefix(uci, drop+"@") {
				t.Errorf("%s: drop %s of %q", tc.variant, uci, drop)
			}
			if svg := res["svg"].(string); to != "" && !strings.Contains(svg, `data-sq="`+to+`"`) {
				t.Errorf("%s: no target on %s in the board", tc.variant, to)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s %v: legal moves\n got %v\nwant %v", tc.variant, tc.moves, got, want)
		}
		if res["fen"] != fen {
			t.Errorf("%s: fen %v, want %s", tc.variant, res["fen"], fen)
		}
	}
}

// TestGameThroughAPI plays a game of capricorn through the API, the
// engine choosing both sides' moves at a small depth, and checks the
// record: FEN, SAN in the PGN, and that the interpreter replays it.
func TestGameThroughAPI(t *testing.T) {
	s := shared(t)
	req := sourceOf(t, s, "capricorn")
	const plies = 24
	var res map[string]any
	for i := 0; i < plies; i++ {
		code, pos := call(t, s, "POST", "/api/position", req)
		if code != 200 {
			t.Fatalf("ply %d: %d %v", i, code, pos)
		}
		res = pos
		if pos["over"] == true {
			break
		}
		e := req
		e.Depth = 2
		code, mv := call(t, s, "POST", "/api/engine", e)
		if code != 200 {
			t.Fatalf("engine at ply %d: %d %v", i, code, mv)
		}
		uci := mv["uci"].(string)
		var legal bool
		for _, m := range pos["legal"].([]any) {
			legal = legal || m.(map[string]any)["uci"] == uci
		}
		if !legal {
			t.Fatalf("ply %d: the engine's %s is not among the legal moves", i, uci)
		}
		req.Moves = append(slices.Clone(req.Moves), uci)
	}
	_, res = call(t, s, "POST", "/api/position", req)
	_, fen := interpMoves(t, "capricorn", req.Moves)
	if res["fen"] != fen {
		t.Errorf("final fen %v, want %s", res["fen"], fen)
	}
	if got := strs(res["uci"]); !slices.Equal(got, req.Moves) {
		t.Errorf("uci %v, want %v", got, req.Moves)
	}
	pgn := res["pgn"].(string)
	for _, tag := range []string{`[Variant "capricorn"]`, `[FEN "`, "1. "} {
		if !strings.Contains(pgn, tag) {
			t.Errorf("pgn lacks %q:\n%s", tag, pgn)
		}
	}
	for _, san := range strs(res["san"]) {
		if !strings.Contains(pgn, " "+san) {
			t.Errorf("pgn lacks %s:\n%s", san, pgn)
		}
	}
	// A move that is not legal is refused, saying which.
	bad := req
	bad.Moves = append(slices.Clone(req.Moves), "a1a8")
	if code, r := call(t, s, "POST", "/api/position", bad); code != 400 || !strings.Contains(r["error"].(string), "move "+itoa(len(bad.Moves))) {
		t.Errorf("illegal move: %d %v", code, r)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestFEN: a position set up from a FEN, and a bad FEN refused.
func TestFEN(t *testing.T) {
	s := shared(t)
	req := sourceOf(t, s, "chess")
	req.FEN = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
	code, res := call(t, s, "POST", "/api/position", req)
	if code != 200 || res["fen"] != req.FEN {
		t.Fatalf("%d %v", code, res["fen"])
	}
	if n := len(res["legal"].([]any)); n != 15 {
		t.Errorf("%d legal moves, want 15", n)
	}
	req.FEN = "4k3/8/8/8 w"
	if code, res := call(t, s, "POST", "/api/position", req); code != 400 || !strings.HasPrefix(res["error"].(string), "FEN:") {
		t.Errorf("bad FEN: %d %v", code, res)
	}
}

// TestPerft: counts to a small depth, refuses a deep one, and stops past
// its budget with a clear error.
func TestPerft(t *testing.T) {
	s, err := New(Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	req := sourceOf(t, s, "chess")
	req.Depth = 3
	if code, res := call(t, s, "POST", "/api/perft", req); code != 200 || res["nodes"].(float64) != 8902 {
		t.Errorf("perft 3: %d %v", code, res["nodes"])
	}
	req.Depth = MaxPerftDepth + 1
	if code, res := call(t, s, "POST", "/api/perft", req); code != 400 || !strings.Contains(res["error"].(string), "out of range") {
		t.Errorf("perft too deep: %d %v", code, res)
	}
	s.perftNodes = 5000
	req.Depth = 3
	if code, res := call(t, s, "POST", "/api/perft", req); code != http.StatusUnprocessableEntity || !strings.Contains(res["error"].(string), "budget") {
		t.Errorf("perft past its budget: %d %v", code, res)
	}
}

// TestSizeLimit: a definition over 1 MiB, or a larger body, is refused
// with a clear error and nothing computed.
func TestSizeLimit(t *testing.T) {
	s := shared(t)
	big := request{Text: "# " + strings.Repeat("x", MaxDefinition) + "\n"}
	code, res := call(t, s, "POST", "/api/check", big)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(res["error"].(string), "1 MiB") {
		t.Errorf("definition over the limit: %d %v", code, res)
	}
	huge := []byte(`{"text":"` + strings.Repeat("x", MaxBody) + `"}`)
	code, res = call(t, s, "POST", "/api/position", huge)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(res["error"].(string), "too large") {
		t.Errorf("body over the limit: %d %v", code, res)
	}
	// Just under the limit is fine.
	ok := request{Text: "# " + strings.Repeat("x", MaxDefinition-4) + "\n"}
	if code, res := call(t, s, "POST", "/api/check", ok); code != 200 {
		t.Errorf("definition under the limit: %d %v", code, res)
	}
	if code, res := call(t, s, "POST", "/api/check", []byte("{not json")); code != 400 || !strings.Contains(res["error"].(string), "bad request") {
		t.Errorf("bad JSON: %d %v", code, res)
	}
}

// TestConcurrencyCap: with every job slot taken a request is refused at
// once ("busy"), and served when a slot is free again.
func TestConcurrencyCap(t *testing.T) {
	s, err := New(Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	req := sourceOf(t, s, "chess")
	s.jobs <- struct{}{}
	s.jobs <- struct{}{}
	for _, path := range []string{"/api/check", "/api/position", "/api/engine", "/api/perft"} {
		code, res := call(t, s, "POST", path, req)
		if code != http.StatusServiceUnavailable || !strings.Contains(res["error"].(string), "busy") {
			t.Errorf("%s with no slot: %d %v", path, code, res)
		}
	}
	<-s.jobs
	if code, res := call(t, s, "POST", "/api/position", req); code != 200 {
		t.Errorf("with a slot free: %d %v", code, res)
	}
	<-s.jobs
	if len(s.jobs) != 0 {
		t.Errorf("%d slots still held after the requests", len(s.jobs))
	}
}

// TestFiles: the server reads the files given and nothing else: a text
// may import one of them, not any other file.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	armies := filepath.Join(dir, "armies.vdl")
	if err := os.WriteFile(armies, []byte("piece Wazir W \"W\" \"steps one square orthogonally\" { value 100 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(dir, "secret.vdl")
	if err := os.WriteFile(secret, []byte("secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Files: []string{armies}})
	if err != nil {
		t.Fatal(err)
	}
	if _, res := call(t, s, "GET", "/api/variants", nil); !slices.Equal(strs(res["files"]), []string{"armies.vdl"}) {
		t.Errorf("files %v", res["files"])
	}
	if code, res := call(t, s, "GET", "/api/source?file=armies.vdl", nil); code != 200 || !strings.Contains(res["text"].(string), "Wazir") {
		t.Errorf("given file: %d %v", code, res)
	}
	for _, f := range []string{"secret.vdl", "../secret.vdl", secret} {
		if code, res := call(t, s, "GET", "/api/source?file="+f, nil); code != 404 {
			t.Errorf("file %s: %d %v", f, code, res)
		}
	}
	_, res := call(t, s, "POST", "/api/check", request{Text: "import \"secret.vdl\"\n"})
	if d := res["diagnostics"].([]any); len(d) == 0 || !strings.Contains(d[0].(map[string]any)["msg"].(string), "reads only the files given") {
		t.Errorf("import of a file not given: %v", res)
	}
	if _, err := New(Options{Files: []string{filepath.Join(dir, "missing.vdl")}}); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestPage: the page and its assets are served, and refer to nothing
// outside the server (it works offline).
func TestPage(t *testing.T) {
	s := shared(t)
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		if w.Code != 200 || w.Body.Len() == 0 {
			t.Errorf("%s: %d", path, w.Code)
		}
	}
	err := fs.WalkDir(static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := static.ReadFile(path)
		if bytes.Contains(b, []byte("http://")) || bytes.Contains(b, []byte("https://")) || bytes.Contains(b, []byte("//cdn")) {
			t.Errorf("%s refers to another site", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	code, res := call(t, s, "GET", "/api/source", nil)
	if code != 200 {
		t.Fatal(code)
	}
	tpl := request{Text: res["text"].(string), Filename: res["filename"].(string), Variant: res["variant"].(string)}
	if code, res := call(t, s, "POST", "/api/position", tpl); code != 200 || len(res["legal"].([]any)) != 20 {
		t.Errorf("the empty template: %d %v", code, res["error"])
	}
}

// TestRequestTime: a request past its time gets a clear error at once;
// its job keeps its slot until it really ends, then frees it.
func TestRequestTime(t *testing.T) {
	s, err := New(Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	req := sourceOf(t, s, "capricorn")
	s.requestTime = time.Nanosecond
	code, res := call(t, s, "POST", "/api/check", req)
	if code != http.StatusServiceUnavailable || !strings.Contains(res["error"].(string), "took longer than") {
		t.Errorf("past its time: %d %v", code, res)
	}
	s.requestTime = RequestTime
	for len(s.jobs) > 0 {
		time.Sleep(10 * time.Millisecond) // the check still runs: wait for it
	}
	if code, res := call(t, s, "POST", "/api/check", req); code != 200 {
		t.Errorf("in time: %d %v", code, res)
	}
}

// TestLoad: 50 clients at once on a server of 4 jobs each get an answer,
// the position or "busy", and none waits for a slot; afterwards no slot
// is held.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	s := shared(t)
	ts := httptest.NewServer(s)
	defer ts.Close()
	req := sourceOf(t, s, "chess")
	req.Moves = []string{"e2e4", "e7e5"}
	body, _ := json.Marshal(req)
	const clients, each = 50, 4
	var mu sync.Mutex
	counts := map[int]int{}
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range each {
				resp, err := http.Post(ts.URL+"/api/position", "application/json", bytes.NewReader(body))
				if err != nil {
					t.Error(err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				mu.Lock()
				counts[resp.StatusCode]++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if counts[200]+counts[503] != clients*each || counts[200] == 0 {
		t.Errorf("answers by status: %v, want %d of 200 or 503, some 200", counts, clients*each)
	}
	if n := len(s.jobs); n != 0 {
		t.Errorf("%d job slots held after the load", n)
	}
}
