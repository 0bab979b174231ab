// The Sorry! lesson (/learn?preset=sorry, docs/rules.md §20): offered in the lobby while
// Sorry! is chosen, and played through by clicking on its board — drawing a card (S-DRAW),
// a 2 out of Start that draws again (S-START-PAWN, S-TWO), a slide that bumps (S-SLIDE;
// the other move explained), the 11's switch chosen by clicking the other pawn
// (S-ELEVEN; 11 forward explained), the Sorry! card (S-SORRY; a worse target explained),
// the 4 backward from the start square (S-FOUR), Home by the exact count (S-HOME) — up to
// the end screen. At a laptop's and a phone's size, with screenshots and axe; and in
// Hindi and Belarusian with no English left on screen.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm, lessonSteps, visibleText, leftovers } from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
];

test("the lobby offers Sorry! its own lesson while it is chosen", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  await choosePreset(page, "sorry");
  const offer = page.locator(".learn-offer");
  await offer.waitFor();
  assert.match((await offer.textContent()).replace(/\s+/g, " "), /New to Sorry!\? Play a 3-minute lesson on its board: drawing cards/);
  assert.equal(await offer.locator("a.button").getAttribute("href"), "/learn?preset=sorry");
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [size, viewport] of SIZES) {
  test(`the Sorry! lesson played through (${size})`, { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain, piece, noAxe } = lessonSteps(page, 7);
    await page.goto("/learn?preset=sorry");
    await atStep(1);
    assert.equal(await page.title(), "Learn to play Sorry! — Pachisi");
    await page.locator(".learn svg.board.sorry").waitFor();

    // 1. S-DECK, S-DRAW: a card drawn, a 2.
    assert.match(await text(".learn-intro"), /deck of cards instead of dice/);
    assert.equal(await text(".learn-throw-btn"), "Draw a card");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "A 2." }).waitFor();
    assert.equal(await page.locator(".learn-throws svg.card-pic").count(), 1);
    await screenshot(page, `learn-sorry-draw-${size}`);
    await page.click(".learn-next");

    // 2. S-START-PAWN, S-TWO: the 2 takes a pawn out of Start, clicked on the board.
    await atStep(2);
    await piece(0, 0).click();
    await right(/on its start square, 64 squares from Home, and the 2 lets you draw another card/);

    // 3. S-SLIDE, S-BUMP: the other pawn bumps nothing.
    await atStep(3);
    await wrong("3 p2", /It bumps nothing: Blue's pawn 1 stays on the board/);
    await tryAgain("3 p1");
    await move("3 p1");
    await right(/slid on to the end: 6 squares in all\. Blue's pawn 1, on the slide, is back in its Start/);

    // 4. S-ELEVEN: 11 forward gains less; the switch chosen by clicking Green's pawn.
    await atStep(4);
    await wrong("11 p1", /takes your pawn 1 11 squares on; the lesson's move takes one 47/);
    await tryAgain("switch p1 s1p1");
    await noAxe("the switch");
    // Another player's pawn is no button of the learner's: the tap lands on its square.
    await piece(1, 0).scrollIntoViewIfNeeded();
    const box = await piece(1, 0).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await right(/jumped 47 squares, to where Green's pawn 1 stood/);
    await screenshot(page, `learn-sorry-switch-${size}`);

    // 5. S-SORRY: Yellow's pawn has far more to go than Green's.
    await atStep(5);
    assert.match(await text(".learn-kept"), /Sorry!/);
    await wrong("sorry p1 s2p1", /Yellow's pawn 1 had 55 squares still to go; Green's pawn 1 only 25/);
    await tryAgain("sorry p1 s1p1");
    await move("sorry p1 s1p1");
    await right(/Green's pawn 1 had come the farthest and is back in its Start; your pawn is now 10 squares from Home/);

    // 6. S-FOUR: four back from the start square.
    await atStep(6);
    await wrong("4 p2", /Four back from your start square, pawn 1 would be only 8 squares from Home/);
    await tryAgain("4 p1");
    await move("4 p1");
    await right(/only 8 squares from Home: the loop is a circle/);

    // 7. S-SAFETY, S-HOME: the exact count.
    await atStep(7);
    await wrong("3 p2", /Pawn 1 needs exactly 3, and only 9% of the cards are a 3/);
    await tryAgain("3 p1");
    await move("3 p1");
    await right(/Pawn 1 is Home/);

    await page.locator(".learn-recap").waitFor();
    assert.equal(await page.locator(".learn-recap li").count(), 7);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-sorry")), "1");
    await noAxe("the end screen");
    await screenshot(page, `learn-sorry-end-${size}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test("the Sorry! lesson in Hindi and Belarusian: no English left, no raw keys", { timeout: 120_000 }, async () => {
  // Each move step: a wrong move (when there is one), then the lesson's move.
  const moves = [
    ["2 p1", null],
    ["3 p1", "3 p2"],
    ["switch p1 s1p1", "11 p1"],
    ["sorry p1 s1p1", "sorry p1 s2p1"],
    ["4 p1", "4 p2"],
    ["3 p1", "3 p2"],
  ];
  for (const lang of ["hi", "be"]) {
    const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
    const check = async (where) => {
      const { keys, english } = leftovers(await visibleText(page));
      assert.deepEqual(keys, [], `${lang} ${where}: raw message keys`);
      assert.deepEqual(english, [], `${lang} ${where}: English left on screen`);
    };
    await page.goto(`/learn?preset=sorry&lang=${lang}`);
    await page.locator(".learn svg.board.sorry").waitFor();
    await check("the draw");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-next:not([disabled])").waitFor();
    await check("the card drawn");
    for (const [answer, bad] of moves) {
      await page.click(".learn-next");
      await page.locator(`.learn-moves button.move[data-action="${answer}"]`).waitFor();
      await check(answer);
      if (bad) {
        await page.click(`.learn-moves button.move[data-action="${bad}"]`);
        await page.locator(".learn-verdict.wrong").waitFor();
        await check(`${bad}, wrong`);
        await page.click(".learn-try-again");
      }
      await page.click(`.learn-moves button.move[data-action="${answer}"]`);
      await page.locator(".learn-verdict.right").waitFor();
      await check(`${answer}, right`);
    }
    await page.click(".learn-next");
    await page.locator(".learn-recap").waitFor();
    await check("the end");
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
