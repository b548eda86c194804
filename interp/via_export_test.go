package interp

// ViaTabled reports whether the game has via tables (discover.go): its
// rules let a plain move's legality be judged along the two squares it
// changes.
func (g *Game) ViaTabled() bool { return g.via().ok }
