// The rules pages (`/rules/PRESET`, with `?players=…&teams=…&set=key%3Dvalue…` for
// one game's options): the rules in plain words, a board diagram with each seat's
// track, the throw table and every option, all from GET /api/rules. The words are the
// catalogue's; which sentences are shown follows the game's options.

import { html, useState, useEffect, useLayoutEffect, useRef, Swatch } from "./ui.js";
import { Board } from "./board.js";
// Whether board.js draws a layout style it may not know yet (Yut Nori's `yutBoard`).
import * as boards from "./board.js";
import { api } from "./api.js";
import { t, tx, seatName, listAnd, listOr, hasMessage, LOCALE, optionMeaning, presetDescription, optionValue, ruleRef, HANGUL, hangulShown, loadHangul } from "./strings.js";

export const PRESETS = ["pachisi", "pachisi-seven", "chopat", "chaupar", "ludo", "ludo-ludopy", "mensch", "petits-chevaux", "parcheesi", "parchis", "barjis", "barjis-levant", "parques", "sorry", "yut", "yut-culin"];

/** The page's address for a preset, and optionally a game's changed options ({key: value}). */
export function rulesHref(preset, options = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(options)) {
    const value = Array.isArray(v) ? v.join(",") : String(v);
    if (k === "players" || k === "teams") q.append(k, value);
    else q.append("set", `${k}=${value}`);
  }
  const s = q.toString();
  return `/rules/${encodeURIComponent(preset)}${s ? `?${s}` : ""}`;
}

export const presetName = (p) => (hasMessage(`rules.name.${p}`) ? t(`rules.name.${p}`) : p);

const percentFormat = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 2 });
const oneInFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
export const percent = (p) => percentFormat.format(p);
const oneIn = (p) => t("rules.one_in", { n: oneInFormat.format(1 / p) });

export function RulesPage({ preset }) {
  const [facts, setFacts] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("rules.title", { name: presetName(preset) });
    const q = new URLSearchParams(location.search);
    q.delete("preset");
    // `?lang=xx` picks the page's language (web/strings.js), not a rule of the game.
    q.delete("lang");
    q.set("preset", preset);
    // Yut Nori's throws are named in Hangul too: its face first (web/strings.js loadHangul).
    api("GET", `/api/rules?${q}`).then(
      async (facts) => {
        if (facts.throws?.kind === "sticks") await loadHangul();
        setFacts(facts);
      },
      (e) => setError(e.message),
    );
  }, [preset]);
  if (error) {
    return html`<p class="error" role="alert">${t("rules.cannot_open", { message: error })}</p>
      <${OtherGames} preset=${preset} />`;
  }
  if (!facts) return html`<p>${t("app.loading")}</p>`;
  return html`<${Rules} preset=${preset} facts=${facts} />
    <${RuleTarget} facts=${facts} />`;
}

/**
 * `#rule=ID,ID…` in the address (a lesson step's "Read the rule" link, web/learn.js):
 * once the rules are shown, scroll to the first option that names one of the IDs, in
 * their order, and mark it; a rule no option names (how pieces enter, the exact finish…)
 * is told in "Your turn", which is shown instead.
 */
function RuleTarget({ facts }) {
  useEffect(() => {
    const m = /^#rule=(.+)$/.exec(location.hash);
    if (!m) return;
    const ids = decodeURIComponent(m[1]).split(",");
    const options = [...document.querySelectorAll(".rules-options li[data-rules]")];
    const named = ids.map((id) => options.find((li) => li.dataset.rules.split(" ").includes(id))).find(Boolean);
    const target = named ?? document.getElementById("rules-turn");
    if (!target) return;
    target.classList.add("rule-target");
    target.scrollIntoView({ block: "start" });
  }, [facts]);
  return null;
}

function OtherGames({ preset }) {
  return html`<p class="rules-nav">
    ${t("rules.other_games")}${" "}
    ${PRESETS.filter((p) => p !== preset).map(
      (p, i) => html`${i > 0 && " · "}<a href=${rulesHref(p)}>${presetName(p)}</a>`,
    )}
    ${" · "}<a href="/">${t("nav.new_game")}</a>
  </p>`;
}

/**
 * The board with every seat's track drawn (web/board.js with tracks on); Yut Nori's
 * stations without tracks (every side uses the same stations and lines, Y-BOARD).
 */
function RulesBoard({ layout, name }) {
  const box = useRef(null);
  const yut = layout.board_style === "yut";
  useLayoutEffect(() => {
    new Board(box.current, layout, {}, { tracks: !yut });
    box.current.querySelector("svg")?.setAttribute("aria-label", t(yut ? "rules.yut.diagram" : "rules.diagram", { name }));
  }, [layout]);
  return html`<div class="board-box rules-board" ref=${box}></div>`;
}

const shown = (key, v) => {
  const s = String(v);
  if (s !== optionValue(key, s)) return optionValue(key, s);
  if (s === "true" || s === "false") return t(`rules.value.${s}`);
  if (s === "[]" || s === "") return t("rules.value.empty");
  return s.replace(/^\[(.*)\]$/, "$1");
};
const list = (v) =>
  String(v)
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Whether an option's rules are all of the Indian games' own (P-, C-, K-, the cowries'
 * and long dice's tables, the cloth's flowers): a Ludo game's page leaves those out
 * unless the game changed them.
 */
const otherFamily = (rule) => rule.split(",").every((r) => /^(?:[PCK]-|§\s*3\.[12]\b|§\s*2\.4\b)/.test(r.trim()));

/** A sentence of the rules with the rule ID it tells (docs/rules.md). */
const ruled = (text, rule) => ({ text, rule });

/**
 * The rules of a game on the Ludo board (docs/rules.md §12–13), each sentence with its
 * rule ID: the goal, the board (from the layout's kinds of square: stars, globes, jump
 * stars) and a turn, following the game's options (house rules, ludopy's rules).
 */
function ludoRules(facts, o) {
  const on = (k) => o[k] === "true";
  const kinds = new Set(facts.layout.squares.flatMap((q) => q.kinds));
  const ludopy = on("ludopy");
  const goal = [ruled(t("rules.ludo.seats"), "L-SEATS")];
  goal.push(ruled(t(on("rank_all") ? "rules.ludo.end_all" : "rules.ludo.end"), ludopy ? "LP-WIN" : "L-END"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"), ludopy ? "LP-MAP" : "L-ORDER"));

  const board = [ruled(t("rules.ludo.road"), "§12.1")];
  if (kinds.has("star")) board.push(ruled(t("rules.ludo.safe"), "L-SAFE"));
  if (kinds.has("globe")) board.push(ruled(t("rules.ludo.globes"), "LP-GLOBE, LP-START-GLOBE"));
  if (kinds.has("jump-star")) board.push(ruled(t("rules.ludo.jump_stars"), "LP-STAR-JUMP, LP-STAR-GOAL"));

  const turn = [ruled(t("rules.ludo.die"), "L-DIE")];
  if (ludopy) {
    turn.push(ruled(t("rules.ludo.lp_enter"), "LP-ENTER, LP-THREE-TRIES"));
    turn.push(ruled(t("rules.ludo.lp_six_again"), "LP-SIX-AGAIN"));
    turn.push(ruled(t("rules.ludo.lp_movable"), "LP-MOVABLE"));
    turn.push(ruled(t("rules.ludo.lp_capture"), "LP-CAPTURE, LP-TWO-SEND-HOME"));
    turn.push(ruled(t("rules.ludo.lp_bounce"), "LP-BOUNCE"));
  } else {
    turn.push(ruled(t("rules.ludo.enter_six"), "L-ENTER-6"));
    if (on("one_enters")) turn.push(ruled(t("rules.ludo.enter_one"), "L-ENTER-1"));
    turn.push(ruled(t("rules.ludo.six_again"), "L-SIX-AGAIN"));
    if (o.streak !== "off") turn.push(ruled(t("rules.ludo.three_sixes"), "L-THREE-SIXES"));
    turn.push(ruled(t("rules.ludo.move"), "L-DIE"));
    turn.push(ruled(t("rules.ludo.capture"), "L-CAPTURE"));
    if (on("capture_again")) turn.push(ruled(t("rules.ludo.capture_again"), "L-CAPTURE-AGAIN"));
    turn.push(ruled(t(on("block_pass") ? "rules.ludo.block" : "rules.ludo.no_block"), "L-BLOCK"));
    if (on("home_again")) turn.push(ruled(t("rules.ludo.home_again"), "L-HOME-AGAIN"));
    turn.push(ruled(t("rules.ludo.exact"), "L-EXACT"));
  }
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of Mensch ärgere Dich nicht (docs/rules.md §14), each sentence with its
 * rule ID, following the game's options (its "in some versions" switches).
 */
function menschRules(facts, o) {
  const on = (k) => o[k] === "true";
  const goal = [ruled(t("rules.mensch.seats"), "M-SEATS")];
  goal.push(ruled(t(on("rank_all") ? "rules.mensch.end_all" : "rules.mensch.end"), "M-END"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"), "M-DIE"));
  const board = [ruled(t("rules.mensch.road"), "M-BOARD"), ruled(t("rules.mensch.no_safe"), "M-CAPTURE")];
  const turn = [ruled(t("rules.ludo.die"), "M-DIE"), ruled(t("rules.mensch.enter_six"), "M-ENTER-6")];
  if (on("must_enter")) turn.push(ruled(t("rules.mensch.must_enter"), "M-MUST-ENTER"));
  if (on("clear_start")) turn.push(ruled(t("rules.mensch.clear_start"), "M-CLEAR-START"));
  if (on("three_tries")) turn.push(ruled(t("rules.mensch.three_tries"), "M-THREE-TRIES"));
  turn.push(ruled(t("rules.ludo.six_again"), "M-SIX-AGAIN"));
  if (o.streak !== "off") turn.push(ruled(t("rules.ludo.three_sixes"), "M-THREE-SIXES"));
  turn.push(ruled(t("rules.ludo.move"), "M-DIE"));
  turn.push(ruled(t("rules.mensch.capture"), "M-CAPTURE"));
  if (on("forced_capture")) turn.push(ruled(t("rules.mensch.forced_capture"), "M-MUST-CAPTURE"));
  if (on("no_share")) turn.push(ruled(t("rules.mensch.no_share"), "M-OWN"));
  turn.push(ruled(t("rules.mensch.exact"), "M-EXACT"));
  turn.push(ruled(t(on("no_jump_goal") ? "rules.mensch.no_jump_goal" : "rules.mensch.jump_goal"), "M-NO-JUMP-GOAL"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of le jeu des petits chevaux (docs/rules.md §15), each sentence with its
 * rule ID, following the game's options (its "in some versions" switches).
 */
function chevauxRules(facts, o) {
  const on = (k) => o[k] === "true";
  const horses = Number(o.horses ?? 4);
  const goal = [ruled(horses === 4 ? t("rules.chevaux.seats") : t("rules.chevaux.seats_fewer", { count: horses }), "CH-SEATS, CH-HORSES")];
  goal.push(ruled(t(on("rank_all") ? "rules.chevaux.end_all" : "rules.chevaux.end"), "CH-END"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"), "CH-DIE"));
  const board = [ruled(t("rules.chevaux.road"), "CH-BOARD"), ruled(t("rules.chevaux.no_safe"), "CH-CAPTURE")];
  const turn = [ruled(t("rules.ludo.die"), "CH-DIE"), ruled(t("rules.chevaux.out"), "CH-OUT")];
  if (on("must_enter")) turn.push(ruled(t("rules.mensch.must_enter"), "M-MUST-ENTER"));
  turn.push(ruled(t("rules.ludo.six_again"), "CH-SIX-AGAIN"));
  if (o.streak !== "off") turn.push(ruled(t("rules.ludo.three_sixes"), "T-STREAK"));
  turn.push(ruled(t("rules.chevaux.move"), "CH-MOVE"));
  turn.push(ruled(t("rules.chevaux.capture"), "CH-CAPTURE"));
  turn.push(ruled(t(on("own_behind") ? "rules.chevaux.own_behind" : "rules.chevaux.own"), "CH-OWN"));
  if (on("no_pass")) turn.push(ruled(t("rules.chevaux.no_pass"), "CH-NO-PASS"));
  turn.push(ruled(t("rules.chevaux.exact"), "CH-EXACT"));
  if (on("bounce")) turn.push(ruled(t("rules.chevaux.bounce"), "CH-BOUNCE"));
  turn.push(ruled(t("rules.chevaux.ladder"), "CH-LADDER"));
  turn.push(ruled(t(on("ladder_centre") ? "rules.chevaux.centre" : "rules.chevaux.top"), "CH-CENTRE"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of Parcheesi (docs/rules.md §16), each sentence with its rule ID,
 * following the game's options (its "in some versions" switches).
 */
function parcheesiRules(facts, o) {
  const on = (k) => o[k] === "true";
  const n = (k) => Number(o[k] ?? 0);
  const goal = [ruled(t("rules.parcheesi.seats"), "PR-SEATS")];
  goal.push(ruled(t(on("rank_all") ? "rules.parcheesi.end_all" : "rules.parcheesi.end"), "PR-END"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.parcheesi.order"), "PR-SEATS"));
  const board = [ruled(t("rules.parcheesi.road"), "PR-BOARD, PR-TRACK")];
  if (o.safe_squares === "castles") board.push(ruled(t(on("castle_exclusive") ? "rules.parcheesi.safe" : "rules.parcheesi.safe_shared"), "PR-SAFE"));
  const turn = [ruled(t("rules.parcheesi.dice"), "PR-DICE")];
  if (on("enter_five")) turn.push(ruled(t(on("enter_total") ? "rules.parcheesi.enter_total" : "rules.parcheesi.enter"), "PR-ENTER"));
  if (on("must_enter")) turn.push(ruled(t("rules.parcheesi.must_enter"), "PR-ENTER"));
  if (on("enter_capture")) turn.push(ruled(t("rules.parcheesi.enter_capture"), "PR-ENTER-CAPTURE"));
  turn.push(ruled(t("rules.parcheesi.doubles"), "PR-DOUBLES"));
  if (on("doubles_bottom")) turn.push(ruled(t("rules.parcheesi.bottoms"), "PR-DOUBLES"));
  if (on("three_doubles")) turn.push(ruled(t("rules.parcheesi.three_doubles"), "PR-THREE-DOUBLES"));
  turn.push(ruled(t("rules.parcheesi.capture"), "PR-CAPTURE"));
  if (on("blockade")) turn.push(ruled(t("rules.parcheesi.blockade"), "PR-BLOCKADE"));
  if (on("blockade") && on("blockade_doubles")) turn.push(ruled(t("rules.parcheesi.blockade_doubles"), "PR-BLOCKADE-DOUBLES"));
  if (n("capture_bonus") > 0) turn.push(ruled(t("rules.parcheesi.capture_bonus", { count: n("capture_bonus") }), "PR-BONUS"));
  if (n("home_bonus") > 0) turn.push(ruled(t("rules.parcheesi.home_bonus", { count: n("home_bonus") }), "PR-BONUS"));
  turn.push(ruled(t("rules.parcheesi.forfeit"), "PR-FORFEIT"));
  turn.push(ruled(t("rules.parcheesi.exact"), "PR-EXACT"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of Parchís (docs/rules.md §17), each sentence with its rule ID, in its
 * one-die form or its two-dice form, following the game's options.
 */
function parchisRules(facts, o) {
  const on = (k) => o[k] === "true";
  const n = (k) => Number(o[k] ?? 0);
  const two = o.table === "two-dice";
  const goal = [ruled(t("rules.parchis.seats"), "ES-SEATS")];
  goal.push(ruled(t(on("rank_all") ? "rules.parcheesi.end_all" : "rules.parcheesi.end"), "ES-END"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t(two ? "rules.parcheesi.order" : "rules.parchis.order"), "ES-SEATS"));
  const board = [ruled(t("rules.parchis.road"), "ES-BOARD")];
  board.push(ruled(t(on("safe_share") ? "rules.parchis.safe_share" : "rules.parchis.safe"), "ES-SAFE"));
  const turn = [ruled(t(two ? "rules.parcheesi.dice" : "rules.ludo.die"), two ? "ES-TWO-DICE" : "ES-DIE")];
  if (on("enter_five")) turn.push(ruled(t(two && on("enter_total") ? "rules.parchis.enter_total" : "rules.parchis.enter"), "ES-ENTER"));
  if (on("must_enter")) turn.push(ruled(t("rules.parchis.must_enter"), "ES-ENTER"));
  if (on("enter_capture")) turn.push(ruled(t("rules.parchis.enter_capture"), "ES-ENTER-CAPTURE"));
  turn.push(ruled(t(two ? "rules.parcheesi.doubles" : "rules.ludo.six_again"), two ? "ES-TWO-DICE" : "ES-DIE"));
  if (on("six_counts_seven")) turn.push(ruled(t("rules.parchis.six_seven"), "ES-SIX-SEVEN"));
  if (on("three_doubles")) {
    const key = on("three_sixes_last") ? (two ? "rules.parchis.three_doubles_last" : "rules.parchis.three_sixes_last") : two ? "rules.parcheesi.three_doubles" : "rules.parchis.three_sixes";
    turn.push(ruled(t(key), "ES-THREE-SIXES"));
  }
  turn.push(ruled(t("rules.parchis.capture"), "ES-CAPTURE"));
  if (on("blockade")) turn.push(ruled(t("rules.parchis.barrier"), "ES-BARRIER"));
  if (on("blockade") && on("blockade_doubles")) turn.push(ruled(t("rules.parcheesi.blockade_doubles"), "PR-BLOCKADE-DOUBLES"));
  if (on("open_barrier")) turn.push(ruled(t("rules.parchis.open_barrier"), "ES-OPEN-BARRIER"));
  if (n("capture_bonus") > 0) turn.push(ruled(t("rules.parchis.capture_bonus", { count: n("capture_bonus") }), "ES-BONUS"));
  if (n("home_bonus") > 0) turn.push(ruled(t("rules.parchis.home_bonus", { count: n("home_bonus") }), "ES-BONUS"));
  turn.push(ruled(t("rules.parcheesi.forfeit"), "ES-EXACT"));
  turn.push(ruled(t("rules.parchis.exact"), "ES-EXACT"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of Parqués (docs/rules.md §19), each sentence with its rule ID, following
 * the game's options: what a pair frees from the jail, the tries, 5-6 as a pair, the
 * crown of three pairs (or the penalty), blowing a capture left.
 */
function parquesRules(facts, o) {
  const on = (k) => o[k] === "true";
  const n = (k) => Number(o[k] ?? 0);
  const goal = [];
  if (facts.teams) {
    const pairs = [0, 1]
      .map((team) => facts.layout.seats.filter((s) => s.team === team).map((s) => seatName(s.seat)))
      .filter((p) => p.length > 1)
      .map((p) => listAnd(p));
    goal.push(ruled(t("rules.barjis.teams", { pairs: listAnd(pairs) }), "Q-TEAM"));
  }
  goal.push(ruled(t("rules.parques.seats", { count: n("horses") || 4 }), "Q-SEATS, Q-PIECES, Q-JAIL"));
  goal.push(ruled(t(on("rank_all") ? "rules.parques.end_all" : "rules.parques.end"), "Q-WIN"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.parcheesi.order"), "Q-ORDER"));
  const board = [ruled(t("rules.parques.road"), "Q-BOARD, Q-TRACK")];
  board.push(ruled(t("rules.parques.safe"), "Q-SAFE-SQUARES, Q-SAFE"));
  const turn = [ruled(t("rules.parques.dice"), "Q-DICE, Q-MOVE")];
  if (on("eleven_is_pair")) turn.push(ruled(t("rules.parques.eleven"), "Q-DICE"));
  const release = { super: "rules.parques.release_super", all: "rules.parques.release_all" }[o.pair_release];
  turn.push(ruled(release ? t(release) : t("rules.parques.release_count", { count: n("pair_release") }), "Q-PAIR-RELEASE"));
  if (n("jail_tries") > 1) turn.push(ruled(t("rules.parques.tries", { count: n("jail_tries") }), "Q-TRIES"));
  turn.push(ruled(t("rules.parques.release_dice"), "Q-RELEASE-DICE"));
  if (on("enter_capture")) turn.push(ruled(t("rules.parques.salida_capture"), "Q-SALIDA-CAPTURE"));
  turn.push(ruled(t("rules.parques.again"), "Q-PAIR-AGAIN"));
  if (on("three_doubles")) {
    const key = on("crown")
      ? on("crown_from_jail")
        ? "rules.parques.crown"
        : "rules.parques.crown_board"
      : on("three_sixes_last")
        ? "rules.parchis.three_doubles_last"
        : "rules.parques.three_pairs";
    turn.push(ruled(t(key), "Q-THREE-PAIRS"));
  }
  turn.push(ruled(t(o.capture_stacks === "false" ? "rules.parchis.capture" : "rules.parques.capture"), "Q-CAPTURE"));
  if (n("capture_bonus") > 0) turn.push(ruled(t("rules.parchis.capture_bonus", { count: n("capture_bonus") }), "Q-CAPTURE"));
  turn.push(ruled(t(on("blockade") ? "rules.parchis.barrier" : "rules.parques.no_barriers"), "Q-MOVE"));
  if (on("soplar")) turn.push(ruled(t("rules.parques.soplar"), "Q-SOPLAR"));
  if (on("forced_capture")) turn.push(ruled(t("rules.parques.forced_capture"), "Q-SOPLAR"));
  turn.push(ruled(t("rules.parques.forfeit"), "Q-FORFEIT"));
  turn.push(ruled(t("rules.parques.exact"), "Q-LLEGADA"));
  if (n("home_bonus") > 0) turn.push(ruled(t("rules.parchis.home_bonus", { count: n("home_bonus") }), "Q-LLEGADA"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/**
 * The rules of Sorry! (docs/rules.md §20, RULES-more §3), each sentence with its rule
 * ID, following the game's options: the deck (45, 44 or 55 cards, drawn without or with
 * replacement), the quick start, whose slides a pawn slides on, whether a 2 draws again,
 * the Sorry! card's 4 forward, partners (S-TEAM: the team's eight pawns, each card's
 * reach across the team, a finished seat playing for its partner, the team's win). The
 * board is its own square loop, not a cross.
 */
function sorryRules(facts, o) {
  const on = (k) => o[k] === "true";
  const teams = facts.teams;
  const goal = [];
  if (teams) {
    // Partners opposite (S-TEAM): seat 0's team against the other, as the lobby says it.
    const [a, b] = [0, 1].map((team) => listAnd(facts.layout.seats.filter((s) => s.team === team).map((s) => seatName(s.seat))));
    goal.push(ruled(t("rules.sorry.seats_teams", { a, b }), "S-PLAYERS, S-SETUP, S-TEAM"));
  } else goal.push(ruled(t("rules.sorry.seats"), "S-PLAYERS, S-SETUP"));
  if (on("quick_start")) goal.push(ruled(t("rules.sorry.quick_start"), "S-SETUP"));
  if (teams) goal.push(ruled(t("rules.sorry.end_teams"), "S-WIN, S-TEAM"));
  else goal.push(ruled(t(on("rank_all") ? "rules.sorry.end_all" : "rules.sorry.end"), "S-WIN"));
  goal.push(ruled(o.order === "fixed" ? t("rules.sorry.order_fixed", { seat: seatName(0) }) : t("rules.sorry.order"), "S-ORDER"));
  const board = [ruled(t("rules.sorry.road"), "S-GRID, S-LOOP, S-SIDE")];
  board.push(ruled(t("rules.sorry.slides"), "S-SIDE"));
  const slide = { any: "rules.sorry.slide_any", own: "rules.sorry.slide_own" }[o.slide_colour] ?? "rules.sorry.slide_others";
  board.push(ruled(t(slide), "S-SLIDE"));
  // With two or three players, a side nobody holds has slides of "another colour" (S-SLIDE).
  if (o.slide_colour !== "own" && o.slide_colour !== "any" && facts.players < 4) board.push(ruled(t("rules.sorry.empty_sides"), "S-SLIDE"));
  board.push(ruled(t("rules.sorry.safety"), "S-SAFETY, S-SAFE-ZONE"));
  const turn = [ruled(t(o.deck_model === "infinite" ? "rules.sorry.draw_infinite" : "rules.sorry.draw"), "S-TURN, S-DRAW")];
  const deck = { 44: "rules.sorry.deck_44", 55: "rules.sorry.deck_55" }[o.deck] ?? "rules.sorry.deck_45";
  turn.push(ruled(t(deck), "S-DECK"));
  if (teams) {
    turn.push(ruled(t("rules.sorry.team_pawns"), "S-TEAM"));
    turn.push(ruled(t("rules.sorry.team_home"), "S-TEAM"));
  }
  turn.push(ruled(t("rules.sorry.start"), "S-START-PAWN"));
  if (teams) turn.push(ruled(t("rules.sorry.team_start"), "S-TEAM"));
  turn.push(ruled(t("rules.sorry.card_1"), "S-DECK, S-START-PAWN"));
  turn.push(ruled(t(o.two_draws_again === "false" ? "rules.sorry.card_2_once" : "rules.sorry.card_2"), "S-TWO"));
  turn.push(ruled(t("rules.sorry.card_forward"), "S-DECK"));
  turn.push(ruled(t("rules.sorry.card_4"), "S-FOUR"));
  turn.push(ruled(t("rules.sorry.card_7"), "S-SEVEN"));
  if (teams) turn.push(ruled(t("rules.sorry.team_seven"), "S-TEAM"));
  turn.push(ruled(t("rules.sorry.card_10"), "S-TEN"));
  turn.push(ruled(t("rules.sorry.card_11"), "S-ELEVEN"));
  if (teams) turn.push(ruled(t("rules.sorry.team_eleven"), "S-TEAM"));
  turn.push(ruled(t("rules.sorry.card_sorry"), "S-SORRY"));
  if (on("sorry_four")) turn.push(ruled(t("rules.sorry.sorry_four"), "S-SORRY"));
  if (teams) turn.push(ruled(t("rules.sorry.team_sorry"), "S-TEAM"));
  turn.push(ruled(t("rules.sorry.bump"), "S-JUMP, S-BUMP"));
  if (teams) turn.push(ruled(t("rules.sorry.team_bump"), "S-TEAM"));
  turn.push(ruled(t("rules.sorry.must"), "S-MUST"));
  turn.push(ruled(t("rules.sorry.exact"), "S-HOME"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/** Sorry!'s options (RULES-more §3.4): its page shows these and no dice game's. */
const SORRY_OPTIONS = ["players", "teams", "order", "rank_all", "max_turns", "deck", "deck_model", "quick_start", "slide_colour", "two_draws_again", "sorry_four"];

/** The S- rules of the options every game shares (the server names the dice games' T-TEAM). */
const SORRY_OPTION_RULES = { teams: "S-TEAM" };

/**
 * The rules of Yut Nori (docs/rules.md §21, RULES-more §4), each sentence with its rule
 * ID, following the game's options: the sides and teams, who starts, the 29 stations and
 * their shortcuts (forced or by choice, at the corners and the centre), the sticks and
 * the throws kept, back-do, stacks (always joined, or by choice), captures and their
 * extra throw, how a piece goes out, heaven and hell stations.
 */
function yutRules(facts, o) {
  const on = (k) => o[k] === "true";
  const n = (k) => Number(o[k] ?? 0);
  const pieces = n("pieces") || 4;
  const backDo = facts.throws.back_do ?? on("back_do");
  const goal = [];
  if (facts.teams) {
    const pairs = [0, 1]
      .map((team) => facts.layout.seats.filter((s) => s.team === team).map((s) => seatName(s.seat)))
      .filter((p) => p.length > 1)
      .map((p) => listAnd(p));
    goal.push(ruled(t("rules.yut.teams", { pairs: listAnd(pairs), pieces }), "Y-SIDES"));
  } else goal.push(ruled(t("rules.yut.sides", { players: facts.players, pieces }), "Y-SIDES"));
  goal.push(ruled(t(facts.teams ? "rules.yut.end_teams" : on("rank_all") ? "rules.yut.end_all" : "rules.yut.end"), "Y-WIN"));
  goal.push(ruled(o.order === "fixed" ? t("rules.yut.order_fixed", { seat: seatName(0) }) : t(backDo ? "rules.yut.order" : "rules.yut.order_no_back_do"), "Y-ORDER"));

  // The four courses' lengths in steps (Y-ROUTES: O, A, B, C), from the layout.
  const steps = (facts.layout.routes ?? []).map((r) => r.length - 1);
  const board = [ruled(t("rules.yut.board"), "Y-BOARD")];
  board.push(ruled(t("rules.yut.direction"), "Y-DIRECTION"));
  const optional = o.shortcut === "optional";
  board.push(ruled(t(optional ? "rules.yut.corners_optional" : "rules.yut.corners_forced"), "Y-BRANCH"));
  board.push(ruled(t(optional || o.centre_exit === "choice" ? "rules.yut.centre_choice" : "rules.yut.centre_home"), "Y-BRANCH"));
  if (steps.length === 4) board.push(ruled(t("rules.yut.routes", { outer: steps[0], across: steps[1], round: steps[2], short: steps[3] }), "Y-ROUTES"));
  board.push(ruled(t("rules.yut.no_safe"), "Y-NO-SAFE"));

  const turn = [ruled(t("rules.yut.sticks"), "Y-STICKS")];
  if (backDo) turn.push(ruled(t(n("back_do_sticks") === 2 ? "rules.yut.marked_two" : "rules.yut.marked"), "Y-STICKS"));
  turn.push(ruled(t(backDo ? "rules.yut.again" : "rules.yut.again_plain"), "Y-ACCUMULATE"));
  if (n("max_go_on") > 0) turn.push(ruled(t("rules.yut.max_go_on", { count: n("max_go_on") }), "Y-ACCUMULATE"));
  turn.push(ruled(t("rules.yut.spend"), "Y-ACCUMULATE"));
  turn.push(ruled(t(backDo ? "rules.yut.enter_back_do" : "rules.yut.enter"), "Y-ENTER"));
  turn.push(ruled(t("rules.yut.move"), "Y-MOVE"));
  if (backDo) {
    turn.push(ruled(t("rules.yut.back_do"), "Y-BACK-DO"));
    turn.push(ruled(t(o.back_do_void === "at_use" ? "rules.yut.back_do_at_use" : "rules.yut.back_do_void"), "Y-BACK-DO"));
  }
  // Stacking by choice (`stack = optional`): the arriving piece may stand beside its own.
  turn.push(ruled(t(o.stack === "optional" ? "rules.yut.stack_optional" : "rules.yut.stack"), "Y-STACK"));
  turn.push(ruled(t(backDo ? "rules.yut.capture" : "rules.yut.capture_plain"), "Y-CAPTURE"));
  if (on("capture_again")) {
    turn.push(ruled(t(o.capture_throw === "end" ? "rules.yut.capture_throw_end" : "rules.yut.capture_throw_now"), "Y-CAPTURE"));
    if (o.capture_bonus_chain === "false") turn.push(ruled(t("rules.yut.capture_no_chain"), "Y-CAPTURE"));
    if (o.capture_bonus_yut_mo === "false") turn.push(ruled(t("rules.yut.capture_no_yut_mo"), "Y-CAPTURE"));
    if (backDo && o.capture_bonus_back_do === "false") turn.push(ruled(t("rules.yut.capture_no_back_do"), "Y-CAPTURE"));
  } else turn.push(ruled(t("rules.yut.capture_no_throw"), "Y-CAPTURE"));
  turn.push(ruled(t("rules.yut.must"), "Y-FORFEIT"));
  const finish = { reach: "rules.yut.finish_reach", exact: "rules.yut.finish_exact" }[o.finish] ?? "rules.yut.finish_pass";
  turn.push(ruled(t(finish), "Y-FINISH"));
  const heaven = list(o.heaven_stations);
  const hell = list(o.hell_stations);
  if (heaven.length) turn.push(ruled(t("rules.yut.heaven", { count: heaven.length, stations: listAnd(heaven) }), "Y-HOUSE"));
  if (hell.length) turn.push(ruled(t("rules.yut.hell", { count: hell.length, stations: listAnd(hell) }), "Y-HOUSE"));
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/** Yut Nori's options (docs/rules.md §21.4): its page shows these and no other game's. */
const YUT_OPTIONS = [
  "players", "teams", "order", "rank_all", "max_turns", "capture_again", "pieces",
  "stick_p", "back_do", "back_do_sticks", "back_do_void", "max_go_on", "shortcut", "centre_exit",
  "capture_throw", "capture_bonus_yut_mo", "capture_bonus_back_do", "capture_bonus_chain", "stack", "finish",
  "heaven_stations", "hell_stations",
];

/**
 * The Y- rules of the options every game shares (the server names the dice games'
 * rules for them: P-PLAYERS, T-TEAM, T-ORDER, T-CAPTURE-AGAIN, T-END).
 */
const YUT_OPTION_RULES = { players: "Y-SIDES", teams: "Y-SIDES, Y-WIN", order: "Y-ORDER", capture_again: "Y-CAPTURE", rank_all: "Y-WIN" };

/**
 * The rules of Barjis (docs/rules.md §18), each sentence with its rule ID, following
 * the game's options: the graces and go-on throws from the throw table, where an
 * entering man goes (`enter`), the exact finish or bearing off, mars.
 */
function barjisRules(facts, o) {
  const on = (k) => o[k] === "true";
  const th = facts.throws;
  const seats = facts.layout.seats;
  const cowries = th.kind === "cowries";
  const graces = cowries ? th.outcomes.filter((x) => x.enters).map((x) => x.value) : [];
  const again = cowries ? th.outcomes.filter((x) => x.throw_again).map((x) => x.value) : [];
  const hasOne = cowries && th.outcomes.some((x) => x.value === 1);
  const goal = [];
  if (facts.teams) {
    const pairs = [0, 1]
      .map((team) => seats.filter((s) => s.team === team).map((s) => seatName(s.seat)))
      .filter((p) => p.length > 1)
      .map((p) => listAnd(p));
    goal.push(ruled(t("rules.barjis.teams", { pairs: listAnd(pairs) }), "B-PLAYERS"));
  } else if (facts.players === 2 && seats.length === 4) {
    // `two_colours = true`: two players each play two opposite colours (P-PLAYERS).
    goal.push(ruled(t("rules.goal.players_two"), "B-SEATS, P-PLAYERS"));
  } else {
    goal.push(ruled(t("rules.barjis.seats", { seats: listAnd(seats.map((s) => seatName(s.seat))) }), "B-PLAYERS, B-SEATS"));
  }
  goal.push(ruled(t(facts.teams ? "rules.barjis.end_teams" : on("rank_all") ? "rules.barjis.end_all" : "rules.barjis.end"), "B-WIN"));
  if (on("mars")) goal.push(ruled(t("rules.barjis.mars"), "B-MARS"));
  goal.push(ruled(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"), "B-ORDER"));
  const board = [ruled(t("rules.barjis.road"), "B-BOARD, B-TRACK"), ruled(t("rules.barjis.marked"), "B-SAFE-SQUARES, B-SAFE")];
  if (on("castle_exclusive")) board.push(ruled(t("rules.barjis.marked_exclusive"), "B-SAFE"));
  board.push(ruled(t("rules.barjis.home"), "B-TRACK"));
  const turn = [];
  if (cowries && o.table === "six-herklots") {
    turn.push(ruled(t("rules.barjis.cowries", { count: th.shells }), "B-COWRIES"));
    turn.push(ruled(again.length ? t("rules.barjis.go_on", { values: listOr(again) }) : t("rules.barjis.go_on_none"), "B-GO-ON"));
  } else if (cowries) {
    // Another table than Barjis' own: its values are the table's (below).
    turn.push(ruled(t("rules.turn.throw_cowries", { count: th.shells, values: listOr(again) }), "§3, B-GO-ON"));
  } else turn.push(ruled(t("rules.turn.throw_dice", { faces: listAnd(th.faces ?? []) }), "§3"));
  turn.push(ruled(t(on("accumulate") ? "rules.turn.keep" : "rules.turn.keep_off"), "B-ACCUMULATE"));
  if (graces.length) turn.push(ruled(t("rules.barjis.grace", { values: listOr(graces) }), "B-HAND, B-GRACE"));
  const enter = { centre: "rules.barjis.enter_centre", full: "rules.barjis.enter_full" }[o.enter] ?? "rules.barjis.enter_place";
  turn.push(ruled(t(enter), "B-ENTER"));
  turn.push(ruled(t("rules.barjis.move"), "B-ONE-PIECE, B-MOVE"));
  turn.push(ruled(t("rules.barjis.capture"), "B-CAPTURE"));
  if (o.capture_stacks === "false") turn.push(ruled(t("rules.barjis.doubled"), "B-DOUBLED"));
  if (on("capture_again")) turn.push(ruled(t("rules.turn.capture_again"), "T-CAPTURE-AGAIN"));
  if (on("must_capture")) turn.push(ruled(t("rules.turn.must_capture"), "P-MUST-CAPTURE"));
  if (on("bonus")) turn.push(ruled(t("rules.turn.bonus", { values: listOr(list(o.bonus_values)) }), "T-BONUS-STEP"));
  if (o.streak !== "off") turn.push(ruled(t(o.streak_penalty === "turn" ? "rules.turn.streak_turn" : "rules.turn.streak_cancel"), "T-STREAK"));
  turn.push(ruled(t(o.forfeit === "turn" ? "rules.turn.forfeit_turn" : "rules.turn.forfeit"), "B-FORFEIT"));
  turn.push(ruled(t(on("pass") ? "rules.turn.pass" : "rules.turn.no_pass"), "B-PASS"));
  if (o.exact === "false") turn.push(ruled(t("rules.barjis.bear_off"), "B-EXACT"));
  else {
    turn.push(ruled(t("rules.barjis.exact"), "B-EXACT"));
    if (!hasOne && !on("bonus")) turn.push(ruled(t("rules.barjis.dead_end"), "B-EXACT"));
  }
  turn.push(ruled(t("rules.goal.max_turns", { count: facts.max_turns }), t("rules.ref_game_length")));
  return { goal, board, turn };
}

/** A sentence, with its rule ID when it has one. */
const Said = ({ s }) =>
  typeof s === "string" ? s : html`${s.text} <small class="rule-id">(${t("rules.rule_id", { rule: s.rule })})</small>`;

function Rules({ preset, facts }) {
  const name = presetName(preset);
  const o = Object.fromEntries(facts.options.map((x) => [x.key, String(x.value)]));
  const ludo = o.track === "ludo" || o.track === "mensch";
  // Parcheesi (PR-TRACK): the Pachisi track entered on its loop, with its own rules.
  const parcheesi = Number(o.loop_entry ?? 0) !== 0;
  // Parqués (Q-PAIR-RELEASE): only a pair frees pieces from the jail.
  const parquesGame = o.pair_release != null && o.pair_release !== "off";
  const on = (k) => o[k] === "true";
  const th = facts.throws;
  // Sorry! (S-DECK): a deck of cards instead of throws, on its own square board.
  const sorryGame = th.kind === "cards";
  // Yut Nori (Y-STICKS): four sticks on its own board of 29 stations.
  const yutGame = th.kind === "sticks";
  // Its picture only where board.js draws Yut Nori's board (`board_style` "yut").
  const drawn = !yutGame || typeof boards.yutBoard === "function";
  const changed = facts.options.filter((x) => String(x.value) !== String(x.preset_value));
  const seats = facts.layout.seats;
  const clockwise = o.track === "chopat";
  const startOnBoard = list(o.start_steps).length > 0;

  // Values that bring a piece in, and values that give another throw.
  const cowries = th.kind === "cowries";
  const enterValues = cowries ? th.outcomes.filter((x) => x.enters).map((x) => x.value) : [];
  const againValues = cowries ? th.outcomes.filter((x) => x.throw_again).map((x) => x.value) : [];
  const hasOne = th.kind === "dice" || th.kind === "two-dice" ? th.faces.includes(1) : th.outcomes.some((x) => x.value === 1);

  let goal;
  let board;
  let turn;
  if (sorryGame) ({ goal, board, turn } = sorryRules(facts, o));
  else if (yutGame) ({ goal, board, turn } = yutRules(facts, o));
  else if (o.track === "mensch") ({ goal, board, turn } = menschRules(facts, o));
  else if (on("ladder")) ({ goal, board, turn } = chevauxRules(facts, o));
  else if (parquesGame) ({ goal, board, turn } = parquesRules(facts, o));
  else if (o.safe_squares === "parchis") ({ goal, board, turn } = parchisRules(facts, o));
  else if (o.safe_squares === "barjis") ({ goal, board, turn } = barjisRules(facts, o));
  else if (parcheesi) ({ goal, board, turn } = parcheesiRules(facts, o));
  else if (ludo) ({ goal, board, turn } = ludoRules(facts, o));
  else {
    goal = [t("rules.goal.race")];
    if (facts.teams) {
      const pairs = [0, 1]
        .map((team) => seats.filter((s) => s.team === team).map((s) => seatName(s.seat)))
        .filter((p) => p.length > 1)
        .map((p) => listAnd(p));
      goal.push(t("rules.goal.teams", { pairs: listAnd(pairs) }));
      if (facts.players === 2) goal.push(t("rules.goal.players_two"));
    } else goal.push(t(on("rank_all") ? "rules.goal.alone" : "rules.goal.alone_first"));
    goal.push(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"));

    board = [t(clockwise ? "rules.board.clockwise" : "rules.board.anticlockwise"), t("rules.board.start")];
    if (o.safe_squares === "castles") {
      board.push(t("rules.board.castles"));
      if (on("castle_exclusive")) board.push(t("rules.board.castles_exclusive"));
    } else if (o.safe_squares === "flowers") {
      board.push(t("rules.board.flowers"));
      if (on("block_two")) board.push(t("rules.board.block_two"));
    } else board.push(t("rules.board.no_safe"));
    if (on("castle_single")) board.push(t("rules.board.castles_single"));
    board.push(t("rules.board.home"));

    turn = [];
    if (cowries) turn.push(t("rules.turn.throw_cowries", { count: th.shells, values: listOr(againValues) }));
    else turn.push(t("rules.turn.throw_dice", { faces: listAnd(th.faces) }));
    if (cowries) turn.push(t(on("accumulate") ? "rules.turn.keep" : "rules.turn.keep_off"));
    if (startOnBoard) turn.push(t("rules.turn.start_on_board"));
    else if (enterValues.length) {
      turn.push(t(clockwise ? "rules.turn.enter_hand" : "rules.turn.enter_centre", { values: listOr(enterValues) }));
    }
    if (o.enter === "full") turn.push(t("rules.turn.enter_full"));
    if (on("first_free")) turn.push(t("rules.turn.first_free"));
    if (on("seven_fourteen")) turn.push(t("rules.turn.seven_fourteen"));
    turn.push(t("rules.turn.move"));
    if (on("stack_moves")) turn.push(t("rules.turn.stack"));
    if (on("bonus")) turn.push(t("rules.turn.bonus", { values: listOr(list(o.bonus_values)) }));
    if (o.streak !== "off") turn.push(t(o.streak_penalty === "turn" ? "rules.turn.streak_turn" : "rules.turn.streak_cancel"));
    turn.push(t(o.forfeit === "turn" ? "rules.turn.forfeit_turn" : "rules.turn.forfeit"));
    turn.push(t(on("pass") ? "rules.turn.pass" : "rules.turn.no_pass"));
    turn.push(t(clockwise ? "rules.turn.capture_hand" : "rules.turn.capture_centre"));
    if (o.capture_stacks === "false") turn.push(t("rules.turn.capture_stacks_off"));
    if (on("capture_again")) turn.push(t("rules.turn.capture_again"));
    if (on("must_capture")) turn.push(t("rules.turn.must_capture"));
    turn.push(t("rules.turn.exact"));
    if (!hasOne && !on("bonus")) turn.push(t("rules.turn.dead_end"));
    if (on("triple")) turn.push(t("rules.turn.triple"));
    if (on("partner_moves") && facts.teams) turn.push(t("rules.turn.partner"));
    if (on("fool")) turn.push(t("rules.turn.fool"));
    turn.push(t("rules.goal.max_turns", { count: facts.max_turns }));
  }

  return html`<article class="rules-page">
    <h2>${t("rules.heading", { name })}</h2>
    <p class="muted">${presetDescription(facts.preset, facts.description)}</p>
    ${changed.length > 0 && html`<p class="rules-changed">${t("rules.game_options", { name })}</p>`}
    <${OtherGames} preset=${preset} />
    <section>
      <h3>${t("rules.h.goal")}</h3>
      ${goal.map((p) => html`<p><${Said} s=${p} /></p>`)}
    </section>
    <section class="rules-board-section">
      <h3>${t("rules.h.board")}</h3>
      ${drawn
        ? html`<div class="rules-board-row">
            <${RulesBoard} layout=${facts.layout} name=${name} />
            <div>
              <ul class="rules-legend">
                ${seats.map(
                  (s) => html`<li><${Swatch} seat=${s.seat} /> ${t(yutGame ? "rules.yut.legend" : "rules.legend.road", { seat: seatName(s.seat) })}</li>`,
                )}
              </ul>
              ${board.map((p) => html`<p><${Said} s=${p} /></p>`)}
            </div>
          </div>`
        : board.map((p) => html`<p><${Said} s=${p} /></p>`)}
    </section>
    <section id="rules-turn">
      <h3>${t("rules.h.turn")}</h3>
      <ul class="rules-list">
        ${turn.map((p) => html`<li><${Said} s=${p} /></li>`)}
      </ul>
    </section>
    <section>
      <h3>${t(sorryGame ? "rules.h.cards" : yutGame ? "rules.h.sticks" : "rules.h.throws")}</h3>
      <${ThrowTable} th=${th} pairs=${parquesGame ? (on("eleven_is_pair") ? 8 / 36 : th.doubles_probability) : null} sorryFour=${on("sorry_four")} teams=${facts.teams} />
    </section>
    <section>
      <h3>${t("rules.h.options")}</h3>
      <p class="muted">${t("rules.options_intro")}</p>
      <ul class="rules-options">
        ${facts.options
          .filter((x) => !(ludo || parcheesi) || String(x.value) !== String(x.preset_value) || !otherFamily(x.rule))
          .filter((x) => !sorryGame || SORRY_OPTIONS.includes(x.key))
          .filter((x) => !yutGame || YUT_OPTIONS.includes(x.key))
          .map((x) => {
          const differs = String(x.value) !== String(x.preset_value);
          // Sorry!'s first player is found by drawing cards, not by a throw (S-ORDER).
          // Yut Nori's max_go_on of 0 is no limit (Y-ACCUMULATE).
          const value = (v) =>
            sorryGame && x.key === "order" && String(v) === "throw"
              ? t("rules.sorry.order_draw")
              : yutGame && x.key === "max_go_on" && (String(v) === "0" || String(v) === "unlimited")
                ? t("rules.yut.no_limit")
                : shown(x.key, v);
          // Sorry!'s own words for two options every game has: its order is a draw, and
          // its players each play one colour (S-PLAYERS).
          const sorryMeaning = sorryGame && { order: "rules.sorry.order_meaning", players: "rules.sorry.players_meaning" }[x.key];
          // Yut Nori's words for its players (Y-SIDES) and its capture's one extra throw (Y-CAPTURE).
          const yutMeaning = yutGame && { players: "rules.yut.players_meaning", capture_again: "rules.yut.capture_again_meaning" }[x.key];
          const own = sorryMeaning || yutMeaning;
          const meaning = own ? t(own) : optionMeaning(x.key, x.meaning);
          const labelKey = { players: "lobby.players", teams: "rules.teams" }[x.key] ?? `option.${x.key}`;
          const label = hasMessage(labelKey) ? t(labelKey) : x.key;
          const rule = (yutGame && YUT_OPTION_RULES[x.key]) || (sorryGame && SORRY_OPTION_RULES[x.key]) || x.rule;
          const rules = String(rule ?? "").match(/[A-Z]+(?:-[A-Z0-9]+)+/g) ?? [];
          return html`<li key=${x.key} class=${differs ? "changed" : ""} data-key=${x.key} data-rules=${rules.join(" ")}>
            <span class="option-name">${label}</span>: <strong>${value(x.value)}</strong>
            ${differs && html` <span class="changed-mark">${t("rules.option_changed", { value: value(x.preset_value) })}</span>`}
            <br /><small class="option-help">${meaning}</small>
            <small class="option-key"> (${tx("rules.option_rule", { key: html`<code>${x.key}</code>`, rule: ruleRef(rule) })})</small>
          </li>`;
        })}
      </ul>
    </section>
  </article>`;
}

/**
 * The throws and their odds; `pairs`: Parqués' chance of a pair (Q-DICE), else null;
 * `sorryFour`: Sorry!'s card may move 4 forward instead (S-SORRY); `teams`: Sorry! with
 * partners, whose Sorry! card may also take a partner's square (S-TEAM).
 */
function ThrowTable({ th, pairs = null, sorryFour = false, teams = false }) {
  if (th.kind === "cards") return html`<${CardTable} th=${th} sorryFour=${sorryFour} teams=${teams} />`;
  if (th.kind === "sticks") return html`<${StickTable} th=${th} />`;
  if (th.kind === "die") {
    const total = th.outcomes.reduce((a, x) => a + x.probability, 0);
    return html`<p>${t("rules.throws.die")}</p>
      <div class="table-scroll">
        <table class="throw-table" aria-label=${t("rules.throws.label")}>
          <thead>
            <tr>
              <th scope="col">${t("rules.col.value")}</th>
              <th scope="col">${t("rules.col.chance")}</th>
              <th scope="col">${t("rules.col.odds")}</th>
              <th scope="col">${t("rules.col.enters")}</th>
              <th scope="col">${t("rules.col.again")}</th>
            </tr>
          </thead>
          <tbody>
            ${th.outcomes.map(
              (x) => html`<tr class=${x.enters ? "enters" : ""}>
                <td><strong>${x.value}</strong></td>
                <td class="p" data-p=${x.probability}>${percent(x.probability)}</td>
                <td>${oneIn(x.probability)}</td>
                <td>${t(x.enters ? "rules.yes" : "rules.no")}</td>
                <td>${t(x.throw_again ? "rules.yes" : "rules.no")}</td>
              </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">${t("rules.total")}</th>
              <td class="total">${percent(total)}</td>
              <td colspan="3"></td>
            </tr>
          </tfoot>
        </table>
      </div>`;
  }
  if (th.kind === "cowries") {
    const total = th.outcomes.reduce((a, x) => a + x.probability, 0);
    return html`<p>${t("rules.throws.cowries", { count: th.shells })}</p>
      <div class="table-scroll">
        <table class="throw-table" aria-label=${t("rules.throws.label")}>
          <thead>
            <tr>
              <th scope="col">${t("rules.col.up")}</th>
              <th scope="col">${t("rules.col.value")}</th>
              <th scope="col">${t("rules.col.chance")}</th>
              <th scope="col">${t("rules.col.odds")}</th>
              <th scope="col">${t("rules.col.enters")}</th>
              <th scope="col">${t("rules.col.again")}</th>
            </tr>
          </thead>
          <tbody>
            ${th.outcomes.map(
              (x) => html`<tr class=${x.enters ? "enters" : ""}>
                <td>${x.up}</td>
                <td><strong>${x.value}</strong></td>
                <td class="p" data-p=${x.probability}>${percent(x.probability)}</td>
                <td>${oneIn(x.probability)}</td>
                <td>${t(x.enters ? "rules.yes" : "rules.no")}</td>
                <td>${t(x.throw_again ? "rules.yes" : "rules.no")}</td>
              </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="2">${t("rules.total")}</th>
              <td class="total">${percent(total)}</td>
              <td colspan="3"></td>
            </tr>
          </tfoot>
        </table>
      </div>`;
  }
  const total = th.sums.reduce((a, x) => a + x.probability, 0);
  const two = th.kind === "two-dice";
  return html`${two && pairs != null
      ? html`<p>${t("rules.throws.parques", { pairs: percent(pairs) })}</p>
          <p>${t("rules.throws.parques_sums")}</p>`
      : two
      ? html`<p>${t("rules.throws.two_dice", { doubles: percent(th.doubles_probability), enters: percent(th.enter_probability) })}</p>
          <p>${t("rules.throws.two_dice_sums")}</p>`
      : html`<p>${t("rules.throws.dice_faces", { faces: listAnd(th.faces), percent: percent(th.face_probability) })}</p>
          <p>${t("rules.throws.dice_sums")}</p>`}
    <div class="table-scroll">
      <table class="throw-table" aria-label=${t("rules.throws.label")}>
        <thead>
          <tr>
            <th scope="col">${t("rules.col.sum")}</th>
            <th scope="col">${t("rules.col.chance")}</th>
            <th scope="col">${t("rules.col.odds")}</th>
          </tr>
        </thead>
        <tbody>
          ${th.sums.map(
            (x) => html`<tr>
              <td><strong>${x.sum}</strong></td>
              <td class="p" data-p=${x.probability}>${percent(x.probability)}</td>
              <td>${oneIn(x.probability)}</td>
            </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">${t("rules.total")}</th>
            <td class="total">${percent(total)}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </div>`;
}

/** What a card does, in a few words (S-DECK's table); 13 is the Sorry! card. */
function cardDoes(x, sorryFour, teams) {
  if (x.sorry) return t(`${sorryFour ? "rules.sorry.does_sorry_four" : "rules.sorry.does_sorry"}${teams ? "_teams" : ""}`);
  const own = { 1: "rules.sorry.does_1", 4: "rules.sorry.does_4", 7: "rules.sorry.does_7", 10: "rules.sorry.does_10", 11: "rules.sorry.does_11" }[x.value];
  if (own) return t(own);
  if (x.value === 2) return t(x.throw_again ? "rules.sorry.does_2" : "rules.sorry.does_2_once");
  return t("rules.sorry.does_forward", { value: x.value });
}

/**
 * Sorry!'s deck (S-DECK, S-DRAW): each kind of card, how many the deck holds, the chance
 * of drawing it first from a full deck (its "1 in N" as the cell's title) and what it
 * does. With a finite deck the odds then follow the cards drawn; `deck_model = infinite`
 * keeps them.
 */
function CardTable({ th, sorryFour, teams }) {
  const total = th.outcomes.reduce((a, x) => a + x.probability, 0);
  const cards = th.outcomes.reduce((a, x) => a + x.count, 0);
  const name = (x) => (x.sorry ? t("rules.sorry.card_name") : String(x.value));
  // S-START-PAWN: the cards that take a pawn out of Start, as the server says.
  const starts = (x) => x.enters;
  const enter = th.outcomes.filter(starts).map(name);
  return html`<p>${t(th.finite ? "rules.throws.cards" : "rules.throws.cards_infinite", { count: th.deck })}</p>
    <div class="table-scroll">
      <table class="throw-table card-table" aria-label=${t("rules.throws.cards_label")}>
        <thead>
          <tr>
            <th scope="col">${t("rules.col.card")}</th>
            <th scope="col">${t("rules.col.cards")}</th>
            <th scope="col">${t("rules.col.chance_first")}</th>
            <th scope="col" style=${{ textAlign: "left" }}>${t("rules.col.does")}</th>
          </tr>
        </thead>
        <tbody>
          ${th.outcomes.map(
            (x) => html`<tr class=${starts(x) ? "enters" : ""} data-card=${x.sorry ? "sorry" : x.value}>
              <th scope="row">${name(x)}</th>
              <td class="count">${x.count}</td>
              <td class="p" data-p=${x.probability} title=${oneIn(x.probability)}>${percent(x.probability)}</td>
              <td class="does" style=${{ whiteSpace: "normal", textAlign: "left" }}>${cardDoes(x, sorryFour, teams)}</td>
            </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">${t("rules.total")}</th>
            <td class="count total-cards">${cards}</td>
            <td class="total">${percent(total)}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </div>
    ${enter.length > 0 && html`<p class="muted">${t("rules.throws.cards_enter", { cards: listAnd(enter) })}</p>`}`;
}

/** Which of the sticks land flat side up for a throw: the marked sticks come first. */
function flatSticks(x, sticks, marked) {
  if (x.steps < 0) return [0];
  // Unmarked sticks first (a do is never the marked stick alone), from the right.
  const order = [...Array(sticks).keys()].reverse();
  return order.slice(0, x.flat);
}

/**
 * The four sticks of a throw as a small picture (its words are beside it): a stick flat
 * side up is pale with its grain, round side up dark; a marked stick shows its X when
 * it lies flat side up.
 */
function SticksPicture({ x, sticks, marked }) {
  const flat = new Set(flatSticks(x, sticks, marked));
  const w = 7;
  const gap = 4;
  const h = 30;
  return html`<svg class="sticks-picture" width=${sticks * (w + gap) - gap + 2} height=${h + 2} viewBox=${`-1 -1 ${sticks * (w + gap) - gap + 2} ${h + 2}`} aria-hidden="true" style=${{ verticalAlign: "middle", marginRight: "0.4rem", flex: "none" }}>
    ${[...Array(sticks).keys()].map((i) => {
      const x0 = i * (w + gap);
      const up = flat.has(i);
      return html`<g>
        <rect x=${x0} y="0" width=${w} height=${h} rx="3" fill=${up ? "#f6e2b3" : "#8a5a2b"} stroke="#5a3a1a" stroke-width="1" />
        ${up && i >= marked
          ? html`<path d=${`M${x0 + 2.5} 4V${h - 4}M${x0 + 4.5} 7V${h - 7}`} stroke="#c9a46a" stroke-width="0.8" />`
          : up
          ? null
          : html`<path d=${`M${x0 + 2} 3V${h - 3}`} stroke="#b07a44" stroke-width="1.2" />`}
        ${up && i < marked && html`<path d=${`M${x0 + 1} ${h / 2 - 3}l${w - 2} 6M${x0 + w - 1} ${h / 2 - 3}l${-(w - 2)} 6`} stroke="#111" stroke-width="1.3" />`}
      </g>`;
    })}
  </svg>`;
}

/** A throw's sticks in words: how many flat sides up; back-do: the marked stick alone. */
function sticksWords(x, marked) {
  if (x.steps < 0) return t("rules.yut.flat_back_do", { marked });
  if (x.flat === 1 && marked > 0) return t("rules.yut.flat_one_unmarked", { marked });
  return t("rules.yut.flat_up", { count: x.flat });
}

/**
 * Yut Nori's throws (Y-STICKS): each throw's sticks (a picture and words), its Korean
 * name with the page's romanisation, its steps, its chance (from each stick's chance
 * of landing flat side up, `stick_p`) and whether it throws again (yut and mo).
 */
function StickTable({ th }) {
  const total = th.outcomes.reduce((a, x) => a + x.probability, 0);
  const marked = th.back_do ? (th.marked ?? 1) : 0;
  const sticks = th.sticks ?? 4;
  const ps = (th.stick_p ?? []).map(Number);
  const hangul = hangulShown();
  const romanised = (x) => t(`rules.yut.name_${x.name.replace(/-/g, "_")}`);
  const intro =
    ps.length > 1
      ? t(marked ? "rules.yut.throws_each_marked" : "rules.yut.throws_each", { chances: listAnd(ps.map(percent)) })
      : t("rules.yut.throws_one", { p: percent(ps[0] ?? 0.5), count: sticks });
  return html`<p>${intro}</p>
    <div class="table-scroll">
      <table class="throw-table stick-table" aria-label=${t("rules.yut.table_label")}>
        <thead>
          <tr>
            <th scope="col" style=${{ textAlign: "left" }}>${t("rules.yut.col_sticks")}</th>
            <th scope="col" style=${{ textAlign: "left" }}>${t("rules.yut.col_name")}</th>
            <th scope="col">${t("rules.yut.col_steps")}</th>
            <th scope="col">${t("rules.col.chance")}</th>
            <th scope="col">${t("rules.col.again")}</th>
          </tr>
        </thead>
        <tbody>
          ${th.outcomes.map(
            (x) => html`<tr data-throw=${x.name} data-flat=${x.flat} data-hangul=${HANGUL[x.name] ?? ""}>
              <td class="sticks" style=${{ whiteSpace: "normal", textAlign: "left" }}>
                <span style=${{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: "0.2rem 0" }}>
                  <${SticksPicture} x=${x} sticks=${sticks} marked=${marked} />
                  <span class="sticks-words">${sticksWords(x, marked)}</span>
                </span>
              </td>
              <th scope="row" class="name" style=${{ textAlign: "left" }}>
                ${hangul && HANGUL[x.name] && html`<span lang="ko" class="hangul">${HANGUL[x.name]}</span> `}<span>${romanised(x)}</span>
              </th>
              <td class="steps" data-steps=${x.steps} style=${{ whiteSpace: "normal" }}>${x.steps < 0 ? t("rules.yut.steps_back") : x.steps}</td>
              <td class="p" data-p=${x.probability} title=${oneIn(x.probability)}>${percent(x.probability)}</td>
              <td class="again">${t(x.throw_again ? "rules.yes" : "rules.no")}</td>
            </tr>`,
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="3" style=${{ textAlign: "left" }}>${t("rules.total")}</th>
            <td class="total">${percent(total)}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </div>`;
}
