#!/usr/bin/env python3
"""Runs the commands of a guide as a new user would and compares their output with the guide's.

    check_guide.py GUIDE SOURCE_DIR BUILD_DIR

The guide's fenced blocks, in order of the page:
  ```sh      commands, run in one bash session (cd and export carry over) in a fresh directory that
             holds `npe` (the source tree, with BUILD_DIR as its build/), with HOME a fresh directory;
  ```        right after a ```sh block (blank lines between): the output that block prints (stdout
             and stderr together); a ```sh block without one must succeed;
  ```cmake, ```cpp, ```yaml  the file named at the start of the paragraph before it (`NAME`: ...),
             written into the session's current directory before the next command runs. A file that
             plugins/template also has must be the same (the template's opening comment aside).
A ```sh block right after the line `<!-- docs-test: the build under test -->` is not run: it builds
npe, and the session uses BUILD_DIR instead. Output is compared line by line after masking times
("(0.12 s)", "0.8 us") and HOME (shown as /home/you); an expected line `...` stands for any number of
lines, and `...` within a line for any text.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP_MARK = "<!-- docs-test: the build under test -->"
FILE_LANGUAGES = {"cmake", "cpp", "yaml"}


def parse(guide):
    """Items in page order: ("sh", text, skipped, line), ("out", text, line), ("file", name, text, line)."""
    lines = open(guide, encoding="utf-8").read().split("\n")
    items, i = [], 0
    while i < len(lines):
        fence = re.match(r"^(\s*)```(\S*)\s*$", lines[i])
        if not fence:
            i += 1
            continue
        indent, language, start = fence.group(1), fence.group(2), i
        body = []
        i += 1
        while not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i].lstrip())
            i += 1
        i += 1
        text = "\n".join(body) + "\n"
        before = [line for line in lines[:start] if line.strip()]
        if language == "sh":
            items.append(("sh", text, bool(before) and before[-1].strip() == SKIP_MARK, start + 1))
        elif language == "":
            previous_fence_end = find_previous_fence_end(lines, start)
            if not items or items[-1][0] != "sh" or previous_fence_end is None or \
                    any(l.strip() for l in lines[previous_fence_end + 1:start]):
                sys.exit(f"{guide}:{start + 1}: an output block must follow a ```sh block directly")
            items.append(("out", text, start + 1))
        elif language in FILE_LANGUAGES:
            paragraph = start - 1
            while paragraph > 0 and lines[paragraph - 1].strip():
                paragraph -= 1
            name = re.match(r"^`([A-Za-z0-9_.-]+)`", lines[paragraph].strip())
            if not name:
                sys.exit(f"{guide}:{start + 1}: a ```{language} block needs a paragraph starting with `FILE`")
            items.append(("file", name.group(1), text, start + 1))
        else:
            sys.exit(f"{guide}:{start + 1}: unknown block language '{language}'")
    return items


def find_previous_fence_end(lines, start):
    for j in range(start - 1, -1, -1):
        if re.match(r"^\s*```\s*$", lines[j]):
            return j
        if lines[j].strip():
            return None
    return None


def mask(text, home):
    text = text.replace(home, "/home/you")
    text = re.sub(r"\(\d+\.\d+ s( wall)?\)", r"(T s\1)", text)
    text = re.sub(r"\d+(\.\d+)? us\b", "T us", text)
    return text


def matches(expected, actual):
    """Lines of `expected` (with `...` wildcards) against lines of `actual`."""
    want = expected.rstrip("\n").split("\n")
    got = actual.rstrip("\n").split("\n") if actual.strip() else []
    patterns = [None if line == "..." else re.compile(
        "^" + ".*".join(re.escape(part) for part in line.split("...")) + "$") for line in want]

    def match(w, g):
        if w == len(patterns):
            return g == len(got)
        if patterns[w] is None:
            return any(match(w + 1, k) for k in range(g, len(got) + 1))
        return g < len(got) and patterns[w].match(got[g]) is not None and match(w + 1, g + 1)

    return match(0, 0)


def template_file(source, name):
    path = os.path.join(source, "plugins", "template", name)
    if not os.path.exists(path):
        return None
    lines = open(path, encoding="utf-8").read().split("\n")
    if name.endswith(".cpp"):
        while lines and lines[0].startswith("//"):
            lines.pop(0)
    elif name == "CMakeLists.txt":
        while lines and lines[0].startswith("#"):
            lines.pop(0)
    return "\n".join(lines)


def main():
    guide, source, build = (os.path.abspath(a) for a in sys.argv[1:4])
    items = parse(guide)
    problems = []
    for item in items:
        if item[0] == "file":
            expected = template_file(source, item[1])
            if expected is not None and expected.rstrip("\n") != item[2].rstrip("\n"):
                problems.append(f"{guide}:{item[3]}: {item[1]} differs from plugins/template/{item[1]}")

    work = tempfile.mkdtemp(prefix="npe_docs_")
    try:
        home, session = os.path.join(work, "home"), os.path.join(work, "session")
        checkout = os.path.join(session, "npe")
        os.makedirs(home)
        os.makedirs(checkout)
        for entry in os.listdir(source):  # the source tree as a user's checkout, its build/ the one under test
            if entry != ".git" and not entry.startswith("build"):
                os.symlink(os.path.join(source, entry), os.path.join(checkout, entry))
        os.symlink(build, os.path.join(checkout, "build"))

        script = ["cd " + session, "unset NPE_PLUGIN_PATH NPE_ENGINE_PATH NPE_CORPUS_PATH NPE_REGLIB"]
        runs = []
        for index, item in enumerate(items):
            if item[0] == "file":
                script.append(f"cat > '{item[1]}' <<'NPE_DOCS_END'\n{item[2]}NPE_DOCS_END")
            elif item[0] == "sh" and not item[2]:
                shown = index + 1 < len(items) and items[index + 1][0] == "out"
                path = os.path.join(work, f"block{index}.sh")
                open(path, "w").write(item[1])
                out, rc = os.path.join(work, f"out{index}"), os.path.join(work, f"rc{index}")
                # a block whose output is not shown must succeed; the session stops at a failure
                script.append(f"{'set +e' if shown else 'set -e'}; source {path} >{out} 2>&1; echo $? >{rc}; set +e")
                runs.append((index, item, shown, out, rc))
        env = dict(os.environ, HOME=home, LC_ALL="C.UTF-8")
        subprocess.run(["bash", "-c", "\n".join(script)], env=env, timeout=1200)

        for index, item, shown, out, rc in runs:
            text = open(out).read() if os.path.exists(out) else ""
            if not os.path.exists(rc):
                problems.append(f"{guide}:{item[3]}: the commands failed:\n{item[1]}--- output:\n{text}")
                break
            if shown:
                expected = items[index + 1][1]
                if not matches(mask(expected, home), mask(text, home)):
                    problems.append(f"{guide}:{item[3]}: the output differs from the guide's (line "
                                    f"{items[index + 1][2]})\n{item[1]}--- guide:\n{expected}--- now:\n"
                                    f"{mask(text, home)}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem)
    ran = sum(1 for item in items if item[0] == "sh" and not item[2])
    print(f"{guide}: {ran} command blocks run, {sum(1 for i in items if i[0] == 'out')} outputs compared, "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
