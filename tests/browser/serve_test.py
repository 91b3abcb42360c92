#!/usr/bin/python3
"""npe serve for real: the page in headless Chromium (Selenium, as pages_test.py), the server's
transport under bad clients, and a bounded load test. Only 127.0.0.1 is ever contacted.

  serve_test.py GROUP --npe build/bin/npe --source . --work DIR [--broken DIR] [--screenshot FILE]

GROUP: ui (a 729-character position, bad input, all steps listed, filtered, hovered and applied,
undo, a removed candidate changing what is found, one engine type stepped forward and back, two
and their first divergence, no console error), robustness (missing and wrong token, malformed
HTTP, oversize body and header, a slow client, a technique that crashes and one that loops: each
costs one request or connection, and the server keeps serving), load (many concurrent clients for
a bounded time: zero failed or lost requests; latency percentiles printed). Exits 0 when every
check passes, 1 otherwise, 77 when the ui group lacks Chromium, ChromeDriver or Selenium outside
scripts/test and CI. Prints "N passed, N failed" last.
"""
import argparse
import http.client
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import threading
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pages_test import HARD, Browser, Failure, check, check_not_blank, missing  # noqa: E402

HOST = "127.0.0.1"  # never anything else
PUZZLE = HARD.split()[0]


class Server:
    """`npe serve --port 0` started for one group; its URL read from the line it prints."""

    def __init__(self, options, extra=(), plugin_dir=None):
        args = [options.npe]
        if plugin_dir:
            args += ["--plugin-dir", plugin_dir]
        args += ["serve", "--port", "0", "--address", HOST, *extra]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if not line.startswith("npe serve: http://127.0.0.1:"):
            self.stop()
            raise Failure(f"npe serve printed {line!r}, stderr: {self.process.stderr.read()}")
        self.url = line.split()[2]
        self.port = int(self.url.split(":")[2].split("/")[0])
        self.token = self.url.split("token=")[1]

    def alive(self):
        return self.process.poll() is None

    def request(self, method, path, body=None, token=True, timeout=120):
        """(status, parsed JSON or text) of one request on a new connection."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = "token " + (self.token if token is True else token)
        connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = connection.getresponse()
        data = response.read().decode()
        connection.close()
        kind = response.getheader("Content-Type", "")
        return response.status, json.loads(data) if kind.startswith("application/json") else data

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def pm729(options, puzzle):
    return subprocess.run([options.npe, "show", puzzle, "--format", "pm729"], capture_output=True, text=True,
                          check=True).stdout.strip()


def wait_for(browser, script, what, seconds=60):
    """Polls a page expression until it is true."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if browser.js("return Boolean(" + script + ");"):
            return
        time.sleep(0.1)
    raise Failure(f"timed out waiting for {what}")


def listed(browser):
    return browser.js("return [...document.querySelectorAll('#steps li')].map((li) => li.textContent);")


def load(browser, text):
    browser.js("document.getElementById('position-input').value = arguments[0];"
               "document.getElementById('steps-status').textContent = '';"
               "document.getElementById('load').click();", text)


def steps_listed(browser):
    wait_for(browser, "/ steps from /.test(document.getElementById('steps-status').textContent)", "the step list", 300)


def list_steps(browser):
    """Lists the steps now (the test turns "after every change" off: a list takes seconds under the
    sanitizers, and only some changes need one)."""
    browser.js("document.getElementById('steps-status').textContent = ''; document.getElementById('list-steps').click();")
    steps_listed(browser)


def click_candidate(browser, cell, digit):
    """A real click event on candidate `digit` of `cell` on the board, at board_svg's geometry."""
    browser.js("""
      const [cell, digit] = [arguments[0], arguments[1]];
      const svg = document.querySelector('#board svg');
      const box = svg.getBoundingClientRect(), scale = box.width / svg.viewBox.baseVal.width;
      const x = 4 + (cell % 9) * 36 + ((digit - 1) % 3) * 12 + 6, y = 4 + Math.floor(cell / 9) * 36 + Math.floor((digit - 1) / 3) * 12 + 6;
      svg.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + x * scale, clientY: box.top + y * scale}));""",
               cell, digit)


def value(browser, element):
    return browser.js("return document.getElementById(arguments[0]).value;", element)


def test_ui(options, browser, server):
    browser.driver.get(server.url)
    wait_for(browser, "document.body.dataset.ready", "the catalogue")
    browser.js("document.getElementById('auto-list').checked = false;")
    # Bad input shows an error and changes nothing.
    load(browser, "12345")
    wait_for(browser, "!document.getElementById('error').hidden", "the error")
    error = browser.js("return document.getElementById('error').textContent;")
    check("position:1" in error, f"the error names the line: {error}")
    # A 729-character pencil-mark string.
    marks = pm729(options, PUZZLE)
    load(browser, marks)
    wait_for(browser, f"document.getElementById('out-pm729').value === {json.dumps(marks)}", "the position")
    list_steps(browser)
    check(value(browser, "out-pm729") == marks and value(browser, "out-81") == PUZZLE, "the position is copied out")
    check("pencil-mark-string" in browser.js("return document.getElementById('format').textContent;"), "read as pm729")
    check("npe find --all --technique" in value(browser, "out-find"), "a find command")
    steps = listed(browser)
    check(len(steps) > 10, f"all steps listed: {len(steps)}")
    ratings = [float("inf") if text.split()[0] == "–" else float(text.split()[0]) for text in steps]
    check(ratings == sorted(ratings) and ratings[0] < float("inf"), "sorted by rating, the unrated last")
    check_not_blank(browser.driver.get_screenshot_as_png(), "the page")
    # Filter.
    browser.js("const f = document.getElementById('filter'); f.value = 'box'; f.dispatchEvent(new Event('input'));")
    filtered = listed(browser)
    check(filtered and all("box" in text for text in filtered) and len(filtered) < len(steps), f"filtered: {len(filtered)}")
    browser.js("const f = document.getElementById('filter'); f.value = ''; f.dispatchEvent(new Event('input'));")
    # Hover shows a step on the board; leaving restores the position.
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    board = browser.js("return document.getElementById('board').innerHTML;")
    items = browser.driver.find_elements(By.CSS_SELECTOR, "#steps li")
    eliminating = next(i for i, text in enumerate(steps) if "<>" in text)  # "r1c2<>38": eliminations
    browser.js("arguments[0].scrollIntoView({block: 'center'});", items[eliminating])  # inside the list's scroll box
    ActionChains(browser.driver).move_to_element(items[eliminating]).perform()
    try:
        wait_for(browser, "document.getElementById('board').innerHTML.includes('#f88')",
                 "the hovered step drawn on the board (its eliminations red)", 30)
    except Failure as failure:
        raise Failure(f"{failure}; error shown: {browser.js('return document.getElementById(`error`).textContent;')!r}, "
                      f"console: {browser.console_errors()}")
    ActionChains(browser.driver).move_to_element(browser.driver.find_element(By.ID, "engine-pane")).perform()
    check(browser.js("return document.getElementById('board').innerHTML;") == board, "leaving restores the board")
    # Click applies it; Undo takes it back.
    items[eliminating].click()
    wait_for(browser, "document.getElementById('out-pm729').value !== arguments[0]".replace("arguments[0]", json.dumps(marks)),
             "the applied step")
    check(not browser.js("return document.getElementById('undo').disabled;"), "undo is offered")
    browser.js("document.getElementById('undo').click();")
    wait_for(browser, f"document.getElementById('out-pm729').value === {json.dumps(marks)}", "undo")
    # Removing candidates of r1c1 down to one makes the cell technique find the naked single there.
    r1c1 = [d for d in range(1, 10) if marks[d - 1] == str(d)]
    single = f"cell M11{r1c1[0]}"
    check(not any(text.endswith(single.split()[1]) and "cell" in text for text in steps), "no single yet")
    for digit in r1c1[1:]:
        before = value(browser, "out-pm729")
        click_candidate(browser, 0, digit)
        wait_for(browser, f"document.getElementById('out-pm729').value !== {json.dumps(before)}", f"candidate {digit} removed")
    list_steps(browser)
    check(any("cell" in text and text.endswith(single.split()[1]) for text in listed(browser)),
          f"the removed candidates make {single} appear")
    # Restoring one takes it away again.
    click_candidate(browser, 0, r1c1[1])
    wait_for(browser, f"document.getElementById('out-pm729').value[{r1c1[1] - 1}] === '{r1c1[1]}'", "restored")
    list_steps(browser)
    check(not any("cell" in text and text.endswith(single.split()[1]) for text in listed(browser)), "restored: no single")
    # One engine type: forward and back.
    load(browser, PUZZLE)
    wait_for(browser, f"document.getElementById('out-81').value === {json.dumps(PUZZLE)} && "
             "document.getElementById('format').textContent.includes('puzzle')", "the puzzle")
    browser.js("document.getElementById('engine-a').value = 'npe-type1'; document.getElementById('engine-b').value = '';"
               "document.getElementById('run').click();")
    wait_for(browser, "document.querySelectorAll('.side').length === 1 && /step 1 of/.test(document.getElementById('where').textContent)",
             "one engine type's run")
    first = browser.js("return document.querySelector('.side .step').textContent;")
    browser.js("document.getElementById('next').click();")
    check(browser.js("return document.getElementById('where').textContent;").startswith("step 2 of"), "next")
    second = browser.js("return document.querySelector('.side .step').textContent;")
    check(second != first and second.startswith("2. "), f"the step changed: {first} / {second}")
    check("Status(" in browser.js("return document.querySelector('.side .status').textContent;"), "the status line")
    browser.js("document.getElementById('prev').click();")
    check(browser.js("return document.querySelector('.side .step').textContent;") == first, "previous goes back")
    browser.js("document.getElementById('last').click();")
    check("(stuck)" in browser.js("return document.querySelector('.side .step').textContent;"), "run to the end: stuck")
    check("trace -e npe-type1 " in value(browser, "out-trace"), "a trace command")
    # Two engine types and their first divergence.
    browser.js("document.getElementById('engine-b').value = 'npe-type2'; document.getElementById('run').click();")
    wait_for(browser, "document.querySelectorAll('.side').length === 2", "two engine types' runs")
    text = browser.js("return document.getElementById('divergence-text').textContent;")
    check(text.startswith("first divergence at step "), f"divergence named: {text}")
    at = int(text.split()[-1])
    browser.js("document.getElementById('diverge').click();")
    where = browser.js("return document.getElementById('where').textContent;")
    check(where.startswith(f"step {at} of"), f"the jump lands on step {at}: {where}")
    one, two = browser.js("return [...document.querySelectorAll('.side .step')].map((p) => p.textContent);")
    check(one != two, f"the steps differ there: {one} / {two}")
    browser.js("document.getElementById('prev').click();")
    one, two = browser.js("return [...document.querySelectorAll('.side .step')].map((p) => p.textContent);")
    check(one == two, f"and agree before: {one} / {two}")
    if options.screenshot:
        take_screenshot(browser, marks, options.screenshot)
    # The bad input above is answered 400, which Chromium also logs; nothing else may be.
    errors = [e for e in browser.console_errors() if not ("/api/position" in e and "status of 400" in e)]
    check(not errors, f"console errors: {errors}")


def take_screenshot(browser, marks, path):
    """The page as docs/serve.md shows it: the 729-character position with all its steps listed and one
    hovered (drawn on the board), the two engine types' runs beside; at 0.75 scale, a smaller PNG."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    load(browser, marks)
    wait_for(browser, f"document.getElementById('out-pm729').value === {json.dumps(marks)}", "the position")
    list_steps(browser)
    browser.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 1400, "height": 900, "deviceScaleFactor": 0.75, "mobile": False})
    items = browser.driver.find_elements(By.CSS_SELECTOR, "#steps li")
    chosen = next(i for i, item in enumerate(items) if "locked" in item.text and "<>" in item.text)
    browser.js("arguments[0].scrollIntoView({block: 'center'});", items[chosen])
    ActionChains(browser.driver).move_to_element(items[chosen]).perform()
    wait_for(browser, "document.getElementById('board').innerHTML.includes('#f88')", "the hovered step")
    browser.driver.save_screenshot(path)
    browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def raw(server, data, read_timeout=15):
    """Sends bytes on a new connection; returns what came back before the server closed it or the timeout."""
    with socket.create_connection((HOST, server.port), timeout=read_timeout) as connection:
        try:
            connection.sendall(data)
        except OSError:
            pass  # the server may close early (an oversize request): what it answered still counts
        received = b""
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return received


def still_serving(server, what):
    status, data = server.request("POST", "/api/position", {"position": PUZZLE}, timeout=30)
    check(status == 200 and data["digits"] == PUZZLE, f"after {what} the server still answers: {status}")
    check(server.alive(), f"the server died after {what}")


def test_robustness(options, server):
    check(server.request("GET", "/api/catalogue", token=False)[0] == 403, "no token: 403")
    check(server.request("GET", "/api/catalogue", token="0" * 32)[0] == 403, "wrong token: 403")
    check(server.request("GET", "/?token=" + "1" * 32, token=False)[0] == 403, "wrong token in the URL: 403")
    status, page = server.request("GET", "/?token=" + server.token, token=False)
    check(status == 200 and "app.js?token=" + server.token in page, "the right token in the URL: the page")
    still_serving(server, "refused tokens")
    for name, data in [("garbage", b"GARBAGE\r\n\r\n"), ("a bad version", b"GET / HTTP/9.9\r\n\r\n"),
                       ("a bad header", b"GET / HTTP/1.1\r\nno colon here\r\n\r\n"),
                       ("binary", bytes(range(256)) * 4)]:
        answer = raw(server, data)
        check(answer == b"" or answer.startswith(b"HTTP/1.1 400"), f"{name}: 400 or closed, got {answer[:60]!r}")
        still_serving(server, name)
    big = b"x" * 200_000
    answer = raw(server, b"POST /api/position HTTP/1.1\r\nHost: x\r\nAuthorization: token " + server.token.encode() +
                 b"\r\nContent-Length: " + str(len(big)).encode() + b"\r\n\r\n" + big)
    check(answer.startswith(b"HTTP/1.1 413"), f"an oversize body: 413, got {answer[:60]!r}")
    still_serving(server, "an oversize body")
    answer = raw(server, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"y" * 20_000 + b"\r\n\r\n")
    check(answer.startswith(b"HTTP/1.1 431"), f"an oversize header: 431, got {answer[:60]!r}")
    still_serving(server, "an oversize header")
    # A slow client: half a request, then nothing. Others are served meanwhile; it is disconnected
    # after the read timeout (2 s here).
    begun = time.monotonic()
    with socket.create_connection((HOST, server.port), timeout=30) as slow:
        slow.sendall(b"POST /api/position HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"pos")
        still_serving(server, "a slow client connected")
        closed = slow.recv(100)
        waited = time.monotonic() - begun
    check(closed == b"" or closed.startswith(b"HTTP/1.1 4"), f"the slow client is dropped: {closed!r}")
    check(waited < 15, f"dropped within the read timeout: {waited:.1f} s")
    still_serving(server, "a slow client")
    # A technique that crashes and one that loops: their entries carry the error, the rest is listed.
    status, data = server.request("POST", "/api/steps", {"position": PUZZLE})
    check(status == 200 and len(data["steps"]) > 10, f"the steps are listed: {status}")
    errors = {error["technique"]: error["error"] for error in data["errors"]}
    crash = "exited with status 1" if options.sanitized else "killed by signal 11 (SIGSEGV)"
    check(crash in errors.get("broken.crash", ""), f"the crash is named: {errors}")
    check("timed out" in errors.get("broken.loop", ""), f"the loop is named: {errors}")
    still_serving(server, "a crashing and a looping technique")
    # An engine type that reaches the crashing technique: that request is an error, the next is served.
    status, data = server.request("POST", "/api/run", {"position": PUZZLE, "engines": ["with-crash"]})
    crash_word = "status 1" if options.sanitized else "SIGSEGV"
    check(status == 500 and "broken.crash" in data["error"] and crash_word in data["error"], f"run: {status} {data}")
    status, data = server.request("POST", "/api/run", {"position": PUZZLE, "engines": ["npe-type1"]})
    check(status == 200 and data["sides"][0]["outcome"] == "stuck", f"the next run is served: {status}")
    # Many connections at once, each sending nothing: the server keeps answering others.
    idle = [socket.create_connection((HOST, server.port), timeout=10) for _ in range(50)]
    still_serving(server, "50 idle connections")
    for connection in idle:
        connection.close()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def test_load(options, server):
    """`--clients` threads, each with its own keep-alive connection, for `--seconds`: positions,
    all steps and engine runs on puzzles of the shipped files. Every request must succeed."""
    puzzles = []
    with open(os.path.join(options.source, "fixtures/puzzles/sx_medium.txt")) as source:
        puzzles = [line.split()[0] for line in source if len(line.split()[0] if line.split() else "") == 81][:20]
    check(puzzles, "puzzles for the load test")
    latencies = {"position": [], "steps": [], "run": []}
    failures, lock = [], threading.Lock()
    stop_at = time.monotonic() + options.seconds

    def client(seed):
        rng = random.Random(seed)
        connection = http.client.HTTPConnection(HOST, server.port, timeout=600)
        headers = {"Authorization": "token " + server.token, "Content-Type": "application/json"}
        while time.monotonic() < stop_at:
            kind = rng.choice(["position", "position", "steps", "run"])
            body = {"position": rng.choice(puzzles)}
            if kind == "run":
                body["engines"] = [rng.choice(["npe-type1", "npe-type2"])]
            begun = time.monotonic()
            try:
                connection.request("POST", "/api/" + kind, body=json.dumps(body), headers=headers)
                response = connection.getresponse()
                data = response.read()
                elapsed = time.monotonic() - begun
                with lock:
                    if response.status != 200:
                        failures.append(f"{kind}: {response.status} {data[:200]!r}")
                    else:
                        latencies[kind].append(elapsed)
            except Exception as error:  # a lost request: counted
                with lock:
                    failures.append(f"{kind}: {error!r}")
                connection.close()
                connection = http.client.HTTPConnection(HOST, server.port, timeout=600)
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(options.clients)]
    begun = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - begun
    total = sum(len(values) for values in latencies.values())
    print(f"  load: {options.clients} clients for {options.seconds} s on 127.0.0.1: {total} requests answered in "
          f"{elapsed:.1f} s ({total / elapsed:.1f}/s), {len(failures)} failed")
    for kind, values in latencies.items():
        if values:
            print(f"  {kind:9} {len(values):5} requests, latency p50 {percentile(values, 0.5) * 1000:7.1f} ms, "
                  f"p90 {percentile(values, 0.9) * 1000:7.1f} ms, p99 {percentile(values, 0.99) * 1000:7.1f} ms, "
                  f"max {max(values) * 1000:7.1f} ms")
    check(not failures, f"{len(failures)} failed or lost requests, first: {failures[:3]}")
    check(all(latencies.values()), "every kind of request was answered")
    still_serving(server, "the load")


def broken_plugin_dir(options):
    """A directory holding only the two broken plugins the robustness group needs, and an engine type
    that reaches the crashing one after the singles."""
    folder = os.path.join(options.work, "plugins")
    os.makedirs(folder, exist_ok=True)
    for name in ("crash_in_find.so", "endless_loop.so"):
        shutil.copy(os.path.join(options.broken, name), folder)  # npe loads regular files only
    with open(os.path.join(options.work, "with-crash.yaml"), "w") as out:
        out.write("name: with-crash\ndescription: the singles, then a technique that crashes\n"
                  "techniques: [box, row, col, cell, broken.crash]\n")
    return folder


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("group", choices=["ui", "robustness", "load"])
    parser.add_argument("--npe", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--broken", help="the broken test plugins' directory (robustness)")
    parser.add_argument("--screenshot", help="ui: save the page with all steps listed to this PNG")
    parser.add_argument("--clients", type=int, default=16, help="load: concurrent clients")
    parser.add_argument("--seconds", type=float, default=10, help="load: how long")
    parser.add_argument("--sanitized", action="store_true",
                        help="the build has the sanitizers: a null store ends a worker with UBSan's report (exit 1), not SIGSEGV")
    options = parser.parse_args()
    if options.group == "ui":
        absent = missing()
        if absent:
            if os.environ.get("CI") or os.environ.get("NPE_SETUP_TESTS"):
                print(f"{absent} is missing under scripts/test or CI")
                print("0 passed, 1 failed")
                return 1
            print(f"skipped: {absent} is not installed")
            return 77
    options.work = os.path.abspath(os.path.join(options.work, "serve_" + options.group))
    shutil.rmtree(options.work, ignore_errors=True)
    os.makedirs(options.work)
    passed = failed = 0
    server = browser = None
    begun = time.monotonic()
    try:
        if options.group == "robustness":
            check(options.broken, "--broken DIR is needed")
            server = Server(options, ["--technique-timeout", "2", "--read-timeout", "2", "-e",
                                      os.path.join(options.work, "with-crash.yaml")], broken_plugin_dir(options))
            test_robustness(options, server)
        elif options.group == "load":
            # Generous per-technique and per-request time: under the sanitizers a step list takes
            # seconds, and the test counts any error as a failed request.
            server = Server(options, ["--workers", "2", "--technique-timeout", "120", "--request-timeout", "300"])
            test_load(options, server)
        else:
            server = Server(options)
            browser = Browser(options.work)
            test_ui(options, browser, server)
        check(server.alive(), "the server is still running")
        passed += 1
        print(f"ok serve {options.group} ({time.monotonic() - begun:.1f} s)")
    except Exception as error:
        failed += 1
        print(f"FAILED serve {options.group}: {error}")
        if not isinstance(error, Failure):
            traceback.print_exc()
    finally:
        if browser:
            browser.close()
        if server:
            server.stop()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
