package match

import (
	"bytes"
	"strings"
	"testing"

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
