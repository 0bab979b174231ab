// Yut Nori in the browser (issue 32, docs/rules.md §21): the lobby offers it with its
// picture, its house rules (the shortcut by choice, back-do, the capture's throw after
// the moves, stacking by choice, how a piece goes out) and only the options a Yut game
// takes, partners with four players; its board is drawn (29 stations, the square and
// its diagonals, each seat's tray); games against a random bot are played to their end
// by tapping, on a phone and on a laptop: four sticks and the throw's name, moves told
// in words (the shortcut or straight on, back-do, stacks), a move made by tapping a
// station, a stack's count; a replay tells throws and moves; no axe violations; Hindi
// and Belarusian with no English left on the Yut screens. (Stacking by choice is played
// in e2e/yut-stack.test.mjs.)

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  serverAndBrowser, newPage, screenshot, api, rng, choosePreset, openLobbyForm, nextDuty, logCount, waitLogBeyond, movePiece, replayCaption,
  axeViolations, visibleText, leftovers, BINARY,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** The log's lines after its first `n` entries (the bot may have played on since). */
const linesAfter = (page, n) =>
  page.evaluate((n) => {
    const ol = document.querySelector("ol.log");
    return [...(ol?.children ?? [])].filter((_, i) => ol.start - 1 + i >= n).map((li) => li.textContent);
  }, n);

const THROW = /(do|gae|geol|yut|mo|back-do)/;

test("the lobby offers Yut Nori with its house rules and its own options, partners with four", { timeout: 60_000 }, async () => {
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await page.goto("/");
  await openLobbyForm(page);
  for (const [preset, name] of [["yut", "Yut Nori"], ["yut-culin", "Yut Nori (Culin, 1895)"]]) {
    const card = page.locator(".variant-card", { has: page.locator(`input[value="${preset}"]`) });
    assert.equal(await card.locator(".variant-name").textContent(), name);
    assert.match(await card.locator(".variant-about").textContent(), /sticks/);
    assert.equal(await card.locator("svg.yut-icon").count(), 1, "Yut Nori's board picture");
    assert.equal(await card.locator("svg.yut-icon circle").count(), 29, "its 29 stations");
  }
  await choosePreset(page, "yut");
  await page.locator("fieldset.house-rules").waitFor();
  for (const [key, on] of [["shortcut", false], ["back_do", true], ["capture_throw", false], ["stack", false]]) {
    assert.equal(await page.isChecked(`#house-${key}`), on, `${key} is ${on ? "on" : "off"} by default`);
  }
  assert.equal(await page.inputValue("#house-finish"), "pass");
  await page.locator("details#options summary").click();
  await page.locator("#opt-stick_p").waitFor();
  const legends = await page.locator("details#options fieldset legend").allTextContents();
  assert.ok(legends.includes("Yut Nori"), legends.join(" | "));
  // Only its own options and the few every game shares: the engine refuses others.
  for (const other of ["castle_single", "stack_moves", "mars", "soplar", "deck", "horses", "mouth_up_p", "safe_squares"]) {
    assert.equal(await page.locator(`#opt-${other}`).count(), 0, `${other} is not offered`);
  }
  for (const own of ["pieces", "shortcut", "centre_exit", "capture_throw", "stack", "finish", "order", "capture_again"]) {
    assert.equal(await page.locator(`#opt-${own}`).count(), 1, `${own} is offered`);
  }
  await page.selectOption("#players", "4");
  assert.equal(await page.isDisabled("#teams"), false, "partners with four players");
  await page.selectOption("#players", "2");
  assert.equal(await page.isDisabled("#teams"), true, "no partners with two");
  await page.selectOption("#seat-1", "bot:easy");
  await page.check("#house-shortcut");
  await page.uncheck("#house-back_do");
  await page.selectOption("#house-finish", "exact");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "yut");
  assert.deepEqual(body.options.sort(), ["back_do=false", "finish=exact", "shortcut=optional"]);
  const svg = page.locator(".board-box svg.board.yut");
  await svg.waitFor();
  assert.equal(await svg.locator(".square.station").count(), 29, "29 stations");
  assert.equal(await svg.locator(".square.station.corner").count(), 3, "corners 5, 10, 15");
  assert.equal(await svg.locator(".square.station.centre").count(), 1, "the centre");
  assert.equal(await svg.locator(".square.station.start").count(), 1, "station 0");
  assert.equal(await svg.locator(".yut-tray").count(), 2, "a tray a seat");
  assert.equal(await svg.locator(".yut-start-word").textContent(), "Start");
  // The players: each seat by its colour and number, no arm letter (the board has no arms).
  await page.locator(".seat-list li").nth(1).waitFor();
  const seats = (await page.locator(".seat-list li").allTextContents()).map((s) => s.trim());
  assert.equal(seats.length, 2);
  assert.match(seats[0], /^Red \(seat 1\) — you\b/, seats[0]);
  assert.match(seats[1], /^Green \(seat 2\) — bot\b/, seats[1]);
  assert.equal(await page.locator(".throw-btn").textContent(), "Throw the sticks");
  await screenshot(page, "yut-lobby-game");
  for (const v of await axeViolations(page)) assert.fail(`yut game: ${v}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

/**
 * Play a game of `preset` against a random bot to its end by tapping: throws checked
 * (four sticks, the name), a move by tapping a target station now and then, the choice
 * of the shortcut or straight on made by tapping the straight move's station. Returns
 * what was seen.
 */
async function playGame(page, preset, pick, size) {
  const base = env.server.url;
  const seen = { throws: 0, moves: 0, station: 0, straight: 0, shortcut: 0, stack: 0, back: 0, capture: 0, captureThrow: 0 };
  const g = await api(base, "POST", "/api/games", { preset, players: 2, seats: ["human", "bot:random"], names: ["Asha", null] });
  await page.goto(g.seats[0].invite.replace(base, ""));
  const svg = page.locator(".board-box svg.board.yut");
  await svg.waitFor();
  assert.equal(await svg.locator(".square.station").count(), 29);
  await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
  let shots = 0;
  for (let i = 0; i < 4000; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      assert.equal(await page.locator(".throw-btn").textContent(), "Throw the sticks");
      await page.click(".throw-btn");
      await waitLogBeyond(page, n);
      const said = (await linesAfter(page, n)).join(" / ");
      // The name, and its Hangul where the page draws it (always with its own face, e2e/fonts.test.mjs).
      assert.match(said, /Asha \(Red\) throws (again for the capture: )?(do|gae|geol|yut|mo|back-do)( (도|개|걸|윷|모|빽도))? \(/, said);
      assert.doesNotMatch(said, /\b63\b/, said);
      if (/throws again for the capture/.test(said)) seen.captureThrow++;
      // Four sticks, each flat or round side up, and the throw's name and meaning.
      const pic = page.locator(".last-throw svg.sticks-pic");
      if (await pic.count()) {
        assert.equal(await pic.locator(".stick").count(), 4);
        assert.match(await pic.getAttribute("aria-label"), /^(\d of 4 sticks flat side up|the marked stick alone flat side up: back-do)$/);
        assert.match(await page.locator(".last-throw .throw-value").textContent(), /^(Asha \(Red\)|Green): (do|gae|geol|yut|mo|back-do)\b.* — \d steps?( back|, throw again)?$/);
      }
      seen.throws++;
      continue;
    }
    const moves = await page.locator(".actions button.move").allTextContents();
    const tray = await page.locator(".tray button.kept").allTextContents();
    for (const m of [...moves, ...tray]) assert.doesNotMatch(m, /\b63\b/, m);
    for (const k of tray) assert.match(k.trim(), /^((do|gae|geol|yut|mo) \([1-5]\)|back-do)$/, k);
    if (await svg.locator(".yut-badge").count()) {
      seen.stack++;
      const count = Number(await svg.locator(".yut-badge").first().getAttribute("data-count"));
      assert.ok(count >= 2 && count <= 4, `a stack of ${count}`);
      assert.equal(await svg.locator(".yut-badge text").first().textContent(), String(count));
      if (seen.stack === 1) await screenshot(page, `yut-stack-${size}`);
    }
    // The shortcut or straight on (Y-BRANCH): the straight move chosen by tapping its station.
    const straight = moves.findIndex((m) => /straight on \(no shortcut\)/.test(m));
    if (straight >= 0 && (preset === "yut-culin" || !seen.straight)) {
      const label = moves[straight].split(", straight on (no shortcut)")[0];
      assert.ok(moves.some((m) => m.startsWith(`${label}, taking the shortcut`)), `the shortcut offered beside ${moves[straight]}`);
      // No piece chosen and the pointer off the buttons first: a chosen piece marks all
      // its targets strong (two, where it may go straight on), the hovered move its own
      // alone, so the station is known once exactly one is marked. The button is found
      // again by its words (clearing the choice may list the moves anew).
      await page.keyboard.press("Escape");
      await page.mouse.move(1, 1);
      const b = page.locator(".actions button.move:not([disabled])").filter({ hasText: moves[straight] }).first();
      await b.waitFor({ timeout: 5000 });
      await b.hover();
      const id = await page
        .waitForFunction(
          () => {
            const strong = document.querySelectorAll(".board-box svg.board .square.station.target-strong");
            return strong.length === 1 ? strong[0].dataset.id : false;
          },
          null,
          { timeout: 5000 },
        )
        .then((h) => h.jsonValue());
      if (shots++ < 1) await screenshot(page, `yut-choice-${size}`);
      const spot = await page.evaluate((id) => {
        const c = document.querySelector(`.board-box svg.board .square.station[data-id="${id}"]`);
        c.scrollIntoView({ block: "center" });
        const r = c.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        // A piece standing there (one of the mover's, which the move would stack onto):
        // a tap on a piece chooses that piece, as on every board.
        const taken = [...document.querySelectorAll(".board-box svg.board g.piece")].some((g) => {
          const b = g.getBoundingClientRect();
          return Math.abs(b.left + b.width / 2 - x) < r.width / 2 && Math.abs(b.top + b.height / 2 - y) < r.height / 2;
        });
        return { x, y, taken };
      }, id);
      if (spot.taken) await b.click();
      else await page.mouse.click(spot.x, spot.y);
      const state = await page
        .waitForFunction(
          (n) => {
            const ol = document.querySelector("ol.log");
            if (ol && ol.start - 1 + ol.children.length > n) return "moved";
            return document.querySelector(".actions button.move.for-piece:not([disabled])") ? "choose" : false;
          },
          n,
          { polling: 20, timeout: 5000 },
        )
        .then((h) => h.jsonValue())
        .catch(() => "none");
      if (state === "none") {
        // The tap met no target (a tray or a badge over the station at this size): the
        // move's button plays it.
        await b.click();
      } else if (state === "choose") {
        // Another piece's move lands there too: the page lists them; the straight one is taken.
        await page.locator(".actions button.move:not([disabled])", { hasText: "straight on" }).first().click();
      }
      await waitLogBeyond(page, n);
      const last = (await linesAfter(page, n)).join(" / ");
      assert.match(last, /Asha \(Red\) moves (piece \d|pieces [\d+]+ together) by (do|gae|geol|yut|mo) \(\d\), straight on/, last);
      seen.straight++;
      seen.station++;
      seen.moves++;
      continue;
    }
    if (moves.some((m) => /taking the shortcut/.test(m))) seen.shortcut++;
    if (moves.some((m) => /back-do, 1 station back/.test(m))) seen.back++;
    // Now and then a move by tapping a highlighted station that no movable piece covers.
    if (pick(3) === 0) {
      const spot = await page.evaluate(() => {
        const board = document.querySelector(".board-box svg.board");
        for (const c of board.querySelectorAll(".square.station.target")) {
          c.scrollIntoView({ block: "center" });
          const r = c.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          if (!document.elementFromPoint(x, y)?.closest("g.piece")) return { x, y };
        }
        return null;
      });
      if (spot) {
        await page.mouse.click(spot.x, spot.y);
        const state = await page
          .waitForFunction(
            (n) => {
              const ol = document.querySelector("ol.log");
              const b = document.querySelector(".banner")?.textContent ?? "";
              if (b.startsWith("Game over") || (ol && ol.start - 1 + ol.children.length > n)) return "moved";
              // Several moves land there: the page lists them (a piece's, or a kept throw's).
              const listed = document.querySelector(".actions button.move.for-piece:not([disabled])") || document.querySelector(".tray button.kept.selected");
              return listed && document.querySelector(".actions button.move:not([disabled])") ? "choose" : false;
            },
            n,
            { polling: 20, timeout: 5000 },
          )
          .then((h) => h.jsonValue())
          .catch(() => "wait");
        if (state === "choose") {
          const bs = page.locator(".actions button.move:not([disabled])");
          await bs.nth(pick(await bs.count())).click();
        }
        seen.station++;
        await waitLogBeyond(page, n);
        seen.moves++;
        continue;
      }
    }
    if (!(await movePiece(page, pick))) {
      const bs = page.locator(".actions button.move:not([disabled])");
      const count = await bs.count();
      if (!count) {
        await screenshot(page, "yut-debug");
        console.log("# debug", await page.locator(".actions").textContent(), await page.locator(".banner").textContent());
      }
      await bs.nth(pick(count)).click();
    }
    await waitLogBeyond(page, n);
    const last = (await linesAfter(page, n)).join(" / ");
    if (/capturing Green's piece/.test(last)) seen.capture++;
    seen.moves++;
  }
  const b = await page.locator(".banner").textContent();
  assert.match(b, /^Game over: (?:Asha \()?(Red|Green)\)? wins/);
  // Every piece of the winner went out: in its home box.
  const home = await page.locator('.board-box svg.board g.piece[data-square="home"]').count();
  assert.ok(home >= 4, `${home} pieces home`);
  console.log(`# yut ${preset} ${size} game ${g.game}: ${JSON.stringify(seen)}; ${b}`);
  return { seen, game: g.game };
}

test("Yut Nori against a random bot on a phone (390 × 844) and a laptop (1366 × 768), played by tapping", { timeout: 900_000 }, async () => {
  const base = env.server.url;
  const all = { station: 0, straight: 0, stack: 0, throws: 0 };
  for (const [size, preset, seed] of [
    ["390x844", "yut", 7],
    ["1366x768", "yut-culin", 11],
  ]) {
    const [width, height] = size.split("x").map(Number);
    const { context, page } = await newPage(env.browser, { width, height, baseURL: base });
    const pick = rng(seed);
    // Until a stack and (in yut-culin) the straight-on choice have been seen.
    for (let game = 0; game < 3; game++) {
      const { seen } = await playGame(page, preset, pick, size);
      for (const k of Object.keys(all)) all[k] += seen[k];
      if (game === 0) {
        await screenshot(page, `yut-over-${size}`);
        for (const v of await axeViolations(page)) assert.fail(`yut ${size} over: ${v}`);
      }
      if (all.stack && (preset !== "yut-culin" || all.straight)) break;
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  }
  assert.ok(all.throws > 20, "the sticks were thrown");
  assert.ok(all.station > 0, `a move made by tapping a station: ${JSON.stringify(all)}`);
  assert.ok(all.stack > 0, `a stack shown with its count: ${JSON.stringify(all)}`);
  assert.ok(all.straight > 0, `straight on chosen over the shortcut: ${JSON.stringify(all)}`);
});

test("a replay of Yut Nori records tells the sticks' throws, back-do and moves in words", { timeout: 120_000 }, async () => {
  // Random games from the engine's own record command (seeded, the same on any machine).
  const dir = mkdtempSync(join(tmpdir(), "yut-"));
  const found = {};
  for (let seed = 1; seed <= 40 && !(found.back && found.move && found.throw); seed++) {
    const file = join(dir, `${seed}.json`);
    execFileSync(BINARY, ["record", "--variant", "yut", "--set", "players=2", "--seed", String(seed), "--out", file]);
    const events = JSON.parse(readFileSync(file, "utf8")).events;
    events.forEach((e, i) => {
      const a = e.move?.action ?? "";
      const kind = a.startsWith("back-do ") ? "back" : /^\d p\d$/.test(a) ? "move" : null;
      if (kind && !found[kind]) found[kind] = { file, frame: i + 1, seat: e.move.seat };
      // A throw just before a move (not a start-order throw).
      if (e.throw && events[i + 1]?.move && !found.throw) found.throw = { file, frame: i + 1, seat: e.throw.seat };
    });
  }
  assert.ok(found.back && found.move && found.throw, JSON.stringify(found));
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  const seats = ["Red", "Green"];
  const want = {
    back: (f) => new RegExp(`: ${seats[f.seat]} moves (piece \\d|pieces [\\d+]+ together) one station back with the back-do`),
    move: (f) => new RegExp(`: ${seats[f.seat]} (moves|brings|takes) (piece \\d|pieces [\\d+]+ together)`),
  };
  for (const [kind, f] of Object.entries(found)) {
    if (!want[kind]) continue;
    const text = await replayCaption(page, f.file, f.frame);
    assert.equal(await page.locator(".replay-view svg.board.yut .square.station").count(), 29, "Yut Nori's board");
    assert.match(text, want[kind](f), `${kind}: ${text}`);
    assert.doesNotMatch(text, /\b63\b/);
  }
  // A throw: the sticks and the name.
  const text = await replayCaption(page, found.throw.file, found.throw.frame);
  assert.match(text, /: (Red|Green) throws (do|gae|geol|yut|mo|back-do)\b/, text);
  assert.equal(await page.locator(".replay-view .throw-box svg.sticks-pic .stick").count(), 4);
  assert.match(await page.locator(".replay-view .throw-box").textContent(), THROW);
  await screenshot(page, "yut-replay");
  for (const v of await axeViolations(page)) assert.fail(`replay: ${v}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the review words Yut Nori's best moves: back-do, straight on, the throw's name, joining a stack", { timeout: 60_000 }, async () => {
  // The review's "best" column (web/replay.js actionWords) is given the engine's action
  // text; Yut Nori's forms (`back-do p1`, `3 p2 straight`, `2 p1 stack`) were shown raw.
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await page.goto("/");
  await page.locator("h1, h2").first().waitFor();
  const words = await page.evaluate(async () => {
    const { actionWords } = await import("/web/replay.js");
    const before = [[-1, 5, -1, -1], [-1, -1, -1, -1]];
    return ["back-do p2", "3 p2 straight", "2 p1", "4 p2", "2 p2 stack", "5 p2 straight stack"].map((a) =>
      actionWords(a, before, 0, "sticks"),
    );
  });
  assert.deepEqual(words, [
    "moves piece 2 one station back with the back-do",
    "moves piece 2 by geol (3), straight on",
    "brings piece 1 on with gae (2)",
    "moves piece 2 by yut (4)",
    "moves piece 2 by gae (2), stacking with the pieces there",
    "moves piece 2 by mo (5), straight on, stacking with the pieces there",
  ]);
  for (const w of words) assert.doesNotMatch(w, /straight$|back-do p|\bp\d/);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Yut Nori in Hindi and Belarusian: no English left on the lobby's Yut form and the game", { timeout: 240_000 }, async () => {
  const base = env.server.url;
  for (const [lang, size] of [
    ["hi", [390, 844]],
    ["be", [1366, 768]],
  ]) {
    const { context, page } = await newPage(env.browser, { width: size[0], height: size[1], baseURL: base });
    await page.goto(`/?lang=${lang}`);
    await openLobbyForm(page);
    await choosePreset(page, "yut");
    await page.locator("fieldset.house-rules").waitFor();
    await page.locator("details#options summary").click();
    await page.locator("#opt-stick_p").waitFor();
    const check = async (what) => {
      const { keys, english } = leftovers(await visibleText(page));
      assert.deepEqual(keys, [], `${lang} ${what}: raw message keys`);
      assert.deepEqual(english, [], `${lang} ${what}: English left on screen`);
    };
    await check("lobby");
    // (The random bot's level has no name in every language yet: an easy bot.)
    const g = await api(base, "POST", "/api/games", { preset: "yut", players: 2, seats: ["human", "bot:easy"] });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board.yut").waitFor();
    // A few throws and moves, then the screen is read.
    for (let i = 0; i < 14; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") await page.click(".throw-btn");
      else await page.locator(".actions button.move:not([disabled])").first().click();
      await waitLogBeyond(page, n);
    }
    await nextDuty(page, 30_000);
    await check("game");
    await screenshot(page, `yut-game-${lang}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
