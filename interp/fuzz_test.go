package interp

import "testing"

// FuzzPosition feeds arbitrary FEN text to the interpreter. Whatever reads
// must survive two plies of every legal move with the board, FEN and hash
// restored exactly by Unmake.
func FuzzPosition(f *testing.F) {
	g, err := NewGame(handChess())
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{
		g.start,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
		"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := g.ParseFEN(s)
		if err != nil {
			return
		}
		before, hash := p.FEN(), p.Hash()
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			for _, r := range p.LegalMoves(nil) {
				p.Make(r)
				p.Unmake()
			}
			p.Unmake()
			if p.FEN() != before || p.Hash() != hash {
				t.Fatalf("%s: %s not undone: %s", before, g.MoveString(m), p.FEN())
			}
		}
	})
}
