package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vdl-chess/vdl/lang/check"
)

// constructFile is a variant whose piece X has the statements body in its
// block and whose variant block holds extra: a file that uses one
// construct of the language.
func constructFile(body, extra string) string {
	return `piece X x "K" { ` + body + ` }
variant t {
	board 8x8
	pieces King Pawn Queen Rook Knight X
	royal King
	region zone a7 b7 c7 d7 e7 f7 g7 h7
	setup "4k3/8/8/8/8/8/P7/X3K3 w - - 0 1"
	` + extra + `
}
`
}

// TestShowEveryConstruct: every statement of a piece's block and of a
// promotion block (read from the checker's own tables, so a statement
// added to the language needs a line here) shows in vdl show --json of a
// file that uses it: a piece's named clauses as its rules ({clause,
// text}), a promotion's options in the variant's rule lines, in words.
func TestShowEveryConstruct(t *testing.T) {
	type construct struct {
		file   string // a file's text (constructFile), or a bundled variant's name
		clause string // a rule of some piece with this clause, or
		rule   string // a variant rule line holding this text, or
		field  string // a field of a piece in the JSON, or
		text   string // the text of some piece's rule holding this
		why    string // why the statement shows nowhere (allow)
	}
	ring := "jabberwocky"
	table := map[string]construct{
		// A piece's block.
		"value":          {file: constructFile("value 300", ""), field: "value"},
		"figure":         {file: constructFile("figure king", ""), field: "figure"},
		"allow":          {why: "it silences warnings; it is no rule of play"},
		"nearest":        {file: constructFile(`nearest "W"`, ""), clause: "nearest"},
		"farthest":       {file: constructFile(`farthest "B"`, ""), clause: "farthest"},
		"flying":         {file: constructFile(`flying "R"`, ""), clause: "flying"},
		"hole-leap":      {file: "snark-hunt", clause: "hole-leap"},
		"step":           {file: ring, clause: "step"},
		"swap":           {file: constructFile(`swap "Q"`, ""), clause: "swap"},
		"teleport":       {file: "tamerlane", clause: "teleport"},
		"leap":           {file: ring, clause: "leap"},
		"slide":          {file: ring, clause: "slide"},
		"fly":            {file: ring, clause: "fly"},
		"chain":          {file: "english-draughts", clause: "chain"},
		"becomes":        {file: constructFile(`becomes Queen "jQ"`, ""), clause: "becomes"},
		"once":           {file: constructFile(`once king-leap "N"`, ""), clause: "once"},
		"captured-by":    {file: constructFile("captured-by King", ""), clause: "captured-by"},
		"cannot-take":    {file: constructFile("cannot-take Rook", ""), clause: "cannot-take"},
		"cannot-hop":     {file: constructFile("cannot-hop Rook", ""), clause: "cannot-hop"},
		"not-in-check":   {file: constructFile(`not-in-check "imfsN"`, ""), clause: "not-in-check"},
		"spoiled-by":     {file: constructFile(`spoiled-by Rook "R"`, ""), clause: "spoiled-by"},
		"butt":           {file: constructFile(`butt "K" victims Queen Rook`, ""), clause: "butt"},
		"custodian":      {file: constructFile(`custodian "W" victims Pawn after "R"`, ""), clause: "custodian"},
		"withdraw":       {file: "ultima", clause: "withdraw"},
		"approach":       {file: constructFile(`approach "K"`, ""), clause: "approach"},
		"freeze":         {file: constructFile(`freeze "K"`, ""), clause: "freeze"},
		"coordinate":     {file: constructFile("coordinate partners King", ""), clause: "coordinate"},
		"captures":       {file: constructFile(`captures "F" victims Pawn`, ""), clause: "captures"},
		"exit":           {file: constructFile(`exit "fW" promote Pawn into Queen`, ""), clause: "exit"},
		"from-ranks":     {file: constructFile(`from-ranks 2..2 "ifmnD"`, ""), clause: "from-ranks"},
		"from":           {file: constructFile(`from zone "sW"`, ""), clause: "from"},
		"not-from":       {file: constructFile(`not-from zone "sW"`, ""), clause: "not-from"},
		"within":         {file: constructFile(`within zone "R"`, ""), clause: "within"},
		"relayed-by":     {file: "knight-relay", clause: "relayed-by"},
		"seniority":      {file: constructFile(`seniority 2; range-capture "R"`, ""), clause: "seniority"},
		"range-capture":  {file: constructFile(`seniority 2; range-capture "R"`, ""), clause: "range-capture"},
		"area":           {file: constructFile(`area "K3"`, ""), clause: "area"},
		"burns-arrivals": {file: constructFile(`burns-arrivals "K" victims Queen`, ""), clause: "burns-arrivals"},

		"cannot-take-protected": {file: constructFile("cannot-take-protected Rook", ""), clause: "cannot-take-protected"},

		"mutual-destruction": {file: constructFile(`mutual-destruction "K" victims Queen`, ""), text: "as its move, removes itself together with an enemy Queen"},
		// Options and variant statements about pieces.
		"after":   {file: constructFile(`custodian "W" victims Pawn after "R"`, ""), text: "only after a move along a rank or file (R)"},
		"confine": {file: "xiangqi", clause: "confine"},
		// Betza modifiers that the atom and directions alone do not say.
		"betza-z": {file: strings.Replace(constructFile("", ""), `"K"`, `"KzB"`, 1), clause: "crooked"},
		"betza-t": {file: strings.Replace(constructFile("", ""), `"K"`, `"KtcpR"`, 1), clause: "tame"},
		// A promotion block.
		"pieces":        {file: constructFile("", "promotion { pieces Pawn; choices Queen }"), rule: "promotion: Pawn to Queen"},
		"choices":       {file: constructFile("", "promotion { pieces Pawn; choices Queen Rook }"), rule: "Pawn to Queen, Rook"},
		"ranks":         {file: constructFile("", "promotion { pieces Pawn; choices Queen; ranks 6..8 }"), rule: "on ranks 6-8"},
		"rank":          {file: constructFile("", "promotion { pieces Pawn; choices Queen; rank 7 }"), rule: "on rank 7"},
		"last-rank":     {file: constructFile("", "promotion { pieces Pawn; choices Queen; last-rank }"), rule: "on rank 8"},
		"region":        {file: constructFile("", "promotion { pieces Pawn; choices Queen; region zone }"), rule: "in region zone"},
		"mandatory":     {file: constructFile("", "promotion { pieces Pawn; choices Queen; mandatory }"), rule: "Queen, forced"},
		"map":           {file: "shogi", rule: "Pawn -> Tokin"},
		"on":            {file: "shogi", rule: "on enter within leave: a move into, within or out of the zone promotes"},
		"captures-only": {file: "micro", rule: "by captures only"},
		"flip":          {file: "kyotoshogi", rule: "the promoted piece turns back by the same moves"},
		"limit":         {file: constructFile("", "promotion { pieces Pawn; choices Queen; limit Queen 1 }"), rule: "at most 1 Queen"},
		"on-entry":      {file: constructFile("", "promotion { pieces Pawn; choices Queen; on-entry }"), rule: "on enter: a move into the zone from outside promotes"},
		"if-present":    {file: constructFile("", "promotion { pieces Pawn; choices Queen; if-present Rook }"), rule: "only while a Rook is on the board"},
		"if-absent":     {file: constructFile("", "promotion { pieces Pawn; choices Queen; if-absent Rook }"), rule: "only while no Rook is on the board"},
		"side":          {file: constructFile("", "promotion { pieces Pawn; choices Queen; side white }"), rule: "(white's pieces only)"},
		"standing":      {file: "sittuyin", rule: "a move of its own"},
		"last-anywhere": {file: "sittuyin", rule: "by a side's last such piece anywhere"},
		"peaceful":      {file: "sittuyin", rule: "attacking nothing and giving no check"},
		"unforced":      {file: "sittuyin", rule: "never forced"},
		// The conditions of a variant's block (capture rules).
		"rebirth":             {file: "circe", rule: "rebirth: a piece captured by a move is reborn"},
		"captor-changes-side": {file: "andernach", rule: "captor changes side: a piece that captures by moving becomes a piece of the other side, except King"},
		"contagion":           {file: "werewolf", rule: "contagion: a piece that captures a Werewolf by moving becomes a Werewolf, except King"},
		"paralysis":           {file: "madrasi", rule: "paralysis: a piece attacked by an enemy piece of its own type cannot move"},
		"patrol":              {file: "patrol", rule: "patrol: a piece may capture, and so give check, only while a friendly piece observes it"},
		"frozen-suicide":      {file: "rococo", rule: "frozen suicide: a piece that an enemy freezes (and so cannot move) may, as its move, remove itself from the board, except King"},
		"landing":             {file: constructFile("", "landing zone captures-only"), rule: "landing: a move may end on a square of region zone only if it takes something"},
		"after-capture":       {file: "rifle", rule: "after a capture: the captor stays where it stood"},
		// Drops and trading.
		"pickup":  {file: "twilight-chess", rule: "pickup: instead of moving, a side may take one of its Queen, Rook, Bishop, Knight, Pawn off the board into its hand"},
		"trading": {file: "sjaakii-lion", rule: "trading (Lion): one of them may not take another that its side protects (before the move); after a piece outside the group takes one, none may be taken by any piece on the next move"},
	}
	pieceKws, _, ok1 := check.StatementsIn([]string{"piece"})
	promoKws, _, ok2 := check.StatementsIn([]string{"variant", "promotion"})
	if !ok1 || !ok2 {
		t.Fatal("check.StatementsIn: no piece or promotion block")
	}
	dir := t.TempDir()
	shown := map[string]string{} // file -> JSON
	conditions := []string{"rebirth", "captor-changes-side", "contagion", "paralysis", "patrol", "frozen-suicide", "landing", "after-capture", "pickup", "trading"}
	for _, kw := range append(append(append(pieceKws, promoKws...), conditions...), "after", "confine", "betza-z", "betza-t") {
		c, ok := table[kw]
		switch {
		case !ok:
			t.Errorf("%s: a statement of the language with no case here: add one, and show it in vdl show", kw)
			continue
		case c.why != "":
			continue
		}
		arg := c.file
		if strings.Contains(c.file, "\n") {
			arg = filepath.Join(dir, strings.ReplaceAll(kw, "-", "_")+".vdl")
			if err := os.WriteFile(arg, []byte(c.file), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		out, seen := shown[c.file]
		if !seen {
			out = runInProcess(t, "show", arg, "--json", "--moves=false")
			shown[c.file] = out
		}
		var got struct {
			Pieces []map[string]json.RawMessage `json:"pieces"`
			Rules  []string                     `json:"rules"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %v", kw, err)
		}
		found := false
		switch {
		case c.clause != "":
			for _, p := range got.Pieces {
				var rules []struct{ Clause, Text string }
				json.Unmarshal(p["rules"], &rules)
				found = found || slices.ContainsFunc(rules, func(r struct{ Clause, Text string }) bool { return r.Clause == c.clause && r.Text != "" })
			}
		case c.text != "":
			for _, p := range got.Pieces {
				var rules []struct{ Clause, Text string }
				json.Unmarshal(p["rules"], &rules)
				found = found || slices.ContainsFunc(rules, func(r struct{ Clause, Text string }) bool { return strings.Contains(r.Text, c.text) })
			}
		case c.rule != "":
			found = slices.ContainsFunc(got.Rules, func(l string) bool { return strings.Contains(l, c.rule) })
		case c.field != "":
			for _, p := range got.Pieces {
				found = found || p[c.field] != nil
			}
		}
		if !found {
			t.Errorf("%s: vdl show --json of a file that uses it does not show it (want %q):\n%s", kw, c.clause+c.rule+c.field+c.text, out)
		}
	}
}
