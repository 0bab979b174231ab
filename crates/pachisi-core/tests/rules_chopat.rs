//! Chopat rules (RULES §6), one or more tests per C- rule ID. Positions are built for
//! the South seat (seat 0); with 3 players the seats are S, W, N (clockwise).

mod support;

use pachisi_core::{Action, Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

/// A Chopat position with one seat per entry of `seats`.
fn chopat(seats: Vec<Value>, phase: &str, turn: u8, kept: &[u8]) -> (Game, State) {
    chopat_with(json!({}), seats, phase, turn, kept)
}

fn chopat_with(
    options: Value,
    seats: Vec<Value>,
    phase: &str,
    turn: u8,
    kept: &[u8],
) -> (Game, State) {
    let mut options = options;
    options["players"] = json!(seats.len());
    load(json!({
        "variant": "chopat", "options": options, "phase": phase, "turn": turn,
        "kept": kept, "seats": seats,
    }))
}

/// The West seat's (seat 1 with 3 players) step on the square of South's step `step`.
fn west_step_on_south(g: &Game, step: i16) -> i16 {
    step_at(g, 1, coord(g, 0, step))
}

/// Rotate 90° clockwise about the centre: the same square one arm further along the
/// Chopat track.
fn rot_cw(xy: (u8, u8)) -> (u8, u8) {
    rot_acw_n(xy, 3)
}

// C-PLAYERS
#[test]
fn c_players_two_to_four_one_arm_each_four_pieces() {
    for n in 2..=4u8 {
        let v = Variant::from_name("chopat", &[format!("players={n}")]).unwrap();
        let g = Game::new(v).unwrap();
        assert_eq!(g.seats(), n, "one seat per player");
        assert!(!g.options().teams, "no teams by default");
        let arms: std::collections::BTreeSet<u8> = (0..n).map(|s| g.arm_of(s)).collect();
        assert_eq!(arms.len(), n as usize, "one arm each");
        let s = g.initial_state();
        for seat in 0..n {
            for p in 0..4 {
                assert_eq!(
                    at(&g, &s, seat, p),
                    PieceAt::Waiting,
                    "pieces start in hand"
                );
            }
        }
    }
    for n in ["1", "5"] {
        assert!(Variant::from_name("chopat", &[format!("players={n}")]).is_err());
    }
    // teams are an option, and need four seats
    assert!(Variant::from_name("chopat", &["teams=true".to_string()]).is_ok());
    assert!(
        Variant::from_name(
            "chopat",
            &["teams=true".to_string(), "players=3".to_string()]
        )
        .is_err()
    );
    assert_eq!(
        Game::new(Variant::preset(Preset::Chopat)).unwrap().seats(),
        4
    );
}

// C-ENTER
#[test]
fn c_enter_only_on_eight_or_more_onto_the_start_flower() {
    let (g, mut s) = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]);
    throw(&g, &mut s, 8);
    assert_eq!(s.phase(), Phase::Throw, "8 is go-on");
    throw(&g, &mut s, 2);
    assert_eq!(s.kept(), [8, 2]);
    assert_eq!(
        legal(&g, &s),
        ["8 p1"],
        "2 cannot enter; 8 enters the lowest piece"
    );
    let info = g.move_info(&s, Action::single(8, 0)).unwrap();
    assert!(info.enters);
    assert_eq!(info.to_step, Some(0));
    assert_eq!(info.to, Some((8, 3)), "placed on the start flower");
    play(&g, &mut s, "8 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(0));
    assert_eq!(s.kept(), [2], "the entering throw is used up");
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(2));
    assert_eq!(s.turn(), 1);
}

// C-ENTER
#[test]
fn c_enter_values() {
    for v in [2u8, 3, 4, 8, 11, 16, 25, 30] {
        let (g, s) = chopat(
            vec![
                seat(json!([20, "waiting", "waiting", "waiting"]), 0),
                waiting(),
                waiting(),
            ],
            "move",
            0,
            &[v],
        );
        assert_eq!(
            is_legal(&g, &s, &format!("{v} p2")),
            v >= 8,
            "enter with {v}"
        );
        if v >= 8 {
            let mut t = s;
            play(&g, &mut t, &format!("{v} p2"));
            assert_eq!(at(&g, &t, 0, 1), PieceAt::Step(0));
        }
    }
}

// C-ENTER (option enter = full: the piece enters and moves the full value)
#[test]
fn c_enter_full_option() {
    let (g, mut s) = chopat_with(
        json!({"enter": "full"}),
        vec![waiting(), waiting(), waiting()],
        "move",
        0,
        &[11],
    );
    play(&g, &mut s, "11 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(11));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((1, 8)));
}

// C-GO-ON
#[test]
fn c_go_on_every_throw_of_eight_or_more() {
    let (g, s0) = chopat(
        vec![
            seat(json!([20, 30, "waiting", "waiting"]), 0),
            waiting(),
            waiting(),
        ],
        "throw",
        0,
        &[],
    );
    let t = g.throws();
    let values: Vec<u8> = (0..=7).map(|up| t.value(up)).collect();
    assert_eq!(values, [8, 11, 2, 3, 4, 25, 30, 16], "chopat table");
    for up in 0..=7u8 {
        let v = t.value(up);
        assert_eq!(t.is_go_on(v), v >= 8, "value {v}");
        let mut s = s0;
        g.apply_chance(&mut s, up).unwrap();
        assert_eq!(s.kept(), [v]);
        let expect = if v >= 8 { Phase::Throw } else { Phase::Move };
        assert_eq!(s.phase(), expect, "after a throw of {v}");
        assert_eq!(s.turn(), 0);
    }
}

// C-BURN
#[test]
fn c_burn_three_high_throws_lose_the_whole_turn() {
    let (g, s0) = chopat(
        vec![
            seat(json!([20, 30, "waiting", "waiting"]), 0),
            waiting(),
            waiting(),
        ],
        "throw",
        0,
        &[],
    );
    let mut s = s0;
    throw(&g, &mut s, 25);
    throw(&g, &mut s, 30);
    assert_eq!(s.kept(), [25, 30]);
    assert_eq!(s.phase(), Phase::Throw);
    throw(&g, &mut s, 8);
    assert_eq!(s.kept(), [] as [u8; 0], "every kept throw burns");
    assert_eq!(s.phase(), Phase::Throw);
    assert_eq!(s.turn(), 1, "the player misses the move");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(20));
    assert_eq!(s.counters().cancelled, 3);

    // two high throws and a low one are fine
    let mut s = s0;
    throw(&g, &mut s, 25);
    throw(&g, &mut s, 30);
    throw(&g, &mut s, 3);
    assert_eq!(s.kept(), [25, 30, 3]);
    assert_eq!(s.phase(), Phase::Move);
}

// C-BURN (bonus steps burn too)
#[test]
fn c_burn_also_loses_peghedu_steps() {
    let (g, mut s) = chopat(
        vec![seat(json!([20, 30, 40, 50]), 0), waiting(), waiting()],
        "throw",
        0,
        &[],
    );
    throw(&g, &mut s, 11);
    throw(&g, &mut s, 16);
    assert_eq!(s.kept(), [11, 1, 16]);
    throw(&g, &mut s, 30);
    assert!(s.kept().is_empty());
    assert_eq!(s.turn(), 1);
    assert_eq!(s.counters().cancelled, 4);
}

// C-PEGHEDU
#[test]
fn c_peghedu_bonus_step_once_all_four_entered() {
    let all_in = || {
        chopat(
            vec![seat(json!([20, 30, 40, 50]), 0), waiting(), waiting()],
            "throw",
            0,
            &[],
        )
    };
    for (v, with_bonus) in [
        (11u8, true),
        (25, true),
        (30, true),
        (8, false),
        (16, false),
    ] {
        let (g, mut s) = all_in();
        throw(&g, &mut s, v);
        throw(&g, &mut s, 2);
        let expect: Vec<u8> = if with_bonus {
            vec![v, 1, 2]
        } else {
            vec![v, 2]
        };
        assert_eq!(s.kept(), expect.as_slice(), "bonus after {v}");
    }
    // the extra 1 may go to a different piece
    let (g, mut s) = all_in();
    throw(&g, &mut s, 11);
    throw(&g, &mut s, 2);
    play(&g, &mut s, "11 p1");
    play(&g, &mut s, "1 p2");
    play(&g, &mut s, "2 p3");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(31));
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(31));
    assert_eq!(at(&g, &s, 0, 2), PieceAt::Step(42));
    // no bonus while a piece is still in hand
    let (g, mut s) = chopat(
        vec![
            seat(json!([20, 30, 40, "waiting"]), 0),
            waiting(),
            waiting(),
        ],
        "throw",
        0,
        &[],
    );
    throw(&g, &mut s, 25);
    throw(&g, &mut s, 2);
    assert_eq!(s.kept(), [25, 2]);
}

// C-SAFE
#[test]
fn c_safe_flowers_are_shared_and_protect() {
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    // a West piece on (3,8), South's step 9, a flower
    let w = west_step_on_south(&g0, 9);
    assert_eq!(coord(&g0, 0, 9), (3, 8));
    let (g, mut s) = chopat(
        vec![
            seat(json!([5, "waiting", "waiting", "waiting"]), 0),
            seat(json!([w, "waiting", "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[4],
    );
    let info = g.move_info(&s, Action::single(4, 0)).unwrap();
    assert!(info.captures.is_empty());
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(9));
    assert_eq!(
        at(&g, &s, 1, 0),
        PieceAt::Step(w),
        "not captured on a flower"
    );
    assert_eq!(g.piece_coords(&s, 0, 0), g.piece_coords(&s, 1, 0));

    // entering onto the own start flower shares it with an opponent
    let w0 = west_step_on_south(&g0, 0);
    let (g, mut s) = chopat(
        vec![
            waiting(),
            seat(json!([w0, "waiting", "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[8],
    );
    play(&g, &mut s, "8 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(w0));
    assert_eq!(s.captures(0), 0);
}

// C-BLOCK
#[test]
fn c_block_two_pieces_on_a_flower_can_be_passed_not_stopped_on() {
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    let w = west_step_on_south(&g0, 9);
    let (g, mut s) = chopat(
        vec![
            seat(json!([5, "waiting", "waiting", "waiting"]), 0),
            seat(json!([w, w, "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[4, 8],
    );
    assert!(
        !is_legal(&g, &s, "4 p1"),
        "may not stop on the blocked flower"
    );
    let mut t = s;
    assert!(g.play(&mut t, Action::parse("4 p1").unwrap()).is_err());
    assert!(is_legal(&g, &s, "8 p1"), "may pass it");
    play(&g, &mut s, "8 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(13));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(w));
    assert_eq!(at(&g, &s, 1, 1), PieceAt::Step(w));
    // the 4 is now spendable: 13 + 4 = 17
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(17));

    // the block_two option off: the flower is only safe
    let (g, s) = chopat_with(
        json!({"block_two": false}),
        vec![
            seat(json!([5, "waiting", "waiting", "waiting"]), 0),
            seat(json!([w, w, "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[4, 8],
    );
    assert!(is_legal(&g, &s, "4 p1"));
}

// C-CAPTURE
#[test]
fn c_capture_sends_pieces_back_to_hand() {
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    let w = west_step_on_south(&g0, 7);
    assert_eq!(coord(&g0, 0, 7), (5, 8));
    assert!(!g0.is_safe(square(&g0, 0, 7)));
    let (g, mut s) = chopat(
        vec![
            seat(json!([5, "waiting", "waiting", "waiting"]), 0),
            seat(json!([w, w, 30, "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[2],
    );
    let info = g.move_info(&s, Action::single(2, 0)).unwrap();
    assert_eq!(info.captures, [(1, 0), (1, 1)], "both pieces on the square");
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    assert_eq!(at(&g, &s, 1, 1), PieceAt::Waiting);
    assert_eq!(at(&g, &s, 1, 2), PieceAt::Step(30));
    assert_eq!(s.captures(0), 1);
    // no extra throw for a capture in Chopat: the turn passes to West
    assert_eq!(s.phase(), Phase::Throw);
    assert_eq!(s.turn(), 1);
    // West re-enters only by C-ENTER
    let mut t = s;
    throw(&g, &mut t, 4);
    assert_eq!(
        legal(&g, &t),
        ["4 p3"],
        "a 4 cannot bring a captured piece back"
    );
}

// C-TOHD, C-TOHD-LOOP
#[test]
fn c_tohd_loop_without_a_capture_the_piece_goes_round_again() {
    // step 60 + 8 = 68 would be in the home column; without tohd the piece passes
    // (9,0) and circles (8,0), (8,1), (8,2) to (8,3) = step 0.
    let (g, mut s) = chopat(
        vec![
            seat(json!([60, "waiting", "waiting", "waiting"]), 0),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[8, 30],
    );
    let info = g.move_info(&s, Action::single(8, 0)).unwrap();
    assert_eq!(info.to_step, Some(0));
    assert_eq!(info.to, Some((8, 3)));
    // with 30 it goes on round: 60 -> 64 -> -3 -> 0 -> 22
    let info = g.move_info(&s, Action::single(30, 0)).unwrap();
    assert_eq!(info.to_step, Some(22));
    assert_eq!(info.to, Some((8, 11)));
    play(&g, &mut s, "30 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(22));

    // from the own end square, the circle: 64 -> (8,0), (8,1), (8,2), (8,3)
    for (v, to, xy) in [(2u8, -2i16, (8u8, 1u8)), (3, -1, (8, 2)), (4, 0, (8, 3))] {
        let (g, s) = chopat(
            vec![seat(json!([64, 20, 30, 40]), 0), waiting(), waiting()],
            "move",
            0,
            &[v],
        );
        let info = g.move_info(&s, Action::single(v, 0)).unwrap();
        assert_eq!((info.to_step, info.to), (Some(to), Some(xy)), "64 + {v}");
    }
}

// C-TOHD
#[test]
fn c_tohd_after_a_capture_the_piece_turns_in() {
    let (g, s) = chopat(
        vec![
            seat(json!([60, "waiting", "waiting", "waiting"]), 1),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[8],
    );
    let info = g.move_info(&s, Action::single(8, 0)).unwrap();
    assert_eq!(info.to_step, Some(68));
    assert_eq!(info.to, Some((9, 4)), "up the home column");

    // tohd earned in the same turn: the first throw captures, the second turns in
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    let w = west_step_on_south(&g0, 7);
    let (g, mut s) = chopat(
        vec![
            seat(json!([5, 60, "waiting", "waiting"]), 0),
            seat(json!([w, "waiting", "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        0,
        &[2, 8],
    );
    let before = g.move_info(&s, Action::single(8, 1)).unwrap();
    assert_eq!(before.to_step, Some(0), "no tohd yet: it would circle");
    play(&g, &mut s, "2 p1");
    assert_eq!(s.captures(0), 1);
    play(&g, &mut s, "8 p2");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(68));
    assert_eq!(g.piece_coords(&s, 0, 1), Some((9, 4)));

    // a position may not have a piece in the home column without tohd
    let text = json!({
        "format": "pachisi-position", "version": 1, "variant": "chopat",
        "options": {"players": 2}, "phase": "throw", "turn": 0,
        "seats": [seat(json!([66, "waiting", "waiting", "waiting"]), 0), waiting()]
    })
    .to_string();
    assert!(Game::parse_position(&text).is_err());
}

// C-HOME-SAFE
#[test]
fn c_home_safe_no_other_seat_reaches_a_home_column() {
    for middle in ["end", "inner"] {
        let mut v = Variant::preset(Preset::Chopat);
        v.options.set("flower_in_middle", middle).unwrap();
        let g = Game::new(v).unwrap();
        for seat in 0..4u8 {
            // squares past the central flower: 65..=71 (end) or 68..=71 (inner)
            let first = if middle == "end" { 65 } else { 68 };
            let home: Vec<u8> = (first..=71).map(|st| square(&g, seat, st)).collect();
            for other in (0..4u8).filter(|&o| o != seat) {
                // every square another seat's piece (or fool, which uses the same
                // squares backwards) can ever stand on
                for st in -3..=71 {
                    assert!(
                        !home.contains(&square(&g, other, st)),
                        "{middle}: seat {other} step {st} is in seat {seat}'s home column"
                    );
                }
            }
        }
        // the central flower itself is safe
        let flower = if middle == "end" { 64 } else { 67 };
        assert!(g.is_safe(square(&g, 0, flower)));
    }
    // a piece on its end square (the end flower) is not captured by a piece landing there
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    let w = step_at(&g0, 1, (9, 0));
    let (g, mut s) = chopat(
        vec![
            seat(json!([64, "waiting", "waiting", "waiting"]), 1),
            seat(json!([w - 3, "waiting", "waiting", "waiting"]), 0),
            waiting(),
        ],
        "move",
        1,
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_coords(&s, 1, 0), Some((9, 0)));
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(64));
}

// C-EXACT
#[test]
fn c_exact_count_into_the_ghar() {
    let (g, mut s) = chopat(
        vec![seat(json!([68, 30, 40, 50]), 1), waiting(), waiting()],
        "move",
        0,
        &[8, 4],
    );
    assert!(!is_legal(&g, &s, "8 p1"), "68 + 8 > 72");
    assert!(is_legal(&g, &s, "8 p2"));
    assert!(!legal(&g, &s).contains(&"pass".to_string()), "no passing");
    let mut t = s;
    assert!(g.play(&mut t, Action::Pass).is_err());
    let info = g.move_info(&s, Action::single(4, 0)).unwrap();
    assert!(info.finishes);
    assert_eq!(info.to, Some((9, 9)));
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);

    // an unusable throw is lost
    let (g, mut s) = chopat(
        vec![
            seat(json!([70, "home", "home", "home"]), 1),
            waiting(),
            waiting(),
        ],
        "throw",
        0,
        &[],
    );
    throw(&g, &mut s, 3);
    assert_eq!(s.counters().forfeited, 1);
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(70));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// C-RANK
#[test]
fn c_rank_first_home_wins_play_goes_on_until_one_is_left() {
    let (g, mut s) = chopat(
        vec![
            seat(json!([70, "home", "home", "home"]), 1),
            seat(json!([69, "home", "home", "home"]), 1),
            seat(json!([20, 30, 40, 50]), 0),
        ],
        "throw",
        0,
        &[],
    );
    throw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert!(g.seat_finished(&s, 0));
    assert_eq!(s.ranking(), [0], "South is first");
    assert!(g.outcome(&s).is_none(), "play goes on");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    throw(&g, &mut s, 3);
    play(&g, &mut s, "3 p1");
    let out = g.outcome(&s).expect("one seat left: the game is over");
    assert_eq!(out.ranking, [0, 1, 2]);
    assert!(!out.adjudicated);
    assert_eq!(out.winning_team, None);
}

// C-FOOL
#[test]
fn c_fool_comes_out_of_the_ghar_and_moves_backwards() {
    let finished = || seat(json!(["home", "home", "home", "home"]), 1);
    let mut pos = json!({
        "variant": "chopat", "options": {"players": 3}, "phase": "move", "turn": 0,
        "kept": [3], "ranking": [0],
        "seats": [finished(), seat(json!([20, 30, "waiting", "waiting"]), 0), waiting()]
    });
    let (g, mut s) = load(pos.clone());
    assert!(g.options().fool, "on by default");
    // any throw brings it out; declining is allowed
    assert_eq!(legal(&g, &s), ["3 p1", "pass"]);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Fool(69), "down the home column");
    assert_eq!(g.piece_coords(&s, 0, 0), Some((9, 5)));
    assert_eq!(s.ranking(), [0], "the ranking does not change");
    assert_eq!(s.turn(), 1);

    // option off: a finished seat is out of the game
    pos["options"]["fool"] = json!(false);
    pos["phase"] = json!("throw");
    pos["turn"] = json!(1);
    pos["kept"] = json!([]);
    let (g, mut s) = load(pos);
    throw(&g, &mut s, 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(s.turn(), 2, "seat 0 is skipped");
    throw(&g, &mut s, 3);
    assert_eq!(s.turn(), 1);

    // it goes round the loop the other way, for ever: (8,3) back 4 is (9,0), step 64,
    // and (9,0) back 1 is (10,0), step 63
    for (from, v, to, xy) in [
        (0i16, 4u8, 64i16, (9u8, 0u8)),
        (64, 2, 62, (10, 1)),
        (1, 4, -3, (8, 0)),
        (-3, 2, 63, (10, 0)),
        (68, 4, 64, (9, 0)),
    ] {
        let (g, s) = load(json!({
            "variant": "chopat", "options": {"players": 3}, "phase": "move", "turn": 0,
            "kept": [v], "ranking": [0],
            "seats": [seat(json!([{"fool": from}, "home", "home", "home"]), 1),
                      waiting(), waiting()]
        }));
        let info = g.move_info(&s, Action::single(v, 0)).unwrap();
        assert_eq!(
            (info.to_step, info.to),
            (Some(to), Some(xy)),
            "fool {from} - {v}"
        );
        assert!(!info.finishes);
    }
}

// C-FOOL
#[test]
fn c_fool_captures_and_cannot_be_captured() {
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    // South's step 61 is (10,2), not a flower
    let victim = west_step_on_south(&g0, 61);
    let (g, mut s) = load(json!({
        "variant": "chopat", "options": {"players": 3}, "phase": "move", "turn": 0,
        "kept": [2], "ranking": [0],
        "seats": [seat(json!([{"fool": 63}, "home", "home", "home"]), 1),
                  seat(json!([victim, 30, "waiting", "waiting"]), 0), waiting()]
    }));
    let info = g.move_info(&s, Action::single(2, 0)).unwrap();
    assert_eq!(info.captures, [(1, 0)]);
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Fool(61));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);

    // not on a flower: fool at 62 - 2 = 60, (10,3)
    let on_flower = west_step_on_south(&g0, 60);
    let (g, mut s) = load(json!({
        "variant": "chopat", "options": {"players": 3}, "phase": "move", "turn": 0,
        "kept": [2], "ranking": [0],
        "seats": [seat(json!([{"fool": 62}, "home", "home", "home"]), 1),
                  seat(json!([on_flower, 30, "waiting", "waiting"]), 0), waiting()]
    }));
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(on_flower));

    // West lands on the fool's square: the fool stays, nobody is captured
    let (g, mut s) = load(json!({
        "variant": "chopat", "options": {"players": 3}, "phase": "move", "turn": 1,
        "kept": [3], "ranking": [0],
        "seats": [seat(json!([{"fool": 61}, "home", "home", "home"]), 1),
                  seat(json!([victim - 3, 30, "waiting", "waiting"]), 0), waiting()]
    }));
    let info = g.move_info(&s, Action::single(3, 0)).unwrap();
    assert!(info.captures.is_empty());
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Fool(61));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(victim));
    assert_eq!(g.piece_coords(&s, 0, 0), g.piece_coords(&s, 1, 0));
}

// C-COUNTING
#[test]
fn c_counting_tehr_ghar_trees_and_aanth_ghar_pacchees() {
    let g0 = chopat(vec![waiting(), waiting(), waiting()], "throw", 0, &[]).0;
    // One arm is 17 loop squares: step s + 17 is the same square one arm on.
    for st in -3..=47 {
        assert_eq!(
            coord(&g0, 0, st + 17),
            rot_cw(coord(&g0, 0, st)),
            "step {st}"
        );
    }
    // From the start flower (8,3): the same square in the next arm is (3,10), step 17;
    // 25 = that + 8 (aanth ghar pacchees) and 30 = that + 13 (tehr ghar trees).
    assert_eq!(coord(&g0, 0, 17), (3, 10));
    let (g, s) = chopat(
        vec![
            seat(json!([0, "waiting", "waiting", "waiting"]), 0),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[25, 30],
    );
    let i25 = g.move_info(&s, Action::single(25, 0)).unwrap();
    assert_eq!((i25.to_step, i25.to), (Some(25), Some((8, 14))));
    assert_eq!(coord(&g, 0, 17 + 8), (8, 14));
    let i30 = g.move_info(&s, Action::single(30, 0)).unwrap();
    assert_eq!(
        (i30.to_step, i30.to),
        (Some(30), Some((9, 18))),
        "North end square"
    );
    assert_eq!(coord(&g, 0, 17 + 13), (9, 18));
    // the same from any square: e.g. from (0,9) (step 13), 30 lands on the next arm's
    // square (9,18) (step 30) + 13 = step 43, (15,10)
    assert_eq!(coord(&g, 0, 43), (15, 10));
    assert_eq!(rot_cw(coord(&g, 0, 13)), coord(&g, 0, 30));
}

// C-GO-ON, C-ENTER (option chopat_ends = 7: 0 up = 7, 7 up = 14)
#[test]
fn c_chopat_ends_seven_option() {
    let (g, mut s) = chopat_with(
        json!({"chopat_ends": 7}),
        vec![waiting(), waiting(), waiting()],
        "throw",
        0,
        &[],
    );
    let t = g.throws();
    let values: Vec<u8> = (0..=7).map(|up| t.value(up)).collect();
    assert_eq!(values, [7, 11, 2, 3, 4, 25, 30, 14]);
    assert!(t.is_go_on(7) && t.is_go_on(14) && !t.is_go_on(8) && !t.is_go_on(16));
    throw(&g, &mut s, 7);
    assert_eq!(s.phase(), Phase::Throw, "7 is go-on");
    throw(&g, &mut s, 14);
    throw(&g, &mut s, 2);
    assert_eq!(s.kept(), [7, 14, 2]);
    assert!(is_legal(&g, &s, "7 p1"), "7 enters");
    play(&g, &mut s, "7 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(0));
    // streak: three high throws burn with 7 and 14 as well
    let (g, mut s) = chopat_with(
        json!({"chopat_ends": 7}),
        vec![waiting(), waiting(), waiting()],
        "throw",
        0,
        &[],
    );
    throw(&g, &mut s, 7);
    throw(&g, &mut s, 14);
    throw(&g, &mut s, 25);
    assert!(s.kept().is_empty());
    assert_eq!(s.turn(), 1);
}
