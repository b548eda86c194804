package interp

import "math/rand/v2"

// Hooks for the external tests, which compile the bundled variants (and
// so cannot live in package interp: lang imports it).

// RandomizeState scrambles the position's unmoved marks, used
// once-per-game rights and hand.
func (p *Position) RandomizeState(rng *rand.Rand) { p.randomizeState(rng) }

// AttackMismatch compares the attack tables with brute force; "" if they
// agree on every occupied square.
func (p *Position) AttackMismatch() string { return p.attackMismatch() }

// AfterEffects is how many after-move effects Make applies (conditions.go).
func (g *Game) AfterEffects() int { return len(g.after) }

// Restricted reports whether the game tests pieces for freezing,
// paralysis or patrol before generating their moves.
func (g *Game) Restricted() bool { return g.freeze != nil }

// SetDropEvasions turns the filter of drops in check (evasions.go) on or
// off and reports whether it was on.
func (g *Game) SetDropEvasions(on bool) bool {
	was := g.dropEvasions
	g.dropEvasions = on
	return was
}
