package fsf

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/vdl-chess/vdl/interp/ir"
	"github.com/vdl-chess/vdl/lang"
)

// Import turns a Fairy-Stockfish variants.ini into vdl source text: one
// variant per section, `[name:parent]` as `variant name extends parent`,
// each piece as a local vdl piece with its Betza string and letter, the
// rules keys as vdl statements and the file's comments as vdl comments.
// It is the inverse of Export, using the same tables (predefined,
// pawnForms). A key or value vdl cannot express is an *ImportError naming
// the section, key and line; with lenient, it is a warning instead and
// the key is left out (written as a comment in the output). The text is
// not compiled here: the caller checks it with lang like any file.
func Import(src []byte, filename string, lenient bool) (text string, warnings []string, err error) {
	secs, err := ImportSections(src, filename)
	if err != nil {
		return "", nil, err
	}
	var b strings.Builder
	var errs []string
	for _, s := range secs {
		if lenient {
			warnings = append(warnings, s.Problems...)
		} else {
			errs = append(errs, s.Problems...)
		}
		if s.Compiles {
			b.WriteString(s.Text)
		}
	}
	if len(errs) > 0 {
		return "", warnings, &ImportError{Problems: errs}
	}
	return b.String(), warnings, nil
}

// ImportedSection is one section of a variants.ini as vdl text, with what
// of it vdl cannot express (each problem names the file, line, section and
// key; the text leaves those keys out).
type ImportedSection struct {
	Name     string
	Text     string
	Problems []string
	Compiles bool // Text compiles (with the compiling sections above it)
}

// ImportSections is Import section by section; the error is for an INI
// that cannot be read at all.
func ImportSections(src []byte, filename string) ([]ImportedSection, error) {
	secs, err := parseINI(src, filename)
	if err != nil {
		return nil, err
	}
	var out []ImportedSection
	var b strings.Builder
	sh := &shared{steps: map[string]stepRegions{}, partial: map[string]bool{}, kings: map[string][]string{}}
	for _, s := range secs {
		im := &importer{sec: s, file: filename, earlier: b.String(), shared: sh}
		text := im.variant()
		compiles := false
		if text != "" {
			// Checked with lang like any file, with the sections above
			// it (its parent may be one of them).
			if _, _, diags := lang.CompileSourceVariant(filename, []byte(b.String()+text), s.name); diags.Err() != nil {
				im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s]: the imported text does not compile, so the section is left out: %v", filename, s.line, s.name, diags.Err()))
			} else {
				compiles = true
				b.WriteString(text)
			}
		}
		if len(im.problems) > 0 {
			sh.partial[s.name] = true
		}
		out = append(out, ImportedSection{Name: s.name, Text: text, Problems: im.problems, Compiles: compiles})
	}
	return out, nil
}

// ImportError lists every key of a variants.ini that vdl cannot express.
type ImportError struct{ Problems []string }

func (e *ImportError) Error() string {
	return "cannot import: " + strings.Join(e.Problems, "\n  ")
}

type kv struct {
	key, value string
	line       int
	used       bool
}

type section struct {
	name, parent string
	line         int
	comments     []string // before the header
	keys         []*kv
}

// parseINI reads the sections; a line outside every form is an error
// with its line and what was expected.
func parseINI(src []byte, filename string) ([]*section, error) {
	var secs []*section
	var pending []string
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			if len(pending) > 0 && pending[len(pending)-1] != "" {
				pending = append(pending, "")
			}
		case line[0] == '#' || line[0] == ';':
			pending = append(pending, strings.TrimSpace(strings.TrimLeft(line, "#;")))
		case line[0] == '[':
			if !strings.HasSuffix(line, "]") {
				return nil, fmt.Errorf("%s:%d: a section header must end with ']': %q", filename, n, line)
			}
			name, parent, _ := strings.Cut(line[1:len(line)-1], ":")
			name, parent = strings.TrimSpace(name), strings.TrimSpace(parent)
			if !validName(name) || (parent != "" && !validName(parent)) {
				return nil, fmt.Errorf("%s:%d: expected [name] or [name:parent] of letters, digits, '-', '_' and '+', got %q", filename, n, line)
			}
			for _, s := range secs {
				if s.name == name {
					return nil, fmt.Errorf("%s:%d: section [%s] defined again (first at line %d)", filename, n, name, s.line)
				}
			}
			secs = append(secs, &section{name: name, parent: parent, line: n, comments: trimBlank(pending)})
			pending = nil
		default:
			key, value, ok := strings.Cut(line, "=")
			if !ok {
				return nil, fmt.Errorf("%s:%d: expected key = value, a [section] or a comment, got %q", filename, n, line)
			}
			if len(secs) == 0 {
				return nil, fmt.Errorf("%s:%d: key %q before the first [section]", filename, n, strings.TrimSpace(key))
			}
			s := secs[len(secs)-1]
			if len(pending) > 0 {
				s.keys = append(s.keys, &kv{key: "#", value: strings.Join(trimBlank(pending), "\n"), line: n, used: true})
				pending = nil
			}
			key = strings.TrimSpace(key)
			if key == "" {
				return nil, fmt.Errorf("%s:%d: expected a key before '='", filename, n)
			}
			value = strings.TrimSpace(value)
			if key == "startFen" {
				value = checksField(value)
			}
			s.keys = append(s.keys, &kv{key: key, value: value, line: n})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", filename, err)
	}
	if len(secs) == 0 {
		return nil, fmt.Errorf("%s: no [section]: a variants.ini has one per variant", filename)
	}
	return secs, nil
}

// checksField gives a FEN whose third field counts checks (w 7+7 0 1),
// as Fairy-Stockfish reads it without castling and en-passant fields,
// those two fields, empty.
func checksField(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 3 {
		return fen
	}
	a, b, ok := strings.Cut(f[2], "+")
	if _, err := strconv.Atoi(a); err != nil || !ok {
		return fen
	}
	if _, err := strconv.Atoi(b); err != nil {
		return fen
	}
	return strings.Join(slices.Concat(f[:2], []string{"-", "-"}, f[2:]), " ")
}

func trimBlank(l []string) []string {
	for len(l) > 0 && l[len(l)-1] == "" {
		l = l[:len(l)-1]
	}
	for len(l) > 0 && l[0] == "" {
		l = l[1:]
	}
	return l
}

// vdlName writes a section name as a vdl name, quoted where it starts
// with a digit (3check) or holds a '+' (5x5+5_shogi).
func vdlName(s string) string {
	if s[0] >= '0' && s[0] <= '9' || strings.Contains(s, "+") {
		return strconv.Quote(s)
	}
	return s
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '+') {
			return false
		}
	}
	return true
}

type ipiece struct {
	name, letter, betza string
	key                 string // the Fairy-Stockfish key that declares it
}

// predefinedRules are what Fairy-Stockfish's predefined pieces do beyond
// their Betza strings, as vdl piece statements (%[1]s: the piece's name).
var predefinedRules = map[string]string{
	// Janggi's cannon neither hops over nor takes a cannon.
	"janggiCannon": "cannot-hop %[1]s; cannot-take %[1]s",
}

// pieceBody writes a piece's predefinedRules as a body, or "".
func pieceBody(key, name string) string {
	if r, ok := predefinedRules[key]; ok {
		return " { " + fmt.Sprintf(r, name) + " }"
	}
	return ""
}

type importer struct {
	sec        *section
	file       string
	problems   []string
	pieces     []ipiece // in order
	royal      string   // the king's name, "" for none
	body       []string
	files      int
	ranks      int
	maps       [][2]string // promotion map: from -> image names
	targets    []string    // the piece each image of maps moves as
	parent     *ir.Variant // the variant a [name:parent] section extends
	earlier    string      // the vdl text of the sections before this one
	kingless   bool        // a section with a parent removes its king
	added      []string    // the pieces a section with a parent adds
	promoFrom  int         // the first rank of the pawn's promotion zone
	promoZone  string      // "region promotion-zone" where that is not whole last ranks
	flagsDone  bool        // the flag keys are written (restating a parent's goals)
	promoDone  bool        // a section with a parent restates its promotion zone (promoFrom)
	reconfined []string    // the pieces whose confinement the section's mobility keys give
	*shared
}

// shared is what the sections of one file learn of those above them.
type shared struct {
	steps   map[string]stepRegions // each section's pawn step regions
	partial map[string]bool        // the sections imported with problems
	kings   map[string][]string    // each section's pieces royal as a king is
}

func (im *importer) fail(k *kv, format string, args ...any) {
	if k == nil {
		// A problem of the section as a whole.
		im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s]: %s", im.file, im.sec.line, im.sec.name, fmt.Sprintf(format, args...)))
		return
	}
	im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s] %s = %s: %s", im.file, k.line, im.sec.name, k.key, k.value, fmt.Sprintf(format, args...)))
}

// synonyms are Fairy-Stockfish's newer names of the keys Export writes.
var synonyms = map[string]string{
	"flagRegionWhite": "whiteFlag", "flagRegionBlack": "blackFlag",
	"castlingRookPieces": "castlingRookPiece",
	"whiteDropRegion":    "dropRegionWhite", "blackDropRegion": "dropRegionBlack",
}

// guiOnly are keys for GUIs, which say nothing of the rules.
var guiOnly = []string{"pieceToCharTable", "variantTemplate", "pocketSize"}

// defaultOff are keys that say nothing when false, as they are by default.
var defaultOff = []string{"chess960"}

func (im *importer) get(key string) (*kv, bool) {
	var found *kv
	for _, k := range im.sec.keys {
		if k.key == key || synonyms[k.key] == key && key != "" {
			found = k // the last one counts, as in Fairy-Stockfish
			k.used = true
		}
	}
	return found, found != nil
}

func (im *importer) say(format string, args ...any) {
	im.body = append(im.body, "\t"+fmt.Sprintf(format, args...))
}

func camel(s string) string {
	return strings.ToUpper(s[:1]) + s[1:]
}

func (im *importer) byLetter(l string) (ipiece, bool) {
	for _, p := range im.pieces {
		if p.letter == strings.ToLower(l) {
			return p, true
		}
	}
	return ipiece{}, false
}

// pieceSet reads a Fairy-Stockfish PieceSet (letters) as vdl names.
func (im *importer) pieceSet(k *kv) ([]string, bool) {
	var names []string
	for _, c := range k.value {
		if c == ' ' {
			continue
		}
		p, ok := im.byLetter(string(c))
		if !ok {
			im.fail(k, "no piece of the section is written %q", string(c))
			return nil, false
		}
		names = append(names, p.name)
	}
	return names, true
}

func boolValue(im *importer, key string, def bool) bool {
	k, ok := im.get(key)
	if !ok {
		return def
	}
	switch strings.ToLower(k.value) {
	case "true", "1":
		return true
	case "false", "0":
		return false
	}
	im.fail(k, "expected true or false")
	return def
}

func intValue(im *importer, key string, def int) int {
	k, ok := im.get(key)
	if !ok && key == "promotionRank" {
		return im.promotionRegion(def)
	}
	if !ok {
		return def
	}
	n, err := strconv.Atoi(k.value)
	if err != nil {
		im.fail(k, "expected a whole number")
		return def
	}
	return n
}

// variant writes one section.
func (im *importer) variant() string {
	s := im.sec
	var b strings.Builder
	for _, c := range s.comments {
		b.WriteString(strings.TrimRight("# "+c, " ") + "\n")
	}
	extends := ""
	if s.parent != "" {
		pv, err := lang.Find(s.parent)
		if strings.Contains("\n"+im.earlier, "\nvariant "+vdlName(s.parent)+" ") {
			// A section of the same file, imported above.
			v, _, diags := lang.CompileSourceVariant(im.file, []byte(im.earlier), s.parent)
			pv, err = v, diags.Err()
		}
		if err != nil {
			im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s:%s]: the parent must be a bundled variant: %v", im.file, s.line, s.name, s.parent, err))
			return ""
		}
		if im.partial[s.parent] {
			im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s:%s]: the parent section is not imported whole, so neither is this one", im.file, s.line, s.name, s.parent))
		}
		im.parent = pv
		extends = " extends " + vdlName(pv.Name)
		im.child()
		if !im.kingless {
			im.kings[s.name] = im.parentKings()
		}
	} else {
		im.readPieces()
		if len(im.pieces) == 0 {
			im.problems = append(im.problems, fmt.Sprintf("%s:%d: [%s]: no pieces: a section without a parent has only the pieces it names (king = k, pawn = p, customPiece1 = x:BETZA, ...)", im.file, s.line, s.name))
		}
		if im.royal != "" {
			im.kings[s.name] = []string{im.royal}
		}
		im.readBoard()
		im.readRules()
	}
	for _, k := range s.keys {
		if k.key == "#" {
			for _, c := range strings.Split(k.value, "\n") {
				im.body = append(im.body, strings.TrimRight("\t# "+c, " "))
			}
			continue
		}
		if slices.Contains(guiOnly, k.key) || slices.Contains(defaultOff, k.key) && (k.value == "false" || k.value == "0") {
			continue
		}
		if !k.used {
			im.fail(k, "vdl does not import this key yet")
		}
	}
	fmt.Fprintf(&b, "variant %s%s %q {\n", vdlName(s.name), extends, s.name)
	for _, l := range im.body {
		b.WriteString(l + "\n")
	}
	b.WriteString("}\n\n")
	return b.String()
}

func (im *importer) readPieces() {
	s := im.sec
	noEP := im.noEnPassant()
	add := func(k *kv, name, betza string) {
		letter, own, hasOwn := strings.Cut(k.value, ":")
		letter = strings.ToLower(strings.TrimSpace(letter))
		if letter == "-" {
			return
		}
		if len(letter) != 1 || letter[0] < 'a' || letter[0] > 'z' {
			im.fail(k, "expected a piece letter (a to z), optionally :BETZA")
			return
		}
		if hasOwn {
			betza = strings.TrimSpace(own)
		}
		if betza == "" && strings.HasPrefix(k.key, "customPiece") {
			im.fail(k, "expected LETTER:BETZA")
			return
		}
		if _, taken := im.byLetter(letter); taken {
			im.fail(k, "the letter %s is already another piece's", letter)
			return
		}
		if noEP && strings.Contains(betza, "e") {
			if k.key == "pawn" {
				ek, _ := im.get("enPassantRegion")
				im.fail(ek, "a pawn without en passant is not imported yet")
			}
			betza = withoutEnPassant(betza)
		}
		im.pieces = append(im.pieces, ipiece{name: name, letter: letter, betza: betza, key: k.key})
	}
	doubleStep := boolValue(im, "doubleStep", true)
	for _, k := range s.keys {
		switch {
		case k.key == "king":
			k.used = true
			add(k, "King", "K")
			if k.value != "-" {
				im.royal = "King"
			}
		case k.key == "pawn":
			k.used = true
			b := pawnForms[0].betza
			if !doubleStep {
				b = pawnForms[1].betza
			}
			add(k, "Pawn", b)
		case strings.HasPrefix(k.key, "customPiece"):
			k.used = true
			add(k, "Custom"+strings.TrimPrefix(k.key, "customPiece"), "")
		default:
			for _, p := range predefined {
				if p.name == k.key {
					k.used = true
					add(k, camel(p.name), p.betza)
				}
			}
		}
	}
	// A section without a parent has no king unless it says king = k:
	// Fairy-Stockfish starts it from no pieces at all (reset_pieces).
	// promotedPieceType = p:g s:g ...: each pair becomes an image type of
	// its own, written +P in FEN as Fairy-Stockfish writes it, moving as
	// the target.
	if k, ok := im.get("promotedPieceType"); ok {
		for _, pair := range strings.Fields(k.value) {
			from, to, ok := strings.Cut(pair, ":")
			pf, okf := im.byLetter(from)
			pt, okt := im.byLetter(to)
			if !ok || !okf || !okt {
				im.fail(k, "expected pairs FROM:TO of the section's piece letters")
				return
			}
			if im.promotesAsItself(pt.name) {
				if slices.ContainsFunc(im.maps, func(m [2]string) bool { return m[1] == pt.name }) {
					im.fail(k, "several pieces promote to the pseudo-royal %s: a vdl promotion map is one-to-one, and an image of each would not be counted with it", pt.name)
					return
				}
				im.maps = append(im.maps, [2]string{pf.name, pt.name})
				im.targets = append(im.targets, pt.name)
				continue
			}
			name := "Promoted" + pf.name
			im.pieces = append(im.pieces, ipiece{name: name, letter: "+" + pf.letter, betza: pt.betza})
			im.maps = append(im.maps, [2]string{pf.name, name})
			im.targets = append(im.targets, pt.name)
		}
	}
}

func (im *importer) readBoard() {
	files, ranks := 8, 8
	if k, ok := im.get("maxFile"); ok {
		v := strings.ToLower(k.value)
		if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= 12 {
			files = n
		} else if len(v) == 1 && v[0] >= 'a' && v[0] <= 'l' {
			files = int(v[0]-'a') + 1
		} else {
			im.fail(k, "expected a file a to l (or 1 to 12)")
		}
	}
	if k, ok := im.get("maxRank"); ok {
		if n, err := strconv.Atoi(k.value); err == nil && n >= 1 && n <= 10 {
			ranks = n
		} else {
			im.fail(k, "expected a rank 1 to 10")
		}
	}
	im.files, im.ranks = files, ranks
	im.get("pieceToCharTable") // for GUIs only
	fen := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	if k, ok := im.get("startFen"); ok {
		fen = k.value
	}
	fen, skipped := fsfPlacement(fen, files, func(c byte) bool {
		_, ok := im.byLetter(string(c))
		return ok
	})
	if skipped != "" {
		im.say("# Fairy-Stockfish skips the letters %s of the start position: no piece of the section has them", skipped)
	}
	im.castlingRank(fen, im.royal)
	// The pawn double-steps from Fairy-Stockfish's region, where that is
	// not the same as from its start squares.
	var stepDecl string
	var stepRegions []string
	sr := im.readStepRegions(im.defaultStepRegions())
	if pawn, ok := im.byLetter("p"); ok && pawn.name == "Pawn" && pawn.betza == pawnForms[0].betza {
		stepDecl, stepRegions = im.pawnSteps(im.firstKey("doubleStepRegionWhite", "doubleStepRegionBlack", "tripleStepRegionWhite", "tripleStepRegionBlack", "doubleStepRank", "startFen", "pawn"), pawn.name, pawn.letter, fen, sr, boolValue(im, "pieceDrops", false))
	}
	im.steps[im.sec.name] = sr
	for _, r := range stepRegions {
		im.say("%s", r)
	}
	lines := im.diagonalLines()
	// Piece declarations first.
	for _, p := range im.pieces {
		letter := p.letter
		if strings.HasPrefix(letter, "+") {
			letter = strconv.Quote(letter)
		}
		if p.name == "Pawn" && stepDecl != "" {
			im.say("%s", stepDecl)
			continue
		}
		body := pieceBody(p.key, p.name)
		if d, ok := diagonalMoves[p.key]; ok && lines != "" {
			body = pieceBodyWith(body, fmt.Sprintf("within %s %q", lines, d))
		}
		im.say("piece %s %s %q%s", p.name, letter, p.betza, body)
	}
	var names []string
	for _, p := range im.pieces {
		names = append(names, p.name)
	}
	im.say("pieces %s", strings.Join(names, " "))
	royal := im.pseudoRoyal()
	whenLast := len(royal) > 0
	if im.royal != "" && !slices.Contains(royal, im.royal) {
		royal = append([]string{im.royal}, royal...)
	}
	switch {
	case whenLast:
		im.say("royal %s%s", strings.Join(royal, " "), im.whenLast())
	case len(royal) > 0:
		im.say("royal %s", strings.Join(royal, " "))
	}
	im.say("board %dx%d", files, ranks)
	if im.lopsided(im.pieces) {
		im.say("black-view rotate")
	}
	if !im.castles() {
		// Fairy-Stockfish reads no castling rights where there is no
		// castling (castling = false, or no king or rook to castle
		// with: maharajah's "w kq"); vdl refuses a setup that gives them.
		if f := strings.Fields(fen); len(f) > 2 && f[2] != "-" && !strings.ContainsAny(f[2], "0123456789") {
			f[2] = "-"
			fen = strings.Join(f, " ")
		}
	}
	im.say("setup %q", fen)
	if holes := fenHoles(fen, im.files, im.ranks); len(holes) > 0 {
		im.say("holes %s", strings.Join(holes, " "))
	}
}

// fsfPlacement reads a FEN's placement as Fairy-Stockfish does where a
// letter is no piece's: it skips the letter (with a '+' before it and a
// '~' after it), on the board and in hand, and the squares after it move
// up a file; a rank left short ends in empty squares. It returns the FEN
// so read and the letters skipped ("" for none, and then the FEN as it
// was).
func fsfPlacement(fen string, files int, known func(c byte) bool) (string, string) {
	place, rest, hasRest := strings.Cut(fen, " ")
	board, hand, hasHand := strings.Cut(place, "[")
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	var skipped []byte
	skip := func(c byte) {
		if !bytes.ContainsRune(skipped, rune(c)) {
			skipped = append(skipped, c)
		}
	}
	rows := strings.Split(board, "/")
	for i, row := range rows {
		var b strings.Builder
		empty, cells := 0, 0
		flush := func() {
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
			}
			cells, empty = cells+empty, 0
		}
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '0' && c <= '9':
				k := j
				for k < len(row) && row[k] >= '0' && row[k] <= '9' {
					k++
				}
				d, _ := strconv.Atoi(row[j:k])
				empty += d
				j = k - 1
			case c == '+' && j+1 < len(row) && letter(row[j+1]) && !known(row[j+1]):
				// skipped with its letter
			case letter(c) && !known(c):
				skip(c)
				if j+1 < len(row) && row[j+1] == '~' {
					j++
				}
			case c == '+' || c == '~':
				flush()
				b.WriteByte(c)
			default:
				flush()
				b.WriteByte(c)
				cells++
			}
		}
		if cells+empty < files {
			empty = files - cells
		}
		flush()
		rows[i] = b.String()
	}
	var h strings.Builder
	for j := 0; j < len(hand); j++ {
		if c := hand[j]; letter(c) && !known(c) {
			skip(c)
		} else {
			h.WriteByte(c)
		}
	}
	if len(skipped) == 0 {
		return fen, ""
	}
	out := strings.Join(rows, "/")
	if hasHand {
		out += "[" + h.String()
	}
	if hasRest {
		out += " " + rest
	}
	return out, string(skipped)
}

// fenHoles lists the squares a Fairy-Stockfish FEN marks '*' (walls,
// which no piece enters or passes: vdl's holes), in square order.
func fenHoles(fen string, files, ranks int) []string {
	var out []string
	placementCells(fen, ranks, func(c byte, _ bool, f, r int) {
		if c == '*' && f < files && r >= 1 {
			out = append(out, fmt.Sprintf("%s%d", fileName(f), r))
		}
	})
	slices.SortFunc(out, func(a, b string) int {
		ra, _ := strconv.Atoi(a[1:])
		rb, _ := strconv.Atoi(b[1:])
		if ra != rb {
			return ra - rb
		}
		return strings.Compare(a, b)
	})
	return out
}

// promotionRegion reads promotionRegionWhite and promotionRegionBlack
// given as whole ranks (*6 *7 *8, and Black's mirror *3 *2 *1) as the
// promotionRank they amount to; other regions are refused.
func (im *importer) promotionRegion(def int) int {
	w, okW := im.get("promotionRegionWhite")
	bl, okB := im.get("promotionRegionBlack")
	if !okW && !okB {
		return im.keptZone(def)
	}
	ranks := func(k *kv, mirror bool) []int {
		var rs []int
		for _, f := range strings.Fields(k.value) {
			n, err := strconv.Atoi(strings.TrimPrefix(f, "*"))
			if !strings.HasPrefix(f, "*") || err != nil || n < 1 || n > im.ranks {
				return nil
			}
			if mirror {
				n = im.ranks + 1 - n
			}
			rs = append(rs, n)
		}
		slices.Sort(rs)
		return rs
	}
	var rw, rb []int
	if okW {
		rw = ranks(w, false)
	}
	if okB {
		rb = ranks(bl, true)
	}
	rs := rw
	if rs == nil {
		rs = rb
	}
	lastRanks := okW && okB && slices.Equal(rw, rb) && len(rs) > 0
	for i, r := range rs {
		lastRanks = lastRanks && r == im.ranks-len(rs)+1+i
	}
	if lastRanks {
		return rs[0]
	}
	// Any other region: squares or ranks of each side's own, a side
	// not given keeping its zone of the parent (from the rank def to the
	// parent's last, and its mirror for Black; chess's eighth and first
	// ranks without a parent), as Fairy-Stockfish keeps those squares.
	base := 8
	if im.parent != nil {
		base = im.parent.Board.Ranks
	}
	span := func(a, b int) string {
		b = min(b, im.ranks)
		if a >= b {
			return fmt.Sprintf("rank %d", a)
		}
		return fmt.Sprintf("ranks %d..%d", a, b)
	}
	white, black := span(def, base), span(1, base+1-def)
	if okW {
		white = im.regionItems(w, true)
	}
	if okB {
		black = im.regionItems(bl, true)
	}
	im.say("region promotion-zone { white %s; black %s }", white, black)
	im.promoZone = "region promotion-zone"
	return def
}

// keptZone is the promotion zone of a section that gives neither
// promotionRank nor a promotion region: the parent's zone from rank def
// to its last (chess's eighth rank without a parent), which
// Fairy-Stockfish keeps as squares (its promotionRegion, Rank8BB and
// Rank1BB by default), not as ranks counted from the last. On a board of
// as many ranks that is ranks def..last; on another it is written as a
// region: White's ranks def to the parent's last, Black's their mirror
// on the parent's board (on ten ranks, rank 8 for White and rank 1 for
// Black). A White zone off the board (a board of fewer ranks than the
// zone's first) is left to the callers, as ranks def..last: they write
// no zone for it (only Black's pawns would promote there, on its last
// rank, in Fairy-Stockfish).
func (im *importer) keptZone(def int) int {
	base := 8
	if im.parent != nil {
		base = im.parent.Board.Ranks
	}
	if im.ranks == base {
		return def
	}
	if def > im.ranks {
		return def
	}
	span := func(a, b int) string {
		b = min(b, im.ranks)
		if a >= b {
			return fmt.Sprintf("rank %d", a)
		}
		return fmt.Sprintf("ranks %d..%d", a, b)
	}
	im.say("region promotion-zone { white %s; black %s }", span(def, base), span(1, base+1-def))
	im.promoZone = "region promotion-zone"
	return def
}

// promotionZone is the zone of a promotion block: ranks from..last, or
// the promotion region of promotionRegionWhite and promotionRegionBlack.
func (im *importer) promotionZone(from int) string {
	if im.promoZone != "" {
		return im.promoZone
	}
	return fmt.Sprintf("ranks %d..%d", from, im.ranks)
}

// regionItems reads a Bitboard key (squares, *RANK, FILE*) as the items
// of a side of a vdl region. A rank off the board is dropped where
// dropOffBoard (as Fairy-Stockfish drops a promotion region's), else an
// error.
func (im *importer) regionItems(k *kv, dropOffBoard bool) string {
	var out []string
	for _, f := range strings.Fields(k.value) {
		if file, ok := strings.CutSuffix(f, "*"); ok && len(file) == 1 && file[0] >= 'a' && int(file[0]-'a') < im.files {
			out = append(out, "file "+file)
			continue
		}
		if r, err := strconv.Atoi(strings.TrimPrefix(f, "*")); strings.HasPrefix(f, "*") && err == nil {
			if r < 1 || r > im.ranks {
				if dropOffBoard {
					continue
				}
				im.fail(k, "rank %d is off the board", r)
				return "a1"
			}
			out = append(out, fmt.Sprintf("rank %d", r))
			continue
		}
		if !validSquare(f, im.files, im.ranks) {
			im.fail(k, "expected squares (a1) or ranks (*1) of the board")
			return "a1"
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		im.fail(k, "an empty region")
		return "a1"
	}
	return strings.Join(out, " ")
}

func (im *importer) names(key, def string) ([]string, bool) {
	k, ok := im.get(key)
	if !ok {
		var out []string
		for _, c := range def {
			if p, ok := im.byLetter(string(c)); ok {
				out = append(out, p.name)
			}
		}
		return out, true
	}
	if k.value == "-" {
		return nil, true
	}
	return im.pieceSet(k)
}

func (im *importer) oneName(key, def string) (string, bool) {
	l := def
	k, ok := im.get(key)
	if ok {
		l = k.value
	}
	p, found := im.byLetter(l)
	if !found && ok {
		im.fail(k, "no piece of the section is written %q", l)
	}
	return p.name, found
}

func (im *importer) fileKey(key string, def int) int {
	k, ok := im.get(key)
	if !ok {
		return def
	}
	if len(k.value) == 1 && k.value[0] >= 'a' && int(k.value[0]-'a') < im.files {
		return int(k.value[0] - 'a')
	}
	im.fail(k, "expected a file of the board")
	return def
}

func fileName(f int) string { return string(rune('a' + f)) }

// castles reports whether the section has castling: castling = true (the
// default) and a king and a rook to castle with, as readRules writes it.
func (im *importer) castles() bool {
	if !boolValue(im, "castling", true) {
		return false
	}
	letter := func(key, def string) (string, bool) {
		if k, ok := im.get(key); ok {
			return k.value, true
		}
		return def, false
	}
	king := im.royal != ""
	if l, given := letter("castlingKingPiece", ""); given {
		_, king = im.byLetter(l)
	}
	l, _ := letter("castlingRookPiece", "r")
	_, rook := im.byLetter(l)
	return king && rook
}

func (im *importer) readRules() {
	// Castling.
	if boolValue(im, "castling", true) {
		king := im.royal
		if n, ok := im.oneName("castlingKingPiece", ""); ok {
			king = n
		}
		rook, okRook := im.oneName("castlingRookPiece", "r")
		ks, qs := im.fileKey("castlingKingsideFile", 6), im.fileKey("castlingQueensideFile", 2)
		if king != "" && okRook {
			im.say("castling { king %s; rooks %s; kingside %s %s; queenside %s %s%s }", king, rook, fileName(ks), fileName(ks-1), fileName(qs), fileName(qs+1), im.opposite())
		} else {
			im.say("castling none")
		}
	} else {
		im.get("castlingKingPiece")
		im.get("castlingRookPiece")
		im.get("castlingKingsideFile")
		im.get("castlingQueensideFile")
		im.get("oppositeCastling")
		im.say("castling none")
	}
	// Promotion.
	from := intValue(im, "promotionRank", 8)
	im.promoFrom = from
	if len(im.maps) > 0 {
		var pairs []string
		for _, m := range im.maps {
			pairs = append(pairs, m[0]+" -> "+m[1])
		}
		choices, _ := im.names("promotionPieceTypes", "-")
		mandatory := boolValue(im, "mandatoryPiecePromotion", false)
		if len(choices) > 0 {
			k, _ := im.get("promotionPieceTypes")
			if why := im.choicesAsMap(choices); why != "" {
				im.fail(k, "pawn promotion choices together with a promotion map: %s", why)
			} else if boolValue(im, "mandatoryPawnPromotion", true) {
				mandatory = true
			}
		}
		im.body = append(im.body, "\tpromotion {", "\t\t"+im.promotionZone(from), "\t\tmap "+strings.Join(pairs, ", "))
		if boolValue(im, "piecePromotionOnCapture", false) {
			im.say("\tcaptures-only")
		}
		if boolValue(im, "pieceDemotion", false) {
			im.say("\tflip")
		}
		im.say("\ton enter within leave")
		if mandatory {
			im.say("\tmandatory")
		} else if boolValue(im, "immobilityIllegal", false) {
			im.say("\tmandatory if-immobile")
		}
		im.say("}")
	} else {
		// A section without a parent starts with no promotion choices
		// (Fairy-Stockfish's reset_pieces clears promotionPieceTypes
		// before the section's keys are read), whatever pieces it has.
		choices, _ := im.names("promotionPieceTypes", "")
		pawns, hasPawn := im.pawnTypes()
		mandatory := boolValue(im, "mandatoryPawnPromotion", true)
		if k, ok := im.get("promotionPawnTypes"); ok && k.value == "-" {
			hasPawn = false
		}
		// Without choices, only Fairy-Stockfish's pawn (pawn = p, or
		// pawnTypes) is kept out of a zone on the board, not a piece
		// that merely has the letter p (clobber = p).
		kept := hasPawn && (im.has("pawnTypes") || slices.Contains(pawns, "Pawn")) && (im.promoZone != "" || from <= im.ranks)
		if hasPawn && len(choices) > 0 || kept && mandatory {
			// No choice (promotionPieceTypes = -, or none given) with
			// promotion mandatory: Fairy-Stockfish's pawns may not enter
			// the zone.
			im.promotionBlock(pawns, choices, from, mandatory, "")
		} else {
			im.say("promotion none")
		}
		boolValue(im, "mandatoryPiecePromotion", false)
	}
	im.hand()
	res := func(key, def, stmt string) {
		v := def
		if k, ok := im.get(key); ok {
			v = k.value
			if !slices.Contains([]string{"win", "loss", "draw"}, v) {
				im.fail(k, "expected win, loss or draw")
				return
			}
		}
		im.say("%s %s", stmt, v)
	}
	im.walls()
	im.mobility()
	res("checkmateValue", "loss", "checkmate")
	if boolValue(im, "stalematePieceCount", false) {
		// The stalemated side's result if it has fewer pieces, the
		// opposite with more, a draw with as many.
		n := len(im.body)
		res("stalemateValue", "draw", "stalemate")
		if len(im.body) > n {
			im.body[n] += " by-count"
		}
	} else {
		res("stalemateValue", "draw", "stalemate")
	}
	n := intValue(im, "nMoveRule", 50)
	if pawns, ok := im.pawnTypes(); ok && n > 0 {
		im.say("move-rule %d pieces %s", n, strings.Join(pawns, " "))
	} else {
		im.say("move-rule %d", n)
	}
	im.say("repetition %d%s", intValue(im, "nFoldRule", 3), im.nFoldValue())
	if !boolValue(im, "checking", true) {
		im.say("no-checks")
	}
	if boolValue(im, "mustCapture", false) {
		im.say("must-capture")
	}
	if boolValue(im, "pass", false) {
		im.say("pass always")
	} else if boolValue(im, "passOnStalemate", false) {
		im.say("pass when-stuck")
	}
	if boolValue(im, "flyingGeneral", false) {
		im.say("facing illegal")
	}
	if k, ok := im.get("bikjangRule"); ok && boolValue(im, "bikjangRule", false) {
		im.fail(k, "bikjang (kings facing each other, ended by a pass) is not imported yet")
	}
	if boolValue(im, "moveRepetitionIllegal", false) {
		im.say("move-repetition loss")
	}
	im.perpetual()
	im.blast()
	im.petrify()
	im.flips("")
	im.materialCounting()
	im.endings(nil)
	im.castlingWins()
}

// janggiPoints are the points of Fairy-Stockfish's janggi material
// counting, by the vdl name of its piece types.
var janggiPoints = []struct {
	name   string
	points int
}{{"Rook", 13}, {"JanggiCannon", 7}, {"Horse", 5}, {"JanggiElephant", 3}, {"Wazir", 3}, {"Soldier", 2}}

// materialCounting writes materialCounting as vdl's material-count: the
// results that would be draws (the move rule, repetition, a double
// pass, a full board) decided by material: janggi's points (Black
// winning ties: a bonus of 1.5), every piece 1 (unweighted), or a bonus
// alone for one side (whitedrawodds, blackdrawodds).
func (im *importer) materialCounting() {
	k, ok := im.get("materialCounting")
	if !ok {
		return
	}
	switch k.value {
	case "none":
		if im.parent != nil && im.parent.Rules.MaterialCount != nil {
			im.say("material-count none")
		}
	case "unweighted":
		var names []string
		for _, p := range im.pieces {
			names = append(names, p.name)
		}
		im.say("material-count { points %s 1 }", strings.Join(names, " "))
	case "whitedrawodds":
		im.say("material-count { bonus white 1 }")
	case "blackdrawodds":
		im.say("material-count { bonus black 1 }")
	case "janggi":
		var lines []string
		for _, jp := range janggiPoints {
			if slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == jp.name }) {
				lines = append(lines, fmt.Sprintf("points %s %d", jp.name, jp.points))
			}
		}
		im.say("material-count { %s; bonus black 1.5 }", strings.Join(lines, "; "))
	default:
		im.fail(k, "expected none, janggi, unweighted, whitedrawodds or blackdrawodds")
	}
}

// endings writes the section's endings; inherit, if set, is the parent's
// reach ending, whose pieces and options the section's flag keys change.
func (im *importer) endings(inherit *ir.Ending) {
	if im.pseudoRoyalOn() {
		// Fairy-Stockfish judges no extinction of pseudo-royal pieces,
		// which are never taken: the last is checkmated instead.
		im.get("extinctionValue")
		im.get("extinctionPieceTypes")
	} else if k, ok := im.get("extinctionValue"); ok && k.value != "none" {
		winner := map[string]string{"loss": "other", "win": "side", "draw": "draw"}[k.value]
		perType := "; per-type"
		var ts []string
		ok := true
		if all, given := im.get("extinctionPieceTypes"); given && all.value == "*" {
			for _, p := range im.pieces {
				ts = append(ts, p.name)
			}
			perType = ""
		} else {
			ts, ok = im.names("extinctionPieceTypes", "")
		}
		if winner == "" {
			im.fail(k, "expected win, loss or draw")
		} else if ok && len(ts) > 0 {
			extra := perType
			if n := intValue(im, "extinctionPieceCount", 0); n > 0 {
				extra += fmt.Sprintf("; at-most %d", n)
			}
			if n := intValue(im, "extinctionOpponentPieceCount", 0); n > 0 {
				extra += fmt.Sprintf("; opponent-at-least %d", n)
			}
			im.say("ending { extinction %s; side each; winner %s%s }", strings.Join(ts, " "), winner, extra)
		}
	} else if im.parent == nil {
		// Without an extinction value the types count for nothing.
		for _, key := range []string{"extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount"} {
			im.get(key)
		}
	}
	im.flags(inherit)
	im.connect(nil)
	if boolValue(im, "checkCounting", false) {
		// The counts are in the FEN (3+3), as Fairy-Stockfish reads them.
		n := 3
		if k, ok := im.get("startFen"); ok {
			f := strings.Fields(k.value)
			if len(f) > 4 && strings.Contains(f[4], "+") {
				c, _, _ := strings.Cut(f[4], "+")
				if v, err := strconv.Atoi(c); err == nil && v > 0 {
					n = v
				}
			}
		}
		im.say("ending { checks %d; side each; winner side }", n)
	}
}

// whenLast writes how many pseudo-royal pieces of a type a side may have
// for them to be royal: Fairy-Stockfish's extinctionPieceCount N (the
// section's, or as the parent's when-last count has it) makes those of a
// side with N+1 or fewer royal, vdl's when-last N+1.
func (im *importer) whenLast() string {
	n := 0
	if im.parent != nil && im.parent.Rules.RoyalWhenLast {
		n = max(1, im.parent.Rules.RoyalWhenLastMax) - 1
	}
	if n = intValue(im, "extinctionPieceCount", n); n > 0 {
		return fmt.Sprintf(" when-last %d", n+1)
	}
	return " when-last"
}

// pseudoRoyal reads extinctionPseudoRoyal: the extinction piece types,
// each royal while a side has one of it left (vdl's royal ... when-last),
// or nil.
func (im *importer) pseudoRoyal() []string {
	if !boolValue(im, "extinctionPseudoRoyal", false) {
		return nil
	}
	k, _ := im.get("extinctionPseudoRoyal")
	var ts []string
	ok := true
	if all, given := im.get("extinctionPieceTypes"); given && all.value == "*" {
		for _, p := range im.pieces {
			ts = append(ts, p.name)
		}
	} else if given || im.parent == nil {
		ts, ok = im.names("extinctionPieceTypes", "")
	} else {
		// A section with a parent inherits its extinction types.
		for _, e := range im.parent.Rules.Endings {
			if e.Kind == ir.Extinction {
				for _, t := range e.Pieces {
					if n := im.parent.Pieces[t].Name; !slices.Contains(ts, n) {
						ts = append(ts, n)
					}
				}
			}
		}
	}
	if !ok || len(ts) == 0 {
		im.fail(k, "pseudo-royal pieces need extinctionPieceTypes")
		return nil
	}
	var out []string
	for _, n := range ts {
		var images []string // the images of their own that move as n
		for i, m := range im.maps {
			if im.targets[i] == n && m[1] != n {
				images = append(images, m[1])
			}
		}
		switch {
		case len(images) == 0:
			out = append(out, n)
		case len(images) > 1:
			im.fail(k, "a pseudo-royal %s that several pieces promote to (promotedPieceType: %s): vdl's promoted images are types of their own, each counted alone", n, strings.Join(images, ", "))
			return nil
		case im.standsAsItself(n):
			im.fail(k, "a pseudo-royal %s that a promotion makes too (promotedPieceType), which also stands as itself: vdl's promoted image is a type of its own, not counted with it", n)
			return nil
		default:
			// No piece is ever a plain n: Fairy-Stockfish's count of
			// n is the count of its one image, royal in its stead.
			if !slices.Contains(out, images[0]) {
				out = append(out, images[0])
			}
		}
	}
	return out
}

// standsAsItself reports whether a piece of type n may stand on the board
// as itself rather than as a promotion map's image moving as n: the setup
// has one (on the board or in hand), a pawn may promote to it, or it is
// an origin of a map (an image demotes to it, a flip turns it back).
func (im *importer) standsAsItself(n string) bool {
	p := im.pieceNamed(n)
	if p == nil {
		return false
	}
	fen := ""
	if f, ok := im.get("startFen"); ok {
		fen = f.value
	} else if im.parent != nil {
		fen = im.parent.Setup
	} else {
		fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	}
	place, _, _ := strings.Cut(fen, " ")
	board, hand, _ := strings.Cut(place, "[")
	if strings.ContainsAny(hand, strings.ToUpper(p.letter)+p.letter) {
		return true
	}
	found := false
	placementCells(board, im.ranks, func(c byte, promoted bool, _, _ int) {
		found = found || !promoted && strings.EqualFold(string(c), p.letter)
	})
	if found || slices.ContainsFunc(im.maps, func(m [2]string) bool { return m[0] == n }) {
		return true
	}
	if k, ok := im.get("promotionPieceTypes"); ok {
		if k.value == "-" {
			return false
		}
		choices, _ := im.pieceSet(k)
		return slices.Contains(choices, n)
	}
	if im.parent != nil {
		for _, z := range im.parent.Rules.Promotions {
			for _, t := range z.Choices {
				if im.parent.Pieces[t].Name == n {
					return true
				}
			}
		}
		return false
	}
	return slices.Contains([]string{"n", "b", "r", "q"}, p.letter) && im.hasPiece("Pawn")
}

// perpetual writes perpetualCheckIllegal: a repetition in which one
// side checked with every move is lost by that side (vdl scores the
// perpetual check 0-1 for the checker, as xiangqi's).
func (im *importer) perpetual() {
	k, ok := im.get("perpetualCheckIllegal")
	if !ok {
		return
	}
	on := boolValue(im, "perpetualCheckIllegal", false)
	inherited := false
	if im.parent != nil {
		for _, sc := range im.parent.Rules.Scores {
			inherited = inherited || sc.Rule == "perpetual check"
		}
	}
	switch {
	case on && !inherited:
		im.say("score perpetual-check white 0 1")
		im.say("score perpetual-check black 1 0")
	case !on && inherited:
		im.fail(k, "turning off a parent's perpetual-check rule is not imported yet")
	}
}

// blast writes blastOnCapture (with blastImmuneTypes): every capture
// explodes the captor and the pieces on the eight squares around, but
// Fairy-Stockfish's pawns (the pawn key's piece).
func (im *importer) blast() {
	k, given := im.get("blastOnCapture")
	immune, immuneGiven := im.get("blastImmuneTypes")
	// The parent's explosion names pieces the section removes (pawn = -):
	// it is restated with those left.
	var kept []string
	gone := false
	if pv := im.parent; pv != nil && pv.Rules.Explosion != nil {
		for _, t := range slices.Concat(pv.Rules.Explosion.Spared, pv.Rules.Explosion.Immune) {
			if n := pv.Pieces[t].Name; !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == n }) {
				gone = true
			} else if slices.Contains(pv.Rules.Explosion.Immune, t) {
				kept = append(kept, n)
			}
		}
	}
	if !given && !immuneGiven && !gone {
		return
	}
	on := im.parent != nil && im.parent.Rules.Explosion != nil
	if given {
		on = boolValue(im, "blastOnCapture", false)
	}
	if !on {
		if im.parent != nil && im.parent.Rules.Explosion != nil {
			im.say("explosion none")
			if k == nil {
				im.fail(immune, "immune pieces without explosions")
			}
		}
		return
	}
	stmt := `explosion "K"`
	if slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == "Pawn" }) {
		stmt += " spares Pawn"
	}
	if immuneGiven && immune.value != "-" {
		names, ok := im.pieceSet(immune)
		if !ok {
			return
		}
		stmt += " immune " + strings.Join(names, " ")
	} else if !immuneGiven && len(kept) > 0 {
		stmt += " immune " + strings.Join(kept, " ")
	}
	im.say("%s", stmt)
}

// connectKeys are the keys of Fairy-Stockfish's connect-N rule.
var connectKeys = []string{"connectN", "connectNxN", "collinearN", "connectRegion1White", "connectRegion2White", "connectRegion1Black", "connectRegion2Black", "connectPieceTypes", "connectHorizontal", "connectVertical", "connectDiagonal", "connectValue"}

// connect writes connectN (with connectPieceTypes, connectHorizontal,
// connectVertical, connectDiagonal and connectValue): N pieces of the
// side that moved in a row along a rank, file or diagonal end the game,
// as vdl's connect ending; and connectNxN, N by N pieces in a square, as
// a connect ending's square. inherit, if set, is the parent's connect
// ending, which the keys change.
func (im *importer) connect(inherit *ir.Ending) {
	n, nxn, winner := 0, 0, "side"
	var pieces []string
	had := map[string]bool{"ranks": true, "files": true, "diagonals": true}
	if inherit != nil {
		n, winner = inherit.Connect, inherit.Winner
		for _, t := range inherit.Pieces {
			pieces = append(pieces, im.parent.Pieces[t].Name)
		}
		if len(inherit.Lines) > 0 {
			had = map[string]bool{}
			for _, l := range inherit.Lines {
				had[l] = true
			}
		}
	}
	if inherit != nil && inherit.Square {
		n, nxn = 0, inherit.Connect
	}
	k, ok := im.get("connectN")
	if ok {
		n = intValue(im, "connectN", 0)
	}
	if _, ok := im.get("connectNxN"); ok {
		nxn = intValue(im, "connectNxN", 0)
	}
	collinear := 0
	if inherit != nil && inherit.Collinear {
		n, collinear = 0, inherit.Connect
	}
	if _, ok := im.get("collinearN"); ok {
		collinear = intValue(im, "collinearN", 0)
	}
	if k == nil {
		k = im.firstKey(connectKeys...)
	}
	var ends [4]*kv // connectRegion1White, 2White, 1Black, 2Black
	regions := 0
	for i, key := range []string{"connectRegion1White", "connectRegion2White", "connectRegion1Black", "connectRegion2Black"} {
		if r, ok := im.get(key); ok {
			ends[i] = r
			regions++
		}
	}
	if regions > 0 && regions < 4 {
		im.fail(im.firstKey("connectRegion1White", "connectRegion2White", "connectRegion1Black", "connectRegion2Black"),
			"a chain between regions for one side only (vdl's between needs connectRegion1 and connectRegion2 of both sides)")
		return
	}
	if n == 0 && nxn == 0 && collinear == 0 && regions == 0 {
		return
	}
	if t, ok := im.get("connectPieceTypes"); ok {
		pieces = nil
		if t.value != "*" {
			names, ok := im.pieceSet(t)
			if !ok {
				return
			}
			pieces = names
		}
	}
	var lines []string
	for _, l := range []struct{ key, line string }{{"connectHorizontal", "ranks"}, {"connectVertical", "files"}, {"connectDiagonal", "diagonals"}} {
		if boolValue(im, l.key, had[l.line]) {
			lines = append(lines, l.line)
		}
	}
	if len(lines) == 0 {
		im.fail(k, "a connect rule along no line (connectHorizontal, connectVertical and connectDiagonal all false)")
		return
	}
	if v, ok := im.get("connectValue"); ok {
		winner = map[string]string{"loss": "other", "win": "side", "draw": "draw"}[v.value]
		if winner == "" {
			im.fail(v, "expected win, loss or draw")
			return
		}
	}
	kind := fmt.Sprintf("connect %d", n)
	if len(pieces) > 0 {
		kind += " " + strings.Join(pieces, " ")
	}
	if nxn > 0 {
		sq := fmt.Sprintf("connect %d", nxn)
		if len(pieces) > 0 {
			sq += " " + strings.Join(pieces, " ")
		}
		defer im.say("ending { %s; square; side each; winner %s }", sq, winner)
	}
	if regions == 4 {
		im.say("region connect-from { white %s; black %s }", im.regionItems(ends[0], false), im.regionItems(ends[2], false))
		im.say("region connect-to { white %s; black %s }", im.regionItems(ends[1], false), im.regionItems(ends[3], false))
		chain := "connect"
		if len(pieces) > 0 {
			chain += " " + strings.Join(pieces, " ")
		}
		chain += "; between connect-from connect-to"
		if len(lines) < 3 {
			chain += "; lines " + strings.Join(lines, " ")
		}
		defer im.say("ending { %s; side each; winner %s }", chain, winner)
	}
	if collinear > 0 {
		co := fmt.Sprintf("connect %d", collinear)
		if len(pieces) > 0 {
			co += " " + strings.Join(pieces, " ")
		}
		co += "; collinear"
		if len(lines) < 3 {
			co += "; lines " + strings.Join(lines, " ")
		}
		defer im.say("ending { %s; side each; winner %s }", co, winner)
	}
	if n == 0 {
		return
	}
	if len(lines) < 3 {
		kind += "; lines " + strings.Join(lines, " ")
	}
	im.say("ending { %s; side each; winner %s }", kind, winner)
}

// pseudoRoyalOn reports whether the section's extinction pieces are
// pseudo-royal (extinctionPseudoRoyal, or a parent's royal when-last
// pieces) without explosions, which Fairy-Stockfish judges by check alone.
func (im *importer) pseudoRoyalOn() bool {
	pseudo, blast := false, false
	if im.parent != nil {
		pseudo, blast = im.parent.Rules.RoyalWhenLast, im.parent.Rules.Explosion != nil
	}
	for _, k := range im.sec.keys {
		// Read here, used (or refused) where each is imported.
		switch {
		case k.key == "extinctionPseudoRoyal":
			pseudo = k.value == "true" || k.value == "1"
		case k.key == "blastOnCapture":
			blast = k.value == "true" || k.value == "1"
		}
	}
	return pseudo && !blast
}

// nFoldValue reads the result of a repetition for the side to move, as
// the text to write after repetition N ("" for a draw). From White's
// view (nFoldValueAbsolute) vdl cannot say it.
func (im *importer) nFoldValue() string {
	k, ok := im.get("nFoldValue")
	abs := boolValue(im, "nFoldValueAbsolute", false)
	if !ok || k.value == "draw" {
		return ""
	}
	if !slices.Contains([]string{"win", "loss"}, k.value) {
		im.fail(k, "expected win, loss or draw")
		return ""
	}
	if abs {
		a, _ := im.get("nFoldValueAbsolute")
		im.fail(a, "a repetition result from White's view is not imported yet: vdl's is the side to move's")
		return ""
	}
	return " " + k.value
}

// flags writes Fairy-Stockfish's capture-the-flag rule: a piece of
// flagPiece (by default any piece, or the parent's reach ending's) of a
// side on its flagRegion wins. flagRegion gives both sides the same
// squares; flagRegionWhite and flagRegionBlack (whiteFlag, blackFlag)
// one side's each.
func (im *importer) flags(inherit *ir.Ending) {
	if im.flagsDone {
		return
	}
	var pieces []string
	k, given := im.get("flagPiece")
	switch {
	case given && k.value != "*":
		name, ok := im.oneName("flagPiece", "")
		if !ok {
			return
		}
		pieces = []string{name}
	case inherit != nil && !given:
		for _, t := range inherit.Pieces {
			pieces = append(pieces, im.parent.Pieces[t].Name)
		}
	default:
		for _, p := range im.pieces {
			pieces = append(pieces, p.name)
		}
	}
	pieces = im.withImages(pieces)
	grace, safe := false, false
	if inherit != nil {
		grace, safe = inherit.Grace, inherit.Safe
	}
	extra := ""
	if boolValue(im, "flagMove", grace) {
		extra += "; grace"
	}
	if boolValue(im, "flagPieceSafe", safe) {
		extra += "; safe"
		safe = true
	}
	count := 1
	if inherit != nil {
		count = max(1, inherit.AtLeast)
	}
	if count = intValue(im, "flagPieceCount", count); count > 1 {
		extra += fmt.Sprintf("; at-least %d", count)
	}
	blocked := inherit != nil && inherit.Blocked
	if blocked = boolValue(im, "flagPieceBlockedWin", blocked); blocked && count > 1 {
		extra += "; blocked"
	}
	both, hasBoth := im.get("flagRegion")
	goals := 0
	for _, side := range []string{"white", "black"} {
		k, ok := im.get(side + "Flag")
		if !ok && hasBoth {
			k, ok = both, true
		}
		if !ok {
			continue
		}
		goals++
		im.say("ending { reach %s; side %s; winner side; %s%s }", strings.Join(pieces, " "), side, im.region(k, side), extra)
	}
	if goals == 0 && (given || inherit != nil) {
		if k == nil {
			k, _ = im.get("flagMove")
		}
		if k == nil {
			k, _ = im.get("flagPieceSafe")
		}
		if k != nil {
			im.fail(k, "a flag piece without a flag region")
		}
	}
	if goals == 1 && inherit != nil {
		k, _ := im.get("whiteFlag")
		if k == nil {
			k, _ = im.get("blackFlag")
		}
		im.fail(k, "a section that changes one side's flag region of its parent's is not imported yet")
	}
}

// withImages adds to names the promotion images (promotedPieceType) that
// move as one of them: in Fairy-Stockfish a promoted piece is of its
// target's type, here a type of its own.
func (im *importer) withImages(names []string) []string {
	for i, m := range im.maps {
		if slices.Contains(names, im.targets[i]) && !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	return names
}

// sideRegion writes a region NAME of a Bitboard key for each side (the
// whole board for a side whose key is not given, as in Fairy-Stockfish)
// and returns its name, or "" when neither key is given.
func (im *importer) sideRegion(name, white, black string) string {
	return im.sideRegionOver(name, white, black, [2][]string{})
}

// sideRegionOver is sideRegion where a side whose key is not given keeps
// the squares def gives it (a parent's region for the piece), if any.
func (im *importer) sideRegionOver(name, white, black string, def [2][]string) string {
	w, okW := im.get(white)
	b, okB := im.get(black)
	if !okW && !okB {
		return ""
	}
	items := func(k *kv, ok bool, c int) string {
		if !ok && len(def[c]) > 0 {
			return im.squareItems(def[c])
		}
		if !ok {
			return fmt.Sprintf("ranks 1..%d", im.ranks)
		}
		return im.regionItems(k, false)
	}
	im.say("region %s { white %s; black %s }", name, items(w, okW, 0), items(b, okB, 1))
	return name
}

// validSquare reports whether s names a square of a files x ranks board.
func validSquare(s string, files, ranks int) bool {
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= files {
		return false
	}
	r, err := strconv.Atoi(s[1:])
	return err == nil && r >= 1 && r <= ranks
}

// mobility writes Fairy-Stockfish's mobilityRegion{White,Black}{Type}
// keys as a region and a confine statement per piece type.
func (im *importer) mobility() {
	seen := map[string]bool{}
	var confined []string
	for _, k := range im.sec.keys {
		rest, ok := strings.CutPrefix(k.key, "mobilityRegion")
		if !ok {
			continue
		}
		typ, okW := strings.CutPrefix(rest, "White")
		if !okW {
			typ, _ = strings.CutPrefix(rest, "Black")
		}
		if seen[typ] {
			continue
		}
		seen[typ] = true
		name := camel(typ)
		if n, ok := strings.CutPrefix(typ, "CustomPiece"); ok {
			name = "Custom" + n
		}
		if !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == name }) {
			// The parent's piece of that Fairy-Stockfish type: its king,
			// or the one that moves as the predefined piece does.
			found := ""
			if typ == "King" && im.parent != nil {
				if ks := im.parentKings(); len(ks) == 1 {
					found = ks[0]
				}
			}
			for _, p := range predefined {
				if camel(p.name) == typ && found == "" {
					for _, pc := range im.pieces {
						if pc.betza == p.betza && found == "" {
							found = pc.name
						}
					}
				}
			}
			if found == "" {
				im.fail(k, "no piece of the section is a %s", typ)
				continue
			}
			name = found
		}
		// Fairy-Stockfish's child keeps its parent's region for the side
		// whose key it does not give.
		var def [2][]string
		if pv := im.parent; pv != nil {
			for _, pc := range pv.Pieces {
				if pc.Name == name && pc.Confined != nil {
					def = im.onBoard(pv.Regions[*pc.Confined])
				}
			}
		}
		zone := im.sideRegionOver("mobility-"+strings.ToLower(name), "mobilityRegionWhite"+typ, "mobilityRegionBlack"+typ, def)
		im.say("confine %s %s", zone, name)
		confined = append(confined, name)
	}
	im.reconfined = confined
	if pv := im.parent; pv != nil && len(confined) > 0 {
		// A confine statement replaces the inherited ones: the parent's
		// for the other pieces are restated.
		byRegion := map[int][]string{}
		var order []int
		for _, pc := range pv.Pieces {
			if pc.Confined == nil || slices.Contains(confined, pc.Name) || !slices.ContainsFunc(im.pieces, func(p ipiece) bool { return p.name == pc.Name }) {
				continue
			}
			if _, ok := byRegion[*pc.Confined]; !ok {
				order = append(order, *pc.Confined)
			}
			byRegion[*pc.Confined] = append(byRegion[*pc.Confined], pc.Name)
		}
		for _, r := range order {
			im.say("confine %s %s", pv.Regions[r].Name, strings.Join(byRegion[r], " "))
		}
	}
}

// region reads a Bitboard: squares, or ranks *N; a rank given is counted
// from the side's own first rank in vdl.
func (im *importer) region(k *kv, side string) string {
	var squares []string
	for _, f := range strings.Fields(k.value) {
		if strings.HasPrefix(f, "*") {
			r, err := strconv.Atoi(f[1:])
			if err != nil || r < 1 || r > im.ranks {
				im.fail(k, "expected squares or *RANK")
				return "squares a1"
			}
			for c := 0; c < im.files; c++ {
				squares = append(squares, fmt.Sprintf("%s%d", fileName(c), r))
			}
			continue
		}
		squares = append(squares, f)
	}
	return "squares " + strings.Join(squares, " ")
}

func (im *importer) hand() {
	toHand := boolValue(im, "capturesToHand", false)
	drops := boolValue(im, "pieceDrops", false)
	if toHand {
		if boolValue(im, "dropLoop", false) {
			im.say("hand { captures; promoted keep }")
		} else {
			im.say("hand { captures }")
		}
	}
	if !drops {
		return
	}
	var names []string
	for _, p := range im.pieces {
		if p.name != im.royal && !strings.HasPrefix(p.letter, "+") {
			names = append(names, p.name)
		}
	}
	zone := im.sideRegion("drop-region", "dropRegionWhite", "dropRegionBlack")
	if k, ok := im.get("dropNoDoubledCount"); ok && k.value == "0" {
		// None of the type on a file: it is never dropped.
		if name, ok := im.oneName("dropNoDoubled", ""); ok {
			names = slices.DeleteFunc(names, func(n string) bool { return n == name })
		}
	}
	im.body = append(im.body, "\tdrops {", "\t\tpieces "+strings.Join(names, " "))
	if zone != "" {
		im.say("\tregion %s", zone)
	}
	if r := im.pawnDropRanks(names, 2, im.pawnDropTop(im.promoFrom-1)); r != "" {
		im.say("\t%s", r)
	}
	if o := im.pawnDropOutside(names); o != "" {
		im.say("\t%s", o)
	}
	if boolValue(im, "immobilityIllegal", false) {
		im.say("\tmobile-only")
	}
	for _, c := range im.dropConditions(nil) {
		im.say("\t%s", c)
	}
	if name, ok := im.oneName("dropNoDoubled", ""); ok && intValue(im, "dropNoDoubledCount", 1) > 0 {
		im.say("\tfile-limit %s %d", name, intValue(im, "dropNoDoubledCount", 1))
	}
	boolValue(im, "shogiDoubledPawn", true)
	if p, ok := im.byLetter("p"); boolValue(im, "shogiPawnDropMateIllegal", false) && ok {
		im.say("\tno-mate %s", p.name)
	}
	if !boolValue(im, "dropChecks", true) {
		im.say("\tno-check")
	}
	if boolValue(im, "dropPromoted", false) {
		im.say("\tpromoted either")
	}
	if boolValue(im, "dropOppositeColoredBishop", false) {
		im.say("\topposite-colors Bishop")
	}
	if boolValue(im, "mustDrop", false) {
		if k, ok := im.get("mustDropType"); !ok || k.value == "*" {
			// Any piece in hand (Fairy-Stockfish's ALL_PIECES).
			im.say("\tmust %s", strings.Join(names, " "))
		} else if name, ok := im.oneName("mustDropType", ""); ok {
			im.say("\tmust %s", name)
		}
	}
	im.say("}")
}

// pawnTypes names the section's pawns: pawnTypes, by default the piece
// written p. They promote (promotionPieceTypes) and reset the move rule.
func (im *importer) pawnTypes() ([]string, bool) {
	if k, ok := im.get("pawnTypes"); ok {
		names, ok := im.pieceSet(k)
		return names, ok && len(names) > 0
	}
	if p, ok := im.byLetter("p"); ok {
		return []string{p.name}, true
	}
	return nil, false
}

// enclosingDrops are Fairy-Stockfish's enclosingDrop rules as vdl's drop
// conditions ("" for none).
var enclosingDrops = map[string]string{"none": "", "reversi": "flipping", "ataxx": "adjacent", "top": "on-top", "snort": "apart", "anyside": "pushed-in"}

// dropConditions writes the conditions of the placing games on where a
// piece is dropped: freeDrops (unlimited), enclosingDrop and
// enclosingDropStart, over the parent's drop rule d (nil for none).
func (im *importer) dropConditions(d *ir.DropRule) []string {
	var out []string
	if d == nil {
		d = &ir.DropRule{}
	}
	if boolValue(im, "freeDrops", d.Unlimited) {
		out = append(out, "unlimited")
	}
	enclosing := ""
	switch {
	case d.Flipping:
		enclosing = "flipping"
	case d.Adjacent:
		enclosing = "adjacent"
	case d.OnTop:
		enclosing = "on-top"
	case d.Apart:
		enclosing = "apart"
	case d.PushedIn:
		enclosing = "pushed-in"
	}
	if k, ok := im.get("enclosingDrop"); ok {
		c, known := enclosingDrops[k.value]
		if !known {
			im.fail(k, "expected none, reversi, ataxx, top, snort or anyside (vdl has no drop condition like %s yet)", k.value)
		}
		enclosing = c
	}
	if enclosing != "" {
		out = append(out, enclosing)
	}
	start := d.StartSquares
	if k, ok := im.get("enclosingDropStart"); ok {
		start = nil
		for _, f := range strings.Fields(k.value) {
			if !validSquare(f, im.files, im.ranks) {
				im.fail(k, "expected squares of the board")
				return out
			}
			start = append(start, f)
		}
	}
	if len(start) > 0 && enclosing != "" {
		// Fairy-Stockfish's start squares go with an enclosing rule only.
		out = append(out, "start-squares "+strings.Join(start, " "))
	}
	return out
}

// flips writes flipEnclosedPieces as vdl's flips; inherit is the
// parent's rule ("" for none).
func (im *importer) flips(inherit string) {
	k, ok := im.get("flipEnclosedPieces")
	if !ok {
		return
	}
	switch k.value {
	case "reversi":
		im.say("flips enclosed")
	case "ataxx":
		im.say("flips adjacent")
	case "quadwrangle":
		im.say("flips adjacent supported")
	case "none":
		if inherit != "" {
			im.say("flips none")
		}
	default:
		im.fail(k, "expected none, reversi, ataxx or quadwrangle")
	}
}

// pawnDropRanks writes where Fairy-Stockfish's pawn (the piece named
// Pawn, if names drops it) may be dropped: not on its first rank unless
// firstRankPawnDrops, nor in its promotion zone unless
// promotionZonePawnDrops; from and to are the ranks without those keys.
// It returns "" where the pawn may be dropped on every rank.
func (im *importer) pawnDropRanks(names []string, from, to int) string {
	if !slices.Contains(names, "Pawn") {
		im.get("firstRankPawnDrops")
		im.get("promotionZonePawnDrops")
		return ""
	}
	if boolValue(im, "firstRankPawnDrops", from == 1) {
		from = 1
	} else {
		from = max(from, 2)
	}
	if boolValue(im, "promotionZonePawnDrops", to >= im.ranks) {
		to = im.ranks
	}
	to = min(to, im.ranks)
	if from == 1 && to == im.ranks {
		return ""
	}
	return fmt.Sprintf("ranks %d..%d for Pawn", from, to)
}

// pawnDropTop is the last rank pawns may be dropped on as far as the
// promotion zone goes, to where the zone is whole last ranks; where it is
// a region (promotion-zone), the last rank of the board, the region
// keeping pawns out (pawnDropOutside).
func (im *importer) pawnDropTop(to int) int {
	if im.promoZone != "" {
		return im.ranks
	}
	return to
}

// pawnDropOutside keeps pawns out of a promotion zone that is a region,
// as Fairy-Stockfish drops them unless promotionZonePawnDrops: each side
// off its own squares of it ("" where there is nothing to write).
func (im *importer) pawnDropOutside(names []string) string {
	if im.promoZone == "" || !slices.Contains(names, "Pawn") || boolValue(im, "promotionZonePawnDrops", false) {
		return ""
	}
	return "outside " + strings.TrimPrefix(im.promoZone, "region ") + " for Pawn"
}

// placementCells calls visit for every occupied cell of a FEN's placement
// (a piece letter or a '*' wall), with its file from 0, its rank from 1
// (rank numbers fall below 1 on a FEN of more rows than ranks) and
// whether a '+' marks it promoted; digits stand for empty cells.
func placementCells(fen string, ranks int, visit func(c byte, promoted bool, f, r int)) {
	board, _, _ := strings.Cut(fen, " ")
	board, _, _ = strings.Cut(board, "[")
	for i, row := range strings.Split(board, "/") {
		r, f, promoted := ranks-i, 0, false
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '0' && c <= '9':
				n := int(c - '0')
				for j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					j++
					n = n*10 + int(row[j]-'0')
				}
				f += n
			case c == '+':
				promoted = true
			case c == '~':
			default:
				visit(c, promoted, f, r)
				promoted, f = false, f+1
			}
		}
	}
}
