// The Parcheesi and Parchís lessons (/learn?preset=parcheesi, /learn?preset=parchis):
// each offered in the lobby while its game is chosen, and played through by clicking —
// the two dice (or the die), a pawn out with a 5, a capture and its bonus of 20, a
// wrong move with its explanation and Try again, a safety space, a blockade (barrier),
// the 6 that counts 7, home with the exact number and its 10 — up to the end screen,
// which marks the lesson learned. Both at a laptop's and a phone's size, with
// screenshots of a throw step, a move step and a wrong move's explanation.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm, lessonSteps } from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
];


test("the lobby offers each game's own lesson while it is chosen", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  for (const [preset, title] of [
    ["parcheesi", /New to Parcheesi\? Play a 3-minute lesson on its board: two dice/],
    ["parchis", /New to Parchís\? Play a 3-minute lesson on its board: a 5 to come out/],
  ]) {
    await choosePreset(page, preset);
    const offer = page.locator(".learn-offer");
    await offer.waitFor();
    assert.match((await offer.textContent()).replace(/\s+/g, " "), title);
    assert.doesNotMatch(await offer.textContent(), /cowrie/i);
    assert.equal(await offer.locator("a.button").getAttribute("href"), `/learn?preset=${preset}`);
    // Dismissed for this game only.
    await offer.locator("button", { hasText: "No thanks" }).click();
    assert.equal(await page.locator(".learn-offer").count(), 0);
    assert.equal(await page.evaluate((p) => localStorage.getItem(`pachisi:learn-offer-${p}`), preset), "dismissed");
  }
  // The Pachisi lesson's offer is still there for the cloth's games.
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer")), null);
  await choosePreset(page, "pachisi");
  await page.locator(".learn-offer", { hasText: "New to Pachisi?" }).waitFor();
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [size, viewport] of SIZES) {
  test(`the Parcheesi lesson played through (${size})`, { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain } = lessonSteps(page, 7);
    await page.goto("/learn?preset=parcheesi");
    await atStep(1);
    await page.locator(".learn svg.board.boxed").waitFor();
    assert.equal(await page.title(), "Learn to play Parcheesi — Pachisi");
    assert.match(await text(".learn-intro"), /two dice, thrown together/);
    assert.equal(await page.locator("table.learn-table").count(), 0, "two dice have no table");

    // 1. PR-DICE: the two dice, 5 and 3, drawn as two dice.
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "You threw 5 and 3" }).waitFor();
    assert.match(await text(".learn-feedback"), /Doubles \(17%\s?of throws\)/);
    assert.equal(await page.locator(".learn-throws svg.two-dice").count(), 1);
    assert.match(await page.getAttribute(".learn-rules", "data-rules"), /PR-DICE/);
    await screenshot(page, `learn-parcheesi-throw-${size}`);
    await page.click(".learn-next");

    // 2. PR-ENTER: the 5 brings a pawn out; the 3 waits. Each kept die is a die.
    await atStep(2);
    assert.equal(await page.locator(".learn-kept svg.one-die").count(), 2);
    assert.match(await text(".learn-intro"), /Your 3 has to wait/);
    await page.locator('.learn-board g.piece.movable[data-seat="0"]').first().click();
    await right(/enters piece 1 with 5.*Pawn 1 is on your entry space, 72 squares from home/);

    // 3. The other die moves the pawn that came out: click the marked square.
    await atStep(3);
    await page.locator(".learn-board rect.square.target").click();
    await right(/Pawn 1 went 3 squares and has 69 to go/);

    // 4. PR-CAPTURE, PR-BONUS: the wrong pawn first, then the capture and its 20.
    await atStep(4);
    assert.match(await text(".learn-intro"), /Green's pawn 1 stands 4 squares ahead of your pawn 1/);
    await wrong("4 p2", /It captures nothing: Green's pawn 1 stays on the board, and you do not earn the 20 squares/);
    await screenshot(page, `learn-parcheesi-wrong-${size}`);
    await tryAgain("4 p1");
    await move("4 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /Green's pawn 1 is back in its nest, and a move of 20 is yours/);
    assert.equal(await page.locator('.learn-board g.piece[data-seat="1"][data-piece="0"]').getAttribute("aria-label"), "Green piece 1, waiting");
    await page.click(".learn-next");

    // 5. PR-SAFE: the 20 is one kept move (no die); to the safety space, not six ahead of Green.
    await atStep(5);
    assert.equal(await text(".learn-kept-throw.bonus .throw-value"), "20");
    await wrong("20 p1", /6 squares ahead of Green's pawn 2: a 6 on one die or on the two together would capture it, and 39% of throws can/);
    await tryAgain("20 p2");
    // A safety space is never "a castle" (the cloth's word), on the button or elsewhere.
    assert.match(await text('.learn-moves button.move[data-action="20 p2"]'), /to a safe square/);
    assert.doesNotMatch(await text(".learn-card"), /castle/i);
    await move("20 p2");
    await right(/stands on a safety space/);
    assert.doesNotMatch(await text(".learn-card"), /castle/i);

    // 6. PR-BLOCKADE: two pawns together in front of Green's pawn.
    await atStep(6);
    await screenshot(page, `learn-parcheesi-move-${size}`);
    await wrong("3 p2", /It makes no blockade: Green's pawn 1 could still move past or onto your pawns with a 4/);
    await tryAgain("3 p1");
    await move("3 p1");
    await right(/together they are a blockade/);

    // 7. PR-EXACT, PR-BONUS: home with the exact 3 earns 10.
    await atStep(7);
    await move("3 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /brings piece 1 home with 3.*Pawn 1 is home, and a move of 10 is yours/);
    assert.equal(await text(".learn-next"), "Finish");
    await page.click(".learn-next");

    await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
    assert.equal(await page.locator("ul.learn-recap li").count(), 7);
    assert.match(await text("ul.learn-recap"), /A 5, on one die or in total, brings a pawn out/);
    assert.equal(await page.locator('a[href="/rules/parcheesi"]', { hasText: "All the rules of Parcheesi" }).count(), 1);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-parcheesi")), "1");
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), null, "not the Pachisi lesson");

    // Back in the lobby with Parcheesi chosen, its offer is gone.
    await page.goto("/");
    await openLobbyForm(page);
    await choosePreset(page, "parcheesi");
    await page.locator(".learn-offer").waitFor({ state: "detached" });
    assert.equal(await page.locator(".learn-offer").count(), 0);
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test(`the Parchís lesson played through (${size})`, { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain } = lessonSteps(page, 7);
    await page.goto("/learn?preset=parchis");
    await atStep(1);
    assert.equal(await page.title(), "Learn to play Parchís — Pachisi");

    // 1. ES-DIE: one die, a 5.
    assert.equal(await page.locator("table.learn-table.die").count(), 1);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "A 5! That is what you need to bring a piece out" }).waitFor();
    assert.equal(await page.locator(".learn-throws svg.one-die").count(), 1);
    await screenshot(page, `learn-parchis-throw-${size}`);
    await page.click(".learn-next");

    // 2. ES-ENTER.
    await atStep(2);
    await move("5 p1");
    await right(/Piece 1 is on your exit square, 71 squares from the goal/);

    // 3. ES-CAPTURE, ES-BONUS.
    await atStep(3);
    await move("4 p1");
    await right(/Green's piece 1 is back home, and you have 20 to count/);

    // 4. ES-SAFE: the 20 to a seguro; the wrong move explained.
    await atStep(4);
    assert.equal(await text(".learn-kept-throw.bonus .throw-value"), "20");
    await wrong("20 p1", /Piece 1 would stand off the safe squares, 4 squares ahead of Green.s piece 2, which could capture it with a 4: 17% of throws are a 4/);
    await screenshot(page, `learn-parchis-wrong-${size}`);
    await tryAgain("20 p2");
    await move("20 p2");
    await right(/moves piece 2 by 20 to a safe square/);

    // 5. ES-BARRIER.
    await atStep(5);
    await screenshot(page, `learn-parchis-move-${size}`);
    await wrong("3 p2", /It builds no barrier: Green's piece 1 could still move past or onto your pieces with a 4/);
    await tryAgain("3 p1");
    await move("3 p1");
    await right(/the barrier stops the piece behind/);

    // 6. ES-SIX-SEVEN: a 6 with every piece out counts 7.
    await atStep(6);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "A 6: with all your pieces out, it counts 7" }).waitFor();
    await page.click(".learn-next");

    // 7. ES-EXACT, ES-BONUS: the 7 into the goal, and 10.
    await atStep(7);
    assert.equal(await text(".learn-kept-throw.bonus .throw-value"), "7", "a 6 counted 7 is no face");
    await wrong("7 p2", /Piece 1 needs exactly 7, and only 17% of throws give it: use it while you have it, and earn 10/);
    await tryAgain("7 p1");
    await move("7 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /Piece 1 is in the goal: count 10 with another piece/);
    await page.click(".learn-next");

    await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
    assert.equal(await page.locator("ul.learn-recap li").count(), 7);
    assert.equal(await page.locator('a[href="/rules/parchis"]', { hasText: "All the rules of Parchís" }).count(), 1);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-parchis")), "1");
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
