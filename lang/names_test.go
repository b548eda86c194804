package lang

import (
	"testing"
)

// BundledNames lists what Bundled compiles, with the same titles, without
// compiling anything.
func TestBundledNames(t *testing.T) {
	vs, diags := Bundled()
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	names := BundledNames()
	if len(names) != len(vs) {
		t.Fatalf("BundledNames lists %d variants, Bundled compiles %d", len(names), len(vs))
	}
	for i, v := range vs {
		if names[i] != (Named{v.Name, v.Title}) {
			t.Errorf("BundledNames()[%d] = %+v, Bundled has %s %q", i, names[i], v.Name, v.Title)
		}
	}
}
