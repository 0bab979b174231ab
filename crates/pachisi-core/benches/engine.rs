//! Criterion benchmarks of the engine hot path, per preset: legal move generation and
//! legal + apply on typical mid-game positions (reached by random play from a fixed
//! seed), and a whole random playout.
//!
//! `cargo bench -p pachisi-core --bench engine`

use criterion::{Criterion, criterion_group, criterion_main};
use pachisi_core::{
    ActionList, Game, Preset, Variant, random_playout, seeded_rng, typical_choices,
    typical_positions,
};
use std::hint::black_box;

fn engine(c: &mut Criterion) {
    for preset in Preset::ALL {
        let game = Game::new(Variant::preset(preset)).expect("preset is valid");
        let positions = typical_positions(&game, 256);
        let choices = typical_choices(&game, &positions);
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
                    for (p, &c) in positions.iter().zip(&choices) {
                        let mut s = *black_box(p);
                        game.legal_actions_into(&s, &mut legal);
                        game.play_unchecked(&mut s, legal[c]);
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
