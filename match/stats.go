package match

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
)

// Points counts games by the points one player scored in them: 1, 0.5
// and 0 for wins, draws and losses, and other values where a variant's
// rules score results otherwise (a stalemate worth 0.6). The map key is
// the points written with strconv's shortest form, so merging counts
// from shards is exact.
type Points map[string]int

// Add counts a game in which the player scored pts.
func (p Points) Add(pts float64) { p[strconv.FormatFloat(pts, 'g', -1, 64)]++ }

// Merge adds q's counts.
func (p Points) Merge(q Points) {
	for k, n := range q {
		p[k] += n
	}
}

// values lists the (points, games) pairs in increasing points.
func (p Points) values() (pts []float64, n []int) {
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return parse(keys[i]) < parse(keys[j]) })
	for _, k := range keys {
		pts = append(pts, parse(k))
		n = append(n, p[k])
	}
	return pts, n
}

func parse(k string) float64 {
	f, _ := strconv.ParseFloat(k, 64)
	return f
}

// Stats are a match result as cutechess-cli reports it, from one
// player's view.
type Stats struct {
	Games  int     `json:"games"`
	Wins   int     `json:"wins"`   // games scored 1
	Losses int     `json:"losses"` // games scored 0
	Draws  int     `json:"draws"`  // games scored 1/2
	Other  int     `json:"other"`  // games scored otherwise (scored variants)
	Points float64 `json:"points"`
	Score  float64 `json:"score"` // mean points per game
	// ScoreLow and ScoreHigh bound the 95% interval of the score:
	// score ± 1.96 standard errors of the mean, the standard deviation
	// taken from the games' own spread of points.
	ScoreLow  float64 `json:"score_low"`
	ScoreHigh float64 `json:"score_high"`
	// Elo is the rating difference the score implies,
	// -400*log10(1/score - 1); EloError is half the width of the Elo
	// interval the score interval maps to (cutechess-cli's "+/-").
	Elo       Elo     `json:"elo"`
	EloError  Elo     `json:"elo_error"`
	LOS       float64 `json:"los"` // likelihood of superiority, from wins and losses
	DrawRatio float64 `json:"draw_ratio"`
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Compute derives the statistics from the counts.
func Compute(p Points) Stats {
	pts, counts := p.values()
	var s Stats
	for i, v := range pts {
		n := counts[i]
		s.Games += n
		s.Points += v * float64(n)
		switch v {
		case 1:
			s.Wins += n
		case 0:
			s.Losses += n
		case 0.5:
			s.Draws += n
		default:
			s.Other += n
		}
	}
	if s.Games == 0 {
		return s
	}
	n := float64(s.Games)
	s.Score = s.Points / n
	variance := 0.0
	for i, v := range pts {
		d := v - s.Score
		variance += float64(counts[i]) / n * d * d
	}
	stderr := math.Sqrt(variance) / math.Sqrt(n)
	// A score lies in [0, 1]: the normal interval is cut there, and an
	// interval that reaches either end bounds the Elo on one side only,
	// so its error is infinite (not the NaN of inf - inf).
	s.ScoreLow, s.ScoreHigh = max(0, s.Score-z95*stderr), min(1, s.Score+z95*stderr)
	s.Elo = Elo(eloOf(s.Score))
	s.EloError = Elo((eloOf(s.ScoreHigh) - eloOf(s.ScoreLow)) / 2)
	if s.ScoreLow <= 0 || s.ScoreHigh >= 1 {
		s.EloError = Elo(math.Inf(1))
	}
	s.DrawRatio = float64(s.Draws) / n
	if w, l := float64(s.Wins), float64(s.Losses); w+l > 0 {
		s.LOS = 0.5 * (1 + math.Erf((w-l)/math.Sqrt(2*(w+l))))
	} else {
		s.LOS = 0.5
	}
	return s
}

// eloOf is the rating difference for an expected score (±Inf at 0 and 1).
func eloOf(score float64) float64 {
	switch {
	case score <= 0:
		return math.Inf(-1)
	case score >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/score-1)
}

// Elo is a rating difference that may be infinite (a score of 0 or 1,
// or an interval that reaches either end). JSON has no infinity: such an
// Elo is written null, meaning "unbounded", which tools read as missing
// (vdl's own summaries keep the games, from which the figures are
// computed again). Summaries written before this read back: "inf",
// "-inf" and "nan" are accepted.
type Elo float64

func (e Elo) MarshalJSON() ([]byte, error) {
	f := float64(e)
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return []byte("null"), nil
	}
	return json.Marshal(math.Round(f*100) / 100)
}

func (e *Elo) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case "null":
		*e = Elo(math.NaN()) // unbounded, of unknown sign: Compute tells
	case `"inf"`:
		*e = Elo(math.Inf(1))
	case `"-inf"`:
		*e = Elo(math.Inf(-1))
	case `"nan"`:
		*e = Elo(math.NaN())
	default:
		var f float64
		if err := json.Unmarshal(b, &f); err != nil {
			return err
		}
		*e = Elo(f)
	}
	return nil
}

// String writes e as cutechess-cli does: one decimal, or inf.
func (e Elo) String() string {
	f := float64(e)
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	if math.Abs(f) < 0.05 {
		f = 0 // no "-0.0"
	}
	return strconv.FormatFloat(f, 'f', 1, 64)
}
