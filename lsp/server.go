package lsp

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Server is one language server session.
type Server struct {
	conn        *conn
	log         io.Writer
	opts        lang.Options         // where imports may come from (--import-root)
	docs        map[string]*document // open documents by URI
	published   map[string][]string  // by document URI: the URIs it published diagnostics for
	initialized bool
	shutdown    bool
	libDir      string        // where library files are written for go to definition
	readFn      lang.ReadFunc // if set, reads every import (Hover): no disk

	// Analysis runs in the background, one document at a time, once the
	// edits have paused for debounce: a burst of edits is analysed once,
	// for its last text. An edit to the document being analysed cancels
	// that analysis; a result for a text that has changed since is
	// dropped.
	dirty   map[string]bool // documents whose text has not been analysed
	timer   *time.Timer     // fires debounce after the last edit
	running *analysis       // the analysis under way, nil if none
	results chan *analysis
}

// debounce is how long the server waits after an edit before it
// analyses the document: typing is a burst of edits, and only its last
// text matters.
const debounce = 150 * time.Millisecond

// maxDocument is the most text the server keeps for one document. Each
// message is at most maxMessage, but edits by ranges could grow a text
// without end: past this the server forgets the text until the editor
// sends it whole again.
const maxDocument = maxMessage

// analysis is one background analysis of a document's text.
type analysis struct {
	uri, path, text string
	version         int
	cancelled       atomic.Bool
	diags           diag.List
	index           *check.Index
}

// document is an open text document.
type document struct {
	uri     string
	path    string // the file name diagnostics use
	version int
	text    string
	lost    bool // the text grew past maxDocument and was dropped
	index   *check.Index
}

// Options configure a session.
type Options struct {
	// ImportRoot is the folder no import may reach above (vdl lsp
	// --import-root); "" is each document's folder.
	ImportRoot string
}

// Serve runs a session on in and out until the client says exit (or
// closes in), logging problems to log. It returns an error if the session
// ended without shutdown.
func Serve(in io.Reader, out, log io.Writer) error {
	return ServeWith(Options{}, in, out, log)
}

// ServeWith is Serve with options.
func ServeWith(o Options, in io.Reader, out, log io.Writer) error {
	s := &Server{conn: newConn(in, out), log: log, docs: map[string]*document{}, published: map[string][]string{},
		opts: lang.Options{ImportRoot: o.ImportRoot}, dirty: map[string]bool{}, results: make(chan *analysis, 1)}
	s.timer = time.NewTimer(time.Hour)
	s.timer.Stop()
	type read struct {
		body []byte
		err  error
	}
	reads := make(chan read)
	next := make(chan struct{})
	go func() { // the reader: one message at a time, when the loop asks
		for range next {
			body, err := s.conn.read()
			reads <- read{body, err}
			if err != nil {
				return
			}
		}
	}()
	defer close(next)
	next <- struct{}{}
	for {
		select {
		case r := <-reads:
			if r.err != nil {
				if s.running != nil {
					s.running.cancelled.Store(true)
				}
				if errors.Is(r.err, io.EOF) {
					if s.shutdown {
						return nil
					}
					return fmt.Errorf("the client closed the connection without shutdown")
				}
				return r.err
			}
			var m message
			if err := json.Unmarshal(r.body, &m); err != nil {
				s.reply(nil, nil, &rpcError{codeParseError, err.Error()})
				next <- struct{}{}
				continue
			}
			if m.Method == "exit" {
				if s.running != nil {
					s.running.cancelled.Store(true)
				}
				if !s.shutdown {
					return fmt.Errorf("exit without shutdown")
				}
				return nil
			}
			s.dispatch(&m)
			next <- struct{}{}
		case <-s.timer.C:
			s.startAnalysis()
		case a := <-s.results:
			s.running = nil
			s.finish(a)
			s.startAnalysis()
		}
	}
}

// edited marks a document for analysis once the edits pause, and
// cancels an analysis of its older text.
func (s *Server) edited(d *document) {
	s.dirty[d.uri] = true
	if s.running != nil && s.running.uri == d.uri {
		s.running.cancelled.Store(true)
	}
	s.timer.Reset(debounce)
}

// startAnalysis starts analysing a document that needs it, unless an
// analysis is under way (its end starts the next).
func (s *Server) startAnalysis() {
	if s.running != nil || s.shutdown {
		return
	}
	for uri := range s.dirty {
		delete(s.dirty, uri)
		d := s.docs[uri]
		if d == nil {
			continue
		}
		if problem := d.tooLarge(); problem != "" {
			d.index = nil
			s.publish(d, diag.List{{Pos: diag.Pos{File: d.path, Line: 1, Col: 1}, Severity: diag.Error, Code: diag.SourceTooLarge, Msg: problem}})
			continue
		}
		a := &analysis{uri: uri, path: d.path, text: d.text, version: d.version}
		s.running = a
		files := s.openTexts()
		opts := s.opts
		opts.Read = func(path string) ([]byte, diag.List) { return readWith(files, path) }
		opts.Cancel = a.cancelled.Load
		go func() {
			defer func() {
				if e := recover(); e != nil {
					fmt.Fprintf(s.log, "vdl lsp: internal error analysing %s: %v\n", a.path, e)
					a.cancelled.Store(true)
				}
				s.results <- a
			}()
			a.diags, a.index = opts.Analyze(a.path, []byte(a.text))
		}()
		return
	}
}

// finish publishes an analysis, unless its text is no longer the
// document's.
func (s *Server) finish(a *analysis) {
	d := s.docs[a.uri]
	if a.cancelled.Load() || s.shutdown || d == nil || d.version != a.version || d.text != a.text {
		return
	}
	d.index = a.index
	s.publish(d, a.diags)
}

// tooLarge says why a document is not analysed, or "".
func (d *document) tooLarge() string {
	switch {
	case d.lost:
		return fmt.Sprintf("the document grew past %d bytes: vdl stopped following it; close and reopen it", maxDocument)
	case len(d.text) > lang.MaxSourceBytes:
		return fmt.Sprintf("the document is %d bytes, more than vdl reads (%d, 1 MiB): it is not analysed", len(d.text), lang.MaxSourceBytes)
	}
	return ""
}

// openTexts is the text of every open document by file name, for an
// analysis to read imports from without touching the server's state.
func (s *Server) openTexts() map[string]string {
	files := make(map[string]string, len(s.docs))
	for _, d := range s.docs {
		if !d.lost {
			files[filepath.Clean(d.path)] = d.text
		}
	}
	return files
}

// readWith reads a file for the compiler: an open document's text if
// the editor has it, else the disk's.
func readWith(files map[string]string, path string) ([]byte, diag.List) {
	if text, ok := files[filepath.Clean(path)]; ok {
		if len(text) > lang.MaxSourceBytes {
			return lang.ReadSource(path, strings.NewReader(text))
		}
		return []byte(text), nil
	}
	return lang.ReadFile(path)
}

// reply answers a request; notifications (id nil) get no answer.
func (s *Server) reply(id *json.RawMessage, result any, e *rpcError) {
	if id == nil && e == nil {
		return
	}
	m := message{JSONRPC: "2.0", ID: id, Error: e}
	if e == nil {
		m.Result = result
		if result == nil {
			m.Result = json.RawMessage("null")
		}
	}
	if err := s.conn.write(m); err != nil {
		fmt.Fprintf(s.log, "vdl lsp: %v\n", err)
	}
}

func (s *Server) notify(method string, params any) {
	raw, err := json.Marshal(params)
	if err == nil {
		err = s.conn.write(message{JSONRPC: "2.0", Method: method, Params: raw})
	}
	if err != nil {
		fmt.Fprintf(s.log, "vdl lsp: %v\n", err)
	}
}

// dispatch handles one request or notification. A panic in a handler
// becomes an error reply: one bad request must not end the session.
func (s *Server) dispatch(m *message) {
	defer func() {
		if e := recover(); e != nil {
			buf := make([]byte, 4096)
			buf = buf[:runtime.Stack(buf, false)]
			fmt.Fprintf(s.log, "vdl lsp: internal error in %s: %v\n%s\n", m.Method, e, buf)
			s.reply(m.ID, nil, &rpcError{codeInvalidRequest, fmt.Sprintf("internal error: %v", e)})
		}
	}()
	if s.shutdown {
		if m.ID != nil {
			s.reply(m.ID, nil, &rpcError{codeInvalidRequest, "the server is shut down: only exit is accepted"})
		}
		return
	}
	if !s.initialized && m.Method != "initialize" {
		if m.ID != nil {
			s.reply(m.ID, nil, &rpcError{codeNotInitialized, "initialize first"})
		}
		return
	}
	params := func(v any) bool {
		if err := json.Unmarshal(m.Params, v); err != nil {
			s.reply(m.ID, nil, &rpcError{codeInvalidParams, err.Error()})
			return false
		}
		return true
	}
	switch m.Method {
	case "initialize":
		s.initialized = true
		s.reply(m.ID, map[string]any{
			"capabilities": map[string]any{
				"textDocumentSync":           map[string]any{"openClose": true, "change": 1},
				"hoverProvider":              true,
				"definitionProvider":         true,
				"completionProvider":         map[string]any{"triggerCharacters": []string{" "}},
				"documentFormattingProvider": true,
				"referencesProvider":         true,
				"renameProvider":             true,
				"documentSymbolProvider":     true,
				"codeActionProvider":         map[string]any{"codeActionKinds": []string{"quickfix"}},
			},
			"serverInfo": map[string]any{"name": "vdl"},
		}, nil)
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave":
	case "shutdown":
		s.shutdown = true
		if s.running != nil {
			s.running.cancelled.Store(true)
		}
		s.reply(m.ID, nil, nil)
	case "textDocument/didOpen":
		var p didOpenParams
		if params(&p) {
			d := &document{uri: p.TextDocument.URI, path: uriPath(p.TextDocument.URI), version: p.TextDocument.Version, text: p.TextDocument.Text}
			s.docs[d.uri] = d
			s.edited(d)
		}
	case "textDocument/didChange":
		var p didChangeParams
		if params(&p) {
			if d := s.docs[p.TextDocument.URI]; d != nil {
				for _, c := range p.ContentChanges {
					switch {
					case c.Range == nil:
						d.text, d.lost = c.Text, false
					case !d.lost:
						d.text = applyChange(d.text, c.Range, c.Text)
					}
					if len(d.text) > maxDocument {
						d.text, d.lost = "", true
					}
				}
				d.version = p.TextDocument.Version
				d.index = nil
				s.edited(d)
			}
		}
	case "textDocument/didClose":
		var p didCloseParams
		if params(&p) {
			delete(s.docs, p.TextDocument.URI)
			delete(s.dirty, p.TextDocument.URI)
			if s.running != nil && s.running.uri == p.TextDocument.URI {
				s.running.cancelled.Store(true)
			}
			for _, u := range s.published[p.TextDocument.URI] {
				s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: u, Diagnostics: []diagnosticLSP{}})
			}
			delete(s.published, p.TextDocument.URI)
		}
	case "textDocument/hover":
		var p positionParams
		if params(&p) {
			s.reply(m.ID, s.hover(p), nil)
		}
	case "textDocument/definition":
		var p positionParams
		if params(&p) {
			s.reply(m.ID, s.definition(p), nil)
		}
	case "textDocument/completion":
		var p positionParams
		if params(&p) {
			s.reply(m.ID, s.completion(p), nil)
		}
	case "textDocument/formatting":
		var p formattingParams
		if params(&p) {
			edits, e := s.formatting(p)
			s.reply(m.ID, edits, e)
		}
	case "textDocument/references":
		var p referenceParams
		if params(&p) {
			s.reply(m.ID, s.references(p), nil)
		}
	case "textDocument/rename":
		var p renameParams
		if params(&p) {
			edit, e := s.rename(p)
			s.reply(m.ID, edit, e)
		}
	case "textDocument/documentSymbol":
		var p formattingParams
		if params(&p) {
			s.reply(m.ID, s.documentSymbols(p), nil)
		}
	case "textDocument/codeAction":
		var p codeActionParams
		if params(&p) {
			s.reply(m.ID, s.codeActions(p), nil)
		}
	default:
		if m.ID != nil {
			s.reply(m.ID, nil, &rpcError{codeMethodNotFound, "method not supported: " + m.Method})
		}
	}
}

// read reads a file for the compiler: an open document's text if the
// editor has it, else the disk's.
func (s *Server) read(path string) ([]byte, diag.List) {
	if s.readFn != nil {
		return s.readFn(path)
	}
	return readWith(s.openTexts(), path)
}

// publish publishes a document's diagnostics, and those of the files it
// imports, and clears those of files it no longer has problems in.
func (s *Server) publish(d *document, diags diag.List) {
	byFile := map[string][]diagnosticLSP{uriOf(d.path, d.uri): {}}
	for _, dg := range diags {
		u := uriOf(dg.Pos.File, d.uri)
		if _, lib := lang.LibrarySource(dg.Pos.File); lib && dg.Pos.File != d.path {
			continue // the library's own problems are not the author's
		}
		byFile[u] = append(byFile[u], s.toLSP(dg))
	}
	var uris []string
	for u, list := range byFile {
		p := publishDiagnosticsParams{URI: u, Diagnostics: list}
		if u == d.uri {
			p.Version = d.version
		}
		s.notify("textDocument/publishDiagnostics", p)
		uris = append(uris, u)
	}
	for _, u := range s.published[d.uri] {
		if _, ok := byFile[u]; !ok {
			s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: u, Diagnostics: []diagnosticLSP{}})
		}
	}
	s.published[d.uri] = uris
}

// toLSP converts a diagnostic, its notes becoming related information.
func (s *Server) toLSP(d diag.Diagnostic) diagnosticLSP {
	sev := 1
	if d.Severity == diag.Warning {
		sev = 2
	}
	out := diagnosticLSP{Range: s.rangeAt(d.Pos), Severity: sev, Code: string(d.Code), Source: "vdl", Message: d.Msg}
	for _, n := range d.Notes {
		u := s.fileURI(n.Pos.File)
		if u == "" {
			continue
		}
		out.RelatedInformation = append(out.RelatedInformation, relatedInfoLSP{Location: location{URI: u, Range: s.rangeAt(n.Pos)}, Message: n.Msg})
	}
	return out
}

// text returns the text of a file the server knows: an open document, a
// library file, or one on disk.
func (s *Server) text(file string) string {
	if src, ok := lang.LibrarySource(file); ok {
		return string(src)
	}
	for _, d := range s.docs {
		if d.path == file || filepath.Clean(d.path) == filepath.Clean(file) {
			return d.text
		}
	}
	src, diags := lang.ReadFile(file)
	if diags != nil {
		return ""
	}
	return string(src)
}

// rangeAt is the range of the token that starts at p.
func (s *Server) rangeAt(p diag.Pos) rangeLSP {
	line := lineOf(s.text(p.File), p.Line)
	start := toPosition(line, p.Line, p.Col)
	end := toPosition(line, p.Line, p.Col+tokenLength(line, p.Col))
	return rangeLSP{start, end}
}

// fileURI is the URI of a file named as diagnostics name it: library
// files are written out to a directory of their own, so an editor can
// open them.
func (s *Server) fileURI(file string) string {
	if u := s.libURI(file); u != "" {
		return u
	}
	if file == "" {
		return ""
	}
	return pathURI(file)
}

// libURI returns the URI of a copy of library file name on disk, or "" if
// name is not a library file.
func (s *Server) libURI(name string) string {
	src, ok := lang.LibrarySource(name)
	if !ok {
		return ""
	}
	if s.libDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			dir = os.TempDir()
		}
		s.libDir = filepath.Join(dir, "vdl", "library")
	}
	p := filepath.Join(s.libDir, filepath.FromSlash(name))
	if old, err := os.ReadFile(p); err != nil || string(old) != string(src) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
			_ = os.WriteFile(p, src, 0o644)
		}
	}
	return pathURI(p)
}

// uriPath is the file name of a document URI: its path for file URIs,
// the URI itself for others (an unsaved "untitled:" buffer).
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	return filepath.FromSlash(u.Path)
}

func pathURI(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}

// uriOf is the URI of file, which is the document's own if its path is
// the document's.
func uriOf(file, docURI string) string {
	if file == uriPath(docURI) {
		return docURI
	}
	if strings.Contains(file, "://") || strings.HasPrefix(file, "untitled:") {
		return file
	}
	return pathURI(file)
}
