package protocol

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
)

// XBoard's limits (version 4.9): 16 files, holdings included (two files
// a side), and 16 ranks.
const (
	xbMaxFiles = 16
	xbMaxRanks = 16
)

// xbName is a variant's name for XBoard, which calls chess "normal".
func xbName(name string) string {
	if name == "chess" {
		return "normal"
	}
	return name
}

// vdlName is the variant XBoard's name stands for.
func vdlName(name string) string {
	if name == "normal" {
		return "chess"
	}
	return name
}

// xbUnplayable says why XBoard cannot play v, judged from its IR alone
// (cheap enough for every variant at start-up); "" if it can.
func xbUnplayable(v *ir.Variant) string {
	files := v.Board.Files
	if v.Rules.Drops != nil {
		files += 4
	}
	switch {
	case v.Setup == "":
		return "it has no setup"
	case v.Rules.Turns != nil:
		return "its turns are not one move a side"
	case v.Rules.Drops != nil && v.Rules.Drops.Placement == "consecutive":
		return "one side places all its pieces in a row"
	case v.Board.Kind != "" && v.Board.Kind != "grid":
		return "XBoard draws only rectangular boards"
	case files > xbMaxFiles || v.Board.Ranks > xbMaxRanks:
		return fmt.Sprintf("its board (%dx%d) is larger than XBoard's 16x16, holdings included", v.Board.Files, v.Board.Ranks)
	}
	if own := xbOwnVariant(v.Name); own != "" && own != xbName(v.Name) {
		return fmt.Sprintf("XBoard takes the name %s for its own variant %s", v.Name, own)
	}
	if why := xbOwnStartsOtherwise[xbOwnVariant(v.Name)]; why != "" && !xbOwnRules(v.Name) {
		return fmt.Sprintf("XBoard's own %s %s, and refuses a setup without them", xbOwnVariant(v.Name), why)
	}
	if xbSizePrefix.MatchString(v.Name) {
		return fmt.Sprintf("XBoard reads the name %s as another variant with its board's size changed", v.Name)
	}
	for _, p := range v.Pieces {
		if !xbValidID(p.Letter) {
			return fmt.Sprintf("the %s's letter %s is not one XBoard can write (a capital letter, or + and one)", p.Name, p.Letter)
		}
		if p.Exit != nil {
			return fmt.Sprintf("the %s leaves the board, which XBoard cannot show", p.Name)
		}
		if p.Destruction != nil {
			return fmt.Sprintf("the %s removes itself with an enemy piece (mutual destruction), which XBoard cannot show", p.Name)
		}
		if p.SwapAnywhere != nil {
			return fmt.Sprintf("the %s swaps places with a friendly piece, two pieces moving in one move, which XBoard cannot show", p.Name)
		}
		for _, e := range p.Effects {
			if e.Kind != ir.Freeze {
				return fmt.Sprintf("the %s's %s effect changes squares its move does not name, which XBoard cannot show", p.Name, e.Kind)
			}
		}
		for _, m := range p.Moves {
			if m.Swap {
				return fmt.Sprintf("the %s swaps places with a friendly piece, two pieces moving in one move, which XBoard cannot show", p.Name)
			}
			if m.Chain {
				return fmt.Sprintf("the %s captures by chains of jumps (chain), any number of pieces in one move, and XBoard's moves take at most one on the way", p.Name)
			}
			kills := 0
			for _, l := range m.Legs {
				if l.Kill {
					kills++
				}
			}
			if kills > 1 {
				return fmt.Sprintf("the %s captures %d pieces in one move, and XBoard's moves take at most one on the way", p.Name, kills)
			}
		}
	}
	r := v.Rules
	own := xbOwnRules(v.Name)
	switch {
	case v.Board.Boards > 1 || r.Transfer:
		return "it is played on several boards"
	case v.Board.Levels > 1:
		return "its board has levels"
	case r.Explosion != nil && !own:
		return "captures explode, which XBoard shows only in its own atomic"
	case r.Flips != "":
		return "moves turn pieces over to the other side, which XBoard cannot show"
	case len(r.Petrify) > 0:
		return "a captor turns into a wall, which XBoard cannot show"
	case r.Rebirth != nil:
		return "a captured piece is reborn on a square of the setup, which XBoard cannot show"
	case r.CaptorChangesSide != nil:
		return "a captor changes side, which XBoard cannot show"
	case r.Contagion != nil:
		return "a captor turns into the type of the piece it took (contagion), which XBoard cannot show"

	case r.FrozenSuicide != nil:
		return "a frozen piece may remove itself from the board, which XBoard cannot show"
	case r.Gating != nil && !own:
		return "pieces enter from the hand beside a moving piece, which XBoard does only in its own seirawan"
	case r.Drops != nil && r.Drops.Promoted != "":
		return "pieces may be dropped promoted, which XBoard's drops cannot say"
	case r.Drops != nil && len(r.Drops.Pickup) > 0:
		return "a side may take its own piece into its hand (a pickup), which XBoard's holdings cannot show"
	case r.Hand != nil && r.Hand.Max > 0:
		return "its hand holds a limited number of pieces, which XBoard's holdings do not"
	}
	if h := r.Hand; h != nil && len(h.Captures) > 0 && !own {
		// XBoard puts every captured piece in the captor's hand as
		// itself, a promoted piece ("+B") as its unpromoted form.
		as := map[int]int{}
		for _, e := range h.Captures {
			as[e.Piece] = e.As
		}
		byLetter := map[string]int{}
		for t, p := range v.Pieces {
			byLetter[p.Letter] = t
		}
		for t, p := range v.Pieces {
			want, ok := t, !slices.Contains(r.Royal, t)
			if base, promoted := strings.CutPrefix(p.Letter, "+"); promoted {
				want = byLetter[base]
			}
			if got, in := as[t]; ok && (!in || got != want) {
				return fmt.Sprintf("a captured %s goes to the hand otherwise than in XBoard, where it goes as itself or as its unpromoted form", p.Name)
			}
		}
	}
	return ""
}

// xbSizePrefix: XBoard reads a variant name NxM+H_PARENT (or NxM_PARENT)
// as its variant PARENT on a board of N files and M ranks with holdings
// of H pieces (backend.c), not as the name of an engine's variant.
var xbSizePrefix = regexp.MustCompile(`^[0-9]+x[0-9]+(\+[0-9]+)?_`)

// xbValidID: XBoard writes a piece as one capital letter, or a promoted
// one as + and a capital letter.
func xbValidID(id string) bool {
	return len(id) == 1 && id[0] >= 'A' && id[0] <= 'Z' || len(id) == 2 && id[0] == '+' && id[1] >= 'A' && id[1] <= 'Z'
}

// xbOwnHoldings: the holdings of XBoard's own variants that keep
// captured pieces beside the board although they have no drops (Great
// Shatranj's, for its promotions). An engine's setup line for a variant
// of such a name must give the same holdings, or XBoard takes it for
// another variant (10x8+0_great) and refuses a second engine that does
// not list that name (seen in TestXBoardFidelity).
var xbOwnHoldings = map[string]int{"great": 8}

// xbOwnStartsOtherwise: XBoard's own variants whose start position a
// variant of the same name cannot give in a setup line, and why.
var xbOwnStartsOtherwise = map[string]string{"super": "(Superchess) starts with pieces in hand"}

// xbOwnRules: XBoard plays the variant by its own rules, which are vdl's:
// vdl tells it nothing (no setup, no piece lines).
func xbOwnRules(name string) bool { return standardXBoardVariant(name) && !xbRulesDiffer[name] }

// xbRulesDiffer: XBoard's own variants whose rules differ from vdl's
// variant of the name. XBoard 4.9's berolina refuses the pawn's diagonal
// double step (a2c4, seen in TestXBoardFidelity).
var xbRulesDiffer = map[string]bool{"berolina": true}

// XBoard 4.9's own variant names (common.h VARIANT_NAMES): it takes a
// variant name containing one of the first (older) names, or starting
// with one of the others not followed by a letter, for that variant
// (backend.c StringToVariant), and then plays its own rules, or asks the
// engine for the variant by its own name.
var (
	xbOldVariants = []string{"normal", "wildcastle", "nocastle", "fischerandom", "bughouse", "crazyhouse",
		"losers", "suicide", "giveaway", "twokings", "kriegspiel", "atomic", "3check", "shatranj"}
	xbNewVariants = []string{"shogi", "chu", "courier", "gothic", "capablanca", "knightmate", "fairy",
		"cylinder", "falcon", "caparandom", "berolina", "janus", "super", "great", "twilight", "makruk",
		"seirawan", "grand", "spartan", "xiangqi", "asean", "lion", "elven", "unknown"}
)

// xbOwnVariant is the variant of XBoard's own that XBoard takes a name
// for, "" if none (an engine-defined variant).
func xbOwnVariant(name string) string {
	name = strings.ToLower(name)
	for _, v := range xbOldVariants {
		if strings.Contains(name, v) {
			return v
		}
	}
	for _, v := range xbNewVariants {
		if rest, ok := strings.CutPrefix(name, v); ok && (rest == "" || rest[0] < 'a' || rest[0] > 'z') {
			return v
		}
	}
	if strings.Contains(name, "fischer") && strings.Contains(name, "random") || strings.Contains(name, "frc") || strings.Contains(name, "960") {
		return "fischerandom"
	}
	return ""
}

// xbVariants lists the variants for the variants feature, in XBoard's
// names.
func xbVariants(c *Catalogue) []string {
	var names []string
	seen := map[string]bool{}
	for _, v := range c.allVariants() {
		if n := v.Name; xbUnplayable(v) == "" && !seen[xbName(n)] {
			seen[xbName(n)] = true
			names = append(names, xbName(n))
		}
	}
	return names
}

// xbSetup is what the engine tells XBoard about a variant it does not
// know: the setup line (piece table, board size, holdings, parent variant
// and start position) and one piece line per piece. XBoard's own variants
// (xbOwnRules) get nothing: XBoard knows their rules.
func xbSetup(g *interp.Game, xp *xbPieces, n xbNotation) []string {
	if xbOwnRules(g.V.Name) {
		return nil
	}
	hand := xbOwnHoldings[xp.parent]
	if g.V.Rules.Drops != nil {
		hand = xp.handSize(g)
	}
	lines := []string{fmt.Sprintf("setup (%s) %dx%d+%d_%s %s", xp.table, g.Files(), g.Ranks(), hand, xp.parent, n.fenToXB(g.V.Setup))}
	return append(lines, xbPieceLines(g, xp)...)
}

// handSize is the holdings' size: XBoard numbers the pieces that may be
// in hand by their slots, counting the slots in use that hold no
// promoted piece, so all of those count (and the king's, when the royal
// piece may be dropped).
func (xp *xbPieces) handSize(g *interp.Game) int {
	n := 0
	for t, id := range xp.ids {
		switch {
		case len(id) != 1:
		case xp.slots[t] != xbKingSlot:
			n++
		case containsInt(g.V.Rules.Drops.Pieces, t):
			n++
		}
	}
	return n
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// xbSettings is what XBoard needs, beyond its defaults, to play a
// variant: its command-line arguments, and the message vdl shows the
// user when the variant is chosen ("" for none).
type xbSettings struct {
	args    []string
	message string
}

// xbNeeds says which of XBoard's default settings a variant needs
// changed. XBoard's own variants need none: XBoard knows their rules. An
// engine-defined variant whose rules XBoard's legality test can follow
// exactly (xbInexact) needs none either; any other needs legality testing
// off, without which XBoard refuses real moves, adjudicates mates and
// material draws by rules the variant does not have, and calls vdl's
// claims of its own endings false. With it off, XBoard trusts the engine:
// vdl's answers and highlights allow exactly the legal moves.
func xbNeeds(v *ir.Variant, g *interp.Game, xp *xbPieces) xbSettings {
	if xbOwnRules(v.Name) {
		return xbSettings{}
	}
	why := xbInexact(v, g, xp)
	if own := xbOwnVariant(v.Name); own != "" && own != "fairy" {
		// XBoard takes the setup line of a variant it has rules for
		// only with legality testing off.
		why = append([]string{"it has rules of its own for " + own}, why...)
	}
	if len(why) == 0 {
		return xbSettings{}
	}
	return xbSettings{
		args: []string{"-testLegality", "false"},
		message: fmt.Sprintf("vdl: XBoard cannot test the moves and endings of %s itself (%s). Switch off Options > Test Legality (xboard -testLegality false), or XBoard will refuse real moves and end games by rules %s does not have.",
			v.Name, strings.Join(why, "; "), v.Name),
	}
}

// xbInexact lists what of a variant's rules XBoard's legality test (its
// move generator from the piece lines, its royal king, its checkmate,
// stalemate and material adjudications, its promotions) does not follow;
// nil if it follows them all. It errs on the side of caution.
func xbInexact(v *ir.Variant, g *interp.Game, xp *xbPieces) []string {
	var why []string
	add := func(format string, args ...any) { why = append(why, fmt.Sprintf(format, args...)) }
	var pieces, drawn []string
	for t, p := range v.Pieces {
		moves, exact := xbBetza(p.Betza)
		special := len(p.CapturedBy) > 0 || p.Uncapturable || len(p.CannotTake) > 0 || len(p.CannotHop) > 0 ||
			p.Spoil != nil || p.Confined != nil || len(p.Effects) > 0
		for _, m := range p.Moves {
			special = special || m.Becomes != nil || m.Once != "" || len(m.Victims) > 0 ||
				len(m.FromRanks) > 0 || m.Region != nil || m.NotInCheck || m.Swap
		}
		if moves == "" || !exact || special {
			pieces = append(pieces, p.Name)
		} else if native, ok := xbNativeBetza[xp.slots[t]]; ok && moves != native && xp.parent == "fairy" {
			// XBoard judges mating material by its pictures (in shogi
			// it does not): a piece drawn as one it reasons about must
			// move as that one.
			drawn = append(drawn, p.Name)
		}
	}
	if len(pieces) > 0 {
		add("the moves of %s", strings.Join(pieces, ", "))
	}
	if len(drawn) > 0 {
		add("it judges mating material by the pictures of %s, which move otherwise", strings.Join(drawn, ", "))
	}
	r := v.Rules
	royals := 0
	for t := range v.Pieces {
		if g.IsRoyal(t) {
			royals++
			if xp.slots[t] != xbKingSlot {
				add("the royal %s is not XBoard's king", v.Pieces[t].Name)
			}
		} else if xp.slots[t] == xbKingSlot {
			add("XBoard's king, the %s, is not royal here", v.Pieces[t].Name)
		}
	}
	if c := r.Castling; c != nil && castlingBetza(g, c.King) == "" {
		add("castling")
	}
	switch {
	case royals > 1 || r.RoyalWhenLast || r.RoyalTogether || r.DupleCheck || r.RoyalPromotionNextTurn || r.RoyalInCheck != "" || r.RoyalPassesSafe:
		add("its royal pieces")
	case len(r.Endings) > 0 || r.Mate != nil || r.Counting != nil || r.MaterialCount != nil || len(r.Scores) > 0:
		add("its endings")
	case r.Checkmate != ir.Loss || r.Stalemate != xbStalemate[xp.parent] || r.StalemateByCount || r.NoChecks:
		add("its checkmate and stalemate")
	case r.RepetitionResult != "" && r.RepetitionResult != ir.Draw || r.MoveRepetition != "":
		add("its repetition rule")
	case r.AfterCapture != "" && r.AfterCapture != "land":
		add("its captures that do not end on the victim's square")
	case r.Paralysis != nil || r.Patrol != nil:
		add("which pieces may move and capture, and so give check")
	case r.MustCapture || r.Pass != nil || len(r.Limits) > 0 || len(r.MustFirst) > 0 || r.Facing != "" || len(r.FirstMoveRights) > 0 ||
		r.NoRepeat || r.NoRepeatInCheck || r.Trading != nil:
		add("which moves are allowed")
	case r.Drops != nil || r.Hand != nil:
		add("its drops")
	case len(v.Board.Holes) > 0:
		add("its holes")
	}
	for _, pr := range r.Promotions {
		if len(pr.Map) > 0 || pr.Region != nil || len(pr.IfPresent) > 0 || len(pr.IfAbsent) > 0 || pr.CapturesOnly ||
			pr.OnEntry || pr.Leave || pr.Flip || pr.Immobile || pr.TakesPromoted || !pr.Mandatory || len(pr.Limits) > 0 ||
			pr.Standing || pr.LastAnywhere || pr.Peaceful || pr.Unforced ||
			pr.FromRank != v.Board.Ranks || pr.ToRank != v.Board.Ranks ||
			len(pr.Pieces) != 1 || xp.slots[pr.Pieces[0]] != 0 {
			add("its promotions")
			break
		}
	}
	return why
}

// xbStalemate is the stalemated side's result in XBoard's parent
// variants.
var xbStalemate = map[string]ir.Result{"fairy": ir.Draw, "shogi": ir.Loss}

// xbNativeBetza: the moves of the pieces whose pictures XBoard's
// material adjudication reasons about, by slot.
var xbNativeBetza = map[int]string{1: "N", 2: "B", 5: "F", 6: "A", 9: "W", 10: "K", 16: "FfW"}
