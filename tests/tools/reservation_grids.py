#!/usr/bin/env python3
"""Finds full-board positions whose block 1 shows one of the seed's four reservation work blocks.

The seed (docs/seed-notes.md, Reservation) prints only the work block (the digits that have exactly two
candidate cells in block 1, copied to those cells). This script searches real positions for those
work blocks: a corpus puzzle with its solution, plus a random subset of its solution digits (so the
position still has that unique solution), moved by sudoku symmetries (transpose, band/stack swap,
row/column order inside the band/stack) and a digit relabelling so that the block becomes block 1
and the digits become the seed's 1, 8, 9. Output: one line per seed grid, "name position solution".
Used once to write tests/reservation_test.cpp; deterministic (fixed seed). It finds the seed's
examples 1 and 2 (sx_medium_500.txt lines 260 and 97); examples 3 and 4 cannot come from digits
alone (see the comment in tests/reservation_test.cpp), so it reports them "not found" after its
200,000 tries (a few minutes).
Usage: tests/tools/reservation_grids.py PUZZLES_WITH_SOLUTIONS (it was sx_medium_500.txt, docs/corpora.md)
"""
import itertools
import random
import sys

# Work blocks from the seed, as digit -> its two cells (block-local 1..9).
SEED = {
    "reserved_7_8": {1: (4, 7), 8: (7, 8), 9: (7, 8)},
    "reserved_8_9": {1: (4, 7), 8: (8, 9), 9: (8, 9)},
    "none_cycle": {1: (4, 7), 8: (4, 8), 9: (7, 8)},
    "none_singles": {1: (1, 4), 9: (5, 9), 8: (7, 8)},
}


def candidates(grid):
    rows = [set(grid[r * 9:r * 9 + 9]) for r in range(9)]
    cols = [set(grid[c::9]) for c in range(9)]
    boxes = [set(grid[(b // 3) * 27 + (b % 3) * 3 + (k // 3) * 9 + k % 3] for k in range(9)) for b in range(9)]
    cand = []
    for i, d in enumerate(grid):
        r, c = divmod(i, 9)
        cand.append(set() if d else set(range(1, 10)) - rows[r] - cols[c] - boxes[(r // 3) * 3 + c // 3])
    return cand


def transform(grid, t, rows, cols):
    """grid (81 ints) -> new grid: optional transpose, then new row i = old row rows[i] etc."""
    g = [grid[(i % 9) * 9 + i // 9] for i in range(81)] if t else list(grid)
    return [g[rows[i // 9] * 9 + cols[i % 9]] for i in range(81)]


def orders(first_group, perm):
    """Line order putting band/stack first_group first, its lines in order perm."""
    groups = [first_group] + [g for g in range(3) if g != first_group]
    lines = [first_group * 3 + p for p in perm]
    for g in groups[1:]:
        lines += [g * 3, g * 3 + 1, g * 3 + 2]
    return lines


def block_works(grid):
    """Per block: (block, {digit: ((row, col) local cells)}) for blocks without a hidden single."""
    cand = candidates(grid)
    for b in range(9):
        cells = [(b // 3) * 27 + (b % 3) * 3 + (k // 3) * 9 + k % 3 for k in range(9)]
        work, singles = {}, 0
        for d in range(1, 10):
            if d in [grid[c] for c in cells]:
                continue
            places = [divmod(k, 3) for k, c in enumerate(cells) if d in cand[c]]
            if len(places) == 2:
                work[d] = places
            singles += len(places) == 1
        if not singles:  # keep the block free of box moves, so only the reservation can help
            yield b, work


def relabel(work, pattern):
    """Digit map taking the work block onto the pattern, or None."""
    if sorted(work.values()) != sorted(pattern.values()):
        return None
    for perm in itertools.permutations(pattern):
        if all(work[w] == pattern[p] for w, p in zip(sorted(work), perm)):
            mapping = dict(zip(sorted(work), perm))
            rest = iter(sorted(set(range(1, 10)) - set(mapping.values())))
            for d in range(1, 10):
                if d not in mapping:
                    mapping[d] = next(rest)
            return mapping
    return None


def main():
    rng = random.Random(81)
    puzzles = [line.split()[:2] for line in open(sys.argv[1]) if line[:1] in "0123456789."]
    found = {}
    for attempt in range(200000):
        if len(found) == len(SEED):
            break
        index = rng.randrange(len(puzzles))
        text, solution = puzzles[index]
        sol = [int(ch) for ch in solution]
        grid = [int(ch) if ch not in ".0" else 0 for ch in text]
        for i in rng.sample(range(81), rng.randint(0, 30)):
            grid[i] = sol[i]
        for t in (0, 1):
            g = transform(grid, t, list(range(9)), list(range(9)))
            for b, work in block_works(g):
                if len(work) != 3:
                    continue
                for rp, cp in itertools.product(itertools.permutations(range(3)), repeat=2):
                    moved_work = {d: tuple(sorted(rp.index(r) * 3 + cp.index(c) + 1 for r, c in places))
                                  for d, places in work.items()}
                    for name, pattern in SEED.items():
                        mapping = None if name in found else relabel(moved_work, pattern)
                        if not mapping:
                            continue
                        rows, cols = orders(b // 3, rp), orders(b % 3, cp)
                        moved = transform(g, 0, rows, cols)
                        msol = transform(transform(sol, t, list(range(9)), list(range(9))), 0, rows, cols)
                        found[name] = ("".join(str(mapping[d]) if d else "." for d in moved),
                                       "".join(str(mapping[d]) for d in msol))
                        print(name, *found[name], f"(puzzle line {index + 1})", flush=True)


if __name__ == "__main__":
    main()
