package search

import "testing"

// TestDemoteLosing checks which moves demoteLosing puts after the other
// quiet moves: a quiet move that loses by exchange, not one that does
// not, nor a capture or a killer (which it does not test), and that
// reductions still read a demoted move's history.
func TestDemoteLosing(t *testing.T) {
	tests := []struct {
		variant, fen, move string
		order              int32
		losing, tested     bool
	}{
		{"chess", "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5", 100, true, true},  // the queen to a pawn's reach
		{"chess", "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d2", 100, false, true}, // out of it
		{"chess", "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5", -500, true, true}, // whatever its history
		{"chess", "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5", killerOrder, false, false},
		{"chess", "4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", captureBase + 100, false, false},
		{"chess", "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5", 100 - losingQuietOffset, false, false}, // demoted already
	}
	for _, tt := range tests {
		p := position(t, tt.variant, tt.fen)
		s := newSearcher(NewEngine(p.Game(), Options{}), p, Limits{Depth: 1}, 0)
		m, err := p.ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		o := tt.order
		losing, tested := s.demoteLosing(m, &o)
		if losing != tt.losing || tested != tt.tested {
			t.Errorf("%s %s order %d: losing %v tested %v, want %v %v", tt.fen, tt.move, tt.order, losing, tested, tt.losing, tt.tested)
		}
		want := tt.order
		if tt.losing {
			want -= losingQuietOffset
			if o >= -historyMax || quietHistory(o) != tt.order {
				t.Errorf("%s %s: demoted to %d (history %d), want below every quiet move with history %d", tt.fen, tt.move, o, quietHistory(o), tt.order)
			}
		}
		if o != want {
			t.Errorf("%s %s order %d: order %d after, want %d", tt.fen, tt.move, tt.order, o, want)
		}
	}
}
