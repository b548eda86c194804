package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/vdl-chess/vdl/lang"
)

// replaceFile replaces the contents of the regular file name with data
// so that, whatever fails (a full disk, a crash, a kill), the file holds
// either its old text or the new one, whole: the data goes to a
// temporary file in the same folder (so that the rename stays on one
// file system), is synced, takes the old file's permission bits and is
// renamed over it; the folder is then synced too. A symbolic link is
// followed: its target is replaced, the link kept. On failure the
// temporary file is removed and the old file is untouched.
func replaceFile(name string, data []byte) (err error) {
	target, err := filepath.EvalSymlinks(name)
	if err != nil {
		return err
	}
	st, err := os.Stat(target)
	if err != nil {
		return err
	}
	if err := lang.RegularFile(name, st); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".vdl-fmt-*")
	if err != nil {
		return fmt.Errorf("cannot write beside %s: %v", name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(st.Mode().Perm()); err != nil {
		return err
	}
	chown(tmp, st)
	if err = syncFile(tmp); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil { // the rename itself, on the disk
		d.Sync()
		d.Close()
	}
	return nil
}

// syncFile flushes a file to the disk; a variable so that a test can
// make it fail as a full disk would.
var syncFile = (*os.File).Sync
