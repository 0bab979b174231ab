// Parqués in the browser (issue 32, docs/rules.md §19): the lobby offers it with its
// picture, its house rules (5-6 as a pair, the crown of three pairs, blowing a capture
// left) and its own group of options; its rules page tells its Q- rules, following
// the options; and a game against a random bot is played on a phone by clicking:
// releases from the jail, and the blow of a capture the bot left, chosen by tapping
// the bot's piece on the board (or declined with the button); a replay tells a crown,
// a blow and a declined blow in words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverAndBrowser, newPage, screenshot, api, rng, choosePreset, openLobbyForm, nextDuty, logCount, waitLogBeyond, movePiece, createTwoWithout, replayCaption, BINARY } from "./helpers.mjs";

const env = serverAndBrowser();
const COWRIES = /cowrie|mouth up|shell/i;

test("the lobby offers Parqués with its house rules and options; its rules page tells the Q- rules", { timeout: 60_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await page.goto("/");
  await openLobbyForm(page);
  const card = page.locator(".variant-card", { has: page.locator('input[value="parques"]') });
  assert.equal(await card.locator(".variant-name").textContent(), "Parqués");
  assert.match(await card.locator(".variant-about").textContent(), /only a pair frees pieces from the jail/);
  assert.equal(await card.locator("svg.parchis-icon .ci-yard").count(), 4, "Parchís' board");
  await choosePreset(page, "parques");
  await page.locator("fieldset.house-rules").waitFor();
  for (const [key, on] of [["eleven_is_pair", false], ["crown", true], ["soplar", true]]) {
    assert.equal(await page.isChecked(`#house-${key}`), on, `${key} is ${on ? "on" : "off"} by default`);
  }
  await page.locator("details#options summary").click();
  await page.locator("#opt-pair_release").waitFor();
  const legends = await page.locator("details#options fieldset legend").allTextContents();
  assert.ok(legends.includes("Parqués"), legends.join(" | "));
  assert.equal(await page.locator("#opt-jail_tries").inputValue(), "3");
  assert.equal(await page.locator("#opt-castle_single").count(), 0, "Pachisi's own rules are not shown");
  assert.equal(await page.locator("#opt-mars").count(), 0, "nor Barjis'");
  // Partners switch soplar off (Q-TEAM: soplar is played without partners), so the
  // game can be created.
  await page.selectOption("#players", "4");
  await page.check("#teams");
  assert.equal(await page.isChecked("#house-soplar"), false, "soplar off with partners");
  await page.uncheck("#teams");
  const body = await createTwoWithout(page, "soplar");
  assert.equal(body.preset, "parques");
  assert.deepEqual(body.options, ["soplar=false"]);
  await screenshot(page, "parques-lobby-game");

  const rules = page.locator(".rules-page");
  const textOf = async (href) => {
    await page.goto(href);
    await rules.locator("table.throw-table").waitFor();
    return (await rules.locator("section").allTextContents()).join(" ");
  };
  const text = await textOf("/rules/parques");
  for (const [said, id] of [
    [/each with 4 pieces .* jail/, "Q-SEATS, Q-PIECES, Q-JAIL"],
    [/every piece in the cielo/, "Q-WIN"],
    [/ring of 68 squares.*llegada/, "Q-BOARD, Q-TRACK"],
    [/12 seguros/, "Q-SAFE-SQUARES, Q-SAFE"],
    [/Throw two dice/, "Q-DICE, Q-MOVE"],
    [/1-1 and 6-6 free every piece/, "Q-PAIR-RELEASE"],
    [/up to 3 throws to get a pair/, "Q-TRIES"],
    [/Freeing one piece uses one die/, "Q-RELEASE-DICE"],
    [/capture every opponent's piece standing on your salida/, "Q-SALIDA-CAPTURE"],
    [/you throw again, as often as pairs come/, "Q-PAIR-AGAIN"],
    [/third pair in a row is not played.*even one in the jail/, "Q-THREE-PAIRS"],
    [/capture every opponent's piece there/, "Q-CAPTURE"],
    [/no barriers/, "Q-MOVE"],
    [/you leave a capture/, "Q-SOPLAR"],
    [/A die that no piece can use is lost/, "Q-FORFEIT"],
    [/exact number/, "Q-LLEGADA"],
  ]) {
    // The sentence, and the first rule ID said after it.
    const at = text.search(said);
    assert.ok(at >= 0, `${id}: ${said}`);
    assert.equal(/\(rule ([^)]*)\)/.exec(text.slice(at))?.[1], id, `${said}`);
  }
  assert.doesNotMatch(text, COWRIES);
  assert.doesNotMatch(text, /5 and a 6 count as a pair too/, "eleven_is_pair is off");
  assert.match(text, /A pair, which frees pieces from the jail and throws again, comes in 16\.67% of throws/);
  // Its options are listed on its own page, and nowhere else unless a game changes them.
  assert.equal(await page.locator('.rules-options li[data-key="soplar"]').count(), 1);
  assert.equal(await page.locator("svg.board.boxed .safety-mark").count(), 12, "the twelve seguros");
  await screenshot(page, "parques-rules");
  const other = await textOf("/rules/parques?set=eleven_is_pair%3Dtrue&set=pair_release%3D2&set=crown%3Dfalse&set=soplar%3Dfalse");
  assert.match(other, /A 5 and a 6 count as a pair too/);
  assert.match(other, /comes in 22\.22% of throws/);
  assert.match(other, /at most 2 at a time/);
  assert.match(other, /piece nearest the cielo goes back to the jail/);
  assert.doesNotMatch(other, /you leave a capture/);
  await textOf("/rules/pachisi");
  assert.equal(await page.locator('.rules-options li[data-key="soplar"]').count(), 0, "not on Pachisi's page");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a game of Parqués against a random bot on a phone: releases, and a blow chosen by tapping the piece", { timeout: 600_000 }, async () => {
  const base = env.server.url;
  const { context, page } = await newPage(env.browser, { width: 390, height: 844, baseURL: base });
  const pick = rng(41);
  const seen = { release: 0, blow: 0, declined: 0, nopair: 0 };
  // A random bot leaves captures, but not in every game: the red seat has two or more
  // blows to decide in about 45% of random-vs-random games and none in 35% (40 games of
  // `pachisi record --variant parques --set players=2`), so games are played until one
  // blow has been made and one declined, and a throw without a pair was lost with
  // nothing out (a game where the first pairs come early may have none; at most ten
  // games: all ten falling short is about 1 in 10,000).
  for (let game = 0; game < 10 && !(seen.blow && seen.declined && seen.nopair); game++) {
    const g = await api(base, "POST", "/api/games", { preset: "parques", players: 2, seats: ["human", "bot:random"], names: ["Asha", null] });
    await page.goto(g.seats[0].invite.replace(base, ""));
    const svg = page.locator(".board-box svg.board");
    await svg.waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".board-box svg.board g.piece").length >= 8);
    assert.equal(await svg.evaluate((s) => s.querySelectorAll(".safety-mark").length), 12);
    for (let i = 0; i < 6000; i++) {
      const duty = await nextDuty(page, 30_000);
      if (duty === "over") break;
      const n = await logCount(page);
      if (duty === "throw") {
        await page.click(".throw-btn");
        await waitLogBeyond(page, n);
        // A throw with no pair while nothing is out is lost, and the log says why.
        const said = await page.locator("ol.log li").last().textContent();
        assert.doesNotMatch(said, /with\s+first/, said);
        if (/only a pair frees pieces from the jail/.test(said)) seen.nopair++;
        // A throw lost at once names both dice, not their sum.
        if (/^Asha \(Red\) throws .*no piece can use/.test(said)) assert.match(said, /^Asha \(Red\) throws \d and \d(, doubles)?;/, said);
        continue;
      }
      const banner = await page.locator(".banner").textContent();
      const moves = await page.locator(".actions button.move").allTextContents();
      if (/left a capture/.test(banner)) {
        // The blow: the bot's piece is the one to tap; the other button declines.
        assert.match(banner, /^Asha \(Red\) \(you\): Green left a capture — blow one of its pieces back to the jail, or go on$/);
        assert.ok(moves.some((m) => /^Blow Green's piece [1-4] back to its jail \(a capture left\)$/.test(m)), moves.join(" / "));
        assert.ok(moves.includes("Don't blow: go on to your throw"), moves.join(" / "));
        const movable = await svg.evaluate((s) => [...s.querySelectorAll("g.piece.movable")].map((p) => p.dataset.seat));
        assert.ok(movable.length > 0 && movable.every((seat) => seat === "1"), `only Green's pieces to tap: ${movable}`);
        if (!seen.blow) {
          await screenshot(page, "parques-blow-phone");
          // A tap at the piece's centre: the board takes the nearest piece that can be
          // blown there, even under another piece (clickPiece wants it on top).
          const box = await svg.locator("g.piece.movable").first().boundingBox();
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await waitLogBeyond(page, n);
          const last = await page.locator("ol.log li").last().textContent();
          assert.match(last, /Asha \(Red\) blows Green's piece [1-4] back to the jail \(a capture left\)/);
          seen.blow++;
          continue;
        }
        await page.locator(".actions button.move.pass").click();
        await waitLogBeyond(page, n);
        assert.match(await page.locator("ol.log li").last().textContent(), /Asha \(Red\) does not blow the capture left/);
        seen.declined++;
        continue;
      }
      if (moves.some((m) => /out of the jail together, with both dice/.test(m))) seen.release++;
      const freed = (await page.locator("ol.log li").allTextContents()).find((l) => /^Asha \(Red\) frees pieces/.test(l));
      if (freed) assert.match(freed, /frees pieces [1-4](\+[1-4])+ together from the jail with both dice of the pair \(\d+ to go\)/);
      if (!(await movePiece(page, pick))) {
        const bs = page.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      await waitLogBeyond(page, n);
    }
    const b = await page.locator(".banner").textContent();
    assert.match(b, /^Game over: (?:Asha \()?(Red|Green)\)? wins/);
    console.log(`# parques game ${g.game}: ${JSON.stringify(seen)}; ${b}`);
  }
  assert.ok(seen.release > 0, "a pair freed pieces together");
  assert.ok(seen.nopair > 0, "a throw without a pair, with nothing out, was lost and said why");
  assert.ok(seen.blow > 0 && seen.declined > 0, `blows decided: ${JSON.stringify(seen)}`);
  await screenshot(page, "parques-over-phone");
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("a replay of Parqués records tells a crown, a blow and a declined blow in words", { timeout: 120_000 }, async () => {
  // Random games from the engine's own record command (seeded, the same on any machine);
  // the first seeds whose records hold each decision.
  const dir = mkdtempSync(join(tmpdir(), "parques-"));
  const found = {};
  for (let seed = 1; seed <= 100 && Object.keys(found).length < 3; seed++) {
    const file = join(dir, `${seed}.json`);
    execFileSync(BINARY, ["record", "--variant", "parques", "--set", "players=2", "--seed", String(seed), "--out", file]);
    const events = JSON.parse(readFileSync(file, "utf8")).events;
    events.forEach((e, i) => {
      const a = e.move?.action ?? "";
      const kind = a.startsWith("crown ") ? "crown" : a.startsWith("blow ") ? "blow" : a === "pass" ? "declined" : null;
      if (kind && !found[kind]) found[kind] = { file, frame: i + 1, seat: e.move.seat, piece: Number(a.split(" p")[1]) };
    });
  }
  assert.deepEqual(Object.keys(found).sort(), ["blow", "crown", "declined"]);
  const seats = ["Red", "Green"];
  const want = {
    crown: (f) => new RegExp(`: ${seats[f.seat]} crowns piece ${f.piece}: the third pair in a row puts it in the centre$`),
    blow: (f) => new RegExp(`: ${seats[f.seat]} blows ${seats[1 - f.seat]}'s piece ${f.piece} back to the jail \\(a capture left\\)$`),
    declined: (f) => new RegExp(`: ${seats[f.seat]} does not blow the capture left$`),
  };
  const { context, page } = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  for (const [kind, f] of Object.entries(found)) {
    assert.match(await replayCaption(page, f.file, f.frame), want[kind](f), kind);
    if (kind === "crown") await screenshot(page, "parques-replay-crown");
  }
  assert.deepEqual(page.problems, []);
  await context.close();
});
