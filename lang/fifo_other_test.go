//go:build !unix

package lang

import "errors"

func mkfifo(string) error { return errors.New("no FIFOs on this system") }
