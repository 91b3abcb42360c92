#!/usr/bin/env python3
"""Fails when a host folder includes a header of a folder host/dependencies.txt does not allow it.

usage: check_host_dependencies.py HOST_DIR

Checks, for every .hpp and .cpp file under HOST_DIR/<folder>/:
  - each `#include "X/..."` names the file's own folder or one the table lists for it, and the file
    exists (host includes use the folder form, `#include "engine/engine.hpp"`);
  - a library's header includes only folders the table marks PUBLIC (whoever includes it sees them
    too; cli, the program, has no users);
and that the table names every folder exactly once, only folders listed above it (so dependencies
point one way), and no folder twice in one line.
"""
import pathlib
import re
import sys

# Folders that build a program, not a library: nothing outside includes their headers, so those
# headers may include what the folder uses PRIVATE.
PROGRAMS = {"cli"}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def read_table(path):
    table = {}  # folder -> {"PUBLIC": set, "PRIVATE": set}
    problems = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        folder, deps, mode = words[0], {"PUBLIC": set(), "PRIVATE": set()}, None
        where = f"{path}:{number}"
        if folder in table:
            problems.append(f"{where}: folder '{folder}' listed twice")
        for word in words[1:]:
            if word in deps:
                mode = word
            elif mode is None:
                problems.append(f"{where}: '{word}' before PUBLIC or PRIVATE")
            elif word not in table:
                problems.append(f"{where}: '{folder}' depends on '{word}', which is not listed above it")
            elif any(word in d for d in deps.values()):
                problems.append(f"{where}: '{word}' listed twice")
            else:
                deps[mode].add(word)
        table[folder] = deps
    return table, problems


def main():
    host = pathlib.Path(sys.argv[1]).resolve()
    table, problems = read_table(host / "dependencies.txt")
    folders = sorted(p.name for p in host.iterdir() if p.is_dir())
    for folder in folders:
        if folder not in table:
            problems.append(f"{host / folder}: folder not in dependencies.txt")
    for folder in table:
        if folder not in folders:
            problems.append(f"dependencies.txt: '{folder}' is not a folder of {host}")
    for folder in folders:
        deps = table.get(folder, {"PUBLIC": set(), "PRIVATE": set()})
        for path in sorted((host / folder).glob("*.[ch]pp")):
            header = path.suffix == ".hpp" and folder not in PROGRAMS
            text = path.read_text()
            for match in INCLUDE.finditer(text):
                name = match.group(1)
                line = text.count("\n", 0, match.start()) + 1
                where = f"{path}:{line}"
                target = name.split("/")[0] if "/" in name else None
                if target is None or target not in table:
                    problems.append(f'{where}: #include "{name}" is not in the folder form "folder/file.hpp"')
                    continue
                if not (host / name).is_file():
                    problems.append(f'{where}: #include "{name}": no such host file')
                if target == folder:
                    continue
                if header and target in deps["PRIVATE"]:
                    problems.append(f'{where}: header includes "{name}" but {folder} uses {target} PRIVATE '
                                    f"(make it PUBLIC in dependencies.txt or include it from a .cpp)")
                elif target not in deps["PUBLIC"] | deps["PRIVATE"]:
                    problems.append(f'{where}: {folder} may not include "{name}" ({folder} does not depend on {target} '
                                    f"in dependencies.txt)")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s); the allowed dependencies are in {host / 'dependencies.txt'}")
        return 1
    print(f"{len(folders)} host folders include only what dependencies.txt allows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
