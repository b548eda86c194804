package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/lang"
)

const completionHelp = `completion prints a script that makes your shell complete vdl's commands
and flags, the bundled variants' names wherever a VARIANT is asked for,
the piece names of 'vdl moves VARIANT PIECE', the variants of a file for
--variant, the players of play and match, and .vdl file paths.

Load it in the running shell:

  bash        source <(vdl completion bash)        (needs bash-completion)
  zsh         source <(vdl completion zsh)         (after compinit)
  fish        vdl completion fish | source
  powershell  vdl completion powershell | Out-String | Invoke-Expression

or for every new shell, once:

  bash        vdl completion bash > ~/.local/share/bash-completion/completions/vdl
  zsh         vdl completion zsh > "${fpath[1]}/_vdl"
  fish        vdl completion fish > ~/.config/fish/completions/vdl.fish
  powershell  add the line above to your $PROFILE

The script asks vdl itself for the candidates (through its hidden
__complete command), so it keeps up with the binary: vdl must be on PATH.`

var completionShells = []string{"bash", "zsh", "fish", "powershell"}

func newCompletionCmd() *cobra.Command {
	var noDesc bool
	cmd := &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print the shell completion script for bash, zsh, fish or powershell",
		Long:  completionHelp,
		Example: `  source <(vdl completion bash)
  vdl completion fish > ~/.config/fish/completions/vdl.fish`,
		Args:      cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		ValidArgs: completionShells,
		RunE: func(cmd *cobra.Command, args []string) error {
			root, out := cmd.Root(), cmd.OutOrStdout()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(out, !noDesc)
			case "zsh":
				if noDesc {
					return root.GenZshCompletionNoDesc(out)
				}
				return root.GenZshCompletion(out)
			case "fish":
				return root.GenFishCompletion(out, !noDesc)
			}
			if noDesc {
				return root.GenPowerShellCompletion(out)
			}
			return root.GenPowerShellCompletionWithDesc(out)
		},
	}
	cmd.Flags().BoolVar(&noDesc, "no-descriptions", false, "complete without the descriptions (a variant's title, a command's summary)")
	return cmd
}

// completeVariant completes a VARIANT argument: the bundled variants'
// names, with their titles, and .vdl files and the folders on the way to
// them. What looks like a path (a slash, a leading dot or tilde) is left
// to the shell's own file completion, filtered to .vdl files.
func completeVariant(toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if strings.ContainsAny(toComplete, `/\`) || strings.HasPrefix(toComplete, ".") || strings.HasPrefix(toComplete, "~") {
		return []cobra.Completion{"vdl"}, cobra.ShellCompDirectiveFilterFileExt
	}
	var out []cobra.Completion
	for _, n := range lang.BundledNames() {
		if strings.HasPrefix(n.Name, toComplete) {
			out = append(out, cobra.CompletionWithDesc(n.Name, n.Title))
		}
	}
	files, dirs := localVDL(toComplete)
	out = append(out, files...)
	out = append(out, dirs...)
	directive := cobra.ShellCompDirectiveNoFileComp
	if len(out) == 1 && len(dirs) == 1 {
		directive |= cobra.ShellCompDirectiveNoSpace // go on into the folder
	}
	return out, directive
}

// localVDL lists the .vdl files and the folders of the current folder
// whose names start with prefix (hidden ones only if prefix asks).
func localVDL(prefix string) (files, dirs []cobra.Completion) {
	entries, err := os.ReadDir(".")
	if err != nil {
		return nil, nil
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || strings.HasPrefix(name, ".") && !strings.HasPrefix(prefix, ".") {
			continue
		}
		switch {
		case e.IsDir():
			dirs = append(dirs, name+"/")
		case filepath.Ext(name) == ".vdl":
			files = append(files, name)
		}
	}
	return files, dirs
}

// variantArgs completes the first n arguments as VARIANTs, and no more.
func variantArgs(n int) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if n >= 0 && len(args) >= n {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return completeVariant(toComplete)
	}
}

// vdlFiles completes file arguments with .vdl files (any number of them).
func vdlFiles(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{"vdl"}, cobra.ShellCompDirectiveFilterFileExt
}

// completePieces completes `vdl moves VARIANT PIECE`: the VARIANT, then
// the names of its pieces, with their letters.
func completePieces(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	switch len(args) {
	case 0:
		return completeVariant(toComplete)
	case 1:
	default:
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	name, _ := cmd.Flags().GetString("variant")
	v, err := loadVariant(args[0], &variantFlags{name: name}, io.Discard)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, pc := range v.Pieces {
		if strings.HasPrefix(strings.ToLower(pc.Name), strings.ToLower(toComplete)) {
			out = append(out, cobra.CompletionWithDesc(pc.Name, pc.Letter))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeFileVariant completes --variant with the variants of the file
// given as the command's VARIANT argument.
func completeFileVariant(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) == 0 || !isPath(args[0]) {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	_, names, _ := lang.CompileFileVariant(args[0], "\x00") // no variant has that name: list them, check none
	var out []cobra.Completion
	for _, n := range names {
		if strings.HasPrefix(n, toComplete) {
			out = append(out, n)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// Players that only some commands take, besides vdl's own.
var (
	humanPlayer     = []cobra.Completion{cobra.CompletionWithDesc("human", "you, at the terminal")}
	externalPlayers = []cobra.Completion{
		cobra.CompletionWithDesc("uci:", "an external UCI engine: uci:PATH[:OPTION=VALUE,...]"),
		cobra.CompletionWithDesc("xboard:", "an external XBoard engine: xboard:PATH[:OPTION=VALUE,...]"),
	}
)

// completePlayers completes a player specification: vdl's own players
// and those given.
func completePlayers(more []cobra.Completion) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		players := []cobra.Completion{
			cobra.CompletionWithDesc("random", "uniform over the legal moves"),
			cobra.CompletionWithDesc("greedy", "takes the most material"),
			cobra.CompletionWithDesc("engine", "vdl's engine, depth 4 (or the default)"),
			cobra.CompletionWithDesc("engine:depth=", "vdl's engine to a depth in plies"),
			cobra.CompletionWithDesc("engine:time=", "vdl's engine for a time a move (200ms, 1s)"),
			cobra.CompletionWithDesc("engine:nodes=", "vdl's engine for a number of positions"),
		}
		var out []cobra.Completion
		for _, p := range append(players, more...) {
			if strings.HasPrefix(p, toComplete) {
				out = append(out, p)
			}
		}
		directive := cobra.ShellCompDirectiveNoFileComp
		if len(out) == 1 {
			if value, _, _ := strings.Cut(out[0], "\t"); strings.HasSuffix(value, ":") || strings.HasSuffix(value, "=") {
				directive |= cobra.ShellCompDirectiveNoSpace // the rest of the specification follows
			}
		}
		return out, directive
	}
}

// fixed completes a flag with a fixed set of values.
func fixed(values ...string) cobra.CompletionFunc {
	return cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp)
}

// addCompletions sets what the shell completes for each command's
// arguments and flags: called once the command tree is built.
func addCompletions(root *cobra.Command) {
	for _, cmd := range root.Commands() {
		name := cmd.Name()
		switch name {
		case "perft", "play", "show", "compile", "export", "analyze":
			cmd.ValidArgsFunction = variantArgs(1)
		case "match":
			cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
				if len(args) == 0 {
					return completeVariant(toComplete)
				}
				if len(args) <= 2 {
					return completePlayers(externalPlayers)(cmd, args, toComplete)
				}
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
		case "lint":
			cmd.ValidArgsFunction = variantArgs(-1)
		case "fmt", "engine", "serve":
			cmd.ValidArgsFunction = vdlFiles
		case "replay":
			cmd.ValidArgsFunction = fileExt("pgn")
		case "site":
			cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
				if len(args) == 0 {
					return nil, cobra.ShellCompDirectiveFilterDirs // OUT
				}
				return vdlFiles(cmd, args, toComplete)
			}
		case "list", "bench", "lsp", "version":
			cmd.ValidArgsFunction = cobra.NoFileCompletions
		}
		if cmd.Flags().Lookup("variant") != nil {
			must(cmd.RegisterFlagCompletionFunc("variant", completeFileVariant))
		}
		for _, f := range []string{"fen", "at", "name", "seed", "shard", "event", "time", "depth", "jobs", "games", "setup", "max-plies"} {
			if cmd.Flags().Lookup(f) != nil {
				must(cmd.RegisterFlagCompletionFunc(f, cobra.NoFileCompletions))
			}
		}
		if cmd.Flags().Lookup("svg") != nil {
			must(cmd.RegisterFlagCompletionFunc("svg", fileExt("svg")))
		}
	}
	sub := func(name string) *cobra.Command {
		for _, c := range root.Commands() {
			if c.Name() == name {
				return c
			}
		}
		panic("no command " + name)
	}
	sub("moves").ValidArgsFunction = completePieces
	play := sub("play")
	must(play.RegisterFlagCompletionFunc("white", completePlayers(humanPlayer)))
	must(play.RegisterFlagCompletionFunc("black", completePlayers(humanPlayer)))
	must(sub("analyze").RegisterFlagCompletionFunc("player", completePlayers(nil)))
	must(sub("engine").RegisterFlagCompletionFunc("protocol", fixed("auto", "uci", "xboard")))
	bench := sub("bench")
	must(bench.RegisterFlagCompletionFunc("only", fixed("perft", "engine", "playouts")))
	must(bench.RegisterFlagCompletionFunc("compare", fileExt("json")))
	must(bench.RegisterFlagCompletionFunc("save", fileExt("json")))
	must(sub("replay").RegisterFlagCompletionFunc("defs", fileExt("vdl")))
	must(sub("site").RegisterFlagCompletionFunc("source", func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return nil, cobra.ShellCompDirectiveFilterDirs
	}))
	match := sub("match")
	must(match.RegisterFlagCompletionFunc("book-order", fixed("sequential", "random")))
	must(match.RegisterFlagCompletionFunc("pgn", fileExt("pgn")))
	must(match.RegisterFlagCompletionFunc("json-out", fileExt("json")))
	for _, c := range match.Commands() {
		if c.Name() == "merge" {
			c.ValidArgsFunction = func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
				return []cobra.Completion{"json"}, cobra.ShellCompDirectiveFilterFileExt
			}
		}
	}
}

// fileExt completes a file name with the given extension.
func fileExt(ext string) cobra.CompletionFunc {
	return func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return []cobra.Completion{ext}, cobra.ShellCompDirectiveFilterFileExt
	}
}

// must panics on an error that only a mistake in this file can cause
// (completing a flag that does not exist, or twice).
func must(err error) {
	if err != nil {
		panic(fmt.Sprintf("vdl: completion: %v", err))
	}
}
