package interp

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/internal/glinskiref"
	"github.com/vdl-chess/vdl/interp/ir"
)

// Hex vectors in doubled coordinates (hex.go).
var (
	hexOrth   = [][2]int{{0, 2}, {0, -2}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	hexDiag   = [][2]int{{2, 0}, {-2, 0}, {1, 3}, {1, -3}, {-1, 3}, {-1, -3}}
	hexKnight = [][2]int{{1, 5}, {1, -5}, {-1, 5}, {-1, -5}, {2, 4}, {2, -4}, {-2, 4}, {-2, -4}, {3, 1}, {3, -1}, {-3, 1}, {-3, -1}}
)

const glinskiStart = "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1"

// handGlinski is Glinski's hexagonal chess written as IR by hand: pawns
// step straight forward, capture on the two orthogonal cells forward at
// either side, double-step from any of their side's starting cells (a
// region) and promote on the far edge (a region).
func handGlinski() *ir.Variant {
	pawn := []ir.Move{
		{Legs: []ir.Leg{{DY: 2, Min: 1, Max: 1}}, Final: ir.Modality{Move: true}},
		{Legs: []ir.Leg{{DX: 1, DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Capture: true, EnPassant: true}},
		{Legs: []ir.Leg{{DX: -1, DY: 1, Min: 1, Max: 1}}, Final: ir.Modality{Capture: true, EnPassant: true}},
		{Legs: []ir.Leg{{DY: 2, Min: 1, Max: 1, End: ir.Empty}, {DY: 2, Min: 1, Max: 1}}, Final: ir.Modality{Move: true}, SetsEnPassant: true,
			Region: &ir.MoveRegion{Region: 1, Mode: "from"}},
	}
	pawnStart := []string{"b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1"}
	pawnStartBlack := []string{"b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "k7"}
	top := []string{"a6", "b7", "c8", "d9", "e10", "f11", "g10", "h9", "i8", "k7", "l6"}
	bottom := []string{"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "k1", "l1"}
	edge := 0
	return &ir.Variant{
		Name:    "glinski",
		Board:   ir.Board{Kind: "hex", Files: 11, Ranks: 21},
		Regions: []ir.Region{{Name: "far-edge", White: top, Black: bottom}, {Name: "pawn-start", White: pawnStart, Black: pawnStartBlack}},
		Pieces: []ir.Piece{
			{Name: "King", Letter: "K", Moves: leaps(both, append(append([][2]int{}, hexOrth...), hexDiag...)...)},
			{Name: "Queen", Letter: "Q", Moves: rides(append(append([][2]int{}, hexOrth...), hexDiag...)...)},
			{Name: "Rook", Letter: "R", Moves: rides(hexOrth...)},
			{Name: "Bishop", Letter: "B", Moves: rides(hexDiag...)},
			{Name: "Knight", Letter: "N", Moves: leaps(both, hexKnight...)},
			{Name: "Pawn", Letter: "P", Moves: pawn},
		},
		Setup: glinskiStart,
		Rules: ir.Rules{
			Royal:      []int{0},
			Promotions: []ir.Promotion{{Pieces: []int{5}, Region: &edge, Choices: []int{1, 2, 3, 4}, Mandatory: true}},
			Checkmate:  ir.Loss, Stalemate: ir.Draw,
		},
	}
}

func TestHexMovesByHand(t *testing.T) {
	g, err := NewGame(handGlinski())
	if err != nil {
		t.Fatal(err)
	}
	// One piece on f6, the kings on b1 and k1, out of its reach. The
	// cells were listed from the rules: a rook's six lines run to the
	// edge, five cells each; a bishop's six diagonals cross two cell
	// widths a step, so two cells each fit; twelve knight leaps; a king's
	// six neighbours and six diagonal cells.
	for _, c := range []struct{ name, fen, want string }{
		// Six lines of five cells each to the edge.
		{"rook", "1/3/5/7/9/5R5/11/11/11/11/1K7k1 w - - 0 1",
			"f7 f8 f9 f10 f11 f5 f4 f3 f2 f1 g6 h6 i6 k6 l6 e6 d6 c6 b6 a6 " +
				"g5 h4 i3 k2 l1 e5 d4 c3 b2 a1"},
		{"bishop", "1/3/5/7/9/5B5/11/11/11/11/1K7k1 w - - 0 1",
			"h5 k4 d5 b4 g7 h8 e7 d8 g4 h2 e4 d2"},
		{"knight", "1/3/5/7/9/5N5/11/11/11/11/1K7k1 w - - 0 1",
			"c4 c5 d3 d7 e3 e8 g3 g8 h3 h7 i4 i5"},
		{"king", "1/3/5/7/9/5K5/11/11/11/11/9k1 w - - 0 1",
			"f7 f5 g6 g5 e6 e5 h5 d5 g7 g4 e7 e4"},
	} {
		p, err := g.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := ringDests(t, g, c.fen, "f6")
		w := strings.Fields(c.want)
		slices.Sort(w)
		want := strings.Join(w, " ")
		if got != want {
			t.Errorf("%s (%s): from f6\n got  %s\n want %s", c.name, p.FEN(), got, want)
		}
	}
}

func TestGlinskiStart(t *testing.T) {
	g, err := NewGame(handGlinski())
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.ParseFEN(glinskiStart)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.FEN(); got != glinskiStart {
		t.Errorf("FEN round trip:\n got  %s\n want %s", got, glinskiStart)
	}
	// Depth 1 by hand: eight pawns step one or two cells (16), f5 only
	// one (f7 is Black's); the knights d1 (b2 c3 f4 g2) and h1 (the
	// mirror) 8; bishops f1 (e2 g2), f2 (e3 d4 c5 b6 and g3 h4 i5 k6),
	// f3 (d2 h2) 12; rooks c1 (d2 e3 f4) and i1 (mirror) 6; the queen on
	// e1 (e2 e3 up its file, d2 c3 b4 a5 along a diagonal) 6; the king
	// on g1 (g2, and h2 diagonally) 2: 51.
	if n := p.Perft(1); n != 51 {
		t.Errorf("perft 1 = %d, want 51", n)
	}
}

func TestGlinskiPerftIndependent(t *testing.T) {
	g, err := NewGame(handGlinski())
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{glinskiStart,
		// a white pawn on e9 about to promote on e10
		"1/2k/1P3/7/9/11/11/11/11/11/5K5 w - - 0 1",
		// after e4-e6, Black's pawn on f6 takes en passant on e5
		"1/2k/5/7/9/4Pp5/11/11/11/11/5K5 b - e5 0 1"}
	rng := rand.New(rand.NewSource(14))
	for i := 0; i < 8; i++ {
		p, _ := g.ParseFEN(glinskiStart)
		start, made := p.Hash(), 0
		for ply := 0; ply < 6+rng.Intn(30); ply++ {
			m, ok, _ := p.RandomMove(rng, nil)
			if !ok {
				break
			}
			p.Make(m)
			made++
		}
		fens = append(fens, p.FEN())
		// The FEN read back is the same position, and unmaking every
		// move restores the start exactly.
		if q, err := g.ParseFEN(p.FEN()); err != nil || q.FEN() != p.FEN() || q.Hash() != p.Hash() {
			t.Errorf("%s: read back as another position (%v)", p.FEN(), err)
		}
		for ; made > 0; made-- {
			p.Unmake()
		}
		if p.FEN() != glinskiStart || p.Hash() != start {
			t.Errorf("unmade to %s, want the start", p.FEN())
		}
	}
	for i, f := range fens {
		depth := 2
		if i == 0 {
			depth = 3
		}
		p, err := g.ParseFEN(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got, want := p.Perft(depth), glinskiref.MustFEN(f).Perft(depth); got != want {
			t.Errorf("%s: perft %d = %d, the independent counter says %d", f, depth, got, want)
		}
	}
}

// TestHexCastlingRoundTrip plays random games from positions where both
// sides may castle along their hex lines (steps 2..3) and checks, for
// every legal move on the way, that the kept hash is the recomputed one
// and that unmaking restores board, hash and FEN; and that every FEN
// reached reads back as the same position.
func TestHexCastlingRoundTrip(t *testing.T) {
	v := handGlinski()
	steps := &ir.CastlingSteps{Min: 2, Max: 3}
	v.Rules.Castling = &ir.Castling{King: 0, Rooks: []int{2},
		Kingside: &ir.CastlingSide{Steps: steps}, Queenside: &ir.CastlingSide{Steps: steps}}
	g, err := NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(3))
	castles := 0
	// The partners stand in the corners, or on file i: an unmoved
	// partner on file k with another beyond it has no letter a FEN could
	// tell from the kingside right K (spec/interpreter.md).
	for _, f := range []string{
		"k/3/5/7/9/r9r/11/11/11/11/R4K4R w KQkq - 0 1",
		"k/3/5/7/2n3n2/r9r/11/11/11/2N5N2/R4K4R b KQkq - 0 1",
		"k/3/5/6r/r8/r9r/11/11/11/11/RR3K2R1R w KQIBkqib - 0 1",
	} {
		for game := 0; game < 4; game++ {
			p, err := g.ParseFEN(f)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			for ply := 0; ply < 40; ply++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				for _, m := range moves {
					if m.Kind == Castle {
						castles++
					}
				}
				makeUnmakeEach(t, p, moves)
				p.Make(moves[rng.Intn(len(moves))])
				q, err := g.ParseFEN(p.FEN())
				if err != nil || q.FEN() != p.FEN() || q.hash != p.hash {
					var vs []string
					for s, v := range p.virgin {
						if v {
							vs = append(vs, g.squareName(Square(s)))
						}
					}
					var hist []string
					for _, u := range p.undo {
						hist = append(hist, g.MoveString(u.move))
					}
					t.Fatalf("FEN %q read back as another position (%v) virgin %v after %v", p.FEN(), err, vs, hist)
				}
			}
		}
	}
	if castles == 0 {
		t.Error("no castling move met")
	}
	t.Logf("%d castling moves made and unmade", castles)
}

// TestHexCastlingByFilesRefused: on a hex board a castling side is a range
// of distances along the king's line; files, or a partner file, name no
// cell of it (the checker reports V101; the interpreter refuses the IR).
func TestHexCastlingByFilesRefused(t *testing.T) {
	file := 0
	for _, side := range []*ir.CastlingSide{
		{KingFile: 7, RookFile: 6},
		{Steps: &ir.CastlingSteps{Min: 2, Max: 3}, PartnerFile: &file},
	} {
		v := handGlinski()
		v.Rules.Castling = &ir.Castling{King: 0, Rooks: []int{2}, Kingside: side}
		if _, err := NewGame(v); err == nil || !strings.Contains(err.Error(), "hex board") {
			t.Errorf("%+v: error %v, want one about the hex board", side, err)
		}
	}
}
