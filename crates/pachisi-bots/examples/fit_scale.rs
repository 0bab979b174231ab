//! Fit the logistic scale that turns the heuristic's values into win chances
//! (`Weights::scale`, `Evaluator::win_chances`) to the outcomes of games.
//!
//! `cargo run --release -p pachisi-bots --example fit_scale -- VARIANT GAMES SEED [EPSILON] [--set key=value]...`
//!
//! Plays GAMES games in which every seat plays the one-ply heuristic (a random legal
//! action with probability EPSILON, default 0.2, so the positions are varied), and
//! records at every fourth decision each seat's value (`Evaluator::values`) with the
//! seat's result at the end: 1 for a win and 0 for a loss with two sides, the rank
//! score `(n − 1 − rank) / (n − 1)` without teams (what MCTS backs up). Prints the
//! scale that minimises the cross-entropy of `1 / (1 + exp(−v / scale))` against the
//! results, the cross-entropy there and at the current scale, and the same fit on each
//! half of the games (by deal parity: a quick check of how stable the figure is; the
//! unit of independence is the game).

use pachisi_bots::{Evaluator, Weights};
use pachisi_core::{Game, GameRng, Variant, seeded_rng};
use rand_core::Rng;

fn cross_entropy(data: &[(f64, f64)], scale: f64) -> f64 {
    let mut ce = 0.0;
    for &(v, y) in data {
        let p = (1.0 / (1.0 + (-v / scale).exp())).clamp(1e-12, 1.0 - 1e-12);
        ce -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    ce / data.len().max(1) as f64
}

/// The minimising scale by a grid over 1..10,000 (log-spaced) refined by golden
/// section; a fit at either end of the grid is said on standard error.
fn fit(data: &[(f64, f64)]) -> f64 {
    let grid: Vec<f64> = (0..=184).map(|i| 10f64.powf(i as f64 / 46.0)).collect();
    let best = grid
        .iter()
        .copied()
        .min_by(|a, b| cross_entropy(data, *a).total_cmp(&cross_entropy(data, *b)))
        .expect("grid");
    let (mut lo, mut hi) = (best / 1.06, best * 1.06);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if cross_entropy(data, a) < cross_entropy(data, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let s = (lo + hi) / 2.0;
    if s < grid[1] || s > grid[grid.len() - 2] {
        eprintln!("scale {s:.1} is at the end of the range searched: read it as a bound");
    }
    s
}

fn play(game: &Game, ev: &Evaluator, seed: u64, deal: u64, eps: f64, out: &mut Vec<(f64, f64)>) {
    let mut dice: GameRng = seeded_rng(seed, deal);
    let mut rng: GameRng = seeded_rng(seed ^ 0x5CA1E, deal);
    let mut s = game.initial_state();
    let mut seen: Vec<[f64; 4]> = vec![];
    let mut decisions = 0u32;
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            game.apply_chance_unchecked(&mut s, o);
            continue;
        }
        decisions += 1;
        if decisions.is_multiple_of(4) {
            seen.push(ev.values(game, &s));
        }
        let legal = game.legal_actions(&s);
        let a = if ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < eps {
            legal[(rng.next_u64() % legal.len() as u64) as usize]
        } else {
            pachisi_bots::bots::greedy_action(game, ev, &s, &mut rng)
        };
        game.play_unchecked(&mut s, a);
    }
    let result = pachisi_bots::eval::terminal_values(game, &s);
    for v in seen {
        for seat in 0..game.seats() as usize {
            out.push((v[seat], result[seat]));
        }
    }
}

fn main() {
    let mut sets = vec![];
    let mut rest = vec![];
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        if a == "--set" {
            sets.push(it.next().expect("--set needs key=value"));
        } else {
            rest.push(a);
        }
    }
    assert!(
        rest.len() == 3 || rest.len() == 4,
        "usage: fit_scale VARIANT GAMES SEED [EPSILON] [--set k=v]..."
    );
    let variant = Variant::from_name(&rest[0], &sets).expect("variant");
    let game = Game::new(variant).expect("game");
    let games: u64 = rest[1].parse().expect("games");
    let seed: u64 = rest[2].parse().expect("seed");
    let eps: f64 = rest.get(3).map_or(0.2, |e| e.parse().expect("epsilon"));
    let ev = Evaluator::new(&game, Weights::default());
    let t = std::time::Instant::now();
    let (mut even, mut odd) = (vec![], vec![]);
    for deal in 0..games {
        let out = if deal.is_multiple_of(2) {
            &mut even
        } else {
            &mut odd
        };
        play(&game, &ev, seed, deal, eps, out);
    }
    let mut all = even.clone();
    all.extend_from_slice(&odd);
    let now = Weights::default().scale;
    let best = fit(&all);
    println!(
        "{} ({} players), {} games, seed {}, epsilon {}: {} values; best scale {:.1} \
         (cross-entropy {:.4}; at the current {:.0}: {:.4}); halves {:.1} and {:.1} ({:.1} s)",
        rest[0],
        game.seats(),
        games,
        seed,
        eps,
        all.len(),
        best,
        cross_entropy(&all, best),
        now,
        cross_entropy(&all, now),
        fit(&even),
        fit(&odd),
        t.elapsed().as_secs_f64()
    );
}
