// How the page reaches the interpreter: "http" to vdl serve's API, or
// "worker" to the interpreter compiled to WebAssembly running in a Web
// Worker (worker.js), for the static site vdl site writes (it writes
// this file with "worker").
window.vdlTransport = "http";
