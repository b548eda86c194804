//go:build unix

package main

import (
	"os"
	"syscall"
)

// chown gives the new file the old one's owner and group where the user
// may (root, or the same owner and one of the user's groups); it is a
// best effort: a file that cannot keep them is still written.
func chown(f *os.File, st os.FileInfo) {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		_ = f.Chown(int(sys.Uid), int(sys.Gid))
	}
}
