package main

import (
	"bytes"
	"encoding/json"
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
