// The page's own fonts (web/fonts.css, web/vendor/fonts/): Hindi and Gujarati text and
// the emoji the page shows never fall back to boxes, even on a machine with no Indic or
// emoji font (as this one: Debian's chromium with DejaVu and Liberation only). A
// character no font has is drawn as a box of a fixed width, the same for every such
// character, so each character is compared with a known-missing one (U+10FFFD, a
// private-use code point) drawn in the same place: a real glyph differs in width.
// Without the fonts every check below fails (each character measures one box).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serverAndBrowser, newPage, screenshot, ROOT } from "./helpers.mjs";

const env = serverAndBrowser();
const WEB = process.env.PACHISI_WEB_DIR ?? join(ROOT, "web");

/** The distinct characters of a catalogue in a Unicode block [lo, hi). */
function scriptChars(lang, lo, hi) {
  const text = readFileSync(join(WEB, "i18n", `${lang}.ftl`), "utf8");
  return [...new Set([...text].filter((c) => c.codePointAt(0) >= lo && c.codePointAt(0) < hi))];
}

/** Every emoji (pictographs, U+1F000 on) in the page's scripts. */
function pageEmoji() {
  const out = new Set();
  for (const f of ["friends.js", "game.js", "lobby.js", "replay.js", "learn.js", "rules.js", "board.js"]) {
    for (const c of readFileSync(join(WEB, f), "utf8")) if (c.codePointAt(0) >= 0x1f000) out.add(c);
  }
  return [...out];
}

/**
 * In the page: for each string, its width and the width of as many known-missing
 * characters as it has code points, both drawn at 48px inside `where` (so in its font
 * stack and weight). Waits for the page's fonts to load first.
 */
async function widths(page, strings, where = "main") {
  return page.evaluate(
    async ({ strings, where }) => {
      const host = document.querySelector(where);
      const measure = (s) => {
        const e = document.createElement("span");
        e.style.cssText = "font-size:48px;white-space:pre;position:absolute;left:0;top:0";
        e.textContent = s;
        host.append(e);
        const w = e.getBoundingClientRect().width;
        e.remove();
        return w;
      };
      // Ask for every face the strings need, then wait for all of them.
      await Promise.all(strings.map((s) => document.fonts.load(`48px ${getComputedStyle(host).fontFamily}`, s)));
      await document.fonts.ready;
      return strings.map((s) => ({ s, w: measure(s), box: measure("\u{10FFFD}".repeat([...s].length)) }));
    },
    { strings, where },
  );
}

/** The strings whose width is that of boxes. */
function boxes(measured) {
  return measured.filter((m) => Math.abs(m.w - m.box) < 0.01).map((m) => m.s);
}

test("the fonts are served as WOFF2, and the page asks for them", async () => {
  const { page, context } = await newPage(env.browser, { baseURL: env.server.url });
  const css = readFileSync(join(WEB, "fonts.css"), "utf8");
  const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
  assert.ok(urls.length >= 5, `fonts.css names ${urls.length} files`);
  let total = 0;
  for (const url of urls) {
    const r = await fetch(env.server.url + url);
    assert.equal(r.status, 200, url);
    assert.equal(r.headers.get("content-type"), "font/woff2", url);
    const body = Buffer.from(await r.arrayBuffer());
    assert.equal(body.subarray(0, 4).toString("latin1"), "wOF2", url);
    total += body.length;
  }
  assert.ok(total < 300_000, `the fonts take ${total} bytes`);
  await page.goto("/?lang=hi");
  await page.locator("main h2").first().waitFor();
  const loaded = await page.evaluate(async () => {
    const out = {};
    for (const [family, sample] of [
      ["Noto Sans Devanagari", "नमस्ते"],
      ["Noto Sans Gujarati", "નમસ્તે"],
      ["Pachisi Emoji", "🏆"],
    ]) {
      const faces = await document.fonts.load(`16px "${family}"`, sample);
      out[family] = faces.length > 0 && document.fonts.check(`16px "${family}"`, sample);
    }
    return out;
  });
  assert.deepEqual(loaded, { "Noto Sans Devanagari": true, "Noto Sans Gujarati": true, "Pachisi Emoji": true });
  assert.deepEqual(page.problems, []);
  await context.close();
});

for (const [lang, lo, hi] of [
  ["hi", 0x900, 0x980],
  ["gu", 0xa80, 0xb00],
]) {
  test(`every ${lang} letter of the catalogue and the page's own heading are drawn, not boxes`, async () => {
    const { page, context } = await newPage(env.browser, { baseURL: env.server.url, width: 390, height: 844 });
    await page.goto(`/?lang=${lang}`);
    const h2 = page.locator("main h2").first();
    await h2.waitFor();
    const chars = scriptChars(lang, lo, hi);
    assert.ok(chars.length > 40, `${lang}.ftl has ${chars.length} letters of its script`);
    const heading = (await h2.textContent()).trim();
    assert.match(heading, lang === "hi" ? /[\u0900-\u097f]/ : /[\u0a80-\u0aff]/);
    // Bold (the heading's own weight) and regular.
    assert.deepEqual(boxes(await widths(page, [heading, ...chars], "main h2")), [], "boxes in bold");
    assert.deepEqual(boxes(await widths(page, [heading, ...chars], "main")), [], "boxes in regular weight");
    // The texts as the page drew them (not new ones): the header's bold title, translated
    // at start before its font had loaded, and the first heading; on the first load and
    // on a second one (the fonts then come from the cache).
    const drawnNow = () => page.evaluate(async () => {
      await document.fonts.ready;
      return ["header h1 a", "main h2"].map((sel) => {
        const e = document.querySelector(sel);
        const text = document.createRange();
        text.selectNodeContents(e);
        const w = text.getBoundingClientRect().width;
        // As many missing characters, in the element's own font.
        const box = document.createElement("span");
        box.style.whiteSpace = "pre";
        box.textContent = "\u{10FFFD}".repeat([...e.textContent].length);
        e.append(box);
        const out = { sel, w, box: box.getBoundingClientRect().width };
        box.remove();
        return out;
      });
    });
    for (const load of [1, 2]) {
      if (load === 2) {
        await page.reload();
        await h2.waitFor();
      }
      // The page reshapes its text when fonts finish loading (web/fonts.js); under load
      // that can come a moment after fonts.ready, so look again for a few seconds
      // before calling it boxes.
      let drawn = await drawnNow();
      for (let tries = 0; tries < 20 && drawn.some((d) => Math.abs(d.w - d.box) < 0.01); tries++) {
        await page.waitForTimeout(250);
        drawn = await drawnNow();
      }
      for (const d of drawn) assert.ok(Math.abs(d.w - d.box) >= 0.01, `load ${load}: ${d.sel} is drawn as boxes`);
    }
    await screenshot(page, `fonts-${lang}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test("the reaction emoji and the trophy are drawn, not boxes", async () => {
  const { page, context } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/");
  await page.locator("main h2").first().waitFor();
  const emoji = pageEmoji();
  const EMOTES = await page.evaluate(async () => (await import("/web/friends.js")).EMOTES);
  for (const e of [...EMOTES, "🏆"]) assert.ok(emoji.includes(e), `${e} is among the page's emoji`);
  assert.deepEqual(boxes(await widths(page, emoji)), []);
  assert.deepEqual(page.problems, []);
  await context.close();
});
