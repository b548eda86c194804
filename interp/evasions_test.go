package interp_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// TestDropEvasions plays random games of every bundled variant whose drops
// in check are filtered (evasions.go) and, in every position where the
// side to move is in check and holds a piece, compares the legal moves
// with the filter and without it (every drop made and tested): the same
// moves in the same order, and the same legal moves among the candidates
// of CandidateMoves, and HasLegalMove's answer. Random play in shogi and crazyhouse reaches such
// positions often; a test that met none there would test nothing.
func TestDropEvasions(t *testing.T) {
	games, plies := 8, 150
	if testing.Short() {
		games, plies = 4, 120
	}
	seen := map[string]int{}
	for _, g := range bundledGames(t) {
		v := g.V
		if !g.SetDropEvasions(true) {
			g.SetDropEvasions(false)
			continue
		}
		rng := rand.New(rand.NewSource(int64(len(v.Name))))
		var buf, on, off []interp.Move
		for range games {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			for range plies {
				if p.InCheck() && holds(p) {
					seen[v.Name]++
					// Taking back a capture may reorder the piece lists,
					// and so the moves generated next: each list comes
					// from a copy of the same position.
					q := p.Clone()
					on = p.LegalMoves(on[:0])
					g.SetDropEvasions(false)
					off = q.LegalMoves(off[:0])
					g.SetDropEvasions(true)
					if !slices.Equal(on, off) {
						t.Fatalf("%s: %s: legal moves with the filter %s, without %s", v.Name, p.FEN(), moveList(g, on), moveList(g, off))
					}
					cand, untested := p.CandidateMoves(buf[:0])
					var legal []interp.Move
					for _, m := range cand {
						if !untested {
							legal = append(legal, m)
						} else if p.MakeIfLegal(m) {
							p.Unmake()
							legal = append(legal, m)
						}
					}
					buf = cand[:0]
					if !sameMoves(legal, off) {
						t.Fatalf("%s: %s: candidates found %d legal moves, LegalMoves %d", v.Name, p.FEN(), len(legal), len(off))
					}
					has := p.HasLegalMove()
					g.SetDropEvasions(false)
					hasOff := p.HasLegalMove()
					g.SetDropEvasions(true)
					if has != hasOff {
						t.Fatalf("%s: %s: HasLegalMove %v with the filter, %v without", v.Name, p.FEN(), has, hasOff)
					}
				}
				m, ok, b := p.RandomMove(rng, buf[:0])
				buf = b[:0]
				if !ok {
					break
				}
				p.Make(m)
			}
		}
	}
	for _, name := range []string{"shogi", "crazyhouse"} {
		if seen[name] == 0 {
			t.Errorf("%s: no position in check with a piece in hand was met", name)
		}
	}
	t.Logf("positions compared: %v", seen)
}

// TestMoveEvasions plays random games of every bundled variant whose
// plain moves in check are filtered (evasions.go) and, in every position
// where the side to move is in check, compares the legal moves with the
// filter and without it (every move made and tested): the same moves in
// the same order. Chess, Raumschach and xiangqi (whose cannons' checks
// leave the filter off) must each meet such positions.
func TestMoveEvasions(t *testing.T) {
	games, plies := 4, 150
	if testing.Short() {
		games, plies = 2, 100
	}
	seen := map[string]int{}
	for _, g := range bundledGames(t) {
		v := g.V
		if !g.SetMoveEvasions(true) {
			g.SetMoveEvasions(false)
			continue
		}
		rng := rand.New(rand.NewSource(int64(len(v.Name))))
		var buf, on, off []interp.Move
		for range games {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatalf("%s: %v", v.Name, err)
			}
			for range plies {
				if p.InCheck() {
					seen[v.Name]++
					q := p.Clone()
					on = p.LegalMoves(on[:0])
					g.SetMoveEvasions(false)
					off = q.LegalMoves(off[:0])
					g.SetMoveEvasions(true)
					if !slices.Equal(on, off) {
						t.Fatalf("%s: %s: legal moves with the filter %s, without %s", v.Name, p.FEN(), moveList(g, on), moveList(g, off))
					}
				}
				m, ok, b := p.RandomMove(rng, buf[:0])
				buf = b[:0]
				if !ok {
					break
				}
				p.Make(m)
			}
		}
	}
	for _, name := range []string{"chess", "raumschach", "xiangqi"} {
		if seen[name] == 0 {
			t.Errorf("%s: no position in check was met", name)
		}
	}
	t.Logf("variants: %d", len(seen))
}

// holds reports whether the side to move has a piece in hand.
func holds(p *interp.Position) bool {
	g := p.Game()
	for typ := range g.V.Pieces {
		if p.InHand(p.SideToMove(), typ) > 0 {
			return true
		}
	}
	return false
}

func moveList(g *interp.Game, ml []interp.Move) []string {
	var out []string
	for _, m := range ml {
		out = append(out, g.MoveString(m))
	}
	return out
}

// BenchmarkDropEvasions measures LegalMoves in positions of shogi and
// crazyhouse where the side to move is in check and holds pieces (met in
// random games), with the drops filtered (evasions.go) and with every
// drop made and tested, in one run:
//
//	go test ./interp -run XXX -bench DropEvasions
func BenchmarkDropEvasions(b *testing.B) {
	for _, name := range []string{"shogi", "crazyhouse"} {
		v, err := lang.Find(name)
		if err != nil {
			b.Fatal(err)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewSource(3))
		var checked []*interp.Position
		var buf []interp.Move
		for len(checked) < 200 {
			p, _ := g.StartPosition()
			for range 200 {
				if p.InCheck() && holds(p) {
					checked = append(checked, p.Clone())
				}
				m, ok, bb := p.RandomMove(rng, buf[:0])
				buf = bb[:0]
				if !ok {
					break
				}
				p.Make(m)
			}
		}
		for _, on := range []bool{true, false} {
			label := "filtered"
			if !on {
				label = "made"
			}
			b.Run(name+"/"+label, func(b *testing.B) {
				was := g.SetDropEvasions(on)
				defer g.SetDropEvasions(was)
				for i := 0; i < b.N; i++ {
					for _, p := range checked {
						buf = p.LegalMoves(buf[:0])
					}
				}
			})
		}
	}
}
