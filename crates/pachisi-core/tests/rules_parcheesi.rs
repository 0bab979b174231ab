//! Parcheesi (RULES §16), one or more tests per PR- rule ID. Seats play anticlockwise:
//! 4 seats sit at S, E, N, W, so seat `k`'s step `x` is South's step `x + 17k` (modulo
//! the 68-square loop). Steps count from the entry space (step 1) to the own end square
//! (step 65), the home path (66 … 72) and home (73). Positions are built for South.

mod support;

use pachisi_core::{Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

const W: &str = "waiting";
const H: &str = "home";

fn game(settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name("parcheesi", &settings).unwrap()).unwrap()
}

/// A `parcheesi` position of four seats in phase `phase` with seat 0 to play.
fn position(options: Value, seats: [Value; 4], phase: &str, kept: &[u8]) -> (Game, State) {
    load(json!({
        "variant": "parcheesi", "options": options, "phase": phase, "turn": 0,
        "kept": kept, "seats": seats.to_vec(), "turn_number": 10,
    }))
}

/// Four seats: South with `south`, East with `east`, North and West waiting.
fn two(south: Value, east: Value) -> [Value; 4] {
    [seat(south, 0), seat(east, 0), waiting(), waiting()]
}

/// Seat 0 throws the dice `a` and `b` from a throw phase.
fn thrown(options: Value, seats: [Value; 4], a: u8, b: u8) -> (Game, State) {
    let (g, mut s) = position(options, seats, "throw", &[]);
    two_dice(&g, &mut s, a, b);
    (g, s)
}

fn step(x: i16) -> PieceAt {
    PieceAt::Step(x)
}

// PR-BOARD
#[test]
fn pr_board_68_loop_entry_64_before_the_end_square_home_path_of_7() {
    let g = game(&[]);
    assert_eq!(g.board().size, 19);
    assert_eq!(g.board().loop_len(), 68);
    let t = g.track();
    assert_eq!(t.step(t.place), 1, "the entry space is step 1");
    assert_eq!(t.step(t.turn_in), 65, "64 squares on to the own end square");
    assert_eq!(t.step(t.finish), 73, "then 7 home-path squares and home");
    // South: the entry space is the East-side column's 4th square from the edge,
    // (10, 3); the end square is the middle column's outer square (9, 0); the home
    // path runs up the middle column (9, 1) … (9, 7) to the centre.
    assert_eq!(coord(&g, 0, 1), (10, 3));
    assert_eq!(
        coord(&g, 0, 5),
        (10, 7),
        "anticlockwise: up, towards the East arm"
    );
    assert_eq!(coord(&g, 0, 6), (11, 8));
    assert_eq!(coord(&g, 0, 65), (9, 0));
    assert_eq!(coord(&g, 0, 66), (9, 1));
    assert_eq!(coord(&g, 0, 72), (9, 7));
    let loop_sq: std::collections::BTreeSet<_> = (1..=65).map(|x| coord(&g, 0, x)).collect();
    assert_eq!(loop_sq.len(), 65);
    for x in 1..72 {
        let (a, b) = (coord(&g, 0, x), coord(&g, 0, x + 1));
        // Neighbours, or diagonal where the loop turns the corner between two arms.
        assert!(a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1, "step {x}");
    }
    assert!(
        g.is_safe(square(&g, 0, 1)),
        "the entry space is a safety space"
    );
}

// PR-SEATS
#[test]
fn pr_seats_two_to_four_each_alone_anticlockwise() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n, "one colour each");
        assert!(!g.options().teams);
    }
    let g = game(&[]);
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 17 * k as i16), "seat {k}");
    }
    let g2 = game(&["players=2"]);
    assert_eq!(
        coord(&g2, 1, 1),
        coord(&g2, 0, 35),
        "two players sit opposite"
    );
}

// PR-DICE
#[test]
fn pr_dice_two_dice_kept_separately_or_one_pawn_takes_both() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_eq!(g.chance_outcomes(&s).as_slice().len(), 36);
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, W, W]), json!([W, W, W, W])),
        3,
        4,
    );
    assert_eq!(s.kept(), [3, 4]);
    assert_eq!(legal(&g, &s), ["3 p1", "3 p2", "4 p1", "4 p2"]);
    play(&g, &mut s, "3 p1");
    assert_eq!(
        legal(&g, &s),
        ["4 p1", "4 p2"],
        "the other die is still kept"
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(17), "one pawn moved by both dice");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// PR-DICE: a total is two moves, so the square in between must be a legal stop.
#[test]
fn pr_dice_the_total_stops_on_the_first_die() {
    // East's pawn on the safety space of South's step 10 (East's step 61). A South
    // pawn on step 7 with 3 and 4: 7 + 3 = 10 is a safety space held by East, so the
    // 3 cannot go first; 4 then 3 ends on 14.
    let g = game(&[]);
    let e10 = 10 - 17 + 68;
    assert!(g.is_safe(square(&g, 0, 10)));
    assert_eq!(square(&g, 1, e10), square(&g, 0, 10));
    let (g, mut s) = thrown(
        json!({}),
        two(json!([7, W, W, W]), json!([e10, W, W, W])),
        3,
        4,
    );
    assert_eq!(
        legal(&g, &s),
        ["4 p1"],
        "7 + 3 lands on East's safety space"
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(legal(&g, &s), ["3 p1"]);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(14));
}

// PR-ENTER
#[test]
fn pr_enter_a_five_on_one_die_enters_onto_the_entry_space() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        5,
        3,
    );
    assert_eq!(legal(&g, &s), ["5 p1"], "3 cannot move a pawn in the nest");
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    assert_eq!(
        legal(&g, &s),
        ["3 p1"],
        "the entered pawn may take the other die"
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(4));
    // Double 5s bring two pawns in.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        5,
        5,
    );
    play(&g, &mut s, "5 p1");
    play(&g, &mut s, "5 p2");
    assert_eq!((at(&g, &s, 0, 0), at(&g, &s, 0, 1)), (step(1), step(1)));
}

// PR-ENTER: the total 5 (1 + 4, 2 + 3) spends both dice.
#[test]
fn pr_enter_a_total_of_five_spends_both_dice() {
    for (a, b) in [(1, 4), (2, 3), (4, 1)] {
        let (g, mut s) = thrown(
            json!({}),
            two(json!([W, W, W, W]), json!([W, W, W, W])),
            a,
            b,
        );
        assert_eq!(legal(&g, &s), ["5 p1"], "{a}+{b}");
        play(&g, &mut s, "5 p1");
        assert_eq!(at(&g, &s, 0, 0), step(1));
        assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "both dice spent");
    }
    // Not with 2 + 2.
    let (_, s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        1,
        3,
    );
    assert_eq!(s.turn(), 1, "1 + 3 is not 5: nothing can move");
}

// PR-ENTER: entering is compulsory when a 5 allows it (must_enter).
#[test]
fn pr_enter_must_enter_when_a_five_allows() {
    let seats = || two(json!([20, W, W, W]), json!([W, W, W, W]));
    let (g, s) = thrown(json!({}), seats(), 5, 2);
    assert_eq!(
        legal(&g, &s),
        ["5 p2", "2 p1"],
        "the 5 may not move the pawn out"
    );
    let (g, s) = thrown(json!({}), seats(), 2, 3);
    assert_eq!(legal(&g, &s), ["5 p2"], "the total 5 must enter");
    let (g, s) = thrown(json!({"must_enter": false}), seats(), 5, 2);
    assert_eq!(
        legal(&g, &s),
        ["5 p1", "5 p2", "2 p1"],
        "switch off: a free choice"
    );
    let (g, s) = thrown(json!({"enter_total": false}), seats(), 2, 3);
    assert_eq!(
        legal(&g, &s),
        ["2 p1", "3 p1"],
        "switch off: only a die showing 5"
    );
}

// PR-ENTER-CAPTURE
#[test]
fn pr_enter_capture_entering_captures_a_single_opponent_on_the_entry_space() {
    // South's entry space is East's step 52.
    let e = 1 - 17 + 68;
    assert_eq!(square(&game(&[]), 1, e), square(&game(&[]), 0, 1));
    let (g, mut s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([e, W, W, W])),
        5,
        6,
    );
    assert_eq!(legal(&g, &s), ["5 p1"]);
    play(&g, &mut s, "5 p1");
    assert_eq!(
        at(&g, &s, 1, 0),
        PieceAt::Waiting,
        "captured on a safety space"
    );
    assert_eq!(s.kept(), [6, 20], "and 20 for the capture");
    // An opponent's blockade on the entry space keeps the pawn in.
    let (_, s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([e, e, W, W])),
        5,
        6,
    );
    assert_eq!(s.turn(), 1, "no entry onto a blockade");
    // Switch off: the entry space is safe like any other.
    let (_, s) = thrown(
        json!({"enter_capture": false}),
        two(json!([W, W, W, W]), json!([e, W, W, W])),
        5,
        6,
    );
    assert_eq!(s.turn(), 1, "East's pawn keeps the entry space");
}

// PR-SAFE
#[test]
fn pr_safe_twelve_safety_spaces_no_capture_no_sharing_with_another_colour() {
    let g = game(&[]);
    let safe: Vec<i16> = (1..=65).filter(|&x| g.is_safe(square(&g, 0, x))).collect();
    // Per arm: an entry space, the end square, and the other outer column's 4th
    // square from the edge (South's steps 10, 14 and 18 on the East arm, 18 being
    // East's entry space, and so on); South's own end square is its step 65.
    assert_eq!(safe, [1, 10, 14, 18, 27, 31, 35, 44, 48, 52, 61, 65]);
    // A South pawn 4 short of East's pawn on a safety space may not land there.
    let e = 10 - 17 + 68;
    let (g, s) = position(
        json!({}),
        two(json!([6, W, W, W]), json!([e, W, W, W])),
        "move",
        &[4, 2],
    );
    assert_eq!(legal(&g, &s), ["2 p1"]);
}

// PR-CAPTURE
#[test]
fn pr_capture_landing_on_a_single_opponent_sends_it_to_the_nest() {
    let e = 20 - 17; // South's step 20 is East's step 3
    let (g, mut s) = position(
        json!({}),
        two(json!([16, W, W, W]), json!([e, 30 - 17, W, W])),
        "move",
        &[4, 2],
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
}

// PR-BLOCKADE
#[test]
fn pr_blockade_nobody_passes_or_lands_on_two_pawns_of_a_colour() {
    // East's blockade on South's step 20: South's pawn on 16 can move 3 (to 19), not
    // 4 (onto it) or 6 (past it).
    let e = 20 - 17;
    let (g, s) = position(
        json!({}),
        two(json!([16, W, W, W]), json!([e, e, W, W])),
        "move",
        &[6, 4, 3],
    );
    assert_eq!(legal(&g, &s), ["3 p1"]);
    // Its own blockade stops a pawn too.
    let (g, s) = position(
        json!({}),
        two(json!([16, 20, 20, W]), json!([40, W, W, W])),
        "move",
        &[6, 4],
    );
    assert_eq!(
        legal(&g, &s),
        ["6 p2", "4 p2"],
        "the pawn on 16 is stuck behind"
    );
    // A blockade is not captured, and a third pawn may not join it.
    let (g, s) = position(
        json!({}),
        two(json!([16, 20, 20, W]), json!([40, W, W, W])),
        "move",
        &[4],
    );
    assert_eq!(legal(&g, &s), ["4 p2"]);
    // Switch off: pairs are ordinary pieces again (and can be captured).
    let (g, s) = position(
        json!({"blockade": false, "capture_stacks": true}),
        two(json!([16, W, W, W]), json!([e, e, W, W])),
        "move",
        &[6, 4],
    );
    assert_eq!(legal(&g, &s), ["6 p1", "4 p1"]);
}

// PR-BLOCKADE-DOUBLES
#[test]
fn pr_blockade_doubles_the_two_pawns_of_a_blockade_do_not_move_on_together() {
    // South's blockade on step 20 and a pawn still in the nest (so no bottom faces);
    // doubles 3-3: one pawn of the blockade may move 3, the other may not follow it.
    let seats = || two(json!([20, 20, 40, W]), json!([40, W, W, W]));
    let (g, mut s) = thrown(json!({}), seats(), 3, 3);
    assert_eq!(s.kept(), [3, 3]);
    assert!(is_legal(&g, &s, "3 p1"));
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(23));
    assert!(
        !is_legal(&g, &s, "3 p2"),
        "the second pawn would rebuild the blockade on 23: {:?}",
        legal(&g, &s)
    );
    assert!(is_legal(&g, &s, "3 p1") && is_legal(&g, &s, "3 p3"));
    // The position says so, and a position read back keeps it.
    let text = g.position_json(&s);
    assert!(text.contains("\"split\""), "{text}");
    let (g2, s2) = Game::parse_position(&text).unwrap();
    assert_eq!(legal(&g2, &s2), legal(&g, &s));
    // Not doubles (3-4): the pawns go their own ways anyway, and the rule says nothing.
    let (g, mut s) = thrown(json!({}), seats(), 3, 4);
    play(&g, &mut s, "3 p1");
    assert!(is_legal(&g, &s, "4 p2"));
    assert!(!g.position_json(&s).contains("\"split\""));
    // Switched off, the second pawn may follow.
    let (g, mut s) = thrown(json!({"blockade_doubles": false}), seats(), 3, 3);
    play(&g, &mut s, "3 p1");
    assert!(is_legal(&g, &s, "3 p2"));
}

#[test]
fn pr_blockade_doubles_with_the_bottom_faces_the_pair_may_not_meet_again() {
    // Every pawn out: doubles 3-3 give 3, 3, 4, 4 (PR-DOUBLES). Pawn 1 moves 3 and
    // 4 to step 27; pawn 2 may move its 3 (to 23), but not its 4 onto pawn 1 again.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([20, 20, 40, 50]), json!([40, W, W, W])),
        3,
        3,
    );
    assert_eq!(s.kept().len(), 4);
    play(&g, &mut s, "3 p1");
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(27));
    play(&g, &mut s, "3 p2");
    assert!(!is_legal(&g, &s, "4 p2"), "{:?}", legal(&g, &s));
    assert!(is_legal(&g, &s, "4 p3"));
    // Another pawn may join pawn 1 on 27 (it was never part of that blockade)...
    let (g, mut s) = thrown(
        json!({}),
        two(json!([20, 20, 23, 50]), json!([40, W, W, W])),
        3,
        3,
    );
    play(&g, &mut s, "3 p1");
    play(&g, &mut s, "4 p1");
    assert!(is_legal(&g, &s, "4 p3"), "{:?}", legal(&g, &s));
    // ... and the next roll starts afresh.
    assert_eq!(s.phase(), Phase::Move);
}

#[test]
fn pr_blockade_doubles_a_split_pawn_is_not_interchangeable_with_its_neighbour() {
    // Pawns 1 and 2 block step 20, pawn 3 is on 16; doubles 3-3 give 3, 3, 4, 4. Pawn
    // 2 moves 3 to 23 (the blockade splits), pawn 3 moves 4 to 20 beside pawn 1. Pawn
    // 1 may not rejoin pawn 2 on 23, but pawn 3, which never stood with it, may: two
    // pawns on one square are not always the same pawn.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([20, 20, 16, 50]), json!([40, W, W, W])),
        3,
        3,
    );
    play(&g, &mut s, "3 p2");
    play(&g, &mut s, "4 p3");
    assert_eq!(at(&g, &s, 0, 2), step(20));
    assert_eq!(s.kept(), [3, 4]);
    let l = legal(&g, &s);
    assert!(!is_legal(&g, &s, "3 p1"), "{l:?}");
    assert!(is_legal(&g, &s, "3 p3"), "{l:?}");
    assert!(l.contains(&"3 p3".to_string()), "{l:?}");
    assert!(!l.contains(&"3 p1".to_string()), "{l:?}");
    // The 4 moves either of them, and the two moves leave different positions (the
    // pawn left behind on 20 is or is not the split one), so both are listed.
    assert!(
        l.contains(&"4 p1".to_string()) && l.contains(&"4 p3".to_string()),
        "{l:?}"
    );
    play(&g, &mut s, "3 p3");
    assert_eq!(at(&g, &s, 0, 2), step(23));
}

// PR-BONUS: 20 for a capture, for one pawn, in the same move phase.
#[test]
fn pr_bonus_twenty_for_a_capture_ten_for_home() {
    let e = 20 - 17;
    let (g, mut s) = position(
        json!({}),
        two(json!([16, 2, W, W]), json!([e, W, W, W])),
        "move",
        &[4, 2],
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(s.kept(), [2, 20]);
    assert_eq!(legal(&g, &s), ["2 p1", "2 p2", "20 p1", "20 p2"]);
    play(&g, &mut s, "20 p2");
    assert_eq!(
        at(&g, &s, 0, 1),
        step(22),
        "not split: one pawn takes all 20"
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(s.turn(), 1);
    // 10 for a pawn reaching home, by exact count.
    let (g, mut s) = position(
        json!({}),
        two(json!([70, 30, 41, 50]), json!([40, W, W, W])),
        "move",
        &[3, 2],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
    assert_eq!(s.kept(), [2, 10]);
    play(&g, &mut s, "10 p2");
    assert_eq!(at(&g, &s, 0, 1), step(40));
    // A bonus that no pawn can use is lost (PR-FORFEIT).
    let (g, mut s) = position(
        json!({}),
        two(json!([70, 68, W, W]), json!([40, W, W, W])),
        "move",
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "10 lost");
    // Switches: no bonus.
    let (g, mut s) = position(
        json!({"capture_bonus": 0}),
        two(json!([16, 2, W, W]), json!([e, W, W, W])),
        "move",
        &[4, 2],
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(s.kept(), [2]);
}

// PR-EXACT
#[test]
fn pr_exact_home_needs_the_exact_count() {
    let (g, s) = position(
        json!({}),
        two(json!([70, W, W, W]), json!([40, W, W, W])),
        "move",
        &[4, 2],
    );
    assert_eq!(legal(&g, &s), ["2 p1"], "70 + 4 is past home (73)");
}

// PR-DOUBLES: throw again after moving; bottom faces once no pawn waits.
#[test]
fn pr_doubles_roll_again_and_take_the_bottom_faces_with_all_pawns_out() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, W]), json!([W, W, W, W])),
        6,
        6,
    );
    assert_eq!(s.kept(), [6, 6], "a pawn waits: the top faces only");
    play(&g, &mut s, "6 p1");
    play(&g, &mut s, "6 p1");
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 0),
        "doubles throw again"
    );
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, 40]), json!([W, W, W, W])),
        6,
        6,
    );
    assert_eq!(s.kept(), [6, 6, 1, 1], "6-6 moves 6, 6, 1, 1 = 14");
    for a in ["6 p1", "6 p1", "1 p1", "1 p1"] {
        play(&g, &mut s, a);
    }
    assert_eq!(at(&g, &s, 0, 0), step(24));
    assert_eq!(s.turn(), 0);
    let (_, s) = thrown(
        json!({"doubles_bottom": false}),
        two(json!([10, 20, 30, 40]), json!([W, W, W, W])),
        6,
        6,
    );
    assert_eq!(s.kept(), [6, 6]);
}

// PR-THREE-DOUBLES
#[test]
fn pr_three_doubles_send_the_pawn_nearest_home_back_and_end_the_turn() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 68, 30, W]), json!([40, W, W, W])),
        2,
        2,
    );
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "2 p1");
    two_dice(&g, &mut s, 3, 3);
    play(&g, &mut s, "3 p1");
    play(&g, &mut s, "3 p1");
    assert_eq!(s.turn(), 0);
    two_dice(&g, &mut s, 1, 1);
    assert_eq!(
        at(&g, &s, 0, 1),
        PieceAt::Waiting,
        "even from the home path"
    );
    assert_eq!(
        at(&g, &s, 0, 0),
        step(20),
        "the third doubles is not played"
    );
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // Doubles after a plain throw start a new count: only in a row within a turn.
    let (g, mut s) = thrown(
        json!({"three_doubles": false}),
        two(json!([10, 68, 30, W]), json!([40, W, W, W])),
        2,
        2,
    );
    for v in [2, 3] {
        play(&g, &mut s, &format!("{v} p1"));
        play(&g, &mut s, &format!("{v} p1"));
        two_dice(&g, &mut s, v + 1, v + 1);
    }
    assert_eq!(s.kept(), [4, 4], "switch off: the third doubles is played");
}

// PR-FORFEIT: a die no pawn can use is lost; the turn goes on (doubles still throw again).
#[test]
fn pr_forfeit_an_unusable_die_is_lost() {
    let (g, s) = thrown(
        json!({}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        6,
        6,
    );
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 0),
        "nothing moves; doubles again"
    );
    assert_eq!(s.counters().forfeited, 2);
    let _ = g;
}

// PR-END
#[test]
fn pr_end_the_first_seat_with_four_pawns_home_wins() {
    let (g, mut s) = position(
        json!({}),
        two(json!([H, H, H, 71]), json!([40, W, W, W])),
        "move",
        &[2, 3],
    );
    play(&g, &mut s, "2 p4");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    let _ = Preset::Parcheesi;
}

// PR-TRACK
#[test]
fn pr_track_loop_entry_moves_the_entry_of_the_pachisi_track() {
    let g = game(&[]);
    let pachisi = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    // Parcheesi's step 1 is the Pachisi track's step 12; its home is Pachisi's 84.
    for x in 1..=72 {
        assert_eq!(coord(&g, 0, x), coord(&pachisi, 0, x + 11), "step {x}");
    }
    // Another entry square on the loop: step 1 moves with it.
    let g13 = game(&["loop_entry=13"]);
    assert_eq!(coord(&g13, 0, 1), coord(&pachisi, 0, 13));
    assert_eq!(g13.track().step(g13.track().finish), 72);
    // Refused: off the loop, past the end, or on another track; never a panic.
    for bad in ["loop_entry=5", "loop_entry=76", "loop_entry=300"] {
        assert!(
            Variant::from_name("parcheesi", &[bad.to_string()]).is_err(),
            "{bad}"
        );
    }
    let e = Variant::from_name("ludo", &["loop_entry=12".to_string()]).unwrap_err();
    assert!(e.to_string().contains("loop_entry"), "{e}");
    let e = Variant::from_name("pachisi", &["three_doubles=true".to_string()]).unwrap_err();
    assert!(e.to_string().contains("three_doubles"), "{e}");
    assert!(Variant::from_name("parcheesi", &["capture_bonus=64".to_string()]).is_err());
}

// PR-DICE: records and replays write a two-dice throw as its outcome and total.
#[test]
fn pr_dice_record_event_is_the_outcome_and_the_total() {
    let g = game(&[]);
    let (_, s) = position(
        json!({}),
        two(json!([10, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
    );
    let o = g.throws().pair_outcome([6, 3]).unwrap();
    assert_eq!(o, 32);
    let ev = serde_json::to_value(g.throw_event(&s, o)).unwrap();
    assert_eq!(ev["throw"]["up"], 32, "{ev}");
    assert_eq!(ev["throw"]["value"], 9, "{ev}");
    let mut s2 = s;
    g.apply_event(&mut s2, &g.throw_event(&s, o)).unwrap();
    assert_eq!(s2.kept(), [6, 3]);
}
