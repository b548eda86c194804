//go:build unix

package match

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup starts the command in a process group of its own, so
// that killGroup ends it with every process it started.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the command's process group (the command and what it
// started and did not move elsewhere).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
