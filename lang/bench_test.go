package lang

import "testing"

// BenchmarkFind is what every CLI command pays to load one bundled
// variant: compiling it (and what it extends) from the embedded files.
func BenchmarkFind(b *testing.B) {
	for _, name := range []string{"chess", "capablanca"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				if _, err := Find(name); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
