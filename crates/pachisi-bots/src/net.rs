//! A small neural evaluation learned by self-play (issue 33; docs/network.md): the
//! position encoding, a network of one hidden layer, and TD(λ) training as
//! TD-Gammon's.
//!
//! - [`Encoder`]: a position as a fixed vector of numbers (per seat, how many of its
//!   pieces stand on each internal position of its track, and its fool; whose turn
//!   it is; the throws kept and not yet spent; per seat, the hand-written
//!   evaluation's score). No allocation.
//! - [`Network`]: inputs → `hidden` sigmoid units → sigmoid outputs. In a game of two
//!   sides (two players, or two teams) one output, the chance that side 0 (the side
//!   of seat 0) wins; with three or four players, each alone, one output per seat,
//!   its expected share of the game's points (the fraction of the other seats it
//!   finishes ahead of, [`terminal_values`], which is what a tournament's pairwise
//!   comparisons count). [`Network::value`] and [`Network::values`] allocate nothing.
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
/// The most outputs (one per seat, four seats at most).
pub const MAX_OUTPUTS: usize = 4;

/// The side (0 or 1) of a seat in a game of two sides: 0 for seat 0's team.
pub fn side_of(game: &Game, seat: u8) -> usize {
    usize::from(game.team_of(seat) != game.team_of(0))
}

/// A seat's side in [`play_match`]'s rotation: [`side_of`] in a game of two sides,
/// else the seat itself (every seat alone).
pub fn side_index(game: &Game, seat: u8) -> usize {
    if is_two_sided(game) {
        side_of(game, seat)
    } else {
        usize::from(seat)
    }
}

/// Whether a game has exactly two sides (two players, or two teams): its network has
/// one output; other games have one per seat ([`outputs_for`]).
pub fn is_two_sided(game: &Game) -> bool {
    let first = game.team_of(0);
    let other = (0..game.seats())
        .map(|s| game.team_of(s))
        .find(|&t| t != first);
    other.is_some_and(|o| (0..game.seats()).all(|s| [first, o].contains(&game.team_of(s))))
}

/// The number of outputs of a game's network: 1 in a game of two sides (the chance
/// that side 0 wins), else one per seat (each seat's expected share of the points).
pub fn outputs_for(game: &Game) -> usize {
    if is_two_sided(game) {
        1
    } else {
        game.seats() as usize
    }
}

/// A position as the network's input vector (module docs). Built once per game.
#[derive(Clone, Debug)]
pub struct Encoder {
    seats: usize,
    /// The network's outputs for this game ([`outputs_for`]).
    outputs: usize,
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
    /// The encoder of a game; an error says why a game is not covered (a game of
    /// sides that are neither two nor one per seat, which no preset has).
    pub fn new(game: &Game) -> Result<Encoder, String> {
        let outputs = outputs_for(game);
        if outputs > MAX_OUTPUTS
            || (outputs > 1
                && (0..game.seats()).any(|a| (0..a).any(|b| game.team_of(a) == game.team_of(b))))
        {
            return Err(format!(
                "{} with these options has sides of several seats that are not two teams; the network needs two sides or every seat alone",
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
            outputs,
            places: game.track().finish as usize + 1,
            values,
            heuristic: Evaluator::new(game, Weights::default()),
            whole,
        })
    }

    /// The number of the network's outputs ([`outputs_for`]).
    pub fn outputs(&self) -> usize {
        self.outputs
    }

    /// The first input of the hand-written evaluation's per-seat scores.
    fn scores(&self) -> usize {
        self.seats * (self.places + 1) + self.seats + self.values.len()
    }

    /// The weight of seat `seat`'s score input in output `k`'s measure: in a game of
    /// two sides `+1` for side 0's seats and `−1` for side 1's; with a seat per output
    /// `+1` for the output's own seat and `−1/(n − 1)` for each other (its score
    /// against the mean of its opponents').
    fn score_sign(&self, game: &Game, k: usize, seat: usize) -> f32 {
        if self.outputs == 1 {
            if side_of(game, seat as u8) == 0 {
                1.0
            } else {
                -1.0
            }
        } else if seat == k {
            1.0
        } else {
            -1.0 / (self.seats as f32 - 1.0)
        }
    }

    /// The length of the input vector.
    pub fn inputs(&self) -> usize {
        // Per seat: a count per place and its fool flag; the seat to move; kept values;
        // per seat, the hand-written evaluation's score.
        self.seats * (self.places + 1) + self.seats + self.values.len() + self.seats
    }

    /// Set hidden unit `k` of `net` to output `k`'s difference of heuristic scores
    /// (two sides: side 0's minus side 1's; a seat per output: the seat's minus the
    /// mean of the others') and output `k` mostly to that unit ([`Init::Heuristic`]):
    /// the hidden unit is `sigmoid(a·d)` of the score inputs (scaled by the whole way
    /// `w`, so `a·d` is the difference in steps over 160), nearly linear where
    /// games are decided; the output `sigmoid(16·(h − ½))` is then about the logistic
    /// of the difference over 40 steps, the heuristic's own scale
    /// ([`Weights::scale`]). The other hidden units keep their random first-layer
    /// weights with output weights ten times smaller. Needs as many hidden units as
    /// outputs (units beyond the hidden layer are left out).
    pub fn warm_start(&self, game: &Game, net: &mut Network) {
        let n = net.hidden;
        let scores = self.scores();
        let scale = Weights::default().scale;
        let a = (self.whole / (4.0 * scale)) as f32;
        for w in &mut net.w2 {
            *w *= 0.1;
        }
        for k in 0..net.outputs.min(n) {
            for i in 0..net.inputs {
                net.w1[i * n + k] = 0.0;
            }
            for seat in 0..self.seats {
                net.w1[(scores + seat) * n + k] = self.score_sign(game, k, seat) * a;
            }
            net.b1[k] = 0.0;
            net.w2[k * n + k] = 16.0;
            net.b2[k] = -8.0;
        }
    }

    /// Put the hand-written evaluation into `net`'s fixed weights ([`Init::Residual`]):
    /// the skip weight of each seat's score input in output `k` is `±w / scale` (two
    /// sides: `+` for side 0's seats; a seat per output: `+` for the output's seat,
    /// `−1/(n − 1)` of it for each other), so that the fixed part of the output's sum
    /// is the score difference in steps over the evaluation's scale
    /// ([`Weights::scale`]), the heuristic's own logistic (against the mean of the
    /// opponents with more than two seats); the hidden layer keeps its random
    /// first-layer weights and gets output weights 0, so the untrained network is
    /// exactly that logistic (clamped scores aside).
    pub fn residual_start(&self, game: &Game, net: &mut Network) {
        let scores = self.scores();
        let a = (self.whole / Weights::default().scale) as f32;
        net.skip = vec![0.0; net.inputs * net.outputs];
        for k in 0..net.outputs {
            for seat in 0..self.seats {
                net.skip[k * net.inputs + scores + seat] = self.score_sign(game, k, seat) * a;
            }
        }
        net.w2.fill(0.0);
        net.b2.fill(0.0);
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
        let scores = self.scores();
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
/// input `i` to the hidden units are `w1[i * hidden .. (i + 1) * hidden]`; `w2` and
/// `skip` are output-major: output `k`'s weights from the hidden units are
/// `w2[k * hidden .. (k + 1) * hidden]`, from the inputs `skip[k * inputs ..]`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Network {
    pub inputs: usize,
    pub hidden: usize,
    /// The number of outputs ([`outputs_for`]; files before it: 1).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub outputs: usize,
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    pub w2: Vec<f32>,
    /// The outputs' biases (a single number in the file when there is one output,
    /// as in files before several outputs).
    #[serde(with = "biases")]
    pub b2: Vec<f32>,
    /// Fixed weights from the inputs straight to the outputs' sums, never trained
    /// (empty: none; [`Init::Residual`] puts the hand-written evaluation here, so the
    /// hidden layer learns a correction to it that no step can take away).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip: Vec<f32>,
}

fn one() -> usize {
    1
}

fn is_one(n: &usize) -> bool {
    *n == 1
}

/// The output biases in a file: one number, or a list of them.
mod biases {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OneOrMany {
        One(f32),
        Many(Vec<f32>),
    }

    pub fn serialize<S: Serializer>(b: &[f32], s: S) -> Result<S::Ok, S::Error> {
        match b {
            [x] => x.serialize(s),
            _ => b.serialize(s),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f32>, D::Error> {
        Ok(match OneOrMany::deserialize(d)? {
            OneOrMany::One(x) => vec![x],
            OneOrMany::Many(v) => v,
        })
    }
}

impl Network {
    /// Small random weights from `seed` (uniform in ±0.1; the output's in ±0.1 too),
    /// one output.
    pub fn new(inputs: usize, hidden: usize, seed: u64) -> Network {
        Network::with_outputs(inputs, hidden, 1, seed)
    }

    /// As [`Network::new`] with `outputs` outputs (1 to [`MAX_OUTPUTS`]).
    pub fn with_outputs(inputs: usize, hidden: usize, outputs: usize, seed: u64) -> Network {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let outputs = outputs.clamp(1, MAX_OUTPUTS);
        let mut rng = seeded_rng(seed, u64::MAX);
        let mut w = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| ((rng.next_u32() as f64 / u32::MAX as f64) * 0.2 - 0.1) as f32)
                .collect()
        };
        Network {
            inputs,
            hidden,
            outputs,
            w1: w(inputs * hidden),
            b1: vec![0.0; hidden],
            w2: w(hidden * outputs),
            b2: vec![0.0; outputs],
            skip: Vec::new(),
        }
    }

    /// The number of weights (the gradient's length).
    pub fn params(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.b2.len()
    }

    /// Whether the sizes agree with each other (a file's check).
    pub fn sizes_agree(&self) -> bool {
        self.hidden > 0
            && self.hidden <= MAX_HIDDEN
            && (1..=MAX_OUTPUTS).contains(&self.outputs)
            && self.w1.len() == self.inputs * self.hidden
            && self.b1.len() == self.hidden
            && self.w2.len() == self.hidden * self.outputs
            && self.b2.len() == self.outputs
            && (self.skip.is_empty() || self.skip.len() == self.inputs * self.outputs)
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

    /// Output `k`'s sum before its sigmoid, from the hidden units `h`.
    fn output_sum(&self, x: &[f32], h: &[f32; MAX_HIDDEN], k: usize) -> f32 {
        let n = self.hidden;
        let skipped: f32 = if self.skip.is_empty() {
            0.0
        } else {
            self.skip[k * self.inputs..(k + 1) * self.inputs]
                .iter()
                .zip(x)
                .map(|(w, xi)| w * xi)
                .sum()
        };
        self.b2[k]
            + skipped
            + h[..n]
                .iter()
                .zip(&self.w2[k * n..(k + 1) * n])
                .map(|(a, b)| a * b)
                .sum::<f32>()
    }

    /// Output 0 for input `x`: in a game of two sides the chance that side 0 wins.
    /// No allocation.
    pub fn value(&self, x: &[f32]) -> f32 {
        let mut h = [0.0f32; MAX_HIDDEN];
        self.hidden_units(x, &mut h);
        sigmoid(self.output_sum(x, &h, 0))
    }

    /// Every output for input `x`, into `out[..outputs]`. No allocation.
    pub fn values(&self, x: &[f32], out: &mut [f32; MAX_OUTPUTS]) {
        let mut h = [0.0f32; MAX_HIDDEN];
        self.hidden_units(x, &mut h);
        for (k, o) in out.iter_mut().enumerate().take(self.outputs) {
            *o = sigmoid(self.output_sum(x, &h, k));
        }
    }

    /// Output 0, and its gradient with respect to every weight (in the order w1, b1,
    /// w2, b2; `grad` of length [`Network::params`]) added to `grad` times `scale`.
    /// No allocation.
    pub fn value_and_grad(&self, x: &[f32], grad: &mut [f32], scale: f32) -> f32 {
        let mut out = [0.0f32; MAX_OUTPUTS];
        self.values_and_grads(x, &mut out, grad, scale);
        out[0]
    }

    /// Every output, and each output `k`'s gradient added to the `k`-th
    /// [`Network::params`]-long part of `grads` times `scale` (as
    /// [`Network::value_and_grad`]; outputs beyond `grads`' parts get no gradient).
    /// No allocation.
    pub fn values_and_grads(
        &self,
        x: &[f32],
        out: &mut [f32; MAX_OUTPUTS],
        grads: &mut [f32],
        scale: f32,
    ) {
        let params = self.params();
        let mut h = [0.0f32; MAX_HIDDEN];
        self.hidden_units(x, &mut h);
        let n = self.hidden;
        let mut dh = [0.0f32; MAX_HIDDEN];
        for (k, o) in out.iter_mut().enumerate().take(self.outputs) {
            *o = sigmoid(self.output_sum(x, &h, k));
        }
        let w1 = self.w1.len();
        for (k, grad) in grads.chunks_mut(params).enumerate().take(self.outputs) {
            let y = out[k];
            let dy = y * (1.0 - y) * scale;
            let (g1, rest) = grad.split_at_mut(w1);
            let (gb1, rest) = rest.split_at_mut(n);
            let (gw2, gb2) = rest.split_at_mut(n * self.outputs);
            let w2 = &self.w2[k * n..(k + 1) * n];
            for j in 0..n {
                gw2[k * n + j] += dy * h[j];
                let d = dy * w2[j] * h[j] * (1.0 - h[j]);
                gb1[j] += d;
                dh[j] = d;
            }
            gb2[k] += dy;
            for (i, &xi) in x.iter().enumerate() {
                if xi != 0.0 {
                    for (g, &d) in g1[i * n..(i + 1) * n].iter_mut().zip(&dh[..n]) {
                        *g += xi * d;
                    }
                }
            }
        }
    }

    /// Add `step` times `delta` (in the order of [`Network::params`]) to the weights.
    fn apply(&mut self, delta: &[f32], step: f32) {
        let (d1, rest) = delta.split_at(self.w1.len());
        let (db1, rest) = rest.split_at(self.hidden);
        let (dw2, db2) = rest.split_at(self.w2.len());
        for (w, d) in self.w1.iter_mut().zip(d1) {
            *w += step * d;
        }
        for (w, d) in self.b1.iter_mut().zip(db1) {
            *w += step * d;
        }
        for (w, d) in self.w2.iter_mut().zip(dw2) {
            *w += step * d;
        }
        for (w, d) in self.b2.iter_mut().zip(db2) {
            *w += step * d;
        }
    }
}

/// A game and its network, ready to evaluate positions.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub encoder: Encoder,
    pub net: Network,
}

impl Evaluation {
    /// The network's chance that `seat`'s side wins from `s` (with a seat per output,
    /// the seat's expected share of the points); exact when the game is over. `buf`
    /// is scratch space of length [`Encoder::inputs`].
    pub fn win_chance(&self, game: &Game, s: &State, seat: u8, buf: &mut [f32]) -> f64 {
        if self.encoder.outputs > 1 {
            return self.seat_values(game, s, buf)[usize::from(seat)];
        }
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

    /// Every seat's chance (or share, as [`Evaluation::win_chance`]) from `s`, with
    /// one evaluation of the network. `buf` as above.
    pub fn seat_values(&self, game: &Game, s: &State, buf: &mut [f32]) -> [f64; 4] {
        if game.is_terminal(s) {
            return terminal_values(game, s);
        }
        self.encoder.encode(game, s, buf);
        let mut v = [0.0; 4];
        if self.encoder.outputs == 1 {
            let p0 = f64::from(self.net.value(buf));
            for (seat, x) in v.iter_mut().enumerate().take(game.seats() as usize) {
                *x = if side_of(game, seat as u8) == 0 {
                    p0
                } else {
                    1.0 - p0
                };
            }
        } else {
            let mut out = [0.0f32; MAX_OUTPUTS];
            self.net.values(buf, &mut out);
            for (x, &o) in v.iter_mut().zip(&out).take(self.encoder.outputs) {
                *x = f64::from(o);
            }
        }
        v
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
        let mut net =
            Network::with_outputs(encoder.inputs(), hidden, encoder.outputs(), settings.seed);
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
/// be scaled by α) and its number of decisions. With several outputs each has its
/// own trace and error (TD-Gammon's way), their updates summed.
fn self_play(
    game: &Game,
    eval: &Evaluation,
    settings: TrainSettings,
    index: u64,
) -> (Vec<f32>, u64) {
    let params = eval.net.params();
    let k = eval.net.outputs;
    let mut traces = vec![0.0f32; params * k];
    let mut delta = vec![0.0f32; params];
    let mut grads = vec![0.0f32; params * k];
    let mut buf = vec![0.0f32; eval.encoder.inputs()];
    let mut dice = seeded_rng(settings.seed, index);
    // Ties among equal moves: a stream of its own, so that the dice do not depend on them.
    let mut ties = seeded_rng(settings.seed ^ 0x7469_6573, index);
    let mut s = game.initial_state();
    let mut prev: Option<[f32; MAX_OUTPUTS]> = None;
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
        // The afterstate x_t: per output, δ = V(x_t) − V(x_{t−1}) updates along the
        // trace of the steps before (Δ += δ e), then e ← λe + ∇V(x_t).
        eval.encoder.encode(game, &s, &mut buf);
        grads.fill(0.0);
        let mut v = [0.0f32; MAX_OUTPUTS];
        eval.net.values_and_grads(&buf, &mut v, &mut grads, 1.0);
        if let Some(p) = prev {
            for (o, trace) in traces.chunks(params).enumerate() {
                let d = v[o] - p[o];
                for (acc, e) in delta.iter_mut().zip(trace) {
                    *acc += d * e;
                }
            }
        }
        for (e, g) in traces.iter_mut().zip(&grads) {
            *e = settings.lambda * *e + g;
        }
        prev = Some(v);
    }
    if let Some(p) = prev {
        let z = if game.is_terminal(&s) {
            terminal_values(game, &s)
        } else {
            [0.5; 4]
        };
        for (o, trace) in traces.chunks(params).enumerate() {
            let d = z[o] as f32 - p[o];
            for (acc, e) in delta.iter_mut().zip(trace) {
                *acc += d * e;
            }
        }
    }
    (delta, decisions)
}

/// The result of [`play_match`]: the network's share of the points and its 95%
/// interval over deals (a deal is the games on the same dice with the network on
/// each side in turn: two in a game of two sides, one per seat with every seat
/// alone; the unit of independence). With three or four players the share is the
/// network's seat's points (the fraction of the other seats it finishes ahead of),
/// a tournament's pairwise comparisons: 50% is even there too.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct MatchResult {
    pub games: u64,
    pub deals: u64,
    pub share: f64,
    pub low: f64,
    pub high: f64,
}

/// Play `deals` deals of the network's 1-ply policy against the bot `opponent` (a
/// [`crate::make_bot`] specification) on every other seat; deal `d`'s dice come from
/// `seeded_rng(seed, d)`, the network on side 0 in its first game, side 1 in the
/// second (and so on, a seat per side when every seat is alone). In parallel over
/// deals; the result does not depend on the threads.
pub fn play_match(
    game: &Game,
    eval: &Evaluation,
    opponent: &str,
    deals: u64,
    seed: u64,
) -> Result<MatchResult, String> {
    crate::make_bot(opponent, 0)?;
    let sides = if eval.encoder.outputs() == 1 {
        2
    } else {
        usize::from(game.seats())
    };
    let scores: Vec<f64> = (0..deals)
        .into_par_iter()
        .map(|d| {
            let mut sum = 0.0;
            for net_side in 0..sides {
                // Game `net_side` of deal `d`: its own number, so that no two games of
                // the match share the opponent's or the ties' seed (with two sides the
                // numbering of before, `2d + side`).
                let game_no = d * sides as u64 + net_side as u64;
                let mut bot = crate::make_bot(opponent, seed ^ game_no).expect("checked above");
                let mut dice = seeded_rng(seed, d);
                let mut ties = seeded_rng(seed ^ 0x6e65_7473, game_no);
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
                    let a = if side_index(game, mover) == net_side {
                        net_seat = mover;
                        eval.greedy(game, &s, &mut ties, &mut buf)
                    } else {
                        bot.choose(game, &s, crate::Budget::Auto)
                    };
                    game.play_unchecked(&mut s, a);
                }
                if side_index(game, net_seat) != net_side {
                    // The network never moved: any seat of its side.
                    net_seat = (0..game.seats())
                        .find(|&x| side_index(game, x) == net_side)
                        .unwrap_or(0);
                }
                sum += if game.is_terminal(&s) {
                    terminal_values(game, &s)[net_seat as usize]
                } else {
                    0.5
                };
            }
            sum / sides as f64
        })
        .collect();
    let n = scores.len().max(1) as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    Ok(MatchResult {
        games: sides as u64 * deals,
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
        if !f.network.sizes_agree() {
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
        if encoder.inputs() != self.network.inputs || encoder.outputs() != self.network.outputs {
            return Err("the network's inputs or outputs do not match this game's encoding".into());
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
