package check

import (
	"fmt"
	"slices"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// vchecker runs the second pass for one concrete variant.
type vchecker struct {
	c    *checker
	leaf *decl
	inh  *inherited // the leaf's resolved chain
	v    *Variant
	bad  bool // an error was found
	// setArg records, for each piece of the set, the argument that put it
	// there, as the position of later errors about it.
	setArg map[*Piece]entry
	// setOK: the piece set was built without error, so it is what the
	// author meant and the setup can be read against it.
	setOK bool
	// boardArg is the rings keyword of a rings board, where errors about
	// its built-in holes point.
	boardArg *syntax.Arg
	// unknownInSet are the names of the piece-set statements that name
	// no piece.
	unknownInSet []string
	// absent are the pieces that statements name but the set lacks.
	absent []*Piece
	// lib holds the mistakes found in library statements, reported at
	// the author's lines once the variant is checked (library.go).
	lib []libIssue
	// regionByName: the variant's regions, resolved on its board; holes:
	// the board's holes as declared, read once for regions.
	regionByName map[string]*Region
	holes        map[[2]int]bool
}

// entry is a statement or argument together with the declaration whose
// body holds it.
type entry struct {
	s   *syntax.Stmt
	arg *syntax.Arg
	d   *decl
}

// checkVariant runs the second pass over a concrete variant. It returns
// nil if the variant or anything it uses has an error.
func (c *checker) checkVariant(d *decl) *Variant {
	if d.broken {
		return nil
	}
	vc := &vchecker{c: c, leaf: d, inh: c.inherit(d), setArg: map[*Piece]entry{}}
	vc.bad = vc.inh.bad
	vc.v = &Variant{Name: d.name, Title: d.title, Pos: d.stmt.Args[0].Pos,
		Checkmate: ir.Loss, Stalemate: ir.Draw, Allows: c.chainAllows(d)}
	vc.board()
	vc.resolveRegions()
	vc.pieceSet()
	vc.letters()
	vc.confinements()
	vc.landing()
	vc.rules()
	vc.drawing()
	vc.geometry()
	vc.levels()
	vc.hexChecks()
	vc.tableSize()
	vc.setup()
	vc.shuffleRule()
	vc.flushLib()
	vc.v.authorArg = vc.authorArg
	if vc.bad {
		return nil
	}
	for _, p := range vc.v.Pieces {
		if !p.ok {
			return nil
		}
	}
	return vc.v
}

// errorf reports an error found in statement e. If e is inherited, the
// message says in which variant the error shows, since the same statement
// may be fine in another; if e is the library's, it is reported at the
// author's line that brought it in (library.go).
func (vc *vchecker) errorf(e entry, pos syntax.Pos, code diag.Code, format string, args ...any) {
	vc.report(diag.Error, e, pos, code, "", fmt.Sprintf(format, args...))
}

func (vc *vchecker) warnf(e entry, pos syntax.Pos, code diag.Code, format string, args ...any) {
	vc.report(diag.Warning, e, pos, code, "", fmt.Sprintf(format, args...))
}

// find returns the statements with keyword kw that the variant gets: those
// of the nearest declaration in the chain that has any. Statements the
// first pass rejected are left out (their errors are reported), but a
// rejected statement still hides inherited ones, so found says whether any
// statement was there at all.
func (vc *vchecker) find(kw string) (es []entry, found bool) {
	ks, found := vc.inh.byKeyword[kw]
	for _, s := range ks.stmts {
		if vc.c.ok[s] {
			es = append(es, entry{s: s, d: ks.d})
		}
	}
	return es, found
}

// find1 is find for a statement that appears at most once per body.
func (vc *vchecker) find1(kw string) (e entry, ok, found bool) {
	es, found := vc.find(kw)
	if len(es) == 0 {
		return entry{}, false, found
	}
	return es[0], true, true
}

// missing reports a statement a concrete variant must have.
func (vc *vchecker) missing(kw, what string) {
	if vc.misspelt(kw) {
		vc.bad = true // the misspelling is reported: it is the statement
		return
	}
	vc.errorf(entry{}, vc.v.Pos, diag.MissingStatement, "variant %s has no %s statement (nor does anything it extends): want %s",
		vc.leaf.name, kw, what)
}

// misspelt reports whether a declaration of the variant's chain has an
// unknown statement that is most likely kw misspelt (reported as such).
func (vc *vchecker) misspelt(kw string) bool {
	kws := sortedKeywords()[variantBody]
	for x := vc.leaf; x != nil; x = x.parent {
		for _, s := range x.body {
			if _, known := specs[variantBody][s.Keyword]; !known && nearKeyword(s.Keyword, kws) == kw {
				return true
			}
		}
	}
	return false
}

func (vc *vchecker) board() {
	e, ok, found := vc.find1("board")
	switch {
	case !found:
		vc.missing("board", "board FILESxRANKS, such as board 8x8")
	case !ok:
		vc.bad = true
	case e.s.Args[0].Kind == syntax.Ident && e.s.Args[0].Str == "hex":
		vc.v.Kind, vc.v.Hex = "hex", hexShape(e.s)
		vc.v.Files, vc.v.Ranks = vc.v.Hex.Files(), vc.v.Hex.Ranks()
	case e.s.Args[0].Kind == syntax.Ident: // rings R spokes S
		vc.v.Kind = "rings"
		vc.v.Files, vc.v.Ranks = 2*e.s.Args[3].N, e.s.Args[1].N+1
		vc.boardArg = e.s.Args[0]
	default:
		vc.v.Files, vc.v.Ranks = e.s.Args[0].N, e.s.Args[0].M
		if len(e.s.Args) == 3 && e.s.Args[1].Str == "levels" {
			vc.v.Levels = e.s.Args[2].N
		}
		if len(e.s.Args) == 3 && e.s.Args[1].Str == "boards" {
			vc.v.Boards = e.s.Args[2].N
		}
	}
}

// lookup resolves a piece name in the variant's scope: its own and
// inherited local pieces, the top-level pieces of the files, the library.
func (vc *vchecker) lookup(e entry, a *syntax.Arg) *Piece {
	if p := localPiece(vc.leaf, a.Str); p != nil {
		return vc.onBoard(p)
	}
	if p := vc.c.lookupPiece(a.Str); p != nil {
		return vc.onBoard(p)
	}
	if vc.c.incomplete {
		vc.bad = true // it may be declared in the import that failed
		return nil
	}
	names := func() []string {
		names := localNames(vc.leaf)
		names = append(names, vc.c.user.pieceOrder...)
		names = append(names, vc.c.lib.pieceOrder...)
		return append(names, vc.c.bundledScope().pieceOrder...)
	}
	vc.errorf(e, a.Pos, diag.UnknownPiece, "unknown piece %s%s", a.Str, vc.c.suggest(a.Str, names))
	return nil
}

// onBoard is the piece as the variant's board reads it: compiled on hex
// for a hex board.
func (vc *vchecker) onBoard(p *Piece) *Piece {
	if vc.v.Kind == "hex" {
		return vc.c.hexPiece(p)
	}
	return p
}

// member resolves a piece name that must be in the variant's piece set.
func (vc *vchecker) member(e entry, a *syntax.Arg, role string) *Piece {
	p := vc.lookup(e, a)
	if p == nil {
		return nil
	}
	if !slices.Contains(vc.v.Pieces, p) {
		if vc.meantInSet(p) {
			vc.bad = true // the set's own error is this mistake: it is reported
			return nil
		}
		vc.absent = append(vc.absent, p)
		vc.report(diag.Error, e, a.Pos, diag.PieceNotInVariant, a.Str, fmt.Sprintf("%s %s is not in the pieces of variant %s", role, a.Str, vc.leaf.name))
		return nil
	}
	return p
}

// meantInSet reports whether piece p is most likely in the piece set as
// the author meant it, though not as written: the set has no statement
// (a misspelt pieces), or a name in it that is unknown is p misspelt.
func (vc *vchecker) meantInSet(p *Piece) bool {
	if vc.setOK {
		return false
	}
	if len(vc.v.Pieces) == 0 {
		return true
	}
	for _, u := range vc.unknownInSet {
		if diag.Nearest(u, []string{p.Name}) != "" {
			return true
		}
	}
	return false
}

// members resolves a list of names with member, dropping the bad ones.
func (vc *vchecker) members(e entry, args []*syntax.Arg, role string) []*Piece {
	var out []*Piece
	for _, a := range args {
		if p := vc.member(e, a, role); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// pieceSet applies pieces, add-pieces and remove-pieces along the chain,
// root first, each body's statements in source order.
func (vc *vchecker) pieceSet() {
	var set []*Piece
	saw := false // a pieces or add-pieces statement, even a bad one
	bad := vc.bad
	vc.bad = false
	for _, e := range vc.inh.setStatements() {
		s := e.s
		if s.Keyword == "pieces" || s.Keyword == "add-pieces" {
			saw = true
		}
		if !vc.c.ok[s] {
			vc.bad = true // reported; the set is not what was meant
			continue
		}
		switch s.Keyword {
		case "pieces":
			set = nil
			fallthrough
		case "add-pieces":
			for _, a := range s.Args {
				p := vc.lookup(e, a)
				if p == nil {
					vc.unknownInSet = append(vc.unknownInSet, a.Str)
					continue
				}
				if slices.Contains(set, p) {
					vc.errorf(e, a.Pos, diag.BadPieceSet, "%s: %s is already in the piece set", s.Keyword, a.Str)
					continue
				}
				set = append(set, p)
				vc.setArg[p] = entry{s: s, arg: a, d: e.d}
			}
		case "remove-pieces":
			for _, a := range s.Args {
				p := vc.lookup(e, a)
				if p == nil {
					continue
				}
				i := slices.Index(set, p)
				if i < 0 {
					vc.errorf(e, a.Pos, diag.BadPieceSet, "remove-pieces: %s is not in the piece set", a.Str)
					continue
				}
				set = slices.Delete(set, i, i+1)
			}
		}
	}
	switch {
	case !saw:
		vc.missing("pieces", "pieces followed by piece names")
	case len(set) == 0 && !vc.bad:
		vc.errorf(entry{}, vc.v.Pos, diag.MissingStatement, "variant %s has no pieces: its piece set is empty", vc.leaf.name)
	}
	vc.setOK = !vc.bad
	vc.bad = vc.bad || bad
	vc.v.Pieces = set
	for _, p := range set {
		vc.v.SetArgs = append(vc.v.SetArgs, vc.setArg[p].arg)
		vc.v.SetStmts = append(vc.v.SetStmts, vc.setArg[p].s)
	}
}

// letters reports pieces of the set that share a letter, and two-letter
// symbols that begin with another piece's one-letter symbol: a FEN reader
// could not tell "NR" (one piece) from "N" and "R" (two).
func (vc *vchecker) letters() {
	for i, p := range vc.v.Pieces {
		for _, q := range vc.v.Pieces[:i] {
			if p.Letter != "" && p.Letter == q.Letter {
				e := vc.setArg[p]
				vc.errorf(e, e.arg.Pos, diag.DuplicateLetter, "%s and %s both have the letter %s (%s declared %s, %s %s)",
					q.Name, p.Name, p.Letter, q.Name, where(q.Pos), p.Name, where(p.Pos))
			}
		}
	}
	for _, p := range vc.v.Pieces {
		for _, q := range vc.v.Pieces {
			if len(p.Letter) == 2 && len(q.Letter) == 1 && p.Letter[0] == q.Letter[0] {
				e := vc.setArg[p]
				vc.errorf(e, e.arg.Pos, diag.AmbiguousLetter, "%s's letter %s begins with %s, the letter of %s, so a setup could be read either way: choose another, or write \"+x\" (%s declared %s)",
					p.Name, p.Letter, q.Letter, q.Name, p.Name, where(p.Pos))
			}
		}
	}
}
