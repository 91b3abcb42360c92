#!/usr/bin/python3
"""npe's pages in headless Chromium, driven through ChromeDriver with Selenium (Debian's chromium,
chromium-driver and python3-selenium, installed by scripts/setup).

  pages_test.py GROUP --npe build/bin/npe --source . --work DIR [--keep DIR]

GROUP: trace (one and two engine types: keys, buttons, preprocessing, chains and colours, the
divergence jump, pixels), compare (the
compare report), large (an 81-step trace and a 2,000-puzzle compare report: sizes, load and step
times, printed). Exits 0 when every check passes, 1 otherwise, 77 (CTest's skip) only when
Chromium, ChromeDriver or Selenium is absent outside scripts/test and CI. Prints "N passed, N failed" last.
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import traceback
import zlib

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# As root Chromium needs --no-sandbox; the others keep it off this machine's closed network.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1100"]

# fixtures/puzzles/sx_hard.txt line 3 (sx_hard_500 line 1): npe-type1 is stuck after 13 steps;
# npe-type2's preprocessing (pointing) takes it further.
HARD = (".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5. "
        "389251467576948132142367589821694375934715826765823941258136794493572618617489253")


class Failure(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failure(what)


def run(args):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"{' '.join(args)}: exit {result.returncode}: {result.stderr.strip()}")
    return result


class Browser:
    """One Chromium with a fresh profile, its console kept."""

    def __init__(self, work):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in FLAGS:
            options.add_argument(flag)
        profile = os.path.join(work, "profile")
        shutil.rmtree(profile, ignore_errors=True)
        options.add_argument("--user-data-dir=" + profile)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_page_load_timeout(120)

    def open(self, path):
        """Loads a file; returns the seconds until its load event (the page's own navigation timing)."""
        self.driver.get("file://" + os.path.abspath(path))
        timing = self.driver.execute_script(
            "const t = performance.getEntriesByType('navigation')[0]; return [t.domContentLoadedEventEnd, t.loadEventEnd];")
        return timing[0] / 1000.0, timing[1] / 1000.0

    def console_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def key(self, key):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(key).perform()

    def close(self):
        self.driver.quit()


def png_pixels(data):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG (what Chromium writes)."""
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "screenshot is not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    check(depth == 8 and colour in (2, 6) and interlace == 0, f"unexpected PNG kind {depth}/{colour}/{interlace}")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    previous, rows, i = bytearray(stride), [], 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def check_not_blank(png, what, colours=()):
    """The picture has ink (not all one colour) and, for each of `colours`, some pixels of it."""
    width, height, rows = png_pixels(png)
    counts = {}
    for row in rows:
        for pixel in row:
            counts[pixel] = counts.get(pixel, 0) + 1
    background = max(counts.values())
    ink = width * height - background
    check(ink > width * height * 0.02, f"{what}: only {ink} of {width * height} pixels differ from the background")
    check(len(counts) >= 8, f"{what}: only {len(counts)} distinct colours")
    for colour in colours:
        near = sum(n for pixel, n in counts.items() if all(abs(a - b) <= 6 for a, b in zip(pixel, colour)))
        check(near >= 20, f"{what}: colour {colour} missing ({near} pixels)")
    return ink / (width * height), len(counts)


def write_puzzle(work, name, line):
    path = os.path.join(work, name)
    with open(path, "w") as out:
        out.write(line + "\n")
    return path


def compare_divergence(options, engines, puzzle_file):
    """The first divergence `npe compare` reports for one puzzle both engine types solve."""
    args = [options.npe, "compare", "--json", "--no-timings", "--file", puzzle_file]
    for engine in engines:
        args += ["-e", engine]
    report = json.loads(run(args).stdout)
    histogram = report["pairs"][0]["first_divergence"]
    check(len(histogram) == 1, f"compare reports no single divergence: {histogram}")
    return int(next(iter(histogram)))


def state(browser):
    """The page's position, each pane's frame, current step token and board."""
    return browser.js("""
      return {index: Number(document.body.dataset.index),
              panes: [...document.querySelectorAll('.side')].map((pane) => ({
                frame: Number(pane.dataset.frame),
                current: pane.querySelector('.steps li.current').dataset.index,
                currentCount: pane.querySelectorAll('.steps li.current').length,
                step: pane.querySelector('.step').textContent,
                board: pane.querySelector('.board').innerHTML}))};""")


# Placed cells are drawn #c8f0c8, evidence cells #cfe0ff (board_picture.cpp).
PLACED, EVIDENCE = (200, 240, 200), (207, 224, 255)


def test_trace_one_engine(options, browser):
    page = os.path.join(options.work, "trace_one.html")
    run([options.npe, "trace", HARD.split()[0], "-e", "npe-type2", "--html", page])
    browser.open(page)
    start = state(browser)
    check(start["index"] == 0 and len(start["panes"]) == 1, f"opens at step 1 with one pane: {start}")
    check(start["panes"][0]["current"] == "0", "the first step is marked")
    browser.key("\ue014")  # Right arrow: next
    after = state(browser)
    check(after["index"] == 1, f"Right moves to step 2: {after['index']}")
    check(after["panes"][0]["board"] != start["panes"][0]["board"], "the board changed")
    check(after["panes"][0]["current"] == "1" and after["panes"][0]["currentCount"] == 1, "step 2 is marked, alone")
    check(after["panes"][0]["step"] != start["panes"][0]["step"], "the step text changed")
    browser.key("\ue012")  # Left arrow: previous
    check(state(browser)["index"] == 0, "Left goes back")
    browser.key("\ue010")  # End
    end = state(browser)
    steps = browser.js("return document.querySelectorAll('.steps li').length - 1;")
    check(end["index"] == steps and end["panes"][0]["step"].startswith("stopped: stuck"), f"End shows the end: {end['panes'][0]['step']}")
    browser.key("\ue011")  # Home
    check(state(browser)["index"] == 0, "Home goes to the first step")
    browser.driver.find_element("id", "next").click()
    browser.driver.find_element("id", "next").click()
    check(state(browser)["index"] == 2, "the next button moves on")
    browser.driver.find_element("id", "prev").click()
    check(state(browser)["index"] == 1, "the previous button goes back")
    browser.driver.find_element("id", "last").click()
    check(state(browser)["index"] == steps, "the last button shows where the run stopped")
    browser.driver.find_element("id", "first").click()
    check(state(browser)["index"] == 0, "the first button goes to step 1")
    jump = browser.driver.find_element("id", "jump")
    jump.clear()
    jump.send_keys("7\n")
    check(state(browser)["index"] == 6, "jumping to step 7")
    browser.driver.find_element("css selector", ".steps li[data-index='3']").click()
    check(state(browser)["index"] == 3, "a click on step 4 of the list shows it")
    check(browser.js("return document.getElementById('diverge').hidden;"), "no divergence button for one run")
    shot = browser.driver.find_element("id", "sides").screenshot_as_png
    ink, colours = check_not_blank(shot, "one-engine trace", [PLACED])
    if options.keep:
        browser.driver.save_screenshot(os.path.join(options.keep, "trace_one.png"))
    errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")
    print(f"  one engine: {os.path.getsize(page)} bytes, {steps} steps, screenshot {ink:.0%} ink, {colours} colours")


def page_frames(browser, side=0):
    """The frames of the page's first case, side `side`, as its embedded data holds them."""
    return browser.js("return JSON.parse(document.getElementById('npe-trace').textContent)"
                      ".cases[0].sides[arguments[0]].frames;", side)


def shown(browser, selector):
    """The text of a pane's element, "" when hidden."""
    return browser.js("const e = document.querySelector(arguments[0]); return e.hidden ? '' : e.textContent;", selector)


def test_trace_evidence(options, browser):
    # npe-type2 removes candidates by preprocessing (pointing) before some steps: struck through in
    # purple and named under the step. The hodoku engine type draws chains (skyscraper, 2-string
    # kite); an engine type that colours right after the locked candidates, colours (ABI 1.1 evidence).
    page = os.path.join(options.work, "trace_pre.html")
    run([options.npe, "trace", HARD.split()[0], "-e", "npe-type2", "--html", page])
    browser.open(page)
    frames = page_frames(browser)
    k = next((k for k, frame in enumerate(frames) if frame["pre"]), None)
    check(k is not None, "npe-type2 shows some preprocessing")
    pre_step = k + 1
    browser.js("document.querySelector(\".steps li[data-index='\" + arguments[0] + \"']\").click();", k)
    check(state(browser)["index"] == k, f"the list shows step {k + 1}")
    check(shown(browser, ".pre") == "preprocessing removed " + frames[k]["pre"], f"preprocessing named: {shown(browser, '.pre')}")
    struck = browser.js("return document.querySelectorAll('.board text.preprocessed').length;")
    removed = sum(len(item.split("<>")[1]) for item in frames[k]["pre"].split())
    check(struck == removed, f"{removed} removed candidates struck through, {struck} drawn")
    check(shown(browser, ".status").startswith("status: Status("), f"status line: {shown(browser, '.status')}")
    check_not_blank(browser.driver.find_element("id", "sides").screenshot_as_png, "preprocessing", [(170, 0, 170)])
    colouring = os.path.join(options.work, "colouring.yaml")
    with open(colouring, "w") as out:
        out.write("name: colouring\ntechniques: [cell, box, row, col, hidden_digit.pointing, hidden_digit.claiming,"
                  " coloring.simple, coloring.multi]\n")
    found = {}
    lines = [line for line in open(os.path.join(options.source, "fixtures/puzzles/top1465.txt")).read().splitlines()
             if line and not line.startswith("#")]
    for engine, line in [(engine, line) for engine in ("hodoku", colouring) for line in lines]:
        if len(found) == 2:
            break
        page = os.path.join(options.work, "trace_evidence.html")
        run([options.npe, "trace", line.split()[0], "-e", engine, "--html", page])
        browser.open(page)
        for k, frame in enumerate(page_frames(browser)):
            for kind, group, text in (("chain", "g.chains", "chain 1: "), ("colours", "g.colors", "colours: ")):
                if kind in found or f'class="{group[2:]}"' not in frame["svg"]:
                    continue
                browser.js("document.querySelector(\".steps li[data-index='\" + arguments[0] + \"']\").click();", k)
                drawn = browser.js("return document.querySelectorAll('.board ' + arguments[0] + ' > *').length;", group)
                check(drawn > 0, f"{kind}: nothing drawn in {group}")
                check(shown(browser, ".evidence").startswith(text), f"{kind}: evidence text {shown(browser, '.evidence')!r}")
                check(browser.js("const d = document.createElement('div'); d.innerHTML = arguments[0];"
                                 "return d.innerHTML === document.querySelector('.board').innerHTML;", frame["svg"]),
                      f"{kind}: the board is the step's picture")
                found[kind] = f"{line[:20]}... step {k + 1}, {drawn} marks"
    check(len(found) == 2, f"chain and colour steps among the shipped top1465 puzzles: {found}")
    errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")
    print(f"  preprocessing at step {pre_step}; " + "; ".join(f"{kind}: {where}" for kind, where in found.items()))


def test_trace_two_engines(options, browser):
    # fixtures/puzzles/sx_medium.txt line 4: both solve it; their sequences part at index 19.
    puzzle = options.two_engine_puzzle
    puzzle_file = write_puzzle(options.work, "two.txt", puzzle)
    engines = ["npe-type1", "npe-type2"]
    divergence = compare_divergence(options, engines, puzzle_file)
    page = os.path.join(options.work, "trace_two.html")
    run([options.npe, "trace", "--file", puzzle_file, "--line", "1", "-e", engines[0], "-e", engines[1], "--html", page])
    browser.open(page)
    start = state(browser)
    check(len(start["panes"]) == 2, "two panes side by side")
    browser.key("n")
    moved = state(browser)
    check(all(p["frame"] == 1 and p["current"] == "1" for p in moved["panes"]), f"both panes follow: {moved['panes']}")
    browser.key("d")
    at = state(browser)
    check(at["index"] == divergence, f"d lands on step index {at['index']}, compare says {divergence}")
    check(all(p["current"] == str(divergence) for p in at["panes"]), "both lists mark the divergence")
    check(at["panes"][0]["step"] != at["panes"][1]["step"], f"the steps differ there: {at['panes'][0]['step']} / {at['panes'][1]['step']}")
    browser.key("p")
    before = state(browser)
    same = [p["step"].split(": ", 1)[-1] for p in before["panes"]]
    check(divergence == 0 or same[0] == same[1], f"the step before the divergence is common: {same}")
    browser.key("d")
    browser.driver.find_element("id", "diverge").click()
    check(state(browser)["index"] == divergence, "the divergence button lands there too")
    shot = browser.driver.find_element("id", "sides").screenshot_as_png
    ink, colours = check_not_blank(shot, "two-engine trace", [PLACED])
    if options.keep:
        browser.driver.save_screenshot(os.path.join(options.keep, "trace_two.png"))
    errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")
    print(f"  two engines: {os.path.getsize(page)} bytes, divergence at index {divergence} (step {divergence + 1})")


def test_compare_report(options, browser):
    page = os.path.join(options.work, "compare.html")
    args = [options.npe, "compare", "-e", "npe-type1", "-e", "npe-box", "-e", "npe-type2", "--html", page]
    for name in ("sx_easy", "sx_hard"):
        args += ["--file", os.path.join(options.source, "fixtures/puzzles", name + ".txt")]
    run(args)
    browser.open(page)
    counts = browser.js("return ['.chart.histogram', '.chart.bars', '.chart.matrix', 'svg.board']"
                        ".map((s) => document.querySelectorAll(s).length);")
    check(all(n > 0 for n in counts), f"charts and boards present: {counts}")
    shot = browser.driver.get_screenshot_as_png()
    check_not_blank(shot, "compare report")
    errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")


def longest_run_puzzle(options, engine, minimum):
    """A shipped puzzle on which `engine` makes at least `minimum` steps."""
    for name in ("top1465", "sx_hard", "sx_medium"):
        path = os.path.join(options.source, "fixtures/puzzles", name + ".txt")
        out = run([options.npe, "solve", "-e", engine, "--json", "--file", path]).stdout
        for line in out.splitlines():
            result = json.loads(line)
            if len(result["steps"]) >= minimum:
                return result["puzzle"], len(result["steps"])
    raise Failure(f"no shipped puzzle takes {engine} {minimum} steps")


def step_times(browser, steps):
    """Milliseconds for `steps` next-key presses, each redrawing every pane (dispatched in the page)."""
    return browser.js("""
      const t = performance.now();
      for (let i = 0; i < arguments[0]; ++i) document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));
      document.body.offsetHeight;  // layout included
      return performance.now() - t;""", steps)


def test_large_pages(options, browser):
    puzzle, steps = longest_run_puzzle(options, "full", 81)
    for engines in (["full"], ["full", "gnpx-lockedset"]):
        page = os.path.join(options.work, f"trace_{len(engines)}_large.html")
        args = [options.npe, "trace", puzzle, "--html", page]
        for engine in engines:
            args += ["-e", engine]
        run(args)
        ready, loaded = browser.open(page)
        total = step_times(browser, steps)
        check(state(browser)["index"] == steps or len(engines) > 1, "stepped to the end")
        errors = browser.console_errors()
        check(not errors, f"console errors: {errors}")
        print(f"  trace of {steps} steps, {len(engines)} engine type(s): {os.path.getsize(page) / 1e6:.2f} MB, "
              f"DOM ready {ready:.2f} s, loaded {loaded:.2f} s, {total / steps:.1f} ms per step")
    # 2,000 puzzles (fewer under the sanitizers): the shipped ones repeated, counted as different puzzles.
    count = options.puzzles
    lines = []
    for name in sorted(os.listdir(os.path.join(options.source, "fixtures/puzzles"))):
        with open(os.path.join(options.source, "fixtures/puzzles", name)) as source:
            for line in source.read().splitlines():
                fields = line.split()
                if fields and len(fields[0]) == 81:
                    lines.append(line)
    corpus = os.path.join(options.work, f"{count}.txt")
    with open(corpus, "w") as out:
        out.write("\n".join((lines * (count // len(lines) + 1))[:count]) + "\n")
    page = os.path.join(options.work, f"compare_{count}.html")
    begun = time.monotonic()
    run([options.npe, "compare", "-e", "npe-type1", "-e", "npe-type2", "-e", "npe-type3", "--file", corpus,
         "--html", page, "--threads", "2"])
    made = time.monotonic() - begun
    ready, loaded = browser.open(page)
    scroll = browser.js("const t = performance.now(); window.scrollTo(0, document.body.scrollHeight);"
                        "document.body.offsetHeight; return performance.now() - t;")
    check_not_blank(browser.driver.get_screenshot_as_png(), f"{count}-puzzle report")
    errors = browser.console_errors()
    check(not errors, f"console errors: {errors}")
    print(f"  compare report of {count} puzzles, 3 engine types: {os.path.getsize(page) / 1e6:.2f} MB (written in {made:.1f} s), "
          f"DOM ready {ready:.2f} s, loaded {loaded:.2f} s, scroll to the end {scroll:.0f} ms")


GROUPS = {
    "trace": [test_trace_one_engine, test_trace_evidence, test_trace_two_engines],
    "compare": [test_compare_report],
    "large": [test_large_pages],
}


def missing():
    """The first of Chromium, its driver and Selenium that is not installed, or None."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            return path
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "python3-selenium"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("group", choices=sorted(GROUPS))
    parser.add_argument("--npe", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--keep", help="save full-page screenshots into this directory")
    parser.add_argument("--puzzles", type=int, default=2000, help="puzzles of the large compare report")
    parser.add_argument("--two-engine-puzzle", default=(
        "1..8..57......921..9..4....3..9...5...7...3...2...6..8....2..4..714......64..7..3"))
    options = parser.parse_args()
    absent = missing()
    if absent:
        # scripts/test (which CI runs) exports NPE_SETUP_TESTS after installing them: never a skip there.
        if os.environ.get("CI") or os.environ.get("NPE_SETUP_TESTS"):
            print(f"{absent} is missing under scripts/test or CI: scripts/setup installs Debian's chromium, "
                  "chromium-driver and python3-selenium")
            print("0 passed, 1 failed")
            return 1
        print(f"skipped: {absent} is not installed (scripts/setup installs Debian's chromium, chromium-driver and python3-selenium)")
        return 77
    options.work = os.path.abspath(os.path.join(options.work, options.group))
    shutil.rmtree(options.work, ignore_errors=True)
    os.makedirs(options.work)
    if options.keep:
        os.makedirs(options.keep, exist_ok=True)
    passed = failed = 0
    browser = Browser(options.work)
    try:
        for test in GROUPS[options.group]:
            begun = time.monotonic()
            try:
                test(options, browser)
                passed += 1
                print(f"ok {test.__name__} ({time.monotonic() - begun:.1f} s)")
            except Exception as error:  # a failed check or a WebDriver error: report it, go on
                failed += 1
                print(f"FAILED {test.__name__}: {error}")
                if not isinstance(error, Failure):
                    traceback.print_exc()
            browser.driver.get_log("browser")  # each test reads only its own console
    finally:
        browser.close()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
