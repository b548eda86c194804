// vdl playground: the page's side of the stateless API (serve.go). Every
// request carries the definition, the variant, the start FEN and the
// moves; the server answers diagnostics, the board, legal moves, engine
// moves and perft counts.
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

async function api(path, body) {
  const r = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await r.json().catch(() => ({ error: "HTTP " + r.status }));
  if (!r.ok) throw new Error(data.error || "HTTP " + r.status);
  return data;
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

async function loadSource(value) {
  let q = "";
  if (value.startsWith("v:")) q = "?variant=" + encodeURIComponent(value.slice(2));
  else if (value.startsWith("f:")) q = "?file=" + encodeURIComponent(value.slice(2));
  const src = await api("/api/source" + q);
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
  const list = await api("/api/variants");
  const pk = $("picker");
  pk.textContent = "";
  pk.add(new Option("empty template", "t:"));
  for (const f of list.files || []) pk.add(new Option("file: " + f, "f:" + f));
  for (const v of list.bundled) pk.add(new Option(v.name + (v.title ? " — " + v.title : ""), "v:" + v.name));
  // The fragment may choose the start: #v=capricorn&moves=e2e4,d7d5&sel=g1
  // (a bundled variant or f=FILE, moves played, a square selected).
  const h = new URLSearchParams(location.hash.slice(1));
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
$("perft").onclick = async () => {
  const out = $("perftout");
  out.textContent = "counting…";
  try {
    const r = await api("/api/perft", req({ depth: +$("perftdepth").value }));
    out.textContent = "perft " + r.depth + " = " + r.nodes + " (" + r.ms + " ms)";
  } catch (e) {
    out.textContent = e.message;
  }
};

function copy(text) {
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).catch(() => {});
}

init().catch((e) => setStatus("check-status", e.message, "bad"));
