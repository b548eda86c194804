package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
)

// chromium finds Debian's chromium (scripts/test-packages.sh installs
// it), or "".
func chromium() string {
	for _, p := range []string{os.Getenv("VDL_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	return ""
}

// browser starts headless chromium on a fresh profile, or skips the test
// saying why.
func browser(t *testing.T) context.Context {
	t.Helper()
	return browserFor(t)
}

// patience is how long a browser test may wait for what must happen (the
// browser to start, the page to answer): until the test binary's
// deadline (go test -timeout), less a tenth of the time left (at least
// ten seconds) to report what it waited for; an hour with no deadline.
// A loaded machine (load 50) makes the tests slower, never failing; a
// wait for what never happens still fails, with its message, before the
// binary's timeout.
func patience(t *testing.T) time.Duration {
	d, ok := t.Deadline()
	if !ok {
		return time.Hour
	}
	left := time.Until(d)
	return max(left-max(left/10, 10*time.Second), time.Second)
}

// browserFor is browser, its context bounded by patience alone.
func browserFor(t *testing.T) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	path := chromium()
	if path == "" {
		t.Skip("browser test: chromium not installed (scripts/test-packages.sh installs it)")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1400, 1000),
		// chromedp gives up on a browser that takes 20 s to start.
		chromedp.WSURLReadTimeout(patience(t)),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, patience(t))
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	// The first action starts the browser, tied to ctx: a timeout
	// context of its own would close it when done.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Skipf("browser test: chromium (%s) cannot start here: %v", path, err)
	}
	return ctx
}

// js runs expr in the page and returns its value.
func js[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor waits until expr is true in the page.
func waitFor(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(patience(t)), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		status, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#status")))
		check, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#check-status")))
		t.Fatalf("waiting for %s (%s): %v; status %q, check %q", what, expr, err, status, check)
	}
}

func click(t *testing.T, ctx context.Context, sq string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#board circle.sq[data-sq="`+sq+`"]`))); err != nil {
		t.Fatalf("click %s: %v", sq, err)
	}
}

// TestBrowser drives the page in headless chromium as an author would:
// pick capricorn, see the board, make a typo and see the checker's
// diagnostic at its line, fix it, click a piece and see its legal moves,
// play moves against the engine, take back.
func TestBrowser(t *testing.T) {
	ctx := browser(t)
	s := shared(t)
	ts := httptest.NewServer(s)
	defer ts.Close()

	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first board", `document.querySelectorAll("#board circle.sq").length > 0`)

	// Pick capricorn.
	js[bool](t, ctx, `(() => { const p = document.getElementById("picker"); p.value = "v:capricorn"; p.dispatchEvent(new Event("change")); return true; })()`)
	waitFor(t, ctx, "capricorn's board", `state.pos && state.pos.variant === "capricorn" && document.getElementById("title").textContent.includes("Capricorn")`)
	squares := js[int](t, ctx, `document.querySelectorAll("#board circle.sq").length`)
	if squares != 64 {
		t.Errorf("capricorn's board has %d squares, want 64", squares)
	}

	// A typo: the diagnostic names its line and column.
	src := sourceOf(t, s, "capricorn")
	const good, bad = "\tboard 8x8\n\tpiece Capricorn r", "\tbord 8x8\n\tpiece Capricorn r"
	at := strings.Index(src.Text, good)
	if at < 0 {
		t.Fatalf("%q not in capricorn's file", good)
	}
	line := strings.Count(src.Text[:at], "\n") + 1
	typed := src.Text[:at] + bad + src.Text[at+len(good):]
	setEditor := func(text string) {
		t.Helper()
		js[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById("editor"); e.value = %s; e.dispatchEvent(new Event("input")); return true; })()`, jsonString(text)))
	}
	setEditor(typed)
	waitFor(t, ctx, "the typo's diagnostic", `document.querySelectorAll("#diagnostics li.error").length > 0`)
	first := js[string](t, ctx, `document.querySelector("#diagnostics li.error").textContent`)
	if want := fmt.Sprintf("%d:2: error V004: unknown statement bord", line); !strings.HasPrefix(first, want) {
		t.Errorf("diagnostic %q, want it to start %q", first, want)
	}
	marked := js[string](t, ctx, `[...document.querySelectorAll("#gutter .err")].map(s => s.textContent.trim()).join(",")`)
	if marked != fmt.Sprint(line) {
		t.Errorf("gutter marks lines %q, want %d", marked, line)
	}

	// Fixed: no diagnostic, the board is back.
	setEditor(src.Text)
	waitFor(t, ctx, "no diagnostics", `document.querySelectorAll("#diagnostics li.error").length === 0 && document.getElementById("check-status").textContent.startsWith("no errors") && state.pos && state.pos.variant === "capricorn"`)

	// Play against the engine (Black, the default), at a small depth.
	js[bool](t, ctx, `(() => { document.getElementById("depth").value = "2"; return true; })()`)
	v, err := lang.Find("capricorn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.StartPosition()
	if err != nil {
		t.Fatal(err)
	}
	for turn := range 4 {
		// Click a piece: its targets are the interpreter's legal moves.
		legal := p.LegalMoves(nil)
		from := ""
		for _, sq := range []string{"g1", "e2", "d2", "b1", "f1", "c1", "a2", "h2"} {
			for _, m := range legal {
				if from == "" && g.SquareName(m.From) == sq && m.Kind != interp.Drop {
					from = sq
				}
			}
		}
		var want []string
		var to string
		for _, m := range legal {
			if g.SquareName(m.From) == from && m.Kind != interp.Drop {
				want = append(want, g.SquareName(m.To))
				if to == "" || m.IsCapture() {
					to = g.SquareName(m.To)
				}
			}
		}
		slices.Sort(want)
		want = slices.Compact(want)
		click(t, ctx, from)
		got := js[[]string](t, ctx, `[...document.querySelectorAll("#board circle.target")].map(c => c.dataset.sq).sort()`)
		if !slices.Equal(got, want) {
			t.Errorf("turn %d: %s highlights %v, the interpreter's moves go to %v", turn, from, got, want)
		}
		if to == "" {
			t.Fatalf("turn %d: %s has no move", turn, from)
		}
		click(t, ctx, to)
		waitFor(t, ctx, "the engine's reply", fmt.Sprintf(`state.moves.length === %d && !state.busy && state.pos.uci.length === %d`, 2*turn+2, 2*turn+2))
		moves := js[[]string](t, ctx, `state.moves`)
		for _, mv := range moves[2*turn:] {
			m, err := p.ParseMove(mv)
			if err != nil {
				t.Fatalf("turn %d: %s: %v", turn, mv, err)
			}
			p.Make(m)
		}
		fen := js[string](t, ctx, `document.getElementById("fen").value`)
		if fen != p.FEN() {
			t.Fatalf("turn %d: page FEN %q, interpreter %q after %v", turn, fen, p.FEN(), moves)
		}
	}
	pgn := js[string](t, ctx, `document.getElementById("pgn").value`)
	if !strings.Contains(pgn, `[Variant "capricorn"]`) || !strings.Contains(pgn, "4. ") {
		t.Errorf("PGN:\n%s", pgn)
	}

	// Take back: the engine's reply and the move before it.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#takeback"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the take-back", `state.moves.length === 6 && state.pos.uci.length === 6`)
	p.Unmake()
	p.Unmake()
	fen := js[string](t, ctx, `document.getElementById("fen").value`)
	if fen != p.FEN() {
		t.Errorf("after take-back FEN %q, want %q", fen, p.FEN())
	}

	// A promotion: several moves share from and to, a menu chooses.
	js[bool](t, ctx, `(() => { document.getElementById("engineside").value = "none"; document.getElementById("fen").value = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"; document.getElementById("setfen").click(); return true; })()`)
	waitFor(t, ctx, "the position set up", `state.pos && state.pos.fen === "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"`)
	click(t, ctx, "a7")
	click(t, ctx, "a8")
	choices := js[[]string](t, ctx, `[...document.querySelectorAll("#promo button[data-uci]")].map(b => b.dataset.uci).sort()`)
	if want := []string{"a7a8b", "a7a8n", "a7a8q", "a7a8r"}; !slices.Equal(choices, want) {
		t.Errorf("promotion menu %v, want %v", choices, want)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#promo button[data-uci="a7a8r"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the promotion played", `state.pos.uci.join() === "a7a8r"`)
	if fen := js[string](t, ctx, `document.getElementById("fen").value`); !strings.HasPrefix(fen, "R3k3/8/") {
		t.Errorf("after promotion to a Capricorn: %s", fen)
	}
}

// jsonString is s as a JavaScript string literal.
func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
