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
//! Each bot instance is seeded from (seed, deal, seat), independently of the throws.
//! Games run in parallel with rayon and are gathered in index order; every statistic
//! is a function of that list, so with iteration budgets the report does not depend
//! on the number of threads.

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
    /// 95 % Wilson score interval of the win rate.
    pub ci_low: f64,
    pub ci_high: f64,
    /// Mean finishing place of its sides, 1 = first.
    pub mean_place: f64,
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
    /// Games played.
    pub games: u32,
    /// Throw sequences used (each replayed once per rotation).
    pub deals: u32,
    /// Sides per game (teams, or seats without teams).
    pub sides: u8,
    pub teams: bool,
    pub stats: Vec<BotStats>,
    /// Every pair of different bots that met.
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
            let o = game.sample_chance(&mut dice);
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

/// The schedule of a tournament: which bots play game `i` (of `0..total`), and from
/// where. Shared by [`run_tournament_from`] and the shards of [`shard`].
pub(crate) struct Plan {
    game: Game,
    start: State,
    teams: bool,
    sides: usize,
    lineups: Vec<Vec<usize>>,
    deals: u32,
    /// Games played: `deals × sides`.
    pub(crate) total: u32,
}

impl Plan {
    pub(crate) fn new(
        variant: &Variant,
        start: Option<&State>,
        bots: &[String],
        games: u32,
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
        let per_cycle = (lineups.len() * sides) as u32;
        let cycles = games.max(1).div_ceil(per_cycle);
        let deals = cycles * lineups.len() as u32;
        let total = deals * sides as u32;
        Ok(Plan {
            game,
            start,
            teams,
            sides,
            lineups,
            deals,
            total,
        })
    }

    /// The bot index of each side in game `i`.
    pub(crate) fn lineup(&self, i: u32) -> Vec<usize> {
        let sides = self.sides;
        let deal = i / sides as u32;
        let r = i as usize % sides;
        let l = &self.lineups[deal as usize % self.lineups.len()];
        (0..sides).map(|u| l[(u + r) % sides]).collect()
    }

    /// Play game `i`.
    pub(crate) fn play(&self, bots: &[String], seed: u64, i: u32) -> GameResult {
        let deal = i / self.sides as u32;
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

    /// Whether `r` can be the result of game `i` (its line-up, one place per side).
    pub(crate) fn fits(&self, i: u32, r: &GameResult) -> bool {
        r.lineup == self.lineup(i)
            && r.place.len() == self.sides
            && r.place
                .iter()
                .all(|p| p.is_finite() && *p >= 0.0 && *p < 4.0)
    }

    /// The report of all games, given in order of `i`.
    pub(crate) fn report(
        &self,
        variant: &Variant,
        bots: &[String],
        seed: u64,
        results: &[GameResult],
    ) -> TournamentReport {
        report(
            variant, bots, seed, self.deals, self.sides, self.teams, results,
        )
    }
}

fn report(
    variant: &Variant,
    bots: &[String],
    seed: u64,
    deals: u32,
    sides: usize,
    teams: bool,
    results: &[GameResult],
) -> TournamentReport {
    let nb = bots.len();
    let mut played = vec![0u32; nb];
    let mut wins = vec![0f64; nb];
    let mut place_sum = vec![0f64; nb];
    let mut pair_n = vec![vec![0u32; nb]; nb];
    let mut pair_w = vec![vec![0f64; nb]; nb];
    for g in results {
        for u in 0..sides {
            let b = g.lineup[u];
            played[b] += 1;
            place_sum[b] += g.place[u] + 1.0;
            if g.place[u] == 0.0 {
                wins[b] += 1.0;
            } else if g.place[u] == 0.5 {
                wins[b] += 0.5;
            }
            for v in 0..sides {
                let c = g.lineup[v];
                if v == u || c == b {
                    continue;
                }
                pair_n[b][c] += 1;
                pair_w[b][c] += match g.place[u].total_cmp(&g.place[v]) {
                    std::cmp::Ordering::Less => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Greater => 0.0,
                };
            }
        }
    }
    let stats = (0..nb)
        .map(|b| {
            let n = played[b];
            let (lo, hi) = pachisi_sim::wilson(wins[b], n as u64, pachisi_sim::Z95);
            BotStats {
                bot: bots[b].clone(),
                games: n,
                wins: wins[b],
                win_rate: if n > 0 { wins[b] / n as f64 } else { 0.0 },
                ci_low: lo,
                ci_high: hi,
                mean_place: if n > 0 { place_sum[b] / n as f64 } else { 0.0 },
            }
        })
        .collect();
    let mut head_to_head = vec![];
    for a in 0..nb {
        for b in a + 1..nb {
            let n = pair_n[a][b];
            if n > 0 {
                head_to_head.push(HeadToHead {
                    a: bots[a].clone(),
                    b: bots[b].clone(),
                    games: n,
                    a_score: pair_w[a][b],
                    a_rate: pair_w[a][b] / n as f64,
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
        for deal in results.chunks(2) {
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
    let n = results.len().max(1) as f64;
    TournamentReport {
        variant: variant.clone(),
        bots: bots.to_vec(),
        seed,
        games: results.len() as u32,
        deals,
        sides: sides as u8,
        teams,
        stats,
        head_to_head,
        ratings,
        sweeps,
        mean_turns: results.iter().map(|g| g.turns as f64).sum::<f64>() / n,
        adjudicated: results.iter().filter(|g| g.adjudicated).count() as u32,
        illegal_choices: results.iter().map(|g| g.illegal).sum(),
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
            let o = game.sample_chance(&mut rng);
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
