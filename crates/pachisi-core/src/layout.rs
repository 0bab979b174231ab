//! The board geometry of a game for front ends: every square with its coordinates and
//! kinds (castle, flower, start, home column, end), and each seat's track from its
//! entry square to the centre. This is what `pachisi board --json` prints and what the
//! browser app draws its board from.

use crate::Game;
use crate::board::{ARM_NAMES, CENTRE, ColumnKind};
use crate::options::SafeSquares;
use serde::Serialize;

/// One square of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SquareView {
    pub id: u8,
    pub x: u8,
    pub y: u8,
    /// Arm name (S, E, N, W); none for the centre.
    pub arm: Option<&'static str>,
    pub column: ColumnKind,
    /// Distance from the centre, 0 next to it.
    pub row: u8,
    /// `centre`, `castle`, `flower`, `start`, `home-column`, `end`.
    pub kinds: Vec<&'static str>,
}

impl SquareView {
    /// Whether the square has this kind.
    pub fn is(&self, kind: &str) -> bool {
        self.kinds.contains(&kind)
    }
}

/// One step of a seat's track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrackStep {
    /// The rules step number.
    pub step: i16,
    pub square: u8,
    pub x: u8,
    pub y: u8,
}

/// One seat: its arm, team, entry square and track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: u8,
    pub arm: &'static str,
    pub team: u8,
    /// Square a piece is placed on when it enters.
    pub start_square: u8,
    /// From the first board step to the finish (the centre), in playing order.
    pub track: Vec<TrackStep>,
}

/// The whole geometry of a game's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Layout {
    pub variant: &'static str,
    /// Grid side: coordinates run 0..size.
    pub size: u8,
    /// x grows to the East, y to the North; the South arm is at y < arm_len.
    pub orientation: &'static str,
    pub arm_len: u8,
    pub safe_squares: SafeSquares,
    pub squares: Vec<SquareView>,
    pub seats: Vec<SeatView>,
}

impl Layout {
    /// The layout of a game (its variant and number of seats).
    pub fn of(game: &Game) -> Layout {
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
        Layout {
            variant: game.variant().preset.name(),
            size: b.size,
            orientation: "x grows east, y grows north; the South arm is at the bottom",
            arm_len: l,
            safe_squares: o.safe_squares,
            squares,
            seats: seat_views,
        }
    }

    /// Pretty JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Preset, Variant};

    #[test]
    fn every_seat_track_ends_in_the_centre() {
        for p in Preset::ALL {
            let game = Game::new(Variant::preset(p)).unwrap();
            let l = Layout::of(&game);
            assert_eq!(l.seats.len(), game.seats() as usize);
            assert_eq!(l.squares.len(), game.board().squares.len());
            for s in &l.seats {
                assert_eq!(s.track.last().unwrap().square, CENTRE);
                assert_eq!(s.track[0].square, s.start_square);
                assert!(l.squares[s.start_square as usize].is("start"));
            }
        }
    }
}
