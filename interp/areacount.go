package interp

import (
	"encoding/binary"
	"math/bits"
	"sync"
)

// MoveCount of an area move (Tenjiku's Fire Demon and Vice General:
// up to three King steps over empty squares), by a flood fill instead
// of the fixed paths it is lowered to. The language lowers an area move
// to one path for each way to a destination that needs no more empty
// squares than another (160 paths from a square in the open for "K3");
// countMoves would test every one, though a destination counts once.
// The flood fill finds the same destinations from the squares around
// the piece: those reached in at most n steps, each over empty squares.
//
// compileAreaCount proves, square by square, that a type's paths are
// such a move: every path is a walk of one-square steps through a
// window of 7x7 cells round the piece, never back on its square, its
// squares on the way required empty; and every such walk of at most n
// steps, n its longest path, that ends where some path does passes
// over all the squares of some path to that destination. Then "some
// path to d is open" is "some walk to d is open", which the flood fill
// decides. Nothing here knows an area move by its name: any type whose
// paths pass the test is counted so, the others path by path.

// The window round a square: 7 rows of 8 bits (7 cells and a guard bit,
// always clear, so that a shift by one cell never wraps a row into the
// next); cell y*8+x is the square (x-3, y-3) away.
const (
	areaRadius = 3
	areaRow    = 8
	areaCells  = (2*areaRadius + 1) * areaRow
	areaOrigin = areaRadius*areaRow + areaRadius
	// areaMinPaths: a type is counted by flood fill where some square
	// has this many paths; fewer are cheaper to test one by one.
	areaMinPaths = 12
)

// areaMoves is a type's (and colour's) area move, as the flood fill
// counts it.
type areaMoves struct {
	shifts []int8 // the steps, as shifts of the window's bits
	n      int    // the most steps a move takes
	flags  moveFlags
	dest   []uint64 // by square: the cells some path ends on
}

// areaTable is what Game.areas builds: by colour*nTypes + type, the
// type's area move (nil for most; moves nil where no type has one), and
// the window round each square.
type areaTable struct {
	once  sync.Once
	moves []*areaMoves
	win   *areaWindow
}

// areas is the game's area table, built on first use (PrepareSearch
// builds it before a search): the proof costs about as much as a
// thousand of Tenjiku's counts, which other uses of a game (a check of
// its setup, perft) need not pay.
func (g *Game) areas() *areaTable {
	a := g.areaT
	a.once.Do(g.compileAreaCount)
	return a
}

// areaWindow is the game's window of every square, built with the first
// area type: win[s*areaCells+cell] the square of the cell (NoSquare off
// the board or on a hole), valid[s] the cells on the board but s's own.
type areaWindow struct {
	win   []Square
	valid []uint64
}

// dilate is the cells one step from those of x, in the window.
func (a *areaMoves) dilate(x uint64) uint64 {
	var d uint64
	for _, sh := range a.shifts {
		if sh > 0 {
			d |= x << uint(sh)
		} else {
			d |= x >> uint(-sh)
		}
	}
	return d
}

// countArea is the count of the paths of the piece of type t and colour
// c on from (their flags a.flags), as countMoves' loop over them counts:
// each destination some open path reaches, by countFinal.
func (p *Position) countArea(from Square, a *areaMoves, t, c int, ct *counter) int {
	aw := p.g.areaT.win
	win := aw.win[int(from)*areaCells:][:areaCells]
	valid := aw.valid[from]
	board := p.board
	reach := a.dilate(1<<areaOrigin) & valid
	known, empty := uint64(0), uint64(0)
	for k := 1; ; k++ {
		for v := reach &^ known; v != 0; v &= v - 1 {
			b := bits.TrailingZeros64(v)
			if board[win[b]] == cellEmpty {
				empty |= 1 << b
			}
		}
		known = reach
		if k == a.n {
			break
		}
		next := reach | a.dilate(reach&empty)&valid
		if next == reach {
			break
		}
		reach = next
	}
	if ct.read != nil {
		for v := reach; v != 0; v &= v - 1 {
			markRead(ct.read, win[bits.TrailingZeros64(v)])
		}
	}
	n := 0
	for v := reach & a.dest[from]; v != 0; v &= v - 1 {
		n += p.countFinal(win[bits.TrailingZeros64(v)], a.flags, t, c, ct)
	}
	return n
}

// compileAreaCount fills Game.areaT for the types whose paths pass the
// test above (on boards without holes in the window it is the same
// test; cells off the board or on holes are never passed or reached).
func (g *Game) compileAreaCount() {
	m := &g.moves
	n := g.size()
	for c := 0; c < 2; c++ {
		for t := 0; t < g.nTypes; t++ {
			i := c*g.nTypes + t
			if g.countKind[i] == countNone {
				continue
			}
			most := 0
			for s := 0; s < n; s++ {
				pp := m.pathSpan[g.spanIndex(c, t, Square(s))]
				most = max(most, int(pp.hi-pp.lo))
			}
			if most < areaMinPaths {
				continue
			}
			at := g.areaT
			if at.win == nil {
				at.win = g.buildAreaWindow()
			}
			if a := g.areaOf(c, t); a != nil {
				if at.moves == nil {
					at.moves = make([]*areaMoves, 2*g.nTypes)
				}
				at.moves[i] = a
			}
		}
	}
}

// buildAreaWindow builds the window of every square.
func (g *Game) buildAreaWindow() *areaWindow {
	n := g.size()
	aw := &areaWindow{win: make([]Square, n*areaCells), valid: make([]uint64, n)}
	for s := 0; s < n; s++ {
		win := aw.win[s*areaCells:][:areaCells]
		for cell := range win {
			win[cell] = NoSquare
			x, y := cell%areaRow, cell/areaRow
			if x == areaRow-1 || g.hole[s] {
				continue
			}
			if to := g.offset(Square(s), x-areaRadius, y-areaRadius); to != NoSquare && !g.hole[to] {
				win[cell] = to
				if cell != areaOrigin {
					aw.valid[s] |= 1 << cell
				}
			}
		}
	}
	return aw
}

// areaOf is the area move of type t and colour c, or nil where its paths
// fail the test.
func (g *Game) areaOf(c, t int) *areaMoves {
	m := &g.moves
	n := g.size()
	a := &areaMoves{dest: make([]uint64, n)}
	first := true
	// steps: bit d+areaRow+1 for a step of d cells some path takes (one
	// of -9, -8, -7, -1, 1, 7, 8, 9, kingCells: between two cells of the
	// window, whose guard bits are never cells, a King step).
	var steps uint32
	const kingCells = 1<<0 | 1<<1 | 1<<2 | 1<<(areaRow) | 1<<(areaRow+2) | 1<<(2*areaRow) | 1<<(2*areaRow+1) | 1<<(2*areaRow+2)
	// The paths from s: ways[lo[s]:lo[s+1]], each as its destination's
	// cell and the cells it passes.
	type way struct {
		dest int
		via  uint64
	}
	var ways []way
	lo := make([]int, n+1)
	// at[sq] is the cell of square sq in the window of s where mark[sq]
	// is s+1.
	at, mark := make([]int, n), make([]int, n)
	for s := 0; s < n; s++ {
		lo[s] = len(ways)
		pp := m.pathSpan[g.spanIndex(c, t, Square(s))]
		if pp.lo == pp.hi {
			continue
		}
		for cell, sq := range g.areaT.win.win[s*areaCells:][:areaCells] {
			if sq == NoSquare {
				continue
			}
			if mark[sq] == s+1 {
				return nil // a board that joins itself within the window
			}
			at[sq], mark[sq] = cell, s+1
		}
	paths:
		for pi := pp.lo; pi < pp.hi; pi++ {
			pt := &m.paths[pi]
			if pt.extra >= 0 || pt.flags&fInitial != 0 || !first && pt.flags != a.flags || int(pt.hi-pt.lo) > areaRadius {
				return nil
			}
			a.flags, first = pt.flags, false
			last, via := areaOrigin, uint64(0)
			for k := pt.lo; k < pt.hi; k++ {
				sq := m.pathSq[k]
				if mark[sq] != s+1 {
					if g.hole[sq] {
						continue paths // never open: a hole is never empty
					}
					return nil // outside the window
				}
				cell := at[sq]
				d := uint(cell - last + areaRow + 1)
				if cell == areaOrigin || via&(1<<cell) != 0 || d > 2*areaRow+2 || kingCells&(1<<d) == 0 {
					return nil
				}
				steps |= 1 << d
				if k < pt.hi-1 {
					if m.pathReq[k] != reqEmpty {
						return nil
					}
					via |= 1 << cell
				}
				last = cell
			}
			a.n = max(a.n, int(pt.hi-pt.lo))
			a.dest[s] |= 1 << last
			ways = append(ways, way{last, via})
		}
	}
	lo[n] = len(ways)
	for d := -areaRow - 1; d <= areaRow+1; d++ {
		if steps&(1<<(d+areaRow+1)) != 0 {
			a.shifts = append(a.shifts, int8(d))
		}
	}
	// Every walk of at most a.n steps ending on a path's destination
	// passes over the squares of some path there. Most squares' windows
	// and paths are alike (all but those near an edge): each kind is
	// walked once.
	passed := map[string]bool{}
	var key []byte
	var byDest [areaCells][]uint64
	for s := 0; s < n; s++ {
		if a.dest[s] == 0 {
			continue
		}
		valid := g.areaT.win.valid[s]
		key = binary.LittleEndian.AppendUint64(key[:0], valid)
		for _, w := range ways[lo[s]:lo[s+1]] {
			key = append(key, byte(w.dest))
			key = binary.LittleEndian.AppendUint64(key, w.via)
		}
		if passed[string(key)] {
			continue
		}
		for d := range byDest {
			byDest[d] = byDest[d][:0]
		}
		for _, w := range ways[lo[s]:lo[s+1]] {
			byDest[w.dest] = append(byDest[w.dest], w.via)
		}
		ok := true
		var walk func(at, k int, via uint64)
		walk = func(at, k int, via uint64) {
			for _, sh := range a.shifts {
				to := at + int(sh)
				if !ok || to < 0 || to >= areaCells || valid&(1<<to) == 0 || via&(1<<to) != 0 {
					continue
				}
				if len(byDest[to]) > 0 {
					covered := false
					for _, w := range byDest[to] {
						if w&^via == 0 {
							covered = true
							break
						}
					}
					if !covered {
						ok = false
						return
					}
				}
				if k < a.n {
					walk(to, k+1, via|1<<to)
				}
			}
		}
		walk(areaOrigin, 1, 0)
		if !ok {
			return nil
		}
		passed[string(key)] = true
	}
	return a
}
