//! Chaupar rules (RULES §7), one or more tests per K- rule ID. Seats are S, E, N, W
//! (anticlockwise), teams S+N (0+2) against E+W (1+3).

mod support;

use pachisi_core::{Action, Game, Group, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use support::*;

fn chaupar(seats: Vec<Value>, phase: &str, turn: u8, kept: &[u8]) -> (Game, State) {
    load(json!({
        "variant": "chaupar", "phase": phase, "turn": turn, "kept": kept, "seats": seats,
    }))
}

fn chaupar_game(settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name("chaupar", &settings).unwrap()).unwrap()
}

fn triple(value: u8, piece: u8) -> Action {
    Action::Move {
        value,
        piece,
        group: Group::Triple,
    }
}

// K-START
#[test]
fn k_start_pieces_begin_on_steps_6_7_9_10() {
    let g = Game::new(Variant::preset(Preset::Chaupar)).unwrap();
    assert_eq!(g.seats(), 4);
    assert!(g.options().teams, "two teams");
    assert_eq!(g.team_of(0), g.team_of(2));
    assert_eq!(g.team_of(1), g.team_of(3));
    assert_ne!(g.team_of(0), g.team_of(1));
    let s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order, "who starts is thrown for");
    for seat in 0..4u8 {
        let steps: Vec<PieceAt> = (0..4).map(|p| at(&g, &s, seat, p)).collect();
        assert_eq!(
            steps,
            [6, 7, 9, 10].map(PieceAt::Step),
            "seat {seat} starts on the board"
        );
    }
    let south: Vec<_> = (0..4).map(|p| g.piece_coords(&s, 0, p).unwrap()).collect();
    assert_eq!(south, [(9, 2), (9, 1), (10, 0), (10, 1)]);
}

// K-DICE
#[test]
fn k_dice_64_equally_likely_triples() {
    for (setting, faces) in [
        (None, [1u8, 2, 5, 6]),
        (Some("dice_faces=1-3-4-6"), [1, 3, 4, 6]),
    ] {
        let g = chaupar_game(setting.as_slice());
        assert_eq!(g.throws().faces, faces);
        let s = g.initial_state();
        assert!(g.is_chance(&s));
        let outcomes = g.chance_outcomes(&s);
        let outcomes = outcomes.as_slice();
        assert_eq!(outcomes.len(), 64);
        assert!(outcomes.iter().all(|&(_, p)| p == 1.0 / 64.0));
        assert!((outcomes.iter().map(|o| o.1).sum::<f64>() - 1.0).abs() < 1e-12);
        let triples: BTreeSet<[u8; 3]> =
            outcomes.iter().map(|&(o, _)| g.throws().dice(o)).collect();
        let mut all = BTreeSet::new();
        for a in faces {
            for b in faces {
                for c in faces {
                    all.insert([a, b, c]);
                }
            }
        }
        assert_eq!(triples, all, "every ordered triple of faces exactly once");
        for t in &all {
            let o = g.throws().dice_outcome(*t).unwrap();
            assert_eq!(g.throws().dice(o), *t);
        }
        // the same outcomes for the turn throws
        let mut v = g.variant().clone();
        v.options.set("order", "fixed").unwrap();
        let gf = Game::new(v).unwrap();
        let s = gf.initial_state();
        assert_eq!(s.phase(), Phase::Throw);
        assert_eq!(gf.chance_outcomes(&s).as_slice(), outcomes);
    }
}

// K-DICE
#[test]
fn k_dice_each_die_is_a_kept_throw_and_none_goes_on() {
    let g = chaupar_game(&["order=fixed"]);
    let s0 = g.initial_state();
    assert_eq!((s0.phase(), s0.turn()), (Phase::Throw, 0));
    for o in 0..64u8 {
        let mut s = s0;
        g.apply_chance(&mut s, o).unwrap();
        assert_eq!(s.phase(), Phase::Move, "no go-on throws (outcome {o})");
        assert_eq!(s.turn(), 0);
        assert_eq!(s.kept(), g.throws().dice(o), "three separate kept values");
    }
}

// K-DICE
#[test]
fn k_dice_values_go_to_different_pieces_or_all_to_one() {
    let start = || {
        chaupar(
            vec![
                seat(json!([20, 30, 40, 50]), 0),
                waiting(),
                waiting(),
                waiting(),
            ],
            "throw",
            0,
            &[],
        )
    };
    let (g, mut s) = start();
    throw_dice(&g, &mut s, [1, 2, 5]);
    assert_eq!(s.kept(), [1, 2, 5]);
    play(&g, &mut s, "1 p1");
    play(&g, &mut s, "2 p2");
    play(&g, &mut s, "5 p3");
    let steps: Vec<_> = (0..4).map(|p| at(&g, &s, 0, p)).collect();
    assert_eq!(steps, [21, 32, 45, 50].map(PieceAt::Step));
    assert_eq!(s.turn(), 1);

    let (g, mut s) = start();
    throw_dice(&g, &mut s, [1, 2, 5]);
    play(&g, &mut s, "5 p1");
    play(&g, &mut s, "1 p1");
    play(&g, &mut s, "2 p1");
    assert_eq!(
        at(&g, &s, 0, 0),
        PieceAt::Step(28),
        "all three dice on one piece"
    );

    // a die is never split: with a 6 the piece moves 6, not less
    let (g, s) = chaupar(
        vec![
            seat(json!([20, 30, 40, 50]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[6],
    );
    let info = g.move_info(&s, Action::single(6, 0)).unwrap();
    assert_eq!(info.to_step, Some(26));
}

// K-TRIPLE
#[test]
fn k_triple_three_pieces_move_twice_the_face() {
    for (face, to) in [(6u8, 32i16), (2, 24), (5, 30), (1, 22)] {
        let (g, mut s) = chaupar(
            vec![
                seat(json!([20, 20, 20, 50]), 0),
                waiting(),
                waiting(),
                waiting(),
            ],
            "throw",
            0,
            &[],
        );
        throw_dice(&g, &mut s, [face; 3]);
        assert!(
            g.legal_actions(&s).contains(&triple(face, 0)),
            "triple {face}"
        );
        let info = g.move_info(&s, triple(face, 0)).unwrap();
        assert_eq!(info.pieces, [0, 1, 2]);
        assert_eq!(info.to_step, Some(to));
        g.play(&mut s, triple(face, 0)).unwrap();
        let steps: Vec<_> = (0..4).map(|p| at(&g, &s, 0, p)).collect();
        assert_eq!(steps, [to, to, to, 50].map(PieceAt::Step));
        assert!(s.kept().is_empty(), "the triple spends all three dice");
        assert_eq!(s.turn(), 1);
    }
    // the dice may still be spent one by one
    let (g, mut s) = chaupar(
        vec![
            seat(json!([20, 20, 20, 50]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[6, 6, 6],
    );
    play(&g, &mut s, "6 p2");
    assert_eq!(at(&g, &s, 0, 1), PieceAt::Step(26));
    assert!(!offers_triple(&g, &s));
}

// K-TRIPLE
#[test]
fn k_triple_needs_three_pieces_and_a_triple() {
    // two pieces only
    let (g, s) = chaupar(
        vec![
            seat(json!([20, 20, 30, 50]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[6, 6, 6],
    );
    assert!(!offers_triple(&g, &s));
    // not a triple
    let (g, s) = chaupar(
        vec![
            seat(json!([20, 20, 20, 50]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[6, 6, 5],
    );
    assert!(!offers_triple(&g, &s));
    let mut t = s;
    assert!(g.play(&mut t, triple(6, 0)).is_err());
}

// K-CAPTURE
#[test]
fn k_capture_single_piece_goes_back_to_the_charkoni() {
    let g0 = chaupar_game(&[]);
    assert_eq!(coord(&g0, 0, 22), (16, 8));
    let e = step_at(&g0, 1, (16, 8));
    let (g, mut s) = chaupar(
        vec![
            seat(json!([20, 30, 40, 50]), 0),
            seat(json!([e, 30, 40, 50]), 0),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[2, 1, 5],
    );
    let info = g.move_info(&s, Action::single(2, 0)).unwrap();
    assert_eq!(info.captures, [(1, 0)]);
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting, "back to the Charkoni");
    assert_eq!(s.captures(0), 1);
    play(&g, &mut s, "1 p2");
    play(&g, &mut s, "5 p3");
    // no extra throw for a capture
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// K-CAPTURE
#[test]
fn k_capture_stacks_of_two_are_immune() {
    let g0 = chaupar_game(&[]);
    let e = step_at(&g0, 1, (16, 8));
    let (g, mut s) = chaupar(
        vec![
            seat(json!([20, 30, 40, 50]), 0),
            seat(json!([e, e, 40, 50]), 0),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[2, 1, 5],
    );
    assert!(
        !is_legal(&g, &s, "2 p1"),
        "may not land on two opponent pieces"
    );
    assert!(is_legal(&g, &s, "5 p1"), "may pass them");
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(25));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(e));
    assert_eq!(at(&g, &s, 1, 1), PieceAt::Step(e));
}

// K-CAPTURE
#[test]
fn k_capture_reenter_on_step_one_with_any_die() {
    let east_waiting = || {
        chaupar(
            vec![
                seat(json!([20, 30, 40, 50]), 0),
                seat(json!(["waiting", 30, 40, 50]), 0),
                waiting(),
                waiting(),
            ],
            "move",
            1,
            &[1, 2, 5],
        )
    };
    let (g, s) = east_waiting();
    for v in [1u8, 2, 5] {
        assert!(is_legal(&g, &s, &format!("{v} p1")), "enter with {v}");
        let info = g.move_info(&s, Action::single(v, 0)).unwrap();
        assert!(info.enters);
        assert_eq!(info.to_step, Some(1), "enters on step 1 whatever the die");
        assert_eq!(info.to, Some((11, 9)), "East's step 1");
    }
    let (g, mut s) = east_waiting();
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Step(1));
    assert_eq!(s.kept(), [1, 2]);
}

// K-PARTNER
#[test]
fn k_partner_moves_with_a_finished_seats_throws() {
    // South brings its last piece home with the 1; the 2 and 5 go to North
    let (g, mut s) = chaupar(
        vec![
            seat(json!([83, "home", "home", "home"]), 0),
            waiting(),
            seat(json!([20, 30, 40, 50]), 0),
            waiting(),
        ],
        "move",
        0,
        &[1, 2, 5],
    );
    play(&g, &mut s, "1 p1");
    assert!(g.seat_finished(&s, 0));
    assert_eq!(s.ranking(), [0]);
    assert_eq!((s.turn(), s.mover()), (0, 2));
    assert_eq!(s.kept(), [2, 5]);
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "5 p2");
    assert_eq!(at(&g, &s, 2, 0), PieceAt::Step(22));
    assert_eq!(at(&g, &s, 2, 1), PieceAt::Step(35));
    assert_eq!(s.turn(), 1);

    // on South's later turns South throws and North moves
    let (g, mut s) = load(json!({
        "variant": "chaupar", "phase": "move", "turn": 3, "kept": [1], "ranking": [0],
        "seats": [seat(json!(["home", "home", "home", "home"]), 0), waiting(),
                  seat(json!([20, 30, 40, 50]), 0),
                  seat(json!([60, 61, 62, 63]), 0)]
    }));
    play(&g, &mut s, "1 p1");
    assert_eq!((s.phase(), s.turn(), s.mover()), (Phase::Throw, 0, 2));
    throw_dice(&g, &mut s, [6, 5, 2]);
    assert_eq!(s.mover(), 2);
    assert_eq!(g.current_seat(&s), Some(2));
    play(&g, &mut s, "6 p4");
    assert_eq!(at(&g, &s, 2, 3), PieceAt::Step(56));

    // the team wins when the partner is home too
    let (g, mut s) = load(json!({
        "variant": "chaupar", "phase": "move", "turn": 0, "mover": 2, "kept": [1, 2, 5],
        "ranking": [0],
        "seats": [seat(json!(["home", "home", "home", "home"]), 0), waiting(),
                  seat(json!([83, "home", "home", "home"]), 0), waiting()]
    }));
    play(&g, &mut s, "1 p1");
    let out = g.outcome(&s).expect("game over");
    assert_eq!(out.winning_team, Some(g.team_of(0)));
    assert_eq!(&out.ranking[..2], [0, 2]);
}

// K-NO-SAFE
#[test]
fn k_no_safe_squares() {
    let g = chaupar_game(&[]);
    assert!(g.board().squares.iter().all(|sq| !g.is_safe(sq.id)));
    // a capture on (18,9), East's end square (a castle in Pachisi)
    let e = step_at(&g, 1, (18, 9));
    assert_eq!(e, 8);
    let (g, mut s) = chaupar(
        vec![
            seat(json!([20, 30, 40, 50]), 0),
            seat(json!([e, 30, 40, 50]), 0),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[5],
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
}

// K-NO-SAFE (exact count, no passing)
#[test]
fn k_no_safe_exact_finish_and_no_pass() {
    let (g, mut s) = chaupar(
        vec![
            seat(json!([82, 30, 40, 50]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "move",
        0,
        &[5, 2, 1],
    );
    assert!(!is_legal(&g, &s, "5 p1"), "82 + 5 > 84");
    assert!(is_legal(&g, &s, "1 p1"));
    assert!(!legal(&g, &s).contains(&"pass".to_string()));
    let mut t = s;
    assert!(g.play(&mut t, Action::Pass).is_err());
    let info = g.move_info(&s, Action::single(2, 0)).unwrap();
    assert!(info.finishes);
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);

    // nothing spendable: the throws are lost
    let (g, mut s) = chaupar(
        vec![
            seat(json!([83, "home", "home", "home"]), 0),
            waiting(),
            waiting(),
            waiting(),
        ],
        "throw",
        0,
        &[],
    );
    throw_dice(&g, &mut s, [2, 5, 6]);
    assert_eq!(s.counters().forfeited, 3);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Step(83));
}

/// Whether any legal action is a triple move (K-TRIPLE).
fn offers_triple(g: &Game, s: &State) -> bool {
    g.legal_actions(s).iter().any(|a| {
        matches!(
            a,
            Action::Move {
                group: Group::Triple,
                ..
            }
        )
    })
}
