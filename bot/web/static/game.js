// The game page's script: the turn slider (fetches the page at that turn, asking again when the
// server is busy, and shows it once it is all here), polling for a
// new turn (a small version number, then the page) until the game is over or gone, and zoom and pan
// by mouse and touch. The page reads fully without it (its controls, the note that it updates and
// the line that says what a space holds are shown by it); it loads nothing from elsewhere.
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
  // a poll the server did not answer (busy, down, or the reader offline) says so under the page
  // until one is answered: "updates by itself" would promise news that cannot come
  const updating = live.textContent;
  function answered(yes) {  // written only when it changes: a screen reader reads a live note again at each write
    const note = yes ? updating : live.dataset.lost;
    if (live.textContent !== note) live.textContent = note;
  }
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
  detail.hidden = false;  // pointing at a space tells what it holds only with the script: without it, no such promise
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

  function show(page) {  // the page at its turn: its words, its board (already here), and the address naming it
    spots = { radius: page.radius, spaces: page.spaces };
    document.getElementById("heading").textContent = page.heading;
    document.title = page.title;
    slider.max = page.latest; slider.value = page.turn; shown.textContent = page.slider_label;
    shownTurn = page.turn; note.hidden = true;
    img.src = page.board_url; img.alt = page.board_alt;
    addressAt(page.turn < page.latest ? page.turn : null);
    list("newest", newestTurnsFirst(page.newest, page.newest_starts));
    list("players", page.players);
    list("families", page.families);
    list("final", page.final);
    document.getElementById("scores-note").textContent = page.scores_note;  // "the final scores below" with them only
    document.getElementById("final-part").hidden = page.final.length === 0;  // "the game is over": only once it is
    list("log", newestTurnsFirst(page.log, page.log_starts));
    version = String(page.version);
    end(page);
  }

  function addressAt(turn) {  // this page's address, and the other languages' links, at turn (null: now)
    const url = new URL(location.href);
    if (turn === null) url.searchParams.delete("turn"); else url.searchParams.set("turn", turn);
    history.replaceState(null, "", url);
    document.querySelectorAll("a[hreflang]").forEach(function (link) {  // another language, at this turn
      const query = new URLSearchParams(turn === null ? {} : { turn: turn });
      query.set("lang", link.hreflang);
      link.setAttribute("href", "?" + query);
    });
  }

  function atLatest() { return Number(slider.value) >= Number(slider.max); }

  function label(turn) {  // the slider's words: the start, or the board after so many turns played
    return Number(turn) === 0 ? shown.dataset.start : shown.dataset.after.replace("{turn}", turn);
  }

  // A past turn's data and board are drawn after the position now's, and the server refuses
  // them for a moment when too many wait (503, Retry-After: the seconds to wait). Such a refusal,
  // or an answer lost on the way, is asked again after that wait, TRIES times in all; then the
  // page says so, keeps what it shows and puts the slider back. The address and the board change
  // together, once the turn's data and its board have both arrived; the label then names that
  // board (while a drag lasts it names the turn pointed at). A newer choice (the slider moved
  // again, a new position polled) makes the older moot.
  const TRIES = 3, WAIT_S = 5, MOST_WAIT_S = 30;
  const note = document.getElementById("turn-note");
  let shownTurn = Number(slider.value), chosen = 0;  // the turn on view; the newest choice's number
  const loading = new Set();  // the choices and mends under way, for the browser tests

  function tell(what, turn) {  // a note under the slider: "waiting" or "failed", for the board at turn
    note.textContent = note.dataset[what].replace("{board}", label(turn)); note.hidden = false;
  }
  function pause(seconds) { return new Promise(function (done) { setTimeout(done, seconds * 1000); }); }
  function retryAfter(answer) {  // the seconds a refusal asks for (in seconds' form; else ours), bounded
    const asked = answer === null ? null : answer.headers.get("Retry-After");
    return asked !== null && /^\s*\d+\s*$/.test(asked) ? Math.min(Number(asked), MOST_WAIT_S) : WAIT_S;
  }
  function json(answer) { return answer.json(); }
  function blob(answer) { return answer.blob(); }  // read whole, so that the browser's cache holds it for the <img>
  async function fetched(address, read, current, turn, say) {  // read(answer), or null: refused, lost or moot
    for (let tries = 1; current(); tries++) {
      let answer = null;
      try {
        answer = await fetch(address);
        if (answer.ok) return await read(answer);
      } catch (lost) { answer = null; }  // no answer, or cut short (offline a moment): asked again
      if (tries === TRIES || (answer !== null && answer.status !== 503) || !current()) break;
      say("waiting", turn);  // still the newest choice: a moot one's note would stay under another board
      await pause(retryAfter(answer));
    }
    return null;
  }
  function drawn(address) {  // the board decoded, so that the <img> shows it at once, never broken
    const probe = new Image();
    probe.src = address;
    return probe.decode().then(function () { return true; }, function () { return false; });
  }
  async function board(address, current, turn, say) {  // the board at address arrived and decodes
    return await fetched(address, blob, current, turn, say) !== null && await drawn(address);
  }
  function track(work) {
    function done() { loading.delete(work); }
    loading.add(work);
    work.then(done, done);
    return work;
  }

  // The page at turn (null: now), shown once its data and board are here. A poll's (quiet) says
  // nothing while it waits or when it fails: the reader asked for nothing, and the next poll asks again.
  function choose(turn, quiet) {
    const mine = ++chosen, words = turn === null ? slider.max : turn;
    function current() { return mine === chosen; }
    function say(what, about) { if (!quiet) tell(what, about); }
    note.hidden = true;
    return track(async function () {
      const query = new URLSearchParams({ lang: lang });
      if (turn !== null) query.set("turn", turn);
      const page = await fetched("/games/" + game + "/page.json?" + query, json, current, words, say);
      const ready = page !== null && await board(page.board_url, current, words, say);
      if (!current()) return;  // a newer choice is shown, or on its way
      if (ready) show(page); else { slider.value = shownTurn; shown.textContent = label(shownTurn); say("failed", words); }
    }());
  }

  // The board the page came with may have been refused (a past turn's, 503) or lost: hidden
  // rather than shown broken, asked again as the slider's boards are, then shown.
  function mend() {
    const mine = chosen, address = img.getAttribute("src"), turn = shownTurn;
    function current() { return mine === chosen; }  // a choice made meanwhile brings its own board
    img.classList.add("missing");
    track(async function () {
      const ready = await board(address, current, turn, tell);
      if (!current()) return;
      if (ready) { img.src = address; note.hidden = true; } else tell("failed", turn);
    }());
  }
  img.addEventListener("error", mend);
  img.addEventListener("load", function () { img.classList.remove("missing"); });
  if (img.complete && img.naturalWidth === 0) mend();  // failed before this script ran
  // While a finger or the mouse drags the slider, its label names the turn it points at, as a
  // slider's does; let go, and that turn is asked for (and the label goes back if it cannot come).
  slider.addEventListener("input", function () { shown.textContent = label(slider.value); });
  slider.addEventListener("change", function () { choose(atLatest() ? null : Number(slider.value)); });
  window.__loads = function () { return Promise.allSettled([...loading]); };  // for the browser tests

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
      let answer = null;
      try { answer = await fetch("/games/" + game + "/version.json"); } catch (lost) { answer = null; }
      if (answer !== null && answer.status === 404) stop();  // no such game any more (its log deleted, say)
      answered(answer !== null && answer.status < 500);
      if (answer !== null && answer.ok) {
        const now = String((await answer.json()).version);
        if (now !== version) {
          if (atLatest()) await choose(null, true); else if (await refreshEnd()) version = now;
        }
      }
    } finally { polling = false; later(); }
  }
  document.addEventListener("visibilitychange", function () {
    if (hidden()) { clearTimeout(timer); timer = null; } else if (!ended && !polling && timer === null) poll();
  });
  // a reader looking at an earlier turn keeps it; only the slider grows. Whether the news came: a refused or lost
  // answer leaves the version the page has, so that the next poll asks again rather than taking it as known
  async function refreshEnd() {
    let answer = null;
    try { answer = await fetch("/games/" + game + "/page.json?lang=" + lang); } catch (lost) { return false; }
    if (!answer.ok) return false;
    const page = await answer.json();
    slider.max = page.latest;
    end(page);
    list("newest", newestTurnsFirst(page.newest, page.newest_starts));
    list("log", newestTurnsFirst(page.log, page.log_starts));
    return true;
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
    frame.tabIndex = scale > 1 ? 0 : -1;  // and the keyboard reaches it (Tab) to pan it with the arrow keys
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
  // the arrow keys pan the board once it is zoomed in, as the mouse or a finger does: else a reader without
  // either saw only the part the zoom showed; at its fitted size they scroll the page, as anywhere else
  const PAN = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  frame.addEventListener("keydown", function (e) {
    const step = PAN[e.key];
    if (!step || scale <= 1 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    x += step[0] * frame.clientWidth / 5; y += step[1] * frame.clientHeight / 5; clamp();
  });
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
