//! The board geometry of a game for front ends: every square with its coordinates and
//! kinds (castle, flower, star, globe, start, home column, end), and each seat's track from its
//! entry square to the centre. This is what `pachisi board --json` prints and what the
//! browser app draws its board from.

use crate::Game;
use crate::board::{CENTRE, ColumnKind, ludopy_stars};
use crate::options::{SafeSquares, TrackKind};
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
    /// On Sorry!'s board (`track = sorry`, RULES-more §3.1) a slide's triangle is
    /// `slide-start`, its other squares `slide`, a safety zone's squares
    /// `home-column` and the square after them `home`.
    /// `centre` (also `kitchen` in Barjis, B-BOARD), `castle`, `flower`, `marked`
    /// (Barjis' marked squares, B-SAFE-SQUARES),
    /// `start`, `home-column`, `end`, `corner` (the
    /// Mensch board's loop squares where two arms meet); on the Ludo board
    /// (`safe_squares = ludo-stars`) a safe square is `safe`, and the safe squares that
    /// are no seat's start are `star` (ludo) or `globe` (ludo-ludopy), where
    /// ludopy's jump stars are `jump-star` (RULES §12–13). `start` marks every arm's
    /// start square on the Ludo board, the seats' entry squares otherwise. On the
    /// petits chevaux board (`ladder = true`, RULES §15.1) the ladder squares are
    /// `home-column` and `ladder`, with their number in `number`.
    pub kinds: Vec<&'static str>,
    /// The number (1 … 6) of a petits chevaux ladder square (CH-LADDER).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
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
    /// Direction of play seen from above: `anticlockwise` (Pachisi track) or
    /// `clockwise` (Chopat and Ludo tracks).
    pub direction: &'static str,
    pub squares: Vec<SquareView>,
    pub seats: Vec<SeatView>,
    /// Yut Nori (`track = yut`, RULES-more §4.1, Y-ROUTES): the four routes O, A, B, C
    /// as lists of square ids (stations), each from station 0 round to station 0.
    /// Left out for the other boards.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub routes: Vec<Vec<u8>>,
}

impl Layout {
    /// The layout of a game (its variant and number of seats).
    pub fn of(game: &Game) -> Layout {
        if game.options().track == TrackKind::Yut {
            return Self::yut(game);
        }
        let b = game.board();
        let t = game.track();
        let o = game.options();
        let l = b.arm_len;
        let seats = game.seats();
        let mut start = vec![false; b.squares.len()];
        // The petits chevaux board (option `ladder`) is a form of the Ludo board without
        // its safe squares: only the seats' entry squares are `start`.
        let ludo = o.track == TrackKind::Ludo && !o.ladder;
        if ludo {
            // Every arm's start square is marked, played or not (they are all safe).
            for arm in 0..4 {
                start[b.id(arm, 0, l - 2) as usize] = true;
            }
        }
        let jump_stars = if o.ludopy { ludopy_stars(b) } else { 0 };
        let mut home_col = vec![false; b.squares.len()];
        let mut number = vec![None; b.squares.len()];
        let mut seat_views = Vec::new();
        for seat in 0..seats {
            let sq = game.square_of(seat, t.place);
            start[sq as usize] = true;
            // The Mensch goal's innermost square is its finish (M-END).
            let last = if t.fill_goal { t.finish + 1 } else { t.finish };
            for p in t.turn_in + 1..last {
                home_col[game.square_of(seat, p) as usize] = true;
                if o.ladder {
                    number[game.square_of(seat, p) as usize] = Some(p - t.turn_in);
                }
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
                arm: game.arm_name(seat),
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
                    // Barjis' centre is the kitchen (B-BOARD): where men wait, where
                    // `enter = centre` puts them and where they finish.
                    if o.safe_squares == SafeSquares::Barjis {
                        kinds.push("kitchen");
                    }
                }
                if game.is_safe(s.id) {
                    kinds.push(match o.safe_squares {
                        SafeSquares::Flowers => "flower",
                        SafeSquares::LudoStars => "safe",
                        // Barjis' eight marked squares (B-SAFE-SQUARES): not castles.
                        SafeSquares::Barjis => "marked",
                        _ => "castle",
                    });
                    if ludo && !start[s.id as usize] {
                        kinds.push(if o.ludopy { "globe" } else { "star" });
                    }
                }
                if jump_stars & (1u128 << s.id) != 0 {
                    kinds.push("jump-star");
                }
                if start[s.id as usize] {
                    kinds.push("start");
                }
                if home_col[s.id as usize] {
                    kinds.push("home-column");
                }
                if number[s.id as usize].is_some() {
                    kinds.push("ladder");
                }
                if s.column == ColumnKind::Middle && s.row == l - 1 {
                    kinds.push("end");
                }
                if s.column == ColumnKind::Corner {
                    kinds.push("corner");
                }
                if o.track == TrackKind::Sorry && s.id != CENTRE {
                    // S-SIDE: slides at side indices 1 … 4 and 9 … 13; S-SAFETY: the
                    // square after the five safety squares is Home.
                    match (s.column, s.row) {
                        (ColumnKind::Left, 1 | 9) => kinds.push("slide-start"),
                        (ColumnKind::Left, 2..=4 | 10..=13) => kinds.push("slide"),
                        (ColumnKind::Inner, _) => kinds.push("home"),
                        _ => {}
                    }
                }
                SquareView {
                    id: s.id,
                    x: s.x,
                    y: s.y,
                    arm: s.arm.map(|a| game.board().arm_names[a as usize]),
                    column: s.column,
                    row: s.row,
                    kinds,
                    number: number[s.id as usize],
                }
            })
            .collect();
        Layout {
            variant: game.variant().preset.name(),
            size: b.size,
            orientation: "x grows east, y grows north; the South arm is at the bottom",
            arm_len: l,
            safe_squares: o.safe_squares,
            direction: if o.track == TrackKind::Pachisi {
                "anticlockwise"
            } else {
                "clockwise"
            },
            squares,
            seats: seat_views,
            routes: vec![],
        }
    }

    /// Yut Nori's board (RULES-more §4.1): the 29 stations (square id = station), the
    /// start and finish station 0 `start`, the corners 5, 10 and 15 `corner`, the
    /// centre 22 `centre`; every seat's track is the outer route O (index = step,
    /// from station 0 round to station 0), and `routes` has all four.
    fn yut(game: &Game) -> Layout {
        use crate::family::yut::{CENTRE_STATION, ROUTES};
        let b = game.board();
        let squares = b
            .squares
            .iter()
            .map(|s| {
                let kinds = match s.id {
                    0 => vec!["start"],
                    CENTRE_STATION => vec!["centre"],
                    5 | 10 | 15 => vec!["corner"],
                    _ => vec![],
                };
                SquareView {
                    id: s.id,
                    x: s.x,
                    y: s.y,
                    arm: None,
                    column: s.column,
                    row: s.row,
                    kinds,
                    number: None,
                }
            })
            .collect();
        let outer: Vec<TrackStep> = ROUTES[0]
            .iter()
            .enumerate()
            .map(|(i, &st)| {
                let s = b.squares[st as usize];
                TrackStep {
                    step: i as i16,
                    square: st,
                    x: s.x,
                    y: s.y,
                }
            })
            .collect();
        let seats = (0..game.seats())
            .map(|seat| SeatView {
                seat,
                arm: game.arm_name(seat),
                team: game.team_of(seat),
                start_square: 0,
                track: outer.clone(),
            })
            .collect();
        Layout {
            variant: game.variant().preset.name(),
            size: b.size,
            orientation: "x grows east, y grows north; station 0 is the bottom-right corner",
            arm_len: 0,
            safe_squares: game.options().safe_squares,
            direction: "anticlockwise",
            squares,
            seats,
            routes: ROUTES.iter().map(|r| r.to_vec()).collect(),
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
                let last = s.track.last().unwrap().square;
                if game.options().track == TrackKind::Yut {
                    // Y-ROUTES: round the outer route back to station 0.
                    assert_eq!(last, 0);
                    assert_eq!(s.track.len(), 21);
                } else if game.track().fill_goal || game.options().track == TrackKind::Sorry {
                    // Sorry!: the seat's Home, the square after its safety zone.
                    // Mensch: the goal's innermost square (M-END).
                    assert_eq!(
                        game.board().squares[last as usize].column,
                        ColumnKind::Inner
                    );
                } else {
                    assert_eq!(last, CENTRE);
                }
                assert_eq!(s.track[0].square, s.start_square);
                assert!(l.squares[s.start_square as usize].is("start"));
            }
        }
    }

    #[test]
    fn mensch_board_is_11_by_11_with_corners_and_goals() {
        let game = Game::new(Variant::preset(Preset::Mensch)).unwrap();
        let l = Layout::of(&game);
        assert_eq!((l.size, l.arm_len, l.direction), (11, 4, "clockwise"));
        // The centre, 3 × 4 squares per arm, 4 corners and 4 inner goal squares.
        assert_eq!(l.squares.len(), 1 + 48 + 8);
        let count = |k: &str| l.squares.iter().filter(|s| s.is(k)).count();
        assert_eq!(count("start"), 4);
        assert_eq!(count("corner"), 4);
        assert_eq!(count("home-column"), 4 * 4);
        assert_eq!(count("safe"), 0);
        let seat0 = &l.seats[0];
        assert_eq!(seat0.track.len(), 44);
        let at = |i: usize| (seat0.track[i].x, seat0.track[i].y, seat0.track[i].step);
        assert_eq!(at(0), (4, 0, 1));
        assert_eq!(at(4), (4, 4, 5));
        assert_eq!(at(9), (0, 5, 10));
        assert_eq!(at(39), (5, 0, 40));
        assert_eq!(at(43), (5, 4, 44));
        // Every square but the centre is on some seat's track, each loop square once.
        let sq: std::collections::BTreeSet<u8> =
            seat0.track[..40].iter().map(|t| t.square).collect();
        assert_eq!(sq.len(), 40);
    }

    #[test]
    fn petits_chevaux_board_has_corners_and_numbered_ladders() {
        let game = Game::new(Variant::preset(Preset::PetitsChevaux)).unwrap();
        let l = Layout::of(&game);
        assert_eq!((l.size, l.arm_len, l.direction), (15, 6, "clockwise"));
        // The centre, 3 × 6 squares per arm, 4 corners and 4 sixth ladder squares.
        assert_eq!(l.squares.len(), 1 + 72 + 8);
        let count = |k: &str| l.squares.iter().filter(|s| s.is(k)).count();
        assert_eq!(count("start"), 4);
        assert_eq!(count("corner"), 4);
        assert_eq!(count("ladder"), 4 * 6);
        assert_eq!(count("home-column"), 4 * 6);
        assert_eq!(count("safe") + count("star"), 0);
        let seat0 = &l.seats[0];
        assert_eq!(seat0.track.len(), 63);
        let at = |i: usize| (seat0.track[i].x, seat0.track[i].y, seat0.track[i].step);
        assert_eq!(at(0), (6, 0, 1));
        assert_eq!(at(6), (6, 6, 7)); // the corner
        assert_eq!(at(13), (0, 7, 14));
        assert_eq!(at(55), (7, 0, 56)); // the square before the ladder
        assert_eq!(at(56), (7, 1, 57)); // ladder square 1
        assert_eq!(at(61), (7, 6, 62)); // ladder square 6
        assert_eq!(at(62), (7, 7, 63)); // the centre
        for (k, st) in seat0.track[56..62].iter().enumerate() {
            assert_eq!(l.squares[st.square as usize].number, Some(k as u8 + 1));
        }
        // Each loop square once; every seat's loop is the same 56 squares.
        let loop0: std::collections::BTreeSet<u8> =
            seat0.track[..56].iter().map(|t| t.square).collect();
        assert_eq!(loop0.len(), 56);
        for s in &l.seats {
            let lp: std::collections::BTreeSet<u8> =
                s.track[..56].iter().map(|t| t.square).collect();
            assert_eq!(lp, loop0);
        }
        // Consecutive steps are neighbours (the corners make the loop a walk of
        // orthogonal steps).
        for w in seat0.track.windows(2) {
            let d = (w[0].x as i32 - w[1].x as i32).abs() + (w[0].y as i32 - w[1].y as i32).abs();
            assert_eq!(d, 1, "{:?} → {:?}", w[0], w[1]);
        }
    }

    #[test]
    fn ludo_board_is_15_by_15_with_stars_and_home_columns() {
        for p in [Preset::Ludo, Preset::LudoLudopy] {
            let game = Game::new(Variant::preset(p)).unwrap();
            let l = Layout::of(&game);
            assert_eq!((l.size, l.arm_len, l.direction), (15, 6, "clockwise"));
            // 3 × 6 squares per arm and the centre.
            assert_eq!(l.squares.len(), 73);
            let count = |k: &str| l.squares.iter().filter(|s| s.is(k)).count();
            assert_eq!(count("start"), 4);
            assert_eq!(count("safe"), 8);
            assert_eq!(count("home-column"), 4 * 5);
            let seat0 = &l.seats[0];
            // Start square (6,1), step 1; the goal is step 57.
            assert_eq!(
                (seat0.track[0].x, seat0.track[0].y, seat0.track[0].step),
                (6, 1, 1)
            );
            assert_eq!(seat0.track.last().unwrap().step, 57);
            assert_eq!(seat0.track.len(), 57);
            // The star 8 steps after the start: (2,6).
            let star = &seat0.track[8];
            assert_eq!((star.x, star.y, star.step), (2, 6, 9));
            assert!(l.squares[star.square as usize].is("safe"));
            if p == Preset::Ludo {
                assert_eq!(count("star"), 4);
                assert_eq!(count("jump-star"), 0);
            } else {
                assert_eq!(count("globe"), 4);
                assert_eq!(count("jump-star"), 8);
                // ludopy's star at position 5 is (6,5), at 12 the West end square.
                assert!(l.squares[seat0.track[4].square as usize].is("jump-star"));
                assert_eq!((seat0.track[11].x, seat0.track[11].y), (0, 7));
                assert!(l.squares[seat0.track[11].square as usize].is("jump-star"));
            }
        }
    }

    // B-SAFE-SQUARES, B-BOARD: Barjis' eight marked squares are named `marked` (not
    // Pachisi's castles), at steps 11, 22, … of every seat's track; its centre is the
    // kitchen; two players sit at S and N.
    #[test]
    fn b_safe_squares_b_board_the_layout_names_marked_squares_and_the_kitchen() {
        for p in [Preset::Barjis, Preset::BarjisLevant] {
            let game = Game::new(Variant::preset(p)).unwrap();
            let l = Layout::of(&game);
            // The engine's safe squares (their places: tests/rules_barjis.rs), all marked.
            let marked: Vec<u8> = l
                .squares
                .iter()
                .filter(|s| s.is("marked"))
                .map(|s| s.id)
                .collect();
            let safe: Vec<u8> = l
                .squares
                .iter()
                .filter(|s| game.is_safe(s.id))
                .map(|s| s.id)
                .collect();
            assert_eq!((marked.len(), &marked), (8, &safe), "{p}");
            assert!(!l.squares.iter().any(|s| s.is("castle")), "{p}");
            let centre = &l.squares[CENTRE as usize];
            assert!(centre.is("centre") && centre.is("kitchen"), "{p}");
            for seat in &l.seats {
                for step in [11, 22, 28, 39, 45, 56, 62, 73] {
                    let t = seat.track.iter().find(|t| t.step == step).unwrap();
                    assert!(l.squares[t.square as usize].is("marked"), "{p} {step}");
                }
            }
            if game.seats() == 2 {
                let arms: Vec<&str> = l.seats.iter().map(|s| s.arm).collect();
                assert_eq!(arms, ["S", "N"], "{p}");
            }
        }
        // Pachisi's centre is no kitchen and its castles stay castles.
        let l = Layout::of(&Game::new(Variant::preset(Preset::Pachisi)).unwrap());
        assert!(!l.squares.iter().any(|s| s.is("kitchen") || s.is("marked")));
        assert_eq!(l.squares.iter().filter(|s| s.is("castle")).count(), 12);
    }
}
