package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/vdl-chess/vdl/interp/search"
)

// Limits of the numeric flags; spec/language.md, section 10, lists them.
const (
	maxJobs         = 256     // -j: goroutines or games at once
	maxPlayPly      = 100_000 // --max-plies: the record of a game grows with it
	maxBenchAdd     = 4       // bench --deeper: each ply costs some 30 times the time
	maxGames        = 1_000_000
	maxOpeningPlies = 100
	maxCentipawns   = 100_000
	maxAdjudication = 1000 // moves in a row for resign and draw adjudication
)

// span is the range an integer flag accepts, and what it counts.
type span struct {
	lo, hi int64
	what   string
}

// intFlags gives, by command and flag, the range of every integer flag:
// they are checked before any work, in one place, so that a value out of
// range (--max-plies -5, -j 0) is an error that says what is allowed,
// never a silent default or a crash.
var intFlags = map[string]map[string]span{
	// perft's depth depends on the variant (simultaneous turns count move
	// pairs): perft checks it with Position.PerftPlies.
	"perft": {"jobs": {1, maxJobs, "goroutines"}},
	"play":  {"max-plies": {1, maxPlayPly, "plies"}},
	"bench": {"deeper": {0, maxBenchAdd, "plies"}},
	"analyze": {
		"games":            {1, maxGames, "games"},
		"jobs":             {1, maxJobs, "games at once"},
		"max-plies":        {1, maxPlayPly, "plies"},
		"openings-plies":   {0, maxOpeningPlies, "plies"},
		"openings-balance": {0, maxCentipawns, "centipawns"},
		"eval-depth":       {1, search.MaxDepth, "plies"},
	},
	"tune": {
		"games":            {0, maxGames, "games"}, // 0: only the games of --pgn
		"jobs":             {1, maxJobs, "games at once"},
		"max-plies":        {1, maxPlayPly, "plies"},
		"openings-plies":   {0, maxOpeningPlies, "plies"},
		"openings-balance": {0, maxCentipawns, "centipawns"},
	},
	"match": {
		"games":            {1, maxGames, "games"},
		"jobs":             {1, maxJobs, "games at once"},
		"max-plies":        {1, maxPlayPly, "plies"},
		"openings-plies":   {0, maxOpeningPlies, "plies"},
		"openings-balance": {0, maxCentipawns, "centipawns"},
		"resign-score":     {0, maxCentipawns, "centipawns"},
		"resign-moves":     {0, maxAdjudication, "moves"},
		"draw-score":       {0, maxCentipawns, "centipawns"},
		"draw-moves":       {0, maxAdjudication, "moves"},
		"draw-after":       {0, maxPlayPly, "moves"},
	},
}

// durationFlags are the duration flags, which must be positive.
var durationFlags = map[string][]string{
	"analyze": {"time"},
	"tune":    {"time"},
	"match":   {"time"},
}

// textFlags are the string flags that must not be given empty, with what
// each wants.
var textFlags = []struct{ name, want string }{
	{"fen", "a position in extended FEN"},
	{"variant", "the name of one of the file's variants"},
	{"svg", "the name of the SVG file to write"},
	{"png", "the name of the PNG file to write"},
	{"output", "the name of the file to write"},
	{"name", "a name"},
	{"pgn", "the name of the PGN file to write"},
	{"json-out", "the name of the JSON file to write"},
	{"book", "the name of an EPD or FEN file"},
	{"save", "the name of the JSON file to write"},
	{"compare", "the name of a JSON file written by vdl bench --save"},
	{"out", "the name of the weights file to write, or - for standard output"},
	{"eval", "a weights file written by vdl tune, or none"},
}

// checkFlags checks the flags of the command about to run.
func checkFlags(cmd *cobra.Command) error {
	for name, r := range intFlags[cmd.Name()] {
		if f := cmd.Flags().Lookup(name); f != nil {
			v, err := strconv.ParseInt(f.Value.String(), 10, 64)
			if err == nil && (v < r.lo || v > r.hi) {
				return fmt.Errorf("%s %d is out of range: want %d to %d %s", flagName(f), v, r.lo, r.hi, r.what)
			}
		}
	}
	for _, name := range durationFlags[cmd.Name()] {
		if f := cmd.Flags().Lookup(name); f != nil {
			if d, err := time.ParseDuration(f.Value.String()); err == nil && d <= 0 {
				return fmt.Errorf("%s %v is out of range: want a positive duration such as 200ms or 2s", flagName(f), d)
			}
		}
	}
	for _, tf := range textFlags {
		f := cmd.Flags().Lookup(tf.name)
		if f != nil && f.Changed && strings.TrimSpace(f.Value.String()) == "" {
			return fmt.Errorf("--%s is empty: want %s", tf.name, tf.want)
		}
	}
	return nil
}

// flagName writes a flag as users most often do: -d for --depth.
func flagName(f *pflag.Flag) string {
	if f.Shorthand != "" {
		return "-" + f.Shorthand
	}
	return "--" + f.Name
}
