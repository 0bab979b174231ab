//! Helpers shared by the board and rules tests (rules_chopat, rules_chaupar, board).
#![allow(dead_code)]

use pachisi_core::{Action, Game, PieceAt, State};
use serde_json::{Value, json};

/// Load a position from a JSON value; `format`, `version` and `turn_number` are filled
/// in when missing. Panics with the engine's problems if the position is refused.
pub fn load(mut v: Value) -> (Game, State) {
    let obj = v.as_object_mut().expect("a position is a JSON object");
    obj.entry("format").or_insert(json!("pachisi-position"));
    obj.entry("version").or_insert(json!(1));
    obj.entry("turn_number").or_insert(json!(1));
    let text = v.to_string();
    match Game::parse_position(&text) {
        Ok(gs) => gs,
        Err(e) => panic!("position refused: {e}\n{text}"),
    }
}

/// A seat entry for a position.
pub fn seat(pieces: Value, captures: u8) -> Value {
    json!({ "pieces": pieces, "captures": captures })
}

/// Four waiting pieces.
pub fn waiting() -> Value {
    seat(json!(["waiting", "waiting", "waiting", "waiting"]), 0)
}

/// Coordinates of the square a seat's piece stands on at a rules step.
pub fn coord(game: &Game, seat: u8, step: i16) -> (u8, u8) {
    let pos = game
        .track()
        .pos(step)
        .unwrap_or_else(|| panic!("step {step} is not on the track"));
    let sq = game.square_of(seat, pos);
    let s = game.board().squares[sq as usize];
    (s.x, s.y)
}

/// Square id of a seat's rules step.
pub fn square(game: &Game, seat: u8, step: i16) -> u8 {
    game.square_of(seat, game.track().pos(step).expect("step on the track"))
}

/// The lowest rules step at which `seat`'s track visits the square at `xy`.
pub fn step_at(game: &Game, seat: u8, xy: (u8, u8)) -> i16 {
    let t = game.track();
    let lo = t.step(1);
    let hi = t.step(t.finish) - 1;
    (lo..=hi)
        .find(|&st| coord(game, seat, st) == xy)
        .unwrap_or_else(|| panic!("seat {seat}'s track does not visit {xy:?}"))
}

/// Rotate coordinates 90° anticlockwise about the centre (9, 9).
pub fn rot_acw((x, y): (u8, u8)) -> (u8, u8) {
    (18 - y, x)
}

/// Rotate coordinates 90° anticlockwise `n` times.
pub fn rot_acw_n(mut xy: (u8, u8), n: u8) -> (u8, u8) {
    for _ in 0..n % 4 {
        xy = rot_acw(xy);
    }
    xy
}

/// Throw the cowrie value `value` (picks the number of shells up that gives it).
pub fn throw(game: &Game, s: &mut State, value: u8) {
    let t = game.throws();
    let up = (0..=t.shells)
        .find(|&u| t.value(u) == value)
        .unwrap_or_else(|| panic!("no cowrie throw has value {value}"));
    game.apply_chance(s, up).expect("a throw is due");
}

/// Throw two dice showing `a` and `b` (`table = two-dice`).
pub fn two_dice(g: &Game, s: &mut State, a: u8, b: u8) {
    let o = g.throws().pair_outcome([a, b]).expect("faces 1 to 6");
    g.apply_chance(s, o).expect("a throw is due");
}

/// On the Parchís board (Parchís, Parqués): East's step of South's step `x` (seat k's
/// step `x` is South's `x + 17k` on the 68-square loop).
pub fn east_of(x: i16) -> i16 {
    (x - 17 + 68 - 1) % 68 + 1
}

/// Throw three long dice showing `faces`.
pub fn throw_dice(game: &Game, s: &mut State, faces: [u8; 3]) {
    let o = game
        .throws()
        .dice_outcome(faces)
        .unwrap_or_else(|| panic!("{faces:?} are not die faces"));
    game.apply_chance(s, o).expect("a throw is due");
}

/// Play an action given in text form, panicking with the engine's reason if refused.
pub fn play(game: &Game, s: &mut State, action: &str) {
    let a = Action::parse(action).expect("action text");
    if let Err(e) = game.play(s, a) {
        panic!(
            "{action}: {e}; legal: {:?}; kept {:?}",
            legal(game, s),
            s.kept()
        );
    }
}

/// The legal actions as text.
pub fn legal(game: &Game, s: &State) -> Vec<String> {
    game.legal_actions(s)
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// Whether an action (text form) is listed as legal.
pub fn is_legal(game: &Game, s: &State, action: &str) -> bool {
    legal(game, s).iter().any(|a| a == action)
}

/// Where a piece is.
pub fn at(game: &Game, s: &State, seat: u8, piece: u8) -> PieceAt {
    game.piece_at(s, seat, piece)
}
