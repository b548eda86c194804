"""A pyffish call sequence, as pychess-variants' server makes it, with vdl:
the same functions of (variant, fen, moves), then the object API.

    pip install ./python && python3 python/example.py
"""

import vdl

# pyffish: sf.start_fen("capablanca")
fen = vdl.start_fen("capablanca")
print("start:", fen)
# pyffish: sf.legal_moves("capablanca", fen, [])
print("legal moves:", len(vdl.legal_moves("capablanca", fen, [])))
# pyffish: sf.get_san("capablanca", fen, "i1h3")
print("i1h3 is", vdl.get_san("capablanca", fen, "i1h3"))
# pyffish: sf.get_san_moves("capablanca", fen, [...])
moves = ["e2e4", "e7e5", "i1h3", "b8c6", "h1g3"]
print("moves:", " ".join(vdl.get_san_moves("capablanca", fen, moves)))
# pyffish: sf.get_fen("capablanca", fen, [...])
print("fen:", vdl.get_fen("capablanca", fen, moves))

# The same with a game object, and what pyffish does not have.
game = vdl.load("crazyhouse").new_game()
game.play(["e4", "d5", "exd5", "Qxd5", "Nc3"])
print("crazyhouse:", game.fen(), "drops:", sum("@" in m for m in game.legal_moves()))
print("perft 2:", game.perft(2))
tiny = vdl.compile("""
variant tiny extends orthodox "Tiny chess" {
    board 3x3
    setup "k2/3/2K w - - 0 1"
    castling none
}""")
print(tiny.title, "perft 3:", tiny.new_game().perft(3))
mate = vdl.load("chess").new_game(fen="6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
best = mate.best_move(depth=3)
mate.play(best.move)
print("best move:", best.san, "then", mate.result(), mate.result().rule)
