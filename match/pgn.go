package match

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/interp/search"
)

// PGNResult is the PGN result of an outcome: 1-0, 0-1, 1/2-1/2, or * for
// an unfinished game and for results the rules score otherwise (their
// points are then in the Points tag).
func PGNResult(o interp.Outcome) string {
	if !o.Over {
		return "*"
	}
	switch o.Score {
	case [2]float64{1, 0}:
		return "1-0"
	case [2]float64{0, 1}:
		return "0-1"
	case [2]float64{0.5, 0.5}:
		return "1/2-1/2"
	}
	return "*"
}

// termination is PGN's Termination tag for a game's end.
func termination(o interp.Outcome, err error) string {
	switch {
	case err != nil && strings.Contains(err.Error(), "time forfeit"):
		return "time forfeit"
	case o.Rule == search.TimeForfeit:
		return "time forfeit"
	case o.Rule == search.Forfeit:
		return "rules infraction"
	case strings.HasPrefix(o.Rule, "adjudication"):
		return "adjudication"
	case !o.Over:
		return "unterminated"
	}
	return "normal"
}

// pgnGame is what one game's PGN needs.
type pgnGame struct {
	event, white, black string
	round               int
	date                time.Time
	variant             *ir.Variant
	rec                 search.Record
	outcome             interp.Outcome // as recorded (adjudicated or not)
	reason              string
}

// writePGN writes one game: the seven tag roster, the variant with its
// FEN (xboard's convention: Variant before FEN), the men of a variant
// xboard does not know, the termination, then the moves in SAN, numbered
// by turns, and the reason the game ended as a final comment.
func writePGN(w io.Writer, pg pgnGame) error {
	var b strings.Builder
	tag := func(k, v string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", k, strings.ReplaceAll(strings.ReplaceAll(v, `\`, `\\`), `"`, `\"`))
	}
	tag("Event", pg.event)
	tag("Site", "vdl")
	tag("Date", pg.date.Format("2006.01.02"))
	tag("Round", fmt.Sprint(pg.round))
	tag("White", pg.white)
	tag("Black", pg.black)
	result := PGNResult(pg.outcome)
	tag("Result", result)
	if pg.variant.Name != "chess" {
		tag("Variant", pg.variant.Name)
	}
	if pg.variant.Name != "chess" || pg.rec.StartFEN != pg.variant.Setup {
		tag("FEN", pg.rec.StartFEN)
		tag("SetUp", "1")
	}
	if pg.variant.Name != "chess" {
		tag("VariantMen", variantMen(pg.variant))
	}
	if result == "*" && pg.outcome.Over {
		tag("Points", fmt.Sprintf("%g-%g", pg.outcome.Score[0], pg.outcome.Score[1]))
	}
	tag("PlyCount", fmt.Sprint(len(pg.rec.Moves)))
	tag("Termination", termination(pg.outcome, pg.rec.Err))
	b.WriteString("\n")
	b.WriteString(wrap(pg.rec.MovetextWith(func(i int) string { return moveComment(pg.rec, i) })+" {"+commentText(pg.reason)+"} "+result, 79))
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// moveComment is a move's comment as cutechess-cli writes it: the mover's
// score in pawns (or M and the moves to mate) with the depth, and the
// time the move took: "+0.34/12 0.10s"; only the time where the player
// reports no score (random, greedy).
func moveComment(rec search.Record, i int) string {
	var parts []string
	if i < len(rec.Scores) && rec.Scores[i].Valid {
		ms := rec.Scores[i]
		var sc string
		switch {
		case ms.Score.Mate > 0:
			sc = fmt.Sprintf("+M%d", ms.Score.Mate)
		case ms.Score.Mate < 0:
			sc = fmt.Sprintf("-M%d", -ms.Score.Mate)
		default:
			sc = fmt.Sprintf("%+.2f", float64(ms.Score.CP)/100)
		}
		if ms.Depth > 0 {
			sc += fmt.Sprintf("/%d", ms.Depth)
		}
		parts = append(parts, sc)
	}
	if i < len(rec.Times) {
		parts = append(parts, fmt.Sprintf("%.2fs", rec.Times[i].Seconds()))
	}
	return strings.Join(parts, " ")
}

// commentText makes text (which may hold an engine's words) safe inside
// a PGN comment: a brace would end the comment (or open one), so { and }
// become ( and ); control characters become spaces; and % becomes "pct",
// since a line opening with % is an escape line that readers skip.
func commentText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '{':
			return '('
		case r == '}':
			return ')'
		case r < ' ' || r == 0x7f:
			return ' '
		}
		return r
	}, strings.ReplaceAll(s, "%", "pct"))
}

// variantMen lists every piece as LETTER:BETZA, separated by semicolons
// (xboard's VariantMen tag, which lets it show pieces it does not know).
func variantMen(v *ir.Variant) string {
	parts := make([]string, len(v.Pieces))
	for i, pc := range v.Pieces {
		parts[i] = pc.Letter + ":" + pc.Betza
	}
	return strings.Join(parts, ";")
}

// wrap breaks text into lines of at most width characters at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(text) {
		if i > 0 && line+1+len(word) > width {
			b.WriteString("\n")
			line = 0
		} else if i > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}
