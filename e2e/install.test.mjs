// The installable app and the "your turn" notices (issue 30): the manifest has what
// Chromium needs to install the app (and Chromium itself finds no installability
// error), the service worker registers and controls the page, a navigation without the
// network shows the offline page while the static files still load from the worker's
// cache, and when it becomes the player's turn with the page in the background the
// tab's title and favicon change, a sound plays and a system notification is shown.
//
//   e2e/run.sh install.test.mjs

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, cpSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT, CHROMIUM, CHROMIUM_ARGS, startServer, launchBrowser, newPage, api, nextDuty, logCount, waitLogBeyond, screenshot, keepingEvidence } from "./helpers.mjs";

let server;
let browser;
before(async () => {
  // A bot that waits a little: the page sees the bot's turn between two of its own.
  server = await startServer(["--bot-delay-ms", "150"]);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("the manifest has what installing needs, and Chromium finds no installability error", async () => {
  // A profile on disk: Chromium never offers to install from an off-the-record one (a
  // browser context of newPage is one: its check answers "in-incognito").
  const profile = mkdtempSync(join(tmpdir(), "pachisi-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: server.url,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.problems = [];
  page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && page.problems.push(`console: ${m.text()}`));
  await page.goto("/");
  await page.locator("form.lobby").waitFor({ state: "attached" });
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  assert.equal(href, "/manifest.webmanifest");
  const res = await page.request.get(href);
  assert.equal(res.headers()["content-type"], "application/manifest+json");
  const m = JSON.parse(await res.text());
  assert.ok(m.name && m.short_name, "name and short_name");
  assert.equal(m.start_url, "/");
  assert.ok(["standalone", "fullscreen", "minimal-ui"].includes(m.display), m.display);
  // Icons: PNGs of at least 192 and 512 px that load, and a maskable one.
  const png = m.icons.filter((i) => i.type === "image/png");
  const sizes = png.flatMap((i) => i.sizes.split(" ").map((s) => Number(s.split("x")[0])));
  assert.ok(sizes.some((s) => s >= 192) && sizes.some((s) => s >= 512), JSON.stringify(sizes));
  assert.ok(m.icons.some((i) => i.purpose === "maskable"));
  for (const icon of m.icons) {
    const loaded = await page.evaluate(
      (src) =>
        new Promise((resolve) => {
          const img = new Image();
          img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
          img.onerror = () => resolve(null);
          img.src = src;
        }),
      icon.src,
    );
    assert.ok(loaded, `${icon.src} does not load`);
    if (icon.type === "image/png") assert.equal(`${loaded[0]}x${loaded[1]}`, icon.sizes, icon.src);
  }
  // Chromium's own check (the one behind its install prompt), once the worker runs.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  assert.deepEqual(manifest.errors, [], JSON.stringify(manifest.errors));
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, [], JSON.stringify(installabilityErrors));
  assert.deepEqual(page.problems, []);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("the service worker controls the page; offline, a navigation shows the offline page", async () => {
  const { context, page } = await newPage(browser, { baseURL: server.url, width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.locator("form.lobby").waitFor({ state: "attached" });
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${server.url}/sw.js`);
  // The worker kept the page's files in the cache of this build.
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith("pachisi-")));
    return { keys, files: (await cache.keys()).map((r) => new URL(r.url).pathname) };
  });
  assert.equal(cached.keys.length, 1, JSON.stringify(cached.keys));
  for (const f of ["/web/main.js", "/web/offline.html", "/web/icons/icon-192.png", "/web/i18n/en.ftl"]) {
    assert.ok(cached.files.includes(f), `${f} is not cached`);
  }
  assert.ok(!cached.files.some((f) => f.startsWith("/api/")), "an /api answer was cached");

  await context.setOffline(true);
  await page.goto("/?game=some-game");
  await page.locator("main.offline h2").waitFor();
  assert.equal(await page.locator("main.offline h2").textContent(), "The Pachisi server cannot be reached");
  assert.match(await page.locator("main.offline").textContent(), /playing.*replays and\s+reviews/s);
  assert.equal(await page.title(), "Pachisi — offline");
  // The address stays the one asked for (Try again reloads it).
  assert.equal(new URL(page.url()).search, "?game=some-game");
  // The static files still load (from the cache); the API does not.
  const reach = await page.evaluate(async () => {
    const ok = async (u) => {
      try {
        return (await fetch(u)).status;
      } catch {
        return "failed";
      }
    };
    return { js: await ok("/web/main.js"), api: await ok("/api/variants") };
  });
  assert.deepEqual(reach, { js: 200, api: "failed" });
  await screenshot(page, "offline-phone");
  // The page's fetch of /api/variants above failed, as it should, and said so.
  assert.deepEqual(
    page.problems.filter((p) => !p.includes("net::ERR_INTERNET_DISCONNECTED")),
    [],
  );
  await context.setOffline(false);
  await context.close();
});

test("a new build (a page file changed) installs a new worker that replaces the cache", async () => {
  // A server reading its page files from a copy of web/ (PACHISI_WEB_DIR, as when working
  // on the page): its version is recomputed at each request of /sw.js.
  const web = mkdtempSync(join(tmpdir(), "pachisi-e2e-web-"));
  cpSync(join(ROOT, "web"), web, { recursive: true });
  const was = process.env.PACHISI_WEB_DIR;
  process.env.PACHISI_WEB_DIR = web;
  const dev = await startServer().finally(() => {
    if (was == null) delete process.env.PACHISI_WEB_DIR;
    else process.env.PACHISI_WEB_DIR = was;
  });
  const { context, page } = await newPage(browser, { baseURL: dev.url });
  try {
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const before = await page.evaluate(() => caches.keys());
    assert.equal(before.length, 1, JSON.stringify(before));
    appendFileSync(join(web, "offline.html"), "<!-- a new build -->\n");
    appendFileSync(join(web, "main.js"), "\nglobalThis.__newBuild = true;\n");
    // The next visit checks /sw.js, finds another version and installs it.
    await page.reload();
    // And the page of that first visit already runs the new build's scripts, not the
    // old worker's cached ones (the page's X-Pachisi-Build told the worker).
    await page.locator("form.lobby").waitFor({ state: "attached" });
    assert.equal(await page.evaluate(() => globalThis.__newBuild), true, "the first visit after the upgrade ran the old build's main.js");
    const after = await page.evaluate(async (old) => {
      // Until the new worker has taken over and deleted the old cache (at most 30 s).
      for (let i = 0; i < 300; i++) {
        const keys = await caches.keys();
        if (keys.length === 1 && keys[0] !== old) return keys;
        await new Promise((r) => setTimeout(r, 100));
      }
      return caches.keys();
    }, before[0]);
    assert.equal(after.length, 1, JSON.stringify(after));
    assert.notEqual(after[0], before[0]);
    const version = /"version":"(\w+)"/.exec(await (await fetch(`${dev.url}/sw.js`)).text())[1];
    assert.equal(after[0], `pachisi-${version}`);
    const kept = await page.evaluate(async () => (await (await caches.match("/web/offline.html")).text()).slice(-40));
    assert.match(kept, /a new build/);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
    await dev.stop();
    rmSync(web, { recursive: true, force: true });
  }
});

/** (In the page, before its scripts) the page's visibility and focus follow window.__away. */
function emulateAway() {
  window.__away = false;
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: () => (window.__away ? "hidden" : "visible") });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => window.__away });
  Document.prototype.hasFocus = () => !window.__away;
  localStorage.setItem("pachisi:sound", "on");
}

async function setAway(page, away) {
  await page.evaluate((a) => {
    window.__away = a;
    document.dispatchEvent(new Event("visibilitychange"));
  }, away);
}

const started = (page) => page.evaluate(async () => (await import("/web/notify.js")).noticesStarted().filter((n) => n.kind === "turn"));

test("your turn with the page in the background: title, favicon badge, sound, notification", async () => {
  const { context, page } = await newPage(browser, { baseURL: server.url });
  await context.addInitScript(emulateAway);
  await context.grantPermissions(["notifications"], { origin: server.url });
  const g = await api(server.url, "POST", "/api/games", { preset: "mensch", players: 2, seats: ["human", "bot:easy"] });
  await page.goto(g.seats[0].invite.replace(server.url, ""));
  await page.locator(".board-box svg.board").waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);

  // Notices on, from the setting (the permission was granted above: no prompt).
  const toggle = page.locator("button.notice-toggle");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  await toggle.click();
  await page.locator('button.notice-toggle[aria-pressed="true"]').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("pachisi:notices")), "on");

  await keepingEvidence(page, "install-turn", 100_000, async () => {
    await setAway(page, true);
    // Play until a turn starts while the page is away (the bot moves in between).
    let before = (await started(page)).length;
    let away = null;
    for (let i = 0; i < 200 && !away; i++) {
      const duty = await nextDuty(page, 30_000);
      assert.notEqual(duty, "over");
      const now = await started(page);
      away = now.slice(before).find((n) => n.away) ?? null;
      if (away) break;
      before = now.length;
      const n = await logCount(page);
      if (duty === "throw") await page.click(".throw-btn");
      else await page.locator(".actions button.move:not([disabled])").first().click();
      await waitLogBeyond(page, n);
    }
    assert.ok(away, "no turn started while the page was away");
    assert.equal(away.tab, "● Your turn — Pachisi");
    assert.equal(away.sound, true, "no sound");
    assert.equal(away.system, true, "no notification");
    assert.equal(await page.title(), "● Your turn — Pachisi");
    await page.locator('link[rel="icon"][data-badge="on"][href^="data:image/svg+xml"]').waitFor({ state: "attached" });
    const shown = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications({ tag: "pachisi-turn" })).map((n) => [n.title, n.data?.url]);
    });
    assert.equal(shown.length, 1, JSON.stringify(shown));
    assert.equal(shown[0][0], "Your turn in Pachisi");

    // Back to the page: its own title and favicon.
    await setAway(page, false);
    assert.match(await page.title(), /^▶ .* — Pachisi$/);
    assert.equal(await page.locator('link[rel="icon"]').getAttribute("href"), "/web/icons/icon.svg");
    assert.equal(await page.locator('link[rel="icon"]').getAttribute("data-badge"), null);

    // A turn that starts while the player looks at the page changes nothing.
    before = (await started(page)).length;
    let seen = null;
    for (let i = 0; i < 200 && !seen; i++) {
      const duty = await nextDuty(page, 30_000);
      assert.notEqual(duty, "over");
      seen = (await started(page)).slice(before)[0] ?? null;
      if (seen) break;
      const n = await logCount(page);
      if (duty === "throw") await page.click(".throw-btn");
      else await page.locator(".actions button.move:not([disabled])").first().click();
      await waitLogBeyond(page, n);
    }
    assert.ok(seen, "no other turn");
    assert.deepEqual([seen.away, seen.sound, seen.system], [false, false, false]);
    assert.match(await page.title(), /^▶ /);
  });
  assert.deepEqual(page.problems, []);
  await context.close();
});
