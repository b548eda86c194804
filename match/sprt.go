package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test between two hypotheses on
// player A's Elo advantage: H0, it is elo0; H1, it is elo1. The match
// stops as soon as one is accepted, with false-positive rate Alpha and
// false-negative rate Beta (fishtest's and cutechess-cli's use).
type SPRT struct {
	Elo0  float64 `json:"elo0"`
	Elo1  float64 `json:"elo1"`
	Alpha float64 `json:"alpha"`
	Beta  float64 `json:"beta"`
}

// ParseSPRT reads "elo0=0 elo1=5 alpha=0.05 beta=0.05" (spaces or commas
// between the settings; alpha and beta default to 0.05).
func ParseSPRT(s string) (SPRT, error) {
	t := SPRT{Alpha: 0.05, Beta: 0.05}
	seen := map[string]bool{}
	for _, kv := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		k, v, ok := strings.Cut(kv, "=")
		f, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return t, fmt.Errorf("sprt setting %q: expected NAME=NUMBER (elo0, elo1, alpha, beta)", kv)
		}
		switch k {
		case "elo0":
			t.Elo0 = f
		case "elo1":
			t.Elo1 = f
		case "alpha":
			t.Alpha = f
		case "beta":
			t.Beta = f
		default:
			return t, fmt.Errorf("sprt setting %q: unknown, expected elo0, elo1, alpha or beta", k)
		}
		seen[k] = true
	}
	switch {
	case !seen["elo0"] || !seen["elo1"]:
		return t, fmt.Errorf("sprt %q: elo0 and elo1 are needed (for example elo0=0 elo1=5)", s)
	case t.Elo0 >= t.Elo1:
		return t, fmt.Errorf("sprt: elo0 %g must be below elo1 %g", t.Elo0, t.Elo1)
	case math.Abs(t.Elo0) >= 800 || math.Abs(t.Elo1) >= 800:
		return t, fmt.Errorf("sprt: elo0 and elo1 must lie within ±800")
	case t.Alpha <= 0 || t.Alpha >= 0.5 || t.Beta <= 0 || t.Beta >= 0.5:
		return t, fmt.Errorf("sprt: alpha and beta must lie between 0 and 0.5")
	}
	return t, nil
}

// Bounds are the log-likelihood ratios at which H0 (lower) and H1
// (upper) are accepted.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// SPRTResult is the state of the test after the games counted so far.
type SPRTResult struct {
	SPRT
	LLR   float64 `json:"llr"`
	Lower float64 `json:"lower"`
	Upper float64 `json:"upper"`
	// Decision is "H0" (A is not elo1 better: rejected), "H1" (accepted)
	// or "" while the test goes on.
	Decision string `json:"decision,omitempty"`
}

// Test evaluates the log-likelihood ratio of H1 against H0 for player
// A's points: the generalised SPRT in its normal approximation (Michel
// Van den Bergh's, which fishtest uses), for games scored anywhere in
// [0, 1]: LLR = n (s1 - s0) (2 mean - s0 - s1) / (2 variance), s0 and s1
// the expected scores of elo0 and elo1 on the logistic scale. Points
// that do not vary yet (every game won, say) have no variance to divide
// by: the test then counts one win and one loss more than were played,
// which keeps a run of wins from deciding until it is long enough.
func (t SPRT) Test(p Points) SPRTResult {
	r := SPRTResult{SPRT: t}
	r.Lower, r.Upper = t.Bounds()
	pts, counts := p.values()
	n, sum, sumSq := 0.0, 0.0, 0.0
	for i, v := range pts {
		c := float64(counts[i])
		n, sum, sumSq = n+c, sum+v*c, sumSq+v*v*c
	}
	if n == 0 {
		return r
	}
	mean := sum / n
	variance := sumSq/n - mean*mean
	if variance <= 1e-12 {
		n, sum, sumSq = n+2, sum+1, sumSq+1
		mean = sum / n
		variance = sumSq/n - mean*mean
	}
	s0, s1 := expectedScore(t.Elo0), expectedScore(t.Elo1)
	r.LLR = n * (s1 - s0) * (2*mean - s0 - s1) / (2 * variance)
	switch {
	case r.LLR >= r.Upper:
		r.Decision = "H1"
	case r.LLR <= r.Lower:
		r.Decision = "H0"
	}
	return r
}

// expectedScore is the score an Elo advantage gives on the logistic
// scale.
func expectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// String reports the test as cutechess-cli does.
func (r SPRTResult) String() string {
	verdict := "no decision yet"
	switch r.Decision {
	case "H0":
		verdict = "H0 was accepted"
	case "H1":
		verdict = "H1 was accepted"
	}
	return fmt.Sprintf("SPRT: llr %.3g (%.1f%%), lbound %.3g, ubound %.3g - %s (elo0 %g, elo1 %g, alpha %g, beta %g)",
		r.LLR, 100*r.LLR/r.Upper, r.Lower, r.Upper, verdict, r.Elo0, r.Elo1, r.Alpha, r.Beta)
}
