// The lobby: the form renders from /api/variants, a game can be created, and the
// "Game created" panel shows one invite link per human seat.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, setOptions,
} from "./helpers.mjs";

const env = serverAndBrowser();

test("lobby renders and creates a game with invite links", async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await page.locator("form.lobby").waitFor();
  const presets = await page.locator("#preset option").evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(presets, ["pachisi", "pachisi-seven", "chopat", "chaupar"]);
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
