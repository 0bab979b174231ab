// Every user-facing string of the page, looked up by key, in the player's language.
//
// The messages are Project Fluent files, one per language: web/i18n/en.ftl (English,
// the reference and the fallback), hi.ftl, gu.ftl, kk.ftl, be.ftl (docs/i18n.md: the
// glossary of each language and how to add one). This module picks the language,
// loads its catalogue before any screen renders (top-level await: every module that
// imports this one runs after it), and formats messages with @fluent/bundle
// (web/vendor/fluent-bundle.module.js), so that plurals follow each language's CLDR
// rules and numbers its Intl.NumberFormat.
//
// Keys stay as the page's modules use them, `lobby.title`, `seat.0`: a key's Fluent
// message id is the key with each `.` read as `-` (`lobby-title`, `seat-0`), and a
// parameter `{count}` is the Fluent variable `$count`.
//
// Rules for messages, so that every language can say them:
// - A message is a whole sentence or label. Never build a sentence from fragments:
//   pass the variable parts as named parameters, `{ $seat }`, `{ $count }`.
// - A message that depends on a number takes it as `$count` (a number) and selects its
//   forms with `{ $count -> [one] … *[other] … }` (the CLDR categories of the language:
//   `zero`, `one`, `two`, `few`, `many`, `other`).
// - Lists of names or values are joined by listAnd / listOr / listPlain below
//   (Intl.ListFormat), not by hand.
// - The server's English texts (log lines, preset descriptions, option meanings, error
//   messages) are not shown as they are: log lines are told from their structured
//   fields (web/game.js logText), the others through optionMeaning, presetDescription
//   and errorText below, with the server's English only where the catalogue has no
//   message.
//
// t(key, params) returns a string; tx(key, params) returns an array of strings and the
// non-string params (elements), for messages with a link or a <code> inside.

import { FluentBundle, FluentResource, FluentNumber } from "./vendor/fluent-bundle.module.js";

/** The languages of the page: code, and its name in itself (the switcher shows it). */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "hi", name: "हिन्दी" },
  { code: "gu", name: "ગુજરાતી" },
  { code: "kk", name: "Қазақша" },
  { code: "be", name: "Беларуская" },
];
const CODES = LANGUAGES.map((l) => l.code);
/** Where the chosen language is remembered (localStorage). */
export const LANG_KEY = "pachisi:lang";

/** The first supported language of a list of BCP 47 tags (`hi-IN` → `hi`), or null. */
export function matchLanguage(tags) {
  for (const tag of tags ?? []) {
    const base = String(tag).toLowerCase().split(/[-_]/)[0];
    if (CODES.includes(base)) return base;
  }
  return null;
}

function stored() {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/**
 * The page's language: `?lang=xx` in the address (forces it, and is remembered), else
 * the one chosen before in this browser, else the first of the browser's languages we
 * have, else English.
 */
function pickLanguage() {
  if (typeof location === "undefined") return "en";
  const forced = matchLanguage([new URLSearchParams(location.search).get("lang") ?? ""]);
  if (forced) {
    try {
      localStorage.setItem(LANG_KEY, forced);
    } catch {
      // Private mode: the address still forces it.
    }
    return forced;
  }
  return matchLanguage([stored() ?? ""]) ?? matchLanguage(navigator.languages ?? [navigator.language]) ?? "en";
}

/** The page's language code (`en`, `hi`, `gu`, `kk`, `be`), for Intl formatters too. */
export const LOCALE = pickLanguage();
/** Text direction of the language (all five are written left to right). */
export const DIR = "ltr";

// Browsers' built-in Intl data may lack a language (Chromium's ICU writes Kazakh numbers
// the English way and has no Belarusian list words, "a, b, and c"): these languages
// borrow the number format of a language that writes numbers the same way (1 234,5),
// and join lists with the catalogue's own words (list-and, list-or).
const NUMBER_LOCALE = { be: "ru", kk: "ru" }[LOCALE] ?? LOCALE;
const LISTS_FROM_CATALOGUE = ["be", "kk"].includes(LOCALE);
const numbers = new Intl.NumberFormat(NUMBER_LOCALE);
/** A number for Fluent: plurals select on its value, placeables show it written the language's way. */
class LocalNumber extends FluentNumber {
  toString() {
    return numbers.format(this.value);
  }
}

async function bundle(code) {
  const r = await fetch(`/web/i18n/${code}.ftl`);
  if (!r.ok) throw new Error(`${code}.ftl: HTTP ${r.status}`);
  // useIsolating: no Unicode isolation marks around placeables (every language here
  // is written left to right; the marks would break copying and tests).
  const b = new FluentBundle(code, { useIsolating: false });
  const errors = b.addResource(new FluentResource(await r.text()));
  for (const e of errors) console.warn(`${code}.ftl: ${e.message}`);
  return b;
}

/** The chosen language's bundle first, then English for any message it lacks. */
const bundles = [];
if (typeof fetch !== "undefined" && typeof location !== "undefined") {
  const codes = LOCALE === "en" ? ["en"] : [LOCALE, "en"];
  const loaded = await Promise.allSettled(codes.map(bundle));
  for (const r of loaded) {
    if (r.status === "fulfilled") bundles.push(r.value);
    else console.error(`cannot load the messages: ${r.reason}`);
  }
}

/** The Fluent message id of a key: `lobby.title` → `lobby-title`. */
export const messageId = (key) => key.replace(/\./g, "-");

/** Fluent arguments from params: numbers stay numbers (plurals, number formatting). */
function args(params) {
  const out = {};
  for (const [k, v] of Object.entries(params)) {
    out[k] = typeof v === "number" ? new LocalNumber(v) : typeof v === "string" ? v : String(v ?? "");
  }
  return out;
}

/** The message of `key` formatted with params, or null when no catalogue has it. */
function format(key, params) {
  const id = messageId(key);
  for (const b of bundles) {
    const m = b.getMessage(id);
    if (m?.value) return b.formatPattern(m.value, args(params), []);
  }
  return null;
}

/** Whether the catalogue has a message for `key`. */
export function hasMessage(key) {
  const id = messageId(key);
  return bundles.some((b) => b.hasMessage(id));
}

/** The message of `key` with its parameters filled from params (the key if unknown). */
export function t(key, params = {}) {
  return format(key, params) ?? key;
}

/**
 * Like t, but params may be elements (e.g. a <code> or a link): returns an array of
 * strings and those elements, in the message's order, for a view to render.
 */
export function tx(key, params = {}) {
  const plain = {};
  const elements = [];
  for (const [k, v] of Object.entries(params)) {
    if (v !== null && typeof v === "object") {
      plain[k] = `\uE000${elements.length}\uE001`;
      elements.push(v);
    } else plain[k] = v;
  }
  const text = format(key, plain) ?? key;
  const out = [];
  for (const part of text.split(/\uE000(\d+)\uE001/)) {
    if (/^\d+$/.test(part) && text.includes(`\uE000${part}\uE001`)) out.push(elements[Number(part)]);
    else if (part) out.push(part);
  }
  return out;
}

/** A seat's name: its colour. */
export function seatName(seat) {
  return seat >= 0 && seat < 4 ? t(`seat.${seat}`) : t("seat.other", { n: seat + 1 });
}

/** A bot level's name (`level.easy`), or the level as the server names it (a spec). */
export function levelName(level) {
  return hasMessage(`level.${level}`) ? t(`level.${level}`) : level;
}

/** What an option does (`meaning.KEY`), or the server's English words for it. */
export function optionMeaning(key, serverWords) {
  return hasMessage(`meaning.${key}`) ? t(`meaning.${key}`) : serverWords;
}

/**
 * An option's value as a person reads it (`value.KEY.VALUE`, e.g. `value.safe_squares.flowers`),
 * or the server's identifier (numbers, lists, values the catalogue lacks).
 */
export function optionValue(key, value) {
  const k = `value.${key}.${value}`;
  return hasMessage(k) ? t(k) : String(value);
}

/** What a free-form option accepts (`allowed.KEY`, ranges as `allowed.range`), or the server's words. */
export function optionAllowed(key, serverWords) {
  if (hasMessage(`allowed.${key}`)) return t(`allowed.${key}`);
  const range = /^(\d+) to (\d+)$/.exec(serverWords.trim());
  return range ? t("allowed.range", { min: Number(range[1]), max: Number(range[2]) }) : serverWords;
}

/** Where an option's rule is written: rule IDs as they are, "§ game length" in words. */
export function ruleRef(rule) {
  return rule === "§ game length" ? t("rules.ref_game_length") : rule;
}

/** A preset in one line (`preset.NAME`), or the server's English description. */
export function presetDescription(name, serverWords) {
  return hasMessage(`preset.${name}`) ? t(`preset.${name}`) : serverWords;
}

/**
 * An error the server sent (`{"code", "message"}`): the catalogue's sentence for its
 * code, with the server's words as the detail; unknown codes as code and message.
 */
export function errorText(code, message) {
  return hasMessage(`error.code.${code}`)
    ? t("error.coded", { text: t(`error.code.${code}`), code, message: message ?? "" })
    : t("error.api", { code, message: message ?? "" });
}

/** A number in the language's way of writing numbers. */
export const formatNumber = (n) => numbers.format(n);

const lists = new Map();
function list(items, type, style = "long") {
  if (LISTS_FROM_CATALOGUE || typeof Intl.ListFormat !== "function") {
    const words = items.map(String);
    if (words.length < 2 || type === "unit") return words.join(", ");
    const first = words.slice(0, -1).join(", ");
    return t(type === "disjunction" ? "list.or" : "list.and", { first, last: words.at(-1) });
  }
  const k = `${type}/${style}`;
  if (!lists.has(k)) lists.set(k, new Intl.ListFormat(LOCALE, { type, style }));
  return lists.get(k).format(items.map(String));
}

/** "Red and Green", "Red, Green and Blue". */
export const listAnd = (items) => list(items, "conjunction");
/** "10 or 25". */
export const listOr = (items) => list(items, "disjunction");
/** "Red 1, Green 2": a plain enumeration. */
export const listPlain = (items) => list(items, "unit", "short");

/**
 * Switch the page to another language: remembered, and the page is loaded again in it
 * (where it was: a game, its seat and everything else are kept by the server and this
 * browser). A `lang` in the address is replaced so that it does not force the old one.
 */
export function switchLanguage(code) {
  if (!CODES.includes(code)) return;
  try {
    localStorage.setItem(LANG_KEY, code);
  } catch {
    // Without storage the address carries the language.
  }
  const url = new URL(location.href);
  if (url.searchParams.has("lang") || stored() !== code) url.searchParams.set("lang", code);
  location.assign(url.toString());
}

/** Yut Nori's throws' Korean names (Y-STICKS), by the server's names: Hangul in every
 * language, beside the catalogue's romanisation. */
export const HANGUL = { do: "도", gae: "개", geol: "걸", yut: "윷", mo: "모", "back-do": "빽도" };

/** The page's own Hangul face (web/fonts.css): Noto Sans CJK KR cut to the names above. */
const HANGUL_FAMILY = "Pachisi Hangul";

let systemHangul = null;
/** Whether the page's Hangul face has loaded. */
function ownHangul() {
  if (!document.fonts) return false;
  for (const f of document.fonts) if (f.family.replace(/["']/g, "") === HANGUL_FAMILY && f.status === "loaded") return true;
  return false;
}
/**
 * Whether this browser draws Hangul: the page's own face has loaded (`loadHangul`), or
 * a system font draws it — a Korean name drawn on a canvas is compared with a character
 * no font has (its box). Neither: Yut Nori's names are shown in the page's letters only.
 * A "no" is asked again at the next call (the face may arrive later); the canvas only once.
 */
export function hangulShown() {
  if (systemHangul == null) {
    try {
      const c = document.createElement("canvas");
      c.width = 40;
      c.height = 24;
      const g = c.getContext("2d");
      const pixels = (text) => {
        g.clearRect(0, 0, 40, 24);
        g.font = "20px sans-serif";
        g.fillText(text, 2, 20);
        return g.getImageData(0, 0, 40, 24).data.join(",");
      };
      systemHangul = pixels("걸") !== pixels("\u{10FFFD}") && pixels("걸") !== pixels("");
    } catch {
      systemHangul = true;
    }
  }
  return systemHangul || ownHangul();
}

/**
 * Fetches the page's Hangul face (a Yut Nori page calls this before it shows the names:
 * the face is in `unicode-range`, so nothing else asks for it before Hangul is on the
 * page), waiting at most `ms`; resolves to `hangulShown()`. A face that fails to load
 * leaves the names in the page's letters, as on a browser without a Korean font.
 */
export async function loadHangul(ms = 1500) {
  if (document.fonts?.load && !ownHangul()) {
    const faces = document.fonts.load(`16px "${HANGUL_FAMILY}"`, Object.values(HANGUL).join(""));
    await Promise.race([faces.catch(() => {}), new Promise((done) => setTimeout(done, ms))]);
  }
  return hangulShown();
}
