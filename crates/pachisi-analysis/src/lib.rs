//! # pachisi-analysis
//!
//! Rollout analysis of a position ([`analyze_position`]) and move-by-move review of a
//! game record ([`review`]), in the manner of GNU Backgammon's rollouts and lichess'
//! game analysis (docs/analysis.md).
//!
//! ## Rollouts
//!
//! A *candidate* is what can follow a position: each legal action of a decision (legal
//! actions that lead to the same state are one candidate), or each throw of a chance
//! node (throws that lead to the same state are one). A rollout plays a candidate's
//! state to the end of the game with the [`Settings::policy`] bot at every seat (for
//! the first [`Settings::horizon`] decisions with a choice, then [`TAIL_POLICY`]) and
//! scores it for the side of the seat to move (its team in team games): 1 for a win,
//! ½ for an adjudicated team tie, 0 otherwise. The win chance of a candidate is the
//! mean over its rollouts.
//!
//! **Duplicate dice.** Rollout `i` of every candidate of a position throws with the
//! same generator, `seeded_rng(position seed, i)`: each throw takes a fixed number of
//! words from it, so the `k`-th throw after every candidate is the same. The bots never
//! draw from it (a bot's choice depends only on its seed, the state and its budget).
//! Differences between candidates are therefore measured on the same luck, as paired
//! differences, far more precisely than from independent games.
//!
//! **Rounds and early stop.** Every candidate first gets [`Settings::min_games`]
//! rollouts, then [`Settings::batch`] more per round, up to [`Settings::games`]. After
//! each round a candidate is dropped when the best one is clearly better: the lower end
//! of `mean ± drop_z · sd / √n` of their paired difference is above 0 (from
//! [`MIN_SETTLE_GAMES`] rollouts on). A decision stops
//! when one candidate is left (the best is *separated*) or at `games`; the games used
//! are reported per candidate. Chance nodes roll every throw out to `games`.
//!
//! **Parallelism and determinism.** Rollouts run on the current rayon pool (call inside
//! `ThreadPool::install` to bound the threads). With a policy of deterministic budget
//! (every bot and level: they use [`pachisi_bots::Budget::Auto`]) results do not depend
//! on the number of threads. A deadline stops the work between rollouts; a round that
//! it cuts is discarded, and the result says it is incomplete.

mod accuracy;
mod luck;
mod rollout;

pub use accuracy::{accuracy_of, move_accuracy};
pub use luck::{LUCK_DEPTH, ThrowLuck, luck_scale, throw_value};
pub use rollout::{
    FRESH_ROUND, LUCK_MAX_OUTCOMES, MAX_EARLY_FACTOR, MAX_GAMES, MIN_SETTLE_GAMES, MIN_TEST_GAMES,
    Settings, TAIL_POLICY, mark_z, normal_quantile, side_points,
};

use pachisi_bots::{BotSpec, Budget, Evaluator, Weights};
use pachisi_core::{Action, Event, Game, Phase, Record, ReplayError, State, mix64};
use pachisi_sim::{Z95, wilson};
use rollout::{Study, paired};
use serde::Serialize;
use std::time::Instant;

/// [`Settings::luck`] for "every throw the gate lets through" (no count limit).
pub const LUCK_EVERY: u32 = u32::MAX;

/// The endgame gate of [`Settings::review_for`]'s luck adjustment: throws made once
/// some seat has at most this fraction of its way left.
pub const LUCK_LATE: f64 = 0.25;

impl Settings {
    /// Position analysis (`pachisi analyze --position`): the `heuristic` plays whole
    /// rollouts; at most 200 rollouts per action, 40 in the first round and per round
    /// after, then a fresh series of as many per action for the values reported
    /// ([`analyze_position`]). About 10 s for a middle-game `pachisi` position on one
    /// core, each win chance to about ±7 points (95%; docs/performance.md).
    pub fn position() -> Settings {
        Settings {
            policy: BotSpec::Heuristic(pachisi_bots::Rivals::Best),
            games: 200,
            min_games: 40,
            batch: 40,
            seed: 0,
            horizon: 0,
            candidates: 0,
            drop_z: 3.0,
            luck: 0,
            luck_late: 1.0,
            family_alpha: 0.05,
            doubt_z: 2.0,
            screen_z: 2.5,
            early_games: 0,
            confirm_games: 256,
            confirm_max: 256,
            confirm_early: 1.0,
            mark_bar: INACCURACY,
        }
    }

    /// Game review (`pachisi analyze RECORD`): a cheap policy (the one-ply
    /// `heuristic`), the 3 best actions by its one-ply evaluation and the action
    /// played, 16 rollouts each, then 16 more a round for decisions whose screening
    /// is still in doubt, up to 1,600; the screened decisions rolled out again on
    /// fresh dice, as many rollouts as their first-stage loss says they need (256 to
    /// 4,096), then more up to 65,536 while the loss is within 2.5 standard errors of
    /// the inaccuracy threshold; marks corrected for the game's number of comparisons
    /// ([`review`]; docs/analysis.md).
    pub fn review() -> Settings {
        Settings {
            policy: BotSpec::Heuristic(pachisi_bots::Rivals::Best),
            games: 1600,
            min_games: 16,
            batch: 16,
            seed: 0,
            horizon: 0,
            candidates: 3,
            drop_z: 3.0,
            luck: 0,
            luck_late: 1.0,
            family_alpha: 0.05,
            doubt_z: 2.5,
            screen_z: 2.5,
            early_games: 256,
            confirm_games: 256,
            confirm_max: 65536,
            confirm_early: 1.0,
            mark_bar: INACCURACY,
        }
    }

    /// Game review of a game of `variant`: [`Settings::review`], with luck-adjusted
    /// rollouts where they were measured to pay. In 2-player Ludo (`ludo`,
    /// `ludo-ludopy`) every throw made once some seat has at most a quarter of its
    /// way left is adjusted (`luck` [`LUCK_EVERY`], `luck_late` [`LUCK_LATE`]): there
    /// the late throws are cheap to score and the estimate tracks the result, so a
    /// review is more precise for its CPU time. Elsewhere the adjustment cost more
    /// than it saved (Ludo with four players, Mensch ärgere Dich nicht, Le jeu des
    /// petits chevaux, Chopat), changes nothing (two dice: more outcomes than
    /// [`LUCK_MAX_OUTCOMES`]) or was not measured, and the review has none
    /// (docs/analysis.md, "The gate per preset").
    pub fn review_for(variant: &pachisi_core::Variant) -> Settings {
        Settings::review().with_luck_for(variant)
    }

    /// These settings with [`Settings::review_for`]'s luck adjustment for `variant`
    /// (the rest unchanged).
    pub fn with_luck_for(mut self, variant: &pachisi_core::Variant) -> Settings {
        use pachisi_core::Preset;
        let pays = matches!(variant.preset, Preset::Ludo | Preset::LudoLudopy)
            && variant.options.players == 2;
        (self.luck, self.luck_late) = if pays {
            (LUCK_EVERY, LUCK_LATE)
        } else {
            (0, 1.0)
        };
        self
    }

    fn info(&self, games: u32) -> RolloutInfo {
        RolloutInfo {
            policy: self.policy.to_string(),
            games,
            min_games: self.min_games,
            batch: self.batch,
            seed: self.seed,
            horizon: self.horizon,
            candidates: self.candidates,
            drop_z: self.drop_z,
            luck: self.luck,
            luck_late: self.luck_late,
            family_alpha: self.family_alpha,
            doubt_z: self.doubt_z,
            screen_z: self.screen_z,
            early_games: self.early_games,
            confirm_games: self.confirm_games,
            confirm_max: self.confirm_max,
            confirm_early: self.confirm_early,
        }
    }
}

/// The candidates to roll out: all, or the `keep` best by the one-ply evaluation
/// (value for the mover after the action) plus `must` (the action played), in their
/// original order.
fn preselect(
    game: &Game,
    ev: &Evaluator,
    s: &State,
    cands: &[(Vec<Action>, State)],
    keep: usize,
    must: Option<usize>,
) -> Vec<usize> {
    if keep == 0 || cands.len() <= keep {
        return (0..cands.len()).collect();
    }
    let mover = s.mover() as usize;
    let mut scored: Vec<(usize, f64)> = cands
        .iter()
        .enumerate()
        .map(|(i, c)| (i, ev.values(game, &c.1)[mover]))
        .collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut chosen: Vec<usize> = scored.iter().take(keep).map(|x| x.0).collect();
    if let Some(m) = must
        && !chosen.contains(&m)
    {
        chosen.push(m);
    }
    chosen.sort_unstable();
    chosen
}

fn every_throw(late: &f64) -> bool {
    *late >= 1.0
}

/// The rollout settings a result was computed with.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RolloutInfo {
    /// The bot at every seat (its normalised specification).
    pub policy: String,
    /// Most rollouts per candidate.
    pub games: u32,
    pub min_games: u32,
    pub batch: u32,
    pub seed: u64,
    /// Decisions the policy plays per rollout before the `heuristic` finishes the
    /// game (0: the policy plays it all).
    pub horizon: u32,
    /// Candidates rolled out per decision (0: all; otherwise the best by the one-ply
    /// evaluation, plus the action played in a review).
    pub candidates: usize,
    pub drop_z: f64,
    /// Throws luck-adjusted per rollout ([`Settings::luck`]).
    pub luck: u32,
    /// Only throws this late are luck-adjusted ([`Settings::luck_late`]); left out
    /// when every throw is (1).
    #[serde(skip_serializing_if = "every_throw")]
    pub luck_late: f64,
    /// Family-wise error rate of a review's marks ([`Settings::family_alpha`]).
    pub family_alpha: f64,
    /// Doubt margin of the adaptive budget ([`Settings::doubt_z`]).
    pub doubt_z: f64,
    /// z of a review's screening ([`Settings::screen_z`]).
    pub screen_z: f64,
    /// Rollouts before which a review's first stage needs stronger evidence to settle
    /// no mark or drop a candidate ([`Settings::early_games`]).
    pub early_games: u32,
    /// Rollouts of a review's second stage ([`Settings::confirm_games`]).
    pub confirm_games: u32,
    /// The most rollouts of the second stage ([`Settings::confirm_max`]).
    pub confirm_max: u32,
    /// The second stage's stricter early looks ([`Settings::confirm_early`]); left
    /// out when there are none (1).
    #[serde(skip_serializing_if = "plain_looks")]
    pub confirm_early: f64,
}

fn plain_looks(f: &f64) -> bool {
    *f <= 1.0
}

/// Why an analysis could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// The settings are out of range.
    Settings(String),
    /// The position is over: nothing to analyse.
    Over,
    /// The record does not replay.
    Record(ReplayError),
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::Settings(m) => f.write_str(m),
            AnalysisError::Over => f.write_str("the game is over in this position"),
            AnalysisError::Record(e) => write!(f, "the record does not replay: {e}"),
        }
    }
}

impl std::error::Error for AnalysisError {}

/// A difference of win chances (best minus this candidate) with its 95% interval,
/// from the rollouts both candidates share (same dice).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Diff {
    pub mean: f64,
    pub ci95: [f64; 2],
}

/// One candidate action of a decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CandidateResult {
    /// The action (text form, e.g. `25 p1`).
    pub action: String,
    /// Other legal actions that lead to the same state.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub same_as: Vec<String>,
    /// Win chance of the mover's side after this action.
    pub win_chance: f64,
    /// 95% Wilson interval of the win chance.
    pub ci95: [f64; 2],
    /// Rollouts played.
    pub games: u32,
    /// How much worse than the best (absent for the best itself).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub behind_best: Option<Diff>,
    /// Dropped before `games` rollouts because the best was clearly better.
    pub dropped: bool,
}

/// The analysis of a decision: every candidate, best first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DecisionAnalysis {
    /// The seat to move (0-based).
    pub seat: u8,
    /// Its team, in team games.
    pub team: Option<u8>,
    pub candidates: Vec<CandidateResult>,
    /// Whether only the best was left before `games` rollouts (or there was one
    /// candidate).
    pub separated: bool,
}

/// One throw (or group of throws leading to the same state) of a chance node.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThrowResult {
    /// Chance outcomes of the group (`Game::chance_outcomes` numbering).
    pub outcomes: Vec<u8>,
    /// Cowries: shells mouth up (of the first outcome).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub up: Option<u8>,
    /// Long dice: the faces (of the first outcome).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<[u8; 3]>,
    /// The throw's value (the start-order value in phase `order`).
    pub value: u32,
    /// Probability of the group.
    pub probability: f64,
    /// Win chance of the throwing seat's side after this throw.
    pub win_chance: f64,
    pub ci95: [f64; 2],
    pub games: u32,
}

/// The analysis of a chance node: each throw's probability and win chance, and the
/// position's win chance for the side of the seat that throws.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChanceAnalysis {
    /// The seat that throws (0-based).
    pub seat: u8,
    pub team: Option<u8>,
    /// Σ probability × win chance of the throws.
    pub win_chance: f64,
    /// 95% interval, from the per-rollout weighted sums (the throws share dice).
    pub ci95: [f64; 2],
    /// Rollouts per throw.
    pub games: u32,
    pub throws: Vec<ThrowResult>,
}

/// A decision or a chance node.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Analysis {
    Decision(DecisionAnalysis),
    Chance(ChanceAnalysis),
}

/// The result of [`analyze_position`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PositionReport {
    /// How the values were computed: [`EVAL_ROLLOUTS`], or [`EVAL_EXACT`] for a race
    /// position of a bundled exact endgame table (no rollouts; every value exact,
    /// every interval of zero width; docs/endgames.md).
    pub evaluation: &'static str,
    pub rollouts: RolloutInfo,
    /// False when the deadline stopped the rollouts early.
    pub complete: bool,
    /// Rollouts played in all.
    pub total_games: u64,
    pub analysis: Analysis,
}

/// [`PositionReport::evaluation`] of values estimated by rollouts.
pub const EVAL_ROLLOUTS: &str = "rollouts";
/// [`PositionReport::evaluation`] of values read from an exact endgame table.
pub const EVAL_EXACT: &str = "exact endgame table";

/// Throws luck-adjusted per rollout by default ([`Settings::luck`]; docs/analysis.md,
/// "Variance reduction").
pub const LUCK_THROWS: u32 = 8;

/// Index of the first rollout of a fresh series (see [`analyze_position`]): far from
/// the first series' indices, so its dice are other dice.
const FRESH_SERIES: u64 = 1 << 40;

fn team_of(game: &Game, seat: u8) -> Option<u8> {
    game.options().teams.then(|| game.team_of(seat))
}

/// The legal actions of a decision grouped by the state they lead to: (actions,
/// state), in the order of `legal_actions`.
pub fn candidates(game: &Game, s: &State) -> Vec<(Vec<Action>, State)> {
    let mut out: Vec<(Vec<Action>, State)> = Vec::new();
    for &a in game.legal_actions(s).iter() {
        let mut t = *s;
        game.play_unchecked(&mut t, a);
        match out.iter_mut().find(|(_, u)| *u == t) {
            Some((acts, _)) => acts.push(a),
            None => out.push((vec![a], t)),
        }
    }
    out
}

/// The chance outcomes of a chance node grouped by the state they lead to:
/// (outcomes, probability, state).
fn throw_groups(game: &Game, s: &State) -> Vec<(Vec<u8>, f64, State)> {
    let mut out: Vec<(Vec<u8>, f64, State)> = Vec::new();
    for &(o, p) in game.chance_outcomes(s).as_slice() {
        let mut t = *s;
        game.apply_chance_unchecked(&mut t, o);
        match out.iter_mut().find(|(_, _, u)| *u == t) {
            Some((os, q, _)) => {
                os.push(o);
                *q += p;
            }
            None => out.push((vec![o], p, t)),
        }
    }
    out
}

/// 95% interval of a candidate's win chance: Wilson's for plain results (each 0, ½
/// or 1), the normal interval of the mean for luck-adjusted ones.
fn ci_of(values: &[f64], luck: bool) -> [f64; 2] {
    if luck {
        return mean_ci(values).1;
    }
    let k = values.iter().sum::<f64>();
    let (lo, hi) = wilson(k, values.len() as u64, Z95);
    [lo, hi]
}

/// The rows of a decision: `best` (chosen by the first series of rollouts) first,
/// values and differences from `st` (the fresh series when there is one), `sel` the
/// first series for `dropped`.
fn decision_result(
    game: &Game,
    seat: u8,
    acts: &[Vec<Action>],
    st: &Study,
    sel: &Study,
    luck: bool,
) -> DecisionAnalysis {
    let best = sel.best();
    let mut rows: Vec<(usize, CandidateResult)> = (0..acts.len())
        .map(|c| {
            let row = CandidateResult {
                action: acts[c][0].to_string(),
                same_as: acts[c][1..].iter().map(|a| a.to_string()).collect(),
                win_chance: st.mean(c),
                ci95: ci_of(&st.values[c], luck),
                games: st.values[c].len() as u32,
                behind_best: (c != best)
                    .then(|| paired(&st.values[best], &st.values[c], Z95))
                    .flatten()
                    .map(|p| Diff {
                        mean: p.mean,
                        ci95: p.ci,
                    }),
                dropped: !sel.active[c],
            };
            (c, row)
        })
        .collect();
    // Best first: the best, then by win chance, then in the order of the legal list.
    rows.sort_by(|(a, ra), (b, rb)| {
        (*b == best)
            .cmp(&(*a == best))
            .then(rb.win_chance.total_cmp(&ra.win_chance))
            .then(a.cmp(b))
    });
    let sorted: Vec<CandidateResult> = rows.into_iter().map(|(_, r)| r).collect();
    DecisionAnalysis {
        seat,
        team: team_of(game, seat),
        separated: sel.active.iter().filter(|&&a| a).count() <= 1,
        candidates: sorted,
    }
}

/// Analyse a position by rollouts (see the crate documentation): at a decision, every
/// candidate action with its win chance for the mover's side, best first; at a chance
/// node, every throw and the position's win chance for the side of the seat that
/// throws. `budget`: [`Budget::Auto`] uses `settings.games`;
/// [`Budget::Iterations`]`(n)` at most `n` rollouts per candidate;
/// [`Budget::Within`]`(d)` or [`Budget::Time`]`(d)` stops after `d` (the result then
/// says `complete: false`). `progress(done, total)` is called after every rollout.
pub fn analyze_position(
    game: &Game,
    s: &State,
    settings: &Settings,
    budget: Budget,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<PositionReport, AnalysisError> {
    let games = budget_games(settings, budget)?;
    if game.is_terminal(s) {
        return Err(AnalysisError::Over);
    }
    let seat = game.current_seat(s).unwrap_or(0);
    if let Some(analysis) = exact_analysis(game, s, seat) {
        return Ok(PositionReport {
            evaluation: EVAL_EXACT,
            rollouts: settings.info(games),
            complete: true,
            total_games: 0,
            analysis,
        });
    }
    let deadline = budget.deadline();
    let seed = mix64(settings.seed ^ 0xA7A1_7515);
    if game.is_chance(s) {
        let groups = throw_groups(game, s);
        let mut st = [Study::new(
            seed,
            groups.iter().map(|g| g.2).collect(),
            seat,
            false,
        )];
        let complete = rollout::run(game, &mut st, settings, games, deadline, progress);
        let st = &st[0];
        let n = st.values.iter().map(Vec::len).min().unwrap_or(0);
        // Per rollout index, the probability-weighted points of all throws.
        let ys: Vec<f64> = (0..n)
            .map(|i| {
                groups
                    .iter()
                    .enumerate()
                    .map(|(g, grp)| grp.1 * st.values[g][i])
                    .sum()
            })
            .collect();
        let (win, ci) = mean_ci(&ys);
        let throws = groups
            .iter()
            .enumerate()
            .map(|(g, (outcomes, p, _))| {
                throw_result(
                    game,
                    s,
                    outcomes.clone(),
                    *p,
                    st.mean(g),
                    ci_of(&st.values[g], settings.luck > 0),
                    st.values[g].len() as u32,
                )
            })
            .collect();
        return Ok(PositionReport {
            evaluation: EVAL_ROLLOUTS,
            rollouts: settings.info(games),
            complete,
            total_games: st.values.iter().map(|v| v.len() as u64).sum(),
            analysis: Analysis::Chance(ChanceAnalysis {
                seat,
                team: team_of(game, seat),
                win_chance: win,
                ci95: ci,
                games: n as u32,
                throws,
            }),
        });
    }
    let mut cands = candidates(game, s);
    if settings.candidates > 0 && cands.len() > settings.candidates {
        let ev = Evaluator::new(game, Weights::default());
        let keep = preselect(game, &ev, s, &cands, settings.candidates, None);
        cands = keep.into_iter().map(|i| cands[i].clone()).collect();
    }
    let acts: Vec<Vec<Action>> = cands.iter().map(|c| c.0.clone()).collect();
    let mut st = [Study::new(
        seed,
        cands.iter().map(|c| c.1).collect(),
        seat,
        true,
    )];
    // A forced decision still gets its rollouts: they estimate the position.
    if acts.len() == 1 {
        st[0].prune = false;
    }
    let mut complete = rollout::run(game, &mut st, settings, games, deadline, progress);
    // The first series chose the best and dropped the others; the values and the
    // differences reported come from a fresh series of as many rollouts per candidate
    // on other dice, so picking the best of noisy means does not bias them up.
    let mut fresh = [Study {
        first: FRESH_SERIES,
        want: Some(st[0].values.iter().map(|v| v.len() as u32).collect()),
        ..Study::new(seed, st[0].starts.clone(), seat, false)
    }];
    if complete && acts.len() > 1 {
        complete = rollout::run(game, &mut fresh, settings, games, deadline, progress);
    }
    let shown = if complete && acts.len() > 1 {
        &fresh[0]
    } else {
        &st[0]
    };
    let total = |st: &Study| st.values.iter().map(|v| v.len() as u64).sum::<u64>();
    Ok(PositionReport {
        evaluation: EVAL_ROLLOUTS,
        rollouts: settings.info(games),
        complete,
        total_games: total(&st[0]) + total(&fresh[0]),
        analysis: Analysis::Decision(decision_result(
            game,
            seat,
            &acts,
            shown,
            &st[0],
            settings.luck > 0,
        )),
    })
}

/// The row of a group of throws of chance node `s`.
fn throw_result(
    game: &Game,
    s: &State,
    outcomes: Vec<u8>,
    probability: f64,
    win_chance: f64,
    ci95: [f64; 2],
    games: u32,
) -> ThrowResult {
    let t = game.throws();
    let o = outcomes[0];
    ThrowResult {
        up: (!t.is_dice()).then_some(o),
        dice: t.is_dice().then(|| t.dice(o)),
        value: if s.phase() == Phase::Order || t.is_dice() {
            t.order_value(o)
        } else {
            t.value(o) as u32
        },
        outcomes,
        probability,
        win_chance,
        ci95,
        games,
    }
}

/// A review's decision `s` in a race position of the game's bundled endgame table:
/// (the best candidate, its exact win chance, that of candidate `played`), the
/// values as `Table::action_values` gives them; `None` when not in a table.
fn exact_review(
    game: &Game,
    s: &State,
    cands: &[(Vec<Action>, State)],
    played: usize,
) -> Option<(usize, f64, f64)> {
    let table = pachisi_bots::endgame::table_for(game).filter(|t| t.is_race(s))?;
    let values = table.action_values(game, s)?;
    let value = |c: usize| {
        values
            .iter()
            .find(|(a, _)| *a == cands[c].0[0])
            .map(|x| x.1)
    };
    let mut best = 0;
    for c in 1..cands.len() {
        if value(c)? > value(best)? {
            best = c;
        }
    }
    Some((best, value(best)?, value(played)?))
}

/// The exact analysis of a race position of the game's bundled endgame table
/// (`pachisi_bots::endgame::table_for`; docs/endgames.md): every candidate (all of
/// them) or throw with its exact win chance for the side of `seat`, intervals of zero
/// width, no rollouts. `None` when the position is not in a table.
fn exact_analysis(game: &Game, s: &State, seat: u8) -> Option<Analysis> {
    let table = pachisi_bots::endgame::table_for(game).filter(|t| t.is_race(s))?;
    let exact = |t: &State| table.win_chance(game, t, seat);
    if game.is_chance(s) {
        let mut win = 0.0;
        let mut throws = Vec::new();
        for (outcomes, p, next) in throw_groups(game, s) {
            let w = exact(&next)?;
            win += p * w;
            throws.push(throw_result(game, s, outcomes, p, w, [w, w], 0));
        }
        return Some(Analysis::Chance(ChanceAnalysis {
            seat,
            team: team_of(game, seat),
            win_chance: win,
            ci95: [win, win],
            games: 0,
            throws,
        }));
    }
    // The values of the actions as the bots compare them (the rest of this turn
    // searched from the decision), one per group of actions with the same effect.
    let values = table.action_values(game, s)?;
    let mut rows = Vec::new();
    for (acts, _) in candidates(game, s) {
        let (_, w) = values.iter().find(|(a, _)| *a == acts[0])?;
        rows.push((acts, *w));
    }
    // Best first (the first of equals in the order of the legal list).
    rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = rows.first()?.1;
    let candidates = rows
        .iter()
        .enumerate()
        .map(|(i, (acts, w))| CandidateResult {
            action: acts[0].to_string(),
            same_as: acts[1..].iter().map(|a| a.to_string()).collect(),
            win_chance: *w,
            ci95: [*w, *w],
            games: 0,
            behind_best: (i > 0).then(|| Diff {
                mean: best - w,
                ci95: [best - w, best - w],
            }),
            dropped: false,
        })
        .collect();
    Some(Analysis::Decision(DecisionAnalysis {
        seat,
        team: team_of(game, seat),
        candidates,
        separated: true,
    }))
}

/// The normal 95% interval of the mean of `xs` (unclamped); `None` with fewer than two.
fn mean_ci95(xs: &[f64]) -> Option<[f64; 2]> {
    let n = xs.len();
    if n < 2 {
        return None;
    }
    let mean = xs.iter().sum::<f64>() / n as f64;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1) as f64;
    let half = Z95 * (var / n as f64).sqrt();
    Some([mean - half, mean + half])
}

/// Mean of values in [0, 1] with a normal 95% interval (clamped to [0, 1]).
fn mean_ci(ys: &[f64]) -> (f64, [f64; 2]) {
    let n = ys.len();
    if n == 0 {
        return (0.0, [0.0, 1.0]);
    }
    let nf = n as f64;
    let mean = ys.iter().sum::<f64>() / nf;
    if n == 1 {
        return (mean, [0.0, 1.0]);
    }
    let var = ys.iter().map(|y| (y - mean) * (y - mean)).sum::<f64>() / (nf - 1.0);
    let half = Z95 * (var / nf).sqrt();
    (mean, [(mean - half).max(0.0), (mean + half).min(1.0)])
}

fn budget_games(settings: &Settings, budget: Budget) -> Result<u32, AnalysisError> {
    let mut s = settings.clone();
    if let Budget::Iterations(n) = budget {
        s.games = n;
    }
    s.check().map_err(AnalysisError::Settings)?;
    Ok(s.games)
}

// ---------------------------------------------------------------- review

/// Thresholds of the marks, in win chance lost (docs/analysis.md). A decision is
/// marked when its loss is shown to be at least the inaccuracy threshold for the
/// whole game: screened in a first stage, then on fresh rollouts
/// `loss − z · se > mark_bar` ([`Settings::mark_bar`], this threshold by default)
/// with `z` the one-sided quantile at `family_alpha / k` for the `k` decisions
/// screened ([`mark_z`]; [`review`]). The kind of mark is that of the loss itself.
pub const INACCURACY: f64 = 0.05;
/// See [`INACCURACY`].
pub const MISTAKE: f64 = 0.10;
/// See [`INACCURACY`].
pub const BLUNDER: f64 = 0.20;

/// A mark on a reviewed decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// Lost at least [`INACCURACY`].
    Inaccuracy,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// The mark of a loss whose test's lower end (`loss − z · se`) is `low`, when that
    /// end is above 0 and at least `bar` ([`Settings::mark_bar`]).
    pub fn of(loss: f64, low: f64, bar: f64) -> Option<Mark> {
        if low <= 0.0 || low < bar {
            return None;
        }
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The mark's name: `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// The thresholds, as written in a review.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
    /// Family-wise error rate of the marks ([`Settings::family_alpha`]).
    pub family_alpha: f64,
    /// Comparisons made: over the decisions with a choice, the candidates examined
    /// other than the action played.
    pub tests: usize,
    /// z of the first stage's screening ([`Settings::screen_z`]).
    pub screen_z: f64,
    /// Decisions that passed the screening and were rolled out again on fresh dice.
    pub screened: usize,
    /// Comparisons of the second stage: for each screened decision, the action
    /// played against each contender for the best (the first stage's best and the
    /// candidates it could not tell from it; [`CONTENDERS`] at most).
    pub comparisons: usize,
    /// z the fresh loss must pass for a mark: the one-sided quantile at
    /// `family_alpha / comparisons` (Bonferroni over the comparisons confirmed).
    pub mark_z: f64,
    /// What the fresh loss's lower end `loss − mark_z · se` must be above for a mark
    /// ([`Settings::mark_bar`]): the inaccuracy threshold, so a mark is a loss shown
    /// to be at least 5 points.
    pub mark_bar: f64,
}

/// One decision of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DecisionReview {
    /// Index of the decision's event in the record's `events`.
    pub event: usize,
    /// The game's turn number at the decision.
    pub turn: u32,
    /// The seat that decided (0-based) and its team (team games).
    pub seat: u8,
    pub team: Option<u8>,
    /// Distinct candidates (legal actions leading to different states).
    pub choices: usize,
    /// Candidates rolled out (see [`Settings::candidates`]); 0 for a forced decision.
    pub examined: usize,
    /// The action played, as recorded.
    pub played: String,
    /// The best action found (the played one for a forced decision).
    pub best: String,
    /// Whether rollouts were made (false for forced decisions and for those the
    /// deadline did not reach).
    pub reviewed: bool,
    /// The mover's side's win chance before the decision: that of the best action.
    pub win_chance_before: Option<f64>,
    /// The mover's side's win chance after the action played.
    pub win_chance_played: Option<f64>,
    /// Win chance lost by the action played: best minus played over their common
    /// rollouts (same dice), 0 when the best was played; never negative.
    pub loss: f64,
    /// 95% interval of the loss (absent when the best was played or not reviewed).
    pub loss_ci95: Option<[f64; 2]>,
    pub mark: Option<Mark>,
    /// For a decision rolled out again in the second stage: the lower end of its
    /// mark's test, `loss − mark_z · se` — the loss the review has shown at the
    /// family-wise level; a mark needs it above [`Thresholds::mark_bar`]. The exact
    /// loss for an [`DecisionReview::exact`] decision; `None` otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark_low: Option<f64>,
    /// Rollouts of the action played.
    pub games: u32,
    /// Accuracy of the decision (0–100, [`move_accuracy`] of the loss), when reviewed.
    pub accuracy: Option<f64>,
    /// The loss as the player's figures count it, when reviewed: 0 when the first
    /// stage found nothing better than the action played; otherwise the loss of the
    /// action played against the first stage's best, measured on fresh dice that did
    /// not choose it (the second stage's series for a screened decision, else a
    /// *fair series*, [`FAIR_MAX`]), so without the selection bias of `loss`. It
    /// may be negative (the best chosen was not better in truth); its mean over a
    /// player's decisions estimates their mean loss against the review's choices
    /// without bias (docs/analysis.md, "Per player"). `None` when a deadline cut the
    /// fair series first (the player's figures then count `loss`).
    pub fair_loss: Option<f64>,
    /// The stand-in bot's level when a bot decided for the away player (the record's
    /// `by`): the decision is reviewed but left out of the player's figures.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// Whether the decision was valued by the bundled exact endgame table (a race
    /// position, docs/endgames.md): every value exact, no rollouts, the loss exact
    /// (its interval of zero width) and a mark for any loss from a threshold up.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub exact: bool,
}

/// One player's (seat's) summary.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerReview {
    pub seat: u8,
    pub team: Option<u8>,
    /// Reviewed decisions (with a choice).
    pub decisions: u32,
    /// Forced decisions (one candidate), not reviewed.
    pub forced: u32,
    /// Sum and mean of the win chance lost over the reviewed decisions (with a choice,
    /// made by the player).
    pub total_loss: f64,
    pub mean_loss: f64,
    /// 95% interval of `mean_loss` over the player's decisions (the normal interval
    /// of a mean, the decisions taken as the unit); `None` with fewer than two.
    pub mean_loss_ci95: Option<[f64; 2]>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Decisions a stand-in bot made for this seat while its player was away (the
    /// record's `by`): left out of every other figure here.
    pub stand_in: u32,
    /// Accuracy (0–100, as lichess'): the mean of [`move_accuracy`] over the reviewed
    /// decisions; `None` without any.
    pub accuracy: Option<f64>,
    /// Throws of this seat and its luck: the sum over them of the win chance each
    /// throw gave (+) or took (−) from its side ([`ThrowLuck`]).
    pub throws: u32,
    pub luck: f64,
}

/// The review of a game record ([`review`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    pub variant: String,
    pub options: serde_json::Map<String, serde_json::Value>,
    pub rollouts: RolloutInfo,
    pub thresholds: Thresholds,
    /// False when the deadline stopped the review before every decision was done.
    pub complete: bool,
    /// Rollouts played in all.
    pub total_games: u64,
    /// Every decision of the record, in order.
    pub decisions: Vec<DecisionReview>,
    /// The factor of every throw's luck ([`luck_scale`]): a throw's `luck` is
    /// `luck_scale × (win_chance − expected)`.
    pub luck_scale: f64,
    /// Every throw of the record with its luck, in order.
    pub throws: Vec<ThrowLuck>,
    /// Per seat that decided at least once, in seat order.
    pub players: Vec<PlayerReview>,
}

struct Pending {
    event: usize,
    turn: u32,
    seat: u8,
    /// Distinct candidates of the decision.
    choices: usize,
    /// The candidates examined (all, or the preselected ones and the one played).
    acts: Vec<Vec<Action>>,
    played: usize,
    study: Option<usize>,
    /// The stand-in bot that decided for an away player (the record's `by`).
    by: Option<String>,
    /// A race position of the bundled endgame table: the best candidate (index in
    /// `acts`) and the exact win chances of the best and of the action played.
    exact: Option<(usize, f64, f64)>,
}

/// Review a game record: for every decision, the action played, the best action, the
/// win chance lost and a mark ([`Mark::of`]); per player, the decisions, the total and
/// mean loss and the marks. Only decisions with more than one candidate are rolled
/// out. All decisions are rolled out together, round by round (every decision gets its
/// first round before any gets a second), so a deadline leaves the whole game coarsely
/// reviewed rather than its first half finely. `budget` as in [`analyze_position`];
/// the review's seed for decision at event `e` is derived from `settings.seed` and
/// `e`.
pub fn review(
    record: &Record,
    settings: &Settings,
    budget: Budget,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Review, AnalysisError> {
    let games = budget_games(settings, budget)?;
    let deadline: Option<Instant> = budget.deadline();
    let (game, _) = record.replay().map_err(AnalysisError::Record)?;
    let mut s = record.start_state(&game).map_err(AnalysisError::Record)?;
    let mut pending: Vec<Pending> = Vec::new();
    let mut studies: Vec<Study> = Vec::new();
    let filter = (settings.candidates > 0).then(|| Evaluator::new(&game, Weights::default()));
    let scale = luck_scale(game.variant());
    let throws = record_luck(record)?;
    for (e, ev) in record.events.iter().enumerate() {
        if let Event::Move(m) = ev
            && s.phase() == Phase::Move
        {
            let cands = candidates(&game, &s);
            let mut after = s;
            let act = Action::parse(&m.action)
                .map_err(|reason| AnalysisError::Record(ReplayError::Event { index: e, reason }))?;
            game.play(&mut after, act).map_err(|err| {
                AnalysisError::Record(ReplayError::Event {
                    index: e,
                    reason: err.to_string(),
                })
            })?;
            let played = cands.iter().position(|c| c.1 == after).unwrap_or(0);
            let exact = (cands.len() > 1)
                .then(|| exact_review(&game, &s, &cands, played))
                .flatten();
            let examined = match &filter {
                _ if exact.is_some() => (0..cands.len()).collect(),
                Some(ev) => preselect(&game, ev, &s, &cands, settings.candidates, Some(played)),
                None => (0..cands.len()).collect(),
            };
            let study = (cands.len() > 1 && exact.is_none()).then(|| {
                let mut st = Study::new(
                    mix64(settings.seed ^ mix64(e as u64 + 0x5EED)),
                    examined.iter().map(|&i| cands[i].1).collect(),
                    s.mover(),
                    true,
                );
                st.played = examined.iter().position(|&i| i == played);
                studies.push(st);
                studies.len() - 1
            });
            pending.push(Pending {
                event: e,
                turn: s.turn_number(),
                seat: s.mover(),
                choices: cands.len(),
                acts: examined.iter().map(|&i| cands[i].0.clone()).collect(),
                played: examined.iter().position(|&i| i == played).unwrap_or(0),
                study,
                by: m.by.clone(),
                exact,
            });
        }
        game.apply_event(&mut s, ev)
            .map_err(|reason| AnalysisError::Record(ReplayError::Event { index: e, reason }))?;
    }
    // Two stages. The first screens: a decision whose loss passes a z of screen_z
    // (and is at least the inaccuracy threshold) is a candidate for a mark. The
    // second rolls the screened decisions out again on fresh dice and marks those
    // whose fresh loss passes at family_alpha / k for the k screened (Bonferroni),
    // so a whole game's review marks a decision that lost nothing with chance at
    // most family_alpha, however many decisions the game has.
    let tests: usize = studies.iter().map(|st| st.starts.len() - 1).sum();
    let z_screen = settings.screen_z;
    for st in &mut studies {
        st.mark_z = z_screen;
        st.early = settings.early_games;
    }
    // With a deadline the first stage gets three quarters of the time left, so a cut
    // review still confirms its marks.
    let first_deadline = deadline.map(|d| {
        let now = Instant::now();
        now + d.saturating_duration_since(now).mul_f64(0.75)
    });
    let complete1 = rollout::run(
        &game,
        &mut studies,
        settings,
        games,
        first_deadline,
        progress,
    );
    // Second stage: a screened decision is rolled out again, the best and the action
    // played, on fresh dice: as many rollouts as its first-stage loss says it needs
    // (confirm_size; at least as many as the first stage gave it), then more rounds
    // up to confirm_max while the loss is near the inaccuracy threshold. The first
    // stage chose the best and when to stop from the same rollouts, which biases its
    // loss up; the fresh series does not. The extra rounds look only at the distance
    // to the threshold, where the loss is already many standard errors from 0, so
    // they leave the test against 0 at its level in all but name.
    let mut screened: Vec<(usize, Vec<usize>, rollout::Paired)> = Vec::new();
    for (i, p) in pending.iter().enumerate() {
        let Some(st) = p.study.map(|k| &studies[k]).filter(|st| st.done > 0) else {
            continue;
        };
        if let (best, Some(d)) = first_loss(st, p.played)
            && d.n >= MIN_TEST_GAMES
            && screens(&d, z_screen, st.done >= games)
        {
            screened.push((i, contenders(st, best, p.played, z_screen), d));
        }
    }
    // Bonferroni over the comparisons of the second stage: a screened decision's
    // action played against each of its contenders.
    let comparisons: usize = screened.iter().map(|(_, c, _)| c.len()).sum();
    let z_confirm = mark_z(settings.family_alpha, comparisons);
    let mut fresh: Vec<Study> = Vec::new();
    let mut fresh_of: Vec<Option<(usize, &[usize])>> = vec![None; pending.len()];
    for (i, cont, d) in &screened {
        let p = &pending[*i];
        let st = &studies[p.study.expect("screened decisions have a study")];
        let n = confirm_size(settings, d, z_confirm).max(st.values[p.played].len() as u32);
        fresh_of[*i] = Some((fresh.len(), cont.as_slice()));
        let mut starts: Vec<State> = cont.iter().map(|&c| st.starts[c]).collect();
        starts.push(st.starts[p.played]);
        fresh.push(Study {
            first: FRESH_SERIES,
            want: Some(vec![n; starts.len()]),
            extend: Some(settings.confirm_max),
            early_factor: settings.confirm_early,
            ..Study::new(st.seed, starts, st.side, false)
        });
    }
    // Fair series: a decision that was not screened but whose first stage found a
    // better action than the one played has its loss, for the player's figures,
    // measured again on fresh dice (the best and the action played). The first
    // stage's loss is the best of several noisy means minus the played one, biased
    // up; summed over hundreds of decisions the bias drowned the difference between
    // players (docs/analysis.md, "Per player"). Decisions where the played action
    // was the first stage's best count 0 and cost nothing.
    let screened_count = fresh.len();
    let mut fair_at: Vec<Option<usize>> = vec![None; pending.len()];
    for (i, p) in pending.iter().enumerate() {
        if fresh_of[i].is_some() {
            continue;
        }
        let Some(st) = p.study.map(|k| &studies[k]).filter(|st| st.done > 0) else {
            continue;
        };
        let (best, _) = first_loss(st, p.played);
        if best == p.played {
            continue;
        }
        let n = (st.values[p.played].len() as u32).clamp(MIN_SETTLE_GAMES, FAIR_MAX);
        fair_at[i] = Some(fresh.len());
        fresh.push(Study {
            first: FRESH_SERIES,
            want: Some(vec![n, n]),
            ..Study::new(
                st.seed,
                vec![st.starts[best], st.starts[p.played]],
                st.side,
                false,
            )
        });
    }
    // The marks first: under a deadline the fair series come after the second stage,
    // so a cut leaves some player figures on the shown losses rather than a mark
    // unconfirmed. (Each study's rollouts depend only on its seed and their indices,
    // so the order changes nothing else.)
    let (second, fair) = fresh.split_at_mut(screened_count);
    // The second stage goes on while its loss is within doubt_z standard errors of
    // the threshold, and at least mark_z: a loss that stopped between 2.5 and mark_z
    // standard errors above 5 points would be left unmarked for want of rollouts.
    let second_settings = Settings {
        doubt_z: settings.doubt_z.max(z_confirm),
        ..settings.clone()
    };
    let complete2 = second.is_empty()
        || rollout::run(&game, second, &second_settings, games, deadline, progress);
    let complete3 = fair.is_empty()
        || complete2 && rollout::run(&game, fair, settings, games, deadline, progress);
    let complete = complete1 && complete2 && complete3;
    let decisions: Vec<DecisionReview> = pending
        .iter()
        .zip(fresh_of.iter().zip(&fair_at))
        .map(|(p, (f, fair))| {
            let st = p.study.map(|k| &studies[k]);
            let second = f.map(|(k, cont)| (&fresh[k], cont));
            let fair = fair.map(|k| &fresh[k]);
            decision_review(&game, p, st, second, fair, z_confirm, settings.mark_bar)
        })
        .collect();
    let mut players: Vec<PlayerReview> = Vec::new();
    for seat in 0..game.seats() {
        let all: Vec<&DecisionReview> = decisions.iter().filter(|d| d.seat == seat).collect();
        let thrown: Vec<&ThrowLuck> = throws.iter().filter(|t| t.seat == seat).collect();
        if all.is_empty() && thrown.is_empty() {
            continue;
        }
        // The player's own decisions: those a stand-in bot made are left out.
        let mine: Vec<&&DecisionReview> = all.iter().filter(|d| d.by.is_none()).collect();
        let reviewed: Vec<&&&DecisionReview> = mine
            .iter()
            .filter(|d| d.reviewed && d.choices > 1)
            .collect();
        // The unbiased losses (fair_loss), not the shown ones: the best of several
        // noisy means lifts every shown loss a little, and over hundreds of
        // decisions that lift hid the difference between players.
        let losses: Vec<f64> = reviewed
            .iter()
            .map(|d| d.fair_loss.unwrap_or(d.loss))
            .collect();
        let total: f64 = losses.iter().sum();
        let count = |m: Mark| reviewed.iter().filter(|d| d.mark == Some(m)).count() as u32;
        let luck: f64 = thrown.iter().map(|t| t.luck).sum();
        players.push(PlayerReview {
            seat,
            team: team_of(&game, seat),
            decisions: reviewed.len() as u32,
            forced: mine.iter().filter(|d| d.choices == 1).count() as u32,
            stand_in: (all.len() - mine.len()) as u32,
            total_loss: total,
            mean_loss: if reviewed.is_empty() {
                0.0
            } else {
                total / reviewed.len() as f64
            },
            mean_loss_ci95: mean_ci95(&losses),
            accuracy: accuracy_of(&losses),
            inaccuracies: count(Mark::Inaccuracy),
            mistakes: count(Mark::Mistake),
            blunders: count(Mark::Blunder),
            throws: thrown.len() as u32,
            luck,
        });
    }
    Ok(Review {
        variant: record.variant.clone(),
        options: record.options.clone(),
        rollouts: settings.info(games),
        thresholds: Thresholds {
            inaccuracy: INACCURACY,
            mistake: MISTAKE,
            blunder: BLUNDER,
            family_alpha: settings.family_alpha,
            tests,
            screen_z: z_screen,
            screened: screened_count,
            comparisons,
            mark_z: z_confirm,
            mark_bar: settings.mark_bar,
        },
        complete,
        total_games: studies
            .iter()
            .chain(&fresh)
            .flat_map(|st| st.values.iter())
            .map(|v| v.len() as u64)
            .sum(),
        decisions,
        luck_scale: scale,
        throws,
        players,
    })
}

/// The luck of every throw of a record, in order, as [`review`] gives it (no
/// rollouts: the `heuristic`'s estimate, [`luck_scale`]).
pub fn record_luck(record: &Record) -> Result<Vec<ThrowLuck>, AnalysisError> {
    let (game, _) = record.replay().map_err(AnalysisError::Record)?;
    let mut s = record.start_state(&game).map_err(AnalysisError::Record)?;
    let ev = Evaluator::new(&game, Weights::default());
    let scale = luck_scale(game.variant());
    let mut throws = Vec::new();
    for (e, event) in record.events.iter().enumerate() {
        let before = s;
        game.apply_event(&mut s, event)
            .map_err(|reason| AnalysisError::Record(ReplayError::Event { index: e, reason }))?;
        if let Event::Throw(_) = event
            && game.is_chance(&before)
        {
            throws.push(luck::throw_luck(&game, &ev, &before, &s, e, scale));
        }
    }
    Ok(throws)
}

/// A screened decision goes to the second stage when its first-stage loss is
/// significant at `screen_z` and within this many standard errors of the inaccuracy
/// threshold or above it: the screening lets through what may be a mark.
pub const SCREEN_SLACK: f64 = 1.0;

/// Whether a first-stage loss `d` (best minus played, `d.mean > 0`) goes to the
/// second stage. Settled decisions: when it is significant at `z_screen` and may be
/// an inaccuracy (`m + SCREEN_SLACK · se ≥ 5` points). A decision the first stage
/// left in doubt at its cap of rollouts (`at_cap`) also goes when its interval at
/// `z_screen` reaches the threshold, `m + z_screen · se ≥ 5`, significant or not:
/// the first stage is triage, and the second stage on fresh dice with its
/// family-wise test is what keeps a mark from noise, so a looser screen costs
/// rollouts, not precision (issue 27: one review seed's cap left a 6-point loss at
/// 2.7 [−0.2, 5.6] and unscreened where the other seed marked it).
fn screens(d: &rollout::Paired, z_screen: f64, at_cap: bool) -> bool {
    let settled = d.mean - z_screen * d.se > 0.0 && d.mean + SCREEN_SLACK * d.se >= INACCURACY;
    let in_doubt = at_cap && d.mean > 0.0 && d.mean + z_screen * d.se >= INACCURACY;
    settled || in_doubt
}

/// The second stage's size for a screened decision, from its first-stage loss `d`
/// alone (so the fresh test keeps its level): enough rollouts for the loss to stand
/// [`CONFIRM_Z`] standard errors from the inaccuracy threshold and `z_confirm` + 2
/// from 0, were the first-stage estimate the truth; from `confirm_games` to a
/// [`CONFIRM_FIRST_MAX`] (and `confirm_max`; the rest comes in rounds, `Study::extend`,
/// while the fresh loss stays near the threshold).
fn confirm_size(settings: &Settings, d: &rollout::Paired, z_confirm: f64) -> u32 {
    // The spread of one rollout's paired difference, with a floor (a first stage
    // that saw little spread is not trusted to have seen it all).
    let sd = (d.se * (d.n as f64).sqrt()).max(0.2);
    let gap = (d.mean - INACCURACY).abs().max(0.002);
    let for_threshold = (CONFIRM_Z * sd / gap).powi(2);
    let for_zero = ((z_confirm + 2.0) * sd / d.mean.max(0.002)).powi(2);
    let n = for_threshold.max(for_zero).ceil().min(MAX_GAMES as f64) as u32;
    let low = settings.confirm_games.max(2 * MIN_TEST_GAMES as u32);
    n.clamp(low, CONFIRM_FIRST_MAX.min(settings.confirm_max).max(low))
}

/// The most rollouts per action of a second stage's first series: what the
/// first-stage loss says a decision needs is capped here (a first stage that put the
/// loss at the threshold is itself noisy); the rest comes in rounds of
/// [`FRESH_ROUND`] while the fresh loss stays within `doubt_z` standard errors of the
/// threshold, up to `confirm_max`.
pub const CONFIRM_FIRST_MAX: u32 = 4096;

/// See [`confirm_size`].
pub const CONFIRM_Z: f64 = 2.5;

/// At most this many contenders for the best action go to a screened decision's
/// second stage ([`contenders`]).
pub const CONTENDERS: usize = 3;

/// The contenders for the best action of a screened decision, to be rolled out
/// again against the action played: the first stage's best, then every candidate
/// still rolled out whose deficit to that best is not significant at `z_screen`
/// (by their means, highest first; [`CONTENDERS`] in all at most). The first stage
/// picks its best from noisy means: when two actions are close it can pick the one
/// that is in fact worse, and a second stage that measured the action played against
/// that one alone would understate the loss (issue 27, fourth round: Ludo 12 event
/// 87, `4 p3` taken for the best by one review seed, `4 p4` by the other; the loss
/// came out 3.6 points against 6.0).
fn contenders(st: &Study, best: usize, played: usize, z_screen: f64) -> Vec<usize> {
    let mut close: Vec<usize> = (0..st.starts.len())
        .filter(|&c| c != best && c != played && st.active[c])
        .filter(|&c| {
            paired(&st.values[best], &st.values[c], 0.0)
                .is_none_or(|d| d.mean - z_screen * d.se <= 0.0)
        })
        .collect();
    close.sort_by(|&a, &b| st.mean(b).total_cmp(&st.mean(a)).then(a.cmp(&b)));
    let mut out = vec![best];
    out.extend(close.into_iter().take(CONTENDERS - 1));
    out
}

/// The first series' best candidate (the action played when none did better) and
/// the loss of the action played against it.
fn first_loss(st: &Study, played: usize) -> (usize, Option<rollout::Paired>) {
    let best = match st.best() {
        b if st.mean(b) <= st.mean(played) => played,
        b => b,
    };
    let diff = (best != played)
        .then(|| paired(&st.values[best], &st.values[played], Z95))
        .flatten();
    (best, diff)
}

/// The rollouts per action of a *fair series* (see [`review`]): as many as the first
/// stage gave the action played, at least [`MIN_SETTLE_GAMES`] and at most this.
pub const FAIR_MAX: u32 = 256;

/// The unbiased loss from a fair or second series (best, played): their mean paired
/// difference, unclamped; `None` before its first round.
fn fair_of(f: &Study) -> Option<f64> {
    paired(&f.values[0], &f.values[f.values.len() - 1], 0.0)
        .filter(|_| f.done > 0)
        .map(|d| d.mean)
}

/// The review of one decision: from the first series `st`, or for a decision the
/// first series screened, from the fresh series `second` (its contenders for the best
/// action, indices into the first series, then the action played), whose loss against
/// one contender must pass `z_confirm` for the mark to stand. A second series the deadline cut
/// gives no mark. `fair`: the fair series (best, played) of a decision that was not
/// screened and whose first-stage best was not the action played (its `fair_loss`).
fn decision_review(
    game: &Game,
    p: &Pending,
    st: Option<&Study>,
    second: Option<(&Study, &[usize])>,
    fair: Option<&Study>,
    z_confirm: f64,
    mark_bar: f64,
) -> DecisionReview {
    let played_text = p.acts[p.played][0].to_string();
    let base = DecisionReview {
        event: p.event,
        turn: p.turn,
        seat: p.seat,
        team: team_of(game, p.seat),
        choices: p.choices,
        examined: if p.choices > 1 { p.acts.len() } else { 0 },
        played: played_text.clone(),
        best: played_text,
        reviewed: false,
        win_chance_before: None,
        win_chance_played: None,
        loss: 0.0,
        loss_ci95: None,
        mark: None,
        mark_low: None,
        games: 0,
        accuracy: None,
        fair_loss: None,
        by: p.by.clone(),
        exact: false,
    };
    if let Some((best, before, after)) = p.exact {
        let loss = (before - after).max(0.0);
        return DecisionReview {
            best: p.acts[best][0].to_string(),
            reviewed: true,
            win_chance_before: Some(before),
            win_chance_played: Some(after),
            loss,
            loss_ci95: (best != p.played).then_some([loss, loss]),
            mark: Mark::of(loss, loss, mark_bar),
            mark_low: Some(loss),
            accuracy: Some(move_accuracy(loss)),
            fair_loss: Some(loss),
            exact: true,
            ..base
        };
    }
    let Some(st) = st.filter(|st| st.done > 0) else {
        return base;
    };
    let played = p.played;
    let (best, diff) = first_loss(st, played);
    let first = |diff: Option<rollout::Paired>| {
        let loss = diff.map(|d| d.mean.max(0.0)).unwrap_or(0.0);
        DecisionReview {
            best: p.acts[best][0].to_string(),
            reviewed: true,
            win_chance_before: Some(st.mean(best)),
            win_chance_played: Some(st.mean(played)),
            loss,
            loss_ci95: diff.map(|d| d.ci),
            mark: None,
            games: st.values[played].len() as u32,
            accuracy: Some(move_accuracy(loss)),
            // 0 when the first stage's best was the action played; else the fair
            // series' loss.
            fair_loss: if best == played {
                Some(0.0)
            } else {
                fair.and_then(fair_of)
            },
            ..base.clone()
        }
    };
    let Some((f, cont)) = second else {
        return first(diff);
    };
    // A second stage the deadline cut keeps the rounds it finished: its size was set
    // by the clock, not by its results. The loss is the one against the contender
    // that shows it best (the highest lower end of the mark's test).
    let last = cont.len();
    let shown = (0..last)
        .filter_map(|j| {
            paired(&f.values[j], &f.values[last], Z95)
                .filter(|_| f.done > 0)
                .map(|d| (j, d))
        })
        .max_by(|(ja, a), (jb, b)| {
            (a.mean - z_confirm * a.se)
                .total_cmp(&(b.mean - z_confirm * b.se))
                .then(jb.cmp(ja))
        });
    let Some((j, d)) = shown else {
        return first(diff);
    };
    let loss = d.mean.max(0.0);
    DecisionReview {
        best: p.acts[cont[j]][0].to_string(),
        reviewed: true,
        win_chance_before: Some(f.mean(j)),
        win_chance_played: Some(f.mean(last)),
        loss,
        loss_ci95: Some(d.ci),
        mark: (d.n >= MIN_TEST_GAMES)
            .then(|| Mark::of(loss, d.mean - z_confirm * d.se, mark_bar))
            .flatten(),
        mark_low: (d.n >= MIN_TEST_GAMES).then_some(d.mean - z_confirm * d.se),
        games: st.values[played].len() as u32 + f.values[last].len() as u32,
        accuracy: Some(move_accuracy(loss)),
        // Against the first stage's best (contender 0), chosen before these
        // rollouts: unbiased, as a fair series'.
        fair_loss: fair_of(f),
        ..base
    }
}

/// Play a whole game with `bot` at every seat (seat `k` seeded from `seed` and `k`),
/// throws from `seeded_rng(seed, 0)`, and record it: games to review in tests and
/// benchmarks.
pub fn record_bot_game(game: &Game, bot: &BotSpec, seed: u64) -> (Record, State) {
    let mut bots: Vec<_> = (0..game.seats())
        .map(|k| bot.build(mix64(seed ^ (k as u64 + 1))))
        .collect();
    let mut rng = pachisi_core::seeded_rng(seed, 0);
    game.play_recorded(&mut rng, Some(seed), |g, s, _, _| {
        bots[s.mover() as usize].choose(g, s, Budget::Auto)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_need_size_and_significance() {
        // The rule before issue 27's fourth round (bar 0): at least the threshold,
        // and significantly above 0.
        assert_eq!(Mark::of(0.30, 0.05, 0.0), Some(Mark::Blunder));
        assert_eq!(Mark::of(0.12, 0.01, 0.0), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.06, 0.01, 0.0), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.04, 0.01, 0.0), None);
        // Large but not significant: no mark.
        assert_eq!(Mark::of(0.30, -0.02, 0.0), None);
        assert_eq!(Mark::Blunder.name(), "blunder");
    }

    /// The second stage's stricter early looks are off by default, and the settings a
    /// result reports name them only when they are on.
    #[test]
    fn stricter_early_looks_are_reported_only_when_on() {
        let s = Settings::review();
        assert_eq!(s.confirm_early, 1.0);
        assert_eq!(Settings::position().confirm_early, 1.0);
        let plain = serde_json::to_value(s.info(100)).unwrap();
        assert!(plain.get("confirm_early").is_none(), "{plain}");
        assert_eq!(plain["confirm_max"], 65536);
        let strict = Settings {
            confirm_early: 2.0,
            ..s
        };
        assert_eq!(
            serde_json::to_value(strict.info(100)).unwrap()["confirm_early"],
            2.0
        );
    }

    /// A review adjusts the late throws' luck in 2-player Ludo, where that was
    /// measured to pay, and nowhere else (docs/analysis.md, "Variance reduction").
    #[test]
    fn reviews_adjust_the_late_throws_luck_in_ludo_only() {
        use pachisi_core::{Preset, Variant};
        let two = |p: Preset| {
            let mut v = Variant::preset(p);
            v.options.set_pair("players=2").unwrap();
            v
        };
        for p in [Preset::Ludo, Preset::LudoLudopy] {
            let s = Settings::review_for(&two(p));
            assert_eq!((s.luck, s.luck_late), (LUCK_EVERY, LUCK_LATE), "{p:?}");
            assert!(s.check().is_ok());
            // Only the luck differs from the game-free review.
            let plain = Settings {
                luck: 0,
                luck_late: 1.0,
                ..s.clone()
            };
            assert_eq!(plain.info(1), Settings::review().info(1));
        }
        for p in [
            Preset::Pachisi,
            Preset::Chopat,
            Preset::Mensch,
            Preset::PetitsChevaux,
            Preset::Parcheesi,
            Preset::Sorry,
        ] {
            for v in [Variant::preset(p), two(p)] {
                let s = Settings::review_for(&v);
                assert_eq!((s.luck, s.luck_late), (0, 1.0), "{p:?}");
            }
        }
        // Four players in Ludo (the preset's default): none either.
        let s = Settings::review_for(&Variant::preset(Preset::Ludo));
        assert_eq!((s.luck, s.luck_late), (0, 1.0));
        // The adjustment is replaced, not added to: settings with luck for Ludo lose
        // it for Chopat.
        let ludo = Settings::review_for(&two(Preset::Ludo));
        assert_eq!(ludo.luck, LUCK_EVERY);
        let s = ludo.with_luck_for(&two(Preset::Chopat));
        assert_eq!((s.luck, s.luck_late), (0, 1.0));
    }

    #[test]
    fn a_mark_needs_its_loss_shown_above_the_inaccuracy_threshold() {
        let bar = Settings::review().mark_bar;
        assert_eq!(bar, INACCURACY);
        // 5.5 points, but only shown to be above 4.9: no mark (the rule before
        // marked it, and re-runs put such losses below 5 nearly as often as above).
        assert_eq!(Mark::of(0.055, 0.049, bar), None);
        assert_eq!(Mark::of(0.055, 0.049, 0.0), Some(Mark::Inaccuracy));
        // Shown above 5 points: marked by the size of the loss itself.
        assert_eq!(Mark::of(0.07, 0.051, bar), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.13, 0.06, bar), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.25, 0.05, bar), Some(Mark::Blunder));
        // An exact loss (its own lower end) from the threshold up.
        assert_eq!(Mark::of(0.05, 0.05, bar), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.049, 0.049, bar), None);
        // The bar is checked with the other settings.
        let mut s = Settings::review();
        s.mark_bar = -0.1;
        assert!(s.check().unwrap_err().contains("mark_bar"));
        s.mark_bar = f64::NAN;
        assert!(s.check().is_err());
    }

    #[test]
    fn a_decision_left_in_doubt_at_the_cap_is_screened_when_it_may_reach_the_threshold() {
        let d = |mean: f64, se: f64| rollout::Paired {
            mean,
            se,
            ci: [0.0, 0.0],
            n: 1600,
        };
        // Issue 27's miss: 2.7 [-0.2, 5.6] points after the first stage's 1,600
        // rollouts, not significant at 2.5 but reaching 5 points.
        let missed = d(0.027, 0.0148);
        assert!(!screens(&missed, 2.5, false));
        assert!(screens(&missed, 2.5, true));
        // Cannot reach the threshold: not screened, at the cap or not.
        assert!(!screens(&d(0.010, 0.010), 2.5, true));
        // Significant and may be an inaccuracy: screened either way.
        assert!(screens(&d(0.080, 0.010), 2.5, false));
        assert!(screens(&d(0.080, 0.010), 2.5, true));
        // Significant but far below 5 points: not screened.
        assert!(!screens(&d(0.030, 0.005), 2.5, false));
    }

    #[test]
    fn the_second_stage_is_sized_by_the_distance_to_the_threshold() {
        let s = Settings::review();
        let d = |mean: f64, sd: f64, n: usize| rollout::Paired {
            mean,
            se: sd / (n as f64).sqrt(),
            ci: [0.0, 0.0],
            n,
        };
        // A clear blunder needs only the floor.
        assert_eq!(confirm_size(&s, &d(0.30, 0.5, 400), 2.5), s.confirm_games);
        // Closer to 5 points, more: 2.5 sd / gap, squared.
        let near = confirm_size(&s, &d(0.07, 0.5, 400), 2.5);
        let nearer = confirm_size(&s, &d(0.06, 0.5, 400), 2.5);
        assert_eq!(near, (2.5f64 * 0.5 / 0.02).powi(2).ceil() as u32);
        assert!(nearer > near, "{nearer} {near}");
        // At the threshold: capped at CONFIRM_FIRST_MAX (the rest comes in
        // rounds while the fresh loss stays close).
        assert_eq!(confirm_size(&s, &d(0.05, 0.5, 400), 2.5), CONFIRM_FIRST_MAX);
        // ... and never above confirm_max.
        let small = Settings {
            confirm_max: 1024,
            ..Settings::review()
        };
        assert_eq!(confirm_size(&small, &d(0.05, 0.5, 400), 2.5), 1024);
        // A first stage that saw no spread is not trusted: the floor of 0.2.
        assert_eq!(
            confirm_size(&s, &d(0.10, 0.0, 400), 2.5),
            confirm_size(&s, &d(0.10, 0.2, 400), 2.5)
        );
    }

    /// Synthetic rollouts of decision `k`: candidates `cands` (of 4), `n` rollouts
    /// from index `first`, with common dice (most results shared by every candidate,
    /// as duplicate dice make them), candidate 1 better than the others by `edge` in
    /// truth.
    fn synthetic(k: u64, cands: &[usize], first: u64, n: u64, edge: f64) -> Study {
        let start = Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap())
            .unwrap()
            .initial_state();
        let unit = |x: u64| (mix64(x) >> 11) as f64 / (1u64 << 53) as f64;
        let mut st = Study::new(k, vec![start; cands.len()], 0, true);
        st.played = cands.iter().position(|&c| c == 0);
        for i in first..first + n {
            let key = k << 40 ^ i << 8;
            for (j, &c) in cands.iter().enumerate() {
                let c = c as u64;
                let p = 0.5 + if c == 1 { edge } else { 0.0 };
                // Shared luck 70% of the time, the candidate's own otherwise.
                let u = if unit(key ^ (c + 11)) < 0.7 {
                    unit(key)
                } else {
                    unit(key ^ (c + 1))
                };
                st.values[j].push(if u < p { 1.0 } else { 0.0 });
            }
        }
        st.done = n as u32;
        st
    }

    fn mean_se(xs: &[f64]) -> (f64, f64) {
        let n = xs.len() as f64;
        let m = xs.iter().sum::<f64>() / n;
        let var = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0);
        (m, (var / n).sqrt())
    }

    /// The shown (first-stage) loss and the fair loss (as `review` computes it: 0
    /// when the first stage's best is the action played, candidate 0; else a fair
    /// series of the best and the action played on other rollouts) of `decisions`
    /// synthetic decisions.
    fn shown_and_fair(decisions: u64, edge: f64) -> (Vec<f64>, Vec<f64>) {
        (0..decisions)
            .map(|k| {
                let st = synthetic(k, &[0, 1, 2, 3], 0, 64, edge);
                let (best, d) = first_loss(&st, 0);
                let shown = d.map(|d| d.mean.max(0.0)).unwrap_or(0.0);
                let fair = if best == 0 {
                    0.0
                } else {
                    fair_of(&synthetic(k, &[best, 0], FRESH_SERIES, 64, edge)).unwrap()
                };
                (shown, fair)
            })
            .unzip()
    }

    /// A study of `n` hand-made rollouts per candidate: rollout `i` of the action
    /// played (candidate 0) is a win on even `i`; candidate `c` then wins `gain[c]`
    /// more of every 100 (of the played action's losses) and `give[c]` fewer (of its
    /// wins), on the same dice.
    fn hand_made(n: usize, gain: &[usize], give: &[usize]) -> Study {
        let start = Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap())
            .unwrap()
            .initial_state();
        let mut st = Study::new(5, vec![start; gain.len()], 0, true);
        st.played = Some(0);
        for c in 0..gain.len() {
            st.values[c] = (0..n)
                .map(|i| {
                    let won = i % 2 == 0;
                    // Spread the flips over the rollouts, different ones per candidate.
                    let slot = (i / 2 + 7 * c) % 50;
                    match won {
                        false if slot < gain[c] / 2 => 1.0,
                        true if slot < give[c] / 2 => 0.0,
                        w => f64::from(u8::from(w)),
                    }
                })
                .collect();
        }
        st.done = n as u32;
        st
    }

    #[test]
    fn a_screened_decision_is_confirmed_against_every_contender_for_the_best() {
        // Candidates 1 and 2 about 10 points better than the action played (0), too
        // close to tell apart; 3 clearly worse than them; 4 as good but dropped.
        let mut st = hand_made(2000, &[0, 20, 22, 0, 20], &[0, 0, 0, 0, 0]);
        st.active[4] = false;
        let (best, d) = first_loss(&st, 0);
        assert_eq!(best, 2, "the highest mean");
        assert!(d.unwrap().mean > 0.09);
        let c = contenders(&st, best, 0, 2.5);
        assert_eq!(c, vec![2, 1], "the best, then the close one; not 3, 4 or 0");
        // At most CONTENDERS, the best first and then by mean.
        let many = hand_made(2000, &[0, 20, 24, 22, 20, 18], &[0; 6]);
        let c = contenders(&many, 2, 0, 2.5);
        assert_eq!(c.len(), CONTENDERS);
        assert_eq!(c[..2], [2, 3], "the best, then the next by mean");
        assert!(!c.contains(&0) && many.mean(c[1]) >= many.mean(c[2]));

        // The second stage: the first stage's best in fact 3 points better than the
        // action played, the other contender 10: the mark stands against the other.
        let f = {
            // Contenders (first-stage indices 2, 1) first, the action played last.
            let mut f = hand_made(4000, &[6, 20, 0], &[0, 0, 0]);
            f.want = Some(vec![4000; 3]);
            f
        };
        let game = Game::new(pachisi_core::Variant::from_name("ludo", &[]).unwrap()).unwrap();
        let acts: Vec<Vec<Action>> = ["4 p1", "4 p2", "4 p3", "4 p4", "1 p1"]
            .iter()
            .map(|a| vec![Action::parse(a).unwrap()])
            .collect();
        let p = Pending {
            event: 3,
            turn: 2,
            seat: 0,
            choices: 5,
            acts,
            played: 0,
            study: Some(0),
            by: None,
            exact: None,
        };
        let cont = [2, 1];
        let z = mark_z(0.05, 2);
        let r = decision_review(&game, &p, Some(&st), Some((&f, &cont)), None, z, INACCURACY);
        assert_eq!(r.best, "4 p2", "the contender that shows the loss");
        assert!((r.loss - 0.10).abs() < 0.01, "{}", r.loss);
        assert_eq!(r.mark, Some(Mark::Mistake));
        // Against the first stage's best alone (the rule before) it is no mark.
        let alone = Study {
            values: vec![f.values[0].clone(), f.values[2].clone()],
            want: Some(vec![4000; 2]),
            starts: f.starts[..2].to_vec(),
            active: vec![true; 2],
            ..f.clone()
        };
        let r = decision_review(
            &game,
            &p,
            Some(&st),
            Some((&alone, &cont[..1])),
            None,
            z,
            INACCURACY,
        );
        assert_eq!(r.best, "4 p3");
        assert!((r.loss - 0.03).abs() < 0.01, "{}", r.loss);
        assert_eq!(r.mark, None);
        // The player's figures use the loss against the first stage's best, chosen
        // before the second stage's rollouts: not the selected, biased one.
        let r = decision_review(&game, &p, Some(&st), Some((&f, &cont)), None, z, INACCURACY);
        assert!(
            (r.fair_loss.unwrap() - 0.03).abs() < 0.01,
            "{:?}",
            r.fair_loss
        );
    }

    #[test]
    fn the_fair_loss_has_no_selection_bias() {
        // Every candidate as good as the action played: the true loss is 0.
        let (old, new) = shown_and_fair(400, 0.0);
        let (mo, so) = mean_se(&old);
        let (mn, sn) = mean_se(&new);
        // The best of four noisy means minus the played one: clearly above 0.
        assert!(mo > 0.03 && mo > 10.0 * so, "old {mo} ± {so}");
        // Fair: 0 within 3 standard errors, and far below the old.
        assert!(mn.abs() < 3.0 * sn, "new {mn} ± {sn}");
        assert!(mn < mo / 4.0, "new {mn}, old {mo}");
        // The player's accuracy built from them: about 100, not lower.
        let acc = accuracy_of(&new).unwrap();
        let acc_old = accuracy_of(&old).unwrap();
        assert!(acc > 99.0 && acc_old < 90.0, "{acc} {acc_old}");
        // A real loss is still seen: candidate 1 better by 20 points.
        let (_, new) = shown_and_fair(200, 0.2);
        let (mn, sn) = mean_se(&new);
        assert!((mn - 0.2).abs() < 3.0 * sn + 0.02, "{mn} ± {sn}");
    }

    #[test]
    fn settings_are_checked() {
        let mut s = Settings::review();
        assert!(s.check().is_ok());
        s.games = 0;
        assert!(s.check().is_err());
        s.games = MAX_GAMES + 1;
        assert!(s.check().unwrap_err().contains("1000000"));
        let mut s = Settings::review();
        s.drop_z = f64::NAN;
        assert!(s.check().is_err());
    }
}
