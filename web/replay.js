// The replay page (`/replay`, `/replay?game=ID`): a record (a file, or a game's) stepped
// through event by event from the server's compact frames (POST /api/replay). A
// finished game's replay also offers its review (GET/POST /api/games/ID/analysis:
// rollouts of every decision): a win-chance graph, the current decision's loss, a
// summary per player and the marked moves. `&analyse=1` starts the review at once.
//
// Positions: the slider's position `k` shows the game after event `k - 1` (0 is the
// start), so the decision at the record's event `e` is at position `e + 1`.

import {
  html, useState, useEffect, useLayoutEffect, useMemo, useRef, SpeedControl, ThrowPicture, BoardView, Swatch, SPEEDS, animSpeed,
  announce,
} from "./ui.js";
import { api } from "./api.js";
import { t, seatName, levelName, listPlain, listAnd, LOCALE, loadHangul } from "./strings.js";
import { logText, SORRY_CARD, markCaptureThrows, yutThrowText, yutKept } from "./game.js";
import { SEAT_COLOURS } from "./board.js";

// A replay frame's compact pieces (per seat, per piece: -1 waiting, -2 home,
// [step, square] on the board, [step, square, 1] a fool there; Yut Nori's
// [step, square, 0, k] where a seat's pieces on one station are in two stacks, k the
// lowest piece of its stack, Y-STACK) as the board draws them.
export function replayPieces(layout, codes) {
  return codes.map((seat, s) =>
    seat.map((c, piece) => {
      if (c === -1) return { piece, at: "waiting" };
      if (c === -2) return { piece, at: "home" };
      const [step, square, fool, stack] = c;
      const at = layout.squares[square];
      // The track ends on the finish step: what is left to go, as the board says it.
      const track = layout.seats[s]?.track ?? [];
      const to_go = track.length ? track[track.length - 1].step - step : null;
      const p = { piece, at: fool ? "fool" : "board", step, to_go, x: at.x, y: at.y, square };
      return stack != null ? { ...p, stack } : p;
    }),
  );
}

// The pieces after a frame: its `pieces` (the first frame has them all), or those
// before it with the frame's changes, `set`: [seat, piece, code] each.
export function framePieces(f, before) {
  if (f.pieces) return f.pieces;
  if (!f.set) return before;
  const now = before.map((seat) => seat.slice());
  for (const [seat, piece, code] of f.set) now[seat][piece] = code;
  return now;
}

/**
 * The players' names by seat, as the review shows them: a player's name, a bot's
 * colour and level ("Green bot (easy)"), else the colour. `names`: the record's
 * `players` (a downloaded record), `seats`: a server game's seats (GET /api/games/ID).
 */
export function playerNames(count, names = [], seats = []) {
  return Array.from({ length: count }, (_, k) => {
    const n = names?.[k] ?? seats?.find((s) => s.seat === k)?.name;
    if (n) return n;
    const s = seats?.find((x) => x.seat === k);
    if (s?.kind === "bot") return t("review.bot_name", { seat: seatName(k), level: levelName(s.bot ?? "") });
    return seatName(k);
  });
}

export function ReplayPage({ gameId }) {
  const [replay, setReplay] = useState(null); // {n, r}: the n-th record loaded
  const [error, setError] = useState("");
  const loads = useRef(0);
  // `game`: the game the record is of (its review is offered), null for a file;
  // `names`: the record's players' names; `seats`: the game's seats.
  const load = async (record, game = null, seats = []) => {
    setError("");
    try {
      const r = await api("POST", "/api/replay", record);
      if (r.error) setError(t("replay.stops", { error: r.error }));
      const names = playerNames(r.seats?.length ?? 4, Array.isArray(record?.players) ? record.players : [], seats);
      // Yut Nori's throws are named in Hangul too: its face first.
      if (r.layout?.throw_kind === "sticks") await loadHangul();
      setReplay({ n: ++loads.current, r, game, names });
    } catch (e) {
      setError(e.message);
    }
  };
  useEffect(() => {
    document.title = t("replay.title");
    if (!gameId) return;
    Promise.all([api("GET", `/api/games/${gameId}/record`), api("GET", `/api/games/${gameId}`).catch(() => ({}))]).then(
      ([rec, summary]) => load(rec, gameId, summary.seats ?? []),
      (e) => setError(e.message),
    );
  }, [gameId]);
  const pick = async (e) => {
    const f = e.currentTarget.files[0];
    if (!f) return;
    let record;
    try {
      record = JSON.parse(await f.text());
    } catch (err) {
      setError(t("replay.not_json", { message: err.message }));
      return;
    }
    load(record);
  };
  // A game's replay opens on the game; the upload form is on the bare page only.
  return html`<div class="replay-head">
      <h2>${t(gameId ? "replay.heading_game" : "replay.heading")}</h2>
      ${gameId && html`<a class="replay-other" href="/replay">${t("replay.open_other")}</a>`}
    </div>
    ${!gameId &&
    html`<label for="file">${t("replay.file")} </label>
      <input type="file" id="file" accept=".json,application/json" onChange=${pick} />`}
    <p class="error replay-error" role="alert">${error}</p>
    <div class="replay-view">
      ${replay &&
      html`<${ReplayView} key=${replay.n} r=${replay.r} gameId=${replay.game} names=${replay.names} analyse=${analyseAtOnce()} />`}
    </div>`;
}

/** Whether the address asks to start the review at once (`&analyse=1`). */
function analyseAtOnce() {
  return new URLSearchParams(location.search).get("analyse") === "1";
}

/**
 * The result as a sentence: "Asha wins · then Green, Red" (a team: "Asha and Yellow
 * win · then …"), "(adjudicated)" when the turn cap ended it.
 */
export function resultText(result, names, seats) {
  if (!result) return t("replay.unfinished");
  const ranking = result.ranking;
  let winners = [ranking[0]];
  if (result.winning_team != null) winners = ranking.filter((s) => (seats?.find((x) => x.seat === s)?.team ?? s % 2) === result.winning_team);
  const rest = ranking.filter((s) => !winners.includes(s));
  const who = listAnd(winners.map((s) => names[s]));
  const key = `replay.${winners.length > 1 ? "result_win" : "result_wins"}${rest.length ? "_then" : ""}`;
  const text = t(key, { who, rest: listPlain(rest.map((s) => names[s])) });
  return result.adjudicated ? t("replay.result_adjudicated_note", { text }) : text;
}

function ReplayView({ r, gameId, analyse, names = [] }) {
  const last = r.frames.length - 1;
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(false);
  const at = useRef(0);
  at.current = i;
  const go = (k) => setI(Math.max(0, Math.min(last, k)));

  // The last throw and the pieces at each frame (frames carry a throw only where one
  // happened; the first frame has every piece, a later one only those that changed).
  const { lastThrow, piecesAt } = useMemo(() => {
    const lastThrow = [];
    const piecesAt = [];
    r.frames.forEach((f, k) => {
      lastThrow.push(f.throw ?? (k > 0 ? lastThrow[k - 1] : null));
      piecesAt.push(framePieces(f, piecesAt[k - 1]));
    });
    return { lastThrow, piecesAt };
  }, [r]);
  const pieces = useMemo(() => replayPieces(r.layout, piecesAt[i]), [r, i]);

  useEffect(() => {
    const onKey = (e) => {
      if (e.target.matches?.("input, textarea, select")) return;
      if (e.key === "ArrowRight") go(at.current + 1);
      else if (e.key === "ArrowLeft") go(at.current - 1);
      else if (e.key === "Home") go(0);
      else if (e.key === "End") go(last);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [r]);
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      if (at.current >= last) setPlaying(false);
      else go(at.current + 1);
    }, Math.max(150, SPEEDS[animSpeed()] * 2));
    return () => clearInterval(timer);
  }, [playing, r]);

  // Yut Nori: a throw straight after the same seat's move is a capture's extra throw;
  // one stick is marked for back-do when a back-do was thrown (Y-STICKS).
  const kind = r.layout.throw_kind;
  const frames = useMemo(() => markCaptureThrows(r.frames, kind), [r]);
  const marked = useMemo(() => r.frames.some((fr) => fr.throw?.up === 5), [r]);
  const f = frames[i];
  const th = lastThrow[i];
  const caption = i > 0 ? t("replay.caption", { i, last, text: logText(f, kind) }) : t("replay.caption_start", { i, last });
  const result = resultText(r.result, names, r.seats);
  return html`<div class="play">
    <div class="board-col">
      <p class="banner" aria-live="polite">${caption}</p>
      <${BoardView} layout=${r.layout} pieces=${pieces} />
    </div>
    <aside class="side">
      <div class="throw-box">
        ${th &&
        html`<${ThrowPicture} throw=${th} kind=${kind} marked=${marked} /><span
            >${kind === "sticks"
              ? yutThrowText(th, names[th.seat] ?? seatName(th.seat))
              : t(kind !== "cards" ? "throw.last" : th.value === SORRY_CARD ? "throw.drew_sorry" : "throw.drew", {
                  seat: names[th.seat] ?? seatName(th.seat),
                  value: th.value,
                })}</span
          >`}
      </div>
      <div class="controls" role="group" aria-label=${t("replay.controls")}>
        <button type="button" onClick=${() => go(0)} aria-label=${t("replay.first_label")}>${t("replay.first")}</button>
        <button type="button" onClick=${() => go(i - 1)} aria-label=${t("replay.prev_label")}>${t("replay.prev")}</button>
        <button type="button" onClick=${() => go(i + 1)} aria-label=${t("replay.next_label")}>${t("replay.next")}</button>
        <button type="button" onClick=${() => go(last)} aria-label=${t("replay.last_label")}>${t("replay.last")}</button>
        <button type="button" onClick=${() => setPlaying(!playing)}>${t(playing ? "replay.pause" : "replay.play")}</button>
      </div>
      <input type="range" min="0" max=${last} value=${i} aria-label=${t("replay.slider")} onInput=${(e) => go(Number(e.currentTarget.value))} />
      <p class="replay-result">${result}</p>
      <p><${SpeedControl} /></p>
      ${gameId &&
      html`<${ReviewPanel} gameId=${gameId} finished=${r.finished} auto=${analyse} frames=${r.frames} piecesAt=${piecesAt} i=${i} go=${go} names=${names} kind=${kind} cards=${kind === "cards" ? "_cards" : kind === "sticks" ? "_sticks" : ""} />`}
    </aside>
  </div>`;
}

// ---------------------------------------------------------------- the game review

const MARKS = ["inaccuracy", "mistake", "blunder"];
const pct = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 0 });
const pct1 = new Intl.NumberFormat(LOCALE, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat(LOCALE);

/**
 * GET or POST the game's analysis; a refusal throws an Error whose `code` and
 * `serverMessage` are the server's. POSTs carry the JSON content type (the server
 * takes no body here, but refuses a POST of another type).
 */
async function analysis(method, gameId) {
  const r = await fetch(`/api/games/${gameId}/analysis`, {
    method,
    headers: method === "POST" ? { "Content-Type": "application/json" } : {},
  });
  const v = await r.json().catch(() => ({}));
  if (!r.ok) {
    const e = new Error(v.error ? t("error.api", { code: v.error.code, message: v.error.message }) : t("error.http", { status: r.status }));
    e.code = v.error?.code;
    e.serverMessage = v.error?.message;
    throw e;
  }
  return v;
}

/**
 * A best action's text (`25 p1`, `10 p2 stack`, `6 p1 triple`, `pass`) in words, told
 * from the frame before it: a waiting piece enters, another moves (`kind`: the layout's
 * `throw_kind`; Yut Nori's `2 p1 stack` joins the own pieces there). In Sorry! with
 * partners (S-TEAM) `p5` … `p8` are the partner's pawns (the seat opposite), named by
 * that seat.
 */
export function actionWords(text, piecesBefore, seat, kind = "") {
  if (text === "pass") return t("review.action_pass");
  // Yut Nori's ` stack` (`stack = optional`, Y-STACK): the move that joins the own pieces
  // where it ends (its plain form stands beside them).
  if (kind === "sticks" && / stack$/.test(text)) {
    return t("logline.yut_joins", { move: actionWords(text.replace(/ stack$/, ""), piecesBefore, seat, kind) });
  }
  // Yut Nori's moves as the log words them: `back-do pK` one station back, `n pK
  // straight` past a corner or the centre without the shortcut (Y-BRANCH), the value
  // with the throw's name (`gae (2)`).
  const y = kind === "sticks" ? /^(\d|back-do) p(\d)( straight)?$/.exec(text) : null;
  if (y) {
    const [, v, piece, straight] = y;
    const who = t("logline.who_one", { piece });
    const waiting = piecesBefore?.[seat]?.[piece - 1] === -1;
    let words;
    if (v === "back-do") words = t("logline.yut_back", { who });
    else if (waiting) words = t("logline.yut_enter", { who, value: yutKept(Number(v)) });
    else words = t("logline.yut_forward", { who, value: yutKept(Number(v)) });
    return straight ? t("logline.yut_straight", { move: words }) : words;
  }
  const m = /^(\d+) p(\d)(?: (stack|triple))?$/.exec(text);
  if (!m) return text;
  const [, value, piece, group] = m;
  if (group) return t(`review.action_${group}`, { value, piece });
  const partner = Number(piece) > 4 && piecesBefore?.length === 4;
  const owner = partner ? (seat + 2) % 4 : seat;
  const p = partner ? Number(piece) - 4 : Number(piece);
  const waiting = piecesBefore?.[owner]?.[p - 1] === -1;
  const key = waiting ? "review.action_enter" : "review.action_move";
  return partner ? t(`${key}_partner`, { value, piece: p, seat: seatName(owner) }) : t(key, { value, piece });
}

/** A mark's word ("Blunder"), or "" for none. */
const markWord = (mark) => (mark ? t(`review.mark.${mark}`) : "");

/**
 * The review's part of the replay page: the Analyse button and the progress while
 * the server reviews, then the graph, the current decision, the summary and the
 * marked moves.
 */
function ReviewPanel({ gameId, finished, auto, frames, piecesAt, i, go, names, kind, cards = false }) {
  const [st, setSt] = useState({ status: "loading" });
  const heading = useRef(null);
  const started = useRef(false);

  const start = async () => {
    started.current = true;
    setSt({ status: "running", done: 0, of: 0 });
    heading.current?.focus();
    announce(t("review.started"));
    try {
      setSt(await analysis("POST", gameId));
    } catch (e) {
      // busy: the queue is full; rate_limited: a review asked from here still waits.
      setSt(
        e.code === "busy" || e.code === "rate_limited"
          ? { status: "busy", message: e.serverMessage }
          : { status: "error", message: e.message },
      );
    }
  };

  // What the server has: nothing yet, a review running or done (or failed).
  useEffect(() => {
    if (!finished) return;
    analysis("GET", gameId).then(
      (v) => {
        if (v.status === "none" && auto) start();
        else setSt(v);
      },
      (e) => setSt({ status: "error", message: e.message }),
    );
  }, [gameId, finished]);

  // While it waits in the queue or runs, ask again every second.
  useEffect(() => {
    if (st.status !== "running" && st.status !== "queued") return undefined;
    const timer = setTimeout(() => {
      analysis("GET", gameId).then(
        (v) => {
          if (v.status === "done" && started.current) announce(t("review.ready"));
          setSt(v);
        },
        (e) => setSt({ status: "error", message: e.message }),
      );
    }, 1000);
    return () => clearTimeout(timer);
  }, [st]);

  let body;
  if (!finished) body = html`<p class="muted">${t("review.not_over")}</p>`;
  else if (st.status === "loading") body = html`<p class="muted">${t("app.loading")}</p>`;
  else if (st.status === "done" && st.review)
    body = html`<${ReviewResult} review=${st.review} frames=${frames} piecesAt=${piecesAt} i=${i} go=${go} names=${names} kind=${kind} cards=${cards} />`;
  else if (st.status === "queued") {
    // Waiting for its turn: `position` reviews are ahead (the running one included).
    body = html`<div class="review-progress">
      <progress aria-label=${t("review.progress_label")}></progress>
      <p>${t("review.queued", { ahead: count.format(st.position ?? 0) })}</p>
    </div>`;
  } else if (st.status === "running") {
    body = html`<div class="review-progress">
      ${st.of > 0
        ? html`<progress max=${st.of} value=${st.done} aria-label=${t("review.progress_label")}></progress>
            <p>${t("review.progress", { done: count.format(st.done), of: count.format(st.of) })}</p>`
        : html`<progress aria-label=${t("review.progress_label")}></progress>
            <p>${t("review.starting")}</p>`}
    </div>`;
  } else {
    const problem =
      st.status === "busy"
        ? t("review.busy", { message: st.message ?? "" })
        : st.status === "failed"
          ? t("review.failed", { message: st.message ?? "" })
          : st.status === "error"
            ? st.message
            : "";
    body = html`<p class="review-explain">${t("review.explain")}</p>
      ${problem && html`<p class="error" role="alert">${problem}</p>`}
      <button type="button" class="primary review-start" onClick=${start}>${t(problem ? "review.retry" : "review.start")}</button>`;
  }
  return html`<section class="review" aria-labelledby="review-heading">
    <h3 id="review-heading" tabindex="-1" ref=${heading}>${t("review.heading")}</h3>
    ${body}
  </section>`;
}

/** The side a decision counts for: its team in team games, else its seat. */
const sideOf = (d) => d.team ?? d.seat;

function ReviewResult({ review, frames, piecesAt, i, go, names: given, kind, cards = false }) {
  const last = frames.length - 1;
  const names = given?.length ? given : playerNames(4);
  const nameOf = (seat) => names[seat] ?? seatName(seat);
  const model = useMemo(() => {
    const players = review.players;
    const seatsOf = new Map(); // side -> its seats (that decided)
    for (const p of players) {
      const k = sideOf(p);
      if (!seatsOf.has(k)) seatsOf.set(k, []);
      seatsOf.get(k).push(p.seat);
    }
    const sides = [...seatsOf.keys()];
    const seat0 = players.find((p) => p.seat === 0);
    const side0 = seat0 ? sideOf(seat0) : sides[0];
    // Decisions on the slider's positions; those past a replay that stopped early are left out.
    const decisions = review.decisions.filter((d) => d.event + 1 <= last);
    const reviewed = decisions.filter((d) => d.reviewed && d.win_chance_played != null);
    const at = new Map(decisions.map((d) => [d.event + 1, d]));
    const sideName = (k) => listAnd(seatsOf.get(k).map(nameOf));
    const seatOf = (k) => Math.min(...seatsOf.get(k)); // the side's first seat, for its colour
    const colourOf = (k) => SEAT_COLOURS[seatOf(k)];
    let series;
    if (sides.length === 2) {
      // One line: the win chance of seat 0's side, from every decision of either side.
      series = [
        {
          colour: "#333",
          points: reviewed.map((d) => ({ pos: d.event + 1, y: sideOf(d) === side0 ? d.win_chance_played : 1 - d.win_chance_played, d })),
        },
      ];
    } else {
      // One line per seat, from its own decisions.
      series = players.map((p) => ({
        colour: SEAT_COLOURS[p.seat],
        points: reviewed.filter((d) => d.seat === p.seat).map((d) => ({ pos: d.event + 1, y: d.win_chance_played, d })),
      }));
    }
    const other = sides.find((k) => k !== side0);
    return {
      two: sides.length === 2,
      side0,
      other,
      sideName,
      seatOf,
      colourOf,
      series,
      reviewed,
      at,
      marked: decisions.filter((d) => d.mark),
    };
  }, [review, frames, names]);

  const d = model.at.get(i);
  const th = review.thresholds;
  // Race decisions of a bundled endgame table are valued exactly (docs/endgames.md).
  const exact = review.decisions.filter((x) => x.exact).length;
  return html`<div class="review-result">
    <${WinGraph} model=${model} last=${last} i=${i} go=${go} />
    <ul class="review-legend">
      ${model.two
        ? html`<li><${Swatch} seat=${model.seatOf(model.side0)} />${t("review.legend_below", { side: model.sideName(model.side0) })}</li>
            <li><${Swatch} seat=${model.seatOf(model.other)} />${t("review.legend_above", { side: model.sideName(model.other) })}</li>`
        : review.players.map((p) => html`<li key=${p.seat}><${Swatch} seat=${p.seat} />${t("review.legend_seat", { seat: nameOf(p.seat) })}</li>`)}
      ${MARKS.map((m) => html`<li key=${m}><span class=${`mark-dot mark-${m}`}></span>${markWord(m)}</li>`)}
    </ul>
    <${DecisionNote} d=${d} frames=${frames} piecesAt=${piecesAt} nameOf=${nameOf} kind=${kind} />
    <${Summary} review=${review} nameOf=${nameOf} />
    <${LuckLines} review=${review} nameOf=${nameOf} cards=${cards} />
    <h4>${t("review.marked_heading")}</h4>
    ${model.marked.length === 0
      ? html`<p class="muted">${t("review.no_marks")}</p>`
      : html`<ol class="marked-moves">
          ${model.marked.map(
            (m) => html`<li key=${m.event}>
              <button type="button" class=${`marked mark-${m.mark}`} aria-current=${i === m.event + 1 ? "true" : undefined} data-event=${m.event} onClick=${(e) => {
                  keepInView(e.currentTarget);
                  go(m.event + 1);
                }}>
                <span class=${`mark-dot mark-${m.mark}`}></span>
                <span
                  >${t("review.marked_row", {
                    turn: count.format(m.turn),
                    player: nameOf(m.seat),
                    mark: markWord(m.mark),
                    move: logText(frames[m.event + 1], kind),
                    loss: pct.format(m.loss),
                  })}${m.by ? html` <span class="stand-in">${t("review.stand_in", { level: levelName(m.by) })}</span>` : ""}</span
                >
              </button>
            </li>`,
          )}
        </ol>`}
    ${!review.complete && html`<p class="review-incomplete">${t("review.incomplete")}</p>`}
    <p class="review-notes">
      ${t("review.thresholds", { inaccuracy: pct.format(th.inaccuracy), mistake: pct.format(th.mistake), blunder: pct.format(th.blunder) })}
      ${" "}${t("review.method", { count: review.rollouts.games, policy: review.rollouts.policy, total: count.format(review.total_games) })}
      ${exact > 0 && html`${" "}${t("review.method_exact", { count: count.format(exact) })}`}
    </p>
  </div>`;
}

/** The current event's decision, when it is one: what was played, the best, the loss. */
function DecisionNote({ d, frames, piecesAt, nameOf, kind }) {
  if (!d) return html`<p class="decision-note muted">${t("review.no_decision")}</p>`;
  const pos = d.event + 1;
  const move = logText(frames[pos], kind);
  let text;
  if (!d.reviewed) text = t(d.choices <= 1 ? "review.note_forced" : "review.note_unreviewed", { move });
  else if (d.best === d.played) text = t("review.note_best", { move, before: pct.format(d.win_chance_before) });
  else {
    // The pieces before the decision.
    text = t("review.note", {
      move,
      best: actionWords(d.best, piecesAt[pos - 1], d.seat, kind),
      before: pct.format(d.win_chance_before),
      after: pct.format(d.win_chance_played),
      loss: pct.format(d.loss),
    });
  }
  return html`<p class=${`decision-note${d.mark ? ` marked mark-${d.mark}` : ""}`}>
    <span class="note-who">${t("review.note_who", { turn: count.format(d.turn), player: nameOf(d.seat) })}</span>${" "}
    ${d.mark && html`<strong class=${`mark-word mark-${d.mark}`}>${markWord(d.mark)}</strong>${" "}`}${text}
    ${d.exact && html` <span class="exact-note">(${t("review.exact")})</span>`}
    ${d.by && html` <span class="stand-in">${t("review.stand_in", { level: levelName(d.by) })}</span>`}
  </p>`;
}

function Summary({ review, nameOf }) {
  const teams = review.players.some((p) => p.team != null);
  // A scrolling box on narrow screens, which the keyboard can scroll too.
  return html`<div class="table-scroll review-table-box" tabindex="0" role="region" aria-labelledby="review-summary">
    <table class="review-table">
      <caption id="review-summary">${t("review.summary_caption")}</caption>
      <thead>
        <tr>
          <th scope="col">${t("review.col_player")}</th>
          <th scope="col">${t("review.col_accuracy")}</th>
          <th scope="col">${t("review.col_decisions")}</th>
          <th scope="col">${t("review.col_mean_loss")}</th>
          ${MARKS.map(
            (m) => html`<th scope="col" key=${m} class="mark-col">
              <span class=${`mark-dot mark-${m}`}></span><span class="mark-col-word">${t(`review.col.${m}`)}</span>
            </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${review.players.map(
          (p) => html`<tr key=${p.seat}>
            <th scope="row">
              <${Swatch} seat=${p.seat} />${nameOf(p.seat)}${teams ? ` · ${t("over.team", { team: p.team + 1 })}` : ""}
              ${p.stand_in > 0 && html`<br /><span class="stand-in">${t("review.stand_in_count", { count: p.stand_in })}</span>`}
            </th>
            <td class="accuracy">${p.accuracy == null ? "–" : pct1.format(p.accuracy / 100)}</td>
            <td>${p.decisions}</td>
            <td>${pct1.format(p.mean_loss)}</td>
            <td>${p.inaccuracies}</td>
            <td>${p.mistakes}</td>
            <td>${p.blunders}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

// Luck in win-chance points, signed.
const points = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, signDisplay: "exceptZero" });

/**
 * A line per player: what their throws gave or took (the review's `luck`, gnubg's
 * luck rating), with a bar from the middle, and the one sentence that says why.
 */
function LuckLines({ review, nameOf, cards = false }) {
  // Sorry!: the luck of the cards drawn, Yut Nori's of the sticks, not of dice (`cards`
  // is the messages' suffix, "_cards" or "_sticks").
  const k = (key) => (cards ? `${key}${cards === true ? "_cards" : cards}` : key);
  const players = review.players.filter((p) => p.luck != null);
  if (!players.length) return null;
  const most = Math.max(0.25, ...players.map((p) => Math.abs(p.luck)));
  return html`<section class="review-luck" aria-labelledby="review-luck-heading">
    <h4 id="review-luck-heading">${t(k("review.luck_heading"))}</h4>
    <ul class="luck-lines">
      ${players.map((p) => {
        const w = (Math.abs(p.luck) / most) * 50;
        return html`<li key=${p.seat} data-seat=${p.seat}>
          <span class="luck-who"><${Swatch} seat=${p.seat} />${nameOf(p.seat)}</span>
          <span class="luck-bar" aria-hidden="true"
            ><span class=${p.luck >= 0 ? "good" : "bad"} style=${{ width: `${w}%`, [p.luck >= 0 ? "left" : "right"]: "50%" }}></span
          ></span>
          <span class="luck-text">${t(k("review.luck_line"), { points: points.format(Math.round(100 * p.luck)), throws: count.format(p.throws) })}</span>
        </li>`;
      })}
    </ul>
    <p class="review-notes">${t(k("review.luck_explain"))}</p>
  </section>`;
}

// The graph's geometry in CSS pixels: its height and the plot's margins.
const GRAPH_H = 150;
const PAD = { l: 36, r: 8, t: 8, b: 8 };

/**
 * The win-chance graph (after lichess'): x the slider's positions, y the win chance.
 * Two sides: the line of seat 0's side, its share below in its colour and the other's
 * above; more sides: a line per seat. Marked decisions are dots by severity; the
 * cursor is the current position. A click or tap jumps to the nearest point (within
 * a few pixels) or else to the position under it.
 */
/**
 * Keep what was tapped on the screen once the page has drawn the new position: on a
 * phone the board above grows or shrinks with the position's banner and note, which
 * would otherwise push the tapped line out of view.
 */
function keepInView(el) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!el.isConnected) return;
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: "nearest" });
    }),
  );
}

function WinGraph({ model, last, i, go }) {
  const box = useRef(null);
  const [w, setW] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    const measure = () => setW(el.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const plotW = Math.max(10, w - PAD.l - PAD.r);
  const X = (pos) => PAD.l + (pos / Math.max(1, last)) * plotW;
  const Y = (v) => PAD.t + (1 - v) * (GRAPH_H - PAD.t - PAD.b);
  const all = model.series.flatMap((s) => s.points);
  const click = (e) => {
    keepInView(e.currentTarget);
    const at = e.target.getAttribute?.("data-pos");
    if (at != null) return go(Number(at));
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    let best = null;
    let near = 10;
    for (const p of all) {
      const dx = Math.abs(X(p.pos) - x);
      if (dx < near) [near, best] = [dx, p.pos];
    }
    return go(best ?? Math.round(((x - PAD.l) / plotW) * last));
  };
  const line = (pts) => pts.map((p) => `${X(p.pos).toFixed(1)},${Y(p.y).toFixed(1)}`).join(" ");
  const bottom = Y(0);
  // Two sides: from the first point to the last, seat 0's side's share below the line
  // and the other's above it.
  let area = null;
  if (model.two && w > 0 && all.length) {
    const pts = model.series[0].points;
    const [x0, x1] = [X(pts[0].pos), X(pts[pts.length - 1].pos)];
    area = { x0, x1, below: `${x0},${bottom} ${line(pts)} ${x1},${bottom}` };
  }
  const marked = all.filter((p) => p.d.mark);
  return html`<div class="win-graph" ref=${box}>
    ${w > 0 &&
    html`<svg
      class="review-graph"
      width=${w}
      height=${GRAPH_H}
      viewBox=${`0 0 ${w} ${GRAPH_H}`}
      role="img"
      aria-label=${t("review.graph_label", { count: model.reviewed.length, marked: model.marked.length })}
      onClick=${click}
    >
      <rect class="plot" x=${PAD.l} y=${PAD.t} width=${plotW} height=${GRAPH_H - PAD.t - PAD.b} />
      ${area &&
      html`<rect class="area" x=${area.x0} y=${PAD.t} width=${area.x1 - area.x0} height=${bottom - PAD.t}
          fill=${model.colourOf(model.other)} fill-opacity="0.2" />
        <polygon class="area" points=${area.below} fill=${model.colourOf(model.side0)} fill-opacity="0.3" />`}
      <line class="half" x1=${PAD.l} x2=${PAD.l + plotW} y1=${Y(0.5)} y2=${Y(0.5)} />
      ${[1, 0.5, 0].map((v) => html`<text class="axis" x=${PAD.l - 4} y=${Y(v) + 4} text-anchor="end">${pct.format(v)}</text>`)}
      ${model.series.map(
        (s, k) => html`<g key=${k}>
          <polyline class="line" points=${line(s.points)} stroke=${s.colour} />
          ${s.points.map(
            (p) => html`<circle class="pt" cx=${X(p.pos)} cy=${Y(p.y)} r="2.5" fill=${s.colour} data-pos=${p.pos} data-event=${p.d.event} />`,
          )}
        </g>`,
      )}
      <line class="cursor" x1=${X(i)} x2=${X(i)} y1=${PAD.t} y2=${GRAPH_H - PAD.b} />
      ${marked.map(
        (p) => html`<circle class=${`pt-mark mark-${p.d.mark}`} cx=${X(p.pos)} cy=${Y(p.y)} r=${{ inaccuracy: 4.5, mistake: 5.5, blunder: 6.5 }[p.d.mark]} data-pos=${p.pos} data-event=${p.d.event} />`,
      )}
    </svg>`}
  </div>`;
}
