package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/search"
)

// Limits and defaults of the options.
const (
	defaultHashMB = search.DefaultHashMB
	maxHashMB     = search.MaxHashMB
	maxMultiPV    = 500
)

// hello answers "uci": the engine's name and options.
func (u *uci) hello() {
	u.out.printf("id name %s", u.cfg.name())
	u.out.printf("id author the vdl authors")
	names := u.cfg.Catalogue.Names() // compiling none
	u.out.printf("option name UCI_Variant type combo default %s%s", defaultVariant(names), comboVars(names))
	u.out.printf("option name VariantPath type string default <empty>")
	u.out.printf("option name Hash type spin default %d min 1 max %d", defaultHashMB, maxHashMB)
	u.out.printf("option name Threads type spin default 1 min 1 max %d", search.MaxThreads)
	u.out.printf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV)
	u.out.printf("option name Ponder type check default false")
	u.out.printf("option name UCI_Chess960 type check default false")
	lo, hi := search.EloRange()
	u.out.printf("option name Skill Level type spin default %d min 0 max %d", search.MaxSkill, search.MaxSkill)
	u.out.printf("option name UCI_LimitStrength type check default false")
	u.out.printf("option name UCI_Elo type spin default %d min %d max %d", hi, lo, hi)
	u.out.printf("uciok")
}

func comboVars(names []string) string {
	var b strings.Builder
	for _, n := range names {
		b.WriteString(" var " + n)
	}
	return b.String()
}

// setOption: setoption name NAME [value VALUE]. Names are matched
// regardless of case, as UCI asks; a bad value is reported and ignored.
func (u *uci) setOption(args []string) {
	name, value, err := optionArgs(args)
	if err != nil {
		u.out.printf("info string error: setoption: %v", err)
		return
	}
	switch strings.ToLower(name) {
	case "uci_variant":
		if !u.cfg.Catalogue.Has(value) {
			_, err := u.cfg.Catalogue.Game(value)
			u.out.printf("info string error: UCI_Variant: %v", err)
			return
		}
		if u.selectVariant(value) && !standardXBoardVariant(value) {
			u.out.printf("info string %s", variantInfo(u.board.game))
		}
	case "variantpath":
		u.loadVariants(value)
	case "hash":
		mb, err := spin(value, 1, maxHashMB)
		if err != nil {
			u.out.printf("info string error: Hash: %v", err)
			return
		}
		u.hashMB = mb
		u.searcher.SetHash(mb)
	case "multipv":
		n, err := spin(value, 1, maxMultiPV)
		if err != nil {
			u.out.printf("info string error: MultiPV: %v", err)
			return
		}
		u.multiPV = n
	case "threads":
		n, err := spin(value, 1, search.MaxThreads)
		if err != nil {
			u.out.printf("info string error: Threads: %v", err)
			return
		}
		u.threads = n
		setThreads(u.searcher, n)
	case "ponder":
		if _, err := check(value); err != nil {
			u.out.printf("info string error: Ponder: %v", err)
		}
	case "skill level":
		n, err := spin(value, 0, search.MaxSkill)
		if err != nil {
			u.out.printf("info string error: Skill Level: %v", err)
			return
		}
		u.skill = n
	case "uci_limitstrength":
		on, err := check(value)
		if err != nil {
			u.out.printf("info string error: UCI_LimitStrength: %v", err)
			return
		}
		u.limitStrength = on
	case "uci_elo":
		lo, hi := search.EloRange()
		n, err := spin(value, lo, hi)
		if err != nil {
			u.out.printf("info string error: UCI_Elo: %v (the range vdl's levels are calibrated for, on Fairy-Stockfish's scale)", err)
			return
		}
		u.elo = n
	case "uci_chess960":
		on, err := check(value)
		if err != nil {
			u.out.printf("info string error: UCI_Chess960: %v", err)
			return
		}
		if on != u.chess960 {
			u.chess960 = on
			if u.board != nil { // the same variant, at its start, in the new notation
				u.selectVariant(u.variant)
			}
		}
	default:
		u.out.printf("info string error: setoption: no option %q", name)
	}
}

// optionArgs splits "name N... value V..." (names and values may hold
// spaces).
func optionArgs(args []string) (name, value string, err error) {
	if len(args) == 0 || args[0] != "name" {
		return "", "", fmt.Errorf("expected name NAME [value VALUE]")
	}
	i := len(args)
	for k, a := range args {
		if a == "value" {
			i = k
			break
		}
	}
	name = strings.Join(args[1:i], " ")
	if i < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	if name == "" {
		return "", "", fmt.Errorf("expected an option name after name")
	}
	return name, value, nil
}

func spin(value string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q is out of range: want %d to %d", value, lo, hi)
	}
	return n, nil
}

// loadVariants compiles the files of a VariantPath value; diagnostics
// go to the GUI as info strings with their file:line:col.
func (u *uci) loadVariants(paths string) {
	if paths == "" || paths == "<empty>" {
		return
	}
	added, diags := u.cfg.Catalogue.Load(paths)
	for _, d := range diags {
		u.out.printf("info string %s", d.Error())
	}
	if len(added) > 0 {
		u.out.printf("info string VariantPath: %d variants loaded: %s", len(added), strings.Join(added, " "))
	} else if diags.Err() == nil {
		u.out.printf("info string error: VariantPath %s: no variant found", paths)
	}
	if u.board != nil && containsName(added, u.variant) {
		u.selectVariant(u.variant) // the current variant was redefined
	}
}

func containsName(names []string, n string) bool {
	for _, x := range names {
		if x == n {
			return true
		}
	}
	return false
}

// standardXBoardVariant: variants XBoard knows by name, for which
// Fairy-Stockfish sends no setup (and UCI no variant line). Of these, vdl
// bundles knightmate, shatranj, capablanca, gothic, janus, grand,
// berolina and spartan under the same names and rules.
func standardXBoardVariant(name string) bool {
	switch name {
	case "chess", "normal", "nocastle", "fischerandom", "knightmate", "3check", "makruk", "shatranj",
		"asean", "seirawan", "crazyhouse", "bughouse", "suicide", "giveaway", "losers", "atomic",
		"capablanca", "gothic", "janus", "caparandom", "grand", "shogi", "xiangqi", "duck",
		"berolina", "spartan":
		return true
	}
	return false
}

// check reads the value of a check option.
func check(value string) (bool, error) {
	switch value {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("%q, expected true or false", value)
}
