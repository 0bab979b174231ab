//! Exact endgames: the win probability of race positions with few pieces left, by
//! dynamic programming over the game's own rules (docs/endgames.md).
//!
//! **Race positions.** In every track this module accepts (the Pachisi, Chopat and
//! Ludo tracks of 2 players, not the filled Mensch goal), a seat's home column — the
//! squares past `turn_in` before the finish — is walked by that seat's pieces alone:
//! no other seat's path crosses it, and a piece in it only moves on towards the
//! finish. So once every piece of every seat that is not home stands in its own home
//! column, no piece can meet an opposing piece again: no capture, no block, no
//! safe-square rule; only the throws, the exact-finish rules, passes and extra turns
//! remain. Those are the race positions of a table: each seat has at most `pieces`
//! pieces in its home column, the rest home (no piece waiting, none on the loop, no
//! fool piece).
//!
//! **Key.** A race position at the start of a turn (phase `Throw`, nothing kept, no
//! streak) is given by the pieces of each seat as a multiset of home-column squares
//! (pieces of a seat are interchangeable) and the seat whose turn it is; the game's
//! counters, the turn number and the captures made are not part of it. The seats are
//! rotated so that the seat to move comes first (every seat plays the same rules on
//! its own rotation of the track), and the table stores the chance that the team of
//! the seat to move wins.
//!
//! **Method.** The value of a key is the expectation over the throws and the max (or
//! min, for the other team's decisions) over the legal actions of the rest of the
//! turn, played by the engine from a canonical state of the key
//! ([`Game::from_position`]), until the next turn starts (then the table is read) or
//! the game ends. A move never takes a piece back (no captures in a race), so the
//! total distance left never grows; keys are solved by levels of that distance,
//! lowest first. Within a level the equations can have cycles (a seat that cannot
//! move passes, and both may pass in turn); a level's keys are iterated (Jacobi)
//! until no value changes by more than [`TOLERANCE`], and a last sweep over the whole
//! table measures the largest residual, written in the file's header. A successor
//! outside the race positions (a rule that would break the argument above) stops the
//! computation with an error rather than giving a wrong table.
//!
//! **File.** See [`Table::to_bytes`]: a text header line, a JSON line, then one
//! little-endian `u32` per key (the probability times `u32::MAX`, rounded).

use crate::eval::terminal_values;
use pachisi_core::position::{PieceJson, option_overrides, variant_from_json};
use pachisi_core::{ActionList, Game, PIECES, Phase, State, Variant};
use rayon::prelude::*;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// First line of a table file.
pub const MAGIC: &str = "pachisi-endgames";
/// Current format version.
pub const VERSION: u32 = 1;
/// Largest change of any value in the last sweep of a level before it is accepted.
pub const TOLERANCE: f64 = 1e-12;
/// A throw within a turn whose sequence of throws so far has a probability below
/// this is not searched: it counts as a win chance of 1/2. Pachisi's go-on throws
/// (6, 10, 25, each followed by another throw, up to 24 in a row) would otherwise
/// make a turn's tree grow as 3^k (with the cut, chains of about 7 go-on throws are
/// searched); the probability left out per turn is at most a
/// few times this (the solver reports the largest, [`SolveStats::cut`]), and a value
/// errs by at most half of it.
pub const CUT: f64 = 1e-7;
/// Most sweeps of one level (a level that has not converged by then is reported by
/// the residual in the header).
const MAX_SWEEPS: u32 = 100_000;

/// Why a table cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndgameError(pub String);

impl std::fmt::Display for EndgameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EndgameError {}

fn err<T>(msg: impl Into<String>) -> Result<T, EndgameError> {
    Err(EndgameError(msg.into()))
}

/// The race positions of a game with at most `limit` pieces per seat left, and their
/// dense index.
#[derive(Clone, Debug)]
pub struct RaceSpace {
    seats: u8,
    /// Internal position of the first home-column square.
    first: u8,
    /// Internal position of the finish.
    finish: u8,
    /// Home-column squares.
    squares: u8,
    limit: u8,
    /// Multisets per seat (`m`).
    per_seat: u32,
    /// Packed counts (`Σ c_j (limit + 1)^j`) to rank; `u32::MAX` for more than
    /// `limit` pieces.
    rank: Vec<u32>,
    /// Rank to the seat's four internal positions (home-column squares ascending,
    /// then `finish` for pieces home).
    unrank: Vec<[u8; PIECES]>,
    size: usize,
}

impl RaceSpace {
    /// The race space of `game` (2 players) with at most `limit` pieces per seat in
    /// the home column.
    pub fn new(game: &Game, limit: u8) -> Result<RaceSpace, EndgameError> {
        let o = game.options();
        if o.players != 2 {
            return err(format!(
                "exact endgames are computed for 2 players (this variant has {}; use --set players=2)",
                o.players
            ));
        }
        let t = game.track();
        if t.fill_goal {
            return err("exact endgames need a track with a finish square (not the Mensch goal)");
        }
        // C-FOOL (Chopat): only a finished seat brings a fool out, and with 2
        // players the first seat home ends the game; a fool piece is never a race
        // piece (`seat_rank`).
        if limit == 0 || limit as usize > PIECES {
            return err(format!("--pieces must be 1 to {PIECES}, not {limit}"));
        }
        let first = t.turn_in + 1;
        let squares = t.finish - first;
        let base = limit as usize + 1;
        let codes = base.pow(squares as u32);
        let mut rank = vec![u32::MAX; codes];
        let mut unrank = Vec::new();
        for (code, r) in rank.iter_mut().enumerate() {
            let (mut c, mut n) = (code, 0);
            let mut pos = [t.finish; PIECES];
            for j in 0..squares {
                for _ in 0..c % base {
                    if n < PIECES {
                        pos[n] = first + j;
                    }
                    n += 1;
                }
                c /= base;
            }
            if n <= limit as usize {
                *r = unrank.len() as u32;
                unrank.push(pos);
            }
        }
        let per_seat = unrank.len() as u32;
        let size = (per_seat as usize)
            .checked_pow(game.seats() as u32)
            .filter(|&n| n <= 1 << 28)
            .ok_or_else(|| {
                EndgameError(format!(
                    "{} keys per seat over {} seats is too large a table; use fewer --pieces",
                    per_seat,
                    game.seats()
                ))
            })?;
        Ok(RaceSpace {
            seats: game.seats(),
            first,
            finish: t.finish,
            squares,
            limit,
            per_seat,
            rank,
            unrank,
            size,
        })
    }

    /// Number of keys.
    pub fn len(&self) -> usize {
        self.size
    }

    /// Whether the space has no keys (never: at least the all-home key).
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    /// The most pieces per seat left.
    pub fn limit(&self) -> u8 {
        self.limit
    }

    /// The rank of one seat's pieces, if they are a race seat within the limit.
    #[inline]
    fn seat_rank(&self, s: &State, seat: u8) -> Option<u32> {
        let base = self.limit as u32 + 1;
        let mut code = 0u32;
        let mut n = 0;
        for piece in 0..PIECES as u8 {
            let p = s.raw_pos(seat, piece);
            if p == self.finish {
                continue;
            }
            if p < self.first || p > self.finish {
                return None; // waiting, on the loop, or a fool piece (high bit)
            }
            n += 1;
            if n > self.limit {
                return None;
            }
            code += base.pow((p - self.first) as u32);
        }
        Some(self.rank[code as usize])
    }

    /// The key of a state: its index and the seat to move, when the state is a race
    /// position of this space at the start of a turn (phase `Throw`, nothing kept).
    /// No allocation.
    #[inline]
    pub fn key(&self, s: &State) -> Option<usize> {
        if s.phase() != Phase::Throw || !s.kept().is_empty() {
            return None;
        }
        self.position_key(s, s.turn())
    }

    /// The index of the pieces of `s` with `turn` to move (phase not checked).
    fn position_key(&self, s: &State, turn: u8) -> Option<usize> {
        let mut idx = 0usize;
        let mut mul = 1usize;
        for k in 0..self.seats {
            let r = self.seat_rank(s, (turn + k) % self.seats)?;
            idx += r as usize * mul;
            mul *= self.per_seat as usize;
        }
        Some(idx)
    }

    /// The pieces (internal positions) of each seat of key `idx`, the seat to move
    /// first.
    pub fn pieces(&self, idx: usize) -> [[u8; PIECES]; 4] {
        let mut out = [[self.finish; PIECES]; 4];
        let mut rest = idx;
        for o in out.iter_mut().take(self.seats as usize) {
            *o = self.unrank[rest % self.per_seat as usize];
            rest /= self.per_seat as usize;
        }
        out
    }

    /// Steps left to the finish over all seats of key `idx` (its level).
    pub fn level(&self, idx: usize) -> u32 {
        let p = self.pieces(idx);
        p[..self.seats as usize]
            .iter()
            .flatten()
            .map(|&x| (self.finish - x) as u32)
            .sum()
    }

    /// The canonical state of key `idx` with seat `turn` to move (seat `k` after it
    /// holds the pieces of the key's `k`-th seat): phase `Throw`, turn number 1,
    /// every seat entered and credited one capture (a piece in the home column has
    /// met P-MUST-CAPTURE / C-TOHD). `None` when a team is already home (no game).
    pub fn state(&self, game: &Game, idx: usize, turn: u8) -> Result<Option<State>, EndgameError> {
        let pieces = self.pieces(idx);
        let home = |k: usize| pieces[k].iter().all(|&p| p == self.finish);
        let seats = self.seats as usize;
        let team_home = |team: u8| {
            (0..seats)
                .filter(|&k| game.team_of(((turn as usize + k) % seats) as u8) == team)
                .all(home)
        };
        if (0..seats as u8).any(|x| team_home(game.team_of(x))) {
            return Ok(None);
        }
        let mut pj = game.to_position(&game.initial_state());
        pj.phase = Phase::Throw;
        pj.turn = turn;
        pj.turn_number = 1;
        pj.order = None;
        pj.kept.clear();
        pj.ranking.clear();
        for (k, seat_pieces) in pieces.iter().enumerate().take(seats) {
            let seat = (turn as usize + k) % seats;
            let sj = &mut pj.seats[seat];
            sj.captures = 1;
            sj.entered = Some(true);
            sj.pieces = seat_pieces
                .iter()
                .map(|&p| {
                    if p == self.finish {
                        PieceJson::Word("home".into())
                    } else {
                        PieceJson::Step(game.track().step(p))
                    }
                })
                .collect();
            if home(k) {
                pj.ranking.push(seat as u8);
            }
        }
        pj.mover = (game.options().partner_moves && home(0)).then_some((turn + 2) % self.seats);
        match game.from_position(&pj) {
            Ok(s) => Ok(Some(s)),
            // A finished seat whose turns are skipped never throws: no such state.
            Err(_) if home(0) => Ok(None),
            Err(e) => err(format!("key {idx}: {e}")),
        }
    }
}

/// A solved table: the chance that the team of the seat to move wins, per key.
pub struct Table {
    variant: Variant,
    space: RaceSpace,
    values: Vec<u32>,
    residual: f64,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("variant", &self.variant.preset.name())
            .field("limit", &self.space.limit)
            .field("keys", &self.values.len())
            .field("residual", &self.residual)
            .finish()
    }
}

/// A solver's statistics.
#[derive(Clone, Debug, Default)]
pub struct SolveStats {
    /// Keys (positions with the seat to move).
    pub keys: usize,
    /// Keys evaluated more than once (their level has cycles).
    pub cyclic: usize,
    /// Evaluations of one key (a search of one turn).
    pub evaluations: u64,
    /// Largest change a final sweep over every key still made.
    pub residual: f64,
    /// Largest probability of the throw sequences of one turn left unsearched
    /// ([`CUT`]), over the keys.
    pub cut: f64,
}

/// The value for `team` of the rest of the turn of `s` (a turn that started at turn
/// number `start`): the expectation over the throws, the max over the actions of
/// `team`'s decisions and the min over the others', and at the next turn's start
/// `next` — the chance that the team of the seat to move wins — or the end of the
/// game. A sequence of throws of probability below [`CUT`] (`mass`: the probability
/// of the throws so far) counts ½ and adds its probability to `cut`.
fn rest_of_turn(
    g: &Game,
    s: &State,
    start: u32,
    team: u8,
    mass: f64,
    cut: &mut f64,
    next: &mut dyn FnMut(&State) -> Result<f64, EndgameError>,
) -> Result<f64, EndgameError> {
    if g.is_terminal(s) {
        let seat = (0..g.seats()).find(|&x| g.team_of(x) == team).unwrap_or(0);
        return Ok(terminal_values(g, s)[seat as usize]);
    }
    if s.phase() == Phase::Throw && s.turn_number() != start {
        let v = next(s)?;
        return Ok(if g.team_of(s.turn()) == team {
            v
        } else {
            1.0 - v
        });
    }
    if g.is_chance(s) {
        if mass < CUT {
            *cut += mass;
            return Ok(0.5);
        }
        let mut sum = 0.0;
        for &(o, p) in g.chance_outcomes(s).as_slice() {
            if p > 0.0 {
                let mut n = *s;
                g.apply_chance_unchecked(&mut n, o);
                sum += p * rest_of_turn(g, &n, start, team, mass * p, cut, next)?;
            }
        }
        return Ok(sum);
    }
    let mut legal = ActionList::new();
    g.legal_actions_into(s, &mut legal);
    if legal.is_empty() {
        return err("a decision with no legal action");
    }
    let ours = g.team_of(s.mover()) == team;
    let mut best = if ours {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for &a in legal.iter() {
        let mut n = *s;
        g.play_unchecked(&mut n, a);
        let v = rest_of_turn(g, &n, start, team, mass, cut, next)?;
        best = if ours { best.max(v) } else { best.min(v) };
    }
    Ok(best)
}

/// The solver's search of one key's turn: [`rest_of_turn`] reading the values
/// `vals` being solved; `touched` is set when a key of level `level` or higher was
/// read. A successor that is not a race position of the space is an error.
fn solve_turn(
    game: &Game,
    space: &RaceSpace,
    s: &State,
    vals: &[f64],
    level: u32,
) -> Result<(f64, bool, f64), EndgameError> {
    let (mut touched, mut cut) = (false, 0.0);
    let root_team = game.team_of(s.turn());
    let v = rest_of_turn(
        game,
        s,
        s.turn_number(),
        root_team,
        1.0,
        &mut cut,
        &mut |n: &State| {
            let Some(idx) = space.key(n) else {
                return err(format!(
                    "this game cannot be solved as a race: its rules take a piece out of \
                     the race positions (every piece in its own home column) — from {} a \
                     move leads to {}; exact tables are made only for games whose pieces in \
                     their home column can only go on home",
                    game.position_json(s),
                    game.position_json(n)
                ));
            };
            if space.level(idx) >= level {
                touched = true;
            }
            Ok(vals[idx])
        },
    )?;
    Ok((v, touched, cut))
}

/// Probability to the stored `u32`.
fn quantise(p: f64) -> u32 {
    (p.clamp(0.0, 1.0) * u32::MAX as f64).round() as u32
}

impl Table {
    /// Solve the race positions of `game` with at most `limit` pieces per seat left.
    /// `progress` is called after each level with (keys done, keys).
    pub fn solve(
        game: &Game,
        limit: u8,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<(Table, SolveStats), EndgameError> {
        let space = RaceSpace::new(game, limit)?;
        let n = space.len();
        // Canonical states (seat 0 to move); None for a finished team (no game).
        let states: Vec<Option<State>> = (0..n)
            .into_par_iter()
            .map(|i| space.state(game, i, 0))
            .collect::<Result<_, _>>()?;
        let root_team = game.team_of(0);
        let mut vals = vec![0.5f64; n];
        let mut levels: Vec<(u32, usize)> = Vec::with_capacity(n);
        for (i, s) in states.iter().enumerate() {
            match s {
                Some(_) => levels.push((space.level(i), i)),
                None => {
                    // The team of the seat to move is home (1), or the other team is
                    // (0), or the seat to move is home and never throws (no value:
                    // NaN, which would show in the residual if it were ever read).
                    let p = space.pieces(i);
                    let done = |k: usize| p[k].iter().all(|&x| x == space.finish);
                    let team_done = |ours: bool| {
                        (0..space.seats as usize)
                            .filter(|&k| (game.team_of(k as u8) == root_team) == ours)
                            .all(done)
                    };
                    vals[i] = if team_done(true) {
                        1.0
                    } else if team_done(false) {
                        0.0
                    } else {
                        f64::NAN
                    };
                }
            }
        }
        levels.sort_unstable();
        let mut stats = SolveStats {
            keys: n,
            ..SolveStats::default()
        };
        let mut done = n - levels.len();
        let mut at = 0;
        while at < levels.len() {
            let level = levels[at].0;
            let end = at + levels[at..].partition_point(|&(l, _)| l == level);
            let mut todo: Vec<usize> = levels[at..end].iter().map(|&(_, i)| i).collect();
            let mut sweeps = 0;
            while !todo.is_empty() && sweeps < MAX_SWEEPS {
                sweeps += 1;
                let snapshot = &vals;
                let new: Vec<(usize, f64, bool, f64)> = todo
                    .par_iter()
                    .map(|&i| {
                        let s = states[i].as_ref().expect("a game");
                        let (v, touched, cut) = solve_turn(game, &space, s, snapshot, level)?;
                        Ok((i, v, touched, cut))
                    })
                    .collect::<Result<_, EndgameError>>()?;
                stats.evaluations += new.len() as u64;
                if sweeps == 2 {
                    stats.cyclic += new.len();
                }
                let mut change = 0.0f64;
                for &(i, v, _, c) in &new {
                    change = change.max((v - vals[i]).abs());
                    vals[i] = v;
                    stats.cut = stats.cut.max(c);
                }
                // Keys that read no key of their own level are exact after one
                // evaluation; the others are iterated until the level settles.
                todo = new
                    .iter()
                    .filter(|&&(_, _, touched, _)| touched)
                    .map(|&(i, _, _, _)| i)
                    .collect();
                if sweeps > 1 && change <= TOLERANCE {
                    break;
                }
            }
            done += end - at;
            at = end;
            progress(done, n);
        }
        // The residual: one more evaluation of every key against the final values.
        let residual = levels
            .par_iter()
            .map(|&(level, i)| {
                let s = states[i].as_ref().expect("a game");
                let (v, _, _) = solve_turn(game, &space, s, &vals, level)?;
                Ok((v - vals[i]).abs())
            })
            .collect::<Result<Vec<f64>, EndgameError>>()?
            .into_iter()
            .fold(0.0, f64::max);
        stats.evaluations += levels.len() as u64;
        stats.residual = residual;
        if !residual.is_finite() || levels.iter().any(|&(_, i)| !vals[i].is_finite()) {
            return err("a position read a key that has no game (a finished seat to throw)");
        }
        let table = Table {
            variant: game.variant().clone(),
            space,
            values: vals.iter().map(|&v| quantise(v)).collect(),
            residual,
        };
        Ok((table, stats))
    }

    /// The race space of the table.
    pub fn space(&self) -> &RaceSpace {
        &self.space
    }

    /// The variant the table was solved for.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The residual of the last sweep of the solver (see the module documentation).
    pub fn residual(&self) -> f64 {
        self.residual
    }

    /// Whether the table was made for `game`'s variant.
    pub fn matches(&self, game: &Game) -> bool {
        *game.variant() == self.variant
    }

    /// The stored value of key `idx` (the chance that the team of the seat to move
    /// wins).
    pub fn value_of_key(&self, idx: usize) -> f64 {
        self.values[idx] as f64 / u32::MAX as f64
    }

    /// The exact chance that the team of the seat to move wins, when `s` is a race
    /// position of the table at the start of a turn; `None` otherwise. No allocation.
    /// The game must be the table's ([`Table::matches`]).
    #[inline]
    pub fn lookup(&self, s: &State) -> Option<f64> {
        self.space.key(s).map(|i| self.value_of_key(i))
    }

    /// The exact chance that `team` wins from `s` (of a turn that started at turn
    /// number `start`): the rest of the turn searched, this table at the next turn.
    fn search(&self, game: &Game, s: &State, start: u32, team: u8) -> Option<f64> {
        let mut cut = 0.0;
        rest_of_turn(game, s, start, team, 1.0, &mut cut, &mut |n: &State| {
            self.lookup(n)
                .ok_or_else(|| EndgameError("not in the table".into()))
        })
        .ok()
    }

    /// The exact chance that `seat`'s team wins from `s`: at the start of a turn, the
    /// table; in a move phase or a throw within a turn, the rest of the turn searched
    /// exactly (every throw, every decision) down to the next turn's start. `None`
    /// when the position is not a race position of the table. No allocation.
    pub fn win_chance(&self, game: &Game, s: &State, seat: u8) -> Option<f64> {
        if game.is_terminal(s) {
            return Some(terminal_values(game, s)[seat as usize]);
        }
        // Every seat's pieces must be race pieces within the limit.
        self.space.position_key(s, 0)?;
        self.search(game, s, s.turn_number(), game.team_of(seat))
    }

    /// Whether every piece of `s` not home is a race piece within the table's limit
    /// (any phase). No allocation.
    pub fn is_race(&self, s: &State) -> bool {
        self.space.position_key(s, 0).is_some()
    }

    /// The legal actions of a decision `s` with their exact win chance for the mover's
    /// team, best first; `None` when `s` is not a race position of the table.
    pub fn action_values(
        &self,
        game: &Game,
        s: &State,
    ) -> Option<Vec<(pachisi_core::Action, f64)>> {
        if game.is_terminal(s) || game.is_chance(s) {
            return None;
        }
        self.space.position_key(s, 0)?;
        let team = game.team_of(s.mover());
        let mut out = Vec::new();
        for &a in game.legal_actions(s).iter() {
            let mut n = *s;
            game.play_unchecked(&mut n, a);
            out.push((a, self.search(game, &n, s.turn_number(), team)?));
        }
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        Some(out)
    }

    /// The legal action of a decision `s` with the best exact win chance for the
    /// mover's team (the first of equals, in the order of `legal_actions`); `None`
    /// when `s` is not a race position of the table.
    pub fn best_action(&self, game: &Game, s: &State) -> Option<pachisi_core::Action> {
        if game.is_terminal(s) || game.is_chance(s) {
            return None;
        }
        self.space.position_key(s, 0)?;
        let team = game.team_of(s.mover());
        let mut best: Option<(pachisi_core::Action, f64)> = None;
        for &a in game.legal_actions(s).iter() {
            let mut n = *s;
            game.play_unchecked(&mut n, a);
            let v = self.search(game, &n, s.turn_number(), team)?;
            if best.is_none_or(|(_, b)| v > b + 1e-12) {
                best = Some((a, v));
            }
        }
        best.map(|(a, _)| a)
    }

    /// The file form: the line `pachisi-endgames 1`, a JSON line (`variant`,
    /// `options` — the options that differ from the preset —, `options_hash` — FNV-1a
    /// 64 of the JSON of all the options —, `seats`, `pieces`, `squares`, `keys`,
    /// `residual`, `encoding`), then `keys` little-endian `u32` values (the chance
    /// that the team of the seat to move wins, times `u32::MAX`, rounded), in key
    /// order (docs/endgames.md).
    pub fn to_bytes(&self) -> Vec<u8> {
        let header = serde_json::json!({
            "variant": self.variant.preset.name(),
            "options": option_overrides(&self.variant),
            "options_hash": format!("{:016x}", options_hash(&self.variant)),
            "seats": self.space.seats,
            "pieces": self.space.limit,
            "squares": self.space.squares,
            "keys": self.values.len(),
            "residual": self.residual,
            "encoding": "u32le",
        });
        let mut out = format!("{MAGIC} {VERSION}\n{header}\n").into_bytes();
        out.reserve(self.values.len() * 4);
        for v in &self.values {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out
    }

    /// Read a table file (see [`Table::to_bytes`]), checking its header against the
    /// data.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, EndgameError> {
        let line = |from: usize| -> Result<(&str, usize), EndgameError> {
            let end = bytes[from..]
                .iter()
                .position(|&b| b == b'\n')
                .ok_or_else(|| EndgameError("not an endgame table (no header line)".into()))?;
            let text = std::str::from_utf8(&bytes[from..from + end])
                .map_err(|_| EndgameError("not an endgame table (header is not text)".into()))?;
            Ok((text, from + end + 1))
        };
        let (first, at) = line(0)?;
        if first != format!("{MAGIC} {VERSION}") {
            return err(format!(
                "not an endgame table of version {VERSION} (first line '{}')",
                first.chars().take(40).collect::<String>()
            ));
        }
        let (json, at) = line(at)?;
        let h: serde_json::Value = serde_json::from_str(json)
            .map_err(|e| EndgameError(format!("bad endgame table header: {e}")))?;
        let name = h["variant"].as_str().unwrap_or_default();
        let options = h["options"].as_object().cloned().unwrap_or_default();
        let variant = variant_from_json(name, &options)
            .map_err(|e| EndgameError(format!("endgame table header: {e}")))?;
        if h["options_hash"].as_str() != Some(&format!("{:016x}", options_hash(&variant))) {
            return err("endgame table header: the options hash does not match its options");
        }
        let game = Game::new(variant.clone())
            .map_err(|e| EndgameError(format!("endgame table header: {e}")))?;
        let limit = h["pieces"].as_u64().unwrap_or(0).min(255) as u8;
        let space = RaceSpace::new(&game, limit)?;
        if h["keys"].as_u64() != Some(space.len() as u64) {
            return err("endgame table header: the key count does not match the variant");
        }
        let data = &bytes[at..];
        if data.len() != space.len() * 4 {
            return err(format!(
                "endgame table: {} bytes of values, expected {}",
                data.len(),
                space.len() * 4
            ));
        }
        let values = data
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Ok(Table {
            variant,
            space,
            values,
            residual: h["residual"].as_f64().unwrap_or(f64::NAN),
        })
    }
}

/// FNV-1a 64 of the JSON of a variant's options (stable: field order is the
/// declaration order).
pub fn options_hash(v: &Variant) -> u64 {
    let text = serde_json::to_string(&v.options).unwrap_or_default();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in v.preset.name().bytes().chain([0]).chain(text.bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Whether the bots and the analysis use the bundled tables (on by default). The
/// error-per-decision measurement switches it off to measure the bots' own play.
static ENABLED: AtomicBool = AtomicBool::new(true);

/// Switch the use of the bundled tables on or off for this process.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

/// Whether the bundled tables are in use.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// The tables shipped with the program (crates/pachisi-bots/endgames/, made by
/// `pachisi endgames`; docs/endgames.md): 2-player Pachisi (one piece per seat),
/// Chopat (three) and Ludo (four).
pub const BUNDLED: &[&[u8]] = &[
    include_bytes!("../endgames/pachisi-2p.bin"),
    include_bytes!("../endgames/chopat-2p.bin"),
    include_bytes!("../endgames/ludo-2p.bin"),
];

fn bundled_tables() -> &'static [Table] {
    static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
    TABLES.get_or_init(|| {
        BUNDLED
            .iter()
            .map(|b| Table::from_bytes(b).expect("bundled endgame tables are valid"))
            .collect()
    })
}

/// The bundled table for `game`'s variant, if there is one and tables are enabled.
pub fn table_for(game: &Game) -> Option<&'static Table> {
    if !enabled() {
        return None;
    }
    bundled_for(game)
}

/// The bundled table for `game`'s variant, if there is one, whether or not tables
/// are enabled (callers that keep it check [`enabled`] at each use).
pub fn bundled_for(game: &Game) -> Option<&'static Table> {
    if game.options().players != 2 {
        return None;
    }
    bundled_tables().iter().find(|t| t.matches(game))
}
