package interp

import "fmt"

// Trading rules (ir.Trading, Chu Shogi's Lion-trading rules) and the
// no-repeat rule (ir.Rules.NoRepeat): legality that depends on what a
// move takes, on where it ends, and on the moves before it. Both are
// judged after the move is made (legalAfterMake), so every move of such a
// variant is made to be tested (noQuickLegal).

// tradingRules is ir.Trading compiled.
type tradingRules struct {
	in         []bool // by type: in the group
	distant    bool
	protected  bool
	bridge     bool
	bridgeNot  []bool // by type: a victim of this type is no bridge
	counter    bool
	counterAny bool // the counterstrike ban holds for pieces of the group too
}

func (g *Game) compileTrading() error {
	r := &g.V.Rules
	if r.NoRepeat {
		if g.turns != nil {
			return fmt.Errorf("no-repeat with turns of more than one move: a side's moves must alternate with the other's")
		}
		g.noRepeat, g.noRepeatInCheck, g.noQuickLegal = true, r.NoRepeatInCheck, true
	}
	t := r.Trading
	if t == nil {
		return nil
	}
	if len(t.Pieces) == 0 {
		return fmt.Errorf("trading: no pieces in the group")
	}
	if !t.DistantProtected && !t.Protected && !t.Counterstrike {
		return fmt.Errorf("trading: neither distant-protected, protected nor counterstrike")
	}
	tr := &tradingRules{in: make([]bool, g.nTypes), bridgeNot: make([]bool, g.nTypes),
		distant: t.DistantProtected, protected: t.Protected, bridge: t.Bridge,
		counter: t.Counterstrike || t.CounterstrikeAny, counterAny: t.CounterstrikeAny}
	for _, pt := range t.Pieces {
		if err := g.checkPiece("trading piece", pt); err != nil {
			return err
		}
		tr.in[pt] = true
	}
	for _, pt := range t.BridgeNot {
		if err := g.checkPiece("trading bridge", pt); err != nil {
			return err
		}
		tr.bridgeNot[pt] = true
	}
	g.trading, g.noQuickLegal = tr, true
	return nil
}

// victim is one piece a move took: its square and cell.
type victim struct {
	sq   Square
	cell uint8
}

// moveVictims appends to out the pieces the move of undo record i took:
// the captured piece and those its effects removed (locust victims), the
// latter the effectCaps entries from index eff on.
func (p *Position) moveVictims(out []victim, u *undoRecord, eff int) []victim {
	if u.captured >= firstCell && u.capSq != NoSquare {
		out = append(out, victim{u.capSq, u.captured})
	}
	for i := eff; i < eff+int(u.nEffect) && i < len(p.effectCaps); i++ {
		out = append(out, victim{p.effectCaps[i].sq, p.effectCaps[i].cell})
	}
	return out
}

// tradingLegal reports whether the move just made by me keeps the
// trading rules.
func (p *Position) tradingLegal(me int) bool {
	g, tr := p.g, p.g.trading
	n := len(p.undo)
	if n == 0 {
		return true
	}
	u := &p.undo[n-1]
	if u.move.Kind == Drop || u.move.Kind == Pass || u.moved < firstCell {
		return true
	}
	eff := len(p.effectCaps) - int(u.nEffect)
	var buf [maxVictims]victim
	vs := p.moveVictims(buf[:0], u, eff)
	takesGroup := false
	for _, v := range vs {
		takesGroup = takesGroup || tr.in[cellType(v.cell)]
	}
	if !takesGroup {
		return true
	}
	moverIn := tr.in[cellType(u.moved)]
	if moverIn && tr.distant {
		from := u.move.From
		for i, v := range vs {
			if !tr.in[cellType(v.cell)] || g.kingDistance(from, v.sq) <= 1 {
				continue
			}
			bridged := false
			for j, w := range vs {
				if j != i && tr.bridge && !tr.bridgeNot[cellType(w.cell)] {
					bridged = true
				}
			}
			if !bridged && p.attacked(u.move.To, 1-me) {
				return false
			}
		}
	}
	if tr.counter && (!moverIn || tr.counterAny) && n >= 2 {
		prev := &p.undo[n-2]
		if prev.moved >= firstCell && !tr.in[cellType(prev.moved)] {
			var pbuf [maxVictims]victim
			for _, v := range p.moveVictims(pbuf[:0], prev, eff-int(prev.nEffect)) {
				if tr.in[cellType(v.cell)] {
					return false
				}
			}
		}
	}
	if moverIn && tr.protected {
		return p.unprotectedVictims(me, vs)
	}
	return true
}

// unprotectedVictims reports whether no piece of the trading group among
// vs, the pieces the move just made by me took, was protected: attacked
// by a piece of its own side on the board before the move. The move is
// taken back to ask, and made again.
func (p *Position) unprotectedVictims(me int, vs []victim) bool {
	tr := p.g.trading
	var sqs [maxVictims]Square
	k := 0
	for _, v := range vs {
		if tr.in[cellType(v.cell)] {
			sqs[k] = v.sq
			k++
		}
	}
	m := p.undo[len(p.undo)-1].move
	p.Unmake()
	ok := true
	for _, sq := range sqs[:k] {
		if p.attacked(sq, 1-me) {
			ok = false
			break
		}
	}
	p.Make(m)
	return ok
}

// maxVictims bounds the pieces one move takes that the trading rules
// look at (a capture and its locust victims; more effects are cut).
const maxVictims = 16

// kingDistance is the number of king steps between a and b.
func (g *Game) kingDistance(a, b Square) int {
	df, dr := g.fileOf(a)-g.fileOf(b), g.rankOf(a)-g.rankOf(b)
	df, dr = max(df, -df), max(dr, -dr)
	return max(df, dr)
}

// repeatLegal reports whether the move just made by me keeps the no-repeat
// rule: the position it makes has not occurred before with the same side
// to move, or (with NoRepeatInCheck) me was in check before it.
func (p *Position) repeatLegal(me int) bool {
	if p.repetitions() <= 1 {
		return true
	}
	if !p.g.noRepeatInCheck {
		return false
	}
	m := p.undo[len(p.undo)-1].move
	p.Unmake()
	inCheck := p.InCheck()
	p.Make(m)
	return inCheck
}
