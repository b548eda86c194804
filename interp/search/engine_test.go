package search

import (
	"testing"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

func position(t testing.TB, variant, fen string) *interp.Position {
	t.Helper()
	v, err := lang.Find(variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	if fen == "" {
		fen = v.Setup
	}
	p, err := g.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s %s: %v", variant, fen, err)
	}
	return p
}

// forcedWin is a plain full-width search, independent of the engine's
// pruning: whether attacker, whoever is to move, can force a win by the
// rules within n more moves of its own.
func forcedWin(p *interp.Position, attacker, n int) bool {
	legal := p.LegalMoves(nil)
	if o := p.Outcome(legal); o.Over {
		return o.Winner == attacker
	}
	attacking := p.SideToMove() == attacker
	if attacking && n == 0 {
		return false
	}
	for _, m := range legal {
		p.Make(m)
		next := n
		if attacking {
			next--
		}
		ok := forcedWin(p, attacker, next)
		p.Unmake()
		if ok == attacking {
			return ok
		}
	}
	return !attacking
}

// The engine finds mates in 2 and 3 in positions of orthodox chess, a
// circular-board game (Jabberwocky: rings and spokes) and butting games
// (Butters, where every piece captures by butting; Capricorn). Each
// answer is checked by forcedWin: the engine's first move forces the win
// in the announced number of moves, and no shorter mate exists.
func TestEngineFindsMates(t *testing.T) {
	tests := []struct {
		variant, fen string
		mate         int
		why          string
	}{
		{"chess", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2,
			"Legal's mate: Nf6+ gxf6 Bxf7#"},
		{"chess", "k7/8/3Q4/2R2p2/5K2/8/6p1/8 w - - 0 1", 2, "Qa6+ Kb8 Rc8#"},
		{"chess", "8/8/5p2/8/Rp5k/8/6K1/1Q6 w - - 0 1", 3, "a quiet queen move boxes the king in"},
		{"chess", "2p5/7Q/8/8/1R6/1p4K1/1k6/8 w - - 0 1", 3, "Qd3 cuts the king off before the rook mates"},
		{"jabberwocky", "15s/8B7/13TS1/9W6/1*************** w - - 0 1", 2,
			"the Bandersnatch crosses the centre to the Snatch's spoke"},
		{"jabberwocky", "10s4J/1w7S3T2/16/16/1*************** w - - 0 1", 2, "the Tove takes round the ring"},
		{"jabberwocky", "12B3/W13T1/12S3/s15/1*************** w - - 0 1", 3, "ring and spoke together"},
		{"jabberwocky", "10w5/16/1T12J1/5s8S1/1*************** w - - 0 1", 3, "the Jabberwocky flies over the centre"},
		{"butters", "8/8/7B/k5K1/8/8/8/4p2R w - - 0 1", 2, "a bishop threatens to butt the king"},
		{"butters", "2N5/6K1/8/8/2k5/8/R7/8 w - - 0 1", 2, "knight and rook net"},
		{"butters", "Q7/8/8/8/6k1/5p2/p3K3/8 w - - 0 1", 3, "the king walks up to butt"},
		{"butters", "8/3p4/8/6k1/3Kp3/8/Q7/8 w - - 0 1", 3, "king and queen"},
		{"capricorn", "8/6k1/8/8/8/Q7/7K/R1p5 w - - 0 1", 2, "the Capricorn rook butts from a distance"},
	}
	for _, tt := range tests {
		p := position(t, tt.variant, tt.fen)
		me := p.SideToMove()
		if forcedWin(p, me, tt.mate-1) || !forcedWin(p, me, tt.mate) {
			t.Fatalf("%s %s is not a shortest mate in %d", tt.variant, tt.fen, tt.mate)
		}
		e := NewEngine(p.Game(), Options{HashMB: 4})
		// Null-move pruning and reductions may need two plies beyond
		// the mate's own length to prove it.
		res := e.Search(p, Limits{Depth: 2*tt.mate + 3}, nil)
		if res.Info.Score.Mate != tt.mate {
			t.Errorf("%s %s (%s): score %v, want mate %d", tt.variant, tt.fen, tt.why, res.Info.Score, tt.mate)
			continue
		}
		p.Make(res.Best)
		if !forcedWin(p, me, tt.mate-1) {
			t.Errorf("%s %s (%s): %s does not mate in %d", tt.variant, tt.fen, tt.why, p.Game().MoveString(res.Best), tt.mate)
		}
		p.Unmake()
	}
}

// Being mated is reported as a negative mate, and the longest defence is
// chosen: here Black is mated in 2 whatever it does.
func TestEngineReportsBeingMated(t *testing.T) {
	p := position(t, "chess", "r2qkb1r/pp2nppp/3p1N2/2p1N1B1/2BnP3/3P4/PPP2PPP/R2bK2R b KQkq - 2 1")
	res := NewEngine(p.Game(), Options{HashMB: 4}).Search(p, Limits{Depth: 5}, nil)
	if res.Info.Score.Mate != -1 {
		t.Errorf("score %v, want mate -1 (gxf6 Bxf7# or Kd7 ...)", res.Info.Score)
	}
}

// Limits: a node limit stops near it, depth limits the iterations, info
// comes once per iteration with growing depth and a principal variation
// that starts with the best move, SearchMoves restricts the root.
func TestEngineLimitsAndInfo(t *testing.T) {
	p := position(t, "chess", "")
	start := p.FEN()
	e := NewEngine(p.Game(), Options{HashMB: 4})
	var depths []int
	res := e.Search(p, Limits{Depth: 4}, func(i Info) {
		depths = append(depths, i.Depth)
		if len(i.PV) == 0 || i.Nodes == 0 {
			t.Errorf("depth %d: empty report %+v", i.Depth, i)
		}
	})
	if len(depths) != 4 || depths[3] != 4 {
		t.Errorf("iterations reported %v, want 1..4", depths)
	}
	if res.Info.PV[0] != res.Best {
		t.Errorf("PV %s does not start with best move %s", res.Info.PVString(p.Game()), p.Game().MoveString(res.Best))
	}
	if p.FEN() != start {
		t.Errorf("search changed the position: %s", p.FEN())
	}
	res = e.Search(p, Limits{Nodes: 5000}, nil)
	if res.Info.Nodes > 5000+1024 || res.Info.Nodes == 0 {
		t.Errorf("node limit 5000: searched %d", res.Info.Nodes)
	}
	only, err := p.ParseMove("a2a3")
	if err != nil {
		t.Fatal(err)
	}
	res = e.Search(p, Limits{Depth: 3, SearchMoves: []interp.Move{only}}, nil)
	if res.Best != only {
		t.Errorf("SearchMoves a2a3: played %s", p.Game().MoveString(res.Best))
	}
}

// Stop ends an infinite search, which returns only after it, with a move.
func TestEngineStopAndPonder(t *testing.T) {
	p := position(t, "chess", "")
	e := NewEngine(p.Game(), Options{HashMB: 4})
	done := make(chan Result)
	go func() { done <- e.Search(p, Limits{Infinite: true}, nil) }()
	time.Sleep(50 * time.Millisecond)
	select {
	case <-done:
		t.Fatal("an infinite search returned before Stop")
	default:
	}
	e.Stop()
	if res := <-done; res.NoMove || res.Info.Nodes == 0 {
		t.Errorf("stopped search: %+v", res)
	}
	// A pondering search with a time limit waits for PonderHit, then
	// stops by itself within the time.
	go func() { done <- e.Search(p, Limits{Ponder: true, MoveTime: 30 * time.Millisecond}, nil) }()
	time.Sleep(60 * time.Millisecond)
	select {
	case <-done:
		t.Fatal("a pondering search ended before PonderHit")
	default:
	}
	e.PonderHit()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("a search did not end after PonderHit and its move time")
	}
}

// A position with no legal move reports it.
func TestEngineNoMove(t *testing.T) {
	p := position(t, "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	if res := NewEngine(p.Game(), Options{HashMB: 1}).Search(p, Limits{Depth: 3}, nil); !res.NoMove {
		t.Errorf("stalemate: got a move %+v", res)
	}
}

// TestArmKeepsPonderHit: a PonderHit that comes after Arm but before the
// search begins (a front end's goroutine not yet running) still turns the
// pondering search into a timed one, which then ends; without Arm the
// search would forget it and ponder until stopped.
func TestArmKeepsPonderHit(t *testing.T) {
	p := position(t, "chess", "")
	e := NewEngine(p.Game(), Options{HashMB: 4})
	e.Arm()
	e.PonderHit()
	done := make(chan Result, 1)
	go func() { done <- e.Search(p, Limits{Ponder: true, MoveTime: 50 * time.Millisecond}, nil) }()
	select {
	case res := <-done:
		if res.NoMove {
			t.Fatal("no move from the start position")
		}
	case <-time.After(20 * time.Second):
		e.Stop()
		<-done
		t.Fatal("the ponderhit sent before the search began was forgotten: the search pondered on")
	}
	// Without Arm, a Stop before Search is forgotten, as before.
	e.Stop()
	if res := e.Search(p, Limits{Depth: 2}, nil); res.Info.Depth != 2 {
		t.Errorf("a Stop before an unarmed search cut it at depth %d", res.Info.Depth)
	}
}
