// Package serve is vdl's playground: an HTTP server with one
// self-contained page (embedded, no CDN) on which an author edits a
// variant definition, sees the checker's diagnostics as they type, and
// plays the variant at once, against the engine or not. It is a thin
// front end over lang (compile, diagnostics) and interp (positions, legal
// moves, perft, search, diagrams).
//
// The API is stateless: every request carries the definition's text, the
// variant's name, a start FEN (or none: the setup) and the moves played,
// and the server compiles (compiled variants are cached by the hash of
// their text) and replays them. Every request is bounded: its body by
// MaxBody, the definition by MaxDefinition, the moves replayed by
// MaxMoves, a search by its time and nodes, a perft by PerftNodes and
// PerftTime; Options.Jobs requests compute at once, more get a clear
// "busy" error at once.
package serve

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vdl-chess/vdl/analyze"
	"github.com/vdl-chess/vdl/definitions"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/interp/diagram"
	"github.com/vdl-chess/vdl/interp/search"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/lang/diag"
	"github.com/vdl-chess/vdl/lsp"
	"github.com/vdl-chess/vdl/match"
)

//go:embed static
var static embed.FS

// Limits of one request.
const (
	MaxDefinition = 1 << 20                // bytes of definition text
	MaxBody       = MaxDefinition + 64<<10 // bytes of a request body: the definition and the rest
	MaxMoves      = 2000                   // moves replayed
	MaxPerftDepth = 6                      // perft depth asked
	PerftNodes    = 20_000_000             // leaves a perft may count
	PerftTime     = 10 * time.Second       // time a perft may take
	MaxEngineTime = 10 * time.Second       // longest engine move
	MaxEngineDep  = 30                     // deepest engine search
	engineNodes   = 50_000_000             // nodes an engine move may search
	cacheSize     = 32                     // compiled variants kept
	RequestTime   = 30 * time.Second       // a whole request: compiling, replaying, searching
)

// Options configure a Server.
type Options struct {
	// Files are the definition files given on the command line: the only
	// files the server reads (an editor text's imports are read from
	// them too, by base name).
	Files []string
	// Texts are definitions given as text, by base name, read as Files
	// are (the static site's files, which its page cannot read itself).
	Texts map[string]string
	// Jobs is how many requests may compute at once (default: the
	// number of CPUs, at least 2).
	Jobs int
	// NoRequestTime runs every request to its end, bounded by its own
	// budgets only (perft's, the engine's): the WebAssembly build, whose
	// page stops a request by ending its worker, and where a request
	// left running past an answer would hold the only thread.
	NoRequestTime bool
}

// Server is the playground's HTTP handler.
type Server struct {
	files   map[string][]byte // base name -> text of a file given on the command line
	order   []string
	jobs    chan struct{}
	mux     *http.ServeMux
	mu      sync.Mutex
	cache   map[[32]byte]*compiled
	lru     [][32]byte
	bundled []bundledVariant
	// perftNodes and perftTime bound a perft (PerftNodes, PerftTime;
	// tests lower them).
	perftNodes int64
	perftTime  time.Duration
	// requestTime bounds a whole request (RequestTime; tests lower it;
	// 0: no bound), analyzeTime an analysis (AnalyzeTime).
	requestTime time.Duration
	analyzeTime time.Duration
}

type bundledVariant struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	File  string `json:"file"`
}

// compiled is one definition text's variant, ready to play.
type compiled struct {
	game  *interp.Game
	names []string
	once  sync.Once
	eval  *search.Evaluator
}

func (c *compiled) evaluator() *search.Evaluator {
	c.once.Do(func() { c.eval = search.NewEvaluator(c.game) })
	return c.eval
}

// New makes a server; it reads the files now, so that a missing one is
// an error at start.
func New(o Options) (*Server, error) {
	s := &Server{files: map[string][]byte{}, cache: map[[32]byte]*compiled{}, perftNodes: PerftNodes, perftTime: PerftTime, requestTime: RequestTime, analyzeTime: AnalyzeTime}
	for _, f := range o.Files {
		src, diags := lang.ReadFile(f)
		if diags != nil {
			return nil, diags.Err()
		}
		if len(src) > MaxDefinition {
			return nil, fmt.Errorf("%s: %d bytes, over the %d-byte definition limit", f, len(src), MaxDefinition)
		}
		base := filepath.Base(f)
		if _, dup := s.files[base]; dup {
			return nil, fmt.Errorf("%s: two files given are called %s: the page names files by their base name", f, base)
		}
		s.files[base] = src
		s.order = append(s.order, base)
	}
	texts := make([]string, 0, len(o.Texts))
	for name := range o.Texts {
		texts = append(texts, name)
	}
	sort.Strings(texts)
	for _, name := range texts {
		base := filepath.Base(name)
		if len(o.Texts[name]) > MaxDefinition {
			return nil, fmt.Errorf("%s: %d bytes, over the %d-byte definition limit", name, len(o.Texts[name]), MaxDefinition)
		}
		if _, dup := s.files[base]; dup {
			return nil, fmt.Errorf("%s: two files given are called %s: the page names files by their base name", name, base)
		}
		s.files[base] = []byte(o.Texts[name])
		s.order = append(s.order, base)
	}
	if o.NoRequestTime {
		s.requestTime = 0
	}
	if o.Jobs <= 0 {
		o.Jobs = max(runtime.NumCPU(), 2)
	}
	s.jobs = make(chan struct{}, o.Jobs)
	vs, _ := lang.Bundled()
	for _, v := range vs {
		s.bundled = append(s.bundled, bundledVariant{Name: v.Name, Title: v.Title})
	}
	s.findFiles()
	s.mux = http.NewServeMux()
	sub, _ := fs.Sub(static, "static")
	s.mux.Handle("GET /", http.FileServerFS(sub))
	s.mux.HandleFunc("GET /api/variants", s.variants)
	s.mux.HandleFunc("GET /api/source", s.source)
	s.mux.HandleFunc("POST /api/check", s.job(s.check))
	s.mux.HandleFunc("POST /api/position", s.job(s.position))
	s.mux.HandleFunc("POST /api/engine", s.job(s.engine))
	s.mux.HandleFunc("POST /api/perft", s.job(s.perft))
	s.mux.HandleFunc("POST /api/hover", s.job(s.hover))
	s.mux.HandleFunc("POST /api/analyze", s.analyze)
	return s, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	s.mux.ServeHTTP(w, r)
}

// findFiles finds the bundled file that declares each bundled variant.
func (s *Server) findFiles() {
	texts := map[string]string{}
	entries, _ := fs.ReadDir(definitions.FS, ".")
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".vdl") {
			b, _ := fs.ReadFile(definitions.FS, e.Name())
			texts[e.Name()] = string(b)
		}
	}
	names := make([]string, 0, len(texts))
	for n := range texts {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, v := range s.bundled {
		re := regexp.MustCompile(`(?m)^\s*variant\s+` + regexp.QuoteMeta(v.Name) + `\b`)
		for _, n := range names {
			if re.MatchString(texts[n]) {
				s.bundled[i].File = n
				break
			}
		}
	}
}

// apiError is an error answer: HTTP status and message.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &apiError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	status := http.StatusBadRequest
	var ae *apiError
	if errors.As(err, &ae) {
		status = ae.status
	}
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

// request is what every computing request carries.
type request struct {
	Text     string   `json:"text"`
	Filename string   `json:"filename"` // the name diagnostics give the text
	Variant  string   `json:"variant"`  // which of its variants ("" its only one)
	FEN      string   `json:"fen"`      // start position ("" the setup)
	Moves    []string `json:"moves"`    // played since, in coordinate notation
	Depth    int      `json:"depth"`    // engine, perft or analysis player depth
	MoveTime int      `json:"movetime"` // engine time, milliseconds
	Line     int      `json:"line"`     // hover: line, from 1
	Col      int      `json:"col"`      // hover: column, from 1, in characters
	Games    int      `json:"games"`    // analysis: games to play
}

// job wraps a computing handler: it bounds the body, decodes it, and
// holds one of the server's job slots while it runs (none free: 503 at
// once, never a queue).
func (s *Server) job(h func(ctx context.Context, req *request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req, ok := s.start(w, r)
		if !ok {
			return
		}
		if s.requestTime == 0 {
			var v any
			var err error
			func() {
				defer func() {
					if r := recover(); r != nil {
						err = &apiError{http.StatusInternalServerError, fmt.Sprintf("internal error: %v (please report it with the definition)", r)}
					}
				}()
				v, err = h(r.Context(), req)
			}()
			<-s.jobs
			if err != nil {
				writeError(w, err)
				return
			}
			writeJSON(w, http.StatusOK, v)
			return
		}
		// The job holds its slot until it ends, also when the answer
		// has gone out as an error past RequestTime: the cap counts
		// what really runs.
		type answer struct {
			v   any
			err error
		}
		ch := make(chan answer, 1)
		go func() {
			var a answer
			func() {
				defer func() {
					if r := recover(); r != nil {
						a.err = &apiError{http.StatusInternalServerError, fmt.Sprintf("internal error: %v (please report it with the definition)", r)}
					}
				}()
				a.v, a.err = h(r.Context(), req)
			}()
			<-s.jobs // free the slot before answering
			ch <- a
		}()
		timer := time.NewTimer(s.requestTime)
		defer timer.Stop()
		var a answer
		select {
		case a = <-ch:
		case <-timer.C:
			a.err = &apiError{http.StatusServiceUnavailable, fmt.Sprintf("the request took longer than %v, the most the server gives one: try a smaller definition, depth or time", s.requestTime)}
		}
		v, err := a.v, a.err
		if err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, v)
	}
}

// start reads and decodes a computing request, bounded, and takes one
// of the server's job slots (none free: 503 at once, never a queue);
// false if it has answered an error.
func (s *Server) start(w http.ResponseWriter, r *http.Request) (*request, bool) {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeError(w, &apiError{http.StatusRequestEntityTooLarge, fmt.Sprintf("request too large: over %d bytes (a definition may have at most %d bytes, 1 MiB)", MaxBody, MaxDefinition)})
			return nil, false
		}
		writeError(w, badRequest("reading the request: %v", err))
		return nil, false
	}
	var req request
	if err := json.Unmarshal(body, &req); err != nil {
		writeError(w, badRequest("bad request: %v", err))
		return nil, false
	}
	if len(req.Text) > MaxDefinition {
		writeError(w, &apiError{http.StatusRequestEntityTooLarge, fmt.Sprintf("definition too large: %d bytes, over the %d-byte (1 MiB) limit", len(req.Text), MaxDefinition)})
		return nil, false
	}
	select {
	case s.jobs <- struct{}{}:
	default:
		writeError(w, &apiError{http.StatusServiceUnavailable, fmt.Sprintf("server busy: %d jobs are running, the most it runs at once; try again", cap(s.jobs))})
		return nil, false
	}
	return &req, true
}

// read gives an editor text's imports: only the files given on the
// command line, by base name.
func (s *Server) read(path string) ([]byte, diag.List) {
	if src, ok := s.files[filepath.Base(path)]; ok {
		return src, nil
	}
	var l diag.List
	l.Errorf(diag.Pos{File: path}, diag.BadImport, "cannot import %q in the playground: it reads only the files given to vdl serve (%s)", path, strings.Join(s.order, ", "))
	return nil, l
}

func filename(req *request) string {
	if req.Filename == "" {
		return "playground.vdl"
	}
	return filepath.Base(req.Filename)
}

// compile compiles the request's variant, from the cache when the same
// text was compiled before.
func (s *Server) compile(req *request) (*compiled, error) {
	key := sha256.Sum256([]byte(filename(req) + "\x00" + req.Variant + "\x00" + req.Text))
	s.mu.Lock()
	if c, ok := s.cache[key]; ok {
		s.mu.Unlock()
		return c, nil
	}
	s.mu.Unlock()
	v, names, diags := lang.CompileVariantWith(filename(req), []byte(req.Text), req.Variant, s.read)
	if err := diags.Err(); err != nil {
		return nil, badRequest("the definition has errors: %v", err)
	}
	if v == nil {
		switch {
		case len(names) == 0:
			return nil, badRequest("the definition declares no playable variant")
		case req.Variant == "":
			return nil, badRequest("the definition declares %d variants: choose one (%s)", len(names), strings.Join(names, ", "))
		}
		return nil, badRequest("no variant %q%s: expected one of %s", req.Variant, diag.Suggest(req.Variant, names), strings.Join(names, ", "))
	}
	g, err := interp.NewGame(v)
	if err != nil {
		return nil, badRequest("%s: %v", v.Name, err)
	}
	c := &compiled{game: g, names: names}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.cache[key]; ok {
		return old, nil
	}
	if len(s.lru) >= cacheSize {
		delete(s.cache, s.lru[0])
		s.lru = s.lru[1:]
	}
	s.cache[key] = c
	s.lru = append(s.lru, key)
	return c, nil
}

// game sets up the request's position: its FEN or the setup, then its
// moves, each checked against the legal moves.
func (s *Server) game(req *request) (*compiled, *interp.Position, *search.Record, error) {
	c, err := s.compile(req)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(req.Moves) > MaxMoves {
		return nil, nil, nil, badRequest("too many moves: %d, the most the playground replays is %d", len(req.Moves), MaxMoves)
	}
	var p *interp.Position
	if strings.TrimSpace(req.FEN) == "" {
		p, err = c.game.StartPosition()
	} else {
		p, err = c.game.ParseFEN(strings.TrimSpace(req.FEN))
		if err != nil {
			err = fmt.Errorf("FEN: %v", err)
		}
	}
	if err != nil {
		return nil, nil, nil, badRequest("%v", err)
	}
	rec := &search.Record{StartFEN: p.FEN(), Moves: []string{}, UCI: []string{}}
	var legal []interp.Move
	for i, text := range req.Moves {
		legal = p.LegalMoves(legal[:0])
		if o := p.Outcome(legal); o.Over {
			return nil, nil, nil, badRequest("move %d (%s): the game is over (%s)", i+1, text, o.Rule)
		}
		m, err := search.ParseMoveText(p, legal, text)
		if err != nil {
			return nil, nil, nil, badRequest("move %d: %v", i+1, err)
		}
		rec.Turns = append(rec.Turns, search.Turn{Side: p.SideToMove(), Number: p.Fullmove()})
		rec.Moves = append(rec.Moves, p.SAN(m))
		rec.UCI = append(rec.UCI, c.game.MoveString(m))
		p.Make(m)
	}
	return c, p, rec, nil
}

// diagnostic is one checker message for the editor.
type diagnostic struct {
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Msg      string `json:"msg"`
	Text     string `json:"text"` // as vdl lint prints it
}

// check answers the editor: the diagnostics of the text (those in it,
// not in library files) and its variants.
func (s *Server) check(_ context.Context, req *request) (any, error) {
	name := filename(req)
	diags, _ := lang.Analyze(name, []byte(req.Text), s.read)
	out := []diagnostic{}
	for _, d := range diags {
		line, col := d.Pos.Line, d.Pos.Col
		if d.Pos.File != name {
			line, col = 0, 0 // elsewhere: shown without a place in the text
		}
		out = append(out, diagnostic{Line: line, Col: col, Severity: d.Severity.String(), Code: fmt.Sprint(d.Code), Msg: d.Msg, Text: d.Text()})
	}
	_, names, _ := lang.CompileVariantWith(name, []byte(req.Text), "\x00", s.read)
	if names == nil {
		names = []string{}
	}
	return map[string]any{"diagnostics": out, "variants": names}, nil
}

// move is a legal move for the page.
type move struct {
	UCI  string `json:"uci"`
	SAN  string `json:"san"`
	From string `json:"from,omitempty"` // the square clicked first ("" for a drop)
	To   string `json:"to,omitempty"`   // the square clicked second
	Drop string `json:"drop,omitempty"` // the dropped piece's letter
}

// position answers the board: its picture with a target on each square,
// the legal moves, FEN, PGN and the result if the game is over.
func (s *Server) position(_ context.Context, req *request) (any, error) {
	c, p, rec, err := s.game(req)
	if err != nil {
		return nil, err
	}
	g := c.game
	legal := p.LegalMoves(nil)
	o := p.Outcome(legal)
	moves := []move{}
	if !o.Over {
		for _, m := range legal {
			mv := move{UCI: g.MoveString(m), SAN: p.SAN(m)}
			if m.Kind == interp.Drop {
				mv.Drop = g.V.Pieces[m.DropType()].Letter
			} else if m.From >= 0 {
				mv.From = g.SquareName(m.From)
			}
			if m.Kind != interp.Exit && m.To >= 0 {
				mv.To = g.SquareName(m.To)
			}
			moves = append(moves, mv)
		}
	}
	svg := diagram.PositionSVGOver(p, func(sq interp.Square, x, y float64) string {
		return fmt.Sprintf(`<circle class="sq" data-sq="%s" cx="%.1f" cy="%.1f" r="19" fill="transparent"/>`+"\n", g.SquareName(sq), x, y)
	})
	result, reason := "", ""
	if o.Over {
		result, reason = match.PGNResult(o), o.Rule
		if o.Winner == interp.White || o.Winner == interp.Black {
			reason = []string{"White", "Black"}[o.Winner] + " wins by " + o.Rule
		}
	}
	rec.Outcome = o
	return map[string]any{
		"variant": g.V.Name, "title": g.V.Title, "variants": c.names,
		"svg": svg, "fen": p.FEN(), "start": rec.StartFEN, "side": []string{"white", "black"}[p.SideToMove()],
		"check": p.InCheck(), "legal": moves, "san": rec.Moves, "uci": rec.UCI,
		"pgn": pgn(g, rec, result), "over": o.Over, "result": result, "reason": reason,
	}, nil
}

// pgn writes the game so far with the tags a reader needs to replay it.
func pgn(g *interp.Game, rec *search.Record, result string) string {
	if result == "" {
		result = "*"
	}
	var b strings.Builder
	tag := func(k, v string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", k, strings.ReplaceAll(strings.ReplaceAll(v, `\`, `\\`), `"`, `\"`))
	}
	tag("Event", "vdl playground")
	tag("Site", "vdl serve")
	tag("White", "?")
	tag("Black", "?")
	tag("Result", result)
	tag("Variant", g.V.Name)
	tag("FEN", rec.StartFEN)
	tag("SetUp", "1")
	b.WriteString("\n")
	b.WriteString(strings.TrimSpace(rec.Movetext() + " " + result))
	b.WriteString("\n")
	return b.String()
}

// engine answers the engine's move in the request's position, searched
// to the depth or for the time asked, bounded by MaxEngineDep,
// MaxEngineTime and engineNodes.
func (s *Server) engine(_ context.Context, req *request) (any, error) {
	c, p, _, err := s.game(req)
	if err != nil {
		return nil, err
	}
	legal := p.LegalMoves(nil)
	if o := p.Outcome(legal); o.Over {
		return nil, badRequest("the game is over (%s): no move to search", o.Rule)
	}
	if req.Depth < 0 || req.Depth > MaxEngineDep {
		return nil, badRequest("depth %d is out of range: want 1 to %d", req.Depth, MaxEngineDep)
	}
	if req.MoveTime < 0 || time.Duration(req.MoveTime)*time.Millisecond > MaxEngineTime {
		return nil, badRequest("movetime %d ms is out of range: want 1 to %d", req.MoveTime, MaxEngineTime.Milliseconds())
	}
	lim := search.Limits{Depth: req.Depth, MoveTime: time.Duration(req.MoveTime) * time.Millisecond, Nodes: engineNodes}
	if lim.Depth == 0 && lim.MoveTime == 0 {
		lim.MoveTime = time.Second
	}
	if lim.MoveTime == 0 || lim.MoveTime > MaxEngineTime {
		lim.MoveTime = MaxEngineTime // a depth is bounded in time too
	}
	e := search.NewEngine(c.game, search.Options{HashMB: 8, Eval: c.evaluator()})
	res := e.Search(p, lim, nil)
	if res.NoMove {
		return nil, badRequest("no legal move")
	}
	return map[string]any{
		"uci": c.game.MoveString(res.Best), "san": p.SAN(res.Best),
		"depth": res.Info.Depth, "nodes": res.Info.Nodes, "score": res.Info.Score.String(),
	}, nil
}

// errBudget stops a perft past its budget.
var errBudget = errors.New("budget")

// perft counts the legal move tree of the request's position to its
// depth, per root move, within PerftNodes leaves and PerftTime.
func (s *Server) perft(rctx context.Context, req *request) (any, error) {
	_, p, _, err := s.game(req)
	if err != nil {
		return nil, err
	}
	if req.Depth < 1 || req.Depth > MaxPerftDepth {
		return nil, badRequest("perft depth %d is out of range: want 1 to %d", req.Depth, MaxPerftDepth)
	}
	plies, err := p.PerftPlies(req.Depth)
	if err != nil {
		return nil, badRequest("perft depth %v", err)
	}
	ctx, cancel := context.WithTimeout(rctx, s.perftTime)
	defer cancel()
	b := &budget{ctx: ctx, deadline: time.Now().Add(s.perftTime), left: s.perftNodes}
	type entry struct {
		Move  string `json:"move"`
		Nodes uint64 `json:"nodes"`
	}
	var div []entry
	var total uint64
	start := time.Now()
	root := p.LegalMoves(nil)
	bufs := make([][]interp.Move, plies+1)
	for _, m := range root {
		name := p.Game().MoveString(m)
		p.Make(m)
		n, err := b.count(p, plies-1, bufs)
		p.Unmake()
		if err != nil {
			if rctx.Err() != nil {
				return nil, &apiError{http.StatusUnprocessableEntity, fmt.Sprintf("perft %d cancelled", req.Depth)}
			}
			return nil, &apiError{http.StatusUnprocessableEntity, fmt.Sprintf("perft %d stopped past its budget (%d leaves or %v): try a smaller depth", req.Depth, s.perftNodes, s.perftTime)}
		}
		div = append(div, entry{name, n})
		total += n
	}
	slices.SortFunc(div, func(a, b entry) int { return strings.Compare(a.Move, b.Move) })
	if plies == 0 {
		total = 1
	}
	return map[string]any{"depth": req.Depth, "nodes": total, "divide": div, "ms": time.Since(start).Milliseconds()}, nil
}

// budget bounds a perft: leaves left to count, and a deadline and a
// cancellation looked at every thousand nodes (the clock too: in the
// WebAssembly build no timer fires while the perft holds the thread).
type budget struct {
	ctx      context.Context
	deadline time.Time
	left     int64
	ticks    int
}

func (b *budget) count(p *interp.Position, depth int, bufs [][]interp.Move) (uint64, error) {
	if depth == 0 {
		b.left--
		if b.left < 0 {
			return 0, errBudget
		}
		return 1, nil
	}
	b.ticks++
	if b.ticks&1023 == 0 && (b.ctx.Err() != nil || time.Now().After(b.deadline)) {
		return 0, errBudget
	}
	ml := p.LegalMoves(bufs[depth][:0])
	bufs[depth] = ml[:0]
	if depth == 1 {
		b.left -= int64(len(ml))
		if b.left < 0 {
			return 0, errBudget
		}
		return uint64(len(ml)), nil
	}
	var n uint64
	for _, m := range ml {
		p.Make(m)
		k, err := b.count(p, depth-1, bufs)
		p.Unmake()
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// variants lists the bundled variants and the files given.
func (s *Server) variants(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"bundled": s.bundled, "files": s.order})
}

// source gives the text to edit: a bundled variant's file (?variant=),
// a file given on the command line (?file=), or the empty template.
func (s *Server) source(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	switch {
	case q.Get("file") != "":
		src, ok := s.files[q.Get("file")]
		if !ok {
			writeError(w, &apiError{http.StatusNotFound, fmt.Sprintf("no file %q: the server reads only the files given to it (%s)", q.Get("file"), strings.Join(s.order, ", "))})
			return
		}
		_, names, _ := lang.CompileVariantWith(q.Get("file"), src, "\x00", s.read)
		variant := ""
		if len(names) > 0 {
			variant = names[0]
		}
		writeJSON(w, http.StatusOK, map[string]any{"text": string(src), "filename": q.Get("file"), "variant": variant})
	case q.Get("variant") != "":
		name := q.Get("variant")
		for _, v := range s.bundled {
			if v.Name == name && v.File != "" {
				src, _ := fs.ReadFile(definitions.FS, v.File)
				writeJSON(w, http.StatusOK, map[string]any{"text": string(src), "filename": v.File, "variant": name})
				return
			}
		}
		names := make([]string, len(s.bundled))
		for i, v := range s.bundled {
			names[i] = v.Name
		}
		writeError(w, &apiError{http.StatusNotFound, fmt.Sprintf("no bundled variant %q%s", name, diag.Suggest(name, names))})
	default:
		writeJSON(w, http.StatusOK, map[string]any{"text": Template, "filename": "my-variant.vdl", "variant": "my-variant"})
	}
}

// Template is the page's empty definition: chess, to change.
const Template = `# A new variant: change what you like, the board follows as you type.
variant my-variant extends orthodox "My variant" {
	board 8x8
	setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
}
`

// hover answers the editor's hover: the language server's text for the
// place at line and col of the text (lsp.Hover), "" where it has none.
func (s *Server) hover(_ context.Context, req *request) (any, error) {
	return map[string]string{"hover": lsp.Hover(filename(req), req.Text, req.Line, req.Col, s.read)}, nil
}

// Limits of an analysis: it plays games of the engine against itself,
// as vdl analyze does.
const (
	MaxAnalyzeGames = 200              // games one analysis may play
	MaxAnalyzeDepth = 4                // the player's search depth
	AnalyzeTime     = 50 * time.Second // time an analysis may take
	analyzeNodes    = 5000             // the player's nodes a move (vdl analyze's default)
)

// AnalyzeCommand is the vdl analyze command that plays the analysis a
// request asks for (the page shows it, to go on in a terminal).
func AnalyzeCommand(variant string, games, depth int) string {
	return fmt.Sprintf("vdl analyze %s -n %d --player engine:depth=%d,nodes=%d", variant, games, depth, analyzeNodes)
}

// analyze runs vdl analyze's balance report on the request's variant:
// Games games (default 20) of the engine at Depth (default 2) against
// itself. The answer is a stream of JSON lines, flushed as they come:
// {"progress":{"games","total"}} after each game, then {"report",
// "text", "svg", "command"} or {"error"}. The client stops it by closing
// the request; past AnalyzeTime it stops by itself.
func (s *Server) analyze(w http.ResponseWriter, r *http.Request) {
	req, ok := s.start(w, r)
	if !ok {
		return
	}
	defer func() { <-s.jobs }()
	games, depth := req.Games, req.Depth
	if games == 0 {
		games = 20
	}
	if depth == 0 {
		depth = 2
	}
	if games < 1 || games > MaxAnalyzeGames {
		writeError(w, badRequest("games %d is out of range: want 1 to %d", games, MaxAnalyzeGames))
		return
	}
	if depth < 1 || depth > MaxAnalyzeDepth {
		writeError(w, badRequest("depth %d is out of range: want 1 to %d", depth, MaxAnalyzeDepth))
		return
	}
	c, err := s.compile(req)
	if err != nil {
		writeError(w, err)
		return
	}
	ctx := r.Context()
	if s.requestTime != 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.analyzeTime)
		defer cancel()
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	enc := json.NewEncoder(w)
	flusher, _ := w.(http.Flusher)
	send := func(v any) {
		enc.Encode(v)
		if flusher != nil {
			flusher.Flush()
		}
	}
	progress := func(done int) {
		send(map[string]any{"progress": map[string]int{"games": done, "total": games}})
	}
	progress(0)
	rep, err := func() (rep *analyze.Report, err error) {
		defer func() {
			if e := recover(); e != nil {
				err = fmt.Errorf("internal error: %v (please report it with the definition)", e)
			}
		}()
		return analyze.Run(analyze.Config{
			Variant: c.game.V, Player: fmt.Sprintf("engine:depth=%d,nodes=%d", depth, analyzeNodes),
			Games: games, Seed: 1, Jobs: 1, MaxPlies: 600, OpeningPlies: 2, Balance: 200, EvalDepth: 1,
			Default: search.Limits{MoveTime: 100 * time.Millisecond}, Context: ctx, Played: progress,
		})
	}()
	if err != nil {
		switch {
		case r.Context().Err() != nil:
			err = errors.New("analysis cancelled")
		case ctx.Err() != nil:
			err = fmt.Errorf("the analysis took longer than %v, the most the server gives one: try fewer games or a smaller depth", s.analyzeTime)
		}
		send(map[string]string{"error": err.Error()})
		return
	}
	var text, svg strings.Builder
	rep.WriteText(&text)
	rep.WriteSVG(&svg)
	send(map[string]any{"report": rep, "text": text.String(), "svg": svg.String(), "command": AnalyzeCommand(c.game.V.Name, games, depth)})
}
