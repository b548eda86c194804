//go:build !unix

package match

import "os/exec"

// ownProcessGroup: process groups are a Unix notion; elsewhere only the
// engine itself is killed.
func ownProcessGroup(cmd *exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
