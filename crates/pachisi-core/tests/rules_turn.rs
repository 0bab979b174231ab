//! Rule tests for the shared turn mechanics (RULES.md §4, `T-…` IDs).
//!
//! Every test builds a concrete position (or starts a game), applies throws by value and
//! checks the legal actions as text or the resulting position.

mod common;

use common::*;
use pachisi_core::{Game, Phase, PieceAt, Preset, Variant};
use serde_json::json;

fn preset(p: Preset) -> Game {
    Game::new(Variant::preset(p)).unwrap()
}

// ------------------------------------------------------------------ T-ORDER

#[test]
fn t_order_highest_start_throw_starts() {
    let game = preset(Preset::Pachisi);
    let mut s = game.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(game.current_seat(&s), Some(0));
    throw(&game, &mut s, 3);
    assert_eq!(game.current_seat(&s), Some(1));
    throw_all(&game, &mut s, &[25, 10, 4]);
    // Seat 1 threw the highest (25) and starts; the order throws are not kept.
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.turn_number(), 1);
    assert!(s.kept().is_empty());
}

#[test]
fn t_order_ties_rethrow_among_the_tied_only() {
    let game = preset(Preset::Pachisi);
    let mut s = game.initial_state();
    // Seats 0 and 2 tie on 25; seats 1 and 3 drop out.
    throw_all(&game, &mut s, &[25, 3, 25, 10]);
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(game.current_seat(&s), Some(0));
    // Second round: tie again (4, 4), both re-throw once more.
    throw(&game, &mut s, 4);
    assert_eq!(game.current_seat(&s), Some(2), "seat 1 must not re-throw");
    throw(&game, &mut s, 4);
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(game.current_seat(&s), Some(0));
    // Third round: seat 2 wins with 6 over seat 0's 2.
    throw(&game, &mut s, 2);
    assert_eq!(game.current_seat(&s), Some(2));
    throw(&game, &mut s, 6);
    assert_turn(&s, Phase::Throw, 2);
    assert_eq!(s.turn_number(), 1);
}

#[test]
fn t_order_ties_settle_after_max_order_rounds() {
    use pachisi_core::game::MAX_ORDER_ROUNDS;
    let game = preset(Preset::Pachisi);
    let mut s = game.initial_state();
    // Round 1: seats 1 and 3 tie on 25.
    throw_all(&game, &mut s, &[3, 25, 3, 25]);
    let round = |s: &pachisi_core::State| game.to_position(s).order.map(|o| o.round);
    assert_eq!(round(&s), Some(1));
    // They tie again in every round up to the last one allowed.
    for r in 2..MAX_ORDER_ROUNDS {
        throw_all(&game, &mut s, &[10, 10]);
        assert_eq!(s.phase(), Phase::Order);
        assert_eq!(game.current_seat(&s), Some(1));
        assert_eq!(round(&s), Some(r));
    }
    // The position text keeps the round count.
    let (_, back) = Game::parse_position(&game.position_json(&s)).unwrap();
    assert_eq!(back, s);
    // The last round ties as well: the first tied seat in seat order, 1, starts.
    throw(&game, &mut s, 6);
    assert_eq!(game.current_seat(&s), Some(3));
    throw(&game, &mut s, 6);
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.turn_number(), 1);
    assert!(s.kept().is_empty());
    // Once play has begun the count is gone from the position.
    assert_eq!(game.to_position(&s).phase_throws, 0);
}

#[test]
fn t_order_play_passes_in_preset_seat_order() {
    // Seat 2 starts; an empty turn (3 with all pieces waiting) passes to seat 3, then 0.
    let game = preset(Preset::Pachisi);
    let mut s = game.initial_state();
    throw_all(&game, &mut s, &[2, 3, 25, 4]);
    assert_turn(&s, Phase::Throw, 2);
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Throw, 3);
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Throw, 0);
    // Pachisi is anticlockwise: seat 3 sits West, seat 0 South.
    assert_eq!(game.arm_of(3), 3);
    assert_eq!(game.arm_of(0), 0);
    // Chopat is clockwise: S, W, N, E.
    let chopat = preset(Preset::Chopat);
    let arms: Vec<u8> = (0..4).map(|x| chopat.arm_of(x)).collect();
    assert_eq!(arms, [0, 3, 2, 1]);
}

// ------------------------------------------------------------------ T-ACCUMULATE

#[test]
fn t_accumulate_on_keeps_go_on_throws_then_spends_in_any_order() {
    let (game, mut s) = throwing(
        "pachisi-seven",
        json!({}),
        0,
        json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    throw(&game, &mut s, 25);
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 10);
    assert_turn(&s, Phase::Throw, 0);
    assert_eq!(s.kept(), &[25, 10]);
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[25, 10, 3]);
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["25 p1", "25 p2", "10 p1", "10 p2", "3 p1", "pass"])
    );
    // Any order: the last throw first.
    play(&game, &mut s, "3 p1");
    assert_eq!(s.kept(), &[25, 10]);
    play(&game, &mut s, "10 p2");
    play(&game, &mut s, "25 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(48));
    assert_eq!(at(&game, &s, 0, 2), PieceAt::Step(1));
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn t_accumulate_off_spends_each_throw_before_the_next() {
    let (game, mut s) = throwing(
        "pachisi",
        json!({"accumulate": false}),
        0,
        json!([[5, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]),
    );
    throw(&game, &mut s, 25);
    // The go-on 25 is spent at once.
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[25]);
    assert_eq!(legal_sorted(&game, &s), sorted(&["25 p1", "25 p2", "pass"]));
    play(&game, &mut s, "25 p1");
    // ... and then the same seat throws again.
    assert_turn(&s, Phase::Throw, 0);
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(30));
    throw(&game, &mut s, 3);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[3]);
    play(&game, &mut s, "3 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(33));
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ T-ONE-PIECE

#[test]
fn t_one_piece_throw_moves_one_piece_its_full_value() {
    let seats = json!([[10, 10, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("pachisi", json!({}), 0, &[4], seats);
    // Pieces on one step are interchangeable: only the lowest-numbered is listed.
    assert_eq!(legal(&game, &s), vec!["4 p1", "pass"]);
    let mut a = s;
    play(&game, &mut a, "4 p1");
    assert_eq!(
        pieces(&game, &a, 0),
        vec![
            PieceAt::Step(14),
            PieceAt::Step(10),
            PieceAt::Waiting,
            PieceAt::Waiting
        ]
    );
    assert_turn(&a, Phase::Throw, 1);
    // play() accepts the other piece on the same step as well.
    let mut b = s;
    play(&game, &mut b, "4 p2");
    assert_eq!(at(&game, &b, 0, 1), PieceAt::Step(10));
    assert_eq!(at(&game, &b, 0, 2), PieceAt::Step(14));
    // No stack moves by default.
    assert!(refused(&game, &s, "4 p1 stack"));
}

#[test]
fn t_one_piece_stack_moves_option_moves_the_pair_together() {
    let seats = json!([[10, 10, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({"stack_moves": true}), 0, &[4], seats);
    assert_eq!(legal(&game, &s), vec!["4 p1", "4 p1 stack", "pass"]);
    let info = game
        .move_info(&s, pachisi_core::Action::parse("4 p1 stack").unwrap())
        .unwrap();
    assert_eq!(info.pieces, vec![0, 1]);
    play(&game, &mut s, "4 p1 stack");
    assert_eq!(
        pieces(&game, &s, 0),
        vec![
            PieceAt::Step(14),
            PieceAt::Step(14),
            PieceAt::Waiting,
            PieceAt::Waiting
        ]
    );
    // One throw spent for both pieces.
    assert!(s.kept().is_empty());
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ T-EXACT

#[test]
fn t_exact_finish_only_by_exact_count() {
    let seats = json!([[80, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[4, 5], seats);
    // 5 would go past the finish (and 5 cannot enter a piece).
    assert_eq!(legal(&game, &s), vec!["4 p1", "pass"]);
    assert!(refused(&game, &s, "5 p1"));
    let info = game
        .move_info(&s, pachisi_core::Action::parse("4 p1").unwrap())
        .unwrap();
    assert!(info.finishes);
    assert_eq!(info.to, Some((9, 9)), "the finish is the Charkoni");
    play(&game, &mut s, "4 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Home);
    // The 5 is left and cannot be spent: it is lost and the turn passes.
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().forfeited, 1);
}

#[test]
fn t_exact_overshooting_throw_cannot_be_spent() {
    let seats = json!([[81, H, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi", json!({}), 0, seats.clone());
    throw(&game, &mut s, 4); // 81 + 4 = 85 > 84
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(81));
    let (game, mut s) = throwing("pachisi", json!({}), 0, seats);
    throw(&game, &mut s, 3); // exactly 84
    assert_eq!(legal(&game, &s), vec!["3 p1", "pass"]);
    play(&game, &mut s, "3 p1");
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Home);
}

// ------------------------------------------------------------------ T-FORFEIT

#[test]
fn t_forfeit_throw_unspendable_kept_throw_is_lost() {
    // accumulate = false: an unspendable go-on 25 is lost, but its throw-again stays.
    let seats = json!([[81, H, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi", json!({"accumulate": false}), 0, seats);
    throw(&game, &mut s, 25);
    assert_eq!(s.counters().forfeited, 1);
    assert_turn(&s, Phase::Throw, 0);
}

#[test]
fn t_forfeit_turn_unspendable_throw_ends_the_turn() {
    let seats = json!([[81, H, H, H], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let opts = json!({"accumulate": false, "forfeit": "turn"});
    let (game, mut s) = throwing("pachisi", opts, 0, seats);
    throw(&game, &mut s, 25);
    assert_eq!(s.counters().forfeited, 1);
    assert_turn(&s, Phase::Throw, 1);
}

/// Seat 0 captures with its 2; the kept 6 can then go nowhere (the castle at step 21 is
/// held by seat 1, 81 + 6 is past the finish).
fn forfeit_after_capture(forfeit: &str) -> (Game, pachisi_core::State) {
    let g = preset(Preset::Pachisi);
    let victim = same_square(&g, 1, 0, 15);
    let guard = same_square(&g, 1, 0, 21);
    assert_eq!((victim, guard), (66, 72));
    let seats = json!([
        [13, 81, H, H],
        [victim, guard, W, W],
        [W, W, W, W],
        [W, W, W, W]
    ]);
    let (game, mut s) = moving("pachisi", json!({"forfeit": forfeit}), 0, &[2, 6], seats);
    assert_eq!(
        legal_sorted(&game, &s),
        sorted(&["2 p1", "2 p2", "6 p1", "pass"])
    );
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting, "captured");
    assert_eq!(s.counters().forfeited, 1);
    (game, s)
}

// T-FORFEIT
#[test]
fn t_forfeit_throw_keeps_capture_again_phase() {
    let (_, s) = forfeit_after_capture("throw");
    assert_turn(&s, Phase::Throw, 0);
}

// T-FORFEIT
#[test]
fn t_forfeit_turn_loses_capture_again_phase() {
    let (_, s) = forfeit_after_capture("turn");
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ T-PASS

#[test]
fn t_pass_pachisi_may_decline_kept_throws() {
    let seats = json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[3, 4], seats);
    assert_eq!(legal_sorted(&game, &s), sorted(&["3 p1", "4 p1", "pass"]));
    play(&game, &mut s, "pass");
    // Pass declines every remaining kept throw.
    assert!(s.kept().is_empty());
    assert_eq!(at(&game, &s, 0, 1), PieceAt::Step(20));
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn t_pass_chopat_may_not_decline() {
    let seats = json!([[5, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("chopat", json!({}), 0, &[3], seats);
    assert_eq!(legal(&game, &s), vec!["3 p1"]);
    assert!(refused(&game, &s, "pass"));
}

#[test]
fn t_pass_chaupar_may_not_decline() {
    let seats = json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, s) = moving("chaupar", json!({"start_steps": []}), 0, &[2], seats);
    assert!(!legal(&game, &s).contains(&"pass".to_string()));
    assert!(refused(&game, &s, "pass"));
}

// ------------------------------------------------------------------ T-STREAK

fn one_in() -> serde_json::Value {
    json!([[20, W, W, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]])
}

#[test]
fn t_streak_off_keeps_three_in_a_row() {
    let (game, mut s) = throwing("pachisi-seven", json!({"streak": "off"}), 0, one_in());
    throw_all(&game, &mut s, &[25, 25, 25, 7, 7, 7, 10, 25, 30, 3]);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[25, 25, 25, 7, 7, 7, 10, 25, 30, 3]);
}

#[test]
fn t_streak_class_cancels_three_of_one_class() {
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, one_in());
    // 14 is kept; then 10, 25, 30 are one class: cancelled, throw phase over.
    throw_all(&game, &mut s, &[14, 10, 25]);
    assert_turn(&s, Phase::Throw, 0);
    throw(&game, &mut s, 30);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[14]);
    assert_eq!(legal(&game, &s), vec!["14 p1", "pass"]);
    assert_eq!(s.counters().cancelled, 3);
}

#[test]
fn t_streak_class_interrupted_streak_is_kept() {
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, one_in());
    throw_all(&game, &mut s, &[10, 25, 7, 30, 10, 3]);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[10, 25, 7, 30, 10, 3]);
}

#[test]
fn t_streak_class_seven_and_fourteen_are_classes_of_their_own() {
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, one_in());
    throw_all(&game, &mut s, &[7, 7, 7]);
    // Nothing else kept: the turn passes.
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().cancelled, 3);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, one_in());
    throw_all(&game, &mut s, &[3]);
    assert_turn(&s, Phase::Move, 0);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, one_in());
    throw_all(&game, &mut s, &[25, 14, 14, 14]);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[25]);
}

#[test]
fn t_streak_same_value_counts_equal_values_only() {
    let opts = json!({"streak": "same-value"});
    let (game, mut s) = throwing("pachisi-seven", opts.clone(), 0, one_in());
    throw_all(&game, &mut s, &[10, 25, 30, 3]);
    assert_eq!(s.kept(), &[10, 25, 30, 3]);
    let (game, mut s) = throwing("pachisi-seven", opts, 0, one_in());
    throw_all(&game, &mut s, &[10, 25, 25, 25]);
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[10]);
}

// ------------------------------------------------------------------ T-BONUS-STEP

#[test]
fn t_bonus_step_extra_one_may_move_another_piece() {
    let seats = json!([[20, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[25, 3]);
    assert_eq!(s.kept(), &[25, 1, 3]);
    assert!(legal(&game, &s).contains(&"1 p2".to_string()));
    play(&game, &mut s, "25 p1");
    play(&game, &mut s, "1 p2");
    play(&game, &mut s, "3 p3");
    assert_eq!(
        pieces(&game, &s, 0),
        vec![
            PieceAt::Step(45),
            PieceAt::Step(31),
            PieceAt::Step(43),
            PieceAt::Step(50)
        ]
    );
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn t_bonus_step_only_once_all_pieces_have_entered() {
    // Finished pieces count as entered.
    let seats = json!([[H, 30, 40, 50], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[10, 3]);
    assert_eq!(s.kept(), &[10, 1, 3]);
    // A waiting piece: no bonus step.
    let seats = json!([[20, 30, 40, W], [W, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = throwing("pachisi-seven", json!({}), 0, seats);
    throw_all(&game, &mut s, &[10, 3]);
    assert_eq!(s.kept(), &[10, 3]);
}

// ------------------------------------------------------------------ T-CAPTURE-AGAIN

fn capture_position(options: serde_json::Value, kept: &[u8]) -> (Game, pachisi_core::State) {
    let g = preset(Preset::Pachisi);
    let victim = same_square(&g, 1, 0, 15);
    let seats = json!([[13, W, W, W], [victim, W, W, W], [W, W, W, W], [W, W, W, W]]);
    moving("pachisi", options, 0, kept, seats)
}

#[test]
fn t_capture_again_on_gives_another_throw_phase() {
    let (game, mut s) = capture_position(json!({}), &[2, 3]);
    let tn = s.turn_number();
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
    // The current move phase goes on first ...
    assert_turn(&s, Phase::Move, 0);
    assert_eq!(s.kept(), &[3]);
    play(&game, &mut s, "3 p1");
    // ... then a new throw phase of the same turn.
    assert_turn(&s, Phase::Throw, 0);
    assert_eq!(s.turn_number(), tn);
    assert!(s.kept().is_empty());
}

#[test]
fn t_capture_again_off_turn_passes() {
    let (game, mut s) = capture_position(json!({"capture_again": false}), &[2]);
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting);
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn t_capture_again_off_by_default_in_chopat() {
    let g = preset(Preset::Chopat);
    let victim = same_square(&g, 1, 0, 8);
    let seats = json!([[5, W, W, W], [victim, W, W, W], [W, W, W, W], [W, W, W, W]]);
    let (game, mut s) = moving("chopat", json!({}), 0, &[3], seats);
    play(&game, &mut s, "3 p1");
    assert_eq!(at(&game, &s, 1, 1), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
    assert_turn(&s, Phase::Throw, 1);
}

// ------------------------------------------------------------------ T-TEAM

#[test]
fn t_team_partners_share_squares_and_never_capture() {
    let g = preset(Preset::Pachisi);
    let partner = same_square(&g, 2, 0, 15);
    let seats = json!([
        [13, W, W, W],
        [W, W, W, W],
        [partner, W, W, W],
        [W, W, W, W]
    ]);
    let (game, mut s) = moving("pachisi", json!({}), 0, &[2], seats);
    assert_eq!(legal(&game, &s), vec!["2 p1", "pass"]);
    let info = game
        .move_info(&s, pachisi_core::Action::parse("2 p1").unwrap())
        .unwrap();
    assert!(info.captures.is_empty());
    assert_eq!(info.to, Some((10, 6)));
    play(&game, &mut s, "2 p1");
    assert_eq!(at(&game, &s, 2, 1), PieceAt::Step(partner));
    assert_eq!(s.captures(0), 0);
    // No capture, so no capture-again phase.
    assert_turn(&s, Phase::Throw, 1);
}

#[test]
fn t_team_wins_when_all_its_pieces_are_home() {
    let (game, mut s) = position(json!({
        "variant": "pachisi", "phase": "move", "turn": 0, "kept": [3],
        "seats": [[81, H, H, H], [20, W, W, W], [H, H, H, H], [W, W, W, W]],
        "ranking": [2],
    }));
    play(&game, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    let out = game.outcome(&s).unwrap();
    assert_eq!(out.winning_team, Some(0));
    assert_eq!(&out.ranking[..2], &[2, 0]);
    assert_eq!(out.ranking.len(), 4);
    assert!(!out.adjudicated);
}

#[test]
fn t_team_one_partner_home_does_not_end_the_game() {
    let (game, mut s) = moving(
        "pachisi",
        json!({}),
        0,
        &[3],
        json!([[81, H, H, H], [20, W, W, W], [30, W, W, W], [W, W, W, W]]),
    );
    play(&game, &mut s, "3 p1");
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.ranking(), &[0]);
    assert!(game.outcome(&s).is_none());
}

// ------------------------------------------------------------------ T-END

#[test]
fn t_end_ranking_continues_until_one_seat_remains_chopat() {
    let seats = json!([
        {"pieces": [69, H, H, H], "captures": 1},
        {"pieces": [69, H, H, H], "captures": 1},
        {"pieces": [W, W, W, W]},
    ]);
    let (game, mut s) = moving("chopat", json!({"players": 3}), 0, &[3], seats);
    play(&game, &mut s, "3 p1");
    // Seat 0 is first; play goes on.
    assert_eq!(s.ranking(), &[0]);
    assert_turn(&s, Phase::Throw, 1);
    throw(&game, &mut s, 3);
    play(&game, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    let out = game.outcome(&s).unwrap();
    assert_eq!(out.ranking, vec![0, 1, 2]);
    assert_eq!(out.winning_team, None);
}

#[test]
fn t_end_ranking_continues_pachisi_three_players() {
    let seats = json!([[81, H, H, H], [81, H, H, H], [W, W, W, W]]);
    let opts = json!({"players": 3, "teams": false});
    let (game, mut s) = moving("pachisi", opts, 0, &[3], seats);
    play(&game, &mut s, "3 p1");
    assert_eq!(s.ranking(), &[0]);
    assert_turn(&s, Phase::Throw, 1);
    throw(&game, &mut s, 3);
    play(&game, &mut s, "3 p1");
    let out = game.outcome(&s).unwrap();
    assert_eq!(out.ranking, vec![0, 1, 2]);
    assert_eq!(out.winning_team, None);
}

// T-END
#[test]
fn t_end_rank_all_off_stops_at_first_finisher() {
    let seats = json!([[81, H, H, H], [81, H, H, H], [W, W, W, W]]);
    let opts = json!({"players": 3, "teams": false, "rank_all": false});
    let (game, mut s) = moving("pachisi", opts, 0, &[3], seats);
    play(&game, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    // The rest are ranked by distance left.
    assert_eq!(game.outcome(&s).unwrap().ranking, vec![0, 1, 2]);
}
