// Friends (issue 30; web/social.js): two signed-in browser contexts, Asha on a laptop
// and Bilal on a phone. Asha follows Bilal from his profile, sees him online in the
// lobby's friends list and invites him; Bilal gets the in-page notice, accepts and sits
// at Asha's table (the game starts); he reports her chat line from its menu. Then Bilal blocks Asha from her profile: her
// follow ends and a new invite is refused. The profile's password forms (no
// window.prompt) and the new parts of the page pass axe-core (WCAG 2.1 A/AA, no
// serious or critical violation) at both sizes. A second pair: a table made in the
// lobby for friends, and from its waiting page an invite to its free seat, accepted.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { serverAndBrowser, newPage, screenshot, api } from "./helpers.mjs";

const env = serverAndBrowser();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Create an account from inside the page (its context keeps the cookie) and load the lobby. */
async function account(page, name) {
  await page.goto("/");
  const status = await page.evaluate(async (name) => {
    const r = await fetch("/api/account/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, password: "correct horse" }),
    });
    return r.status;
  }, name);
  assert.equal(status, 200);
  await page.reload();
  await page.locator(".account-bar .account-name").waitFor();
}

/** The serious and critical axe violations on the page now, as text. */
async function violations(page, what) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (what) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.filter((v) => ["serious", "critical"].includes(v.impact)).map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, what);
}

/** The game's summary once it is playing (both seats taken), within 10 s. */
async function playing(base, game) {
  let summary;
  for (let i = 0; i < 100 && summary?.status !== "playing"; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    summary = await api(base, "GET", `/api/games/${game}`);
  }
  assert.equal(summary.status, "playing", JSON.stringify(summary));
  return summary;
}

test("follow, see online, invite, accept and sit; a block refuses the next invite", { timeout: 180_000 }, async () => {
  const base = env.server.url;
  const a = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const b = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await account(a.page, "Asha");
  await account(b.page, "Bilal");
  const found = [];

  // Asha follows Bilal from his profile.
  await a.page.goto("/u/Bilal");
  await a.page.locator(".profile-actions button.follow").click();
  await a.page.locator(".profile-actions button.unfollow").waitFor();
  await screenshot(a.page, "social-profile-desktop");
  found.push(...(await violations(a.page, "profile actions desktop")));

  // Bilal's lobby polls the notices (his presence); Asha's friends list shows him online.
  await b.page.goto("/");
  await a.page.goto("/");
  const bilal = a.page.locator('.friends-list li.friend.online[data-name="Bilal"]');
  await bilal.waitFor({ timeout: 30_000 });
  assert.equal((await bilal.locator(".presence-text").textContent()).trim(), "online");
  await screenshot(a.page, "social-lobby-desktop");
  found.push(...(await violations(a.page, "lobby friends desktop")));

  // Asha invites him: a new table, and she is taken to it.
  await Promise.all([a.page.waitForURL(/\/\?game=/), bilal.locator("button.invite-friend").click()]);
  const game = new URL(a.page.url()).searchParams.get("game");
  assert.ok(game);

  // Bilal's notice: Accept takes him to the seat.
  const invite = b.page.locator(".social-notice.invite");
  await invite.waitFor({ timeout: 20_000 });
  assert.match(await invite.textContent(), /Asha invites you/);
  await screenshot(b.page, "social-invite-phone");
  found.push(...(await violations(b.page, "invite notice phone")));
  await Promise.all([b.page.waitForURL(new RegExp(`game=${game}`)), invite.locator("button.invite-accept").click()]);
  await b.page.locator(".board-box svg.board").waitFor();
  const summary = await playing(base, game);
  // Two-player Pachisi: each player holds two seats (opposite arms).
  assert.deepEqual(summary.seats.map((s) => s.account), ["Asha", "Bilal", "Asha", "Bilal"]);
  // Asha is told.
  await a.page.locator('.social-notice.answer[data-answer="accepted"]').waitFor({ timeout: 20_000 });
  await screenshot(a.page, "social-accepted-desktop");

  // Asha says something; Bilal reports the line from its menu, with a reason.
  await a.page.fill("#chat-input", "a rude line");
  await a.page.press("#chat-input", "Enter");
  await b.page.locator("button.chat-button").click();
  const line = b.page.locator(".chat-lines li", { hasText: "a rude line" });
  await line.waitFor();
  await line.locator("button.line-menu").click();
  await line.locator(".report-form input").fill("insults");
  await line.locator("button.report-line").click();
  await line.locator("[role=status]", { hasText: "Reported" }).waitFor();
  await screenshot(b.page, "social-report-phone");
  found.push(...(await violations(b.page, "chat line menu phone")));

  // Bilal blocks Asha from her profile.
  await b.page.goto("/u/Asha");
  await b.page.locator(".profile-actions button.block").click();
  await b.page.locator(".profile-actions button.unblock").waitFor();
  await screenshot(b.page, "social-blocked-phone");
  found.push(...(await violations(b.page, "profile blocked phone")));
  // Her follow ended; a new invite (to a new table) is refused.
  await a.page.goto("/");
  await a.page.locator(".friends-list").waitFor();
  assert.equal(await a.page.locator('.friends-list li.friend[data-name="Bilal"]').count(), 0);
  const refused = await a.page.evaluate(async () => {
    const post = (path, body) =>
      fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(async (r) => [r.status, await r.json()]);
    const [, g] = await post("/api/games", { preset: "pachisi", players: 2, seats: ["human", "human"] });
    return post("/api/invites", { name: "Bilal", game: g.game, seat: 1, token: g.seats[1].token });
  });
  assert.deepEqual([refused[0], refused[1].error.code], [403, "blocked"]);
  // And following him again is refused, in place on his profile.
  await a.page.goto("/u/Bilal");
  await a.page.locator(".profile-actions button.follow").click();
  await a.page.locator(".profile-actions .error").waitFor();
  assert.match(await a.page.locator(".profile-actions .error").textContent(), /blocks/);

  // The password forms on one's own profile, at both sizes: labelled inputs, errors in place.
  for (const [{ page }, name, size] of [
    [a, "Asha", "desktop"],
    [b, "Bilal", "phone"],
  ]) {
    await page.goto(`/u/${name}`);
    await page.locator("button.change-password").click();
    const form = page.locator("form.change-form");
    await form.locator('input[autocomplete="current-password"]').fill("not my password");
    await form.locator('input[autocomplete="new-password"]').fill("a new password");
    await form.locator("button.settings-submit").click();
    await form.locator(".error[role=alert]").waitFor();
    assert.match(await form.locator(".error").textContent(), /password is wrong/);
    await screenshot(page, `social-password-form-${size}`);
    found.push(...(await violations(page, `password form ${size}`)));
    await page.locator("button.delete-account").click();
    await page.locator("form.delete-form").waitFor();
    found.push(...(await violations(page, `delete form ${size}`)));
  }
  assert.deepEqual(found, []);
  for (const { page } of [a, b]) assert.deepEqual(page.problems.filter((p) => !/status of 4\d\d/.test(p)), []);
  await a.context.close();
  await b.context.close();
});

test("on a waiting table's page, invite an online friend to its free seat", { timeout: 120_000 }, async () => {
  const base = env.server.url;
  const c = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const d = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  await account(c.page, "Chitra");
  await account(d.page, "Dev");
  await c.page.goto("/u/Dev");
  await c.page.locator(".profile-actions button.follow").click();
  await c.page.locator(".profile-actions button.unfollow").waitFor();
  await d.page.goto("/");
  // Chitra makes a table for friends in the lobby and sits at its first seat.
  await c.page.goto("/");
  await c.page.check('#quick-mode input[value="friends"]');
  await c.page.click('button.quick-card[data-preset="chopat"]');
  await Promise.all([c.page.waitForURL(/\/\?game=/), c.page.locator("#created ul.invites li button.small", { hasText: "Play this seat here" }).first().click()]);
  const game = new URL(c.page.url()).searchParams.get("game");
  const offer = c.page.locator('.invite-to-table li.friend.online[data-name="Dev"]');
  await offer.waitFor({ timeout: 30_000 });
  await screenshot(c.page, "social-invite-to-table-desktop");
  await offer.locator("button.invite-friend").click();
  await offer.locator(".invite-state", { hasText: "Invited Dev" }).waitFor();
  const invite = d.page.locator(".social-notice.invite");
  await invite.waitFor({ timeout: 20_000 });
  await Promise.all([d.page.waitForURL(new RegExp(`game=${game}`)), invite.locator("button.invite-accept").click()]);
  const summary = await playing(base, game);
  assert.deepEqual([...new Set(summary.seats.map((s) => s.account))], ["Chitra", "Dev"]);
  await c.context.close();
  await d.context.close();
});
