package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// lspFixDoc draws a lint warning with a fix on each of its lines marked
// below: a redundant group and a redundant letter (V055), a piece the
// variant never uses and inherited ones (V027), a piece that shadows the
// standard library's (V170).
const lspFixDoc = `piece Wazir w "WfW"
piece Narrow n "ffN"
piece Spare s "N"
variant mine {
	board 8x8
	pieces King Wazir Narrow Spare
	royal King
	setup "4k3/8/8/8/8/8/8/WN2K3 w - - 0 1"
}
variant theirs extends chess {
	setup "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
}
`

// applyEdits applies non-overlapping LSP text edits to text (single-line
// ranges and insertions at a line start, which is all the fixes make).
func applyEdits(t *testing.T, text string, edits []any) string {
	t.Helper()
	lines := strings.Split(text, "\n")
	type ed struct {
		line, from, to int
		text           string
	}
	var es []ed
	for _, e := range edits {
		m := e.(map[string]any)
		r := m["range"].(map[string]any)
		s, n := r["start"].(map[string]any), r["end"].(map[string]any)
		if s["line"] != n["line"] {
			t.Fatalf("edit over several lines: %v", m)
		}
		es = append(es, ed{int(s["line"].(float64)), int(s["character"].(float64)), int(n["character"].(float64)), m["newText"].(string)})
	}
	sort.Slice(es, func(i, j int) bool {
		return es[i].line > es[j].line || es[i].line == es[j].line && es[i].from > es[j].from
	})
	for _, e := range es {
		l := lines[e.line]
		lines[e.line] = l[:e.from] + e.text + l[e.to:]
	}
	return strings.Join(lines, "\n")
}

// TestLSPLintFixes: every lint warning with a fix gets a quick fix, and
// the fix, applied, makes that warning go away and leaves the text as a
// person would have edited it.
func TestLSPLintFixes(t *testing.T) {
	c := startLSP(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "fix.vdl")
	if err := os.WriteFile(path, []byte(lspFixDoc), 0o644); err != nil {
		t.Fatal(err)
	}
	uri := fileURI(path)
	c.request("initialize", map[string]any{"processId": nil, "rootUri": fileURI(dir), "capabilities": map[string]any{}})
	c.notify("initialized", map[string]any{})
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "vdl", "version": 1, "text": lspFixDoc}})
	diags := c.diagnostics(uri)
	for _, tc := range []struct {
		code, about string   // the warning: its code and a text of its message
		title       string   // the fix's title
		gone        string   // text the fix takes away, if any
		want        []string // texts of the fixed document
	}{
		{"V055", "group fW adds no moves", "Remove group fW from the Betza string", `"WfW"`, []string{`piece Wazir w "W"` + "\n"}},
		{"V055", "'f' in ffN changes nothing", "Remove 'f' from ffN", `"ffN"`, []string{`piece Narrow n "fN"`}},
		{"V027", "Spare is neither", "Remove Spare from the pieces", "Narrow Spare", []string{"\tpieces King Wazir Narrow\n", `piece Spare s "N"`}},
		{"V027", "never uses the inherited piece Pawn", "Add remove-pieces Pawn", "", []string{"variant theirs extends chess {\n\tremove-pieces Pawn\n\tsetup"}},
		{"V170", "piece Wazir shadows", "Rename Wazir to LocalWazir in your files (the library's Wazir stays as it is)", "piece Wazir", []string{`piece LocalWazir w "WfW"`, "\tpieces King LocalWazir Narrow Spare\n"}},
	} {
		var dg any
		for _, d := range diags {
			m := d.(map[string]any)
			if m["code"] == tc.code && strings.Contains(m["message"].(string), tc.about) {
				dg = d
			}
		}
		if dg == nil {
			t.Errorf("%s %q: no such diagnostic in %v", tc.code, tc.about, diags)
			continue
		}
		acts := c.request("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
			"range": dg.(map[string]any)["range"], "context": map[string]any{"diagnostics": []any{dg}}}).([]any)
		if len(acts) != 1 {
			t.Errorf("%s %q: %d code actions, want 1: %v", tc.code, tc.about, len(acts), acts)
			continue
		}
		a := acts[0].(map[string]any)
		if a["title"] != tc.title || a["kind"] != "quickfix" {
			t.Errorf("%s %q: action %q (%v), want %q", tc.code, tc.about, a["title"], a["kind"], tc.title)
		}
		edits := a["edit"].(map[string]any)["changes"].(map[string]any)[uri].([]any)
		text := applyEdits(t, lspFixDoc, edits)
		if tc.gone != "" && strings.Contains(text, tc.gone) {
			t.Errorf("%s %q: fixed text still holds %q:\n%s", tc.code, tc.about, tc.gone, text)
		}
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %q: fixed text lacks %q:\n%s", tc.code, tc.about, w, text)
			}
		}
	}
}
