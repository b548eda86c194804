package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var updateSpec = flag.Bool("update", false, "rewrite the vdl moves diagrams of spec/language.md")

// specMoves finds the diagrams of spec/language.md that vdl moves draws:
//
//	<!-- vdl moves "BETZA" -->
//	```
//	(the output of vdl moves for a piece X "BETZA" on a 9x9 board)
//	```
//
// and, for a string the compiler rejects, <!-- vdl moves error "BETZA" -->
// with the error it prints; "BETZA" at e1 puts the piece on e1.
var specMoves = regexp.MustCompile("(?s)<!-- vdl moves (error )?\"([^\"]+)\"( at [a-i][1-9])? -->\n```\n(.*?)```\n")

// movesDiagram runs vdl moves for a piece X with the Betza string betza,
// alone with a king on a 9x9 board, from e5 (the centre) or at.
func movesDiagram(t *testing.T, dir, betza, at string, wantErr bool) string {
	t.Helper()
	file := filepath.Join(dir, "x.vdl")
	src := "piece X x \"" + betza + "\"\nvariant x { board 9x9; pieces King X; royal King; setup \"k8/9/9/9/9/9/9/9/K7X w - - 0 1\" }\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	args := []string{"moves", file, "X"}
	if at != "" {
		args = append(args, "--at", at)
	}
	cmd.SetArgs(args)
	err := cmd.Execute()
	switch {
	case wantErr && err == nil:
		t.Errorf("vdl moves %q: no error", betza)
	case !wantErr && err != nil:
		t.Errorf("vdl moves %q: %v\n%s", betza, err, errOut.String())
	case wantErr:
		msg := errOut
		printError(&msg, err)
		return strings.ReplaceAll(msg.String(), dir+string(os.PathSeparator), "")
	}
	return out.String()
}

// TestSpecMovesDiagrams keeps the diagrams of the Betza section of
// spec/language.md true: each is what vdl moves draws for its string (go
// test ./cmd/vdl -run TestSpecMovesDiagrams -update rewrites them).
func TestSpecMovesDiagrams(t *testing.T) {
	const path = "../../spec/language.md"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	spec := string(src)
	dir := t.TempDir()
	stale := 0
	n := 0
	out := specMoves.ReplaceAllStringFunc(spec, func(block string) string {
		m := specMoves.FindStringSubmatch(block)
		n++
		want := movesDiagram(t, dir, m[2], strings.TrimPrefix(m[3], " at "), m[1] != "")
		if m[4] == want {
			return block
		}
		stale++
		if !*updateSpec {
			t.Errorf("%s: the vdl moves diagram of %q is out of date (go test ./cmd/vdl -run TestSpecMovesDiagrams -update):\n%s", path, m[2], want)
		}
		return strings.Replace(block, "```\n"+m[4]+"```\n", "```\n"+want+"```\n", 1)
	})
	if n < 10 {
		t.Errorf("%s: %d vdl moves diagrams, want the Betza section's examples (10 or more)", path, n)
	}
	if stale > 0 && *updateSpec {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
