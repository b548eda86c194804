package betza

import (
	"strings"
	"testing"
)

func TestRedundant(t *testing.T) {
	tests := []struct {
		betza string
		want  string // the redundant parts, "group" or "letter", in order
	}{
		{"fmWfceFifmnD", ""}, // the pawn: every letter counts
		{"nF", "letter n"},
		{"nW", "letter n"},
		{"ifmnD", ""},
		{"WK", "group W"},
		{"KW", "group W"},
		{"ffN", "letter f"},   // the first of the doubled letters only
		{"ffrrN", "letter r"}, // ffrN means the same: ff already stops f pairing with r
		{"mmW", "letter m"},
		{"mcW", ""}, // m and c: both, but each alone is less
		{"fmWfmW", "group fmW group fmW"},
		{"FmafFmasF", "letter m letter m"},
		{"[W?B]W", "group W"},
		{"mRcpR", ""}, // the cannon
		{"gQ", ""},
		{"qK8", ""},
		{"X", ""},                      // not valid Betza: nothing to say
		{strings.Repeat("W", 300), ""}, // too long to examine
	}
	for _, tt := range tests {
		var got []string
		for _, r := range Redundant(tt.betza) {
			kind := "letter"
			if r.Group {
				kind = "group"
			}
			got = append(got, kind+" "+tt.betza[r.Off:r.Off+r.Len])
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("Redundant(%q) = %q, want %q", tt.betza, g, tt.want)
		}
	}
}
