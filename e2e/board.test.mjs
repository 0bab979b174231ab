// The board's feel (issue 12, "See every move"): a move walks square by square along
// the seat's track (checked from the recorded path and from the animation's own
// keyframes), the last move's squares stay marked, every movable piece has a tap area
// of at least 44×44 CSS px on a phone and a tap beside a piece picks it, the sound
// toggle is remembered, the throw picture shows the shells of the throw and tumbles
// only for a new throw. Screenshots of mid-game boards (Pachisi, Chopat) at a laptop's
// and a phone's size.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond, rng, SCREENSHOTS, keepConsole, keepingEvidence,
  throwUntilMove,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** A page whose animations run (the helpers' pages ask for reduced motion). */
async function animatedPage(browser, { width = 1366, height = 768, baseURL, sound = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL, reducedMotion: "no-preference" });
  await context.addInitScript((sound) => {
    localStorage.setItem("pachisi:speed", "normal");
    if (sound) localStorage.setItem("pachisi:sound", "on");
    // Every start of a piece animation, with its path and the squares its keyframes visit.
    window.__walks = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const g = r.target;
        if (r.attributeName !== "data-moving" || !g.dataset.moving) continue;
        const centres = new Map(
          [...document.querySelectorAll("svg.board rect.square[data-id]")]
            .filter((s) => s.getAttribute("width") === "1")
            .map((s) => [`${Number(s.getAttribute("x")) + 0.5},${Number(s.getAttribute("y")) + 0.5}`, Number(s.dataset.id)]),
        );
        const visited = [];
        for (const a of g.getAnimations()) {
          for (const k of a.effect.getKeyframes()) {
            const m = /translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(k.transform ?? "");
            if (!m) continue;
            const id = centres.get(`${+(+m[1]).toFixed(6)},${+(+m[2]).toFixed(6)}`);
            if (id != null && visited[visited.length - 1] !== id) visited.push(id);
          }
        }
        window.__walks.push({ seat: +g.dataset.seat, piece: +g.dataset.piece, kind: g.dataset.moving, path: g.dataset.path, visited });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-moving"] });
  }, sound);
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => {
    if (m.type() === "error") page.problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  page.setDefaultTimeout(15000);
  keepConsole(page);
  return { context, page };
}

/** Open a game holding every given token (pass-and-play from one browser). */
async function openHolding(page, gameId, tokens) {
  // One link after the other, as a person opens them: each page is up before the next.
  for (const token of tokens) {
    await page.goto(`/?game=${gameId}&token=${token}`);
    await page.locator(".board-box svg.board").waitFor();
  }
}

/** Where each piece is drawn: "seat:piece" -> its square id, "waiting" or "home". */
const pieceSquares = (page) =>
  page.evaluate(() => Object.fromEntries([...document.querySelectorAll("svg.board g.piece")].map((g) => [`${g.dataset.seat}:${g.dataset.piece}`, g.dataset.square])));

/** Wait until no piece is moving any more (the animations ran to their end). */
const settled = (page) => page.waitForFunction(() => !document.querySelector("svg.board g.piece[data-moving]"), null, { polling: 20 });

/** Click a random move button (a real move rather than a pass when there is one). */
async function clickMove(page, pick) {
  const bs = page.locator(".actions button.move:not([disabled])");
  const labels = await bs.allTextContents();
  const real = labels.map((t, k) => [t, k]).filter(([t]) => !/pass/i.test(t));
  await bs.nth(real.length ? real[pick(real.length)][1] : 0).click();
}

test("a move walks square by square along the track, the last move stays marked, sounds and shells", { timeout: 180_000 }, async () => {
  const base = env.server.url;
  // Every throw may enter a piece, and an entering piece walks the throw's full value
  // from its entry square: the first move walks. (With the default rules only a grace
  // throw, one in eight, enters a piece, so the search for a walk took from 5 to over 30
  // throws and moves, each a round trip and a render of the page, 1.5 s apiece on a
  // loaded machine: an unlucky game ran past the test's time limit.)
  const g = await api(base, "POST", "/api/games", {
    preset: "pachisi",
    players: 2,
    options: ["order=fixed", "enter_any=true", "enter=full"],
    seats: ["human", "human"],
  });
  const layout = await api(base, "GET", `/api/games/${g.game}/layout`);
  const { context, page } = await animatedPage(env.browser, { baseURL: base, sound: true });
  // On a failure or when it runs too long: a screenshot and the page's log (e2e/screenshots/board-walk-*).
  await keepingEvidence(page, "board-walk", 170_000, async () => {
    await openHolding(page, g.game, [...new Set(g.seats.map((s) => s.token).filter(Boolean))]);
    const pick = rng(3);
    let walked = null;
    let throwsSeen = 0;
    for (let i = 0; i < 40 && !walked; i++) {
      const duty = await nextDuty(page, 30_000);
      assert.notEqual(duty, "over");
      const n = await logCount(page);
      if (duty === "throw") {
        await page.click(".throw-btn");
        await waitLogBeyond(page, n);
        // The picture shows the shells of the throw: as many mouth up as the text says.
        const text = await page.locator(".last-throw .throw-value").textContent();
        const up = Number(/\((\d+) up\)/.exec(text)?.[1]);
        const shells = await page.locator(".last-throw svg.throw-pic .cowrie").evaluateAll((cs) => cs.map((c) => c.classList.contains("up")));
        assert.equal(shells.length, 6, text);
        assert.equal(shells.filter(Boolean).length, up, `${text}: ${shells}`);
        throwsSeen++;
        continue;
      }
      const before = await pieceSquares(page);
      const walksBefore = await page.evaluate(() => window.__walks.length);
      await clickMove(page, pick);
      await waitLogBeyond(page, n);
      await settled(page);
      const after = await pieceSquares(page);
      const moved = Object.keys(after).filter((k) => after[k] !== before[k] && after[k] !== "waiting");
      if (!moved.length) continue; // a pass
      // The last move: its from- and to-squares are marked (a piece entering has no from-square).
      const marked = await page.evaluate(() => ({
        from: document.querySelector("svg.board .last-move.last-from")?.dataset.square ?? null,
        to: document.querySelector("svg.board .last-move.last-to")?.dataset.square ?? null,
      }));
      const k = moved[0];
      assert.equal(marked.to, after[k], `last move's to-square (${k}: ${before[k]} -> ${after[k]})`);
      assert.equal(marked.from, before[k] === "waiting" ? null : before[k], `last move's from-square (${k})`);
      const walks = (await page.evaluate(() => window.__walks)).slice(walksBefore).filter((w) => w.kind === "move");
      const w = walks.find((w) => `${w.seat}:${w.piece}` === k);
      assert.ok(w, `the moved piece ${k} was animated: ${JSON.stringify(walks)}`);
      const squares = w.path.split(" ").filter((s) => /^\d+$/.test(s)).map(Number);
      if (squares.length > 2) walked = { ...w, squares };
    }
    assert.ok(walked, "a piece walked over more than two squares");
    // The path is contiguous along the seat's track...
    const track = layout.seats.find((s) => s.seat === walked.seat).track;
    for (let i = 0; i + 1 < walked.squares.length; i++) {
      const [a, b] = [walked.squares[i], walked.squares[i + 1]];
      assert.ok(
        track.some((e, j) => e.square === a && track[j + 1]?.square === b),
        `${a} -> ${b} is a step of seat ${walked.seat}'s track (path ${walked.path})`,
      );
    }
    // ...and the animation's keyframes stop on each square in between, in order.
    const inner = walked.squares.slice(1, -1);
    const visited = walked.visited.filter((id) => inner.includes(id));
    assert.deepEqual(visited, inner, `keyframes visit ${walked.visited} for path ${walked.path}`);
    assert.ok(throwsSeen > 0);
    // Sounds are on in this browser: the throws rattled and the pieces tapped.
    const sounds = await page.evaluate(async () => (await import("/web/sound.js")).playedSounds());
    assert.ok(sounds.includes("throw") && sounds.includes("move"), sounds.join(" "));
    assert.deepEqual(page.problems, []);
  });
  await context.close();
});

test("on a phone every movable piece has a tap area of 44×44 px, and a tap beside a piece picks it", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "chopat", players: 2, options: ["order=fixed"], seats: ["human", "bot:easy"] });
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await openHolding(page, g.game, [g.seats[0].token]);
  const pick = rng(9);
  let checked = 0;
  let tapped = false;
  for (let i = 0; i < 600 && !tapped; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
      await waitLogBeyond(page, n);
      continue;
    }
    const areas = await page.evaluate(() =>
      [...document.querySelectorAll("svg.board g.piece.movable")].map((g) => {
        const r = g.querySelector(".hit").getBoundingClientRect();
        const b = g.querySelector(".piece-body").getBoundingClientRect();
        return {
          key: `${g.dataset.seat}:${g.dataset.piece}`,
          w: r.width,
          h: r.height,
          x: b.left + b.width / 2,
          y: b.top + b.height / 2,
          body: b.width,
          onBoard: /^\d+$/.test(g.dataset.square),
        };
      }),
    );
    for (const a of areas) {
      assert.ok(a.w >= 44 && a.h >= 44, `piece ${a.key}: tap area ${a.w}×${a.h} px`);
      checked++;
    }
    // A piece on the board, small on a phone: tap 15 px to its side (outside the piece,
    // inside its tap area), on a side where no other movable piece is nearer.
    const target = areas.find((a) => a.onBoard && a.body < 30);
    if (target) {
      const spot = [
        [15, 0],
        [-15, 0],
        [0, 15],
        [0, -15],
      ]
        .map(([dx, dy]) => [target.x + dx, target.y + dy])
        .find(([x, y]) => areas.every((o) => o === target || Math.hypot(o.x - x, o.y - y) > 15 + 1));
      if (spot) {
        assert.ok(Math.hypot(spot[0] - target.x, spot[1] - target.y) > target.body / 2, "the tap is outside the piece");
        await page.mouse.click(spot[0], spot[1]);
        // The piece was picked: its move was played, or its moves are offered.
        const what = await page.waitForFunction(
          ([n, key]) => {
            document.querySelector("dialog.confirm[open] .confirm-yes")?.click();
            const ol = document.querySelector("ol.log");
            if (ol && ol.start - 1 + ol.children.length > n) return "played";
            const [seat, piece] = key.split(":");
            if (document.querySelector(`svg.board g.piece.selected[data-seat="${seat}"][data-piece="${piece}"]`)) return "selected";
            return false;
          },
          [n, target.key],
          { polling: 20 },
        );
        assert.ok(["played", "selected"].includes(await what.jsonValue()));
        tapped = true;
        continue;
      }
    }
    await clickMove(page, pick);
    await waitLogBeyond(page, n);
  }
  assert.ok(checked > 0, "some movable pieces were measured");
  assert.ok(tapped, "a piece was picked by a tap beside it");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the sound toggle is off at first and remembered across a reload", async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  const mount = () =>
    page.evaluate(async () => {
      const ui = await import("/web/ui.js");
      const { SoundToggle } = await import("/web/sound.js");
      const box = document.createElement("div");
      box.id = "sound-box";
      document.body.append(box);
      ui.render(ui.html`<${SoundToggle} />`, box);
    });
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  await mount();
  const toggle = page.locator("#sound-box button.sound-toggle");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  assert.equal(await page.evaluate(async () => (await import("/web/sound.js")).play("move")), false, "no sound while off");
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:sound")), "on");
  await page.reload();
  await page.locator(".play-now").waitFor();
  await mount();
  assert.equal(await toggle.getAttribute("aria-pressed"), "true", "still on after a reload");
  assert.deepEqual(await page.evaluate(async () => (await import("/web/sound.js")).playedSounds()), []);
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:sound")), "off");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the throw picture tumbles for a new throw only, is skipped by a click, and not at all when animation is off", async () => {
  const { context, page } = await animatedPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  // The throw on screen as the page opens does not tumble; a new one does; the same
  // one again does not.
  const show = (th) =>
    page.evaluate(async (th) => {
      const ui = await import("/web/ui.js");
      let box = document.getElementById("throw-box");
      if (!box) {
        box = document.createElement("div");
        box.id = "throw-box";
        document.body.prepend(box);
      }
      ui.render(ui.html`<${ui.ThrowPicture} throw=${th} />`, box);
      return box.querySelector("svg").getAnimations({ subtree: true }).filter((a) => a.playState === "running").length;
    }, th);
  const first = { n: 3, seat: 0, value: 3, up: 3, shells: [true, false, true, false, false, true] };
  assert.equal(await show(first), 0, "the throw on screen when the page opens");
  const next = { n: 4, seat: 1, value: 25, up: 0, shells: [false, false, false, false, false, false] };
  assert.ok((await show(next)) >= 6, "a new throw tumbles");
  assert.equal(await page.locator("#throw-box .cowrie.down").count(), 6);
  await page.locator("#throw-box svg").dispatchEvent("click");
  assert.equal(await page.evaluate(() => document.querySelector("#throw-box svg").getAnimations({ subtree: true }).length), 0, "a click skips it");
  assert.equal(await show({ ...next }), 0, "the same throw again");
  await page.evaluate(() => localStorage.setItem("pachisi:speed", "off"));
  assert.equal(await show({ n: 5, seat: 0, value: 4, up: 4, shells: [true, true, true, true, false, false] }), 0, "speed off");
  // Dice roll too.
  await page.evaluate(() => localStorage.setItem("pachisi:speed", "fast"));
  assert.ok((await show({ n: 6, seat: 0, value: 13, dice: [1, 6, 6] })) >= 3, "dice roll");
  assert.deepEqual(page.problems, []);
  await context.close();
});

/**
 * A board of `preset` drawn alone on the page (web/board.js), with helpers in the page:
 * window.__board, window.__calls (onPiece / onSquare calls), window.__state(spec)
 * making the pieces from {"seat:piece": step | "waiting" | "home"}.
 */
async function boardAlone(page, preset, width = 700) {
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  await page.evaluate(
    async ([preset, width]) => {
      const { Board } = await import("/web/board.js");
      const layout = await (await fetch(`/api/layout?preset=${preset}`)).json();
      document.getElementById("app").replaceChildren();
      const box = document.createElement("div");
      box.className = "board-box";
      box.style.width = `${width}px`;
      document.getElementById("app").append(box);
      window.__calls = [];
      window.__layout = layout;
      window.__board = new Board(box, layout, {
        onPiece: (seat, piece) => window.__calls.push(["piece", seat, piece]),
        onSquare: (id) => window.__calls.push(["square", id]),
      });
      window.__square = (seat, step) => layout.seats[seat].track.find((e) => e.step === step);
      window.__state = (spec) =>
        layout.seats.map((s) =>
          [0, 1, 2, 3].map((piece) => {
            const v = spec[`${s.seat}:${piece}`] ?? "waiting";
            if (typeof v === "string") return { piece, at: v, step: null, x: null, y: null, square: null };
            const e = s.track.find((e) => e.step === v);
            return { piece, at: "board", step: v, x: e.x, y: e.y, square: e.square };
          }),
        );
    },
    [preset, width],
  );
}

test("the board alone: a capture sends the piece back after the capturer lands; a new state mid-walk jumps; stacks fan; home is legible; taps resolve", { timeout: 60_000 }, async () => {
  const { context, page } = await animatedPage(env.browser, { baseURL: env.server.url });
  await boardAlone(page, "pachisi");
  // Red walks from step 20 to 24, where a Green piece stands: Green goes home to its corner.
  const r = await page.evaluate(() => {
    const sq24 = window.__square(0, 24).square;
    const greenStep = window.__layout.seats[1].track.find((e) => e.square === sq24).step;
    window.__board.render(window.__state({ "0:0": 20, "1:0": greenStep }));
    window.__board.render(window.__state({ "0:0": 24 }));
    const red = document.querySelector('g.piece[data-seat="0"][data-piece="0"]');
    const green = document.querySelector('g.piece[data-seat="1"][data-piece="0"]');
    const walk = red.getAnimations()[0];
    const back = green.getAnimations()[0];
    return {
      steps: [20, 21, 22, 23, 24].map((k) => window.__square(0, k).square).join(" "),
      path: red.dataset.path,
      red: red.dataset.moving,
      green: green.dataset.moving,
      greenPath: green.dataset.path,
      walkEnds: walk.effect.getComputedTiming().endTime,
      backStarts: back.effect.getTiming().delay,
      last: [...document.querySelectorAll(".last-move")].map((e) => `${[...e.classList].join(".")}@${e.dataset.square}`),
      sq20: window.__square(0, 20).square,
      sq24,
    };
  });
  assert.equal(r.path, r.steps);
  assert.equal(r.red, "move");
  assert.equal(r.green, "capture");
  assert.equal(r.greenPath, `${r.sq24} waiting`);
  assert.ok(r.backStarts >= r.walkEnds && r.walkEnds > 0, `back at ${r.backStarts} ms, the walk ends at ${r.walkEnds} ms`);
  assert.deepEqual(r.last, [`last-move.last-from@${r.sq20}`, `last-move.last-to@${r.sq24}`]);
  await page.locator("svg.board circle.capture-ring").waitFor({ state: "attached" });
  await settled(page);
  assert.equal(await page.locator('g.piece[data-seat="1"][data-piece="0"]').getAttribute("data-square"), "waiting");

  // A new state in the middle of a walk: the walk jumps to its end, the new one starts there.
  const j = await page.evaluate(() => {
    window.__board.render(window.__state({ "0:0": 30 }));
    window.__board.render(window.__state({ "0:0": 33, "0:1": 1 }));
    const red = document.querySelector('g.piece[data-seat="0"][data-piece="0"]');
    const anims = red.getAnimations();
    const c30 = window.__square(0, 30);
    return { count: anims.length, first: anims[0]?.effect.getKeyframes()[0].transform, at30: [c30.x + 0.5, window.__layout.size - 1 - c30.y + 0.5], moved: [...document.querySelectorAll("g.piece[data-moving]")].length };
  });
  assert.equal(j.count, 1, "one animation on the piece");
  assert.equal(j.first, `translate(${j.at30[0]}px, ${j.at30[1]}px) scale(1)`);
  assert.equal(j.moved, 2, "two pieces walk in the last state (a stack of one seat's move)");
  await settled(page);

  // Stacks: four pieces on one square fan out inside it with a badge "4".
  const st = await page.evaluate(() => {
    window.__board.render(window.__state({ "0:0": 30, "0:1": 30, "0:2": 30, "2:0": window.__layout.seats[2].track.find((e) => e.square === window.__square(0, 30).square).step }));
    const cell = document.querySelector(`rect.square[data-id="${window.__square(0, 30).square}"]`).getBoundingClientRect();
    const bodies = [...document.querySelectorAll("g.piece")].filter((g) => g.dataset.square === String(window.__square(0, 30).square)).map((g) => g.querySelector(".piece-body").getBoundingClientRect());
    return { cell: [cell.left, cell.top, cell.right, cell.bottom], centres: bodies.map((b) => [b.left + b.width / 2, b.top + b.height / 2]), badge: document.querySelector(".stack-badge text")?.textContent };
  });
  assert.equal(st.centres.length, 4);
  assert.equal(st.badge, "4");
  assert.equal(new Set(st.centres.map((c) => c.map(Math.round).join(","))).size, 4, "the stack is fanned");
  for (const [x, y] of st.centres) assert.ok(x > st.cell[0] && x < st.cell[2] && y > st.cell[1] && y < st.cell[3], "inside the square");

  // Home: sixteen pieces in the centre, none over another or over the Home label.
  const home = await page.evaluate(() => {
    const all = {};
    for (let s = 0; s < 4; s++) for (let p = 0; p < 4; p++) all[`${s}:${p}`] = "home";
    window.__board.render(window.__state(all));
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom];
    };
    return {
      centre: box(document.querySelector("rect.square.centre")),
      label: box(document.querySelector("text.centre-label")),
      pieces: [...document.querySelectorAll("g.piece .piece-body")].map(box),
    };
  });
  await settled(page);
  const overlap = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  assert.equal(home.pieces.length, 16);
  home.pieces.forEach((p, i) => {
    assert.ok(p[0] >= home.centre[0] && p[2] <= home.centre[2] && p[1] >= home.centre[1] && p[3] <= home.centre[3], `piece ${i} inside the centre`);
    assert.ok(!overlap(p, home.label), `piece ${i} clear of the Home label`);
    home.pieces.forEach((q, k) => k > i && assert.ok(!overlap(p, q), `pieces ${i} and ${k} apart: ${p} ${q}`));
  });
  await page.locator("svg.board").screenshot({ path: `${SCREENSHOTS}/board-home.png` });

  // Taps: on a highlighted square -> onSquare; on the piece or beside it -> onPiece.
  const taps = await page.evaluate(() => {
    const sq = window.__square(0, 40);
    const target = window.__square(0, 46).square;
    window.__board.render(window.__state({ "0:0": 40 }), { movable: new Set(["0:0"]), targets: new Set([target]) });
    const svg = document.querySelector("svg.board");
    const click = (x, y) => svg.dispatchEvent(new MouseEvent("click", { clientX: x, clientY: y, bubbles: true }));
    const centre = (e) => {
      const r = e.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2, r.width];
    };
    const [tx, ty] = centre(document.querySelector(`rect.square[data-id="${target}"]`));
    const [px, py, w] = centre(document.querySelector(`rect.square[data-id="${sq.square}"]`));
    const hit = document.querySelector('g.piece[data-seat="0"][data-piece="0"] .hit').getBoundingClientRect();
    window.__calls.length = 0;
    click(tx, ty);
    click(px, py);
    click(px + hit.width / 2 - 2, py); // the edge of its tap area
    click(px + hit.width / 2 + 3, py + hit.height / 2 + 3); // just outside
    return { calls: window.__calls, target, hit: [hit.width, hit.height], cell: w };
  });
  assert.deepEqual(taps.calls, [["square", taps.target], ["piece", 0, 0], ["piece", 0, 0]]);
  assert.ok(taps.hit[0] >= 44 && taps.hit[1] >= 44 && taps.hit[0] > taps.cell, `tap area ${taps.hit} vs a square of ${taps.cell}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("screenshots of mid-game boards: Pachisi and Chopat at laptop and phone sizes", { timeout: 240_000 }, async () => {
  const base = env.server.url;
  for (const [preset, players, seats] of [
    ["pachisi", 4, ["human", "bot:easy", "bot:easy", "bot:easy"]],
    ["chopat", 2, ["human", "bot:easy"]],
  ]) {
    const g = await api(base, "POST", "/api/games", { preset, players, teams: false, options: ["order=fixed"], seats });
    const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
    await openHolding(page, g.game, [g.seats[0].token]);
    const pick = rng(21);
    let moves = 0;
    for (let i = 0; i < 1500 && moves < 24; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") await page.click(".throw-btn");
      else {
        await clickMove(page, pick);
        moves++;
      }
      await waitLogBeyond(page, n);
    }
    await throwUntilMove(page, 50);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `board-${preset}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `board-${preset}-phone`);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `${preset}: page is ${scroll}px wide in a ${client}px viewport`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
