#!/usr/bin/env python3
"""Fails when a function in the given folders is longer than the limit (80 lines by default).

usage: check_function_length.py [--limit N] FOLDER...

A function is a body `{ ... }` opened at namespace, class or extern "C" level whose header (the text
since the previous `;`, `{` or `}`) holds a parameter list and is not a class, struct, union, enum,
namespace or an initialiser (`= {`). Its length is the lines from the one holding its `{` to the one
holding its `}`. Comments, string and character literals (raw strings too) are blanked first, so
their braces do not count. Lambdas and local classes count as part of the function that holds them.
"""
import pathlib
import re
import sys

SCOPE = re.compile(r'\b(namespace|class|struct|union|enum)\b|extern\s+"C"')


def blank(text):
    """The text with comments and literals replaced by spaces (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif c == 'R' and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                out.append(c); i += 1; continue
            end = ')' + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif c in '"\'':
            if c == "'" and i > 0 and text[i - 1].isalnum():  # a digit separator: 1'000
                out.append(' '); i += 1; continue
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            j = min(j + 1, n)
            out.append(' ' * (j - i)); i = j
        else:
            out.append(c); i += 1
    return ''.join(out)


def long_functions(path, limit):
    text = blank(path.read_text(errors='replace'))
    text = re.sub(r'^\s*#.*$', '', text, flags=re.MULTILINE)  # preprocessor lines
    found = []
    stack = []  # per open brace: 'scope' (transparent), 'function', or 'other'
    header_start = 0
    function_line = 0
    line = 1
    for i, c in enumerate(text):
        if c == '\n':
            line += 1
        elif c in ';':
            if not stack or stack[-1] == 'scope':
                header_start = i + 1
        elif c == '{':
            if stack and stack[-1] != 'scope':
                stack.append('other')
                continue
            header = text[header_start:i]
            if SCOPE.search(header) and '(' not in header.split('{')[0].split(SCOPE.search(header).group(0))[0]:
                stack.append('scope')
            elif ')' in header and not re.search(r'=\s*$', header):
                stack.append('function')
                function_line = line
            else:
                stack.append('other')
            header_start = i + 1
        elif c == '}':
            kind = stack.pop() if stack else 'scope'
            if kind == 'function' and line - function_line + 1 > limit:
                found.append((function_line, line - function_line + 1))
            if not stack or stack[-1] == 'scope':
                header_start = i + 1
    return found


def main(argv):
    limit = 80
    if len(argv) > 2 and argv[1] == '--limit':
        limit = int(argv[2]); argv = argv[2:]
    failures = []
    for folder in argv[1:]:
        for path in sorted(pathlib.Path(folder).rglob('*')):
            if path.suffix in ('.cpp', '.hpp', '.h', '.c'):
                for start, length in long_functions(path, limit):
                    failures.append(f"{path}:{start}: a function of {length} lines (the limit is {limit})")
    print('\n'.join(failures) if failures else f"no function over {limit} lines")
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
