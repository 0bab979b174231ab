//! Yut Nori (RULES-more §4), one or more tests per Y- rule ID, following the engine's
//! design (notes/yut-design.md).
//!
//! Stations are numbered as RULES-more's Y-COORDS table (0 the start/finish station at
//! (30,0), 5, 10 and 15 the corners, 22 the centre). A piece on the board is written
//! `<route><index>`, normalised: `O1` … `O20`, `A6` … `A16`, `B11` … `B16`, `C9` … `C11`,
//! where the routes are
//! - O: 0, 1, 2, …, 19, 0
//! - A: 0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 0
//! - B: 0, 1, …, 10, 25, 26, 22, 27, 28, 0
//! - C: 0, 1, 2, 3, 4, 5, 20, 21, 22, 27, 28, 0
//!
//! Throws are chance outcomes by the number of flat sides up: 0 mo (+5), 1 do, 2 gae,
//! 3 geol, 4 yut, and 5 back-do (kept as 63). Positions are built for seat 0 against
//! seat 1 unless a test says otherwise.

mod support;

use pachisi_core::position::PieceJson;
use pachisi_core::{Action, Game, Phase, PlayError, State, Variant, seeded_rng};
use rand_core::Rng;
use serde_json::{Value, json};
use support::*;

const W: &str = "waiting";
const H: &str = "home";
/// The kept value of a back-do.
const BD: u8 = 63;
const WAIT4: &[&str] = &[W, W, W, W];

/// Station coordinates (Y-COORDS), by station number.
const COORDS: [(u8, u8); 29] = [
    (30, 0),
    (30, 6),
    (30, 12),
    (30, 18),
    (30, 24),
    (30, 30),
    (24, 30),
    (18, 30),
    (12, 30),
    (6, 30),
    (0, 30),
    (0, 24),
    (0, 18),
    (0, 12),
    (0, 6),
    (0, 0),
    (6, 0),
    (12, 0),
    (18, 0),
    (24, 0),
    (25, 25),
    (20, 20),
    (15, 15),
    (10, 10),
    (5, 5),
    (5, 25),
    (10, 20),
    (20, 10),
    (25, 5),
];

/// Y-ROUTES as station lists, index 0 = station 0 before entering.
const O_ROUTE: [u8; 21] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 0,
];
const A_ROUTE: [u8; 17] = [0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 0];
const B_ROUTE: [u8; 17] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25, 26, 22, 27, 28, 0];
const C_ROUTE: [u8; 12] = [0, 1, 2, 3, 4, 5, 20, 21, 22, 27, 28, 0];

// ------------------------------------------------------------------ helpers

/// A game of preset `name` with `settings` (`key=value`), or the error (from the
/// variant or from the game) as text.
fn build(name: &str, settings: &[&str]) -> Result<Game, String> {
    let settings: Vec<String> = settings.iter().map(|s| s.to_string()).collect();
    let v = Variant::from_name(name, &settings).map_err(|e| e.to_string())?;
    Game::new(v).map_err(|e| e.to_string())
}

/// A `yut` game with `settings`.
fn game(settings: &[&str]) -> Game {
    build("yut", settings).unwrap_or_else(|e| panic!("yut {settings:?} refused: {e}"))
}

/// Whether `settings` are refused for preset `name`.
fn refused(name: &str, settings: &[&str]) -> bool {
    build(name, settings).is_err()
}

/// The JSON of a position (not loaded).
fn position_value(
    variant: &str,
    options: Value,
    seats: &[&[&str]],
    turn: u8,
    phase: &str,
    kept: &[u8],
) -> Value {
    let seats: Vec<Value> = seats.iter().map(|p| seat(json!(p), 0)).collect();
    json!({
        "format": "pachisi-position", "version": 1,
        "variant": variant, "options": options, "phase": phase, "turn": turn,
        "kept": kept, "seats": seats, "turn_number": 10,
    })
}

/// A loaded position.
fn position(
    variant: &str,
    options: Value,
    seats: &[&[&str]],
    turn: u8,
    phase: &str,
    kept: &[u8],
) -> (Game, State) {
    load(position_value(variant, options, seats, turn, phase, kept))
}

/// A loaded position with `extra` fields (`ranking`, …).
fn position_extra(
    options: Value,
    seats: &[&[&str]],
    turn: u8,
    phase: &str,
    kept: &[u8],
    extra: Value,
) -> (Game, State) {
    let mut v = position_value("yut", options, seats, turn, phase, kept);
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    load(v)
}

/// Seat 0 (`mine`) to spend `kept` against seat 1 (`theirs`), with `options`.
fn moving_with(options: Value, mine: &[&str], theirs: &[&str], kept: &[u8]) -> (Game, State) {
    position("yut", options, &[mine, theirs], 0, "move", kept)
}

/// Seat 0 (`mine`) to spend `kept` against seat 1 (`theirs`), preset `yut`.
fn moving(mine: &[&str], theirs: &[&str], kept: &[u8]) -> (Game, State) {
    moving_with(json!({}), mine, theirs, kept)
}

/// Seat 0 (`mine`) to throw against seat 1 (`theirs`), with `options`.
fn throwing_with(options: Value, mine: &[&str], theirs: &[&str]) -> (Game, State) {
    position("yut", options, &[mine, theirs], 0, "throw", &[])
}

/// Seat 0 (`mine`) to throw against seat 1 (`theirs`), preset `yut`.
fn throwing(mine: &[&str], theirs: &[&str]) -> (Game, State) {
    throwing_with(json!({}), mine, theirs)
}

/// The chance outcome of a throw's name.
fn outcome_of(name: &str) -> u8 {
    match name {
        "mo" => 0,
        "do" => 1,
        "gae" => 2,
        "geol" => 3,
        "yut" => 4,
        "back-do" => 5,
        _ => panic!("no throw named {name}"),
    }
}

/// Throw the sticks showing `name` (mo, do, gae, geol, yut, back-do).
fn throw_yut(g: &Game, s: &mut State, name: &str) {
    g.apply_chance(s, outcome_of(name))
        .unwrap_or_else(|e| panic!("throwing {name}: {e}"));
}

/// Throw several in a row.
fn throw_all(g: &Game, s: &mut State, names: &[&str]) {
    for n in names {
        throw_yut(g, s, n);
    }
}

/// The probability of chance outcome `k` (0 when not offered).
fn prob(g: &Game, s: &State, k: u8) -> f64 {
    g.chance_outcomes(s)
        .as_slice()
        .iter()
        .find(|&&(o, _)| o == k)
        .map_or(0.0, |&(_, p)| p)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Every chance outcome with its probability, in outcome order.
fn probs(g: &Game, s: &State) -> Vec<(u8, f64)> {
    let mut v = g.chance_outcomes(s).as_slice().to_vec();
    v.sort_by_key(|&(k, _)| k);
    v
}

fn assert_probs(g: &Game, s: &State, expected: &[f64]) {
    let got = probs(g, s);
    assert_eq!(
        got.len(),
        expected.len(),
        "outcomes {got:?}, expected {expected:?}"
    );
    for (k, &p) in expected.iter().enumerate() {
        assert_eq!(got[k].0 as usize, k, "{got:?}");
        assert!(
            close(got[k].1, p),
            "outcome {k}: {} expected {p}; all {got:?}",
            got[k].1
        );
    }
    let sum: f64 = got.iter().map(|&(_, p)| p).sum();
    assert!(close(sum, 1.0), "sum {sum}");
}

/// A seat's pieces as position words.
fn words(g: &Game, s: &State, seat: usize) -> Vec<String> {
    g.to_position(s).seats[seat]
        .pieces
        .iter()
        .map(|p| match p {
            PieceJson::Word(w) => w.clone(),
            other => panic!("seat {seat}: a Yut piece is a word, not {other:?}"),
        })
        .collect()
}

/// One piece's word (0-based piece).
fn word(g: &Game, s: &State, seat: usize, piece: usize) -> String {
    words(g, s, seat)[piece].clone()
}

/// Where seat 0's piece 1, standing on `from` (the other pieces waiting, seat 1's all
/// waiting), is after spending the kept `kept` with `action`.
fn after_with(options: Value, from: &str, kept: u8, action: &str) -> String {
    let (g, mut s) = moving_with(options, &[from, W, W, W], WAIT4, &[kept]);
    play(&g, &mut s, action);
    word(&g, &s, 0, 0)
}

fn after(from: &str, kept: u8, action: &str) -> String {
    after_with(json!({}), from, kept, action)
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

/// The action is refused: not legal, and playing it is an `Illegal` error that leaves
/// the state unchanged.
fn assert_illegal(g: &Game, s: &State, text: &str) {
    let a = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(
        !g.is_legal(s, a),
        "{text} must be illegal; legal {:?}",
        legal(g, s)
    );
    let mut t = *s;
    let r = g.play(&mut t, a);
    assert!(
        matches!(r, Err(PlayError::Illegal { .. })),
        "{text}: expected Illegal, got {r:?}"
    );
    assert_eq!(t, *s, "a refused action changes nothing");
}

/// Two action texts name the same move: both legal or both not, and the same result.
fn assert_same_move(g: &Game, s: &State, alias: &str, listed: &str) {
    let a = Action::parse(alias).unwrap();
    let b = Action::parse(listed).unwrap();
    assert_eq!(g.is_legal(s, a), g.is_legal(s, b), "{alias} / {listed}");
    assert!(
        !legal(g, s).contains(&alias.to_string()),
        "{alias} is not listed"
    );
    let (mut x, mut y) = (*s, *s);
    assert_eq!(g.play(&mut x, a).is_ok(), g.play(&mut y, b).is_ok());
    // The same position up to which of the interchangeable pieces moved.
    let multiset = |st: &State| -> Vec<Vec<String>> {
        (0..g.seats() as usize)
            .map(|seat| {
                let mut w = words(g, st, seat);
                w.sort();
                w
            })
            .collect()
    };
    assert_eq!(multiset(&x), multiset(&y), "{alias} plays as {listed}");
    assert_eq!(
        (x.phase(), x.turn(), x.kept().to_vec()),
        (y.phase(), y.turn(), y.kept().to_vec())
    );
}

/// The turn has passed to `seat`: its throw phase, nothing kept.
fn assert_passed(s: &State, seat: u8) {
    assert_eq!(s.phase(), Phase::Throw, "phase");
    assert_eq!(s.turn(), seat, "turn");
    assert!(s.kept().is_empty(), "kept {:?}", s.kept());
}

/// The seat to move throws again (its turn goes on) with `kept` still kept.
fn assert_throws_again(s: &State, seat: u8, kept: &[u8]) {
    assert_eq!(s.phase(), Phase::Throw, "phase");
    assert_eq!(s.turn(), seat, "turn");
    assert_eq!(s.kept(), kept, "kept");
}

/// The move phase of `seat` with `kept`.
fn assert_moving(s: &State, seat: u8, kept: &[u8]) {
    assert_eq!(s.phase(), Phase::Move, "phase");
    assert_eq!(s.turn(), seat, "turn");
    assert_eq!(s.kept(), kept, "kept");
}

/// The problems of a refused position in which seat 0's pieces are `pieces`.
fn position_problems(pieces: Value) -> String {
    let v = json!({
        "format": "pachisi-position", "version": 1, "variant": "yut",
        "phase": "move", "turn": 0, "kept": [2], "turn_number": 10,
        "seats": [{"pieces": pieces, "captures": 0}, {"pieces": WAIT4, "captures": 0}],
    });
    match Game::parse_position(&v.to_string()) {
        Ok(_) => panic!("position accepted: {v}"),
        Err(e) => e.problems.join("; "),
    }
}

/// The word of a route and index.
fn route_word(route: char, index: usize) -> String {
    format!("{route}{index}")
}

/// Every normalised word with its station.
fn all_words() -> Vec<(String, u8)> {
    let mut v = Vec::new();
    for (letter, route, first) in [
        ('O', &O_ROUTE[..], 1),
        ('A', &A_ROUTE[..], 6),
        ('B', &B_ROUTE[..], 11),
        ('C', &C_ROUTE[..], 9),
    ] {
        for (i, &st) in route.iter().enumerate().skip(first) {
            v.push((route_word(letter, i), st));
        }
    }
    v
}

// ------------------------------------------------------------------ Y-BOARD, Y-COORDS

#[test]
fn y_board_twenty_nine_stations_on_a_31_grid() {
    let g = game(&[]);
    let b = g.board();
    assert_eq!(b.squares.len(), 29, "29 stations");
    assert_eq!(b.size, 31, "a 31 × 31 grid");
    for (i, sq) in b.squares.iter().enumerate() {
        assert_eq!(sq.id as usize, i, "square id = station number");
    }
    assert_eq!(g.seats(), 2);
}

#[test]
fn y_coords_every_station_at_its_point() {
    let g = game(&[]);
    for (i, &(x, y)) in COORDS.iter().enumerate() {
        let sq = g.board().squares[i];
        assert_eq!((sq.x, sq.y), (x, y), "station {i}");
    }
}

#[test]
fn y_coords_y_routes_every_word_stands_on_its_station() {
    for (w, station) in all_words() {
        let (g, s) = moving(&[&w, W, W, W], WAIT4, &[1]);
        assert_eq!(
            g.piece_coords(&s, 0, 0),
            Some(COORDS[station as usize]),
            "{w} is station {station}"
        );
        assert_eq!(word(&g, &s, 0, 0), w, "the word comes back unchanged");
        assert_eq!(
            g.piece_coords(&s, 0, 1),
            None,
            "a waiting piece is off the board"
        );
    }
}

// ------------------------------------------------------------------ Y-DIRECTION, Y-ROUTES

#[test]
fn y_direction_anticlockwise_from_station_zero_up_the_right_side() {
    let g = game(&[]);
    let (_, mut s) = moving(WAIT4, WAIT4, &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "O1");
    assert_eq!(g.piece_coords(&s, 0, 0), Some((30, 6)), "up the right side");
    // From each outer station (not the branching corners 5 and 10) a do goes to the
    // next one: up the right side, left along the top, down the left, right along the
    // bottom.
    for i in 1..=19 {
        if i == 5 || i == 10 {
            continue;
        }
        let (g, mut s) = moving(&[&format!("O{i}"), W, W, W], WAIT4, &[1]);
        play(&g, &mut s, "1 p1");
        assert_eq!(word(&g, &s, 0, 0), format!("O{}", i + 1));
        assert_eq!(
            g.piece_coords(&s, 0, 0),
            Some(COORDS[O_ROUTE[i + 1] as usize]),
            "O{i} + 1"
        );
    }
}

/// Walk one station at a time (a do each) from `start` through `expected`, with
/// `options`; `straight` lists the words from which the do goes straight.
fn walk(options: Value, start: &str, expected: &[&str], straight: &[&str]) {
    let mut from = start.to_string();
    for &to in expected {
        let action = if straight.contains(&from.as_str()) {
            "1 p1 straight"
        } else {
            "1 p1"
        };
        let got = after_with(options.clone(), &from, 1, action);
        assert_eq!(got, to, "{from} then '{action}'");
        from = got;
    }
}

#[test]
fn y_routes_outer_course_o_with_straight_at_both_corners() {
    let mut expected: Vec<String> = (2..=20).map(|i| format!("O{i}")).collect();
    expected.push(H.into());
    let expected: Vec<&str> = expected.iter().map(|s| s.as_str()).collect();
    walk(
        json!({"shortcut": "optional"}),
        "O1",
        &expected,
        &["O5", "O10"],
    );
}

#[test]
fn y_routes_first_diagonal_straight_through_a() {
    walk(
        json!({"centre_exit": "choice"}),
        "O5",
        &[
            "A6", "A7", "A8", "A9", "A10", "A11", "A12", "A13", "A14", "A15", "A16", H,
        ],
        &["A8"],
    );
}

#[test]
fn y_routes_second_diagonal_b() {
    walk(
        json!({}),
        "O10",
        &["B11", "B12", "B13", "B14", "B15", "B16", H],
        &[],
    );
}

#[test]
fn y_routes_first_diagonal_turning_home_c() {
    walk(
        json!({}),
        "O5",
        &["A6", "A7", "A8", "C9", "C10", "C11", H],
        &[],
    );
}

// ------------------------------------------------------------------ Y-BRANCH

#[test]
fn y_branch_corner_five_takes_the_first_diagonal() {
    assert_eq!(after("O5", 1, "1 p1"), "A6");
    assert_eq!(after("O5", 2, "2 p1"), "A7");
    assert_eq!(after("O5", 3, "3 p1"), "A8");
    assert_eq!(after("O5", 4, "4 p1"), "A9");
    assert_eq!(after("O5", 5, "5 p1"), "A10");
}

#[test]
fn y_branch_corner_ten_takes_the_second_diagonal() {
    assert_eq!(after("O10", 1, "1 p1"), "B11");
    assert_eq!(after("O10", 2, "2 p1"), "B12");
    assert_eq!(after("O10", 3, "3 p1"), "B13");
    assert_eq!(after("O10", 4, "4 p1"), "B14");
    assert_eq!(after("O10", 5, "5 p1"), "B15");
}

#[test]
fn y_branch_centre_from_the_first_diagonal_heads_home() {
    assert_eq!(after("A8", 1, "1 p1"), "C9", "22 → 27");
    assert_eq!(after("A8", 2, "2 p1"), "C10", "22 → 28");
    assert_eq!(
        after("A8", 3, "3 p1"),
        "C11",
        "22 → 0, on the board (Y-FINISH pass)"
    );
    assert_eq!(after("A8", 4, "4 p1"), H);
}

#[test]
fn y_branch_centre_from_the_second_diagonal_goes_on_to_27() {
    assert_eq!(after("B13", 1, "1 p1"), "B14");
    assert_eq!(after("B13", 3, "3 p1"), "B16");
    assert_eq!(after("B13", 4, "4 p1"), H);
    // No straight on route B: its way on is the way home already.
    let (g, s) = moving_with(
        json!({"shortcut": "optional", "centre_exit": "choice"}),
        &["B13", W, W, W],
        WAIT4,
        &[1],
    );
    assert_eq!(sorted_legal(&g, &s), sorted(&["1 p1", "1 p2"]));
}

#[test]
fn y_branch_passing_a_corner_never_turns() {
    assert_eq!(after("O4", 2, "2 p1"), "O6", "over corner 5");
    assert_eq!(after("O3", 5, "5 p1"), "O8");
    assert_eq!(after("O9", 2, "2 p1"), "O11", "over corner 10");
    assert_eq!(after("O8", 5, "5 p1"), "O13");
    assert_eq!(after("O14", 2, "2 p1"), "O16", "over corner 15");
    assert_eq!(
        after("O4", 1, "1 p1"),
        "O5",
        "stopping on the corner stays on O"
    );
}

#[test]
fn y_branch_passing_the_centre_goes_straight_21_to_23_and_26_to_27() {
    assert_eq!(after("A7", 2, "2 p1"), "A9", "21 → 22 → 23");
    assert_eq!(after("A6", 4, "4 p1"), "A10", "20 … 24");
    assert_eq!(after("A7", 5, "5 p1"), "A12", "21 … 15, 16");
    assert_eq!(after("B12", 2, "2 p1"), "B14", "26 → 22 → 27");
    assert_eq!(after("B11", 3, "3 p1"), "B14");
    assert_eq!(after("A7", 1, "1 p1"), "A8", "stopping on the centre");
    assert_eq!(after("B12", 1, "1 p1"), "B13");
}

#[test]
fn y_branch_corner_fifteen_is_no_branch() {
    assert_eq!(after("A11", 1, "1 p1"), "A12", "15 → 16 on route A");
    assert_eq!(after("A10", 3, "3 p1"), "A13", "24 → 15 → 16 → 17");
    assert_eq!(after("O15", 1, "1 p1"), "O16");
}

#[test]
fn y_branch_forced_offers_no_straight() {
    let (g, s) = moving(&["O5", W, W, W], WAIT4, &[2]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["2 p1", "2 p2"]));
    assert_illegal(&g, &s, "2 p1 straight");
    let (g, s) = moving(&["O10", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
    let (g, s) = moving(&["A8", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
}

#[test]
fn y_branch_shortcut_optional_straight_on_corners_and_centre() {
    let opt = || json!({"shortcut": "optional"});
    for (from, v, turn, straight) in [
        ("O5", 2, "A7", "O7"),
        ("O10", 3, "B13", "O13"),
        ("A8", 2, "C10", "A10"),
    ] {
        let (g, s) = moving_with(opt(), &[from, W, W, W], WAIT4, &[v]);
        let l = legal(&g, &s);
        assert!(l.contains(&format!("{v} p1")), "{from}: {l:?}");
        assert!(l.contains(&format!("{v} p1 straight")), "{from}: {l:?}");
        assert_eq!(
            after_with(opt(), from, v, &format!("{v} p1")),
            turn,
            "{from}"
        );
        assert_eq!(
            after_with(opt(), from, v, &format!("{v} p1 straight")),
            straight,
            "{from} straight"
        );
    }
    // Straight is no choice off a branch.
    let (g, s) = moving_with(opt(), &["O4", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
    let (g, s) = moving_with(opt(), &["A7", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
}

#[test]
fn y_branch_centre_exit_choice_only_at_the_centre() {
    let opt = || json!({"centre_exit": "choice"});
    assert_eq!(
        after_with(opt(), "A8", 2, "2 p1 straight"),
        "A10",
        "22 → 23 → 24"
    );
    assert_eq!(after_with(opt(), "A8", 2, "2 p1"), "C10", "22 → 27 → 28");
    assert_eq!(after_with(opt(), "A8", 4, "4 p1 straight"), "A12");
    // The corners stay forced.
    let (g, s) = moving_with(opt(), &["O5", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
    assert_eq!(after_with(opt(), "O5", 2, "2 p1"), "A7");
    let (g, s) = moving_with(opt(), &["O10", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 straight");
}

#[test]
fn y_branch_after_back_do_onto_a_corner_or_the_centre() {
    // O6 back to corner 5, then a do turns onto the first diagonal.
    let (g, mut s) = moving(&["O6", W, W, W], WAIT4, &[BD, 1]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(word(&g, &s, 0, 0), "O5");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "A6");
    // O11 back to corner 10, then onto the second diagonal.
    let (g, mut s) = moving(&["O11", W, W, W], WAIT4, &[BD, 1]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(word(&g, &s, 0, 0), "O10");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "B11");
    // 23 back to the centre on route A, then home by 27.
    let (g, mut s) = moving(&["A9", W, W, W], WAIT4, &[BD, 1]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(word(&g, &s, 0, 0), "A8");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "C9");
    // 27 back to the centre on route B stays on B.
    let (g, mut s) = moving(&["B14", W, W, W], WAIT4, &[BD, 1]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(word(&g, &s, 0, 0), "B13");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "B14");
}

#[test]
fn y_branch_mo_entering_on_corner_five_turns_next() {
    let (g, mut s) = moving(WAIT4, WAIT4, &[5, 1]);
    play(&g, &mut s, "5 p1");
    assert_eq!(word(&g, &s, 0, 0), "O5");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 0, 0), "A6");
}

#[test]
fn y_branch_yut_culin_preset_offers_straight_at_corners_and_centre() {
    for (from, v, straight) in [("O5", 2, "O7"), ("O10", 1, "O11"), ("A8", 1, "A9")] {
        let (g, mut s) = position(
            "yut-culin",
            json!({}),
            &[&[from, W, W, W], WAIT4],
            0,
            "move",
            &[v],
        );
        let text = format!("{v} p1 straight");
        assert!(is_legal(&g, &s, &text), "{from}: {:?}", legal(&g, &s));
        play(&g, &mut s, &text);
        assert_eq!(word(&g, &s, 0, 0), straight);
    }
}

// ------------------------------------------------------------------ Y-NORMALISE

#[test]
fn y_normalise_back_do_onto_the_shared_part() {
    assert_eq!(
        after("A6", BD, "back-do p1"),
        "O5",
        "20 → corner 5, route O"
    );
    assert_eq!(
        after("B11", BD, "back-do p1"),
        "O10",
        "25 → corner 10, route O"
    );
    assert_eq!(after("C9", BD, "back-do p1"), "A8", "27 → centre, route A");
    assert_eq!(after("C10", BD, "back-do p1"), "C9");
}

#[test]
fn y_normalise_back_do_from_the_centre() {
    assert_eq!(after("A8", BD, "back-do p1"), "A7", "the centre back to 21");
    assert_eq!(
        after("B13", BD, "back-do p1"),
        "B12",
        "the centre back to 26"
    );
}

#[test]
fn y_normalise_words_that_name_another_are_refused() {
    for (bad, right) in [
        ("A3", "O3"),
        ("A5", "O5"),
        ("B10", "O10"),
        ("B7", "O7"),
        ("C5", "O5"),
        ("C8", "A8"),
        ("C7", "A7"),
    ] {
        let p = position_problems(json!([bad, W, W, W]));
        assert!(p.contains(right), "{bad}: problems '{p}' must name {right}");
    }
}

#[test]
fn y_normalise_bad_words_and_numbers_refused() {
    for bad in [
        json!("A17"),
        json!("B17"),
        json!("C12"),
        json!("O21"),
        json!("O0"),
        json!("D3"),
        json!("X"),
        json!(5),
        json!(0),
    ] {
        position_problems(json!([bad, W, W, W]));
    }
    // Own pieces on one station share their word (a stack).
    position_problems(json!(["A8", "B13", W, W]));
    position_problems(json!(["O20", "A16", W, W]));
}

// ------------------------------------------------------------------ Y-STICKS

#[test]
fn y_sticks_default_probabilities_p_0_6() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_probs(&g, &s, &[0.0256, 0.1152, 0.3456, 0.3456, 0.1296, 0.0384]);
}

#[test]
fn y_sticks_uniform_sticks_p_0_5() {
    let g = game(&["stick_p=0.5"]);
    let s = g.initial_state();
    let n = |k: f64| k / 16.0;
    assert_probs(&g, &s, &[n(1.0), n(3.0), n(6.0), n(4.0), n(1.0), n(1.0)]);
}

#[test]
fn y_sticks_no_back_do_do_takes_the_marked_share() {
    let g = game(&["back_do=false"]);
    let s = g.initial_state();
    // do = 4p(1−p)³ with p = 0.6.
    assert_probs(&g, &s, &[0.0256, 0.1536, 0.3456, 0.3456, 0.1296]);
    // Outcome 5 does not exist.
    assert_eq!(prob(&g, &s, 5), 0.0);
    let (g, mut s) = throwing_with(json!({"back_do": false}), &["O3", W, W, W], WAIT4);
    let before = s;
    assert!(matches!(
        g.apply_chance(&mut s, 5),
        Err(PlayError::BadOutcome { .. })
    ));
    assert_eq!(s, before);
}

#[test]
fn y_sticks_two_marked_sticks() {
    let g = game(&["back_do_sticks=2"]);
    let s = g.initial_state();
    let p: f64 = 0.6;
    let q = 1.0 - p;
    let two = 2.0 * p * q.powi(3);
    assert!(close(two, 0.0768));
    assert_probs(&g, &s, &[0.0256, two, 0.3456, 0.3456, 0.1296, two]);
}

#[test]
fn y_sticks_a_probability_per_stick() {
    let ps = [0.5f64, 0.6, 0.7, 0.8];
    let g = game(&["stick_p=0.5,0.6,0.7,0.8"]);
    let s = g.initial_state();
    // Exact binomial sums over the sticks, the first being the marked one.
    let q: Vec<f64> = ps.iter().map(|p| 1.0 - p).collect();
    let mo: f64 = q.iter().product();
    let yut: f64 = ps.iter().product();
    let one = |i: usize| -> f64 {
        (0..4)
            .map(|j| if j == i { ps[j] } else { q[j] })
            .product::<f64>()
    };
    let back_do = one(0);
    let do_: f64 = (1..4).map(one).sum();
    let mut gae = 0.0;
    for i in 0..4 {
        for j in i + 1..4 {
            gae += (0..4)
                .map(|k| if k == i || k == j { ps[k] } else { q[k] })
                .product::<f64>();
        }
    }
    let geol: f64 = (0..4)
        .map(|i| {
            (0..4)
                .map(|k| if k == i { q[k] } else { ps[k] })
                .product::<f64>()
        })
        .sum();
    assert!(close(mo, 0.012) && close(yut, 0.168) && close(back_do, 0.012));
    assert!(close(do_, 0.094));
    assert_probs(&g, &s, &[mo, do_, gae, geol, yut, back_do]);
}

#[test]
fn y_sticks_yut_culin_uniform_without_back_do() {
    let g = build("yut-culin", &[]).unwrap();
    let s = g.initial_state();
    let n = |k: f64| k / 16.0;
    assert_probs(&g, &s, &[n(1.0), n(4.0), n(6.0), n(4.0), n(1.0)]);
}

#[test]
fn y_sticks_values_kept() {
    for (name, value) in [("do", 1u8), ("gae", 2), ("geol", 3)] {
        let (g, mut s) = throwing(&["O3", W, W, W], WAIT4);
        throw_yut(&g, &mut s, name);
        assert_moving(&s, 0, &[value]);
    }
    let (g, mut s) = throwing(&["O3", W, W, W], WAIT4);
    throw_all(&g, &mut s, &["yut", "mo", "back-do"]);
    assert_moving(&s, 0, &[4, 5, BD]);
}

// ------------------------------------------------------------------ Y-SIDES

#[test]
fn y_sides_two_sides_of_four_pieces_waiting() {
    let g = game(&[]);
    let s = g.initial_state();
    assert_eq!(g.seats(), 2);
    for seat in 0..2 {
        assert_eq!(words(&g, &s, seat), WAIT4);
    }
    let g = game(&["pieces=1"]);
    let s = g.initial_state();
    // The pieces not played count as home (the engine's convention for fewer pieces).
    assert_eq!(words(&g, &s, 0), [W, H, H, H]);
    let g = game(&["players=3", "pieces=3"]);
    let s = g.initial_state();
    assert_eq!(g.seats(), 3);
    assert_eq!(words(&g, &s, 2), [W, W, W, H]);
    let g = game(&["players=4", "teams=true"]);
    assert_eq!(g.seats(), 4);
    assert_eq!(g.team_of(0), g.team_of(2));
    assert_eq!(g.team_of(1), g.team_of(3));
    assert_ne!(g.team_of(0), g.team_of(1));
}

#[test]
fn y_sides_out_of_range_refused() {
    assert!(refused("yut", &["players=5"]));
    assert!(refused("yut", &["players=1"]));
    assert!(refused("yut", &["pieces=0"]));
    assert!(refused("yut", &["pieces=5"]));
}

#[test]
fn y_sides_play_passes_in_seat_order() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 3}),
        &[WAIT4, WAIT4, WAIT4],
        0,
        "throw",
        &[],
    );
    throw_yut(&g, &mut s, "gae");
    play(&g, &mut s, "2 p1");
    assert_passed(&s, 1);
    throw_yut(&g, &mut s, "geol");
    play(&g, &mut s, "3 p1");
    assert_passed(&s, 2);
    throw_yut(&g, &mut s, "do");
    play(&g, &mut s, "1 p1");
    assert_passed(&s, 0);
    assert_eq!(word(&g, &s, 0, 0), "O2");
    assert_eq!(word(&g, &s, 1, 0), "O3");
    assert_eq!(word(&g, &s, 2, 0), "O1");
}

// ------------------------------------------------------------------ Y-ORDER

#[test]
fn y_order_mo_beats_yut() {
    let g = game(&[]);
    let mut s = g.initial_state();
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(g.current_seat(&s), Some(0));
    throw_yut(&g, &mut s, "mo");
    // An order throw of mo does not throw again.
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(g.current_seat(&s), Some(1));
    throw_yut(&g, &mut s, "yut");
    assert_passed(&s, 0);
}

#[test]
fn y_order_back_do_is_lowest() {
    let g = game(&[]);
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &["back-do", "do"]);
    assert_passed(&s, 1);
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &["geol", "gae"]);
    assert_passed(&s, 0);
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &["geol", "yut"]);
    assert_passed(&s, 1);
}

#[test]
fn y_order_tie_throws_again() {
    let g = game(&[]);
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &["gae", "gae"]);
    assert_eq!(s.phase(), Phase::Order, "a tie throws again");
    assert_eq!(g.current_seat(&s), Some(0));
    throw_all(&g, &mut s, &["do", "back-do"]);
    assert_passed(&s, 0);
    // Three sides: only the tied ones throw again.
    let g = game(&["players=3"]);
    let mut s = g.initial_state();
    throw_all(&g, &mut s, &["gae", "mo", "mo"]);
    assert_eq!(s.phase(), Phase::Order);
    assert_eq!(g.current_seat(&s), Some(1));
    throw_all(&g, &mut s, &["back-do", "do"]);
    assert_passed(&s, 2);
}

// ------------------------------------------------------------------ Y-ACCUMULATE

#[test]
fn y_accumulate_yut_and_mo_throw_again_and_keep_every_value() {
    let (g, mut s) = throwing(WAIT4, WAIT4);
    throw_yut(&g, &mut s, "yut");
    assert_throws_again(&s, 0, &[4]);
    throw_yut(&g, &mut s, "mo");
    assert_throws_again(&s, 0, &[4, 5]);
    throw_yut(&g, &mut s, "yut");
    assert_throws_again(&s, 0, &[4, 5, 4]);
    throw_yut(&g, &mut s, "geol");
    assert_moving(&s, 0, &[4, 5, 4, 3]);
}

#[test]
fn y_accumulate_do_gae_geol_back_do_end_the_throws() {
    for (name, v) in [("do", 1u8), ("gae", 2), ("geol", 3), ("back-do", BD)] {
        let (g, mut s) = throwing(&["O7", W, W, W], WAIT4);
        throw_all(&g, &mut s, &["mo", name]);
        assert_moving(&s, 0, &[5, v]);
    }
}

#[test]
fn y_accumulate_kept_values_spent_in_any_order() {
    let (g, mut s) = moving(WAIT4, WAIT4, &[4, 5, 2]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["2 p1", "4 p1", "5 p1"]));
    // The last value thrown first.
    play(&g, &mut s, "2 p1");
    assert_moving(&s, 0, &[4, 5]);
    assert_eq!(words(&g, &s, 0), ["O2", W, W, W]);
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["4 p1", "4 p2", "5 p1", "5 p2"])
    );
    play(&g, &mut s, "5 p1");
    assert_moving(&s, 0, &[4]);
    assert_eq!(words(&g, &s, 0), ["O7", W, W, W]);
    play(&g, &mut s, "4 p2");
    assert_eq!(words(&g, &s, 0), ["O7", "O4", W, W]);
    assert_passed(&s, 1);
}

#[test]
fn y_accumulate_one_throw_moves_one_piece_never_split() {
    let (g, s) = moving(&["O3", "O7", W, W], WAIT4, &[5]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["5 p1", "5 p2", "5 p3"]));
    assert_illegal(&g, &s, "2 p1");
    assert_illegal(&g, &s, "3 p2");
}

#[test]
fn y_accumulate_unlimited_by_default() {
    let (g, mut s) = throwing(WAIT4, WAIT4);
    throw_all(&g, &mut s, &["yut", "yut", "yut", "yut", "mo"]);
    assert_throws_again(&s, 0, &[4, 4, 4, 4, 5]);
}

#[test]
fn y_accumulate_max_go_on_three() {
    let (g, mut s) = throwing_with(json!({"max_go_on": 3}), WAIT4, WAIT4);
    throw_all(&g, &mut s, &["yut", "yut", "yut"]);
    assert_throws_again(&s, 0, &[4, 4, 4]);
    // The third extra throw is the last, yut or not.
    throw_yut(&g, &mut s, "mo");
    assert_moving(&s, 0, &[4, 4, 4, 5]);
    let (g, mut s) = throwing_with(json!({"max_go_on": 1}), WAIT4, WAIT4);
    throw_yut(&g, &mut s, "yut");
    assert_throws_again(&s, 0, &[4]);
    throw_yut(&g, &mut s, "yut");
    assert_moving(&s, 0, &[4, 4]);
}

// ------------------------------------------------------------------ Y-ENTER

#[test]
fn y_enter_each_value_from_station_zero() {
    for v in 1..=5u8 {
        let (g, mut s) = moving(WAIT4, WAIT4, &[v]);
        assert_eq!(legal(&g, &s), [format!("{v} p1")]);
        play(&g, &mut s, &format!("{v} p1"));
        assert_eq!(words(&g, &s, 0), [format!("O{v}").as_str(), W, W, W]);
        assert_eq!(g.piece_coords(&s, 0, 0), Some(COORDS[v as usize]));
    }
}

#[test]
fn y_enter_mo_enters_on_corner_five() {
    let (g, mut s) = throwing(WAIT4, WAIT4);
    throw_all(&g, &mut s, &["mo", "gae"]);
    assert_moving(&s, 0, &[5, 2]);
    play(&g, &mut s, "5 p1");
    assert_eq!(word(&g, &s, 0, 0), "O5");
    assert_eq!(g.piece_coords(&s, 0, 0), Some((30, 30)));
}

#[test]
fn y_enter_the_first_waiting_piece_names_it() {
    let (g, mut s) = moving(&["O3", W, W, W], WAIT4, &[2]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["2 p1", "2 p2"]));
    // Another waiting piece names the same move (the engine's pieces on one spot are
    // interchangeable: `legal` lists the lowest-numbered one only).
    assert_same_move(&g, &s, "2 p3", "2 p2");
    assert_same_move(&g, &s, "2 p4", "2 p2");
    play(&g, &mut s, "2 p2");
    assert_eq!(words(&g, &s, 0), ["O3", "O2", W, W]);
    let (g, s) = moving(&[W, "O3", W, W], WAIT4, &[2]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["2 p1", "2 p2"]));
}

#[test]
fn y_enter_back_do_never_enters() {
    let (g, s) = moving(&["O3", W, W, W], WAIT4, &[BD]);
    assert_eq!(legal(&g, &s), ["back-do p1"]);
    assert_illegal(&g, &s, "back-do p2");
    let (g, s) = moving_with(json!({"back_do_void": "at_use"}), WAIT4, WAIT4, &[4, BD]);
    assert_eq!(legal(&g, &s), ["4 p1"]);
    assert_illegal(&g, &s, "back-do p1");
}

// ------------------------------------------------------------------ Y-MOVE

#[test]
fn y_move_passes_over_any_pieces() {
    let (g, mut s) = moving(&["O3", "O4", W, W], &["O5", W, W, W], &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 0), ["O6", "O4", W, W]);
    assert_eq!(words(&g, &s, 1), ["O5", W, W, W]);
    assert_passed(&s, 1);
}

// ------------------------------------------------------------------ Y-BACK-DO

#[test]
fn y_back_do_one_station_back_along_the_route() {
    for (from, to) in [
        ("O3", "O2"),
        ("O6", "O5"),
        ("O11", "O10"),
        ("O15", "O14"),
        ("O16", "O15"),
        ("A7", "A6"),
        ("A9", "A8"),
        ("A10", "A9"),
        ("A11", "A10"),
        ("A12", "A11"),
        ("B12", "B11"),
        ("B14", "B13"),
        ("B15", "B14"),
        ("C10", "C9"),
    ] {
        assert_eq!(after(from, BD, "back-do p1"), to, "{from}");
    }
}

#[test]
fn y_back_do_from_station_fifteen_by_the_way_it_came() {
    // O15 is corner 15 on the outer course: back to 14; A11 is the same corner on the
    // first diagonal: back to 24.
    assert_eq!(after("O15", BD, "back-do p1"), "O14");
    assert_eq!(after("A11", BD, "back-do p1"), "A10");
    let (g, mut s) = moving(&["A11", W, W, W], WAIT4, &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(g.piece_coords(&s, 0, 0), Some(COORDS[24]));
}

#[test]
fn y_back_do_from_station_one_goes_to_station_zero() {
    let (g, mut s) = moving(&["O1", W, W, W], WAIT4, &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(
        words(&g, &s, 0),
        ["O20", W, W, W],
        "on station 0, still on the board"
    );
    assert_eq!(g.piece_coords(&s, 0, 0), Some((30, 0)));
    assert_passed(&s, 1);
}

#[test]
fn y_back_do_from_station_one_then_any_forward_move_takes_it_home() {
    for v in 1..=5u8 {
        let (g, mut s) = moving(&["O1", W, W, W], WAIT4, &[BD, v]);
        play(&g, &mut s, "back-do p1");
        assert_eq!(word(&g, &s, 0, 0), "O20");
        play(&g, &mut s, &format!("{v} p1"));
        assert_eq!(words(&g, &s, 0), [H, W, W, W], "O20 + {v}");
    }
    // Also with an exact finish (Y-FINISH exact: a piece on 0 leaves with its next
    // forward move).
    assert_eq!(
        after_with(json!({"finish": "exact"}), "O20", 3, "3 p1"),
        H,
        "exact"
    );
}

#[test]
fn y_back_do_from_station_zero_reached_by_going_round() {
    assert_eq!(after("O20", BD, "back-do p1"), "O19", "route O → 19");
    assert_eq!(after("A16", BD, "back-do p1"), "A15", "route A → 19");
    assert_eq!(after("B16", BD, "back-do p1"), "B15", "route B → 28");
    assert_eq!(after("C11", BD, "back-do p1"), "C10", "route C → 28");
    let (g, mut s) = moving(&["A16", W, W, W], WAIT4, &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(g.piece_coords(&s, 0, 0), Some(COORDS[19]));
    let (g, mut s) = moving(&["C11", W, W, W], WAIT4, &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(g.piece_coords(&s, 0, 0), Some(COORDS[28]));
}

#[test]
fn y_back_do_void_with_no_piece_on_the_board_at_throw() {
    // Alone: the turn passes with nothing kept.
    let (g, mut s) = throwing(&[W, W, H, H], &["O3", W, W, W]);
    throw_yut(&g, &mut s, "back-do");
    assert_passed(&s, 1);
    assert_eq!(words(&g, &s, 0), [W, W, H, H]);
    // After a yut: the back-do ends the throws but is not kept.
    let (g, mut s) = throwing(WAIT4, WAIT4);
    throw_all(&g, &mut s, &["yut", "back-do"]);
    assert_moving(&s, 0, &[4]);
    assert_eq!(legal(&g, &s), ["4 p1"]);
    play(&g, &mut s, "4 p1");
    assert_passed(&s, 1);
    assert_eq!(words(&g, &s, 0), ["O4", W, W, W]);
}

#[test]
fn y_back_do_kept_with_a_piece_on_station_zero() {
    // A piece back on station 0 (O20) is on the board.
    let (g, mut s) = throwing(&["O20", W, W, W], WAIT4);
    throw_yut(&g, &mut s, "back-do");
    assert_moving(&s, 0, &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(word(&g, &s, 0, 0), "O19");
}

#[test]
fn y_back_do_void_at_use_kept_and_spent_on_a_piece_entered_this_phase() {
    let o = || json!({"back_do_void": "at_use"});
    let (g, mut s) = throwing_with(o(), WAIT4, WAIT4);
    throw_all(&g, &mut s, &["yut", "back-do"]);
    assert_moving(&s, 0, &[4, BD]);
    assert_eq!(legal(&g, &s), ["4 p1"]);
    play(&g, &mut s, "4 p1");
    assert_moving(&s, 0, &[BD]);
    assert_eq!(legal(&g, &s), ["back-do p1"]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["O3", W, W, W]);
    assert_passed(&s, 1);
    // Alone, with nothing on the board: kept, then forfeited; the turn passes.
    let (g, mut s) = throwing_with(o(), WAIT4, WAIT4);
    throw_yut(&g, &mut s, "back-do");
    assert_passed(&s, 1);
    assert_eq!(words(&g, &s, 0), WAIT4);
}

#[test]
fn y_back_do_must_be_spent() {
    let (g, s) = moving(&["O3", W, W, W], WAIT4, &[BD]);
    assert!(!legal(&g, &s).contains(&"pass".to_string()));
    assert_illegal(&g, &s, "pass");
}

// ------------------------------------------------------------------ Y-CAPTURE

#[test]
fn y_capture_sends_the_piece_to_waiting_and_throws_again_at_once() {
    let (g, mut s) = moving(&["O3", W, W, W], &["O5", W, W, W], &[2, 3]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    // The extra throw at once, the 3 still kept.
    assert_throws_again(&s, 0, &[3]);
    throw_yut(&g, &mut s, "do");
    assert_moving(&s, 0, &[3, 1]);
}

#[test]
fn y_capture_with_the_last_value_throws_again() {
    let (g, mut s) = moving(&["O3", W, W, W], &["O5", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_throws_again(&s, 0, &[]);
    // The extra throw chains on yut and mo.
    throw_yut(&g, &mut s, "yut");
    assert_throws_again(&s, 0, &[4]);
    throw_yut(&g, &mut s, "gae");
    assert_moving(&s, 0, &[4, 2]);
}

#[test]
fn y_capture_a_whole_stack_goes_to_waiting() {
    let (g, mut s) = moving(&["O3", W, W, W], &["O5", "O5", "O12", W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 1), [W, W, "O12", W]);
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_by_entering() {
    let (g, mut s) = moving(WAIT4, &["O3", W, W, W], &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 0), ["O3", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_by_back_do() {
    let (g, mut s) = moving(&["O5", W, W, W], &["O4", W, W, W], &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["O4", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_bonus_back_do_false() {
    let (g, mut s) = moving_with(
        json!({"capture_bonus_back_do": false}),
        &["O5", W, W, W],
        &["O4", W, W, W],
        &[BD],
    );
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 1), WAIT4, "still captured");
    assert_passed(&s, 1);
    // A forward capture still throws again.
    let (g, mut s) = moving_with(
        json!({"capture_bonus_back_do": false}),
        &["O3", W, W, W],
        &["O4", W, W, W],
        &[1],
    );
    play(&g, &mut s, "1 p1");
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_bonus_yut_mo_false() {
    // Default: a capture with a yut throws again.
    let (g, mut s) = moving(&["O1", W, W, W], &["O5", W, W, W], &[4]);
    play(&g, &mut s, "4 p1");
    assert_throws_again(&s, 0, &[]);
    let o = || json!({"capture_bonus_yut_mo": false});
    // A yut capture: no extra throw.
    let (g, mut s) = moving_with(o(), &["O1", W, W, W], &["O5", W, W, W], &[4]);
    play(&g, &mut s, "4 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_passed(&s, 1);
    // A mo capture by entering on corner 5: none.
    let (g, mut s) = moving_with(o(), WAIT4, &["O5", W, W, W], &[5]);
    play(&g, &mut s, "5 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_passed(&s, 1);
    // A gae capture: still one.
    let (g, mut s) = moving_with(o(), &["O3", W, W, W], &["O5", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_bonus_chain_false() {
    let (g, mut s) = moving_with(
        json!({"capture_bonus_chain": false}),
        &["O3", W, W, W],
        &["O5", W, W, W],
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_throws_again(&s, 0, &[]);
    throw_yut(&g, &mut s, "yut");
    assert_moving(&s, 0, &[4]);
    // The next turn's yut chains as ever.
    play(&g, &mut s, "4 p1");
    assert_passed(&s, 1);
    throw_yut(&g, &mut s, "yut");
    assert_throws_again(&s, 1, &[4]);
}

#[test]
fn y_capture_again_false_no_extra_throw() {
    let o = || json!({"capture_again": false});
    let (g, mut s) = moving_with(o(), &["O3", W, W, W], &["O5", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_passed(&s, 1);
    let (g, mut s) = moving_with(o(), &["O3", W, W, W], &["O5", W, W, W], &[2, 3]);
    play(&g, &mut s, "2 p1");
    assert_moving(&s, 0, &[3]);
    play(&g, &mut s, "3 p1");
    assert_passed(&s, 1);
}

#[test]
fn y_capture_throw_end_after_the_move_phase() {
    let o = || json!({"capture_throw": "end"});
    let (g, mut s) = moving_with(o(), &["O3", W, W, W], &["O5", W, W, W], &[2, 3]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    // The kept 3 first.
    assert_moving(&s, 0, &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(word(&g, &s, 0, 0), "A8");
    // Then the extra throw.
    assert_throws_again(&s, 0, &[]);
    throw_yut(&g, &mut s, "gae");
    assert_moving(&s, 0, &[2]);
}

#[test]
fn y_capture_yut_culin_throws_at_the_end() {
    let (g, mut s) = position(
        "yut-culin",
        json!({}),
        &[&["O3", W, W, W], &["O4", W, W, W]],
        0,
        "move",
        &[1, 2],
    );
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_moving(&s, 0, &[2]);
    play(&g, &mut s, "2 p1");
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_capture_by_a_stack() {
    let (g, mut s) = moving(&["O3", "O3", W, W], &["O5", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
}

// ------------------------------------------------------------------ Y-NO-SAFE

#[test]
fn y_no_safe_station_zero() {
    // A piece standing on station 0 (pass finish) can be captured there.
    let (g, mut s) = moving(&["O19", W, W, W], &["O20", W, W, W], &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["O20", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
    // Station 0 reached by different routes is one station.
    let (g, mut s) = moving(&["C10", W, W, W], &["A16", W, W, W], &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["C11", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
}

#[test]
fn y_no_safe_corners_and_centre() {
    for (mine, theirs, v) in [
        ("O8", "O10", 2u8),
        ("A10", "O15", 1),
        ("O14", "A11", 1),
        ("A6", "B13", 2),
        ("O10", "A8", 3),
        ("O2", "O5", 3),
    ] {
        let (g, mut s) = moving(&[mine, W, W, W], &[theirs, W, W, W], &[v]);
        play(&g, &mut s, &format!("{v} p1"));
        assert_eq!(words(&g, &s, 1), WAIT4, "{mine} + {v} onto {theirs}");
        assert_eq!(
            g.piece_coords(&s, 0, 0),
            Some(
                COORDS[match theirs {
                    "O10" => 10,
                    "O15" | "A11" => 15,
                    "B13" | "A8" => 22,
                    _ => 5,
                }]
            )
        );
    }
}

// ------------------------------------------------------------------ Y-STACK

#[test]
fn y_stack_a_piece_ending_on_its_own_joins_them() {
    let (g, mut s) = moving(&["O3", "O5", W, W], WAIT4, &[2, 3]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", W, W]);
    // The stack is named by its lowest piece.
    assert_eq!(sorted_legal(&g, &s), sorted(&["3 p1", "3 p3"]));
    assert_same_move(&g, &s, "3 p2", "3 p1");
    play(&g, &mut s, "3 p1");
    assert_eq!(
        words(&g, &s, 0),
        ["A8", "A8", W, W],
        "together, over the shortcut"
    );
}

#[test]
fn y_stack_takes_the_arriving_pieces_route() {
    // Piece 1 arrives on the centre by the second diagonal: the stack is on B.
    let (g, mut s) = moving(&["O10", "A8", W, W], WAIT4, &[3, BD]);
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 0), ["B13", "B13", W, W]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["B12", "B12", W, W]);
    // And the other way round.
    let (g, mut s) = moving(&["A6", "B13", W, W], WAIT4, &[2, BD]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["A8", "A8", W, W]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["A7", "A7", W, W]);
    // On station 0 by different routes.
    let (g, mut s) = moving(&["C10", "O20", W, W], WAIT4, &[1, BD]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["C11", "C11", W, W]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["C10", "C10", W, W]);
}

#[test]
fn y_stack_named_by_its_lowest_piece() {
    let (g, s) = moving(&[W, "O4", "O4", W], WAIT4, &[1]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["1 p1", "1 p2"]));
    assert_same_move(&g, &s, "1 p3", "1 p2");
    assert_same_move(&g, &s, "1 p4", "1 p1");
    // The whole stack moves, whichever of its pieces names it.
    let mut t = s;
    play(&g, &mut t, "1 p3");
    assert_eq!(words(&g, &t, 0), [W, "O5", "O5", W]);
}

#[test]
fn y_stack_entering_onto_own_piece() {
    let (g, mut s) = moving(&["O2", W, W, W], WAIT4, &[2, 1]);
    play(&g, &mut s, "2 p2");
    assert_eq!(words(&g, &s, 0), ["O2", "O2", W, W]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["O3", "O3", W, W]);
}

#[test]
fn y_stack_back_do_moves_the_stack() {
    let (g, mut s) = moving(&["O5", "O5", "O5", W], WAIT4, &[BD]);
    assert_eq!(legal(&g, &s), ["back-do p1"]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["O4", "O4", "O4", W]);
}

#[test]
fn y_stack_of_four_finishes_together() {
    let (g, mut s) = moving(&["O3", "O3", "O3", "O5"], WAIT4, &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", "O5", "O5"]);
    let (g, mut s) = moving(&["O19", "O19", W, W], WAIT4, &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), [H, H, W, W]);
}

// ------------------------------------------------------------------ Y-STACK, stack = optional

/// Seat 0 (`mine`) to spend `kept` against seat 1 (`theirs`) with `stack = optional`.
fn choosing(mine: &[&str], theirs: &[&str], kept: &[u8]) -> (Game, State) {
    moving_with(json!({"stack": "optional"}), mine, theirs, kept)
}

/// A seat's `groups` in the position file (absent when the pieces on one station are
/// one stack).
fn groups(g: &Game, s: &State, seat: usize) -> Option<Vec<u8>> {
    g.to_position(s).seats[seat].groups.clone()
}

#[test]
fn y_stack_optional_offers_joining_or_standing_beside() {
    let (g, s) = choosing(&["O3", "O5", W, W], WAIT4, &[2]);
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["2 p1", "2 p1 stack", "2 p2", "2 p3"]),
        "the move onto piece 2 comes twice; entering onto station 2 finds nothing"
    );
    let info = |a: &str| g.move_info(&s, Action::parse(a).unwrap()).unwrap();
    assert_eq!(info("2 p1").stack, Some(false));
    assert_eq!(info("2 p1 stack").stack, Some(true));
    assert_eq!(info("2 p2").stack, None, "nothing of its own where it ends");
    // With stack = auto the same position has one move, which joins.
    let (a, t) = moving(&["O3", "O5", W, W], WAIT4, &[2]);
    assert_eq!(sorted_legal(&a, &t), sorted(&["2 p1", "2 p2", "2 p3"]));
    assert_eq!(
        a.move_info(&t, Action::parse("2 p1").unwrap())
            .unwrap()
            .stack,
        None
    );
}

#[test]
fn y_stack_optional_beside_moves_separately() {
    let (g, mut s) = choosing(&["O3", "O5", W, W], WAIT4, &[2, 3, 1]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", W, W]);
    assert_eq!(
        groups(&g, &s, 0),
        Some(vec![1, 2, 3, 4]),
        "two stacks on corner 5"
    );
    assert_eq!(g.stack_of(&s, 0, 1), 1);
    // Each is named by itself and moves alone; both may still take the shortcut.
    assert!(is_legal(&g, &s, "3 p1") && is_legal(&g, &s, "3 p2"));
    play(&g, &mut s, "3 p2");
    assert_eq!(words(&g, &s, 0), ["O5", "A8", W, W]);
    assert_eq!(
        groups(&g, &s, 0),
        None,
        "no two stacks share a station any more"
    );
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["A6", "A8", W, W]);
}

#[test]
fn y_stack_optional_joining_moves_together() {
    let (g, mut s) = choosing(&["O3", "O5", W, W], WAIT4, &[2, 3]);
    play(&g, &mut s, "2 p1 stack");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", W, W]);
    assert_eq!(groups(&g, &s, 0), None);
    assert_eq!(g.stack_of(&s, 0, 1), 0);
    assert_eq!(sorted_legal(&g, &s), sorted(&["3 p1", "3 p3"]));
    assert_same_move(&g, &s, "3 p2", "3 p1");
    play(&g, &mut s, "3 p2");
    assert_eq!(words(&g, &s, 0), ["A8", "A8", W, W], "together");
}

#[test]
fn y_stack_optional_a_third_piece_joins_every_stack_there() {
    // Two stacks of one side on station 5; a piece joining takes both with it.
    let (g, mut s) = choosing(&["O3", "O5", "O5", W], WAIT4, &[2, 1]);
    play(&g, &mut s, "2 p1");
    assert_eq!(groups(&g, &s, 0), Some(vec![1, 2, 2, 4]));
    let (g2, mut t) = choosing(&["O3", "O5", "O5", W], WAIT4, &[2]);
    play(&g2, &mut t, "2 p1 stack");
    assert_eq!(groups(&g2, &t, 0), None);
    assert_eq!(g2.stack_of(&t, 0, 2), 0);
    // Entering: beside or onto the own piece on the station it enters on.
    play(&g, &mut s, "1 p4");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", "O5", "O1"]);
    let (g, s) = choosing(&["O2", W, W, W], WAIT4, &[2]);
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["2 p1", "2 p2", "2 p2 stack"])
    );
    let mut t = s;
    play(&g, &mut t, "2 p2");
    assert_eq!(groups(&g, &t, 0), Some(vec![1, 2, 3, 4]));
    let mut t = s;
    play(&g, &mut t, "2 p2 stack");
    assert_eq!(
        (words(&g, &t, 0), groups(&g, &t, 0)),
        (
            vec!["O2".to_string(), "O2".into(), W.into(), W.into()],
            None
        )
    );
}

#[test]
fn y_stack_optional_stacks_on_one_station_are_captured_together() {
    // Y-CAPTURE: everything of the other side on the station goes back.
    let (g, mut s) = choosing(&["O3", "O5", W, W], &["O2", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(groups(&g, &s, 0), Some(vec![1, 2, 3, 4]));
    // Seat 1 spends a geol and takes both stacks.
    let mut v = position_value(
        "yut",
        json!({"stack": "optional"}),
        &[&["O5", "O5", W, W], &["O2", W, W, W]],
        1,
        "move",
        &[3],
    );
    v["seats"][0]["groups"] = json!([1, 2, 3, 4]);
    let (g, mut s) = load(v);
    assert_eq!(groups(&g, &s, 0), Some(vec![1, 2, 3, 4]));
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 0), WAIT4, "both stacks captured");
    assert_eq!(groups(&g, &s, 0), None);
    assert_eq!(words(&g, &s, 1), ["O5", W, W, W]);
}

#[test]
fn y_stack_optional_back_do_and_straight_forms() {
    let opts = json!({"stack": "optional", "shortcut": "optional"});
    let (g, s) = moving_with(opts, &["O5", "O4", "O8", W], WAIT4, &[BD, 3]);
    let l = sorted_legal(&g, &s);
    for a in [
        "back-do p1",
        "back-do p1 stack",
        "3 p1",
        "3 p1 straight",
        "3 p1 straight stack",
        "3 p2",
        "back-do p3",
    ] {
        assert!(l.contains(&a.to_string()), "{a} in {l:?}");
    }
    assert!(
        !l.contains(&"3 p1 stack".to_string()),
        "the shortcut ends on A8, empty"
    );
    let mut t = s;
    play(&g, &mut t, "back-do p1 stack");
    assert_eq!(words(&g, &t, 0), ["O4", "O4", "O8", W]);
    let mut t = s;
    play(&g, &mut t, "3 p1 straight stack");
    assert_eq!(words(&g, &t, 0), ["O8", "O4", "O8", W]);
    assert_eq!(g.stack_of(&t, 0, 2), 0);
    let mut t = s;
    play(&g, &mut t, "3 p1 straight");
    assert_eq!(groups(&g, &t, 0), Some(vec![1, 2, 3, 4]));
}

#[test]
fn y_stack_optional_stack_form_refused_where_it_means_nothing() {
    // With stack = auto the joining is automatic: the form is refused, and says why.
    let (g, s) = moving(&["O3", "O5", W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 stack");
    let mut t = s;
    let e = g
        .play(&mut t, Action::parse("2 p1 stack").unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("stack = optional"), "{e}");
    // With stack = optional but nothing of one's own where the move ends.
    let (g, s) = choosing(&["O3", "O9", W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1 stack");
    let mut t = s;
    let e = g
        .play(&mut t, Action::parse("2 p1 stack").unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("no piece of yours on station 5"), "{e}");
}

#[test]
fn y_stack_optional_groups_in_position_files() {
    // Two stacks on one place, read and written back.
    let (g, s) = position_extra(
        json!({"stack": "optional"}),
        &[&["O5", "O5", "O5", W], WAIT4],
        0,
        "move",
        &[1],
        json!({}),
    );
    assert_eq!(groups(&g, &s, 0), None, "without groups: one stack");
    let mut v = position_value(
        "yut",
        json!({"stack": "optional"}),
        &[&["O5", "O5", "O5", W], WAIT4],
        0,
        "move",
        &[1],
    );
    v["seats"][0]["groups"] = json!([1, 2, 1, 4]);
    let (g, s) = load(v.clone());
    assert_eq!(groups(&g, &s, 0), Some(vec![1, 2, 1, 4]));
    assert_eq!(sorted_legal(&g, &s), sorted(&["1 p1", "1 p2", "1 p4"]));
    let mut t = s;
    play(&g, &mut t, "1 p3");
    assert_eq!(
        words(&g, &t, 0),
        ["A6", "O5", "A6", W],
        "p3 moves with p1, its stack (over the shortcut)"
    );
    // Refused: groups naming another place, a piece not its stack's lowest, groups
    // with stack = auto.
    for (bad, why) in [
        (json!([1, 2, 1, 1]), "p4"),
        (json!([1, 3, 3, 4]), "p2"),
        (json!([1, 1, 2, 4]), "p3"),
        (json!([1, 2, 3]), "3 entries"),
    ] {
        let mut w = v.clone();
        w["seats"][0]["groups"] = bad.clone();
        let e = Game::parse_position(&w.to_string())
            .err()
            .unwrap_or_else(|| panic!("{bad} accepted"))
            .to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
    let mut w = v.clone();
    w["options"] = json!({});
    let e = Game::parse_position(&w.to_string())
        .err()
        .unwrap_or_else(|| panic!("groups with stack = auto accepted"))
        .to_string();
    assert!(e.contains("stack = optional"), "{e}");
    // Different routes on one station are different stacks with stack = optional.
    let (g, s) = position_extra(
        json!({"stack": "optional"}),
        &[&["O15", "A11", W, W], WAIT4],
        0,
        "move",
        &[1],
        json!({}),
    );
    assert_eq!(groups(&g, &s, 0), Some(vec![1, 2, 3, 4]));
    assert!(is_legal(&g, &s, "1 p1") && is_legal(&g, &s, "1 p2"));
}

#[test]
fn y_stack_optional_random_games_read_back() {
    let g = game(&["stack=optional", "players=3", "shortcut=optional"]);
    let mut rng = seeded_rng(7, 0);
    let mut beside = 0;
    for _ in 0..200 {
        let mut s = g.initial_state();
        while !g.is_terminal(&s) {
            if g.is_chance(&s) {
                let o = g.sample_chance(&s, &mut rng);
                g.apply_chance_unchecked(&mut s, o);
                continue;
            }
            let p = g.to_position(&s);
            beside += p.seats.iter().filter(|x| x.groups.is_some()).count();
            let t = g.from_position(&p).expect("reads back");
            assert_eq!(g.to_position(&t), p);
            assert_eq!(legal(&g, &t), legal(&g, &s));
            let l = g.legal_actions(&s);
            let k = (rng.next_u32() as usize) % l.len();
            g.play_unchecked(&mut s, l[k]);
        }
    }
    assert!(
        beside > 100,
        "two stacks on one station happen ({beside} times)"
    );
}

// ------------------------------------------------------------------ Y-FINISH

#[test]
fn y_finish_pass_stopping_on_station_zero_stays() {
    for (from, v, to) in [
        ("O19", 1u8, "O20"),
        ("O18", 2, "O20"),
        ("O19", 2, H),
        ("O16", 5, H),
        ("O20", 1, H),
        ("A15", 1, "A16"),
        ("A14", 2, "A16"),
        ("A15", 2, H),
        ("A16", 1, H),
        ("B15", 1, "B16"),
        ("B15", 2, H),
        ("B16", 4, H),
        ("C10", 1, "C11"),
        ("C10", 2, H),
        ("C11", 1, H),
    ] {
        assert_eq!(after(from, v, &format!("{v} p1")), to, "{from} + {v}");
    }
}

#[test]
fn y_finish_reach_arriving_on_station_zero_finishes() {
    let o = || json!({"finish": "reach"});
    for (from, v, to) in [
        ("O19", 1u8, H),
        ("O18", 5, H),
        ("O18", 1, "O19"),
        ("A15", 1, H),
        ("B15", 1, H),
        ("C10", 1, H),
        ("A8", 3, H),
    ] {
        assert_eq!(
            after_with(o(), from, v, &format!("{v} p1")),
            to,
            "{from} + {v}"
        );
    }
}

#[test]
fn y_finish_exact_overshoot_illegal() {
    let o = || json!({"finish": "exact"});
    let (g, s) = moving_with(o(), &["O19", W, W, W], WAIT4, &[2]);
    assert_illegal(&g, &s, "2 p1");
    assert_eq!(legal(&g, &s), ["2 p2"]);
    let (g, s) = moving_with(o(), &["C10", W, W, W], WAIT4, &[3]);
    assert_illegal(&g, &s, "3 p1");
    for (from, v, to) in [
        ("O19", 1u8, "O20"),
        ("O17", 3, "O20"),
        ("C10", 1, "C11"),
        ("O20", 1, H),
        ("O20", 5, H),
        ("C11", 2, H),
    ] {
        assert_eq!(
            after_with(o(), from, v, &format!("{v} p1")),
            to,
            "{from} + {v}"
        );
    }
}

// ------------------------------------------------------------------ Y-FORFEIT

#[test]
fn y_forfeit_back_do_lost_after_mo_takes_the_last_piece_home() {
    let (g, mut s) = throwing(&["O17", W, H, H], WAIT4);
    throw_all(&g, &mut s, &["mo", "back-do"]);
    assert_moving(&s, 0, &[5, BD]);
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["5 p1", "5 p2", "back-do p1"])
    );
    play(&g, &mut s, "5 p1");
    assert_eq!(words(&g, &s, 0), [H, W, H, H]);
    // The back-do cannot be used: lost, and the turn passes.
    assert_passed(&s, 1);
}

#[test]
fn y_forfeit_exact_finish_unusable_throw() {
    let (g, mut s) = throwing_with(json!({"finish": "exact"}), &["O19", H, H, H], WAIT4);
    throw_yut(&g, &mut s, "geol");
    assert_passed(&s, 1);
    assert_eq!(words(&g, &s, 0), ["O19", H, H, H]);
}

#[test]
fn y_forfeit_a_usable_throw_must_be_used() {
    let (g, s) = moving(&["O3", W, W, W], WAIT4, &[2, 4]);
    let l = legal(&g, &s);
    assert!(!l.contains(&"pass".to_string()), "{l:?}");
    assert_illegal(&g, &s, "pass");
}

// ------------------------------------------------------------------ Y-WIN

#[test]
fn y_win_two_players_first_all_home() {
    let (g, mut s) = moving(&["O19", H, H, H], &["O3", W, W, W], &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(s.phase(), Phase::Over);
    let o = g.outcome(&s).expect("over");
    assert_eq!(o.ranking.first(), Some(&0));
    // Not over while a piece is left, or a piece is on station 0.
    let (g, mut s) = moving(&["O19", "O3", H, H], WAIT4, &[2]);
    play(&g, &mut s, "2 p1");
    assert_passed(&s, 1);
    let (g, mut s) = moving(&["O19", H, H, H], WAIT4, &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["O20", H, H, H]);
    assert_passed(&s, 1);
    assert!(g.outcome(&s).is_none());
}

#[test]
fn y_win_a_stack_finishing_wins() {
    let (g, mut s) = moving(&["O19", "O19", H, H], WAIT4, &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking.first(), Some(&0));
}

#[test]
fn y_win_three_players_game_ends_at_the_first() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 3}),
        &[&["O19", H, H, H], &["O18", H, H, H], WAIT4],
        0,
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking.first(), Some(&0));
}

#[test]
fn y_win_rank_all_plays_on_for_places() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 3, "rank_all": true}),
        &[&["O19", H, H, H], &["O18", H, H, H], WAIT4],
        0,
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_passed(&s, 1);
    assert_eq!(s.ranking(), [0]);
    throw_yut(&g, &mut s, "geol");
    play(&g, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking, [0, 1, 2]);
}

#[test]
fn y_win_teams_both_partners_home() {
    let o = || json!({"players": 4, "teams": true});
    // Seat 2 is home already: seat 0's last piece wins it for the team.
    let (g, mut s) = position_extra(
        o(),
        &[&["O19", H, H, H], WAIT4, &[H, H, H, H], WAIT4],
        0,
        "move",
        &[2],
        json!({"ranking": [2]}),
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(s.phase(), Phase::Over);
    let out = g.outcome(&s).unwrap();
    assert_eq!(out.winning_team, Some(g.team_of(0)));
    // Seat 2 has a piece left: play goes on.
    let (g, mut s) = position(
        "yut",
        o(),
        &[&["O19", H, H, H], WAIT4, &["O3", H, H, H], WAIT4],
        0,
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_ne!(s.phase(), Phase::Over);
    assert!(g.outcome(&s).is_none());
}

#[test]
fn y_win_teams_partners_share_a_station_without_capture_or_stacking() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 4, "teams": true}),
        &[&["O3", W, W, W], WAIT4, &["O5", W, W, W], WAIT4],
        0,
        "move",
        &[2, 1],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", W, W, W]);
    assert_eq!(
        words(&g, &s, 2),
        ["O5", W, W, W],
        "the partner is not captured"
    );
    // No capture: no extra throw; the do is next.
    assert_moving(&s, 0, &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), ["A6", W, W, W]);
    assert_eq!(
        words(&g, &s, 2),
        ["O5", W, W, W],
        "no stack with the partner"
    );
    assert_passed(&s, 1);
}

#[test]
fn y_win_teams_opponents_still_captured() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 4, "teams": true}),
        &[&["O3", W, W, W], &["O5", W, W, W], WAIT4, WAIT4],
        0,
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
}

// ------------------------------------------------------------------ Y-HOUSE

#[test]
fn y_house_heaven_station_finishes_at_once() {
    let o = || json!({"heaven_stations": [7]});
    assert_eq!(after_with(o(), "O4", 3, "3 p1"), H);
    assert_eq!(after_with(o(), "O4", 5, "5 p1"), "O9", "passing over it");
    // By a back-do too.
    assert_eq!(after_with(o(), "O8", BD, "back-do p1"), H);
    // A stack finishes as a whole.
    let (g, mut s) = moving_with(o(), &["O5", "O5", W, W], WAIT4, &[BD, 2]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["O4", "O4", W, W]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O6", "O6", W, W]);
    let (g, mut s) = moving_with(o(), &["O6", "O6", W, W], WAIT4, &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), [H, H, W, W]);
    // Entering onto it (station 3).
    assert_eq!(after_with(json!({"heaven_stations": [3]}), W, 3, "3 p1"), H);
    // On a diagonal.
    assert_eq!(
        after_with(json!({"heaven_stations": [21]}), "O5", 2, "2 p1"),
        H
    );
}

#[test]
fn y_house_heaven_last_piece_wins() {
    let (g, mut s) = moving_with(
        json!({"heaven_stations": [7]}),
        &["O4", H, H, H],
        WAIT4,
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().ranking.first(), Some(&0));
}

#[test]
fn y_house_hell_station_back_to_waiting() {
    let o = || json!({"hell_stations": [7, 22]});
    assert_eq!(after_with(o(), "O4", 3, "3 p1"), W);
    assert_eq!(after_with(o(), "O5", 3, "3 p1"), W, "the centre");
    assert_eq!(after_with(o(), "O4", 5, "5 p1"), "O9", "passing over it");
    let (g, mut s) = moving_with(o(), &["O5", "O5", "O12", W], WAIT4, &[2]);
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["A7", "A7", "O12", W]);
    let (g, mut s) = moving_with(o(), &["O6", "O6", "O12", W], WAIT4, &[1]);
    play(&g, &mut s, "1 p1");
    assert_eq!(words(&g, &s, 0), [W, W, "O12", W], "the stack as a whole");
    // Captures are made first.
    let (g, mut s) = moving_with(o(), &["O4", W, W, W], &["O7", W, W, W], &[3]);
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 0), WAIT4);
    assert_eq!(words(&g, &s, 1), WAIT4);
}

#[test]
fn y_house_bad_station_lists_refused() {
    assert!(game(&["heaven_stations=7,21"]).seats() == 2);
    assert!(game(&["hell_stations=12", "heaven_stations=7"]).seats() == 2);
    assert!(refused("yut", &["heaven_stations=7", "hell_stations=7"]));
    assert!(refused("yut", &["heaven_stations=29"]));
    assert!(refused("yut", &["hell_stations=29"]));
    assert!(refused("yut", &["heaven_stations=0"]));
    assert!(refused("yut", &["hell_stations=x"]));
}

// ------------------------------------------------------------------ options (§4.4)

#[test]
fn y_options_refused_in_other_games() {
    for (name, setting) in [
        ("ludo", "back_do=false"),
        ("pachisi", "stick_p=0.5"),
        ("sorry", "shortcut=optional"),
        ("parcheesi", "centre_exit=choice"),
        ("ludo", "capture_throw=end"),
        ("pachisi", "capture_bonus_yut_mo=false"),
        ("ludo", "back_do_void=at_use"),
        ("ludo", "heaven_stations=7"),
        ("chaupar", "back_do_sticks=2"),
    ] {
        assert!(refused(name, &[setting]), "{name} with {setting}");
    }
}

/// The design: Yut's own options are "rejected with a clear error in any other game",
/// whatever their value (the brief's example: `ludo` with `back_do=true`).
#[test]
fn y_options_refused_in_other_games_even_at_the_yut_default() {
    let accepted: Vec<String> = [
        ("ludo", "back_do=true"),
        ("ludo", "stick_p=0.6"),
        ("pachisi", "shortcut=forced"),
        ("sorry", "finish=pass"),
        ("parcheesi", "capture_throw=immediate"),
    ]
    .iter()
    .filter(|(name, setting)| !refused(name, &[setting]))
    .map(|(name, setting)| format!("{name} {setting}"))
    .collect();
    assert!(accepted.is_empty(), "accepted: {accepted:?}");
}

#[test]
fn y_options_bad_values_refused() {
    for setting in [
        "stick_p=1.5",
        "stick_p=0",
        "stick_p=1",
        "stick_p=-0.2",
        "stick_p=abc",
        "stick_p=0.5,0.5,0.5",
        "stick_p=0.5,0.5,0.5,1.2",
        "back_do=maybe",
        "back_do_sticks=0",
        "back_do_sticks=3",
        "back_do_void=never",
        "max_go_on=21",
        "max_go_on=-1",
        "shortcut=sometimes",
        "centre_exit=left",
        "capture_throw=later",
        "finish=overshoot",
        "stack=never",
    ] {
        assert!(refused("yut", &[setting]), "{setting}");
    }
    assert!(refused("yut", &["players=2", "teams=true"]));
}

#[test]
fn y_options_good_values_accepted() {
    for settings in [
        &["stick_p=0.5"][..],
        &["stick_p=0.5,0.6,0.7,0.8"],
        &["back_do=false"],
        &["back_do_sticks=2"],
        &["back_do_void=at_use"],
        &["max_go_on=0"],
        &["max_go_on=3"],
        &["max_go_on=20"],
        &["shortcut=optional"],
        &["centre_exit=choice"],
        &["capture_throw=end"],
        &["capture_bonus_yut_mo=false"],
        &["capture_bonus_back_do=false"],
        &["capture_bonus_chain=false"],
        &["capture_again=false"],
        &["stack=auto"],
        &["stack=optional"],
        &["finish=reach"],
        &["finish=exact"],
        &["players=4", "teams=true"],
        &["players=3", "rank_all=true"],
    ] {
        assert!(
            !refused("yut", settings),
            "{settings:?}: {:?}",
            build("yut", settings).err()
        );
    }
}

// ------------------------------------------------------------------ action texts

#[test]
fn y_actions_texts_round_trip() {
    for text in [
        "back-do p1",
        "back-do p2",
        "back-do p4",
        "3 p1 straight",
        "5 p4 straight",
        "1 p2",
        "5 p3",
        "2 p1 stack",
        "3 p2 straight stack",
        "back-do p3 stack",
    ] {
        let a = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(a.to_string(), text);
        assert_eq!(Action::from_id(a.to_id()), Some(a), "{text}");
    }
    let ids: Vec<u16> = [
        "back-do p2",
        "3 p2",
        "3 p2 straight",
        "3 p2 stack",
        "back-do p1",
    ]
    .iter()
    .map(|t| Action::parse(t).unwrap().to_id())
    .collect();
    let mut dedup = ids.clone();
    dedup.sort();
    dedup.dedup();
    assert_eq!(
        dedup.len(),
        ids.len(),
        "distinct actions, distinct ids: {ids:?}"
    );
    for bad in [
        "back-do",
        "back-do p9",
        "back-do p0",
        "back-do p1 straight",
        "3 p1 sideways",
    ] {
        assert!(Action::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn y_actions_legal_texts_are_the_engine_texts() {
    let (g, s) = moving_with(
        json!({"shortcut": "optional"}),
        &["O5", W, W, W],
        WAIT4,
        &[2, BD],
    );
    assert_eq!(
        sorted_legal(&g, &s),
        sorted(&["2 p1", "2 p1 straight", "2 p2", "back-do p1"])
    );
    // Every listed action parses back to itself and is legal.
    for text in legal(&g, &s) {
        let a = Action::parse(&text).unwrap();
        assert!(g.is_legal(&s, a), "{text}");
        assert_eq!(a.to_string(), text);
    }
}

#[test]
fn y_positions_round_trip() {
    let (g, s) = moving(
        &["B13", "B13", "O20", W],
        &["C10", "A11", H, W],
        &[4, 5, BD],
    );
    let text = g.position_json(&s);
    let (g2, s2) = Game::parse_position(&text).unwrap();
    assert_eq!(s2, s);
    assert_eq!(words(&g2, &s2, 0), ["B13", "B13", "O20", W]);
    assert_eq!(words(&g2, &s2, 1), ["C10", "A11", H, W]);
    assert_eq!(s2.kept(), [4, 5, BD]);
}

// ------------------------------------------------------------------ whole games

/// Random games under several option sets end, every listed action's text reads back
/// as itself and is legal, and every position reads back as the same position (so every
/// piece word the engine writes is a normalised one, Y-NORMALISE, and own pieces on
/// one station share it, Y-STACK).
#[test]
fn y_random_games_end_and_round_trip() {
    let sets: [&[&str]; 6] = [
        &[],
        &[
            "shortcut=optional",
            "centre_exit=choice",
            "back_do_void=at_use",
        ],
        &["players=4", "teams=true"],
        &["players=3", "rank_all=true", "finish=exact", "pieces=3"],
        &[
            "capture_throw=end",
            "heaven_stations=7",
            "hell_stations=12,23",
            "max_go_on=3",
        ],
        &[
            "back_do_sticks=2",
            "finish=reach",
            "capture_bonus_chain=false",
        ],
    ];
    for (k, settings) in sets.iter().enumerate() {
        let g = game(settings);
        for i in 0..15 {
            let mut rng = seeded_rng(0x9075 + k as u64, i);
            let mut s = g.initial_state();
            let mut steps = 0;
            while !g.is_terminal(&s) {
                steps += 1;
                assert!(steps < 50_000, "{settings:?} game {i} does not end");
                let text = g.position_json(&s);
                let (_, back) = Game::parse_position(&text)
                    .unwrap_or_else(|e| panic!("{settings:?}: {e}\n{text}"));
                // The same position (the state's leftovers of the order throws are not
                // part of it).
                assert_eq!(g.position_json(&back), text, "{settings:?}");
                assert_eq!(
                    g.legal_actions(&back).as_slice(),
                    g.legal_actions(&s).as_slice()
                );
                if g.is_chance(&s) {
                    let o = g.sample_chance(&s, &mut rng);
                    g.apply_chance(&mut s, o).unwrap();
                } else {
                    let l = g.legal_actions(&s);
                    let l = l.as_slice();
                    assert!(!l.is_empty(), "{settings:?}: no action\n{text}");
                    assert!(!l.contains(&Action::Pass), "no pass in Yut (Y-FORFEIT)");
                    for a in l {
                        assert_eq!(Action::parse(&a.to_string()), Ok(*a));
                        assert!(g.is_legal(&s, *a));
                    }
                    let a = l[((rng.next_u32() as u64 * l.len() as u64) >> 32) as usize];
                    g.play(&mut s, a).unwrap();
                }
            }
            let o = g.outcome(&s).expect("over");
            assert!(!o.ranking.is_empty());
            if !o.adjudicated {
                assert!(g.seat_finished(&s, o.ranking[0]), "{settings:?}");
            }
        }
    }
}

// ------------------------------------------------------------------ more cases

#[test]
fn y_capture_each_capture_earns_one_throw() {
    let (g, mut s) = moving(&["O3", "O9", W, W], &["O5", "O12", W, W], &[2, 3]);
    play(&g, &mut s, "2 p1");
    assert_throws_again(&s, 0, &[3]);
    throw_yut(&g, &mut s, "gae");
    assert_moving(&s, 0, &[3, 2]);
    play(&g, &mut s, "3 p2");
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[2]);
    throw_yut(&g, &mut s, "do");
    assert_moving(&s, 0, &[2, 1]);
}

#[test]
fn y_capture_by_back_do_onto_station_zero() {
    // O1 back onto station 0, where the opponent stands after going round by A.
    let (g, mut s) = moving(&["O1", W, W, W], &["A16", W, W, W], &[BD]);
    play(&g, &mut s, "back-do p1");
    assert_eq!(words(&g, &s, 0), ["O20", W, W, W]);
    assert_eq!(words(&g, &s, 1), WAIT4);
    assert_throws_again(&s, 0, &[]);
}

#[test]
fn y_house_captures_before_heaven() {
    let (g, mut s) = moving_with(
        json!({"heaven_stations": [7]}),
        &["O4", W, W, W],
        &["O7", W, W, W],
        &[3],
    );
    play(&g, &mut s, "3 p1");
    assert_eq!(words(&g, &s, 1), WAIT4, "captured first");
    assert_eq!(words(&g, &s, 0), [H, W, W, W], "then home");
}

#[test]
fn y_stack_entering_onto_a_stack_makes_three() {
    let (g, mut s) = moving(&["O3", "O3", W, W], WAIT4, &[3, 2]);
    play(&g, &mut s, "3 p3");
    assert_eq!(words(&g, &s, 0), ["O3", "O3", "O3", W]);
    assert_eq!(sorted_legal(&g, &s), sorted(&["2 p1", "2 p4"]));
    play(&g, &mut s, "2 p1");
    assert_eq!(words(&g, &s, 0), ["O5", "O5", "O5", W]);
}

#[test]
fn y_win_rank_all_finished_sides_are_skipped() {
    let (g, mut s) = position(
        "yut",
        json!({"players": 3, "rank_all": true}),
        &[&["O19", H, H, H], &["O17", H, H, H], &["O3", W, W, W]],
        0,
        "move",
        &[2],
    );
    play(&g, &mut s, "2 p1");
    assert_eq!(s.ranking(), [0]);
    assert_passed(&s, 1);
    throw_yut(&g, &mut s, "do");
    play(&g, &mut s, "1 p1");
    assert_eq!(word(&g, &s, 1, 0), "O18");
    assert_passed(&s, 2);
    throw_yut(&g, &mut s, "do");
    play(&g, &mut s, "1 p1");
    assert_passed(&s, 1);
}
