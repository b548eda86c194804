package match

import (
	"bytes"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/fsftest"
	"github.com/vdl-chess/vdl/lang"
)

// fakeSpec is a specification running this test binary as a fake engine.
func fakeSpec(t *testing.T, proto, mode string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("VDL_FAKE_ENGINE", proto)
	t.Setenv("VDL_FAKE_MODE", mode)
	return proto + ":" + exe + ":time=100ms"
}

func runMatch(t *testing.T, variant string, players [2]string, games int, pgn *bytes.Buffer) *Summary {
	t.Helper()
	v, err := lang.Find(variant)
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Variant: v, Players: players, Games: games, Seed: 7, MaxPlies: 60, Openings: Openings{Plies: 2}}
	if pgn != nil {
		c.PGN = pgn
	}
	sum, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// External engines over UCI and CECP play whole games against vdl's
// players; their moves are checked, and games end by the rules.
func TestExternalEnginesPlay(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		for _, variant := range []string{"chess", "capablanca"} {
			var pgn bytes.Buffer
			sum := runMatch(t, variant, [2]string{fakeSpec(t, proto, ""), "random"}, 2, &pgn)
			if sum.Errors != 0 || len(sum.Games) != 2 {
				t.Fatalf("%s %s: %+v", proto, variant, sum.Games)
			}
			want := "FakeUCI"
			if proto == "xboard" {
				want = "FakeCECP"
			}
			if sum.Names[0] != want {
				t.Errorf("%s: engine named %q, want %q", proto, sum.Names[0], want)
			}
			for _, g := range sum.Games {
				if g.Plies == 0 {
					t.Errorf("%s %s: game %d has no moves", proto, variant, g.Index)
				}
			}
			checkPGN(t, pgn.String(), variant, 2)
		}
	}
}

// checkPGN checks the tags of every game.
func checkPGN(t *testing.T, pgn, variant string, games int) {
	t.Helper()
	for _, tag := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "PlyCount", "Termination"} {
		if n := strings.Count(pgn, "["+tag+" "); n != games {
			t.Errorf("PGN has %d %s tags, want %d:\n%s", n, tag, games, pgn)
		}
	}
	if variant != "chess" {
		for _, tag := range []string{`[Variant "` + variant + `"]`, "[FEN ", `[SetUp "1"]`, "[VariantMen "} {
			if n := strings.Count(pgn, tag); n != games {
				t.Errorf("PGN has %d %s, want %d", n, tag, games)
			}
		}
	}
	// The movetext is wrapped at 79 columns, so the result may open a line.
	if !regexp.MustCompile(`\{[^}]+\}\s(1-0|0-1|1/2-1/2|\*)\n`).MatchString(pgn) {
		t.Errorf("PGN games do not end with the reason and the result:\n%s", pgn)
	}
}

// An engine that sends an illegal move loses by forfeit, and one that
// never answers loses on time; the match goes on.
func TestExternalEngineFailures(t *testing.T) {
	for _, tt := range []struct{ proto, mode, want, term string }{
		{"uci", "illegal", "illegal move \"a1a1\"", "rules infraction"},
		{"xboard", "illegal", "illegal move \"a1a1\"", "rules infraction"},
		{"uci", "silent", "time forfeit", "time forfeit"},
	} {
		var pgn bytes.Buffer
		sum := runMatch(t, "chess", [2]string{fakeSpec(t, tt.proto, tt.mode), "random"}, 2, &pgn)
		if sum.Errors != 2 || sum.Stats.Losses != 2 {
			t.Fatalf("%s %s: %d errors, %d losses, want 2 and 2", tt.proto, tt.mode, sum.Errors, sum.Stats.Losses)
		}
		for _, g := range sum.Games {
			if !strings.Contains(g.Error, tt.want) {
				t.Errorf("%s %s: error %q does not say %q", tt.proto, tt.mode, g.Error, tt.want)
			}
		}
		if !strings.Contains(pgn.String(), `[Termination "`+tt.term+`"]`) {
			t.Errorf("%s %s: PGN without Termination %q", tt.proto, tt.mode, tt.term)
		}
	}
}

// The Debian Fairy-Stockfish plays through both protocols against vdl's
// engine, in a variant it knows and in a vdl-defined one it is given as a
// variants.ini section (Dodo chess).
func TestFairyStockfish(t *testing.T) {
	bin := fsftest.Binary(t)
	for _, tt := range []struct{ variant, spec string }{
		{"chess", "uci:" + bin + ":time=50ms,UCI_LimitStrength=true,UCI_Elo=1500"},
		{"capablanca", "xboard:" + bin + ":depth=2"},
		{"dodo", "uci:" + bin + ":time=50ms"},
	} {
		var pgn bytes.Buffer
		sum := runMatch(t, tt.variant, [2]string{tt.spec, "engine:depth=2"}, 2, &pgn)
		if sum.Errors != 0 {
			t.Errorf("%s: %+v", tt.variant, sum.Games)
		}
		checkPGN(t, pgn.String(), tt.variant, 2)
	}
}

// A specification naming no engine, or an engine that does not know the
// variant and cannot be given it, fails before any game.
func TestExternalSpecErrors(t *testing.T) {
	v, _ := lang.Find("butters")
	for _, spec := range []string{"uci:", "uci:/nonexistent/engine", fakeSpec(t, "uci", "")} {
		_, err := Run(Config{Variant: v, Players: [2]string{spec, "random"}, Games: 1, MaxPlies: 10})
		if err == nil {
			t.Errorf("%s in butters: no error", spec)
		}
	}
	_, err := Run(Config{Variant: v, Players: [2]string{fakeSpec(t, "uci", ""), "random"}, Games: 1, MaxPlies: 10})
	if err == nil || !strings.Contains(err.Error(), "cannot be written for Fairy-Stockfish") {
		t.Errorf("fake engine in butters: %v", err)
	}
}

// Statistics against the formulas: for 10 wins, 5 losses and 5 draws the
// score is 12.5/20 = 0.625; the variance of the per-game points about it
// is (10*0.375^2 + 5*0.625^2 + 5*0.125^2)/20 = 0.171875, so the standard
// error is sqrt(0.171875/20) = 0.0927025 and the 95% interval
// 0.625 ± 1.959964*0.0927025. Elo: -400*log10(1/0.625-1) = 88.7395; the
// interval maps to [-39.565, 248.185], half its width 143.875. LOS:
// (1+erf(5/sqrt(30)))/2 = 0.901647.
func TestStatistics(t *testing.T) {
	p := Points{}
	for i := 0; i < 10; i++ {
		p.Add(1)
	}
	for i := 0; i < 5; i++ {
		p.Add(0)
		p.Add(0.5)
	}
	s := Compute(p)
	near := func(what string, got, want, tol float64) {
		if math.Abs(got-want) > tol {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	near("score", s.Score, 0.625, 1e-12)
	near("low", s.ScoreLow, 0.625-1.959964*0.0927025, 1e-6)
	near("high", s.ScoreHigh, 0.625+1.959964*0.0927025, 1e-6)
	near("elo", float64(s.Elo), 88.7395, 1e-3)
	near("elo error", float64(s.EloError), 143.875, 0.001)
	near("los", s.LOS, 0.901647, 1e-6)
	near("draw ratio", s.DrawRatio, 0.25, 1e-12)
	if s.Wins != 10 || s.Losses != 5 || s.Draws != 5 || s.Games != 20 {
		t.Errorf("counts %+v", s)
	}
	// A scored variant's points (0.6 for a stalemate) count as themselves.
	q := Points{}
	q.Add(0.6)
	q.Add(0.4)
	if s := Compute(q); s.Other != 2 || s.Score != 0.5 || s.Elo != 0 {
		t.Errorf("0.6 and 0.4: %+v", s)
	}
	// All wins: the Elo is infinite and JSON says so.
	w := Points{}
	w.Add(1)
	if s := Compute(w); !math.IsInf(float64(s.Elo), 1) || s.Elo.String() != "inf" || !math.IsInf(float64(s.EloError), 1) {
		t.Errorf("one win: elo %v +/- %v", s.Elo, s.EloError)
	}
	// Two wins and a loss: the normal interval, 0.667 +/- 0.533, is cut
	// to [0.134, 1], and the error bar, unbounded above, is infinite.
	few := Points{}
	few.Add(1)
	few.Add(1)
	few.Add(0)
	if s := Compute(few); s.ScoreHigh != 1 || s.ScoreLow < 0.13 || s.ScoreLow > 0.14 || !math.IsInf(float64(s.EloError), 1) {
		t.Errorf("two wins, a loss: [%v, %v], elo error %v", s.ScoreLow, s.ScoreHigh, s.EloError)
	}
}

// A variant whose score table deals out 100 points a game (Snake Chess:
// 60 to 40 for a stalemate by White, 100 to 0 for a mate) is scored in
// shares of the game: A's score, White's, the interval and Elo stay
// within what a share means (they once read 42.3 with an infinite Elo).
func TestScoreTableShares(t *testing.T) {
	v, _ := lang.Find("chess")
	s := newSummary(&Config{Variant: v}, [2]string{"a", "b"})
	s.add(GameResult{Index: 0, AWhite: true, Points: [2]float64{60, 40}, Rule: "stalemate"})
	s.add(GameResult{Index: 1, AWhite: false, Points: [2]float64{100, 0}, Rule: "checkmate"})
	s.add(GameResult{Index: 2, AWhite: true, Points: [2]float64{0.5, 0.5}, Rule: "repetition"})
	near := func(what string, got, want float64) {
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	near("A's score", s.Stats.Score, (0.6+0+0.5)/3)
	near("White's score", s.White.Score, (0.6+1+0.5)/3)
	if s.Stats.ScoreHigh > 1 || s.White.ScoreHigh > 1 || math.IsInf(float64(s.Stats.Elo), 0) {
		t.Errorf("A %+v, White %+v", s.Stats, s.White)
	}
	if s.Stats.Losses != 1 || s.White.Wins != 1 {
		t.Errorf("a mate by B counts as A's loss and White's win: A %+v, White %+v", s.Stats, s.White)
	}
}

// Shards played apart and merged give exactly the games and totals of
// one run, in any merge order.
func TestShardsMergeToOneRun(t *testing.T) {
	v, _ := lang.Find("chess")
	base := Config{Variant: v, Players: [2]string{"greedy", "engine:depth=1"}, Games: 9, Seed: 3, MaxPlies: 80,
		Openings: Openings{Plies: 3, Balance: 300}, Jobs: 2}
	whole, err := Run(base)
	if err != nil {
		t.Fatal(err)
	}
	var parts []*Summary
	for i := 3; i >= 1; i-- {
		c := base
		c.Shard, c.Shards, c.Jobs = i, 3, 1
		s, err := Run(c)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, s)
	}
	merged, err := Merge([]*Summary{parts[2], parts[0]})
	if err != nil {
		t.Fatal(err)
	}
	merged, err = Merge([]*Summary{merged, parts[1]})
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	whole.WriteJSON(&a)
	merged.WriteJSON(&b)
	if a.String() != b.String() {
		t.Errorf("merged shards differ from one run:\n%s\nwant:\n%s", b.String(), a.String())
	}
	if _, err := Merge([]*Summary{parts[0], parts[0]}); err == nil {
		t.Errorf("a shard merged twice was accepted")
	}
	other := base
	other.Seed = 4
	other.Shard, other.Shards = 1, 3
	o, err := Run(other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Merge([]*Summary{parts[0], o}); err == nil || !strings.Contains(err.Error(), "another match") {
		t.Errorf("shards of two matches merged: %v", err)
	}
}

// Adjudication: a player whose own score stays below -resign for the set
// number of its moves loses; two players agreeing on a level score draw.
func TestAdjudication(t *testing.T) {
	v, _ := lang.Find("chess")
	c := Config{Variant: v, Players: [2]string{"engine:depth=2", "random"}, Games: 2, Seed: 1, MaxPlies: 200,
		Adjudication: Adjudication{ResignScore: 500, ResignMoves: 2}}
	sum, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	// random reports no score, so only the engine could resign; it wins
	// instead, by checkmate, or by the rules.
	if sum.Rules[RuleResign] != 0 || sum.Stats.Wins != 2 {
		t.Errorf("engine against random: %+v", sum.Rules)
	}
	c.Players = [2]string{"engine:depth=1", "engine:depth=1"}
	c.Adjudication = Adjudication{DrawScore: 1000, DrawMoves: 2, DrawAfter: 1}
	sum, err = Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Rules[RuleDraw] != 2 {
		t.Errorf("level engines: %+v", sum.Rules)
	}
	for _, g := range sum.Games {
		if g.Plies > 8 {
			t.Errorf("draw adjudicated after %d plies, want 2 moves each after move 1", g.Plies)
		}
	}
}
