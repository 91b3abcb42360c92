"use strict";
(function () {
  const data = JSON.parse(document.getElementById("npe-trace").textContent);
  const $ = (id) => document.getElementById(id);
  let kase = 0, index = 0, panes = [];

  // Positions 0..last: position k shows the board before step k of every run (a run that stopped
  // earlier shows where it stopped); last is where the longest run stops.
  const last = () => Math.max(...data.cases[kase].sides.map((side) => side.frames.length - 1));

  function build() {
    const trace = data.cases[kase];
    $("puzzle").textContent = trace.title + "  " + trace.puzzle;
    $("diverge").hidden = trace.divergence < 0;
    const holder = $("sides");
    holder.textContent = "";
    panes = trace.sides.map((side) => {
      const pane = document.createElement("section");
      pane.className = "side";
      for (const name of ["h2", "div.board", "p.step", "p.pre", "p.evidence", "p.status", "ol.steps", "p.note"]) {
        const [tag, cls] = name.split(".");
        const element = document.createElement(tag);
        if (cls) element.className = cls;
        pane.appendChild(element);
      }
      pane.querySelector("h2").textContent = side.label;
      pane.querySelector(".note").textContent = side.note;
      const list = pane.querySelector(".steps");
      side.frames.forEach((frame, k) => {
        const item = document.createElement("li");
        const end = k === side.frames.length - 1;
        item.textContent = end ? "(" + side.outcome + ")" : frame.token;
        item.title = end ? "where the run stopped" : "step " + (k + 1) + ": " + frame.line;
        item.dataset.index = k;
        if (k === trace.divergence) item.classList.add("diverges");
        item.addEventListener("click", () => show(k));
        list.appendChild(item);
      });
      holder.appendChild(pane);
      return { pane, side, items: list.children, current: null };
    });
    show(Math.min(index, last()));
  }

  // The evidence lines; a lemma's chains (indented lines, ABI 1.3) fold into a <details> under the
  // chain line before them, closed until opened.
  function evidence(pane, value) {
    const target = pane.querySelector(".evidence");
    target.textContent = "";
    let fold = null;
    for (const line of value.split("\n")) {
      if (line.startsWith("  ")) {
        if (!fold) {
          fold = document.createElement("details");
          fold.className = "lemma";
          const summary = document.createElement("summary");
          summary.textContent = "lemma chains";
          fold.appendChild(summary);
          target.appendChild(fold);
        }
        fold.appendChild(document.createTextNode(line.slice(2) + "\n"));
      } else if (line) {
        fold = null;
        target.appendChild(document.createTextNode(line + "\n"));
      }
    }
    target.hidden = !value;
  }
  function text(pane, selector, value, keep) {  // `keep`: an empty line keeps its place (panes stay aligned)
    const element = pane.querySelector(selector);
    element.textContent = value;
    element.hidden = value === "" && !keep;
  }

  function show(position) {
    const end = last();
    index = Math.max(0, Math.min(Number(position) || 0, end));
    document.body.dataset.index = index;
    for (const p of panes) {
      const k = Math.min(index, p.side.frames.length - 1);
      const frame = p.side.frames[k];
      p.pane.dataset.frame = k;
      p.pane.querySelector(".board").innerHTML = frame.svg;
      const technique = frame.technique ? frame.technique + ": " : "";  // fixture lines name none
      text(p.pane, ".step", frame.line !== undefined ? "step " + (k + 1) + "  " + technique + frame.line
                                                     : "stopped: " + p.side.outcome);
      text(p.pane, ".pre", frame.pre ? "preprocessing removed " + frame.pre : "", true);
      evidence(p.pane, frame.evidence || "");
      text(p.pane, ".status", frame.status ? "status: " + frame.status : "");
      if (p.current) p.current.classList.remove("current");
      p.current = p.items[k];
      p.current.classList.add("current");
      const list = p.current.parentElement;  // keep the current step in view, scrolling its list only
      const top = p.current.offsetTop, bottom = top + p.current.offsetHeight;
      if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) list.scrollTop = top - 4;
    }
    $("where").textContent = index < end ? "step " + (index + 1) + " of " + end : "end (" + end + " steps)";
    $("jump").value = index + 1;
  }

  $("first").addEventListener("click", () => show(0));
  $("prev").addEventListener("click", () => show(index - 1));
  $("next").addEventListener("click", () => show(index + 1));
  $("last").addEventListener("click", () => show(last()));
  $("go").addEventListener("click", () => show($("jump").value - 1));
  $("diverge").addEventListener("click", () => show(data.cases[kase].divergence));
  if (data.cases.length > 1) {
    const select = $("case");
    data.cases.forEach((trace, i) => select.add(new Option(trace.title, i)));
    select.hidden = false;
    select.addEventListener("change", () => { kase = Number(select.value); index = 0; build(); });
  }
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target.tagName;
    if (target === "INPUT" || target === "SELECT") {
      if (event.key === "Enter" && event.target.id === "jump") show($("jump").value - 1);
      return;
    }
    const moves = {
      ArrowRight: () => show(index + 1), n: () => show(index + 1), " ": () => show(index + 1),
      ArrowLeft: () => show(index - 1), p: () => show(index - 1),
      Home: () => show(0), End: () => show(last()),
      d: () => { if (data.cases[kase].divergence >= 0) show(data.cases[kase].divergence); },
      g: () => { $("jump").focus(); $("jump").select(); },
    };
    if (!moves[event.key]) return;
    event.preventDefault();
    moves[event.key]();
  });
  const start = /^#(\d+)$/.exec(location.hash);  // page.html#12 opens at step 12
  if (data.cases.length === 0) {
    $("where").textContent = "nothing to show";
    return;
  }
  if (start) index = Number(start[1]) - 1;
  build();
})();
