package search

// Pieces confined to a region (xiangqi's advisors to the palace, its
// elephants to their side of the river) are defenders: the few squares
// they may reach are the point of them, and how many of their moves are
// free at a moment says little of their worth. The evaluation's mobility
// count leaves them out (their placement tables still favour the squares
// of their region from which they reach most).

// confined reports whether pieces of type t keep to a region.
func (e *Evaluator) confined(t int) bool {
	return e.g.V.Pieces[t].Confined != nil
}
