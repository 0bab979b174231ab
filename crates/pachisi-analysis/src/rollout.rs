//! The rollout engine shared by position analysis and game review: *studies* (one
//! decision or chance node, several candidate continuations), rolled out in rounds
//! with duplicate dice, candidates dropped once they are clearly worse than the best.

use pachisi_bots::{Bot, BotSpec, Budget, Evaluator, Weights};
use pachisi_core::{ActionList, Game, GameRng, State, mix64, seeded_rng};
use rayon::prelude::*;
use std::sync::Mutex;
use std::time::Instant;

/// How positions are rolled out (see the crate documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The bot that plays every seat in the rollouts.
    pub policy: BotSpec,
    /// Most rollouts per candidate.
    pub games: u32,
    /// Rollouts per candidate before any candidate may be dropped (the first round).
    pub min_games: u32,
    /// Rollouts added per candidate in every later round.
    pub batch: u32,
    /// Seed of the dice and of the bots.
    pub seed: u64,
    /// Decisions with a choice that `policy` plays in each rollout, after which
    /// [`TAIL_POLICY`] (the `heuristic`) plays to the end of the game; 0: `policy`
    /// plays the whole rollout. Keeps rollouts with a searching bot affordable: the
    /// strong play is where the candidates' consequences are, the cheap play finishes
    /// the game for its result.
    pub horizon: u32,
    /// Candidates rolled out per decision: 0 for all; otherwise this many, the best
    /// by the one-ply evaluation of the `heuristic` bot (a move filter, as GNU
    /// Backgammon's), plus the action played in a review.
    pub candidates: usize,
    /// z of the one-sided test that drops a candidate: it is dropped when the lower
    /// end of the interval `mean ± z · sd / √n` of the paired difference (best minus
    /// it) is above 0. 3.0 by default, stricter than 95% because the test is repeated
    /// after every round.
    pub drop_z: f64,
    /// Luck-adjusted rollouts (variance reduction, as GNU Backgammon's): the first
    /// `luck` throws of a rollout are each scored by how much they gave or took from
    /// the scored side by the `heuristic`'s estimate ([`throw_luck_in_rollout`]), and
    /// the sum is subtracted from the rollout's result (0: none). Each throw's luck
    /// has mean 0 given the position, so the estimate stays unbiased; its variance
    /// falls where the estimate tracks the game.
    pub luck: u32,
    /// Luck-adjusted rollouts: only throws made when some seat has at most this
    /// fraction of its way left (`Game::distance_left` against a seat's whole way) are
    /// adjusted; 1 for every throw. The rule looks at the position before the throw, so
    /// the estimate stays unbiased; the gain is in the endgame, where the estimate
    /// tracks the result and a throw is cheap to score (docs/analysis.md, "Variance
    /// reduction"). In (0, 1].
    pub luck_late: f64,
    /// Reviews: the chance that a game's review marks any decision whose true loss is
    /// 0 (a family-wise error rate): a mark's loss must be significant at
    /// `family_alpha / m` for the game's `m` reviewed decisions (Bonferroni).
    pub family_alpha: f64,
    /// Reviews: a decision gets more rollouts (up to `games`) while its screening is
    /// in doubt, that is while the rule is within `doubt_z` standard errors of
    /// changing (docs/analysis.md, "Adaptive budget").
    pub doubt_z: f64,
    /// Reviews: z of the first stage's screening test; a decision whose loss passes
    /// it (and is at least the inaccuracy threshold) goes to the second stage.
    pub screen_z: f64,
    /// Reviews: before this many rollouts, the first stage settles a decision as *no
    /// mark*, or drops a candidate, only on stronger evidence: the test's z
    /// (`doubt_z`, `drop_z`) times `√(early_games / n)` on `n` rollouts, as a group
    /// sequential test spends little of its error on its early looks. The test is
    /// repeated after every round of 16, and over a game's hundreds of decisions a
    /// test on 48–192 rollouts now and then settled a 6-point loss as none (issue 27,
    /// ninth round). 0: the plain z at every look (until 2026-12-07).
    pub early_games: u32,
    /// Reviews: rollouts of the best and the action played in the second stage, on
    /// fresh dice (at least; more when the first stage used more).
    pub confirm_games: u32,
    /// Reviews: the most rollouts of the second stage per action. A screened
    /// decision first gets as many as its first-stage estimate says it needs to
    /// settle the mark — its loss several standard errors from the inaccuracy
    /// threshold and from 0 — from `confirm_games` up to `CONFIRM_FIRST_MAX` (4,096), then
    /// rounds of [`FRESH_ROUND`] up to this while its fresh loss is near the threshold.
    pub confirm_max: u32,
    /// Reviews: the second stage's looks before its cap stop only on stronger
    /// evidence, as a group sequential test's: a look on `n` rollouts of a study
    /// whose cap is `N` stops when the loss stands `doubt_z · min(√(N / n), F)`
    /// standard errors from the inaccuracy threshold, `F` this factor; the look at
    /// the cap keeps the plain rule. 1: the plain `doubt_z` at every look (the
    /// default). A normal model of the stage (`scripts/marks-threshold-sim.py
    /// --early F`) puts its gain at the bar below a larger cap's for the same
    /// rollouts (docs/analysis.md, "What a threshold costs").
    pub confirm_early: f64,
    /// Reviews: the loss a mark must be *shown* to exceed, at the family-wise level:
    /// a decision is marked when its fresh loss's lower end, `loss − mark_z · se`, is
    /// above this. [`crate::INACCURACY`] (5 points) by default since the fourth round
    /// of issue 27, so a mark says "lost at least 5 points", not "lost something, and
    /// about 5 points or more"; 0 gives the rule before it (docs/analysis.md).
    pub mark_bar: f64,
}

/// Throws with more distinct outcomes than this get no luck adjustment in a rollout
/// (the long dice's 64 ordered throws would cost 64 one-ply searches a throw).
pub const LUCK_MAX_OUTCOMES: usize = 16;

/// Fewest rollouts per candidate before a candidate is dropped or a review's
/// decision settled: over the hundreds of decisions of a game, a test on 16 rollouts
/// now and then drops the best action (seen: a 10-point loss settled as none).
pub const MIN_SETTLE_GAMES: u32 = 48;

/// The z of a test made on `n` rollouts with [`Settings::early_games`] `early`:
/// `z · √(early / n)` while `n < early`, else `z`.
pub(crate) fn early_z(z: f64, n: usize, early: u32) -> f64 {
    if n == 0 || (n as u64) >= early as u64 {
        z
    } else {
        z * (early as f64 / n as f64).sqrt()
    }
}

/// The largest [`Settings::confirm_early`].
pub const MAX_EARLY_FACTOR: f64 = 16.0;

/// The factor of a second-stage look on `n` rollouts with the cap `cap` and
/// [`Settings::confirm_early`] `f`: `min(√(cap / n), f)`, at least 1 (1 at the cap).
pub(crate) fn look_factor(n: u32, cap: u32, f: f64) -> f64 {
    if n == 0 || n >= cap || f <= 1.0 {
        1.0
    } else {
        (cap as f64 / n as f64).sqrt().min(f).max(1.0)
    }
}

/// Rollouts per candidate in a round of a fixed (fresh) series.
pub const FRESH_ROUND: u32 = 256;

/// Fewest common rollouts for a test on a paired difference: a candidate is not
/// dropped, and a review's loss not marked, on fewer (with very few rollouts the
/// sample variance of the differences is often 0, and the interval meaningless).
pub const MIN_TEST_GAMES: usize = 10;

/// The most rollouts per candidate a [`Settings`] may ask for.
pub const MAX_GAMES: u32 = 1_000_000;

impl Settings {
    /// Check the numbers: `games` in 1..=[`MAX_GAMES`], `min_games` and `batch` at
    /// least 1, `drop_z` positive and finite.
    pub fn check(&self) -> Result<(), String> {
        if self.games == 0 || self.games > MAX_GAMES {
            return Err(format!(
                "rollouts per candidate must be from 1 to {MAX_GAMES}, not {}",
                self.games
            ));
        }
        if self.min_games == 0 || self.batch == 0 {
            return Err("the first round and the batch must have at least 1 rollout".into());
        }
        if !(self.drop_z.is_finite() && self.drop_z > 0.0) {
            return Err(format!("drop_z must be above 0, not {}", self.drop_z));
        }
        if !(self.family_alpha > 0.0 && self.family_alpha < 1.0) {
            return Err(format!(
                "family_alpha must be between 0 and 1, not {}",
                self.family_alpha
            ));
        }
        if !(self.doubt_z.is_finite() && self.doubt_z >= 0.0) {
            return Err(format!("doubt_z must be 0 or more, not {}", self.doubt_z));
        }
        if !(self.screen_z.is_finite() && self.screen_z > 0.0) {
            return Err(format!("screen_z must be above 0, not {}", self.screen_z));
        }
        if !(self.mark_bar.is_finite() && (0.0..=1.0).contains(&self.mark_bar)) {
            return Err(format!(
                "mark_bar must be between 0 and 1 (win chance), not {}",
                self.mark_bar
            ));
        }
        if !(self.luck_late > 0.0 && self.luck_late <= 1.0) {
            return Err(format!(
                "luck_late must be above 0 and at most 1 (a fraction of the way), not {}",
                self.luck_late
            ));
        }
        if !(self.confirm_early.is_finite()
            && (1.0..=MAX_EARLY_FACTOR).contains(&self.confirm_early))
        {
            return Err(format!(
                "confirm_early must be from 1 to {MAX_EARLY_FACTOR}, not {}",
                self.confirm_early
            ));
        }
        if self.confirm_games > MAX_GAMES || self.confirm_max > MAX_GAMES {
            return Err(format!(
                "confirm_games and confirm_max must be at most {MAX_GAMES}, not {} and {}",
                self.confirm_games, self.confirm_max
            ));
        }
        Ok(())
    }
}

/// Points of a finished game for `seat`'s side, in half points: 2 a win, 1 an
/// adjudicated team tie, 0 a loss. With teams the side is the seat's team (the winning
/// team wins); without teams a win is first place.
pub fn side_points(game: &Game, end: &State, seat: u8) -> u8 {
    let Some(o) = game.outcome(end) else {
        return 1;
    };
    if game.options().teams {
        match o.winning_team {
            Some(t) if t == game.team_of(seat) => 2,
            Some(_) => 0,
            None => 1,
        }
    } else if o.ranking.first() == Some(&seat) {
        2
    } else {
        0
    }
}

/// The bot that finishes a rollout after the horizon ([`Settings::horizon`]).
pub const TAIL_POLICY: BotSpec = BotSpec::Heuristic(pachisi_bots::Rivals::Best);

/// Sets of bots shared by the rollout tasks of one call: one policy bot per seat, then
/// (with a horizon) one [`TAIL_POLICY`] bot per seat. A task takes a free set or builds
/// one, and gives it back. At most as many sets are built as tasks run at once, and
/// they are dropped with the pool. A bot's choice depends only on its seed, the state
/// and the budget, so which set a task gets does not matter.
pub(crate) struct BotPool {
    spec: BotSpec,
    tail: bool,
    seed: u64,
    seats: u8,
    free: Mutex<Vec<Vec<Box<dyn Bot>>>>,
}

impl BotPool {
    pub(crate) fn new(spec: BotSpec, tail: bool, seed: u64, seats: u8) -> BotPool {
        BotPool {
            spec,
            tail,
            seed,
            seats,
            free: Mutex::new(Vec::new()),
        }
    }

    fn with<R>(&self, f: impl FnOnce(&mut [Box<dyn Bot>]) -> R) -> R {
        let taken = self.free.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut set = taken.unwrap_or_else(|| {
            let seed = |seat: u8| mix64(self.seed ^ mix64(0xB07_0000 + seat as u64));
            let mut v: Vec<Box<dyn Bot>> = (0..self.seats)
                .map(|seat| self.spec.build(seed(seat)))
                .collect();
            if self.tail {
                v.extend((0..self.seats).map(|seat| TAIL_POLICY.build(seed(seat))));
            }
            v
        });
        let r = f(&mut set);
        self.free
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(set);
        r
    }
}

/// The estimated win chance of `side`'s side just after a throw, for the luck of
/// that throw: at a decision, after the action the mover would choose by its one-ply
/// estimate (the `heuristic`'s choice); else the static estimate.
fn after_throw_value(
    game: &Game,
    ev: &Evaluator,
    t: &State,
    side: u8,
    legal: &mut ActionList,
) -> f64 {
    if game.is_terminal(t) || game.is_chance(t) {
        return ev.win_chances(game, t)[side as usize];
    }
    let mover = t.mover() as usize;
    game.legal_actions_into(t, legal);
    let mut best = (f64::NEG_INFINITY, 0.0);
    for &a in legal.iter() {
        let mut u = *t;
        game.play_unchecked(&mut u, a);
        let w = ev.win_chances(game, &u);
        if w[mover] > best.0 {
            best = (w[mover], w[side as usize]);
        }
    }
    if best.0.is_finite() {
        best.1
    } else {
        ev.win_chances(game, t)[side as usize]
    }
}

/// The luck of throw `outcome` at chance node `s` for `side`: its estimated win chance
/// after the throw minus the probability-weighted mean over every throw that could
/// have been made (mean 0 over the throw, whatever the estimate). 0 for throws with
/// more than [`LUCK_MAX_OUTCOMES`] outcomes.
pub(crate) fn throw_luck_in_rollout(
    game: &Game,
    ev: &Evaluator,
    s: &State,
    outcome: u8,
    side: u8,
    legal: &mut ActionList,
) -> f64 {
    let list = game.chance_outcomes(s);
    let items = list.as_slice();
    if items.len() > LUCK_MAX_OUTCOMES || items.len() < 2 {
        return 0.0;
    }
    let (mut expected, mut actual) = (0.0, 0.0);
    for &(o, p) in items {
        let mut t = *s;
        game.apply_chance_unchecked(&mut t, o);
        let v = after_throw_value(game, ev, &t, side, legal);
        expected += p * v;
        if o == outcome {
            actual = v;
        }
    }
    actual - expected
}

/// Play from `start` to the end of the game: seat `j`'s `k`-th throw is the `k`-th
/// draw of its own generator, seeded from `dice_seed`, `j` and `index` (every throw
/// takes a fixed number of words from a generator, so every candidate of a study
/// gives each seat the same throws in the same order, even where the candidates'
/// games interleave the seats' throws differently),
/// and the bots decide (they never draw from the dice generator): the policy bots
/// (`bots[seat]`) for the first `horizon` decisions with a choice (all of them when
/// `horizon` is 0), then the tail bots (`bots[seats + seat]`). Returns the end and,
/// with `luck` (an evaluator, a side, a count, a fraction), the summed luck for `side`
/// of the rollout's first `count` throws made while some seat has at most `fraction`
/// of its way left
/// ([`throw_luck_in_rollout`]; 0 without). `None` when the deadline passed first.
#[allow(clippy::too_many_arguments)]
pub(crate) fn rollout(
    game: &Game,
    start: &State,
    dice_seed: u64,
    index: u64,
    bots: &mut [Box<dyn Bot>],
    horizon: u32,
    deadline: Option<Instant>,
    luck: Option<(&Evaluator, u8, u32, f64)>,
) -> Option<(State, f64)> {
    // One dice stream per seat: a seat's k-th throw is the same in every candidate's
    // rollout `index`, whoever threw in between (extra throws, turns that end sooner).
    let mut dice: [GameRng; 4] =
        std::array::from_fn(|k| seeded_rng(mix64(dice_seed ^ (0xD1CE + k as u64)), index));
    // The bots' own randomness (a tie among equal moves, a mixed bot's coin) is
    // drawn afresh for every rollout, the same for every candidate's rollout `index`
    // (common random numbers, as the dice). Seeded once per study instead, a policy
    // is one fixed choice per position for all its rollouts: a tie broken the wrong
    // way biased a whole study, so two review seeds disagreed by more than their
    // intervals on the same decision (issue 27, fourth round; docs/analysis.md).
    let policy_seed = mix64(dice_seed ^ 0xB07_5EED) ^ mix64(index.wrapping_add(0x5EED_0000));
    for (k, bot) in bots.iter_mut().enumerate() {
        bot.reseed(mix64(policy_seed ^ (k as u64 + 1)));
    }
    let mut s = *start;
    let mut legal = ActionList::new();
    let mut scratch = ActionList::new();
    let mut decided = 0u32;
    let mut luck_sum = 0.0;
    // A seat's whole way (every seat's is the same), for the endgame gate.
    let whole = luck.map_or(0.0, |_| game.distance_left(&game.initial_state(), 0) as f64);
    let mut throws = 0u32;
    let tail = if horizon > 0 && bots.len() >= 2 * game.seats() as usize {
        game.seats() as usize
    } else {
        0
    };
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let seat = game.current_seat(&s).unwrap_or(0) as usize;
            let o = game.sample_chance(&s, &mut dice[seat % 4]);
            if let Some((ev, side, most, late)) = luck
                && throws < most
                && (late >= 1.0
                    || (0..game.seats()).any(|k| game.distance_left(&s, k) as f64 <= late * whole))
            {
                luck_sum += throw_luck_in_rollout(game, ev, &s, o, side, &mut scratch);
                throws += 1;
            }
            game.apply_chance_unchecked(&mut s, o);
            continue;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return None;
        }
        game.legal_actions_into(&s, &mut legal);
        let a = if legal.len() == 1 {
            legal[0]
        } else {
            let k = if tail > 0 && decided >= horizon {
                tail
            } else {
                0
            };
            decided += 1;
            let a = bots[k + s.mover() as usize].choose(game, &s, Budget::Auto);
            // Bots only return legal actions; a wrong one would be a bug in a bot,
            // and is replaced rather than corrupting the state.
            if legal.contains(&a) { a } else { legal[0] }
        };
        game.play_unchecked(&mut s, a);
    }
    Some((s, luck_sum))
}

/// One decision or chance node with its candidates.
#[derive(Clone, Debug)]
pub(crate) struct Study {
    /// Dice seed of the study's rollouts.
    pub seed: u64,
    /// Index of the first rollout (a fresh series starts far from 0).
    pub first: u64,
    /// The state each candidate leads to.
    pub starts: Vec<State>,
    /// The side's result per rollout, per candidate, in win chance (1 a win, ½ a team
    /// tie, 0 a loss), minus the rollout's luck with [`Settings::luck`]; rollout `i` of
    /// every candidate used the same dice.
    pub values: Vec<Vec<f64>>,
    /// Candidates still rolled out.
    pub active: Vec<bool>,
    /// The seat whose side is scored.
    pub side: u8,
    /// Whether clearly worse candidates are dropped (decisions); chance nodes roll
    /// every outcome out to the end.
    pub prune: bool,
    /// In a review, the candidate that was played: the study stops as soon as its
    /// mark is settled (see [`Study::finished`]).
    pub played: Option<usize>,
    /// In a review, z of the first stage's screening test ([`Settings::screen_z`]).
    pub mark_z: f64,
    /// In a review's first stage, [`Settings::early_games`]: settling no mark and
    /// dropping a candidate take stronger evidence on fewer rollouts (0: never).
    pub early: u32,
    /// Rollouts wanted per candidate, when fixed (a fresh series): no drops.
    pub want: Option<Vec<u32>>,
    /// A review's second stage (the contenders for the best action, then the action
    /// played, last): past `want`, more rounds up to this many rollouts while a
    /// contender's loss is within `doubt_z` standard errors of the inaccuracy
    /// threshold and none stands above it ([`Study::near_threshold`]).
    pub extend: Option<u32>,
    /// A second stage's [`Settings::confirm_early`]: its looks before `extend`'s cap
    /// need `doubt_z` times [`look_factor`] (1: the plain rule).
    pub early_factor: f64,
    /// Rollouts done per active candidate.
    pub done: u32,
    /// A round of this study was cut by the deadline.
    pub cut: bool,
}

/// z of a one-sided test at level `alpha / tests` (Bonferroni): the z a mark's loss
/// must pass in a review of `tests` decisions for a family-wise error rate `alpha`.
pub fn mark_z(alpha: f64, tests: usize) -> f64 {
    normal_quantile(1.0 - alpha / tests.max(1) as f64)
}

/// The standard normal quantile (Acklam's rational approximation, relative error
/// below 1.2e-9, refined by one step of Halley's method).
pub fn normal_quantile(p: f64) -> f64 {
    if p <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    let low = 0.024_25;
    let x = if p < low {
        let q = (-2.0 * p.ln()).sqrt();
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    } else if p <= 1.0 - low {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    } else {
        let q = (-2.0 * (1.0 - p).ln()).sqrt();
        -(((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    // One Halley step on Φ(x) − p.
    let e = 0.5 * pachisi_sim::compare::erfc(-x / std::f64::consts::SQRT_2) - p;
    let u = e * (2.0 * std::f64::consts::PI).sqrt() * (x * x / 2.0).exp();
    x - u / (1.0 + x * u / 2.0)
}

impl Study {
    pub(crate) fn new(seed: u64, starts: Vec<State>, side: u8, prune: bool) -> Study {
        let n = starts.len();
        Study {
            seed,
            first: 0,
            starts,
            values: vec![Vec::new(); n],
            active: vec![true; n],
            side,
            prune,
            played: None,
            mark_z: f64::INFINITY,
            early: 0,
            want: None,
            extend: None,
            early_factor: 1.0,
            done: 0,
            cut: false,
        }
    }

    /// Whether the study needs no more rollouts: it was cut, or has `games`, or only
    /// one candidate is left. In a review (`played` set) also when the mark of the
    /// action played is settled ([`Study::settled`]): more rollouts go only to
    /// decisions whose mark is still in doubt.
    fn finished(&self, games: u32, doubt_z: f64) -> bool {
        if let Some(w) = &self.want {
            if self.cut {
                return true;
            }
            if self.done < w.iter().copied().max().unwrap_or(0) {
                return false;
            }
            return match self.extend {
                Some(cap) if self.done < cap => {
                    !self.near_threshold(doubt_z * look_factor(self.done, cap, self.early_factor))
                }
                _ => true,
            };
        }
        if self.cut
            || self.done >= games
            || (self.prune && self.active.iter().filter(|&&a| a).count() <= 1)
        {
            return true;
        }
        match self.played {
            Some(p) if self.done >= MIN_SETTLE_GAMES => self.settled(p, games, doubt_z),
            _ => false,
        }
    }

    /// Whether the mark of the played candidate `p` is settled: the rule (a mark when
    /// the loss is at least [`crate::INACCURACY`] and significant at `mark_z`) cannot
    /// plausibly change by the cap of `games` rollouts. With `m` the loss of `p`
    /// against a candidate and `se` its standard error now:
    ///
    /// - **a mark**, when the best's `m − doubt_z · se` is above both the threshold
    ///   and `mark_z · se` (significant with room to spare);
    /// - **no mark**, when every candidate's `m + z · se` is below the threshold or
    ///   below `mark_z · se_cap`, the significance bar at the cap (`se` shrinking as
    ///   `1/√n`), with `z` [`early_z`] of `doubt_z` and [`Study::early`] (stricter
    ///   on few rollouts).
    fn settled(&self, p: usize, games: u32, doubt_z: f64) -> bool {
        let t = crate::INACCURACY;
        let best = self.best();
        if best != p {
            let Some(d) = paired(&self.values[best], &self.values[p], 0.0) else {
                return false;
            };
            if d.n < MIN_TEST_GAMES {
                return false;
            }
            if d.mean - doubt_z * d.se >= t.max(self.mark_z * d.se) {
                return true;
            }
        }
        let mut no_mark = true;
        for c in 0..self.starts.len() {
            if c == p || !self.active[c] {
                continue;
            }
            let Some(d) = paired(&self.values[c], &self.values[p], 0.0) else {
                return false;
            };
            if d.n < MIN_TEST_GAMES {
                return false;
            }
            let se_cap = d.se * (d.n as f64 / games.max(1) as f64).sqrt();
            let z = early_z(doubt_z, d.n, self.early);
            if d.mean + z * d.se >= t.max(self.mark_z * se_cap) {
                no_mark = false;
            }
        }
        no_mark
    }

    fn next_round(&self, s: &Settings, games: u32) -> u32 {
        if let Some(w) = &self.want {
            // In rounds, so a deadline keeps what was done.
            let want = w.iter().copied().max().unwrap_or(0);
            let to = if self.done < want {
                want
            } else {
                self.extend.unwrap_or(want)
            };
            return to.saturating_sub(self.done).min(FRESH_ROUND);
        }
        let n = if self.done == 0 { s.min_games } else { s.batch };
        n.min(games - self.done)
    }

    /// A second stage (the contenders for the best, then the action played last):
    /// no contender's loss stands `doubt_z` standard errors above the inaccuracy
    /// threshold, and some contender's is within `doubt_z` of it. With one contender,
    /// its loss within `doubt_z` standard errors of the threshold.
    fn near_threshold(&self, doubt_z: f64) -> bool {
        let p = self.starts.len() - 1;
        let mut open = false;
        for c in 0..p {
            let Some(d) = paired(&self.values[c], &self.values[p], 0.0) else {
                continue;
            };
            if d.mean - doubt_z * d.se >= crate::INACCURACY {
                return false;
            }
            open |= (d.mean - crate::INACCURACY).abs() < doubt_z * d.se;
        }
        open
    }

    /// Whether candidate `c` gets rollout `i` (a fresh series gives each its count).
    fn wants(&self, c: usize, i: u32) -> bool {
        match &self.want {
            Some(w) => i < w[c] || self.extend.is_some_and(|cap| i < cap),
            None => self.active[c],
        }
    }

    /// Mean win chance of a candidate.
    pub(crate) fn mean(&self, c: usize) -> f64 {
        let v = &self.values[c];
        if v.is_empty() {
            return 0.0;
        }
        v.iter().sum::<f64>() / v.len() as f64
    }

    /// The best candidate: the highest mean among the active ones (all have the same
    /// number of rollouts), ties to the first.
    pub(crate) fn best(&self) -> usize {
        let mut best = 0;
        let mut best_v = f64::NEG_INFINITY;
        for c in 0..self.starts.len() {
            if !self.active[c] && self.active.iter().any(|&a| a) {
                continue;
            }
            let m = self.mean(c);
            if m > best_v {
                best = c;
                best_v = m;
            }
        }
        best
    }

    fn prune(&mut self, s: &Settings) {
        if !self.prune || self.done < s.min_games.max(MIN_SETTLE_GAMES) {
            return;
        }
        let best = self.best();
        let z = early_z(s.drop_z, self.done as usize, self.early);
        for c in 0..self.starts.len() {
            // The action played stays: its loss is the review's question.
            if c == best || !self.active[c] || Some(c) == self.played {
                continue;
            }
            if let Some(d) = paired(&self.values[best], &self.values[c], z)
                && d.n >= MIN_TEST_GAMES
                && d.ci[0] > 0.0
            {
                self.active[c] = false;
            }
        }
    }
}

/// A difference of win chances with its interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Paired {
    pub mean: f64,
    /// Standard error of the mean.
    pub se: f64,
    pub ci: [f64; 2],
    pub n: usize,
}

/// The mean paired difference `a − b` over the rollouts both have (the first
/// `min(len)`, which used the same dice), in win chance, with the interval
/// `centre ± z · se`. The interval and `se` add two pseudo-rollouts, one that
/// differs by +1 and one by −1 (as Agresti and Min's interval for paired proportions
/// adds to the discordant pairs): with few rollouts most differences are 0 (the same
/// dice, the same result) and the plain sample variance would claim a certainty it
/// does not have. `None` without a common rollout.
pub(crate) fn paired(a: &[f64], b: &[f64], z: f64) -> Option<Paired> {
    let n = a.len().min(b.len());
    if n == 0 {
        return None;
    }
    let (mut sum, mut sumsq) = (0.0f64, 0.0f64);
    for i in 0..n {
        let d = a[i] - b[i];
        sum += d;
        sumsq += d * d;
    }
    let mean = sum / n as f64;
    // Two pseudo-rollouts, +1 and −1: the sum is unchanged, the squares gain 2.
    let m = n as f64 + 2.0;
    let centre = sum / m;
    let var = ((sumsq + 2.0 - sum * sum / m) / (m - 1.0)).max(0.0);
    let se = (var / m).sqrt();
    let half = z * se;
    Some(Paired {
        mean,
        se,
        ci: [(centre - half).max(-1.0), (centre + half).min(1.0)],
        n,
    })
}

/// Roll the studies out round by round until each is finished (one candidate left,
/// its mark settled in a review, or `games` rollouts) or the deadline passes. Returns
/// whether every study finished without being cut. `progress(done, total)` is called
/// after every rollout with the rollouts done so far and an upper bound of the total.
pub(crate) fn run(
    game: &Game,
    studies: &mut [Study],
    settings: &Settings,
    games: u32,
    deadline: Option<Instant>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> bool {
    let doubt = settings.doubt_z;
    let pool = BotPool::new(
        settings.policy,
        settings.horizon > 0,
        settings.seed,
        game.seats(),
    );
    let ev = settings
        .luck
        .gt(&0)
        .then(|| Evaluator::new(game, Weights::default()));
    let done = std::sync::atomic::AtomicU64::new(0);
    loop {
        let mut tasks: Vec<(usize, usize, u32)> = Vec::new();
        for (k, st) in studies.iter().enumerate() {
            if st.finished(games, doubt) {
                continue;
            }
            let n = st.next_round(settings, games);
            for c in 0..st.starts.len() {
                tasks.extend(
                    (st.done..st.done + n)
                        .filter(|&i| st.wants(c, i))
                        .map(|i| (k, c, i)),
                );
            }
        }
        if tasks.is_empty() {
            return true;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return false;
        }
        let remaining: u64 = studies
            .iter()
            .filter(|st| !st.finished(games, doubt))
            .map(|st| match &st.want {
                Some(w) => w.iter().map(|&x| x.saturating_sub(st.done) as u64).sum(),
                None => st.active.iter().filter(|&&a| a).count() as u64 * (games - st.done) as u64,
            })
            .sum();
        let total = done.load(std::sync::atomic::Ordering::Relaxed) + remaining;
        let results: Vec<Option<f64>> = tasks
            .par_iter()
            .map(|&(k, c, i)| {
                let st = &studies[k];
                let end = pool.with(|bots| {
                    let h = settings.horizon;
                    let luck = ev
                        .as_ref()
                        .map(|e| (e, st.side, settings.luck, settings.luck_late));
                    let index = st.first + i as u64;
                    rollout(game, &st.starts[c], st.seed, index, bots, h, deadline, luck)
                });
                let d = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                progress(d, total);
                end.map(|(e, luck)| side_points(game, &e, st.side) as f64 / 2.0 - luck)
            })
            .collect();
        // A study keeps a round only when every one of its rollouts finished.
        let mut cut = vec![false; studies.len()];
        for (&(k, _, _), r) in tasks.iter().zip(&results) {
            if r.is_none() {
                cut[k] = true;
            }
        }
        let mut round = vec![0u32; studies.len()];
        for (&(k, c, i), r) in tasks.iter().zip(&results) {
            if let (false, Some(v)) = (cut[k], r) {
                studies[k].values[c].push(*v);
                round[k] = round[k].max(i + 1);
            }
        }
        let mut any_cut = false;
        for (k, st) in studies.iter_mut().enumerate() {
            if cut[k] {
                st.cut = true;
                any_cut = true;
            } else if round[k] > st.done {
                st.done = round[k];
                if st.want.is_none() {
                    st.prune(settings);
                }
            }
        }
        if any_cut {
            return false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paired_differences() {
        // Identical rollouts: no difference; the pseudo-rollouts keep an interval
        // (variance 2/5 over 6).
        let p = paired(&[1.0, 0.0, 0.5, 1.0], &[1.0, 0.0, 0.5, 1.0], 1.96).unwrap();
        assert_eq!((p.mean, p.n), (0.0, 4));
        assert!((p.se - (2.0f64 / 5.0 / 6.0).sqrt()).abs() < 1e-12, "{p:?}");
        assert!(p.ci[0] < 0.0 && p.ci[1] > 0.0);
        // a always wins where b loses: difference 1, an interval below it.
        let p = paired(&[1.0; 20], &[0.0; 20], 1.96).unwrap();
        assert_eq!(p.mean, 1.0);
        assert!(p.ci[0] > 0.7 && p.ci[0] < 0.9 && p.ci[1] == 1.0, "{p:?}");
        // Only the common prefix counts.
        let p = paired(&[1.0, 1.0, 1.0, 0.0, 0.0], &[0.0, 0.0, 0.0], 1.96).unwrap();
        assert_eq!((p.mean, p.n), (1.0, 3));
        assert!(paired(&[], &[0.5], 1.96).is_none());
        // Mixed: mean 0.25, and an interval around it.
        let p = paired(&[1.0, 0.0, 1.0, 1.0], &[0.0, 0.0, 1.0, 1.0], 1.96).unwrap();
        assert_eq!(p.mean, 0.25);
        assert!(p.ci[0] < 0.25 && p.ci[1] > 0.25, "{p:?}");
    }

    #[test]
    fn a_second_stage_goes_on_only_near_the_threshold() {
        let start = pachisi_core::Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap())
            .unwrap()
            .initial_state();
        let stage = |a: f64, b: f64| {
            let mut st = Study {
                want: Some(vec![256, 256]),
                extend: Some(1024),
                ..Study::new(7, vec![start, start], 0, false)
            };
            // Alternating results give the difference a spread (sd about 0.5).
            st.values[0] = (0..256)
                .map(|i| if i % 2 == 0 { a } else { 1.0 - a })
                .collect();
            st.values[1] = (0..256)
                .map(|i| if i % 3 == 0 { b } else { 1.0 - b })
                .collect();
            st
        };
        // Before `want`: not finished, rounds of at most FRESH_ROUND.
        let mut st = stage(1.0, 1.0);
        st.done = 100;
        assert!(!st.finished(1600, 2.5));
        assert_eq!(st.next_round(&Settings::review(), 1600), 156);
        // At `want`, with the loss far from 5 points: finished.
        let mut st = stage(1.0, 1.0);
        st.values[1] = st.values[0].clone();
        st.done = 256;
        assert!(st.finished(1600, 2.5));
        // Near 5 points: more, up to `extend`.
        let mut st = stage(1.0, 1.0);
        st.values[1] = st.values[0].clone();
        for v in st.values[1].iter_mut().step_by(20) {
            *v -= 1.0;
        }
        st.done = 256;
        let d = paired(&st.values[0], &st.values[1], 0.0).unwrap();
        assert!((d.mean - crate::INACCURACY).abs() < 2.5 * d.se, "{d:?}");
        assert!(!st.finished(1600, 2.5));
        assert_eq!(st.next_round(&Settings::review(), 1600), FRESH_ROUND);
        assert!(st.wants(1, 600) && !st.wants(1, 1024));
        st.done = 1024;
        assert!(st.finished(1600, 2.5));
    }

    /// 2,000 rollouts of an action that wins every even one and `k` of every 100 of
    /// the odd ones: against `series(0)`, a loss of `k / 2` points.
    fn series(k: usize) -> Vec<f64> {
        (0..2000)
            .map(|i| f64::from(u8::from(i % 2 == 0 || (i / 2) % 100 < k)))
            .collect()
    }

    fn ludo_start() -> State {
        pachisi_core::Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap())
            .unwrap()
            .initial_state()
    }

    #[test]
    fn a_second_stage_with_two_contenders_stops_when_either_shows_the_loss() {
        let start = ludo_start();
        // Played: series(0); a contender: series(k).
        let stage = |a: usize, b: usize| Study {
            want: Some(vec![2000; 3]),
            extend: Some(8000),
            done: 2000,
            values: vec![series(a), series(b), series(0)],
            ..Study::new(7, vec![start; 3], 0, false)
        };
        let loss = |st: &Study, c: usize| paired(&st.values[c], &st.values[2], 0.0).unwrap();
        // One contender near 5 points (10 of 100 losses: 5 points), the other far
        // below: more rounds.
        let st = stage(10, 2);
        assert!((loss(&st, 0).mean - 0.05).abs() < 1e-9);
        assert!(!st.finished(1600, 2.5));
        // The other far above: the loss is shown, no more rounds.
        let st = stage(10, 40);
        assert!(loss(&st, 1).mean - 2.5 * loss(&st, 1).se > 0.05);
        assert!(st.finished(1600, 2.5));
        // Both far below: settled as no mark.
        let st = stage(1, 2);
        assert!(st.finished(1600, 2.5));
        // Either order.
        assert!(!stage(2, 10).finished(1600, 2.5));
        assert!(stage(40, 10).finished(1600, 2.5));
    }

    /// `confirm_early`: a second-stage look before the cap that shows the loss above
    /// the threshold at the plain z stops with plain looks, but not with the factor
    /// (the look's z grows as `√(cap / n)`, capped at the factor); at the cap the
    /// study is finished either way.
    #[test]
    fn stricter_early_looks_keep_a_second_stage_going_until_the_cap() {
        assert_eq!(look_factor(2000, 8000, 1.0), 1.0);
        assert_eq!(look_factor(2000, 8000, 4.0), 2.0);
        assert_eq!(look_factor(2000, 8000, 1.5), 1.5);
        assert_eq!(look_factor(8000, 8000, 4.0), 1.0);
        assert_eq!(look_factor(0, 8000, 4.0), 1.0);
        let start = ludo_start();
        // Played: series(0); the contender: series(13), a loss of 6.5 points.
        let stage = |factor: f64, done: u32, cap: u32| Study {
            want: Some(vec![2000; 2]),
            extend: Some(cap),
            early_factor: factor,
            done,
            values: vec![series(13), series(0)],
            ..Study::new(7, vec![start; 2], 0, false)
        };
        let d = paired(&series(13), &series(0), 0.0).unwrap();
        assert!(d.mean - 2.5 * d.se > 0.05, "{d:?}");
        assert!(d.mean - 2.0 * 2.5 * d.se < 0.05, "{d:?}");
        assert!(stage(1.0, 2000, 8000).finished(1600, 2.5));
        assert!(!stage(2.0, 2000, 8000).finished(1600, 2.5));
        // A cap close enough that the look's factor stays within the evidence: stops.
        let r = 0.95 * (d.mean - 0.05) / (2.5 * d.se);
        let near_cap = (2000.0 * r * r).floor() as u32;
        assert!(
            near_cap > 2000 && look_factor(2000, near_cap, 2.0) <= r,
            "{r}"
        );
        assert!(stage(2.0, 2000, near_cap).finished(1600, 2.5));
        // At the cap: finished whatever the factor.
        assert!(stage(2.0, 2000, 2000).finished(1600, 2.5));
        // Out of range: refused by the settings' check.
        for f in [0.5, f64::NAN, MAX_EARLY_FACTOR + 1.0] {
            let s = Settings {
                confirm_early: f,
                ..Settings::review()
            };
            assert!(s.check().unwrap_err().contains("confirm_early"), "{f}");
        }
        assert!(
            Settings {
                confirm_early: 2.0,
                ..Settings::review()
            }
            .check()
            .is_ok()
        );
    }

    /// A review's first stage on few rollouts: the action played ahead of the other
    /// candidate by noise settles "no mark" at the plain z, but not with
    /// `early_games` (the test's z grows as `√(early / n)`), and a candidate far
    /// behind it is dropped at the plain z, but not early. From `early` rollouts on,
    /// the plain z.
    #[test]
    fn few_rollouts_settle_no_mark_or_drop_only_on_stronger_evidence() {
        let start = pachisi_core::Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap())
            .unwrap()
            .initial_state();
        let n = 96;
        // Candidate 0 wins rollouts [0, w0), the action played (1) rollouts [w0, w1).
        let study = |w0: usize, w1: usize| Study {
            values: vec![
                (0..n).map(|i| f64::from(u8::from(i < w0))).collect(),
                (0..n)
                    .map(|i| f64::from(u8::from((w0..w1).contains(&i))))
                    .collect(),
            ],
            done: n as u32,
            played: Some(1),
            mark_z: 2.5,
            ..Study::new(7, vec![start; 2], 0, true)
        };
        // The action played 6 points ahead over 12 discordant rollouts.
        let mut st = study(3, 12);
        let d = paired(&st.values[0], &st.values[1], 0.0).unwrap();
        assert!(d.mean < 0.0);
        assert!(d.mean + 2.5 * d.se < crate::INACCURACY, "{d:?}");
        assert!(
            d.mean + early_z(2.5, n, 256) * d.se >= crate::INACCURACY,
            "{d:?}"
        );
        assert!(st.finished(1600, 2.5));
        st.early = 256;
        assert!(!st.finished(1600, 2.5));
        // Candidate 0 20 points behind the action played: dropped at drop_z 3 on 96
        // rollouts, kept with early_games 256.
        let settings = Settings::review();
        let mut st = study(0, 20);
        st.prune(&settings);
        assert!(!st.active[0]);
        let mut st = study(0, 20);
        st.early = 256;
        st.prune(&settings);
        assert!(st.active[0]);
        // The z grows as √(early / n) below `early`, and is the plain z from it on.
        assert!((early_z(2.5, 64, 256) - 5.0).abs() < 1e-12);
        assert_eq!(early_z(2.5, 256, 256), 2.5);
        assert_eq!(early_z(2.5, 1000, 256), 2.5);
        assert_eq!(early_z(2.5, 48, 0), 2.5);
    }

    #[test]
    fn normal_quantiles() {
        for (p, z) in [
            (0.5, 0.0),
            (0.975, 1.959_963_984_540_054),
            (0.95, 1.644_853_626_951_472_2),
            (1.0 - 1e-4, 3.719_016_485_455_68),
            (0.001, -3.090_232_306_167_813),
        ] {
            assert!(
                (normal_quantile(p) - z).abs() < 1e-6,
                "{p}: {}",
                normal_quantile(p)
            );
        }
        // Bonferroni: 5% over 100 decisions is a one-sided test at 0.05%.
        assert!((mark_z(0.05, 100) - 3.290_526_731_491_926).abs() < 1e-6);
        assert_eq!(mark_z(0.05, 1), normal_quantile(0.95));
    }

    /// `luck_late` is a fraction of the way in (0, 1]; anything else is refused with
    /// its name.
    #[test]
    fn the_luck_gate_is_a_fraction_of_the_way() {
        for bad in [0.0, -0.25, 1.5, f64::NAN, f64::INFINITY] {
            let s = Settings {
                luck_late: bad,
                ..Settings::review()
            };
            let e = s.check().expect_err("refused");
            assert!(e.contains("luck_late"), "{bad}: {e}");
        }
        for good in [0.25, 1.0] {
            let s = Settings {
                luck_late: good,
                ..Settings::review()
            };
            assert_eq!(s.check(), Ok(()));
        }
    }

    /// The endgame gate changes which throws are scored, never the play: the same
    /// rollout ends the same with or without it. From the opening of a 2-player Ludo
    /// game a gate at a quarter of the way scores fewer throws than none (a smaller
    /// summed |luck| over the rollouts), and a gate so tight that no seat can pass it
    /// before the game ends (the first seat home ends it) scores none.
    #[test]
    fn the_endgame_gate_scores_only_late_throws() {
        let game = Game::new(
            pachisi_core::Variant::from_name("ludo", &["players=2".to_string()]).unwrap(),
        )
        .unwrap();
        let start = game.initial_state();
        let ev = Evaluator::new(&game, Weights::default());
        let mut bots: Vec<Box<dyn Bot>> = (0..2)
            .map(|k| BotSpec::Heuristic(pachisi_bots::Rivals::Best).build(k))
            .collect();
        let (mut all, mut late, mut some_late) = (0.0, 0.0, false);
        for index in 0..20 {
            let mut run = |gate: f64| {
                rollout(
                    &game,
                    &start,
                    7,
                    index,
                    &mut bots,
                    0,
                    None,
                    Some((&ev, 0, u32::MAX, gate)),
                )
                .expect("no deadline")
            };
            let (end_all, luck_all) = run(1.0);
            let (end_late, luck_late) = run(0.25);
            let (end_none, luck_none) = run(1e-9);
            assert_eq!(
                end_all, end_late,
                "rollout {index}: the gate changed the play"
            );
            assert_eq!(end_all, end_none, "rollout {index}");
            assert_eq!(
                luck_none, 0.0,
                "rollout {index}: no seat ends its way before the end"
            );
            all += luck_all.abs();
            late += luck_late.abs();
            some_late |= luck_late != 0.0;
        }
        assert!(some_late, "the quarter gate scored no throw in 20 rollouts");
        assert!(late < all, "summed |luck|: gated {late}, every throw {all}");
    }
}
