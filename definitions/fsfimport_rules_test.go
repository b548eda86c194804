package definitions_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// Random games in variants with a wall placed instead of a move (edge
// walls: atlantis) and with captors that petrify where they explode
// (nuclear): after every move the position read back from its FEN has the
// same hash (the game going on), and making and unmaking each legal move restores FEN and
// hash.
func TestWallsInsteadAndNuclearPlay(t *testing.T) {
	for _, src := range []string{
		"variant v extends chess {\n\tturns { part own; part wall edge instead }\n}\n",
		"variant v extends atomic {\n\tpetrify Queen Rook Bishop Knight Pawn\n}\n",
	} {
		v, _, diags := lang.CompileSourceVariant("v.vdl", []byte(src), "v")
		if diags.Err() != nil {
			t.Fatal(diags.Err())
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewSource(7))
		for game := 0; game < 6; game++ {
			p, err := g.ParseFEN(v.Setup)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 80; ply++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 || p.Outcome(moves).Over {
					break
				}
				fen, hash := p.FEN(), p.Hash()
				for _, m := range moves {
					p.Make(m)
					p.Unmake()
					if p.FEN() != fen || p.Hash() != hash {
						t.Fatalf("%s: %s: make and unmake left %s", fen, g.MoveString(m), p.FEN())
					}
				}
				p.Make(moves[rng.Intn(len(moves))])
				if p.Outcome(p.LegalMoves(nil)).Over {
					break // (a king gone in an explosion keeps its rooks' castling marks)
				}
				q, err := g.ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("%s: %v", p.FEN(), err)
				}
				if q.Hash() != p.Hash() {
					t.Fatalf("%s: %s: hash %x, read back %x", src, p.FEN(), p.Hash(), q.Hash())
				}
			}
		}
	}
}
