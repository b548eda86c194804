//go:build !unix

package main

import "time"

// processCPU cannot be read here: bench reports wall-clock rates only.
func processCPU() time.Duration { return 0 }
