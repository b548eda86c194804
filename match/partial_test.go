package match

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang"
)

// A match reports after every game: a progress line where standard
// error is not a terminal, and the summary so far, marked partial, to
// OnSummary; a match stopped midway returns a partial summary, which
// merges into a partial one and survives a round trip through its file.
func TestPartialSummaries(t *testing.T) {
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var progress bytes.Buffer
	var seen []int
	c := Config{Variant: v, Players: [2]string{"random", "greedy"}, Games: 100, Seed: 7, MaxPlies: 20,
		Openings: Openings{Plies: 2}, Progress: &progress, Context: ctx}
	c.OnSummary = func(s *Summary) {
		if !s.Partial || s.Stats.Games != len(s.Games) {
			t.Errorf("after game %d: partial %v, %d games counted", len(s.Games), s.Partial, s.Stats.Games)
		}
		seen = append(seen, len(s.Games))
		if len(s.Games) == 3 {
			stop() // no game starts after the third (one under way is played out)
		}
	}
	sum, err := Run(c)
	if err != context.Canceled {
		t.Fatalf("Run: %v, want context.Canceled", err)
	}
	n := len(sum.Games)
	if n < 3 || n > 5 || !sum.Partial || len(seen) != n {
		t.Fatalf("%d games, partial %v, summaries after %v games: want 3 to 5, true, one after each", n, sum.Partial, seen)
	}
	lines := strings.Split(strings.TrimSpace(progress.String()), "\n")
	for i := range n {
		want := fmt.Sprintf("] %d/100 games", i+1)
		if seen[i] != i+1 || i >= len(lines) || !strings.Contains(lines[i], want) {
			t.Fatalf("summary %d after %d games; progress line %d: want %q in\n%s", i+1, seen[i], i+1, want, progress.String())
		}
	}
	path := filepath.Join(t.TempDir(), "partial.json")
	if err := sum.WriteJSONFile(path); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSummary(path)
	if err != nil {
		t.Fatal(err)
	}
	merged, err := Merge([]*Summary{back})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	merged.WriteText(&text)
	if !merged.Partial || len(merged.Games) != n || !strings.Contains(text.String(), fmt.Sprintf("Partial: the %d games played so far", n)) {
		t.Errorf("merged: partial %v, %d games:\n%s", merged.Partial, len(merged.Games), text.String())
	}
	// A whole match is not partial.
	c = Config{Variant: v, Players: [2]string{"random", "greedy"}, Games: 2, Seed: 7, MaxPlies: 20, Openings: Openings{Plies: 2}}
	if sum, err := Run(c); err != nil || sum.Partial {
		t.Errorf("a whole match: partial %v, error %v", sum.Partial, err)
	}
}
