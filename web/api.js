// The server's JSON API and the seat tokens this browser holds (localStorage).

import { t, errorText } from "./strings.js";

/** A JSON request; throws an Error with "code: message" when the server refuses. */
export async function api(method, path, body) {
  const r = await fetch(path, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const v = await r.json().catch(() => ({}));
  if (!r.ok) {
    throw new Error(v.error ? errorText(v.error.code, v.error.message) : t("error.http", { status: r.status }));
  }
  return v;
}

// The seat tokens live in tokens.js (no imports, so that it runs before everything else).
export { tokensOf, addToken } from "./tokens.js";
