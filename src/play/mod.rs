//! `pachisi play`: a game at the terminal against bots or other people, either line by
//! line (`--plain`: screen readers, pipes, scripts) or full-screen (ratatui).
//!
//! [`Session`] holds everything both front ends share: the game, the state, the
//! record being written, the throw generator, the bots and the undo stack. It
//! advances one event at a time ([`Session::step`]) and describes each event in
//! words, so the plain mode prints exactly what the full-screen log shows.

pub mod board;
pub mod plain;
pub mod tui;

use crate::{Failure, VariantArgs, read_file, resolve_game};
use clap::Args;
use pachisi_bots::{Bot, Budget, make_bot};
use pachisi_core::options::{ThrowTable, TrackKind};
use pachisi_core::words::{cancelled_words, card_name, move_words, no_move_words_in, safe_name};
use pachisi_core::{
    Action, Event, Game, GameRng, MoveInfo, PIECES, Phase, PieceAt, Record, State, mix64,
    seeded_rng,
};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Arguments of `pachisi play`.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// One entry per seat in playing order, separated by commas: `human`, `bot`
    /// (= bot:medium) or `bot:SPEC` with SPEC a level (easy, medium, hard, expert) or a
    /// bot such as `random`, `heuristic`, `mcts:500`. Default: seat 1 (Red) human, the
    /// rest bot:medium.
    #[arg(long, value_name = "LIST")]
    pub seats: Option<String>,
    /// Seed of the throws (seeded_rng(seed, 0)) and of the bots (default: the clock;
    /// it is printed so a game can be played again).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Line-oriented play without screen control: events as text, numbered choices
    /// read from standard input.
    #[arg(long)]
    pub plain: bool,
    /// Go on with a saved record (its variant and events), or start from a position
    /// file (docs/positions.md; such a game is saved as a position). The seats come
    /// from --seats.
    #[arg(long, value_name = "FILE", conflicts_with = "position")]
    pub load: Option<PathBuf>,
    /// Start from a position file (docs/positions.md), as `--load` does with one; the
    /// game is saved as a position.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// Pause between automatic events (throws, bot moves) in milliseconds (default:
    /// 0 in --plain mode, 400 full-screen).
    #[arg(long, value_name = "MS")]
    pub delay: Option<u64>,
}

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A bot, by its `make_bot` specification.
    Bot(String),
}

/// Seat colours, by seat index.
pub const SEAT_COLOURS: [&str; 4] = ["Red", "Green", "Yellow", "Blue"];
/// One-letter seat marks used on the board.
pub const SEAT_LETTERS: [char; 4] = ['R', 'G', 'Y', 'B'];

/// Parse `--seats`: entries separated by commas; an entry holding `=` continues the
/// previous bot's parameters (`bot:expectimax:2,nodes=9000`).
pub fn parse_seats(text: &str, seats: u8) -> Result<Vec<SeatKind>, String> {
    let mut specs: Vec<String> = vec![];
    for tok in text.split(',').map(str::trim) {
        // `k=v` goes on the bot before it; `bot:heuristic:rivals=mean` starts a seat.
        if tok.contains('=') && !tok.contains(':') && !tok.starts_with("human") {
            match specs.last_mut() {
                Some(prev) if !prev.starts_with("human") => {
                    prev.push(',');
                    prev.push_str(tok);
                    continue;
                }
                _ => return Err(format!("--seats: '{tok}' does not belong to a bot")),
            }
        }
        specs.push(tok.to_ascii_lowercase());
    }
    let mut out = vec![];
    for spec in specs {
        let kind = match spec.as_str() {
            "" => return Err("--seats: an entry is empty (expected human or bot[:SPEC])".into()),
            "human" | "h" | "you" | "me" => SeatKind::Human,
            "bot" => SeatKind::Bot("medium".into()),
            s => {
                let bot = s.strip_prefix("bot:").unwrap_or(s);
                make_bot(bot, 0)
                    .map_err(|e| format!("--seats: '{spec}' is neither 'human' nor a bot ({e})"))?;
                SeatKind::Bot(bot.to_string())
            }
        };
        out.push(kind);
    }
    if out.len() != seats as usize {
        return Err(format!(
            "--seats lists {} seat(s), but this game has {seats}: give one entry per seat, e.g. --seats human{}",
            out.len(),
            ",bot:medium".repeat(seats as usize - 1)
        ));
    }
    Ok(out)
}

/// What one call of [`Session::step`] did.
#[derive(Debug, PartialEq)]
pub enum Step {
    /// A human seat must decide; nothing happened.
    Human,
    /// A throw or a bot move happened, described by these lines.
    Progress(Vec<String>),
    /// The game is over; nothing happened.
    Over,
}

/// The last throw, for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownThrow {
    pub seat: u8,
    /// Cowries: shells mouth up and the number of shells.
    pub up: Option<(u8, u8)>,
    /// Long dice: the three faces.
    pub dice: Option<[u8; 3]>,
    /// Two dice (Parcheesi, Parchís with `table=two-dice`): the two faces.
    pub pair: Option<[u8; 2]>,
    /// The value (cowries) or total (dice).
    pub value: u32,
    /// A start-order throw.
    pub order: bool,
}

impl ShownThrow {
    /// The throw of chance outcome `o` by `seat` (a start-order throw if `order`).
    pub fn of(game: &Game, seat: u8, o: u8, order: bool) -> ShownThrow {
        let t = game.throws();
        if t.is_dice() {
            let d = t.dice(o);
            return ShownThrow {
                seat,
                up: None,
                dice: Some(d),
                pair: None,
                value: d.iter().map(|&x| x as u32).sum(),
                order,
            };
        }
        ShownThrow {
            seat,
            // A die (Ludo) has no shells to count: only its value is shown.
            up: t.is_cowries().then_some((o, t.shells)),
            dice: None,
            pair: t.is_two_dice().then(|| t.pair(o)),
            value: if order {
                t.order_value(o)
            } else {
                t.value(o) as u32
            },
            order,
        }
    }

    /// Two dice showing the same face.
    pub fn doubles(&self) -> bool {
        self.pair.is_some_and(|[a, b]| a == b)
    }
}

#[derive(Clone)]
struct Snapshot {
    state: State,
    events: usize,
    rng: GameRng,
    last_throw: Option<ShownThrow>,
}

/// A game in progress with its players.
pub struct Session {
    pub game: Game,
    pub state: State,
    pub record: Record,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub last_throw: Option<ShownThrow>,
    /// The game started from a position file: its record cannot be replayed, so it is
    /// saved as a position.
    pub from_position: bool,
    bots: Vec<Option<Box<dyn Bot>>>,
    rng: GameRng,
    undo: Vec<Snapshot>,
}

/// A seed from the clock.
fn clock_seed() -> u64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    mix64(d.as_nanos() as u64) % 1_000_000_000
}

impl Session {
    /// A new game with these seats; throws from `seeded_rng(seed, 0)`.
    pub fn new(game: Game, seats: Vec<SeatKind>, seed: u64) -> Session {
        let state = game.initial_state();
        let record = Record::new(game.variant(), Some(seed));
        Session::with(game, state, record, seats, seed, seeded_rng(seed, 0))
    }

    /// Go on with a record: its events are replayed; further throws come from
    /// `seeded_rng(seed, number of events)` so they differ from the ones replayed.
    pub fn resume(record: Record, seats: Vec<SeatKind>, seed: u64) -> Result<Session, String> {
        let (game, state) = record.replay().map_err(|e| e.to_string())?;
        let mut record = record;
        record.result = None;
        let rng = seeded_rng(seed, record.events.len() as u64);
        if record.seed.is_none() {
            record.seed = Some(seed);
        }
        let last_throw = last_recorded_throw(&game, &record);
        let mut s = Session::with(game, state, record, seats, seed, rng);
        s.last_throw = last_throw;
        Ok(s)
    }

    /// Start from a position (docs/positions.md); throws from `seeded_rng(seed, 0)`.
    pub fn from_position(game: Game, state: State, seats: Vec<SeatKind>, seed: u64) -> Session {
        let record = Record::new(game.variant(), Some(seed));
        let mut s = Session::with(game, state, record, seats, seed, seeded_rng(seed, 0));
        s.from_position = true;
        s
    }

    fn with(
        game: Game,
        state: State,
        record: Record,
        seats: Vec<SeatKind>,
        seed: u64,
        rng: GameRng,
    ) -> Session {
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, k)| match k {
                SeatKind::Human => None,
                SeatKind::Bot(spec) => make_bot(spec, mix64(seed ^ ((i as u64 + 1) << 32))).ok(),
            })
            .collect();
        Session {
            game,
            state,
            record,
            seats,
            seed,
            last_throw: None,
            from_position: false,
            bots,
            rng,
            undo: vec![],
        }
    }

    /// Colour and role of a seat: `Red (seat 1, you)`. Seats are numbered from 1 for
    /// people, as in the browser.
    pub fn seat_label(&self, seat: u8) -> String {
        let role = match &self.seats[seat as usize] {
            SeatKind::Human if self.humans() == 1 => "you".to_string(),
            SeatKind::Human => "human".to_string(),
            SeatKind::Bot(spec) => format!("bot {spec}"),
        };
        format!("{} (seat {}, {role})", colour(seat), seat + 1)
    }

    fn humans(&self) -> usize {
        self.seats.iter().filter(|k| **k == SeatKind::Human).count()
    }

    /// Whether a human seat must decide now.
    pub fn human_to_move(&self) -> bool {
        self.state.phase() == Phase::Move
            && self.seats[self.state.mover() as usize] == SeatKind::Human
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.game.is_terminal(&self.state)
    }

    /// The legal actions now (empty unless a decision is due).
    pub fn legal(&self) -> Vec<Action> {
        self.game.legal_actions(&self.state).to_vec()
    }

    /// The opening lines: variant, seed, seats.
    pub fn intro(&self) -> Vec<String> {
        let mut v = vec![format!(
            "pachisi play: {} ({} seats{}), seed {}",
            self.game.variant().preset.name(),
            self.game.seats(),
            if self.game.options().teams {
                ", teams: Red and Yellow (seats 1+3) against Green and Blue (seats 2+4)"
            } else {
                ""
            },
            self.seed
        )];
        for seat in 0..self.game.seats() {
            if self.game.options().track == TrackKind::Yut {
                // Y-BOARD: every side starts and finishes on station 0.
                v.push(format!(
                    "  {} plays, from station 0 round to station 0",
                    self.seat_label(seat)
                ));
                continue;
            }
            v.push(format!(
                "  {} plays from the {} arm",
                self.seat_label(seat),
                arm_name(self.game.arm_of(seat))
            ));
        }
        if self.from_position {
            v.push("started from a position file".into());
        } else if !self.record.events.is_empty() {
            v.push(format!(
                "resumed after {} recorded events",
                self.record.events.len()
            ));
        }
        if self.state.phase() == Phase::Move && !self.state.kept().is_empty() {
            v.push(format!(
                "{} to move, kept {}",
                colour(self.state.mover()),
                kept_text_in(&self.game, self.state.kept())
            ));
        }
        v
    }

    /// Advance by one event: a throw or a bot's move. Stops at human decisions.
    pub fn step(&mut self) -> Step {
        if self.is_over() {
            return Step::Over;
        }
        if self.game.is_chance(&self.state) {
            let o = self.game.sample_chance(&self.state, &mut self.rng);
            return Step::Progress(self.apply_throw(o));
        }
        let mover = self.state.mover() as usize;
        let Some(bot) = self.bots[mover].as_mut() else {
            return Step::Human;
        };
        let a = bot.choose(&self.game, &self.state, Budget::Auto);
        Step::Progress(self.apply_action(a))
    }

    /// Apply a chance outcome (recorded) and describe it.
    fn apply_throw(&mut self, o: u8) -> Vec<String> {
        let before = self.state;
        let seat = self.game.current_seat(&before).unwrap_or(0);
        let order = before.phase() == Phase::Order;
        let shown = ShownThrow::of(&self.game, seat, o, order);
        self.record.events.push(self.game.throw_event(&before, o));
        self.game.apply_chance_unchecked(&mut self.state, o);
        self.last_throw = Some(shown);
        let mut lines = vec![self.throw_text(&shown)];
        if !order {
            if let Some(note) = self.throw_note(&before, &shown) {
                lines[0].push_str(&note);
            }
            if let Some(line) = self.three_in_a_row_text(&before, &shown) {
                lines.push(line);
            } else {
                let new = self.thrown_values(&before, o);
                lines.extend(self.given_up(&before, Some(&new), None, &[]));
            }
        }
        lines.extend(self.consequences(&before));
        lines
    }

    /// Describe a throw.
    pub fn throw_text(&self, t: &ShownThrow) -> String {
        let who = colour(t.seat);
        let what = match (t.up, t.dice, t.pair) {
            (Some((up, n)), _, _) => format!("{up} of {n} shells mouth up: {}", t.value),
            (_, Some(d), _) => format!("dice {}, {}, {}: {}", d[0], d[1], d[2], t.value),
            // Two dice, each used on its own (PR-DICE): the total matters only for
            // the start order.
            (_, _, Some([a, b])) if t.order => format!("{a} and {b}, {} in all", t.value),
            (_, _, Some([a, b])) if a == b => format!("{a} and {b}, doubles"),
            (_, _, Some([a, b])) => format!("{a} and {b}"),
            // Yut Nori's sticks (Y-STICKS).
            (None, None, None) if self.game.throws().is_sticks() => {
                let v = if t.order {
                    pachisi_core::words::stick_of_order_value(t.value)
                } else {
                    t.value as u8
                };
                pachisi_core::words::stick_throw_words(v)
            }
            // Sorry!'s cards (S-DRAW).
            (None, None, None) if self.game.throws().is_cards() => {
                let card = card_name(t.value as u8);
                return if t.order {
                    format!("{who} draws {card} for the start")
                } else {
                    format!("{who} draws {card}")
                };
            }
            (None, None, None) => format!("{} {} with the die", article(t.value), t.value),
        };
        if t.order {
            format!("{who} throws for the start: {what}")
        } else {
            format!("{who} throws {what}")
        }
    }

    /// Whether none of `seat`'s pieces waits to come in (pieces home count as out).
    fn all_entered(&self, s: &State, seat: u8) -> bool {
        (0..PIECES as u8).all(|p| self.game.piece_at(s, seat, p) != PieceAt::Waiting)
    }

    /// The values a turn throw `o` from `before` gives to keep: the three long dice,
    /// the two dice (with their bottom faces on doubles once every piece is out,
    /// PR-DOUBLES), or the one value; a die's 6 counts 7 once every piece is out
    /// (ES-SIX-SEVEN).
    fn thrown_values(&self, before: &State, o: u8) -> Vec<u8> {
        let t = self.game.throws();
        let opts = self.game.options();
        let out = self.all_entered(before, before.mover());
        let six = |v: u8| {
            if v == 6 && opts.six_counts_seven && out {
                7
            } else {
                v
            }
        };
        if t.is_dice() {
            t.dice(o).to_vec()
        } else if t.is_two_dice() {
            let [a, b] = t.pair(o);
            let mut v = vec![six(a), six(b)];
            if a == b && opts.doubles_bottom && out {
                v.extend([7 - a, 7 - b]);
            }
            v
        } else {
            vec![six(t.value(o))]
        }
    }

    /// What a turn throw gives beyond its faces, appended to its line: the bottom
    /// faces of doubles (PR-DOUBLES), a 6 that counts 7 (ES-SIX-SEVEN).
    fn throw_note(&self, before: &State, t: &ShownThrow) -> Option<String> {
        let opts = self.game.options();
        if self.state.counters().cancelled > before.counters().cancelled
            || !self.all_entered(before, before.mover())
        {
            return None;
        }
        let faces = match t.pair {
            Some(p) => p.to_vec(),
            None if opts.table == ThrowTable::Die => vec![t.value as u8],
            None => return None,
        };
        let mut notes = vec![];
        if opts.six_counts_seven && faces.contains(&6) {
            notes.push("a 6 counts 7".to_string());
        }
        if let Some([a, b]) = t.pair
            && a == b
            && opts.doubles_bottom
        {
            notes.push(format!(
                "the bottom faces, {} and {}, count too",
                7 - a,
                7 - b
            ));
        }
        (!notes.is_empty()).then(|| format!(" (no piece waits: {})", notes.join("; ")))
    }

    /// The line for a third doubles (or, with one die, a third 6) in a row, which is
    /// not played (PR-THREE-DOUBLES, ES-THREE-SIXES), if the throw from `before` was
    /// one.
    fn three_in_a_row_text(&self, before: &State, t: &ShownThrow) -> Option<String> {
        let opts = self.game.options();
        let th = self.game.throws();
        if !opts.three_doubles || self.state.counters().cancelled == before.counters().cancelled {
            return None;
        }
        let what = if th.is_two_dice() && t.doubles() {
            "doubles"
        } else if opts.table == ThrowTable::Die && t.value == 6 {
            "6"
        } else {
            return None;
        };
        let mover = before.mover();
        let back = (0..PIECES as u8).find(|&p| {
            self.game.piece_at(before, mover, p) != PieceAt::Waiting
                && self.game.piece_at(&self.state, mover, p) == PieceAt::Waiting
        });
        let yard = board::yard_word(&self.game);
        Some(match back {
            Some(p) => format!(
                "  a third {what} in a row is not played: piece {} goes back to the {yard}, and the turn ends",
                p + 1
            ),
            None => format!("  a third {what} in a row is not played, and the turn ends"),
        })
    }

    /// Apply an action (recorded) and describe it; the action must be legal.
    fn apply_action(&mut self, a: Action) -> Vec<String> {
        let before = self.state;
        let info = self.game.move_info(&before, a);
        self.record.events.push(self.game.action_event(&before, a));
        self.game.play_unchecked(&mut self.state, a);
        let mut lines = vec![match &info {
            Some(i) => self.move_text(before.mover(), i),
            None => format!("{} plays {a}", colour(before.mover())),
        }];
        let mut earned = vec![];
        if let Some(i) = &info {
            for (value, line) in self.bonus_text(&before, i) {
                earned.push(value);
                lines.push(line);
            }
        }
        let spent = match a {
            Action::Move { value, .. } => Some(value),
            Action::Pass => None,
        };
        lines.extend(self.given_up(&before, None, spent, &earned));
        lines.extend(self.consequences(&before));
        lines
    }

    /// The squares a move earns (PR-BONUS, ES-BONUS): 20 for a capture, 10 for
    /// bringing a piece home, each for one piece and not split, kept like a throw: the
    /// values with their lines.
    fn bonus_text(&self, before: &State, i: &MoveInfo) -> Vec<(u8, String)> {
        let opts = self.game.options();
        let mover = before.mover();
        let who = colour(mover);
        let mut v = vec![];
        if !i.captures.is_empty() && opts.capture_bonus > 0 {
            let n = opts.capture_bonus;
            v.push((
                n,
                format!(
                    "  {who} earns a bonus of {n} for the capture: one piece moves {n} squares"
                ),
            ));
        }
        let all_home =
            (0..PIECES as u8).all(|p| self.game.piece_at(&self.state, mover, p) == PieceAt::Home);
        if i.finishes && opts.home_bonus > 0 && !all_home {
            let n = opts.home_bonus;
            v.push((
                n,
                format!(
                    "  {who} earns a bonus of {n} for bringing a piece home: another piece moves {n} squares"
                ),
            ));
        }
        v
    }

    /// The warning to confirm before a human plays `a`, when it leaves a piece where
    /// it can never finish (T-EXACT, docs/rules.md "Dead ends"). Bots are not asked.
    pub fn strands_warning(&self, a: Action) -> Option<String> {
        self.game
            .move_info(&self.state, a)
            .filter(|i| i.strands)
            .map(|i| pachisi_core::words::strands_warning(&i))
    }

    /// Play a human decision: checked; keeps an undo point.
    pub fn play_human(&mut self, a: Action) -> Result<Vec<String>, String> {
        if !self.human_to_move() {
            return Err("no decision of yours is due".into());
        }
        let mut probe = self.state;
        self.game
            .play(&mut probe, a)
            .map_err(|e| format!("'{a}' is not legal now: {e}"))?;
        self.undo.push(Snapshot {
            state: self.state,
            events: self.record.events.len(),
            rng: self.rng.clone(),
            last_throw: self.last_throw,
        });
        Ok(self.apply_action(a))
    }

    /// Go back to the previous human decision (the throws come out the same again).
    pub fn undo(&mut self) -> Result<String, String> {
        let snap = self
            .undo
            .pop()
            .ok_or("nothing to undo: no decision of yours has been played yet")?;
        self.state = snap.state;
        self.record.events.truncate(snap.events);
        self.rng = snap.rng;
        self.last_throw = snap.last_throw;
        Ok(format!(
            "undone: back to {}'s decision with kept throws {}",
            colour(self.state.mover()),
            kept_text_in(&self.game, self.state.kept())
        ))
    }

    /// Which values the event from `before` to the current state gave up, and why
    /// (as the server explains them): a cancelled throw, and each kept value that no
    /// piece could use. `new` holds the values of a throw (the three dice, the two
    /// dice, or the one value), `spent` the value a move used and `earned` the
    /// bonuses it brought.
    fn given_up(
        &self,
        before: &State,
        new: Option<&[u8]>,
        spent: Option<u8>,
        earned: &[u8],
    ) -> Vec<String> {
        let after = &self.state;
        let (cb, ca) = (before.counters(), after.counters());
        let mut v = vec![];
        let cancelled = ca.cancelled.saturating_sub(cb.cancelled);
        let mut candidates = before.kept().to_vec();
        match new {
            Some(new) if cancelled > 0 => {
                let value = new.first().copied().unwrap_or(0);
                let why = self.game.why_cancelled(before, value);
                let mut line = format!("  {}", cancelled_words(value, why));
                if cancelled > 1 {
                    line.push_str(&format!(" ({cancelled} throws given up)"));
                }
                v.push(line);
            }
            Some(new) => candidates.extend_from_slice(new),
            None => {}
        }
        if let Some(value) = spent
            && let Some(k) = candidates.iter().position(|&x| x == value)
        {
            candidates.remove(k);
        }
        candidates.extend_from_slice(earned);
        let lost = ca.forfeited.saturating_sub(cb.forfeited) as usize;
        if lost == 0 {
            return v;
        }
        // A kept throw of 10 or 25 with every piece in play also brings a step of 1
        // (T-BONUS-STEP).
        if new.is_some() && self.game.options().bonus {
            while candidates.len() < lost {
                candidates.push(1);
            }
        }
        // The pieces as they stood when the values were given up: after a move, the
        // position it left; after a throw, the position it was thrown in.
        let basis = if before.phase() == Phase::Move {
            after
        } else {
            before
        };
        let mover = before.mover();
        let mut lines: Vec<(String, usize)> = vec![];
        for value in candidates.into_iter().take(lost) {
            let why = self.game.why_no_move(basis, mover, value);
            let line = format!("  {}", no_move_words_in(&self.game, value, &why));
            match lines.iter_mut().find(|(l, _)| *l == line) {
                Some((_, n)) => *n += 1,
                None => lines.push((line, 1)),
            }
        }
        for (line, n) in lines {
            v.push(if n > 1 {
                if self.game.throws().is_two_dice() {
                    // Each die is kept on its own: doubles give a value twice.
                    match n {
                        2 => format!("{line} (twice)"),
                        _ => format!("{line} ({n} times)"),
                    }
                } else {
                    format!("{line} ({n} throws given up)")
                }
            } else {
                line
            });
        }
        v
    }

    /// What happened besides the event itself and what it gave up: a new turn, the
    /// end of the game, what is kept.
    fn consequences(&self, before: &State) -> Vec<String> {
        let s = &self.state;
        let mut v = vec![];
        if let Some(o) = self.game.outcome(s) {
            v.extend(self.result_lines(&o));
            return v;
        }
        let new_turn = s.turn_number() != before.turn_number() || s.turn() != before.turn();
        if new_turn {
            v.push(format!(
                "--- turn {}: {} ---",
                s.turn_number(),
                self.seat_label(s.turn())
            ));
        } else if s.phase() == Phase::Move && !s.kept().is_empty() && self.game.throws().is_cards()
        {
            // Sorry!: the draw line names the card; only a split 7's rest is news.
            if s.last_moved().is_some() {
                v.push(format!("  {} has {}", colour(s.mover()), self.kept_words()));
            }
        } else if s.phase() == Phase::Move && !s.kept().is_empty() {
            v.push(format!(
                "  {} keeps {}",
                colour(s.mover()),
                self.kept_words()
            ));
        } else if s.phase() == Phase::Throw
            && before.phase() == Phase::Move
            && before.kept().is_empty()
        {
            // Parqués: after the blow (or its pass) that opens a turn (Q-SOPLAR), the
            // turn's first throw.
            v.push(format!("  {} throws", colour(s.turn())));
        } else if s.phase() == Phase::Throw {
            v.push(format!("  {} throws again", colour(s.turn())));
        }
        v
    }

    /// The result in words.
    pub fn result_lines(&self, o: &pachisi_core::Outcome) -> Vec<String> {
        let mut v = vec!["=== game over ===".to_string()];
        let ranking: Vec<String> = o.ranking.iter().map(|&r| self.seat_label(r)).collect();
        v.push(format!("ranking: {}", ranking.join(", ")));
        if self.game.options().teams {
            v.push(match o.winning_team {
                Some(w) => format!(
                    "winning team: {} and {}",
                    colour(w),
                    colour(w + 2).to_lowercase()
                ),
                None => "no winning team (tie)".into(),
            });
        } else if let Some(&w) = o.ranking.first() {
            v.push(format!("winner: {}", self.seat_label(w)));
        }
        if o.adjudicated {
            v.push("the game was adjudicated by distance left (turn cap or dead end)".into());
        }
        v
    }

    /// Describe a move: `Red enters piece 1 with 25 (83 to go)`.
    pub fn move_text(&self, seat: u8, i: &MoveInfo) -> String {
        format!("{} {}", colour(seat), self.move_effect(i))
    }

    /// What a move does, without who plays it, in the words the server uses: `enters
    /// piece 1 with 25 (83 to go)`, `moves piece 2 by 4 to a castle (12 to go),
    /// capturing Green's piece 3`, `brings piece 1 home with 10`.
    pub fn move_effect(&self, i: &MoveInfo) -> String {
        move_words(&self.game, i, &|seat| colour(seat).to_string())
    }

    /// The legal actions now with their descriptions, for a numbered list.
    pub fn choices(&self) -> Vec<(Action, String)> {
        self.legal()
            .into_iter()
            .map(|a| {
                let d = self
                    .game
                    .move_info(&self.state, a)
                    .map(|i| self.move_effect(&i))
                    .unwrap_or_default();
                (a, d)
            })
            .collect()
    }

    /// Where each piece of a seat is, in words: `piece 1 on the track, 72 to go;
    /// piece 2 waiting; piece 3 in the home column, 3 to go; piece 4 home`.
    /// Pieces waiting or home are named together: `pieces 2, 3 and 4 waiting`.
    pub fn pieces_text(&self, seat: u8) -> String {
        let mut parts = vec![];
        let (mut waiting, mut home) = (vec![], vec![]);
        for p in 0..PIECES as u8 {
            match self.game.piece_at(&self.state, seat, p) {
                PieceAt::Waiting => waiting.push(p),
                PieceAt::Home => home.push(p),
                _ => parts.push(format!("piece {} {}", p + 1, self.piece_place(seat, p))),
            }
        }
        for (group, word) in [(waiting, "waiting"), (home, "home")] {
            let n: Vec<String> = group.iter().map(|p| (p + 1).to_string()).collect();
            parts.push(match n.as_slice() {
                [] => continue,
                [one] => format!("piece {one} {word}"),
                _ if n.len() == PIECES => format!("all {word}"),
                [rest @ .., last] => format!("pieces {} and {last} {word}", rest.join(", ")),
            });
        }
        parts.join("; ")
    }

    /// Where one piece is, in words: `waiting`, `home`, `on a castle, 40 to go`.
    pub fn piece_place(&self, seat: u8, piece: u8) -> String {
        let g = &self.game;
        let t = g.track();
        let raw = self.state.raw_pos(seat, piece);
        if g.options().track == TrackKind::Yut && g.piece_coords(&self.state, seat, piece).is_some()
        {
            // Y-ROUTES: the station, the route and index, what is left to go; with
            // stack = optional, which stack it is in (two may share a station).
            let head = g.stack_of(&self.state, seat, piece);
            let stack = if g.options().stack != pachisi_core::options::StackRule::Optional {
                String::new()
            } else if head != piece {
                format!(", in piece {}'s stack", head + 1)
            } else {
                // The other stacks of the seat on this station, by their lowest piece.
                let here = g.square_of(seat, raw);
                let mut others: Vec<String> = (0..PIECES as u8)
                    .filter(|&j| {
                        g.piece_coords(&self.state, seat, j).is_some()
                            && g.square_of(seat, self.state.raw_pos(seat, j)) == here
                            && g.stack_of(&self.state, seat, j) == j
                            && j != piece
                    })
                    .map(|j| (j + 1).to_string())
                    .collect();
                match others.len() {
                    0 => String::new(),
                    1 => format!(", beside piece {} (not stacked)", others[0]),
                    _ => {
                        let last = others.pop().unwrap_or_default();
                        format!(
                            ", beside pieces {} and {last} (not stacked)",
                            others.join(", ")
                        )
                    }
                }
            };
            return format!(
                "on station {} ({}), {} to go{stack}",
                g.square_of(seat, raw),
                pachisi_core::yut::word(raw),
                pachisi_core::yut::to_go(raw)
            );
        }
        let (step, fool) = match g.piece_at(&self.state, seat, piece) {
            PieceAt::Waiting => return "waiting".into(),
            PieceAt::Home => return "home".into(),
            PieceAt::Step(st) => (st, false),
            PieceAt::Fool(st) => (st, true),
        };
        let pos = t.pos(step).unwrap_or(raw);
        let square = g.square_of(seat, pos);
        let place = if t.in_home_column(pos) {
            "in the home column".to_string()
        } else if pos == t.place && !fool {
            "on the start square".to_string()
        } else if g.is_safe(square) {
            format!("on a {}", safe_name(g))
        } else {
            "on the track".to_string()
        };
        if fool {
            return format!("the fool, {place}, going back out");
        }
        let to_go = t.finish as i16 - pos as i16;
        if to_go == 1 && g.seat_stuck(&self.state, seat) {
            return format!("{place}, 1 to go: stuck, it can never finish");
        }
        format!("{place}, {to_go} to go")
    }

    /// The best few actions according to the bots' explain search, one a line.
    pub fn hint(&self) -> String {
        if !self.human_to_move() {
            return "no decision is due".into();
        }
        let legal = self.legal();
        let best = pachisi_bots::explain(&self.game, &self.state, 3);
        if best.is_empty() {
            return "no hint available".into();
        }
        let parts: Vec<String> = best
            .iter()
            .map(|(a, v)| {
                let n = legal.iter().position(|x| x == a).map(|i| i + 1);
                let num = n.map(|n| format!("{n}) ")).unwrap_or_default();
                let words = self
                    .game
                    .move_info(&self.state, *a)
                    .map(|i| self.move_effect(&i))
                    .unwrap_or_else(|| a.to_string());
                format!("{num}{words}: about {:.0}% to win", v * 100.0)
            })
            .collect();
        format!("hint (best first):\n  {}", parts.join("\n  "))
    }

    /// The record's text, with the result once the game is over.
    pub fn record_json(&self) -> String {
        let mut r = self.record.clone();
        r.result = self.game.outcome(&self.state);
        r.to_json() + "\n"
    }

    /// Save the record (or, for a game started from a position, the position) to a
    /// file. The message names the whole path, on a line of its own.
    pub fn save(&self, path: &Path) -> Result<String, String> {
        let text = if self.from_position {
            self.game.position_json(&self.state) + "\n"
        } else {
            self.record_json()
        };
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let full = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let what = if self.from_position {
            "saved the position (the game started from a position file) to".to_string()
        } else {
            format!("saved {} events to", self.record.events.len())
        };
        Ok(format!(
            "{what}\n{}\ngo on with: pachisi play --load {}",
            full.display(),
            full.display()
        ))
    }

    /// A line saying whose throw or decision is due.
    pub fn status_line(&self) -> String {
        let s = &self.state;
        match s.phase() {
            Phase::Over => "game over".into(),
            Phase::Order => format!(
                "throwing to see who starts: {}",
                colour(self.game.current_seat(s).unwrap_or(0))
            ),
            Phase::Throw => format!("turn {}: {} throws", s.turn_number(), colour(s.turn())),
            Phase::Move if self.human_to_move() => format!(
                "turn {}: {}, your move — pick one below",
                s.turn_number(),
                colour(s.mover())
            ),
            Phase::Move => format!("turn {}: {} to move", s.turn_number(), colour(s.mover())),
        }
    }
}

/// The last throw of a record, to show it after `--load` (a kept throw came from it).
fn last_recorded_throw(game: &Game, record: &Record) -> Option<ShownThrow> {
    let mut s = game.initial_state();
    let mut last = None;
    for ev in &record.events {
        if let Event::Throw(t) = ev {
            let order = s.phase() == Phase::Order;
            let th = game.throws();
            let o = match t.dice {
                Some(d) => th.dice_outcome(d)?,
                None => t.up.unwrap_or(0),
            };
            last = Some(ShownThrow::of(game, t.seat, o, order));
        }
        game.apply_event(&mut s, ev).ok()?;
    }
    last
}

/// The article before a number said in English: "an 8", "an 11", "a 6".
pub fn article(n: u32) -> &'static str {
    if n.to_string().starts_with('8') || n == 11 || n == 18 {
        "an"
    } else {
        "a"
    }
}

/// A seat's colour name.
pub fn colour(seat: u8) -> &'static str {
    SEAT_COLOURS[seat as usize % 4]
}

fn arm_name(arm: u8) -> &'static str {
    ["South", "East", "North", "West"][arm as usize % 4]
}

impl Session {
    /// What the mover has to spend, as text: the kept throws (`25 10 1`), or Sorry!'s
    /// card ("a 7", "the rest of a 7: 4 for another pawn").
    pub fn kept_words(&self) -> String {
        let s = &self.state;
        match s.kept() {
            [v] if self.game.throws().is_cards() && s.last_moved().is_some() => {
                format!("the rest of a 7: {v}, for another pawn")
            }
            [v] if self.game.throws().is_cards() => card_name(*v),
            // Yut Nori's throws by name (Y-STICKS): "yut (4), gae (2)".
            kept => kept_text_in(&self.game, kept),
        }
    }

    /// The name of what [`Session::kept_words`] lists: "kept throws", or "card".
    pub fn kept_label(&self) -> &'static str {
        if self.game.throws().is_cards() {
            "card"
        } else {
            "kept throws"
        }
    }
}

/// Kept throws of `game` as text: [`kept_text`], but Yut Nori's by name (`yut (4),
/// back-do`, Y-STICKS).
pub fn kept_text_in(game: &Game, kept: &[u8]) -> String {
    if game.throws().is_sticks() && !kept.is_empty() {
        return kept
            .iter()
            .map(|&v| pachisi_core::words::stick_value_name(v))
            .collect::<Vec<_>>()
            .join(", ");
    }
    kept_text(kept)
}

/// Kept throws as text: `25 10 1`, or `none`.
pub fn kept_text(kept: &[u8]) -> String {
    if kept.is_empty() {
        "none".into()
    } else {
        kept.iter()
            .map(|k| k.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Build the session of the arguments.
pub fn session_of(args: &PlayArgs) -> Result<Session, Failure> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let path = args.load.as_ref().or(args.position.as_ref());
    let (game, record) = match path {
        Some(path) => {
            if args.variant.variant.is_some()
                || !args.variant.set.is_empty()
                || args.variant.options.is_some()
            {
                return Err(Failure::input(
                    "--load and --position take the variant from the file: drop --variant, --set and --options",
                ));
            }
            let text = read_file(path)?;
            let cannot = |e: String| Failure::input(format!("cannot load {}: {e}", path.display()));
            if args.position.is_some() && !is_position(&text) {
                return Err(cannot(
                    "--position takes a position file (format pachisi-position); use --load for a record".into(),
                ));
            }
            if is_position(&text) {
                let (game, state) =
                    Game::parse_position(&text).map_err(|e| cannot(e.to_string()))?;
                (game, Loaded::Position(state))
            } else {
                let rec =
                    crate::commands::parse_record(&text).map_err(|e| cannot(e.to_string()))?;
                let game = rec.game().map_err(|e| cannot(e.to_string()))?;
                (game, Loaded::Record(rec))
            }
        }
        None => (resolve_game(&args.variant)?, Loaded::Nothing),
    };
    let seats = match &args.seats {
        Some(text) => parse_seats(text, game.seats()).map_err(Failure::input)?,
        None => (0..game.seats())
            .map(|i| {
                if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot("medium".into())
                }
            })
            .collect(),
    };
    match record {
        Loaded::Position(state) => {
            if game.is_terminal(&state) {
                return Err(Failure::input(format!(
                    "cannot load {}: the game of this position is over",
                    path.as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                )));
            }
            Ok(Session::from_position(game, state, seats, seed))
        }
        Loaded::Record(rec) => {
            let seed = args.seed.or(rec.seed).unwrap_or(seed);
            Session::resume(rec, seats, seed).map_err(|e| {
                Failure::input(format!(
                    "cannot load {}: {e}",
                    path.as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                ))
            })
        }
        Loaded::Nothing => Ok(Session::new(game, seats, seed)),
    }
}

/// What `--load` read.
enum Loaded {
    Nothing,
    Record(Record),
    Position(State),
}

/// Whether a file's text is a position (format `pachisi-position`) rather than a
/// record.
fn is_position(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("format")?.as_str().map(|f| f == "pachisi-position"))
        .unwrap_or(false)
}

/// `pachisi play`.
pub fn play(args: &PlayArgs) -> Result<(), Failure> {
    let mut session = session_of(args)?;
    let tty = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if args.plain || !tty {
        if !args.plain {
            eprintln!("(not a terminal: playing line by line as with --plain)");
        }
        let delay = Duration::from_millis(args.delay.unwrap_or(0));
        let stdin = std::io::stdin();
        let mut stdout = std::io::stdout();
        plain::run(&mut session, stdin.lock(), &mut stdout, delay);
        Ok(())
    } else {
        let delay = Duration::from_millis(args.delay.unwrap_or(400));
        tui::run(session, delay).map_err(|e| Failure {
            code: 1,
            message: format!("terminal error: {e}"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Preset, Variant};

    #[test]
    fn seats_parse() {
        let s = parse_seats("human, bot:hard,bot,random", 4).unwrap();
        assert_eq!(
            s,
            vec![
                SeatKind::Human,
                SeatKind::Bot("hard".into()),
                SeatKind::Bot("medium".into()),
                SeatKind::Bot("random".into())
            ]
        );
        let s = parse_seats("bot:expectimax:2,nodes=900,human", 2).unwrap();
        assert_eq!(s[0], SeatKind::Bot("expectimax:2,nodes=900".into()));
        let s = parse_seats("bot:heuristic,bot:heuristic:rivals=mean", 2).unwrap();
        assert_eq!(s[1], SeatKind::Bot("heuristic:rivals=mean".into()));
        assert!(parse_seats("human,bot", 4).unwrap_err().contains("4"));
        assert!(parse_seats("human,robot,bot,bot", 4).is_err());
        assert!(parse_seats("human,,bot,bot", 4).is_err());
    }

    #[test]
    fn all_bot_session_runs_to_the_end_and_replays() {
        let game = Game::new(Variant::preset(Preset::Chopat)).unwrap();
        let seats = vec![SeatKind::Bot("random".into()); game.seats() as usize];
        let mut s = Session::new(game, seats, 3);
        let mut lines = 0;
        loop {
            match s.step() {
                Step::Progress(l) => lines += l.len(),
                Step::Over => break,
                Step::Human => panic!("no human here"),
            }
        }
        assert!(lines > 10);
        let rec = Record::parse(&s.record_json()).unwrap();
        let (_, end) = rec.replay().unwrap();
        assert_eq!(end, s.state);
    }

    #[test]
    fn undo_returns_to_the_same_decision_with_the_same_throws() {
        let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
        let seats = vec![
            SeatKind::Human,
            SeatKind::Bot("random".into()),
            SeatKind::Bot("random".into()),
            SeatKind::Bot("random".into()),
        ];
        let mut s = Session::new(game, seats, 11);
        let advance = |s: &mut Session| {
            while let Step::Progress(_) = s.step() {}
        };
        advance(&mut s);
        assert!(s.human_to_move());
        assert!(s.undo().is_err());
        let at = s.state;
        let events = s.record.events.len();
        let a = s.legal()[0];
        s.play_human(a).unwrap();
        advance(&mut s);
        let after_first = s.state;
        s.undo().unwrap();
        assert_eq!(s.state, at);
        assert_eq!(s.record.events.len(), events);
        s.play_human(a).unwrap();
        advance(&mut s);
        assert_eq!(s.state, after_first, "same throws after an undo");
    }

    #[test]
    fn two_dice_are_told_as_two_dice() {
        let game = Game::new(Variant::preset(Preset::Parcheesi)).unwrap();
        let s = Session::new(game, vec![SeatKind::Bot("random".into()); 4], 3);
        let th = |pair: [u8; 2], order: bool| ShownThrow {
            seat: 3,
            up: None,
            dice: None,
            pair: Some(pair),
            value: (pair[0] + pair[1]) as u32,
            order,
        };
        assert_eq!(s.throw_text(&th([3, 4], false)), "Blue throws 3 and 4");
        assert_eq!(
            s.throw_text(&th([5, 5], false)),
            "Blue throws 5 and 5, doubles"
        );
        assert_eq!(
            s.throw_text(&th([6, 5], true)),
            "Blue throws for the start: 6 and 5, 11 in all"
        );
        // The throw of an outcome: 6 * (a - 1) + (b - 1).
        let t = ShownThrow::of(&s.game, 0, 6 * 2 + 3, false);
        assert_eq!((t.pair, t.value, t.doubles()), (Some([3, 4]), 7, false));
        assert_eq!(article(8), "an");
        assert_eq!(article(11), "an");
        assert_eq!(article(18), "an");
        assert_eq!(article(7), "a");
        assert_eq!(article(1), "a");
    }

    /// A whole Parcheesi game between bots, and Parchís with its die and with two
    /// dice: the log tells both dice, doubles, their bottom faces, the bonuses of
    /// 20 and 10 and a third doubles in a row; a loaded record shows its last throw.
    #[test]
    fn parcheesi_and_parchis_games_tell_their_dice_and_bonuses() {
        let run = |variant: Variant, seed: u64| {
            let game = Game::new(variant).unwrap();
            let mut s = Session::new(game, vec![SeatKind::Bot("random".into()); 4], seed);
            let mut log = vec![];
            while let Step::Progress(l) = s.step() {
                log.extend(l);
            }
            (s, log.join("\n"))
        };
        let (s, log) = run(Variant::preset(Preset::Parcheesi), 3);
        assert!(!log.contains("with the die"), "{log}");
        assert!(log.contains(" throws for the start: "), "{log}");
        assert!(log.contains(", doubles\n"), "{log}");
        assert!(
            log.contains(", doubles (no piece waits: the bottom faces, "),
            "{log}"
        );
        assert!(
            log.contains("earns a bonus of 20 for the capture: one piece moves 20 squares"),
            "{log}"
        );
        assert!(
            log.contains("earns a bonus of 10 for bringing a piece home"),
            "{log}"
        );
        let rec = Record::parse(&s.record_json()).unwrap();
        let r = Session::resume(rec, s.seats.clone(), 3).unwrap();
        assert!(r.last_throw.is_some_and(|t| t.pair.is_some()));
        assert_eq!(r.last_throw, s.last_throw);

        let (_, log) = run(Variant::preset(Preset::Parchis), 3);
        assert!(log.contains("Red throws a "), "{log}");
        assert!(
            log.contains("with the die (no piece waits: a 6 counts 7)"),
            "{log}"
        );
        assert!(
            log.contains("a third 6 in a row is not played: piece "),
            "{log}"
        );
        assert!(
            log.contains("goes back to the casa, and the turn ends"),
            "{log}"
        );

        let mut v = Variant::preset(Preset::Parchis);
        v.options.table = pachisi_core::options::ThrowTable::TwoDice;
        let (_, log) = run(v, 4);
        assert!(!log.contains("with the die"), "{log}");
        assert!(log.contains(", doubles"), "{log}");
    }

    #[test]
    fn resume_goes_on_from_a_record() {
        let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
        let seats = vec![SeatKind::Bot("random".into()); 4];
        let mut s = Session::new(game, seats.clone(), 5);
        for _ in 0..40 {
            s.step();
        }
        let rec = Record::parse(&s.record_json()).unwrap();
        let r = Session::resume(rec, seats, 5).unwrap();
        assert_eq!(r.state, s.state);
        assert_eq!(r.record.events.len(), s.record.events.len());
        assert!(s.last_throw.is_some());
        assert_eq!(
            r.last_throw, s.last_throw,
            "the last throw shows after loading"
        );
    }

    /// Yut Nori with stack = optional (Y-STACK): the pieces' words say which stack a
    /// piece is in, and which stacks stand beside each other on one station.
    #[test]
    fn yut_stacks_by_choice_are_told_apart() {
        let text = r#"{"format":"pachisi-position","version":1,"variant":"yut",
            "options":{"stack":"optional"},"phase":"move","turn":0,"turn_number":5,
            "seats":[{"pieces":["O5","O5","O5","waiting"],"groups":[1,2,1,4]},
                     {"pieces":["waiting","waiting","waiting","waiting"]}],"kept":[2]}"#;
        let (game, state) = Game::parse_position(text).unwrap();
        let s = Session::from_position(game, state, vec![SeatKind::Bot("random".into()); 2], 1);
        assert_eq!(
            s.pieces_text(0),
            "piece 1 on station 5 (O5), 12 to go, beside piece 2 (not stacked); \
             piece 2 on station 5 (O5), 12 to go, beside piece 1 (not stacked); \
             piece 3 on station 5 (O5), 12 to go, in piece 1's stack; piece 4 waiting"
        );
    }
}
