package lsp

import (
	"github.com/vdl-chess/vdl/lang"
)

// Hover is the language server's hover text (markdown) at line and col
// (from 1, col in characters) of a text, or "" where it has none: the
// same text an editor shows, for front ends that are not an LSP client
// (vdl serve's editor). path names the text in diagnostics; read reads
// its imports (nothing else is read, the disk neither).
func Hover(path, text string, line, col int, read lang.ReadFunc) string {
	if line < 1 || col < 1 || len(text) > lang.MaxSourceBytes {
		return ""
	}
	s := &Server{docs: map[string]*document{}, opts: lang.Options{Read: read}, readFn: read}
	_, index := s.opts.Analyze(path, []byte(text))
	d := &document{uri: "untitled:" + path, path: path, text: text, index: index}
	s.docs[d.uri] = d
	h := s.hover(positionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: toPosition(lineOf(text, line), line, col)})
	if h == nil {
		return ""
	}
	return h.Contents.Value
}
