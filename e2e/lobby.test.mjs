// The lobby: the game cards (a radio group with a small board each), the seat rows in
// words (who plays each colour, bots described, partners), the clock's bot level, a
// game created with invite links, and the phone size (no gap, every control at least
// 44 px tall).

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, setOptions, api, choosePreset, openLobbyForm,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** The body of each POST /api/games the page sends. */
function recordCreates(page) {
  const bodies = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/games") bodies.push(JSON.parse(r.postData()));
  });
  return bodies;
}

/** The seat rows' words, one string per row, spaces collapsed. */
const seatWords = (page) =>
  page.locator("fieldset.seats .seat-row label").evaluateAll((ls) => ls.map((l) => l.textContent.replace(/\s+/g, " ").trim()));

/** The first state message of a game, through the page's own WebSocket (same origin). */
const firstState = (page, game) =>
  page.evaluate(
    (game) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: "hello", game }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === "state") {
            ws.close();
            resolve(m);
          }
        };
        ws.onerror = () => reject(new Error("websocket failed"));
      }),
    game,
  );

test("game cards: one per preset, a radio group with a board picture, arrow keys choose", async () => {
  const base = env.server.url;
  const catalogue = await api(base, "GET", "/api/variants");
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const radios = page.locator('fieldset.variant-cards input[type="radio"][name="preset"]');
  assert.deepEqual(
    await radios.evaluateAll((rs) => rs.map((r) => r.value)),
    catalogue.presets.map((p) => p.name),
  );
  assert.deepEqual(await page.locator(".variant-card .variant-name").allTextContents(), [
    "Pachisi",
    "Pachisi with seven cowries",
    "Chopat",
    "Chaupar",
    "Ludo",
    "Ludo (ludopy's rules)",
    "Mensch ärgere Dich nicht",
    "Petits chevaux",
    "Parcheesi",
    "Parchís",
    "Barjis",
    "Barjis of the Levant",
    "Parqués",
    "Sorry!",
    "Yut Nori",
    "Yut Nori (Culin, 1895)",
  ]);
  // Each card: its picture, a sentence, the players it takes; the radio is named by
  // the card's title and described by the rest.
  for (const p of catalogue.presets) {
    const card = page.locator(".variant-card", { has: page.locator(`input[value="${p.name}"]`) });
    assert.equal(await card.locator("svg.cross-icon").count(), 1, `${p.name}: a board picture`);
    assert.match(await card.locator(".variant-about").textContent(), /\w.{20,}\./, `${p.name}: a sentence`);
    const who = await card.locator(".variant-who").textContent();
    assert.match(who, p.options.teams === "true" ? /^2 to 4 players; with 4, two teams of partners$/ : /^2 to 4 players, each alone$/);
    const named = await card.locator("input").evaluate((r) => document.getElementById(r.getAttribute("aria-labelledby"))?.textContent);
    assert.equal(named, await card.locator(".variant-name").textContent(), `${p.name}: the radio's name`);
  }
  // The safe squares of each preset in its picture: 12 castles, 12 flowers, none.
  const marks = async (name, sel) => page.locator(`.variant-card:has(input[value="${name}"]) svg ${sel}`).count();
  assert.equal(await marks("pachisi", ".ci-x"), 12);
  assert.equal(await marks("pachisi-seven", ".ci-x"), 12);
  assert.equal(await marks("chopat", ".ci-flower"), 12);
  assert.equal(await marks("chopat", ".ci-x"), 0);
  assert.equal(await marks("chaupar", ":is(.ci-x, .ci-flower)"), 0);

  // One card is chosen and marked; the "How to play" link follows it.
  const selected = async () => page.locator(".variant-card.selected input").evaluateAll((rs) => rs.map((r) => [r.value, r.checked]));
  assert.deepEqual(await selected(), [["pachisi", true]]);
  assert.equal(await page.locator("a.rules-link").getAttribute("href"), "/rules/pachisi");
  // Keyboard: Tab reaches the group at its chosen card, the arrow keys move the choice.
  await page.focus("#my-name");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "preset-pachisi");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.deepEqual(await selected(), [["chopat", true]]);
  assert.equal(await page.evaluate(() => document.activeElement.id), "preset-chopat");
  assert.equal(await page.locator("a.rules-link").getAttribute("href"), "/rules/chopat");
  assert.equal(await page.isChecked("#teams"), false, "chopat: each alone");
  await page.keyboard.press("ArrowLeft");
  assert.deepEqual(await selected(), [["pachisi-seven", true]]);
  assert.equal(await page.isChecked("#teams"), true, "pachisi-seven: two teams");
  await page.locator(".variant-card", { hasText: "Chaupar" }).click();
  assert.deepEqual(await selected(), [["chaupar", true]]);
  await screenshot(page, "lobby-cards-desktop");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("seat rows in words: you, a friend, bots by level, partners, two colours each", async () => {
  const base = env.server.url;
  const catalogue = await api(base, "GET", "/api/variants");
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const sent = recordCreates(page);
  await page.goto("/");
  await openLobbyForm(page);
  const medium = "plays the move that looks best now, without looking ahead";
  assert.deepEqual(await seatWords(page), [
    "Red — you",
    `Green — bot, medium: ${medium}`,
    `Yellow — bot, medium: ${medium}`,
    `Blue — bot, medium: ${medium}`,
  ]);
  await page.locator("fieldset.seats .teams-note", { hasText: "Partners: Red and Yellow play together against Green and Blue." }).waitFor();
  // Every level of the server has its own words (never its bare name).
  const levels = catalogue.bots.map((b) => b.name);
  assert.deepEqual(levels, ["easy", "medium", "hard", "expert"]);
  const phrases = [];
  for (const level of levels) {
    await page.selectOption("#seat-3", `bot:${level}`);
    const row = (await seatWords(page))[3];
    assert.match(row, new RegExp(`^Blue — bot, ${level}: \\w+ .{15,}$`), row);
    phrases.push(row.split(": ")[1]);
  }
  assert.equal(new Set(phrases).size, 4, `four different descriptions: ${phrases.join(" | ")}`);
  assert.match(phrases[0], /random/, "easy plays half its moves at random (mixed:0.5)");
  assert.match(phrases[1], /without looking ahead/, "medium is the one-ply heuristic");
  // A second person is a friend with an invite link; my name goes on my row.
  await page.selectOption("#seat-1", "human");
  await page.fill("#my-name", "Asha");
  assert.deepEqual((await seatWords(page)).slice(0, 2), ["Red — you (Asha)", "Green — a friend (invite link)"]);
  // Chopat for four: each alone, no partners line.
  await choosePreset(page, "chopat");
  assert.equal(await page.locator("fieldset.seats .teams-note").count(), 0);
  // Teams need four players: the switch is off and disabled for fewer.
  await page.selectOption("#players", "3");
  assert.equal(await page.isDisabled("#teams"), true);
  assert.equal((await seatWords(page)).length, 3);

  // Two-player Pachisi: each player plays two opposite colours, as the server seats them.
  await choosePreset(page, "pachisi");
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-1", "bot:easy");
  assert.deepEqual(await seatWords(page), [
    "Red and Yellow — you (Asha)",
    `Green and Blue — bot, easy: ${phrases[0]}`,
  ]);
  assert.equal(await page.locator(".seat-row").nth(0).locator(".swatch").count(), 2);
  await page.locator("fieldset.seats", { hasText: "With two players, each plays two opposite colours as a team." }).waitFor();
  await screenshot(page, "lobby-seats-desktop");
  await page.click("form.lobby button[type=submit]");
  // One player (two colours) against a bot: the game opens at once, seated.
  await page.locator(".board-box svg.board").waitFor();
  assert.deepEqual(sent.at(-1).seats, ["human", "bot:easy"]);
  const id = new URL(page.url()).searchParams.get("game");
  const summary = await api(base, "GET", `/api/games/${id}`);
  assert.deepEqual(
    summary.seats.map((s) => [s.seat, s.kind]),
    [
      [0, "human"],
      [1, "bot"],
      [2, "human"],
      [3, "bot"],
    ],
    "Red and Yellow are mine, Green and Blue the bot's",
  );
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a clock asks which bot plays when time runs out, and the game gets it", async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const sent = recordCreates(page);
  await page.goto("/");
  await openLobbyForm(page);
  assert.equal(await page.locator("#clock-bot").count(), 0, "no clock, no question");
  await page.selectOption("#clock", "30");
  const control = page.locator("#clock-bot");
  assert.equal(await page.locator('label[for="clock-bot"]').textContent(), "When time runs out, a bot plays:");
  assert.equal(await control.inputValue(), "medium");
  assert.deepEqual(await control.locator("option").evaluateAll((os) => os.map((o) => o.value)), ["easy", "medium", "hard", "expert"]);
  for (const text of await control.locator("option").allTextContents()) assert.match(text, /^\w+ — \w.{10,}$/, text);
  await control.selectOption("hard");
  await choosePreset(page, "chopat");
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-1", "human");
  await page.click("form.lobby button[type=submit]");
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
  assert.equal(sent.length, 1);
  assert.equal(sent[0].clock, 30);
  assert.equal(sent[0].clock_bot, "hard");
  const id = new URL(await page.locator("#created ul.invites input").first().inputValue()).searchParams.get("game");
  const state = await firstState(page, id);
  assert.deepEqual([state.clock.seconds, state.clock.bot], [30, "hard"]);
  // No clock again: the question goes, and nothing about a clock is sent.
  await page.selectOption("#clock", "0");
  assert.equal(await control.count(), 0);
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/games" && r.request().method() === "POST");
  await page.click("form.lobby button[type=submit]");
  assert.equal((await created).status(), 200);
  assert.equal(sent.length, 2);
  assert.equal("clock" in sent[1] || "clock_bot" in sent[1], false, JSON.stringify(sent[1]));
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("lobby creates a game with invite links; a bad option is reported", async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  // Four seat selectors by default; two after choosing 2 players.
  assert.equal(await page.locator(".seats select").count(), 4);
  await page.selectOption("#players", "2");
  assert.equal(await page.locator(".seats select").count(), 2);
  await page.selectOption("#players", "4");
  await screenshot(page, "lobby");

  await createInLobby(page, { preset: "chopat", players: 2, seats: ["human", "human"] });
  const invites = page.locator("#created ul.invites input");
  // Two seats and the spectator link.
  assert.equal(await invites.count(), 3);
  const links = await invites.evaluateAll((is) => is.map((i) => i.value));
  for (const l of links) assert.ok(l.startsWith(env.server.url + "/?game="), l);
  assert.match(links[0], /&seat=0&token=[0-9a-f]+$/);
  assert.match(links[1], /&seat=1&token=[0-9a-f]+$/);
  await screenshot(page, "lobby-created");

  // A bad option is reported in the form, not thrown away.
  await setOptions(page, ["bonus_values=not a list"]);
  await page.click("form.lobby button[type=submit]");
  await page.locator("form.lobby .error", { hasText: "bad_request" }).waitFor();

  assert.deepEqual(page.problems.filter((p) => !p.includes("400")), []);
  await context.close();
});

test("phone: More options ends at Create game, every control at least 44 px tall, nothing sticks out", async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  await page.selectOption("#clock", "120"); // shows the clock's bot question too
  await page.locator("form.lobby details#options summary").click();
  await page.locator("form.lobby details[open] fieldset").first().waitFor();
  await screenshot(page, "lobby-phone-full", { fullPage: true });

  // The form ends at the Create button (the error line is empty and takes no room).
  const gap = await page.evaluate(() => {
    const button = document.querySelector("form.lobby button[type=submit]").getBoundingClientRect();
    const form = document.querySelector("form.lobby").getBoundingClientRect();
    return form.bottom - button.bottom;
  });
  assert.ok(gap >= 0 && gap <= 4, `${gap}px under Create game`);

  // Every control: buttons, selects, text fields, summaries and links at least 44 px
  // tall; a checkbox or radio through its label (the whole label is its target).
  const small = await page.evaluate(() => {
    const out = [];
    const controls = document.querySelectorAll(".lobby-page :is(button, select, input, summary, a[href])");
    for (const c of controls) {
      if (!c.getClientRects().length) continue; // not shown (in a closed details)
      const target = c.type === "checkbox" || c.type === "radio" ? c.labels?.[0] ?? c : c;
      const h = target.getBoundingClientRect().height;
      if (h < 44) out.push(`${c.tagName.toLowerCase()}#${c.id || ""}.${c.className || ""} "${(target.textContent || c.value || "").trim().slice(0, 30)}": ${h.toFixed(1)}px`);
    }
    return out;
  });
  assert.deepEqual(small, [], "controls under 44 px on a phone");
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);

  // The same, once a game is created (invite links, Copy, QR code).
  await page.locator("form.lobby details#options summary").click();
  await page.selectOption("#seat-1", "human");
  await page.click("form.lobby button[type=submit]");
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
  const smallCreated = await page.evaluate(() =>
    [...document.querySelectorAll("#created :is(button, input, summary, a[href])")]
      .filter((c) => c.getClientRects().length && c.getBoundingClientRect().height < 44)
      .map((c) => `${c.tagName.toLowerCase()} "${(c.textContent || c.value).trim().slice(0, 30)}"`),
  );
  assert.deepEqual(smallCreated, [], "controls of the created panel under 44 px");
  await page.locator("#created").scrollIntoViewIfNeeded();
  await screenshot(page, "lobby-phone-created");
  assert.deepEqual(page.problems, []);
  await context.close();
});

// ---------------------------------------------------------------- Play now (issue 26)

/** An element's box, or null when it is not shown. */
const box = (page, sel) => page.locator(sel).first().boundingBox();

/** Every box lies inside the viewport (no scrolling needed to see it). */
async function assertOnScreen(page, sels, [width, height]) {
  for (const sel of sels) {
    const b = await box(page, sel);
    assert.ok(b, `${sel} is shown`);
    assert.ok(b.y >= 0 && b.y + b.height <= height && b.x >= 0 && b.x + b.width <= width, `${sel} is on screen at ${width}×${height}: ${JSON.stringify(b)}`);
  }
}

test("Play now: one tap on Ludo against bots lands on the game, seated, with a throw button", async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  const sent = recordCreates(page);
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  // The first screen: bots or friends, the players and the bots' level, every game's card.
  assert.equal(await page.isChecked('#quick-mode input[value="bots"]'), true);
  assert.equal(await page.locator("details#more-options").evaluate((d) => d.open), false, "More options starts closed");
  assert.equal(await page.locator("form.lobby").isVisible(), false);
  assert.deepEqual(await page.locator("button.quick-card .quick-name").allTextContents(), [
    "Pachisi", "Pachisi with seven cowries", "Chopat", "Chaupar", "Ludo", "Ludo (ludopy's rules)",
    "Mensch ärgere Dich nicht", "Petits chevaux", "Parcheesi", "Parchís", "Barjis", "Barjis of the Levant",
    "Parqués", "Sorry!", "Yut Nori", "Yut Nori (Culin, 1895)",
  ]);
  await assertOnScreen(page, ["#quick-mode", "#quick-players", "#quick-level", 'button.quick-card[data-preset="ludo"]'], [390, 844]);
  await screenshot(page, "lobby-play-now-phone");
  await page.click('button.quick-card[data-preset="ludo"]');
  await page.waitForURL((u) => u.searchParams.has("game"));
  await page.locator(".throw-btn").waitFor();
  assert.equal(sent.length, 1);
  assert.deepEqual(sent[0], { preset: "ludo", players: 2, teams: false, options: [], seats: ["human", "bot:medium"] });
  // Seated: this browser holds Red's token, the game page says "you" on Red's row and
  // no invite panel is shown.
  const id = new URL(page.url()).searchParams.get("game");
  const held = await page.evaluate((id) => JSON.parse(localStorage.getItem(`pachisi:tokens:${id}`) || "[]"), id);
  assert.equal(held.length, 1);
  await page.locator(".seat-list li", { hasText: "— you" }).first().waitFor();
  assert.equal(await page.locator(".invite-panel").count(), 0);
  await screenshot(page, "lobby-play-now-game-phone");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Play now at 360×640, 390×844 and 1366×768: the choices and every game's card on screen without scrolling, with 2 and with 4 players", async () => {
  const variants = await api(env.server.url, "GET", "/api/variants");
  for (const size of [[360, 640], [390, 844], [1366, 768]]) {
    const { context, page } = await newPage(env.browser, { width: size[0], height: size[1], baseURL: env.server.url });
    await page.goto("/");
    await page.locator(".play-now").waitFor();
    const cards = await page.locator("button.quick-card").evaluateAll((bs) => bs.map((b) => `button.quick-card[data-preset="${b.dataset.preset}"]`));
    assert.equal(cards.length, 16);
    await assertOnScreen(page, ["#quick-mode", "#quick-players", "#quick-level", ...cards], size);
    await screenshot(page, `lobby-play-now-${size[0]}`);
    // With four players chosen every card shows the bots' rating for four players
    // (docs/strength.md, "Bot ratings"), and all still fit.
    await page.locator("#quick-players label", { hasText: "4" }).click();
    const level = await page.locator("#quick-level input:checked").inputValue();
    const four = variants.bots.find((b) => b.name === level).ratings["4"];
    await page.locator(`button.quick-card[data-preset="ludo"] .bot-rating-short`, { hasText: String(four.ludo) }).waitFor({ state: "attached" });
    for (const card of await page.locator("button.quick-card").all()) {
      const want = four[await card.getAttribute("data-preset")];
      const shown = await card.locator(".bot-rating-short").allTextContents();
      assert.deepEqual(shown, want == null ? [] : [String(want)], await card.getAttribute("data-preset"));
    }
    // Every game, Barjis' two, Parqués, Sorry! and Yut Nori's two included since their
    // ladders were measured (issue 32, docs/strength.md "Bot ratings on the players'
    // scale"; Barjis' expert with four players since 2026-12-07), whatever the level.
    assert.ok(
      Object.keys(four).length === 16 && "parques" in four && "sorry" in four && "yut" in four && "yut-culin" in four && "barjis" in four && "barjis-levant" in four,
      JSON.stringify(four),
    );
    await assertOnScreen(page, ["#quick-mode", "#quick-players", "#quick-level", ...cards], size);
    await screenshot(page, `lobby-play-now-4-players-${size[0]}`);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `page is ${scroll}px wide in a ${client}px viewport`);
    // Back to two players for the next page (the choice is remembered).
    await page.locator("#quick-players label", { hasText: "2" }).click();
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("Play now: the players and the bots' level are remembered across a reload; the last game is marked", async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  const sent = recordCreates(page);
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  await page.locator("#quick-players label", { hasText: "3" }).click();
  await page.locator("#quick-level label", { hasText: /^hard$/i }).click();
  assert.match(await page.locator("#quick-what").textContent(), /you against 2 bots \(hard\)/);
  await page.reload();
  await page.locator(".play-now").waitFor();
  assert.equal(await page.isChecked('#quick-players input[value="3"]'), true, "3 players, remembered");
  assert.equal(await page.isChecked('#quick-level input[value="hard"]'), true, "hard bots, remembered");
  await assertOnScreen(page, ["#quick-mode", "#quick-players", "#quick-level", "ul.quick-grid"], [1366, 768]);
  await screenshot(page, "lobby-play-now-desktop");
  await page.click('button.quick-card[data-preset="mensch"]');
  await page.locator(".board-box svg.board").waitFor();
  assert.deepEqual(sent.at(-1).seats, ["human", "bot:hard", "bot:hard"]);
  assert.equal(sent.at(-1).players, 3);
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  await page.locator('button.quick-card.last[data-preset="mensch"]', { hasText: "last played" }).waitFor();
  assert.equal(await page.locator("button.quick-card.last").count(), 1);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("My games and Continue at the top: names (yours marked), result, date, whose turn; above the fold on a phone", async () => {
  const base = env.server.url;
  // A game in play: Asha (this browser) against a bot, joined; and a finished game of
  // two bots, which this browser watched.
  const live = await api(base, "POST", "/api/games", { preset: "ludo", players: 2, seats: ["human", "bot:easy"], names: ["Asha", null] });
  const token = live.seats[0].token;
  await api(base, "POST", `/api/games/${live.game}/join`, { token });
  const done = await api(base, "POST", "/api/games", { preset: "chopat", players: 2, options: ["max_turns=30"], seats: ["bot:random", "bot:random"] });
  let over;
  for (let i = 0; i < 300; i++) {
    over = await api(base, "GET", `/api/games/${done.game}`);
    if (over.status === "over") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(over.status, "over");
  const winner = ["Red", "Green"][over.result.ranking[0]];
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await page.goto("/replay"); // any page of the site, to set its storage
  await page.evaluate(
    ({ live, done, token }) => {
      localStorage.setItem(`pachisi:tokens:${live}`, JSON.stringify([token]));
      localStorage.setItem(`pachisi:seats:${live}`, JSON.stringify([0]));
      localStorage.setItem("pachisi:games", JSON.stringify([{ id: live, role: "joined", at: Date.now() }, { id: done, role: "watched", at: Date.now() - 1000 }]));
    },
    { live: live.game, done: done.game, token },
  );
  await page.goto("/");
  const row = page.locator(`ul.games li[data-game="${live.game}"]`);
  await row.locator(".gr-state").waitFor();
  const summary = await api(base, "GET", `/api/games/${live.game}`);
  // The players, yours marked; the game by its name; where it stands.
  assert.equal(await row.locator(".gr-game").textContent(), "Ludo");
  assert.deepEqual(await row.locator(".gr-player").allTextContents(), ["Asha (you)", "Bot (easy)"]);
  assert.equal(await row.locator(".gr-player.me").textContent(), "Asha (you)");
  const state = await row.locator(".gr-state").textContent();
  if (summary.to_move === 0) {
    assert.equal(state, "Your turn");
    assert.equal(await row.locator(".gr-state.your-turn").count(), 1, "your turn is highlighted");
  } else assert.equal(state, "in play · Green to move");
  // The date it was created, in the page's language.
  const time = row.locator("time");
  assert.equal(await time.getAttribute("datetime"), new Date(summary.created * 1000).toISOString());
  const expected = await page.evaluate((s) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(s * 1000)), summary.created);
  assert.equal(await time.textContent(), expected);
  // The finished game: who won.
  const old = page.locator(`ul.games li[data-game="${done.game}"]`);
  await old.locator(".gr-state", { hasText: `${winner} won` }).waitFor();
  assert.deepEqual(await old.locator(".gr-player").allTextContents(), ["Bot (random)", "Bot (random)"]);
  // Continue: the game in play, one tap away, at the very top.
  const go = page.locator(".continue a.continue-card");
  assert.equal(await go.getAttribute("href"), `/?game=${live.game}`);
  assert.match(await go.textContent(), /Continue.*Ludo against Bot \(easy\)/);
  // Above the fold at 390×844: Continue, My games' heading and both rows.
  await assertOnScreen(page, [".continue", "#my-games-h", `ul.games li[data-game="${live.game}"]`, `ul.games li[data-game="${done.game}"]`], [390, 844]);
  await screenshot(page, "lobby-my-games-phone");
  await go.click();
  await page.locator(".board-box svg.board").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("game"), live.game);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Play with friends: the invite panel says the links only work on this computer at 127.0.0.1; fairness behind a disclosure", async () => {
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  const sent = recordCreates(page);
  await page.goto("/");
  await page.locator(".play-now").waitFor();
  await page.locator("#quick-mode label", { hasText: "Play with friends" }).click();
  assert.equal(await page.locator("#quick-level").count(), 0, "no bot level for friends");
  await page.click('button.quick-card[data-preset="chopat"]');
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
  assert.deepEqual(sent[0].seats, ["human", "human"]);
  assert.equal(new URL(page.url()).pathname, "/", "two players: the page stays on the lobby with the links");
  // The new game is in My games at once: both seats are people, none has joined yet.
  const id = new URL(await page.locator("#created ul.invites input").first().inputValue()).searchParams.get("game");
  await page.locator(`ul.games li[data-game="${id}"] .gr-state`, { hasText: "waiting for players" }).waitFor();
  const note = page.locator("#created .local-links");
  await note.waitFor();
  assert.match(await note.textContent(), /These links only work on this computer/);
  assert.equal(await note.locator("code").first().textContent(), "pachisi serve --addr 0.0.0.0:8080");
  assert.match(await note.textContent(), /reverse proxy with TLS, as docs\/security\.md shows/);
  await assertOnScreen(page, ["#created h2"], [390, 844]);
  // The fairness commitment is there, behind its disclosure.
  const fairness = page.locator("#created details.fairness");
  assert.equal(await fairness.evaluate((d) => d.open), false);
  assert.equal(await fairness.locator("code").isVisible(), false);
  await fairness.locator("summary", { hasText: "Fairness" }).click();
  assert.match(await fairness.locator("code").textContent(), /^[0-9a-f]{64}$/);
  await screenshot(page, "lobby-friends-created-phone", { fullPage: true });
  // Loopback hosts, as the page tells them apart.
  const loop = await page.evaluate(async () => {
    const { isLoopback } = await import("/web/lobby.js");
    return ["127.0.0.1", "127.1.2.3", "localhost", "[::1]", "192.168.1.20", "pachisi.example.org", "10.0.0.2"].map(isLoopback);
  });
  assert.deepEqual(loop, [true, true, true, true, false, false, false]);
  assert.deepEqual(page.problems, []);
  await context.close();
});
