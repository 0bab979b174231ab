// The game review on the replay page (issue 14): a short finished all-bot game is
// analysed from its replay; the win-chance graph has a point per reviewed decision,
// a point moves the replay there, the summary has a row per player, the marked moves
// list jumps too; at a laptop's and a phone's size.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { serverAndBrowser, newPage, screenshot, api, startServer, playToEnd, SCREENSHOTS } from "./helpers.mjs";

const env = serverAndBrowser();

// A server on which a clock "second" lasts 5 ms: a human seat whose player never
// moves is played by the stand-in bot at once (its record moves carry `by`).
const fast = { server: null };
before(async () => {
  fast.server = await startServer(["--clock-unit-ms", "5"]);
});
after(async () => {
  await fast.server?.stop();
});
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page. */
async function axeProblems(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Of the graph's circles matched by `selector`, the first that is on top at its own
 * centre (not covered by a neighbour's dot), so that a click lands on it.
 */
async function uncovered(page, selector) {
  await page.locator("svg.review-graph").scrollIntoViewIfNeeded();
  const k = await page.locator(selector).evaluateAll((cs) =>
    cs.findIndex((c) => {
      const r = c.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === c;
    }),
  );
  return k < 0 ? null : page.locator(selector).nth(k);
}

async function finishedGame(base) {
  const g = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    options: ["max_turns=30"],
    seats: ["bot:random", "bot:easy"],
  });
  for (let i = 0; i < 600; i++) {
    const s = await api(base, "GET", `/api/games/${g.game}`);
    if (s.status === "over") return { id: g.game, summary: s };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`game ${g.game} did not end`);
}

test("a finished game is analysed from its replay", { timeout: 180_000 }, async () => {
  const base = env.server.url;
  // About one game in 400 of 30 random turns has no decision with a choice (measured
  // over 3,000 random Chopat games): nothing to review there, so another is played.
  let id, summary, context, page, slider, graph, review;
  for (let attempt = 1; ; attempt++) {
    ({ id, summary } = await finishedGame(base));
    // Not reviewed yet.
    assert.equal((await api(base, "GET", `/api/games/${id}/analysis`)).status, "none");

    ({ context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base }));
    await page.goto(`/replay?game=${id}`);
    slider = page.locator(".replay-view input[type=range]");
    await slider.waitFor();
    assert.equal(Number(await slider.getAttribute("max")), summary.version);
    const start = page.getByRole("button", { name: "Analyse this game" });
    await start.waitFor();
    assert.match(await page.locator(".review").textContent(), /plays out every decision many times/i);
    await start.click();
    // Progress, then the graph (the review of a 30-turn game takes some seconds).
    graph = page.locator("svg.review-graph");
    await graph.waitFor({ timeout: 120_000 });

    ({ review } = await api(base, "GET", `/api/games/${id}/analysis`));
    assert.ok(review, "the review is stored");
    if (attempt === 3 || review.decisions.some((d) => d.reviewed)) break;
    await context.close();
  }
  const reviewed = review.decisions.filter((d) => d.reviewed);
  assert.ok(reviewed.length > 0, "some decisions had a choice");
  // One point per reviewed decision, each at its event's position.
  const points = graph.locator("circle.pt");
  assert.equal(await points.count(), reviewed.length);
  const events = await points.evaluateAll((ps) => ps.map((p) => Number(p.getAttribute("data-event"))));
  assert.deepEqual(
    [...events].sort((a, b) => a - b),
    reviewed.map((d) => d.event),
  );
  // Marked decisions get a dot of their severity too.
  const marked = review.decisions.filter((d) => d.mark);
  assert.equal(await graph.locator("circle.pt-mark").count(), marked.length);

  // Clicking a point moves the replay to that event (slider position event + 1): a
  // marked dot if one is clear of its neighbours, else a plain point.
  const target = (await uncovered(page, "svg.review-graph circle.pt-mark")) ?? (await uncovered(page, "svg.review-graph circle.pt"));
  assert.ok(target, "a point to click");
  const event = Number(await target.getAttribute("data-event"));
  await target.click();
  assert.equal(Number(await slider.inputValue()), event + 1);
  assert.match(await page.locator(".replay-view .banner").textContent(), new RegExp(`^${event + 1} / ${summary.version}: `));
  // The cursor stands there, and the note tells the decision.
  const note = page.locator(".decision-note");
  const d = review.decisions.find((x) => x.event === event);
  if (d.best !== d.played) assert.match(await note.textContent(), /Best: .* \(win chance \d+% → \d+%, −\d+%\)/);
  else assert.match(await note.textContent(), /the best move found/);

  // Clicking the graph off the dots, above or below a point, goes to that point too.
  const spot = await points.evaluateAll((ps) => {
    const svg = ps[0].ownerSVGElement.getBoundingClientRect();
    for (const k of [Math.floor(ps.length / 3), ...ps.keys()]) {
      const r = ps[k].getBoundingClientRect();
      const x = r.x + r.width / 2;
      // The far half of the plot from the point.
      const y = r.y + r.height / 2 < svg.y + svg.height / 2 ? svg.y + svg.height - 12 : svg.y + 12;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.tagName !== "circle") return { x, y, event: Number(ps[k].getAttribute("data-event")) };
    }
    return null;
  });
  assert.ok(spot, "a place on the graph off the dots");
  await page.mouse.click(spot.x, spot.y);
  assert.equal(Number(await slider.inputValue()), spot.event + 1);

  // The summary: a row per player, with the counts of the review.
  const rows = page.locator("table.review-table tbody tr");
  assert.equal(await rows.count(), review.players.length);
  // One row per seat that decided or threw at least once, in seat order.
  const deciding = [...new Set([...review.decisions, ...review.throws].map((d) => d.seat))].sort((a, b) => a - b);
  assert.deepEqual(
    review.players.map((p) => p.seat),
    deciding,
  );
  assert.ok(deciding.length >= 1 && deciding.length <= 2);
  for (let k = 0; k < review.players.length; k++) {
    const cells = await rows.nth(k).locator("td").allTextContents();
    const p = review.players[k];
    const mean = `${(p.mean_loss * 100).toFixed(1)}%`;
    const accuracy = p.accuracy == null ? "–" : `${p.accuracy.toFixed(1)}%`;
    assert.deepEqual(cells, [accuracy, p.decisions, mean, p.inaccuracies, p.mistakes, p.blunders].map(String));
  }
  // The marked moves: a button each, which jumps to its event.
  const list = page.locator("ol.marked-moves button");
  assert.equal(await list.count(), marked.length);
  if (marked.length) {
    await list.last().click();
    assert.equal(Number(await slider.inputValue()), marked[marked.length - 1].event + 1);
    assert.equal(await list.last().getAttribute("aria-current"), "true");
  } else {
    assert.match(await page.locator(".review").textContent(), /No move was marked/);
  }
  assert.match(await page.locator(".review").textContent(), /at least 5% win chance/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "review-desktop");
  await page.locator(".review").screenshot({ path: `${SCREENSHOTS}/review-panel-desktop.png` });
  assert.deepEqual(await axeProblems(page), []);
  assert.deepEqual(page.problems, []);
  await context.close();

  // A phone, with ?analyse=1 (the result panel's link): the stored review shows at once.
  {
    const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
    await page.goto(`/replay?game=${id}&analyse=1`);
    const graph = page.locator("svg.review-graph");
    await graph.waitFor();
    const w = (await graph.boundingBox()).width;
    assert.ok(w > 250 && w <= 390, `graph width ${w}`);
    // The page does not scroll sideways.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
    const point = (await uncovered(page, "svg.review-graph circle.pt-mark")) ?? (await uncovered(page, "svg.review-graph circle.pt"));
    const event = Number(await point.getAttribute("data-event"));
    await point.click();
    assert.equal(Number(await page.locator(".replay-view input[type=range]").inputValue()), event + 1);
    await page.locator(".review").scrollIntoViewIfNeeded();
    await screenshot(page, "review-phone");
    await screenshot(page, "review-phone-full", { fullPage: true });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("the result panel links to the analysis, which starts at once", { timeout: 180_000 }, async () => {
  const base = env.server.url;
  const { id } = await finishedGame(base);
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(`/?game=${id}`);
  const link = page.locator(".over-panel a", { hasText: "Analyse" });
  await link.waitFor();
  assert.equal(await link.getAttribute("href"), `/replay?game=${id}&analyse=1`);
  // No button to press: the page starts the review (a POST) as it opens.
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/games/${id}/analysis`) && r.request().method() === "POST");
  await link.click();
  assert.equal((await posted).status(), 202);
  assert.equal(await page.getByRole("button", { name: "Analyse this game" }).count(), 0);
  assert.notEqual((await api(base, "GET", `/api/games/${id}/analysis`)).status, "none");
  await page.locator("svg.review-graph").waitFor({ timeout: 120_000 });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a game still on offers no review, and a busy server says so with a retry", async () => {
  const base = env.server.url;
  const g = await api(base, "POST", "/api/games", { preset: "chopat", players: 2, seats: ["human", "bot:easy"] });
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto(`/replay?game=${g.game}`);
  await page.locator(".review").waitFor();
  assert.match(await page.locator(".review").textContent(), /once it is over/);
  assert.equal(await page.getByRole("button", { name: "Analyse this game" }).count(), 0);

  // A busy server (another review runs): the page shows the server's message and a retry.
  const { id } = await finishedGame(base);
  let posts = 0;
  await page.route(`**/api/games/${id}/analysis`, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts++;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "busy", message: "another game is being reviewed; try again in a minute" } }),
    });
  });
  await page.goto(`/replay?game=${id}`);
  await page.getByRole("button", { name: "Analyse this game" }).click();
  const alert = page.locator(".review [role=alert]");
  await alert.waitFor();
  assert.match(await alert.textContent(), /another game is being reviewed/);
  assert.equal(posts, 1);
  // The retry asks again.
  const again = page.waitForResponse((r) => r.url().endsWith(`/api/games/${id}/analysis`) && r.request().method() === "POST");
  await page.getByRole("button", { name: "Try again" }).click();
  assert.equal((await again).status(), 503);
  await alert.waitFor();
  assert.equal(posts, 2);
  // Busy responses are expected console errors of the failed fetch (503).
  page.problems = page.problems.filter((p) => !/503/.test(p));
  assert.deepEqual(page.problems, []);
  await context.close();
});

/** Let the page draw `n` frames. */
const frames = (page, n) =>
  page.evaluate((n) => new Promise((done) => {
    const next = (k) => (k === 0 ? done() : requestAnimationFrame(() => next(k - 1)));
    next(n);
  }), n);

/** The element's box is wholly inside the viewport. */
async function inView(page, locator, what) {
  const b = await locator.boundingBox();
  const v = page.viewportSize();
  assert.ok(b, `${what}: no box`);
  assert.ok(b.y >= -1 && b.y + b.height <= v.height + 1 && b.x >= -1 && b.x + b.width <= v.width + 1, `${what}: ${JSON.stringify(b)} outside ${JSON.stringify(v)}`);
  return b;
}

test("a review names the players, says turns and keeps the board in view", { timeout: 240_000 }, async () => {
  const base = fast.server.url;
  // Two bots play a short game. (Moves a stand-in bot played for an away player are left
  // out of the figures: the analysis crate's
  // stand_in_decisions_are_left_out_of_the_players_figures and tests/leave.rs check it.)
  // The server's seed is random, and a game of 30 turns may hold no real choice at all
  // (CI once got a review with no reviewed decision): a game is played again, up to
  // five times, until its review has one.
  let g;
  let review;
  for (let attempt = 0; attempt < 5 && !review?.decisions.some((d) => d.reviewed); attempt++) {
    g = await api(base, "POST", "/api/games", {
      preset: "chopat",
      players: 2,
      options: ["max_turns=30"],
      seats: ["bot:medium", "bot:easy"],
    });
    for (let i = 0; i < 600 && (await api(base, "GET", `/api/games/${g.game}`)).status !== "over"; i++) await new Promise((r) => setTimeout(r, 100));
    const { record } = await api(base, "GET", `/api/games/${g.game}/record`);
    assert.equal(record.events.filter((e) => e.move?.by).length, 0, "no stand-in played");
    await api(base, "POST", `/api/games/${g.game}/analysis`, {});
    review = undefined;
    for (let i = 0; i < 1200 && !review; i++) {
      review = (await api(base, "GET", `/api/games/${g.game}/analysis`)).review;
      if (!review) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(review, "the review is done");
  }
  // The bots' own decisions count for them; no stand-in played.
  const asha = review.players.find((p) => p.seat === 0);
  // (The server's seed is random: a short game may leave a seat without a real choice,
  // so the number of decisions is not asserted.)
  assert.equal(asha.stand_in ?? 0, 0);
  assert.ok(asha.accuracy == null || (asha.accuracy >= 0 && asha.accuracy <= 100));
  // Luck: per player and per throw.
  for (const p of review.players) {
    const sum = review.throws.filter((t) => t.seat === p.seat).reduce((a, t) => a + t.luck, 0);
    assert.ok(Math.abs(sum - p.luck) < 1e-9, `luck of seat ${p.seat}`);
  }

  for (const [width, height, name] of [
    [1366, 768, "review-names-desktop"],
    [390, 844, "review-names-phone"],
  ]) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    // A stand-in bot's decision: no seat was away in this all-bot game, so on its way to
    // the page the review says its first reviewed decision was a stand-in's.
    const standIn = review.decisions.find((d) => d.reviewed);
    assert.ok(standIn, "a reviewed decision");
    const standInName = ["Red bot \\(medium\\)", "Green bot \\(easy\\)"][standIn.seat];
    await context.route(new RegExp(`/api/games/${g.game}/analysis$`), async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      if (json.review) {
        json.review.decisions.find((d) => d.event === standIn.event).by = "medium";
        json.review.players.find((p) => p.seat === standIn.seat).stand_in = 1;
      }
      await route.fulfill({ response, json });
    });
    await page.goto(`/replay?game=${g.game}`);
    const graph = page.locator("svg.review-graph");
    await graph.waitFor();
    // No upload form with ?game=: a small link to open another record instead.
    assert.equal(await page.locator("input[type=file]").count(), 0);
    assert.equal(await page.getByRole("link", { name: "Open another record" }).getAttribute("href"), "/replay");
    // The result in words, with the players' names.
    const result = await page.locator(".replay-result").textContent();
    assert.match(result, /^(Red bot \(medium\) wins · then Green bot \(easy\)|Green bot \(easy\) wins · then Red bot \(medium\))/);
    assert.doesNotMatch(await page.locator(".replay-view").textContent(), /Result:|Event \d/);
    // The summary names both players.
    assert.match(await page.locator("table.review-table").textContent(), /Red bot \(medium\)/);
    assert.match(await page.locator("table.review-table").textContent(), /Green bot \(easy\)/);
    // A luck line per player, and the sentence that says what it means.
    const luck = page.locator("ul.luck-lines li");
    assert.equal(await luck.count(), review.players.length);
    assert.match(await luck.first().textContent(), /Red bot \(medium\).*points of win chance from \d+ throws/);
    assert.match(await page.locator(".review-luck").textContent(), /most of the graph’s swing is the dice/);
    // ... and that the figure is rough (scaled per rules; it explains part of a result).
    assert.match(await page.locator(".review-luck").textContent(), /a rough estimate, scaled to the game’s rules/);

    // The stand-in's decision: its note says the turn, the name and who played it; the
    // summary counts it.
    await graph.locator(`circle.pt[data-event="${standIn.event}"]`).dispatchEvent("click");
    const note = await page.locator(".decision-note").textContent();
    assert.match(note, new RegExp(`^\\s*Turn ${standIn.turn}, ${standInName}:`));
    assert.match(note, /played by a stand-in bot \(medium\) for the away player; not counted/);
    assert.match(await page.locator("table.review-table").textContent(), /Moves by a stand-in bot, not counted: 1/);
    // The marked moves say turn and name; tapping one keeps the board in view.
    const marks = page.locator("ol.marked-moves button");
    const board = page.locator(".replay-view .board-box svg");
    const targets = (await marks.count()) ? [marks.last(), marks.first()] : [graph.locator("circle.pt").last()];
    const m = review.decisions.find((d) => d.mark);
    if (m) assert.match(await marks.first().textContent(), new RegExp(`^Turn \\d+ · (Red bot \\(medium\\)|Green bot \\(easy\\)) · `));
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded();
      await target.click();
      // The page keeps the tapped line in view once it has drawn the new position.
      await frames(page, 3);
      const b = await inView(page, board, `${name}: the board after a tap`);
      assert.ok(b.height > 200, `${name}: board ${b.height}px high`);
      await inView(page, target, `${name}: the tapped move`);
    }
    await screenshot(page, name);
    // Beside the graph on a laptop, above it on a phone (from the top of the page).
    await page.evaluate(() => window.scrollTo(0, 0));
    const b = await board.boundingBox();
    const gb = await graph.boundingBox();
    if (width > 760) assert.ok(b.x + b.width <= gb.x, `board beside the graph: ${JSON.stringify([b, gb])}`);
    else assert.ok(b.y + b.height <= gb.y + 1, `board above the graph: ${JSON.stringify([b, gb])}`);
    await screenshot(page, `${name}-top`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("the bare replay page offers the upload form", async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await page.goto("/replay");
  await page.locator("input[type=file]").waitFor();
  assert.equal(await page.getByRole("link", { name: "Open another record" }).count(), 0);
  await context.close();
});
