package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/match"
)

// A match whose standard error is a file writes a progress line after
// every game, and keeps its --json-out file up to date after every game
// (marked partial), so that a match killed midway leaves the games it
// finished in a file that vdl match merge reads.
func TestMatchKilledKeepsJSON(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "m.json")
	errFile, err := os.Create(filepath.Join(dir, "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer errFile.Close()
	cmd := exec.Command(exe, "match", "chess", "random", "greedy", "-n", "100000", "--max-plies", "30",
		"--book", "none", "--json-out", out)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stderr = errFile
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// Wait (for as long as the machine's load needs) for three games in
	// the file, then kill the match without warning.
	var sum *match.Summary
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
		if s, err := match.ReadSummary(out); err == nil && len(s.Games) >= 3 {
			sum = s
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no --json-out file with 3 games after 3 minutes of the match")
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !sum.Partial {
		t.Errorf("the file written midway is not marked partial")
	}
	// The file the killed match left is whole, partial, and at least as
	// long as it was.
	left, err := match.ReadSummary(out)
	if err != nil {
		t.Fatalf("the killed match left a file merge cannot read: %v", err)
	}
	if !left.Partial || len(left.Games) < len(sum.Games) || left.Stats.Games != len(left.Games) {
		t.Fatalf("the killed match's file: partial %v, %d games (%d counted), after %d", left.Partial, len(left.Games), left.Stats.Games, len(sum.Games))
	}
	for i, g := range left.Games {
		if g.Index != i {
			t.Fatalf("game %d of the file is game %d of the match", i, g.Index)
		}
	}
	merged := runInProcess(t, "match", "merge", out)
	if want := fmt.Sprintf("Partial: the %d games played so far", len(left.Games)); !strings.Contains(merged, want) {
		t.Errorf("merge of the partial file does not say %q:\n%s", want, merged)
	}
	// A progress line after every game, in order, up to the kill.
	text, err := os.ReadFile(errFile.Name())
	if err != nil {
		t.Fatal(err)
	}
	counts := regexp.MustCompile(`\] (\d+)/100000 games`).FindAllStringSubmatch(string(text), -1)
	if len(counts) < len(left.Games) {
		t.Fatalf("%d progress lines for %d games:\n%s", len(counts), len(left.Games), text)
	}
	for i, c := range counts {
		if c[1] != fmt.Sprint(i+1) {
			t.Fatalf("progress line %d says %s games:\n%s", i+1, c[1], text)
		}
	}
	// No temporary file is left beside it but the one a kill may have
	// caught while being written.
	entries, _ := os.ReadDir(dir)
	if len(entries) > 3 {
		t.Errorf("files left: %v", entries)
	}
}

// A match that ends writes its --json-out file complete: not partial.
func TestMatchJSONComplete(t *testing.T) {
	out := filepath.Join(t.TempDir(), "m.json")
	runInProcess(t, "match", "chess", "random", "greedy", "-n", "4", "--max-plies", "20", "--book", "none", "-q", "--json-out", out)
	sum, err := match.ReadSummary(out)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Partial || len(sum.Games) != 4 {
		t.Errorf("partial %v, %d games: want a complete file of 4", sum.Partial, len(sum.Games))
	}
	if text := runInProcess(t, "match", "merge", out); strings.Contains(text, "Partial") {
		t.Errorf("merge of a complete file says partial:\n%s", text)
	}
}
