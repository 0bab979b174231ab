// The Yut Nori lesson (/learn?preset=yut, docs/rules.md §21): offered in the lobby while
// Yut Nori is chosen, and played through by tapping on its board — throwing the sticks, a
// mo that throws again and a gae that ends the throwing (Y-STICKS, Y-ACCUMULATE), the mo
// bringing a piece on onto the corner (Y-ENTER, Y-BRANCH; the gae first explained), the
// shortcut down the diagonal from the corner (Y-BRANCH; a new piece instead explained), a
// capture that throws again (Y-CAPTURE), a stack (Y-STACK), a back-do onto the corner
// (Y-BACK-DO), going out past station 0 (Y-FINISH; stopping on it explained) — up to the
// end screen. At a laptop's and a phone's size, with screenshots and axe; and in Hindi
// and Belarusian with no English left on screen.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm, lessonSteps, visibleText, leftovers } from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
];

test("the lobby offers Yut Nori its own lesson while it is chosen", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  await choosePreset(page, "yut");
  const offer = page.locator(".learn-offer");
  await offer.waitFor();
  assert.match((await offer.textContent()).replace(/\s+/g, " "), /New to Yut Nori\? Play a 3-minute lesson on its board: throwing the sticks/);
  assert.equal(await offer.locator("a.button").getAttribute("href"), "/learn?preset=yut");
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [size, viewport] of SIZES) {
  test(`the Yut Nori lesson played through by tapping (${size})`, { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain, piece, noAxe } = lessonSteps(page, 7);
    await page.goto("/learn?preset=yut");
    await atStep(1);
    assert.equal(await page.title(), "Learn to play Yut Nori — Pachisi");
    await page.locator(".learn svg.board.yut").waitFor();
    const station = (id) => page.locator(`.learn-board svg.board .square.station[data-id="${id}"]`);
    // A tap at the middle of what a locator shows (a piece of the other player's is no
    // button of the learner's: the tap lands on its station).
    const tap = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };

    // 1. Y-STICKS, Y-ACCUMULATE: the throws' table, a mo (again), then a gae.
    assert.match(await text(".learn-intro"), /four sticks, flat on one side and round on the other/);
    assert.deepEqual(
      await page.locator("table.learn-table.sticks td[data-throw]").evaluateAll((tds) => tds.map((td) => td.dataset.throw)),
      ["do", "gae", "geol", "yut", "mo", "back-do"],
    );
    assert.deepEqual(
      await page.locator("table.learn-table.sticks td.again[data-throw]").evaluateAll((tds) => tds.map((td) => td.dataset.throw)),
      ["yut", "mo"],
      "yut and mo throw again",
    );
    // The Korean names, drawn by the page's own Hangul face where the machine has none.
    assert.deepEqual(
      await page.locator("table.learn-table.sticks span.hangul[lang=ko]").allTextContents(),
      ["도", "개", "걸", "윷", "모", "빽도"],
    );
    await noAxe("the sticks' table");
    assert.equal(await text(".learn-throw-btn"), "Throw the sticks");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "A mo: no flat side up, 5 steps" }).waitFor();
    assert.equal(await page.locator(".learn-throws svg.sticks-pic").count(), 1);
    assert.equal(await page.locator(".learn-throws svg.sticks-pic .stick.flat").count(), 0, "mo: no flat side up");
    assert.equal(await page.locator(".learn-next").isEnabled(), false, "a mo throws again");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "A gae: two flat sides up, 2 steps" }).waitFor();
    assert.equal(await page.locator(".learn-throws svg.sticks-pic").nth(1).locator(".stick.flat").count(), 2);
    assert.match(await text(".learn-feedback"), /You keep both throws, mo and gae/);
    await screenshot(page, `learn-yut-throw-${size}`);
    await page.click(".learn-next");

    // 2. Y-ENTER, Y-BRANCH: the gae first stops short of the corner; the mo, chosen by
    // tapping the piece and then the corner, stops on it.
    await atStep(2);
    assert.match(await text(".learn-kept"), /mo \(5\).*gae \(2\)/);
    await wrong("2 p1", /Piece 1 would stop short of the corner, and your mo would then carry it over the corner without turning/);
    await tryAgain("5 p1");
    await piece(0, 0).click();
    await page.locator(".learn-moves", { hasText: "Red piece 1" }).waitFor();
    await tap(station(5));
    await right(/came on with your mo and stopped right on the top-right corner\. From there its next move takes the diagonal: only 12 stations to go/);

    // 3. Y-BRANCH: from the corner down the diagonal; a new piece leaves it in reach.
    await atStep(3);
    await wrong("2 p2", /Piece 1 would be left where Green's piece 1 could capture it with a gae: 35% of throws are a gae/);
    await tryAgain("2 p1");
    assert.match(await text('.learn-moves button.move[data-action="2 p1"]'), /taking the shortcut/);
    await piece(0, 0).click();
    await page.locator(".learn-verdict.right").waitFor();
    assert.equal(await piece(0, 0).getAttribute("data-square"), "21", "on the diagonal");
    await right(/Piece 1 turned down the diagonal toward the centre: 10 stations to go, and out of reach of Green's pieces/);

    // 4. Y-CAPTURE: the geol onto Green's piece, tapped where it stands; another throw.
    await atStep(4);
    await wrong("3 p2", /It captures nothing: Green's piece 1 stays on the board, and you get no extra throw/);
    await tryAgain("3 p1");
    await tap(piece(1, 0));
    await right(/Green's piece 1 is back off the board, and you throw the sticks again/);

    // 5. Y-STACK: piece 1 joins piece 2; a new piece leaves it where Green comes on.
    await atStep(5);
    await wrong("4 p3", /Piece 1 would be left on one of the first five stations, where Green's piece 2 could come on with a gae and capture it/);
    await tryAgain("4 p1");
    await noAxe("the stack step");
    await piece(0, 0).click();
    await page.locator(".learn-verdict.right").waitFor();
    assert.equal(await page.locator('.learn-board .stack-badge[data-count="2"]').count(), 1, "one stack of two");
    await screenshot(page, `learn-yut-stack-${size}`);
    await right(/Pieces 1 and 2 stand together as one stack: every throw now moves both/);

    // 6. Y-BACK-DO: back onto the corner, from which the diagonal is shorter.
    await atStep(6);
    assert.match(await text(".learn-kept"), /back-do/);
    await wrong("back-do p2", /Piece 2 would just lose a station\. Back on the corner, piece 1 would take the diagonal with its next move, with only 12 stations to go/);
    await tryAgain("back-do p1");
    await piece(0, 0).click();
    await right(/Piece 1 went back onto the corner and has stopped there, so its next move takes the diagonal: 12 stations to go instead of 15/);

    // 7. Y-FINISH: past station 0 is out; onto it is not.
    await atStep(7);
    await wrong("2 p2", /Piece 2 would stop exactly on station 0, the Start corner: it stays on the board/);
    await tryAgain("2 p1");
    await wrong("2 p4", /Piece 1 could go out with this gae/);
    await tryAgain("2 p1");
    await move("2 p1");
    await right(/Piece 1 went past station 0 and is out/);

    await page.locator(".learn-recap").waitFor();
    assert.equal(await page.locator(".learn-recap li").count(), 7);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-yut")), "1");
    assert.equal(await page.locator('.learn a[href="/rules/yut"]').count(), 1, "the rules of Yut Nori");
    await noAxe("the end screen");
    await screenshot(page, `learn-yut-end-${size}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test("the Yut Nori lesson in Hindi and Belarusian: no English left, no raw keys", { timeout: 120_000 }, async () => {
  // Each move step: the wrong moves (when there are), then the lesson's move.
  const moves = [
    ["5 p1", ["2 p1"]],
    ["2 p1", ["2 p2"]],
    ["3 p1", ["3 p2"]],
    ["4 p1", ["4 p3"]],
    ["back-do p1", ["back-do p2"]],
    ["2 p1", ["2 p2", "2 p4"]],
  ];
  for (const lang of ["hi", "be"]) {
    const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
    const check = async (where) => {
      const { keys, english } = leftovers(await visibleText(page));
      assert.deepEqual(keys, [], `${lang} ${where}: raw message keys`);
      assert.deepEqual(english, [], `${lang} ${where}: English left on screen`);
    };
    await page.goto(`/learn?preset=yut&lang=${lang}`);
    await page.locator(".learn svg.board.yut").waitFor();
    await check("the sticks");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback p").waitFor();
    await check("the mo thrown");
    await page.click(".learn-throw-btn");
    await page.locator(".learn-next:not([disabled])").waitFor();
    await check("the gae thrown");
    for (const [answer, bad] of moves) {
      await page.click(".learn-next");
      await page.locator(`.learn-moves button.move[data-action="${answer}"]`).waitFor();
      await check(answer);
      for (const b of bad) {
        await page.click(`.learn-moves button.move[data-action="${b}"]`);
        await page.locator(".learn-verdict.wrong").waitFor();
        await check(`${b}, wrong`);
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
