package match

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/vdl-chess/vdl/lang"
)

// Summary is a match (or a shard of one) with its statistics. It is the
// JSON that `vdl match --json` writes and `vdl match merge` reads: the
// games are kept, so shards merge exactly.
type Summary struct {
	Variant string    `json:"variant"`
	Config  Config    `json:"config"`
	Names   [2]string `json:"names"` // players A and B
	Shards  []int     `json:"shards,omitempty"`
	// Points by game: A's points, and White's (first-move advantage).
	APoints     Points         `json:"a_points"`
	WhitePoints Points         `json:"white_points"`
	Rules       map[string]int `json:"rules"`  // how games ended
	Errors      int            `json:"errors"` // games a player failed in
	// Restarts counts the engines started again (or left dead) after
	// crashing or being killed for not answering in time.
	Restarts int   `json:"restarts,omitempty"`
	Stats    Stats `json:"stats"` // from A's view
	// SPRT is the test's state, when the match runs one; Stopped says
	// that it decided before every game was played.
	SPRT    *SPRTResult `json:"sprt,omitempty"`
	Stopped bool        `json:"stopped,omitempty"`
	// Partial says that the summary holds the games so far of a match
	// still running, or stopped before its end (killed, interrupted, a
	// failure): a file written after every game (--json-out) keeps
	// them. Merging a partial summary gives a partial one.
	Partial bool         `json:"partial,omitempty"`
	White   Stats        `json:"white"` // from White's view
	Games   []GameResult `json:"games"`
}

func newSummary(c *Config, names [2]string) *Summary {
	s := &Summary{Variant: c.Variant.Name, Config: *c, Names: names}
	if c.Shards > 0 {
		s.Shards = []int{c.Shard}
	}
	s.reset()
	return s
}

func (s *Summary) reset() {
	s.APoints, s.WhitePoints, s.Rules, s.Errors, s.Restarts = Points{}, Points{}, map[string]int{}, 0, 0
}

// add counts one game.
func (s *Summary) add(r GameResult) {
	s.Games = append(s.Games, r)
	s.count(r)
	s.Stats, s.White = Compute(s.APoints), Compute(s.WhitePoints)
	if s.Config.SPRT != nil {
		t := s.Config.SPRT.Test(s.APoints)
		s.SPRT = &t
	}
}

func (s *Summary) count(r GameResult) {
	s.APoints.Add(r.share(r.APoints()))
	s.WhitePoints.Add(r.share(r.Points[0]))
	s.Rules[r.Rule]++
	if r.Error != "" {
		s.Errors++
	}
	s.Restarts += len(r.Restarts)
}

// Merge combines shards of one match: the same variant, players, seed,
// number of games and openings, each shard at most once. The result is
// what one run of the merged shards gives.
func Merge(parts []*Summary) (*Summary, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("nothing to merge")
	}
	first := parts[0]
	out := &Summary{Variant: first.Variant, Config: first.Config, Names: first.Names}
	out.Config.Shard = 0
	seenShard := map[int]bool{}
	seenGame := map[int]bool{}
	for i, p := range parts {
		if err := sameMatch(first, p); err != nil {
			return nil, fmt.Errorf("part %d: %v", i+1, err)
		}
		out.Partial = out.Partial || p.Partial
		for _, sh := range p.Shards {
			if seenShard[sh] {
				return nil, fmt.Errorf("part %d: shard %d/%d is given twice", i+1, sh, p.Config.Shards)
			}
			seenShard[sh] = true
		}
		for _, g := range p.Games {
			if seenGame[g.Index] {
				return nil, fmt.Errorf("part %d: game %d is given twice", i+1, g.Index+1)
			}
			seenGame[g.Index] = true
			out.Games = append(out.Games, g)
		}
	}
	for sh := range seenShard {
		out.Shards = append(out.Shards, sh)
	}
	sort.Ints(out.Shards)
	if first.Config.Shards > 0 && len(out.Shards) == first.Config.Shards {
		out.Shards, out.Config.Shards = nil, 0 // the whole match
	}
	sortResults(out.Games)
	out.reset()
	for _, g := range out.Games {
		out.count(g)
	}
	out.Stats, out.White = Compute(out.APoints), Compute(out.WhitePoints)
	return out, nil
}

// sameMatch checks that two summaries are shards of one match.
func sameMatch(a, b *Summary) error {
	ca, cb := a.Config, b.Config
	ca.Shard, cb.Shard = 0, 0
	ja, _ := json.Marshal(ca)
	jb, _ := json.Marshal(cb)
	switch {
	case a.Variant != b.Variant:
		return fmt.Errorf("variant %s, not %s", b.Variant, a.Variant)
	case string(ja) != string(jb):
		return fmt.Errorf("another match: its settings %s differ from %s", jb, ja)
	}
	return nil
}

// maxSummaryBytes bounds a summary file: one of a million games is some
// tens of megabytes, and an endless input (/dev/zero) must not be read
// to the end.
const maxSummaryBytes = 128 << 20

// ReadSummary reads a summary written by WriteJSON. It stops at the
// first byte that is not JSON, and reads at most maxSummaryBytes.
func ReadSummary(path string) (*Summary, error) {
	f, err := lang.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var s Summary
	if err := json.NewDecoder(io.LimitReader(f, maxSummaryBytes)).Decode(&s); err != nil {
		return nil, fmt.Errorf("%s: %v (a vdl match summary, at most %d MiB, expected)", path, err, maxSummaryBytes>>20)
	}
	if s.APoints == nil {
		return nil, fmt.Errorf("%s: not a vdl match summary", path)
	}
	return &s, nil
}

// WriteJSONFile writes the summary to the file path atomically: to a
// temporary file beside it, then renamed over it, so that a reader (or
// a match killed while writing) never sees half a file.
func (s *Summary) WriteJSONFile(path string) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = s.WriteJSON(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}

// WriteJSON writes the summary.
func (s *Summary) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// WriteText writes the result as cutechess-cli does, with the score's
// interval, the first-move advantage and how the games ended.
func (s *Summary) WriteText(w io.Writer) error {
	st := s.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "Score of %s vs %s: %d - %d - %d", s.Names[0], s.Names[1], st.Wins, st.Losses, st.Draws)
	if st.Other > 0 {
		fmt.Fprintf(&b, " (+%d scored otherwise)", st.Other)
	}
	fmt.Fprintf(&b, "  [%.3f] %d\n", st.Score, st.Games)
	fmt.Fprintf(&b, "Score 95%% interval: [%.3f, %.3f]\n", st.ScoreLow, st.ScoreHigh)
	fmt.Fprintf(&b, "Elo difference: %s +/- %s, LOS: %.1f %%, DrawRatio: %.1f %%\n", st.Elo, st.EloError, 100*st.LOS, 100*st.DrawRatio)
	wh := s.White
	fmt.Fprintf(&b, "White scored %.3f [%.3f, %.3f] (%d - %d - %d)\n", wh.Score, wh.ScoreLow, wh.ScoreHigh, wh.Wins, wh.Losses, wh.Draws)
	rules := make([]string, 0, len(s.Rules))
	for r := range s.Rules {
		rules = append(rules, r)
	}
	slices.SortFunc(rules, func(x, y string) int {
		if s.Rules[x] != s.Rules[y] {
			return s.Rules[y] - s.Rules[x]
		}
		return strings.Compare(x, y)
	})
	b.WriteString("Endings:")
	for _, r := range rules {
		fmt.Fprintf(&b, " %s %d;", r, s.Rules[r])
	}
	b.WriteString("\n")
	if s.Errors > 0 {
		fmt.Fprintf(&b, "%d games lost by a player's failure (see the PGN or JSON)\n", s.Errors)
	}
	if s.Restarts > 0 {
		fmt.Fprintf(&b, "%d engine restarts after a crash or a time-out (see the JSON)\n", s.Restarts)
	}
	if s.SPRT != nil {
		fmt.Fprintln(&b, s.SPRT.String())
		if s.Stopped {
			fmt.Fprintf(&b, "The test decided after %d of %d games: the match stopped there\n", len(s.Games), s.Config.Games)
		}
	}
	if s.Partial {
		fmt.Fprintf(&b, "Partial: the %d games played so far (the match was still running or was stopped)\n", len(s.Games))
	}
	if s.Config.Shards > 0 {
		fmt.Fprintf(&b, "Shards %v of %d: merge them with vdl match merge\n", s.Shards, s.Config.Shards)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
