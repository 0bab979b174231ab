//! A small neural evaluation learned by self-play (issue 33; docs/network.md): the
//! position encoding, a network of one hidden layer, and TD(λ) training as
//! TD-Gammon's, for games of two sides (two players, or two teams).
//!
//! - [`Encoder`]: a position as a fixed vector of numbers (per seat, how many of its
//!   pieces stand on each internal position of its track, and its fool; whose turn
//!   it is; the throws kept and not yet spent; per seat, the hand-written
//!   evaluation's score). No allocation.
//! - [`Network`]: inputs → `hidden` sigmoid units → one sigmoid output, the chance that
//!   side 0 (the side of seat 0) wins. [`Network::value`] allocates nothing.
//! - [`Trainer`]: TD(λ) self-play of the 1-ply greedy policy on the network. Games
//!   are played in batches, each game of a batch with the same (frozen) weights, the
//!   games' updates summed in game order and applied after the batch — so a run is
//!   the same for a fixed seed and batch size whatever the threads (the batch is the
//!   unit, not the thread).

use crate::{Evaluator, Weights, terminal_values};
use pachisi_core::{Action, FOOL, Game, PIECES, State, seeded_rng};
use rand_core::Rng;
use rayon::prelude::*;

/// The most hidden units a network may have (the forward pass keeps them on the stack).
pub const MAX_HIDDEN: usize = 256;

/// The side (0 or 1) of a seat in a game of two sides: 0 for seat 0's team.
pub fn side_of(game: &Game, seat: u8) -> usize {
    usize::from(game.team_of(seat) != game.team_of(0))
}

/// Whether a game has exactly two sides (two players, or two teams), which the
/// network's single output needs.
pub fn is_two_sided(game: &Game) -> bool {
    let first = game.team_of(0);
    let other = (0..game.seats())
        .map(|s| game.team_of(s))
        .find(|&t| t != first);
    other.is_some_and(|o| (0..game.seats()).all(|s| [first, o].contains(&game.team_of(s))))
}

/// A position as the network's input vector (module docs). Built once per game.
#[derive(Clone, Debug)]
pub struct Encoder {
    seats: usize,
    /// Internal positions 0 (waiting) ..= finish (home).
    places: usize,
    /// The distinct values the throws can take, for the kept throws' inputs.
    values: Vec<u8>,
    /// The hand-written evaluation, whose per-seat scores are inputs too.
    heuristic: Evaluator,
    /// The scores' scale: a seat's whole way, all pieces.
    whole: f64,
}

impl Encoder {
    /// The encoder of a game; an error says why a game is not covered (only games of
    /// two sides are).
    pub fn new(game: &Game) -> Result<Encoder, String> {
        if !is_two_sided(game) {
            return Err(format!(
                "{} with these options has more than two sides; the network needs two players or two teams",
                game.variant().preset.name()
            ));
        }
        let th = game.throws();
        let mut values: Vec<u8> = (0..th.num_outcomes() as u8).map(|x| th.value(x)).collect();
        values.sort_unstable();
        values.dedup();
        let whole = f64::from(game.distance_left(&game.initial_state(), 0)).max(1.0);
        Ok(Encoder {
            seats: game.seats() as usize,
            places: game.track().finish as usize + 1,
            values,
            heuristic: Evaluator::new(game, Weights::default()),
            whole,
        })
    }

    /// The length of the input vector.
    pub fn inputs(&self) -> usize {
        // Per seat: a count per place and its fool flag; the seat to move; kept values;
        // per seat, the hand-written evaluation's score.
        self.seats * (self.places + 1) + self.seats + self.values.len() + self.seats
    }

    /// Set hidden unit 0 of `net` to the difference of the two sides' heuristic
    /// scores and the output mostly to that unit ([`Init::Heuristic`]): the hidden
    /// unit is `sigmoid(a·(x₀ − x₁))` of the score inputs (scaled by the whole way
    /// `w`, so `a·(x₀ − x₁)` is the difference in steps over 160), nearly linear where
    /// games are decided; the output `sigmoid(16·(h − ½))` is then about the logistic
    /// of the difference over 40 steps, the heuristic's own scale
    /// ([`Weights::scale`]). The other hidden units keep their random first-layer
    /// weights with output weights ten times smaller.
    pub fn warm_start(&self, game: &Game, net: &mut Network) {
        let n = net.hidden;
        let scores = self.seats * (self.places + 1) + self.seats + self.values.len();
        let scale = Weights::default().scale;
        let a = (self.whole / (4.0 * scale)) as f32;
        for j in 0..n {
            net.w2[j] *= 0.1;
        }
        for i in 0..net.inputs {
            net.w1[i * n] = 0.0;
        }
        for seat in 0..self.seats {
            let sign = if side_of(game, seat as u8) == 0 {
                1.0
            } else {
                -1.0
            };
            net.w1[(scores + seat) * n] = sign * a;
        }
        net.b1[0] = 0.0;
        net.w2[0] = 16.0;
        net.b2 = -8.0;
    }

    /// Put the hand-written evaluation into `net`'s fixed weights ([`Init::Residual`]):
    /// the skip weight of each seat's score input is `±w / scale` (`+` for side 0's
    /// seats), so that the fixed part of the output's sum is the two sides' score
    /// difference in steps over the evaluation's scale ([`Weights::scale`]), the
    /// heuristic's own logistic; the hidden layer keeps its random first-layer
    /// weights and gets output weights 0, so the untrained network is exactly that
    /// logistic (clamped scores aside).
    pub fn residual_start(&self, game: &Game, net: &mut Network) {
        let scores = self.seats * (self.places + 1) + self.seats + self.values.len();
        let a = (self.whole / Weights::default().scale) as f32;
        net.skip = vec![0.0; net.inputs];
        for seat in 0..self.seats {
            let sign = if side_of(game, seat as u8) == 0 {
                1.0
            } else {
                -1.0
            };
            net.skip[scores + seat] = sign * a;
        }
        net.w2.fill(0.0);
        net.b2 = 0.0;
    }

    /// Write the inputs of `s` into `out` (of length [`Encoder::inputs`]).
    pub fn encode(&self, game: &Game, s: &State, out: &mut [f32]) {
        out.fill(0.0);
        let unit = 1.0 / PIECES as f32;
        for seat in 0..self.seats {
            let base = seat * (self.places + 1);
            for p in 0..PIECES as u8 {
                let raw = s.raw_pos(seat as u8, p);
                let at = usize::from(raw & !FOOL).min(self.places - 1);
                out[base + at] += unit;
                if raw & FOOL != 0 {
                    out[base + self.places] = 1.0;
                }
            }
        }
        let movers = self.seats * (self.places + 1);
        if !game.is_terminal(s) {
            out[movers + usize::from(s.mover()).min(self.seats - 1)] = 1.0;
        }
        let kept = movers + self.seats;
        for &v in s.kept() {
            if let Some(i) = self.values.iter().position(|&x| x == v) {
                out[kept + i] += 0.25;
            }
        }
        let scores = kept + self.values.len();
        if !game.is_terminal(s) {
            let sc = self.heuristic.seat_scores(game, s);
            for seat in 0..self.seats {
                out[scores + seat] = (sc[seat] / self.whole).clamp(-4.0, 4.0) as f32;
            }
        }
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// A network of one hidden layer (module docs). `w1` is input-major: the weights of
/// input `i` to the hidden units are `w1[i * hidden .. (i + 1) * hidden]`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Network {
    pub inputs: usize,
    pub hidden: usize,
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    pub w2: Vec<f32>,
    pub b2: f32,
    /// Fixed weights from the inputs straight to the output's sum, never trained
    /// (empty: none; [`Init::Residual`] puts the hand-written evaluation here, so the
    /// hidden layer learns a correction to it that no step can take away).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip: Vec<f32>,
}

impl Network {
    /// Small random weights from `seed` (uniform in ±0.1; the output's in ±0.1 too).
    pub fn new(inputs: usize, hidden: usize, seed: u64) -> Network {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let mut rng = seeded_rng(seed, u64::MAX);
        let mut w = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| ((rng.next_u32() as f64 / u32::MAX as f64) * 0.2 - 0.1) as f32)
                .collect()
        };
        Network {
            inputs,
            hidden,
            w1: w(inputs * hidden),
            b1: vec![0.0; hidden],
            w2: w(hidden),
            b2: 0.0,
            skip: Vec::new(),
        }
    }

    /// The number of weights (the gradient's length).
    pub fn params(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + 1
    }

    fn hidden_units(&self, x: &[f32], h: &mut [f32; MAX_HIDDEN]) {
        let n = self.hidden;
        h[..n].copy_from_slice(&self.b1);
        for (i, &xi) in x.iter().enumerate() {
            if xi != 0.0 {
                let col = &self.w1[i * n..(i + 1) * n];
                for (hj, &w) in h[..n].iter_mut().zip(col) {
                    *hj += xi * w;
                }
            }
        }
        for hj in &mut h[..n] {
            *hj = sigmoid(*hj);
        }
    }

    /// The fixed part of the output's sum ([`Network::skip`]).
    fn skipped(&self, x: &[f32]) -> f32 {
        self.skip.iter().zip(x).map(|(w, xi)| w * xi).sum()
    }

    /// The output for input `x`: the chance that side 0 wins. No allocation.
    pub fn value(&self, x: &[f32]) -> f32 {
        let mut h = [0.0f32; MAX_HIDDEN];
        self.hidden_units(x, &mut h);
        let z: f32 = self.b2
            + self.skipped(x)
            + h[..self.hidden]
                .iter()
                .zip(&self.w2)
                .map(|(a, b)| a * b)
                .sum::<f32>();
        sigmoid(z)
    }

    /// The output, and its gradient with respect to every weight (in the order w1,
    /// b1, w2, b2; `grad` of length [`Network::params`]) added to `grad` times
    /// `scale`. No allocation.
    pub fn value_and_grad(&self, x: &[f32], grad: &mut [f32], scale: f32) -> f32 {
        let mut h = [0.0f32; MAX_HIDDEN];
        self.hidden_units(x, &mut h);
        let n = self.hidden;
        let z: f32 = self.b2
            + self.skipped(x)
            + h[..n].iter().zip(&self.w2).map(|(a, b)| a * b).sum::<f32>();
        let y = sigmoid(z);
        let dy = y * (1.0 - y) * scale;
        let (g1, rest) = grad.split_at_mut(self.w1.len());
        let (gb1, rest) = rest.split_at_mut(n);
        let (gw2, gb2) = rest.split_at_mut(n);
        for j in 0..n {
            gw2[j] += dy * h[j];
            let dh = dy * self.w2[j] * h[j] * (1.0 - h[j]);
            gb1[j] += dh;
            h[j] = dh;
        }
        gb2[0] += dy;
        for (i, &xi) in x.iter().enumerate() {
            if xi != 0.0 {
                for (g, &dh) in g1[i * n..(i + 1) * n].iter_mut().zip(&h[..n]) {
                    *g += xi * dh;
                }
            }
        }
        y
    }

    /// Add `step` times `delta` (in the order of [`Network::params`]) to the weights.
    fn apply(&mut self, delta: &[f32], step: f32) {
        let (d1, rest) = delta.split_at(self.w1.len());
        let (db1, rest) = rest.split_at(self.hidden);
        let (dw2, db2) = rest.split_at(self.hidden);
        for (w, d) in self.w1.iter_mut().zip(d1) {
            *w += step * d;
        }
        for (w, d) in self.b1.iter_mut().zip(db1) {
            *w += step * d;
        }
        for (w, d) in self.w2.iter_mut().zip(dw2) {
            *w += step * d;
        }
        self.b2 += step * db2[0];
    }
}

/// A game and its network, ready to evaluate positions.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub encoder: Encoder,
    pub net: Network,
}

impl Evaluation {
    /// The network's chance that `seat`'s side wins from `s` (exact when the game is
    /// over). `buf` is scratch space of length [`Encoder::inputs`].
    pub fn win_chance(&self, game: &Game, s: &State, seat: u8, buf: &mut [f32]) -> f64 {
        let p0 = if game.is_terminal(s) {
            terminal_values(game, s)[0]
        } else {
            self.encoder.encode(game, s, buf);
            f64::from(self.net.value(buf))
        };
        if side_of(game, seat) == 0 {
            p0
        } else {
            1.0 - p0
        }
    }

    /// The 1-ply choice: the legal action after which the network gives the mover's
    /// side the best chance; exact ties broken with `rng`. `buf` as above.
    pub fn greedy<R: Rng + ?Sized>(
        &self,
        game: &Game,
        s: &State,
        rng: &mut R,
        buf: &mut [f32],
    ) -> Action {
        let mover = s.mover();
        crate::bots::greedy_by(game, s, rng, |t| self.win_chance(game, t, mover, buf))
    }
}

/// The settings of a training run.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TrainSettings {
    /// The step size of the TD update.
    pub alpha: f32,
    /// The trace decay λ.
    pub lambda: f32,
    /// Games played with the same weights before their updates are applied.
    pub batch: usize,
    /// The run's seed: game `i` is played with the dice of `seeded_rng(seed, i)`.
    pub seed: u64,
    /// How the first weights are set (files written before this setting: random).
    #[serde(default)]
    pub init: Init,
}

/// The first weights of a network.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Init {
    /// Small random weights (±0.1) from the seed.
    #[default]
    Random,
    /// The random weights, with hidden unit 0 set to the hand-written evaluation's
    /// difference of the two sides' scores and the output to that unit, so that the
    /// untrained network already plays about as the one-ply heuristic (`medium`) and
    /// self-play starts from sensible games (docs/network.md).
    Heuristic,
    /// The hand-written evaluation as fixed weights straight to the output
    /// ([`Network::skip`], the logistic of the two sides' score difference over the
    /// evaluation's scale) and a hidden layer that starts contributing nothing (output
    /// weights 0): the network plays as `medium` at first and learns a correction to
    /// the evaluation, which training cannot undo (docs/network.md).
    Residual,
}

impl Init {
    /// Parse `random`, `heuristic` or `residual`.
    pub fn parse(s: &str) -> Option<Init> {
        match s {
            "random" => Some(Init::Random),
            "heuristic" => Some(Init::Heuristic),
            "residual" => Some(Init::Residual),
            _ => None,
        }
    }
}

/// Self-play TD(λ) training of an [`Evaluation`] (module docs).
pub struct Trainer {
    pub eval: Evaluation,
    pub settings: TrainSettings,
    /// Games played so far.
    pub games: u64,
}

impl Trainer {
    /// A new network for `game` with `hidden` units, weights from the seed.
    pub fn new(game: &Game, hidden: usize, settings: TrainSettings) -> Result<Trainer, String> {
        let encoder = Encoder::new(game)?;
        let mut net = Network::new(encoder.inputs(), hidden, settings.seed);
        match settings.init {
            Init::Random => {}
            Init::Heuristic => encoder.warm_start(game, &mut net),
            Init::Residual => encoder.residual_start(game, &mut net),
        }
        Ok(Trainer {
            eval: Evaluation { encoder, net },
            settings,
            games: 0,
        })
    }

    /// Play one batch of self-play games (in parallel on rayon's threads) and apply
    /// their updates. Returns the decisions played.
    pub fn batch(&mut self, game: &Game) -> u64 {
        let first = self.games;
        let n = self.settings.batch.max(1) as u64;
        let eval = &self.eval;
        let settings = self.settings;
        let results: Vec<(Vec<f32>, u64)> = (first..first + n)
            .into_par_iter()
            .map(|i| self_play(game, eval, settings, i))
            .collect();
        let mut sum = vec![0.0f32; self.eval.net.params()];
        let mut decisions = 0;
        for (d, k) in &results {
            for (s, x) in sum.iter_mut().zip(d) {
                *s += x;
            }
            decisions += k;
        }
        self.eval.net.apply(&sum, self.settings.alpha / n as f32);
        self.games += n;
        decisions
    }
}

/// One self-play game `index` with frozen weights: the sum of its TD(λ) updates (to
/// be scaled by α) and its number of decisions.
fn self_play(
    game: &Game,
    eval: &Evaluation,
    settings: TrainSettings,
    index: u64,
) -> (Vec<f32>, u64) {
    let params = eval.net.params();
    let mut trace = vec![0.0f32; params];
    let mut delta = vec![0.0f32; params];
    let mut grad = vec![0.0f32; params];
    let mut buf = vec![0.0f32; eval.encoder.inputs()];
    let mut dice = seeded_rng(settings.seed, index);
    // Ties among equal moves: a stream of its own, so that the dice do not depend on them.
    let mut ties = seeded_rng(settings.seed ^ 0x7469_6573, index);
    let mut s = game.initial_state();
    let mut prev: Option<f32> = None;
    let mut decisions = 0u64;
    let limit = game.max_game_events();
    let mut events = 0u64;
    while !game.is_terminal(&s) && events < limit {
        events += 1;
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            game.apply_chance_unchecked(&mut s, o);
            continue;
        }
        let a = eval.greedy(game, &s, &mut ties, &mut buf);
        game.play_unchecked(&mut s, a);
        decisions += 1;
        if game.is_terminal(&s) {
            break;
        }
        // The afterstate x_t: δ = V(x_t) − V(x_{t−1}) updates along the trace of the
        // steps before (Δ += δ e), then e ← λe + ∇V(x_t).
        eval.encoder.encode(game, &s, &mut buf);
        grad.fill(0.0);
        let v = eval.net.value_and_grad(&buf, &mut grad, 1.0);
        if let Some(p) = prev {
            let d = v - p;
            for (acc, e) in delta.iter_mut().zip(&trace) {
                *acc += d * e;
            }
        }
        for (e, g) in trace.iter_mut().zip(&grad) {
            *e = settings.lambda * *e + g;
        }
        prev = Some(v);
    }
    if let Some(p) = prev {
        let z = if game.is_terminal(&s) {
            terminal_values(game, &s)[0] as f32
        } else {
            0.5
        };
        let d = z - p;
        for (acc, e) in delta.iter_mut().zip(&trace) {
            *acc += d * e;
        }
    }
    (delta, decisions)
}

/// The result of [`play_match`]: the network's share of the points and its 95%
/// interval over deals (a deal is two games on the same dice, sides swapped: the unit
/// of independence).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct MatchResult {
    pub games: u64,
    pub deals: u64,
    pub share: f64,
    pub low: f64,
    pub high: f64,
}

/// Play `deals` deals of the network's 1-ply policy against the bot `opponent` (a
/// [`crate::make_bot`] specification); deal `d`'s dice come from
/// `seeded_rng(seed, d)`, the network on side 0 in its first game and on side 1 in the
/// second. In parallel over deals; the result does not depend on the threads.
pub fn play_match(
    game: &Game,
    eval: &Evaluation,
    opponent: &str,
    deals: u64,
    seed: u64,
) -> Result<MatchResult, String> {
    crate::make_bot(opponent, 0)?;
    let scores: Vec<f64> = (0..deals)
        .into_par_iter()
        .map(|d| {
            let mut sum = 0.0;
            for net_side in 0..2 {
                let mut bot = crate::make_bot(opponent, seed ^ (d << 1 | net_side as u64))
                    .expect("checked above");
                let mut dice = seeded_rng(seed, d);
                let mut ties = seeded_rng(seed ^ 0x6e65_7473, d << 1 | net_side as u64);
                let mut buf = vec![0.0f32; eval.encoder.inputs()];
                let mut s = game.initial_state();
                let mut events = 0;
                let mut net_seat = 0;
                while !game.is_terminal(&s) && events < game.max_game_events() {
                    events += 1;
                    if game.is_chance(&s) {
                        let o = game.sample_chance(&s, &mut dice);
                        game.apply_chance_unchecked(&mut s, o);
                        continue;
                    }
                    let mover = s.mover();
                    let a = if side_of(game, mover) == net_side {
                        net_seat = mover;
                        eval.greedy(game, &s, &mut ties, &mut buf)
                    } else {
                        bot.choose(game, &s, crate::Budget::Auto)
                    };
                    game.play_unchecked(&mut s, a);
                }
                if side_of(game, net_seat) != net_side {
                    // The network never moved: any seat of its side.
                    net_seat = (0..game.seats())
                        .find(|&x| side_of(game, x) == net_side)
                        .unwrap_or(0);
                }
                sum += if game.is_terminal(&s) {
                    terminal_values(game, &s)[net_seat as usize]
                } else {
                    0.5
                };
            }
            sum / 2.0
        })
        .collect();
    let n = scores.len().max(1) as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    Ok(MatchResult {
        games: 2 * deals,
        deals,
        share: mean,
        low: (mean - half).max(0.0),
        high: (mean + half).min(1.0),
    })
}

/// The file form of a network (JSON): what it was trained for and how, and the
/// weights (docs/network.md).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct NetworkFile {
    /// `"pachisi-network"`.
    pub format: String,
    /// 1.
    pub version: u32,
    /// The game it was trained for (the preset and every option); it evaluates only
    /// that game.
    pub variant: pachisi_core::Variant,
    /// The training's settings and the games played so far.
    pub settings: TrainSettings,
    pub games: u64,
    /// The command, time and commit that made the file (provenance, free text).
    pub provenance: serde_json::Value,
    pub network: Network,
}

impl NetworkFile {
    /// Read a file's text; the error says what is wrong.
    pub fn parse(text: &str) -> Result<NetworkFile, String> {
        let f: NetworkFile =
            serde_json::from_str(text).map_err(|e| format!("not a network file: {e}"))?;
        if f.format != "pachisi-network" || f.version != 1 {
            return Err(format!(
                "not a network file of version 1 (format '{}', version {})",
                f.format, f.version
            ));
        }
        let n = &f.network;
        if n.hidden == 0
            || n.hidden > MAX_HIDDEN
            || n.w1.len() != n.inputs * n.hidden
            || n.b1.len() != n.hidden
            || n.w2.len() != n.hidden
            || !(n.skip.is_empty() || n.skip.len() == n.inputs)
        {
            return Err("the network's weights do not match its sizes".into());
        }
        Ok(f)
    }

    /// The file of a trainer's network, for `game`.
    pub fn of(game: &Game, t: &Trainer, provenance: serde_json::Value) -> NetworkFile {
        NetworkFile {
            format: "pachisi-network".into(),
            version: 1,
            variant: game.variant().clone(),
            settings: t.settings,
            games: t.games,
            provenance,
            network: t.eval.net.clone(),
        }
    }

    /// The trainer that goes on from the file, for `game` (which must be the file's,
    /// with the same encoding).
    pub fn resume(self, game: &Game) -> Result<Trainer, String> {
        if *game.variant() != self.variant {
            return Err(format!(
                "the network was trained for {} with other options; give the same --variant and --set",
                self.variant.preset.name()
            ));
        }
        let encoder = Encoder::new(game)?;
        if encoder.inputs() != self.network.inputs {
            return Err("the network's inputs do not match this game's encoding".into());
        }
        Ok(Trainer {
            eval: Evaluation {
                encoder,
                net: self.network,
            },
            settings: self.settings,
            games: self.games,
        })
    }
}
