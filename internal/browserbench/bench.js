// Injected into every document before the app starts
// (Page.addScriptToEvaluateOnNewDocument): it records long main-thread
// tasks, keeps the WebAssembly instances the page starts (for their
// memory), and drives each game as a person would.
(() => {
  const b = (window.__bench = { tasks: [], instances: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.tasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {
    b.noLongTasks = String(e);
  }
  // The Go program's instance, whichever way it is instantiated.
  const keep = (r) => {
    const inst = r && r.instance ? r.instance : r;
    if (inst && inst.exports) b.instances.push(inst);
    return r;
  };
  // Marks the start-up's stages: instantiation asked (the module
  // compiled, for app.js's traxInstantiate) and done, beside the app's own
  // marks (trax-main, trax-init).
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const orig = WebAssembly[name];
    if (orig) WebAssembly[name] = function (...args) {
      performance.mark("bench-instantiate");
      return orig.apply(this, args).then((r) => {
        performance.mark("bench-instantiated");
        return keep(r);
      });
    };
  }
  // The first time of each start-up mark, [name, ms since navigation].
  b.marks = () => {
    const seen = {};
    const out = [];
    for (const m of performance.getEntriesByType("mark")) {
      if (/^(bench|trax)-/.test(m.name) && !seen[m.name]) {
        seen[m.name] = true;
        out.push([m.name, m.startTime]);
      }
    }
    return out;
  };
  // The longest task that started within [from, to) (ms since the
  // navigation), 0 when none took over 50 ms. A task counts in the window
  // it started in: one that runs past the window's end delayed the end's
  // detection (the polling below runs between tasks).
  b.maxTask = (from, to) => {
    let m = 0;
    for (const [start, d] of b.tasks) if (start >= from && start < to && d > m) m = d;
    return m;
  };
  // Bytes of the page's WebAssembly memories, -1 when none is reachable.
  b.wasmBytes = () => {
    let n = -1;
    for (const inst of b.instances) {
      for (const v of Object.values(inst.exports)) {
        if (v instanceof WebAssembly.Memory) n = Math.max(n, 0) + v.buffer.byteLength;
      }
    }
    return n;
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const q = (s) => document.querySelector(s);
  const all = (s) => document.querySelectorAll(s);
  // until waits for cond() (polled every 10 ms) or throws after limit ms.
  const until = async (what, cond, limit = 60000) => {
    const t0 = performance.now();
    for (;;) {
      const v = cond();
      if (v) return v;
      if (performance.now() - t0 > limit) throw new Error("timed out waiting for " + what);
      await sleep(10);
    }
  };
  const now = () => performance.now();
  // mark leaves a mark in a performance trace (browserbench -trace) where
  // a phase starts, and returns the time.
  const mark = (phase) => {
    console.timeStamp("bench: " + phase);
    return now();
  };
  // tap clicks an element, an SVG one too (which has no click()).
  const tap = (e) => e.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));

  // Each game: exchange() plays one move of the person and waits for the
  // computer's answer, returning [t0, t1, t2]: the person's move from t0
  // to t1 (shown), the computer's turn from t1 to t2 (the person may play
  // again); [t0, t1] when the person's move ended the game; null when the
  // game was over. newGame() starts a new game
  // with the form's defaults. longGame(moves, limit) plays on.
  const games = {};

  const traxMoves = () => all("#moves [data-move]").length;
  games.trax = {
    async exchange() {
      if (q("#result")) return null;
      await until("the person's turn", () => !q("#thinking"));
      const before = traxMoves();
      const t0 = mark("player's move");
      tap(q("[data-space]"));
      await until("a tile choice", () => q("[data-choice]"));
      tap(q("[data-choice]"));
      await until("the move shown", () => traxMoves() > before || q("#result"));
      const t1 = mark("computer's turn");
      if (q("#result")) return [t0, t1]; // the person's move ended the game
      await until("the computer's answer", () => (traxMoves() > before + 1 && !q("#thinking")) || q("#result"), 120000);
      return [t0, t1, mark("between turns")];
    },
    async newGame() {
      tap(q("#new-game"));
      await until("the new-game form", () => q("#new-game-dialog #start-game"));
      tap(q("#start-game"));
      await until("the new game", () => !q("#new-game-dialog") && traxMoves() <= 1);
    },
    async loadRecord(record) {
      const box = q("#import-text");
      box.value = record;
      box.dispatchEvent(new Event("input", { bubbles: true }));
      box.dispatchEvent(new Event("change", { bubbles: true }));
      tap(q("#import"));
      await until("the record loaded", () => traxMoves() > 50, 60000);
      await sleep(500);
      await until("the computer settled", () => !q("#thinking"), 120000);
      return traxMoves() - 1;
    },
  };

  const tx = () => document.getElementById("traxit");
  const traxitPersonReady = () => {
    const r = tx();
    return r.dataset.actor === "person" && r.dataset.thinking !== "1";
  };
  // One action of the person (see e2e/traxit_test.go, playPersonAction).
  const traxitAct = async () => {
    const r = tx();
    const seat = r.dataset.toAct;
    const click = async (sel) => tap(await until(sel, () => q(sel)));
    switch (r.dataset.phase) {
      case "place": {
        const cells = [...all(`[data-start-cell][data-start-seat="${seat}"]`)].map((e) => e.getAttribute("data-start-cell"));
        await click(`[data-cell="${cells[0]}"]`);
        await until("the first pawn", () => q("[data-ghost]"));
        await click(`[data-cell="${cells[1]}"]`);
        break;
      }
      case "choose":
        await click("#traxit-cards [data-card]");
        await until("the Give button", () => !q("#traxit-give").disabled);
        await click("#traxit-give");
        break;
      case "move": {
        const route = await until("a route", () => q(".route[data-route]"));
        const cells = route.getAttribute("data-route").split("-");
        await click(`[data-cell="${cells[0]}"]`);
        await until("the pawn picked", () => q(`[data-cell="${cells[0]}"][data-picked="1"]`));
        await click(`[data-cell="${cells[cells.length - 1]}"]`);
        break;
      }
      case "traxit":
        for (let i = 0; i < 3 && !q('[data-cell][data-target="1"]'); i++) {
          await click('[data-cell][data-movable="1"]');
          await sleep(1000);
        }
        await click('[data-cell][data-target="1"]');
        break;
      default:
        throw new Error("no person's action in phase " + r.dataset.phase);
    }
  };
  const traxitBanner = async () => {
    if (q("#traxit-sets")) {
      tap(q("#traxit-sets-continue"));
      await until("the set banner closed", () => !q("#traxit-sets"));
    }
  };
  games.traxit = {
    async exchange() {
      for (let i = 0; ; i++) {
        await traxitBanner();
        if (q("#traxit-result")) return null;
        if (traxitPersonReady()) break;
        if (i > 6000) throw new Error("the person's turn never came");
        await sleep(10);
      }
      const t0 = mark("player's move");
      let t1 = t0;
      for (let i = 0; i < 4; i++) {
        const a = Number(tx().dataset.actions);
        await traxitAct();
        await until("the action played", () => Number(tx().dataset.actions) > a || q("#traxit-result"));
        t1 = now();
        if (!traxitPersonReady() || q("#traxit-sets") || q("#traxit-result")) break;
      }
      mark("computer's turn");
      if (q("#traxit-result")) return [t0, t1];
      await until("the computer's turn done", () => traxitPersonReady() || q("#traxit-sets") || q("#traxit-result"), 120000);
      return [t0, t1, mark("between turns")];
    },
    async newGame() {
      tap(q("#traxit-new-game"));
      await until("the new-game form", () => q("#traxit-new-dialog #traxit-start"));
      tap(q("#traxit-start"));
      await until("the new game", () => !q("#traxit-new-dialog") && tx().dataset.phase === "place");
    },
  };

  const tk = () => document.getElementById("trakkx");
  const trakkxPersonReady = () => tk().dataset.toMove === "0" && !q("#handover");
  // One action of seat 0 (see e2e/trakkx_test.go, TestTrakkxAgainstComputer).
  const trakkxAct = async () => {
    if (q("#give")) {
      const hs = all("#hand [data-hand]");
      if (hs.length > 0 && q("#give").disabled) {
        tap(hs[0]);
        await sleep(30);
        if (hs.length > 1) tap(hs[1]);
        await sleep(30);
      }
      tap(q("#give"));
    } else if (q("#draw:not([disabled])")) tap(q("#draw"));
    else if (q("#pass:not([disabled])")) tap(q("#pass"));
    else if (q("[data-display]:not([disabled])")) tap(q("[data-display]:not([disabled])"));
    else if (q("#action-choices button")) tap(q("#action-choices button"));
    else if (q('[data-hand^="SWAP"], [data-hand^="PLUS3"]')) tap(q('[data-hand^="SWAP"], [data-hand^="PLUS3"]'));
    else throw new Error("seat 0 has nothing to do: " + (q("#status") || {}).textContent);
  };
  games.trakkx = {
    async exchange() {
      if (q("#result")) return null;
      await until("the person's turn", () => trakkxPersonReady() || q("#result"), 120000);
      if (q("#result")) return null;
      const t0 = mark("player's move");
      // The screen may still be showing the computer's turn, when it
      // ignores taps: tap again until the move is taken.
      for (let i = 0; i < 100 && trakkxPersonReady() && !q("#result"); i++) {
        await trakkxAct();
        await until("the move shown", () => !trakkxPersonReady() || q("#result"), 300).catch(() => {});
      }
      await until("the move shown", () => !trakkxPersonReady() || q("#result"), 100).catch((e) => {
        const buttons = [...all("button:not([disabled])")].map((x) => x.id || x.textContent.trim()).join(", ");
        throw new Error(e.message + ": status " + (q("#status") || {}).textContent + "; buttons " + buttons + "; message " + (q("#message") || {}).textContent);
      });
      const t1 = mark("computer's turn");
      if (q("#result")) return [t0, t1];
      await until("the computer's turn done", () => trakkxPersonReady() || q("#result"), 120000);
      return [t0, t1, mark("between turns")];
    },
    async newGame() {
      tap(q("#new-game"));
      await until("the new-game form", () => q("#new-game-form #start"));
      tap(q("#start"));
      await until("the new game", () => !q("#new-game-form") && q('#trakkx[data-ready="1"]'));
    },
  };

  b.exchange = (game) => games[game].exchange();
  b.newGame = (game) => games[game].newGame();
  b.loadRecord = (game, record) => games[game].loadRecord(record);
  // longGame plays exchanges until moves moves (each exchange two), the
  // end of the game or limit ms, and returns the moves played.
  b.longGame = async (game, moves, limit) => {
    const t0 = mark("player's move");
    let n = 0;
    while (n < moves && now() - t0 < limit) {
      const e = await games[game].exchange();
      if (!e) break;
      n += e.length - 1;
    }
    return n;
  };
})();
