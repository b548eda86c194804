package search

import (
	"math"
	"math/rand/v2"

	"github.com/vdl-chess/vdl/interp"
)

// Skill weakens the engine for a human opponent (UCI's Skill Level and
// UCI_LimitStrength with UCI_Elo), the way Stockfish does: at level L
// (0 to 20) the search goes at most 1+L plies deep, looks at the four
// best first moves, and plays one of them at random, each favoured by
// its score plus a random push that grows as the level falls. Level 20
// is full strength.
type Skill struct {
	Level float64
	// Seed makes the choice repeatable: the random push is drawn from
	// Seed and the position's hash, so the same engine in the same
	// position plays the same move.
	Seed uint64
}

// MaxSkill is full strength.
const MaxSkill = 20

// skillLines is how many first moves a weakened search considers.
const skillLines = 4

// eloByLevel is the calibration of Skill against Fairy-Stockfish's
// UCI_Elo scale: the least-squares line through the ratings levels 0, 5,
// 10, 15 and 20 played at in chess against Fairy-Stockfish 11.1 limited
// to UCI_Elo 1350, 100 ms a move, 24 games each (scripts/calibrate-skill.sh
// on 26 November 2026: 933, 1321, 1292, 1439, 1630, each ±150 or more:
// the line smooths their noise). Levels between rows are interpolated.
var eloByLevel = []struct {
	Level float64
	Elo   float64
}{
	{0, 1021}, {MaxSkill, 1626},
}

// SkillFromElo is the level that plays at about elo on Fairy-Stockfish's
// scale (clamped to the calibrated range).
func SkillFromElo(elo int) float64 {
	e := float64(elo)
	first, last := eloByLevel[0], eloByLevel[len(eloByLevel)-1]
	switch {
	case e <= first.Elo:
		return first.Level
	case e >= last.Elo:
		return last.Level
	}
	for i := 1; i < len(eloByLevel); i++ {
		lo, hi := eloByLevel[i-1], eloByLevel[i]
		if e <= hi.Elo {
			return lo.Level + (hi.Level-lo.Level)*(e-lo.Elo)/(hi.Elo-lo.Elo)
		}
	}
	return last.Level
}

// EloRange is the range of UCI_Elo the calibration covers.
func EloRange() (lo, hi int) {
	return int(eloByLevel[0].Elo), int(eloByLevel[len(eloByLevel)-1].Elo)
}

// searchSkilled is Search at a level below full strength: a shallow
// search of several lines, then a random choice among them weighted by
// the level. info sees the lines the caller asked for (lim.MultiPV).
func (e *Engine) searchSkilled(p *interp.Position, lim Limits, info func(Info)) Result {
	sk := *lim.Skill
	lim.Skill = nil
	level := math.Max(0, math.Min(sk.Level, MaxSkill))
	depth := 1 + int(level)
	if lim.Depth == 0 || lim.Depth > depth {
		lim.Depth = depth
	}
	shown := max(lim.MultiPV, 1)
	lim.MultiPV = max(lim.MultiPV, skillLines)
	var lines, last []Info
	res := e.search(p, lim, func(i Info) {
		if i.MultiPV <= 1 { // a new iteration's lines begin
			if len(lines) > 0 {
				last = lines
			}
			lines = nil
		}
		lines = append(lines, i)
		if info != nil && i.MultiPV <= shown {
			info(i)
		}
	})
	if len(lines) > 0 && (len(last) == 0 || len(lines) >= len(last)) {
		last = lines // the last iteration, if it reported every line
	}
	if res.NoMove || len(last) < 2 {
		return res
	}
	pick := pickWeakened(last, level, rand.New(rand.NewPCG(sk.Seed, p.Hash())))
	if len(pick.PV) == 0 {
		return res
	}
	res.Best, res.HasPonder = pick.PV[0], len(pick.PV) > 1
	if res.HasPonder {
		res.Ponder = pick.PV[1]
	}
	res.Info.Score, res.Info.PV = pick.Score, pick.PV
	return res
}

// pickWeakened chooses among the lines (best first): each line's score
// plus a push of (weakness*(top-score) + delta*random(weakness))/128,
// weakness = 120-2*level and delta the spread of the scores (at most a
// pawn), the highest wins. At level 20 the push favours the best line;
// at level 0 a line up to a few pawns worse often wins.
func pickWeakened(lines []Info, level float64, rng *rand.Rand) Info {
	weakness := int(120 - 2*level)
	top := scoreValue(lines[0].Score)
	delta := min(top-scoreValue(lines[len(lines)-1].Score), 100)
	best, bestValue := lines[0], math.MinInt
	for _, l := range lines {
		s := scoreValue(l.Score)
		push := (weakness*(top-s) + delta*rng.IntN(weakness)) / 128
		if s+push >= bestValue {
			best, bestValue = l, s+push
		}
	}
	return best
}

// scoreValue orders scores on one scale: a mate in n as a score beyond
// any material, sooner mates better.
func scoreValue(s Score) int {
	switch {
	case s.Mate > 0:
		return 100000 - s.Mate
	case s.Mate < 0:
		return -100000 - s.Mate
	}
	return s.CP
}
