package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// bench --variants searches chess and each variant named from the start
// to the same number of nodes and gives each its speed against chess's.
func TestBenchVariants(t *testing.T) {
	var out bytes.Buffer
	cmd := newRootCmd()
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs([]string{"bench", "--only", "engine", "--variants", "snark-hunt", "--json"})
	if err := cmd.Execute(); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	var results []benchResult
	if err := json.Unmarshal(out.Bytes(), &results); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if len(results) != 2 || results[0].Variant != "chess" || results[1].Variant != "snark-hunt" {
		t.Fatalf("results %+v, want chess and snark-hunt", results)
	}
	for _, r := range results {
		if r.Kind != "engine" || r.Nodes < variantNodes || r.Depth < 1 || r.Relative <= 0 {
			t.Errorf("result %+v", r)
		}
	}
	if results[0].Relative != 1 {
		t.Errorf("chess relative to itself: %v", results[0].Relative)
	}
	for _, bad := range []struct{ arg, want string }{
		{"snark-hnut", `unknown variant "snark-hnut"`},
		{"chess,,shogi", "expected all or names separated by commas"},
	} {
		cmd := newRootCmd()
		out.Reset()
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		cmd.SetArgs([]string{"bench", "--only", "engine", "--variants", bad.arg})
		if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("--variants %s: error %v, want %q", bad.arg, err, bad.want)
		}
	}
}

// fastestOf keeps the run of the highest rate and stops at an error;
// --repeat outside 1..maxBenchRepeat is refused before anything runs.
func TestBenchRepeat(t *testing.T) {
	rates := []float64{100, 300, 200}
	i := 0
	best, err := fastestOf(len(rates), func() (benchResult, error) {
		r := benchResult{Nodes: uint64(i), CPUPerSec: rates[i]}
		i++
		return r, nil
	})
	if err != nil || best.Nodes != 1 || i != 3 {
		t.Errorf("fastestOf kept %+v after %d runs (%v), want the second of 3", best, i, err)
	}
	calls := 0
	if _, err := fastestOf(3, func() (benchResult, error) {
		calls++
		return benchResult{}, errors.New("no such variant")
	}); err == nil || calls != 1 {
		t.Errorf("fastestOf after an error: %v, %d calls, want the error after 1", err, calls)
	}
	for _, arg := range []string{"0", "21"} {
		var out bytes.Buffer
		cmd := newRootCmd()
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		cmd.SetArgs([]string{"bench", "--only", "engine", "--repeat", arg})
		if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), "--repeat "+arg+" is out of range") {
			t.Errorf("--repeat %s: error %v", arg, err)
		}
	}
}
