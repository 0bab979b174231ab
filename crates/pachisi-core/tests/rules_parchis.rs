//! Parchís (RULES §17), one or more tests per ES- rule ID. Seats play anticlockwise:
//! 4 seats sit at S, E, N, W, so seat `k`'s step `x` is South's step `x + 17k` (modulo
//! the 68-square loop). Steps count from the salida (step 1, Parchís' square 5) to the
//! own end square (step 64, Parchís' 68), the home corridor (65 … 71) and the centre
//! (72). Positions are built for South; Parchís' square `n` of South's stretch is step
//! `n - 4`.

mod support;

use pachisi_core::{Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

const W: &str = "waiting";
const H: &str = "home";

fn game(settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name("parchis", &settings).unwrap()).unwrap()
}

/// A `parchis` position of four seats in phase `phase` with seat `turn` to play.
fn position_for(
    options: Value,
    seats: [Value; 4],
    phase: &str,
    kept: &[u8],
    turn: u8,
) -> (Game, State) {
    load(json!({
        "variant": "parchis", "options": options, "phase": phase, "turn": turn,
        "kept": kept, "seats": seats.to_vec(), "turn_number": 10,
    }))
}

fn position(options: Value, seats: [Value; 4], phase: &str, kept: &[u8]) -> (Game, State) {
    position_for(options, seats, phase, kept, 0)
}

/// Four seats: South with `south`, East with `east`, North and West waiting.
fn two(south: Value, east: Value) -> [Value; 4] {
    [seat(south, 0), seat(east, 0), waiting(), waiting()]
}

/// Throw one die showing `face`.
fn die(g: &Game, s: &mut State, face: u8) {
    g.apply_chance(s, face - 1).expect("a throw is due");
}

fn step(x: i16) -> PieceAt {
    PieceAt::Step(x)
}

// ES-BOARD
#[test]
fn es_board_salida_one_past_parcheesi_entry_63_squares_to_the_end_corridor_of_7() {
    let g = game(&[]);
    assert_eq!(g.board().size, 19);
    assert_eq!(g.board().loop_len(), 68);
    let t = g.track();
    assert_eq!(t.step(t.place), 1, "the salida is step 1");
    assert_eq!(t.step(t.turn_in), 64, "63 squares on to the own end square");
    assert_eq!(
        t.step(t.finish),
        72,
        "then 7 corridor squares and the centre"
    );
    // South's salida is the East-side column's 5th square from the edge, (10, 4): one
    // square past Parcheesi's entry space (10, 3).
    assert_eq!(coord(&g, 0, 1), (10, 4));
    let parcheesi = Game::new(Variant::preset(Preset::Parcheesi)).unwrap();
    for x in 1..=71 {
        assert_eq!(coord(&g, 0, x), coord(&parcheesi, 0, x + 1), "step {x}");
    }
    assert_eq!(coord(&g, 0, 64), (9, 0));
    assert_eq!(coord(&g, 0, 65), (9, 1));
    assert_eq!(coord(&g, 0, 71), (9, 7));
    assert_eq!(g.options().loop_entry, 13);
}

// ES-SEATS
#[test]
fn es_seats_two_to_four_each_alone_anticlockwise() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n, "one colour each");
        assert!(!g.options().teams);
    }
    let g = game(&[]);
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 17 * k as i16), "seat {k}");
    }
}

// ES-DIE
#[test]
fn es_die_one_die_a_six_throws_again() {
    let g = game(&[]);
    assert_eq!(g.chance_outcomes(&g.initial_state()).as_slice().len(), 6);
    let (g, mut s) = position(
        json!({}),
        two(json!([10, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 6);
    assert_eq!(s.kept(), [6], "a piece waits: the 6 counts 6");
    play(&g, &mut s, "6 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "a 6 throws again");
    die(&g, &mut s, 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(19));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// ES-ENTER
#[test]
fn es_enter_a_five_enters_onto_the_salida_and_must() {
    let (g, mut s) = position(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 3);
    assert_eq!(s.turn(), 1, "only a 5 brings a piece out");
    let (g, mut s) = position(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 5);
    assert_eq!(legal(&g, &s), ["5 p1"]);
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    // Compulsory when possible (must_enter).
    let seats = || two(json!([20, W, W, W]), json!([W, W, W, W]));
    let (g, s) = position(json!({}), seats(), "move", &[5]);
    assert_eq!(legal(&g, &s), ["5 p2"]);
    let (g, s) = position(json!({"must_enter": false}), seats(), "move", &[5]);
    assert_eq!(legal(&g, &s), ["5 p1", "5 p2"]);
}

// ES-ENTER-CAPTURE
#[test]
fn es_enter_capture_coming_out_captures_on_the_salida() {
    let g = game(&[]);
    assert_eq!(square(&g, 1, east_of(1)), square(&g, 0, 1));
    let (g, mut s) = position(
        json!({}),
        two(json!([W, W, W, W]), json!([east_of(1), W, W, W])),
        "move",
        &[5],
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting, "captured on the salida");
    assert_eq!(s.kept(), [20], "and 20 for the capture");
}

// ES-SAFE
#[test]
fn es_safe_twelve_seguros_shared_by_two_colours_at_most_two_pieces() {
    let g = game(&[]);
    let seguros: Vec<i16> = (1..=64).filter(|&x| g.is_safe(square(&g, 0, x))).collect();
    // Parchís' 5, 12, 17 of each stretch: South's steps 1, 8, 13, then every 17.
    assert_eq!(seguros, [1, 8, 13, 18, 25, 30, 35, 42, 47, 52, 59, 64]);
    assert_eq!(coord(&g, 0, 8), (14, 8), "the 5th square from the edge");
    assert_eq!(coord(&g, 0, 13), (18, 9), "the East end square");
    // A South piece may join an East piece on the seguro of step 8: no capture.
    let (g, mut s) = position(
        json!({}),
        two(json!([5, W, W, W]), json!([east_of(8), W, W, W])),
        "move",
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(8));
    assert_eq!(
        at(&g, &s, 1, 0),
        step(east_of(8)),
        "not captured on a seguro"
    );
    // Two pieces there already (East and North): no third.
    let north8: i16 = 8 - 34 + 68; // North's step of South's 8
    let (g, s) = position(
        json!({}),
        [
            seat(json!([5, 6, W, W]), 0),
            seat(json!([east_of(8), W, W, W]), 0),
            seat(json!([north8, W, W, W]), 0),
            waiting(),
        ],
        "move",
        &[3],
    );
    assert_eq!(legal(&g, &s), ["3 p2"], "the seguro is full");
    // Switch off (Parcheesi's castle_exclusive off too): any number may share.
    let (g, s) = position(
        json!({"safe_share": false}),
        [
            seat(json!([5, 6, W, W]), 0),
            seat(json!([east_of(8), W, W, W]), 0),
            seat(json!([north8, W, W, W]), 0),
            waiting(),
        ],
        "move",
        &[3],
    );
    assert_eq!(legal(&g, &s), ["3 p1", "3 p2"]);
}

// ES-BARRIER
#[test]
fn es_barrier_two_of_one_colour_block_everyone() {
    // South's own pair on step 10: South's piece on 8 may not pass it with a 4.
    let (g, s) = position(
        json!({}),
        two(json!([8, 10, 10, W]), json!([W, W, W, W])),
        "move",
        &[4],
    );
    assert_eq!(legal(&g, &s), ["4 p2"]);
    // Nor an East piece (East's step of South's 7).
    let (g, s) = position_for(
        json!({}),
        two(json!([10, 10, W, W]), json!([east_of(7), east_of(3), W, W])),
        "move",
        &[4],
        1,
    );
    assert_eq!(legal(&g, &s), ["4 p2"], "East's p1 would pass the barrier");
    // No third piece on a barrier: 8 + 2 = 10.
    let (g, s) = position(
        json!({}),
        two(json!([8, 10, 10, W]), json!([W, W, W, W])),
        "move",
        &[2],
    );
    assert_eq!(legal(&g, &s), ["2 p2"]);
}

// ES-OPEN-BARRIER
#[test]
fn es_open_barrier_a_six_must_open_an_own_barrier() {
    let seats = || two(json!([20, 20, 30, W]), json!([W, W, W, W]));
    let (g, s) = position(json!({}), seats(), "move", &[6]);
    assert_eq!(legal(&g, &s), ["6 p1"], "the 6 must open the barrier");
    let (g, s) = position(json!({}), seats(), "move", &[4]);
    assert_eq!(legal(&g, &s), ["4 p1", "4 p3"], "only a 6");
    let (g, s) = position(json!({"open_barrier": false}), seats(), "move", &[6]);
    assert_eq!(legal(&g, &s), ["6 p1", "6 p3"]);
    // With every piece out the 6 counts 7: the 7 must open it too.
    let (g, s) = position(
        json!({}),
        two(json!([20, 20, 30, 40]), json!([W, W, W, W])),
        "move",
        &[7],
    );
    assert_eq!(legal(&g, &s), ["7 p1"]);
    // When the barrier cannot open (an East barrier 6 ahead), any piece moves.
    let (g, s) = position(
        json!({}),
        two(
            json!([20, 20, 30, W]),
            json!([east_of(26), east_of(26), W, W]),
        ),
        "move",
        &[6],
    );
    assert_eq!(legal(&g, &s), ["6 p3"]);
}

// ES-CAPTURE, ES-BONUS
#[test]
fn es_capture_off_the_seguros_sends_home_and_earns_20() {
    let (g, mut s) = position(
        json!({}),
        two(json!([5, W, W, W]), json!([east_of(7), W, W, W])),
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.kept(), [20]);
    play(&g, &mut s, "20 p1");
    assert_eq!(at(&g, &s, 0, 0), step(27));
}

// ES-BONUS
#[test]
fn es_bonus_home_earns_10() {
    let (g, mut s) = position(
        json!({}),
        two(json!([70, 20, W, W]), json!([W, W, W, W])),
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
    assert_eq!(s.kept(), [10]);
    play(&g, &mut s, "10 p2");
    assert_eq!(at(&g, &s, 0, 1), step(30));
}

// ES-SIX-SEVEN
#[test]
fn es_six_seven_a_six_counts_seven_once_no_piece_waits() {
    for (pieces, kept) in [
        (json!([10, 20, 30, 40]), 7),
        (json!([H, 20, 30, 40]), 7),
        (json!([10, 20, 30, W]), 6),
    ] {
        let (g, mut s) = position(
            json!({}),
            two(pieces.clone(), json!([W, W, W, W])),
            "throw",
            &[],
        );
        die(&g, &mut s, 6);
        assert_eq!(s.kept(), [kept], "{pieces}");
    }
    let (g, mut s) = position(
        json!({"six_counts_seven": false}),
        two(json!([10, 20, 30, 40]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 6);
    assert_eq!(s.kept(), [6]);
    play(&g, &mut s, "6 p1");
    assert_eq!(s.turn(), 0, "a 6 still throws again");
    let e = Variant::from_name("pachisi", &["six_counts_seven=true".to_string()]).unwrap_err();
    assert!(e.to_string().contains("six_counts_seven"), "{e}");
}

// ES-THREE-SIXES
#[test]
fn es_three_sixes_the_piece_moved_last_goes_home() {
    let seats = || two(json!([10, 20, W, W]), json!([W, W, W, W]));
    let (g, mut s) = position(json!({}), seats(), "throw", &[]);
    die(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    die(&g, &mut s, 6);
    play(&g, &mut s, "6 p2");
    die(&g, &mut s, 6);
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Waiting, "the piece moved last");
    assert_eq!(at(&g, &s, 0, 0), step(16));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "the turn ends");
    // The piece moved last is in the home corridor: nothing happens, the turn ends.
    let seats = || two(json!([59, 20, W, W]), json!([W, W, W, W]));
    let (g, mut s) = position(json!({}), seats(), "throw", &[]);
    die(&g, &mut s, 6);
    play(&g, &mut s, "6 p2");
    die(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), step(65));
    die(&g, &mut s, 6);
    assert_eq!((at(&g, &s, 0, 0), at(&g, &s, 0, 1)), (step(65), step(26)));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // Parcheesi's rule instead (three_sixes_last = false): the leader goes back, even
    // from the corridor.
    let (g, mut s) = position(json!({"three_sixes_last": false}), seats(), "throw", &[]);
    for p in ["6 p2", "6 p1"] {
        die(&g, &mut s, 6);
        play(&g, &mut s, p);
    }
    die(&g, &mut s, 6);
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Waiting);
    // A non-6 breaks the count; the 6s of a turn must be in a row.
    let (g, mut s) = position(json!({"three_doubles": false}), seats(), "throw", &[]);
    for p in ["6 p2", "6 p2"] {
        die(&g, &mut s, 6);
        play(&g, &mut s, p);
    }
    die(&g, &mut s, 6);
    assert_eq!(s.kept(), [6], "switch off: the third 6 is played");
}

// ES-EXACT
#[test]
fn es_exact_the_centre_needs_the_exact_count() {
    let (g, mut s) = position(
        json!({}),
        two(json!([70, H, H, H]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 3);
    assert_eq!(s.turn(), 1, "70 + 3 overshoots the centre (72)");
    let (g, s) = position(
        json!({}),
        two(json!([70, H, H, H]), json!([W, W, W, W])),
        "move",
        &[2],
    );
    assert_eq!(legal(&g, &s), ["2 p1"]);
}

// ES-END
#[test]
fn es_end_the_first_seat_with_four_pieces_home_wins() {
    let (g, mut s) = position(
        json!({}),
        two(json!([H, H, H, 71]), json!([40, W, W, W])),
        "move",
        &[1],
    );
    play(&g, &mut s, "1 p4");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
}

// ES-TWO-DICE
#[test]
fn es_two_dice_the_same_rules_with_two_dice() {
    let o = || json!({"table": "two-dice"});
    let g = game(&["table=two-dice"]);
    assert_eq!(g.chance_outcomes(&g.initial_state()).as_slice().len(), 36);
    // A 5 on a die, or 1 + 4 / 2 + 3, enters.
    let (g, mut s) = position(
        o(),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    two_dice(&g, &mut s, 2, 3);
    assert_eq!(legal(&g, &s), ["5 p1"]);
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    // Each die's 6 counts 7 with every piece out; doubles throw again.
    let (g, mut s) = position(
        o(),
        two(json!([10, 20, 30, 40]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    two_dice(&g, &mut s, 6, 6);
    assert_eq!(s.kept(), [7, 7], "no bottom faces in Parchís");
    play(&g, &mut s, "7 p1");
    play(&g, &mut s, "7 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    // Three doubles: the piece moved last goes home.
    let (g, mut s) = position(
        o(),
        two(json!([10, 20, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    two_dice(&g, &mut s, 1, 1);
    play(&g, &mut s, "1 p1");
    play(&g, &mut s, "1 p1");
    two_dice(&g, &mut s, 2, 2);
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "2 p2");
    two_dice(&g, &mut s, 3, 3);
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Waiting);
    assert_eq!(at(&g, &s, 0, 0), step(14));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // A barrier must open with a die showing 6.
    let (g, s) = position(
        o(),
        two(json!([20, 20, 30, W]), json!([W, W, W, W])),
        "move",
        &[6, 2],
    );
    assert_eq!(legal(&g, &s), ["6 p1", "2 p1", "2 p3"]);
}

// The state remembers the piece moved last only for ES-THREE-SIXES, and a position
// carries it.
#[test]
fn es_three_sixes_last_moved_round_trips_through_a_position() {
    let (g, mut s) = position(
        json!({}),
        two(json!([10, 20, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    die(&g, &mut s, 6);
    play(&g, &mut s, "6 p2");
    let text = g.position_json(&s);
    assert!(text.contains("\"last_moved\": 1"), "{text}");
    let (g2, s2) = Game::parse_position(&text).unwrap();
    assert_eq!(g2.position_json(&s2), text);
    let bad = text.replace("\"last_moved\": 1", "\"last_moved\": 7");
    assert!(Game::parse_position(&bad).is_err());
}
