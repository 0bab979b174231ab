//! `pachisi board`: the board geometry for front ends, and an ASCII picture.

use crate::{Failure, VariantArgs, resolve_game};
use pachisi_core::Game;
use pachisi_core::board::{ARM_NAMES, CENTRE, ColumnKind};
use pachisi_core::options::SafeSquares;
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Serialize)]
struct SquareView {
    id: u8,
    x: u8,
    y: u8,
    /// Arm name (S, E, N, W); none for the centre.
    arm: Option<&'static str>,
    column: ColumnKind,
    /// Distance from the centre, 0 next to it.
    row: u8,
    kinds: Vec<&'static str>,
}

#[derive(Serialize)]
struct TrackStep {
    step: i16,
    square: u8,
    x: u8,
    y: u8,
}

#[derive(Serialize)]
struct SeatView {
    seat: u8,
    arm: &'static str,
    team: u8,
    /// Square a piece is placed on when it enters.
    start_square: u8,
    /// From the first board step to the finish (the centre), in playing order.
    track: Vec<TrackStep>,
}

#[derive(Serialize)]
struct BoardView {
    variant: &'static str,
    /// Grid side: coordinates run 0..size.
    size: u8,
    /// x grows to the East, y to the North; the South arm is at y < arm_len.
    orientation: &'static str,
    arm_len: u8,
    safe_squares: SafeSquares,
    squares: Vec<SquareView>,
    seats: Vec<SeatView>,
}

fn view(game: &Game) -> BoardView {
    let b = game.board();
    let t = game.track();
    let o = game.options();
    let l = b.arm_len;
    let seats = game.seats();
    let mut start = vec![false; b.squares.len()];
    let mut home_col = vec![false; b.squares.len()];
    let mut seat_views = Vec::new();
    for seat in 0..seats {
        let sq = game.square_of(seat, t.place);
        start[sq as usize] = true;
        for p in t.turn_in + 1..t.finish {
            home_col[game.square_of(seat, p) as usize] = true;
        }
        let track = (t.place..=t.finish)
            .map(|p| {
                let id = game.square_of(seat, p);
                let s = b.squares[id as usize];
                TrackStep {
                    step: t.step(p),
                    square: id,
                    x: s.x,
                    y: s.y,
                }
            })
            .collect();
        seat_views.push(SeatView {
            seat,
            arm: ARM_NAMES[game.arm_of(seat) as usize],
            team: game.team_of(seat),
            start_square: sq,
            track,
        });
    }
    let squares = b
        .squares
        .iter()
        .map(|s| {
            let mut kinds = Vec::new();
            if s.id == CENTRE {
                kinds.push("centre");
            }
            if game.is_safe(s.id) {
                kinds.push(match o.safe_squares {
                    SafeSquares::Flowers => "flower",
                    _ => "castle",
                });
            }
            if start[s.id as usize] {
                kinds.push("start");
            }
            if home_col[s.id as usize] {
                kinds.push("home-column");
            }
            if s.column == ColumnKind::Middle && s.row == l - 1 {
                kinds.push("end");
            }
            SquareView {
                id: s.id,
                x: s.x,
                y: s.y,
                arm: s.arm.map(|a| ARM_NAMES[a as usize]),
                column: s.column,
                row: s.row,
                kinds,
            }
        })
        .collect();
    BoardView {
        variant: game.variant().preset.name(),
        size: b.size,
        orientation: "x grows east, y grows north; the South arm is at the bottom",
        arm_len: l,
        safe_squares: o.safe_squares,
        squares,
        seats: seat_views,
    }
}

fn ascii(game: &Game, v: &BoardView, out: &mut String) {
    let n = v.size as usize;
    let mut grid = vec![vec![' '; n]; n];
    let c = (game.board().arm_len + 1) as usize;
    for row in grid.iter_mut().take(c + 2).skip(c - 1) {
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
    for s in v.squares.iter().filter(|s| s.id != CENTRE) {
        let ch = if s.kinds.contains(&"castle") {
            'X'
        } else if s.kinds.contains(&"flower") {
            '*'
        } else if let Some(seat) = start_seat(s.id) {
            char::from(b'0' + seat)
        } else if s.kinds.contains(&"home-column") {
            ':'
        } else {
            '.'
        };
        grid[s.y as usize][s.x as usize] = ch;
    }
    let _ = writeln!(out, "{} board ({n} x {n}), North at the top:", v.variant);
    for y in (0..n).rev() {
        let line: String = grid[y].iter().flat_map(|&ch| [ch, ' ']).collect();
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    let safe = match game.options().safe_squares {
        SafeSquares::Castles => "X castle (safe)",
        SafeSquares::Flowers => "* flower (safe)",
        SafeSquares::None => "no safe squares",
    };
    let _ = writeln!(
        out,
        "\nLegend: {safe}, @ centre, 0-3 a seat's entry square, : home column, . square"
    );
    for s in &v.seats {
        let first = &s.track[0];
        let _ = writeln!(
            out,
            "  seat {} on arm {} (team {}): enters at square {} ({},{}), step {}; {} steps to the centre",
            s.seat,
            s.arm,
            s.team,
            s.start_square,
            first.x,
            first.y,
            first.step,
            s.track.len() - 1
        );
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
