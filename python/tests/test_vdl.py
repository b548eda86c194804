"""Tests of the Python package over the shared library: pytest (or
python -m unittest) in python/, with VDL_LIBRARY set or the package
installed. go test ./python builds the library and runs them."""

import unittest

import vdl


class TestVariants(unittest.TestCase):
    def test_bundled(self):
        names = [v["name"] for v in vdl.variants()]
        self.assertIn("chess", names)
        self.assertIn("xiangqi", names)
        v = vdl.load("capablanca")
        self.assertEqual(v.title, "Capablanca chess")
        self.assertEqual((v.files, v.ranks), (10, 8))
        self.assertEqual(v.start_fen, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
        self.assertIn({"name": "Archbishop", "letter": "A", "betza": "BN"}, v.pieces)
        with self.assertRaisesRegex(vdl.VdlError, r'unknown variant "capablance" \(did you mean capablanca\?\)'):
            vdl.load("capablance")

    def test_compile(self):
        v = vdl.compile('variant tiny extends orthodox "Tiny" {\n\tboard 3x3\n\tsetup "k2/3/2K w - - 0 1"\n\tcastling none\n}\n')
        self.assertEqual(v.name, "tiny")
        self.assertEqual(sorted(v.new_game().legal_moves()), ["c1b1", "c1c2"])
        with self.assertRaisesRegex(vdl.VdlError, r"input\.vdl:3:21: error\[V028\]"):
            vdl.compile('variant x extends orthodox "X" {\n\tboard 3x3\n\tsetup "k2/3/2K w - a2 0 1"\n\tcastling none\n}\n')


class TestGame(unittest.TestCase):
    def test_play_fen_undo(self):
        g = vdl.load("chess").new_game()
        self.assertEqual(len(g.legal_moves()), 20)
        self.assertIn("Nf3", g.legal_moves_san())
        g.play(["e4", "e7e5", "Nf3"])
        self.assertEqual(g.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
        self.assertEqual(g.moves(), ["e2e4", "e7e5", "g1f3"])
        self.assertEqual(g.side_to_move(), "black")
        self.assertEqual(g.san("b8c6"), "Nc6")
        self.assertEqual(g.uci("Nc6"), "b8c6")
        with self.assertRaisesRegex(vdl.VdlError, r'move 2 \(Ke3\): "Ke3" is not a legal move here'):
            g.play(["Nc6", "Ke3"])
        self.assertEqual(g.moves_san(), ["e4", "e5", "Nf3"])
        self.assertTrue(g.undo())
        c = g.clone()
        c.play("d4")
        self.assertEqual(len(g.moves()), 2)
        with self.assertRaisesRegex(vdl.VdlError, 'FEN "8/8/8"'):
            vdl.load("chess").new_game(fen="8/8/8")

    def test_perft(self):
        g = vdl.load("chess").new_game(fen="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        self.assertEqual([g.perft(d) for d in (1, 2, 3)], [48, 2039, 97862])
        self.assertEqual(vdl.load("shogi").new_game().perft(2), 900)
        self.assertEqual(vdl.load("chess960").new_game(setup=518).fen(),
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
        with self.assertRaisesRegex(vdl.VdlError, "perft depth"):
            g.perft(-1)

    def test_drops(self):
        g = vdl.load("crazyhouse").new_game()
        g.play(["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"])
        self.assertIn("P@e6", g.legal_moves())
        g.play("P@e6")
        self.assertEqual(g.fen(), "rnb1kbnr/ppp1pppp/4P3/q7/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4")

    def test_result_and_engine(self):
        chess = vdl.load("chess")
        g = chess.new_game()
        self.assertEqual(str(g.result()), "*")
        g.play(["f3", "e5", "g4", "Qh4"])
        r = g.result()
        self.assertEqual((r.over, r.winner, r.rule, r.score, str(r)), (True, "black", "checkmate", (0, 1), "0-1"))
        self.assertTrue(g.in_check())
        with self.assertRaisesRegex(vdl.VdlError, "the game is over"):
            g.best_move(depth=2)
        best = chess.new_game(fen="6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").best_move(depth=3, time=10)
        self.assertEqual((best.move, best.san, best.mate), ("a1a8", "Ra8#", 1))
        with self.assertRaisesRegex(vdl.VdlError, "no limit"):
            chess.new_game().best_move()


class TestPyffishStyle(unittest.TestCase):
    def test_sequence(self):
        fen = vdl.start_fen("capablanca")
        self.assertEqual(len(vdl.legal_moves("capablanca", fen, [])), 28)
        self.assertEqual(vdl.get_fen("chess", vdl.start_fen("chess"), ["e2e4", "e7e5"]),
                         "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
        self.assertEqual(vdl.get_san("chess", vdl.start_fen("chess"), "g1f3"), "Nf3")
        self.assertEqual(vdl.get_san_moves("chess", vdl.start_fen("chess"), ["e2e4", "e7e5", "g1f3"]), ["e4", "e5", "Nf3"])


if __name__ == "__main__":
    unittest.main()
