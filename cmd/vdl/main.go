// Command vdl compiles chess-variant definitions and runs them: lint,
// compile, show, perft, play, bench, list and engine are thin front ends
// over one compiler (lang) and one interpreter (interp).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang/diag"
)

func main() {
	cmd, err := newRootCmd().ExecuteC()
	if err == nil {
		return
	}
	if wantsJSON(cmd, os.Args[1:]) {
		printErrorJSON(os.Stdout, err)
	} else {
		printError(os.Stderr, err)
	}
	os.Exit(1)
}

// silentError fails the command without another message: whatever needed
// saying (diagnostics, say) has been printed already.
type silentError struct{}

func (*silentError) Error() string { return "failed" }

// diagError fails a command with diagnostics, errors among them: printed
// one a line, or as JSON with --json.
type diagError struct{ diags diag.List }

func (e *diagError) Error() string { return e.diags.Error() }

// printError prints a command's error as text on stderr.
func printError(w io.Writer, err error) {
	var quiet *silentError
	var de *diagError
	switch {
	case errors.As(err, &quiet):
	case errors.As(err, &de):
		printDiags(w, de.diags)
	default:
		fmt.Fprintln(w, "vdl:", err)
	}
}

// wantsJSON reports whether the command that failed was asked for JSON:
// its --json flag, or, if the flags could not be parsed, --json among
// the arguments.
func wantsJSON(cmd *cobra.Command, args []string) bool {
	if cmd == nil {
		return false
	}
	f := cmd.Flags().Lookup("json")
	if f == nil {
		return false
	}
	return f.Value.String() == "true" || slices.Contains(args, "--json") || slices.Contains(args, "--json=true")
}

// jsonError is how a command asked for --json reports its error on
// standard output: the message, and for a diagnostic its place and code
// (the first error's), with every diagnostic.
type jsonError struct {
	Error       string     `json:"error"`
	File        string     `json:"file,omitempty"`
	Line        int        `json:"line,omitempty"`
	Col         int        `json:"col,omitempty"`
	Code        string     `json:"code,omitempty"`
	Diagnostics []jsonDiag `json:"diagnostics,omitempty"`
}

// printErrorJSON prints a command's error as a JSON object. A
// silentError prints nothing: the command has printed its JSON already.
func printErrorJSON(w io.Writer, err error) {
	var quiet *silentError
	if errors.As(err, &quiet) {
		return
	}
	out := jsonError{Error: err.Error()}
	var de *diagError
	if errors.As(err, &de) {
		out.Diagnostics = jsonDiags(de.diags)
		for _, d := range de.diags {
			if d.Severity == diag.Error {
				out.Error, out.File, out.Line, out.Col, out.Code = d.Msg, d.Pos.File, d.Pos.Line, d.Pos.Col, string(d.Code)
				break
			}
		}
	}
	if werr := writeJSON(w, out); werr != nil {
		fmt.Fprintln(os.Stderr, "vdl:", err)
	}
}
