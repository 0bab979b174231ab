// The game screen on a phone (issue 26, "a phone screen built around the board"), at
// 390×844 and 360×640: the board, whose turn, the throw and the last throw, every legal move and Hint fit
// the screen without scrolling in a Ludo and a Pachisi game mid-play (with many moves
// for several kept throws, the moves of one throw at a time — a test forces that case,
// which random play reaches only now and then); pieces on the
// track are at least 24 px; the chat opens as a drawer over the board (the board stays
// where it was) and a line from another player shows as a toast; reactions and the
// clock ring are drawn at the seats' yards; the fairness lines sit behind a disclosure.
// Screenshots at both phone sizes and at a laptop's.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, nextDuty, logCount, waitLogBeyond, rng, throwUntilMove } from "./helpers.mjs";

const env = serverAndBrowser();

const PHONES = [
  [390, 844],
  [360, 640],
];

/** Play `moves` moves of the page's seat (bots play the rest), then throw until a move is to be chosen. */
async function playToMidGame(page, pick, moves) {
  let made = 0;
  for (let i = 0; i < 400 && made < moves; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return false;
    const n = await logCount(page);
    if (duty === "throw") await page.click(".throw-btn");
    else {
      const bs = page.locator(".actions button.move:not([disabled])");
      const labels = await bs.allTextContents();
      const real = labels.map((t, k) => [t, k]).filter(([t]) => !/pass/i.test(t));
      await bs.nth(real.length ? real[pick(real.length)][1] : 0).click();
      made++;
    }
    await waitLogBeyond(page, n);
  }
  for (let i = 0; i < 60; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return false;
    if (duty === "move") return true;
    const n = await logCount(page);
    await page.click(".throw-btn");
    await waitLogBeyond(page, n);
  }
  return false;
}

/** Boxes (CSS px, viewport coordinates) of what must be on the first screen. */
const firstScreen = (page) =>
  page.evaluate(() => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height, text: e.textContent.trim().slice(0, 40) };
    };
    const all = (sel) => [...document.querySelectorAll(sel)].map(box);
    return {
      innerHeight,
      innerWidth,
      board: box(document.querySelector(".board-box svg.board")),
      banner: box(document.querySelector(".banner")),
      throwBtn: box(document.querySelector(".throw-btn")),
      lastThrow: box(document.querySelector(".last-throw")),
      moves: all(".actions button.move"),
      hint: all(".actions button.hint-btn, .actions button").filter((b) => /hint/i.test(b.text)),
      // Pieces on the track (not waiting in a yard, not home): their bodies' boxes.
      pieces: [...document.querySelectorAll("svg.board g.piece")]
        .filter((g) => /^\d+$/.test(g.dataset.square ?? ""))
        .map((g) => ({ key: `${g.dataset.seat}:${g.dataset.piece}`, ...box(g.querySelector(".piece-body")) })),
    };
  });

function assertOnScreen(seen, what) {
  const inside = (b, name) => {
    assert.ok(b, `${what}: ${name} is on the page`);
    assert.ok(b.top >= 0 && b.bottom <= seen.innerHeight + 0.5, `${what}: ${name} (${b.text}) spans ${b.top}–${b.bottom} px of a ${seen.innerHeight} px screen`);
    assert.ok(b.left >= 0 && b.right <= seen.innerWidth + 0.5, `${what}: ${name} spans ${b.left}–${b.right} px across ${seen.innerWidth} px`);
  };
  inside(seen.board, "the board");
  inside(seen.banner, "the banner");
  inside(seen.throwBtn, "the throw button");
  inside(seen.lastThrow, "the last throw");
  assert.ok(seen.moves.length > 0, `${what}: a move to choose`);
  seen.moves.forEach((b, i) => inside(b, `move ${i + 1}`));
  assert.equal(seen.hint.length, 1, `${what}: one Hint button`);
  inside(seen.hint[0], "Hint");
  // The board is still a board people can play on: at least 3/4 of the screen's width.
  assert.ok(seen.board.width >= 0.75 * seen.innerWidth, `${what}: the board is ${seen.board.width} px wide`);
}

for (const [preset, players, teams] of [
  ["ludo", 4, false],
  ["pachisi", 4, true],
]) {
  test(`${preset} on a phone: board, banner, throw, every move and Hint on the first screen; pieces at least 24 px`, { timeout: 240_000 }, async () => {
    const base = env.server.url;
    for (const [width, height] of PHONES) {
      const seats = ["human", "bot:easy", "bot:easy", "bot:easy"].slice(0, players);
      const g = await api(base, "POST", "/api/games", { preset, players, teams, options: preset === "pachisi" ? ["order=fixed"] : [], seats });
      const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
      await page.goto(g.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board").waitFor();
      const pick = rng(width + height);
      assert.ok(await playToMidGame(page, pick, 6), "the game is still on");
      await page.evaluate(() => window.scrollTo(0, 0));
      const seen = await firstScreen(page);
      const what = `${preset} at ${width}×${height}`;
      await screenshot(page, `phone-${preset}-${width}x${height}`);
      assertOnScreen(seen, what);
      assert.ok(seen.pieces.length > 0, `${what}: pieces on the track`);
      for (const p of seen.pieces) {
        assert.ok(p.width >= 24 && p.height >= 24, `${what}: piece ${p.key} is ${p.width.toFixed(1)}×${p.height.toFixed(1)} px`);
      }
      // Stacks: their count badge has a number at least 11 px high.
      const badges = await page.evaluate(() =>
        [...document.querySelectorAll("svg.board .stack-badge text")].map((t) => t.getBoundingClientRect().height),
      );
      for (const h of badges) assert.ok(h >= 11, `${what}: a stack's count is ${h} px high`);
      // The fairness lines are behind a closed "Fairness" disclosure.
      const fair = page.locator("details.fairness");
      assert.equal(await fair.evaluate((d) => d.open), false);
      assert.equal(await page.locator(".game-footer code").first().isVisible(), false);
      assert.deepEqual(page.problems, []);
      await context.close();
    }
  });
}

test("pachisi on a small phone with several kept throws: one throw's moves at a time, the board at least 3/4 wide", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "pachisi", players: 4, teams: true, options: ["order=fixed"], seats: ["human", "bot:easy", "bot:easy", "bot:easy"] });
  const { context, page } = await newPage(env.browser, { width: 360, height: 640, baseURL: base });
  // Many moves for several kept throws are rare from the start of a game: on their way to
  // the page, the server's states get two more kept throws, each with a move for every
  // piece (the page is only looked at; the invented moves are not played).
  const added = [];
  await context.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      const j = JSON.parse(m);
      if (j.type === "state" && j.phase === "move" && j.legal?.some((a) => a.action !== "pass")) {
        const real = j.legal.find((a) => a.action !== "pass");
        const values = [2, 3, 4, 5, 6, 7, 10, 12, 25].filter((v) => !(j.kept ?? []).includes(v)).slice(0, 2);
        added.splice(0, added.length, ...values);
        const extra = values.flatMap((v) => [0, 1, 2, 3].map((p) => ({ ...real, value: v, pieces: [p], action: `${real.action}-invented-${v}-${p}`, id: 10_000 + 10 * v + p })));
        j.legal = [...j.legal, ...extra];
        j.kept = [...(j.kept ?? []), ...values];
      }
      ws.send(JSON.stringify(j));
    });
  });
  await page.goto(g.seats[0].invite.replace(base, ""));
  await page.locator(".board-box svg.board").waitFor();
  await throwUntilMove(page, 60);
  assert.equal(await nextDuty(page, 30_000), "move");
  await page.evaluate(() => window.scrollTo(0, 0));
  const what = "pachisi at 360×640 with many moves";
  const seen = await firstScreen(page);
  await screenshot(page, "phone-pachisi-kept-throws-360x640");
  assertOnScreen(seen, what);
  // The first kept throw's moves are shown, and its chip is pressed.
  const kept = page.locator(".tray button.kept");
  const first = Number(await kept.first().textContent());
  assert.match(await page.locator(".actions > p").textContent(), new RegExp(`Moves with ${first}:`));
  assert.equal(await kept.first().getAttribute("aria-pressed"), "true");
  for (const label of await page.locator(".actions button.move:not(.pass)").allTextContents()) assert.match(label, new RegExp(`: ${first} `));
  // Another kept throw shows its moves: one for each piece, still on the first screen.
  const chip = kept.filter({ hasText: new RegExp(`^\\s*${added[1]}\\s*$`) });
  await chip.click();
  assert.equal(await chip.getAttribute("aria-pressed"), "true");
  assert.match(await page.locator(".actions > p").textContent(), new RegExp(`Moves with ${added[1]}:`));
  const labels = await page.locator(".actions button.move:not(.pass)").allTextContents();
  assert.deepEqual(labels.map((l) => l.match(/Piece (\d)/)[1]), ["1", "2", "3", "4"]);
  assertOnScreen(await firstScreen(page), `${what}, another throw chosen`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("chat on a phone: a toast for a new line, a drawer over the board, reactions and the clock ring at the yards", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "ludo", players: 2, seats: ["human", "human"], clock: 120 });
  const [red, other] = g.seats.filter((s) => s.kind === "human");
  for (const [width, height] of PHONES) {
    const phone = await newPage(env.browser, { width, height, baseURL: base });
    const friend = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
    await phone.page.goto(red.invite.replace(base, ""));
    await friend.page.goto(other.invite.replace(base, ""));
    for (const p of [phone.page, friend.page]) await p.locator(".board-box svg.board").waitFor();
    // Both have joined: the game runs and the clock of the seat to move is a ring round its yard.
    await phone.page.waitForFunction(() => !/waiting/i.test(document.querySelector(".banner")?.textContent ?? ""), null, { polling: 50 });
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    // Both pages throw their start order by themselves: wait until it is over, so that the
    // banner (one line or two) does not change while the board's place is measured.
    await phone.page.waitForFunction(() => !/start order/.test(document.querySelector(".banner")?.textContent ?? ""), null, { polling: 50 });
    const ring = phone.page.locator("svg.board .clock-ring");
    await ring.waitFor();
    const share = Number(await ring.getAttribute("data-share"));
    assert.ok(share > 0 && share <= 1, `the ring shows ${share} of the time left`);
    const toMove = await phone.page.evaluate(() => document.querySelector(".seat-list li.to-move")?.textContent ?? "");
    assert.match(toMove, new RegExp(await ring.evaluate((r) => ["Red", "Green", "Yellow", "Blue"][Number(r.dataset.seat)])));
    // The friend writes: the phone shows a toast over the board, in a polite live region.
    const text = `hello from ${width}`;
    await friend.page.fill("#chat-input", text);
    await friend.page.press("#chat-input", "Enter");
    const toast = phone.page.locator(".chat-toasts .chat-toast", { hasText: text });
    await toast.waitFor();
    assert.equal(await phone.page.locator(".chat-toasts").getAttribute("aria-live"), "polite");
    const tb = await toast.boundingBox();
    const board = await phone.page.locator(".board-box svg.board").boundingBox();
    assert.ok(tb.y >= board.y && tb.y + tb.height <= board.y + board.height, `the toast (${JSON.stringify(tb)}) lies over the board (${JSON.stringify(board)})`);
    assert.ok(tb.y + tb.height <= height, "the toast is on the screen");
    // The chat button is in the banner row, on the first screen, and counts the line.
    const button = phone.page.locator(".banner-row .chat-button");
    const bb = await button.boundingBox();
    assert.ok(bb && bb.y >= 0 && bb.y + bb.height <= height, "the chat button is on the first screen");
    assert.match((await button.getAttribute("aria-label")) ?? "", /1 new/);
    await screenshot(phone.page, `phone-chat-toast-${width}x${height}`);
    // Opening the chat: a drawer over the board; the board does not move.
    await button.click();
    const drawer = phone.page.locator("#chat-drawer");
    await drawer.locator(".chat-lines li", { hasText: text }).waitFor();
    const after = await phone.page.locator(".board-box svg.board").boundingBox();
    assert.deepEqual(after, board, "the board stays where it was");
    const db = await drawer.boundingBox();
    assert.ok(db.y < board.y + board.height && db.y + db.height <= height + 0.5, `the drawer (${JSON.stringify(db)}) is over the board, on the screen`);
    assert.equal(await phone.page.evaluate(() => window.scrollY), 0);
    await screenshot(phone.page, `phone-chat-open-${width}x${height}`);
    await drawer.locator(".chat-close").click();
    assert.equal(await drawer.isVisible(), false);
    // A reaction from the friend shows at the friend's yard on the phone's board.
    await friend.page.locator(".emote-btn", { hasText: "🎉" }).click();
    const bubble = phone.page.locator(`svg.board .seat-reaction[data-seat="${other.seat}"]`);
    await bubble.waitFor();
    assert.equal((await bubble.textContent()).trim(), "🎉");
    await screenshot(phone.page, `phone-reaction-${width}x${height}`);
    assert.deepEqual(phone.page.problems, []);
    await phone.context.close();
    await friend.context.close();
  }
});

test("the laptop keeps the side panel: controls beside the board, no chat button, the chat in the panel", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "ludo", players: 2, seats: ["human", "human"] });
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  await page.goto(g.seats[1].invite.replace(base, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.locator(".throw-btn:not([disabled])").waitFor();
  const board = await page.locator(".board-box svg.board").boundingBox();
  const side = await page.locator("aside.side").boundingBox();
  assert.ok(side.x >= board.x + board.width, "the side panel is beside the board");
  assert.equal(await page.locator(".chat-button").isVisible(), false);
  assert.equal(await page.locator("#chat-input").isVisible(), true);
  await screenshot(page, "phone-laptop-1366x768");
  assert.deepEqual(page.problems, []);
  await context.close();
});
