// Two friends in one room: two browser contexts (separate storage). Red creates a
// Chopat game for two humans in the lobby and sends Green the invite link; they play
// to the end by clicking, each seeing the other's moves; then a rematch, in which the
// seats turn by one.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, logCount, rng,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** What the page can do right now, without waiting. */
const dutyNow = (page) =>
  page.evaluate(() => {
    const b = document.querySelector(".banner")?.textContent ?? "";
    if (b.startsWith("Game over")) return "over";
    const t = document.querySelector(".throw-btn");
    if (t && !t.disabled) return "throw";
    if (document.querySelector(".actions button.move:not([disabled])")) return "move";
    return null;
  });

const logTexts = (page) => page.locator("ol.log li").allTextContents();

test("two friends play one game through an invite link, then a rematch", { timeout: 150_000 }, async () => {
  const red = await newPage(env.browser, { baseURL: env.server.url });
  const green = await newPage(env.browser, { baseURL: env.server.url });
  await createInLobby(red.page, { preset: "chopat", players: 2, seats: ["human", "human"] });
  const invite = await red.page.locator('input[aria-label="invite link for Green"]').inputValue();
  assert.match(invite, /\/\?game=[0-9a-f]+&seat=1&token=[0-9a-f]+$/);
  await red.page.locator("ul.invites li", { hasText: "Red (seat 1)" }).locator("button", { hasText: "Play this seat here" }).click();
  await red.page.locator(".banner", { hasText: "Waiting for Green to join" }).waitFor();
  await screenshot(red.page, "friends-waiting");

  await green.page.goto(invite);
  await green.page.locator(".board-box svg.board").waitFor();
  assert.doesNotMatch(green.page.url(), /token=/, "the token left the address bar");
  for (const p of [red.page, green.page]) await p.locator(".banner", { hasText: "Red" }).waitFor();
  await red.page.locator(".seat-list li", { hasText: "Green (seat 2" }).filter({ hasText: "joined" }).waitFor();
  await green.page.locator(".seat-list li", { hasText: "Green (seat 2" }).filter({ hasText: "— you" }).waitFor();

  const pick = rng(3);
  const acted = { red: 0, green: 0 };
  let over = false;
  const deadline = Date.now() + 100_000;
  while (!over && Date.now() < deadline) {
    let did = false;
    for (const [name, p] of [["red", red.page], ["green", green.page]]) {
      const d = await dutyNow(p);
      if (d === "over") {
        over = true;
        break;
      }
      if (!d) continue;
      const n = await logCount(p);
      if (d === "throw") await p.click(".throw-btn");
      else {
        const bs = p.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      acted[name]++;
      // Both pages hear of the new event.
      for (const q of [red.page, green.page]) {
        await q.waitForFunction(
          (n) => {
            const ol = document.querySelector("ol.log");
            return ol && ol.start - 1 + ol.children.length > n;
          },
          n,
          { polling: 20 },
        );
      }
      did = true;
      if (acted.red + acted.green === 30) await screenshot(green.page, "friends-green");
    }
    if (!did && !over) await red.page.waitForTimeout(20);
  }
  assert.ok(over, `game over within the time (red ${acted.red}, green ${acted.green} actions)`);
  assert.ok(acted.red > 5 && acted.green > 5, JSON.stringify(acted));
  const winner = (await red.page.locator(".banner").textContent()).match(/^Game over: (\w+) wins/)?.[1];
  assert.ok(winner, "red's page names the winner");
  await green.page.locator(".banner", { hasText: `Game over: ${winner} wins` }).waitFor();
  assert.deepEqual(await logTexts(red.page), await logTexts(green.page), "both pages show the same log");
  console.log(`# friends: red ${acted.red}, green ${acted.green} actions; ${winner} wins`);

  // Rematch: Red asks, Green joins it from the button that appears on their page.
  const oldGame = new URL(red.page.url()).searchParams.get("game");
  await red.page.locator(".game-footer button", { hasText: "Rematch" }).click();
  await red.page.waitForURL((u) => u.searchParams.get("game") !== oldGame);
  await green.page.locator(".game-footer button", { hasText: "Join the rematch" }).click();
  await green.page.waitForURL((u) => u.searchParams.get("game") !== oldGame);
  assert.equal(green.page.url(), red.page.url());
  for (const p of [red.page, green.page]) {
    await p.locator(".banner", { hasText: "Red" }).waitFor();
    assert.doesNotMatch(await p.locator(".banner").textContent(), /Waiting/);
  }
  // The seats turn by one in a rematch (docs/api.md): Red's player now sits at seat 2
  // (Green) and Green's at seat 1 (Red), each still recognised as "you".
  await green.page.locator(".seat-list li", { hasText: "Red (seat 1" }).filter({ hasText: "— you" }).waitFor();
  await red.page.locator(".seat-list li", { hasText: "Green (seat 2" }).filter({ hasText: "— you" }).waitFor();
  for (const p of [red.page, green.page]) assert.equal(await p.locator(".seat-list li", { hasText: "— you" }).count(), 1);

  assert.deepEqual(red.page.problems, []);
  assert.deepEqual(green.page.problems, []);
  await red.context.close();
  await green.context.close();
});
