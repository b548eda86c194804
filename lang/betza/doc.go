// Package betza compiles Betza / XBetza move notation into IR moves.
//
// A Betza string is a sequence of groups; each group is a run of lower-case
// modifiers followed by an atom, e.g. "fmW", "fceF", "ifmnD" (the chess pawn
// is the three of them written together). Compile lowers every group to
// ir.Move values with absolute directions from White's view (forward =
// +DY); Black's moves are the interpreter's business.
//
// # Dialect
//
// spec/language.md, section 6, is the reference of the dialect for
// authors, with diagrams; this comment is the implementer's summary.
//
// Where the sources disagree, vdl follows H. G. Muller's XBetza (the XBoard
// move generator and its Betza page) and Fairy-Stockfish where it has a
// reading, so that Fairy-Stockfish piece strings mean the same here. The one
// known exception: on K and Q a single direction letter is one direction
// (fK = one step forward, frK = the forward-right diagonal), as in XBetza's
// 8-fold system; Fairy-Stockfish splits K into W+F and would read fK as three
// steps. Unknown or unsupported letters are errors, never ignored.
//
// # Atoms
//
// W F D N A H C Z G are leapers ((0,1) (1,1) (0,2) (1,2) (2,2) (0,3) (1,3)
// (2,3) (3,3)); K = WF, R = W0, B = F0, Q = K0. (x,y) is an explicit leaper
// with all its symmetric leaps; (1,2), (2,1) and N are the same. L and J are
// rejected because XBoard and Fairy-Stockfish swap them; write C or Z.
// A doubled atom (NN, KK, (1,3)(1,3)) is an unbounded rider; a number after
// the atom is its range: W4 = R4, N0 = NN, R1 = W; a range after a doubled
// atom wins (NN2 = N2).
//
// # Directions
//
// f b l r v s h select directions; adjacent letters combine in pairs. Their
// meaning depends on the atom:
//
//   - orthogonal atoms (W D H R): every letter is one direction and letters
//     join: frW = forward or right.
//   - diagonal atoms (F A G B): a letter is a pair (fF = both forward
//     diagonals), a perpendicular pair intersects (frF, fsF = fF).
//   - oblique atoms (N C Z): a letter is the narrow pair (fN = (±1,2)),
//     "fh" etc. the half plane, "fs" the wide forward pair, a perpendicular
//     pair one move with the first letter giving the half plane (frN =
//     (2,1), rfN = (1,2)), "hr"/"hl" the two chiral quartets.
//   - K and Q, and every continuation leg: the 8-fold system, f straight,
//     fr 45°, r 90°, br 135°, b back, fs both 45°, fh the three forward ones.
//
// A doubled letter (ff) means the same as the single one and stops it from
// combining with its neighbour. "h" alone and chiral pairs on non-oblique
// atoms are errors.
//
// # Modalities and other modifiers
//
// m = move only, c = capture only, e = capture en passant, none = m and c.
// i = initial (the piece has not moved). n = lame: the leap is walked along
// Fairy-Stockfish's path (orthogonal steps along the long axis while it is
// longer, then diagonal steps: nN = W then outward F, nZ = W F F, nC =
// W W F), every square on the way must be empty; n on W/F sliders changes
// nothing, on other riders it is rejected. j on a W/F slider (jR, jB, jQ)
// skips the first square whatever it holds; on a leaper with exactly one
// square in between (jD, jA, jN) that square must be occupied; else an error.
// p on a rider = cannon (slide to a screen, slide on beyond it), g on a rider
// = grasshopper (land right behind the screen). With a range the whole move
// counts, as in XBoard and Fairy-Stockfish: pR4 may go at most 4 squares
// including the screen, so it is lowered to one move per screen distance.
// p and g on leapers make no move in either engine and are errors.
//
// # Multi-leg moves
//
// "a" separates legs that all use the group's atom (afsW = Mao). Directions
// of a continuation leg are relative to the previous step in the 8-fold
// system; a 45° turn turns orthogonal into diagonal steps and back (W<->F,
// D<->A, H<->G, R<->B); oblique atoms may only turn by multiples of 90°.
// Without directions a continuation leg goes f, l or r for 4-fold atoms and
// everywhere but back for K and Q (XBoard). A non-final leg ends on an empty
// square (m, the default, or y), on an occupied one (p, g) or on either (mp);
// g and y make the next legs toggle leaper and rider the way XBoard's Betza
// page defines it: W F K become R B Q whatever their range, B R Q become
// W F K, other atoms go from range 1 to unbounded and from any other range
// to 1 (so gafsR lands right behind the hurdle, gafsW0 slides on). c on a
// non-final leg is a locust capture: the leg ends on an enemy (mc: on an
// enemy or an empty square), which the move takes (ir.Leg.Kill; at most
// ir.MaxKills per move). e and i (iso) on a non-final leg are not
// supported. A path may come back to its start square (mabK); whether that
// square counts as empty on the way is the interpreter's business.
//
// Bracket notation [L1-L2?L3] gives every leg its own atom and modifiers;
// "-" must continue, "?" may also stop there (Griffon = [F?R]). A
// continuation leg without directions goes "outward": straight on if its
// atom can, else the steps within 45° of the previous one (e.g. [F?R] turns
// 45° both ways, [N?B] goes on along the nearest diagonal). Explicit
// directions are the 8-fold relative ones and are supported between
// orthogonal, diagonal and K atoms only. A leg followed by "?" may carry
// directions, m, n, j and i (stopping there it moves and captures unless it
// says m); one followed by "-" may also carry p (a hurdle); g and y are not
// needed in brackets. The last leg takes m, c and e as a simple group does,
// so the legs of a bracket can capture at different lengths: Bat Chess's
// Griffin, cF[F-cW][F-W-R], captures after one or two steps and moves (or
// captures) after three or more.
//
// # Circular riders
//
// q on a leaper atom makes a circular rider: successive leaps of the atom,
// each turned one place further the same way (clockwise or anticlockwise)
// round the atom's directions in the fixed clockwise order above, so qN
// (the Rose) goes (1,2) (2,1) (2,-1) ... and qK turns 45° at every step
// (W, F, W, ...). Every square it lands on before the last must be empty.
// Without a range it makes 1 to n-1 leaps for an atom of n directions, so
// it never comes home; a range of 1 to n sets the most leaps, and n lets
// it go round and end on its own square (qK8, Bat Chess's Rhinoceros),
// which the interpreter counts as empty while the piece moves. Directions
// select the first leap. Each start leap, sense and length is one move of
// one-leap legs (a fixed path); the one-leap moves of both senses are the
// same and emitted once. q takes directions, m, c and i only, and neither
// riders (R, B, Q, doubled atoms) nor brackets or a-notation.
//
// # Crooked riders and tame moves
//
// z on an atom makes a crooked rider: single steps of the atom, turning a
// quarter turn left and right by turns (either sense first), so every
// other step goes the first step's way (zB zigzags, zR climbs a
// staircase). Every square before the last must be empty. A range bounds
// the steps, else maxCrooked (25). Each start step, sense and length is
// one fixed path. z takes directions, m, c, t and i only, and neither
// a-notation nor brackets.
//
// t on the last leg (XBoard's tame) marks the move ir.Move.Tame: it takes
// no royal piece, and a hurdle it hops (p, g) must be a friend. On any
// other leg it is an error.
//
// # Move clauses
//
// CompileClause compiles the fragments of vdl's move clauses, which Betza
// has no letters for (nearest, farthest, flying, hole-leap); see Clause.
//
// # En passant
//
// A move gets SetsEnPassant when the string has an e modality somewhere, the
// move is initial (i), move-only (m), has more than one leg and passes only
// over empty squares; the squares it passes over are then the ends of its
// non-final legs. To make that true a limited slider run in such a move is
// unrolled into one move per length with one-step legs (ifmW2 = one step, or
// two steps through an empty square); an unbounded one is an error. So the
// chess pawn fmWfceFifmnD and the Berolina pawn mfFcfeWimfnA create
// en-passant rights, a plain ifmnD without e anywhere does not.
//
// # Output
//
// Every leg has Min >= 1 and Max >= Min or Max = 0 (unbounded); Pass and the
// End of non-final legs are always written out (ir.Empty, ir.Occupied,
// ir.Any); the End of the last leg is left blank. Moves come in the order
// of the groups in the string, within a group in a fixed clockwise order of
// first steps starting at straight forward (for oblique atoms at the
// forward-right narrow leap), then continuation directions clockwise from
// straight on, then shorter before longer; identical moves are emitted once.
package betza
