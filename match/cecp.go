package match

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// CECPPlayer is an external engine speaking XBoard/CECP (protocol 2). It
// is kept in force mode: the opponent's moves are sent as they are made,
// and for its own move it gets "go", answers "move X" (checked against
// vdl's legal moves) and is put back in force mode.
//
// Time per move is given with "st", which takes whole seconds: a shorter
// time is rounded up to one second. Depth is "sd"; CECP has no node limit.
type CECPPlayer struct {
	external
	features map[string]string
	pending  string // the move this engine just made, not to be echoed
	// levelSent: this game's time control went to the engine ("level").
	levelSent bool
}

// NewCECPPlayer starts the engine of spec for game g.
func NewCECPPlayer(spec string, g *interp.Game, def search.Limits) (*CECPPlayer, error) {
	es, err := parseExternal(spec, def)
	if err != nil {
		return nil, err
	}
	if es.limits.Nodes > 0 && es.limits.MoveTime == 0 && es.limits.Depth == 0 {
		return nil, fmt.Errorf("player %q: CECP has no node limit; give time= or depth=", spec)
	}
	proc, err := startProcess(es.path, nil)
	if err != nil {
		return nil, err
	}
	c := &CECPPlayer{external: external{spec: es, proc: proc, g: g, label: es.name}, features: map[string]string{}}
	if err := c.handshake(); err != nil {
		c.Close()
		return nil, fmt.Errorf("%s: %v", es.path, err)
	}
	return c, nil
}

func (c *CECPPlayer) handshake() error {
	p := c.proc
	if err := p.send("xboard"); err != nil {
		return err
	}
	if err := p.send("protover 2"); err != nil {
		return err
	}
	// done=0 asks for more time; done=1 ends the list. An engine that
	// sends no features at all is protocol 1: give up after a while.
	deadline := time.Now().Add(c.spec.startup)
	for {
		line, err := p.readLine(deadline)
		if err != nil {
			return fmt.Errorf("waiting for feature done=1: %v", err)
		}
		if !strings.HasPrefix(line, "feature ") {
			continue
		}
		for k, v := range parseFeatures(line[len("feature "):]) {
			c.features[k] = v
			if k != "done" {
				p.send("accepted %s", k)
			}
		}
		if d, ok := c.features["done"]; ok {
			if d == "1" {
				break
			}
			deadline = time.Now().Add(time.Hour)
			delete(c.features, "done")
		}
	}
	if c.label == "" {
		c.label = c.features["myname"]
		if c.label == "" {
			c.label = c.spec.path
		}
	}
	for _, o := range c.spec.options {
		if err := p.send("option %s=%s", o[0], o[1]); err != nil {
			return err
		}
	}
	if c.features["memory"] == "1" {
		// An engine that asks for it is told its hash size, as XBoard
		// does; HaChu keeps no list of legal moves until it is.
		if err := p.send("memory %d", cecpMemoryMB); err != nil {
			return err
		}
	}
	return c.checkVariant()
}

// cecpMemoryMB is the hash size told to an engine with feature memory=1.
const cecpMemoryMB = 16

// engineVariant is the CECP name of the game: "normal" for chess.
func (c *CECPPlayer) engineVariant() string {
	if c.spec.variant != "" {
		return c.spec.variant
	}
	if c.g.V.Name == "chess" {
		return "normal"
	}
	return c.g.V.Name
}

// checkVariant makes sure the engine plays the variant, loading a
// variants.ini (Fairy-Stockfish's VariantPath option) when it is not in
// the engine's variants feature.
func (c *CECPPlayer) checkVariant() error {
	name := c.engineVariant()
	if name == "normal" {
		return nil
	}
	list := strings.Split(c.features["variants"], ",")
	if slices.Contains(list, name) {
		return nil
	}
	ini := c.spec.ini
	if ini == "" {
		var err error
		if ini, err = c.exportIni(); err != nil {
			return fmt.Errorf("the engine does not offer variant %s and it cannot be written for Fairy-Stockfish: %v", name, err)
		}
	}
	return c.proc.send("option VariantPath=%s", ini)
}

// parseFeatures reads `a=1 b="x y" c=z`.
func parseFeatures(s string) map[string]string {
	out := map[string]string{}
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			break
		}
		key := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var val string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				val, s = s[1:], ""
			} else {
				val, s = s[1:end+1], s[end+2:]
			}
		} else if sp := strings.IndexByte(s, ' '); sp >= 0 {
			val, s = s[:sp], s[sp:]
		} else {
			val, s = s, ""
		}
		out[key] = val
	}
	return out
}

// StartGame sets up a new game in force mode.
func (c *CECPPlayer) StartGame(start *interp.Position) error {
	c.start, c.moves, c.has, c.pending, c.levelSent = start.FEN(), c.moves[:0], false, "", false
	p := c.proc
	cmds := []string{"new"}
	if v := c.engineVariant(); v != "normal" {
		cmds = append(cmds, "variant "+v)
	}
	cmds = append(cmds, "force", "post")
	lim := c.spec.limits
	switch {
	case lim.MoveTime > 0:
		secs := int((lim.MoveTime + time.Second - 1) / time.Second)
		cmds = append(cmds, "st "+strconv.Itoa(secs))
	case lim.Depth > 0:
		cmds = append(cmds, "sd "+strconv.Itoa(lim.Depth))
	}
	// The moves that led to the start are replayed, as XBoard does, from
	// the variant's setup (no setboard) or from the position they began
	// at.
	root, line := start.Line()
	if root != c.g.V.Setup {
		if c.features["setboard"] != "1" {
			return fmt.Errorf("the engine cannot set up a position (no setboard feature) and the game starts at %s", root)
		}
		cmds = append(cmds, "setboard "+root)
	}
	for _, m := range line {
		cmds = append(cmds, c.userMove(m))
	}
	for _, cmd := range cmds {
		if err := p.send("%s", cmd); err != nil {
			return err
		}
	}
	if err := c.ping(); err != nil {
		return c.setUpFailed("new game", err)
	}
	return nil
}

// ping waits for the engine to catch up, where it supports ping. An
// error the engine reports before its pong about the set-up (an unknown
// variant: "Error (unknown variant): variant shogi", a refused setboard,
// an opening move refused: "Illegal move: e2e4") is returned: the engine
// did not take the set-up and would play another game. Errors about
// other commands (Fairy-Stockfish knows no "post") are not.
func (c *CECPPlayer) ping() error {
	if c.features["ping"] != "1" {
		return nil
	}
	if err := c.proc.send("ping 1"); err != nil {
		return err
	}
	refused := ""
	if _, err := c.proc.waitFor(time.Now().Add(c.spec.startup), func(l string) {
		if refused == "" && setUpRefused(l) {
			refused = l
		}
	}, func(l string) bool { return l == "pong 1" }); err != nil {
		return fmt.Errorf("waiting for pong: %v", err)
	}
	if refused != "" {
		return fmt.Errorf("the engine refused the set-up: %s", refused)
	}
	return nil
}

// setUpRefused reports whether an engine's line refuses the set-up of a
// game: an illegal move, or "Error (WHY): COMMAND" for the commands that
// set up the game (new, variant, setboard), or where WHY names the
// variant (Sjaak II: "Error (cannot start variant game): 'NAME'").
func setUpRefused(line string) bool {
	if strings.HasPrefix(line, "Illegal move") {
		return true
	}
	if !strings.HasPrefix(line, "Error") {
		return false
	}
	why, cmd, _ := strings.Cut(line, ":")
	if strings.Contains(strings.ToLower(why), "variant") {
		return true
	}
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "new", "variant", "setboard":
		return true
	}
	return false
}

// Moved sends the opponent's moves (the engine knows its own).
func (c *CECPPlayer) Moved(p *interp.Position, m interp.Move) {
	text := c.g.MoveString(m)
	c.moves = append(c.moves, text)
	if c.pending != "" && text == c.pending {
		c.pending = ""
		return
	}
	c.proc.send("%s", c.userMove(m))
}

// cecpSquare is a square in a move's text: file letters, rank digits.
var cecpSquare = regexp.MustCompile(`([a-z]+)([0-9]+)`)

// cecpSquares shifts the ranks of a move's squares by d: XBoard numbers
// the ranks of a board of exactly ten ranks from 0 (a0 is vdl's a1), as
// Fairy-Max and Fairy-Stockfish do in XBoard mode; d is 1 from the
// engine's notation to vdl's, -1 the other way.
func cecpSquares(g *interp.Game, move string, d int) string {
	if g.Ranks() != 10 || move == "@@@@" {
		return move
	}
	return cecpSquare.ReplaceAllStringFunc(move, func(sq string) string {
		m := cecpSquare.FindStringSubmatch(sq)
		r, _ := strconv.Atoi(m[2])
		return m[1] + strconv.Itoa(r+d)
	})
}

// userMove is the command that tells the engine move m: its coordinates
// (with usermove if the engine asked for it), or XBoard's null move @@@@
// for a move that changes nothing on the board (a Lion's pass), which an
// engine such as HaChu knows only so, whichever piece passes.
func (c *CECPPlayer) userMove(m interp.Move) string {
	text := cecpSquares(c.g, c.g.MoveString(m), -1)
	if isNullMove(m) {
		text = "@@@@"
	}
	if c.features["usermove"] == "1" {
		text = "usermove " + text
	}
	return text
}

func (c *CECPPlayer) Choose(p *interp.Position, legal []interp.Move) interp.Move {
	return chooseOrFirst(c, p, legal)
}

// ChooseMove lets the engine move once and checks the move.
func (c *CECPPlayer) ChooseMove(p *interp.Position, legal []interp.Move) (interp.Move, error) {
	cmds := c.clockCommands()
	if cmds == nil {
		// No game clock: both clocks in centiseconds all the same before
		// every go, as XBoard sends them; an engine that budgets its time
		// from them (HaChu, even under st) would otherwise think it has
		// none, or forever.
		cs := 100000
		if t := c.spec.limits.MoveTime; t > 0 {
			cs = int((t + 10*time.Millisecond - 1) / (10 * time.Millisecond))
		}
		cmds = []string{fmt.Sprintf("time %d", cs), fmt.Sprintf("otim %d", cs)}
	}
	for _, cmd := range cmds {
		if err := c.proc.send("%s", cmd); err != nil {
			return interp.Move{}, err
		}
	}
	if err := c.proc.send("go"); err != nil {
		return interp.Move{}, err
	}
	c.has = false
	wait := c.wait()
	if c.clock == nil && c.spec.limits.MoveTime > 0 && c.spec.limits.MoveTime < time.Second {
		wait += 2 * time.Second // st rounded up to whole seconds
	}
	// A move of several legs may come as several move lines, each leg
	// but the last ending in a comma ("move e4e5," then "move e5e6"), as
	// HaChu sends a Lion's double move: they are joined.
	var text, legs string
	_, err := c.proc.waitFor(time.Now().Add(wait), func(line string) {
		f := strings.Fields(line)
		// Thinking output: ply score time nodes pv...
		if len(f) >= 4 {
			if _, err := strconv.Atoi(f[0]); err == nil {
				if cp, err := strconv.Atoi(f[1]); err == nil {
					c.score, c.has = search.Score{CP: cp}, true
					c.depth, _ = strconv.Atoi(f[0])
				}
			}
		}
	}, func(line string) bool {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "move" && strings.HasSuffix(f[1], ","):
			legs += f[1]
			return false
		case len(f) >= 2 && f[0] == "move":
			text = legs + f[1]
			return true
		case len(f) >= 3 && f[1] == "move" && f[0] != "Illegal":
			text = f[2] // "1. ... e5" is an older form
			return true
		case len(f) >= 1 && (f[0] == "resign" || f[0] == "Illegal" || f[0] == "Error"):
			text = line
			return true
		}
		return false
	})
	if err == errTimeout {
		// An engine that does not answer is in no state to play on: it is
		// killed (with what it started), and restarted for the next game.
		c.proc.kill(fmt.Sprintf("killed after no move within %v", wait))
		return interp.Move{}, fmt.Errorf("no move within %v (time forfeit)", wait)
	}
	c.proc.send("force")
	if err != nil {
		return interp.Move{}, err
	}
	switch {
	case text == "resign":
		return interp.Move{}, search.ErrResign
	case strings.HasPrefix(text, "Illegal") || strings.HasPrefix(text, "Error"):
		return interp.Move{}, fmt.Errorf("the engine refused the game: %s", text)
	}
	m, err := c.checkMove(p, legal, cecpSquares(c.g, text, 1))
	if err == nil {
		c.pending = c.g.MoveString(m)
	}
	return m, err
}

// Restart ends the engine and starts it again, set up in full as
// NewCECPPlayer does (features, options, memory, VariantPath); StartGame
// then sends new, variant and the opening. An engine started again that
// cannot be set up is killed, so that it forfeits rather than play
// another game, and is tried again before the next game.
func (c *CECPPlayer) Restart() error {
	c.proc.close("quit")
	proc, err := startProcess(c.spec.path, nil)
	if err != nil {
		return err
	}
	c.proc, c.features = proc, map[string]string{}
	if err := c.handshake(); err != nil {
		return c.setUpFailed("restart", fmt.Errorf("%s: %v", c.spec.path, err))
	}
	return nil
}

// Close ends the engine.
func (c *CECPPlayer) Close() {
	c.proc.close("quit")
	c.cleanup()
}

// clockCommands are what a timed game tells the engine before it moves:
// the time control once a game ("level MOVES BASE INC", the base in
// minutes:seconds, rounded up to a second), then the clocks in
// centiseconds, its own ("time") and its opponent's ("otim").
func (c *CECPPlayer) clockCommands() []string {
	if c.clock == nil {
		return nil
	}
	var cmds []string
	if !c.levelSent {
		tc := c.clock.TC
		secs := int64((tc.Base + time.Second - 1) / time.Second)
		base := strconv.FormatInt(secs/60, 10)
		if secs%60 != 0 {
			base += fmt.Sprintf(":%02d", secs%60)
		}
		cmds = append(cmds, fmt.Sprintf("level %d %s %s", tc.Moves, base, strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)))
		c.levelSent = true
	}
	cs := func(d time.Duration) int64 { return max(d.Milliseconds()/10, 1) }
	return append(cmds, fmt.Sprintf("time %d", cs(c.clock.Left[c.side])), fmt.Sprintf("otim %d", cs(c.clock.Left[1-c.side])))
}
