//! docs/security.md, "game length": whatever the throw odds (`mouth_up_p` at its
//! extremes included), one seat throws at most `MAX_THROWS_PER_PHASE` (24) times in
//! one throw phase, the start order takes at most `MAX_ORDER_ROUNDS` (20) rounds, and
//! a game ends within `Game::max_game_events()` events.

use pachisi_core::game::{MAX_ORDER_ROUNDS, MAX_THROWS_PER_PHASE};
use pachisi_core::{ActionList, Game, GameRng, Phase, Preset, Variant, seeded_rng};
use rand_core::Rng;

fn uniform(rng: &mut GameRng, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

/// What one random game used at most.
#[derive(Debug, Default)]
struct Used {
    events: u64,
    /// Most throws by one seat in one throw phase: throws in a row, in one turn,
    /// with no action between them (a new phase of the same turn, after a capture,
    /// needs an action).
    phase_throws: u64,
    /// Start-order throws (at most one a seat a round).
    order_throws: u64,
}

fn play(game: &Game, seed: u64) -> Used {
    let mut rng = seeded_rng(seed, 0);
    let mut s = game.initial_state();
    let mut legal = ActionList::new();
    let mut used = Used::default();
    let (mut run, mut turn) = (0u64, (s.turn_number(), s.turn()));
    while !game.is_terminal(&s) {
        used.events += 1;
        assert!(
            used.events <= game.max_game_events(),
            "not over after max_game_events() = {}",
            game.max_game_events()
        );
        if (s.turn_number(), s.turn()) != turn {
            (run, turn) = (0, (s.turn_number(), s.turn()));
        }
        if game.is_chance(&s) {
            if s.phase() == Phase::Order {
                used.order_throws += 1;
            } else {
                run += 1;
                used.phase_throws = used.phase_throws.max(run);
            }
            let o = game.sample_chance(&s, &mut rng);
            game.apply_chance(&mut s, o).unwrap();
        } else {
            run = 0;
            game.legal_actions_into(&s, &mut legal);
            game.play(&mut s, legal[uniform(&mut rng, legal.len())])
                .unwrap();
        }
    }
    used
}

#[test]
fn throw_phases_and_start_order_are_bounded_whatever_the_odds() {
    let odds = [
        "1e-300",
        "1e-16",
        "1e-10",
        "0.0001",
        "0.5",
        "0.9999",
        "0.99999999999",
        "0.9999999999999999", // 1 - 1e-16, the float nearest below 1
    ];
    let mut capped = 0;
    // Sorry! draws cards: no shells, and no other family's option (mouth_up_p);
    // Yut Nori's sticks have their own (stick_p, Y-STICKS).
    for preset in Preset::ALL.into_iter().filter(|&p| p != Preset::Sorry) {
        for p in odds {
            let mut v = Variant::preset(preset);
            let key = if matches!(preset, Preset::Yut | Preset::YutCulin) {
                "stick_p"
            } else {
                "mouth_up_p"
            };
            v.options.set(key, p).unwrap();
            // Games that last out max_turns under extreme odds: keep them short.
            v.options.set("max_turns", "400").unwrap();
            let game = Game::new(v).unwrap();
            for seed in 0..4 {
                let what = format!("{preset} mouth_up_p={p} seed {seed}");
                let used = play(&game, seed);
                assert!(
                    used.phase_throws <= MAX_THROWS_PER_PHASE as u64,
                    "{what}: {used:?}"
                );
                assert!(
                    used.order_throws <= MAX_ORDER_ROUNDS as u64 * game.seats() as u64,
                    "{what}: {used:?}"
                );
                capped += (used.phase_throws == MAX_THROWS_PER_PHASE as u64) as u32;
            }
        }
    }
    // The cap is reached (go-on values thrown for ever), and holds.
    assert!(capped > 0);
}
