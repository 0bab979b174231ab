// Sorry! in the browser (issue 32, docs/rules.md §20): the lobby offers it with its
// picture, its house rules and only the options a Sorry! game takes, partners (S-TEAM)
// with four players; its board is drawn (the loop, eight slides, Start and Home
// circles, safety zones); a game against a random bot is played on a phone by
// clicking: cards drawn and shown, moves out of Start, back, switches and the Sorry!
// card told in words, a switch or a Sorry! card chosen by tapping the other player's
// pawn; a replay tells them too. With partners, a game with three bots is played by
// tapping until a card is used on the partner's pawn: the pawn is chosen by a tap, its
// moves and the log name it by its seat, and the record's replay shows it moved.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  serverAndBrowser, newPage, screenshot, api, rng, choosePreset, openLobbyForm, nextDuty, logCount, waitLogBeyond, movePiece, replayCaption, axeViolations, BINARY,
} from "./helpers.mjs";

const env = serverAndBrowser();

/** The log's lines after its first `n` entries (the bot may have played on since). */
const linesAfter = (page, n) =>
  page.evaluate((n) => {
    const ol = document.querySelector("ol.log");
    return [...(ol?.children ?? [])].filter((_, i) => ol.start - 1 + i >= n).map((li) => li.textContent);
  }, n);

test("the lobby offers Sorry! with its house rules and its own options, partners with four players", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="sorry"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Sorry!");
  assert.match(await card.locator(".variant-about").textContent(), /cards/);
  assert.equal(await card.locator("svg.sorry-icon").count(), 1, "Sorry!'s board picture");
  await choosePreset(page, "sorry");
  await page.locator("fieldset.house-rules").waitFor();
  for (const [key, on] of [["quick_start", false], ["two_draws_again", true], ["sorry_four", false]]) {
    assert.equal(await page.isChecked(`#house-${key}`), on, `${key} is ${on ? "on" : "off"} by default`);
  }
  await page.locator("details#options summary").click();
  await page.locator("#opt-deck").waitFor();
  const legends = await page.locator("details#options fieldset legend").allTextContents();
  assert.ok(legends.includes("Sorry!"), legends.join(" | "));
  // Only its own options and the few every game shares: the engine refuses others.
  for (const other of ["castle_single", "stack_moves", "mars", "soplar", "capture_again"]) {
    assert.equal(await page.locator(`#opt-${other}`).count(), 0, `${other} is not offered`);
  }
  await page.selectOption("#players", "4");
  assert.equal(await page.isDisabled("#teams"), false, "partners in Sorry! with four players (S-TEAM)");
  assert.equal(await page.isChecked("#teams"), false, "each alone by default");
  await page.selectOption("#players", "3");
  assert.equal(await page.isDisabled("#teams"), true, "partners need four players");
  await page.selectOption("#players", "2");
  await page.selectOption("#seat-1", "bot:easy");
  await page.uncheck("#house-two_draws_again");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.equal(body.preset, "sorry");
  assert.deepEqual(body.options, ["two_draws_again=false"]);
  const svg = page.locator(".board-box svg.board.sorry");
  await svg.waitFor();
  assert.equal(await svg.locator(".slide-bar").count(), 8, "two slides a side");
  assert.equal(await svg.locator(".sorry-start").count(), 2, "a Start circle a seat");
  assert.equal(await svg.locator(".sorry-home:not(.empty)").count(), 2, "a Home circle a seat");
  assert.equal(await svg.locator(".sorry-home.empty").count(), 2, "and the empty sides' in grey");
  assert.equal(await svg.locator(".cell.home-cell").count(), 20, "four safety zones of five");
  assert.equal(await page.locator(".throw-btn").textContent(), "Draw a card");
  await screenshot(page, "sorry-lobby-game");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a game of Sorry! against a random bot on a phone: cards drawn, moves told, switches by tapping", { timeout: 600_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  const pick = rng(53);
  const seen = { draws: 0, sorry: 0, switch: 0, back: 0, tapped: 0, lost: 0 };
  for (let game = 0; game < 4 && !(seen.tapped && seen.back && seen.lost && seen.folded); game++) {
    const g = await api(base, "POST", "/api/games", { preset: "sorry", players: 2, seats: ["human", "bot:random"], names: ["Asha", null] });
    await page.goto(g.seats[0].invite.replace(base, ""));
    const svg = page.locator(".board-box svg.board.sorry");
    await svg.waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
    for (let i = 0; i < 6000; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") {
        assert.equal(await page.locator(".throw-btn").textContent(), "Draw a card");
        await page.click(".throw-btn");
        await waitLogBeyond(page, n);
        const said = (await linesAfter(page, n)).join(" / ");
        assert.match(said, /Asha \(Red\) draws (an? \d+|the Sorry! card)/, said);
        assert.doesNotMatch(said, /draws an? 13|throws/, said);
        if (/no piece can use/.test(said)) seen.lost++;
        seen.draws++;
        // The card drawn is shown as a card, the Sorry! card by its name.
        const pic = page.locator(".last-throw svg.card-pic");
        if (await pic.count()) assert.match(await pic.getAttribute("aria-label"), /^card drawn: (\d+|the Sorry! card)$/);
        // How many cards are left in the draw pile (S-DRAW): under 45, once one is drawn.
        const left = page.locator(".last-throw .deck-left");
        if (await left.count()) {
          const m = /^(\d+) cards? left in the deck$/.exec(await left.textContent());
          assert.ok(m && Number(m[1]) < 45, await left.textContent());
          seen.deck = Math.max(seen.deck ?? 0, 1);
        }
        continue;
      }
      const moves = await page.locator(".actions button.move").allTextContents();
      // After the first part of a split 7 the tray holds what is left of it (S-SEVEN).
      if (/Asha \(Red\) moves .*leaving \d of the 7 for another piece$/.test(await page.locator("ol.log li").last().textContent())) {
        assert.equal(await page.locator(".tray .muted").first().textContent(), "Rest of the 7:");
        seen.split = (seen.split ?? 0) + 1;
      }
      // A 7 lists its whole moves, and one button a piece opens that piece's splits (S-SEVEN).
      const openers = page.locator(".actions button.split-open");
      if ((await openers.count()) && !seen.folded) {
        for (const m of moves) assert.doesNotMatch(m, /for another piece/, m);
        assert.match(await openers.first().textContent(), /^\s*Piece [1-4]: split the 7 with another piece…\s*$/);
        await openers.first().click();
        const splits = await page.locator(".actions button.move.for-piece").allTextContents();
        assert.ok(splits.some((m) => /then [1-6] for another piece/.test(m)), splits.join(" / "));
        seen.folded = 1;
      }
      // The Sorry! card is named, never shown as its value 13.
      for (const m of moves) assert.doesNotMatch(m, /: 13\b|\b13 (forward|back)/, m);
      const swap = moves.find((m) => /switch places with Green's piece|from Start onto Green's piece/.test(m));
      if (swap && !seen.tapped) {
        // A switch or the Sorry! card: tap the other player's pawn, where the move lands.
        const target = await page.evaluate(() => {
          const sq = document.querySelector(".board-box svg.board .square.target");
          const piece = sq && document.querySelector(`.board-box svg.board g.piece[data-seat="1"][data-square="${sq.dataset.id}"]`);
          if (!piece) return null;
          const r = piece.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        });
        if (target) {
          await screenshot(page, "sorry-switch-phone");
          await page.mouse.click(target.x, target.y);
          await page.waitForFunction(
            (n) => {
              const ol = document.querySelector("ol.log");
              return (ol && ol.start - 1 + ol.children.length > n) || document.querySelector(".actions button.move.for-piece:not([disabled]), .actions button.move:not([disabled])");
            },
            n,
            { polling: 20 },
          );
          if ((await logCount(page)) === n) {
            // Several of the pawns could take that square: the page lists their moves.
            const bs = page.locator(".actions button.move:not([disabled])", { hasText: /switch places|from Start onto/ });
            if (await bs.count()) await bs.first().click();
            else await page.locator(".actions button.move:not([disabled])").first().click();
          }
          await waitLogBeyond(page, n);
          const last = (await linesAfter(page, n)).join(" / ");
          assert.match(last, /Asha \(Red\) (switches piece [1-4] with Green's piece [1-4]|takes piece [1-4] from Start onto Green's piece [1-4] with the Sorry! card, sending it back to Start)/, last);
          seen.tapped++;
          continue;
        }
      }
      if (!(await movePiece(page, pick))) {
        const bs = page.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      await waitLogBeyond(page, n);
      const last = (await linesAfter(page, n)).join(" / ");
      if (/Asha \(Red\) moves piece [1-4] back/.test(last)) seen.back++;
      if (/Asha \(Red\) switches/.test(last)) seen.switch++;
      if (/Asha \(Red\) takes piece/.test(last)) seen.sorry++;
    }
    const b = await page.locator(".banner").textContent();
    assert.match(b, /^Game over: (?:Asha \()?(Red|Green)\)? wins/);
    console.log(`# sorry game ${g.game}: ${JSON.stringify(seen)}; ${b}`);
  }
  assert.ok(seen.draws > 10, "cards were drawn");
  assert.equal(seen.deck, 1, "the cards left in the deck were shown");
  assert.equal(seen.folded, 1, `a 7's splits folded under their pieces: ${JSON.stringify(seen)}`);
  assert.ok(seen.tapped > 0, `a switch or a Sorry! card chosen by tapping: ${JSON.stringify(seen)}`);
  assert.ok(seen.back > 0, `a pawn moved back: ${JSON.stringify(seen)}`);
  await screenshot(page, "sorry-over-phone");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a replay of Sorry! records tells draws, switches, the Sorry! card and moves back in words", { timeout: 120_000 }, async () => {
  // Random games from the engine's own record command (seeded, the same on any machine);
  // the first seeds whose records hold each kind of move.
  const dir = mkdtempSync(join(tmpdir(), "sorry-"));
  const found = {};
  for (let seed = 1; seed <= 40 && Object.keys(found).length < 3; seed++) {
    const file = join(dir, `${seed}.json`);
    execFileSync(BINARY, ["record", "--variant", "sorry", "--set", "players=2", "--seed", String(seed), "--out", file]);
    const events = JSON.parse(readFileSync(file, "utf8")).events;
    events.forEach((e, i) => {
      const a = e.move?.action ?? "";
      const kind = a.startsWith("switch ") ? "switch" : a.startsWith("sorry ") ? "sorry" : a.endsWith(" back") ? "back" : null;
      if (kind && !found[kind]) found[kind] = { file, frame: i + 1, seat: e.move.seat, piece: Number(a.split(" p")[1].split(" ")[0]) };
    });
  }
  assert.deepEqual(Object.keys(found).sort(), ["back", "sorry", "switch"]);
  const seats = ["Red", "Green"];
  const want = {
    switch: (f) => new RegExp(`: ${seats[f.seat]} switches piece ${f.piece} with ${seats[1 - f.seat]}'s piece [1-4]$`),
    sorry: (f) => new RegExp(`: ${seats[f.seat]} takes piece ${f.piece} from Start onto ${seats[1 - f.seat]}'s piece [1-4] with the Sorry! card, sending it back to Start$`),
    back: (f) => new RegExp(`: ${seats[f.seat]} moves piece ${f.piece} back 1 \\(\\d+ to go\\)`),
  };
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  for (const [kind, f] of Object.entries(found)) {
    const text = await replayCaption(page, f.file, f.frame);
    assert.equal(await page.locator(".replay-view svg.board.sorry").count(), 1, "Sorry!'s board");
    assert.match(text, want[kind](f), `${kind}: ${text}`);
    assert.doesNotMatch(text, /draws an? 13|: 13\b/);
  }
  await screenshot(page, "sorry-replay");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Sorry! with partners in the lobby on a laptop: the teams box, the partners and the players' teams", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await choosePreset(page, "sorry");
  await page.selectOption("#players", "4");
  assert.equal(await page.isEnabled("#teams"), true, "partners with four players (S-TEAM)");
  await page.check("#teams");
  assert.equal(
    (await page.locator("fieldset.seats .teams-note").textContent()).trim(),
    "Partners: Red and Yellow play together against Green and Blue.",
  );
  for (let i = 1; i < 4; i++) await page.selectOption(`#seat-${i}`, "bot:easy");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/games") && r.method() === "POST");
  await page.click("form.lobby button[type=submit]");
  const body = JSON.parse((await sent).postData());
  assert.deepEqual([body.preset, body.players, body.teams], ["sorry", 4, true]);
  await page.locator(".board-box svg.board.sorry").waitFor();
  // The players panel: partners opposite, Red and Yellow against Green and Blue.
  await page.locator("ul.seat-list li").nth(3).waitFor();
  const lines = await page.locator("ul.seat-list li").allTextContents();
  assert.equal(lines.length, 4);
  ["team 1", "team 2", "team 1", "team 2"].forEach((team, seat) => assert.ok(lines[seat].includes(team), `${seat}: ${lines[seat]}`));
  assert.match(lines[0], /^Red \(seat 1, S\) — you, team 1/);
  // The game's rules page is the one with partners.
  assert.match(await page.locator(".game-footer a.rules-link").getAttribute("href"), /^\/rules\/sorry\?(.*&)?teams=true/);
  await screenshot(page, "sorry-partners-laptop");
  for (const v of await axeViolations(page)) assert.fail(`sorry partners game: ${v}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("Sorry! with partners on a phone: a card used on the partner's pawn, chosen by tapping it, named by its seat", { timeout: 300_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  const pick = rng(32);
  // Red (seat 0) and Yellow (seat 2), the bot opposite, are partners (S-TEAM).
  const PARTNER = 2;
  let done = null;
  let taps = 0;
  let chosen = false;
  for (let game = 0; game < 3 && !done; game++) {
    const g = await api(base, "POST", "/api/games", {
      preset: "sorry",
      players: 4,
      teams: true,
      seats: ["human", "bot:random", "bot:random", "bot:random"],
      names: ["Asha", null, null, null],
    });
    await page.goto(g.seats[0].invite.replace(base, ""));
    await page.locator(".board-box svg.board.sorry").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length === 16);
    for (let i = 0; i < 3000 && !done; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") {
        await page.click(".throw-btn");
        await waitLogBeyond(page, n);
        continue;
      }
      // The partner's movable pawns that can be tapped (on top at their centre).
      const spots = await page.evaluate((partner) =>
        [...document.querySelectorAll(`.board-box svg.board g.piece.movable[data-seat="${partner}"]`)]
          .map((g) => {
            const r = g.getBoundingClientRect();
            const x = r.left + r.width / 2;
            const y = r.top + r.height / 2;
            return document.elementFromPoint(x, y)?.closest("g.piece") === g ? { x, y, piece: Number(g.dataset.piece) } : null;
          })
          .filter(Boolean),
      PARTNER);
      if (!spots.length) {
        // No partner's pawn to tap: play one's own (or any) move as the tests do.
        if (!(await movePiece(page, pick))) {
          const bs = page.locator(".actions button.move:not([disabled])");
          await bs.nth(pick(await bs.count())).click();
        }
        await waitLogBeyond(page, n);
        continue;
      }
      // The move list names the partner's pawns by their seat (a move button, or the
      // button that opens a 7's splits): a pawn with several moves is tapped first,
      // to see them listed for it alone.
      const listed = await page.locator(".actions button.move, .actions button.split-open").allTextContents();
      const named = (p) => listed.filter((m) => m.includes(`Yellow's piece ${p + 1}`)).length;
      for (const sp of spots) assert.ok(named(sp.piece) > 0, `Yellow's piece ${sp.piece + 1} among ${listed.join(" / ")}`);
      const several = spots.filter((sp) => named(sp.piece) > 1);
      if (!several.length && taps > 0) {
        if (!(await movePiece(page, pick))) await page.locator(".actions button.move:not([disabled])").first().click();
        await waitLogBeyond(page, n);
        continue;
      }
      const spot = several.length ? several[pick(several.length)] : spots[pick(spots.length)];
      const whose = `Yellow's piece ${spot.piece + 1}`;
      taps++;
      await page.mouse.click(spot.x, spot.y);
      const seen = await page
        .waitForFunction(
          (n) => {
            document.querySelector("dialog.confirm[open] .confirm-yes")?.click();
            const ol = document.querySelector("ol.log");
            if (ol && ol.start - 1 + ol.children.length > n) return "moved";
            return document.querySelector(".actions button.move.for-piece:not([disabled])") ? "choose" : false;
          },
          n,
          { polling: 20 },
        )
        .then((h) => h.jsonValue());
      if (seen === "choose") {
        chosen = true;
        // The tap chose the partner's pawn: only its moves are listed, under its seat's name.
        assert.equal((await page.locator(".actions > p.muted").textContent()).trim(), `Moves of Yellow piece ${spot.piece + 1}:`);
        const own = await page.locator(".actions button.move.for-piece").allTextContents();
        assert.ok(own.length > 1, own.join(" / "));
        for (const m of own) assert.ok(m.includes(whose), `${whose}: ${m}`);
        assert.equal(await page.locator(`.board-box g.piece.selected[data-seat="${PARTNER}"][data-piece="${spot.piece}"]`).count(), 1, "the chosen pawn is marked");
        await screenshot(page, "sorry-partners-chosen-phone");
        for (const v of await axeViolations(page)) assert.fail(`sorry partners, a partner's pawn chosen: ${v}`);
        await page.locator(".actions button.move.for-piece:not([disabled])").first().click();
        await waitLogBeyond(page, n);
      }
      // The log tells Asha's move with the partner's pawn by its seat.
      const said = await linesAfter(page, n);
      assert.match(said[0] ?? "", /^Asha \(Red\) /, said.join(" / "));
      assert.ok(said[0].includes(whose), `${whose}: ${said[0]}`);
      // (The log's entries are the game's events: the move is event n.)
      if (chosen) done = { game: g.game, piece: spot.piece, line: said[0], event: n };
    }
  }
  assert.ok(done, `a card was used on the partner's pawn chosen among its moves (${taps} taps on it)`);
  console.log(`# sorry partners game ${done.game}: ${done.line}`);
  // The record's replay: Asha's move names Yellow's pawn (`moved_seat`) and that pawn's
  // square changed in that frame.
  const record = await (await fetch(`${base}/api/games/${done.game}/record`)).json();
  const r = await api(base, "POST", "/api/replay", record);
  const k = done.event + 1;
  const f = r.frames[k];
  assert.ok(f?.seat === 0 && f.kind === "move" && f.moved_seat === PARTNER && f.moved?.includes(done.piece), `Asha's move of the partner's pawn: ${JSON.stringify(f)}`);
  assert.ok(
    r.frames[k].set?.some(([seat, piece]) => seat === PARTNER && piece === done.piece),
    `the partner's pawn moved: ${JSON.stringify(r.frames[k])}`,
  );
  // Any seat's move of a partner's pawn names the seat opposite.
  for (const f of r.frames.filter((f) => f.moved_seat != null)) assert.equal(f.moved_seat, (f.seat + 2) % 4, JSON.stringify(f));
  // The replay's caption names the partner's pawn too.
  await page.goto(`/replay?game=${done.game}`);
  const slider = page.locator(".replay-view input[type=range]");
  await slider.waitFor();
  await slider.evaluate((s, v) => {
    s.value = String(v);
    s.dispatchEvent(new Event("input", { bubbles: true }));
  }, k);
  await page.waitForFunction((v) => document.querySelector(".replay-view .banner")?.textContent.startsWith(`${v} /`), k);
  const caption = await page.locator(".replay-view .banner").textContent();
  assert.match(caption, new RegExp(`^${k} / \\d+: (Asha \\()?Red\\)? .*Yellow's piece ${done.piece + 1}`), caption);
  assert.deepEqual(page.problems, []);
  await context.close();
});
