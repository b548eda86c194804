package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// goCommand starts a search (or counts perft) as "go" asks.
func (u *uci) goCommand(args []string) {
	lim, perft, err := parseGo(u.board, args)
	if err != nil {
		u.out.printf("info string error: go: %v", err)
		return
	}
	lim.MultiPV = u.multiPV
	if perft > 0 {
		u.out.text(perftText(u.board.pos, perft))
		return
	}
	g := u.board.game
	u.think.start(u.searcher, u.board.pos, lim, func(i search.Info) {
		u.out.printf("%s", infoLine(g, i))
	}, func(res search.Result, wake <-chan struct{}) {
		if res.NoMove && (lim.Infinite || lim.Ponder) {
			<-wake // UCI: no bestmove before stop (or ponderhit)
		}
		u.bestMove(g, res)
	})
}

// bestMove sends the search's answer. With no legal move the game is
// over: the score says how (mated, or a draw) and the move is (none).
func (u *uci) bestMove(g *interp.Game, res search.Result) {
	if res.NoMove {
		score := "cp 0"
		if u.board.pos.InCheck() {
			score = "mate 0"
		}
		u.out.printf("info depth 0 score %s", score)
		u.out.printf("bestmove (none)")
		return
	}
	line := "bestmove " + g.MoveString(res.Best)
	if res.HasPonder {
		line += " ponder " + g.MoveString(res.Ponder)
	}
	u.out.printf("%s", line)
}

// infoLine reports one iteration as UCI asks.
func infoLine(g *interp.Game, i search.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d score %s nodes %d nps %d hashfull %d time %d",
		i.Depth, i.SelDepth, max(i.MultiPV, 1), i.Score, i.Nodes, i.NPS, i.Hashfull, i.Time.Milliseconds())
	if len(i.PV) > 0 {
		b.WriteString(" pv " + i.PVString(g))
	}
	return b.String()
}

// goKeywords are the words of a go command that start a new parameter
// (searchmoves reads moves up to the next of them).
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true, "perft": true,
}

// parseGo reads the parameters of go; perft > 0 asks for a perft count.
func parseGo(b *board, args []string) (lim search.Limits, perft int, err error) {
	for i := 0; i < len(args); i++ {
		word := args[i]
		if !goKeywords[word] {
			return lim, 0, fmt.Errorf("unknown parameter %q", word)
		}
		switch word {
		case "infinite":
			lim.Infinite = true
			continue
		case "ponder":
			lim.Ponder = true
			continue
		case "searchmoves":
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
				m, err := b.parseMove(args[i])
				if err != nil {
					return lim, 0, fmt.Errorf("searchmoves: %v", err)
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
			}
			continue
		}
		if i+1 >= len(args) {
			return lim, 0, fmt.Errorf("%s: expected a number", word)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			return lim, 0, fmt.Errorf("%s %q: expected a whole number", word, args[i])
		}
		ms := time.Duration(max(n, 0)) * time.Millisecond
		switch word {
		case "wtime":
			lim.Time[interp.White] = max(ms, time.Millisecond) // a clock at 0 still asks for a move
		case "btime":
			lim.Time[interp.Black] = max(ms, time.Millisecond)
		case "winc":
			lim.Inc[interp.White] = ms
		case "binc":
			lim.Inc[interp.Black] = ms
		case "movestogo":
			lim.MovesToGo = int(max(n, 0))
		case "movetime":
			lim.MoveTime = max(ms, time.Millisecond)
		case "depth", "mate", "nodes", "perft":
			if n < 1 {
				return lim, 0, fmt.Errorf("%s %d: expected at least 1", word, n)
			}
			switch word {
			case "depth":
				lim.Depth = int(min(n, 1000))
			case "mate": // a mate in n moves lies within 2n-1 plies
				lim.Depth = int(min(2*n-1, 1000))
			case "nodes":
				lim.Nodes = uint64(n)
			case "perft":
				if _, err := b.pos.PerftPlies(int(n)); err != nil {
					return lim, 0, fmt.Errorf("perft depth %v", err)
				}
				perft = int(n)
			}
		}
	}
	return lim, perft, nil
}

// perftText is Fairy-Stockfish's answer to "go perft N": each root move
// with its count, then the total.
func perftText(p *interp.Position, depth int) string {
	var b strings.Builder
	var total uint64
	for _, e := range p.Divide(depth, 0, nil) {
		fmt.Fprintf(&b, "%s: %d\n", e.Move, e.Nodes)
		total += e.Nodes
	}
	fmt.Fprintf(&b, "\nNodes searched: %d\n\n", total)
	return b.String()
}
