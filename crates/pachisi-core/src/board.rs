//! Board geometry: the cross of four arms, square coordinates, the perimeter loop and
//! the per-seat tracks (RULES §1–2).
//!
//! Everything is given for the South arm and rotated by 90° about the centre for the
//! others, so the arm length is a parameter (8 for the Indian games, 6 for the 15 × 15
//! Ludo board).

use crate::options::{FlowerInMiddle, SafeSquares, TrackKind};
use serde::Serialize;

/// Arms in anticlockwise order, as indices 0..4.
pub const ARM_NAMES: [&str; 4] = ["S", "E", "N", "W"];

/// Square id of the centre (Charkoni / Ghar).
pub const CENTRE: u8 = 0;
/// Square id meaning "not on the board" (a waiting piece).
pub const OFF_BOARD: u8 = u8::MAX;

/// What a square is, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ColumnKind {
    Centre,
    Left,
    Middle,
    Right,
    /// A loop square where two arms meet (the Mensch board's four corners, RULES §14.1).
    Corner,
    /// A goal square between an arm's middle column and the centre (the Mensch board's
    /// innermost goal squares, RULES §14.1).
    Inner,
}

/// One square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Square {
    pub id: u8,
    pub x: u8,
    pub y: u8,
    /// Arm index (0 = S, 1 = E, 2 = N, 3 = W); the centre and the Mensch board's
    /// corners have none.
    pub arm: Option<u8>,
    pub column: ColumnKind,
    /// Distance from the centre, 0 = next to the centre (arm squares only).
    pub row: u8,
}

/// The cross board.
#[derive(Clone, Debug)]
pub struct Board {
    /// Squares per column of an arm (8 here).
    pub arm_len: u8,
    /// Grid side (2 * arm_len + 3).
    pub size: u8,
    /// All squares; index = square id; id 0 is the centre.
    pub squares: Vec<Square>,
    /// The perimeter loop in anticlockwise order, starting at the South arm's left
    /// column next to the centre; `loop_sq[arm_len]` is the South end square. On the
    /// Mensch board ([`Board::mensch`]) the 40-square loop in clockwise order from the
    /// South seat's start square `(4,0)`.
    pub loop_sq: Vec<u8>,
    /// The name of each arm index (side of Sorry!'s board): [`ARM_NAMES`], or
    /// [`SORRY_SIDE_NAMES`] on the board whose sides are numbered clockwise.
    pub arm_names: [&'static str; 4],
}

/// Sorry!'s sides in clockwise order (S-LOOP).
pub const SORRY_SIDE_NAMES: [&str; 4] = ["S", "W", "N", "E"];

impl Board {
    /// A cross board with arms of `arm_len` squares per column.
    pub fn new(arm_len: u8) -> Board {
        let l = arm_len;
        let c = l + 1;
        let mut squares = vec![Square {
            id: CENTRE,
            x: c,
            y: c,
            arm: None,
            column: ColumnKind::Centre,
            row: 0,
        }];
        for arm in 0..4u8 {
            for col in 0..3u8 {
                for row in 0..l {
                    // South arm coordinates, then rotate.
                    let (mut x, mut y) = (l + col, l - 1 - row);
                    for _ in 0..arm {
                        (x, y) = (2 * c - y, x);
                    }
                    squares.push(Square {
                        id: squares.len() as u8,
                        x,
                        y,
                        arm: Some(arm),
                        column: [ColumnKind::Left, ColumnKind::Middle, ColumnKind::Right]
                            [col as usize],
                        row,
                    });
                }
            }
        }
        let mut b = Board {
            arm_len: l,
            size: 2 * l + 3,
            squares,
            loop_sq: Vec::new(),
            arm_names: ARM_NAMES,
        };
        for arm in 0..4 {
            for row in 0..l {
                b.loop_sq.push(b.id(arm, 0, row));
            }
            b.loop_sq.push(b.id(arm, 1, l - 1));
            for row in (0..l).rev() {
                b.loop_sq.push(b.id(arm, 2, row));
            }
        }
        b
    }

    /// The Mensch ärgere Dich nicht board (RULES §14.1): the 11 × 11 cross of
    /// [`Board::new`]`(4)` plus 8 squares inside its central 3 × 3 block: the four
    /// corners where two arms meet, `(4,4)`, `(4,6)`, `(6,6)`, `(6,4)` (ids 49 … 52,
    /// column [`ColumnKind::Corner`], no arm), which are loop squares, and the four
    /// innermost goal squares `(5,4)`, `(6,5)`, `(5,6)`, `(4,5)` (ids 53 … 56, column
    /// [`ColumnKind::Inner`], arms S, E, N, W). Only the middle `(5,5)` stays the
    /// centre, which no piece reaches. `loop_sq` is the 40-square loop, clockwise from
    /// `(4,0)`.
    pub fn mensch() -> Board {
        let mut b = Board::with_corners(4);
        // The South seat's loop steps 1 … 40, clockwise from its start square.
        b.loop_sq = mensch_south_path()
            .iter()
            .take(40)
            .map(|&(x, y)| b.at(x, y).expect("a Mensch loop square"))
            .collect();
        b
    }

    /// The board of the jeu des petits chevaux (RULES §15.1): the 15 × 15 cross of
    /// [`Board::new`]`(6)` plus, as on the Mensch board, 8 squares inside its central
    /// 3 × 3 block: the four corners `(6,6)`, `(6,8)`, `(8,8)`, `(8,6)` (ids 73 … 76,
    /// column [`ColumnKind::Corner`]), which are loop squares, and the four ladder
    /// squares numbered 6 `(7,6)`, `(8,7)`, `(7,8)`, `(6,7)` (ids 77 … 80, column
    /// [`ColumnKind::Inner`], arms S, E, N, W). The middle `(7,7)` is the centre that
    /// horses reach from their ladder. `loop_sq` is the 56-square loop, clockwise from
    /// `(6,0)`.
    pub fn petits_chevaux() -> Board {
        let mut b = Board::with_corners(6);
        b.loop_sq = chevaux_south_path()
            .iter()
            .take(56)
            .map(|&(x, y)| b.at(x, y).expect("a petits chevaux loop square"))
            .collect();
        b
    }

    /// Sorry!'s board (RULES-more §3.1, S-GRID, S-LOOP, S-SAFETY): a 16 × 16 grid.
    /// Id 0 is the middle of the board (no pawn stands there), ids 1 … 60 the loop
    /// squares L0 … L59 in the direction of movement (`loop_sq`), ids 61 … 84 the
    /// safety zones, five squares a side, each followed by its Home
    /// ([`ColumnKind::Inner`]; side k's S1 is 61 + 6k, its Home 66 + 6k). A square's `arm` is its side, numbered clockwise
    /// (0 South, 1 West, 2 North, 3 East, as S-LOOP's seats; the cross boards number
    /// their arms anticlockwise); `row` is its index on the side (0 the corner) or in
    /// the safety zone (0 = S1); the corners are [`ColumnKind::Corner`], the other
    /// loop squares [`ColumnKind::Left`], the safety squares [`ColumnKind::Middle`].
    pub fn sorry() -> Board {
        let mut squares = vec![Square {
            id: CENTRE,
            x: 8,
            y: 8,
            arm: None,
            column: ColumnKind::Centre,
            row: 0,
        }];
        // S-ROTATE: a side's squares are South's turned a quarter clockwise per side.
        let turn = |(mut x, mut y): (u8, u8), k: u8| {
            for _ in 0..k {
                (x, y) = (y, 15 - x);
            }
            (x, y)
        };
        for k in 0..4u8 {
            for i in 0..15u8 {
                let (x, y) = turn((15 - i, 0), k);
                squares.push(Square {
                    id: squares.len() as u8,
                    x,
                    y,
                    arm: Some(k),
                    column: if i == 0 {
                        ColumnKind::Corner
                    } else {
                        ColumnKind::Left
                    },
                    row: i,
                });
            }
        }
        for k in 0..4u8 {
            for j in 0..6u8 {
                // S1 … S5, then Home (S-SAFETY), ids 61 + 6k + j.
                let (x, y) = turn((13, 1 + j), k);
                squares.push(Square {
                    id: squares.len() as u8,
                    x,
                    y,
                    arm: Some(k),
                    column: if j < 5 {
                        ColumnKind::Middle
                    } else {
                        ColumnKind::Inner
                    },
                    row: j,
                });
            }
        }
        Board {
            arm_len: 7,
            size: 16,
            squares,
            loop_sq: (1..=60).collect(),
            arm_names: SORRY_SIDE_NAMES,
        }
    }

    /// Yut Nori's board (RULES-more §4.1, Y-BOARD, Y-COORDS): square id `k` is station
    /// `k` (0 the start and finish, 1 … 19 round the square, 20 … 28 the diagonals, 22
    /// the centre) at its coordinates on a 31 × 31 grid, `(0, 0)` bottom-left. The
    /// corners and the centre are [`ColumnKind::Corner`], the others
    /// [`ColumnKind::Left`]; no square has an arm (every side uses every station).
    pub fn yut() -> Board {
        let squares = crate::family::yut::STATION_XY
            .iter()
            .enumerate()
            .map(|(k, &(x, y))| Square {
                id: k as u8,
                x,
                y,
                arm: None,
                column: if matches!(k, 0 | 5 | 10 | 15 | 22) {
                    ColumnKind::Corner
                } else {
                    ColumnKind::Left
                },
                row: 0,
            })
            .collect();
        Board {
            arm_len: 0,
            size: 31,
            squares,
            loop_sq: (0..20).collect(),
            arm_names: ARM_NAMES,
        }
    }

    /// [`Board::new`]`(arm_len)` plus the four corners of the central 3 × 3 block
    /// (loop squares where two arms meet) and the four squares between each arm's
    /// middle column and the centre (ids after the arms': corners S, W, N, E-side in
    /// arm order, then the inner squares of arms S, E, N, W).
    fn with_corners(arm_len: u8) -> Board {
        let mut b = Board::new(arm_len);
        let c = arm_len + 1;
        // South's corner is the one its left column leads into: (c-1, c-1); then rotate.
        for (k, column) in [(0u8, ColumnKind::Corner), (1, ColumnKind::Inner)] {
            for arm in 0..4u8 {
                let (mut x, mut y) = if k == 0 { (c - 1, c - 1) } else { (c, c - 1) };
                for _ in 0..arm {
                    (x, y) = (2 * c - y, x);
                }
                b.squares.push(Square {
                    id: b.squares.len() as u8,
                    x,
                    y,
                    arm: (column == ColumnKind::Inner).then_some(arm),
                    column,
                    row: 0,
                });
            }
        }
        b
    }

    /// Square id of `arm`, column (0 left, 1 middle, 2 right), row from the centre.
    pub fn id(&self, arm: u8, col: u8, row: u8) -> u8 {
        1 + arm * 3 * self.arm_len + col * self.arm_len + row
    }

    /// Square id at coordinates, if there is one.
    pub fn at(&self, x: u8, y: u8) -> Option<u8> {
        self.squares
            .iter()
            .find(|s| s.x == x && s.y == y)
            .map(|s| s.id)
            .or_else(|| {
                let c = self.arm_len + 1;
                (x.abs_diff(c) <= 1 && y.abs_diff(c) <= 1).then_some(CENTRE)
            })
    }

    /// Number of squares in the perimeter loop (68 here).
    pub fn loop_len(&self) -> u8 {
        self.loop_sq.len() as u8
    }

    /// The loop index of the square `row` from the centre in the left column of an arm,
    /// in the South arm's numbering (rotate by adding `arm * (2 * arm_len + 1)`).
    fn rotate_loop(&self, idx: i32, arm: u8) -> u8 {
        let n = self.loop_len() as i32;
        (idx + arm as i32 * (2 * self.arm_len as i32 + 1)).rem_euclid(n) as u8
    }
}

/// The South seat's path on the Mensch board (RULES §14.1), steps 1 … 44 as `(x, y)`:
/// the start square `(4,0)` up the South arm's left (west) column to the corner
/// `(4,4)`, out along the West arm and back, and so on clockwise round the 40-square
/// loop to the South end square `(5,0)` (step 40), then up the middle column into the
/// goal `(5,1)` … `(5,4)` (steps 41 … 44).
fn mensch_south_path() -> [(u8, u8); 44] {
    let c = 5u8;
    // One quarter, South seat's view: the left column outward-in, the corner, the next
    // arm's near column outward, its end square. Then turned clockwise three times.
    let quarter: [(u8, u8); 10] = [
        (4, 0),
        (4, 1),
        (4, 2),
        (4, 3),
        (4, 4),
        (3, 4),
        (2, 4),
        (1, 4),
        (0, 4),
        (0, 5),
    ];
    let mut path = [(0u8, 0u8); 44];
    for q in 0..4 {
        for (i, &(mut x, mut y)) in quarter.iter().enumerate() {
            // Clockwise by 90° about the centre, q times: (x, y) -> (y, 2c - x).
            for _ in 0..q {
                (x, y) = (y, 2 * c - x);
            }
            path[10 * q + i] = (x, y);
        }
    }
    for (j, p) in path[40..].iter_mut().enumerate() {
        *p = (5, 1 + j as u8);
    }
    path
}

/// The South seat's path on the petits chevaux board (RULES §15.1), steps 1 … 62 as
/// `(x, y)`: the start square `(6,0)` up the South arm's left (west) column to the
/// corner `(6,6)`, out along the West arm and back, and so on clockwise round the
/// 56-square loop to the South end square `(7,0)` (step 56, the square before the
/// ladder), then up the middle column onto the ladder squares 1 … 6, `(7,1)` …
/// `(7,6)` (steps 57 … 62). The centre `(7,7)` is step 63.
fn chevaux_south_path() -> [(u8, u8); 62] {
    let c = 7u8;
    let mut quarter = [(0u8, 0u8); 14];
    for (i, q) in quarter.iter_mut().enumerate() {
        let i = i as u8;
        *q = match i {
            0..=6 => (6, i),       // the left column outward-in, then the corner (6,6)
            7..=12 => (12 - i, 6), // the West arm's near column outward
            _ => (0, 7),           // the West arm's end square
        };
    }
    let mut path = [(0u8, 0u8); 62];
    for q in 0..4 {
        for (i, &(mut x, mut y)) in quarter.iter().enumerate() {
            for _ in 0..q {
                (x, y) = (y, 2 * c - x);
            }
            path[14 * q + i] = (x, y);
        }
    }
    for (j, p) in path[56..].iter_mut().enumerate() {
        *p = (7, 1 + j as u8);
    }
    path
}

/// One seat's path, indexed by internal position (see [`Track`]).
pub type Path = [u8; MAX_POS];

/// Largest internal position + 1.
pub const MAX_POS: usize = 128;

/// A track shape, turned into one path per arm.
#[derive(Clone, Debug)]
pub struct Track {
    pub kind: TrackKind,
    /// Internal position of the finish (the centre).
    pub finish: u8,
    /// Internal position of the last loop square before the home column.
    pub turn_in: u8,
    /// Lowest internal position of the cyclic part: positions `loop_lo..=turn_in`
    /// cover every loop square once.
    pub loop_lo: u8,
    /// Squares in the loop.
    pub loop_len: u8,
    /// Internal position of step 0 (rules step = internal − offset).
    pub offset: u8,
    /// Internal position a piece is placed on when it enters (`enter = place`).
    pub place: u8,
    /// Internal position of the middle-column flower/end square a piece passes into
    /// the home column (for drawing returning pieces on their side).
    pub paths: [Path; 4],
    /// A seat is done when all its pieces stand in its home column (the Mensch goal,
    /// M-END), not only when they reach `finish`.
    pub fill_goal: bool,
}

impl Track {
    /// Build the track of `kind` for the four arms of `board`.
    pub fn new(board: &Board, kind: TrackKind) -> Track {
        let l = board.arm_len;
        let n = board.loop_len();
        let mut paths = [[OFF_BOARD; MAX_POS]; 4];
        match kind {
            TrackKind::Sorry => Track::sorry(board),
            TrackKind::Yut => Track::yut(),
            TrackKind::Pachisi => {
                // internal == rules step. 0 Charkoni, 1..l-1 own middle column outward,
                // l..=l+n loop (l and l+n both the own end square), then home column.
                let turn_in = l + n;
                for (arm, path) in paths.iter_mut().enumerate() {
                    let arm = arm as u8;
                    path[0] = OFF_BOARD;
                    for p in 1..l {
                        path[p as usize] = board.id(arm, 1, p - 1);
                    }
                    for p in l..=turn_in {
                        path[p as usize] = board.loop_sq[board.rotate_loop(p as i32, arm) as usize];
                    }
                    for j in 1..l {
                        path[(turn_in + j) as usize] = board.id(arm, 1, l - 1 - j);
                    }
                    path[(turn_in + l) as usize] = CENTRE;
                }
                Track {
                    kind,
                    finish: turn_in + l,
                    turn_in,
                    loop_lo: turn_in + 1 - n,
                    loop_len: n,
                    offset: 0,
                    place: 1,
                    paths,
                    fill_goal: false,
                }
            }
            TrackKind::Mensch => {
                // internal == rules step: 1 … 40 the loop from the start square, 41 … 44
                // the goal; 44, the innermost goal square, is `finish`.
                let south = mensch_south_path();
                let c = board.arm_len + 1;
                for (arm, path) in paths.iter_mut().enumerate() {
                    path[0] = OFF_BOARD;
                    for (i, &(mut x, mut y)) in south.iter().enumerate() {
                        // Anticlockwise by 90° per arm, as Board::new turns the arms.
                        for _ in 0..arm {
                            (x, y) = (2 * c - y, x);
                        }
                        path[i + 1] = board.at(x, y).expect("a Mensch square");
                    }
                }
                Track {
                    kind,
                    finish: 44,
                    turn_in: 40,
                    loop_lo: 1,
                    loop_len: 40,
                    offset: 0,
                    place: 1,
                    paths,
                    fill_goal: true,
                }
            }
            TrackKind::Chopat | TrackKind::Ludo => {
                // Clockwise from the start flower (left column, 4th from the outer edge).
                // internal = step + offset; internal 1..offset-1 are the loop squares
                // between the own end square and the start flower, used only by
                // circling pieces (C-TOHD-LOOP) and the fool (C-FOOL).
                //
                // Ludo (RULES §12.1): the start square is the left column's 2nd square
                // from the outer edge and is step 1 (ludopy's position 1), so internal 1
                // is step 0, the loop square between the own end square and the start.
                let ludo = kind == TrackKind::Ludo;
                let start_row = if ludo { l - 2 } else { l - 4 }; // loop index of the start
                let offset = if ludo {
                    l - start_row - 1
                } else {
                    l - start_row
                }; // internal position of step 0
                let turn_in = n; // internal position of the own end square
                for (arm, path) in paths.iter_mut().enumerate() {
                    let arm = arm as u8;
                    path[0] = OFF_BOARD;
                    for p in 1..=turn_in {
                        let idx = l as i32 + turn_in as i32 - p as i32;
                        path[p as usize] = board.loop_sq[board.rotate_loop(idx, arm) as usize];
                    }
                    for j in 1..l {
                        path[(turn_in + j) as usize] = board.id(arm, 1, l - 1 - j);
                    }
                    path[(turn_in + l) as usize] = CENTRE;
                }
                Track {
                    kind,
                    finish: turn_in + l,
                    turn_in,
                    loop_lo: 1,
                    loop_len: n,
                    offset,
                    place: if ludo { offset + 1 } else { offset },
                    paths,
                    fill_goal: false,
                }
            }
        }
    }

    /// The petits chevaux track (RULES §15.1) on [`Board::petits_chevaux`] (option
    /// `ladder`, its `kind` stays [`TrackKind::Ludo`]): internal == rules step: 1 … 56
    /// the loop from the start square, 57 … 62 the ladder squares 1 … 6, 63 the centre
    /// (`finish`).
    pub fn petits_chevaux(board: &Board) -> Track {
        let mut paths = [[OFF_BOARD; MAX_POS]; 4];
        let south = chevaux_south_path();
        let c = board.arm_len + 1;
        for (arm, path) in paths.iter_mut().enumerate() {
            path[0] = OFF_BOARD;
            for (i, &(mut x, mut y)) in south.iter().enumerate() {
                for _ in 0..arm {
                    (x, y) = (2 * c - y, x);
                }
                path[i + 1] = board.at(x, y).expect("a petits chevaux square");
            }
            path[63] = CENTRE;
        }
        Track {
            kind: TrackKind::Ludo,
            finish: 63,
            turn_in: 56,
            loop_lo: 1,
            loop_len: 56,
            offset: 0,
            place: 1,
            paths,
            fill_goal: false,
        }
    }

    /// Sorry!'s track (RULES-more §3.1, S-POSITIONS) on [`Board::sorry`]: internal 0
    /// is Start, 1 … 60 the loop from the seat's diamond square (side index 3) round
    /// to its safety entrance (side index 2), so 2 is the start square a pawn leaves
    /// Start onto (`place`) and rules step 1 (`offset` 1); 61 … 65 the safety zone;
    /// 66 Home (`finish`, drawn on the square after S5), 64 steps from the start
    /// square. Backward moves wrap round
    /// the loop ([`crate::family::sorry`]).
    pub fn sorry(board: &Board) -> Track {
        let mut paths = [[OFF_BOARD; MAX_POS]; 4];
        for (side, path) in paths.iter_mut().enumerate() {
            for pos in 1..=60usize {
                path[pos] = board.loop_sq[(15 * side + 3 + pos - 1) % 60];
            }
            for j in 0..6usize {
                path[61 + j] = (61 + 6 * side + j) as u8;
            }
        }
        Track {
            kind: TrackKind::Sorry,
            finish: 66,
            turn_in: 60,
            loop_lo: 1,
            loop_len: 60,
            offset: 1,
            place: 2,
            paths,
            fill_goal: false,
        }
    }

    /// Yut Nori's routes (RULES-more §4.1, Y-ROUTES) as internal positions
    /// ([`crate::family::yut`]): 0 waiting, 1 … 40 a (route, index) on the board, 41
    /// off the board at the end (`finish`). Every side has the same path: a position's
    /// square is its station.
    pub fn yut() -> Track {
        let mut path = [OFF_BOARD; MAX_POS];
        for (pos, x) in path
            .iter_mut()
            .enumerate()
            .take(crate::family::yut::FINISH as usize)
            .skip(1)
        {
            *x = crate::family::yut::station(pos as u8);
        }
        Track {
            kind: TrackKind::Yut,
            finish: crate::family::yut::FINISH,
            turn_in: crate::family::yut::FINISH - 1,
            loop_lo: 1,
            loop_len: 20,
            offset: 0,
            place: 0,
            paths: [path; 4],
            fill_goal: false,
        }
    }

    /// Rules step of an internal position.
    pub fn step(&self, pos: u8) -> i16 {
        pos as i16 - self.offset as i16
    }

    /// Internal position of a rules step, if it is on this track.
    pub fn pos(&self, step: i16) -> Option<u8> {
        let p = step + self.offset as i16;
        (p >= 1 && p <= self.finish as i16).then_some(p as u8)
    }

    /// Whether the internal position is in the home column (past `turn_in`, before the
    /// finish).
    pub fn in_home_column(&self, pos: u8) -> bool {
        pos > self.turn_in && pos < self.finish
    }
}

/// Bit set of safe squares (castles or flowers).
pub fn safe_squares(board: &Board, kind: SafeSquares, middle: FlowerInMiddle) -> u128 {
    let l = board.arm_len;
    let mut set = 0u128;
    if kind == SafeSquares::None {
        return 0;
    }
    if kind == SafeSquares::LudoStars {
        // Every arm's start square (left column, 2nd from the edge) and the star 8
        // steps after it, which lies in the next arm clockwise: in this arm's right
        // column, 3rd from the edge (L-SAFE, LP-GLOBE).
        for arm in 0..4 {
            set |= 1 << board.id(arm, 0, l - 2);
            set |= 1 << board.id(arm, 2, l - 3);
        }
        return set;
    }
    if kind == SafeSquares::Barjis {
        // B-SAFE-SQUARES: the 3rd square from the outer edge of both outer columns.
        for arm in 0..4 {
            set |= 1 << board.id(arm, 0, l - 3);
            set |= 1 << board.id(arm, 2, l - 3);
        }
        return set;
    }
    if kind == SafeSquares::Parchis {
        // ES-SAFE: the end square and the 5th square from the outer edge of both outer
        // columns of every arm (Parchís' seguros 5, 12 and 17 of each stretch).
        for arm in 0..4 {
            set |= 1 << board.id(arm, 0, l - 5);
            set |= 1 << board.id(arm, 2, l - 5);
            set |= 1 << board.id(arm, 1, l - 1);
        }
        return set;
    }
    for arm in 0..4 {
        // the 4th square from the outer edge of each outer column
        set |= 1 << board.id(arm, 0, l - 4);
        set |= 1 << board.id(arm, 2, l - 4);
        let middle_sq = match (kind, middle) {
            (SafeSquares::Flowers, FlowerInMiddle::Inner) => board.id(arm, 1, l - 4),
            _ => board.id(arm, 1, l - 1),
        };
        set |= 1 << middle_sq;
    }
    set
}

/// ludopy's jump stars (LP-STAR-JUMP): in every arm the left column's square next to the
/// centre and the end square (a seat's steps 5, 12, 18, 25, 31, 38, 44 and 51).
pub fn ludopy_stars(board: &Board) -> u128 {
    let l = board.arm_len;
    (0..4).fold(0u128, |set, arm| {
        set | 1 << board.id(arm, 0, 0) | 1 << board.id(arm, 1, l - 1)
    })
}
