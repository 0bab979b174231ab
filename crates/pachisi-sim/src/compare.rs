//! Comparing option sets (`pachisi compare`): random-vs-random games of two or more
//! games (variants) over the same throw sequences, with paired differences.
//!
//! Game `i` of every option set throws with `seeded_rng(seed, i)` and decides with a
//! separate generator, `seeded_rng(seed ^ DECISION_STREAM, i)`. Every throw takes a
//! fixed number of words from its generator, so the `k`-th throw of game `i` comes
//! from the same random words in every option set (the same outcome when the throw
//! tables are the same), whatever the decisions were. Differences between sets are
//! then measured game by game (paired), which removes most of the luck of the throws
//! from them.
//!
//! As in [`crate::run`], nothing is kept per game: each game's figures are folded
//! into integer sums (and the [`Tally`] histograms of each set), merged exactly in any
//! order, so a report does not depend on the number of threads.

use crate::{GameResult, Share, Summary, Tally, Z95, wilson};
use pachisi_core::{ActionList, Game, Phase, State, seeded_rng};
use rand_core::Rng;
use rayon::prelude::*;
use serde::Serialize;

/// Xored into the seed for the decisions' generator.
pub const DECISION_STREAM: u64 = 0xDEC1_5105_0F5E_ED00;

/// Figures compared per game, in this order (see [`METRICS`]).
const M: usize = 13;

/// The compared figures: (key, what it is, whether it is a share of games). Per-game
/// values are counts, or 0/1 for shares; the team share counts a tie as one half.
/// Seats and teams are numbered from 0, as in `simulate` and in records.
pub const METRICS: [(&str, &str, bool); M] = [
    ("turns", "turns per game", false),
    ("moves", "moves per game", false),
    ("throws", "throws per game", false),
    ("captures", "captures per game", false),
    ("forfeited", "forfeited throws per game", false),
    ("cancelled", "cancelled throws per game", false),
    ("adjudicated", "share of games adjudicated", true),
    (
        "first_player",
        "share won by the seat that played first",
        true,
    ),
    ("seat0", "share won by seat 0", true),
    ("seat1", "share won by seat 1", true),
    ("seat2", "share won by seat 2", true),
    ("seat3", "share won by seat 3", true),
    (
        "team0",
        "share won by team 0 (seats 0 and 2; ties count half)",
        true,
    ),
];

/// Index of the team share in [`METRICS`]; its per-game values are in half points.
const TEAM: usize = 12;
/// Index of the first per-seat share.
const SEAT0: usize = 8;

/// One game of a comparison: its result and the seat that played the first turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairedGame {
    pub result: GameResult,
    /// The seat whose turn came first (after the start-order throws, T-ORDER).
    pub starter: u8,
}

/// Play game `index` of a comparison seeded with `seed`: uniformly random decisions
/// from `seeded_rng(seed ^ DECISION_STREAM, index)`, throws from `seeded_rng(seed,
/// index)`.
pub fn play_paired(game: &Game, seed: u64, index: u64) -> PairedGame {
    let mut dice = seeded_rng(seed, index);
    let mut choice = seeded_rng(seed ^ DECISION_STREAM, index);
    let mut s: State = game.initial_state();
    let mut legal = ActionList::new();
    let mut listed = false;
    let mut starter = None;
    while !game.is_terminal(&s) {
        if starter.is_none() && s.phase() != Phase::Order {
            starter = Some(s.turn());
        }
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            listed = game.apply_chance_unchecked_listing(&mut s, o, &mut legal);
        } else {
            if !listed {
                game.legal_actions_into(&s, &mut legal);
            }
            let a = legal[((choice.next_u32() as u64 * legal.len() as u64) >> 32) as usize];
            listed = game.play_unchecked_listing(&mut s, a, &mut legal);
        }
    }
    PairedGame {
        result: GameResult::from_state(game, &s),
        starter: starter.unwrap_or(0),
    }
}

fn values(game: &Game, g: &PairedGame) -> [i64; M] {
    let r = &g.result;
    let mut v = [0i64; M];
    v[0] = r.turns as i64;
    v[1] = r.moves as i64;
    v[2] = r.throws as i64;
    v[3] = r.captures as i64;
    v[4] = r.forfeited as i64;
    v[5] = r.cancelled as i64;
    v[6] = r.adjudicated as i64;
    v[7] = if game.options().teams {
        (r.winning_team == Some(game.team_of(g.starter))) as i64
    } else {
        (r.winner == g.starter) as i64
    };
    if (r.winner as usize) < 4 {
        v[SEAT0 + r.winner as usize] = 1;
    }
    v[TEAM] = match r.winning_team {
        Some(0) => 2,
        Some(_) => 0,
        None => 1,
    };
    v
}

/// Sums of a per-game value (or of a paired difference): exact integers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moments {
    pub n: u64,
    pub sum: i128,
    pub sumsq: u128,
}

impl Moments {
    fn add(&mut self, x: i64) {
        self.n += 1;
        self.sum += x as i128;
        self.sumsq += (x as i128 * x as i128) as u128;
    }

    fn merge(&mut self, o: &Moments) {
        self.n += o.n;
        self.sum += o.sum;
        self.sumsq += o.sumsq;
    }

    /// Mean and standard error of the mean, divided by `scale`.
    fn mean_se(&self, scale: f64) -> (f64, f64) {
        if self.n == 0 {
            return (0.0, 0.0);
        }
        let n = self.n as f64;
        let mean = self.sum as f64 / n;
        let var = if self.n > 1 {
            ((self.sumsq as f64 - self.sum as f64 * mean) / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        (mean / scale, (var / n).sqrt() / scale)
    }
}

/// What a comparison keeps: per option set a [`Tally`] and the sums of each figure,
/// and per set after the first the sums of its paired differences from the first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompareTally {
    pub sides: Vec<Tally>,
    pub moments: Vec<[Moments; M]>,
    /// `diffs[j - 1]`: set `j` minus set 0, game by game.
    pub diffs: Vec<[Moments; M]>,
}

impl CompareTally {
    fn new(sides: usize) -> CompareTally {
        CompareTally {
            sides: vec![Tally::default(); sides],
            moments: vec![[Moments::default(); M]; sides],
            diffs: vec![[Moments::default(); M]; sides.saturating_sub(1)],
        }
    }

    fn add(&mut self, games: &[Game], played: &[PairedGame]) {
        let vals: Vec<[i64; M]> = games
            .iter()
            .zip(played)
            .map(|(g, p)| values(g, p))
            .collect();
        for (j, p) in played.iter().enumerate() {
            self.sides[j].add(&p.result);
            for (m, &v) in vals[j].iter().enumerate() {
                self.moments[j][m].add(v);
                if j > 0 {
                    self.diffs[j - 1][m].add(v - vals[0][m]);
                }
            }
        }
    }

    fn merge(mut self, o: CompareTally) -> CompareTally {
        if self.sides.is_empty() {
            return o;
        }
        for (a, b) in self.sides.iter_mut().zip(o.sides) {
            *a = std::mem::take(a).merge(b);
        }
        for (a, b) in self
            .moments
            .iter_mut()
            .zip(&o.moments)
            .chain(self.diffs.iter_mut().zip(&o.diffs))
        {
            for (x, y) in a.iter_mut().zip(b) {
                x.merge(y);
            }
        }
        self
    }
}

/// Play games `0..games` of every option set on rayon's current pool and tally them.
/// `tick` is called once per game index (all sets played).
pub fn run_compare(
    games: &[Game],
    count: u64,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> CompareTally {
    let n = games.len();
    (0..count)
        .into_par_iter()
        .fold(
            || CompareTally::new(n),
            |mut t, i| {
                let played: Vec<PairedGame> =
                    games.iter().map(|g| play_paired(g, seed, i)).collect();
                t.add(games, &played);
                tick();
                t
            },
        )
        .reduce(|| CompareTally::new(0), CompareTally::merge)
}

/// An estimate with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    pub mean: f64,
    pub ci95: [f64; 2],
}

/// A paired difference (this set minus the first) with its 95% interval and the
/// two-sided p-value of "no difference" (normal approximation).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Difference {
    pub mean: f64,
    pub ci95: [f64; 2],
    pub p_value: f64,
    /// The interval excludes 0.
    pub significant: bool,
}

/// One figure across the option sets.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MetricRow {
    pub key: &'static str,
    pub what: &'static str,
    /// Per set (`None` where the figure does not apply, e.g. seat 3 of a 2-player
    /// game or the team share without teams).
    pub values: Vec<Option<Estimate>>,
    /// Per set: the difference from the first set (`None` for the first and where
    /// the figure does not apply to both).
    pub differences: Vec<Option<Difference>>,
}

/// One option set of a comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideReport {
    pub label: String,
    pub variant: String,
    pub options: serde_json::Map<String, serde_json::Value>,
    pub seats: u8,
    pub teams: bool,
    pub summary: Summary,
}

/// Everything `pachisi compare` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CompareReport {
    pub games: u64,
    pub seed: u64,
    pub sides: Vec<SideReport>,
    pub metrics: Vec<MetricRow>,
}

/// Two-sided p-value of a standard normal statistic `z`.
pub fn p_two_sided(z: f64) -> f64 {
    if !z.is_finite() {
        return if z.is_nan() { 1.0 } else { 0.0 };
    }
    erfc(z.abs() / std::f64::consts::SQRT_2).clamp(0.0, 1.0)
}

/// Complementary error function (W. J. Cody's rational approximation as in Numerical
/// Recipes' `erfcc`, relative error below 1.2e-7).
pub fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let r = t
        * (-z * z - 1.265_512_23
            + t * (1.000_023_68
                + t * (0.374_091_96
                    + t * (0.096_784_18
                        + t * (-0.186_288_06
                            + t * (0.278_868_07
                                + t * (-1.135_203_98
                                    + t * (1.488_515_87
                                        + t * (-0.822_152_23 + t * 0.170_872_77)))))))))
            .exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

fn applies(game: &Game, m: usize) -> bool {
    match m {
        TEAM => game.options().teams,
        m if (SEAT0..SEAT0 + 4).contains(&m) => m - SEAT0 < game.seats() as usize,
        _ => true,
    }
}

/// The report of a comparison's tally. `labels[j]` names option set `j`.
pub fn compare_report(
    games: &[Game],
    labels: &[String],
    tally: &CompareTally,
    count: u64,
    seed: u64,
) -> CompareReport {
    let sides = games
        .iter()
        .zip(labels)
        .zip(&tally.sides)
        .map(|((g, l), t)| SideReport {
            label: l.clone(),
            variant: g.variant().preset.name().to_string(),
            options: pachisi_core::position::option_overrides(g.variant()),
            seats: g.seats(),
            teams: g.options().teams,
            summary: t.summary(g.seats(), g.options().teams),
        })
        .collect();
    let metrics = (0..M)
        .map(|m| {
            let (key, what, share) = METRICS[m];
            let scale = if m == TEAM { 2.0 } else { 1.0 };
            let values = games
                .iter()
                .enumerate()
                .map(|(j, g)| {
                    if !applies(g, m) {
                        return None;
                    }
                    let mo = &tally.moments[j][m];
                    let (mean, se) = mo.mean_se(scale);
                    let ci95 = if share {
                        let (lo, hi) = wilson(mean * mo.n as f64, mo.n, Z95);
                        [lo, hi]
                    } else {
                        [mean - Z95 * se, mean + Z95 * se]
                    };
                    Some(Estimate { mean, ci95 })
                })
                .collect();
            let differences = games
                .iter()
                .enumerate()
                .map(|(j, g)| {
                    if j == 0 || !applies(g, m) || !applies(&games[0], m) {
                        return None;
                    }
                    let (mean, se) = tally.diffs[j - 1][m].mean_se(scale);
                    let p_value = if se > 0.0 {
                        p_two_sided(mean / se)
                    } else if mean == 0.0 {
                        1.0
                    } else {
                        0.0
                    };
                    let ci95 = [mean - Z95 * se, mean + Z95 * se];
                    Some(Difference {
                        mean,
                        ci95,
                        p_value,
                        significant: ci95[0] > 0.0 || ci95[1] < 0.0,
                    })
                })
                .collect();
            MetricRow {
                key,
                what,
                values,
                differences,
            }
        })
        .collect();
    CompareReport {
        games: count,
        seed,
        sides,
        metrics,
    }
}

/// A [`Share`] of `wins` of `n` games with its Wilson interval (for charts).
pub fn share(index: u8, wins: u64, n: u64) -> Share {
    let (lo, hi) = wilson(wins as f64, n, Z95);
    Share {
        index,
        wins,
        share: if n == 0 { 0.0 } else { wins as f64 / n as f64 },
        ci95: [lo, hi],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pachisi_core::{Preset, Variant};

    fn game(preset: Preset, set: &[&str]) -> Game {
        let mut v = Variant::preset(preset);
        for s in set {
            v.options.set_pair(s).unwrap();
        }
        Game::new(v).unwrap()
    }

    #[test]
    fn p_values() {
        assert!((p_two_sided(1.959_963_984_540_054) - 0.05).abs() < 1e-6);
        assert!((p_two_sided(0.0) - 1.0).abs() < 1e-6);
        assert!((p_two_sided(-2.575_829_3) - 0.01).abs() < 1e-6);
        assert!(p_two_sided(40.0) < 1e-300 + 1e-12);
    }

    #[test]
    fn same_options_give_identical_games_and_no_difference() {
        let g = game(Preset::Chopat, &["players=2"]);
        let games = vec![g.clone(), g];
        let t = run_compare(&games, 40, 5, &|| {});
        assert_eq!(t.sides[0], t.sides[1]);
        let r = compare_report(&games, &["a".into(), "b".into()], &t, 40, 5);
        for row in &r.metrics {
            if let Some(d) = row.differences[1] {
                assert_eq!(d.mean, 0.0, "{}", row.key);
                assert!(!d.significant, "{}", row.key);
                assert_eq!(d.p_value, 1.0);
            }
        }
        // Seats 2 and 3 and the team share do not apply to 2-player Chopat.
        for key in ["seat2", "seat3", "team0"] {
            let row = r.metrics.iter().find(|m| m.key == key).unwrap();
            assert_eq!(row.values, vec![None, None], "{key}");
        }
    }

    #[test]
    fn the_bonus_step_removes_most_adjudications() {
        let a = game(Preset::Pachisi, &[]);
        let b = game(Preset::Pachisi, &["bonus=true"]);
        let t = run_compare(&[a.clone(), b.clone()], 200, 1, &|| {});
        let r = compare_report(&[a, b], &["a".into(), "b".into()], &t, 200, 1);
        // Pachisi without the bonus step has dead ends (most random games adjudicated);
        // with it, hardly any: a large, significant difference.
        let adj = r.metrics.iter().find(|m| m.key == "adjudicated").unwrap();
        let d = adj.differences[1].unwrap();
        assert!(d.significant && d.mean < -0.5, "{d:?}");
        // Every game is counted in every set.
        assert!(r.sides.iter().all(|s| s.summary.games == 200));
    }

    #[test]
    fn tallies_do_not_depend_on_threads() {
        let g = vec![
            game(Preset::Chaupar, &[]),
            game(Preset::Chaupar, &["dice_faces=1-3-4-6"]),
        ];
        let run = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| run_compare(&g, 30, 9, &|| {}))
        };
        assert_eq!(run(1), run(3));
    }
}
