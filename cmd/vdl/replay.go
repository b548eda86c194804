package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/match"
)

func newReplayCmd() *cobra.Command {
	var (
		defs       []string
		importRoot string
		each       bool
		board      bool
	)
	cmd := &cobra.Command{
		Use:   "replay FILE.pgn...",
		Short: "Replay PGN games, checking every move against the rules, and print each final FEN",
		Long: `replay reads the games of each PGN file (the playground's, vdl match's,
another program's) and plays their moves again from each game's start: its
FEN tag, else its variant's setup. Every move must be legal (SAN or
coordinate notation); a move that is not, an ambiguous one, a move after
the game ended, a result that contradicts the rules' end of the game, or a
PGN syntax error stops it with the place: FILE:LINE:COL. For each game it
prints the final position's FEN (with --each, the FEN after every move
before it; with --board, the final board).

A game's Variant tag names its variant: a bundled one, or one of the
definition files given with --defs (a game with no Variant tag is chess).
Move numbers, comments, variations (skipped), NAGs and move suffixes (!?)
are read as PGN has them.`,
		Example: `  vdl replay game.pgn
  vdl replay --each --board game.pgn
  vdl replay --defs mine.vdl games.pgn`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			opts := lang.Options{ImportRoot: importRoot}
			variants := map[string]*ir.Variant{}
			variantOf := func(pg *match.PGNGame) (*ir.Variant, error) {
				name, ok := pg.Tag("Variant")
				if !ok || name == "" {
					name = "chess"
				}
				if v := variants[name]; v != nil {
					return v, nil
				}
				var at diag.Pos
				for i, t := range pg.Tags {
					if t.Text == "Variant" && pg.Values[i] == name {
						at = t.Pos
					}
				}
				if !at.IsValid() {
					at = pg.Pos
				}
				for _, f := range defs {
					v, names, diags := opts.CompileFileVariant(f, name)
					if err := diags.Err(); err != nil {
						return nil, &diagError{diags}
					}
					if v != nil {
						variants[name] = v
						return v, nil
					}
					if slices.Contains(names, name) {
						return nil, fmt.Errorf("%s: variant %s of %s cannot be played", at, name, f)
					}
				}
				v, err := lang.Find(strings.ToLower(name))
				if err != nil {
					more := ""
					if len(defs) == 0 {
						more = "; give the file that defines it with --defs"
					}
					return nil, &match.PGNError{Pos: at, Msg: fmt.Sprintf("variant %q: %v%s", name, err, more)}
				}
				variants[name] = v
				return v, nil
			}
			games := 0
			for _, file := range args {
				src, diags := lang.ReadFile(file)
				if diags != nil {
					return diags.Err()
				}
				pgs, err := match.ReadPGN(file, src)
				if err != nil {
					return err
				}
				for i := range pgs {
					pg := &pgs[i]
					v, err := variantOf(pg)
					if err != nil {
						return err
					}
					var show func(int, string, *interp.Position)
					if each {
						fmt.Fprintf(out, "# %s game %d (%s)\n", file, i+1, v.Name)
						show = func(ply int, san string, p *interp.Position) {
							fmt.Fprintf(out, "%d %s %s\n", ply, san, p.FEN())
						}
					}
					p, err := match.ReplayPGN(v, pg, show)
					if err != nil {
						return fmt.Errorf("%w (game %d of %s)", err, i+1, file)
					}
					fmt.Fprintln(out, p.FEN())
					if board {
						for _, row := range boardRows(p) {
							fmt.Fprintln(out, row)
						}
					}
					games++
				}
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "vdl replay: %d game(s), every move legal\n", games)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&defs, "defs", nil, "definition files whose variants the games' Variant tags may name (repeat or separate by commas)")
	registerImportRoot(cmd, &importRoot)
	f.BoolVar(&each, "each", false, "print the FEN after every move (ply, SAN, FEN), not only at the end")
	f.BoolVar(&board, "board", false, "print each game's final board after its FEN")
	return cmd
}
