//! Rule tests for Pachisi (RULES.md §5, `P-…` IDs), with the board geometry of §1–2 it
//! relies on.
//!
//! Every test builds a concrete position (or starts a game), applies throws by value and
//! checks the legal actions as text or the resulting position.

mod common;

use common::*;
use pachisi_core::{Action, Game, Phase, PieceAt, Preset, Variant};
use serde_json::json;

fn preset(p: Preset) -> Game {
    Game::new(Variant::preset(p)).unwrap()
}

fn named(name: &str, settings: &[&str]) -> Game {
    let s: Vec<String> = settings.iter().map(|x| x.to_string()).collect();
    Game::new(Variant::from_name(name, &s).unwrap()).unwrap()
}

fn info(game: &Game, s: &pachisi_core::State, a: &str) -> pachisi_core::MoveInfo {
    game.move_info(s, Action::parse(a).unwrap())
        .unwrap_or_else(|| panic!("{a} is not legal; legal: {:?}", legal(game, s)))
}

fn all_waiting(n: usize) -> serde_json::Value {
    json!(vec![vec![W; 4]; n])
}

// ------------------------------------------------------------------ P-PLAYERS

#[test]
fn p_players_four_players_two_teams_of_partners() {
    let g = preset(Preset::Pachisi);
    assert_eq!(g.seats(), 4);
    assert!(g.options().teams);
    // Seats S, E, N, W (Yellow, Red, Black, Green); partners opposite.
    assert_eq!(
        (0..4).map(|s| g.arm_of(s)).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
    assert_eq!(
        (0..4).map(|s| g.team_of(s)).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
}

#[test]
fn p_players_two_players_play_four_seats_in_teams() {
    for name in ["pachisi", "pachisi-seven"] {
        let g = named(name, &["players=2"]);
        assert_eq!(g.seats(), 4);
        assert!(g.options().teams);
        assert_eq!(
            (0..4).map(|s| g.team_of(s)).collect::<Vec<_>>(),
            [0, 1, 0, 1]
        );
        assert_eq!(g.initial_state().phase(), Phase::Order);
    }
}

#[test]
fn p_players_three_players_play_alone_on_three_seats() {
    let g = named("pachisi", &["players=3", "teams=false"]);
    assert_eq!(g.seats(), 3);
    assert_eq!((0..3).map(|s| g.team_of(s)).collect::<Vec<_>>(), [0, 1, 2]);
    assert_eq!((0..3).map(|s| g.arm_of(s)).collect::<Vec<_>>(), [0, 1, 2]);
    // Teams need four seats (the engine asks for teams=false explicitly).
    assert!(Variant::from_name("pachisi", &["players=3".to_string()]).is_err());
    // A three-seat game: three seats throw for the start.
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &[2, 3, 25]);
    assert_turn(&s, Phase::Throw, 2);
}

// ------------------------------------------------------------------ P-GOAL

#[test]
fn p_goal_pieces_start_in_charkoni_and_go_the_whole_track() {
    let g = preset(Preset::Pachisi);
    let s = g.initial_state();
    for seat in 0..4 {
        assert_eq!(pieces(&g, &s, seat), vec![PieceAt::Waiting; 4]);
    }
    // RULES §2.1, South seat.
    let table: &[(i16, (u8, u8))] = &[
        (1, (9, 7)),
        (7, (9, 1)),
        (8, (9, 0)),
        (9, (10, 0)),
        (16, (10, 7)),
        (17, (11, 8)),
        (24, (18, 8)),
        (25, (18, 9)),
        (26, (18, 10)),
        (33, (11, 10)),
        (34, (10, 11)),
        (41, (10, 18)),
        (42, (9, 18)),
        (43, (8, 18)),
        (50, (8, 11)),
        (51, (7, 10)),
        (58, (0, 10)),
        (59, (0, 9)),
        (60, (0, 8)),
        (67, (7, 8)),
        (68, (8, 7)),
        (75, (8, 0)),
        (76, (9, 0)),
        (77, (9, 1)),
        (83, (9, 7)),
    ];
    for &(step, xy) in table {
        assert_eq!(coord(&g, 0, step), xy, "South step {step}");
    }
    // The other seats use the track rotated by 90° (E, N, W).
    assert_eq!(coord(&g, 1, 1), (11, 9));
    assert_eq!(coord(&g, 1, 8), (18, 9));
    assert_eq!(coord(&g, 2, 1), (9, 11));
    assert_eq!(coord(&g, 2, 8), (9, 18));
    assert_eq!(coord(&g, 3, 1), (7, 9));
    assert_eq!(coord(&g, 3, 8), (0, 9));
}

#[test]
fn p_goal_piece_finishes_back_in_the_charkoni() {
    let (game, mut s) = moving(
        "pachisi",
        json!({}),
        0,
        &[4],
        json!([[80, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    let i = info(&game, &s, "4 p1");
    assert_eq!(i.from, Some((9, 4)));
    assert_eq!(i.to, Some((9, 9)));
    assert!(i.finishes);
    play(&game, &mut s, "4 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Home);
}

// ------------------------------------------------------------------ P-GRACE

#[test]
fn p_grace_six_ten_twentyfive_enter_and_go_on_in_pachisi() {
    let (game, mut s) = throwing("pachisi", json!({}), 0, all_waiting(4));
    for v in [6, 10, 25] {
        throw(&game, &mut s, v);
        assert_turn(&s, Phase::Throw, 0); // go-on
    }
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[6, 10, 25, 3]);
    // 3 is not a grace: it cannot bring a piece in.
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["6 p1", "10 p1", "25 p1", "pass"])
    );
    play(&game, &mut s, "6 p1");
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["10 p1", "10 p2", "25 p1", "25 p2", "3 p1", "pass"])
    );
}

#[test]
fn p_grace_ten_twentyfive_thirty_in_pachisi_seven() {
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, all_waiting(4));
    throw_all(&game, &mut s, &[10, 30]);
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 4);
    assert_eq!(s.kept(), &[10, 30, 4]);
    assert_eq!(legal_sorted(&game, &s), sorted(&["10 p1", "30 p1", "pass"]));
    // Non-grace throws without a piece on the board: nothing to spend, turn passes.
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, all_waiting(4));
    throw(&game, &mut s, 2);
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().forfeited, 1);
}

// ------------------------------------------------------------------ P-ENTER-SQ1

#[test]
fn p_enter_sq1_entering_piece_lands_on_step_one() {
    let (game, mut s) = moving("pachisi", json!({}), 0, &[25, 3], all_waiting(4));
    let i = info(&game, &s, "25 p1");
    assert!(i.enters);
    assert_eq!((i.from_step, i.to_step), (None, Some(1)));
    assert_eq!(i.to, Some((9, 7)));
    play(&game, &mut s, "25 p1");
    // The 25 is used up by entering; the 3 moves on from step 1.
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(1));
    assert_eq!(s.kept(), &[3]);
    play(&game, &mut s, "3 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(4));
    assert_eq!(game.piece_coords(&s, 0, 0), Some((9, 4)));
}

#[test]
fn p_enter_sq1_enter_full_moves_the_whole_value() {
    let (game, mut s) = moving(
        "pachisi",
        json!({"enter": "full"}),
        0,
        &[25, 3],
        all_waiting(4),
    );
    let i = info(&game, &s, "25 p1");
    assert_eq!(i.to_step, Some(25));
    assert_eq!(i.to, Some((18, 9)));
    play(&game, &mut s, "25 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(25));
    assert_eq!(s.kept(), &[3]);
}

// ------------------------------------------------------------------ P-FIRST-FREE

#[test]
fn p_first_free_off_by_default() {
    let (game, mut s) = throwing("pachisi", json!({}), 0, all_waiting(4));
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn p_first_free_first_piece_enters_on_any_throw() {
    let (game, mut s) = moving(
        "pachisi",
        json!({"first_free": true}),
        0,
        &[3, 4],
        all_waiting(4),
    );
    assert_eq!(legal_sorted(&game, &s), sorted(&["3 p1", "4 p1", "pass"]));
    play(&game, &mut s, "3 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(1));
    // Only the first piece: the second needs a grace.
    assert_eq!(legal(&game, &s), vec!["4 p1", "pass"]);
}

// ------------------------------------------------------------------ P-SEVEN-FOURTEEN

#[test]
fn p_seven_fourteen_go_on_but_cannot_enter() {
    let seats = json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw(&game, &mut s, 7);
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 14);
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 3);
    assert_eq!(s.kept(), &[7, 14, 3]);
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["7 p1", "14 p1", "3 p1", "pass"])
    );
    assert!(refused(&game, &s, "7 p2"));
    assert!(refused(&game, &s, "14 p2"));
}

#[test]
fn p_seven_fourteen_void_without_a_piece_on_the_board() {
    for v in [7, 14] {
        let (game, mut s) = throwing("pachisi-seven", json!({}), 0, all_waiting(4));
        throw(&game, &mut s, v);
        // Not kept, no further throw: the turn passes.
        assert_turn(&s, Phase::Throw, 1);
        assert_eq!(s.counters().cancelled, 1);
        assert_eq!(s.turn_number(), 2);
    }
    // After a kept 25 a void 14 ends the throw phase and is not kept.
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, all_waiting(4));
    throw_all(&game, &mut s, &[25, 14]);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[25]);
    assert_eq!(legal(&game, &s), vec!["25 p1", "pass"]);
    // Finished pieces are not on the board either.
    let seats = json!([[H, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw(&game, &mut s, 7);
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ P-AFTER-ALL-IN

#[test]
fn p_after_all_in_grace_throws_simply_move() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[25], seats);
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["25 p1", "25 p2", "25 p3", "25 p4", "pass"])
    );
    assert!(!info(&game, &s, "25 p4").enters);
    play(&game, &mut s, "25 p2");
    assert_eq!(at(&game, &s, 0, 2), PieceAt::Step(55));
    // With a piece still waiting the same 25 could enter it instead.
    let seats = json!([[20, 30, 40, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("pachisi", json!({}), 0, &[25], seats);
    assert!(info(&game, &s, "25 p4").enters);
}

// ------------------------------------------------------------------ P-CASTLE

#[test]
fn p_castle_squares_match_rules_coordinates() {
    let g = preset(Preset::Pachisi);
    let castles: Vec<i16> = (1..84)
        .filter(|&st| g.is_safe(g.square_of(0, g.track().pos(st).unwrap())))
        .collect();
    assert_eq!(castles, [8, 12, 21, 25, 29, 38, 42, 46, 55, 59, 63, 72, 76]);
    let mut xy: Vec<(u8, u8)> = castles.iter().map(|&st| coord(&g, 0, st)).collect();
    xy.sort();
    xy.dedup();
    let mut expect = vec![
        (9, 0),
        (8, 3),
        (10, 3),
        (18, 9),
        (15, 8),
        (15, 10),
        (9, 18),
        (8, 15),
        (10, 15),
        (0, 9),
        (3, 8),
        (3, 10),
    ];
    expect.sort();
    assert_eq!(xy, expect);
}

#[test]
fn p_castle_cannot_end_on_opponent_castle_but_may_pass() {
    let g = preset(Preset::Pachisi);
    let guard = same_square(&g, 1, 0, 21);
    assert_eq!(coord(&g, 1, guard), (15, 8));
    let seats = json!([[19, W, W, W], [guard, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[2, 3], seats);
    assert_eq!(legal(&game, &s), vec!["3 p1", "pass"]);
    assert!(refused(&game, &s, "2 p1"));
    play(&game, &mut s, "3 p1"); // passes over the held castle to 22
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(22));
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(24));
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Step(guard));
}

#[test]
fn p_castle_pieces_on_castles_cannot_be_captured() {
    // With castle_exclusive off a piece may share an opponent's castle, but captures
    // nothing there.
    let g = preset(Preset::Pachisi);
    let guard = same_square(&g, 1, 0, 21);
    let seats = json!([[19, W, W, W], [guard, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving(
        "pachisi",
        json!({"castle_exclusive": false}),
        0,
        &[2],
        seats,
    );
    assert_eq!(legal(&game, &s), vec!["2 p1", "pass"]);
    assert!(info(&game, &s, "2 p1").captures.is_empty());
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(21));
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Step(guard));
    assert_eq!(s.captures(0), 0);
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ P-CAPTURE

#[test]
fn p_capture_takes_every_opponent_piece_on_the_square() {
    let g = preset(Preset::Pachisi);
    let v1 = same_square(&g, 1, 0, 15);
    let v3 = same_square(&g, 3, 0, 15);
    let seats = json!([[13, W, W, W], [v1, v1, W, W], [W, W, W, W], [v3, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[2], seats);
    let i = info(&game, &s, "2 p1");
    assert_eq!(i.to, Some((10, 6)));
    assert_eq!(i.captures, vec![(1, 0), (1, 1), (3, 0)]);
    play(&game, &mut s, "2 p1");
    assert_eq!(pieces(&game, &s, 1), vec![PieceAt::Waiting; 4]);
    assert_eq!(pieces(&game, &s, 3), vec![PieceAt::Waiting; 4]);
    assert_eq!(s.captures(0), 1);
    assert_eq!(s.counters().captures, 3);
    // Captured pieces re-enter only by a grace: seat 0 passes its capture-again
    // phase, seat 1 throws a 3 and cannot use it.
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 3);
    play(&game, &mut s, "pass");
    assert_turn(&s, Phase::Throw, 1);
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Throw, 2);
    assert_eq!(pieces(&game, &s, 1), vec![PieceAt::Waiting; 4]);
}

#[test]
fn p_capture_stacks_false_two_pieces_of_one_seat_block() {
    let g = preset(Preset::Pachisi);
    let v1 = same_square(&g, 1, 0, 15);
    let seats = json!([[13, W, W, W], [v1, v1, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving(
        "pachisi",
        json!({"capture_stacks": false}),
        0,
        &[2, 3],
        seats,
    );
    assert_eq!(legal(&game, &s), vec!["3 p1", "pass"]);
    assert!(refused(&game, &s, "2 p1"));
    // Engine decision: one piece each of two partner seats is not a stack; it is
    // captured.
    let v3 = same_square(&g, 3, 0, 15);
    let seats = json!([[13, W, W, W], [v1, W, W, W], [W, W, W, W], [v3, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({"capture_stacks": false}), 0, &[2], seats);
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting);
    assert_eq!(at(&game, &s, 3, 1), PieceAt::Waiting);
}

// ------------------------------------------------------------------ P-STACK

fn stack_position(options: serde_json::Value) -> (Game, pachisi_core::State) {
    let g = preset(Preset::Pachisi);
    let partner = same_square(&g, 2, 0, 25);
    assert_eq!(coord(&g, 2, partner), (18, 9));
    let seats = json!([
        [17, 21, 13, W],
        [W, W, W, W],
        [partner, W, W, W],
        [W, W, W, W]
    ]);
    moving("pachisi", options, 0, &[4, 4], seats)
}

#[test]
fn p_stack_team_pieces_share_any_square() {
    let (game, mut s) = stack_position(json!({}));
    // p1 → 21 (own piece on a castle), p2 → 25 (partner on a castle), p3 → 17 (own
    // piece on a plain square).
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["4 p1", "4 p2", "4 p3", "pass"])
    );
    play(&game, &mut s, "4 p1");
    play(&game, &mut s, "4 p2");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(21));
    assert_eq!(at(&game, &s, 0, 2), PieceAt::Step(25));
    assert_eq!(game.piece_coords(&s, 2, 0), Some((18, 9)));
    assert_eq!(game.piece_coords(&s, 0, 1), Some((18, 9)));
}

#[test]
fn p_stack_castle_single_no_sharing_on_castles() {
    let (game, s) = stack_position(json!({"castle_single": true}));
    assert_eq!(legal(&game, &s), vec!["4 p3", "pass"]);
}

// ------------------------------------------------------------------ P-MUST-CAPTURE

#[test]
fn p_must_capture_pieces_circle_until_a_capture() {
    let opts = json!({"must_capture": true});
    let seats =
        json!([{"pieces": [76, H, H, H], "captures": 0}, [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi-seven", opts.clone(), 0, &[1], seats);
    assert_eq!(legal(&game, &s), vec!["1 p1", "pass"]);
    let i = info(&game, &s, "1 p1");
    // 76 + 1 = 77 would be the home column; without a capture it is step 9 again.
    assert_eq!(i.to_step, Some(9));
    assert_eq!(i.to, Some((10, 0)));
    play(&game, &mut s, "1 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(9));
    // Further round: 70 + 10 = 80 → 12.
    let seats = json!([[70, H, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("pachisi-seven", opts.clone(), 0, &[10], seats);
    assert_eq!(info(&game, &s, "10 p1").to_step, Some(12));
    // With a capture made the piece goes up the home stretch.
    let seats =
        json!([{"pieces": [76, H, H, H], "captures": 1}, [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi-seven", opts, 0, &[1], seats);
    let i = info(&game, &s, "1 p1");
    assert_eq!(i.to, Some((9, 1)));
    play(&game, &mut s, "1 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(77));
}

#[test]
fn p_must_capture_off_by_default() {
    let seats = json!([[74, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("pachisi", json!({}), 0, &[3], seats);
    assert_eq!(info(&game, &s, "3 p1").to_step, Some(77));
    let (game, s) = moving(
        "pachisi",
        json!({"must_capture": true}),
        0,
        &[3],
        json!([[74, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    assert_eq!(info(&game, &s, "3 p1").to_step, Some(9));
}

// ------------------------------------------------------------------ P-REVENGE

/// Two players (seats 0+2 against 1+3). Seat 0 captures on (10,6) in turn 5; seat 1
/// recaptures the capturing piece on the same square in turn 6.
fn revenge_game(revenge: bool) -> (Game, pachisi_core::State) {
    let g = preset(Preset::Pachisi);
    let victim = same_square(&g, 1, 0, 15);
    let avenger = same_square(&g, 1, 0, 12);
    let (game, mut s) = position(json!({
        "variant": "pachisi",
        "options": {"players": 2, "must_capture": true, "revenge": revenge},
        "phase": "move", "turn": 0, "turn_number": 5, "kept": [2],
        "seats": [[13, H, H, H], [victim, avenger, W, W], [W, W, W, W], [W, W, W, W]],
    }));
    play(&game, &mut s, "2 p1");
    assert_eq!(s.captures(0), 1);
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting);
    // Capture-again phase: seat 0 throws 3 and passes.
    throw(&game, &mut s, 3);
    play(&game, &mut s, "pass");
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.turn_number(), 6);
    throw(&game, &mut s, 3);
    assert_eq!(legal(&game, &s), vec!["3 p2", "pass"]);
    let i = info(&game, &s, "3 p2");
    assert_eq!(i.to, Some((10, 6)));
    assert_eq!(i.captures, vec![(0, 0)]);
    play(&game, &mut s, "3 p2");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Waiting);
    (game, s)
}

#[test]
fn p_revenge_recapture_cancels_the_capture() {
    let (_, s) = revenge_game(true);
    assert_eq!(s.captures(0), 0);
    assert_eq!(s.captures(1), 1);
}

#[test]
fn p_revenge_off_capture_keeps_counting() {
    let (_, s) = revenge_game(false);
    assert_eq!(s.captures(0), 1);
}

#[test]
fn p_revenge_needs_two_players() {
    assert!(
        Variant::from_name(
            "pachisi",
            &["must_capture=true".to_string(), "revenge=true".to_string()]
        )
        .is_err()
    );
}

// ------------------------------------------------------------------ P-STREAK

const SEED_TURN: [u8; 13] = [25, 25, 14, 10, 30, 7, 25, 30, 7, 10, 14, 25, 3];

#[test]
fn p_streak_seed_turn_is_one_legal_turn() {
    let seats = json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    for (i, &v) in SEED_TURN.iter().enumerate() {
        throw(&game, &mut s, v);
        let expect = if i + 1 < SEED_TURN.len() {
            Phase::Throw
        } else {
            Phase::Move
        };
        assert_turn(&s, expect, 0);
    }
    // A piece waits: no pyada; every throw is kept.
    assert_eq!(s.kept(), &SEED_TURN);
    assert_eq!(s.kept().iter().map(|&v| v as u32).sum::<u32>(), 225);
    assert_eq!(s.counters().cancelled, 0);
}

#[test]
fn p_streak_seed_turn_all_pieces_in_adds_pyada() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    for (i, &v) in SEED_TURN.iter().enumerate() {
        throw(&game, &mut s, v);
        if i + 1 < SEED_TURN.len() {
            assert_turn(&s, Phase::Throw, 0);
        }
    }
    assert_turn(&s, Phase::Move, 0);
    // Each 10, 25, 30 brings a 1 (eight of them).
    assert_eq!(
        s.kept(),
        &[
            25, 1, 25, 1, 14, 10, 1, 30, 1, 7, 25, 1, 30, 1, 7, 10, 1, 14, 25, 1, 3
        ]
    );
    assert_eq!(s.kept().iter().map(|&v| v as u32).sum::<u32>(), 233);
}

#[test]
fn p_streak_ten_twentyfive_thirty_cancelled_with_their_pyada() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats.clone());
    throw_all(&game, &mut s, &[14, 10, 25]);
    assert_eq!(s.kept(), &[14, 10, 1, 25, 1]);
    throw(&game, &mut s, 30);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[14]);
    // Only those three throws in the phase: nothing left, the turn passes.
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[30, 10, 25]);
    assert_turn(&s, Phase::Throw, 1);
    assert!(s.kept().is_empty());
}

#[test]
fn p_streak_pachisi_option_classes_six_ten_twentyfive() {
    let seats = json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    // Off by default in `pachisi`.
    let (game, mut s) = throwing("pachisi", json!({}), 0, seats.clone());
    throw_all(&game, &mut s, &[6, 10, 25, 3]);
    assert_eq!(s.kept(), &[6, 10, 25, 3]);
    let (game, mut s) = throwing("pachisi", json!({"streak": "class"}), 0, seats);
    throw_all(&game, &mut s, &[4]);
    assert_turn(&s, Phase::Move, 0);
    let mut s2 = s;
    play(&game, &mut s2, "pass");
    assert_turn(&s2, Phase::Throw, 1);
    throw_all(&game, &mut s2, &[6, 10, 25]);
    // Seat 1 had nothing but the streak: its turn is over.
    assert_turn(&s2, Phase::Throw, 2);
}

// ------------------------------------------------------------------ P-PYADA

#[test]
fn p_pyada_all_pieces_in_twentyfive_twentyfive_three_is_55() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[25, 25, 3]);
    assert_eq!(s.kept(), &[25, 1, 25, 1, 3]);
    assert_eq!(s.kept().iter().map(|&v| v as u32).sum::<u32>(), 55);
}

#[test]
fn p_pyada_with_a_piece_waiting_is_53() {
    let seats = json!([[20, 30, 40, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[25, 25, 3]);
    assert_eq!(s.kept(), &[25, 25, 3]);
    assert_eq!(s.kept().iter().map(|&v| v as u32).sum::<u32>(), 53);
}

#[test]
fn p_pyada_pachisi_option_bonus_values_ten_twentyfive() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi", json!({}), 0, seats.clone());
    throw_all(&game, &mut s, &[25, 3]);
    assert_eq!(s.kept(), &[25, 3], "off by default in pachisi");
    let (game, mut s) = throwing("pachisi", json!({"bonus": true}), 0, seats);
    throw_all(&game, &mut s, &[6, 10, 25, 3]);
    assert_eq!(s.kept(), &[6, 10, 1, 25, 1, 3]);
}

// ------------------------------------------------------------------ P-HOME

#[test]
fn p_home_column_is_out_of_reach_of_everyone_else() {
    let g = preset(Preset::Pachisi);
    let home: Vec<(u8, u8)> = (77..84).map(|st| coord(&g, 0, st)).collect();
    assert_eq!(home, (1..8).map(|y| (9, y)).collect::<Vec<_>>());
    // Steps 1–7 are the same seven squares.
    let out: Vec<(u8, u8)> = (1..8).rev().map(|st| coord(&g, 0, st)).collect();
    assert_eq!(out, home);
    for seat in 1..4 {
        for st in 1..84 {
            assert!(
                !home.contains(&coord(&g, seat, st)),
                "seat {seat} step {st} is in South's home column"
            );
        }
    }
    // A piece on step 80 cannot be reached: no opponent move ends on its square.
    let seats = json!([[80, W, W, W], [75, 70, W, W], [75, W, W, W], [75, W, W, W]]);
    let (game, s) = moving("pachisi", json!({}), 1, &[6, 10, 25, 3], seats);
    for a in game.legal_actions(&s).iter() {
        let i = game.move_info(&s, *a).unwrap();
        assert!(i.captures.is_empty(), "{a} captures");
    }
}

#[test]
fn p_home_step_8_and_step_76_are_distinct_in_the_state() {
    let seats = json!([[8, 76, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[2], seats);
    assert_eq!(game.piece_coords(&s, 0, 0), Some((9, 0)));
    assert_eq!(game.piece_coords(&s, 0, 1), Some((9, 0)));
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(8));
    assert_eq!(at(&game, &s, 0, 2), PieceAt::Step(76));
    // The position JSON keeps them apart and reads back the same state.
    let pj = game.to_position(&s);
    let text = serde_json::to_string(&pj.seats[0].pieces).unwrap();
    assert_eq!(text, r#"[8,76,"waiting","waiting"]"#);
    let (_, back) = Game::parse_position(&game.position_json(&s)).unwrap();
    assert_eq!(back, s);
    // Same square, different ways on.
    assert_eq!(legal_sorted(&game, &s), sorted(&["2 p1", "2 p2", "pass"]));
    assert_eq!(info(&game, &s, "2 p1").to, Some((10, 1)));
    assert_eq!(info(&game, &s, "2 p2").to, Some((9, 2)));
    play(&game, &mut s, "2 p2");
    assert_eq!(at(&game, &s, 0, 2), PieceAt::Step(78));
}
