# Sourced by the shard tests: the recipes of docs/compare.md as written there, and the checks they share.

# recipe DOC NAME: the fenced block after the line "<!-- recipe: NAME ...-->" of DOC.
recipe() {
  awk -v marker="<!-- recipe: $2 " '
    index($0, marker) == 1 { found = 1; next }
    found && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$1"
}

# needs COMMAND...: exit 77 (CTest's skip) when one is missing, outside CI; fail in CI and under
# scripts/test (it exports NPE_SETUP_TESTS), where scripts/setup installs them.
needs() {
  for command in "$@"; do
    command -v "$command" >/dev/null 2>&1 && continue
    if [ -n "${CI:-}" ] || [ -n "${NPE_SETUP_TESTS:-}" ]; then
      echo "FAILED: $command is missing under scripts/test or CI (scripts/setup installs it)"
      exit 1
    fi
    echo "skipped: $command is not installed (scripts/setup installs it)"
    exit 77
  done
}

# same_bytes EXPECTED ACTUAL WHAT
same_bytes() {
  if cmp -s "$1" "$2"; then
    echo "ok: $3: identical ($(wc -c <"$2") bytes)"
  else
    echo "FAILED: $3 differs from the unsharded run"
    diff <(head -c 4000 "$1") <(head -c 4000 "$2") | head -20
    exit 1
  fi
}

# unsharded NPE DIR ARGS...: the whole run's JSON and HTML (no timings) in DIR/whole.{json,html}.
unsharded() {
  local npe=$1 dir=$2
  shift 2
  "$npe" compare "$@" --no-timings --json >"$dir/whole.json"
  "$npe" compare "$@" --no-timings --html "$dir/whole.html" >/dev/null
}

# same_rows REPORT_JSON DATABASE: the merged database holds one runs row per puzzle x engine, and its
# solved counts are the report's.
same_rows() {
  /usr/bin/python3 - "$1" "$2" <<'PY' || exit 1
import json, sqlite3, sys
report = json.load(open(sys.argv[1]))
db = sqlite3.connect(sys.argv[2])
runs = db.execute("SELECT count(*) FROM runs").fetchone()[0]
expected = report["puzzles"] * len(report["engines"])
solved = dict(db.execute("SELECT e.name, count(*) FROM runs r JOIN engines e ON e.engine = r.engine"
                         " WHERE r.outcome = 'solved' GROUP BY e.name"))
ok = runs == expected and all(solved.get(e["name"], 0) == e["outcomes"]["solved"] for e in report["engines"])
print(("ok" if ok else "FAILED") + f": merged database: {runs} runs rows of {expected}, solved per engine {solved}")
sys.exit(0 if ok else 1)
PY
}
