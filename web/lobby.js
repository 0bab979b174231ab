// The lobby (`/`): choose a game, the players and the rules, create the game, then
// hand out the invite links.

import { html, useState, useEffect, useRef, Swatch, CopyButton } from "./ui.js";
import { api, addToken } from "./api.js";
import { t, tx, seatName, hasMessage } from "./strings.js";

// Options that have their own controls at the top of the form.
const OWN_CONTROLS = new Set(["players", "teams"]);

// The groups of "All options", in their order, by the first rule ID of each option
// (docs/rules.md: §2 board, §3 throws, T- every game, P- Pachisi, C- Chopat, K- Chaupar).
const GROUPS = ["board", "throws", "turns", "pachisi", "chopat", "chaupar", "length"];

export function groupOf(rule) {
  const first = rule.split(",")[0].trim();
  if (/^§\s*2\b/.test(first)) return "board";
  if (/^§\s*3\b/.test(first)) return "throws";
  const family = { T: "turns", P: "pachisi", C: "chopat", K: "chaupar" }[/^([A-Z])-/.exec(first)?.[1]];
  return family ?? "length";
}

/** The control for an option, from its allowed values as the catalogue writes them. */
export function controlOf(allowed) {
  const range = /^(\d+) to (\d+)$/.exec(allowed.trim());
  if (range) return { kind: "number", min: Number(range[1]), max: Number(range[2]) };
  const values = allowed.split(/\s*,\s*|\s+or\s+/).map((v) => v.trim());
  if (values.length === 2 && values.includes("true") && values.includes("false")) return { kind: "bool" };
  if (values.length > 1 && values.every((v) => /^[\w.-]+$/.test(v))) return { kind: "choice", values };
  return { kind: "text" };
}

/** Two option values are the same setting (lists may be written with or without spaces). */
const same = (a, b) => String(a).replace(/\s+/g, "") === String(b).replace(/\s+/g, "");

const teamsDefault = (preset) => preset.options.teams === "true";

/** The `key=value` settings that differ from the preset, as POST /api/games takes them. */
export function overrides(info, preset, chosen) {
  return info.options
    .filter((o) => !OWN_CONTROLS.has(o.key) && o.key in chosen && !same(chosen[o.key], o.defaults[preset]))
    .map((o) => `${o.key}=${chosen[o.key].trim()}`);
}

export function LobbyPage() {
  const [info, setInfo] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("lobby.title");
    api("GET", "/api/variants").then(setInfo, (e) => setError(e.message));
  }, []);
  if (error) return html`<p class="error" role="alert">${error}</p>`;
  if (!info) return html`<p>${t("app.loading")}</p>`;
  return html`<${Lobby} info=${info} />`;
}

function Lobby({ info }) {
  const [preset, setPreset] = useState(info.presets[0].name);
  const [players, setPlayers] = useState(4);
  const [teams, setTeams] = useState(teamsDefault(info.presets[0]));
  const [seats, setSeats] = useState(["human", "bot:medium", "bot:medium", "bot:medium"]);
  const [chosen, setChosen] = useState({}); // option key -> value set in "All options"
  const [created, setCreated] = useState(null);
  const [error, setError] = useState("");
  const result = useRef(null);
  const presetOf = (name) => info.presets.find((p) => p.name === name);
  const levels = info.bots.map((b) => b.name);

  // A preset or player count brings back the preset's teams default (chopat: each
  // alone) and, for a preset, its option defaults.
  const choosePreset = (e) => {
    const name = e.currentTarget.value;
    setPreset(name);
    setTeams(teamsDefault(presetOf(name)));
    setChosen({});
  };
  const choosePlayers = (e) => {
    const n = Number(e.currentTarget.value);
    setPlayers(n);
    setTeams(teamsDefault(presetOf(preset)));
    setSeats((old) => Array.from({ length: n }, (_, i) => old[i] ?? (i === 0 ? "human" : "bot:medium")));
  };
  const chooseSeat = (i, value) => setSeats((old) => old.map((v, k) => (k === i ? value : v)));

  const submit = async (e) => {
    e.preventDefault();
    setError("");
    const req = {
      preset,
      players,
      teams: teams && players === 4,
      options: overrides(info, preset, chosen),
      seats: seats.slice(0, players),
    };
    try {
      setCreated(await api("POST", "/api/games", req));
    } catch (err) {
      setError(err.message);
    }
  };
  useEffect(() => {
    if (created) result.current?.querySelector("button, a")?.focus();
  }, [created]);

  return html`<div class="lobby-page">
    <form class="lobby" onSubmit=${submit}>
      <h2>${t("lobby.heading")}</h2>
      <label for="preset">${t("lobby.game")}</label>
      <select id="preset" name="preset" value=${preset} onChange=${choosePreset}>
        ${info.presets.map(
          (p) => html`<option value=${p.name}>${t("lobby.preset_option", { name: p.name, description: p.description })}</option>`,
        )}
      </select>
      <label for="players">${t("lobby.players")}</label>
      <select id="players" value=${String(players)} onChange=${choosePlayers}>
        ${[2, 3, 4].map((n) => html`<option value=${String(n)}>${n}</option>`)}
      </select>
      <label class="inline"
        ><input type="checkbox" id="teams" checked=${teams} onChange=${(e) => setTeams(e.currentTarget.checked)} />
        ${t("lobby.teams")}</label
      >
      <fieldset class="seats">
        <legend>${t("lobby.seats_legend")}</legend>
        ${seats.slice(0, players).map(
          (value, i) => html`<div class="seat-row" key=${i}>
            <${Swatch} seat=${i} />
            <label for=${`seat-${i}`}>${t("lobby.seat_label", { n: i + 1, seat: seatName(i) })}</label>
            <select id=${`seat-${i}`} value=${value} onChange=${(e) => chooseSeat(i, e.currentTarget.value)}>
              <option value="human">${t("lobby.seat_human")}</option>
              ${levels.map((l) => html`<option value=${`bot:${l}`}>${t("lobby.seat_bot", { level: l })}</option>`)}
            </select>
          </div>`,
        )}
      </fieldset>
      <${OptionsPanel} info=${info} preset=${preset} chosen=${chosen} setChosen=${setChosen} />
      <button type="submit" class="primary">${t("lobby.create")}</button>
      <p class="error" role="alert">${error}</p>
    </form>
    <section id="created" aria-live="polite" ref=${result}>${created && html`<${Created} key=${created.game} g=${created} />`}</section>
    <p><a href="/replay">${t("lobby.replay_link")}</a></p>
  </div>`;
}

/** "All options": every option of the catalogue as a labelled control, grouped by rule. */
function OptionsPanel({ info, preset, chosen, setChosen }) {
  const groups = new Map(GROUPS.map((g) => [g, []]));
  for (const o of info.options) if (!OWN_CONTROLS.has(o.key)) groups.get(groupOf(o.rule)).push(o);
  const count = overrides(info, preset, chosen).length;
  const set = (key, value) => setChosen((old) => ({ ...old, [key]: value }));
  return html`<details id="options" class="options">
    <summary>${count ? t("lobby.options_changed", { count }) : t("lobby.options")}</summary>
    <p class="muted">${t("lobby.options_intro")}</p>
    ${[...groups].map(
      ([g, options]) =>
        options.length > 0 &&
        html`<fieldset class="option-group" key=${g}>
          <legend>${t(`group.${g}`)}</legend>
          ${options.map(
            (o) => html`<${OptionRow}
              key=${o.key}
              option=${o}
              preset=${preset}
              value=${chosen[o.key] ?? o.defaults[preset]}
              set=${set}
            />`,
          )}
        </fieldset>`,
    )}
    ${count > 0 && html`<button type="button" class="small" onClick=${() => setChosen({})}>${t("lobby.options_reset")}</button>`}
  </details>`;
}

function OptionRow({ option: o, preset, value, set }) {
  const def = o.defaults[preset];
  const changed = !same(value, def);
  const id = `opt-${o.key}`;
  const help = `${id}-help`;
  const c = controlOf(o.allowed);
  const onInput = (e) => set(o.key, e.currentTarget.value);
  let control;
  if (c.kind === "bool") {
    control = html`<input
      type="checkbox"
      id=${id}
      checked=${value === "true"}
      aria-describedby=${help}
      onChange=${(e) => set(o.key, e.currentTarget.checked ? "true" : "false")}
    />`;
  } else if (c.kind === "choice") {
    const values = c.values.includes(value) ? c.values : [value, ...c.values];
    control = html`<select id=${id} value=${value} aria-describedby=${help} onChange=${onInput}>
      ${values.map((v) => html`<option value=${v}>${v === def ? t("lobby.option_default", { value: v }) : v}</option>`)}
    </select>`;
  } else if (c.kind === "number") {
    control = html`<input type="number" id=${id} min=${c.min} max=${c.max} step="1" value=${value} aria-describedby=${help} onInput=${onInput} />`;
  } else {
    control = html`<input type="text" id=${id} value=${value} spellcheck="false" aria-describedby=${help} onInput=${onInput} />`;
  }
  const label = hasMessage(`option.${o.key}`) ? t(`option.${o.key}`) : o.key;
  return html`<div class=${changed ? "option-row changed" : "option-row"}>
    <label for=${id}>
      <span class="option-name"
        >${label}${changed && html` <span class="changed-mark">${t("lobby.option_changed")}</span>`}</span
      >
      <span class="option-key"><code>${o.key}</code> · ${o.rule}</span>
    </label>
    ${control}
    <small id=${help} class="option-help"
      >${o.meaning}${c.kind === "text" || c.kind === "number" ? html`<br />${t("lobby.option_allowed", { allowed: o.allowed })}` : ""}</small
    >
  </div>`;
}

/** The "Game created" panel: a link per human seat, the spectator link, play here. */
function Created({ g }) {
  // One entry per player: two-player Pachisi gives a player two seats with one token.
  const seen = new Map();
  for (const s of g.seats) {
    if (s.kind === "human" && !seen.has(s.token)) seen.set(s.token, s);
  }
  const play = (tokens) => {
    tokens.forEach((token) => addToken(g.game, token));
    location.href = `/?game=${g.game}`;
  };
  return html`<h2>${t("created.heading")}</h2>
    <p>${t("created.intro")}</p>
    <ul class="invites">
      ${[...seen.values()].map(
        (s) => html`<li key=${s.seat}>
          <${Swatch} seat=${s.seat} />
          <strong>${t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 })}</strong>
          <input readonly value=${s.invite} aria-label=${t("created.invite_label", { seat: seatName(s.seat) })} size="40" />
          <${CopyButton} text=${s.invite} />
          <button type="button" class="small" onClick=${() => play([s.token])}>${t("created.play_seat")}</button>
        </li>`,
      )}
      <li>
        <strong>${t("created.spectators")}</strong>
        <input readonly value=${g.spectate} aria-label=${t("created.spectator_label")} size="40" />
        <${CopyButton} text=${g.spectate} />
      </li>
    </ul>
    ${seen.size > 0
      ? html`<button type="button" class="primary" onClick=${() => play([...seen.keys()])}>${t("created.play_all")}</button>`
      : html`<a href=${g.spectate} class="button primary">${t("created.watch")}</a>`}
    <p class="small-print">${tx("created.commitment", { commitment: html`<code>${g.commitment}</code>` })}</p>`;
}
