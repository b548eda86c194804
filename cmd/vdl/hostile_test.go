package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// maxRSS is the memory no command may use on any input (issue 16): a
// definition file is something people download and lint, and it must not
// be able to take the machine down.
const maxRSS = 500 << 20

// maxRSSStatements is the memory lint may use on a megabyte of one-word
// statements, at the top level or inside a block: the spec's figure is
// about 120 MB (a block once took 620 MB, its statements parsed in one
// piece).
const maxRSSStatements = 200 << 20

// childEnv makes the test binary run vdl's main instead of the tests, so
// that each command runs in a process of its own whose peak memory the
// kernel measures (see TestMain).
const childEnv = "VDL_TEST_RUN_MAIN"

// hostileInputs writes the hostile inputs of the tests into dir: each
// limit's worst case, and inputs that once took gigabytes or minutes.
func hostileInputs(t *testing.T, dir string) map[string]string {
	t.Helper()
	chain := new(strings.Builder)
	chain.WriteString("variant v0 extends orthodox { board 8x8; setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" }\n")
	for i := 1; i < 3000; i++ {
		fmt.Fprintf(chain, "variant v%d extends v%d { }\n", i, i-1)
	}
	broken := new(strings.Builder)
	for i := 0; broken.Len() < 1<<20-300; i++ {
		fmt.Fprintf(broken, "variant b%d extends orthodx { boad 8x8; pieces Kng; setup \"8/8/8/8/8/8/8/7X w - - 0 1\"; repetition 99999999999999999999 }\n", i)
	}
	// 119 queens and two kings on 26x26: near the move-table limit.
	queens := new(strings.Builder)
	var names []string
	row := []string{"K"}
	for i := 0; i < 119; i++ {
		letter := string(rune('a'+i/26)) + string(rune('a'+i%26))
		fmt.Fprintf(queens, "piece Q%d %s \"Q\"\n", i, letter)
		names = append(names, fmt.Sprintf("Q%d", i))
		row = append(row, strings.ToUpper(letter))
	}
	var ranks []string // White's, the first rank last
	for len(row) > 0 {
		n := min(26, len(row))
		r := strings.Join(row[:n], "")
		if n < 26 {
			r += fmt.Sprint(26 - n)
		}
		ranks = append([]string{r}, ranks...)
		row = row[n:]
	}
	fmt.Fprintf(queens, "variant queens { board 26x26; pieces King %s; royal King; setup \"k25/%s%s b - - 0 1\" }\n",
		strings.Join(names, " "), strings.Repeat("26/", 26-1-len(ranks)), strings.Join(ranks, "/"))
	files := map[string]string{
		"chain.vdl":    chain.String(),
		"broken.vdl":   broken.String(),
		"queens.vdl":   queens.String(),
		"stmts.vdl":    strings.Repeat("x\n", 1<<19),
		"block.vdl":    "variant v {\n" + strings.Repeat("x\n", 1<<19-8) + "}\n",
		"garbage.vdl":  strings.Repeat("@\xff ", 1<<18),
		"nested.vdl":   strings.Repeat("a {\n", 1<<18),
		"huge.vdl":     strings.Repeat("#", 1<<20+1),
		"as.vdl":       "piece X x \"" + strings.Repeat("a", 500) + "A\"\n",
		"bracket.vdl":  "piece X x \"[" + strings.Repeat("W-", 9999) + "W]\"\n",
		"groups.vdl":   "piece X x \"" + strings.Repeat("fmW", 300000) + "\"\n",
		"wander.vdl":   "piece X x \"" + strings.Repeat("ma", 5) + "W\"\nvariant w { board 26x26; pieces X; setup \"x25/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/25X w - - 0 1\" }\n",
		"loop.vdl":     "piece Runner r \"\" { step cw 1 }\nvariant loop { board rings 1 spokes 2; pieces Runner; setup \"R1r1/1*** w - - 0 1\" }\n",
		"russian.vdl":  "piece Ферзь ф \"Q\"\nvariant Шахматы { board 8x8 }\n",
		"bom-cr.vdl":   "\ufeffvariant c extends orthodox {\r board 8x8\r setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"\r}\r",
		"adjacent.vdl": "variant a { board 8x8; pieces King; royal King; setup \"8/8/8/8/8/8/3k4/4K3 w - - 0 1\" }\n",
		// Names and tokens of 900 characters: echoed as 40 at most.
		"longnames.vdl": "piece " + strings.Repeat("N", 900) + " x \"W\"\nvariant v extends " + strings.Repeat("N", 899) + "q { pieces King " +
			strings.Repeat("N", 899) + "z; repetition " + strings.Repeat("9", 900) + "; " + strings.Repeat("N", 900) + " 1 }\n",
		"binary.vdl": "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + strings.Repeat("N", 100),
		// Imports of what is not a file of the author's: standard input (an
		// open pipe that never ends), a terminal, a FIFO, a directory.
		"imports.vdl": "import \"/dev/stdin\"\nimport \"../../../../../../../../../dev/tty\"\nimport \"fifo.vdl\"\nimport \".\"\n",
	}
	if err := mkfifo(filepath.Join(dir, "fifo.vdl")); err != nil {
		t.Fatal(err)
	}
	paths := map[string]string{}
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		paths[name] = p
	}
	return paths
}

// TestHostileMemory runs every command on the hostile inputs of the tests,
// each in a child process, and checks that none uses maxRSS or more, as
// the kernel measures it (peak resident memory).
func TestHostileMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("some seconds of child processes")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	in := hostileInputs(t, t.TempDir())
	var runs [][]string
	for _, name := range []string{"chain.vdl", "broken.vdl", "queens.vdl", "stmts.vdl", "block.vdl", "garbage.vdl", "nested.vdl",
		"huge.vdl", "as.vdl", "bracket.vdl", "groups.vdl", "wander.vdl", "russian.vdl", "bom-cr.vdl", "adjacent.vdl",
		"longnames.vdl", "binary.vdl", "imports.vdl"} {
		runs = append(runs, []string{"lint", in[name]})
	}
	for _, cmd := range [][]string{{"perft", "-d", "2"}, {"play", "--max-plies", "20", "--seed", "1"}, {"show"}, {"compile"}} {
		runs = append(runs,
			append(append([]string{}, cmd...), in["chain.vdl"], "--variant", "v2999"),
			append(append([]string{}, cmd...), in["huge.vdl"]),
			append(append([]string{}, cmd...), in["wander.vdl"]),
		)
	}
	runs = append(runs,
		[]string{"perft", in["queens.vdl"], "-d", "2"}, // the largest move tables allowed
		[]string{"bench", "--deeper", "5"},
		[]string{"perft", in["loop.vdl"], "-d", "1000"},
		[]string{"perft", "chess", "-d", "9223372036854775807"},
		[]string{"perft", "synchronistic", "-d", "4611686018427387904"},
		[]string{"perft", "chess", "--fen", "8/8/8/8/8/8/3k4/4K3 w - - 0 1", "-d", "3"},
		[]string{"play", "chess", "--max-plies", "-5"},
		[]string{"play", "chess", "--max-plies", "100000", "--seed", "1", "--white", "random"},
		[]string{"list"},
		[]string{"match", "merge", "/dev/zero"},
	)
	// The engine loads every variant of a file (VariantPath) and plays one.
	engineIn := fmt.Sprintf("uci\nsetoption name VariantPath value %s\nisready\nsetoption name UCI_Variant value v2999\nposition startpos\ngo perft 2\nsetoption name Hash value 99999999\nquit\n", in["chain.vdl"])
	runs = append(runs, []string{"engine"})
	// What some runs must print (and not print).
	wants := map[string]func(out string) string{
		"longnames.vdl": func(out string) string {
			if strings.Contains(out, strings.Repeat("N", 41)) || strings.Contains(out, strings.Repeat("9", 41)) {
				return "a message quotes more than 40 characters of a word"
			}
			return ""
		},
		"binary.vdl": func(out string) string {
			if !strings.Contains(out, "error[V112]: not a vdl file") || strings.Contains(out, "NNN") {
				return "want V112 not a vdl file, quoting nothing"
			}
			return ""
		},
		"imports.vdl": func(out string) string {
			if strings.Count(out, "error[V057]") != 4 {
				return "want four V057 errors, one per import"
			}
			return ""
		},
	}
	for _, args := range runs {
		// A run that takes minutes is a hang (a read of a FIFO, of an
		// open standard input): it is killed and fails the test.
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		cmd := exec.CommandContext(ctx, exe, args...)
		cmd.Env = append(os.Environ(), childEnv+"=1")
		var stdin io.WriteCloser
		if args[0] == "engine" {
			cmd.Stdin = strings.NewReader(engineIn)
		} else if stdin, err = cmd.StdinPipe(); err != nil { // open, never written: reading it waits
			t.Fatal(err)
		}
		out, _ := cmd.CombinedOutput() // many of them fail, as they should
		hung := ctx.Err() != nil
		cancel()
		if stdin != nil {
			stdin.Close()
		}
		if hung {
			t.Errorf("vdl %s: still running after 3 minutes: killed", short(args))
			continue
		}
		if cmd.ProcessState == nil {
			t.Fatalf("vdl %s did not run: %s", strings.Join(args, " "), out)
		}
		if want := wants[filepath.Base(args[len(args)-1])]; want != nil {
			if problem := want(string(out)); problem != "" {
				t.Errorf("vdl %s: %s:\n%.2000s", short(args), problem, out)
			}
		}
		if cmd.ProcessState.ExitCode() > 1 {
			t.Errorf("vdl %s crashed (exit %d): %.500s", short(args), cmd.ProcessState.ExitCode(), out)
		}
		ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		if !ok {
			t.Skip("no resource usage on this system")
		}
		t.Logf("%s: %d MB %v", short(args), ru.Maxrss>>10, cmd.ProcessState.UserTime())
		limit := int64(maxRSS)
		if args[0] == "lint" && (args[1] == in["stmts.vdl"] || args[1] == in["block.vdl"]) {
			limit = maxRSSStatements
		}
		if rss := int64(ru.Maxrss) << 10; rss >= limit { // Linux reports kilobytes
			t.Errorf("vdl %s used %d MB, want less than %d MB", short(args), rss>>20, limit>>20)
		}
	}
}

// short names a command for a message, without the temporary directory.
func short(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = filepath.Base(a)
	}
	return strings.Join(out, " ")
}
