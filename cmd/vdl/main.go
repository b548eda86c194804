// Command vdl compiles chess-variant definitions and runs them: lint,
// compile, show, perft, play, bench, list and engine are thin front ends
// over one compiler (lang) and one interpreter (interp).
package main

import (
	"errors"
	"fmt"
	"os"
)

func main() {
	err := newRootCmd().Execute()
	if err == nil {
		return
	}
	var quiet *silentError
	if !errors.As(err, &quiet) {
		fmt.Fprintln(os.Stderr, "vdl:", err)
	}
	os.Exit(1)
}

// silentError fails the command without another message: whatever needed
// saying (diagnostics, say) has been printed already.
type silentError struct{}

func (*silentError) Error() string { return "failed" }
