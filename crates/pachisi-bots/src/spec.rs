//! Bot specifications: the text language of [`make_bot`](crate::make_bot) parsed
//! into a value ([`BotSpec`]), its normalised text form, and the limits a public
//! server puts on specifications sent by its clients ([`ServerCaps`],
//! [`check_server_spec`]).

use crate::netbot::Leaf;
use crate::{
    Bot, ExpectimaxBot, HeuristicBot, Level, MctsBot, MixedBot, RandomBot, Rivals, Rollout,
};
use std::fmt;
use std::str::FromStr;

/// A parsed bot specification (see [`BOT_SPECS`](crate::BOT_SPECS)):
/// [`BotSpec::parse`] reads the text, [`BotSpec::build`] makes the bot, and
/// `to_string()` gives the normalised text (lower case, the parameters that differ
/// from the defaults in a fixed order), which parses back to the same value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotSpec {
    /// A named level (`easy`, `medium`, `hard`, `expert`): a [`crate::LevelBot`].
    Level(Level),
    /// `random`: a [`RandomBot`].
    Random,
    /// `heuristic[:rivals=best|mean]`: a [`HeuristicBot`] with the evaluation's
    /// [`Rivals`].
    Heuristic(Rivals),
    /// `mixed[:P]`: a [`MixedBot`] playing the heuristic's move with probability `P`
    /// (in `[0, 1]`).
    Mixed(f64),
    /// `expectimax[...]`: an [`ExpectimaxBot`].
    Expectimax(ExpectimaxSpec),
    /// `mcts[...]`: an [`MctsBot`].
    Mcts(MctsSpec),
    /// `net`: a [`crate::netbot::NetBot`], one ply on the game's network.
    Net,
}

/// The parameters of an [`ExpectimaxBot`] (its public fields but the weights).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpectimaxSpec {
    /// `depth` (the bare parameter): move phases searched after the current one.
    pub depth: u32,
    /// `nodes`: evaluation budget (at least 1).
    pub nodes: u64,
    /// `width`: actions searched per decision below the root (at least 1).
    pub width: usize,
    /// `chain`: most consecutive throws expanded.
    pub chain: u32,
    /// `rivals` (`best` or `mean`): the evaluation's [`Rivals`].
    pub rivals: Rivals,
    /// `leaf` (`heuristic` or `net`): what the leaves are evaluated with.
    pub leaf: Leaf,
}

impl Default for ExpectimaxSpec {
    /// The parameters of [`ExpectimaxBot::new`].
    fn default() -> ExpectimaxSpec {
        let b = ExpectimaxBot::new(0);
        ExpectimaxSpec {
            depth: b.depth,
            nodes: b.nodes,
            width: b.width,
            chain: b.chain,
            rivals: b.weights.rivals,
            leaf: b.leaf,
        }
    }
}

/// The parameters of an [`MctsBot`] (its public fields but the weights).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSpec {
    /// `iterations` (the bare parameter; also `iters=`), at least 1.
    pub iterations: u32,
    /// `c`: exploration constant.
    pub c: f64,
    /// `prior`: temperature of the PUCT priors (0 = UCT).
    pub prior: f64,
    /// `rollout`: `full`, `random` or `guided`.
    pub rollout: Rollout,
    /// `moves`: decisions per truncated rollout.
    pub moves: u32,
    /// `epsilon`: random-move share of guided rollouts.
    pub epsilon: f64,
    /// `kept`: steps credited per point of kept, unspent throws at leaves.
    pub kept: f64,
    /// `complete` (`0` or `1`): finish the move phase greedily before evaluating.
    pub complete: bool,
    /// `rivals` (`best` or `mean`): the evaluation's [`Rivals`].
    pub rivals: Rivals,
    /// `scale`: the logistic scale, in steps, that turns a leaf's value into win
    /// chances ([`Weights::scale`](crate::Weights::scale)).
    pub scale: f64,
    /// `leaf` (`heuristic` or `net`): what a leaf is evaluated with.
    pub leaf: Leaf,
}

impl Default for MctsSpec {
    /// The parameters of [`MctsBot::new`].
    fn default() -> MctsSpec {
        let b = MctsBot::new(0);
        MctsSpec {
            iterations: b.iterations,
            c: b.c,
            prior: b.prior,
            rollout: b.rollout,
            moves: b.rollout_moves,
            epsilon: b.epsilon,
            kept: b.kept,
            complete: b.complete,
            rivals: b.weights.rivals,
            scale: b.weights.scale,
            leaf: b.leaf,
        }
    }
}

impl BotSpec {
    /// Parse the text form of a bot (case and surrounding spaces do not matter):
    /// `random`, `mixed:0.3`, `heuristic`, `expectimax`, `expectimax:2,nodes=20000`,
    /// `mcts`, `mcts:2000`, `mcts:500,rollout=guided,moves=10`, or a level name
    /// (`easy`, `medium`, `hard`, `expert`). `nodes`, `width` and the iterations are
    /// raised to at least 1. The error says what is wrong.
    pub fn parse(spec: &str) -> Result<BotSpec, String> {
        let spec = spec.trim().to_ascii_lowercase();
        if let Some(level) = Level::parse(&spec) {
            return Ok(BotSpec::Level(level));
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
        // integers that do not fit the field are refused (they used to wrap around)
        let int32 = |what: &str, v: &str| {
            int(what, v).and_then(|n| u32::try_from(n).map_err(|_| bad(what, v)))
        };
        let unknown = |k: &str| {
            Err(format!(
                "bot '{spec}': unknown parameter '{k}' (see BOT_SPECS)"
            ))
        };
        match name {
            "random" if main.is_none() && kv.is_empty() => Ok(BotSpec::Random),
            "net" if main.is_none() && kv.is_empty() => Ok(BotSpec::Net),
            "heuristic" if main.is_none() => {
                let mut rivals = Rivals::default();
                for (k, v) in kv {
                    match k {
                        "rivals" => rivals = Rivals::parse(v).ok_or_else(|| bad(k, v))?,
                        _ => return unknown(k),
                    }
                }
                Ok(BotSpec::Heuristic(rivals))
            }
            "mixed" => {
                let p = main
                    .map(|v| num("probability", v))
                    .transpose()?
                    .unwrap_or(0.5);
                if !(0.0..=1.0).contains(&p) || !kv.is_empty() {
                    return Err(bad("probability", main.unwrap_or("")));
                }
                Ok(BotSpec::Mixed(p))
            }
            "expectimax" => {
                let mut b = ExpectimaxSpec::default();
                if let Some(d) = main {
                    b.depth = int32("depth", d)?;
                }
                for (k, v) in kv {
                    match k {
                        "depth" => b.depth = int32(k, v)?,
                        "nodes" => b.nodes = int(k, v)?.max(1),
                        "width" => {
                            let w = int(k, v)?.max(1);
                            b.width = usize::try_from(w).map_err(|_| bad(k, v))?;
                        }
                        "chain" => b.chain = int32(k, v)?,
                        "rivals" => b.rivals = Rivals::parse(v).ok_or_else(|| bad(k, v))?,
                        "leaf" => b.leaf = Leaf::parse(v).ok_or_else(|| bad(k, v))?,
                        _ => return unknown(k),
                    }
                }
                Ok(BotSpec::Expectimax(b))
            }
            "mcts" => {
                let mut b = MctsSpec::default();
                if let Some(n) = main {
                    b.iterations = int32("iterations", n)?.max(1);
                }
                for (k, v) in kv {
                    match k {
                        "iterations" | "iters" => b.iterations = int32(k, v)?.max(1),
                        "c" => b.c = num(k, v)?,
                        "moves" => b.moves = int32(k, v)?,
                        "rollout" => b.rollout = Rollout::parse(v).ok_or_else(|| bad(k, v))?,
                        "epsilon" => b.epsilon = num(k, v)?,
                        "kept" => b.kept = num(k, v)?,
                        "complete" => {
                            b.complete = match v {
                                "0" => false,
                                "1" => true,
                                _ => return Err(bad(k, v)),
                            }
                        }
                        "prior" => b.prior = num(k, v)?,
                        "rivals" => b.rivals = Rivals::parse(v).ok_or_else(|| bad(k, v))?,
                        "scale" => b.scale = num(k, v)?,
                        "leaf" => b.leaf = Leaf::parse(v).ok_or_else(|| bad(k, v))?,
                        _ => return unknown(k),
                    }
                }
                Ok(BotSpec::Mcts(b))
            }
            _ => Err(format!(
                "unknown bot '{spec}'; known: random, mixed[:P], heuristic, expectimax[:DEPTH], mcts[:N], net, easy, medium, hard, expert"
            )),
        }
    }

    /// The bot, seeded.
    pub fn build(&self, seed: u64) -> Box<dyn Bot> {
        match *self {
            BotSpec::Level(l) => l.bot(seed),
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Net => Box::new(crate::netbot::NetBot::new(seed)),
            BotSpec::Heuristic(rivals) => Box::new(HeuristicBot::with_weights(
                seed,
                crate::Weights {
                    rivals,
                    ..crate::Weights::default()
                },
            )),
            BotSpec::Mixed(p) => Box::new(MixedBot::new(seed, p)),
            BotSpec::Expectimax(e) => {
                let mut b = ExpectimaxBot::new(seed);
                b.depth = e.depth;
                b.nodes = e.nodes;
                b.width = e.width;
                b.chain = e.chain;
                b.weights.rivals = e.rivals;
                b.leaf = e.leaf;
                Box::new(b)
            }
            BotSpec::Mcts(m) => {
                let mut b = MctsBot::new(seed);
                b.iterations = m.iterations;
                b.c = m.c;
                b.prior = m.prior;
                b.rollout = m.rollout;
                b.rollout_moves = m.moves;
                b.epsilon = m.epsilon;
                b.kept = m.kept;
                b.complete = m.complete;
                b.weights.rivals = m.rivals;
                b.weights.scale = m.scale;
                b.leaf = m.leaf;
                Box::new(b)
            }
        }
    }
}

impl FromStr for BotSpec {
    type Err = String;
    fn from_str(s: &str) -> Result<BotSpec, String> {
        BotSpec::parse(s)
    }
}

impl fmt::Display for BotSpec {
    /// The normalised text: `easy`, `random`, `mixed:0.5`, `expectimax:1`,
    /// `expectimax:2,nodes=20000`, `mcts:1000`, `mcts:10000,c=1,prior=5`: the level or
    /// bot name, the bare parameter always (but for levels, `random` and
    /// `heuristic`), then the other parameters that differ from the defaults, in the
    /// order of [`BOT_SPECS`](crate::BOT_SPECS).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Level(l) => f.write_str(l.name()),
            BotSpec::Random => f.write_str("random"),
            BotSpec::Net => f.write_str("net"),
            BotSpec::Heuristic(Rivals::Best) => f.write_str("heuristic"),
            BotSpec::Heuristic(r) => write!(f, "heuristic:rivals={}", r.name()),
            BotSpec::Mixed(p) => write!(f, "mixed:{p}"),
            BotSpec::Expectimax(e) => {
                let d = ExpectimaxSpec::default();
                write!(f, "expectimax:{}", e.depth)?;
                if e.nodes != d.nodes {
                    write!(f, ",nodes={}", e.nodes)?;
                }
                if e.width != d.width {
                    write!(f, ",width={}", e.width)?;
                }
                if e.chain != d.chain {
                    write!(f, ",chain={}", e.chain)?;
                }
                if e.rivals != d.rivals {
                    write!(f, ",rivals={}", e.rivals.name())?;
                }
                if e.leaf != d.leaf {
                    write!(f, ",leaf={}", e.leaf.name())?;
                }
                Ok(())
            }
            BotSpec::Mcts(m) => {
                let d = MctsSpec::default();
                write!(f, "mcts:{}", m.iterations)?;
                if m.c != d.c {
                    write!(f, ",c={}", m.c)?;
                }
                if m.prior != d.prior {
                    write!(f, ",prior={}", m.prior)?;
                }
                if m.rollout != d.rollout {
                    write!(f, ",rollout={}", m.rollout.name())?;
                }
                if m.moves != d.moves {
                    write!(f, ",moves={}", m.moves)?;
                }
                if m.epsilon != d.epsilon {
                    write!(f, ",epsilon={}", m.epsilon)?;
                }
                if m.kept != d.kept {
                    write!(f, ",kept={}", m.kept)?;
                }
                if m.complete != d.complete {
                    write!(f, ",complete={}", u8::from(m.complete))?;
                }
                if m.rivals != d.rivals {
                    write!(f, ",rivals={}", m.rivals.name())?;
                }
                if m.scale != d.scale {
                    write!(f, ",scale={}", m.scale)?;
                }
                if m.leaf != d.leaf {
                    write!(f, ",leaf={}", m.leaf.name())?;
                }
                Ok(())
            }
        }
    }
}

/// The limits a public server puts on the bot specifications its clients send (see
/// [`check_server_spec`]). They bound each decision's memory and work; a wall-clock
/// bound on top is [`Budget::Within`](crate::Budget::Within).
///
/// Ranges that are not fields are fixed: `mixed` P in `[0, 1]`, MCTS `c` > 0,
/// `prior` ≥ 0, `kept` ≥ 0, `scale` > 0 and `epsilon` in `[0, 1]`; every number
/// must be finite.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ServerCaps {
    /// Most MCTS iterations (the strongest level uses 10 000).
    pub mcts_iterations: u32,
    /// Largest MCTS exploration constant `c` (values are winning chances in
    /// `[0, 1]`; the levels use 0.5 and 1).
    pub mcts_c: f64,
    /// Largest PUCT prior temperature `prior`, in steps (the levels use 5).
    pub mcts_prior: f64,
    /// Most decisions per truncated rollout, `moves`.
    pub mcts_moves: u32,
    /// Largest credit `kept`, in steps per point of kept throws (1 credits a kept
    /// throw at its full value; 0.7 and 1 were measured in docs/strength.md).
    pub mcts_kept: f64,
    /// Largest logistic `scale` of the leaves' win chances, in steps (the default is
    /// 40; Yut Nori's levels with more players use up to 100).
    pub mcts_scale: f64,
    /// Largest expectimax `depth`.
    pub expectimax_depth: u32,
    /// Most expectimax `nodes`.
    pub expectimax_nodes: u64,
    /// Largest expectimax `width`.
    pub expectimax_width: usize,
    /// Largest expectimax `chain`.
    pub expectimax_chain: u32,
}

/// The limits of `pachisi serve` (see [`ServerCaps`]). Every level of every preset
/// is within them.
pub const SERVER_CAPS: ServerCaps = ServerCaps {
    mcts_iterations: 20_000,
    mcts_c: 10.0,
    mcts_prior: 100.0,
    mcts_moves: 200,
    mcts_kept: 10.0,
    mcts_scale: 1000.0,
    expectimax_depth: 3,
    expectimax_nodes: 50_000,
    expectimax_width: 8,
    expectimax_chain: 4,
};

impl ServerCaps {
    /// The problems of a parsed specification under these limits (empty: allowed).
    pub fn violations(&self, spec: &BotSpec) -> Vec<String> {
        let mut out = vec![];
        if crate::netbot::uses_network(spec) {
            out.push(
                "net and leaf=net play with trained networks, which exist for few games yet, so they are for the command line only (docs/network.md)".into(),
            );
        }
        let mut real = |name: &str, v: f64, lo: f64, lo_open: bool, hi: f64| {
            if !v.is_finite() {
                out.push(format!("{name} {v} is not a finite number"));
            } else if v < lo || (lo_open && v == lo) || v > hi {
                let low = if lo_open { "above" } else { "at least" };
                out.push(format!(
                    "{name} {v} is out of range ({low} {lo}, at most {hi})"
                ));
            }
        };
        match spec {
            BotSpec::Level(_) | BotSpec::Random | BotSpec::Heuristic(_) | BotSpec::Net => {}
            BotSpec::Mixed(p) => real("P", *p, 0.0, false, 1.0),
            BotSpec::Mcts(m) => {
                real("c", m.c, 0.0, true, self.mcts_c);
                real("prior", m.prior, 0.0, false, self.mcts_prior);
                real("epsilon", m.epsilon, 0.0, false, 1.0);
                real("kept", m.kept, 0.0, false, self.mcts_kept);
                real("scale", m.scale, 0.0, true, self.mcts_scale);
                if m.iterations > self.mcts_iterations {
                    out.push(format!(
                        "{} iterations is more than {}",
                        m.iterations, self.mcts_iterations
                    ));
                }
                if m.moves > self.mcts_moves {
                    out.push(format!(
                        "moves {} is more than {}",
                        m.moves, self.mcts_moves
                    ));
                }
            }
            BotSpec::Expectimax(e) => {
                let mut int = |name: &str, v: u64, hi: u64| {
                    if v > hi {
                        out.push(format!("{name} {v} is more than {hi}"));
                    }
                };
                int("depth", e.depth.into(), self.expectimax_depth.into());
                int("nodes", e.nodes, self.expectimax_nodes);
                int("width", e.width as u64, self.expectimax_width as u64);
                int("chain", e.chain.into(), self.expectimax_chain.into());
            }
        }
        out
    }

    /// Check a bot specification sent by a client: `Ok` with its normalised form
    /// (what to store and give to [`make_bot`](crate::make_bot)), or an error that
    /// says what is wrong and lists what is allowed.
    pub fn check_spec(&self, spec: &str) -> Result<String, String> {
        let parsed = BotSpec::parse(spec)
            .map_err(|e| format!("{e}; allowed on this server: {}", self.allowed()))?;
        let problems = self.violations(&parsed);
        if problems.is_empty() {
            Ok(parsed.to_string())
        } else {
            Err(format!(
                "bot '{}' is not allowed on this server: {}; allowed: {}",
                spec.trim().to_ascii_lowercase(),
                problems.join(", "),
                self.allowed()
            ))
        }
    }

    /// The specifications allowed under these limits, as (form, meaning and limits)
    /// pairs, for help texts and `GET /api/variants`.
    pub fn help(&self) -> Vec<(String, String)> {
        self.entries()
            .into_iter()
            .map(|(form, meaning, limits)| {
                if limits.is_empty() {
                    return (form.to_string(), meaning.to_string());
                }
                let l: Vec<String> = limits
                    .iter()
                    .map(|(range, default)| format!("{range} (default {default})"))
                    .collect();
                (form.to_string(), format!("{meaning}; {}", l.join(", ")))
            })
            .collect()
    }

    /// The allowed forms with their limits on one line, for error messages.
    pub fn allowed(&self) -> String {
        self.entries()
            .into_iter()
            .map(|(form, _, limits)| {
                if limits.is_empty() {
                    return form.to_string();
                }
                let l: Vec<&str> = limits.iter().map(|(range, _)| range.as_str()).collect();
                format!("{form} with {}", l.join(", "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// (form, meaning, [(range, default)]) of each allowed kind of bot.
    #[allow(clippy::type_complexity)]
    fn entries(&self) -> Vec<(&'static str, &'static str, Vec<(String, &'static str)>)> {
        let r = |s: String, d: &'static str| (s, d);
        vec![
            (
                "easy, medium, hard, expert",
                "the levels: a bot chosen per preset",
                vec![],
            ),
            ("random", "uniformly random legal actions", vec![]),
            (
                "heuristic[:rivals=best|mean]",
                "one ply on the hand-written evaluation",
                vec![],
            ),
            (
                "mixed[:P]",
                "heuristic move with probability P, else random",
                vec![r("P from 0 to 1".into(), "0.5")],
            ),
            (
                "expectimax[:DEPTH][,nodes=N][,width=W][,chain=C][,rivals=best|mean]",
                "expectimax search of the move phase and DEPTH more",
                vec![
                    r(format!("DEPTH at most {}", self.expectimax_depth), "1"),
                    r(format!("N at most {}", self.expectimax_nodes), "4000"),
                    r(format!("W at most {}", self.expectimax_width), "4"),
                    r(format!("C at most {}", self.expectimax_chain), "2"),
                ],
            ),
            (
                "mcts[:N][,c=C][,prior=T][,rollout=full|random|guided][,moves=M][,epsilon=E][,kept=K][,complete=0|1][,rivals=best|mean][,scale=S]",
                "Monte Carlo tree search",
                vec![
                    r(format!("N at most {}", self.mcts_iterations), "1000"),
                    r(format!("C above 0 and at most {}", self.mcts_c), "0.5"),
                    r(format!("T from 0 to {}", self.mcts_prior), "0"),
                    r(format!("M at most {}", self.mcts_moves), "0"),
                    r("E from 0 to 1".into(), "0.1"),
                    r(format!("K from 0 to {}", self.mcts_kept), "0"),
                    r(format!("S above 0 and at most {}", self.mcts_scale), "40"),
                ],
            ),
        ]
    }
}

/// [`ServerCaps::check_spec`] with [`SERVER_CAPS`]: `Ok` with the normalised
/// specification, or an error that says what is wrong and lists what is allowed.
///
/// ```
/// use pachisi_bots::check_server_spec;
/// assert_eq!(check_server_spec(" MCTS:2000,prior=5,c=1 ").unwrap(), "mcts:2000,c=1,prior=5");
/// assert_eq!(check_server_spec("hard").unwrap(), "hard");
/// assert!(check_server_spec("mcts:4000000000").unwrap_err().contains("20000"));
/// ```
pub fn check_server_spec(spec: &str) -> Result<String, String> {
    SERVER_CAPS.check_spec(spec)
}

/// [`ServerCaps::help`] of [`SERVER_CAPS`].
pub fn server_specs_help() -> Vec<(String, String)> {
    SERVER_CAPS.help()
}
