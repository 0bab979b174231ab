// The rules pages (`/rules/PRESET`, with `?players=…&teams=…&set=key%3Dvalue…` for
// one game's options): the rules in plain words, a board diagram with each seat's
// track, the throw table and every option, all from GET /api/rules. The words are the
// catalogue's; which sentences are shown follows the game's options.

import { html, useState, useEffect, useLayoutEffect, useRef, Swatch } from "./ui.js";
import { Board } from "./board.js";
import { api } from "./api.js";
import { t, tx, seatName, listAnd, listOr, hasMessage, LOCALE, optionMeaning, presetDescription, optionValue, ruleRef } from "./strings.js";

export const PRESETS = ["pachisi", "pachisi-seven", "chopat", "chaupar"];

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
    q.set("preset", preset);
    api("GET", `/api/rules?${q}`).then(setFacts, (e) => setError(e.message));
  }, [preset]);
  if (error) {
    return html`<p class="error" role="alert">${t("rules.cannot_open", { message: error })}</p>
      <${OtherGames} preset=${preset} />`;
  }
  if (!facts) return html`<p>${t("app.loading")}</p>`;
  return html`<${Rules} preset=${preset} facts=${facts} />`;
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

/** The board with every seat's track drawn (web/board.js with tracks on). */
function RulesBoard({ layout, name }) {
  const box = useRef(null);
  useLayoutEffect(() => {
    new Board(box.current, layout, {}, { tracks: true });
    box.current.querySelector("svg")?.setAttribute("aria-label", t("rules.diagram", { name }));
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

function Rules({ preset, facts }) {
  const name = presetName(preset);
  const o = Object.fromEntries(facts.options.map((x) => [x.key, String(x.value)]));
  const on = (k) => o[k] === "true";
  const th = facts.throws;
  const changed = facts.options.filter((x) => String(x.value) !== String(x.preset_value));
  const seats = facts.layout.seats;
  const clockwise = o.track === "chopat";
  const startOnBoard = list(o.start_steps).length > 0;

  // Values that bring a piece in, and values that give another throw.
  const cowries = th.kind === "cowries";
  const enterValues = cowries ? th.outcomes.filter((x) => x.enters).map((x) => x.value) : [];
  const againValues = cowries ? th.outcomes.filter((x) => x.throw_again).map((x) => x.value) : [];
  const hasOne = !cowries ? th.faces.includes(1) : th.outcomes.some((x) => x.value === 1);

  const goal = [t("rules.goal.race")];
  if (facts.teams) {
    const pairs = [0, 1]
      .map((team) => seats.filter((s) => s.team === team).map((s) => seatName(s.seat)))
      .filter((p) => p.length > 1)
      .map((p) => listAnd(p));
    goal.push(t("rules.goal.teams", { pairs: listAnd(pairs) }));
    if (facts.players === 2) goal.push(t("rules.goal.players_two"));
  } else goal.push(t(on("rank_all") ? "rules.goal.alone" : "rules.goal.alone_first"));
  goal.push(o.order === "fixed" ? t("rules.goal.order_fixed", { seat: seatName(0) }) : t("rules.goal.order"));

  const board = [t(clockwise ? "rules.board.clockwise" : "rules.board.anticlockwise"), t("rules.board.start")];
  if (o.safe_squares === "castles") {
    board.push(t("rules.board.castles"));
    if (on("castle_exclusive")) board.push(t("rules.board.castles_exclusive"));
  } else if (o.safe_squares === "flowers") {
    board.push(t("rules.board.flowers"));
    if (on("block_two")) board.push(t("rules.board.block_two"));
  } else board.push(t("rules.board.no_safe"));
  if (on("castle_single")) board.push(t("rules.board.castles_single"));
  board.push(t("rules.board.home"));

  const turn = [];
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

  return html`<article class="rules-page">
    <h2>${t("rules.heading", { name })}</h2>
    <p class="muted">${presetDescription(facts.preset, facts.description)}</p>
    ${changed.length > 0 && html`<p class="rules-changed">${t("rules.game_options", { name })}</p>`}
    <${OtherGames} preset=${preset} />
    <section>
      <h3>${t("rules.h.goal")}</h3>
      ${goal.map((p) => html`<p>${p}</p>`)}
    </section>
    <section class="rules-board-section">
      <h3>${t("rules.h.board")}</h3>
      <div class="rules-board-row">
        <${RulesBoard} layout=${facts.layout} name=${name} />
        <div>
          <ul class="rules-legend">
            ${seats.map(
              (s) => html`<li><${Swatch} seat=${s.seat} /> ${t("rules.legend.road", { seat: seatName(s.seat) })}</li>`,
            )}
          </ul>
          ${board.map((p) => html`<p>${p}</p>`)}
        </div>
      </div>
    </section>
    <section>
      <h3>${t("rules.h.turn")}</h3>
      <ul class="rules-list">
        ${turn.map((p) => html`<li>${p}</li>`)}
      </ul>
    </section>
    <section>
      <h3>${t("rules.h.throws")}</h3>
      <${ThrowTable} th=${th} />
    </section>
    <section>
      <h3>${t("rules.h.options")}</h3>
      <p class="muted">${t("rules.options_intro")}</p>
      <ul class="rules-options">
        ${facts.options.map((x) => {
          const differs = String(x.value) !== String(x.preset_value);
          const own = { players: "lobby.players", teams: "rules.teams" }[x.key] ?? `option.${x.key}`;
          const label = hasMessage(own) ? t(own) : x.key;
          return html`<li key=${x.key} class=${differs ? "changed" : ""} data-key=${x.key}>
            <span class="option-name">${label}</span>: <strong>${shown(x.key, x.value)}</strong>
            ${differs && html` <span class="changed-mark">${t("rules.option_changed", { value: shown(x.key, x.preset_value) })}</span>`}
            <br /><small class="option-help">${optionMeaning(x.key, x.meaning)}</small>
            <small class="option-key"> (${tx("rules.option_rule", { key: html`<code>${x.key}</code>`, rule: ruleRef(x.rule) })})</small>
          </li>`;
        })}
      </ul>
    </section>
  </article>`;
}

function ThrowTable({ th }) {
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
  return html`<p>${t("rules.throws.dice_faces", { faces: listAnd(th.faces), percent: percent(th.face_probability) })}</p>
    <p>${t("rules.throws.dice_sums")}</p>
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

