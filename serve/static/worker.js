// The static site's interpreter: a Web Worker that runs vdl.wasm (the
// module serve/wasm compiled with GOOS=js GOARCH=wasm by vdl site) and
// answers the page's API requests with the handlers of vdl serve.
// Messages in: {id, method, path, body}; out: {id, chunk} for each part
// of a streamed answer, then {id, status, body} (or {id, error}).
"use strict";
importScripts("wasm_exec.js");

const ready = (async () => {
  const go = new Go();
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(fetch("vdl.wasm"), go.importObject));
  } catch (e) {
    // A file server that does not call .wasm application/wasm.
    const r = await fetch("vdl.wasm");
    if (!r.ok) throw new Error("vdl.wasm: HTTP " + r.status);
    ({ instance } = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject));
  }
  go.run(instance); // runs main until it waits for calls: __vdlServe is set by then
  const files = await fetch("files.json").then((r) => (r.ok ? r.text() : "")).catch(() => "");
  const err = __vdlInit(files);
  if (err) throw new Error(err);
})();

onmessage = async (e) => {
  const { id, method, path, body } = e.data;
  try {
    await ready;
  } catch (err) {
    postMessage({ id, error: "the interpreter did not start: " + err.message });
    return;
  }
  const out = __vdlServe(method, path, body || "", (chunk) => postMessage({ id, chunk }));
  postMessage({ id, status: out.status, body: out.body });
};
