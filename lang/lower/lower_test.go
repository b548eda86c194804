package lower_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/vdl-chess/vdl/lang"
	"gopkg.in/yaml.v3"
)

var update = flag.Bool("update", false, "update golden files")

// TestGolden compares the IR of bundled variants, as YAML, with
// testdata/NAME.yaml; go test -update rewrites them. Review a diff of
// these files as a change of behaviour.
func TestGolden(t *testing.T) {
	vs, diags := lang.Bundled()
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"chess", "capablanca", "overboard", "snark-hunt"} {
		t.Run(name, func(t *testing.T) {
			var found bool
			for _, v := range vs {
				if v.Name != name {
					continue
				}
				found = true
				got, err := yaml.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				golden := filepath.Join("testdata", name+".yaml")
				if *update {
					if err := os.WriteFile(golden, got, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != string(want) {
					t.Errorf("IR of %s differs from %s; run go test -update and review the diff", name, golden)
				}
			}
			if !found {
				t.Fatalf("no bundled variant %s", name)
			}
		})
	}
}
