//! Profiling and equivalence helper for the hot path (docs/performance.md).
//!
//! - `prof play PRESET N`: N random playouts of a preset (for `valgrind --tool=callgrind`).
//! - `prof legal PRESET ROUNDS`: `legal_actions_into` + `play_unchecked` on 1000 typical
//!   positions (as `pachisi bench`: decision states every 7th decision after the first
//!   40 of random games from seed 42), ROUNDS times; prints the nanoseconds per move.
//! - `prof list PRESET ROUNDS`: `legal_actions_into` alone on the same positions.
//! - `prof hash [N]`: a digest of N random games per preset and per option set: every
//!   legal list, every chosen action and the observable state after each step. A
//!   behaviour-preserving change to the engine must print the same digests (compare
//!   digests made with the same Rust toolchain: they use `DefaultHasher`).
use pachisi_core::*;
use rand_core::Rng;
use std::hash::{DefaultHasher, Hash, Hasher};

include!("../tests/golden/option_sets.rs");

fn digest(g: &Game, n: u64) -> u64 {
    let mut h = DefaultHasher::new();
    let mut legal = ActionList::new();
    for i in 0..n {
        let mut rng = seeded_rng(3, i);
        let mut s = g.initial_state();
        // Odd games go through the `_listing` calls, checking their lists.
        let listing = i % 2 == 1;
        let mut listed = false;
        let mut check = ActionList::new();
        while !g.is_terminal(&s) {
            if g.is_chance(&s) {
                let o = g.sample_chance(&s, &mut rng);
                if listing {
                    listed = g.apply_chance_unchecked_listing(&mut s, o, &mut legal);
                } else {
                    g.apply_chance_unchecked(&mut s, o);
                }
            } else {
                if listed {
                    g.legal_actions_into(&s, &mut check);
                    assert_eq!(check.as_slice(), legal.as_slice());
                } else {
                    g.legal_actions_into(&s, &mut legal);
                }
                listed = false;
                for a in legal.iter() {
                    a.to_id().hash(&mut h);
                }
                let a = legal[(rng.next_u32() as usize) % legal.len()];
                if i % 8 == 0 {
                    // The checked path too.
                    assert!(g.is_legal(&s, a));
                    g.play(&mut s, a).unwrap();
                } else if listing {
                    listed = g.play_unchecked_listing(&mut s, a, &mut legal);
                    if !listed {
                        // Not a decision, or no move: nothing listed.
                        g.legal_actions_into(&s, &mut check);
                        assert!(s.phase() != Phase::Move || check.is_empty());
                    }
                } else {
                    g.play_unchecked(&mut s, a);
                }
            }
            for seat in 0..g.seats() {
                for p in 0..PIECES as u8 {
                    s.raw_pos(seat, p).hash(&mut h);
                }
                s.captures(seat).hash(&mut h);
            }
            (s.phase(), s.turn(), s.mover(), s.kept(), s.turn_number()).hash(&mut h);
            (s.ranking(), s.counters()).hash(&mut h);
        }
        g.outcome(&s).unwrap().winning_team.hash(&mut h);
    }
    h.finish()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") => {
            let g = Game::new(Variant::from_name(&args[1], &[]).unwrap()).unwrap();
            let n: u64 = args[2].parse().unwrap();
            let mut moves = 0u64;
            for i in 0..n {
                let mut rng = seeded_rng(1, i);
                moves += random_playout(&g, &mut rng).counters().moves as u64;
            }
            println!("{moves}");
        }
        Some("legal") => {
            let g = Game::new(Variant::from_name(&args[1], &[]).unwrap()).unwrap();
            let rounds: usize = args[2].parse().unwrap();
            let positions = typical_positions(&g, 1000);
            let mut legal = ActionList::new();
            // As `pachisi bench`: action `k % len` on position `k`, chosen untimed.
            let choice = typical_choices(&g, &positions);
            let mut sink = 0u64;
            let t0 = std::time::Instant::now();
            for _ in 0..rounds {
                for (p, &c) in positions.iter().zip(&choice) {
                    let mut s = *p;
                    g.legal_actions_into(&s, &mut legal);
                    let a = legal[c];
                    g.play_unchecked(&mut s, a);
                    sink += s.counters().moves as u64;
                }
            }
            let ns = t0.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64;
            println!("{ns:.1} ns per legal+apply ({sink})");
        }
        Some("list") => {
            // `legal_actions_into` alone on the same positions (no apply).
            let g = Game::new(Variant::from_name(&args[1], &[]).unwrap()).unwrap();
            let rounds: usize = args[2].parse().unwrap();
            let positions = typical_positions(&g, 1000);
            let mut legal = ActionList::new();
            let mut sink = 0u64;
            for _ in 0..rounds {
                for p in &positions {
                    g.legal_actions_into(p, &mut legal);
                    sink += legal.len() as u64;
                }
            }
            println!("{sink}");
        }
        Some("hash") => {
            let n: u64 = args.get(1).map_or(200, |a| a.parse().unwrap());
            // The preset's defaults, then every option set of the golden test.
            let sets: Vec<&[&str]> = std::iter::once(&[][..])
                .chain(SETS.iter().copied())
                .collect();
            for p in Preset::ALL {
                for set in &sets {
                    let settings: Vec<String> = set.iter().map(|s| s.to_string()).collect();
                    let Ok(v) = Variant::from_name(&p.to_string(), &settings) else {
                        println!("{p} {set:?}: invalid");
                        continue;
                    };
                    let Ok(g) = Game::new(v) else {
                        println!("{p} {set:?}: invalid");
                        continue;
                    };
                    println!("{p} {set:?}: {:016x}", digest(&g, n));
                }
            }
        }
        _ => eprintln!("usage: prof play PRESET N | prof hash [N]"),
    }
}
