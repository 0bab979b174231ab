//! Barjis (RULES-more §1, docs/rules.md "Barjis"), one or more tests per B- rule ID.
//!
//! Barjis plays on the Pachisi board and track (steps 1 … 84, South's step 1 at (9,7)),
//! with Herklots' six-cowrie values. `barjis` is four seats S, E, N, W each alone;
//! `barjis-levant` is two seats on the opposite arms S and N. Every test builds a
//! position (or starts a game), throws by value and checks the legal actions as text or
//! the resulting position.

mod common;

use common::*;
use pachisi_core::options::{EnterMode, SafeSquares, Streak, ThrowTable};
use pachisi_core::{Game, Phase, PieceAt, Preset, Variant};
use serde_json::{Value, json};

fn named(name: &str, settings: &[&str]) -> Game {
    let s: Vec<String> = settings.iter().map(|x| x.to_string()).collect();
    Game::new(Variant::from_name(name, &s).unwrap()).unwrap()
}

fn barjis(settings: &[&str]) -> Game {
    named("barjis", settings)
}

/// The legal moves, without the voluntary pass: both presets allow one whenever a move
/// is to be chosen (B-PASS), and the other rules' tests look at the moves. B-PASS's own
/// test reads `common::legal`.
fn legal(g: &Game, s: &pachisi_core::State) -> Vec<String> {
    common::legal(g, s)
        .into_iter()
        .filter(|a| a != "pass")
        .collect()
}

/// [`legal`], sorted.
fn legal_sorted(g: &Game, s: &pachisi_core::State) -> Vec<String> {
    let mut l = legal(g, s);
    l.sort();
    l
}

/// Four waiting pieces.
fn w4() -> Value {
    json!([W, W, W, W])
}

/// A `barjis` position in the move phase of South with `kept`.
fn moving4(options: Value, kept: &[u8], seats: Value) -> (Game, pachisi_core::State) {
    moving("barjis", options, 0, kept, seats)
}

/// A `barjis` position at the start of South's throws.
fn throwing4(options: Value, seats: Value) -> (Game, pachisi_core::State) {
    throwing("barjis", options, 0, seats)
}

/// South to spend a 3 with a man on step `x - 3`, and East's single man on South's
/// step `x` (East's step returned).
fn east_single_ahead(x: i16) -> (Game, pachisi_core::State, i16) {
    let e = east(&barjis(&[]), x);
    let (g, s) = moving4(
        json!({}),
        &[3],
        json!([[x - 3, W, W, W], [e, W, W, W], w4(), w4()]),
    );
    (g, s, e)
}

/// East's step for South's step `x` on the loop (the same square).
fn east(g: &Game, x: i16) -> i16 {
    same_square(g, 1, 0, x)
}

// ------------------------------------------------------------------ board and track

// B-BOARD
#[test]
fn b_board_the_pachisi_cross_of_four_arms_three_by_eight_round_the_kitchen() {
    for name in ["barjis", "barjis-levant"] {
        let g = named(name, &[]);
        let b = g.board();
        assert_eq!(b.arm_len, 8, "{name}");
        assert_eq!(b.size, 19);
        assert_eq!(
            b.squares.len(),
            1 + 4 * 3 * 8,
            "the kitchen and 96 arm squares"
        );
        assert_eq!(b.loop_len(), 68);
        let c = b.squares[0];
        assert_eq!((c.x, c.y), (9, 9), "the kitchen is the centre");
    }
}

// B-TRACK
#[test]
fn b_track_down_the_middle_column_anticlockwise_round_and_back_up_84_steps() {
    let g = barjis(&[]);
    let t = g.track();
    assert_eq!(t.step(t.place), 1);
    assert_eq!(t.step(t.finish), 84, "the kitchen is step 84");
    assert_eq!(coord(&g, 0, 1), (9, 7), "step 1 next to the kitchen");
    assert_eq!(coord(&g, 0, 8), (9, 0), "down the own middle column");
    assert_eq!(
        coord(&g, 0, 9),
        (10, 0),
        "then anticlockwise (towards East)"
    );
    assert_eq!(coord(&g, 0, 76), (9, 0), "round the 68-square loop");
    assert_eq!(coord(&g, 0, 83), (9, 7), "back up the middle column");
    // Every seat's track is the Pachisi preset's: South's turned by 90° per arm.
    let pachisi = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    let same =
        (0..4u8).all(|seat| (1..=83).all(|x| coord(&g, seat, x) == coord(&pachisi, seat, x)));
    assert!(same, "the Pachisi track");
    assert_eq!(coord(&g, 1, 1), (11, 9), "East's step 1: South's turned");
}

// B-SAFE-SQUARES
#[test]
fn b_safe_squares_the_third_square_from_the_edge_of_both_outer_columns() {
    let g = barjis(&[]);
    assert_eq!(g.options().safe_squares, SafeSquares::Barjis);
    let squares = &g.board().squares;
    let marked: Vec<(u8, u8)> = squares
        .iter()
        .filter_map(|sq| g.is_safe(sq.id).then_some((sq.x, sq.y)))
        .collect();
    let mut want = vec![
        (10, 2),
        (8, 2),
        (16, 8),
        (16, 10),
        (10, 16),
        (8, 16),
        (2, 10),
        (2, 8),
    ];
    let mut got = marked.clone();
    got.sort();
    want.sort();
    assert_eq!(got, want, "the eight marked squares");
    for seat in 0..4u8 {
        let steps: Vec<i16> = (1..=83)
            .filter(|&x| g.is_safe(g.square_of(seat, g.track().pos(x).unwrap())))
            .collect();
        assert_eq!(steps, [11, 22, 28, 39, 45, 56, 62, 73], "seat {seat}");
    }
    // Not the Pachisi castles, nor the end squares, nor the middle columns.
    let pachisi = Game::new(Variant::preset(Preset::Pachisi)).unwrap();
    for x in [1, 8, 12, 76] {
        let sq = g.square_of(0, g.track().pos(x).unwrap());
        assert!(!g.is_safe(sq), "step {x} is not marked");
    }
    assert!(
        pachisi.is_safe(pachisi.square_of(0, 12)),
        "a Pachisi castle"
    );
}

// B-SEATS
#[test]
fn b_seats_anticlockwise_two_players_on_opposite_arms_three_on_s_e_n() {
    let arms = |g: &Game| (0..g.seats()).map(|s| g.arm_of(s)).collect::<Vec<_>>();
    assert_eq!(arms(&barjis(&[])), [0, 1, 2, 3]);
    assert_eq!(arms(&barjis(&["players=3"])), [0, 1, 2]);
    assert_eq!(arms(&barjis(&["players=2"])), [0, 2], "S and N");
    assert_eq!(arms(&named("barjis-levant", &[])), [0, 2]);
}

// ------------------------------------------------------------------ throws

// B-COWRIES
#[test]
fn b_cowries_six_shells_with_herklots_values_and_their_chances() {
    let g = barjis(&[]);
    assert_eq!(g.options().table, ThrowTable::SixHerklots);
    let t = g.throws();
    let values: Vec<u8> = (0..=6).map(|up| t.value(up)).collect();
    assert_eq!(values, [6, 10, 2, 3, 4, 25, 12]);
    let probs: Vec<f64> = g
        .chance_outcomes(&g.initial_state())
        .as_slice()
        .iter()
        .map(|x| x.1)
        .collect();
    let want = [1.0, 6.0, 15.0, 20.0, 15.0, 6.0, 1.0].map(|n| n / 64.0);
    assert_eq!(probs.len(), 7);
    for (p, w) in probs.iter().zip(want) {
        assert!((p - w).abs() < 1e-12, "{probs:?}");
    }
    // mouth_up_p changes the chances.
    let g = barjis(&["mouth_up_p=0.25"]);
    let p0 = g.chance_outcomes(&g.initial_state()).as_slice()[0].1;
    assert!((p0 - 0.75f64.powi(6)).abs() < 1e-12);
}

// ------------------------------------------------------------------ players and start

// B-PLAYERS
#[test]
fn b_players_four_alone_two_sides_in_the_levant_teams_as_an_option() {
    let g = barjis(&[]);
    assert_eq!((g.seats(), g.options().teams), (4, false));
    assert_eq!(
        (0..4).map(|s| g.team_of(s)).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
    for n in 2..=4u8 {
        assert_eq!(barjis(&[&format!("players={n}")]).seats(), n, "each alone");
    }
    let lev = named("barjis-levant", &[]);
    assert_eq!((lev.seats(), lev.options().teams), (2, false));
    let t = barjis(&["teams=true"]);
    assert_eq!(
        (0..4).map(|s| t.team_of(s)).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
    // Teams need four seats.
    assert!(Variant::from_name("barjis-levant", &["teams=true".into()]).is_err());
    assert!(Variant::from_name("barjis", &["players=5".into()]).is_err());
}

// B-ORDER
#[test]
fn b_order_each_seat_throws_once_the_highest_starts() {
    let g = barjis(&[]);
    let mut s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    // S 3, E 25, N 2, W 4: East starts.
    for v in [3, 25, 2, 4] {
        let up = outcome_of(&g, v);
        g.apply_chance(&mut s, up).unwrap();
    }
    assert_turn(&s, Phase::Throw, 1);
}

// B-HAND
#[test]
fn b_hand_every_man_starts_in_the_kitchen_off_the_board() {
    for name in ["barjis", "barjis-levant"] {
        let g = named(name, &[]);
        let s = g.initial_state();
        for seat in 0..g.seats() {
            assert_eq!(pieces(&g, &s, seat), vec![PieceAt::Waiting; 4], "{name}");
        }
    }
}

// B-GRACE
#[test]
fn b_grace_ten_and_twenty_five_enter_in_barjis_only_ten_in_the_levant() {
    // Barjis: 25 enters; 6 and 12 throw again but do not enter.
    let (g, mut s) = throwing4(json!({}), json!([w4(), w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[25, 6, 12, 3]);
    assert_eq!(s.kept(), [25, 6, 12, 3]);
    assert_eq!(legal(&g, &s), ["25 p1"]);
    play(&g, &mut s, "25 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(1));
    // The others now move the entered man.
    assert_eq!(legal_sorted(&g, &s), sorted(&["12 p1", "3 p1", "6 p1"]));
    // A grace may also move a man on the board.
    let (g, s) = moving4(
        json!({}),
        &[10],
        json!([["waiting", 5, W, W], w4(), w4(), w4()]),
    );
    assert_eq!(legal_sorted(&g, &s), sorted(&["10 p1", "10 p2"]));
    // The Levant: 25 does not enter; 10 does.
    let (g, mut s) = throwing("barjis-levant", json!({}), 0, json!([w4(), w4()]));
    throw_all(&g, &mut s, &[25, 3]);
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().forfeited, 2, "25 and 3 lost: no man can enter");
    let (g, mut s) = throwing("barjis-levant", json!({}), 0, json!([w4(), w4()]));
    throw_all(&g, &mut s, &[10, 3]);
    assert_eq!(legal(&g, &s), ["10 p1"]);
    // The option names the graces.
    let (g, mut s) = throwing4(
        json!({"grace_values": [12]}),
        json!([w4(), w4(), w4(), w4()]),
    );
    throw_all(&g, &mut s, &[10, 12, 2]);
    assert_eq!(legal(&g, &s), ["12 p1"]);
    // A value named twice is refused, saying so (one rule set has one name).
    let e = Variant::from_name("barjis", &["grace_values=[10,10]".into()]).unwrap_err();
    assert!(e.to_string().contains("each value at most once"), "{e}");
    assert!(Variant::from_name("barjis", &["go_on=[6,12,6]".into()]).is_err());
    assert!(Variant::from_name("barjis", &["grace_values=[10,25]".into()]).is_ok());
}

// B-ENTER
#[test]
fn b_enter_on_step_one_using_up_the_grace_or_full_or_the_kitchen() {
    let (g, mut s) = moving4(json!({}), &[10, 3], json!([w4(), w4(), w4(), w4()]));
    assert_eq!(g.options().enter, EnterMode::Place);
    play(&g, &mut s, "10 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(1), "placed on step 1 (9,7)");
    assert_eq!(s.kept(), [3], "the grace is used up");
    // enter = full: the man moves the grace's whole value from step 0.
    let (g, mut s) = moving4(
        json!({"enter": "full"}),
        &[10, 3],
        json!([w4(), w4(), w4(), w4()]),
    );
    play(&g, &mut s, "10 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(10));
    // enter = centre: the man is put in the kitchen (step 0) and moves out later.
    let (g, mut s) = moving4(
        json!({"enter": "centre"}),
        &[10, 3],
        json!([w4(), [0, W, W, W], w4(), w4()]),
    );
    play(&g, &mut s, "10 p1");
    assert_eq!(
        at(&g, &s, 0, 1),
        PieceAt::Step(0),
        "in the kitchen, on the board"
    );
    assert_eq!(
        at(&g, &s, 1, 1),
        PieceAt::Step(0),
        "no capture in the kitchen: East's man stays"
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(3), "out by the next throw");
    assert_eq!(g.track().step(g.track().finish), 84);
    assert!(Variant::from_name("ludo", &["enter=centre".into()]).is_err());
}

// B-GO-ON
#[test]
fn b_go_on_six_ten_twelve_twenty_five_throw_again_or_the_option_list() {
    for v in [6, 10, 12, 25] {
        let (g, mut s) = throwing4(json!({}), json!([[5, W, W, W], w4(), w4(), w4()]));
        throw(&g, &mut s, v);
        assert_turn(&s, Phase::Throw, 0);
    }
    for v in [2, 3, 4] {
        let (g, mut s) = throwing4(json!({}), json!([[5, W, W, W], w4(), w4(), w4()]));
        throw(&g, &mut s, v);
        assert_eq!(s.phase(), Phase::Move, "{v} ends the throws");
    }
    // go_on = [] (Ludii's file): no extra throws; go_on = [12]: only 12.
    let (g, mut s) = throwing4(
        json!({"go_on": []}),
        json!([[5, W, W, W], w4(), w4(), w4()]),
    );
    throw(&g, &mut s, 10);
    assert_eq!(s.phase(), Phase::Move);
    assert_eq!(
        legal_sorted(&g, &s),
        sorted(&["10 p1", "10 p2"]),
        "10 still enters"
    );
    let (g, mut s) = throwing4(
        json!({"go_on": [12]}),
        json!([[5, W, W, W], w4(), w4(), w4()]),
    );
    throw(&g, &mut s, 12);
    assert_turn(&s, Phase::Throw, 0);
    throw(&g, &mut s, 6);
    assert_eq!(s.phase(), Phase::Move);
    assert!(Variant::from_name("barjis", &["go_on=[0]".into()]).is_err());
}

// B-ACCUMULATE
#[test]
fn b_accumulate_throws_are_kept_then_spent_one_at_a_time_in_any_order() {
    let (g, mut s) = throwing4(json!({}), json!([[5, 20, W, W], w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[10, 25, 3]);
    assert_eq!(s.kept(), [10, 25, 3]);
    play(&g, &mut s, "3 p2");
    play(&g, &mut s, "25 p1");
    assert_eq!(s.kept(), [10]);
    assert_eq!(
        (at(&g, &s, 0, 1), at(&g, &s, 0, 2)),
        (PieceAt::Step(30), PieceAt::Step(23))
    );
}

// B-ONE-PIECE
#[test]
fn b_one_piece_a_throw_moves_one_man_even_from_a_doubled_square() {
    let (g, s) = moving4(json!({}), &[3], json!([[5, 5, W, W], w4(), w4(), w4()]));
    assert_eq!(legal(&g, &s), ["3 p1"], "no stack move");
    assert!(!g.options().stack_moves);
}

// ------------------------------------------------------------------ moving and capturing

// B-MOVE
#[test]
fn b_move_men_pass_over_any_men_and_double_on_any_square() {
    let g = barjis(&[]);
    let e = east(&g, 22);
    // A doubled East pair on South's step 21 is passed over; South doubles on 23.
    let e21 = east(&g, 21);
    let (g, mut s) = moving4(
        json!({}),
        &[4],
        json!([[19, 23, W, W], [e21, e21, W, W], w4(), w4()]),
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(
        at(&g, &s, 0, 1),
        PieceAt::Step(23),
        "over the pair, onto its own man"
    );
    assert_eq!(at(&g, &s, 0, 2), PieceAt::Step(23));
    // Doubling on a marked square too.
    let (g, s) = moving4(
        json!({}),
        &[3],
        json!([[19, 22, W, W], [e, W, W, W], w4(), w4()]),
    );
    assert!(legal(&g, &s).contains(&"3 p1".to_string()));
}

// B-CAPTURE
#[test]
fn b_capture_a_single_man_on_an_unmarked_square_goes_back_to_the_kitchen() {
    let g = barjis(&[]);
    let e = east(&g, 23);
    let (g, mut s) = moving4(
        json!({}),
        &[3, 2],
        json!([[20, W, W, W], [e, 40, W, W], w4(), w4()]),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(
        at(&g, &s, 1, 1),
        PieceAt::Waiting,
        "captured, back in the kitchen"
    );
    assert_eq!(at(&g, &s, 1, 2), PieceAt::Step(40));
    assert_eq!(s.counters().captures, 1);
    // It re-enters only by a grace: East, with 3 and 2, can only move its other man.
    let (g, mut s) = throwing(
        "barjis",
        json!({}),
        1,
        json!([[23, W, W, W], [W, 40, W, W], w4(), w4()]),
    );
    throw_all(&g, &mut s, &[3]);
    assert_eq!(legal(&g, &s), ["3 p2"]);
}

// B-DOUBLED
#[test]
fn b_doubled_two_men_of_a_seat_cannot_be_taken_nor_landed_on() {
    let g = barjis(&[]);
    let e = east(&g, 23);
    let (g, s) = moving4(
        json!({}),
        &[3, 4],
        json!([[20, W, W, W], [e, e, W, W], w4(), w4()]),
    );
    assert!(!g.options().capture_stacks);
    assert_eq!(
        legal(&g, &s),
        ["4 p1"],
        "3 would land on the doubled men; 4 passes them"
    );
    // capture_stacks = true: the pair is captured together.
    let (g, mut s) = moving4(
        json!({"capture_stacks": true}),
        &[3],
        json!([[20, W, W, W], [e, e, W, W], w4(), w4()]),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(pieces(&g, &s, 1), vec![PieceAt::Waiting; 4]);
}

// B-SAFE
#[test]
fn b_safe_no_capture_on_a_marked_square_and_men_of_any_seat_share_it() {
    let (g, mut s, e) = east_single_ahead(22);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(22));
    assert_eq!(
        at(&g, &s, 1, 1),
        PieceAt::Step(e),
        "safe on the marked square"
    );
    assert_eq!(s.counters().captures, 0);
    // A doubled pair on a marked square is shared too (the marked square's rule).
    let (g, s) = moving4(
        json!({}),
        &[3],
        json!([[19, W, W, W], [e, e, W, W], w4(), w4()]),
    );
    assert_eq!(legal(&g, &s), ["3 p1"]);
    // castle_exclusive = true: an opponent's marked square is closed.
    let (g, s) = moving4(
        json!({"castle_exclusive": true}),
        &[3],
        json!([[19, 30, W, W], [e, W, W, W], w4(), w4()]),
    );
    assert_eq!(legal(&g, &s), ["3 p2"]);
}

// B-EXACT
#[test]
fn b_exact_the_kitchen_by_the_exact_count_or_bear_off_with_the_option() {
    let (g, mut s) = throwing4(json!({}), json!([[80, 30, W, W], w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[6, 4]);
    assert_eq!(
        legal_sorted(&g, &s),
        sorted(&["4 p1", "4 p2", "6 p2"]),
        "80 + 6 passes 84"
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Home);
    let (g, mut s) = throwing4(
        json!({"exact": false}),
        json!([[80, 30, W, W], w4(), w4(), w4()]),
    );
    throw_all(&g, &mut s, &[6, 4]);
    assert!(legal(&g, &s).contains(&"6 p1".to_string()));
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Home, "borne off");
    assert!(Variant::from_name("mensch", &["exact=false".into()]).is_err());
}

// B-FORFEIT
#[test]
fn b_forfeit_a_kept_throw_no_man_can_use_is_lost_and_the_turn_goes_on() {
    // 25 takes no man anywhere (both would pass the kitchen): it is lost, 2 is played.
    let (g, mut s) = throwing4(json!({}), json!([[82, 80, H, H], w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[25, 2]);
    assert_eq!(legal_sorted(&g, &s), sorted(&["2 p1", "2 p2"]));
    play(&g, &mut s, "2 p2");
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().forfeited, 1);
    let (g, mut s) = throwing4(json!({}), json!([[82, H, H, H], w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[3]);
    assert_turn(&s, Phase::Throw, 1);
    assert_eq!(s.counters().forfeited, 1);
}

// B-PASS: both presets allow a voluntary pass (our decision, docs/rules.md §18: with no
// pass, forced moves strand men on step 83 for good); `pass = false` forbids it.
#[test]
fn b_pass_a_voluntary_pass_unless_switched_off() {
    for name in ["barjis", "barjis-levant"] {
        assert!(named(name, &[]).options().pass, "{name}");
    }
    let (g, s) = moving4(json!({}), &[3], json!([[5, W, W, W], w4(), w4(), w4()]));
    assert_eq!(common::legal(&g, &s), ["3 p1", "pass"]);
    let (g, s) = moving4(
        json!({"pass": false}),
        &[3],
        json!([[5, W, W, W], w4(), w4(), w4()]),
    );
    assert_eq!(common::legal(&g, &s), ["3 p1"]);
    assert!(refused(&g, &s, "pass"));
}

// B-NO-EXTRAS
#[test]
fn b_no_extras_no_streak_bonus_step_capture_again_or_must_capture() {
    for name in ["barjis", "barjis-levant"] {
        let o = named(name, &[]).options().clone();
        assert_eq!(
            (o.streak, o.bonus, o.capture_again, o.must_capture),
            (Streak::Off, false, false, false),
            "{name}"
        );
    }
    // A capture earns no new throw: the turn passes.
    let (g, mut s, _) = east_single_ahead(23);
    play(&g, &mut s, "3 p1");
    assert_turn(&s, Phase::Throw, 1);
    // Three 10s in a row are all kept (no streak).
    let (g, mut s) = throwing4(json!({}), json!([[5, W, W, W], w4(), w4(), w4()]));
    throw_all(&g, &mut s, &[10, 10, 10, 2]);
    assert_eq!(s.kept(), [10, 10, 10, 2]);
    // The home column without a capture (no P-MUST-CAPTURE).
    let (g, mut s) = moving4(json!({}), &[4], json!([[74, W, W, W], w4(), w4(), w4()]));
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(78));
}

// B-WIN
#[test]
fn b_win_the_first_seat_home_wins_and_the_game_ends_or_plays_on() {
    let seats = json!([[82, H, H, H], [50, W, W, W], w4(), w4()]);
    let (g, mut s) = moving4(json!({}), &[2], seats.clone());
    play(&g, &mut s, "2 p1");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    let (g, mut s) = moving4(json!({"rank_all": true}), &[2], seats);
    play(&g, &mut s, "2 p1");
    assert!(!g.is_terminal(&s), "plays on for places");
    assert_turn(&s, Phase::Throw, 1);
}

// B-MARS
#[test]
fn b_mars_a_win_with_no_opponent_man_home_counts_seven() {
    let (g, mut s) = moving4(
        json!({}),
        &[2],
        json!([[82, H, H, H], [50, W, W, W], w4(), w4()]),
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(g.outcome(&s).unwrap().score, Some(7), "mars");
    // Round trip through a position keeps it.
    let (g2, s2) = pachisi_core::Game::parse_position(&g.position_json(&s)).unwrap();
    assert_eq!(g2.outcome(&s2).unwrap().score, Some(7));
    let (g, mut s) = moving4(
        json!({}),
        &[2],
        json!([[82, H, H, H], w4(), w4(), [H, W, W, W]]),
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(g.outcome(&s).unwrap().score, Some(1), "West has a man home");
    let (g, mut s) = moving4(
        json!({"mars": false}),
        &[2],
        json!([[82, H, H, H], w4(), w4(), w4()]),
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(g.outcome(&s).unwrap().score, None);
    // With teams: no man of the other team home; the partner's men do not count.
    let teams = |east: Value| {
        position(json!({
            "variant": "barjis", "options": {"teams": true}, "phase": "move", "turn": 0,
            "kept": [2], "ranking": [2],
            "seats": [[82, H, H, H], east, [H, H, H, H], w4()],
        }))
    };
    let (g, mut s) = teams(w4());
    play(&g, &mut s, "2 p1");
    let out = g.outcome(&s).unwrap();
    assert_eq!((out.winning_team, out.score), (Some(0), Some(7)));
    let (g, mut s) = teams(json!([H, W, W, W]));
    play(&g, &mut s, "2 p1");
    assert_eq!(g.outcome(&s).unwrap().score, Some(1), "East has a man home");
    // rank_all: decided when the winner finished, not at the end (here East brings a
    // man home after South's win, and the turn cap ends the game).
    let (g, mut s) = moving4(
        json!({"rank_all": true, "players": 3, "max_turns": 12}),
        &[2],
        json!([[82, H, H, H], [80, W, W, W], w4()]),
    );
    play(&g, &mut s, "2 p1");
    assert!(!g.is_terminal(&s));
    let mut n = 0;
    while !g.is_terminal(&s) && n < 1000 {
        n += 1;
        if g.is_chance(&s) {
            g.apply_chance(&mut s, outcome_of(&g, 4)).unwrap();
        } else {
            let a = g.legal_actions(&s).as_slice()[0];
            g.play(&mut s, a).unwrap();
        }
    }
    assert_eq!(
        at(&g, &s, 1, 1),
        PieceAt::Home,
        "East's man came home after"
    );
    let out = g.outcome(&s).unwrap();
    assert_eq!((out.ranking[0], out.score), (0, Some(7)));
}
