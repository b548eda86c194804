package interp_test

import (
	"math/rand"
	"testing"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// NoteNoCheck after a move CannotGiveCheck clears leaves InCheck's
// answer as a fresh test gives it (the same move made on a clone, no
// note), along random games; where the turn has not passed (Marseillais'
// first move of two) it notes nothing, whatever the move.
func TestNoteNoCheck(t *testing.T) {
	for _, tt := range []struct {
		variant string
		plies   int
		notes   bool // some move is noted (else: some move is not, the turn not passed)
	}{
		{"chess", 80, true},
		{"shogi", 80, true},
		{"capablanca", 60, true},
		{"marseillais", 60, false},
	} {
		v, err := lang.Find(tt.variant)
		if err != nil {
			t.Fatal(err)
		}
		g, err := interp.NewGame(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewSource(int64(len(tt.variant))))
		var legal []interp.Move
		noted, kept := 0, 0
		for ply := 0; ply < tt.plies; ply++ {
			legal = p.LegalMoves(legal[:0])
			if len(legal) == 0 || p.Outcome(legal).Over {
				break
			}
			for _, m := range legal {
				cleared := p.CannotGiveCheck(m)
				q := p.Clone()
				q.Make(m)
				want := q.InCheck()
				mover := p.SideToMove()
				p.Make(m)
				switch {
				case p.SideToMove() == mover:
					p.NoteNoCheck(mover) // must note nothing
					kept++
				case cleared:
					p.NoteNoCheck(mover)
					noted++
				}
				if got := p.InCheck(); got != want {
					t.Fatalf("%s: %s after %s: InCheck %v noted, %v tested", tt.variant, q.FEN(), g.MoveString(m), got, want)
				}
				p.Unmake()
			}
			p.Make(legal[rng.Intn(len(legal))])
		}
		if tt.notes && noted == 0 || !tt.notes && kept == 0 {
			t.Errorf("%s: %d moves noted, %d with the turn not passed", tt.variant, noted, kept)
		}
	}
}
