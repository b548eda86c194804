package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vdl-chess/vdl/lang"
)

// uglyMini and prettyMini are a file before and after vdl fmt.
const (
	uglyMini   = "variant   mini extends orthodox \"Mini\" {board 5x5 ; setup \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\"\ncastling none}\n"
	prettyMini = "variant mini extends orthodox \"Mini\" {\n\tboard 5x5\n\tsetup \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\"\n\tcastling none\n}\n"
)

// runVDL runs vdl with args in a child process (the test binary as vdl,
// see TestMain), through sh -c prefix if prefix is not empty, and
// returns its output and exit status. A run that takes a minute is a
// hang: the test fails.
func runVDL(t *testing.T, prefix string, args ...string) (string, int) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	var cmd *exec.Cmd
	if prefix != "" {
		cmd = exec.Command("sh", append([]string{"-c", prefix + `; exec "$0" "$@"`, exe}, args...)...)
	} else {
		cmd = exec.Command(exe, args...)
	}
	cmd.Env = append(os.Environ(), childEnv+"=1")
	done := make(chan struct{})
	var out []byte
	go func() { out, _ = cmd.CombinedOutput(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		<-done
		t.Fatalf("vdl %s: still running after a minute", strings.Join(args, " "))
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// TestFmtWrite checks that vdl fmt -w never loses a file: it writes a
// temporary file and renames it, so a write that fails (here: past the
// file-size limit, as on a full disk) leaves the old text whole; it keeps
// the permission bits and symbolic links; it refuses a result vdl would
// not read, and a FIFO, without waiting.
func TestFmtWrite(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, perm os.FileMode) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), perm); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, perm); err != nil {
			t.Fatal(err)
		}
		return p
	}
	expect := func(p, want string) {
		t.Helper()
		got, err := os.ReadFile(p)
		if err != nil || string(got) != want {
			t.Errorf("%s holds %.80q (%v), want %.80q", filepath.Base(p), got, err, want)
		}
	}

	// Mode bits and symbolic links are kept.
	p := write("private.vdl", uglyMini, 0o600)
	link := filepath.Join(dir, "link.vdl")
	if err := os.Symlink(p, link); err != nil {
		t.Fatal(err)
	}
	if out, code := runVDL(t, "", "fmt", "-w", link); code != 0 {
		t.Fatalf("fmt -w: exit %d: %s", code, out)
	}
	expect(p, prettyMini)
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symbolic link was replaced: %v %v", st.Mode(), err)
	}
	if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode after fmt -w: %v (%v), want 0600", st.Mode(), err)
	}

	// A write that fails midway (the file-size limit, as a full disk):
	// the old text is whole and no temporary file is left.
	big := strings.Repeat("variant v{board 8x8}\n", 100) // 2,100 bytes; 3,200 formatted
	p = write("big.vdl", big, 0o644)
	out, code := runVDL(t, "ulimit -f 4", "fmt", "-w", p) // 4 blocks of 512 bytes (sh's unit)
	if code != 1 || !strings.Contains(out, "left as it was") {
		t.Errorf("fmt -w past the file-size limit: exit %d: %s", code, out)
	}
	expect(p, big)
	if m, _ := filepath.Glob(filepath.Join(dir, ".big.vdl*")); len(m) > 0 {
		t.Errorf("temporary files left: %v", m)
	}

	// A result larger than vdl reads is refused.
	comment := "# " + strings.Repeat("x", lang.MaxSourceBytes-500) + "\n"
	huge := comment + strings.Repeat("a{b}\n", 90) // 450 bytes; 720 formatted
	p = write("huge.vdl", huge, 0o644)
	out, code = runVDL(t, "", "fmt", "-w", p)
	if code != 1 || !strings.Contains(out, "error[V042]") || !strings.Contains(out, "left as it is") {
		t.Errorf("fmt -w of a result past 1 MiB: exit %d: %.300s", code, out)
	}
	expect(p, huge)

	// A FIFO is refused at once, and stays a FIFO.
	fifo := filepath.Join(dir, "fifo.vdl")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	out, code = runVDL(t, "", "fmt", "-w", fifo)
	if code != 1 || !strings.Contains(out, "FIFO") {
		t.Errorf("fmt -w of a FIFO: exit %d: %s", code, out)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", st.Mode(), err)
	}
}

// TestReplaceFileSyncFails: when the data cannot be synced to the disk,
// the old file is untouched and the temporary file removed.
func TestReplaceFileSyncFails(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.vdl")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := syncFile
	defer func() { syncFile = old }()
	syncFile = func(*os.File) error { return errors.New("no space left on device") }
	if err := replaceFile(p, []byte("new")); err == nil {
		t.Fatal("replaceFile succeeded though the sync failed")
	}
	if got, _ := os.ReadFile(p); string(got) != "old" {
		t.Errorf("the file holds %q, want the old text", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
}
