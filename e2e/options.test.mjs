// The lobby's rules: "All options" shows every option of GET /api/variants as a
// labelled control grouped by rule, starting at the chosen preset's defaults; only the
// options changed from the preset are sent, and they take effect in the game. The
// teams switch follows the preset: Chopat for four is each alone, Pachisi for four
// is two teams.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, api, setOptions, choosePreset, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();

/** Every control of "All options": id, label text, value, and a select's option texts. */
const controls = (page) =>
  page.locator("form.lobby details#options").locator("select, input").evaluateAll((els) =>
    els.map((e) => ({
      id: e.id,
      label: document.querySelector(`label[for="${e.id}"]`)?.textContent.trim() ?? "",
      group: e.closest("fieldset")?.querySelector("legend")?.textContent.trim() ?? "",
      value: e.type === "checkbox" ? String(e.checked) : e.value,
      choices: e.tagName === "SELECT" ? [...e.options].map((o) => o.textContent.trim()) : [],
    })),
  );

/** The body of each POST /api/games the page sends. */
function recordCreates(page) {
  const bodies = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/games") bodies.push(JSON.parse(r.postData()));
  });
  return bodies;
}

test("All options: labelled controls with the preset's defaults; a change takes effect", async () => {
  const base = env.server.url;
  const catalogue = await api(base, "GET", "/api/variants");
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const sent = recordCreates(page);
  await page.goto("/");
  await openLobbyForm(page);
  await page.locator("form.lobby details#options summary").click();
  const panel = page.locator("form.lobby details#options");
  await panel.locator("fieldset").first().waitFor();
  assert.doesNotMatch(await panel.textContent(), /\[object|undefined|NaN/);
  await screenshot(page, "options-open");

  // One labelled control per option (players and teams have their own at the top),
  // each showing the pachisi default, in the group of its first rule ID.
  const shown = await controls(page);
  // The Ludo family's own options (rules L-…, LP-…; M-… for Mensch, CH-… for petits
  // chevaux, PR-… for Parcheesi, ES-… for Parchís), like Barjis' (B-…), are shown for a game on their board only; `ludopy` is
  // the ludo-ludopy preset itself, chosen by its card; Parqués' (Q-…) on its board only
  // too (e2e/parques.test.mjs), Sorry!'s (S-…; e2e/sorry.test.mjs) and Yut Nori's (Y-…;
  // e2e/yut.test.mjs).
  const expected = catalogue.options.filter(
    (o) => !["players", "teams", "ludopy"].includes(o.key) && !/^(LP?|M|CH|PR|ES|B|Q|S|Y)-/.test(o.rule.trim()),
  );
  assert.ok(expected.length > 20, "the Indian games' options are all there");
  assert.deepEqual(shown.map((c) => c.id).sort(), expected.map((o) => `opt-${o.key}`).sort());
  for (const o of expected) {
    const c = shown.find((c) => c.id === `opt-${o.key}`);
    assert.ok(c.label.length > 3 && !/\[object|undefined/.test(c.label), `label of ${o.key}: ${c.label}`);
    assert.ok(c.label.includes(o.key) && c.label.includes(o.rule), `label of ${o.key} names it and its rule: ${c.label}`);
    assert.equal(c.value, o.defaults.pachisi, `${o.key} starts at the pachisi default`);
    for (const choice of c.choices) assert.match(choice, /^[\w.-]+( \(default\))?$/, `${o.key} choice ${choice}`);
    if (c.choices.length) assert.ok(c.choices.includes(`${o.defaults.pachisi} (default)`), `${o.key} marks its default`);
    const family = o.rule.trim().charAt(0);
    const legend = { T: /T-/, P: /P-/, C: /C-/, K: /K-/ }[family];
    if (legend) assert.match(c.group, legend, `${o.key} (${o.rule}) in group ${c.group}`);
  }
  // The groups, in order.
  const legends = await panel.locator("fieldset legend").allTextContents();
  assert.deepEqual(legends, [
    "Board and track (§2)",
    "Throws (§3)",
    "Turns, in every game (T-…)",
    "Pachisi rules (P-…)",
    "Chopat rules (C-…)",
    "Chaupar rules (K-…)",
    "Game length",
  ]);

  // Choosing Chopat (its card) brings its defaults, and forgets changes made before.
  await setOptions(page, ["order=fixed"]);
  await panel.locator("summary", { hasText: "All options (1 option changed)" }).waitFor();
  await choosePreset(page, "chopat");
  await panel.locator("summary", { hasText: /^All options$/ }).waitFor();
  for (const c of await controls(page)) {
    const o = expected.find((o) => `opt-${o.key}` === c.id);
    assert.equal(c.value, o.defaults.chopat, `${o.key} follows the chopat default`);
  }
  assert.equal(await page.isChecked("#teams"), false, "chopat: each alone");

  // Change three options (a choice, a switch, a number), then one back: two are sent.
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-0", "bot:easy");
  await page.selectOption("#seat-1", "bot:easy");
  await setOptions(page, ["order=fixed", "capture_again=true", "max_turns=321"]);
  await setOptions(page, ["max_turns=5000"]);
  await panel.locator("summary", { hasText: "All options (2 options changed)" }).waitFor();
  assert.equal(await panel.locator(".option-row.changed").count(), 2);
  await page.click("form.lobby button[type=submit]");
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
  await screenshot(page, "options-created");
  assert.equal(sent.length, 1);
  assert.deepEqual(sent[0], {
    preset: "chopat",
    players: 2,
    teams: false,
    options: ["order=fixed", "capture_again=true"],
    seats: ["bot:easy", "bot:easy"],
  });
  const id = new URL(await page.locator("#created ul.invites input").first().inputValue()).searchParams.get("game");
  const summary = await api(base, "GET", `/api/games/${id}`);
  assert.equal(summary.variant, "chopat");
  assert.deepEqual(summary.options, { players: 2, order: "fixed", capture_again: true });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the teams switch follows the preset: chopat for four is each alone", async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { baseURL: base });
  const sent = recordCreates(page);
  await page.goto("/");
  await openLobbyForm(page);
  assert.equal(await page.locator('input[name="preset"]:checked').inputValue(), "pachisi");
  assert.equal(await page.inputValue("#players"), "4");
  assert.equal(await page.isChecked("#teams"), true, "pachisi for four: two teams");
  await choosePreset(page, "chopat");
  assert.equal(await page.isChecked("#teams"), false, "chopat: each alone");
  // A player count brings back the preset's default too.
  await page.setChecked("#teams", true);
  await page.selectOption("#players", "3");
  await page.selectOption("#players", "4");
  assert.equal(await page.isChecked("#teams"), false, "chopat for four, after a change of players");
  await choosePreset(page, "chaupar");
  assert.equal(await page.isChecked("#teams"), true, "chaupar: two teams");
  await choosePreset(page, "chopat");
  for (let i = 0; i < 4; i++) await page.selectOption(`#seat-${i}`, "bot:easy");
  await page.click("form.lobby button[type=submit]");
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
  assert.deepEqual(sent.map((b) => [b.preset, b.players, b.teams, b.options]), [["chopat", 4, false, []]]);
  const id = new URL(await page.locator("#created ul.invites input").first().inputValue()).searchParams.get("game");
  const summary = await api(base, "GET", `/api/games/${id}`);
  assert.equal(summary.variant, "chopat");
  assert.deepEqual(summary.options, {}, "no option differs from the chopat preset");
  assert.deepEqual(
    summary.seats.map((s) => s.team),
    [0, 1, 2, 3],
    "each seat is its own team",
  );
  assert.deepEqual(page.problems, []);
  await context.close();
});
