// The first game (`/learn`): a short lesson on real positions of Pachisi — or of Ludo
// (`/learn?preset=ludo`, also offered for the other games on the Ludo board), Mensch,
// petits chevaux, Parcheesi, Parchís, Barjis, Barjis of the Levant, Parqués, Sorry! or
// Yut Nori (`?preset=mensch|petits-chevaux|parcheesi|parchis|barjis|barjis-levant|parques|sorry|yut`,
// LESSON_PRESETS) — where
// the player makes the moves and the page explains each one. The server builds the
// lesson (GET /api/lesson, crates/pachisi-server/src/lesson.rs): every step's
// position, legal moves, the lesson's answer, and for every legal move what it does
// and why the answer is better. The page holds no rules: it words those facts through
// the catalogue (each step's texts under its id, `learn.step.ID.*`).
//
// Also the lobby's offer of the lesson (LearnOffer), shown until it is dismissed or the
// lesson is completed.

import { html, useState, useEffect, useLayoutEffect, useRef, BoardView, ThrowPicture, announce } from "./ui.js";
import { api } from "./api.js";
import { t, seatName, listAnd, listOr, hasMessage, LOCALE, HANGUL, hangulShown, loadHangul } from "./strings.js";
import { describeAction, logText, safeKindOf, valueWord, yutName, BACK_DO } from "./game.js";

/** localStorage keys: the offer was dismissed; the lesson was completed. */
export const OFFER_KEY = "pachisi:learn-offer";
export const LEARNED_KEY = "pachisi:learned";
/** The games with a lesson of their own (besides Pachisi's): the lobby's game family → the lesson's preset. */
const OWN_LESSON = { ludo: "ludo", mensch: "mensch", chevaux: "petits-chevaux", parcheesi: "parcheesi", parchis: "parchis", barjis: "barjis", parques: "parques", sorry: "sorry", yut: "yut" };
/** Every preset with a lesson of its own: each family's, and Barjis of the Levant's (its two players and one grace). */
const LESSON_PRESETS = [...Object.values(OWN_LESSON), "barjis-levant"];
const hasOwnLesson = (preset) => LESSON_PRESETS.includes(preset);
/** The wording of a lesson's reasons: the Levant's are Barjis' (`learn.why.CODE.barjis`). */
const wordsOf = (preset) => (preset === "barjis-levant" ? "barjis" : preset);
/** The keys of a lesson's preset: the Pachisi lesson's above, `…-PRESET` for a game's own lesson. */
const keysOf = (preset) => (hasOwnLesson(preset) ? [`${OFFER_KEY}-${preset}`, `${LEARNED_KEY}-${preset}`] : [OFFER_KEY, LEARNED_KEY]);
/** The lesson for a game without one, by what its board throws (a die on the Ludo board: Ludo's). */
const LESSON_BY_THROW = { die: "ludo", "two-dice": "parcheesi", cards: "sorry", sticks: "yut" };

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the offer simply comes back.
  }
}

/** "31%": a probability for the page's texts. */
const percentFormat = new Intl.NumberFormat(LOCALE, { style: "percent", maximumFractionDigits: 0 });
const percent = (p) => percentFormat.format(p);

// ---------------------------------------------------------------- the lobby's offer

/**
 * "New to Pachisi? Play a 3-minute lesson": a card with a link to /learn and a
 * "No thanks" that remembers the dismissal. Renders nothing once dismissed or once the
 * lesson was completed in this browser.
 */
export function LearnOffer({ track = "pachisi", preset = null }) {
  const [hidden, setHidden] = useState(() => stored(OFFER_KEY) === "dismissed" || stored(LEARNED_KEY) != null);
  // The chosen preset's own lesson (Barjis of the Levant), else its family's.
  const own = hasOwnLesson(preset) ? preset : OWN_LESSON[track];
  if (own) {
    // A game with its own lesson is chosen (Ludo, Mensch, petits chevaux, Parcheesi, Parchís,
    // Barjis, Barjis of the Levant, Parqués): that one, never Pachisi's.
    const [offerKey, learnedKey] = keysOf(own);
    return stored(learnedKey) == null && stored(offerKey) !== "dismissed" ? html`<${GameOffer} key=${own} preset=${own} />` : null;
  }
  // The cowrie lesson for the games on the cloth.
  if (hidden || (track !== "pachisi" && track !== "chopat")) return null;
  const dismiss = () => {
    store(OFFER_KEY, "dismissed");
    setHidden(true);
    announce(t("learn.offer.dismissed"));
  };
  return html`<aside class="learn-offer" aria-labelledby="learn-offer-title">
    <p class="learn-offer-text">
      <strong id="learn-offer-title">${t("learn.offer.title")}</strong> ${t("learn.offer.text")}
    </p>
    <div class="learn-offer-buttons">
      <a class="button primary" href="/learn">${t("learn.offer.start")}</a>
      <button type="button" class="learn-offer-dismiss" onClick=${dismiss}>${t("learn.offer.dismiss")}</button>
    </div>
  </aside>`;
}

/** "New to Ludo?": the offer of a game's own lesson (OWN_LESSON) while it is chosen in the lobby. */
function GameOffer({ preset }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const dismiss = () => {
    store(keysOf(preset)[0], "dismissed");
    setHidden(true);
    announce(t("learn.offer.dismissed"));
  };
  return html`<aside class="learn-offer" aria-labelledby="learn-offer-title">
    <p class="learn-offer-text">
      <strong id="learn-offer-title">${t(`learn.${preset}.offer_title`)}</strong> ${t(`learn.${preset}.offer_text`)}
    </p>
    <div class="learn-offer-buttons">
      <a class="button primary" href=${`/learn?preset=${preset}`}>${t("learn.offer.start")}</a>
      <button type="button" class="learn-offer-dismiss" onClick=${dismiss}>${t("learn.offer.dismiss")}</button>
    </div>
  </aside>`;
}

// ---------------------------------------------------------------- texts from the facts

/** The answer of a step: its legal action (info) and its result. */
function answerOf(step) {
  const info = step.legal.find((a) => a.action === step.answer);
  const result = step.results.find((r) => r.action === step.answer);
  return { info, result };
}

/** A throw's value as the texts name it: Yut Nori's throws by name ("gae"), else the number. */
const throwName = (v, kind) => (kind === "sticks" && v != null ? yutName(v) : v);

/** The named values of a step's messages, from the server's facts. */
function stepParams(lesson, step) {
  const kind = lesson.layout.throw_kind;
  const p = {
    seat: seatName(step.seat),
    // The player after the learner: the opponent a two-player lesson (Yut Nori's) names.
    opponent: seatName((step.seat + 1) % lesson.seats.length),
    grace: listOr(lesson.grace),
    again: listOr(lesson.go_on),
    shells: lesson.throws?.shells,
  };
  // Two dice: how often doubles come.
  if (lesson.throws?.doubles_probability != null) p.doubles = percent(lesson.throws.doubles_probability);
  const { info, result } = step.answer ? answerOf(step) : {};
  if (info) {
    // A bonus the answer earns (a capture's 20, home's 10): the kept throw it adds.
    const left = [...step.kept];
    if (left.includes(info.value)) left.splice(left.indexOf(info.value), 1);
    const earned = [...(result?.kept ?? [])];
    for (const v of left) if (earned.includes(v)) earned.splice(earned.indexOf(v), 1);
    if (earned.length) p.bonus = earned[0];
    p.piece = info.pieces[0] + 1;
    p.value = info.value;
    p.name = throwName(info.value, kind);
    p.togo = info.to_go;
    p.needed = info.value;
    // How far the piece had to go before the move (Yut Nori's back-do onto a corner
    // leaves it less), and the pieces it joins on its station (a stack, Y-STACK).
    const mine = step.pieces[step.seat] ?? [];
    p.before = mine.find((q) => q.piece === info.pieces[0])?.to_go;
    const joined = mine.filter((q) => q.at === "board" && info.to_square != null && q.square === info.to_square && !info.pieces.includes(q.piece));
    p.stack = listAnd([...info.pieces, ...joined.map((q) => q.piece)].sort((a, b) => a - b).map((j) => j + 1));
    // On a numbered ladder (petits chevaux): the number of the square the piece stands on.
    p.square = lesson.layout.squares?.find((q) => q.id === info.from_square)?.number;
    if (info.captures.length) {
      const [vs, vp] = info.captures[0];
      p.victim = seatName(vs);
      p.vpiece = vp + 1;
    }
    // Sorry!: the pawn a switch or the Sorry! card takes the place of (S-ELEVEN,
    // S-SORRY), and how far the move takes the learner's pawn (back past the start
    // square is a shortcut: S-FOUR).
    if (info.onto) {
      p.victim = seatName(info.onto[0]);
      p.vpiece = info.onto[1] + 1;
    }
    if (info.from_step != null && info.to_step != null) p.gain = info.to_step - info.from_step;
    // Parqués' blow (Q-SOPLAR): the learner's piece the blown one threatens, from what
    // declining would leave (the `no_blow` reason).
    const declined = step.results.find((r) => r.action === "pass" && r.why?.code === "no_blow")?.why;
    if (declined) {
      p.target = declined.target + 1;
      p.gap = declined.value;
    }
  }
  p.others = listAnd((step.unusable ?? []).map((u) => u.value));
  if (lesson.partner != null) {
    const team = lesson.seats.find((s) => s.seat === step.seat)?.team;
    p.partner = seatName(lesson.partner);
    p.opponents = listAnd(lesson.seats.filter((s) => s.team !== team).map((s) => seatName(s.seat)));
    p.team = listAnd(lesson.seats.filter((s) => s.team === team).map((s) => seatName(s.seat)));
  }
  return p;
}

/**
 * Why a wrong move is worse than the answer, from its `why` facts; a game's own wording
 * of a reason, where it has one, is `learn.why.CODE.PRESET` (Parcheesi's pawns and bonuses).
 */
function whyText(why, preset, kind, pieces) {
  const w0 = why ?? { code: "other" };
  // Yut Nori: a piece open to one of the opponent's that is still waiting, which would
  // capture it by coming on (Y-ENTER, Y-CAPTURE).
  const coming = kind === "sticks" && w0.code === "exposed" && pieces?.[w0.by_seat]?.[w0.by_piece]?.at === "waiting";
  const w = coming ? { ...w0, code: "exposed_coming" } : w0;
  // Parqués (Q-SOPLAR): a capture not made is a capture left, which the next player may blow.
  if (w.code === "no_capture" && w.blow_by != null) {
    return t("learn.why.no_capture_blow", {
      seat: seatName(w.seat),
      blower: seatName(w.blow_by),
      mine: listAnd((w.blow_pieces ?? []).map((j) => j + 1)),
    });
  }
  const own = `learn.why.${w.code}.${wordsOf(preset)}`;
  if (hasMessage(own)) {
    return t(own, {
      seat: seatName(w.seat ?? w.by_seat),
      piece: (w.piece ?? w.by_piece ?? 0) + 1,
      by: (w.by_piece ?? 0) + 1,
      value: w.value,
      needed: w.needed,
      bonus: w.bonus ?? 0,
      percent: w.chance != null ? percent(w.chance) : "",
      name: throwName(w.value ?? w.needed, kind),
    });
  }
  switch (w.code) {
    case "pass":
    case "no_enter":
      return t(`learn.why.${w.code}`);
    case "strands":
      return t("learn.why.strands", { piece: w.piece + 1 });
    case "loses_throw":
      return t("learn.why.loses_throw", { values: listAnd(w.values) });
    case "no_capture":
      // `again`: whether the capture would also have earned a throw (false in Ludo).
      return t(w.again === false ? "learn.why.no_capture_plain" : "learn.why.no_capture", { seat: seatName(w.seat), piece: w.piece + 1 });
    case "exposed":
      return t("learn.why.exposed", {
        piece: w.piece + 1,
        seat: seatName(w.by_seat),
        by: w.by_piece + 1,
        value: w.value,
        percent: percent(w.chance),
      });
    case "not_home":
      return t("learn.why.not_home", { piece: w.piece + 1, needed: w.needed, percent: percent(w.chance) });
    case "no_climb":
      return t("learn.why.no_climb", { piece: w.piece + 1, square: w.square, needed: w.needed, percent: percent(w.chance) });
    // Parqués: declining a blow (Q-SOPLAR) leaves the piece that threatens one of yours;
    // a crown (Q-THREE-PAIRS) of a piece on the board gains less than one in the jail.
    case "no_blow":
      return t("learn.why.no_blow", {
        seat: seatName(w.seat),
        piece: w.piece + 1,
        target: w.target + 1,
        value: w.value,
        percent: percent(w.chance),
      });
    case "crown_short":
      return t("learn.why.crown_short", { piece: w.piece + 1, togo: w.togo, best: w.best + 1 });
    // Sorry!: a move that gains less (S-ELEVEN), a bump of a pawn with more to go
    // (S-SORRY), a 4 that does not take the shortcut back past the start square (S-FOUR).
    case "gains_less":
      return t("learn.why.gains_less", { piece: w.piece + 1, gained: w.gained, best: w.best });
    case "sorry_target":
      return t("learn.why.sorry_target", {
        seat: seatName(w.seat),
        piece: w.piece + 1,
        togo: w.togo,
        best_seat: seatName(w.best_seat),
        best_piece: w.best_piece + 1,
        best_togo: w.best_togo,
      });
    case "back_far":
      return t("learn.why.back_far", { piece: w.piece + 1, togo: w.togo });
    // Yut Nori: the answer stops a piece on a corner, from which it takes the diagonal
    // (Y-BRANCH): coming on with the right throw, or a back-do; a move that stops
    // exactly on station 0, where the piece stays, not past it and out (Y-FINISH).
    case "no_corner": {
      const p = { piece: w.piece + 1, square: w.square, corner: w.corner, best: w.best + 1, togo: w.togo };
      if (w.back) return t("learn.why.no_corner_back", p);
      if (w.rest != null) return t("learn.why.no_corner", { ...p, rest: throwName(w.rest, kind) });
      return t("learn.why.no_corner_plain", p);
    }
    case "on_start":
      return t("learn.why.on_start", { piece: w.piece + 1, best: w.best + 1 });
    default:
      return t("learn.why.other");
  }
}

// ---------------------------------------------------------------- the page

export function LearnPage() {
  const [lesson, setLesson] = useState(null);
  const [error, setError] = useState(null);
  const preset = new URLSearchParams(location.search).get("preset");
  useEffect(() => {
    document.title = t("learn.title");
    const load = (which) =>
      api("GET", hasOwnLesson(which) ? `/api/lesson?preset=${which}` : "/api/lesson").then(async (l) => {
        if (l.preset !== "pachisi") document.title = t(`learn.${l.preset}.title`);
        // Yut Nori's sticks keep their Korean names: the page's Hangul face first.
        if (l.layout?.throw_kind === "sticks") await loadHangul();
        setLesson(l);
      }, (e) => setError(e.message));
    if (preset && preset !== "pachisi" && !hasOwnLesson(preset)) {
      // Another game: its board says which lesson fits (LESSON_BY_THROW; Barjis' cloth:
      // the Barjis lesson).
      api("GET", `/api/layout?preset=${encodeURIComponent(preset)}`).then(
        (l) => load(l.safe_squares === "barjis" ? "barjis" : (LESSON_BY_THROW[l.throw_kind] ?? "pachisi")),
        (e) => setError(e.message),
      );
    } else load(preset);
  }, []);
  if (error) {
    return html`<p class="error" role="alert">${t("learn.cannot_open", { message: error })}</p>
      <a href="/">${t("nav.new_game")}</a>`;
  }
  if (!lesson) return html`<p>${t("app.loading")}</p>`;
  return html`<${Lesson} lesson=${lesson} />`;
}

function Lesson({ lesson }) {
  const steps = lesson.steps;
  const [index, setIndex] = useState(0); // steps.length: the end screen
  const [solved, setSolved] = useState(() => steps.map(() => null)); // the right result chosen, per step
  const [thrown, setThrown] = useState(0); // throws made in the throw step
  const [tried, setTried] = useState(null); // a wrong result being shown
  const [attempt, setAttempt] = useState(0); // a fresh board after "Try again"
  const [selectedPiece, setSelectedPiece] = useState(null); // "seat:piece" with several moves
  const [focusAction, setFocusAction] = useState(null); // the move under the pointer or focus
  const root = useRef(null);
  const focusAfter = useRef(null); // a selector to focus after the next render

  const atEnd = index >= steps.length;
  const step = atEnd ? steps[steps.length - 1] : steps[index];
  const isThrow = Array.isArray(step.throws);
  const done = atEnd || solved[index] != null;
  const active = !atEnd && !done && !tried && !isThrow;
  const params = stepParams(lesson, step);
  // As on the game page: a printed board's safe squares (Parcheesi's safety spaces) are
  // "a safe square", never "a castle".
  const safeSquares = safeKindOf(lesson.layout);

  useLayoutEffect(() => {
    const sel = focusAfter.current;
    focusAfter.current = null;
    if (sel) root.current?.querySelector(sel)?.focus();
  });

  const [offerKey, learnedKey] = keysOf(lesson.preset);
  const kind = lesson.layout.throw_kind;
  // A layout effect runs in the same task as the render that shows the end
  // card, so nothing (a test, a quick click to the lobby) sees the recap
  // before the lesson is recorded as learned.
  useLayoutEffect(() => {
    if (atEnd) store(learnedKey, "1");
  }, [atEnd]);

  const goTo = (i) => {
    setIndex(i);
    setTried(null);
    setSelectedPiece(null);
    setFocusAction(null);
    setAttempt((n) => n + 1);
    focusAfter.current = "#learn-title";
  };
  const restart = () => {
    setSolved(steps.map(() => null));
    setThrown(0);
    goTo(0);
  };
  const redo = () => {
    setSolved((s) => s.map((r, i) => (i === index ? null : r)));
    if (isThrow) setThrown(0);
    setTried(null);
    setAttempt((n) => n + 1);
    focusAfter.current = isThrow ? ".learn-throw-btn" : "#learn-title";
  };

  // The throw step: each press shows the next of its fixed throws.
  const doThrow = () => {
    const n = thrown + 1;
    setThrown(n);
    if (n >= step.throws.length) {
      setSolved((s) => s.map((r, i) => (i === index ? { throws: n } : r)));
      focusAfter.current = ".learn-next";
    } else {
      focusAfter.current = ".learn-throw-btn";
    }
  };

  // A move: right or wrong, the server said what it does.
  const choose = (a) => {
    if (!active) return;
    const result = step.results.find((r) => r.action === a.action);
    if (!result) return;
    setSelectedPiece(null);
    setFocusAction(null);
    if (result.correct) {
      setSolved((s) => s.map((r, i) => (i === index ? result : r)));
      focusAfter.current = ".learn-next";
    } else {
      setTried(result);
      focusAfter.current = ".learn-try-again";
    }
  };
  const tryAgain = () => {
    setTried(null);
    setAttempt((n) => n + 1);
    focusAfter.current = ".learn-moves button.move";
  };

  // Moves and board marks, as on the game page.
  const legal = active ? step.legal : [];
  const candidates = legal.filter((a) => a.action !== "pass");
  const pass = legal.find((a) => a.action === "pass");
  const pieceNo = selectedPiece != null ? Number(selectedPiece.split(":")[1]) : null;
  const shown = pieceNo != null ? candidates.filter((a) => a.pieces.includes(pieceNo)) : candidates;
  const marks = { movable: new Set(), targets: new Set(), strong: new Set(), labels: new Map(), selected: selectedPiece };
  // Parqués (Q-SOPLAR): the turn opens with a blow of a piece that left a capture, or not.
  const blowing = candidates.some((a) => a.action.startsWith("blow "));
  for (const a of candidates) {
    // A blow's piece is another player's: it is the one to click, as on the game page.
    if (a.action.startsWith("blow ")) for (const [s, p] of a.captures) marks.movable.add(`${s}:${p}`);
    for (const p of a.pieces) {
      const key = `${step.seat}:${p}`;
      marks.movable.add(key);
      // A crown (Q-THREE-PAIRS) spends no throw: value 0 is no number to show.
      const values = [...new Set(candidates.filter((c) => c.pieces.includes(p) && c.value > 0).map((c) => c.value))];
      if (values.length) marks.labels.set(key, listOr(values.map((v) => valueWord(v, kind))));
    }
    if (a.to_square != null) marks.targets.add(a.to_square);
  }
  for (const a of focusAction ? [focusAction] : pieceNo != null ? shown : []) {
    if (a.to_square != null) marks.strong.add(a.to_square);
  }
  // A wrong move shown: the square it went to, and the opponent's piece its
  // explanation names (the one that could capture, or the one left uncaptured).
  if (tried) {
    const to = step.legal.find((a) => a.action === tried.action)?.to_square;
    if (to != null) marks.strong.add(to);
    const w = tried.why ?? {};
    if (w.code === "exposed" || w.code === "no_blockade") marks.selected = `${w.by_seat}:${w.by_piece}`;
    else if (w.code === "no_capture" || w.code === "no_blow") marks.selected = `${w.seat}:${w.piece}`;
    else if (w.code === "crown_short") marks.selected = `${step.seat}:${w.best}`;
  }
  const choosePiece = (seat, piece) => {
    if (!active) return;
    // A blow (Q-SOPLAR) is chosen on the piece it sends back, another player's.
    const blow = candidates.find((a) => a.action.startsWith("blow ") && a.captures.some(([s, p]) => s === seat && p === piece));
    if (blow) return choose(blow);
    if (seat !== step.seat) return;
    const acts = candidates.filter((a) => a.pieces.includes(piece));
    if (acts.length === 1) choose(acts[0]);
    else if (acts.length > 1) {
      setSelectedPiece(`${seat}:${piece}`);
      focusAfter.current = ".learn-moves button.move";
    }
  };
  const chooseSquare = (square) => {
    const acts = candidates.filter((a) => a.to_square === square && (pieceNo == null || a.pieces.includes(pieceNo)));
    if (acts.length === 1) choose(acts[0]);
  };

  // What the board shows: the step, the wrong move tried, or the step solved.
  const right = solved[index];
  const pieces = atEnd ? (solved[steps.length - 1]?.pieces ?? step.pieces) : (tried ?? right)?.pieces ?? step.pieces;

  const hover = (a) => () => setFocusAction(a);
  // Declining a blow (Q-SOPLAR) is no pass of kept throws: it says so.
  // Yut Nori's labels say where a move stacks, turns or lands (as on the game page).
  const moveCtx = { pieces: step.pieces, legal: step.legal, mover: step.seat, layout: lesson.layout };
  const label = (a) => (a.action === "pass" && blowing ? t("move.no_blow") : describeAction(a, safeSquares, moveCtx));
  const moveButton = (a, extra = "") => html`<button
    type="button"
    key=${a.action}
    class=${`move ${extra}`}
    data-action=${a.action}
    onClick=${() => choose(a)}
    onFocus=${hover(a)}
    onMouseEnter=${hover(a)}
    onBlur=${hover(null)}
    onMouseLeave=${hover(null)}
  >
    ${label(a)}
  </button>`;

  const throwsShown = isThrow ? step.throws.slice(0, done ? step.throws.length : thrown) : [];
  const lastThrow = throwsShown[throwsShown.length - 1];

  let feedback = null;
  if (atEnd) {
    feedback = null;
  } else if (tried) {
    feedback = html`<p class="learn-verdict wrong">${t("learn.wrong")}</p>
      <p class="learn-did">${logText(tried.log, kind)}</p>
      <p class="learn-why">${whyText(tried.why, lesson.preset, kind, tried.pieces)}</p>
      <button type="button" class="primary learn-try-again" onClick=${tryAgain}>${t("learn.try_again")}</button>`;
  } else if (isThrow && lastThrow) {
    const up = lastThrow.throw.up;
    // The cowries' step says how many shells are up; another game's throw step its value.
    const which = lastThrow.again ? "again" : "last";
    const key = hasMessage(`learn.step.${step.id}.${which}`)
      ? `learn.step.${step.id}.${which}`
      : hasMessage(`learn.step.${step.id}.thrown`)
        ? `learn.step.${step.id}.thrown`
        : `learn.step.throw.${which}`;
    feedback = html`<p class=${lastThrow.again ? "learn-did" : "learn-did right"}>
      ${t(key, {
        ...params,
        count: up,
        value: lastThrow.throw.value,
        values: listAnd(lastThrow.kept),
        dice: listAnd(lastThrow.throw.dice ?? []),
        name: throwName(lastThrow.throw.value, kind),
        names: listAnd(lastThrow.kept.map((v) => throwName(v, kind))),
      })}
    </p>`;
  } else if (right) {
    feedback = html`<p class="learn-verdict right">${t("learn.right")}</p>
      <p class="learn-did">${logText(right.log, kind)}</p>
      <p class="learn-why">${t(`learn.step.${step.id}.done`, params)}</p>`;
  }

  return html`<div class="learn" ref=${root}>
    <section class="learn-card" aria-labelledby="learn-title">
      <div class="learn-top">
        <span class="learn-progress">
          ${atEnd ? t("learn.progress_done") : t("learn.progress", { n: index + 1, count: steps.length })}
        </span>
        <ol class="learn-dots" aria-hidden="true">
          ${steps.map(
            (s, i) =>
              html`<li key=${s.id} class=${[i === index ? "now" : "", solved[i] ? "solved" : ""].join(" ").trim()}></li>`,
          )}
        </ol>
        ${!atEnd &&
        html`<a class="learn-skip" href="/" onClick=${() => store(offerKey, "dismissed")}>${t("learn.skip")}</a>`}
      </div>
      ${atEnd
        ? html`<${EndScreen} lesson=${lesson} onRestart=${restart} />`
        : html`<h2 id="learn-title" tabindex="-1">${t(`learn.step.${step.id}.title`)}</h2>
            <p class="learn-intro">${t(`learn.step.${step.id}.intro`, params)}</p>
            ${!done && !tried && html`<p class="learn-do">${t(`learn.step.${step.id}.do`, params)}</p>`}
            <${RuleLink} preset=${lesson.preset} rules=${step.rules} />
            ${isThrow &&
            html`<${ThrowTable} lesson=${lesson} />
              <div class="learn-throws">
                <button
                  type="button"
                  class="primary learn-throw-btn"
                  disabled=${done}
                  onClick=${doThrow}
                >
                  ${t(kind === "cards" ? "throw.draw" : kind === "sticks" ? "throw.sticks_button" : "throw.button")}
                </button>
                ${throwsShown.map(
                  (th) => html`<span class="learn-kept-throw" key=${th.throw.n}>
                    <${ThrowPicture} throw=${th.throw} kind=${kind} />
                    <span class="throw-value">${valueWord(th.throw.value, kind)}</span>
                  </span>`,
                )}
              </div>`}
            ${!isThrow &&
            step.kept.length > 0 &&
            html`<div class="learn-kept" role="group" aria-label=${t("learn.kept_label")}>
              <span class="muted">${t(kind === "cards" ? "tray.card" : "learn.kept")}</span>
              ${step.kept.map(
                (v, i) => html`<span class=${step.kept_throws[i] ? "learn-kept-throw" : "learn-kept-throw bonus"} key=${i}>
                  ${step.kept_throws[i] && html`<${ThrowPicture} throw=${step.kept_throws[i]} kind=${kind} />`}
                  <span class="throw-value">${valueWord(v, kind)}</span>
                </span>`,
              )}
            </div>`}
            ${active &&
            html`<div class="learn-moves" role="group" aria-label=${t("learn.moves")}>
              <p class="muted">
                ${pieceNo != null
                  ? t("moves.of_piece", { seat: seatName(step.seat), piece: pieceNo + 1 })
                  : t(blowing ? "learn.choose_blow" : kind === "sticks" ? "learn.choose_station" : "learn.choose")}
              </p>
              ${shown.map((a) => moveButton(a))}
              ${pieceNo != null &&
              html`<button type="button" class="small" onClick=${() => setSelectedPiece(null)}>${t("moves.show_all")}</button>`}
              ${pass && pieceNo == null && moveButton(pass, "pass")}
            </div>`}
            <div class="learn-feedback" aria-live="polite" aria-atomic="true">${feedback}</div>
            <nav class="learn-nav" aria-label=${t("learn.nav")}>
              <button type="button" class="learn-back" disabled=${index === 0} onClick=${() => goTo(index - 1)}>
                ${t("learn.back")}
              </button>
              ${done &&
              !tried &&
              html`<button type="button" class="small learn-redo" onClick=${redo}>${t("learn.redo")}</button>`}
              <button type="button" class="primary learn-next" disabled=${!done} onClick=${() => goTo(index + 1)}>
                ${index === steps.length - 1 ? t("learn.finish") : t("learn.next")}
              </button>
            </nav>`}
    </section>
    <div class="learn-board">
      <${BoardView}
        key=${`${index}:${attempt}`}
        layout=${lesson.layout}
        pieces=${pieces}
        marks=${marks}
        onPiece=${choosePiece}
        onSquare=${active ? chooseSquare : undefined}
      />
    </div>
  </div>`;
}

/**
 * The throw table: for cowries, shells mouth up → value; for a die, its faces. The
 * values that throw again are marked.
 */
function ThrowTable({ lesson }) {
  if (lesson.throws?.kind === "sticks") return html`<${StickTable} lesson=${lesson} />`;
  // Two dice and Sorry!'s cards have no table: the throw step's text says what they do.
  if (lesson.throws?.kind === "two-dice" || lesson.throws?.kind === "cards") return null;
  const outcomes = lesson.throws?.outcomes ?? [];
  const die = lesson.throws?.kind === "die";
  return html`<div class="table-scroll">
    <table class=${die ? "learn-table die" : "learn-table"}>
      <caption class="sr-only">${t("learn.table_label")}</caption>
      <tbody>
        ${!die &&
        html`<tr>
          <th scope="row">${t("rules.col.up")}</th>
          ${outcomes.map((o) => html`<td key=${o.up}>${o.up}</td>`)}
        </tr>`}
        <tr>
          <th scope="row">${t(die ? "learn.table_die" : "rules.col.value")}</th>
          ${outcomes.map(
            (o) => html`<td key=${o.up ?? o.value} class=${o.throw_again ? "again" : ""}>
              ${o.value}${o.throw_again ? html`<span class="sr-only"> ${t("learn.table_again")}</span>` : ""}
            </td>`,
          )}
        </tr>
      </tbody>
    </table>
    <p class="learn-table-note">${t("learn.table_note", { again: listOr(lesson.go_on) })}</p>
  </div>`;
}

/**
 * Yut Nori's throws (Y-STICKS), in the order of their steps: each throw's name (its
 * Korean name too where the browser draws Hangul) and its steps, back-do last; yut and
 * mo, which throw again, in bold.
 */
function StickTable({ lesson }) {
  const outcomes = [...(lesson.throws.outcomes ?? [])].sort((a, b) => (a.steps < 0) - (b.steps < 0) || a.steps - b.steps);
  const hangul = hangulShown();
  return html`<div class="table-scroll">
    <table class="learn-table sticks">
      <caption class="sr-only">${t("learn.table_label")}</caption>
      <tbody>
        <tr>
          <th scope="row">${t("rules.yut.col_name")}</th>
          ${outcomes.map(
            (o) => html`<td key=${o.outcome} class=${o.throw_again ? "again" : ""} data-throw=${o.name}>
              ${hangul && HANGUL[o.name] && html`<span lang="ko" class="hangul">${HANGUL[o.name]}</span> `}${yutName(o.steps < 0 ? BACK_DO : o.steps)}
            </td>`,
          )}
        </tr>
        <tr>
          <th scope="row">${t("rules.yut.col_steps")}</th>
          ${outcomes.map(
            (o) => html`<td key=${o.outcome} class=${o.throw_again ? "again" : ""}>
              ${o.steps < 0 ? t("rules.yut.steps_back") : o.steps}${o.throw_again ? html`<span class="sr-only"> ${t("learn.table_again")}</span>` : ""}
            </td>`,
          )}
        </tr>
      </tbody>
    </table>
    <p class="learn-table-note">${t("learn.table_note_sticks")}</p>
  </div>`;
}

/** The end of the lesson: what was learned, and on to a first game. */
function EndScreen({ lesson, onRestart }) {
  const params = { grace: listOr(lesson.grace), again: listOr(lesson.go_on) };
  return html`<h2 id="learn-title" tabindex="-1">${t("learn.end.title")}</h2>
    <p>${t("learn.end.intro")}</p>
    <ul class="learn-recap">
      ${lesson.steps.map((s) => html`<li key=${s.id}>${t(`learn.end.${s.id}`, params)}</li>`)}
    </ul>
    <div class="learn-end-buttons">
      <a class="button primary learn-play" href="/">${t("learn.end.play")}</a>
      <button type="button" class="learn-restart" onClick=${onRestart}>${t("learn.end.again")}</button>
    </div>
    <p><a href=${`/rules/${lesson.preset}`}>${t(lesson.preset === "pachisi" ? "learn.end.rules" : `learn.end.rules_${lesson.preset}`)}</a></p>`;
}

/**
 * The rules a step teaches, as one small link to them on the rules page: the rule IDs
 * (P-ENTER-SQ1…) are for the curious, in the link's tooltip and address, not shown as
 * text. The rules page scrolls to the first of them it names (web/rules.js).
 */
function RuleLink({ preset, rules }) {
  if (!rules?.length) return null;
  const ids = rules.join(", ");
  return html`<p class="learn-rules" data-rules=${rules.join(" ")}>
    <a
      class="rule-link"
      href=${`/rules/${preset}#rule=${rules.join(",")}`}
      target="_blank"
      rel="noopener"
      title=${ids}
      aria-label=${t("learn.rule_more_label")}
      >${t("learn.rule_more")}</a
    >
  </p>`;
}
