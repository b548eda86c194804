package main

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" { // a child of TestHostileMemory
		main()
		os.Exit(0)
	}
	os.Exit(testscript.RunMain(m, map[string]func() int{
		"vdl": func() int {
			main()
			return 0
		},
	}))
}

// TestScripts runs the CLI scripts in testdata/script: each is a txtar
// archive of commands with their expected output and the files they use.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script"})
}
