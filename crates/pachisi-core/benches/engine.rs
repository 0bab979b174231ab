//! Criterion benchmarks of the engine hot path, per preset: legal move generation and
//! legal + apply on typical mid-game positions (reached by random play from a fixed
//! seed), and a whole random playout.
//!
//! `cargo bench -p pachisi-core --bench engine`

use criterion::{Criterion, criterion_group, criterion_main};
use pachisi_core::{ActionList, Game, Preset, State, Variant, random_playout, seeded_rng};
use rand_core::Rng;
use std::hint::black_box;

/// Decision states of random games from a fixed seed: every 7th decision after each
/// game's first 40 (the opening, when most pieces wait).
fn typical_positions(game: &Game, count: usize) -> Vec<State> {
    let mut out = Vec::with_capacity(count);
    let mut legal = ActionList::new();
    let mut g = 0;
    while out.len() < count && g < 10_000 {
        let mut rng = seeded_rng(42, g);
        g += 1;
        let mut s = game.initial_state();
        let mut decisions = 0u32;
        let mut next = 40;
        while !game.is_terminal(&s) && out.len() < count {
            if game.is_chance(&s) {
                let o = game.sample_chance(&mut rng);
                game.apply_chance_unchecked(&mut s, o);
            } else {
                if decisions == next {
                    out.push(s);
                    next += 7;
                }
                decisions += 1;
                game.legal_actions_into(&s, &mut legal);
                let a = legal[(rng.next_u32() as usize) % legal.len()];
                game.play_unchecked(&mut s, a);
            }
        }
    }
    out
}

fn engine(c: &mut Criterion) {
    for preset in Preset::ALL {
        let game = Game::new(Variant::preset(preset)).expect("preset is valid");
        let positions = typical_positions(&game, 256);
        let name = preset.name();

        c.bench_function(&format!("{name}/legal_actions (256 positions)"), |b| {
            let mut legal = ActionList::new();
            b.iter(|| {
                let mut n = 0;
                for s in &positions {
                    game.legal_actions_into(black_box(s), &mut legal);
                    n += legal.len();
                }
                n
            })
        });

        c.bench_function(
            &format!("{name}/legal_actions+apply (256 positions)"),
            |b| {
                let mut legal = ActionList::new();
                b.iter(|| {
                    let mut n = 0u32;
                    for (k, p) in positions.iter().enumerate() {
                        let mut s = *black_box(p);
                        game.legal_actions_into(&s, &mut legal);
                        game.play_unchecked(&mut s, legal[k % legal.len()]);
                        n = n.wrapping_add(s.counters().moves);
                    }
                    n
                })
            },
        );

        c.bench_function(&format!("{name}/random_playout"), |b| {
            let mut i = 0u64;
            b.iter(|| {
                let mut rng = seeded_rng(1, i);
                i += 1;
                random_playout(&game, &mut rng)
            })
        });
    }
}

criterion_group!(benches, engine);
criterion_main!(benches);
