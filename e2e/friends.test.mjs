// Playing with friends, end to end, in two browser contexts (separate storage):
// - Asha (laptop) names herself in the lobby, creates a Chopat game for two humans with
//   a clock, copies Bea's invite link (Copy button → clipboard) and sees its QR code;
//   Bea (phone) opens the link and gives her name once; both see the names, chat each
//   way (a line and a reaction), Bea closes the tab and finds the game again in "My
//   games"; they play to the end by clicking, then a rematch in which the seats turn.
// - An open table: listed in the lobby, joined with its Join button.
// - A clock that runs out: a bot plays for the away seat until "I'm back" (on a second
//   server whose clock seconds last 50 ms: `serve --clock-unit-ms`, a test-only flag).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, logCount, rng, api, choosePreset, startServer, openLobbyForm } from "./helpers.mjs";

const env = serverAndBrowser();

// A server on which a clock "second" lasts 50 ms, so that a 10-second clock runs out
// in half a second; its bots wait 250 ms before each action, so that a game played by
// bots for both seats lasts long enough to watch (minutes, not milliseconds).
const fast = { server: null };
before(async () => {
  fast.server = await startServer(["--clock-unit-ms", "50", "--bot-delay-ms", "250"]);
});
after(async () => {
  await fast.server?.stop();
});

/** What the page can do right now, without waiting. */
const dutyNow = (page) =>
  page.evaluate(() => {
    const b = document.querySelector(".banner")?.textContent ?? "";
    if (b.startsWith("Game over")) return "over";
    const t = document.querySelector(".throw-btn");
    if (t && !t.disabled) return "throw";
    if (document.querySelector(".actions button.move:not([disabled])")) return "move";
    return null;
  });

const logTexts = (page) => page.locator("ol.log li").allTextContents();

/** The page is no wider than the viewport (nothing sticks out sideways). */
async function assertFits(page, what) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${what}: page is ${scroll}px wide in a ${client}px viewport`);
}

/** Fill the lobby with a name and the game's settings, create it. */
async function create(page, { name, preset = "chopat", players = 2, seats = ["human", "human"], clock = "0", open = false, spectatorChat = false }) {
  await page.goto("/");
  await openLobbyForm(page);
  await page.fill("#my-name", name);
  await choosePreset(page, preset);
  await page.selectOption("#players", String(players));
  await page.setChecked("#teams", false);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`#seat-${i}`, seats[i]);
  await page.selectOption("#clock", clock);
  await page.setChecked("#public", open);
  await page.setChecked("#spectator-chat", spectatorChat);
  await page.click("form.lobby button[type=submit]");
  await page.locator("#created h2", { hasText: "Game created" }).waitFor();
}

test("two friends: names, invite link, chat, My games, a whole game and a rematch", { timeout: 180_000 }, async () => {
  const red = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  const green = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  await red.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
  await create(red.page, { name: "Asha", clock: "120", spectatorChat: true });

  // The invite link, copied with its Copy button; its QR code.
  const greenInvite = red.page.locator("ul.invites li", { hasText: "Green (seat 2)" });
  await greenInvite.locator("button", { hasText: "Copy" }).click();
  await greenInvite.locator("button", { hasText: "Copied" }).waitFor();
  const invite = await red.page.evaluate(() => navigator.clipboard.readText());
  assert.equal(invite, await red.page.locator('input[aria-label="invite link for Green"]').inputValue());
  assert.match(invite, /\/\?game=[0-9a-f]+&seat=1&token=[0-9a-f]+$/);
  await greenInvite.locator("summary", { hasText: "QR code" }).click();
  assert.ok((await greenInvite.locator("svg.qr path").getAttribute("d")).length > 100, "the QR code has modules");
  await screenshot(red.page, "friends-created-desktop");
  const spectate = await red.page.locator('input[aria-label="spectator link"]').inputValue();

  await red.page.locator("ul.invites li", { hasText: "Red (seat 1)" }).locator("button", { hasText: "Play this seat here" }).click();
  await red.page.locator(".banner", { hasText: "Waiting for Green to join" }).waitFor();
  // The creator's Invite panel on the game page, while Green has not joined.
  await red.page.locator(".invite-panel input[aria-label='invite link for Green']").waitFor();
  assert.equal(await red.page.locator(".invite-panel input").inputValue(), invite);
  await red.page.locator(".board-box text.corner-label", { hasText: "Asha (seat 1)" }).waitFor();
  await screenshot(red.page, "friends-waiting");

  // Bea opens the link on her phone and gives her name once.
  await green.page.goto(invite);
  await green.page.locator(".board-box svg.board").waitFor();
  assert.doesNotMatch(green.page.url(), /token=/, "the token left the address bar");
  await green.page.fill("#join-name", "Bea");
  await green.page.click(".name-prompt button[type=submit]");
  for (const p of [red.page, green.page]) {
    await p.locator(".seat-list li", { hasText: "Bea (Green) (seat 2" }).waitFor();
    await p.locator(".seat-list li", { hasText: "Asha (Red) (seat 1" }).waitFor();
    await p.locator(".banner", { hasText: "Asha (Red)" }).waitFor();
  }
  await red.page.locator(".invite-panel").waitFor({ state: "detached" });
  await green.page.locator(".seat-list li", { hasText: "Bea (Green)" }).filter({ hasText: "— you" }).waitFor();
  await red.page.locator("ul.presence li", { hasText: "Bea (Green)" }).filter({ hasText: "connected" }).waitFor();
  // The clock of the seat to move.
  await red.page.locator(".clock", { hasText: /left/ }).waitFor();

  // Chat: a line each way, and a reaction; the phone's chat opens from its button.
  await red.page.fill("#chat-input", "Hello Bea <b>!</b>");
  await red.page.press("#chat-input", "Enter");
  assert.equal(await green.page.locator(".chat-body").isVisible(), false, "the phone's chat is collapsed");
  // The phone's chat button, in the banner above the board, counts the new line.
  await green.page.locator('.banner-row .chat-button[aria-label="Chat (1 new)"]').waitFor();
  await green.page.click(".banner-row .chat-button");
  await green.page.locator("ol.chat-lines li", { hasText: "Asha (Red): Hello Bea <b>!</b>" }).waitFor();
  assert.equal(await green.page.locator("ol.chat-lines b").count(), 0, "chat is shown as text");
  await green.page.fill("#chat-input", "Hi Asha");
  await green.page.click(".chat-form button[type=submit]");
  await green.page.click(".emotes button >> text=🎉");
  await red.page.locator("ol.chat-lines li", { hasText: "Bea (Green): Hi Asha" }).waitFor();
  await red.page.locator("ol.chat-lines li.emote", { hasText: "🎉" }).waitFor();
  // A local mute hides Bea's lines for Asha only.
  await red.page.click("ul.presence button.mute");
  await red.page.locator("ol.chat-lines li", { hasText: "Hi Asha" }).waitFor({ state: "detached" });
  await red.page.click("ul.presence button.mute");
  await red.page.locator("ol.chat-lines li", { hasText: "Hi Asha" }).waitFor();
  // A spectator's line is marked, and can be hidden (this table lets spectators chat).
  const watcher = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  await watcher.page.goto(spectate);
  await watcher.page.locator("ol.chat-lines li", { hasText: "Hi Asha" }).waitFor();
  await watcher.page.fill("#chat-input", "Good luck both");
  await watcher.page.press("#chat-input", "Enter");
  const spect = red.page.locator("ol.chat-lines li.spectator", { hasText: "Spectator (watching): Good luck both" });
  await spect.waitFor();
  await red.page.setChecked("#show-spectators", false);
  await spect.waitFor({ state: "detached" });
  await red.page.setChecked("#show-spectators", true);
  await spect.waitFor();
  assert.deepEqual(watcher.page.problems, []);
  await watcher.context.close();
  await screenshot(red.page, "friends-chat-desktop");
  await green.page.locator("ol.chat-lines").scrollIntoViewIfNeeded();
  await screenshot(green.page, "friends-chat-phone");
  await assertFits(green.page, "game with chat, phone");

  // Bea closes the tab: Asha hears she left; Bea finds the game in "My games".
  const gameId = new URL(red.page.url()).searchParams.get("game");
  await green.page.close();
  await red.page.locator("ul.notices li", { hasText: "Bea left" }).waitFor();
  await red.page.locator("ul.presence li", { hasText: "Bea (Green)" }).filter({ hasText: "not connected" }).waitFor();
  green.page = await green.context.newPage();
  green.page.problems = [];
  green.page.on("console", (m) => m.type() === "error" && green.page.problems.push(`console: ${m.text()}`));
  green.page.on("pageerror", (e) => green.page.problems.push(`pageerror: ${e.message}`));
  await green.page.goto("/");
  const mine = green.page.locator(`ul.games li[data-game="${gameId}"]`);
  await mine.filter({ hasText: "chopat" }).filter({ hasText: /in play · Asha \(Red\) to move|Your turn/ }).waitFor();
  await screenshot(green.page, "friends-my-games-phone", { fullPage: true });
  await assertFits(green.page, "lobby with my games, phone");
  await mine.locator("a").first().click();
  await green.page.locator(".board-box svg.board").waitFor();
  await red.page.locator("ul.notices li", { hasText: "Bea is back" }).waitFor();
  await green.page.locator(".seat-list li", { hasText: "Bea (Green)" }).filter({ hasText: "— you" }).waitFor();

  const pick = rng(3);
  const acted = { red: 0, green: 0 };
  let over = false;
  const deadline = Date.now() + 110_000;
  while (!over && Date.now() < deadline) {
    let did = false;
    for (const [name, p] of [["red", red.page], ["green", green.page]]) {
      const d = await dutyNow(p);
      if (d === "over") {
        over = true;
        break;
      }
      if (!d) continue;
      const n = await logCount(p);
      if (d === "throw") await p.click(".throw-btn");
      else {
        const bs = p.locator(".actions button.move:not([disabled])");
        await bs.nth(pick(await bs.count())).click();
      }
      acted[name]++;
      // Both pages hear of the new event.
      for (const q of [p, red.page === p ? green.page : red.page]) {
        await q.waitForFunction(
          (n) => {
            document.querySelector("dialog.confirm[open] .confirm-yes")?.click(); // a pass or a stranding move asks first
            const ol = document.querySelector("ol.log");
            return ol && ol.start - 1 + ol.children.length > n;
          },
          n,
          { polling: 20 },
        );
      }
      did = true;
      if (acted.red + acted.green === 30) await screenshot(green.page, "friends-green");
    }
    if (!did && !over) await red.page.waitForTimeout(20);
  }
  assert.ok(over, `game over within the time (red ${acted.red}, green ${acted.green} actions)`);
  assert.ok(acted.red > 5 && acted.green > 5, JSON.stringify(acted));
  const winner = (await red.page.locator(".banner").textContent()).match(/^Game over: (\w+ \(\w+\)) wins/)?.[1];
  assert.ok(winner, "red's page names the winner");
  await green.page.locator(".banner", { hasText: `Game over: ${winner} wins` }).waitFor();
  const log = await logTexts(red.page);
  assert.deepEqual(log, await logTexts(green.page), "both pages show the same log");
  assert.ok(log.some((l) => l.startsWith("Asha (Red) ")) && log.some((l) => l.startsWith("Bea (Green) ")), "the log names the players");
  console.log(`# friends: red ${acted.red}, green ${acted.green} actions; ${winner} wins`);

  // Rematch: Asha asks, Bea joins it from the button that appears on her page.
  const oldGame = new URL(red.page.url()).searchParams.get("game");
  // (The button is wherever the finished game shows it: the footer or the game-over panel.)
  await red.page.getByRole("button", { name: "Rematch", exact: true }).click();
  await red.page.waitForURL((u) => u.searchParams.get("game") !== oldGame);
  await green.page.getByRole("button", { name: "Join the rematch", exact: true }).click();
  await green.page.waitForURL((u) => u.searchParams.get("game") !== oldGame);
  assert.equal(green.page.url(), red.page.url());
  // Both players are at the new table (the banner names a seat to act, not "Waiting").
  for (const p of [red.page, green.page]) {
    await p.waitForFunction(() => /Red|Green/.test(document.querySelector(".banner")?.textContent ?? "") && !/Waiting/.test(document.querySelector(".banner").textContent));
  }
  // The seats turn by one in a rematch (docs/api.md), names and all: Asha now sits at
  // seat 2 (Green) and Bea at seat 1 (Red), each still recognised as "you".
  await green.page.locator(".seat-list li", { hasText: "Bea (Red) (seat 1" }).filter({ hasText: "— you" }).waitFor();
  await red.page.locator(".seat-list li", { hasText: "Asha (Green) (seat 2" }).filter({ hasText: "— you" }).waitFor();
  for (const p of [red.page, green.page]) assert.equal(await p.locator(".seat-list li", { hasText: "— you" }).count(), 1);

  assert.deepEqual(red.page.problems, []);
  assert.deepEqual(green.page.problems, []);
  await red.context.close();
  await green.context.close();
});

test("an open table is listed in the lobby and joined with its Join button", { timeout: 60_000 }, async () => {
  const host = await newPage(env.browser, { width: 1366, height: 768, baseURL: env.server.url });
  const guest = await newPage(env.browser, { width: 390, height: 844, baseURL: env.server.url });
  await create(host.page, { name: "Chandra", open: true, clock: "30" });
  const gameId = new URL(await host.page.locator("#created ul.invites input").first().inputValue()).searchParams.get("game");
  await host.page.locator("ul.invites li", { hasText: "Red (seat 1)" }).locator("button", { hasText: "Play this seat here" }).click();
  await host.page.locator(".banner", { hasText: "Waiting for Green to join" }).waitFor();

  await guest.page.goto("/");
  await openLobbyForm(guest.page);
  await guest.page.fill("#my-name", "Dev");
  const table = guest.page.locator("ul.tables li", { hasText: "Chandra (Red)" });
  await table.filter({ hasText: "1 free seat: Green" }).filter({ hasText: "clock: 30 seconds per decision" }).waitFor();
  await screenshot(guest.page, "friends-open-tables-phone", { fullPage: true });
  await assertFits(guest.page, "lobby with open tables, phone");
  await table.locator("button", { hasText: "Join" }).click();
  await guest.page.waitForURL((u) => u.searchParams.get("game") === gameId);
  for (const p of [host.page, guest.page]) {
    await p.locator(".seat-list li", { hasText: "Dev (Green) (seat 2" }).waitFor();
    await p.locator(".banner", { hasText: /Chandra \(Red\)|Dev \(Green\)/ }).waitFor();
  }
  await guest.page.locator(".seat-list li", { hasText: "Dev (Green)" }).filter({ hasText: "— you" }).waitFor();
  // A full table leaves the list.
  await guest.page.goto("/");
  await guest.page.locator(`ul.games li[data-game="${gameId}"]`, { hasText: /in play|Your turn/ }).waitFor();
  await guest.page.locator("section.open-tables", { hasText: "No open tables right now." }).waitFor();
  assert.deepEqual(host.page.problems, []);
  assert.deepEqual(guest.page.problems, []);
  await host.context.close();
  await guest.context.close();
});

test("a clock that runs out: a bot plays for the away seat until I'm back", { timeout: 60_000 }, async () => {
  const base = fast.server.url;
  const g = await api(base, "POST", "/api/games", {
    preset: "chopat",
    players: 2,
    seats: ["human", "human"],
    names: ["Esha", "Farid"],
    clock: 10,
    clock_bot: "easy",
  });
  const esha = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  const farid = await newPage(env.browser, { width: 1366, height: 768, baseURL: base });
  await esha.page.goto(g.seats[0].invite.replace(base, ""));
  await farid.page.goto(g.seats[1].invite.replace(base, ""));
  // Nobody acts: the clock of the seat to move runs out (10 "seconds" of 50 ms), and
  // the log says so; then a bot throws and moves for that seat.
  const awayLine = /^(Esha \(Red\)|Farid \(Green\)) ran out of time: a bot plays for this seat until its player is back$/;
  await esha.page.locator("ol.log li", { hasText: "ran out of time" }).first().waitFor();
  const lines = await logTexts(esha.page);
  const first = lines.find((l) => awayLine.test(l));
  assert.ok(first, `an away line in ${JSON.stringify(lines)}`);
  const who = first.match(awayLine)[1];
  const [me, other] = who.startsWith("Esha") ? [esha.page, farid.page] : [farid.page, esha.page];
  await other.locator("ol.log li", { hasText: first }).waitFor();
  // The bot plays for the away seat: that seat's throws come after the away line.
  await me.waitForFunction(
    ([who, first]) => {
      const texts = [...document.querySelectorAll("ol.log li")].map((li) => li.textContent);
      const i = texts.indexOf(first);
      return i >= 0 && texts.slice(i + 1).some((l) => l.startsWith(`${who} throws`));
    },
    [who, first],
    { polling: 50 },
  );
  // Each page says who is away (the other seat may run out of time too meanwhile).
  await me.locator(".away", { hasText: "Your time ran out: a bot plays for you." }).waitFor();
  await other.locator(".away", { hasText: `${who} is away: a bot plays for them until they are back.` }).waitFor();
  await screenshot(me, "friends-away");
  // "I'm back": the log of both pages says so.
  await me.click(".away button.back-btn");
  for (const p of [me, other]) await p.locator("ol.log li", { hasText: `${who} is back` }).first().waitFor();
  // Too many reactions at once: the server's rate limit, said politely.
  for (let i = 0; i < 8; i++) await me.click(".emotes button >> text=👍");
  await me.locator(".chat-error", { hasText: "You are sending messages quickly" }).waitFor();
  assert.deepEqual(esha.page.problems, []);
  assert.deepEqual(farid.page.problems, []);
  await esha.context.close();
  await farid.context.close();
});
