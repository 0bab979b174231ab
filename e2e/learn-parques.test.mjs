// The Parqués lesson (/learn?preset=parques, docs/rules.md §19): offered in the lobby
// while Parqués is chosen, and played through by clicking on Parchís' board — two dice
// and up to three throws for a pair (Q-TRIES), the 6-6 that frees all four pieces with
// both dice and throws again (Q-PAIR-RELEASE, Q-RELEASE-DICE, Q-PAIR-AGAIN), a capture
// of both pieces on a square (Q-CAPTURE; the wrong move leaves a capture), the blow of
// a capture Blue left, chosen by clicking Blue's piece (Q-SOPLAR; declining explained
// first), the exact count into the cielo (Q-LLEGADA), the third pair in a row and the
// crown of the piece in the jail (Q-THREE-PAIRS; a wrong crown explained) — up to the
// end screen, which marks the lesson learned. At a laptop's and a phone's size, with
// screenshots; axe finds nothing on the blow, a wrong crown and the end screen. And in
// Belarusian, Gujarati, Hindi and Kazakh: the offer and every step, its right and wrong
// moves' explanations and the end screen, with no English left on screen.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm, lessonSteps } from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
];


test("the lobby offers Parqués its own lesson while it is chosen", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  await choosePreset(page, "parques");
  const offer = page.locator(".learn-offer");
  await offer.waitFor();
  assert.match(
    (await offer.textContent()).replace(/\s+/g, " "),
    /New to Parqués\? Play a 3-minute lesson on its board: a pair to get out of the jail, a capture, blowing a capture left, the exact count into the cielo and the crown of three pairs/,
  );
  assert.doesNotMatch(await offer.textContent(), /cowrie/i);
  assert.equal(await offer.locator("a.button").getAttribute("href"), "/learn?preset=parques");
  // Dismissed for Parqués only: Parchís' offer is still there.
  await offer.locator("button", { hasText: "No thanks" }).click();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer-parques")), "dismissed");
  await choosePreset(page, "parchis");
  await page.locator(".learn-offer", { hasText: "New to Parchís?" }).waitFor();
  await choosePreset(page, "parques");
  await page.locator(".learn-offer").waitFor({ state: "detached" });
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [size, viewport] of SIZES) {
  test(`the Parqués lesson played through (${size})`, { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain, piece, noAxe } = lessonSteps(page, 7);
    await page.goto("/learn?preset=parques");
    await atStep(1);
    assert.equal(await page.title(), "Learn to play Parqués — Pachisi");
    await page.locator(".learn svg.board.boxed").waitFor();
    assert.equal(await page.locator("table.learn-table").count(), 0, "two dice have no table");

    // 1. Q-DICE, Q-TRIES: every piece in the jail; 2 and 5 is no pair, another try; 6-6.
    assert.match(await text(".learn-intro"), /only a pair — both dice showing the same number — frees them/);
    assert.match(await text(".learn-intro"), /up to three throws to get a pair/);
    assert.match(await page.getAttribute(".learn-rules", "data-rules"), /Q-TRIES/);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "2 and 5: no pair" }).waitFor();
    assert.match(await text(".learn-feedback"), /You have another try — press Throw again/);
    assert.equal(await page.locator(".learn-next").isEnabled(), false);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "6 and 6: a pair!" }).waitFor();
    assert.match(await text(".learn-feedback"), /A pair comes in 17%\s?of throws/);
    assert.equal(await page.locator(".learn-throws svg.two-dice").count(), 2);
    assert.equal(await page.locator(".learn-throw-btn").isDisabled(), true);
    await screenshot(page, `learn-parques-throw-${size}`);
    await page.click(".learn-next");

    // 2. Q-PAIR-RELEASE, Q-RELEASE-DICE, Q-PAIR-AGAIN: the 6-6 frees all four with both
    //    dice, one button; clicked on a piece in the jail.
    await atStep(2);
    assert.equal(await page.locator(".learn-kept svg.one-die").count(), 2);
    assert.match(await text(".learn-intro"), /A 1\u20111 or a 6\u20116 frees every piece in the jail, any other pair up to two/);
    assert.equal(await page.locator(".learn-moves button.move").count(), 1);
    assert.match(await text(".learn-moves button.move"), /Pieces 1, 2, 3,? and 4: out of the jail together, with both dice \(71 to go\)/);
    assert.match(await piece(0, 0).getAttribute("aria-label"), /^Red piece 1, waiting/);
    await screenshot(page, `learn-parques-release-${size}`);
    await page.locator('.learn-board g.piece.movable[data-seat="0"]').first().click();
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /All four pieces are on your salida, 71 squares from the cielo, and both dice are used\. A pair you have played gives you another throw/);
    for (let j = 0; j < 4; j++) assert.doesNotMatch(await piece(0, j).getAttribute("aria-label"), /waiting/);
    await page.click(".learn-next");

    // 3. Q-CAPTURE: the other piece first (it leaves a capture, Q-SOPLAR), then both of
    //    Green's pieces captured.
    await atStep(3);
    assert.match(await text(".learn-intro"), /Two of Green's pieces stand 4 squares ahead of your piece 1, on a square that is not a seguro/);
    await wrong("4 p2", /It captures nothing, so Green's pieces stay on the board — and it leaves a capture: Green may begin their turn by blowing your piece 1 back to the jail/);
    await screenshot(page, `learn-parques-wrong-${size}`);
    await tryAgain("4 p1");
    await move("4 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /Both of Green's pieces are back in their jail\. A capture earns no extra squares and no extra throw/);
    assert.equal(await piece(1, 0).getAttribute("aria-label"), "Green piece 1, waiting");
    assert.equal(await piece(1, 1).getAttribute("aria-label"), "Green piece 2, waiting");
    await page.click(".learn-next");

    // 4. Q-SOPLAR: Blue left a capture; declining is explained, then Blue's piece is
    //    blown by clicking it on the board. No throw is kept: no tray.
    await atStep(4);
    assert.match(await text(".learn-intro"), /Blue has just moved without capturing, although its piece 2, 3 squares behind your piece 1, could have captured: Blue left a capture/);
    assert.equal(await page.locator(".learn-kept").count(), 0, "a blow spends no throw");
    assert.equal(await text(".learn-moves p.muted"), "Click the piece to blow back to its jail, or choose:");
    assert.equal(await text('.learn-moves button.move[data-action="pass"]'), "Don't blow: go on to your throw");
    assert.match(await text('.learn-moves button.move[data-action="blow p2"]'), /Blow Blue's piece 2 back to its jail/);
    assert.equal(await page.locator('.learn-board g.piece.movable[data-seat="3"][data-piece="1"]').count(), 1, "Blue's piece is the one to click");
    await screenshot(page, `learn-parques-blow-${size}`);
    await noAxe(`blow ${size}`);
    await wrong("pass", /Declining costs nothing, but Blue's piece 2 stays 3 squares behind your piece 1: a 3 on one die or on the two together captures it, and 36%\s?of throws can/);
    assert.match(await text(".learn-did"), /does not blow the capture left/);
    await tryAgain("blow p2");
    await piece(3, 1).click();
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /blows Blue's piece 2 back to the jail/);
    assert.match(await text(".learn-feedback"), /Blue's piece 2 is back in its jail and can no longer capture your piece 1\. Now you throw as usual/);
    assert.equal(await piece(3, 1).getAttribute("aria-label"), "Blue piece 2, waiting");
    await page.click(".learn-next");

    // 5. Q-LLEGADA: the exact 3 into the cielo, not the other piece.
    await atStep(5);
    assert.match(await text(".learn-intro"), /Your piece 1 is in your llegada, .* with 3 squares to go/);
    await wrong("3 p2", /Piece 1 needs exactly 3 for the cielo, and only 36%\s?of throws give a 3 on one die or on the two together/);
    await tryAgain("3 p1");
    await move("3 p1");
    await right(/Piece 1 is in the cielo\. The first player with all four pieces in the cielo wins/);

    // 6. Q-THREE-PAIRS: two pairs played this turn; the third, 4 and 4, is not played.
    await atStep(6);
    assert.match(await text(".learn-intro"), /already thrown two pairs in a row/);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "4 and 4: your third pair in a row" }).waitFor();
    assert.match(await text(".learn-feedback"), /It is not played: instead you crown one of your pieces/);
    await page.click(".learn-next");

    // 7. Q-THREE-PAIRS: crown the piece in the jail; a crown of piece 2 explained first.
    await atStep(7);
    assert.equal(await page.locator(".learn-kept").count(), 0);
    assert.equal(await page.locator(".learn-moves button.move").count(), 3);
    assert.equal(await page.locator('.learn-board g.piece.movable[data-seat="0"]').count(), 3, "pieces 2, 3 and 4");
    await wrong("crown p2", /Piece 2 had only 12 squares to go\. Piece 4 is still in the jail: it needs a pair just to come out/);
    await screenshot(page, `learn-parques-crown-wrong-${size}`);
    await noAxe(`wrong crown ${size}`);
    await tryAgain("crown p4");
    assert.match(await piece(0, 3).getAttribute("aria-label"), /^Red piece 4, waiting/);
    await piece(0, 3).click();
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /crowns piece 4/);
    assert.match(await text(".learn-feedback"), /Piece 4 went from the jail straight to the cielo/);
    assert.equal(await text(".learn-next"), "Finish");
    await page.click(".learn-next");

    await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
    assert.equal(await page.locator("ul.learn-recap li").count(), 7);
    assert.match(await text("ul.learn-recap"), /A capture not made is a capture left/);
    assert.equal(await page.locator('a[href="/rules/parques"]', { hasText: "All the rules of Parqués" }).count(), 1);
    await screenshot(page, `learn-parques-end-${size}`);
    await noAxe(`end ${size}`);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-parques")), "1");
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), null, "not the Pachisi lesson");
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);

    // Back in the lobby with Parqués chosen, its offer is gone.
    await page.goto("/");
    await openLobbyForm(page);
    await choosePreset(page, "parques");
    await page.locator("fieldset.house-rules").waitFor();
    assert.equal(await page.locator(".learn-offer").count(), 0);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

/** Latin words a person sees in `selector` (none should be left in another language). */
async function latinWords(page, selector) {
  const texts = await page.locator(selector).evaluateAll((els) => {
    const out = [];
    for (const root of els) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent.trim() || el.closest(".sr-only, [hidden]")) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        out.push(n.textContent.trim());
      }
    }
    return out;
  });
  return texts.flatMap((s) => [...s.matchAll(/[A-Za-z][A-Za-z'’]{2,}/g)].map((m) => `${m[0]} (in “${s.slice(0, 60)}”)`));
}

test("the Parqués lesson in Belarusian, Gujarati, Hindi and Kazakh: no English left", { timeout: 240_000 }, async () => {
  for (const lang of ["be", "gu", "hi", "kk"]) {
    const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
    const seen = [];
    const look = async (what) => {
      for (const w of await latinWords(page, ".learn-offer, .learn")) seen.push(`${lang} ${what}: ${w}`);
    };
    await page.goto(`/?lang=${lang}`);
    await choosePreset(page, "parques");
    await page.locator(".learn-offer").waitFor();
    await look("offer");
    await page.goto(`/learn?preset=parques&lang=${lang}`);
    await page.locator(".learn-progress").waitFor();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const move = (action) => page.click(`.learn-moves button.move[data-action="${action}"]`);
    const verdict = async (what, kind) => {
      await page.locator(`.learn-verdict.${kind}`).waitFor();
      await look(what);
    };
    const next = () => page.click(".learn-next");
    const again = () => page.click(".learn-try-again");
    // 1. Two throws (no pair, then 6-6).
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback .learn-did").waitFor();
    await look("first try");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-next:not([disabled])").waitFor();
    await look("pair");
    await next();
    // 2. The release.
    await look("release");
    await move("6 p1 stack");
    await verdict("release done", "right");
    await next();
    // 3. The capture: wrong (a capture left), then right.
    await move("4 p2");
    await verdict("capture wrong", "wrong");
    await again();
    await move("4 p1");
    await verdict("capture done", "right");
    await next();
    // 4. The blow: declined (wrong), then made.
    await page.locator('.learn-moves button.move[data-action="pass"]').waitFor();
    await look("blow");
    await move("pass");
    await verdict("blow declined", "wrong");
    await again();
    await move("blow p2");
    await verdict("blow done", "right");
    await next();
    // 5. The llegada: the other piece (wrong), then the cielo.
    await move("3 p2");
    await verdict("llegada wrong", "wrong");
    await again();
    await move("3 p1");
    await verdict("llegada done", "right");
    await next();
    // 6. The third pair.
    await page.click(".learn-throw-btn");
    await page.locator(".learn-next:not([disabled])").waitFor();
    await look("third pair");
    await next();
    // 7. The crown: a piece on the board (wrong), then the piece in the jail.
    await move("crown p3");
    await verdict("crown wrong", "wrong");
    await again();
    await move("crown p4");
    await verdict("crown done", "right");
    await next();
    await page.locator("ul.learn-recap").waitFor();
    await look("end");
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-parques")), "1");
    await screenshot(page, `learn-parques-end-${lang}`);
    assert.deepEqual(seen, []);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
