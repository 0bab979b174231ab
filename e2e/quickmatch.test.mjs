// Quick match (issue 30): two signed-in players in two browser contexts (a laptop and
// a phone) press "Play online" for two-player Ludo and sit at the same rated table
// within seconds; a guest waiting alone sees the waiting panel and can cancel.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, signUp } from "./helpers.mjs";

const env = serverAndBrowser();

/** Sign up through the header's dialog; the page reloads signed in. */
async function signedUp(page, name) {
  const dialog = await signUp(page, name);
  await Promise.all([page.waitForEvent("load"), dialog.locator(".account-submit").click()]);
  await page.locator(".account-bar .account-name").waitFor();
}

/** Play online: the mode, two players, the game's card. */
async function playOnline(page, preset) {
  await page.locator('#quick-mode input[value="online"]').check();
  await page.locator('#quick-players input[value="2"]').check();
  await page.locator(`button.quick-card[data-preset="${preset}"]`).click();
}

test("two signed-in players press Play online for Ludo and meet at one rated table", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const a = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const b = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await signedUp(a.page, "Kavya");
  await signedUp(b.page, "Dmitri");
  await playOnline(a.page, "ludo");
  // Alone in the queue: the waiting panel, rated, with the window.
  const panel = a.page.locator("section.quick-match");
  await panel.locator("p.muted").waitFor();
  assert.match(await panel.textContent(), /Rated game\. Your rating: 1500; players within ±1\d\d\./);
  await screenshot(a.page, "quickmatch-waiting-desktop");
  await playOnline(b.page, "ludo");
  // Both pages go to the same table.
  for (const { page } of [a, b]) {
    await page.waitForURL(/\?game=[0-9a-f]{16}/, { timeout: 20_000 });
    await page.locator(".board-box svg.board").waitFor();
  }
  const game = (p) => new URL(p.url()).searchParams.get("game");
  assert.equal(game(a.page), game(b.page));
  const summary = await api(base, "GET", `/api/games/${game(a.page)}`);
  assert.equal(summary.status, "playing");
  assert.deepEqual(summary.seats.map((s) => s.account).sort(), ["Dmitri", "Kavya"]);
  assert.equal(summary.clock, 30);
  await screenshot(a.page, "quickmatch-table-desktop");
  await screenshot(b.page, "quickmatch-table-phone");
  await a.context.close();
  await b.context.close();
});

test("a guest queues unrated, sees the wait and cancels", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const g = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await g.page.goto("/");
  await playOnline(g.page, "pachisi");
  const panel = g.page.locator("section.quick-match");
  await panel.locator("p.muted").waitFor();
  assert.match(await panel.textContent(), /Unrated game: sign in to play rated games\./);
  await screenshot(g.page, "quickmatch-waiting-phone");
  await Promise.all([
    g.page.waitForRequest((r) => r.method() === "DELETE" && r.url().includes("/api/match/")),
    g.page.locator(".quick-match-cancel").click(),
  ]);
  await panel.waitFor({ state: "detached" });
  await g.context.close();
});
