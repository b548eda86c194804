package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// complete runs the shell's request, `vdl __complete ARGS...`, from the
// repository root, and returns the candidates (without descriptions) and
// the directive.
func complete(t *testing.T, args ...string) ([]string, cobra.ShellCompDirective) {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(append([]string{cobra.ShellCompRequestCmd}, args...))
	if err := cmd.Execute(); err != nil {
		t.Fatalf("vdl __complete %q: %v\n%s", args, err, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	last := lines[len(lines)-1]
	d, err := strconv.Atoi(strings.TrimPrefix(last, ":"))
	if !strings.HasPrefix(last, ":") || err != nil {
		t.Fatalf("vdl __complete %q: no directive line in\n%s", args, out.String())
	}
	var got []string
	for _, l := range lines[:len(lines)-1] {
		value, _, _ := strings.Cut(l, "\t")
		got = append(got, value)
	}
	return got, cobra.ShellCompDirective(d)
}

func TestCompletion(t *testing.T) {
	t.Chdir("../..")
	const (
		noFile = cobra.ShellCompDirectiveNoFileComp
		ext    = cobra.ShellCompDirectiveFilterFileExt
	)
	tests := []struct {
		args []string
		want []string // among the candidates
		not  []string // not among them
		only bool     // want is all of them
		dir  cobra.ShellCompDirective
	}{
		// Commands and flags.
		{args: []string{""}, want: []string{"perft", "play", "moves", "version", "completion", "lint", "help"}, dir: noFile},
		{args: []string{"ver"}, want: []string{"version"}, only: true, dir: noFile},
		{args: []string{"perft", "chess", "--"}, want: []string{"--depth", "--divide", "--fen", "--variant", "--json"}, dir: noFile},
		{args: []string{"--"}, want: []string{"--version", "--json", "--help"}, dir: noFile},
		{args: []string{"completion", ""}, want: []string{"bash", "zsh", "fish", "powershell"}, only: true, dir: noFile},
		{args: []string{"match", ""}, want: []string{"merge", "chess"}, dir: noFile},

		// Bundled variants wherever a VARIANT is asked for.
		{args: []string{"perft", "capab"}, want: []string{"capablanca"}, only: true, dir: noFile},
		{args: []string{"play", "chess9"}, want: []string{"chess960"}, only: true, dir: noFile},
		{args: []string{"show", "shog"}, want: []string{"shogi"}, not: []string{"chess"}, dir: noFile},
		{args: []string{"compile", "xiang"}, want: []string{"xiangqi"}, dir: noFile},
		{args: []string{"export", "crazy"}, want: []string{"crazyhouse"}, dir: noFile},
		{args: []string{"analyze", "snark"}, want: []string{"snark-hunt"}, dir: noFile},
		{args: []string{"match", "jabber"}, want: []string{"jabberwocky"}, dir: noFile},
		{args: []string{"moves", "capa"}, want: []string{"capablanca"}, dir: noFile},
		{args: []string{"lint", "chess", "shog"}, want: []string{"shogi"}, dir: noFile}, // every argument
		{args: []string{"perft", "chess", ""}, want: nil, only: true, dir: noFile},      // one VARIANT only
		// Folders on the way to .vdl files, and paths left to the shell.
		{args: []string{"perft", "defin"}, want: []string{"definitions/"}, only: true, dir: noFile | cobra.ShellCompDirectiveNoSpace},
		{args: []string{"perft", "definitions/ch"}, want: []string{"vdl"}, only: true, dir: ext},
		{args: []string{"lint", "./"}, want: []string{"vdl"}, only: true, dir: ext},
		{args: []string{"fmt", ""}, want: []string{"vdl"}, only: true, dir: ext},
		{args: []string{"engine", ""}, want: []string{"vdl"}, only: true, dir: ext},
		{args: []string{"match", "merge", ""}, want: []string{"json"}, only: true, dir: ext},

		// Piece names for moves, of a bundled variant or a file.
		{args: []string{"moves", "chess", ""}, want: []string{"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"}, only: true, dir: noFile},
		{args: []string{"moves", "capablanca", "a"}, want: []string{"Archbishop"}, only: true, dir: noFile},
		{args: []string{"moves", "definitions/chess.vdl", "Q"}, want: []string{"Queen"}, only: true, dir: noFile},
		{args: []string{"moves", "nosuch", ""}, want: nil, only: true, dir: noFile},
		{args: []string{"moves", "chess", "Knight", ""}, want: nil, only: true, dir: noFile},

		// Flag values.
		{args: []string{"perft", "definitions/chess.vdl", "--variant", "chess9"}, want: []string{"chess960"}, only: true, dir: noFile},
		{args: []string{"play", "chess", "--white", ""}, want: []string{"random", "greedy", "engine", "engine:depth=", "human"}, not: []string{"uci:"}, dir: noFile},
		{args: []string{"match", "chess", "engine", "u"}, want: []string{"uci:"}, only: true, dir: noFile | cobra.ShellCompDirectiveNoSpace},
		{args: []string{"analyze", "chess", "--player", ""}, want: []string{"engine"}, not: []string{"human", "uci:"}, dir: noFile},
		{args: []string{"bench", "--only", ""}, want: []string{"perft", "engine", "playouts"}, only: true, dir: noFile},
		{args: []string{"bench", "--compare", ""}, want: []string{"json"}, only: true, dir: ext},
		{args: []string{"bench", "--save", ""}, want: []string{"json"}, only: true, dir: ext},
		{args: []string{"engine", "--protocol", ""}, want: []string{"auto", "uci", "xboard"}, only: true, dir: noFile},
		{args: []string{"show", "chess", "--svg", ""}, want: []string{"svg"}, only: true, dir: ext},
		{args: []string{"perft", "chess", "--fen", ""}, want: nil, only: true, dir: noFile},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			got, dir := complete(t, tt.args...)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("candidates %q lack %q", got, w)
				}
			}
			for _, n := range tt.not {
				if slices.Contains(got, n) {
					t.Errorf("candidates %q have %q", got, n)
				}
			}
			if tt.only && len(got) != len(tt.want) {
				t.Errorf("candidates %q, want exactly %q", got, tt.want)
			}
			if dir != tt.dir {
				t.Errorf("directive %d, want %d", dir, tt.dir)
			}
		})
	}
}

// Every bundled variant is offered, by the name `vdl list` gives it.
func TestCompletionEveryVariant(t *testing.T) {
	t.Chdir(t.TempDir()) // no local files among the candidates
	got, _ := complete(t, "perft", "")
	cmd := newRootCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"list"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		want = append(want, strings.Fields(l)[0])
	}
	if !slices.Equal(got, want) {
		t.Errorf("vdl __complete perft '' gives\n%q\nvdl list gives\n%q", got, want)
	}
}

// The scripts the help tells users to load: each names vdl and asks it
// for candidates through __complete, and an unknown shell is refused.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range completionShells {
		for _, flags := range [][]string{nil, {"--no-descriptions"}} {
			cmd := newRootCmd()
			var out bytes.Buffer
			cmd.SetOut(&out)
			cmd.SetArgs(append([]string{"completion", shell}, flags...))
			if err := cmd.Execute(); err != nil {
				t.Fatalf("vdl completion %s %q: %v", shell, flags, err)
			}
			if s := out.String(); !strings.Contains(s, "vdl") || !strings.Contains(s, "__complete") {
				t.Errorf("vdl completion %s %q: no call of vdl __complete in\n%.300s", shell, flags, s)
			}
		}
	}
	cmd := newRootCmd()
	cmd.SetOut(new(bytes.Buffer))
	cmd.SetErr(new(bytes.Buffer))
	cmd.SetArgs([]string{"completion", "tcsh"})
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), `invalid argument "tcsh"`) {
		t.Errorf("vdl completion tcsh: got %v, want an invalid argument error", err)
	}
}

// bash itself, with the script loaded, completes a variant's name.
func TestCompletionInBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	// The test binary plays vdl (TestMain runs main for childEnv).
	if err := os.Symlink(exe, filepath.Join(dir, "vdl")); err != nil {
		t.Skip(err)
	}
	cmd := newRootCmd()
	var script bytes.Buffer
	cmd.SetOut(&script)
	cmd.SetArgs([]string{"completion", "bash"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	// The script uses the bash-completion package's reading of the line:
	// where the package is missing, a stand-in of it.
	probe := `
if [ -r /usr/share/bash-completion/bash_completion ]; then
	. /usr/share/bash-completion/bash_completion
else
	_get_comp_words_by_ref() {
		cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cword=$COMP_CWORD
		words=("${COMP_WORDS[@]}")
	}
fi
compopt() { :; } # only a real completion may set its options
` + script.String() + `
COMP_WORDS=(vdl moves capablanca Arch)
COMP_CWORD=3
COMP_LINE="vdl moves capablanca Arch"
COMP_POINT=${#COMP_LINE}
__start_vdl vdl Arch moves
printf '%s\n' "${COMPREPLY[@]}"
`
	run := exec.Command(bash, "--norc", "--noprofile", "-c", probe)
	run.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"), childEnv+"=1")
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("bash: %v\n%s", err, out)
	}
	if strings.TrimSpace(string(out)) != "Archbishop" {
		t.Errorf("bash completed %q, want Archbishop", out)
	}
}
