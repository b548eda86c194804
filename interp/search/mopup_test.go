package search

import "testing"

// In an ending one side leads by material, the leader's evaluation rises
// as the other royal nears an edge or a corner and as the leader's pieces
// close in on it; where the material is level, or the rules have no
// single royal whose checkmate loses, the term does nothing.
func TestMopUp(t *testing.T) {
	cases := []struct {
		name, variant string
		better, worse string // the same material, White to move: better for White than worse
	}{
		{"chess: bare king in the corner", "chess", "7k/8/8/8/8/8/8/R3K3 w - - 0 1", "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"},
		{"chess: king nearer", "chess", "7k/8/5K2/8/8/8/8/R7 w - - 0 1", "7k/8/8/8/8/8/8/R3K3 w - - 0 1"},
		{"chess: black leads", "chess", "r3k3/8/8/8/4K3/8/8/8 w - - 0 1", "r3k3/8/8/8/8/8/8/7K w - - 0 1"},
		{"overboard: pieces nearer", "overboard",
			"16/16/16/16/16/16/16/16/16/16/7k8/16/5GN9/16/16/7K8 w - - 0 1",
			"16/16/16/16/16/16/16/16/16/16/7k8/16/16/16/16/GN5K8 w - - 0 1"},
	}
	for _, c := range cases {
		b, w := position(t, c.variant, c.better), position(t, c.variant, c.worse)
		e := NewEvaluator(b.Game())
		if e.mop == nil {
			t.Fatalf("%s: no mop-up term", c.name)
		}
		if eb, ew := e.Evaluate(b), e.Evaluate(w); eb <= ew {
			t.Errorf("%s: %d for %s, not above %d for %s", c.name, eb, c.better, ew, c.worse)
		}
	}
	for _, fen := range []string{"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "7k/8/8/8/8/8/P7/4K3 w - - 0 1"} {
		p := position(t, "chess", fen)
		e := NewEvaluator(p.Game())
		without := *e
		without.mop = nil
		if got, want := e.Evaluate(p), without.Evaluate(p); got != want {
			t.Errorf("%s, a lead below mopLead: %d, %d without the term", fen, got, want)
		}
	}
	for _, v := range []string{"antichess", "extinction"} {
		if e := NewEvaluator(position(t, v, "").Game()); e.mop != nil {
			t.Errorf("%s: a mop-up term where a checkmate does not lose or royals are not single", v)
		}
	}
}
