// Accounts and ratings (issue 30): two players sign up in two browser contexts (a
// laptop and a phone); a rated game resigned before anyone's decision is aborted for
// the ratings (no rating moves, the profile says "no result", "not rated"); they play
// a rated two-player game until one made a decision and the other resigns, both ratings
// change, and the profile shows the rating, its graph and the game with its replay
// link; the leaderboard lists both. Guests are untouched: the header offers "Sign in".

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, signUp, logCount, waitLogBeyond } from "./helpers.mjs";

const env = serverAndBrowser();

test("sign up in two contexts, play a rated game, both ratings change, the profile shows it", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const a = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const b = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  // Guests see "Sign in"; signing up signs in.
  for (const [{ page }, name, size] of [
    [a, "Amrita", "desktop"],
    [b, "Bilal", "phone"],
  ]) {
    const dialog = await signUp(page, name);
    await screenshot(page, `account-signup-${size}`);
    await Promise.all([page.waitForEvent("load"), dialog.locator(".account-submit").click()]);
    await page.locator(".account-bar .account-name").waitFor();
    assert.equal(await page.locator(".account-bar .account-name").textContent(), name);
  }
  // A rated game (both seats people), created by Amrita's page (its session cookie);
  // both open their invites and the game starts with the seats the accounts'.
  const ratedGame = async (preset) => {
    const g = await a.page.evaluate(async (preset) => {
      const r = await fetch("/api/games", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ preset, players: 2, seats: ["human", "human"], rated: true, options: ["order=fixed"] }),
      });
      return r.json();
    }, preset);
    assert.equal(g.rated, true, JSON.stringify(g));
    await a.page.goto(g.seats[0].invite.replace(base, ""));
    await b.page.goto(g.seats[1].invite.replace(base, ""));
    for (const { page } of [a, b]) await page.locator(".board-box svg.board").waitFor();
    let summary;
    for (let i = 0; i < 50; i++) {
      summary = await api(base, "GET", `/api/games/${g.game}`);
      if (summary.status === "playing") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(summary.status, "playing");
    assert.deepEqual([...new Set(summary.seats.map((s) => s.account))], ["Amrita", "Bilal"]);
    return g;
  };
  const resign = async () => {
    await b.page.locator(".leave-controls .leave-resign").click();
    await b.page.locator("dialog.ending-dialog[open] .confirm-yes").click();
    await a.page.locator(".over-panel").waitFor();
  };
  // Bilal resigns before anyone made a decision: the game is aborted for the ratings,
  // nobody's rating moves (as lichess aborts a game before both sides moved).
  const early = await ratedGame("ludo");
  await resign();
  for (const name of ["amrita", "bilal"]) {
    let p;
    for (let i = 0; i < 50; i++) {
      p = await api(base, "GET", `/api/users/${name}`);
      if (p.recent[0]?.unrated) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(p.ratings, [], JSON.stringify(p));
    assert.equal(p.recent[0].game, early.game);
    assert.match(p.recent[0].unrated, /^aborted:/);
  }
  // A Chaupar game: its pieces start on the board, so Amrita (seat 0, who throws first:
  // order=fixed) has a decision after her first throw (else the throws go round until
  // someone has one). After that one decision Bilal resigns: Amrita wins the rated game.
  const g = await ratedGame("chaupar");
  const duty = (page) =>
    page.evaluate(() => {
      if (document.querySelector(".play[data-auto]")) return null;
      const t = document.querySelector(".throw-btn");
      if (t && !t.disabled) return "throw";
      return document.querySelector(".actions button.move:not([disabled])") ? "move" : null;
    });
  let decided = false;
  for (let i = 0; i < 600 && !decided; i++) {
    for (const { page } of [a, b]) {
      const d = await duty(page);
      if (!d) continue;
      const n = await logCount(page);
      if (d === "throw") await page.click(".throw-btn");
      else {
        await page.locator(".actions button.move:not([disabled])").first().click();
        decided = true;
      }
      await waitLogBeyond(page, n);
    }
    if (!decided) await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(decided, "someone made a decision");
  const moves = (await api(base, "GET", `/api/games/${g.game}/record`)).record.events.filter((e) => e.move);
  assert.ok(moves.length >= 1 && moves.every((e) => !e.move.by), JSON.stringify(moves));
  await resign();
  // The game-over screen tells the rating change on the shown scale (1500 to start).
  await a.page.locator(".over-panel .over-rating").waitFor();
  assert.match(await a.page.locator(".over-panel .over-rating").textContent(), /Your rating: 1500\? → 1[5-9]\d\d\?/);
  const pa = await api(base, "GET", "/api/users/amrita");
  const pb = await api(base, "GET", "/api/users/bilal");
  assert.equal(pa.ratings.length, 1);
  assert.ok(pa.ratings[0].mu > 25, JSON.stringify(pa.ratings));
  assert.ok(pb.ratings[0].mu < 25, JSON.stringify(pb.ratings));
  assert.equal(pa.ratings[0].games, 1);
  // The profile page: name, the rating with its provisional mark and graph, the game.
  for (const [{ page }, name, size] of [
    [a, "Amrita", "desktop"],
    [b, "Bilal", "phone"],
  ]) {
    await page.goto(`/u/${name}`);
    await page.locator(".profile .rating-value").waitFor();
    assert.equal(await page.locator(".profile-name").textContent(), name);
    assert.match(await page.locator(".profile .rating").textContent(), /provisional/);
    assert.equal(await page.locator(".profile svg.rating-graph circle").count(), 2);
    const game = page.locator(`.recent-game[data-game="${g.game}"]`);
    assert.equal(await game.locator(".rated-mark").count(), 1);
    // Places are of players: in 2-player Chaupar each holds two of the four seats.
    assert.match(await game.textContent(), name === "Amrita" ? /place 1 of 2/ : /place 2 of 2/);
    // The game aborted for the ratings: "no result", "not rated".
    const aborted = page.locator(`.recent-game[data-game="${early.game}"]`);
    assert.match(await aborted.textContent(), /no result/);
    assert.equal(await aborted.locator(".unrated-mark").textContent(), "not rated");
    assert.equal(await game.locator(`a[href="/replay?game=${g.game}"]`).count(), 1);
    assert.equal(await page.locator(".account-settings .delete-account").count(), 1, "own profile: settings");
    await screenshot(page, `account-profile-${size}`, { fullPage: true });
  }
  // Another player's profile has no settings; the leaderboard lists both, Amrita first.
  await a.page.goto("/u/Bilal");
  await a.page.locator(".profile .rating-value").waitFor();
  assert.equal(await a.page.locator(".account-settings").count(), 0);
  for (const [{ page }, size] of [
    [a, "desktop"],
    [b, "phone"],
  ]) {
    await page.goto("/leaderboard?preset=chaupar&players=2");
    await page.locator(".leaders li").first().waitFor();
    assert.deepEqual(await page.locator(".leaders li a").allTextContents(), ["Amrita", "Bilal"]);
    assert.equal(await page.locator(".choose-preset").inputValue(), "chaupar");
    assert.equal(await page.locator(".choose-players").inputValue(), "2");
    await screenshot(page, `account-leaderboard-${size}`);
  }
  // Signing out leaves a guest.
  await Promise.all([a.page.waitForEvent("load"), a.page.locator(".account-bar .account-signout").click()]);
  await a.page.locator(".account-bar .account-signin").waitFor();
  assert.deepEqual(a.page.problems, []);
  assert.deepEqual(b.page.problems, []);
  await a.context.close();
  await b.context.close();
});
