//! `pachisi board`: the board geometry for front ends, and an ASCII picture.

use crate::{Failure, VariantArgs, resolve_game};
use pachisi_core::Game;
use pachisi_core::board::CENTRE;
use pachisi_core::layout::Layout;
use pachisi_core::options::SafeSquares;
use std::fmt::Write as _;

/// The geometry of a game (see [`Layout`]).
fn view(game: &Game) -> Layout {
    Layout::of(game)
}

/// The board's squares as characters, indexed `[y][x]` (y grows north): `X` castle,
/// `*` flower, `0`-`3` a seat's entry square, `:` home column, `.` other square, `@`
/// the centre, space off the board. Also used by `pachisi play` to draw its board.
pub(crate) fn square_grid(game: &Game) -> Vec<Vec<char>> {
    grid_of(game, &view(game))
}

/// Whether the game is played on Yut Nori's board (RULES-more §4.1).
fn is_yut(game: &Game) -> bool {
    game.options().track == pachisi_core::options::TrackKind::Yut
}

/// The cell `[y][x]` of [`square_grid`] that shows the square at board coordinates
/// `(x, y)`: the square itself, but on Yut Nori's 31 × 31 board a third of each
/// coordinate, rounded (11 × 11 cells: the outer stations on the even cells of the
/// edges, the diagonals' on the cells between).
pub(crate) fn cell_of(game: &Game, x: u8, y: u8) -> (usize, usize) {
    if is_yut(game) {
        ((x as usize + 1) / 3, (y as usize + 1) / 3)
    } else {
        (x as usize, y as usize)
    }
}

/// Yut Nori's grid: `#` station 0 (start and finish), `+` a corner, `@` the centre,
/// `.` another station, and the lines joining them (`-`, `|`, `/`, `\`).
fn yut_grid(game: &Game, v: &Layout) -> Vec<Vec<char>> {
    let n = 11;
    let mut grid = vec![vec![' '; n]; n];
    for k in (1..n).step_by(2) {
        grid[0][k] = '-';
        grid[n - 1][k] = '-';
        grid[k][0] = '|';
        grid[k][n - 1] = '|';
    }
    for (x, y) in [(1, 1), (4, 4), (6, 6), (9, 9)] {
        grid[y][x] = '/';
    }
    for (x, y) in [(1, 9), (4, 6), (6, 4), (9, 1)] {
        grid[y][x] = '\\';
    }
    for s in &v.squares {
        let (x, y) = cell_of(game, s.x, s.y);
        grid[y][x] = if s.is("start") {
            '#'
        } else if s.is("centre") {
            '@'
        } else if s.is("corner") {
            '+'
        } else {
            '.'
        };
    }
    grid
}

fn grid_of(game: &Game, v: &Layout) -> Vec<Vec<char>> {
    if is_yut(game) {
        return yut_grid(game, v);
    }
    let n = v.size as usize;
    let mut grid = vec![vec![' '; n]; n];
    let c = (game.board().arm_len + 1) as usize;
    // Sorry!'s board has no centre square: its middle is empty.
    let sorry = game.options().track == pachisi_core::options::TrackKind::Sorry;
    for row in grid.iter_mut().take(c + 2).skip(c - 1).filter(|_| !sorry) {
        for cell in row.iter_mut().take(c + 2).skip(c - 1) {
            *cell = '@';
        }
    }
    let start_seat = |id: u8| {
        v.seats
            .iter()
            .find(|s| s.start_square == id)
            .map(|s| s.seat)
    };
    // Parcheesi's entry spaces (`loop_entry`, PR-TRACK) are safety spaces: drawn as
    // the seat's digit.
    let loop_entry = game.options().loop_entry != 0;
    for s in v.squares.iter().filter(|s| s.id != CENTRE) {
        let ch = if let Some(seat) = start_seat(s.id).filter(|_| loop_entry) {
            char::from(b'0' + seat)
        } else if s.is("castle") || s.is("marked") {
            'X'
        } else if s.is("flower") || s.is("star") || s.is("globe") {
            '*'
        } else if s.is("jump-star") {
            '+'
        } else if let Some(seat) = start_seat(s.id) {
            char::from(b'0' + seat)
        } else if s.is("slide-start") {
            '>'
        } else if s.is("slide") {
            '='
        } else if s.is("home") {
            'H'
        } else if s.is("home-column") {
            ':'
        } else {
            '.'
        };
        grid[s.y as usize][s.x as usize] = ch;
    }
    grid
}

fn ascii(game: &Game, v: &Layout, out: &mut String) {
    let grid = grid_of(game, v);
    let n = grid.len();
    if is_yut(game) {
        return yut_ascii(v, &grid, out);
    }
    let _ = writeln!(out, "{} board ({n} x {n}), North at the top:", v.variant);
    for y in (0..n).rev() {
        let line: String = grid[y].iter().flat_map(|&ch| [ch, ' ']).collect();
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    let safe = match game.options().safe_squares {
        SafeSquares::Castles if game.options().loop_entry != 0 => {
            "X safety space, the entry squares are safety spaces too"
        }
        SafeSquares::Castles => "X castle (safe)",
        SafeSquares::Parchis => "X seguro (safe), the salidas are seguros too",
        SafeSquares::Barjis => "X marked square (safe)",
        SafeSquares::Flowers => "* flower (safe)",
        SafeSquares::None => "no safe squares",
        SafeSquares::LudoStars if game.options().ludopy => {
            "* globe, + star (jumps to the next star), the entry squares are globes too"
        }
        SafeSquares::LudoStars => "* star (safe), the entry squares are safe too",
    };
    if game.options().track == pachisi_core::options::TrackKind::Sorry {
        let _ = writeln!(
            out,
            "\nLegend: > a slide's triangle, = the rest of the slide, 0-3 a seat's start square, : safety zone, H Home, . square"
        );
    } else {
        let _ = writeln!(
            out,
            "\nLegend: {safe}, @ centre, 0-3 a seat's entry square, : home column, . square"
        );
    }
    if game.options().ladder {
        let _ = writeln!(
            out,
            "  The home columns are the numbered ladders (CH-LADDER): squares 1 to 6 from the outside in, each climbed with its own number; a 6 from square 6 reaches the centre."
        );
    }
    for s in &v.seats {
        let first = &s.track[0];
        let _ = writeln!(
            out,
            "  seat {} on arm {} (team {}): enters at square {} ({},{}), step {}; {} steps to {}",
            s.seat,
            s.arm,
            s.team,
            s.start_square,
            first.x,
            first.y,
            first.step,
            s.track.len() - 1,
            if game.track().fill_goal {
                "the goal's last square (the four goal squares must be filled)"
            } else if game.options().track == pachisi_core::options::TrackKind::Sorry {
                "Home"
            } else {
                "the centre"
            }
        );
    }
}

/// `pachisi board` for Yut Nori: the stations and lines, and the four routes.
fn yut_ascii(v: &Layout, grid: &[Vec<char>], out: &mut String) {
    let _ = writeln!(
        out,
        "{} board (29 stations on a 31 x 31 grid, drawn on 11 x 11), North at the top:",
        v.variant
    );
    for row in grid.iter().rev() {
        let line: String = row.iter().flat_map(|&ch| [ch, ' ']).collect();
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    let _ = writeln!(
        out,
        "\nLegend: # station 0 (start and finish, bottom right), + corner (5 top right, 10 top left, 15 bottom left), @ centre (22), . station; no safe stations. Pieces go anticlockwise: up the right side from station 0."
    );
    for (name, r) in ["O", "A", "B", "C"].iter().zip(&v.routes) {
        let stations: Vec<String> = r.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(out, "  route {name}: {}", stations.join(" "));
    }
}

/// `pachisi board`.
pub fn board(args: &VariantArgs, json: bool, out: &mut String) -> Result<(), Failure> {
    let game = resolve_game(args)?;
    let v = view(&game);
    if json {
        out.push_str(&(serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"));
    } else {
        ascii(&game, &v, out);
    }
    Ok(())
}
