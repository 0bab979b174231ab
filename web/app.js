// The browser app: lobby, play and replay pages. Plain ES module, no build step.
// The page holds no rules: it shows what the server sends and sends intents back.

import { Board, seatName, SEAT_COLOURS, throwPicture } from "./board.js";

const $ = (sel, root = document) => root.querySelector(sel);
const app = $("#app");
const announcer = $("#announce");

function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c == null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** Replace an element's children with nodes or text, arrays flattened. */
function fill(e, ...children) {
  e.replaceChildren(...children.flat(Infinity).filter((c) => c != null && c !== false && c !== ""));
}

function announce(text) {
  // Re-set the text so that repeated messages are read again.
  announcer.textContent = "";
  setTimeout(() => (announcer.textContent = text), 30);
}

async function api(method, path, body) {
  const r = await fetch(path, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const v = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(v.error ? `${v.error.code}: ${v.error.message}` : `HTTP ${r.status}`);
  return v;
}

// ---------------------------------------------------------------- tokens

function tokensOf(game) {
  try {
    return JSON.parse(localStorage.getItem(`pachisi:tokens:${game}`) || "[]");
  } catch {
    return [];
  }
}

function addToken(game, token) {
  const t = tokensOf(game);
  if (!t.includes(token)) t.push(token);
  localStorage.setItem(`pachisi:tokens:${game}`, JSON.stringify(t));
}

// ---------------------------------------------------------------- settings

const SPEEDS = { normal: 350, fast: 120, off: 0 };
function animSpeed() {
  const saved = localStorage.getItem("pachisi:speed");
  if (saved && saved in SPEEDS) return saved;
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "off" : "normal";
}
function applySpeed() {
  document.documentElement.style.setProperty("--anim", `${SPEEDS[animSpeed()]}ms`);
}
applySpeed();

function speedControl() {
  const sel = h(
    "select",
    {
      id: "speed",
      onchange: (e) => {
        localStorage.setItem("pachisi:speed", e.target.value);
        applySpeed();
      },
    },
    Object.keys(SPEEDS).map((k) => h("option", { value: k, selected: k === animSpeed() }, k)),
  );
  return h("label", { class: "inline" }, "Animation ", sel);
}

function copyButton(text, label = "Copy") {
  return h(
    "button",
    {
      type: "button",
      class: "small",
      onclick: async (e) => {
        try {
          await navigator.clipboard.writeText(text);
          e.target.textContent = "Copied";
          announce("Link copied");
        } catch {
          prompt("Copy this link:", text);
        }
      },
    },
    label,
  );
}

// ---------------------------------------------------------------- lobby

async function lobby() {
  document.title = "Pachisi — new game";
  const info = await api("GET", "/api/variants");
  const presetSel = h(
    "select",
    { id: "preset", name: "preset" },
    info.presets.map((p) => h("option", { value: p.name }, `${p.name} — ${p.description}`)),
  );
  const playersSel = h("select", { id: "players" }, [2, 3, 4].map((n) => h("option", { value: n, selected: n === 4 }, n)));
  const teams = h("input", { type: "checkbox", id: "teams", checked: true });
  const options = h("textarea", {
    id: "options",
    rows: 3,
    placeholder: "one key=value per line, e.g. order=fixed",
    "aria-describedby": "options-help",
  });
  const seatsBox = h("fieldset", { class: "seats" });
  const levels = info.bots.map((b) => b.name);
  function seatRows() {
    const n = Number(playersSel.value);
    const old = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    fill(seatsBox, h("legend", {}, "Players"));
    for (let i = 0; i < n; i++) {
      const sel = h(
        "select",
        { id: `seat-${i}` },
        h("option", { value: "human" }, "Human"),
        levels.map((l) => h("option", { value: `bot:${l}` }, `Bot: ${l}`)),
      );
      sel.value = old[i] ?? (i === 0 ? "human" : "bot:medium");
      seatsBox.append(
        h(
          "div",
          { class: "seat-row" },
          h("span", { class: "swatch", style: `background:${SEAT_COLOURS[i]}` }),
          h("label", { for: `seat-${i}` }, `Player ${i + 1} (${seatName(i)})`),
          sel,
        ),
      );
    }
  }
  playersSel.addEventListener("change", seatRows);
  seatRows();
  const result = h("section", { id: "created", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert" });
  const form = h(
    "form",
    {
      class: "lobby",
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = "";
        const req = {
          preset: presetSel.value,
          players: Number(playersSel.value),
          teams: teams.checked && Number(playersSel.value) === 4,
          options: options.value
            .split(/\n/)
            .map((s) => s.trim())
            .filter(Boolean),
          seats: [...seatsBox.querySelectorAll("select")].map((s) => s.value),
        };
        try {
          const g = await api("POST", "/api/games", req);
          showCreated(result, g);
        } catch (err) {
          error.textContent = err.message;
        }
      },
    },
    h("h2", {}, "New game"),
    h("label", { for: "preset" }, "Game"),
    presetSel,
    h("label", { for: "players" }, "Players"),
    playersSel,
    h("label", { class: "inline" }, teams, " Teams (4 players: opposite seats are partners)"),
    seatsBox,
    h("label", { for: "options" }, "Options"),
    options,
    h(
      "details",
      { id: "options-help" },
      h("summary", {}, "All options"),
      h(
        "dl",
        {},
        info.options.map((o) => [h("dt", {}, h("code", {}, o.key), ` (${o.rule})`), h("dd", {}, `${o.meaning}. Allowed: ${o.allowed}`)]),
      ),
    ),
    h("button", { type: "submit", class: "primary" }, "Create game"),
    error,
  );
  fill(app,
    h("div", { class: "lobby-page" }, form, result, h("p", {}, h("a", { href: "/replay" }, "Replay a record"))),
  );
}

function showCreated(box, g) {
  // One entry per player: two-player Pachisi gives a player two seats with one token.
  const seen = new Map();
  for (const s of g.seats) {
    if (s.kind === "human" && !seen.has(s.token)) seen.set(s.token, s);
  }
  const play = (tokens) => {
    tokens.forEach((t) => addToken(g.game, t));
    location.href = `/?game=${g.game}`;
  };
  fill(box,
    h("h2", {}, "Game created"),
    h("p", {}, "Send each player their link (it contains their secret seat key), or play several seats from this browser."),
    h(
      "ul",
      { class: "invites" },
      [...seen.values()].map((s) =>
        h(
          "li",
          {},
          h("span", { class: "swatch", style: `background:${SEAT_COLOURS[s.seat]}` }),
          h("strong", {}, `${seatName(s.seat)} (seat ${s.seat + 1})`),
          h("input", { readonly: true, value: s.invite, "aria-label": `invite link for ${seatName(s.seat)}`, size: 40 }),
          copyButton(s.invite),
          h("button", { type: "button", class: "small", onclick: () => play([s.token]) }, "Play this seat here"),
        ),
      ),
      h(
        "li",
        {},
        h("strong", {}, "Spectators"),
        h("input", { readonly: true, value: g.spectate, "aria-label": "spectator link", size: 40 }),
        copyButton(g.spectate),
      ),
    ),
    seen.size > 0
      ? h("button", { type: "button", class: "primary", onclick: () => play([...seen.keys()]) }, "Play all human seats here (pass-and-play)")
      : h("a", { href: g.spectate, class: "button primary" }, "Watch the bots"),
    h("p", { class: "small-print" }, `Fairness commitment: `, h("code", {}, g.commitment)),
  );
  box.querySelector("button, a")?.focus();
}

// ---------------------------------------------------------------- play

function describeAction(a, mover) {
  if (a.action === "pass") return "Pass (give up the remaining throws)";
  const who = a.pieces.map((p) => `piece ${p + 1}`).join(" + ");
  let t = `${a.value}: ${who}`;
  if (a.enters) t += " enters";
  else if (a.finishes) t += ` from step ${a.from_step} home`;
  else t += ` step ${a.from_step} → ${a.to_step}`;
  if (a.captures.length) t += `, captures ${a.captures.map(([s, p]) => `${seatName(s)} ${p + 1}`).join(", ")}`;
  if (a.action.endsWith("stack")) t += " (stack)";
  if (a.action.endsWith("triple")) t += " (triple)";
  return t;
}

function logText(e) {
  let t = `${seatName(e.seat)} ${e.text}`;
  return t.replace(/captures seat (\d) p(\d)/g, (_, s, p) => `captures ${seatName(Number(s) - 1)} ${p}`);
}

async function play(gameId) {
  document.title = "Pachisi";
  const layout = await api("GET", `/api/games/${gameId}/layout`).catch((e) => {
    fill(app, h("p", { class: "error", role: "alert" }, `Cannot open game ${gameId}: ${e.message}`), h("a", { href: "/" }, "New game"));
    return null;
  });
  if (!layout) return;
  const els = {
    banner: h("div", { class: "banner", role: "status" }),
    throwBox: h("div", { class: "throw-box" }),
    tray: h("div", { class: "tray", role: "group", "aria-label": "kept throws" }),
    actions: h("div", { class: "actions", role: "group", "aria-label": "moves" }),
    hint: h("div", { class: "hint", "aria-live": "polite" }),
    log: h("ol", { class: "log", "aria-label": "move log" }),
    seats: h("ul", { class: "seat-list" }),
    footer: h("div", { class: "game-footer" }),
    error: h("p", { class: "error", role: "alert" }),
  };
  const boardBox = h("div", { class: "board-box" });
  fill(app,
    h(
      "div",
      { class: "play" },
      h("div", { class: "board-col" }, els.banner, boardBox),
      h(
        "aside",
        { class: "side" },
        els.throwBox,
        els.tray,
        els.actions,
        els.hint,
        els.error,
        h("h3", {}, "Players"),
        els.seats,
        h("h3", {}, "Log"),
        els.log,
        els.footer,
      ),
    ),
  );
  let st = null; // last state
  let selectedValue = null;
  let selectedPiece = null;
  let focusAction = null;
  let lastLogN = -1;
  let ws = null;
  let pending = false;

  const board = new Board(boardBox, layout, {
    onPiece: (seat, piece) => choosePiece(seat, piece),
  });

  const send = (msg) => {
    if (ws && ws.readyState === 1) {
      pending = true;
      ws.send(JSON.stringify(msg));
    }
  };
  const act = (action) => send({ type: "act", version: st.version, action });
  const doThrow = () => send({ type: "throw", version: st.version });

  function candidates() {
    if (!st?.legal) return [];
    return st.legal.filter((a) => a.action !== "pass" && (selectedValue == null || a.value === selectedValue));
  }

  function choosePiece(seat, piece) {
    if (!st?.legal || seat !== st.to_move) return;
    const acts = candidates().filter((a) => a.pieces.includes(piece));
    if (acts.length === 1) {
      act(acts[0].action);
    } else if (acts.length > 1) {
      selectedPiece = `${seat}:${piece}`;
      render();
      els.actions.querySelector("button.for-piece")?.focus();
    }
  }

  function render() {
    if (!st) return;
    const you = new Set(st.you);
    const mover = st.to_move;
    const myTurn = mover != null && you.has(mover) && st.status === "playing";
    // Banner: whose turn, always.
    let banner;
    if (st.status === "over") {
      const r = st.result;
      const first = r?.ranking?.[0];
      banner = r
        ? r.winning_team != null && st.seats.length === 4 && st.seats.some((s) => s.team !== s.seat)
          ? `Game over: team of ${st.seats.filter((s) => s.team === r.winning_team).map((s) => seatName(s.seat)).join(" and ")} wins${r.adjudicated ? " (adjudicated)" : ""}`
          : `Game over: ${seatName(first)} wins${r.adjudicated ? " (adjudicated)" : ""}`
        : "Game over";
    } else if (st.status === "damaged") {
      banner = `This game is stopped: ${st.damaged ?? "it is damaged"}`;
    } else if (st.status === "waiting") {
      const missing = st.seats.filter((s) => s.kind === "human" && !s.joined).map((s) => seatName(s.seat));
      banner = `Waiting for ${missing.join(", ")} to join`;
    } else {
      const who = seatName(mover);
      const kind = st.seats[mover].kind === "bot" ? " (bot)" : you.has(mover) ? " (you)" : "";
      const what = st.phase === "move" ? "to move" : st.phase === "order" ? "to throw for the start order" : "to throw";
      banner = `${who}${kind} ${what}`;
    }
    fill(els.banner,
      mover != null && st.status === "playing" ? h("span", { class: "swatch big", style: `background:${SEAT_COLOURS[mover]}` }) : "",
      h("span", {}, banner),
    );
    els.banner.classList.toggle("mine", myTurn);
    document.title = `${myTurn ? "▶ " : ""}${banner} — Pachisi`;

    // Throw: button and last throw picture.
    const lt = st.last_throw;
    fill(els.throwBox,
      h(
        "button",
        {
          type: "button",
          class: "primary throw-btn",
          "data-key": "throw",
          disabled: !st.can_throw || pending,
          onclick: doThrow,
          accesskey: "t",
        },
        "Throw",
      ),
      lt
        ? h(
            "div",
            { class: "last-throw" },
            throwPicture(lt),
            h("span", { class: "throw-value" }, `${seatName(lt.seat)}: ${lt.value}`, lt.up != null ? ` (${lt.up} up)` : ""),
          )
        : h("span", { class: "muted" }, "No throw yet"),
    );

    // Tray of kept throws: pick which to spend.
    const kept = st.kept ?? [];
    if (selectedValue != null && !kept.includes(selectedValue)) selectedValue = null;
    fill(els.tray,
      kept.length ? h("span", { class: "muted" }, "Kept: ") : "",
      kept.map((v, i) =>
        h(
          "button",
          {
            type: "button",
            class: "kept" + (selectedValue === v ? " selected" : ""),
            "aria-pressed": selectedValue === v ? "true" : "false",
            disabled: !myTurn || st.phase !== "move",
            onclick: () => {
              selectedValue = selectedValue === v ? null : v;
              selectedPiece = null;
              render();
            },
            "data-key": `kept:${i}`,
          },
          v,
        ),
      ),
    );

    // Moves: every legal action as a button (keyboard play), filtered by the tray.
    const cands = candidates();
    const forPiece = selectedPiece ? cands.filter((a) => a.pieces.includes(Number(selectedPiece.split(":")[1]))) : cands;
    const pass = st.legal?.find((a) => a.action === "pass");
    fill(els.actions,
      myTurn && st.phase === "move"
        ? [
            h(
              "p",
              { class: "muted" },
              selectedPiece
                ? `Moves of ${seatName(mover)} piece ${Number(selectedPiece.split(":")[1]) + 1}:`
                : selectedValue != null
                  ? `Moves with ${selectedValue}:`
                  : "Choose a piece or a move:",
            ),
            selectedPiece
              ? h(
                  "button",
                  {
                    type: "button",
                    class: "small",
                    onclick: () => {
                      selectedPiece = null;
                      render();
                    },
                  },
                  "Show all moves (Esc)",
                )
              : "",
            forPiece.map((a) =>
              h(
                "button",
                {
                  type: "button",
                  class: "move" + (selectedPiece ? " for-piece" : ""),
                  "data-key": `act:${a.action}`,
                  onclick: () => act(a.action),
                  onfocus: () => {
                    focusAction = a;
                    drawBoard();
                  },
                  onmouseenter: () => {
                    focusAction = a;
                    drawBoard();
                  },
                  onblur: () => {
                    focusAction = null;
                    drawBoard();
                  },
                  onmouseleave: () => {
                    focusAction = null;
                    drawBoard();
                  },
                  disabled: pending,
                },
                describeAction(a, mover),
              ),
            ),
            pass ? h("button", { type: "button", class: "move pass", onclick: () => act("pass"), disabled: pending }, describeAction(pass)) : "",
            h("button", { type: "button", class: "small", onclick: () => send({ type: "hint", version: st.version }) }, "Hint"),
          ]
        : "",
    );
    drawBoard();

    // Players.
    fill(els.seats,
      st.seats.map((s) =>
        h(
          "li",
          { class: s.seat === mover ? "to-move" : "" },
          h("span", { class: "swatch", style: `background:${SEAT_COLOURS[s.seat]}` }),
          `${seatName(s.seat)} (seat ${s.seat + 1}, ${s.arm})`,
          s.kind === "bot" ? ` — bot ${s.bot}` : you.has(s.seat) ? " — you" : s.joined ? " — joined" : " — not joined",
          st.seats.some((x) => x.team !== x.seat) ? `, team ${s.team + 1}` : "",
          s.finished ? " ✓ finished" : "",
          s.seat === mover ? h("span", { class: "sr-only" }, " (to move)") : "",
        ),
      ),
    );

    // Log (newest last) and announcements of what happened.
    els.log.start = st.log.length ? st.log[0].n + 1 : 1;
    fill(els.log, ...st.log.map((e) => h("li", { class: e.captures.length ? "capture" : "" }, logText(e))));
    els.log.scrollTop = els.log.scrollHeight;
    const fresh = st.log.filter((e) => e.n > lastLogN);
    if (lastLogN >= 0) {
      const said = [];
      for (const e of fresh) {
        if (e.captures.length) said.push(`${seatName(e.seat)} captures ${e.captures.map(([s, p]) => `${seatName(s)} piece ${p + 1}`).join(" and ")}`);
        if (e.enters) said.push(`${seatName(e.seat)} enters a piece`);
        if (e.finishes) said.push(`${seatName(e.seat)} brings a piece home`);
      }
      if (myTurn) said.push(`Your turn: ${seatName(mover)} ${st.phase === "move" ? "to move" : "to throw"}`);
      if (st.status === "over") said.push(els.banner.textContent);
      if (said.length) announce(said.join(". "));
    }
    if (st.log.length) lastLogN = st.log[st.log.length - 1].n;

    // Footer: record, fairness, rematch.
    fill(els.footer,
      h("p", {}, h("a", { href: `/api/games/${gameId}/record`, download: `pachisi-${gameId}.json` }, "Download record"), " · ", h("a", { href: `/replay?game=${gameId}` }, "Replay"), " · ", h("a", { href: "/" }, "New game")),
      h("p", {}, speedControl()),
      h("p", { class: "small-print" }, "Commitment ", h("code", {}, st.commitment), st.seed ? [h("br"), "Seed ", h("code", {}, st.seed), " — check with ", h("code", {}, "pachisi verify")] : ""),
      st.status === "over" || st.rematch
        ? h(
            "button",
            {
              type: "button",
              class: "primary",
              onclick: async () => {
                try {
                  let id = st.rematch;
                  if (!id) id = (await api("POST", `/api/games/${gameId}/rematch`, { token: tokensOf(gameId)[0] })).game;
                  tokensOf(gameId).forEach((t) => addToken(id, t));
                  location.href = `/?game=${id}`;
                } catch (e) {
                  els.error.textContent = e.message;
                }
              },
            },
            st.rematch ? "Join the rematch" : "Rematch",
          )
        : "",
    );
  }

  // Re-rendering replaces the buttons: keep keyboard focus on the same control, or
  // move it to the next useful one when the old one is gone.
  function renderKeepingFocus() {
    const a = document.activeElement;
    const key = a?.dataset?.key;
    const inControls = a && (a === document.body || a.closest?.(".side, .board-box"));
    render();
    if (!inControls) return;
    const same = key && app.querySelector(`[data-key="${CSS.escape(key)}"]:not([disabled])`);
    if (same) same.focus();
    else if (a === document.body || !document.contains(a) || a.disabled) {
      const next = app.querySelector('.throw-btn:not([disabled]), button.move:not([disabled])');
      next?.focus();
    }
  }

  function drawBoard() {
    const movable = new Set();
    const targets = new Set();
    const strong = new Set();
    const labels = new Map();
    const mover = st.to_move;
    const cands = candidates();
    for (const a of cands) {
      for (const p of a.pieces) {
        const key = `${mover}:${p}`;
        movable.add(key);
        labels.set(key, `can move ${[...new Set(cands.filter((c) => c.pieces.includes(p)).map((c) => c.value))].join(" or ")}`);
      }
      if (a.to_square != null) targets.add(a.to_square);
    }
    const focus = focusAction ? [focusAction] : selectedPiece ? cands.filter((a) => a.pieces.includes(Number(selectedPiece.split(":")[1]))) : [];
    for (const a of focus) if (a.to_square != null) strong.add(a.to_square);
    board.render(st.pieces, { movable, targets, strong, labels, selected: selectedPiece });
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws`);
    ws.onopen = () => {
      els.error.textContent = "";
      ws.send(JSON.stringify({ type: "hello", game: gameId, tokens: tokensOf(gameId) }));
    };
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === "state") {
        if (!st || m.version !== st.version) {
          selectedPiece = null;
          focusAction = null;
          els.hint.textContent = "";
        }
        st = m;
        pending = false;
        els.error.textContent = "";
        renderKeepingFocus();
      } else if (m.type === "error") {
        pending = false;
        els.error.textContent = `${m.code}: ${m.message}`;
        renderKeepingFocus();
      } else if (m.type === "hint") {
        fill(els.hint,
          h("p", {}, "Hint (best first):"),
          h(
            "ol",
            {},
            m.actions.map((a) => h("li", {}, `${a.info ? describeAction(a.info) : a.action} — ${(a.value * 100).toFixed(0)}%`)),
          ),
        );
      }
    };
    ws.onclose = () => {
      els.error.textContent = "Connection lost; reconnecting…";
      setTimeout(connect, 1500);
    };
  }
  connect();

  // Keyboard: T throws, 1–9 pick a kept throw, Escape clears the choice.
  document.addEventListener("keydown", (e) => {
    if (!st || e.target.matches("input, textarea, select")) return;
    if (e.key === "t" && st.can_throw && !pending) doThrow();
    else if (e.key === "Escape") {
      selectedValue = null;
      selectedPiece = null;
      render();
    } else if (/^[1-9]$/.test(e.key)) {
      const b = els.tray.querySelectorAll("button.kept")[Number(e.key) - 1];
      b?.click();
    }
  });
}

// ---------------------------------------------------------------- replay

// A replay frame's compact pieces (per seat, per piece: -1 waiting, -2 home, i >= 0 at
// entry i of the seat's track, -3 - i a fool there) as the board draws them.
function replayPieces(layout, codes) {
  return codes.map((seat, s) =>
    seat.map((c, piece) => {
      if (c === -1) return { piece, at: "waiting" };
      if (c === -2) return { piece, at: "home" };
      const fool = c <= -3;
      const t = layout.seats[s].track[fool ? -3 - c : c];
      return { piece, at: fool ? "fool" : "board", step: t.step, x: t.x, y: t.y, square: t.square };
    }),
  );
}

async function replay(gameId) {
  document.title = "Pachisi — replay";
  const input = h("input", { type: "file", id: "file", accept: ".json,application/json" });
  const view = h("div", { class: "replay-view" });
  const error = h("p", { class: "error", role: "alert" });
  fill(app,
    h("h2", {}, "Replay a record"),
    h("label", { for: "file" }, "Record file (from “Download record” or pachisi record): "),
    input,
    error,
    view,
  );
  const load = async (record) => {
    try {
      show(await api("POST", "/api/replay", record));
    } catch (e) {
      error.textContent = e.message;
    }
  };
  input.addEventListener("change", async () => {
    const f = input.files[0];
    if (!f) return;
    try {
      await load(JSON.parse(await f.text()));
    } catch (e) {
      error.textContent = `Not JSON: ${e.message}`;
    }
  });
  if (gameId) load(await api("GET", `/api/games/${gameId}/record`));

  function show(r) {
    if (r.error) error.textContent = `The record stops at ${r.error}`;
    const boardBox = h("div", { class: "board-box" });
    const caption = h("p", { class: "banner", "aria-live": "polite" });
    const throwBox = h("div", { class: "throw-box" });
    const slider = h("input", { type: "range", min: 0, max: r.frames.length - 1, value: 0, "aria-label": "event" });
    let i = 0;
    let timer = null;
    const board = new Board(boardBox, r.layout);
    // The last throw at each frame (frames carry a throw only where one happened).
    // and the pieces at each frame (frames carry them only where they changed).
    const lastThrow = [];
    const piecesAt = [];
    r.frames.forEach((f, k) => {
      lastThrow.push(f.throw ?? (k > 0 ? lastThrow[k - 1] : null));
      piecesAt.push(f.pieces ?? piecesAt[k - 1]);
    });
    const go = (k) => {
      i = Math.max(0, Math.min(r.frames.length - 1, k));
      const f = r.frames[i];
      const t = lastThrow[i];
      slider.value = i;
      board.render(replayPieces(r.layout, piecesAt[i]));
      caption.textContent = `${i} / ${r.frames.length - 1}: ${f.text ? logText(f) : "start"}`;
      fill(throwBox, t ? throwPicture(t) : "", t ? h("span", {}, ` ${seatName(t.seat)}: ${t.value}`) : "");
    };
    slider.addEventListener("input", () => go(Number(slider.value)));
    document.onkeydown = (e) => {
      if (e.target.matches?.("input, textarea, select")) return;
      if (e.key === "ArrowRight") go(i + 1);
      else if (e.key === "ArrowLeft") go(i - 1);
      else if (e.key === "Home") go(0);
      else if (e.key === "End") go(r.frames.length - 1);
    };
    const playBtn = h(
      "button",
      {
        type: "button",
        onclick: () => {
          if (timer) {
            clearInterval(timer);
            timer = null;
            playBtn.textContent = "Play";
          } else {
            timer = setInterval(() => (i >= r.frames.length - 1 ? playBtn.click() : go(i + 1)), Math.max(150, SPEEDS[animSpeed()] * 2));
            playBtn.textContent = "Pause";
          }
        },
      },
      "Play",
    );
    fill(view,
      h(
        "div",
        { class: "play" },
        h("div", { class: "board-col" }, caption, boardBox),
        h(
          "aside",
          { class: "side" },
          throwBox,
          h(
            "div",
            { class: "controls", role: "group", "aria-label": "replay controls" },
            h("button", { type: "button", onclick: () => go(0), "aria-label": "first event" }, "First"),
            h("button", { type: "button", onclick: () => go(i - 1), "aria-label": "previous event" }, "◀ Prev"),
            h("button", { type: "button", onclick: () => go(i + 1), "aria-label": "next event" }, "Next ▶"),
            h("button", { type: "button", onclick: () => go(r.frames.length - 1), "aria-label": "last event" }, "Last"),
            playBtn,
          ),
          slider,
          h("p", {}, r.result ? `Result: ${r.result.ranking.map(seatName).join(", ")}${r.result.adjudicated ? " (adjudicated)" : ""}` : "Game not finished"),
          h("p", {}, speedControl()),
        ),
      ),
    );
    go(0);
  }
}

// ---------------------------------------------------------------- routing

const params = new URLSearchParams(location.search);
const game = params.get("game");
if (location.pathname === "/replay") {
  replay(game);
} else if (game) {
  const token = params.get("token");
  if (token) {
    addToken(game, token);
    // Keep the secret out of the address bar and history.
    history.replaceState(null, "", `/?game=${game}`);
  }
  play(game);
} else {
  lobby().catch((e) => fill(app, h("p", { class: "error" }, e.message)));
}
