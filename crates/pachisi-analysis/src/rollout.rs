//! The rollout engine shared by position analysis and game review: *studies* (one
//! decision or chance node, several candidate continuations), rolled out in rounds
//! with duplicate dice, candidates dropped once they are clearly worse than the best.

use pachisi_bots::{Bot, BotSpec, Budget};
use pachisi_core::{ActionList, Game, State, mix64, seeded_rng};
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
}

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

/// Play from `start` to the end of the game: throw `k` is the `k`-th draw of
/// `seeded_rng(dice_seed, index)` (every throw takes a fixed number of words from the
/// generator, so every candidate of a study meets the same throws in the same order),
/// and the bots decide (they never draw from the dice generator): the policy bots
/// (`bots[seat]`) for the first `horizon` decisions with a choice (all of them when
/// `horizon` is 0), then the tail bots (`bots[seats + seat]`). `None` when the
/// deadline passed first.
pub(crate) fn rollout(
    game: &Game,
    start: &State,
    dice_seed: u64,
    index: u64,
    bots: &mut [Box<dyn Bot>],
    horizon: u32,
    deadline: Option<Instant>,
) -> Option<State> {
    let mut dice = seeded_rng(dice_seed, index);
    let mut s = *start;
    let mut legal = ActionList::new();
    let mut decided = 0u32;
    let tail = if horizon > 0 && bots.len() >= 2 * game.seats() as usize {
        game.seats() as usize
    } else {
        0
    };
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&mut dice);
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
    Some(s)
}

/// One decision or chance node with its candidates.
#[derive(Clone, Debug)]
pub(crate) struct Study {
    /// Dice seed of the study's rollouts.
    pub seed: u64,
    /// The state each candidate leads to.
    pub starts: Vec<State>,
    /// Half points of the side per rollout, per candidate (rollout `i` of every
    /// candidate used the same dice).
    pub values: Vec<Vec<u8>>,
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
    /// Rollouts done per active candidate.
    pub done: u32,
    /// A round of this study was cut by the deadline.
    pub cut: bool,
}

impl Study {
    pub(crate) fn new(seed: u64, starts: Vec<State>, side: u8, prune: bool) -> Study {
        let n = starts.len();
        Study {
            seed,
            starts,
            values: vec![Vec::new(); n],
            active: vec![true; n],
            side,
            prune,
            played: None,
            done: 0,
            cut: false,
        }
    }

    /// Whether the study needs no more rollouts: it was cut, or has `games`, or only
    /// one candidate is left. In a review (`played` set) also when the action played
    /// is the best, or its loss is below `settle` (too small for a mark), or the loss
    /// is significant at 95% (its mark is known): more rollouts go only to decisions
    /// whose mark is still in doubt.
    fn finished(&self, games: u32, settle: f64) -> bool {
        if self.cut
            || self.done >= games
            || (self.prune && self.active.iter().filter(|&&a| a).count() <= 1)
        {
            return true;
        }
        let (Some(p), true) = (self.played, self.done > 0) else {
            return false;
        };
        let best = self.best();
        if best == p || self.mean(best) <= self.mean(p) {
            return true;
        }
        match paired(&self.values[best], &self.values[p], pachisi_sim::Z95) {
            Some(d) => d.mean < settle || (d.n >= MIN_TEST_GAMES && d.ci[0] > 0.0),
            None => false,
        }
    }

    fn next_round(&self, s: &Settings, games: u32) -> u32 {
        let n = if self.done == 0 { s.min_games } else { s.batch };
        n.min(games - self.done)
    }

    /// Mean win chance of a candidate.
    pub(crate) fn mean(&self, c: usize) -> f64 {
        let v = &self.values[c];
        if v.is_empty() {
            return 0.0;
        }
        v.iter().map(|&x| x as u64).sum::<u64>() as f64 / (2.0 * v.len() as f64)
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
        if !self.prune || self.done < s.min_games {
            return;
        }
        let best = self.best();
        for c in 0..self.starts.len() {
            if c == best || !self.active[c] {
                continue;
            }
            if let Some(d) = paired(&self.values[best], &self.values[c], s.drop_z)
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
    pub ci: [f64; 2],
    pub n: usize,
}

/// The mean paired difference `a − b` over the rollouts both have (the first
/// `min(len)`, which used the same dice), in win chance, with `mean ± z · sd / √n`.
/// `None` without a common rollout.
pub(crate) fn paired(a: &[u8], b: &[u8], z: f64) -> Option<Paired> {
    let n = a.len().min(b.len());
    if n == 0 {
        return None;
    }
    let (mut sum, mut sumsq) = (0i64, 0i64);
    for i in 0..n {
        let d = a[i] as i64 - b[i] as i64;
        sum += d;
        sumsq += d * d;
    }
    let nf = n as f64;
    // Half points to win chance: divide by 2.
    let mean = sum as f64 / nf / 2.0;
    let half = if n > 1 {
        let var = ((sumsq as f64 - sum as f64 * sum as f64 / nf) / (nf - 1.0)).max(0.0);
        z * var.sqrt() / 2.0 / nf.sqrt()
    } else {
        1.0
    };
    Some(Paired {
        mean,
        ci: [(mean - half).max(-1.0), (mean + half).min(1.0)],
        n,
    })
}

/// Roll the studies out round by round until each is finished (one candidate left,
/// or `games` rollouts) or the deadline passes. Returns whether every study finished
/// without being cut. `progress(done, total)` is called after every rollout with the
/// rollouts done so far and an upper bound of the total.
pub(crate) fn run(
    game: &Game,
    studies: &mut [Study],
    settings: &Settings,
    games: u32,
    deadline: Option<Instant>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> bool {
    let settle = crate::INACCURACY;
    let pool = BotPool::new(
        settings.policy,
        settings.horizon > 0,
        settings.seed,
        game.seats(),
    );
    let done = std::sync::atomic::AtomicU64::new(0);
    loop {
        let mut tasks: Vec<(usize, usize, u32)> = Vec::new();
        for (k, st) in studies.iter().enumerate() {
            if st.finished(games, settle) {
                continue;
            }
            let n = st.next_round(settings, games);
            for c in 0..st.starts.len() {
                if st.active[c] {
                    tasks.extend((st.done..st.done + n).map(|i| (k, c, i)));
                }
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
            .filter(|st| !st.finished(games, settle))
            .map(|st| st.active.iter().filter(|&&a| a).count() as u64 * (games - st.done) as u64)
            .sum();
        let total = done.load(std::sync::atomic::Ordering::Relaxed) + remaining;
        let results: Vec<Option<u8>> = tasks
            .par_iter()
            .map(|&(k, c, i)| {
                let st = &studies[k];
                let end = pool.with(|bots| {
                    let h = settings.horizon;
                    rollout(game, &st.starts[c], st.seed, i as u64, bots, h, deadline)
                });
                let d = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                progress(d, total);
                end.map(|e| side_points(game, &e, st.side))
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
        for (&(k, c, _), r) in tasks.iter().zip(&results) {
            if let (false, Some(v)) = (cut[k], r) {
                studies[k].values[c].push(*v);
                round[k] = round[k].max(studies[k].values[c].len() as u32);
            }
        }
        let mut any_cut = false;
        for (k, st) in studies.iter_mut().enumerate() {
            if cut[k] {
                st.cut = true;
                any_cut = true;
            } else if round[k] > st.done {
                st.done = round[k];
                st.prune(settings);
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
        // Identical rollouts: no difference, a zero-width interval.
        let p = paired(&[2, 0, 1, 2], &[2, 0, 1, 2], 1.96).unwrap();
        assert_eq!((p.mean, p.ci, p.n), (0.0, [0.0, 0.0], 4));
        // a always wins where b loses: difference 1, interval [1, 1].
        let p = paired(&[2, 2, 2], &[0, 0, 0], 1.96).unwrap();
        assert_eq!((p.mean, p.ci), (1.0, [1.0, 1.0]));
        // Only the common prefix counts.
        let p = paired(&[2, 2, 2, 0, 0], &[0, 0, 0], 1.96).unwrap();
        assert_eq!((p.mean, p.n), (1.0, 3));
        assert!(paired(&[], &[1], 1.96).is_none());
        // Mixed: mean 0.25, and an interval around it.
        let p = paired(&[2, 0, 2, 2], &[0, 0, 2, 2], 1.96).unwrap();
        assert_eq!(p.mean, 0.25);
        assert!(p.ci[0] < 0.25 && p.ci[1] > 0.25, "{p:?}");
    }
}
