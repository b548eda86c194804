package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
)

// output writes whole lines to the GUI, one at a time: the search's
// goroutine and the command loop both write.
type output struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func newOutput(w io.Writer) *output { return &output{w: bufio.NewWriter(w)} }

// printf writes one line (a newline is added) and flushes it.
func (o *output) printf(format string, args ...any) {
	o.mu.Lock()
	defer o.mu.Unlock()
	fmt.Fprintf(o.w, format, args...)
	o.w.WriteByte('\n')
	o.w.Flush()
}

// text writes a block of lines as it is, flushed at once.
func (o *output) text(s string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.w.WriteString(s)
	if !strings.HasSuffix(s, "\n") {
		o.w.WriteByte('\n')
	}
	o.w.Flush()
}
