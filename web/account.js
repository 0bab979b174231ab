// Accounts (optional; guests play as before): the header's "Sign in" / user name and
// "Sign out", the sign-in and sign-up dialog, the lobby's "Rated" choice, and claiming
// this browser's guest games for a new account (docs/api.md, "Accounts and ratings").
// The session is an HttpOnly cookie: this module never sees it, it asks /api/account.

import { html, render, useState, useRef, useLayoutEffect } from "./ui.js";
import { api, tokensOf } from "./api.js";
import { t } from "./strings.js";
import { myGames } from "./friends.js";

let current = null; // {name, created} when signed in
let wantRated = false;

/** The signed-in account (after `loadAccount`), or null. */
export const signedIn = () => current;

let asked = null;
/** Ask the server who is signed in (once; every caller gets the same answer). */
export function loadAccount() {
  asked ??= api("GET", "/api/account").then(
    (v) => (current = v.account),
    () => (current = null),
  );
  return asked;
}

/** The guest games this browser holds seats of become the account's. */
async function claimGuestGames() {
  const games = myGames()
    .map((g) => g.id)
    .flatMap((id) => tokensOf(id).map((token) => ({ game: id, token })))
    .slice(0, 200);
  if (games.length) await api("POST", "/api/account/claim", { games }).catch(() => null);
}

/** The sign-in / create-account dialog. */
function SignInDialog({ onClose }) {
  const [mode, setMode] = useState("signin");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const box = useRef(null);
  useLayoutEffect(() => {
    const d = box.current;
    if (d && !d.open) d.showModal?.();
    d?.querySelector("input")?.focus();
  }, []);
  const submit = async (e) => {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      await api("POST", mode === "signup" ? "/api/account/signup" : "/api/account/signin", { name: name.trim(), password });
      await claimGuestGames();
      // Load the page again: its WebSocket then carries the session.
      location.reload();
    } catch (err) {
      setError(err.message);
      setBusy(false);
    }
  };
  return html`<dialog class="confirm account-dialog" ref=${box} aria-labelledby="account-title" onCancel=${(ev) => {
    ev.preventDefault();
    onClose();
  }}>
    <form onSubmit=${submit}>
      <h3 id="account-title">${t(mode === "signup" ? "account.signup_title" : "account.signin_title")}</h3>
      <p class="hint">${t("account.optional")}</p>
      <label for="account-name">${t("account.name")}</label>
      <input id="account-name" name="username" autocomplete="username" maxlength="20" required value=${name} onInput=${(e) => setName(e.currentTarget.value)} />
      ${mode === "signup" && html`<p class="hint" id="account-name-rules">${t("account.name_rules")}</p>`}
      <label for="account-password">${t("account.password")}</label>
      <input id="account-password" type="password" name="password" autocomplete=${mode === "signup" ? "new-password" : "current-password"} minlength="8" maxlength="128" required value=${password} onInput=${(e) => setPassword(e.currentTarget.value)} />
      ${error && html`<p class="error" role="alert">${error}</p>`}
      <div class="dialog-buttons">
        <button type="button" class="confirm-no" onClick=${onClose}>${t("account.cancel")}</button>
        <button type="submit" class="primary account-submit" disabled=${busy}>${t(mode === "signup" ? "account.signup" : "account.signin")}</button>
      </div>
      <p>
        <button type="button" class="link account-switch" onClick=${() => setMode(mode === "signup" ? "signin" : "signup")}>
          ${t(mode === "signup" ? "account.have_account" : "account.new_account")}
        </button>
      </p>
    </form>
  </dialog>`;
}

function AccountBar() {
  const [open, setOpen] = useState(false);
  if (current) {
    const signOut = async () => {
      await api("POST", "/api/account/signout", {}).catch(() => null);
      location.reload();
    };
    return html`<a class="account-name" href=${`/u/${encodeURIComponent(current.name)}`}>${current.name}</a>
      <button type="button" class="link account-signout" onClick=${signOut}>${t("account.signout")}</button>`;
  }
  return html`<button type="button" class="link account-signin" onClick=${() => setOpen(true)}>${t("account.signin")}</button>
    ${open && html`<${SignInDialog} onClose=${() => setOpen(false)} />`}`;
}

/** Put the account's place into the page's header (every page). */
export async function mountAccountBar() {
  const header = document.querySelector("header");
  if (!header || header.querySelector(".account-bar")) return;
  // Its styles (kept apart from index.html's list).
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "/web/account.css";
  document.head.append(css);
  const box = document.createElement("span");
  box.className = "account-bar";
  const nav = header.querySelector("nav");
  if (nav) {
    const board = document.createElement("a");
    board.href = "/leaderboard";
    board.className = "nav-leaderboard";
    board.textContent = t("account.leaderboard");
    nav.append(" ", board);
  }
  header.append(box);
  await loadAccount();
  render(html`<${AccountBar} />`, box);
}

/** The lobby's "Rated" choice (friends' tables: every seat a person), when signed in. */
export function RatedChoice() {
  const [on, setOn] = useState(wantRated);
  if (!current) return null;
  return html`<label class="rated-choice">
    <input type="checkbox" checked=${on} onChange=${(e) => {
      wantRated = e.currentTarget.checked;
      setOn(wantRated);
    }} />
    ${t("account.rated")}
  </label>`;
}

/** Whether the player asked for a rated game (and is signed in). */
export const rated = () => wantRated && !!current;
