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

	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/check"
	"github.com/vdl-chess/vdl/lang/diag"
)

// Server is one language server session.
type Server struct {
	conn        *conn
	log         io.Writer
	docs        map[string]*document // open documents by URI
	published   map[string][]string  // by document URI: the URIs it published diagnostics for
	initialized bool
	shutdown    bool
	libDir      string // where library files are written for go to definition
}

// document is an open text document.
type document struct {
	uri     string
	path    string // the file name diagnostics use
	version int
	text    string
	index   *check.Index
}

// Serve runs a session on in and out until the client says exit (or
// closes in), logging problems to log. It returns an error if the session
// ended without shutdown.
func Serve(in io.Reader, out, log io.Writer) error {
	s := &Server{conn: newConn(in, out), log: log, docs: map[string]*document{}, published: map[string][]string{}}
	for {
		body, err := s.conn.read()
		if err != nil {
			if errors.Is(err, io.EOF) {
				if s.shutdown {
					return nil
				}
				return fmt.Errorf("the client closed the connection without shutdown")
			}
			return err
		}
		var m message
		if err := json.Unmarshal(body, &m); err != nil {
			s.reply(nil, nil, &rpcError{codeParseError, err.Error()})
			continue
		}
		if m.Method == "exit" {
			if !s.shutdown {
				return fmt.Errorf("exit without shutdown")
			}
			return nil
		}
		s.dispatch(&m)
	}
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
			},
			"serverInfo": map[string]any{"name": "vdl"},
		}, nil)
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave":
	case "shutdown":
		s.shutdown = true
		s.reply(m.ID, nil, nil)
	case "textDocument/didOpen":
		var p didOpenParams
		if params(&p) {
			d := &document{uri: p.TextDocument.URI, path: uriPath(p.TextDocument.URI), version: p.TextDocument.Version, text: p.TextDocument.Text}
			s.docs[d.uri] = d
			s.analyze(d)
		}
	case "textDocument/didChange":
		var p didChangeParams
		if params(&p) {
			if d := s.docs[p.TextDocument.URI]; d != nil {
				for _, c := range p.ContentChanges {
					d.text = applyChange(d.text, c.Range, c.Text)
				}
				d.version = p.TextDocument.Version
				s.analyze(d)
			}
		}
	case "textDocument/didClose":
		var p didCloseParams
		if params(&p) {
			delete(s.docs, p.TextDocument.URI)
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
	default:
		if m.ID != nil {
			s.reply(m.ID, nil, &rpcError{codeMethodNotFound, "method not supported: " + m.Method})
		}
	}
}

// read reads a file for the compiler: an open document's text if the
// editor has it, else the disk's.
func (s *Server) read(path string) ([]byte, diag.List) {
	for _, d := range s.docs {
		if d.path == path || filepath.Clean(d.path) == filepath.Clean(path) {
			return []byte(d.text), nil
		}
	}
	return lang.ReadFile(path)
}

// analyze compiles a document and publishes its diagnostics, and those of
// the files it imports.
func (s *Server) analyze(d *document) {
	diags, idx := lang.Analyze(d.path, []byte(d.text), s.read)
	d.index = idx
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
	src, diags := s.read(file)
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
