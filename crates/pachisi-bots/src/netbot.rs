//! Bots on a trained network (issue 33; docs/network.md): the networks a bot can use
//! — shipped with the program ([`BUNDLED`]) or loaded by a command's `--network FILE`
//! ([`load_network`], [`register_network`]) — and the one-ply network bot `net`
//! ([`NetBot`]). Expectimax and MCTS use a network at their leaves with `leaf=net`
//! ([`Leaf`]).
//!
//! A network evaluates only the game it was trained for: the same preset with the
//! same options (players included). A bot asked to use a network where there is
//! none plays on the hand-written evaluation instead; commands check first
//! ([`network_missing`]) and refuse with a message that says so.

use crate::eval::{EvalCache, Weights};
use crate::net::{Encoder, Evaluation, NetworkFile};
use crate::{Bot, BotSpec, Budget, call_rng};
use pachisi_core::{Action, Game, State, Variant};
use std::sync::{Arc, OnceLock, RwLock};

/// What a search evaluates its leaves with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Leaf {
    /// The hand-written evaluation (`leaf=heuristic`, the default).
    #[default]
    Heuristic,
    /// The game's network (`leaf=net`), where there is one.
    Net,
}

impl Leaf {
    /// Parse `heuristic` or `net`.
    pub fn parse(s: &str) -> Option<Leaf> {
        match s {
            "heuristic" => Some(Leaf::Heuristic),
            "net" => Some(Leaf::Net),
            _ => None,
        }
    }

    /// The name [`Leaf::parse`] reads.
    pub fn name(self) -> &'static str {
        match self {
            Leaf::Heuristic => "heuristic",
            Leaf::Net => "net",
        }
    }
}

/// A network ready to evaluate its game's positions.
#[derive(Debug)]
pub struct LoadedNetwork {
    /// The game it was trained for (it evaluates only that one).
    pub variant: Variant,
    /// Where it came from: `bundled: NAME` or the file's path.
    pub source: String,
    /// The self-play games it was trained on.
    pub games: u64,
    pub eval: Evaluation,
}

impl LoadedNetwork {
    /// A network file made ready; the error says why it cannot be used.
    pub fn from_file(file: NetworkFile, source: String) -> Result<LoadedNetwork, String> {
        let game = Game::new(file.variant.clone()).map_err(|e| format!("{source}: {e}"))?;
        let encoder = Encoder::new(&game).map_err(|e| format!("{source}: {e}"))?;
        if encoder.inputs() != file.network.inputs || encoder.outputs() != file.network.outputs {
            return Err(format!(
                "{source}: the network has {} inputs and {} outputs where this program's encoding of {} has {} and {}",
                file.network.inputs,
                file.network.outputs,
                file.variant.preset.name(),
                encoder.inputs(),
                encoder.outputs()
            ));
        }
        Ok(LoadedNetwork {
            variant: game.variant().clone(),
            source,
            games: file.games,
            eval: Evaluation {
                encoder,
                net: file.network,
            },
        })
    }
}

/// The networks shipped with the program, as (name, file text): `pachisi
/// networks` lists them, docs/network.md gives each one's command.
pub const BUNDLED: &[(&str, &str)] = &[("ludo-2", include_str!("../networks/ludo-2.json"))];

static BUNDLED_NETS: OnceLock<Vec<Arc<LoadedNetwork>>> = OnceLock::new();
static LOADED: RwLock<Vec<Arc<LoadedNetwork>>> = RwLock::new(Vec::new());

/// The bundled networks, read once (a test checks that every one of them loads).
pub fn bundled_networks() -> &'static [Arc<LoadedNetwork>] {
    BUNDLED_NETS.get_or_init(|| {
        BUNDLED
            .iter()
            .filter_map(|(name, text)| {
                let file = NetworkFile::parse(text).ok()?;
                LoadedNetwork::from_file(file, format!("bundled: {name}"))
                    .ok()
                    .map(Arc::new)
            })
            .collect()
    })
}

/// Read a network file's text (from `source`, for messages).
pub fn load_network(text: &str, source: &str) -> Result<Arc<LoadedNetwork>, String> {
    let file = NetworkFile::parse(text).map_err(|e| format!("{source}: {e}"))?;
    LoadedNetwork::from_file(file, source.to_string()).map(Arc::new)
}

/// Make a network the one every bot of this process uses for its game, in place of
/// a bundled one or one registered before.
pub fn register_network(net: Arc<LoadedNetwork>) {
    let mut all = LOADED.write().unwrap_or_else(|e| e.into_inner());
    all.retain(|n| n.variant != net.variant);
    all.push(net);
}

/// The network for a game: a registered one, else a bundled one, else none.
pub fn network_for(game: &Game) -> Option<Arc<LoadedNetwork>> {
    let v = game.variant();
    let loaded = LOADED.read().unwrap_or_else(|e| e.into_inner());
    if let Some(n) = loaded.iter().find(|n| n.variant == *v) {
        return Some(n.clone());
    }
    drop(loaded);
    bundled_networks().iter().find(|n| n.variant == *v).cloned()
}

/// Whether a bot specification uses a network.
pub fn uses_network(spec: &BotSpec) -> bool {
    match spec {
        BotSpec::Net => true,
        BotSpec::Expectimax(e) => e.leaf == Leaf::Net,
        BotSpec::Mcts(m) => m.leaf == Leaf::Net,
        _ => false,
    }
}

/// An error when `spec` needs a network and `game` has none (`None`: fine).
pub fn network_missing(spec: &str, game: &Game) -> Option<String> {
    let parsed = BotSpec::parse(spec).ok()?;
    (uses_network(&parsed) && network_for(game).is_none()).then(|| {
        let have: Vec<String> = bundled_networks()
            .iter()
            .map(|n| format!("{} ({} players)", n.variant.preset.name(), n.variant.options.players))
            .collect();
        format!(
            "bot '{spec}' needs a network for {} with these options and there is none; train one with `pachisi train` and give it with --network FILE (shipped: {})",
            game.variant().preset.name(),
            if have.is_empty() { "none".to_string() } else { have.join(", ") }
        )
    })
}

/// A bot's link to its game's network, looked up once per game variant.
#[derive(Clone, Debug, Default)]
pub(crate) struct NetSlot {
    variant: Option<Variant>,
    net: Option<Arc<LoadedNetwork>>,
    pub(crate) buf: Vec<f32>,
}

impl NetSlot {
    /// The game's network (looked up when the game changes), with scratch space
    /// of the network's input length in `buf`.
    pub(crate) fn get(&mut self, game: &Game) -> Option<Arc<LoadedNetwork>> {
        if self.variant.as_ref() != Some(game.variant()) {
            self.variant = Some(game.variant().clone());
            self.net = network_for(game);
            if let Some(n) = &self.net {
                self.buf = vec![0.0; n.eval.encoder.inputs()];
            }
        }
        self.net.clone()
    }
}

/// `net`: the one-ply choice on the game's network — the legal action after which
/// the network gives the mover's side the best chance (ties broken by the seed).
/// Without a network for the game it plays as `heuristic`. No search: a decision
/// costs one network evaluation per legal action.
#[derive(Debug, Default)]
pub struct NetBot {
    seed: u64,
    slot: NetSlot,
    heuristic: EvalCache,
}

impl NetBot {
    /// A network bot, seeded.
    pub fn new(seed: u64) -> NetBot {
        NetBot {
            seed,
            ..NetBot::default()
        }
    }
}

impl Bot for NetBot {
    fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    fn name(&self) -> String {
        "net".into()
    }

    fn choose(&mut self, game: &Game, state: &State, _budget: Budget) -> Action {
        let mut rng = call_rng(self.seed, state);
        match self.slot.get(game) {
            Some(n) => n.eval.greedy(game, state, &mut rng, &mut self.slot.buf),
            None => {
                let ev = self.heuristic.get(game, Weights::default());
                crate::bots::greedy_action(game, ev, state, &mut rng)
            }
        }
    }
}
