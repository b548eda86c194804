#!/usr/bin/env python3
"""vs-fsf.py VDL FSF [PAIRS] [CASE ...]: perft speed of vdl against Fairy-Stockfish.

Runs each case's perft with vdl (`VDL perft V -d N -j 1`) and with
Fairy-Stockfish over UCI (`go perft N`), in turn, PAIRS times (default 3),
checks that both count the same leaves, and prints per case the median
CPU time (user + system, whole process, start-up included) of each and
the median of the pairs' ratios FSF/vdl: above 1, vdl is faster.
Alternating the two lets a shared machine's changing load fall on both.

Cases are the issue table's (chess 6, kiwipete 5, capablanca 5, ...);
name some to run only those (e.g. `chess kiwipete`). Build
Fairy-Stockfish outside the repository, for example
    make -j2 build ARCH=x86-64-modern largeboards=yes all=yes
(duck needs all=yes; an 8x8 build, largeboards=no, runs chess and
kiwipete only).
"""
import os, re, statistics, subprocess, sys

KIWI = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# name: (vdl variant, FSF UCI_Variant, depth, FEN or None)
CASES = {
    "chess": ("chess", "chess", 6, None),
    "kiwipete": ("chess", "chess", 5, KIWI),
    "capablanca": ("capablanca", "capablanca", 5, None),
    "grand": ("grand", "grand", 4, None),
    "shako": ("shako", "shako", 5, None),
    "courier": ("courier", "courier", 5, None),
    "nightrider": ("nightrider", "nightrider", 5, None),
    "spartan": ("spartan", "spartan", 5, None),
    "duck": ("duck", "duck", 3, None),
    "crazyhouse": ("crazyhouse", "crazyhouse", 5, None),
    "shogi": ("shogi", "shogi", 4, None),
    "xiangqi": ("xiangqi", "xiangqi", 5, None),
    "janggi": ("janggi", "janggi", 4, None),
    "makruk": ("makruk", "makruk", 5, None),
    "atomic": ("atomic", "atomic", 5, None),
    "antichess": ("antichess", "antichess", 5, None),
    "seirawan": ("seirawan", "seirawan", 4, None),
    "3check": ("3check", "3check", 5, None),
}


def cpu_of(cmd, stdin=None):
    """Runs cmd and returns (output, CPU seconds of the child)."""
    before = os.times()
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True).stdout
    after = os.times()
    return out, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def run_vdl(vdl, variant, depth, fen):
    cmd = [vdl, "perft", variant, "-d", str(depth), "-j", "1"]
    if fen:
        cmd += ["--fen", fen]
    out, cpu = cpu_of(cmd)
    m = re.search(r"(?:nodes|leaves)\D*?(\d[\d,]*)", out, re.I) or re.search(r"(\d[\d,]{3,})", out)
    return int(m.group(1).replace(",", "")), cpu


def run_fsf(fsf, variant, depth, fen):
    pos = f"position fen {fen}" if fen else "position startpos"
    script = f"uci\nsetoption name UCI_Variant value {variant}\n{pos}\ngo perft {depth}\nquit\n"
    out, cpu = cpu_of([fsf], script)
    m = re.search(r"Nodes searched: (\d+)", out)
    if not m:
        raise SystemExit(f"vs-fsf: {fsf} gave no perft count for {variant} (does this build know the variant?)")
    return int(m.group(1)), cpu


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    vdl, fsf, rest = args[0], args[1], args[2:]
    pairs = 3
    if rest and rest[0].isdigit():
        pairs, rest = int(rest[0]), rest[1:]
    names = rest or list(CASES)
    for n in names:
        if n not in CASES:
            sys.exit(f"vs-fsf: no case {n!r}; the cases: {' '.join(CASES)}")
    print(f"{'case':12} {'depth':>5} {'leaves':>13} {'vdl s':>8} {'FSF s':>8} {'FSF/vdl':>8}")
    for n in names:
        variant, fvariant, depth, fen = CASES[n]
        v_times, f_times, ratios = [], [], []
        for i in range(pairs):
            print(f"vs-fsf: {n} pair {i + 1} of {pairs}", file=sys.stderr)
            vn, vt = run_vdl(vdl, variant, depth, fen)
            fn, ft = run_fsf(fsf, fvariant, depth, fen)
            if vn != fn:
                sys.exit(f"vs-fsf: {n} depth {depth}: vdl counts {vn}, Fairy-Stockfish {fn}")
            v_times.append(vt)
            f_times.append(ft)
            ratios.append(ft / vt)
        print(f"{n:12} {depth:5} {vn:13,} {statistics.median(v_times):8.2f} {statistics.median(f_times):8.2f} {statistics.median(ratios):8.2f}", flush=True)


if __name__ == "__main__":
    main()
