package serve

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/vdl-chess/vdl/interp"
	"github.com/vdl-chess/vdl/lang"
	"github.com/vdl-chess/vdl/match"
)

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// builtSite is the static site WriteSite writes from this source tree,
// built once for the tests that need it (it compiles vdl to WebAssembly).
func builtSite(t *testing.T) string {
	t.Helper()
	siteOnce.Do(func() {
		var dir string
		if dir, siteErr = os.MkdirTemp("", "vdl-site-test-"); siteErr != nil {
			return
		}
		siteDir = dir + "/site"
		var log bytes.Buffer
		_, siteErr = WriteSite(siteDir, SiteOptions{Source: "..", Files: []string{"testdata/mine.vdl"}, Log: &log})
		if siteErr != nil {
			siteErr = fmt.Errorf("%v\n%s", siteErr, log.String())
		}
	})
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return siteDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if siteDir != "" {
		os.RemoveAll(strings.TrimSuffix(siteDir, "/site"))
	}
	os.Exit(code)
}

// TestBrowserGameServe and TestBrowserGameSite run one script, playGame,
// against the page of vdl serve and against the static site of vdl site
// served by a plain file server: the two transports of one page.
func TestBrowserGameServe(t *testing.T) {
	ctx := browser(t)
	// No bound on a request's time: on a loaded machine a balance report
	// may take longer than the server gives one (serve_test tests it).
	s, err := New(Options{Files: []string{"testdata/mine.vdl"}, Jobs: 4, NoRequestTime: true})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	playGame(t, ctx, ts.URL)
}

func TestBrowserGameSite(t *testing.T) {
	if testing.Short() || chromium() == "" {
		browser(t) // skips, saying why, before the site is built
	}
	dir := builtSite(t) // compiling to WebAssembly: before the browser starts
	ctx := browser(t)
	ts := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer ts.Close()
	playGame(t, ctx, ts.URL)
	if got := js[string](t, ctx, `window.vdlTransport`); got != "worker" {
		t.Errorf("the static site's transport is %q, want worker", got)
	}
}

// waitLong is waitFor, polling again where a navigation replaced the
// page's context under a poll.
func waitLong(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	deadline := time.Now().Add(patience(t))
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(time.Until(deadline)), chromedp.WithPollingInterval(100*time.Millisecond)))
		if err == nil {
			return
		}
		if msg := err.Error(); time.Now().Before(deadline) && (strings.Contains(msg, "Cannot find context") || strings.Contains(msg, "context was destroyed")) {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		status, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#status")))
		t.Fatalf("waiting for %s (%s): %v; status %q", what, expr, err, status)
	}
}

// shareFragment is the fragment of a share link, as the page makes it:
// raw deflate, base64url without padding.
func shareFragment(t *testing.T, text, variant, name string) string {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(text))
	w.Close()
	v := url.Values{}
	v.Set("d", base64.RawURLEncoding.EncodeToString(b.Bytes()))
	v.Set("v", variant)
	v.Set("n", name)
	return v.Encode()
}

func unshare(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	q, err := url.ParseQuery(u.Fragment)
	if err != nil {
		t.Fatal(err)
	}
	packed, err := base64.RawURLEncoding.DecodeString(q.Get("d"))
	if err != nil {
		t.Fatalf("share link %s: d: %v", link, err)
	}
	text, err := io.ReadAll(flate.NewReader(bytes.NewReader(packed)))
	if err != nil {
		t.Fatalf("share link %s: inflating d: %v", link, err)
	}
	return string(text)
}

// playGame is the script both transports run: load a variant, read the
// hover text of a piece's name, let the engine play both sides of a
// whole game to its result and replay the page's PGN with vdl's PGN
// reader to the page's final position, make a share link and open one,
// run the balance report and cancel another, count perft.
func playGame(t *testing.T, ctx context.Context, base string) {
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/#v=clobber")); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "clobber's board", `typeof state !== "undefined" && state.pos !== null && state.pos.variant === "clobber"`)

	if !js[bool](t, ctx, `[...document.getElementById("picker").options].some((o) => o.value === "f:mine.vdl")`) {
		t.Errorf("the picker does not offer the file given, mine.vdl")
	}

	// Hover: the caret on the piece's name in "pieces Stone".
	js[bool](t, ctx, `(() => { const e = document.getElementById("editor"); const at = e.value.indexOf("pieces Stone", e.value.indexOf("variant clobber")) + 8; e.focus(); e.setSelectionRange(at, at); e.dispatchEvent(new Event("click")); return true; })()`)
	waitFor(t, ctx, "the hover text", `!document.getElementById("hover").hidden`)
	if h := js[string](t, ctx, `document.getElementById("hover").textContent`); !strings.HasPrefix(h, "**Stone** (P): `cW`") {
		t.Errorf("hover text at Stone: %q", h)
	}

	// The engine plays both sides, at depth 1, to the end of the game.
	js[bool](t, ctx, `(() => { document.getElementById("depth").value = "1"; const s = document.getElementById("engineside"); s.value = "both"; s.dispatchEvent(new Event("change")); return true; })()`)
	waitLong(t, ctx, "the game's end", `state.pos.over && !state.busy`)
	result := js[string](t, ctx, `state.pos.result`)
	fen := js[string](t, ctx, `document.getElementById("fen").value`)
	pgnText := js[string](t, ctx, `document.getElementById("pgn").value`)
	games, err := match.ReadPGN("page.pgn", []byte(pgnText))
	if err != nil || len(games) != 1 {
		t.Fatalf("the page's PGN does not read (%d games): %v\n%s", len(games), err, pgnText)
	}
	v, err := lang.Find("clobber")
	if err != nil {
		t.Fatal(err)
	}
	p, err := match.ReplayPGN(v, &games[0], nil)
	if err != nil {
		t.Fatalf("the page's PGN does not replay: %v\n%s", err, pgnText)
	}
	if p.FEN() != fen || games[0].Result.Text != result || result == "*" {
		t.Errorf("replayed PGN ends at %s with %s; the page at %s with %s\n%s", p.FEN(), games[0].Result.Text, fen, result, pgnText)
	}
	t.Logf("engine against engine: %d plies, %s (%s)", len(games[0].Moves), result, js[string](t, ctx, `state.pos.reason`))

	// A share link carries the definition and the game.
	js[bool](t, ctx, `(() => { document.getElementById("share").click(); return true; })()`)
	waitFor(t, ctx, "the share link", `document.getElementById("sharelink").value !== ""`)
	link := js[string](t, ctx, `document.getElementById("sharelink").value`)
	if text := js[string](t, ctx, `state.text`); unshare(t, link) != text {
		t.Errorf("the share link's definition differs from the editor's")
	}
	// Open a link made elsewhere (here, by Go): a changed definition.
	src := js[string](t, ctx, `state.text`)
	changed := strings.Replace(src, `variant clobber "Clobber"`, `variant clobber "Shared Clobber"`, 1)
	if changed == src {
		t.Fatal("clobber's declaration is not where the test looks for it")
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/#"+shareFragment(t, changed, "clobber", "shared.vdl"))); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "the shared definition", `typeof state !== "undefined" && state.pos !== null && document.getElementById("title").textContent === "Shared Clobber"`)
	if got := js[string](t, ctx, `document.getElementById("editor").value`); got != changed {
		t.Errorf("the editor holds %.80q, not the shared definition", got)
	}
	if got := js[string](t, ctx, `document.getElementById("picker").value`); got != "s:" {
		t.Errorf("picker %q after a share link, want s:", got)
	}

	// The balance report, with its progress and chart.
	js[bool](t, ctx, `(() => { document.getElementById("analysis").open = true; document.getElementById("analyzegames").value = "2"; document.getElementById("analyzedepth").value = "1"; document.getElementById("analyze").click(); return true; })()`)
	waitLong(t, ctx, "the balance report", `document.querySelector("#analyzechart svg") !== null`)
	if txt := js[string](t, ctx, `document.getElementById("analyzetext").textContent`); !strings.Contains(txt, "clobber: 2 games") {
		t.Errorf("report text:\n%s", txt)
	}
	// Cancelled: the long one stops, and the page goes on.
	js[bool](t, ctx, `(() => { document.getElementById("analyzegames").value = "200"; document.getElementById("analyzedepth").value = "4"; document.getElementById("analyze").click(); return true; })()`)
	waitFor(t, ctx, "the analysis under way", `!document.getElementById("analyzecancel").hidden`)
	js[bool](t, ctx, `(() => { document.getElementById("analyzecancel").click(); return true; })()`)
	waitFor(t, ctx, "the analysis cancelled", `document.getElementById("analyzestatus").textContent === "analysis cancelled" && !document.getElementById("analyze").disabled`)

	// Perft after the cancel: a background request on a new worker.
	js[bool](t, ctx, `(() => { document.getElementById("engineside").value = "none"; document.getElementById("newgame").click(); return true; })()`)
	waitFor(t, ctx, "the new game", `state.moves.length === 0 && state.pos.uci.length === 0 && !state.busy`)
	js[bool](t, ctx, `(() => { document.getElementById("perftdepth").value = "3"; document.getElementById("perft").click(); return true; })()`)
	waitLong(t, ctx, "perft", `document.getElementById("perftout").textContent.startsWith("perft 3 = ")`)
	g, err := interp.NewGame(v)
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.StartPosition()
	want := fmt.Sprintf("perft 3 = %d ", start.Perft(3))
	if got := js[string](t, ctx, `document.getElementById("perftout").textContent`); !strings.HasPrefix(got, want) {
		t.Errorf("page: %q, interpreter: %q", got, want)
	}
}
