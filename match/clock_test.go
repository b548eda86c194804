package match

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
)

// clockMatch plays a short timed match of spec against random.
func clockMatch(t *testing.T, spec, tc string, pgn *bytes.Buffer) *Summary {
	t.Helper()
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	ctl, err := search.ParseTimeControl(tc)
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Variant: v, Players: [2]string{spec, "random"}, Games: 2, Seed: 3, MaxPlies: 12,
		Openings: Openings{Plies: 2}, TimeControl: &ctl}
	if pgn != nil {
		c.PGN = pgn
	}
	sum, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// External engines on a clock are told it the way their protocol says:
// UCI in every go command (both clocks, increments, moves to go), XBoard
// once a game with level and before each move with time and otim (in
// centiseconds).
func TestExternalEnginesGetTheClock(t *testing.T) {
	for _, tt := range []struct {
		proto string
		want  []*regexp.Regexp
	}{
		{"uci", []*regexp.Regexp{regexp.MustCompile(`(?m)^go wtime 30000 btime 30000 winc 500 binc 500 movestogo 40$`),
			regexp.MustCompile(`(?m)^go wtime \d+ btime \d+ winc 500 binc 500 movestogo 39$`)}},
		{"xboard", []*regexp.Regexp{regexp.MustCompile(`(?m)^level 40 0:30 0.5$`),
			regexp.MustCompile(`(?m)^time 3000\notim 3000\ngo$`), regexp.MustCompile(`(?m)^time \d+\notim \d+\ngo$`)}},
	} {
		spec, mark := fakeSpecMark(t, tt.proto, "log")
		sum := clockMatch(t, spec, "40/30+0.5", nil)
		if sum.Errors != 0 {
			t.Fatalf("%s: %+v", tt.proto, sum.Games)
		}
		log, err := os.ReadFile(mark)
		if err != nil {
			t.Fatal(err)
		}
		for _, re := range tt.want {
			if !re.Match(log) {
				t.Errorf("%s: the engine was not sent %s; it read:\n%s", tt.proto, re, log)
			}
		}
		if n := strings.Count(string(log), "level "); tt.proto == "xboard" && n != 2 {
			t.Errorf("xboard: %d level commands for 2 games, want one a game", n)
		}
	}
}

// A player whose move takes longer than its time left loses on time,
// and the PGN says so.
func TestLossOnTime(t *testing.T) {
	for _, proto := range []string{"uci", "xboard"} {
		var pgn bytes.Buffer
		sum := clockMatch(t, fakeSpec(t, proto, "slow"), "0.1", &pgn) // 100 ms a game, 300 ms a move
		if sum.Rules[search.TimeForfeit] != 2 || sum.Stats.Losses != 2 {
			t.Errorf("%s: endings %v, score %+v: want 2 losses on time", proto, sum.Rules, sum.Stats)
		}
		if n := strings.Count(pgn.String(), `[Termination "time forfeit"]`); n != 2 {
			t.Errorf("%s: %d games with Termination \"time forfeit\", want 2:\n%s", proto, n, pgn.String())
		}
	}
}

// vdl's engine budgets its clock: on 5 s a game it neither overruns nor
// uses a fixed move time, and each move's comment gives the score, depth
// and time as cutechess-cli writes them.
func TestEngineOnClock(t *testing.T) {
	var pgn bytes.Buffer
	sum := clockMatch(t, "engine", "5+0.1", &pgn)
	if sum.Rules[search.TimeForfeit] != 0 {
		t.Fatalf("the engine lost on time: %v", sum.Games)
	}
	if !regexp.MustCompile(`\{[+-](\d+\.\d\d|M\d+)/\d+ \d+\.\d\ds\}`).MatchString(pgn.String()) {
		t.Errorf("no {score/depth time} comment in\n%s", pgn.String())
	}
	if !regexp.MustCompile(`[a-h]\d \{\d+\.\d\ds\}`).MatchString(pgn.String()) {
		t.Errorf("the random player's moves have no {time} comment in\n%s", pgn.String())
	}
}

func TestParseSPRT(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want SPRT
		err  string
	}{
		{"elo0=0 elo1=5 alpha=0.05 beta=0.05", SPRT{0, 5, 0.05, 0.05}, ""},
		{"elo0=-2,elo1=3", SPRT{-2, 3, 0.05, 0.05}, ""},
		{"elo0=0 elo1=5 alpha=0.01", SPRT{0, 5, 0.01, 0.05}, ""},
		{"elo1=5", SPRT{}, "elo0 and elo1 are needed"},
		{"elo0=5 elo1=5", SPRT{}, "must be below"},
		{"elo0=0 elo1=5 gamma=1", SPRT{}, "unknown"},
		{"elo0=0 elo1=x", SPRT{}, "NAME=NUMBER"},
		{"elo0=0 elo1=5 alpha=0.7", SPRT{}, "between 0 and 0.5"},
	} {
		got, err := ParseSPRT(tt.in)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want one saying %q", tt.in, err, tt.err)
		case tt.err == "" && (err != nil || got != tt.want):
			t.Errorf("%q: %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

// The log-likelihood ratios below were worked out by hand from the
// formula (n (s1-s0) (2 mean - s0 - s1) / (2 var), s = 1/(1+10^(-elo/400))).
func TestSPRT(t *testing.T) {
	pts := func(w, d, l int) Points {
		p := Points{}
		for i := 0; i < w; i++ {
			p.Add(1)
		}
		for i := 0; i < d; i++ {
			p.Add(0.5)
		}
		for i := 0; i < l; i++ {
			p.Add(0)
		}
		return p
	}
	for _, tt := range []struct {
		name     string
		sprt     SPRT
		p        Points
		llr      float64
		decision string
	}{
		// s0 = 0.5, s1 = 0.5071946; mean 0.6, var 0.24.
		{"60-0-40 for 0..5", SPRT{0, 5, 0.05, 0.05}, pts(60, 0, 40), 0.2889799, ""},
		// s1 = 0.7597469 for 200 Elo: mean 0.6 (some 70 Elo), var 0.24:
		// 100*0.2597469*(1.2-1.2597469)/0.48, nearer elo0.
		{"60-0-40 for 0..200", SPRT{0, 200, 0.05, 0.05}, pts(60, 0, 40), -3.2331418, "H0"},
		// 80 wins: mean 0.8, var 0.16: 100*0.2597469*(1.6-1.2597469)/0.32.
		{"80-0-20 for 0..200", SPRT{0, 200, 0.05, 0.05}, pts(80, 0, 20), 27.6186532, "H1"},
		// 20 draws: mean 0.6, var 0.55-0.36 = 0.19: 100*0.2597469*(-0.0597469)/0.38.
		{"50-20-30 for 0..200", SPRT{0, 200, 0.05, 0.05}, pts(50, 20, 30), -4.0839686, "H0"},
		// 6 wins and no other result: counted as 7 wins and a loss, mean
		// 0.875, var 0.109375: 8*0.2597469*0.4902531/0.21875.
		{"6 wins for 0..200", SPRT{0, 200, 0.05, 0.05}, pts(6, 0, 0), 4.6570689, "H1"},
		{"no games", SPRT{0, 5, 0.05, 0.05}, Points{}, 0, ""},
	} {
		r := tt.sprt.Test(tt.p)
		if math.Abs(r.LLR-tt.llr) > 1e-4 || r.Decision != tt.decision {
			t.Errorf("%s: llr %.7f, decision %q; want %.7f, %q", tt.name, r.LLR, r.Decision, tt.llr, tt.decision)
		}
		if lo, hi := r.Lower, r.Upper; math.Abs(lo+2.944439) > 1e-6 || math.Abs(hi-2.944439) > 1e-6 {
			t.Errorf("%s: bounds %g %g, want ±2.944439 (log 19)", tt.name, lo, hi)
		}
	}
}

// A match with an SPRT stops once the test decides, says so, and writes
// the test's state in the JSON.
func TestMatchStopsOnSPRT(t *testing.T) {
	v, err := lang.Find("chess")
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Variant: v, Players: [2]string{"engine:depth=1", "random"}, Games: 200, Seed: 5, MaxPlies: 200,
		Openings: Openings{Plies: 2}, SPRT: &SPRT{0, 300, 0.05, 0.05}}
	sum, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if !sum.Stopped || len(sum.Games) >= 200 || sum.SPRT == nil || sum.SPRT.Decision != "H1" {
		t.Fatalf("stopped %v after %d games, test %+v: want H1 well before 200 games", sum.Stopped, len(sum.Games), sum.SPRT)
	}
	var text bytes.Buffer
	sum.WriteText(&text)
	if !strings.Contains(text.String(), "H1 was accepted") || !strings.Contains(text.String(), "the match stopped there") {
		t.Errorf("the text summary does not report the decision:\n%s", text.String())
	}
	c.Shard, c.Shards = 1, 2
	if _, err := Run(c); err == nil || !strings.Contains(err.Error(), "shards") {
		t.Errorf("an SPRT split into shards: error %v", err)
	}
}

// JSON has no infinity: an unbounded Elo is null, and reads back.
func TestEloJSON(t *testing.T) {
	w := Points{}
	w.Add(1)
	s := Compute(w)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"elo":null`) || !strings.Contains(string(b), `"elo_error":null`) || strings.Contains(string(b), "inf") {
		t.Errorf("one win: %s; want elo and elo_error null", b)
	}
	var back Stats
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	for _, old := range []string{`"inf"`, `"-inf"`, `"nan"`, `12.5`} {
		var e Elo
		if err := json.Unmarshal([]byte(old), &e); err != nil {
			t.Errorf("%s: %v", old, err)
		}
	}
	if got, _ := json.Marshal(Elo(12.345)); string(got) != "12.35" {
		t.Errorf("Elo(12.345) = %s, want 12.35", got)
	}
}
