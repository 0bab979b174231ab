//! Moves and forfeits in plain English, for the terminal game and the server's log
//! (the browser renders the same structured data — [`MoveInfo`]'s places, [`NoMove`],
//! [`Cancelled`] — through its own string catalogue, so that it can be translated).
//! Seats are named by the caller (`seat_name`), since front ends name them differently.

use crate::game::{Cancelled, Game, MoveInfo, NoMove, Place};
use crate::options::SafeSquares;

/// What a safe square is called in this game: "castle" (Pachisi), "flower" (Chopat),
/// "safe square" (Ludo's starts and stars), "globe" (ludopy) or "marked square"
/// (Barjis, B-SAFE-SQUARES).
pub fn safe_name(game: &Game) -> &'static str {
    match game.options().safe_squares {
        SafeSquares::Flowers => "flower",
        SafeSquares::LudoStars if game.options().ludopy => "globe",
        SafeSquares::LudoStars => "safe square",
        SafeSquares::Parchis => "seguro",
        SafeSquares::Barjis => "marked square",
        // Parcheesi's castles are its safety spaces (PR-SAFE).
        SafeSquares::Castles if game.options().loop_entry != 0 => "safety space",
        _ => "castle",
    }
}

fn pieces_words(i: &MoveInfo) -> String {
    let n: Vec<String> = i.pieces.iter().map(|p| (p + 1).to_string()).collect();
    match n.len() {
        0 => "no piece".into(),
        1 => format!("piece {}", n[0]),
        _ => format!("pieces {} together", n.join("+")),
    }
}

/// Where a move ends, as "to a castle", "into the home column", "home".
fn destination(game: &Game, i: &MoveInfo) -> String {
    match i.to_place {
        Place::Home => "home".into(),
        Place::HomeColumn => "into the home column".into(),
        Place::Safe => format!("to a {}", safe_name(game)),
        Place::Start => "onto the start square".into(),
        Place::Track | Place::Waiting => "along the track".into(),
    }
}

/// A move in words, without who plays it: "enters piece 1 with 25", "moves piece 2 by
/// 4 to a castle (12 to go), capturing Red's piece 3", "brings piece 1 home with 10",
/// "passes (gives up the kept throws)".
pub fn move_words(game: &Game, i: &MoveInfo, seat_name: &dyn Fn(u8) -> String) -> String {
    if game.options().track == crate::options::TrackKind::Sorry {
        return sorry_move_words(i, seat_name);
    }
    if game.options().track == crate::options::TrackKind::Yut {
        return yut_move_words(i, seat_name);
    }
    let Some(v) = i.value else {
        return "passes (gives up the kept throws)".into();
    };
    if v == 0 && i.pieces.is_empty() {
        // Parqués' blow (Q-SOPLAR): a piece of the seat before goes back to its jail.
        let blown: Vec<String> = i
            .captures
            .iter()
            .map(|&(seat, piece)| format!("{}'s piece {}", seat_name(seat), piece + 1))
            .collect();
        return format!(
            "blows {} back to its jail (a capture left)",
            blown.join(", ")
        );
    }
    let who = pieces_words(i);
    if v == 0 {
        // Parqués' crown (Q-THREE-PAIRS).
        return format!("crowns {who}: the third pair in a row puts it home");
    }
    let mut t = if i.enters && i.finishes {
        format!("enters {who} with {v} and goes home")
    } else if i.enters {
        format!("enters {who} with {v}")
    } else if i.finishes {
        format!("brings {who} home with {v}")
    } else {
        format!("moves {who} by {v} {}", destination(game, i))
    };
    push_to_go_and_captures(&mut t, i, seat_name);
    if i.strands {
        t.push_str(" — it can never finish from there");
    }
    t
}

/// What follows a move's words: " (12 to go)" unless it finishes, and ", capturing
/// Green's piece 2" for each capture.
fn push_to_go_and_captures(t: &mut String, i: &MoveInfo, seat_name: &dyn Fn(u8) -> String) {
    if !i.finishes
        && let Some(n) = i.to_go
    {
        t.push_str(&format!(" ({n} to go)"));
    }
    for &(seat, piece) in &i.captures {
        t.push_str(&format!(
            ", capturing {}'s piece {}",
            seat_name(seat),
            piece + 1
        ));
    }
}

/// The warning before a move that strands a piece (T-EXACT, "Dead ends").
pub fn strands_warning(i: &MoveInfo) -> String {
    format!(
        "{} would stop one step before home, and no throw can ever bring it in from there. Play it anyway?",
        pieces_words(i)
    )
}

fn list(values: &[u8]) -> String {
    match values {
        [] => String::new(),
        [v] => v.to_string(),
        [rest @ .., last] => format!(
            "{} or {last}",
            rest.iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Why a value was forfeited: "no piece can use the 3: enter a piece with 6, 10 or 25
/// first".
pub fn no_move_words(value: u8, why: &NoMove) -> String {
    if value == crate::throws::BACK_DO {
        return "no piece can use the back-do".into();
    }
    match why {
        NoMove::MustEnter { enter_values } if !enter_values.is_empty() => format!(
            "no piece can use the {value}: enter a piece with {} first",
            list(enter_values)
        ),
        NoMove::MustEnter { .. } => format!("no piece can use the {value}: none can enter"),
        NoMove::PastFinish => format!(
            "no piece can use the {value}: it would go past home, which needs an exact throw"
        ),
        NoMove::Blocked => {
            format!("no piece can use the {value}: every square it would reach is closed to it")
        }
        NoMove::NoPieceCan => format!("no piece can use the {value}"),
    }
}

/// Why a throw was cancelled.
pub fn cancelled_words(value: u8, why: Cancelled) -> String {
    match why {
        Cancelled::NeedsPieceOnBoard if value == crate::throws::BACK_DO => {
            "a back-do with no piece on the board is void (Y-BACK-DO)".into()
        }
        Cancelled::NeedsPieceOnBoard => {
            format!("the {value} counts only with a piece on the board: cancelled")
        }
        Cancelled::Streak => format!(
            "the {value} is a third throw-again in a row: the streak of throws is cancelled"
        ),
    }
}

/// A Sorry! card by its value, as a player names it: "a 7", "an 8", "an 11", "the
/// Sorry! card" (S-DECK).
pub fn card_name(v: u8) -> String {
    match v {
        crate::throws::SORRY_CARD => "the Sorry! card".into(),
        8 | 11 => format!("an {v}"),
        _ => format!("a {v}"),
    }
}

/// A Sorry! move in words (RULES-more §3): "takes pawn 1 out of Start with a 2",
/// "moves pawn 2 back 4 (63 to go)", "switches pawn 1 with Green's pawn 3", "takes
/// pawn 1 from Start onto Green's pawn 2 with the Sorry! card", each followed by the
/// pawns sent back to Start.
fn sorry_move_words(i: &MoveInfo, seat_name: &dyn Fn(u8) -> String) -> String {
    use crate::game::{Action, Group};
    let Some(v) = i.value else {
        return "declines the 11's switch".into();
    };
    let Ok(Action::Move {
        value,
        piece,
        group,
    }) = Action::parse(&i.action)
    else {
        return i.action.clone();
    };
    // S-TEAM: `p5` … `p8` are the partner's pawns, named by their seat.
    let pawn = match i.seat {
        Some(seat) => format!("{}'s pawn {}", seat_name(seat), piece % 4 + 1),
        None => format!("pawn {}", piece + 1),
    };
    let target = |base: u8| {
        let x = value - base;
        format!("{}'s pawn {}", seat_name(x / 4), x % 4 + 1)
    };
    // Backward moves wrap round the 60-square loop: a move is backward when it goes
    // more than half-way round (slides add at most 4).
    let back = !i.finishes
        && i.from_step
            .zip(i.to_step)
            .is_some_and(|(f, t)| (t - f).rem_euclid(60) >= 30);
    let mut t = match group {
        Group::Triple if value >= 32 => format!(
            "takes {pawn} from Start onto {} with the Sorry! card",
            target(32)
        ),
        Group::Triple if value >= 16 => format!("switches {pawn} with {}", target(16)),
        Group::Triple => format!("moves {pawn} back 1 with the 10"),
        _ if i.enters => format!("takes {pawn} out of Start with {}", card_name(v)),
        _ if v == 4 && back => format!("moves {pawn} back 4"),
        _ if i.finishes => format!("brings {pawn} Home with {v}"),
        _ => format!("moves {pawn} {v} forward"),
    };
    if !i.finishes
        && let Some(n) = i.to_go
    {
        t.push_str(&format!(" ({n} to go)"));
    }
    let sent: Vec<String> = i
        .captures
        .iter()
        .map(|&(seat, p)| format!("{}'s pawn {}", seat_name(seat), p + 1))
        .collect();
    if !sent.is_empty() {
        t.push_str(&format!(", sending {} back to Start", sent.join(" and ")));
    }
    t
}

/// [`no_move_words`] in the game's own terms: Sorry!'s cards and pawns (S-MUST).
pub fn no_move_words_in(game: &Game, value: u8, why: &NoMove) -> String {
    if game.throws().is_sticks() {
        let name = stick_value_name(value);
        return match why {
            NoMove::PastFinish => format!(
                "no piece can use the {name}: with finish = exact a piece may not pass station 0"
            ),
            _ if value == crate::throws::BACK_DO => {
                "no piece can use the back-do: none is on the board".into()
            }
            _ => format!("no piece can use the {name}"),
        };
    }
    if !game.throws().is_cards() {
        return no_move_words(value, why);
    }
    let card = card_name(value);
    match why {
        NoMove::MustEnter { .. } => format!(
            "no pawn can use {card}: only a 1, a 2 or the Sorry! card brings a pawn out of Start"
        ),
        NoMove::PastFinish => format!(
            "no pawn can use {card}: it would take a pawn past Home, which needs the exact count"
        ),
        NoMove::Blocked => format!(
            "no pawn can use {card}: each pawn would land on a pawn of its own colour"
        ),
        NoMove::NoPieceCan if value == crate::throws::SORRY_CARD => {
            "no pawn can use the Sorry! card: it needs a pawn in Start and a pawn of another colour on the loop".into()
        }
        NoMove::NoPieceCan => format!("no pawn can use {card}"),
    }
}

/// A kept value of Yut Nori's sticks as players name it (Y-STICKS): "do (1)", "gae
/// (2)", "geol (3)", "yut (4)", "mo (5)", "back-do".
pub fn stick_value_name(v: u8) -> String {
    match v {
        1 => "do (1)".into(),
        2 => "gae (2)".into(),
        3 => "geol (3)".into(),
        4 => "yut (4)".into(),
        5 => "mo (5)".into(),
        crate::throws::BACK_DO => "back-do".into(),
        v => v.to_string(),
    }
}

/// A throw of Yut Nori's sticks as players read it (Y-STICKS), by its kept value (1 …
/// 5, or [`crate::throws::BACK_DO`]): "gae (two flat sides up: 2)", "mo (all four
/// round sides up: 5, throw again)", "back-do (the marked stick alone flat side up: 1
/// back)".
pub fn stick_throw_words(v: u8) -> String {
    match v {
        1 => "do (one flat side up: 1)".into(),
        2 => "gae (two flat sides up: 2)".into(),
        3 => "geol (three flat sides up: 3)".into(),
        4 => "yut (four flat sides up: 4, throw again)".into(),
        5 => "mo (all four round sides up: 5, throw again)".into(),
        crate::throws::BACK_DO => "back-do (the marked stick alone flat side up: 1 back)".into(),
        v => v.to_string(),
    }
}

/// Which of the four sticks lie flat side up in a throw of outcome `o` (Y-STICKS), the
/// marked stick first, for pictures: back-do the marked stick alone; do, gae and geol
/// the unmarked sticks first; yut all four; mo none.
pub fn sticks_flat(o: u8) -> Vec<bool> {
    match o {
        crate::throws::BACK_DO_OUTCOME => vec![true, false, false, false],
        k => (0..4)
            .map(|i| if k == 4 { true } else { i >= 1 && i <= k })
            .collect(),
    }
}

/// The kept value of a start-order throw of the sticks, from its rank
/// ([`crate::throws::Throws::order_value`]: back-do 1, do 2 … mo 6).
pub fn stick_of_order_value(rank: u32) -> u8 {
    match rank {
        1 => crate::throws::BACK_DO,
        6 => 5,
        r => r as u8 - 1,
    }
}

/// A Yut Nori move in words (RULES-more §4): "enters piece 1 with gae (2)", "moves
/// pieces 1+2 together by geol (3) (9 to go)", "moves piece 1 back one station with
/// the back-do", "brings piece 3 home with mo (5)", each followed by the pieces
/// captured.
fn yut_move_words(i: &MoveInfo, seat_name: &dyn Fn(u8) -> String) -> String {
    let Some(v) = i.value else {
        return "passes".into();
    };
    let who = pieces_words(i);
    let back = v == crate::throws::BACK_DO;
    let straight = i.action.ends_with("straight");
    let throw = stick_value_name(v);
    let mut t = if back {
        format!("moves {who} back one station with the back-do")
    } else if i.enters {
        format!("enters {who} with {throw}")
    } else if i.finishes {
        format!("brings {who} home with {throw}")
    } else if straight {
        format!("moves {who} by {throw}, straight on past the shortcut")
    } else {
        format!("moves {who} by {throw}")
    };
    // Y-STACK with `stack = optional`: joining the own pieces there, or not.
    match i.stack {
        Some(true) => t.push_str(", stacking with the pieces already there"),
        Some(false) => t.push_str(", standing beside the pieces already there (not stacked)"),
        None => {}
    }
    push_to_go_and_captures(&mut t, i, seat_name);
    t
}
