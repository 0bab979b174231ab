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
//!   `"mcts:2000"` (parsed into a [`BotSpec`], see [`spec`]).
//! - [`explain`] and [`explain_within`]: the best few actions with estimated values,
//!   for hints.
//! - [`tournament`]: [`run_tournament`] (duplicate dice, rotated seats, intervals
//!   over deals, head-to-head, Bradley–Terry ratings) and [`bench_bot`].
//!
//! ## Budgets and deadlines
//!
//! A [`Budget`] is given with every decision. [`Budget::Auto`] (the bot's own
//! configured budget) and [`Budget::Iterations`] are deterministic. [`Budget::Time`]
//! replaces the budget with a wall-clock limit. [`Budget::Within`]`(d)` keeps the
//! bot's own budget and adds a deadline `d` after the call began: a search that
//! finishes in time gives exactly the [`Budget::Auto`] result; one that does not
//! stops and returns the best action found so far:
//! - [`MctsBot`] (anytime) stops iterating; it looks at the clock every 8 iterations
//!   and every 64 steps of a rollout (a cut rollout is evaluated where it stopped),
//!   and runs at least one iteration. One iteration's other work is bounded (one
//!   expansion of at most `MAX_ACTIONS` children with their priors, the throws on the
//!   way, and a greedy completion of one move phase), so the overrun past the
//!   deadline is a few iterations' time.
//! - [`ExpectimaxBot`] looks at the clock every 8 search nodes; past the deadline the
//!   rest of the tree is evaluated directly (greedy decisions), so every root action
//!   still gets a value, and the choice is the best root action whose search had
//!   finished (root actions are searched best first by their one-ply value), or the
//!   one-ply choice if none had.
//! - [`LevelBot`] passes the budget to the bot of its level; [`RandomBot`],
//!   [`HeuristicBot`] and [`MixedBot`] do not search and ignore it.
//!
//! ## Bot specifications from untrusted clients
//!
//! [`make_bot`] builds whatever it is asked for (`mcts:4000000000` would grow its
//! tree until memory runs out). A server checks client specifications with
//! [`check_server_spec`], which returns the normalised specification or an error
//! saying what is wrong and listing what is allowed ([`server_specs_help`] gives
//! that list as (form, meaning) pairs). The limits are [`SERVER_CAPS`]:
//! - levels (`easy`, `medium`, `hard`, `expert`), `random`, `heuristic`,
//!   `mixed[:P]` with P in `[0, 1]`;
//! - `mcts` with at most 20 000 iterations (the strongest level uses 10 000),
//!   `c` in `(0, 10]`, `prior` in `[0, 100]`, `moves` ≤ 200, `epsilon` in `[0, 1]`,
//!   `kept` in `[0, 10]`, `complete` 0 or 1, `rollout` full, random or guided;
//! - `expectimax` with depth ≤ 3, `nodes` ≤ 50 000, `width` ≤ 8, `chain` ≤ 4;
//! - every number finite.
//!
//! The limits bound memory and work per decision. An MCTS tree node takes
//! [`MctsBot::NODE_BYTES`] (36) bytes, and an iteration adds one decision node's
//! children (at most `MAX_ACTIONS`) plus the outcomes (7 or 8 cowrie throws, 64 for
//! long dice) of the throws it meets for the first time. Measured at 20 000
//! iterations on 30–40 positions per preset: at most 0.85 million nodes (31 MB,
//! 38 MB allocated) in `chaupar`, at most 0.32 million (12 MB, 19 MB allocated) in
//! the others; the allocation is kept by the bot between decisions. Expectimax
//! evaluates at most `nodes` positions plus a bounded greedy completion. Time is
//! bounded by playing with [`Budget::Within`].

pub mod bots;
pub mod endgame;
pub mod eval;
pub mod expectimax;
pub mod mcts;
pub mod net;
pub mod netbot;
pub mod spec;
pub mod tournament;

pub use bots::{HeuristicBot, MixedBot, RandomBot};
pub use eval::{DieWeights, Evaluator, Rivals, Weights, YutWeights, terminal_values};
pub use expectimax::ExpectimaxBot;
pub use mcts::{MctsBot, Rollout};
pub use netbot::{Leaf, NetBot, network_for, network_missing};
pub use spec::{
    BotSpec, ExpectimaxSpec, MctsSpec, SERVER_CAPS, ServerCaps, check_server_spec,
    server_specs_help,
};
pub use tournament::{
    BenchReport, BotStats, DealInterval, HeadToHead, Rating, ScheduledGame, TournamentError,
    TournamentReport, bench_bot, deal_interval, random_position, run_tournament,
    run_tournament_from, tournament_schedule,
};

use pachisi_core::{Action, Game, GameRng, Preset, State, mix64, seeded_rng};
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

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
    /// The bot's own configured budget, as [`Budget::Auto`], with a wall-clock deadline
    /// on top: once this much time has passed since the call began, the search stops
    /// and the best action found so far is returned. A call that finishes before the
    /// deadline gives exactly [`Budget::Auto`]'s result; one that is cut depends on
    /// machine speed. For untrusted bot specifications (see
    /// [`check_server_spec`]): the specification bounds the memory and the work, the
    /// deadline the time. The overrun past the deadline is small (see the crate
    /// documentation).
    Within(Duration),
}

impl Budget {
    /// The instant a search started now with this budget must stop at, if any
    /// ([`Budget::Time`] and [`Budget::Within`]; `None` as well when the duration is
    /// too large to be added to the clock, i.e. no deadline).
    pub fn deadline(self) -> Option<Instant> {
        match self {
            Budget::Auto | Budget::Iterations(_) => None,
            Budget::Time(d) | Budget::Within(d) => Instant::now().checked_add(d),
        }
    }
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
    /// Give back the memory kept between decisions (search trees, tables), for a
    /// bot that waits a while before its next decision (the server's bots do).
    /// Choices do not depend on it.
    fn release_memory(&mut self) {}
    /// Give the bot a new seed: its later choices depend on it as they did on the
    /// seed it was built with. Rollouts re-seed their bots for every rollout, so that
    /// a policy's random choices (a tie among equal moves, a mixed bot's coin) vary
    /// from rollout to rollout instead of being one fixed choice per position for a
    /// whole study (pachisi-analysis, docs/analysis.md). A bot without randomness
    /// keeps the default, which does nothing.
    fn reseed(&mut self, _seed: u64) {}
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
    /// A search with a small budget (per preset, see [`Level::spec_for`]: MCTS in the
    /// Indian games, expectimax one throw phase ahead in Ludo).
    Hard,
    /// A search with a larger budget (per preset; up to a few tens of milliseconds per
    /// decision: MCTS in the Indian games, expectimax two throw phases ahead in Ludo).
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
            // Mensch and petits chevaux with three or four players: a seat measured
            // against the mean of its opponents (the same heuristic with two). Against
            // the best, the heuristic loses to `easy` in 4-player petits chevaux; in
            // Ludo the mean makes it as strong as `hard`, so Ludo keeps the plain one
            // (docs/strength.md, "Four players in the one-die games").
            (Level::Medium, Mensch | PetitsChevaux) => "heuristic:rivals=mean",
            (Level::Medium, _) => "heuristic",
            // Pachisi with six cowries: plain UCT is no better than the heuristic;
            // PUCT with heuristic priors is, and gains with more iterations.
            (Level::Hard, Pachisi) => "mcts:1000,c=1,prior=5",
            (Level::Expert, Pachisi) => "mcts:10000,c=1,prior=5",
            // Seven cowries: plain UCT beats the heuristic at 1000 iterations and
            // gains from 1000 to 3000, by a little (51.7% over 4,000 deals; PUCT from
            // 1000 to 10 000 was not shown to gain, on 200 games).
            (Level::Hard, PachisiSeven) => "mcts:1000",
            (Level::Expert, PachisiSeven) => "mcts:3000",
            (Level::Hard, Chopat) => "mcts:300",
            (Level::Expert, Chopat) => "mcts:3000,c=1,prior=5",
            // Chaupar: UCT is far ahead of the heuristic with very few iterations and
            // stops gaining at a few hundred.
            (Level::Hard, Chaupar) => "mcts:30",
            (Level::Expert, Chaupar) => "mcts:1000",
            // Ludo (one die, at most four choices a throw; the one-die evaluation of
            // `eval`): MCTS at 1000 iterations is not measurably better than the heuristic;
            // expectimax over every throw is, and gains from one throw phase ahead to
            // two (docs/strength.md, "The Ludo family"). Under a millisecond a decision.
            // With four players one throw phase ahead is only as strong as the
            // heuristic while a seat is measured against the leading opponent alone;
            // against the mean of its opponents it is stronger (with two players the
            // two are the same search; "Four players in the one-die games").
            (Level::Hard, Ludo | LudoLudopy) => "expectimax:1,rivals=mean",
            (Level::Expert, Ludo | LudoLudopy) => "expectimax:2,rivals=mean",
            // Mensch ärgere Dich nicht (one die, often one legal move: M-MUST-ENTER,
            // M-CLEAR-START; the one-die evaluation too): Ludo's searches
            // (docs/strength.md, "Mensch ärgere Dich nicht").
            (Level::Hard, Mensch) => "expectimax:1,rivals=mean",
            (Level::Expert, Mensch) => "expectimax:2,rivals=mean",
            // Petits chevaux (one die, the numbered ladder; the one-die evaluation):
            // Ludo's searches (docs/strength.md, "Petits chevaux").
            (Level::Hard, PetitsChevaux) => "expectimax:1,rivals=mean",
            (Level::Expert, PetitsChevaux) => "expectimax:2,rivals=mean",
            // Parcheesi (two dice; the Indian games' evaluation with the two-dice reach
            // table): UCT beats the heuristic with 30 iterations, gains a little to 100
            // and not measurably beyond (300, 1000, 3000, PUCT, expectimax:1 all tried;
            // docs/strength.md, "Parcheesi").
            (Level::Hard, Parcheesi) => "mcts:30",
            (Level::Expert, Parcheesi) => "mcts:100",
            // Parchís (one die by default; Parcheesi's board and most of its rules):
            // Parcheesi's mcts:30 is not measurably above the heuristic here (one die:
            // fewer choices), mcts:300 is; mcts:1000 a little above that
            // (docs/strength.md, "Parchís").
            // Sorry! (cards; the heuristic with the cards' reach table): UCT at 1000
            // iterations beats it with two, three and four players; 3000 beats 1000
            // with two and three, and with four only when a seat's leaf value is
            // measured against the mean of its opponents (with two players the same
            // search; docs/strength.md, "Sorry!").
            (Level::Hard, Sorry) => "mcts:1000",
            (Level::Expert, Sorry) => "mcts:3000,rivals=mean",
            (Level::Hard, Parchis) => "mcts:300",
            (Level::Expert, Parchis) => "mcts:1000",
            // Barjis (six cowries on the Pachisi track, RULES-more §1): Pachisi's
            // searches. With two players hard beats the heuristic by a little (54%);
            // expert over hard is not shown (docs/strength.md, "Barjis").
            (Level::Hard, Barjis | BarjisLevant) => "mcts:1000,c=1,prior=5",
            (Level::Expert, Barjis | BarjisLevant) => "mcts:10000,c=1,prior=5",
            // Parqués (two dice on the Parchís board, RULES-more §2): Parcheesi's
            // mcts:30 beats the heuristic (58.6%), mcts:300 by more (67.1%), as in
            // Parchís with two dice, and mcts:1000 beats mcts:300 by a little (51.55%
            // with two players), with three and four by more when a seat's leaf value
            // is measured against the mean of its opponents (docs/strength.md,
            // "Parqués").
            (Level::Hard, Parques) => "mcts:300",
            (Level::Expert, Parques) => "mcts:1000,rivals=mean",
            // Yut Nori (sticks, branching routes, RULES-more §4; Yut's own evaluation
            // at the leaves): UCT at 300 iterations beats the heuristic with two, three
            // and four players; 1000 iterations beat 300 with two, and with three and
            // four only when a seat's leaf value is measured against the mean of its
            // opponents (with two players the same search; docs/strength.md, "Yut
            // Nori").
            (Level::Hard, Yut | YutCulin) => "mcts:300",
            (Level::Expert, Yut | YutCulin) => "mcts:1000,rivals=mean",
        }
    }

    /// The bot specification the level stands for in a game of `variant`: the
    /// preset's ([`Level::spec_for`]), except where the options make another bot the
    /// one measured to beat the level below — Sorry! with partners (`teams`), whose
    /// expert searches ten times as long as the preset's (`mcts:3000,rivals=mean` is
    /// not shown above `hard` there; docs/strength.md, "Sorry!"), two-player
    /// Barjis, whose hard searches a tenth as long as the preset's so that expert is
    /// shown above it (docs/strength.md, "Barjis"), and four-player Chopat with each
    /// seat alone, whose expert is hard's search measuring each seat against the mean
    /// of its opponents (`mcts:300,rivals=mean`; the preset's `mcts:3000,c=1,prior=5`
    /// is not shown above hard there; docs/strength.md, "Chopat, 4 players").
    pub fn spec_for_variant(self, variant: &pachisi_core::Variant) -> &'static str {
        match (self, variant.preset) {
            (Level::Expert, Preset::Sorry) if variant.options.teams => "mcts:10000,rivals=mean",
            // Barjis of Palestine with two players: the preset's hard (`mcts:1000`) is as
            // strong as ten and thirty times the search, so expert was not shown above
            // it; a tenth of it still beats the heuristic and expert beats that
            // (docs/strength.md, "Barjis"). Three and four players keep the preset's.
            (Level::Hard, Preset::Barjis) if variant.options.players == 2 => "mcts:100,c=1,prior=5",
            // Chopat with four players, each alone: no bigger search was shown above
            // the preset's hard (`mcts:300`); the same search measuring each seat
            // against the mean of its opponents at the leaves is (50.96% over 4,000
            // deals, docs/strength.md, "Chopat, 4 players"). With partners a seat's
            // mean opponent is the other team, the same search as hard's, so the
            // preset's expert stays there.
            (Level::Expert, Preset::Chopat)
                if variant.options.players == 4 && !variant.options.teams =>
            {
                "mcts:300,rivals=mean"
            }
            _ => self.spec_for(variant.preset),
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
/// [`Level::spec_for_variant`] names for the game (again if that changes), with its
/// own seed, and lets it choose.
pub struct LevelBot {
    level: Level,
    seed: u64,
    inner: Option<(&'static str, Box<dyn Bot>)>,
    /// The bundled endgame table of the last game decided in, by its [`Game::uid`]
    /// (looking it up compares whole variants), used while tables are enabled.
    table: Option<(u64, Option<&'static endgame::Table>)>,
}

impl LevelBot {
    /// A level's bot, seeded.
    pub fn new(level: Level, seed: u64) -> LevelBot {
        LevelBot {
            level,
            seed,
            inner: None,
            table: None,
        }
    }
}

impl Bot for LevelBot {
    fn name(&self) -> String {
        self.level.name().to_string()
    }

    fn release_memory(&mut self) {
        if let Some((_, bot)) = self.inner.as_mut() {
            bot.release_memory();
        }
    }

    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
        if let Some((_, bot)) = self.inner.as_mut() {
            bot.reseed(seed);
        }
    }

    fn choose(&mut self, game: &Game, state: &State, budget: Budget) -> Action {
        let spec = self.level.spec_for_variant(game.variant());
        if self.inner.as_ref().is_none_or(|(s, _)| *s != spec) {
            let bot = make_bot(spec, self.seed).expect("level specifications are valid");
            self.inner = Some((spec, bot));
        }
        // A race position of a bundled exact table: the exact best (docs/endgames.md).
        let table = match self.table {
            Some((uid, table)) if uid == game.uid() => table,
            _ => {
                let table = endgame::bundled_for(game);
                self.table = Some((game.uid(), table));
                table
            }
        }
        .filter(|_| endgame::enabled());
        if let Some(a) = table.and_then(|t| t.best_action(game, state)) {
            return a;
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
    (
        "heuristic[:rivals=best|mean]",
        "one ply on the hand-written evaluation (rivals as for expectimax)",
    ),
    (
        "expectimax[:DEPTH][,nodes=N][,width=W][,chain=C][,rivals=best|mean][,leaf=heuristic|net]",
        "rest of the move phase, then DEPTH throw phases (default 1, 4000 nodes, width 4, chain 2; rivals=mean: with three or more players a seat's value is measured against the mean of its opponents, not the best of them)",
    ),
    (
        "mcts[:ITERATIONS][,c=C][,prior=T][,rollout=full|random|guided][,moves=M][,epsilon=E][,kept=K][,complete=0|1][,rivals=best|mean][,scale=S][,leaf=heuristic|net]",
        "Monte Carlo tree search (default 1000 iterations, c 0.5, moves 0: the new leaf is evaluated directly; give moves=M for rollouts of M decisions; prior=T > 0: PUCT with heuristic-softmax priors of temperature T steps; kept=K: credit K steps per point of unspent kept throws at leaves; complete=1: finish the move phase greedily before evaluating; rivals as for expectimax; scale=S: a leaf's value becomes win chances by a logistic of scale S steps, default 40)",
    ),
    (
        "net",
        "one ply on the game's trained network (shipped, or given with --network FILE; docs/network.md); expectimax and mcts take leaf=net to use it at their leaves",
    ),
    (
        "easy, medium, hard, expert",
        "the levels: a bot chosen per preset (see Level::spec_for and docs/strength.md)",
    ),
];

/// Build a bot from its text form: `random`, `mixed:0.3`, `heuristic`, `expectimax`,
/// `expectimax:2,nodes=20000`, `mcts`, `mcts:2000`, `mcts:500,rollout=guided,moves=10`,
/// or a level name (`easy`, `medium`, `hard`, `expert`); see [`BotSpec::parse`]. No
/// limits: for specifications from untrusted clients, see [`check_server_spec`].
pub fn make_bot(spec: &str, seed: u64) -> Result<Box<dyn Bot>, String> {
    Ok(BotSpec::parse(spec)?.build(seed))
}

/// Where the values of [`explain_ranked`] come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintEvaluation {
    /// A race position of a bundled endgame table (docs/endgames.md): every value is
    /// the exact win chance of the mover's team, every throw to the end counted.
    Exact,
    /// The expectimax search of the rest of the move phase on the hand-written
    /// evaluation: rough win chances.
    Search,
}

impl HintEvaluation {
    /// The name used in the server's messages (`"exact"`, `"search"`).
    pub fn name(self) -> &'static str {
        match self {
            HintEvaluation::Exact => "exact",
            HintEvaluation::Search => "search",
        }
    }
}

/// The best `n` actions of a decision state with their estimated value for the seat
/// to move, best first: an expectimax search of the rest of the move phase (depth 0,
/// every root action searched, at most 20 000 evaluated nodes), values as rough
/// winning chances in `[0, 1]` (see [`Evaluator::win_chances`]); in a race position
/// of a bundled endgame table, every action's exact chance instead (see
/// [`explain_ranked`]). Empty when the state is not a decision.
pub fn explain(game: &Game, state: &State, n: usize) -> Vec<(Action, f64)> {
    explain_budget(game, state, n, Budget::Auto).0
}

/// [`explain`] with a wall-clock deadline ([`Budget::Within`]): the same search and
/// result when it finishes within `limit`. When the deadline cuts it, the actions
/// whose search had finished (the root actions are searched best first by their
/// one-ply value) come first, best first, then the others, best first by the value
/// of a greedy completion of their move phase — so the first entry is the action an
/// expectimax bot would choose, but values need not decrease along the list.
pub fn explain_within(game: &Game, state: &State, n: usize, limit: Duration) -> Vec<(Action, f64)> {
    explain_ranked(game, state, n, limit).0
}

/// [`explain_within`] and where its values come from: in a race position of a
/// bundled endgame table ([`endgame::table_for`]; 2-player `pachisi`, `chopat` and
/// `ludo`, docs/endgames.md) every legal action with its exact win chance for the
/// mover's team, best first (equal values in the engine's order), and
/// [`HintEvaluation::Exact`]; otherwise the search and [`HintEvaluation::Search`].
pub fn explain_ranked(
    game: &Game,
    state: &State,
    n: usize,
    limit: Duration,
) -> (Vec<(Action, f64)>, HintEvaluation) {
    explain_budget(game, state, n, Budget::Within(limit))
}

fn explain_budget(
    game: &Game,
    state: &State,
    n: usize,
    budget: Budget,
) -> (Vec<(Action, f64)>, HintEvaluation) {
    if game.legal_actions(state).is_empty() {
        return (vec![], HintEvaluation::Search);
    }
    if let Some(mut v) = endgame::table_for(game).and_then(|t| t.action_values(game, state)) {
        v.truncate(n);
        return (v, HintEvaluation::Exact);
    }
    let mut b = ExpectimaxBot::new(0);
    b.depth = 0;
    b.nodes = 20_000;
    let mut v = b.root_search(game, state, budget);
    v.sort_by(|a, b| {
        b.finished
            .cmp(&a.finished)
            .then(b.chance.total_cmp(&a.chance))
    });
    v.truncate(n);
    (
        v.into_iter().map(|r| (r.action, r.chance)).collect(),
        HintEvaluation::Search,
    )
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
