package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

//go:generate sh ../../scripts/gen-docs.sh

const manHelp = `man writes vdl's manual, one page per command (vdl.1, vdl-perft.1,
vdl-match-merge.1, ...), to the folder DIR, creating it if need be. The
pages hold the same text as 'vdl help COMMAND'.

Read one without installing it:

  man -l DIR/vdl-perft.1

or install them where man looks, such as ~/.local/share/man/man1 (on
most systems man finds it when ~/.local/bin is on PATH; else add
~/.local/share/man to MANPATH):

  vdl man ~/.local/share/man/man1 && man vdl-perft

With --markdown it writes the same text as Markdown instead (vdl.md,
vdl_perft.md, ...): the repository's docs/cli is made so, by
scripts/gen-docs.sh.`

func newManCmd() *cobra.Command {
	var markdown bool
	cmd := &cobra.Command{
		Use:   "man DIR",
		Short: "Write the manual pages of every command (or Markdown) to a folder",
		Long:  manHelp,
		Example: `  vdl man ~/.local/share/man/man1
  vdl man --markdown docs/cli`,
		Args: cobra.ExactArgs(1),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return nil, cobra.ShellCompDirectiveFilterDirs
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			root := cmd.Root()
			root.DisableAutoGenTag = true // no date: the pages change only with the text
			longAsMarkdown(root)
			if markdown {
				return doc.GenMarkdownTree(root, dir)
			}
			header := &doc.GenManHeader{
				Title:   "VDL",
				Section: "1",
				Source:  "vdl " + currentVersion().Version,
				Manual:  "vdl manual",
			}
			if err := doc.GenManTree(root, header, dir); err != nil {
				return fmt.Errorf("writing the manual pages: %v", err)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&markdown, "markdown", false, "write Markdown (name_sub.md) instead of manual pages")
	return cmd
}

// longAsMarkdown rewrites the long help of cmd and its subcommands, plain
// text laid out for a terminal, as the Markdown both generators read:
// lines at the margin are paragraphs, with Markdown's signs escaped, and
// indented lines (tables, commands) are kept as they are, in code blocks.
func longAsMarkdown(cmd *cobra.Command) {
	if cmd.Long != "" {
		cmd.Long = plainToMarkdown(cmd.Long)
	}
	for _, c := range cmd.Commands() {
		longAsMarkdown(c)
	}
}

var markdownEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`",
	"<", `\<`, ">", `\>`, "[", `\[`, "]", `\]`, "#", `\#`, "|", `\|`)

func plainToMarkdown(text string) string {
	var b strings.Builder
	inCode, blanks := false, 0
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case line == "" && inCode:
			blanks++ // inside the block, unless a paragraph comes next
		case line == "":
			b.WriteString("\n")
		case line[0] == ' ' || line[0] == '\t':
			if !inCode {
				b.WriteString("```\n")
				inCode = true
			}
			b.WriteString(strings.Repeat("\n", blanks) + line + "\n")
			blanks = 0
		default:
			if inCode {
				b.WriteString("```\n" + strings.Repeat("\n", blanks))
				inCode, blanks = false, 0
			}
			line = markdownEscaper.Replace(line)
			if strings.ContainsRune("-+=0123456789", rune(line[0])) {
				line = `\` + line // not a list item or a heading's underline
			}
			b.WriteString(line + "\n")
		}
	}
	if inCode {
		b.WriteString("```\n")
	}
	return b.String()
}
