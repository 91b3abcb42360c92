"use strict";
// npe serve's page: a position (state text: the digits line and the 729-character pencil-mark string,
// as the server returns it), every technique's steps on it, and engine runs. docs/serve.md.
(function () {
  const $ = (id) => document.getElementById(id);
  const token = document.querySelector('meta[name="npe-token"]').content;
  let geometry = { cell: 36, margin: 4 };
  let view = null;      // the current position as /api/position returned it
  const history = [];   // earlier states, for Undo
  let steps = [];       // the listed steps
  let listed = null;    // the state the steps were listed for
  let listId = 0;       // the server's id of that list (/api/picture)
  let hovered = null;   // the step whose line the pointer is on
  let trace = null, index = 0;
  let pending = 0;

  async function api(path, body) {
    pending += 1;
    $("busy").hidden = false;
    try {
      const response = await fetch("/api/" + path, {
        method: body === undefined ? "GET" : "POST",
        headers: { "Authorization": "token " + token, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = await response.json();
      if (!response.ok) throw new Error(data.error || ("HTTP " + response.status));
      return data;
    } finally {
      pending -= 1;
      $("busy").hidden = pending === 0;
    }
  }

  function showError(message) {
    $("error").textContent = message || "";
    $("error").hidden = !message;
  }

  function drawBoard(svg) { $("board").innerHTML = svg; }

  function setView(next, remember) {
    if (remember && view) history.push(view.state);
    view = next;
    $("undo").disabled = history.length === 0;
    $("format").textContent = "read as " + view.format + ", " + view.filled + " digits";
    drawBoard(view.svg);
    $("out-81").value = view.digits;
    $("out-pm729").value = view.pm729;
    $("out-position").value = view.position;
    $("out-find").value = view.find_command;
    $("out-trace").value = "";
    showError("");
    if ($("auto-list").checked) listSteps();
    else clearSteps("position changed: list the steps again");
  }

  async function load(text, remember) {
    try {
      setView(await api("position", { position: text }), remember);
    } catch (error) {
      showError(error.message);
    }
  }

  // A click on a candidate slot of an empty cell removes that candidate or restores it.
  function boardClick(event) {
    if (!view) return;
    const svg = $("board").querySelector("svg");
    if (!svg) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    const column = Math.floor((point.x - geometry.margin) / geometry.cell);
    const row = Math.floor((point.y - geometry.margin) / geometry.cell);
    if (column < 0 || column > 8 || row < 0 || row > 8) return;
    const cell = row * 9 + column;
    if (view.digits[cell] !== ".") return;
    const slotX = Math.min(2, Math.floor((point.x - geometry.margin - column * geometry.cell) / 12));
    const slotY = Math.min(2, Math.floor((point.y - geometry.margin - row * geometry.cell) / 12));
    const digit = slotY * 3 + slotX + 1;
    toggleCandidate(cell, digit);
  }

  function toggleCandidate(cell, digit) {
    const at = cell * 9 + digit - 1;
    const marks = view.pm729.split("");
    marks[at] = marks[at] === String(digit) ? "." : String(digit);
    load(view.marked_digits + "\n" + marks.join(""), true);
  }

  function clearSteps(status) {
    steps = [];
    listed = null;
    $("steps").textContent = "";
    $("step-errors").textContent = "";
    $("steps-status").textContent = status || "";
  }

  async function listSteps() {
    if (!view) return;
    const state = view.state;
    clearSteps("listing…");
    try {
      const data = await api("steps", { position: state });
      if (!view || view.state !== state) return;  // the position changed meanwhile
      steps = data.steps;
      listed = state;
      listId = data.list;
      $("steps-status").textContent = data.steps.length + " steps from " + data.techniques + " techniques in " +
        data.seconds.toFixed(2) + " s";
      $("step-errors").textContent = data.errors.map((e) => e.technique + ": " + e.error).join("\n");
      renderSteps();
    } catch (error) {
      $("steps-status").textContent = "";
      showError(error.message);
    }
  }

  function renderSteps() {
    const filter = $("filter").value.trim().toLowerCase();
    const list = $("steps");
    list.textContent = "";
    steps.forEach((step, k) => {
      if (filter && !(step.technique + " " + step.line).toLowerCase().includes(filter)) return;
      const item = document.createElement("li");
      item.className = "step";
      item.dataset.index = k;
      const rating = document.createElement("span");
      rating.className = "rating";
      rating.title = step.rating === null ? "the technique has no rating" : "rating";
      rating.textContent = (step.rating === null ? "–" : step.rating.toFixed(1)) + " ";
      const technique = document.createElement("span");
      technique.className = "technique";
      technique.textContent = step.technique + " ";
      item.append(rating, technique, document.createTextNode(step.line));
      item.title = "hover: show it on the board; click: apply it";
      item.addEventListener("mouseenter", () => hover(step));
      item.addEventListener("mouseleave", () => { hovered = null; if (view) drawBoard(view.svg); });
      item.addEventListener("click", () => applyStep(step));
      list.appendChild(item);
    });
  }

  // The step drawn on the board while the pointer is on its line (fetched once, then kept).
  async function hover(step) {
    hovered = step;
    if (!step.svg) {
      try {
        step.svg = (await api("picture", { list: listId, step: step.index })).svg;
      } catch (error) {
        showError(error.message);
        return;
      }
    }
    if (hovered === step) drawBoard(step.svg);
  }

  async function applyStep(step) {
    if (!view || listed !== view.state) return;
    try {
      setView(await api("apply", { position: view.state, placements: step.placements, eliminations: step.eliminations }), true);
    } catch (error) {
      showError(error.message);
    }
  }

  // Engine types: position k shows the board before step k of every run (a run that stopped earlier
  // shows where it stopped), as `npe trace` does.
  async function runEngines() {
    if (!view) return;
    const engines = [$("engine-a").value];
    if ($("engine-b").value) engines.push($("engine-b").value);
    try {
      trace = await api("run", { position: view.state, engines });
      $("out-trace").value = trace.trace_command;
      index = 0;
      buildSides();
    } catch (error) {
      showError(error.message);
    }
  }

  const lastIndex = () => Math.max(...trace.sides.map((side) => side.frames.length - 1));

  function buildSides() {
    const holder = $("sides");
    holder.textContent = "";
    $("diverge").hidden = trace.divergence < 0;
    $("divergence-text").textContent = trace.sides.length < 2 ? "" : trace.divergence < 0
      ? "the engine types make the same steps"
      : "first divergence at step " + (trace.divergence + 1);
    trace.sides.forEach((side) => {
      const pane = document.createElement("div");
      pane.className = "side";
      pane.innerHTML = '<h3></h3><div class="board"></div><p class="step"></p><p class="pre"></p><p class="status"></p><ol></ol>';
      pane.querySelector("h3").textContent = side.label;
      const list = pane.querySelector("ol");
      side.frames.forEach((frame, k) => {
        const item = document.createElement("li");
        const end = k === side.frames.length - 1;
        item.textContent = end ? "(" + side.outcome + ")" : frame.token;
        item.title = end ? "where the run stopped" : "step " + (k + 1) + ": " + frame.line;
        if (k === trace.divergence) item.classList.add("diverges");
        item.addEventListener("click", () => show(k));
        list.appendChild(item);
      });
      holder.appendChild(pane);
    });
    show(0);
  }

  function show(position) {
    if (!trace) return;
    index = Math.max(0, Math.min(position, lastIndex()));
    $("where").textContent = "step " + (index + 1) + " of " + (lastIndex() + 1);
    trace.sides.forEach((side, s) => {
      const pane = $("sides").children[s];
      const k = Math.min(index, side.frames.length - 1);
      const frame = side.frames[k];
      pane.querySelector(".board").innerHTML = frame.svg;
      pane.querySelector(".step").textContent = k < side.frames.length - 1
        ? (k + 1) + ". " + (frame.technique ? frame.technique + ": " : "") + frame.line : "(" + side.outcome + ")";
      pane.querySelector(".pre").textContent = frame.pre ? "preprocessing removed " + frame.pre : "";
      pane.querySelector(".status").textContent = frame.status;
      [...pane.querySelectorAll("ol li")].forEach((item, i) => item.classList.toggle("current", i === k));
    });
  }

  $("load").addEventListener("click", () => load($("position-input").value, true));
  $("undo").addEventListener("click", () => { if (history.length) { load(history.pop(), false); } });
  $("board").addEventListener("click", boardClick);
  $("list-steps").addEventListener("click", listSteps);
  $("filter").addEventListener("input", renderSteps);
  $("run").addEventListener("click", runEngines);
  $("first").addEventListener("click", () => show(0));
  $("prev").addEventListener("click", () => show(index - 1));
  $("next").addEventListener("click", () => show(index + 1));
  $("last").addEventListener("click", () => trace && show(lastIndex()));
  $("diverge").addEventListener("click", () => trace && show(trace.divergence));
  document.querySelectorAll("button[data-copy]").forEach((button) => button.addEventListener("click", () => {
    const field = $(button.dataset.copy);
    field.select();
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).catch(() => document.execCommand("copy"));
  }));
  document.addEventListener("keydown", (event) => {
    if (!trace || event.target.tagName === "TEXTAREA" || event.target.tagName === "INPUT") return;
    if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(lastIndex());
  });

  api("catalogue").then((catalogue) => {
    geometry = catalogue.board;
    for (const engine of catalogue.engines) {
      for (const id of ["engine-a", "engine-b"]) {
        const option = document.createElement("option");
        option.value = option.textContent = engine.name;
        option.title = engine.description;
        $(id).appendChild(option);
      }
    }
    document.body.dataset.ready = "1";
  }).catch((error) => showError(error.message));
})();
