// The game page (`/?game=ID`): the board, throws, kept throws, legal moves, hints, the
// log and the players, over one WebSocket (protocol: crates/pachisi-server/src/lib.rs).
// The page holds no rules: it shows what the server sends and sends intents back.

import {
  html, useState, useEffect, useLayoutEffect, useRef, Swatch, SpeedControl, ThrowPicture, BoardView, announce,
} from "./ui.js";
import { api, tokensOf, addToken } from "./api.js";
import { t, tx, listAnd, listOr, listPlain, errorText, levelName, LOCALE, HANGUL, hangulShown, loadHangul } from "./strings.js";
import { seatName, friendsMessage, helloName, FriendsPanel, ChatButton, ChatToasts, useSeatReactions } from "./friends.js";
import { rulesHref } from "./rules.js";
import { SoundToggle } from "./sound.js";
import { notice, endNotice, NoticeToggle } from "./notify.js";
import { useAutoplay, autoNews, AutoplaySettings } from "./autoplay.js";
import { useTutorSettings, tutorWanted, tutorVerdict, TutorDialog, TutorSettings } from "./tutor.js";
import { LeaveControls, OpponentLeftOffer, endingNotes, seatEndingMark, leaveLogText } from "./leave.js";
import { RatingChange } from "./profile.js";

// ---------------------------------------------------------------- texts

/**
 * A legal action (or a hint's action info) as a button label, in plain words from its
 * info: which piece, the value, where it lands (`to_place`), how far is left, what it
 * captures. `safeSquares` is the layout's kind of safe square (castles, flowers).
 */
/**
 * The kind of safe square a move is told to land on: castles and flowers on the cloth;
 * a printed board's (Parcheesi's safety spaces, Ludo's stars) is "a safe square".
 */
export const safeKindOf = (layout) =>
  layout?.board_style === "sorry"
    ? "sorry"
    : layout?.board_style === "yut"
      ? "yut"
      : !layout || layout.board_style === "cloth" || !layout.board_style
        ? (layout?.safe_squares ?? "")
        : "";

/** Sorry!'s Sorry! card (S-SORRY): the card value 13 (its other cards are their numbers). */
export const SORRY_CARD = 13;

/**
 * A throw's value in words where it is not a number: Sorry!'s Sorry! card (`kind` is
 * the layout's `throw_kind`); else the number itself.
 */
export const valueWord = (v, kind) =>
  kind === "cards" && v === SORRY_CARD ? t("card.sorry") : kind === "sticks" ? yutKept(v) : v;

// ---------------------------------------------------------------- Yut Nori's words

/** Yut Nori's kept back-do (Y-STICKS, §21.5: kept values 1 … 5 are steps, 63 is back-do). */
export const BACK_DO = 63;

/**
 * The throws' Korean names (Y-STICKS), by kept value: they stay in Hangul in every
 * language, beside the catalogue's romanisation (`yut.name.N`).
 */
export const YUT_HANGUL = { 1: HANGUL.do, 2: HANGUL.gae, 3: HANGUL.geol, 4: HANGUL.yut, 5: HANGUL.mo, [BACK_DO]: HANGUL["back-do"] };

/** A kept value's name in the page's language's letters: "gae", "back-do". */
export const yutName = (v) => t(`yut.name.${v === BACK_DO ? "back_do" : v}`);

/** A throw's name with its Korean name where it can be drawn: "gae 개", "back-do 빽도". */
export const yutFullName = (v) => (hangulShown() && YUT_HANGUL[v] ? `${yutName(v)} ${YUT_HANGUL[v]}` : yutName(v));

/** A kept throw as the tray and the move lists name it: "yut (4)", "back-do". */
export const yutKept = (v) => (v === BACK_DO ? yutName(v) : YUT_HANGUL[v] ? t("yut.kept", { name: yutName(v), value: v }) : v);

/** What a throw means: "2 steps", "4 steps, throw again", "1 step back". */
export const yutMeans = (v) => t(`yut.means.${v === BACK_DO ? "back_do" : v}`);

/** A chance outcome of the sticks (flat sides up, 5 back-do) as its kept value. */
export const yutValueOfUp = (up) => (up === 5 ? BACK_DO : up === 0 ? 5 : up);

/** A Yut Nori action without its ` stack` (`stack = optional`: the form that joins the own pieces there, Y-STACK). */
const unstacked = (action) => (action ?? "").replace(/ stack$/, "");

/**
 * Yut Nori: the pieces of seat `seat`'s stack that holds `piece` (Y-STACK), from the
 * state's pieces: those with its `stack` (the lowest piece of the stack; with `stack =
 * optional` two stacks may share a station), else those on its station; the piece
 * alone off the board.
 */
export function yutStack(pieces, seat, piece) {
  const mine = pieces?.[seat] ?? [];
  const me = mine[piece];
  if (!me || me.at !== "board") return [piece];
  const same = me.stack != null ? (p) => p.stack === me.stack : (p) => p.square === me.square;
  return mine.filter((p) => p.at === "board" && same(p)).map((p) => p.piece);
}

/**
 * Yut Nori: the pieces a move carries: the piece its action names (`n pK`: a stack is
 * named by its lowest piece) with the rest of its stack; a piece coming on alone. The
 * move's `pieces` list every piece whose place changed, which may include the own
 * pieces it joins: they are not carried. Without the state's pieces, those.
 */
export function yutCarried(a, pieces, mover) {
  const k = Number(/ p(\d+)\b/.exec(a.action ?? "")?.[1]) - 1;
  if (!(k >= 0) || !pieces?.[mover]?.[k]) return a.pieces ?? [];
  return a.enters ? [k] : yutStack(pieces, mover, k);
}

/**
 * A Yut Nori move's label (docs/rules.md §21): coming on, forward, back-do, out; the
 * shortcut taken or declined at a corner or the centre (Y-BRANCH: `n pK straight` goes
 * straight on); joining the mover's own pieces on its station (Y-STACK, from `ctx`: the
 * state's pieces) — by choice with `stack = optional`, where the ` stack` form joins
 * them and the plain one stands beside them; captures (Y-CAPTURE); onto a corner, the
 * centre or station 0. `ctx` (optional): {pieces, legal, mover, layout}.
 */
function yutAction(a, who, ctx = {}) {
  const value = yutKept(a.value);
  const kinds = (id) => ctx.layout?.squares?.find((q) => q.id === id)?.kinds ?? [];
  const plain = unstacked(a.action);
  const straight = plain.endsWith(" straight");
  let text;
  if (a.value === BACK_DO) text = t("move.yut_back", { who });
  else if (a.finishes || a.to_place === "home") text = t("move.yut_out", { who, value });
  else if (a.enters) text = t("move.yut_enter", { who, value });
  else text = t("move.yut_forward", { who, value });
  // At a branch: the shortcut or straight on. Named when the player has the choice
  // (the other move is legal too) or the move turns off the edge at a corner.
  const base = plain.replace(/ straight$/, "");
  const choice = (ctx.legal ?? []).some((b) => unstacked(b.action) === (straight ? base : `${base} straight`));
  const onEdge = (id) => (ctx.layout?.routes?.[0] ?? []).includes(id);
  const fromCorner = a.from_square != null && kinds(a.from_square).includes("corner");
  if (straight) text = t("move.yut_straight", { move: text });
  else if (a.value !== BACK_DO && !a.enters && (choice || (fromCorner && a.to_square != null && !onEdge(a.to_square)))) {
    text = t("move.yut_shortcut", { move: text });
  }
  // Onto own pieces: they go on together from then on (Y-STACK); with `stack =
  // optional` only by the ` stack` form, the plain one standing beside them.
  const carried = ctx.pieces ? yutCarried(a, ctx.pieces, ctx.mover) : a.pieces;
  const mine = (ctx.pieces?.[ctx.mover] ?? []).filter(
    (p) => p.at === "board" && a.to_square != null && p.square === a.to_square && !carried.includes(p.piece) && !a.finishes,
  );
  const joins = a.stack === true || / stack$/.test(a.action);
  const beside = !joins && (a.stack === false || (ctx.legal ?? []).some((b) => b.action === `${a.action} stack`));
  const names = { pieces: listAnd(mine.map((p) => p.piece + 1)), count: mine.length };
  if (joins) text = mine.length ? t("move.yut_joins", { move: text, ...names }) : t("logline.yut_joins", { move: text });
  else if (beside) text = mine.length ? t("move.yut_beside", { move: text, ...names }) : t("logline.yut_beside", { move: text });
  else if (mine.length) text = t("move.yut_stacks", { move: text, ...names });
  if (a.captures?.length) {
    const captured = listAnd(a.captures.map(([s, p]) => t("logline.captured_piece", { seat: seatName(s), piece: p + 1 })));
    text = t("move.yut_captures", { move: text, captured });
  } else if (!a.finishes && a.to_square != null && !mine.length && !joins && !beside) {
    const k = kinds(a.to_square);
    if (k.includes("start")) text = t("move.yut_onto_start", { move: text });
    else if (k.includes("corner")) text = t("move.yut_onto_corner", { move: text });
    else if (k.includes("centre")) text = t("move.yut_onto_centre", { move: text });
  }
  return text;
}

/**
 * A Yut Nori move in the log, from its fields (as `yutAction` labels one): with `stack
 * = optional` (Y-STACK) its action's ` stack` joined the own pieces there, and its
 * `stack` false (where the server sends it) stood beside them.
 */
function yutLog(e, p) {
  const value = yutKept(e.value);
  let text;
  if (e.value === BACK_DO) text = t("logline.yut_back", p);
  else if (e.finishes) text = t("logline.yut_out", { ...p, value });
  else if (e.enters) text = t("logline.yut_enter", { ...p, value });
  else text = t("logline.yut_forward", { ...p, value });
  if (unstacked(e.action).endsWith(" straight")) text = t("logline.yut_straight", { move: text });
  if (e.stack === true || / stack$/.test(e.action ?? "")) text = t("logline.yut_joins", { move: text });
  else if (e.stack === false) text = t("logline.yut_beside", { move: text });
  if (e.captures?.length) {
    const captured = listAnd(e.captures.map(([s, pc]) => t("logline.captured_piece", { seat: seatName(s), piece: pc + 1 })));
    text = t("logline.yut_captures", { move: text, captured });
  }
  return text;
}

/** A throw of the sticks in the log: its name and meaning; an extra throw for a capture says so. */
function yutThrowLog(e, order) {
  const v = e.value ?? yutValueOfUp(e.up);
  const names = { name: yutFullName(v), means: yutMeans(v) };
  if (order) return t("logline.yut_order", names);
  return t(e.capture_throw ? "logline.yut_capture_throw" : "logline.yut_throw", names);
}

/** The last throw of the sticks in words: "Red: gae 개 — 2 steps". */
export function yutThrowText(th, seat) {
  const v = th.value ?? yutValueOfUp(th.up);
  return t("throw.yut_last", { seat, name: yutFullName(v), means: yutMeans(v) });
}

/**
 * The log's entries with what only their order tells (Yut Nori): a throw straight after
 * a move of the same seat that did not end its turn is the extra throw a capture earned
 * (Y-CAPTURE; yut and mo throw again before the moves, never after one).
 */
export function markCaptureThrows(log, kind) {
  if (kind !== "sticks") return log;
  return log.map((e, i) => {
    const prev = log[i - 1];
    // (A replay's frames carry their throw as `throw`, and no `turn_passed`.)
    const thrown = e.kind === "throw" || (!e.kind && e.throw && !e.throw.order);
    return thrown && prev?.kind === "move" && prev.seat === e.seat && !prev.turn_passed ? { ...e, capture_throw: true } : e;
  });
}

export function describeAction(a, safeSquares = "", ctx = {}) {
  // Sorry!'s pass declines a switch when no pawn can go 11 forward (S-ELEVEN).
  if (a.action === "pass") return t(safeSquares === "sorry" ? "move.pass_sorry" : "move.pass");
  // Parqués (Q-SOPLAR, Q-THREE-PAIRS): a blow sends the piece of the player before that
  // left a capture back to its jail; a crown puts a piece straight in the centre.
  if (a.action.startsWith("blow ")) {
    const [seat, piece] = a.captures?.[0] ?? [0, 0];
    return t("move.blow", { seat: seatName(seat), piece: piece + 1 });
  }
  if (a.action.startsWith("crown ")) return t("move.crown", { piece: (a.pieces?.[0] ?? 0) + 1 });
  if (safeSquares === "sorry") return sorryAction(a, sorryWho("move", a.action, a.seat, a.pieces));
  // Yut Nori: the pieces the move carries (not the own pieces it joins, Y-STACK).
  const moved = safeSquares === "yut" && ctx.pieces ? yutCarried(a, ctx.pieces, ctx.mover) : a.pieces;
  const who =
    moved.length === 1
      ? t("move.who_one", { piece: moved[0] + 1 })
      : t("move.who_many", { pieces: listAnd(moved.map((p) => p + 1)) });
  if (safeSquares === "yut") return yutAction(a, who, ctx);
  const safe = { castles: "move.to_castle", flowers: "move.to_flower", barjis: "move.to_marked" }[safeSquares] ?? "move.to_safe";
  const key =
    a.to_place === "home" || a.finishes
      ? "move.to_home"
      : a.to_go == null
        ? "move.to_other"
        : a.enters
          ? // Barjis' `enter = centre` (B-ENTER): the man is put in the kitchen, step 0.
            a.to_step === 0
            ? "move.to_kitchen"
            : a.to_place === "start"
            ? "move.to_start"
            : "move.to_enter_on"
          : { safe, track: "move.to_track", start: "move.to_track", home_column: "move.to_home_column" }[a.to_place] ??
            "move.to_other";
  let text = t(key, { who, value: a.value, togo: a.to_go });
  if (a.captures.length) {
    const captured = listPlain(a.captures.map(([s, p]) => t("move.captured_piece", { seat: seatName(s), piece: p + 1 })));
    text = t("move.captures", { move: text, captured });
  }
  // Parqués' release of several pieces with the whole pair (Q-RELEASE-DICE).
  if (a.action.endsWith("stack") && a.enters && a.pieces.length > 1) text = t("move.release_pair", { who, togo: a.to_go });
  else if (a.action.endsWith("stack")) text = t("move.stack", { move: text });
  if (a.action.endsWith("triple")) text = t("move.triple", { move: text });
  if (a.strands) text = t("move.strands_mark", { move: text });
  return text;
}

/**
 * The Sorry! pawn a move names (`kind` "move" for a label, "logline" for the log): the
 * pawn of its action (`5 p2`, `switch p1 s1p2`; with partners `p5` … `p8` are the
 * partner's, S-TEAM) — `pieces` hold every pawn of that colour that moved, a slide's own
 * victims too — or, without the action (a replay frame), the first piece moved. A
 * partner's pawn (`seat` given) is named by its seat: "Yellow's piece 2".
 */
export function sorryWho(kind, action, seat, pieces) {
  const m = / p([1-8])\b/.exec(action ?? "");
  const piece = (m ? (Number(m[1]) - 1) % 4 : (pieces?.[0] ?? 0)) + 1;
  return seat != null ? t(`${kind}.who_partner`, { seat: seatName(seat), piece }) : t(`${kind}.who_one`, { piece });
}

/**
 * A Sorry! move's label (docs/rules.md §20): a switch (S-ELEVEN) or the Sorry! card
 * (S-SORRY) names the other player's pawn whose square is taken; a 4 or a 10 spent as
 * one back says so (S-FOUR, S-TEN); the first part of a split 7 names the rest
 * (S-SEVEN); a pawn sliding bumps pawns back to their Start.
 */
function sorryAction(a, who) {
  const [seat, piece] = a.onto ?? [0, 0];
  const names = { who, seat: seatName(seat), piece: piece + 1, value: a.value, togo: a.to_go };
  let text;
  if (a.action.startsWith("switch ")) text = t("move.switch", names);
  else if (a.action.startsWith("sorry ")) text = t("move.sorry", names);
  else if (a.backward) text = t("move.back", { ...names, value: a.value === 10 ? 1 : a.value });
  else if (a.finishes) text = t("move.to_home", names);
  else if (a.enters) text = t("move.out_of_start", names);
  else text = t(a.to_place === "home_column" ? "move.to_safety_zone" : "move.to_track", names);
  const bumped = (a.captures ?? []).filter(([s, p]) => !(a.action.startsWith("sorry ") && s === seat && p === piece));
  if (bumped.length) {
    const captured = listPlain(bumped.map(([s, p]) => t("move.captured_piece", { seat: seatName(s), piece: p + 1 })));
    text = t("move.bumps", { move: text, captured });
  }
  if (a.rest) text = t("move.split", { move: text, rest: a.rest });
  return text;
}

/** Why a kept throw was lost (a log line's `forfeits` entry), in plain words. */
function forfeitText(f, kind) {
  const reason = f.why?.reason;
  // Yut Nori: the throw by its name (never back-do's 63).
  if (kind === "sticks") {
    const key = reason === "past_finish" ? "past_finish" : "no_piece_can";
    return t(`forfeit.${key}`, { value: yutKept(f.value), values: "" });
  }
  // Sorry! (S-START-PAWN, S-SORRY): only a 1, a 2 or the Sorry! card brings a pawn out
  // of Start; the Sorry! card needs a pawn in Start and another's pawn on the loop.
  if (kind === "cards" && f.value === SORRY_CARD) return t("forfeit.sorry_card");
  if (kind === "cards" && reason === "must_enter") return t("forfeit.sorry_start", { value: f.value });
  // Nothing out and no value that enters: Parqués, where only a pair frees pieces from the
  // jail (Q-PAIR-RELEASE; the engine's words say "none can enter").
  if (reason === "must_enter" && !f.why?.enter_values?.length) return t("forfeit.needs_pair", { value: f.value });
  const key = ["must_enter", "past_finish", "blocked"].includes(reason) ? reason : "no_piece_can";
  return t(`forfeit.${key}`, { value: f.value, values: listOr(f.why?.enter_values ?? []) });
}

/** The pieces a logged move moved: "piece 2", "pieces 1+3 together". */
function loggedPieces(e) {
  const n = e.moved.map((p) => p + 1);
  // Sorry! with partners (S-TEAM): a partner's pawn, named by its seat.
  if (e.moved_seat != null && n.length === 1) return t("logline.who_partner", { seat: seatName(e.moved_seat), piece: n[0] });
  return n.length === 1 ? t("logline.who_one", { piece: n[0] }) : t("logline.who_many", { pieces: n.join("+") });
}

/**
 * What a log entry says happened, from its structured fields (kind, value, up or dice,
 * moved, to_place, to_go, captures, strands); null when the fields are missing (a
 * record from an older server), so that its English text is shown instead.
 */
function logBody(e, kind) {
  if (e.kind === "away" || e.kind === "back") return t(`log.${e.kind}`);
  if (e.kind === "resign" || e.kind === "abort" || e.kind === "leave") return leaveLogText(e);
  if (e.kind === "pass") return t("logline.pass");
  if (e.kind === "no-blow") return t("logline.no_blow");
  // Parqués' decisions that spend no throw (value 0, which no throw has; told from the
  // fields, as a replay frame has no action): a blow (Q-SOPLAR) sends the player
  // before's piece back to its jail, a crown (Q-THREE-PAIRS) puts one's own in the centre.
  if (e.kind === "move" && e.value === 0 && !e.moved?.length && e.captures?.length) {
    const captured = listAnd(e.captures.map(([s, pc]) => t("logline.captured_piece", { seat: seatName(s), piece: pc + 1 })));
    return t("logline.blow", { captured });
  }
  if (e.kind === "move" && e.value === 0 && e.moved?.length) return t("logline.crown", { who: loggedPieces(e) });
  if (e.kind === "throw" || e.kind === "order-throw") {
    const order = e.kind === "order-throw";
    // Yut Nori's sticks (Y-STICKS): the throw by its name and what it means.
    if (kind === "sticks" && (e.value != null || e.up != null)) return yutThrowLog(e, order);
    // Sorry!'s cards (S-DRAW): a card is drawn, not thrown.
    if (kind === "cards" && e.value != null) {
      const key = e.value === SORRY_CARD ? "logline.draw_sorry" : "logline.draw";
      return t(order ? `${key}_order` : key, { value: e.value });
    }
    // A throw that was lost or cancelled: its value (two dice: both faces, not their
    // sum), then why (logText adds the reasons).
    if (!order && e.value != null && (e.forfeits?.length || e.cancelled)) {
      if (e.dice?.length === 2) return t(e.dice[0] === e.dice[1] ? "logline.throw_doubles" : "logline.throw_two_dice", { a: e.dice[0], b: e.dice[1] });
      return t("log.throws", { value: e.value });
    }
    // Two dice (Parcheesi): both faces, and whether they are doubles.
    if (e.dice?.length === 2) {
      const doubles = e.dice[0] === e.dice[1] && !order;
      return t(order ? "logline.order_two_dice" : doubles ? "logline.throw_doubles" : "logline.throw_two_dice", { a: e.dice[0], b: e.dice[1] });
    }
    if (e.dice) return t(order ? "logline.order_dice" : "logline.throw_dice", { a: e.dice[0], b: e.dice[1], c: e.dice[2] });
    // One die (Ludo): its number, no shells.
    if (kind === "die" && e.value != null) return t(order ? "logline.order_die" : "logline.throw_die", { value: e.value });
    if (e.up != null && e.value != null) return t(order ? "logline.order" : "logline.throw", { value: e.value, up: e.up });
    return null;
  }
  if (e.kind !== "move" || !e.moved?.length || e.value == null) return null;
  const p = { who: loggedPieces(e), value: e.value, togo: e.to_go ?? "" };
  if (kind === "cards") return sorryLog(e, p);
  if (kind === "sticks") return yutLog(e, p);
  let text;
  // Parqués' release of several pieces with the whole pair (Q-RELEASE-DICE): no one value.
  if (e.enters && e.moved.length > 1 && kind === "two-dice") text = t("logline.release_pair", p);
  else if (e.enters) text = t(e.finishes ? "logline.enter_home" : "logline.enter", p);
  else if (e.finishes) text = t("logline.home", p);
  else {
    const safe = { flower: "to_flower", castle: "to_castle", "marked square": "to_marked" }[e.safe] ?? "to_safe";
    const to = { safe, home_column: "to_home_column", start: "to_start" }[e.to_place] ?? "to_track";
    text = t(`logline.${to}`, p);
  }
  if (e.captures?.length) {
    const captured = listAnd(e.captures.map(([s, pc]) => t("logline.captured_piece", { seat: seatName(s), piece: pc + 1 })));
    text = t("logline.captures", { move: text, captured });
  }
  if (e.strands) text = t("logline.strands", { move: text });
  return text;
}

/** A Sorry! move in the log, from its fields (as `sorryAction` labels one). */
function sorryLog(e, p) {
  const [seat, piece] = e.onto ?? [0, 0];
  const names = { ...p, seat: seatName(seat), piece: piece + 1 };
  const who = { ...names, who: sorryWho("logline", e.action, e.moved_seat, e.moved) };
  let text;
  if (e.onto && e.enters) text = t("logline.sorry", who);
  else if (e.onto) text = t("logline.switch", who);
  else if (e.backward) text = t("logline.back", { ...who, value: e.value === 10 ? 1 : e.value });
  else if (e.finishes) text = t("logline.home", who);
  else if (e.enters) text = t("logline.out_of_start", who);
  else text = t(e.to_place === "home_column" ? "logline.to_safety_zone" : "logline.to_track", who);
  const bumped = (e.captures ?? []).filter(([s, pc]) => !(e.onto && e.enters && s === seat && pc === piece));
  if (bumped.length) {
    const captured = listAnd(bumped.map(([s, pc]) => t("logline.captured_piece", { seat: seatName(s), piece: pc + 1 })));
    text = t("logline.bumps", { move: text, captured });
  }
  if (e.rest) text = t("logline.split", { move: text, rest: e.rest });
  return text;
}

/**
 * A log entry (or a replay frame): the seat's name, then what happened, told in the
 * page's language from the entry's fields, with why throws were lost or cancelled.
 * Entries without the fields (older records) use the server's English text, whose
 * "seat N" becomes the seat's name. `kind` is the layout's `throw_kind` (a die's
 * throw is told as its number).
 */
export function logText(entry, kind = "cowries") {
  // A replay frame leaves out what its `throw` says (kind, value, up, dice).
  const th = entry.throw;
  const e = th && !entry.kind ? { ...entry, kind: th.order ? "order-throw" : "throw", value: th.value, up: th.up, dice: th.dice } : entry;
  let text = logBody(e, kind);
  if (text == null) {
    const base = e.forfeits?.length || e.cancelled ? (e.text ?? "").split(";")[0] : (e.text ?? "");
    text = base.replace(/\bseat (\d)\b/g, (_, s) => seatName(Number(s) - 1));
  }
  const reasons = (e.forfeits ?? []).map((f) => forfeitText(f, kind));
  // Yut Nori's back-do with no piece on the board counts for nothing (Y-BACK-DO).
  const void_ = kind === "sticks" ? "cancelled.back_do_void" : "cancelled.needs_piece_on_board";
  if (e.cancelled) reasons.unshift(t(e.cancelled === "streak" ? "cancelled.streak" : void_));
  if (reasons.length) text = t("log.with_reasons", { text, reasons: listPlain(reasons) });
  return t("log.entry", { seat: seatName(e.seat), text });
}

/** Whose turn it is, or how the game ended. */
export function bannerText(st, kind = "") {
  const you = new Set(st.you);
  if (st.status === "over") {
    const r = st.result;
    if (!r) return t("banner.over");
    const adjudicated = r.adjudicated ? "_adjudicated" : "";
    if (r.winning_team != null && st.seats.length === 4 && st.seats.some((s) => s.team !== s.seat)) {
      const seats = listAnd(st.seats.filter((s) => s.team === r.winning_team).map((s) => seatName(s.seat)));
      return t(`banner.over_team${adjudicated}`, { seats });
    }
    return t(`banner.over_seat${adjudicated}`, { seat: seatName(r.ranking?.[0]) });
  }
  if (st.status === "aborted") return t("over.aborted_title");
  if (st.status === "damaged") {
    return st.damaged ? t("banner.damaged", { reason: st.damaged }) : t("banner.damaged_unknown");
  }
  if (st.status === "waiting") {
    const missing = st.seats.filter((s) => s.kind === "human" && !s.joined).map((s) => seatName(s.seat));
    return t("banner.waiting", { seats: listAnd(missing) });
  }
  const mover = st.to_move;
  const what = st.phase === "move" ? "move" : st.phase === "order" ? "order" : "throw";
  const who = st.seats[mover]?.kind === "bot" ? "_bot" : you.has(mover) ? "_you" : "";
  // Parqués' decisions that spend no throw: a blow (Q-SOPLAR), a crown (Q-THREE-PAIRS).
  const blow = what === "move" ? st.legal?.find((a) => a.action.startsWith("blow ")) : null;
  if (blow) return t("banner.blow_you", { seat: seatName(mover), victim: seatName(blow.captures?.[0]?.[0] ?? 0) });
  if (what === "move" && st.legal?.some((a) => a.action.startsWith("crown "))) return t("banner.crown_you", { seat: seatName(mover) });
  // Sorry!: a card is drawn (S-DRAW), for the start order too.
  const drawn = kind === "cards" && what !== "move" ? (what === "order" ? "order_draw" : "draw") : what;
  return t(`banner.${drawn}${who}`, { seat: seatName(mover) });
}

/** Errors that refuse the tutor's own question (web/tutor.js): not shown to the player. */
const TUTOR_QUIET = new Set(["busy", "stale_version", "not_your_turn", "illegal_action", "game_over", "not_allowed"]);

/**
 * A move's piece `p` as the board keys pieces, "seat:piece": the mover's, or with
 * partners in Sorry! (S-TEAM) the partner's when the move names its `seat`.
 */
const pieceKey = (a, mover, p) => `${a.seat ?? mover}:${p}`;

/**
 * Whether a move moves seat `seat`'s piece `piece` (the mover's own pieces carry no
 * `seat`); `carried(a)`: the pieces it carries (Yut Nori: its stack, not the pieces it
 * joins), by default its `pieces`.
 */
const movesPiece = (mover, seat, piece, carried = (a) => a.pieces) => (a) => (a.seat ?? mover) === seat && carried(a).includes(piece);

const isMyTurn = (st) => st.to_move != null && st.you.includes(st.to_move) && st.status === "playing";

/** What a screen reader hears when a new state arrives: the news since `lastN`. */
function news(st, lastN, kind) {
  const said = [];
  for (const e of st.log.filter((e) => e.n > lastN)) {
    if (e.captures.length) {
      const captured = listAnd(e.captures.map(([s, p]) => t("say.captured_piece", { seat: seatName(s), piece: p + 1 })));
      said.push(t("say.captures", { seat: seatName(e.seat), captured }));
    }
    if (e.enters) said.push(t("say.enters", { seat: seatName(e.seat) }));
    if (e.finishes) said.push(t("say.home", { seat: seatName(e.seat) }));
    if (e.forfeits?.length || e.cancelled) said.push(logText(e, kind));
  }
  if (isMyTurn(st)) said.push(t(st.phase === "move" ? "say.your_move" : "say.your_throw", { seat: seatName(st.to_move) }));
  if (st.status === "over") said.push(bannerText(st));
  return said.join(". ");
}

// ---------------------------------------------------------------- page

/**
 * Asks before a pass or a move that strands a piece: a modal <dialog> with the two
 * choices (Escape is the safe one).
 */
function ConfirmDialog({ confirm, kept, safeSquares, onYes, onNo }) {
  const box = useRef(null);
  useLayoutEffect(() => {
    const d = box.current;
    if (d && !d.open) d.showModal?.();
    d?.querySelector(".confirm-no")?.focus();
  }, []);
  const pass = confirm.kind === "pass";
  const title = t(pass ? "pass.title" : "strand.title");
  const body = pass
    ? t(safeSquares === "sorry" ? "pass.body_sorry" : "pass.body", { values: listAnd(kept) })
    : t("strand.body", { move: describeAction({ ...confirm.action, strands: false }, safeSquares) });
  return html`<dialog class="confirm" ref=${box} aria-labelledby="confirm-title" onCancel=${(e) => {
    e.preventDefault();
    onNo();
  }}>
    <h3 id="confirm-title">${title}</h3>
    <p>${body}</p>
    <div class="dialog-buttons">
      <button type="button" class="confirm-no" onClick=${onNo}>${t(pass ? "pass.cancel" : "strand.other")}</button>
      <button type="button" class="primary confirm-yes" onClick=${onYes}>${t(pass ? "pass.confirm" : "strand.play")}</button>
    </div>
  </dialog>`;
}

/** "1st", "2nd"… as the catalogue says them (English ordinals by plural rules). */
function ordinal(n) {
  return t("over.place", { n, ordinal: new Intl.PluralRules(LOCALE, { type: "ordinal" }).select(n) });
}

/**
 * The finished game's panel, over the board: who won (the team in team games), the
 * ranking with each seat's moves and captures, the game's length, and what to do next
 * (Rematch, Download, Replay, New game). It can be folded away to see the final board.
 */
function OverPanel({ st, gameId, teamsOn, adjudicatedNote, onRematch, cards = false }) {
  const [open, setOpen] = useState(true);
  const box = useRef(null);
  useEffect(() => {
    box.current?.querySelector("h2")?.focus();
  }, []);
  const r = st.result ?? {};
  const you = new Set(st.you);
  const ranking = r.ranking ?? [];
  const stats = st.stats;
  const aborted = st.status === "aborted";
  const winners = teamsOn && r.winning_team != null ? st.seats.filter((s) => s.team === r.winning_team).map((s) => s.seat) : ranking.slice(0, 1);
  // Resignations, leaves and stand-in bots (web/leave.js): a win a bot played most of
  // is told as the bot's, not "You win!".
  const { notes, botShare } = endingNotes(st);
  const won = winners.some((s) => you.has(s));
  const lost = !won && you.size > 0;
  const title = aborted
    ? t("over.aborted_title")
    : won && botShare > 0.5
      ? t("over.bot_won")
      : won
        ? t("over.you_win")
        : lost
          ? t("over.you_lose")
          : t("over.title");
  const who = aborted
    ? t("over.aborted_body")
    : winners.length > 1
      ? t("over.team_wins", { seats: listAnd(winners.map(seatName)) })
      : t("over.seat_wins", { seat: seatName(winners[0]) });
  const player = st.you.length > 0;
  if (!open) {
    return html`<div class="over-folded">
      <span>${title} — ${who}</span>
      <button type="button" class="small" onClick=${() => setOpen(true)}>${t("over.show")}</button>
    </div>`;
  }
  return html`<section class="over-panel" ref=${box} aria-labelledby="over-title">
    <h2 id="over-title" tabindex="-1">${won && botShare <= 0.5 ? "🏆 " : ""}${title}</h2>
    <p class="over-who">${who}${r.adjudicated ? ` ${t("over.adjudicated_mark")}` : ""}</p>
    ${adjudicatedNote && html`<p class="over-note">${adjudicatedNote}</p>`}
    ${r.score === 7 && html`<p class="over-note over-mars">${t("over.mars")}</p>`}
    ${notes.map((n) => html`<p class="over-note ending-note">${n}</p>`)}
    <ol class="ranking">
      ${ranking.map((seat, i) => {
        const s = stats?.seats?.[seat];
        return html`<li key=${seat} class=${winners.includes(seat) ? "winner" : ""}>
          <span class="place">${ordinal(i + 1)}</span>
          <${Swatch} seat=${seat} />
          <span class="who">${seatName(seat)}${you.has(seat) ? ` ${t("over.you_mark")}` : ""}${teamsOn ? ` · ${t("over.team", { team: st.seats[seat].team + 1 })}` : ""}${seatEndingMark(st, seat) ? ` ${seatEndingMark(st, seat)}` : ""}</span>
          ${s && html`<span class="seat-stats">${t("over.seat_stats", { count: s.moves, captured: s.captured })}</span>`}
        </li>`;
      })}
    </ol>
    ${st.rated && player && !aborted && html`<${RatingChange} gameId=${gameId} />`}
    ${stats && html`<p class="over-length">${t(cards ? "over.length_cards" : "over.length", { count: stats.turns, moves: stats.moves, throws: stats.throws })}</p>`}
    <div class="over-buttons">
      ${player &&
      !aborted &&
      html`<button type="button" class="primary rematch" onClick=${onRematch}>
        ${t(st.rematch ? "footer.join_rematch" : "footer.rematch")}
      </button>`}
      ${!player && st.rematch && html`<a class="button primary" href=${`/?game=${st.rematch}`}>${t("over.watch_rematch")}</a>`}
      <a class="button" href=${`/api/games/${gameId}/record`} download=${`pachisi-${gameId}.json`}>${t("footer.record")}</a>
      <a class="button" href=${`/replay?game=${gameId}`}>${t("footer.replay")}</a>
      ${!aborted && html`<a class="button analyse" href=${`/replay?game=${gameId}&analyse=1`}>${t("over.analyse")}</a>`}
      <a class="button" href="/">${t("footer.new_game")}</a>
      <button type="button" class="small fold" onClick=${() => setOpen(false)}>${t("over.hide")}</button>
    </div>
  </section>`;
}

/** The width up to which the game page is laid out for a phone (as in style.css). */
const PHONE_QUERY = "(max-width: 760px)";

/** Whether the page is laid out for a phone now (follows the window's width). */
function usePhone() {
  const [phone, setPhone] = useState(() => matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const q = matchMedia(PHONE_QUERY);
    const on = () => setPhone(q.matches);
    q.addEventListener("change", on);
    return () => q.removeEventListener("change", on);
  }, []);
  return phone;
}

/** More moves than this, for more than one kept throw, are shown a throw at a time on a phone. */
const PHONE_MOVES = 4;

/**
 * The kept throw whose moves a phone shows first when the moves of all kept throws
 * would not fit under the board (null when they fit, or there is only one throw).
 */
function groupedValue(legal, kept) {
  const moves = legal.filter((a) => a.action !== "pass");
  if (moves.length <= PHONE_MOVES) return null;
  const values = kept.filter((v) => moves.some((a) => a.value === v));
  return new Set(values).size > 1 ? values[0] : null;
}

/**
 * On a phone, size the board so that it, the banner above it and the controls under
 * it (the throw, every legal move, the hint) fit the screen without scrolling: the
 * board gets the height the controls leave (never more than the width).
 */
function fitBoard(root) {
  const stage = root?.querySelector(".board-box");
  if (!stage) return;
  const controls = root.querySelector(".play-controls");
  if (!controls || !matchMedia(PHONE_QUERY).matches) {
    stage.style.removeProperty("--board-max");
    return;
  }
  const box = stage.getBoundingClientRect();
  const top = box.top + window.scrollY;
  // Room for the controls (from the board's foot to theirs): what they need now, and at
  // least a throw row and two rows of moves.
  const need = Math.max(controls.getBoundingClientRect().bottom - box.bottom, 150);
  const room = Math.floor(window.innerHeight - top - need - 4);
  // The board stays one people can play on, at least 3/4 of the screen's width: were the
  // controls ever taller than that leaves, the page scrolls rather than the board shrink.
  stage.style.setProperty("--board-max", `${Math.max(200, Math.ceil(0.75 * window.innerWidth), room)}px`);
}

export function GamePage({ gameId }) {
  const [layout, setLayout] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    document.title = t("game.title");
    // Yut Nori's throws are named in Hangul too: its face first (web/strings.js loadHangul).
    api("GET", `/api/games/${gameId}/layout`).then(
      async (layout) => {
        if (layout.throw_kind === "sticks") await loadHangul();
        setLayout(layout);
      },
      (e) => setError(e.message),
    );
  }, [gameId]);
  if (error) {
    return html`<p class="error" role="alert">${t("game.cannot_open", { id: gameId, message: error })}</p>
      <a href="/">${t("nav.new_game")}</a>`;
  }
  if (!layout) return html`<p>${t("app.loading")}</p>`;
  return html`<${Play} gameId=${gameId} layout=${layout} />`;
}

function Play({ gameId, layout }) {
  const [st, setSt] = useState(null); // the last state message
  const [pending, setPending] = useState(false); // an intent is on its way
  const [error, setError] = useState("");
  const [hint, setHint] = useState(null);
  const [selectedValue, setSelectedValue] = useState(null); // a kept throw chosen in the tray
  const [selectedPiece, setSelectedPiece] = useState(null); // "seat:piece" with several moves
  const [focusAction, setFocusAction] = useState(null); // the move under the pointer or focus
  const [confirm, setConfirm] = useState(null); // {action, kind: "pass"|"strand"} waiting for a yes
  const [rules, setRules] = useState(null); // {href, maxTurns}: the rules page of this game
  const root = useRef(null);
  const logBox = useRef(null);
  const ws = useRef(null);
  const stRef = useRef(null);
  const pendingRef = useRef(false);
  const lastLogN = useRef(-1);
  // What to do with the keyboard focus after the next render: {selector} to focus, or
  // {restore} to keep it on the same control (or the next useful one) after new state.
  const focusAfter = useRef(null);
  const live = useRef({}); // this render's values, for listeners made once
  // The tutor (web/tutor.js): the values of every action of the decision, as the server
  // gave them ({version, actions}); the version asked for; the answers still to come.
  const tutor = useTutorSettings();
  const [tutorValues, setTutorValues] = useState(null);
  const tutorAsked = useRef(null);
  const tutorWaiting = useRef(0);

  const send = (msg, { waits = true, auto = false } = {}) => {
    const sock = ws.current;
    if (sock && sock.readyState === 1) {
      if (waits) {
        pendingRef.current = true;
        setPending(true);
      }
      if (!auto) autoplay.manual();
      sock.send(JSON.stringify(msg));
      return true;
    }
    return false;
  };
  // Never two intents at once (an automatic one may have just gone).
  const act = (action) => !pendingRef.current && send({ type: "act", version: stRef.current.version, action });
  // A pass (no undo online) and a move that strands a piece are asked about first; with
  // the tutor on, so is a move that gives up more winning chance than its threshold
  // (only when the values are already there: the tutor never holds up a move).
  const choose = (a) => {
    // Declining a blow (Q-SOPLAR) gives up no throw: nothing to ask.
    if (a.action === "pass" && blowing) act(a.action);
    else if (a.action === "pass") setConfirm({ kind: "pass", action: a });
    else if (a.strands) setConfirm({ kind: "strand", action: a });
    else {
      const values = tutor.on && tutorValues?.version === stRef.current?.version ? tutorValues.actions : null;
      const verdict = tutorVerdict(values, a.action, tutor.threshold);
      if (verdict) setConfirm({ kind: "tutor", action: a, verdict });
      else act(a.action);
    }
  };
  useEffect(() => {
    api("GET", `/api/games/${gameId}`)
      .then((g) => {
        const href = rulesHref(g.variant, g.options ?? {});
        setRules({ href, maxTurns: null });
        const [path, query] = href.split("?");
        const preset = decodeURIComponent(path.slice("/rules/".length));
        return api("GET", `/api/rules?preset=${encodeURIComponent(preset)}${query ? `&${query}` : ""}`).then((r) =>
          // Yut Nori: whether one stick is marked for back-do (Y-STICKS, `back_do`).
          setRules({ href, maxTurns: r.max_turns, backDo: r.options?.find((o) => o.key === "back_do")?.value !== "false" }),
        );
      })
      .catch(() => {});
  }, [gameId]);
  const doThrow = () => !pendingRef.current && send({ type: "throw", version: stRef.current.version });
  const askHint = () => send({ type: "hint", version: stRef.current.version }, { waits: false });
  // The tutor asks for every action's value once per decision, as soon as it starts (and
  // again after a reconnection), so that its warning is there when the move is chosen.
  useEffect(() => {
    if (!tutor.on || !tutorWanted(st) || tutorAsked.current === st.version) return;
    if (send({ type: "hint", version: st.version, all: true }, { waits: false, auto: true })) {
      tutorAsked.current = st.version;
      tutorWaiting.current += 1;
    }
  }, [st, tutor.on]);

  // Derived from the state and the choices.
  const mover = st?.to_move;
  const myTurn = st != null && isMyTurn(st);
  const kept = st?.kept ?? [];
  const chosenValue = selectedValue != null && kept.includes(selectedValue) ? selectedValue : null;
  // On a phone, a long list of moves for several kept throws would push the board off the
  // screen: the page then shows one throw's moves at a time (the first kept throw that
  // has any), and the tray's other throws show theirs.
  const phone = usePhone();
  const value = chosenValue ?? (phone && selectedPiece == null ? groupedValue(st?.legal ?? [], kept) : null);
  const grouped = chosenValue == null && value != null;
  const candidates = (st?.legal ?? []).filter((a) => a.action !== "pass" && (value == null || a.value === value));
  // Yut Nori: four sticks (Y-STICKS); its moves' labels see the pieces and the other moves.
  const sticks = layout.throw_kind === "sticks";
  const moveCtx = { pieces: st?.pieces, legal: st?.legal, mover, layout };
  // The pieces a move carries: Yut Nori's stack of the piece its action names (not the
  // own pieces it joins, Y-STACK); else its `pieces`.
  const carried = (a) => (sticks && a.action !== "pass" ? yutCarried(a, st?.pieces, mover) : a.pieces);
  // Yut Nori: a stack is chosen as one, named by its lowest piece (with `stack =
  // optional` two stacks of a seat may stand on one station: each is its own).
  const stackOf = (seat, piece) => (sticks ? yutStack(st?.pieces, seat, piece) : [piece]);
  // The piece chosen, "seat:piece": with partners in Sorry! (S-TEAM) it may be the
  // partner's (a move's `seat`; its `pieces` are then that seat's).
  const [pieceSeat, pieceNo] = selectedPiece != null ? selectedPiece.split(":").map(Number) : [null, null];
  const forPiece = pieceNo != null ? candidates.filter(movesPiece(mover, pieceSeat, pieceNo, carried)) : candidates;
  const chosenStack = pieceNo != null ? stackOf(pieceSeat, pieceNo) : [];
  const pass = st?.legal?.find((a) => a.action === "pass");
  // Parqués (Q-SOPLAR): the turn opens with a blow of the piece that left a capture, or not.
  const blowing = (st?.legal ?? []).some((a) => a.action.startsWith("blow "));
  const banner = st ? bannerText(st, layout.throw_kind) : "";
  // Sorry!: a card is drawn instead of a throw (S-DRAW).
  const cards = layout.throw_kind === "cards";
  // Sorry!'s split 7 (S-SEVEN): after its first part the kept value is what is left.
  const splitRest = cards && st?.position?.last_moved != null;
  // The cards left in the draw pile (S-DRAW), once one has been drawn from a fresh pile.
  const deckLeft = cards && Array.isArray(st?.position?.deck_left) ? st.position.deck_left.reduce((a, n) => a + n, 0) : null;
  // Sorry!'s 7 (S-SEVEN): with no piece chosen, the whole 7s are listed and each piece
  // that can begin a split has one button that opens its splits (the board's tap does
  // too), rather than a dozen buttons for every way of splitting.
  const splitsFolded = cards && pieceNo == null && forPiece.some((a) => a.rest == null) && forPiece.filter((a) => a.rest != null).length > 2;
  const listed = splitsFolded ? forPiece.filter((a) => a.rest == null) : forPiece;
  const splitPieces = splitsFolded ? [...new Set(forPiece.filter((a) => a.rest != null).map((a) => pieceKey(a, mover, a.pieces[0])))].sort() : [];
  // What the page plays by itself (web/autoplay.js): the start order, a lone move, the
  // throw when auto-throw is on; its move's target is marked while it waits.
  const autoplay = useAutoplay({
    st,
    stRef,
    pendingRef,
    blocked: pending || confirm != null,
    send: (msg) => send(msg, { auto: true }),
    root,
  });

  function choosePiece(seat, piece) {
    if (!st?.legal) return;
    // A blow (Q-SOPLAR) is chosen on the piece it sends back, another player's.
    const blow = candidates.find((a) => a.action.startsWith("blow ") && a.captures.some(([s, p]) => s === seat && p === piece));
    if (blow) return choose(blow);
    // The mover's own piece, or with partners in Sorry! (S-TEAM) the partner's.
    const acts = candidates.filter(movesPiece(st.to_move, seat, piece, carried));
    if (acts.length === 1) {
      choose(acts[0]);
    } else if (acts.length > 1) {
      // (Yut Nori: its stack, by its lowest piece.)
      setSelectedPiece(`${seat}:${Math.min(...stackOf(seat, piece))}`);
      focusAfter.current = { selector: ".actions button.for-piece" };
    }
  }
  // A tap on a highlighted square: the move landing there, or a choice of those that do.
  function chooseSquare(id) {
    if (!st?.legal) return;
    const acts = candidates.filter((a) => a.to_square === id);
    if (acts.length === 1) choose(acts[0]);
    else if (acts.length > 1) {
      // The moves of one piece (Yut Nori: of one stack, by its lowest piece), or of a kept throw.
      const pieces = new Set(acts.flatMap((a) => (sticks ? [Math.min(...carried(a))] : a.pieces).map((p) => pieceKey(a, st.to_move, p))));
      if (pieces.size === 1) setSelectedPiece([...pieces][0]);
      else setSelectedValue(acts[0].value);
      focusAfter.current = { selector: ".actions button.move" };
    }
  }
  const clearChoice = () => {
    setSelectedValue(null);
    setSelectedPiece(null);
  };
  live.current = { st, doThrow, clearChoice, selectedValue, autoplay };

  // The board's marks: movable pieces, their targets, the focused move's target.
  const marks = {
    movable: new Set(),
    targets: new Set(),
    strong: new Set(),
    labels: new Map(),
    selected: selectedPiece,
    selectedAlso: new Set(chosenStack.map((p) => `${pieceSeat}:${p}`)),
  };
  for (const a of candidates) {
    // A blow's piece is another player's (Q-SOPLAR): it is the one to tap.
    if (a.action.startsWith("blow ")) for (const [s, p] of a.captures) marks.movable.add(`${s}:${p}`);
    for (const p of carried(a)) {
      const key = pieceKey(a, mover, p);
      marks.movable.add(key);
      // A crown (Q-THREE-PAIRS) spends no throw: value 0 is no number to show.
      const moves = movesPiece(mover, a.seat ?? mover, p, carried);
      const values = [...new Set(candidates.filter((c) => moves(c) && c.value > 0).map((c) => c.value))];
      if (values.length) marks.labels.set(key, listOr(values.map((v) => valueWord(v, layout.throw_kind))));
    }
    if (a.to_square != null) marks.targets.add(a.to_square);
  }
  for (const a of focusAction ? [focusAction] : pieceNo != null ? forPiece : []) {
    if (a.to_square != null) marks.strong.add(a.to_square);
  }
  if (autoplay.plan?.action?.to_square != null) marks.strong.add(autoplay.plan.action.to_square);
  // While the tutor asks, its best move is shown: the piece and where it lands (from the
  // legal list, which has the board's squares).
  const tutorBest = confirm?.kind === "tutor" ? st?.legal?.find((a) => a.action === confirm.verdict.best.action) : null;
  if (tutorBest) {
    if (tutorBest.to_square != null) marks.strong.add(tutorBest.to_square);
    if (tutorBest.pieces?.length) marks.selected = pieceKey(tutorBest, mover, carried(tutorBest)[0]);
  }
  // At the seats' yards: the clock ring of the seat to move and the latest reactions.
  const reactions = useSeatReactions();
  const clockOn = st?.clock?.left_ms != null && st.status === "playing" && st.to_move != null;
  marks.seats = (st?.seats ?? []).map((s) => ({
    seat: s.seat,
    clock: clockOn && s.seat === st.to_move ? { leftMs: st.clock.left_ms, totalMs: st.clock.seconds * 1000 } : null,
    reaction: reactions.get(s.seat) ?? null,
  }));

  // One WebSocket for the page's life; it reconnects when lost.
  useEffect(() => {
    let closed = false;
    let timer = null;
    const onMessage = (m) => {
      if (friendsMessage(m)) return;
      if (m.type === "state") {
        const prev = stRef.current;
        captureFocus();
        if (!prev || m.version !== prev.version) {
          setSelectedPiece(null);
          setFocusAction(null);
          setHint(null);
          setConfirm(null);
        }
        if (!(m.kept ?? []).includes(live.current.selectedValue)) setSelectedValue(null);
        stRef.current = m;
        pendingRef.current = false;
        setSt(m);
        setPending(false);
        setError("");
        if (lastLogN.current >= 0) {
          const said = [news(m, lastLogN.current, layout.throw_kind), autoNews(m, (a) => describeAction(a, safeKindOf(layout)))]
            .filter(Boolean)
            .join(". ");
          if (said) announce(said);
        }
        if (m.log.length) lastLogN.current = m.log[m.log.length - 1].n;
      } else if (m.type === "error" && tutorWaiting.current > 0 && TUTOR_QUIET.has(m.code)) {
        // The tutor's own question was refused (busy, or the game moved on): moves are
        // then played without its word; the player is not told of it.
        tutorWaiting.current -= 1;
      } else if (m.type === "error") {
        captureFocus();
        pendingRef.current = false;
        setPending(false);
        // An automatic intent that came too late is not the player's error.
        if (!live.current.autoplay?.swallow(m)) setError(errorText(m.code, m.message));
      } else if (m.type === "hint" && m.all) {
        tutorWaiting.current = Math.max(0, tutorWaiting.current - 1);
        setTutorValues({ version: m.version, actions: m.actions ?? [] });
      } else if (m.type === "hint") {
        // `evaluation` "exact": a race of the endgame table, every value exact.
        setHint({ actions: m.actions ?? [], exact: m.evaluation === "exact" });
      }
    };
    const connect = () => {
      const proto = location.protocol === "https:" ? "wss" : "ws";
      const sock = new WebSocket(`${proto}://${location.host}/ws`);
      ws.current = sock;
      sock.onopen = () => {
        setError("");
        // Answers to questions asked on a lost connection never come.
        tutorWaiting.current = 0;
        tutorAsked.current = null;
        sock.send(JSON.stringify({ type: "hello", game: gameId, tokens: tokensOf(gameId), name: helloName(gameId) }));
      };
      sock.onmessage = (ev) => onMessage(JSON.parse(ev.data));
      sock.onclose = () => {
        if (closed) return;
        setError(t("game.reconnecting"));
        timer = setTimeout(connect, 1500);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      ws.current?.close();
    };
  }, [gameId]);

  // Keyboard: T throws, 1–9 pick a kept throw, Escape clears the choice.
  useEffect(() => {
    const onKey = (e) => {
      const { st, doThrow, clearChoice } = live.current;
      if (!st || e.target.matches?.("input, textarea, select")) return;
      // T on any keyboard layout (a Cyrillic one types "е" there).
      const tKey = (e.key === "t" || e.code === "KeyT") && !e.ctrlKey && !e.metaKey && !e.altKey;
      if (tKey && st.can_throw && !pendingRef.current) doThrow();
      else if (e.key === "Escape") clearChoice();
      else if (/^[1-9]$/.test(e.key)) root.current?.querySelectorAll(".tray button.kept")[Number(e.key) - 1]?.click();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // New state may remove or disable the focused control: remember where the focus was.
  function captureFocus() {
    const a = document.activeElement;
    if (focusAfter.current?.selector) return;
    focusAfter.current = {
      restore: true,
      el: a,
      key: a?.dataset?.key,
      inControls: a && (a === document.body || a.closest?.(".side, .board-box")),
    };
  }
  // ...and after the render keep it on the same control, or move it to the next
  // useful one when the old one is gone or disabled.
  useLayoutEffect(() => {
    const f = focusAfter.current;
    const box = root.current;
    if (!f || !box) return;
    focusAfter.current = null;
    if (f.selector) {
      box.querySelector(f.selector)?.focus();
      return;
    }
    if (!f.inControls) return;
    const same = f.key && box.querySelector(`[data-key="${CSS.escape(f.key)}"]:not([disabled])`);
    if (same) same.focus();
    else if (f.el === document.body || !document.contains(f.el) || f.el.disabled || document.activeElement === document.body) {
      box.querySelector(".throw-btn:not([disabled]), button.move:not([disabled])")?.focus();
    }
  });

  useEffect(() => {
    if (st) document.title = t(myTurn ? "game.title_your_turn" : "game.title_state", { banner });
  }, [st]);
  // "Your turn" while the page is in the background (web/notify.js): the tab's title and
  // favicon, a sound, a system notice if the player turned them on.
  useEffect(() => {
    if (myTurn) notice("turn", { tab: t("notice.turn_tab"), heading: t("notice.turn_heading"), body: banner });
    else endNotice("turn");
  }, [myTurn]);
  useEffect(() => () => endNotice("turn"), []);
  useLayoutEffect(() => {
    if (logBox.current) logBox.current.scrollTop = logBox.current.scrollHeight;
  }, [st]);
  // On a phone the board takes the height the controls leave (after every render, and
  // when the window turns or the controls change size).
  useLayoutEffect(() => fitBoard(root.current));
  useEffect(() => {
    const fit = () => fitBoard(root.current);
    window.addEventListener("resize", fit);
    const ro = typeof ResizeObserver === "function" ? new ResizeObserver(fit) : null;
    const controls = root.current?.querySelector(".side");
    if (ro && controls) ro.observe(controls);
    return () => {
      window.removeEventListener("resize", fit);
      ro?.disconnect();
    };
  }, []);

  const rematch = async () => {
    try {
      let id = st.rematch;
      if (!id) id = (await api("POST", `/api/games/${gameId}/rematch`, { token: tokensOf(gameId)[0] })).game;
      tokensOf(gameId).forEach((token) => addToken(id, token));
      location.href = `/?game=${id}`;
    } catch (e) {
      setError(e.message);
    }
  };

  const teamsOn = st?.seats.some((s) => s.team !== s.seat);
  // Yut Nori's board has no arms (its seats all start at one corner): its lines name the
  // seat by its colour and number only.
  const armsShown = layout?.board_style !== "yut";
  const seatLine = (s) => {
    const status =
      s.kind === "bot"
        ? t("players.bot", { bot: levelName(s.bot) })
        : st.you.includes(s.seat)
          ? t("players.you")
          : t(s.joined ? "players.joined" : "players.not_joined");
    const args = { seat: seatName(s.seat), n: s.seat + 1, status, team: s.team + 1 };
    const line = armsShown
      ? t(teamsOn ? "players.line_team" : "players.line", { ...args, arm: t(`arm.${s.arm}`) })
      : t(teamsOn ? "players.line_team_no_arm" : "players.line_no_arm", args);
    return s.finished ? t("players.finished", { line }) : line;
  };
  const lt = st?.last_throw;
  // The turn cap, to tell an adjudication at the cap from one at a dead end.
  const maxTurns = st?.position?.options?.max_turns ?? rules?.maxTurns;
  const hover = (a) => () => setFocusAction(a);
  const over = st?.status === "over";
  const adjudicatedNote =
    over && st.result?.adjudicated && maxTurns != null
      ? st.position?.turn_number >= maxTurns
        ? t("over.adjudicated_cap", { count: maxTurns })
        : t("over.adjudicated_dead_end")
      : null;
  // Player controls only for players of a game in play: spectators and finished games
  // show none (nothing disabled is left on screen).
  const playing = st != null && st.you.length > 0 && st.status === "playing";

  return html`<div class="play" ref=${root}>
    <div class="board-col">
      <div class="banner-row">
        <div class=${myTurn ? "banner mine" : "banner"} role="status">
          ${mover != null && st.status === "playing" && html`<${Swatch} seat=${mover} big />`}
          ${st && html`<span>${banner}</span>`}
        </div>
        <${ChatButton} st=${st} />
      </div>
      ${confirm?.kind === "tutor" &&
      html`<${TutorDialog}
        verdict=${confirm.verdict}
        describe=${(info) => describeAction(info, safeKindOf(layout), moveCtx)}
        onPlay=${() => {
          setConfirm(null);
          act(confirm.action.action);
        }}
        onBack=${() => {
          // Back to the move's button, to choose again from there.
          setConfirm(null);
          focusAfter.current = { selector: `.actions [data-key="${CSS.escape(`act:${confirm.action.action}`)}"]` };
        }}
      />`}
      ${confirm &&
      confirm.kind !== "tutor" &&
      html`<${ConfirmDialog}
        confirm=${confirm}
        kept=${kept}
        safeSquares=${safeKindOf(layout)}
        onYes=${() => {
          setConfirm(null);
          act(confirm.action.action);
        }}
        onNo=${() => setConfirm(null)}
      />`}
      <${OpponentLeftOffer} st=${st} send=${send} />
      <div class="board-stage">
        ${(over || st?.status === "aborted") &&
        html`<${OverPanel}
          st=${st}
          gameId=${gameId}
          teamsOn=${teamsOn}
          adjudicatedNote=${adjudicatedNote}
          onRematch=${rematch}
          cards=${cards}
        />`}
        <${BoardView}
          layout=${layout}
          pieces=${st?.pieces}
          marks=${marks}
          onPiece=${choosePiece}
          onSquare=${chooseSquare}
        />
        <${ChatToasts} />
      </div>
    </div>
    <aside class="side">
      ${st && !playing && st.you.length === 0 && st.status !== "over" && html`<p class="watching">${t("game.watching")}</p>`}
      ${playing &&
      html`<div class="play-controls">
      <div class="throw-box">
        ${st &&
        html`<button
            type="button"
            class="primary throw-btn"
            data-key="throw"
            disabled=${!st.can_throw || pending}
            onClick=${doThrow}
            accesskey="t"
          >
            ${t(cards ? "throw.draw" : sticks ? "throw.sticks_button" : "throw.button")}
          </button>
          ${lt
            ? html`<div class="last-throw">
                <${ThrowPicture} throw=${lt} kind=${layout.throw_kind} marked=${rules?.backDo ?? true} />
                <span class="throw-value"
                  >${sticks
                    ? yutThrowText(lt, seatName(lt.seat))
                    : cards
                    ? t(lt.value === SORRY_CARD ? "throw.drew_sorry" : "throw.drew", { seat: seatName(lt.seat), value: lt.value })
                    : lt.up != null && layout.throw_kind !== "die"
                    ? t("throw.last_up", { seat: seatName(lt.seat), value: lt.value, up: lt.up })
                    : t("throw.last", { seat: seatName(lt.seat), value: lt.value })}${deckLeft != null &&
                  html`<br /><small class="muted deck-left">${t("throw.cards_left", { count: deckLeft })}</small>`}</span
                >
              </div>`
            : html`<span class="muted">${t(cards ? "throw.none_card" : "throw.none")}</span>`}`}
      </div>
      <div class="tray" role="group" aria-label=${t("tray.label")}>
        ${kept.length > 0 && html`<span class="muted">${t(splitRest ? "tray.rest" : cards ? "tray.card" : "tray.kept")}</span>`}
        ${kept.map(
          (v, i) => html`<button
            type="button"
            key=${i}
            class=${value === v ? "kept selected" : "kept"}
            aria-pressed=${value === v ? "true" : "false"}
            disabled=${!myTurn || st.phase !== "move"}
            data-key=${`kept:${i}`}
            onClick=${() => {
              setSelectedValue(value === v && !grouped ? null : v);
              setSelectedPiece(null);
            }}
          >
            ${valueWord(v, layout.throw_kind)}
          </button>`,
        )}
      </div>
      <div class="actions" role="group" aria-label=${t("moves.label")}>
        ${myTurn &&
        st.phase === "move" &&
        html`<p class="muted">
            ${pieceNo != null && chosenStack.length > 1
              ? t("moves.of_stack", { seat: seatName(pieceSeat), pieces: listAnd(chosenStack.map((p) => p + 1)) })
              : pieceNo != null
              ? t("moves.of_piece", { seat: seatName(pieceSeat), piece: pieceNo + 1 })
              : value != null
                ? t("moves.with_value", { value: valueWord(value, layout.throw_kind) })
                : t("moves.choose")}
          </p>
          ${pieceNo != null &&
          html`<button type="button" class="small" onClick=${() => setSelectedPiece(null)}>${t("moves.show_all")}</button>`}
          ${splitPieces.map((key) => {
            const [seat, p] = key.split(":").map(Number);
            const who = seat === mover ? t("move.who_one", { piece: p + 1 }) : t("move.who_partner", { seat: seatName(seat), piece: p + 1 });
            return html`<button
              type="button"
              key=${`split-${key}`}
              class="split-open"
              data-piece=${key}
              onClick=${() => {
                setSelectedPiece(key);
                focusAfter.current = { selector: ".actions button.for-piece" };
              }}
            >
              ${t("move.split_open", { who })}
            </button>`;
          })}
          ${listed.map(
            (a) => html`<button
              type="button"
              key=${a.action}
              class=${pieceNo != null ? "move for-piece" : "move"}
              data-key=${`act:${a.action}`}
              disabled=${pending}
              onClick=${() => choose(a)}
              onFocus=${hover(a)}
              onMouseEnter=${hover(a)}
              onBlur=${hover(null)}
              onMouseLeave=${hover(null)}
            >
              ${describeAction(a, safeKindOf(layout), moveCtx)}
            </button>`,
          )}
          ${pass &&
          html`<button type="button" class="move pass" disabled=${pending} onClick=${() => choose(pass)}>
            ${blowing ? t("move.no_blow") : describeAction(pass, safeKindOf(layout))}
          </button>`}
          <button type="button" class="small hint-btn" onClick=${askHint}>${t("moves.hint")}</button>`}
      </div>
      <div class="hint" aria-live="polite">
        ${hint &&
        html`<p>${t("hint.heading")}</p>
          <ol>
            ${hint.actions.map(
              (a) =>
                html`<li>
                  ${t("hint.item", {
                    move: a.info ? describeAction(a.info, safeKindOf(layout), moveCtx) : a.action,
                    percent: (a.value * 100).toFixed(0),
                  })}
                </li>`,
            )}
          </ol>
          <p class="small-print">${t(hint.exact ? "hint.explain_exact" : "hint.explain")}</p>`}
      </div>
      </div>`}
      <p class="error" role="alert">${error}</p>
      <${LeaveControls} st=${st} send=${send} />
      <${FriendsPanel} st=${st} gameId=${gameId} send=${send} />
      <h3>${t("players.heading")}</h3>
      <ul class="seat-list">
        ${st?.seats.map(
          (s) => html`<li key=${s.seat} class=${s.seat === mover ? "to-move" : ""}>
            <${Swatch} seat=${s.seat} />${seatLine(s)}${s.seat === mover &&
            html`<span class="sr-only"> ${t("players.to_move")}</span>`}
          </li>`,
        )}
      </ul>
      <h3>${t("log.heading")}</h3>
      <ol class="log" tabindex="0" aria-label=${t("log.label")} start=${st?.log.length ? st.log[0].n + 1 : 1} ref=${logBox}>
        ${st && markCaptureThrows(st.log, layout.throw_kind).map((e) => html`<li key=${e.n} class=${e.captures.length ? "capture" : ""}>${logText(e, layout.throw_kind)}</li>`)}
      </ol>
      <div class="game-footer">
        ${st &&
        html`<p>
            <a href=${`/api/games/${gameId}/record`} download=${`pachisi-${gameId}.json`}>${t("footer.record")}</a> ·${" "}
            <a href=${`/replay?game=${gameId}`}>${t("footer.replay")}</a> · <a href="/">${t("footer.new_game")}</a>
            ${rules && html` · <a class="rules-link" href=${rules.href} target="_blank" rel="noopener">${t("rules.link_game")}</a>`}
          </p>
          <p class="settings"><${SpeedControl} /> <${SoundToggle} /> <${NoticeToggle} /> <${AutoplaySettings} st=${st}><${TutorSettings} st=${st} /><//></p>
          <details class="fairness">
            <summary>${t("footer.fairness")}</summary>
            <p class="small-print">
              ${tx("footer.commitment", { commitment: html`<code>${st.commitment}</code>` })}
              ${st.seed &&
              html`<br />${tx("footer.seed", { seed: html`<code>${st.seed}</code>`, command: html`<code>pachisi verify</code>` })}`}
            </p>
          </details>
          ${st.rematch &&
          !over &&
          st.you.length > 0 &&
          html`<button type="button" class="primary" onClick=${rematch}>${t("footer.join_rematch")}</button>`}`}
      </div>
    </aside>
  </div>`;
}
