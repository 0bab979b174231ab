// The first-game lesson (/learn): completed by clicking — throws, a piece, a target
// square, move buttons, a wrong move once (its explanation, then Try again) — up to
// the end screen, which marks the lesson learned in this browser; the same on a
// phone's screen with the keyboard, the lesson card above the board; and the lobby's
// offer of the lesson. Screenshots at a laptop's and a phone's size.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();

const text = async (page, selector) => ((await page.locator(selector).textContent()) ?? "").replace(/\s+/g, " ").trim();

/** Wait for step n's card (its progress line). */
async function atStep(page, n) {
  await page.locator(".learn-progress", { hasText: `Step ${n} of 7` }).waitFor();
}

/** The feedback after a right move, and Next. */
async function right(page, { next = true } = {}) {
  await page.locator(".learn-verdict.right").waitFor();
  assert.equal(await page.locator(".learn-next").isEnabled(), true);
  if (next) await page.click(".learn-next");
}

test("the first-game lesson completed by clicking", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await page.goto("/learn");
  await atStep(page, 1);
  assert.equal(await page.title(), "Learn to play — Pachisi");
  assert.equal(await page.locator(".learn-feedback").getAttribute("aria-live"), "polite");
  // Next waits until the step is done.
  assert.equal(await page.locator(".learn-next").isEnabled(), false);

  // 1. Two throws: a 10 (throw again), then a 3 that ends the throwing.
  const table = await page.locator("table.learn-table tr").evaluateAll((rows) =>
    rows.map((tr) => [...tr.cells].map((c) => c.firstChild.textContent.trim())),
  );
  assert.deepEqual(table, [
    ["Mouths up", "0", "1", "2", "3", "4", "5", "6"],
    ["Value", "25", "10", "2", "3", "4", "5", "6"],
  ]);
  assert.equal(await page.locator("table.learn-table td.again").count(), 3);
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "1 shell mouth up: 10" }).waitFor();
  assert.match(await text(page, ".learn-feedback"), /lets you throw again/);
  assert.equal(await page.locator(".learn-next").isEnabled(), false);
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "3 shells mouth up: 3" }).waitFor();
  assert.match(await text(page, ".learn-feedback"), /You keep your throws, 10 and 3/);
  assert.equal(await page.locator(".learn-throw-btn").isDisabled(), true);
  await screenshot(page, "learn-throw-desktop");
  await page.click(".learn-next");

  // 2. Enter a piece with the 10: click the piece on the board.
  await atStep(page, 2);
  assert.match(await text(page, ".learn-intro"), /Only a grace throw — 6, 10,? or 25 — brings a piece/);
  assert.match(await text(page, ".learn-intro"), /Your 3 cannot bring a piece in/);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /P-GRACE/);
  await page.locator('g.piece.movable[data-seat="0"]').first().click();
  await right(page, { next: false });
  assert.match(await text(page, ".learn-feedback"), /enters piece 1 with 10/);
  assert.match(await text(page, ".learn-feedback"), /on your start square/);
  await page.click(".learn-next");

  // 3. Move it with the 3: click the marked square it goes to.
  await atStep(page, 3);
  assert.equal(await page.locator("rect.square.target").count(), 1);
  await page.locator("rect.square.target").click();
  await right(page, { next: false });
  assert.match(await text(page, ".learn-feedback"), /has 80 to go/);
  await page.click(".learn-next");

  // 4. Capture with the move button; Green's piece goes back to the centre.
  await atStep(page, 4);
  assert.match(await text(page, ".learn-intro"), /Green's piece 1 stands 3 squares ahead of your piece 1/);
  await page.click('.learn-moves button.move[data-action="3 p1"]');
  await right(page, { next: false });
  assert.match(await text(page, ".learn-feedback"), /Green.s piece 1 is back off the board, and you throw again/);
  assert.equal(await page.locator('g.piece[data-seat="1"][data-piece="0"]').getAttribute("aria-label"), "Green piece 1, waiting");
  await page.click(".learn-next");

  // 5. The castle: first the wrong move, its explanation, then try again.
  await atStep(page, 5);
  await page.click('.learn-moves button.move[data-action="4 p2"]');
  await page.locator(".learn-verdict.wrong").waitFor();
  assert.match(await text(page, ".learn-why"), /Piece 2 would stand on an open square where Green's piece 1 could capture it with a 3 — 31% of throws are a 3/);
  assert.match(await text(page, ".learn-did"), /moves piece 2 by 4/);
  assert.equal(await page.locator(".learn-next").isEnabled(), false);
  assert.equal(await page.locator(".learn-moves").count(), 0, "no moves while the wrong one is shown");
  assert.equal(await page.evaluate(() => document.activeElement?.className), "primary learn-try-again");
  await screenshot(page, "learn-wrong-desktop");
  await page.click(".learn-try-again");
  await page.locator('.learn-moves button.move[data-action="4 p1"]').waitFor();
  await page.locator('g.piece.movable[data-seat="0"][data-piece="0"]').click();
  await right(page, { next: false });
  assert.match(await text(page, ".learn-feedback"), /stands on a castle/);
  await page.click(".learn-next");

  // 6. Exact: the piece with 3 to go (the other would strand, marked ⚠).
  await atStep(page, 6);
  assert.match(await text(page, '.learn-moves button.move[data-action="3 p2"]'), /⚠/);
  await page.click('.learn-moves button.move[data-action="3 p1"]');
  await right(page);

  // 7. Teams: piece 4 has two moves; clicking it shows them; the 10 wins.
  await atStep(page, 7);
  assert.match(await text(page, ".learn-intro"), /Yellow, opposite you, is your partner: you play together against Green and Blue/);
  await page.locator('g.piece.movable[data-seat="0"][data-piece="3"]').click();
  assert.equal(await page.locator(".learn-moves button.move").count(), 2);
  await page.click('.learn-moves button.move[data-action="10 p4"]');
  await right(page, { next: false });
  assert.match(await text(page, ".learn-feedback"), /Red and Yellow win the game!/);
  assert.equal(await text(page, ".learn-next"), "Finish");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), null);
  await page.click(".learn-next");

  // The end screen: what was learned, on to a first game; the lesson is marked learned.
  await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
  assert.equal(await page.locator("ul.learn-recap li").count(), 7);
  assert.equal(await page.locator("a.learn-play").getAttribute("href"), "/");
  assert.equal(await text(page, "a.learn-play"), "Play your first game");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), "1");
  await screenshot(page, "learn-end-desktop");

  // Back in the lobby, the offer of the lesson is gone.
  await page.goto("/");
  await openLobbyForm(page);
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("on a phone: the card above the board, played with the keyboard", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  await page.goto("/learn");
  await atStep(page, 1);
  // The card comes first; its text and buttons are on screen without scrolling.
  const card = await page.locator(".learn-card").boundingBox();
  const board = await page.locator(".learn-board").boundingBox();
  assert.ok(card.y + card.height <= board.y + 1, `card ends at ${card.y + card.height}, board starts at ${board.y}`);
  for (const sel of [".learn-throw-btn", ".learn-next"]) {
    const b = await page.locator(sel).boundingBox();
    assert.ok(b.y + b.height <= 844, `${sel} is on screen (${b.y + b.height})`);
  }
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);

  // Throw twice with the keyboard; after the last throw the focus is on Next.
  await page.locator(".learn-throw-btn").focus();
  await page.keyboard.press("Enter");
  await page.locator(".learn-feedback", { hasText: "lets you throw again" }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("learn-throw-btn")), true);
  await page.keyboard.press("Enter");
  await page.locator(".learn-feedback", { hasText: "ends your throwing" }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("learn-next")), true);
  await page.keyboard.press("Enter");

  // Step 2: the focus moves to the step's title; Tab reaches the move, Enter plays it.
  await atStep(page, 2);
  assert.equal(await page.evaluate(() => document.activeElement?.id), "learn-title");
  let tabs = 0;
  while (!(await page.evaluate(() => document.activeElement?.dataset?.action === "10 p1"))) {
    await page.keyboard.press("Tab");
    assert.ok(++tabs < 15, "the move button is reachable with Tab");
  }
  await page.keyboard.press("Enter");
  await right(page, { next: false });
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("learn-next")), true);
  const next = await page.locator(".learn-next").boundingBox();
  assert.ok(next.y + next.height <= 844, "Next is on screen after the move");
  await screenshot(page, "learn-grace-phone");

  // Step 3 on the phone, then the castle step's wrong move for a screenshot.
  await page.keyboard.press("Enter");
  await atStep(page, 3);
  await page.click('.learn-moves button.move[data-action="3 p1"]');
  await right(page);
  await atStep(page, 4);
  await page.click('.learn-moves button.move[data-action="3 p1"]');
  await right(page);
  await atStep(page, 5);
  await screenshot(page, "learn-castle-phone");
  const moves = await page.locator(".learn-moves button.move").last().boundingBox();
  assert.ok(moves.y + moves.height <= 844, "the moves are on screen above the board");
  await page.click('.learn-moves button.move[data-action="4 p2"]');
  await page.locator(".learn-verdict.wrong").waitFor();
  await screenshot(page, "learn-wrong-phone");
  const again = await page.locator(".learn-try-again").boundingBox();
  assert.ok(again.y + again.height <= 844, "Try again is on screen");

  // Back returns to the solved step, still solved.
  await page.click(".learn-try-again");
  await page.click(".learn-back");
  await atStep(page, 4);
  assert.equal(await page.locator(".learn-next").isEnabled(), true);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the lobby offers the lesson until it is dismissed", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  const offer = page.locator(".learn-offer");
  await offer.waitFor();
  assert.match(await text(page, ".learn-offer"), /New to Pachisi\? Play a 3-minute lesson/);
  assert.equal(await offer.locator("a").getAttribute("href"), "/learn");
  await offer.locator("button", { hasText: "No thanks" }).click();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer")), "dismissed");
  await page.reload();
  await openLobbyForm(page);
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a step's rules are one small link, not rule IDs; the rules page shows the rule", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/learn");
  await atStep(page, 1);
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "1 shell mouth up: 10" }).waitFor();
  await page.click(".learn-throw-btn");
  await page.locator(".learn-next:not([disabled])").click();
  await atStep(page, 2);
  // No rule ID (P-GRACE, P-ENTER-SQ1) is on screen: one link, the IDs in its tooltip.
  const card = await text(page, ".learn-card");
  assert.doesNotMatch(card, /\b[A-Z]{1,2}-[A-Z0-9]+(-[A-Z0-9]+)*\b/, card);
  const link = page.locator(".learn-rules a.rule-link");
  assert.equal(await link.count(), 1);
  assert.equal(await text(page, ".learn-rules a.rule-link"), "Read the rule");
  assert.equal(await link.getAttribute("title"), "P-GRACE, P-ENTER-SQ1");
  assert.equal(await link.getAttribute("href"), "/rules/pachisi#rule=P-GRACE,P-ENTER-SQ1");
  assert.match(await link.getAttribute("aria-label"), /^Read the rule/);

  // The rules page: the first option that names one of the rules (entering: P-ENTER-SQ1)
  // is marked and scrolled into view.
  await page.goto("/rules/pachisi#rule=P-GRACE,P-ENTER-SQ1");
  const marked = page.locator(".rule-target");
  await marked.waitFor();
  assert.equal(await page.locator(".rule-target").count(), 1);
  assert.equal(await marked.getAttribute("data-key"), "enter");
  assert.ok(await marked.evaluate((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }), "in view");
  // A rule no option names (the exact finish) shows "Your turn", which tells it.
  await page.goto("/");
  await page.goto("/rules/pachisi#rule=T-EXACT");
  await page.locator("#rules-turn.rule-target").waitFor();
  await screenshot(page, "learn-rule-link-target");
  assert.deepEqual(page.problems, []);
  await context.close();
});
