package interp

import (
	"math/rand"
	"testing"
)

// hashFromScratch recomputes the Zobrist hash from the position's state,
// to compare with the incrementally kept one.
func (p *Position) hashFromScratch() uint64 {
	z := &p.g.zobrist
	var h uint64
	for s, c := range p.board {
		if c >= firstCell {
			h ^= z.pieceKey(c, Square(s))
		}
		if p.virgin[s] {
			h ^= z.virgin[s]
		}
	}
	for i := 0; i < p.epN; i++ {
		h ^= z.ep[p.epSq[i]]
	}
	if p.side == Black {
		h ^= z.side
	}
	return h
}

// TestMakeUnmakeRoundTrip plays random games and checks after every move
// that the kept hash is the recomputed one and that unmaking every move of
// the position restores board, hash and FEN exactly.
func TestMakeUnmakeRoundTrip(t *testing.T) {
	g, err := NewGame(handChess())
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{
		g.start,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	}
	rng := rand.New(rand.NewSource(1))
	for _, f := range fens {
		p, err := g.ParseFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 200; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			makeUnmakeEach(t, p, moves)
			p.Make(moves[rng.Intn(len(moves))])
			q, err := g.ParseFEN(p.FEN())
			if err != nil {
				t.Fatalf("FEN %q does not read back: %v", p.FEN(), err)
			}
			if q.FEN() != p.FEN() || q.hash != p.hash {
				t.Fatalf("FEN round trip: %q read back as %q (hash equal: %v)", p.FEN(), q.FEN(), q.hash == p.hash)
			}
		}
	}
}

// makeUnmakeEach makes and takes back each of moves in p: the hash kept
// while making must equal one computed from scratch, and taking back
// must restore board, hash and FEN exactly.
func makeUnmakeEach(t *testing.T, p *Position, moves []Move) {
	t.Helper()
	g := p.g
	before, beforeFEN := p.hash, p.FEN()
	board := append([]uint8(nil), p.board...)
	for _, m := range moves {
		p.Make(m)
		if p.hash != p.hashFromScratch() {
			t.Fatalf("%s after %s: kept hash differs from recomputed", beforeFEN, g.MoveString(m))
		}
		p.Unmake()
		if p.hash != before || p.FEN() != beforeFEN || string(p.board) != string(board) {
			t.Fatalf("%s: %s not undone exactly: %s", beforeFEN, g.MoveString(m), p.FEN())
		}
	}
}
