// Every user-facing string of the page, in one catalogue, looked up by key.
//
// Rules for messages, so that other languages can be added on top of this catalogue:
// - A message is a whole sentence or label. Never build a sentence from fragments:
//   pass the variable parts as named placeholders, `{seat}`, `{count}`.
// - A message that depends on a number takes it as `{count}` and may be an object of
//   plural forms keyed by Intl.PluralRules categories (`zero`, `one`, `two`, `few`,
//   `many`, `other`); `other` is required. English needs `one` and `other`; a
//   language with more forms lists more.
// - Lists of names or values are joined by listAnd / listOr / listPlain below
//   (Intl.ListFormat), not by hand.
// - The page also shows texts the server makes (preset descriptions, option meanings,
//   log lines, error messages); those are not in this catalogue.
//
// t(key, params) returns a string; tx(key, params) returns an array of strings and the
// non-string params (elements), for messages with a link or a <code> inside.

export const LOCALE = "en";

const en = {
  // The page around every screen (index.html marks its texts with data-t).
  "app.name": "Pachisi",
  "app.skip": "Skip to the game",
  "app.loading": "Loading…",
  "nav.main": "main",
  "nav.new_game": "New game",
  "nav.replay": "Replay",
  "error.api": "{code}: {message}",
  "error.http": "HTTP {status}",

  // Seats: colour names (the board's colours), compass arms.
  "seat.0": "Red",
  "seat.1": "Green",
  "seat.2": "Yellow",
  "seat.3": "Blue",
  "seat.other": "Seat {n}",
  "seat.with_number": "{seat} (seat {n})",
  "arm.N": "N",
  "arm.E": "E",
  "arm.S": "S",
  "arm.W": "W",

  // Settings.
  "speed.label": "Animation",
  "speed.normal": "normal",
  "speed.fast": "fast",
  "speed.off": "off",
  "copy.button": "Copy",
  "copy.done": "Copied",
  "copy.announce": "Link copied",
  "copy.prompt": "Copy this link:",

  // Lobby.
  "lobby.title": "Pachisi — new game",
  "lobby.heading": "New game",
  "lobby.game": "Game",
  "lobby.preset_option": "{name} — {description}",
  "lobby.players": "Players",
  "lobby.teams": "Teams (4 players: opposite seats are partners)",
  "lobby.seats_legend": "Players",
  "lobby.seat_label": "Player {n} ({seat})",
  "lobby.seat_human": "Human",
  "lobby.seat_bot": "Bot: {level}",
  "lobby.options": "All options",
  "lobby.options_changed": {
    one: "All options ({count} option changed)",
    other: "All options ({count} options changed)",
  },
  "lobby.options_intro": "Every rule of the chosen game can be switched here. Each control starts at the game's default; only what you change is sent.",
  "lobby.options_reset": "Back to the game's defaults",
  "lobby.option_default": "{value} (default)",
  "lobby.option_allowed": "Allowed: {allowed}",
  "lobby.option_changed": "changed",
  "lobby.create": "Create game",
  "lobby.replay_link": "Replay a record",

  // Option groups, by the first rule ID of each option (docs/rules.md).
  "group.board": "Board and track (§2)",
  "group.throws": "Throws (§3)",
  "group.turns": "Turns, in every game (T-…)",
  "group.pachisi": "Pachisi rules (P-…)",
  "group.chopat": "Chopat rules (C-…)",
  "group.chaupar": "Chaupar rules (K-…)",
  "group.length": "Game length",

  // Option labels (the server adds each option's meaning below its control).
  "option.table": "Throws and their values",
  "option.mouth_up_p": "Chance of a cowrie landing mouth up",
  "option.seven_high": "Six mouths up (seven table) is worth",
  "option.chopat_ends": "No mouth up (Chopat table) is worth",
  "option.dice_faces": "Faces of each long die",
  "option.track": "Track",
  "option.safe_squares": "Safe squares",
  "option.flower_in_middle": "Middle flower of each arm",
  "option.order": "Who starts",
  "option.accumulate": "Keep a turn's throws, then move",
  "option.stack_moves": "Stacked pieces may move together",
  "option.forfeit": "An unusable throw costs",
  "option.pass": "A player may pass",
  "option.streak": "Streaks of three throws",
  "option.streak_penalty": "A streak cancels",
  "option.bonus": "Bonus step (pyada, peghedu)",
  "option.bonus_values": "Throws that earn the bonus step",
  "option.capture_again": "Another throw after a capture",
  "option.enter": "An entering piece",
  "option.enter_any": "Any throw may enter a piece",
  "option.first_free": "A seat's first piece enters on any throw",
  "option.seven_fourteen": "7 and 14 cannot enter a piece",
  "option.castle_exclusive": "No stopping on a safe square an opponent holds",
  "option.castle_single": "One piece per safe square",
  "option.block_two": "Two pieces on a safe square block it",
  "option.capture_stacks": "Stacks can be captured",
  "option.must_capture": "Capture before going home (tohd)",
  "option.revenge": "A revenge recapture cancels the credit",
  "option.fool": "Gandu kadhy: a finished seat comes back out",
  "option.partner_moves": "A partner moves a finished seat's throws",
  "option.triple": "Triples move twice",
  "option.start_steps": "Pieces start on these steps",
  "option.rank_all": "Play on after the first finisher",
  "option.max_turns": "Turn limit",

  // The "Game created" panel.
  "created.heading": "Game created",
  "created.intro": "Send each player their link (it contains their secret seat key), or play several seats from this browser.",
  "created.invite_label": "invite link for {seat}",
  "created.play_seat": "Play this seat here",
  "created.spectators": "Spectators",
  "created.spectator_label": "spectator link",
  "created.play_all": "Play all human seats here (pass-and-play)",
  "created.watch": "Watch the bots",
  "created.commitment": "Fairness commitment: {commitment}",

  // The game page.
  "game.title": "Pachisi",
  "game.title_state": "{banner} — Pachisi",
  "game.title_your_turn": "▶ {banner} — Pachisi",
  "game.cannot_open": "Cannot open game {id}: {message}",
  "game.reconnecting": "Connection lost; reconnecting…",
  "banner.over": "Game over",
  "banner.over_seat": "Game over: {seat} wins",
  "banner.over_seat_adjudicated": "Game over: {seat} wins (adjudicated)",
  "banner.over_team": "Game over: team of {seats} wins",
  "banner.over_team_adjudicated": "Game over: team of {seats} wins (adjudicated)",
  "banner.damaged": "This game is stopped: {reason}",
  "banner.damaged_unknown": "This game is stopped: it is damaged",
  "banner.waiting": "Waiting for {seats} to join",
  "banner.move": "{seat} to move",
  "banner.move_bot": "{seat} (bot) to move",
  "banner.move_you": "{seat} (you) to move",
  "banner.throw": "{seat} to throw",
  "banner.throw_bot": "{seat} (bot) to throw",
  "banner.throw_you": "{seat} (you) to throw",
  "banner.order": "{seat} to throw for the start order",
  "banner.order_bot": "{seat} (bot) to throw for the start order",
  "banner.order_you": "{seat} (you) to throw for the start order",
  "throw.button": "Throw",
  "throw.none": "No throw yet",
  "throw.last": "{seat}: {value}",
  "throw.last_up": "{seat}: {value} ({up} up)",
  "throw.dice": "dice {faces}",
  "throw.cowries": {
    one: "{up} of {count} cowrie mouth up",
    other: "{up} of {count} cowries mouth up",
  },
  "tray.label": "kept throws",
  "tray.kept": "Kept:",
  "moves.label": "moves",
  "moves.choose": "Choose a piece or a move:",
  "moves.of_piece": "Moves of {seat} piece {piece}:",
  "moves.with_value": "Moves with {value}:",
  "moves.show_all": "Show all moves (Esc)",
  "moves.hint": "Hint",
  "move.pass": "Pass (give up the remaining throws)",
  "move.piece": "piece {piece}",
  "move.enters": "{value}: {pieces} enters",
  "move.home": "{value}: {pieces} from step {from} home",
  "move.steps": "{value}: {pieces} step {from} → {to}",
  "move.captures": "{move}, captures {captured}",
  "move.captured_piece": "{seat} {piece}",
  "move.stack": "{move} (stack)",
  "move.triple": "{move} (triple)",
  "hint.heading": "Hint (best first):",
  "hint.item": "{move} — {percent}%",
  "players.heading": "Players",
  "players.line": "{seat} (seat {n}, {arm}) — {status}",
  "players.line_team": "{seat} (seat {n}, {arm}) — {status}, team {team}",
  "players.finished": "{line} ✓ finished",
  "players.to_move": "(to move)",
  "players.bot": "bot {bot}",
  "players.you": "you",
  "players.joined": "joined",
  "players.not_joined": "not joined",
  "log.heading": "Log",
  "log.label": "move log",
  "log.entry": "{seat} {text}",
  "say.captures": "{seat} captures {captured}",
  "say.captured_piece": "{seat} piece {piece}",
  "say.enters": "{seat} enters a piece",
  "say.home": "{seat} brings a piece home",
  "say.your_move": "Your turn: {seat} to move",
  "say.your_throw": "Your turn: {seat} to throw",
  "footer.record": "Download record",
  "footer.replay": "Replay",
  "footer.new_game": "New game",
  "footer.commitment": "Commitment {commitment}",
  "footer.seed": "Seed {seed} — check with {command}",
  "footer.rematch": "Rematch",
  "footer.join_rematch": "Join the rematch",

  // The board.
  "board.label": "{variant} board",
  "board.home": "Home",
  "piece.waiting": "{seat} piece {piece}, waiting",
  "piece.home": "{seat} piece {piece}, home",
  "piece.on_step": "{seat} piece {piece}, on step {step}",
  "piece.on_step_fool": "{seat} piece {piece}, on step {step} (fool)",
  "piece.with_moves": "{label}, can move {values}",

  // The replay page.
  "replay.title": "Pachisi — replay",
  "replay.heading": "Replay a record",
  "replay.file": "Record file (from “Download record” or pachisi record):",
  "replay.not_json": "Not JSON: {message}",
  "replay.stops": "The record stops at {error}",
  "replay.slider": "event",
  "replay.caption": "{i} / {last}: {text}",
  "replay.caption_start": "{i} / {last}: start",
  "replay.controls": "replay controls",
  "replay.first": "First",
  "replay.first_label": "first event",
  "replay.prev": "◀ Prev",
  "replay.prev_label": "previous event",
  "replay.next": "Next ▶",
  "replay.next_label": "next event",
  "replay.last": "Last",
  "replay.last_label": "last event",
  "replay.play": "Play",
  "replay.pause": "Pause",
  "replay.result": "Result: {ranking}",
  "replay.result_adjudicated": "Result: {ranking} (adjudicated)",
  "replay.unfinished": "Game not finished",
};

const catalogue = en;
const plurals = new Intl.PluralRules(LOCALE);

/** The message of `key`, in its plural form for params.count when it has forms. */
function message(key, params) {
  const m = catalogue[key];
  if (m == null) return key;
  if (typeof m === "string") return m;
  const form = typeof params.count === "number" ? plurals.select(params.count) : "other";
  return m[form] ?? m.other;
}

/** Whether the catalogue has a message for `key`. */
export function hasMessage(key) {
  return key in catalogue;
}

/** The message of `key` with its `{name}` placeholders filled from params. */
export function t(key, params = {}) {
  return message(key, params).replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/**
 * Like t, but params may be elements (e.g. a <code> or a link): returns an array of
 * strings and those elements, in the message's order, for a view to render.
 */
export function tx(key, params = {}) {
  const out = [];
  const parts = message(key, params).split(/(\{\w+\})/);
  for (const part of parts) {
    const m = /^\{(\w+)\}$/.exec(part);
    if (m && m[1] in params) out.push(typeof params[m[1]] === "object" ? params[m[1]] : String(params[m[1]]));
    else if (part) out.push(part);
  }
  return out;
}

/** A seat's name: its colour. */
export function seatName(seat) {
  return seat >= 0 && seat < 4 ? t(`seat.${seat}`) : t("seat.other", { n: seat + 1 });
}

const lists = new Map();
function list(items, type, style = "long") {
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
