//! # pachisi-sim
//!
//! Random-vs-random simulation of a variant, in parallel, and the statistics of the
//! results.
//!
//! Game `i` of a run seeded with `seed` throws with [`pachisi_core::seeded_rng`]`(seed, i)`
//! and picks uniformly random legal actions ([`pachisi_core::random_playout`]). Results
//! are collected in index order and every statistic is a pure function of that list,
//! so a run's [`Summary`] does not depend on the number of threads.

use pachisi_core::{Action, Game, Record, State, seeded_rng};
use rand_core::Rng;
use rayon::prelude::*;
use serde::Serialize;

/// z for a two-sided 95% confidence interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// What is kept of one finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    /// Turns begun (the game's turn number at the end).
    pub turns: u32,
    /// Actions applied (moves and passes).
    pub moves: u32,
    /// Throws made in play (not counting the start-order throws).
    pub throws: u32,
    /// Pieces captured.
    pub captures: u32,
    /// Kept throws forfeited (T-FORFEIT).
    pub forfeited: u32,
    /// Throws cancelled by streaks or void throws (T-STREAK, P-SEVEN-FOURTEEN).
    pub cancelled: u32,
    /// The first seat of the ranking.
    pub winner: u8,
    /// The winning team (teams on; `None` without teams or on an adjudicated tie).
    pub winning_team: Option<u8>,
    /// Whether the game was adjudicated (turn cap or dead end).
    pub adjudicated: bool,
    /// Whether the turn cap (max_turns) was reached; an adjudicated game that did not
    /// reach it ended in a dead end.
    pub hit_cap: bool,
}

impl GameResult {
    /// The result of a finished game's final state.
    ///
    /// # Panics
    /// If the state is not terminal.
    pub fn from_state(game: &Game, s: &State) -> GameResult {
        let outcome = game.outcome(s).expect("the game is over");
        let c = s.counters();
        GameResult {
            turns: s.turn_number(),
            moves: c.moves,
            throws: c.throws,
            captures: c.captures,
            forfeited: c.forfeited,
            cancelled: c.cancelled,
            winner: outcome.ranking.first().copied().unwrap_or(0),
            winning_team: outcome.winning_team,
            adjudicated: outcome.adjudicated,
            hit_cap: outcome.adjudicated && s.turn_number() >= game.options().max_turns,
        }
    }
}

/// Play game number `index` of a run seeded with `seed`.
pub fn play_one(game: &Game, seed: u64, index: u64) -> GameResult {
    let mut rng = seeded_rng(seed, index);
    let s = pachisi_core::random_playout(game, &mut rng);
    GameResult::from_state(game, &s)
}

/// Play `games` games in parallel on rayon's current pool; results in index order.
/// `tick` is called once per finished game (from any thread), e.g. for a progress bar.
pub fn run(game: &Game, games: u64, seed: u64, tick: &(dyn Fn() + Sync)) -> Vec<GameResult> {
    (0..games)
        .into_par_iter()
        .map(|i| {
            let r = play_one(game, seed, i);
            tick();
            r
        })
        .collect()
}

/// [`run`] on a pool of `threads` threads (`None`: rayon's global pool, sized by
/// `RAYON_NUM_THREADS` or the number of CPUs).
pub fn run_with_threads(
    game: &Game,
    games: u64,
    seed: u64,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<GameResult>, String> {
    match threads {
        None => Ok(run(game, games, seed, tick)),
        Some(t) => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(t)
                .build()
                .map_err(|e| format!("cannot start {t} threads: {e}"))?;
            Ok(pool.install(|| run(game, games, seed, tick)))
        }
    }
}

/// A uniformly random element of a non-empty action list, drawn the same way as
/// [`pachisi_core::random_playout`] draws it.
pub fn random_action<R: Rng + ?Sized>(legal: &[Action], rng: &mut R) -> Action {
    legal[((rng.next_u32() as u64 * legal.len() as u64) >> 32) as usize]
}

/// Play one random-vs-random game with throws from `seeded_rng(seed, 0)` and record
/// it. Its events are those of game 0 of a [`run`] with the same seed.
pub fn record_random_game(game: &Game, seed: u64) -> (Record, State) {
    let mut rng = seeded_rng(seed, 0);
    game.play_recorded(&mut rng, Some(seed), |_, _, legal, rng| {
        random_action(legal, rng)
    })
}

/// Location statistics of a per-game count.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Dist {
    pub mean: f64,
    pub median: f64,
    pub p10: f64,
    pub p90: f64,
    pub min: u32,
    pub max: u32,
}

impl Dist {
    /// The statistics of `values` (all zero for an empty list).
    pub fn of(values: &[u32]) -> Dist {
        if values.is_empty() {
            return Dist {
                mean: 0.0,
                median: 0.0,
                p10: 0.0,
                p90: 0.0,
                min: 0,
                max: 0,
            };
        }
        let mut v = values.to_vec();
        v.sort_unstable();
        let sum: u64 = v.iter().map(|&x| x as u64).sum();
        Dist {
            mean: sum as f64 / v.len() as f64,
            median: quantile(&v, 0.5),
            p10: quantile(&v, 0.1),
            p90: quantile(&v, 0.9),
            min: v[0],
            max: v[v.len() - 1],
        }
    }
}

/// The `q`-quantile of sorted values, by linear interpolation between closest ranks
/// (Hyndman–Fan type 7, the default of R and NumPy). `sorted` must not be empty.
pub fn quantile(sorted: &[u32], q: f64) -> f64 {
    let n = sorted.len();
    assert!(n > 0, "quantile of an empty list");
    let h = (n - 1) as f64 * q.clamp(0.0, 1.0);
    let lo = h.floor() as usize;
    let hi = (lo + 1).min(n - 1);
    let a = sorted[lo] as f64;
    let b = sorted[hi] as f64;
    a + (h - lo as f64) * (b - a)
}

/// Wilson score interval for `k` successes in `n` trials at normal quantile `z`
/// (`k` may be fractional, e.g. a tie counted as half a win). Returns `(0, 1)` for
/// `n = 0`.
pub fn wilson(k: f64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let nf = n as f64;
    let p = k / nf;
    let z2 = z * z;
    let denom = 1.0 + z2 / nf;
    let centre = (p + z2 / (2.0 * nf)) / denom;
    let half = z * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Wins of one seat or team.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Share {
    /// Seat or team number.
    pub index: u8,
    pub wins: u64,
    /// wins / games.
    pub share: f64,
    /// 95% Wilson confidence interval of the share.
    pub ci95: [f64; 2],
}

fn shares(counts: &[u64], n: u64) -> Vec<Share> {
    counts
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let (lo, hi) = wilson(k as f64, n, Z95);
            Share {
                index: i as u8,
                wins: k,
                share: if n == 0 { 0.0 } else { k as f64 / n as f64 },
                ci95: [lo, hi],
            }
        })
        .collect()
}

/// Team results (teams on).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamWins {
    /// Team 0 is seats 0 and 2, team 1 seats 1 and 3.
    pub teams: Vec<Share>,
    /// Adjudicated games with equal distance left (no winning team).
    pub ties: u64,
}

/// Everything reported about a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub games: u64,
    pub turns: Dist,
    pub moves: Dist,
    pub throws: Dist,
    /// Share of games each seat ranked first (seat = index, in playing order).
    pub seat_wins: Vec<Share>,
    pub team_wins: Option<TeamWins>,
    pub captures: Dist,
    pub forfeited: Dist,
    pub cancelled: Dist,
    /// Games adjudicated (turn cap or dead end).
    pub adjudicated: u64,
    pub adjudicated_cap: u64,
    pub adjudicated_dead_end: u64,
}

/// Summarise per-game results of a variant with `seats` seats (teams on or off).
pub fn summarize(results: &[GameResult], seats: u8, teams: bool) -> Summary {
    let n = results.len() as u64;
    let col = |f: fn(&GameResult) -> u32| Dist::of(&results.iter().map(f).collect::<Vec<_>>());
    let mut seat_counts = vec![0u64; seats as usize];
    for r in results {
        if let Some(c) = seat_counts.get_mut(r.winner as usize) {
            *c += 1;
        }
    }
    let team_wins = teams.then(|| {
        let mut counts = vec![0u64; 2];
        let mut ties = 0;
        for r in results {
            match r.winning_team {
                Some(t) if (t as usize) < 2 => counts[t as usize] += 1,
                _ => ties += 1,
            }
        }
        TeamWins {
            teams: shares(&counts, n),
            ties,
        }
    });
    let adjudicated = results.iter().filter(|r| r.adjudicated).count() as u64;
    let adjudicated_cap = results.iter().filter(|r| r.hit_cap).count() as u64;
    Summary {
        games: n,
        turns: col(|r| r.turns),
        moves: col(|r| r.moves),
        throws: col(|r| r.throws),
        seat_wins: shares(&seat_counts, n),
        team_wins,
        captures: col(|r| r.captures),
        forfeited: col(|r| r.forfeited),
        cancelled: col(|r| r.cancelled),
        adjudicated,
        adjudicated_cap,
        adjudicated_dead_end: adjudicated - adjudicated_cap,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Preset, Variant};

    fn result(turns: u32, winner: u8, team: Option<u8>) -> GameResult {
        GameResult {
            turns,
            moves: 2 * turns,
            throws: turns,
            captures: 1,
            forfeited: 0,
            cancelled: 3,
            winner,
            winning_team: team,
            adjudicated: false,
            hit_cap: false,
        }
    }

    #[test]
    fn quantiles_interpolate() {
        let v = [1, 2, 3, 4];
        assert_eq!(quantile(&v, 0.5), 2.5);
        assert_eq!(quantile(&v, 0.0), 1.0);
        assert_eq!(quantile(&v, 1.0), 4.0);
        assert!((quantile(&v, 0.1) - 1.3).abs() < 1e-12);
        assert_eq!(quantile(&[7], 0.9), 7.0);
        let d = Dist::of(&[5, 1, 3]);
        assert_eq!((d.mean, d.median, d.min, d.max), (3.0, 3.0, 1, 5));
        assert_eq!(Dist::of(&[]).mean, 0.0);
    }

    #[test]
    fn wilson_known_values() {
        // 50 of 100: 0.4038..0.5962 (standard table value).
        let (lo, hi) = wilson(50.0, 100, Z95);
        assert!(
            (lo - 0.4038).abs() < 1e-4 && (hi - 0.5962).abs() < 1e-4,
            "{lo} {hi}"
        );
        // 0 of 10: lower bound 0, upper 0.2775.
        let (lo, hi) = wilson(0.0, 10, Z95);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-4);
        let (lo, hi) = wilson(10.0, 10, Z95);
        assert!((lo - 0.7225).abs() < 1e-4);
        assert!((hi - 1.0).abs() < 1e-12);
        assert_eq!(wilson(0.0, 0, Z95), (0.0, 1.0));
    }

    #[test]
    fn summary_counts() {
        let rs = vec![
            result(10, 0, Some(0)),
            result(20, 1, Some(1)),
            result(30, 2, Some(0)),
            GameResult {
                adjudicated: true,
                hit_cap: true,
                winning_team: None,
                ..result(40, 3, None)
            },
        ];
        let s = summarize(&rs, 4, true);
        assert_eq!(s.games, 4);
        assert_eq!(s.turns.mean, 25.0);
        assert_eq!(s.turns.median, 25.0);
        assert_eq!(s.moves.mean, 50.0);
        assert_eq!(
            s.seat_wins.iter().map(|x| x.wins).collect::<Vec<_>>(),
            vec![1, 1, 1, 1]
        );
        let t = s.team_wins.unwrap();
        assert_eq!(t.teams[0].wins, 2);
        assert_eq!(t.teams[1].wins, 1);
        assert_eq!(t.ties, 1);
        assert_eq!(s.adjudicated, 1);
        assert_eq!(s.adjudicated_cap, 1);
        assert_eq!(s.adjudicated_dead_end, 0);
        assert_eq!(s.cancelled.mean, 3.0);
        assert!(summarize(&rs, 4, false).team_wins.is_none());
    }

    #[test]
    fn run_is_independent_of_threads() {
        let game = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
        let one = run_with_threads(&game, 24, 3, Some(1), &|| {}).unwrap();
        let three = run_with_threads(&game, 24, 3, Some(3), &|| {}).unwrap();
        assert_eq!(one, three);
        for (i, r) in one.iter().enumerate() {
            assert_eq!(*r, play_one(&game, 3, i as u64));
        }
        let s = summarize(&one, game.seats(), game.options().teams);
        assert_eq!(s.games, 24);
        assert_eq!(s.seat_wins.iter().map(|x| x.wins).sum::<u64>(), 24);
    }

    #[test]
    fn recorded_game_is_game_zero_of_a_run() {
        for preset in Preset::ALL {
            let game = Game::new(Variant::preset(preset)).unwrap();
            let (rec, s) = record_random_game(&game, 11);
            assert_eq!(GameResult::from_state(&game, &s), play_one(&game, 11, 0));
            let (_, replayed) = rec.replay().unwrap();
            assert_eq!(game.outcome(&replayed), game.outcome(&s));
        }
    }
}
