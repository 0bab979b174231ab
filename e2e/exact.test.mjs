// Where a hint's values come from (issue 33, docs/endgames.md, docs/api.md): the
// server's `hint` says `"evaluation": "search"` (the bots' search, an estimate) or
// `"exact"` (a race position of a bundled endgame table: every value exact), and the
// page says which under the list. A race with a choice is rare in play (about one
// 2-player Ludo game in thirty between `hard` bots has one) and a game cannot start
// from a position, so this test checks the page's side: the first hint is the server's
// as it came ("Win chance: how often the bot expects …"); the second is the server's
// answer with its `evaluation` set to "exact" on the way to the page (a routed
// WebSocket), and the page must then say "Exact win chance: … not estimated". That the
// server gives exact values in a race, and says so, is tested in Rust
// (crates/pachisi-bots/tests/endgame_levels.rs; crates/pachisi-server/tests/api.rs).
// Screenshots: e2e/screenshots/hint-exact-1366.png and hint-exact-390.png.
//
//   cd e2e && node --test exact.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, logCount, nextChoice } from "./helpers.mjs";

const env = serverAndBrowser();

test("a hint says whether its values are exact or the search's estimate", { timeout: 300_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url, autoplay: true });
  // Every message passes unchanged, except a hint answer while `relabel` is set.
  const seen = { last: null, hints: [], relabel: false };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      let v = null;
      try {
        v = JSON.parse(m);
      } catch {}
      if (v?.type === "state") seen.last = v;
      if (v?.type === "hint" && !v.all) {
        seen.hints.push(v);
        if (seen.relabel) return ws.send(JSON.stringify({ ...v, evaluation: "exact" }));
      }
      ws.send(m);
    });
  });
  const g = await api(env.server.url, "POST", "/api/games", { preset: "ludo", players: 2, seats: ["human", "bot:easy"] });
  await page.goto(g.seats[0].invite.replace(env.server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  const words = () => page.locator(".hint .small-print").textContent();
  for (const exact of [false, true]) {
    assert.equal(await nextChoice(page), "choice", "a real choice before the game ends");
    const n = seen.hints.length;
    seen.relabel = exact;
    await page.locator(".actions button.hint-btn").click();
    await page.waitForFunction(() => document.querySelectorAll(".hint li").length > 0, null, { polling: 20 });
    await page.waitForFunction(
      (exact) => (document.querySelector(".hint .small-print")?.textContent ?? "").startsWith(exact ? "Exact" : "Win chance"),
      exact,
      { timeout: 15_000, polling: 20 },
    );
    assert.equal(seen.hints.length, n + 1, "one hint answer");
    const h = seen.hints[n];
    assert.equal(h.evaluation, "search", "the server's own word, off the endgame table: the search");
    assert.equal(await page.locator(".hint li").count(), Math.min(3, seen.last.legal.length), "the best three (or every move)");
    if (exact) {
      assert.match(await words(), /^Exact win chance: .*endgame table.*not estimated\.$/);
      await screenshot(page, "hint-exact-1366");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator(".hint").scrollIntoViewIfNeeded();
      await screenshot(page, "hint-exact-390");
    } else {
      assert.match(await words(), /^Win chance: how often the bot expects your side to win/);
      // Play the hint's best move: the page's next real choice follows.
      const before = await logCount(page);
      await page.locator(`.actions button.move[data-key="act:${h.actions[0].action}"]`).click();
      await page.waitForFunction(
        (n) => {
          const ol = document.querySelector("ol.log");
          return ol && ol.start - 1 + ol.children.length > n;
        },
        before,
        { polling: 20 },
      );
    }
  }
  await context.close();
});
