package grammar

import (
	"encoding/json"
	"flag"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/syntax"
	"github.com/vdl-chess/vdl/stdlib"
)

var update = flag.Bool("update", false, "rewrite editors/vscode/syntaxes/vdl.tmLanguage.json")

const path = "../vscode/syntaxes/vdl.tmLanguage.json"

// TestGenerated checks that the grammar in the repository is the one the
// checker's tables give: a statement added to the language needs the file
// generated again (go test ./editors/grammar -update).
func TestGenerated(t *testing.T) {
	want, err := TextMate()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s is out of date with the checker's statements: run go test ./editors/grammar -update", path)
	}
}

// TestBundledFiles highlights every file vdl ships with the grammar, as
// an editor would, and checks each token's scope against vdl's own lexer:
// comments, strings and numbers; declarations and the names they declare;
// extends and the parent's name; and every statement keyword the checker
// knows, wherever a statement starts.
func TestBundledFiles(t *testing.T) {
	tm := load(t)
	keywords := check.Keywords()
	files := 0
	for dir, fsys := range map[string]fs.FS{"stdlib": stdlib.FS, "definitions": definitions.FS} {
		names, _ := fs.Glob(fsys, "*.vdl")
		for _, n := range names {
			src, err := fs.ReadFile(fsys, n)
			if err != nil {
				t.Fatal(err)
			}
			files++
			checkFile(t, tm, dir+"/"+n, src, keywords)
		}
	}
	if files < 10 {
		t.Fatalf("only %d bundled files", files)
	}
}

// checkFile compares the grammar's scopes with the lexer's tokens.
func checkFile(t *testing.T, tm *engine, name string, src []byte, keywords []string) {
	t.Helper()
	lines := strings.Split(string(src), "\n")
	scopes := make([][]string, len(lines))
	for i, l := range lines {
		scopes[i] = tm.line(l)
	}
	scopeAt := func(p syntax.Pos) string {
		// Columns count characters; the files are ASCII outside strings
		// and comments, where the token starts.
		line := lines[p.Line-1]
		off := len(string([]rune(line)[:p.Col-1]))
		return scopes[p.Line-1][off]
	}
	toks := syntax.Tokens(name, src)
	startOfStmt := true
	var prev *syntax.Token
	fail := func(tok syntax.Token, want string) {
		t.Errorf("%s:%d:%d: %q has scope %q, want %q", name, tok.Pos.Line, tok.Pos.Col, tok.Text, scopeAt(tok.Pos), want)
	}
	for i, tok := range toks {
		got := scopeAt(tok.Pos)
		switch tok.Kind {
		case syntax.TokComment:
			if got != ScopeComment {
				fail(tok, ScopeComment)
			}
		case syntax.TokString:
			if got != ScopeString {
				fail(tok, ScopeString)
			}
		case syntax.TokNumber:
			if got != ScopeNumber {
				fail(tok, ScopeNumber)
			}
		case syntax.TokIdent:
			switch {
			case startOfStmt && slices.Contains([]string{"piece", "rules", "variant"}, tok.Text):
				if got != ScopeDeclaration {
					fail(tok, ScopeDeclaration)
				}
			case startOfStmt && tok.Text == "import":
				if got != ScopeImport {
					fail(tok, ScopeImport)
				}
			case startOfStmt && slices.Contains(keywords, tok.Text):
				if got != ScopeKeyword {
					fail(tok, ScopeKeyword)
				}
			case prev != nil && prev.Kind == syntax.TokIdent && slices.Contains([]string{"piece", "rules", "variant"}, prev.Text) && i == 1 || prev != nil && prev.Text == "extends":
				want := ScopeName
				if prev.Text == "extends" {
					want = ScopeParent
				}
				if got != want {
					fail(tok, want)
				}
			case prev != nil && isDeclName(toks, i):
				if got != ScopeName {
					fail(tok, ScopeName)
				}
			case tok.Text == "extends":
				if got != ScopeExtends {
					fail(tok, ScopeExtends)
				}
			case tok.Text == "none":
				if got != ScopeNone {
					fail(tok, ScopeNone)
				}
			}
		case syntax.TokOpen, syntax.TokClose:
			if got != ScopeBrace {
				fail(tok, ScopeBrace)
			}
		case syntax.TokSemicolon:
			if got != ScopeSemicolon {
				fail(tok, ScopeSemicolon)
			}
		}
		startOfStmt = tok.Kind == syntax.TokNewline || tok.Kind == syntax.TokSemicolon || tok.Kind == syntax.TokOpen
		if tok.Kind != syntax.TokNewline {
			p := tok
			prev = &p
		}
	}
}

// isDeclName reports whether token i is the name of a declaration: the
// word after piece, rules or variant at the start of a statement.
func isDeclName(toks []syntax.Token, i int) bool {
	if i < 1 || !slices.Contains([]string{"piece", "rules", "variant"}, toks[i-1].Text) {
		return false
	}
	if i == 1 {
		return true
	}
	k := toks[i-2].Kind
	return k == syntax.TokNewline || k == syntax.TokSemicolon || k == syntax.TokOpen
}

// engine is the part of a TextMate tokenizer that the grammar uses: match
// rules with captures, begin/end rules one line long, includes of the
// repository. Regular expressions are Oniguruma's; the grammar keeps to
// what Go's also read, but for a lookahead at the very end of a pattern,
// which the engine tests by hand after the match.
type engine struct {
	patterns []*cRule
}

type cRule struct {
	name     string
	match    *regexp.Regexp
	ahead    *regexp.Regexp // the trailing (?=...), anchored; nil if none
	captures map[int]string
	begin    *regexp.Regexp
	end      *regexp.Regexp
	inside   []*cRule
}

var aheadRE = regexp.MustCompile(`\(\?=(.*)\)$`)

func compileRE(t *testing.T, s string) (*regexp.Regexp, *regexp.Regexp) {
	t.Helper()
	var ahead *regexp.Regexp
	if m := aheadRE.FindStringSubmatchIndex(s); m != nil {
		ahead = regexp.MustCompile(`^(?:` + s[m[2]:m[3]] + `)`)
		s = s[:m[0]]
	}
	re, err := regexp.Compile(s)
	if err != nil {
		t.Fatalf("pattern %q: %v", s, err)
	}
	return re, ahead
}

func load(t *testing.T) *engine {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g grammar
	if err := json.Unmarshal(src, &g); err != nil {
		t.Fatal(err)
	}
	var conv func(rs []rule) []*cRule
	conv = func(rs []rule) []*cRule {
		var out []*cRule
		for _, r := range rs {
			if r.Include != "" {
				r = g.Repository[strings.TrimPrefix(r.Include, "#")]
			}
			if r.Match == "" && r.Begin == "" {
				out = append(out, conv(r.Patterns)...)
				continue
			}
			c := &cRule{name: r.Name, captures: map[int]string{}, inside: conv(r.Patterns)}
			for k, v := range r.Captures {
				n, _ := strconv.Atoi(k)
				c.captures[n] = v.Name
			}
			if r.Match != "" {
				c.match, c.ahead = compileRE(t, r.Match)
			} else {
				c.begin, _ = compileRE(t, r.Begin)
				c.end, _ = compileRE(t, r.End)
			}
			out = append(out, c)
		}
		return out
	}
	return &engine{patterns: conv(g.Patterns)}
}

// line gives the scope of every byte of a line ("" where no rule applies).
func (e *engine) line(l string) []string {
	scopes := make([]string, len(l)+1)
	paint := func(from, to int, s string) {
		for i := from; i < to; i++ {
			scopes[i] = s
		}
	}
	for pos := 0; pos < len(l); {
		var best *cRule
		var bm []int
		for _, r := range e.patterns {
			re := r.match
			if re == nil {
				re = r.begin
			}
			for _, m := range re.FindAllStringSubmatchIndex(l, -1) {
				if m[0] < pos || r.ahead != nil && !r.ahead.MatchString(l[m[1]:]) {
					continue
				}
				if bm == nil || m[0] < bm[0] {
					best, bm = r, m
				}
				break
			}
		}
		if best == nil {
			break
		}
		if best.match != nil {
			paint(bm[0], bm[1], best.name)
			for g, s := range best.captures {
				if bm[2*g] >= 0 {
					paint(bm[2*g], bm[2*g+1], s)
				}
			}
			pos = max(bm[1], bm[0]+1)
			continue
		}
		// A begin/end rule, ended on the same line: the first match of
		// its end that no inner rule's match (an escape) covers.
		stop, inner := len(l), bm[1]
		var escapes [][2]int
		for inner <= len(l) {
			m := best.end.FindStringIndex(l[inner:])
			var esc []int
			for _, in := range best.inside {
				if x := in.match.FindStringIndex(l[inner:]); x != nil && (esc == nil || x[0] < esc[0]) {
					esc = x
				}
			}
			if esc != nil && (m == nil || esc[0] < m[0]) {
				escapes = append(escapes, [2]int{inner + esc[0], inner + esc[1]})
				inner += esc[1]
				continue
			}
			if m != nil {
				stop = inner + m[1]
			}
			break
		}
		paint(bm[0], stop, best.name)
		for _, x := range escapes {
			paint(x[0], x[1], best.inside[0].name)
		}
		pos = max(stop, bm[0]+1)
	}
	return scopes
}
