//! Helpers for the rule tests: build positions from JSON, apply throws by value, read
//! legal actions as text, and map rules steps to board coordinates.

#![allow(dead_code)]

use pachisi_core::{Action, Game, Phase, PieceAt, State};
use serde_json::{Value, json};

/// `"waiting"` as a piece place.
pub const W: &str = "waiting";
/// `"home"` as a piece place.
pub const H: &str = "home";

/// Parse a position from JSON, filling `format`, `version` and `turn_number` when they
/// are missing. Panics with every problem the engine reports.
pub fn position(mut v: Value) -> (Game, State) {
    let obj = v.as_object_mut().expect("a position is a JSON object");
    obj.entry("format").or_insert(json!("pachisi-position"));
    obj.entry("version").or_insert(json!(1));
    obj.entry("turn_number").or_insert(json!(1));
    if let Some(Value::Array(seats)) = obj.get_mut("seats") {
        for seat in seats.iter_mut() {
            if seat.is_array() {
                *seat = json!({ "pieces": seat.clone() });
            }
        }
    }
    Game::parse_position(&v.to_string()).unwrap_or_else(|e| panic!("bad test position: {e}\n{v:#}"))
}

/// A position in the move phase with the given kept throws. `seats` is a JSON array of
/// seats, each a list of four pieces or a full seat object (`{"pieces": [...],
/// "captures": 1}`).
pub fn moving(variant: &str, options: Value, turn: u8, kept: &[u8], seats: Value) -> (Game, State) {
    position(json!({
        "variant": variant, "options": options, "phase": "move",
        "turn": turn, "kept": kept, "seats": seats,
    }))
}

/// A position at the start of a throw phase of seat `turn`.
pub fn throwing(variant: &str, options: Value, turn: u8, seats: Value) -> (Game, State) {
    position(json!({
        "variant": variant, "options": options, "phase": "throw",
        "turn": turn, "seats": seats,
    }))
}

/// The chance outcome (shells mouth up) that gives throw value `v`.
pub fn outcome_of(game: &Game, v: u8) -> u8 {
    let t = game.throws();
    (0..=t.shells)
        .find(|&up| t.value(up) == v)
        .unwrap_or_else(|| panic!("{v} cannot be thrown in this variant"))
}

/// Apply one throw by its value; the state must wait for a throw.
pub fn throw(game: &Game, s: &mut State, v: u8) {
    assert!(
        game.is_chance(s),
        "throw {v}: state is in phase {:?}, not waiting for a throw",
        s.phase()
    );
    game.apply_chance(s, outcome_of(game, v)).unwrap();
}

/// Apply throws by value, in order.
pub fn throw_all(game: &Game, s: &mut State, vs: &[u8]) {
    for &v in vs {
        throw(game, s, v);
    }
}

/// The legal actions as text, in the engine's order.
pub fn legal(game: &Game, s: &State) -> Vec<String> {
    game.legal_actions(s)
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// The legal actions as sorted text.
pub fn legal_sorted(game: &Game, s: &State) -> Vec<String> {
    let mut l = legal(game, s);
    l.sort();
    l
}

/// Sorted owned strings.
pub fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|x| x.to_string()).collect();
    v.sort();
    v
}

/// Play an action given as text (`"25 p1"`, `"pass"`); panics if it is refused.
pub fn play(game: &Game, s: &mut State, text: &str) {
    let a = Action::parse(text).unwrap();
    game.play(s, a)
        .unwrap_or_else(|e| panic!("{text} refused: {e}; legal: {:?}", legal(game, s)));
}

/// Whether playing the action is refused.
pub fn refused(game: &Game, s: &State, text: &str) -> bool {
    let mut t = *s;
    game.play(&mut t, Action::parse(text).unwrap()).is_err()
}

/// Where a piece is (pieces numbered 1..=4 as in the action text).
pub fn at(game: &Game, s: &State, seat: u8, piece: u8) -> PieceAt {
    game.piece_at(s, seat, piece - 1)
}

/// All four pieces of a seat.
pub fn pieces(game: &Game, s: &State, seat: u8) -> Vec<PieceAt> {
    (0..4).map(|i| game.piece_at(s, seat, i)).collect()
}

/// Coordinates of a seat's rules step.
pub fn coord(game: &Game, seat: u8, step: i16) -> (u8, u8) {
    let pos = game.track().pos(step).expect("step on the track");
    let sq = game.square_of(seat, pos);
    let sq = &game.board().squares[sq as usize];
    (sq.x, sq.y)
}

/// Every rules step of `seat` (1..finish) that lies on square `xy`, ascending.
pub fn steps_at(game: &Game, seat: u8, xy: (u8, u8)) -> Vec<i16> {
    let t = game.track();
    let finish = t.step(t.finish);
    (t.step(1)..finish)
        .filter(|&st| t.pos(st).is_some() && coord(game, seat, st) == xy)
        .collect()
}

/// The one loop step of `seat` on the square where `other_seat` has step `step`.
pub fn same_square(game: &Game, seat: u8, other_seat: u8, step: i16) -> i16 {
    let xy = coord(game, other_seat, step);
    let st = steps_at(game, seat, xy);
    assert!(!st.is_empty(), "seat {seat} never reaches {xy:?}");
    st[0]
}

/// Assert the phase and whose turn it is.
pub fn assert_turn(s: &State, phase: Phase, turn: u8) {
    assert_eq!(
        (s.phase(), s.turn()),
        (phase, turn),
        "expected {phase:?} of seat {turn}"
    );
}
