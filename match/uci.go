package match

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// UCIPlayer is an external engine speaking UCI. It is told the start
// position and every move ("position fen ... moves ..."), searches with
// "go movetime|depth|nodes", and its "bestmove" is checked against vdl's
// legal moves: a move vdl's rules do not allow forfeits the game.
type UCIPlayer struct {
	external
	variants []string // UCI_Variant values the engine offered
}

// defaultStartup is how long an engine may take to answer a question of
// the set-up (uciok, readyok, XBoard's features and pong): generous,
// since an engine of a large variant on a loaded machine may take
// seconds to build its tables; startup=DURATION changes it.
const defaultStartup = 30 * time.Second

// NewUCIPlayer starts the engine of spec (see ExternalSpecHelp) for game g
// and sets it up for the variant.
func NewUCIPlayer(spec string, g *interp.Game, def search.Limits) (*UCIPlayer, error) {
	es, err := parseExternal(spec, def)
	if err != nil {
		return nil, err
	}
	proc, err := startProcess(es.path, nil)
	if err != nil {
		return nil, err
	}
	u := &UCIPlayer{external: external{spec: es, proc: proc, g: g, label: es.name}}
	if err := u.handshake(); err != nil {
		u.Close()
		return nil, fmt.Errorf("%s: %v", es.path, err)
	}
	return u, nil
}

func (u *UCIPlayer) handshake() error {
	p := u.proc
	if err := p.send("uci"); err != nil {
		return err
	}
	idName := ""
	hasVariant := false
	_, err := p.waitFor(time.Now().Add(u.spec.startup), func(line string) {
		f := strings.Fields(line)
		switch {
		case len(f) > 2 && f[0] == "id" && f[1] == "name":
			idName = strings.Join(f[2:], " ")
		case len(f) > 4 && f[0] == "option" && f[2] == "UCI_Variant":
			hasVariant = true
			for i := 0; i+1 < len(f); i++ {
				if f[i] == "var" {
					u.variants = append(u.variants, f[i+1])
				}
			}
		}
	}, func(line string) bool { return line == "uciok" })
	if err != nil {
		return fmt.Errorf("waiting for uciok: %v", err)
	}
	if u.label == "" {
		u.label = idName
		if u.label == "" {
			u.label = u.spec.path
		}
	}
	for _, o := range u.spec.options {
		if err := p.send("setoption name %s value %s", o[0], o[1]); err != nil {
			return err
		}
	}
	return u.selectVariant(hasVariant)
}

// selectVariant sets UCI_Variant, loading a variants.ini first when the
// engine does not offer the variant.
func (u *UCIPlayer) selectVariant(hasOption bool) error {
	name := u.spec.variant
	if name == "" {
		name = u.g.V.Name
	}
	if !hasOption {
		if name != "chess" {
			return fmt.Errorf("the engine has no UCI_Variant option, so it plays only chess, not %s", name)
		}
		return u.ready()
	}
	known := slices.Contains(u.variants, name)
	ini := u.spec.ini
	if !known && ini == "" {
		var err error
		if ini, err = u.exportIni(); err != nil {
			return fmt.Errorf("the engine does not offer variant %s and it cannot be written for Fairy-Stockfish: %v", name, err)
		}
	}
	if ini != "" {
		if err := u.proc.send("setoption name VariantPath value %s", ini); err != nil {
			return err
		}
	}
	if err := u.proc.send("setoption name UCI_Variant value %s", name); err != nil {
		return err
	}
	// Fairy-Stockfish acknowledges a variant it loaded with
	// "info string variant NAME ...".
	acknowledged := false
	err := u.readyWatching(func(line string) {
		f := strings.Fields(line)
		if len(f) >= 4 && f[0] == "info" && f[1] == "string" && f[2] == "variant" {
			acknowledged = acknowledged || f[3] == name
		}
	})
	if err != nil {
		return err
	}
	if !known && !acknowledged {
		return fmt.Errorf("the engine did not accept variant %s (it offers %s)", name, variantList(u.variants))
	}
	return nil
}

func (u *UCIPlayer) ready() error { return u.readyWatching(nil) }

func (u *UCIPlayer) readyWatching(see func(string)) error {
	if err := u.proc.send("isready"); err != nil {
		return err
	}
	if _, err := u.proc.waitFor(time.Now().Add(u.spec.startup), see, func(l string) bool { return l == "readyok" }); err != nil {
		return fmt.Errorf("waiting for readyok: %v", err)
	}
	return nil
}

// StartGame tells the engine a new game starts. An engine that does
// not confirm it is killed (setUpFailed), to be started again, and set
// up in full, before the next game.
func (u *UCIPlayer) StartGame(start *interp.Position) error {
	u.start, u.moves, u.has = start.FEN(), u.moves[:0], false
	if err := u.proc.send("ucinewgame"); err != nil {
		return err
	}
	if err := u.ready(); err != nil {
		return u.setUpFailed("new game", err)
	}
	return nil
}

// Moved records a move of either side.
func (u *UCIPlayer) Moved(p *interp.Position, m interp.Move) {
	u.moves = append(u.moves, u.g.MoveString(m))
}

func (u *UCIPlayer) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	return chooseOrFirst(u, p, legal)
}

// ChooseMove asks the engine for its move and checks it.
func (u *UCIPlayer) ChooseMove(p *interp.Position, legal []interp.Move) (interp.Move, error) {
	pos := "position fen " + u.start
	if len(u.moves) > 0 {
		pos += " moves " + strings.Join(u.moves, " ")
	}
	if err := u.proc.send("%s", pos); err != nil {
		return interp.Move{}, err
	}
	lim := u.spec.limits
	var goCmd string
	switch {
	case u.clock != nil:
		goCmd = uciClock(u.clock, u.side, lim)
	case lim.MoveTime > 0:
		goCmd = fmt.Sprintf("go movetime %d", lim.MoveTime.Milliseconds())
	case lim.Depth > 0:
		goCmd = fmt.Sprintf("go depth %d", lim.Depth)
	default:
		goCmd = fmt.Sprintf("go nodes %d", lim.Nodes)
	}
	if err := u.proc.send("%s", goCmd); err != nil {
		return interp.Move{}, err
	}
	u.has = false
	wait := u.wait()
	line, err := u.proc.waitFor(time.Now().Add(wait), func(line string) {
		f := strings.Fields(line)
		if len(f) > 0 && f[0] == "info" {
			if sc, ok := parseScoreTokens(f); ok {
				u.score, u.has = sc, true
			}
			if d, ok := infoDepth(f); ok {
				u.depth = d
			}
		}
	}, func(line string) bool { return strings.HasPrefix(line, "bestmove") })
	if err == errTimeout {
		// An engine that does not answer is in no state to play on: it is
		// killed (with what it started), and restarted for the next game.
		u.proc.kill(fmt.Sprintf("killed after no bestmove within %v", wait))
		return interp.Move{}, fmt.Errorf("no bestmove within %v (time forfeit)", wait)
	}
	if err != nil {
		return interp.Move{}, err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return interp.Move{}, fmt.Errorf("bestmove without a move: %q", line)
	}
	return u.checkMove(p, legal, f[1])
}

// uciClock is the go command of a timed game: both clocks and
// increments in milliseconds, the moves to the next control, and the
// depth or node bound of the engine's specification, if any.
func uciClock(c *search.Clock, side int, lim search.Limits) string {
	ms := func(d time.Duration) int64 { return max(d.Milliseconds(), 1) }
	cmd := fmt.Sprintf("go wtime %d btime %d", ms(c.Left[interp.White]), ms(c.Left[interp.Black]))
	if c.TC.Inc > 0 {
		cmd += fmt.Sprintf(" winc %d binc %d", c.TC.Inc.Milliseconds(), c.TC.Inc.Milliseconds())
	}
	if c.TC.Moves > 0 {
		cmd += fmt.Sprintf(" movestogo %d", c.MovesToGo(side))
	}
	if lim.Depth > 0 {
		cmd += fmt.Sprintf(" depth %d", lim.Depth)
	}
	if lim.Nodes > 0 {
		cmd += fmt.Sprintf(" nodes %d", lim.Nodes)
	}
	return cmd
}

// infoDepth reads "depth N" from an info line.
func infoDepth(f []string) (int, bool) {
	for i := 1; i+1 < len(f); i++ {
		if f[i] == "depth" {
			d, err := strconv.Atoi(f[i+1])
			return d, err == nil
		}
	}
	return 0, false
}

// Restart ends the engine and starts it again, set up in full as
// NewUCIPlayer does (its options, UCI_Variant); StartGame then starts
// the game. An engine started again that cannot be set up is killed, so
// that it forfeits rather than play another game (shogi answered with a
// chess move), and is tried again before the next game.
func (u *UCIPlayer) Restart() error {
	u.proc.close("quit")
	proc, err := startProcess(u.spec.path, nil)
	if err != nil {
		return err
	}
	u.proc, u.variants = proc, nil
	if err := u.handshake(); err != nil {
		return u.setUpFailed("restart", fmt.Errorf("%s: %v", u.spec.path, err))
	}
	return nil
}

// Close ends the engine.
func (u *UCIPlayer) Close() {
	u.proc.close("quit")
	u.cleanup()
}
