// The game page's script: the turn slider (fetches the page at that turn), polling for a
// new turn (a small version number, then the page) until the game is over or gone, and zoom and pan
// by mouse and touch. The page reads fully without it (its controls and the note that it
// updates are shown by it); it loads nothing from elsewhere.
(function () {
  "use strict";
  const root = document.getElementById("game");
  const game = root.dataset.game, lang = root.dataset.lang;
  let version = root.dataset.version;
  const slider = document.getElementById("turn"), shown = document.getElementById("turn-shown");
  const img = document.getElementById("board"), frame = document.getElementById("frame");
  // 15 s between polls, give or take a fifth at random: pages opened together (a link posted
  // in a busy channel) spread their polls apart instead of asking all at the same moment
  const POLL_MS = 15000, JITTER = 0.2;
  const live = document.getElementById("live");
  let ended = root.dataset.ended === "true";
  let timer = null, delay = null;  // the next poll, and how long until it
  document.getElementById("controls").hidden = false;
  live.hidden = ended;

  function stop() { ended = true; live.hidden = true; }  // the page no longer changes: nothing more to ask
  function end(page) {  // a finished game's page
    if (page.ended) stop();
  }

  function list(id, lines) {
    const el = document.getElementById(id);
    el.replaceChildren(...lines.map(function (line) {
      const li = document.createElement("li"); li.textContent = line; return li;
    }));
  }

  // the spaces' details: the one nearest the pointer, within a hex's reach, on hover or tap
  let spots = JSON.parse(document.getElementById("spots").textContent);
  const detail = document.getElementById("space");
  function spaceAt(clientX, clientY) {
    const box = img.getBoundingClientRect();
    const x = (clientX - box.left) * img.naturalWidth / box.width, y = (clientY - box.top) * img.naturalHeight / box.height;
    let best = null, nearest = spots.radius;
    for (const spot of spots.spaces) {
      const d = Math.hypot(spot.x - x, spot.y - y);
      if (d < nearest) { nearest = d; best = spot; }
    }
    return best;
  }
  function point(e) {
    const spot = spaceAt(e.clientX, e.clientY);
    if (spot) detail.textContent = spot.text;
  }
  frame.addEventListener("mousemove", point);
  frame.addEventListener("click", point);

  function newestTurnsFirst(lines, starts) {  // the turns newest first, each turn's lines in their order
    const bounds = [0, ...starts.filter(function (start) { return start > 0; }), lines.length];
    const turns = [];
    for (let i = 0; i + 1 < bounds.length; i++) {
      if (bounds[i + 1] > bounds[i]) turns.push(lines.slice(bounds[i], bounds[i + 1]));
    }
    return turns.reverse().flat();
  }

  function show(page) {
    spots = { radius: page.radius, spaces: page.spaces };
    document.getElementById("heading").textContent = page.heading;
    document.title = page.title;
    slider.max = page.latest; slider.value = page.turn; shown.textContent = page.slider_label;
    img.src = page.board_url; img.alt = page.board_alt;
    list("newest", page.newest.slice().reverse());
    list("players", page.players);
    list("families", page.families);
    list("final", page.final);
    list("log", newestTurnsFirst(page.log, page.log_starts));
    version = String(page.version);
    end(page);
  }

  async function load(turn) {
    const query = new URLSearchParams({ lang: lang });
    if (turn !== null) query.set("turn", turn);
    const answer = await fetch("/games/" + game + "/page.json?" + query);
    if (answer.ok) show(await answer.json());
  }

  function atLatest() { return Number(slider.value) >= Number(slider.max); }

  function label(turn) {  // the slider's words: the start, or the board after so many turns played
    return Number(turn) === 0 ? shown.dataset.start : shown.dataset.after.replace("{turn}", turn);
  }
  slider.addEventListener("input", function () { shown.textContent = label(slider.value); });
  slider.addEventListener("change", function () {
    const latest = atLatest();
    const url = new URL(location.href);
    if (latest) url.searchParams.delete("turn"); else url.searchParams.set("turn", slider.value);
    history.replaceState(null, "", url);
    document.querySelectorAll("a[hreflang]").forEach(function (link) {  // another language, at this turn
      const query = new URLSearchParams(latest ? {} : { turn: slider.value });
      query.set("lang", link.hreflang);
      link.setAttribute("href", "?" + query);
    });
    load(latest ? null : slider.value);
  });

  // a hidden tab (another tab in front, a phone's browser in the background) asks nothing:
  // nobody would see the answer; shown again, it asks at once, then every 15 s again
  function hidden() { return document.visibilityState === "hidden"; }
  let polling = false;  // a poll is under way: it plans the next one when it ends
  function later() {
    if (ended || hidden()) return;
    delay = POLL_MS * (1 - JITTER + 2 * JITTER * Math.random());
    timer = setTimeout(poll, delay);
  }
  async function poll() {
    timer = null; polling = true;
    try {
      const answer = await fetch("/games/" + game + "/version.json");
      if (answer.status === 404) stop();  // no such game any more (its log deleted, say): it will not come back
      if (answer.ok) {
        const now = String((await answer.json()).version);
        if (now !== version) {
          if (atLatest()) await load(null); else { version = now; await refreshEnd(); }
        }
      }
    } finally { polling = false; later(); }
  }
  document.addEventListener("visibilitychange", function () {
    if (hidden()) { clearTimeout(timer); timer = null; } else if (!ended && !polling && timer === null) poll();
  });
  async function refreshEnd() {  // a reader looking at an earlier turn keeps it; only the slider grows
    const answer = await fetch("/games/" + game + "/page.json?lang=" + lang);
    if (answer.ok) {
      const page = await answer.json();
      slider.max = page.latest;
      end(page);
      list("newest", page.newest.slice().reverse());
      list("log", newestTurnsFirst(page.log, page.log_starts));
    }
  }
  later();
  function next() { return timer === null ? null : delay; }  // the wait until the next poll, if one is planned
  window.__poll = async function () {  // for the browser tests: poll now; the wait until the next poll, if any
    clearTimeout(timer); await poll(); return next();
  };
  window.__next = next;  // for the browser tests

  // zoom and pan: a scale and an offset applied to the image inside its frame
  let scale = 1, x = 0, y = 0;
  const pointers = new Map();
  let pinch = null;
  function clamp() {
    scale = Math.min(6, Math.max(1, scale));
    const w = frame.clientWidth, h = frame.clientHeight;
    x = Math.min(0, Math.max(w - w * scale, x));
    y = Math.min(0, Math.max(h - h * scale, y));
    img.style.transform = "translate(" + x + "px," + y + "px) scale(" + scale + ")";
    frame.classList.toggle("zoomed", scale > 1);  // a finger now pans the board, not the page
  }
  function zoomAt(factor, cx, cy) {
    const next = Math.min(6, Math.max(1, scale * factor));
    x = cx - (cx - x) * next / scale; y = cy - (cy - y) * next / scale; scale = next; clamp();
  }
  function centre() { return [frame.clientWidth / 2, frame.clientHeight / 2]; }
  document.getElementById("zoom-in").addEventListener("click", function () { zoomAt(1.5, ...centre()); });
  document.getElementById("zoom-out").addEventListener("click", function () { zoomAt(1 / 1.5, ...centre()); });
  document.getElementById("zoom-fit").addEventListener("click", function () { scale = 1; x = 0; y = 0; clamp(); });
  frame.addEventListener("wheel", function (e) {  // the wheel scrolls the page, but with Ctrl or ⌘ or once zoomed in
    if (!(e.ctrlKey || e.metaKey || scale > 1)) return;
    e.preventDefault();
    const box = frame.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - box.left, e.clientY - box.top);
  }, { passive: false });
  frame.addEventListener("pointerdown", function (e) {
    frame.setPointerCapture(e.pointerId); pointers.set(e.pointerId, [e.clientX, e.clientY]);
  });
  frame.addEventListener("pointermove", function (e) {
    const before = pointers.get(e.pointerId);
    if (!before) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 1) { x += e.clientX - before[0]; y += e.clientY - before[1]; clamp(); return; }
    const [a, b] = [...pointers.values()];
    const span = Math.hypot(a[0] - b[0], a[1] - b[1]);
    const box = frame.getBoundingClientRect();
    if (pinch) zoomAt(span / pinch, (a[0] + b[0]) / 2 - box.left, (a[1] + b[1]) / 2 - box.top);
    pinch = span;
  });
  function up(e) { pointers.delete(e.pointerId); if (pointers.size < 2) pinch = null; }
  frame.addEventListener("pointerup", up);
  frame.addEventListener("pointercancel", up);
  window.__zoom = function () { return scale; };  // for the browser tests
})();
