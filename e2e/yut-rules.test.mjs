// Yut Nori's rules page (/rules/yut and /rules/yut-culin; issue 32, docs/rules.md §21):
// its sentences, each with its Y- rule IDs, follow the game's options (back-do, the
// shortcut forced or by choice, the centre's exit, the capture's extra throw, how a
// piece goes out, heaven and hell stations); instead of a dice table it shows the
// sticks: the six throws, each with its sticks, Korean name, steps, chance (from each
// stick's chance of landing flat side up) and whether it throws again. Only Yut Nori's
// own options are listed. At a laptop's and a phone's size, in English, Hindi and
// Belarusian: nothing wider than the screen, no raw message keys, no English left in
// the other languages, and no serious axe-core violation.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, axeViolations, visibleText, leftovers } from "./helpers.mjs";

const env = serverAndBrowser();
const SIZES = [
  [1366, 768, "laptop"],
  [390, 844, "phone"],
];
const DICE = /\bdice\b|\bdie\b|cowrie|mouth up|shell|\bcards?\b/i;

/** The rules page's sections as one text, once its sticks table is shown. */
async function textOf(page, href) {
  await page.goto(href);
  const rules = page.locator(".rules-page");
  await rules.locator("table.stick-table").waitFor();
  return (await rules.locator("section").allTextContents()).join(" ").replace(/\s+/g, " ");
}

/** The sticks table's rows: the throw, its sticks in words, name, steps, chance, again. */
async function stickRows(page) {
  return page.locator("table.stick-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.dataset.throw,
      hangul: tr.dataset.hangul,
      flat: Number(tr.dataset.flat),
      sticks: tr.querySelector(".sticks-words").textContent.trim(),
      shown: tr.querySelector("th").textContent.trim(),
      steps: Number(tr.querySelector("td.steps").dataset.steps),
      p: Number(tr.querySelector("td.p").dataset.p),
      chance: tr.querySelector("td.p").textContent.trim(),
      again: tr.querySelector("td.again").textContent.trim(),
    })),
  );
}

/** Neither the page nor the sticks table (which could scroll in its box) is wider than the screen. */
async function notWider(page, what) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${what}: the page is ${scroll}px wide in ${client}px`);
  const [table, box] = await page.locator(".table-scroll").evaluate((d) => [d.scrollWidth, d.clientWidth]);
  assert.ok(table <= box, `${what}: the sticks table is ${table}px wide in ${box}px`);
}

/** Each sentence is on the page, and the first rule IDs said after it are `id`. */
function says(text, pairs) {
  for (const [said, id] of pairs) {
    const at = text.search(said);
    assert.ok(at >= 0, `${id}: ${said}`);
    assert.equal(/\(rule ([^)]*)\)/.exec(text.slice(at))?.[1], id, `${said}`);
  }
}

const YUT_KEYS = ["players", "teams", "order", "rank_all", "max_turns", "capture_again", "pieces", "stick_p", "back_do", "back_do_sticks", "back_do_void", "max_go_on", "shortcut", "centre_exit", "capture_throw", "capture_bonus_yut_mo", "capture_bonus_back_do", "capture_bonus_chain", "stack", "finish", "heaven_stations", "hell_stations"];

test("Yut Nori's rules page: its Y- rules in plain words and its sticks, following the options", { timeout: 120_000 }, async () => {
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
    const text = await textOf(page, "/rules/yut");
    assert.equal(await page.title(), "How to play Yut Nori — Pachisi");
    says(text, [
      [/2 players, each playing alone with 4 pieces of their own colour/, "Y-SIDES"],
      [/all their pieces round the board and out wins, and the game ends/, "Y-WIN"],
      [/everyone throws the sticks once: the highest throw begins — mo is the highest.*back-do is the lowest/, "Y-ORDER"],
      [/The board has 29 stations: 20 round the edge .* two diagonals of five stations/, "Y-BOARD"],
      [/Every piece goes round anticlockwise/, "Y-DIRECTION"],
      [/stops on the top-right corner must turn onto the diagonal toward the centre/, "Y-BRANCH"],
      [/stops on the centre must take the short way home/, "Y-BRANCH"],
      [/four ways round: the whole edge \(20 steps\).*\(16 steps\).*\(16 steps\).*the shortest \(11 steps\)/, "Y-ROUTES"],
      [/No station is safe, and nothing blocks a piece/, "Y-NO-SAFE"],
      [/you throw four sticks, each flat on one side and round on the other.*none at all is mo \(5 steps\)/, "Y-STICKS"],
      [/One stick is marked: when it alone lands flat side up, the throw is back-do/, "Y-STICKS"],
      [/A yut or a mo throws again.*Every throw is kept/, "Y-ACCUMULATE"],
      [/spend your kept throws one at a time, in any order/, "Y-ACCUMULATE"],
      [/A forward throw may bring a new piece on.*A back-do never brings a piece on/, "Y-ENTER"],
      [/Or the throw moves a piece \(or a stack\)/, "Y-MOVE"],
      [/A back-do moves a piece or stack one station back the way it came/, "Y-BACK-DO"],
      [/A back-do thrown while you have no piece on the board counts for nothing/, "Y-BACK-DO"],
      [/joins them in a stack/, "Y-STACK"],
      [/on a station held by an opponent .* sends all the pieces there back off the board/, "Y-CAPTURE"],
      [/A capture earns one more throw, made at once/, "Y-CAPTURE"],
      [/A throw that can be used must be used/, "Y-FORFEIT"],
      [/A piece goes out when a move takes it past station 0/, "Y-FINISH"],
    ]);
    assert.doesNotMatch(text.replace("There are no dice", ""), DICE, "no dice, cowries or cards");
    assert.doesNotMatch(text, /House rule/, "no heaven or hell stations");
    assert.doesNotMatch(text, /In this game/, "nothing changed");

    // The sticks: six throws, their chances for p = 0.6, yut and mo throwing again.
    assert.equal(await page.locator(".rules-page h3", { hasText: "The sticks" }).count(), 1);
    assert.match(text, /Each of the 4 sticks lands flat side up with a chance of 60%/);
    const rows = await stickRows(page);
    assert.deepEqual(rows.map((r) => r.name), ["mo", "do", "gae", "geol", "yut", "back-do"]);
    assert.deepEqual(rows.map((r) => r.hangul), ["모", "도", "개", "걸", "윷", "빽도"]);
    assert.deepEqual(rows.map((r) => r.steps), [5, 1, 2, 3, 4, -1]);
    assert.deepEqual(rows.map((r) => r.again), ["yes", "no", "no", "no", "yes", "no"]);
    assert.deepEqual(rows.map((r) => r.sticks), ["no flat side up", "one flat side up, not the marked stick", "2 flat sides up", "3 flat sides up", "4 flat sides up", "the marked stick alone flat side up"]);
    for (const r of rows) assert.match(r.shown, new RegExp(`${r.name}$`), "its romanisation");
    // The Korean name before it: drawn by the page's own Hangul face where no system font
    // has Hangul (web/fonts.css; e2e/fonts.test.mjs).
    for (const r of rows) assert.equal(r.shown, `${r.hangul} ${r.name}`, "its Korean name");
    const p = Object.fromEntries(rows.map((r) => [r.name, r.p]));
    assert.ok(Math.abs(p.gae - 0.3456) < 1e-9 && Math.abs(p["back-do"] - 0.0384) < 1e-9 && Math.abs(p.do - 0.1152) < 1e-9, "the chances at p = 0.6");
    assert.equal(rows[2].chance, "34.56%");
    assert.equal(rows[5].chance, "3.84%");
    assert.ok(Math.abs(rows.reduce((a, r) => a + r.p, 0) - 1) < 1e-9, "the chances add up to 1");
    assert.equal((await page.locator("table.stick-table td.total").textContent()).trim(), "100%");
    assert.equal(await page.locator("table.stick-table svg.sticks-picture").count(), 6, "each throw's sticks drawn");

    // Only Yut Nori's options, none of the dice games'.
    const keys = await page.locator(".rules-options li").evaluateAll((lis) => lis.map((li) => li.dataset.key));
    assert.deepEqual([...keys].sort(), [...YUT_KEYS].sort());
    assert.equal(await page.locator("ul.rules-options li.changed").count(), 0, "nothing changed");
    assert.match(await page.locator('.rules-options li[data-key="max_go_on"]').textContent(), /no limit/);
    assert.match(await page.locator('.rules-options li[data-key="players"]').textContent(), /2 to 4, each playing alone.*rule Y-SIDES/);
    assert.match(await page.locator('.rules-options li[data-key="capture_again"]').textContent(), /one more throw.*rule Y-CAPTURE/);
    assert.equal(await page.locator(".rules-board svg.board.yut").count(), 1, "Yut Nori's board is drawn");
    await notWider(page, `en ${size}`);
    await screenshot(page, `yut-rules-${size}`, { fullPage: true });
    for (const v of await axeViolations(page)) assert.fail(`rules ${size}: ${v}`);

    // Culin's game: no back-do, the shortcuts by choice, the capture's throw at the end.
    const culin = await textOf(page, "/rules/yut-culin");
    // The rules themselves (the options' list names back_do, set to no).
    assert.doesNotMatch(culin.split("Every rule of this game")[0], /back-do/i, "no back-do in yut-culin");
    assert.match(await page.locator('.rules-options li[data-key="back_do"]').textContent(), /Back-do \(the marked stick\): no/);
    says(culin, [
      [/stops on the top-right or the top-left corner may turn onto the diagonal .* you choose/, "Y-BRANCH"],
      [/after coming from the top-right corner may head home .* or go straight on toward the bottom-left corner/, "Y-BRANCH"],
      [/A throw may bring a new piece on/, "Y-ENTER"],
      [/In this game a capture's extra throw comes after you have spent all your kept throws/, "Y-CAPTURE"],
      [/mo is the highest, then yut, geol, gae and do —/, "Y-ORDER"],
    ]);
    assert.match(culin, /with a chance of 50%/);
    const fair = await stickRows(page);
    assert.deepEqual(fair.map((r) => r.name), ["mo", "do", "gae", "geol", "yut"]);
    assert.deepEqual(fair.map((r) => r.p), [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16]);
    assert.equal(fair[1].sticks, "one flat side up");
    await notWider(page, `en ${size} culin`);

    // Other options change the page.
    const other = await textOf(page, "/rules/yut?players=4&teams=true&set=finish%3Dexact&set=max_go_on%3D3&set=capture_bonus_yut_mo%3Dfalse&set=capture_bonus_chain%3Dfalse&set=back_do_void%3Dat_use&set=heaven_stations%3D7&set=hell_stations%3D12,17&set=centre_exit%3Dchoice&set=order%3Dfixed");
    says(other, [
      [/Four players in two teams, .*: partners play together, each with 4 pieces/, "Y-SIDES"],
      [/The first team to bring all the pieces of both partners/, "Y-WIN"],
      [/Red starts; then the turn passes from seat to seat/, "Y-ORDER"],
      [/stops on the top-right corner must turn onto the diagonal/, "Y-BRANCH"],
      [/after coming from the top-right corner may head home/, "Y-BRANCH"],
      [/In this game yut and mo earn at most 3 extra throws in a turn/, "Y-ACCUMULATE"],
      [/In this game a back-do thrown while you have no piece on the board is kept/, "Y-BACK-DO"],
      [/In this game a yut or mo thrown for a capture does not throw again/, "Y-CAPTURE"],
      [/In this game a capture made with a yut or a mo earns no extra throw/, "Y-CAPTURE"],
      [/In this game a piece may not go past station 0 .* it must stop exactly on it/, "Y-FINISH"],
      [/House rule: a piece or stack that stops on station 7 \(heaven\) goes out at once/, "Y-HOUSE"],
      [/House rule: a piece or stack that stops on stations 12 and 17 \(hell\) goes back off the board/, "Y-HOUSE"],
    ]);
    assert.doesNotMatch(other, /A piece goes out when a move takes it past station 0/, "finish = exact");
    const changed = await page.locator("ul.rules-options li.changed").evaluateAll((lis) => lis.map((li) => li.dataset.key).sort());
    assert.deepEqual(changed, ["back_do_void", "capture_bonus_chain", "capture_bonus_yut_mo", "centre_exit", "finish", "heaven_stations", "hell_stations", "max_go_on", "order", "players", "teams"]);
    const reach = await textOf(page, "/rules/yut?set=finish%3Dreach&set=capture_again%3Dfalse&set=back_do_sticks%3D2&set=stick_p%3D0.6,0.5,0.5,0.7");
    says(reach, [
      [/In this game a piece goes out as soon as a move reaches station 0/, "Y-FINISH"],
      [/In this game a capture earns no extra throw/, "Y-CAPTURE"],
      [/In this game two sticks are marked/, "Y-STICKS"],
    ]);
    assert.match(reach, /land flat side up with chances of 60%, 50%, 50%,? and 70%, the marked stick's first/);
    const two = await stickRows(page);
    assert.equal(two[1].sticks, "one flat side up, not a marked stick");
    assert.equal(two[5].sticks, "a marked stick alone flat side up");
    await notWider(page, `en ${size} options`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("Yut Nori's rules page in Hindi and Belarusian: no English, no raw keys, not wider than the screen", { timeout: 120_000 }, async () => {
  for (const lang of ["hi", "be"]) {
    for (const [width, height, size] of SIZES) {
      const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
      for (const href of [
        `/rules/yut?lang=${lang}`,
        `/rules/yut-culin?lang=${lang}`,
        `/rules/yut?lang=${lang}&players=4&teams=true&set=finish%3Dexact&set=max_go_on%3D3&set=capture_bonus_yut_mo%3Dfalse&set=capture_bonus_chain%3Dfalse&set=back_do_void%3Dat_use&set=heaven_stations%3D7&set=hell_stations%3D12,17&set=back_do_sticks%3D2&set=stack%3Doptional`,
      ]) {
        await page.goto(href);
        await page.locator("table.stick-table").waitFor();
        await page.locator('.rules-options li[data-key="finish"]').waitFor();
        assert.equal(await page.getAttribute("html", "lang"), lang);
        const { keys, english } = leftovers(await visibleText(page));
        assert.deepEqual(keys, [], `${lang} ${size} ${href}: raw message keys`);
        assert.deepEqual(english, [], `${lang} ${size} ${href}: English left on screen`);
        const rows = await stickRows(page);
        const names = { hi: ["मो", "डो", "गे", "गॉल", "युत"], be: ["мо", "до", "кэ", "коль", "ют"] }[lang];
        for (const [i, name] of names.entries()) assert.ok(rows[i].shown.endsWith(name), `${lang}: ${rows[i].shown} is ${name}`);
        await notWider(page, `${lang} ${size} ${href}`);
      }
      await screenshot(page, `yut-rules-${lang}-${size}`, { fullPage: true });
      for (const v of await axeViolations(page)) assert.fail(`${lang} rules ${size}: ${v}`);
      assert.deepEqual(page.problems, []);
      await context.close();
    }
  }
});
