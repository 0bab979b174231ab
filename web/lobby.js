// The lobby (`/`): choose a game, the players and the rules, create the game, then
// hand out the invite links; join an open table; find the games of this browser again
// ("My games", web/friends.js keeps them in localStorage).

import { html, useState, useEffect, useRef, Swatch, CopyButton } from "./ui.js";
import { api, addToken } from "./api.js";
import { t, tx, seatName, hasMessage, listAnd } from "./strings.js";
import {
  myName, setMyName, rememberGame, rememberCreated, myGames, summarySeat, createdOf, InviteLink, ShareButton, CLOCKS,
} from "./friends.js";

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
  const [name, setName] = useState(myName);
  const [isPublic, setPublic] = useState(false);
  const [clock, setClock] = useState(0);
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
    // Only what is set: a name for the creator's seat (the first human one), an open
    // table, a clock.
    const first = seats.slice(0, players).indexOf("human");
    if (first >= 0 && name.trim()) req.names = seats.slice(0, players).map((_, i) => (i === first ? name.trim() : null));
    if (isPublic) req.public = true;
    if (clock) req.clock = clock;
    if (name.trim()) setMyName(name);
    try {
      const g = await api("POST", "/api/games", req);
      rememberCreated(g);
      // An open table: the creator's own seat is taken at once, so that a stranger
      // claims a friend's seat, never the creator's.
      const mine = g.seats.find((s) => s.kind === "human");
      if (isPublic && mine) {
        await api("POST", `/api/games/${g.game}/join`, { token: mine.token, ...(name.trim() ? { name: name.trim() } : {}) });
        addToken(g.game, mine.token);
        g.joinedSeat = mine.seat;
      }
      setCreated(g);
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
      <label for="my-name">${t("friends.your_name")}</label>
      <input
        id="my-name"
        maxlength="24"
        autocomplete="nickname"
        value=${name}
        aria-describedby="my-name-help"
        onInput=${(e) => setName(e.currentTarget.value)}
        onChange=${(e) => setMyName(e.currentTarget.value)}
      />
      <small id="my-name-help" class="muted">${t("friends.your_name_help")}</small>
      <label for="preset">${t("lobby.game")}</label>
      <select id="preset" name="preset" value=${preset} onChange=${choosePreset}>
        ${info.presets.map(
          (p) => html`<option value=${p.name}>${t("lobby.preset_option", { name: p.name, description: p.description })}</option>`,
        )}
      </select>
      <a class="rules-link" href=${`/rules/${preset}`} target="_blank" rel="noopener">${t("rules.link")}</a>
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
      <label for="clock">${t("friends.clock_label")}</label>
      <select id="clock" value=${String(clock)} aria-describedby="clock-help" onChange=${(e) => setClock(Number(e.currentTarget.value))}>
        ${CLOCKS.map((c) => html`<option value=${String(c)}>${t(`friends.clock_${c}`)}</option>`)}
      </select>
      <small id="clock-help" class="muted">${t("friends.clock_help")}</small>
      <label class="inline"
        ><input type="checkbox" id="public" checked=${isPublic} onChange=${(e) => setPublic(e.currentTarget.checked)} />
        ${t("friends.public")}</label
      >
      <${OptionsPanel} info=${info} preset=${preset} chosen=${chosen} setChosen=${setChosen} />
      <button type="submit" class="primary">${t("lobby.create")}</button>
      <p class="error" role="alert">${error}</p>
    </form>
    <div class="lobby-side">
      <section id="created" aria-live="polite" ref=${result}>${created && html`<${Created} key=${created.game} g=${created} />`}</section>
      <${OpenTables} name=${name} />
      <${MyGames} />
      <p><a href="/replay">${t("lobby.replay_link")}</a></p>
    </div>
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
        (s) => html`<${InviteLink}
          key=${s.seat}
          seat=${s.seat}
          url=${s.invite}
          label=${t("seat.with_number", { seat: seatName(s.seat), n: s.seat + 1 })}
        >
          <button type="button" class="small" onClick=${() => play([s.token])}>${t("created.play_seat")}</button>
        </${InviteLink}>`,
      )}
      <li>
        <div class="invite-line">
          <strong>${t("created.spectators")}</strong>
          <input readonly value=${g.spectate} aria-label=${t("created.spectator_label")} size="40" />
          <${CopyButton} text=${g.spectate} />
          <${ShareButton} text=${g.spectate} title=${t("friends.share_title")} />
        </div>
      </li>
    </ul>
    ${seen.size > 0
      ? html`<button type="button" class="primary" onClick=${() => play([...seen.keys()])}>${t("created.play_all")}</button>`
      : html`<a href=${g.spectate} class="button primary">${t("created.watch")}</a>`}
    <p class="small-print">${tx("created.commitment", { commitment: html`<code>${g.commitment}</code>` })}</p>`;
}

/** The open tables (GET /api/games?status=open), each with a Join button (claim). */
function OpenTables({ name }) {
  const [tables, setTables] = useState(null);
  const [error, setError] = useState("");
  const load = () =>
    api("GET", "/api/games?status=open").then(
      (v) => {
        setTables(v.games);
        setError("");
      },
      (e) => setError(e.message),
    );
  useEffect(() => {
    load();
  }, []);
  const join = async (g) => {
    setError("");
    try {
      const n = name.trim();
      if (n) setMyName(n);
      const r = await api("POST", `/api/games/${g.game}/claim`, n ? { name: n } : {});
      addToken(g.game, r.token);
      rememberGame(g.game, "joined");
      location.href = `/?game=${g.game}`;
    } catch (e) {
      setError(e.message);
      load();
    }
  };
  return html`<section class="open-tables" aria-labelledby="open-h">
    <h2 id="open-h">${t("friends.open_tables")}${" "}
      <button type="button" class="small" onClick=${load}>${t("friends.refresh")}</button></h2>
    ${tables && tables.length === 0 && html`<p class="muted">${t("friends.open_tables_empty")}</p>`}
    <ul class="tables">
      ${(tables ?? []).map((g) => {
        const named = g.seats.filter((s) => s.name).map((s) => summarySeat(g.seats, s.seat));
        const free = g.free.map((s) => seatName(s));
        return html`<li key=${g.game}>
          <span class="table-what">
            ${t("friends.table_line", { variant: g.variant, players: g.players, names: named.length ? listAnd(named) : t("friends.nobody") })}
          </span>
          <span class="table-free">${t("friends.free_seats", { count: g.free.length, seats: listAnd(free) })}</span>
          ${g.clock != null &&
          html`<span class="table-clock"
            >${t("friends.table_clock", { clock: CLOCKS.includes(g.clock) ? t(`friends.clock_${g.clock}`) : t("friends.seconds", { count: g.clock }) })}</span
          >`}
          <button
            type="button"
            class="small primary"
            aria-label=${t("friends.join_label", { variant: g.variant, seat: free[0] ?? "" })}
            onClick=${() => join(g)}
          >
            ${t("friends.join")}
          </button>
        </li>`;
      })}
    </ul>
    <p class="error" role="alert">${error}</p>
  </section>`;
}

/** "My games": the games this browser created, joined or watched, newest first. */
function MyGames() {
  const [games, setGames] = useState(() => myGames().slice(0, 20));
  const [info, setInfo] = useState({}); // id -> summary, or "gone"
  useEffect(() => {
    for (const g of games) {
      api("GET", `/api/games/${g.id}`).then(
        (v) => setInfo((old) => ({ ...old, [g.id]: v })),
        () => setInfo((old) => ({ ...old, [g.id]: "gone" })),
      );
    }
  }, []);
  const forget = (id) => {
    localStorage.setItem("pachisi:games", JSON.stringify(myGames().filter((g) => g.id !== id)));
    setGames((old) => old.filter((g) => g.id !== id));
  };
  return html`<section class="my-games" aria-labelledby="my-games-h">
    <h2 id="my-games-h">${t("friends.my_games")}</h2>
    ${games.length === 0 && html`<p class="muted">${t("friends.my_games_empty")}</p>`}
    <ul class="games">
      ${games.map((g) => {
        const v = info[g.id];
        if (v === "gone") {
          return html`<li key=${g.id} class="gone">
            ${t("friends.gone", { id: g.id })}${" "}
            <button type="button" class="small" aria-label=${t("friends.forget_label", { id: g.id })} onClick=${() => forget(g.id)}>
              ${t("friends.forget")}
            </button>
          </li>`;
        }
        const waiting = v?.status === "waiting";
        return html`<li key=${g.id} data-game=${g.id}>
          <a href=${`/?game=${g.id}`}>${v ? v.variant : g.id}</a>
          <span class="role">${t(`friends.role_${g.role}`)}</span>
          ${v &&
          html`<span class="status">
            ${t(`friends.status_${v.status}`) ?? v.status}${v.status === "playing" && v.to_move != null
              ? html` · ${t("friends.to_move", { seat: summarySeat(v.seats, v.to_move) })}`
              : ""}
          </span>`}
          ${waiting && createdOf(g.id) && html`<a class="small-link" href=${`/?game=${g.id}`}>${t("friends.invites")}</a>`}
        </li>`;
      })}
    </ul>
  </section>`;
}
