package protocol

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/search"
)

// uci is a UCI session as Fairy-Stockfish extends the protocol: the
// variant is the UCI_Variant option, VariantPath loads more variant files,
// and "go perft N" and "d" work as Fairy-Stockfish's do.
type uci struct {
	cfg      Config
	out      *output
	variant  string
	board    *board
	searcher Searcher
	hashMB   int
	threads  int  // Threads: the search's threads
	multiPV  int  // MultiPV: lines reported
	chess960 bool // UCI_Chess960
	// Strength: Skill Level, and UCI_LimitStrength with UCI_Elo (which
	// then decides the level).
	skill         int
	limitStrength bool
	elo           int
	think         thinker
}

func newUCI(cfg Config, out *output) *uci {
	_, hi := search.EloRange()
	return &uci{cfg: cfg, out: out, hashMB: defaultHashMB, threads: 1, multiPV: 1, skill: search.MaxSkill, elo: hi}
}

// strength is the Skill the options ask for, nil for full strength.
func (u *uci) strength() *search.Skill {
	level := float64(u.skill)
	if u.limitStrength {
		level = search.SkillFromElo(u.elo)
	}
	if level >= search.MaxSkill {
		return nil
	}
	return &search.Skill{Level: level}
}

func (u *uci) run(lines *lineReader) {
	commandLoop(lines, &u.think, uciUrgent, u.command, u.think.stop)
}

// uciUrgent are the commands obeyed at once during a perft count; the
// others wait for its end.
func uciUrgent(cmd string) bool {
	switch cmd {
	case "stop", "quit", "isready", "ponderhit", "debug":
		return true
	}
	return false
}

// command handles one line; false after quit.
func (u *uci) command(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	cmd, args := fields[0], fields[1:]
	switch cmd {
	case "quit":
		u.think.stop()
		return false
	case "stop":
		u.think.stop()
		return true
	case "ponderhit":
		u.think.ponderHit()
		return true
	case "isready":
		// Answered at once, even while searching, as UCI asks.
		if u.ensureVariant() {
			u.out.printf("readyok")
		}
		return true
	case "uci":
		u.hello()
		return true
	case "debug":
		return true
	}
	// Every other command changes what the engine works on: a search
	// still running is stopped first (its bestmove is sent).
	u.think.stop()
	// A UCI_Variant option chooses the variant itself: the default one
	// would be compiled for nothing.
	if !selectsVariant(cmd, args) && !u.ensureVariant() {
		return true
	}
	switch cmd {
	case "setoption":
		u.setOption(args)
	case "ucinewgame":
		u.searcher.NewGame()
		u.resetBoard()
	case "position":
		u.position(args)
	case "go":
		u.goCommand(args)
	case "d":
		u.out.text(diagram(u.board.pos, uciRank))
	default:
		u.out.printf("info string unknown command: %s", line)
	}
	return true
}

// uciRank numbers ranks from 1, as UCI squares do.
func uciRank(r int) string { return strconv.Itoa(r + 1) }

// selectsVariant reports whether the command is setoption name
// UCI_Variant.
func selectsVariant(cmd string, args []string) bool {
	if cmd != "setoption" {
		return false
	}
	name, _, err := optionArgs(args)
	return err == nil && strings.EqualFold(name, "UCI_Variant")
}

// ensureVariant selects the default variant the first time one is needed.
func (u *uci) ensureVariant() bool {
	if u.board != nil {
		return true
	}
	return u.selectVariant(defaultVariant(u.cfg.Catalogue.Names()))
}

// defaultVariant is chess when it is known, else the first variant.
func defaultVariant(names []string) string {
	if slices.Contains(names, "chess") || len(names) == 0 {
		return "chess"
	}
	return names[0]
}

// selectVariant switches to a variant at its start position, with a new
// searcher; on error it reports it and changes nothing.
func (u *uci) selectVariant(name string) bool {
	g, err := u.cfg.Catalogue.GameIn(name, u.chess960)
	if err == nil && g.V.Setup == "" {
		err = fmt.Errorf("variant %s has no setup", name)
	}
	var b *board
	if err == nil {
		b, err = newBoard(g, "")
	}
	if err != nil {
		u.out.printf("info string error: %v", err)
		return false
	}
	u.variant, u.board = name, b
	u.searcher = u.cfg.searcher(g, u.hashMB)
	setThreads(u.searcher, u.threads)
	return true
}

func (u *uci) resetBoard() {
	if b, err := newBoard(u.board.game, ""); err == nil {
		u.board = b
	}
}

// position: position startpos|fen FEN [moves M...]. A bad FEN or move
// leaves the previous position as it was.
func (u *uci) position(args []string) {
	if len(args) == 0 {
		u.out.printf("info string error: position: expected startpos or fen")
		return
	}
	var fen string
	rest := args[1:]
	switch args[0] {
	case "startpos":
	case "fen":
		i := slices.Index(rest, "moves")
		if i < 0 {
			i = len(rest)
		}
		fen = strings.Join(rest[:i], " ")
		rest = rest[i:]
		if fen == "" {
			u.out.printf("info string error: position fen: expected a FEN")
			return
		}
	default:
		u.out.printf("info string error: position %s: expected startpos or fen", args[0])
		return
	}
	b, err := newBoard(u.board.game, fen)
	if err != nil {
		u.out.printf("info string error: position: %v", err)
		return
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			u.out.printf("info string error: position: expected moves after the position, got %q", rest[0])
			return
		}
		for i, text := range rest[1:] {
			if _, err := b.play(text); err != nil {
				u.out.printf("info string error: position: move %d: %v", i+1, err)
				return
			}
		}
	}
	u.board = b
}

// variantInfo is the line Fairy-Stockfish prints when a variant is
// chosen, which GUIs read to draw the board.
func variantInfo(g *interp.Game) string {
	return fmt.Sprintf("variant %s files %d ranks %d pocket %d template fairy startpos %s",
		g.V.Name, g.Files(), g.Ranks(), pocketSize(g), g.V.Setup)
}

// pocketSize is the number of piece types a side may hold in hand.
func pocketSize(g *interp.Game) int {
	if g.V.Rules.Drops == nil {
		return 0
	}
	return len(g.V.Rules.Drops.Pieces)
}
