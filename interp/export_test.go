package interp

import (
	"fmt"
	"math/rand/v2"
)

// Hooks for the external tests, which compile the bundled variants (and
// so cannot live in package interp: lang imports it).

// RandomizeState scrambles the position's unmoved marks, used
// once-per-game rights and hand.
func (p *Position) RandomizeState(rng *rand.Rand) { p.randomizeState(rng) }

// AttackMismatch compares the attack tables with brute force; "" if they
// agree on every occupied square.
func (p *Position) AttackMismatch() string { return p.attackMismatch() }

// MoveCountCached reports whether MoveCount's cache serves the game
// (mobcache.go).
func (g *Game) MoveCountCached() bool { return g.mobCached }

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

// SetMoveEvasions turns the filter of plain moves in check (evasions.go)
// on or off and reports whether it was on.
func (g *Game) SetMoveEvasions(on bool) bool {
	was := g.moveEvasions
	g.moveEvasions = on
	return was
}

// SEEMismatch compares the static exchange's attackers (see.go) with the
// attack query: "" if, on every occupied square, each colour has an
// exchange attacker exactly when it attacks the square, or if exchanges
// are not known in this position.
func (p *Position) SEEMismatch() string {
	g := p.g
	if !g.seeOK {
		return ""
	}
	for _, t := range g.seeGen {
		if p.Count(White, t) > 0 || p.Count(Black, t) > 0 {
			return ""
		}
	}
	value := make([]int, g.nTypes)
	for s := 0; s < g.size(); s++ {
		if p.board[s] < firstCell {
			continue
		}
		for c := 0; c < 2; c++ {
			from, typ := p.leastAttacker(Square(s), c, value)
			if att := p.attacked(Square(s), c); att != (from != NoSquare) {
				return fmt.Sprintf("%s: square %d, colour %d: attacked %v, exchange attacker %d", p.FEN(), s, c, att, from)
			}
			if from != NoSquare && p.board[from] != pieceCell(typ, c) {
				return fmt.Sprintf("%s: square %d, colour %d: exchange attacker %d is no piece of type %d", p.FEN(), s, c, from, typ)
			}
		}
	}
	return ""
}

// OntoTabled reports whether CandidateCapturesOnto leaves out pieces by
// the reach table (onto.go) in this game.
func (g *Game) OntoTabled() bool { return g.onto().ok }

// ViaMismatch makes every pseudo-legal move of the side to move that the
// via test (discover.go) may judge and compares its verdict with the
// whole test's; in check, every such move that lineKept calls illegal
// must leave the royals attacked. "" if they agree; tested counts the
// moves compared.
func (p *Position) ViaMismatch() (msg string, tested int) {
	if !p.g.via().ok {
		return "", 0
	}
	me := p.side
	inCheck := p.InCheck()
	lc := p.checkedAlong()
	checked := lc.kind != chkNone
	if inCheck != checked && checked {
		return fmt.Sprintf("%s: a line check found out of check", p.FEN()), 0
	}
	for _, m := range p.generate(nil) {
		if !p.plainForVia(m) {
			continue
		}
		p.Make(m)
		if p.viaMade() {
			want := p.royalAttacked(me)
			got := want
			switch {
			case !inCheck:
				sq := [2]Square{m.From, m.To}
				got = p.royalAttackedVia(me, &sq)
			case checked && p.lineKept(&lc, 1-me, m.From, m.To):
				got = true
			}
			tested++
			if want != got {
				p.Unmake()
				return fmt.Sprintf("%s: after %s the royals of side %d attacked: %v by the whole test, %v by the via test (in check %v)", p.FEN(), p.g.MoveString(m), me, want, got, inCheck), tested
			}
		}
		p.Unmake()
	}
	return "", tested
}

// CheckersMismatch compares, in a position whose side to move is in
// check, MakeIfLegal's answer for every pseudo-legal move with making the
// move and asking the whole test (legalAfterMake); tested counts the
// plain moves judged by the checker sets (lineCheck.all), which are the
// moves the two could disagree on.
func (p *Position) CheckersMismatch() (msg string, tested int) {
	if !p.g.via().ok || !p.InCheck() {
		return "", 0
	}
	me := p.side
	lc := p.checkedAlong()
	for _, m := range p.generate(nil) {
		got := p.MakeIfLegal(m)
		if got {
			p.Unmake()
		}
		plain := p.plainForVia(m)
		p.Make(m)
		want := p.legalAfterMake(me)
		if lc.all && plain && p.viaMade() {
			tested++
		}
		p.Unmake()
		if got != want {
			return fmt.Sprintf("%s: %s legal %v by making it, %v by MakeIfLegal (checkers complete %v)", p.FEN(), p.g.MoveString(m), want, got, lc.all), tested
		}
	}
	return "", tested
}

// CheckViaMismatch makes every legal move of the side to move of a
// position under TrustMoves and compares, for the other side, the via
// test of InCheck (checkvia.go) with the whole attack test; tested counts
// the moves the via test judged.
func (p *Position) CheckViaMismatch() (msg string, tested int) {
	me := p.side
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		got, ok := p.checkVia(1-me, len(p.undo))
		if ok {
			tested++
			if want := p.royalAttacked(1 - me); got != want {
				p.Unmake()
				return fmt.Sprintf("%s: after %s the royals of side %d attacked: %v by the whole test, %v by the via test", p.FEN(), p.g.MoveString(m), 1-me, want, got), tested
			}
		}
		p.Unmake()
	}
	return "", tested
}

// QuickLastRoyal reports whether legalOnly's quick test serves the game's
// pieces royal when last (quicklast.go).
func (g *Game) QuickLastRoyal() bool {
	return g.lastRoyal != nil && g.quickLastRoyal() && !g.noQuickLegal
}

// SetQuickLegal turns legalOnly's quick test on or off (off, every move is
// made to be tested) and reports whether it was on.
func (g *Game) SetQuickLegal(on bool) bool {
	was := !g.noQuickLegal
	g.noQuickLegal = !on
	return was
}

// PieceLists is a copy of the piece lists, in their order.
func (p *Position) PieceLists() [][]Square {
	var out [][]Square
	for c := range 2 {
		for t := 0; t < p.g.nTypes; t++ {
			out = append(out, append([]Square(nil), p.pieceList(c, t)...))
		}
	}
	return out
}
