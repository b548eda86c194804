package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

func newRootCmd() *cobra.Command {
	var showVersion, versionJSON bool
	root := &cobra.Command{
		Use:   "vdl",
		Short: "A language for chess variants: lint, compile, show, perft and play them",
		Long: `vdl reads chess-variant definitions written in the vdl language, checks
them, compiles them to an IR and runs them with one interpreter.

A VARIANT argument is a .vdl file path, - for standard input, or the name
of a bundled variant (see 'vdl list'). A file holding several variants
needs --variant NAME. vdl reads only regular files, and imports only
inside the import root (--import-root; spec/language.md, section 4).
With --json, an error is printed as a JSON object on standard output.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			return checkFlags(cmd)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if showVersion {
				return printVersion(cmd.OutOrStdout(), versionJSON)
			}
			if versionJSON {
				return fmt.Errorf("--json goes with --version (or give a command: vdl help)")
			}
			return cmd.Help()
		},
	}
	root.Flags().BoolVar(&showVersion, "version", false, "print vdl's version (as 'vdl version' does)")
	root.Flags().BoolVar(&versionJSON, "json", false, "with --version: print it as JSON")
	root.AddCommand(newPerftCmd(), newPlayCmd(), newLintCmd(), newShowCmd(),
		newCompileCmd(), newListCmd(), newBenchCmd(), newEngineCmd(), newExportCmd(), newImportCmd(), newMatchCmd(), newAnalyzeCmd(),
		newMovesCmd(), newFmtCmd(), newLSPCmd(), newVersionCmd(), newCompletionCmd(), newManCmd(), newServeCmd(), newTuneCmd(), newSiteCmd(), newReplayCmd())
	addCompletions(root)
	return root
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
