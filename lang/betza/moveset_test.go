package betza

import (
	"reflect"
	"testing"

	"github.com/vdl-chess/vdl/interp/ir"
)

// TestCompareMovesEveryField changes each field of a move (and of its
// leg, final modality and region) in turn and checks that compareMoves
// tells the two apart, in a consistent order, and that a moveIndex keeps
// both: a field added to ir.Move or ir.Leg and forgotten in compareMoves
// fails here rather than merging different moves.
func TestCompareMovesEveryField(t *testing.T) {
	base := func() ir.Move {
		b, r := 1, ir.MoveRegion{Region: 1, Mode: "from"}
		relay := ir.Relay{By: []int{1}, Vectors: []ir.Vector{{1, 2}}}
		return ir.Move{Legs: []ir.Leg{{DX: 1, DY: 2, Min: 1, Max: 1, Pass: ir.Empty}}, Becomes: &b, Region: &r, Relay: &relay}
	}
	// bump changes the value v to a greater one; ok false: a kind it does not know.
	bump := func(v reflect.Value) bool {
		switch v.Kind() {
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.String:
			v.SetString(v.String() + "z")
		case reflect.Bool:
			if v.Bool() {
				return false
			}
			v.SetBool(true)
		case reflect.Slice:
			switch {
			case v.Type().Elem().Kind() == reflect.Int:
				v.Set(reflect.Append(v, reflect.ValueOf(1)))
			case v.Type().Elem() == reflect.TypeOf(ir.Vector{}):
				v.Set(reflect.Append(v, reflect.ValueOf(ir.Vector{3, 4})))
			default:
				return false
			}
		default:
			return false
		}
		return true
	}
	type variant struct {
		name string
		m    ir.Move
	}
	var vs []variant
	var walk func(prefix string, get func(*ir.Move) reflect.Value)
	walk = func(prefix string, get func(*ir.Move) reflect.Value) {
		m := base()
		typ := get(&m).Type()
		for i := range typ.NumField() {
			f := typ.Field(i)
			name := prefix + f.Name
			switch {
			case f.Type == reflect.TypeOf([]ir.Leg(nil)):
				walk(name+"[0].", func(m *ir.Move) reflect.Value { return get(m).Field(i).Index(0) })
				m := base()
				m.Legs = append(m.Legs, m.Legs[0])
				vs = append(vs, variant{name + " (one more)", m})
				continue
			case f.Type.Kind() == reflect.Struct:
				walk(name+".", func(m *ir.Move) reflect.Value { return get(m).Field(i) })
				continue
			case f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct:
				walk(name+".", func(m *ir.Move) reflect.Value { return get(m).Field(i).Elem() })
				m := base()
				get(&m).Field(i).SetZero()
				vs = append(vs, variant{name + " (nil)", m})
				continue
			case f.Type.Kind() == reflect.Pointer:
				m := base()
				get(&m).Field(i).SetZero()
				vs = append(vs, variant{name + " (nil)", m})
				m = base()
				if !bump(get(&m).Field(i).Elem()) {
					t.Fatalf("%s: a field of type %s: teach compareMoves and this test about it", name, f.Type)
				}
				vs = append(vs, variant{name, m})
				continue
			}
			m := base()
			if !bump(get(&m).Field(i)) {
				t.Fatalf("%s: a field of type %s: teach compareMoves and this test about it", name, f.Type)
			}
			vs = append(vs, variant{name, m})
		}
	}
	walk("", func(m *ir.Move) reflect.Value { return reflect.ValueOf(m).Elem() })
	if len(vs) < 20 {
		t.Fatalf("only %d changed moves: the walk over the fields is broken", len(vs))
	}
	for _, v := range vs {
		b := base()
		if c := compareMoves(&b, &b); c != 0 {
			t.Fatalf("a move compares %d with itself", c)
		}
		if c1, c2 := compareMoves(&b, &v.m), compareMoves(&v.m, &b); c1 == 0 || c1 != -c2 {
			t.Errorf("%s changed: compareMoves gives %d and %d the other way round", v.name, c1, c2)
		}
		var moves []ir.Move
		ix := moveIndex{}
		ix.add(&moves, b)
		if ix.contains(moves, &v.m) || !ix.add(&moves, v.m) || ix.add(&moves, base()) || len(moves) != 2 {
			t.Errorf("%s changed: the moveIndex merges the two moves or keeps a repeat", v.name)
		}
	}
}

// TestMoveIndexCollision makes two different moves hash alike, as if by
// chance, and checks that the index still keeps both, once each.
func TestMoveIndexCollision(t *testing.T) {
	a := ir.Move{Legs: []ir.Leg{{DX: 1, DY: 0, Min: 1, Max: 1, Pass: ir.Empty}}, Final: ir.Modality{Move: true}}
	b := ir.Move{Legs: []ir.Leg{{DX: 0, DY: 1, Min: 1, Max: 1, Pass: ir.Empty}}, Final: ir.Modality{Move: true}}
	var moves []ir.Move
	ix := moveIndex{}
	ix.add(&moves, a)
	ix[hashMove(&b)] = 0 // b's hash now leads to a
	if ix.contains(moves, &b) {
		t.Fatal("b found before it was added")
	}
	if !ix.add(&moves, b) {
		t.Fatal("b not added")
	}
	if !ix.contains(moves, &b) || ix.add(&moves, b) || ix.add(&moves, a) {
		t.Errorf("a repeat was added: %v", moves)
	}
	if len(moves) != 2 {
		t.Errorf("%d moves, want 2", len(moves))
	}
}
