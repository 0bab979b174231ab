//! Mensch ärgere Dich nicht (RULES §14), one or more tests per M- rule ID. Seats play
//! clockwise: 4 seats sit at S, W, N, E, so seat `k`'s step `x` is South's step
//! `x + 10k` (modulo the 40-square loop). Positions are built for the South seat.

mod support;

use pachisi_core::{Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

/// A `mensch` position with one seat per entry of `seats`.
fn mensch_with(options: Value, seats: Vec<Value>, phase: &str, kept: &[u8]) -> (Game, State) {
    let mut options = options;
    options["players"] = json!(seats.len());
    load(json!({
        "variant": "mensch", "options": options, "phase": phase, "turn": 0,
        "kept": kept, "seats": seats, "turn_number": 10,
    }))
}

/// A `mensch` position with four seats where seat 0 has just thrown `value`.
fn thrown(options: Value, seats: Vec<Value>, value: u8) -> (Game, State) {
    let (g, mut s) = mensch_with(options, seats, "throw", &[]);
    throw(&g, &mut s, value);
    (g, s)
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

fn game(settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name("mensch", &settings).unwrap()).unwrap()
}

const W: &str = "waiting";

// M-BOARD
#[test]
fn m_board_11_by_11_loop_of_40_with_corners_goal_of_4() {
    let g = game(&[]);
    assert_eq!(g.board().size, 11);
    assert_eq!(g.board().loop_len(), 40);
    assert_eq!(g.board().squares.len(), 57);
    // South: start (4,0) is step 1, up the west column to the corner (4,4), out along
    // the West arm to its end square (0,5), ..., the own end square (5,0) is step 40,
    // the goal (5,1) .. (5,4) steps 41 .. 44.
    assert_eq!(coord(&g, 0, 1), (4, 0));
    assert_eq!(coord(&g, 0, 4), (4, 3));
    assert_eq!(coord(&g, 0, 5), (4, 4), "the corner is a loop square");
    assert_eq!(coord(&g, 0, 6), (3, 4));
    assert_eq!(coord(&g, 0, 10), (0, 5));
    assert_eq!(coord(&g, 0, 15), (4, 6));
    assert_eq!(coord(&g, 0, 25), (6, 6));
    assert_eq!(coord(&g, 0, 35), (6, 4));
    assert_eq!(coord(&g, 0, 36), (6, 3));
    assert_eq!(coord(&g, 0, 40), (5, 0));
    assert_eq!(coord(&g, 0, 41), (5, 1));
    assert_eq!(coord(&g, 0, 44), (5, 4));
    assert_eq!(g.track().step(g.track().finish), 44);
    let loop_sq: std::collections::BTreeSet<_> = (1..=40).map(|x| coord(&g, 0, x)).collect();
    assert_eq!(loop_sq.len(), 40);
    // Each step moves to a neighbouring square (no diagonal jumps).
    for x in 1..44 {
        let (a, b) = (coord(&g, 0, x), coord(&g, 0, x + 1));
        let d = a.0.abs_diff(b.0) + a.1.abs_diff(b.1);
        assert_eq!(d, 1, "step {x} {a:?} -> {b:?}");
    }
    // Seats go clockwise S, W, N, E: West's start is South's step 11, 10 apart.
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 10 * k as i16), "seat {k}");
    }
    // The goals are four different middle columns; no square is in two.
    let goals: std::collections::BTreeSet<_> = (0..4u8)
        .flat_map(|k| (41..=44).map(move |x| (k, x)))
        .map(|(k, x)| coord(&g, k, x))
        .collect();
    assert_eq!(goals.len(), 16);
    assert!(goals.iter().all(|xy| !loop_sq.contains(xy)));
}

// M-SEATS
#[test]
fn m_seats_two_to_four_each_alone_two_sit_opposite() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n);
        assert!(!g.options().teams);
        assert!(!g.options().pass);
    }
    let g = game(&["players=2"]);
    assert_eq!(coord(&g, 1, 1), coord(&g, 0, 21), "North, opposite South");
}

// M-DIE
#[test]
fn m_die_one_die_and_the_highest_throw_starts() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(g.chance_outcomes(&s).as_slice().len(), 6);
}

// M-ENTER-6
#[test]
fn m_enter_6_a_six_brings_a_piece_onto_the_start() {
    let seats = || vec![waiting(), waiting(), waiting(), waiting()];
    let (g, s) = thrown(json!({"three_tries": false}), seats(), 5);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "a 5 cannot bring one out"
    );
    let (_, mut s2) = thrown(json!({}), seats(), 6);
    assert_eq!(legal(&g, &s2), ["6 p1"]);
    play(&g, &mut s2, "6 p1");
    assert_eq!(at(&g, &s2, 0, 0), step(1));
    assert_eq!(g.piece_coords(&s2, 0, 0), Some((4, 0)));
}

// M-SIX-AGAIN
#[test]
fn m_six_again_every_six_rolls_again_without_limit() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, 38]), json!([W, W, W, W])),
        6,
    );
    for k in 0..4 {
        assert_eq!(s.phase(), Phase::Move);
        play(&g, &mut s, "6 p1");
        assert_eq!(
            (s.phase(), s.turn()),
            (Phase::Throw, 0),
            "after 6 number {}",
            k + 1
        );
        throw(&g, &mut s, 6);
    }
    // Four 6s in a row and still rolling: no three-sixes rule by default.
    assert_eq!((s.phase(), s.turn()), (Phase::Move, 0));
    play(&g, &mut s, "6 p2");
    throw(&g, &mut s, 2);
    play(&g, &mut s, "2 p2");
    assert_eq!(s.turn(), 1, "a 2 ends the turn");
}

// M-THREE-SIXES (switch)
#[test]
fn m_three_sixes_switch_the_third_six_ends_the_turn() {
    let opts = json!({"streak": "same-value", "streak_penalty": "turn"});
    let (g, mut s) = thrown(opts, two(json!([10, 20, 30, 38]), json!([W, W, W, W])), 6);
    play(&g, &mut s, "6 p1");
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    throw(&g, &mut s, 6);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "the third 6 is lost"
    );
    assert_eq!(at(&g, &s, 0, 0), step(22), "the first two 6s stand");
}

// M-MUST-ENTER
#[test]
fn m_must_enter_a_six_must_bring_a_piece_out() {
    let south = json!([10, W, W, W]);
    let (g, s) = thrown(json!({}), two(south.clone(), json!([W, W, W, W])), 6);
    assert_eq!(legal(&g, &s), ["6 p2"], "moving p1 six is not allowed");
    let (g2, s2) = thrown(
        json!({"must_enter": false}),
        two(south, json!([W, W, W, W])),
        6,
    );
    assert_eq!(legal(&g2, &s2), ["6 p1", "6 p2"]);
    // An illegal choice is refused with the rule named.
    let mut c = s;
    let e = g.play(&mut c, pachisi_core::Action::parse("6 p1").unwrap());
    assert!(format!("{e:?}").contains("M-MUST-ENTER"), "{e:?}");
}

// M-CLEAR-START
#[test]
fn m_clear_start_the_piece_on_the_start_moves_first() {
    let (g, s) = thrown(json!({}), two(json!([1, 10, W, W]), json!([W, W, W, W])), 3);
    assert_eq!(legal(&g, &s), ["3 p1"]);
    // With a 6 and the start taken by an own piece, the piece on the start moves on.
    let (g, s) = thrown(json!({}), two(json!([1, 10, W, W]), json!([W, W, W, W])), 6);
    assert_eq!(legal(&g, &s), ["6 p1"]);
    // Blocked by an own piece ahead (1 + 3 = 4): another piece may move.
    let (g, s) = thrown(json!({}), two(json!([1, 4, W, W]), json!([W, W, W, W])), 3);
    assert_eq!(legal(&g, &s), ["3 p2"]);
    // Nothing waits: the start need not be cleared.
    let (g, s) = thrown(
        json!({}),
        two(json!([1, 10, 20, 30]), json!([W, W, W, W])),
        3,
    );
    assert_eq!(legal(&g, &s).len(), 4);
    // Switched off.
    let (g, s) = thrown(
        json!({"clear_start": false}),
        two(json!([1, 10, W, W]), json!([W, W, W, W])),
        3,
    );
    assert_eq!(legal(&g, &s), ["3 p1", "3 p2"]);
}

// M-THREE-TRIES
#[test]
fn m_three_tries_up_to_three_rolls_while_nothing_can_move() {
    let all_waiting = || vec![waiting(), waiting(), waiting(), waiting()];
    let (g, mut s) = mensch_with(json!({}), all_waiting(), "throw", &[]);
    for k in 1..=2 {
        throw(&g, &mut s, 3);
        assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "try {k} failed");
    }
    throw(&g, &mut s, 3);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "three tries, then West"
    );
    // A 6 on the third try brings a piece out and rolls again.
    let (g, mut s) = mensch_with(json!({}), all_waiting(), "throw", &[]);
    throw(&g, &mut s, 1);
    throw(&g, &mut s, 2);
    throw(&g, &mut s, 6);
    play(&g, &mut s, "6 p1");
    throw(&g, &mut s, 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(5));
    assert_eq!(s.turn(), 1);
    // Pieces packed at the end of the goal count as unable to move.
    let (g, mut s) = mensch_with(
        json!({}),
        two(json!([44, 43, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    throw(&g, &mut s, 1);
    throw(&g, &mut s, 1);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    throw(&g, &mut s, 1);
    assert_eq!(s.turn(), 1);
    // A goal piece with room ahead of it could move: one roll only, even if it is lost.
    let (g, mut s) = mensch_with(
        json!({}),
        two(json!([42, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    throw(&g, &mut s, 5);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // A piece on the loop: one roll.
    let (g, mut s) = mensch_with(
        json!({}),
        two(json!([12, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    throw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert_eq!(s.turn(), 1);
    // Switched off: one roll.
    let (g, mut s) = mensch_with(json!({"three_tries": false}), all_waiting(), "throw", &[]);
    throw(&g, &mut s, 3);
    assert_eq!(s.turn(), 1);
    assert!(g.nothing_to_move(&g.initial_state(), 0));
}

// M-CAPTURE
#[test]
fn m_capture_anywhere_even_on_a_start_square() {
    // West's piece on South's step 13 (West's step 3): South's 3 from 10 captures it.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, 38]), json!([3, W, W, W])),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(13));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting, "sent back");
    // West's piece on South's start (West's step 31): South brings a piece out on it.
    let (g, mut s) = thrown(json!({}), two(json!([W, W, W, W]), json!([31, W, W, W])), 6);
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    assert_eq!(
        at(&g, &s, 1, 0),
        PieceAt::Waiting,
        "no safe squares: not even a start"
    );
    // Another seat's start square is not safe either: West's start is South's step 11.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([5, 20, 30, 38]), json!([1, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
}

// M-OWN
#[test]
fn m_own_no_move_ends_on_an_own_piece() {
    let (g, s) = thrown(
        json!({}),
        two(json!([10, 13, 30, 38]), json!([W, W, W, W])),
        3,
    );
    assert!(!is_legal(&g, &s, "3 p1"), "13 is taken by p2");
    assert!(is_legal(&g, &s, "3 p2"));
    // Jumping over an own piece on the loop is allowed: 10 -> 15 over 13.
    let (g, s) = thrown(
        json!({}),
        two(json!([10, 13, 30, 38]), json!([W, W, W, W])),
        5,
    );
    assert!(is_legal(&g, &s, "5 p1"));
    // Nor in the goal: 40 + 4 = 44 is taken.
    let (g, s) = thrown(
        json!({"no_jump_goal": false}),
        two(json!([40, 44, 30, 20]), json!([W, W, W, W])),
        4,
    );
    assert!(!is_legal(&g, &s, "4 p1"));
    // Switched off, two pieces may share a square.
    let (g, s) = thrown(
        json!({"no_share": false}),
        two(json!([10, 13, 30, 38]), json!([W, W, W, W])),
        3,
    );
    assert!(is_legal(&g, &s, "3 p1"));
}

// M-EXACT
#[test]
fn m_exact_no_overshooting_the_goal() {
    let (g, s) = thrown(
        json!({}),
        two(json!([42, 20, 30, 38]), json!([W, W, W, W])),
        3,
    );
    assert!(
        !is_legal(&g, &s, "3 p1"),
        "42 + 3 is past the last goal square"
    );
    let (g, s) = thrown(
        json!({}),
        two(json!([42, 20, 30, 38]), json!([W, W, W, W])),
        2,
    );
    assert!(is_legal(&g, &s, "2 p1"));
    // 38 + 6 = 44: straight into the last goal square.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, 38]), json!([W, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p4");
    assert_eq!(at(&g, &s, 0, 3), PieceAt::Home);
    assert_eq!(g.piece_coords(&s, 0, 3), Some((5, 4)));
}

// M-NO-JUMP-GOAL
#[test]
fn m_no_jump_goal_no_passing_own_pieces_in_the_goal() {
    // p1 in the goal on 42; p2 on 39 would pass it with 4 (to 43).
    let (g, s) = thrown(
        json!({}),
        two(json!([42, 39, 30, 20]), json!([W, W, W, W])),
        4,
    );
    assert!(!is_legal(&g, &s, "4 p2"));
    // 39 + 2 = 41 stops short of 42: allowed.
    let (g, s) = thrown(
        json!({}),
        two(json!([42, 39, 30, 20]), json!([W, W, W, W])),
        2,
    );
    assert!(is_legal(&g, &s, "2 p2"));
    // Inside the goal: 41 -> 43 passes 42.
    let (g, s) = thrown(
        json!({}),
        two(json!([41, 42, 30, 20]), json!([W, W, W, W])),
        2,
    );
    assert!(!is_legal(&g, &s, "2 p1"));
    // Pieces in the goal still move on in it: 42 -> 44.
    assert!(is_legal(&g, &s, "2 p2"));
    // Switched off (the Schmidt rule sheet's reading): passing is allowed.
    let (g, s) = thrown(
        json!({"no_jump_goal": false}),
        two(json!([42, 39, 30, 20]), json!([W, W, W, W])),
        4,
    );
    assert!(is_legal(&g, &s, "4 p2"));
}

// M-END
#[test]
fn m_end_a_seat_is_done_when_its_four_pieces_fill_its_goal() {
    // 42, 43, 44 taken; the last piece comes in on 41 (not the finish square).
    let (g, mut s) = thrown(
        json!({}),
        two(json!([42, 43, 44, 38]), json!([5, W, W, W])),
        3,
    );
    assert_eq!(g.distance_left(&s, 0), 3);
    play(&g, &mut s, "3 p4");
    assert!(g.seat_finished(&s, 0));
    assert_eq!(g.distance_left(&s, 0), 0);
    assert_eq!(
        s.phase(),
        Phase::Over,
        "rank_all = false: the first one done wins"
    );
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    // With rank_all the others play on; a 6 that fills the goal gives no more rolls.
    let (g, mut s) = thrown(
        json!({"rank_all": true}),
        two(json!([42, 43, 44, 35]), json!([5, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p4");
    assert!(g.seat_finished(&s, 0));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // Three pieces in the goal are not enough.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([43, 44, 20, 35]), json!([W, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p4");
    assert_eq!(at(&g, &s, 0, 3), step(41));
    assert!(!g.seat_finished(&s, 0));
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 0),
        "the 6 rolls again"
    );
}

// M-MUST-CAPTURE (switch)
#[test]
fn m_must_capture_switch_schlagzwang() {
    let seats = || two(json!([10, 20, 30, 38]), json!([3, W, W, W]));
    let (g, s) = thrown(json!({}), seats(), 3);
    assert_eq!(legal(&g, &s).len(), 4, "off by default: no Schlagzwang");
    let (g, s) = thrown(json!({"forced_capture": true}), seats(), 3);
    assert_eq!(legal(&g, &s), ["3 p1"], "only the capture");
    // Bringing a piece out comes first (M-MUST-ENTER), capture or not.
    let (g, s) = thrown(
        json!({"forced_capture": true}),
        two(json!([7, W, W, W]), json!([3, W, W, W])),
        6,
    );
    assert_eq!(legal(&g, &s), ["6 p2"]);
}

// M-START-A (switch through start_steps)
#[test]
fn m_start_a_one_piece_may_start_on_the_start_square() {
    let g = game(&["start_steps=1,0,0,0", "order=fixed"]);
    let s = g.initial_state();
    for seat in 0..4 {
        assert_eq!(at(&g, &s, seat, 0), step(1));
        assert_eq!(at(&g, &s, seat, 1), PieceAt::Waiting);
    }
    assert!(Variant::from_name("mensch", &["start_steps=1,1,0,0".into()]).is_err());
    assert!(Variant::from_name("mensch", &["fool=true".into()]).is_err());
}

#[test]
fn mensch_preset_defaults() {
    let o = Variant::preset(Preset::Mensch).options;
    assert!(o.no_share && o.must_enter && o.clear_start && o.three_tries && o.no_jump_goal);
    assert!(!o.forced_capture && !o.rank_all && !o.capture_again && !o.accumulate);
}
