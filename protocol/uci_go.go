package protocol

import (
	"errors"
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
	lim.Skill = u.strength()
	if perft > 0 {
		// Counted in the background like a search: stop, quit and
		// isready are read meanwhile.
		u.think.perft(u.board.pos, perft, func(text string) {
			if text == "" {
				u.out.printf("info string perft stopped: no count")
				return
			}
			u.out.text(text)
		})
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
		// A number too large for 64 bits counts as the largest: it is a
		// limit, and the limits are clamped below.
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return lim, 0, fmt.Errorf("%s %q: expected a whole number", word, args[i])
		}
		ms := millis(n)
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
			lim.MovesToGo = int(min(max(n, 0), 1<<20))
		case "movetime":
			lim.MoveTime = max(ms, time.Millisecond)
		case "depth", "mate", "nodes":
			if n < 1 {
				return lim, 0, fmt.Errorf("%s %s: expected at least 1", word, args[i])
			}
			switch word {
			case "depth":
				lim.Depth = int(min(n, 1000))
			case "mate": // a mate in n moves lies within 2n-1 plies
				lim.Depth = int(min(2*min(n, 1000)-1, 1000))
			case "nodes":
				lim.Nodes = uint64(n)
			}
		case "perft":
			most := b.pos.MaxPerftDepth()
			if n < 1 || n > int64(most) {
				return lim, 0, fmt.Errorf("perft %s: %s", args[i], perftRange(b.pos))
			}
			perft = int(n)
		}
	}
	return lim, perft, nil
}

// MaxClock bounds every time a GUI gives (a clock, an increment, a time
// per move): a larger one is taken as this, some six weeks, which is no
// limit in practice and leaves room for the engine's arithmetic (a time
// near the 292 years of a time.Duration would overflow into a search of
// a millisecond).
const MaxClock = 1000 * time.Hour

// millis is n milliseconds, at least 0 and at most MaxClock.
func millis(n int64) time.Duration {
	return time.Duration(min(max(n, 0), int64(MaxClock/time.Millisecond))) * time.Millisecond
}

// perftRange says which perft depths p accepts.
func perftRange(p *interp.Position) string {
	if p.Game().Simultaneous() {
		return fmt.Sprintf("depth must be between 1 and %d move pairs (simultaneous turns)", p.MaxPerftDepth())
	}
	return fmt.Sprintf("depth must be between 1 and %d", p.MaxPerftDepth())
}

// perftText is Fairy-Stockfish's answer to "go perft N": each root move
// with its count, then the total.
func perftText(entries []interp.DivideEntry) string {
	var b strings.Builder
	var total uint64
	for _, e := range entries {
		fmt.Fprintf(&b, "%s: %d\n", e.Move, e.Nodes)
		total += e.Nodes
	}
	fmt.Fprintf(&b, "\nNodes searched: %d\n\n", total)
	return b.String()
}
