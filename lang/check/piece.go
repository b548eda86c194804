package check

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/betza"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

const pieceUsage = `piece NAME LETTER "BETZA" ["description"] [{ value N; MOVE-CLAUSE "BETZA"... }]`

// letterRE matches a piece's FEN symbol: one or two ASCII letters, or '+'
// and one letter (Fairy-Stockfish's way of writing promoted pieces, which
// vdl uses for any piece when a variant has more types than letters). A
// symbol with '+' can only be written as a string.
var letterRE = regexp.MustCompile(`^([A-Za-z]{1,2}|\+[A-Za-z])$`)

// pieceDecl checks a piece declaration,
//
//	piece NAME LETTER "BETZA" ["description"] [{ value N; nearest "K" ... }]
//
// and compiles its moves: the Betza string's, then those of the move
// clauses of its block in order. It returns nil if there is not even a name; a
// declaration with other errors still yields a Piece (not ok), so that its
// uses do not add "unknown piece" errors to the one that matters.
func (c *checker) pieceDecl(s *syntax.Stmt) *Piece {
	if len(s.Args) == 0 || s.Args[0].Kind != syntax.Ident {
		c.errorf(s.Pos, diag.WrongArgCount, "piece needs a name: want %s", pieceUsage)
		return nil
	}
	p := &Piece{Name: s.Args[0].Str, Pos: s.Args[0].Pos, ok: true, decl: s}
	fail := func(pos syntax.Pos, code diag.Code, format string, args ...any) {
		c.errorf(pos, code, format, args...)
		p.ok = false
	}
	args := s.Args[1:]
	if len(args) < 2 || len(args) > 3 {
		pos := s.Pos
		if len(args) > 3 {
			pos = args[3].Pos
		}
		fail(pos, diag.WrongArgCount, "piece %s: got %d arguments, want %s", p.Name, len(s.Args), pieceUsage)
		return p
	}
	if l := args[0]; (l.Kind != syntax.Ident && l.Kind != syntax.String) || !letterRE.MatchString(l.Str) {
		fail(l.Pos, diag.BadLetter, "piece %s: letter %s: want one or two ASCII letters, or a string of '+' and a letter such as \"+q\"", p.Name, diag.Shorten(l.Text))
	} else {
		p.Letter = strings.ToUpper(l.Str)
	}
	if b := args[1]; b.Kind != syntax.String {
		fail(b.Pos, diag.WrongArgType, "piece %s: got %s %s, want a Betza string such as \"N\"", p.Name, b.Kind, diag.Shorten(b.Text))
	} else {
		p.Betza = b.Str
		moves, err := c.compileBetza(b.Str, false)
		var berr *betza.Error
		if errors.As(err, &berr) && berr.Levels && !c.hexMode {
			p.flatErr, err = err, nil // an error only in a flat variant (levels.go)
		}
		if !c.hexMode {
			p.LevelMoves, p.levelErr = betza.CompileLevels(b.Str)
		}
		if err != nil {
			fail(b.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: Betza %s: %s", p.Name, diag.QuoteAt(b.Str, betzaOffset(err)), betzaMsg(err))
		}
		p.Moves = moves
	}
	if len(args) == 3 {
		if d := args[2]; d.Kind != syntax.String {
			fail(d.Pos, diag.WrongArgType, "piece %s: got %s %s, want a description string", p.Name, d.Kind, diag.Shorten(d.Text))
		} else {
			p.Desc = d.Str
		}
	}
	p.Value = -1
	if s.Body != nil {
		if !c.hexMode && !c.block(s.Body.Stmts, pieceBody, nil) {
			p.ok = false
		}
		for _, st := range s.Body.Stmts {
			if !c.ok[st] {
				continue
			}
			if st.Keyword == "value" {
				p.Value = st.Args[0].N
				continue
			} else if st.Keyword == "seniority" {
				p.Seniority = st.Args[0].N
				continue
			} else if st.Keyword == "figure" {
				p.Figure = figureOf(st)
				continue
			} else if st.Keyword == "allow" {
				continue
			}
			p.clauses = true
			if cl, ok := betza.ClauseNamed(st.Keyword); ok {
				p.ok = c.moveClause(p, st, cl) && p.ok
			} else if ringClauses[st.Keyword] {
				c.ringClause(p, st)
			} else if !c.pieceRule(p, st) {
				p.ok = false
			}
		}
	}
	if s.Body != nil && p.Seniority == 0 {
		for _, st := range s.Body.Stmts {
			if st.Keyword == "range-capture" && c.ok[st] {
				fail(st.Pos, diag.RangeCaptureSeniority, "piece %s: range-capture %s needs the piece's seniority (seniority N in its block): it passes over pieces of lower seniority only, and without one the piece has seniority 0, the lowest", p.Name, diag.Quote(st.Args[0].Str))
			}
		}
	}
	if p.Value < 0 {
		moves := p.Moves
		if p.flatErr != nil {
			moves = p.LevelMoves
		}
		p.Value, p.ValueEstimated = estimateValue(moves), true
	}
	if s.Body != nil {
		p.Allows = c.allows(s.Body.Stmts, nil)
	}
	if b := args[1]; p.ok && b.Kind == syntax.String && !c.hexMode {
		c.redundantBetza(p, b)
		c.passingBetza(p, b)
		c.turningBetza(p, b)
	}
	return p
}

// moveClause compiles a move clause of a piece's block,
//
//	nearest "K"
//
// and adds its moves to the piece's, and its text to the piece's Betza
// for display ("K nearest(K)"). It reports whether the clause is valid.
func (c *checker) moveClause(p *Piece, st *syntax.Stmt, cl betza.Clause) bool {
	a := st.Args[0]
	moves, err := betza.CompileClause(cl, a.Str)
	if c.hexMode {
		moves, err = nil, &betza.Error{Hex: true, Msg: "move clauses are not defined on a hex board yet"}
	}
	if err != nil {
		c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: %s %s: %s", p.Name, st.Keyword, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
		return false
	}
	for _, o := range st.Args[1:] { // chain's options
		for i := range moves {
			switch o.Str {
			case "stop-on-promotion":
				moves[i].ChainStopsOnPromotion = true
			case "remove-at-once":
				moves[i].ChainRemovesAtOnce = true
			}
		}
	}
	p.Moves = append(p.Moves, moves...)
	p.Betza = strings.TrimSpace(fmt.Sprintf("%s %s(%s)", p.Betza, st.Keyword, a.Str))
	return true
}

// redundantBetza warns of the groups and letters of a piece's Betza
// string that change nothing (betza.Redundant), unless its block allows
// it.
func (c *checker) redundantBetza(p *Piece, b *syntax.Arg) {
	if _, ok := p.Allows[diag.RedundantBetza]; ok || c.declaring.library() {
		return // the library's are checked when it is compiled itself
	}
	for _, r := range betza.Redundant(b.Str) {
		group := b.Str[r.GroupOff : r.GroupOff+r.GroupLen]
		if r.Group {
			c.diags.Warnf(b.PosAt(r.Off), diag.RedundantBetza, "piece %s: Betza %s: group %s adds no moves: the other groups already make them",
				p.Name, diag.Quote(b.Str), group)
			continue
		}
		why := "the string without it gives the same moves"
		if len(r.By) > 0 {
			var by []string
			for _, o := range r.By {
				by = append(by, b.Str[o[0]:o[0]+o[1]])
			}
			noun := "group"
			if len(by) > 1 {
				noun = "groups"
			}
			why = fmt.Sprintf("the moves it leaves out are made by %s %s anyway, so the string without it gives the same moves", noun, strings.Join(by, " and "))
		}
		c.diags.Warnf(b.PosAt(r.Off), diag.RedundantBetza, "piece %s: Betza %s: '%c' in %s changes nothing: %s",
			p.Name, diag.Quote(b.Str), b.Str[r.Off], group, why)
	}
}

// passingBetza warns of the groups of a piece's Betza string that can
// come back to the start square without taking anything (betza.Passes),
// unless its block allows it.
func (c *checker) passingBetza(p *Piece, b *syntax.Arg) {
	if _, ok := p.Allows[diag.PieceCanPass]; ok || c.declaring.library() || p.flatErr != nil {
		return
	}
	for _, r := range betza.Passes(b.Str) {
		group := b.Str[r.Off : r.Off+r.Len]
		taking := "c" + strings.TrimLeft(group, "m") // the first leg takes
		if strings.HasPrefix(group, "[") {
			taking = "[c" + group[1:]
		}
		c.diags.Warnf(b.PosAt(r.Off), diag.PieceCanPass, "piece %s: Betza %s: group %s can come back to its start square without taking anything: a null move, the piece passing (one that takes on the way and comes back is %s; allow %s if the piece may pass)",
			p.Name, diag.Quote(b.Str), diag.Shorten(group), diag.Shorten(taking), diag.PieceCanPass)
	}
}

// turningBetza warns of the multi-leg groups of a piece's Betza string
// whose relative turns add up to a leg that runs backwards
// (betza.Turnabouts), unless its block allows it.
func (c *checker) turningBetza(p *Piece, b *syntax.Arg) {
	if _, ok := p.Allows[diag.BetzaTurnsBack]; ok || c.declaring.library() || p.flatErr != nil {
		return
	}
	for _, r := range betza.Turnabouts(b.Str) {
		group := b.Str[r.Off : r.Off+r.Len]
		c.diags.Warnf(b.PosAt(r.LegOff), diag.BetzaTurnsBack, "piece %s: Betza %s: group %s runs backwards: its leg %d goes %s, against its first leg %s, because the turns of its later legs, %s, add up: directions on a later leg turn from the leg before it, not from White's view (turn the other way to keep the first direction; allow %s if the piece is meant to come back)",
			p.Name, diag.Quote(b.Str), diag.Shorten(group), r.Leg, stepWords(r.Back), stepWords(r.First), strings.Join(r.Turns, " then "), diag.BetzaTurnsBack)
	}
}

// stepWords names a step from White's view: "forward-right (1,1)".
func stepWords(v [2]int) string {
	var ws []string
	switch {
	case v[1] > 0:
		ws = append(ws, "forward")
	case v[1] < 0:
		ws = append(ws, "backward")
	}
	switch {
	case v[0] > 0:
		ws = append(ws, "right")
	case v[0] < 0:
		ws = append(ws, "left")
	}
	return fmt.Sprintf("%s (%d,%d)", strings.Join(ws, "-"), v[0], v[1])
}

// betzaOffset and betzaMsg split an error of package betza into the
// offset of the offending character and the message.
func betzaOffset(err error) int {
	var berr *betza.Error
	if errors.As(err, &berr) {
		return berr.Offset
	}
	return 0
}

// betzaCode is the code of a Betza error: a string over a limit, valid
// Betza a move clause does not take, or a mistake in the notation.
func betzaCode(err error) diag.Code {
	var berr *betza.Error
	switch {
	case !errors.As(err, &berr):
		return diag.BadBetza
	case berr.Limit:
		return diag.BetzaTooLarge
	case berr.Clause:
		return diag.BadMoveClause
	case berr.Kills:
		return diag.TooManyKills
	}
	return diag.BadBetza
}

func betzaMsg(err error) string {
	var berr *betza.Error
	if errors.As(err, &berr) {
		return berr.Msg
	}
	return err.Error()
}

// estimateValue guesses a material value in centipawns from the moves, for
// pieces declared without one. It is deliberately crude: it counts target
// directions, weighting a slide more than a leap, and halving moves that
// can only move or only capture, or that need a hurdle or an unmoved piece.
// It gives 280 for a knight, 480 for a rook, 960 for a queen.
func estimateValue(moves []ir.Move) int {
	v := 0.0
	for _, m := range moves {
		w := 35.0
		if len(m.Legs) > 0 {
			last := m.Legs[len(m.Legs)-1]
			switch {
			case last.Max == 0:
				w = 120
			case last.Max > 1:
				w = 35 + 15*float64(last.Max-1)
			}
		}
		if m.Final.Move != m.Final.Capture {
			w /= 2
		}
		for _, l := range m.Legs {
			if l.Pass == ir.Occupied || l.End == ir.Occupied {
				w /= 2
				break
			}
		}
		if m.Initial {
			w /= 4
		}
		if m.Swap {
			w /= 4 // it takes nothing, and needs a friend where it goes
		}
		v += w
	}
	return int(v/10+0.5) * 10
}

// pieceRule takes in a statement of a piece's block that is not a move
// clause: becomes, once, captured-by, butt, custodian, exit. Piece names
// are kept as written and resolved by each variant that uses the piece.
// It reports whether the statement is valid.
func (c *checker) pieceRule(p *Piece, st *syntax.Stmt) bool {
	switch st.Keyword {
	case "becomes", "once":
		a := st.Args[1]
		moves, err := c.compileBetza(a.Str, false)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: %s %s: %s", p.Name, st.Keyword, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: %s %s gives no moves", p.Name, st.Keyword, diag.Quote(a.Str))
			return false
		}
		if st.Keyword == "once" {
			for i := range moves {
				moves[i].Once = st.Args[0].Str
			}
		} else {
			p.becomes = append(p.becomes, becomesDecl{from: len(p.Moves), to: len(p.Moves) + len(moves), name: st.Args[0]})
		}
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s %s-%s(%s)", p.Betza, st.Keyword, st.Args[0].Str, a.Str))
	case "from-ranks":
		r, a := st.Args[0], st.Args[1]
		ep := false
		for _, m := range p.Moves {
			ep = ep || m.Final.EnPassant
		}
		moves, err := c.compileBetza(a.Str, ep)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: from-ranks %s: %s", p.Name, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: from-ranks %s gives no moves", p.Name, diag.Quote(a.Str))
			return false
		}
		var ranks []int
		for k := r.N; k <= r.M; k++ {
			ranks = append(ranks, k)
		}
		for i := range moves {
			// 'i' marks the moves as initial ones (double steps that give
			// en-passant rights); the start ranks replace "has not moved".
			moves[i].Initial = false
			moves[i].FromRanks = slices.Clone(ranks)
		}
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s from-ranks-%s(%s)", p.Betza, r.Text, a.Str))
	case "from", "not-from", "within":
		a := st.Args[1]
		// An i marks initial moves, whose move-only runs give en-passant
		// rights, whether or not the piece itself captures en passant
		// (wolf chess's sergeant, which pawns may take en passant); the
		// region, not "has not moved", says when they may be made.
		moves, err := c.compileBetza(a.Str, true)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: %s %s: %s", p.Name, st.Keyword, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: %s %s gives no moves", p.Name, st.Keyword, diag.Quote(a.Str))
			return false
		}
		for i := range moves {
			moves[i].Initial = false
		}
		p.regions = append(p.regions, regionMovesDecl{from: len(p.Moves), to: len(p.Moves) + len(moves), name: st.Args[0], mode: st.Keyword})
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s %s-%s(%s)", p.Betza, st.Keyword, st.Args[0].Str, a.Str))
	case "relayed-by":
		args := st.Args
		var ranks []int
		if n := len(args); n >= 2 && args[n-2].Kind == syntax.Ident && args[n-2].Str == "to-ranks" {
			for k := args[n-1].N; k <= args[n-1].M; k++ {
				ranks = append(ranks, k)
			}
			args = args[:n-2]
		}
		a := args[len(args)-1]
		one := *st
		one.Args = []*syntax.Arg{a}
		vs, ok := c.leapVectors("piece "+p.Name+": ", &one)
		if !ok {
			return false
		}
		moves, _ := c.compileBetza(a.Str, false)
		for i := range moves {
			moves[i].ToRanks = slices.Clone(ranks)
		}
		p.relays = append(p.relays, relayDecl{from: len(p.Moves), to: len(p.Moves) + len(moves), by: args[:len(args)-1], vectors: vs})
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s relayed-by-%s(%s)", p.Betza, args[0].Str, a.Str))
	case "captured-by":
		p.capturedBy = st.Args
	case "cannot-take":
		p.cannotTake = st.Args
	case "cannot-take-protected":
		p.cannotTakeProtected = st.Args
	case "cannot-hop":
		p.cannotHop = st.Args
	case "not-in-check":
		a := st.Args[0]
		moves, err := c.compileBetza(a.Str, false)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: not-in-check %s: %s", p.Name, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: not-in-check %s gives no moves", p.Name, diag.Quote(a.Str))
			return false
		}
		for i := range moves {
			moves[i].NotInCheck = true
		}
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s not-in-check(%s)", p.Betza, a.Str))
	case "swap":
		a := st.Args[0]
		var once, with string
		var partners []*syntax.Arg
		inCheck, stuck := false, false
		for i := 1; i < len(st.Args); i++ {
			switch st.Args[i].Str {
			case "once":
				once = st.Args[i+1].Str
				i++
			case "in-check":
				inCheck = true
			case "any", "enemies":
				with = st.Args[i].Str
			case "partners":
				partners = st.Args[i+1:]
				i = len(st.Args)
			case "when-stuck":
				stuck = true
			}
		}
		opts := ""
		if with != "" {
			opts += " " + with
		}
		if once != "" {
			opts += " once-" + once
		}
		if inCheck {
			opts += " in-check"
		}
		if stuck {
			opts += " when-stuck"
		}
		for _, n := range partners {
			opts += " partner-" + n.Str
		}
		if a.Kind == syntax.Ident { // anywhere
			if p.SwapAnywhere != nil {
				c.errorf(a.Pos, diag.DuplicateStatement, "piece %s: swap anywhere given twice", p.Name)
				return false
			}
			p.SwapAnywhere = &ir.SwapRule{Once: once, InCheck: inCheck, WhenStuck: stuck}
			p.Betza = strings.TrimSpace(fmt.Sprintf("%s swap(anywhere%s)", p.Betza, opts))
			return true
		}
		moves, err := c.compileBetza(a.Str, false)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: swap %s: %s", p.Name, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: swap %s gives no moves", p.Name, diag.Quote(a.Str))
			return false
		}
		for i := range moves {
			m := &moves[i]
			if locust(*m) || m.Initial || m.Final != (ir.Modality{Move: true, Capture: true}) {
				c.errorf(a.Pos, diag.BadSwap, "piece %s: swap %s: want moves without m, c, e, i or legs that take: a swap always ends on the piece it swaps with, which goes to the square the piece left", p.Name, diag.Quote(a.Str))
				return false
			}
			m.Final = ir.Modality{}
			m.Swap, m.SwapWith, m.Once, m.InCheck = true, with, once, inCheck
		}
		if len(partners) > 0 {
			p.captures = append(p.captures, capturesDecl{from: len(p.Moves), to: len(p.Moves) + len(moves), victims: partners, swap: true})
		}
		p.Moves = append(p.Moves, moves...)
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s swap(%s%s)", p.Betza, a.Str, opts))
	case "mutual-destruction":
		vs, ok := c.leapVectors("piece "+p.Name+": ", st)
		if !ok {
			return false
		}
		sec, _ := sections(c, st, st.Args[1:], "victims")
		p.destruction = &destructionDecl{vectors: vs, victims: sec["victims"]}
	case "spoiled-by":
		a := st.Args[len(st.Args)-1]
		moves, err := c.compileBetza(a.Str, false)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: spoiled-by %s: %s", p.Name, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		p.spoil = &spoilDecl{by: st.Args[:len(st.Args)-1], moves: moves}
	case "captures":
		a := st.Args[0]
		moves, err := c.compileBetza(a.Str, false)
		if err != nil {
			c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "piece %s: captures %s: %s", p.Name, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
			return false
		}
		if len(moves) == 0 {
			c.errorf(a.Pos, diag.BadMoveClause, "piece %s: captures %s gives no moves", p.Name, diag.Quote(a.Str))
			return false
		}
		for i := range moves {
			if locust(moves[i]) {
				continue // it takes on the way: victims limit those
			}
			if !moves[i].Final.Capture || moves[i].Final.EnPassant {
				c.errorf(a.Pos, diag.BadMoveClause, "piece %s: captures %s: want capturing moves only (no m or e): the moves are capture-only", p.Name, diag.Quote(a.Str))
				return false
			}
			moves[i].Final.Move = false
		}
		sec, _ := sections(c, st, st.Args[1:], "victims")
		p.captures = append(p.captures, capturesDecl{from: len(p.Moves), to: len(p.Moves) + len(moves), victims: sec["victims"]})
		p.Moves = append(p.Moves, moves...)
		var names []string
		for _, v := range sec["victims"] {
			names = append(names, v.Str)
		}
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s captures-%s(%s)", p.Betza, strings.Join(names, "-"), a.Str))
	case "butt", "custodian", "withdraw", "approach", "freeze", "coordinate", "burns-arrivals":
		var vs, after []ir.Vector
		args := st.Args
		if st.Keyword != "coordinate" {
			var ok bool
			if vs, ok = c.leapVectors("piece "+p.Name+": ", st); !ok {
				return false
			}
			args = args[1:]
		}
		if n := len(args); n >= 2 && args[n-2].Kind == syntax.Ident && args[n-2].Str == "after" {
			var ok bool
			if after, ok = c.directions("piece "+p.Name+": ", st, args[n-1]); !ok {
				return false
			}
			args = args[:n-2]
		}
		e := effectDecl{kind: ir.EffectKind(st.Keyword), vectors: vs, after: after}
		sec, _ := sections(c, st, args, "victims", "partners")
		e.victims, e.partners = sec["victims"], sec["partners"]
		p.effects = append(p.effects, e)
	case "exit":
		vs, ok := c.leapVectors("piece "+p.Name+": ", st)
		if !ok {
			return false
		}
		x := &exitDecl{steps: vs}
		sec, _ := sections(c, st, st.Args[1:], "promote", "into")
		x.promote = sec["promote"]
		if into := sec["into"]; len(into) > 0 {
			x.into = into[0]
		}
		p.exit = x
	case "teleport":
		x := &teleportDecl{}
		var opts []string
		for i := 0; i+1 < len(st.Args); i += 2 {
			v := st.Args[i+1]
			switch st.Args[i].Str {
			case "in":
				x.in = v
			case "forks":
				x.forks = v.N
			case "becomes":
				x.becomes = v
			}
			opts = append(opts, st.Args[i].Str+"-"+v.Text)
		}
		p.teleport = x
		p.Betza = strings.TrimSpace(fmt.Sprintf("%s teleport(%s)", p.Betza, strings.Join(opts, " ")))
	}
	return true
}

// leapVectors compiles the Betza fragment of an effect or an exit, which
// must give single leaps (K, fW, N, (3,0)): it returns their vectors.
// owner says whose statement it is in messages ("piece Snake: "), or is
// empty for a statement of a variant.
func (c *checker) leapVectors(owner string, st *syntax.Stmt) ([]ir.Vector, bool) {
	a := st.Args[0]
	moves, err := c.compileBetza(a.Str, false)
	if err != nil {
		c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "%s%s %s: %s", owner, st.Keyword, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
		return nil, false
	}
	var vs []ir.Vector
	for _, m := range moves {
		l := m.Legs[0]
		if len(m.Legs) != 1 || l.Min != 1 || l.Max != 1 || !m.Final.Move || !m.Final.Capture || m.Initial {
			c.errorf(a.Pos, diag.BadMoveClause, "%s%s %s: want single leaps with directions only (such as K, fW or N), not slides, multi-leg moves or modifiers", owner, st.Keyword, diag.Quote(a.Str))
			return nil, false
		}
		v := ir.Vector{l.DX, l.DY}
		if !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		c.errorf(a.Pos, diag.BadMoveClause, "%s%s %s gives no leaps", owner, st.Keyword, diag.Quote(a.Str))
		return nil, false
	}
	return vs, true
}

// locust reports whether a move takes pieces on the way (ir.Leg.Kill).
func locust(m ir.Move) bool {
	for _, l := range m.Legs {
		if l.Kill {
			return true
		}
	}
	return false
}

// directions compiles the Betza fragment of an effect's after option to
// the directions of its moves, which must be single legs (R, W, fB).
func (c *checker) directions(owner string, st *syntax.Stmt, a *syntax.Arg) ([]ir.Vector, bool) {
	moves, err := c.compileBetza(a.Str, false)
	if err != nil {
		c.errorf(a.PosAt(betzaOffset(err)), betzaCode(err), "%s%s after %s: %s", owner, st.Keyword, diag.QuoteAt(a.Str, betzaOffset(err)), betzaMsg(err))
		return nil, false
	}
	var vs []ir.Vector
	for _, m := range moves {
		if len(m.Legs) != 1 {
			c.errorf(a.Pos, diag.BadMoveClause, "%s%s after %s: want moves along straight lines (such as R, B or W), not multi-leg moves", owner, st.Keyword, diag.Quote(a.Str))
			return nil, false
		}
		v := ir.Vector{m.Legs[0].DX, m.Legs[0].DY}
		if !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	return vs, len(vs) > 0
}
