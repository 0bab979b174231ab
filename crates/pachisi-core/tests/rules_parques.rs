//! Parqués (RULES-more §2, docs/rules.md §19), one or more tests per Q- rule ID. The
//! board and track are Parchís' (docs/rules.md §17): seats play anticlockwise, seat
//! `k`'s step `x` is South's step `x + 17k` (modulo the 68-square loop); step 1 is the
//! salida, 64 the own end square, 65 … 71 the llegada and 72 the cielo. Positions are
//! built for South; dice are thrown by their faces.

mod support;

use pachisi_core::options::{PairRelease, ThrowTable};
use pachisi_core::{Action, Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

const W: &str = "waiting";
const H: &str = "home";

fn game(settings: &[&str]) -> Game {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Game::new(Variant::from_name("parques", &settings).unwrap()).unwrap()
}

/// A `parques` position of four seats (or as many as `options` give) in phase
/// `phase`, South to play, with `extra` fields (`release_open`, `blow`, …).
fn position(
    options: Value,
    seats: Vec<Value>,
    phase: &str,
    kept: &[u8],
    extra: Value,
) -> (Game, State) {
    let mut v = json!({
        "variant": "parques", "options": options, "phase": phase, "turn": 0,
        "kept": kept, "seats": seats, "turn_number": 10,
    });
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    load(v)
}

/// Four seats: South with `south`, East with `east`, North and West in the jail.
fn two(south: Value, east: Value) -> Vec<Value> {
    vec![seat(south, 0), seat(east, 0), waiting(), waiting()]
}

/// South to throw, with `south`'s pieces; East and the others in the jail.
fn throwing(south: Value) -> (Game, State) {
    position(
        json!({}),
        two(south, json!([W, W, W, W])),
        "throw",
        &[],
        json!({}),
    )
}

/// South to spend `kept`, with `south`'s and `east`'s pieces.
fn moving(south: Value, east: Value, kept: &[u8]) -> (Game, State) {
    position(json!({}), two(south, east), "move", kept, json!({}))
}

fn step(x: i16) -> PieceAt {
    PieceAt::Step(x)
}

/// South's pieces.
fn south(g: &Game, s: &State) -> Vec<PieceAt> {
    (0..4).map(|j| g.piece_at(s, 0, j)).collect()
}

// ------------------------------------------------------------------ board and dice

// Q-BOARD
#[test]
fn q_board_the_parchis_board_of_96_squares_with_a_jail_per_seat() {
    let g = game(&[]);
    let parchis = Game::new(Variant::preset(Preset::Parchis)).unwrap();
    assert_eq!(g.board().size, 19);
    assert_eq!(g.board().loop_len(), 68);
    let t = g.track();
    // 68 loop squares and 4 × 7 llegada squares: 96; the cielo in the centre.
    assert_eq!(t.step(t.finish), 72);
    assert_eq!(68 + 4 * (t.step(t.finish) - t.step(t.turn_in) - 1), 96);
    for seat in 0..4u8 {
        for x in 1..=71 {
            assert_eq!(
                coord(&g, seat, x),
                coord(&parchis, seat, x),
                "seat {seat} step {x}"
            );
        }
    }
    // The jail is off the track: every piece starts there, on no square.
    let s = g.initial_state();
    assert!((0..4).all(|j| g.piece_coords(&s, 0, j).is_none()));
}

// Q-TRACK
#[test]
fn q_track_anticlockwise_from_the_salida_64_loop_squares_7_llegada_the_cielo() {
    let g = game(&[]);
    assert_eq!(coord(&g, 0, 1), (10, 4), "South's salida");
    assert_eq!(coord(&g, 0, 5), (11, 8), "then towards East: anticlockwise");
    assert_eq!(coord(&g, 0, 13), (18, 9));
    assert_eq!(coord(&g, 0, 64), (9, 0), "the own end square");
    assert_eq!(coord(&g, 0, 65), (9, 1), "the llegada up the middle column");
    assert_eq!(coord(&g, 0, 71), (9, 7));
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 17 * k as i16), "seat {k}");
    }
}

// Q-SAFE-SQUARES
#[test]
fn q_safe_squares_four_salidas_and_eight_seguros() {
    let g = game(&[]);
    let safe: Vec<i16> = (1..=64).filter(|&x| g.is_safe(square(&g, 0, x))).collect();
    assert_eq!(safe, [1, 8, 13, 18, 25, 30, 35, 42, 47, 52, 59, 64]);
    let salidas: Vec<(u8, u8)> = (0..4).map(|k| coord(&g, k, 1)).collect();
    assert_eq!(salidas, [(10, 4), (14, 10), (8, 14), (4, 8)]);
}

// Q-SEATS
#[test]
fn q_seats_two_to_four_one_colour_each_two_players_opposite() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n);
        assert!(!g.options().teams);
    }
    let g = game(&["players=2"]);
    assert_eq!(coord(&g, 1, 1), (8, 14), "2 players: South and North");
    let g = game(&["players=3"]);
    assert_eq!(coord(&g, 2, 1), (8, 14), "3 players: South, East, North");
}

// Q-DICE
#[test]
fn q_dice_two_dice_a_pair_one_in_six_and_eleven_as_an_option() {
    let g = game(&[]);
    assert_eq!(g.options().table, ThrowTable::TwoDice);
    let outcomes = g.chance_outcomes(&g.initial_state());
    assert_eq!(outcomes.as_slice().len(), 36);
    assert!(
        outcomes
            .as_slice()
            .iter()
            .all(|&(_, p)| (p - 1.0 / 36.0).abs() < 1e-12)
    );
    // Each die is a kept value of its own.
    let (g, mut s) = throwing(json!([10, W, W, W]));
    two_dice(&g, &mut s, 5, 3);
    assert_eq!(s.kept(), [5, 3]);
    // 5-6 is no pair by default: it releases nothing (the piece on 10 moves).
    let (g, mut s) = throwing(json!([10, W, W, W]));
    two_dice(&g, &mut s, 5, 6);
    assert!(
        legal(&g, &s).iter().all(|a| a.ends_with("p1")),
        "{:?}",
        legal(&g, &s)
    );
    // With eleven_is_pair it is one.
    let (g, mut s) = position(
        json!({"eleven_is_pair": true}),
        two(json!([10, W, W, W]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({}),
    );
    two_dice(&g, &mut s, 5, 6);
    let l = legal(&g, &s);
    assert!(
        l.contains(&"5 p2".to_string()) && l.contains(&"6 p2".to_string()),
        "{l:?}"
    );
}

// ------------------------------------------------------------------ the turn

// Q-ORDER
#[test]
fn q_order_the_highest_total_starts() {
    let g = game(&["players=2"]);
    let mut s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    two_dice(&g, &mut s, 2, 3);
    two_dice(&g, &mut s, 6, 4);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "10 beats 5");
}

// Q-PIECES
#[test]
fn q_pieces_four_each_or_fewer() {
    let g = game(&[]);
    assert!(
        south(&g, &g.initial_state())
            .iter()
            .all(|p| *p == PieceAt::Waiting)
    );
    let g = game(&["horses=2"]);
    let s = g.initial_state();
    assert_eq!(
        south(&g, &s),
        [
            PieceAt::Waiting,
            PieceAt::Waiting,
            PieceAt::Home,
            PieceAt::Home
        ],
        "two pieces play; the others count as arrived"
    );
    assert!(Variant::from_name("parques", &["horses=5".into()]).is_err());
}

// Q-JAIL
#[test]
fn q_jail_pieces_start_in_the_jail_and_captured_pieces_go_back() {
    let (g, mut s) = moving(json!([5, 9, W, W]), json!([east_of(12), W, W, W]), &[3]);
    play(&g, &mut s, "3 p2");
    assert_eq!(
        g.piece_at(&s, 1, 0),
        PieceAt::Waiting,
        "back to East's jail"
    );
}

// Q-TRIES
#[test]
fn q_tries_three_throws_for_a_pair_while_nothing_is_out() {
    let jail = || two(json!([W, W, W, W]), json!([W, W, W, W]));
    let (g, mut s) = position(json!({}), jail(), "throw", &[], json!({}));
    two_dice(&g, &mut s, 1, 2);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "second try");
    two_dice(&g, &mut s, 3, 5);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "third try");
    two_dice(&g, &mut s, 6, 5);
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 1),
        "three tries, then East"
    );
    // The first pair stops the tries: it releases.
    let (g, mut s) = position(json!({}), jail(), "throw", &[], json!({}));
    two_dice(&g, &mut s, 1, 2);
    two_dice(&g, &mut s, 4, 4);
    assert_eq!(s.phase(), Phase::Move);
    // With a piece out, one throw.
    let (g, mut s) = throwing(json!([20, W, W, W]));
    two_dice(&g, &mut s, 1, 2);
    play(&g, &mut s, "1 p1");
    play(&g, &mut s, "2 p1");
    assert_eq!(s.turn(), 1);
    // Pieces in the cielo do not count as out; jail_tries = 1 gives one try.
    let (g, mut s) = throwing(json!([H, W, W, W]));
    two_dice(&g, &mut s, 1, 2);
    assert_eq!(s.turn(), 0);
    let (g, mut s) = position(json!({"jail_tries": 1}), jail(), "throw", &[], json!({}));
    two_dice(&g, &mut s, 1, 2);
    assert_eq!(s.turn(), 1);
}

// Q-PAIR-RELEASE
#[test]
fn q_pair_release_super_pairs_free_all_other_pairs_two() {
    let jail = || two(json!([W, W, W, W]), json!([W, W, W, W]));
    // Nothing out: compulsory, as many as allowed. 6-6 frees all four.
    let (g, mut s) = position(json!({}), jail(), "throw", &[], json!({}));
    two_dice(&g, &mut s, 6, 6);
    assert_eq!(legal(&g, &s), ["6 p1 stack"]);
    play(&g, &mut s, "6 p1 stack");
    assert!(
        south(&g, &s).iter().all(|p| *p == step(1)),
        "all on the salida"
    );
    assert_eq!(s.kept(), [] as [u8; 0], "both dice used");
    // 3-3 frees two.
    let (g, mut s) = position(json!({}), jail(), "throw", &[], json!({}));
    two_dice(&g, &mut s, 3, 3);
    assert_eq!(legal(&g, &s), ["3 p1 stack"]);
    play(&g, &mut s, "3 p1 stack");
    assert_eq!(
        south(&g, &s),
        [step(1), step(1), PieceAt::Waiting, PieceAt::Waiting]
    );
    // With pieces out: optional. Release one (one die), two (both) or move.
    let (g, mut s) = throwing(json!([20, W, W, W]));
    two_dice(&g, &mut s, 3, 3);
    assert_eq!(legal(&g, &s), ["3 p2 stack", "3 p2", "3 p1"]);
    // Only a pair releases.
    let (g, mut s) = throwing(json!([20, W, W, W]));
    two_dice(&g, &mut s, 3, 4);
    assert_eq!(legal(&g, &s), ["3 p1", "4 p1"]);
    // The options: all, 1 and 2.
    for (rule, want) in [("all", 4), ("1", 1), ("2", 2), ("super", 2)] {
        let (g, mut s) = position(
            json!({"pair_release": rule}),
            jail(),
            "throw",
            &[],
            json!({}),
        );
        two_dice(&g, &mut s, 2, 2);
        let a = Action::parse(&legal(&g, &s)[0]).unwrap();
        g.play(&mut s, a).unwrap();
        let out = south(&g, &s).iter().filter(|p| **p == step(1)).count();
        assert_eq!(out, want, "pair_release = {rule}");
    }
    assert_eq!(PairRelease::Super.allowed(1, 1), 4);
    assert_eq!(PairRelease::Super.allowed(5, 5), 2);
}

// Q-RELEASE-DICE
#[test]
fn q_release_dice_one_die_a_piece_the_other_not_on_it_unless_it_is_alone() {
    // A piece out on 20: after releasing with one 4, the other 4 moves the piece on
    // 20, not the one just released.
    let (g, mut s) = throwing(json!([20, W, W, W]));
    two_dice(&g, &mut s, 4, 4);
    play(&g, &mut s, "4 p2");
    assert_eq!(legal(&g, &s), ["4 p1"]);
    let mut t = s;
    assert!(
        g.play(&mut t, Action::parse("4 p2").unwrap()).is_err(),
        "the released piece may not take the other die"
    );
    // One piece in the jail and none out (the others arrived): the released piece is
    // the only one out, so the other die moves it.
    let (g, mut s) = throwing(json!([H, H, H, W]));
    two_dice(&g, &mut s, 5, 5);
    assert_eq!(legal(&g, &s), ["5 p4"]);
    play(&g, &mut s, "5 p4");
    assert_eq!(legal(&g, &s), ["5 p4"]);
    play(&g, &mut s, "5 p4");
    assert_eq!(g.piece_at(&s, 0, 3), step(6));
    // With eleven_is_pair the player chooses the die that releases.
    let (g, mut s) = position(
        json!({"eleven_is_pair": true}),
        two(json!([H, H, H, W]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({}),
    );
    two_dice(&g, &mut s, 5, 6);
    assert_eq!(legal(&g, &s), ["5 p4", "6 p4"]);
    play(&g, &mut s, "6 p4");
    assert_eq!(s.kept(), [5]);
}

// Q-SALIDA-CAPTURE
#[test]
fn q_salida_capture_releasing_captures_every_opponent_on_the_own_salida() {
    let (g, mut s) = position(
        json!({}),
        two(json!([W, W, W, W]), json!([east_of(1), east_of(1), W, W])),
        "throw",
        &[],
        json!({}),
    );
    two_dice(&g, &mut s, 2, 2);
    play(&g, &mut s, "2 p1 stack");
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(
        g.piece_at(&s, 1, 1),
        PieceAt::Waiting,
        "both, even two of one colour"
    );
    // Otherwise the salida protects: East's piece moving onto it stays with South's.
    let (g, mut s) = position(
        json!({}),
        two(json!([1, W, W, W]), json!([east_of(1) - 3, W, W, W])),
        "move",
        &[3],
        json!({"turn": 1}),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(1), "not captured on a salida");
}

// Q-MOVE
#[test]
fn q_move_each_die_for_one_piece_or_both_for_one_no_barriers_any_number_share() {
    let (g, mut s) = throwing(json!([20, 30, W, W]));
    two_dice(&g, &mut s, 2, 5);
    assert_eq!(legal(&g, &s), ["2 p1", "2 p2", "5 p1", "5 p2"]);
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "5 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(27), "one piece both dice");
    // No barrier: two of East's pieces on 25 are passed and three share a square.
    let (g, s) = position(
        json!({}),
        two(
            json!([22, 22, W, W]),
            json!([east_of(24), east_of(24), W, W]),
        ),
        "move",
        &[3],
        json!({}),
    );
    assert_eq!(
        legal(&g, &s),
        ["3 p1"],
        "over East's two pieces onto the seguro 25"
    );
    let (g, mut s) = moving(json!([20, 20, 17, W]), json!([W, W, W, W]), &[3]);
    play(&g, &mut s, "3 p3");
    assert_eq!(south(&g, &s)[..3], [step(20), step(20), step(20)]);
    // The blockade option plays Parchís' barriers.
    let (g, s) = position(
        json!({"blockade": true}),
        two(
            json!([22, 40, W, W]),
            json!([east_of(24), east_of(24), W, W]),
        ),
        "move",
        &[3],
        json!({}),
    );
    assert_eq!(
        legal(&g, &s),
        ["3 p2"],
        "East's barrier on 24 stops the piece on 22"
    );
}

// Q-CAPTURE
#[test]
fn q_capture_all_opponents_on_an_unprotected_square_no_bonus() {
    let (g, mut s) = position(
        json!({}),
        two(
            json!([20, W, W, W]),
            json!([east_of(23), east_of(23), W, W]),
        ),
        "move",
        &[3],
        json!({}),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(g.piece_at(&s, 1, 1), PieceAt::Waiting);
    assert_eq!(
        s.phase(),
        Phase::Throw,
        "no bonus count (capture_bonus = 0)"
    );
    assert_eq!(s.turn(), 1);
}

// Q-SAFE
#[test]
fn q_safe_no_capture_on_a_seguro_pieces_share_it_llegada_out_of_reach() {
    let (g, mut s) = moving(json!([20, W, W, W]), json!([east_of(25), W, W, W]), &[5]);
    play(&g, &mut s, "5 p1");
    assert_eq!(
        g.piece_at(&s, 1, 0),
        step(east_of(25)),
        "shared, not captured"
    );
    // The llegada is South's own: no other seat's track goes there.
    let g = game(&[]);
    for k in 1..4u8 {
        for x in 65..=71 {
            assert!(
                (1..=71).all(|y| coord(&g, k, y) != coord(&g, 0, x)),
                "seat {k}"
            );
        }
    }
}

// Q-LLEGADA
#[test]
fn q_llegada_the_cielo_by_the_exact_count() {
    let (g, s) = moving(json!([69, 40, W, W]), json!([W, W, W, W]), &[4]);
    assert_eq!(legal(&g, &s), ["4 p2"], "4 passes the cielo");
    let (g, mut s) = moving(json!([69, 40, W, W]), json!([W, W, W, W]), &[3, 1]);
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), PieceAt::Home);
    assert_eq!(s.kept(), [1], "no arrival bonus");
}

// Q-FORFEIT
#[test]
fn q_forfeit_a_die_nothing_can_use_is_lost_the_other_played() {
    let (g, mut s) = throwing(json!([69, W, W, W]));
    two_dice(&g, &mut s, 5, 2);
    assert_eq!(legal(&g, &s), ["2 p1"], "the 5 passes the cielo; no pass");
    play(&g, &mut s, "2 p1");
    assert_eq!(s.turn(), 1, "the 5 is lost");
    assert_eq!(s.counters().forfeited, 1);
}

// Q-PAIR-AGAIN
#[test]
fn q_pair_again_every_pair_throws_again() {
    let (g, mut s) = throwing(json!([20, W, W, W]));
    two_dice(&g, &mut s, 2, 2);
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "2 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    // Also after a compulsory release.
    let (g, mut s) = throwing(json!([W, W, W, W]));
    two_dice(&g, &mut s, 4, 4);
    play(&g, &mut s, "4 p1 stack");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
}

// Q-THREE-PAIRS
#[test]
fn q_three_pairs_the_third_pair_crowns_a_piece_and_ends_the_turn() {
    let (g, mut s) = throwing(json!([20, 30, W, H]));
    two_dice(&g, &mut s, 2, 2);
    play(&g, &mut s, "2 p1");
    play(&g, &mut s, "2 p2");
    two_dice(&g, &mut s, 3, 3);
    play(&g, &mut s, "3 p1");
    play(&g, &mut s, "3 p2");
    two_dice(&g, &mut s, 1, 1);
    assert_eq!(s.phase(), Phase::Move);
    assert_eq!(s.kept(), [] as [u8; 0], "the third pair is not played");
    assert_eq!(legal(&g, &s), ["crown p1", "crown p2", "crown p3"]);
    let info = g.move_info(&s, Action::parse("crown p3").unwrap()).unwrap();
    assert_eq!((info.pieces.as_slice(), info.finishes), (&[2u8][..], true));
    assert_eq!(
        pachisi_core::words::move_words(&g, &info, &|_| String::new()),
        "crowns piece 3: the third pair in a row puts it home"
    );
    play(&g, &mut s, "crown p3");
    assert_eq!(g.piece_at(&s, 0, 2), PieceAt::Home, "even from the jail");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "the turn ends");
    // crown_from_jail = false: only pieces on the board.
    let (g, mut s) = position(
        json!({"crown_from_jail": false}),
        two(json!([20, 30, W, H]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({"streak": {"class": 0, "count": 2, "start": 0}}),
    );
    two_dice(&g, &mut s, 5, 5);
    assert_eq!(legal(&g, &s), ["crown p1", "crown p2"]);
    // The crown can win the game.
    let (g, mut s) = position(
        json!({}),
        two(json!([H, H, H, 30]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({"streak": {"class": 0, "count": 2, "start": 0}}),
    );
    two_dice(&g, &mut s, 6, 6);
    play(&g, &mut s, "crown p4");
    assert!(g.is_terminal(&s));
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    // three_doubles = false: no limit; crown = false: Parchís' penalty.
    let (g, mut s) = position(
        json!({"crown": false, "three_sixes_last": true}),
        two(json!([20, 30, W, H]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({"streak": {"class": 0, "count": 2, "start": 0}, "last_moved": 1}),
    );
    two_dice(&g, &mut s, 4, 4);
    assert_eq!(
        g.piece_at(&s, 0, 1),
        PieceAt::Waiting,
        "the piece moved last goes back"
    );
    assert_eq!(s.turn(), 1);
    let (g, mut s) = position(
        json!({"crown": false, "three_doubles": false}),
        two(json!([20, 30, W, H]), json!([W, W, W, W])),
        "throw",
        &[],
        json!({"streak": {"class": 0, "count": 2, "start": 0}}),
    );
    two_dice(&g, &mut s, 4, 4);
    assert_eq!(s.kept(), [4, 4], "played as any pair");
}

// Q-SOPLAR
#[test]
fn q_soplar_a_capture_left_may_be_blown_by_the_next_player() {
    // South's piece on 20 could capture East's single piece on South's 23 with the 3
    // but South moves the other piece: East may blow South's piece on 20.
    let seats = || two(json!([20, 40, W, W]), json!([east_of(23), W, W, W]));
    let (g, mut s) = position(json!({}), seats(), "move", &[3], json!({}));
    play(&g, &mut s, "3 p2");
    assert_eq!(
        (s.phase(), s.turn(), s.mover()),
        (Phase::Move, 1, 1),
        "East decides first"
    );
    assert_eq!(legal(&g, &s), ["blow p1", "pass"]);
    // What the blow does, for front ends: no piece of East moves, South's piece 1 is
    // captured.
    let info = g.move_info(&s, Action::parse("blow p1").unwrap()).unwrap();
    assert!(info.pieces.is_empty() && info.from.is_none(), "{info:?}");
    assert_eq!(info.captures, [(0, 0)]);
    let name = |seat: u8| ["Red", "Green", "Yellow", "Blue"][seat as usize].to_string();
    assert_eq!(
        pachisi_core::words::move_words(&g, &info, &name),
        "blows Red's piece 1 back to its jail (a capture left)"
    );
    play(&g, &mut s, "blow p1");
    assert_eq!(
        g.piece_at(&s, 0, 0),
        PieceAt::Waiting,
        "blown back to the jail"
    );
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "then East throws");
    // Declined: the piece stays.
    let (g, mut s) = position(json!({}), seats(), "move", &[3], json!({}));
    play(&g, &mut s, "3 p2");
    play(&g, &mut s, "pass");
    assert_eq!(g.piece_at(&s, 0, 0), step(20));
    assert_eq!(s.phase(), Phase::Throw);
    // Capturing is no offence; nor is a move when no capture was possible.
    let (g, mut s) = position(json!({}), seats(), "move", &[3], json!({}));
    play(&g, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // A piece that reached the llegada cannot be blown: nothing is offered.
    let (g, mut s) = moving(
        json!([60, 40, W, W]),
        json!([east_of(63), W, W, W]),
        &[3, 6],
    );
    play(&g, &mut s, "3 p2");
    play(&g, &mut s, "6 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(66));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "nothing to blow");
    // soplar = false: no blow.
    let (g, mut s) = position(json!({"soplar": false}), seats(), "move", &[3], json!({}));
    play(&g, &mut s, "3 p2");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // The blow's position round-trips.
    let (g, mut s) = position(json!({}), seats(), "move", &[3], json!({}));
    play(&g, &mut s, "3 p2");
    let text = g.position_json(&s);
    assert!(text.contains("\"now\": true"), "{text}");
    let (_, back) = Game::parse_position(&text).unwrap();
    assert_eq!(legal(&g, &back), ["blow p1", "pass"]);
}

// Q-TEAM
#[test]
fn q_team_partners_are_an_option_not_the_preset() {
    let g = game(&[]);
    assert!(!g.options().teams);
    assert!(Variant::from_name("parques", &["teams=true".into(), "soplar=false".into()]).is_ok());
    assert!(
        Variant::from_name("parques", &["teams=true".into()]).is_err(),
        "soplar is played without partners"
    );
}

// Q-WIN
#[test]
fn q_win_the_first_seat_with_every_piece_in_the_cielo_wins() {
    let (g, mut s) = moving(json!([H, H, H, 70]), json!([W, W, W, W]), &[2]);
    play(&g, &mut s, "2 p4");
    assert!(g.is_terminal(&s));
    let out = g.outcome(&s).unwrap();
    assert_eq!(out.ranking[0], 0);
    assert!(!g.options().rank_all);
}
