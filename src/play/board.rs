//! The board with its pieces as a grid of three-character cells, shared by the plain
//! mode (`board` command) and the full-screen view. The squares come from
//! [`crate::board_view::square_grid`], the same picture `pachisi board` prints.

use super::{SEAT_LETTERS, Session};
use pachisi_core::options::{SafeSquares, TrackKind};
use pachisi_core::{Game, MoveInfo, PIECES, PieceAt};

/// Width of a cell in characters.
pub const CELL_W: usize = 3;

/// One cell of the drawn board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Exactly [`CELL_W`] characters.
    pub text: String,
    /// The board character under it (`X`, `*`, `.`, `:`, `0`-`3`, `@`, space); an
    /// entry square (`0`-`3`, by seat) is drawn as the seat's number from 1.
    pub ground: char,
    /// The seat whose pieces stand here (the first one if several seats share it).
    pub seat: Option<u8>,
    /// A safe square: a castle, flower, star, seguro or safety space (Parcheesi's and
    /// Parchís's entry squares too).
    pub safe: bool,
    /// Part of the move being looked at (its start or end square).
    pub marked: bool,
    /// In the yard of this seat (a boxed board's corner, where its waiting pieces stand:
    /// [`yards`]).
    pub yard: Option<u8>,
}

/// Whether the board is a printed one with a yard in each corner: Ludo's (RULES
/// §12.1), Mensch ärgere Dich nicht's (§14), and the 19 × 19 boards of Parcheesi and
/// Parchís (the Pachisi track entered on the loop, `loop_entry`, §16, §17), which the
/// browser draws "boxed" too. Not the Indian cloth.
pub fn boxed(game: &Game) -> bool {
    match game.options().track {
        TrackKind::Ludo | TrackKind::Mensch => true,
        TrackKind::Pachisi => game.options().loop_entry != 0,
        _ => false,
    }
}

/// What the corner where a seat's pieces wait is called: Parcheesi's nest, Parchís's
/// casa, the yard of Ludo and the others.
pub fn yard_word(game: &Game) -> &'static str {
    match (game.options().track, game.options().safe_squares) {
        (TrackKind::Pachisi, SafeSquares::Parchis) => "casa",
        (TrackKind::Pachisi, _) if game.options().loop_entry != 0 => "nest",
        _ => "yard",
    }
}

/// The corner yards of the boxed boards ([`boxed`]): for each seat, the west and
/// south edges of its `arm_len × arm_len` corner, the one beside its start square —
/// on the start square's side of its arm, as the browser's `Board.corner` has it: the
/// corner to an arm's left (seen from the centre) on Ludo's board, whose start
/// squares are in the arms' left columns, and to its right on Parcheesi's and
/// Parchís's, whose entry squares are in the right columns. None on the Indian cloth,
/// whose waiting pieces are off the drawn board.
pub fn yards(game: &Game) -> Vec<(u8, usize, usize)> {
    if !boxed(game) {
        return Vec::new();
    }
    let a = game.board().arm_len as usize;
    let n = game.board().size as usize;
    let far = n - a;
    let t = game.track();
    (0..game.seats())
        .filter_map(|seat| {
            let sq = game.square_of(seat, t.place);
            let s = game.board().squares[sq as usize];
            let (x, y) = (s.x as usize, s.y as usize);
            let band = |v: usize| (a..far).contains(&v);
            let (west, south) = if band(x) {
                // South or North arm: the corner on the start square's side.
                (x == a, y < a)
            } else if band(y) {
                (x < a, y == a)
            } else {
                return None;
            };
            Some((
                seat,
                if west { 0 } else { far },
                if south { 0 } else { far },
            ))
        })
        .collect()
}

/// The board, North at the top: `rows[0]` is the northmost row, columns run west to
/// east. Pieces are the seat letter and piece numbers (`R1`, `G24`); three or more
/// pieces of one seat on a square are `R#3`; pieces of several seats show their
/// letters (`RG`).
pub fn cells(session: &Session, mark: Option<&MoveInfo>) -> Vec<Vec<Cell>> {
    let game = &session.game;
    let grid = crate::board_view::square_grid(game);
    let n = grid.len();
    // A square's cell (Yut Nori's board is drawn smaller than its grid).
    let cell = |x: u8, y: u8| crate::board_view::cell_of(game, x, y);
    // The petits chevaux ladders' numbers (CH-LADDER), drawn on their empty squares.
    let mut number = vec![vec![None; n]; n];
    for sq in pachisi_core::layout::Layout::of(game).squares {
        let (x, y) = cell(sq.x, sq.y);
        number[y][x] = sq.number;
    }
    // pieces[y][x] = list of (seat, piece)
    let mut pieces = vec![vec![Vec::<(u8, u8)>::new(); n]; n];
    for seat in 0..game.seats() {
        for p in 0..PIECES as u8 {
            if let Some((x, y)) = game.piece_coords(&session.state, seat, p) {
                let (x, y) = cell(x, y);
                pieces[y][x].push((seat, p));
            }
        }
    }
    let marked = |x: usize, y: usize| {
        mark.is_some_and(|m| {
            [m.from, m.to]
                .iter()
                .any(|c| c.is_some_and(|(a, b)| cell(a, b) == (x, y)))
        })
    };
    // Parcheesi's entry squares are safety spaces, Parchís's salidas seguros
    // (PR-SAFE, ES-SAFE): shaded like the other safe squares.
    let entry_safe = game.options().loop_entry != 0;
    // The yards: each seat's corner, its waiting tokens in the middle 2 × 2 cells.
    let a = game.board().arm_len as usize;
    let mut yard = vec![vec![None; n]; n];
    for (seat, x0, y0) in yards(game) {
        for row in yard.iter_mut().skip(y0).take(a) {
            for cell in row.iter_mut().skip(x0).take(a) {
                *cell = Some(seat);
            }
        }
        let slots = [(0, 1), (1, 1), (0, 0), (1, 0)]
            .map(|(dx, dy)| (x0 + a / 2 - 1 + dx, y0 + a / 2 - 1 + dy));
        for p in 0..PIECES as u8 {
            if game.piece_at(&session.state, seat, p) == PieceAt::Waiting {
                let (x, y) = slots[p as usize];
                pieces[y][x].push((seat, p));
            }
        }
    }
    (0..n)
        .rev()
        .map(|y| {
            (0..n)
                .map(|x| {
                    let ground = grid[y][x];
                    let here = &pieces[y][x];
                    let text = if here.is_empty() {
                        match ground {
                            ' ' if yard[y][x].is_some() => " ░ ".to_string(),
                            ' ' => "   ".to_string(),
                            '@' => "@@@".to_string(),
                            '-' => "---".to_string(),
                            // seats are numbered from 1 for people
                            d @ '0'..='3' => format!(" {} ", char::from(d as u8 + 1)),
                            ':' if number[y][x].is_some() => {
                                format!(":{}:", number[y][x].unwrap_or(0))
                            }
                            c => format!(" {c} "),
                        }
                    } else {
                        piece_text(here)
                    };
                    Cell {
                        text,
                        ground,
                        seat: here.first().map(|&(s, _)| s),
                        safe: matches!(ground, 'X' | '*')
                            || (entry_safe && matches!(ground, '0'..='3')),
                        marked: marked(x, y),
                        yard: yard[y][x],
                    }
                })
                .collect()
        })
        .collect()
}

fn piece_text(here: &[(u8, u8)]) -> String {
    let mut seats: Vec<u8> = here.iter().map(|&(s, _)| s).collect();
    seats.dedup();
    let t = if seats.len() > 1 {
        seats.iter().map(|&s| SEAT_LETTERS[s as usize]).collect()
    } else {
        let l = SEAT_LETTERS[seats[0] as usize];
        match here.len() {
            1 | 2 => {
                let nums: String = here.iter().map(|&(_, p)| char::from(b'1' + p)).collect();
                format!("{l}{nums}")
            }
            k => format!("{l}#{k}"),
        }
    };
    format!("{t:<CELL_W$}")
}

/// The board as text lines (for the plain mode), with a legend and the pieces off
/// the board.
pub fn text(session: &Session) -> Vec<String> {
    let mut out: Vec<String> = cells(session, None)
        .iter()
        .map(|row| {
            let line: String = row.iter().map(|c| c.text.as_str()).collect();
            format!("  {}", line.trim_end())
        })
        .collect();
    out.insert(0, "board, North at the top:".into());
    out.push(legend(&session.game));
    for seat in 0..session.game.seats() {
        out.push(format!(
            "  {}: {}",
            session.seat_label(seat),
            session.pieces_text(seat)
        ));
    }
    out
}

/// The legend under the board of the plain mode.
fn legend(game: &Game) -> String {
    let o = game.options();
    let seats = "1-4 the entry square of seat 1-4 (Red, Green, Yellow, Blue)";
    if o.track == TrackKind::Yut {
        return "legend: R1 Red piece 1 (G Green, Y Yellow, B Blue), R12 a stack, R#3 a stack of three; # station 0 (start and finish), + corner, @ centre (shortcuts from a corner or the centre where a piece stops), . station; no safe stations; waiting pieces are listed below".into();
    }
    if o.track == TrackKind::Sorry {
        return "legend: R1 Red pawn 1 (G Green, Y Yellow, B Blue), 1-4 the start square of seat 1-4, > a slide's triangle (another colour's pawn stopping there slides to its end), = the slide, : safety zone, H Home; pawns in Start are listed below".into();
    }
    if !boxed(game) {
        return format!(
            "legend: R1 Red piece 1 (G Green, Y Yellow, B Blue), R#3 three pieces, X castle, * flower, {seats}, : home column, @ centre"
        );
    }
    if o.track == TrackKind::Pachisi {
        // Parcheesi and Parchís: at most two pieces on a square (a blockade or a
        // barrier when they are of one colour); the entry squares are safe.
        let (safe, two, column, centre, nest) = if o.safe_squares == SafeSquares::Parchis {
            (
                "X seguro",
                "a barrier",
                "pasillo (home column)",
                "meta (goal)",
                "casa",
            )
        } else {
            ("X safety space", "a blockade", "home path", "home", "nest")
        };
        let two = if o.blockade {
            format!("R12 two pieces of one colour: {two}")
        } else {
            "R12 two pieces".to_string()
        };
        return format!(
            "legend: R1 Red piece 1 (G Green, Y Yellow, B Blue), {two}, {safe}, {seats}, safe too, : {column}, @ {centre}, ░ a {nest} (its waiting pieces in the middle)"
        );
    }
    let safe = match o.safe_squares {
        SafeSquares::LudoStars if o.ludopy => "* globe, + star (jumps to the next star)",
        SafeSquares::LudoStars => "* star (safe)",
        SafeSquares::None => "no safe squares",
        SafeSquares::Castles => "X castle (safe)",
        SafeSquares::Flowers => "* flower (safe)",
        SafeSquares::Parchis => "X seguro (safe)",
        SafeSquares::Barjis => "X marked square (safe)",
    };
    let column = if o.ladder {
        ":1: the home ladder's squares 1 to 6"
    } else {
        ": home column"
    };
    format!(
        "legend: R1 Red token 1 (G Green, Y Yellow, B Blue), R#3 three tokens, {safe}, 1-4 the start square of seat 1-4 (Red, Green, Yellow, Blue), {column}, @ home, ░ a yard (its waiting tokens in the middle)"
    )
}
