package match

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp/ir"
)

// Between games the progress line says how far the games being played
// have got, and says nothing when none is.
func TestProgressPlaying(t *testing.T) {
	tests := []struct {
		plies []int64
		want  string // "" for no line
	}{
		{nil, ""},
		{[]int64{12}, "0/4 games  a 0 - 0 b (0.0%)  Elo 0.0 +/- 0.0  ETA ?  playing: ply 12\n"},
		{[]int64{40, 7}, "0/4 games  a 0 - 0 b (0.0%)  Elo 0.0 +/- 0.0  ETA ?  playing: ply 40, 7\n"},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		c := &Config{Variant: &ir.Variant{Name: "chess"}}
		p := newProgress(&b, 4, [2]string{"a", "b"})
		p.playing(newSummary(c, [2]string{"a", "b"}), tt.plies)
		got := b.String()
		if tt.want == "" && got != "" || tt.want != "" && !strings.HasSuffix(got, tt.want) {
			t.Errorf("plies %v: %q, want a line ending %q", tt.plies, got, tt.want)
		}
	}
}

// The time left counts plies: the games still to play at the mean length
// of those ended, at the rate of the plies played so far. A long game
// going on at a steady pace (a ply a second) does not make it grow, as
// the time per game ended did (elapsed/ended*(total-ended): 300 s, then
// 600 s, then 900 s below).
func TestTimeLeft(t *testing.T) {
	tests := []struct {
		elapsed    time.Duration
		total      int
		ended      int
		endedPlies int64
		plies      []int64
		want       time.Duration // -1: no estimate
	}{
		{100 * time.Second, 4, 0, 0, []int64{100}, -1},
		// One game of 100 plies ended, the next at ply 0, 100 and 200.
		{100 * time.Second, 4, 1, 100, []int64{0}, 300 * time.Second},
		{200 * time.Second, 4, 1, 100, []int64{100}, 200 * time.Second},
		{300 * time.Second, 4, 1, 100, []int64{200}, 200 * time.Second},
		// Two games at once, each half way through the mean length.
		{300 * time.Second, 4, 2, 200, []int64{50, 50}, 100 * time.Second},
		{100 * time.Second, 2, 2, 200, nil, 0},
	}
	for _, tt := range tests {
		got, ok := timeLeft(tt.elapsed, tt.total, tt.ended, tt.endedPlies, tt.plies)
		if !ok {
			got = -1
		}
		if got != tt.want {
			t.Errorf("%v elapsed, %d of %d games ended (%d plies), playing %v: %v left, want %v", tt.elapsed, tt.ended, tt.total, tt.endedPlies, tt.plies, got, tt.want)
		}
	}
}
