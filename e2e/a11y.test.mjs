// Automated accessibility checks with axe-core (from npm, injected into the page): the
// lobby, a game in play (moves on screen), a finished game (its result panel), a rules
// page, the replay page and the lesson, at a laptop's and a phone's size; and the same
// for Ludo (its lobby card and house rules, the boxed board in play with its die, its
// rules page and lesson) and Mensch ärgere Dich nicht (its round-field board in play,
// its rules page). No serious or critical violation of WCAG 2.1 A/AA may be
// reported.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { serverAndBrowser, newPage, api, nextDuty, logCount, waitLogBeyond, openLobbyForm, throwUntilMove } from "./helpers.mjs";

const env = serverAndBrowser();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const SIZES = [
  [1366, 768, "desktop"],
  [390, 844, "phone"],
];

/** Run axe on the page; returns the serious and critical violations as lines of text. */
async function check(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

async function waitOver(base, id) {
  for (let i = 0; i < 600; i++) {
    if ((await api(base, "GET", `/api/games/${id}`)).status === "over") return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`game ${id} did not end`);
}

test("no serious or critical accessibility violations on any screen", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  // A finished all-bot game for the replay page and a spectator's result panel.
  const done = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    options: ["max_turns=30"],
    seats: ["bot:random", "bot:random"],
  });
  await waitOver(base, done.game);
  const found = [];
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    const visit = async (what, go) => {
      await go();
      for (const v of await check(page)) found.push(`${what} ${size}: ${v}`);
    };
    await visit("lobby", async () => {
      await page.goto("/");
      await openLobbyForm(page);
    });
    await visit("lobby, a friends' game created", async () => {
      await page.goto("/");
      await page.check('#quick-mode input[value="friends"]');
      await page.click('button.quick-card[data-preset="chopat"]');
      await page.locator("#created .local-links").waitFor();
      await page.locator("#created details.fairness summary").click();
    });
    await visit("rules", async () => {
      await page.goto("/rules/pachisi");
      await page.locator("svg.board").waitFor();
    });
    await visit("game", async () => {
      const g = await api(base, "POST", "/api/games", {
        preset: "pachisi",
        players: 2,
        options: ["order=fixed"],
        seats: ["human", "bot:easy"],
      });
      await page.goto(g.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board").waitFor();
      // Throw until moves are on screen.
      await throwUntilMove(page, 60);
    });
    await visit("finished game", async () => {
      await page.goto(`/?game=${done.game}`);
      await page.locator(".over-panel").waitFor();
    });
    await visit("replay", async () => {
      await page.goto(`/replay?game=${done.game}`);
      await page.locator(".replay-view input[type=range]").waitFor();
    });
    await visit("lesson", async () => {
      await page.goto("/learn");
      await page.locator("svg.board").waitFor();
    });
    await visit("ludo lobby", async () => {
      await page.goto("/");
      await openLobbyForm(page);
      await page.check('form.lobby input[name="preset"][value="ludo"]');
      await page.locator("fieldset.house-rules").waitFor();
    });
    await visit("ludo game", async () => {
      const g = await api(base, "POST", "/api/games", {
        preset: "ludo",
        players: 4,
        seats: ["human", "bot:easy", "bot:easy", "bot:easy"],
      });
      await page.goto(g.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board.boxed").waitFor();
      // Throw (and move the first token) until a die is shown and moves are on screen.
      for (let i = 0; i < 200; i++) {
        const duty = await nextDuty(page, 30_000);
        if (duty === "over" || (duty === "move" && (await page.locator(".last-throw svg.one-die").count()))) break;
        const n = await logCount(page);
        if (duty === "throw") await page.click(".throw-btn");
        else await page.locator(".actions button.move:not([disabled])").first().click();
        await waitLogBeyond(page, n);
      }
    });
    await visit("mensch game", async () => {
      const g = await api(base, "POST", "/api/games", { preset: "mensch", players: 2, seats: ["human", "bot:easy"] });
      await page.goto(g.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board.round").waitFor();
      await nextDuty(page, 30_000);
    });
    await visit("mensch rules", async () => {
      await page.goto("/rules/mensch");
      await page.locator("svg.board.round").waitFor();
    });
    await visit("ludo rules", async () => {
      await page.goto("/rules/ludo-ludopy");
      await page.locator("svg.board.boxed").waitFor();
    });
    await visit("ludo lesson", async () => {
      await page.goto("/learn?preset=ludo");
      await page.locator("svg.board.boxed").waitFor();
    });
    await visit("petits chevaux lesson", async () => {
      await page.goto("/learn?preset=petits-chevaux");
      await page.locator("svg.board.boxed text.ladder-number").first().waitFor();
    });
    await visit("parcheesi lesson", async () => {
      await page.goto("/learn?preset=parcheesi");
      await page.locator(".learn-throw-btn").click();
      await page.locator(".learn-throws svg.two-dice").waitFor();
    });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
  assert.deepEqual(found, [], found.join("\n"));
});
