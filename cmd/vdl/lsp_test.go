package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/textproto"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// lspClient is a Language Server Protocol client that runs vdl lsp as an
// editor would: a child process spoken to over its standard input and
// output, with Content-Length framed JSON-RPC.
type lspClient struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	msgs   chan map[string]any
	nextID int
	notes  []map[string]any // notifications received, in order
}

func startLSP(t *testing.T) *lspClient {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(exe, "lsp")
	cmd.Env = append(os.Environ(), childEnv+"=1", "XDG_CACHE_HOME="+t.TempDir())
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &lspClient{t: t, cmd: cmd, in: in, msgs: make(chan map[string]any, 100)}
	go func() {
		r := bufio.NewReader(out)
		for {
			h, err := textproto.NewReader(r).ReadMIMEHeader()
			if err != nil {
				close(c.msgs)
				return
			}
			n, _ := strconv.Atoi(h.Get("Content-Length"))
			body := make([]byte, n)
			if _, err := io.ReadFull(r, body); err != nil {
				close(c.msgs)
				return
			}
			var m map[string]any
			if err := json.Unmarshal(body, &m); err != nil {
				panic(fmt.Sprintf("the server sent bad JSON: %v: %s", err, body))
			}
			c.msgs <- m
		}
	}()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return c
}

func (c *lspClient) send(m map[string]any) {
	c.t.Helper()
	m["jsonrpc"] = "2.0"
	body, _ := json.Marshal(m)
	if _, err := fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		c.t.Fatal(err)
	}
}

// next waits for the next message from the server.
func (c *lspClient) next() map[string]any {
	c.t.Helper()
	select {
	case m, ok := <-c.msgs:
		if !ok {
			c.t.Fatal("the server closed its output")
		}
		return m
	case <-time.After(30 * time.Second):
		c.t.Fatal("no message from the server in 30 s")
	}
	return nil
}

// request sends a request and returns its result, keeping the
// notifications that come before the response.
func (c *lspClient) request(method string, params any) any {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"id": id, "method": method, "params": params})
	for {
		m := c.next()
		if _, isNote := m["method"]; isNote {
			c.notes = append(c.notes, m)
			continue
		}
		if int(m["id"].(float64)) != id {
			c.t.Fatalf("response to %v, want %d", m["id"], id)
		}
		if e, ok := m["error"]; ok {
			c.t.Fatalf("%s: error %v", method, e)
		}
		return m["result"]
	}
}

func (c *lspClient) notify(method string, params any) {
	c.send(map[string]any{"method": method, "params": params})
}

// diagnostics waits for the diagnostics published for uri.
func (c *lspClient) diagnostics(uri string) []any {
	c.t.Helper()
	for i, m := range c.notes {
		if m["method"] == "textDocument/publishDiagnostics" {
			p := m["params"].(map[string]any)
			if p["uri"] == uri {
				c.notes = append(c.notes[:i], c.notes[i+1:]...)
				return p["diagnostics"].([]any)
			}
		}
	}
	for {
		m := c.next()
		if m["method"] == "textDocument/publishDiagnostics" {
			p := m["params"].(map[string]any)
			if p["uri"] == uri {
				return p["diagnostics"].([]any)
			}
		}
		c.notes = append(c.notes, m)
	}
}

func fileURI(p string) string { return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String() }

func pos(line, char int) map[string]any { return map[string]any{"line": line, "character": char} }

func docPos(uri string, line, char int) map[string]any {
	return map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(line, char)}
}

const lspDoc = `variant mine extends orthodox {
	board 8x8
	piece Lancer l "fR" "Slides straight forward only"
	add-pieces Lancer
	setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
}
`

// TestLSP runs vdl lsp as an editor does and checks every feature:
// diagnostics as the text changes (an inherited mistake at the author's
// line, with the library line as related information), hover on a piece
// name and on a Betza string with the move diagram, go to definition of a
// piece and of the extended rules (a library file written to the cache),
// completion of the keywords of the enclosing block and of piece names,
// formatting, and a clean shutdown.
func TestLSP(t *testing.T) {
	c := startLSP(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.vdl")
	uri := fileURI(path)
	res := c.request("initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}})
	caps := res.(map[string]any)["capabilities"].(map[string]any)
	for _, k := range []string{"hoverProvider", "definitionProvider", "completionProvider", "documentFormattingProvider"} {
		if caps[k] == nil {
			t.Errorf("capability %s missing: %v", k, caps)
		}
	}
	c.notify("initialized", map[string]any{})

	// The Lancer is in the pieces but not in the setup: a warning.
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "vdl", "version": 1, "text": lspDoc}})
	diags := c.diagnostics(uri)
	if len(diags) != 1 || !strings.Contains(fmt.Sprint(diags[0]), "V027") {
		t.Errorf("diagnostics on open: %v, want the V027 warning about Lancer", diags)
	}

	// An edit that leaves Pawn out: one error at the extends, with the
	// library lines as related information.
	broken := strings.Replace(lspDoc, "add-pieces Lancer", "pieces King Queen Rook Bishop Knight Lancer", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": broken}}})
	diags = c.diagnostics(uri)
	var errs []map[string]any
	for _, d := range diags {
		if d.(map[string]any)["severity"].(float64) == 1 {
			errs = append(errs, d.(map[string]any))
		}
	}
	if len(errs) != 1 {
		t.Fatalf("diagnostics after the edit: %v, want one error", diags)
	}
	e := errs[0]
	if e["code"] != "V021" || !strings.Contains(e["message"].(string), "add-pieces Pawn") {
		t.Errorf("error %v, want V021 with the fix", e)
	}
	if r := e["range"].(map[string]any)["start"].(map[string]any); r["line"].(float64) != 0 || r["character"].(float64) != 21 {
		t.Errorf("error at %v, want the extends argument (line 0, character 21)", r)
	}
	rel, _ := e["relatedInformation"].([]any)
	if len(rel) == 0 {
		t.Fatalf("no related information: %v", e)
	}
	loc := rel[0].(map[string]any)["location"].(map[string]any)
	libPath := strings.TrimPrefix(loc["uri"].(string), "file://")
	if lib, err := os.ReadFile(libPath); err != nil || !strings.Contains(string(lib), "rules orthodox") {
		t.Errorf("related information points at %s, which does not hold the library's rules: %v", libPath, err)
	}

	// Back to the good text.
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 3},
		"contentChanges": []any{map[string]any{"text": lspDoc}}})
	c.diagnostics(uri)

	// Hover on the Lancer in add-pieces: its description and diagram.
	h := c.request("textDocument/hover", docPos(uri, 3, 14)).(map[string]any)
	md := h["contents"].(map[string]any)["value"].(string)
	for _, want := range []string{"**Lancer** (L): `fR`", "Slides straight forward only", "8  .  .  .  *", "4  .  .  .  L", "* move or capture"} {
		if !strings.Contains(md, want) {
			t.Errorf("hover lacks %q:\n%s", want, md)
		}
	}
	// Hover on the Betza string.
	h = c.request("textDocument/hover", docPos(uri, 2, 18)).(map[string]any)
	if md := h["contents"].(map[string]any)["value"].(string); !strings.Contains(md, "Betza `fR`: 1 moves") || !strings.Contains(md, "5  .  .  .  *") {
		t.Errorf("hover on the Betza string:\n%s", md)
	}
	// Hover on a keyword.
	h = c.request("textDocument/hover", docPos(uri, 1, 2)).(map[string]any)
	if md := h["contents"].(map[string]any)["value"].(string); !strings.Contains(md, "**board**") {
		t.Errorf("hover on board: %s", md)
	}

	// Definition of the Lancer: its declaration on line 2.
	locs := c.request("textDocument/definition", docPos(uri, 3, 14)).([]any)
	if len(locs) != 1 || locs[0].(map[string]any)["uri"] != uri ||
		locs[0].(map[string]any)["range"].(map[string]any)["start"].(map[string]any)["line"].(float64) != 2 {
		t.Errorf("definition of Lancer: %v", locs)
	}
	// Definition of orthodox: the library file, written to the cache.
	locs = c.request("textDocument/definition", docPos(uri, 0, 24)).([]any)
	if len(locs) != 1 || !strings.HasSuffix(locs[0].(map[string]any)["uri"].(string), "stdlib/orthodox.vdl") {
		t.Errorf("definition of orthodox: %v", locs)
	}

	// Completion at the start of a statement in the variant's body.
	edited := strings.Replace(lspDoc, "\tboard 8x8\n", "\tboard 8x8\n\tca\n", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 4},
		"contentChanges": []any{map[string]any{"text": edited}}})
	c.diagnostics(uri)
	items := labels(c.request("textDocument/completion", docPos(uri, 2, 3)))
	for _, want := range []string{"castling", "promotion", "add-pieces", "allow"} {
		if !strings.Contains(items, " "+want+" ") {
			t.Errorf("completion in a variant body lacks %s: %s", want, items)
		}
	}
	if strings.Contains(items, " kingside ") {
		t.Errorf("completion in a variant body offers kingside: %s", items)
	}
	// In a castling block: its statements only.
	edited = strings.Replace(lspDoc, "\tboard 8x8\n", "\tboard 8x8\n\tcastling {\n\t\tk\n\t}\n", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 5},
		"contentChanges": []any{map[string]any{"text": edited}}})
	c.diagnostics(uri)
	items = labels(c.request("textDocument/completion", docPos(uri, 3, 3)))
	if !strings.Contains(items, " king ") || !strings.Contains(items, " kingside ") || strings.Contains(items, " board ") {
		t.Errorf("completion in a castling block: %s", items)
	}
	// Piece names after pieces.
	edited = strings.Replace(lspDoc, "add-pieces Lancer", "add-pieces Lancer Ar", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 6},
		"contentChanges": []any{map[string]any{"text": edited}}})
	c.diagnostics(uri)
	items = labels(c.request("textDocument/completion", docPos(uri, 3, 21)))
	for _, want := range []string{"Archbishop", "Lancer", "Knight"} {
		if !strings.Contains(items, " "+want+" ") {
			t.Errorf("piece completion lacks %s: %s", want, items)
		}
	}

	// Formatting: one edit with vdl fmt's text.
	ugly := "variant   mine extends orthodox {board 8x8;setup \"8/8/8/8/8/8/8/8 w - - 0 1\"}\n"
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 7},
		"contentChanges": []any{map[string]any{"text": ugly}}})
	c.diagnostics(uri)
	edits := c.request("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 4, "insertSpaces": false}}).([]any)
	if len(edits) != 1 || edits[0].(map[string]any)["newText"] != "variant mine extends orthodox { board 8x8; setup \"8/8/8/8/8/8/8/8 w - - 0 1\" }\n" {
		t.Errorf("formatting: %v", edits)
	}

	c.request("shutdown", nil)
	c.notify("exit", nil)
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("vdl lsp exited with %v after shutdown and exit", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("vdl lsp did not exit")
	}
}

// labels joins the labels of a completion result, with spaces around each.
func labels(res any) string {
	var b strings.Builder
	b.WriteString(" ")
	for _, it := range res.(map[string]any)["items"].([]any) {
		b.WriteString(it.(map[string]any)["label"].(string) + " ")
	}
	return b.String()
}

// call sends a request and returns its whole response, keeping the
// notifications that come before it.
func (c *lspClient) call(method string, params any) map[string]any {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"id": id, "method": method, "params": params})
	for {
		m := c.next()
		if _, isNote := m["method"]; isNote {
			c.notes = append(c.notes, m)
			continue
		}
		if int(m["id"].(float64)) != id {
			c.t.Fatalf("response to %v, want %d", m["id"], id)
		}
		return m
	}
}

// publication waits for the diagnostics published for uri at version
// (those of other versions before it are counted in *earlier).
func (c *lspClient) publication(uri string, version int, earlier *int) []any {
	c.t.Helper()
	for {
		var m map[string]any
		if len(c.notes) > 0 {
			m, c.notes = c.notes[0], c.notes[1:]
		} else {
			m = c.next()
		}
		if m["method"] != "textDocument/publishDiagnostics" {
			continue
		}
		p := m["params"].(map[string]any)
		if p["uri"] != uri {
			continue
		}
		if v, _ := p["version"].(float64); int(v) == version {
			return p["diagnostics"].([]any)
		}
		*earlier++
	}
}

// TestLSPTrust: what an editor, or a hostile file, must not be able to
// do to the language server: make it read its own input stream or wait
// on a FIFO through an import, analyse a document past 1 MiB, analyse
// every one of a burst of edits, or answer requests after shutdown.
func TestLSPTrust(t *testing.T) {
	c := startLSP(t)
	dir := t.TempDir()
	uri := fileURI(filepath.Join(dir, "mine.vdl"))
	c.request("initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}})
	c.notify("initialized", map[string]any{})

	// Imports of standard input (the server's own JSON-RPC stream) or
	// from above the document's folder: an error at the import, and the
	// server goes on answering.
	imports := "import \"/dev/stdin\"\nimport \"../../../../../../etc/passwd\"\n" + lspDoc
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "vdl", "version": 1, "text": imports}})
	diags := c.diagnostics(uri)
	if got := fmt.Sprint(diags); !strings.Contains(got, "V057") || !strings.Contains(got, "an absolute path") || !strings.Contains(got, "outside the import root") {
		t.Errorf("imports of /dev/stdin and ../: %v, want two V057 errors", diags)
	}

	// A document past 1 MiB: one diagnostic, no analysis, no hover.
	huge := lspDoc + "# " + strings.Repeat("x", 1<<20) + "\n"
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": huge}}})
	diags = c.diagnostics(uri)
	if len(diags) != 1 || diags[0].(map[string]any)["code"] != "V042" || !strings.Contains(diags[0].(map[string]any)["message"].(string), "not analysed") {
		t.Errorf("a document past 1 MiB: %v, want one V042 error", diags)
	}
	if h := c.request("textDocument/hover", docPos(uri, 3, 14)); h != nil {
		t.Errorf("hover in a document past 1 MiB: %v, want none", h)
	}
	if r := c.call("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{}}); r["error"] == nil {
		t.Errorf("formatting a document past 1 MiB: %v, want an error", r)
	}

	// A burst of 100 edits, sent at once: analysed once or a few times,
	// not 100 times, and the last text's diagnostics come last.
	var burst strings.Builder
	for v := 3; v <= 102; v++ {
		body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": v},
			"contentChanges": []any{map[string]any{"text": lspDoc + strings.Repeat("# edit\n", v)}}}})
		fmt.Fprintf(&burst, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	if _, err := io.WriteString(c.in, burst.String()); err != nil {
		t.Fatal(err)
	}
	earlier := 0
	diags = c.publication(uri, 102, &earlier)
	if len(diags) != 1 || !strings.Contains(fmt.Sprint(diags[0]), "V027") {
		t.Errorf("diagnostics after the burst: %v, want the V027 warning", diags)
	}
	t.Logf("of a burst of 100 edits, %d earlier texts were published before the last", earlier)
	if earlier > 10 {
		t.Errorf("%d of the burst's 100 edits were analysed and published: want the last one (and a few at most)", earlier)
	}

	// After shutdown: InvalidRequest for every request; exit ends it.
	c.request("shutdown", nil)
	r := c.call("textDocument/hover", docPos(uri, 3, 14))
	if e, _ := r["error"].(map[string]any); e == nil || e["code"].(float64) != -32600 {
		t.Errorf("hover after shutdown: %v, want the error InvalidRequest (-32600)", r)
	}
	r = c.call("shutdown", nil)
	if e, _ := r["error"].(map[string]any); e == nil || e["code"].(float64) != -32600 {
		t.Errorf("shutdown after shutdown: %v, want the error InvalidRequest (-32600)", r)
	}
	c.notify("exit", nil)
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("vdl lsp exited with %v after shutdown and exit", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("vdl lsp did not exit")
	}
}
