//! Ludo rules (RULES §12 and §13), one or more tests per L- and LP- rule ID. Seats
//! play clockwise: 4 seats sit at S, W, N, E, so seat `k`'s step `x` is South's step
//! `x + 13k` (modulo the 52-square loop). Positions are built for the South seat.

mod support;

use pachisi_core::{Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

/// A position of `variant` ("ludo" or "ludo-ludopy") with one seat per entry of
/// `seats`, in turn `turn_number` (ludopy's first round is turns 1 to 4).
fn ludo_with(
    variant: &str,
    options: Value,
    seats: Vec<Value>,
    phase: &str,
    turn: u8,
    kept: &[u8],
    turn_number: u32,
) -> (Game, State) {
    let mut options = options;
    options["players"] = json!(seats.len());
    load(json!({
        "variant": variant, "options": options, "phase": phase, "turn": turn,
        "kept": kept, "seats": seats, "turn_number": turn_number,
    }))
}

/// A `ludo` position with four seats, in a move phase of seat 0 with `kept`.
fn ludo(options: Value, seats: Vec<Value>, kept: &[u8]) -> (Game, State) {
    ludo_with("ludo", options, seats, "move", 0, kept, 10)
}

/// A `ludo` position with four seats where seat 0 has just thrown `value`.
fn ludo_thrown(options: Value, seats: Vec<Value>, value: u8) -> (Game, State) {
    let (g, mut s) = ludo_with("ludo", options, seats, "throw", 0, &[], 10);
    throw(&g, &mut s, value);
    (g, s)
}

/// A `ludo-ludopy` position with four seats, in a move phase of seat 0 with the die
/// `value`, past the first round.
fn ludopy(seats: Vec<Value>, value: u8) -> (Game, State) {
    ludo_with("ludo-ludopy", json!({}), seats, "move", 0, &[value], 10)
}

/// A seat with four pieces (steps, "waiting" or "home").
fn pieces(p: Value) -> Value {
    seat(p, 0)
}

/// Four seats: South with `south`, West with `west`, the others waiting.
fn two(south: Value, west: Value) -> Vec<Value> {
    vec![pieces(south), pieces(west), waiting(), waiting()]
}

fn step(x: i16) -> PieceAt {
    PieceAt::Step(x)
}

fn game(preset: Preset, settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name(preset.name(), &settings).unwrap()).unwrap()
}

// ================================================================== ludo (§12)

// L-BOARD
#[test]
fn l_board_15_by_15_loop_of_52_home_column_of_5() {
    let g = game(Preset::Ludo, &[]);
    assert_eq!(g.board().size, 15);
    assert_eq!(g.board().loop_len(), 52);
    assert_eq!(g.seats(), 4);
    // South: start (6,1) is step 1; the end square (7,0) is step 51; the home column
    // (7,1)..(7,5) is steps 52..56; step 57 is home, in the centre.
    assert_eq!(coord(&g, 0, 1), (6, 1));
    assert_eq!(coord(&g, 0, 5), (6, 5));
    assert_eq!(coord(&g, 0, 6), (5, 6), "clockwise: on into the West arm");
    assert_eq!(coord(&g, 0, 51), (7, 0));
    assert_eq!(coord(&g, 0, 52), (7, 1));
    assert_eq!(coord(&g, 0, 56), (7, 5));
    assert_eq!(g.track().step(g.track().finish), 57);
    // The loop squares of steps 0..=51 are all different (52 squares).
    let loop_sq: std::collections::BTreeSet<_> = (0..=51).map(|x| coord(&g, 0, x)).collect();
    assert_eq!(loop_sq.len(), 52);
    // Seats go clockwise S, W, N, E: West's start is South's step 14.
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 13 * k as i16), "seat {k}");
    }
}

// L-SEATS
#[test]
fn l_seats_two_to_four_each_alone_two_sit_opposite() {
    for n in 2..=4u8 {
        let g = game(Preset::Ludo, &[&format!("players={n}")]);
        assert_eq!(g.seats(), n);
        assert!(!g.options().teams);
    }
    let g = game(Preset::Ludo, &["players=2"]);
    assert_eq!(coord(&g, 1, 1), coord(&g, 0, 27), "North, opposite South");
    assert!(Variant::from_name("ludo", &["players=5".into()]).is_err());
}

// L-DIE
#[test]
fn l_die_six_faces_equally_likely() {
    let g = game(Preset::Ludo, &[]);
    let s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order, "L-ORDER: the highest throw starts");
    let outs = g.chance_outcomes(&s);
    assert_eq!(outs.as_slice().len(), 6);
    assert!(outs.as_slice().iter().all(|&(_, p)| p == 1.0 / 6.0));
    let values: Vec<u8> = (0..6).map(|o| g.throws().value(o)).collect();
    assert_eq!(values, [1, 2, 3, 4, 5, 6]);
}

// L-ENTER-6
#[test]
fn l_enter_6_only_a_six_brings_a_token_onto_its_start() {
    let seats = || vec![waiting(), waiting(), waiting(), waiting()];
    let (_, s) = ludo_thrown(json!({}), seats(), 5);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "a 5 cannot enter: lost"
    );
    let (g, mut s) = ludo_thrown(json!({}), seats(), 6);
    assert_eq!(legal(&g, &s), ["6 p1"]);
    play(&g, &mut s, "6 p1");
    assert_eq!(
        at(&g, &s, 0, 0),
        step(1),
        "placed on the start, the 6 used up"
    );
    assert_eq!(g.piece_coords(&s, 0, 0), Some((6, 1)));
}

// L-ENTER-1
#[test]
fn l_enter_1_option_a_one_also_enters() {
    let seats = || vec![waiting(), waiting(), waiting(), waiting()];
    let (_, s) = ludo_thrown(json!({}), seats(), 1);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "off: a 1 is lost");
    let (g, mut s) = ludo_thrown(json!({"one_enters": true}), seats(), 1);
    assert_eq!(legal(&g, &s), ["1 p1"]);
    play(&g, &mut s, "1 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "a 1 gives no other roll"
    );
}

// L-SIX-AGAIN
#[test]
fn l_six_again_every_six_gives_another_roll() {
    let (g, mut s) = ludo_thrown(
        json!({}),
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 0),
        "South rolls again"
    );
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p2"); // enters
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    throw(&g, &mut s, 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(19));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "a 3: West's turn");
}

// L-THREE-SIXES
#[test]
fn l_three_sixes_the_third_six_ends_the_turn() {
    let (g, mut s) = ludo_with(
        "ludo",
        json!({}),
        two(
            json!([10, 20, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        "throw",
        0,
        &[],
        10,
    );
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p2");
    let before = s;
    throw(&g, &mut s, 6);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "the turn passes");
    assert_eq!(
        at(&g, &s, 0, 0),
        step(16),
        "moves of the first two sixes stand"
    );
    assert_eq!(at(&g, &s, 0, 1), step(26));
    assert_eq!(s.counters().cancelled, before.counters().cancelled + 1);
}

// L-CAPTURE
#[test]
fn l_capture_landing_on_a_single_token_sends_it_home() {
    // West's step 2 is South's step 15, an ordinary square.
    let (g, mut s) = ludo(
        json!({}),
        two(
            json!([12, "waiting", "waiting", "waiting"]),
            json!([2, "waiting", "waiting", "waiting"]),
        ),
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(15));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "no extra roll by default"
    );
}

// L-CAPTURE-AGAIN
#[test]
fn l_capture_again_option_a_capture_gives_another_roll() {
    let (g, mut s) = ludo(
        json!({"capture_again": true}),
        two(
            json!([12, "waiting", "waiting", "waiting"]),
            json!([2, "waiting", "waiting", "waiting"]),
        ),
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
}

// L-SAFE
#[test]
fn l_safe_starts_and_stars_protect_and_are_shared() {
    // West's start is South's step 14; West's star (its step 9) is South's step 22.
    let (g, mut s) = ludo(
        json!({}),
        two(
            json!([11, 20, "waiting", "waiting"]),
            json!([1, 9, "waiting", "waiting"]),
        ),
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!((at(&g, &s, 0, 0), at(&g, &s, 1, 0)), (step(14), step(1)));
    let (g, mut s) = ludo(
        json!({}),
        two(
            json!([11, 20, "waiting", "waiting"]),
            json!([1, 9, "waiting", "waiting"]),
        ),
        &[2],
    );
    play(&g, &mut s, "2 p2");
    assert_eq!((at(&g, &s, 0, 1), at(&g, &s, 1, 1)), (step(22), step(9)));
    assert_eq!(g.piece_coords(&s, 0, 1), g.piece_coords(&s, 1, 1));
    // South's own star, 8 steps after its start: (2,6).
    assert!(g.is_safe(square(&g, 0, 9)) && g.is_safe(square(&g, 0, 1)));
    assert_eq!(coord(&g, 0, 9), (2, 6));
    assert!(!g.is_safe(square(&g, 0, 15)));
}

// L-EXACT
#[test]
fn l_exact_home_needs_the_exact_throw() {
    let seats = || {
        two(
            json!([54, "waiting", "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        )
    };
    let (_, s) = ludo_thrown(json!({}), seats(), 4);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "a 4 overshoots: lost"
    );
    let (g, mut s) = ludo_thrown(json!({}), seats(), 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
}

// L-BLOCK
#[test]
fn l_block_option_two_tokens_can_be_neither_passed_nor_landed_on() {
    // West's two tokens on its step 2 = South's step 15.
    let seats = || {
        two(
            json!([12, "waiting", "waiting", "waiting"]),
            json!([2, 2, "waiting", "waiting"]),
        )
    };
    let on = json!({"block_pass": true});
    let (_, s) = ludo_thrown(on.clone(), seats(), 3);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "cannot land on it"
    );
    let (_, s) = ludo_thrown(on.clone(), seats(), 5);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "cannot pass it");
    let (g, mut s) = ludo_thrown(on, seats(), 2);
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), step(14), "short of the block is fine");
    // Off (the preset): a pair is captured like a single token.
    let (g, mut s) = ludo(json!({}), seats(), &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(
        (at(&g, &s, 1, 0), at(&g, &s, 1, 1)),
        (PieceAt::Waiting, PieceAt::Waiting)
    );
}

// L-HOME-AGAIN
#[test]
fn l_home_again_option_reaching_home_gives_another_roll() {
    let seats = || {
        two(
            json!([54, 10, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        )
    };
    let (g, mut s) = ludo(json!({}), seats(), &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    let (g2, mut s) = ludo(json!({"home_again": true}), seats(), &[3]);
    play(&g2, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    let _ = g;
}

// L-END
#[test]
fn l_end_the_first_seat_home_wins_and_ends_the_game() {
    let seats = || {
        two(
            json!([54, "home", "home", "home"]),
            json!([5, "waiting", "waiting", "waiting"]),
        )
    };
    let (g, mut s) = ludo(json!({}), seats(), &[3]);
    play(&g, &mut s, "3 p1");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    let (g, mut s) = ludo(json!({"rank_all": true}), seats(), &[3]);
    play(&g, &mut s, "3 p1");
    assert!(!g.is_terminal(&s), "rank_all: the others play on");
    assert_eq!(s.turn(), 1);
}

// ================================================================== ludo-ludopy (§13)

// LP-MAP
#[test]
fn lp_map_ludopy_positions_are_rules_steps() {
    let g = game(Preset::LudoLudopy, &[]);
    assert_eq!(g.options().order, pachisi_core::options::StartOrder::Fixed);
    let s = g.initial_state();
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "player 0 starts");
    for x in 1..=57u8 {
        let internal = g.track().pos(x as i16).unwrap();
        assert_eq!(g.ludopy_position(internal), x);
    }
    assert_eq!(g.ludopy_position(0), 0, "0: waiting (ludopy's home)");
    assert_eq!(g.track().step(g.track().finish), 57, "57: ludopy's goal");
    assert_eq!(coord(&g, 0, 52), (7, 1), "52..56: the home column");
}

// LP-ENTER
#[test]
fn lp_enter_six_puts_a_piece_on_1_sweeping_one_enemy() {
    // East (seat 3) sees South's start as its step 14.
    let (g, mut s) = ludopy(
        vec![
            waiting(),
            waiting(),
            waiting(),
            pieces(json!([14, "waiting", "waiting", "waiting"])),
        ],
        6,
    );
    assert_eq!(legal(&g, &s), ["6 p1"]);
    play(&g, &mut s, "6 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 3, 0)),
        (step(1), PieceAt::Waiting)
    );
    // Two East pieces there: the entering piece goes straight back (LP-TWO-SEND-HOME).
    let (g, mut s) = ludopy(
        vec![
            waiting(),
            waiting(),
            waiting(),
            pieces(json!([14, 14, "waiting", "waiting"])),
        ],
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Waiting);
    assert_eq!((at(&g, &s, 3, 0), at(&g, &s, 3, 1)), (step(14), step(14)));
}

// LP-MOVABLE
#[test]
fn lp_movable_every_piece_on_the_board_may_move() {
    // No blocks, no exact finish: every piece not in the goal may take any value.
    let (g, s) = ludopy(
        two(
            json!([55, 10, "home", "waiting"]),
            json!([2, 2, "waiting", "waiting"]),
        ),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p1", "5 p2"]);
    let (g, s) = ludopy(
        two(
            json!([55, 10, "home", "waiting"]),
            json!([2, 2, "waiting", "waiting"]),
        ),
        6,
    );
    assert_eq!(legal(&g, &s), ["6 p1", "6 p2", "6 p4"]);
}

// LP-SIX-AGAIN
#[test]
fn lp_six_again_after_the_first_round_without_limit() {
    let seats = || {
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([30, "waiting", "waiting", "waiting"]),
        )
    };
    let (g, mut s) = ludo_with("ludo-ludopy", json!({}), seats(), "throw", 0, &[], 10);
    for _ in 0..4 {
        throw(&g, &mut s, 6);
        play(&g, &mut s, "6 p1");
        assert_eq!(
            (s.phase(), s.turn()),
            (Phase::Throw, 0),
            "no three-sixes rule"
        );
    }
    // In the first round a 6 gives no other roll.
    let (g, mut s) = ludo_with("ludo-ludopy", json!({}), seats(), "throw", 0, &[], 1);
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// LP-THREE-TRIES
#[test]
fn lp_three_tries_first_round_four_rolls_to_bring_a_piece_out() {
    let g = game(Preset::LudoLudopy, &[]);
    let mut s = g.initial_state();
    for (i, v) in [2, 3, 4].into_iter().enumerate() {
        throw(&g, &mut s, v);
        assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "try {}", i + 2);
    }
    throw(&g, &mut s, 5);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "after the fourth roll"
    );
    // A 6 brings a piece out and ends the turn.
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 2));
    // Not after the first round.
    let (g, mut s) = ludo_with(
        "ludo-ludopy",
        json!({}),
        vec![waiting(), waiting(), waiting(), waiting()],
        "throw",
        0,
        &[],
        5,
    );
    throw(&g, &mut s, 2);
    assert_eq!(s.turn(), 1);
}

// LP-STAR-JUMP
#[test]
fn lp_star_jump_to_the_next_star_sweeping_both() {
    let (g, mut s) = ludopy(
        two(
            json!([3, "waiting", "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        2,
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), step(12), "5 is a star: on to 12");
    assert_eq!(g.piece_coords(&s, 0, 0), Some((0, 7)));
    // A West piece on the first star (its 44) and one on the next (its 51): both home.
    let (g, mut s) = ludopy(
        two(
            json!([3, "waiting", "waiting", "waiting"]),
            json!([44, 51, "waiting", "waiting"]),
        ),
        2,
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), step(12));
    assert_eq!(
        (at(&g, &s, 1, 0), at(&g, &s, 1, 1)),
        (PieceAt::Waiting, PieceAt::Waiting)
    );
    // Landing on 44 jumps to 51 (and stops there).
    let (g, mut s) = ludopy(
        two(
            json!([40, "waiting", "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(51));
}

// LP-STAR-GOAL
#[test]
fn lp_star_goal_landing_on_51_goes_to_the_goal() {
    let (g, mut s) = ludopy(
        two(
            json!([47, 10, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
}

// LP-GLOBE
#[test]
fn lp_globe_an_enemy_on_a_globe_sends_the_mover_home() {
    // West's 48 is South's globe 9.
    let (g, mut s) = ludopy(
        two(
            json!([6, "waiting", "waiting", "waiting"]),
            json!([48, "waiting", "waiting", "waiting"]),
        ),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 1, 0)),
        (PieceAt::Waiting, step(48))
    );
    let (g, mut s) = ludopy(
        two(
            json!([6, "waiting", "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(9), "an empty globe is taken");
}

// LP-START-GLOBE
#[test]
fn lp_start_globe_its_owner_sends_the_mover_home_others_are_swept() {
    // South's 14 is West's start.
    let (g, mut s) = ludopy(
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([1, "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 1, 0)),
        (PieceAt::Waiting, step(1))
    );
    // North (seat 2) sees West's start as its 40.
    let (g, mut s) = ludopy(
        vec![
            pieces(json!([10, "waiting", "waiting", "waiting"])),
            waiting(),
            pieces(json!([40, "waiting", "waiting", "waiting"])),
            waiting(),
        ],
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 2, 0)),
        (step(14), PieceAt::Waiting)
    );
}

// LP-CAPTURE
#[test]
fn lp_capture_a_single_enemy_piece_goes_home() {
    let (g, mut s) = ludopy(
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([2, "waiting", "waiting", "waiting"]),
        ),
        5,
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 1, 0)),
        (step(15), PieceAt::Waiting)
    );
    assert_eq!(s.counters().captures, 1);
}

// LP-TWO-SEND-HOME
#[test]
fn lp_two_send_home_two_enemy_pieces_send_the_mover_home() {
    let (g, mut s) = ludopy(
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([2, 2, "waiting", "waiting"]),
        ),
        5,
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Waiting);
    assert_eq!((at(&g, &s, 1, 0), at(&g, &s, 1, 1)), (step(2), step(2)));
}

// LP-BOUNCE
#[test]
fn lp_bounce_overshoot_ends_at_57_minus_the_die() {
    // ludopy computes old − (old + die − 57) = 57 − die.
    let (g, mut s) = ludopy(
        two(
            json!([55, 10, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(53), "not 55: 57 − 4");
    let (g, mut s) = ludopy(
        two(
            json!([53, 10, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(
        at(&g, &s, 0, 0),
        step(51),
        "a 6 in the home column goes back to the loop"
    );
    let (g, mut s) = ludopy(
        two(
            json!([53, 10, "waiting", "waiting"]),
            json!(["waiting", "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(
        at(&g, &s, 0, 0),
        PieceAt::Home,
        "the exact throw reaches the goal"
    );
}

// LP-ALIAS
#[test]
fn lp_alias_a_piece_on_52_is_seen_before_and_on_its_start() {
    // West's piece on its 52 (home column) is seen on South's 13 and 14.
    let (g, mut s) = ludopy(
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([52, "waiting", "waiting", "waiting"]),
        ),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 1, 0)),
        (step(13), PieceAt::Waiting)
    );
    let (g, mut s) = ludopy(
        two(
            json!([10, "waiting", "waiting", "waiting"]),
            json!([52, "waiting", "waiting", "waiting"]),
        ),
        4,
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 1, 0)),
        (PieceAt::Waiting, step(52))
    );
    // And South entering its own home column at 52 sweeps East's piece on South's
    // step-0 square (East's 13).
    let (g, mut s) = ludopy(
        vec![
            pieces(json!([50, "waiting", "waiting", "waiting"])),
            waiting(),
            waiting(),
            pieces(json!([13, "waiting", "waiting", "waiting"])),
        ],
        2,
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(
        (at(&g, &s, 0, 0), at(&g, &s, 3, 0)),
        (step(52), PieceAt::Waiting)
    );
}

// LP-FIRST-ENEMY
#[test]
fn lp_first_enemy_only_the_first_enemy_in_playing_order_counts() {
    // South's 13 holds North's piece (its 39) and, seen there, West's piece on 52.
    let (g, mut s) = ludopy(
        vec![
            pieces(json!([10, "waiting", "waiting", "waiting"])),
            pieces(json!([52, "waiting", "waiting", "waiting"])),
            pieces(json!([39, "waiting", "waiting", "waiting"])),
            waiting(),
        ],
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(13));
    assert_eq!(
        (at(&g, &s, 1, 0), at(&g, &s, 2, 0)),
        (PieceAt::Waiting, step(39))
    );
}

// LP-WIN
#[test]
fn lp_win_the_first_player_with_all_pieces_in_the_goal_wins() {
    let (g, mut s) = ludopy(
        two(
            json!([54, "home", "home", "home"]),
            json!([5, "waiting", "waiting", "waiting"]),
        ),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
}

// LP-OPTIONS
#[test]
fn lp_options_ludopy_rules_override_the_other_switches() {
    let g = game(
        Preset::LudoLudopy,
        &[
            "accumulate=true",
            "stack_moves=true",
            "capture_again=true",
            "teams=true",
        ],
    );
    let o = g.options();
    assert!(!o.accumulate && !o.stack_moves && !o.capture_again && !o.teams);
    assert!(Variant::from_name("ludo-ludopy", &["track=chopat".into()]).is_err());
}
