//! The simple bots: random, heuristic (one ply) and a mix of the two.

use crate::eval::{EvalCache, Evaluator, Weights};
use crate::{Bot, Budget, below, call_rng, unit};
use pachisi_core::{Action, Game, MAX_ACTIONS, State};
use rand_core::Rng;

/// Plays a uniformly random legal action. Parameters: none (the seed only).
#[derive(Clone, Debug)]
pub struct RandomBot {
    seed: u64,
}

impl RandomBot {
    /// A random bot.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { seed }
    }
}

impl Bot for RandomBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        "random".into()
    }
    fn choose(&mut self, game: &Game, state: &State, _budget: Budget) -> Action {
        let legal = game.legal_actions(state);
        assert!(!legal.is_empty(), "choose called without a decision");
        let mut rng = call_rng(self.seed, state);
        legal[below(&mut rng, legal.len())]
    }
}

/// The one-ply choice: the legal action whose resulting state has the best
/// [`Evaluator::values`] for the mover; exact ties are broken with `rng`.
pub fn greedy_action<R: Rng + ?Sized>(
    game: &Game,
    ev: &Evaluator,
    state: &State,
    rng: &mut R,
) -> Action {
    let mover = state.mover() as usize;
    greedy_by(game, state, rng, |s| ev.values(game, s)[mover])
}

/// The legal action whose resulting state has the highest `value` (ties within 1e-9
/// broken with `rng`; a lone action without evaluating it). No allocation.
pub(crate) fn greedy_by<R: Rng + ?Sized>(
    game: &Game,
    state: &State,
    rng: &mut R,
    value: impl FnMut(&State) -> f64,
) -> Action {
    match best_by(game, state, value) {
        Best::Lone(a) => a,
        Best::Among(best, n) => best[below(rng, n)],
    }
}

/// The legal actions whose resulting states have the highest `value`
/// ([`greedy_by`] before its draw). On the stack: boxing the list would allocate in
/// every decision of a rollout.
#[allow(clippy::large_enum_variant)]
enum Best {
    /// The only legal action (not evaluated).
    Lone(Action),
    /// The first `n` actions tie for the best (within 1e-9); `n` may be 1.
    Among([Action; MAX_ACTIONS], usize),
}

fn best_by(game: &Game, state: &State, mut value: impl FnMut(&State) -> f64) -> Best {
    let legal = game.legal_actions(state);
    assert!(!legal.is_empty(), "choose called without a decision");
    if legal.len() == 1 {
        return Best::Lone(legal[0]);
    }
    let mut best = [Action::Pass; MAX_ACTIONS];
    let mut nbest = 0;
    let mut best_v = f64::NEG_INFINITY;
    for &a in legal.iter() {
        let mut s = *state;
        game.play_unchecked(&mut s, a);
        let v = value(&s);
        if v > best_v + 1e-9 {
            best_v = v;
            nbest = 0;
        }
        if v >= best_v - 1e-9 {
            best[nbest] = a;
            nbest += 1;
        }
    }
    Best::Among(best, nbest)
}

/// One-ply heuristic: evaluates the state after each legal action with the
/// hand-written evaluation of [`crate::eval`] from the mover's team's point of view
/// (progress, entering, safe squares, danger from opponent pieces behind weighted by
/// throw probabilities, captures, blocking, partner's progress, tohd/must-capture,
/// dead-end squares) and plays the best; ties are broken at random. Games thrown with
/// one die (Ludo) use the one-die evaluation (see [`Evaluator`]: the die's and the
/// yards' threats, ludopy's stars and globes, blocks).
///
/// Parameters: `weights` (see [`Weights`]; defaults from `Weights::default()`).
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    seed: u64,
    /// The evaluation weights.
    pub weights: Weights,
    eval: EvalCache,
}

impl HeuristicBot {
    /// A heuristic bot with the default weights.
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot::with_weights(seed, Weights::default())
    }
    /// A heuristic bot with given weights.
    pub fn with_weights(seed: u64, weights: Weights) -> HeuristicBot {
        HeuristicBot {
            seed,
            weights,
            eval: EvalCache::default(),
        }
    }
}

impl Bot for HeuristicBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        match self.weights.rivals {
            crate::Rivals::Best => "heuristic".into(),
            r => format!("heuristic:rivals={}", r.name()),
        }
    }
    fn choose(&mut self, game: &Game, state: &State, _budget: Budget) -> Action {
        let ev = self.eval.get(game, self.weights);
        let mover = state.mover() as usize;
        match best_by(game, state, |s| ev.values(game, s)[mover]) {
            Best::Lone(a) | Best::Among([a, ..], 1) => a,
            // The decision's own generator (seeded by the state), drawn from only to
            // break a tie: the same choice as `greedy_action` with it, without
            // hashing the state when nothing ties.
            Best::Among(best, n) => best[below(&mut call_rng(self.seed, state), n)],
        }
    }
}

/// An easy opponent: with probability `p_heuristic` it plays the heuristic's choice,
/// otherwise a uniformly random legal action.
///
/// Parameters: `p_heuristic` in `[0, 1]` (`mixed:P`; the `easy` level uses 0.5).
#[derive(Clone, Debug)]
pub struct MixedBot {
    seed: u64,
    /// Chance of playing the heuristic's move.
    pub p_heuristic: f64,
    eval: EvalCache,
}

impl MixedBot {
    /// A mixed bot.
    pub fn new(seed: u64, p_heuristic: f64) -> MixedBot {
        MixedBot {
            seed,
            p_heuristic,
            eval: EvalCache::default(),
        }
    }
}

impl Bot for MixedBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        format!("mixed:{}", self.p_heuristic)
    }
    fn choose(&mut self, game: &Game, state: &State, _budget: Budget) -> Action {
        let mut rng = call_rng(self.seed, state);
        if unit(&mut rng) < self.p_heuristic {
            let ev = self.eval.get(game, Weights::default());
            greedy_action(game, ev, state, &mut rng)
        } else {
            let legal = game.legal_actions(state);
            assert!(!legal.is_empty(), "choose called without a decision");
            legal[below(&mut rng, legal.len())]
        }
    }
}
