// Package match plays many games between two players and reports them
// with honest statistics: the players (vdl's own and external engines
// over UCI and XBoard/CECP, every external move checked by vdl's rules),
// opening variety, adjudication, parallel games, deterministic shards of a
// large match and their exact merge, PGN and a JSON summary, the score
// with its 95% interval and the Elo difference with its error bar as
// cutechess-cli computes them.
package match
