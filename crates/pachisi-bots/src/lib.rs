//! # pachisi-bots
//!
//! Computer players for the games of `pachisi-core`, and duplicate-dice tournaments
//! between them.
//!
//! - [`Bot`]: the interface. A bot is built from a `u64` seed; its choice is a pure
//!   function of (seed, state, budget) for iteration budgets — every call seeds a
//!   fresh generator from the seed and a hash of the state — and it only ever returns
//!   an action of `game.legal_actions(state)`.
//! - Bots: [`RandomBot`], [`MixedBot`] (random with a share of heuristic moves),
//!   [`HeuristicBot`] (one ply on the evaluation of [`eval`]), [`ExpectimaxBot`]
//!   (the rest of the move phase plus chance nodes, depth-limited) and [`MctsBot`]
//!   (Monte Carlo tree search with explicit chance nodes).
//! - [`Level`] and [`make_bot`]: named strengths and a factory from text such as
//!   `"mcts:2000"`.
//! - [`explain`]: the best few actions with estimated values, for hints.
//! - [`tournament`]: [`run_tournament`] (duplicate dice, rotated seats, Wilson
//!   intervals, head-to-head, Bradley–Terry ratings) and [`bench_bot`].

pub mod bots;
pub mod eval;
pub mod expectimax;
pub mod mcts;
pub mod tournament;

pub use bots::{HeuristicBot, MixedBot, RandomBot};
pub use eval::{Evaluator, Weights, terminal_values};
pub use expectimax::ExpectimaxBot;
pub use mcts::{MctsBot, Rollout};
pub use tournament::{
    BenchReport, BotStats, HeadToHead, Rating, TournamentError, TournamentReport, bench_bot,
    random_position, run_tournament,
};

use pachisi_core::{Action, Game, GameRng, Preset, State, mix64, seeded_rng};
use std::hash::{Hash, Hasher};
use std::time::Duration;

/// How much thinking a bot may do for one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Budget {
    /// The bot's own configured budget (e.g. the 2000 of `"mcts:2000"`);
    /// deterministic.
    #[default]
    Auto,
    /// A number of iterations (MCTS) or evaluated nodes (expectimax); deterministic.
    Iterations(u32),
    /// A wall-clock limit; results then depend on machine speed.
    Time(Duration),
}

/// A computer player.
pub trait Bot: Send {
    /// The bot's name, in the form [`make_bot`] accepts (e.g. `mcts:1000`).
    fn name(&self) -> String;
    /// Choose an action for the seat to move in `state` (a decision node: phase
    /// `Move`). The result is always one of `game.legal_actions(state)`.
    ///
    /// # Panics
    /// If `state` is not a decision node (no legal action).
    fn choose(&mut self, game: &Game, state: &State, budget: Budget) -> Action;
}

/// A named strength, for players choosing an opponent. A level stands for a bot
/// specification that depends on the game's preset (see [`Level::spec_for`]): the
/// same search is not equally strong in every game, so each preset has its own
/// calibration, measured in docs/strength.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Random moves, half of them replaced by the heuristic's choice (`mixed:0.5`).
    Easy,
    /// The one-ply heuristic.
    Medium,
    /// MCTS with a small budget (per preset, see [`Level::spec_for`]).
    Hard,
    /// MCTS with a larger budget (per preset; up to a few tens of milliseconds per
    /// decision).
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The bot specification the level stands for in games of `preset` (variants
    /// with changed options use their preset's).
    pub fn spec_for(self, preset: Preset) -> &'static str {
        use Preset::*;
        match (self, preset) {
            (Level::Easy, _) => "mixed:0.5",
            (Level::Medium, _) => "heuristic",
            // Pachisi with six cowries: plain UCT is no better than the heuristic;
            // PUCT with heuristic priors is, and gains with more iterations.
            (Level::Hard, Pachisi) => "mcts:1000,c=1,prior=5",
            (Level::Expert, Pachisi) => "mcts:10000,c=1,prior=5",
            // Seven cowries: plain UCT beats the heuristic at 1000 iterations and
            // gains from 1000 to 3000 (PUCT from 1000 to 10 000 did not, measurably).
            (Level::Hard, PachisiSeven) => "mcts:1000",
            (Level::Expert, PachisiSeven) => "mcts:3000",
            (Level::Hard, Chopat) => "mcts:300",
            (Level::Expert, Chopat) => "mcts:3000,c=1,prior=5",
            // Chaupar: UCT is far ahead of the heuristic with very few iterations and
            // stops gaining at a few hundred.
            (Level::Hard, Chaupar) => "mcts:30",
            (Level::Expert, Chaupar) => "mcts:1000",
        }
    }

    /// Parse a level name.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// A bot of this level (a [`LevelBot`]).
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        Box::new(LevelBot::new(self, seed))
    }
}

/// The bot of a [`Level`]: on its first decision it builds the bot that
/// [`Level::spec_for`] names for the game's preset (again if the preset changes),
/// with its own seed, and lets it choose.
pub struct LevelBot {
    level: Level,
    seed: u64,
    inner: Option<(Preset, Box<dyn Bot>)>,
}

impl LevelBot {
    /// A level's bot, seeded.
    pub fn new(level: Level, seed: u64) -> LevelBot {
        LevelBot {
            level,
            seed,
            inner: None,
        }
    }
}

impl Bot for LevelBot {
    fn name(&self) -> String {
        self.level.name().to_string()
    }

    fn choose(&mut self, game: &Game, state: &State, budget: Budget) -> Action {
        let preset = game.variant().preset;
        if self.inner.as_ref().is_none_or(|(p, _)| *p != preset) {
            let bot = make_bot(self.level.spec_for(preset), self.seed)
                .expect("level specifications are valid");
            self.inner = Some((preset, bot));
        }
        let (_, bot) = self.inner.as_mut().expect("just built");
        bot.choose(game, state, budget)
    }
}

/// The bot names [`make_bot`] knows, with the parameters each takes.
pub const BOT_SPECS: &[(&str, &str)] = &[
    ("random", "uniformly random legal actions"),
    (
        "mixed[:P]",
        "heuristic move with probability P (default 0.5), else random",
    ),
    ("heuristic", "one ply on the hand-written evaluation"),
    (
        "expectimax[:DEPTH][,nodes=N][,width=W][,chain=C]",
        "rest of the move phase, then DEPTH throw phases (default 1, 4000 nodes, width 4, chain 2)",
    ),
    (
        "mcts[:ITERATIONS][,c=C][,prior=T][,rollout=full|random|guided][,moves=M][,epsilon=E][,kept=K][,complete=0|1]",
        "Monte Carlo tree search (default 1000 iterations, c 0.5, moves 0: the new leaf is evaluated directly; give moves=M for rollouts of M decisions; prior=T > 0: PUCT with heuristic-softmax priors of temperature T steps; kept=K: credit K steps per point of unspent kept throws at leaves; complete=1: finish the move phase greedily before evaluating)",
    ),
    (
        "easy, medium, hard, expert",
        "the levels: a bot chosen per preset (see Level::spec_for and docs/strength.md)",
    ),
];

/// Build a bot from its text form: `random`, `mixed:0.3`, `heuristic`, `expectimax`,
/// `expectimax:2,nodes=20000`, `mcts`, `mcts:2000`, `mcts:500,rollout=guided,moves=10`,
/// or a level name (`easy`, `medium`, `hard`, `expert`).
pub fn make_bot(spec: &str, seed: u64) -> Result<Box<dyn Bot>, String> {
    let spec = spec.trim().to_ascii_lowercase();
    if let Some(level) = Level::parse(&spec) {
        return Ok(level.bot(seed));
    }
    let (name, args) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
    let mut main: Option<&str> = None;
    let mut kv: Vec<(&str, &str)> = vec![];
    for a in args.split(',').map(str::trim).filter(|a| !a.is_empty()) {
        match a.split_once('=') {
            Some((k, v)) => kv.push((k.trim(), v.trim())),
            None if main.is_none() => main = Some(a),
            None => return Err(format!("bot '{spec}': more than one bare parameter")),
        }
    }
    let bad = |what: &str, v: &str| format!("bot '{spec}': bad {what} '{v}'");
    let num = |what: &str, v: &str| v.parse::<f64>().map_err(|_| bad(what, v));
    let int = |what: &str, v: &str| v.parse::<u64>().map_err(|_| bad(what, v));
    let unknown = |k: &str| {
        Err(format!(
            "bot '{spec}': unknown parameter '{k}' (see BOT_SPECS)"
        ))
    };
    match name {
        "random" if main.is_none() && kv.is_empty() => Ok(Box::new(RandomBot::new(seed))),
        "heuristic" if main.is_none() && kv.is_empty() => Ok(Box::new(HeuristicBot::new(seed))),
        "mixed" => {
            let p = main
                .map(|v| num("probability", v))
                .transpose()?
                .unwrap_or(0.5);
            if !(0.0..=1.0).contains(&p) || !kv.is_empty() {
                return Err(bad("probability", main.unwrap_or("")));
            }
            Ok(Box::new(MixedBot::new(seed, p)))
        }
        "expectimax" => {
            let mut b = ExpectimaxBot::new(seed);
            if let Some(d) = main {
                b.depth = int("depth", d)? as u32;
            }
            for (k, v) in kv {
                match k {
                    "depth" => b.depth = int(k, v)? as u32,
                    "nodes" => b.nodes = int(k, v)?.max(1),
                    "width" => b.width = int(k, v)?.max(1) as usize,
                    "chain" => b.chain = int(k, v)? as u32,
                    _ => return unknown(k),
                }
            }
            Ok(Box::new(b))
        }
        "mcts" => {
            let mut b = MctsBot::new(seed);
            if let Some(n) = main {
                b.iterations = int("iterations", n)?.max(1) as u32;
            }
            for (k, v) in kv {
                match k {
                    "iterations" | "iters" => b.iterations = int(k, v)?.max(1) as u32,
                    "c" => b.c = num(k, v)?,
                    "moves" => b.rollout_moves = int(k, v)? as u32,
                    "rollout" => {
                        b.rollout = match v {
                            "full" => Rollout::Full,
                            "random" => Rollout::Random,
                            "guided" => Rollout::Guided,
                            _ => return Err(bad("rollout", v)),
                        }
                    }
                    "epsilon" => b.epsilon = num(k, v)?,
                    "kept" => b.kept = num(k, v)?,
                    "complete" => b.complete = int(k, v)? != 0,
                    "prior" => b.prior = num(k, v)?,
                    _ => return unknown(k),
                }
            }
            Ok(Box::new(b))
        }
        _ => Err(format!(
            "unknown bot '{spec}'; known: random, mixed[:P], heuristic, expectimax[:DEPTH], mcts[:N], easy, medium, hard, expert"
        )),
    }
}

/// The best `n` actions of a decision state with their estimated value for the seat
/// to move, best first: an expectimax search of the rest of the move phase (depth 0,
/// every root action searched), values as rough winning chances in `[0, 1]` (see
/// [`Evaluator::win_chances`]). Empty when the state is not a decision.
pub fn explain(game: &Game, state: &State, n: usize) -> Vec<(Action, f64)> {
    if game.legal_actions(state).is_empty() {
        return vec![];
    }
    let mut b = ExpectimaxBot::new(0);
    b.depth = 0;
    let mut v = b.root_values(game, state, Budget::Iterations(20_000));
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
    v.truncate(n);
    v
}

/// A hasher with a fixed, documented algorithm (SplitMix64 over the written words),
/// so state hashes do not depend on the Rust version.
struct StableHasher(u64);

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        mix64(self.0)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.0 = mix64(self.0 ^ u64::from_le_bytes(w)).wrapping_add(chunk.len() as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.0 = mix64(self.0 ^ i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.0 = mix64(self.0 ^ i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = mix64(self.0 ^ i);
    }
    fn write_usize(&mut self, i: usize) {
        self.0 = mix64(self.0 ^ i as u64);
    }
}

/// A stable 64-bit hash of a state.
pub fn state_hash(state: &State) -> u64 {
    let mut h = StableHasher(0x9AC1_5151);
    state.hash(&mut h);
    h.finish()
}

/// The generator a bot seeded with `seed` uses for one decision in `state`.
pub(crate) fn call_rng(seed: u64, state: &State) -> GameRng {
    seeded_rng(seed, state_hash(state))
}

/// A uniform index below `n` (n ≥ 1).
#[inline]
pub(crate) fn below<R: rand_core::Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

/// A uniform float in `[0, 1)`.
#[inline]
pub(crate) fn unit<R: rand_core::Rng + ?Sized>(rng: &mut R) -> f64 {
    (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}
