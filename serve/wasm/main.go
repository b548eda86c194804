//go:build js && wasm

// Command wasm is the playground's interpreter for the static site that
// vdl site writes: built with GOOS=js GOARCH=wasm and run in a Web Worker
// (serve/static/worker.js), it answers the page's API requests with the
// very handlers of vdl serve (package serve), without a server. It puts
// two functions on the worker's global object:
//
//	__vdlInit(files)                        // JSON {name: text}: the definitions given to vdl site
//	__vdlServe(method, url, body, onChunk)  // -> {status, body}; onChunk(text) receives what a handler flushes
package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"syscall/js"

	"github.com/vdl-chess/vdl/serve"
)

// writer is an http.ResponseWriter that keeps the answer for JavaScript
// and hands what the handler flushes (a streamed answer's lines) to
// onChunk at once.
type writer struct {
	header  http.Header
	status  int
	buf     bytes.Buffer
	onChunk js.Value
}

func (w *writer) Header() http.Header { return w.header }

func (w *writer) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.buf.Write(b)
}

func (w *writer) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *writer) Flush() {
	if w.onChunk.Type() == js.TypeFunction && w.buf.Len() > 0 {
		w.onChunk.Invoke(w.buf.String())
		w.buf.Reset()
	}
}

func main() {
	var srv *serve.Server
	js.Global().Set("__vdlInit", js.FuncOf(func(this js.Value, args []js.Value) any {
		texts := map[string]string{}
		if len(args) > 0 && args[0].Type() == js.TypeString && args[0].String() != "" {
			if err := json.Unmarshal([]byte(args[0].String()), &texts); err != nil {
				return "files.json: " + err.Error()
			}
		}
		s, err := serve.New(serve.Options{Texts: texts, Jobs: 1, NoRequestTime: true})
		if err != nil {
			return err.Error()
		}
		srv = s
		return ""
	}))
	js.Global().Set("__vdlServe", js.FuncOf(func(this js.Value, args []js.Value) any {
		answer := func(status int, body string) any {
			return map[string]any{"status": status, "body": body}
		}
		if srv == nil {
			return answer(http.StatusServiceUnavailable, `{"error":"the interpreter is not initialised (__vdlInit)"}`)
		}
		if len(args) < 3 {
			return answer(http.StatusBadRequest, `{"error":"__vdlServe(method, url, body, onChunk)"}`)
		}
		r, err := http.NewRequest(args[0].String(), args[1].String(), strings.NewReader(args[2].String()))
		if err != nil {
			b, _ := json.Marshal(map[string]string{"error": err.Error()})
			return answer(http.StatusBadRequest, string(b))
		}
		w := &writer{header: http.Header{}}
		if len(args) > 3 {
			w.onChunk = args[3]
		}
		srv.ServeHTTP(w, r)
		if w.status == 0 {
			w.status = http.StatusOK
		}
		return answer(w.status, w.buf.String())
	}))
	select {} // answer the page until its worker ends
}
