#!/usr/bin/env python3
"""Tests reach ../shared only through tests/shared_corpora.cpp (test::shared_corpus after
NPE_NEEDS_SHARED_CORPORA), which refuses undeclared reads and lets scripts/test hide the folder: a
test that built the path itself would escape both, and could fail on a clone without ../shared.
Fails listing every code line (comments aside) of the test sources that spells a path into ../shared.
Usage: check_shared_access.py TESTS_DIR"""
import re
import sys
from pathlib import Path

ALLOWED = {"shared_corpora.cpp", "shared_corpora.hpp"}  # the one way in, and its skip message
PATH_INTO_SHARED = re.compile(r'"(\.\./)+shared\b|"shared"|"[^"]*/shared/corpora')


def code_of(line: str) -> str:
    """The line without a // comment (string literals holding // are not expected in these paths)."""
    return line.split("//", 1)[0]


def main() -> int:
    tests = Path(sys.argv[1])
    found = []
    for path in sorted(tests.rglob("*")):
        if path.suffix not in {".cpp", ".hpp", ".h"} or path.name in ALLOWED or "abi" in path.parts:
            continue
        in_block_comment = False
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            stripped = line.strip()
            if in_block_comment or stripped.startswith("/*"):
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("*"):
                continue
            if PATH_INTO_SHARED.search(code_of(line)):
                found.append(f"{path.relative_to(tests.parent)}:{number}: {stripped}")
    for item in found:
        print(item)
    if found:
        print(f"{len(found)} line(s) build a path into ../shared: use test::shared_corpus(NAME) after "
              "NPE_NEEDS_SHARED_CORPORA(NAME) (tests/shared_corpora.hpp)")
        return 1
    print("every test reaches ../shared through tests/shared_corpora.cpp")
    return 0


if __name__ == "__main__":
    sys.exit(main())
