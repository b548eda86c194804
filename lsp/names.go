package lsp

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// A name an author declares and uses: a piece, a rules or variant
// declaration, or a region. References, rename and document symbols find
// them from the tokens, resolved with the checker's index.
type nameKind int

const (
	pieceName nameKind = iota
	declName
	regionName
)

// target is the declaration a name means.
type target struct {
	kind nameKind
	name string
	file string // where it is declared
	line int    // the declaring name's line there
	decl string // for a region: the declaration whose body declares it
}

// ident is an identifier token with what surrounds it.
type ident struct {
	tok   syntax.Token
	stmt  []syntax.Token // the statement up to and including tok
	decl  string         // the rules or variant it is in, "" at the top level
	depth int            // blocks around the statement (0: the top level)
}

// idents lists a text's identifier tokens in their context (the rules of
// locate: statements end at newlines, semicolons and braces).
func idents(path, text string) []ident {
	var out []ident
	var stmt []syntax.Token
	var stack []string // the enclosing blocks' declarations
	decl := ""
	for _, t := range syntax.Tokens(path, []byte(text)) {
		switch t.Kind {
		case syntax.TokNewline, syntax.TokSemicolon:
			stmt = nil
			continue
		case syntax.TokComment:
			continue
		case syntax.TokOpen:
			stack = append(stack, decl)
			if len(stack) == 1 && len(stmt) > 1 && slices.Contains(declKeywords, stmt[0].Text) {
				decl = stmt[1].Text
			}
			stmt = nil
			continue
		case syntax.TokClose:
			if len(stack) > 0 {
				decl = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
			stmt = nil
			continue
		}
		stmt = append(stmt, t)
		if t.Kind == syntax.TokIdent {
			out = append(out, ident{tok: t, stmt: slices.Clone(stmt), decl: decl, depth: len(stack)})
		}
	}
	return out
}

// declares says what an identifier declares, if it is a declaration's
// name: `variant N` and `rules N` at the top level, `piece N` there or
// in a declaration's body, `region N` in a declaration's body (in a
// drops block, say, region names a region: it declares none).
func (id ident) declares() (nameKind, bool) {
	if len(id.stmt) != 2 || id.depth > 1 {
		return 0, false
	}
	switch kw := id.stmt[0].Text; {
	case id.depth == 0 && slices.Contains(declKeywords, kw):
		return declName, true
	case kw == "piece":
		return pieceName, true
	case kw == "region" && id.depth == 1:
		return regionName, true
	}
	return 0, false
}

// refersToDecl: the identifier names a declaration (after extends, or
// use's argument).
func (id ident) refersToDecl() bool {
	n := len(id.stmt)
	if n < 2 {
		return false
	}
	return id.stmt[n-2].Text == "extends" || id.stmt[0].Text == "use" && n == 2
}

// resolve finds the declaration an identifier means, if it is an author's
// name: a declaration, a piece, or a region declared in its body or in
// what it extends.
func resolve(x *check.Index, regions map[string][]regionDecl, id ident) (target, bool) {
	name := id.tok.Text
	if kind, ok := id.declares(); ok {
		switch kind {
		case declName:
			if d := x.Decl(name); d != nil {
				return target{kind: declName, name: name, file: d.Pos.File, line: d.Pos.Line}, true
			}
		case pieceName:
			if pc := x.Piece(id.decl, name); pc != nil {
				return target{kind: pieceName, name: name, file: pc.Pos.File, line: pc.Pos.Line}, true
			}
		case regionName:
			return target{kind: regionName, name: name, file: id.tok.Pos.File, line: id.tok.Pos.Line, decl: id.decl}, true
		}
		return target{}, false
	}
	if len(id.stmt) == 1 {
		return target{}, false // a statement's keyword
	}
	if id.refersToDecl() {
		if d := x.Decl(name); d != nil {
			return target{kind: declName, name: name, file: d.Pos.File, line: d.Pos.Line}, true
		}
		return target{}, false
	}
	// A region of this declaration or of one it extends.
	for decl := id.decl; decl != ""; {
		for _, r := range regions[decl] {
			if r.name == name {
				return target{kind: regionName, name: name, file: r.file, line: r.line, decl: decl}, true
			}
		}
		d := x.Decl(decl)
		if d == nil {
			break
		}
		decl = d.Parent
	}
	if pc := x.Piece(id.decl, name); pc != nil {
		return target{kind: pieceName, name: name, file: pc.Pos.File, line: pc.Pos.Line}, true
	}
	return target{}, false
}

// regionDecl is a region statement's name.
type regionDecl struct {
	name, file string
	line       int
}

// workspace is the author's files a name may be used in: the document,
// the other open documents, and the files the document's declarations
// come from (its imports), without the standard library's and the
// bundled definitions' (which are not the author's to change).
type workspace struct {
	files   []string          // paths, sorted
	texts   map[string]string // by path
	uris    map[string]string // by path
	idents  map[string][]ident
	regions map[string][]regionDecl // by declaration
}

func (s *Server) workspace(d *document) *workspace {
	w := &workspace{texts: map[string]string{}, uris: map[string]string{}, idents: map[string][]ident{}, regions: map[string][]regionDecl{}}
	add := func(path, uri, text string) {
		if _, ok := w.texts[path]; ok {
			return
		}
		if _, lib := lang.LibrarySource(path); lib {
			return
		}
		w.files = append(w.files, path)
		w.texts[path], w.uris[path] = text, uri
	}
	add(d.path, d.uri, d.text)
	for _, od := range s.docs {
		if od.tooLarge() == "" {
			add(od.path, od.uri, od.text)
		}
	}
	for _, name := range d.index.DeclNames() {
		if x := d.index.Decl(name); x != nil && x.Pos.File != "" {
			if _, ok := w.texts[x.Pos.File]; !ok {
				if src, diags := s.read(x.Pos.File); diags == nil {
					add(x.Pos.File, s.fileURI(x.Pos.File), string(src))
				}
			}
		}
	}
	sort.Strings(w.files)
	for _, f := range w.files {
		ids := idents(f, w.texts[f])
		w.idents[f] = ids
		for _, id := range ids {
			if kind, ok := id.declares(); ok && kind == regionName {
				w.regions[id.decl] = append(w.regions[id.decl], regionDecl{id.tok.Text, f, id.tok.Pos.Line})
			}
		}
	}
	return w
}

// targetAt is the declaration the name at a position means.
func (s *Server) targetAt(p positionParams) (*document, *workspace, target, bool) {
	d, pl, ok := s.at(p)
	if !ok || pl.tok == nil || pl.tok.Kind != syntax.TokIdent || d.index == nil {
		return nil, nil, target{}, false
	}
	w := s.workspace(d)
	for _, id := range w.idents[d.path] {
		if id.tok.Pos == pl.tok.Pos {
			t, ok := resolve(d.index, w.regions, id)
			return d, w, t, ok
		}
	}
	return nil, nil, target{}, false
}

// occurrences are the ranges of every use of the target, its
// declaration included, by file.
func (s *Server) occurrences(d *document, w *workspace, t target) map[string][]rangeLSP {
	out := map[string][]rangeLSP{}
	for _, f := range w.files {
		text := w.texts[f]
		for _, id := range w.idents[f] {
			if id.tok.Text != t.name {
				continue
			}
			if got, ok := resolve(d.index, w.regions, id); ok && got == t {
				line := lineOf(text, id.tok.Pos.Line)
				out[f] = append(out[f], rangeLSP{toPosition(line, id.tok.Pos.Line, id.tok.Pos.Col),
					toPosition(line, id.tok.Pos.Line, id.tok.Pos.Col+len([]rune(id.tok.Text)))})
			}
		}
	}
	return out
}

// references lists where the name at the position is used (with its
// declaration when the client asks for it).
func (s *Server) references(p referenceParams) []location {
	d, w, t, ok := s.targetAt(p.positionParams)
	out := []location{}
	if !ok {
		return out
	}
	occ := s.occurrences(d, w, t)
	for _, f := range w.files {
		for _, r := range occ[f] {
			if !p.Context.IncludeDeclaration && f == t.file && r.Start.Line+1 == t.line && isDeclaringRange(w, f, r, t) {
				continue
			}
			out = append(out, location{URI: w.uris[f], Range: r})
		}
	}
	return out
}

// isDeclaringRange: the occurrence at r is the declaring name itself.
func isDeclaringRange(w *workspace, f string, r rangeLSP, t target) bool {
	for _, id := range w.idents[f] {
		if id.tok.Pos.Line == r.Start.Line+1 && id.tok.Text == t.name {
			_, decl := id.declares()
			return decl
		}
	}
	return false
}

// nameRE is what a new name may be: a vdl identifier.
var nameRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)

// rename renames the name at the position everywhere it is used in the
// author's files. The new name must be an identifier, not a statement
// keyword, and not already mean something else where the name is used.
func (s *Server) rename(p renameParams) (*workspaceEdit, *rpcError) {
	d, w, t, ok := s.targetAt(p.positionParams)
	if !ok {
		return nil, &rpcError{codeInvalidRequest, "nothing to rename here: put the cursor on a piece, region, rules or variant name"}
	}
	if _, lib := lang.LibrarySource(t.file); lib || w.texts[t.file] == "" && t.file != d.path {
		return nil, &rpcError{codeInvalidRequest, fmt.Sprintf("%s is declared in %s, which is not one of your files: it cannot be renamed", t.name, t.file)}
	}
	to := p.NewName
	if !nameRE.MatchString(to) {
		return nil, &rpcError{codeInvalidParams, fmt.Sprintf("%q is not a name: a letter, then letters, digits, - or _", to)}
	}
	if slices.Contains(check.Keywords(), to) {
		return nil, &rpcError{codeInvalidParams, fmt.Sprintf("%q is a statement keyword", to)}
	}
	if clash := s.clash(d, w, t, to); clash != "" {
		return nil, &rpcError{codeInvalidParams, clash}
	}
	edit := &workspaceEdit{Changes: map[string][]textEdit{}}
	for f, ranges := range s.occurrences(d, w, t) {
		for _, r := range ranges {
			edit.Changes[w.uris[f]] = append(edit.Changes[w.uris[f]], textEdit{Range: r, NewText: to})
		}
	}
	return edit, nil
}

// clash says why to cannot be the target's new name: it already means
// a piece, declaration or region where the target is used.
func (s *Server) clash(d *document, w *workspace, t target, to string) string {
	switch t.kind {
	case declName:
		if x := d.index.Decl(to); x != nil {
			return fmt.Sprintf("%s is already a rules or variant name (%s:%d)", to, x.Pos.File, x.Pos.Line)
		}
	default:
		for _, f := range w.files {
			for _, id := range w.idents[f] {
				if id.tok.Text != t.name {
					continue
				}
				if got, ok := resolve(d.index, w.regions, id); !ok || got != t {
					continue
				}
				if pc := d.index.Piece(id.decl, to); pc != nil {
					return fmt.Sprintf("%s is already a piece where %s is used (%s:%d)", to, t.name, pc.Pos.File, pc.Pos.Line)
				}
				for _, r := range w.regions[id.decl] {
					if r.name == to {
						return fmt.Sprintf("%s is already a region where %s is used (%s:%d)", to, t.name, r.file, r.line)
					}
				}
			}
		}
	}
	return ""
}

// documentSymbols lists the document's rules and variants with their
// pieces and regions, and its top-level pieces.
func (s *Server) documentSymbols(p formattingParams) []documentSymbol {
	out := []documentSymbol{}
	d := s.docs[p.TextDocument.URI]
	if d == nil || d.tooLarge() != "" {
		return out
	}
	byDecl := map[string]int{} // index in out
	for _, id := range idents(d.path, d.text) {
		kind, ok := id.declares()
		if !ok {
			continue
		}
		line := lineOf(d.text, id.tok.Pos.Line)
		r := rangeLSP{toPosition(line, id.tok.Pos.Line, id.tok.Pos.Col), toPosition(line, id.tok.Pos.Line, id.tok.Pos.Col+len([]rune(id.tok.Text)))}
		sym := documentSymbol{Name: id.tok.Text, Range: r, SelectionRange: r, Children: []documentSymbol{}}
		switch kind {
		case declName:
			sym.Kind, sym.Detail = symbolModule, id.stmt[0].Text
			byDecl[id.tok.Text] = len(out)
			out = append(out, sym)
			continue
		case pieceName:
			sym.Kind, sym.Detail = symbolClass, "piece"
		case regionName:
			sym.Kind, sym.Detail = symbolVariable, "region"
		}
		if i, ok := byDecl[id.decl]; ok && id.decl != "" {
			out[i].Children = append(out[i].Children, sym)
		} else {
			out = append(out, sym)
		}
	}
	return out
}

// didYouMean finds a diagnostic's suggestion: "... (did you mean X?)".
var didYouMean = regexp.MustCompile(`did you mean "?([A-Za-z][A-Za-z0-9_+-]*)"?\?`)

// codeActions offers a quick fix for every diagnostic in the request that
// suggests a name: replace the word at the diagnostic by the suggestion;
// and for the lint warnings that have one (lintFix).
func (s *Server) codeActions(p codeActionParams) []codeAction {
	out := []codeAction{}
	d := s.docs[p.TextDocument.URI]
	if d == nil || d.tooLarge() != "" {
		return out
	}
	for _, dg := range p.Context.Diagnostics {
		if a, ok := s.lintFix(d, dg); ok {
			out = append(out, a)
			continue
		}
		m := didYouMean.FindStringSubmatch(dg.Message)
		if m == nil {
			continue
		}
		line := lineOf(d.text, dg.Range.Start.Line+1)
		ln, col := fromPosition(line, dg.Range.Start)
		r := rangeLSP{dg.Range.Start, toPosition(line, ln, col+tokenLength(line, col))}
		if r.End == r.Start {
			continue
		}
		out = append(out, codeAction{
			Title:       fmt.Sprintf("Change to %s", m[1]),
			Kind:        "quickfix",
			Diagnostics: []diagnosticLSP{dg},
			IsPreferred: true,
			Edit:        &workspaceEdit{Changes: map[string][]textEdit{d.uri: {{Range: r, NewText: m[1]}}}},
		})
	}
	return out
}

// indentWith lays out formatted text with the editor's indentation: vdl
// fmt indents with tabs; with insertSpaces each leading tab becomes
// tabSize spaces.
func indentWith(text string, o formattingOptions) string {
	if !o.InsertSpaces || o.TabSize <= 0 {
		return text
	}
	spaces := strings.Repeat(" ", min(o.TabSize, 16))
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		n := len(l) - len(strings.TrimLeft(l, "\t"))
		lines[i] = strings.Repeat(spaces, n) + l[n:]
	}
	return strings.Join(lines, "\n")
}
