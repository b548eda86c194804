// What ffish.js's examples do, with vdl: load a variant by name and from
// text, list legal moves, play, FEN, perft, result, the engine's move.
//   js/build.sh && node js/example.js
"use strict";

async function main() {
	const vdl = await require("./vdl.js").load();

	// A bundled variant by name.
	const zh = vdl.loadVariant("crazyhouse");
	const bundled = vdl.variants().map((v) => v.name);
	console.log(`${zh.title}: ${zh.files}x${zh.ranks}; bundled with shogi and xiangqi: ${bundled.includes("shogi") && bundled.includes("xiangqi")}`);
	const game = zh.newGame();
	console.log("legal moves:", game.legalMoves().join(" "));
	game.play(["e2e4", "d7d5", "e4d5", "d8d5"]); // UCI ...
	game.play("Nc3"); // ... or SAN
	console.log("fen:", game.fen());
	console.log("drops:", game.legalMovesSan().filter((m) => m.includes("@")).length);
	console.log("perft 2:", game.perft(2));
	game.undo();
	console.log("after undo:", game.movesSan().join(" "));

	// A variant from text.
	const tiny = vdl.compile(`
variant tiny extends orthodox "Tiny chess" {
	board 3x3
	setup "k2/3/2K w - - 0 1"
	castling none
}`);
	console.log(`${tiny.name}: perft 3 = ${tiny.newGame().perft(3)}`);

	// The rules decide the game; the engine finds the mate.
	const chess = vdl.loadVariant("chess");
	const mated = chess.newGame();
	mated.play(["f3", "e5", "g4", "Qh4"]);
	const r = mated.result();
	console.log(`fool's mate: ${r.text} by ${r.rule}`);
	const best = chess.newGame("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").bestMove({ depth: 3 });
	console.log(`best move: ${best.san} (mate in ${best.mate})`);
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
