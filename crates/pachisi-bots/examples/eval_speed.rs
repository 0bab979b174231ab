//! Speed of the hand-written evaluation and of heuristic playouts (the rollouts of a
//! game review), with a checksum of every result, so that two builds can be compared
//! side by side in one run and shown to give the very same numbers.
//!
//! `cargo run --release -p pachisi-bots --example eval_speed -- [VARIANT...] [--games N]`
//!
//! Defaults: `pachisi chopat chaupar pachisi-seven barjis ludo` with two players, 200
//! games. For each variant it plays `N` games of the `heuristic` bot against itself
//! from a fixed seed (one thread), timing them; then it times `seat_scores` on every
//! position of those games. It prints the time per game and per evaluation, and a
//! checksum of the winners, the game lengths and the evaluations' bits.

use pachisi_bots::{Budget, Evaluator, Weights, make_bot};
use pachisi_core::{Game, Preset, State, Variant, seeded_rng};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut names = vec![];
    let mut games = 200u32;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--games" {
            games = it.next().and_then(|g| g.parse().ok()).expect("--games N");
        } else {
            names.push(a.clone());
        }
    }
    if names.is_empty() {
        names = [
            "pachisi",
            "chopat",
            "chaupar",
            "pachisi-seven",
            "barjis",
            "ludo",
        ]
        .map(String::from)
        .to_vec();
    }
    for name in names {
        let preset = Preset::parse(&name).expect("a preset");
        let mut variant = Variant::preset(preset);
        variant.options.set("players", "2").expect("players=2");
        let game = Game::new(variant).expect("a valid variant");
        let mut bot = make_bot("heuristic", 7).expect("heuristic");
        let mut rng = seeded_rng(11, 0);
        let mut positions: Vec<State> = vec![];
        let mut sum = 0u64;
        let t0 = Instant::now();
        for _ in 0..games {
            let mut s = game.initial_state();
            let mut n = 0u64;
            while !game.is_terminal(&s) {
                if game.is_chance(&s) {
                    let o = game.sample_chance(&s, &mut rng);
                    game.apply_chance_unchecked(&mut s, o);
                } else {
                    let a = bot.choose(&game, &s, Budget::default());
                    game.play_unchecked(&mut s, a);
                    if n.is_multiple_of(7) && positions.len() < 200_000 {
                        positions.push(s);
                    }
                }
                n += 1;
            }
            sum = sum.wrapping_mul(31).wrapping_add(n);
            if let Some(w) = game.outcome(&s).and_then(|o| o.winning_team) {
                sum = sum.wrapping_mul(31).wrapping_add(w as u64);
            }
        }
        let play = t0.elapsed().as_secs_f64();
        let ev = Evaluator::new(&game, Weights::default());
        let mut bits = 0u64;
        let t1 = Instant::now();
        let reps = 5;
        for _ in 0..reps {
            for s in &positions {
                for v in ev.seat_scores(&game, s) {
                    bits = bits.rotate_left(5) ^ v.to_bits();
                }
            }
        }
        let eval = t1.elapsed().as_secs_f64();
        println!(
            "{name:14} {:8.1} µs/game  {:7.1} ns/eval ({} positions)  games {sum:016x}  evals {bits:016x}",
            play * 1e6 / games as f64,
            eval * 1e9 / (reps as f64 * positions.len() as f64),
            positions.len()
        );
    }
}
