package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// xboard is an XBoard/CECP session (protocol version 2). Variants XBoard
// does not know are described to it when chosen: a setup line with vdl's
// piece table, board size and start position, a piece line per piece in
// Betza notation, and highlight boards in answer to lift.
type xboard struct {
	cfg      Config
	out      *output
	board    *board
	pieces   *xbPieces
	notation xbNotation
	searcher Searcher
	hashMB   int
	cores    int // the search's threads (cores)
	think    thinker
	abort    atomic.Bool // the running search's move is not wanted
	force    bool        // the engine plays neither side
	side     int         // the side the engine plays when not in force mode
	post     bool        // send thinking output
	// analyzing: analyze mode, an endless search of the current position
	// that is started again on every change and plays no move.
	analyzing bool
	clock     xbClock
	over      bool            // the game has ended (by the rules or a result command)
	told      map[string]bool // variants whose needs the user has been told
	edit      *xbEdit         // protocol 1's edit mode, nil outside it
	// pings holds the pongs owed for pings received while a search or a
	// perft count ran (working): CECP answers them after the move.
	pingMu  sync.Mutex
	working bool
	pongs   []string
}

func newXBoard(cfg Config, out *output) *xboard {
	return &xboard{cfg: cfg, out: out, hashMB: defaultHashMB, cores: 1, side: interp.Black}
}

func (x *xboard) run(lines *lineReader) {
	// At the end of the input a search is ended as by ?: its move is sent
	// (and the pongs owed), as UCI sends its bestmove.
	commandLoop(lines, &x.think, xbUrgent, x.command, x.think.stop)
}

// xbUrgent are the commands obeyed at once during a perft count; the
// others wait for its end.
func xbUrgent(cmd string) bool { return cmd == "quit" || cmd == "?" }

// halt stops the search without playing its move.
func (x *xboard) halt() {
	if x.think.busy() {
		x.abort.Store(true)
	}
	x.think.stop()
	x.abort.Store(false)
}

// command handles one line; false after quit.
func (x *xboard) command(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	cmd, args := fields[0], fields[1:]
	switch cmd {
	case "quit", "xboard", "protover":
	default:
		// The first command past the greeting sets up chess (or the
		// first variant): the catalogue may still be compiling until then.
		if !x.ensureBoard() {
			return false
		}
	}
	if x.edit != nil && cmd != "quit" {
		x.editCommand(cmd)
		return true
	}
	switch cmd {
	case "quit":
		x.halt()
		return false
	case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating",
		"ics", "draw", "hover", "put", "option", ".":
		// Nothing to do: vdl does not ponder, never offers or accepts
		// draws, and has no options beyond the defaults; "." (an
		// analysis status request) goes unanswered, as CECP allows.
	case "cores", "memory":
		x.resources(cmd, args)
	case "analyze":
		x.halt()
		x.analyzing = true
		x.analyze()
	case "exit":
		if x.analyzing {
			x.halt()
			x.analyzing = false
		}
	case "post":
		x.post = true
	case "nopost":
		x.post = false
	case "protover":
		x.features()
	case "ping":
		x.ping(strings.Join(args, " "))
	case "?":
		// Move now: the search ends and its move is played (a perft count
		// ends without one). Stop is repeated until the search has ended,
		// as one sent before it began would be forgotten.
		x.think.stop()
	case "time", "otim":
		x.clockReport(cmd, args)
	case "level", "st", "sd":
		x.timeControl(cmd, args)
	case "lift":
		x.lift(args)
	default:
		x.gameCommand(cmd, args, line)
	}
	return true
}

// gameCommand handles the commands that change the game: any search
// still running is stopped first, its move discarded.
func (x *xboard) gameCommand(cmd string, args []string, line string) {
	x.halt()
	if x.analyzing {
		defer x.analyze() // the changed position, analyzed afresh
	}
	switch cmd {
	case "new":
		x.newGame()
	case "variant":
		if len(args) != 1 {
			x.out.printf("Error (expected a variant name): %s", line)
			return
		}
		x.variant(args[0])
	case "force":
		x.force = true
	case "go":
		x.force = false
		x.side = x.board.pos.SideToMove()
		x.maybeThink()
	case "playother":
		x.force = false
		x.side = 1 - x.board.pos.SideToMove()
	case "white", "black": // protocol version 1
		x.side = map[string]int{"white": interp.Black, "black": interp.White}[cmd]
	case "setboard":
		x.setBoard(strings.TrimSpace(strings.TrimPrefix(line, "setboard")))
	case "edit":
		x.edit = &xbEdit{board: map[string]string{}, white: true}
	case "usermove":
		if len(args) != 1 {
			x.out.printf("Error (expected one move): %s", line)
			return
		}
		x.userMove(args[0])
	case "undo", "remove":
		n := map[string]int{"undo": 1, "remove": 2}[cmd]
		for i := 0; i < n; i++ {
			if !x.board.undo() {
				x.out.printf("Error (command not legal now): %s", line)
				break
			}
		}
		x.over = x.board.outcome().Over
	case "result":
		x.over, x.force = true, true
	case "d":
		x.out.text(diagram(x.board.pos, x.notation.rankName))
	case "perft":
		x.perft(args)
	default:
		if looksLikeMove(cmd) && len(args) == 0 {
			x.userMove(cmd) // a move sent without usermove
			return
		}
		x.out.printf("Error (unknown command): %s", cmd)
	}
}

// ping answers at once, or, while a search or perft count runs, after
// it (after the move, as CECP asks), reading commands meanwhile: a quit
// or ? is obeyed at once.
func (x *xboard) ping(n string) {
	x.pingMu.Lock()
	defer x.pingMu.Unlock()
	if x.working {
		x.pongs = append(x.pongs, n)
		return
	}
	x.out.printf("pong %s", n)
}

// begin marks the start of a search or a perft count; end, called by the
// job itself when it has finished, answers the pings that came meanwhile.
func (x *xboard) begin() {
	x.pingMu.Lock()
	x.working = true
	x.pingMu.Unlock()
}

func (x *xboard) end() {
	x.pingMu.Lock()
	defer x.pingMu.Unlock()
	x.working = false
	for _, n := range x.pongs {
		x.out.printf("pong %s", n)
	}
	x.pongs = nil
}

// ensureBoard sets up the start position of chess, or else of the first
// variant, the first time a board is needed; false (reported) if neither
// can be played, which ends the session.
func (x *xboard) ensureBoard() bool {
	if x.board != nil {
		return true
	}
	return x.selectVariant("chess") || x.selectVariant(defaultVariant(x.cfg.Catalogue.Names()))
}

// features answers protover 2. The variants feature waits for the
// catalogue, which may still be compiling: done=0 first asks XBoard to
// wait for done=1 rather than start after its 10 seconds without the
// features (CECP's way for an engine to take more time).
func (x *xboard) features() {
	x.out.printf("feature done=0")
	x.out.printf(`feature setboard=1 usermove=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 san=0 highlight=1 ping=1 memory=1 smp=1 name=1 myname="%s" variants="%s"`,
		x.cfg.name(), strings.Join(xbVariants(x.cfg.Catalogue), ","))
	x.out.printf("feature done=1")
}

func (x *xboard) newGame() {
	x.force, x.side, x.over = false, interp.Black, false
	x.clock.depth = 0
	if x.board.game.V.Name != "chess" || x.board.moves != nil || !x.atStart() {
		x.selectVariant("chess")
	}
	x.searcher.NewGame()
}

// atStart reports whether the board holds its variant's start position
// (not one set up by setboard).
func (x *xboard) atStart() bool {
	p, err := x.board.game.StartPosition()
	return err == nil && p.FEN() == x.board.pos.FEN()
}

// variant switches to a variant and, if XBoard does not know it, tells
// XBoard its board, pieces and start position.
func (x *xboard) variant(name string) {
	name = vdlName(name)
	if v := x.cfg.Catalogue.variant(name); v == nil {
		x.out.printf("Error (unknown variant): %s", name)
		return
	} else if why := xbUnplayable(v); why != "" {
		x.out.printf("Error (XBoard cannot play %s: %s): variant", name, why)
		return
	}
	if !x.selectVariant(name) {
		return
	}
	for _, l := range xbSetup(x.board.game, x.pieces, x.notation) {
		x.out.printf("%s", l)
	}
	// What the variant needs of XBoard's settings, told once a session:
	// in a pop-up, not only the debug log.
	if s := xbNeeds(x.cfg.Catalogue.variant(name), x.board.game, x.pieces); s.message != "" && !x.told[name] {
		if x.told == nil {
			x.told = map[string]bool{}
		}
		x.told[name] = true
		x.out.printf("tellusererror %s", s.message)
	}
}

// selectVariant sets up a variant's start position; false (reported) on
// error, changing nothing.
func (x *xboard) selectVariant(name string) bool {
	g, err := x.cfg.Catalogue.Game(name)
	var b *board
	var xp *xbPieces
	if err == nil {
		b, err = newBoard(g, "")
	}
	if err == nil {
		xp, err = newXBPieces(g)
	}
	if err != nil {
		x.out.printf("Error (%v): variant %s", err, name)
		return false
	}
	x.board, x.pieces, x.notation = b, xp, newXBNotation(g, xp)
	x.searcher = x.cfg.searcher(g, x.hashMB)
	setThreads(x.searcher, x.cores)
	x.over = false
	return true
}

func (x *xboard) setBoard(fen string) {
	b, err := newBoard(x.board.game, x.notation.fenToVDL(fen))
	if err != nil {
		x.out.printf("tellusererror Illegal position: %v", err)
		return
	}
	x.board = b
	x.over = b.outcome().Over
}

func (x *xboard) userMove(text string) {
	m, err := x.board.parseMove(x.notation.moveToVDL(text))
	if err != nil {
		x.out.printf("Illegal move: %s", text)
		return
	}
	x.board.make(m)
	if x.claimResult() {
		return
	}
	x.maybeThink()
}

// looksLikeMove: a square's file letter and a digit, or a drop.
func looksLikeMove(s string) bool {
	return len(s) >= 4 && (s[0] >= 'a' && s[0] <= 'z' && s[1] >= '0' && s[1] <= '9' || strings.Contains(s, "@"))
}

// claimResult tells XBoard the game is over when the rules end it (XBoard
// does not know the rules of engine-defined variants). Not in force mode,
// where XBoard is only setting up a game.
func (x *xboard) claimResult() bool {
	o := x.board.outcome()
	if !o.Over {
		return false
	}
	x.over = true
	if !x.force {
		x.out.printf("%s", resultLine(o))
	}
	return true
}

// resultLine is CECP's result: 1-0, 0-1 or 1/2-1/2 and the rule.
func resultLine(o interp.Outcome) string {
	switch o.Winner {
	case interp.White:
		return fmt.Sprintf("1-0 {White wins by %s}", o.Rule)
	case interp.Black:
		return fmt.Sprintf("0-1 {Black wins by %s}", o.Rule)
	}
	return fmt.Sprintf("1/2-1/2 {Draw by %s}", o.Rule)
}

// analyze starts analyze mode's search of the current position: endless,
// with thinking output whether or not post was sent, and no move at its
// end (halt ends it). A finished game is not analyzed.
func (x *xboard) analyze() {
	if x.think.busy() || x.board.outcome().Over {
		return
	}
	g, n := x.board.game, x.notation
	x.think.start(x.searcher, x.board.pos, search.Limits{Infinite: true}, func(i search.Info) {
		x.out.printf("%s", thinkingLine(g, i, n))
	}, func(search.Result, <-chan struct{}) {})
}

// maybeThink starts a search when it is the engine's move (never in
// analyze mode).
func (x *xboard) maybeThink() {
	if x.force || x.over || x.analyzing || x.board.pos.SideToMove() != x.side {
		return
	}
	if x.claimResult() {
		return
	}
	g := x.board.game
	lim := x.clock.limits(x.side, x.board.pos.Fullmove()-1)
	start := x.board.pos
	x.halt()
	x.begin()
	x.think.start(x.searcher, start, lim, func(i search.Info) {
		if x.post {
			x.out.printf("%s", thinkingLine(g, i, x.notation))
		}
	}, func(res search.Result, _ <-chan struct{}) {
		defer x.end()
		if x.abort.Load() {
			return
		}
		if res.NoMove {
			x.claimResult()
			return
		}
		x.board.make(res.Best)
		x.out.printf("move %s", x.notation.moveToXB(xbMoveString(g, res.Best)))
		x.claimResult()
	})
}

// thinkingLine is CECP's thinking output: depth, score in centipawns
// (mates as 100000+N), time in centiseconds, nodes and the line.
func thinkingLine(g *interp.Game, i search.Info, n xbNotation) string {
	score := i.Score.CP
	if i.Score.Mate > 0 {
		score = 100000 + i.Score.Mate
	} else if i.Score.Mate < 0 {
		score = -100000 + i.Score.Mate
	}
	pv := make([]string, len(i.PV))
	for k, m := range i.PV {
		pv[k] = n.moveToXB(xbMoveString(g, m))
	}
	return fmt.Sprintf("%d %d %d %d %s", i.Depth, score, i.Time.Milliseconds()/10, i.Nodes, strings.Join(pv, " "))
}

func (x *xboard) clockReport(cmd string, args []string) {
	if len(args) != 1 {
		x.out.printf("Error (expected centiseconds): %s", cmd)
		return
	}
	d, err := centis(args[0])
	if err != nil {
		x.out.printf("Error (%v): %s", err, cmd)
		return
	}
	if cmd == "time" {
		x.clock.mine = d
	} else {
		x.clock.theirs = d
	}
}

func (x *xboard) timeControl(cmd string, args []string) {
	var err error
	switch {
	case cmd == "level":
		err = x.clock.level(args)
	case len(args) != 1:
		err = fmt.Errorf("expected one number")
	case cmd == "st":
		err = x.clock.st(args[0])
	default:
		err = x.clock.sd(args[0])
	}
	if err != nil {
		x.out.printf("Error (%v): %s %s", err, cmd, strings.Join(args, " "))
	}
}

// lift answers with the highlight board of the piece on the square.
func (x *xboard) lift(args []string) {
	if len(args) != 1 || x.think.busy() {
		return
	}
	s, err := x.board.game.ParseSquare(x.notation.shift(args[0], 1))
	if err != nil {
		return // a holdings square: XBoard shows drops itself
	}
	x.out.printf("highlight %s", highlightBoard(x.board, s))
}

// perft counts in the background, like a search: quit, ? and every other
// command are read meanwhile (a command that changes the game stops it).
func (x *xboard) perft(args []string) {
	var n int64 = -1
	if len(args) == 1 {
		var err error
		n, err = strconv.ParseInt(args[0], 10, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			n = -1
		}
	}
	if n < 1 || n > int64(x.board.pos.MaxPerftDepth()) {
		x.out.printf("Error (%s): %s", perftRange(x.board.pos), strings.Join(append([]string{"perft"}, args...), " "))
		return
	}
	x.halt()
	x.begin()
	x.think.perft(x.board.pos, int(n), func(text string) {
		defer x.end()
		if text == "" {
			x.out.printf("# perft stopped: no count")
			return
		}
		x.out.text(text)
	})
}

// xbEdit is protocol 1's way of setting up a position, which XBoard uses
// when an engine's features (setboard=1) came too late: "#" clears the
// board, "Pa2" puts a piece, "c" turns to Black's pieces, "." ends.
type xbEdit struct {
	board map[string]string // square -> piece, in FEN case
	white bool
}

func (x *xboard) editCommand(cmd string) {
	e := x.edit
	switch {
	case cmd == "#":
		clear(e.board)
	case cmd == "c":
		e.white = !e.white
	case cmd == ".":
		x.edit = nil
		x.setBoard(e.fen(x))
	case len(cmd) >= 3 && cmd[0] >= 'A' && cmd[0] <= 'Z':
		sq := x.notation.shift(cmd[1:], 1)
		if e.white {
			e.board[sq] = cmd[:1]
		} else {
			e.board[sq] = strings.ToLower(cmd[:1])
		}
	default:
		x.out.printf("Error (expected #, c, . or a piece and square in edit mode): %s", cmd)
	}
}

// fen is the edited position, the side to move unchanged, with the
// castling rights of the variant's setup (protocol 1 cannot say them).
func (e *xbEdit) fen(x *xboard) string {
	g := x.board.game
	var b strings.Builder
	for r := g.Ranks() - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < g.Files(); f++ {
			p, ok := e.board[g.SquareName(interp.Square(r*g.Files()+f))]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(p)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := "w"
	if x.board.pos.SideToMove() == interp.Black {
		side = "b"
	}
	// The setup's castling rights that the edited position allows.
	castling := ""
	if f := strings.Fields(g.V.Setup); len(f) > 2 && f[2] != "-" {
		for _, c := range f[2] {
			try := fmt.Sprintf("%s %s %s - 0 1", b.String(), side, castling+string(c))
			if _, err := g.ParseFEN(x.notation.fenToVDL(try)); err == nil {
				castling += string(c)
			}
		}
	}
	if castling == "" {
		castling = "-"
	}
	return fmt.Sprintf("%s %s %s - 0 1", b.String(), side, castling)
}
