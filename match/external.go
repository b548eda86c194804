package match

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/export/fsf"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// ExternalSpecHelp describes the specifications of external engines.
const ExternalSpecHelp = `uci:PATH[:OPTION=VALUE,...] | xboard:PATH[:OPTION=VALUE,...]
  an external engine over UCI or XBoard/CECP; options: time=DURATION,
  depth=PLIES, nodes=N (UCI) per move; startup=DURATION (how long to wait
  for each answer while setting the engine up, default 30s); name=LABEL; variant=NAME (the
  engine's name for the variant, default vdl's); ini=FILE (a Fairy-Stockfish
  variants.ini to load first); any other OPTION=VALUE is set as an engine
  option (UCI_Elo=1500,UCI_LimitStrength=true,Hash=16).
  A variant the engine does not know is written for Fairy-Stockfish
  (vdl export --fsf) and loaded with its VariantPath option.`

// externalSpec is a parsed external engine specification.
type externalSpec struct {
	protocol string // "uci" or "xboard"
	path     string
	limits   search.Limits
	name     string
	variant  string
	ini      string
	startup  time.Duration // the wait for each set-up answer
	options  [][2]string   // in the order given
}

// parseExternal reads "uci:PATH[:opts]"; def applies when the options
// give no limit.
func parseExternal(spec string, def search.Limits) (externalSpec, error) {
	proto, rest, _ := strings.Cut(spec, ":")
	es := externalSpec{protocol: strings.ToLower(proto), startup: defaultStartup}
	if es.protocol == "cecp" {
		es.protocol = "xboard"
	}
	path, opts, _ := strings.Cut(rest, ":")
	if path == "" {
		return es, fmt.Errorf("player %q: expected %s:PATH", spec, proto)
	}
	es.path = path
	if opts != "" {
		for _, kv := range strings.Split(opts, ",") {
			k, v, ok := strings.Cut(kv, "=")
			k = strings.TrimSpace(k)
			if !ok || k == "" {
				return es, fmt.Errorf("player %q: option %q: expected NAME=VALUE", spec, kv)
			}
			var err error
			switch strings.ToLower(k) {
			case "time", "movetime":
				es.limits.MoveTime, err = time.ParseDuration(v)
				if err == nil && es.limits.MoveTime <= 0 {
					err = fmt.Errorf("want a positive duration")
				}
			case "depth":
				es.limits.Depth, err = strconv.Atoi(v)
			case "nodes":
				var n int
				n, err = strconv.Atoi(v)
				es.limits.Nodes = uint64(n)
			case "startup":
				es.startup, err = time.ParseDuration(v)
				if err == nil && es.startup <= 0 {
					err = fmt.Errorf("want a positive duration")
				}
			case "name":
				es.name = v
			case "variant":
				es.variant = v
			case "ini":
				es.ini = v
			default:
				es.options = append(es.options, [2]string{k, v})
			}
			if err != nil {
				return es, fmt.Errorf("player %q: option %s=%s: %v", spec, k, v, err)
			}
		}
	}
	if es.limits.MoveTime == 0 && es.limits.Depth == 0 && es.limits.Nodes == 0 {
		es.limits = def
		if es.limits.MoveTime == 0 && es.limits.Depth == 0 && es.limits.Nodes == 0 {
			es.limits.MoveTime = time.Second
		}
	}
	return es, nil
}

// external is what the UCI and CECP players share: the game so far,
// the engine's last score, and checking its moves against vdl's rules.
type external struct {
	spec  externalSpec
	proc  *process
	g     *interp.Game
	label string
	start string   // the game's start FEN
	moves []string // the game's moves in coordinate notation
	score search.Score
	has   bool
	depth int // of the last search, from its thinking output
	// clock is the game's clock before this move, when the game is timed
	// (SetClock); side is the engine's colour.
	clock *search.Clock
	side  int
	// tmpIni is an exported variants.ini to remove on Close.
	tmpIni string
}

func (x *external) Name() string { return x.label }

// Broken says why the engine can play no more (it exited, or was killed
// when it did not answer in time), "" while it can.
func (x *external) Broken() string { return x.proc.broken() }

// setUpFailed kills an engine that could not be set up (at a restart
// or a new game: the variant, its options, the new game), so that it
// plays no game in a state vdl did not put it in; Broken then reports
// it, and the match starts it again, in full, before the next game.
func (x *external) setUpFailed(when string, err error) error {
	x.proc.kill(fmt.Sprintf("killed: its set-up failed at the %s: %v", when, err))
	return err
}

// LastScore is the engine's last reported score for its move.
func (x *external) LastScore() (search.Score, bool) { return x.score, x.has }

// LastDepth is the depth of the engine's last reported search.
func (x *external) LastDepth() int { return x.depth }

// SetClock keeps the clocks for the next move's command.
func (x *external) SetClock(c search.Clock, side int) { x.clock, x.side = &c, side }

// Choose is for callers that cannot handle failure: it plays the first
// legal move when the engine fails. Matches use ChooseMove.
func chooseOrFirst(f search.FalliblePlayer, p *interp.Position, legal []interp.Move) interp.Move {
	m, err := f.ChooseMove(p, legal)
	if err != nil {
		return legal[0]
	}
	return m
}

// checkMove finds the engine's move among the legal ones.
func (x *external) checkMove(p *interp.Position, legal []interp.Move, text string) (interp.Move, error) {
	if text == "@@@@" {
		// XBoard's null move: a move that changes nothing on the board
		// (a Lion's pass, written from its square to itself).
		for _, m := range legal {
			if isNullMove(m) {
				return m, nil
			}
		}
	}
	m, err := search.ParseMoveText(p, legal, text)
	if err != nil {
		if m, ok := contagionSuffix(p, legal, text); ok {
			return m, nil
		}
		return m, fmt.Errorf("illegal move %q in %s: %v", text, p.FEN(), err)
	}
	return m, nil
}

// contagionSuffix reads a capture that turns its captor into the captured
// piece's type (ir.Rules.Contagion) written with that type's letter after
// it, as a promotion is: HaChu writes Werewolf chess's Nxf6 (a Werewolf
// taken) as g4f6w. It finds the legal capture of the move without the
// letter, if the piece it takes is of a contagious type of that letter.
func contagionSuffix(p *interp.Position, legal []interp.Move, text string) (interp.Move, bool) {
	g := p.Game()
	co := g.V.Rules.Contagion
	if co == nil || len(text) < 5 {
		return interp.Move{}, false
	}
	base, letter := text[:len(text)-1], text[len(text)-1:]
	for _, m := range legal {
		if g.MoveString(m) != base {
			continue
		}
		t, _, ok := p.PieceAt(m.To)
		if ok && m.Kind == interp.Capture && slices.Contains(co.Pieces, t) && strings.EqualFold(g.V.Pieces[t].Letter, letter) {
			return m, true
		}
	}
	return interp.Move{}, false
}

// wait is how long to wait for a move before calling it a time forfeit:
// on a clock, the time left and a second (the game is lost on time
// anyway, and the engine is not killed before it could still be in
// time); else twice the move time and a second, or two minutes for depth
// and node limits.
func (x *external) wait() time.Duration {
	if x.clock != nil {
		return x.clock.Left[x.side] + time.Second
	}
	if t := x.spec.limits.MoveTime; t > 0 {
		return 2*t + time.Second
	}
	return 2 * time.Minute
}

// exportIni writes the variant for Fairy-Stockfish to a temporary file.
func (x *external) exportIni() (string, error) {
	if x.tmpIni != "" {
		return x.tmpIni, nil // written before the engine was restarted
	}
	text, err := fsf.Export(x.g.V)
	if err != nil {
		return "", err
	}
	f, err := os.CreateTemp("", "vdl-"+x.g.V.Name+"-*.ini")
	if err != nil {
		return "", err
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		return "", err
	}
	x.tmpIni = f.Name()
	return f.Name(), nil
}

func (x *external) cleanup() {
	if x.tmpIni != "" {
		os.Remove(x.tmpIni)
	}
}

// parseScoreTokens reads "cp N" or "mate N" from an engine's info line.
func parseScoreTokens(fields []string) (search.Score, bool) {
	for i := 0; i+2 < len(fields); i++ {
		if fields[i] != "score" {
			continue
		}
		n, err := strconv.Atoi(fields[i+2])
		if err != nil {
			return search.Score{}, false
		}
		switch fields[i+1] {
		case "cp":
			return search.Score{CP: n}, true
		case "mate":
			cp := 30000 - abs(n)
			if n < 0 {
				cp = -cp
			}
			return search.Score{CP: cp, Mate: n}, true
		}
	}
	return search.Score{}, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// variantList writes a few of an engine's variant names for a message.
func variantList(names []string) string {
	sorted := append([]string(nil), names...)
	sort.Strings(sorted)
	if len(sorted) > 12 {
		return strings.Join(sorted[:12], ", ") + fmt.Sprintf(" and %d more", len(sorted)-12)
	}
	return strings.Join(sorted, ", ")
}

// isNullMove reports whether m changes nothing on the board: a pass, or a
// piece's move back to its own square that takes nothing (a Lion's pass),
// which XBoard writes @@@@.
func isNullMove(m interp.Move) bool {
	return (m.Kind == interp.Quiet || m.Kind == interp.Pass) && m.From == m.To && !m.IsCapture() && m.PromotionType() < 0
}
