//! Le jeu des petits chevaux (RULES §15), one or more tests per CH- rule ID. Seats play
//! clockwise: 4 seats sit at S, W, N, E, so seat `k`'s step `x` is South's step
//! `x + 14k` (modulo the 56-square loop). Positions are built for the South seat; steps
//! 57 … 62 are the ladder squares 1 … 6, 63 the centre ("home").

mod support;

use pachisi_core::{Action, Game, Phase, PieceAt, Preset, State, Variant};
use serde_json::{Value, json};
use support::*;

/// A `petits-chevaux` position with one seat per entry of `seats`.
fn chevaux_with(options: Value, seats: Vec<Value>, phase: &str, kept: &[u8]) -> (Game, State) {
    let mut options = options;
    options["players"] = json!(seats.len());
    load(json!({
        "variant": "petits-chevaux", "options": options, "phase": phase, "turn": 0,
        "kept": kept, "seats": seats, "turn_number": 10,
    }))
}

/// A position with these seats where seat 0 has just thrown `value`.
fn thrown(options: Value, seats: Vec<Value>, value: u8) -> (Game, State) {
    let (g, mut s) = chevaux_with(options, seats, "throw", &[]);
    throw(&g, &mut s, value);
    (g, s)
}

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
    Game::new(Variant::from_name("petits-chevaux", &settings).unwrap()).unwrap()
}

const W: &str = "waiting";
const H: &str = "home";

// CH-BOARD
#[test]
fn ch_board_15_by_15_loop_of_56_with_corners_ladder_of_6() {
    let g = game(&[]);
    assert_eq!(g.board().size, 15);
    assert_eq!(g.board().loop_len(), 56);
    assert_eq!(g.board().squares.len(), 81);
    assert_eq!(coord(&g, 0, 1), (6, 0), "the start square");
    assert_eq!(coord(&g, 0, 7), (6, 6), "the corner is a loop square");
    assert_eq!(coord(&g, 0, 8), (5, 6));
    assert_eq!(coord(&g, 0, 14), (0, 7), "West's end square");
    assert_eq!(coord(&g, 0, 56), (7, 0), "the square before the ladder");
    for k in 1..=6u8 {
        assert_eq!(coord(&g, 0, 56 + k as i16), (7, k), "ladder square {k}");
    }
    assert_eq!(g.track().step(g.track().finish), 63);
    let loop_sq: std::collections::BTreeSet<_> = (1..=56).map(|x| coord(&g, 0, x)).collect();
    assert_eq!(loop_sq.len(), 56);
    for x in 1..62 {
        let (a, b) = (coord(&g, 0, x), coord(&g, 0, x + 1));
        assert_eq!(a.0.abs_diff(b.0) + a.1.abs_diff(b.1), 1, "step {x}");
    }
    // Seats go clockwise S, W, N, E, 14 steps apart.
    for k in 1..4u8 {
        assert_eq!(coord(&g, k, 1), coord(&g, 0, 1 + 14 * k as i16), "seat {k}");
    }
    let ladders: std::collections::BTreeSet<_> = (0..4u8)
        .flat_map(|k| (57..=62).map(move |x| (k, x)))
        .map(|(k, x)| coord(&g, k, x))
        .collect();
    assert_eq!(ladders.len(), 24);
    assert!(ladders.iter().all(|xy| !loop_sq.contains(xy)));
    // No safe square anywhere.
    assert!((0..81u8).all(|sq| !g.is_safe(sq)));
}

// CH-SEATS
#[test]
fn ch_seats_two_to_four_each_alone() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n);
        assert!(!g.options().teams);
    }
    let g = game(&["players=2"]);
    assert_eq!(coord(&g, 1, 1), coord(&g, 0, 29), "North, opposite South");
}

// CH-DIE
#[test]
fn ch_die_one_die_and_the_highest_throw_starts() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(g.chance_outcomes(&s).as_slice().len(), 6);
}

// CH-OUT
#[test]
fn ch_out_a_six_brings_a_horse_onto_its_start_square() {
    let seats = || vec![waiting(), waiting(), waiting(), waiting()];
    let (_, s) = thrown(json!({}), seats(), 5);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "a 5 cannot");
    let (g, mut s) = thrown(json!({}), seats(), 6);
    assert_eq!(legal(&g, &s), ["6 p1"]);
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), step(1));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((6, 0)));
    // A 6 may also move a horse on the track instead: the choice is free.
    let (g, s) = thrown(json!({}), two(json!([10, W, W, W]), json!([W, W, W, W])), 6);
    assert_eq!(legal(&g, &s), ["6 p1", "6 p2"]);
    // Not onto an own horse on the start square (CH-OWN: one horse a square).
    let (g, s) = thrown(json!({}), two(json!([1, W, W, W]), json!([W, W, W, W])), 6);
    assert_eq!(legal(&g, &s), ["6 p1"]);
}

// CH-SIX-AGAIN
#[test]
fn ch_six_again_every_six_throws_again() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, 30, 40]), json!([W, W, W, W])),
        6,
    );
    for k in 0..4 {
        play(&g, &mut s, "6 p1");
        assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "after 6 no. {k}");
        throw(&g, &mut s, 6);
    }
    // Four 6s in a row: no three-sixes rule by default.
    assert_eq!((s.phase(), s.turn()), (Phase::Move, 0));
    play(&g, &mut s, "6 p2");
    throw(&g, &mut s, 2);
    play(&g, &mut s, "2 p2");
    assert_eq!(s.turn(), 1, "a 2 ends the turn");
    // A 6 climbing the ladder gives another throw too.
    let (g, mut s) = thrown(json!({}), two(json!([61, W, W, W]), json!([W, W, W, W])), 6);
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), step(62));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
}

// CH-MOVE
#[test]
fn ch_move_one_horse_moves_the_throw_clockwise() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 20, W, W]), json!([W, W, W, W])),
        4,
    );
    assert_eq!(legal(&g, &s), ["4 p1", "4 p2"]);
    play(&g, &mut s, "4 p2");
    assert_eq!(at(&g, &s, 0, 1), step(24));
    assert_eq!(at(&g, &s, 0, 0), step(10));
    assert_eq!(s.turn(), 1);
}

// CH-CAPTURE
#[test]
fn ch_capture_landing_on_another_colour_sends_it_to_its_stable() {
    // West's horse on South's step 16 is West's step 2.
    let (g, mut s) = thrown(json!({}), two(json!([12, W, W, W]), json!([2, W, W, W])), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(at(&g, &s, 0, 0), step(16));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    // Even on West's start square (South's step 15): no refuge.
    let (g, mut s) = thrown(json!({}), two(json!([12, W, W, W]), json!([1, W, W, W])), 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    // Coming out on a start square held by another colour captures it: West's step 43
    // is South's start.
    let (g, mut s) = thrown(json!({}), two(json!([W, W, W, W]), json!([43, W, W, W])), 6);
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
}

// CH-OWN
#[test]
fn ch_own_a_throw_onto_an_own_horse_stops_just_behind_it() {
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 13, W, W]), json!([W, W, W, W])),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(12), "behind the own horse on 13");
    // Two own horses in a row: behind both.
    let (g, mut s) = thrown(
        json!({}),
        two(json!([10, 13, 12, W]), json!([W, W, W, W])),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(11));
    // The square behind holds another colour's horse: it is captured there (West's
    // step 12 is South's 26).
    let (g, mut s) = thrown(
        json!({}),
        two(json!([24, 27, W, W]), json!([12, W, W, W])),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(26));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    // Right behind: no room, no move for that horse.
    let (g, s) = thrown(
        json!({}),
        two(json!([12, 13, W, W]), json!([W, W, W, W])),
        1,
    );
    assert_eq!(legal(&g, &s), ["1 p2"]);
    // Switched off: the move onto an own horse is not allowed.
    let (g, s) = thrown(
        json!({"own_behind": false}),
        two(json!([10, 13, W, W]), json!([W, W, W, W])),
        3,
    );
    assert_eq!(legal(&g, &s), ["3 p2"]);
}

// CH-EXACT
#[test]
fn ch_exact_a_horse_stops_exactly_before_its_ladder() {
    let (g, mut s) = thrown(
        json!({"bounce": false}),
        two(json!([53, W, W, W]), json!([W, W, W, W])),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(at(&g, &s, 0, 0), step(56));
    // Too big a throw (without the bounce): that horse cannot move.
    let (g, s) = thrown(
        json!({"bounce": false}),
        two(json!([53, 20, W, W]), json!([W, W, W, W])),
        4,
    );
    assert_eq!(legal(&g, &s), ["4 p2"]);
    // It never goes round again, nor skips the ladder's numbers.
    let (g, s) = thrown(
        json!({"bounce": false}),
        two(json!([53, W, W, W]), json!([W, W, W, W])),
        5,
    );
    assert_eq!(s.turn(), 1, "nothing can move with a 5");
    let _ = g;
}

// CH-BOUNCE
#[test]
fn ch_bounce_the_rest_of_a_big_throw_is_walked_back() {
    // 53 needs a 3; a 5 goes 3 on and 2 back: 54.
    let (g, mut s) = thrown(json!({}), two(json!([53, W, W, W]), json!([W, W, W, W])), 5);
    play(&g, &mut s, "5 p1");
    assert_eq!(at(&g, &s, 0, 0), step(54));
    // From 55 a 6 ends on 51 — behind where it stood; a horse there is captured (West's
    // step 37 is South's 51).
    let (g, mut s) = thrown(
        json!({}),
        two(json!([55, W, W, W]), json!([37, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), step(51));
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    // The square it bounces back to holds an own horse: not allowed (CH-OWN).
    // 53 + 5 → 54 and 54 + 5 → 53 are both taken; only the third horse moves.
    let (g, s) = thrown(
        json!({}),
        two(json!([53, 54, 20, W]), json!([W, W, W, W])),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p3"]);
}

// CH-LADDER
#[test]
fn ch_ladder_each_square_needs_its_own_number() {
    // Before the ladder only a 1 moves the horse, onto square 1.
    for v in 2..=6 {
        let (g, s) = thrown(
            json!({}),
            two(json!([56, 20, W, W]), json!([W, W, W, W])),
            v,
        );
        assert!(
            !is_legal(&g, &s, &format!("{v} p1")),
            "a {v} before the ladder"
        );
    }
    let (g, mut s) = thrown(json!({}), two(json!([56, W, W, W]), json!([W, W, W, W])), 1);
    play(&g, &mut s, "1 p1");
    assert_eq!(at(&g, &s, 0, 0), step(57));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((7, 1)));
    // On square k the next needs k + 1, and only that number moves it, one square.
    for k in 1..=5u8 {
        for v in 1..=6u8 {
            let (g, mut s) = thrown(
                json!({}),
                two(json!([56 + k, 20, W, W]), json!([W, W, W, W])),
                v,
            );
            let ok = v == k + 1;
            assert_eq!(
                is_legal(&g, &s, &format!("{v} p1")),
                ok,
                "square {k}, throw {v}"
            );
            if ok {
                play(&g, &mut s, &format!("{v} p1"));
                assert_eq!(at(&g, &s, 0, 0), step(57 + k as i16));
            }
        }
    }
    // Another horse of the colour on the next ladder square blocks the step.
    let (g, s) = thrown(
        json!({}),
        two(json!([57, 58, 20, W]), json!([W, W, W, W])),
        2,
    );
    assert_eq!(legal(&g, &s), ["2 p3"]);
    // The ladder is the colour's own: no other horse ever stands there.
    let (g, s) = thrown(
        json!({}),
        two(json!([57, W, W, W]), json!([57, W, W, W])),
        2,
    );
    assert_eq!(legal(&g, &s), ["2 p1"]);
}

// CH-CENTRE
#[test]
fn ch_centre_a_six_from_square_six_reaches_the_centre() {
    for v in 1..=5 {
        let (g, s) = thrown(
            json!({}),
            two(json!([62, 20, W, W]), json!([W, W, W, W])),
            v,
        );
        assert!(!is_legal(&g, &s, &format!("{v} p1")), "a {v} on square 6");
    }
    let (g, mut s) = thrown(
        json!({}),
        two(json!([62, 20, W, W]), json!([W, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
    // Switched off: the horse that reaches square 6 is home.
    let (g, mut s) = thrown(
        json!({"ladder_centre": false}),
        two(json!([61, 20, W, W]), json!([W, W, W, W])),
        6,
    );
    play(&g, &mut s, "6 p1");
    assert_eq!(at(&g, &s, 0, 0), PieceAt::Home);
    assert_eq!(
        g.piece_coords(&s, 0, 0),
        None,
        "in the centre, off the track"
    );
}

// CH-NO-PASS
#[test]
fn ch_no_pass_switch_no_horse_passes_another() {
    // Off by default: 10 + 5 over West's horse on South's 12 (West's step 54).
    let (g, s) = thrown(
        json!({}),
        two(json!([10, W, W, W]), json!([54, W, W, W])),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p1"]);
    let (g, s) = thrown(
        json!({"no_pass": true}),
        two(json!([10, 30, W, W]), json!([54, W, W, W])),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p2"], "p1 would pass West's horse");
    // Landing on it is still a capture.
    let (g, mut s) = thrown(
        json!({"no_pass": true}),
        two(json!([10, 30, W, W]), json!([54, W, W, W])),
        2,
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(at(&g, &s, 1, 0), PieceAt::Waiting);
    // Own horses block too (p2 on 13 stops p1 from 10 with a 5).
    let (g, s) = thrown(
        json!({"no_pass": true, "own_behind": false}),
        two(json!([10, 13, W, W]), json!([W, W, W, W])),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p2"]);
    // A bounce goes over the squares up to the ladder and back.
    let (g, s) = thrown(
        json!({"no_pass": true}),
        two(json!([53, 30, W, W]), json!([W, W, W, W])),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p1", "5 p2"]);
    let (g, s) = thrown(
        json!({"no_pass": true}),
        two(json!([53, 56, W, W]), json!([W, W, W, W])),
        5,
    );
    assert_eq!(s.turn(), 1, "p1 would pass p2 on 56; p2 needs a 1");
    let _ = g;
}

// CH-HORSES
#[test]
fn ch_horses_switch_two_to_four_horses_each() {
    let g = game(&["horses=2"]);
    let s = g.initial_state();
    for seat in 0..4 {
        assert_eq!(at(&g, &s, seat, 0), PieceAt::Waiting);
        assert_eq!(at(&g, &s, seat, 1), PieceAt::Waiting);
        assert_eq!(at(&g, &s, seat, 2), PieceAt::Home);
        assert_eq!(at(&g, &s, seat, 3), PieceAt::Home);
    }
    // Two horses home and the game is won.
    let two_each = |p: Value| pieces(p);
    let (g, mut s) = thrown(
        json!({"horses": 2}),
        vec![
            two_each(json!([H, 62, H, H])),
            two_each(json!([W, W, H, H])),
            two_each(json!([W, W, H, H])),
            two_each(json!([W, W, H, H])),
        ],
        6,
    );
    play(&g, &mut s, "6 p2");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
    // A position must leave the horses that take no part home.
    let text = json!({
        "format": "pachisi-position", "version": 1, "variant": "petits-chevaux",
        "options": {"horses": 2, "players": 2}, "phase": "throw", "turn": 0, "kept": [],
        "turn_number": 3,
        "seats": [pieces(json!([W, W, W, H])), pieces(json!([W, W, H, H]))],
    })
    .to_string();
    let e = Game::parse_position(&text).err().map(|e| e.to_string());
    assert!(e.as_deref().unwrap_or("").contains("take no part"), "{e:?}");
    // Out of range, or off the petits chevaux board: a clear error.
    let e = Variant::from_name("petits-chevaux", &["horses=5".into()])
        .and_then(|v| Game::new(v).map(|_| ()));
    assert!(e.is_err());
    let e = Variant::from_name("ludo", &["horses=2".into()]).and_then(|v| Game::new(v).map(|_| ()));
    assert!(format!("{e:?}").contains("ladder"), "{e:?}");
}

// CH-END
#[test]
fn ch_end_the_first_with_every_horse_home_wins() {
    let (g, mut s) = thrown(json!({}), two(json!([H, H, H, 62]), json!([5, W, W, W])), 6);
    assert_eq!(g.distance_left(&s, 0), 1);
    play(&g, &mut s, "6 p4");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking[0], 0);
}

// The options of the petits chevaux board are refused elsewhere and with rules it
// cannot have.
#[test]
fn ch_options_conflicts_are_clear_errors() {
    for set in ["table=six", "fool=true", "no_share=false", "enter=full"] {
        let e = Variant::from_name("petits-chevaux", &[set.into()])
            .and_then(|v| Game::new(v).map(|_| ()));
        assert!(e.is_err(), "{set}");
    }
    for set in ["ladder=true", "bounce=true", "no_pass=true"] {
        let e = Variant::from_name("mensch", &[set.into()]).and_then(|v| Game::new(v).map(|_| ()));
        assert!(e.is_err(), "{set}");
    }
    let o = Variant::preset(Preset::PetitsChevaux).options;
    assert!(o.ladder && o.ladder_centre && o.bounce && o.own_behind && !o.no_pass);
    assert_eq!(o.horses, 4);
    // An illegal ladder move is refused with a reason.
    let (g, s) = thrown(
        json!({}),
        two(json!([56, 20, W, W]), json!([W, W, W, W])),
        3,
    );
    let mut c = s;
    let e = g.play(&mut c, Action::parse("3 p1").unwrap());
    assert!(format!("{e:?}").contains("needs a 1 (CH-LADDER)"), "{e:?}");
    let (g, s) = thrown(
        json!({}),
        two(json!([62, 20, W, W]), json!([W, W, W, W])),
        2,
    );
    let mut c = s;
    let e = g.play(&mut c, Action::parse("2 p1").unwrap());
    assert!(format!("{e:?}").contains("needs a 6 (CH-LADDER)"), "{e:?}");
}
