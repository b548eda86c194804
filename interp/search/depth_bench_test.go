package search

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/interp"
)

// BenchmarkNodesToDepth measures the search's effective branching
// factor: from a fixed set of positions of each variant (depthFENs), it
// searches each to a
// fixed depth with an empty table and reports the nodes the depth took
// (summed over the positions) and the branching factor between the last
// two depths. Variants and depths come from VDL_DEPTH_VARIANTS
// (name:depth, commas; chess:8,capablanca:7,shogi:6,xiangqi:7 by
// default). Run it once, old and new engine alike:
//
//	go test ./interp/search -run XXX -bench NodesToDepth -benchtime 1x
//
// Fewer nodes to the same depth is a deeper search in the same time, if
// the play is no worse (a match decides that).
func BenchmarkNodesToDepth(b *testing.B) {
	spec := "chess:8,capablanca:7,shogi:6,xiangqi:7"
	if env := os.Getenv("VDL_DEPTH_VARIANTS"); env != "" {
		spec = env
	}
	for _, item := range strings.Split(spec, ",") {
		name, ds, _ := strings.Cut(item, ":")
		depth, err := strconv.Atoi(ds)
		if err != nil || depth < 2 {
			b.Fatalf("VDL_DEPTH_VARIANTS: %q: want name:depth (depth at least 2)", item)
		}
		b.Run(name, func(b *testing.B) {
			positions := depthPositions(b, name)
			for i := 0; i < b.N; i++ {
				perDepth := make([]uint64, depth+1)
				var line strings.Builder
				for _, p := range positions {
					e := NewEngine(p.Game(), Options{HashMB: 16})
					last := uint64(0)
					r := e.Search(p.Clone(), Limits{Depth: depth}, func(in Info) {
						if in.Depth <= depth {
							perDepth[in.Depth] += in.Nodes - last
							last = in.Nodes
						}
					})
					fmt.Fprintf(&line, " %d", r.Nodes)
				}
				total := uint64(0)
				for _, n := range perDepth {
					total += n
				}
				ebf := math.Sqrt(float64(perDepth[depth]) / math.Max(1, float64(perDepth[depth-2])))
				b.ReportMetric(float64(total), "nodes")
				b.ReportMetric(ebf, "ebf")
				b.Logf("%s depth %d: %d nodes (by position:%s), iteration nodes %v", name, depth, total, line.String(), perDepth[1:])
			}
		})
	}
}

// depthFENs are the positions BenchmarkNodesToDepth searches: the start
// and the positions after 8, 16, 24 and 32 plies of the engine's play
// against itself at 2,000 nodes a move (the engine of 26 November 2026;
// fixed here so that a change of the search does not change them).
var depthFENs = map[string][]string{
	"chess": {
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r1b1kbnr/pppqpppp/2n5/1N1p4/3P4/3Q4/PPP1PPPP/R1B1KBNR w KQkq - 6 5",
		"r1b1kb1r/ppB1pppp/5n2/3p4/3P4/3P4/PP2PPPP/R3KBNR w KQkq - 1 9",
		"r3kb2/1pB1ppp1/p4n1r/3p1b1p/1P1P3P/P2P1N2/4PPP1/R3KB1R w KQq - 1 13",
		"2r2b2/1pBkppp1/p6r/5bNp/1P1Pn2P/P7/5PP1/2R1KB1R w K - 0 17",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8",
	},
	"capablanca": {
		"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
		"rn1b1kbcnr/ppppp1pppp/5p4/10/8q1/2NA2P3/PPPPP1PPPP/R2BQKB1NR w KQkq - 2 5",
		"rn1b1kbc1r/ppppp1pppp/5p1nq1/10/10/2NA2PP1P/PPPPP1P1P1/R2BQKB1NR w KQkq - 1 9",
		"rn1b1k3r/ppppp1pppp/5p1n2/2Ab4c1/6P1P1/2N4P1P/PPPPP1P3/R2B1KB1NR w KQkq - 2 13",
		"rn1b1k3r/ppp1p1pppp/3p1p1n2/6c3/3P2P1PP/2NAB2P2/PPP1P1b3/R2B1K2NR w KQkq - 0 17",
	},
	"shogi": {
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
		"ln1gkg1nl/1s1r1s1b1/1pppppppp/p8/9/2PB5/PP1PPPPPP/3S1S1R1/LN1GKG1NL[] w - - 8 5",
		"ln1gkg1nl/1s1r1s1b1/4ppppp/ppp6/3pB4/P1P6/1P1PPPPPP/3S1SR1L/LN1GKG1N1[] w - - 16 9",
		"ln1k1g1nl/1sgr1s1b1/5p1pp/ppp1p1p2/3p5/P1P2BPP1/LP1PPP2P/3S1SR1L/1N1GKG1N1[] w - - 24 13",
		"ln1k1g1nl/1sgr1s3/5p1pp/ppp1p1P2/3p2b2/P1P4P1/LPSPPP2P/5SR1L/1N1GKG1N1[Pb] w - - 0 17",
	},
	// shogi-hands: shogi middlegames with pieces in hand, after 60
	// and 70 plies of eight games of vdl against Fairy-Stockfish
	// (/work/fsfgames/s7/shogi.pgn, 26 November 2026).
	"shogi-hands": {
		"lng1k1b1+R/3s1s3/pp4g1p/2PNppppl/3S5/4PP1P1/PP1PGGP1+p/+bS3R3/5K2+n[nllpp] w - - 0 38",
		"ln+S3snl/bG6k/plpp3p1/1p4p1p/2P2P3/3S2P2/+rPNPpGNPP/3GR4/1s3GK1L[PPbp] w - - 0 38",
		"lnk5+B/1r1g5/ppp1pp+L1p/3ps4/9/2PN5/PPNPPPnPP/4S1g2/L2GKG2+r[BSSPPPl] w - - 1 33",
		"ln2kss1l/2g2g3/pp2ppnpp/6p2/4P4/2S1SPPP1/+r1p2G2P/3R3K1/2PG3NL[Lbbnpppp] w - - 0 38",
		"l+B4kn1/5gs2/2s3pp1/P2ppp3/9/3PP1P2/1P1lg+r1PN/LS5R1/1N2KGS2[BGNLPPPPPpp] w - - 0 33",
		"1n1g3b1/1s1r4l/1p1pp4/2p2ppkp/l+R1+b3N1/5P2P/2PPP1P2/1PGS1GS2/1NK5L[Pgsnlppp] w - - 0 38",
		"l2g3nl/2k2gbR1/pp5pp/2pppsp2/8P/2PSP4/PPKS2P+r1/3SG4/L5GNL[Nbnpppp] w - - 0 38",
		"lnk2g2l/1r1s5/1p2p2pp/p2p1p3/3b4P/PNp1gP3/1P1P3P1/1SG1R2S1/LN2KG1NL[Sbpppp] w - - 0 33",
	},
	"xiangqi": {
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"1nbakabnr/r8/7c1/p1C1p3p/9/9/P3P1c1P/1C7/R8/1NBAKABNR w - - 1 5",
		"1nbakabnr/1r7/5c3/p3p3p/1C7/2C6/c3P3P/4B4/7R1/1N1AKABNR w - - 4 9",
		"1nbak1b1r/1r2a4/5c3/p3p3p/1C2n4/2C6/c3P3P/4B4/1R7/1N1AKABNR w - - 12 13",
		"1n1ak1b1r/1R2a4/4bc3/p3p3p/3C5/9/1c2P3P/3nB4/3N5/3AKABNR w - - 5 17",
	},
}

// depthVariant names the variant of a set of depthFENs named otherwise.
var depthVariant = map[string]string{"shogi-hands": "shogi"}

// depthPositions is the positions of depthFENs for variant, or its start
// alone for a variant it lacks.
func depthPositions(b testing.TB, variant string) []*interp.Position {
	fens := depthFENs[variant]
	if len(fens) == 0 {
		fens = []string{""}
	}
	if v, ok := depthVariant[variant]; ok {
		variant = v
	}
	var out []*interp.Position
	for _, fen := range fens {
		out = append(out, position(b, variant, fen))
	}
	return out
}
