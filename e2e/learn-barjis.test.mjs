// The Barjis lesson (/learn?preset=barjis, docs/rules.md §18), and the Levant's
// (/learn?preset=barjis-levant: two players, only the 10 a grace): each offered in the
// lobby while its preset is chosen, and played through by clicking on the cloth —
// the six cowries (a 10 throws again), a grace bringing a man out of the kitchen, a
// move, a capture that earns no throw, a marked square (with a wrong move's
// explanation and Try again), home with the exact count — up to the end screen, which
// marks the lesson learned. At a laptop's and a phone's size, with screenshots.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, choosePreset, openLobbyForm, lessonSteps } from "./helpers.mjs";

const env = serverAndBrowser();

const SIZES = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
];


test("the lobby offers each Barjis preset its own lesson", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  for (const [preset, offered] of [
    ["barjis", /New to Barjis\? Play a 3-minute lesson on its cloth/],
    ["barjis-levant", /New to Barjis of the Levant\? Play a 3-minute lesson on its cloth, one against one: the cowries, the 10 that alone brings a man out/],
  ]) {
    await choosePreset(page, preset);
    const offer = page.locator(".learn-offer");
    await offer.waitFor();
    assert.match((await offer.textContent()).replace(/\s+/g, " "), offered);
    assert.equal(await offer.locator("a.button").getAttribute("href"), `/learn?preset=${preset}`);
  }
  // Dismissed for the Levant only: Barjis' offer and Pachisi's are still there.
  await page.locator(".learn-offer button", { hasText: "No thanks" }).click();
  assert.equal(await page.locator(".learn-offer").count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learn-offer-barjis-levant")), "dismissed");
  await choosePreset(page, "barjis");
  await page.locator(".learn-offer", { hasText: "New to Barjis?" }).waitFor();
  await choosePreset(page, "pachisi");
  await page.locator(".learn-offer", { hasText: "New to Pachisi?" }).waitFor();
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the Levant's lesson: two players on opposite arms, only the 10 brings a man out (B-GRACE), played through on a phone", { timeout: 90_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  const { text, atStep, move, right, wrong, tryAgain } = lessonSteps(page, 6);
  await page.goto("/learn?preset=barjis-levant");
  await atStep(1);
  assert.equal(await page.title(), "Learn to play Barjis of the Levant — Pachisi");
  assert.equal(await page.locator(".learn svg.board .marked-mark").count(), 8);
  assert.equal(await page.locator('.learn svg.board g.piece').count(), 8, "two players' men");
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "1 shell mouth up: 10" }).waitFor();
  await page.click(".learn-throw-btn");
  await page.locator(".learn-feedback", { hasText: "3 shells mouth up: 3" }).waitFor();
  await page.click(".learn-next");
  await atStep(2);
  assert.match(await text(".learn-intro"), /Only a grace — 10 — brings one out/);
  await screenshot(page, "learn-levant-grace-phone");
  await page.locator('.learn-board g.piece.movable[data-seat="0"]').first().click();
  await right(/Man 1 is out, 83 steps from home/);
  await atStep(3);
  await page.locator(".learn-board rect.square.target").click();
  await right(/has 80 to go/);
  await atStep(4);
  const opponent = (await text(".learn-intro")).match(/^(\S+)'s man 1 stands alone 3 squares ahead of your man 1/)?.[1];
  assert.ok(opponent && opponent !== "Red", await text(".learn-intro"));
  await move("3 p1");
  await right(new RegExp(`${opponent}'s man 1 is back in the kitchen`));
  await atStep(5);
  await wrong("4 p2", new RegExp(`where ${opponent}'s man 1 could capture it with a 3`));
  await tryAgain("4 p1");
  await move("4 p1");
  await right(/Man 1 stands on a marked square/);
  await atStep(6);
  await move("3 p1");
  await right(/Man 1 is home in the kitchen, with the exact count/);
  await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
  assert.match(await text("ul.learn-recap"), /Only a grace \(10\) brings a man out of the kitchen/);
  assert.equal(await page.locator('a[href="/rules/barjis-levant"]', { hasText: "All the rules of Barjis of the Levant" }).count(), 1);
  await screenshot(page, "learn-levant-end-phone");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-barjis-levant")), "1");
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-barjis")), null, "not the Barjis lesson");
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [size, viewport] of SIZES) {
  test(`the Barjis lesson played through (${size})`, { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(env.browser, { ...viewport, baseURL: env.server.url });
    const { text, atStep, move, right, wrong, tryAgain } = lessonSteps(page, 6);
    await page.goto("/learn?preset=barjis");
    await atStep(1);
    assert.equal(await page.title(), "Learn to play Barjis — Pachisi");
    // The cloth: eight marked squares, no castle, the kitchen in the centre.
    assert.equal(await page.locator(".learn svg.board .marked-mark").count(), 8);
    assert.equal(await page.locator(".learn svg.board .castle-mark").count(), 0);
    assert.equal(await text(".learn svg.board .centre-label"), "Kitchen");

    // 1. B-COWRIES, B-GO-ON: Barjis' table (none up 6, one up 10, five up 25, six up 12).
    const table = await page.locator("table.learn-table tr").evaluateAll((rows) =>
      rows.map((tr) => [...tr.cells].map((c) => c.firstChild.textContent.trim())),
    );
    assert.deepEqual(table[1], ["Value", "6", "10", "2", "3", "4", "25", "12"]);
    assert.equal(await page.locator("table.learn-table td.again").count(), 4);
    assert.match(await page.getAttribute(".learn-rules", "data-rules"), /B-COWRIES/);
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "1 shell mouth up: 10" }).waitFor();
    await page.click(".learn-throw-btn");
    await page.locator(".learn-feedback", { hasText: "3 shells mouth up: 3" }).waitFor();
    assert.match(await text(".learn-feedback"), /You keep your throws, 10 and 3/);
    await screenshot(page, `learn-barjis-throw-${size}`);
    await page.click(".learn-next");

    // 2. B-HAND, B-GRACE, B-ENTER: the 10 brings a man out of the kitchen; the 3 cannot.
    await atStep(2);
    assert.match(await text(".learn-intro"), /Only a grace — 10 or 25 — brings one out/);
    assert.match(await text(".learn-intro"), /Your 3 cannot bring a man out/);
    await page.locator('.learn-board g.piece.movable[data-seat="0"]').first().click();
    await right(/enters piece 1 with 10.*Man 1 is out, 83 steps from home/);

    // 3. B-MOVE: the 3 moves it; click the square it reaches.
    await atStep(3);
    await page.locator(".learn-board rect.square.target").click();
    await right(/Man 1 went 3 squares along your road and has 80 to go/);

    // 4. B-CAPTURE: the wrong man first, then the capture, which earns no throw.
    await atStep(4);
    assert.match(await text(".learn-intro"), /Green's man 1 stands alone 3 squares ahead of your man 1/);
    await wrong("3 p2", /It captures nothing: Green's man 1 stays on the board/);
    await tryAgain("3 p1");
    await move("3 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /Green's man 1 is back in the kitchen; the capture earns no extra throw/);
    assert.equal(await page.locator('.learn-board g.piece[data-seat="1"][data-piece="0"]').getAttribute("aria-label"), "Green piece 1, waiting");
    await page.click(".learn-next");

    // 5. B-SAFE-SQUARES: to the marked square, not three ahead of Green.
    await atStep(5);
    await wrong("4 p2", /Man 2 would stand on an unmarked square where Green's man 1 could capture it with a 3 — 31% of throws are a 3/);
    await screenshot(page, `learn-barjis-wrong-${size}`);
    await tryAgain("4 p1");
    assert.match(await text('.learn-moves button.move[data-action="4 p1"]'), /to a marked square/);
    assert.doesNotMatch(await text(".learn-card"), /castle/i);
    await move("4 p1");
    await right(/Man 1 stands on a marked square/);

    // 6. B-EXACT: the exact 3 home; a 3 on man 2 would leave it one step short.
    await atStep(6);
    await screenshot(page, `learn-barjis-exact-${size}`);
    await wrong("3 p2", /Piece 2 would stop one square before home/);
    await tryAgain("3 p1");
    await move("3 p1");
    await page.locator(".learn-verdict.right").waitFor();
    assert.match(await text(".learn-feedback"), /Man 1 is home in the kitchen, with the exact count/);
    await page.click(".learn-next");

    await page.locator(".learn-card h2", { hasText: "You are ready to play" }).waitFor();
    assert.equal(await page.locator("ul.learn-recap li").count(), 6);
    assert.match(await text("ul.learn-recap"), /Only a grace \(10 or 25\) brings a man out of the kitchen/);
    assert.equal(await page.locator('a[href="/rules/barjis"]', { hasText: "All the rules of Barjis" }).count(), 1);
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned-barjis")), "1");
    assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:learned")), null, "not the Pachisi lesson");
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
