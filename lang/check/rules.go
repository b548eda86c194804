package check

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// rules resolves every rule statement of the variant.
func (vc *vchecker) rules() {
	v := vc.v
	if e, ok, _ := vc.find1("royal"); ok && e.s.Args[0].Str != "none" {
		args := e.s.Args
		if last := args[len(args)-1]; last.Str == "passes-safe" {
			args = args[:len(args)-1]
			v.RoyalPassesSafe = true
		}
		if last := args[len(args)-1]; last.Str == "together" {
			args = args[:len(args)-1]
			v.RoyalTogether = true
		}
		if last := args[len(args)-1]; last.Kind == syntax.Int && len(args) > 2 {
			args = args[:len(args)-1]
			v.RoyalLastMax = last.N
		}
		if last := args[len(args)-1]; last.Str == "when-last" {
			args = args[:len(args)-1]
			v.RoyalWhenLast = true
		}
		v.Royal = vc.members(e, args, "royal piece")
	}
	if e, ok, _ := vc.find1("duple-check"); ok {
		if !v.RoyalWhenLast {
			vc.errorf(e, e.s.Pos, diag.BadRoyal, "duple-check: variant %s has no royal pieces that are royal when-last", vc.leaf.name)
		}
		v.DupleCheck = true
	}
	if e, ok, _ := vc.find1("royal-promotion"); ok && e.s.Args[0].Str == "next-turn" {
		if !v.RoyalWhenLast {
			vc.errorf(e, e.s.Pos, diag.BadRoyal, "royal-promotion: variant %s has no royal pieces that are royal when-last, whose count a promotion could change", vc.leaf.name)
		}
		v.RoyalPromotionNextTurn = true
	}
	if e, ok, _ := vc.find1("castling"); ok && e.s.Body != nil {
		v.Castling = vc.castling(e)
	}
	if es, _ := vc.find("promotion"); len(es) > 0 {
		for _, e := range es {
			if e.s.Body != nil {
				if p := vc.promotion(e); p != nil {
					v.Promotions = append(v.Promotions, p)
				}
			}
		}
	}
	if e, ok, _ := vc.find1("checkmate"); ok {
		v.Checkmate = ir.Result(e.s.Args[0].Str)
	}
	if e, ok, _ := vc.find1("stalemate"); ok {
		v.Stalemate = ir.Result(e.s.Args[0].Str)
		v.StalemateByCount = len(e.s.Args) == 2
	}
	if e, ok, _ := vc.find1("move-rule"); ok {
		v.MoveRule = e.s.Args[0].N
		if len(e.s.Args) > 2 {
			v.MoveRulePieces = vc.members(e, e.s.Args[2:], "move-rule piece")
		}
	}
	if e, ok, _ := vc.find1("repetition"); ok {
		v.Repetition = e.s.Args[0].N
		if len(e.s.Args) > 1 && e.s.Args[1].Str != "draw" {
			v.RepetitionResult = ir.Result(e.s.Args[1].Str)
		}
	}
	if _, ok, _ := vc.find1("no-checks"); ok {
		v.NoChecks = true
	}
	if e, ok, _ := vc.find1("black-view"); ok && e.s.Args[0].Str != "mirror" {
		v.BlackView = e.s.Args[0].Str
	}
	if e, ok, _ := vc.find1("wrap"); ok {
		if v.Kind == "rings" {
			vc.errorf(e, e.s.Pos, diag.BadWrap, "wrap %s: a rings board wraps round its rings already; wrap joins the edges of a grid", e.s.Args[0].Str)
		} else {
			v.Wrap = e.s.Args[0].Str
		}
	}
	if e, ok, _ := vc.find1("turns"); ok {
		if e.s.Body != nil {
			v.TurnParts = vc.turnParts(e)
			vc.wallParts(e)
		} else {
			v.Turns = turnOrder(e.s.Args)
		}
	}
	if e, ok, _ := vc.find1("pass"); ok && e.s.Args[0].Str != "none" {
		v.Pass = "always"
		if e.s.Args[0].Str == "when-stuck" {
			v.Pass = "stuck"
		}
		if v.Turns != nil || len(v.TurnParts) > 0 {
			vc.errorf(e, e.s.Pos, diag.BadPass, "pass: variant %s has a turns statement, which passing cannot go with", vc.leaf.name)
		}
	}
	if e, ok, _ := vc.find1("facing"); ok && e.s.Args[0].Str != "allowed" {
		v.Facing = e.s.Args[0].Str
		if len(v.Royal) == 0 || v.RoyalWhenLast {
			vc.errorf(e, e.s.Pos, diag.BadFacing, "facing: variant %s has no royal pieces (always royal, not when-last) to face each other", vc.leaf.name)
		}
	}
	if e, ok, _ := vc.find1("move-repetition"); ok && e.s.Args[0].Str == "loss" {
		v.MoveRepetition = "loss"
		if v.Turns != nil || len(v.TurnParts) > 0 {
			vc.errorf(e, e.s.Pos, diag.BadMoveRepetition, "move-repetition: variant %s has a turns statement; a side's moves must alternate with the other's", vc.leaf.name)
		}
	}
	if e, ok, _ := vc.find1("no-repeat"); ok {
		v.NoRepeat = true
		v.NoRepeatInCheck = len(e.s.Args) > 0
		if v.Turns != nil || len(v.TurnParts) > 0 {
			vc.errorf(e, e.s.Pos, diag.BadNoRepeat, "no-repeat: variant %s has a turns statement; a side's moves must alternate with the other's", vc.leaf.name)
		}
	}
	vc.trading()
	vc.materialCount()
	vc.counting()
	if e, ok, _ := vc.find1("mate-rule"); ok && e.s.Body != nil {
		in := vc.inner(e)
		v.HasMateRule = true
		if s := in["not-only"]; s != nil {
			v.MateNotOnly = vc.members(e, s.Args, "mate-rule piece")
		}
		if s := in["needs"]; s != nil {
			v.MateNeeds = vc.members(e, s.Args, "mate-rule piece")
		}
	}
	if e, ok, _ := vc.find1("royal-in-check"); ok && e.s.Args[0].Str == "captures-only" {
		v.RoyalInCheck = "captures-only"
	}
	if e, ok, _ := vc.find1("first-move-rights"); ok {
		for _, p := range vc.members(e, e.s.Args, "first-move-rights piece") {
			if !slices.ContainsFunc(p.Moves, func(m ir.Move) bool { return m.Initial }) {
				vc.errorf(e, e.s.Pos, diag.BadFirstMoveRights, "first-move-rights: %s has no first-move (i) moves whose right a FEN could give", p.Name)
				continue
			}
			v.FirstMoveRights = append(v.FirstMoveRights, p)
		}
	}
	if e, ok, _ := vc.find1("rank"); ok {
		seen := map[*Piece]bool{}
		for _, a := range e.s.Args {
			p := vc.member(e, a, "rank piece")
			if p == nil {
				continue
			}
			if seen[p] {
				vc.errorf(e, a.Pos, diag.BadRank, "rank: %s is named twice", p.Name)
				continue
			}
			seen[p] = true
			v.Rank = append(v.Rank, p)
		}
		if v.Turns == nil || !v.Turns.Simultaneous {
			vc.errorf(e, e.s.Pos, diag.BadRank, "rank: variant %s does not have turns simultaneous, the only rule that ranks decide", vc.leaf.name)
		}
	}
	if es, _ := vc.find("ending"); len(es) > 0 {
		for _, e := range es {
			if e.s.Body != nil {
				if x := vc.ending(e); x != nil {
					v.Endings = append(v.Endings, x)
				}
			}
		}
	}
	if es, _ := vc.find("score"); len(es) > 0 {
		for _, e := range es {
			vc.score(e)
		}
	}
	vc.pieceRules()
	vc.dropRules()
	vc.captureRules()
}

// dropRules reads hand, drops, gating, limit and must-first, which need
// the piece rules and the promotions.
func (vc *vchecker) dropRules() {
	v := vc.v
	vc.handRules()
	if es, _ := vc.find("limit"); len(es) > 0 {
		for _, e := range es {
			if p := vc.member(e, e.s.Args[0], "limited piece"); p != nil {
				v.Limits = append(v.Limits, Limit{Piece: p, Max: e.s.Args[1].N})
			}
		}
	}
	// The types that Becomes moves make: what must-first counts.
	var made []*Piece
	for _, r := range v.PieceRules {
		if r == nil {
			continue
		}
		for _, q := range r.Becomes {
			if !slices.Contains(made, q) {
				made = append(made, q)
			}
		}
	}
	slices.SortFunc(made, func(a, b *Piece) int { return v.Index(a) - v.Index(b) })
	if es, _ := vc.find("must-first"); len(es) > 0 {
		for _, e := range es {
			p := vc.member(e, e.s.Args[0], "must-first piece")
			if p == nil {
				continue
			}
			if !slices.Contains(made, p) {
				vc.errorf(e, e.s.Args[0].Pos, diag.BadMustFirst, "must-first %s: no piece of variant %s becomes a %s, so the rule could never apply", p.Name, vc.leaf.name, p.Name)
				continue
			}
			v.MustFirst = append(v.MustFirst, MustFirst{Piece: p, After: e.s.Args[2].N, Counted: made})
		}
	}
}

// turnOrder reads the arguments of a turns statement the first pass has
// checked.
func turnOrder(args []*syntax.Arg) *ir.TurnOrder {
	t := &ir.TurnOrder{}
	var cur *[]int
	for i, a := range args {
		switch {
		case a.Kind == syntax.Ident && a.Str == "simultaneous":
			t.Simultaneous = true
		case a.Kind == syntax.Ident && a.Str == "progressive":
			t.Progressive = true
		case a.Kind == syntax.Ident && a.Str == "en-passant":
			t.EnPassant = args[i+1].Str
		case a.Kind == syntax.Ident && a.Str == "opening":
			cur = &t.Opening
		case a.Kind == syntax.Ident && a.Str == "then":
			cur = &t.Then
		case a.Kind == syntax.Ident: // first-move or whole-turn, read above
		default:
			*cur = append(*cur, a.N)
		}
	}
	return t
}

// turnParts resolves a turns block of parts.
func (vc *vchecker) turnParts(e entry) []*TurnPart {
	var parts []*TurnPart
	for _, s := range e.s.Body.Stmts {
		if !vc.c.ok[s] {
			continue
		}
		tp := &TurnPart{Mover: s.Args[0].Str}
		if tp.Mover == "wall" {
			tp.Wall = s.Args[1].Str
			for i, a := range s.Args[2:] {
				switch {
				case a.Str == "moving":
					tp.WallMoves = true
				case a.Str == "instead":
					tp.WallInstead = true
				case a.Str == "in":
					tp.WallRegion = vc.regionRef(e, s.Args[2+i+1], "part wall: ")
				}
			}
		}
		parts = append(parts, tp)
		if len(parts) > ir.MaxTurnMoves {
			vc.errorf(e, s.Pos, diag.BadTurnPart, "part: a turn has at most %d parts, and this is the first one over", ir.MaxTurnMoves)
			return nil
		}
		if s.Body == nil {
			continue
		}
		seen := map[*Piece]bool{}
		for _, r := range s.Body.Stmts {
			if !vc.c.ok[r] {
				continue
			}
			if len(parts) == 1 {
				vc.errorf(e, r.Pos, diag.BadTurnPart, "after: the first part of a turn has no part before it")
				break
			}
			kw := slices.IndexFunc(r.Args, func(a *syntax.Arg) bool { return a.Str == "any" || a.Str == "only" || a.Str == "except" })
			pr := &PartRule{After: vc.members(e, r.Args[:kw], "after piece")}
			for i, p := range pr.After {
				if seen[p] {
					vc.errorf(e, r.Args[i].Pos, diag.BadTurnPart, "after: %s is named by an earlier after of this part", p.Name)
				}
				seen[p] = true
			}
			switch r.Args[kw].Str {
			case "only":
				pr.Only = vc.members(e, r.Args[kw+1:], "part piece")
			case "except":
				pr.Except = vc.members(e, r.Args[kw+1:], "part piece")
				if len(pr.Except) == len(vc.v.Pieces) && len(vc.v.Pieces) > 0 {
					vc.errorf(e, r.Pos, diag.BadTurnPart, "after: except names every piece of variant %s, so nothing could move", vc.leaf.name)
				}
			}
			tp.Rules = append(tp.Rules, pr)
		}
	}
	return parts
}

// ending resolves an ending block.
func (vc *vchecker) ending(e entry) *Ending {
	in := vc.inner(e)
	x := &Ending{Stmt: e.s}
	if len(e.s.Args) > 0 {
		x.Name = e.s.Args[0].Str
	}
	var kindStmt *syntax.Stmt
	for _, k := range []ir.EndingKind{ir.Extinction, ir.Reach, ir.Bare, ir.MoveLimit, ir.Checks, ir.BoardFull, ir.Connect, ir.Castled, ir.CastlingLost} {
		if s := in[string(k)]; s != nil {
			x.Kind, kindStmt = k, s
		}
	}
	if kindStmt == nil {
		return nil // reported by the first pass
	}
	if x.Name == "" {
		x.Name = string(x.Kind)
	}
	switch x.Kind {
	case ir.MoveLimit:
		x.Moves = kindStmt.Args[0].N
	case ir.Castled, ir.CastlingLost:
		x.Wing = kindStmt.Args[0].Str
		if vc.v.Castling == nil {
			vc.errorf(e, kindStmt.Pos, diag.BadEnding, "ending %s: %s %s: variant %s has no castling", diag.Quote(x.Name), x.Kind, x.Wing, vc.leaf.name)
		}
	case ir.Checks:
		x.Checks = kindStmt.Args[0].N
		vc.checksEnding(e, kindStmt, x)
	case ir.Connect:
		args := kindStmt.Args
		if len(args) > 0 && args[0].Kind == syntax.Int {
			x.Connect, args = args[0].N, args[1:]
		}
		x.Pieces = vc.members(e, args, "connect piece")
		if s := in["between"]; s != nil {
			for _, a := range s.Args {
				x.Between = append(x.Between, vc.regionRef(e, a, fmt.Sprintf("ending %s: ", diag.Quote(x.Name))))
			}
			for _, other := range []string{"square", "collinear"} {
				if in[other] != nil {
					vc.errorf(e, s.Pos, diag.BadEnding, "ending %s: between looks for a chain from region to region, not %s", diag.Quote(x.Name), other)
				}
			}
			if x.Connect > 0 {
				vc.errorf(e, kindStmt.Args[0].Pos, diag.BadEnding, "ending %s: a chain between two regions has no count: write connect [PIECE...] with between", diag.Quote(x.Name))
			}
		} else if x.Connect == 0 {
			vc.errorf(e, kindStmt.Pos, diag.BadEnding, "ending %s: connect needs how many in a row (connect 4), or between REGION REGION", diag.Quote(x.Name))
		}
		if s := in["lines"]; s != nil {
			for _, a := range s.Args {
				x.Lines = append(x.Lines, a.Str)
			}
		}
		if v := vc.v; v.Kind == "hex" || v.Levels > 1 || v.Boards > 1 || v.Kind == "rings" {
			vc.errorf(e, kindStmt.Pos, diag.BadEnding, "ending %s: connect looks along the ranks, files and diagonals of one flat grid board", diag.Quote(x.Name))
		} else if n := max(v.Files, v.Ranks); n > 0 && x.Connect > n {
			vc.errorf(e, kindStmt.Args[0].Pos, diag.BadEnding, "ending %s: connect %d: no line of the %dx%d board is that long", diag.Quote(x.Name), x.Connect, v.Files, v.Ranks)
		}
		if s := in["square"]; s != nil {
			x.Square = true
			if n := min(vc.v.Files, vc.v.Ranks); n > 0 && x.Connect > n {
				vc.errorf(e, s.Pos, diag.BadEnding, "ending %s: connect %d square: no %dx%d square fits on the %dx%d board", diag.Quote(x.Name), x.Connect, x.Connect, x.Connect, vc.v.Files, vc.v.Ranks)
			}
			if in["lines"] != nil {
				vc.errorf(e, in["lines"].Pos, diag.BadEnding, "ending %s: a square is not looked for along lines: want square or lines, not both", diag.Quote(x.Name))
			}
		}
		if s := in["collinear"]; s != nil {
			x.Collinear = true
			if in["square"] != nil {
				vc.errorf(e, s.Pos, diag.BadEnding, "ending %s: collinear pieces stand on a line, not in a square: want square or collinear, not both", diag.Quote(x.Name))
			}
		}
	default:
		x.Pieces = vc.members(e, kindStmt.Args, string(x.Kind)+" piece")
	}
	if s := in["side"]; s != nil {
		x.Side = s.Args[0].Str
		if x.Kind == ir.BoardFull {
			vc.errorf(e, s.Pos, diag.BadBoardGame, "ending %q: side does not apply to board-full, which looks at the whole board", x.Name)
		}
	} else if x.Kind == ir.BoardFull {
		x.Side = "each"
	} else {
		vc.errorf(e, e.s.Pos, diag.MissingStatement, "ending block has no side statement")
	}
	if s := in["winner"]; s != nil {
		x.Winner = s.Args[0].Str
	}
	// Statements that belong to another kind.
	only := map[string]ir.EndingKind{"ranks": ir.Reach, "rank": ir.Reach, "last-rank": ir.Reach, "squares": ir.Reach, "region": ir.Reach,
		"per-type": ir.Extinction, "at-most": ir.Extinction, "opponent-at-least": ir.Extinction, "grace": ir.Reach, "safe": ir.Reach,
		"lines": ir.Connect, "square": ir.Connect, "collinear": ir.Connect, "between": ir.Connect, "at-least": ir.Reach, "blocked": ir.Reach}
	for _, s := range e.s.Body.Stmts {
		if k, ok := only[s.Keyword]; ok && k != x.Kind && vc.c.ok[s] {
			vc.errorf(e, s.Pos, diag.BadEnding, "ending %s: %s belongs to %s endings, not %s", diag.Quote(x.Name), s.Keyword, k, x.Kind)
		}
	}
	ranks := vc.v.Ranks
	switch {
	case in["ranks"] != nil:
		a := in["ranks"].Args[0]
		x.FromRank, x.ToRank = a.N, a.M
		if ranks > 0 && a.M > ranks {
			vc.errorf(e, a.Pos, diag.RankOffBoard, "ending %s: rank %s is off the board (ranks 1 to %d)", diag.Quote(x.Name), diag.Shorten(a.MText()), ranks)
		}
	case in["rank"] != nil:
		a := in["rank"].Args[0]
		x.FromRank, x.ToRank = a.N, a.N
		if ranks > 0 && a.N > ranks {
			vc.errorf(e, a.Pos, diag.RankOffBoard, "ending %s: rank %s is off the board (ranks 1 to %d)", diag.Quote(x.Name), diag.Shorten(a.NText()), ranks)
		}
	case in["last-rank"] != nil:
		x.FromRank, x.ToRank = ranks, ranks
	case in["squares"] != nil:
		for _, a := range in["squares"].Args {
			f, r := squareOf(a.Str)
			if vc.v.Files > 0 && (f >= vc.v.Files || r >= vc.v.Ranks) {
				vc.errorf(e, a.Pos, diag.BadSquare, "ending %s: %s is off the board (a1 to %s)", diag.Quote(x.Name), a.Str, squareName(vc.v.Files-1, vc.v.Ranks-1))
				continue
			}
			x.Squares = append(x.Squares, a.Str)
		}
	case in["region"] != nil:
		x.Region = vc.regionRef(e, in["region"].Args[0], fmt.Sprintf("ending %s: ", diag.Quote(x.Name)))
	case x.Kind == ir.Reach:
		vc.errorf(e, kindStmt.Pos, diag.BadEnding, "ending %s: reach needs the goal: ranks FROM..TO, rank N, last-rank, squares or region", diag.Quote(x.Name))
	}
	x.PerType = in["per-type"] != nil
	x.Grace = in["grace"] != nil
	x.Safe = in["safe"] != nil
	x.Blocked = in["blocked"] != nil
	if s := in["opponent-at-least"]; s != nil {
		x.OpponentAtLeast = s.Args[0].N
	}
	if s := in["at-most"]; s != nil {
		x.AtMost = s.Args[0].N
	}
	if s := in["at-least"]; s != nil {
		x.AtLeast = s.Args[0].N
	}
	if s := in["blocked"]; s != nil && x.Kind == ir.Reach && x.AtLeast < 2 {
		vc.errorf(e, s.Pos, diag.BadEnding, "ending %s: blocked lets fewer than at-least N pieces hold a filled goal: it needs at-least 2 or more", diag.Quote(x.Name))
	}
	return x
}

// score resolves a score statement: the rule must be one the variant can
// end by, and the achiever one that can achieve it.
func (vc *vchecker) score(e entry) {
	v := vc.v
	a := e.s.Args
	sc := ir.Score{Rule: a[0].Str, Achiever: a[1].Str, White: a[2].F, Black: a[3].F}
	if sc.Achiever == "draw" {
		sc.Achiever = ""
	}
	// What the rule's result can be: a side's win, a draw, or both.
	win, draw := false, false
	switch {
	case a[0].Kind == syntax.String:
		found := false
		for _, x := range v.Endings {
			if x.Name == sc.Rule {
				found = true
				win = win || x.Winner != "draw"
				draw = draw || x.Winner == "draw"
			}
		}
		if !found && vc.rejectedEnding(sc.Rule) {
			vc.bad = true // the ending's own error is reported
			return
		}
		if !found {
			var names []string
			for _, x := range v.Endings {
				names = append(names, x.Name)
			}
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no ending named %s%s", vc.leaf.name, diag.Shorten(a[0].Text), diag.Suggest(sc.Rule, names))
			return
		}
	case sc.Rule == "checkmate" || sc.Rule == "stalemate":
		res := v.Checkmate
		if sc.Rule == "stalemate" {
			res = v.Stalemate
		}
		win, draw = res != ir.Draw, res == ir.Draw
		if sc.Rule == "stalemate" && v.StalemateByCount {
			draw = true // as many pieces on each side
		}
	case sc.Rule == "move-rule":
		sc.Rule = "move rule" // as the interpreter names it
		if v.MoveRule == 0 {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no move rule", vc.leaf.name)
			return
		}
		draw = true
	case sc.Rule == "repetition":
		if v.Repetition == 0 {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no repetition rule", vc.leaf.name)
			return
		}
		draw = true
	case sc.Rule == "double-pass":
		sc.Rule = "double pass" // as the interpreter names it
		if v.Pass == "" {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no pass rule, so no double pass", vc.leaf.name)
			return
		}
		draw = true
	case sc.Rule == "perpetual-check":
		// A repetition in which one side checked with every move: that
		// side achieves it.
		sc.Rule = "perpetual check" // as the interpreter names it
		if v.Repetition == 0 {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no repetition rule, so no perpetual check", vc.leaf.name)
			return
		}
		if len(v.Royal) == 0 {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: variant %s has no royal piece to check", vc.leaf.name)
			return
		}
		win = true
	}
	if sc.Achiever == "" && !draw {
		vc.errorf(e, a[1].Pos, diag.BadScore, "score: %s is never a draw in variant %s: want white or black, the side that achieves it", diag.Shorten(a[0].Text), vc.leaf.name)
		return
	}
	if sc.Achiever != "" && !win {
		vc.errorf(e, a[1].Pos, diag.BadScore, "score: %s is a draw in variant %s, which no side achieves: want draw", diag.Shorten(a[0].Text), vc.leaf.name)
		return
	}
	for _, o := range v.Scores {
		if o.Rule == sc.Rule && o.Achiever == sc.Achiever {
			vc.errorf(e, a[0].Pos, diag.BadScore, "score: %s %s is scored twice", diag.Shorten(a[0].Text), diag.Shorten(a[1].Text))
			return
		}
	}
	v.Scores = append(v.Scores, sc)
}

// rejectedEnding reports whether the variant has an ending of the given
// name that the first pass rejected: a score naming it is then no second
// mistake.
func (vc *vchecker) rejectedEnding(name string) bool {
	for _, s := range vc.inh.byKeyword["ending"].stmts {
		if !vc.c.ok[s] && len(s.Args) > 0 && s.Args[0].Str == name {
			return true
		}
	}
	return false
}

// pieceRules resolves, for every piece of the set, the piece names of its
// block (becomes, captured-by, butt, custodian, exit) in the variant.
func (vc *vchecker) pieceRules() {
	v := vc.v
	v.PieceRules = make([]*PieceRules, len(v.Pieces))
	for i, p := range v.Pieces {
		if len(p.becomes) == 0 && p.capturedBy == nil && p.effects == nil && p.exit == nil && p.teleport == nil && p.captures == nil && p.regions == nil && p.cannotTake == nil && p.cannotTakeProtected == nil && p.cannotHop == nil && p.spoil == nil && p.relays == nil && p.destruction == nil {
			continue
		}
		// Errors are reported at the piece's statements and name the
		// variant, since the same piece may be fine in another.
		e := entry{d: vc.leaf}
		role := func(what string) string { return fmt.Sprintf("piece %s: %s", p.Name, what) }
		r := &PieceRules{}
		for _, b := range p.becomes {
			if q := vc.member(e, b.name, role("becomes")); q != nil {
				if r.Becomes == nil {
					r.Becomes = map[int]*Piece{}
				}
				for m := b.from; m < b.to; m++ {
					r.Becomes[m] = q
				}
			}
		}
		for _, x := range p.captures {
			what := "captures victim"
			if x.swap {
				what = "swap partner"
			}
			vs := vc.members(e, x.victims, role(what))
			if r.Victims == nil {
				r.Victims = map[int][]*Piece{}
			}
			for m := x.from; m < x.to; m++ {
				r.Victims[m] = vs
			}
		}
		for _, x := range p.relays {
			by := vc.members(e, x.by, role("relayed-by"))
			if r.Relays == nil {
				r.Relays, r.RelayVectors = map[int][]*Piece{}, map[int][]ir.Vector{}
			}
			for m := x.from; m < x.to; m++ {
				r.Relays[m], r.RelayVectors[m] = by, x.vectors
			}
		}
		for _, x := range p.regions {
			if reg := vc.regionRef(e, x.name, role(x.mode+" "+x.name.Str+": ")); reg != nil {
				if r.Regions == nil {
					r.Regions = map[int]MoveRegion{}
				}
				for m := x.from; m < x.to; m++ {
					r.Regions[m] = MoveRegion{Region: reg, Mode: x.mode}
				}
			}
		}
		if len(p.capturedBy) == 1 && p.capturedBy[0].Str == "none" {
			r.Uncapturable = true
		} else {
			r.CapturedBy = vc.members(e, p.capturedBy, role("captured-by"))
		}
		r.CannotTake = vc.members(e, p.cannotTake, role("cannot-take"))
		r.CannotTakeProtected = vc.members(e, p.cannotTakeProtected, role("cannot-take-protected"))
		r.CannotHop = vc.members(e, p.cannotHop, role("cannot-hop"))
		if x := p.spoil; x != nil {
			r.SpoiledBy, r.SpoilMoves = vc.members(e, x.by, role("spoiled-by")), x.moves
		}
		for _, x := range p.effects {
			r.Effects = append(r.Effects, Effect{Kind: x.kind, Vectors: slices.Clone(x.vectors), After: slices.Clone(x.after),
				Victims:  vc.members(e, x.victims, role(string(x.kind)+" victim")),
				Partners: vc.members(e, x.partners, role("custodian partner"))})
		}
		if x := p.destruction; x != nil {
			r.Destruction = &Destruction{Vectors: slices.Clone(x.vectors), Victims: vc.members(e, x.victims, role("mutual-destruction victim"))}
		}
		if x := p.teleport; x != nil {
			r.Teleport = vc.teleport(e, p, x)
		}
		if x := p.exit; x != nil {
			r.Exit = &Exit{Steps: slices.Clone(x.steps), Promote: vc.members(e, x.promote, role("exit promote"))}
			if x.into != nil {
				r.Exit.Into = vc.member(e, x.into, role("exit into"))
			}
		}
		v.PieceRules[i] = r
	}
}

// teleport resolves the teleport rule x of piece p: its region and the
// piece it becomes, and with forks a piece that captures.
func (vc *vchecker) teleport(e entry, p *Piece, x *teleportDecl) *Teleport {
	t := &Teleport{Forks: x.forks}
	if x.in != nil {
		t.Region = vc.regionRef(e, x.in, fmt.Sprintf("piece %s: teleport in %s: ", p.Name, x.in.Str))
	}
	stand := p
	if x.becomes != nil {
		t.Becomes = vc.member(e, x.becomes, fmt.Sprintf("piece %s: teleport becomes", p.Name))
		if t.Becomes == nil {
			return t
		}
		stand = t.Becomes
	}
	if x.forks > 0 && !slices.ContainsFunc(stand.Moves, func(m ir.Move) bool { return m.Final.Capture || m.Final.EnPassant }) {
		at := x.becomes
		if at == nil {
			at = p.decl.Args[0]
		}
		vc.errorf(e, at.Pos, diag.TeleportForksNothing, "piece %s: teleport forks %d: %s captures nothing, so it never attacks an enemy piece from the square it goes to", p.Name, x.forks, stand.Name)
	}
	return t
}

// inner returns the statements of a block by keyword; the first pass has
// made sure there is at most one of each, except limit.
func (vc *vchecker) inner(e entry) map[string]*syntax.Stmt {
	m := map[string]*syntax.Stmt{}
	for _, s := range e.s.Body.Stmts {
		if vc.c.ok[s] {
			m[s.Keyword] = s
		}
	}
	return m
}

func (vc *vchecker) castling(e entry) *Castling {
	in := vc.inner(e)
	c := &Castling{Stmt: e.s, Opposite: in["opposite"] != nil}
	if s := in["king"]; s != nil {
		c.King = vc.member(e, s.Args[0], "castling king")
	}
	if s := in["rooks"]; s != nil {
		for _, a := range s.Args {
			p := vc.member(e, a, "castling rook")
			if p != nil && p == c.King {
				vc.errorf(e, a.Pos, diag.BadCastling, "castling: %s cannot be both the king and a rook", a.Str)
				continue
			}
			if p != nil {
				c.Rooks = append(c.Rooks, p)
			}
		}
	}
	c.Kingside = vc.castlingSide(e, in["kingside"])
	c.Queenside = vc.castlingSide(e, in["queenside"])
	for colour, name := range []string{"white", "black"} {
		for side, kw := range []string{"kingside", "queenside"} {
			s := in[name+"-"+kw]
			if s == nil {
				continue
			}
			if vc.v.Kind == "hex" {
				vc.errorf(e, s.Pos, diag.BadHex, "%s: on a hex board both colours castle alike: write %s steps MIN..MAX", s.Keyword, kw)
				continue
			}
			c.ByColour[colour][side] = vc.castlingSide(e, s)
		}
	}
	for _, side := range []struct {
		kw string
		cs *ir.CastlingSide
	}{{"kingside", c.Kingside}, {"queenside", c.Queenside}} {
		s := in[side.kw+"-partner"]
		if s == nil {
			continue
		}
		a := s.Args[0]
		f := int(a.Str[0] - 'a')
		switch {
		case in[side.kw] == nil:
			vc.errorf(e, s.Pos, diag.BadCastling, "castling: %s-partner without %s: there is no %s castling", side.kw, side.kw, side.kw)
		case vc.v.Kind == "hex":
			vc.hexCastlingPartner(e, s)
		case vc.v.Files > 0 && f >= vc.v.Files:
			vc.errorf(e, a.Pos, diag.FileOffBoard, "%s: file %s is off the board (files a to %c)", s.Keyword, a.Str, 'a'+vc.v.Files-1)
		case side.cs != nil:
			side.cs.PartnerFile = &f
		}
	}
	return c
}

func (vc *vchecker) castlingSide(e entry, s *syntax.Stmt) *ir.CastlingSide {
	if s == nil {
		return nil
	}
	if s.Args[0].Str == "steps" {
		a := s.Args[1]
		if vc.v.Files > 0 && a.M >= vc.v.Files {
			vc.errorf(e, a.Pos, diag.BadCastling, "%s steps %s: a king cannot go %d squares on a board of %d files", s.Keyword, a.Text, a.M, vc.v.Files)
			return nil
		}
		return &ir.CastlingSide{Steps: &ir.CastlingSteps{Min: a.N, Max: a.M}}
	}
	if vc.v.Kind == "hex" {
		vc.hexCastlingFiles(e, s)
		return nil
	}
	var files [2]int
	ok := true
	for i, a := range s.Args {
		files[i] = int(a.Str[0] - 'a')
		if vc.v.Files > 0 && files[i] >= vc.v.Files {
			vc.errorf(e, a.Pos, diag.FileOffBoard, "%s: file %s is off the board (files a to %c)", s.Keyword, a.Str, 'a'+vc.v.Files-1)
			ok = false
		}
	}
	if ok && files[0] == files[1] {
		vc.errorf(e, s.Args[1].Pos, diag.BadCastling, "%s: the king and its partner cannot both go to file %s", s.Keyword, s.Args[1].Str)
		ok = false
	}
	if !ok {
		return nil
	}
	return &ir.CastlingSide{KingFile: files[0], RookFile: files[1]}
}

func (vc *vchecker) promotion(e entry) *Promotion {
	in := vc.inner(e)
	p := &Promotion{Stmt: e.s}
	if s := in["pieces"]; s != nil {
		p.Pieces = vc.members(e, s.Args, "promoting piece")
	}
	if s := in["choices"]; s != nil && !(len(s.Args) == 1 && s.Args[0].Str == "none") {
		p.Choices = vc.members(e, s.Args, "promotion choice")
	} else if s != nil && in["mandatory"] == nil && !vc.v.Allowed(diag.ChoicesNoneOptional, nil) {
		// choices none: nothing to become, so with mandatory the pieces
		// may not enter the zone (Fairy-Stockfish's promotionPieceTypes
		// = -); without it the block changes nothing.
		vc.warnf(e, s.Args[0].Pos, diag.ChoicesNoneOptional, "choices none without mandatory: the pieces enter the zone and stay as they are, as with no promotion; add mandatory to keep them out of the zone, or write promotion none")
	}
	if s := in["side"]; s != nil {
		p.Side = s.Args[0].Str
	}
	if s := in["mandatory"]; s != nil {
		p.Immobile = len(s.Args) > 0 && s.Args[0].Str == "if-immobile"
		p.TakesPromoted = len(s.Args) > 0 && s.Args[0].Str == "if-takes-promoted"
		p.Mandatory = len(s.Args) == 0
	}
	p.OnEntry = in["on-entry"] != nil
	if s := in["on"]; s != nil {
		vc.triggers(e, s, p)
	}
	p.CapturesOnly = in["captures-only"] != nil
	p.Flip = in["flip"] != nil
	if s := in["map"]; s != nil {
		if len(s.Args) == 1 && s.Args[0].Kind == syntax.Ident {
			s = vc.namedMap(e, s.Args[0])
		}
		if s != nil {
			p.Map = vc.promotionMap(e, s)
		}
		if in["pieces"] != nil || in["choices"] != nil {
			vc.errorf(e, s.Pos, diag.BadPromotionMap, "map: a promotion block has a map, or pieces and choices, not both")
		}
	}
	if p.Flip && in["map"] == nil {
		vc.errorf(e, in["flip"].Pos, diag.BadPromotionMap, "flip: a promoted piece turns back into its origin, which a promotion map names: add map")
	}
	if s := in["if-present"]; s != nil {
		p.IfPresent = vc.members(e, s.Args, "promotion if-present piece")
	}
	if s := in["if-absent"]; s != nil {
		p.IfAbsent = vc.members(e, s.Args, "promotion if-absent piece")
	}
	vc.standingPromotion(e, in, p)
	ranks := vc.v.Ranks
	p.FromRank, p.ToRank = ranks, ranks // last-rank, the default
	var at *syntax.Arg
	if s := in["ranks"]; s != nil {
		at = s.Args[0]
		p.FromRank, p.ToRank = at.N, at.M
	}
	if s := in["rank"]; s != nil {
		at = s.Args[0]
		p.FromRank, p.ToRank = at.N, at.N
	}
	if s := in["region"]; s != nil {
		p.Region = vc.regionRef(e, s.Args[0], "promotion: ")
	}
	if at != nil && ranks > 0 && p.ToRank > ranks {
		vc.errorf(e, at.Pos, diag.RankOffBoard, "promotion rank %s is off the board (ranks 1 to %d)", diag.Shorten(at.MText()), ranks)
	}
	for _, s := range e.s.Body.Stmts {
		if s.Keyword == "limit" && vc.c.ok[s] {
			if q := vc.member(e, s.Args[0], "limited piece"); q != nil {
				p.Limits = append(p.Limits, Limit{Piece: q, Max: s.Args[1].N})
			}
		}
	}
	return p
}
