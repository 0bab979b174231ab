//! One game in memory: the engine state, its events, seats and fairness seed. Every
//! change goes through [`Room::submit`] (or [`Room::join`]): it is checked on a copy of
//! the state, stored, and only then applied and announced.

use crate::fairness::{self, FairRecord, Fairness, Seed};
use crate::store::SharedStore;
use crate::store::{GameRow, SeatRow};
use pachisi_core::{Action, Event, Game, PieceAt, Record, Standing, State};
use serde::Serialize;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// How many log entries a state message carries.
pub const LOG_TAIL: usize = 40;

/// A rejected intent: a stable code and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub code: &'static str,
    pub message: String,
}

impl Rejection {
    pub fn new(code: &'static str, message: impl Into<String>) -> Rejection {
        Rejection {
            code,
            message: message.into(),
        }
    }

    /// The error message sent to a client.
    pub fn to_json(&self) -> Value {
        json!({"type": "error", "code": self.code, "message": self.message})
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human { token_hash: String, joined: bool },
    Bot { spec: String },
}

/// One line of the move log.
#[derive(Clone, Debug, Serialize)]
pub struct LogEntry {
    /// Event number (0-based).
    pub n: usize,
    pub seat: u8,
    /// `throw`, `order-throw`, `move`, `pass` or `no-blow` (Parqués' pass that declines
    /// a blow, Q-SOPLAR).
    pub kind: &'static str,
    /// What happened, without the seat (the page names the seat).
    pub text: String,
    /// The throw's value, for throws; the value used, for moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
    /// For a cowrie throw: how many shells lie mouth up.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub up: Option<u8>,
    /// For a throw of dice: the faces (three long dice, or Parcheesi's two dice).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<Vec<u8>>,
    /// For a move: the pieces moved (0-based), one or more (a stack, a triple).
    /// (Named so that a replay frame, which carries the board as `pieces`, can hold
    /// a log entry's fields too.)
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<u8>,
    /// For a move of a partner's pawn (Sorry! with partners, S-TEAM: `p5` … `p8`): the
    /// seat whose pieces `moved` are. Left out when they are the mover's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moved_seat: Option<u8>,
    /// For a move: the steps the piece has left to go after it (none once home).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_go: Option<i16>,
    /// For a move that ends on a safe square: what such a square is called in this
    /// game, `castle` or `flower` (words::safe_name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub safe: Option<&'static str>,
    /// For a move: it leaves a piece one step before home, where it can never finish.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub strands: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    pub enters: bool,
    pub finishes: bool,
    /// Captured pieces as (seat, piece), 0-based.
    pub captures: Vec<(u8, u8)>,
    /// For a move: where the piece was and went, in a player's words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_place: Option<pachisi_core::Place>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_place: Option<pachisi_core::Place>,
    /// Kept values given up after this event because no piece could use them, and why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<Forfeit>,
    /// This throw was cancelled instead of kept, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cancelled: Option<pachisi_core::Cancelled>,
    /// Sorry!: the move went backward (a 4, or a 10 spent as one back: S-FOUR, S-TEN).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub backward: bool,
    /// Sorry!: the other player's pawn whose square the moved pawn took, as (seat,
    /// piece): a switch (S-ELEVEN) or the Sorry! card (S-SORRY).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onto: Option<(u8, u8)>,
    /// Sorry!: what this part of a split 7 left for another pawn (S-SEVEN).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rest: Option<u8>,
    /// Yut Nori with `stack = optional` (Y-STACK): the move ended on the mover's own
    /// pieces and joined them (`true`) or stood beside them (`false`), as the move's
    /// info says; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stack: Option<bool>,
    /// The turn passed to another seat after this event.
    pub turn_passed: bool,
}

/// A kept value that could not be used.
#[derive(Clone, Debug, Serialize)]
pub struct Forfeit {
    pub value: u8,
    pub why: pachisi_core::NoMove,
}

/// How the server's log names a seat (the page names seats by colour itself).
pub fn seat_word(seat: u8) -> String {
    format!("seat {}", seat + 1)
}

/// What an event left unused, and why: the values forfeited (`candidates` are the kept
/// values that could have been spent, in order) given `before` and `after` the event.
fn forfeits(game: &Game, before: &State, after: &State, candidates: Vec<u8>) -> Vec<Forfeit> {
    let lost = after
        .counters()
        .forfeited
        .saturating_sub(before.counters().forfeited) as usize;
    if lost == 0 {
        return vec![];
    }
    // The pieces as they stood when the values were given up: after a move, the
    // mover's new position; after a throw, as before it.
    let basis = if matches!(before.phase(), pachisi_core::Phase::Move) {
        after
    } else {
        before
    };
    let mover = before.mover();
    candidates
        .into_iter()
        .take(lost)
        .map(|value| Forfeit {
            value,
            why: game.why_no_move(basis, mover, value),
        })
        .collect()
}

/// The explanations of a log entry appended to its text.
fn explain(text: &mut String, e: &LogEntry) {
    if let (Some(c), Some(v)) = (e.cancelled, e.value) {
        text.push_str(&format!("; {}", pachisi_core::words::cancelled_words(v, c)));
    }
    for f in &e.forfeits {
        text.push_str(&format!(
            "; {}",
            pachisi_core::words::no_move_words(f.value, &f.why)
        ));
    }
}

/// The last throw, for showing the shells or dice.
#[derive(Clone, Debug, Serialize)]
pub struct LastThrow {
    /// Throw number (0-based, all throws of the game).
    pub n: u64,
    pub seat: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub up: Option<u8>,
    pub value: u32,
    /// Which shells lie mouth up.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shells: Option<Vec<bool>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<Vec<u8>>,
    /// A start-order throw (T-ORDER).
    pub order: bool,
}

/// The outcome of checking one event against a state.
pub struct Applied {
    pub state: State,
    pub log: LogEntry,
    pub last_throw: Option<LastThrow>,
}

/// Check an event in state `s` and describe it; `throws` is the number of throws so
/// far (for the shells of a throw). `s` is not changed.
pub fn step(
    game: &Game,
    seed: Option<&Seed>,
    s: &State,
    throws: u64,
    n: usize,
    ev: &Event,
) -> Result<Applied, String> {
    let mut after = *s;
    match ev {
        Event::Throw(t) => {
            let order = s.phase() == pachisi_core::Phase::Order;
            game.apply_event(&mut after, ev)?;
            let th = game.throws();
            let (value, text, up, dice) = if let Some(d) = t.dice {
                let sum: u32 = d.iter().map(|&v| v as u32).sum();
                (
                    sum,
                    format!("throws {} {} {}", d[0], d[1], d[2]),
                    None,
                    Some(d.to_vec()),
                )
            } else if th.is_two_dice() {
                // Two dice (PR-DICE): the record's `up` is the outcome.
                let [a, b] = th.pair(t.up.unwrap_or(0));
                let text = if a == b {
                    format!("throws {a} and {b}, doubles")
                } else {
                    format!("throws {a} and {b}")
                };
                ((a + b) as u32, text, None, Some(vec![a, b]))
            } else if th.is_sticks() {
                // Yut Nori's sticks (Y-STICKS): the record's `up` is the outcome.
                let up = t.up.unwrap_or(0);
                let v = th.value(up);
                let name = pachisi_core::words::stick_value_name(v);
                (v as u32, format!("throws {name}"), Some(up), None)
            } else {
                let up = t.up.unwrap_or(0);
                let v = th.value(up) as u32;
                (v, format!("throws {v} ({up} up)"), Some(up), None)
            };
            let text = if order {
                format!("{text} for the start order")
            } else {
                text
            };
            let shells = if th.is_sticks() {
                // The four sticks, the marked one first, flat side up or not.
                up.map(pachisi_core::words::sticks_flat)
            } else {
                up.and_then(|u| seed.map(|sd| fairness::shells_up(game, sd, throws, u)))
            };
            let (cancelled, forfeits) = if order {
                (None, vec![])
            } else {
                let new: Vec<u8> = match &dice {
                    // Doubles with every piece out also give the bottom faces (PR-DOUBLES).
                    Some(d) if d.len() == 2 && d[0] == d[1] => {
                        vec![d[0], d[1], 7 - d[0], 7 - d[1]]
                    }
                    Some(d) => d.clone(),
                    None => vec![th.value(up.unwrap_or(0))],
                };
                let cancelled = (after.counters().cancelled > s.counters().cancelled)
                    .then(|| game.why_cancelled(s, new[0]));
                let mut candidates = s.kept().to_vec();
                if cancelled.is_none() {
                    candidates.extend(new);
                }
                (cancelled, forfeits(game, s, &after, candidates))
            };
            let mut log = LogEntry {
                n,
                seat: t.seat,
                kind: if order { "order-throw" } else { "throw" },
                text,
                value: Some(value.min(255) as u8),
                up,
                dice: dice.clone(),
                moved: vec![],
                moved_seat: None,
                to_go: None,
                safe: None,
                strands: false,
                action: None,
                enters: false,
                finishes: false,
                captures: vec![],
                from_place: None,
                to_place: None,
                forfeits,
                cancelled,
                backward: false,
                onto: None,
                rest: None,
                stack: None,
                turn_passed: !order && after.turn() != s.turn(),
            };
            let mut text = std::mem::take(&mut log.text);
            explain(&mut text, &log);
            log.text = text;
            Ok(Applied {
                state: after,
                log,
                last_throw: Some(LastThrow {
                    n: throws,
                    seat: t.seat,
                    up,
                    value,
                    shells: shells.or_else(|| up.map(|u| (0..th.shells).map(|k| k < u).collect())),
                    dice,
                    order,
                }),
            })
        }
        Event::Move(m) => {
            let a = Action::parse(&m.action)?;
            let info = game.move_info(s, a);
            game.apply_event(&mut after, ev)?;
            let (kind, text) = match (&info, a) {
                // Parqués (Q-SOPLAR): the pass that opens a turn declines the blow.
                (_, Action::Pass) if s.blow().is_some_and(|(_, _, now)| now) => {
                    ("no-blow", "does not blow the capture left".to_string())
                }
                (_, Action::Pass) | (None, _) => ("pass", "passes".to_string()),
                (Some(i), Action::Move { .. }) => {
                    ("move", pachisi_core::words::move_words(game, i, &seat_word))
                }
            };
            let mut candidates = s.kept().to_vec();
            // The kept value spent: the move info's (a Yut Nori `n pK straight` spends
            // the n), else the action's.
            let spent = match a {
                Action::Move { value, .. } => info.as_ref().and_then(|i| i.value).or(Some(value)),
                Action::Pass => None,
            };
            if let Some(value) = spent
                && let Some(k) = candidates.iter().position(|&v| v == value)
            {
                candidates.remove(k);
            }
            let mut log = LogEntry {
                n,
                seat: m.seat,
                kind,
                text,
                value: info.as_ref().and_then(|i| i.value),
                up: None,
                dice: None,
                moved: info.as_ref().map(|i| i.pieces.clone()).unwrap_or_default(),
                moved_seat: info.as_ref().and_then(|i| i.seat),
                to_go: info
                    .as_ref()
                    .filter(|i| i.value.is_some() && !i.finishes)
                    .and_then(|i| i.to_go),
                safe: info
                    .as_ref()
                    .filter(|i| i.value.is_some() && i.to_place == pachisi_core::Place::Safe)
                    .map(|_| pachisi_core::words::safe_name(game)),
                strands: info.as_ref().is_some_and(|i| i.strands),
                action: Some(a.to_string()),
                enters: info.as_ref().is_some_and(|i| i.enters),
                finishes: info.as_ref().is_some_and(|i| i.finishes),
                captures: info
                    .as_ref()
                    .map(|i| i.captures.clone())
                    .unwrap_or_default(),
                from_place: info
                    .as_ref()
                    .filter(|i| i.value.is_some())
                    .map(|i| i.from_place),
                to_place: info
                    .as_ref()
                    .filter(|i| i.value.is_some())
                    .map(|i| i.to_place),
                forfeits: forfeits(game, s, &after, candidates),
                cancelled: None,
                backward: info.as_ref().is_some_and(|i| i.backward),
                onto: info.as_ref().and_then(|i| i.onto),
                rest: info.as_ref().and_then(|i| i.rest),
                stack: info.as_ref().and_then(|i| i.stack),
                turn_passed: after.turn() != s.turn() || game.is_terminal(&after),
            };
            let mut text = std::mem::take(&mut log.text);
            explain(&mut text, &log);
            log.text = text;
            Ok(Applied {
                state: after,
                log,
                last_throw: None,
            })
        }
        Event::Resign(_) | Event::Abort(_) | Event::Leave(_) => {
            game.apply_event(&mut after, ev)?;
            let (seat, kind, text) = match ev {
                Event::Resign(r) if r.ends => (r.seat, "resign", "resigns; the game is over"),
                Event::Resign(r) => (r.seat, "resign", "resigns: a bot plays this seat on"),
                Event::Abort(a) => (a.seat, "abort", "aborts the game: it ends with no result"),
                Event::Leave(l) => (l.seat, "leave", "leaves the game: a bot plays this seat on"),
                _ => unreachable!("matched above"),
            };
            Ok(Applied {
                state: after,
                log: LogEntry {
                    n,
                    seat,
                    kind,
                    text: text.into(),
                    value: None,
                    up: None,
                    dice: None,
                    moved: vec![],
                    moved_seat: None,
                    to_go: None,
                    safe: None,
                    strands: false,
                    action: None,
                    enters: false,
                    finishes: false,
                    captures: vec![],
                    from_place: None,
                    to_place: None,
                    forfeits: vec![],
                    cancelled: None,
                    backward: false,
                    onto: None,
                    rest: None,
                    stack: None,
                    turn_passed: false,
                },
                last_throw: None,
            })
        }
    }
}

/// Where each piece is, for drawing: per seat, per piece.
pub fn pieces_json(game: &Game, s: &State) -> Value {
    let seats: Vec<Value> = (0..game.seats())
        .map(|seat| {
            let pieces: Vec<Value> = (0..pachisi_core::PIECES as u8)
                .map(|p| {
                    let (at, step) = match game.piece_at(s, seat, p) {
                        PieceAt::Waiting => ("waiting", None),
                        PieceAt::Home => ("home", None),
                        PieceAt::Step(st) => ("board", Some(st)),
                        PieceAt::Fool(st) => ("fool", Some(st)),
                    };
                    let c = game.piece_coords(s, seat, p);
                    // Steps still to go to the finish, for saying where a piece is in
                    // words rather than by its step number.
                    let finish = game.track().finish as i16 - game.track().offset as i16;
                    let to_go = if game.options().track == pachisi_core::options::TrackKind::Yut {
                        // Yut Nori: along the piece's route (Y-ROUTES; its internal
                        // position is the step), past station 0.
                        step.map(|st| pachisi_core::yut::to_go(st as u8) as i16)
                    } else {
                        step.map(|st| finish - st)
                    };
                    let mut v = json!({
                        "piece": p,
                        "at": at,
                        "step": step,
                        "to_go": to_go,
                        "x": c.map(|c| c.0),
                        "y": c.map(|c| c.1),
                        "square": c.and_then(|(x, y)| game.board().at(x, y)),
                    });
                    // Yut Nori (Y-STACK): the lowest piece of the piece's stack; with
                    // stack = optional a seat may have two stacks on one station.
                    if game.options().track == pachisi_core::options::TrackKind::Yut {
                        v["stack"] = json!(game.stack_of(s, seat, p));
                    }
                    v
                })
                .collect();
            Value::Array(pieces)
        })
        .collect();
    Value::Array(seats)
}

/// The legal actions of a decision state with what they do (and square ids).
pub fn legal_json(game: &Game, s: &State) -> Vec<Value> {
    game.legal_actions(s)
        .iter()
        .filter_map(|&a| game.move_info(s, a))
        .map(|i| {
            let from_square = i.from.and_then(|(x, y)| game.board().at(x, y));
            let to_square = i.to.and_then(|(x, y)| game.board().at(x, y));
            let mut v = serde_json::to_value(&i).unwrap_or_default();
            if let Value::Object(m) = &mut v {
                m.insert("from_square".into(), json!(from_square));
                m.insert("to_square".into(), json!(to_square));
            }
            v
        })
        .collect()
}

/// A game's in-memory data.
pub struct RoomData {
    pub game: Arc<Game>,
    pub state: State,
    pub record: Record,
    pub seats: Vec<SeatKind>,
    pub seed: Seed,
    pub commitment: String,
    pub throws: u64,
    pub log: Vec<LogEntry>,
    pub last_throw: Option<LastThrow>,
    pub rematch: Option<String>,
    pub rematch_of: Option<String>,
    pub created: i64,
    /// Why the game is quarantined (its bot failed), if it is: no more play.
    pub damaged: Option<String>,
    /// When anything last happened (event, join), for evicting idle games from memory
    /// and for the turn clock (a decision's time runs from here).
    pub touched: std::time::Instant,
    /// Each seat's player's name, if given.
    pub names: Vec<Option<String>>,
    /// Seats whose clock ran out: a bot plays for them until their player is back.
    pub away: Vec<bool>,
    /// Connections holding each seat now on this instance (presence).
    pub connected: Vec<u32>,
    /// With several instances (crate::multi): connections holding each seat on the
    /// other instances, as their unexpired presence rows said when last read.
    pub elsewhere: Vec<u32>,
    /// Listed among the open tables while it waits for players.
    pub public: bool,
    /// Time per decision of a human seat, if the game has a clock.
    pub clock: Option<std::time::Duration>,
    /// The clock in seconds, as chosen.
    pub clock_secs: Option<i64>,
    /// The level that plays for a seat whose clock ran out.
    pub clock_bot: String,
    /// The last chat lines (at most [`CHAT_TAIL`]) and the number of lines so far.
    pub chat: Vec<crate::store::ChatLine>,
    pub chat_count: u64,
    /// Spectators may chat (by default they only read).
    pub spectator_chat: bool,
    /// Resignations, leaves and an abort so far (from the record's events).
    pub standing: Standing,
    /// The creator chose a rated game (crate::ratings says when it counts).
    pub rated: bool,
    /// The account sitting at each seat, if its player was signed in, and its name.
    pub accounts: Vec<Option<i64>>,
    pub account_names: Vec<Option<String>>,
    /// A rated game's ratings were updated (or it was found unrated) once it ended.
    pub settled: bool,
}

/// Chat lines kept in memory and sent on joining.
pub const CHAT_TAIL: usize = 50;

/// Longest name, in characters.
pub const MAX_NAME: usize = 24;

/// Most combining marks (general category M) on one character of a name.
pub const MAX_MARKS: usize = 2;

/// Letters and symbols that show as nothing (the Hangul fillers, the blank braille
/// pattern): dropped from names like format characters.
const BLANKS: [char; 5] = ['\u{115F}', '\u{1160}', '\u{3164}', '\u{FFA0}', '\u{2800}'];

/// A player's name as given: format characters removed (zero-width spaces and
/// joiners, bidi embeddings, overrides, isolates and marks, the soft hyphen, tag
/// characters, the BOM: general category Cf), control characters and line breaks
/// made spaces, Unicode NFC, whitespace collapsed and trimmed; at most [`MAX_NAME`]
/// characters and [`MAX_MARKS`] combining marks per character, with at least one
/// visible character (a letter, number, punctuation or symbol). Markup is kept as
/// text (the page shows it as text). `Ok(None)` for an empty name (`""`).
pub fn clean_name(name: &str) -> Result<Option<String>, Rejection> {
    use unicode_normalization::UnicodeNormalization;
    use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};
    if name.is_empty() {
        return Ok(None);
    }
    let kept: String = name
        .chars()
        .filter_map(|c| match c.general_category() {
            GeneralCategory::Control => Some(' '),
            GeneralCategory::Format => None,
            _ if BLANKS.contains(&c) => None,
            _ => Some(c),
        })
        .collect();
    let cleaned = kept
        .nfc()
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let bad = |m: String| Err(Rejection::new("bad_request", m));
    if cleaned.chars().count() > MAX_NAME {
        return bad(format!("names are at most {MAX_NAME} characters"));
    }
    let mut marks = 0;
    let mut visible = false;
    for c in cleaned.chars() {
        match c.general_category_group() {
            GeneralCategoryGroup::Mark => {
                marks += 1;
                if marks > MAX_MARKS {
                    return bad(format!(
                        "a name has at most {MAX_MARKS} combining marks on a character"
                    ));
                }
            }
            g => {
                marks = 0;
                visible |= matches!(
                    g,
                    GeneralCategoryGroup::Letter
                        | GeneralCategoryGroup::Number
                        | GeneralCategoryGroup::Punctuation
                        | GeneralCategoryGroup::Symbol
                );
            }
        }
    }
    if !visible {
        return bad("a name needs at least one visible character".into());
    }
    Ok(Some(cleaned))
}

/// How names are compared for uniqueness at a table: cleaned (as far as they can
/// be) and without case.
fn name_key(name: &str) -> String {
    clean_name(name)
        .ok()
        .flatten()
        .unwrap_or_else(|| name.trim().to_string())
        .to_lowercase()
}

/// Whether two names are the same at a table (cleaned, without case).
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

/// The refusal of a name another seat of the table has.
pub fn name_taken(name: &str) -> Rejection {
    Rejection::new(
        "name_taken",
        format!("another player at this table is called '{name}': choose another name"),
    )
}

/// What a game is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Some human seat has not joined.
    Waiting,
    Playing,
    Over,
    /// Quarantined: a bot failed or the stored game is damaged; nothing more happens.
    Damaged,
    /// Called off before it was played (or by the only player of a game against
    /// bots): over, with no result.
    Aborted,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Over => "over",
            Status::Damaged => "damaged",
            Status::Aborted => "aborted",
        }
    }

    /// Nothing more happens: over, aborted or damaged.
    pub fn ended(self) -> bool {
        matches!(self, Status::Over | Status::Aborted | Status::Damaged)
    }
}

/// What a client asks for.
#[derive(Clone, Debug)]
pub enum Intent {
    Throw,
    Act(String),
}

/// A bot's next job.
pub struct BotJob {
    pub seat: u8,
    pub version: usize,
    pub chance: bool,
    pub game: Arc<Game>,
    pub state: State,
}

impl RoomData {
    /// Rebuild from stored rows by replaying the events.
    pub fn from_rows(
        row: &GameRow,
        seats: &[SeatRow],
        events: &[Event],
    ) -> Result<RoomData, String> {
        let seat_rows = seats;
        let options: serde_json::Map<String, Value> =
            serde_json::from_str(&row.options).map_err(|e| e.to_string())?;
        let variant = pachisi_core::position::variant_from_json(&row.variant, &options)
            .map_err(|e| e.to_string())?;
        let game = Game::new(variant).map_err(|e| e.to_string())?;
        let seed: Seed = fairness::unhex(&row.seed)
            .and_then(|b| b.try_into().ok())
            .ok_or("bad seed")?;
        if seats.len() != game.seats() as usize {
            return Err(format!(
                "the game has {} seats but {} seat rows",
                game.seats(),
                seats.len()
            ));
        }
        let seats = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if s.seat as usize != i {
                    return Err(format!("seat row {i} is numbered {}", s.seat));
                }
                match (s.kind.as_str(), &s.bot, &s.token_hash) {
                    ("bot", Some(spec), _) => {
                        let spec = pachisi_bots::check_server_spec(spec)
                            .map_err(|e| format!("seat {i}: {e}"))?;
                        Ok(SeatKind::Bot { spec })
                    }
                    ("human", _, Some(h)) if h.len() == 64 => Ok(SeatKind::Human {
                        token_hash: h.clone(),
                        joined: s.joined,
                    }),
                    (kind, _, _) => Err(format!("seat {i}: bad seat row (kind '{kind}')")),
                }
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut d = RoomData {
            state: game.initial_state(),
            record: Record::new(game.variant(), None),
            game: Arc::new(game),
            seats,
            seed,
            commitment: row.commitment.clone(),
            throws: 0,
            log: vec![],
            last_throw: None,
            rematch: row.rematch.clone(),
            rematch_of: row.rematch_of.clone(),
            created: row.created,
            damaged: row.damaged.clone(),
            touched: std::time::Instant::now(),
            names: seat_rows.iter().map(|s| s.name.clone()).collect(),
            away: seat_rows.iter().map(|s| s.away).collect(),
            connected: vec![0; seat_rows.len()],
            elsewhere: vec![0; seat_rows.len()],
            public: row.public,
            clock: row
                .clock
                .filter(|&c| c > 0)
                .map(|c| std::time::Duration::from_secs(c as u64)),
            clock_secs: row.clock.filter(|&c| c > 0),
            clock_bot: row.clock_bot.clone().unwrap_or_else(|| "medium".into()),
            chat: vec![],
            chat_count: 0,
            spectator_chat: row.spectator_chat,
            standing: Standing::default(),
            rated: row.rated,
            accounts: seat_rows.iter().map(|s| s.account).collect(),
            account_names: seat_rows.iter().map(|s| s.account_name.clone()).collect(),
            settled: false,
        };
        for ev in events {
            let n = d.record.events.len();
            let a = step(&d.game, Some(&d.seed), &d.state, d.throws, n, ev)
                .map_err(|e| format!("event {n}: {e}"))?;
            d.standing
                .clone()
                .note(&d.game, &d.state, ev)
                .map_err(|e| format!("event {n}: {e}"))?;
            d.commit(ev.clone(), a);
        }
        Ok(d)
    }

    pub(crate) fn commit(&mut self, ev: Event, a: Applied) {
        if matches!(ev, Event::Throw(_)) {
            self.throws += 1;
        }
        let _ = self.standing.note(&self.game, &a.state, &ev);
        self.record.events.push(ev);
        self.state = a.state;
        self.log.push(a.log);
        if a.last_throw.is_some() {
            self.last_throw = a.last_throw;
        }
        self.record.result = self.standing.outcome(&self.game, &self.state);
        self.touched = std::time::Instant::now();
    }

    /// The last event was stored `since` ago (by the store's clock): the turn clock
    /// runs from then. Never later than now.
    pub fn touched_ago(&mut self, since: std::time::Duration) {
        let now = std::time::Instant::now();
        self.touched = now.checked_sub(since).unwrap_or(now).min(self.touched);
    }

    /// Some connection holds the seat, on this instance or (crate::multi) another.
    pub fn is_connected(&self, seat: u8) -> bool {
        let i = seat as usize;
        self.connected.get(i).is_some_and(|&c| c > 0)
            || self.elsewhere.get(i).is_some_and(|&c| c > 0)
    }

    /// Which seats are connected (see [`RoomData::is_connected`]).
    fn shown_presence(&self) -> Vec<bool> {
        (0..self.connected.len())
            .map(|i| self.is_connected(i as u8))
            .collect()
    }

    /// Number of events so far.
    pub fn version(&self) -> usize {
        self.record.events.len()
    }

    pub fn status(&self) -> Status {
        if self.damaged.is_some() {
            Status::Damaged
        } else if self.standing.aborted {
            Status::Aborted
        } else if self.standing.is_over(&self.game, &self.state) {
            Status::Over
        } else if self
            .seats
            .iter()
            .any(|s| matches!(s, SeatKind::Human { joined: false, .. }))
            && self.record.events.is_empty()
        {
            Status::Waiting
        } else {
            Status::Playing
        }
    }

    /// The seat that throws or decides now.
    pub fn to_move(&self) -> Option<u8> {
        self.game.current_seat(&self.state)
    }

    /// The human seats whose token this is (two seats when a player of a two-player
    /// Pachisi game plays two colours).
    pub fn seats_of_token(&self, token: &str) -> Vec<u8> {
        let h = fairness::sha256_hex(token.trim().to_ascii_lowercase().as_bytes());
        (0..self.seats.len() as u8)
            .filter(|&i| {
                matches!(&self.seats[i as usize], SeatKind::Human { token_hash, .. } if *token_hash == h)
            })
            .collect()
    }

    /// Whether a seat other than those of `except` is named `name` (compared after
    /// cleaning, without case): names are unique at a table.
    pub fn name_in_use(&self, name: &str, except: &[u8]) -> bool {
        let key = name_key(name);
        self.names.iter().enumerate().any(|(i, n)| {
            !except.contains(&(i as u8)) && n.as_deref().is_some_and(|n| name_key(n) == key)
        })
    }

    /// Whether naming `seats` `name` changes something: a new name for one of them,
    /// or a name that will be refused (both count as renames for the rate limits).
    pub fn renames(&self, seats: &[u8], name: &str) -> bool {
        match clean_name(name) {
            Ok(Some(n)) => seats
                .iter()
                .any(|&s| self.names.get(s as usize).cloned().flatten().as_ref() != Some(&n)),
            Ok(None) => false,
            Err(_) => true,
        }
    }

    /// The seats kept for an open table's creator: the first human seat of a public
    /// game and the seats that share its token (the same player's other colour in
    /// two-player Pachisi). The creator's page joins them with the creation token
    /// right after creating the table; a claim never takes them. Empty for a private
    /// game.
    pub fn creator_seats(&self) -> Vec<u8> {
        if !self.public {
            return vec![];
        }
        let Some(first) = self.seats.iter().find_map(|s| match s {
            SeatKind::Human { token_hash, .. } => Some(token_hash.clone()),
            SeatKind::Bot { .. } => None,
        }) else {
            return vec![];
        };
        (0..self.seats.len() as u8)
            .filter(|&i| {
                matches!(&self.seats[i as usize], SeatKind::Human { token_hash, .. } if *token_hash == first)
            })
            .collect()
    }

    /// The downloadable record.
    pub fn fair_record(&self) -> FairRecord {
        FairRecord {
            record: self.record.clone(),
            fairness: Fairness {
                commitment: self.commitment.clone(),
                seed: matches!(self.status(), Status::Over | Status::Aborted)
                    .then(|| fairness::hex(&self.seed)),
                scheme: fairness::SCHEME.into(),
            },
            players: if self.names.iter().any(Option::is_some) {
                self.names.clone()
            } else {
                vec![]
            },
        }
    }

    /// The seats as JSON.
    pub fn seats_json(&self) -> Value {
        let layout_arm = |seat: u8| self.game.arm_name(seat);
        Value::Array(
            self.seats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let seat = i as u8;
                    let (kind, bot, joined) = match s {
                        SeatKind::Human { joined, .. } => ("human", None, *joined),
                        SeatKind::Bot { spec } => ("bot", Some(spec.clone()), true),
                    };
                    json!({
                        "seat": seat,
                        "kind": kind,
                        "bot": bot,
                        "joined": joined,
                        "team": self.game.team_of(seat),
                        "arm": layout_arm(seat),
                        "finished": self.game.seat_finished(&self.state, seat),
                        "name": self.names.get(i).cloned().flatten(),
                        "connected": kind == "bot" || self.is_connected(seat),
                        "away": self.away.get(i).copied().unwrap_or(false),
                        "account": self.account_names.get(i).cloned().flatten(),
                    })
                })
                .collect(),
        )
    }

    /// The state message for a client holding the tokens of `held` seats.
    pub fn state_json(&self, id: &str, held: &[u8]) -> Value {
        let status = self.status();
        let to_move = if status.ended() { None } else { self.to_move() };
        // A seat whose player left or resigned is the stand-in bot's to play.
        let mine = status == Status::Playing
            && to_move.is_some_and(|s| held.contains(&s) && !self.is_out(s));
        let chance = self.game.is_chance(&self.state);
        let legal = (mine && !chance).then(|| legal_json(&self.game, &self.state));
        let tail = self.log.len().saturating_sub(LOG_TAIL);
        json!({
            "type": "state",
            "game": id,
            "version": self.version(),
            "status": status.name(),
            "variant": self.game.variant().preset.name(),
            "position": self.game.to_position(&self.state),
            "pieces": pieces_json(&self.game, &self.state),
            "phase": self.state.phase(),
            "turn": self.state.turn(),
            "to_move": to_move,
            "to_move_kind": to_move.and_then(|s| self.seats.get(s as usize)).map(|s| match s {
                SeatKind::Human { .. } => "human",
                SeatKind::Bot { .. } => "bot",
            }),
            "you": held,
            "seats": self.seats_json(),
            "kept": self.state.kept(),
            "can_throw": mine && chance,
            "legal": legal,
            "last_throw": self.last_throw,
            "log": &self.log[tail..],
            "result": self.record.result,
            "commitment": self.commitment,
            "seed": matches!(status, Status::Over | Status::Aborted).then(|| fairness::hex(&self.seed)),
            "scheme": fairness::SCHEME,
            "rematch": self.rematch,
            "rematch_of": self.rematch_of,
            "damaged": self.damaged,
            "public": self.public,
            "spectator_chat": self.spectator_chat,
            "rated": self.rated,
            "clock": self.clock_secs.map(|secs| {
                let left = self
                    .clock_deadline()
                    .map(|(_, at, _)| at.saturating_duration_since(std::time::Instant::now()).as_millis() as u64);
                json!({"seconds": secs, "bot": self.clock_bot, "left_ms": left})
            }),
            "stats": (status == Status::Over).then(|| self.stats_json()),
            "endings": self.endings_json(held),
        })
    }

    /// What a finished game's panel shows: turns, throws (start-order throws too) and
    /// moves (not passes), and per seat its
    /// moves, the pieces it captured and the pieces it lost.
    fn stats_json(&self) -> Value {
        let n = self.seats.len();
        let (mut moves, mut captured, mut lost) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
        let mut throws = 0u32;
        for e in &self.log {
            let seat = e.seat as usize;
            match e.kind {
                "move" if seat < n => {
                    moves[seat] += 1;
                    captured[seat] += e.captures.len() as u32;
                    for &(s, _) in &e.captures {
                        if let Some(l) = lost.get_mut(s as usize) {
                            *l += 1;
                        }
                    }
                }
                "throw" | "order-throw" => throws += 1,
                _ => {}
            }
        }
        json!({
            "turns": self.state.turn_number(),
            "throws": throws,
            "moves": moves.iter().sum::<u32>(),
            "seats": (0..n).map(|i| json!({"moves": moves[i], "captured": captured[i], "lost": lost[i]})).collect::<Vec<_>>(),
        })
    }

    /// The next thing a bot must do, if a bot is to move.
    pub fn bot_job(&self) -> Option<BotJob> {
        if self.status() != Status::Playing {
            return None;
        }
        let seat = self.to_move()?;
        let stand_in = self.stand_in(seat);
        // When every human player is away, the stand-in bots wait for one to come
        // back rather than play the game out alone (docs/api.md, "Leaving a game").
        if stand_in && !self.anyone_present() {
            return None;
        }
        (stand_in || matches!(self.seats[seat as usize], SeatKind::Bot { .. })).then(|| BotJob {
            seat,
            version: self.version(),
            chance: self.game.is_chance(&self.state),
            game: self.game.clone(),
            state: self.state,
        })
    }

    /// When the human seat to move runs out of time, if the game has a clock: (seat,
    /// when, version).
    pub fn clock_deadline(&self) -> Option<(u8, std::time::Instant, usize)> {
        let clock = self.clock?;
        if self.status() != Status::Playing {
            return None;
        }
        let seat = self.to_move()?;
        let human = matches!(self.seats[seat as usize], SeatKind::Human { .. });
        (human && !self.stand_in(seat)).then(|| (seat, self.touched + clock, self.version()))
    }

    /// A line of the log that is no event (a clock ran out, a player is back).
    fn note(&mut self, seat: u8, kind: &'static str, text: String) {
        self.log.push(LogEntry {
            n: self.version(),
            seat,
            kind,
            text,
            value: None,
            up: None,
            dice: None,
            moved: vec![],
            moved_seat: None,
            to_go: None,
            safe: None,
            strands: false,
            action: None,
            enters: false,
            finishes: false,
            captures: vec![],
            from_place: None,
            to_place: None,
            forfeits: vec![],
            cancelled: None,
            backward: false,
            onto: None,
            rest: None,
            stack: None,
            turn_passed: false,
        });
    }
}

/// Whether the store is PostgreSQL, where other instances may write the same game.
fn is_postgres(store: &SharedStore) -> bool {
    store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .is_postgres()
}

/// A game shared between connections and its bot driver.
pub struct Room {
    pub id: String,
    pub data: Mutex<RoomData>,
    /// Bumped after every change (event, join, rematch).
    pub tick: watch::Sender<u64>,
    /// A bot driver is running for this game (at most one is).
    pub driven: std::sync::atomic::AtomicBool,
    /// Chat lines as they are posted, to every connection watching the game.
    pub chat: tokio::sync::broadcast::Sender<Value>,
    /// With several instances (crate::multi): this instance holds the game's lease,
    /// so its bots and clock are driven here.
    pub owned: std::sync::atomic::AtomicBool,
    /// With several instances: held while this instance writes or reads the game's
    /// presence rows, so that they are written and read in the order of the changes.
    pub presence_io: Mutex<()>,
}

impl Room {
    pub fn new(id: String, data: RoomData) -> Room {
        Room {
            id,
            data: Mutex::new(data),
            tick: watch::channel(0).0,
            driven: false.into(),
            chat: tokio::sync::broadcast::channel(64).0,
            owned: false.into(),
            presence_io: Mutex::new(()),
        }
    }

    /// Catch up with what another instance stored (crate::multi): the events after
    /// the last one in memory (checked and applied in order, each once), the seats
    /// (joined, names, tokens, away, accounts), the game's row (rematch, damaged) and
    /// new chat lines; then tell the watchers. True if anything changed. The room's
    /// lock is held while the store is read, so two catch-ups (or a catch-up and a
    /// move) never interleave.
    pub fn refresh(&self, store: &SharedStore) -> Result<bool, String> {
        let (changed, lines) = {
            let mut d = self.lock();
            let from = d.version();
            let loaded = store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .load_from(&self.id, from)?;
            let g = match loaded {
                Some(crate::store::Loaded::Game(g)) => g,
                Some(crate::store::Loaded::Damaged(why)) => {
                    if d.damaged.is_some() {
                        return Ok(false);
                    }
                    d.damaged = Some(why);
                    drop(d);
                    self.notify();
                    return Ok(true);
                }
                None => return Ok(false),
            };
            let mut changed = false;
            for ev in g.events {
                let n = d.version();
                let a = step(&d.game, Some(&d.seed), &d.state, d.throws, n, &ev)
                    .map_err(|e| format!("event {n}: {e}"))?;
                d.commit(ev, a);
                changed = true;
            }
            // The turn clock runs from when the last event was stored, not from when
            // this instance heard of it.
            if changed && let Some(since) = g.since_last_event {
                d.touched_ago(since);
            }
            for (i, s) in g.seats.iter().enumerate().take(d.seats.len()) {
                if let ("human", Some(h)) = (s.kind.as_str(), &s.token_hash) {
                    let seat = SeatKind::Human {
                        token_hash: h.clone(),
                        joined: s.joined,
                    };
                    if d.seats[i] != seat {
                        d.seats[i] = seat;
                        changed = true;
                    }
                }
                if d.names[i] != s.name {
                    d.names[i] = s.name.clone();
                    changed = true;
                }
                if d.away[i] != s.away {
                    d.away[i] = s.away;
                    changed = true;
                }
                if d.accounts[i] != s.account {
                    d.accounts[i] = s.account;
                    d.account_names[i] = s.account_name.clone();
                    changed = true;
                }
            }
            if d.rematch != g.game.rematch {
                d.rematch = g.game.rematch.clone();
                changed = true;
            }
            if d.damaged.is_none() && g.game.damaged.is_some() {
                d.damaged = g.game.damaged.clone();
                changed = true;
            }
            let (lines, total) = store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .load_chat(&self.id, CHAT_TAIL)?;
            let mut new = vec![];
            if total > d.chat_count {
                new = lines
                    .iter()
                    .filter(|l| l.n >= d.chat_count)
                    .cloned()
                    .collect();
                d.chat = lines;
                d.chat_count = total;
            }
            (changed, new)
        };
        if changed {
            self.notify();
        }
        for line in lines {
            let mut v = serde_json::to_value(&line).unwrap_or_default();
            v["type"] = json!("chat");
            let _ = self.chat.send(v);
        }
        Ok(changed)
    }

    pub fn lock(&self) -> std::sync::MutexGuard<'_, RoomData> {
        self.data.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tell every subscriber that something changed.
    pub fn notify(&self) {
        self.tick.send_modify(|t| *t += 1);
    }

    /// Apply an intent of a client (or bot) holding `held` seats, seen at `version`.
    /// The event is stored before it is applied; on any rejection nothing changes.
    ///
    /// With several instances (crate::multi), another instance may have stored the
    /// event of this number first: the database refuses the second (the key
    /// (game, n)), this room catches up, and the intent is answered `stale_version`.
    pub fn submit(
        &self,
        store: &SharedStore,
        held: &[u8],
        version: u64,
        intent: Intent,
    ) -> Result<(), Rejection> {
        match self.submit_once(store, held, version, intent) {
            Err(e) if e.code == "internal" && is_postgres(store) => {
                if let Err(why) = self.refresh(store) {
                    eprintln!("game {}: cannot catch up: {why}", self.id);
                }
                let now = self.lock().version();
                if now as u64 != version {
                    return Err(Rejection::new(
                        "stale_version",
                        format!("version {version} is stale; the game is at version {now}"),
                    ));
                }
                Err(e)
            }
            r => r,
        }
    }

    fn submit_once(
        &self,
        store: &SharedStore,
        held: &[u8],
        version: u64,
        intent: Intent,
    ) -> Result<(), Rejection> {
        {
            let mut d = self.lock();
            match d.status() {
                Status::Over | Status::Aborted => {
                    return Err(Rejection::new("game_over", "the game is over"));
                }
                Status::Damaged => {
                    return Err(Rejection::new(
                        "damaged",
                        format!(
                            "this game is stopped: {}",
                            d.damaged.as_deref().unwrap_or("damaged")
                        ),
                    ));
                }
                Status::Waiting => {
                    return Err(Rejection::new(
                        "not_started",
                        "the game starts when every human seat has joined",
                    ));
                }
                Status::Playing => {}
            }
            let seat = d.to_move().unwrap_or(0);
            if !held.contains(&seat) {
                return Err(Rejection::new(
                    "not_your_turn",
                    format!("it is seat {}'s turn", seat + 1),
                ));
            }
            if version != d.version() as u64 {
                return Err(Rejection::new(
                    "stale_version",
                    format!(
                        "version {version} is stale; the game is at version {}",
                        d.version()
                    ),
                ));
            }
            let game = d.game.clone();
            let ev = match intent {
                Intent::Throw => {
                    if !game.is_chance(&d.state) {
                        return Err(Rejection::new(
                            "illegal_action",
                            "a decision is due, not a throw: spend a kept throw or pass",
                        ));
                    }
                    let o = fairness::throw_outcome(&game, &d.state, &d.seed, d.throws);
                    game.throw_event(&d.state, o)
                }
                Intent::Act(text) => {
                    if game.is_chance(&d.state) {
                        return Err(Rejection::new(
                            "illegal_action",
                            "a throw is due, not a decision",
                        ));
                    }
                    let a =
                        Action::parse(&text).map_err(|e| Rejection::new("illegal_action", e))?;
                    let mut ev = game.action_event(&d.state, a);
                    // A seat whose player is away is played by the stand-in bot: the
                    // record says so (the review leaves these out of the player's figures).
                    if d.stand_in(seat)
                        && let pachisi_core::Event::Move(m) = &mut ev
                    {
                        m.by = Some(d.clock_bot.clone());
                    }
                    ev
                }
            };
            let n = d.version();
            let applied = step(&game, Some(&d.seed), &d.state, d.throws, n, &ev)
                .map_err(|e| Rejection::new("illegal_action", e))?;
            let result = game
                .outcome(&applied.state)
                .map(|o| serde_json::to_string(&o).unwrap_or_default());
            store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .append_event(&self.id, n, &ev, result.as_deref())
                .map_err(|e| Rejection::new("internal", e))?;
            d.commit(ev, applied);
            crate::ratings::settle_if_over(store, &self.id, &mut d);
        }
        self.notify();
        Ok(())
    }

    /// A connection holding `seats` opened (`+1`) or closed (`-1`); the others hear of
    /// it when a seat's presence changes. True when a seat's count on this instance
    /// went from none to some or back: with several instances, its presence rows are
    /// to be written (crate::multi::share_presence).
    pub fn presence(&self, seats: &[u8], delta: i32) -> bool {
        let (local, shown) = {
            let mut d = self.lock();
            let before = d.shown_presence();
            let mut local = false;
            for &s in seats {
                if let Some(c) = d.connected.get_mut(s as usize) {
                    let was = *c > 0;
                    *c = (*c as i64 + delta as i64).max(0) as u32;
                    local |= was != (*c > 0);
                }
            }
            (local, before != d.shown_presence())
        };
        if shown {
            self.notify();
        }
        local
    }

    /// The connections per seat on the other instances (crate::multi), as read from
    /// their presence rows: (seat, connections), seats not named having none. The
    /// watchers hear of it when a seat's presence changes.
    pub fn set_elsewhere(&self, counts: &[(u8, u32)]) {
        let shown = {
            let mut d = self.lock();
            let before = d.shown_presence();
            let mut elsewhere = vec![0; d.elsewhere.len()];
            for &(s, c) in counts {
                if let Some(e) = elsewhere.get_mut(s as usize) {
                    *e = c;
                }
            }
            d.elsewhere = elsewhere;
            before != d.shown_presence()
        };
        if shown {
            self.notify();
        }
    }

    /// Set the names of seats a client holds (a name given when joining). A name that
    /// another seat of the game has (without case) is refused: `name_taken`.
    pub fn set_name(&self, store: &SharedStore, seats: &[u8], name: &str) -> Result<(), Rejection> {
        let Some(name) = clean_name(name)? else {
            return Ok(());
        };
        let mut changed = false;
        {
            let mut d = self.lock();
            if d.name_in_use(&name, seats) {
                return Err(name_taken(&name));
            }
            for &s in seats {
                let Some(old) = d.names.get(s as usize) else {
                    continue;
                };
                if old.as_deref() == Some(name.as_str()) {
                    continue;
                }
                store
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .set_name(&self.id, s, &name)
                    .map_err(|e| Rejection::new("internal", e))?;
                d.names[s as usize] = Some(name.clone());
                changed = true;
            }
        }
        if changed {
            self.notify();
        }
        Ok(())
    }

    /// The players of `seats` are back: bots stop playing for them.
    pub fn back(&self, store: &SharedStore, seats: &[u8]) {
        let mut changed = false;
        {
            let mut d = self.lock();
            for &s in seats {
                // A player who left or resigned does not come back.
                if d.is_out(s) {
                    continue;
                }
                if d.away.get(s as usize).copied().unwrap_or(false) {
                    if let Err(e) = store
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .set_away(&self.id, s, false)
                    {
                        eprintln!("game {}: {e}", self.id);
                        continue;
                    }
                    d.away[s as usize] = false;
                    d.note(s, "back", "is back and plays again".into());
                    changed = true;
                }
            }
        }
        if changed {
            self.notify();
        }
    }

    /// The clock of `seat` ran out at `version`: a bot plays for it from now on.
    /// `false` if the game moved on meanwhile.
    pub fn time_out(&self, store: &SharedStore, seat: u8, version: usize) -> bool {
        {
            let mut d = self.lock();
            let due = d.clock_deadline().is_some_and(|(s, at, v)| {
                s == seat && v == version && std::time::Instant::now() >= at
            });
            if !due {
                return false;
            }
            if let Err(e) = store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .set_away(&self.id, seat, true)
            {
                eprintln!("game {}: {e}", self.id);
                return false;
            }
            d.away[seat as usize] = true;
            let level = d.clock_bot.clone();
            d.note(
                seat,
                "away",
                format!(
                    "ran out of time: a bot ({level}) plays for this seat until its player is back"
                ),
            );
        }
        self.notify();
        true
    }

    /// Post a chat line or reaction from `seat` (or a spectator): stored, then sent to
    /// everyone watching.
    pub fn post_chat(
        &self,
        store: &SharedStore,
        seat: Option<u8>,
        kind: &str,
        text: String,
    ) -> Result<(), Rejection> {
        match self.post_chat_once(store, seat, kind, text.clone()) {
            // Another instance stored a line of this number first (crate::multi):
            // catch up and post once more.
            Err(e) if e.code == "internal" && is_postgres(store) => {
                if let Err(why) = self.refresh(store) {
                    eprintln!("game {}: cannot catch up: {why}", self.id);
                }
                self.post_chat_once(store, seat, kind, text)
            }
            r => r,
        }
    }

    fn post_chat_once(
        &self,
        store: &SharedStore,
        seat: Option<u8>,
        kind: &str,
        text: String,
    ) -> Result<(), Rejection> {
        let line = {
            let mut d = self.lock();
            let line = crate::store::ChatLine {
                n: d.chat_count,
                at: std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |t| t.as_secs() as i64),
                seat,
                spectator: seat.is_none(),
                kind: kind.into(),
                text,
            };
            store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .append_chat(&self.id, &line)
                .map_err(|e| Rejection::new("internal", e))?;
            d.chat_count += 1;
            d.chat.push(line.clone());
            if d.chat.len() > CHAT_TAIL {
                d.chat.remove(0);
            }
            line
        };
        let mut v = serde_json::to_value(&line).unwrap_or_default();
        v["type"] = json!("chat");
        let _ = self.chat.send(v);
        Ok(())
    }

    /// Take a free seat of an open table (a public game waiting for players): the seat
    /// (with the seats that share its player, in two-player Pachisi) gets a new token,
    /// returned, and is joined, and named with `name` (already cleaned by
    /// [`clean_name`]). Everything is checked first; then the token hash, the joined
    /// flag and the name are stored in one transaction, and only then is memory
    /// changed: a refused claim leaves the seat free. The creator's seat
    /// ([`RoomData::creator_seats`]) is never claimed.
    pub fn claim(
        &self,
        store: &SharedStore,
        want: Option<u8>,
        name: Option<&str>,
    ) -> Result<(Vec<u8>, String), Rejection> {
        let out = {
            let mut d = self.lock();
            if !d.public {
                return Err(Rejection::new(
                    "unauthorized",
                    "this game is not an open table: join it with your invite link",
                ));
            }
            if d.status() != Status::Waiting {
                return Err(Rejection::new("full", "this table has no free seat"));
            }
            let kept = d.creator_seats();
            let free = |d: &RoomData, i: usize| {
                matches!(d.seats[i], SeatKind::Human { joined: false, .. })
                    && !kept.contains(&(i as u8))
            };
            let seat = match want {
                Some(w) if w as usize >= d.seats.len() => {
                    return Err(Rejection::new(
                        "bad_request",
                        format!("seat: this table has seats 0 to {}", d.seats.len() - 1),
                    ));
                }
                Some(w) if kept.contains(&w) => {
                    return Err(Rejection::new(
                        "full",
                        "that seat is kept for the table's creator",
                    ));
                }
                Some(w) if matches!(d.seats[w as usize], SeatKind::Bot { .. }) => {
                    return Err(Rejection::new("full", "that seat is a bot's"));
                }
                Some(w) if free(&d, w as usize) => w,
                Some(_) => return Err(Rejection::new("full", "that seat is taken")),
                None => match (0..d.seats.len()).find(|&i| free(&d, i)) {
                    Some(i) => i as u8,
                    None => return Err(Rejection::new("full", "this table has no free seat")),
                },
            };
            let SeatKind::Human {
                token_hash: old, ..
            } = d.seats[seat as usize].clone()
            else {
                return Err(Rejection::new("full", "that seat is a bot's"));
            };
            let seats: Vec<u8> = (0..d.seats.len() as u8)
                .filter(|&i| matches!(&d.seats[i as usize], SeatKind::Human { token_hash, .. } if *token_hash == old))
                .collect();
            // Names are unique at a table: refused before anything is stored.
            if let Some(n) = name
                && d.name_in_use(n, &seats)
            {
                return Err(name_taken(n));
            }
            let token = fairness::hex(&fairness::os_random::<16>());
            let hash = fairness::sha256_hex(token.as_bytes());
            let stored = store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .claim_seat_named(&self.id, &seats, &hash, name)
                .map_err(|e| Rejection::new("internal", e))?;
            if !stored {
                return Err(Rejection::new("full", "that seat is taken"));
            }
            for &i in &seats {
                d.seats[i as usize] = SeatKind::Human {
                    token_hash: hash.clone(),
                    joined: true,
                };
                if let Some(n) = name {
                    d.names[i as usize] = Some(n.to_string());
                }
            }
            d.touched = std::time::Instant::now();
            (seats, token)
        };
        self.notify();
        Ok(out)
    }

    /// As [`Room::join`], and with `name` (already cleaned by [`clean_name`]) the
    /// seats are named: the joined flags and the name are stored in one transaction,
    /// after every check, and only then changed in memory.
    pub fn join_named(
        &self,
        store: &SharedStore,
        seat: Option<u8>,
        token: &str,
        name: Option<&str>,
    ) -> Result<Vec<u8>, Rejection> {
        let seats = {
            let mut d = self.lock();
            let seats = d.seats_of_token(token);
            if seats.is_empty() || seat.is_some_and(|want| !seats.contains(&want)) {
                return Err(Rejection::new("unauthorized", "wrong token for this game"));
            }
            // Names are unique at a table: refused before anything is stored.
            if let Some(n) = name
                && d.name_in_use(n, &seats)
            {
                return Err(name_taken(n));
            }
            let unjoined = seats
                .iter()
                .any(|&s| matches!(d.seats[s as usize], SeatKind::Human { joined: false, .. }));
            let renamed = name.is_some_and(|n| {
                seats
                    .iter()
                    .any(|&s| d.names[s as usize].as_deref() != Some(n))
            });
            if !unjoined && !renamed {
                return Ok(seats);
            }
            store
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .join_named(&self.id, &seats, name)
                .map_err(|e| Rejection::new("internal", e))?;
            for &s in &seats {
                if let SeatKind::Human { joined, .. } = &mut d.seats[s as usize] {
                    *joined = true;
                }
                if let Some(n) = name {
                    d.names[s as usize] = Some(n.to_string());
                }
            }
            if unjoined {
                d.touched = std::time::Instant::now();
            }
            seats
        };
        self.notify();
        Ok(seats)
    }

    /// Mark the human seats of a token joined. Returns the seats. With `seat`, the
    /// token must be that seat's.
    pub fn join(
        &self,
        store: &SharedStore,
        seat: Option<u8>,
        token: &str,
    ) -> Result<Vec<u8>, Rejection> {
        let mut changed = false;
        let seats = {
            let mut d = self.lock();
            let seats = d.seats_of_token(token);
            if seats.is_empty() || seat.is_some_and(|want| !seats.contains(&want)) {
                return Err(Rejection::new("unauthorized", "wrong token for this game"));
            }
            for &s in &seats {
                if let SeatKind::Human { joined: false, .. } = d.seats[s as usize] {
                    store
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .join(&self.id, s)
                        .map_err(|e| Rejection::new("internal", e))?;
                    if let SeatKind::Human { joined, .. } = &mut d.seats[s as usize] {
                        *joined = true;
                    }
                    d.touched = std::time::Instant::now();
                    changed = true;
                }
            }
            seats
        };
        if changed {
            self.notify();
        }
        Ok(seats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{NoMove, Place};

    fn position(v: Value) -> (Game, State) {
        Game::parse_position(&v.to_string()).unwrap()
    }

    const W: &str = "waiting";

    fn name(s: &str) -> Option<String> {
        clean_name(s).unwrap()
    }

    fn refused(s: &str) -> String {
        let e = clean_name(s).unwrap_err();
        assert_eq!(e.code, "bad_request", "{s:?}");
        e.message
    }

    #[test]
    fn names_are_cleaned() {
        // As before: whitespace collapsed, controls made spaces, markup kept as text.
        assert_eq!(name("  Asha \n  Rao\t"), Some("Asha Rao".into()));
        assert_eq!(name("<b>Asha</b>"), Some("<b>Asha</b>".into()));
        assert_eq!(name(""), None);
        // Format characters go: bidi overrides, embeddings, isolates and marks,
        // zero-width characters, the soft hyphen, the BOM, tag characters.
        assert_eq!(name("\u{202e}ahsA"), Some("ahsA".into()));
        assert_eq!(
            name("\u{202a}A\u{202b}s\u{202c}h\u{202d}a"),
            Some("Asha".into())
        );
        assert_eq!(
            name("\u{2066}Asha\u{2069}\u{2067}\u{2068}"),
            Some("Asha".into())
        );
        assert_eq!(name("\u{200e}As\u{200f}ha"), Some("Asha".into()));
        assert_eq!(
            name("A\u{200b}s\u{200c}h\u{200d}a\u{2060}"),
            Some("Asha".into())
        );
        assert_eq!(name("\u{feff}As\u{ad}ha"), Some("Asha".into()));
        assert_eq!(name("Asha\u{e0041}\u{e0062}\u{e007f}"), Some("Asha".into()));
        // NFC: a letter and its combining accent become one character.
        assert_eq!(name("Jose\u{301}"), Some("Jos\u{e9}".into()));
        assert_eq!(name("Jos\u{e9}"), Some("Jos\u{e9}".into()));
        // Two marks on a character are fine (Vietnamese, Devanagari), three are not.
        assert_eq!(name("Vi\u{1ec7}t"), Some("Vi\u{1ec7}t".into()));
        assert_eq!(name("x\u{353}\u{353}"), Some("x\u{353}\u{353}".into()));
        assert!(refused("x\u{353}\u{353}\u{353}").contains("combining marks"));
        assert!(refused(&format!("a{}", "\u{301}".repeat(150))).contains("at most"));
        assert!(refused("As\u{353}\u{354}\u{355}ha").contains("combining marks"));
        // (NFC first: a + U+0300 becomes one letter, so two marks are left.)
        assert!(name("Asha\u{300}\u{301}\u{302}").is_some());
        // Hindi with its vowel signs and virama stays as typed.
        assert_eq!(
            name("\u{906}\u{936}\u{93e}"),
            Some("\u{906}\u{936}\u{93e}".into())
        );
        assert_eq!(
            name("\u{915}\u{94d}\u{937}"),
            Some("\u{915}\u{94d}\u{937}".into())
        );
        // Emoji stay (a ZWJ sequence falls apart into its emoji).
        assert_eq!(name("Asha 🎲"), Some("Asha 🎲".into()));
        // Nothing visible: refused.
        for s in [
            " ",
            "\u{200b}",
            "\u{200b}\u{200d}\u{2060}",
            "\u{202e}",
            "\u{e0041}\u{e007f}",
            "\u{301}\u{302}",
            "\u{3164}\u{3164}",
            "\u{2800}",
            "\u{0}\u{7}",
            " \u{200b} \u{feff} ",
        ] {
            assert!(refused(s).contains("visible"), "{s:?}");
        }
        // At most MAX_NAME characters, counted after cleaning.
        assert!(refused(&"x".repeat(MAX_NAME + 1)).contains("24"));
        assert_eq!(
            name(&format!(
                "{}{}",
                "x".repeat(MAX_NAME),
                "\u{200b}".repeat(10)
            )),
            Some("x".repeat(MAX_NAME))
        );
    }

    #[test]
    fn names_compare_without_case_after_cleaning() {
        assert!(same_name("Asha", "asha"));
        assert!(same_name("Asha", " ASHA\u{200b} "));
        assert!(same_name("Jos\u{e9}", "jose\u{301}"));
        assert!(!same_name("Asha", "Asha2"));
    }

    #[test]
    fn a_forfeited_throw_says_why_in_the_log() {
        let (game, s) = position(json!({
            "format": "pachisi-position", "version": 1, "variant": "pachisi",
            "phase": "throw", "turn": 0, "turn_number": 1,
            "seats": [{"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]},
                      {"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]}],
        }));
        let up = (0..=6u8).find(|&u| game.throws().value(u) == 3).unwrap();
        let ev = game.throw_event(&s, up);
        let a = step(&game, None, &s, 0, 0, &ev).unwrap();
        assert_eq!(a.log.forfeits.len(), 1);
        assert_eq!(a.log.forfeits[0].value, 3);
        assert_eq!(
            a.log.forfeits[0].why,
            NoMove::MustEnter {
                enter_values: vec![6, 10, 25]
            }
        );
        assert!(a.log.turn_passed);
        assert!(
            a.log
                .text
                .ends_with("; no piece can use the 3: enter a piece with 6, 10 or 25 first"),
            "{}",
            a.log.text
        );
        let v = serde_json::to_value(&a.log).unwrap();
        assert_eq!(v["forfeits"][0]["why"]["reason"], "must_enter");
    }

    #[test]
    fn a_move_is_told_in_plain_words() {
        let (game, s) = position(json!({
            "format": "pachisi-position", "version": 1, "variant": "pachisi",
            "phase": "move", "turn": 0, "turn_number": 1, "kept": [25],
            "seats": [{"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]},
                      {"pieces": [W, W, W, W]}, {"pieces": [W, W, W, W]}],
        }));
        let ev = game.action_event(&s, Action::parse("25 p1").unwrap());
        let a = step(&game, None, &s, 0, 0, &ev).unwrap();
        assert_eq!(a.log.text, "enters piece 1 with 25 (83 to go)");
        assert_eq!(a.log.to_place, Some(Place::Start));
        assert!(!a.log.text.contains("step"));
        // The structured fields a page renders the line from, in its own language.
        assert_eq!(a.log.value, Some(25));
        assert_eq!(a.log.moved, vec![0]);
        assert_eq!(a.log.to_go, Some(83));
        assert!(!a.log.strands);
        let v = serde_json::to_value(&a.log).unwrap();
        assert_eq!(v["moved"], json!([0]));
        assert_eq!(v["value"], 25);
        assert_eq!(v["to_go"], 83);
        assert!(v.get("strands").is_none() && v.get("up").is_none());
    }

    /// Every line of whole games (cowries, long dice, Parcheesi's two dice) carries what
    /// the page needs to tell it without the English `text`: a throw its value and
    /// shells or dice, a move its value, pieces and distance left (none once home).
    #[test]
    fn log_lines_carry_structured_fields() {
        for preset in [
            pachisi_core::Preset::Pachisi,
            pachisi_core::Preset::Chaupar,
            pachisi_core::Preset::Parcheesi,
        ] {
            let game = Game::new(pachisi_core::Variant::preset(preset)).unwrap();
            let seed = [7u8; 32];
            // A whole game: fair throws from the seed, moves picked by a fixed rule.
            let mut events = vec![];
            let mut s = game.initial_state();
            let mut throws = 0;
            while !game.is_terminal(&s) && events.len() < 20_000 {
                let ev = if game.is_chance(&s) {
                    throws += 1;
                    game.throw_event(
                        &s,
                        crate::fairness::throw_outcome(&game, &s, &seed, throws - 1),
                    )
                } else {
                    let legal = game.legal_actions(&s);
                    game.action_event(&s, legal[(events.len() * 7 + 3) % legal.len()])
                };
                game.apply_event(&mut s, &ev).unwrap();
                events.push(ev);
            }
            let preset = preset.name();
            let mut s = game.initial_state();
            let (mut moves, mut homes) = (0, 0);
            for (n, ev) in events.iter().enumerate() {
                let a = step(&game, None, &s, 0, n, ev).unwrap();
                let l = &a.log;
                match l.kind {
                    "throw" | "order-throw" => {
                        assert!(l.value.is_some(), "{preset} {n}");
                        assert_eq!(l.up.is_some(), preset == "pachisi", "{preset} {n}");
                        assert_eq!(l.dice.is_some(), preset != "pachisi", "{preset} {n}");
                        if let Some(d) = &l.dice {
                            let faces = if preset == "chaupar" { 3 } else { 2 };
                            assert_eq!(d.len(), faces, "{preset} {n}");
                            let sum: u32 = d.iter().map(|&v| v as u32).sum();
                            assert_eq!(l.value, Some(sum.min(255) as u8));
                            if faces == 2 {
                                assert!(
                                    l.text.starts_with(&format!("throws {} and {}", d[0], d[1])),
                                    "{}",
                                    l.text
                                );
                            }
                        }
                    }
                    "move" => {
                        moves += 1;
                        assert!(l.value.is_some() && !l.moved.is_empty(), "{preset} {n}");
                        assert_eq!(l.to_go.is_none(), l.finishes, "{preset} {n}: {}", l.text);
                        homes += l.finishes as u32;
                    }
                    "pass" => assert!(l.moved.is_empty() && l.value.is_none()),
                    other => panic!("unexpected kind {other}"),
                }
                s = a.state;
            }
            assert!(
                moves > 20 && homes >= 1,
                "{preset}: {moves} moves, {homes} home"
            );
        }
    }

    /// Play `game` to its end (at most 20,000 events) on the throws the fair scheme
    /// gives `seed`, each decision the legal action at `(n * 7 + 3) % choices`, handing
    /// `f` the state before each event, the event and what it made.
    fn play_seeded(game: &Game, seed: [u8; 32], mut f: impl FnMut(&State, &Event, &Applied)) {
        let mut s = game.initial_state();
        let (mut throws, mut n) = (0, 0);
        while !game.is_terminal(&s) && n < 20_000 {
            let ev = if game.is_chance(&s) {
                throws += 1;
                game.throw_event(
                    &s,
                    crate::fairness::throw_outcome(game, &s, &seed, throws - 1),
                )
            } else {
                let legal = game.legal_actions(&s);
                game.action_event(&s, legal[(n * 7 + 3) % legal.len()])
            };
            let a = step(game, None, &s, 0, n, &ev).unwrap();
            f(&s, &ev, &a);
            s = a.state;
            n += 1;
        }
    }

    /// Parqués' decisions that spend no throw have log lines the page can tell from
    /// their fields (a replay frame has no action): a blow (Q-SOPLAR) is a move of
    /// value 0 that moves none of the mover's pieces and captures one of the seat
    /// before's; declining it is `no-blow`, not a pass that gives up throws; a crown
    /// (Q-THREE-PAIRS) is a move of value 0 that takes one piece home.
    #[test]
    fn parques_blows_declines_and_crowns_are_told_apart_in_the_log() {
        let game = Game::new(pachisi_core::Variant::preset(pachisi_core::Preset::Parques)).unwrap();
        let (mut blows, mut declines, mut crowns) = (0, 0, 0);
        for k in 0..20u8 {
            play_seeded(&game, [k; 32], |s, ev, a| {
                let blowing = s.blow().is_some_and(|(_, _, now)| now);
                let l = &a.log;
                if let Event::Move(m) = ev {
                    if m.action == "pass" {
                        assert!(blowing, "Parqués passes only to decline a blow");
                        assert_eq!(
                            (l.kind, l.text.as_str()),
                            ("no-blow", "does not blow the capture left")
                        );
                        declines += 1;
                    } else if m.action.starts_with("blow ") {
                        assert!(blowing);
                        assert_eq!(
                            (l.kind, l.value, l.moved.len(), l.captures.len()),
                            ("move", Some(0), 0, 1)
                        );
                        assert_ne!(l.captures[0].0, m.seat, "another seat's piece");
                        blows += 1;
                    } else if m.action.starts_with("crown ") {
                        assert_eq!(
                            (l.kind, l.value, l.moved.len(), l.finishes),
                            ("move", Some(0), 1, true)
                        );
                        crowns += 1;
                    } else {
                        assert!(
                            l.kind == "move" && l.value.is_some_and(|v| v > 0),
                            "{}",
                            m.action
                        );
                    }
                }
            });
            if blows > 0 && declines > 0 && crowns > 0 {
                return;
            }
        }
        panic!("20 games: {blows} blows, {declines} declined, {crowns} crowns");
    }

    /// Sorry!'s moves are told from their log fields (the page's words, a replay
    /// frame): a card drawn is its value (13 the Sorry! card), a switch (S-ELEVEN) and
    /// the Sorry! card (S-SORRY) name the pawn whose square was taken (`onto`), a 4 and
    /// a 10 spent as one back say `backward`, the first part of a split 7 its `rest`.
    #[test]
    fn sorry_switches_sorry_cards_back_moves_and_splits_are_in_the_log() {
        let game = Game::new(pachisi_core::Variant::preset(pachisi_core::Preset::Sorry)).unwrap();
        let mut seen = std::collections::BTreeMap::<&str, u32>::new();
        for k in 0..10u8 {
            let mut rest_left: Option<u8> = None;
            play_seeded(&game, [k; 32], |_, ev, a| {
                let l = &a.log;
                let v = serde_json::to_value(l).unwrap();
                // The rest of a split 7 is a move forward, whatever its value.
                let second_part = matches!(ev, Event::Move(_)) && rest_left.take().is_some();
                match ev {
                    Event::Throw(_) => {
                        assert!(
                            l.value
                                .is_some_and(|v| (1..=13).contains(&v) && v != 6 && v != 9)
                        );
                        assert!(v.get("onto").is_none() && v.get("backward").is_none());
                    }
                    Event::Move(m) if m.action.starts_with("switch ") => {
                        assert_eq!((l.value, l.backward), (Some(11), false));
                        // The other pawn changes places; it is not sent to Start (a
                        // slide after the switch may bump others).
                        let onto = l.onto.unwrap();
                        assert!(onto.0 != m.seat && !l.captures.contains(&onto));
                        *seen.entry("switch").or_default() += 1;
                    }
                    Event::Move(m) if m.action.starts_with("sorry ") => {
                        let (seat, piece) = l.onto.unwrap();
                        assert_eq!((l.value, l.enters), (Some(13), true));
                        assert!(l.captures.contains(&(seat, piece)), "sent to its Start");
                        *seen.entry("sorry").or_default() += 1;
                    }
                    Event::Move(m) if l.rest.is_some() => {
                        let part: u8 = m.action.split(' ').next().unwrap().parse().unwrap();
                        assert_eq!(l.rest, Some(7 - part));
                        rest_left = l.rest;
                        *seen.entry("split").or_default() += 1;
                    }
                    Event::Move(m)
                        if m.action.ends_with(" back") || (l.value == Some(4) && !second_part) =>
                    {
                        assert!(l.backward && l.onto.is_none(), "{}", m.action);
                        *seen.entry("back").or_default() += 1;
                    }
                    Event::Move(m) if m.action != "pass" => {
                        assert!(!l.backward && l.onto.is_none(), "{}", m.action);
                        assert!(v.get("backward").is_none() && v.get("rest").is_none());
                    }
                    _ => {}
                }
            });
        }
        for k in ["switch", "sorry", "back", "split"] {
            assert!(seen.get(k).is_some_and(|&c| c > 0), "{k}: {seen:?}");
        }
    }

    /// Sorry! with partners (S-TEAM): a move of the partner's pawn (`p5` … `p8`) is
    /// logged with that pawn's seat (`moved_seat`) and that seat's piece index (0 … 3)
    /// in `moved`, and the English text names the seat; a move of one's own pawn has no
    /// `moved_seat` (left out of the JSON, so a replay frame has none either).
    #[test]
    fn sorry_partners_moves_name_the_partner_pawns_seat_in_the_log() {
        let game = Game::new(
            pachisi_core::Variant::from_name(
                "sorry",
                &["players=4".to_string(), "teams=true".to_string()],
            )
            .unwrap(),
        )
        .unwrap();
        let (mut partner, mut own) = (0, 0);
        for k in 0..4u8 {
            play_seeded(&game, [k; 32], |s, ev, a| {
                let Event::Move(m) = ev else { return };
                let l = &a.log;
                let v = serde_json::to_value(l).unwrap();
                let Ok(Action::Move { piece, .. }) = Action::parse(&m.action) else {
                    assert!(v.get("moved_seat").is_none(), "{}", m.action);
                    return;
                };
                // The seat and piece of the pawn named (a 4 back onto a triangle may
                // slide it back to where it stood: then nothing of its moved).
                let (seat, p) = if piece >= 4 {
                    ((m.seat + 2) % 4, piece - 4)
                } else {
                    (m.seat, piece)
                };
                let moved = s.raw_pos(seat, p) != a.state.raw_pos(seat, p);
                assert_eq!(moved, l.moved.contains(&p), "{}: {:?}", m.action, l.moved);
                assert!(l.moved.iter().all(|&j| j < 4), "{}", m.action);
                if piece >= 4 {
                    partner += moved as u32;
                    assert_eq!(game.team_of(seat), game.team_of(m.seat));
                    assert_ne!(seat, m.seat);
                    assert_eq!(l.moved_seat, Some(seat), "{}", m.action);
                    assert_eq!(v["moved_seat"], json!(seat));
                    let whose = format!("{}'s pawn {}", seat_word(seat), p + 1);
                    assert!(l.text.contains(&whose), "{}: {}", m.action, l.text);
                } else {
                    own += moved as u32;
                    assert_eq!(l.moved_seat, None, "{}", m.action);
                    assert!(v.get("moved_seat").is_none(), "{}", m.action);
                }
            });
        }
        assert!(
            partner > 10 && own > 10,
            "{partner} partner moves, {own} own"
        );
    }

    /// Yut Nori in the log (Y-STICKS, Y-BRANCH, Y-FORFEIT): a throw is told by its
    /// name and keeps its value (63 a back-do); a move's value is the kept throw it
    /// spends (a `straight` move's n, not its action's value 48 + n), so the throws
    /// given up after it are only those no piece could use; the board's pieces say how
    /// far they have to go along their route.
    #[test]
    fn yut_throws_and_moves_are_told_by_the_throw_spent() {
        let game = Game::new(
            pachisi_core::Variant::from_name(
                "yut",
                &[
                    "shortcut=optional".to_string(),
                    "centre_exit=choice".to_string(),
                ],
            )
            .unwrap(),
        )
        .unwrap();
        let (mut straight, mut back_do, mut forfeits) = (0, 0, 0);
        for k in 0..12u8 {
            play_seeded(&game, [k; 32], |s, ev, a| {
                let l = &a.log;
                match ev {
                    Event::Throw(_) => {
                        let v = l.value.unwrap();
                        assert!((1..=5).contains(&v) || v == 63, "{v}");
                        let name = pachisi_core::words::stick_value_name(v);
                        assert!(l.text.starts_with(&format!("throws {name}")), "{}", l.text);
                    }
                    Event::Move(m) => {
                        let v = l.value.unwrap();
                        if m.action.ends_with("straight") {
                            straight += 1;
                            assert!((1..=5).contains(&v), "{}: {v}", m.action);
                        }
                        if m.action.starts_with("back-do") {
                            back_do += 1;
                            assert_eq!(v, 63);
                        }
                        // Only what no piece can use after the move is given up.
                        for f in &l.forfeits {
                            forfeits += 1;
                            assert!(!a.state.kept().contains(&f.value), "{}", l.text);
                        }
                        assert!(s.kept().contains(&v), "{} spends {v}", m.action);
                    }
                    _ => {}
                }
                let pieces = pieces_json(&game, &a.state);
                for seat in 0..game.seats() {
                    for p in 0..4u8 {
                        let x = &pieces[seat as usize][p as usize];
                        if x["at"] == "board" {
                            let raw = a.state.raw_pos(seat, p);
                            assert_eq!(x["to_go"], pachisi_core::yut::to_go(raw) as i64);
                            assert!(x["to_go"].as_i64().unwrap() <= 21);
                        }
                    }
                }
            });
        }
        assert!(
            straight > 0 && back_do > 0,
            "{straight} {back_do} {forfeits}"
        );
    }

    /// Yut Nori with `stack = optional` (Y-STACK): a move's log line says whether it
    /// joined the own pieces where it ended (`stack` true: its action's ` stack` form)
    /// or stood beside them (false: the plain form of a move that had both), as the
    /// page tells it; and replay frames give each piece of two stacks of one seat on
    /// one station the lowest piece of its stack (`[step, square, 0, k]`), no other.
    #[test]
    fn yut_stacking_by_choice_is_in_the_log_and_the_replay_frames() {
        let game = Game::new(
            pachisi_core::Variant::from_name("yut", &["stack=optional".to_string()]).unwrap(),
        )
        .unwrap();
        let (mut joins, mut beside, mut apart) = (0, 0, 0);
        for k in 0..12u8 {
            play_seeded(&game, [k; 32], |s, ev, a| {
                if let Event::Move(m) = ev {
                    let legal: Vec<String> = game
                        .legal_actions(s)
                        .iter()
                        .map(|x| x.to_string())
                        .collect();
                    let l = &a.log;
                    let said = serde_json::to_value(l).unwrap();
                    if m.action.ends_with(" stack") {
                        joins += 1;
                        assert_eq!(l.stack, Some(true), "{}", m.action);
                    } else if legal.contains(&format!("{} stack", m.action)) {
                        beside += 1;
                        assert_eq!(l.stack, Some(false), "{}", m.action);
                        assert_eq!(said["stack"], json!(false), "{}", m.action);
                    } else {
                        assert_eq!(l.stack, None, "{}", m.action);
                        assert!(said.get("stack").is_none(), "{}", m.action);
                    }
                }
                let pieces = pieces_json(&game, &a.state);
                let compact = crate::http::compact_pieces(&game, &a.state);
                for seat in 0..game.seats() as usize {
                    for p in 0..4 {
                        let x = &pieces[seat][p];
                        let on = |y: &Value| y["at"] == "board";
                        let two = on(x)
                            && (0..4).any(|j| {
                                let y = &pieces[seat][j];
                                on(y) && y["square"] == x["square"] && y["stack"] != x["stack"]
                            });
                        if two {
                            apart += 1;
                            assert_eq!(
                                compact[seat][p],
                                json!([x["step"], x["square"], 0, x["stack"]])
                            );
                        } else if on(x) {
                            assert_eq!(compact[seat][p], json!([x["step"], x["square"]]));
                        }
                    }
                }
            });
        }
        assert!(
            joins > 0 && beside > 0 && apart > 0,
            "{joins} {beside} {apart}"
        );
    }
}
