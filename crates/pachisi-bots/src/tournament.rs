//! Duplicate-dice tournaments between bots, and a decision-speed benchmark.
//!
//! ## Schedule
//! The players of a game are *sides*: the two teams of a team variant (a bot controls
//! both seats of its team; 2-player Pachisi and Chaupar are team games), otherwise
//! the seats. Every *deal* `d` is one throw sequence, drawn from
//! `seeded_rng(seed, d)` — the i-th throw of every game of a deal is the same,
//! whoever is at the board — and is played once per rotation of the line-up over the
//! sides, so each bot plays each side with the same dice. With more bots than sides,
//! the deals cycle through every line-up (combination of bots), round robin; with
//! fewer, bots fill the sides cyclically. The number of games asked for is rounded
//! up to whole deals (and whole round-robin cycles).
//!
//! Each bot instance is seeded from (seed, deal, seat), independently of the throws
//! and of the rotation. Games run in parallel with rayon and are gathered in index
//! order; every statistic is a function of that list, so with iteration budgets the
//! report does not depend on the number of threads.
//!
//! ## Identical rotations are played once
//! When bots fill more sides than there are bots, some rotations put the same bots on
//! the same seats: `A,B,A,B` over four seats rotated by 0 and by 2 sides (or any
//! rotation of `A,A` in a team game of one bot). Such rotations would be the same
//! game — the same dice, the same bot seeds, the same bot on every seat — so they
//! are played once and the game counts once for each rotation it stands for (its
//! *weight*, [`ScheduledGame::weight`]). Bots are compared by their specification as
//! written, so two bots given with the same specification are the same bot here
//! (a bot with a given specification and seed decides deterministically); their
//! statistics still go to each bot index as the rotations assign them. Every figure
//! of the report is therefore exactly what playing every rotation gives (the
//! schedule before this change; a test checks it), with less compute: half the games
//! for two bots over four seats, a quarter for one bot. The rotations of a line-up
//! that are the same game form classes of equal size (cosets of the rotations that
//! leave the line-up unchanged), so within a deal every game has the same weight.
//! Line-ups of distinct bots (`sides` or more bots, and with two sides any two bots)
//! have no identical rotations; their schedule is unchanged. Seeds that differ per
//! rotation were the other way out; it would have spent the compute and changed
//! every existing result.
//!
//! Games are numbered deal by deal, and within a deal by their first rotation, so
//! the shards of [`shard`] (contiguous ranges of game numbers) play exactly the games
//! of the full run with the same results, and `pachisi merge` weights them the same.
//!
//! ## Intervals are over deals
//! The games of a deal share their throws (and, for the rotations merged above, are
//! one game), so they are not independent; deals are (their throws and bot seeds are
//! drawn independently). Every interval of the report — a bot's win rate, a
//! head-to-head rate — is therefore computed over deals ([`deal_interval`]): each
//! deal gives a score and a count (sides won and sides played; comparisons won and
//! made), the figure is `Σ score / Σ count` (the same number as before), and its
//! variance is that of a ratio over independent deals; the 95 % interval is the
//! Wilson interval for the effective number of independent trials that variance
//! stands for. The report says so: `"interval_unit": "deal"`, with the number of
//! deals behind each interval (`deals` of each bot and head-to-head pair). With two
//! sides and two bots the two games of a deal swap the seats over the same dice;
//! they are not independent either, and the interval over deals is usually narrower
//! than a Wilson interval over games (the swap cancels much of the dice's luck). With
//! two bots over four sides, Wilson intervals over sides and comparisons counted each
//! game twice and the four comparisons of a game as four results: in a 40-deal test
//! (`random` vs `heuristic` in `ludo`) the interval over deals is 1.7× as wide for
//! the head-to-head rate and 1.4× for `random`'s win rate — but 0.93× for
//! `heuristic`'s, whose two sides in a game cannot both win, which pulls the other
//! way.

use crate::{Budget, make_bot};
use pachisi_core::{Game, OptionError, State, Variant, mix64, seeded_rng};
use rayon::prelude::*;
use serde::Serialize;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

pub mod shard;

/// Why a tournament could not run.
#[derive(Debug)]
pub enum TournamentError {
    /// A bot specification was not understood.
    Bot(String),
    /// The variant's options are invalid.
    Options(OptionError),
    /// No bot was given.
    NoBots,
    /// The thread pool could not be built.
    Threads(String),
}

impl std::fmt::Display for TournamentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TournamentError::Bot(e) => write!(f, "{e}"),
            TournamentError::Options(e) => write!(f, "{e}"),
            TournamentError::NoBots => write!(f, "a tournament needs at least one bot"),
            TournamentError::Threads(e) => write!(f, "cannot build the thread pool: {e}"),
        }
    }
}

impl std::error::Error for TournamentError {}

/// One bot's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotStats {
    /// The specification as given.
    pub bot: String,
    /// Sides played (a game where the bot holds two sides counts twice).
    pub games: u32,
    /// Sides that won (an adjudicated team tie counts one half).
    pub wins: f64,
    /// `wins / games`.
    pub win_rate: f64,
    /// 95 % interval of the win rate over deals ([`deal_interval`] of the bot's
    /// wins and sides per deal): the games of a deal share their throws, so the deal,
    /// not the game or the side, is the independent unit.
    pub ci_low: f64,
    pub ci_high: f64,
    /// Mean finishing place of its sides, 1 = first.
    pub mean_place: f64,
    /// Deals the bot played in (the unit of the interval).
    pub deals: u32,
}

/// Two bots' results against each other, over the games where both played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeadToHead {
    pub a: String,
    pub b: String,
    /// Comparisons (pairs of sides of `a` and `b` in one game).
    pub games: u32,
    /// Comparisons `a` finished ahead of `b` (ties count one half).
    pub a_score: f64,
    /// `a_score / games`.
    pub a_rate: f64,
    /// 95 % interval of `a_rate` over deals ([`deal_interval`] of the comparisons
    /// per deal).
    pub ci_low: f64,
    pub ci_high: f64,
    /// Deals where both played (the unit of the interval).
    pub deals: u32,
}

/// A Bradley–Terry rating on the Elo scale.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub bot: String,
    /// `400 · log10(strength / anchor strength)`; the anchor (the bot `random` if
    /// present, else the first bot) is 0.
    pub elo: f64,
}

/// The result of [`run_tournament`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentReport {
    pub variant: Variant,
    pub bots: Vec<String>,
    pub seed: u64,
    /// Games counted: every rotation of every deal (`deals × sides`), as if each were
    /// played; a game played once for several identical rotations counts once for
    /// each (see `games_played`). Every other figure counts games the same way.
    pub games: u32,
    /// Throw sequences used (each replayed once per distinct rotation).
    pub deals: u32,
    /// Sides per game (teams, or seats without teams).
    pub sides: u8,
    pub teams: bool,
    pub stats: Vec<BotStats>,
    /// Every pair of different bots that met. Bots given the same specification
    /// (`--bots A,B,A,B`; compared in normalised form) are one bot here: its seats' comparisons with the other's are
    /// pooled, so such a line-up gives one row, A against B, as `--bots A,B` does
    /// (`stats` and `ratings` keep one entry per bot given).
    pub head_to_head: Vec<HeadToHead>,
    /// Bradley–Terry ratings (fitted by minorisation–maximisation with half a win and
    /// half a loss of prior per pair that met); present with two bots or more (with
    /// two, `400 · log10((a + ½) / (b + ½))` for their head-to-head scores).
    pub ratings: Option<Vec<Rating>>,
    /// Deals (with exactly two sides and two bots) that one bot won in every rotation.
    pub sweeps: Option<Vec<u32>>,
    /// Mean turns per game.
    pub mean_turns: f64,
    /// Games ended by the turn cap or a dead end.
    pub adjudicated: u32,
    /// Actions a bot returned that were not legal (replaced by the first legal
    /// action); should be 0.
    pub illegal_choices: u32,
    /// Games actually played: rotations of a deal that put the same bots on the same
    /// seats are one game (the same dice, bot seeds and line-up), played once.
    pub games_played: u32,
    /// The independent unit the intervals (`ci_low`, `ci_high`) are computed over:
    /// `"deal"`.
    pub interval_unit: String,
}

/// What is kept of one game.
#[derive(Clone, Debug, Serialize, serde::Deserialize)]
pub(crate) struct GameResult {
    /// Bot index per side.
    lineup: Vec<usize>,
    /// Place per side (0 = first; 0.5 each on an adjudicated team tie).
    place: Vec<f64>,
    turns: u32,
    adjudicated: bool,
    illegal: u32,
}

fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = vec![];
    let mut cur = vec![];
    fn rec(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            rec(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    rec(0, n, k, &mut cur, &mut out);
    out
}

/// The seed of the bot at `seat` in deal `deal`.
fn bot_seed(seed: u64, deal: u64, seat: u8) -> u64 {
    mix64(seed ^ mix64(deal.wrapping_mul(8).wrapping_add(seat as u64 + 0xB07)))
}

#[allow(clippy::too_many_arguments)]
fn play_game(
    game: &Game,
    start: &State,
    specs: &[String],
    lineup: &[usize],
    teams: bool,
    seed: u64,
    deal: u64,
) -> GameResult {
    let seats = game.seats();
    let side_of = |seat: u8| {
        if teams {
            (seat % 2) as usize
        } else {
            seat as usize
        }
    };
    let mut bots: Vec<_> = (0..seats)
        .map(|seat| {
            make_bot(&specs[lineup[side_of(seat)]], bot_seed(seed, deal, seat))
                .expect("specs were checked")
        })
        .collect();
    let mut dice = seeded_rng(seed, deal);
    let mut s: State = *start;
    let mut illegal = 0;
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            game.apply_chance_unchecked(&mut s, o);
        } else {
            let m = s.mover();
            let a = bots[m as usize].choose(game, &s, Budget::Auto);
            if game.play(&mut s, a).is_err() {
                illegal += 1;
                let l = game.legal_actions(&s);
                game.play_unchecked(&mut s, l[0]);
            }
        }
    }
    let outcome = game.outcome(&s).expect("the game is over");
    let place = if teams {
        match outcome.winning_team {
            Some(t) => (0..2)
                .map(|u| if u == t as usize { 0.0 } else { 1.0 })
                .collect(),
            None => vec![0.5, 0.5],
        }
    } else {
        let mut p = vec![0.0; seats as usize];
        for (r, &x) in outcome.ranking.iter().enumerate() {
            p[x as usize] = r as f64;
        }
        p
    };
    GameResult {
        lineup: lineup.to_vec(),
        place,
        turns: s.turn_number(),
        adjudicated: outcome.adjudicated,
        illegal,
    }
}

/// Play a duplicate-dice tournament (see the module documentation).
///
/// `bots` are specifications for [`make_bot`]; bots play with [`Budget::Auto`] (their
/// own iteration budget). `games` is rounded up to whole deals. `threads = 0` runs in
/// the current rayon pool, otherwise in a new pool of that many threads.
/// `progress(done, total)` is called after each game (from worker threads, in no
/// particular order).
pub fn run_tournament(
    variant: &Variant,
    bots: &[String],
    games: u32,
    seed: u64,
    threads: usize,
    progress: Option<&(dyn Fn(u32, u32) + Sync)>,
) -> Result<TournamentReport, TournamentError> {
    run_tournament_from(variant, None, bots, games, seed, threads, progress)
}

/// [`run_tournament`] with every game starting from `start` (a state of the
/// variant's game, e.g. read from a position file), or from the beginning (`None`).
pub fn run_tournament_from(
    variant: &Variant,
    start: Option<&State>,
    bots: &[String],
    games: u32,
    seed: u64,
    threads: usize,
    progress: Option<&(dyn Fn(u32, u32) + Sync)>,
) -> Result<TournamentReport, TournamentError> {
    let plan = Plan::new(variant, start, bots, games)?;
    let done = AtomicU32::new(0);
    let total = plan.total;
    let run = || -> Vec<GameResult> {
        (0..total)
            .into_par_iter()
            .map(|i| {
                let res = plan.play(bots, seed, i);
                let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                if let Some(p) = progress {
                    p(d, total);
                }
                res
            })
            .collect()
    };
    let results = if threads == 0 {
        run()
    } else {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| TournamentError::Threads(e.to_string()))?
            .install(run)
    };
    Ok(plan.report(variant, bots, seed, &results))
}

/// The schedule of a tournament: which bots play game `i` (of the `total` games
/// played), in which deal, and which rotations of the deal's line-up it stands for.
/// Shared by [`run_tournament_from`], [`tournament_schedule`] and the shards of
/// [`shard`].
pub(crate) struct Plan {
    game: Game,
    start: State,
    teams: bool,
    sides: usize,
    lineups: Vec<Vec<usize>>,
    /// Per line-up, its rotations grouped by the bot specifications they put on the
    /// sides: each group in increasing order, the groups by their first rotation
    /// (the one played).
    classes: Vec<Vec<Vec<usize>>>,
    /// Per line-up, the group of each rotation.
    class_of: Vec<Vec<usize>>,
    /// Per line-up, the index (within a round-robin cycle) of the first game of its
    /// deal; one more entry at the end: the games of a cycle.
    offsets: Vec<u32>,
    deals: u32,
    /// Games played: one per group of rotations of every deal.
    pub(crate) total: u32,
}

impl Plan {
    pub(crate) fn new(
        variant: &Variant,
        start: Option<&State>,
        bots: &[String],
        games: u32,
    ) -> Result<Plan, TournamentError> {
        Plan::build(variant, start, bots, games, true)
    }

    /// With `merge = false`, every rotation is a game of its own (the schedule before
    /// identical rotations were merged; for tests).
    fn build(
        variant: &Variant,
        start: Option<&State>,
        bots: &[String],
        games: u32,
        merge: bool,
    ) -> Result<Plan, TournamentError> {
        if bots.is_empty() {
            return Err(TournamentError::NoBots);
        }
        for b in bots {
            make_bot(b, 0).map_err(TournamentError::Bot)?;
        }
        let game = Game::new(variant.clone()).map_err(TournamentError::Options)?;
        let start = start.copied().unwrap_or_else(|| game.initial_state());
        let teams = game.options().teams;
        let sides = if teams { 2 } else { game.seats() as usize };
        let nb = bots.len();
        let lineups: Vec<Vec<usize>> = if nb >= sides {
            combinations(nb, sides)
        } else {
            vec![(0..sides).map(|u| u % nb).collect()]
        };
        let classes: Vec<Vec<Vec<usize>>> = lineups
            .iter()
            .map(|l| {
                let key = |r: usize| -> Vec<&str> {
                    (0..sides)
                        .map(|u| bots[l[(u + r) % sides]].as_str())
                        .collect()
                };
                let mut groups: Vec<Vec<usize>> = vec![];
                for r in 0..sides {
                    match groups.iter_mut().find(|g| merge && key(g[0]) == key(r)) {
                        Some(g) => g.push(r),
                        None => groups.push(vec![r]),
                    }
                }
                groups
            })
            .collect();
        let class_of = classes
            .iter()
            .map(|groups| {
                let mut of = vec![0; sides];
                for (k, g) in groups.iter().enumerate() {
                    for &r in g {
                        of[r] = k;
                    }
                }
                of
            })
            .collect();
        let mut offsets = vec![0u32];
        for groups in &classes {
            offsets.push(offsets[offsets.len() - 1] + groups.len() as u32);
        }
        let per_cycle = (lineups.len() * sides) as u32;
        let cycles = games.max(1).div_ceil(per_cycle);
        let deals = cycles * lineups.len() as u32;
        let total = cycles * offsets[lineups.len()];
        Ok(Plan {
            game,
            start,
            teams,
            sides,
            lineups,
            classes,
            class_of,
            offsets,
            deals,
            total,
        })
    }

    /// The games of one round-robin cycle (one deal per line-up).
    fn per_cycle(&self) -> u32 {
        self.offsets[self.lineups.len()]
    }

    /// Game `i`'s deal, line-up (index into `lineups`) and group of rotations.
    fn locate(&self, i: u32) -> (u32, usize, usize) {
        let (cycle, j) = (i / self.per_cycle(), i % self.per_cycle());
        let l = self.offsets.partition_point(|&o| o <= j) - 1;
        let deal = cycle * self.lineups.len() as u32 + l as u32;
        (deal, l, (j - self.offsets[l]) as usize)
    }

    /// The bot index of each side when line-up `l` is rotated by `r` sides.
    fn rotated(&self, l: usize, r: usize) -> Vec<usize> {
        let l = &self.lineups[l];
        (0..self.sides).map(|u| l[(u + r) % self.sides]).collect()
    }

    /// The bot index of each side in game `i`.
    pub(crate) fn lineup(&self, i: u32) -> Vec<usize> {
        let (_, l, k) = self.locate(i);
        self.rotated(l, self.classes[l][k][0])
    }

    /// Play game `i`.
    pub(crate) fn play(&self, bots: &[String], seed: u64, i: u32) -> GameResult {
        let (deal, _, _) = self.locate(i);
        play_game(
            &self.game,
            &self.start,
            bots,
            &self.lineup(i),
            self.teams,
            seed,
            deal as u64,
        )
    }

    /// Game `i` as [`tournament_schedule`] describes it.
    fn scheduled(&self, seed: u64, i: u32) -> ScheduledGame {
        let (deal, l, k) = self.locate(i);
        let lineup = self.lineup(i);
        let seats = self.game.seats();
        let side_of = |seat: u8| {
            if self.teams {
                (seat % 2) as usize
            } else {
                seat as usize
            }
        };
        let rotations = &self.classes[l][k];
        ScheduledGame {
            deal,
            rotations: rotations.iter().map(|&r| r as u8).collect(),
            weight: rotations.len() as u32,
            seats: (0..seats).map(|s| lineup[side_of(s)]).collect(),
            seeds: (0..seats).map(|s| bot_seed(seed, deal as u64, s)).collect(),
        }
    }

    /// Whether `r` can be the result of game `i` (its line-up, one place per side).
    pub(crate) fn fits(&self, i: u32, r: &GameResult) -> bool {
        r.lineup == self.lineup(i)
            && r.place.len() == self.sides
            && r.place
                .iter()
                .all(|p| p.is_finite() && *p >= 0.0 && *p < 4.0)
    }

    /// The report of all games, given in order of `i`: every game counts once for
    /// each rotation it stands for, with that rotation's line-up, so the figures are
    /// those of playing every rotation.
    pub(crate) fn report(
        &self,
        variant: &Variant,
        bots: &[String],
        seed: u64,
        results: &[GameResult],
    ) -> TournamentReport {
        assert_eq!(results.len(), self.total as usize, "one result per game");
        let nl = self.lineups.len() as u32;
        let mut every = Vec::with_capacity(self.deals as usize * self.sides);
        for deal in 0..self.deals {
            let l = (deal % nl) as usize;
            let first = (deal / nl) * self.per_cycle() + self.offsets[l];
            for r in 0..self.sides {
                let g = &results[(first as usize) + self.class_of[l][r]];
                every.push(GameResult {
                    lineup: self.rotated(l, r),
                    ..g.clone()
                });
            }
        }
        report(
            variant,
            bots,
            seed,
            self.deals,
            self.sides,
            self.teams,
            results.len() as u32,
            &every,
        )
    }
}

/// One game of a tournament's schedule ([`tournament_schedule`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScheduledGame {
    /// Its deal: the throws are `seeded_rng(seed, deal)`.
    pub deal: u32,
    /// The rotations of the deal's line-up it stands for (the first is the one
    /// played; the others put the same bot specifications on the same seats).
    pub rotations: Vec<u8>,
    /// How many times it counts in the report (`rotations.len()`).
    pub weight: u32,
    /// The bot (index into the bots given) at each seat.
    pub seats: Vec<usize>,
    /// The seed of the bot at each seat.
    pub seeds: Vec<u64>,
}

/// The games a tournament plays, in order (see the module documentation): for the
/// arguments of [`run_tournament_from`], what each game is played with.
pub fn tournament_schedule(
    variant: &Variant,
    start: Option<&State>,
    bots: &[String],
    games: u32,
    seed: u64,
) -> Result<Vec<ScheduledGame>, TournamentError> {
    let plan = Plan::new(variant, start, bots, games)?;
    Ok((0..plan.total).map(|i| plan.scheduled(seed, i)).collect())
}

/// A share estimated over deals, with its 95 % interval ([`deal_interval`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DealInterval {
    /// `Σ score / Σ count` over the deals.
    pub share: f64,
    pub low: f64,
    pub high: f64,
    /// Deals with a count above 0.
    pub deals: u32,
    /// The effective number of independent trials the interval stands for.
    pub effective: f64,
}

/// The interval of a share measured over deals, each deal given as (its score, its
/// count), e.g. (sides won, sides played) — deals with count 0 are left out.
///
/// The share is the ratio estimate `m = Σ score / Σ count`; its variance is that of a
/// ratio over independent clusters, `v = D/(D−1) · Σ (score − m·count)² / (Σ count)²`
/// for `D` deals (with equal counts: the variance of the per-deal shares over `D`).
/// The interval is the Wilson score interval for `n = m(1−m)/v` independent trials
/// (the effective sample size: to first order `m ± z·√v`, but it stays within
/// [0, 1] and is not empty near 0 or 1). When every deal has the same share (`v = 0`,
/// e.g. one bot won every game) or there is a single deal, each deal counts as one
/// trial: `n = D`. With no deal the interval is [0, 1].
pub fn deal_interval(per_deal: &[(f64, f64)], z: f64) -> DealInterval {
    let items: Vec<(f64, f64)> = per_deal.iter().copied().filter(|d| d.1 > 0.0).collect();
    let d = items.len();
    let sy: f64 = items.iter().map(|x| x.0).sum();
    let sn: f64 = items.iter().map(|x| x.1).sum();
    if d == 0 {
        return DealInterval {
            share: 0.0,
            low: 0.0,
            high: 1.0,
            deals: 0,
            effective: 0.0,
        };
    }
    let m = sy / sn;
    let (y0, n0) = items[0];
    // exact for the half-integer scores and integer counts of a tournament
    let all_equal = items.iter().all(|&(y, n)| y * n0 == y0 * n);
    let effective = if d < 2 || all_equal {
        d as f64
    } else {
        let ss: f64 = items.iter().map(|&(y, n)| (y - m * n).powi(2)).sum();
        let v = d as f64 / (d - 1) as f64 * ss / (sn * sn);
        m * (1.0 - m) / v
    };
    let (low, high) = wilson_n(m, effective, z);
    DealInterval {
        share: m,
        low,
        high,
        deals: d as u32,
        effective,
    }
}

/// The Wilson score interval of a share `p` of `n` trials (`n` need not be whole).
fn wilson_n(p: f64, n: f64, z: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn comparison(a: f64, b: f64) -> f64 {
    match a.total_cmp(&b) {
        std::cmp::Ordering::Less => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Greater => 0.0,
    }
}

/// The report of `every` rotation of every deal, in order (`sides` games a deal);
/// `played` games were played.
#[allow(clippy::too_many_arguments)]
fn report(
    variant: &Variant,
    bots: &[String],
    seed: u64,
    deals: u32,
    sides: usize,
    teams: bool,
    played: u32,
    every: &[GameResult],
) -> TournamentReport {
    let nb = bots.len();
    let mut count = vec![0u32; nb];
    let mut wins = vec![0f64; nb];
    let mut place_sum = vec![0f64; nb];
    let mut pair_n = vec![vec![0u32; nb]; nb];
    let mut pair_w = vec![vec![0f64; nb]; nb];
    // per deal: (score, count) of each bot and each pair
    let mut bot_deals: Vec<Vec<(f64, f64)>> = vec![vec![]; nb];
    // Head to head by specification: bots with the same normalised specification
    // (`MCTS:300` and `mcts:300,c=0.5` are `mcts:300`) are one, the first index given
    // it; their comparisons with another are pooled per deal.
    let norm: Vec<String> = bots
        .iter()
        .map(|b| crate::BotSpec::parse(b).map_or_else(|_| b.clone(), |s| s.to_string()))
        .collect();
    let class: Vec<usize> = (0..nb)
        .map(|b| (0..=b).find(|&c| norm[c] == norm[b]).unwrap_or(b))
        .collect();
    let mut cls_n = vec![vec![0u32; nb]; nb];
    let mut cls_w = vec![vec![0f64; nb]; nb];
    let mut cls_deals: Vec<Vec<Vec<(f64, f64)>>> = vec![vec![vec![]; nb]; nb];
    for deal in every.chunks(sides) {
        let mut d_count = vec![0u32; nb];
        let mut d_wins = vec![0f64; nb];
        let mut d_pair_n = vec![vec![0u32; nb]; nb];
        let mut d_pair_w = vec![vec![0f64; nb]; nb];
        let mut d_cls_n = vec![vec![0u32; nb]; nb];
        let mut d_cls_w = vec![vec![0f64; nb]; nb];
        for g in deal {
            for u in 0..sides {
                let b = g.lineup[u];
                d_count[b] += 1;
                place_sum[b] += g.place[u] + 1.0;
                if g.place[u] == 0.0 {
                    d_wins[b] += 1.0;
                } else if g.place[u] == 0.5 {
                    d_wins[b] += 0.5;
                }
                for v in 0..sides {
                    let c = g.lineup[v];
                    if v == u || c == b {
                        continue;
                    }
                    d_pair_n[b][c] += 1;
                    d_pair_w[b][c] += comparison(g.place[u], g.place[v]);
                    let (kb, kc) = (class[b], class[c]);
                    if kb != kc {
                        d_cls_n[kb][kc] += 1;
                        d_cls_w[kb][kc] += comparison(g.place[u], g.place[v]);
                    }
                }
            }
        }
        for b in 0..nb {
            count[b] += d_count[b];
            wins[b] += d_wins[b];
            if d_count[b] > 0 {
                bot_deals[b].push((d_wins[b], d_count[b] as f64));
            }
            for c in 0..nb {
                pair_n[b][c] += d_pair_n[b][c];
                pair_w[b][c] += d_pair_w[b][c];
                cls_n[b][c] += d_cls_n[b][c];
                cls_w[b][c] += d_cls_w[b][c];
                if d_cls_n[b][c] > 0 {
                    cls_deals[b][c].push((d_cls_w[b][c], d_cls_n[b][c] as f64));
                }
            }
        }
    }
    let stats = (0..nb)
        .map(|b| {
            let n = count[b];
            let ci = deal_interval(&bot_deals[b], pachisi_sim::Z95);
            BotStats {
                bot: bots[b].clone(),
                games: n,
                wins: wins[b],
                win_rate: if n > 0 { wins[b] / n as f64 } else { 0.0 },
                ci_low: ci.low,
                ci_high: ci.high,
                mean_place: if n > 0 { place_sum[b] / n as f64 } else { 0.0 },
                deals: ci.deals,
            }
        })
        .collect();
    let mut head_to_head = vec![];
    for a in 0..nb {
        for b in a + 1..nb {
            let n = cls_n[a][b];
            if n > 0 {
                let ci = deal_interval(&cls_deals[a][b], pachisi_sim::Z95);
                head_to_head.push(HeadToHead {
                    a: bots[a].clone(),
                    b: bots[b].clone(),
                    games: n,
                    a_score: cls_w[a][b],
                    a_rate: cls_w[a][b] / n as f64,
                    ci_low: ci.low,
                    ci_high: ci.high,
                    deals: ci.deals,
                });
            }
        }
    }
    let ratings = (nb >= 2).then(|| {
        let elo = bradley_terry(&pair_n, &pair_w);
        let anchor = bots.iter().position(|b| b.trim() == "random").unwrap_or(0);
        (0..nb)
            .map(|b| Rating {
                bot: bots[b].clone(),
                elo: elo[b] - elo[anchor],
            })
            .collect()
    });
    let sweeps = (nb == 2 && sides == 2).then(|| {
        let mut sw = vec![0u32; 2];
        for deal in every.chunks(2) {
            for (b, count) in sw.iter_mut().enumerate() {
                if deal
                    .iter()
                    .all(|g| (0..2).any(|u| g.lineup[u] == b && g.place[u] == 0.0))
                {
                    *count += 1;
                }
            }
        }
        sw
    });
    let n = every.len().max(1) as f64;
    TournamentReport {
        variant: variant.clone(),
        bots: bots.to_vec(),
        seed,
        games: every.len() as u32,
        deals,
        sides: sides as u8,
        teams,
        stats,
        head_to_head,
        ratings,
        sweeps,
        mean_turns: every.iter().map(|g| g.turns as f64).sum::<f64>() / n,
        adjudicated: every.iter().filter(|g| g.adjudicated).count() as u32,
        illegal_choices: every.iter().map(|g| g.illegal).sum(),
        games_played: played,
        interval_unit: "deal".to_string(),
    }
}

/// Bradley–Terry strengths on the Elo scale (400·log10), by MM iterations.
fn bradley_terry(n: &[Vec<u32>], w: &[Vec<f64>]) -> Vec<f64> {
    let k = n.len();
    let mut p = vec![1.0f64; k];
    for _ in 0..2000 {
        let mut next = p.clone();
        for i in 0..k {
            let mut wins = 0.0;
            let mut den = 0.0;
            for j in 0..k {
                if i == j || n[i][j] == 0 {
                    continue;
                }
                // half a win and half a loss of prior per pair
                wins += w[i][j] + 0.5;
                den += (n[i][j] as f64 + 1.0) / (p[i] + p[j]);
            }
            if den > 0.0 {
                next[i] = wins / den;
            }
        }
        let g = next.iter().map(|x| x.ln()).sum::<f64>() / k as f64;
        for x in next.iter_mut() {
            *x /= g.exp();
        }
        p = next;
    }
    p.iter().map(|x| 400.0 * x.log10()).collect()
}

/// A decision state reached by random play: game `index` of `seed` is played with
/// random throws and random decisions, and stopped at a random decision (within the
/// first 400); `None` if the game ended before.
pub fn random_position(game: &Game, seed: u64, index: u64) -> Option<State> {
    let mut rng = seeded_rng(seed, index);
    let stop = crate::below(&mut rng, 400);
    let mut s = game.initial_state();
    let mut decisions = 0;
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut rng);
            game.apply_chance_unchecked(&mut s, o);
        } else {
            if decisions == stop {
                return Some(s);
            }
            let l = game.legal_actions(&s);
            let a = l[crate::below(&mut rng, l.len())];
            game.play_unchecked(&mut s, a);
            decisions += 1;
        }
    }
    None
}

/// Decision speed of one bot.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub bot: String,
    pub variant: String,
    /// Positions timed (decision states with at least two legal actions).
    pub positions: u32,
    pub total_ms: f64,
    pub mean_us: f64,
    pub max_us: f64,
}

/// Time `bot`'s decisions on `positions` random reachable positions of `variant`
/// (see [`random_position`]), single-threaded, with `budget`.
pub fn bench_bot(
    variant: &Variant,
    bot: &str,
    positions: u32,
    seed: u64,
    budget: Budget,
) -> Result<BenchReport, TournamentError> {
    let game = Game::new(variant.clone()).map_err(TournamentError::Options)?;
    let mut b = make_bot(bot, seed).map_err(TournamentError::Bot)?;
    let mut n = 0;
    let mut total = 0.0f64;
    let mut max = 0.0f64;
    let mut index = 0;
    while n < positions && index < positions as u64 * 20 + 100 {
        index += 1;
        let Some(s) = random_position(&game, seed, index) else {
            continue;
        };
        if game.legal_actions(&s).len() < 2 {
            continue;
        }
        let t = Instant::now();
        let a = b.choose(&game, &s, budget);
        let us = t.elapsed().as_secs_f64() * 1e6;
        debug_assert!(game.legal_actions(&s).contains(&a));
        total += us;
        max = max.max(us);
        n += 1;
    }
    Ok(BenchReport {
        bot: b.name(),
        variant: variant.preset.name().to_string(),
        positions: n,
        total_ms: total / 1000.0,
        mean_us: if n > 0 { total / n as f64 } else { 0.0 },
        max_us: max,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specs(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    fn run(plan: &Plan, v: &Variant, bots: &[String], seed: u64) -> TournamentReport {
        let results: Vec<GameResult> = (0..plan.total)
            .into_par_iter()
            .map(|i| plan.play(bots, seed, i))
            .collect();
        plan.report(v, bots, seed, &results)
    }

    /// Merging identical rotations changes nothing but the games played: the report
    /// is exactly that of playing every rotation (the schedule before the merge),
    /// with two bots over four seats, one bot in a team game, and a round robin where
    /// two bots have the same specification.
    #[test]
    fn merged_rotations_give_the_report_of_every_rotation() {
        let cases: Vec<(Variant, Vec<String>, u32, u32)> = vec![
            // (variant, bots, games asked, games played)
            (
                Variant::from_name("ludo", &["max_turns=150".into()]).unwrap(),
                specs(&["random", "heuristic"]),
                12,
                6,
            ),
            (
                Variant::from_name("pachisi", &["players=2".into(), "max_turns=60".into()])
                    .unwrap(),
                specs(&["heuristic"]),
                4,
                2,
            ),
            (
                Variant::from_name("chopat", &["players=2".into(), "max_turns=60".into()]).unwrap(),
                specs(&["random", "random", "heuristic"]),
                6,
                5,
            ),
            (
                Variant::from_name("chopat", &["max_turns=60".into()]).unwrap(),
                specs(&["heuristic", "random", "random", "random"]),
                8,
                8,
            ),
        ];
        for (v, bots, games, played) in cases {
            let merged = Plan::new(&v, None, &bots, games).unwrap();
            let every = Plan::build(&v, None, &bots, games, false).unwrap();
            assert_eq!(merged.total, played, "{bots:?}");
            assert_eq!(every.total, every.deals * every.sides as u32);
            let got = run(&merged, &v, &bots, 5);
            let mut want = run(&every, &v, &bots, 5);
            assert_eq!(want.games_played, want.games);
            assert_eq!(got.games_played, played);
            want.games_played = played;
            assert_eq!(got, want, "{bots:?}");
        }
    }

    #[test]
    fn deal_interval_by_hand() {
        // Four deals of two sides: 1, 2, 0 and 2 won. m = 5/8; the residuals
        // y − m·n are −1/4, 3/4, −5/4, 3/4 (squares 11/4); v = 4/3 · (11/4) / 8² =
        // 11/192; n = m(1 − m)/v = (15/64)/(11/192) = 45/11; Wilson for 5/8 of 45/11.
        let ci = deal_interval(&[(1.0, 2.0), (2.0, 2.0), (0.0, 2.0), (2.0, 2.0)], 1.96);
        assert_eq!(ci.share, 0.625);
        assert_eq!(ci.deals, 4);
        assert!((ci.effective - 45.0 / 11.0).abs() < 1e-12, "{ci:?}");
        let n: f64 = 45.0 / 11.0;
        let z2: f64 = 1.96 * 1.96;
        let centre = (0.625 + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = 1.96 * (0.625 * 0.375 / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        assert!((ci.low - (centre - half)).abs() < 1e-12);
        assert!((ci.high - (centre + half)).abs() < 1e-12);
        // the same numbers, worked out once by hand (with z = 1.96)
        assert!((ci.low - 0.22223).abs() < 1e-4, "{ci:?}");
        assert!((ci.high - 0.90672).abs() < 1e-4, "{ci:?}");
        // Deals without a count are left out; equal shares count a deal as a trial.
        let same = deal_interval(&[(1.0, 2.0), (0.0, 0.0), (1.0, 2.0)], 1.96);
        assert_eq!((same.deals, same.effective), (2, 2.0));
        assert_eq!(
            (same.low, same.high),
            pachisi_sim::wilson(1.0, 2, 1.96),
            "{same:?}"
        );
        let none = deal_interval(&[], 1.96);
        assert_eq!((none.low, none.high, none.deals), (0.0, 1.0, 0));
        let all = deal_interval(&[(4.0, 4.0); 10], 1.96);
        assert_eq!((all.share, all.high), (1.0, 1.0));
        assert_eq!(all.low, pachisi_sim::wilson(10.0, 10, 1.96).0);
    }

    #[test]
    fn deal_interval_is_wider_than_wilson_over_sides_when_deals_are_correlated() {
        // Each deal's four sides go the same way (as when two rotations are the same
        // game, or the dice decide): 16 deals, 64 sides, 9 deals won.
        let deals: Vec<(f64, f64)> = (0..16)
            .map(|d| (if d < 9 { 4.0 } else { 0.0 }, 4.0))
            .collect();
        let ci = deal_interval(&deals, pachisi_sim::Z95);
        let (lo, hi) = pachisi_sim::wilson(36.0, 64, pachisi_sim::Z95);
        assert_eq!(ci.share, 36.0 / 64.0);
        assert!(ci.high - ci.low > 1.8 * (hi - lo), "{ci:?} vs [{lo}, {hi}]");
        // Independent sides: about the Wilson interval over sides.
        let mixed: Vec<(f64, f64)> = [2.0, 3.0, 1.0, 2.0, 4.0, 2.0, 0.0, 2.0, 3.0, 1.0]
            .iter()
            .map(|&w| (w, 4.0))
            .collect();
        let ci = deal_interval(&mixed, pachisi_sim::Z95);
        let (lo, hi) = pachisi_sim::wilson(20.0, 40, pachisi_sim::Z95);
        let ratio = (ci.high - ci.low) / (hi - lo);
        assert!((0.8..1.25).contains(&ratio), "{ratio}");
    }
}
