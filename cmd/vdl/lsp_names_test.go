package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Two files: pieces.vdl declares a piece, a rules set and a region; the
// document imports it, extends the rules and uses all three.
const lspLibDoc = `rules lancers extends orthodox {
	region home a1-h2
	piece Lancer l "fR" "Slides straight forward only"
}
`

const lspUserDoc = `import "pieces.vdl"

variant mine extends lancers {
	board 8x8
	add-pieces Lancer
	region far a7-h8
	drops { pieces Lancer; region home }
	setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [Ll]"
}
`

// The language server's name features: references and rename of a
// piece, a region and a rules set across an import; a refused rename;
// document symbols; a quick fix for a "did you mean"; formatting with
// the editor's spaces.
func TestLSPNames(t *testing.T) {
	c := startLSP(t)
	dir := t.TempDir()
	lib, user := filepath.Join(dir, "pieces.vdl"), filepath.Join(dir, "mine.vdl")
	if err := os.WriteFile(lib, []byte(lspLibDoc), 0o644); err != nil {
		t.Fatal(err)
	}
	uri, libURI := fileURI(user), fileURI(lib)
	res := c.request("initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}})
	caps := res.(map[string]any)["capabilities"].(map[string]any)
	for _, k := range []string{"referencesProvider", "renameProvider", "documentSymbolProvider", "codeActionProvider"} {
		if caps[k] == nil {
			t.Errorf("capability %s missing: %v", k, caps)
		}
	}
	c.notify("initialized", map[string]any{})
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "vdl", "version": 1, "text": lspUserDoc}})
	c.diagnostics(uri)

	where := func(res any) string {
		var out []string
		for _, l := range res.([]any) {
			m := l.(map[string]any)
			r := m["range"].(map[string]any)["start"].(map[string]any)
			out = append(out, fmt.Sprintf("%s:%v:%v", filepath.Base(m["uri"].(string)), r["line"], r["character"]))
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	refs := func(line, char int, decl bool) string {
		p := docPos(uri, line, char)
		p["context"] = map[string]any{"includeDeclaration": decl}
		return where(c.request("textDocument/references", p))
	}
	// The Lancer in add-pieces: its declaration in the imported file and
	// its two uses (add-pieces, drops).
	if got, want := refs(4, 13, true), "mine.vdl:4:12 mine.vdl:6:16 pieces.vdl:2:7"; got != want {
		t.Errorf("references of Lancer: %s, want %s", got, want)
	}
	if got, want := refs(4, 13, false), "mine.vdl:4:12 mine.vdl:6:16"; got != want {
		t.Errorf("references of Lancer without its declaration: %s, want %s", got, want)
	}
	// The region home, declared in the rules the variant extends.
	if got, want := refs(6, 32, true), "mine.vdl:6:31 pieces.vdl:1:8"; got != want {
		t.Errorf("references of home: %s, want %s", got, want)
	}
	// The rules lancers, from extends.
	if got, want := refs(2, 23, true), "mine.vdl:2:21 pieces.vdl:0:6"; got != want {
		t.Errorf("references of lancers: %s, want %s", got, want)
	}

	// Rename the Lancer to Spear: every use, both files.
	edit := c.request("textDocument/rename", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(4, 13), "newName": "Spear"}).(map[string]any)
	changes := edit["changes"].(map[string]any)
	if n := len(changes[uri].([]any)); n != 2 {
		t.Errorf("rename: %d edits in mine.vdl, want 2: %v", n, changes)
	}
	if n := len(changes[libURI].([]any)); n != 1 {
		t.Errorf("rename: %d edits in pieces.vdl, want 1: %v", n, changes)
	}
	// Refused: a name that is taken, a keyword, not a name.
	for _, bad := range []struct{ name, why string }{{"Rook", "already a piece"}, {"board", "keyword"}, {"9x", "not a name"}} {
		c.nextID++
		c.send(map[string]any{"id": c.nextID, "method": "textDocument/rename", "params": map[string]any{"textDocument": map[string]any{"uri": uri}, "position": pos(4, 13), "newName": bad.name}})
		m := c.next()
		for m["id"] == nil {
			m = c.next()
		}
		if e, ok := m["error"].(map[string]any); !ok || !strings.Contains(e["message"].(string), bad.why) {
			t.Errorf("rename to %s: %v, want an error saying %q", bad.name, m, bad.why)
		}
	}

	// Document symbols: the variant with its region far.
	syms := c.request("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}).([]any)
	if len(syms) != 1 || syms[0].(map[string]any)["name"] != "mine" {
		t.Fatalf("symbols: %v", syms)
	}
	kids := syms[0].(map[string]any)["children"].([]any)
	if len(kids) != 1 || kids[0].(map[string]any)["name"] != "far" {
		t.Errorf("symbols of mine: %v", kids)
	}

	// A misspelt piece: its diagnostic says "did you mean", the quick fix
	// replaces the word.
	typo := strings.Replace(lspUserDoc, "add-pieces Lancer", "add-pieces Lancre", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": typo}}})
	diags := c.diagnostics(uri)
	var mean []any
	for _, d := range diags {
		if strings.Contains(d.(map[string]any)["message"].(string), "did you mean") {
			mean = append(mean, d)
		}
	}
	if len(mean) == 0 {
		t.Fatalf("no did-you-mean diagnostic for Lancre: %v", diags)
	}
	acts := c.request("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
		"range": mean[0].(map[string]any)["range"], "context": map[string]any{"diagnostics": mean}}).([]any)
	if len(acts) == 0 {
		t.Fatal("no code action for the did-you-mean")
	}
	a := acts[0].(map[string]any)
	e := a["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)[0].(map[string]any)
	r := e["range"].(map[string]any)
	if a["title"] != "Change to Lancer" || e["newText"] != "Lancer" || r["start"].(map[string]any)["character"].(float64) != 12 || r["end"].(map[string]any)["character"].(float64) != 18 {
		t.Errorf("code action %v", a)
	}

	// Formatting with spaces, as the editor asks.
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 3},
		"contentChanges": []any{map[string]any{"text": "variant mine extends lancers {\nboard 8x8\n}\n"}}})
	c.diagnostics(uri)
	edits := c.request("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}).([]any)
	if len(edits) != 1 || !strings.Contains(edits[0].(map[string]any)["newText"].(string), "\n  board 8x8\n") {
		t.Errorf("formatting with 2 spaces: %v", edits)
	}
}
