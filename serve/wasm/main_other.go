//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "serve/wasm is the static site's interpreter: build it with GOOS=js GOARCH=wasm (vdl site does)")
	os.Exit(2)
}
