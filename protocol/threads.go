package protocol

import (
	"strconv"

	"github.com/vdl-chess/vdl/interp/search"
)

// setThreads gives a searcher that searches on several threads (as
// search.Engine does) the threads the options ask for; other searchers
// ignore it.
func setThreads(s Searcher, n int) {
	if t, ok := s.(interface{ SetThreads(int) }); ok {
		t.SetThreads(n)
	}
}

// resources reads XBoard's "cores N" (the threads a search may use) and
// "memory N" (megabytes for the engine's tables: the transposition
// table, its only large one). A bad number is an error and changes
// nothing; a table cannot be resized while the engine thinks.
func (x *xboard) resources(cmd string, args []string) {
	hi := search.MaxThreads
	if cmd == "memory" {
		hi = maxHashMB
	}
	n := 0
	err := error(nil)
	if len(args) != 1 {
		x.out.printf("Error (expected %s N): %s", cmd, joinArgs(cmd, args))
		return
	}
	if n, err = strconv.Atoi(args[0]); err != nil || n < 1 {
		x.out.printf("Error (%s takes a whole number from 1): %s", cmd, joinArgs(cmd, args))
		return
	}
	n = min(n, hi) // more than vdl takes: as much as it takes
	if cmd == "cores" {
		x.cores = n
		setThreads(x.searcher, n)
		return
	}
	if x.think.busy() {
		x.out.printf("Error (cannot resize the tables while thinking): %s", joinArgs(cmd, args))
		return
	}
	x.hashMB = n
	x.searcher.SetHash(n)
}

func joinArgs(cmd string, args []string) string {
	s := cmd
	for _, a := range args {
		s += " " + a
	}
	return s
}
