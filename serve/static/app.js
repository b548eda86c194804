// vdl playground: the page's side of the stateless API (serve.go). Every
// request carries the definition, the variant, the start FEN and the
// moves; the server answers diagnostics, hover text, the board, legal
// moves, engine moves, perft counts and the balance report. The same page
// runs on two transports (config.js chooses): vdl serve's HTTP API, or
// the interpreter compiled to WebAssembly in a Web Worker (worker.js) for
// the static site of vdl site, which answers the same requests with the
// same Go handlers.
"use strict";

const $ = (id) => document.getElementById(id);

const state = {
  text: "", filename: "playground.vdl", variant: "",
  fen: "",        // start position ("" = setup)
  moves: [],      // played, coordinate notation
  pos: null,      // last /api/position answer
  selected: "",   // square clicked first
  busy: false,    // an engine move is on its way
};
let seq = 0; // answers to older requests are dropped

// ---- transports ----
// send(method, path, body, {onChunk, signal, background}) resolves to
// {status, text}; a streamed answer's text goes to onChunk as it comes.
// signal (an AbortSignal) cancels; background runs the request beside
// the interactive ones (perft, analysis).

function httpTransport() {
  return {
    async send(method, path, body, opts) {
      const r = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: opts.signal,
      });
      if (!r.ok || !opts.onChunk) return { status: r.status, text: await r.text() };
      const reader = r.body.getReader();
      const dec = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        opts.onChunk(dec.decode(value, { stream: true }));
      }
      return { status: r.status, text: "" };
    },
  };
}

function workerTransport() {
  const pending = new Map();
  const workers = { main: null, background: null };
  let nextId = 1;
  function fail(w, err) {
    for (const [id, p] of pending) if (p.worker === w) { pending.delete(id); p.reject(err); }
  }
  function spawn(kind) {
    const w = new Worker("worker.js");
    w.onmessage = (e) => {
      const m = e.data, p = pending.get(m.id);
      if (!p) return;
      if (m.chunk !== undefined) { if (p.onChunk) p.onChunk(m.chunk); return; }
      pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve({ status: m.status, text: m.body });
    };
    w.onerror = (e) => {
      e.preventDefault();
      fail(w, new Error("the interpreter stopped: " + (e.message || "worker error")));
      w.terminate();
      if (workers[kind] === w) workers[kind] = null;
    };
    return w;
  }
  return {
    send(method, path, body, opts) {
      const kind = opts.background ? "background" : "main";
      const w = workers[kind] || (workers[kind] = spawn(kind));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onChunk: opts.onChunk, worker: w });
        if (opts.signal) {
          opts.signal.addEventListener("abort", () => {
            if (!pending.has(id)) return;
            // The worker computes without a pause: only ending it stops
            // the request; the next one starts a new worker.
            w.terminate();
            if (workers[kind] === w) workers[kind] = null;
            fail(w, new DOMException("cancelled", "AbortError"));
          });
        }
        w.postMessage({ id, method, path, body: body === undefined ? "" : JSON.stringify(body) });
      });
    },
  };
}

const transport = window.vdlTransport === "worker" ? workerTransport() : httpTransport();

// api sends a request and returns its JSON answer, or throws its error.
async function api(path, body, opts) {
  const r = await transport.send(body === undefined ? "GET" : "POST", path, body, opts || {});
  let data;
  try { data = JSON.parse(r.text); } catch (e) { data = { error: "HTTP " + r.status }; }
  if (r.status < 200 || r.status > 299) throw new Error(data.error || "HTTP " + r.status);
  return data;
}

// apiStream sends a request whose answer is JSON lines, calling onLine
// with each as it comes; an answer that is an error throws it.
async function apiStream(path, body, onLine, signal) {
  let rest = "";
  const feed = (chunk) => {
    rest += chunk;
    let i;
    while ((i = rest.indexOf("\n")) >= 0) {
      const line = rest.slice(0, i).trim();
      rest = rest.slice(i + 1);
      if (line) onLine(JSON.parse(line));
    }
  };
  const r = await transport.send("POST", path, body, { onChunk: feed, signal, background: true });
  if (r.status < 200 || r.status > 299) {
    let data;
    try { data = JSON.parse(r.text); } catch (e) { data = { error: "HTTP " + r.status }; }
    throw new Error(data.error || "HTTP " + r.status);
  }
  feed(r.text + "\n");
}

function req(extra) {
  return Object.assign({ text: state.text, filename: state.filename, variant: state.variant, fen: state.fen, moves: state.moves }, extra);
}

function setStatus(id, msg, cls) {
  const el = $(id);
  el.textContent = msg;
  el.className = "status " + (cls || "");
}

// ---- editor and diagnostics ----

function drawGutter(diags) {
  const n = state.text.split("\n").length;
  const marks = {};
  for (const d of diags || []) if (d.line > 0) marks[d.line] = marks[d.line] === "err" ? "err" : (d.severity === "error" ? "err" : "warn");
  const g = $("gutter");
  g.textContent = "";
  for (let i = 1; i <= n; i++) {
    const s = document.createElement("span");
    s.textContent = i + "\n";
    if (marks[i]) s.className = marks[i];
    g.appendChild(s);
  }
  g.scrollTop = $("editor").scrollTop;
}

function showDiagnostics(diags) {
  const ul = $("diagnostics");
  ul.textContent = "";
  for (const d of diags) {
    const li = document.createElement("li");
    li.className = d.severity;
    li.dataset.line = d.line;
    li.textContent = (d.line > 0 ? d.line + ":" + d.col + ": " : "") + d.severity + " " + d.code + ": " + d.msg;
    li.title = d.text;
    li.onclick = () => gotoLine(d.line, d.col);
    ul.appendChild(li);
  }
  drawGutter(diags);
}

function gotoLine(line, col) {
  if (!(line > 0)) return;
  const ed = $("editor");
  const lines = state.text.split("\n");
  let at = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
  at += Math.max(0, (col || 1) - 1);
  ed.focus();
  ed.setSelectionRange(at, at);
  ed.scrollTop = Math.max(0, (line - 5) * 18);
}

let checkTimer = null;
function onEdit() {
  state.text = $("editor").value;
  drawGutter([]);
  setStatus("check-status", "checking…");
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 350);
}

async function check() {
  const my = ++seq;
  let res;
  try {
    res = await api("/api/check", req());
  } catch (e) {
    if (my === seq) setStatus("check-status", e.message, "bad");
    return;
  }
  if (my !== seq) return;
  showDiagnostics(res.diagnostics);
  fillVariants(res.variants);
  const errors = res.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = res.diagnostics.length - errors;
  if (errors > 0) {
    setStatus("check-status", errors + " error(s), " + warnings + " warning(s): the board shows the last good definition", "bad");
    return;
  }
  setStatus("check-status", "no errors" + (warnings ? ", " + warnings + " warning(s)" : ""), "ok");
  await refresh(true);
}

function fillVariants(names) {
  const sel = $("variant");
  if (names.length && !names.includes(state.variant)) state.variant = names[0];
  if ([...sel.options].map((o) => o.value).join() !== names.join()) {
    sel.textContent = "";
    for (const n of names) sel.add(new Option(n, n));
  }
  sel.value = state.variant;
  $("variant-label").hidden = names.length < 2;
}

// ---- board ----

async function refresh(fromEdit) {
  const my = ++seq;
  let res;
  try {
    res = await api("/api/position", req());
  } catch (e) {
    if (my !== seq) return;
    if (fromEdit && (state.moves.length || state.fen)) {
      // The game does not fit the new rules: start it again.
      state.moves = [];
      state.fen = "";
      return refresh(false);
    }
    setStatus("status", e.message, "bad");
    return;
  }
  if (my !== seq) return;
  state.pos = res;
  state.selected = "";
  draw();
  maybeEngine();
}

function draw() {
  const res = state.pos;
  $("board").innerHTML = res.svg;
  $("title").textContent = res.title || res.variant;
  $("fen").value = res.fen;
  $("pgn").value = res.pgn;
  const ml = $("movelist");
  ml.textContent = "";
  for (const m of res.legal) ml.add(new Option(m.san + "  (" + m.uci + ")", m.uci));
  const last = res.uci.length ? lastSquares(res) : null;
  if (last) for (const sq of last) mark(sq, "last");
  let msg;
  if (res.over) msg = "Game over: " + res.result + " (" + res.reason + ")";
  else msg = (res.side === "white" ? "White" : "Black") + " to move" + (res.check ? ", in check" : "") + " · " + res.legal.length + " legal moves";
  if (res.san.length) msg += " · last: " + res.san[res.san.length - 1];
  setStatus("status", msg, res.over ? "ok" : "");
  $("takeback").disabled = state.moves.length === 0;
  for (const c of document.querySelectorAll("#board circle.sq")) c.addEventListener("click", () => clickSquare(c.dataset.sq));
}

function lastSquares(res) {
  const u = res.uci[res.uci.length - 1];
  const m = u.match(/^([a-z]+\d+)([a-z]+\d+)/);
  return m ? [m[1], m[2]] : null;
}

function mark(sq, cls) {
  const c = document.querySelector('#board circle.sq[data-sq="' + sq + '"]');
  if (c) c.classList.add(cls);
}

function clearMarks() {
  for (const c of document.querySelectorAll("#board circle.sel, #board circle.target")) c.classList.remove("sel", "target");
  $("promo").hidden = true;
}

function clickSquare(sq) {
  const res = state.pos;
  if (!res || res.over || state.busy) return;
  if (state.selected) {
    const choices = res.legal.filter((m) => m.from === state.selected && m.to === sq);
    if (choices.length === 1) return play(choices[0].uci);
    if (choices.length > 1) return promoMenu(choices);
  }
  clearMarks();
  const from = res.legal.filter((m) => m.from === sq);
  if (from.length === 0 || state.selected === sq) {
    state.selected = "";
    return;
  }
  state.selected = sq;
  mark(sq, "sel");
  for (const m of from) if (m.to) mark(m.to, "target");
}

function promoMenu(choices) {
  const box = $("promo");
  box.textContent = "";
  for (const m of choices) {
    const b = document.createElement("button");
    b.textContent = m.san;
    b.dataset.uci = m.uci;
    b.onclick = () => play(m.uci);
    box.appendChild(b);
  }
  const cancel = document.createElement("button");
  cancel.textContent = "×";
  cancel.title = "cancel";
  cancel.onclick = clearMarks;
  box.appendChild(cancel);
  box.hidden = false;
}

async function play(uci) {
  clearMarks();
  state.moves.push(uci);
  await refresh(false);
}

function engineToMove() {
  const side = $("engineside").value;
  const res = state.pos;
  return res && !res.over && (side === "both" || side === res.side);
}

async function maybeEngine() {
  if (engineToMove()) await engineMove();
}

async function engineMove() {
  if (state.busy || !state.pos || state.pos.over) return;
  state.busy = true;
  setStatus("status", "engine thinking…");
  const n = state.moves.length;
  try {
    const res = await api("/api/engine", req({ depth: +$("depth").value || 0, movetime: +$("movetime").value || 0 }));
    state.busy = false;
    if (state.moves.length !== n) return; // the game changed meanwhile
    state.moves.push(res.uci);
    await refresh(false);
  } catch (e) {
    state.busy = false;
    setStatus("status", e.message, "bad");
  }
}

// ---- picker ----

let shared = null; // the definition a share link carried

async function loadSource(value) {
  let q = "";
  if (value.startsWith("v:")) q = "?variant=" + encodeURIComponent(value.slice(2));
  else if (value.startsWith("f:")) q = "?file=" + encodeURIComponent(value.slice(2));
  const src = value === "s:" && shared ? shared : await api("/api/source" + q);
  state.text = src.text;
  state.filename = src.filename;
  state.variant = src.variant;
  state.fen = "";
  state.moves = [];
  $("editor").value = src.text;
  drawGutter([]);
  // Show the chosen variant's declaration, not the file's first lines.
  const lines = src.text.split("\n");
  const at = lines.findIndex((l) => new RegExp("^\\s*variant\\s+" + src.variant.replace(/[-.]/g, "\\$&") + "\\b").test(l));
  $("editor").scrollTop = at > 0 ? Math.max(0, at - 3) * 18 : 0;
  $("gutter").scrollTop = $("editor").scrollTop;
  await check();
}

async function init() {
  if (window.vdlTransport === "worker") setStatus("check-status", "starting the interpreter (WebAssembly)…");
  const list = await api("/api/variants");
  const pk = $("picker");
  pk.textContent = "";
  pk.add(new Option("empty template", "t:"));
  for (const f of list.files || []) pk.add(new Option("file: " + f, "f:" + f));
  for (const v of list.bundled) pk.add(new Option(v.name + (v.title ? " — " + v.title : ""), "v:" + v.name));
  // The fragment may choose the start: #v=capricorn&moves=e2e4,d7d5&sel=g1
  // (a bundled variant or f=FILE, moves played, a square selected).
  // A share link carries the definition itself: #d=...&v=...&n=... (see
  // shareLink).
  const h = new URLSearchParams(location.hash.slice(1));
  if (h.get("d")) {
    let text;
    try {
      text = await unpackShared(h.get("d"));
    } catch (e) {
      setStatus("check-status", "the link's definition cannot be read (" + e.message + "): it was cut short or changed?", "bad");
    }
    if (text !== undefined) {
      pk.add(new Option("the shared definition", "s:"), 1);
      pk.value = "s:";
      shared = { text, filename: h.get("n") || "shared.vdl", variant: h.get("v") || "" };
      await loadSource("s:");
      if (h.get("fen") || h.get("moves")) {
        state.fen = h.get("fen") || "";
        state.moves = (h.get("moves") || "").split(",").filter((m) => m);
        await refresh(false);
      }
      return;
    }
  }
  let first = (list.files && list.files.length) ? "f:" + list.files[0] : "v:chess";
  if (h.get("v")) first = "v:" + h.get("v");
  if (h.get("f")) first = "f:" + h.get("f");
  pk.value = first;
  await loadSource(pk.value);
  if (h.get("moves")) {
    state.moves = h.get("moves").split(",").filter((m) => m);
    await refresh(false);
  }
  if (h.get("sel")) clickSquare(h.get("sel"));
}

$("picker").onchange = (e) => loadSource(e.target.value).catch((err) => setStatus("check-status", err.message, "bad"));
$("variant").onchange = (e) => { state.variant = e.target.value; state.moves = []; state.fen = ""; refresh(false); };
$("editor").addEventListener("input", onEdit);
$("editor").addEventListener("scroll", () => { $("gutter").scrollTop = $("editor").scrollTop; });
$("editor").addEventListener("keydown", (e) => {
  if (e.key === "Tab") { e.preventDefault(); document.execCommand("insertText", false, "\t"); }
});
$("takeback").onclick = () => {
  if (!state.moves.length) return;
  state.moves.pop();
  // Against the engine, take back its reply too.
  const side = $("engineside").value;
  if (side !== "none" && side !== "both" && state.moves.length) {
    state.moves.pop();
  }
  refresh(false);
};
$("newgame").onclick = () => { state.moves = []; refresh(false); };
$("enginemove").onclick = engineMove;
$("engineside").onchange = maybeEngine;
$("playmove").onclick = () => { const v = $("movelist").value; if (v) play(v); };
$("setfen").onclick = async () => {
  const old = [state.fen, state.moves];
  state.fen = $("fen").value.trim();
  state.moves = [];
  const my = ++seq;
  try {
    state.pos = await api("/api/position", req());
    if (my === seq) { draw(); }
  } catch (e) {
    [state.fen, state.moves] = old;
    setStatus("status", e.message, "bad");
  }
};
$("copyfen").onclick = () => copy($("fen").value);
$("copypgn").onclick = () => copy($("pgn").value);
// ---- background jobs: perft and the balance report ----

// job runs one background request at a time with its cancel button.
let jobCtl = null;
async function job(cancelId, run) {
  if (jobCtl) return;
  jobCtl = new AbortController();
  const ctl = jobCtl;
  $(cancelId).hidden = false;
  for (const b of document.querySelectorAll("button.job")) b.disabled = true;
  try {
    await run(ctl.signal);
  } finally {
    jobCtl = null;
    $(cancelId).hidden = true;
    for (const b of document.querySelectorAll("button.job")) b.disabled = false;
  }
}
function cancelJob() { if (jobCtl) jobCtl.abort(); }
function cancelled(e) { return e && e.name === "AbortError"; }

$("perft").onclick = () => job("perftcancel", async (signal) => {
  const out = $("perftout");
  const t0 = performance.now();
  out.textContent = "counting…";
  const tick = setInterval(() => { out.textContent = "counting… " + ((performance.now() - t0) / 1000).toFixed(0) + " s"; }, 1000);
  try {
    const r = await api("/api/perft", req({ depth: +$("perftdepth").value }), { signal, background: true });
    out.textContent = "perft " + r.depth + " = " + r.nodes + " (" + r.ms + " ms)";
  } catch (e) {
    out.textContent = cancelled(e) ? "perft cancelled" : e.message;
  } finally {
    clearInterval(tick);
  }
});
$("perftcancel").onclick = cancelJob;

$("analyze").onclick = () => job("analyzecancel", async (signal) => {
  const games = +$("analyzegames").value || 20;
  const bar = $("analyzeprogress");
  bar.max = games;
  bar.value = 0;
  bar.hidden = false;
  $("analyzetext").textContent = "";
  $("analyzechart").innerHTML = "";
  setStatus("analyzestatus", "playing " + games + " games of the engine against itself…");
  let done = false, failure = "";
  try {
    await apiStream("/api/analyze", req({ games, depth: +$("analyzedepth").value || 2, fen: "", moves: [] }), (line) => {
      if (line.progress) {
        bar.value = line.progress.games;
        setStatus("analyzestatus", line.progress.games + " of " + line.progress.total + " games played…");
      } else if (line.error) {
        failure = line.error;
      } else if (line.report) {
        done = true;
        state.report = line.report;
        $("analyzetext").textContent = line.text;
        $("analyzechart").innerHTML = line.svg;
        setStatus("analyzestatus", "done: " + line.report.games + " games; the same in a terminal: " + line.command, "ok");
      }
    }, signal);
    if (failure) throw new Error(failure);
    if (!done) throw new Error("the analysis ended without a report");
  } catch (e) {
    setStatus("analyzestatus", cancelled(e) ? "analysis cancelled" : e.message, cancelled(e) ? "" : "bad");
  } finally {
    bar.hidden = true;
  }
});
$("analyzecancel").onclick = cancelJob;

// ---- share link: the definition, deflated, in the URL fragment ----
// #d=TEXT&v=VARIANT&n=FILENAME[&fen=FEN][&moves=m1,m2]: TEXT is the
// definition's UTF-8 bytes compressed with raw deflate (RFC 1951) and
// written in base64url without padding. No server keeps anything.

function toBase64url(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

async function pipe(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

async function shareLink() {
  const packed = await pipe(new TextEncoder().encode(state.text), new CompressionStream("deflate-raw"));
  const h = new URLSearchParams();
  h.set("d", toBase64url(packed));
  if (state.variant) h.set("v", state.variant);
  h.set("n", state.filename);
  if (state.fen) h.set("fen", state.fen);
  if (state.moves.length) h.set("moves", state.moves.join(","));
  return location.href.replace(/#.*$/, "") + "#" + h.toString();
}

async function unpackShared(d) {
  const bytes = await pipe(fromBase64url(d), new DecompressionStream("deflate-raw"));
  if (bytes.length > 1 << 20) throw new Error("the shared definition is over 1 MiB");
  return new TextDecoder().decode(bytes);
}

$("share").onclick = async () => {
  try {
    const url = await shareLink();
    $("sharelink").value = url;
    $("sharelink").hidden = false;
    $("sharelink").select();
    copy(url);
    setStatus("sharestatus", "link to this definition" + (state.moves.length ? " and game" : "") + ": " + url.length + " characters, copied", "ok");
  } catch (e) {
    setStatus("sharestatus", "no link: " + e.message, "bad");
  }
};

// ---- hover: the language server's text for the word at the caret ----

let hoverTimer = null, hoverSeq = 0;
function onCaret() {
  clearTimeout(hoverTimer);
  hoverTimer = setTimeout(hover, 300);
}

async function hover() {
  const ed = $("editor");
  const before = ed.value.slice(0, ed.selectionStart);
  const line = before.split("\n").length;
  const col = Array.from(before.slice(before.lastIndexOf("\n") + 1)).length + 1;
  const my = ++hoverSeq;
  try {
    const r = await api("/api/hover", { text: ed.value, filename: state.filename, variant: state.variant, line, col });
    if (my !== hoverSeq) return;
    $("hover").textContent = r.hover;
    $("hover").hidden = !r.hover;
  } catch (e) {
    if (my === hoverSeq) $("hover").hidden = true;
  }
}
$("editor").addEventListener("click", onCaret);
$("editor").addEventListener("keyup", (e) => { if (e.key.startsWith("Arrow") || e.key === "Home" || e.key === "End" || e.key.startsWith("Page")) onCaret(); });

function copy(text) {
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).catch(() => {});
}

init().catch((e) => {
  let msg = e.message;
  // Browsers start no worker and fetch no WebAssembly from a file:// page.
  if (location.protocol === "file:") msg += ": open the site over HTTP (for example python3 -m http.server in its folder), not as a file";
  setStatus("check-status", msg, "bad");
});
