//! `pachisi._pachisi`: the Rust side of the Python package. Thin bindings over
//! `pachisi-core` (games, states, actions), `pachisi-bots` (bots, tournaments) and
//! `pachisi-sim` (simulation, reports, shards); the Python modules of `pachisi/` build
//! the OpenSpiel, PettingZoo, Gymnasium and Ray layers on top.

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pachisi_bots::tournament::shard::{merge_tournament, tournament_json, tournament_shard};
use pachisi_bots::{Bot as CoreBot, Budget, make_bot, run_tournament_from};
use pachisi_core::position::{option_overrides, variant_from_json};
use pachisi_core::{
    Action, ActionList, Game as CoreGame, GameRng, Phase, PieceAt, PositionJson,
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

/// Number of distinct decision action ids (`Action::to_id`).
const NUM_ACTIONS: usize = pachisi_core::game::NUM_ACTION_IDS as usize;
/// OpenSpiel's player ids for a chance node and a terminal state.
const CHANCE: i64 = -1;
const TERMINAL: i64 = -4;

// ----------------------------------------------------------------- observation layout

/// Seats encoded in an observation (the most at a board).
const OBS_SEATS: usize = 4;
/// Per seat: one entry per square id (0..97, rotated so that the observer's arm is the
/// South arm), then waiting, then home.
const SQUARES: usize = 97;
const PER_SEAT: usize = SQUARES + 2;
const KEPT_AT: usize = OBS_SEATS * PER_SEAT;
const KEPT_VALUES: usize = 64;
const PHASE_AT: usize = KEPT_AT + KEPT_VALUES;
const TO_ACT_AT: usize = PHASE_AT + 4;
const TEAM_AT: usize = TO_ACT_AT + OBS_SEATS;
const FINISHED_AT: usize = TEAM_AT + OBS_SEATS;
/// Length of an observation vector.
const OBS_LEN: usize = FINISHED_AT + OBS_SEATS;

fn err<E: std::fmt::Display>(e: E) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Write the observation of `observer` into `out` (length [`OBS_LEN`]); no allocation.
fn observe(game: &CoreGame, s: &CoreState, observer: u8, out: &mut [f32]) {
    out.fill(0.0);
    let seats = game.seats();
    let my_arm = game.arm_of(observer);
    for r in 0..seats {
        let seat = (observer + r) % seats;
        let base = r as usize * PER_SEAT;
        for piece in 0..4u8 {
            let idx = match game.piece_at(s, seat, piece) {
                PieceAt::Waiting => SQUARES,
                PieceAt::Home => SQUARES + 1,
                PieceAt::Step(_) | PieceAt::Fool(_) => {
                    let sq = game.square_of(seat, s.raw_pos(seat, piece));
                    if sq == 0 || sq as usize >= SQUARES {
                        sq as usize % SQUARES
                    } else {
                        let arm = (sq - 1) / 24;
                        let rel = (arm + 4 - my_arm) % 4;
                        1 + rel as usize * 24 + ((sq - 1) % 24) as usize
                    }
                }
            };
            out[base + idx] += 1.0;
        }
        if game.options().teams && game.team_of(seat) == game.team_of(observer) {
            out[TEAM_AT + r as usize] = 1.0;
        }
        if game.seat_finished(s, seat) {
            out[FINISHED_AT + r as usize] = 1.0;
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
        out[TO_ACT_AT + ((seat + seats - observer) % seats) as usize] = 1.0;
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
        serde_json::to_string(self.game.options()).unwrap_or_default()
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
    /// value; dice: the three faces).
    fn chance_outcome_to_string(&self, outcome: i64) -> PyResult<String> {
        let t = self.game.throws();
        if outcome < 0 || outcome as usize >= t.num_outcomes() {
            return Err(PyValueError::new_err(format!(
                "no chance outcome {outcome}"
            )));
        }
        let o = outcome as u8;
        Ok(if t.is_dice() {
            let d = t.dice(o);
            format!("dice {}-{}-{}", d[0], d[1], d[2])
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

    /// (outcome, probability) pairs of a chance node; empty otherwise.
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
            return (0..self.game.throws().num_outcomes() as i64).collect();
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
        let o = self.game.sample_chance(&mut rng);
        self.game.apply_chance_unchecked(&mut self.state, o);
        self.history.push(o as i64);
        Ok(o as i64)
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

/// An opponent seat's player: a bot, or `None` for the fast uniformly random one.
type Opponent = Option<Mutex<Box<dyn CoreBot>>>;
/// What `reset` returns: observations and masks.
type Obs<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray2<i8>>);
/// What `step` returns: observations, masks, rewards, dones.
type StepOut<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<i8>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
);

/// One environment of a [`VecEnv`].
struct Env {
    state: CoreState,
    rng: GameRng,
    /// Per seat: `None` for the learner's seats, else the opponent (None inside too
    /// for the fast uniformly random opponent).
    opponents: Vec<Option<Opponent>>,
    episode: u64,
    legal: ActionList,
}

/// N games stepped together in Rust, for training: the learner plays `seat` (and,
/// with teams, its partner's seat too); the other seats are played by `opponents`
/// (`"random"` or a bot specification). Throws are drawn inside. Finished games are
/// reset at once (auto-reset): the step's reward and `done` tell that an episode
/// ended, and the observation is already the next episode's first.
#[pyclass(module = "pachisi._pachisi", subclass)]
struct VecEnv {
    game: Arc<CoreGame>,
    envs: Vec<Env>,
    learner: Vec<bool>,
    seat: u8,
    seed: u64,
    opponents: String,
    obs: Py<PyArray2<f32>>,
    mask: Py<PyArray2<i8>>,
    rewards: Py<PyArray1<f32>>,
    dones: Py<PyArray1<bool>>,
    /// For `random_actions`.
    agent_rng: GameRng,
}

impl VecEnv {
    fn reset_env(game: &CoreGame, e: &mut Env, seed: u64, index: u64, learner: &[bool]) {
        e.rng = seeded_rng(seed, mix64(index) ^ e.episode);
        e.state = game.initial_state();
        e.episode += 1;
        Self::advance(game, e, learner);
    }

    /// Play throws and opponents' decisions until the learner must decide or the game
    /// is over.
    fn advance(game: &CoreGame, e: &mut Env, learner: &[bool]) {
        while !game.is_terminal(&e.state) {
            if game.is_chance(&e.state) {
                let o = game.sample_chance(&mut e.rng);
                game.apply_chance_unchecked(&mut e.state, o);
                continue;
            }
            let m = e.state.mover() as usize;
            if learner[m] {
                return;
            }
            let a = match &mut e.opponents[m] {
                Some(Some(bot)) => match bot.get_mut() {
                    Ok(b) => b.choose(game, &e.state, Budget::Auto),
                    Err(p) => p.into_inner().choose(game, &e.state, Budget::Auto),
                },
                _ => {
                    game.legal_actions_into(&e.state, &mut e.legal);
                    pachisi_sim::random_action(&e.legal, &mut e.rng)
                }
            };
            if game.play(&mut e.state, a).is_err() {
                game.legal_actions_into(&e.state, &mut e.legal);
                game.play_unchecked(&mut e.state, e.legal[0]);
            }
        }
    }

    fn write_outputs(
        &self,
        py: Python<'_>,
        rewards: Option<&[f32]>,
        dones: Option<&[bool]>,
    ) -> PyResult<()> {
        let obs = self.obs.bind(py);
        let mask = self.mask.bind(py);
        let mut obs_rw = obs.readwrite();
        let mut mask_rw = mask.readwrite();
        let o = obs_rw.as_slice_mut().map_err(err)?;
        let m = mask_rw.as_slice_mut().map_err(err)?;
        let game = &*self.game;
        let seat = self.seat;
        let learner = &self.learner;
        o.par_chunks_mut(OBS_LEN)
            .zip(m.par_chunks_mut(NUM_ACTIONS))
            .zip(self.envs.par_iter())
            .with_min_len(32)
            .for_each(|((o, m), e)| {
                let observer = if game.is_terminal(&e.state) || game.is_chance(&e.state) {
                    seat
                } else {
                    let mv = e.state.mover();
                    if learner[mv as usize] { mv } else { seat }
                };
                observe(game, &e.state, observer, o);
                let mut legal = ActionList::new();
                mask_into(game, &e.state, &mut legal, m);
            });
        if let Some(r) = rewards {
            let rb = self.rewards.bind(py);
            let mut rw = rb.readwrite();
            rw.as_slice_mut().map_err(err)?.copy_from_slice(r);
        }
        if let Some(d) = dones {
            let db = self.dones.bind(py);
            let mut rw = db.readwrite();
            rw.as_slice_mut().map_err(err)?.copy_from_slice(d);
        }
        Ok(())
    }
}

#[pymethods]
impl VecEnv {
    #[new]
    #[pyo3(signature = (variant = "pachisi", num_envs = 8, options_json = None, opponents = "random", seat = 0, seed = 0))]
    fn new(
        py: Python<'_>,
        variant: &str,
        num_envs: usize,
        options_json: Option<&str>,
        opponents: &str,
        seat: u8,
        seed: u64,
    ) -> PyResult<Self> {
        if num_envs == 0 || num_envs > 1 << 20 {
            return Err(PyValueError::new_err(
                "num_envs must be between 1 and 1048576",
            ));
        }
        let game = Arc::new(build_game(variant, options_json)?);
        if seat >= game.seats() {
            return Err(PyValueError::new_err(format!(
                "seat {seat} does not exist: the game has {} seats",
                game.seats()
            )));
        }
        let random = opponents.trim() == "random";
        if !random {
            make_bot(opponents, 0).map_err(err)?;
        }
        let teams = game.options().teams;
        let learner: Vec<bool> = (0..game.seats())
            .map(|s| s == seat || (teams && game.team_of(s) == game.team_of(seat)))
            .collect();
        let envs = (0..num_envs as u64)
            .map(|i| Env {
                state: game.initial_state(),
                rng: seeded_rng(seed, i),
                opponents: (0..game.seats())
                    .map(|s| {
                        (!learner[s as usize]).then(|| {
                            (!random).then(|| {
                                Mutex::new(
                                    make_bot(opponents, mix64(seed ^ mix64(i * 8 + s as u64)))
                                        .expect("checked above"),
                                )
                            })
                        })
                    })
                    .collect(),
                episode: 0,
                legal: ActionList::new(),
            })
            .collect();
        Ok(VecEnv {
            obs: PyArray2::zeros(py, [num_envs, OBS_LEN], false).unbind(),
            mask: PyArray2::zeros(py, [num_envs, NUM_ACTIONS], false).unbind(),
            rewards: PyArray1::zeros(py, num_envs, false).unbind(),
            dones: PyArray1::zeros(py, num_envs, false).unbind(),
            game,
            envs,
            learner,
            seat,
            seed,
            opponents: opponents.to_string(),
            agent_rng: seeded_rng(seed ^ 0xA6E7, 0),
        })
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    #[getter]
    fn seat(&self) -> u8 {
        self.seat
    }

    #[getter]
    fn opponents(&self) -> String {
        self.opponents.clone()
    }

    /// The seats the learner plays.
    #[getter]
    fn learner_seats(&self) -> Vec<u32> {
        (0..self.game.seats() as u32)
            .filter(|&s| self.learner[s as usize])
            .collect()
    }

    /// Reset every game (episode numbers continue, so each episode gets new throws
    /// unless `seed` is given). Returns `(observations, masks)`: the env's own arrays,
    /// overwritten by the next call.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Obs<'py>> {
        if let Some(s) = seed {
            self.seed = s;
            self.agent_rng = seeded_rng(s ^ 0xA6E7, 0);
            for e in &mut self.envs {
                e.episode = 0;
            }
        }
        let (game, seed, learner) = (self.game.clone(), self.seed, self.learner.clone());
        let envs = &mut self.envs;
        py.detach(|| {
            envs.par_iter_mut()
                .enumerate()
                .with_min_len(16)
                .for_each(|(i, e)| Self::reset_env(&game, e, seed, i as u64, &learner));
        });
        self.write_outputs(
            py,
            Some(&vec![0.0; self.envs.len()]),
            Some(&vec![false; self.envs.len()]),
        )?;
        Ok((self.obs.bind(py).clone(), self.mask.bind(py).clone()))
    }

    /// Apply one action per game (int64 array of action ids, each legal for its
    /// game), play on to the learner's next decision and return `(observations,
    /// masks, rewards, dones)` (the env's own arrays). A finished game's reward is
    /// the learner's return; it is reset at once.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepOut<'py>> {
        let acts = actions.as_slice().map_err(err)?;
        if acts.len() != self.envs.len() {
            return Err(PyValueError::new_err(format!(
                "step needs {} actions, got {}",
                self.envs.len(),
                acts.len()
            )));
        }
        let game = self.game.clone();
        let mut parsed = Vec::with_capacity(acts.len());
        for (i, (&a, e)) in acts.iter().zip(&self.envs).enumerate() {
            let act = u16::try_from(a).ok().and_then(Action::from_id);
            match act {
                Some(act) if game.is_legal(&e.state, act) => parsed.push(act),
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
        let n = self.envs.len();
        let mut rewards = vec![0f32; n];
        let mut dones = vec![false; n];
        let (seed, learner, seat) = (self.seed, self.learner.clone(), self.seat);
        let envs = &mut self.envs;
        py.detach(|| {
            envs.par_iter_mut()
                .zip(parsed.par_iter())
                .zip(rewards.par_iter_mut().zip(dones.par_iter_mut()))
                .enumerate()
                .with_min_len(16)
                .for_each(|(i, ((e, &a), (r, d)))| {
                    game.play_unchecked(&mut e.state, a);
                    Self::advance(&game, e, &learner);
                    if game.is_terminal(&e.state) {
                        *r = returns_of(&game, &e.state)[seat as usize] as f32;
                        *d = true;
                        Self::reset_env(&game, e, seed, i as u64, &learner);
                    }
                });
        });
        self.write_outputs(py, Some(&rewards), Some(&dones))?;
        Ok((
            self.obs.bind(py).clone(),
            self.mask.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.dones.bind(py).clone(),
        ))
    }

    /// A uniformly random legal action per game (int64 array), for baselines and
    /// benchmarks.
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

    /// A copy of game `index`'s current state.
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
    m.add("CHANCE_PLAYER", CHANCE)?;
    m.add("TERMINAL_PLAYER", TERMINAL)?;
    Ok(())
}
