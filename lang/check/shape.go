package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lang/syntax"
)

// blockKind is where a statement stands; each kind accepts its own
// statements.
type blockKind int

const (
	topLevel blockKind = iota
	variantBody
	pieceBody
	castlingBody
	promotionBody
	endingBody
	turnsBody
	partBody
	dropsBody
	handBody
	gatingBody
	regionBody
	shuffleBody
	materialBody
	countingBody
	mateBody
	mapBody
	tradingBody
)

var blockNames = [...]string{
	topLevel:      "at the top level",
	variantBody:   "in a variant or rules body",
	pieceBody:     "in a piece block",
	castlingBody:  "in a castling block",
	promotionBody: "in a promotion block",
	endingBody:    "in an ending block",
	turnsBody:     "in a turns block",
	partBody:      "in a part block",
	dropsBody:     "in a drops block",
	handBody:      "in a hand block",
	gatingBody:    "in a gating block",
	regionBody:    "in a region block",
	shuffleBody:   "in a shuffle block",
	materialBody:  "in a material-count block",
	countingBody:  "in a counting block",
	mateBody:      "in a mate-rule block",
	mapBody:       "in a promotion-map block",
	tradingBody:   "in a trading block",
}

// blockMode says whether a statement has a block.
type blockMode int

const (
	noBlock       blockMode = iota
	blockOrNone             // { ... }, or the single argument none
	declBlock               // the piece declaration, checked by pieceDecl
	optionalBlock           // arguments, and optionally a { ... } block
)

// spec describes one statement for the first pass.
type spec struct {
	// once names the group of statements of which a body may hold only
	// one ("" = any number). ranks, rank and last-rank share a group.
	once string
	args func(c *checker, s *syntax.Stmt) bool // nil: no arguments
	// For a blockOrNone statement, args (if not nil) checks the arguments
	// before the block.
	block blockMode
	inner blockKind // the kind of the block, for blockOrNone
	// need lists, for a block statement, the statements its block must
	// hold; a "|" separates alternatives. pairs lists statements that need
	// another: {a, b} means a block with a must hold b.
	need  []string
	pairs [][2]string
}

// specs is filled by init: the table refers to functions that refer to it.
var specs map[blockKind]map[string]spec

func init() {
	specs = map[blockKind]map[string]spec{
		topLevel: {
			"piece":   {block: declBlock},
			"rules":   {},
			"variant": {},
			"import":  {args: stringArg},
		},
		variantBody: {
			"board":             {once: "board", args: boardArgs},
			"holes":             {once: "holes", args: squaresOrNone},
			"pieces":            {once: "pieces", args: names(1, false)},
			"add-pieces":        {args: names(1, false)},
			"remove-pieces":     {args: names(1, false)},
			"piece":             {block: declBlock},
			"setup":             {once: "setup", args: setupArg},
			"shuffle":           {once: "shuffle", block: blockOrNone, inner: shuffleBody},
			"royal":             {once: "royal", args: royalArgs},
			"duple-check":       {once: "duple-check"},
			"royal-promotion":   {once: "royal-promotion", args: oneOf("next-turn", "at-once")},
			"castling":          {once: "castling", block: blockOrNone, inner: castlingBody, need: []string{"king", "rooks", "kingside|queenside"}},
			"promotion-map":     {args: promotionMapArgs, block: optionalBlock, inner: mapBody, need: []string{"map"}},
			"trading":           {once: "trading", args: names(1, false), block: blockOrNone, inner: tradingBody, need: []string{"distant-protected|protected|counterstrike"}, pairs: [][2]string{{"bridge", "distant-protected"}}},
			"no-repeat":         {once: "no-repeat", args: optionalOneOf("except-in-check")},
			"promotion":         {block: blockOrNone, inner: promotionBody, need: []string{"pieces|map"}, pairs: [][2]string{{"pieces", "choices"}, {"choices", "pieces"}}},
			"checkmate":         {once: "checkmate", args: resultArg},
			"stalemate":         {once: "stalemate", args: stalemateArgs},
			"move-rule":         {once: "move-rule", args: moveRuleArgs},
			"repetition":        {once: "repetition", args: repetitionArgs},
			"no-checks":         {once: "no-checks"},
			"transfer":          {once: "transfer"},
			"black-view":        {once: "black-view", args: oneOf("mirror", "rotate")},
			"wrap":              {once: "wrap", args: oneOf("cylinder", "torus")},
			"turns":             {once: "turns", args: turnsArgs, block: optionalBlock, inner: turnsBody, need: []string{"part"}},
			"ending":            {block: blockOrNone, inner: endingBody, args: endingArgs, need: []string{"extinction|reach|bare|move-limit|checks|board-full|connect|castled|castling-lost", "winner"}},
			"score":             {args: scoreArgs},
			"rank":              {once: "rank", args: names(2, false)},
			"drops":             {once: "drops", block: blockOrNone, inner: dropsBody, need: []string{"pieces"}},
			"hand":              {once: "hand", block: blockOrNone, inner: handBody},
			"gating":            {once: "gating", block: blockOrNone, inner: gatingBody, need: []string{"pieces"}},
			"limit":             {args: limitArgs},
			"must-first":        {args: mustFirstArgs},
			"allow":             {args: allowArgs},
			"use":               {args: names(1, false)},
			"region":            {args: regionArgs, block: optionalBlock, inner: regionBody, need: []string{"white|black"}},
			"confine":           {args: confineArgs},
			"landing":           {once: "landing", args: landingArgs},
			"pass":              {once: "pass", args: oneOf("always", "when-stuck", "none")},
			"facing":            {once: "facing", args: oneOf("illegal", "bikjang", "allowed")},
			"move-repetition":   {once: "move-repetition", args: oneOf("loss", "allowed")},
			"material-count":    {once: "material-count", block: blockOrNone, inner: materialBody, need: []string{"points|bonus"}},
			"explosion":         {once: "explosion", args: explosionArgs},
			"must-capture":      {once: "must-capture", args: optionalOneOf("most")},
			"after-capture":     {once: "after-capture", args: oneOf("land", "stay", "move-as-victim")},
			"petrify":           {once: "petrify", args: names(1, false)},
			"flips":             {once: "flips", args: flipsArgs},
			"royal-in-check":    {once: "royal-in-check", args: oneOf("captures-only", "free")},
			"first-move-rights": {once: "first-move-rights", args: names(1, false)},
			"counting":          {once: "counting", block: blockOrNone, inner: countingBody},
			"mate-rule":         {once: "mate-rule", block: blockOrNone, inner: mateBody},
			"draw":              {once: "draw", args: drawArgs},

			// The problemists' conditions (capturerules.go).
			"rebirth":             {once: "rebirth", args: optionSections("by-file")},
			"captor-changes-side": {once: "captor-changes-side", args: optionSections("except")},
			"contagion":           {once: "contagion", args: contagionArgs},
			"paralysis":           {once: "paralysis", args: optionSections("except")},
			"patrol":              {once: "patrol", args: names(0, false)},
			"frozen-suicide":      {once: "frozen-suicide", args: optionSections("except")},
		},
		mapBody: {
			"map": {args: mapArgs},
		},
		tradingBody: {
			"distant-protected": {once: "distant-protected"},
			"bridge":            {once: "bridge", args: names(0, false)},
			"protected":         {once: "protected"},
			"counterstrike":     {once: "counterstrike", args: optionalOneOf("any")},
		},
		mateBody: {
			"not-only": {once: "not-only", args: names(1, false)},
			"needs":    {once: "needs", args: names(1, false)},
		},
		countingBody: {
			"pawns":         {once: "pawns", args: names(1, false)},
			"most-pieces":   {once: "most-pieces", args: intArg(1, 1000)},
			"board-honour":  {once: "board-honour", args: boardHonourArgs},
			"pieces-honour": {args: piecesHonourArgs},
			"otherwise":     {once: "otherwise", args: intArg(0, 1000)},
			"from-zero":     {once: "from-zero"},
			"last-pawn":     {once: "last-pawn"},
		},
		materialBody: {
			"points": {args: pointsArgs},
			"bonus":  {args: bonusArgs},
		},
		shuffleBody: {
			"rank":             {once: "rank", args: intArg(1, MaxRanks)},
			"opposite-colours": {once: "opposite-colours", args: names(1, false)},
			"king-between":     {once: "king-between"},
			"numbering":        {once: "numbering", args: oneOf("chess960", "sorted")},
		},
		regionBody: {
			"white": {once: "white", args: sideItems},
			"black": {once: "black", args: sideItems},
		},
		dropsBody: {
			"pieces":          {once: "pieces", args: names(1, false)},
			"ranks":           {args: rangeForArgs},
			"own-half":        {args: forArgs},
			"region":          {once: "region", args: oneRegion},
			"outside":         {args: regionForArgs},
			"placement":       {once: "placement", args: oneOf("alternate", "consecutive")},
			"mobile-only":     {once: "mobile-only"},
			"file-limit":      {args: limitArgs},
			"no-mate":         {once: "no-mate", args: names(1, false)},
			"no-check":        {once: "no-check"},
			"promoted":        {once: "promoted", args: oneOf("either", "only")},
			"opposite-colors": {once: "opposite-colors", args: names(1, false)},
			"castle-file":     {once: "castle-file", args: oneFile},
			"unlimited":       {once: "unlimited"},
			"adjacent":        {once: "adjacent"},
			"flipping":        {once: "flipping"},
			"on-top":          {once: "on-top"},
			"pushed-in":       {once: "pushed-in"},
			"apart":           {once: "apart"},
			"start-squares":   {once: "start-squares", args: squaresArgs},
			"must":            {once: "must", args: names(1, false)},
			"pickup":          {once: "pickup", args: names(1, false)},
		},
		handBody: {
			"captures": {once: "captures", args: names(0, false)},
			"demote":   {args: twoNames},
			"promoted": {once: "promoted", args: oneOf("demote", "keep")},
			"limit":    {once: "limit", args: intArg(1, 1000)},
		},
		gatingBody: {
			"pieces": {once: "pieces", args: names(1, false)},
		},
		pieceBody: {
			"value":          {once: "value", args: intArg(0, 100000)},
			"figure":         {once: "figure", args: figureArgs},
			"nearest":        {args: stringArg},
			"farthest":       {args: stringArg},
			"flying":         {args: stringArg},
			"hole-leap":      {args: stringArg},
			"chain":          {args: chainArgs},
			"range-capture":  {args: stringArg},
			"area":           {args: stringArg},
			"seniority":      {once: "seniority", args: intArg(1, 100)},
			"step":           {args: ringClauseArgs(true)},
			"swap":           {args: swapArgs},
			"teleport":       {once: "teleport", args: teleportArgs},
			"leap":           {args: ringClauseArgs(true)},
			"slide":          {args: ringClauseArgs(false)},
			"fly":            {args: ringClauseArgs(false)},
			"becomes":        {args: nameAndBetza("a piece name")},
			"once":           {args: nameAndBetza("a name for the right, such as king-leap")},
			"captured-by":    {once: "captured-by", args: names(1, true)},
			"cannot-take":    {once: "cannot-take", args: names(1, false)},
			"cannot-hop":     {once: "cannot-hop", args: names(1, false)},
			"not-in-check":   {args: stringArg},
			"spoiled-by":     {once: "spoiled-by", args: namesAndBetza},
			"butt":           {args: effectArgs("victims")},
			"burns-arrivals": {args: effectArgs("victims")},
			"custodian":      {args: effectArgs("victims", "partners")},
			"withdraw":       {args: effectArgs("victims")},
			"approach":       {args: effectArgs("victims")},
			"freeze":         {args: effectArgs("victims")},
			"coordinate":     {args: coordinateArgs},
			"captures":       {args: capturesArgs},
			"exit":           {once: "exit", args: exitArgs},
			"from-ranks":     {args: rangeAndBetza},
			"relayed-by":     {args: relayArgs},
			"allow":          {args: allowArgs},
			"from":           {args: regionAndBetza},
			"not-from":       {args: regionAndBetza},
			"within":         {args: regionAndBetza},

			// A move that removes the mover with its victim (interp/destruction.go).
			"mutual-destruction": {once: "mutual-destruction", args: effectArgs("victims")},

			// Captures banned where the victim is protected (interp/protectedtake.go).
			"cannot-take-protected": {once: "cannot-take-protected", args: names(1, false)},
		},
		castlingBody: {
			"king":              {once: "king", args: oneName},
			"rooks":             {once: "rooks", args: names(1, false)},
			"kingside":          {once: "kingside", args: fileArgs},
			"queenside":         {once: "queenside", args: fileArgs},
			"white-kingside":    {once: "white-kingside", args: fileArgs},
			"white-queenside":   {once: "white-queenside", args: fileArgs},
			"black-kingside":    {once: "black-kingside", args: fileArgs},
			"black-queenside":   {once: "black-queenside", args: fileArgs},
			"kingside-partner":  {once: "kingside-partner", args: oneFile},
			"queenside-partner": {once: "queenside-partner", args: oneFile},
			"opposite":          {once: "opposite"},
		},
		promotionBody: {
			"pieces":        {once: "pieces", args: names(1, false)},
			"ranks":         {once: "ranks", args: rangeArg},
			"rank":          {once: "ranks", args: intArg(1, 26)},
			"last-rank":     {once: "ranks"},
			"region":        {once: "ranks", args: oneRegion},
			"choices":       {once: "choices", args: names(1, true)},
			"mandatory":     {once: "mandatory", args: optionalOneOf("if-immobile", "if-takes-promoted")},
			"map":           {once: "map", args: mapArgs},
			"on":            {once: "on", args: triggerArgs},
			"captures-only": {once: "captures-only"},
			"flip":          {once: "flip"},
			"limit":         {args: limitArgs},
			"on-entry":      {once: "on"},
			"if-present":    {once: "if-present", args: names(1, false)},
			"if-absent":     {once: "if-absent", args: names(1, false)},
			"side":          {once: "side", args: oneOf("white", "black")},
			"standing":      {once: "standing"},
			"last-anywhere": {once: "last-anywhere"},
			"peaceful":      {once: "peaceful"},
			"unforced":      {once: "unforced"},
		},
		turnsBody: {
			"part": {args: partArgs, block: optionalBlock, inner: partBody, need: []string{"after"}},
		},
		partBody: {
			"after": {args: afterArgs},
		},
		endingBody: {
			"extinction":        {once: "kind", args: names(1, false)},
			"reach":             {once: "kind", args: names(1, false)},
			"bare":              {once: "kind", args: names(0, false)},
			"move-limit":        {once: "kind", args: intArg(1, 100000)},
			"checks":            {once: "kind", args: intArg(1, 100)},
			"board-full":        {once: "kind"},
			"connect":           {once: "kind", args: connectArgs},
			"castled":           {once: "kind", args: oneOf("kingside", "queenside")},
			"castling-lost":     {once: "kind", args: oneOf("kingside", "queenside")},
			"lines":             {once: "lines", args: linesArgs},
			"square":            {once: "square"},
			"collinear":         {once: "collinear"},
			"between":           {once: "between", args: twoRegions},
			"blocked":           {once: "blocked"},
			"side":              {once: "side", args: oneOf("white", "black", "each")},
			"winner":            {once: "winner", args: oneOf("side", "other", "draw")},
			"ranks":             {once: "where", args: rangeArg},
			"rank":              {once: "where", args: intArg(1, 26)},
			"last-rank":         {once: "where"},
			"squares":           {once: "where", args: squaresArgs},
			"region":            {once: "where", args: oneRegion},
			"per-type":          {once: "per-type"},
			"at-most":           {once: "at-most", args: intArg(0, 1000)},
			"opponent-at-least": {once: "opponent-at-least", args: intArg(1, 1000)},
			"grace":             {once: "grace"},
			"safe":              {once: "safe"},
			"at-least":          {once: "at-least", args: intArg(1, 1000)},
		},
	}
}

// keywords lists the statements of a block kind, sorted, in a slice of
// the caller's.
func keywords(k blockKind) []string { return slices.Clone(sortedKeywords()[k]) }

// sortedKeywords lists the statements of each block kind, sorted, made
// once: a file of half a million unknown statements asks for them as
// often (see unknownStatement). Read them, never change them.
var sortedKeywords = sync.OnceValue(func() map[blockKind][]string {
	all := map[blockKind][]string{}
	for k, sp := range specs {
		kws := make([]string, 0, len(sp))
		for kw := range sp {
			kws = append(kws, kw)
		}
		slices.Sort(kws)
		all[k] = kws
	}
	return all
})

// block runs the first pass over the statements of a block. d is the
// declaration the block belongs to (local pieces go into d.local). It
// reports whether every statement is well formed.
func (c *checker) block(stmts []*syntax.Stmt, kind blockKind, d *decl) bool {
	ok := true
	seen := map[string]*syntax.Stmt{}
	for _, s := range stmts {
		sp, found := specs[kind][s.Keyword]
		if !found {
			c.unknownStatement(s, kind)
			ok = false
			continue
		}
		if sp.once != "" {
			if prev := seen[sp.once]; prev != nil {
				c.errorf(s.Pos, diag.DuplicateStatement, "%s: a block may hold only one (%s given %s)",
					s.Keyword, prev.Keyword, where(prev.Pos))
				ok = false
				continue
			}
			seen[sp.once] = s
		}
		good := c.stmt(s, sp, d)
		c.ok[s] = good
		ok = ok && good
	}
	return ok
}

// stmt runs the first pass over one statement.
func (c *checker) stmt(s *syntax.Stmt, sp spec, d *decl) bool {
	switch sp.block {
	case declBlock:
		p := c.pieceDecl(s)
		if p == nil {
			return false
		}
		c.addPiece(d.local, new([]string), p)
		return p.ok
	case blockOrNone:
		if s.Body == nil {
			if len(s.Args) == 1 && s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "none" {
				return true
			}
			c.errorf(s.Pos, diag.BadBlock, "%s needs a { ... } block, or none", s.Keyword)
			return false
		}
		good := true
		if sp.args != nil {
			good = sp.args(c, s)
		} else if len(s.Args) > 0 {
			c.errorf(s.Args[0].Pos, diag.WrongArgCount, "%s takes no arguments before its block", s.Keyword)
			good = false
		}
		if !c.block(s.Body.Stmts, sp.inner, d) {
			good = false
		}
		if !c.needs(s, sp) {
			good = false
		}
		for _, pr := range sp.pairs {
			if hasAny(s.Body.Stmts, pr[:1]) && !hasAny(s.Body.Stmts, pr[1:]) {
				c.errorf(s.Pos, diag.MissingStatement, "%s block has no %s statement", s.Keyword, pr[1])
				good = false
			}
		}
		return good
	}
	good := true
	if sp.args != nil {
		good = sp.args(c, s)
	} else if len(s.Args) > 0 {
		c.errorf(s.Args[0].Pos, diag.WrongArgCount, "%s takes no arguments", s.Keyword)
		good = false
	}
	if sp.block == optionalBlock && s.Body != nil {
		if !c.block(s.Body.Stmts, sp.inner, d) {
			good = false
		}
		if !c.needs(s, sp) {
			good = false
		}
		return good
	}
	if s.Body != nil {
		c.errorf(s.Body.Pos, diag.BadBlock, "%s takes no block", s.Keyword)
		good = false
	}
	return good
}

// needs reports the statements a block must hold (spec.need) that it
// lacks. A block with an unknown statement is not judged: the unknown one
// is most likely the missing one misspelt, already reported.
func (c *checker) needs(s *syntax.Stmt, sp spec) bool {
	for _, st := range s.Body.Stmts {
		if _, known := specs[sp.inner][st.Keyword]; !known {
			return true
		}
	}
	ok := true
	for _, need := range sp.need {
		if !hasAny(s.Body.Stmts, strings.Split(need, "|")) {
			c.errorf(s.Pos, diag.MissingStatement, "%s block has no %s statement", s.Keyword, strings.ReplaceAll(need, "|", " or "))
			ok = false
		}
	}
	return ok
}

func hasAny(stmts []*syntax.Stmt, kws []string) bool {
	for _, s := range stmts {
		if slices.Contains(kws, s.Keyword) {
			return true
		}
	}
	return false
}

// unknownStatement reports a keyword that kind does not accept, saying
// where it belongs if another block accepts it, or what it may be a
// misspelling of.
func (c *checker) unknownStatement(s *syntax.Stmt, kind blockKind) {
	code := diag.UnknownStatement
	if kind == topLevel {
		code = diag.UnknownDeclaration
	}
	for k := range blockNames {
		if blockKind(k) != kind {
			if _, ok := specs[blockKind(k)][s.Keyword]; ok {
				c.errorf(s.Pos, code, "%s is not allowed %s; it belongs %s", s.Keyword, blockNames[kind], blockNames[k])
				return
			}
		}
	}
	what := "statement"
	if kind == topLevel {
		what = "declaration (want piece, rules, variant or import)"
	}
	hint := ""
	if c.diags.Full() { // only counted: no message is shown
		c.errorf(s.Pos, code, "unknown %s", what)
		return
	}
	if near := nearKeyword(s.Keyword, sortedKeywords()[kind]); near != "" {
		hint = fmt.Sprintf(" (did you mean %s?)", near)
	}
	c.errorf(s.Pos, code, "unknown %s %s%s", what, s.Keyword, hint)
}

// nearKeyword is the keyword an unknown word most likely means: the
// nearest in spelling (diag.Nearest), or one the word begins like
// (castle for castling, promote for promotion); "" if none.
func nearKeyword(word string, kws []string) string {
	if n := diag.Nearest(word, kws); n != "" {
		return n
	}
	best, bestLen := "", 0
	for _, kw := range kws {
		n := 0
		for n < len(word) && n < len(kw) && word[n] == kw[n] {
			n++
		}
		if n >= 5 && n >= len(word)-1 && n > bestLen {
			best, bestLen = kw, n
		}
	}
	return best
}

// Argument checkers. Each reports its own errors and says whether the
// arguments are well formed.

func arity(c *checker, s *syntax.Stmt, min, max int, usage string) bool {
	n := len(s.Args)
	if n >= min && (max < 0 || n <= max) {
		return true
	}
	pos := s.Pos
	if n > max && max >= 0 {
		pos = s.Args[max].Pos
	}
	c.errorf(pos, diag.WrongArgCount, "%s: got %d argument%s, want %s", s.Keyword, n, plural(n), usage)
	return false
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func kind(c *checker, s *syntax.Stmt, a *syntax.Arg, want syntax.ArgKind, what string) bool {
	if a.Kind == want {
		return true
	}
	c.errorf(a.Pos, diag.WrongArgType, "%s: got %s %s, want %s", s.Keyword, a.Kind, diag.Shorten(a.Text), what)
	return false
}

// boardArgs accepts a size (board 8x8) or rings and spokes (board rings 4
// spokes 8).
func boardArgs(c *checker, s *syntax.Stmt) bool {
	if len(s.Args) > 1 && s.Args[0].Kind == syntax.Size && s.Args[1].Kind == syntax.Ident && (s.Args[1].Str == "levels" || s.Args[1].Str == "boards") {
		return levelsArgs(c, s)
	}
	if len(s.Args) > 0 && s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "hex" {
		return hexArgs(c, s)
	}
	if len(s.Args) > 0 && s.Args[0].Kind == syntax.Ident && s.Args[0].Str != "rings" {
		return valueIn(c, s, s.Args[0], []string{"rings", "hex"}, "a size such as 8x8, rings N spokes M, or hex N")
	}
	if len(s.Args) == 0 || s.Args[0].Kind != syntax.Ident || s.Args[0].Str != "rings" {
		return sizeArg(c, s)
	}
	const usage = "rings N spokes M, such as rings 4 spokes 8"
	if !arity(c, s, 4, 4, usage) {
		return false
	}
	if a := s.Args[2]; a.Kind != syntax.Ident || a.Str != "spokes" {
		c.errorf(a.Pos, diag.WrongArgType, "board: got %s, want %s", diag.Shorten(a.Text), usage)
		return false
	}
	if !kind(c, s, s.Args[1], syntax.Int, "the number of rings") || !kind(c, s, s.Args[3], syntax.Int, "the number of spokes (diameters)") {
		return false
	}
	r, sp := s.Args[1], s.Args[3]
	if r.N < 1 || r.N > MaxRanks-1 {
		c.errorf(r.Pos, diag.BoardSize, "board rings %s: want 1 to %d rings", diag.Shorten(r.Text), MaxRanks-1)
		return false
	}
	if sp.N < 1 || 2*sp.N > MaxFiles {
		c.errorf(sp.Pos, diag.BoardSize, "board spokes %s: want 1 to %d spokes (diameters, two files each)", diag.Shorten(sp.Text), MaxFiles/2)
		return false
	}
	return true
}

func sizeArg(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 1, 1, "a size such as 8x8") && sizeArg1(c, s)
}

// sizeArg1 checks the statement's first argument, a size.
func sizeArg1(c *checker, s *syntax.Stmt) bool {
	if !kind(c, s, s.Args[0], syntax.Size, "a size such as 8x8 (files x ranks)") {
		return false
	}
	a := s.Args[0]
	if a.N < 1 || a.N > MaxFiles || a.M < 1 || a.M > MaxRanks {
		c.errorf(a.Pos, diag.BoardSize, "board %s: want 1x1 to %dx%d", diag.Shorten(a.Text), MaxFiles, MaxRanks)
		return false
	}
	return true
}

// MaxFiles and MaxRanks bound the board: files are named by one letter,
// a to z.
const (
	MaxFiles = 26
	MaxRanks = 26
)

// names accepts min or more piece names; withNone also accepts the single
// argument none.
func names(min int, withNone bool) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		usage := "one or more piece names"
		if withNone {
			usage += ", or none"
		}
		if !arity(c, s, min, -1, usage) {
			return false
		}
		ok := true
		for _, a := range s.Args {
			ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
			if a.Kind == syntax.Ident && a.Str == "none" {
				if !withNone {
					c.errorf(a.Pos, diag.BadValue, "%s: none is not allowed here; want %s", s.Keyword, usage)
					ok = false
				} else if len(s.Args) > 1 {
					c.errorf(a.Pos, diag.BadValue, "%s: none must stand alone", s.Keyword)
					ok = false
				}
			}
		}
		return ok
	}
}

// royalArgs checks royal's piece names (or none), which may end with
// when-last (and a count), or with when-last together.
func royalArgs(c *checker, s *syntax.Stmt) bool {
	n := len(s.Args)
	if n > 1 && s.Args[n-1].Kind == syntax.Ident && s.Args[n-1].Str == "passes-safe" {
		if s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "none" {
			c.errorf(s.Args[n-1].Pos, diag.BadValue, "royal: none has no royal piece to pass safely")
			return false
		}
		cut := *s
		cut.Args = s.Args[:n-1]
		return royalArgs(c, &cut)
	}
	if n > 2 && s.Args[n-1].Kind == syntax.Ident && s.Args[n-1].Str == "together" {
		counted := s.Args[n-2].Kind == syntax.Int && n > 3 && s.Args[n-3].Str == "when-last"
		if !counted && (s.Args[n-2].Kind != syntax.Ident || s.Args[n-2].Str != "when-last") {
			c.errorf(s.Args[n-1].Pos, diag.BadRoyal, "royal: together needs when-last before it: the types count as one only for being their side's last")
			return false
		}
		cut := *s
		cut.Args = s.Args[:n-1]
		return royalArgs(c, &cut)
	}
	if n > 2 && s.Args[n-1].Kind == syntax.Int && s.Args[n-2].Kind == syntax.Ident && s.Args[n-2].Str == "when-last" {
		if s.Args[n-1].N < 1 {
			c.errorf(s.Args[n-1].Pos, diag.BadValue, "royal: when-last %d: the count must be 1 or more (the most pieces of the type a side may have for them to be royal)", s.Args[n-1].N)
			return false
		}
		cut := *s
		cut.Args = s.Args[:n-1]
		return royalArgs(c, &cut)
	}
	if n > 1 && s.Args[n-1].Kind == syntax.Ident && s.Args[n-1].Str == "when-last" {
		if s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "none" {
			c.errorf(s.Args[n-1].Pos, diag.BadValue, "royal: none cannot be royal when-last")
			return false
		}
		cut := *s
		cut.Args = s.Args[:n-1]
		return names(1, false)(c, &cut)
	}
	return names(1, true)(c, s)
}

func oneName(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 1, 1, "one piece name") && kind(c, s, s.Args[0], syntax.Ident, "a piece name")
}

var squareRE = regexp.MustCompile(`^[a-z][1-9][0-9]*$`)

func squaresOrNone(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, "one or more squares such as d4, or none") {
		return false
	}
	if len(s.Args) == 1 && s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "none" {
		return true
	}
	return squareNames(c, s)
}

func squaresArgs(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 1, -1, "one or more squares such as d4") && squareNames(c, s)
}

func squareNames(c *checker, s *syntax.Stmt) bool {
	ok := true
	for _, a := range s.Args {
		if a.Kind != syntax.Ident || !squareRE.MatchString(a.Str) {
			c.errorf(a.Pos, diag.BadSquare, "%s: got %s, want a square such as d4 (file a-z, rank from 1)", s.Keyword, diag.Shorten(a.Text))
			ok = false
		}
	}
	return ok
}

// chainArgs: chain "BETZA" [stop-on-promotion] [remove-at-once]
func chainArgs(c *checker, s *syntax.Stmt) bool {
	want := `a "string", optionally followed by stop-on-promotion and remove-at-once`
	if !arity(c, s, 1, 3, want) || !kind(c, s, s.Args[0], syntax.String, `a "string"`) {
		return false
	}
	options := []string{"stop-on-promotion", "remove-at-once"}
	seen := map[string]bool{}
	for _, a := range s.Args[1:] {
		if !kind(c, s, a, syntax.Ident, "stop-on-promotion or remove-at-once") || !valueIn(c, s, a, options, "stop-on-promotion or remove-at-once") {
			return false
		}
		if seen[a.Str] {
			c.errorf(a.Pos, diag.DuplicateStatement, "chain: %s given twice", a.Str)
			return false
		}
		seen[a.Str] = true
	}
	return true
}

// swapArgs checks swap "BETZA" or swap anywhere, optionally followed by
// once NAME, in-check and (with anywhere) when-stuck.
func swapArgs(c *checker, s *syntax.Stmt) bool {
	want := `a "string" or anywhere, optionally followed by any or enemies, once NAME, in-check, when-stuck and partners NAME...`
	if !arity(c, s, 1, -1, want) {
		return false
	}
	if a := s.Args[0]; a.Kind != syntax.String && !(a.Kind == syntax.Ident && a.Str == "anywhere") {
		c.errorf(a.Pos, diag.WrongArgType, "swap: got %s %s, want %s", a.Kind, diag.Shorten(a.Text), `a "string" or anywhere`)
		return false
	}
	anywhere := s.Args[0].Kind == syntax.Ident
	seen := map[string]bool{}
	for i := 1; i < len(s.Args); i++ {
		a := s.Args[i]
		if !kind(c, s, a, syntax.Ident, "any, enemies, once, in-check, when-stuck or partners") || !valueIn(c, s, a, []string{"any", "enemies", "once", "in-check", "when-stuck", "partners"}, "any, enemies, once NAME, in-check, when-stuck or partners NAME...") {
			return false
		}
		if a.Str == "when-stuck" && s.Args[0].Kind == syntax.String {
			c.errorf(a.Pos, diag.BadSwapStuck, "swap %s when-stuck: only swap anywhere takes when-stuck (a swap along a piece's moves is judged with its other moves)", diag.Shorten(s.Args[0].Text))
			return false
		}
		if seen[a.Str] {
			c.errorf(a.Pos, diag.DuplicateStatement, "swap: %s given twice", a.Str)
			return false
		}
		seen[a.Str] = true
		switch a.Str {
		case "any", "enemies", "partners":
			if anywhere {
				c.errorf(a.Pos, diag.BadSwapPartners, "swap anywhere: %s is for a swap along moves (swap \"Q\" %s); swap anywhere swaps with any friendly piece", a.Str, a.Str)
				return false
			}
			if seen["any"] && seen["enemies"] {
				c.errorf(a.Pos, diag.BadSwapPartners, "swap: any and enemies both given: any swaps with a piece of either side, enemies with an enemy piece only")
				return false
			}
		}
		switch a.Str {
		case "once":
			if i+1 == len(s.Args) {
				c.errorf(a.Pos, diag.WrongArgCount, "swap: once needs the right's name, such as once king-swap")
				return false
			}
			i++
			if !kind(c, s, s.Args[i], syntax.Ident, "a name for the right, such as king-swap") {
				return false
			}
		case "partners":
			if i+1 == len(s.Args) {
				c.errorf(a.Pos, diag.WrongArgCount, "swap: partners needs one or more piece names")
				return false
			}
			for _, n := range s.Args[i+1:] {
				if !kind(c, s, n, syntax.Ident, "a piece name") {
					return false
				}
			}
			return true // the names are the rest
		}
	}
	return true
}

// teleportArgs checks teleport [in REGION] [forks N] [becomes NAME], the
// options in any order, each at most once.
func teleportArgs(c *checker, s *syntax.Stmt) bool {
	opts := []string{"in", "forks", "becomes"}
	if !arity(c, s, 0, 6, "optionally in REGION, forks N and becomes NAME") {
		return false
	}
	seen := map[string]bool{}
	for i := 0; i < len(s.Args); i += 2 {
		a := s.Args[i]
		if a.Kind != syntax.Ident || !slices.Contains(opts, a.Str) {
			c.errorf(a.Pos, diag.BadTeleport, "teleport: got %s, want in REGION, forks N or becomes NAME%s", diag.Shorten(a.Text), diag.Suggest(a.Str, opts))
			return false
		}
		if seen[a.Str] {
			c.errorf(a.Pos, diag.BadTeleport, "teleport: %s given twice", a.Str)
			return false
		}
		seen[a.Str] = true
		if i+1 == len(s.Args) {
			c.errorf(a.Pos, diag.WrongArgCount, "teleport: %s needs %s", a.Str, map[string]string{"in": "a region name", "forks": "the number of enemy pieces, such as forks 2", "becomes": "a piece name"}[a.Str])
			return false
		}
		v := s.Args[i+1]
		switch a.Str {
		case "forks":
			if !kind(c, s, v, syntax.Int, "the number of enemy pieces, 1 to 8") {
				return false
			}
			if v.N < 1 || v.N > 8 {
				c.errorf(v.Pos, diag.BadTeleport, "teleport: forks %d: want 1 to 8 enemy pieces", v.N)
				return false
			}
		default:
			if !kind(c, s, v, syntax.Ident, map[string]string{"in": "a region name", "becomes": "a piece name"}[a.Str]) {
				return false
			}
		}
	}
	return true
}

func stringArg(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 1, 1, "one string") && kind(c, s, s.Args[0], syntax.String, `a "string"`)
}

func intArg(lo, hi int) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		if !arity(c, s, 1, 1, "one integer") || !kind(c, s, s.Args[0], syntax.Int, "an integer") {
			return false
		}
		return intRange(c, s, s.Args[0], lo, hi)
	}
}

func intRange(c *checker, s *syntax.Stmt, a *syntax.Arg, lo, hi int) bool {
	if a.N < lo || a.N > hi {
		c.errorf(a.Pos, diag.BadValue, "%s %s: want %d to %d", s.Keyword, diag.Shorten(a.Text), lo, hi)
		return false
	}
	return true
}

var results = []string{"draw", "loss", "win"}

func resultArg(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 1, "draw, loss or win") || !kind(c, s, s.Args[0], syntax.Ident, "draw, loss or win") {
		return false
	}
	a := s.Args[0]
	if !slices.Contains(results, a.Str) {
		c.errorf(a.Pos, diag.BadValue, "%s %s: want draw, loss or win%s", s.Keyword, a.Str, diag.Suggest(a.Str, results))
		return false
	}
	return true
}

// stalemateArgs: stalemate draw|loss|win [by-count]
func stalemateArgs(c *checker, s *syntax.Stmt) bool {
	if len(s.Args) < 2 {
		return resultArg(c, s)
	}
	if !arity(c, s, 1, 2, "draw, loss or win, optionally followed by by-count") {
		return false
	}
	a := s.Args[1]
	if a.Kind != syntax.Ident || a.Str != "by-count" {
		c.errorf(a.Pos, diag.BadValue, "stalemate %s: want by-count (or nothing) after the result", diag.Shorten(a.Text))
		return false
	}
	head := *s
	head.Args = s.Args[:1]
	return resultArg(c, &head)
}

// repetitionArgs: repetition N [draw|win|loss]
func repetitionArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 2, "an integer, optionally followed by the result for the side to move (draw, win or loss)") || !kind(c, s, s.Args[0], syntax.Int, "an integer") {
		return false
	}
	if a := s.Args[0]; a.N == 1 || a.N > 1000 {
		c.errorf(a.Pos, diag.BadValue, "repetition %s: want 0 (off) or 2 to 1000", diag.Shorten(a.Text))
		return false
	}
	if len(s.Args) == 2 {
		a := s.Args[1]
		return kind(c, s, a, syntax.Ident, "draw, win or loss") && valueIn(c, s, a, results, "draw, win or loss (the result for the side to move)")
	}
	return true
}

// moveRuleArgs: move-rule N [pieces NAME...]
func moveRuleArgs(c *checker, s *syntax.Stmt) bool {
	usage := "an integer, optionally followed by pieces and piece names"
	if !arity(c, s, 1, -1, usage) || !kind(c, s, s.Args[0], syntax.Int, "an integer") {
		return false
	}
	if !intRange(c, s, s.Args[0], 0, 10000) {
		return false
	}
	if len(s.Args) == 1 {
		return true
	}
	a := s.Args[1]
	if a.Kind != syntax.Ident || a.Str != "pieces" {
		c.errorf(a.Pos, diag.WrongArgType, "move-rule: got %s after the count, want pieces%s", diag.Shorten(a.Text), diag.Suggest(a.Str, []string{"pieces"}))
		return false
	}
	if len(s.Args) == 2 {
		c.errorf(a.Pos, diag.WrongArgCount, "move-rule: pieces needs one or more piece names")
		return false
	}
	ok := true
	for _, a := range s.Args[2:] {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return ok
}

var fileRE = regexp.MustCompile(`^[a-z]$`)

// fileArgs: kingside KINGFILE ROOKFILE
func fileArgs(c *checker, s *syntax.Stmt) bool {
	usage := "the files the king and its partner go to, such as g f, or steps and the king's distances, such as steps 1..4"
	if len(s.Args) > 0 && s.Args[0].Kind == syntax.Ident && s.Args[0].Str == "steps" {
		if !arity(c, s, 2, 2, usage) || !kind(c, s, s.Args[1], syntax.Range, "the king's distances, such as 1..4") {
			return false
		}
		if a := s.Args[1]; a.N < 1 || a.N > a.M {
			c.errorf(a.Pos, diag.BadCastling, "%s steps %s: want FROM..TO with 1 <= FROM <= TO", s.Keyword, diag.Shorten(a.Text))
			return false
		}
		return true
	}
	if !arity(c, s, 2, 2, usage) {
		return false
	}
	ok := true
	for _, a := range s.Args {
		if a.Kind != syntax.Ident || !fileRE.MatchString(a.Str) {
			c.errorf(a.Pos, diag.WrongArgType, "%s: got %s, want a file letter a-z", s.Keyword, diag.Shorten(a.Text))
			ok = false
		}
	}
	return ok
}

func rangeArg(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 1, "a range such as 8..8") || !kind(c, s, s.Args[0], syntax.Range, "a range such as 8..8") {
		return false
	}
	a := s.Args[0]
	if a.N < 1 || a.N > a.M {
		c.errorf(a.Pos, diag.RankOffBoard, "ranks %s: want FROM..TO with 1 <= FROM <= TO", diag.Shorten(a.Text))
		return false
	}
	return true
}

// limitArgs: limit NAME N
func limitArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, 2, "a piece name and a count") {
		return false
	}
	ok := kind(c, s, s.Args[0], syntax.Ident, "a piece name")
	return countArg(c, s, s.Args[1]) && ok
}

// countArg checks a count argument: an integer from 0 to 1000.
func countArg(c *checker, s *syntax.Stmt, a *syntax.Arg) bool {
	return kind(c, s, a, syntax.Int, "an integer") && intRange(c, s, a, 0, 1000)
}

// mustFirstArgs: must-first PIECE after N.
func mustFirstArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 3, 3, "a piece name, after and a count: must-first King after 3") {
		return false
	}
	ok := kind(c, s, s.Args[0], syntax.Ident, "a piece name")
	ok = valueIn(c, s, s.Args[1], []string{"after"}, "after") && ok
	return countArg(c, s, s.Args[2]) && ok
}

func oneFile(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, 1, "a file letter a-z") {
		return false
	}
	if a := s.Args[0]; a.Kind != syntax.Ident || !fileRE.MatchString(a.Str) {
		c.errorf(a.Pos, diag.WrongArgType, "%s: got %s, want a file letter a-z", s.Keyword, diag.Shorten(a.Text))
		return false
	}
	return true
}

// oneOf accepts one name out of values.
// flipsArgs checks flips: adjacent [supported], enclosed or none.
func flipsArgs(c *checker, s *syntax.Stmt) bool {
	const want = "adjacent, adjacent supported, enclosed or none"
	if !arity(c, s, 1, 2, want) || !kind(c, s, s.Args[0], syntax.Ident, want) {
		return false
	}
	if len(s.Args) == 2 {
		if s.Args[0].Str != "adjacent" {
			c.errorf(s.Args[1].Pos, diag.BadValue, "flips %s: only adjacent flips may be supported; want %s", s.Args[0].Str, want)
			return false
		}
		return valueIn(c, s, s.Args[1], []string{"supported"}, want)
	}
	return valueIn(c, s, s.Args[0], []string{"adjacent", "enclosed", "none"}, want)
}

func oneOf(values ...string) func(*checker, *syntax.Stmt) bool {
	want := strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
	return func(c *checker, s *syntax.Stmt) bool {
		if !arity(c, s, 1, 1, want) || !kind(c, s, s.Args[0], syntax.Ident, want) {
			return false
		}
		return valueIn(c, s, s.Args[0], values, want)
	}
}

// valueIn reports a name that is not one of values.
func valueIn(c *checker, s *syntax.Stmt, a *syntax.Arg, values []string, want string) bool {
	if a.Kind == syntax.Ident && slices.Contains(values, a.Str) {
		return true
	}
	c.errorf(a.Pos, diag.BadValue, "%s %s: want %s%s", s.Keyword, diag.Shorten(a.Text), want, diag.Suggest(a.Str, values))
	return false
}

// sections splits args into sections that each begin with one of the
// keywords: "victims Queen Rook partners Snake". It reports an argument
// before the first keyword, a keyword given twice and an empty section.
func sections(c *checker, s *syntax.Stmt, args []*syntax.Arg, keywords ...string) (map[string][]*syntax.Arg, bool) {
	out := map[string][]*syntax.Arg{}
	var cur string
	var at *syntax.Arg
	ok := true
	end := func() {
		if cur != "" && len(out[cur]) == 0 {
			c.errorf(at.Pos, diag.WrongArgCount, "%s: %s needs one or more piece names", s.Keyword, cur)
			ok = false
		}
	}
	for _, a := range args {
		if a.Kind == syntax.Ident && slices.Contains(keywords, a.Str) {
			end()
			if _, dup := out[a.Str]; dup {
				c.errorf(a.Pos, diag.WrongArgCount, "%s: %s given twice", s.Keyword, a.Str)
				return nil, false
			}
			cur, at = a.Str, a
			out[cur] = nil
			continue
		}
		if cur == "" {
			c.errorf(a.Pos, diag.WrongArgType, "%s: got %s, want %s%s", s.Keyword, diag.Shorten(a.Text), strings.Join(keywords, " or "), diag.Suggest(a.Str, keywords))
			return nil, false
		}
		if !kind(c, s, a, syntax.Ident, "a piece name") {
			ok = false
			continue
		}
		out[cur] = append(out[cur], a)
	}
	end()
	return out, ok
}

// nameAndBetza: becomes NAME "BETZA", once NAME "BETZA".
func nameAndBetza(what string) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		return arity(c, s, 2, 2, what+` and a Betza string such as "N"`) &&
			kind(c, s, s.Args[0], syntax.Ident, what) &&
			kind(c, s, s.Args[1], syntax.String, `a Betza string such as "N"`)
	}
}

// optionSections: statements whose arguments, all optional, are
// sections of piece names: rebirth [by-file NAME...], paralysis [except
// NAME...].
func optionSections(keywords ...string) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		_, ok := sections(c, s, s.Args, keywords...)
		return ok
	}
}

// contagionArgs: contagion ENTRY... [except NAME...], each ENTRY a piece
// name or NAME -> NAME (the victim's type, then the type its captor
// becomes).
func contagionArgs(c *checker, s *syntax.Stmt) bool {
	head, rest := contagionSplit(s.Args)
	if len(head) == 0 {
		c.errorf(s.Pos, diag.WrongArgCount, "contagion: want one or more piece names (the types whose captor becomes one), then optionally except and the captors that do not")
		return false
	}
	ok := true
	for i, a := range head {
		if a.Kind == syntax.Symbol && a.Str == "->" {
			if i == 0 || i+1 == len(head) || head[i-1].Kind != syntax.Ident || head[i+1].Kind != syntax.Ident || i >= 2 && head[i-2].Str == "->" {
				c.errorf(a.Pos, diag.BadContagionMap, "contagion: -> stands between two piece names, the victim's type and the type its captor becomes (Priest -> Saint)")
				return false // one report: the arrows after it are as lost
			}
			continue
		}
		ok = kind(c, s, a, syntax.Ident, "a piece name or NAME -> NAME") && ok
	}
	_, secOK := sections(c, s, rest, "except")
	return ok && secOK
}

// contagionPairs reads contagion's head: each victim type, and the type
// its captor becomes (the victim's own if none is given).
func contagionPairs(head []*syntax.Arg) (victims, into []*syntax.Arg) {
	for i := 0; i < len(head); i++ {
		a := head[i]
		if a.Kind != syntax.Ident {
			continue
		}
		victims, into = append(victims, a), append(into, a)
		if i+2 < len(head) && head[i+1].Kind == syntax.Symbol && head[i+1].Str == "->" {
			into[len(into)-1] = head[i+2]
			i += 2
		}
	}
	return victims, into
}

// contagionSplit splits contagion's arguments at its except.
func contagionSplit(args []*syntax.Arg) (head, rest []*syntax.Arg) {
	for i, a := range args {
		if a.Kind == syntax.Ident && a.Str == "except" {
			return args[:i], args[i:]
		}
	}
	return args, nil
}

// relayArgs: relayed-by NAME... "BETZA" [to-ranks FROM..TO]
func relayArgs(c *checker, s *syntax.Stmt) bool {
	const usage = `piece names, a Betza string such as "N", then optionally to-ranks and a range such as 2..7`
	args := s.Args
	if n := len(args); n >= 2 && args[n-2].Kind == syntax.Ident && args[n-2].Str == "to-ranks" {
		r := args[n-1]
		if !kind(c, s, r, syntax.Range, "a range such as 2..7") {
			return false
		}
		if r.N < 1 || r.N > r.M || r.M > 26 {
			c.errorf(r.Pos, diag.RankOffBoard, "relayed-by to-ranks %s: want FROM..TO with 1 <= FROM <= TO <= 26", diag.Shorten(r.Text))
			return false
		}
		args = args[:n-2]
	}
	if len(args) < 2 {
		c.errorf(s.Pos, diag.WrongArgCount, "relayed-by: want %s", usage)
		return false
	}
	ok := true
	for _, a := range args[:len(args)-1] {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return kind(c, s, args[len(args)-1], syntax.String, `a Betza string such as "N"`) && ok
}

// rangeAndBetza: from-ranks 2..2 "ifmnD"
func rangeAndBetza(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, 2, `a range of ranks such as 2..2 and a Betza string such as "ifmnD"`) ||
		!kind(c, s, s.Args[0], syntax.Range, "a range such as 2..2") ||
		!kind(c, s, s.Args[1], syntax.String, `a Betza string such as "ifmnD"`) {
		return false
	}
	if a := s.Args[0]; a.N < 1 || a.N > a.M || a.M > 26 {
		c.errorf(a.Pos, diag.RankOffBoard, "from-ranks %s: want FROM..TO with 1 <= FROM <= TO <= 26", diag.Shorten(a.Text))
		return false
	}
	return true
}

// effectArgs: butt "K" [victims NAME...], custodian "K" [victims NAME...]
// [partners NAME...].
func effectArgs(options ...string) func(*checker, *syntax.Stmt) bool {
	return func(c *checker, s *syntax.Stmt) bool {
		usage := `a Betza string such as "K", then optionally ` + strings.Join(options, " or ") + " and piece names"
		if !arity(c, s, 1, -1, usage) || !kind(c, s, s.Args[0], syntax.String, `a Betza string such as "K"`) {
			return false
		}
		args, ok := afterArg(c, s, s.Args[1:])
		if !ok {
			return false
		}
		_, ok = sections(c, s, args, options...)
		return ok
	}
}

// afterArg checks an effect's optional last option, after "BETZA" (only
// after moves straight along the fragment's directions), and returns the
// arguments before it.
func afterArg(c *checker, s *syntax.Stmt, args []*syntax.Arg) ([]*syntax.Arg, bool) {
	n := len(args)
	if n >= 1 && args[n-1].Kind == syntax.Ident && args[n-1].Str == "after" {
		c.errorf(args[n-1].Pos, diag.WrongArgCount, `%s: after needs a Betza string such as "R"`, s.Keyword)
		return nil, false
	}
	if n < 2 || args[n-2].Kind != syntax.Ident || args[n-2].Str != "after" {
		return args, true
	}
	if s.Keyword == "freeze" {
		c.errorf(args[n-2].Pos, diag.WrongArgType, "freeze: after does not apply: a freezer freezes whether it moved or not")
		return nil, false
	}
	return args[:n-2], kind(c, s, args[n-1], syntax.String, `a Betza string such as "R"`)
}

// coordinateArgs: coordinate partners NAME... [victims NAME...] [after
// "BETZA"].
func coordinateArgs(c *checker, s *syntax.Stmt) bool {
	args, ok := afterArg(c, s, s.Args)
	if !ok {
		return false
	}
	sec, ok := sections(c, s, args, "partners", "victims")
	if ok && len(sec["partners"]) == 0 {
		c.errorf(s.Pos, diag.BadCoordinate, "coordinate: want partners and piece names: it takes on the squares where the destination's lines cross a partner's")
		return false
	}
	return ok
}

// partArgs: part own | part enemy | part wall
// anywhere|from-mover|vacated|edge [moving] [instead] [in REGION].
func partArgs(c *checker, s *syntax.Stmt) bool {
	if len(s.Args) == 0 || s.Args[0].Kind != syntax.Ident || s.Args[0].Str != "wall" {
		return oneOf("own", "enemy", "wall")(c, s)
	}
	const usage = "wall, where it goes (anywhere, from-mover, vacated or edge), optionally moving or instead, and optionally in REGION"
	if !arity(c, s, 2, 5, usage) {
		return false
	}
	ok := kind(c, s, s.Args[1], syntax.Ident, "anywhere, from-mover, vacated or edge") &&
		valueIn(c, s, s.Args[1], []string{"anywhere", "from-mover", "vacated", "edge"}, "anywhere, from-mover, vacated or edge")
	rest := s.Args[2:]
	if len(rest) > 0 && rest[0].Kind == syntax.Ident && rest[0].Str == "moving" {
		rest = rest[1:]
	} else if len(rest) > 0 && rest[0].Kind == syntax.Ident && rest[0].Str == "instead" {
		if w := s.Args[1].Str; w != "anywhere" && w != "edge" {
			c.errorf(rest[0].Pos, diag.BadWall, "part wall %s instead: a wall placed instead of a move goes anywhere or on the edge; %s needs a piece that moved", w, w)
			ok = false
		}
		rest = rest[1:]
	}
	switch {
	case len(rest) == 0:
	case len(rest) == 2 && rest[0].Kind == syntax.Ident && rest[0].Str == "in":
		ok = kind(c, s, rest[1], syntax.Ident, "a region name") && ok
	default:
		c.errorf(rest[0].Pos, diag.WrongArgCount, "part %s: want %s", diag.Shorten(rest[0].Text), usage)
		ok = false
	}
	if ok && s.Body != nil {
		c.errorf(s.Body.Pos, diag.BadWall, "part wall takes no block: what may move is for parts that move pieces")
		return false
	}
	return ok
}

// explosionArgs: explosion "K" [spares NAME...] [immune NAME...]. The
// fragment must give single leaps: the squares around a capture.
func explosionArgs(c *checker, s *syntax.Stmt) bool {
	if !effectArgs("spares", "immune")(c, s) {
		return false
	}
	_, ok := c.leapVectors("", s)
	return ok
}

// capturesArgs: captures "F" victims NAME...
func capturesArgs(c *checker, s *syntax.Stmt) bool {
	if !effectArgs("victims")(c, s) {
		return false
	}
	if len(s.Args) < 3 {
		c.errorf(s.Pos, diag.WrongArgCount, `captures: want a Betza string such as "F", then victims and the piece names it may take`)
		return false
	}
	return true
}

// exitArgs: exit "fW" [promote NAME... into NAME]
func exitArgs(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 1, -1, `a Betza string such as "fW", then optionally promote NAME... into NAME`) ||
		!kind(c, s, s.Args[0], syntax.String, `a Betza string such as "fW"`) {
		return false
	}
	sec, ok := sections(c, s, s.Args[1:], "promote", "into")
	if !ok {
		return false
	}
	_, hasP := sec["promote"]
	into, hasI := sec["into"]
	switch {
	case hasP && !hasI:
		c.errorf(s.Pos, diag.WrongArgCount, "exit: promote needs into and the piece they become")
		return false
	case hasI && !hasP:
		c.errorf(s.Pos, diag.WrongArgCount, "exit: into needs promote and the pieces that become it")
		return false
	case hasI && len(into) > 1:
		c.errorf(into[1].Pos, diag.WrongArgCount, "exit: into takes one piece name")
		return false
	}
	return true
}

// turnsArgs: turns [opening N...] [then N...], or turns { part ... }
func turnsArgs(c *checker, s *syntax.Stmt) bool {
	if s.Body != nil {
		if len(s.Args) > 0 {
			c.errorf(s.Args[0].Pos, diag.WrongArgCount, "turns: a turns block of parts takes no arguments")
			return false
		}
		return true
	}
	usage := "opening and the moves of the first turns, then and the moves of the turns after (or progressive: 1, 2, 3, ... moves), such as opening 2, opening 1 then 2 or progressive, optionally followed by en-passant first-move or en-passant whole-turn"
	if !arity(c, s, 1, -1, usage) {
		return false
	}
	if a := s.Args[0]; a.Kind == syntax.Ident && a.Str == "simultaneous" {
		if len(s.Args) > 1 {
			c.errorf(s.Args[1].Pos, diag.WrongArgCount, "turns: simultaneous takes nothing after it")
			return false
		}
		return true
	}
	cur := ""
	seen := map[string]bool{}
	count := 0
	for i := 0; i < len(s.Args); i++ {
		a := s.Args[i]
		if a.Kind == syntax.Ident && a.Str == "en-passant" {
			if seen[a.Str] || (cur != "" && count == 0 && cur != "progressive") || i+1 >= len(s.Args) {
				c.errorf(a.Pos, diag.WrongArgType, "turns: en-passant goes last, followed by first-move or whole-turn")
				return false
			}
			b := s.Args[i+1]
			if b.Kind != syntax.Ident || (b.Str != "first-move" && b.Str != "whole-turn") || i+2 < len(s.Args) {
				c.errorf(b.Pos, diag.WrongArgType, "turns: got %s after en-passant, want first-move or whole-turn, last%s", diag.Shorten(b.Text), diag.Suggest(b.Str, []string{"first-move", "whole-turn"}))
				return false
			}
			seen[a.Str] = true
			i++
			continue
		}
		if a.Kind == syntax.Ident && (a.Str == "opening" || a.Str == "then" || a.Str == "progressive") {
			if (cur != "" && cur != "progressive" && count == 0) || seen[a.Str] || (a.Str == "opening" && (seen["then"] || seen["progressive"])) ||
				(a.Str == "then" && seen["progressive"]) || (a.Str == "progressive" && seen["then"]) || seen["en-passant"] {
				c.errorf(a.Pos, diag.WrongArgType, "turns: got %s here, want %s", a.Str, usage)
				return false
			}
			cur, count = a.Str, 0
			seen[cur] = true
			continue
		}
		if cur == "" || cur == "progressive" {
			c.errorf(a.Pos, diag.WrongArgType, "turns: got %s, want opening, then, progressive, en-passant or simultaneous%s", diag.Shorten(a.Text), diag.Suggest(a.Str, []string{"opening", "then", "progressive", "en-passant", "simultaneous"}))
			return false
		}
		if !kind(c, s, a, syntax.Int, "a number of moves") || !intRange(c, s, a, 1, ir.MaxTurnMoves) {
			return false
		}
		count++
	}
	if cur == "" {
		c.errorf(s.Args[0].Pos, diag.WrongArgType, "turns: en-passant needs a turn order before it: %s", usage)
		return false
	}
	if count == 0 && cur != "progressive" {
		c.errorf(s.Args[len(s.Args)-1].Pos, diag.WrongArgCount, "turns: %s needs one or more numbers of moves", cur)
		return false
	}
	return true
}

// afterArgs: after NAME... any | only NAME... | except NAME...
func afterArgs(c *checker, s *syntax.Stmt) bool {
	usage := "the types moved in the part before, then any, only and the types that may move, or except and the types that may not, such as after Queen Rook only Pawn"
	if !arity(c, s, 2, -1, usage) {
		return false
	}
	kw := -1
	for i, a := range s.Args {
		if !kind(c, s, a, syntax.Ident, "a piece name, any, only or except") {
			return false
		}
		if a.Str == "any" || a.Str == "only" || a.Str == "except" {
			if kw >= 0 || i == 0 {
				c.errorf(a.Pos, diag.WrongArgType, "after: got %s here, want %s", a.Str, usage)
				return false
			}
			kw = i
		}
	}
	switch {
	case kw < 0:
		c.errorf(s.Args[len(s.Args)-1].Pos, diag.WrongArgCount, "after: want any, only or except after the piece names")
		return false
	case s.Args[kw].Str == "any" && kw != len(s.Args)-1:
		c.errorf(s.Args[kw+1].Pos, diag.WrongArgCount, "after: any takes no piece names")
		return false
	case s.Args[kw].Str != "any" && kw == len(s.Args)-1:
		c.errorf(s.Args[kw].Pos, diag.WrongArgCount, "after: %s needs one or more piece names", s.Args[kw].Str)
		return false
	}
	return true
}

// endingArgs: ending ["name"] { ... }
// connectArgs: connect N [NAME...], N in a row of the pieces (any piece
// if none are named).
func connectArgs(c *checker, s *syntax.Stmt) bool {
	usage := "how many in a row (2 to 26), then optionally the pieces that count, such as connect 4 Stone"
	args := s.Args
	if len(args) > 0 && args[0].Kind == syntax.Int {
		if !intRange(c, s, args[0], 2, 26) {
			return false
		}
		args = args[1:]
	} else if !arity(c, s, 0, -1, usage) {
		return false
	}
	ok := true
	for _, a := range args {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return ok
}

// linesArgs: lines ranks|files|diagonals..., the lines a connect ending
// looks along.
func linesArgs(c *checker, s *syntax.Stmt) bool {
	want := "ranks, files or diagonals"
	if !arity(c, s, 1, 3, want) {
		return false
	}
	ok := true
	for i, a := range s.Args {
		if !kind(c, s, a, syntax.Ident, want) || !valueIn(c, s, a, connectLines, want) {
			ok = false
			continue
		}
		for _, b := range s.Args[:i] {
			if b.Str == a.Str {
				c.errorf(a.Pos, diag.BadValue, "lines: %s given twice", a.Str)
				ok = false
			}
		}
	}
	return ok
}

// connectLines are the lines a connect ending may look along.
var connectLines = []string{"ranks", "files", "diagonals"}

func endingArgs(c *checker, s *syntax.Stmt) bool {
	return arity(c, s, 0, 1, `an optional name string, such as "snarks gone"`) &&
		(len(s.Args) == 0 || kind(c, s, s.Args[0], syntax.String, `the ending's name, a string such as "snarks gone"`))
}

// scoreArgs: score RULE ACHIEVER WHITE BLACK
func scoreArgs(c *checker, s *syntax.Stmt) bool {
	usage := `the rule (checkmate, stalemate, move-rule, repetition, perpetual-check, double-pass or an ending's "name"), who achieves it (white, black or draw) and the points of White and Black, such as score stalemate white 0.6 0.4`
	if !arity(c, s, 4, 4, usage) {
		return false
	}
	ok := true
	if r := s.Args[0]; r.Kind == syntax.Ident {
		ok = valueIn(c, s, r, scoreRules, `checkmate, stalemate, move-rule, repetition, perpetual-check, double-pass or an ending's "name"`)
	} else if r.Kind != syntax.String {
		c.errorf(r.Pos, diag.WrongArgType, "score: got %s %s, want %s", r.Kind, diag.Shorten(r.Text), usage)
		ok = false
	}
	if a := s.Args[1]; !kind(c, s, a, syntax.Ident, "white, black or draw") || !valueIn(c, s, a, []string{"white", "black", "draw"}, "white, black or draw") {
		ok = false
	}
	for _, a := range s.Args[2:] {
		if a.Kind != syntax.Int && a.Kind != syntax.Decimal {
			c.errorf(a.Pos, diag.WrongArgType, "score: got %s %s, want points such as 1, 0.5 or 0.6", a.Kind, diag.Shorten(a.Text))
			ok = false
		} else if a.F > 1000 {
			c.errorf(a.Pos, diag.BadValue, "score %s: want 0 to 1000 points", diag.Shorten(a.Text))
			ok = false
		}
	}
	return ok
}

// scoreRules are the results a score may name with a keyword; an ending is
// named by its string.
var scoreRules = []string{"checkmate", "stalemate", "move-rule", "repetition", "perpetual-check", "double-pass"}

// namesAndBetza: spoiled-by NAME... "BETZA"
func namesAndBetza(c *checker, s *syntax.Stmt) bool {
	if !arity(c, s, 2, -1, `piece names and a Betza string such as "R"`) {
		return false
	}
	ok := true
	for _, a := range s.Args[:len(s.Args)-1] {
		ok = kind(c, s, a, syntax.Ident, "a piece name") && ok
	}
	return kind(c, s, s.Args[len(s.Args)-1], syntax.String, `a Betza string such as "R"`) && ok
}
