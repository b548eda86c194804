// Package lsp is vdl's Language Server (vdl lsp): editors that speak the
// Language Server Protocol over standard input and output (VS Code through
// a client extension, Neovim, Emacs, Helix ...) get diagnostics as the
// author types, hover with a piece's move diagram and description, go to
// definition of pieces, rule sets and extended variants, completion of
// statement keywords and piece names, and formatting by vdl fmt.
//
// Everything comes from the compiler's packages, so the server says what
// vdl lint, vdl moves and vdl fmt say: diagnostics from lang.Analyze,
// names from check.Index, keywords from the checker's tables, diagrams
// from interp/diagram, layout from lang/format.
package lsp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
)

// maxMessage bounds one message from the client: a document is at most a
// megabyte (lang.MaxSourceBytes), and JSON may double it.
const maxMessage = 4 << 20

// message is a JSON-RPC 2.0 request, notification or response.
type message struct {
	JSONRPC string           `json:"jsonrpc"`
	ID      *json.RawMessage `json:"id,omitempty"`
	Method  string           `json:"method,omitempty"`
	Params  json.RawMessage  `json:"params,omitempty"`
	Result  any              `json:"result,omitempty"`
	Error   *rpcError        `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// JSON-RPC and LSP error codes.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeNotInitialized = -32002
)

// conn reads and writes messages framed by Content-Length headers.
type conn struct {
	r  *bufio.Reader
	w  io.Writer
	mu sync.Mutex // one message at a time on w
}

func newConn(r io.Reader, w io.Writer) *conn {
	return &conn{r: bufio.NewReader(r), w: w}
}

// read returns the next message's body.
func (c *conn) read() ([]byte, error) {
	tp := textproto.NewReader(c.r)
	h, err := tp.ReadMIMEHeader()
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(h.Get("Content-Length")))
	if err != nil || n < 0 {
		return nil, fmt.Errorf("bad Content-Length %q", h.Get("Content-Length"))
	}
	if n > maxMessage {
		return nil, fmt.Errorf("message of %d bytes: more than %d", n, maxMessage)
	}
	body := make([]byte, n)
	_, err = io.ReadFull(c.r, body)
	return body, err
}

// write sends one message.
func (c *conn) write(m any) error {
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := fmt.Fprintf(c.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = c.w.Write(body)
	return err
}
