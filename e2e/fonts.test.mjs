// The page's own fonts (web/fonts.css, web/vendor/fonts/): Hindi and Gujarati text and
// the emoji the page shows never fall back to boxes, even on a machine with no Indic or
// emoji font (as this one: Debian's chromium with DejaVu and Liberation only). A
// character no font has is drawn as a box of a fixed width, the same for every such
// character, so each character is compared with a known-missing one (U+10FFFD, a
// private-use code point) drawn in the same place: a real glyph differs in width.
// Without the fonts every check below fails (each character measures one box).
// Yut Nori's Korean names (web/strings.js HANGUL) are checked in a browser that finds no
// Korean font on the machine whatever it has installed (fontconfig told to reject them):
// the page's Hangul face must draw them, and the page must not show them if it fails.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { serverAndBrowser, newPage, screenshot, api, ROOT, CHROMIUM, CHROMIUM_ARGS } from "./helpers.mjs";

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
 * Every Hangul syllable and compatibility jamo of the page's scripts and catalogues: the
 * characters scripts/subset-hangul.sh keeps in web/vendor/fonts/noto-sans-kr-400.woff2.
 */
function pageHangul() {
  const texts = [
    ...readdirSync(WEB).filter((f) => f.endsWith(".js")).map((f) => join(WEB, f)),
    ...readdirSync(join(WEB, "i18n")).map((f) => join(WEB, "i18n", f)),
  ].map((f) => readFileSync(f, "utf8"));
  const hangul = (c) => (c >= "\uac00" && c <= "\ud7a3") || (c >= "\u3130" && c <= "\u318f");
  return [...new Set(texts.flatMap((s) => [...s].filter(hangul)))].sort();
}

/**
 * A browser that finds no Korean font on this machine, as on CI (Debian's chromium with
 * DejaVu and Liberation only) whatever is installed here: Chromium takes the system's
 * fonts from fontconfig, given here the system's configuration with every font that
 * covers Korean rejected.
 */
async function browserWithoutKorean() {
  const dir = mkdtempSync(join(tmpdir(), "pachisi-fonts-"));
  const conf = join(dir, "fonts.conf");
  writeFileSync(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>ko</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: conf },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The fonts that draw each element matching `selector`, as Chromium reports them
 * (DevTools' CSS.getPlatformFontsForNode): per element, [{familyName, isCustomFont,
 * glyphCount}]; a web font (web/fonts.css) is `isCustomFont`, named by its own name table.
 */
async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const out = [];
  for (const nodeId of nodeIds) out.push((await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts);
  await cdp.detach();
  return out;
}

/** The page's Hangul face (web/fonts.css) and its status: "loaded", "error"… */
const hangulFace = (page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Pachisi Hangul").map((f) => f.status));

/** The sticks table's names as shown, and the Korean ones it stands for. */
const stickNames = (page) =>
  page.locator("table.stick-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({ throw: tr.dataset.throw, hangul: tr.dataset.hangul, shown: tr.querySelector("th").textContent.trim() })),
  );

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
  assert.ok(urls.length >= 6, `fonts.css names ${urls.length} files`);
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
      ["Pachisi Hangul", "윷"],
    ]) {
      const faces = await document.fonts.load(`16px "${family}"`, sample);
      out[family] = faces.length > 0 && document.fonts.check(`16px "${family}"`, sample);
    }
    return out;
  });
  assert.deepEqual(loaded, { "Noto Sans Devanagari": true, "Noto Sans Gujarati": true, "Pachisi Emoji": true, "Pachisi Hangul": true });
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

test("Yut Nori's Korean names are drawn in the page's Hangul face where the machine has no Korean font", { timeout: 90_000 }, async () => {
  const base = env.server.url;
  // The file: served as WOFF2, a few KB.
  const r = await fetch(`${base}/web/vendor/fonts/noto-sans-kr-400.woff2`);
  assert.equal(r.status, 200);
  assert.equal(r.headers.get("content-type"), "font/woff2");
  const body = Buffer.from(await r.arrayBuffer());
  assert.equal(body.subarray(0, 4).toString("latin1"), "wOF2");
  assert.ok(body.length < 8_000, `the Hangul subset takes ${body.length} bytes`);
  const chars = pageHangul();
  for (const c of "도개걸윷모빽") assert.ok(chars.includes(c), `${c} is among the page's Hangul`);

  const bare = await browserWithoutKorean();
  try {
    const { page, context } = await newPage(bare.browser, { baseURL: base, width: 390, height: 844 });
    await page.goto("/rules/yut");
    await page.locator("table.stick-table").waitFor();
    // No system font draws Hangul in this browser: on a canvas, in sans-serif, 걸 is a box.
    const system = await page.evaluate(() => {
      const g = document.createElement("canvas").getContext("2d");
      const w = (s) => ((g.font = "20px sans-serif"), g.measureText(s).width);
      return { hangul: w("걸"), box: w("\u{10FFFD}") };
    });
    assert.equal(system.hangul, system.box, "this browser still has a system font for Hangul");
    // The face has loaded, and it draws each name of the sticks table.
    assert.deepEqual(await hangulFace(page), ["loaded"]);
    const names = await stickNames(page);
    assert.equal(names.length, 6);
    for (const n of names) assert.equal(n.shown, `${n.hangul} ${n.throw}`, "the Korean name is shown");
    const fonts = await fontsOf(page, "table.stick-table th span.hangul");
    assert.equal(fonts.length, 6);
    for (const f of fonts) assert.deepEqual(f.map((x) => [x.familyName, x.isCustomFont]), [["Noto Sans CJK KR", true]], JSON.stringify(f));
    // Every Hangul character of the page's files is in the subset: none is a box.
    assert.deepEqual(boxes(await widths(page, chars)), [], "Hangul drawn as boxes");
    await screenshot(page, "fonts-yut-rules-no-korean-font");

    // A game: its throws are named in Hangul in the log, drawn in the same face.
    const g = await api(base, "POST", "/api/games", { preset: "yut", players: 2, seats: ["human", "bot:random"], names: ["Asha", null] });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board.yut").waitFor();
    // The start order is thrown by the page: "Asha (Red) throws mo 모 for the start order".
    const named = page.locator("ol.log li").filter({ hasText: /(do 도|gae 개|geol 걸|yut 윷|mo 모|back-do 빽도)/ });
    await named.first().waitFor();
    const k = await named.first().evaluate((li) => [...li.parentElement.children].indexOf(li) + 1);
    const [logFonts] = await fontsOf(page, `ol.log li:nth-child(${k})`);
    assert.ok(
      logFonts.some((x) => x.familyName === "Noto Sans CJK KR" && x.isCustomFont && x.glyphCount >= 1),
      JSON.stringify(logFonts),
    );
    await screenshot(page, "fonts-yut-game-no-korean-font");
    assert.deepEqual(page.problems, []);
    await context.close();

    // The face cannot be had: the names are left out, as before there was one.
    const off = await newPage(bare.browser, { baseURL: base, width: 390, height: 844 });
    await off.page.route("**/noto-sans-kr-400.woff2", (route) => route.fulfill({ status: 404, body: "" }));
    await off.page.goto("/rules/yut");
    await off.page.locator("table.stick-table").waitFor();
    for (const n of await stickNames(off.page)) assert.equal(n.shown, n.throw, "no Korean name without its font");
    assert.equal(await off.page.locator("span.hangul").count(), 0);
    assert.deepEqual(off.page.problems.filter((p) => !/404|noto-sans-kr/.test(p)), []);
    await off.context.close();
  } finally {
    await bare.close();
  }
});

test("on this machine, whatever its fonts, a Yut Nori page loads the Hangul face and shows the names", async () => {
  const { page, context } = await newPage(env.browser, { baseURL: env.server.url });
  await page.goto("/rules/yut");
  await page.locator("table.stick-table").waitFor();
  assert.deepEqual(await hangulFace(page), ["loaded"]);
  for (const n of await stickNames(page)) assert.equal(n.shown, `${n.hangul} ${n.throw}`);
  // Other pages do not fetch it (it is only in unicode-range Hangul).
  const other = await newPage(env.browser, { baseURL: env.server.url });
  await other.page.goto("/rules/ludo");
  await other.page.locator(".rules-page").waitFor();
  assert.deepEqual(await hangulFace(other.page), ["unloaded"]);
  assert.deepEqual([...page.problems, ...other.page.problems], []);
  await other.context.close();
  await context.close();
});
