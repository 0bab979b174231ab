//! Monte Carlo tree search with explicit chance nodes.

use crate::bots::greedy_action;
use crate::eval::{EvalCache, Evaluator, Rivals, Weights, terminal_values};
use crate::net::Evaluation;
use crate::netbot::{Leaf, NetSlot};
use crate::{Bot, Budget, below, call_rng, unit};
use pachisi_core::{Action, ActionList, Game, GameRng, State, random_playout_from};
use std::time::Instant;

/// How a rollout picks decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// A whole random game to the end (`pachisi_core::random_playout_from`);
    /// `rollout_moves` is ignored.
    Full,
    /// Uniformly random legal actions for `rollout_moves` decisions, then the
    /// evaluation.
    Random,
    /// The one-ply heuristic's choice, or a random action with probability `epsilon`
    /// (costlier per move; use with a small `rollout_moves`).
    Guided,
}

impl Rollout {
    /// The name used in bot specifications (`full`, `random`, `guided`).
    pub fn name(self) -> &'static str {
        match self {
            Rollout::Full => "full",
            Rollout::Random => "random",
            Rollout::Guided => "guided",
        }
    }

    /// The rollout of a name ([`Rollout::name`]).
    pub fn parse(name: &str) -> Option<Rollout> {
        [Rollout::Full, Rollout::Random, Rollout::Guided]
            .into_iter()
            .find(|r| r.name() == name)
    }
}

const UNEXPANDED: u8 = 0;
const DECISION: u8 = 1;
const CHANCE: u8 = 2;
const TERMINAL: u8 = 3;

/// A tree node. Children are contiguous in the arena: a decision node has one per
/// legal action (in `legal_actions` order), a chance node one per outcome (child
/// `first + outcome`).
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    first: u32,
    nchildren: u8,
    kind: u8,
    /// Action id (`Action::to_id`) or chance outcome that leads here from the parent.
    edge: u16,
    visits: u32,
    /// Prior probability of the edge from the parent (PUCT; 0 when unused).
    prior: f32,
    /// Sum of backed-up values per seat.
    sum: [f32; 4],
}

/// Monte Carlo tree search (UCT), closed loop with explicit chance nodes.
///
/// Chance nodes are part of the tree: the first visit expands every outcome of the
/// throw (children keyed by outcome), and each later visit samples an outcome with
/// `Game::sample_chance` and follows that child, so the statistics under a child are
/// those of one throw result; states are not stored but replayed from the root along
/// the path. Decision nodes choose, on the value of the seat that decides there
/// (which is the same for partners), by UCT, `mean + c·√(ln N / n)`, or — with
/// `prior > 0` — by PUCT, `mean + c·P·√N / (1 + n)`, where the prior `P` of each
/// action is a softmax of its one-ply heuristic value ([`Evaluator::values`] of the
/// state after it, in steps, divided by the temperature `prior`) and an unvisited
/// action counts the parent's mean. PUCT keeps the search on the moves the heuristic
/// considers sensible at *every* decision of the tree, the opponents' included: with
/// plain UCT every child is visited once, and single visits of blunders (a piece
/// stopped one step before the finish in `pachisi`, an exposed piece) pull the means
/// of the lines that allow them down (own blunders) or up (opponents' blunders).
/// Every iteration
/// expands one decision node (and the chance nodes on the way), then runs a rollout
/// and backs up one value per seat: 1 / 0 for a won / lost game with teams (0.5 on an
/// adjudicated tie), `(n − 1 − rank)/(n − 1)` without teams, and for a truncated
/// rollout the evaluation's winning chances ([`Evaluator::win_chances`]). The move is
/// the most visited root child. Nothing is allocated per iteration: nodes live in an
/// arena kept between calls.
///
/// Parameters:
/// - `iterations` (default 1000; [`Budget::Iterations`] / [`Budget::Time`] override;
///   [`Budget::Within`] keeps it and stops earlier at its deadline, looking at the
///   clock every 8 iterations and every 64 steps of a rollout);
/// - `c` (default 0.5): exploration constant (values are in `[0, 1]`);
/// - `prior` (default 0 = UCT): temperature in steps of the PUCT priors;
/// - `kept` (default 0): steps credited to the mover's team per point of its kept,
///   unspent throws when a leaf is evaluated (a leaf in the middle of a move phase is
///   otherwise scored as if those throws were lost);
/// - `complete` (default false): finish the mover's move phase with the one-ply
///   heuristic before evaluating a leaf;
/// - `rollout` (default [`Rollout::Random`]): `Full` random games, or truncated
///   `Random` / `Guided` rollouts; `epsilon` (default 0.1) for `Guided`;
/// - `rollout_moves` (default 0): decisions played in a truncated rollout before the
///   position is evaluated (0 = evaluate the new leaf directly, which measured
///   stronger than random rollouts in every preset; see `docs/strength.md`);
/// - `weights`: the evaluation weights;
/// - `leaf` (default [`Leaf::Heuristic`]): with [`Leaf::Net`], a leaf's value is the
///   game's network's win chance ([`crate::netbot`]; the priors stay the
///   evaluation's, `kept` is not credited; without a network for the game, the
///   evaluation's value).
#[derive(Clone, Debug)]
pub struct MctsBot {
    seed: u64,
    /// Default iteration budget.
    pub iterations: u32,
    /// Exploration constant.
    pub c: f64,
    /// Rollout policy.
    pub rollout: Rollout,
    /// Random-move share of guided rollouts.
    pub epsilon: f64,
    /// Decisions per truncated rollout before evaluating (0 = evaluate the leaf).
    pub rollout_moves: u32,
    /// Evaluation weights.
    pub weights: Weights,
    /// Steps of progress credited per point of the mover's kept, unspent throws when
    /// a leaf is evaluated.
    pub kept: f64,
    /// Complete the mover's current move phase with the one-ply heuristic before
    /// evaluating a leaf, so leaves are scored at turn boundaries.
    pub complete: bool,
    /// Temperature (in steps) of the heuristic-softmax priors of PUCT selection
    /// (0 = plain UCT).
    pub prior: f64,
    /// What a leaf is evaluated with.
    pub leaf: Leaf,
    nets: NetSlot,
    eval: EvalCache,
    arena: Vec<Node>,
}

impl MctsBot {
    /// An MCTS bot with the default parameters.
    pub fn new(seed: u64) -> MctsBot {
        MctsBot {
            seed,
            iterations: 1000,
            c: 0.5,
            rollout: Rollout::Random,
            epsilon: 0.1,
            rollout_moves: 0,
            weights: Weights::default(),
            kept: 0.0,
            complete: false,
            prior: 0.0,
            leaf: Leaf::Heuristic,
            nets: NetSlot::default(),
            eval: EvalCache::default(),
            arena: Vec::new(),
        }
    }

    /// Nodes in the tree of the last search (kept, with its allocation, until the
    /// next one). A search adds per iteration one decision node's children (at most
    /// `pachisi_core::MAX_ACTIONS`) and the outcomes of the throws it meets for the
    /// first time.
    pub fn tree_nodes(&self) -> usize {
        self.arena.len()
    }

    /// Bytes allocated for the tree (its capacity × [`MctsBot::NODE_BYTES`]); the
    /// allocation is kept between searches and grows by doubling.
    pub fn tree_bytes(&self) -> usize {
        self.arena.capacity() * Self::NODE_BYTES
    }

    /// Size of one tree node in bytes.
    pub const NODE_BYTES: usize = std::mem::size_of::<Node>();

    /// Run the search from `state`; returns the root's children as
    /// (action, visits, mean value for the mover).
    pub fn search(
        &mut self,
        game: &Game,
        state: &State,
        budget: Budget,
    ) -> Vec<(Action, u32, f64)> {
        let deadline = budget.deadline();
        // Iterations between two looks at the clock (a deadline search also looks
        // during long rollouts, see `Tree::playout`).
        let (iters, check) = match budget {
            Budget::Auto => (self.iterations, 32),
            Budget::Iterations(n) => (n.max(1), 32),
            Budget::Time(_) => (u32::MAX, 32),
            Budget::Within(_) => (self.iterations, 8),
        };
        let mut rng = call_rng(self.seed, state);
        let net = match self.leaf {
            Leaf::Net => self.nets.get(game),
            Leaf::Heuristic => None,
        };
        let mut buf = std::mem::take(&mut self.nets.buf);
        let ev = self.eval.get(game, self.weights);
        let mut t = Tree {
            game,
            ev,
            net: net.as_deref().map(|n| &n.eval),
            buf: &mut buf,
            arena: &mut self.arena,
            c: self.c,
            rollout: self.rollout,
            epsilon: self.epsilon,
            rollout_moves: self.rollout_moves,
            kept: self.kept,
            complete: self.complete,
            prior: self.prior,
            deadline,
            legal: ActionList::new(),
        };
        t.arena.clear();
        t.arena.push(Node {
            parent: u32::MAX,
            first: 0,
            nchildren: 0,
            kind: UNEXPANDED,
            edge: 0,
            visits: 0,
            prior: 0.0,
            sum: [0.0; 4],
        });
        // At least one iteration, so that the root is expanded.
        for i in 0..iters {
            if i > 0 && i.is_multiple_of(check) && deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            t.iterate(state, &mut rng);
        }
        let root = t.arena[0];
        let mover = state.mover() as usize;
        let kids = (0..root.nchildren as u32)
            .map(|k| {
                let n = t.arena[(root.first + k) as usize];
                let a = Action::from_id(n.edge).expect("stored action ids are valid");
                let mean = if n.visits > 0 {
                    n.sum[mover] as f64 / n.visits as f64
                } else {
                    0.0
                };
                (a, n.visits, mean)
            })
            .collect();
        self.nets.buf = buf;
        kids
    }
}

struct Tree<'a> {
    game: &'a Game,
    ev: &'a Evaluator,
    /// The network at the leaves, with its scratch.
    net: Option<&'a Evaluation>,
    buf: &'a mut Vec<f32>,
    arena: &'a mut Vec<Node>,
    c: f64,
    rollout: Rollout,
    epsilon: f64,
    rollout_moves: u32,
    kept: f64,
    complete: bool,
    prior: f64,
    /// When the search must stop (long rollouts are cut short at it).
    deadline: Option<Instant>,
    legal: ActionList,
}

/// Decisions (and throws) of a rollout between two looks at the clock when the
/// search has a deadline.
const ROLLOUT_CHECK: u32 = 64;

impl Tree<'_> {
    /// Whether the deadline, if any, has passed.
    fn late(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    fn push(&mut self, parent: u32, edge: u16) {
        self.arena.push(Node {
            parent,
            first: 0,
            nchildren: 0,
            kind: UNEXPANDED,
            edge,
            visits: 0,
            prior: 0.0,
            sum: [0.0; 4],
        });
    }

    fn expand(&mut self, idx: u32, s: &State) {
        let g = self.game;
        let first = self.arena.len() as u32;
        let kind = if g.is_terminal(s) {
            TERMINAL
        } else if g.is_chance(s) {
            let n = g.throws().num_outcomes(); // every outcome id (a Sorry! deck may lack some kinds: they stay unvisited)
            for o in 0..n {
                self.push(idx, o as u16);
            }
            CHANCE
        } else {
            g.legal_actions_into(s, &mut self.legal);
            for k in 0..self.legal.len() {
                let id = self.legal[k].to_id();
                self.push(idx, id);
            }
            if self.prior > 0.0 {
                let mover = s.mover() as usize;
                let mut best = f64::NEG_INFINITY;
                let mut vals = [0f64; pachisi_core::MAX_ACTIONS];
                for (v, &a) in vals.iter_mut().zip(self.legal.iter()) {
                    let mut c = *s;
                    g.play_unchecked(&mut c, a);
                    *v = self.ev.values(g, &c)[mover];
                    best = best.max(*v);
                }
                let mut total = 0.0;
                for v in vals.iter_mut().take(self.legal.len()) {
                    *v = ((*v - best) / self.prior).exp();
                    total += *v;
                }
                for (k, v) in vals.iter().enumerate().take(self.legal.len()) {
                    self.arena[first as usize + k].prior = (v / total) as f32;
                }
            }
            DECISION
        };
        let count = (self.arena.len() as u32 - first) as u8;
        let n = &mut self.arena[idx as usize];
        n.kind = kind;
        n.first = first;
        n.nchildren = count;
    }

    fn select(&self, idx: u32, s: &State) -> u32 {
        let n = self.arena[idx as usize];
        let mover = s.mover() as usize;
        let ln = (n.visits.max(1) as f64).ln();
        let mut best = n.first;
        let mut best_u = f64::NEG_INFINITY;
        if self.prior > 0.0 {
            let sq = (n.visits.max(1) as f64).sqrt();
            let fpu = if n.visits > 0 {
                n.sum[mover] as f64 / n.visits as f64
            } else {
                0.5
            };
            for k in 0..n.nchildren as u32 {
                let ci = n.first + k;
                let c = &self.arena[ci as usize];
                let v = c.visits as f64;
                let q = if c.visits == 0 {
                    fpu
                } else {
                    c.sum[mover] as f64 / v
                };
                let u = q + self.c * c.prior as f64 * sq / (1.0 + v);
                if u > best_u {
                    best_u = u;
                    best = ci;
                }
            }
            return best;
        }
        for k in 0..n.nchildren as u32 {
            let ci = n.first + k;
            let c = &self.arena[ci as usize];
            if c.visits == 0 {
                return ci;
            }
            let v = c.visits as f64;
            let u = c.sum[mover] as f64 / v + self.c * (ln / v).sqrt();
            if u > best_u {
                best_u = u;
                best = ci;
            }
        }
        best
    }

    fn iterate(&mut self, root: &State, rng: &mut GameRng) {
        let g = self.game;
        let mut s = *root;
        let mut idx = 0u32;
        let values = loop {
            let node = self.arena[idx as usize];
            if node.kind == TERMINAL || g.is_terminal(&s) {
                break terminal_values(g, &s);
            }
            let fresh = node.kind == UNEXPANDED;
            if fresh {
                self.expand(idx, &s);
            }
            let node = self.arena[idx as usize];
            if node.kind == CHANCE {
                let o = g.sample_chance(&s, rng);
                g.apply_chance_unchecked(&mut s, o);
                idx = node.first + o as u32;
                continue;
            }
            let ci = self.select(idx, &s);
            let a = Action::from_id(self.arena[ci as usize].edge).expect("valid id");
            g.play_unchecked(&mut s, a);
            idx = ci;
            if fresh {
                break self.playout(s, rng);
            }
        };
        let v = values.map(|x| x as f32);
        loop {
            let n = &mut self.arena[idx as usize];
            n.visits += 1;
            for (acc, x) in n.sum.iter_mut().zip(v) {
                *acc += x;
            }
            if idx == 0 {
                break;
            }
            idx = n.parent;
        }
    }

    fn playout(&mut self, mut s: State, rng: &mut GameRng) -> [f64; 4] {
        let g = self.game;
        if self.rollout == Rollout::Full {
            if self.deadline.is_none() {
                let end = random_playout_from(g, s, rng);
                return terminal_values(g, &end);
            }
            return self.full_playout_until(s, rng);
        }
        let limit = self.rollout_moves;
        let mut moves = 0;
        let mut steps = 0u32;
        while !g.is_terminal(&s) {
            steps = steps.wrapping_add(1);
            if self.deadline.is_some() && steps.is_multiple_of(ROLLOUT_CHECK) && self.late() {
                break;
            }
            if g.is_chance(&s) {
                let o = g.sample_chance(&s, rng);
                g.apply_chance_unchecked(&mut s, o);
                continue;
            }
            if moves >= limit {
                break;
            }
            let a = match self.rollout {
                Rollout::Guided if unit(rng) >= self.epsilon => greedy_action(g, self.ev, &s, rng),
                _ => {
                    g.legal_actions_into(&s, &mut self.legal);
                    self.legal[below(rng, self.legal.len())]
                }
            };
            g.play_unchecked(&mut s, a);
            moves += 1;
        }
        self.leaf_value(s, rng)
    }

    /// [`random_playout_from`] (the same draws from `rng`, so the same game) that
    /// stops at the deadline; a cut rollout is scored as a truncated one.
    fn full_playout_until(&mut self, mut s: State, rng: &mut GameRng) -> [f64; 4] {
        let g = self.game;
        let mut listed = false;
        let mut steps = 0u32;
        while !g.is_terminal(&s) {
            steps = steps.wrapping_add(1);
            if steps.is_multiple_of(ROLLOUT_CHECK) && self.late() {
                return self.leaf_value(s, rng);
            }
            if g.is_chance(&s) {
                let o = g.sample_chance(&s, rng);
                listed = g.apply_chance_unchecked_listing(&mut s, o, &mut self.legal);
            } else {
                if !listed {
                    g.legal_actions_into(&s, &mut self.legal);
                }
                let a = self.legal[below(rng, self.legal.len())];
                listed = g.play_unchecked_listing(&mut s, a, &mut self.legal);
            }
        }
        terminal_values(g, &s)
    }

    /// The evaluation of a leaf as winning chances: optionally after completing the
    /// mover's move phase greedily, with the mover's kept throws credited.
    fn leaf_value(&mut self, mut s: State, rng: &mut GameRng) -> [f64; 4] {
        let g = self.game;
        if self.complete {
            while !g.is_terminal(&s) && !g.is_chance(&s) {
                let a = greedy_action(g, self.ev, &s, rng);
                g.play_unchecked(&mut s, a);
            }
        }
        if g.is_terminal(&s) {
            return terminal_values(g, &s);
        }
        if let Some(n) = self.net {
            return n.seat_values(g, &s, self.buf);
        }
        let mut v = self.ev.values(g, &s);
        if self.kept != 0.0 {
            let k: u32 = s.kept().iter().map(|&x| x as u32).sum();
            if k > 0 {
                let team = g.team_of(s.mover());
                let bonus = self.kept * k as f64;
                for (x, val) in v.iter_mut().enumerate().take(g.seats() as usize) {
                    if g.team_of(x as u8) == team {
                        *val += bonus;
                    } else {
                        *val -= bonus;
                    }
                }
            }
        }
        let scale = self.ev.weights.scale;
        v.map(|x| 1.0 / (1.0 + (-x / scale).exp()))
    }
}

impl Bot for MctsBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        let r = self.rollout.name();
        let mut name = format!(
            "mcts:{},c={},rollout={r},moves={}",
            self.iterations, self.c, self.rollout_moves
        );
        if self.prior > 0.0 {
            name += &format!(",prior={}", self.prior);
        }
        if self.kept != 0.0 {
            name += &format!(",kept={}", self.kept);
        }
        if self.complete {
            name += ",complete=1";
        }
        if self.weights.rivals != Rivals::Best {
            name += &format!(",rivals={}", self.weights.rivals.name());
        }
        if self.weights.scale != Weights::default().scale {
            name += &format!(",scale={}", self.weights.scale);
        }
        if self.leaf != Leaf::Heuristic {
            name += &format!(",leaf={}", self.leaf.name());
        }
        name
    }
    fn release_memory(&mut self) {
        self.arena = Vec::new();
    }
    fn choose(&mut self, game: &Game, state: &State, budget: Budget) -> Action {
        let legal = game.legal_actions(state);
        assert!(!legal.is_empty(), "choose called without a decision");
        if legal.len() == 1 {
            return legal[0];
        }
        let kids = self.search(game, state, budget);
        let mut best = 0;
        for (k, kid) in kids.iter().enumerate() {
            let b = &kids[best];
            if kid.1 > b.1 || (kid.1 == b.1 && kid.2 > b.2) {
                best = k;
            }
        }
        kids[best].0
    }
}
