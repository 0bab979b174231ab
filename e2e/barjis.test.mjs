// Barjis in the browser (issue 32, docs/rules.md §18): the lobby offers both presets
// (with their bots' ratings, docs/strength.md "Barjis"), with one colour each for two
// players and Barjis' own options; the cloth draws the eight marked squares (not
// castles) and the kitchen; a move is made by clicking a piece; with `enter = centre`
// an entered man waits in the kitchen, drawn in its seat's triangle; the rules pages
// tell the B- rules; a finished game replays on the cloth and is analysed; and axe
// finds no serious or critical violation on its screens.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, api, rng, choosePreset, openLobbyForm, throwUntilMove, logCount, waitLogBeyond, movePiece, axeViolations,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** What the board draws of Barjis' cloth, from its DOM. */
const clothOf = (page) =>
  page.locator(".board-box svg.board").evaluate((s) => ({
    cloth: s.classList.contains("cloth") && s.classList.contains("safe-barjis"),
    marked: s.querySelectorAll("rect.square.marked").length,
    stars: s.querySelectorAll(".marked-mark").length,
    castles: s.querySelectorAll("rect.square.castle, .castle-mark").length,
    kitchen: s.querySelectorAll("rect.square.centre.kitchen").length,
    label: s.querySelector(".centre-label")?.textContent ?? null,
    pieces: s.querySelectorAll("g.piece").length,
  }));

/** One move by clicking (as `oneMove`), then a screenshot; axe and the console find nothing. */
async function oneMoveChecked(page, pick, shot) {
  await oneMove(page, pick);
  await screenshot(page, shot);
  for (const v of await axeViolations(page)) assert.fail(`${shot}: ${v}`);
  assert.deepEqual(page.problems, []);
}

/** Throw until a move can be made, then make one by clicking a piece; the log grows. */
async function oneMove(page, pick) {
  assert.equal(await throwUntilMove(page), "move");
  const n = await logCount(page);
  assert.ok(await movePiece(page, pick), "a movable piece to click");
  assert.ok((await logCount(page)) > n);
}

test("the lobby offers both Barjis presets with a bot rating; two players sit one colour each on the marked cloth", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await page.locator(".play-now .quick-card").first().waitFor();
  for (const [preset, name] of [
    ["barjis", "Barjis"],
    ["barjis-levant", "Barjis of the Levant"],
  ]) {
    const card = page.locator(`.quick-card[data-preset="${preset}"]`);
    assert.equal(await card.locator(".quick-name").textContent(), name);
    assert.equal(await card.locator(".bot-rating").count(), 1, `${preset}: the bots' rating (docs/strength.md, "Barjis")`);
    assert.equal(await card.locator("svg.cross-icon .ci-marked").count(), 8, `${preset}: the icon's marked squares`);
  }

  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="barjis-levant"]') });
  assert.match(await card.locator(".variant-about").textContent(), /only the 10 brings a man out/);
  await choosePreset(page, "barjis-levant");
  await page.selectOption("#players", "2");
  assert.equal(await page.locator("fieldset.seats .seat-swatches > *").count(), 2, "one colour each (two_colours = false)");
  assert.equal(await page.locator("fieldset.seats .seats-note", { hasText: "two opposite colours" }).count(), 0);
  for (const key of ["exact", "mars"]) assert.equal(await page.isChecked(`#house-${key}`), true, `${key} on by default`);
  await page.locator("details#options summary").click();
  const group = page.getByRole("group", { name: "Barjis", exact: true });
  for (const key of ["two_colours", "go_on", "grace_values", "exact", "mars"]) {
    assert.equal(await group.locator(`#opt-${key}`).count(), 1, `${key} in Barjis' group`);
  }
  assert.equal(await page.inputValue("#opt-grace_values"), "[10]");
  await page.uncheck("#house-mars");
  await page.selectOption("#seat-1", "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "barjis-levant");
  assert.deepEqual(body.options, ["mars=false"]);
  assert.deepEqual(body.seats, ["human", "bot:easy"]);
  await page.locator(".board-box svg.board g.piece").first().waitFor();
  assert.deepEqual(await clothOf(page), { cloth: true, marked: 8, stars: 8, castles: 0, kitchen: 1, label: "Kitchen", pieces: 8 });
  // Two seats, on the opposite arms S and N.
  const arms = await page.locator(".board-box svg.board .corner-label").allTextContents();
  assert.deepEqual(arms, ["Red (seat 1)", "Green (seat 2)"]);
  // The players' list names each seat's arm too (Yut Nori's, whose board has none, does not).
  const seats = (await page.locator(".seat-list li").allTextContents()).map((s) => s.trim());
  assert.match(seats[0], /^Red \(seat 1, S\) — you\b/, seats[0]);
  assert.match(seats[1], /^Green \(seat 2, N\) — bot\b/, seats[1]);
  await oneMoveChecked(page, rng(32), "barjis-levant-laptop");
  await context.close();
});

test("four players of Barjis from Play now on a phone: the cloth, a move by clicking", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto("/");
  await page.locator('#quick-players input[value="4"]').check({ force: true });
  await page.locator('#quick-level input[value="easy"]').check({ force: true });
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click('.quick-card[data-preset="barjis"]');
  const body = JSON.parse((await sent).postData());
  assert.deepEqual([body.preset, body.players, body.seats], ["barjis", 4, ["human", "bot:easy", "bot:easy", "bot:easy"]]);
  await page.locator(".board-box svg.board g.piece").first().waitFor();
  assert.deepEqual(await clothOf(page), { cloth: true, marked: 8, stars: 8, castles: 0, kitchen: 1, label: "Kitchen", pieces: 16 });
  // The marked squares are the eight of B-SAFE-SQUARES.
  const layout = await page.evaluate(async () => {
    const id = new URLSearchParams(location.search).get("game");
    return (await fetch(`/api/games/${id}/layout`)).json();
  });
  const marked = layout.squares.filter((q) => q.kinds.includes("marked")).map((q) => `${q.x},${q.y}`).sort();
  assert.deepEqual(marked, ["10,16", "10,2", "16,10", "16,8", "2,10", "2,8", "8,16", "8,2"]);
  await oneMoveChecked(page, rng(7), "barjis-four-phone");
  await context.close();
});

test("with enter = centre a grace puts the man in the kitchen, drawn in its seat's triangle, and says so", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "barjis", players: 2, options: ["enter=centre"], seats: ["human", "bot:easy"] });
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(g.seats[0].invite.replace(base, ""));
  await page.locator(".board-box svg.board g.piece").first().waitFor();
  assert.equal(await throwUntilMove(page), "move");
  const label = page.locator(".actions button.move", { hasText: "enters the kitchen" }).first();
  assert.ok((await label.count()) > 0, `a move into the kitchen: ${await page.locator(".actions").textContent()}`);
  const n = await logCount(page);
  await label.click();
  await waitLogBeyond(page, n);
  const centre = await page.locator(".board-box svg.board rect.square.kitchen").getAttribute("data-id");
  const inKitchen = page.locator(`.board-box svg.board g.piece[data-seat="0"][data-square="${centre}"]`);
  await inKitchen.first().waitFor();
  assert.match(await inKitchen.first().getAttribute("aria-label"), /^Red piece \d, in the kitchen\b/);
  // Drawn inside the kitchen's square, in the lower (South, Red's) half.
  const [piece, kitchen] = [await inKitchen.first().boundingBox(), await page.locator(".board-box svg.board rect.square.kitchen").boundingBox()];
  const [px, py] = [piece.x + piece.width / 2, piece.y + piece.height / 2];
  assert.ok(px > kitchen.x && px < kitchen.x + kitchen.width, "inside the kitchen");
  assert.ok(py > kitchen.y + kitchen.height / 2 && py < kitchen.y + kitchen.height, "in Red's triangle");
  await screenshot(page, "barjis-kitchen-laptop");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the Barjis rules pages tell the B- rules and draw the marked cloth", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  for (const [width, height, size] of [
    [1366, 768, "laptop"],
    [390, 844, "phone"],
  ]) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    const rules = page.locator(".rules-page");
    const textOf = async (href) => {
      await page.goto(href);
      await rules.locator("table.throw-table").waitFor();
      return (await rules.locator("section").allTextContents()).join(" ");
    };
    const barjis = await textOf("/rules/barjis");
    for (const [said, id] of [
      [/Each player plays alone with four men/, "B-PLAYERS"],
      [/counts seven games/, "B-MARS"],
      [/round the centre, the kitchen/, "B-BOARD"],
      [/eight squares embroidered with a gold star.*marked squares/, "B-SAFE-SQUARES"],
      [/none up counts 6, one up 10/, "B-COWRIES"],
      [/A throw of 6, 10, 25, or 12 lets you throw again/, "B-GO-ON"],
      [/a throw of 10 or 25, brings a man out/, "B-GRACE"],
      [/first square of your middle column/, "B-ENTER"],
      [/single man of another player.*no extra throw/, "B-CAPTURE"],
      [/Two or more men of one player/, "B-DOUBLED"],
      [/only with the exact number/, "B-EXACT"],
    ]) {
      assert.match(barjis, new RegExp(`${said.source}.*rule [^)]*${id}`), id);
    }
    assert.equal(await page.locator(".rules-page svg.board .marked-mark").count(), 8);
    assert.equal(await page.locator(".rules-page svg.board .castle-mark").count(), 0);
    assert.equal(await page.locator(".rules-page svg.board .centre-label").textContent(), "Kitchen");
    if (size === "laptop") await screenshot(page, "barjis-rules");
    for (const v of await axeViolations(page)) assert.fail(`rules ${size}: ${v}`);
    const levant = await textOf("/rules/barjis-levant");
    assert.match(levant, /Each player plays alone with four men: Red and Green\./);
    assert.match(levant, /a throw of 10, brings a man out.*rule B-HAND, B-GRACE/);
    const centre = await textOf("/rules/barjis?set=enter%3Dcentre&set=exact%3Dfalse");
    assert.match(centre, /put in the kitchen on the board.*rule B-ENTER/);
    assert.match(centre, /bears it off.*rule B-EXACT/);
    assert.doesNotMatch(centre, /never stop a man one square before/);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("a finished Barjis game replays on its cloth and is analysed", { timeout: 240_000 }, async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "barjis-levant",
    players: 2,
    options: ["max_turns=24"],
    seats: ["bot:random", "bot:random"],
  });
  for (let i = 0; i < 600 && (await api(base, "GET", `/api/games/${g.game}`)).status !== "over"; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal((await api(base, "GET", `/api/games/${g.game}`)).status, "over");
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(`/replay?game=${g.game}`);
  const slider = page.locator(".replay-view input[type=range]");
  await slider.waitFor();
  const board = page.locator(".replay-view svg.board");
  assert.equal(await board.locator(".marked-mark").count(), 8);
  assert.equal(await board.locator(".centre-label").textContent(), "Kitchen");
  assert.equal(await board.locator("g.piece").count(), 8);
  await page.getByRole("button", { name: "Analyse this game" }).click();
  await page.locator("svg.review-graph").waitFor({ timeout: 180_000 });
  await screenshot(page, "barjis-review");
  for (const v of await axeViolations(page)) assert.fail(`replay: ${v}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a mars win says on the end card that it counts seven games (B-MARS)", { timeout: 240_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  // The dice are the server's, so a game's result cannot be fixed: the heuristic against
  // random players usually wins with no random man home (a mars). Each finished game's
  // card must say "counts seven" exactly when its result's score is 7.
  let mars = 0;
  for (let game = 0; game < 6 && mars === 0; game++) {
    const g = await api(base, "POST", "/api/games", {
      preset: "barjis-levant",
      players: 2,
      seats: ["bot:medium", "bot:random"],
    });
    let st;
    for (let i = 0; i < 1200; i++) {
      st = await api(base, "GET", `/api/games/${g.game}`);
      if (st.status === "over") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(st.status, "over", "the bots' game ends");
    assert.ok([1, 7].includes(st.result.score), `B-MARS: the result counts 1 or 7, not ${st.result.score}`);
    await page.goto(`/?game=${g.game}`);
    await page.locator(".over-panel").waitFor();
    const note = page.locator(".over-panel .over-mars");
    if (st.result.score === 7) {
      mars++;
      assert.match(await note.textContent(), /counts seven games/);
      await screenshot(page, "barjis-mars-phone");
      for (const v of await axeViolations(page)) assert.fail(`mars card: ${v}`);
    } else {
      assert.equal(await note.count(), 0, "a win that counts one says nothing of mars");
    }
  }
  assert.ok(mars > 0, "one of six heuristic-vs-random games is a mars");
  assert.deepEqual(page.problems, []);
  await context.close();
});
