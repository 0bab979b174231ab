//! `pachisi._pachisi`: the Rust side of the Python package. Thin bindings over
//! `pachisi-core` (games, states, actions), `pachisi-bots` (bots, tournaments) and
//! `pachisi-sim` (simulation, reports, shards); the Python modules of `pachisi/` build
//! the OpenSpiel, PettingZoo, Gymnasium and Ray layers on top.

use numpy::{PyArray1, PyArray2, PyArray3, PyArrayMethods, PyReadonlyArray1};
use pachisi_bots::tournament::shard::{merge_tournament, tournament_json, tournament_shard};
use pachisi_bots::{Bot as CoreBot, Budget, make_bot, run_tournament_from};
use pachisi_core::position::{option_overrides, variant_from_json};
use pachisi_core::{
    Action, ActionList, FamilyKind, Game as CoreGame, GameRng, Phase, PieceAt, PositionJson,
    State as CoreState, mix64, seeded_rng,
};
use pachisi_sim::report::{
    ShardSpec, merge_simulate, run_range, shard_kind, simulate_json, simulate_shard,
};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};
use rand_core::Rng;
use rayon::prelude::*;
use serde_json::{Map, Value};
use std::sync::{Arc, Mutex};

mod features;
use features::{FEATURE_SIZE, Reach};

/// Number of distinct decision action ids (`Action::to_id`).
const NUM_ACTIONS: usize = pachisi_core::game::NUM_ACTION_IDS as usize;
/// OpenSpiel's player ids for a chance node and a terminal state.
const CHANCE: i64 = -1;
const TERMINAL: i64 = -4;

// ----------------------------------------------------------------- observation layout

/// Seats encoded in an observation (the most at a board).
const OBS_SEATS: usize = 4;
/// Pieces per seat.
const OBS_PIECES: usize = 4;
/// Per seat: one entry per square id (0..97, rotated so that the observer's arm is the
/// South arm), then waiting, then home.
const SQUARES: usize = 97;
const PER_SEAT: usize = SQUARES + 2;
/// The observer's own four pieces, each one-hot over the same 99 places: what the
/// piece number of an action refers to.
const OWN_AT: usize = OBS_SEATS * PER_SEAT;
/// Per relative seat and piece: the piece's progress, internal position / finish (0
/// waiting, 1 home): distinguishes squares a piece passes twice.
const PROGRESS_AT: usize = OWN_AT + OBS_PIECES * PER_SEAT;
/// Per relative seat and piece: 1 for a fool piece (C-FOOL); in Yut Nori with
/// `stack = optional`, (the lowest piece of the piece's stack + 1) / 4 (Y-STACK).
const FOOL_AT: usize = PROGRESS_AT + OBS_SEATS * OBS_PIECES;
const KEPT_AT: usize = FOOL_AT + OBS_SEATS * OBS_PIECES;
const KEPT_VALUES: usize = 64;
const PHASE_AT: usize = KEPT_AT + KEPT_VALUES;
const TO_ACT_AT: usize = PHASE_AT + 4;
const TURN_SEAT_AT: usize = TO_ACT_AT + OBS_SEATS;
const TEAM_AT: usize = TURN_SEAT_AT + OBS_SEATS;
const FINISHED_AT: usize = TEAM_AT + OBS_SEATS;
const RANK_AT: usize = FINISHED_AT + OBS_SEATS;
const CAPTURES_AT: usize = RANK_AT + OBS_SEATS;
const ENTERED_AT: usize = CAPTURES_AT + OBS_SEATS;
/// turn number / max_turns.
const TURN_AT: usize = ENTERED_AT + OBS_SEATS;
/// streak class, count, start; throws in this phase; throw again; capture again.
const STREAK_AT: usize = TURN_AT + 1;
const LAST_MOVED_AT: usize = STREAK_AT + 6;
/// Armed flag, then per piece the split blockade (0, 1, 2).
const SPLIT_AT: usize = LAST_MOVED_AT + OBS_PIECES;
/// Active, turns until the window, seat (relative, one-hot), piece (one-hot), square
/// (rotated square id / 96).
const REVENGE_AT: usize = SPLIT_AT + 1 + OBS_PIECES;
/// Contenders, next (one-hot), best value, best seats, round — all relative seats.
const ORDER_AT: usize = REVENGE_AT + 2 + OBS_SEATS + OBS_PIECES + 1;
/// Winner is the observer's team (or the observer), another won, adjudicated.
const OUTCOME_AT: usize = ORDER_AT + 3 * OBS_SEATS + 2;
/// Parqués (RULES-more §2): the pair may still free pieces (Q-PAIR-RELEASE), per
/// piece of the mover freed by one die (Q-RELEASE-DICE), a crown waits (Q-THREE-PAIRS),
/// a blow: decided now, the seat that left the capture (relative, one-hot), its pieces
/// that could have made it (Q-SOPLAR).
const PARQUES_AT: usize = OUTCOME_AT + 3;
/// Sorry! (RULES-more §3): per kind of card (1, 2, 3, 4, 5, 7, 8, 10, 11, 12, Sorry!)
/// the cards left in the draw pile / that kind's count in the full deck (S-DRAW), then
/// the observer's own seat, one-hot: `switch` and `sorry` action ids name the target's
/// seat as an absolute seat (as in records), which this turns into a relative one.
/// All 0 in every other preset.
const SORRY_AT: usize = PARQUES_AT + 2 + OBS_PIECES + 1 + OBS_SEATS + OBS_PIECES;
const CARD_KINDS: usize = pachisi_core::throws::CARD_KINDS;
/// Length of an observation vector.
const OBS_LEN: usize = SORRY_AT + CARD_KINDS + OBS_SEATS;

fn err<E: std::fmt::Display>(e: E) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The observation's parts: (name, first index, length), in order.
fn observation_layout() -> Vec<(&'static str, usize, usize)> {
    let parts = [
        ("board", 0),
        ("own_pieces", OWN_AT),
        ("progress", PROGRESS_AT),
        ("fool", FOOL_AT),
        ("kept", KEPT_AT),
        ("phase", PHASE_AT),
        ("to_act", TO_ACT_AT),
        ("turn_seat", TURN_SEAT_AT),
        ("team", TEAM_AT),
        ("finished", FINISHED_AT),
        ("rank", RANK_AT),
        ("captures", CAPTURES_AT),
        ("entered", ENTERED_AT),
        ("turn", TURN_AT),
        ("streak", STREAK_AT),
        ("last_moved", LAST_MOVED_AT),
        ("split", SPLIT_AT),
        ("revenge", REVENGE_AT),
        ("order", ORDER_AT),
        ("outcome", OUTCOME_AT),
        ("parques", PARQUES_AT),
        ("sorry", SORRY_AT),
        ("end", OBS_LEN),
    ];
    parts
        .windows(2)
        .map(|w| (w[0].0, w[0].1, w[1].1 - w[0].1))
        .collect()
}

/// The observation index (0..97) of a square id seen from arm `my_arm`: the square's
/// arm turned so that `my_arm` is the South arm (arm 0). The cross boards have 24
/// squares an arm (ids 1 + 24k …); Sorry!'s board (`sorry`) 15 loop squares a side
/// (ids 1 + 15k … 15 + 15k) and 6 safety squares and Home a side (ids 61 + 6k … 66 +
/// 6k), each block turned on its own: every square keeps a distinct index below 85.
/// Yut Nori's stations (ids 0 … 28, RULES-more §4.1) are every side's alike: not
/// turned (`yut`).
fn rotated(sq: u8, my_arm: u8, sorry: bool, yut: bool) -> usize {
    if yut {
        return sq as usize % SQUARES;
    }
    let turn = |first: u8, per_arm: u8| {
        let arm = (sq - first) / per_arm;
        let rel = (arm + 4 - my_arm) % 4;
        first as usize + rel as usize * per_arm as usize + ((sq - first) % per_arm) as usize
    };
    if sq == 0 || sq as usize >= SQUARES {
        sq as usize % SQUARES
    } else if !sorry {
        turn(1, 24)
    } else if sq <= 60 {
        turn(1, 15)
    } else if sq <= 84 {
        turn(61, 6)
    } else {
        sq as usize
    }
}

/// Write the observation of `observer` into `out` (length [`OBS_LEN`]); no allocation.
/// Every rule-relevant field of the state is in it (docs/python.md has the table):
/// two states with equal observations for one observer have the same legal actions,
/// with the same effects.
fn observe(game: &CoreGame, s: &CoreState, observer: u8, out: &mut [f32]) {
    out.fill(0.0);
    let seats = game.seats();
    let my_arm = game.arm_of(observer);
    let sorry = game.family() == FamilyKind::Sorry;
    let yut = game.family() == FamilyKind::Yut;
    let stacks_apart = yut && game.options().stack == pachisi_core::options::StackRule::Optional;
    let finish = game.track().finish as f32;
    let rel = |seat: u8| ((seat + seats - observer) % seats) as usize;
    let ranking = s.ranking();
    for r in 0..seats {
        let seat = (observer + r) % seats;
        let base = r as usize * PER_SEAT;
        for piece in 0..4u8 {
            let raw = s.raw_pos(seat, piece);
            let at = game.piece_at(s, seat, piece);
            let idx = match at {
                PieceAt::Waiting => SQUARES,
                PieceAt::Home => SQUARES + 1,
                PieceAt::Step(_) | PieceAt::Fool(_) => {
                    rotated(game.square_of(seat, raw), my_arm, sorry, yut)
                }
            };
            out[base + idx] += 1.0;
            if r == 0 {
                out[OWN_AT + piece as usize * PER_SEAT + idx] = 1.0;
            }
            let k = r as usize * OBS_PIECES + piece as usize;
            out[PROGRESS_AT + k] = (raw & 0x7F) as f32 / finish;
            if matches!(at, PieceAt::Fool(_)) {
                out[FOOL_AT + k] = 1.0;
            } else if stacks_apart {
                // Yut Nori with stack = optional (Y-STACK): two stacks may share a
                // place, so each piece's stack (its lowest piece) is shown.
                out[FOOL_AT + k] = (game.stack_of(s, seat, piece) + 1) as f32 / 4.0;
            }
        }
        let r = r as usize;
        if game.options().teams && game.team_of(seat) == game.team_of(observer) {
            out[TEAM_AT + r] = 1.0;
        }
        if game.seat_finished(s, seat) {
            out[FINISHED_AT + r] = 1.0;
        }
        if let Some(i) = ranking.iter().position(|&x| x == seat) {
            out[RANK_AT + r] = (i + 1) as f32 / seats as f32;
        }
        out[CAPTURES_AT + r] = s.captures(seat) as f32;
        if s.has_entered(seat) {
            out[ENTERED_AT + r] = 1.0;
        }
    }
    for &v in s.kept() {
        out[KEPT_AT + (v as usize).min(KEPT_VALUES - 1)] += 1.0;
    }
    let phase = match s.phase() {
        Phase::Order => 0,
        Phase::Throw => 1,
        Phase::Move => 2,
        Phase::Over => 3,
    };
    out[PHASE_AT + phase] = 1.0;
    if let Some(seat) = game.current_seat(s) {
        out[TO_ACT_AT + rel(seat)] = 1.0;
    }
    if !game.is_terminal(s) {
        out[TURN_SEAT_AT + rel(s.turn())] = 1.0;
    }
    out[TURN_AT] = s.turn_number() as f32 / game.options().max_turns.max(1) as f32;
    let (class, count, start) = s.streak();
    out[STREAK_AT] = class as f32;
    out[STREAK_AT + 1] = count as f32;
    out[STREAK_AT + 2] = start as f32;
    out[STREAK_AT + 3] = s.phase_throws() as f32;
    out[STREAK_AT + 4] = s.throw_again() as u8 as f32;
    out[STREAK_AT + 5] = s.capture_again() as u8 as f32;
    if let Some(p) = s.last_moved() {
        out[LAST_MOVED_AT + (p as usize).min(OBS_PIECES - 1)] = 1.0;
    }
    if let Some(split) = s.split_blockades() {
        out[SPLIT_AT] = 1.0;
        for (j, &b) in split.iter().enumerate() {
            out[SPLIT_AT + 1 + j] = b as f32;
        }
    }
    if let Some(w) = s.revenge_window() {
        out[REVENGE_AT] = 1.0;
        out[REVENGE_AT + 1] = w.turn as f32 - s.turn_number() as f32;
        out[REVENGE_AT + 2 + rel(w.seat)] = 1.0;
        out[REVENGE_AT + 2 + OBS_SEATS + (w.piece as usize).min(OBS_PIECES - 1)] = 1.0;
        out[REVENGE_AT + 2 + OBS_SEATS + OBS_PIECES] =
            rotated(w.square, my_arm, sorry, yut) as f32 / (SQUARES - 1) as f32;
    }
    if let Some(o) = s.order_throws() {
        for seat in 0..seats {
            let r = rel(seat);
            if o.contenders & (1 << seat) != 0 {
                out[ORDER_AT + r] = 1.0;
            }
            if o.best_seats & (1 << seat) != 0 {
                out[ORDER_AT + 2 * OBS_SEATS + r] = 1.0;
            }
        }
        out[ORDER_AT + OBS_SEATS + rel(o.next)] = 1.0;
        out[ORDER_AT + 3 * OBS_SEATS] = o.best as f32;
        out[ORDER_AT + 3 * OBS_SEATS + 1] = o.round as f32;
    }
    out[PARQUES_AT] = s.release_open() as u8 as f32;
    for j in 0..OBS_PIECES {
        out[PARQUES_AT + 1 + j] = (s.released() >> j & 1) as f32;
    }
    out[PARQUES_AT + 1 + OBS_PIECES] = s.crown_pending() as u8 as f32;
    if let Some((seat, pieces, now)) = s.blow() {
        let at = PARQUES_AT + 2 + OBS_PIECES;
        out[at] = now as u8 as f32;
        out[at + 1 + rel(seat)] = 1.0;
        for j in 0..OBS_PIECES {
            out[at + 1 + OBS_SEATS + j] = (pieces >> j & 1) as f32;
        }
    }
    if sorry {
        let th = game.throws();
        let left = th.cards_left(s.deck_drawn());
        for (k, (&l, &full)) in left.iter().zip(th.deck.iter()).enumerate() {
            out[SORRY_AT + k] = l as f32 / full.max(1) as f32;
        }
        out[SORRY_AT + CARD_KINDS + observer as usize] = 1.0;
    }
    if game.is_terminal(s) {
        let (mine, other, adjudicated) = outcome_for(game, s, observer);
        out[OUTCOME_AT] = mine as u8 as f32;
        out[OUTCOME_AT + 1] = other as u8 as f32;
        out[OUTCOME_AT + 2] = adjudicated as u8 as f32;
    }
}

/// At the end: (the observer's side won, another side won, the turn cap ended it).
fn outcome_for(game: &CoreGame, s: &CoreState, observer: u8) -> (bool, bool, bool) {
    match game.outcome(s) {
        None => (false, false, false),
        Some(o) => {
            let (mine, other) = if game.options().teams {
                match o.winning_team {
                    Some(t) => (t == game.team_of(observer), t != game.team_of(observer)),
                    None => (false, false),
                }
            } else {
                let w = o.ranking.first().copied();
                (w == Some(observer), w.is_some() && w != Some(observer))
            };
            (mine, other, o.adjudicated)
        }
    }
}

/// Write the legal-action mask of `s` into `out` (length [`NUM_ACTIONS`]).
fn mask_into(game: &CoreGame, s: &CoreState, legal: &mut ActionList, out: &mut [i8]) {
    out.fill(0);
    if game.is_chance(s) || game.is_terminal(s) {
        return;
    }
    game.legal_actions_into(s, legal);
    for a in legal.iter() {
        out[a.to_id() as usize] = 1;
    }
}

/// Returns per seat of a finished game: +1 for the winning team's seats and -1 for
/// the others (0 for everyone on an adjudicated team tie); without teams +1 for the
/// winner and -1/(seats-1) for every other seat. Zero-sum. All 0 before the end.
fn returns_of(game: &CoreGame, s: &CoreState) -> Vec<f64> {
    let n = game.seats() as usize;
    let Some(o) = game.outcome(s) else {
        return vec![0.0; n];
    };
    if game.options().teams {
        (0..n as u8)
            .map(|seat| match o.winning_team {
                Some(t) if game.team_of(seat) == t => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            })
            .collect()
    } else {
        let winner = o.ranking.first().copied().unwrap_or(0) as usize;
        (0..n)
            .map(|seat| {
                if seat == winner {
                    1.0
                } else {
                    -1.0 / (n as f64 - 1.0).max(1.0)
                }
            })
            .collect()
    }
}

fn parse_options(options_json: Option<&str>) -> PyResult<Map<String, Value>> {
    match options_json {
        None => Ok(Map::new()),
        Some(t) => match serde_json::from_str::<Value>(t).map_err(err)? {
            Value::Object(m) => Ok(m),
            Value::Null => Ok(Map::new()),
            _ => Err(PyValueError::new_err(
                "options must be a dict of option values",
            )),
        },
    }
}

fn build_game(variant: &str, options_json: Option<&str>) -> PyResult<CoreGame> {
    let v = variant_from_json(variant, &parse_options(options_json)?).map_err(err)?;
    CoreGame::new(v).map_err(err)
}

// ----------------------------------------------------------------------------- Game

/// A compiled variant (preset + options). Immutable and cheap to share.
#[pyclass(module = "pachisi._pachisi", frozen, subclass)]
struct Game {
    game: Arc<CoreGame>,
}

#[pymethods]
impl Game {
    /// `Game(variant, options_json)`: `options_json` is a JSON object of option
    /// overrides (as in position files), or None.
    #[new]
    #[pyo3(signature = (variant = "pachisi", options_json = None))]
    fn new(variant: &str, options_json: Option<&str>) -> PyResult<Self> {
        Ok(Game {
            game: Arc::new(build_game(variant, options_json)?),
        })
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let g = slf.get();
        let args = (g.variant(), g.options_json());
        (slf.get_type(), args).into_pyobject(py)
    }

    /// The preset's name.
    fn variant(&self) -> String {
        self.game.variant().preset.name().to_string()
    }

    /// Options that differ from the preset, as a JSON object.
    fn options_json(&self) -> String {
        Value::Object(option_overrides(self.game.variant())).to_string()
    }

    /// Every option with its value, as a JSON object.
    fn all_options_json(&self) -> String {
        self.game.options().to_json().to_string()
    }

    /// Seats at the board (the players of OpenSpiel and PettingZoo).
    fn num_players(&self) -> usize {
        self.game.seats() as usize
    }

    fn teams(&self) -> bool {
        self.game.options().teams
    }

    fn team_of(&self, seat: u8) -> PyResult<u8> {
        if seat >= self.game.seats() {
            return Err(PyValueError::new_err(format!("no seat {seat}")));
        }
        Ok(self.game.team_of(seat))
    }

    fn num_distinct_actions(&self) -> usize {
        NUM_ACTIONS
    }

    fn max_chance_outcomes(&self) -> usize {
        self.game.throws().num_outcomes()
    }

    /// An upper bound on the decisions of one game.
    fn max_game_length(&self) -> u64 {
        self.game.max_game_actions()
    }

    /// An upper bound on the events (throws and decisions) of one game.
    fn max_history_length(&self) -> u64 {
        self.game.max_game_events()
    }

    #[staticmethod]
    fn observation_size() -> usize {
        OBS_LEN
    }

    fn new_initial_state(&self) -> State {
        State {
            game: self.game.clone(),
            state: self.game.initial_state(),
            history: Vec::new(),
        }
    }

    /// The state of a position file's text (docs/positions.md) of this game.
    fn deserialize_state(&self, text: &str) -> PyResult<State> {
        let pj: PositionJson = serde_json::from_str(text)
            .map_err(|e| PyValueError::new_err(format!("not a position: {e}")))?;
        let v = variant_from_json(&pj.variant, &pj.options).map_err(err)?;
        if &v != self.game.variant() {
            return Err(PyValueError::new_err(
                "the position is of another variant or other options than this game",
            ));
        }
        let state = self.game.from_position(&pj).map_err(err)?;
        Ok(State {
            game: self.game.clone(),
            state,
            history: Vec::new(),
        })
    }

    /// The text form of a decision action id (`"25 p1"`, `"pass"`).
    fn action_to_string(&self, action: i64) -> PyResult<String> {
        Ok(action_of(action)?.to_string())
    }

    /// The id of an action's text form.
    fn string_to_action(&self, text: &str) -> PyResult<i64> {
        Ok(Action::parse(text).map_err(err)?.to_id() as i64)
    }

    /// The text form of a chance outcome: the value thrown (cowries: shells up and
    /// value; dice: the three faces; Sorry!: the card drawn; Yut Nori: the throw's name,
    /// `sticks gae`).
    fn chance_outcome_to_string(&self, outcome: i64) -> PyResult<String> {
        let t = self.game.throws();
        if outcome < 0 || outcome as usize >= t.num_outcomes() {
            return Err(PyValueError::new_err(format!(
                "no chance outcome {outcome}"
            )));
        }
        let o = outcome as u8;
        Ok(if t.is_cards() {
            match t.value(o) {
                pachisi_core::throws::SORRY_CARD => "card Sorry!".to_string(),
                v => format!("card {v}"),
            }
        } else if t.is_dice() {
            let d = t.dice(o);
            format!("dice {}-{}-{}", d[0], d[1], d[2])
        } else if t.is_sticks() {
            // Y-STICKS: the throw's name.
            format!("sticks {}", pachisi_core::throws::STICK_NAMES[o as usize])
        } else {
            format!("{o} up ({})", t.value(o))
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "pachisi.Game({:?}, options={})",
            self.variant(),
            self.options_json()
        )
    }
}

fn action_of(id: i64) -> PyResult<Action> {
    u16::try_from(id)
        .ok()
        .and_then(Action::from_id)
        .ok_or_else(|| PyValueError::new_err(format!("no action id {id}")))
}

// ---------------------------------------------------------------------------- State

/// A game state with an OpenSpiel-like surface. Throws are explicit chance nodes.
#[pyclass(module = "pachisi._pachisi")]
#[derive(Clone)]
struct State {
    game: Arc<CoreGame>,
    state: CoreState,
    /// Every chance outcome and action applied since the start (or the position).
    history: Vec<i64>,
}

#[pymethods]
impl State {
    fn get_game(&self) -> Game {
        Game {
            game: self.game.clone(),
        }
    }

    /// The seat to move or to throw; -1 at a chance node, -4 when the game is over.
    fn current_player(&self) -> i64 {
        if self.game.is_terminal(&self.state) {
            TERMINAL
        } else if self.game.is_chance(&self.state) {
            CHANCE
        } else {
            self.state.mover() as i64
        }
    }

    /// The seat whose turn it is (differs from the mover under K-PARTNER), or who
    /// throws at a chance node; None when the game is over.
    fn turn_seat(&self) -> Option<u8> {
        self.game
            .current_seat(&self.state)
            .map(|_| match self.state.phase() {
                Phase::Move => self.state.turn(),
                _ => self.game.current_seat(&self.state).unwrap_or(0),
            })
    }

    fn is_chance_node(&self) -> bool {
        self.game.is_chance(&self.state)
    }

    fn is_terminal(&self) -> bool {
        self.game.is_terminal(&self.state)
    }

    fn is_simultaneous_node(&self) -> bool {
        false
    }

    /// `"order"`, `"throw"`, `"move"` or `"over"`.
    fn phase(&self) -> &'static str {
        match self.state.phase() {
            Phase::Order => "order",
            Phase::Throw => "throw",
            Phase::Move => "move",
            Phase::Over => "over",
        }
    }

    /// The kept throws waiting to be spent.
    fn kept(&self) -> Vec<u32> {
        self.state.kept().iter().map(|&v| v as u32).collect()
    }

    fn turn_number(&self) -> u32 {
        self.state.turn_number()
    }

    /// (outcome, probability) pairs of a chance node; empty otherwise. In Sorry! only
    /// the kinds of card left in the draw pile, at their odds there (S-DRAW).
    fn chance_outcomes(&self) -> Vec<(i64, f64)> {
        self.game
            .chance_outcomes(&self.state)
            .as_slice()
            .iter()
            .map(|&(o, p)| (o as i64, p))
            .collect()
    }

    /// Legal action ids, increasing: decisions at a decision node, chance outcomes at
    /// a chance node, none at the end. With `player`, only if that seat is to move.
    #[pyo3(signature = (player = None))]
    fn legal_actions(&self, player: Option<i64>) -> Vec<i64> {
        if let Some(p) = player
            && p != self.current_player()
        {
            return vec![];
        }
        if self.game.is_chance(&self.state) {
            // The outcomes that can happen: every one, but in Sorry! only the kinds of
            // card left in the draw pile (S-DRAW).
            return self
                .game
                .chance_outcomes(&self.state)
                .as_slice()
                .iter()
                .map(|&(o, _)| o as i64)
                .collect();
        }
        let mut v: Vec<i64> = self
            .game
            .legal_actions(&self.state)
            .iter()
            .map(|a| a.to_id() as i64)
            .collect();
        v.sort_unstable();
        v
    }

    /// The legal-action mask (int8, length `num_distinct_actions`), a new array.
    #[pyo3(signature = (player = None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> Bound<'py, PyArray1<i8>> {
        let mut m = vec![0i8; NUM_ACTIONS];
        if player.is_none_or(|p| p == self.current_player()) {
            mask_into(&self.game, &self.state, &mut ActionList::new(), &mut m);
        }
        PyArray1::from_vec(py, m)
    }

    /// Write the legal-action mask into `out` (int8, length `num_distinct_actions`).
    fn legal_actions_mask_into(&self, out: &Bound<'_, PyArray1<i8>>) -> PyResult<()> {
        let mut rw = out.readwrite();
        let m = rw.as_slice_mut().map_err(err)?;
        if m.len() != NUM_ACTIONS {
            return Err(PyValueError::new_err(format!(
                "the mask array must have length {NUM_ACTIONS}"
            )));
        }
        mask_into(&self.game, &self.state, &mut ActionList::new(), m);
        Ok(())
    }

    /// Apply a chance outcome (at a chance node) or a decision action id.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        if self.game.is_chance(&self.state) {
            let o = u8::try_from(action).map_err(|_| {
                PyValueError::new_err(format!("chance outcome {action} does not exist"))
            })?;
            self.game.apply_chance(&mut self.state, o).map_err(err)?;
        } else {
            let a = action_of(action)?;
            self.game.play(&mut self.state, a).map_err(err)?;
        }
        self.history.push(action);
        Ok(())
    }

    /// Draw a chance outcome with a generator seeded from `seed` and apply it;
    /// returns the outcome.
    fn apply_random_chance(&mut self, seed: u64) -> PyResult<i64> {
        if !self.game.is_chance(&self.state) {
            return Err(PyValueError::new_err("not a chance node"));
        }
        let mut rng = seeded_rng(seed, self.history.len() as u64);
        let o = self.game.sample_chance(&self.state, &mut rng);
        self.game.apply_chance_unchecked(&mut self.state, o);
        self.history.push(o as i64);
        Ok(o as i64)
    }

    /// Draw and apply chance outcomes (as `apply_random_chance(seed)` does, one by one)
    /// until a decision or the end; returns `current_player()`.
    /// With `skip_forced`, decisions with a single legal action are played too.
    #[pyo3(signature = (seed, skip_forced = false))]
    fn play_chance(&mut self, seed: u64, skip_forced: bool) -> i64 {
        let mut legal = ActionList::new();
        loop {
            if self.game.is_chance(&self.state) {
                let mut rng = seeded_rng(seed, self.history.len() as u64);
                let o = self.game.sample_chance(&self.state, &mut rng);
                self.game.apply_chance_unchecked(&mut self.state, o);
                self.history.push(o as i64);
                continue;
            }
            if skip_forced && !self.game.is_terminal(&self.state) {
                self.game.legal_actions_into(&self.state, &mut legal);
                if legal.len() == 1 {
                    self.game.play_unchecked(&mut self.state, legal[0]);
                    self.history.push(legal[0].to_id() as i64);
                    continue;
                }
            }
            return self.current_player();
        }
    }

    /// Apply a decision, then `play_chance(seed, skip_forced)`; returns
    /// `current_player()`. An illegal action raises `ValueError` and changes nothing.
    #[pyo3(signature = (action, seed, skip_forced = false))]
    fn apply_and_play_chance(
        &mut self,
        action: i64,
        seed: u64,
        skip_forced: bool,
    ) -> PyResult<i64> {
        if self.game.is_chance(&self.state) {
            return Err(PyValueError::new_err(
                "a chance node: apply a chance outcome",
            ));
        }
        let a = action_of(action)?;
        self.game.play(&mut self.state, a).map_err(err)?;
        self.history.push(action);
        Ok(self.play_chance(seed, skip_forced))
    }

    /// Write seat `player`'s observation and legal-action mask (zeros unless it is to
    /// move) into `obs` (float32, `observation_size`) and `mask` (int8, 1537).
    fn observe_into(
        &self,
        player: i64,
        obs: &Bound<'_, PyArray1<f32>>,
        mask: &Bound<'_, PyArray1<i8>>,
    ) -> PyResult<()> {
        let seat = self.seat(player)?;
        let mut orw = obs.readwrite();
        let mut mrw = mask.readwrite();
        let (o, m) = (
            orw.as_slice_mut().map_err(err)?,
            mrw.as_slice_mut().map_err(err)?,
        );
        if o.len() != OBS_LEN || m.len() != NUM_ACTIONS {
            return Err(PyValueError::new_err(format!(
                "the arrays must have lengths {OBS_LEN} and {NUM_ACTIONS}"
            )));
        }
        observe(&self.game, &self.state, seat, o);
        if player == self.current_player() {
            mask_into(&self.game, &self.state, &mut ActionList::new(), m);
        } else {
            m.fill(0);
        }
        Ok(())
    }

    /// What a picture of the board needs: `(grid side, squares, pieces)` with squares
    /// as `(x, y, safe)` and pieces as `(seat, piece, where)`: `(x, y)` on the board,
    /// or None when waiting or home (see `piece_places`).
    #[allow(clippy::type_complexity)]
    fn board_picture(&self) -> (u8, Vec<(u8, u8, bool)>, Vec<(u8, u8, Option<(u8, u8)>)>) {
        let g = &self.game;
        let b = g.board();
        let squares = b
            .squares
            .iter()
            .map(|q| (q.x, q.y, g.is_safe(q.id)))
            .collect();
        let pieces = (0..g.seats())
            .flat_map(|seat| (0..4u8).map(move |p| (seat, p)))
            .map(|(seat, p)| (seat, p, g.piece_coords(&self.state, seat, p)))
            .collect();
        (b.size, squares, pieces)
    }

    /// Per seat, per piece: `"waiting"`, `"home"`, or the rules step (an int).
    fn piece_places(&self) -> Vec<Vec<(String, i16)>> {
        (0..self.game.seats())
            .map(|seat| {
                (0..4u8)
                    .map(|p| match self.game.piece_at(&self.state, seat, p) {
                        PieceAt::Waiting => ("waiting".to_string(), 0),
                        PieceAt::Home => ("home".to_string(), 0),
                        PieceAt::Step(k) => ("step".to_string(), k),
                        PieceAt::Fool(k) => ("fool".to_string(), k),
                    })
                    .collect()
            })
            .collect()
    }

    /// Whether the game ended by the turn cap (`max_turns`, adjudicated).
    fn is_adjudicated(&self) -> bool {
        self.game
            .outcome(&self.state)
            .is_some_and(|o| o.adjudicated)
    }

    /// The text of an action id in this state (a chance outcome at a chance node).
    #[pyo3(signature = (player, action))]
    fn action_to_string(&self, player: i64, action: i64) -> PyResult<String> {
        if player == CHANCE {
            return self.get_game().chance_outcome_to_string(action);
        }
        Ok(action_of(action)?.to_string())
    }

    /// Returns per seat (see docs/python.md); zeros before the end.
    fn returns(&self) -> Vec<f64> {
        returns_of(&self.game, &self.state)
    }

    /// Rewards of the last step: the returns at the end, else zeros.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    fn player_return(&self, player: i64) -> PyResult<f64> {
        self.returns()
            .get(usize::try_from(player).unwrap_or(usize::MAX))
            .copied()
            .ok_or_else(|| PyValueError::new_err(format!("no player {player}")))
    }

    /// Seats from first to last once the game is over (None before).
    fn ranking(&self) -> Option<Vec<u32>> {
        self.game
            .outcome(&self.state)
            .map(|o| o.ranking.iter().map(|&x| x as u32).collect())
    }

    fn winning_team(&self) -> Option<u8> {
        self.game.outcome(&self.state).and_then(|o| o.winning_team)
    }

    fn history(&self) -> Vec<i64> {
        self.history.clone()
    }

    fn move_number(&self) -> usize {
        self.history.len()
    }

    /// The observation of seat `player` (float32, length `observation_size`), a new
    /// array (see docs/python.md for the encoding).
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: i64,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = self.seat(player)?;
        let mut v = vec![0f32; OBS_LEN];
        observe(&self.game, &self.state, seat, &mut v);
        Ok(PyArray1::from_vec(py, v))
    }

    /// The features of the position seen by seat `player` (float32, length
    /// `FEATURE_SIZE`; docs/python.md, *Features*), a new array. Builds the variant's
    /// reach table on every call (about a millisecond): the vector env keeps one.
    fn features<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = self.seat(player)?;
        let mut v = vec![0f32; FEATURE_SIZE];
        features::features(
            &self.game,
            &Reach::new(&self.game),
            &self.state,
            seat,
            &mut v,
        );
        Ok(PyArray1::from_vec(py, v))
    }

    /// Write the observation of seat `player` into `out` (float32 array of length
    /// `observation_size`, or a writable contiguous view of one).
    fn observation_into(&self, player: i64, out: &Bound<'_, PyArray1<f32>>) -> PyResult<()> {
        let seat = self.seat(player)?;
        let mut rw = out.readwrite();
        let o = rw.as_slice_mut().map_err(err)?;
        if o.len() != OBS_LEN {
            return Err(PyValueError::new_err(format!(
                "the observation array must have length {OBS_LEN}"
            )));
        }
        observe(&self.game, &self.state, seat, o);
        Ok(())
    }

    /// The position as a position file (JSON text, docs/positions.md).
    fn serialize(&self) -> String {
        serde_json::to_string(&self.game.to_position(&self.state)).unwrap_or_default()
    }

    /// Counters of the game so far: throws, moves, captures, forfeited, cancelled.
    fn counters(&self) -> (u32, u32, u32, u32, u32) {
        let c = self.state.counters();
        (c.throws, c.moves, c.captures, c.forfeited, c.cancelled)
    }

    fn clone(&self) -> State {
        Clone::clone(self)
    }

    fn __copy__(&self) -> State {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        Clone::clone(self)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let g = self.get_game();
        let module = py.import("pachisi._pachisi")?;
        let f = module.getattr("_state_from")?;
        (
            f,
            (
                g.variant(),
                g.options_json(),
                self.serialize(),
                self.history.clone(),
            ),
        )
            .into_pyobject(py)
    }

    /// Same variant and same position (what `serialize` keeps; the statistics
    /// counters and the history are not compared).
    fn __eq__(&self, other: &State) -> bool {
        self.game.variant() == other.game.variant()
            && self.game.to_position(&self.state) == other.game.to_position(&other.state)
    }

    /// The position as pretty JSON (stable across runs).
    fn __str__(&self) -> String {
        self.game.position_json(&self.state)
    }

    fn __repr__(&self) -> String {
        format!(
            "<pachisi.State {} phase={} to_move={}>",
            self.game.variant().preset.name(),
            self.phase(),
            self.current_player()
        )
    }

    /// A bytes digest of the state, for hashing (e.g. OpenSpiel tables).
    fn digest<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let h = pachisi_bots::state_hash(&self.state);
        PyBytes::new(py, &h.to_le_bytes())
    }
}

impl State {
    fn seat(&self, player: i64) -> PyResult<u8> {
        u8::try_from(player)
            .ok()
            .filter(|&p| p < self.game.seats())
            .ok_or_else(|| PyValueError::new_err(format!("no player {player}")))
    }
}

#[pyfunction]
fn _state_from(
    variant: &str,
    options_json: &str,
    position: &str,
    history: Vec<i64>,
) -> PyResult<State> {
    let g = Game::new(variant, Some(options_json))?;
    let mut s = g.deserialize_state(position)?;
    s.history = history;
    Ok(s)
}

// ------------------------------------------------------------------------------ Bot

/// A bot of `pachisi-bots` (`"random"`, `"heuristic"`, `"mcts:2000"`, the levels
/// `"easy"`, `"medium"`, `"hard"`, `"expert"`...).
#[pyclass(module = "pachisi._pachisi", frozen)]
struct Bot {
    spec: String,
    bot: Mutex<Box<dyn CoreBot>>,
}

#[pymethods]
impl Bot {
    #[new]
    #[pyo3(signature = (spec, seed = 0))]
    fn new(spec: &str, seed: u64) -> PyResult<Self> {
        Ok(Bot {
            spec: spec.to_string(),
            bot: Mutex::new(make_bot(spec, seed).map_err(err)?),
        })
    }

    #[getter]
    fn spec(&self) -> String {
        self.spec.clone()
    }

    /// The bot's choice (an action id) for the seat to move in a decision state.
    fn choose(&self, py: Python<'_>, state: &State) -> PyResult<i64> {
        let g = &state.game;
        if g.is_chance(&state.state) || g.is_terminal(&state.state) {
            return Err(PyValueError::new_err(
                "a bot chooses only at a decision node (not at a throw or after the end)",
            ));
        }
        let s = state.state;
        let a = py.detach(|| {
            let mut b = self.bot.lock().map_err(|_| "bot poisoned")?;
            Ok::<_, &str>(b.choose(g, &s, Budget::Auto))
        });
        Ok(a.map_err(PyRuntimeError::new_err)?.to_id() as i64)
    }

    fn __repr__(&self) -> String {
        format!("pachisi.bot({:?})", self.spec)
    }
}

// --------------------------------------------------------------------------- VecEnv

/// What `reset` returns: observations and masks.
type Obs<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray2<i8>>);
/// What `step` returns: observations, masks, rewards, terminated, truncated.
type StepOut<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<i8>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<bool>>,
);

/// What `afterstates` returns: observations after each legal action, and the actions.
type Afterstates<'py> = (Bound<'py, PyArray3<f32>>, Bound<'py, PyArray2<i64>>);

/// Who plays an opponent seat of a [`VecEnv`].
enum Opponent {
    /// Uniformly random legal actions, drawn from the game's generator.
    Random,
    /// A bot of `pachisi-bots`.
    Bot(Mutex<Box<dyn CoreBot>>),
    /// A policy on the Python side: the env stops and waits for `step_opponents`.
    External,
}

/// What an env waits for: the learner, or (a seat number) that external opponent.
const WAIT_LEARNER: i8 = -1;
/// [`StepKind::Apply`] to envs waiting for any external opponent.
const WAIT_OPPONENT: i8 = -2;

/// Whether an env waiting for `waiting` takes actions meant for `kind`.
fn waits_for(waiting: i8, kind: i8) -> bool {
    if kind == WAIT_OPPONENT {
        waiting >= 0
    } else {
        waiting == kind
    }
}

/// After this many games in a row of one env end before the learner decides, the
/// settings are refused (e.g. a turn cap too low for the learner's seat to play).
const MAX_SKIPPED: u32 = 10_000;

/// One environment of a [`VecEnv`].
struct Env {
    state: CoreState,
    rng: GameRng,
    /// Per seat: `None` for the learner's seats, else its opponent.
    opponents: Vec<Option<Opponent>>,
    episode: u64,
    legal: ActionList,
    /// The learner has decided in the current game.
    decided: bool,
    /// Returns (the learner's) of games that ended before the learner decided, since
    /// the last `step`/`reset`.
    skipped: Vec<f32>,
    /// Games skipped in a row (see [`MAX_SKIPPED`]).
    skipped_in_row: u32,
    /// Decisions with one legal action are played without asking.
    skip_forced: bool,
}

/// Per-env outputs of one step, written by the workers.
#[derive(Clone, Copy, Default)]
struct Out {
    reward: f32,
    terminated: bool,
    truncated: bool,
    waiting: i8,
}

/// N games stepped together in Rust, for training: the learner plays `seat` (and,
/// with teams, its partner's seat too); the other seats are played by `opponents`
/// (per seat `"random"`, a bot specification, or `"external"`: a policy on the Python
/// side fed through `step_opponents`). Throws are drawn inside. Finished games are
/// reset at once (auto-reset), dealing new games until the learner has a decision:
/// the step's reward and `terminated`/`truncated` tell that an episode ended, the
/// final observation is in `final_obs`, and the observation is already the next
/// episode's first. Games that end before the learner decides are counted in
/// `skipped_games` with their returns.
#[pyclass(module = "pachisi._pachisi", subclass)]
struct VecEnv {
    game: Arc<CoreGame>,
    envs: Vec<Env>,
    learner: Vec<bool>,
    seat: u8,
    seed: u64,
    opponents: Vec<String>,
    outs: Vec<Out>,
    obs: Py<PyArray2<f32>>,
    final_obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<i8>>,
    rewards: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    waiting: Py<PyArray1<i8>>,
    skipped_count: Py<PyArray1<i32>>,
    skipped_return: Py<PyArray1<f32>>,
    /// For `random_actions`.
    agent_rng: GameRng,
    /// For `features` and `afterstate_features`.
    reach: Reach,
}

/// The mutable views of a [`VecEnv`]'s output buffers, for the workers.
struct Bufs<'a> {
    obs: &'a mut [f32],
    final_obs: &'a mut [f32],
    mask: &'a mut [i8],
}

impl Env {
    /// A new game (the env's episode counter picks its throws).
    fn deal(&mut self, game: &CoreGame, seed: u64, index: u64) {
        self.rng = seeded_rng(seed, mix64(index) ^ self.episode);
        self.state = game.initial_state();
        self.episode += 1;
        self.decided = false;
    }

    /// Play throws and opponents' decisions until the learner or an external
    /// opponent must decide; a game that ends first is recorded as skipped (when the
    /// learner has not decided in it) or as the episode's end in `out` (writing its
    /// final observation), and a new one is dealt. Returns false if too many games in
    /// a row were skipped.
    fn advance(
        &mut self,
        game: &CoreGame,
        ctx: (u64, u64, u8),
        out: &mut Out,
        final_obs: &mut [f32],
    ) -> bool {
        let (seed, index, seat) = ctx;
        loop {
            if game.is_terminal(&self.state) {
                let ret = returns_of(game, &self.state)[seat as usize] as f32;
                if self.decided {
                    out.reward = ret;
                    let adjudicated = game.outcome(&self.state).is_some_and(|o| o.adjudicated);
                    out.truncated = adjudicated;
                    out.terminated = !adjudicated;
                    observe(game, &self.state, seat, final_obs);
                    self.skipped_in_row = 0;
                } else {
                    self.skipped.push(ret);
                    self.skipped_in_row += 1;
                    if self.skipped_in_row >= MAX_SKIPPED {
                        return false;
                    }
                }
                self.deal(game, seed, index);
                continue;
            }
            if game.is_chance(&self.state) {
                let o = game.sample_chance(&self.state, &mut self.rng);
                game.apply_chance_unchecked(&mut self.state, o);
                continue;
            }
            let m = self.state.mover() as usize;
            let a = match &mut self.opponents[m] {
                Some(Opponent::Bot(bot)) => match bot.get_mut() {
                    Ok(b) => b.choose(game, &self.state, Budget::Auto),
                    Err(p) => p.into_inner().choose(game, &self.state, Budget::Auto),
                },
                Some(Opponent::Random) => {
                    game.legal_actions_into(&self.state, &mut self.legal);
                    let a = pachisi_sim::random_action(&self.legal, &mut self.rng);
                    // Drawn from the legal list: no second check.
                    game.play_unchecked(&mut self.state, a);
                    continue;
                }
                // The learner, or an external opponent: stop here (but for a forced
                // decision when those are skipped).
                other => {
                    let w = if other.is_none() {
                        WAIT_LEARNER
                    } else {
                        m as i8
                    };
                    if self.skip_forced {
                        game.legal_actions_into(&self.state, &mut self.legal);
                        if self.legal.len() == 1 {
                            game.play_unchecked(&mut self.state, self.legal[0]);
                            continue;
                        }
                    }
                    out.waiting = w;
                    return true;
                }
            };
            if game.play(&mut self.state, a).is_err() {
                game.legal_actions_into(&self.state, &mut self.legal);
                game.play_unchecked(&mut self.state, self.legal[0]);
            }
        }
    }

    /// The seat whose view the observation shows: the mover at a decision (the
    /// learner, or the external opponent it waits for), else the learner's seat.
    fn observer(&self, game: &CoreGame, seat: u8) -> u8 {
        if game.is_terminal(&self.state) || game.is_chance(&self.state) {
            seat
        } else {
            self.state.mover()
        }
    }
}

/// How a step treats each env.
#[derive(Clone, Copy)]
enum StepKind {
    /// Deal new games (reset).
    Reset,
    /// Apply the given actions to the envs waiting for `wait`.
    Apply(i8),
    /// This many steps of uniformly random actions (the env's generator) in the envs
    /// waiting for the learner, each env on its own (no hand-over between steps).
    Random(u64),
}

impl VecEnv {
    /// For each env, its legal actions (up to `k`) and `width` numbers per action
    /// written by `write(game, afterstate, seat that decides, out)`.
    fn per_action<'py>(
        &self,
        py: Python<'py>,
        k: usize,
        width: usize,
        write: impl Fn(&CoreGame, &CoreState, u8, &mut [f32]) + Sync,
    ) -> PyResult<Afterstates<'py>> {
        let n = self.envs.len();
        if let Some((i, e)) = self
            .envs
            .iter()
            .enumerate()
            .find(|(_, e)| e.legal.len() > k)
        {
            return Err(PyValueError::new_err(format!(
                "game {i} has {} legal actions, more than k = {k}",
                e.legal.len()
            )));
        }
        let mut obs = vec![0f32; n * k * width];
        let mut acts = vec![-1i64; n * k];
        let game = &*self.game;
        let seat = self.seat;
        py.detach(|| {
            obs.par_chunks_mut(k * width)
                .zip(acts.par_chunks_mut(k))
                .zip(self.envs.par_iter())
                .with_min_len(32)
                .for_each(|((o, a), e)| {
                    if game.is_terminal(&e.state) || game.is_chance(&e.state) {
                        return;
                    }
                    let observer = e.observer(game, seat);
                    for (j, &act) in e.legal.iter().enumerate() {
                        let mut t = e.state;
                        game.play_unchecked(&mut t, act);
                        write(game, &t, observer, &mut o[j * width..(j + 1) * width]);
                        a[j] = act.to_id() as i64;
                    }
                });
        });
        let obs = PyArray1::from_vec(py, obs).reshape([n, k, width])?;
        let acts = PyArray1::from_vec(py, acts).reshape([n, k])?;
        Ok((obs, acts))
    }

    fn parse_actions(&self, acts: &[i64], wait: i8) -> PyResult<Vec<Option<Action>>> {
        if acts.len() != self.envs.len() {
            return Err(PyValueError::new_err(format!(
                "step needs {} actions, got {}",
                self.envs.len(),
                acts.len()
            )));
        }
        let game = &self.game;
        let mut parsed = Vec::with_capacity(acts.len());
        for (i, ((&a, e), o)) in acts.iter().zip(&self.envs).zip(&self.outs).enumerate() {
            if !waits_for(o.waiting, wait) {
                parsed.push(None);
                continue;
            }
            let act = u16::try_from(a).ok().and_then(Action::from_id);
            match act {
                Some(act) if game.is_legal(&e.state, act) => parsed.push(Some(act)),
                _ => {
                    return Err(PyValueError::new_err(format!(
                        "game {i}: action {a} is not legal (legal: {:?})",
                        game.legal_actions(&e.state)
                            .iter()
                            .map(|x| x.to_id())
                            .collect::<Vec<_>>()
                    )));
                }
            }
        }
        Ok(parsed)
    }

    /// Run one kind of step over every env, in parallel (sequentially for a few), and
    /// write the output buffers.
    /// Returns the number of episodes that ended.
    fn run(&mut self, py: Python<'_>, kind: StepKind, actions: &[Option<Action>]) -> PyResult<u64> {
        let (obs, final_obs, mask) = (
            self.obs.bind(py),
            self.final_obs.bind(py),
            self.mask.bind(py),
        );
        // SAFETY: the three arrays were created by this env (contiguous, owned, never
        // handed out as writable Rust borrows) and only `&mut self` methods write
        // them, so no other Rust borrow aliases them; Python code sees them as the
        // env's output arrays, documented to be overwritten by this call, exactly as
        // under numpy's (advisory) `readwrite` borrow, whose bookkeeping per call
        // cost more than a small env's step.
        let bufs = unsafe {
            Bufs {
                obs: obs.as_slice_mut().map_err(err)?,
                final_obs: final_obs.as_slice_mut().map_err(err)?,
                mask: mask.as_slice_mut().map_err(err)?,
            }
        };
        let game = &*self.game;
        let (seed, seat) = (self.seed, self.seat);
        let envs = &mut self.envs;
        let outs = &mut self.outs;
        let clear = !matches!(kind, StepKind::Apply(WAIT_OPPONENT));
        let ended = py.detach(|| {
            let work = |i: usize,
                        e: &mut Env,
                        out: &mut Out,
                        a: Option<Action>,
                        o: &mut [f32],
                        f: &mut [f32],
                        m: &mut [i8]| {
                let rounds = match kind {
                    StepKind::Random(k) => k,
                    _ => 1,
                };
                let mut ended = 0u64;
                for _ in 0..rounds {
                    if clear {
                        *out = Out {
                            waiting: out.waiting,
                            ..Out::default()
                        };
                        e.skipped.clear();
                    }
                    let act = match kind {
                        StepKind::Reset => {
                            e.deal(game, seed, i as u64);
                            None
                        }
                        StepKind::Apply(w) => {
                            if !waits_for(out.waiting, w) {
                                break;
                            }
                            a
                        }
                        StepKind::Random(_) => {
                            if out.waiting != WAIT_LEARNER {
                                break;
                            }
                            // `e.legal` holds the legal actions of this decision
                            // (written with the mask by the last call that moved it).
                            Some(pachisi_sim::random_action(&e.legal, &mut e.rng))
                        }
                    };
                    if let Some(a) = act {
                        if out.waiting == WAIT_LEARNER {
                            e.decided = true;
                        }
                        game.play_unchecked(&mut e.state, a);
                    }
                    if !e.advance(game, (seed, i as u64, seat), out, f) {
                        return None;
                    }
                    observe(game, &e.state, e.observer(game, seat), o);
                    mask_into(game, &e.state, &mut e.legal, m);
                    ended += (out.terminated || out.truncated) as u64;
                }
                Some(ended)
            };
            let act = |i: usize| actions.get(i).copied().flatten();
            if envs_len_small(envs.len()) {
                let mut total = Some(0u64);
                for (i, (((e, out), o), (f, m))) in envs
                    .iter_mut()
                    .zip(outs.iter_mut())
                    .zip(bufs.obs.chunks_mut(OBS_LEN))
                    .zip(
                        bufs.final_obs
                            .chunks_mut(OBS_LEN)
                            .zip(bufs.mask.chunks_mut(NUM_ACTIONS)),
                    )
                    .enumerate()
                {
                    total = total
                        .zip(work(i, e, out, act(i), o, f, m))
                        .map(|(a, b)| a + b);
                }
                total
            } else {
                envs.par_iter_mut()
                    .zip(outs.par_iter_mut())
                    .zip(bufs.obs.par_chunks_mut(OBS_LEN))
                    .zip(
                        bufs.final_obs
                            .par_chunks_mut(OBS_LEN)
                            .zip(bufs.mask.par_chunks_mut(NUM_ACTIONS)),
                    )
                    .enumerate()
                    .with_min_len(64)
                    .map(|(i, (((e, out), o), (f, m)))| work(i, e, out, act(i), o, f, m))
                    .reduce(|| Some(0), |a, b| a.zip(b).map(|(a, b)| a + b))
            }
        });
        self.publish(py)?;
        let Some(ended) = ended else {
            return Err(PyValueError::new_err(format!(
                "{MAX_SKIPPED} games in a row ended before the learner (seat {}) had a decision: \
                 the learner cannot play in these settings",
                self.seat
            )));
        };
        Ok(ended)
    }

    /// Copy the per-env outputs into the numpy arrays.
    fn publish(&self, py: Python<'_>) -> PyResult<()> {
        macro_rules! fill {
            ($arr:expr, $f:expr) => {{
                let b = $arr.bind(py);
                // SAFETY: as for the observations in `run`.
                for (x, (o, e)) in unsafe { b.as_slice_mut() }
                    .map_err(err)?
                    .iter_mut()
                    .zip(self.outs.iter().zip(&self.envs))
                {
                    *x = $f(o, e);
                }
            }};
        }
        fill!(self.rewards, |o: &Out, _e: &Env| o.reward);
        fill!(self.terminated, |o: &Out, _e: &Env| o.terminated);
        fill!(self.truncated, |o: &Out, _e: &Env| o.truncated);
        fill!(self.waiting, |o: &Out, _e: &Env| o.waiting);
        fill!(self.skipped_count, |_o: &Out, e: &Env| e.skipped.len()
            as i32);
        fill!(self.skipped_return, |_o: &Out, e: &Env| e
            .skipped
            .iter()
            .sum::<f32>());
        Ok(())
    }
}

/// Below this many envs a step runs on the calling thread (no rayon hand-off).
fn envs_len_small(n: usize) -> bool {
    n < 32
}

fn parse_opponent(spec: &str, seed: u64) -> PyResult<Opponent> {
    Ok(match spec.trim() {
        "random" => Opponent::Random,
        "external" => Opponent::External,
        s => Opponent::Bot(Mutex::new(make_bot(s, seed).map_err(err)?)),
    })
}

#[pymethods]
impl VecEnv {
    /// `opponents`: one specification for every opponent seat, or one per seat (the
    /// learner's entries are ignored): `"random"`, a bot (`"medium"`, `"mcts:500"`...)
    /// or `"external"` (a Python policy, fed through `step_opponents`).
    #[new]
    #[pyo3(signature = (variant = "pachisi", num_envs = 8, options_json = None, opponents = vec!["random".to_string()], seat = 0, seed = 0, skip_forced = false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        variant: &str,
        num_envs: usize,
        options_json: Option<&str>,
        opponents: Vec<String>,
        seat: u8,
        seed: u64,
        skip_forced: bool,
    ) -> PyResult<Self> {
        if num_envs == 0 || num_envs > 1 << 20 {
            return Err(PyValueError::new_err(
                "num_envs must be between 1 and 1048576",
            ));
        }
        let game = Arc::new(build_game(variant, options_json)?);
        let seats = game.seats();
        if seat >= seats {
            return Err(PyValueError::new_err(format!(
                "seat {seat} does not exist: the game has {seats} seats"
            )));
        }
        let specs: Vec<String> = match opponents.len() {
            1 => vec![opponents[0].clone(); seats as usize],
            n if n == seats as usize => opponents,
            n => {
                return Err(PyValueError::new_err(format!(
                    "opponents: give one specification or one per seat ({seats}), not {n}"
                )));
            }
        };
        let teams = game.options().teams;
        let learner: Vec<bool> = (0..seats)
            .map(|s| s == seat || (teams && game.team_of(s) == game.team_of(seat)))
            .collect();
        for (s, spec) in specs.iter().enumerate() {
            if !learner[s] {
                parse_opponent(spec, 0)?;
            }
        }
        let mut envs = Vec::with_capacity(num_envs);
        for i in 0..num_envs as u64 {
            let opponents = (0..seats)
                .map(|s| {
                    (!learner[s as usize])
                        .then(|| {
                            parse_opponent(
                                &specs[s as usize],
                                mix64(seed ^ mix64(i * 8 + s as u64)),
                            )
                        })
                        .transpose()
                })
                .collect::<PyResult<Vec<_>>>()?;
            envs.push(Env {
                state: game.initial_state(),
                rng: seeded_rng(seed, i),
                opponents,
                episode: 0,
                legal: ActionList::new(),
                decided: false,
                skipped: Vec::new(),
                skipped_in_row: 0,
                skip_forced,
            });
        }
        let reach = Reach::new(&game);
        let mut env = VecEnv {
            obs: PyArray2::zeros(py, [num_envs, OBS_LEN], false).unbind(),
            final_obs: PyArray2::zeros(py, [num_envs, OBS_LEN], false).unbind(),
            mask: PyArray2::zeros(py, [num_envs, NUM_ACTIONS], false).unbind(),
            rewards: PyArray1::zeros(py, num_envs, false).unbind(),
            terminated: PyArray1::zeros(py, num_envs, false).unbind(),
            truncated: PyArray1::zeros(py, num_envs, false).unbind(),
            waiting: PyArray1::zeros(py, num_envs, false).unbind(),
            skipped_count: PyArray1::zeros(py, num_envs, false).unbind(),
            skipped_return: PyArray1::zeros(py, num_envs, false).unbind(),
            outs: vec![
                Out {
                    waiting: WAIT_LEARNER,
                    ..Out::default()
                };
                num_envs
            ],
            game,
            envs,
            learner,
            seat,
            seed,
            opponents: specs,
            agent_rng: seeded_rng(seed ^ 0xA6E7, 0),
            reach,
        };
        env.run(py, StepKind::Reset, &[])?;
        Ok(env)
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    #[getter]
    fn seat(&self) -> u8 {
        self.seat
    }

    /// The opponent specification of each seat (the learner's seats included, unused).
    #[getter]
    fn opponents(&self) -> Vec<String> {
        self.opponents.clone()
    }

    /// The seats the learner plays.
    #[getter]
    fn learner_seats(&self) -> Vec<u32> {
        (0..self.game.seats() as u32)
            .filter(|&s| self.learner[s as usize])
            .collect()
    }

    /// The env's own output arrays (overwritten by every call):
    /// observations float32[n, OBSERVATION_SIZE] (the view of the seat to decide),
    /// masks int8[n, 1537], rewards float32[n], terminated bool[n], truncated bool[n].
    #[getter]
    fn buffers<'py>(&self, py: Python<'py>) -> StepOut<'py> {
        (
            self.obs.bind(py).clone(),
            self.mask.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.terminated.bind(py).clone(),
            self.truncated.bind(py).clone(),
        )
    }

    /// Per env, the observation (the learner seat's view) of the game that ended in
    /// the last step; meaningful where `terminated` or `truncated` is set.
    #[getter]
    fn final_obs<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.final_obs.bind(py).clone()
    }

    /// Per env: -1 when it waits for the learner, else the seat of the external
    /// opponent it waits for.
    #[getter]
    fn waiting<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        self.waiting.bind(py).clone()
    }

    /// Per env: games of the last step (or reset) that ended before the learner had a
    /// decision, and the sum of the learner's returns in them.
    #[getter]
    fn skipped<'py>(
        &self,
        py: Python<'py>,
    ) -> (Bound<'py, PyArray1<i32>>, Bound<'py, PyArray1<f32>>) {
        (
            self.skipped_count.bind(py).clone(),
            self.skipped_return.bind(py).clone(),
        )
    }

    /// The skipped games of the last step as (env index, learner's return) pairs.
    fn skipped_games(&self) -> Vec<(usize, f32)> {
        self.envs
            .iter()
            .enumerate()
            .flat_map(|(i, e)| e.skipped.iter().map(move |&r| (i, r)))
            .collect()
    }

    /// Deal a new game in every env (episode numbers continue, so each episode gets
    /// new throws unless `seed` is given) and play to the learner's first decision.
    /// Returns `(observations, masks)`: the env's own arrays.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Obs<'py>> {
        if let Some(s) = seed {
            self.seed = s;
            self.agent_rng = seeded_rng(s ^ 0xA6E7, 0);
            for e in &mut self.envs {
                e.episode = 0;
            }
        }
        for o in &mut self.outs {
            o.waiting = WAIT_LEARNER;
        }
        self.run(py, StepKind::Reset, &[])?;
        Ok((self.obs.bind(py).clone(), self.mask.bind(py).clone()))
    }

    /// Apply one action per env to the envs waiting for the learner (int64 action
    /// ids, each legal; entries of envs waiting for an external opponent are
    /// ignored), play on to each env's next decision (the learner's or an external
    /// opponent's) and return `(observations, masks, rewards, terminated,
    /// truncated)`, the env's own arrays. A finished game's reward is the learner's
    /// return; it is reset at once.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepOut<'py>> {
        let parsed = self.parse_actions(actions.as_slice().map_err(err)?, WAIT_LEARNER)?;
        self.run(py, StepKind::Apply(WAIT_LEARNER), &parsed)?;
        Ok(self.buffers(py))
    }

    /// Apply the external opponents' actions (entries of envs waiting for the
    /// learner are ignored) and play on; rewards, terminations and skipped games add
    /// to those of the last `step`. Returns the same arrays as `step`.
    fn step_opponents<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepOut<'py>> {
        let parsed = self.parse_actions(actions.as_slice().map_err(err)?, WAIT_OPPONENT)?;
        self.run(py, StepKind::Apply(WAIT_OPPONENT), &parsed)?;
        Ok(self.buffers(py))
    }

    /// `steps` steps with uniformly random learner actions drawn in Rust (each env's
    /// own generator): the env's speed without a Python policy, and a random baseline.
    /// Each env runs its steps on its own in one parallel pass, writing its
    /// observation and mask at every step; the arrays then show the last step.
    /// Returns the number of episodes that ended. An env waiting for a Python
    /// opponent stops there.
    #[pyo3(signature = (steps = 1))]
    fn step_random(&mut self, py: Python<'_>, steps: u64) -> PyResult<u64> {
        self.run(py, StepKind::Random(steps), &[])
    }

    /// For each env, its legal actions (up to `k`) and the observation right after
    /// each (before the next throw), seen by the seat that decides: `(obs
    /// float32[n, k, OBSERVATION_SIZE], actions int64[n, k])`, new arrays; rows past
    /// an env's legal actions have action -1 and a zero observation. For policies that
    /// score afterstates (examples/ppo_ludo.py). Raises `ValueError` if an env has
    /// more than `k` legal actions.
    #[pyo3(signature = (k = 8))]
    fn afterstates<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Afterstates<'py>> {
        self.per_action(py, k, OBS_LEN, observe)
    }

    /// The features of each env's current state (docs/python.md, *Features*), seen as
    /// the observation is (the seat that decides): float32[n, FEATURE_SIZE], a new
    /// array.
    fn features<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let n = self.envs.len();
        let mut out = vec![0f32; n * FEATURE_SIZE];
        let (game, reach, seat) = (&*self.game, &self.reach, self.seat);
        py.detach(|| {
            out.par_chunks_mut(FEATURE_SIZE)
                .zip(self.envs.par_iter())
                .with_min_len(32)
                .for_each(|(o, e)| {
                    features::features(game, reach, &e.state, e.observer(game, seat), o)
                });
        });
        PyArray1::from_vec(py, out).reshape([n, FEATURE_SIZE])
    }

    /// [`VecEnv::afterstates`] with the features of each afterstate instead of its
    /// observation: `(float32[n, k, FEATURE_SIZE], actions int64[n, k])`.
    #[pyo3(signature = (k = 8))]
    fn afterstate_features<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Afterstates<'py>> {
        let reach = &self.reach;
        self.per_action(py, k, FEATURE_SIZE, |g, s, seat, o| {
            features::features(g, reach, s, seat, o)
        })
    }

    /// A uniformly random legal action per env (int64 array; for the mover, the learner
    /// or the external opponent it waits for), for baselines.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let mut legal = ActionList::new();
        let v: Vec<i64> = self
            .envs
            .iter()
            .map(|e| {
                self.game.legal_actions_into(&e.state, &mut legal);
                if legal.is_empty() {
                    0
                } else {
                    pachisi_sim::random_action(&legal, &mut self.agent_rng).to_id() as i64
                }
            })
            .collect();
        let _ = self.agent_rng.next_u32();
        PyArray1::from_vec(py, v)
    }

    /// A copy of env `index`'s current game state (for inspection, rendering, or a
    /// bot's or search's choice).
    fn state(&self, index: usize) -> PyResult<State> {
        let e = self
            .envs
            .get(index)
            .ok_or_else(|| PyValueError::new_err(format!("no game {index}")))?;
        Ok(State {
            game: self.game.clone(),
            state: e.state,
            history: Vec::new(),
        })
    }
}

// ------------------------------------------------------------- simulate, tournament

/// `pachisi simulate --json` for the whole run (`shard = None`), or shard `k` (0-based)
/// of `n` as a shard file (`shard = (k, n)`). Returns JSON text.
#[pyfunction]
#[pyo3(signature = (variant, games, seed = 0, options_json = None, shard = None, threads = None, position = None))]
#[allow(clippy::too_many_arguments)]
fn simulate(
    py: Python<'_>,
    variant: &str,
    games: u64,
    seed: u64,
    options_json: Option<&str>,
    shard: Option<(u64, u64)>,
    threads: Option<usize>,
    position: Option<&str>,
) -> PyResult<String> {
    if games == 0 || games > pachisi_sim::MAX_GAMES {
        return Err(PyValueError::new_err(format!(
            "games must be between 1 and {}",
            pachisi_sim::MAX_GAMES
        )));
    }
    if threads == Some(0) {
        return Err(PyValueError::new_err("threads must be at least 1"));
    }
    let (game, start) = start_of(variant, options_json, position)?;
    py.detach(|| match shard {
        None => {
            let tally = run_range(&game, start.as_ref(), 0..games, seed, threads, &|| {})?;
            let summary = tally.summary(game.seats(), game.options().teams);
            Ok(simulate_json(&game, seed, start.as_ref(), &summary))
        }
        Some((k, n)) => {
            let spec = ShardSpec::new(k, n)?;
            simulate_shard(&game, start.as_ref(), games, seed, spec, threads, &|| {})
        }
    })
    .map_err(PyValueError::new_err)
}

/// The game and start state: from a position file's text, or the variant and options.
fn start_of(
    variant: &str,
    options_json: Option<&str>,
    position: Option<&str>,
) -> PyResult<(CoreGame, Option<CoreState>)> {
    match position {
        Some(text) => {
            let (g, s) = CoreGame::parse_position(text).map_err(err)?;
            if g.is_terminal(&s) {
                return Err(PyValueError::new_err(
                    "the game is already over in this position",
                ));
            }
            Ok((g, Some(s)))
        }
        None => Ok((build_game(variant, options_json)?, None)),
    }
}

/// `pachisi tournament --json` (`shard = None`) or one shard file of it. Returns JSON
/// text.
#[pyfunction]
#[pyo3(signature = (variant, bots, games, seed = 0, options_json = None, shard = None, threads = 0, position = None))]
#[allow(clippy::too_many_arguments)]
fn tournament(
    py: Python<'_>,
    variant: &str,
    bots: Vec<String>,
    games: u32,
    seed: u64,
    options_json: Option<&str>,
    shard: Option<(u64, u64)>,
    threads: usize,
    position: Option<&str>,
) -> PyResult<String> {
    if games == 0 {
        return Err(PyValueError::new_err("games must be at least 1"));
    }
    let (game, start) = start_of(variant, options_json, position)?;
    py.detach(|| match shard {
        None => run_tournament_from(
            game.variant(),
            start.as_ref(),
            &bots,
            games,
            seed,
            threads,
            None,
        )
        .map(|r| tournament_json(&r))
        .map_err(|e| e.to_string()),
        Some((k, n)) => {
            let spec = ShardSpec::new(k, n)?;
            tournament_shard(&game, start.as_ref(), &bots, games, seed, spec, threads)
                .map_err(|e| e.to_string())
        }
    })
    .map_err(PyValueError::new_err)
}

/// Merge shard files (all of one run, any order) into the run's report (`pachisi
/// merge`).
#[pyfunction]
fn merge(py: Python<'_>, shards: Vec<String>) -> PyResult<String> {
    let first = shards
        .first()
        .ok_or_else(|| PyValueError::new_err("no shard to merge"))?;
    let kind = shard_kind(first).map_err(PyValueError::new_err)?;
    py.detach(|| match kind.as_str() {
        "simulate" => merge_simulate(&shards),
        "tournament" => merge_tournament(&shards),
        k => Err(format!("unknown shard kind '{k}'")),
    })
    .map_err(PyValueError::new_err)
}

/// Play `games` uniformly random games through the state API in Rust and return the
/// number of events (throws + decisions) applied: the engine's own speed, for
/// comparison with the Python layers.
#[pyfunction]
fn random_playouts(py: Python<'_>, game: &Game, games: u64, seed: u64) -> (u64, u64) {
    let g = game.game.clone();
    py.detach(|| {
        let (mut decisions, mut events) = (0u64, 0u64);
        for i in 0..games {
            let mut rng = seeded_rng(seed, i);
            let s = pachisi_core::random_playout(&g, &mut rng);
            let c = s.counters();
            decisions += c.moves as u64;
            events += c.moves as u64 + c.throws as u64;
        }
        (decisions, events)
    })
}

/// Preset names.
#[pyfunction]
fn presets() -> Vec<&'static str> {
    pachisi_core::Preset::ALL.iter().map(|p| p.name()).collect()
}

/// The option catalogue (`pachisi variants --json`) as JSON text.
#[pyfunction]
fn variants_json() -> String {
    pachisi_core::Options::catalogue().to_string()
}

#[pymodule]
fn _pachisi(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_class::<Bot>()?;
    m.add_class::<VecEnv>()?;
    m.add_function(wrap_pyfunction!(_state_from, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(tournament, m)?)?;
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    m.add_function(wrap_pyfunction!(presets, m)?)?;
    m.add_function(wrap_pyfunction!(variants_json, m)?)?;
    m.add("NUM_DISTINCT_ACTIONS", NUM_ACTIONS)?;
    m.add("OBSERVATION_SIZE", OBS_LEN)?;
    m.add("OBSERVATION_LAYOUT", observation_layout())?;
    m.add("FEATURE_SIZE", FEATURE_SIZE)?;
    m.add("FEATURE_PIECE_ENTRIES", features::PIECE_ENTRIES.to_vec())?;
    m.add("CHANCE_PLAYER", CHANCE)?;
    m.add("TERMINAL_PLAYER", TERMINAL)?;
    Ok(())
}
