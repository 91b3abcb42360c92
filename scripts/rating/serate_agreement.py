#!/usr/bin/env python3
"""ER agreement of `npe rate` with Sudoku Explainer's ratings, per rating value.

Usage: scripts/rating/serate_agreement.py FILE [--npe build/bin/npe] [--threads N] [--max RATING]
       [--limit N] [--engine E]
FILE holds one puzzle per line followed by its SE rating ("puzzle 4.5", the Sudoku Exchange bank's
form); with --three, by ER, EP and ED ("puzzle 4.5 1.2 1.2", serate's "%g %r %p %d"), and a
puzzle counts as identical when all three are. Prints, per SE rating, the puzzles, how many npe rates identically, the percentage and the
commonest npe ratings where they differ; then totals (all, and rated <= 6.6) and the puzzles that
differ (with --show-differences).
"""
import argparse
import collections
import subprocess
import sys
import tempfile


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--npe", default="build/bin/npe")
    parser.add_argument("--engine", default="serate")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--max", type=float, default=99.0, help="only puzzles SE rates at most this")
    parser.add_argument("--limit", type=int, default=0, help="at most N puzzles per rating value")
    parser.add_argument("--show-differences", type=int, default=0, help="print up to N differing puzzles")
    parser.add_argument("--three", action="store_true", help="FILE gives ER EP ED: compare all three")
    args = parser.parse_args()

    rows = []
    per_value = collections.Counter()
    with open(args.file) as f:
        for line in f:
            fields = line.split()
            if len(fields) < 2 or fields[0].startswith("#"):
                continue
            expected = float(fields[1])
            others = tuple(float(x) for x in fields[2:4]) if args.three else ()
            if expected > args.max + 1e-9:
                continue
            if args.limit and per_value[expected] >= args.limit:
                continue
            per_value[expected] += 1
            rows.append((fields[0], expected, others))
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as puzzles:
        puzzles.write("".join(p + "\n" for p, _, _ in rows))
        puzzles.flush()
        out = subprocess.run([args.npe, "rate", "--engine", args.engine, "--file", puzzles.name, "--format", "%r/%p/%d",
                              "--threads", str(args.threads)], check=True, capture_output=True, text=True).stdout
    got = [tuple(float(x) for x in line.split("/")) for line in out.split()]
    assert len(got) == len(rows), (len(got), len(rows))

    table = collections.defaultdict(lambda: [0, 0, collections.Counter()])
    differences = []
    for (puzzle, expected, others), ratings in zip(rows, got):
        entry = table[expected]
        entry[0] += 1
        rating = ratings[0]
        same = abs(rating - expected) < 1e-6 and all(abs(a - b) < 1e-6 for a, b in zip(ratings[1:], others))
        if same:
            entry[1] += 1
        else:
            entry[2][rating] += 1
            differences.append((expected, "/".join(f"{x:.1f}" for x in ratings), puzzle))
    print(f"{'SE':>5} {'puzzles':>8} {'same':>6} {'%':>7}  npe ER where different (count)")
    totals = {"all": [0, 0], "<= 6.6": [0, 0]}
    for expected in sorted(table):
        n, same, other = table[expected]
        common = ", ".join(f"{r:.1f} x{c}" for r, c in other.most_common(4))
        print(f"{expected:5.1f} {n:8d} {same:6d} {100.0 * same / n:6.1f}%  {common}")
        totals["all"][0] += n
        totals["all"][1] += same
        if expected <= 6.6 + 1e-9:
            totals["<= 6.6"][0] += n
            totals["<= 6.6"][1] += same
    for name, (n, same) in totals.items():
        if n:
            print(f"{name}: {same}/{n} identical ({100.0 * same / n:.2f}%)")
    for expected, rating, puzzle in differences[: args.show_differences]:
        print(f"{puzzle} SE {expected:.1f} npe {rating}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
