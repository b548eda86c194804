"""vdl for Python: chess variants defined in the vdl language.

The same API as the Go package github.com/vdl-chess/vdl, through its
shared library (built from python/capi when the package is installed):

    import vdl
    chess = vdl.load("chess")            # or vdl.compile(source), vdl.compile_file(path)
    game = chess.new_game()              # or new_game(fen=...), new_game(setup=518)
    game.play("e4")                      # SAN or UCI; a list plays all or none
    game.legal_moves()                   # UCI: ['e7e6', ...]
    game.legal_moves_san()               # SAN: ['e6', ...]
    game.fen(), game.perft(3), game.result(), game.undo()
    game.best_move(depth=6, time=1.0)    # time in seconds

Errors (an illegal move, a bad FEN, source with mistakes) raise
vdl.VdlError. pyffish-style functions of (variant, fen, moves) are there
too: start_fen, legal_moves, get_fen, get_san, get_san_moves.
"""

import ctypes
import json
import os
import sys
import threading
from dataclasses import dataclass
from typing import List, Optional

__all__ = [
    "VdlError", "Variant", "Game", "Result", "Analysis",
    "variants", "load", "compile", "compile_file",
    "start_fen", "legal_moves", "get_fen", "get_san", "get_san_moves",
]


class VdlError(Exception):
    """An error of vdl: its message says what and, for source, where."""


def _library_name():
    if sys.platform == "win32":
        return "_libvdl.dll"
    if sys.platform == "darwin":
        return "_libvdl.dylib"
    return "_libvdl.so"


_lib = None
_lib_lock = threading.Lock()


def _library():
    """Loads the shared library: $VDL_LIBRARY, else the one installed
    with the package."""
    global _lib
    with _lib_lock:
        if _lib is None:
            path = os.environ.get("VDL_LIBRARY") or os.path.join(os.path.dirname(__file__), _library_name())
            if not os.path.exists(path):
                raise VdlError(
                    f"vdl: no shared library at {path}: install the package with pip "
                    "(which builds it with Go), or set VDL_LIBRARY")
            lib = ctypes.CDLL(path)
            lib.vdl_call.argtypes = [ctypes.c_char_p]
            lib.vdl_call.restype = ctypes.c_void_p
            lib.vdl_free.argtypes = [ctypes.c_void_p]
            lib.vdl_free.restype = None
            _lib = lib
        return _lib


def _call(fn, *args):
    lib = _library()
    answer = lib.vdl_call(json.dumps({"fn": fn, "args": list(args)}).encode())
    try:
        reply = json.loads(ctypes.string_at(answer).decode())
    finally:
        lib.vdl_free(answer)
    if "error" in reply:
        raise VdlError(reply["error"])
    return reply["value"]


class _Handle:
    def __init__(self, handle):
        self._h = handle

    def __del__(self):
        try:
            if self._h and _lib is not None:
                _call("free", self._h)
        except Exception:
            pass  # at interpreter exit


@dataclass(frozen=True)
class Result:
    """How a game stands: over or not, the winner ("white", "black" or
    "none"), the rule that ended it, White's and Black's points, and the
    result as PGN writes it ("1-0", "0-1", "1/2-1/2", "*")."""
    over: bool
    winner: str
    rule: str
    score: tuple
    text: str

    def __str__(self):
        return self.text


@dataclass(frozen=True)
class Analysis:
    """What the engine found: the best move in UCI and SAN, the score in
    centipawns for the side to move (mate: a forced end in that many
    moves, negative when losing), the depth, nodes and expected line."""
    move: str
    san: str
    score: int
    mate: int
    depth: int
    nodes: int
    pv: List[str]


class Variant(_Handle):
    """A compiled variant. Attributes: name, title, files, ranks,
    start_fen, setups (the number of start positions), pieces (dicts of
    name, letter, betza) and warnings (of compiled source)."""

    def __init__(self, handle):
        super().__init__(handle)
        info = _call("variantInfo", handle)
        self.name = info["name"]
        self.title = info["title"]
        self.files = info["files"]
        self.ranks = info["ranks"]
        self.start_fen = info["startFen"]
        self.setups = info["setups"]
        self.pieces = info["pieces"]
        self.warnings = info["warnings"]

    def __repr__(self):
        return f"<vdl.Variant {self.name}>"

    def new_game(self, fen: Optional[str] = None, setup: Optional[int] = None) -> "Game":
        """Starts a game from the start position, a FEN, or start position
        number `setup` of a family of setups (chess960: 0 to 959)."""
        if fen is not None and setup is not None:
            raise VdlError("new_game: give fen or setup, not both")
        arg = fen if fen is not None else setup
        return Game(_call("newGame", self._h, arg), self)


class Game(_Handle):
    """A game: a position and the moves played to it."""

    def __init__(self, handle, variant):
        super().__init__(handle)
        self.variant = variant

    def __repr__(self):
        return f"<vdl.Game {self.variant.name} {self.fen()}>"

    def fen(self) -> str:
        return _call("fen", self._h)

    def side_to_move(self) -> str:
        """"white" or "black"."""
        return _call("sideToMove", self._h)

    def in_check(self) -> bool:
        return _call("inCheck", self._h)

    def legal_moves(self) -> List[str]:
        """The legal moves in UCI (e2e4, e7e8q, P@e5)."""
        return _call("legalMoves", self._h)

    def legal_moves_san(self) -> List[str]:
        """The same moves in SAN (e4, e8=Q, P@e5)."""
        return _call("legalMovesSan", self._h)

    def moves(self) -> List[str]:
        """The moves played, in UCI."""
        return _call("moves", self._h)

    def moves_san(self) -> List[str]:
        return _call("movesSan", self._h)

    def play(self, moves) -> None:
        """Plays a move (UCI or SAN) or a list of them: all or none."""
        if isinstance(moves, str):
            _call("play", self._h, moves)
            return
        for i, move in enumerate(moves):
            try:
                _call("play", self._h, move)
            except VdlError as e:
                for _ in range(i):
                    _call("undo", self._h)
                raise VdlError(f"move {i + 1} ({move}): {e}") from None

    def undo(self) -> bool:
        """Takes back the last move; False at the start position."""
        return _call("undo", self._h)

    def san(self, move: str) -> str:
        return _call("san", self._h, move)

    def uci(self, move: str) -> str:
        return _call("uci", self._h, move)

    def perft(self, depth: int) -> int:
        return int(_call("perft", self._h, depth))

    def result(self) -> Result:
        r = _call("result", self._h)
        return Result(r["over"], r["winner"], r["rule"], tuple(r["score"]), r["text"])

    def best_move(self, depth: Optional[int] = None, nodes: Optional[int] = None,
                  time: Optional[float] = None) -> Analysis:
        """The engine's best move within a depth, a node count or a time
        in seconds (at least one)."""
        limits = {}
        if depth is not None:
            limits["depth"] = depth
        if nodes is not None:
            limits["nodes"] = nodes
        if time is not None:
            limits["time"] = time * 1000
        a = _call("bestMove", self._h, limits)
        return Analysis(a["move"], a["san"], a["score"], a["mate"], a["depth"], int(a["nodes"]), a["pv"])

    def clone(self) -> "Game":
        return Game(_call("clone", self._h), self.variant)


def variants() -> List[dict]:
    """The bundled variants: [{"name": ..., "title": ...}]."""
    return _call("variants")


_loaded = {}


def load(name: str) -> Variant:
    """The bundled variant of that name."""
    v = _loaded.get(name)
    if v is None:
        v = _loaded[name] = Variant(_call("load", name))
    return v


def compile(source: str, name: str = "") -> Variant:  # noqa: A001 (vdl's word)
    """Compiles vdl source; returns its variant called name, or its only one."""
    return Variant(_call("compile", source, name))


def compile_file(path: str, name: str = "") -> Variant:
    """Compiles a .vdl file; returns its variant called name, its only
    one, or the one named like the file."""
    return Variant(_call("compileFile", os.fspath(path), name))


# pyffish-style functions of (variant, fen, moves): each starts from fen
# (a start FEN from start_fen, or any other), plays moves (UCI), and
# answers for the position reached.

def _after(variant: str, fen: str, moves) -> Game:
    g = load(variant).new_game(fen=fen)
    g.play(list(moves))
    return g


def start_fen(variant: str) -> str:
    return load(variant).start_fen


def legal_moves(variant: str, fen: str, moves) -> List[str]:
    return _after(variant, fen, moves).legal_moves()


def get_fen(variant: str, fen: str, moves) -> str:
    return _after(variant, fen, moves).fen()


def get_san(variant: str, fen: str, move: str) -> str:
    return load(variant).new_game(fen=fen).san(move)


def get_san_moves(variant: str, fen: str, moves) -> List[str]:
    g = load(variant).new_game(fen=fen)
    out = []
    for m in moves:
        out.append(g.san(m))
        g.play(m)
    return out
