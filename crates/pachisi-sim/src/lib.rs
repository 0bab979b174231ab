//! # pachisi-sim
//!
//! Random-vs-random simulation of a variant, in parallel, and the statistics of the
//! results.
//!
//! Game `i` of a run seeded with `seed` throws with [`pachisi_core::seeded_rng`]`(seed, i)`
//! and picks uniformly random legal actions ([`pachisi_core::random_playout`]). Results
//! are not kept: each game is folded into a [`Tally`] of fixed-size counters and
//! histograms (memory grows with the number of distinct values of a count, never with
//! the number of games), and tallies are merged by exact integer addition. Every
//! statistic is a pure function of the multiset of per-game results, so a run's
//! [`Summary`] does not depend on the number of threads or on how games are spread
//! over them.

pub mod compare;
pub mod report;

use pachisi_core::{Action, Game, Record, State, seeded_rng};
use rand_core::Rng;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// The most games one run accepts. Below 2⁵³ every game count and quantile rank is
/// exact in an `f64`; 10¹² games already take years on one machine (tens of thousands
/// of games per second).
pub const MAX_GAMES: u64 = 1_000_000_000_000;

/// Seats counted in a [`Tally`] (the most seats at a board).
const TALLY_SEATS: usize = 4;

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

/// Play game number `index` of a run seeded with `seed`, from state `start`.
pub fn play_one_from(game: &Game, start: &State, seed: u64, index: u64) -> GameResult {
    let mut rng = seeded_rng(seed, index);
    let s = pachisi_core::random_playout_from(game, *start, &mut rng);
    GameResult::from_state(game, &s)
}

/// [`run_with_threads`] from a position: every game continues from `start` (counts
/// such as turns and captures include what happened before it).
pub fn run_from_with_threads(
    game: &Game,
    start: &State,
    games: u64,
    seed: u64,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Tally, String> {
    let run = || {
        (0..games)
            .into_par_iter()
            .fold(Tally::default, |mut t, i| {
                t.add(&play_one_from(game, start, seed, i));
                tick();
                t
            })
            .reduce(Tally::default, Tally::merge)
    };
    match threads {
        None => Ok(run()),
        Some(t) => rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .map_err(|e| format!("cannot start {t} threads: {e}"))
            .map(|pool| pool.install(run)),
    }
}

/// Play games `0..games` in parallel on rayon's current pool and tally them (no
/// allocation per game: each worker folds its games into a [`Tally`], and the tallies
/// are merged). `tick` is called once per finished game (from any thread), e.g. for a
/// progress bar.
pub fn run(game: &Game, games: u64, seed: u64, tick: &(dyn Fn() + Sync)) -> Tally {
    (0..games)
        .into_par_iter()
        .fold(Tally::default, |mut t, i| {
            t.add(&play_one(game, seed, i));
            tick();
            t
        })
        .reduce(Tally::default, Tally::merge)
}

/// [`run`] on a pool of `threads` threads (`None`: rayon's global pool, sized by
/// `RAYON_NUM_THREADS` or the number of CPUs).
pub fn run_with_threads(
    game: &Game,
    games: u64,
    seed: u64,
    threads: Option<usize>,
    tick: &(dyn Fn() + Sync),
) -> Result<Tally, String> {
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

/// How many games gave each value of a per-game count. Memory grows with the number
/// of distinct values (at most the range of the count), not with the number of games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Histogram {
    counts: BTreeMap<u32, u64>,
}

impl Histogram {
    /// Count one game with value `v`.
    #[inline]
    pub fn add(&mut self, v: u32) {
        *self.counts.entry(v).or_insert(0) += 1;
    }

    /// Add the counts of `other`.
    pub fn merge(&mut self, other: &Histogram) {
        for (&v, &c) in &other.counts {
            *self.counts.entry(v).or_insert(0) += c;
        }
    }

    /// Number of games counted.
    pub fn len(&self) -> u64 {
        self.counts.values().sum()
    }

    /// Whether no game is counted.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// Each counted value with its number of games, in increasing order of value.
    pub fn counts(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.counts.iter().map(|(&v, &c)| (v, c))
    }

    /// The value of rank `k` (0-based) in sorted order; `k` must be below `len()`.
    fn value_at(&self, k: u64) -> u32 {
        let mut seen = 0u64;
        for (&v, &c) in &self.counts {
            seen += c;
            if k < seen {
                return v;
            }
        }
        panic!("rank {k} of a histogram of {seen} values")
    }

    /// The `q`-quantile, exactly as [`quantile`] of the sorted values.
    fn quantile(&self, n: u64, q: f64) -> f64 {
        let h = (n - 1) as f64 * q.clamp(0.0, 1.0);
        let lo = h.floor() as u64;
        let hi = (lo + 1).min(n - 1);
        let a = self.value_at(lo) as f64;
        let b = self.value_at(hi) as f64;
        a + (h - lo as f64) * (b - a)
    }

    /// The location statistics of the counted values.
    pub fn dist(&self) -> Dist {
        let n = self.len();
        let (Some((&min, _)), Some((&max, _))) =
            (self.counts.first_key_value(), self.counts.last_key_value())
        else {
            return Dist {
                mean: 0.0,
                median: 0.0,
                p10: 0.0,
                p90: 0.0,
                min: 0,
                max: 0,
            };
        };
        let sum: u128 = self
            .counts
            .iter()
            .map(|(&v, &c)| v as u128 * c as u128)
            .sum();
        Dist {
            // Integer to float conversion rounds to nearest, for u128 as for u64: the
            // same mean as summing the sorted list.
            mean: sum as f64 / n as f64,
            median: self.quantile(n, 0.5),
            p10: self.quantile(n, 0.1),
            p90: self.quantile(n, 0.9),
            min,
            max,
        }
    }
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
        let mut h = Histogram::default();
        for &v in values {
            h.add(v);
        }
        h.dist()
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

/// What a run keeps of its games: counters and one [`Histogram`] per per-game count,
/// enough for its [`Summary`]. Its size does not grow with the number of games, and
/// tallies merge exactly (integer addition), in any order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    pub turns: Histogram,
    pub moves: Histogram,
    pub throws: Histogram,
    pub captures: Histogram,
    pub forfeited: Histogram,
    pub cancelled: Histogram,
    /// Games each seat ranked first.
    pub seat_wins: [u64; TALLY_SEATS],
    /// Games each team won (teams 0 and 1).
    pub team_wins: [u64; 2],
    /// Games without a winning team (no teams, or an adjudicated tie).
    pub no_team: u64,
    pub adjudicated: u64,
    pub adjudicated_cap: u64,
}

impl Tally {
    /// Count one game.
    pub fn add(&mut self, r: &GameResult) {
        self.games += 1;
        self.turns.add(r.turns);
        self.moves.add(r.moves);
        self.throws.add(r.throws);
        self.captures.add(r.captures);
        self.forfeited.add(r.forfeited);
        self.cancelled.add(r.cancelled);
        if let Some(c) = self.seat_wins.get_mut(r.winner as usize) {
            *c += 1;
        }
        match r.winning_team {
            Some(t) if (t as usize) < 2 => self.team_wins[t as usize] += 1,
            _ => self.no_team += 1,
        }
        self.adjudicated += r.adjudicated as u64;
        self.adjudicated_cap += r.hit_cap as u64;
    }

    /// The tally of both runs' games.
    pub fn merge(mut self, other: Tally) -> Tally {
        self.games += other.games;
        self.turns.merge(&other.turns);
        self.moves.merge(&other.moves);
        self.throws.merge(&other.throws);
        self.captures.merge(&other.captures);
        self.forfeited.merge(&other.forfeited);
        self.cancelled.merge(&other.cancelled);
        for (a, b) in self.seat_wins.iter_mut().zip(other.seat_wins) {
            *a += b;
        }
        for (a, b) in self.team_wins.iter_mut().zip(other.team_wins) {
            *a += b;
        }
        self.no_team += other.no_team;
        self.adjudicated += other.adjudicated;
        self.adjudicated_cap += other.adjudicated_cap;
        self
    }

    /// The summary of the tallied games of a variant with `seats` seats (teams on or
    /// off).
    pub fn summary(&self, seats: u8, teams: bool) -> Summary {
        let n = self.games;
        let seats = (seats as usize).min(TALLY_SEATS);
        Summary {
            games: n,
            turns: self.turns.dist(),
            moves: self.moves.dist(),
            throws: self.throws.dist(),
            seat_wins: shares(&self.seat_wins[..seats], n),
            team_wins: teams.then(|| TeamWins {
                teams: shares(&self.team_wins, n),
                ties: self.no_team,
            }),
            captures: self.captures.dist(),
            forfeited: self.forfeited.dist(),
            cancelled: self.cancelled.dist(),
            adjudicated: self.adjudicated,
            adjudicated_cap: self.adjudicated_cap,
            adjudicated_dead_end: self.adjudicated - self.adjudicated_cap,
        }
    }
}

/// Summarise per-game results of a variant with `seats` seats (teams on or off).
pub fn summarize(results: &[GameResult], seats: u8, teams: bool) -> Summary {
    let mut t = Tally::default();
    for r in results {
        t.add(r);
    }
    t.summary(seats, teams)
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
        // The tally is that of the games one by one.
        let results: Vec<GameResult> = (0..24).map(|i| play_one(&game, 3, i)).collect();
        let (seats, teams) = (game.seats(), game.options().teams);
        let s = one.summary(seats, teams);
        assert_eq!(s, summarize(&results, seats, teams));
        assert_eq!(s.games, 24);
        assert_eq!(s.seat_wins.iter().map(|x| x.wins).sum::<u64>(), 24);
    }

    /// The statistics as they were computed before results were tallied: from the
    /// sorted list of values.
    fn dist_of_sorted_list(values: &[u32]) -> Dist {
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

    #[test]
    fn histogram_statistics_are_those_of_the_sorted_list() {
        let mut rng = seeded_rng(4, 0);
        for n in [1usize, 2, 3, 7, 10, 11, 100, 1001, 4567] {
            for range in [1u32, 3, 50, 1000, 1 << 31] {
                let values: Vec<u32> = (0..n).map(|_| rng.next_u32() % range).collect();
                let want = dist_of_sorted_list(&values);
                let got = Dist::of(&values);
                // Bit for bit, not just close.
                assert_eq!(
                    format!("{got:?}"),
                    format!("{want:?}"),
                    "n {n} range {range}"
                );
                // Split in two and merged, in either order: the same.
                let (a, b) = values.split_at(n / 3);
                let (mut ha, mut hb) = (Histogram::default(), Histogram::default());
                a.iter().for_each(|&v| ha.add(v));
                b.iter().for_each(|&v| hb.add(v));
                let mut ab = ha.clone();
                ab.merge(&hb);
                hb.merge(&ha);
                assert_eq!(ab, hb);
                assert_eq!(ab.dist(), got);
                assert_eq!(ab.len(), n as u64);
            }
        }
    }

    #[test]
    fn tallies_merge_in_any_order() {
        let game = Game::new(Variant::preset(Preset::Chopat)).unwrap();
        let results: Vec<GameResult> = (0..30).map(|i| play_one(&game, 8, i)).collect();
        let tally = |rs: &[GameResult]| {
            let mut t = Tally::default();
            rs.iter().for_each(|r| t.add(r));
            t
        };
        let whole = tally(&results);
        let (a, b) = results.split_at(11);
        assert_eq!(tally(a).merge(tally(b)), whole);
        assert_eq!(tally(b).merge(tally(a)), whole);
        assert_eq!(Tally::default().merge(whole.clone()), whole);
        assert_eq!(whole.games, 30);
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
