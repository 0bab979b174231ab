//! Records that start from a position (docs/records.md, "Starting from a position").

use pachisi_core::{Game, Preset, Record, Variant, seeded_rng};

fn mid_game(preset: Preset, events: usize, seed: u64) -> (Game, pachisi_core::State) {
    let game = Game::new(Variant::preset(preset)).unwrap();
    let mut rng = seeded_rng(seed, 0);
    let mut s = game.initial_state();
    for _ in 0..events {
        if game.is_chance(&s) {
            let o = game.sample_chance(&s, &mut rng);
            game.apply_chance_unchecked(&mut s, o);
        } else {
            let l = game.legal_actions(&s);
            game.play_unchecked(&mut s, l[(rng.next_u32() as usize) % l.len()]);
        }
    }
    (game, s)
}

use rand_core::Rng;

#[test]
fn a_record_from_a_position_replays_to_the_same_end() {
    for preset in Preset::ALL {
        let (game, start) = mid_game(preset, 60, 7);
        assert!(!game.is_terminal(&start));
        let mut rec = Record::starting_at(&game, &start, None);
        assert!(rec.start.is_some());
        let mut rng = seeded_rng(8, 0);
        let mut s = start;
        while !game.is_terminal(&s) {
            let ev = if game.is_chance(&s) {
                let o = game.sample_chance(&s, &mut rng);
                game.throw_event(&s, o)
            } else {
                let l = game.legal_actions(&s);
                game.action_event(&s, l[0])
            };
            game.apply_event(&mut s, &ev).unwrap();
            rec.events.push(ev);
        }
        rec.result = game.outcome(&s);
        // Through its text form, too.
        let back = Record::parse(&rec.to_json()).unwrap();
        let (_, end) = back.replay().unwrap();
        // The same position and result (statistics counters are not part of a
        // position, so they start from zero in the replay).
        assert_eq!(game.to_position(&end), game.to_position(&s), "{preset:?}");
        assert_eq!(game.outcome(&end), game.outcome(&s));
        // Without its start the same events do not replay.
        let mut bare = back.clone();
        bare.start = None;
        assert!(bare.replay().is_err(), "{preset:?}");
    }
}

#[test]
fn a_start_of_another_variant_is_refused() {
    let (game, start) = mid_game(Preset::Chopat, 30, 1);
    let mut rec = Record::starting_at(&game, &start, None);
    rec.variant = "pachisi".into();
    let e = rec.replay().unwrap_err().to_string();
    assert!(e.contains("start position"), "{e}");
    // At the very start no position is written.
    let game = Game::new(Variant::preset(Preset::Chaupar)).unwrap();
    assert!(
        Record::starting_at(&game, &game.initial_state(), None)
            .start
            .is_none()
    );
}
