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
    if i.strands {
        t.push_str(" — it can never finish from there");
    }
    t
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
    let pawn = format!("pawn {}", piece + 1);
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
            "no pawn can use the Sorry! card: it needs a pawn in Start and an opponent's pawn on the loop".into()
        }
        NoMove::NoPieceCan => format!("no pawn can use {card}"),
    }
}
