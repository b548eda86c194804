package protocol

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestVariantPathReadsOnlyFiles: a VariantPath that names standard
// input, a terminal, a FIFO or a directory of FIFOs, or a file whose
// imports leave its folder, is an error the GUI is told of, never a read
// of the GUI's own commands or a wait, and the session goes on.
func TestVariantPathReadsOnlyFiles(t *testing.T) {
	dir := t.TempDir()
	fifoDir := filepath.Join(dir, "fifos")
	fifo := filepath.Join(fifoDir, "fifo.vdl")
	write(t, filepath.Join(dir, "secret.vdl"), "piece Secret s \"W\"\n")
	if err := syscall.Mkdir(fifoDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	escape := filepath.Join(fifoDir, "escape.vdl")
	write(t, escape, "import \"../secret.vdl\"\nvariant esc extends chess { }\n")
	c := NewCatalogue()
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	s := startSession(t, "uci", Config{Catalogue: c})
	for _, test := range []struct{ path, want string }{
		{"/dev/stdin", "not a regular file"},
		{"/dev/tty", "/dev/tty"}, // a character device, or no such device here
		{fifo, "a FIFO (named pipe), not a regular file"},
		{escape, "outside the import root"},
	} {
		s.send("setoption name VariantPath value %s", test.path)
		s.send("isready")
		lines := s.until("readyok")
		text := strings.Join(lines, "\n")
		if !strings.Contains(text, "info string ") || !strings.Contains(text, test.want) {
			t.Errorf("VariantPath %s: %q, want an info string saying %q", test.path, text, test.want)
		}
	}
	// A directory: its FIFO is refused, its other file loads, nothing waits.
	s.send("setoption name VariantPath value %s", fifoDir)
	s.send("isready")
	if text := strings.Join(s.until("readyok"), "\n"); !strings.Contains(text, "FIFO") {
		t.Errorf("VariantPath of a directory with a FIFO: %q", text)
	}
	// The engine's --import-root lets the import in.
	c.Options.ImportRoot = dir
	if added, diags := c.Load(escape); len(added) != 1 || diags.Err() != nil {
		t.Errorf("with the import root above: %v %v", added, diags)
	}
}
