package interp

// PrepareSearch builds now the tables that a search reads and the game
// otherwise builds on first use: the via tables of the legality test
// (discover.go), the reach table of the recapture generator (onto.go)
// and MoveCount's area moves (areacount.go).
// A new engine calls it, so that on the large boards, where they take
// the time of some thousand nodes, they are not built inside its first
// search. Where the rules or the board size rule a table out, nothing is
// built, as on first use.
func (g *Game) PrepareSearch() {
	g.via()
	g.onto()
	g.areas()
}
