// Refreshes the README's pictures, docs/screenshots/SCREEN-SIZE.png, for every screen
// (lobby, lesson, rules, game, game over, replay) at a laptop's (1366×768) and a
// phone's (390×844) size. Not a test: run it after a change of the page's look.
//
//   cargo build --release --bin pachisi && node e2e/docs-screenshots.mjs
//   node e2e/docs-screenshots.mjs ludo      only the pictures whose name starts so

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startServer, launchBrowser, newPage, api, nextDuty, logCount, waitLogBeyond, rng } from "./helpers.mjs";

const OUT = join(ROOT, "docs", "screenshots");
mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const base = server.url;
const only = process.argv[2] ?? "";

async function waitOver(id) {
  for (let i = 0; i < 600; i++) {
    if ((await api(base, "GET", `/api/games/${id}`)).status === "over") return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`game ${id} did not end`);
}

/** Play the page's seats (random legal moves from a fixed seed) for `moves` moves, or to the end. */
async function play(page, moves, seed) {
  const pick = rng(seed);
  let made = 0;
  for (let i = 0; i < 3000; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") return;
    if (duty === "move" && made >= moves) return;
    const n = await logCount(page);
    if (duty === "throw") await page.click(".throw-btn");
    else {
      const bs = page.locator(".actions button.move:not([disabled])");
      const labels = await bs.allTextContents();
      const real = labels.map((t, k) => [t, k]).filter(([t]) => !/^Pass/.test(t));
      await bs.nth(real.length ? real[pick(real.length)][1] : 0).click();
      made++;
    }
    await waitLogBeyond(page, n);
  }
}

try {
  const finished = await api(base, "POST", "/api/games", {
    preset: "pachisi",
    players: 4,
    teams: true,
    seats: ["bot:easy", "bot:easy", "bot:easy", "bot:easy"],
  });
  await waitOver(finished.game);
  for (const [width, height, size] of [
    [1366, 768, "desktop"],
    [390, 844, "phone"],
  ]) {
    const { context, page } = await newPage(browser, { width, height, baseURL: base });
    const shot = async (name) => {
      if (!name.startsWith(only)) return;
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(OUT, `${name}-${size}.png`) });
      console.log(`docs/screenshots/${name}-${size}.png`);
    };
    await page.goto("/");
    await page.locator(".play-now").waitFor();
    await shot("lobby");
    await page.goto("/learn");
    await page.locator("svg.board").waitFor();
    await shot("learn");
    await page.goto("/rules/pachisi");
    await page.locator("svg.board").waitFor();
    await shot("rules");
    const g = await api(base, "POST", "/api/games", {
      preset: "pachisi",
      players: 4,
      teams: true,
      seats: ["human", "bot:medium", "bot:medium", "bot:medium"],
      names: ["Asha", null, null, null],
    });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    await play(page, 14, 7);
    await shot("game");
    // Ludo: four players on the boxed board, a few moves in.
    const ludo = await api(base, "POST", "/api/games", {
      preset: "ludo",
      players: 4,
      seats: ["human", "bot:medium", "bot:medium", "bot:medium"],
      names: ["Asha", null, null, null],
    });
    await page.goto(ludo.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    await play(page, 12, 5);
    await shot("ludo");
    // Mensch ärgere Dich nicht: its round fields, four players, a few moves in.
    const mensch = await api(base, "POST", "/api/games", {
      preset: "mensch",
      players: 4,
      seats: ["human", "bot:medium", "bot:medium", "bot:medium"],
      names: ["Asha", null, null, null],
    });
    await page.goto(mensch.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    await play(page, 16, 5);
    await shot("mensch");
    // Petits chevaux and Parcheesi: their own boards, four players, some moves in.
    for (const [preset, moves] of [["petits-chevaux", 30], ["parcheesi", 14]]) {
      const g4 = await api(base, "POST", "/api/games", {
        preset,
        players: 4,
        seats: ["human", "bot:medium", "bot:medium", "bot:medium"],
        names: ["Asha", null, null, null],
      });
      await page.goto(g4.seats[0].invite.replace(base, ""));
      await page.locator(".board-box svg.board").waitFor();
      await play(page, moves, 5);
      await shot(preset);
    }
    const short = await api(base, "POST", "/api/games", {
      preset: "chopat",
      players: 2,
      options: ["max_turns=12"],
      seats: ["human", "bot:easy"],
      names: ["Asha", null],
    });
    await page.goto(short.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board").waitFor();
    await play(page, 1000, 3);
    await page.locator(".over-panel").waitFor();
    await shot("over");
    await page.goto(`/replay?game=${finished.game}`);
    await page.locator(".replay-view input[type=range]").waitFor();
    await page.getByRole("button", { name: "Last event" }).click();
    await shot("replay");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
