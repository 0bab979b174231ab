// The message catalogues (web/i18n/*.ftl): every language has exactly the English
// catalogue's messages, each with the same placeholders, and every file parses
// completely. No browser: the catalogues are read with the page's own Fluent library.
//
//   cd e2e && node --test i18n-catalogue.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
const { FluentBundle, FluentResource } = await import(`${process.env.PACHISI_WEB_DIR ? process.env.PACHISI_WEB_DIR.replace(/\/$/, "") : "../web"}/vendor/fluent-bundle.module.js`);

// PACHISI_WEB_DIR: check another copy of web/ (as the server's option of that name).
const WEB = process.env.PACHISI_WEB_DIR ? `${process.env.PACHISI_WEB_DIR.replace(/\/$/, "")}/` : fileURLToPath(new URL("../web/", import.meta.url));
const I18N = `${WEB}i18n/`;
// The languages the page offers (LANGUAGES in web/strings.js).
const LANGS = [...readFileSync(`${WEB}strings.js`, "utf8").matchAll(/\{ code: "(\w+)", name: /g)].map((m) => m[1]);

/** The variables a pattern uses ($name), in selectors, variants and placeables. */
function variables(node, out = new Set()) {
  if (node == null || typeof node === "string") return out;
  if (Array.isArray(node)) {
    for (const n of node) variables(n, out);
    return out;
  }
  if (node.type === "var") out.add(node.name);
  if (node.type === "select") {
    variables(node.selector, out);
    for (const v of node.variants) variables(v.value, out);
  }
  if (node.type === "func" || node.type === "term") {
    for (const a of node.args ?? []) variables(a.type === "narg" ? a.value : a, out);
  }
  return out;
}

/** The plural/select variant keys of a pattern's select expressions. */
function selectors(node, out = []) {
  if (Array.isArray(node)) for (const n of node) selectors(n, out);
  else if (node?.type === "select") {
    out.push({ on: node.selector.name, keys: node.variants.map((v) => v.key.name ?? String(v.key.value)), star: node.star });
    for (const v of node.variants) selectors(v.value, out);
  }
  return out;
}

function load(code) {
  const text = readFileSync(`${I18N}${code}.ftl`, "utf8");
  const resource = new FluentResource(text);
  const bundle = new FluentBundle(code, { useIsolating: false });
  const errors = bundle.addResource(resource);
  return { text, resource, bundle, errors };
}

const catalogues = Object.fromEntries(LANGS.map((l) => [l, load(l)]));
const en = catalogues.en;
const enIds = en.resource.body.map((m) => m.id);

test("the catalogue files are exactly the page's languages, English first", () => {
  assert.equal(LANGS[0], "en");
  const files = readdirSync(I18N).filter((f) => f.endsWith(".ftl")).map((f) => f.replace(/\.ftl$/, "")).sort();
  assert.deepEqual(files, [...LANGS].sort());
});

for (const code of LANGS) {
  test(`${code}.ftl parses completely: no junk, no duplicates, no terms or attributes only`, () => {
    const c = catalogues[code];
    assert.deepEqual(c.errors.map((e) => e.message), [], "duplicate messages");
    // A message the parser could not read is dropped silently as junk: count the
    // lines that start a message and compare.
    const starts = c.text.split("\n").filter((l) => /^[a-zA-Z][\w-]*\s*=/.test(l)).map((l) => l.split("=")[0].trim());
    const parsed = new Set(c.resource.body.map((m) => m.id));
    assert.deepEqual(starts.filter((id) => !parsed.has(id)), [], "messages that did not parse");
    assert.equal(starts.length, c.resource.body.length);
    for (const m of c.resource.body) assert.ok(m.value != null, `${code}: ${m.id} has no value`);
  });
}

for (const code of LANGS.filter((l) => l !== "en")) {
  test(`${code}.ftl has exactly the English messages, with the same placeholders`, () => {
    const c = catalogues[code];
    const ids = new Set(c.resource.body.map((m) => m.id));
    assert.deepEqual(enIds.filter((id) => !ids.has(id)), [], `missing in ${code}.ftl`);
    assert.deepEqual([...ids].filter((id) => !enIds.includes(id)), [], `not in en.ftl`);
    const plural = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const m of c.resource.body) {
      const mine = [...variables(m.value)].sort();
      const english = [...variables(en.bundle.getMessage(m.id).value)].sort();
      assert.deepEqual(mine, english, `${code}: placeholders of ${m.id}`);
      // A plural selects on the language's own CLDR categories (and needs `other`).
      for (const s of selectors(m.value)) {
        if (s.on !== "count") continue;
        const cats = s.keys.filter((k) => !/^\d+$/.test(k));
        for (const k of cats) assert.ok(plural.includes(k), `${code}: ${m.id} has [${k}], not a ${code} plural category`);
        assert.ok(s.keys.includes("other"), `${code}: ${m.id} has no [other]`);
      }
    }
  });

  test(`${code}.ftl formats every message without errors`, () => {
    const c = catalogues[code];
    for (const m of c.resource.body) {
      const params = {};
      for (const v of variables(m.value)) params[v] = v === "count" || v === "n" ? 3 : `‹${v}›`;
      for (const count of [0, 1, 2, 5, 21]) {
        if ("count" in params) params.count = count;
        const errors = [];
        const text = c.bundle.formatPattern(m.value, params, errors);
        assert.deepEqual(errors.map(String), [], `${code}: ${m.id}`);
        assert.ok(text.trim().length > 0, `${code}: ${m.id} is empty`);
        assert.doesNotMatch(text, /\{\s*\$/, `${code}: ${m.id} left a placeholder`);
      }
    }
  });
}

test("plurals use the language's CLDR forms, not count == 1", { skip: !LANGS.includes("be") && "no be.ftl" }, () => {
  const fmt = (code, id, count) => {
    const b = catalogues[code].bundle;
    return b.formatPattern(b.getMessage(id).value, { count, marked: 0, up: 1, value: 3, total: 1, policy: "p" }, []);
  };
  // Belarusian: 1 and 21 take one form (one), 2–4 and 22 another (few), 5–20 a third.
  assert.equal(new Intl.PluralRules("be").select(21), "one");
  const be = [1, 2, 5, 21, 22].map((n) => fmt("be", "board-stack", n));
  assert.notEqual(be[0], be[1].replace("2", "1"));
  assert.equal(be[0].replace("1", "21"), be[3]);
  assert.equal(be[1].replace("2", "22"), be[4]);
  assert.notEqual(be[1].replace("2", "5"), be[2]);
  // English: one and other.
  assert.equal(fmt("en", "board-stack", 1), "1 piece here");
  assert.equal(fmt("en", "board-stack", 2), "2 pieces here");
});

test("numbers are written the language's way", { skip: !LANGS.includes("hi") && "no hi.ftl" }, () => {
  const b = catalogues.hi.bundle;
  // Indian grouping (lakh): 1,23,456.
  assert.match(b.formatPattern(b.getMessage("friends-seconds").value, { count: 123456 }, []), /1,23,456/);
  const e = catalogues.en.bundle;
  assert.match(e.formatPattern(e.getMessage("friends-seconds").value, { count: 123456 }, []), /123,456/);
});

test("every fixed key the page's modules look up is in en.ftl", () => {
  const ids = new Set(enIds);
  const missing = [];
  for (const file of readdirSync(WEB).filter((f) => f.endsWith(".js"))) {
    const src = readFileSync(`${WEB}${file}`, "utf8");
    for (const m of src.matchAll(/\b(?:t|tx|hasMessage)\(\s*"([\w.-]+)"/g)) {
      if (!ids.has(m[1].replace(/\./g, "-"))) missing.push(`${file}: ${m[1]}`);
    }
  }
  const html = readFileSync(`${WEB}index.html`, "utf8");
  for (const m of html.matchAll(/data-t(?:-aria-label)?="([\w.-]+)"/g)) {
    if (!ids.has(m[1].replace(/\./g, "-"))) missing.push(`index.html: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});
