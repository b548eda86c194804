package lang

import (
	"io"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/diag"
)

// endless is an input that never ends, as /dev/zero; it counts what is read.
type endless struct{ read int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	e.read += len(p)
	return len(p), nil
}

// TestSourceTooLarge checks that an endless input is refused after at most
// MaxSourceBytes+1 bytes, and that a file of exactly the limit is read.
func TestSourceTooLarge(t *testing.T) {
	in := &endless{}
	src, diags := ReadSource("zero", in)
	if src != nil || len(diags) != 1 || diags[0].Code != diag.SourceTooLarge {
		t.Fatalf("got %d bytes, %v: want one %s", len(src), diags, diag.SourceTooLarge)
	}
	if in.read > MaxSourceBytes+64<<10 {
		t.Errorf("read %d bytes of an endless input, want about %d", in.read, MaxSourceBytes)
	}
	if want := "zero: error[V042]: source is larger than 1048576 bytes (1 MiB)"; !strings.HasPrefix(diags[0].Error(), want) {
		t.Errorf("got %s, want %s...", diags[0].Error(), want)
	}
	src, diags = ReadSource("max", io.LimitReader(&endless{}, MaxSourceBytes))
	if len(src) != MaxSourceBytes || diags != nil {
		t.Errorf("a source of exactly %d bytes: got %d bytes, %v", MaxSourceBytes, len(src), diags)
	}
}
