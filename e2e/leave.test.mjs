// Leaving a game (issue 26): Resign and Abort ask first, and the game-over panel says
// how the game ended — who resigned, no "You win!" — at laptop and phone sizes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { before, after } from "node:test";
import { serverAndBrowser, newPage, screenshot, api, startServer } from "./helpers.mjs";

const env = serverAndBrowser();

async function gameVsBot(base) {
  return api(base, "POST", "/api/games", {
    preset: "ludo",
    players: 2,
    options: ["order=fixed"],
    seats: ["human", "bot:easy"],
    names: ["Asha", null],
  });
}

for (const [width, height, size] of [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
]) {
  test(`resign with confirmation against a bot at ${size} size: the panel says so`, { timeout: 90_000 }, async () => {
    const base = env.server.url;
    const g = await gameVsBot(base);
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    // Resign asks first; "Keep playing" keeps the game going.
    await page.locator(".leave-controls .leave-resign").click();
    const dialog = page.locator("dialog.ending-dialog[open]");
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /Resign\?/);
    assert.match(await dialog.textContent(), /rank last/);
    await screenshot(page, `leave-confirm-${size}`);
    await dialog.locator(".confirm-no").click();
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.locator(".over-panel").count(), 0, "nothing happened");
    // Yes: the game ends, the bot wins, and the panel says who resigned.
    await page.locator(".leave-controls .leave-resign").click();
    await page.locator("dialog.ending-dialog[open] .confirm-yes").click();
    const panel = page.locator(".over-panel");
    await panel.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `leave-resigned-${size}`);
    const text = await panel.textContent();
    assert.match(text, /Not this time/);
    assert.doesNotMatch(text, /You win/);
    assert.match(text, /Resigned: Asha \(Red\)/);
    assert.match(await panel.locator("ol.ranking li").last().textContent(), /Asha \(Red\) \(you\) \(resigned\)/);
    assert.match(await page.locator("ol.log").textContent(), /resigns; the game is over/);
    // The controls are gone with the game.
    assert.equal(await page.locator(".leave-controls").count(), 0);
    const summary = await api(base, "GET", `/api/games/${g.game}`);
    assert.deepEqual(summary.result.ranking, [1, 0]);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test("abort with confirmation: the game ends with no result", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const g = await gameVsBot(base);
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.locator(".leave-controls .leave-abort").click();
  const dialog = page.locator("dialog.ending-dialog[open]");
  assert.match(await dialog.textContent(), /Abort this game\?/);
  await dialog.locator(".confirm-yes").click();
  const panel = page.locator(".over-panel");
  await panel.waitFor();
  await screenshot(page, "leave-aborted-desktop");
  const text = await panel.textContent();
  assert.match(text, /Game aborted/);
  assert.doesNotMatch(text, /You win|Not this time/);
  assert.equal(await panel.locator("ol.ranking li").count(), 0);
  const summary = await api(base, "GET", `/api/games/${g.game}`);
  assert.equal(summary.status, "aborted");
  assert.equal(summary.result, null);
  assert.deepEqual(page.problems, []);
  await context.close();
});

// A server whose clock seconds last 20 ms (`serve --clock-unit-ms`, a test-only flag).
const fast = { server: null };
before(async () => {
  fast.server = await startServer(["--clock-unit-ms", "20"]);
});
after(async () => {
  await fast.server?.stop();
});

for (const [width, height, size] of [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
]) {
  test(`your opponent left at ${size} size: claim the win`, { timeout: 60_000 }, async () => {
    const base = fast.server.url;
    const g = await api(base, "POST", "/api/games", {
      preset: "ludo",
      players: 2,
      options: ["order=fixed"],
      seats: ["human", "human"],
      names: ["Asha", "Ravi"],
      clock: 10,
    });
    // Ravi joins and walks away; Asha's page stays open without playing: both clocks
    // run out, the game waits, and Asha is offered the win.
    await api(base, "POST", `/api/games/${g.game}/join`, { token: g.seats[1].token });
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    await page.goto(g.seats[0].invite.replace(base, ""));
    const offer = page.locator(".opponent-left");
    await offer.waitFor({ timeout: 20_000 });
    assert.match(await offer.textContent(), /Your opponent left/);
    assert.match(await page.locator(".paused-note").textContent(), /the bots wait/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `leave-opponent-left-${size}`);
    await offer.locator(".claim-win").click();
    const panel = page.locator(".over-panel");
    await panel.waitFor();
    const text = await panel.textContent();
    assert.match(text, /Resigned: Ravi \(Green\)/);
    const summary = await api(base, "GET", `/api/games/${g.game}`);
    assert.deepEqual(summary.result.ranking, [0, 1]);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}
