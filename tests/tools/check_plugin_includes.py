#!/usr/bin/env python3
"""Fails when a plugin family includes another family's files.

usage: check_plugin_includes.py PLUGINS_DIR

A family is a folder plugins/<family>/ (the plugin it builds is its own). Checks, for every .hpp
and .cpp file under PLUGINS_DIR (subfolders included):
  - each `#include "X"` resolves, relative to the including file, to an existing file inside
    PLUGINS_DIR, and that file is in the including file's own family or in plugins/common/ (the
    library shared by several families, see plugins/common/README.md);
  - a file of plugins/common/ includes nothing of a family (the library depends on no technique);
  - `#include <npe/...>` names a header of the SDK (sdk/include), the only other thing plugins use.
Families share code through the SDK (npe/sdk/...) or plugins/common/, never through each other.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+(["<])([^">]+)[">]', re.MULTILINE)
LIBRARY = "common"


def family_of(plugins, path):
    return path.relative_to(plugins).parts[0]


def main():
    plugins = pathlib.Path(sys.argv[1]).resolve()
    sdk_include = plugins.parent / "sdk" / "include"
    problems = []
    for path in sorted(plugins.rglob("*.[ch]pp")):
        if len(path.relative_to(plugins).parts) < 2:
            continue  # no source lives at the top of plugins/
        family = family_of(plugins, path)
        text = path.read_text()
        for match in INCLUDE.finditer(text):
            quote, name = match.groups()
            line = text.count("\n", 0, match.start()) + 1
            where = f"{path}:{line}"
            if quote == "<":
                if name.startswith("npe/") and not (sdk_include / name).is_file():
                    problems.append(f"{where}: #include <{name}>: no such SDK header")
                continue
            target = (path.parent / name).resolve()
            if not target.is_file():
                problems.append(f'{where}: #include "{name}": no such file')
                continue
            try:
                target_family = family_of(plugins, target)
            except ValueError:
                problems.append(f'{where}: #include "{name}" leaves plugins/ (use the SDK: #include <npe/...>)')
                continue
            if target_family == family:
                continue
            if family == LIBRARY:
                problems.append(f'{where}: plugins/common includes family {target_family}\'s "{name}"')
            elif target_family != LIBRARY:
                problems.append(f'{where}: family {family} includes family {target_family}\'s "{name}" '
                                f"(move what both use to the SDK or plugins/common)")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} include(s) break the plugin layering")
        return 1
    print("plugin includes: every family includes only itself, plugins/common and the SDK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
