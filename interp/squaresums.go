package interp

// Square sums: a client's values of each piece on each square (as an
// evaluation's placement tables give them), summed by colour as the
// pieces come, go and move, so that the sum over a position's pieces is
// read, not recounted. Every change to the piece lists goes through
// addPiece, removePiece and movePiece (Unmake's too), which keep the
// sums where a position tracks them (TrackSums) and cost a test where it
// does not.

// SquareSums is a table of SumWords values by colour, type and square,
// made once (Game.NewSquareSums) and shared by the positions that track
// it.
type SquareSums struct {
	size int
	tab  [][SumWords]int64 // by cell - firstCell, times size, plus square
}

// SumWords is how many values SquareSums holds for a square.
const SumWords = 4

// NewSquareSums tabulates val for every colour, type and square of g.
func (g *Game) NewSquareSums(val func(c, t int, s Square) [SumWords]int64) *SquareSums {
	n, size := len(g.V.Pieces), g.size()
	ss := &SquareSums{size: size, tab: make([][SumWords]int64, 2*n*size)}
	for t := 0; t < n; t++ {
		for c := 0; c < 2; c++ {
			base := int(pieceCell(t, c)-firstCell) * size
			for s := 0; s < size; s++ {
				ss.tab[base+s] = val(c, t, Square(s))
			}
		}
	}
	return ss
}

// squareSums is a position's tracked table and its sums by colour.
type squareSums struct {
	ss  *SquareSums
	sum [2][SumWords]int64
}

func (q *squareSums) put(cell uint8, s Square) {
	v := &q.ss.tab[int(cell-firstCell)*q.ss.size+int(s)]
	w := &q.sum[cellColor(cell)]
	for i := range w {
		w[i] += v[i]
	}
}

func (q *squareSums) take(cell uint8, s Square) {
	v := &q.ss.tab[int(cell-firstCell)*q.ss.size+int(s)]
	w := &q.sum[cellColor(cell)]
	for i := range w {
		w[i] -= v[i]
	}
}

func (q *squareSums) move(cell uint8, from, to Square) {
	base := int(cell-firstCell) * q.ss.size
	a, b := &q.ss.tab[base+int(from)], &q.ss.tab[base+int(to)]
	w := &q.sum[cellColor(cell)]
	for i := range w {
		w[i] += b[i] - a[i]
	}
}

// TrackSums makes p keep the sums of ss over its pieces from now on (nil:
// none), summing them once here.
func (p *Position) TrackSums(ss *SquareSums) {
	p.sums = squareSums{ss: ss}
	if ss == nil {
		return
	}
	for i := range p.plen {
		cell := uint8(i + firstCell)
		for _, s := range p.plist[i*p.g.size() : i*p.g.size()+int(p.plen[i])] {
			p.sums.put(cell, s)
		}
	}
}

// Sums is the sum of the tracked table's values over c's pieces on the
// board (zero where p tracks none).
func (p *Position) Sums(c int) [SumWords]int64 { return p.sums.sum[c] }

// TracksSums reports whether p keeps the sums of ss.
func (p *Position) TracksSums(ss *SquareSums) bool { return ss != nil && p.sums.ss == ss }
