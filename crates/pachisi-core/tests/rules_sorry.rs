//! Sorry! (RULES-more §3), one or more tests per S- rule ID. Seats play clockwise; seat
//! `k` owns side `k` (0 South, 1 West, 2 North, 3 East) with four players. A pawn's
//! rules step `s` (0 … 59) is loop square `L((15k + 3 + s) mod 60)` for the seat on side
//! `k`: step 1 is the start square (side index 4), step 0 the diamond (index 3), step 59
//! the safety entrance (index 2), 60 … 64 the safety zone S1 … S5; Home is "home".
//! Board square ids: 0 the middle, `1 + x` for loop square `Lx`, `61 + 6k + j` for
//! side `k`'s safety square `S(j + 1)` and `66 + 6k` for its Home. Positions are built for South (seat 0); cards
//! are drawn by their value.

mod support;

use pachisi_core::options::OptionError;
use pachisi_core::throws::{CARD_VALUES, SORRY_CARD};
use pachisi_core::{Action, Game, Phase, PieceAt, PlayError, State, Variant, seeded_rng};
use rand_core::Rng;
use serde_json::{Value, json};
use support::*;

const W: &str = "waiting";
const H: &str = "home";
/// The Sorry! card's value.
const S: u8 = SORRY_CARD;

fn variant(settings: &[&str]) -> Result<Variant, OptionError> {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    Variant::from_name("sorry", &settings)
}

fn game(settings: &[&str]) -> Game {
    Game::new(variant(settings).unwrap()).unwrap()
}

/// A `sorry` position with `seats` (as many as `options` give), seat `turn` to play
/// in phase `phase` with the card `kept`, and `extra` fields (`last_moved`,
/// `deck_left`, …).
fn position_of(
    options: Value,
    seats: Vec<Value>,
    turn: u8,
    phase: &str,
    kept: &[u8],
    extra: Value,
) -> (Game, State) {
    let mut v = json!({
        "variant": "sorry", "options": options, "phase": phase, "turn": turn,
        "kept": kept, "seats": seats, "turn_number": 10,
    });
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    load(v)
}

/// Four seats: South with `south`, West with `west`, North and East in Start.
fn two(south: Value, west: Value) -> Vec<Value> {
    vec![seat(south, 0), seat(west, 0), waiting(), waiting()]
}

/// Four seats with the pawns given.
fn four(south: Value, west: Value, north: Value, east: Value) -> Vec<Value> {
    vec![seat(south, 0), seat(west, 0), seat(north, 0), seat(east, 0)]
}

/// South to spend the card `card`, with `south`'s and `west`'s pawns.
fn moving(south: Value, west: Value, card: u8) -> (Game, State) {
    position_of(json!({}), two(south, west), 0, "move", &[card], json!({}))
}

/// South to draw, with `south`'s and `west`'s pawns.
fn drawing(south: Value, west: Value) -> (Game, State) {
    position_of(json!({}), two(south, west), 0, "throw", &[], json!({}))
}

fn step(x: i16) -> PieceAt {
    PieceAt::Step(x)
}

/// The rules step at which the seat on side `side` stands on loop square `Lx`.
fn st(side: i16, x: i16) -> i16 {
    (x - 15 * side - 3).rem_euclid(60)
}

/// The chance outcome (card kind) of a card value.
fn kind(v: u8) -> u8 {
    CARD_VALUES
        .iter()
        .position(|&c| c == v)
        .unwrap_or_else(|| panic!("no card {v}")) as u8
}

/// Draw the card of value `v` (13 = Sorry!).
fn draw(g: &Game, s: &mut State, v: u8) {
    g.apply_chance(s, kind(v))
        .unwrap_or_else(|e| panic!("drawing {v}: {e}"));
}

/// The probability of drawing a card of value `v`.
fn p(g: &Game, s: &State, v: u8) -> f64 {
    g.chance_outcomes(s)
        .as_slice()
        .iter()
        .find(|&&(k, _)| k == kind(v))
        .map_or(0.0, |&(_, p)| p)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// The legal actions, sorted.
fn sorted_legal(g: &Game, s: &State) -> Vec<String> {
    let mut l = legal(g, s);
    l.sort();
    l
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A seat's pawns.
fn pawns(g: &Game, s: &State, seat: u8) -> Vec<PieceAt> {
    (0..4).map(|j| g.piece_at(s, seat, j)).collect()
}

/// Coordinates of board square `id`.
fn xy(g: &Game, id: u8) -> (u8, u8) {
    let sq = g.board().squares[id as usize];
    (sq.x, sq.y)
}

/// Coordinates of loop square `Lx`.
fn loop_xy(g: &Game, x: u8) -> (u8, u8) {
    xy(g, 1 + x)
}

/// A quarter turn clockwise about the board's centre, `k` times (S-ROTATE).
fn turn_cw((mut x, mut y): (u8, u8), k: u8) -> (u8, u8) {
    for _ in 0..k {
        (x, y) = (y, 15 - x);
    }
    (x, y)
}

/// Whether the card is forfeited at once: South draws `card`, the turn passes to
/// seat `next` in a throw phase and one more card counts as forfeited; South's pawns
/// are unchanged.
fn assert_forfeited(g: &Game, s: &State, card: u8, next: u8) {
    let before = pawns(g, s, 0);
    let forfeited = s.counters().forfeited;
    let mut t = *s;
    draw(g, &mut t, card);
    assert_eq!(
        (t.phase(), t.turn()),
        (Phase::Throw, next),
        "the card {card} is forfeited"
    );
    assert_eq!(t.counters().forfeited, forfeited + 1, "card {card}");
    assert_eq!(pawns(g, &t, 0), before, "card {card}");
}

// ------------------------------------------------------------------ the board

// S-GRID
#[test]
fn s_grid_sixteen_by_sixteen_with_a_clockwise_loop_of_60_perimeter_squares() {
    let g = game(&[]);
    let b = g.board();
    assert_eq!(b.size, 16);
    assert_eq!(
        b.squares.len(),
        1 + 60 + 24,
        "the middle, the loop, 4 × (5 safety + Home)"
    );
    assert_eq!(b.loop_len(), 60);
    let loop_xy: Vec<(u8, u8)> = (0..60).map(|x| loop_xy(&g, x)).collect();
    // Every perimeter square once.
    let mut perimeter: Vec<(u8, u8)> = (0..16u8)
        .flat_map(|x| (0..16u8).map(move |y| (x, y)))
        .filter(|&(x, y)| x == 0 || y == 0 || x == 15 || y == 15)
        .collect();
    perimeter.sort();
    let mut got = loop_xy.clone();
    got.sort();
    assert_eq!(got, perimeter);
    // Consecutive loop squares are neighbours, L59 next to L0.
    for x in 0..60 {
        let (a, b) = (loop_xy[x], loop_xy[(x + 1) % 60]);
        let d = (a.0 as i32 - b.0 as i32).abs() + (a.1 as i32 - b.1 as i32).abs();
        assert_eq!(d, 1, "L{x} {a:?} and the next {b:?}");
    }
    // Clockwise seen from above (y north): the shoelace area is negative.
    let area2: i32 = (0..60)
        .map(|x| {
            let (a, b) = (loop_xy[x], loop_xy[(x + 1) % 60]);
            a.0 as i32 * b.1 as i32 - b.0 as i32 * a.1 as i32
        })
        .sum();
    assert_eq!(area2, -2 * 15 * 15, "clockwise, enclosing 15 × 15");
    // A pawn moves along the loop in that direction: South's start square (11,0),
    // then (10,0), (9,0), … westwards along the bottom.
    assert_eq!(coord(&g, 0, 1), (11, 0));
    assert_eq!(coord(&g, 0, 2), (10, 0));
    assert_eq!(coord(&g, 0, 12), (0, 0));
    assert_eq!(coord(&g, 0, 13), (0, 1), "then north up the West side");
}

// S-LOOP
#[test]
fn s_loop_sixty_loop_squares_fifteen_a_side_seat_k_owns_side_k() {
    let g = game(&[]);
    for (x, want) in [
        (0, (15, 0)),
        (14, (1, 0)),
        (15, (0, 0)),
        (29, (0, 14)),
        (30, (0, 15)),
        (44, (14, 15)),
        (45, (15, 15)),
        (59, (15, 1)),
    ] {
        assert_eq!(loop_xy(&g, x), want, "L{x}");
    }
    for k in 0..4u8 {
        for i in 0..15u8 {
            let want = match k {
                0 => (15 - i, 0),
                1 => (0, i),
                2 => (i, 15),
                _ => (15, 15 - i),
            };
            assert_eq!(loop_xy(&g, 15 * k + i), want, "side {k} index {i}");
            let sq = g.board().squares[1 + 15 * k as usize + i as usize];
            assert_eq!((sq.arm, sq.row), (Some(k), i), "side {k} index {i}");
        }
        // Seat k's start square is on its own side, at index 4.
        assert_eq!(g.arm_of(k), k);
        assert_eq!(square(&g, k, 1), 1 + 15 * k + 4, "seat {k}'s start square");
        // Its track is the loop from its diamond square round to its entrance.
        for s in 0..60i16 {
            let x = (15 * k as i16 + 3 + s).rem_euclid(60);
            assert_eq!(square(&g, k, s), 1 + x as u8, "seat {k} step {s}");
        }
    }
}

// S-SIDE
#[test]
fn s_side_every_side_has_the_triangles_at_1_and_9_ending_at_4_and_13() {
    let g = game(&[]);
    // South's own features.
    assert_eq!(coord(&g, 0, 59), (13, 0), "the entrance L2");
    assert_eq!(coord(&g, 0, 60), (13, 1), "its successor is S1");
    assert_eq!(coord(&g, 0, 0), (12, 0), "the diamond L3");
    assert_eq!(coord(&g, 0, 1), (11, 0), "the start square L4");
    // A pawn of another colour that stops on index i of side k by a 1 ends on index
    // 4 from the triangle at 1, on 13 from the triangle at 9, elsewhere where it
    // stopped. South tries the sides 1 to 3, West South's side.
    for k in 0..4i16 {
        let (mover, side) = if k == 0 { (1u8, 1i16) } else { (0u8, 0i16) };
        for i in 0..15i16 {
            let target = 15 * k + i;
            let from = st(side, target - 1);
            let mut seats = vec![waiting(), waiting(), waiting(), waiting()];
            seats[mover as usize] = seat(json!([from, W, W, W]), 0);
            let (g, mut s) = position_of(json!({}), seats, mover, "move", &[1], json!({}));
            play(&g, &mut s, "1 p1");
            let end = match i {
                1 => 4,
                9 => 13,
                _ => i,
            };
            assert_eq!(
                g.piece_at(&s, mover, 0),
                step(st(side, 15 * k + end)),
                "side {k} index {i}"
            );
        }
    }
}

// S-SAFETY
#[test]
fn s_safety_five_safety_squares_from_the_entrance_inward() {
    let g = game(&[]);
    for (j, want) in [(13, 1), (13, 2), (13, 3), (13, 4), (13, 5)]
        .into_iter()
        .enumerate()
    {
        assert_eq!(coord(&g, 0, 60 + j as i16), want, "S{}", j + 1);
        assert_eq!(square(&g, 0, 60 + j as i16), 61 + j as u8);
    }
    for k in 0..4u8 {
        for j in 0..5u8 {
            assert_eq!(square(&g, k, 60 + j as i16), 61 + 6 * k + j);
            let sq = g.board().squares[(61 + 6 * k + j) as usize];
            assert_eq!(sq.arm, Some(k));
        }
    }
    // The safety zone leads from the entrance, a neighbour of S1, inward.
    let (e, s1) = (coord(&g, 0, 59), coord(&g, 0, 60));
    assert_eq!((e.0, e.1 + 1), s1);
    // A pawn in Start or Home stands on no square.
    let (g, s) = moving(json!([W, H, 20, 61]), json!([W, W, W, W]), 5);
    assert_eq!(g.piece_coords(&s, 0, 0), None);
    assert_eq!(g.piece_coords(&s, 0, 1), None);
    assert_eq!(g.piece_coords(&s, 0, 3), Some((13, 2)));
}

// S-SAFETY (Home's square)
#[test]
fn s_safety_home_is_the_square_after_s5() {
    let g = game(&[]);
    for (k, want) in [(13, 6), (6, 2), (2, 9), (9, 13)].into_iter().enumerate() {
        assert_eq!(coord(&g, k as u8, 65), want, "seat {k}'s Home");
    }
}

// S-ROTATE
#[test]
fn s_rotate_each_side_is_south_turned_a_quarter_clockwise() {
    let g = game(&[]);
    for k in 0..4u8 {
        for s in 0..=64i16 {
            assert_eq!(
                coord(&g, k, s),
                turn_cw(coord(&g, 0, s), k),
                "seat {k} step {s}"
            );
        }
    }
    // The table of S-ROTATE: start square, entrance, safety zone.
    type Xy = (u8, u8);
    let expect: [(Xy, Xy, [Xy; 5]); 3] = [
        ((0, 4), (0, 2), [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2)]),
        (
            (4, 15),
            (2, 15),
            [(2, 14), (2, 13), (2, 12), (2, 11), (2, 10)],
        ),
        (
            (15, 11),
            (15, 13),
            [(14, 13), (13, 13), (12, 13), (11, 13), (10, 13)],
        ),
    ];
    for (k, (start, entrance, safety)) in expect.into_iter().enumerate() {
        let k = k as u8 + 1;
        assert_eq!(coord(&g, k, 1), start, "seat {k}'s start square");
        assert_eq!(coord(&g, k, 59), entrance, "seat {k}'s entrance");
        let got: Vec<(u8, u8)> = (60..65).map(|s| coord(&g, k, s)).collect();
        assert_eq!(got, safety, "seat {k}'s safety zone");
    }
    // Loop numbers add 15 per side: West's slides L16 → L19 and L24 → L28.
    assert_eq!(coord(&g, 1, 1), loop_xy(&g, 19));
    assert_eq!(loop_xy(&g, 16), turn_cw(loop_xy(&g, 1), 1));
    assert_eq!(loop_xy(&g, 28), turn_cw(loop_xy(&g, 13), 1));
    assert_eq!(loop_xy(&g, 54), turn_cw(loop_xy(&g, 9), 3));
}

// S-POSITIONS
#[test]
fn s_positions_sixty_four_steps_from_the_start_square_to_home() {
    // Forward from the entrance: into the safety zone, S1.
    let (g, mut s) = moving(json!([59, W, W, W]), json!([W, W, W, W]), 1);
    play(&g, &mut s, "1 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(60));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((13, 1)));
    // Back from S1: the entrance, then down the loop (never into the safety zone).
    let (g, mut s) = moving(json!([60, W, W, W]), json!([W, W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(56));
    // From the start square, Home is 64 steps: 8 + 10 + 10 + 5 + 12 + 7 + 12 (no
    // other colour's triangle on the way).
    let mut at = 1i16;
    for card in [8u8, 10, 10, 5, 12, 7, 12] {
        let (g, mut s) = moving(json!([at, W, W, W]), json!([W, W, W, W]), card);
        play(&g, &mut s, &format!("{card} p1"));
        match g.piece_at(&s, 0, 0) {
            PieceAt::Step(x) => {
                assert_eq!(x, at + card as i16);
                at = x;
            }
            PieceAt::Home => {
                assert_eq!(at + card as i16, 65, "Home after 64 steps");
                at = 65;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(at, 65);
    // On the diamond square (reached backward) a pawn goes round again: 12 forward
    // from step 0 is step 12, not the safety zone.
    let (g, mut s) = moving(json!([0, W, W, W]), json!([W, W, W, W]), 12);
    play(&g, &mut s, "12 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(12));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((0, 0)));
}

// ------------------------------------------------------------------ the cards

// S-DECK
#[test]
fn s_deck_forty_five_cards_five_ones_and_four_of_each_other_kind() {
    assert_eq!(CARD_VALUES, [1, 2, 3, 4, 5, 7, 8, 10, 11, 12, S]);
    assert!(!CARD_VALUES.contains(&6) && !CARD_VALUES.contains(&9));
    let g = game(&[]);
    assert_eq!(g.throws().deck, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.throws().deck_size, 45);
    let s = g.initial_state();
    let outcomes = g.chance_outcomes(&s);
    let outcomes = outcomes.as_slice();
    assert_eq!(outcomes.len(), 11);
    for &(k, prob) in outcomes {
        let want = if k == 0 { 5.0 / 45.0 } else { 4.0 / 45.0 };
        assert!(close(prob, want), "kind {k}: {prob}");
    }
    assert!(close(outcomes.iter().map(|&(_, p)| p).sum::<f64>(), 1.0));
    // 44 (four of each) and 55 (five of each).
    let g = game(&["deck=44"]);
    assert_eq!(g.throws().deck_size, 44);
    let s = g.initial_state();
    assert!((0..11).all(|k| close(p(&g, &s, CARD_VALUES[k]), 4.0 / 44.0)));
    let g = game(&["deck=55"]);
    assert_eq!(g.throws().deck_size, 55);
    let s = g.initial_state();
    assert!((0..11).all(|k| close(p(&g, &s, CARD_VALUES[k]), 5.0 / 55.0)));
    assert!(variant(&["deck=46"]).is_err());
}

// S-DRAW
#[test]
fn s_draw_without_replacement_until_the_pile_is_empty_then_reshuffled() {
    let g = game(&[]);
    let mut s = g.initial_state();
    assert_eq!(s.deck_drawn(), 0);
    draw(&g, &mut s, 1);
    assert_eq!(s.deck_drawn(), 1, "one 1 drawn");
    // South's pawn came out with it; West draws next from 44 cards.
    play(&g, &mut s, "1 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    assert!(close(p(&g, &s, 1), 4.0 / 44.0));
    assert!(close(p(&g, &s, 12), 4.0 / 44.0));
    assert!(close(p(&g, &s, S), 4.0 / 44.0));

    // The pile as the position gives it: one Sorry! and two 5s left.
    let (g, s) = position_of(
        json!({}),
        two(json!([20, W, W, W]), json!([W, W, W, W])),
        0,
        "throw",
        &[],
        json!({"deck_left": [0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1]}),
    );
    let outcomes = g.chance_outcomes(&s);
    assert_eq!(outcomes.as_slice().len(), 2);
    assert!(close(p(&g, &s, 5), 2.0 / 3.0));
    assert!(close(p(&g, &s, S), 1.0 / 3.0));
    let mut t = s;
    assert!(matches!(
        g.apply_chance(&mut t, kind(7)),
        Err(PlayError::NoCardLeft { .. })
    ));
    assert_eq!(t, s, "a refused draw changes nothing");
    // The position keeps the pile.
    let (g2, s2) = Game::parse_position(&g.position_json(&s)).unwrap();
    assert_eq!(s2.deck_drawn(), s.deck_drawn());
    assert!(close(p(&g2, &s2, 5), 2.0 / 3.0));

    // The last card: the draw pile is shuffled anew from all 45.
    let (g, mut s) = position_of(
        json!({}),
        two(json!([20, W, W, W]), json!([W, W, W, W])),
        0,
        "throw",
        &[],
        json!({"deck_left": [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]}),
    );
    assert_ne!(s.deck_drawn(), 0);
    draw(&g, &mut s, 5);
    assert_eq!(s.deck_drawn(), 0, "reshuffled");
    play(&g, &mut s, "5 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    assert!(close(p(&g, &s, 1), 5.0 / 45.0));
    assert!(close(p(&g, &s, 5), 4.0 / 45.0));

    // deck_left names at most the full deck, and only a finite one.
    for (opts, left) in [
        (json!({}), json!([6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
        (json!({}), json!([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
        (json!({}), json!([1, 1])),
        (
            json!({"deck_model": "infinite"}),
            json!([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ),
    ] {
        let text = json!({
            "format": "pachisi-position", "version": 1, "variant": "sorry",
            "options": opts, "phase": "throw", "turn": 0, "kept": [], "turn_number": 3,
            "seats": two(json!([20, W, W, W]), json!([W, W, W, W])), "deck_left": left,
        })
        .to_string();
        assert!(Game::parse_position(&text).is_err(), "{text}");
    }

    // A whole deck from the start: after the k-th draw k cards are out, after the
    // 45th none.
    let mut s = g.initial_state();
    let mut drawn = 0u32;
    while drawn < 45 {
        assert!(!g.is_terminal(&s));
        if g.is_chance(&s) {
            let (k, _) = g.chance_outcomes(&s).as_slice()[0];
            g.apply_chance(&mut s, k).unwrap();
            drawn += 1;
            let out: u64 = (0..11).map(|k| s.deck_drawn() >> (4 * k) & 0xF).sum();
            assert_eq!(out, drawn as u64 % 45, "after {drawn} draws");
            let left: f64 = g.chance_outcomes(&s).as_slice().iter().map(|x| x.1).sum();
            if g.is_chance(&s) {
                assert!(close(left, 1.0));
            }
        } else {
            let a = g.legal_actions(&s)[0];
            g.play(&mut s, a).unwrap();
        }
    }
    assert_eq!(s.deck_drawn(), 0);

    // The infinite model: every draw at the fresh deck's odds.
    let g = game(&["deck_model=infinite"]);
    let mut s = g.initial_state();
    for _ in 0..5 {
        draw(&g, &mut s, 1);
        if s.phase() == Phase::Move {
            let a = g.legal_actions(&s)[0];
            g.play(&mut s, a).unwrap();
        }
        assert_eq!(s.deck_drawn(), 0);
        assert!(close(p(&g, &s, 1), 5.0 / 45.0));
    }
    // Six 1s in a row: impossible in a 45-card deck, possible with replacement.
    draw(&g, &mut s, 1);
    let g = game(&[]);
    let mut s = g.initial_state();
    for _ in 0..5 {
        draw(&g, &mut s, 1);
        if s.phase() == Phase::Move {
            let a = g.legal_actions(&s)[0];
            g.play(&mut s, a).unwrap();
        }
    }
    assert!(close(p(&g, &s, 1), 0.0));
    assert!(matches!(
        g.apply_chance(&mut s, kind(1)),
        Err(PlayError::NoCardLeft { .. })
    ));
}

// ------------------------------------------------------------------ the game

// S-PLAYERS
#[test]
fn s_players_two_to_four_seats_sides_0_2_and_0_1_2() {
    for n in 2..=4u8 {
        let g = game(&[&format!("players={n}")]);
        assert_eq!(g.seats(), n);
        let s = g.initial_state();
        for k in 0..n {
            assert!(pawns(&g, &s, k).iter().all(|p| *p == PieceAt::Waiting));
        }
    }
    assert!(variant(&["players=1"]).is_err());
    assert!(variant(&["players=5"]).is_err());
    let g = game(&["players=2"]);
    assert_eq!((g.arm_of(0), g.arm_of(1)), (0, 2));
    assert_eq!(coord(&g, 1, 1), (4, 15), "2 players: South and North");
    let g = game(&["players=3"]);
    assert_eq!((g.arm_of(0), g.arm_of(1), g.arm_of(2)), (0, 1, 2));
    assert_eq!(coord(&g, 1, 1), (0, 4), "3 players: South, West, North");
    assert_eq!(coord(&g, 2, 1), (4, 15));
    // The empty East side keeps its slides: South stops on L46 and slides to L49.
    let (g, mut s) = position_of(
        json!({"players": 3}),
        vec![seat(json!([40, W, W, W]), 0), waiting(), waiting()],
        0,
        "move",
        &[3],
        json!({}),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 49)));
    // With two players, seat 1 is North: its pawn on its start square L34 (4,15) is
    // the Sorry! card's target, and North plays after South.
    let (g, mut s) = position_of(
        json!({"players": 2}),
        vec![seat(json!([W, W, W, W]), 0), seat(json!([1, W, W, W]), 0)],
        0,
        "move",
        &[S],
        json!({}),
    );
    assert_eq!(legal(&g, &s), ["sorry p1 s1p1"]);
    play(&g, &mut s, "sorry p1 s1p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 34)));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((4, 15)));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.turn(), 1, "North plays next");
}

// S-ORDER
#[test]
fn s_order_seat_0_starts_or_the_highest_draw_with_sorry_highest() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "order = fixed");
    // order = throw: every seat draws, the highest starts, Sorry! is highest.
    let g = game(&["order=throw"]);
    let mut s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    draw(&g, &mut s, 1);
    draw(&g, &mut s, 1);
    draw(&g, &mut s, 2);
    assert_eq!(s.phase(), Phase::Order);
    assert_ne!(s.deck_drawn(), 0, "the order draws leave the pile");
    draw(&g, &mut s, 1);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 2), "the 2 is highest");
    assert_eq!(s.deck_drawn(), 0, "the cards go back, the deck is shuffled");
    assert!(close(p(&g, &s, 1), 5.0 / 45.0));
    // Sorry! against a 12: Sorry! wins.
    let g = game(&["order=throw", "players=2"]);
    let mut s = g.initial_state();
    draw(&g, &mut s, 12);
    draw(&g, &mut s, S);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // Two Sorry! cards tie (both highest): another round.
    let mut s = g.initial_state();
    draw(&g, &mut s, S);
    draw(&g, &mut s, S);
    assert_eq!(s.phase(), Phase::Order);
    draw(&g, &mut s, S);
    draw(&g, &mut s, 1);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    // A tie: the tied seats draw again from what is left.
    let mut s = g.initial_state();
    draw(&g, &mut s, 5);
    draw(&g, &mut s, 5);
    assert_eq!(s.phase(), Phase::Order);
    assert!(close(p(&g, &s, 5), 2.0 / 43.0));
    draw(&g, &mut s, 3);
    draw(&g, &mut s, 4);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    assert_eq!(s.deck_drawn(), 0);
}

// S-ORDER (RULES-more §3.4 names the value `draw`)
#[test]
fn s_order_the_option_value_is_draw() {
    let g = game(&["order=draw"]);
    assert_eq!(g.initial_state().phase(), Phase::Order);
}

// S-SETUP
#[test]
fn s_setup_all_pawns_in_start_or_one_on_the_start_square_with_quick_start() {
    let g = game(&[]);
    let s = g.initial_state();
    for k in 0..4 {
        assert_eq!(pawns(&g, &s, k), [PieceAt::Waiting; 4]);
    }
    let g = game(&["quick_start=true"]);
    let s = g.initial_state();
    for k in 0..4u8 {
        assert_eq!(
            pawns(&g, &s, k),
            [
                step(1),
                PieceAt::Waiting,
                PieceAt::Waiting,
                PieceAt::Waiting
            ]
        );
        assert_eq!(
            g.piece_coords(&s, k, 0),
            Some(turn_cw((11, 0), k)),
            "seat {k}"
        );
    }
    // With a pawn out, a 5 moves it at once.
    let mut s = s;
    draw(&g, &mut s, 5);
    assert_eq!(legal(&g, &s), ["5 p1"]);
}

// S-TURN
#[test]
fn s_turn_one_card_then_the_next_seat_clockwise() {
    let (g, mut s) = drawing(json!([20, W, W, W]), json!([W, W, W, W]));
    draw(&g, &mut s, 5);
    assert_eq!((s.phase(), s.mover()), (Phase::Move, 0));
    assert_eq!(s.kept(), [5]);
    play(&g, &mut s, "5 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "West next");
    draw(&g, &mut s, 3);
    assert_eq!(s.turn(), 2, "West forfeits; North next");
    draw(&g, &mut s, 3);
    assert_eq!(s.turn(), 3);
    draw(&g, &mut s, 3);
    assert_eq!(s.turn(), 0, "back to South");
    // A seat with all pawns Home no longer plays (rank_all = true keeps the game on).
    let (g, mut s) = position_of(
        json!({"rank_all": true}),
        two(json!([62, H, H, H]), json!([W, W, W, W])),
        0,
        "move",
        &[3],
        json!({}),
    );
    play(&g, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    for _ in 0..3 {
        draw(&g, &mut s, 3);
    }
    assert_eq!(s.turn(), 1, "South is skipped");
}

// S-START-PAWN
#[test]
fn s_start_pawn_only_a_1_or_a_2_takes_a_pawn_out() {
    for card in [1u8, 2] {
        let (g, mut s) = moving(json!([W, 20, W, W]), json!([W, W, W, W]), card);
        assert_eq!(
            sorted_legal(&g, &s),
            sorted(&[&format!("{card} p1"), &format!("{card} p2")]),
            "only the lowest pawn in Start is listed"
        );
        play(&g, &mut s, &format!("{card} p1"));
        assert_eq!(g.piece_at(&s, 0, 0), step(1), "onto the start square only");
        assert_eq!(g.piece_coords(&s, 0, 0), Some((11, 0)));
    }
    // No other card starts a pawn.
    let (g, s) = drawing(json!([W, W, W, W]), json!([W, W, W, W]));
    for card in [3u8, 4, 5, 7, 8, 10, 11, 12] {
        assert_forfeited(&g, &s, card, 1);
    }
    // Not a 7 split either.
    let (g, s) = moving(json!([W, 20, W, W]), json!([W, W, W, W]), 7);
    assert_eq!(legal(&g, &s), ["7 p2"]);
    // An own pawn on the start square: no pawn starts.
    let (g, s) = moving(json!([1, W, W, W]), json!([W, W, W, W]), 1);
    assert_eq!(legal(&g, &s), ["1 p1"]);
    // An opponent there is bumped.
    let (g, mut s) = moving(json!([W, W, W, W]), json!([st(1, 4), W, W, W]), 2);
    assert_eq!(legal(&g, &s), ["2 p1"]);
    play(&g, &mut s, "2 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(1));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
}

// S-JUMP
#[test]
fn s_jump_pawns_pass_over_any_pawns() {
    // South from L5 passes its own pawn on L7 and West's on L8 to stop on L10.
    let (g, mut s) = moving(json!([2, 4, W, W]), json!([st(1, 8), W, W, W]), 5);
    play(&g, &mut s, "5 p1");
    assert_eq!(pawns(&g, &s, 0)[..2], [step(7), step(4)]);
    assert_eq!(
        g.piece_at(&s, 1, 0),
        step(st(1, 8)),
        "passed over, not bumped"
    );
    // Backward too: L10 → L6 over West on L9 and South on L8.
    let (g, mut s) = moving(json!([7, 5, W, W]), json!([st(1, 9), W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(pawns(&g, &s, 0)[..2], [step(3), step(5)]);
    assert_eq!(g.piece_at(&s, 1, 0), step(st(1, 9)));
}

// S-BUMP
#[test]
fn s_bump_ending_on_an_opponent_sends_it_to_start_never_on_an_own_pawn() {
    // Forward.
    let (g, mut s) = moving(json!([2, W, W, W]), json!([st(1, 13), W, W, W]), 8);
    play(&g, &mut s, "8 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(10));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
    // Backward with a 4, and with the 10's one step back.
    let (g, mut s) = moving(json!([20, W, W, W]), json!([st(1, 19), W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(16));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    let (g, mut s) = moving(json!([20, W, W, W]), json!([st(1, 22), W, W, W]), 10);
    play(&g, &mut s, "10 p1 back");
    assert_eq!(g.piece_at(&s, 0, 0), step(19));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    // A part of a 7.
    let (g, mut s) = moving(json!([2, 30, W, W]), json!([st(1, 8), W, W, W]), 7);
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    play(&g, &mut s, "4 p2");
    assert_eq!(pawns(&g, &s, 0)[..2], [step(5), step(34)]);
    // Never on an own pawn.
    let (g, mut s) = moving(json!([10, 15, W, W]), json!([W, W, W, W]), 5);
    assert_eq!(legal(&g, &s), ["5 p2"]);
    assert!(!g.is_legal(&s, Action::parse("5 p1").unwrap()));
    assert!(matches!(
        g.play(&mut s, Action::parse("5 p1").unwrap()),
        Err(PlayError::Illegal { .. })
    ));
    let (g, s) = moving(json!([10, 6, W, W]), json!([W, W, W, W]), 4);
    assert_eq!(legal(&g, &s), ["4 p2"], "nor backward");
}

// S-SLIDE
#[test]
fn s_slide_stopping_on_another_colours_triangle_slides_and_bumps_the_slide() {
    // South from step 10 (L13) with a 3 stops on West's triangle L16: it slides to
    // L19, bumping West's pawn on L17 and its own pawn on L18; a pawn on L20 stays.
    let (g, mut s) = moving(
        json!([10, 15, W, W]),
        json!([st(1, 17), st(1, 20), W, W]),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(16));
    assert_eq!(g.piece_coords(&s, 0, 0), Some(loop_xy(&g, 19)));
    assert_eq!(g.piece_at(&s, 0, 1), PieceAt::Waiting, "own pawn bumped");
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(
        g.piece_at(&s, 1, 1),
        step(st(1, 20)),
        "past the slide's end"
    );
    assert_eq!(s.captures(0), 1, "only the opponent counts as a capture");
    // The long slide: L24 → L28, bumping whatever is on L24 … L28; an opponent on the
    // triangle is bumped first.
    let (g, mut s) = moving(
        json!([18, W, W, W]),
        json!([st(1, 24), st(1, 28), st(1, 29), W]),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 28)));
    assert_eq!(
        pawns(&g, &s, 1)[..3],
        [PieceAt::Waiting, PieceAt::Waiting, step(st(1, 29))]
    );
    assert_eq!(s.captures(0), 2);
    // Backward onto a triangle (a 4, the 10's step back) slides too.
    let (g, mut s) = moving(json!([17, W, W, W]), json!([W, W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(16), "L20 → L16 → L19");
    let (g, mut s) = moving(json!([14, W, W, W]), json!([W, W, W, W]), 10);
    play(&g, &mut s, "10 p1 back");
    assert_eq!(g.piece_at(&s, 0, 0), step(16), "L17 → L16 → L19");
    // A part of a 7 slides.
    let (g, mut s) = moving(json!([10, 30, W, W]), json!([W, W, W, W]), 7);
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(16));
    play(&g, &mut s, "4 p2");
    assert_eq!(g.piece_at(&s, 0, 1), step(34));
    // Own colour's triangles: no slide (L9 = step 6, L1 = step 58).
    let (g, mut s) = moving(json!([1, 53, W, W]), json!([W, W, W, W]), 5);
    play(&g, &mut s, "5 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(6));
    let (g, mut s) = moving(json!([1, 53, W, W]), json!([W, W, W, W]), 5);
    play(&g, &mut s, "5 p2");
    assert_eq!(g.piece_at(&s, 0, 1), step(58));
    // Passing over a triangle, or stopping on a slide's middle or end: nothing.
    let (g, mut s) = moving(json!([10, W, W, W]), json!([st(1, 17), W, W, W]), 5);
    play(&g, &mut s, "5 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(15));
    assert_eq!(g.piece_at(&s, 1, 0), step(st(1, 17)));
    for (from, card, to) in [(9i16, 5u8, 14i16), (8, 8, 16), (11, 5, 16), (18, 5, 23)] {
        let (g, mut s) = moving(json!([from, W, W, W]), json!([W, W, W, W]), card);
        play(&g, &mut s, &format!("{card} p1"));
        assert_eq!(g.piece_at(&s, 0, 0), step(to), "L{}", to + 3);
    }
    // An own pawn on the triangle: the move is illegal.
    let (g, s) = moving(json!([10, 13, W, W]), json!([W, W, W, W]), 3);
    assert_eq!(legal(&g, &s), ["3 p2"]);
    // slide_colour = any: the own slide too; = own: only the own.
    // South plays `action` with the card `card` under `slide_colour = colour`.
    let after = |colour: &str, card: u8, action: &str| {
        let (g, mut s) = position_of(
            json!({ "slide_colour": colour }),
            two(json!([1, 10, W, W]), json!([W, W, W, W])),
            0,
            "move",
            &[card],
            json!({}),
        );
        play(&g, &mut s, action);
        (g, s)
    };
    for (colour, own_to, other_to) in [("others", 6, 16), ("any", 10, 16), ("own", 10, 13)] {
        let (g, s) = after(colour, 5, "5 p1");
        assert_eq!(g.piece_at(&s, 0, 0), step(own_to), "{colour}: L9");
        let (g, s) = after(colour, 3, "3 p2");
        assert_eq!(g.piece_at(&s, 0, 1), step(other_to), "{colour}: L16");
    }
}

// S-SAFE-ZONE
#[test]
fn s_safe_zone_only_the_owner_enters_forward_and_nothing_touches_it() {
    // West passes South's entrance L2 and goes on round the loop.
    let (g, mut s) = position_of(
        json!({}),
        two(json!([W, W, W, W]), json!([st(1, 0), W, W, W])),
        1,
        "move",
        &[5],
        json!({}),
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(g.piece_at(&s, 1, 0), step(st(1, 5)));
    assert_eq!(g.piece_coords(&s, 1, 0), Some((10, 0)));
    // South leaves its safety zone backward and comes back later.
    let (g, mut s) = moving(json!([61, W, W, W]), json!([W, W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(57), "S2 → S1 → L2 → L1 → L0");
    let (g, mut s) = moving(json!([57, W, W, W]), json!([W, W, W, W]), 5);
    play(&g, &mut s, "5 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(62), "back in");
    let (g, mut s) = moving(json!([60, W, W, W]), json!([W, W, W, W]), 10);
    assert_eq!(legal(&g, &s), ["10 p1 back"]);
    play(&g, &mut s, "10 p1 back");
    assert_eq!(g.piece_at(&s, 0, 0), step(59));
    // West's pawns in its safety zone and Home: no switch, no Sorry!.
    let west = json!([62, H, 20, W]);
    let (g, s) = moving(json!([10, W, W, W]), west.clone(), 11);
    assert_eq!(sorted_legal(&g, &s), sorted(&["11 p1", "switch p1 s1p3"]));
    let (g, s) = moving(json!([10, W, W, W]), west, S);
    assert_eq!(legal(&g, &s), ["sorry p2 s1p3"]);
    // Own pawns in the safety zone are not switched either.
    let (g, s) = drawing(json!([62, H, H, H]), json!([20, W, W, W]));
    assert_forfeited(&g, &s, 11, 1);
    // The start squares are not safe: landing on West's start square bumps.
    let (g, mut s) = moving(json!([14, W, W, W]), json!([1, W, W, W]), 2);
    play(&g, &mut s, "2 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(16));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
}

// S-HOME
#[test]
fn s_home_by_exact_count_and_a_pawn_home_never_moves() {
    let (g, mut s) = moving(json!([62, 20, W, W]), json!([W, W, W, W]), 3);
    assert_eq!(sorted_legal(&g, &s), sorted(&["3 p1", "3 p2"]));
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), PieceAt::Home);
    // One over is illegal.
    let (g, s) = moving(json!([62, 20, W, W]), json!([W, W, W, W]), 4);
    assert_eq!(sorted_legal(&g, &s), sorted(&["4 p1", "4 p2"]));
    let (g, s) = moving(json!([62, 20, W, W]), json!([W, W, W, W]), 5);
    assert_eq!(legal(&g, &s), ["5 p2"]);
    // Home pawns never move, not even backward.
    let (g, s) = drawing(json!([H, 63, W, W]), json!([W, W, W, W]));
    assert_forfeited(&g, &s, 3, 1);
    let (g, s) = moving(json!([H, 63, W, W]), json!([W, W, W, W]), 4);
    assert_eq!(legal(&g, &s), ["4 p2"]);
}

// S-MUST
#[test]
fn s_must_a_card_with_a_legal_move_is_played_otherwise_forfeited() {
    // Even to one's harm: a 4 that takes a pawn away from Home.
    let (g, s) = moving(json!([63, W, W, W]), json!([W, W, W, W]), 4);
    assert_eq!(legal(&g, &s), ["4 p1"], "no pass");
    assert!(!g.is_legal(&s, Action::Pass));
    // No legal move: the card is forfeited and the next seat draws.
    let (g, s) = drawing(json!([W, W, W, W]), json!([W, W, W, W]));
    assert_forfeited(&g, &s, 5, 1);
    assert_forfeited(&g, &s, S, 1);
    let (g, s) = drawing(json!([63, 64, H, H]), json!([W, W, W, W]));
    for card in [3u8, 5, 7, 8, 11, 12, S] {
        assert_forfeited(&g, &s, card, 1);
    }
    // First turn of a game: nothing out, a 5 is forfeited.
    let g = game(&[]);
    let s = g.initial_state();
    assert_forfeited(&g, &s, 5, 1);
    // A move phase without a move is refused as a position (it is forfeited at once).
    let text = json!({
        "format": "pachisi-position", "version": 1, "variant": "sorry", "options": {},
        "phase": "move", "turn": 0, "kept": [5], "turn_number": 3,
        "seats": two(json!([W, W, W, W]), json!([W, W, W, W])),
    })
    .to_string();
    assert!(Game::parse_position(&text).is_err());
}

// S-TWO
#[test]
fn s_two_a_2_draws_again_even_when_forfeited() {
    let (g, mut s) = drawing(json!([W, W, W, W]), json!([W, W, W, W]));
    draw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0), "draw again");
    // Again and again.
    draw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    draw(&g, &mut s, 3);
    play(&g, &mut s, "3 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1), "then West");
    assert_eq!(g.piece_at(&s, 0, 0), step(6), "1, then 3, then 6");
    // A forfeited 2 draws again too.
    let (g, mut s) = drawing(json!([64, H, H, H]), json!([W, W, W, W]));
    draw(&g, &mut s, 2);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 0));
    assert_eq!(s.counters().forfeited, 1);
    // two_draws_again = false: the next seat.
    let (g, mut s) = position_of(
        json!({"two_draws_again": false}),
        two(json!([W, W, W, W]), json!([W, W, W, W])),
        0,
        "throw",
        &[],
        json!({}),
    );
    draw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// S-FOUR
#[test]
fn s_four_four_back_from_the_start_square_then_into_the_safety_zone() {
    let (g, mut s) = moving(json!([1, W, W, W]), json!([W, W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(57));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((15, 0)), "L0, side index 0");
    let (g, mut s) = moving(json!([57, W, W, W]), json!([W, W, W, W]), 3);
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(60), "S1");
    assert_eq!(g.piece_coords(&s, 0, 0), Some((13, 1)));
    // Round the corner of the loop: from the diamond (step 0, L3) back to L59.
    let (g, mut s) = moving(json!([0, W, W, W]), json!([W, W, W, W]), 4);
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(56));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((15, 1)));
    // Every pawn on the board may go back; pawns in Start may not.
    let (g, s) = moving(json!([10, 61, W, H]), json!([W, W, W, W]), 4);
    assert_eq!(sorted_legal(&g, &s), sorted(&["4 p1", "4 p2"]));
    // West's 4 from its start square lands on L15 (West's index 0).
    let (g, mut s) = position_of(
        json!({}),
        two(json!([W, W, W, W]), json!([1, W, W, W])),
        1,
        "move",
        &[4],
        json!({}),
    );
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_coords(&s, 1, 0), Some((0, 0)));
}

// S-SEVEN
#[test]
fn s_seven_one_pawn_or_a_split_between_two() {
    let (g, s) = moving(json!([10, 20, W, W]), json!([W, W, W, W]), 7);
    let mut want = vec!["7 p1".to_string(), "7 p2".to_string()];
    for a in 1..7 {
        want.push(format!("{a} p1"));
        want.push(format!("{a} p2"));
    }
    want.sort();
    assert_eq!(sorted_legal(&g, &s), want);
    // One pawn out: the whole 7 to it.
    let (g, s) = moving(json!([10, W, W, H]), json!([W, W, W, W]), 7);
    assert_eq!(legal(&g, &s), ["7 p1"]);
}

// S-SEVEN
#[test]
fn s_seven_a_split_needs_another_pawn_for_the_rest() {
    let (g, mut s) = moving(json!([10, 20, W, W]), json!([W, W, W, W]), 7);
    play(&g, &mut s, "2 p1");
    assert_eq!(s.kept(), [5]);
    assert_eq!(s.mover(), 0);
    assert_eq!(legal(&g, &s), ["5 p2"]);
    assert!(!g.is_legal(&s, Action::parse("5 p1").unwrap()));
    play(&g, &mut s, "5 p2");
    assert_eq!(pawns(&g, &s, 0)[..2], [step(12), step(25)]);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // The same state from a position: p1 moved the first part, 4 is left.
    let (g, s) = position_of(
        json!({}),
        two(json!([12, 20, 30, W]), json!([W, W, W, W])),
        0,
        "move",
        &[4],
        json!({"last_moved": 0}),
    );
    assert_eq!(legal(&g, &s), ["4 p2", "4 p3"]);
    let mut t = s;
    play(&g, &mut t, "4 p2");
    assert_eq!(g.piece_at(&t, 0, 1), step(24), "the rest goes forward");
    // A first part whose slide bumps the only other pawn leaves no one for the rest:
    // p1 from L13 stops on West's triangle L16 and slides over p2 on L17.
    let (g, s) = moving(json!([10, 14, W, W]), json!([W, W, W, W]), 7);
    let l = legal(&g, &s);
    assert!(!l.contains(&"3 p1".to_string()), "{l:?}");
    assert!(l.contains(&"2 p1".to_string()), "{l:?}");
    // A split that takes a pawn Home needs the other pawn to use the rest exactly.
    let (g, s) = drawing(json!([62, 63, W, W]), json!([W, W, W, W]));
    assert_forfeited(&g, &s, 7, 1);
    let (g, mut s) = moving(json!([62, 20, W, W]), json!([W, W, W, W]), 7);
    let l = legal(&g, &s);
    assert!(l.contains(&"3 p1".to_string()), "{l:?}");
    assert!(!l.contains(&"7 p1".to_string()), "{l:?}");
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), PieceAt::Home);
    assert_eq!(legal(&g, &s), ["4 p2"]);
    play(&g, &mut s, "4 p2");
    assert_eq!(g.piece_at(&s, 0, 1), step(24));
    // Each part must be legal when made: no split whose rest lands on the first
    // pawn (L23 and L22: 3 + 4 and 4 + 3 both end on L26 together).
    let (g, s) = moving(json!([20, 19, W, W]), json!([W, W, W, W]), 7);
    let l = legal(&g, &s);
    assert!(
        !l.contains(&"3 p1".to_string()),
        "p2 + 4 would land on p1: {l:?}"
    );
    assert!(
        !l.contains(&"4 p2".to_string()),
        "p1 + 3 would land on p2: {l:?}"
    );
}

// S-TEN
#[test]
fn s_ten_ten_forward_or_one_back() {
    let (g, mut s) = moving(json!([20, W, W, W]), json!([W, W, W, W]), 10);
    assert_eq!(sorted_legal(&g, &s), sorted(&["10 p1", "10 p1 back"]));
    let mut t = s;
    play(&g, &mut s, "10 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(30));
    play(&g, &mut t, "10 p1 back");
    assert_eq!(g.piece_at(&t, 0, 0), step(19));
    // No pawn can go 10 forward: one back it must be.
    let (g, s) = moving(json!([58, H, W, W]), json!([W, W, W, W]), 10);
    assert_eq!(legal(&g, &s), ["10 p1 back"]);
    // One back from the diamond square: the entrance, and then into the zone.
    let (g, mut s) = moving(json!([0, W, W, W]), json!([W, W, W, W]), 10);
    play(&g, &mut s, "10 p1 back");
    assert_eq!(g.piece_at(&s, 0, 0), step(59));
    let (g, mut s) = moving(json!([59, W, W, W]), json!([W, W, W, W]), 1);
    play(&g, &mut s, "1 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(60));
    // One back from the start square: the diamond square.
    let (g, mut s) = moving(json!([1, W, W, W]), json!([W, W, W, W]), 10);
    play(&g, &mut s, "10 p1 back");
    assert_eq!(g.piece_at(&s, 0, 0), step(0));
    assert_eq!(g.piece_coords(&s, 0, 0), Some((12, 0)));
    // Nothing out: forfeited.
    let (g, s) = drawing(json!([W, W, W, W]), json!([W, W, W, W]));
    assert_forfeited(&g, &s, 10, 1);
}

// S-ELEVEN
#[test]
fn s_eleven_eleven_forward_or_a_switch_which_may_be_declined() {
    // A pawn can go 11 forward: play the 11 or switch, no pass.
    let (g, mut s) = moving(json!([10, W, W, W]), json!([20, W, W, W]), 11);
    assert_eq!(sorted_legal(&g, &s), sorted(&["11 p1", "switch p1 s1p1"]));
    assert!(!g.is_legal(&s, Action::Pass));
    // The switch: South's pawn on L13 and West's on L38 change places.
    play(&g, &mut s, "switch p1 s1p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 38)));
    assert_eq!(g.piece_at(&s, 1, 0), step(st(1, 13)));
    assert_eq!(g.piece_coords(&s, 1, 0), Some((2, 0)));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // No pawn can go 11 forward: the switch may be declined.
    let (g, mut s) = moving(json!([58, W, W, W]), json!([20, W, W, W]), 11);
    assert_eq!(sorted_legal(&g, &s), sorted(&["pass", "switch p1 s1p1"]));
    play(&g, &mut s, "pass");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    assert_eq!(g.piece_at(&s, 0, 0), step(58));
    assert_eq!(g.piece_at(&s, 1, 0), step(20));
    // No 11 forward and no one to switch with: forfeited.
    let (g, s) = drawing(json!([58, W, W, W]), json!([W, W, W, W]));
    assert_forfeited(&g, &s, 11, 1);
    // Pawns in Start, a safety zone or Home never switch.
    let (g, s) = moving(json!([58, 61, W, H]), json!([W, 62, H, 30]), 11);
    assert_eq!(sorted_legal(&g, &s), sorted(&["pass", "switch p1 s1p4"]));
    // Every pair of loop pawns, any opponent.
    let (g, s) = position_of(
        json!({}),
        four(
            json!([10, 20, W, W]),
            json!([8, W, W, W]),
            json!([7, W, W, W]),
            json!([W, W, W, W]),
        ),
        0,
        "move",
        &[11],
        json!({}),
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&[
            "11 p1",
            "11 p2",
            "switch p1 s1p1",
            "switch p1 s2p1",
            "switch p2 s1p1",
            "switch p2 s2p1",
        ])
    );
}

// S-ELEVEN
#[test]
fn s_eleven_after_a_switch_only_the_mover_slides() {
    // South on L9 (its own triangle), West on L31 (North's triangle): South goes to
    // L31 and slides to L34; West goes to L9, South's triangle, and stays there.
    let (g, mut s) = moving(json!([st(0, 9), W, W, W]), json!([st(1, 31), W, W, W]), 11);
    play(&g, &mut s, "switch p1 s1p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 34)));
    assert_eq!(g.piece_at(&s, 1, 0), step(st(1, 9)));
    assert_eq!(g.piece_coords(&s, 1, 0), Some((6, 0)));
    // The mover's slide bumps the switched pawn when it ends on the slide: South on
    // L17, West on its own triangle L16; South slides L16 → L19, and West, now on
    // L17, goes to Start.
    let (g, mut s) = moving(json!([st(0, 17), W, W, W]), json!([st(1, 16), W, W, W]), 11);
    play(&g, &mut s, "switch p1 s1p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 19)));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
}

// S-SORRY
#[test]
fn s_sorry_a_pawn_from_start_bumps_an_opponent_on_the_loop() {
    let (g, mut s) = position_of(
        json!({}),
        four(
            json!([20, W, W, W]),
            json!([10, 61, H, W]),
            json!([5, W, W, W]),
            json!([W, W, W, W]),
        ),
        0,
        "move",
        &[S],
        json!({}),
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["sorry p2 s1p1", "sorry p2 s2p1"]),
        "the first pawn in Start; opponents on the loop only"
    );
    play(&g, &mut s, "sorry p2 s1p1");
    assert_eq!(g.piece_at(&s, 0, 1), step(st(0, 28)));
    assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    assert_eq!(s.captures(0), 1);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // Onto another colour's triangle: then the slide (West on L31, North's; West on
    // its own L16, which is another colour for South).
    for (x, end) in [(31i16, 34i16), (16, 19)] {
        let (g, mut s) = moving(json!([W, W, W, W]), json!([st(1, x), W, W, W]), S);
        play(&g, &mut s, "sorry p1 s1p1");
        assert_eq!(g.piece_at(&s, 0, 0), step(st(0, end)), "L{x}");
        assert_eq!(g.piece_at(&s, 1, 0), PieceAt::Waiting);
    }
    // Onto South's own triangle: no slide.
    let (g, mut s) = moving(json!([W, W, W, W]), json!([st(1, 9), W, W, W]), S);
    play(&g, &mut s, "sorry p1 s1p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 9)));
    // Forfeited: no pawn in Start, or no opponent on the loop.
    let (g, s) = drawing(json!([10, 20, 30, 40]), json!([st(1, 50), W, W, W]));
    assert_forfeited(&g, &s, S, 1);
    let (g, s) = drawing(json!([10, W, W, W]), json!([61, H, W, W]));
    assert_forfeited(&g, &s, S, 1);
    // sorry_four: 4 forward instead.
    let (g, mut s) = position_of(
        json!({"sorry_four": true}),
        two(json!([10, W, W, W]), json!([20, W, W, W])),
        0,
        "move",
        &[S],
        json!({}),
    );
    assert_eq!(sorted_legal(&g, &s), sorted(&["4 p1", "sorry p2 s1p1"]));
    play(&g, &mut s, "4 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(14), "forward, not back");
    let (g, s) = position_of(
        json!({"sorry_four": true}),
        two(json!([10, W, W, W]), json!([W, W, W, W])),
        0,
        "throw",
        &[],
        json!({}),
    );
    let mut t = s;
    draw(&g, &mut t, S);
    assert_eq!(legal(&g, &t), ["4 p1"]);
}

// S-WIN
#[test]
fn s_win_the_first_seat_with_all_pawns_home_wins() {
    let (g, mut s) = position_of(
        json!({}),
        four(
            json!([62, H, H, H]),
            json!([30, W, W, W]),
            json!([W, W, W, W]),
            json!([50, 40, W, W]),
        ),
        0,
        "move",
        &[3],
        json!({}),
    );
    play(&g, &mut s, "3 p1");
    assert!(g.is_terminal(&s));
    let out = g.outcome(&s).unwrap();
    assert_eq!(out.ranking, [0, 3, 1, 2], "the rest by distance left");
    // A 2 that brings the last pawn Home draws no more: the game is over.
    let (g, mut s) = moving(json!([63, H, H, H]), json!([W, W, W, W]), 2);
    play(&g, &mut s, "2 p1");
    assert!(g.is_terminal(&s));
    // rank_all = true: play on for the places.
    let (g, mut s) = position_of(
        json!({"rank_all": true}),
        two(json!([62, H, H, H]), json!([W, W, W, W])),
        0,
        "move",
        &[3],
        json!({}),
    );
    play(&g, &mut s, "3 p1");
    assert!(!g.is_terminal(&s));
    assert_eq!(s.ranking(), [0]);
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

// S-TEAM
/// A game with partners (South and North, West and East), South to spend `card`;
/// South's pawns all Home when `south_home`.
fn team_moving(seats: Vec<Value>, card: u8) -> (Game, State) {
    let south_home = seats[0] == json!({"pieces": [H, H, H, H], "captures": 0});
    let extra = if south_home {
        json!({"ranking": [0]})
    } else {
        json!({})
    };
    position_of(
        json!({"players": 4, "teams": true}),
        seats,
        0,
        "move",
        &[card],
        extra,
    )
}

#[test]
fn s_team_partners_need_four_players_and_are_opposite() {
    assert!(matches!(
        variant(&["players=2", "teams=true"]),
        Err(OptionError::Conflict(_))
    ));
    assert!(matches!(
        variant(&["players=3", "teams=true"]),
        Err(OptionError::Conflict(_))
    ));
    assert!(!game(&[]).options().teams);
    let g = game(&["players=4", "teams=true"]);
    assert!(g.options().teams);
}

#[test]
fn s_team_a_card_moves_any_of_the_teams_eight_pawns() {
    // South (p1 … p4) and North (p5 … p8, the partner's) both have a pawn out.
    let (g, mut s) = team_moving(
        four(
            json!([10, W, W, W]),
            json!([30, W, W, W]),
            json!([20, W, W, W]),
            json!([W, W, W, W]),
        ),
        5,
    );
    assert_eq!(sorted_legal(&g, &s), sorted(&["5 p1", "5 p5"]));
    let info = g.move_info(&s, Action::parse("5 p5").unwrap()).unwrap();
    assert_eq!(info.seat, Some(2), "the partner's pawn moves");
    assert_eq!(info.pieces, [0]);
    let own = g.move_info(&s, Action::parse("5 p1").unwrap()).unwrap();
    assert_eq!(own.seat, None);
    play(&g, &mut s, "5 p5");
    assert_eq!(g.piece_at(&s, 2, 0), step(25));
    assert_eq!(g.piece_at(&s, 0, 0), step(10), "South's own pawn stays");
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // A 1 or a 2 takes a pawn out of either partner's Start; pawns in one Start are
    // interchangeable, so `1 p7` is legal as North's first pawn in Start, `p6`, is.
    let (g, mut s) = team_moving(
        four(
            json!([10, W, W, W]),
            json!([W, W, W, W]),
            json!([20, W, W, W]),
            json!([W, W, W, W]),
        ),
        1,
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["1 p1", "1 p2", "1 p5", "1 p6"])
    );
    assert!(g.is_legal(&s, Action::parse("1 p7").unwrap()));
    play(&g, &mut s, "1 p7");
    assert_eq!(
        pawns(&g, &s, 2),
        [step(20), PieceAt::Waiting, step(1), PieceAt::Waiting]
    );
    // Without partners there is no p5.
    let (g, mut s) = moving(json!([10, W, W, W]), json!([20, W, W, W]), 5);
    match g.play(&mut s, Action::parse("5 p5").unwrap()) {
        Err(PlayError::Illegal { reason, .. }) => {
            assert!(reason.contains("partner"), "{reason}")
        }
        other => panic!("5 p5 without partners: {other:?}"),
    }
}

#[test]
fn s_team_landing_on_a_team_mates_pawn_sends_it_to_start_but_not_on_its_own_colour() {
    // South's pawn on step 5 (L8) moves 3 to L11, where North's pawn stands.
    let (g, mut s) = team_moving(
        four(
            json!([5, W, W, W]),
            json!([W, W, W, W]),
            json!([st(2, 11), W, W, W]),
            json!([W, W, W, W]),
        ),
        3,
    );
    assert!(is_legal(&g, &s, "3 p1"));
    play(&g, &mut s, "3 p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(8));
    assert_eq!(
        g.piece_at(&s, 2, 0),
        PieceAt::Waiting,
        "bumped to its Start"
    );
    assert_eq!(s.captures(0), 0, "a team-mate's pawn is no capture");
    // A pawn still never ends on a pawn of its own colour, a partner's pawn included.
    let (g, s) = team_moving(
        four(
            json!([W, W, W, W]),
            json!([W, W, W, W]),
            json!([st(2, 40), st(2, 43), W, W]),
            json!([W, W, W, W]),
        ),
        3,
    );
    assert_eq!(sorted_legal(&g, &s), sorted(&["3 p6"]));
}

#[test]
fn s_team_the_sorry_card_must_be_used_even_when_its_only_target_is_a_team_mate() {
    // South has a pawn in Start; the only pawn on the loop is North's.
    let (g, mut s) = team_moving(
        four(
            json!([W, H, H, H]),
            json!([W, W, W, W]),
            json!([st(2, 20), W, W, W]),
            json!([W, W, W, W]),
        ),
        S,
    );
    assert_eq!(legal(&g, &s), ["sorry p1 s2p1"]);
    play(&g, &mut s, "sorry p1 s2p1");
    assert_eq!(g.piece_at(&s, 0, 0), step(st(0, 20)));
    assert_eq!(g.piece_at(&s, 2, 0), PieceAt::Waiting);
    assert_eq!(s.captures(0), 0);
    // North's pawns in Start may take an opponent's or South's square, never North's.
    let (g, s) = team_moving(
        four(
            json!([st(0, 40), H, H, H]),
            json!([st(1, 50), W, W, W]),
            json!([st(2, 20), W, W, W]),
            json!([W, W, W, W]),
        ),
        S,
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["sorry p6 s0p1", "sorry p6 s1p1"])
    );
}

#[test]
fn s_team_the_eleven_switches_with_an_opponent_never_a_team_mate() {
    let (g, s) = team_moving(
        four(
            json!([10, W, W, W]),
            json!([st(1, 40), W, W, W]),
            json!([20, W, W, W]),
            json!([W, W, W, W]),
        ),
        11,
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["11 p1", "11 p5", "switch p1 s1p1", "switch p5 s1p1"])
    );
}

#[test]
fn s_team_a_seven_splits_between_a_pawn_and_a_team_mates_pawn() {
    let (g, mut s) = team_moving(
        four(
            json!([10, W, W, W]),
            json!([W, W, W, W]),
            json!([20, W, W, W]),
            json!([W, W, W, W]),
        ),
        7,
    );
    assert!(is_legal(&g, &s, "2 p1"));
    play(&g, &mut s, "2 p1");
    assert_eq!(legal(&g, &s), ["5 p5"], "the rest goes to North's pawn");
    play(&g, &mut s, "5 p5");
    assert_eq!(g.piece_at(&s, 0, 0), step(12));
    assert_eq!(g.piece_at(&s, 2, 0), step(25));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
}

#[test]
fn s_team_a_seat_home_plays_on_for_its_partner_and_the_team_wins_with_all_eight() {
    // South brings its last pawn Home: the game goes on, North still has pawns out.
    let (g, mut s) = team_moving(
        four(
            json!([62, H, H, H]),
            json!([30, W, W, W]),
            json!([10, H, H, H]),
            json!([W, W, W, W]),
        ),
        3,
    );
    play(&g, &mut s, "3 p1");
    assert!(!g.is_terminal(&s));
    assert_eq!((s.phase(), s.turn()), (Phase::Throw, 1));
    // South's turn comes round again: it draws and moves North's pawns.
    let (g, mut s) = team_moving(
        four(
            json!([H, H, H, H]),
            json!([30, W, W, W]),
            json!([10, H, H, H]),
            json!([W, W, W, W]),
        ),
        5,
    );
    assert_eq!(legal(&g, &s), ["5 p5"]);
    play(&g, &mut s, "5 p5");
    assert_eq!(g.piece_at(&s, 2, 0), step(15));
    // A 2 that brings South's last pawn Home still draws again, for North's pawns.
    let (g, mut s) = position_of(
        json!({"players": 4, "teams": true}),
        four(
            json!([63, H, H, H]),
            json!([30, W, W, W]),
            json!([10, H, H, H]),
            json!([W, W, W, W]),
        ),
        0,
        "throw",
        &[],
        json!({}),
    );
    draw(&g, &mut s, 2);
    play(&g, &mut s, "2 p1");
    assert_eq!(
        (s.phase(), s.turn()),
        (Phase::Throw, 0),
        "the 2 draws again"
    );
    // North's last pawn Home, moved by South: the team of South and North wins.
    let (g, mut s) = team_moving(
        four(
            json!([H, H, H, H]),
            json!([30, W, W, W]),
            json!([62, H, H, H]),
            json!([40, W, W, W]),
        ),
        3,
    );
    play(&g, &mut s, "3 p5");
    assert!(g.is_terminal(&s));
    let out = g.outcome(&s).unwrap();
    assert_eq!(out.winning_team, Some(0));
    assert_eq!(&out.ranking[..2], [0, 2]);
}

#[test]
fn s_team_partner_actions_have_their_own_ids_and_read_back() {
    for text in [
        "5 p5",
        "10 p8 back",
        "switch p6 s1p2",
        "sorry p5 s3p4",
        "3 p7",
    ] {
        let a = Action::parse(text).unwrap();
        assert_eq!(a.to_string(), text);
        let id = a.to_id();
        assert!(
            (769..pachisi_core::game::NUM_ACTION_IDS).contains(&id),
            "{text}: {id}"
        );
        assert_eq!(Action::from_id(id), Some(a), "{text}");
    }
    // The same moves of the mover's own pawns keep the ids below 769.
    assert!(Action::parse("5 p1").unwrap().to_id() < 769);
}

// S-EDITIONS
#[test]
fn s_editions_two_draws_again_and_sorry_four_are_the_only_2013_options() {
    let g = game(&[]);
    assert!(g.options().two_draws_again);
    assert!(!g.options().sorry_four);
    let g = game(&["two_draws_again=false", "sorry_four=true"]);
    assert!(!g.options().two_draws_again);
    assert!(g.options().sorry_four);
    // Other games' rules are refused.
    assert!(matches!(
        variant(&["stack_moves=true"]),
        Err(OptionError::Conflict(_))
    ));
    // The Fire-and-Ice edition's three pawns are not offered either.
    assert!(variant(&["horses=3"]).is_err());
}

// ------------------------------------------------------------------ texts and positions

/// Random games with fixed seeds: every listed action's text reads back as the
/// action, and every position reads back with the same legal list and the same text.
#[test]
fn s_actions_and_positions_read_back_over_seeded_random_games() {
    let variants: [&[&str]; 4] = [
        &[],
        &["players=2", "sorry_four=true"],
        &["players=3", "slide_colour=any", "deck=55"],
        &["quick_start=true", "two_draws_again=false", "order=throw"],
    ];
    let mut decisions = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for (vi, settings) in variants.iter().enumerate() {
        let g = game(settings);
        for index in 0..3u64 {
            let mut rng = seeded_rng(2024 + vi as u64, index);
            let mut s = g.initial_state();
            let mut events = 0;
            while !g.is_terminal(&s) {
                events += 1;
                assert!(events < 20_000, "the game ends");
                let text = g.position_json(&s);
                let (g2, s2) = Game::parse_position(&text)
                    .unwrap_or_else(|e| panic!("position refused: {e}\n{text}"));
                assert_eq!(g2.position_json(&s2), text);
                if g.is_chance(&s) {
                    let outcomes = g.chance_outcomes(&s);
                    assert_eq!(
                        g2.chance_outcomes(&s2).as_slice(),
                        outcomes.as_slice(),
                        "{text}"
                    );
                    assert!(close(
                        outcomes.as_slice().iter().map(|x| x.1).sum::<f64>(),
                        1.0
                    ));
                    let o = g.sample_chance(&s, &mut rng);
                    assert!(outcomes.as_slice().iter().any(|x| x.0 == o));
                    g.apply_chance(&mut s, o).unwrap();
                    continue;
                }
                let l = g.legal_actions(&s);
                assert!(!l.is_empty(), "a move phase has a move: {text}");
                assert_eq!(legal(&g2, &s2), legal(&g, &s), "{text}");
                let mut texts: Vec<String> = l.iter().map(|a| a.to_string()).collect();
                texts.sort();
                texts.dedup();
                assert_eq!(texts.len(), l.len(), "no action twice: {text}");
                for &a in l.iter() {
                    let t = a.to_string();
                    assert_eq!(Action::parse(&t), Ok(a), "{t}");
                    assert!(g.is_legal(&s, a), "{t}");
                    kinds.insert(t.split(' ').next().unwrap().to_string());
                }
                decisions += 1;
                let a = l[((rng.next_u32() as u64 * l.len() as u64) >> 32) as usize];
                g.play(&mut s, a).unwrap();
            }
            let out = g.outcome(&s).unwrap();
            assert_eq!(out.ranking.len(), g.seats() as usize);
            let winner = out.ranking[0];
            assert_eq!(pawns(&g, &s, winner), [PieceAt::Home; 4]);
        }
    }
    assert!(decisions > 1000, "{decisions}");
    for k in ["sorry", "switch", "pass", "10", "7", "4"] {
        assert!(kinds.contains(k), "{k} seen in {kinds:?}");
    }
}

// S-FOUR, S-TEN, S-ELEVEN, S-SORRY, S-SEVEN
#[test]
fn s_four_s_ten_s_eleven_s_sorry_s_seven_move_info_tells_back_moves_switches_and_a_sevens_rest() {
    let info = |g: &Game, s: &State, a: &str| g.move_info(s, Action::parse(a).unwrap()).unwrap();
    // The 4 goes back (S-FOUR); nothing else is said of it.
    let (g, s) = moving(json!([10, W, W, W]), json!([W, W, W, W]), 4);
    let i = info(&g, &s, "4 p1");
    assert!(i.backward);
    assert_eq!(
        (i.from_step, i.to_step, i.onto, i.rest),
        (Some(10), Some(6), None, None)
    );
    // The 10 forward, or one back (S-TEN), which is told by its card.
    let (g, s) = moving(json!([10, W, W, W]), json!([W, W, W, W]), 10);
    assert!(!info(&g, &s, "10 p1").backward);
    let i = info(&g, &s, "10 p1 back");
    assert!(i.backward);
    assert_eq!((i.value, i.to_step), (Some(10), Some(9)));
    // The switch names the pawn whose square is taken and captures nothing (S-ELEVEN).
    let (g, s) = moving(json!([10, W, W, W]), json!([20, W, W, W]), 11);
    let i = info(&g, &s, "switch p1 s1p1");
    assert_eq!(
        (i.onto, i.backward, i.value),
        (Some((1, 0)), false, Some(11))
    );
    assert!(i.captures.is_empty());
    assert_eq!(info(&g, &s, "11 p1").onto, None);
    // The Sorry! card names it too, and sends it to its Start (S-SORRY).
    let (g, s) = position_of(
        json!({"players": 2}),
        vec![seat(json!([W, W, W, W]), 0), seat(json!([1, W, W, W]), 0)],
        0,
        "move",
        &[S],
        json!({}),
    );
    let i = info(&g, &s, "sorry p1 s1p1");
    assert_eq!(
        (i.onto, i.captures.clone(), i.enters),
        (Some((1, 0)), vec![(1, 0)], true)
    );
    // The first part of a split 7 leaves the rest (S-SEVEN); the whole 7 and the rest
    // leave none.
    let (g, mut s) = moving(json!([10, 20, W, W]), json!([W, W, W, W]), 7);
    assert_eq!(info(&g, &s, "2 p1").rest, Some(5));
    assert_eq!(info(&g, &s, "7 p1").rest, None);
    play(&g, &mut s, "2 p1");
    assert_eq!(info(&g, &s, "5 p2").rest, None);
    // A plain move's JSON has no such fields (nor has any other game's).
    let v = serde_json::to_value(info(
        &game(&[]),
        &moving(json!([10, W, W, W]), json!([W, W, W, W]), 5).1,
        "5 p1",
    ))
    .unwrap();
    for k in ["backward", "onto", "rest"] {
        assert!(v.get(k).is_none(), "{k} left out when not so: {v}");
    }
}
