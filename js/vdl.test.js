// Tests of vdl.js over the WebAssembly build: node --test js/vdl.test.js
// after js/build.sh (go test ./js builds and runs it).
"use strict";

const test = require("node:test");
const assert = require("node:assert");

let vdl;
test.before(async () => {
	vdl = await require("./vdl.js").load();
});

test("bundled variants by name", () => {
	const names = vdl.variants().map((v) => v.name);
	assert.ok(names.includes("chess") && names.includes("xiangqi"), names.join(" "));
	const v = vdl.loadVariant("capablanca");
	assert.strictEqual(v.title, "Capablanca chess");
	assert.deepStrictEqual([v.files, v.ranks], [10, 8]);
	assert.strictEqual(v.startFen, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
	assert.ok(v.pieces.some((p) => p.name === "Archbishop" && p.letter === "A"));
	assert.throws(() => vdl.loadVariant("capablance"), /unknown variant "capablance" \(did you mean capablanca\?\)/);
});

test("a variant from text", () => {
	const v = vdl.compile('variant tiny extends orthodox "Tiny" {\n\tboard 3x3\n\tsetup "k2/3/2K w - - 0 1"\n\tcastling none\n}\n');
	assert.strictEqual(v.name, "tiny");
	assert.deepStrictEqual(v.newGame().legalMoves().sort(), ["c1b1", "c1c2"]);
	assert.throws(() => vdl.compile('variant x extends orthodox "X" {\n\tboard 3x3\n\tsetup "k2/3/2K w - a2 0 1"\n\tcastling none\n}\n'),
		/input\.vdl:3:21: error\[V028\]/);
});

test("legal moves, play, FEN, undo", () => {
	const g = vdl.loadVariant("chess").newGame();
	assert.strictEqual(g.legalMoves().length, 20);
	assert.ok(g.legalMovesSan().includes("Nf3"));
	g.play(["e4", "e7e5", "Nf3"]);
	assert.strictEqual(g.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
	assert.deepStrictEqual(g.moves(), ["e2e4", "e7e5", "g1f3"]);
	assert.strictEqual(g.sideToMove(), "black");
	assert.strictEqual(g.san("b8c6"), "Nc6");
	assert.strictEqual(g.uci("Nc6"), "b8c6");
	// A bad move anywhere in a list changes nothing.
	assert.throws(() => g.play(["Nc6", "Ke3"]), /move 2 \(Ke3\): "Ke3" is not a legal move here/);
	assert.deepStrictEqual(g.movesSan(), ["e4", "e5", "Nf3"]);
	assert.strictEqual(g.undo(), true);
	assert.strictEqual(g.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
	const c = g.clone();
	c.play("d4");
	assert.strictEqual(g.moves().length, 2);
	assert.throws(() => vdl.loadVariant("chess").newGame("8/8/8"), /FEN "8\/8\/8"/);
});

test("perft", () => {
	const chess = vdl.loadVariant("chess");
	const kiwipete = chess.newGame("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
	assert.deepStrictEqual([1, 2, 3].map((d) => kiwipete.perft(d)), [48, 2039, 97862]);
	assert.strictEqual(vdl.loadVariant("shogi").newGame().perft(2), 900);
	assert.strictEqual(vdl.loadVariant("chess960").newGame(518).fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
	assert.throws(() => kiwipete.perft(-1), /perft depth/);
});

test("drops", () => {
	const g = vdl.loadVariant("crazyhouse").newGame();
	g.play(["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"]);
	assert.ok(g.legalMoves().includes("P@e6"));
	g.play("P@e6");
	assert.strictEqual(g.fen(), "rnb1kbnr/ppp1pppp/4P3/q7/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4");
});

test("result and engine", () => {
	const chess = vdl.loadVariant("chess");
	const g = chess.newGame();
	assert.deepStrictEqual(g.result(), { over: false, winner: "none", rule: "", score: [0, 0], text: "*" });
	g.play(["f3", "e5", "g4", "Qh4"]);
	assert.deepStrictEqual(g.result(), { over: true, winner: "black", rule: "checkmate", score: [0, 1], text: "0-1" });
	assert.ok(g.inCheck());
	assert.throws(() => g.bestMove({ depth: 2 }), /the game is over/);
	const best = chess.newGame("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").bestMove({ depth: 3, time: 10000 });
	assert.strictEqual(best.move, "a1a8");
	assert.strictEqual(best.san, "Ra8#");
	assert.strictEqual(best.mate, 1);
	assert.throws(() => chess.newGame().bestMove({}), /no limit/);
	assert.throws(() => chess.newGame().bestMove({ depth: "deep" }), /limits\.depth: want a whole number of 0 or more, got the string "deep"/);
});

test("deleted objects", () => {
	const g = vdl.loadVariant("chess").newGame();
	g.delete();
	assert.throws(() => g.fen(), /no game 0|deleted/);
});

// Objects the program drops are freed on the Go side when collected
// (node --expose-gc, as go test ./js runs it, makes it happen now): a
// finalizer that threw once failed the run after the tests had ended.
test("collected objects are freed", async () => {
	if (typeof globalThis.gc !== "function") return;
	const before = vdl.loadVariant("chess")._h;
	(() => {
		for (let i = 0; i < 20; i++) vdl.loadVariant("chess").newGame().play("e4");
	})();
	for (let i = 0; i < 3; i++) {
		globalThis.gc();
		await new Promise((r) => setTimeout(r, 20));
	}
	assert.ok(vdl.loadVariant("chess")._h > before);
});
