// The petits chevaux lesson (/learn?preset=petits-chevaux): offered in the lobby while
// petits chevaux is chosen (with its own "No thanks"), then played through by clicking
// on its own board — the die, a 6 to bring a horse out and throw again, a move round
// the ring, a capture on a start square, climbing the numbered ladder (a wrong move
// first, its explanation, Try again) and the 6 into the centre — up to the end screen,
// which marks this lesson learned and links to its rules; the same lesson on a phone.
// Screenshots at a laptop's and a phone's size.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

/** The helpers of one page: text of a selector, wait for step n, a right move and Next. */
function on(page) {
  const text = async (selector) => ((await page.locator(selector).textContent()) ?? "").replace(/\s+/g, " ").trim();
  return {
    text,
    atStep: (n) => page.locator(".learn-progress", { hasText: `Step ${n} of 7` }).waitFor(),
    right: async ({ next = true } = {}) => {
      await page.locator(".learn-verdict.right").waitFor();
      if (next) await page.click(".learn-next");
    },
    // A tap on one of the learner's horses that the page marks as movable.
    tapHorse: (piece) => page.locator(`.learn-board g.piece.movable[data-seat="0"][data-piece="${piece}"]`).click(),
  };
}

test("the lobby offers the petits chevaux lesson while petits chevaux is chosen, until it is dismissed", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  // Pachisi is chosen first: the cowrie lesson is offered.
  assert.match(await page.locator(".learn-offer").textContent(), /New to Pachisi\?/);
  await choosePreset(page, "petits-chevaux");
  const offer = page.locator(".learn-offer");
  await offer.filter({ hasText: "New to petits chevaux?" }).waitFor();
  assert.match(await offer.textContent(), /climbing the numbered ladder/);
  assert.doesNotMatch(await offer.textContent(), COWRIES);
  assert.equal(await offer.locator("a.button").getAttribute("href"), "/learn?preset=petits-chevaux");
  await offer.scrollIntoViewIfNeeded();
  await screenshot(page, "learn-chevaux-offer-desktop");
  // Dismissed: gone for petits chevaux, remembered under its own key; Ludo's stays.
  await offer.locator("button", { hasText: "No thanks" }).click();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer-petits-chevaux")), "dismissed");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer")), null);
  await choosePreset(page, "ludo");
  await page.locator(".learn-offer", { hasText: "New to Ludo?" }).waitFor();
  await choosePreset(page, "petits-chevaux");
  await page.locator("fieldset.house-rules").waitFor();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the petits chevaux lesson played by clicking: a 6 to come out, a capture, a wrong move on the ladder, the centre", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  const { text, atStep, right, tapHorse } = on(page);
  await page.goto("/");
  await openLobbyForm(page);
  await choosePreset(page, "petits-chevaux");
  await page.locator(".learn-offer a.button").click();
  await atStep(1);
  assert.equal(await page.title(), "Learn to play petits chevaux — Pachisi");
  // Its own board: the ring of 56 and four ladders numbered 1 to 6.
  const svg = page.locator(".learn svg.board.boxed");
  await svg.waitFor();
  const numbers = await svg.locator("text.ladder-number").allTextContents();
  assert.deepEqual(numbers.sort(), ["1", "2", "3", "4", "5", "6"].flatMap((n) => [n, n, n, n]));

  // 1. The die: a 6.
  const faces = await page.locator("table.learn-table.die td").evaluateAll((tds) => tds.map((td) => td.firstChild.textContent.trim()));
  assert.deepEqual(faces, ["1", "2", "3", "4", "5", "6"]);
  assert.match(await text(".learn-intro"), /Your four Red horses wait in your stable/);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /CH-DIE CH-OUT/);
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "A 6! That is what you need to bring a horse out." }).waitFor();
  assert.equal(await page.locator(".learn-throws svg.one-die").count(), 1, "the throw is drawn as a die");
  await page.click(".learn-next");

  // 2. The 6 brings a horse out onto the start square, and throws again.
  await atStep(2);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /CH-OUT CH-SIX-AGAIN/);
  await tapHorse(0);
  await page.locator(".learn-why", { hasText: "62 squares from the centre, and your 6 earns another throw" }).waitFor();
  await right();

  // 3. The throw after the 6: a 4. 4. The 4 moves the horse round the ring.
  await atStep(3);
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "A 4: move a horse by it" }).waitFor();
  await page.click(".learn-next");
  await atStep(4);
  assert.match(await text(".learn-intro"), /horses in your stable cannot use a 4/);
  assert.equal(await page.locator(".learn-board rect.square.target").count(), 1);
  await page.locator(".learn-board rect.square.target").click();
  await page.locator(".learn-why", { hasText: "Horse 1 went 4 squares and has 58 to go" }).waitFor();
  await right();

  // 5. A capture on Green's own start square: no square is safe.
  await atStep(5);
  assert.match(await text(".learn-intro"), /Green's horse 1 stands on its own start square, 4 squares ahead of your horse 1/);
  await tapHorse(0);
  await page.locator(".learn-why", { hasText: "Green's horse 1 is back in its stable" }).waitFor();
  assert.equal(await page.locator('.learn-board g.piece[data-seat="1"][data-piece="0"]').getAttribute("aria-label"), "Green piece 1, waiting");
  await right();

  // 6. The ladder: horse 1 on ladder square 2 needs a 3; first the wrong move.
  await atStep(6);
  assert.match(await text(".learn-intro"), /Your horse 1 stands on ladder square 2; the horse before the ladder waits for a 1/);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /CH-LADDER/);
  // The horse before the ladder cannot use a 3: not marked movable.
  assert.equal(await page.locator('.learn-board g.piece.movable[data-seat="0"][data-piece="1"]').count(), 0);
  // The ladder square the 3 reaches is marked; it carries the number 3.
  const target = await svg.evaluate((s) =>
    [...s.querySelectorAll("rect.square.target")].map((r) => {
      const box = r.getBBox();
      const n = [...s.querySelectorAll("text.ladder-number")].find((x) => {
        const b = x.getBBox();
        return Math.abs(b.x + b.width / 2 - (box.x + box.width / 2)) < 0.5 && Math.abs(b.y + b.height / 2 - (box.y + box.height / 2)) < 0.5;
      });
      return n?.textContent ?? null;
    }),
  );
  assert.ok(target.includes("3"), `the marked targets' ladder numbers: ${JSON.stringify(target)}`);
  await tapHorse(2);
  await page.locator(".learn-verdict.wrong").waitFor();
  assert.match(
    await text(".learn-why"),
    /Your horse 1 would stay on ladder square 2: only a 3 climbs it, and only 17% of throws are a 3\. Use it while you have it\./,
  );
  assert.match(await text(".learn-did"), /moves piece 3 by 3/);
  assert.equal(await page.locator(".learn-next").isEnabled(), false);
  await screenshot(page, "learn-chevaux-ladder-wrong-desktop");
  await page.click(".learn-try-again");
  await tapHorse(0);
  await page.locator(".learn-why", { hasText: "Horse 1 climbed onto ladder square 3" }).waitFor();
  await screenshot(page, "learn-chevaux-ladder-desktop");
  await right();

  // 7. The 6 from ladder square 6 into the centre, and another throw.
  await atStep(7);
  assert.match(await page.getAttribute(".learn-rules", "data-rules"), /CH-CENTRE CH-SIX-AGAIN CH-END/);
  await page.click('.learn-moves button.move[data-action="6 p4"]');
  await page.locator(".learn-verdict.wrong").waitFor();
  assert.match(await text(".learn-why"), /needs exactly 6/);
  await page.click(".learn-try-again");
  await tapHorse(2);
  await page.locator(".learn-why", { hasText: "Horse 3 is home in the centre, and your 6 earns another throw" }).waitFor();
  assert.equal(await text(".learn-next"), "Finish");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-petits-chevaux")), null);
  await page.click(".learn-next");

  // The end screen: what was learned, the rules of petits chevaux; no word of cowries.
  await page.locator(".learn-recap").waitFor();
  assert.equal(await page.locator(".learn-recap li").count(), 7);
  assert.match(await text(".learn-recap"), /climb it with each square's own number: 1, 2, 3, 4, 5, 6/);
  const rules = page.locator(".learn a", { hasText: "All the rules of petits chevaux" });
  assert.equal(await rules.getAttribute("href"), "/rules/petits-chevaux");
  assert.doesNotMatch(await text(".learn"), COWRIES);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-petits-chevaux")), "1");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), null, "not the Pachisi lesson");
  await screenshot(page, "learn-chevaux-end-desktop");

  // Back in the lobby the offer is gone for petits chevaux, the Pachisi one is still there.
  await page.goto("/");
  await openLobbyForm(page);
  await page.locator(".learn-offer", { hasText: "New to Pachisi?" }).waitFor();
  await choosePreset(page, "petits-chevaux");
  await page.locator("fieldset.house-rules").waitFor();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the petits chevaux lesson on a phone: the card above the board, the ladder step on screen", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  const { atStep, right, tapHorse } = on(page);
  await page.goto("/learn?preset=petits-chevaux");
  await atStep(1);
  const card = await page.locator(".learn-card").boundingBox();
  const board = await page.locator(".learn-board").boundingBox();
  assert.ok(card.y + card.height <= board.y + 1, `card ends at ${card.y + card.height}, board starts at ${board.y}`);
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);
  await page.click(".learn-throw-btn");
  await screenshot(page, "learn-chevaux-throw-phone");
  await page.click(".learn-next");
  await atStep(2);
  await tapHorse(0);
  await right();
  await atStep(3);
  await page.click(".learn-throw-btn");
  await page.click(".learn-next");
  await atStep(4);
  await tapHorse(0);
  await right();
  await atStep(5);
  await tapHorse(0);
  await right();
  await atStep(6);
  await screenshot(page, "learn-chevaux-ladder-phone");
  const moves = await page.locator(".learn-moves button.move").last().boundingBox();
  assert.ok(moves.y + moves.height <= 844, "the moves are on screen above the board");
  await page.click('.learn-moves button.move[data-action="3 p3"]');
  await page.locator(".learn-verdict.wrong").waitFor();
  const again = await page.locator(".learn-try-again").boundingBox();
  assert.ok(again.y + again.height <= 844, "Try again is on screen");
  await screenshot(page, "learn-chevaux-ladder-wrong-phone");
  await page.click(".learn-try-again");
  await page.click('.learn-moves button.move[data-action="3 p1"]');
  await right();
  await atStep(7);
  await screenshot(page, "learn-chevaux-centre-phone");
  assert.deepEqual(page.problems, []);
  await context.close();
});
