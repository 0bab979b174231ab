// A whole game against a bot, played by clicking: Chopat for two players (Red human,
// Green bot), created in the lobby. Pieces are clicked on the board when they can be
// hit; when a piece has several moves, one of the buttons that appear is clicked.
// At the end the banner names the winner, the seed is revealed and the downloaded
// record passes `pachisi verify`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  serverAndBrowser, newPage, screenshot, createInLobby, nextDuty, logCount, waitLogBeyond, rng, api, BINARY, movePiece,
} from "./helpers.mjs";

const env = serverAndBrowser();

test("a whole Chopat game against a bot, by clicking", { timeout: 180_000 }, async () => {
  const { context, page } = await newPage(env.browser, { baseURL: env.server.url });
  await createInLobby(page, { preset: "chopat", players: 2, seats: ["human", "bot:easy"] });
  await page.locator(".board-box svg.board").waitFor();
  const gameId = new URL(page.url()).searchParams.get("game");
  assert.ok(gameId);

  const pick = rng(7);
  let throws = 0;
  let moves = 0;
  let pieceClicks = 0;
  let shot = false;
  for (let i = 0; i < 5000; i++) {
    const duty = await nextDuty(page, 30_000);
    if (duty === "over") break;
    const n = await logCount(page);
    if (duty === "throw") {
      await page.click(".throw-btn");
      throws++;
    } else {
      // Half of the time try the board first; otherwise a move button.
      let done = false;
      if (pick(2) === 0 && (await movePiece(page, pick))) {
        // Several moves for that piece: movePiece takes one of the buttons listed for it.
        pieceClicks++;
        done = true;
      }
      if (!done) {
        const bs = page.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      moves++;
      if (!shot && moves === 40) {
        await screenshot(page, "chopat-midgame");
        shot = true;
      }
    }
    await waitLogBeyond(page, n);
  }
  const b = await page.locator(".banner").textContent();
  assert.match(b, /^Game over: (Red|Green) wins/);
  assert.ok(throws > 10 && moves > 10, `throws ${throws} moves ${moves}`);
  assert.ok(pieceClicks > 0, "some moves were made by clicking pieces");
  // The seed is revealed and the rematch button offered.
  await page.locator("details.fairness summary").click();
  await page.locator(".game-footer details.fairness code", { hasText: /^[0-9a-f]{64}$/ }).nth(1).waitFor();
  await page.locator(".over-panel button", { hasText: "Rematch" }).waitFor();
  await screenshot(page, "chopat-over");

  // The record the page links to verifies with the CLI.
  const href = await page.locator(".game-footer a", { hasText: "Download record" }).getAttribute("href");
  const record = await api(env.server.url, "GET", href);
  const dir = mkdtempSync(join(tmpdir(), "pachisi-e2e-rec-"));
  try {
    const file = join(dir, "record.json");
    writeFileSync(file, JSON.stringify(record));
    const out = execFileSync(BINARY, ["verify", file], { encoding: "utf8" });
    assert.match(out, /^verified: .* to its result/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`# chopat game ${gameId}: ${throws} throws, ${moves} moves (${pieceClicks} by clicking a piece)`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
