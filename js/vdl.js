// vdl.js: vdl's chess-variant rules for JavaScript, a thin wrapper over
// the WebAssembly build of package vdl (js/main.go; js/build.sh builds
// vdl.wasm and copies Go's wasm_exec.js next to this file).
//
//   const vdl = await require("./vdl.js").load();
//   const game = vdl.loadVariant("crazyhouse").newGame();
//   game.play("e4");                  // SAN or UCI
//   game.legalMoves();                // ["a7a6", ...]
//   game.fen(); game.perft(3); game.result(); game.bestMove({ depth: 4 });
//
// In Node, load() reads vdl.wasm and wasm_exec.js beside this file (or
// the paths given); in a browser, load wasm_exec.js with a <script> tag
// first and give load() the URL of vdl.wasm. Moves are strings in UCI
// (e2e4, e7e8q, P@e5) or SAN (e4, e8=Q); errors are thrown as Error.
"use strict";

const isNode = typeof process !== "undefined" && process.versions != null && process.versions.node != null;

// Handles of Go objects are freed when their JavaScript object is
// collected, or at once by delete().
const registry = typeof FinalizationRegistry !== "undefined"
	? new FinalizationRegistry((h) => { try { if (globalThis.__vdl) call("free", h); } catch (e) { /* a finalizer must not throw */ } })
	: null;

// call runs a function of the Go side (internal/bridge): JSON both ways.
function call(fn, ...args) {
	const r = JSON.parse(globalThis.__vdl(JSON.stringify({ fn, args })));
	if (r.error !== undefined) throw new Error(r.error);
	return r.value;
}

class Handle {
	constructor(h) {
		this._h = h;
		if (registry) registry.register(this, h, this);
	}
	// delete frees the Go side at once; the object is unusable after it.
	delete() {
		if (this._h === 0) return;
		if (registry) registry.unregister(this);
		call("free", this._h);
		this._h = 0;
	}
}

// A compiled variant: name, title, board size, start position, pieces.
class Variant extends Handle {
	constructor(h) {
		super(h);
		Object.assign(this, call("variantInfo", h)); // name, title, files, ranks, startFen, setups, pieces, warnings
	}
	// newGame starts a game: from the start position, from a FEN string,
	// or from setup number n of a family of setups (chess960: 0 to 959).
	newGame(from) {
		return new Game(call("newGame", this._h, from), this);
	}
}

// A game: a position and the moves played to it.
class Game extends Handle {
	constructor(h, variant) {
		super(h);
		this.variant = variant;
	}
	fen() { return call("fen", this._h); }
	sideToMove() { return call("sideToMove", this._h); } // "white" or "black"
	inCheck() { return call("inCheck", this._h); }
	legalMoves() { return call("legalMoves", this._h); } // UCI
	legalMovesSan() { return call("legalMovesSan", this._h); }
	moves() { return call("moves", this._h); } // played, UCI
	movesSan() { return call("movesSan", this._h); }
	// play plays one move (UCI or SAN) or an array of them: all or none.
	play(moves) {
		const list = Array.isArray(moves) ? moves : [moves];
		for (let i = 0; i < list.length; i++) {
			try {
				call("play", this._h, list[i]);
			} catch (e) {
				for (let k = 0; k < i; k++) call("undo", this._h);
				throw list.length > 1 ? new Error(`move ${i + 1} (${list[i]}): ${e.message}`) : e;
			}
		}
	}
	undo() { return call("undo", this._h); } // false at the start position
	san(move) { return call("san", this._h, move); }
	uci(move) { return call("uci", this._h, move); }
	perft(depth) { return call("perft", this._h, depth); }
	// result: {over, winner: "white"|"black"|"none", rule, score: [w, b], text: "1-0"|"0-1"|"1/2-1/2"|"*"}
	result() { return call("result", this._h); }
	// bestMove({depth, nodes, time}) with time in milliseconds: {move, san, score, mate, depth, nodes, pv}
	bestMove(limits) { return call("bestMove", this._h, limits); }
	clone() { return new Game(call("clone", this._h), this.variant); }
}

// The API load() resolves to.
const api = {
	// variants lists the bundled variants: [{name, title}].
	variants() { return call("variants"); },
	// loadVariant returns the bundled variant of that name.
	loadVariant(name) { return new Variant(call("load", name)); },
	// compile compiles vdl source and returns its variant called name (or
	// its only one): "variant mine extends chess { ... }".
	compile(source, name = "") { return new Variant(call("compile", source, name)); },
	Variant, Game,
};

let loading = null;

// load starts the WebAssembly module once and resolves to the API.
// options: {wasm, wasmExec} paths (Node) or wasm URL (browser).
function load(options = {}) {
	if (!loading) loading = start(options);
	return loading;
}

async function start(options) {
	let bytes;
	if (isNode) {
		const path = require("path");
		const fs = require("fs");
		if (!globalThis.Go) {
			// wasm_exec.js expects what Go's own Node runner provides.
			globalThis.fs ??= fs;
			globalThis.path ??= path;
			globalThis.crypto ??= require("crypto").webcrypto;
			require(options.wasmExec || path.join(__dirname, "wasm_exec.js"));
		}
		bytes = fs.readFileSync(options.wasm || path.join(__dirname, "vdl.wasm"));
	} else {
		if (!globalThis.Go) throw new Error("vdl: load wasm_exec.js (from Go's lib/wasm) before vdl.js");
		bytes = await (await fetch(options.wasm || "vdl.wasm")).arrayBuffer();
	}
	const go = new globalThis.Go();
	const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
	go.run(instance); // runs until main waits for calls: __vdl is set by then
	if (!globalThis.__vdl) throw new Error("vdl: the WebAssembly module did not start");
	return api;
}

if (typeof module !== "undefined" && module.exports) {
	module.exports = { load };
} else {
	globalThis.vdl = { load };
}
