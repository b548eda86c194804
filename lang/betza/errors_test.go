package betza

import (
	"errors"
	"strings"
	"testing"
)

func TestErrors(t *testing.T) {
	cases := []struct {
		betza  string
		offset int
		msg    string
	}{
		// Atoms.
		{"L", 0, "'L' is ambiguous (Camel (1,3) in Fairy-Stockfish, (2,3) in XBoard): write C"},
		{"J", 0, "'J' is ambiguous (Zebra (2,3) in Fairy-Stockfish, (1,3) in XBoard): write Z"},
		{"WL", 1, "'L' is ambiguous"},
		{"E", 0, "unknown atom 'E': expected one of W F D N A H C Z G K Q R B or (x,y)"},
		{"fmP", 2, "unknown atom 'P'"},
		{"KisO2", 3, "atom 'O' (castling) is not supported"},
		{"U", 0, "atom 'U' (universal leaper) is not supported yet"},
		{"I", 0, "imitator"},
		{"FX", 1, "extended atom suffix 'X'"},
		{"NY", 1, "extended atom suffix 'Y'"},
		{"W123", 1, "range 123 is too large: expected at most 99"},
		{"(1,2", 4, "expected ')' in the leap (x,y)"},
		{"(1;2)", 2, "expected ','"},
		{"(,2)", 1, "expected a number in the leap"},
		{"(1,)", 3, "expected a number in the leap"},
		{"(0,0)", 0, "leap (0,0) does not move"},
		{"(100,1)", 1, "leap coordinate 100 is too large"},
		// Letters and syntax.
		{"zaB", 0, "'z' (crooked rider) in a multi-leg move is not supported"},
		{"[zF-R]", 1, "'z' (crooked rider) inside brackets is not supported"},
		{"pzR", 0, "'p' cannot be combined with 'z'"},
		{"zzB", 1, "'zz' is not supported"},
		{"tafW", 0, "'t' (tame) on a non-final leg"},
		{"tmpafW", 0, "'t' (tame) on a non-final leg"},
		{"oR", 0, "modifier 'o' (cylinder board) is not supported yet"},
		{"dK", 0, "modifier 'd' (capture of an own piece) is not supported yet"},
		{"uQ", 0, "modifier 'u' (unload) is not supported yet"},
		{"mNxaN", 2, "modifier 'x' (relay) is not supported yet"},
		{"ckK", 1, "modifier 'k' (royal capture) is not supported yet"},
		{"wN", 0, "unknown modifier 'w': expected one of f b l r v s h m c e i n j p g y q z t a"},
		{"fmW f", 3, "unexpected ' '"},
		{"f", 0, "expected an atom after the modifiers \"f\""},
		{"Wfm", 1, "expected an atom after the modifiers \"fm\""},
		{"fm2", 2, "expected an atom after the modifiers \"fm\", found '2'"},
		{"2", 0, "unexpected digit '2': a range must follow an atom"},
		{"]", 0, "unexpected ']'"},
		{"W\xff", 1, "unexpected byte 0xff"},
		{"iifmnD", 1, "'ii' is not supported"},
		{"jjR", 1, "'jj' is not supported"},
		// Directions.
		{"hN", 0, "'h' must follow f, b, l or r"},
		{"hfN", 0, "'h' must follow"},
		{"shN", 1, "'h' must follow"},
		{"hrW", 0, "chiral 'hr' needs an oblique atom"},
		{"hlK", 0, "chiral 'hl' needs an oblique atom"},
		{"vhrF", 1, "chiral 'hr' needs an oblique atom"},
		// Modifiers that need another kind of atom.
		{"pN", 0, "'p' (hop) needs a rider: on the leap (1,2) it makes no move"},
		{"gK", 0, "'g' (grasshopper) needs a rider"},
		{"mRcpW", 3, "'p' (hop) needs a rider"},
		{"jW", 0, "'j' (must jump) on the leap (0,1) is not supported"},
		{"jC", 0, "'j' (must jump) on the leap (1,3) is not supported"},
		{"jNN", 0, "'j' on the rider (1,2) is not supported yet"},
		{"nNN", 0, "'n' (lame) on the rider (1,2) is not supported yet"},
		{"nDD", 0, "'n' (lame) on the rider (0,2)"},
		{"pgR", 1, "'p' and 'g' cannot be combined on one leg"},
		{"njD", 1, "'n' and 'j' cannot be combined on one leg"},
		{"npR", 1, "'n' and 'p' cannot be combined"},
		{"yW", 0, "'y' on the last leg does nothing"},
		// Multi-leg.
		{"fcgafmF", 2, "'c' and 'g' cannot be combined on one leg"},
		{"ftcpafmF", 1, "'t' (tame hurdle) with 'c' and 'p'"},
		{"feafW", 1, "'e' on a non-final leg is not supported"},
		{"aiW", 1, "'i' on a continuation leg (iso) is not supported yet"},
		{"afsN", 1, "a 45° turn of the oblique atom N is not supported yet"},
		{"aN", 0, "a continuation leg of the oblique atom N needs directions"},
		{"maaaaaaaK", 0, "too many moves"},
		// En passant needs to know the squares passed.
		{"ifmRfceF", 0, "cannot give en-passant rights"},
		{"fceFifmR", 4, "cannot give en-passant rights"},
		{"ifmafmafmR99fceF", 0, "too many moves: unrolling this initial move for en passant"},
		// Brackets.
		{"[F?R", 0, "'[' is not closed"},
		{"[F?R)", 4, "expected '-' (must go on), '?' (may stop) or ']'"},
		{"[]", 1, "expected the atom of a bracket leg, found ']'"},
		{"[F-]", 3, "expected the atom of a bracket leg"},
		{"[FaR]", 2, "'a' inside brackets"},
		{"[faF-R]", 2, "'a' inside brackets"},
		{"m[F?R]", 0, "modifiers before '[' are not supported"},
		{"[F-fR]", 3, "select no step of R after the step (1,1)"},
		{"[N-fB]", 3, "directions on a bracket leg next to an oblique leap are not supported yet"},
		{"[W-fN]", 3, "directions on a bracket leg next to an oblique leap"},
		{"[cF?R]", 1, "'c' on a leg followed by '?' is not supported yet"},
		{"[pF?R]", 1, "'p' on a leg followed by '?' is not supported yet"},
		{"[gF-R]", 1, "'g' is not needed in brackets"},
		{"[F-yR]", 3, "'y' on the last leg"},
		{"[F-iR]", 3, "'i' belongs on the first leg"},
		{"[F-R]2", 5, "unexpected digit '2'"},
		{"[F-qR]", 3, "'q' (circular rider) inside brackets is not supported"},
		// Circular riders.
		{"qR", 1, "'q' needs a leaper atom, whose leaps it turns"},
		{"qNN", 1, "'q' needs a leaper atom"},
		{"qK9", 2, "range 9 of the circular rider qK: want 1 to 8 (8 comes back to the start square)"},
		{"qW5", 2, "range 5 of the circular rider qW: want 1 to 4"},
		{"qN0", 2, "range 0 of the circular rider qN: want 1 to 8"},
		{"qqN", 1, "'qq' is not supported"},
		{"jqK", 0, "'j' cannot be combined with 'q'"},
		{"qnN", 1, "'n' cannot be combined with 'q'"},
		{"eqF", 0, "'e' cannot be combined with 'q'"},
		{"qmafN", 0, "'q' (circular rider) in a multi-leg move is not supported"},
		{"mafqN", 3, "'q' (circular rider) in a multi-leg move"},
	}
	for _, c := range cases {
		_, err := Compile(c.betza)
		var be *Error
		if !errors.As(err, &be) {
			t.Errorf("Compile(%q) = %v, want an *Error", c.betza, err)
			continue
		}
		if be.Offset != c.offset || !strings.Contains(be.Msg, c.msg) {
			t.Errorf("Compile(%q) = offset %d %q\n want offset %d containing %q", c.betza, be.Offset, be.Msg, c.offset, c.msg)
		}
	}
}

func TestErrorString(t *testing.T) {
	_, err := Compile("fmQ L")
	if err == nil || err.Error() != "betza: offset 3: unexpected ' ': expected a modifier (f b l r v s h m c e i n j p g y q z t a), an atom (W F D N A H C Z G K Q R B or (x,y)) or '['" {
		t.Errorf("got %v", err)
	}
}
