package lang

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/vdl-chess/vdl/lang/diag"
)

// MaxSourceBytes is the largest source file vdl reads: 1 MiB, some twenty
// times the largest definition file it ships. A file is something people
// download and lint, so a larger one (or an endless one, /dev/zero) is
// refused before it can fill the memory.
const MaxSourceBytes = 1 << 20

// ReadFile reads a source file of at most MaxSourceBytes. vdl reads only
// regular files: a directory, a FIFO, a terminal (/dev/tty), standard
// input by a path (/dev/stdin) or any other device is refused without
// being read, so that a file name can never make vdl wait for input or
// swallow what was meant for someone else (the language server's or an
// engine's own protocol stream). The file is opened without blocking, so
// that even opening a FIFO returns at once. On failure the source is nil
// and the list holds one diagnostic, at the file name.
func ReadFile(filename string) ([]byte, diag.List) {
	var l diag.List
	f, err := OpenRegular(filename)
	if err != nil {
		l.Errorf(diag.Pos{File: filename}, diag.ReadError, "%v", err)
		return nil, l
	}
	defer f.Close()
	return ReadSource(filename, f)
}

// OpenRegular opens a file for reading as ReadFile does: without
// blocking, and only if it is a regular file. Front ends that read other
// files a user names (opening books, match summaries) use it, so that no
// file name can make them wait for input.
func OpenRegular(filename string) (*os.File, error) {
	f, err := openNonBlocking(filename)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil {
		err = RegularFile(filename, st)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// RegularFile returns nil if st is a regular file's, and otherwise an
// error that says what the file is: vdl reads and writes only regular
// files (ReadFile).
func RegularFile(filename string, st fs.FileInfo) error {
	if st.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%s is %s, not a regular file: vdl reads only regular files (the file name - reads standard input)", filename, fileKind(st.Mode()))
}

// fileKind names what a file that is not regular is.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO (named pipe)"
	case m&fs.ModeCharDevice != 0:
		return "a character device (such as a terminal)"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "a special file"
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

// openNonBlocking opens a file for reading without waiting: a FIFO with
// no writer opens at once (and is then refused), where a plain open
// would wait for a writer forever.
func openNonBlocking(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|openFlags, 0)
}
