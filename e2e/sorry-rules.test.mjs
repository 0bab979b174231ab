// Sorry!'s rules page (/rules/sorry; issue 32, docs/rules.md §20): its sentences, each
// with its S- rule IDs, follow the game's options (the deck, the draw model, the quick
// start, whose slides a pawn slides on, the 2's extra draw, the Sorry! card's 4
// forward, who starts, partners); instead of a throw table it shows the deck: each of
// the 11 kinds of card, how many the deck holds, the chance of drawing it first and what
// it does, the Sorry! card named as such. Only Sorry!'s own options are listed. With
// `?players=4&teams=true` it tells S-TEAM: partners opposite, the team's eight pawns,
// each card's reach across the team, a finished seat playing for its partner, the
// team's win. At a laptop's and a phone's size, in English, Hindi and Belarusian:
// nothing wider than the screen, no raw message keys, no English left in the other
// languages, and no serious axe-core violation.

import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, newPage, screenshot, axeViolations, visibleText, leftovers } from "./helpers.mjs";

const env = serverAndBrowser();
const SIZES = [
  [1366, 768, "laptop"],
  [390, 844, "phone"],
];
const DICE = /\bthrows?\b|cowrie|mouth up|shell/i;

/** The rules page's sections as one text, once its card table is shown. */
async function textOf(page, href) {
  await page.goto(href);
  const rules = page.locator(".rules-page");
  await rules.locator("table.throw-table").waitFor();
  return (await rules.locator("section").allTextContents()).join(" ");
}

/** The card table's rows: the card as named, its count, its chance and what it does. */
async function cardRows(page) {
  return page.locator("table.card-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      card: tr.dataset.card,
      name: tr.querySelector("th").textContent.trim(),
      count: Number(tr.querySelector("td.count").textContent),
      p: Number(tr.querySelector("td.p").dataset.p),
      does: tr.querySelector("td.does").textContent.trim(),
      starts: tr.classList.contains("enters"),
    })),
  );
}

/** Neither the page nor the card table (which could scroll in its box) is wider than the screen. */
async function notWider(page, what) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${what}: the page is ${scroll}px wide in ${client}px`);
  const [table, box] = await page.locator(".table-scroll").evaluate((d) => [d.scrollWidth, d.clientWidth]);
  assert.ok(table <= box, `${what}: the card table is ${table}px wide in ${box}px`);
}

test("Sorry!'s rules page: its S- rules in plain words and its deck of cards, following the options", { timeout: 90_000 }, async () => {
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
    const text = await textOf(page, "/rules/sorry");
    assert.equal(await page.title(), "How to play Sorry! — Pachisi");
    assert.equal((await page.locator(".rules-page h2").textContent()).trim(), "How to play Sorry!");
    for (const [said, id] of [
      [/four pawns of one colour, which start in its Start/, "S-PLAYERS, S-SETUP"],
      [/all four pawns Home wins, and the game ends/, "S-WIN"],
      [/Red starts; then play passes to the left, clockwise/, "S-ORDER"],
      [/loop of 60 squares round the edge of the square board/, "S-GRID, S-LOOP, S-SIDE"],
      [/two slides .* of 4 and 5 squares, each beginning at a triangle/, "S-SIDE"],
      [/triangle of another colour's slide .* slides at once to the slide's end, and every pawn on the slide, yours included, goes back to its Start/, "S-SLIDE"],
      [/safety zone is five squares in its colour .* to its Home/, "S-SAFETY, S-SAFE-ZONE"],
      [/There are no dice: on your turn you draw the top card .* shuffled into a new deck/, "S-TURN, S-DRAW"],
      [/The deck has 45 cards: five 1s and four each of 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!/, "S-DECK"],
      [/Only a 1 or a 2 takes a pawn out of Start/, "S-START-PAWN"],
      [/1: take a pawn out of Start, or move a pawn 1 forward/, "S-DECK, S-START-PAWN"],
      [/2: take a pawn out of Start, or move a pawn 2 forward\. Then draw again/, "S-TWO"],
      [/3, 5, 8 and 12: move a pawn that many squares forward/, "S-DECK"],
      [/4: move a pawn 4 backward/, "S-FOUR"],
      [/7: move one pawn 7 forward, or split the 7 between two of your pawns/, "S-SEVEN"],
      [/10: move a pawn 10 forward, or 1 backward/, "S-TEN"],
      [/11: move a pawn 11 forward, or switch places/, "S-ELEVEN"],
      [/Sorry!: take a pawn from your Start .* goes back to its Start/, "S-SORRY"],
      [/you bump it back to its Start\. You may never end a move on a pawn of your own colour/, "S-JUMP, S-BUMP"],
      [/If your card can be played, you must play it.* A card that no pawn can use is lost/, "S-MUST"],
      [/A pawn goes Home only with the exact count/, "S-HOME"],
    ]) {
      // The sentence, and the first rule IDs said after it.
      const at = text.search(said);
      assert.ok(at >= 0, `${id}: ${said}`);
      assert.equal(/\(rule ([^)]*)\)/.exec(text.slice(at))?.[1], id, `${said}`);
    }
    assert.doesNotMatch(text, DICE, "no dice or cowries");
    assert.doesNotMatch(text, /\bcross\b/i, "Sorry!'s board is no cross");
    assert.doesNotMatch(text, /draws a card: the highest card begins/, "order = fixed");
    assert.doesNotMatch(text, /may instead move one of your pawns 4 forward/, "sorry_four is off");
    assert.doesNotMatch(text, /For a quicker game/, "quick_start is off");

    // The card table: 11 kinds, 45 cards, the chances adding up to 100%, the Sorry! card.
    assert.equal(await page.locator(".rules-page h3", { hasText: "The cards" }).count(), 1);
    assert.match(text, /A deck of 45 cards, drawn without putting them back/);
    const rows = await cardRows(page);
    assert.deepEqual(rows.map((r) => r.name), ["1", "2", "3", "4", "5", "7", "8", "10", "11", "12", "Sorry!"]);
    assert.deepEqual(rows.map((r) => r.count), [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert.equal(rows.at(-1).card, "sorry");
    assert.ok(Math.abs(rows[0].p - 5 / 45) < 1e-12 && Math.abs(rows[1].p - 4 / 45) < 1e-12, "first-draw odds");
    assert.ok(Math.abs(rows.reduce((a, r) => a + r.p, 0) - 1) < 1e-9, "the chances add up to 1");
    assert.equal((await page.locator("table.card-table td.total").textContent()).trim(), "100%");
    assert.equal((await page.locator("table.card-table td.total-cards").textContent()).trim(), "45");
    assert.deepEqual(
      rows.map((r) => r.does),
      [
        "out of Start, or 1 forward",
        "out of Start, or 2 forward; draw again",
        "3 forward",
        "4 backward",
        "5 forward",
        "7 forward, or split between two pawns",
        "8 forward",
        "10 forward, or 1 backward",
        "11 forward, or switch with an opponent's pawn",
        "12 forward",
        "out of Start onto an opponent's pawn, which goes back to its Start",
      ],
    );
    assert.deepEqual(rows.filter((r) => r.starts).map((r) => r.name), ["1", "2", "Sorry!"], "the cards that start a pawn");
    // Only Sorry!'s own options, none of the dice games'.
    const keys = await page.locator(".rules-options li").evaluateAll((lis) => lis.map((li) => li.dataset.key));
    for (const key of ["deck", "deck_model", "quick_start", "slide_colour", "two_draws_again", "sorry_four", "order", "players", "teams"]) assert.ok(keys.includes(key), `${key} listed`);
    for (const key of ["table", "mouth_up_p", "castle_exclusive", "safe_squares"]) assert.ok(!keys.includes(key), `${key} not listed`);
    // Partners are Sorry!'s own S-TEAM, off here: none of its sentences.
    assert.match(await page.locator('.rules-options li[data-key="teams"]').textContent(), /Teams \(opposite seats are partners\): no.*teams · rule S-TEAM/s);
    assert.doesNotMatch(text, /\(rule [^)]*S-TEAM[^)]*\)/, "no S-TEAM sentence without partners");
    for (const [said] of TEAM_SAYS) assert.doesNotMatch(text, said, "no partners without teams");
    assert.match(text, /Two to four players, each alone/);
    assert.equal(await page.locator("ul.rules-options li.changed").count(), 0, "nothing changed");
    assert.match(await page.locator('.rules-options li[data-key="order"]').textContent(), /Who starts: fixed.*draws a card and the highest starts/);
    assert.equal(await page.locator(".rules-board svg.board").count(), 1, "the board is drawn");
    await notWider(page, `en ${size}`);
    await screenshot(page, `sorry-rules-${size}`, { fullPage: true });
    for (const v of await axeViolations(page)) assert.fail(`rules ${size}: ${v}`);

    // Other options change the page.
    const other = await textOf(page, "/rules/sorry?players=2&set=deck%3D44&set=two_draws_again%3Dfalse&set=sorry_four%3Dtrue&set=quick_start%3Dtrue&set=order%3Dthrow&set=deck_model%3Dinfinite");
    assert.match(other, /The deck has the first edition's 44 cards: four each of 1, 2, 3/);
    assert.match(other, /In this game a 2 does not draw again\. \(rule S-TWO\)/);
    assert.doesNotMatch(other, /Then draw again/);
    assert.match(other, /In this game a Sorry! card may instead move one of your pawns 4 forward\. \(rule S-SORRY\)/);
    assert.match(other, /For a quicker game, one pawn of each player begins on its start square\. \(rule S-SETUP\)/);
    assert.match(other, /everyone draws a card: the highest card begins, a Sorry! card counting above a 12.*\(rule S-ORDER\)/);
    assert.match(other, /every card is drawn from a full deck.*\(rule S-TURN, S-DRAW\)/);
    assert.match(other, /A deck of 44 cards; in this game every card is drawn from a full deck/);
    assert.match(other, /The slides of a side where nobody plays count as another colour's.*\(rule S-SLIDE\)/);
    const few = await cardRows(page);
    assert.equal(few.length, 11);
    assert.deepEqual([...new Set(few.map((r) => r.count))], [4]);
    assert.equal(few.at(-1).does, "out of Start onto an opponent's pawn, which goes back to its Start; or 4 forward");
    assert.equal(few[1].does, "out of Start, or 2 forward");
    assert.equal((await page.locator("table.card-table td.total-cards").textContent()).trim(), "44");
    const changed = await page.locator("ul.rules-options li.changed").evaluateAll((lis) => lis.map((li) => li.dataset.key).sort());
    assert.deepEqual(changed, ["deck", "deck_model", "order", "players", "quick_start", "sorry_four", "two_draws_again"]);
    assert.match(await page.locator('.rules-options li[data-key="order"]').textContent(), /Who starts: draw/);
    await notWider(page, `en ${size} options`);
    for (const [slide, said] of [
      ["any", /triangle of any slide, its own colour's too.*\(rule S-SLIDE\)/],
      ["own", /a pawn slides only on its own colour's slides.*\(rule S-SLIDE\)/],
    ]) {
      const s = await textOf(page, `/rules/sorry?set=slide_colour%3D${slide}`);
      assert.match(s, said, slide);
      assert.doesNotMatch(s, /triangle of another colour's slide/, slide);
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

/** The S-TEAM sentences, in order of the page, and what they say. */
const TEAM_SAYS = [
  [/Four players in two teams, partners sitting opposite each other: Red and Yellow play together against Green and Blue\./, "S-PLAYERS, S-SETUP, S-TEAM"],
  [/The first team to bring all eight pawns of both partners Home wins, and the game ends\./, "S-WIN, S-TEAM"],
  [/you may play your card on any of your team's eight pawns: your own four or your partner's four\./, "S-TEAM"],
  [/A player whose four pawns are all Home goes on drawing on their turns and plays the cards on their partner's pawns\./, "S-TEAM"],
  [/A 1 or a 2 may take a pawn out of either partner's Start/, "S-TEAM"],
  [/A 7 may be split between any two of the team's eight pawns/, "S-TEAM"],
  [/The 11 switches one of the team's pawns only with an opponent's pawn, never with a pawn of your team\./, "S-TEAM"],
  [/The Sorry! card may take a pawn from either partner's Start .* a partner's pawn included; that pawn goes back to its Start\./, "S-TEAM"],
  [/A pawn that ends its move on a pawn of the other partner's colour bumps it back to its Start/, "S-TEAM"],
];

test("Sorry!'s rules page with partners (?players=4&teams=true): S-TEAM in plain words, with its rule ID", { timeout: 90_000 }, async () => {
  for (const [width, height, size] of SIZES) {
    const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
    const text = await textOf(page, "/rules/sorry?players=4&teams=true");
    let last = -1;
    for (const [said, id] of TEAM_SAYS) {
      const at = text.search(said);
      assert.ok(at >= 0, `${id}: ${said}`);
      assert.equal(/\(rule ([^)]*)\)/.exec(text.slice(at))?.[1], id, `${said}`);
      assert.ok(at > last, `in order: ${said}`);
      last = at;
    }
    // Not the game alone: no "each alone", no single winner.
    assert.doesNotMatch(text, /each alone|The first player to bring all four pawns Home wins/);
    // The rules every game keeps are still told.
    assert.match(text, /11: move a pawn 11 forward, or switch places.*\(rule S-ELEVEN\)/);
    // The deck's Sorry! card may take a partner's square too.
    const rows = await cardRows(page);
    assert.equal(rows.at(-1).does, "out of Start onto a pawn of another colour (a partner's too), which goes back to its Start");
    const teams = page.locator('.rules-options li[data-key="teams"]');
    assert.equal(await teams.getAttribute("class"), "changed");
    assert.match(await teams.textContent(), /Teams \(opposite seats are partners\): yes.*teams · rule S-TEAM/s);
    await notWider(page, `en ${size} teams`);
    await screenshot(page, `sorry-rules-teams-${size}`, { fullPage: true });
    for (const v of await axeViolations(page)) assert.fail(`rules with partners ${size}: ${v}`);
    // The same page without partners (and with three players) tells none of it.
    for (const href of ["/rules/sorry?players=4&teams=false", "/rules/sorry?players=3"]) {
      const alone = await textOf(page, href);
      for (const [said] of TEAM_SAYS) assert.doesNotMatch(alone, said, `${href}: ${said}`);
      assert.doesNotMatch(alone, /\(rule [^)]*S-TEAM/, href);
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("Sorry!'s rules page in Hindi and Belarusian: no English, no raw keys, not wider than the screen", { timeout: 90_000 }, async () => {
  for (const lang of ["hi", "be"]) {
    for (const [width, height, size] of SIZES) {
      const { context, page } = await newPage(env.browser, { width, height, baseURL: env.server.url });
      // ?lang picks the language and is not sent to the server as a rule.
      for (const href of [
        `/rules/sorry?lang=${lang}`,
        `/rules/sorry?lang=${lang}&players=3&set=deck%3D55&set=two_draws_again%3Dfalse&set=sorry_four%3Dtrue&set=order%3Dthrow&set=slide_colour%3Dany`,
        `/rules/sorry?lang=${lang}&players=4&teams=true&set=sorry_four%3Dtrue`,
      ]) {
        await page.goto(href);
        await page.locator("table.card-table").waitFor();
        await page.locator('.rules-options li[data-key="sorry_four"]').waitFor();
        assert.equal(await page.getAttribute("html", "lang"), lang);
        // The whole page, the board's words included (its Start, Home and name are
        // the catalogue's too).
        const { keys, english } = leftovers(await visibleText(page));
        assert.deepEqual(keys, [], `${lang} ${size} ${href}: raw message keys`);
        assert.deepEqual(english, [], `${lang} ${size} ${href}: English left on screen`);
        const rows = await cardRows(page);
        assert.equal(rows.length, 11);
        assert.equal(rows.at(-1).name, { hi: "सॉरी!", be: "Сорры!" }[lang], "the Sorry! card by its name");
        await notWider(page, `${lang} ${size} ${href}`);
      }
      await screenshot(page, `sorry-rules-${lang}-${size}`, { fullPage: true });
      for (const v of await axeViolations(page)) assert.fail(`${lang} rules ${size}: ${v}`);
      assert.deepEqual(page.problems, []);
      await context.close();
    }
  }
});
