// A player's profile (/u/NAME) and the leaderboards (/leaderboard): name, member
// since, games per preset, each rating with its history as a small inline SVG, recent
// games with links to their replay and review; on one's own profile, the account's
// settings (change password, export, delete). Data: GET /api/users/NAME and
// GET /api/leaderboard (docs/api.md, "Accounts and ratings").

import { html, useState, useEffect } from "./ui.js";
import { api } from "./api.js";
import { t, hasMessage, formatNumber } from "./strings.js";
import { signedIn, loadAccount } from "./account.js";
import { ProfileActions } from "./social.js";

const presetTitle = (name) => (hasMessage(`rules.name.${name}`) ? t(`rules.name.${name}`) : name);
const day = (secs) => new Date(secs * 1000).toLocaleDateString(document.documentElement.lang || undefined);
const shown = (x) => formatNumber(Math.round(x * 10) / 10);

/** What a rating is for: "Ludo, 2 players" (teams said when they are on). */
function ratingTitle(r) {
  return t(r.teams ? "profile.rating_for_teams" : "profile.rating_for", { preset: presetTitle(r.preset), players: r.players });
}

/**
 * A shown rating (1500 + 48 (μ − 3σ), docs/api.md): a whole number without grouping
 * (as chess ratings are written), "1500?" while provisional.
 */
export const ratingText = (rating, provisional) => `${Math.round(rating)}${provisional ? "?" : ""}`;
/** The shown rating of a (μ, σ), as the server computes it (ratings.rs, `shown`). */
export const shownRating = (mu, sigma) => 1500 + 48 * (mu - 3 * sigma);

/**
 * The rating after each rated game (from 1500 before the first) as a line, with its
 * axes labelled: the rating (lowest and highest) up the side, rated games along.
 */
function HistoryGraph({ history }) {
  const values = [1500, ...history.map((h) => h.rating ?? shownRating(h.mu, h.sigma))];
  const w = 280;
  const hgt = 96;
  const [left, right, top, bottom] = [44, 8, 8, 26];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i) => left + (i * (w - left - right)) / Math.max(1, values.length - 1);
  const y = (v) => hgt - bottom - ((v - lo) / span) * (hgt - top - bottom);
  const pts = values.map((v, i) => [x(i), y(v)]);
  const label = t("profile.graph_label", { games: history.length, from: ratingText(values[0]), to: ratingText(values.at(-1)) });
  return html`<svg class="rating-graph" viewBox=${`0 0 ${w} ${hgt}`} width=${w} height=${hgt} role="img" aria-label=${label}>
    <g class="axes" stroke="currentColor" stroke-width="1" opacity="0.5">
      <line x1=${left} y1=${top} x2=${left} y2=${hgt - bottom} />
      <line x1=${left} y1=${hgt - bottom} x2=${w - right} y2=${hgt - bottom} />
    </g>
    <g class="axis-labels" font-size="10" fill="currentColor">
      <text x=${left - 4} y=${y(hi) + 4} text-anchor="end">${ratingText(hi)}</text>
      ${hi !== lo && html`<text x=${left - 4} y=${y(lo) + 4} text-anchor="end">${ratingText(lo)}</text>`}
      <text x=${left} y=${hgt - bottom + 11} text-anchor="middle">0</text>
      <text x=${w - right} y=${hgt - bottom + 11} text-anchor="end">${formatNumber(history.length)}</text>
      <text x=${(left + w - right) / 2} y=${hgt - 2} text-anchor="middle">${t("profile.graph_games")}</text>
      <text x="10" y=${(top + hgt - bottom) / 2} text-anchor="middle" transform=${`rotate(-90 10 ${(top + hgt - bottom) / 2})`}>${t("profile.graph_rating")}</text>
    </g>
    <polyline points=${pts.map((p) => p.join(",")).join(" ")} fill="none" stroke="currentColor" stroke-width="2" />
    ${pts.map(([cx, cy]) => html`<circle cx=${cx} cy=${cy} r="3" fill="currentColor" />`)}
  </svg>`;
}

/**
 * The game-over screen's line for a rated game: the signed-in player's rating before
 * and after it ("Your rating: 1500? → 1604?"), from their profile's history; asked
 * again a few times while the server settles the game.
 */
export function RatingChange({ gameId }) {
  const [change, setChange] = useState(null);
  useEffect(() => {
    let stop = false;
    const ask = async (tries) => {
      await loadAccount();
      const me = signedIn();
      if (!me || stop) return;
      const p = await api("GET", `/api/users/${encodeURIComponent(me.name)}`).catch(() => null);
      for (const r of p?.ratings ?? []) {
        const i = r.history.findIndex((h) => h.game === gameId);
        if (i < 0) continue;
        const at = (k) => (k < 0 ? 1500 : (r.history[k].rating ?? shownRating(r.history[k].mu, r.history[k].sigma)));
        // Provisional until 10 rated games: after game k + 1.
        if (!stop) setChange({ before: ratingText(at(i - 1), i < 10), after: ratingText(at(i), i + 1 < 10) });
        return;
      }
      if (tries > 0 && !stop) setTimeout(() => ask(tries - 1), 1000);
    };
    ask(5);
    return () => (stop = true);
  }, [gameId]);
  return change && html`<p class="over-rating">${t("over.rating_change", change)}</p>`;
}

/** Where a player finished in a game: "1st of 2", or how it ended. */
function outcome(g) {
  if (!g.finished) return t("profile.playing");
  const result = g.result;
  const ranking = result?.ranking;
  // A rated game that ended before anyone's own decision is aborted for the ratings
  // (its `unrated` starts with "aborted:"): no result, as an aborted game.
  if (!ranking || g.unrated?.startsWith("aborted:")) return t("profile.no_result");
  // Places are of sides, not seats: partners (seats 0 and 2, 1 and 3) share a side,
  // and so do the two colours of one player in a 2-player game on four seats.
  const sides = result.winning_team != null || ranking.length > (g.players ?? ranking.length);
  const sideOf = (s) => (sides ? s % 2 : s);
  const order = [...new Set(ranking.map(sideOf))];
  // The winning team is first even if a seat of the other team finished first.
  if (result.winning_team != null) order.sort((a, b) => (b === result.winning_team) - (a === result.winning_team));
  const place = Math.min(...g.you.map((s) => order.indexOf(sideOf(s))).filter((i) => i >= 0)) + 1;
  return t("profile.place", { place, of: order.length });
}

function Opponents({ g }) {
  const others = g.seats.filter((s) => !g.you.includes(s.seat));
  const names = [...new Set(others.map((s) => s.account ?? s.name ?? (s.kind === "bot" ? t("profile.bot") : t("profile.guest"))))];
  return names.map((n, i) => {
    const account = others.find((s) => s.account === n);
    return html`${i > 0 ? ", " : ""}${account ? html`<a href=${`/u/${encodeURIComponent(n)}`}>${n}</a>` : n}`;
  });
}

/** A password form of the account's settings: labelled inputs, the error in place. */
function PasswordForm({ name, kind, onDone }) {
  const [password, setPassword] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const change = kind === "change";
  const id = `settings-${kind}`;
  const submit = async (e) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      if (change) {
        await api("POST", "/api/account/password", { password, new_password: next });
        onDone(t("profile.password_changed"));
      } else {
        await api("POST", "/api/account/delete", { password });
        location.assign("/");
      }
    } catch (err) {
      setError(err.message);
      setBusy(false);
    }
  };
  return html`<form class=${`settings-form ${kind}-form`} onSubmit=${submit} aria-labelledby=${`${id}-h`}>
    <h3 id=${`${id}-h`}>${t(change ? "profile.change_password" : "profile.delete")}</h3>
    ${!change && html`<p class="hint">${t("profile.delete_warning")}</p>`}
    <input type="text" name="username" autocomplete="username" value=${name} readonly hidden />
    <label for=${`${id}-password`}>${t("profile.current_password")}</label>
    <input id=${`${id}-password`} type="password" name="password" autocomplete="current-password" required maxlength="128"
      aria-invalid=${error ? "true" : "false"} aria-describedby=${error ? `${id}-error` : undefined}
      value=${password} onInput=${(e) => setPassword(e.currentTarget.value)} />
    ${change && html`<label for=${`${id}-new`}>${t("profile.new_password")}</label>
      <input id=${`${id}-new`} type="password" name="new-password" autocomplete="new-password" required minlength="8" maxlength="128"
        value=${next} onInput=${(e) => setNext(e.currentTarget.value)} />`}
    ${error && html`<p class="error" id=${`${id}-error`} role="alert">${error}</p>`}
    <p class="dialog-buttons">
      <button type="button" class="settings-cancel" onClick=${() => onDone("")}>${t("account.cancel")}</button>
      <button type="submit" class=${change ? "primary settings-submit" : "danger settings-submit"} disabled=${busy}>
        ${t(change ? "profile.change_password" : "profile.delete_confirm")}
      </button>
    </p>
  </form>`;
}

function Settings({ name }) {
  const [message, setMessage] = useState("");
  const [open, setOpen] = useState(null); // "change" or "delete"
  const done = (m) => {
    setMessage(m);
    setOpen(null);
  };
  return html`<section class="account-settings" aria-labelledby="settings-h">
    <h2 id="settings-h">${t("profile.settings")}</h2>
    <p class="dialog-buttons">
      <button type="button" class="change-password" aria-expanded=${open === "change" ? "true" : "false"} onClick=${() => setOpen(open === "change" ? null : "change")}>${t("profile.change_password")}</button>
      <a class="button export" href="/api/account/export" download=${`pachisi-account-${name}.json`}>${t("profile.export")}</a>
      <button type="button" class="danger delete-account" aria-expanded=${open === "delete" ? "true" : "false"} onClick=${() => setOpen(open === "delete" ? null : "delete")}>${t("profile.delete")}</button>
    </p>
    ${open && html`<${PasswordForm} key=${open} name=${name} kind=${open} onDone=${done} />`}
    ${message && html`<p role="status">${message}</p>`}
  </section>`;
}

export function ProfilePage({ name }) {
  const [p, setP] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("profile.title", { name });
    // Who is signed in decides whether the account's settings show.
    Promise.all([api("GET", `/api/users/${encodeURIComponent(name)}`), loadAccount()]).then(([v]) => setP(v), (e) => setError(e.message));
  }, [name]);
  if (error) return html`<p class="error" role="alert">${error}</p>`;
  if (!p) return html`<p>${t("app.loading")}</p>`;
  const mine = signedIn()?.name === p.name;
  const presets = Object.entries(p.games);
  return html`<section class="profile">
    <h2 class="profile-name">${p.name}</h2>
    <p class="member-since">${t("profile.member_since", { date: day(p.created) })}</p>
    ${!mine && html`<${ProfileActions} name=${p.name} />`}
    <h3>${t("profile.games")}</h3>
    ${presets.length
      ? html`<ul class="games-per-preset">${presets.map(([preset, n]) => html`<li>${t("profile.games_of", { preset: presetTitle(preset), games: n })}</li>`)}</ul>`
      : html`<p>${t("profile.no_games")}</p>`}
    <h3>${t("profile.ratings")}</h3>
    ${p.ratings.length
      ? html`<ul class="ratings">${p.ratings.map(
          (r) => html`<li class="rating" data-preset=${r.preset}>
            <strong>${ratingTitle(r)}</strong>${": "}<span class="rating-value">${ratingText(r.rating, r.provisional)}</span>
            ${r.provisional && html` <span class="provisional" title=${t("profile.provisional_why")}>${t("profile.provisional")}</span>`}
            <span class="rating-detail"> (μ ${shown(r.mu)}, σ ${shown(r.sigma)}; ${t("profile.rated_games", { games: r.games })})</span>
            <br /><${HistoryGraph} history=${r.history} />
            <a href=${`/leaderboard?preset=${r.preset}&players=${r.players}`}>${t("account.leaderboard")}</a>
          </li>`,
        )}</ul>`
      : html`<p>${t("profile.no_ratings")}</p>`}
    <h3>${t("profile.recent")}</h3>
    ${p.recent.length
      ? html`<ul class="recent-games">${p.recent.map(
          (g) => html`<li class="recent-game" data-game=${g.game}>
            ${presetTitle(g.variant)} · ${day(g.created)} · ${outcome(g)}${g.rated ? (g.finished && g.unrated ? html` · <span class="unrated-mark" title=${g.unrated}>${t("profile.unrated")}</span>` : html` · <span class="rated-mark">${t("profile.rated")}</span>`) : ""}${" · "}${t("profile.against")}${" "}<${Opponents} g=${g} />${" · "}<a href=${`/replay?game=${g.game}`}>${t("footer.replay")}</a>
            ${g.finished && html` · <a href=${`/replay?game=${g.game}&analyse=1`}>${t("over.analyse")}</a>`}
          </li>`,
        )}</ul>`
      : html`<p>${t("profile.no_games")}</p>`}
    ${mine && html`<${Settings} name=${p.name} />`}
  </section>`;
}

/** Which leaderboard: the presets this server offers and 2 to 4 players. */
function BoardChooser({ preset, players }) {
  const [presets, setPresets] = useState([preset]);
  useEffect(() => {
    api("GET", "/api/variants").then((v) => setPresets(v.presets.map((p) => p.name)), () => null);
  }, []);
  const go = (p, n) => location.assign(`/leaderboard?preset=${encodeURIComponent(p)}&players=${n}`);
  return html`<p class="board-chooser">
    <label>${t("leaderboard.preset")}${" "}<select class="choose-preset" onChange=${(e) => go(e.currentTarget.value, players)}>
      ${presets.map((p) => html`<option value=${p} selected=${p === preset}>${presetTitle(p)}</option>`)}
    </select></label>${" "}
    <label>${t("leaderboard.players")}${" "}<select class="choose-players" onChange=${(e) => go(preset, e.currentTarget.value)}>
      ${[2, 3, 4].map((n) => html`<option value=${n} selected=${n === players}>${n}</option>`)}
    </select></label>
  </p>`;
}

export function LeaderboardPage({ preset, players }) {
  const [board, setBoard] = useState(null);
  const [error, setError] = useState("");
  const chosen = preset || "pachisi";
  const count = Number(players) || 2;
  useEffect(() => {
    document.title = t("leaderboard.title");
    api("GET", `/api/leaderboard?preset=${encodeURIComponent(chosen)}&players=${count}`).then(setBoard, (e) => setError(e.message));
  }, [chosen, count]);
  if (error) return html`<p class="error" role="alert">${error}</p>`;
  if (!board) return html`<p>${t("app.loading")}</p>`;
  return html`<section class="leaderboard">
    <h2>${t("leaderboard.heading", { preset: presetTitle(board.preset), players: board.players })}</h2>
    <${BoardChooser} preset=${board.preset} players=${board.players} />
    <p class="hint">${t("leaderboard.how")}</p>
    ${board.players_listed.length
      ? html`<ol class="leaders">${board.players_listed.map(
          (r) => html`<li><a href=${`/u/${encodeURIComponent(r.name)}`}>${r.name}</a> — ${ratingText(r.rating, r.provisional)}${r.provisional ? html` <span class="provisional">${t("profile.provisional")}</span>` : ""}</li>`,
        )}</ol>`
      : html`<p>${t("leaderboard.empty")}</p>`}
  </section>`;
}
