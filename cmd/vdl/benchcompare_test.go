package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseBench(t *testing.T) {
	good := `[{"kind":"perft","variant":"chess","depth":5,"nodes":4865609,"seconds":0.2,"per_second":24328045},
 {"kind":"engine","variant":"chess","fen":"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1","depth":6,"nodes":10,"seconds":1,"per_second":10},
 {"kind":"playouts","variant":"chess","nodes":30,"seconds":3,"per_second":10,"mean_plies":330}]`
	for _, tc := range []struct {
		name, data string
		n          int    // entries, when no error
		err        string // part of the error
	}{
		{"good", good, 3, ""},
		{"extra fields", `[{"kind":"perft","variant":"chess","depth":1,"per_second":1,"cpu":"x"}]`, 1, ""},
		{"empty file", ``, 0, "the file is empty"},
		{"object", `{"kind":"perft"}`, 0, "the file holds a JSON object"},
		{"no cases", `[]`, 0, "no cases"},
		{"not json", `perft chess 5`, 0, "invalid character"},
		{"truncated", `[{"kind":"perft"`, 0, "unexpected EOF"},
		{"trailing", `[{"kind":"perft","variant":"chess","depth":1,"per_second":1}] []`, 0, "more data after the array"},
		{"bad kind", `[{"kind":"speed","variant":"chess","depth":1,"per_second":1}]`, 0, `entry 1: kind "speed"`},
		{"no variant", `[{"kind":"perft","depth":1,"per_second":1}]`, 0, "entry 1 (perft): no variant"},
		{"zero rate", `[{"kind":"perft","variant":"chess","depth":1,"per_second":0}]`, 0, "per_second 0"},
		{"negative rate", `[{"kind":"perft","variant":"chess","depth":1,"per_second":-3}]`, 0, "per_second -3"},
		{"negative cpu rate", `[{"kind":"perft","variant":"chess","depth":1,"per_second":1,"cpu_per_second":-2}]`, 0, "cpu_per_second -2"},
		{"cpu rate", `[{"kind":"perft","variant":"chess","depth":1,"per_second":1,"cpu_seconds":2,"cpu_per_second":0.5}]`, 1, ""},
		{"no depth", `[{"kind":"engine","variant":"chess","per_second":1}]`, 0, "entry 1 (engine chess): depth 0"},
		{"wrong type", `[{"kind":"perft","variant":"chess","depth":"5","per_second":1}]`, 0, "field depth is a JSON string, want a number"},
		{"duplicate", `[{"kind":"perft","variant":"chess","depth":1,"per_second":1},{"kind":"perft","variant":"chess","depth":2,"per_second":1}]`, 0, "entries 1 and 2 are the same case"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := parseBench("old.json", []byte(tc.data))
			if tc.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				if len(res) != tc.n {
					t.Fatalf("%d entries, want %d", len(res), tc.n)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want one with %q", tc.err)
			}
			if !strings.HasPrefix(err.Error(), "old.json: not a bench JSON") || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %q, want the file name and %q", err, tc.err)
			}
		})
	}
}

func TestMatchBench(t *testing.T) {
	kiwipete := benchCases[1].fen
	perft := func(variant, fen string, depth int) benchResult {
		return benchResult{Kind: "perft", Variant: variant, FEN: fen, Depth: depth, PerSec: 1}
	}
	all := benchJobs("")
	for _, tc := range []struct {
		name    string
		old     []benchResult
		only    string
		pairs   []string // jobName of each pair, in the saved run's order
		onlyOld []string
		onlyNew int
	}{
		{"same cases", func() []benchResult {
			var old []benchResult
			for _, j := range all {
				old = append(old, benchResult{Kind: j.kind, Variant: j.bc.variant, FEN: j.bc.fen, Depth: j.bc.depth, PerSec: 1})
			}
			return old
		}(), "", nil, nil, 0},
		{"saved order and depth", []benchResult{perft("capablanca", "", 2), perft("chess", kiwipete, 5)}, "",
			[]string{"perft capablanca depth 2", "perft chess r3k2r/p1ppqp… depth 5"}, nil, len(all) - 2},
		{"missing here", []benchResult{perft("chess", "", 5), perft("grand", "", 5), perft("chess", "8/8/8/8/8/8/3k4/4K3 w - - 0 1", 3)}, "",
			[]string{"perft chess depth 5"},
			[]string{"perft grand: not a case of this binary", "perft chess 8/8/8/8/8/8/…: not a case of this binary"}, len(all) - 1},
		{"too deep", []benchResult{perft("chess", "", 5+maxBenchAdd+1)}, "",
			nil, []string{"perft chess: depth 10, this binary runs it to depth 9 at most"}, len(all) - 1},
		{"from --variants", []benchResult{{Kind: "engine", Variant: "chess", Depth: 5, PerSec: 1, Relative: 1}}, "",
			nil, []string{"engine chess: a node-limited case of a --variants run"}, len(all)},
		{"kind differs", []benchResult{{Kind: "engine", Variant: "overboard", Depth: 3, PerSec: 1}}, "",
			nil, []string{"engine overboard: not a case of this binary"}, len(all)},
		{"only", []benchResult{perft("chess", "", 5), {Kind: "playouts", Variant: "chess", PerSec: 1}}, "playouts",
			[]string{"playouts chess"}, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			jobs := benchJobs(tc.only)
			c := matchBench(tc.old, tc.only, jobs)
			if tc.pairs == nil && tc.name == "same cases" {
				if len(c.pairs) != len(all) || len(c.onlyOld) != 0 || len(c.onlyNew) != 0 {
					t.Fatalf("%d pairs, %d only old, %d only new; want all %d paired", len(c.pairs), len(c.onlyOld), len(c.onlyNew), len(all))
				}
				return
			}
			var pairs []string
			for _, p := range c.pairs {
				pairs = append(pairs, jobName(p.job))
			}
			if strings.Join(pairs, "\n") != strings.Join(tc.pairs, "\n") {
				t.Errorf("pairs\n%s\nwant\n%s", strings.Join(pairs, "\n"), strings.Join(tc.pairs, "\n"))
			}
			if strings.Join(c.onlyOld, "\n") != strings.Join(tc.onlyOld, "\n") {
				t.Errorf("only old\n%s\nwant\n%s", strings.Join(c.onlyOld, "\n"), strings.Join(tc.onlyOld, "\n"))
			}
			if len(c.onlyNew) != tc.onlyNew {
				t.Errorf("%d only new, want %d", len(c.onlyNew), tc.onlyNew)
			}
		})
	}
}

func TestPrintCompareFlags(t *testing.T) {
	job := func(variant string) benchJob { return benchJob{"perft", benchCase{variant: variant, depth: 3}} }
	for _, tc := range []struct {
		name      string
		threshold float64
		newRates  []float64 // against old rates of 100 each
		flagged   []string  // variants flagged, in order
		summary   string
	}{
		{"none", 0.95, []float64{100, 95, 120}, nil, "3 cases compared, none below 0.95"},
		{"one", 0.95, []float64{100, 94.9, 120}, []string{"b"}, "1 of 3 cases below 0.95: perft b (0.949)"},
		{"all", 0.95, []float64{50, 10, 90}, []string{"a", "b", "c"}, "3 of 3 cases below 0.95"},
		{"stricter", 1.1, []float64{100, 94.9, 120}, []string{"a", "b"}, "2 of 3 cases below 1.10"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &benchComparison{}
			var results []benchResult
			for i, v := range []string{"a", "b", "c"} {
				c.pairs = append(c.pairs, benchPair{old: benchResult{Kind: "perft", Variant: v, Depth: 3, PerSec: 100}, job: job(v)})
				results = append(results, benchResult{Kind: "perft", Variant: v, Depth: 3, PerSec: tc.newRates[i]})
			}
			var out bytes.Buffer
			if err := printCompare(&out, "old.json", c, results, tc.threshold); err != nil {
				t.Fatal(err)
			}
			var flagged []string
			for _, line := range strings.Split(out.String(), "\n") {
				if f := strings.Fields(line); len(f) > 1 && f[0] == "perft" && strings.Contains(line, "SLOWER") {
					flagged = append(flagged, f[1])
				}
			}
			if strings.Join(flagged, " ") != strings.Join(tc.flagged, " ") {
				t.Errorf("flagged %v, want %v\n%s", flagged, tc.flagged, out.String())
			}
			if !strings.Contains(out.String(), tc.summary) {
				t.Errorf("no %q in\n%s", tc.summary, out.String())
			}
		})
	}
}

// The comparison is by CPU time when both runs measured it (another
// process's load does not inflate it), else by the wall clock.
func TestPrintCompareClock(t *testing.T) {
	job := benchJob{"perft", benchCase{variant: "a", depth: 3}}
	for _, tc := range []struct {
		name     string
		old, new benchResult
		clock    string
		ratio    string
	}{
		{"both cpu", benchResult{PerSec: 100, CPUPerSec: 200}, benchResult{PerSec: 50, CPUPerSec: 220}, "cpu", "1.100"},
		{"old has no cpu", benchResult{PerSec: 100}, benchResult{PerSec: 50, CPUPerSec: 220}, "wall", "0.500"},
		{"new has no cpu", benchResult{PerSec: 100, CPUPerSec: 200}, benchResult{PerSec: 150}, "wall", "1.500"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range []*benchResult{&tc.old, &tc.new} {
				r.Kind, r.Variant, r.Depth = "perft", "a", 3
			}
			c := &benchComparison{pairs: []benchPair{{old: tc.old, job: job}}}
			var out bytes.Buffer
			if err := printCompare(&out, "old.json", c, []benchResult{tc.new}, 0.95); err != nil {
				t.Fatal(err)
			}
			var row []string
			for _, line := range strings.Split(out.String(), "\n") {
				if f := strings.Fields(line); len(f) > 0 && f[0] == "perft" {
					row = f
				}
			}
			if len(row) < 7 || row[3] != tc.clock || row[6] != tc.ratio {
				t.Errorf("row %q, want clock %s and ratio %s\n%s", row, tc.clock, tc.ratio, out.String())
			}
		})
	}
}

// The comparison runs end to end on a small synthetic saved run (perft
// chess depth 2, fast): it names the unmatched cases, exits 0 whatever
// the ratio, and --save writes a run --compare reads back.
func TestBenchCompareCommand(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.json")
	if err := os.WriteFile(old, []byte(`[{"kind":"perft","variant":"chess","depth":2,"nodes":400,"seconds":1e-9,"per_second":4e11},
 {"kind":"perft","variant":"nosuch","depth":2,"nodes":1,"seconds":1,"per_second":1}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	saved := filepath.Join(dir, "new.json")
	out := runInProcess(t, "bench", "--compare", old, "--save", saved, "--only", "perft")
	for _, want := range []string{"SLOWER (below 0.95)", "perft nosuch: not a case of this binary", "perft overboard depth 3", "1 of 1 cases below 0.95"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "engine") {
		t.Errorf("--only perft, yet engine cases named:\n%s", out)
	}
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	res, err := parseBench(saved, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Variant != "chess" || res[0].Depth != 2 || res[0].Nodes != 400 {
		t.Errorf("--save wrote %+v, want perft chess depth 2, 400 leaves", res)
	}

	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"results":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"--compare", filepath.Join(dir, "none.json")}, "none.json: no such file"},
		{[]string{"--compare", bad}, "bad.json: not a bench JSON"},
		{[]string{"--compare", dir}, dir},
		{[]string{"--compare", old, "--json"}, "--json and --compare"},
		{[]string{"--compare", old, "--deeper", "1"}, "--deeper and --compare"},
		{[]string{"--compare", old, "--variants", "all"}, "--variants and --compare"},
		{[]string{"--compare", old, "--threshold", "0"}, "--threshold 0 is out of range"},
		{[]string{"--compare", old, "--threshold", "101"}, "--threshold 101 is out of range"},
		{[]string{"--compare", ""}, "--compare is empty"},
		{[]string{"--save", filepath.Join(dir, "no", "x.json")}, "no directory"},
	} {
		cmd := newRootCmd()
		var buf bytes.Buffer
		cmd.SetOut(&buf)
		cmd.SetErr(&buf)
		cmd.SetArgs(append([]string{"bench"}, tc.args...))
		err := cmd.Execute()
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("vdl bench %s: error %v, want one with %q", strings.Join(tc.args, " "), err, tc.err)
		}
	}
}
