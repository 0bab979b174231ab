// The page in each of its languages (web/i18n/*.ftl): the lobby, a game with its log,
// a rules page and the first-game lesson render with no raw message keys and no
// English left on screen (an allow-list for names, codes and numbers), `<html lang>`
// follows the language, nothing overflows a phone's width, and switching language in
// the middle of a game keeps the game and the seat. Screenshots of the game page in
// every language at 390×844 go to e2e/screenshots/i18n-game-LANG.png, and with
// DOCS_SCREENSHOTS=1 also to docs/screenshots/game-LANG.png (a test run leaves the
// committed pictures alone).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { serverAndBrowser, newPage, screenshot, api, ROOT, openLobbyForm, visibleText, leftovers } from "./helpers.mjs";

const env = serverAndBrowser();
const WEB = process.env.PACHISI_WEB_DIR ?? join(ROOT, "web");
/** The languages the page offers (LANGUAGES in web/strings.js). */
const LANGS = [...readFileSync(join(WEB, "strings.js"), "utf8").matchAll(/\{ code: "(\w+)", name: /g)].map((m) => m[1]);
const OTHERS = LANGS.filter((l) => l !== "en");

// Latin words that may stay on screen in any language: the language switcher's
// "English", brand-like names and codes (QR, JSON, HTTP, Esc, the `pachisi` command),
// and rule IDs (P-ENTER, T-EXACT…) and option keys, which are identifiers.
async function checkScreen(page, lang, what) {
  assert.equal(await page.getAttribute("html", "lang"), lang, `${what}: <html lang>`);
  assert.equal(await page.getAttribute("html", "dir"), "ltr");
  const texts = await visibleText(page);
  assert.ok(texts.length > 5, `${what}: something is shown`);
  const { keys, english } = leftovers(texts);
  assert.deepEqual(keys, [], `${lang} ${what}: raw message keys`);
  if (lang !== "en") assert.deepEqual(english, [], `${lang} ${what}: English left on screen`);
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${lang} ${what}: the page is ${scroll}px wide in ${client}px`);
  assert.deepEqual(page.problems, [], `${lang} ${what}: console errors`);
}

/** A game with a human Red seat and three bots; resolves to {id, token}. */
async function newGame() {
  const g = await api(env.server.url, "POST", "/api/games", {
    preset: "pachisi",
    players: 4,
    teams: true,
    seats: ["human", "bot:easy", "bot:easy", "bot:easy"],
  });
  return { id: g.game, token: g.seats[0].token };
}

/** Throw until the log has a few lines and it is Red's move or throw again. */
async function playABit(page) {
  for (let i = 0; i < 6; i++) {
    const button = page.locator(".throw-btn:not([disabled]), button.move:not([disabled])").first();
    await button.waitFor();
    await button.click();
    await page.waitForTimeout(0);
    if ((await page.locator("ol.log li").count()) >= 4) break;
  }
  await page.locator("ol.log li").nth(1).waitFor();
}

test("the lobby, a game, a rules page and the lesson in every language", { timeout: 240_000 }, async () => {
  assert.deepEqual(LANGS.slice(0, 1), ["en"]);
  for (const lang of LANGS) {
    const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
    await page.goto(`/?lang=${lang}`);
    await openLobbyForm(page);
    await checkScreen(page, lang, "lobby");
    // Remembered: the next page needs no ?lang.
    const { id, token } = await newGame();
    await page.goto(`/?game=${id}&token=${token}`);
    await page.locator(".throw-btn").waitFor();
    await playABit(page);
    await checkScreen(page, lang, "game");
    const shot = await screenshot(page, `i18n-game-${lang}`);
    if (process.env.DOCS_SCREENSHOTS === "1") {
      mkdirSync(join(ROOT, "docs", "screenshots"), { recursive: true });
      copyFileSync(shot, join(ROOT, "docs", "screenshots", `game-${lang}.png`));
    }
    await page.goto("/rules/chopat");
    await page.locator(".rules-page h2").waitFor();
    await page.locator(".rules-options li").first().waitFor();
    await checkScreen(page, lang, "rules");
    await screenshot(page, `i18n-rules-${lang}`);
    // Parqués' page: its Q- sentences, its options and the chance of a pair.
    await page.goto("/rules/parques");
    await page.locator('.rules-options li[data-key="soplar"]').waitFor();
    await checkScreen(page, lang, "parques rules");
    await page.goto("/learn");
    await page.locator(".learn-progress").waitFor();
    await checkScreen(page, lang, "lesson");
    await screenshot(page, `i18n-learn-${lang}`);
    // The two-dice and the one-die lessons of Parcheesi and Parchís, thrown once.
    for (const preset of ["parcheesi", "parchis"]) {
      await page.goto(`/learn?preset=${preset}`);
      await page.locator(".learn-throw-btn").click();
      await page.locator(".learn-next:not([disabled])").click();
      await page.locator(".learn-moves button.move").first().click();
      await page.locator(".learn-verdict").waitFor();
      await checkScreen(page, lang, `${preset} lesson`);
    }
    await context.close();
  }
});

test("the browser's language is followed, and a switch mid-game keeps the game", { timeout: 90_000, skip: OTHERS.length === 0 && "English only" }, async () => {
  const other = OTHERS[0] ?? "en";
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  // A browser asking for the language first (a regional tag) gets it without ?lang.
  await context.close();
  const ctx = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: env.server.url, locale: `${other}-IN` });
  const p = await ctx.newPage();
  await p.goto("/");
  await openLobbyForm(p);
  assert.equal(await p.getAttribute("html", "lang"), other);
  assert.equal(await p.inputValue("#lang"), other);

  // Mid-game: switch to English and back; the game, its log and the seat stay.
  const { id, token } = await newGame();
  await p.goto(`/?game=${id}&token=${token}`);
  await p.locator(".throw-btn").waitFor();
  await playABit(p);
  const lines = await p.locator("ol.log li").count();
  await Promise.all([p.waitForEvent("load"), p.selectOption("#lang", "en")]);
  await p.locator("ol.log li").nth(lines - 1).waitFor();
  assert.equal(await p.getAttribute("html", "lang"), "en");
  assert.match(new URL(p.url()).search, new RegExp(`game=${id}`));
  assert.ok((await p.locator("ol.log li").count()) >= lines, "the log is kept");
  // Still Red's seat: its controls are there.
  await p.locator(".throw-btn, button.move").first().waitFor();
  assert.match(await p.locator("ol.log").innerText(), /Red|Green|Yellow|Blue/);
  await Promise.all([p.waitForEvent("load"), p.selectOption("#lang", other)]);
  await p.locator("ol.log li").first().waitFor();
  assert.equal(await p.getAttribute("html", "lang"), other);
  await p.locator(".throw-btn, button.move").first().waitFor();
  await ctx.close();
});
