// The browser app's entry: routes the address to a screen and renders it into #app.
//   /            the lobby (web/lobby.js)
//   /?game=ID    a game (web/game.js); `&token=…` from an invite link is kept in
//                this browser and taken out of the address bar
//   /replay      the replay page (web/replay.js), `?game=ID` for a game's record
//   /rules/P     how to play preset P (web/rules.js), `?set=key%3Dvalue…` for a game's options
//   /learn       the first-game lesson (web/learn.js)
//   /u/NAME      a player's profile; /leaderboard?preset=P&players=N (web/profile.js)

import { html, render, applySpeed } from "./ui.js";
import { addToken } from "./api.js";
import { t, LOCALE, DIR, LANGUAGES, switchLanguage } from "./strings.js";
import { LobbyPage } from "./lobby.js";
import { GamePage } from "./game.js";
import { ReplayPage } from "./replay.js";
import { RulesPage } from "./rules.js";
import { LearnPage } from "./learn.js";
import { mountAccountBar } from "./account.js";
import { ProfilePage, LeaderboardPage } from "./profile.js";
import { mountNotices } from "./social.js";

// A language in a script of the page's own fonts (web/fonts.css) waits for its two faces
// (at most a second and a half) before any text is laid out, so that a slow machine does
// not show its first screen in boxes while the files arrive (web/fonts.js reshapes the
// text in any case once they do).
const SCRIPT_FONT = { hi: ["Noto Sans Devanagari", "हिन्दी"], gu: ["Noto Sans Gujarati", "ગુજરાતી"] }[LOCALE];
if (SCRIPT_FONT && document.fonts?.load) {
  const [family, sample] = SCRIPT_FONT;
  const faces = Promise.all([400, 700].map((w) => document.fonts.load(`${w} 1em "${family}"`, sample)));
  await Promise.race([faces.catch(() => {}), new Promise((done) => setTimeout(done, 1500))]);
}

// The static texts of index.html (marked data-t, data-t-aria-label), from the catalogue.
for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
for (const e of document.querySelectorAll("[data-t-aria-label]")) e.setAttribute("aria-label", t(e.dataset.tAriaLabel));
document.documentElement.lang = LOCALE;
document.documentElement.dir = DIR;
document.title = t("app.name");

// The language switcher, in the header of every page: the languages by their own
// names; choosing one reloads the page in it (web/strings.js switchLanguage).
function languageSwitcher() {
  const header = document.querySelector("header");
  if (!header || header.querySelector("#lang")) return;
  const label = document.createElement("label");
  label.className = "lang";
  const name = document.createElement("span");
  name.className = "sr-only";
  name.textContent = t("lang.label");
  const select = document.createElement("select");
  select.id = "lang";
  for (const l of LANGUAGES) {
    const o = document.createElement("option");
    o.value = l.code;
    o.lang = l.code;
    o.textContent = l.name;
    o.selected = l.code === LOCALE;
    select.append(o);
  }
  select.addEventListener("change", () => switchLanguage(select.value));
  label.append(name, select);
  header.append(label);
}
languageSwitcher();
applySpeed();
mountAccountBar();
mountNotices();

function route() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  if (location.pathname === "/replay") return html`<${ReplayPage} gameId=${game} />`;
  if (/^\/learn\/?$/.test(location.pathname)) return html`<${LearnPage} />`;
  const user = /^\/u\/([\w-]+)\/?$/.exec(location.pathname);
  if (user) return html`<${ProfilePage} name=${user[1]} />`;
  if (/^\/leaderboard\/?$/.test(location.pathname)) return html`<${LeaderboardPage} preset=${params.get("preset")} players=${params.get("players")} />`;
  const rules = /^\/rules\/([\w-]+)\/?$/.exec(location.pathname);
  if (rules) return html`<${RulesPage} preset=${rules[1]} />`;
  if (game) {
    const token = params.get("token");
    if (token) {
      addToken(game, token);
      // Keep the secret out of the address bar and history.
      history.replaceState(null, "", `/?game=${game}`);
    }
    return html`<${GamePage} gameId=${game} />`;
  }
  return html`<${LobbyPage} />`;
}

const app = document.getElementById("app");
app.replaceChildren();
render(route(), app);
