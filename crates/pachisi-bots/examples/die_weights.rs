//! Compare one-ply heuristics with different one-die evaluation weights (Ludo), in
//! duplicate-dice two-sided games: every deal is played twice with the seats swapped.
//!
//! `cargo run --release -p pachisi-bots --example die_weights -- VARIANT GAMES SEED A B [--set key=value]...`
//!
//! A and B are `generic` (the Indian games' evaluation, as before the one-die one),
//! `default` (the one-die evaluation with `DieWeights::default()`), seven numbers
//! `entered,home,home_column,safe,block,danger,danger_next`, or `w:` and five numbers
//! `entered,home,danger,danger_next,capture` (Yut Nori's `YutWeights`). With `players = 4` side A
//! plays seat 0 against three B. Prints A's score share (wins, ties as half).

use pachisi_bots::bots::greedy_action;
use pachisi_bots::{DieWeights, Evaluator, Weights, YutWeights};
use pachisi_core::{Game, Variant, seeded_rng};

fn evaluator(game: &Game, spec: &str) -> Evaluator {
    match spec {
        "generic" => Evaluator::generic(game, Weights::default()),
        "default" => Evaluator::new(game, Weights::default()),
        // `w:entered,home,danger,danger_next,capture`: Yut Nori's weights
        // (`YutWeights`).
        _ if spec.starts_with("w:") => {
            let v: Vec<f64> = spec[2..]
                .split(',')
                .map(|x| x.parse().expect("number"))
                .collect();
            assert_eq!(v.len(), 5, "five weights");
            let yw = YutWeights {
                entered: v[0],
                home: v[1],
                danger: v[2],
                danger_next: v[3],
                capture: v[4],
            };
            Evaluator::with_yut_weights(game, Weights::default(), yw)
        }
        _ => {
            let v: Vec<f64> = spec
                .split(',')
                .map(|x| x.parse().expect("number"))
                .collect();
            assert_eq!(v.len(), 7, "seven weights");
            let dw = DieWeights {
                entered: v[0],
                home: v[1],
                home_column: v[2],
                safe: v[3],
                block: v[4],
                danger: v[5],
                danger_next: v[6],
            };
            Evaluator::with_die_weights(game, Weights::default(), dw)
        }
    }
}

/// Plays one game; `side[seat]` says which evaluator (0 = A, 1 = B) a seat uses.
/// Returns the winner's side.
fn play(game: &Game, evs: &[Evaluator; 2], side: &[usize], seed: u64, deal: u64) -> usize {
    let mut dice = seeded_rng(seed, deal);
    let mut rng = seeded_rng(seed ^ 0x5EED, deal);
    let mut s = game.initial_state();
    while !game.is_terminal(&s) {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut dice);
            game.apply_chance_unchecked(&mut s, o);
        } else {
            let m = s.mover() as usize;
            let a = greedy_action(game, &evs[side[m]], &s, &mut rng);
            game.play_unchecked(&mut s, a);
        }
    }
    let winner = game.outcome(&s).expect("over").ranking[0] as usize;
    side[winner]
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
        rest.len() == 5,
        "usage: die_weights VARIANT GAMES SEED A B [--set k=v]..."
    );
    let variant = Variant::from_name(&rest[0], &sets).expect("variant");
    let game = Game::new(variant).expect("game");
    let games: u64 = rest[1].parse().expect("games");
    let seed: u64 = rest[2].parse().expect("seed");
    let evs = [evaluator(&game, &rest[3]), evaluator(&game, &rest[4])];
    let n = game.seats() as usize;
    let t = std::time::Instant::now();
    let mut a_wins = 0u64;
    let mut played = 0u64;
    for deal in 0..games.div_ceil(2) {
        for rot in 0..2 {
            // rot 0: A in seat 0; rot 1: A in the last seat.
            let mut side = vec![1usize; n];
            side[if rot == 0 { 0 } else { n - 1 }] = 0;
            if n == 2 && rot == 1 {
                side = vec![1, 0];
            }
            if play(&game, &evs, &side, seed, deal) == 0 {
                a_wins += 1;
            }
            played += 1;
        }
    }
    let p = a_wins as f64 / played as f64;
    // Wilson 95 % interval
    let z = 1.96f64;
    let nn = played as f64;
    let c = (p + z * z / (2.0 * nn)) / (1.0 + z * z / nn);
    let h = z * (p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)).sqrt() / (1.0 + z * z / nn);
    println!(
        "{} vs {}: A {:.1}% of {} games [{:.1}%, {:.1}%] ({:.1} s)",
        rest[3],
        rest[4],
        100.0 * p,
        played,
        100.0 * (c - h),
        100.0 * (c + h),
        t.elapsed().as_secs_f64()
    );
}
