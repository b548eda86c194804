package lang

import (
	"io"
	"os"

	"github.com/vdl-chess/vdl/lang/diag"
)

// MaxSourceBytes is the largest source file vdl reads: 1 MiB, some twenty
// times the largest definition file it ships. A file is something people
// download and lint, so a larger one (or an endless one, /dev/zero) is
// refused before it can fill the memory.
const MaxSourceBytes = 1 << 20

// ReadFile reads a source file of at most MaxSourceBytes. On failure the
// source is nil and the list holds one diagnostic, at the file name.
func ReadFile(filename string) ([]byte, diag.List) {
	f, err := os.Open(filename)
	if err != nil {
		var l diag.List
		l.Errorf(diag.Pos{File: filename}, diag.ReadError, "%v", err)
		return nil, l
	}
	defer f.Close()
	return ReadSource(filename, f)
}

// ReadSource reads a source of at most MaxSourceBytes from r, named
// filename in diagnostics (standard input, say). It reads no more than
// one byte past the limit, however long r is.
func ReadSource(filename string, r io.Reader) ([]byte, diag.List) {
	var l diag.List
	src, err := io.ReadAll(io.LimitReader(r, MaxSourceBytes+1))
	switch {
	case err != nil:
		l.Errorf(diag.Pos{File: filename}, diag.ReadError, "%v", err)
	case len(src) > MaxSourceBytes:
		l.Errorf(diag.Pos{File: filename}, diag.SourceTooLarge,
			"source is larger than %d bytes (1 MiB), the most vdl reads: is it a variant file?", MaxSourceBytes)
	default:
		return src, nil
	}
	return nil, l
}
