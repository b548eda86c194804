//go:build js && wasm

// Command js is vdl for JavaScript: built with GOOS=js GOARCH=wasm
// (js/build.sh), it puts one function on the global object, __vdl, that
// answers a JSON request {"fn", "args"} with {"value"} or {"error"} (see
// package internal/bridge); the wrapper vdl.js turns it into classes.
package main

import (
	"syscall/js"

	"github.com/vdl-chess/vdl/internal/bridge"
)

func main() {
	b := bridge.New()
	js.Global().Set("__vdl", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error":"__vdl: want one argument, a JSON request"}`
		}
		return string(b.Handle([]byte(args[0].String())))
	}))
	select {} // serve calls from JavaScript until the page or process ends
}
