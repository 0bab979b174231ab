//! Expectimax over the rest of the move phase and the next throws.

use crate::eval::{EvalCache, Evaluator, Rivals, Weights};
use crate::net::Evaluation;
use crate::netbot::{Leaf, NetSlot};
use crate::{Bot, Budget, below, call_rng};
use pachisi_core::{Action, Game, MAX_ACTIONS, State};
use std::collections::HashMap;
use std::time::Instant;

/// Depth-limited expectimax (max-n for several teams).
///
/// The search covers the mover's whole sequence of decisions in the current move
/// phase (the kept throws spent in different orders and on different pieces; equal
/// positions reached by different orders are merged through a transposition table).
/// When a move phase ends, a search with `depth > 0` goes on through the chance
/// nodes of the following throws — every outcome weighted by its probability, at
/// most `chain` throws in a row (go-on throws), long-dice outcomes grouped by the
/// values shown — into the next move phase (whoever moves, each seat maximising its
/// own team's value), with `depth − 1`. Leaves are scored with [`Evaluator::values`].
///
/// Parameters:
/// - `depth` (default 1): move phases searched after the current one;
/// - `width` (default 4): below the root, only the `width` best actions by the
///   one-ply evaluation are searched at each decision;
/// - `chain` (default 2): most consecutive throws expanded at a chance node before
///   the position is evaluated;
/// - `nodes` (default 4000): evaluation budget ([`Budget::Iterations`] overrides it);
///   once spent, decisions are greedy and chance nodes are evaluated directly;
/// - `weights`: the evaluation weights;
/// - `leaf` (default [`Leaf::Heuristic`]): with [`Leaf::Net`], leaves and the
///   ordering below the root are the game's network's win chances
///   ([`crate::netbot`]; without a network for the game, the evaluation's).
///
/// With a deadline ([`Budget::Time`], [`Budget::Within`]) the clock is read every 8
/// search nodes; once the deadline has passed the rest of the search is cut as when
/// the nodes are spent (every root action still gets a value, from a greedy
/// completion of its move phase), and the choice is the best of the root actions
/// whose search had *finished* before the deadline (the root actions are searched
/// best first by their one-ply value), or the one-ply choice when none had. A
/// [`Budget::Within`] search that is not cut is exactly the [`Budget::Auto`] search.
#[derive(Clone, Debug)]
pub struct ExpectimaxBot {
    seed: u64,
    /// Move phases searched after the current one.
    pub depth: u32,
    /// Actions searched per decision below the root.
    pub width: usize,
    /// Most consecutive throws expanded.
    pub chain: u32,
    /// Default evaluation budget.
    pub nodes: u64,
    /// Evaluation weights.
    pub weights: Weights,
    /// What the leaves are evaluated with.
    pub leaf: Leaf,
    nets: NetSlot,
    eval: EvalCache,
    table: HashMap<(State, u32), [f64; 4]>,
}

impl ExpectimaxBot {
    /// An expectimax bot with the default parameters.
    pub fn new(seed: u64) -> ExpectimaxBot {
        ExpectimaxBot {
            seed,
            depth: 1,
            width: 4,
            chain: 2,
            nodes: 4000,
            weights: Weights::default(),
            leaf: Leaf::Heuristic,
            nets: NetSlot::default(),
            eval: EvalCache::default(),
            table: HashMap::new(),
        }
    }

    /// The searched value of every legal action for the mover, as rough winning
    /// chances (logistic of the value over `weights.scale`), in legal-action order.
    /// After a deadline has cut the search, the actions searched after it are valued
    /// by a greedy completion of their move phase (see [`ExpectimaxBot`]).
    pub fn root_values(
        &mut self,
        game: &Game,
        state: &State,
        budget: Budget,
    ) -> Vec<(Action, f64)> {
        self.root_search(game, state, budget)
            .into_iter()
            .map(|r| (r.action, r.chance))
            .collect()
    }

    /// [`ExpectimaxBot::root_values`] with, for each action, whether its search
    /// finished before the deadline (always true without one).
    pub(crate) fn root_search(
        &mut self,
        game: &Game,
        state: &State,
        budget: Budget,
    ) -> Vec<RootValue> {
        let scale = self.weights.scale;
        let vals = self.search_root(game, state, budget);
        // A network's values are win chances already.
        let net = self.leaf == Leaf::Net && self.nets.get(game).is_some();
        vals.into_iter()
            .map(|r| RootValue {
                chance: if net {
                    r.value
                } else {
                    1.0 / (1.0 + (-r.value / scale).exp())
                },
                ..r
            })
            .collect()
    }

    fn search_root(&mut self, game: &Game, state: &State, budget: Budget) -> Vec<RootValue> {
        let deadline = budget.deadline();
        let nodes = match budget {
            Budget::Auto | Budget::Within(_) => self.nodes,
            Budget::Iterations(n) => n.max(1) as u64,
            Budget::Time(_) => u64::MAX,
        };
        let net = match self.leaf {
            Leaf::Net => self.nets.get(game),
            Leaf::Heuristic => None,
        };
        let mut buf = std::mem::take(&mut self.nets.buf);
        let ev = self.eval.get(game, self.weights);
        self.table.clear();
        let mut search = Search {
            game,
            ev,
            net: net.as_deref().map(|n| &n.eval),
            buf: &mut buf,
            width: self.width.max(1),
            chain: self.chain,
            nodes_left: nodes,
            deadline,
            calls: 0,
            late: false,
            table: &mut self.table,
        };
        let mover = state.mover() as usize;
        let legal = game.legal_actions(state);
        let order = search.ordered(state);
        let mut out = Vec::with_capacity(legal.len());
        for &(one_ply, a) in &order {
            let mut c = *state;
            game.play_unchecked(&mut c, a);
            let v = search.after(&c, self.depth);
            out.push(RootValue {
                action: a,
                value: v[mover],
                chance: 0.0,
                one_ply,
                finished: !search.late,
            });
        }
        // back to legal-action order so that tie-breaking does not depend on the search
        out.sort_by_key(|r| legal.iter().position(|x| *x == r.action));
        self.nets.buf = buf;
        out
    }
}

/// One root action's result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootValue {
    pub(crate) action: Action,
    /// Searched value for the mover (steps).
    value: f64,
    /// `value` as a rough winning chance (filled by `root_search`).
    pub(crate) chance: f64,
    /// One-ply value for the mover (steps).
    one_ply: f64,
    /// Whether the action's search finished before the deadline.
    pub(crate) finished: bool,
}

struct Search<'a> {
    game: &'a Game,
    ev: &'a Evaluator,
    /// The network at the leaves (values are then win chances), with its scratch.
    net: Option<&'a Evaluation>,
    buf: &'a mut Vec<f32>,
    width: usize,
    chain: u32,
    nodes_left: u64,
    deadline: Option<Instant>,
    /// Calls of `exhausted` (the clock is read every 8).
    calls: u32,
    /// Whether the deadline has passed (the search is then cut: no nodes left).
    late: bool,
    table: &'a mut HashMap<(State, u32), [f64; 4]>,
}

impl Search<'_> {
    /// Whether the node budget is spent or the deadline has passed; called once per
    /// searched decision and chance node, whose own work is bounded (at most
    /// `MAX_ACTIONS` + 1 or 64 evaluations).
    fn exhausted(&mut self) -> bool {
        if self.nodes_left == 0 {
            return true;
        }
        if let Some(d) = self.deadline {
            self.calls = self.calls.wrapping_add(1);
            if self.calls.is_multiple_of(8) && Instant::now() >= d {
                self.nodes_left = 0;
                self.late = true;
                return true;
            }
        }
        false
    }

    fn eval(&mut self, s: &State) -> [f64; 4] {
        self.nodes_left = self.nodes_left.saturating_sub(1);
        match self.net {
            Some(n) => n.seat_values(self.game, s, self.buf),
            None => self.ev.values(self.game, s),
        }
    }

    /// Legal actions with their one-ply value for the mover, best first (stable).
    fn ordered(&mut self, s: &State) -> Vec<(f64, Action)> {
        let legal = self.game.legal_actions(s);
        let mover = s.mover() as usize;
        let mut v: Vec<(f64, Action)> = legal
            .iter()
            .map(|&a| {
                let mut c = *s;
                self.game.play_unchecked(&mut c, a);
                (self.eval(&c)[mover], a)
            })
            .collect();
        v.sort_by(|a, b| b.0.total_cmp(&a.0));
        v
    }

    /// The value of a state reached by a decision.
    fn after(&mut self, c: &State, depth: u32) -> [f64; 4] {
        let g = self.game;
        if g.is_terminal(c) {
            self.eval(c)
        } else if !g.is_chance(c) {
            self.decision(c, depth)
        } else if depth == 0 {
            self.eval(c)
        } else {
            self.chance(c, depth - 1, 0)
        }
    }

    fn decision(&mut self, s: &State, depth: u32) -> [f64; 4] {
        if let Some(v) = self.table.get(&(*s, depth)) {
            return *v;
        }
        let mover = s.mover() as usize;
        let order = self.ordered(s);
        let mut best = [f64::NEG_INFINITY; 4];
        if self.exhausted() {
            let mut c = *s;
            self.game.play_unchecked(&mut c, order[0].1);
            best = self.eval(&c);
        } else {
            for &(_, a) in order.iter().take(self.width) {
                let mut c = *s;
                self.game.play_unchecked(&mut c, a);
                let v = self.after(&c, depth);
                if v[mover] > best[mover] {
                    best = v;
                }
            }
        }
        self.table.insert((*s, depth), best);
        best
    }

    fn chance(&mut self, s: &State, depth: u32, chain: u32) -> [f64; 4] {
        let g = self.game;
        if self.exhausted() {
            return self.eval(s);
        }
        let outcomes = g.chance_outcomes(s);
        let th = g.throws();
        // Long dice: group the 64 ordered outcomes by the multiset of values shown.
        let mut groups: [(u8, f64); 64] = [(0, 0.0); 64];
        let mut ng = 0;
        let mut keys = [u32::MAX; 64];
        for &(o, p) in outcomes.as_slice() {
            let key = if th.is_dice() {
                let mut d = th.dice(o);
                d.sort_unstable();
                (d[0] as u32) << 16 | (d[1] as u32) << 8 | d[2] as u32
            } else {
                o as u32
            };
            match keys[..ng].iter().position(|&k| k == key) {
                Some(i) => groups[i].1 += p,
                None => {
                    keys[ng] = key;
                    groups[ng] = (o, p);
                    ng += 1;
                }
            }
        }
        let mut acc = [0.0; 4];
        for &(o, p) in &groups[..ng] {
            let mut c = *s;
            g.apply_chance_unchecked(&mut c, o);
            let v = if g.is_terminal(&c) {
                self.eval(&c)
            } else if g.is_chance(&c) {
                if chain + 1 >= self.chain {
                    self.eval(&c)
                } else {
                    self.chance(&c, depth, chain + 1)
                }
            } else {
                self.decision(&c, depth)
            };
            for k in 0..4 {
                acc[k] += p * v[k];
            }
        }
        acc
    }
}

impl Bot for ExpectimaxBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        let mut name = format!(
            "expectimax:{},nodes={},width={},chain={}",
            self.depth, self.nodes, self.width, self.chain
        );
        if self.weights.rivals != Rivals::Best {
            name += &format!(",rivals={}", self.weights.rivals.name());
        }
        if self.leaf != Leaf::Heuristic {
            name += &format!(",leaf={}", self.leaf.name());
        }
        name
    }
    fn release_memory(&mut self) {
        self.table = HashMap::new();
    }
    fn choose(&mut self, game: &Game, state: &State, budget: Budget) -> Action {
        let legal = game.legal_actions(state);
        assert!(!legal.is_empty(), "choose called without a decision");
        if legal.len() == 1 {
            return legal[0];
        }
        let vals = self.search_root(game, state, budget);
        // Cut by a deadline: the best of the finished searches, or the one-ply choice.
        let any_finished = vals.iter().any(|r| r.finished);
        let cut = vals.iter().any(|r| !r.finished);
        let key = |r: &RootValue| if any_finished { r.value } else { r.one_ply };
        let candidate = |r: &RootValue| !cut || !any_finished || r.finished;
        let best_v = vals
            .iter()
            .filter(|r| candidate(r))
            .map(key)
            .fold(f64::NEG_INFINITY, f64::max);
        let mut best = [Action::Pass; MAX_ACTIONS];
        let mut n = 0;
        for r in vals.iter().filter(|r| candidate(r)) {
            if key(r) >= best_v - 1e-9 {
                best[n] = r.action;
                n += 1;
            }
        }
        let mut rng = call_rng(self.seed, state);
        best[below(&mut rng, n)]
    }
}
