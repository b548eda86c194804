package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// hareSource is March Hare without castling: every move of a part is a
// piece's own, so a part none of whose pieces can move cannot be played.
const hareSource = `variant hare extends march-hare "March Hare without castling" {
	castling none
	setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
}
`

// Whether a part of a turn can be played, looked for one piece at a time,
// is what testing every generated move says, along random games of every
// bundled variant whose turns have parts, and of one without castling.
func TestPartFinishByPiece(t *testing.T) {
	vs, _ := lang.Bundled()
	hare, _, diags := lang.CompileSourceVariant("hare.vdl", []byte(hareSource), "hare")
	if hare == nil {
		t.Fatal(diags)
	}
	vs = append(vs, hare)
	rng := rand.New(rand.NewSource(11))
	tried := 0
	for _, v := range vs {
		if v.Rules.Turns == nil {
			continue
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		for game := 0; game < 8; game++ {
			p, err := g.StartPosition()
			if err != nil {
				t.Fatal(err)
			}
			var legal []interp.Move
			for ply := 0; ply < 120; ply++ {
				if d := p.PartFinishMismatch(); d != "" {
					t.Fatalf("%s, %s: %s", v.Name, p.FEN(), d)
				}
				tried++
				legal = p.LegalMoves(legal[:0])
				if p.Outcome(legal).Over || len(legal) == 0 {
					break
				}
				p.Make(legal[rng.Intn(len(legal))])
			}
		}
	}
	if tried == 0 {
		t.Fatal("no variant with turn parts")
	}
}
