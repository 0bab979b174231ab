// The seat tokens this browser holds (localStorage), and the invite link's token kept
// at once. This module imports nothing and awaits nothing, so index.html runs it before
// the app's modules (which wait for the language catalogue): a token in the address
// (`/?game=ID&token=…`) is stored, and taken out of the address bar and history, before
// the page has even finished loading. A player who opens an invite link and goes on at
// once (to a second seat's link, say) keeps the first seat.

/** The seat tokens this browser holds for a game (the seats it plays). */
export function tokensOf(game) {
  try {
    return JSON.parse(localStorage.getItem(`pachisi:tokens:${game}`) || "[]");
  } catch {
    return [];
  }
}

/** Hold one more seat token for a game. */
export function addToken(game, token) {
  const tokens = tokensOf(game);
  if (!tokens.includes(token)) tokens.push(token);
  try {
    localStorage.setItem(`pachisi:tokens:${game}`, JSON.stringify(tokens));
  } catch {
    // Storage refused (private mode, quota): the seat is held for this page only.
  }
}

/** Keep the token of an invite link in the address and take it out of the address. */
export function keepInviteToken() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  const token = params.get("token");
  if (!game || !token) return;
  addToken(game, token);
  params.delete("token");
  params.delete("seat");
  const rest = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}`);
}

keepInviteToken();
