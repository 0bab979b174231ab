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
  "move.captures": "{move}, captures {captured}",
  "move.captured_piece": "{seat} {piece}",
  "move.stack": "{move} (stack)",
  "move.triple": "{move} (triple)",
  "hint.heading": "Hint (best first):",
  "hint.item": "{move} — win chance {percent}%",
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

  // ---- friends (names, invites, my games, open tables, clock, presence, chat: web/friends.js, web/lobby.js)
  "friends.named": "{name} ({seat})",
  "friends.board_label": "{name} (seat {n})",
  "friends.your_name": "Your name",
  "friends.your_name_help": "Shown to the other players; kept in this browser.",
  "friends.name_prompt": "Your name, for the other players:",
  "friends.name_save": "Save",
  "friends.name_skip": "Not now",
  "friends.public": "List as an open table (anyone may join a free seat)",
  "friends.clock_label": "Time per decision",
  "friends.clock_0": "No clock",
  "friends.clock_30": "30 seconds",
  "friends.clock_120": "2 minutes",
  "friends.clock_86400": "1 day",
  "friends.clock_help": "When a player's time runs out, a bot plays for them until they are back.",
  "friends.clock": "{seat}: {time} left",
  "friends.clock_you": "Your time: {time} left",
  "friends.away": "{seat} is away: a bot plays for them until they are back.",
  "friends.away_you": "Your time ran out: a bot plays for you.",
  "friends.back": "I'm back",
  "friends.left": "{name} left",
  "friends.is_back": "{name} is back",
  "friends.presence_label": "players at the table",
  "friends.online": "connected",
  "friends.offline": "not connected",
  "friends.not_joined": "not joined yet",
  "friends.mute": "Mute {seat}",
  "friends.unmute": "Unmute {seat}",
  "friends.chat_heading": "Chat",
  "friends.chat_label": "chat messages",
  "friends.chat_open": "Chat",
  "friends.chat_close": "Hide chat",
  "friends.chat_unread": {
    one: "Chat ({count} new)",
    other: "Chat ({count} new)",
  },
  "friends.chat_input": "chat message",
  "friends.chat_placeholder": "Say something…",
  "friends.chat_send": "Send",
  "friends.chat_left": {
    one: "{count} character left",
    other: "{count} characters left",
  },
  "friends.reactions": "quick reactions",
  "friends.spectator": "Spectator",
  "friends.line_who": "{who}:",
  "friends.line_who_spectator": "{who} (watching):",
  "friends.show_spectators": "Show spectators' chat",
  "friends.rate_limited": "You are sending messages quickly; wait a moment, then try again.",
  "friends.too_large": "That message is too long (at most 200 characters).",
  "friends.share": "Share",
  "friends.share_title": "Join my Pachisi game",
  "friends.qr": "QR code",
  "friends.qr_label": "QR code of the invite link for {seat}",
  "friends.invite_heading": "Invite",
  "friends.invite_intro": "These seats are still free. Send each friend their link; this panel goes away once everyone has joined.",
  "friends.my_games": "My games",
  "friends.my_games_empty": "Games you create, join or watch in this browser appear here.",
  "friends.role_created": "you created it",
  "friends.role_joined": "you play",
  "friends.role_watched": "you watch",
  "friends.status_waiting": "waiting for players",
  "friends.status_playing": "in play",
  "friends.status_over": "game over",
  "friends.status_damaged": "stopped",
  "friends.to_move": "{seat} to move",
  "friends.invites": "Invites",
  "friends.gone": "{id}: no longer on this server",
  "friends.forget": "Forget",
  "friends.forget_label": "forget game {id}",
  "friends.open_tables": "Open tables",
  "friends.open_tables_empty": "No open tables right now.",
  "friends.refresh": "Refresh",
  "friends.table_line": "{variant}, {players} players: {names}",
  "friends.free_seats": {
    one: "{count} free seat: {seats}",
    other: "{count} free seats: {seats}",
  },
  "friends.table_clock": "clock: {clock} per decision",
  "friends.seconds": {
    one: "{count} second",
    other: "{count} seconds",
  },
  "friends.join": "Join",
  "friends.join_label": "join the {variant} table as {seat}",
  "friends.nobody": "nobody yet",
  // ---- rules and explanations
  // The rules pages (/rules/PRESET, web/rules.js).
  "rules.title": "How to play {name} — Pachisi",
  "rules.heading": "How to play {name}",
  "rules.link": "How to play",
  "rules.link_game": "Rules of this game",
  "rules.cannot_open": "Cannot show these rules: {message}",
  "rules.other_games": "Other games:",
  "rules.game_options": "These are the rules of one game: the rules marked “changed” differ from the usual {name}.",
  "rules.name.pachisi": "Pachisi",
  "rules.name.pachisi-seven": "Pachisi with seven cowries",
  "rules.name.chopat": "Chopat",
  "rules.name.chaupar": "Chaupar",
  "rules.h.goal": "The goal",
  "rules.h.board": "The board",
  "rules.h.turn": "Your turn",
  "rules.h.throws": "The throws",
  "rules.h.options": "Every rule of this game",
  "rules.goal.race": "Race your four pieces once round the cross-shaped board and back home to the centre.",
  "rules.goal.teams": "Partners sit opposite each other ({pairs}) and play together: the team whose eight pieces are all home first wins. Partners never capture each other and may share any square.",
  "rules.goal.alone": "Everyone plays alone. The first to bring all four pieces home wins; the others play on for the places.",
  "rules.goal.alone_first": "Everyone plays alone. The first to bring all four pieces home wins.",
  "rules.goal.players_two": "With two players, each plays two opposite colours as a team.",
  "rules.goal.order": "To see who starts, everyone throws once: the highest throw begins (ties throw again). Then play goes round the table.",
  "rules.goal.order_fixed": "{seat} starts; then play goes round the table.",
  "rules.goal.max_turns": "A game that reaches {count} turns is decided by who has the least distance left to go.",
  "rules.diagram": "{name} board: each seat's road with arrows, start squares, safe squares and home",
  "rules.legend.road": "{seat}'s road",
  "rules.board.anticlockwise": "Each coloured line is one seat's road, its arrows showing the way: out from the centre down the seat's own middle column, anticlockwise once round the cross, then back up the same middle column into the centre.",
  "rules.board.clockwise": "Each coloured line is one seat's road, its arrows showing the way: from the seat's start flower clockwise once round the cross, then up its own middle column into the centre.",
  "rules.board.start": "A square ringed in a seat's colour is its start square, where its pieces come onto the board.",
  "rules.board.castles": "The twelve squares marked ✕ are castles: a piece on a castle cannot be captured.",
  "rules.board.castles_exclusive": "No piece may stop on a castle where an opponent stands.",
  "rules.board.castles_single": "Only one piece at a time may stand on a castle.",
  "rules.board.flowers": "The squares marked ● are flowers: pieces of any colour may stand on them together, and nobody is captured there.",
  "rules.board.block_two": "Two pieces of one colour on a flower block it: others may pass it but not stop there.",
  "rules.board.no_safe": "No square is safe in this game: a piece can be captured anywhere on the loop.",
  "rules.board.home": "The middle column of each arm is its seat's home column: no other seat's piece goes there, so pieces in it are safe. The centre is home.",
  "rules.turn.throw_cowries": "Throw {count} cowrie shells: how many land mouth up gives the throw's value (table below). A throw of {values} lets you throw again.",
  "rules.turn.throw_dice": "Throw three long dice, each showing {faces}. Each die is a move of its own: you may move three pieces, or one piece three times. There are no extra throws.",
  "rules.turn.keep": "You keep all the throws of your turn, then use them one by one, in any order, each on a piece of your choice.",
  "rules.turn.keep_off": "Each throw is used before the next one is made.",
  "rules.turn.enter_centre": "Your pieces start in the centre. A piece comes onto the board only with a throw of {values}: it is put on your start square, and that throw is used up.",
  "rules.turn.enter_hand": "Your pieces start in your hand. A piece comes onto the board only with a throw of {values}: it is put on your start flower, and that throw is used up.",
  "rules.turn.enter_full": "An entering piece goes on by the throw's full value.",
  "rules.turn.first_free": "Your very first piece may come in with any throw.",
  "rules.turn.seven_fourteen": "7 and 14 let you throw again but cannot bring a piece in; with no piece on the board they are void.",
  "rules.turn.start_on_board": "Your four pieces begin the game already on the board, near your start square. A captured piece goes back to the centre and comes in again with any die, which is used up.",
  "rules.turn.move": "A throw moves one piece forward along your road by its whole value; it is never split between pieces.",
  "rules.turn.stack": "Pieces of yours standing together may also move together with one throw.",
  "rules.turn.forfeit": "A throw that no piece can use is lost.",
  "rules.turn.forfeit_turn": "When no piece can use your throws, they are lost and your turn ends.",
  "rules.turn.pass": "You may pass instead of moving, giving up the throws you still have.",
  "rules.turn.no_pass": "You may not pass: if a piece can use a throw, you must move.",
  "rules.turn.capture_centre": "Stop on a square where opponents stand (not a safe square) and you capture them: they go back to the centre and must come in again.",
  "rules.turn.capture_hand": "Stop on a square where opponents stand (not a flower) and you capture them: they go back to their owner's hand and must come in again.",
  "rules.turn.capture_stacks_off": "Two or more pieces of one colour together cannot be captured, and nobody else may stop on their square.",
  "rules.turn.capture_again": "A capture earns you another round of throws.",
  "rules.turn.must_capture": "You must capture at least once before your pieces may turn into the home column; until then they keep going round.",
  "rules.turn.exact": "A piece gets home only with the exact number: a throw that would take it past the centre cannot be used on it.",
  "rules.turn.dead_end": "There is no throw of 1 in this game, so never stop a piece one square before home: no throw could ever finish it there.",
  "rules.turn.streak_cancel": "Three go-again throws of one kind in a row are a streak: all three are cancelled and the throwing stops.",
  "rules.turn.streak_turn": "Three go-again throws in a row burn your turn: every throw you kept is lost.",
  "rules.turn.bonus": "Once none of your pieces is waiting to come in, each throw of {values} earns an extra move of 1.",
  "rules.turn.fool": "A seat that has finished may bring a piece back out as the “fool”: it goes backwards round the board, captures others and can never be captured.",
  "rules.turn.triple": "Three equal dice move three of your pieces standing together by twice the face.",
  "rules.turn.partner": "When one partner has finished, they keep throwing and the other partner moves with those throws.",
  "rules.throws.cowries": "How many of the {count} cowries land mouth up decides the value:",
  "rules.throws.dice_faces": "Each of the three dice shows {faces}, every face with a chance of {percent}.",
  "rules.throws.dice_sums": "The sum of the three dice (it decides who starts):",
  "rules.throws.label": "throw table",
  "rules.col.up": "Mouths up",
  "rules.col.value": "Value",
  "rules.col.sum": "Sum",
  "rules.col.chance": "Chance",
  "rules.col.odds": "About",
  "rules.col.enters": "Brings a piece in",
  "rules.col.again": "Throw again",
  "rules.one_in": "1 in {n}",
  "rules.yes": "yes",
  "rules.no": "no",
  "rules.total": "Total",
  "rules.options_intro": "Every rule as the engine plays it, with its setting in this game.",
  "rules.teams": "Teams (opposite seats are partners)",
  "rules.option_changed": "changed (usually {value})",
  "rules.option_rule": "{key} · rule {rule}",
  "rules.value.true": "yes",
  "rules.value.false": "no",
  "rules.value.empty": "none",

  // The game page: log lines from the server's structured fields.
  "log.throws": "throws {value}",
  "log.with_reasons": "{text}; {reasons}",
  "log.away": "ran out of time: a bot plays for this seat until its player is back",
  "log.back": "is back",
  "forfeit.must_enter": "no piece can use the {value}: enter a piece with {values} first",
  "forfeit.past_finish": "no piece can use the {value}: it would go past home",
  "forfeit.blocked": "no piece can use the {value}: the way is blocked",
  "forfeit.no_piece_can": "no piece can use the {value}",
  "cancelled.needs_piece_on_board": "the throw is void: it cannot bring a piece in, and none is on the board",
  "cancelled.streak": "three in a row: the streak is cancelled",
  // Move labels, from each legal action's info.
  "move.who_one": "Piece {piece}",
  "move.who_many": "Pieces {pieces}",
  "move.to_start": "{who}: {value} enters at the start ({togo} to go)",
  "move.to_enter_on": "{who}: {value} enters and moves on ({togo} to go)",
  "move.to_castle": "{who}: {value} to a castle ({togo} to go)",
  "move.to_flower": "{who}: {value} to a flower ({togo} to go)",
  "move.to_safe": "{who}: {value} to a safe square ({togo} to go)",
  "move.to_track": "{who}: {value} forward ({togo} to go)",
  "move.to_home_column": "{who}: {value} into the home column ({togo} to go)",
  "move.to_home": "{who}: {value} home",
  "move.to_other": "{who}: {value}",
  "move.strands_mark": "{move} ⚠",
  "strand.title": "This piece would get stuck",
  "strand.body": "{move}: the piece would stop one square before home, where no throw can ever finish it.",
  "strand.play": "Play anyway",
  "strand.other": "Choose another",
  "pass.title": "Pass?",
  "pass.body": "You give up the throws you still have ({values}). Online play has no undo.",
  "pass.confirm": "Pass",
  "pass.cancel": "Keep playing",
  "hint.explain": "Win chance: how often the bot expects your side to win after that move.",
  "over.adjudicated_cap": "The game reached its limit of {count} turns, so it was decided on distance: the side with the fewest steps left to bring its pieces home ranks first.",
  "over.adjudicated_dead_end": "Nobody could finish any more (a piece stood one square before home, where no throw can finish it), so the game was decided on distance: the side with the fewest steps left ranks first.",
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
