// The lobby (`/`). First "Play now": a tap on a game's card starts it against bots
// (the players and the bots' level one tap away, remembered in this browser) or with
// friends; "Continue" and "My games" (the games of this browser, web/friends.js keeps
// them in localStorage) beside it; the open tables. "More options" opens the whole
// form: choose a game (a card per preset), who plays each colour and the rules.
// A game with one player's seats opens at once, seated; with several, the invite
// links are handed out. The lesson offer of web/learn.js sits under the cards.

import { RatedChoice, rated } from "./account.js";
import { html, useState, useEffect, useRef, Swatch, CopyButton } from "./ui.js";
import { SEAT_COLOURS } from "./board.js";
import { api, addToken, tokensOf } from "./api.js";
import { t, tx, seatName, hasMessage, listAnd, optionMeaning, levelName, optionValue, optionAllowed, ruleRef, LOCALE } from "./strings.js";
import {
  myName, setMyName, rememberGame, rememberCreated, myGames, summarySeat, createdOf, InviteLink, ShareButton, CLOCKS,
  rememberSeats, seatsOf,
} from "./friends.js";
import { LearnOffer } from "./learn.js";
import { QuickMatch } from "./quickmatch.js";
import { FriendsList } from "./social.js";

// Options that have their own controls at the top of the form, and `ludopy`, which is
// what makes the ludo-ludopy preset (it needs that preset's other options).
const OWN_CONTROLS = new Set(["players", "teams", "ludopy"]);

// The groups of "All options", in their order, by the first rule ID of each option
// (docs/rules.md: §2 board, §3 throws, T- every game, P- Pachisi, C- Chopat, K- Chaupar,
// L- and LP- Ludo, shown for the games on the Ludo track only, M- Mensch ärgere Dich
// nicht, shown on its track only).
// CH- petits chevaux, on its ladder board only, PR- Parcheesi and ES- Parchís, on
// their boards only (Parchís shares Parcheesi's switches), B- Barjis, on its cloth only,
// Q- Parqués, on its board only (docs/rules.md §19).
// S- Sorry!, on its board only (docs/rules.md §20). Y- Yut Nori, on its board only (§21).
const GROUPS = ["board", "throws", "turns", "pachisi", "chopat", "chaupar", "ludo", "mensch", "chevaux", "parcheesi", "parchis", "barjis", "parques", "sorry", "yut", "length"];

/**
 * The options of every game that a Sorry! game takes besides its own (S-…): the engine
 * refuses any other family's option in a Sorry! game (docs/rules.md §20).
 */
const SORRY_SHARED = new Set(["order", "rank_all", "max_turns"]);

/**
 * The options of every game that a Yut Nori game takes besides its own (Y-…; `players`,
 * `teams` and `pieces` too): the engine refuses the others (docs/rules.md §21.4).
 */
const YUT_SHARED = new Set(["order", "capture_again", "rank_all", "max_turns"]);

/**
 * Which family of board and rules a game's options make (its "track" for the page):
 * "chevaux" for the petits chevaux ladder board (`ladder`, docs/rules.md §15), else
 * the track itself (pachisi, chopat, ludo, mensch).
 */
export function familyOf(o) {
  if (String(o?.ladder) === "true") return "chevaux";
  // Barjis: the Pachisi track with its eight marked squares (B-SAFE-SQUARES).
  if (o?.safe_squares === "barjis") return "barjis";
  // Parqués: Parchís' board, where only a pair frees pieces from the jail (Q-PAIR-RELEASE).
  if (o?.pair_release != null && o.pair_release !== "off") return "parques";
  // Parchís: the Pachisi track entered on its loop, with its own seguros (ES-SAFE).
  if (o?.safe_squares === "parchis") return "parchis";
  // Parcheesi enters on the loop of the Pachisi track (PR-TRACK, `loop_entry`).
  if ((o?.track ?? "pachisi") === "pachisi" && Number(o?.loop_entry ?? 0) !== 0) return "parcheesi";
  return o?.track ?? "pachisi";
}

export function groupOf(rule) {
  const first = rule.split(",")[0].trim();
  if (/^§\s*2\b/.test(first)) return "board";
  if (/^§\s*3\b/.test(first)) return "throws";
  if (/^LP?-/.test(first)) return "ludo";
  if (/^M-/.test(first)) return "mensch";
  if (/^CH-/.test(first)) return "chevaux";
  if (/^PR-/.test(first)) return "parcheesi";
  if (/^ES-/.test(first)) return "parchis";
  if (/^B-/.test(first)) return "barjis";
  if (/^Q-/.test(first)) return "parques";
  if (/^S-/.test(first)) return "sorry";
  if (/^Y-/.test(first)) return "yut";
  const family = { T: "turns", P: "pachisi", C: "chopat", K: "chaupar" }[/^([A-Z])-/.exec(first)?.[1]];
  return family ?? "length";
}

// The house rules a game on a boxed board offers as switches in the form, by track
// (docs/rules.md §12.2 Ludo, §14 Mensch ärgere Dich nicht: Schlagzwang, and jumping
// in the goal as Schmidt's rules allow).
const HOUSE_RULES = {
  ludo: ["capture_again", "block_pass", "home_again", "one_enters"],
  mensch: ["forced_capture", "no_jump_goal"],
  // docs/rules.md §15: no passing, the 6 into the centre, the bounce before the ladder.
  chevaux: ["no_pass", "ladder_centre", "bounce"],
  // docs/rules.md §16: the doubles' bottom faces, three doubles, the total of 5, must enter.
  parcheesi: ["doubles_bottom", "three_doubles", "enter_total", "must_enter"],
  // docs/rules.md §17: the 6 that counts 7, opening a barrier, the piece moved last.
  parchis: ["six_counts_seven", "open_barrier", "three_sixes_last", "must_enter"],
  // docs/rules.md §18: the exact count to the kitchen, the sevenfold win (mars).
  barjis: ["exact", "mars"],
  // docs/rules.md §19: 5-6 as a pair, the crown of three pairs, blowing a capture left.
  parques: ["eleven_is_pair", "crown", "soplar"],
  // docs/rules.md §20: a pawn out at the start, the 2 drawing again, the 4 as a Sorry! card.
  sorry: ["quick_start", "two_draws_again", "sorry_four"],
  // docs/rules.md §21: the shortcut by choice, no back-do, the capture's throw after the
  // moves, stacking by choice (Y-STACK), how a piece finishes. `key:value` is a switch
  // that sets that value (off: the option's other value); an option of more values is a
  // choice.
  yut: ["shortcut:optional", "back_do", "capture_throw:end", "stack:optional", "finish"],
};

/** The house-rule switches of a preset (none for ludopy's fixed rules). */
const houseRulesOf = (p) => (p?.options.ludopy === "true" ? [] : (HOUSE_RULES[familyOf(p?.options)] ?? []));

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

/**
 * The seats (colours) each player of the form plays, in playing order. `twoColours`
 * is the game's `two_colours` option (Barjis: false, one colour each at S and N).
 */
export function playerSeats(players, track, twoColours = track === "pachisi") {
  // P-PLAYERS: two players on the Pachisi track each play two opposite colours.
  const pachisiTrack = track === "pachisi" || track === "barjis";
  twoColours = players === 2 && pachisiTrack && String(twoColours) === "true";
  return Array.from({ length: players }, (_, i) => (twoColours ? [i, i + 2] : [i]));
}

/** The range of player counts a preset takes, from the catalogue's `players` option. */
function playerRange(info) {
  const allowed = info.options.find((o) => o.key === "players")?.allowed ?? "2, 3 or 4";
  const c = controlOf(allowed);
  const values = (c.values ?? [c.min, c.max]).map(Number).filter((n) => n > 0);
  return values.length ? [Math.min(...values), Math.max(...values)] : [2, 4];
}

/** A bot level in a few honest words (crates/pachisi-bots: Level::spec_for). */
const levelWords = (level) => (hasMessage(`lobby.bot.${level}`) ? t(`lobby.bot.${level}`) : level);

/** A preset's own name: "Pachisi with seven cowries". */
const presetTitle = (name) => (hasMessage(`rules.name.${name}`) ? t(`rules.name.${name}`) : name);

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
  const [spectatorChat, setSpectatorChat] = useState(false);
  const [clock, setClock] = useState(0);
  const [clockBot, setClockBot] = useState("medium");
  const result = useRef(null);
  const presetOf = (name) => info.presets.find((p) => p.name === name);
  const levels = info.bots.map((b) => b.name);
  const [minPlayers, maxPlayers] = playerRange(info);

  // A preset or player count brings back the preset's teams default (chopat: each
  // alone) and, for a preset, its option defaults.
  const choosePreset = (name) => {
    setPreset(name);
    setTeams(teamsDefault(presetOf(name)));
    setChosen({});
  };
  const choosePlayers = (e) => {
    const n = Number(e.currentTarget.value);
    setPlayers(n);
    setTeams(teamsDefault(presetOf(preset)));
    setSeats((old) => Array.from({ length: Math.max(n, old.length) }, (_, i) => old[i] ?? (i === 0 ? "human" : "bot:medium")));
  };
  const chooseSeat = (i, value) => setSeats((old) => old.map((v, k) => (k === i ? value : v)));
  const teamGame = teams && players === 4;

  const submit = async (e) => {
    e.preventDefault();
    setError("");
    const req = {
      preset,
      players,
      teams: teamGame,
      options: overrides(info, preset, chosen),
      seats: seats.slice(0, players),
    };
    // Only what is set: a name for the creator's seat (the first human one), an open
    // table, a clock and who plays when it runs out.
    const first = seats.slice(0, players).indexOf("human");
    if (first >= 0 && name.trim()) req.names = seats.slice(0, players).map((_, i) => (i === first ? name.trim() : null));
    if (isPublic) req.public = true;
    if (spectatorChat) req.spectator_chat = true;
    if (clock) {
      req.clock = clock;
      req.clock_bot = clockBot;
    }
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
      openOrInvite(g, setCreated);
    } catch (err) {
      setError(err.message);
    }
  };
  const mine = useMyGames();
  useEffect(() => {
    if (created) result.current?.querySelector("button, a")?.focus();
    if (created) mine.refresh(created.game);
  }, [created]);

  const track = familyOf({ ...presetOf(preset).options, ...chosen });
  const twoColours = { ...presetOf(preset).options, ...chosen }.two_colours ?? track === "pachisi";
  return html`<div class="lobby-page">
    <section id="created" class=${created ? "created-panel" : ""} aria-live="polite" ref=${result}>
      ${created && html`<${Created} key=${created.game} g=${created} />`}
    </section>
    <${ContinueGame} mine=${mine} />
    <div class="lobby-top">
      <div class="lobby-main">
        <${PlayNow} info=${info} onCreated=${(g) => openOrInvite(g, setCreated)} />
        <${LearnOffer} track=${track} preset=${preset} />
      </div>
      <${MyGames} mine=${mine} />
      <div class="lobby-side">
        <${FriendsList} />
        <${OpenTables} name=${name} />
        <p class="replay-link"><a href="/replay">${t("lobby.replay_link")}</a></p>
      </div>
    </div>
    <details id="more-options" class="more-options">
      <summary>${t("play.more_options")}</summary>
      <form class="lobby" onSubmit=${submit}>
        <h2>${t("lobby.heading")}</h2>
        <div class="field">
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
        </div>
        <${VariantCards} info=${info} preset=${preset} choose=${choosePreset} range=${[minPlayers, maxPlayers]} />
        <div class="players-line">
          <label for="players">${t("lobby.players")}</label>
          <select id="players" value=${String(players)} onChange=${choosePlayers}>
            ${Array.from({ length: maxPlayers - minPlayers + 1 }, (_, k) => minPlayers + k).map(
              (n) => html`<option value=${String(n)}>${n}</option>`,
            )}
          </select>
          <label class="inline check" title=${players === 4 ? "" : t("lobby.teams_four_only")}
            ><input
              type="checkbox"
              id="teams"
              checked=${teamGame}
              disabled=${players !== 4}
              onChange=${(e) => {
                const on = e.currentTarget.checked;
                setTeams(on);
                // Parqués' soplar is played without partners (Q-SOPLAR, Q-TEAM): partners switch it off.
                if (on && track === "parques") setChosen((old) => ({ ...old, soplar: "false" }));
              }}
            />
            ${t("lobby.teams")}</label
          >
        </div>
        <${SeatRows}
          players=${players}
          track=${track}
          twoColours=${twoColours}
          teams=${teamGame}
          seats=${seats}
          levels=${levels}
          name=${name.trim()}
          chooseSeat=${chooseSeat}
        />
        <div class="field">
          <label for="clock">${t("friends.clock_label")}</label>
          <select id="clock" value=${String(clock)} aria-describedby="clock-help" onChange=${(e) => setClock(Number(e.currentTarget.value))}>
            ${CLOCKS.map((c) => html`<option value=${String(c)}>${t(`friends.clock_${c}`)}</option>`)}
          </select>
          <small id="clock-help" class="muted">${t("friends.clock_help")}</small>
        </div>
        ${clock > 0 &&
        html`<div class="field">
          <label for="clock-bot">${t("lobby.clock_bot")}</label>
          <select id="clock-bot" value=${clockBot} onChange=${(e) => setClockBot(e.currentTarget.value)}>
            ${levels.map((l) => html`<option value=${l}>${t("lobby.level_option", { level: levelName(l), about: levelWords(l) })}</option>`)}
          </select>
        </div>`}
        <label class="inline check"
          ><input type="checkbox" id="public" checked=${isPublic} onChange=${(e) => setPublic(e.currentTarget.checked)} />
          ${t("friends.public")}</label
        >
        <label class="inline check"
          ><input type="checkbox" id="spectator-chat" checked=${spectatorChat} onChange=${(e) => setSpectatorChat(e.currentTarget.checked)} />
          ${t("friends.spectator_chat")}</label
        >
        ${houseRulesOf(presetOf(preset)).length > 0 &&
        html`<${HouseRules} info=${info} keys=${houseRulesOf(presetOf(preset))} preset=${preset} chosen=${chosen} setChosen=${setChosen} />`}
        <${OptionsPanel} info=${info} preset=${preset} track=${track} chosen=${chosen} setChosen=${setChosen} />
        <button type="submit" class="primary create">${t("lobby.create")}</button>
        <p class="error" role="alert">${error}</p>
      </form>
    </details>
  </div>`;
}

/**
 * After POST /api/games: when every human seat is one player's (one token: you
 * against bots, or two-player Pachisi's two colours), the page holds the seats and
 * opens the game at once; with several players, the "Game created" panel hands out
 * the invite links.
 */
function openOrInvite(g, setCreated) {
  rememberCreated(g);
  const tokens = [...new Set(g.seats.filter((s) => s.kind === "human").map((s) => s.token))];
  if (tokens.length === 1) {
    addToken(g.game, tokens[0]);
    rememberSeats(g.game, g.seats.filter((s) => s.token === tokens[0]).map((s) => s.seat));
    location.href = `/?game=${g.game}`;
    return;
  }
  setCreated(g);
}

// ---------------------------------------------------------------- Play now

/** Where Play now's choices are remembered: {players, level, preset (the last played)}. */
const QUICK_KEY = "pachisi:quick";
function quickSettings(info) {
  let v = {};
  try {
    v = JSON.parse(localStorage.getItem(QUICK_KEY) || "{}") ?? {};
  } catch {
    v = {};
  }
  const [min, max] = playerRange(info);
  const levels = info.bots.map((b) => b.name);
  const players = Number(v.players);
  return {
    players: players >= min && players <= max ? players : Math.max(min, Math.min(2, max)),
    level: levels.includes(v.level) ? v.level : levels.includes("medium") ? "medium" : levels[0],
    preset: info.presets.some((p) => p.name === v.preset) ? v.preset : null,
  };
}
function saveQuick(v) {
  try {
    localStorage.setItem(QUICK_KEY, JSON.stringify(v));
  } catch {
    // Storage refused: the choices hold for this page only.
  }
}

/** A preset's small board picture (as on the form's cards). */
function presetIcon(p) {
  if (p.options.track === "ludo") return html`<${LudoIcon} globes=${p.options.ludopy === "true"} ladder=${p.options.ladder === "true"} />`;
  if (p.options.track === "mensch") return html`<${MenschIcon} />`;
  if (p.options.track === "sorry") return html`<${SorryIcon} />`;
  if (p.options.track === "yut") return html`<${YutIcon} />`;
  const family = familyOf(p.options);
  if (["parcheesi", "parchis", "parques"].includes(family)) return html`<${ParcheesiIcon} parchis=${family !== "parcheesi"} />`;
  return html`<${CrossIcon} safe=${p.options.safe_squares} track=${p.options.track} />`;
}

/** A row of choices, one tap each: native radios (arrow keys move) drawn as segments. */
function Segmented({ name, legend, options, value, set, className = "" }) {
  return html`<fieldset class=${`segmented ${className}`} id=${`quick-${name}`}>
    <legend>${legend}</legend>
    <div class="segments">
      ${options.map(
        (o) => html`<label class=${o.value === value ? "segment on" : "segment"} key=${o.value}>
          <input type="radio" name=${`quick-${name}`} value=${o.value} checked=${o.value === value} onChange=${() => set(o.value)} />
          <span>${o.label}</span>
        </label>`,
      )}
    </div>
  </fieldset>`;
}

/**
 * Play now: against bots or with friends, the number of players and the bots' level
 * as one-tap choices, and a card per game: a tap creates the game with the preset's
 * own rules (you at the first seat) and opens it, or hands out the friends' links.
 */
function PlayNow({ info, onCreated }) {
  const [q, setQ] = useState(() => quickSettings(info));
  const [mode, setMode] = useState("bots");
  const [busy, setBusy] = useState(null);
  const [error, setError] = useState("");
  const [queue, setQueue] = useState(null); // Play online: {preset, players} while queued
  const [min, max] = playerRange(info);
  const change = (patch) => {
    const next = { ...q, ...patch };
    setQ(next);
    saveQuick(next);
  };
  const play = async (p) => {
    setError("");
    if (mode === "online") {
      change({ preset: p.name });
      setQueue({ preset: p.name, players: q.players });
      return;
    }
    setBusy(p.name);
    const n = q.players;
    const seats = Array.from({ length: n }, (_, i) => (i === 0 || mode === "friends" ? "human" : `bot:${q.level}`));
    const req = { preset: p.name, players: n, teams: teamsDefault(p) && n === 4, options: [], seats };
    const name = myName().trim();
    if (name) req.names = seats.map((_, i) => (i === 0 ? name : null));
    if (mode === "friends" && rated()) req.rated = true;
    try {
      const g = await api("POST", "/api/games", req);
      change({ preset: p.name });
      onCreated(g);
      if (mode === "friends") setBusy(null);
    } catch (e) {
      setError(e.message);
      setBusy(null);
    }
  };
  const others = q.players - 1;
  // The bots' calibrated rating for the player count chosen (where measured:
  // docs/strength.md, "Bot ratings"; `ratings` is by player count, then preset).
  const botRating = (preset) => info.bots.find((b) => b.name === q.level)?.ratings?.[q.players]?.[preset] ?? null;
  // The bots' rating: a line of its own on a wide screen; on a phone a small badge on
  // the game's icon, so that every card still fits on the first screen (the full
  // words stay for screen readers).
  const ratingNote = (r) =>
    html`<span class="quick-note bot-rating"
      ><span class="bot-rating-full">${t("play.bot_rating", { rating: String(r) })}</span
      ><span class="bot-rating-short" aria-hidden="true">${r}</span></span
    >`;
  return html`<section class="play-now" aria-labelledby="play-now-h">
    <h2 id="play-now-h">${t("play.heading")}</h2>
    <${Segmented}
      name="mode"
      className="play-mode"
      legend=${t("play.mode")}
      value=${mode}
      set=${setMode}
      options=${[
        { value: "bots", label: t("play.vs_bots") },
        { value: "friends", label: t("play.with_friends") },
        { value: "online", label: t("play.online") },
      ]}
    />
    <div class="quick-choices">
      <${Segmented}
        name="players"
        legend=${t("play.players")}
        value=${String(q.players)}
        set=${(v) => change({ players: Number(v) })}
        options=${Array.from({ length: max - min + 1 }, (_, k) => ({ value: String(min + k), label: String(min + k) }))}
      />
      ${mode === "bots" &&
      html`<${Segmented}
        name="level"
        legend=${t("play.level")}
        value=${q.level}
        set=${(v) => change({ level: v })}
        options=${info.bots.map((b) => ({ value: b.name, label: levelName(b.name) }))}
      />`}
      ${mode === "friends" && html`<${RatedChoice} />`}
    </div>
    <p class="quick-what" id="quick-what">
      ${mode === "bots"
        ? t("play.what_bots", { count: others, level: levelName(q.level) })
        : mode === "online"
          ? t("play.what_online")
          : t("play.what_friends", { count: others })}
    </p>
    ${queue &&
    html`<${QuickMatch}
      key=${`${queue.preset}-${queue.players}`}
      preset=${queue.preset}
      title=${presetTitle(queue.preset)}
      players=${queue.players}
      onClose=${() => setQueue(null)}
    />`}
    <ul class="quick-grid" aria-labelledby="play-now-h">
      ${info.presets.map(
        (p) => html`<li key=${p.name}>
          <button
            type="button"
            class=${p.name === q.preset ? "quick-card last" : "quick-card"}
            data-preset=${p.name}
            aria-describedby="quick-what"
            aria-busy=${busy === p.name || queue?.preset === p.name ? "true" : "false"}
            disabled=${busy != null || queue != null}
            onClick=${() => play(p)}
          >
            ${presetIcon(p)}
            <span class="quick-text">
              <span class="quick-name">${presetTitle(p.name)}</span>
              ${busy === p.name
                ? html`<span class="quick-note">${t("play.starting")}</span>`
                : p.name === q.preset && html`<span class="quick-note">${t("play.last")}</span>`}
              ${mode === "bots" && botRating(p.name) != null && ratingNote(botRating(p.name))}
            </span>
          </button>
        </li>`,
      )}
    </ul>
    <p class="error" role="alert">${error}</p>
  </section>`;
}

// ---------------------------------------------------------------- Continue, My games

/**
 * The games of this browser ("My games", newest first, at most 20) with each one's
 * summary (GET /api/games/{id}), fetched once; `forget` drops a game that is gone.
 */
function useMyGames() {
  const [games, setGames] = useState(() => myGames().slice(0, 20));
  const [info, setInfo] = useState({}); // id -> summary, or "gone"
  const fetchOne = (id) =>
    api("GET", `/api/games/${id}`).then(
      (v) => setInfo((old) => ({ ...old, [id]: v })),
      () => setInfo((old) => ({ ...old, [id]: "gone" })),
    );
  useEffect(() => {
    for (const g of games) fetchOne(g.id);
  }, []);
  const forget = (id) => {
    localStorage.setItem("pachisi:games", JSON.stringify(myGames().filter((g) => g.id !== id)));
    setGames((old) => old.filter((g) => g.id !== id));
  };
  // A game created on this page joins the list at once.
  const refresh = (id) => {
    setGames(myGames().slice(0, 20));
    if (id) fetchOne(id);
  };
  return { games, info, forget, refresh };
}

/** The seats this browser plays in a game: as the game page saw them, or its created seats whose tokens it holds. */
function mySeatsIn(id) {
  const seats = new Set(seatsOf(id));
  const tokens = tokensOf(id);
  for (const s of createdOf(id)?.seats ?? []) if (tokens.includes(s.token)) seats.add(s.seat);
  return seats;
}

/** The players of a game, one entry each: two players on four seats play seats i and i + 2. */
function playersOf(v, mine) {
  const seats = v.seats.length === 4 && Number(v.options?.players) === 2 ? v.seats.slice(0, 2) : v.seats;
  return seats.map((s) => {
    const me = mine.has(s.seat);
    let text;
    if (me) text = s.name ? t("mygames.you_named", { name: s.name }) : t("mygames.you");
    else if (s.kind === "bot") text = t("mygames.bot", { level: levelName(s.bot ?? "") });
    else text = s.name || seatName(s.seat);
    return { seat: s.seat, me, text };
  });
}

/** A seat as the result line names it: "Asha (Red)", or its colour (bots too: two bots may share a level). */
const whoIs = (v, seat) => summarySeat(v.seats, seat);

/** Where a game stands for this browser: {text, kind} (kind: your-turn, won, lost, playing, waiting, over). */
function standing(v, mine) {
  if (v.status === "over" && v.result) {
    const r = v.result;
    const teams = r.winning_team != null && v.seats.length === 4 && v.seats.some((s) => s.team !== s.seat);
    const winners = teams ? v.seats.filter((s) => s.team === r.winning_team).map((s) => s.seat) : (r.ranking ?? []).slice(0, 1);
    if (winners.some((s) => mine.has(s))) return { text: t("mygames.you_won"), kind: "won" };
    const names = [...new Set(winners.map((s) => whoIs(v, s)))];
    return { text: t("mygames.won", { who: listAnd(names) }), kind: mine.size ? "lost" : "over" };
  }
  if (v.status === "playing") {
    if (v.to_move != null && mine.has(v.to_move)) return { text: t("mygames.your_turn"), kind: "your-turn" };
    const status = t("friends.status_playing");
    return {
      text: v.to_move != null ? `${status} · ${t("friends.to_move", { seat: whoIs(v, v.to_move) })}` : status,
      kind: "playing",
    };
  }
  return { text: hasMessage(`friends.status_${v.status}`) ? t(`friends.status_${v.status}`) : v.status, kind: v.status };
}

/** The date a game was created (`created`, seconds since the epoch), in the page's language. */
function createdText(v, g) {
  const ms = v?.created != null ? v.created * 1000 : g?.at;
  if (!ms) return null;
  const d = new Date(ms);
  let text;
  try {
    text = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" }).format(d);
  } catch {
    text = d.toLocaleString();
  }
  return html`<time datetime=${d.toISOString()}>${text}</time>`;
}

/** "Continue": the game in progress this browser plays, its own turn first, newest first. */
function ContinueGame({ mine }) {
  const live = mine.games
    .map((g) => ({ g, v: mine.info[g.id], seats: mySeatsIn(g.id) }))
    .filter(({ v }) => v && v !== "gone" && (v.status === "playing" || v.status === "waiting"))
    .filter(({ g, seats }) => seats.size > 0 || tokensOf(g.id).length > 0);
  if (!live.length) return null;
  const pick = live.find(({ v, seats }) => standing(v, seats).kind === "your-turn") ?? live[0];
  const { g, v, seats } = pick;
  const st = standing(v, seats);
  const rivals = playersOf(v, seats).filter((p) => !p.me);
  return html`<section class="continue" aria-labelledby="continue-h">
    <a class=${`button primary continue-card ${st.kind}`} href=${`/?game=${g.id}`}>
      <span class="continue-label" id="continue-h">${t("continue.heading")}</span>
      <span class="continue-what" id="continue-what"
        >${t("continue.what", { game: presetTitle(v.variant), rivals: listAnd(rivals.map((p) => p.text)) })} · ${st.text}</span
      >
    </a>
  </section>`;
}

/** How many of My games show before "Show all". */
const MY_GAMES_SHOWN = 4;

/**
 * "My games": the games this browser created, joined or watched, newest first: the
 * game, the players (yours marked), where it stands (your turn, who won), the date.
 */
function MyGames({ mine }) {
  const { games, info, forget } = mine;
  const [all, setAll] = useState(false);
  const shown = all ? games : games.slice(0, MY_GAMES_SHOWN);
  return html`<section class=${games.length ? "my-games" : "my-games empty"} aria-labelledby="my-games-h">
    <h2 id="my-games-h">${t("friends.my_games")}</h2>
    ${games.length === 0 && html`<p class="muted">${t("friends.my_games_empty")}</p>`}
    <ul class="games">
      ${shown.map((g) => {
        const v = info[g.id];
        if (v === "gone") {
          return html`<li key=${g.id} class="gone">
            ${t("friends.gone", { id: g.id })}${" "}
            <button type="button" class="small" aria-label=${t("friends.forget_label", { id: g.id })} onClick=${() => forget(g.id)}>
              ${t("friends.forget")}
            </button>
          </li>`;
        }
        if (!v) {
          return html`<li key=${g.id} data-game=${g.id}><a class="game-row" href=${`/?game=${g.id}`}>${g.id}</a></li>`;
        }
        const seats = mySeatsIn(g.id);
        const st = standing(v, seats);
        const waiting = v.status === "waiting";
        return html`<li key=${g.id} data-game=${g.id} class=${st.kind}>
          <a class="game-row" href=${`/?game=${g.id}`}>
            <span class="gr-top">
              <span class="gr-title">
                <span class="gr-game">${presetTitle(v.variant)}</span>
                <span class="gr-meta">${createdText(v, g)}${seats.size === 0 ? html` · ${t(`friends.role_${g.role}`)}` : ""}</span>
              </span>
              <span class=${`gr-state ${st.kind}`}>${st.text}</span>
            </span>
            <span class="gr-players">
              ${playersOf(v, seats).map(
                (p) => html`<span class=${p.me ? "gr-player me" : "gr-player"} key=${p.seat}><${Swatch} seat=${p.seat} />${p.text}</span>`,
              )}
            </span>
          </a>
          ${waiting && createdOf(g.id) && html`<a class="small-link" href=${`/?game=${g.id}`}>${t("friends.invites")}</a>`}
        </li>`;
      })}
    </ul>
    ${games.length > MY_GAMES_SHOWN &&
    html`<button type="button" class="small my-games-all" aria-expanded=${all ? "true" : "false"} onClick=${() => setAll(!all)}>
      ${all ? t("mygames.show_fewer") : t("mygames.show_all", { count: games.length })}
    </button>`}
  </section>`;
}

/**
 * The games as cards: a radio group (native radios: Tab reaches the group, the arrow
 * keys move the choice), each with a small picture of its board, its name, a sentence
 * and the players it takes.
 */
function VariantCards({ info, preset, choose, range }) {
  return html`<fieldset class="variant-cards">
    <legend>${t("lobby.game")}</legend>
    <div class="cards">
      ${info.presets.map((p) => {
        const id = `preset-${p.name}`;
        const about = hasMessage(`lobby.variant.${p.name}`) ? t(`lobby.variant.${p.name}`) : p.description;
        const who = t(teamsDefault(p) ? "lobby.variant_players_teams" : "lobby.variant_players_alone", {
          min: range[0],
          max: range[1],
        });
        return html`<label class=${p.name === preset ? "variant-card selected" : "variant-card"} key=${p.name} for=${id}>
          <input
            type="radio"
            name="preset"
            id=${id}
            value=${p.name}
            checked=${p.name === preset}
            aria-labelledby=${`${id}-name`}
            aria-describedby=${`${id}-about ${id}-who`}
            onChange=${() => choose(p.name)}
          />
          ${presetIcon(p)}
          <span class="variant-text">
            <span class="variant-name" id=${`${id}-name`}>${presetTitle(p.name)}</span>
            <span class="variant-about" id=${`${id}-about`}>${about}</span>
            <span class="variant-who" id=${`${id}-who`}>${who}</span>
          </span>
        </label>`;
      })}
    </div>
    <a class="rules-link" href=${`/rules/${preset}`} target="_blank" rel="noopener"
      >${t("lobby.rules_of", { name: presetTitle(preset) })}</a
    >
  </fieldset>`;
}

/**
 * A tiny picture of the cross-shaped board (19 × 19 squares, as GET /api/layout): each
 * arm three columns of eight squares, its middle column tinted in its seat's colour,
 * and the preset's safe squares: castles (✕), flowers (●), Barjis' marked squares (◆),
 * or none (Chaupar).
 */
export function CrossIcon({ safe, track }) {
  // One arm, drawn for the South arm (bottom) and turned for the others: rows 0 to 7
  // from the centre outwards; the safe squares are the 5th square of each outer column
  // and the far end of the middle column (docs/rules.md §2).
  const arm = (seat) => {
    const out = [];
    for (let col = 0; col < 3; col++) {
      for (let row = 0; row < 8; row++) {
        out.push(html`<rect x=${8 + col} y=${11 + row} width="1" height="1" class=${col === 1 ? "ci-sq ci-home" : "ci-sq"} />`);
      }
    }
    // Barjis' marked squares: the 3rd square from the edge in both outer columns
    // (B-SAFE-SQUARES), none at the end of the middle column.
    const marks =
      safe === "barjis"
        ? [
            [8, 16],
            [10, 16],
          ]
        : [
            [8, 15],
            [10, 15],
            [9, 18],
          ];
    for (const [x, y] of marks) {
      // The marks stand out of their square a little, to be seen at this size.
      const [cx, cy, r] = [x + 0.5, y + 0.5, 0.62];
      if (safe === "barjis") {
        out.push(html`<path d=${`M${cx},${cy - r - 0.1}L${cx + r + 0.1},${cy}L${cx},${cy + r + 0.1}L${cx - r - 0.1},${cy}Z`} class="ci-marked" />`);
      } else if (safe === "castles") {
        out.push(html`<path d=${`M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx + r},${cy - r}L${cx - r},${cy + r}`} class="ci-x" />`);
      } else if (safe === "flowers") {
        out.push(html`<circle cx=${cx} cy=${cy} r=${r + 0.08} class="ci-flower" />`);
      }
    }
    // Seats sit S, E, N, W on the anticlockwise Pachisi track, S, W, N, E on the
    // clockwise Chopat track: turn the South arm by a quarter per seat.
    const turn = (track === "chopat" ? 90 : -90) * seat;
    return html`<g key=${seat} transform=${`rotate(${turn} 9.5 9.5)`} style=${{ "--seat": SEAT_COLOURS[seat] }}>${out}</g>`;
  };
  return html`<svg class="cross-icon" viewBox="-0.5 -0.5 20 20" aria-hidden="true" focusable="false">
    ${[0, 1, 2, 3].map(arm)}
    <rect x="8" y="8" width="3" height="3" class="ci-centre" />
  </svg>`;
}

/**
 * A tiny picture of the boxed Ludo board (15 × 15): the four yards in the seats'
 * colours, the white cross with each seat's home column in its colour, the centre's
 * triangles, and the safe squares: stars (✩) or, on ludopy's board, globes.
 */
export function LudoIcon({ globes = false, ladder = false }) {
  // Seats sit S, W, N, E (clockwise); the yards are the corners beside their arms.
  const yards = [
    [0, 9],
    [0, 0],
    [9, 0],
    [9, 9],
  ];
  const star = (cx, cy, r) => {
    let d = "";
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? r * 0.45 : r;
      d += `${k ? "L" : "M"}${(cx + Math.cos(a) * rr).toFixed(2)},${(cy + Math.sin(a) * rr).toFixed(2)}`;
    }
    return `${d}Z`;
  };
  // One arm drawn for the South arm and turned a quarter per seat (clockwise).
  const arm = (seat) => {
    const out = [];
    for (let col = 0; col < 3; col++) {
      for (let row = 0; row < 6; row++) {
        out.push(html`<rect x=${6 + col} y=${9 + row} width="1" height="1" class=${col === 1 && row < 5 ? "ci-sq ci-home" : "ci-sq"} />`);
      }
    }
    if (ladder) {
      // Petits chevaux: the start is the outer square (6,0), no star; the ladder's
      // sixth square (7,6) and the corner (6,6) lie inside the centre block.
      out.push(html`<rect x="6" y="14" width="1" height="1" class="ci-sq ci-home" />`);
      out.push(html`<rect x="7" y="8" width="1" height="1" class="ci-sq ci-home" />`);
      out.push(html`<rect x="6" y="8" width="1" height="1" class="ci-sq" />`);
    } else {
      // South's start (6,1) and its star (8,2): SVG rows count from the top.
      out.push(html`<rect x="6" y="13" width="1" height="1" class="ci-sq ci-home" />`);
      out.push(
        globes
          ? html`<circle cx="8.5" cy="12.5" r="0.6" class="ci-globe" />`
          : html`<path d=${star(8.5, 12.5, 0.75)} class="ci-star" />`,
      );
    }
    const [yx, yy] = yards[seat];
    return html`<g key=${seat} style=${{ "--seat": SEAT_COLOURS[seat] }}>
      <rect x=${yx} y=${yy} width="6" height="6" class="ci-yard" />
      <rect x=${yx + 1} y=${yy + 1} width="4" height="4" class="ci-yard-box" />
      <g transform=${`rotate(${90 * seat} 7.5 7.5)`}>
        ${out}
        <path d=${ladder ? "M7,8L8,8L7.5,7.5Z" : "M6,9L9,9L7.5,7.5Z"} class="ci-tri" />
      </g>
    </g>`;
  };
  return html`<svg class="cross-icon ludo-icon" viewBox="-0.5 -0.5 16 16" aria-hidden="true" focusable="false">
    ${[0, 1, 2, 3].map(arm)}
  </svg>`;
}

/**
 * A tiny picture of the Parcheesi board (19 × 19): the four nests in the seats'
 * colours (each to the right of its entry space), the white cross with each seat's
 * home path and entry space in its colour, the twelve safety spaces, the centre's
 * triangles.
 */
export function ParcheesiIcon({ parchis = false }) {
  // Parchís' exit squares and seguros lie one square nearer the centre (ES-SAFE).
  const y = parchis ? 14 : 15;
  // Seats sit S, E, N, W (anticlockwise); a nest is the corner to the right of its arm.
  const nests = [
    [11, 11],
    [11, 0],
    [0, 0],
    [0, 11],
  ];
  // One arm drawn for the South arm (SVG rows 11 … 18) and turned a quarter per seat.
  const arm = (seat) => {
    const out = [];
    for (let col = 0; col < 3; col++) {
      for (let row = 0; row < 8; row++) {
        const cls = col === 1 && row < 7 ? "ci-sq ci-home" : "ci-sq";
        out.push(html`<rect x=${8 + col} y=${11 + row} width="1" height="1" class=${cls} />`);
      }
    }
    // Safety spaces: the 4th square from the edge in both outer columns and the end
    // square; the right-hand one (10,3) is the entry space, in the seat's colour.
    out.push(html`<circle cx="8.5" cy=${y + 0.5} r="0.42" class="ci-globe" />`);
    out.push(html`<circle cx="9.5" cy="18.5" r="0.42" class="ci-globe" />`);
    out.push(html`<rect x="10" y=${y} width="1" height="1" class="ci-sq ci-home" />`);
    const [nx, ny] = nests[seat];
    return html`<g key=${seat} style=${{ "--seat": SEAT_COLOURS[seat] }}>
      <rect x=${nx} y=${ny} width="8" height="8" class="ci-yard" />
      <rect x=${nx + 1} y=${ny + 1} width="6" height="6" class="ci-yard-box" />
      <g transform=${`rotate(${-90 * seat} 9.5 9.5)`}>
        ${out}
        <path d="M8,11L11,11L9.5,9.5Z" class="ci-tri" />
      </g>
    </g>`;
  };
  return html`<svg class=${parchis ? "cross-icon ludo-icon parcheesi-icon parchis-icon" : "cross-icon ludo-icon parcheesi-icon"} viewBox="-0.5 -0.5 20 20" aria-hidden="true" focusable="false">
    ${[0, 1, 2, 3].map(arm)}
  </svg>`;
}

/**
 * A tiny picture of the Mensch ärgere Dich nicht board (11 × 11): the round fields of
 * the cross, each seat's start field and four goal fields in its colour, and its four
 * waiting fields in its corner.
 */
export function MenschIcon() {
  const fields = [];
  for (let x = 0; x < 11; x++) {
    for (let y = 0; y < 11; y++) {
      const inCross = (x >= 4 && x <= 6) || (y >= 4 && y <= 6);
      if (inCross && !(x === 5 && y === 5)) fields.push([x, y]);
    }
  }
  // Seats S, W, N, E (clockwise) by a quarter turn of the South arm's fields.
  const turn = ([x, y], k) => {
    for (let i = 0; i < k; i++) [x, y] = [10 - y, x];
    return [x, y];
  };
  const seatFields = (k) => ({
    start: turn([4, 10], k),
    goal: [1, 2, 3, 4].map((d) => turn([5, 10 - d], k)),
    yard: [[0, 9], [1, 9], [0, 10], [1, 10]].map((p) => turn(p, k)),
  });
  const key = ([x, y]) => `${x},${y}`;
  const colour = new Map();
  const seats = [0, 1, 2, 3].map(seatFields);
  seats.forEach((f, k) => {
    colour.set(key(f.start), SEAT_COLOURS[k]);
    for (const p of f.goal) colour.set(key(p), SEAT_COLOURS[k]);
  });
  return html`<svg class="cross-icon mensch-icon" viewBox="-0.6 -0.6 11.2 11.2" aria-hidden="true" focusable="false">
    ${fields.map(([x, y]) => html`<circle cx=${x} cy=${y} r="0.44" class="ci-field" style=${colour.has(key([x, y])) ? { fill: colour.get(key([x, y])) } : {}} />`)}
    ${seats.flatMap((f, k) => f.yard.map(([x, y]) => html`<circle cx=${x} cy=${y} r="0.44" class="ci-field ci-yard-field" style=${{ fill: SEAT_COLOURS[k] }} />`))}
  </svg>`;
}

/**
 * A tiny picture of Yut Nori's board: the square and its two diagonals, the 29
 * stations (the corners and the centre larger, station 0 at the bottom right in red),
 * on the 31 × 31 grid of docs/rules.md §21.1 (y turned to grow downwards).
 */
export function YutIcon() {
  const pts = [];
  for (let k = 0; k < 30; k += 6) pts.push([30, 30 - k], [30 - k, 0], [0, k], [k, 30]);
  for (const d of [5, 10, 20, 25]) pts.push([d, d], [d, 30 - d]);
  pts.push([15, 15]);
  const big = (x, y) => (x % 30 === 0 && y % 30 === 0) || (x === 15 && y === 15);
  return html`<svg class="cross-icon yut-icon" viewBox="-3 -3 36 36" aria-hidden="true" focusable="false">
    <rect x="-3" y="-3" width="36" height="36" rx="2" class="ci-bg" />
    <path d="M0,0H30V30H0ZM0,0L30,30M30,0L0,30" class="ci-line" />
    ${pts.map(
      ([x, y]) =>
        html`<circle cx=${x} cy=${y} r=${x === 30 && y === 30 ? 3 : big(x, y) ? 2.6 : 1.8} class=${x === 30 && y === 30 ? "ci-start" : big(x, y) ? "ci-big" : "ci-station"} />`,
    )}
  </svg>`;
}

/**
 * A tiny picture of Sorry!'s board: the square loop of 15 squares a side, each side's
 * two slides and safety zone in its seat's colour, the Start and Home circles.
 */
export function SorryIcon() {
  const cells = [];
  for (let i = 0; i < 16; i++) cells.push([i, 0], [i, 15], [0, i], [15, i]);
  // Seats S, W, N, E (clockwise): South's pieces of the picture turned a quarter each.
  const turn = ([x, y], k) => {
    for (let i = 0; i < k; i++) [x, y] = [15 - y, x];
    return [x, y];
  };
  const sides = [0, 1, 2, 3].map((k) => ({
    slides: [
      [turn([14, 15], k), turn([11, 15], k)],
      [turn([6, 15], k), turn([2, 15], k)],
    ],
    safety: [1, 2, 3, 4, 5].map((d) => turn([13, 15 - d], k)),
    start: turn([11, 13.1], k),
    home: turn([13, 9], k),
  }));
  return html`<svg class="cross-icon sorry-icon" viewBox="-0.6 -0.6 17.2 17.2" aria-hidden="true" focusable="false">
    <rect x="-0.5" y="-0.5" width="17" height="17" rx="0.6" class="ci-bg" />
    ${cells.map(([x, y]) => html`<rect x=${x} y=${y} width="1" height="1" class="ci-cell" />`)}
    ${sides.map(
      (f, k) => html`<g key=${k}>
        ${f.safety.map(([x, y]) => html`<rect x=${x} y=${y} width="1" height="1" style=${{ fill: SEAT_COLOURS[k] }} />`)}
        ${f.slides.map(
          ([[x0, y0], [x1, y1]]) => html`<line x1=${x0 + 0.5} y1=${y0 + 0.5} x2=${x1 + 0.5} y2=${y1 + 0.5} style=${{ stroke: SEAT_COLOURS[k], strokeWidth: 0.55, strokeLinecap: "round" }} />`,
        )}
        <circle cx=${f.start[0] + 0.5} cy=${f.start[1] + 0.5} r="1.3" style=${{ fill: SEAT_COLOURS[k], opacity: 0.85 }} />
        <circle cx=${f.home[0] + 0.5} cy=${f.home[1] + 0.5} r="1.1" style=${{ fill: "#fff", stroke: SEAT_COLOURS[k], strokeWidth: 0.45 }} />
      </g>`,
    )}
  </svg>`;
}

/** A game's house rules as switches (the same choices as in "All options"). */
function HouseRules({ info, keys, preset, chosen, setChosen }) {
  // A key is an option that is true or false, `key:value` (a switch that sets value, else
  // the option's other value), or an option of several values (a choice).
  const options = keys
    .map((k) => {
      const [key, on] = k.split(":");
      const o = info.options.find((x) => x.key === key);
      return o && { ...o, on };
    })
    .filter(Boolean);
  if (!options.length) return null;
  const set = (key, v) => setChosen((old) => ({ ...old, [key]: v }));
  return html`<fieldset class="house-rules">
    <legend>${t("lobby.house_rules")}</legend>
    ${options.map((o) => {
      const value = chosen[o.key] ?? o.defaults[preset];
      const id = `house-${o.key}`;
      const c = controlOf(o.allowed);
      const help = html`<small id=${`${id}-help`} class="muted">${optionMeaning(o.key, o.meaning)} (${ruleRef(o.rule)})</small>`;
      if (o.on) {
        const off = (c.values ?? []).find((v) => v !== o.on) ?? o.defaults[preset];
        return html`<div class="house-rule" key=${o.key}>
          <label class="inline check" for=${id}
            ><input
              type="checkbox"
              id=${id}
              checked=${value === o.on}
              aria-describedby=${`${id}-help`}
              onChange=${(e) => set(o.key, e.currentTarget.checked ? o.on : off)}
            />
            ${hasMessage(`house.${o.key}.${o.on}`) ? t(`house.${o.key}.${o.on}`) : `${o.key} = ${o.on}`}</label
          >
          ${help}
        </div>`;
      }
      if (c.kind === "choice" && !(c.values.length === 2 && c.values.includes("true"))) {
        return html`<div class="house-rule" key=${o.key}>
          <label for=${id}>${hasMessage(`option.${o.key}`) ? t(`option.${o.key}`) : o.key}</label>
          <select id=${id} value=${value} aria-describedby=${`${id}-help`} onChange=${(e) => set(o.key, e.currentTarget.value)}>
            ${c.values.map((v) => html`<option value=${v}>${optionValue(o.key, v)}</option>`)}
          </select>
          ${help}
        </div>`;
      }
      return html`<div class="house-rule" key=${o.key}>
        <label class="inline check" for=${id}
          ><input
            type="checkbox"
            id=${id}
            checked=${value === "true"}
            aria-describedby=${`${id}-help`}
            onChange=${(e) => setChosen((old) => ({ ...old, [o.key]: e.currentTarget.checked ? "true" : "false" }))}
          />
          ${hasMessage(`option.${o.key}`) ? t(`option.${o.key}`) : o.key}</label
        >
        <small id=${`${id}-help`} class="muted">${optionMeaning(o.key, o.meaning)} (${ruleRef(o.rule)})</small>
      </div>`;
    })}
  </fieldset>`;
}

/**
 * Who plays each colour, in words: "Red — you", "Green — a friend (invite link)",
 * "Yellow — bot, medium: …", with the control that changes it; partners in a team
 * game, and the two colours of each player in a two-player game on the Pachisi track.
 */
function SeatRows({ players, track, twoColours, teams, seats, levels, name, chooseSeat }) {
  const colours = playerSeats(players, track, twoColours);
  const firstHuman = seats.slice(0, players).indexOf("human");
  const words = (i) => {
    const seat = html`<strong>${listAnd(colours[i].map(seatName))}</strong>`;
    const value = seats[i];
    if (value === "human" && i === firstHuman) {
      return name ? tx("lobby.seat_words_you_named", { seat, name }) : tx("lobby.seat_words_you", { seat });
    }
    if (value === "human") return tx("lobby.seat_words_friend", { seat });
    const level = value.replace(/^bot:/, "");
    return tx("lobby.seat_words_bot", { seat, level: levelName(level), about: html`<span class="seat-about">${levelWords(level)}</span>` });
  };
  return html`<fieldset class="seats">
    <legend>${t("lobby.seats_who")}</legend>
    ${colours.map(
      (cs, i) => html`<div class="seat-row" key=${i}>
        <span class="seat-swatches">${cs.map((s) => html`<${Swatch} seat=${s} key=${s} />`)}</span>
        <label for=${`seat-${i}`} class="seat-words">${words(i)}</label>
        <select id=${`seat-${i}`} value=${seats[i]} onChange=${(e) => chooseSeat(i, e.currentTarget.value)}>
          <option value="human">${t("lobby.seat_person")}</option>
          ${levels.map((l) => html`<option value=${`bot:${l}`}>${t("lobby.seat_bot", { level: levelName(l) })}</option>`)}
        </select>
      </div>`,
    )}
    ${teams &&
    html`<p class="seats-note teams-note">
      ${t("lobby.partners", { a: listAnd([seatName(0), seatName(2)]), b: listAnd([seatName(1), seatName(3)]) })}
    </p>`}
    ${colours.some((cs) => cs.length > 1) && html`<p class="seats-note">${t("lobby.two_colours")}</p>`}
    <p class="seats-note muted">${t("lobby.seats_help")}</p>
  </fieldset>`;
}

/** "All options": every option of the catalogue as a labelled control, grouped by rule. */
function OptionsPanel({ info, preset, track, chosen, setChosen }) {
  const groups = new Map(GROUPS.map((g) => [g, []]));
  for (const o of info.options) {
    if (OWN_CONTROLS.has(o.key)) continue;
    // A Sorry! game takes only its own options and a few of every game's.
    if (track === "sorry" && groupOf(o.rule) !== "sorry" && !SORRY_SHARED.has(o.key)) continue;
    // And a Yut Nori game its own and a few of every game's.
    if (track === "yut" && groupOf(o.rule) !== "yut" && !YUT_SHARED.has(o.key)) continue;
    groups.get(groupOf(o.rule)).push(o);
  }
  if (track !== "ludo") groups.delete("ludo");
  if (track !== "mensch") groups.delete("mensch");
  if (track !== "chevaux") groups.delete("chevaux");
  // Parqués plays on Parchís' board with Parcheesi's and Parchís' switches (Q-BOARD).
  if (!["parcheesi", "parchis", "parques"].includes(track)) groups.delete("parcheesi");
  if (track !== "parchis" && track !== "parques") groups.delete("parchis");
  if (track !== "barjis") groups.delete("barjis");
  if (track !== "parques") groups.delete("parques");
  if (track !== "sorry") groups.delete("sorry");
  if (track !== "yut") groups.delete("yut");
  // Their board is the Pachisi track's, but Pachisi's own rules (P-…) are not theirs.
  if (track === "parcheesi" || track === "parchis" || track === "parques") groups.delete("pachisi");
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
      ${values.map((v) => html`<option value=${v}>${v === def ? t("lobby.option_default", { value: optionValue(o.key, v) }) : optionValue(o.key, v)}</option>`)}
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
      <span class="option-key"><code>${o.key}</code> · ${ruleRef(o.rule)}</span>
    </label>
    ${control}
    <small id=${help} class="option-help"
      >${optionMeaning(o.key, o.meaning)}${c.kind === "text" || c.kind === "number" ? html`<br />${t("lobby.option_allowed", { allowed: optionAllowed(o.key, o.allowed) })}` : ""}</small
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
    ${seen.size > 0 && html`<${LocalLinksNote} url=${g.spectate} />`}
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
    <details class="fairness">
      <summary>${t("created.fairness")}</summary>
      <p class="fairness-help">${t("created.fairness_help")}</p>
      <p class="small-print">${tx("created.commitment", { commitment: html`<code>${g.commitment}</code>` })}</p>
    </details>`;
}

/** A loopback address: 127.x.x.x, localhost, ::1 (as URL.hostname writes it, "[::1]"). */
export const isLoopback = (host) => /^(127(\.\d{1,3}){3}|localhost|\[?::1\]?)$/i.test(String(host ?? "").replace(/\.$/, ""));

/**
 * Invite links that name this computer (the server listens on loopback only, the
 * default of `pachisi serve`) reach nobody else: say so, and how to fix it
 * (docs/security.md: `--addr 0.0.0.0:8080` on a home network, a proxy on the internet).
 */
function LocalLinksNote({ url }) {
  let host = location.hostname;
  try {
    host = new URL(url).hostname;
  } catch {
    // no link: the page's own host
  }
  if (!isLoopback(host)) return null;
  return html`<div class="local-links" role="note">
    <p><strong>${t("created.local_title")}</strong></p>
    <p>${tx("created.local_fix", { command: html`<code>pachisi serve --addr 0.0.0.0:8080</code>` })}</p>
    <p>${tx("created.local_internet", { docs: html`<code>docs/security.md</code>` })}</p>
  </div>`;
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
