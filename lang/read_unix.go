//go:build unix

package lang

import "syscall"

// openFlags: do not wait for a FIFO's writer, and never make a terminal
// the process's controlling terminal.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY
