// Package fsf writes a variant as a section of Fairy-Stockfish's
// variants.ini, for the variants Fairy-Stockfish can express, so that
// Fairy-Stockfish can play vdl-defined variants (in a vdl match, or in a
// GUI). What it cannot express is reported, every reason at once.
//
// The keys are chosen for the widest range of Fairy-Stockfish versions:
// where the engine renamed a key and still reads the old name
// (promotionRank, whiteFlag, castlingRookPiece), the old one is written,
// so that older packaged builds load the section too. Pieces that match
// one of Fairy-Stockfish's predefined pieces are written by its name;
// others need customPieceN, which only newer builds know.
package fsf

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/betza"
)

// UnsupportedError lists what keeps a variant from Fairy-Stockfish.
type UnsupportedError struct {
	Variant string
	Reasons []string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("variant %s cannot be written for Fairy-Stockfish: %s", e.Variant, strings.Join(e.Reasons, "; "))
}

// predefined are Fairy-Stockfish's built-in pieces with their moves, in
// the order they are tried.
var predefined = []struct{ name, betza string }{
	{"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"},
	{"fers", "F"}, {"alfil", "A"}, {"fersAlfil", "FA"}, {"silver", "FfW"},
	{"aiwok", "RNF"}, {"bers", "RF"}, {"archbishop", "BN"}, {"chancellor", "RN"},
	{"amazon", "QN"}, {"knibis", "mNcB"}, {"biskni", "mBcN"}, {"kniroo", "mNcR"},
	{"rookni", "mRcN"}, {"shogiPawn", "fW"}, {"lance", "fR"}, {"shogiKnight", "fN"},
	{"gold", "WfF"}, {"dragonHorse", "BW"}, {"clobber", "cW"}, {"breakthrough", "fmWfF"},
	{"cannon", "mRcpR"}, {"janggiCannon", "pR"}, {"soldier", "fsW"}, {"horse", "nN"},
	{"elephant", "nA"}, {"janggiElephant", "nZ"}, {"wazir", "W"}, {"commoner", "K"},
	{"centaur", "KN"}, {"immobile", ""},
}

// Pawns: Fairy-Stockfish's pawn steps forward, captures diagonally forward
// and, with doubleStep, double-steps from its second rank with en passant.
var pawnForms = []struct {
	betza      string
	doubleStep bool
}{
	{"fmWfceFifmnD", true}, {"fmWfcF", false}, {"fmWfceF", false},
}

// Export writes v as a variants.ini section.
func Export(v *ir.Variant) (string, error) {
	x := &exporter{v: v, letters: map[int]string{}, origin: map[int]int{}}
	x.check()
	x.pieces()
	x.rules()
	if len(x.reasons) > 0 {
		return "", &UnsupportedError{Variant: v.Name, Reasons: x.reasons}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s, written by vdl export --fsf\n[%s]\n", titleOr(v), v.Name)
	for _, kv := range x.lines {
		fmt.Fprintf(&b, "%s = %s\n", kv[0], kv[1])
	}
	return b.String(), nil
}

func titleOr(v *ir.Variant) string {
	if v.Title != "" {
		return v.Title
	}
	return v.Name
}

type exporter struct {
	v       *ir.Variant
	lines   [][2]string
	reasons []string
	letters map[int]string // by type: lower-case letter
	origin  map[int]int    // by promotion-map image: the type it was
	shared  map[int]int    // by promotion-map image: the type it is written as (share.go)
	pawn    int            // the pawn type, or -1
	custom  int
}

func (x *exporter) set(key, value string) { x.lines = append(x.lines, [2]string{key, value}) }
func (x *exporter) fail(format string, args ...any) {
	if r := fmt.Sprintf(format, args...); !slices.Contains(x.reasons, r) { // both castling sides may fail alike
		x.reasons = append(x.reasons, r)
	}
}

// check reports the board and rules Fairy-Stockfish has no counterpart for.
func (x *exporter) check() {
	v, r := x.v, &x.v.Rules
	switch {
	case v.Board.Kind == "rings":
		x.fail("a rings-and-spokes board")
	case v.Board.Kind == "hex":
		x.fail("a hexagonal board of %d cells (its pieces move by the hex reading of Betza)", hexCells(v.Board.Files))
	case v.Board.Levels > 1:
		x.fail("a board of %d levels (three dimensions)", v.Board.Levels)
	case v.Board.Boards > 1:
		x.fail("%d boards side by side", v.Board.Boards)
	case v.Board.Files > 12 || v.Board.Ranks > 10:
		x.fail("a %dx%d board (at most 12 files and 10 ranks)", v.Board.Files, v.Board.Ranks)
	}
	if len(v.Board.Holes) > 0 {
		x.fail("holes in the board")
	}
	if r.Transfer {
		x.fail("pieces passing to another board (transfer)")
	}
	if r.Rebirth != nil {
		x.fail("captured pieces reborn (rebirth)")
	}
	if r.CaptorChangesSide != nil {
		x.fail("captors changing sides (captor-changes-side)")
	}
	if r.Contagion != nil {
		x.fail("captors becoming the type they take (contagion)")
	}
	if r.Paralysis != nil {
		x.fail("paralysis by enemy pieces of the same type")
	}
	if r.Patrol != nil {
		x.fail("captures only by observed pieces (patrol)")
	}
	for _, p := range v.Pieces {
		for _, m := range p.Moves {
			if m.Relay != nil || len(m.ToRanks) > 0 {
				x.fail("piece %s: relayed moves (relayed-by)", p.Name)
			}
			if m.Swap {
				x.fail("piece %s: swaps with friendly pieces (swap)", p.Name)
			}
		}
	}
	if v.Board.Wrap != "" {
		x.fail("a board whose edges join (wrap %s)", v.Board.Wrap)
	}
	if r.Turns != nil {
		x.fail("turns of several moves, parts or simultaneous moves")
	}
	switch r.AfterCapture {
	case "stay":
		x.fail("captures that are shots (after-capture stay)")
	case "move-as-victim":
		x.fail("captures that go on as the captured piece (after-capture move-as-victim)")
	}
	if regionsUsed(v) {
		x.fail("regions (confined pieces, moves limited to a region, zones given by regions)")
	}
	if len(r.Limits) > 0 || len(r.MustFirst) > 0 {
		x.fail("limits on how many pieces of a type a side may have")
	}
	if r.RoyalWhenLast || r.DupleCheck {
		x.fail("royalty of a side's last piece of a type")
	}
	if len(r.Royal) > 1 {
		x.fail("more than one royal piece type")
	}
	if len(r.Rank) > 0 {
		x.fail("piece ranks")
	}
	if r.RoyalPassesSafe {
		x.fail("a royal piece that may not move through attack (royal ... passes-safe)")
	}
	if r.Trading != nil {
		x.fail("limits on captures among a group of pieces (trading)")
	}
	if r.Drops != nil && len(r.Drops.Pickup) > 0 {
		x.fail("pieces taken from the board into the hand as a move (pickup)")
	}
	if r.NoRepeat {
		x.fail("moves that may not repeat a position (no-repeat)")
	}
	for _, sc := range r.Scores {
		x.fail("the score %g-%g for %s", sc.White, sc.Black, sc.Rule)
	}
	if r.Repetition == 0 {
		x.fail("no repetition rule")
	}
}

// pieces writes one line per piece type: a predefined piece by name, the
// pawn, the king, or a custom piece.
func (x *exporter) pieces() {
	v := x.v
	x.pawn = -1
	used := map[string]bool{}
	x.assignLetters()
	for t, pc := range v.Pieces {
		letter := x.letters[t]
		if len(letter) != 1 {
			x.fail("piece %s: the two-letter symbol %s", pc.Name, pc.Letter)
			continue
		}
		x.pieceRules(pc)
		if _, ok := x.shared[t]; ok {
			continue // its host's line says how it moves
		}
		royal := slices.Contains(v.Rules.Royal, t)
		switch {
		case royal:
			if sameMoves(pc.Moves, "K") {
				x.set("king", letter)
			} else if b, ok := x.plainBetza(pc); ok {
				x.set("king", letter+":"+b)
			}
			continue
		case x.isPawn(t, pc):
			continue
		}
		if name := predefinedName(pc.Moves); name != "" && !used[name] {
			used[name] = true
			x.set(name, letter)
			continue
		}
		if b, ok := x.plainBetza(pc); ok {
			x.custom++
			if x.custom > 25 {
				x.fail("more than 25 custom pieces")
				continue
			}
			x.set(fmt.Sprintf("customPiece%d", x.custom), letter+":"+b)
		}
	}
}

// assignLetters gives each type its section letter: its own, or, for
// the image of a promotion map written "+P" in FEN, a free letter, since
// Fairy-Stockfish gives every type one letter and writes a promoted
// piece in FEN as "+" and its origin's letter, as vdl does. The letter
// is tried from the piece's name first (Horse h, Dragon d), so the
// section reads as Fairy-Stockfish's own shogi does. An image that plays
// as another type takes that type's letter instead (share.go: shogi's
// Tokin is a promoted gold, p:g).
func (x *exporter) assignLetters() {
	taken := map[rune]bool{}
	for t, pc := range x.v.Pieces {
		x.letters[t] = strings.ToLower(pc.Letter)
		if len(pc.Letter) == 1 {
			taken[rune(x.letters[t][0])] = true
		}
	}
	for _, z := range x.v.Rules.Promotions {
		for _, pr := range z.Map {
			x.origin[pr.To] = pr.From
		}
	}
	x.shared = x.shareHosts()
	for t, pc := range x.v.Pieces {
		o, image := x.origin[t]
		_, shared := x.shared[t]
		if !image || shared || len(pc.Letter) == 1 || pc.Letter != "+"+x.v.Pieces[o].Letter {
			continue
		}
		for _, c := range strings.ToLower(pc.Name) + "abcdefghijklmnopqrstuvwxyz" {
			if c >= 'a' && c <= 'z' && !taken[c] {
				taken[c] = true
				x.letters[t] = string(c)
				break
			}
		}
	}
	for t, host := range x.shared {
		x.letters[t] = x.letters[host]
	}
}

// pieceRules reports piece features Fairy-Stockfish lacks.
func (x *exporter) pieceRules(pc ir.Piece) {
	if len(pc.Effects) > 0 {
		if pc.Effects[0].Kind == ir.Freeze {
			x.fail("piece %s freezes its neighbours (freeze)", pc.Name)
		} else {
			x.fail("piece %s captures by effects (%s)", pc.Name, pc.Effects[0].Kind)
		}
	}
	if pc.Exit != nil {
		x.fail("piece %s may leave the board", pc.Name)
	}
	if pc.SwapAnywhere != nil {
		x.fail("piece %s swaps places with any friendly piece", pc.Name)
	}
	if pc.Teleport != nil {
		x.fail("piece %s goes to a square anywhere (teleport)", pc.Name)
	}
	if len(pc.CapturedBy) > 0 || pc.Uncapturable {
		x.fail("piece %s is immune to some captures", pc.Name)
	}
	if len(pc.CannotTakeProtected) > 0 {
		x.fail("piece %s may not take some pieces where they are protected (cannot-take-protected)", pc.Name)
	}
	for _, m := range pc.Moves {
		switch {
		case m.Becomes != nil:
			x.fail("piece %s changes type by moving", pc.Name)
		case m.Once != "":
			x.fail("piece %s has a once-per-game move", pc.Name)
		case len(m.Victims) > 0:
			x.fail("piece %s captures only some types", pc.Name)
		default:
			continue
		}
		break
	}
	if x.v.Board.BlackView != "rotate" && !leftRightSymmetric(pc.Moves) {
		x.fail("piece %s is not left-right symmetric and Black's moves are mirrored, not rotated as in Fairy-Stockfish", pc.Name)
	}
}

// isPawn writes the pawn if pc moves as one of Fairy-Stockfish's pawns.
func (x *exporter) isPawn(t int, pc ir.Piece) bool {
	if x.pawn >= 0 {
		return false
	}
	for _, f := range pawnForms {
		if sameMoves(pc.Moves, f.betza) {
			x.pawn = t
			x.set("pawn", x.letters[t])
			x.set("doubleStep", boolText(f.doubleStep))
			if f.doubleStep {
				x.doubleStepRank(t)
			}
			return true
		}
	}
	double, triple, ok := stepRegionPawn(pc)
	if !ok {
		return false
	}
	x.pawn = t
	x.set("pawn", x.letters[t])
	x.set("doubleStep", "true")
	rd := x.v.Regions[double]
	x.set("doubleStepRegionWhite", x.squareList(rd.White))
	x.set("doubleStepRegionBlack", x.squareList(rd.Black))
	if triple >= 0 {
		rt := x.v.Regions[triple]
		// Fairy-Stockfish triple-steps only a pawn that may double-step.
		if !subset(rt.White, rd.White) || !subset(rt.Black, rd.Black) {
			x.fail("piece %s triple-steps from squares it does not double-step from (Fairy-Stockfish's tripleStepRegion lies within doubleStepRegion)", pc.Name)
		}
		x.set("tripleStepRegionWhite", x.squareList(rt.White))
		x.set("tripleStepRegionBlack", x.squareList(rt.Black))
	}
	return true
}

// stepRegionPawn recognizes the pawn vdl import writes for
// doubleStepRegion and tripleStepRegion: Fairy-Stockfish's pawn
// (fmWfceF) with its double step (ifmnD) from a region and, optionally,
// its triple step (ifmnH) from another. It returns the two regions
// (triple -1 for none).
func stepRegionPawn(pc ir.Piece) (double, triple int, ok bool) {
	double, triple = -1, -1
	var plain []ir.Move
	for _, m := range pc.Moves {
		if m.Region == nil {
			plain = append(plain, m)
			continue
		}
		if m.Region.Mode != "from" {
			return -1, -1, false
		}
		switch {
		case double < 0 && regionStep(m, "ifmnD"):
			double = m.Region.Region
		case triple < 0 && regionStep(m, "ifmnH"):
			triple = m.Region.Region
		default:
			return -1, -1, false
		}
	}
	if double < 0 || !sameMoves(plain, "fmWfceF") {
		return -1, -1, false
	}
	return double, triple, true
}

// regionStep reports whether m is the step b (an initial lame step
// forward) from a region: vdl compiles it as a step that is not initial
// but opens en passant, as Fairy-Stockfish's pawns double-step from a
// region whether or not they have moved.
func regionStep(m ir.Move, b string) bool {
	w, err := betza.Compile(b)
	if err != nil || len(w) != 1 {
		return false
	}
	w[0].Initial, w[0].SetsEnPassant, w[0].Region = false, true, m.Region
	return reflect.DeepEqual(m, w[0])
}

// regionsUsed reports whether anything but a step-region pawn's double
// and triple steps refers to one of the variant's regions (a move's
// region, a confinement, a zone, a drop region, a palace drawn...):
// Fairy-Stockfish has regions for a few keys only.
func regionsUsed(v *ir.Variant) bool {
	if len(v.Regions) == 0 {
		return false
	}
	w := *v
	w.Regions = nil
	w.Pieces = slices.Clone(v.Pieces)
	for t, pc := range w.Pieces {
		if _, _, ok := stepRegionPawn(pc); ok {
			w.Pieces[t].Moves = nil
		}
	}
	return refersToRegion(reflect.ValueOf(w))
}

// refersToRegion walks a value of the IR for a region index: the fields
// named Region, Confined, Palace, LandCapturing and WallRegion.
func refersToRegion(val reflect.Value) bool {
	switch val.Kind() {
	case reflect.Pointer, reflect.Interface:
		return !val.IsNil() && refersToRegion(val.Elem())
	case reflect.Slice, reflect.Array:
		for i := 0; i < val.Len(); i++ {
			if refersToRegion(val.Index(i)) {
				return true
			}
		}
	case reflect.Map:
		it := val.MapRange()
		for it.Next() {
			if refersToRegion(it.Value()) {
				return true
			}
		}
	case reflect.Struct:
		for i := 0; i < val.NumField(); i++ {
			f, fv := val.Type().Field(i), val.Field(i)
			switch f.Name {
			case "Region", "Confined", "Palace", "LandCapturing", "WallRegion":
				if fv.Kind() == reflect.Int || fv.Kind() == reflect.Pointer && !fv.IsNil() && fv.Elem().Kind() == reflect.Int {
					return true
				}
			}
			if refersToRegion(fv) {
				return true
			}
		}
	}
	return false
}

// squareList writes squares as a Fairy-Stockfish region: whole ranks as
// *N, the other squares by name.
func (x *exporter) squareList(squares []string) string {
	byRank := map[string][]string{}
	var ranks []string
	for _, s := range squares {
		r := s[1:]
		if _, ok := byRank[r]; !ok {
			ranks = append(ranks, r)
		}
		byRank[r] = append(byRank[r], s)
	}
	var out []string
	for _, r := range ranks {
		if len(byRank[r]) == x.v.Board.Files {
			out = append(out, "*"+r)
		} else {
			out = append(out, byRank[r]...)
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return strings.Join(out, " ")
}

func subset(a, b []string) bool {
	for _, s := range a {
		if !slices.Contains(b, s) {
			return false
		}
	}
	return true
}

// doubleStepRank writes where pawns double-step: Fairy-Stockfish allows
// it on a region of ranks, vdl from the pawn's start square, which is
// the same when every pawn of the setup stands on one relative rank.
func (x *exporter) doubleStepRank(pawn int) {
	ranks := map[int]bool{}
	placement, _, _ := strings.Cut(x.v.Setup, " ")
	rows := strings.Split(strings.Split(placement, "[")[0], "/")
	for i, row := range rows {
		rank := len(rows) - i // 1 = White's first rank
		letter := x.letters[pawn]
		if strings.Contains(row, strings.ToUpper(letter)) {
			ranks[rank] = true
		}
		if strings.Contains(row, letter) {
			ranks[x.v.Board.Ranks+1-rank] = true
		}
	}
	if len(ranks) != 1 {
		x.fail("pawns that start on different ranks and double-step from there")
		return
	}
	for r := range ranks {
		x.set("doubleStepRank", fmt.Sprint(r))
	}
}

// plainBetza returns the piece's Betza string when it describes all its
// moves and uses only what Fairy-Stockfish's custom pieces read.
func (x *exporter) plainBetza(pc ir.Piece) (string, bool) {
	b := pc.Betza
	if x.v.Board.Kind == "hex" {
		return "", false // the board's reason says why
	}
	if !sameMoves(pc.Moves, b) {
		x.fail("piece %s: its moves are not plain Betza (move clauses)", pc.Name)
		return "", false
	}
	if bad := unsupportedBetza(b); bad != "" {
		x.fail("piece %s: Betza %q uses %s", pc.Name, b, bad)
		return "", false
	}
	return b, true
}

// kingSystemDirections finds direction letters on K or Q. vdl reads them
// in the 8-fold K system of XBoard and the Interactive Diagram (fK: one
// step straight forward); Fairy-Stockfish splits K into W and F first, so
// its fK also steps diagonally forward (yari shogi's silver, fKbR).
var kingSystemDirections = regexp.MustCompile(`[fbvslrh][a-z]*[KQ]`)

// unsupportedBetza names the first feature of b that Fairy-Stockfish's
// Betza subset lacks, or "".
func unsupportedBetza(b string) string {
	if m := kingSystemDirections.FindString(b); m != "" {
		return fmt.Sprintf("%q (direction letters on K or Q, which Fairy-Stockfish reads as on W and F: write those)", m)
	}
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case strings.IndexByte("WFDNAHCZGKQRB", c) >= 0:
		case strings.IndexByte("fbvslrhmci0123456789", c) >= 0:
		case c == 'n':
			if next := nextAtom(b[i+1:]); strings.IndexByte("NAZD", next) < 0 {
				return "a lame leaper other than nN, nA, nZ or nD"
			}
		case c == 'p' || c == 'g':
			if next := nextAtom(b[i+1:]); strings.IndexByte("RBQ", next) < 0 {
				return "a hopper other than along rook or bishop lines"
			}
		default:
			return fmt.Sprintf("%q (multi-leg or other XBetza)", string(c))
		}
	}
	return ""
}

func nextAtom(s string) byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return s[i]
		}
	}
	return 0
}

// rules writes the board, setup and rules.
func (x *exporter) rules() {
	v, r := x.v, &x.v.Rules
	x.set("maxFile", string(rune('a'+v.Board.Files-1)))
	x.set("maxRank", fmt.Sprint(v.Board.Ranks))
	x.set("startFen", v.Setup)
	x.castling()
	x.promotion()
	x.hands()
	x.immobility()
	x.set("checkmateValue", string(orDefault(r.Checkmate, ir.Loss)))
	x.set("stalemateValue", string(orDefault(r.Stalemate, ir.Draw)))
	if r.StalemateByCount {
		x.set("stalematePieceCount", "true")
	}
	x.set("nMoveRule", fmt.Sprint(r.MoveRule))
	if r.MoveRule > 0 && !(x.pawn >= 0 && reflect.DeepEqual(r.MoveRulePieces, []int{x.pawn})) && len(r.MoveRulePieces) > 0 {
		x.fail("a move rule reset by moves of pieces other than the pawn")
	}
	if r.Repetition > 0 {
		x.set("nFoldRule", fmt.Sprint(r.Repetition))
	}
	x.set("checking", boolText(!r.NoChecks))
	if pr := r.Pass; pr != nil {
		x.set(map[string]string{"always": "pass", "stuck": "passOnStalemate"}[pr.When], "true")
	}
	if len(r.Royal) == 0 {
		x.set("king", "-")
	}
	if r.MustCapture {
		x.set("mustCapture", "true")
	}
	if r.MustCaptureMost {
		x.fail("captures of the most pieces (must-capture most)")
	}
	if r.MoveRepetition == "loss" {
		x.set("moveRepetitionIllegal", "true")
	}
	x.explosion()
	x.petrify()
	x.endings()
}

// petrify writes Rules.Petrify as petrifyOnCaptureTypes. Fairy-Stockfish's
// petrified King is a pseudo-royal commoner, which this exporter does not
// write, so a royal that petrifies is not written.
func (x *exporter) petrify() {
	var set strings.Builder
	for _, t := range x.v.Rules.Petrify {
		if slices.Contains(x.v.Rules.Royal, t) {
			x.fail("a royal piece that petrifies (petrify %s)", x.v.Pieces[t].Name)
			return
		}
		set.WriteString(x.letters[t])
	}
	if set.Len() > 0 {
		x.set("petrifyOnCaptureTypes", set.String())
	}
}

// explosion writes an explosion as Fairy-Stockfish's blastOnCapture,
// which blows up the eight squares around a capture and spares pawns
// there. Its atomic kings are pseudo-royal commoners, which this exporter
// does not write, so explosions go only with games without royals.
func (x *exporter) explosion() {
	e := x.v.Rules.Explosion
	if e == nil {
		return
	}
	ring := map[ir.Vector]bool{}
	for _, v := range e.Vectors {
		ring[v] = true
	}
	king := len(ring) == 8
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			king = king && (dx == 0 && dy == 0 || ring[ir.Vector{dx, dy}])
		}
	}
	switch {
	case !king:
		x.fail("an explosion of other squares than the eight around the capture")
	case x.pawn < 0 || !reflect.DeepEqual(e.Spared, []int{x.pawn}):
		x.fail("an explosion that spares other pieces than the pawns")
	case len(x.v.Rules.Royal) > 0:
		x.fail("an explosion with royal pieces")
	}
	x.set("blastOnCapture", "true")
	if len(e.Immune) > 0 {
		var set strings.Builder
		for _, t := range e.Immune {
			set.WriteString(x.letters[t])
		}
		x.set("blastImmuneTypes", set.String())
	}
}

func orDefault(res, def ir.Result) ir.Result {
	if res == "" {
		return def
	}
	return res
}

func (x *exporter) castling() {
	c := x.v.Rules.Castling
	if c == nil {
		x.set("castling", "false")
		return
	}
	x.set("castling", "true")
	if !slices.Contains(x.v.Rules.Royal, c.King) {
		x.set("castlingKingPiece", x.letters[c.King])
	}
	if len(c.Rooks) != 1 {
		x.fail("castling with %d kinds of partner", len(c.Rooks))
		return
	}
	x.set("castlingRookPiece", x.letters[c.Rooks[0]])
	if c.ByColourSet() {
		x.fail("castling that differs by colour")
	}
	for _, side := range []struct {
		key  string
		s    *ir.CastlingSide
		step int
	}{{"castlingKingsideFile", c.Kingside, -1}, {"castlingQueensideFile", c.Queenside, 1}} {
		if side.s == nil {
			x.fail("castling on one side only")
			continue
		}
		if side.s.Steps != nil {
			x.fail("castling by a range of distances (steps)")
			continue
		}
		if side.s.RookFile != side.s.KingFile+side.step {
			x.fail("a castling partner that does not land next to the king")
		}
		if side.s.PartnerFile != nil {
			x.fail("a castling partner file")
		}
		x.set(side.key, string(rune('a'+side.s.KingFile)))
	}
	if c.Opposite {
		x.set("oppositeCastling", "true")
	}
}

func (x *exporter) promotion() {
	zones := x.v.Rules.Promotions
	switch {
	case len(zones) == 0:
		x.set("promotionPieceTypes", "-")
		if x.pawn >= 0 {
			// A pawn reaches the last rank and stays a pawn; with no
			// choice and promotion mandatory (the default) it could not.
			x.set("mandatoryPawnPromotion", "false")
		}
		return
	case len(zones) > 1:
		x.fail("%d promotion zones", len(zones))
		return
	}
	z := zones[0]
	if len(z.Map) > 0 {
		x.promotionMap(z)
		return
	}
	if x.pawn < 0 || !reflect.DeepEqual(z.Pieces, []int{x.pawn}) {
		x.fail("promotion of pieces other than the pawn")
	}
	if z.Side != "" || z.OnEntry || len(z.IfPresent) > 0 || len(z.IfAbsent) > 0 || len(z.Limits) > 0 {
		x.fail("a promotion zone with conditions or limits")
	}
	if z.Standing {
		x.fail("a standing promotion (a move of its own; not yet written for Fairy-Stockfish)")
	}
	if z.ToRank != x.v.Board.Ranks {
		x.fail("a promotion zone that stops short of the last rank")
	}
	x.set("promotionRank", fmt.Sprint(z.FromRank))
	var choices strings.Builder
	for _, t := range z.Choices {
		choices.WriteString(x.letters[t])
	}
	if choices.Len() == 0 { // choices none
		choices.WriteString("-")
	}
	x.set("promotionPieceTypes", choices.String())
	x.set("mandatoryPawnPromotion", boolText(z.Mandatory))
}

// promotionMap writes a zone whose pieces each promote to an image of
// their own (shogi) as promotedPieceType. Fairy-Stockfish promotes a
// piece by any move that starts or ends in the zone, optionally unless
// mandatoryPiecePromotion, only by captures with piecePromotionOnCapture
// (micro shogi), and turns it back by the same moves with pieceDemotion
// (Kyoto shogi's flip); a captured promoted piece goes to hand as its
// origin (hands.go); a piece that could never move again is kept off its
// dead squares by immobilityIllegal (immobility).
func (x *exporter) promotionMap(z ir.Promotion) {
	if x.pawn >= 0 {
		x.fail("a promotion map in a variant with a pawn (Fairy-Stockfish's pawn promotes by promotionPieceTypes)")
	}
	if z.Side != "" || len(z.IfPresent) > 0 || len(z.IfAbsent) > 0 || len(z.Limits) > 0 {
		x.fail("a promotion zone with conditions or limits")
	}
	switch {
	case z.OnEntry:
		x.fail("promotion only by a move into the zone (on enter; Fairy-Stockfish also promotes moves within and out of it)")
	case !z.Leave && x.leavesZone(z):
		x.fail("a promotion zone that a move out of it does not promote by (Fairy-Stockfish promotes every move that starts or ends in it)")
	}
	if z.ToRank != x.v.Board.Ranks {
		x.fail("a promotion zone that stops short of the last rank")
	}
	var pairs []string
	for _, pr := range z.Map {
		if slices.Contains(x.v.Rules.Royal, pr.From) || slices.Contains(x.v.Rules.Royal, pr.To) {
			x.fail("a royal piece in a promotion map")
		}
		if to := x.v.Pieces[pr.To]; to.Letter != "+"+x.v.Pieces[pr.From].Letter {
			// In FEN, Fairy-Stockfish writes a promoted piece only so.
			x.fail("piece %s, promoted from %s, written %s in FEN, not +%s", to.Name, x.v.Pieces[pr.From].Name, to.Letter, x.v.Pieces[pr.From].Letter)
		}
		pairs = append(pairs, x.letters[pr.From]+":"+x.letters[pr.To])
	}
	x.set("promotionRank", fmt.Sprint(z.FromRank))
	x.set("promotionPieceTypes", "-")
	x.set("promotedPieceType", strings.Join(pairs, " "))
	x.set("mandatoryPiecePromotion", boolText(z.Mandatory))
	if z.Flip {
		// Kyoto shogi: the moves that promote a piece turn it back.
		x.set("pieceDemotion", "true")
	}
	if z.CapturesOnly {
		x.set("piecePromotionOnCapture", "true")
	}
	if z.TakesPromoted {
		x.fail("promotion: mandatory if-takes-promoted: Fairy-Stockfish forces no promotion by what a capture takes")
	}
}

// leavesZone reports whether a piece of z's map can move out of z, which
// reaches to the last rank: only a move with a backward step can
// (dobutsu's chick cannot, so whether leaving promotes does not matter),
// and none out of a zone of the whole board (Kyoto shogi's).
func (x *exporter) leavesZone(z ir.Promotion) bool {
	if z.FromRank <= 1 {
		return false
	}
	for _, pr := range z.Map {
		for _, m := range x.v.Pieces[pr.From].Moves {
			for _, l := range m.Legs {
				if l.DY < 0 {
					return true
				}
			}
		}
	}
	return false
}

func (x *exporter) endings() {
	v := x.v
	x.castlingWins()
	for _, e := range v.Rules.Endings {
		name := e.Name
		if name == "" {
			name = string(e.Kind)
		}
		switch e.Kind {
		case ir.Extinction:
			if e.Side != "each" || e.Winner != "other" || (!e.PerType && len(e.Pieces) > 1) {
				x.fail("ending %s: only an extinction of any one type, for each side, losing, is expressible", name)
				continue
			}
			var set strings.Builder
			for _, t := range e.Pieces {
				set.WriteString(x.letters[t])
			}
			x.set("extinctionValue", "loss")
			x.set("extinctionPieceTypes", set.String())
			if e.AtMost > 0 {
				x.set("extinctionPieceCount", fmt.Sprint(e.AtMost))
			}
			if e.OpponentAtLeast > 0 {
				x.set("extinctionOpponentPieceCount", fmt.Sprint(e.OpponentAtLeast))
			}
		case ir.Reach:
			if len(e.Pieces) != 1 || e.Winner != "side" {
				x.fail("ending %s: only one goal piece type, reaching to win, is expressible", name)
				continue
			}
			x.set("flagPiece", x.letters[e.Pieces[0]])
			for _, side := range []string{"white", "black"} {
				if e.Side == side || e.Side == "each" {
					x.set(side+"Flag", x.region(e, side))
				}
			}
			if e.Grace {
				x.set("flagMove", "true")
			}
			if e.Safe {
				x.set("flagPieceSafe", "true")
			}
			if e.AtLeast > 1 {
				x.set("flagPieceCount", fmt.Sprint(e.AtLeast))
			}
			if e.Blocked {
				x.set("flagPieceBlockedWin", "true")
			}
		case ir.Connect:
			// Fairy-Stockfish looks at the side that moved alone, which is
			// the same while no move turns enemy pieces over.
			if e.Side != "each" || v.Rules.Flips != "" {
				x.fail("ending %s: only a connect rule for each side, without flips, is expressible", name)
				continue
			}
			if e.Square {
				x.set("connectNxN", fmt.Sprint(e.Connect))
			} else if e.Collinear {
				x.set("collinearN", fmt.Sprint(e.Connect))
			} else {
				x.set("connectN", fmt.Sprint(e.Connect))
			}
			if len(e.Pieces) > 0 {
				var set strings.Builder
				for _, t := range e.Pieces {
					set.WriteString(x.letters[t])
				}
				x.set("connectPieceTypes", set.String())
			}
			if len(e.Lines) > 0 {
				for _, l := range []struct{ line, key string }{{"ranks", "connectHorizontal"}, {"files", "connectVertical"}, {"diagonals", "connectDiagonal"}} {
					if !slices.Contains(e.Lines, l.line) {
						x.set(l.key, "false")
					}
				}
			}
			switch e.Winner {
			case "other":
				x.set("connectValue", "loss")
			case "draw":
				x.set("connectValue", "draw")
			}
		case ir.Checks:
			// The counts are in the FEN, as Fairy-Stockfish reads them.
			if e.Side != "each" || e.Winner != "side" {
				x.fail("ending %s: only checks that win for the side giving them are expressible", name)
				continue
			}
			x.set("checkCounting", "true")
		case ir.Castled, ir.CastlingLost:
			// castlingWins (above).
		default:
			x.fail("ending %s (%s)", name, e.Kind)
		}
	}
}

// castlingWins writes the castled and castling-lost endings as
// Fairy-Stockfish's castlingWins, a set of castling rights (KQkq): a
// side that castles on a wing of the set wins, and a side that has lost
// every right of the set it had loses, judged after the extinction and
// flag endings and before the checks and connect ones, the castling
// first, then the side that moved, then the other. The endings say the
// same where they come in pairs over the same sides and wings (castled
// winning, castling-lost losing, the castled first), a side has one wing
// (vdl's castling-lost is lost with one wing, Fairy-Stockfish's with all
// of them), one castling-lost ending judges both sides where both have
// one (mover first), and they stand where Fairy-Stockfish judges them
// among the other endings.
func (x *exporter) castlingWins() {
	type right struct{ white, kingside bool }
	var castled, lost []right
	var lostEndings, first, last int // castling-lost endings; where the castling ones stand
	first = -1
	sides := func(e ir.Ending) []bool {
		switch e.Side {
		case "white":
			return []bool{true}
		case "black":
			return []bool{false}
		}
		return []bool{true, false}
	}
	ok := true
	for i, e := range x.v.Rules.Endings {
		name := e.Name
		if name == "" {
			name = string(e.Kind)
		}
		switch e.Kind {
		case ir.Castled, ir.CastlingLost:
		case ir.Extinction, ir.Reach:
			if first >= 0 {
				x.fail("ending %s after a castling ending (Fairy-Stockfish judges castlingWins after extinction and flag endings)", name)
				ok = false
			}
			continue
		default:
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
		want := "side"
		if e.Kind == ir.CastlingLost {
			want = "other"
			lostEndings++
		} else if lostEndings > 0 {
			x.fail("ending %s: castling after a castling-lost ending (Fairy-Stockfish's castlingWins judges the castling first, which loses the right)", name)
			ok = false
		}
		if e.Winner != want {
			x.fail("ending %s: %s with winner %s (Fairy-Stockfish's castlingWins wins by castling and loses by losing the right)", name, e.Kind, e.Winner)
			ok = false
			continue
		}
		for _, w := range sides(e) {
			r := right{w, e.Wing == "kingside"}
			if e.Kind == ir.Castled {
				castled = append(castled, r)
			} else {
				lost = append(lost, r)
			}
		}
	}
	if first < 0 {
		return
	}
	for _, e := range x.v.Rules.Endings[:last+1] {
		if e.Kind == ir.Checks || e.Kind == ir.Connect {
			x.fail("a %s ending before a castling ending (Fairy-Stockfish judges castlingWins first)", e.Kind)
			ok = false
		}
	}
	has := func(rs []right, r right) bool { return slices.Contains(rs, r) }
	for _, r := range castled {
		if !has(lost, r) {
			x.fail("castling that wins without losing the right that loses (Fairy-Stockfish's castlingWins makes both)")
			ok = false
		}
	}
	for _, r := range lost {
		if !has(castled, r) {
			x.fail("a lost castling right that loses without castling that wins (Fairy-Stockfish's castlingWins makes both)")
			ok = false
		}
	}
	for _, w := range []bool{true, false} {
		if has(lost, right{w, true}) && has(lost, right{w, false}) {
			x.fail("castling-lost endings on both wings of one side (Fairy-Stockfish's castlingWins loses only when every named right is lost)")
			ok = false
		}
	}
	bothSides := slices.ContainsFunc(lost, func(r right) bool { return r.white }) && slices.ContainsFunc(lost, func(r right) bool { return !r.white })
	if bothSides && lostEndings > 1 {
		x.fail("castling-lost endings of each side in turn (Fairy-Stockfish judges the side that moved first: one ending with side each)")
		ok = false
	}
	if !ok {
		return
	}
	var set strings.Builder
	for _, r := range []right{{true, true}, {true, false}, {false, true}, {false, false}} {
		if has(castled, r) {
			set.WriteString(map[right]string{{true, true}: "K", {true, false}: "Q", {false, true}: "k", {false, false}: "q"}[r])
		}
	}
	x.set("castlingWins", set.String())
}

// region writes a reach goal's squares for side as a Fairy-Stockfish
// Bitboard: squares, or whole ranks as *N.
func (x *exporter) region(e ir.Ending, side string) string {
	if len(e.Squares) > 0 {
		return strings.Join(e.Squares, " ")
	}
	return x.ranks(e.FromRank, e.ToRank, side)
}

// predefinedName is the Fairy-Stockfish piece with exactly these moves.
func predefinedName(moves []ir.Move) string {
	for _, p := range predefined {
		if sameMoves(moves, p.betza) {
			return p.name
		}
	}
	return ""
}

// sameMoves reports whether Betza string b compiles to exactly moves (as
// a set).
func sameMoves(moves []ir.Move, b string) bool {
	want, err := betza.Compile(b)
	if err != nil || len(want) != len(moves) {
		return false
	}
	for _, m := range moves {
		found := false
		for _, w := range want {
			if reflect.DeepEqual(m, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// leftRightSymmetric reports whether the moves are the same when
// reflected file-wise.
func leftRightSymmetric(moves []ir.Move) bool {
	for _, m := range moves {
		r := reflectMove(m)
		found := false
		for _, o := range moves {
			if reflect.DeepEqual(o, r) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func reflectMove(m ir.Move) ir.Move {
	r := m
	r.Legs = make([]ir.Leg, len(m.Legs))
	for i, l := range m.Legs {
		l.DX = -l.DX
		r.Legs[i] = l
	}
	return r
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// hexCells is the number of cells of a hex board of files files (2N-1).
func hexCells(files int) int {
	n := (files + 1) / 2
	return 3*n*(n-1) + 1
}
