package main

import "time"

// stopwatch times one bench case by the wall clock and by the process's
// CPU time. On a shared machine the wall clock counts the other
// processes' turns too; CPU time counts only this one's work, so it is
// the figure two runs can be compared by.
type stopwatch struct {
	wall time.Time
	cpu  time.Duration
}

func startStopwatch() stopwatch { return stopwatch{time.Now(), processCPU()} }

// elapsed returns the wall-clock and CPU time since the start; cpu is 0
// where the platform cannot tell.
func (s stopwatch) elapsed() (wall, cpu time.Duration) {
	wall = time.Since(s.wall)
	if s.cpu > 0 || processCPU() > 0 {
		cpu = processCPU() - s.cpu
	}
	return wall, cpu
}
