//! Exact endgames (docs/endgames.md): a hand-solved position, the key, the file, a
//! Monte Carlo check of the exact policy, and the bots' use of the tables.

use pachisi_bots::endgame::{RaceSpace, Table};
use pachisi_core::{Game, Phase, Preset, State, Variant, seeded_rng};

fn two_player(p: Preset) -> Game {
    let mut v = Variant::preset(p);
    v.options.set_pair("players=2").unwrap();
    v.options.validate().unwrap();
    Game::new(v).unwrap()
}

fn ludo_table(limit: u8) -> (Game, Table) {
    let g = two_player(Preset::Ludo);
    let (t, stats) = Table::solve(&g, limit, |_, _| {}).unwrap();
    assert!(stats.residual < 1e-9, "{stats:?}");
    (g, t)
}

/// One Ludo piece each in its home column (5 squares before the centre). A piece
/// there finishes only with its exact distance (M-NO-JUMP-GOAL); a 6 never fits (at
/// most 5 to go) but throws again, and a third 6 in a row ends the turn. So a turn
/// finishes with p = 1/6 + (1/6)(1/6) + (1/6)²(1/6) = 43/216 whatever the distance,
/// and the seat to move wins with p + (1-p)² p + … = p / (1 - (1-p)²).
#[test]
fn one_piece_each_is_hand_solved() {
    let (g, t) = ludo_table(1);
    let p = 43.0 / 216.0;
    let want = p / (1.0 - (1.0 - p) * (1.0 - p));
    let space = t.space();
    let mut checked = 0;
    for idx in 0..space.len() {
        let pieces = space.pieces(idx);
        let on = |k: usize| pieces[k].iter().any(|&x| g.track().in_home_column(x));
        if on(0) && on(1) {
            let s = space.state(&g, idx, 0).unwrap().unwrap();
            let v = t.lookup(&s).unwrap();
            assert!((v - want).abs() < 1e-7, "key {idx}: {v} vs {want}");
            checked += 1;
        }
    }
    assert_eq!(checked, 25);
}

#[test]
fn keys_round_trip() {
    for (preset, limit) in [(Preset::Ludo, 2), (Preset::Chopat, 1), (Preset::Pachisi, 1)] {
        let g = two_player(preset);
        let space = RaceSpace::new(&g, limit).unwrap();
        let mut games = 0;
        for idx in 0..space.len() {
            for turn in 0..g.seats() {
                if let Some(s) = space.state(&g, idx, turn).unwrap() {
                    assert_eq!(s.phase(), Phase::Throw);
                    assert_eq!(s.turn(), turn);
                    assert_eq!(space.key(&s), Some(idx), "{preset:?} key {idx} turn {turn}");
                    games += 1;
                }
            }
        }
        assert!(games > space.len(), "{preset:?}: {games}");
    }
}

#[test]
fn positions_outside_the_table_say_so() {
    let (g, t) = ludo_table(1);
    // The start: pieces waiting.
    let s = g.initial_state();
    assert_eq!(t.lookup(&s), None);
    assert!(!t.is_race(&s));
    assert_eq!(t.win_chance(&g, &s, 0), None);
    let h = "\"home\"";
    for (first, in_table, what) in [
        (
            ["53", "54", h, h],
            false,
            "two pieces in the home column: over the limit",
        ),
        (["40", h, h, h], false, "a piece on the loop"),
        (["53", h, h, h], true, "one piece in the home column"),
    ] {
        let text = ludo_position(&g, first, ["55", h, h, h]);
        let (_, s) = Game::parse_position(&text).unwrap();
        assert_eq!(t.lookup(&s).is_some(), in_table, "{what}");
        assert_eq!(t.is_race(&s), in_table, "{what}");
    }
}

fn ludo_position(g: &Game, a: [&str; 4], b: [&str; 4]) -> String {
    let steps = |p: [&str; 4]| p.join(", ");
    let _ = g;
    format!(
        r#"{{"format": "pachisi-position", "version": 1, "variant": "ludo", "options": {{"players": 2}},
        "phase": "throw", "turn": 0, "turn_number": 1,
        "seats": [{{"pieces": [{}]}}, {{"pieces": [{}]}}]}}"#,
        steps(a),
        steps(b)
    )
}

#[test]
fn file_round_trips_and_bad_files_are_errors() {
    let (_, t) = ludo_table(2);
    let bytes = t.to_bytes();
    let back = Table::from_bytes(&bytes).unwrap();
    assert_eq!(back.space().len(), t.space().len());
    for i in 0..t.space().len() {
        assert_eq!(back.value_of_key(i), t.value_of_key(i));
    }
    assert!(Table::from_bytes(b"hello\n").is_err());
    assert!(Table::from_bytes(&bytes[..bytes.len() - 4]).is_err());
    // The header names another variant (the key count then does not match), or
    // options whose hash is not the stored one.
    let first = bytes.iter().position(|&b| b == b'\n').unwrap();
    let end = first + 1 + bytes[first + 1..].iter().position(|&b| b == b'\n').unwrap();
    let header = String::from_utf8_lossy(&bytes[..end]).to_string();
    for (from, to) in [
        ("\"ludo\"", "\"chopat\""),
        ("\"options\":{", "\"options\":{\"max_turns\":77,"),
    ] {
        assert!(header.contains(from), "{header}");
        let mut bad = header.replacen(from, to, 1).into_bytes();
        bad.extend_from_slice(&bytes[end..]);
        assert!(Table::from_bytes(&bad).is_err(), "{from}");
    }
}

/// Play the exact policy (the table's best action for both seats) from a few
/// positions with fixed seeds: the share of wins must lie within 4 standard errors of
/// the table's value.
#[test]
fn monte_carlo_of_the_exact_policy_agrees() {
    let (g, t) = ludo_table(2);
    let space = t.space();
    let games = 4000;
    for (n, idx) in [5usize, 100, 200, 350, 400].into_iter().enumerate() {
        let Some(start) = space.state(&g, idx, 0).unwrap() else {
            continue;
        };
        let want = t.lookup(&start).unwrap();
        let mut wins = 0u32;
        for k in 0..games {
            let mut rng = seeded_rng(1000 + n as u64, k);
            let mut s: State = start;
            while !g.is_terminal(&s) {
                if g.is_chance(&s) {
                    let o = g.sample_chance(&s, &mut rng);
                    g.apply_chance_unchecked(&mut s, o);
                } else {
                    let a = t.best_action(&g, &s).unwrap();
                    g.play_unchecked(&mut s, a);
                }
            }
            if pachisi_bots::terminal_values(&g, &s)[0] > 0.5 {
                wins += 1;
            }
        }
        let share = wins as f64 / games as f64;
        let se = (want * (1.0 - want) / games as f64).sqrt().max(1e-3);
        assert!(
            (share - want).abs() < 4.0 * se,
            "key {idx}: {share} of {games} vs exact {want}"
        );
    }
}

/// The bundled tables (crates/pachisi-bots/endgames/) load, name the 2-player presets
/// with their default options, and are the ones `table_for` gives those games; other
/// player counts have none.
#[test]
fn bundled_tables_load_and_match_their_presets() {
    use pachisi_bots::endgame::{BUNDLED, table_for};
    let want = [
        (Preset::Pachisi, 1, 4),
        (Preset::Chopat, 3, 2),
        (Preset::Ludo, 4, 2),
    ];
    assert_eq!(BUNDLED.len(), want.len());
    for (bytes, (preset, pieces, seats)) in BUNDLED.iter().zip(want) {
        let t = Table::from_bytes(bytes).unwrap();
        let g = two_player(preset);
        assert!(t.matches(&g), "{preset:?}");
        assert_eq!(t.variant(), g.variant());
        assert_eq!(t.space().limit(), pieces);
        assert_eq!(g.seats(), seats);
        assert!(t.residual() < 1e-9, "{preset:?}: {}", t.residual());
        let found = table_for(&g).expect("a bundled table");
        assert_eq!(found.space().len(), t.space().len());
        // The preset itself (4 players) has none.
        let four = Game::new(Variant::preset(preset)).unwrap();
        assert_eq!(four.options().players, 4);
        assert!(table_for(&four).is_none(), "{preset:?}");
    }
}

/// The bundled Ludo table (four pieces) agrees with a table solved here with two:
/// every position of the smaller table has the same value in both.
#[test]
fn bundled_ludo_table_agrees_with_a_fresh_solve() {
    let (g, small) = ludo_table(2);
    let big = pachisi_bots::endgame::table_for(&g).expect("a bundled Ludo table");
    let mut checked = 0;
    for idx in 0..small.space().len() {
        if let Some(s) = small.space().state(&g, idx, 0).unwrap() {
            let (a, b) = (small.lookup(&s).unwrap(), big.lookup(&s).unwrap());
            assert!((a - b).abs() < 1e-8, "key {idx}: {a} vs {b}");
            checked += 1;
        }
    }
    // 20 × 20 keys where both seats have pieces left (the others are over).
    assert_eq!(checked, 400);
}
